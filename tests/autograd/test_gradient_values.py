"""Gradients PyTorch computes that were silently wrong or missing:
logcumsumexp past exp's range, clamp with min > max, a 0-dim Tensor fill value
of masked_fill/index_fill, quantile of a 0-dim input along dim 0; compared
with torch's autograd, and gradchecked."""
import numpy as np
import pytest

import tensorgen as tg


def _grads(lib, fn, *arrays, weights=None, dtype="float64", requires=None):
    ts = [lib.tensor(a, dtype=getattr(lib, dtype), requires_grad=requires is None or requires[i])
          for i, a in enumerate(arrays)]
    out = fn(lib, *ts)
    (out * lib.tensor(weights, dtype=out.dtype) if weights is not None else out).sum().backward()
    return [None if t.grad is None else t.grad.numpy() for t in ts]


def test_logcumsumexp_backward_of_large_inputs():
    x = tg.tensor([10000., 1.], dtype=tg.float64, requires_grad=True)
    tg.logcumsumexp(x, 0).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), [2.0, 0.0])  # torch's answer


@pytest.mark.parametrize("vals", [[10000., 1.], [-1e4, 5., 1e4], [1., 2., 3.], [700., 720., -3.]])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_logcumsumexp_backward_matches_torch(vals, dtype):
    torch = pytest.importorskip("torch")
    w = [1.0, -2.0, 3.0][:len(vals)]
    fn = lambda L, x: L.logcumsumexp(x, 0)  # noqa: E731
    got, want = _grads(tg, fn, vals, weights=w, dtype=dtype), _grads(torch, fn, vals, weights=w, dtype=dtype)
    np.testing.assert_allclose(got[0], want[0], rtol=1e-5 if dtype == "float32" else 1e-12)


def test_logcumsumexp_gradcheck_over_a_dim():
    x = tg.tensor(np.random.default_rng(0).standard_normal((3, 4)) * 5, requires_grad=True)
    assert tg.autograd.gradcheck(lambda t: tg.logcumsumexp(t, 1), (x,))
    assert tg.autograd.gradgradcheck(lambda t: tg.logcumsumexp(t, 1), (x,))


def test_clamp_with_min_above_max_sends_the_gradient_to_max_only():
    torch = pytest.importorskip("torch")
    rng = np.random.default_rng(1)
    x, lo, hi = rng.standard_normal((3, 4)), rng.standard_normal((3, 4)), rng.standard_normal((3, 4))
    lo[0], hi[0] = 2.0, 1.0  # min > max on the first row
    fn = lambda L, a, b, c: L.clamp(a, b, c)  # noqa: E731
    for got, want in zip(_grads(tg, fn, x, lo, hi), _grads(torch, fn, x, lo, hi)):
        np.testing.assert_array_equal(got, want)
    x_, lo_, hi_ = _grads(tg, fn, [0.5, 1.5], [2., 2.], [1., 1.])
    assert x_.tolist() == [0, 0] and lo_.tolist() == [0, 0] and hi_.tolist() == [1, 1]


@pytest.mark.parametrize("inplace", [False, True])
def test_zero_dim_fill_value_gets_its_gradient(inplace):
    torch = pytest.importorskip("torch")
    mask = np.array([[True, False, True], [False, False, True]])
    for L in (tg, torch):
        x = L.zeros(2, 3, requires_grad=True)
        v = L.tensor(2.0, requires_grad=True)
        y = x * 1
        y = y.masked_fill_(L.tensor(mask), v) if inplace else y.masked_fill(L.tensor(mask), v)
        (y * L.arange(6.).reshape(2, 3)).sum().backward()
        if L is tg:
            got = (x.grad.numpy(), v.grad.item())
        else:
            want = (x.grad.numpy(), v.grad.item())
    np.testing.assert_array_equal(got[0], want[0])
    assert got[1] == want[1] == 0 + 2 + 5


def test_index_fill_value_gradient_counts_each_position_once():
    torch = pytest.importorskip("torch")
    for L in (tg, torch):
        x = L.zeros(3, 4, requires_grad=True)
        v = L.tensor(1.5, requires_grad=True)
        x.index_fill(1, L.tensor([1, 3, 1]), v).mul(L.arange(12.).reshape(3, 4)).sum().backward()
        if L is tg:
            got = (x.grad.numpy(), v.grad.item())
        else:
            want = (x.grad.numpy(), v.grad.item())
    np.testing.assert_array_equal(got[0], want[0])
    assert got[1] == want[1]


def test_fill_value_as_a_number_or_a_tensor_without_grad():
    x = tg.zeros(3, requires_grad=True)
    y = x.masked_fill(tg.tensor([True, False, True]), tg.tensor(4.0))
    y.sum().backward()
    assert x.grad.tolist() == [0, 1, 0] and y.tolist() == [4, 0, 4]


@pytest.mark.parametrize("op", ["quantile", "nanquantile"])
@pytest.mark.parametrize("kw", [{}, {"dim": 0}, {"dim": 0, "keepdim": True}, {"dim": -1}])
def test_quantile_of_a_zero_dim_input(op, kw):
    torch = pytest.importorskip("torch")
    for q in (0.5, [0.2, 0.9]):
        res = []
        for L in (tg, torch):
            x = L.tensor(3.0, dtype=L.float64, requires_grad=True)
            qq = L.tensor(q, dtype=L.float64)
            out = getattr(L, op)(x, qq, **kw)
            out.sum().backward()
            res.append((tuple(out.shape), out.detach().numpy(), x.grad.item()))
        assert res[0][0] == res[1][0] and res[0][2] == res[1][2]
        np.testing.assert_array_equal(res[0][1], res[1][1])
