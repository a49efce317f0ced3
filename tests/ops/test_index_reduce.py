"""index_reduce / index_reduce_ (ops.yaml gather form `index_reduce`: the scatter
kernel of index_add with scatter_reduce's reductions) against torch: every
reduce mode with and without self, repeated indices, int32 indices, integer
and half dtypes, every dim, the errors in PyTorch's words (before anything is
written), gradients, and cuda."""
import warnings

import numpy as np
import pytest

import tensorgen as tg

SRC = np.arange(12.0).reshape(3, 4) - 4.5


def _torch():
    torch = pytest.importorskip("torch")
    warnings.filterwarnings("ignore", "index_reduce\\(\\) is in beta")
    return torch


@pytest.mark.parametrize("reduce", ["prod", "mean", "amax", "amin"])
@pytest.mark.parametrize("include_self", [True, False])
@pytest.mark.parametrize("dim, index", [(0, [0, 2, 0]), (1, [3, 0, 3, 1]), (-1, [1, 1, 1, 1])])
def test_against_torch(reduce, include_self, dim, index):
    torch = _torch()
    base = np.linspace(-2, 2, 12).reshape(3, 4)
    src = SRC if dim == 0 else SRC[:, :len(index)]
    got = tg.index_reduce(tg.tensor(base), dim, tg.tensor(index), tg.tensor(src), reduce, include_self=include_self)
    want = torch.index_reduce(torch.tensor(base), dim, torch.tensor(index), torch.tensor(src), reduce,
                              include_self=include_self)
    np.testing.assert_allclose(np.asarray(got), want.numpy(), rtol=1e-14)


@pytest.mark.parametrize("dtype", ["int64", "int32", "uint8", "float16", "bfloat16", "float32"])
def test_dtypes_against_torch(dtype):
    torch = _torch()
    base = np.array([[3, 5], [7, 1], [2, 2]])
    src = np.array([[2, 4], [9, 1]])
    for reduce in ("prod", "mean", "amax", "amin"):
        got = tg.tensor(base).to(getattr(tg, dtype)).index_reduce(0, tg.tensor([0, 0], dtype=tg.int32),
                                                                  tg.tensor(src).to(getattr(tg, dtype)), reduce)
        want = torch.tensor(base).to(getattr(torch, dtype)).index_reduce(0, torch.tensor([0, 0], dtype=torch.int32),
                                                                         torch.tensor(src).to(getattr(torch, dtype)),
                                                                         reduce)
        assert got.dtype == getattr(tg, dtype)
        np.testing.assert_allclose(np.asarray(got.to(tg.float64)), want.double().numpy(), err_msg=reduce)


def test_in_place_and_out():
    torch = _torch()
    x = tg.ones(3, 4)
    assert x.index_reduce_(0, tg.tensor([1, 1, 2]), tg.tensor(SRC, dtype=tg.float32), "amax") is x
    want = torch.ones(3, 4).index_reduce_(0, torch.tensor([1, 1, 2]), torch.tensor(SRC, dtype=torch.float32), "amax")
    np.testing.assert_array_equal(np.asarray(x), want.numpy())
    out = tg.empty(3, 4)
    tg.index_reduce(tg.ones(3, 4), 0, tg.tensor([0, 1, 2]), tg.tensor(SRC, dtype=tg.float32), "prod", out=out)
    np.testing.assert_array_equal(np.asarray(out), SRC.astype(np.float32))


@pytest.mark.parametrize("call, exc, words", [
    (lambda m: m.index_reduce(m.ones(3, 4), 0, m.tensor([0, 1]), m.ones(2, 4), "sum"), RuntimeError,
     "index_reduce(): Expected reduce to be one of prod, mean, amax or amin but got sum."),
    (lambda m: m.index_reduce(m.ones(3, 4), 0, m.tensor([0.0, 1.0]), m.ones(2, 4), "prod"), RuntimeError,
     "index_reduce_(): Expected dtype int32/int64 for index but got: Float"),
    (lambda m: m.index_reduce(m.ones(3, 4), 0, m.tensor([[0], [1]]), m.ones(2, 4), "prod"), IndexError,
     "index_reduce_(): Index is supposed to be a vector"),
    (lambda m: m.index_reduce(m.ones(3, 4), 0, m.tensor([0, 3]), m.ones(2, 4), "prod"), IndexError,
     "index out of range in self"),
    (lambda m: m.index_reduce(m.ones(3, 4), 0, m.tensor([0, 1]), m.ones(2, 4, dtype=m.float64), "prod"), RuntimeError,
     "index_reduce_(): self (Float) and source (Double) must have the same scalar type"),
    (lambda m: m.index_reduce(m.ones(3, 4), 0, m.tensor([0]), m.ones(2, 4), "prod"), RuntimeError,
     "index_reduce_(): Number of indices (1) should be equal to source.size(dim): (2), for dim: 0"),
    (lambda m: m.index_reduce(m.ones(3, 4), 0, m.tensor([0, 1]), m.ones(2, 3), "prod"), RuntimeError,
     "source tensor shape must match self tensor shape, excluding the specified dimension"),
])
def test_errors_are_torchs(call, exc, words):
    torch = _torch()
    for m in (tg, torch):
        with pytest.raises(exc) as e:
            call(m)
        assert words in str(e.value), (m.__name__, str(e.value))
    x = tg.ones(3, 4)
    with pytest.raises(IndexError):
        x.index_reduce_(0, tg.tensor([0, 7]), tg.full((2, 4), 5.0), "amax")
    np.testing.assert_array_equal(np.asarray(x), np.ones((3, 4)))  # checked before anything is written


def test_gradients_against_torch():
    torch = _torch()
    rng = np.random.default_rng(1)
    base, src = rng.uniform(0.5, 2, (3, 4)), rng.uniform(0.5, 2, (4, 4))
    index = [2, 0, 2, 1]
    g = rng.standard_normal((3, 4))
    for reduce in ("prod", "mean", "amax", "amin"):
        for include_self in (True, False):
            a, b = tg.tensor(base, requires_grad=True), tg.tensor(src, requires_grad=True)
            ta, tb = torch.tensor(base, requires_grad=True), torch.tensor(src, requires_grad=True)
            tg.index_reduce(a, 0, tg.tensor(index), b, reduce, include_self=include_self).backward(tg.tensor(g))
            torch.index_reduce(ta, 0, torch.tensor(index), tb, reduce, include_self=include_self).backward(
                torch.tensor(g))
            np.testing.assert_allclose(np.asarray(a.grad), ta.grad.numpy(), rtol=1e-12, err_msg=reduce)
            np.testing.assert_allclose(np.asarray(b.grad), tb.grad.numpy(), rtol=1e-12, err_msg=reduce)


def test_on_cuda(cuda):
    src = tg.tensor(SRC)
    for reduce in ("prod", "mean", "amax"):
        want = tg.index_reduce(tg.ones(3, 4, dtype=tg.float64), 0, tg.tensor([1, 1, 0]), src, reduce)
        got = tg.index_reduce(tg.ones(3, 4, dtype=tg.float64).to(cuda), 0, tg.tensor([1, 1, 0]).to(cuda),
                              src.to(cuda), reduce)
        np.testing.assert_allclose(np.asarray(got.cpu()), np.asarray(want))


@pytest.fixture
def cuda():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
    return "cuda"
