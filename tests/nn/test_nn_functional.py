"""tensorgen.nn.functional: relu gelu silu tanh sigmoid (pointwise), softmax and
log_softmax (normalization kind), dropout (random kind), linear — against a
NumPy float64 reference, every dtype, layouts, names, errors."""
import math

import numpy as np
import pytest

import tensorgen as tg
import tensorgen.nn.functional as F
from support.common import FLOATING, cuda, host  # noqa: F401 - cuda is a fixture

NUMERIC = [tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64] + FLOATING
TOL = {tg.float16: 2e-3, tg.bfloat16: 1.6e-2, tg.float32: 2e-6, tg.float64: 1e-12}


def sample(shape, dtype, seed=0, scale=3.0):
    rng = np.random.default_rng(seed)
    if dtype.is_floating_point:
        return tg.tensor(rng.standard_normal(shape) * scale, dtype=dtype)
    lo = 0 if dtype is tg.uint8 else -50
    return tg.tensor(rng.integers(lo, 50, shape), dtype=dtype)


def assert_close(got, ref, dtype, atol_scale=1.0):
    tol = TOL.get(dtype, 0)
    np.testing.assert_allclose(host(got), ref, rtol=tol, atol=tol * atol_scale)


_erf = np.vectorize(math.erf)


def ref_gelu(x, approximate):
    if approximate == "tanh":
        return 0.5 * x * (1 + np.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3)))
    return 0.5 * x * (1 + _erf(x / math.sqrt(2)))


def ref_softmax(x, axis):
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


def ref_log_softmax(x, axis):
    m = x.max(axis=axis, keepdims=True)
    return x - m - np.log(np.exp(x - m).sum(axis=axis, keepdims=True))


# ------------------------------------------------------------------ pointwise activations
@pytest.mark.parametrize("dtype", NUMERIC)
def test_relu_every_dtype_and_variant(dtype):
    x = sample((5, 7), dtype)
    ref = np.maximum(host(x), 0)
    for r in (F.relu(x), tg.relu(x), x.relu()):
        assert r.dtype is dtype and r.shape == (5, 7)
        assert_close(r, ref, dtype)
    y = x.clone()
    assert F.relu(y, inplace=True) is y and np.array_equal(host(y), ref)
    y = x.clone()
    assert y.relu_() is y and F.relu_(x.clone()).dtype is dtype


def test_relu_special_values_and_layouts():
    x = tg.tensor([-0.0, float("nan"), -float("inf"), float("inf"), -1.0, 2.0])
    r = host(F.relu(x))
    assert math.isnan(r[1]) and r[[2, 3, 4, 5]].tolist() == [0, math.inf, 0, 2]
    base = sample((6, 8), tg.float32)
    t = base.t()  # non-contiguous input
    np.testing.assert_array_equal(host(F.relu(t)), np.maximum(host(base).T, 0))
    assert F.relu(tg.tensor(-2.0)).shape == () and F.relu(tg.tensor(-2.0)).item() == 0
    assert F.relu(tg.empty(0, 3)).shape == (0, 3)
    named = tg.ones(2, 3, names=("N", "C"))
    assert F.relu(named).names == ("N", "C")


@pytest.mark.parametrize("dtype", FLOATING)
@pytest.mark.parametrize("approximate", ["none", "tanh"])
def test_gelu(dtype, approximate):
    x = sample((4, 9), dtype)
    r = F.gelu(x, approximate=approximate)
    assert r.dtype is dtype
    assert_close(r, ref_gelu(host(x), approximate), dtype)
    t = x.t()
    assert_close(F.gelu(t, approximate=approximate), ref_gelu(host(x).T, approximate), dtype)


@pytest.mark.parametrize("dtype", FLOATING)
def test_silu_tanh_sigmoid(dtype):
    x = sample((3, 11), dtype)
    a = host(x)
    assert_close(F.silu(x), a / (1 + np.exp(-a)), dtype)
    assert_close(F.tanh(x), np.tanh(a), dtype)
    assert_close(F.sigmoid(x), 1 / (1 + np.exp(-a)), dtype)
    y = x.clone()
    assert F.silu(y, inplace=True) is y
    assert_close(y, a / (1 + np.exp(-a)), dtype)


def test_silu_extremes_and_tanh_sigmoid_promote_ints():
    r = host(F.silu(tg.tensor([-1000.0, 1000.0, float("nan")])))
    assert r[0] == 0 and r[1] == 1000 and math.isnan(r[2])
    assert F.tanh(tg.tensor([1, 2])).dtype is tg.float32
    assert F.sigmoid(tg.tensor([0])).item() == 0.5


@pytest.mark.parametrize("call, exc, msg", [
    (lambda: F.relu(tg.tensor([True, False])), RuntimeError, "Boolean inputs not supported for relu"),
    (lambda: F.gelu(tg.ones(2), approximate="foo"), RuntimeError, "approximate argument must be either none or tanh."),
    (lambda: F.gelu(tg.tensor([1, 2])), RuntimeError, "\"gelu\" not implemented for 'Long'"),
    (lambda: F.silu(tg.tensor([1, 2])), RuntimeError, "\"silu\" not implemented for 'Long'"),
    (lambda: F.relu(tg.tensor([True]), inplace=True), RuntimeError, "Boolean inputs not supported for relu"),
    (lambda: F.relu("x"), TypeError, "relu(): argument 'self' must be Tensor or Number, not str"),
])
def test_activation_errors(call, exc, msg):
    with pytest.raises(exc) as info:
        call()
    assert msg in str(info.value)


# ------------------------------------------------------------------ softmax / log_softmax
@pytest.mark.parametrize("dtype", FLOATING)
@pytest.mark.parametrize("dim", [0, 1, 2, -1, -2])
def test_softmax_log_softmax_every_dim(dtype, dim):
    x = sample((3, 5, 7), dtype, seed=dim + 5)
    a = host(x)
    s = F.softmax(x, dim=dim)
    ls = F.log_softmax(x, dim)
    assert s.dtype is dtype and ls.dtype is dtype and s.shape == x.shape
    assert_close(s, ref_softmax(a, dim), dtype)
    assert_close(ls, ref_log_softmax(a, dim), dtype, atol_scale=10)
    np.testing.assert_allclose(host(s).sum(axis=dim), 1, rtol=10 * TOL[dtype])
    assert_close(tg.softmax(x, dim), ref_softmax(a, dim), dtype)
    assert_close(x.log_softmax(dim), ref_log_softmax(a, dim), dtype, atol_scale=10)


def test_softmax_is_numerically_stable():
    x = tg.tensor([[1000.0, 1001.0, 1002.0], [-1000.0, -1001.0, -1002.0]])
    ref = ref_softmax(np.array([[0.0, 1.0, 2.0], [0.0, -1.0, -2.0]]), 1)
    np.testing.assert_allclose(host(F.softmax(x, 1)), ref, rtol=1e-6)
    np.testing.assert_allclose(host(F.log_softmax(x, 1)), np.log(ref), rtol=1e-6)
    # tiny probabilities keep their value (down into the float32 subnormals)
    y = host(F.softmax(tg.tensor([0.0, -80.0, -100.0]), 0))
    assert abs(y[1] / math.exp(-80) - 1) < 1e-6
    assert 0 < y[2] and abs(y[2] - math.exp(-100)) <= 2 ** -149  # within one subnormal step


def test_softmax_special_values_follow_torch():
    nan = float("nan")
    inf = float("inf")
    for row in ([1.0, nan], [1.0, inf], [-inf, -inf]):
        assert np.isnan(host(F.softmax(tg.tensor(row), 0))).all()
    r = host(F.softmax(tg.tensor([-inf, 0.0]), 0))
    assert r.tolist() == [0.0, 1.0]


def test_softmax_layouts_shapes_and_dtype_argument():
    base = sample((8, 6), tg.float32)
    t = base.t()  # softmax over a dim that is strided in memory
    np.testing.assert_allclose(host(F.softmax(t, -1)), ref_softmax(host(base).T, -1), rtol=2e-6)
    np.testing.assert_allclose(host(F.softmax(base.narrow(1, 1, 4), 0)), ref_softmax(host(base)[:, 1:5], 0),
                               rtol=2e-6)
    assert F.softmax(tg.tensor(3.0), 0).item() == 1.0
    assert F.log_softmax(tg.tensor(3.0), -1).item() == 0.0
    assert F.softmax(tg.empty(0, 3), 0).shape == (0, 3)
    assert F.softmax(tg.empty(2, 0), 1).shape == (2, 0)
    r = F.softmax(tg.tensor([1, -2]), 0, dtype=tg.float64)
    assert r.dtype is tg.float64
    np.testing.assert_allclose(host(r), ref_softmax(np.array([1.0, -2.0]), 0), rtol=1e-12)
    r = F.log_softmax(sample((2, 3), tg.float16), 1, dtype=tg.float32)
    assert r.dtype is tg.float32


def test_softmax_by_name_keeps_names():
    x = tg.tensor(np.arange(6.0).reshape(2, 3), names=("N", "C"))
    r = F.softmax(x, "C")
    assert r.names == ("N", "C")
    np.testing.assert_allclose(host(r), ref_softmax(np.arange(6.0).reshape(2, 3), 1), rtol=1e-6)
    assert F.log_softmax(x, dim="N").names == ("N", "C")


@pytest.mark.parametrize("call, exc, msg", [
    (lambda: F.softmax(tg.tensor([1, 2]), 0), RuntimeError, "\"softmax\" not implemented for 'Long'"),
    (lambda: F.log_softmax(tg.tensor([True]), 0), RuntimeError, "\"log_softmax\" not implemented for 'Bool'"),
    (lambda: F.softmax(tg.ones(2, 3), 2), IndexError,
     "Dimension out of range (expected to be in range of [-2, 1], but got 2)"),
    (lambda: F.softmax(tg.tensor(1.0), 1), IndexError,
     "Dimension out of range (expected to be in range of [-1, 0], but got 1)"),
    (lambda: F.softmax(tg.ones(2, names=("N",)), "C"), RuntimeError, "Name 'C' not found in Tensor['N']."),
    (lambda: F.softmax(tg.ones(2)), TypeError, "softmax(): argument 'dim' must be given"),
    (lambda: F.softmax([1.0], 0), TypeError, "softmax(): argument 'input' must be Tensor, not list"),
    (lambda: F.softmax(tg.ones(2), 0, dtype="float"), TypeError,
     "softmax(): argument 'dtype' must be tensorgen.dtype, not str"),
])
def test_softmax_errors(call, exc, msg):
    with pytest.raises(exc) as info:
        call()
    assert msg in str(info.value)


def test_softmax_matches_torch():
    torch = pytest.importorskip("torch")
    x = np.random.default_rng(3).standard_normal((4, 33, 5)).astype(np.float32) * 10
    for dim in (0, 1, 2):
        for ours, theirs in ((F.softmax, torch.softmax), (F.log_softmax, torch.log_softmax)):
            np.testing.assert_allclose(host(ours(tg.tensor(x), dim)),
                                       theirs(torch.from_numpy(x), dim).double().numpy(), rtol=1e-5, atol=1e-6)


# ------------------------------------------------------------------ dropout
@pytest.mark.parametrize("dtype", FLOATING)
def test_dropout_scales_and_zeroes(dtype):
    tg.manual_seed(0)
    x = tg.full((100_000,), 2.0, dtype=dtype)
    r = F.dropout(x, 0.2)
    assert r.dtype is dtype and r is not x
    a = host(r)
    assert set(np.unique(a)) == {0.0, 2.5}  # kept elements are scaled by 1/(1-p)
    assert abs((a == 0).mean() - 0.2) < 5 * math.sqrt(0.16 / a.size)
    assert host(x).min() == 2  # the input is untouched


def test_dropout_training_inplace_edges_and_names():
    x = tg.ones(4, 5, names=("N", "C"))
    assert F.dropout(x, 0.5, training=False) is x
    assert F.dropout(x, 0.0) is x
    assert host(F.dropout(x, 1.0)).max() == 0
    tg.manual_seed(1)
    y = x.clone()
    r = F.dropout(y, 0.5, inplace=True)
    assert r is y and set(np.unique(host(y))) <= {0.0, 2.0}
    assert F.dropout(x, 0.5).names == ("N", "C")
    base = tg.ones(6, 4)
    t = base.t()  # non-contiguous, in place
    F.dropout(t, 0.5, inplace=True)
    assert set(np.unique(host(base))) <= {0.0, 2.0}
    assert F.dropout(tg.empty(0, 2), 0.5).shape == (0, 2)
    assert F.dropout(tg.tensor(3.0), 0.5).shape == ()
    tg.manual_seed(7)
    a = host(F.dropout(tg.ones(50), 0.5))
    tg.manual_seed(7)
    np.testing.assert_array_equal(a, host(F.dropout(tg.ones(50), 0.5)))


@pytest.mark.parametrize("call, exc, msg", [
    (lambda: F.dropout(tg.ones(2), 1.5), ValueError, "dropout probability has to be between 0 and 1, but got 1.5"),
    (lambda: F.dropout(tg.ones(2), -0.1), ValueError, "dropout probability has to be between 0 and 1, but got -0.1"),
    (lambda: F.dropout(tg.tensor([1, 2]), 0.5), RuntimeError,
     "result type Float can't be cast to the desired output type Long"),
])
def test_dropout_errors(call, exc, msg):
    with pytest.raises(exc) as info:
        call()
    assert msg in str(info.value)


# ------------------------------------------------------------------ linear
@pytest.mark.parametrize("dtype", [tg.float32, tg.float64])
def test_linear(dtype):
    x, w, b = sample((4, 3), dtype, 1), sample((5, 3), dtype, 2), sample((5,), dtype, 3)
    ref = host(x) @ host(w).T
    np.testing.assert_allclose(host(F.linear(x, w)), ref, rtol=1e-5)
    np.testing.assert_allclose(host(F.linear(x, w, b)), ref + host(b), rtol=1e-5)
    xb = sample((2, 4, 3), dtype, 4)  # batched input
    np.testing.assert_allclose(host(F.linear(xb, w, b)), host(xb) @ host(w).T + host(b), rtol=1e-5)
    x1 = sample((3,), dtype, 5)  # a single vector
    np.testing.assert_allclose(host(F.linear(x1, w, b)), host(w) @ host(x1) + host(b), rtol=1e-5)
    assert F.linear(tg.ones(2, 3, names=("N", "C"), dtype=dtype), w).names == ("N", None)
    with pytest.raises(RuntimeError) as info:
        F.linear(tg.ones(2, 3), tg.ones(4, 5))
    assert "mat1 and mat2 shapes cannot be multiplied (2x3 and 5x4)" in str(info.value)


# ------------------------------------------------------------------ CUDA (simulator, tiny sizes)
@pytest.mark.parametrize("dtype", FLOATING)
def test_cuda_activations_and_softmax(cuda, dtype):
    x = sample((2, 3, 4), dtype, seed=9)
    a = host(x)
    xc = x.to(cuda)
    assert_close(F.relu(xc), np.maximum(a, 0), dtype)
    assert_close(F.gelu(xc, approximate="tanh"), ref_gelu(a, "tanh"), dtype)
    assert_close(F.silu(xc), a / (1 + np.exp(-a)), dtype)
    for dim in (-1, 1):
        s = F.softmax(xc, dim)
        assert s.device.type == "cuda" and s.dtype is dtype
        assert_close(s, ref_softmax(a, dim), dtype)
        assert_close(F.log_softmax(xc, dim), ref_log_softmax(a, dim), dtype, atol_scale=10)
    assert_close(F.softmax(xc.transpose(0, 2), 0), ref_softmax(a.transpose(2, 1, 0), 0), dtype)


def test_cuda_dropout(cuda):
    tg.manual_seed(2)
    x = tg.ones(3, 4, device=cuda)
    r = F.dropout(x, 0.5)
    assert r.device.type == "cuda" and set(np.unique(host(r))) <= {0.0, 2.0}
    F.dropout(x, 0.5, inplace=True)
    assert set(np.unique(host(x))) <= {0.0, 2.0}
