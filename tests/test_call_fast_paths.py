"""The per-call fast paths of issue 8 ("lean calls") must be invisible: the
two-tensor pointwise call (fresh or out=), cat of two and softmax along the
last dim give exactly what the general path gives (values, dtype, strides,
errors, writes), and the softmax row kernels keep their fixed summation order."""
import numpy as np
import pytest

import tensorgen as tg
from tensorgen.families import copying, normalization, pointwise

DTYPES = [tg.bool, tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64, tg.float32, tg.float64]


def _data(shape, dtype, seed):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape) * 3
    if dtype is tg.bool:
        return tg.from_numpy(x > 0)
    return tg.from_numpy(np.abs(x).astype(dtype.np) if dtype is tg.uint8 else x.astype(dtype.np))


def _outcome(fn):
    try:
        r = fn()
        return ("ok", r.dtype, tuple(r.shape), r.stride(), r.numpy().astype(np.float64).tolist())
    except Exception as e:  # noqa: BLE001 - both paths must raise the same thing
        return ("error", type(e), str(e))


def _both(family, fn, monkeypatch, repeat=2):
    """(fast outcome, general outcome, whether the fast path served the last call).
    The call runs ``repeat`` times, as the pointwise pair path serves a key
    once the general fast path has prepared it."""
    real = family.fast
    taken = []

    def spy(*a, **kw):
        r = real(*a, **kw)
        taken.append(r is not None)
        return r

    monkeypatch.setattr(family, "fast", spy)
    for _ in range(repeat):
        fast = _outcome(fn)
    monkeypatch.setattr(family, "fast", lambda *a, **kw: None)
    general = _outcome(fn)
    monkeypatch.setattr(family, "fast", real)
    return fast, general, bool(taken) and taken[-1]


def _same(fast, general):
    assert fast[:-1] == general[:-1], (fast, general)
    np.testing.assert_array_equal(np.array(fast[-1]), np.array(general[-1]))


# ---------------------------------------------------------------- pointwise pair
@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: d.name)
def test_pair_fresh_and_out_match_general(dtype, monkeypatch):
    a, b = _data((4, 5), dtype, 1), _data((4, 5), dtype, 2)
    for fn in (lambda: a + b, lambda: tg.add(a, b, alpha=2), lambda: a * b, lambda: a == b):
        fast, general, taken = _both(pointwise.FAMILY, fn, monkeypatch)
        _same(fast, general)
    _, _, taken = _both(pointwise.FAMILY, lambda: a * b, monkeypatch)
    assert taken
    out = tg.empty((4, 5), dtype=dtype)
    fast, general, taken = _both(pointwise.FAMILY, lambda: tg.mul(a, b, out=out), monkeypatch)
    _same(fast, general)
    assert taken


def test_pair_out_checks_are_kept(monkeypatch):
    a, b = _data((3, 4), tg.float32, 3), _data((3, 4), tg.float32, 4)
    base = np.zeros(20, np.float32)
    cases = [
        lambda: tg.mul(a, b, out=tg.empty(3, 4, dtype=tg.int32)),          # result does not cast
        lambda: tg.mul(a, b, out=tg.empty(3, 4, dtype=tg.float64)),        # another dtype: the general path
        lambda: tg.mul(a, b, out=tg.empty(2, 2)),                          # resized
        lambda: tg.mul(a, b, out=tg.empty(4, 3).t()),                      # another layout
    ]
    for fn in cases:
        fast, general, _ = _both(pointwise.FAMILY, fn, monkeypatch)
        assert fast[:3] == general[:3] and (fast[0] == "error" or fast[-1] == general[-1]), (fast, general)

    ro = np.zeros((3, 4), np.float32)
    ro.flags.writeable = False
    fast, general, _ = _both(pointwise.FAMILY, lambda: tg.mul(a, b, out=tg.from_numpy(ro)), monkeypatch)
    assert fast[0] == general[0] == "error" and fast[1:] == general[1:]
    assert not ro.any()

    # out over the very same elements as an input: written in place, as the general path
    def same_elements():
        x = tg.from_numpy(np.arange(12, dtype=np.float32).reshape(3, 4))
        return tg.mul(x, b, out=x)
    fast, general, taken = _both(pointwise.FAMILY, same_elements, monkeypatch)
    _same(fast, general)

    # out a shifted window of an input's memory (two from_numpy views): never the pair path
    def shifted():
        base[:] = np.arange(20)
        x = tg.from_numpy(base[0:12].reshape(3, 4))
        o = tg.from_numpy(base[1:13].reshape(3, 4))
        tg.add(x, x, out=o)
        return tg.from_numpy(base.copy())
    fast, general, taken = _both(pointwise.FAMILY, shifted, monkeypatch)
    _same(fast, general)
    assert not taken


def test_pair_views_and_scalars(monkeypatch):
    storage = np.arange(30, dtype=np.float64)
    a = tg.from_numpy(storage[3:15].reshape(3, 4))
    t = tg.from_numpy(storage[10:22].reshape(4, 3)).t()
    for fn in (lambda: a + a, lambda: t * t, lambda: tg.add(a, a, alpha=0.0), lambda: tg.add(a, a, alpha=-0.0),
               lambda: tg.add(a, a, alpha=True), lambda: tg.sub(a, a, alpha=3)):
        fast, general, _ = _both(pointwise.FAMILY, fn, monkeypatch)
        _same(fast, general)
    i = _data((2, 3), tg.int32, 5)
    fast, general, _ = _both(pointwise.FAMILY, lambda: tg.add(i, i, alpha=1.5), monkeypatch)
    assert fast[0] == "error" and fast == general


# ---------------------------------------------------------------- cat of two
@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: d.name)
def test_cat_pair_matches_general(dtype, monkeypatch):
    a, b = _data((3, 4), dtype, 6), _data((5, 4), dtype, 7)
    storage = _data((40,), dtype, 8)
    offset = storage[7:19].view(3, 4)
    for fn in (lambda: tg.cat([a, b]), lambda: tg.cat((b, a), -2), lambda: tg.cat([offset, a]),
               lambda: tg.cat([a[:0], b]), lambda: tg.cat([a[0], b[1]])):
        fast, general, taken = _both(copying.FAMILY, fn, monkeypatch)
        _same(fast, general)
        assert taken


def test_cat_pair_leaves_other_calls_to_general(monkeypatch):
    a, b = _data((3, 4), tg.float32, 9), _data((3, 4), tg.float32, 10)
    for fn in (lambda: tg.cat([a, b], 1), lambda: tg.cat([a.t(), b.t()]), lambda: tg.cat([a, b.double()]),
               lambda: tg.cat([a, b[:, :3]]), lambda: tg.cat([a, 1]), lambda: tg.cat([a, b[:, ::2]])):
        fast, general, taken = _both(copying.FAMILY, fn, monkeypatch)
        assert fast[:-1] == general[:-1] if fast[0] == "ok" else fast == general
        if fast[0] == "ok":
            np.testing.assert_array_equal(np.array(fast[-1]), np.array(general[-1]))
        assert not taken


# ---------------------------------------------------------------- softmax rows
def _rows(n, dtype, seed):
    rng = np.random.default_rng(seed)
    x = (rng.standard_normal((7, n)) * 20).astype(dtype)
    x[1, n // 2] = np.nan
    x[2, :] = -np.inf
    x[3, 0] = np.inf
    x[4, -1] = -np.inf
    x[5, :] = 0.0
    x[5, ::2] = -0.0
    return x


@pytest.mark.parametrize("n", [1, 5, 16, 17, 33, 64, 100])
@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["float32", "float64"])
def test_softmax_rows_fast_equals_general(n, dtype, monkeypatch):
    x = tg.from_numpy(_rows(n, dtype, n))
    for fn in (lambda: tg.softmax(x, -1), lambda: tg.log_softmax(x, 1)):
        fast, general, taken = _both(normalization.FAMILY, fn, monkeypatch)
        _same(fast, general)
        assert taken


def _softmax_ref(x):
    """Softmax in float64 with the kernel's order of the row sum: 16 lanes over
    whole blocks, lanes k and k + w added for w = 8, 4, 2, 1, then the tail."""
    x = x.astype(np.float64)
    out = np.empty_like(x)
    for r, row in enumerate(x):
        e = np.exp(row - row.max())
        n = len(e) // 16 * 16
        lanes = e[:n].reshape(-1, 16).sum(axis=0) if n else np.zeros(16)
        for w in (8, 4, 2, 1):
            lanes = lanes[:w] + lanes[w:2 * w]
        s = lanes[0] + e[n:].sum()
        out[r] = e / s
    return out


@pytest.mark.parametrize("n", [3, 16, 40, 257])
def test_softmax_rows_values(n):
    rng = np.random.default_rng(n)
    x = rng.standard_normal((6, n)) * 4
    got = tg.softmax(tg.from_numpy(x), -1).numpy()
    np.testing.assert_allclose(got, _softmax_ref(x), rtol=1e-13, atol=0)
    got32 = tg.softmax(tg.from_numpy(x.astype(np.float32)), -1).numpy()
    np.testing.assert_allclose(got32, _softmax_ref(x.astype(np.float32)), rtol=2e-6, atol=1e-30)


@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
def test_softmax_rows_prange_twin_agrees_bitwise(monkeypatch, op):
    """Past 2**20 elements on free cores the rows run in the prange twin: same bits."""
    from tensorgen.backends import cpu_load
    x = tg.from_numpy((np.random.default_rng(4).standard_normal((1025, 1024)) * 10).astype(np.float32))
    monkeypatch.setattr(cpu_load, "parallel", lambda n: False)
    serial = getattr(tg, op)(x, -1).numpy()
    monkeypatch.setattr(cpu_load, "parallel", lambda n: True)
    np.testing.assert_array_equal(getattr(tg, op)(x, -1).numpy(), serial)


def test_operators_equal_their_functions():
    """Plain pointwise operators call the pipeline directly (generated/methods.py):
    the same results, reflected operand order and errors as the functions."""
    a, b = _data((2, 3), tg.int64, 11), _data((2, 3), tg.int64, 12) + 7
    pairs = [(lambda: a + b, lambda: tg.add(a, b)), (lambda: 3 - a, lambda: tg.sub(3, a)),
             (lambda: a * 2.5, lambda: tg.mul(a, 2.5)), (lambda: 7 // b, lambda: tg.floor_divide(7, b)),
             (lambda: a % b, lambda: tg.remainder(a, b)), (lambda: 2 ** (b % 5), lambda: tg.pow(2, b % 5)),
             (lambda: a >> 1, lambda: tg.bitwise_right_shift(a, 1)),
             (lambda: 1 << (b % 4), lambda: tg.bitwise_left_shift(1, b % 4)),
             (lambda: a & b, lambda: tg.bitwise_and(a, b)),
             (lambda: True ^ (a > 0), lambda: tg.bitwise_xor(True, a > 0))]
    for op_form, fn_form in pairs:
        assert _outcome(op_form) == _outcome(fn_form)
    with pytest.raises(TypeError):
        a + "x"
    assert a.__add__("x") is NotImplemented
