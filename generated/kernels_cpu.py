# generated from ops.yaml — do not edit
"""CPU kernels: per operator case, a scalar function and two loops (flat and N-d).

Operands arrive already broadcast, in the computation dtype; the wrapper
(ops.py) has merged every dimension it can, so the flat loop is the common case.
"""
import math

import numpy as np
from numba import njit

# error_model="numpy": division by zero gives inf/nan instead of raising.
_jit = njit(cache=True, error_model="numpy")


# ---- helpers (ops.yaml `helpers:`)
@_jit
def floor_(x):
    r = x - x % 1
    return r if r == r else x


@_jit
def ceil_(x):
    return -floor_(-x)


@_jit
def trunc_(x):
    return floor_(x) if x >= 0 else -floor_(-x)


@_jit
def round_half_even(x):
    if not (abs(x) < 4503599627370496.0):
        return x
    r = floor_(x)
    d = x - r
    if d > 0.5 or (d == 0.5 and r % 2 != 0):
        r = r + 1
    return r


@_jit
def round_decimals(x, decimals):
    if decimals == 0:
        return round_half_even(x)
    if decimals > 0:
        scale = 10.0 ** decimals
        return round_half_even(x * scale) / scale
    scale = 10.0 ** (-decimals)
    return round_half_even(x / scale) * scale


@_jit
def sign_(x):
    return (x > 0) - (x < 0)


@_jit
def sigmoid_(x):
    return 1.0 / (1.0 + math.exp(-x))


@_jit
def fmod_(a, b):
    r = a % b
    if r != 0 and ((r < 0) != (a < 0)):
        r = r - b
    return r


@_jit
def trunc_div(a, b):
    q = a // b
    if a % b != 0 and ((a < 0) != (b < 0)):
        q = q + 1
    return q


@_jit
def maximum_(a, b):
    if a != a:
        return a
    if b != b:
        return b
    return a if a > b else b


@_jit
def minimum_(a, b):
    if a != a:
        return a
    if b != b:
        return b
    return a if a < b else b


@_jit
def clamp_(x, lo, hi):
    if x != x:
        return x
    if lo != lo:
        return lo
    if hi != hi:
        return hi
    y = x if x > lo else lo
    return y if y < hi else hi


@_jit
def erfinv_(x):
    if x != x or x < -1.0 or x > 1.0:
        return math.nan
    if x == 1.0:
        return math.inf
    if x == -1.0:
        return -math.inf
    # Giles' single-precision approximation, then Newton steps on erf.
    w = -math.log((1.0 - x) * (1.0 + x))
    if w < 5.0:
        w = w - 2.5
        p = 2.81022636e-08
        p = 3.43273939e-07 + p * w
        p = -3.5233877e-06 + p * w
        p = -4.39150654e-06 + p * w
        p = 0.00021858087 + p * w
        p = -0.00125372503 + p * w
        p = -0.00417768164 + p * w
        p = 0.246640727 + p * w
        p = 1.50140941 + p * w
    else:
        w = math.sqrt(w) - 3.0
        p = -0.000200214257
        p = 0.000100950558 + p * w
        p = 0.00134934322 + p * w
        p = -0.00367342844 + p * w
        p = 0.00573950773 + p * w
        p = -0.0076224613 + p * w
        p = 0.00943887047 + p * w
        p = 1.00167406 + p * w
        p = 2.83297682 + p * w
    y = p * x
    for _ in range(2):
        y = y - (math.erf(y) - x) / (1.1283791670955126 * math.exp(-y * y))
    return y


@_jit
def digamma_(x):
    x = 1.0 * x
    if x != x or x == math.inf:
        return x
    if x == 0.0:
        return -math.inf if math.copysign(1.0, x) > 0 else math.inf
    result = 0.0
    if x < 0.0:
        if x == floor_(x):
            return math.nan
        # reflection: psi(1 - x) - pi / tan(pi x)
        result = -math.pi / math.tan(math.pi * x)
        x = 1.0 - x
    while x < 6.0:
        result = result - 1.0 / x
        x = x + 1.0
    inv = 1.0 / (x * x)
    series = inv * (1.0 / 12 - inv * (1.0 / 120 - inv * (1.0 / 252 - inv * (1.0 / 240 - inv * (1.0 / 132)))))
    return result + math.log(x) - 0.5 / x - series


# ---- add: add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
@_jit
def _add(self, other, alpha):
    return self + alpha * other


@_jit
def add_1d(self, other, out, alpha):
    for i in range(out.shape[0]):
        out[i] = _add(self[i], other[i], alpha)


@_jit
def add_nd(self, other, out, alpha):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _add(self_row[i], other_row[i], alpha)


# ---- sub: sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
@_jit
def _sub(self, other, alpha):
    return self - alpha * other


@_jit
def sub_1d(self, other, out, alpha):
    for i in range(out.shape[0]):
        out[i] = _sub(self[i], other[i], alpha)


@_jit
def sub_nd(self, other, out, alpha):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _sub(self_row[i], other_row[i], alpha)


# ---- mul: mul(Tensor self, Tensor other) -> Tensor
@_jit
def _mul(self, other):
    return self * other


@_jit
def mul_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = _mul(self[i], other[i])


@_jit
def mul_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _mul(self_row[i], other_row[i])


# ---- div: div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor
@_jit
def _div(self, other):
    return self / other


@_jit
def div_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = _div(self[i], other[i])


@_jit
def div_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _div(self_row[i], other_row[i])

@_jit
def _div__trunc(self, other):
    return trunc_div(self, other)


@_jit
def div__trunc_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = _div__trunc(self[i], other[i])


@_jit
def div__trunc_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _div__trunc(self_row[i], other_row[i])

@_jit
def _div__floor(self, other):
    return self // other


@_jit
def div__floor_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = _div__floor(self[i], other[i])


@_jit
def div__floor_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _div__floor(self_row[i], other_row[i])


# ---- floor_divide: floor_divide(Tensor self, Tensor other) -> Tensor
@_jit
def _floor_divide(self, other):
    return self // other


@_jit
def floor_divide_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = _floor_divide(self[i], other[i])


@_jit
def floor_divide_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _floor_divide(self_row[i], other_row[i])


# ---- remainder: remainder(Tensor self, Tensor other) -> Tensor
@_jit
def _remainder(self, other):
    return self % other


@_jit
def remainder_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = _remainder(self[i], other[i])


@_jit
def remainder_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _remainder(self_row[i], other_row[i])


# ---- fmod: fmod(Tensor self, Tensor other) -> Tensor
@_jit
def _fmod(self, other):
    return fmod_(self, other)


@_jit
def fmod_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = _fmod(self[i], other[i])


@_jit
def fmod_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _fmod(self_row[i], other_row[i])


# ---- pow: pow(Tensor self, Tensor exponent) -> Tensor
@_jit
def _pow(self, exponent):
    return self ** exponent


@_jit
def pow_1d(self, exponent, out):
    for i in range(out.shape[0]):
        out[i] = _pow(self[i], exponent[i])


@_jit
def pow_nd(self, exponent, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        exponent_row = exponent[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _pow(self_row[i], exponent_row[i])


# ---- atan2: atan2(Tensor self, Tensor other) -> Tensor
@_jit
def _atan2(self, other):
    return math.atan2(self, other)


@_jit
def atan2_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = _atan2(self[i], other[i])


@_jit
def atan2_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _atan2(self_row[i], other_row[i])


# ---- maximum: maximum(Tensor self, Tensor other) -> Tensor
@_jit
def _maximum(self, other):
    return maximum_(self, other)


@_jit
def maximum_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = _maximum(self[i], other[i])


@_jit
def maximum_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _maximum(self_row[i], other_row[i])


# ---- minimum: minimum(Tensor self, Tensor other) -> Tensor
@_jit
def _minimum(self, other):
    return minimum_(self, other)


@_jit
def minimum_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = _minimum(self[i], other[i])


@_jit
def minimum_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _minimum(self_row[i], other_row[i])


# ---- clamp: clamp(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
@_jit
def _clamp(self, min, max):
    return clamp_(self, min, max)


@_jit
def clamp_1d(self, min, max, out):
    for i in range(out.shape[0]):
        out[i] = _clamp(self[i], min[i], max[i])


@_jit
def clamp_nd(self, min, max, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        min_row = min[idx]
        max_row = max[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _clamp(self_row[i], min_row[i], max_row[i])


# ---- where: where(Tensor condition, Tensor self, Tensor other) -> Tensor
@_jit
def _where(condition, self, other):
    return self if condition else other


@_jit
def where_1d(condition, self, other, out):
    for i in range(out.shape[0]):
        out[i] = _where(condition[i], self[i], other[i])


@_jit
def where_nd(condition, self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        condition_row = condition[idx]
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _where(condition_row[i], self_row[i], other_row[i])


# ---- bitwise_and: bitwise_and(Tensor self, Tensor other) -> Tensor
@_jit
def _bitwise_and(self, other):
    return self & other


@_jit
def bitwise_and_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = _bitwise_and(self[i], other[i])


@_jit
def bitwise_and_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _bitwise_and(self_row[i], other_row[i])


# ---- bitwise_or: bitwise_or(Tensor self, Tensor other) -> Tensor
@_jit
def _bitwise_or(self, other):
    return self | other


@_jit
def bitwise_or_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = _bitwise_or(self[i], other[i])


@_jit
def bitwise_or_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _bitwise_or(self_row[i], other_row[i])


# ---- bitwise_xor: bitwise_xor(Tensor self, Tensor other) -> Tensor
@_jit
def _bitwise_xor(self, other):
    return self ^ other


@_jit
def bitwise_xor_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = _bitwise_xor(self[i], other[i])


@_jit
def bitwise_xor_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _bitwise_xor(self_row[i], other_row[i])


# ---- bitwise_not: bitwise_not(Tensor self) -> Tensor
@_jit
def _bitwise_not(self):
    return ~self


@_jit
def bitwise_not_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _bitwise_not(self[i])


@_jit
def bitwise_not_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _bitwise_not(self_row[i])

@_jit
def _bitwise_not__bool(self):
    return not self


@_jit
def bitwise_not__bool_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _bitwise_not__bool(self[i])


@_jit
def bitwise_not__bool_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _bitwise_not__bool(self_row[i])


# ---- logical_not: logical_not(Tensor self) -> Tensor
@_jit
def _logical_not(self):
    return self == 0


@_jit
def logical_not_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _logical_not(self[i])


@_jit
def logical_not_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _logical_not(self_row[i])


# ---- logical_and: logical_and(Tensor self, Tensor other) -> Tensor
@_jit
def _logical_and(self, other):
    return self != 0 and other != 0


@_jit
def logical_and_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = _logical_and(self[i], other[i])


@_jit
def logical_and_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _logical_and(self_row[i], other_row[i])


# ---- logical_or: logical_or(Tensor self, Tensor other) -> Tensor
@_jit
def _logical_or(self, other):
    return self != 0 or other != 0


@_jit
def logical_or_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = _logical_or(self[i], other[i])


@_jit
def logical_or_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _logical_or(self_row[i], other_row[i])


# ---- logical_xor: logical_xor(Tensor self, Tensor other) -> Tensor
@_jit
def _logical_xor(self, other):
    return (self != 0) != (other != 0)


@_jit
def logical_xor_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = _logical_xor(self[i], other[i])


@_jit
def logical_xor_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _logical_xor(self_row[i], other_row[i])


# ---- eq: eq(Tensor self, Tensor other) -> Tensor
@_jit
def _eq(self, other):
    return self == other


@_jit
def eq_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = _eq(self[i], other[i])


@_jit
def eq_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _eq(self_row[i], other_row[i])


# ---- ne: ne(Tensor self, Tensor other) -> Tensor
@_jit
def _ne(self, other):
    return self != other


@_jit
def ne_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = _ne(self[i], other[i])


@_jit
def ne_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _ne(self_row[i], other_row[i])


# ---- lt: lt(Tensor self, Tensor other) -> Tensor
@_jit
def _lt(self, other):
    return self < other


@_jit
def lt_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = _lt(self[i], other[i])


@_jit
def lt_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _lt(self_row[i], other_row[i])


# ---- le: le(Tensor self, Tensor other) -> Tensor
@_jit
def _le(self, other):
    return self <= other


@_jit
def le_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = _le(self[i], other[i])


@_jit
def le_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _le(self_row[i], other_row[i])


# ---- gt: gt(Tensor self, Tensor other) -> Tensor
@_jit
def _gt(self, other):
    return self > other


@_jit
def gt_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = _gt(self[i], other[i])


@_jit
def gt_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _gt(self_row[i], other_row[i])


# ---- ge: ge(Tensor self, Tensor other) -> Tensor
@_jit
def _ge(self, other):
    return self >= other


@_jit
def ge_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = _ge(self[i], other[i])


@_jit
def ge_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _ge(self_row[i], other_row[i])


# ---- neg: neg(Tensor self) -> Tensor
@_jit
def _neg(self):
    return -self


@_jit
def neg_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _neg(self[i])


@_jit
def neg_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _neg(self_row[i])


# ---- abs: abs(Tensor self) -> Tensor
@_jit
def _abs(self):
    return abs(self)


@_jit
def abs_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _abs(self[i])


@_jit
def abs_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _abs(self_row[i])


# ---- sign: sign(Tensor self) -> Tensor
@_jit
def _sign(self):
    return sign_(self)


@_jit
def sign_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _sign(self[i])


@_jit
def sign_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _sign(self_row[i])


# ---- sgn: sgn(Tensor self) -> Tensor
@_jit
def _sgn(self):
    return sign_(self)


@_jit
def sgn_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _sgn(self[i])


@_jit
def sgn_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _sgn(self_row[i])


# ---- square: square(Tensor self) -> Tensor
@_jit
def _square(self):
    return self * self


@_jit
def square_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _square(self[i])


@_jit
def square_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _square(self_row[i])


# ---- ceil: ceil(Tensor self) -> Tensor
@_jit
def _ceil(self):
    return ceil_(self)


@_jit
def ceil_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _ceil(self[i])


@_jit
def ceil_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _ceil(self_row[i])


# ---- floor: floor(Tensor self) -> Tensor
@_jit
def _floor(self):
    return floor_(self)


@_jit
def floor_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _floor(self[i])


@_jit
def floor_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _floor(self_row[i])


# ---- trunc: trunc(Tensor self) -> Tensor
@_jit
def _trunc(self):
    return trunc_(self)


@_jit
def trunc_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _trunc(self[i])


@_jit
def trunc_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _trunc(self_row[i])


# ---- round: round(Tensor self, *, int decimals=0) -> Tensor
@_jit
def _round(self, decimals):
    return round_decimals(self, decimals)


@_jit
def round_1d(self, out, decimals):
    for i in range(out.shape[0]):
        out[i] = _round(self[i], decimals)


@_jit
def round_nd(self, out, decimals):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _round(self_row[i], decimals)


# ---- frac: frac(Tensor self) -> Tensor
@_jit
def _frac(self):
    return self - trunc_(self)


@_jit
def frac_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _frac(self[i])


@_jit
def frac_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _frac(self_row[i])


# ---- reciprocal: reciprocal(Tensor self) -> Tensor
@_jit
def _reciprocal(self):
    return 1.0 / self


@_jit
def reciprocal_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _reciprocal(self[i])


@_jit
def reciprocal_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _reciprocal(self_row[i])


# ---- sqrt: sqrt(Tensor self) -> Tensor
@_jit
def _sqrt(self):
    return math.sqrt(self) if self >= 0 else math.nan


@_jit
def sqrt_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _sqrt(self[i])


@_jit
def sqrt_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _sqrt(self_row[i])


# ---- rsqrt: rsqrt(Tensor self) -> Tensor
@_jit
def _rsqrt(self):
    return 1.0 / math.sqrt(self) if self >= 0 else math.nan


@_jit
def rsqrt_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _rsqrt(self[i])


@_jit
def rsqrt_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _rsqrt(self_row[i])


# ---- exp: exp(Tensor self) -> Tensor
@_jit
def _exp(self):
    return math.exp(self)


@_jit
def exp_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _exp(self[i])


@_jit
def exp_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _exp(self_row[i])


# ---- expm1: expm1(Tensor self) -> Tensor
@_jit
def _expm1(self):
    return math.expm1(self)


@_jit
def expm1_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _expm1(self[i])


@_jit
def expm1_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _expm1(self_row[i])


# ---- log: log(Tensor self) -> Tensor
@_jit
def _log(self):
    return (math.log(self) if self > 0 else -math.inf) if self >= 0 else math.nan


@_jit
def log_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _log(self[i])


@_jit
def log_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _log(self_row[i])


# ---- log2: log2(Tensor self) -> Tensor
@_jit
def _log2(self):
    return (math.log2(self) if self > 0 else -math.inf) if self >= 0 else math.nan


@_jit
def log2_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _log2(self[i])


@_jit
def log2_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _log2(self_row[i])


# ---- log10: log10(Tensor self) -> Tensor
@_jit
def _log10(self):
    return (math.log10(self) if self > 0 else -math.inf) if self >= 0 else math.nan


@_jit
def log10_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _log10(self[i])


@_jit
def log10_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _log10(self_row[i])


# ---- log1p: log1p(Tensor self) -> Tensor
@_jit
def _log1p(self):
    return (math.log1p(self) if self > -1 else -math.inf) if self >= -1 else math.nan


@_jit
def log1p_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _log1p(self[i])


@_jit
def log1p_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _log1p(self_row[i])


# ---- sin: sin(Tensor self) -> Tensor
@_jit
def _sin(self):
    return math.sin(self)


@_jit
def sin_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _sin(self[i])


@_jit
def sin_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _sin(self_row[i])


# ---- cos: cos(Tensor self) -> Tensor
@_jit
def _cos(self):
    return math.cos(self)


@_jit
def cos_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _cos(self[i])


@_jit
def cos_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _cos(self_row[i])


# ---- tan: tan(Tensor self) -> Tensor
@_jit
def _tan(self):
    return math.tan(self)


@_jit
def tan_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _tan(self[i])


@_jit
def tan_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _tan(self_row[i])


# ---- asin: asin(Tensor self) -> Tensor
@_jit
def _asin(self):
    return math.asin(self) if -1 <= self <= 1 else math.nan


@_jit
def asin_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _asin(self[i])


@_jit
def asin_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _asin(self_row[i])


# ---- acos: acos(Tensor self) -> Tensor
@_jit
def _acos(self):
    return math.acos(self) if -1 <= self <= 1 else math.nan


@_jit
def acos_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _acos(self[i])


@_jit
def acos_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _acos(self_row[i])


# ---- atan: atan(Tensor self) -> Tensor
@_jit
def _atan(self):
    return math.atan(self)


@_jit
def atan_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _atan(self[i])


@_jit
def atan_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _atan(self_row[i])


# ---- sinh: sinh(Tensor self) -> Tensor
@_jit
def _sinh(self):
    return math.sinh(self)


@_jit
def sinh_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _sinh(self[i])


@_jit
def sinh_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _sinh(self_row[i])


# ---- cosh: cosh(Tensor self) -> Tensor
@_jit
def _cosh(self):
    return math.cosh(self)


@_jit
def cosh_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _cosh(self[i])


@_jit
def cosh_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _cosh(self_row[i])


# ---- tanh: tanh(Tensor self) -> Tensor
@_jit
def _tanh(self):
    return math.tanh(self)


@_jit
def tanh_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _tanh(self[i])


@_jit
def tanh_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _tanh(self_row[i])


# ---- sigmoid: sigmoid(Tensor self) -> Tensor
@_jit
def _sigmoid(self):
    return sigmoid_(self)


@_jit
def sigmoid_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _sigmoid(self[i])


@_jit
def sigmoid_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _sigmoid(self_row[i])


# ---- erf: erf(Tensor self) -> Tensor
@_jit
def _erf(self):
    return math.erf(self)


@_jit
def erf_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _erf(self[i])


@_jit
def erf_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _erf(self_row[i])


# ---- erfc: erfc(Tensor self) -> Tensor
@_jit
def _erfc(self):
    return math.erfc(self)


@_jit
def erfc_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _erfc(self[i])


@_jit
def erfc_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _erfc(self_row[i])


# ---- erfinv: erfinv(Tensor self) -> Tensor
@_jit
def _erfinv(self):
    return erfinv_(self)


@_jit
def erfinv_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _erfinv(self[i])


@_jit
def erfinv_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _erfinv(self_row[i])


# ---- digamma: digamma(Tensor self) -> Tensor
@_jit
def _digamma(self):
    return digamma_(self)


@_jit
def digamma_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = _digamma(self[i])


@_jit
def digamma_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = _digamma(self_row[i])


# ---- _to_copy: _to_copy(Tensor self) -> Tensor
@_jit
def __to_copy(self):
    return self


@_jit
def _to_copy_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = __to_copy(self[i])


@_jit
def _to_copy_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = __to_copy(self_row[i])
