"""Factories honour out= and generator=, tg.Generator, fresh seeds,
rand in [0, 1) for every float dtype, integer minimum // -1 wraps."""
import numpy as np
import pytest

import tensorgen as tg


def test_factories_write_into_out():
    buf = tg.zeros(3)
    assert tg.arange(3, out=buf) is buf and buf.tolist() == [0.0, 1.0, 2.0]
    ibuf = tg.zeros(3, dtype=tg.int32)
    tg.arange(3, out=ibuf)
    assert ibuf.dtype is tg.int32 and ibuf.tolist() == [0, 1, 2]  # the dtype comes from out
    for make, want in ((lambda o: tg.zeros(2, 2, out=o), [[0, 0], [0, 0]]),
                       (lambda o: tg.ones(2, 2, out=o), [[1, 1], [1, 1]]),
                       (lambda o: tg.full((2, 2), 7, out=o), [[7, 7], [7, 7]])):
        o = tg.empty(0, dtype=tg.int64)
        assert make(o) is o and o.tolist() == want
    o = tg.zeros(5)
    with pytest.warns(UserWarning, match="was resized"):
        tg.ones(2, out=o)
    assert o.shape == (2,) and o.tolist() == [1.0, 1.0]
    o = tg.zeros(4, dtype=tg.float64)
    assert tg.empty(4, out=o) is o
    r = tg.rand(1000, out=tg.empty(1000, dtype=tg.float64))
    assert r.dtype is tg.float64 and 0 <= r.min().item() and r.max().item() < 1
    r = tg.randn(3, 4, out=tg.empty(0))
    assert r.shape == (3, 4)
    view = tg.zeros(6)[::2]
    tg.arange(3, out=view)
    assert view.tolist() == [0.0, 1.0, 2.0] and view._base.tolist() == [0, 0, 1, 0, 2, 0]


def test_factory_out_errors():
    with pytest.raises(RuntimeError, match=r"dtype Long does not match dtype of out parameter \(Float\)"):
        tg.zeros(3, dtype=tg.int64, out=tg.zeros(3))
    with pytest.raises(RuntimeError, match="\"rand\" not implemented for 'Long'"):
        tg.rand(3, out=tg.zeros(3, dtype=tg.int64))
    with pytest.raises(TypeError, match="argument 'out' must be Tensor"):
        tg.ones(3, out=[0, 0, 0])
    with pytest.raises(RuntimeError, match="more than one element of the written-to tensor"):
        tg.arange(3, out=tg.zeros(1).expand(3))


def test_factory_out_bumps_the_version_counter():
    o = tg.zeros(3)
    v = o._version
    tg.ones(3, out=o)
    assert o._version == v + 1


def test_factory_out_matches_torch():
    torch = pytest.importorskip("torch")
    for tdt, gdt in ((torch.float32, tg.float32), (torch.int32, tg.int32), (torch.float64, tg.float64)):
        t_out, g_out = torch.zeros(3, dtype=tdt), tg.zeros(3, dtype=gdt)
        torch.arange(1, 4, out=t_out)
        tg.arange(1, 4, out=g_out)
        assert g_out.tolist() == t_out.tolist()
        torch.full((3,), 3.5, out=t_out)
        tg.full((3,), 3.5, out=g_out)
        assert g_out.tolist() == t_out.tolist()


@pytest.mark.parametrize("dtype", [tg.float16, tg.bfloat16, tg.float32, tg.float64])
def test_rand_is_below_one(dtype):
    x = tg.rand(200_000, dtype=dtype)
    assert x.max().item() < 1.0 and x.min().item() >= 0.0
    y = tg.rand_like(x)
    assert y.dtype is dtype and y.max().item() < 1.0
    assert x.to(tg.float64).mean().item() == pytest.approx(0.5, abs=0.01)


def test_generator_api():
    g = tg.Generator()
    assert g.manual_seed(3) is g and g.initial_seed() == 3
    a = tg.rand(5, generator=g)
    b = tg.randn(5, generator=g)
    g.manual_seed(3)
    assert tg.rand(5, generator=g).tolist() == a.tolist()
    assert tg.randn(5, generator=g).tolist() == b.tolist()
    state = g.get_state()
    assert state.dtype is tg.uint8 and state.ndim == 1
    c = tg.rand(4, generator=g)
    g.set_state(state)
    assert tg.rand(4, generator=g).tolist() == c.tolist()
    # a generator does not touch the default stream
    tg.manual_seed(0)
    d = tg.rand(3)
    tg.manual_seed(0)
    tg.rand(3, generator=g)
    assert tg.rand(3).tolist() == d.tolist()
    assert tg.manual_seed(-1).initial_seed() == 2 ** 64 - 1  # negative seeds wrap, as PyTorch
    s = g.seed()
    assert g.initial_seed() == s
    with pytest.raises(TypeError, match="RNG state must be a ByteTensor"):
        g.set_state(tg.zeros(3))
    with pytest.raises(RuntimeError, match="Expected a CPUGeneratorImplState of size"):
        g.set_state(tg.zeros(3, dtype=tg.uint8))
    with pytest.raises(TypeError, match="generator must be a tensorgen.Generator"):
        tg.rand(2, generator=5)


def test_seed_is_fresh_and_reseeds():
    s1, s2 = tg.seed(), tg.seed()
    assert s1 != s2 and tg.initial_seed() == s2
    x = tg.rand(3)
    tg.manual_seed(s2)
    assert tg.rand(3).tolist() == x.tolist()
    st = tg.get_rng_state()
    y = tg.rand(3)
    tg.set_rng_state(st)
    assert tg.rand(3).tolist() == y.tolist()


@pytest.mark.parametrize("dtype", ["int8", "int16", "int32", "int64"])
def test_integer_minimum_floor_divided_by_minus_one_wraps(dtype):
    lo = int(np.iinfo(dtype).min)
    x = tg.tensor([lo, 7, -7, lo + 1], dtype=getattr(tg, dtype))
    m1 = tg.full((4,), -1, dtype=getattr(tg, dtype))
    want = [lo, -7, 7, -(lo + 1)]
    assert (x // m1).tolist() == want
    assert tg.floor_divide(x, -1).tolist() == want
    assert tg.div(x, m1, rounding_mode="floor").tolist() == want
    assert tg.div(x, m1, rounding_mode="trunc").tolist() == want
    assert (x % m1).tolist() == [0] * 4
    y = x.clone()
    y //= -1
    assert y.tolist() == want


def test_integer_minimum_floor_divided_matches_torch():
    torch = pytest.importorskip("torch")
    for d in ("int8", "int16", "int32", "int64"):
        lo = int(np.iinfo(d).min)
        t = torch.tensor([lo, 5, -5], dtype=getattr(torch, d))
        g = tg.tensor([lo, 5, -5], dtype=getattr(tg, d))
        assert (g // -1).tolist() == (t // -1).tolist()
        assert (g % -1).tolist() == (t % -1).tolist()
        assert tg.div(g, -2, rounding_mode="floor").tolist() == torch.div(t, -2, rounding_mode="floor").tolist()
