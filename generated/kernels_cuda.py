# generated from ops.yaml — do not edit
"""CUDA kernels (numba.cuda): per operator case, a device function and a
grid-stride kernel over flat storages with explicit strides and offsets.

Imported only when a cuda tensor is first used (importing numba.cuda is slow).
Runs under NUMBA_ENABLE_CUDASIM=1 when no GPU is present.
"""
import math

import numpy as np
from numba import cuda


# ---- storage format: bfloat16 lives as uint16 bits on the device (no CUDA
# bfloat16 dtype in NumPy); these move it to and from float32 bit patterns.
@cuda.jit
def _bf16_decode(src, src_off, src_st, out_u32, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        si = src_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            si += k * src_st[d]
        out_u32[i] = np.uint32(src[si]) << np.uint32(16)


@cuda.jit
def _bf16_encode(src_u32, dst, dst_off, dst_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        di = dst_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            di += k * dst_st[d]
        u = src_u32[i]
        if (u & np.uint32(0x7FFFFFFF)) > np.uint32(0x7F800000):  # NaN stays a quiet NaN
            dst[di] = np.uint16((u >> np.uint32(16)) | np.uint32(0x40))
        else:  # round to nearest even
            u = u + np.uint32(0x7FFF) + ((u >> np.uint32(16)) & np.uint32(1))
            dst[di] = np.uint16(u >> np.uint32(16))


# ---- helpers (ops.yaml `helpers:`)
@cuda.jit(device=True)
def floor_(x):
    r = x - x % 1
    return r if r == r else x


@cuda.jit(device=True)
def ceil_(x):
    return -floor_(-x)


@cuda.jit(device=True)
def trunc_(x):
    return floor_(x) if x >= 0 else -floor_(-x)


@cuda.jit(device=True)
def round_half_even(x):
    if not (abs(x) < 4503599627370496.0):
        return x
    r = floor_(x)
    d = x - r
    if d > 0.5 or (d == 0.5 and r % 2 != 0):
        r = r + 1
    return r


@cuda.jit(device=True)
def round_decimals(x, decimals):
    if decimals == 0:
        return round_half_even(x)
    if decimals > 0:
        scale = 10.0 ** decimals
        return round_half_even(x * scale) / scale
    scale = 10.0 ** (-decimals)
    return round_half_even(x / scale) * scale


@cuda.jit(device=True)
def sign_(x):
    return (x > 0) - (x < 0)


@cuda.jit(device=True)
def sigmoid_(x):
    return 1.0 / (1.0 + math.exp(-x))


@cuda.jit(device=True)
def fmod_(a, b):
    r = a % b
    if r != 0 and ((r < 0) != (a < 0)):
        r = r - b
    return r


@cuda.jit(device=True)
def trunc_div(a, b):
    q = a // b
    if a % b != 0 and ((a < 0) != (b < 0)):
        q = q + 1
    return q


@cuda.jit(device=True)
def maximum_(a, b):
    if a != a:
        return a
    if b != b:
        return b
    return a if a > b else b


@cuda.jit(device=True)
def minimum_(a, b):
    if a != a:
        return a
    if b != b:
        return b
    return a if a < b else b


@cuda.jit(device=True)
def clamp_(x, lo, hi):
    if x != x:
        return x
    if lo != lo:
        return lo
    if hi != hi:
        return hi
    y = x if x > lo else lo
    return y if y < hi else hi


@cuda.jit(device=True)
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


@cuda.jit(device=True)
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
@cuda.jit(device=True)
def _add(self, other, alpha):
    return self + alpha * other


@cuda.jit
def add(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n, alpha):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _add(self[self_i], other[other_i], alpha)


# ---- sub: sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
@cuda.jit(device=True)
def _sub(self, other, alpha):
    return self - alpha * other


@cuda.jit
def sub(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n, alpha):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _sub(self[self_i], other[other_i], alpha)


# ---- mul: mul(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _mul(self, other):
    return self * other


@cuda.jit
def mul(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _mul(self[self_i], other[other_i])


# ---- div: div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor
@cuda.jit(device=True)
def _div(self, other):
    return self / other


@cuda.jit
def div(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _div(self[self_i], other[other_i])

@cuda.jit(device=True)
def _div__trunc(self, other):
    return trunc_div(self, other)


@cuda.jit
def div__trunc(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _div__trunc(self[self_i], other[other_i])

@cuda.jit(device=True)
def _div__floor(self, other):
    return self // other


@cuda.jit
def div__floor(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _div__floor(self[self_i], other[other_i])


# ---- floor_divide: floor_divide(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _floor_divide(self, other):
    return self // other


@cuda.jit
def floor_divide(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _floor_divide(self[self_i], other[other_i])


# ---- remainder: remainder(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _remainder(self, other):
    return self % other


@cuda.jit
def remainder(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _remainder(self[self_i], other[other_i])


# ---- fmod: fmod(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _fmod(self, other):
    return fmod_(self, other)


@cuda.jit
def fmod(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _fmod(self[self_i], other[other_i])


# ---- pow: pow(Tensor self, Tensor exponent) -> Tensor
@cuda.jit(device=True)
def _pow(self, exponent):
    return self ** exponent


@cuda.jit
def pow(self, self_off, self_st, exponent, exponent_off, exponent_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        exponent_i = exponent_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            exponent_i += k * exponent_st[d]
            out_i += k * out_st[d]
        out[out_i] = _pow(self[self_i], exponent[exponent_i])


# ---- atan2: atan2(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _atan2(self, other):
    return math.atan2(self, other)


@cuda.jit
def atan2(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _atan2(self[self_i], other[other_i])


# ---- maximum: maximum(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _maximum(self, other):
    return maximum_(self, other)


@cuda.jit
def maximum(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _maximum(self[self_i], other[other_i])


# ---- minimum: minimum(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _minimum(self, other):
    return minimum_(self, other)


@cuda.jit
def minimum(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _minimum(self[self_i], other[other_i])


# ---- clamp: clamp(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
@cuda.jit(device=True)
def _clamp(self, min, max):
    return clamp_(self, min, max)


@cuda.jit
def clamp(self, self_off, self_st, min, min_off, min_st, max, max_off, max_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        min_i = min_off
        max_i = max_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            min_i += k * min_st[d]
            max_i += k * max_st[d]
            out_i += k * out_st[d]
        out[out_i] = _clamp(self[self_i], min[min_i], max[max_i])


# ---- where: where(Tensor condition, Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _where(condition, self, other):
    return self if condition else other


@cuda.jit
def where(condition, condition_off, condition_st, self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        condition_i = condition_off
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            condition_i += k * condition_st[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _where(condition[condition_i], self[self_i], other[other_i])


# ---- bitwise_and: bitwise_and(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _bitwise_and(self, other):
    return self & other


@cuda.jit
def bitwise_and(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _bitwise_and(self[self_i], other[other_i])


# ---- bitwise_or: bitwise_or(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _bitwise_or(self, other):
    return self | other


@cuda.jit
def bitwise_or(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _bitwise_or(self[self_i], other[other_i])


# ---- bitwise_xor: bitwise_xor(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _bitwise_xor(self, other):
    return self ^ other


@cuda.jit
def bitwise_xor(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _bitwise_xor(self[self_i], other[other_i])


# ---- bitwise_not: bitwise_not(Tensor self) -> Tensor
@cuda.jit(device=True)
def _bitwise_not(self):
    return ~self


@cuda.jit
def bitwise_not(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _bitwise_not(self[self_i])

@cuda.jit(device=True)
def _bitwise_not__bool(self):
    return not self


@cuda.jit
def bitwise_not__bool(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _bitwise_not__bool(self[self_i])


# ---- logical_not: logical_not(Tensor self) -> Tensor
@cuda.jit(device=True)
def _logical_not(self):
    return self == 0


@cuda.jit
def logical_not(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _logical_not(self[self_i])


# ---- logical_and: logical_and(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _logical_and(self, other):
    return self != 0 and other != 0


@cuda.jit
def logical_and(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _logical_and(self[self_i], other[other_i])


# ---- logical_or: logical_or(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _logical_or(self, other):
    return self != 0 or other != 0


@cuda.jit
def logical_or(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _logical_or(self[self_i], other[other_i])


# ---- logical_xor: logical_xor(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _logical_xor(self, other):
    return (self != 0) != (other != 0)


@cuda.jit
def logical_xor(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _logical_xor(self[self_i], other[other_i])


# ---- eq: eq(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _eq(self, other):
    return self == other


@cuda.jit
def eq(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _eq(self[self_i], other[other_i])


# ---- ne: ne(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _ne(self, other):
    return self != other


@cuda.jit
def ne(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _ne(self[self_i], other[other_i])


# ---- lt: lt(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _lt(self, other):
    return self < other


@cuda.jit
def lt(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _lt(self[self_i], other[other_i])


# ---- le: le(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _le(self, other):
    return self <= other


@cuda.jit
def le(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _le(self[self_i], other[other_i])


# ---- gt: gt(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _gt(self, other):
    return self > other


@cuda.jit
def gt(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _gt(self[self_i], other[other_i])


# ---- ge: ge(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _ge(self, other):
    return self >= other


@cuda.jit
def ge(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        other_i = other_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            other_i += k * other_st[d]
            out_i += k * out_st[d]
        out[out_i] = _ge(self[self_i], other[other_i])


# ---- neg: neg(Tensor self) -> Tensor
@cuda.jit(device=True)
def _neg(self):
    return -self


@cuda.jit
def neg(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _neg(self[self_i])


# ---- abs: abs(Tensor self) -> Tensor
@cuda.jit(device=True)
def _abs(self):
    return abs(self)


@cuda.jit
def abs(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _abs(self[self_i])


# ---- sign: sign(Tensor self) -> Tensor
@cuda.jit(device=True)
def _sign(self):
    return sign_(self)


@cuda.jit
def sign(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _sign(self[self_i])


# ---- sgn: sgn(Tensor self) -> Tensor
@cuda.jit(device=True)
def _sgn(self):
    return sign_(self)


@cuda.jit
def sgn(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _sgn(self[self_i])


# ---- square: square(Tensor self) -> Tensor
@cuda.jit(device=True)
def _square(self):
    return self * self


@cuda.jit
def square(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _square(self[self_i])


# ---- ceil: ceil(Tensor self) -> Tensor
@cuda.jit(device=True)
def _ceil(self):
    return ceil_(self)


@cuda.jit
def ceil(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _ceil(self[self_i])


# ---- floor: floor(Tensor self) -> Tensor
@cuda.jit(device=True)
def _floor(self):
    return floor_(self)


@cuda.jit
def floor(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _floor(self[self_i])


# ---- trunc: trunc(Tensor self) -> Tensor
@cuda.jit(device=True)
def _trunc(self):
    return trunc_(self)


@cuda.jit
def trunc(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _trunc(self[self_i])


# ---- round: round(Tensor self, *, int decimals=0) -> Tensor
@cuda.jit(device=True)
def _round(self, decimals):
    return round_decimals(self, decimals)


@cuda.jit
def round(self, self_off, self_st, out, out_off, out_st, shape, n, decimals):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _round(self[self_i], decimals)


# ---- frac: frac(Tensor self) -> Tensor
@cuda.jit(device=True)
def _frac(self):
    return self - trunc_(self)


@cuda.jit
def frac(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _frac(self[self_i])


# ---- reciprocal: reciprocal(Tensor self) -> Tensor
@cuda.jit(device=True)
def _reciprocal(self):
    return 1.0 / self


@cuda.jit
def reciprocal(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _reciprocal(self[self_i])


# ---- sqrt: sqrt(Tensor self) -> Tensor
@cuda.jit(device=True)
def _sqrt(self):
    return math.sqrt(self) if self >= 0 else math.nan


@cuda.jit
def sqrt(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _sqrt(self[self_i])


# ---- rsqrt: rsqrt(Tensor self) -> Tensor
@cuda.jit(device=True)
def _rsqrt(self):
    return 1.0 / math.sqrt(self) if self >= 0 else math.nan


@cuda.jit
def rsqrt(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _rsqrt(self[self_i])


# ---- exp: exp(Tensor self) -> Tensor
@cuda.jit(device=True)
def _exp(self):
    return math.exp(self)


@cuda.jit
def exp(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _exp(self[self_i])


# ---- expm1: expm1(Tensor self) -> Tensor
@cuda.jit(device=True)
def _expm1(self):
    return math.expm1(self)


@cuda.jit
def expm1(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _expm1(self[self_i])


# ---- log: log(Tensor self) -> Tensor
@cuda.jit(device=True)
def _log(self):
    return (math.log(self) if self > 0 else -math.inf) if self >= 0 else math.nan


@cuda.jit
def log(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _log(self[self_i])


# ---- log2: log2(Tensor self) -> Tensor
@cuda.jit(device=True)
def _log2(self):
    return (math.log2(self) if self > 0 else -math.inf) if self >= 0 else math.nan


@cuda.jit
def log2(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _log2(self[self_i])


# ---- log10: log10(Tensor self) -> Tensor
@cuda.jit(device=True)
def _log10(self):
    return (math.log10(self) if self > 0 else -math.inf) if self >= 0 else math.nan


@cuda.jit
def log10(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _log10(self[self_i])


# ---- log1p: log1p(Tensor self) -> Tensor
@cuda.jit(device=True)
def _log1p(self):
    return (math.log1p(self) if self > -1 else -math.inf) if self >= -1 else math.nan


@cuda.jit
def log1p(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _log1p(self[self_i])


# ---- sin: sin(Tensor self) -> Tensor
@cuda.jit(device=True)
def _sin(self):
    return math.sin(self)


@cuda.jit
def sin(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _sin(self[self_i])


# ---- cos: cos(Tensor self) -> Tensor
@cuda.jit(device=True)
def _cos(self):
    return math.cos(self)


@cuda.jit
def cos(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _cos(self[self_i])


# ---- tan: tan(Tensor self) -> Tensor
@cuda.jit(device=True)
def _tan(self):
    return math.tan(self)


@cuda.jit
def tan(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _tan(self[self_i])


# ---- asin: asin(Tensor self) -> Tensor
@cuda.jit(device=True)
def _asin(self):
    return math.asin(self) if -1 <= self <= 1 else math.nan


@cuda.jit
def asin(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _asin(self[self_i])


# ---- acos: acos(Tensor self) -> Tensor
@cuda.jit(device=True)
def _acos(self):
    return math.acos(self) if -1 <= self <= 1 else math.nan


@cuda.jit
def acos(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _acos(self[self_i])


# ---- atan: atan(Tensor self) -> Tensor
@cuda.jit(device=True)
def _atan(self):
    return math.atan(self)


@cuda.jit
def atan(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _atan(self[self_i])


# ---- sinh: sinh(Tensor self) -> Tensor
@cuda.jit(device=True)
def _sinh(self):
    return math.sinh(self)


@cuda.jit
def sinh(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _sinh(self[self_i])


# ---- cosh: cosh(Tensor self) -> Tensor
@cuda.jit(device=True)
def _cosh(self):
    return math.cosh(self)


@cuda.jit
def cosh(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _cosh(self[self_i])


# ---- tanh: tanh(Tensor self) -> Tensor
@cuda.jit(device=True)
def _tanh(self):
    return math.tanh(self)


@cuda.jit
def tanh(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _tanh(self[self_i])


# ---- sigmoid: sigmoid(Tensor self) -> Tensor
@cuda.jit(device=True)
def _sigmoid(self):
    return sigmoid_(self)


@cuda.jit
def sigmoid(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _sigmoid(self[self_i])


# ---- erf: erf(Tensor self) -> Tensor
@cuda.jit(device=True)
def _erf(self):
    return math.erf(self)


@cuda.jit
def erf(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _erf(self[self_i])


# ---- erfc: erfc(Tensor self) -> Tensor
@cuda.jit(device=True)
def _erfc(self):
    return math.erfc(self)


@cuda.jit
def erfc(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _erfc(self[self_i])


# ---- erfinv: erfinv(Tensor self) -> Tensor
@cuda.jit(device=True)
def _erfinv(self):
    return erfinv_(self)


@cuda.jit
def erfinv(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _erfinv(self[self_i])


# ---- digamma: digamma(Tensor self) -> Tensor
@cuda.jit(device=True)
def _digamma(self):
    return digamma_(self)


@cuda.jit
def digamma(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = _digamma(self[self_i])


# ---- _to_copy: _to_copy(Tensor self) -> Tensor
@cuda.jit(device=True)
def __to_copy(self):
    return self


@cuda.jit
def _to_copy(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = __to_copy(self[self_i])
