# generated from ops.yaml — do not edit
"""CUDA kernels (numba.cuda): per operator case, a device function and a
grid-stride kernel over flat storages with explicit strides and offsets.

Imported only when a cuda tensor is first used (importing numba.cuda is slow).
Runs under NUMBA_ENABLE_CUDASIM=1 when no GPU is present.
"""
import math

import numpy as np
from numba import cuda

from ..backends.conversion import register_cuda, store_value

register_cuda()  # the float -> integer store rule, as the CPU kernels use it


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
def int_pow(a, b):
    # Every value in int64 (a + int literal): it wraps, and the store keeps
    # the dtype's low bits, as PyTorch's integer loop. (A uint8 result mixed
    # with int64 ones would make Numba return float64.)
    r = 1
    base = a + 0
    # a negative exponent gives 1, -1 or 0 (the truncated reciprocal), never
    # a division by zero
    if b < 0:
        if base == 1:
            return r
        if base == -1:
            return base if b % 2 != 0 else r
        return r - r
    # square-and-multiply: wraps like PyTorch's integer loop for any exponent
    while b > 0:
        if b & 1:
            r = r * base
        base = base * base
        b = b >> 1
    return r


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
    # Branches, not (x > 0) - (x < 0): NumPy scalars (the CUDA simulator)
    # refuse to subtract bools. nan has sign 0, as in PyTorch.
    if x > 0:
        return 1
    if x < 0:
        return -1
    return 0


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
def fmod_float(a, b):
    # C's fmod (sign of the dividend). On magnitudes Python's % is exactly
    # fmod (numba has no math.fmod; Python's raises where C returns nan).
    if a != a or b != b or b == 0 or abs(a) == math.inf:
        return math.nan
    return math.copysign(abs(a) % abs(b), a)


@cuda.jit(device=True)
def remainder_float(a, b):
    # PyTorch's: fmod moved to the divisor's sign (keeps -0.0 % 3 == -0.0,
    # which Python's % turns into 0.0).
    r = fmod_float(a, b)
    if r != 0 and (b < 0) != (r < 0):
        r = r + b
    return r


@cuda.jit(device=True)
def trunc_div(a, b):
    if b == -1:
        return -a  # the minimum / -1 overflows: it wraps to itself, as PyTorch
    q = a // b
    if a % b != 0 and ((a < 0) != (b < 0)):
        q = q + 1
    return q


@cuda.jit(device=True)
def floor_div_int(a, b):
    if b == -1:
        return -a  # the minimum // -1 overflows: it wraps to itself, as PyTorch
    return a // b


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
    while x < 10.0:
        result = result - 1.0 / x
        x = x + 1.0
    inv = 1.0 / (x * x)
    series = inv * (1.0 / 12 - inv * (1.0 / 120 - inv * (1.0 / 252 - inv * (1.0 / 240 - inv * (1.0 / 132)))))
    return result + math.log(x) - 0.5 / x - series


# ---- random kind: numba.cuda.random's xoroshiro128p, one state per thread.
import warnings as _warnings  # noqa: E402

with _warnings.catch_warnings():
    # numba-cuda's host-side state initialiser is declared with a deprecated jit keyword
    _warnings.simplefilter("ignore", DeprecationWarning)
    from numba.cuda.random import xoroshiro128p_next, xoroshiro128p_normal_float64


@cuda.jit(device=True)
def _rng_uniform(states, tid, ubits):
    return np.float64(xoroshiro128p_next(states, tid) >> np.uint64(64 - ubits)) / \
        np.float64(np.uint64(1) << np.uint64(ubits))


@cuda.jit(device=True)
def randint_(bits, lo, span):
    r = bits if span == np.uint64(0) else bits % span
    return np.int64(lo + r)


# ---- add: add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
@cuda.jit(device=True)
def _add(self, other, alpha):
    return self + alpha * other


@cuda.jit
def add_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n, alpha):
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
        out[out_i] = store_value(_add(self[self_i], other[other_i], alpha), out)


# ---- sub: sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
@cuda.jit(device=True)
def _sub(self, other, alpha):
    return self - alpha * other


@cuda.jit
def sub_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n, alpha):
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
        out[out_i] = store_value(_sub(self[self_i], other[other_i], alpha), out)


# ---- mul: mul(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _mul(self, other):
    return self * other


@cuda.jit
def mul_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_mul(self[self_i], other[other_i]), out)


# ---- div: div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor
@cuda.jit(device=True)
def _div(self, other):
    return self / other


@cuda.jit
def div_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_div(self[self_i], other[other_i]), out)

@cuda.jit(device=True)
def _div__trunc(self, other):
    return trunc_(self / other)


@cuda.jit
def div__trunc_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_div__trunc(self[self_i], other[other_i]), out)

@cuda.jit(device=True)
def _div__trunc__int(self, other):
    return trunc_div(self, other)


@cuda.jit
def div__trunc__int_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_div__trunc__int(self[self_i], other[other_i]), out)

@cuda.jit(device=True)
def _div__floor(self, other):
    return self // other


@cuda.jit
def div__floor_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_div__floor(self[self_i], other[other_i]), out)

@cuda.jit(device=True)
def _div__floor__int(self, other):
    return floor_div_int(self, other)


@cuda.jit
def div__floor__int_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_div__floor__int(self[self_i], other[other_i]), out)


# ---- floor_divide: floor_divide(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _floor_divide(self, other):
    return self // other


@cuda.jit
def floor_divide_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_floor_divide(self[self_i], other[other_i]), out)

@cuda.jit(device=True)
def _floor_divide__int(self, other):
    return floor_div_int(self, other)


@cuda.jit
def floor_divide__int_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_floor_divide__int(self[self_i], other[other_i]), out)


# ---- remainder: remainder(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _remainder(self, other):
    return remainder_float(self, other)


@cuda.jit
def remainder_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_remainder(self[self_i], other[other_i]), out)

@cuda.jit(device=True)
def _remainder__int(self, other):
    return self % other


@cuda.jit
def remainder__int_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_remainder__int(self[self_i], other[other_i]), out)


# ---- fmod: fmod(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _fmod(self, other):
    return fmod_float(self, other)


@cuda.jit
def fmod_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_fmod(self[self_i], other[other_i]), out)

@cuda.jit(device=True)
def _fmod__int(self, other):
    return fmod_(self, other)


@cuda.jit
def fmod__int_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_fmod__int(self[self_i], other[other_i]), out)


# ---- pow: pow(Tensor self, Tensor exponent) -> Tensor
@cuda.jit(device=True)
def _pow(self, exponent):
    return self ** exponent


@cuda.jit
def pow_kernel(self, self_off, self_st, exponent, exponent_off, exponent_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_pow(self[self_i], exponent[exponent_i]), out)

@cuda.jit(device=True)
def _pow__int(self, exponent):
    return int_pow(self, exponent)


@cuda.jit
def pow__int_kernel(self, self_off, self_st, exponent, exponent_off, exponent_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_pow__int(self[self_i], exponent[exponent_i]), out)


# ---- atan2: atan2(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _atan2(self, other):
    return math.atan2(self, other)


@cuda.jit
def atan2_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_atan2(self[self_i], other[other_i]), out)


# ---- maximum: maximum(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _maximum(self, other):
    return maximum_(self, other)


@cuda.jit
def maximum_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_maximum(self[self_i], other[other_i]), out)


# ---- minimum: minimum(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _minimum(self, other):
    return minimum_(self, other)


@cuda.jit
def minimum_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_minimum(self[self_i], other[other_i]), out)


# ---- clamp: clamp(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
@cuda.jit(device=True)
def _clamp(self, min, max):
    return clamp_(self, min, max)


@cuda.jit
def clamp_kernel(self, self_off, self_st, min, min_off, min_st, max, max_off, max_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_clamp(self[self_i], min[min_i], max[max_i]), out)


# ---- where: where(Tensor condition, Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _where(condition, self, other):
    return self if condition else other


@cuda.jit
def where_kernel(condition, condition_off, condition_st, self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_where(condition[condition_i], self[self_i], other[other_i]), out)


# ---- bitwise_and: bitwise_and(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _bitwise_and(self, other):
    return self & other


@cuda.jit
def bitwise_and_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_bitwise_and(self[self_i], other[other_i]), out)


# ---- bitwise_or: bitwise_or(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _bitwise_or(self, other):
    return self | other


@cuda.jit
def bitwise_or_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_bitwise_or(self[self_i], other[other_i]), out)


# ---- bitwise_xor: bitwise_xor(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _bitwise_xor(self, other):
    return self ^ other


@cuda.jit
def bitwise_xor_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_bitwise_xor(self[self_i], other[other_i]), out)


# ---- bitwise_not: bitwise_not(Tensor self) -> Tensor
@cuda.jit(device=True)
def _bitwise_not(self):
    return ~self


@cuda.jit
def bitwise_not_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_bitwise_not(self[self_i]), out)

@cuda.jit(device=True)
def _bitwise_not__bool(self):
    return not self


@cuda.jit
def bitwise_not__bool_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_bitwise_not__bool(self[self_i]), out)


# ---- logical_not: logical_not(Tensor self) -> Tensor
@cuda.jit(device=True)
def _logical_not(self):
    return self == 0


@cuda.jit
def logical_not_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_logical_not(self[self_i]), out)


# ---- logical_and: logical_and(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _logical_and(self, other):
    return self != 0 and other != 0


@cuda.jit
def logical_and_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_logical_and(self[self_i], other[other_i]), out)


# ---- logical_or: logical_or(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _logical_or(self, other):
    return self != 0 or other != 0


@cuda.jit
def logical_or_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_logical_or(self[self_i], other[other_i]), out)


# ---- logical_xor: logical_xor(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _logical_xor(self, other):
    return (self != 0) != (other != 0)


@cuda.jit
def logical_xor_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_logical_xor(self[self_i], other[other_i]), out)


# ---- eq: eq(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _eq(self, other):
    return self == other


@cuda.jit
def eq_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_eq(self[self_i], other[other_i]), out)


# ---- ne: ne(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _ne(self, other):
    return self != other


@cuda.jit
def ne_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_ne(self[self_i], other[other_i]), out)


# ---- lt: lt(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _lt(self, other):
    return self < other


@cuda.jit
def lt_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_lt(self[self_i], other[other_i]), out)


# ---- le: le(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _le(self, other):
    return self <= other


@cuda.jit
def le_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_le(self[self_i], other[other_i]), out)


# ---- gt: gt(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _gt(self, other):
    return self > other


@cuda.jit
def gt_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_gt(self[self_i], other[other_i]), out)


# ---- ge: ge(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _ge(self, other):
    return self >= other


@cuda.jit
def ge_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, n):
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
        out[out_i] = store_value(_ge(self[self_i], other[other_i]), out)


# ---- neg: neg(Tensor self) -> Tensor
@cuda.jit(device=True)
def _neg(self):
    return -self


@cuda.jit
def neg_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_neg(self[self_i]), out)


# ---- abs: abs(Tensor self) -> Tensor
@cuda.jit(device=True)
def _abs(self):
    return abs(self)


@cuda.jit
def abs_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_abs(self[self_i]), out)


# ---- sign: sign(Tensor self) -> Tensor
@cuda.jit(device=True)
def _sign(self):
    return sign_(self)


@cuda.jit
def sign_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_sign(self[self_i]), out)


# ---- sgn: sgn(Tensor self) -> Tensor
@cuda.jit(device=True)
def _sgn(self):
    return sign_(self)


@cuda.jit
def sgn_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_sgn(self[self_i]), out)


# ---- square: square(Tensor self) -> Tensor
@cuda.jit(device=True)
def _square(self):
    return self * self


@cuda.jit
def square_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_square(self[self_i]), out)


# ---- ceil: ceil(Tensor self) -> Tensor
@cuda.jit(device=True)
def _ceil(self):
    return ceil_(self)


@cuda.jit
def ceil_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_ceil(self[self_i]), out)

@cuda.jit(device=True)
def _ceil__int(self):
    return self


@cuda.jit
def ceil__int_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_ceil__int(self[self_i]), out)


# ---- floor: floor(Tensor self) -> Tensor
@cuda.jit(device=True)
def _floor(self):
    return floor_(self)


@cuda.jit
def floor_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_floor(self[self_i]), out)

@cuda.jit(device=True)
def _floor__int(self):
    return self


@cuda.jit
def floor__int_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_floor__int(self[self_i]), out)


# ---- trunc: trunc(Tensor self) -> Tensor
@cuda.jit(device=True)
def _trunc(self):
    return trunc_(self)


@cuda.jit
def trunc_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_trunc(self[self_i]), out)

@cuda.jit(device=True)
def _trunc__int(self):
    return self


@cuda.jit
def trunc__int_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_trunc__int(self[self_i]), out)


# ---- round: round(Tensor self, *, int decimals=0) -> Tensor
@cuda.jit(device=True)
def _round(self, decimals):
    return round_decimals(self, decimals)


@cuda.jit
def round_kernel(self, self_off, self_st, out, out_off, out_st, shape, n, decimals):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_round(self[self_i], decimals), out)

@cuda.jit(device=True)
def _round__int(self, decimals):
    return self


@cuda.jit
def round__int_kernel(self, self_off, self_st, out, out_off, out_st, shape, n, decimals):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_round__int(self[self_i], decimals), out)


# ---- frac: frac(Tensor self) -> Tensor
@cuda.jit(device=True)
def _frac(self):
    return self - trunc_(self)


@cuda.jit
def frac_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_frac(self[self_i]), out)


# ---- reciprocal: reciprocal(Tensor self) -> Tensor
@cuda.jit(device=True)
def _reciprocal(self):
    return 1.0 / self


@cuda.jit
def reciprocal_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_reciprocal(self[self_i]), out)


# ---- sqrt: sqrt(Tensor self) -> Tensor
@cuda.jit(device=True)
def _sqrt(self):
    return math.sqrt(self) if self >= 0 else math.nan


@cuda.jit
def sqrt_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_sqrt(self[self_i]), out)


# ---- rsqrt: rsqrt(Tensor self) -> Tensor
@cuda.jit(device=True)
def _rsqrt(self):
    return 1.0 / math.sqrt(self) if self >= 0 else math.nan


@cuda.jit
def rsqrt_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_rsqrt(self[self_i]), out)


# ---- exp: exp(Tensor self) -> Tensor
@cuda.jit(device=True)
def _exp(self):
    return math.exp(self)


@cuda.jit
def exp_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_exp(self[self_i]), out)


# ---- expm1: expm1(Tensor self) -> Tensor
@cuda.jit(device=True)
def _expm1(self):
    return math.expm1(self)


@cuda.jit
def expm1_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_expm1(self[self_i]), out)


# ---- log: log(Tensor self) -> Tensor
@cuda.jit(device=True)
def _log(self):
    return (math.log(self) if self > 0 else -math.inf) if self >= 0 else math.nan


@cuda.jit
def log_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_log(self[self_i]), out)


# ---- log2: log2(Tensor self) -> Tensor
@cuda.jit(device=True)
def _log2(self):
    return (math.log2(self) if self > 0 else -math.inf) if self >= 0 else math.nan


@cuda.jit
def log2_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_log2(self[self_i]), out)


# ---- log10: log10(Tensor self) -> Tensor
@cuda.jit(device=True)
def _log10(self):
    return (math.log10(self) if self > 0 else -math.inf) if self >= 0 else math.nan


@cuda.jit
def log10_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_log10(self[self_i]), out)


# ---- log1p: log1p(Tensor self) -> Tensor
@cuda.jit(device=True)
def _log1p(self):
    return (math.log1p(self) if self > -1 else -math.inf) if self >= -1 else math.nan


@cuda.jit
def log1p_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_log1p(self[self_i]), out)


# ---- sin: sin(Tensor self) -> Tensor
@cuda.jit(device=True)
def _sin(self):
    return math.sin(self)


@cuda.jit
def sin_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_sin(self[self_i]), out)


# ---- cos: cos(Tensor self) -> Tensor
@cuda.jit(device=True)
def _cos(self):
    return math.cos(self)


@cuda.jit
def cos_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_cos(self[self_i]), out)


# ---- tan: tan(Tensor self) -> Tensor
@cuda.jit(device=True)
def _tan(self):
    return math.tan(self)


@cuda.jit
def tan_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_tan(self[self_i]), out)


# ---- asin: asin(Tensor self) -> Tensor
@cuda.jit(device=True)
def _asin(self):
    return math.asin(self) if -1 <= self <= 1 else math.nan


@cuda.jit
def asin_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_asin(self[self_i]), out)


# ---- acos: acos(Tensor self) -> Tensor
@cuda.jit(device=True)
def _acos(self):
    return math.acos(self) if -1 <= self <= 1 else math.nan


@cuda.jit
def acos_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_acos(self[self_i]), out)


# ---- atan: atan(Tensor self) -> Tensor
@cuda.jit(device=True)
def _atan(self):
    return math.atan(self)


@cuda.jit
def atan_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_atan(self[self_i]), out)


# ---- sinh: sinh(Tensor self) -> Tensor
@cuda.jit(device=True)
def _sinh(self):
    return math.sinh(self)


@cuda.jit
def sinh_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_sinh(self[self_i]), out)


# ---- cosh: cosh(Tensor self) -> Tensor
@cuda.jit(device=True)
def _cosh(self):
    return math.cosh(self)


@cuda.jit
def cosh_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_cosh(self[self_i]), out)


# ---- tanh: tanh(Tensor self) -> Tensor
@cuda.jit(device=True)
def _tanh(self):
    return math.tanh(self)


@cuda.jit
def tanh_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_tanh(self[self_i]), out)


# ---- sigmoid: sigmoid(Tensor self) -> Tensor
@cuda.jit(device=True)
def _sigmoid(self):
    return sigmoid_(self)


@cuda.jit
def sigmoid_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_sigmoid(self[self_i]), out)


# ---- erf: erf(Tensor self) -> Tensor
@cuda.jit(device=True)
def _erf(self):
    return math.erf(self)


@cuda.jit
def erf_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_erf(self[self_i]), out)


# ---- erfc: erfc(Tensor self) -> Tensor
@cuda.jit(device=True)
def _erfc(self):
    return math.erfc(self)


@cuda.jit
def erfc_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_erfc(self[self_i]), out)


# ---- erfinv: erfinv(Tensor self) -> Tensor
@cuda.jit(device=True)
def _erfinv(self):
    return erfinv_(self)


@cuda.jit
def erfinv_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_erfinv(self[self_i]), out)


# ---- digamma: digamma(Tensor self) -> Tensor
@cuda.jit(device=True)
def _digamma(self):
    return digamma_(self)


@cuda.jit
def digamma_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_digamma(self[self_i]), out)


# ---- _to_copy: _to_copy(Tensor self) -> Tensor
@cuda.jit(device=True)
def __to_copy(self):
    return self


@cuda.jit
def _to_copy_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(__to_copy(self[self_i]), out)


# ---- transpose: transpose(Tensor self, dim dim0, dim dim1) -> Tensor

# ---- swapaxes: swapaxes(Tensor self, dim axis0, dim axis1) -> Tensor

# ---- swapdims: swapdims(Tensor self, dim dim0, dim dim1) -> Tensor

# ---- t: t(Tensor self) -> Tensor

# ---- permute: permute(Tensor self, dim[] dims) -> Tensor

# ---- select: select(Tensor self, dim dim, int index) -> Tensor

# ---- narrow: narrow(Tensor self, dim dim, int start, int length) -> Tensor

# ---- squeeze: squeeze(Tensor self, dim[]? dim=None) -> Tensor

# ---- unsqueeze: unsqueeze(Tensor self, int dim) -> Tensor

# ---- expand: expand(Tensor self, int[] size, *, bool implicit=False) -> Tensor

# ---- expand_as: expand_as(Tensor self, Tensor other) -> Tensor

# ---- view: view(Tensor self, int[] size) -> Tensor

# ---- reshape: reshape(Tensor self, int[] shape) -> Tensor

# ---- view_as: view_as(Tensor self, Tensor other) -> Tensor

# ---- reshape_as: reshape_as(Tensor self, Tensor other) -> Tensor

# ---- flatten: flatten(Tensor self, dim start_dim=0, dim end_dim=-1) -> Tensor

# ---- unflatten: unflatten(Tensor self, dim dim, int[] sizes) -> Tensor

# ---- detach: detach(Tensor self) -> Tensor

# ---- contiguous: contiguous(Tensor self) -> Tensor

# ---- unbind: unbind(Tensor self, dim dim=0) -> Tensor[]

# ---- split: split(Tensor self, int[] split_size_or_sections, dim dim=0) -> Tensor[]

# ---- chunk: chunk(Tensor self, int chunks, dim dim=0) -> Tensor[]

# ---- clone: clone(Tensor self) -> Tensor

# ---- copy: copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor

# ---- fill: fill(Tensor self, Scalar value) -> Tensor

# ---- zero: zero(Tensor self) -> Tensor

# ---- cat: cat(Tensor[] tensors, dim dim=0) -> Tensor

# ---- concat: concat(Tensor[] tensors, dim dim=0) -> Tensor

# ---- concatenate: concatenate(Tensor[] tensors, dim dim=0) -> Tensor

# ---- stack: stack(Tensor[] tensors, dim dim=0) -> Tensor

# ---- _masked_fill: _masked_fill(Tensor self, Tensor mask, Tensor value) -> Tensor
@cuda.jit(device=True)
def __masked_fill(self, mask, value):
    return value if mask else self


@cuda.jit
def _masked_fill_kernel(self, self_off, self_st, mask, mask_off, mask_st, value, value_off, value_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        mask_i = mask_off
        value_i = value_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            mask_i += k * mask_st[d]
            value_i += k * value_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(__masked_fill(self[self_i], mask[mask_i], value[value_i]), out)


# ---- masked_fill: masked_fill(Tensor self, Tensor mask, Scalar value) -> Tensor

# ---- index_fill: index_fill(Tensor self, dim dim, Tensor index, Scalar value) -> Tensor

# ---- _take: _take(Tensor self, Tensor offsets) -> Tensor
@cuda.jit
def _take_gather(src, offsets, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = src[offsets[i]]


@cuda.jit
def _take_scatter(dst, offsets, vals, vals_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        dst[offsets[i]] = vals[vals_off + i]


# ---- masked_select: masked_select(Tensor self, Tensor mask) -> Tensor

# ---- resize: resize(Tensor self, int[] size) -> Tensor

# ---- resize_as: resize_as(Tensor self, Tensor the_template) -> Tensor

# ---- sum: sum(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor
@cuda.jit(device=True)
def _sum_map0(x, n):
    return x


@cuda.jit(device=True)
def _sum_combine0(a, b):
    return a + b


@cuda.jit(device=True)
def _sum_finalize0(acc, n):
    return acc


@cuda.jit(device=True)
def _sum_output0(n, p0):
    return p0


@cuda.jit
def sum_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, init0):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc = init0
        for r in range(n):
            acc = _sum_combine0(acc, _sum_map0(x[base + r * sr], n))
        p0 = _sum_finalize0(acc, n)
        out0[o0_off + a * o0_sa + b * o0_sb] = _sum_output0(n, p0)

@cuda.jit
def sum_segments(x, out, base, n, stride, init0):
    # one thread per line
    for r in range(cuda.grid(1), base.shape[0], cuda.gridsize(1)):
        b = base[r]
        m = n[r]
        st = stride[r]
        acc0 = init0
        for j in range(m):
            acc0 = _sum_combine0(acc0, _sum_map0(x[b + j * st], m))
        p0 = _sum_finalize0(acc0, m)
        out[r] = _sum_output0(m, p0)


# ---- prod: prod(Tensor self, dim? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor
@cuda.jit(device=True)
def _prod_map0(x, n):
    return x


@cuda.jit(device=True)
def _prod_combine0(a, b):
    return a * b


@cuda.jit(device=True)
def _prod_finalize0(acc, n):
    return acc


@cuda.jit(device=True)
def _prod_output0(n, p0):
    return p0


@cuda.jit
def prod_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, init0):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc = init0
        for r in range(n):
            acc = _prod_combine0(acc, _prod_map0(x[base + r * sr], n))
        p0 = _prod_finalize0(acc, n)
        out0[o0_off + a * o0_sa + b * o0_sb] = _prod_output0(n, p0)


# ---- mean: mean(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor
@cuda.jit(device=True)
def _mean_map0(x, n):
    return x


@cuda.jit(device=True)
def _mean_combine0(a, b):
    return a + b


@cuda.jit(device=True)
def _mean_finalize0(acc, n):
    return acc / n


@cuda.jit(device=True)
def _mean_output0(n, p0):
    return p0


@cuda.jit
def mean_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, init0):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc = init0
        for r in range(n):
            acc = _mean_combine0(acc, _mean_map0(x[base + r * sr], n))
        p0 = _mean_finalize0(acc, n)
        out0[o0_off + a * o0_sa + b * o0_sb] = _mean_output0(n, p0)

@cuda.jit
def mean_segments(x, out, base, n, stride, init0):
    # one thread per line
    for r in range(cuda.grid(1), base.shape[0], cuda.gridsize(1)):
        b = base[r]
        m = n[r]
        st = stride[r]
        acc0 = init0
        for j in range(m):
            acc0 = _mean_combine0(acc0, _mean_map0(x[b + j * st], m))
        p0 = _mean_finalize0(acc0, m)
        out[r] = _mean_output0(m, p0)


# ---- var: var(Tensor self, dim[]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor
@cuda.jit(device=True)
def _var_map0(x, n, correction):
    return x


@cuda.jit(device=True)
def _var_combine0(a, b):
    return a + b


@cuda.jit(device=True)
def _var_finalize0(acc, n, correction):
    return acc / n


@cuda.jit(device=True)
def _var_map1(x, n, p0, correction):
    return (x - p0) * (x - p0)


@cuda.jit(device=True)
def _var_combine1(a, b):
    return a + b


@cuda.jit(device=True)
def _var_finalize1(acc, n, p0, correction):
    return acc / max(n - correction, 0)


@cuda.jit(device=True)
def _var_output0(n, p0, p1, correction):
    return p1


@cuda.jit
def var_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, init0, init1, correction):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc = init0
        for r in range(n):
            acc = _var_combine0(acc, _var_map0(x[base + r * sr], n, correction))
        p0 = _var_finalize0(acc, n, correction)
        acc = init1
        for r in range(n):
            acc = _var_combine1(acc, _var_map1(x[base + r * sr], n, p0, correction))
        p1 = _var_finalize1(acc, n, p0, correction)
        out0[o0_off + a * o0_sa + b * o0_sb] = _var_output0(n, p0, p1, correction)


# ---- std: std(Tensor self, dim[]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor
@cuda.jit(device=True)
def _std_map0(x, n, correction):
    return x


@cuda.jit(device=True)
def _std_combine0(a, b):
    return a + b


@cuda.jit(device=True)
def _std_finalize0(acc, n, correction):
    return acc / n


@cuda.jit(device=True)
def _std_map1(x, n, p0, correction):
    return (x - p0) * (x - p0)


@cuda.jit(device=True)
def _std_combine1(a, b):
    return a + b


@cuda.jit(device=True)
def _std_finalize1(acc, n, p0, correction):
    return math.sqrt(acc / max(n - correction, 0))


@cuda.jit(device=True)
def _std_output0(n, p0, p1, correction):
    return p1


@cuda.jit
def std_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, init0, init1, correction):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc = init0
        for r in range(n):
            acc = _std_combine0(acc, _std_map0(x[base + r * sr], n, correction))
        p0 = _std_finalize0(acc, n, correction)
        acc = init1
        for r in range(n):
            acc = _std_combine1(acc, _std_map1(x[base + r * sr], n, p0, correction))
        p1 = _std_finalize1(acc, n, p0, correction)
        out0[o0_off + a * o0_sa + b * o0_sb] = _std_output0(n, p0, p1, correction)


# ---- var_mean: var_mean(Tensor self, dim[]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> (Tensor, Tensor)
@cuda.jit(device=True)
def _var_mean_map0(x, n, correction):
    return x


@cuda.jit(device=True)
def _var_mean_combine0(a, b):
    return a + b


@cuda.jit(device=True)
def _var_mean_finalize0(acc, n, correction):
    return acc / n


@cuda.jit(device=True)
def _var_mean_map1(x, n, p0, correction):
    return (x - p0) * (x - p0)


@cuda.jit(device=True)
def _var_mean_combine1(a, b):
    return a + b


@cuda.jit(device=True)
def _var_mean_finalize1(acc, n, p0, correction):
    return acc / max(n - correction, 0)


@cuda.jit(device=True)
def _var_mean_output0(n, p0, p1, correction):
    return p1


@cuda.jit(device=True)
def _var_mean_output1(n, p0, p1, correction):
    return p0


@cuda.jit
def var_mean_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, out1, o1_off, o1_sa, o1_sb, init0, init1, correction):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc = init0
        for r in range(n):
            acc = _var_mean_combine0(acc, _var_mean_map0(x[base + r * sr], n, correction))
        p0 = _var_mean_finalize0(acc, n, correction)
        acc = init1
        for r in range(n):
            acc = _var_mean_combine1(acc, _var_mean_map1(x[base + r * sr], n, p0, correction))
        p1 = _var_mean_finalize1(acc, n, p0, correction)
        out0[o0_off + a * o0_sa + b * o0_sb] = _var_mean_output0(n, p0, p1, correction)
        out1[o1_off + a * o1_sa + b * o1_sb] = _var_mean_output1(n, p0, p1, correction)


# ---- std_mean: std_mean(Tensor self, dim[]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> (Tensor, Tensor)
@cuda.jit(device=True)
def _std_mean_map0(x, n, correction):
    return x


@cuda.jit(device=True)
def _std_mean_combine0(a, b):
    return a + b


@cuda.jit(device=True)
def _std_mean_finalize0(acc, n, correction):
    return acc / n


@cuda.jit(device=True)
def _std_mean_map1(x, n, p0, correction):
    return (x - p0) * (x - p0)


@cuda.jit(device=True)
def _std_mean_combine1(a, b):
    return a + b


@cuda.jit(device=True)
def _std_mean_finalize1(acc, n, p0, correction):
    return math.sqrt(acc / max(n - correction, 0))


@cuda.jit(device=True)
def _std_mean_output0(n, p0, p1, correction):
    return p1


@cuda.jit(device=True)
def _std_mean_output1(n, p0, p1, correction):
    return p0


@cuda.jit
def std_mean_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, out1, o1_off, o1_sa, o1_sb, init0, init1, correction):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc = init0
        for r in range(n):
            acc = _std_mean_combine0(acc, _std_mean_map0(x[base + r * sr], n, correction))
        p0 = _std_mean_finalize0(acc, n, correction)
        acc = init1
        for r in range(n):
            acc = _std_mean_combine1(acc, _std_mean_map1(x[base + r * sr], n, p0, correction))
        p1 = _std_mean_finalize1(acc, n, p0, correction)
        out0[o0_off + a * o0_sa + b * o0_sb] = _std_mean_output0(n, p0, p1, correction)
        out1[o1_off + a * o1_sa + b * o1_sb] = _std_mean_output1(n, p0, p1, correction)


# ---- logsumexp: logsumexp(Tensor self, dim[] dim, bool keepdim=False) -> Tensor
@cuda.jit(device=True)
def _logsumexp_map0(x, n):
    return x


@cuda.jit(device=True)
def _logsumexp_combine0(a, b):
    return a if a > b or a != a else b


@cuda.jit(device=True)
def _logsumexp_finalize0(acc, n):
    return 0.0 if math.isinf(acc) else acc


@cuda.jit(device=True)
def _logsumexp_map1(x, n, p0):
    return math.exp(x - p0)


@cuda.jit(device=True)
def _logsumexp_combine1(a, b):
    return a + b


@cuda.jit(device=True)
def _logsumexp_finalize1(acc, n, p0):
    return acc


@cuda.jit(device=True)
def _logsumexp_output0(n, p0, p1):
    return p0 + math.log(p1)


@cuda.jit
def logsumexp_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, init0, init1):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc = init0
        for r in range(n):
            acc = _logsumexp_combine0(acc, _logsumexp_map0(x[base + r * sr], n))
        p0 = _logsumexp_finalize0(acc, n)
        acc = init1
        for r in range(n):
            acc = _logsumexp_combine1(acc, _logsumexp_map1(x[base + r * sr], n, p0))
        p1 = _logsumexp_finalize1(acc, n, p0)
        out0[o0_off + a * o0_sa + b * o0_sb] = _logsumexp_output0(n, p0, p1)


# ---- all: all(Tensor self, dim[]? dim=None, bool keepdim=False) -> Tensor
@cuda.jit(device=True)
def _all_map0(x, n):
    return x != 0


@cuda.jit(device=True)
def _all_combine0(a, b):
    return a and b


@cuda.jit(device=True)
def _all_finalize0(acc, n):
    return acc


@cuda.jit(device=True)
def _all_output0(n, p0):
    return p0


@cuda.jit
def all_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, init0):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc = init0
        for r in range(n):
            acc = _all_combine0(acc, _all_map0(x[base + r * sr], n))
        p0 = _all_finalize0(acc, n)
        out0[o0_off + a * o0_sa + b * o0_sb] = _all_output0(n, p0)


# ---- any: any(Tensor self, dim[]? dim=None, bool keepdim=False) -> Tensor
@cuda.jit(device=True)
def _any_map0(x, n):
    return x != 0


@cuda.jit(device=True)
def _any_combine0(a, b):
    return a or b


@cuda.jit(device=True)
def _any_finalize0(acc, n):
    return acc


@cuda.jit(device=True)
def _any_output0(n, p0):
    return p0


@cuda.jit
def any_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, init0):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc = init0
        for r in range(n):
            acc = _any_combine0(acc, _any_map0(x[base + r * sr], n))
        p0 = _any_finalize0(acc, n)
        out0[o0_off + a * o0_sa + b * o0_sb] = _any_output0(n, p0)


# ---- amax: amax(Tensor self, dim[] dim=[], bool keepdim=False) -> Tensor
@cuda.jit(device=True)
def _amax_map0(x, n):
    return x


@cuda.jit(device=True)
def _amax_combine0(a, b):
    return a if a > b or a != a else b


@cuda.jit(device=True)
def _amax_finalize0(acc, n):
    return acc


@cuda.jit(device=True)
def _amax_output0(n, p0):
    return p0


@cuda.jit
def amax_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, init0):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc = init0
        for r in range(n):
            acc = _amax_combine0(acc, _amax_map0(x[base + r * sr], n))
        p0 = _amax_finalize0(acc, n)
        out0[o0_off + a * o0_sa + b * o0_sb] = _amax_output0(n, p0)

@cuda.jit
def amax_segments(x, out, base, n, stride, init0):
    # one thread per line
    for r in range(cuda.grid(1), base.shape[0], cuda.gridsize(1)):
        b = base[r]
        m = n[r]
        st = stride[r]
        acc0 = init0
        for j in range(m):
            acc0 = _amax_combine0(acc0, _amax_map0(x[b + j * st], m))
        p0 = _amax_finalize0(acc0, m)
        out[r] = _amax_output0(m, p0)


# ---- amin: amin(Tensor self, dim[] dim=[], bool keepdim=False) -> Tensor
@cuda.jit(device=True)
def _amin_map0(x, n):
    return x


@cuda.jit(device=True)
def _amin_combine0(a, b):
    return a if a < b or a != a else b


@cuda.jit(device=True)
def _amin_finalize0(acc, n):
    return acc


@cuda.jit(device=True)
def _amin_output0(n, p0):
    return p0


@cuda.jit
def amin_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, init0):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc = init0
        for r in range(n):
            acc = _amin_combine0(acc, _amin_map0(x[base + r * sr], n))
        p0 = _amin_finalize0(acc, n)
        out0[o0_off + a * o0_sa + b * o0_sb] = _amin_output0(n, p0)


# ---- max: max(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)
@cuda.jit(device=True)
def _max_better(x, v):
    return x > v or (x != x and v == v)


@cuda.jit
def max_kernel(x, x_off, sa, sr, sb, A, n, B, vals, v_off, v_sa, v_sb, idxs, i_off, i_sa, i_sb):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        v = x[base]
        best = 0
        for r in range(1, n):
            xi = x[base + r * sr]
            if _max_better(xi, v):
                v = xi
                best = r
        vals[v_off + a * v_sa + b * v_sb] = v
        idxs[i_off + a * i_sa + b * i_sb] = best


# ---- min: min(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)
@cuda.jit(device=True)
def _min_better(x, v):
    return x < v or (x != x and v == v)


@cuda.jit
def min_kernel(x, x_off, sa, sr, sb, A, n, B, vals, v_off, v_sa, v_sb, idxs, i_off, i_sa, i_sb):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        v = x[base]
        best = 0
        for r in range(1, n):
            xi = x[base + r * sr]
            if _min_better(xi, v):
                v = xi
                best = r
        vals[v_off + a * v_sa + b * v_sb] = v
        idxs[i_off + a * i_sa + b * i_sb] = best


# ---- argmax: argmax(Tensor self, dim? dim=None, bool keepdim=False) -> Tensor
@cuda.jit(device=True)
def _argmax_better(x, v):
    return x > v or (x != x and v == v)


@cuda.jit
def argmax_kernel(x, x_off, sa, sr, sb, A, n, B, vals, v_off, v_sa, v_sb, idxs, i_off, i_sa, i_sb):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        v = x[base]
        best = 0
        for r in range(1, n):
            xi = x[base + r * sr]
            if _argmax_better(xi, v):
                v = xi
                best = r
        vals[v_off + a * v_sa + b * v_sb] = v
        idxs[i_off + a * i_sa + b * i_sb] = best


# ---- argmin: argmin(Tensor self, dim? dim=None, bool keepdim=False) -> Tensor
@cuda.jit(device=True)
def _argmin_better(x, v):
    return x < v or (x != x and v == v)


@cuda.jit
def argmin_kernel(x, x_off, sa, sr, sb, A, n, B, vals, v_off, v_sa, v_sb, idxs, i_off, i_sa, i_sb):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        v = x[base]
        best = 0
        for r in range(1, n):
            xi = x[base + r * sr]
            if _argmin_better(xi, v):
                v = xi
                best = r
        vals[v_off + a * v_sa + b * v_sb] = v
        idxs[i_off + a * i_sa + b * i_sb] = best


# ---- median: median(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)
@cuda.jit(device=True)
def _median_pick(n):
    return (n - 1) // 2


@cuda.jit(device=True)
def _median_less(a, ia, b, ib):
    if a != a:
        return b != b and ia < ib
    if b != b or a < b:
        return True
    return a == b and ia < ib


@cuda.jit(device=True)
def _median_at_rank(x, base, sr, n, p):
    for i in range(n):
        xi = x[base + i * sr]
        rank = 0
        for j in range(n):
            if _median_less(x[base + j * sr], j, xi, i):
                rank += 1
        if rank == p:
            return i
    return 0


@cuda.jit
def median_kernel(x, x_off, sa, sr, sb, A, n, B, vals, v_off, v_sa, v_sb, idxs, i_off, i_sa, i_sb):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        pos = _median_at_rank(x, base, sr, n, int(_median_pick(n)))
        for i in range(n):
            if x[base + i * sr] != x[base + i * sr]:
                pos = i
                break
        vals[v_off + a * v_sa + b * v_sb] = x[base + pos * sr]
        idxs[i_off + a * i_sa + b * i_sb] = pos


# ---- kthvalue: kthvalue(Tensor self, int k, dim dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)
@cuda.jit(device=True)
def _kthvalue_pick(n, k):
    return k - 1


@cuda.jit(device=True)
def _kthvalue_less(a, ia, b, ib):
    if a != a:
        return b != b and ia < ib
    if b != b or a < b:
        return True
    return a == b and ia < ib


@cuda.jit(device=True)
def _kthvalue_at_rank(x, base, sr, n, p):
    for i in range(n):
        xi = x[base + i * sr]
        rank = 0
        for j in range(n):
            if _kthvalue_less(x[base + j * sr], j, xi, i):
                rank += 1
        if rank == p:
            return i
    return 0


@cuda.jit
def kthvalue_kernel(x, x_off, sa, sr, sb, A, n, B, vals, v_off, v_sa, v_sb, idxs, i_off, i_sa, i_sb, k):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        pos = _kthvalue_at_rank(x, base, sr, n, int(_kthvalue_pick(n, k)))
        vals[v_off + a * v_sa + b * v_sb] = x[base + pos * sr]
        idxs[i_off + a * i_sa + b * i_sb] = pos


# ---- mode: mode(Tensor self, dim dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)

@cuda.jit(device=True)
def _mode_less(a, ia, b, ib):
    if a != a:
        return b != b and ia < ib
    if b != b or a < b:
        return True
    return a == b and ia < ib


@cuda.jit(device=True)
def _mode_at_rank(x, base, sr, n, p):
    for i in range(n):
        xi = x[base + i * sr]
        rank = 0
        for j in range(n):
            if _mode_less(x[base + j * sr], j, xi, i):
                rank += 1
        if rank == p:
            return i
    return 0


@cuda.jit
def mode_kernel(x, x_off, sa, sr, sb, A, n, B, vals, v_off, v_sa, v_sb, idxs, i_off, i_sa, i_sb):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        # most frequent; ties: the smallest value (NaN-last order), its last index
        pos = 0
        best = 0
        for i in range(n):
            xi = x[base + i * sr]
            count = 0
            for j in range(n):
                if x[base + j * sr] == xi:
                    count += 1
            xp = x[base + pos * sr]
            if count > best or (count == best and ((xi == xp and i > pos) or (xi != xp and _mode_less(xi, i, xp, pos)))):
                best = count
                pos = i
        vals[v_off + a * v_sa + b * v_sb] = x[base + pos * sr]
        idxs[i_off + a * i_sa + b * i_sb] = pos


# ---- topk: topk(Tensor self, int k, dim dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)

@cuda.jit(device=True)
def _topk_less(a, ia, b, ib):
    if a != a:
        return b != b and ia < ib
    if b != b or a < b:
        return True
    return a == b and ia < ib


@cuda.jit(device=True)
def _topk_at_rank(x, base, sr, n, p):
    for i in range(n):
        xi = x[base + i * sr]
        rank = 0
        for j in range(n):
            if _topk_less(x[base + j * sr], j, xi, i):
                rank += 1
        if rank == p:
            return i
    return 0


@cuda.jit
def topk_kernel(x, x_off, sa, sr, sb, A, n, B, vals, v_off, v_sa, v_sk, v_sb, idxs, i_off, i_sa, i_sk, i_sb,
                k, largest):
    for t in range(cuda.grid(1), A * k * B, cuda.gridsize(1)):
        b = t % B
        q = t // B
        i = q % k
        a = q // k
        base = x_off + a * sa + b * sb
        pos = _topk_at_rank(x, base, sr, n, n - 1 - i if largest else i)
        vals[v_off + a * v_sa + i * v_sk + b * v_sb] = x[base + pos * sr]
        idxs[i_off + a * i_sa + i * i_sk + b * i_sb] = pos


# ---- cumsum: cumsum(Tensor self, dim dim, *, dtype? dtype=None) -> Tensor
@cuda.jit(device=True)
def _cumsum_map0(x, n):
    return x


@cuda.jit(device=True)
def _cumsum_combine0(a, b):
    return a + b


@cuda.jit(device=True)
def _cumsum_finalize0(acc, n):
    return acc


@cuda.jit
def cumsum_kernel(x, x_off, sa, sr, sb, A, n, B, out, o_off, o_sa, o_sr, o_sb, init0):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        obase = o_off + a * o_sa + b * o_sb
        acc = init0
        for r in range(n):
            acc = _cumsum_combine0(acc, x[base + r * sr])
            out[obase + r * o_sr] = acc

@cuda.jit
def cumsum_segments(x, out, base, n, stride, init0):
    # one thread per line
    for r in range(cuda.grid(1), base.shape[0], cuda.gridsize(1)):
        b = base[r]
        m = n[r]
        st = stride[r]
        acc = init0
        for j in range(m):
            acc = _cumsum_combine0(acc, x[b + j * st])
            out[b + j * st] = acc


# ---- cumprod: cumprod(Tensor self, dim dim, *, dtype? dtype=None) -> Tensor
@cuda.jit(device=True)
def _cumprod_map0(x, n):
    return x


@cuda.jit(device=True)
def _cumprod_combine0(a, b):
    return a * b


@cuda.jit(device=True)
def _cumprod_finalize0(acc, n):
    return acc


@cuda.jit
def cumprod_kernel(x, x_off, sa, sr, sb, A, n, B, out, o_off, o_sa, o_sr, o_sb, init0):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        obase = o_off + a * o_sa + b * o_sb
        acc = init0
        for r in range(n):
            acc = _cumprod_combine0(acc, x[base + r * sr])
            out[obase + r * o_sr] = acc


# ---- dot: dot(Tensor self, Tensor tensor) -> Tensor
@cuda.jit(device=True)
def _dot_epilogue(acc):
    return acc


@cuda.jit
def dot_kernel(a, a_off, a_bst, a_sm, a_sk, b, b_off, b_bst, b_sk, b_sn, c, c_off, c_bst, c_sm, c_sn,
               out, o_off, o_bst, o_sm, o_sn, bshape, M, K, N, total, zero):
    for t in range(cuda.grid(1), total, cuda.gridsize(1)):
        j = t % N
        r = t // N
        i = r % M
        r //= M
        ao = a_off + i * a_sm
        bo = b_off + j * b_sn
        co = c_off + i * c_sm + j * c_sn
        oo = o_off + i * o_sm + j * o_sn
        for d in range(len(bshape) - 1, -1, -1):
            q = r % bshape[d]
            r //= bshape[d]
            ao += q * a_bst[d]
            bo += q * b_bst[d]
            co += q * c_bst[d]
            oo += q * o_bst[d]
        acc = zero
        for k in range(K):
            acc += a[ao + k * a_sk] * b[bo + k * b_sk]
        out[oo] = _dot_epilogue(acc)


# ---- mv: mv(Tensor self, Tensor vec) -> Tensor
@cuda.jit(device=True)
def _mv_epilogue(acc):
    return acc


@cuda.jit
def mv_kernel(a, a_off, a_bst, a_sm, a_sk, b, b_off, b_bst, b_sk, b_sn, c, c_off, c_bst, c_sm, c_sn,
              out, o_off, o_bst, o_sm, o_sn, bshape, M, K, N, total, zero):
    for t in range(cuda.grid(1), total, cuda.gridsize(1)):
        j = t % N
        r = t // N
        i = r % M
        r //= M
        ao = a_off + i * a_sm
        bo = b_off + j * b_sn
        co = c_off + i * c_sm + j * c_sn
        oo = o_off + i * o_sm + j * o_sn
        for d in range(len(bshape) - 1, -1, -1):
            q = r % bshape[d]
            r //= bshape[d]
            ao += q * a_bst[d]
            bo += q * b_bst[d]
            co += q * c_bst[d]
            oo += q * o_bst[d]
        acc = zero
        for k in range(K):
            acc += a[ao + k * a_sk] * b[bo + k * b_sk]
        out[oo] = _mv_epilogue(acc)


# ---- mm: mm(Tensor self, Tensor mat2) -> Tensor
@cuda.jit(device=True)
def _mm_epilogue(acc):
    return acc


@cuda.jit
def mm_kernel(a, a_off, a_bst, a_sm, a_sk, b, b_off, b_bst, b_sk, b_sn, c, c_off, c_bst, c_sm, c_sn,
              out, o_off, o_bst, o_sm, o_sn, bshape, M, K, N, total, zero):
    for t in range(cuda.grid(1), total, cuda.gridsize(1)):
        j = t % N
        r = t // N
        i = r % M
        r //= M
        ao = a_off + i * a_sm
        bo = b_off + j * b_sn
        co = c_off + i * c_sm + j * c_sn
        oo = o_off + i * o_sm + j * o_sn
        for d in range(len(bshape) - 1, -1, -1):
            q = r % bshape[d]
            r //= bshape[d]
            ao += q * a_bst[d]
            bo += q * b_bst[d]
            co += q * c_bst[d]
            oo += q * o_bst[d]
        acc = zero
        for k in range(K):
            acc += a[ao + k * a_sk] * b[bo + k * b_sk]
        out[oo] = _mm_epilogue(acc)


# ---- bmm: bmm(Tensor self, Tensor mat2) -> Tensor
@cuda.jit(device=True)
def _bmm_epilogue(acc):
    return acc


@cuda.jit
def bmm_kernel(a, a_off, a_bst, a_sm, a_sk, b, b_off, b_bst, b_sk, b_sn, c, c_off, c_bst, c_sm, c_sn,
               out, o_off, o_bst, o_sm, o_sn, bshape, M, K, N, total, zero):
    for t in range(cuda.grid(1), total, cuda.gridsize(1)):
        j = t % N
        r = t // N
        i = r % M
        r //= M
        ao = a_off + i * a_sm
        bo = b_off + j * b_sn
        co = c_off + i * c_sm + j * c_sn
        oo = o_off + i * o_sm + j * o_sn
        for d in range(len(bshape) - 1, -1, -1):
            q = r % bshape[d]
            r //= bshape[d]
            ao += q * a_bst[d]
            bo += q * b_bst[d]
            co += q * c_bst[d]
            oo += q * o_bst[d]
        acc = zero
        for k in range(K):
            acc += a[ao + k * a_sk] * b[bo + k * b_sk]
        out[oo] = _bmm_epilogue(acc)


# ---- matmul: matmul(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _matmul_epilogue(acc):
    return acc


@cuda.jit
def matmul_kernel(a, a_off, a_bst, a_sm, a_sk, b, b_off, b_bst, b_sk, b_sn, c, c_off, c_bst, c_sm, c_sn,
                  out, o_off, o_bst, o_sm, o_sn, bshape, M, K, N, total, zero):
    for t in range(cuda.grid(1), total, cuda.gridsize(1)):
        j = t % N
        r = t // N
        i = r % M
        r //= M
        ao = a_off + i * a_sm
        bo = b_off + j * b_sn
        co = c_off + i * c_sm + j * c_sn
        oo = o_off + i * o_sm + j * o_sn
        for d in range(len(bshape) - 1, -1, -1):
            q = r % bshape[d]
            r //= bshape[d]
            ao += q * a_bst[d]
            bo += q * b_bst[d]
            co += q * c_bst[d]
            oo += q * o_bst[d]
        acc = zero
        for k in range(K):
            acc += a[ao + k * a_sk] * b[bo + k * b_sk]
        out[oo] = _matmul_epilogue(acc)


# ---- addmm: addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
@cuda.jit(device=True)
def _addmm_epilogue(acc, self, beta, alpha):
    return alpha * acc if beta == 0 else beta * self + alpha * acc


@cuda.jit
def addmm_kernel(a, a_off, a_bst, a_sm, a_sk, b, b_off, b_bst, b_sk, b_sn, c, c_off, c_bst, c_sm, c_sn,
                 out, o_off, o_bst, o_sm, o_sn, bshape, M, K, N, total, zero, beta, alpha):
    for t in range(cuda.grid(1), total, cuda.gridsize(1)):
        j = t % N
        r = t // N
        i = r % M
        r //= M
        ao = a_off + i * a_sm
        bo = b_off + j * b_sn
        co = c_off + i * c_sm + j * c_sn
        oo = o_off + i * o_sm + j * o_sn
        for d in range(len(bshape) - 1, -1, -1):
            q = r % bshape[d]
            r //= bshape[d]
            ao += q * a_bst[d]
            bo += q * b_bst[d]
            co += q * c_bst[d]
            oo += q * o_bst[d]
        acc = zero
        for k in range(K):
            acc += a[ao + k * a_sk] * b[bo + k * b_sk]
        out[oo] = _addmm_epilogue(acc, c[co], beta, alpha)


# ---- addmv: addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor
@cuda.jit(device=True)
def _addmv_epilogue(acc, self, beta, alpha):
    return alpha * acc if beta == 0 else beta * self + alpha * acc


@cuda.jit
def addmv_kernel(a, a_off, a_bst, a_sm, a_sk, b, b_off, b_bst, b_sk, b_sn, c, c_off, c_bst, c_sm, c_sn,
                 out, o_off, o_bst, o_sm, o_sn, bshape, M, K, N, total, zero, beta, alpha):
    for t in range(cuda.grid(1), total, cuda.gridsize(1)):
        j = t % N
        r = t // N
        i = r % M
        r //= M
        ao = a_off + i * a_sm
        bo = b_off + j * b_sn
        co = c_off + i * c_sm + j * c_sn
        oo = o_off + i * o_sm + j * o_sn
        for d in range(len(bshape) - 1, -1, -1):
            q = r % bshape[d]
            r //= bshape[d]
            ao += q * a_bst[d]
            bo += q * b_bst[d]
            co += q * c_bst[d]
            oo += q * o_bst[d]
        acc = zero
        for k in range(K):
            acc += a[ao + k * a_sk] * b[bo + k * b_sk]
        out[oo] = _addmv_epilogue(acc, c[co], beta, alpha)


# ---- uniform_: uniform_(Tensor self, float from_=0, float to=1) -> Tensor
@cuda.jit(device=True)
def _rk_uniform_(u, from_, to):
    return from_ + (to - from_) * u


@cuda.jit
def _rnd_uniform_(out, out_off, out_st, shape, n, states, ubits, from_, to):
    tid = cuda.grid(1)
    for i in range(tid, n, cuda.gridsize(1)):
        rem = i
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            out_i += k * out_st[d]
        u = _rng_uniform(states, tid, ubits)
        out[out_i] = _rk_uniform_(u, from_, to)


# ---- normal_: normal_(Tensor self, float mean=0, float std=1) -> Tensor
@cuda.jit(device=True)
def _rk_normal_(z, mean, std):
    return mean + std * z


@cuda.jit
def _rnd_normal_(out, out_off, out_st, shape, n, states, ubits, mean, std):
    tid = cuda.grid(1)
    for i in range(tid, n, cuda.gridsize(1)):
        rem = i
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            out_i += k * out_st[d]
        z = xoroshiro128p_normal_float64(states, tid)
        out[out_i] = _rk_normal_(z, mean, std)


# ---- normal: normal(Tensor mean, Tensor std=1, int[]? size=None, *, dtype? dtype=None, Device? device=None) -> Tensor
@cuda.jit(device=True)
def _rk_normal(z, mean, std):
    return mean + std * z


@cuda.jit
def _rnd_normal(out, out_off, out_st, shape, n, states, ubits, mean, mean_off, mean_st, std, std_off, std_st):
    tid = cuda.grid(1)
    for i in range(tid, n, cuda.gridsize(1)):
        rem = i
        out_i = out_off
        mean_i = mean_off
        std_i = std_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            out_i += k * out_st[d]
            mean_i += k * mean_st[d]
            std_i += k * std_st[d]
        z = xoroshiro128p_normal_float64(states, tid)
        out[out_i] = _rk_normal(z, mean[mean_i], std[std_i])


# ---- cauchy_: cauchy_(Tensor self, float median=0, float sigma=1) -> Tensor
@cuda.jit(device=True)
def _rk_cauchy_(u, median, sigma):
    return median + sigma * math.tan(math.pi * (u - 0.5))


@cuda.jit
def _rnd_cauchy_(out, out_off, out_st, shape, n, states, ubits, median, sigma):
    tid = cuda.grid(1)
    for i in range(tid, n, cuda.gridsize(1)):
        rem = i
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            out_i += k * out_st[d]
        u = _rng_uniform(states, tid, ubits)
        out[out_i] = _rk_cauchy_(u, median, sigma)


# ---- exponential_: exponential_(Tensor self, float lambd=1) -> Tensor
@cuda.jit(device=True)
def _rk_exponential_(u, lambd):
    return -math.log1p(-u) / lambd


@cuda.jit
def _rnd_exponential_(out, out_off, out_st, shape, n, states, ubits, lambd):
    tid = cuda.grid(1)
    for i in range(tid, n, cuda.gridsize(1)):
        rem = i
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            out_i += k * out_st[d]
        u = _rng_uniform(states, tid, ubits)
        out[out_i] = _rk_exponential_(u, lambd)


# ---- log_normal_: log_normal_(Tensor self, float mean=1, float std=2) -> Tensor
@cuda.jit(device=True)
def _rk_log_normal_(z, mean, std):
    return math.exp(mean + std * z)


@cuda.jit
def _rnd_log_normal_(out, out_off, out_st, shape, n, states, ubits, mean, std):
    tid = cuda.grid(1)
    for i in range(tid, n, cuda.gridsize(1)):
        rem = i
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            out_i += k * out_st[d]
        z = xoroshiro128p_normal_float64(states, tid)
        out[out_i] = _rk_log_normal_(z, mean, std)


# ---- bernoulli_: bernoulli_(Tensor self, Tensor p=0.5) -> Tensor
@cuda.jit(device=True)
def _rk_bernoulli_(u, p):
    return 1 if u < p else 0


@cuda.jit
def _rnd_bernoulli_(out, out_off, out_st, shape, n, states, ubits, p, p_off, p_st):
    tid = cuda.grid(1)
    for i in range(tid, n, cuda.gridsize(1)):
        rem = i
        out_i = out_off
        p_i = p_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            out_i += k * out_st[d]
            p_i += k * p_st[d]
        u = _rng_uniform(states, tid, ubits)
        out[out_i] = _rk_bernoulli_(u, p[p_i])


# ---- bernoulli: bernoulli(Tensor self, Tensor? p=None) -> Tensor
@cuda.jit(device=True)
def _rk_bernoulli(u, p):
    return 1 if u < p else 0


@cuda.jit
def _rnd_bernoulli(out, out_off, out_st, shape, n, states, ubits, p, p_off, p_st):
    tid = cuda.grid(1)
    for i in range(tid, n, cuda.gridsize(1)):
        rem = i
        out_i = out_off
        p_i = p_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            out_i += k * out_st[d]
            p_i += k * p_st[d]
        u = _rng_uniform(states, tid, ubits)
        out[out_i] = _rk_bernoulli(u, p[p_i])


# ---- random_: random_(Tensor self, int? from_=None, int? to=None) -> Tensor
@cuda.jit(device=True)
def _rk_random_(bits, from_, to):
    return randint_(bits, from_, to)


@cuda.jit
def _rnd_random_(out, out_off, out_st, shape, n, states, ubits, from_, to):
    tid = cuda.grid(1)
    for i in range(tid, n, cuda.gridsize(1)):
        rem = i
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            out_i += k * out_st[d]
        bits = xoroshiro128p_next(states, tid)
        out[out_i] = _rk_random_(bits, from_, to)


# ---- _dropout: _dropout(Tensor self, float p) -> Tensor
@cuda.jit(device=True)
def _rk__dropout(u, self, p):
    return 0.0 if u < p else self / (1.0 - p)


@cuda.jit
def _rnd__dropout(out, out_off, out_st, shape, n, states, ubits, self, self_off, self_st, p):
    tid = cuda.grid(1)
    for i in range(tid, n, cuda.gridsize(1)):
        rem = i
        out_i = out_off
        self_i = self_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            out_i += k * out_st[d]
            self_i += k * self_st[d]
        u = _rng_uniform(states, tid, ubits)
        out[out_i] = _rk__dropout(u, self[self_i], p)


# ---- _dropout_: _dropout_(Tensor self, float p) -> Tensor
@cuda.jit(device=True)
def _rk__dropout_(u, self, p):
    return 0.0 if u < p else self / (1.0 - p)


@cuda.jit
def _rnd__dropout_(out, out_off, out_st, shape, n, states, ubits, self, self_off, self_st, p):
    tid = cuda.grid(1)
    for i in range(tid, n, cuda.gridsize(1)):
        rem = i
        out_i = out_off
        self_i = self_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            out_i += k * out_st[d]
            self_i += k * self_st[d]
        u = _rng_uniform(states, tid, ubits)
        out[out_i] = _rk__dropout_(u, self[self_i], p)


# ---- relu: relu(Tensor self) -> Tensor
@cuda.jit(device=True)
def _relu(self):
    return 0 if self < 0 else self


@cuda.jit
def relu_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_relu(self[self_i]), out)


# ---- gelu: gelu(Tensor self, *, str approximate='none') -> Tensor
@cuda.jit(device=True)
def _gelu__none(self):
    return 0.5 * self * (1.0 + math.erf(self * 0.7071067811865476))


@cuda.jit
def gelu__none_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_gelu__none(self[self_i]), out)

@cuda.jit(device=True)
def _gelu__tanh(self):
    return self / (1.0 + math.exp(-1.5957691216057308 * (self + 0.044715 * self * self * self)))


@cuda.jit
def gelu__tanh_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_gelu__tanh(self[self_i]), out)


# ---- silu: silu(Tensor self) -> Tensor
@cuda.jit(device=True)
def _silu(self):
    return self / (1.0 + math.exp(-self))


@cuda.jit
def silu_kernel(self, self_off, self_st, out, out_off, out_st, shape, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_silu(self[self_i]), out)


# ---- softmax: softmax(Tensor self, dim dim, dtype? dtype=None) -> Tensor
@cuda.jit(device=True)
def _nt_softmax(x, m):
    return math.exp(x - m)


@cuda.jit(device=True)
def _no_softmax(x, m, s, e):
    return e / s


@cuda.jit
def _nrm_softmax(x, out, n, inner, slices):
    # one thread per slice of a contiguous (outer, n, inner) tensor
    for r in range(cuda.grid(1), slices, cuda.gridsize(1)):
        base = (r // inner) * n * inner + r % inner
        m = x[base]
        for k in range(1, n):
            v = x[base + k * inner]
            m = v if v > m else m
        s = _nt_softmax(x[base], m)
        for k in range(1, n):
            s += _nt_softmax(x[base + k * inner], m)
        for k in range(n):
            xi = x[base + k * inner]
            out[base + k * inner] = _no_softmax(xi, m, s, _nt_softmax(xi, m))


@cuda.jit
def softmax_segments(x, out, base, n, stride):
    for r in range(cuda.grid(1), base.shape[0], cuda.gridsize(1)):
        b = base[r]
        k = n[r]
        st = stride[r]
        if k == 0:
            continue
        m = x[b]
        for j in range(1, k):
            v = x[b + j * st]
            m = v if v > m else m
        s = _nt_softmax(x[b], m)
        out[b] = s
        for j in range(1, k):
            e = _nt_softmax(x[b + j * st], m)
            out[b + j * st] = e
            s += e
        for j in range(k):
            i = b + j * st
            out[i] = _no_softmax(x[i], m, s, out[i])


# ---- log_softmax: log_softmax(Tensor self, dim dim, dtype? dtype=None) -> Tensor
@cuda.jit(device=True)
def _nt_log_softmax(x, m):
    return math.exp(x - m)


@cuda.jit(device=True)
def _no_log_softmax(x, m, s, e):
    return x - m - math.log(s)


@cuda.jit
def _nrm_log_softmax(x, out, n, inner, slices):
    # one thread per slice of a contiguous (outer, n, inner) tensor
    for r in range(cuda.grid(1), slices, cuda.gridsize(1)):
        base = (r // inner) * n * inner + r % inner
        m = x[base]
        for k in range(1, n):
            v = x[base + k * inner]
            m = v if v > m else m
        s = _nt_log_softmax(x[base], m)
        for k in range(1, n):
            s += _nt_log_softmax(x[base + k * inner], m)
        for k in range(n):
            xi = x[base + k * inner]
            out[base + k * inner] = _no_log_softmax(xi, m, s, _nt_log_softmax(xi, m))


@cuda.jit
def log_softmax_segments(x, out, base, n, stride):
    for r in range(cuda.grid(1), base.shape[0], cuda.gridsize(1)):
        b = base[r]
        k = n[r]
        st = stride[r]
        if k == 0:
            continue
        m = x[b]
        for j in range(1, k):
            v = x[b + j * st]
            m = v if v > m else m
        s = _nt_log_softmax(x[b], m)
        for j in range(1, k):
            e = _nt_log_softmax(x[b + j * st], m)
            s += e
        for j in range(k):
            i = b + j * st
            out[i] = _no_log_softmax(x[i], m, s, x[i])
