"""renorm / renorm_ (each slice's p-norm capped at maxnorm) and
Tensor.sum_to_size (ops.yaml composites) against torch: values for several p
and dims, in place, out=, gradients, the errors in PyTorch's words, cuda."""
import math

import numpy as np
import pytest

import tensorgen as tg

X = np.arange(24.0).reshape(2, 3, 4) / 5 - 2


@pytest.mark.parametrize("p", [1, 2, 3.5, math.inf])
@pytest.mark.parametrize("dim", [0, 1, -1])
def test_renorm_against_torch(p, dim):
    torch = pytest.importorskip("torch")
    for maxnorm in (0.0, 1.5, 100.0):
        got = tg.renorm(tg.tensor(X), p, dim, maxnorm)
        want = torch.renorm(torch.tensor(X), p, dim, maxnorm)
        np.testing.assert_allclose(np.asarray(got), want.numpy(), rtol=1e-13)
    got = tg.tensor(X, dtype=tg.float32).renorm(p, dim, 2)
    np.testing.assert_allclose(np.asarray(got), torch.tensor(X, dtype=torch.float32).renorm(p, dim, 2).numpy(),
                               rtol=1e-6)


def test_renorm_in_place_out_and_gradient():
    torch = pytest.importorskip("torch")
    x = tg.tensor(X)
    assert x.renorm_(2, 0, 1.0) is x
    np.testing.assert_allclose(np.asarray(x), torch.tensor(X).renorm_(2, 0, 1.0).numpy(), rtol=1e-13)
    out = tg.empty(0, dtype=tg.float64)
    assert tg.renorm(tg.tensor(X), 1, 1, 2.0, out=out) is out
    a = tg.tensor(X, requires_grad=True)
    ta = torch.tensor(X, requires_grad=True)
    g = np.random.default_rng(0).standard_normal(X.shape)
    tg.renorm(a, 2, 1, 1.2).backward(tg.tensor(g))
    torch.renorm(ta, 2, 1, 1.2).backward(torch.tensor(g))
    np.testing.assert_allclose(np.asarray(a.grad), ta.grad.numpy(), rtol=1e-10)


@pytest.mark.parametrize("call, words", [
    (lambda m: m.renorm(m.ones(3), 2, 0, 1.0), "renorm: input needs at least 2 dimensions, got 1 dimensions"),
    (lambda m: m.renorm(m.ones(2, 2), 2, 0, -1), "renorm: expected maxnorm to be >= 0 but got -1"),
    (lambda m: m.renorm(m.ones(2, 2), 0, 0, 1), "renorm: non-positive-norm not supported"),
    (lambda m: m.renorm(m.ones(2, 2, dtype=m.int64), 2, 0, 1), "Expected a floating point or complex tensor as input"),
])
def test_renorm_errors_are_torchs(call, words):
    torch = pytest.importorskip("torch")
    for m in (tg, torch):
        with pytest.raises(RuntimeError) as e:
            call(m)
        assert words in str(e.value), (m.__name__, str(e.value))


@pytest.mark.parametrize("size", [(1, 3, 4), (3, 1), (4,), (1,), (2, 1, 1), (2, 3, 4), ([1, 4],), ((3, 4),)])
def test_sum_to_size_against_torch(size):
    torch = pytest.importorskip("torch")
    got = tg.tensor(X).sum_to_size(*size)
    want = torch.tensor(X).sum_to_size(*size)
    assert tuple(got.shape) == tuple(want.shape)
    np.testing.assert_allclose(np.asarray(got), want.numpy(), rtol=1e-13, atol=1e-14)  # sums in another order


def test_sum_to_size_errors_and_gradient():
    torch = pytest.importorskip("torch")
    for m in (tg, torch):
        with pytest.raises(RuntimeError, match=r"size \{\[2, 2\]\} is not expandable to size \{\[2, 3, 4\]\}\."):
            m.ones(2, 3, 4).sum_to_size(2, 2)
    assert not hasattr(tg, "sum_to_size")  # a method only, as torch's
    a = tg.tensor(X, requires_grad=True)
    assert tg.autograd.gradcheck(lambda t: t.sum_to_size(3, 1), (a,))


def test_on_cuda(cuda):
    x = tg.tensor(X)
    np.testing.assert_allclose(np.asarray(tg.renorm(x.to(cuda), 2, 1, 1.0).cpu()), np.asarray(tg.renorm(x, 2, 1, 1.0)))
    np.testing.assert_allclose(np.asarray(x.to(cuda).sum_to_size(3, 1).cpu()), np.asarray(x.sum_to_size(3, 1)))


@pytest.fixture
def cuda():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
    return "cuda"
