"""NumPy float64 (and int64) references for every pointwise operator of ops.yaml,
shared by the pointwise and CUDA tests. Independent of tensorgen's kernels."""
import math

import numpy as np

import tensorgen as tg

FLOATING = (tg.float16, tg.bfloat16, tg.float32, tg.float64)
INTEGRAL = (tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64)
ALL = (tg.bool,) + INTEGRAL + FLOATING
NUMERIC = INTEGRAL + FLOATING
INTEGRAL_AND_BOOL = (tg.bool,) + INTEGRAL


def _digamma(x):
    if math.isnan(x) or x == math.inf:
        return x
    if x == -math.inf:
        return math.nan
    if x == 0.0:
        return -math.inf if math.copysign(1.0, x) > 0 else math.inf
    if x < 0 and x == math.floor(x):
        return math.nan
    acc = 0.0
    if x < 0:
        acc = -math.pi / math.tan(math.pi * x)
        x = 1.0 - x
    while x < 20.0:
        acc -= 1.0 / x
        x += 1.0
    inv = 1.0 / (x * x)
    series = inv * (1 / 12 - inv * (1 / 120 - inv * (1 / 252 - inv * (1 / 240 - inv * (1 / 132)))))
    return acc + math.log(x) - 0.5 / x - series


def _erfinv(y):
    if math.isnan(y) or abs(y) > 1:
        return math.nan
    if abs(y) == 1:
        return math.copysign(math.inf, y)
    lo, hi = -7.0, 7.0
    for _ in range(200):  # bisection on math.erf: slow and simple, hence trustworthy
        mid = 0.5 * (lo + hi)
        if math.erf(mid) < y:
            lo = mid
        else:
            hi = mid
    return 0.5 * (lo + hi)


def _vec(f):
    return lambda x: np.vectorize(f, otypes=[np.float64])(x)


def _sign(x):
    if x.dtype == np.bool_:
        return x
    return np.where(np.isnan(x), 0, np.sign(x)) if x.dtype.kind == "f" else np.sign(x)


def _trunc_div(a, b):
    if a.dtype.kind == "f":
        return np.trunc(a / b)
    q = np.abs(a) // np.abs(b)
    return np.where((a < 0) != (b < 0), -q, q)


def _int_pow(a, b):
    with np.errstate(all="ignore"):
        pos = np.power(a, np.maximum(b, 0))
    neg = np.where(a == 1, 1, np.where(a == -1, np.where(b % 2 == 0, 1, -1), 0))
    return np.where(b < 0, neg, pos)


def _pow(a, b):
    return np.power(a, b) if a.dtype.kind == "f" else _int_pow(a, b)


def _bitwise_not(x):
    return np.logical_not(x) if x.dtype == np.bool_ else np.invert(x)


# name -> (reference, promotion category, supported dtypes)
UNARY = {
    "abs": (np.abs, "default", NUMERIC),
    "acos": (np.arccos, "int_to_float", ALL),
    "asin": (np.arcsin, "int_to_float", ALL),
    "atan": (np.arctan, "int_to_float", ALL),
    "ceil": (np.ceil, "default", NUMERIC),
    "cos": (np.cos, "int_to_float", ALL),
    "cosh": (np.cosh, "int_to_float", ALL),
    "digamma": (_vec(_digamma), "int_to_float", ALL),
    "erf": (_vec(math.erf), "int_to_float", ALL),
    "erfc": (_vec(math.erfc), "int_to_float", ALL),
    "erfinv": (_vec(_erfinv), "int_to_float", ALL),
    "exp": (np.exp, "int_to_float", ALL),
    "expm1": (np.expm1, "int_to_float", ALL),
    "floor": (np.floor, "default", NUMERIC),
    "frac": (lambda x: x - np.trunc(x), "default", FLOATING),
    "log": (np.log, "int_to_float", ALL),
    "log10": (np.log10, "int_to_float", ALL),
    "log1p": (np.log1p, "int_to_float", ALL),
    "log2": (np.log2, "int_to_float", ALL),
    "logical_not": (lambda x: x == 0, "always_bool", ALL),
    "neg": (np.negative, "default", NUMERIC),
    "reciprocal": (lambda x: 1.0 / x, "int_to_float", ALL),
    "round": (np.round, "default", NUMERIC),
    "rsqrt": (lambda x: 1.0 / np.sqrt(x), "int_to_float", ALL),
    "sgn": (_sign, "default", ALL),
    "sigmoid": (lambda x: 1.0 / (1.0 + np.exp(-x)), "int_to_float", ALL),
    "sign": (_sign, "default", ALL),
    "sin": (np.sin, "int_to_float", ALL),
    "sinh": (np.sinh, "int_to_float", ALL),
    "sqrt": (np.sqrt, "int_to_float", ALL),
    "square": (lambda x: x * x, "bool_to_long", ALL),
    "tan": (np.tan, "int_to_float", ALL),
    "tanh": (np.tanh, "int_to_float", ALL),
    "trunc": (np.trunc, "default", NUMERIC),
    "bitwise_not": (_bitwise_not, "default", INTEGRAL_AND_BOOL),
}

BINARY = {
    "add": (np.add, "default", ALL),
    "sub": (np.subtract, "default", NUMERIC),
    "mul": (np.multiply, "default", ALL),
    "div": (np.true_divide, "int_to_float", ALL),
    "floor_divide": (np.floor_divide, "default", NUMERIC),
    "remainder": (np.mod, "default", NUMERIC),
    "fmod": (np.fmod, "default", NUMERIC),
    "pow": (_pow, "default", NUMERIC),
    "atan2": (np.arctan2, "int_to_float", ALL),
    "maximum": (np.maximum, "default", ALL),
    "minimum": (np.minimum, "default", ALL),
    "bitwise_and": (np.bitwise_and, "default", INTEGRAL_AND_BOOL),
    "bitwise_or": (np.bitwise_or, "default", INTEGRAL_AND_BOOL),
    "bitwise_xor": (np.bitwise_xor, "default", INTEGRAL_AND_BOOL),
    "logical_and": (np.logical_and, "always_bool", ALL),
    "logical_or": (np.logical_or, "always_bool", ALL),
    "logical_xor": (np.logical_xor, "always_bool", ALL),
    "eq": (np.equal, "always_bool", ALL),
    "ne": (np.not_equal, "always_bool", ALL),
    "lt": (np.less, "always_bool", ALL),
    "le": (np.less_equal, "always_bool", ALL),
    "gt": (np.greater, "always_bool", ALL),
    "ge": (np.greater_equal, "always_bool", ALL),
}
DIV_MODES = {"trunc": _trunc_div, "floor": np.floor_divide}
DIVISIONS = ("div", "floor_divide", "remainder", "fmod")


def result_dtype(category, promoted):
    """The documented result dtype of a promotion category (docs/dtypes.md)."""
    if category == "int_to_float" and not promoted.is_floating_point:
        return tg.get_default_dtype()
    if category == "bool_to_long" and promoted is tg.bool:
        return tg.int64
    if category == "always_bool":
        return tg.bool
    return promoted


# Input values per dtype: exactly representable, small enough that integer
# results do not overflow the smallest type, with the special float values.
FLOAT_VALUES = [-3.5, -2.5, -1.5, -1.0, -0.75, -0.5, -0.0, 0.0, 0.25, 0.5, 0.75, 1.0, 1.5, 2.5, 3.0, 7.25,
                math.nan, math.inf, -math.inf, 0.125]
INT_VALUES = {"uint8": [0, 1, 2, 3, 5, 7, 9, 10, 4, 6, 8, 11],
              "bool": [True, False, True, True, False, False, True, False, True, False, False, True]}
SIGNED_VALUES = [-9, -7, -3, -2, -1, 0, 1, 2, 3, 5, 8, 11]


def values(dtype):
    if dtype.is_floating_point:
        return np.array(FLOAT_VALUES, np.float64)
    if dtype.name in INT_VALUES:
        return np.array(INT_VALUES[dtype.name], dtype.np)
    return np.array(SIGNED_VALUES, dtype.np)


def second_values(dtype, op):
    """Right operands: nonzero for integer divisions, small non-negative
    exponents for integer pow, no infinities (their edge cases are the oracle's)."""
    v = values(dtype)
    if dtype.is_floating_point:
        v = np.array([1.5, -2.0, 0.5, 3.0, -0.75, 2.0, -1.0, 0.25, 0.0, -0.0, 2.5, -3.5, math.nan, 1.0,
                      4.0, -0.5, 0.75, 1.25, -2.5, 7.0], np.float64)
        return v
    v = np.roll(v, 5)
    if op == "pow":
        v = np.abs(v.astype(np.int64)) % 4
    if op in DIVISIONS or op == "div_mode":
        v = np.where(v == 0, 3, v)
    return v.astype(dtype.np)


def as_ref(arr, out_dtype=None):
    """float64 for floating inputs (or a floating result), int64 for integral, bool for bool."""
    if arr.dtype.kind == "f" or arr.dtype == tg.bfloat16.np or (out_dtype is not None and out_dtype.is_floating_point):
        return arr.astype(np.float64)
    if arr.dtype == np.bool_:
        return arr
    return arr.astype(np.int64)


RTOL = {tg.float16: 2e-3, tg.bfloat16: 1.6e-2, tg.float32: 2e-5, tg.float64: 1e-10}


def assert_matches(result, ref, dtype, rtol=None):
    """``result`` (a tensor of ``dtype``) equals the float64/int64 reference
    rounded to ``dtype``: exactly for bool/integers, within a few ulps for floats."""
    assert result.dtype is dtype, (result.dtype, dtype)
    got = np.asarray(result.cpu().numpy())
    ref = np.asarray(ref)
    assert got.shape == ref.shape, (got.shape, ref.shape)
    if not dtype.is_floating_point:
        with np.errstate(all="ignore"):
            want = ref.astype(dtype.np)  # integer wrap-around, as PyTorch
        np.testing.assert_array_equal(got, want)
        return
    with np.errstate(all="ignore"):
        want = ref.astype(np.float64).astype(dtype.np).astype(np.float64)
    tol = RTOL[dtype] if rtol is None else rtol
    np.testing.assert_allclose(got.astype(np.float64), want, rtol=tol, atol=tol, equal_nan=True)
