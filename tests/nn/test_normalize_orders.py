"""F.normalize for every order p, p <= 0 included: the norm of
torch.linalg.vector_norm (p=0 counts the nonzeros, p<0 is (sum |x|^p)^(1/p)),
clamped at eps, values and gradients against torch."""
import math

import numpy as np
import pytest

import tensorgen as tg
import tensorgen.nn.functional as F

ORDERS = [-2.5, -1.0, 0.0, 0.5, 1.0, 2.0, 3.0, math.inf, -math.inf]


def test_issue_repros():
    np.testing.assert_allclose(F.normalize(tg.tensor([[3., 4.]]), p=-1.0, dim=1).numpy(), [[1.75, 7 / 3]],
                               rtol=1e-6)
    np.testing.assert_allclose(F.normalize(tg.tensor([[3., 4.]]), p=0.0, dim=1).numpy(), [[1.5, 2.0]])


@pytest.mark.parametrize("p", ORDERS)
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_values_and_gradients_match_torch(p, dtype):
    torch = pytest.importorskip("torch")
    rng = np.random.default_rng(0)
    a = rng.standard_normal((3, 4))
    a[1, 2] = 0.0  # a zero element: p <= 0 and the gradient's masks see it
    a[2] = 0.0     # an all-zero row: the eps clamp
    w = rng.standard_normal((3, 4))
    x = tg.tensor(a, dtype=getattr(tg, dtype), requires_grad=True)
    xt = torch.tensor(a, dtype=getattr(torch, dtype), requires_grad=True)
    y = F.normalize(x, p=p, dim=1)
    yt = torch.nn.functional.normalize(xt, p=p, dim=1)
    tol = 1e-5 if dtype == "float32" else 1e-12
    np.testing.assert_allclose(y.detach().numpy(), yt.detach().numpy(), rtol=tol, atol=tol)
    (y * tg.tensor(w, dtype=y.dtype)).sum().backward()
    (yt * torch.tensor(w, dtype=yt.dtype)).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), xt.grad.numpy(), rtol=1e-4 if dtype == "float32" else 1e-10,
                               atol=tol)


def test_other_dims_and_out():
    torch = pytest.importorskip("torch")
    a = np.random.default_rng(1).standard_normal((2, 3, 4))
    for p, dim in ((0.0, 0), (-1.0, -1), (0.5, 1)):
        out = tg.empty(2, 3, 4, dtype=tg.float64)
        r = F.normalize(tg.tensor(a), p=p, dim=dim, out=out)
        assert r is out
        np.testing.assert_allclose(out.numpy(), torch.nn.functional.normalize(torch.tensor(a), p=p, dim=dim).numpy(),
                                   rtol=1e-12)
