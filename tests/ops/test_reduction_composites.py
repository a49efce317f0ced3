"""Reductions and composite operators against torch: nansum,
nanmean, count_nonzero, aminmax, norm, dist, logcumsumexp, cummax, cummin, vdot, inner,
outer, trace, allclose, equal, is_complex, is_nonzero — every dtype (where
PyTorch refuses one, tensorgen must too), dims, keepdim, non-contiguous,
zero-size and zero-dim inputs, NaN/inf, out=, errors and named tensors."""
import numpy as np
import pytest

import tensorgen as tg

torch = pytest.importorskip("torch")

ALL = [tg.bool, tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64, tg.float16, tg.bfloat16, tg.float32, tg.float64]
RTOL = {"float16": 4e-3, "bfloat16": 3e-2, "float32": 5e-5, "float64": 1e-10}


def _pair(arr, dtype):
    ours = tg.tensor(arr, dtype=dtype)
    if dtype is tg.bfloat16:
        return ours, torch.tensor(ours.numpy().view(np.int16)).view(torch.bfloat16)
    return ours, torch.tensor(arr, dtype=getattr(torch, dtype.name))


def _as64(x):
    if isinstance(x, torch.Tensor):
        return (x.double() if x.dtype is not torch.bool else x).numpy().astype(np.float64)
    return np.asarray(x.numpy()).astype(np.float64)


def _close(res, want, name=""):
    if isinstance(want, (tuple, list)):
        assert len(res) == len(want)
        for r, w in zip(res, want):
            _close(r, w, name)
        return
    assert res.dtype.name == str(want.dtype).split(".")[-1], (name, res.dtype, want.dtype)
    assert tuple(res.shape) == tuple(want.shape), (name, res.shape, want.shape)
    a, b = _as64(res), _as64(want)
    if res.dtype.is_floating_point:
        rtol = RTOL[res.dtype.name]
        np.testing.assert_allclose(a, b, rtol=rtol, atol=rtol, equal_nan=True, err_msg=name)
    else:
        np.testing.assert_array_equal(a, b, err_msg=name)


def _both(name, ours, theirs):
    try:
        want = theirs()
    except (RuntimeError, TypeError, IndexError) as e:
        with pytest.raises((RuntimeError, TypeError, IndexError)) as got:
            ours()
        if "not implemented for" in str(e):
            assert "not implemented for " + str(e).split("not implemented for ")[1] in str(got.value), \
                (name, str(got.value), str(e))
        return None
    res = ours()
    if isinstance(want, (bool, float, int)):
        assert res == want, (name, res, want)
    else:
        _close(res, want, name)
    return res


def _values(dtype, shape=(3, 4)):
    rng = np.random.default_rng(7)
    n = int(np.prod(shape))
    if dtype is tg.bool:
        return rng.random(n).reshape(shape) > 0.5
    if dtype.is_floating_point:
        v = rng.uniform(-3, 3, n)
        v[[1, 6]] = np.nan
        v[4] = 0.0
        return v.reshape(shape)
    lo = 0 if dtype is tg.uint8 else -5
    v = rng.integers(lo, 6, n)
    v[4] = 0
    return v.reshape(shape)


REDUCTIONS = {
    "nansum": (lambda x, **k: tg.nansum(x, **k), lambda x, **k: torch.nansum(x, **k)),
    "nanmean": (lambda x, **k: tg.nanmean(x, **k), lambda x, **k: torch.nanmean(x, **k)),
    "count_nonzero": (lambda x, keepdim=False, **k: tg.count_nonzero(x, **k),
                      lambda x, keepdim=False, **k: torch.count_nonzero(x, **k)),
    "aminmax": (lambda x, **k: tg.aminmax(x, **k), lambda x, **k: tuple(torch.aminmax(x, **k))),
    "norm": (lambda x, **k: tg.norm(x, **k), lambda x, **k: torch.norm(x, **k)),
    "norm1": (lambda x, **k: tg.norm(x, 1, **k), lambda x, **k: torch.norm(x, 1, **k)),
}
DIMS = [{}, {"dim": 1}, {"dim": 0, "keepdim": True}, {"dim": -1}]


@pytest.mark.parametrize("dtype", ALL, ids=lambda d: d.name)
@pytest.mark.parametrize("name", sorted(REDUCTIONS))
def test_reductions_every_dtype(name, dtype):
    ours, theirs = REDUCTIONS[name]
    a = _values(dtype)
    if name in ("aminmax", "norm", "norm1") and dtype.is_floating_point:
        a = np.nan_to_num(a)  # NaN-free: compared apart below
    x, tx = _pair(a, dtype)
    for kw in DIMS:
        if name == "aminmax" and "dim" not in kw and kw:
            continue
        _both(name, lambda: ours(x, **kw), lambda: theirs(tx, **kw))


@pytest.mark.parametrize("name", sorted(REDUCTIONS))
def test_reductions_layouts(name):
    ours, theirs = REDUCTIONS[name]
    a = np.nan_to_num(_values(tg.float32, (4, 5))) if name.startswith(("norm", "aminmax")) else \
        _values(tg.float32, (4, 5))
    x, tx = _pair(a, tg.float32)
    _both(name, lambda: ours(x.t(), dim=1), lambda: theirs(tx.t(), dim=1))           # non-contiguous
    _both(name, lambda: ours(x[:, ::2], dim=0), lambda: theirs(tx[:, ::2], dim=0))   # strided
    _both(name, lambda: ours(x[1, 2], dim=0), lambda: theirs(tx[1, 2], dim=0))       # zero-dim
    z, tz = _pair(np.zeros((0, 3), np.float32), tg.float32)
    _both(name, lambda: ours(z, dim=1), lambda: theirs(tz, dim=1))                   # zero-size kept
    _both(name, lambda: ours(z, dim=0), lambda: theirs(tz, dim=0))                   # zero-size reduced
    if name != "aminmax":
        _both(name, lambda: ours(z), lambda: theirs(tz))


def test_multi_dim_and_dtype_arguments():
    a = _values(tg.float32, (2, 3, 4))
    x, tx = _pair(a, tg.float32)
    _close(tg.nansum(x, (0, 2)), torch.nansum(tx, (0, 2)))
    _close(tg.nansum(x, (0, 2), keepdim=True), torch.nansum(tx, (0, 2), keepdim=True))
    _close(tg.nanmean(x, (1, 2)), torch.nanmean(tx, (1, 2)))
    _close(tg.count_nonzero(x, (0, 1)), torch.count_nonzero(tx, (0, 1)))
    b = np.nan_to_num(a)
    y, ty = _pair(b, tg.float32)
    _close(tg.norm(y, 2, (0, 2)), torch.norm(ty, 2, (0, 2)))
    _close(tg.nansum(x, 1, dtype=tg.float64), torch.nansum(tx, 1, dtype=torch.float64))
    i, ti = _pair(np.arange(12).reshape(3, 4), tg.int32)
    _close(tg.nansum(i), torch.nansum(ti))
    _close(tg.nansum(i, 0, dtype=tg.int16), torch.nansum(ti, 0, dtype=torch.int16))
    out = tg.empty(3)
    tg.nansum(x[0], 1, out=out)
    _close(out, torch.nansum(tx[0], 1))
    out = tg.empty(3, dtype=tg.float64)
    tg.norm(y[0], 3, 1, out=out)
    _close(out.float(), torch.norm(ty[0], 3, 1))


@pytest.mark.parametrize("p", [2, 1, 0, 3, 0.5, -1, -2.5, float("inf"), float("-inf")])
def test_norm_every_p_with_nan_and_inf(p):
    a = np.array([[1.0, -2.0, 0.0, 4.0], [np.nan, 1.0, 2.0, 3.0], [np.inf, 1.0, -1.0, 0.5], [0.0, 0.0, 0.0, 0.0]])
    for dtype in (tg.float32, tg.float64, tg.float16):
        x, tx = _pair(a, dtype)
        _close(tg.norm(x, p, 1), torch.norm(tx, p, 1), f"norm p={p}")
        _close(tg.norm(x[0], p), torch.norm(tx[0], p), f"norm p={p}")
        _close(tg.norm(x, p, 0, True), torch.norm(tx, p, 0, True), f"norm p={p}")
        _close(x.norm(p, dim=1), tx.norm(p, dim=1))


def test_norm_fro_word():
    a = np.arange(6.0).reshape(2, 3) - 2
    x, tx = _pair(a, tg.float32)
    _close(tg.norm(x, "fro"), torch.norm(tx, "fro"))
    _close(tg.norm(x, "fro", 1), torch.norm(tx, "fro", 1))
    _close(x.norm("fro", dim=(0, 1), keepdim=True), tx.norm("fro", dim=(0, 1), keepdim=True))
    for m, t in ((tg, x), (torch, tx)):
        with pytest.raises(RuntimeError, match="linalg.matrix_norm: Order abc not supported."):
            m.norm(t, "abc")


def test_aminmax_and_nan():
    a = np.array([[1.0, np.nan, 3.0], [-1.0, 5.0, 2.0]])
    x, tx = _pair(a, tg.float32)
    _close(tg.aminmax(x, dim=1), tuple(torch.aminmax(tx, dim=1)))
    _close(tg.aminmax(x), tuple(torch.aminmax(tx)))
    mn, mx = x.aminmax(dim=0, keepdim=True)
    _close((mn, mx), tuple(torch.aminmax(tx, dim=0, keepdim=True)))
    with pytest.raises(RuntimeError, match="aminmax"):
        tg.aminmax(tg.zeros(0))
    with pytest.raises(IndexError, match="aminmax"):
        tg.aminmax(tg.zeros(2, 0), dim=1)


def test_nan_reductions_all_nan_rows_and_errors():
    a = np.array([[np.nan, np.nan], [1.0, np.nan]])
    x, tx = _pair(a, tg.float32)
    _close(tg.nanmean(x, 1), torch.nanmean(tx, 1))
    _close(tg.nansum(x, 1), torch.nansum(tx, 1))
    with pytest.raises(RuntimeError, match="nanmean\\(\\): expected input to have floating point or complex dtype "
                                           "but got Long"):
        tg.nanmean(tg.tensor([1, 2]))
    with pytest.raises(RuntimeError, match="linalg.vector_norm: Expected a floating point or complex tensor as "
                                           "input. Got Long"):
        tg.norm(tg.tensor([1, 2]))


@pytest.mark.parametrize("dtype", ALL, ids=lambda d: d.name)
def test_logcumsumexp(dtype):
    a = np.array([[0.5, -1.0, 2.0, np.nan], [-np.inf, -np.inf, 1.0, np.inf], [3.0, 1.0, -2.0, 0.0]])
    if not dtype.is_floating_point:
        a = np.nan_to_num(a, posinf=3, neginf=-3).astype(np.int64)
        if dtype in (tg.uint8, tg.bool):
            a = np.abs(a)
    x, tx = _pair(a.astype(bool) if dtype is tg.bool else a, dtype)
    for d in (0, 1, -1):
        _both("logcumsumexp", lambda: tg.logcumsumexp(x, d), lambda: torch.logcumsumexp(tx, d))
    if dtype is tg.float32:
        _close(x.t().logcumsumexp(0), tx.t().logcumsumexp(0))
        _close(tg.logcumsumexp(x[0, 0], 0), torch.logcumsumexp(tx[0, 0], 0))
        z, tz = _pair(np.zeros((0, 2), np.float32), tg.float32)
        _close(tg.logcumsumexp(z, 0), torch.logcumsumexp(tz, 0))
        out = tg.empty(3, 4)
        tg.logcumsumexp(x, 1, out=out)
        _close(out, torch.logcumsumexp(tx, 1))


@pytest.mark.parametrize("dtype", ALL, ids=lambda d: d.name)
@pytest.mark.parametrize("name", ["cummax", "cummin"])
def test_cummax_cummin(name, dtype):
    a = _values(dtype)
    a[2, 1] = a[2, 0]  # a tie: the later index wins, as PyTorch
    x, tx = _pair(a, dtype)
    for d in (0, 1, -1):
        _close(getattr(tg, name)(x, d), tuple(getattr(torch, name)(tx, d)), name)
    if dtype is tg.float32:
        _close(getattr(x.t(), name)(1), tuple(getattr(tx.t(), name)(1)), name)
        _close(getattr(tg, name)(x[0, 0], 0), tuple(getattr(torch, name)(tx[0, 0], 0)), name)
        z, tz = _pair(np.zeros((0, 2), np.float32), tg.float32)
        _close(getattr(tg, name)(z, 0), tuple(getattr(torch, name)(tz, 0)), name)
        res = getattr(tg, name)(x, 1)
        assert type(res).__name__ == name and res.values is res[0] and res.indices is res[1]
        n = getattr(tg, name)(tg.tensor(a, names=("N", "C")), "C")
        assert n.values.names == ("N", "C") and n.indices.names == ("N", "C")


@pytest.mark.parametrize("dtype", [tg.int64, tg.int8, tg.uint8, tg.float16, tg.float32, tg.float64, tg.bool],
                         ids=lambda d: d.name)
def test_products_and_trace(dtype):
    rng = np.random.default_rng(3)
    a = rng.integers(-3, 4, (3, 4)) if not dtype.is_floating_point else rng.uniform(-2, 2, (3, 4))
    b = rng.integers(-3, 4, (2, 4)) if not dtype.is_floating_point else rng.uniform(-2, 2, (2, 4))
    if dtype is tg.bool:
        a, b = a > 0, b > 0
    x, tx = _pair(a, dtype)
    y, ty = _pair(b, dtype)
    _both("outer", lambda: tg.outer(x[0], y[1]), lambda: torch.outer(tx[0], ty[1]))
    _both("ger", lambda: tg.ger(x[0], y[1]), lambda: torch.ger(tx[0], ty[1]))
    _both("inner", lambda: tg.inner(x, y), lambda: torch.inner(tx, ty))
    _both("inner 1d", lambda: tg.inner(x[0], y[0]), lambda: torch.inner(tx[0], ty[0]))
    _both("inner 3d", lambda: tg.inner(x.reshape((3, 1, 4)), y), lambda: torch.inner(tx.reshape(3, 1, 4), ty))
    _both("inner 0d", lambda: tg.inner(x, y[0, 0]), lambda: torch.inner(tx, ty[0, 0]))
    _both("vdot", lambda: tg.vdot(x[0], y[1]), lambda: torch.vdot(tx[0], ty[1]))
    _both("trace", lambda: tg.trace(x), lambda: torch.trace(tx))
    _both("trace t", lambda: tg.trace(x.t()), lambda: torch.trace(tx.t()))
    _both("dist", lambda: tg.dist(x, y[:1]), lambda: torch.dist(tx, ty[:1]))
    _both("dist p", lambda: tg.dist(x, y[0], 3), lambda: torch.dist(tx, ty[0], 3))
    _both("dist inf", lambda: x.dist(y[0], float("inf")), lambda: tx.dist(ty[0], float("inf")))


def test_composite_errors_with_torch_words():
    cases = [
        (lambda m: m.outer(m.ones(2, 2), m.ones(2)), RuntimeError),
        (lambda m: m.outer(m.ones(2), m.ones(2, 1)), RuntimeError),
        (lambda m: m.trace(m.ones(2, 2, 2)), RuntimeError),
        (lambda m: m.inner(m.ones(2, 3), m.ones(4)), RuntimeError),
        (lambda m: m.inner(m.ones(2), 3.0), TypeError),
        (lambda m: m.vdot(m.ones(2, 2), m.ones(2)), RuntimeError),
        (lambda m: m.dist(m.ones(2), m.ones(3)), RuntimeError),
        (lambda m: m.equal(m.ones(2), 1), TypeError),
        (lambda m: m.is_nonzero(m.ones(2)), RuntimeError),
        (lambda m: m.is_nonzero(m.ones(0)), RuntimeError),
    ]
    for call, exc in cases:
        with pytest.raises(exc) as theirs:
            call(torch)
        with pytest.raises(exc) as ours:
            call(tg)
        # tensorgen's broadcast error names the operator that raised it (dist's: sub)
        assert str(ours.value).endswith(str(theirs.value)), (str(ours.value), str(theirs.value))


def test_allclose_equal_is_complex_is_nonzero():
    a = np.array([1.0, 2.0, np.nan])
    for m in (tg, torch):
        x = m.tensor(a)
        assert m.allclose(x, x + 1e-9) is False  # NaN
        assert m.allclose(x, x + 1e-9, equal_nan=True) is True
        assert m.allclose(x[:2], x[:2] * (1 + 1e-3)) is False
        assert m.allclose(x[:2], x[:2] * (1 + 1e-3), rtol=1e-2) is True
        assert m.allclose(x[:2], m.tensor([1.0], dtype=m.float64), atol=1.5) is True  # broadcasting
        assert x[:2].allclose(x[:2]) is True
        assert m.equal(x[:2], x[:2]) is True
        assert m.equal(x, x) is False  # NaN != NaN
        assert m.equal(x[:2], x[:1]) is False
        assert m.equal(m.tensor([1, 2]), m.tensor([1.0, 2.0])) is True
        assert m.equal(m.ones(0), m.ones(0)) is True
        assert x.equal(x.clone()) is False
        assert m.is_complex(x) is False
        assert m.is_nonzero(m.tensor([0.5])) is True
        assert m.is_nonzero(m.tensor(0)) is False
        assert m.tensor([[False]]).is_nonzero() is False


def test_named_tensors():
    x = tg.tensor([[1.0, float("nan"), 2.0], [3.0, 4.0, -1.0]], names=("N", "C"))
    assert tg.nansum(x, "C").names == ("N",)
    assert tg.nanmean(x, "N", keepdim=True).names == ("N", "C")
    np.testing.assert_allclose(tg.nansum(x, "C").numpy(), [3.0, 6.0])
    assert tg.logcumsumexp(x, "C").names == ("N", "C")
    np.testing.assert_allclose(tg.logcumsumexp(x, "C").rename(None).numpy(),
                               torch.logcumsumexp(torch.tensor(x.rename(None).numpy()), 1).numpy(), rtol=1e-6)
    y = tg.nan_to_num(x)
    assert tg.norm(y, 2, "N").names == ("C",)
    assert tg.aminmax(y, dim="C")[0].names == ("N",)
    assert tg.count_nonzero(y, "C").names == ("N",)


def test_autograd_through_composites():
    x = tg.tensor([[1.0, 2.0], [3.0, 4.0]], requires_grad=True)
    tg.trace(x).backward()
    np.testing.assert_array_equal(x.grad.numpy(), [[1.0, 0.0], [0.0, 1.0]])
    a = tg.tensor([1.0, 2.0], requires_grad=True)
    b = tg.tensor([3.0, -1.0, 0.5], requires_grad=True)
    tg.outer(a, b).sum().backward()
    np.testing.assert_allclose(a.grad.numpy(), [2.5, 2.5])
    np.testing.assert_allclose(b.grad.numpy(), [3.0, 3.0, 3.0])
    c = tg.tensor([0.0, 3.0], requires_grad=True)
    tg.dist(c, tg.tensor([4.0, 0.0])).backward()
    np.testing.assert_allclose(c.grad.numpy(), [-0.8, 0.6])


def test_cuda_simulator(cuda_or_skip):
    a = np.array([[1.0, np.nan, -2.0], [0.5, 3.0, 0.0]], np.float32)
    x = tg.tensor(a, device="cuda")
    tx = torch.tensor(a)
    _close(tg.nansum(x, 1).cpu(), torch.nansum(tx, 1))
    _close(tg.nanmean(x, 0).cpu(), torch.nanmean(tx, 0))
    _close(tg.count_nonzero(x, 1).cpu(), torch.count_nonzero(tx, 1))
    y, ty = tg.nan_to_num(x), torch.nan_to_num(tx)
    _close(tg.norm(y, 3, 1).cpu(), torch.norm(ty, 3, 1))
    _close(tuple(t.cpu() for t in tg.aminmax(y, dim=1)), tuple(torch.aminmax(ty, dim=1)))
    _close(tg.logcumsumexp(y, 1).cpu(), torch.logcumsumexp(ty, 1))
    _close(tuple(t.cpu() for t in tg.cummax(x, 1)), tuple(torch.cummax(tx, 1)))
    _close(tuple(t.cpu() for t in tg.cummin(x.t(), 1)), tuple(torch.cummin(tx.t(), 1)))


@pytest.fixture
def cuda_or_skip():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
