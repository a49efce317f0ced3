"""nextafter against PyTorch: every floating dtype, the edge values (zeros of
both signs, subnormals, powers of two, the largest finite, infinities, NaN),
promotion, in place, out=, nested, errors."""
import math

import numpy as np
import pytest

import tensorgen as tg

torch = pytest.importorskip("torch")

DTYPES = ["float16", "bfloat16", "float32", "float64"]


def _edges(dt):
    fi = torch.finfo(getattr(torch, dt))
    vals = [0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, 3.0, fi.max, -fi.max, fi.tiny, -fi.tiny, fi.tiny / 2,
            fi.smallest_normal * fi.eps, math.inf, -math.inf, math.nan, 1e-3, -7.25, 1000.0]
    return vals


def _tg(t):
    return tg.tensor(t.float().numpy() if t.dtype == torch.bfloat16 else t.numpy()).to(getattr(tg, str(t.dtype)[6:]))


def _same_bits(a, b):
    got = torch.from_numpy(np.asarray(a.to(tg.float64).numpy()))
    want = b.double()
    both_nan = torch.isnan(got) & torch.isnan(want)
    eq = (got == want) & (torch.signbit(got) == torch.signbit(want))
    assert bool((eq | both_nan).all()), (got[~(eq | both_nan)], want[~(eq | both_nan)])


@pytest.mark.parametrize("dt", DTYPES)
def test_every_pair_of_edge_values(dt):
    v = _edges(dt)
    x = torch.tensor([a for a in v for _ in v], dtype=getattr(torch, dt))
    y = torch.tensor([b for _ in v for b in v], dtype=getattr(torch, dt))
    want = torch.nextafter(x, y)
    got = tg.nextafter(_tg(x), _tg(y))
    assert got.dtype == getattr(tg, dt)
    _same_bits(got, want)
    _same_bits(_tg(x).nextafter(_tg(y)), want)


@pytest.mark.parametrize("dt", DTYPES)
def test_random_values_and_both_directions(dt):
    g = torch.Generator().manual_seed(3)
    x = (torch.randn(200, generator=g) * 10 ** torch.randint(-6, 6, (200,), generator=g)).to(getattr(torch, dt))
    y = torch.randn(200, generator=g).to(getattr(torch, dt)) * 100
    _same_bits(tg.nextafter(_tg(x), _tg(y)), torch.nextafter(x, y))
    _same_bits(tg.nextafter(_tg(y), _tg(x)), torch.nextafter(y, x))


def test_promotion_broadcast_and_strides():
    x = torch.tensor([[1.0, -3.0, 0.0]], dtype=torch.float16)
    y = torch.tensor([[2.0], [-5.0]], dtype=torch.float32)
    want = torch.nextafter(x, y)
    got = tg.nextafter(_tg(x), _tg(y))
    assert got.dtype == tg.float32 and got.shape == (2, 3)
    _same_bits(got, want)
    # a zero-dim int64 operand does not change a float dtype
    got = tg.nextafter(_tg(x), tg.tensor(5))
    _same_bits(got, torch.nextafter(x, torch.tensor(5)))
    assert got.dtype == tg.float16
    a = torch.randn(4, 5, dtype=torch.float64)
    _same_bits(tg.nextafter(_tg(a).t(), _tg(a.t().contiguous())), torch.nextafter(a.t(), a.t().contiguous()))


def test_inplace_and_out():
    x = torch.tensor([1.0, -1.0, 0.0])
    y = torch.tensor([2.0, 0.0, -1.0], dtype=torch.float64)
    tx = _tg(x)
    r = tx.nextafter_(_tg(y))
    assert r is tx and tx.dtype == tg.float32
    _same_bits(tx, x.clone().nextafter_(y))
    out = tg.empty(3, dtype=tg.float64)
    tg.nextafter(_tg(x), _tg(y), out=out)
    _same_bits(out, torch.nextafter(x, y))
    with pytest.raises(RuntimeError, match="can't be cast"):
        tg.nextafter(_tg(x), _tg(y), out=tg.empty(3, dtype=tg.int32))


def test_errors():
    with pytest.raises(RuntimeError, match="\"nextafter\" not implemented for 'Long'"):
        tg.nextafter(tg.tensor([1]), tg.tensor([2]))
    with pytest.raises(RuntimeError, match="not implemented for 'Bool'"):
        tg.tensor([True]).nextafter(tg.tensor([False]))
    with pytest.raises(TypeError, match="argument 'other' .* must be Tensor, not float"):
        tg.nextafter(tg.tensor([1.0]), 2.0)
    with pytest.raises(RuntimeError, match="size of tensor a"):
        tg.nextafter(tg.ones(2), tg.ones(3))


def test_names_and_nested():
    x = tg.tensor([[1.0, 2.0]], names=("N", "C"))
    assert tg.nextafter(x, tg.zeros(1, 2)).names == ("N", "C")
    nt = tg.nested.nested_tensor([tg.tensor([1.0, 2.0]), tg.tensor([3.0])], layout=tg.jagged)
    zero = tg.nested.nested_tensor([tg.zeros(2), tg.zeros(1)], layout=tg.jagged)
    res = tg.nextafter(nt, zero)
    for got, a in zip(res.unbind(), ([1.0, 2.0], [3.0])):
        want = torch.nextafter(torch.tensor(a), torch.zeros(len(a)))
        _same_bits(got, want)


def test_gradient_as_pytorch():
    # PyTorch 2.13's derivatives.yaml: self gets grad where self != other, other gets none
    x = tg.tensor([1.0, 2.0], requires_grad=True)
    y = tg.tensor([0.0, 2.0], requires_grad=True)
    r = tg.nextafter(x, y)
    assert r.requires_grad
    r.sum().backward()
    assert x.grad.tolist() == [1.0, 0.0] and y.grad.tolist() == [0.0, 0.0]


def test_cuda_simulator_matches_cpu():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
    for dt in DTYPES:
        v = _edges(dt)
        x = torch.tensor([a for a in v for _ in v], dtype=getattr(torch, dt))
        y = torch.tensor([b for _ in v for b in v], dtype=getattr(torch, dt))
        got = tg.nextafter(_tg(x).to("cuda"), _tg(y).to("cuda")).to("cpu")
        _same_bits(got, torch.nextafter(x, y))
