"""Operands with no elements: NumPy's empty arrays (zero strides)
through autograd and out=, addmv with an empty matrix, split of an empty dim,
topk(k=0), bmm/baddbmm with nothing to compute (batch2's dtype, no dtype check,
as PyTorch)."""
import numpy as np
import pytest

import tensorgen as tg


def test_from_numpy_of_empty_arrays_keeps_zero_strides_and_works():
    a = np.zeros((0, 3))
    t = tg.from_numpy(a)
    assert t.shape == (0, 3) and t.stride() == tuple(s // 8 for s in a.strides)
    leaf = tg.from_numpy(np.zeros((0, 3))).requires_grad_()
    (leaf.t() @ tg.ones(0, 2, dtype=tg.float64)).sum().backward()
    assert leaf.grad.shape == (0, 3)
    out = tg.from_numpy(np.zeros((0, 3)))
    assert tg.mul(tg.ones(0, 3, dtype=tg.float64), 2, out=out) is out
    assert tg.from_numpy(np.zeros((0, 3))).add_(1).shape == (0, 3)


@pytest.mark.parametrize("device", ["cpu", "cuda"])
def test_addmv_with_an_empty_matrix(device):
    o = lambda *s, **k: tg.ones(*s, device=device, **k)  # noqa: E731
    assert tg.addmv(o(0), o(0, 3), o(3)).shape == (0,)
    assert tg.addmv(o(2), o(2, 0), o(0), beta=3).tolist() == [3.0, 3.0]
    assert tg.addmv(o(2, dtype=tg.int64), o(2, 0, dtype=tg.int64), o(0, dtype=tg.int64), beta=3).tolist() == [3, 3]
    assert tg.addmv(tg.full((2,), float("nan"), device=device), o(2, 0), o(0), beta=0).tolist() == [0.0, 0.0]
    out = tg.empty(0, device=device)
    assert tg.addmv(o(2), o(2, 0), o(0), out=out) is out and out.tolist() == [1.0, 1.0]
    # the documented shape (n,) for a broadcast input (PyTorch 2.13 returns the input's own
    # shape there, resizing its result with a deprecation warning)
    assert tg.addmv(o(1), o(2, 0), o(0)).tolist() == [1.0, 1.0]
    assert tg.addmv(tg.tensor(1.0, device=device), o(0, 3), o(3)).shape == (0,)


def test_addmv_empty_matches_torch():
    torch = pytest.importorskip("torch")
    for mshape, vlen, beta in (((0, 3), 3, 1.0), ((2, 0), 0, 2.0), ((0, 0), 0, 1.0)):
        got = tg.addmv(tg.full((mshape[0],), 1.5), tg.ones(*mshape), tg.ones(vlen), beta=beta)
        want = torch.addmv(torch.full((mshape[0],), 1.5), torch.ones(*mshape), torch.ones(vlen), beta=beta)
        np.testing.assert_array_equal(got.numpy(), want.numpy())


def test_split_of_an_empty_dim_gives_one_empty_piece():
    torch = pytest.importorskip("torch")
    for shape, size, dim in (((0, 4), 2, 0), ((0, 4), 2, 1), ((4, 0), 2, 1), ((2, 0, 4), 3, 1), ((0, 4), [1, 3], 1)):
        got = [tuple(p.shape) for p in tg.ones(*shape).split(size, dim)]
        want = [tuple(p.shape) for p in torch.ones(*shape).split(size, dim)]
        assert got == want, (shape, size, dim)
    assert [tuple(p.shape) for p in tg.ones(0, 4).split(2, 0)] == [(0, 4)]
    assert [tuple(p.shape) for p in tg.ones(0, 4).chunk(2, 0)] == [(0, 4), (0, 4)]


@pytest.mark.parametrize("dtype", ["uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32",
                                   "float64"])
def test_topk_zero(dtype):
    dt = getattr(tg, dtype)
    for shape, dim in (((3,), -1), ((2, 3), 1), ((2, 3), 0), ((0, 3), 1)):
        x = tg.arange(int(np.prod(shape))).reshape(shape).to(dt)
        v, i = tg.topk(x, 0, dim=dim)
        want = tuple(0 if d == dim % len(shape) else s for d, s in enumerate(shape))
        assert v.shape == want and i.shape == want and v.dtype is dt and i.dtype is tg.int64
        assert v.numpy().shape == want and v.clone().shape == want and tg.cat([v, v], dim).shape[dim] == 0


@pytest.mark.parametrize("a_dtype,b_dtype", [("float64", "int64"), ("int64", "float64"), ("float32", "float64"),
                                             ("int32", "int64")])
def test_bmm_with_nothing_to_compute_takes_batch2s_dtype(a_dtype, b_dtype):
    a, b = getattr(tg, a_dtype), getattr(tg, b_dtype)
    r = tg.bmm(tg.ones(0, 2, 3, dtype=a), tg.ones(0, 3, 4, dtype=b))
    assert r.shape == (0, 2, 4) and r.dtype is b
    r = tg.bmm(tg.ones(1, 2, 0, dtype=a), tg.ones(1, 0, 4, dtype=b))
    assert r.shape == (1, 2, 4) and r.dtype is b and not r.numpy().any()
    r = tg.baddbmm(tg.full((1, 2, 4), 2.5, dtype=a), tg.ones(1, 2, 0, dtype=a), tg.ones(1, 0, 4, dtype=b), beta=2)
    assert r.dtype is b
    with pytest.raises(RuntimeError, match="expected scalar type"):  # a product to compute: one dtype
        tg.bmm(tg.ones(1, 2, 3, dtype=a), tg.ones(1, 3, 4, dtype=b))


def test_bmm_empty_matches_torch():
    torch = pytest.importorskip("torch")
    cases = [lambda L: L.bmm(L.ones(0, 2, 3, dtype=L.float64), L.ones(0, 3, 4, dtype=L.int64)),
             lambda L: L.bmm(L.ones(1, 2, 0, dtype=L.float64), L.ones(1, 0, 4, dtype=L.int64)),
             lambda L: L.baddbmm(L.full((1, 2, 4), 2.5, dtype=L.float64), L.ones(1, 2, 0, dtype=L.float64),
                                 L.ones(1, 0, 4, dtype=L.int64), beta=2),
             lambda L: L.baddbmm(L.full((4,), 2.5, dtype=L.float64), L.ones(1, 2, 0, dtype=L.float64),
                                 L.ones(1, 0, 4, dtype=L.int64))]
    for case in cases:
        got, want = case(tg), case(torch)
        assert str(got.dtype).split(".")[-1] == str(want.dtype).split(".")[-1]
        np.testing.assert_array_equal(got.numpy(), want.numpy())
    with pytest.raises(RuntimeError, match="Expected out tensor to have dtype long int, but got double instead"):
        tg.bmm(tg.ones(1, 2, 0, dtype=tg.float64), tg.ones(1, 0, 4, dtype=tg.int64), out=tg.empty(0, dtype=tg.float64))


def test_bmm_with_nothing_to_compute_backward():
    x = tg.ones(1, 2, 0, dtype=tg.float64, requires_grad=True)
    y = tg.ones(1, 0, 4, dtype=tg.float32, requires_grad=True)
    r = tg.bmm(x, y)
    assert r.dtype is tg.float32 and r.requires_grad
    r.sum().backward()
    assert x.grad.shape == (1, 2, 0) and x.grad.dtype is tg.float64 and y.grad.shape == (1, 0, 4)
