"""The small calls a program makes most (a + b, mul(out=), x.add_(y), cat of
two, softmax over the last dim, the Python operators): values, dtypes,
strides, errors and writes against NumPy, over the layouts and aliasing that
the flat loops of the pointwise and copy families and the softmax row kernels
must tell apart. (That a cached plan gives what a fresh one gives, and torch's
answer: test_plan_cache.py.)"""
import numpy as np
import pytest

import tensorgen as tg

DTYPES = [tg.bool, tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64, tg.float32, tg.float64]


def _data(shape, dtype, seed):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape) * 3
    if dtype is tg.bool:
        return tg.from_numpy(x > 0)
    return tg.from_numpy(np.abs(x).astype(dtype.np) if dtype is tg.uint8 else x.astype(dtype.np))


def _np(t):
    return t.numpy().astype(np.float64)


# ---------------------------------------------------------------- two tensors of one layout
@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: d.name)
def test_pair_fresh_and_out(dtype):
    a, b = _data((4, 5), dtype, 1), _data((4, 5), dtype, 2)
    x, y = a.numpy(), b.numpy()
    for got, want in ((a * b, x * y), (a == b, x == y), (tg.maximum(a, b), np.maximum(x, y))):
        assert got.stride() == (5, 1)
        np.testing.assert_array_equal(got.numpy(), want)
    if dtype is not tg.bool:
        np.testing.assert_array_equal(tg.add(a, b, alpha=2).numpy(), (x + 2 * y).astype(x.dtype))
    out = tg.empty((4, 5), dtype=dtype)
    assert tg.mul(a, b, out=out) is out
    np.testing.assert_array_equal(out.numpy(), x * y)


def test_pair_keeps_the_operands_memory_order():
    base = np.arange(24, dtype=np.float32).reshape(4, 6)
    t, u = tg.from_numpy(base.T), tg.from_numpy((base * 2).T)
    r = t + u
    assert r.stride() == (1, 6)  # as PyTorch: x.t() + y.t() is transposed too
    np.testing.assert_array_equal(r.numpy(), base.T * 3)
    strided = tg.from_numpy(base[:, ::2])
    np.testing.assert_array_equal((strided + strided).numpy(), base[:, ::2] * 2)
    z = tg.tensor(2.0)
    assert (z * z).shape == () and (z * z).item() == 4.0 and (z + 1).item() == 3.0
    assert (tg.zeros(0, 3) + tg.zeros(0, 3)).shape == (0, 3)
    storage = np.arange(10, dtype=np.float64)
    a = tg.from_numpy(storage[2:6])
    r = a + a
    r.add_(1)  # the result owns fresh memory
    assert storage[2:6].tolist() == [2, 3, 4, 5] and r.tolist() == [5, 7, 9, 11]


def test_out_checks():
    a, b = _data((3, 4), tg.float32, 3), _data((3, 4), tg.float32, 4)
    with pytest.raises(RuntimeError, match="result type Float can't be cast to the desired output type Int"):
        tg.mul(a, b, out=tg.empty(3, 4, dtype=tg.int32))
    o = tg.empty(3, 4, dtype=tg.float64)
    tg.mul(a, b, out=o)
    np.testing.assert_allclose(o.numpy(), a.numpy().astype(np.float64) * b.numpy(), rtol=1e-6)
    o = tg.empty(4, 3).t()  # out's own layout is kept
    tg.mul(a, b, out=o)
    assert o.stride() == (1, 3)
    np.testing.assert_array_equal(o.numpy(), a.numpy() * b.numpy())
    ro = np.zeros((3, 4), np.float32)
    ro.flags.writeable = False
    with pytest.raises(RuntimeError, match="read-only"):
        tg.mul(a, b, out=tg.from_numpy(ro))
    assert not ro.any()
    x = tg.from_numpy(np.arange(12, dtype=np.float32).reshape(3, 4))
    tg.mul(x, b, out=x)  # out over the very same elements as an input: written in place
    np.testing.assert_array_equal(x.numpy(), np.arange(12, dtype=np.float32).reshape(3, 4) * b.numpy())
    base = np.arange(20, dtype=np.float32)
    with pytest.raises(RuntimeError, match="some elements of the input tensor and the written-to tensor"):
        tg.add(tg.from_numpy(base[0:12]), 1, out=tg.from_numpy(base[1:13]))  # two from_numpy views of one array
    assert base.tolist() == list(range(20))
    out = tg.zeros(3, 4)
    tg.add(out[:, :3], 1, out=out[:, 1:])  # strided and overlapping: computed through a buffer
    np.testing.assert_array_equal(out.numpy(), [[0, 1, 1, 1]] * 3)


def test_views_and_scalars():
    storage = np.arange(30, dtype=np.float64)
    a = tg.from_numpy(storage[3:15].reshape(3, 4))
    t = tg.from_numpy(storage[10:22].reshape(4, 3)).t()
    x, y = storage[3:15].reshape(3, 4), storage[10:22].reshape(4, 3).T
    np.testing.assert_array_equal((a + a).numpy(), 2 * x)
    np.testing.assert_array_equal((t * t).numpy(), y * y)
    np.testing.assert_array_equal(tg.sub(a, a, alpha=3).numpy(), -2 * x)
    with pytest.raises(RuntimeError, match="Boolean alpha only supported for Boolean results"):
        tg.add(a, a, alpha=True)
    with pytest.raises(RuntimeError, match="For integral input tensors, argument alpha must not be a floating point"):
        tg.add(_data((2, 3), tg.int32, 5), 1, alpha=1.5)


def test_signed_zeros_are_kept():
    """-0.0 == 0.0 as dict keys: a float kernel scalar or operand keeps its sign on every call."""
    x = tg.tensor([-0.0, 1.0, -2.0])
    y = tg.tensor([1.0, 2.0, 3.0])
    for _ in range(2):  # the second round replays the plans the first made
        for v in (0.0, -0.0, 0.0):
            r = tg.add(x, y, alpha=v).numpy()  # -0.0 + v * 1.0: the sign of v
            assert np.signbit(r[0]) == np.signbit(v), (v, r)
            assert (np.signbit((y * v).numpy()) == np.signbit(v)).all()
            assert (np.signbit((v * y).numpy()) == np.signbit(v)).all()


def test_errors():
    i = tg.ones(3, dtype=tg.int32)
    b = tg.ones(3, dtype=tg.bool)
    with pytest.raises(RuntimeError, match="Subtraction, the `-` operator, with two bool tensors is not supported"):
        b - b
    with pytest.raises(RuntimeError, match="Negation, the `-` operator, on a bool tensor is not supported"):
        -b
    with pytest.raises(RuntimeError, match="not implemented for 'Float'"):
        tg.bitwise_not(tg.ones(2))
    with pytest.raises(TypeError):
        i + "x"
    assert i.__add__("x") is NotImplemented


# ---------------------------------------------------------------- in place
@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: d.name)
def test_in_place(dtype):
    other = _data((3, 4), dtype, 6)
    cases = [(lambda t: t.mul_(other), lambda x: x * other.numpy()), (lambda t: t.add_(t), lambda x: x + x)]
    if dtype is not tg.bool:
        cases.append((lambda t: t.mul_(3), lambda x: x * 3))
    for fn, want in cases:
        t = _data((3, 4), dtype, 5)
        ref = want(t.numpy().copy()).astype(t.numpy().dtype)
        assert fn(t) is t
        np.testing.assert_array_equal(t.numpy(), ref)
    if dtype is tg.bool:
        t = _data((3, 4), dtype, 5)
        before = t.numpy().copy()
        with pytest.raises(RuntimeError, match="result type Long can't be cast to the desired output type Bool"):
            t.mul_(3)
        np.testing.assert_array_equal(t.numpy(), before)  # nothing written


def test_in_place_views_and_aliasing():
    t = tg.from_numpy(np.arange(12, dtype=np.float32).reshape(3, 4).T.copy().T)
    other = tg.from_numpy(np.ones((4, 3), np.float32).T)
    assert t.add_(other) is t and t.stride() == (1, 3)
    np.testing.assert_array_equal(t.numpy(), np.arange(12).reshape(3, 4) + 1)
    storage = np.arange(10, dtype=np.float64)
    with pytest.raises(RuntimeError, match="some elements of the input tensor and the written-to tensor"):
        tg.from_numpy(storage[0:5]).add_(tg.from_numpy(storage[1:6]))  # partial overlap of two views
    base = np.arange(8, dtype=np.int64)
    window = tg.from_numpy(base[2:6])
    assert window.add_(tg.from_numpy(base[2:6])) is window  # another tensor over the very same elements
    assert base.tolist() == [0, 1, 4, 6, 8, 10, 6, 7]


@pytest.mark.parametrize("dtype", [tg.float32, tg.float64], ids=lambda d: d.name)
def test_gradients_of_small_calls(dtype):
    a = _data((3, 4), dtype, 1).requires_grad_()
    b = _data((3, 4), dtype, 2).requires_grad_()
    z = tg.tensor(1.5, dtype=dtype, requires_grad=True)  # zero-dim: read through a zero stride
    x, y = a.detach().numpy().astype(np.float64), b.detach().numpy().astype(np.float64)
    cases = [(lambda: a * b, [a, b], [y, x]), (lambda: a - 2.5, [a], [np.ones_like(x)]),
             (lambda: 3 - a, [a], [-np.ones_like(x)]), (lambda: a * z, [a, z], [np.full_like(x, 1.5), x.sum()]),
             (lambda: a.tanh(), [a], [1 - np.tanh(x) ** 2]), (lambda: a.t() + b.t(), [a, b], [1.0, 1.0])]
    for _ in range(2):
        for fn, leaves, grads in cases:
            fn().sum().backward()
            for leaf, g in zip(leaves, grads):
                np.testing.assert_allclose(leaf.grad.numpy(), np.broadcast_to(g, leaf.shape), rtol=1e-5)
                leaf.grad = None


# ---------------------------------------------------------------- cat of two
@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: d.name)
def test_cat_of_two(dtype):
    a, b = _data((3, 4), dtype, 6), _data((5, 4), dtype, 7)
    storage = _data((40,), dtype, 8)
    offset = storage[7:19].view(3, 4)
    for got, want in ((tg.cat([a, b]), np.concatenate([a.numpy(), b.numpy()])),
                      (tg.cat((b, a), -2), np.concatenate([b.numpy(), a.numpy()])),
                      (tg.cat([offset, a]), np.concatenate([offset.numpy(), a.numpy()])),
                      (tg.cat([a[:0], b]), b.numpy()),
                      (tg.cat([a[0], b[1]]), np.concatenate([a.numpy()[0], b.numpy()[1]])),
                      (tg.cat([a, a], 1), np.concatenate([a.numpy(), a.numpy()], 1)),
                      (tg.cat([a.t(), a.t()]), np.concatenate([a.numpy().T, a.numpy().T])),
                      (tg.cat([a, b[:, ::2].repeat(1, 2)[:3]]), np.concatenate([a.numpy(), np.tile(
                          b.numpy()[:, ::2], (1, 2))[:3]]))):
        assert got.dtype is dtype and got.is_contiguous()
        np.testing.assert_array_equal(got.numpy(), want)
    d = tg.cat([a.float(), b.double()])
    assert d.dtype is tg.float64
    with pytest.raises(TypeError, match="expected Tensor as element 1 in argument 0, but got int"):
        tg.cat([a, 1])


# ---------------------------------------------------------------- softmax rows
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


def test_softmax_rows_specials():
    x = np.zeros((5, 17), np.float32)
    x[0, 3] = np.nan
    x[1, :] = -np.inf
    x[2, 0] = np.inf
    x[3, ::2] = -0.0
    got = tg.softmax(tg.from_numpy(x), -1).numpy()
    assert np.isnan(got[0]).all() and np.isnan(got[1]).all() and np.isnan(got[2]).all()
    np.testing.assert_allclose(got[3], np.full(17, 1 / 17), rtol=1e-6)


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

    def outcome(fn):
        try:
            r = fn()
            return ("ok", r.dtype, tuple(r.shape), r.numpy().tolist())
        except Exception as e:  # noqa: BLE001 - both forms must raise the same thing
            return ("error", type(e), str(e))
    pairs = [(lambda: a + b, lambda: tg.add(a, b)), (lambda: 3 - a, lambda: tg.sub(3, a)),
             (lambda: a * 2.5, lambda: tg.mul(a, 2.5)), (lambda: 7 // b, lambda: tg.floor_divide(7, b)),
             (lambda: a % b, lambda: tg.remainder(a, b)), (lambda: 2 ** (b % 5), lambda: tg.pow(2, b % 5)),
             (lambda: a >> 1, lambda: tg.bitwise_right_shift(a, 1)),
             (lambda: 1 << (b % 4), lambda: tg.bitwise_left_shift(1, b % 4)),
             (lambda: a & b, lambda: tg.bitwise_and(a, b)),
             (lambda: True ^ (a > 0), lambda: tg.bitwise_xor(True, a > 0))]
    for op_form, fn_form in pairs:
        assert outcome(op_form) == outcome(fn_form)
