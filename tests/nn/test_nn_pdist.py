"""tg.pdist / F.pdist: the p-norm distance of every pair of rows against NumPy and torch (values
and gradients, p = 0, fractional, 1, 2, 3, inf), float32/float64, degenerate shapes, equal rows
(zero distance, zero gradient), cuda (simulator) and torch's errors."""
import math

import numpy as np
import pytest

import tensorgen as tg

RNG = np.random.default_rng(0)


def _numpy_pdist(x, p):
    i, j = np.triu_indices(len(x), 1)
    d = np.abs(x[i] - x[j])
    if p == 0:
        return (d != 0).sum(1).astype(x.dtype)
    if p == math.inf:
        return d.max(1) if d.shape[1] else np.zeros(len(i))
    return (d ** p).sum(1) ** (1 / p)


@pytest.mark.parametrize("p", [0, 0.5, 1, 2, 3, math.inf])
def test_against_numpy(p):
    x = RNG.standard_normal((5, 3))
    np.testing.assert_allclose(tg.pdist(tg.tensor(x), p).numpy(), _numpy_pdist(x, p), rtol=1e-12)
    assert tg.nn.functional.pdist is tg.pdist


@pytest.mark.parametrize("p", [0, 0.5, 1, 1.5, 2, 3, math.inf])
@pytest.mark.parametrize("dtype,tol", [("float64", 1e-12), ("float32", 1e-5)])
def test_matches_torch(p, dtype, tol):
    torch = pytest.importorskip("torch")
    x = RNG.standard_normal((5, 3))
    a, t = tg.tensor(x, dtype=getattr(tg, dtype), requires_grad=True), torch.tensor(x, dtype=getattr(torch, dtype),
                                                                                    requires_grad=True)
    got, want = tg.pdist(a, p), torch.pdist(t, p)
    np.testing.assert_allclose(got.detach().numpy(), want.detach().numpy(), rtol=tol, atol=tol)
    w = RNG.standard_normal(tuple(want.shape))
    got.backward(tg.tensor(w, dtype=got.dtype))
    want.backward(torch.tensor(w, dtype=want.dtype))
    np.testing.assert_allclose(a.grad.numpy(), t.grad.numpy(), rtol=tol, atol=tol)


def test_equal_rows_have_zero_gradient():
    x = tg.tensor([[1.0, 2.0], [1.0, 2.0], [0.0, 1.0]], requires_grad=True)
    for p in (0.5, 1, 2, 3):
        x.grad = None
        d = tg.pdist(x, p)
        assert d[0].item() == 0
        d[0].backward()
        assert not x.grad.numpy().any()


def test_degenerate_shapes():
    assert tg.pdist(tg.ones(1, 3)).shape == (0,) and tg.pdist(tg.ones(0, 3)).shape == (0,)
    assert tg.pdist(tg.ones(3, 0)).tolist() == [0.0, 0.0, 0.0]


def test_cuda_matches_cpu():
    if not tg.cuda.is_available():
        pytest.skip("no cuda (the tests run Numba's simulator)")
    x = RNG.standard_normal((4, 3))
    np.testing.assert_allclose(tg.pdist(tg.tensor(x).to("cuda"), 1.5).cpu().numpy(), _numpy_pdist(x, 1.5),
                               rtol=1e-12)


ERRORS = [
    (lambda lib: lib.pdist(lib.ones(3)), RuntimeError, "pdist only supports 2D tensors, got: 1D"),
    (lambda lib: lib.pdist(lib.ones(2, 3, 4)), RuntimeError, "pdist only supports 2D tensors, got: 3D"),
    (lambda lib: lib.pdist(lib.ones(3, 2, dtype=lib.int64)), RuntimeError, "pdist only supports floating-point"),
    (lambda lib: lib.pdist(lib.ones(3, 2), -1), RuntimeError, "pdist only supports non-negative p values"),
    (lambda lib: lib.pdist(lib.ones(3, 2, dtype=lib.float16)), NotImplementedError,
     "\"pdist\" not implemented for 'Half'"),
]


@pytest.mark.parametrize("call,exc,match", ERRORS)
def test_errors_as_torch(call, exc, match):
    with pytest.raises(exc, match=match):
        call(tg)
    torch = pytest.importorskip("torch")
    with pytest.raises(exc, match=match):
        call(torch)
