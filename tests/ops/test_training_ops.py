"""The calls a training step makes (benchmarks/bench_train.py): folds over
some dims, mm/addmm with a Linear's Parameters, x[rows], fill_, clone, the
in-place updates and relu's gradient give what NumPy (or torch) gives, with
and without requires_grad; a leaf's first .grad follows PyTorch's layout
contract. (That a cached plan gives what a fresh one gives: test_plan_cache.py.)"""
import numpy as np
import pytest

import tensorgen as tg

ALL = [tg.bool, tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64, tg.float16, tg.bfloat16, tg.float32, tg.float64]
NUMERIC = [tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64, tg.float32, tg.float64]


def _data(shape, dtype, seed):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape) * 3
    if dtype is tg.bool:
        return tg.tensor(x > 0)
    if dtype in (tg.float16, tg.bfloat16):
        return tg.tensor(x.astype(np.float32)).to(dtype)
    return tg.tensor(np.abs(x).astype(dtype.np) if dtype is tg.uint8 else x.astype(dtype.np))


def _outcome(fn):
    try:
        r = fn()
        return ("ok", r.dtype, tuple(r.shape), r.stride(), r.float().numpy().astype(np.float64).tolist())
    except Exception as e:  # noqa: BLE001 - both paths must raise the same thing
        return ("error", type(e), str(e))


# ---------------------------------------------------------------- folds over some dims
REDUCE_CASES = [((4, 5), 0, False), ((4, 5), 1, True), ((4, 5), -1, False), ((3, 4, 5), (0, 2), False),
                ((3, 4, 5), 1, True), ((3, 4, 5), [1, 2], False), ((2, 3, 4, 5), (1, 2), True),
                ((4, 5), None, False), ((3, 1, 5), (), False)]


_NP_FOLDS = {"sum": np.sum, "mean": np.mean, "amax": np.amax, "nansum": np.nansum}


@pytest.mark.parametrize("dtype", [tg.bool, tg.int32, tg.int64, tg.float32, tg.float64], ids=lambda d: d.name)
@pytest.mark.parametrize("name", ["sum", "mean", "amax", "nansum"])
def test_folds_over_dims_match_numpy(name, dtype):
    for shape, dim, keepdim in REDUCE_CASES:
        for transpose in (False, True):
            x = _data(shape, dtype, 1)
            if transpose:
                x = x.transpose(0, -1)
            f = getattr(x, name)
            try:
                got = f() if dim is None else f(dim, keepdim=keepdim)
            except RuntimeError as e:  # mean of integers: PyTorch's error
                assert name == "mean" and not dtype.is_floating_point, e
                continue
            a = x.numpy().astype(np.float64)
            axis = None if dim is None or dim == () else tuple(np.atleast_1d(dim))
            want = _NP_FOLDS[name](a, axis=axis, keepdims=keepdim) if axis is not None else _NP_FOLDS[name](a)
            if dim == ():
                want = _NP_FOLDS[name](a)
            if name == "amax" and dtype is tg.bool:
                want = want.astype(bool)
            assert tuple(got.shape) == np.shape(want), (name, shape, dim)
            tol = 1e-12 if dtype is tg.float64 else 1e-5
            np.testing.assert_allclose(got.numpy().astype(np.float64), want, rtol=tol, atol=tol)


def test_fold_errors():
    x = tg.ones(3, 4)
    with pytest.raises(IndexError, match=r"Dimension out of range \(expected to be in range of \[-2, 1\], but got 2\)"):
        x.sum(2)
    with pytest.raises(RuntimeError, match="dim 0 appears multiple times in the list of dims"):
        x.sum((0, 0))


@pytest.mark.parametrize("dim", [0, 1, (0, 1), None])
def test_recorded_fold_over_dims_matches_numpy(dim):
    a = np.random.default_rng(2).standard_normal((6, 7))
    x = tg.tensor(a, requires_grad=True)
    y = x.sum() if dim is None else x.sum(dim)
    assert type(y.grad_fn).__name__ == "SumBackward0"
    np.testing.assert_allclose(y.detach().numpy(), a.sum(axis=dim), rtol=1e-12)
    w = np.random.default_rng(3).standard_normal(tuple(y.shape))
    (y * tg.tensor(w)).sum().backward()
    expected = np.broadcast_to(np.expand_dims(w, dim) if dim not in (None, (0, 1)) else w, a.shape)
    np.testing.assert_allclose(x.grad.numpy(), expected, rtol=1e-12)


# ---------------------------------------------------------------- mm / addmm
def _linear_case(dtype, bias_shape, seed):
    rng = np.random.default_rng(seed)
    a = rng.standard_normal((5, 4)).astype(dtype.np)
    w = rng.standard_normal((3, 4)).astype(dtype.np)
    b = rng.standard_normal(bias_shape).astype(dtype.np)
    return a, w, b


@pytest.mark.parametrize("dtype", [tg.float32, tg.float64], ids=lambda d: d.name)
@pytest.mark.parametrize("bias_shape", [(3,), (5, 3), (1, 3)])
@pytest.mark.parametrize("scales", [(1, 1), (0.5, 2), (0, 1)])
def test_addmm_with_parameters(dtype, bias_shape, scales):
    a, w, b = _linear_case(dtype, bias_shape, 4)
    beta, alpha = scales
    x = tg.tensor(a, requires_grad=True)
    weight, bias = tg.nn.Parameter(tg.tensor(w)), tg.nn.Parameter(tg.tensor(b))
    y = tg.addmm(bias, x, weight.t(), beta=beta, alpha=alpha)
    (y * y).sum().backward()
    rtol = 1e-5 if dtype is tg.float32 else 1e-12
    a64, w64, b64 = (v.astype(np.float64) for v in (a, w, b))
    ref = beta * b64 + alpha * (a64 @ w64.T)
    np.testing.assert_allclose(y.detach().numpy(), ref, rtol=rtol, atol=1e-5)
    g = 2 * ref
    np.testing.assert_allclose(x.grad.numpy(), alpha * g @ w64, rtol=rtol * 10, atol=1e-4)
    np.testing.assert_allclose(weight.grad.numpy(), alpha * g.T @ a64, rtol=rtol * 10, atol=1e-4)
    np.testing.assert_allclose(bias.grad.numpy(), beta * g.sum(0, keepdims=len(bias_shape) == 2 and bias_shape[0] == 1)
                               if bias_shape != (5, 3) else beta * g, rtol=rtol * 10, atol=1e-4)
    assert weight.grad.stride() == weight.stride()


def test_mm_out_and_no_grad_with_operands_that_require_grad():
    a = tg.randn(3, 4, requires_grad=True)
    b = tg.randn(4, 5)
    out = tg.empty(3, 5)
    with pytest.raises(RuntimeError, match=r"mm\(\): functions with out=\.\.\. arguments don't support automatic "
                                           "differentiation"):
        tg.mm(a, b, out=out)
    with tg.no_grad():
        assert tg.mm(a, b, out=out) is out
    np.testing.assert_allclose(out.numpy(), a.detach().numpy() @ b.numpy(), rtol=1e-5)
    with pytest.raises(RuntimeError, match="Expected out tensor to have dtype double, but got float instead"):
        with tg.no_grad():
            tg.mm(a.double(), b.double(), out=out)


# ---------------------------------------------------------------- x[rows]
@pytest.mark.parametrize("index_dtype", [tg.int64, tg.int32], ids=lambda d: d.name)
@pytest.mark.parametrize("dtype", ALL, ids=lambda d: d.name)
def test_rows_by_an_integer_index(dtype, index_dtype):
    x = _data((6, 3), dtype, 5)
    ref = x.float().numpy()
    rows = [4, -1, 0, 4]
    got = x[tg.tensor(rows, dtype=index_dtype)]
    assert got.dtype is dtype and tuple(got.shape) == (4, 3)
    np.testing.assert_array_equal(got.float().numpy(), ref[rows])
    with pytest.raises(IndexError, match="index 6 is out of bounds for dimension 0 with size 6"):
        x[tg.tensor([1, 6], dtype=index_dtype)]
    assert tuple(x[tg.tensor([], dtype=index_dtype)].shape) == (0, 3)


def test_rows_by_an_integer_index_gradient():
    a = np.arange(12.0).reshape(4, 3)
    x = tg.tensor(a, requires_grad=True)
    y = x[tg.tensor([1, 1, 3])]
    y.backward(tg.ones(3, 3))
    np.testing.assert_array_equal(x.grad.numpy(), [[0, 0, 0], [2, 2, 2], [0, 0, 0], [1, 1, 1]])


# ---------------------------------------------------------------- fill_, clone
@pytest.mark.parametrize("dtype", ALL, ids=lambda d: d.name)
def test_fill_and_clone_every_dtype_and_layout(dtype):
    for make in (lambda: tg.zeros(3, 4, dtype=dtype), lambda: tg.zeros(4, 3, dtype=dtype).t(),
                 lambda: tg.zeros(2, 3, 4, dtype=dtype).permute(2, 0, 1), lambda: tg.zeros(3, 8, dtype=dtype)[:, ::2]):
        x = make()
        x.fill_(1)
        np.testing.assert_array_equal(x.float().numpy(), np.ones(tuple(x.shape)))
        src = _data(tuple(x.shape), dtype, 6)
        y = make().copy_(src)
        c = y.clone()
        assert c.dtype is dtype
        if y.stride() == (8, 2):  # a strided slice: clone is contiguous
            assert c.is_contiguous()
        else:  # dense layouts are kept (preserve_format)
            assert c.stride() == y.stride()
        np.testing.assert_array_equal(c.float().numpy(), src.float().numpy())
        assert c.data_ptr() != y.data_ptr()


def test_fill_with_a_value_read_from_the_tensor_itself():
    a = tg.arange(6.0)
    a.fill_(a[2])
    np.testing.assert_array_equal(a.numpy(), [2.0] * 6)
    b = tg.arange(6.0)
    b[1:].fill_(b[0] + 7)
    np.testing.assert_array_equal(b.numpy(), [0.0] + [7.0] * 5)


def test_expanded_fill_keeps_its_rule():
    z = tg.zeros(4).expand(3, 4)
    z.fill_(1)
    np.testing.assert_array_equal(z.numpy(), np.ones((3, 4)))


# ---------------------------------------------------------------- relu / threshold gradients
@pytest.mark.parametrize("dtype", NUMERIC, ids=lambda d: d.name)
def test_threshold_backward_every_dtype(dtype):
    g = _data((4, 5), dtype, 7)
    s = _data((4, 5), dtype, 8)
    got = tg.threshold_backward(g, s, 1)
    ref = np.where(s.numpy().astype(np.float64) <= 1, 0, g.numpy().astype(np.float64))
    assert got.dtype is dtype
    np.testing.assert_array_equal(got.numpy().astype(np.float64), ref)


def test_relu_gradient_passes_nan_on():
    x = tg.tensor([-1.0, 0.0, 2.0, float("nan")], requires_grad=True)
    tg.relu(x).backward(tg.ones(4))
    np.testing.assert_array_equal(x.grad.numpy(), [0.0, 0.0, 1.0, 1.0])
    x.grad = None
    tg.nn.functional.threshold(x, 0.5, 20.0).backward(tg.ones(4))
    np.testing.assert_array_equal(x.grad.numpy(), [0.0, 0.0, 1.0, 1.0])


def test_relu_double_backward():
    x = tg.randn(6, dtype=tg.float64, requires_grad=True)
    assert tg.autograd.gradcheck(tg.relu, (x,))
    assert tg.autograd.gradgradcheck(tg.relu, (x,))


# ---------------------------------------------------------------- .grad layout, empty_strided
def test_linear_weight_gradient_has_the_weight_strides():
    lin = tg.nn.Linear(4, 3)
    lin(tg.randn(5, 4)).sum().backward()
    assert lin.weight.grad.stride() == lin.weight.stride() == (4, 1)
    assert lin.bias.grad.stride() == (1,)


def test_first_grad_follows_the_layout_contract():
    dense_t = tg.randn(3, 4).t().detach().requires_grad_()   # dense, column-major: keeps its strides
    (dense_t * 2).sum().backward()
    assert dense_t.grad.stride() == dense_t.stride() == (1, 4)
    gappy = tg.randn(3, 8)[:, ::2].detach().requires_grad_()  # not dense: a contiguous gradient
    (gappy * 2).sum().backward()
    assert gappy.grad.stride() == (4, 1)
    np.testing.assert_array_equal(gappy.grad.numpy(), np.full((3, 4), 2.0, np.float32))
    w = tg.randn(4, 3, requires_grad=True)
    (tg.randn(2, 4) @ w.t().t()).sum().backward()   # a gradient computed transposed, copied into w's rows
    assert w.grad.stride() == (3, 1)


def test_empty_strided():
    t = tg.empty_strided((3, 4), (1, 3))
    assert tuple(t.shape) == (3, 4) and t.stride() == (1, 3) and t.dtype is tg.float32
    t = tg.empty_strided([2, 3], [6, 2], dtype=tg.int16, requires_grad=False)
    assert t.stride() == (6, 2) and t.dtype is tg.int16
    assert tuple(tg.empty_strided((0, 3), (3, 1)).shape) == (0, 3)
    assert tg.empty_strided((2,), (1,), requires_grad=True).is_leaf
    n = tg.ones(2, dtype=tg.float64).new_empty_strided((2, 3), (1, 2))
    assert n.dtype is tg.float64 and n.stride() == (1, 2)
    with pytest.raises(RuntimeError, match=r"dimensionality of sizes \(2\) must match dimensionality of strides \(1\)"):
        tg.empty_strided((2, 3), (1,))
    with pytest.raises(RuntimeError, match=r"empty_strided\(\): negative strides are not supported"):
        tg.empty_strided((2, 3), (-1, 2))


def test_against_torch():
    torch = pytest.importorskip("torch")
    for lib in (tg, torch):
        lin = lib.nn.Linear(4, 3)
        lin(lib.ones(2, 4)).sum().backward()
        assert lin.weight.grad.stride() == (4, 1)
    assert torch.empty_strided((3, 4), (1, 3)).stride() == tg.empty_strided((3, 4), (1, 3)).stride()
    g, s = np.random.default_rng(9).standard_normal((2, 2, 5))
    np.testing.assert_array_equal(tg.threshold_backward(tg.tensor(g), tg.tensor(s), 0.25).numpy(),
                                  torch.ops.aten.threshold_backward(torch.tensor(g), torch.tensor(s), 0.25).numpy())


# ---------------------------------------------------------------- in-place loops
@pytest.mark.parametrize("dtype", [tg.bool, tg.uint8, tg.int32, tg.int64, tg.float32, tg.float64],
                         ids=lambda d: d.name)
def test_in_place_loop_matches_out_of_place(dtype):
    for shape in ((7,), (3, 5), (2, 3, 4)):
        a, b = _data(shape, dtype, 10), _data(shape, dtype, 11)
        for fn, fn_ in ((tg.mul, "mul_"), (tg.logical_xor, "logical_xor_")):
            expected = fn(a, b)
            x = a.clone()
            assert getattr(x, fn_)(b) is x
            np.testing.assert_array_equal(x.float().numpy(), expected.float().numpy())
        y = a.clone()
        y.mul_(y)  # the written tensor is also the other operand
        np.testing.assert_array_equal(y.float().numpy(), tg.mul(a, a).float().numpy())
        if dtype is not tg.bool:
            z = a.clone()
            z.add_(b, alpha=2)
            np.testing.assert_array_equal(z.float().numpy(), tg.add(a, b, alpha=2).float().numpy())


def test_in_place_on_a_shifted_view_of_itself_is_refused_before_writing():
    base = tg.arange(10.0)
    with pytest.raises(RuntimeError, match="some elements of the input tensor and the written-to tensor refer to a "
                                           "single memory location"):
        base[1:].add_(base[:-1])  # as PyTorch: the loop would read values it has already written
    np.testing.assert_array_equal(base.numpy(), np.arange(10.0))


def test_adamw_matches_torch_trajectory():
    torch = pytest.importorskip("torch")
    rng = np.random.default_rng(12)
    w0, x, y = rng.standard_normal((4, 3)), rng.standard_normal((8, 3)), rng.standard_normal((8, 4))
    results = []
    for lib in (tg, torch):
        w = lib.tensor(w0.astype(np.float32), requires_grad=True)
        opt = lib.optim.AdamW([w], lr=0.05, weight_decay=0.1)
        for _ in range(20):
            loss = ((lib.tensor(x.astype(np.float32)) @ w.t() - lib.tensor(y.astype(np.float32))) ** 2).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
        results.append(w.detach().numpy())
    np.testing.assert_allclose(results[0], results[1], rtol=1e-5, atol=1e-6)


# ---------------------------------------------------------------- nested: full reductions, dropout
@pytest.mark.parametrize("name", ["sum", "mean"])
def test_nested_full_reduction_gradient(name):
    comps = [np.random.default_rng(13).standard_normal((2, 3)), np.random.default_rng(14).standard_normal((4, 3))]
    nt = tg.nested.nested_tensor([tg.tensor(c) for c in comps], layout=tg.jagged, requires_grad=True)
    total = getattr(nt, name)()
    flat = np.concatenate([c.reshape(-1) for c in comps])
    np.testing.assert_allclose(total.item(), getattr(flat, name)(), rtol=1e-12)
    (total * 3).backward()
    scale = 3.0 if name == "sum" else 3.0 / flat.size
    for g, c in zip(nt.grad.unbind(), comps):
        np.testing.assert_allclose(g.numpy(), np.full(c.shape, scale), rtol=1e-12)


def test_nested_dropout_records_its_mask():
    nt = tg.nested.nested_tensor([tg.ones(2, 3), tg.ones(4, 3)], layout=tg.jagged, requires_grad=True)
    out = tg.nn.functional.dropout(nt, 0.5)
    assert out.is_nested
    out.sum().backward()
    for g, o in zip(nt.grad.unbind(), out.unbind()):
        np.testing.assert_array_equal(g.numpy(), o.detach().numpy())  # the gradient is the scaled mask
        assert set(np.unique(g.numpy())) <= {0.0, 2.0}


def test_cross_entropy_label_smoothing_against_numpy():
    rng = np.random.default_rng(15)
    x, t = rng.standard_normal((8, 5)), rng.integers(0, 5, 8)
    for ls in (0.0, 0.1, 1.0):
        for reduction in ("mean", "sum"):
            logp = x - np.log(np.exp(x).sum(1, keepdims=True))
            per = -(1 - ls) * logp[np.arange(8), t] - ls / 5 * logp.sum(1)
            expected = per.mean() if reduction == "mean" else per.sum()
            a = tg.tensor(x, requires_grad=True)
            loss = tg.nn.functional.cross_entropy(a, tg.tensor(t), label_smoothing=ls, reduction=reduction)
            np.testing.assert_allclose(loss.item(), expected, rtol=1e-12)
            loss.backward()
            onehot = np.eye(5)[t]
            grad = np.exp(logp) - (1 - ls) * onehot - ls / 5
            np.testing.assert_allclose(a.grad.numpy(), grad / (8 if reduction == "mean" else 1), rtol=1e-10,
                                       atol=1e-14)
    with pytest.raises(IndexError, match="Target 7 is out of bounds."):
        tg.nn.functional.cross_entropy(tg.zeros(3, 7), tg.tensor([1, 7, 2]), label_smoothing=0.1)
