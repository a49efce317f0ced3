"""The pointwise fast path (families/pointwise_fast.py) must be invisible: every
call it takes gives exactly what the pipeline's general path gives — dtype,
shape, strides, values, errors — and it must actually be taken for the common
cases it exists for."""
import numpy as np
import pytest

import tensorgen as tg
from tensorgen.families import pointwise
from tensorgen.families import pointwise_fast as fastpath

DTYPES = [tg.bool, tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64, tg.float16, tg.bfloat16,
          tg.float32, tg.float64]


def _data(shape, dtype, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.integers(-5, 6, size=shape) if dtype.category != 2 else rng.standard_normal(shape) * 3
    if dtype is tg.bool:
        x = x > 0
    elif dtype is tg.uint8:
        x = np.abs(x)
    return tg.tensor(x.tolist() if shape else x.item(), dtype=dtype)


def _both(fn, monkeypatch):
    """(fast result or exception, general result or exception, whether fast was taken)."""
    taken = []
    real = fastpath.run

    def spy(*a, **kw):
        r = real(*a, **kw)
        taken.append(r is not None)
        return r

    def outcome():
        try:
            r = fn()
            return ("ok", r.dtype, tuple(r.shape), r.stride(), r.numpy().astype(np.float64).tolist())
        except Exception as e:  # noqa: BLE001 - the two paths must raise the same thing
            return ("error", type(e), str(e))

    monkeypatch.setattr(pointwise.FAMILY, "fast", spy)
    fast = outcome()
    monkeypatch.setattr(pointwise.FAMILY, "fast", lambda *a, **kw: None)
    general = outcome()
    monkeypatch.setattr(pointwise.FAMILY, "fast", real)
    return fast, general, any(taken)


def _same(fast, general):
    assert fast[0] == general[0], (fast, general)
    if fast[0] == "ok":
        assert fast[1:4] == general[1:4]
        np.testing.assert_array_equal(np.array(fast[4]), np.array(general[4]))
    else:
        assert fast[1:] == general[1:]


@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: d.name)
def test_binary_all_dtypes(dtype, monkeypatch):
    a, b = _data((3, 4), dtype, 1), _data((3, 4), dtype, 2)
    for fn in (lambda: a + b, lambda: tg.add(a, b, alpha=2), lambda: a * b, lambda: a - b, lambda: a == b,
               lambda: a < b, lambda: tg.maximum(a, b)):
        fast, general, taken = _both(fn, monkeypatch)
        _same(fast, general)
    # The plain case takes the fast path unless its dtype needs conversion passes.
    _, _, taken = _both(lambda: a * b, monkeypatch)
    assert taken == (dtype not in (tg.float16, tg.bfloat16))


@pytest.mark.parametrize("dtype", [tg.bool, tg.int32, tg.int64, tg.float32, tg.float64], ids=lambda d: d.name)
@pytest.mark.parametrize("scalar", [True, 3, -2, 2.5])
def test_python_scalars(dtype, scalar, monkeypatch):
    a = _data((5,), dtype, 3)
    for fn in (lambda: a + scalar, lambda: scalar * a, lambda: a - scalar, lambda: tg.add(a, a, alpha=scalar),
               lambda: a >= scalar):
        fast, general, _ = _both(fn, monkeypatch)
        _same(fast, general)


def test_unary_and_switches(monkeypatch):
    for dtype in (tg.bool, tg.int64, tg.float32, tg.float64):
        a = _data((2, 3), dtype, 4)
        for fn in (lambda: -a, lambda: a.exp(), lambda: a.abs(), lambda: tg.logical_not(a),
                   lambda: tg.div(a, a, rounding_mode="floor"), lambda: a / a):
            fast, general, _ = _both(fn, monkeypatch)
            _same(fast, general)


def test_layouts(monkeypatch):
    base = np.arange(24, dtype=np.float32).reshape(4, 6)
    t = tg.from_numpy(base.T)            # dense, column-major
    u = tg.from_numpy((base * 2).T)
    strided = tg.from_numpy(base[:, ::2])  # not dense
    zero_dim = tg.tensor(2.0)
    empty = tg.zeros(0, 3)
    cases = [lambda: t + u, lambda: t * t, lambda: strided + strided, lambda: zero_dim * zero_dim,
             lambda: empty + empty, lambda: t + tg.from_numpy(base.T.copy()), lambda: zero_dim + 1]
    for fn in cases:
        fast, general, _ = _both(fn, monkeypatch)
        _same(fast, general)
    fast, _, taken = _both(lambda: t + u, monkeypatch)
    assert taken and fast[3] == (1, 6)  # keeps the operands' memory order, as PyTorch does
    _, _, taken = _both(lambda: strided + strided, monkeypatch)
    assert not taken


def test_offset_views_and_no_aliasing(monkeypatch):
    storage = np.arange(10, dtype=np.float64)
    a = tg.from_numpy(storage[2:6])
    fast, general, taken = _both(lambda: a + a, monkeypatch)
    assert taken
    _same(fast, general)
    r = a + a
    r.add_(1)  # the result owns fresh memory
    assert storage[2:6].tolist() == [2, 3, 4, 5]


def test_errors_match(monkeypatch):
    i = tg.ones(3, dtype=tg.int32)
    b = tg.ones(3, dtype=tg.bool)
    for fn in (lambda: tg.add(i, i, alpha=1.5), lambda: b - b, lambda: -b, lambda: tg.bitwise_not(tg.ones(2)),
               lambda: i + "x"):
        fast, general, _ = _both(fn, monkeypatch)
        assert fast[0] == "error"
        _same(fast, general)


def _both_inplace(make, fn, monkeypatch):
    """Run fn(target) on two fresh targets, once with the fast path and once
    without; returns the two outcomes (identity, dtype, values of the target)
    and whether the fast path served the call."""
    results = []
    taken = []
    real = fastpath.run

    def spy(*a, **kw):
        r = real(*a, **kw)
        taken.append(r is not None)
        return r

    for patch in (spy, lambda *a, **kw: None):
        monkeypatch.setattr(pointwise.FAMILY, "fast", patch)
        t = make()
        try:
            r = fn(t)
            results.append(("ok", r is t, t.dtype, t.stride(), t.numpy().astype(np.float64).tolist()))
        except Exception as e:  # noqa: BLE001
            results.append(("error", type(e), str(e), t.numpy().astype(np.float64).tolist()))
    monkeypatch.setattr(pointwise.FAMILY, "fast", real)
    return results[0], results[1], any(taken)


@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: d.name)
def test_inplace_matches_general_path(dtype, monkeypatch):
    other = _data((3, 4), dtype, 6)
    for fn in (lambda t: t.add_(other), lambda t: t.mul_(other), lambda t: t.sub_(other),
               lambda t: tg.add(t, other, alpha=2, out=None) if False else t.add_(other, alpha=2),
               lambda t: t.add_(t), lambda t: t.mul_(3), lambda t: t.add_(2.5), lambda t: t.div_(other),
               lambda t: t.exp_(), lambda t: t.neg_()):
        fast, general, _ = _both_inplace(lambda: _data((3, 4), dtype, 5), fn, monkeypatch)
        assert fast == general, (fast, general)
    fast, _, taken = _both_inplace(lambda: _data((3, 4), dtype, 5), lambda t: t.mul_(other), monkeypatch)
    assert fast[0] == "ok" and fast[1]
    assert taken == (dtype not in (tg.float16, tg.bfloat16))


def test_inplace_views_and_aliasing(monkeypatch):
    def transposed():
        return tg.from_numpy(np.arange(12, dtype=np.float32).reshape(3, 4).T.copy().T)
    other = tg.from_numpy(np.ones((4, 3), np.float32).T)
    fast, general, taken = _both_inplace(transposed, lambda t: t.add_(other), monkeypatch)
    assert taken and fast == general and fast[3] == (1, 3)

    storage = np.arange(10, dtype=np.float64)

    def shifted_pair():
        storage[:] = np.arange(10)
        return tg.from_numpy(storage[0:5])
    fast, general, taken = _both_inplace(shifted_pair, lambda t: t.add_(tg.from_numpy(storage[1:6])), monkeypatch)
    assert not taken and fast == general  # partial overlap (two from_numpy views): the general path decides

    base = np.arange(8, dtype=np.int64)
    window = tg.from_numpy(base[2:6])
    same = tg.from_numpy(base[2:6])  # another tensor over the very same elements
    assert window.add_(same) is window
    assert base.tolist() == [0, 1, 4, 6, 8, 10, 6, 7]


def test_float32_exp_polynomial_is_accurate():
    # CPU float32 exp is a vectorizable polynomial (backends/vecmath.py),
    # not libm: it must stay within ~1 ulp everywhere, keep IEEE
    # specials, and reach down into the subnormals.
    x = np.concatenate([np.linspace(-104, 89, 200_001, dtype=np.float32),
                        np.array([0.0, -0.0, 1e-30, -1e-30, 88.72, 88.73, -87.3, -103.9, -104.5, -200.0],
                                 np.float32)])
    got = tg.from_numpy(x).exp().numpy().astype(np.float64)
    ref = np.exp(x.astype(np.float64))
    normal = ref >= np.finfo(np.float32).tiny
    finite = np.isfinite(got) & normal & (ref < np.finfo(np.float32).max)
    assert np.all(np.abs(got[finite] - ref[finite]) <= 2.4e-7 * ref[finite])
    sub = ~normal & (ref > 0)
    assert np.all(np.abs(got[sub] - ref[sub]) <= 2 * 1.4e-45 + 1e-6 * ref[sub])  # a couple of subnormal steps
    specials = tg.tensor([float("nan"), float("inf"), -float("inf"), 89.0, -200.0]).exp().tolist()
    assert np.isnan(specials[0]) and specials[1:] == [float("inf"), 0.0, float("inf"), 0.0]
    # float64 keeps libm's exp (NumPy's own differs from libm by an ulp at most)
    x64 = np.linspace(-700, 700, 10_001)
    np.testing.assert_allclose(tg.from_numpy(x64).exp().numpy(), np.exp(x64), rtol=2.3e-16, atol=0)


def _both_out(fn, monkeypatch):
    """fn(out) with and without the fast path: (outcome, outcome, taken)."""
    taken, results = [], []
    real = fastpath.run

    def spy(*a, **kw):
        r = real(*a, **kw)
        taken.append(r is not None)
        return r

    for patch in (spy, lambda *a, **kw: None):
        monkeypatch.setattr(pointwise.FAMILY, "fast", patch)
        out = tg.full((3, 4), -7.0)
        try:
            r = fn(out)
            results.append(("ok", r is out, out.numpy().tolist()))
        except Exception as e:  # noqa: BLE001
            results.append(("error", type(e), str(e), out.numpy().tolist()))
    monkeypatch.setattr(pointwise.FAMILY, "fast", real)
    return results[0], results[1], any(taken)


def test_out_matches_general_path(monkeypatch):
    a, b = _data((3, 4), tg.float32, 1), _data((3, 4), tg.float32, 2)
    fast, general, taken = _both_out(lambda out: tg.mul(a, b, out=out), monkeypatch)
    assert taken and fast == general and fast[1]
    fast, general, taken = _both_out(lambda out: tg.add(out, b, out=out), monkeypatch)  # out is an operand
    assert taken and fast == general
    fast, general, taken = _both_out(lambda out: tg.add(a.t(), 1, out=out.t()), monkeypatch)  # out's own layout
    assert fast == general
    fast, general, taken = _both_out(lambda out: tg.add(out.view(-1)[:-1], 1, out=out.view(-1)[1:]), monkeypatch)
    assert not taken and fast == general and fast[0] == "error"  # partial overlap: the general path raises
    fast, general, taken = _both_out(lambda out: tg.add(out[:, :3], 1, out=out[:, 1:]), monkeypatch)
    assert not taken and fast == general and fast[0] == "ok"  # strided, overlapping: computed through a buffer
    fast, general, taken = _both_out(lambda out: tg.add(a.int(), 1, out=out), monkeypatch)  # int result into float
    assert not taken and fast == general and fast[0] == "ok"


def _grad_outcome(fn, leaves):
    try:
        r = fn()
        r.sum().backward()
        res = ("ok", r.dtype, tuple(r.shape), r.stride(), r.detach().numpy().tolist(),
               [x.grad.numpy().tolist() for x in leaves])
    except Exception as e:  # noqa: BLE001 - the two paths must raise the same thing
        res = ("error", type(e), str(e))
    for x in leaves:
        x.grad = None
    return res


@pytest.mark.parametrize("dtype", [tg.float32, tg.float64], ids=lambda d: d.name)
def test_requires_grad_plan_matches_general_path(dtype, monkeypatch):
    """Operands that require grad: the fast path's plan (FastPlan, recorded by
    the pipeline) gives the general path's values, gradients and errors."""
    a = _data((3, 4), dtype, 1).requires_grad_()
    b = _data((3, 4), dtype, 2).requires_grad_()
    z = tg.tensor(1.5, dtype=dtype, requires_grad=True)  # zero-dim: read through a zero stride
    cases = [(lambda: a * b, [a, b]), (lambda: tg.add(a, b, alpha=-0.0), [a, b]), (lambda: a - 2.5, [a]),
             (lambda: 3 - a, [a]), (lambda: a * z, [a, z]), (lambda: tg.clamp(a, max=1.0), [a]),
             (lambda: a.tanh(), [a]), (lambda: a * -0.0, [a]), (lambda: a.t() + b.t(), [a, b])]
    real = fastpath.plan
    taken = []

    def spy(*args):
        p = real(*args)
        taken.append(p is not None)
        return p
    for fn, leaves in cases:
        taken.clear()
        monkeypatch.setattr(fastpath, "plan", spy)
        fast = _grad_outcome(fn, leaves)
        assert any(taken)
        monkeypatch.setattr(fastpath, "plan", lambda *args: None)
        general = _grad_outcome(fn, leaves)
        monkeypatch.setattr(fastpath, "plan", real)
        assert fast[0] == general[0] == "ok", (fast, general)
        assert fast[1:4] == general[1:4]
        np.testing.assert_array_equal(np.signbit(fast[4]), np.signbit(general[4]))
        np.testing.assert_array_equal(np.array(fast[4]), np.array(general[4]))
        for gf, gg in zip(fast[5], general[5]):
            np.testing.assert_array_equal(np.array(gf), np.array(gg))


def test_signed_zero_scalars_are_not_confused(monkeypatch):
    """-0.0 == 0.0 as a cache key: the fast path must keep each zero's sign."""
    x = tg.tensor([-0.0, 1.0, -2.0])
    y = tg.tensor([1.0, 2.0, 3.0])
    for _ in range(2):
        for v in (0.0, -0.0):
            fast, general, taken = _both(lambda: tg.add(x, y, alpha=v), monkeypatch)
            assert taken and fast == general
            assert np.signbit(tg.add(x, y, alpha=v).numpy()[0]) == (v == 0 and np.signbit(v))
            r = (y * v).numpy()
            assert (np.signbit(r) == np.signbit(v)).all()
