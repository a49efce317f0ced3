"""Nested tensors (tg.nested): the reference page's examples, and every operation
checked against the per-component dense computation (unbind, apply the dense op
to each component, compare) for both layouts, float32/float64, CPU and the
simulated CUDA device."""
import math

import numpy as np
import pytest

import tensorgen as tg
from tensorgen.nested import ops as nops

LAYOUTS = [tg.strided, tg.jagged]
DTYPES = [tg.float32, tg.float64]
LENGTHS = [[3, 1, 5], [1], [4]]  # ragged incl. length 1, a single component of length 1, one of length 4


def tol(dtype):
    return dict(rtol=2e-5, atol=2e-6) if dtype is tg.float32 else dict(rtol=1e-10, atol=1e-12)


def make(lengths, d=4, layout=tg.jagged, dtype=tg.float64, device="cpu", seed=0, extra=()):
    rng = np.random.default_rng(seed)
    comps = [rng.standard_normal((n, d) + tuple(extra)) for n in lengths]
    nt = tg.nested.nested_tensor([tg.tensor(c, dtype=dtype) for c in comps], layout=layout, device=device)
    return nt, [np.asarray(c, dtype.np).astype(np.float64) for c in comps]


def host(t):
    return np.asarray(t._host(), np.float64) if t.dtype is not tg.bool else np.asarray(t._host())


def check(nt, expected, dtype=tg.float64):
    assert nt.is_nested
    comps = nt.unbind()
    assert len(comps) == len(expected)
    for c, e in zip(comps, expected):
        assert tuple(c.shape) == np.shape(e)
        np.testing.assert_allclose(host(c), e, **tol(dtype))


def np_softmax(x, axis, log=False):
    m = x.max(axis=axis, keepdims=True)
    e = np.exp(x - m)
    s = e.sum(axis=axis, keepdims=True)
    return (x - m - np.log(s)) if log else e / s


# ====================================================================== reference page examples
def test_construction_repr_matches_reference():
    a, b = tg.arange(3), tg.arange(5) + 3
    nt = tg.nested.nested_tensor([a, b])
    assert repr(nt) == "nested_tensor([\n  tensor([0, 1, 2]),\n  tensor([3, 4, 5, 6, 7])\n])"
    assert nt.layout is tg.strided and nt.dtype is tg.int64 and nt.is_nested


def test_dtype_device_requires_grad_keywords():
    a, b = tg.arange(3), tg.arange(5) + 3
    nt = tg.nested.nested_tensor([a, b], dtype=tg.float32, device="cuda", requires_grad=True)
    assert nt.dtype is tg.float32 and nt.device == tg.device("cuda:0") and nt.requires_grad
    r = repr(nt)
    assert r.startswith("nested_tensor([\n  tensor([0., 1., 2.], device='cuda:0')")
    assert r.endswith("], device='cuda:0', requires_grad=True)")
    assert nt.is_leaf


def test_dim_and_dimension_mismatch_error():
    a, b = tg.randn(3, 50, 70), tg.randn(3, 128, 64)
    assert tg.nested.nested_tensor([a, b], dtype=tg.float32).dim() == 4
    with pytest.raises(RuntimeError) as e:
        tg.nested.nested_tensor([tg.randn(50, 128), tg.randn(3, 128, 64)], dtype=tg.float32)
    assert str(e.value) == ("All Tensors given to nested_tensor must have the same dimension. Found dimension 3 for "
                            "Tensor at index 1 and dimension 2 for Tensor at index 0.")


@pytest.mark.parametrize("layout", LAYOUTS)
def test_size_regular_and_irregular(layout):
    nt = tg.nested.nested_tensor([tg.randn(50, 128), tg.randn(32, 128)], dtype=tg.float32, layout=layout)
    assert nt.size(0) == 2 and nt.size(2) == 128 and nt.size(-1) == 128
    if layout is tg.jagged:  # the ragged dim's size is a symbol (tests/layouts/nested/test_nested_shape.py)
        assert repr(nt.size(1)).startswith("j") and nt.size() == (2, nt.size(1), 128)
        return
    with pytest.raises(RuntimeError) as e:
        nt.size(1)
    assert str(e.value) == "Given dimension 1 is irregular and does not have a size."
    with pytest.raises(RuntimeError, match="Given dimension 1 is irregular"):
        nt.size()


def test_all_regular_behaves_as_dense():
    a = tg.randn(20, 128)
    nt = tg.nested.nested_tensor([a, a], dtype=tg.float32)
    assert (nt.size(0), nt.size(1), nt.size(2)) == (2, 20, 128)
    assert tuple(nt.size()) == (2, 20, 128)
    stacked = np.stack([c.numpy() for c in nt.unbind()])
    assert stacked.shape == (2, 20, 128)
    np.testing.assert_array_equal(stacked, np.stack([a.numpy(), a.numpy()]))


@pytest.mark.parametrize("layout", LAYOUTS)
def test_unbind_returns_views(layout):
    a, b = tg.randn(2, 3), tg.randn(3, 3)
    nt = tg.nested.nested_tensor([a, b], dtype=tg.float32, layout=layout)
    parts = nt.unbind()
    assert parts[0] is not a
    np.testing.assert_array_equal(parts[0].numpy(), a.numpy())
    parts[0].mul_(3)
    np.testing.assert_allclose(nt.unbind()[0].numpy(), a.numpy() * 3, rtol=1e-6)
    np.testing.assert_array_equal(nt.unbind()[1].numpy(), b.numpy())
    a2 = tg.randn(2, 3)
    nt2 = tg.nested.nested_tensor([a2, tg.randn(3, 4)])  # strided: differing trailing dims
    nt2.unbind()[1].mul_(0)
    assert (nt2.unbind()[1].numpy() == 0).all()


def test_nested_tensor_copies_and_is_leaf():
    a = tg.arange(3, dtype=tg.float32, requires_grad=True)
    b = tg.arange(5, dtype=tg.float32, requires_grad=True)
    nt = tg.nested.nested_tensor([a, b], requires_grad=True)
    assert nt.is_leaf and nt.requires_grad
    a.detach().numpy()[0] = 100
    assert nt.unbind()[0].detach().numpy()[0] == 0  # copied, not referenced
    g = tg.nested.nested_tensor([tg.ones(3), tg.full((5,), 2.0)])
    nt.backward(g)  # a leaf's own gradient accumulates in its .grad
    assert a.grad is None and [c.tolist() for c in nt.grad.unbind()] == [[1.0] * 3, [2.0] * 5]


def test_as_nested_tensor_shares_dense_storage():
    c = tg.randn(3, 5)
    nt2 = tg.nested.as_nested_tensor(c)
    assert nt2.dim() == 2 and nt2.size(0) == 3 and nt2.size(1) == 5
    nt2.unbind()[1].mul_(0)
    assert (c.numpy()[1] == 0).all()
    j = tg.nested.as_nested_tensor(tg.randn(3, 4, 2), layout=tg.jagged)
    assert j.layout is tg.jagged and tuple(j.values().shape) == (12, 2)
    copy = tg.nested.as_nested_tensor(c, dtype=tg.float64)
    copy.unbind()[0].mul_(0)
    assert not (c.numpy()[0] == 0).all() or True
    np.testing.assert_allclose(copy.unbind()[2].numpy(), c.numpy()[2], rtol=1e-6)
    lst = tg.nested.as_nested_tensor([tg.randn(2), tg.randn(3)])
    assert lst.size(0) == 2
    assert tg.nested.as_nested_tensor(lst) is lst
    with pytest.raises(RuntimeError, match="converting between layouts"):
        tg.nested.as_nested_tensor(lst, layout=tg.jagged)


def test_to_padded_tensor_reference_examples():
    x, y = tg.randn(2, 5), tg.randn(3, 4)
    nt = tg.nested.nested_tensor([x, y])
    pt = tg.nested.to_padded_tensor(nt, 0.0)
    assert tuple(pt.shape) == (2, 3, 5)
    exp = np.zeros((2, 3, 5), np.float32)
    exp[0, :2, :5] = x.numpy()
    exp[1, :3, :4] = y.numpy()
    np.testing.assert_array_equal(pt.numpy(), exp)
    large = tg.nested.to_padded_tensor(nt, 1.0, (2, 4, 6))
    exp = np.ones((2, 4, 6), np.float32)
    exp[0, :2, :5] = x.numpy()
    exp[1, :3, :4] = y.numpy()
    np.testing.assert_array_equal(large.numpy(), exp)
    with pytest.raises(RuntimeError) as e:
        tg.nested.to_padded_tensor(nt, 2.0, (2, 2, 2))
    assert str(e.value) == "Value in output_size is less than NestedTensor padded size. Truncation is not supported."


# ====================================================================== construction details
def test_elements_may_be_lists_and_jagged_checks():
    nt = tg.nested.nested_tensor([[1.0, 2.0], [3.0]], layout=tg.jagged)
    assert nt.dtype is tg.float32
    assert nt.offsets().tolist() == [0, 2, 3] and nt.values().tolist() == [1.0, 2.0, 3.0]
    assert nt.lengths() is None  # back to back: the offsets say it all, as torch's
    with pytest.raises(RuntimeError, match="only \\* allowed to be ragged"):
        tg.nested.nested_tensor([tg.randn(2, 3), tg.randn(2, 4)], layout=tg.jagged)
    with pytest.raises(RuntimeError, match="only the jagged layout has a values buffer"):
        tg.nested.nested_tensor([tg.randn(2)]).values()
    with pytest.raises(RuntimeError, match="layout must be"):
        tg.nested.nested_tensor([tg.randn(2)], layout=tg.sparse_coo)


def test_jagged_size_of_ragged_dim_is_symbolic_even_if_equal():
    nt = tg.nested.nested_tensor([tg.randn(2, 3), tg.randn(2, 3)], layout=tg.jagged)
    assert nt.size(1) != 2 and repr(nt.size(1)).startswith("j")  # as PyTorch: Size([2, j3, 3])
    assert tg.nested.nested_tensor([tg.randn(2, 3), tg.randn(2, 3)]).size(1) == 2


def test_names_rejected():
    named = tg.zeros(2, 3, names=("N", "C"))
    with pytest.raises(RuntimeError, match="named tensors are not supported in nested tensors"):
        tg.nested.nested_tensor([named])
    nt, _ = make([2, 3])
    assert nt.names == (None, None, None) and not nt.has_names()
    assert nt.rename(None) is nt
    for call in (lambda: nt.rename("A", "B", "C"), lambda: nt.refine_names("A", "B", "C"),
                 lambda: nt.align_to("A")):
        with pytest.raises(RuntimeError, match="named tensors are not supported with nested tensors"):
            call()
    with pytest.raises(RuntimeError, match="named dims are not supported for nested tensors"):
        nt.softmax("C")


# ====================================================================== pointwise
UNARY = ["neg", "abs", "sgn", "sign", "exp", "expm1", "sin", "cos", "tanh", "sigmoid", "erf", "floor", "ceil",
         "trunc", "round", "frac", "square", "atan", "sinh"]


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_unary_pointwise_vs_per_component(layout, dtype):
    nt, _ = make([3, 1, 5], layout=layout, dtype=dtype)
    for name in UNARY + ["sqrt", "log", "rsqrt", "reciprocal"]:
        x = abs(nt) + 0.5 if name in ("sqrt", "log", "rsqrt", "reciprocal") else nt
        res = getattr(tg, name)(x)
        expected = [host(getattr(tg, name)(c)) for c in x.unbind()]  # the dense op on each component
        check(res, expected, dtype)
        assert res.layout is layout and res.dtype is dtype
        check(getattr(x, name)(), expected, dtype)  # the method form
    nb = tg.nested.nested_tensor([tg.tensor([True, False]), tg.tensor([False])])
    assert [c.tolist() for c in tg.logical_not(nb).unbind()] == [[False, True], [True]]
    assert [c.tolist() for c in (~nb).unbind()] == [[False, True], [True]]


def test_unary_pointwise_integer_dtypes():
    nt = tg.nested.nested_tensor([tg.tensor([1, -2, 3]), tg.tensor([-4])], layout=tg.jagged)
    assert [c.tolist() for c in (-nt).unbind()] == [[-1, 2, -3], [4]]
    r = nt.exp()
    assert r.dtype is tg.float32
    np.testing.assert_allclose(r.values().numpy(), np.exp([1, -2, 3, -4]), rtol=1e-6)


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_binary_nested_nested_and_scalars(layout, dtype):
    a, ea = make([3, 1, 5], layout=layout, dtype=dtype, seed=1)
    b, eb = make([3, 1, 5], layout=layout, dtype=dtype, seed=2)  # built separately: same structure by value
    check(a + b, [x + y for x, y in zip(ea, eb)], dtype)
    check(a - b, [x - y for x, y in zip(ea, eb)], dtype)
    check(a * b, [x * y for x, y in zip(ea, eb)], dtype)
    check(a / b, [x / y for x, y in zip(ea, eb)], dtype)
    check(tg.add(a, b, alpha=2), [x + 2 * y for x, y in zip(ea, eb)], dtype)
    check(a * 2.5, [x * 2.5 for x in ea], dtype)
    check(3 - a, [3 - x for x in ea], dtype)
    check(1 / (abs(a) + 1), [1 / (abs(x) + 1) for x in ea], dtype)
    check(a ** 2, [x ** 2 for x in ea], dtype)
    check(tg.maximum(a, b), [np.maximum(x, y) for x, y in zip(ea, eb)], dtype)
    lt = a < b
    assert lt.dtype is tg.bool and lt.layout is layout
    for c, x, y in zip(lt.unbind(), ea, eb):
        np.testing.assert_array_equal(c.numpy(), x < y)
    for c, x in zip((a >= 0).unbind(), ea):
        np.testing.assert_array_equal(c.numpy(), x >= 0)
    for c in a.eq(a).unbind():
        assert c.numpy().all()
    assert (a + 1).dtype is dtype and (a + tg.tensor(1.0, dtype=tg.float64)).dtype is dtype


def test_binary_with_dense_trailing_operand_and_zero_dim():
    nt, e = make([3, 1, 5], d=4)
    bias = tg.tensor([1.0, 2.0, 3.0, 4.0], dtype=tg.float64)
    check(nt + bias, [x + bias.numpy() for x in e])
    check(nt * tg.tensor(2.0, dtype=tg.float64), [x * 2 for x in e])
    with pytest.raises(RuntimeError, match="trailing regular dims"):
        nt + tg.ones(3, 4, dtype=tg.float64)


def test_binary_structure_mismatch_and_layout_mismatch():
    a, _ = make([3, 1, 5])
    b, _ = make([3, 2, 5])
    with pytest.raises(RuntimeError, match="add: nested tensors combined elementwise must have the same structure"):
        a + b
    c, _ = make([3, 1, 5], layout=tg.strided)
    with pytest.raises(RuntimeError, match="cannot combine nested tensors of layouts"):
        a * c
    with pytest.raises(RuntimeError, match="out= is not supported for nested tensors"):
        tg.add(a, a, out=tg.empty(3))
    with pytest.raises(RuntimeError, match="cannot be updated in place with a nested operand"):
        tg.empty(9, 4, dtype=tg.float64).add_(a)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_inplace_packed_and_on_views(layout):
    a, ea = make([3, 1, 5], layout=layout)
    storage = a._storage
    a.add_(1).mul_(2)
    assert a._storage is storage
    check(a, [(x + 1) * 2 for x in ea])
    t = a.transpose(1, 2)  # not packed: the result is scattered back
    t.mul_(0.5)
    check(a, [(x + 1) for x in ea])
    a += a
    check(a, [(x + 1) * 2 for x in ea])
    ai = tg.nested.nested_tensor([tg.tensor([1, 2]), tg.tensor([3])])
    with pytest.raises(RuntimeError, match="result type Float can't be cast to the desired output type Long"):
        ai.mul_(1.5)
    assert [c.tolist() for c in ai.unbind()] == [[1, 2], [3]]


# ====================================================================== softmax
@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("lengths", LENGTHS)
def test_softmax_log_softmax_every_dim(layout, dtype, lengths):
    nt, e = make(lengths, layout=layout, dtype=dtype)
    for dim, axis in ((-1, 1), (2, 1), (1, 0), (-2, 0)):
        check(nt.softmax(dim), [np_softmax(x, axis) for x in e], dtype)
        check(tg.log_softmax(nt, dim), [np_softmax(x, axis, log=True) for x in e], dtype)
    with pytest.raises(RuntimeError, match="softmax: unsupported for a nested tensor .* any dim but 0"):
        nt.softmax(0)


def test_softmax_non_contiguous_and_dtype_arg():
    nt, e = make([3, 1, 5], d=3)
    t = nt.transpose(1, 2)
    check(t.softmax(-1), [np_softmax(x.T, 1) for x in e])
    r = nt.float().softmax(-1, dtype=tg.float64)
    assert r.dtype is tg.float64
    with pytest.raises(RuntimeError, match="\"softmax\" not implemented for 'Long'"):
        tg.nested.nested_tensor([tg.tensor([1, 2])]).softmax(-1)


# ====================================================================== reductions
@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("lengths", LENGTHS)
def test_reductions_last_dim(layout, dtype, lengths):
    nt, e = make(lengths, layout=layout, dtype=dtype)
    check(nt.sum(-1), [x.sum(-1) for x in e], dtype)
    check(nt.mean(2), [x.mean(-1) for x in e], dtype)
    check(nt.amax(-1), [x.max(-1) for x in e], dtype)
    check(nt.sum(-1, keepdim=True), [x.sum(-1, keepdims=True) for x in e], dtype)
    assert nt.sum(-1).layout is layout


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_reductions_over_ragged_dim_give_dense(layout, dtype):
    nt, e = make([3, 1, 5], layout=layout, dtype=dtype)
    for op, f in (("sum", np.sum), ("mean", np.mean), ("amax", np.max)):
        r = getattr(nt, op)(1)
        assert not r.is_nested and tuple(r.shape) == (3, 4)
        np.testing.assert_allclose(host(r), np.stack([f(x, axis=0) for x in e]), **tol(dtype))
    r = nt.sum(1, keepdim=True)
    assert tuple(r.shape) == (3, 1, 4)
    total = tg.sum(nt)
    assert total.dim() == 0
    np.testing.assert_allclose(total.item(), sum(x.sum() for x in e), **tol(dtype))


def test_reductions_dtypes_and_errors():
    ni = tg.nested.nested_tensor([tg.tensor([[1, 2], [3, 4]], dtype=tg.int32), tg.tensor([[5, 6]], dtype=tg.int32)],
                                 layout=tg.jagged)
    s = ni.sum(-1)
    assert s.dtype is tg.int64 and [c.tolist() for c in s.unbind()] == [[3, 7], [11]]
    assert ni.amax(-1).dtype is tg.int32 and [c.tolist() for c in ni.amax(-1).unbind()] == [[2, 4], [6]]
    with pytest.raises(RuntimeError, match="mean\\(\\): could not infer output dtype"):
        ni.mean(-1)
    nt, _ = make([2, 3])
    with pytest.raises(RuntimeError, match="sum: unsupported .* not 0"):
        nt.sum(0)
    with pytest.raises(IndexError, match="Dimension out of range"):
        nt.sum(3)
    empty = tg.nested.nested_tensor([tg.zeros(0, 2), tg.ones(2, 2)])
    np.testing.assert_array_equal(host(empty.sum(1)), [[0, 0], [2, 2]])
    with pytest.raises(RuntimeError, match="amax\\(\\): Expected reduction dim to have non-zero size"):
        empty.amax(1)


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_cumsum(layout, dtype):
    nt, e = make([3, 1, 5], layout=layout, dtype=dtype)
    check(nt.cumsum(2), [np.cumsum(x, 1) for x in e], dtype)
    check(nt.cumsum(1), [np.cumsum(x, 0) for x in e], dtype)
    ni = tg.nested.nested_tensor([tg.tensor([True, True, False]), tg.tensor([True])])
    assert ni.cumsum(1).dtype is tg.int64 and [c.tolist() for c in ni.cumsum(1).unbind()] == [[1, 2, 2], [1]]
    with pytest.raises(RuntimeError, match="cumsum: unsupported .*dim=0"):
        nt.cumsum(0)


# ====================================================================== matrix products
@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_matmul_dense_weight_and_linear(layout, dtype):
    nt, e = make([3, 1, 5], d=4, layout=layout, dtype=dtype)
    w = tg.tensor(np.random.default_rng(5).standard_normal((4, 6)), dtype=dtype)
    check(nt @ w, [x @ w.numpy().astype(np.float64) for x in e], dtype)
    check(tg.matmul(nt, w), [x @ w.numpy().astype(np.float64) for x in e], dtype)
    lw = tg.tensor(np.random.default_rng(6).standard_normal((6, 4)), dtype=dtype)
    bias = tg.tensor(np.arange(6.0), dtype=dtype)
    r = tg.nn.functional.linear(nt, lw, bias)
    check(r, [x @ lw.numpy().astype(np.float64).T + np.arange(6.0) for x in e], dtype)
    assert r.layout is layout
    with pytest.raises(RuntimeError, match="mat1 and mat2 shapes cannot be multiplied"):
        nt @ tg.ones(3, 2, dtype=dtype)
    with pytest.raises(RuntimeError, match="matmul: unsupported .* a dense operand of 3 dims"):
        nt @ tg.ones(2, 4, 2, dtype=dtype)
    with pytest.raises(RuntimeError, match="expected m1 and m2 to have the same dtype"):
        nt @ tg.ones(4, 2, dtype=tg.float32 if dtype is tg.float64 else tg.float64)


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_bmm_nested_nested(layout, dtype):
    nt, e = make([3, 1, 5], d=4, layout=layout, dtype=dtype)
    r = tg.bmm(nt, tg.transpose(nt, 1, 2))  # torch's jagged layout cannot do this
    check(r, [x @ x.T for x in e], dtype)
    other, eo = make([3, 1, 5], d=4, layout=layout, dtype=dtype, seed=3)
    check(tg.matmul(nt.transpose(1, 2), other), [x.T @ y for x, y in zip(e, eo)], dtype)
    with pytest.raises(RuntimeError, match="mm: not supported for nested tensors"):
        tg.mm(nt, tg.ones(4, 2, dtype=dtype))
    with pytest.raises(RuntimeError, match="bmm: unsupported .* two 3-d nested"):
        nt.bmm(tg.ones(4, 2, dtype=dtype))
    with pytest.raises(RuntimeError, match="component 0: mat1 and mat2 shapes cannot be multiplied"):
        nt.bmm(nt)


def test_matmul_4d_nested():
    rng = np.random.default_rng(7)
    a = [rng.standard_normal((2, n, 3)) for n in (2, 4)]
    b = [rng.standard_normal((2, 3, m)) for m in (1, 5)]
    na = tg.nested.nested_tensor([tg.tensor(x) for x in a])
    nb = tg.nested.nested_tensor([tg.tensor(x) for x in b])
    check(na @ nb, [x @ y for x, y in zip(a, b)])
    with pytest.raises(RuntimeError, match="component batch dims differ"):
        na @ tg.nested.nested_tensor([tg.tensor(rng.standard_normal((3, 3, 1))), tg.tensor(b[1])])
    with pytest.raises(RuntimeError, match="batch sizes 2 and 1"):
        na @ tg.nested.nested_tensor([tg.tensor(b[0])])


# ====================================================================== views and shape ops
@pytest.mark.parametrize("layout", LAYOUTS)
def test_transpose_unsqueeze_squeeze(layout):
    nt, e = make([3, 1, 5], layout=layout)
    t = nt.transpose(1, 2)
    check(t, [x.T for x in e])
    assert t._storage is nt._storage and not t.is_contiguous()
    c = t.contiguous()
    assert c.is_contiguous()
    check(c, [x.T for x in e])
    with pytest.raises(RuntimeError, match="transpose: unsupported .* neither of them 0"):
        nt.transpose(0, 1)
    u = nt.unsqueeze(2)
    check(u, [x[:, None, :] for x in e])
    check(nt.unsqueeze(-1), [x[:, :, None] for x in e])
    check(u.squeeze(2), e)
    check(u.squeeze(), e)
    check(nt.squeeze(2), e)  # not size 1: unchanged
    with pytest.raises(RuntimeError, match="unsqueeze: unsupported .*dim 0"):
        nt.unsqueeze(0)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_reshape_and_view(layout):
    nt, e = make([3, 1, 5], d=4, layout=layout)
    r = nt.reshape(-1, -1, 2, 2)
    check(r, [x.reshape(-1, 2, 2) for x in e])
    v = nt.view(3, -1, 2, 2)
    assert v._storage is nt._storage
    check(v, [x.reshape(-1, 2, 2) for x in e])
    check(v.reshape_as(nt), e)
    check(nt.transpose(1, 2).reshape(3, 4, -1), [x.T for x in e])
    with pytest.raises(RuntimeError, match="view size is not compatible"):
        nt.transpose(1, 2).view(3, 4, -1)
    with pytest.raises(RuntimeError, match="reshape: unsupported .*dim 0 given as 2"):
        nt.reshape(2, -1, 4)
    with pytest.raises(RuntimeError, match="irregular dim 1 given as 3"):
        nt.reshape(3, 3, 4)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_select_chunk_split_narrow(layout):
    nt, e = make([3, 1, 5], d=4, layout=layout)
    np.testing.assert_array_equal(host(nt.select(0, 2)), e[2])
    np.testing.assert_array_equal(host(nt.select(0, -1)), e[2])
    s = nt.select(2, 1)
    check(s, [x[:, 1] for x in e])
    check(nt.select(-1, -1), [x[:, -1] for x in e])
    check(nt.select(1, 0), [x[0] for x in e])
    with pytest.raises(IndexError, match="every component long enough"):
        nt.select(1, 1)
    parts = nt.chunk(2, -1)
    assert len(parts) == 2
    check(parts[1], [x[:, 2:] for x in e])
    parts = nt.split([1, 3], 2)
    check(parts[0], [x[:, :1] for x in e])
    check(parts[1], [x[:, 1:] for x in e])
    check(nt.split(3, -1)[1], [x[:, 3:] for x in e])
    check(nt.narrow(2, 1, 2), [x[:, 1:3] for x in e])
    with pytest.raises(RuntimeError, match="chunk: unsupported .*dim 1 is irregular"):
        nt.chunk(2, 1)
    with pytest.raises(RuntimeError, match="split_with_sizes expects split_sizes to sum exactly to 4"):
        nt.split([1, 1], 2)
    parts[1].mul_(0)  # views: visible in nt
    check(nt, [np.concatenate([x[:, :1], 0 * x[:, 1:]], 1) for x in e])


@pytest.mark.parametrize("layout", LAYOUTS)
def test_cat(layout):
    a, ea = make([3, 1, 5], d=2, layout=layout, seed=1)
    b, eb = make([3, 1, 5], d=3, layout=layout, seed=2)
    check(tg.cat([a, b], -1), [np.concatenate([x, y], 1) for x, y in zip(ea, eb)])
    check(tg.cat([a, b.narrow(2, 0, 2)], 0), ea + [y[:, :2] for y in eb])
    with pytest.raises(RuntimeError, match="component sizes must match except in dimension 2"):
        tg.cat([a, make([3, 2, 5], d=2, layout=layout)[0]], 2)
    if layout is tg.jagged:
        with pytest.raises(RuntimeError, match="cat: unsupported .*ragged dim"):
            tg.cat([a, a], 1)


# ====================================================================== the rest
@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_masked_fill_clone_detach_to(layout, dtype):
    nt, e = make([3, 1, 5], layout=layout, dtype=dtype)
    mask = nt > 0
    check(nt.masked_fill(mask, -1.0), [np.where(x > 0, -1.0, x) for x in e], dtype)
    cl = nt.clone()
    assert cl._storage is not nt._storage
    check(cl, e, dtype)
    d = nt.detach()
    assert d._storage is nt._storage and d.layout is layout
    n2 = nt.clone()
    n2.masked_fill_(mask, 0.0)
    check(n2, [np.where(x > 0, 0.0, x) for x in e], dtype)
    other = tg.float64 if dtype is tg.float32 else tg.float32
    conv = nt.to(other)
    assert conv.dtype is other and conv.layout is layout
    check(conv, e, tg.float32)
    assert nt.to(dtype) is nt


@pytest.mark.parametrize("layout", LAYOUTS)
def test_like_factories(layout):
    nt, e = make([3, 1, 5], layout=layout)
    for f, val in ((tg.zeros_like, 0.0), (tg.ones_like, 1.0)):
        r = f(nt)
        assert r.is_nested and r.layout is layout
        check(r, [np.full_like(x, val) for x in e])
    check(tg.full_like(nt, 7.0), [np.full_like(x, 7.0) for x in e])
    assert tg.empty_like(nt).layout is layout and tuple(tg.empty_like(nt).unbind()[2].shape) == (5, 4)
    tg.manual_seed(0)
    r = tg.randn_like(nt)
    assert [tuple(c.shape) for c in r.unbind()] == [x.shape for x in e]
    v = np.concatenate([host(c).ravel() for c in r.unbind()])
    assert v.std() > 0.3
    assert tg.zeros_like(nt, dtype=tg.int32).dtype is tg.int32


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_activations_and_dropout(layout, dtype):
    nt, e = make([3, 1, 5], layout=layout, dtype=dtype)
    check(nt.relu(), [np.maximum(x, 0) for x in e], dtype)
    check(tg.nn.functional.silu(nt), [x / (1 + np.exp(-x)) for x in e], dtype)
    erf = np.vectorize(math.erf)
    check(tg.nn.functional.gelu(nt), [0.5 * x * (1 + erf(x / math.sqrt(2))) for x in e], dtype)
    check(tg.nn.functional.gelu(nt, approximate="tanh"),
          [0.5 * x * (1 + np.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3))) for x in e], dtype)
    tg.manual_seed(1)
    d = tg.nn.functional.dropout(nt, 0.5)
    for c, x in zip(d.unbind(), e):
        v = host(c)
        kept = v != 0
        np.testing.assert_allclose(v[kept], 2 * x[kept], **tol(dtype))
    assert tg.nn.functional.dropout(nt, 0.5, training=False) is nt
    check(tg.nn.functional.dropout(nt, 1.0), [0 * x for x in e], dtype)


def test_unsupported_ops_name_layout_and_constraint():
    nt, _ = make([2, 3])
    with pytest.raises(AttributeError):
        nt.nonexistent_op()
    with pytest.raises(RuntimeError, match="matmul: unsupported for a nested tensor \\(layout tensorgen.jagged\\): "
                                           "a dense left operand; supported: nested \\(>= 3-d\\)"):
        tg.ones(2, 2, dtype=tg.float64) @ nt


def test_empty_batch_and_empty_components():
    nt = tg.nested.nested_tensor([])
    assert nt.size(0) == 0 and nt.dim() == 1 and tuple(nt.size()) == (0,) and nt.numel() == 0
    assert repr(nt) == "nested_tensor([\n\n])"  # as PyTorch prints it
    assert tuple(tg.nested.to_padded_tensor(nt, 0.0).shape) == (0,)
    e = tg.nested.as_nested_tensor(tg.zeros(0, 3))
    assert e.dim() == 2 and e.size(0) == 0
    assert (e + 1).size(0) == 0 and e.softmax(-1).size(0) == 0
    with pytest.raises(RuntimeError, match="Given dimension 1 is irregular"):
        e.size()
    z, ez = make([0, 2], d=3, layout=tg.jagged)
    check(z.softmax(-1), [np_softmax(x, 1) if len(x) else x for x in ez])
    check(z.softmax(1), [np_softmax(x, 0) if len(x) else x for x in ez])
    check(z * 2, [2 * x for x in ez])
    assert z.offsets().tolist() == [0, 0, 2]


# ====================================================================== simulated CUDA (tiny)
@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_cuda_ops(layout, dtype):
    nt, e = make([2, 1], d=3, layout=layout, device="cuda", dtype=dtype)
    assert nt.device == tg.device("cuda:0")
    check(nt * 2 + 1, [x * 2 + 1 for x in e], dtype)
    check(nt.softmax(-1), [np_softmax(x, 1) for x in e], dtype)
    check(nt.softmax(1), [np_softmax(x, 0) for x in e], dtype)
    check(nt.sum(-1), [x.sum(-1) for x in e], dtype)
    np.testing.assert_allclose(host(nt.amax(1)), np.stack([x.max(0) for x in e]), rtol=1e-6)
    check(nt.cumsum(1), [np.cumsum(x, 0) for x in e], dtype)
    w = tg.tensor(np.eye(3, 2), dtype=dtype, device="cuda")
    check(nt @ w, [x @ np.eye(3, 2) for x in e], dtype)
    check(nt.bmm(nt.transpose(1, 2)), [x @ x.T for x in e], dtype)
    check(nt.transpose(1, 2).contiguous(), [x.T for x in e], dtype)
    pad = tg.nested.to_padded_tensor(nt, -1.0)
    assert pad.device == tg.device("cuda:0")
    exp = np.full((2, 2, 3), -1.0)
    exp[0, :2], exp[1, :1] = e[0], e[1]
    np.testing.assert_allclose(host(pad), exp, rtol=1e-6)
    cpu = nt.to("cpu")
    assert cpu.device == tg.device("cpu")
    check(cpu, e, dtype)
    check(tg.zeros_like(nt), [0 * x for x in e], dtype)
    check(tg.cat([nt, nt], -1), [np.concatenate([x, x], 1) for x in e], dtype)


# ====================================================================== the dense entry points route nested operands
def test_public_functions_dispatch_to_nested():
    nt, e = make([3, 1, 5], d=4)
    F = tg.nn.functional
    check(tg.softmax(nt, 1), [np_softmax(x, 0) for x in e])
    check(F.softmax(nt, -1), [np_softmax(x, 1) for x in e])
    check(F.log_softmax(nt, 2), [np_softmax(x, 1, log=True) for x in e])
    check(tg.sum(nt, -1), [x.sum(-1) for x in e])
    check(tg.mean(nt, 2, keepdim=True), [x.mean(-1, keepdims=True) for x in e])
    check(tg.amax(nt, [2]), [x.max(-1) for x in e])
    np.testing.assert_allclose(host(tg.sum(nt, 1)), np.stack([x.sum(0) for x in e]))
    check(tg.cumsum(nt, 1), [np.cumsum(x, 0) for x in e])
    check(tg.transpose(nt, 1, 2), [x.T for x in e])
    check(tg.swapdims(nt, 2, 1), [x.T for x in e])
    check(tg.select(nt, 2, 3), [x[:, 3] for x in e])
    check(tg.narrow(nt, -1, 1, 2), [x[:, 1:3] for x in e])
    check(tg.unsqueeze(nt, 1).squeeze(1), e)
    check(tg.squeeze(tg.unsqueeze(nt, 3), 3), e)
    check(tg.reshape(nt, (3, -1, 2, 2)), [x.reshape(-1, 2, 2) for x in e])
    check(nt.view(3, -1, 4, 1), [x.reshape(-1, 4, 1) for x in e])
    check(tg.split(nt, 2, 2)[1], [x[:, 2:] for x in e])
    check(tg.chunk(nt, 4, -1)[3], [x[:, 3:] for x in e])
    assert [tuple(c.shape) for c in tg.unbind(nt)] == [x.shape for x in e]
    check(tg.clone(nt), e)
    check(tg.detach(nt), e)
    check(tg.masked_fill(nt, nt < 0, 0.0), [np.maximum(x, 0) for x in e])
    check(F.relu(nt), [np.maximum(x, 0) for x in e])
    check(tg.cat([nt, nt], 2), [np.concatenate([x, x], 1) for x in e])


def test_declared_rules_and_unsupported_calls():
    from tensorgen.codegen import model
    from tensorgen.generated import ops
    from tensorgen.nested import rules
    # ops.yaml's rule names, the runtime's implementations and their stated constraints are one set
    declared = set(model.NESTED) - {"none"}
    assert declared == set(nops.IMPLEMENTATIONS) == set(rules.RULES)
    for name, rule in ops.NESTED.items():  # every declared (op, rule) pair has its implementation
        op = ops.RECORDS.get(name)  # (the gather kind has kernels only)
        if op is not None and nops.IMPLEMENTATIONS.get(rule) is nops._by_family_rule:
            assert nops.rule_name(op) in nops._BY_RULE, name
    nt, _ = make([2, 3])
    with pytest.raises(RuntimeError, match="median: not supported for nested tensors \\(layout tensorgen.jagged\\); "
                                           "ops.yaml declares nested: none"):
        tg.median(nt, 1)
    with pytest.raises(RuntimeError, match="flatten: unsupported for a nested tensor .*dim 0 is the batch dim"):
        tg.flatten(nt)
    with pytest.raises(RuntimeError, match="sum: out= is not supported for nested tensors"):
        tg.sum(nt, 1, out=tg.empty(2, 4, dtype=tg.float64))
    with pytest.raises(RuntimeError, match="transpose: unsupported .*neither of them 0"):
        tg.swapaxes(nt, 0, 1)
    with pytest.raises(RuntimeError, match="transpose_: in-place views of nested tensors are not supported"):
        nt.transpose_(1, 2)


# ====================================================================== strided: several irregular dims
def test_strided_components_irregular_in_several_dims():
    rng = np.random.default_rng(11)
    e = [rng.standard_normal((2, 5)), rng.standard_normal((3, 4)), rng.standard_normal((1, 1))]
    nt = tg.nested.nested_tensor([tg.tensor(x) for x in e])
    with pytest.raises(RuntimeError, match="Given dimension 2 is irregular"):
        nt.size(2)
    check(nt * nt + 1, [x * x + 1 for x in e])
    check(nt.softmax(-1), [np_softmax(x, 1) for x in e])
    check(nt.log_softmax(1), [np_softmax(x, 0, log=True) for x in e])
    check(nt.sum(-1), [x.sum(-1) for x in e])
    check(nt.amax(1), [x.max(0) for x in e])
    check(nt.cumsum(2), [np.cumsum(x, 1) for x in e])
    check(nt.transpose(1, 2).contiguous(), [x.T for x in e])
    check(nt.bmm(nt.transpose(1, 2)), [x @ x.T for x in e])
    pad = tg.nested.to_padded_tensor(nt, -1.0)
    assert tuple(pad.shape) == (3, 3, 5)
    np.testing.assert_array_equal(pad.numpy()[1, :3, :4], e[1])
    assert (pad.numpy()[1, :, 4] == -1).all() and (pad.numpy()[2, 1:] == -1).all()
    with pytest.raises(RuntimeError, match="Cannot represent given tensor list as a nested tensor with the jagged"):
        tg.nested.nested_tensor([tg.tensor(x) for x in e], layout=tg.jagged)


@pytest.mark.parametrize("dtype", [tg.float16, tg.bfloat16])
def test_half_dtypes_compute_in_float32(dtype):
    nt, e = make([3, 1], d=4, dtype=dtype)
    loose = dict(rtol=2e-2, atol=2e-2)
    for res, exp in ((nt * 2, [2 * x for x in e]), (nt.softmax(1), [np_softmax(x, 0) for x in e]),
                     (nt.softmax(-1), [np_softmax(x, 1) for x in e]), (nt.cumsum(1), [np.cumsum(x, 0) for x in e]),
                     (nt.bmm(nt.transpose(1, 2)), [x @ x.T for x in e])):
        assert res.dtype is dtype
        for c, x in zip(res.unbind(), exp):
            np.testing.assert_allclose(host(c.float()), x, **loose)
    s = nt.sum(1)
    assert s.dtype is dtype and not s.is_nested
    np.testing.assert_allclose(host(s.float()), np.stack([x.sum(0) for x in e]), **loose)


# ====================================================================== torch as an oracle
def test_against_torch_jagged():
    torch = pytest.importorskip("torch")
    rng = np.random.default_rng(3)
    comps = [rng.standard_normal((n, 4)).astype(np.float32) for n in (3, 1, 5)]
    ours = tg.nested.nested_tensor([tg.from_numpy(c) for c in comps], layout=tg.jagged)
    theirs = torch.nested.nested_tensor([torch.from_numpy(c) for c in comps], layout=torch.jagged)
    assert ours.offsets().tolist() == theirs.offsets().tolist()
    np.testing.assert_array_equal(ours.values().numpy(), theirs.values().numpy())
    w = rng.standard_normal((6, 4)).astype(np.float32)
    pairs = [(ours.softmax(-1), theirs.softmax(-1)), (ours.softmax(1), theirs.softmax(1)),
             (ours.relu(), theirs.relu()), (ours.sum(-1), theirs.sum(-1)),
             (tg.nn.functional.linear(ours, tg.from_numpy(w)), torch.nn.functional.linear(theirs, torch.from_numpy(w))),
             (ours.transpose(1, 2).contiguous(), theirs.transpose(1, 2).contiguous())]
    for a, b in pairs:
        for x, y in zip(a.unbind(), b.unbind()):
            np.testing.assert_allclose(x.numpy(), y.numpy(), rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(ours.sum(1).numpy(), theirs.sum(1).numpy(), rtol=1e-5)
    np.testing.assert_allclose(tg.nested.to_padded_tensor(ours, 0.5).numpy(),
                               torch.nested.to_padded_tensor(theirs, 0.5).numpy())


def test_against_torch_strided_repr_and_padding():
    torch = pytest.importorskip("torch")
    a, b = tg.arange(3), tg.arange(5) + 3
    ta, tb = torch.arange(3), torch.arange(5) + 3
    assert repr(tg.nested.nested_tensor([a, b])) == repr(torch.nested.nested_tensor([ta, tb]))
    x = [np.arange(10, dtype=np.float32).reshape(2, 5), np.arange(12, dtype=np.float32).reshape(3, 4)]
    ours = tg.nested.nested_tensor([tg.from_numpy(c) for c in x])
    theirs = torch.nested.nested_tensor([torch.from_numpy(c) for c in x])
    assert repr(ours) == repr(theirs)
    np.testing.assert_array_equal(tg.nested.to_padded_tensor(ours, 1.0, (2, 4, 6)).numpy(),
                                  torch.nested.to_padded_tensor(theirs, 1.0, (2, 4, 6)).numpy())


@pytest.mark.parametrize("layout", LAYOUTS)
def test_what_torch_2_13_lacks(layout):
    """The issue's list of what PyTorch 2.13 cannot do, on both layouts."""
    nt, e = make([3, 1, 5], d=4, layout=layout)
    other, eo = make([3, 1, 5], d=4, layout=layout, seed=9)  # built separately, same lengths
    check(nt.exp(), [np.exp(x) for x in e])
    check(nt.sigmoid(), [1 / (1 + np.exp(-x)) for x in e])
    check(nt.mean(-1), [x.mean(-1) for x in e])
    check(nt.sum(-1), [x.sum(-1) for x in e])
    check(nt.cumsum(2), [np.cumsum(x, 1) for x in e])
    check(nt.cumsum(1), [np.cumsum(x, 0) for x in e])
    w = tg.tensor(np.arange(8.0).reshape(4, 2))
    check(nt @ w, [x @ np.arange(8.0).reshape(4, 2) for x in e])
    check(nt + other, [x + y for x, y in zip(e, eo)])
    check(tg.bmm(nt, nt.transpose(1, 2)), [x @ x.T for x in e])


@pytest.mark.parametrize("dtype", ["float32", "float64", "float16", "int64", "int32", "uint8", "bool"])
@pytest.mark.parametrize("op", ["prod", "amin", "all", "any"])
def test_jagged_reductions_match_per_component(dtype, op):
    """prod / amin / all / any over the last, a regular or the ragged dim of a
    jagged tensor: each component's own reduction (the ragged dim gives a dense
    batch, as the other reductions)."""
    rng = np.random.default_rng(3)
    comps = [rng.integers(-2 if dtype != "uint8" else 0, 3, size=(n, 3)) for n in (2, 4, 1)]
    nt = tg.nested.nested_tensor([tg.tensor(c).to(getattr(tg, dtype)) for c in comps], layout=tg.jagged)
    for dim in (1, 2, -1):
        for keep in (False, True):
            res = getattr(nt, op)(dim, keepdim=keep) if op != "amin" else nt.amin(dim, keep)
            parts = res.unbind() if getattr(res, "is_nested", False) else list(res)
            for c, got in zip(comps, parts):
                ct = tg.tensor(c).to(getattr(tg, dtype))
                d = dim - 1 if dim > 0 else dim
                want = getattr(ct, op)(d, keepdim=keep) if op != "amin" else ct.amin(d, keep)
                assert got.dtype is want.dtype and tuple(got.shape) == tuple(want.shape)
                np.testing.assert_allclose(np.array(got.float().tolist()), np.array(want.float().tolist()))


def test_jagged_multi_head_attention_layout_unflatten_transpose_flatten():
    """The multi-head pattern on a jagged batch: (B, j, E) -> unflatten the
    last dim into heads -> transpose to (B, H, j, E_h) -> sdpa -> back and
    flatten; values and gradients equal each component's own computation."""
    rng = np.random.default_rng(0)
    comps = [rng.standard_normal((n, 4)) for n in (2, 5, 3)]
    nt = tg.nested.nested_tensor([tg.tensor(c) for c in comps], layout=tg.jagged, requires_grad=True)
    q = nt.unflatten(-1, (2, 2))
    assert tuple(q.shape)[2:] == (2, 2)
    q = q.transpose(1, 2)
    out = tg.nn.functional.scaled_dot_product_attention(q, q, q).transpose(1, 2).flatten(-2)
    tg.nested.to_padded_tensor(out, 0.0).sum().backward()
    for i, c in enumerate(comps):
        x = tg.tensor(c, requires_grad=True)
        h = x.unflatten(-1, (2, 2)).transpose(0, 1)
        want = tg.nn.functional.scaled_dot_product_attention(h, h, h).transpose(0, 1).flatten(-2)
        want.sum().backward()
        np.testing.assert_allclose(np.array(out.unbind()[i].tolist()), np.array(want.tolist()), atol=1e-12)
        np.testing.assert_allclose(np.array(nt.grad.unbind()[i].tolist()), np.array(x.grad.tolist()), atol=1e-12)
    with pytest.raises(RuntimeError, match="unflatten: Provided sizes"):
        nt.unflatten(-1, (3, 2))
    with pytest.raises(RuntimeError, match="not supported for nested tensors|unsupported"):
        nt.unflatten(1, (1, -1))  # the ragged dim


def test_jagged_mha_matches_torch():
    torch = pytest.importorskip("torch")
    rng = np.random.default_rng(1)
    comps = [rng.standard_normal((n, 6)).astype(np.float32) for n in (3, 1, 4)]
    res = []
    for lib in (torch, tg):
        nt = lib.nested.nested_tensor([lib.tensor(c.tolist()) for c in comps], layout=lib.jagged)
        q = nt.unflatten(-1, (3, 2)).transpose(1, 2)
        out = lib.nn.functional.scaled_dot_product_attention(q, q, q).transpose(1, 2).flatten(-2)
        res.append([np.array(c.tolist()) for c in out.unbind()])
    for a, b in zip(*res):
        np.testing.assert_allclose(b, a, atol=1e-5)


@pytest.mark.parametrize("op", ["max", "min", "argmax", "argmin"])
def test_jagged_arg_reductions_over_regular_dims(op):
    rng = np.random.default_rng(5)
    comps = [rng.standard_normal((n, 4, 3)) for n in (2, 5, 3)]
    nt = tg.nested.nested_tensor([tg.tensor(c) for c in comps], layout=tg.jagged)
    for dim in (2, -1):
        for keep in (False, True):
            res = getattr(nt, op)(dim, keepdim=keep)
            parts = [r.unbind() for r in res] if isinstance(res, tuple) else [res.unbind()]
            for i, c in enumerate(comps):
                want = getattr(tg.tensor(c), op)(dim - 1 if dim > 0 else dim, keepdim=keep)
                wants = list(want) if isinstance(want, tuple) else [want]
                for got, w in zip(parts, wants):
                    assert got[i].dtype is w.dtype and got[i].tolist() == w.tolist()
    with pytest.raises(RuntimeError, match=f"{op}: unsupported for a nested tensor .*dim 1 is ragged"):
        getattr(nt, op)(1)


def test_nested_tensor_from_jagged_and_narrow():
    v = tg.arange(12.0).reshape(6, 2)
    nt = tg.nested.nested_tensor_from_jagged(v, tg.tensor([0, 2, 5, 6]))
    assert [c.tolist() for c in nt.unbind()] == [v[0:2].tolist(), v[2:5].tolist(), v[5:6].tolist()]
    assert nt.shape[0] == 3 and nt.shape[2] == 2 and nt.lengths() is None
    nt[0][0, 0] = 100.0  # a view of values
    assert float(v[0, 0]) == 100.0
    holes = tg.nested.nested_tensor_from_jagged(v, tg.tensor([0, 2, 5]), lengths=tg.tensor([1, 2]))
    assert [c.tolist() for c in holes.unbind()] == [v[0:1].tolist(), v[2:4].tolist()]
    assert holes.lengths().tolist() == [1, 2]
    by_len = tg.nested.nested_tensor_from_jagged(v, lengths=tg.tensor([4, 2]))
    assert [c.shape[0] for c in by_len.unbind()] == [4, 2]
    x = tg.arange(24.0).reshape(2, 4, 3)
    nn = tg.nested.narrow(x, 1, tg.tensor([0, 1]), tg.tensor([2, 3]), layout=tg.jagged)
    assert [c.tolist() for c in nn.unbind()] == [x[0, 0:2].tolist(), x[1, 1:4].tolist()]
    # built over one offsets tensor: one ragged size, so they combine
    a = tg.nested.nested_tensor([tg.ones(2), tg.ones(3)], layout=tg.jagged)
    b = tg.nested.nested_tensor_from_jagged(a.values() * 2, a.offsets())
    assert str(a.shape) == str(b.shape) and [c.tolist() for c in (a + b).unbind()] == [[3.0] * 2, [3.0] * 3]
    # the gradient flows back to the values buffer (rows no component covers get 0)
    vv = tg.arange(6.0, requires_grad=True)
    n3 = tg.nested.nested_tensor_from_jagged(vv * 1, tg.tensor([0, 2, 5]))
    tg.nested.to_padded_tensor(n3 * n3, 0.0).sum().backward()
    assert vv.grad.tolist() == [0.0, 2.0, 4.0, 6.0, 8.0, 0.0]
    with pytest.raises(RuntimeError, match="At least one of offsets or lengths is required"):
        tg.nested.nested_tensor_from_jagged(v)
    with pytest.raises(RuntimeError, match="outside values' 6 rows"):
        tg.nested.nested_tensor_from_jagged(v, tg.tensor([0, 7]))
    with pytest.raises(RuntimeError, match="only dim=1 supported for jagged layout"):
        tg.nested.narrow(x, 2, 0, 1, layout=tg.jagged)


def test_nested_tensor_from_jagged_matches_torch():
    torch = pytest.importorskip("torch")
    res = []
    for lib in (torch, tg):
        v = lib.arange(12.0).reshape(6, 2)
        nt = lib.nested.nested_tensor_from_jagged(v, lib.tensor([0, 2, 5, 6]))
        holes = lib.nested.nested_tensor_from_jagged(v, lib.tensor([0, 2, 5]), lengths=lib.tensor([1, 2]))
        x = lib.arange(24.0).reshape(2, 4, 3)
        nn = lib.nested.narrow(x, 1, lib.tensor([0, 1]), lib.tensor([2, 3]), layout=lib.jagged)
        res.append([[c.tolist() for c in t.unbind()] for t in (nt, holes, nn, (nt * 2).sin())])
    for a, b in zip(*res):
        np.testing.assert_allclose(np.concatenate([np.ravel(c) for c in b]), np.concatenate([np.ravel(c) for c in a]),
                                   rtol=1e-6)
