"""poisson and geometric_ (ops.yaml random kind, inverting one 53-bit uniform
draw per element): their distributions (moments and frequencies against the
exact pmf, small and large rates), manual_seed and generator= reproduce the
draws, the CPU and CUDA kernels draw the same numbers, dtypes, the argument
checks in PyTorch's words (before anything is written), and gradients (zero,
as PyTorch's)."""
import math

import numpy as np
import pytest

import tensorgen as tg


def _pmf_poisson(lam, k):
    return math.exp(k * math.log(lam) - lam - math.lgamma(k + 1))


@pytest.mark.parametrize("lam", [0.3, 4.5, 49.0, 51.0, 1000.0])
def test_poisson_matches_its_pmf(lam):
    tg.manual_seed(0)
    x = np.asarray(tg.poisson(tg.full((40000,), lam, dtype=tg.float64)))
    assert np.all(x == np.round(x)) and x.min() >= 0
    mean, var = x.mean(), x.var()
    assert abs(mean - lam) < 5 * math.sqrt(lam / x.size)
    assert abs(var - lam) < 6 * lam * math.sqrt(2 / x.size) + 0.01
    # frequencies of the likeliest values against the pmf (a chi-square-like bound)
    mode = math.floor(lam)
    for k in (mode - 1, mode, mode + 1):
        if k < 0:
            continue
        p = _pmf_poisson(lam, k)
        assert abs((x == k).mean() - p) < 5 * math.sqrt(p * (1 - p) / x.size) + 1e-4, k


def test_poisson_edges_dtypes_and_errors():
    assert np.all(np.asarray(tg.poisson(tg.zeros(5))) == 0)
    assert np.isinf(np.asarray(tg.poisson(tg.tensor([math.inf])))).all()
    big = np.asarray(tg.poisson(tg.full((200,), 1e9, dtype=tg.float64)))
    assert abs(big.mean() - 1e9) < 5 * math.sqrt(1e9 / 200)
    for dt in (tg.float16, tg.bfloat16, tg.float32):
        assert tg.poisson(tg.full((3,), 2.0, dtype=dt)).dtype == dt
    with pytest.raises(RuntimeError, match="invalid Poisson rate, expected rate to be non-negative"):
        tg.poisson(tg.tensor([1.0, -1.0]))
    with pytest.raises(RuntimeError, match="invalid Poisson rate, expected rate to be non-negative"):
        tg.poisson(tg.tensor([math.nan]))
    with pytest.raises(RuntimeError, match="\"poisson\" not implemented for 'Long'"):
        tg.poisson(tg.tensor([1]))
    x = tg.tensor([2.0, 3.0], requires_grad=True)
    y = tg.poisson(x)
    assert y.requires_grad
    y.sum().backward()
    np.testing.assert_array_equal(np.asarray(x.grad), [0.0, 0.0])


@pytest.mark.parametrize("p", [0.05, 0.3, 0.9])
def test_geometric_matches_its_pmf(p):
    tg.manual_seed(1)
    x = np.asarray(tg.empty(40000, dtype=tg.float64).geometric_(p))
    assert np.all(x == np.round(x)) and x.min() >= 1
    assert abs(x.mean() - 1 / p) < 5 * math.sqrt((1 - p) / p ** 2 / x.size)
    for k in (1, 2):
        q = (1 - p) ** (k - 1) * p
        assert abs((x == k).mean() - q) < 5 * math.sqrt(q * (1 - q) / x.size), k


def test_geometric_dtypes_and_errors():
    torch = pytest.importorskip("torch")
    for dt in ("int32", "int64", "uint8", "float16", "float32"):
        x = tg.zeros(50, dtype=getattr(tg, dt))
        assert x.geometric_(0.5) is x and x.dtype == getattr(tg, dt)
        assert np.asarray(x.to(tg.float64)).min() >= 1
    for p in (0, 1, 1.5, -0.1):
        msg = f"geometric_ expects p to be in (0, 1), but got p={p:g}"
        for m in (tg, torch):
            x = m.full((3,), 7.0)
            with pytest.raises(RuntimeError, match=msg.replace("(", r"\(").replace(")", r"\)")):
                x.geometric_(p)
        np.testing.assert_array_equal(np.asarray(x), [7.0, 7.0, 7.0])
    with pytest.raises(RuntimeError, match="\"geometric_\" not implemented for 'Bool'"):
        tg.zeros(3, dtype=tg.bool).geometric_(0.5)


def test_seeds_and_generators_reproduce_the_draws():
    rate = tg.tensor([0.5, 3.0, 80.0, 2000.0])
    tg.manual_seed(7)
    a = np.asarray(tg.poisson(rate))
    tg.manual_seed(7)
    np.testing.assert_array_equal(np.asarray(tg.poisson(rate)), a)
    g = tg.Generator().manual_seed(3)
    b = np.asarray(tg.poisson(rate, generator=g))
    g.manual_seed(3)
    np.testing.assert_array_equal(np.asarray(tg.poisson(rate, g)), b)
    g.manual_seed(3)
    c = np.asarray(tg.zeros(6).geometric_(0.2, generator=g))
    g.manual_seed(3)
    np.testing.assert_array_equal(np.asarray(tg.zeros(6).geometric_(0.2, generator=g)), c)
    with pytest.raises(TypeError, match="argument 'generator' must be torch.Generator, not int"):
        tg.poisson(rate, generator=3)


def test_cuda_draws_the_cpus_numbers(cuda):
    rate = tg.tensor([0.5, 3.0, 80.0])
    tg.manual_seed(11)
    cpu = np.asarray(tg.poisson(rate))
    tg.manual_seed(11)
    dev = tg.poisson(rate.to(cuda))
    assert dev.device.type == "cuda"
    np.testing.assert_array_equal(np.asarray(dev.cpu()), cpu)
    tg.manual_seed(11)
    cpu = np.asarray(tg.zeros(5).geometric_(0.4))
    tg.manual_seed(11)
    np.testing.assert_array_equal(np.asarray(tg.zeros(5, device=cuda).geometric_(0.4).cpu()), cpu)


@pytest.fixture
def cuda():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
    return "cuda"
