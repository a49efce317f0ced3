# generated from ops.yaml — do not edit
"""CUDA kernels (numba.cuda): per operator case, a device function and a
grid-stride kernel over flat storages with explicit strides and offsets.

Imported only when a cuda tensor is first used (importing numba.cuda is slow).
Runs under NUMBA_ENABLE_CUDASIM=1 when no GPU is present.
"""
import math

import numpy as np
from numba import cuda


# Threads per block of the block-parallel kernels (reductions, scans, softmax,
# segments): their shared-memory buffers hold one value per thread. The runtime
# launches at most this many (runtime/backends/cuda.py block_threads).
_RED_THREADS = 256
# Largest square tile of the matrix-product kernels (a _MM_TILE^2-thread block).
_MM_TILE = 16


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
    # PyTorch's integer power: a negative exponent gives 1, -1 or 0 (the
    # truncated reciprocal), never a division by zero.
    if b < 0:
        if a == 1:
            return a
        if a == -1:
            return a if b % 2 != 0 else -a
        return a - a
    # square-and-multiply: wraps like PyTorch's integer loop for any exponent
    r = a - a + 1
    base = a
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
    while x < 10.0:
        result = result - 1.0 / x
        x = x + 1.0
    inv = 1.0 / (x * x)
    series = inv * (1.0 / 12 - inv * (1.0 / 120 - inv * (1.0 / 252 - inv * (1.0 / 240 - inv * (1.0 / 132)))))
    return result + math.log(x) - 0.5 / x - series


# ---- random kind: the CPU's counter-based generator (splitmix64 of key +
# counter), so element i of a call depends only on (seed, the call's offset, i):
# the same numbers whatever the launch configuration, and as on the CPU.
_RNG_GOLDEN = np.uint64(0x9E3779B97F4A7C15)


@cuda.jit(device=True)
def _rng_word(key, ctr, stream):
    x = key + (ctr * np.uint64(4) + np.uint64(stream)) * _RNG_GOLDEN
    x = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    x = (x ^ (x >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return x ^ (x >> np.uint64(31))


@cuda.jit(device=True)
def _rng_uniform(key, ctr, ubits):
    return np.float64(_rng_word(key, ctr, 0) >> np.uint64(64 - ubits)) / np.float64(np.uint64(1) << np.uint64(ubits))


@cuda.jit(device=True)
def _rng_normal(key, ctr):
    # as the CPU's: the inverse normal CDF (Acklam) of a 53-bit uniform in (0, 1)
    p = (np.float64(_rng_word(key, ctr, 1) >> np.uint64(11)) + 0.5) * 1.1102230246251565e-16
    if p < 0.02425 or p > 0.97575:
        q = math.sqrt(-2.0 * math.log(p if p < 0.5 else 1.0 - p))
        x = (((((-7.784894002430293e-03 * q - 3.223964580411365e-01) * q - 2.400758277161838e+00) * q
               - 2.549732539343734e+00) * q + 4.374664141464968e+00) * q + 2.938163982698783e+00) / \
            ((((7.784695709041462e-03 * q + 3.224671290700398e-01) * q + 2.445134137142996e+00) * q
              + 3.754408661907416e+00) * q + 1.0)
        return x if p < 0.5 else -x
    q = p - 0.5
    r = q * q
    return (((((-3.969683028665376e+01 * r + 2.209460984245205e+02) * r - 2.759285104469687e+02) * r
              + 1.383577518672690e+02) * r - 3.066479806614716e+01) * r + 2.506628277459239e+00) * q / \
        (((((-5.447609879822406e+01 * r + 1.615858368580409e+02) * r - 1.556989798598866e+02) * r
           + 6.680131188771972e+01) * r - 1.328068155288572e+01) * r + 1.0)


@cuda.jit(device=True)
def _rng_bits(key, ctr):
    return _rng_word(key, ctr, 3)


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
        out[out_i] = _add(self[self_i], other[other_i], alpha)


@cuda.jit
def add_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n, alpha):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _add(self[self_off + i * self_step], other[other_off + i * other_step], alpha)


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
        out[out_i] = _sub(self[self_i], other[other_i], alpha)


@cuda.jit
def sub_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n, alpha):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _sub(self[self_off + i * self_step], other[other_off + i * other_step], alpha)


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
        out[out_i] = _mul(self[self_i], other[other_i])


@cuda.jit
def mul_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _mul(self[self_off + i * self_step], other[other_off + i * other_step])


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
        out[out_i] = _div(self[self_i], other[other_i])


@cuda.jit
def div_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _div(self[self_off + i * self_step], other[other_off + i * other_step])

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
        out[out_i] = _div__trunc(self[self_i], other[other_i])


@cuda.jit
def div__trunc_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _div__trunc(self[self_off + i * self_step], other[other_off + i * other_step])

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
        out[out_i] = _div__trunc__int(self[self_i], other[other_i])


@cuda.jit
def div__trunc__int_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _div__trunc__int(self[self_off + i * self_step], other[other_off + i * other_step])

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
        out[out_i] = _div__floor(self[self_i], other[other_i])


@cuda.jit
def div__floor_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _div__floor(self[self_off + i * self_step], other[other_off + i * other_step])


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
        out[out_i] = _floor_divide(self[self_i], other[other_i])


@cuda.jit
def floor_divide_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _floor_divide(self[self_off + i * self_step], other[other_off + i * other_step])


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
        out[out_i] = _remainder(self[self_i], other[other_i])


@cuda.jit
def remainder_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _remainder(self[self_off + i * self_step], other[other_off + i * other_step])

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
        out[out_i] = _remainder__int(self[self_i], other[other_i])


@cuda.jit
def remainder__int_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _remainder__int(self[self_off + i * self_step], other[other_off + i * other_step])


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
        out[out_i] = _fmod(self[self_i], other[other_i])


@cuda.jit
def fmod_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _fmod(self[self_off + i * self_step], other[other_off + i * other_step])

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
        out[out_i] = _fmod__int(self[self_i], other[other_i])


@cuda.jit
def fmod__int_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _fmod__int(self[self_off + i * self_step], other[other_off + i * other_step])


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
        out[out_i] = _pow(self[self_i], exponent[exponent_i])


@cuda.jit
def pow_flat(self, self_off, self_step, exponent, exponent_off, exponent_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _pow(self[self_off + i * self_step], exponent[exponent_off + i * exponent_step])

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
        out[out_i] = _pow__int(self[self_i], exponent[exponent_i])


@cuda.jit
def pow__int_flat(self, self_off, self_step, exponent, exponent_off, exponent_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _pow__int(self[self_off + i * self_step], exponent[exponent_off + i * exponent_step])


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
        out[out_i] = _atan2(self[self_i], other[other_i])


@cuda.jit
def atan2_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _atan2(self[self_off + i * self_step], other[other_off + i * other_step])


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
        out[out_i] = _maximum(self[self_i], other[other_i])


@cuda.jit
def maximum_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _maximum(self[self_off + i * self_step], other[other_off + i * other_step])


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
        out[out_i] = _minimum(self[self_i], other[other_i])


@cuda.jit
def minimum_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _minimum(self[self_off + i * self_step], other[other_off + i * other_step])


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
        out[out_i] = _clamp(self[self_i], min[min_i], max[max_i])


@cuda.jit
def clamp_flat(self, self_off, self_step, min, min_off, min_step, max, max_off, max_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _clamp(self[self_off + i * self_step], min[min_off + i * min_step], max[max_off + i * max_step])


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
        out[out_i] = _where(condition[condition_i], self[self_i], other[other_i])


@cuda.jit
def where_flat(condition, condition_off, condition_step, self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _where(condition[condition_off + i * condition_step], self[self_off + i * self_step], other[other_off + i * other_step])


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
        out[out_i] = _bitwise_and(self[self_i], other[other_i])


@cuda.jit
def bitwise_and_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _bitwise_and(self[self_off + i * self_step], other[other_off + i * other_step])


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
        out[out_i] = _bitwise_or(self[self_i], other[other_i])


@cuda.jit
def bitwise_or_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _bitwise_or(self[self_off + i * self_step], other[other_off + i * other_step])


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
        out[out_i] = _bitwise_xor(self[self_i], other[other_i])


@cuda.jit
def bitwise_xor_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _bitwise_xor(self[self_off + i * self_step], other[other_off + i * other_step])


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
        out[out_i] = _bitwise_not(self[self_i])


@cuda.jit
def bitwise_not_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _bitwise_not(self[self_off + i * self_step])

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
        out[out_i] = _bitwise_not__bool(self[self_i])


@cuda.jit
def bitwise_not__bool_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _bitwise_not__bool(self[self_off + i * self_step])


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
        out[out_i] = _logical_not(self[self_i])


@cuda.jit
def logical_not_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _logical_not(self[self_off + i * self_step])


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
        out[out_i] = _logical_and(self[self_i], other[other_i])


@cuda.jit
def logical_and_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _logical_and(self[self_off + i * self_step], other[other_off + i * other_step])


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
        out[out_i] = _logical_or(self[self_i], other[other_i])


@cuda.jit
def logical_or_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _logical_or(self[self_off + i * self_step], other[other_off + i * other_step])


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
        out[out_i] = _logical_xor(self[self_i], other[other_i])


@cuda.jit
def logical_xor_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _logical_xor(self[self_off + i * self_step], other[other_off + i * other_step])


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
        out[out_i] = _eq(self[self_i], other[other_i])


@cuda.jit
def eq_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _eq(self[self_off + i * self_step], other[other_off + i * other_step])


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
        out[out_i] = _ne(self[self_i], other[other_i])


@cuda.jit
def ne_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _ne(self[self_off + i * self_step], other[other_off + i * other_step])


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
        out[out_i] = _lt(self[self_i], other[other_i])


@cuda.jit
def lt_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _lt(self[self_off + i * self_step], other[other_off + i * other_step])


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
        out[out_i] = _le(self[self_i], other[other_i])


@cuda.jit
def le_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _le(self[self_off + i * self_step], other[other_off + i * other_step])


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
        out[out_i] = _gt(self[self_i], other[other_i])


@cuda.jit
def gt_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _gt(self[self_off + i * self_step], other[other_off + i * other_step])


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
        out[out_i] = _ge(self[self_i], other[other_i])


@cuda.jit
def ge_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _ge(self[self_off + i * self_step], other[other_off + i * other_step])


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
        out[out_i] = _neg(self[self_i])


@cuda.jit
def neg_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _neg(self[self_off + i * self_step])


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
        out[out_i] = _abs(self[self_i])


@cuda.jit
def abs_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _abs(self[self_off + i * self_step])


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
        out[out_i] = _sign(self[self_i])


@cuda.jit
def sign_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _sign(self[self_off + i * self_step])


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
        out[out_i] = _sgn(self[self_i])


@cuda.jit
def sgn_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _sgn(self[self_off + i * self_step])


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
        out[out_i] = _square(self[self_i])


@cuda.jit
def square_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _square(self[self_off + i * self_step])


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
        out[out_i] = _ceil(self[self_i])


@cuda.jit
def ceil_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _ceil(self[self_off + i * self_step])

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
        out[out_i] = _ceil__int(self[self_i])


@cuda.jit
def ceil__int_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _ceil__int(self[self_off + i * self_step])


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
        out[out_i] = _floor(self[self_i])


@cuda.jit
def floor_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _floor(self[self_off + i * self_step])

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
        out[out_i] = _floor__int(self[self_i])


@cuda.jit
def floor__int_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _floor__int(self[self_off + i * self_step])


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
        out[out_i] = _trunc(self[self_i])


@cuda.jit
def trunc_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _trunc(self[self_off + i * self_step])

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
        out[out_i] = _trunc__int(self[self_i])


@cuda.jit
def trunc__int_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _trunc__int(self[self_off + i * self_step])


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
        out[out_i] = _round(self[self_i], decimals)


@cuda.jit
def round_flat(self, self_off, self_step, out, out_off, n, decimals):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _round(self[self_off + i * self_step], decimals)

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
        out[out_i] = _round__int(self[self_i], decimals)


@cuda.jit
def round__int_flat(self, self_off, self_step, out, out_off, n, decimals):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _round__int(self[self_off + i * self_step], decimals)


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
        out[out_i] = _frac(self[self_i])


@cuda.jit
def frac_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _frac(self[self_off + i * self_step])


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
        out[out_i] = _reciprocal(self[self_i])


@cuda.jit
def reciprocal_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _reciprocal(self[self_off + i * self_step])


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
        out[out_i] = _sqrt(self[self_i])


@cuda.jit
def sqrt_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _sqrt(self[self_off + i * self_step])


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
        out[out_i] = _rsqrt(self[self_i])


@cuda.jit
def rsqrt_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _rsqrt(self[self_off + i * self_step])


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
        out[out_i] = _exp(self[self_i])


@cuda.jit
def exp_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _exp(self[self_off + i * self_step])


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
        out[out_i] = _expm1(self[self_i])


@cuda.jit
def expm1_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _expm1(self[self_off + i * self_step])


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
        out[out_i] = _log(self[self_i])


@cuda.jit
def log_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _log(self[self_off + i * self_step])


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
        out[out_i] = _log2(self[self_i])


@cuda.jit
def log2_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _log2(self[self_off + i * self_step])


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
        out[out_i] = _log10(self[self_i])


@cuda.jit
def log10_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _log10(self[self_off + i * self_step])


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
        out[out_i] = _log1p(self[self_i])


@cuda.jit
def log1p_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _log1p(self[self_off + i * self_step])


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
        out[out_i] = _sin(self[self_i])


@cuda.jit
def sin_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _sin(self[self_off + i * self_step])


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
        out[out_i] = _cos(self[self_i])


@cuda.jit
def cos_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _cos(self[self_off + i * self_step])


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
        out[out_i] = _tan(self[self_i])


@cuda.jit
def tan_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _tan(self[self_off + i * self_step])


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
        out[out_i] = _asin(self[self_i])


@cuda.jit
def asin_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _asin(self[self_off + i * self_step])


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
        out[out_i] = _acos(self[self_i])


@cuda.jit
def acos_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _acos(self[self_off + i * self_step])


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
        out[out_i] = _atan(self[self_i])


@cuda.jit
def atan_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _atan(self[self_off + i * self_step])


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
        out[out_i] = _sinh(self[self_i])


@cuda.jit
def sinh_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _sinh(self[self_off + i * self_step])


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
        out[out_i] = _cosh(self[self_i])


@cuda.jit
def cosh_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _cosh(self[self_off + i * self_step])


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
        out[out_i] = _tanh(self[self_i])


@cuda.jit
def tanh_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _tanh(self[self_off + i * self_step])


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
        out[out_i] = _sigmoid(self[self_i])


@cuda.jit
def sigmoid_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _sigmoid(self[self_off + i * self_step])


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
        out[out_i] = _erf(self[self_i])


@cuda.jit
def erf_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _erf(self[self_off + i * self_step])


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
        out[out_i] = _erfc(self[self_i])


@cuda.jit
def erfc_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _erfc(self[self_off + i * self_step])


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
        out[out_i] = _erfinv(self[self_i])


@cuda.jit
def erfinv_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _erfinv(self[self_off + i * self_step])


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
        out[out_i] = _digamma(self[self_i])


@cuda.jit
def digamma_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _digamma(self[self_off + i * self_step])


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
        out[out_i] = __to_copy(self[self_i])


@cuda.jit
def _to_copy_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = __to_copy(self[self_off + i * self_step])


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
        out[out_i] = __masked_fill(self[self_i], mask[mask_i], value[value_i])


@cuda.jit
def _masked_fill_flat(self, self_off, self_step, mask, mask_off, mask_step, value, value_off, value_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = __masked_fill(self[self_off + i * self_step], mask[mask_off + i * mask_step], value[value_off + i * value_step])


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
def sum_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, part, nsplit, init0):
    sh = cuda.shared.array(_RED_THREADS, dtype=part.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bx = cuda.blockDim.x
    by = cuda.blockDim.y
    AB = A * B
    split = cuda.blockIdx.y
    chunk = (n + nsplit - 1) // nsplit
    r0 = split * chunk
    r1 = min(n, r0 + chunk)
    for tile in range(cuda.blockIdx.x, (AB + bx - 1) // bx, cuda.gridDim.x):
        t = tile * bx + tx
        live = t < AB
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc0 = init0
        if live:
            for r in range(r0 + ty, r1, by):
                acc0 = _sum_combine0(acc0, _sum_map0(x[base + r * sr], n))
        sh[ty * bx + tx] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0:
            if ty < h:
                sh[ty * bx + tx] = _sum_combine0(sh[ty * bx + tx], sh[(ty + h) * bx + tx])
            cuda.syncthreads()
            h //= 2
        if nsplit > 1 and ty == 0 and live:
            part[split * AB + t] = sh[tx]
        p0 = _sum_finalize0(sh[tx], n)
        cuda.syncthreads()
        if nsplit == 1 and ty == 0 and live:
            out0[o0_off + a * o0_sa + b * o0_sb] = _sum_output0(n, p0)


@cuda.jit
def sum_finish(part, nsplit, A, n, B, out0, o0_off, o0_sa, o0_sb, init0):
    AB = A * B
    for t in range(cuda.grid(1), AB, cuda.gridsize(1)):
        a = t // B
        b = t % B
        acc = init0
        for q in range(nsplit):
            acc = _sum_combine0(acc, part[q * AB + t])
        p0 = _sum_finalize0(acc, n)
        out0[o0_off + a * o0_sa + b * o0_sb] = _sum_output0(n, p0)

@cuda.jit
def sum_segments(x, out, base, n, stride, init0):
    sh = cuda.shared.array(_RED_THREADS, dtype=out.dtype)
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for r in range(cuda.blockIdx.x, base.shape[0], cuda.gridDim.x):
        b = base[r]
        m = n[r]
        st = stride[r]
        acc0 = init0
        for j in range(tid, m, T):
            acc0 = _sum_combine0(acc0, _sum_map0(x[b + j * st], m))
        sh[tid * 1 + 0] = acc0
        cuda.syncthreads()
        h = T // 2
        while h > 0:
            if tid < h:
                sh[tid * 1 + 0] = _sum_combine0(sh[tid * 1 + 0], sh[(tid + h) * 1 + 0])
            cuda.syncthreads()
            h //= 2
        p0 = _sum_finalize0(sh[0], m)
        cuda.syncthreads()
        if tid == 0:
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
def prod_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, part, nsplit, init0):
    sh = cuda.shared.array(_RED_THREADS, dtype=part.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bx = cuda.blockDim.x
    by = cuda.blockDim.y
    AB = A * B
    split = cuda.blockIdx.y
    chunk = (n + nsplit - 1) // nsplit
    r0 = split * chunk
    r1 = min(n, r0 + chunk)
    for tile in range(cuda.blockIdx.x, (AB + bx - 1) // bx, cuda.gridDim.x):
        t = tile * bx + tx
        live = t < AB
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc0 = init0
        if live:
            for r in range(r0 + ty, r1, by):
                acc0 = _prod_combine0(acc0, _prod_map0(x[base + r * sr], n))
        sh[ty * bx + tx] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0:
            if ty < h:
                sh[ty * bx + tx] = _prod_combine0(sh[ty * bx + tx], sh[(ty + h) * bx + tx])
            cuda.syncthreads()
            h //= 2
        if nsplit > 1 and ty == 0 and live:
            part[split * AB + t] = sh[tx]
        p0 = _prod_finalize0(sh[tx], n)
        cuda.syncthreads()
        if nsplit == 1 and ty == 0 and live:
            out0[o0_off + a * o0_sa + b * o0_sb] = _prod_output0(n, p0)


@cuda.jit
def prod_finish(part, nsplit, A, n, B, out0, o0_off, o0_sa, o0_sb, init0):
    AB = A * B
    for t in range(cuda.grid(1), AB, cuda.gridsize(1)):
        a = t // B
        b = t % B
        acc = init0
        for q in range(nsplit):
            acc = _prod_combine0(acc, part[q * AB + t])
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
def mean_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, part, nsplit, init0):
    sh = cuda.shared.array(_RED_THREADS, dtype=part.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bx = cuda.blockDim.x
    by = cuda.blockDim.y
    AB = A * B
    split = cuda.blockIdx.y
    chunk = (n + nsplit - 1) // nsplit
    r0 = split * chunk
    r1 = min(n, r0 + chunk)
    for tile in range(cuda.blockIdx.x, (AB + bx - 1) // bx, cuda.gridDim.x):
        t = tile * bx + tx
        live = t < AB
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc0 = init0
        if live:
            for r in range(r0 + ty, r1, by):
                acc0 = _mean_combine0(acc0, _mean_map0(x[base + r * sr], n))
        sh[ty * bx + tx] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0:
            if ty < h:
                sh[ty * bx + tx] = _mean_combine0(sh[ty * bx + tx], sh[(ty + h) * bx + tx])
            cuda.syncthreads()
            h //= 2
        if nsplit > 1 and ty == 0 and live:
            part[split * AB + t] = sh[tx]
        p0 = _mean_finalize0(sh[tx], n)
        cuda.syncthreads()
        if nsplit == 1 and ty == 0 and live:
            out0[o0_off + a * o0_sa + b * o0_sb] = _mean_output0(n, p0)


@cuda.jit
def mean_finish(part, nsplit, A, n, B, out0, o0_off, o0_sa, o0_sb, init0):
    AB = A * B
    for t in range(cuda.grid(1), AB, cuda.gridsize(1)):
        a = t // B
        b = t % B
        acc = init0
        for q in range(nsplit):
            acc = _mean_combine0(acc, part[q * AB + t])
        p0 = _mean_finalize0(acc, n)
        out0[o0_off + a * o0_sa + b * o0_sb] = _mean_output0(n, p0)

@cuda.jit
def mean_segments(x, out, base, n, stride, init0):
    sh = cuda.shared.array(_RED_THREADS, dtype=out.dtype)
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for r in range(cuda.blockIdx.x, base.shape[0], cuda.gridDim.x):
        b = base[r]
        m = n[r]
        st = stride[r]
        acc0 = init0
        for j in range(tid, m, T):
            acc0 = _mean_combine0(acc0, _mean_map0(x[b + j * st], m))
        sh[tid * 1 + 0] = acc0
        cuda.syncthreads()
        h = T // 2
        while h > 0:
            if tid < h:
                sh[tid * 1 + 0] = _mean_combine0(sh[tid * 1 + 0], sh[(tid + h) * 1 + 0])
            cuda.syncthreads()
            h //= 2
        p0 = _mean_finalize0(sh[0], m)
        cuda.syncthreads()
        if tid == 0:
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
def var_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, part, nsplit, init0, init1, correction):
    sh = cuda.shared.array(_RED_THREADS, dtype=part.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bx = cuda.blockDim.x
    by = cuda.blockDim.y
    AB = A * B
    split = cuda.blockIdx.y
    chunk = (n + nsplit - 1) // nsplit
    r0 = split * chunk
    r1 = min(n, r0 + chunk)
    for tile in range(cuda.blockIdx.x, (AB + bx - 1) // bx, cuda.gridDim.x):
        t = tile * bx + tx
        live = t < AB
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc0 = init0
        if live:
            for r in range(r0 + ty, r1, by):
                acc0 = _var_combine0(acc0, _var_map0(x[base + r * sr], n, correction))
        sh[ty * bx + tx] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0:
            if ty < h:
                sh[ty * bx + tx] = _var_combine0(sh[ty * bx + tx], sh[(ty + h) * bx + tx])
            cuda.syncthreads()
            h //= 2
        p0 = _var_finalize0(sh[tx], n, correction)
        cuda.syncthreads()
        acc1 = init1
        if live:
            for r in range(r0 + ty, r1, by):
                acc1 = _var_combine1(acc1, _var_map1(x[base + r * sr], n, p0, correction))
        sh[ty * bx + tx] = acc1
        cuda.syncthreads()
        h = by // 2
        while h > 0:
            if ty < h:
                sh[ty * bx + tx] = _var_combine1(sh[ty * bx + tx], sh[(ty + h) * bx + tx])
            cuda.syncthreads()
            h //= 2
        p1 = _var_finalize1(sh[tx], n, p0, correction)
        cuda.syncthreads()
        if nsplit == 1 and ty == 0 and live:
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
def std_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, part, nsplit, init0, init1, correction):
    sh = cuda.shared.array(_RED_THREADS, dtype=part.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bx = cuda.blockDim.x
    by = cuda.blockDim.y
    AB = A * B
    split = cuda.blockIdx.y
    chunk = (n + nsplit - 1) // nsplit
    r0 = split * chunk
    r1 = min(n, r0 + chunk)
    for tile in range(cuda.blockIdx.x, (AB + bx - 1) // bx, cuda.gridDim.x):
        t = tile * bx + tx
        live = t < AB
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc0 = init0
        if live:
            for r in range(r0 + ty, r1, by):
                acc0 = _std_combine0(acc0, _std_map0(x[base + r * sr], n, correction))
        sh[ty * bx + tx] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0:
            if ty < h:
                sh[ty * bx + tx] = _std_combine0(sh[ty * bx + tx], sh[(ty + h) * bx + tx])
            cuda.syncthreads()
            h //= 2
        p0 = _std_finalize0(sh[tx], n, correction)
        cuda.syncthreads()
        acc1 = init1
        if live:
            for r in range(r0 + ty, r1, by):
                acc1 = _std_combine1(acc1, _std_map1(x[base + r * sr], n, p0, correction))
        sh[ty * bx + tx] = acc1
        cuda.syncthreads()
        h = by // 2
        while h > 0:
            if ty < h:
                sh[ty * bx + tx] = _std_combine1(sh[ty * bx + tx], sh[(ty + h) * bx + tx])
            cuda.syncthreads()
            h //= 2
        p1 = _std_finalize1(sh[tx], n, p0, correction)
        cuda.syncthreads()
        if nsplit == 1 and ty == 0 and live:
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
def var_mean_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, out1, o1_off, o1_sa, o1_sb, part, nsplit, init0, init1, correction):
    sh = cuda.shared.array(_RED_THREADS, dtype=part.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bx = cuda.blockDim.x
    by = cuda.blockDim.y
    AB = A * B
    split = cuda.blockIdx.y
    chunk = (n + nsplit - 1) // nsplit
    r0 = split * chunk
    r1 = min(n, r0 + chunk)
    for tile in range(cuda.blockIdx.x, (AB + bx - 1) // bx, cuda.gridDim.x):
        t = tile * bx + tx
        live = t < AB
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc0 = init0
        if live:
            for r in range(r0 + ty, r1, by):
                acc0 = _var_mean_combine0(acc0, _var_mean_map0(x[base + r * sr], n, correction))
        sh[ty * bx + tx] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0:
            if ty < h:
                sh[ty * bx + tx] = _var_mean_combine0(sh[ty * bx + tx], sh[(ty + h) * bx + tx])
            cuda.syncthreads()
            h //= 2
        p0 = _var_mean_finalize0(sh[tx], n, correction)
        cuda.syncthreads()
        acc1 = init1
        if live:
            for r in range(r0 + ty, r1, by):
                acc1 = _var_mean_combine1(acc1, _var_mean_map1(x[base + r * sr], n, p0, correction))
        sh[ty * bx + tx] = acc1
        cuda.syncthreads()
        h = by // 2
        while h > 0:
            if ty < h:
                sh[ty * bx + tx] = _var_mean_combine1(sh[ty * bx + tx], sh[(ty + h) * bx + tx])
            cuda.syncthreads()
            h //= 2
        p1 = _var_mean_finalize1(sh[tx], n, p0, correction)
        cuda.syncthreads()
        if nsplit == 1 and ty == 0 and live:
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
def std_mean_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, out1, o1_off, o1_sa, o1_sb, part, nsplit, init0, init1, correction):
    sh = cuda.shared.array(_RED_THREADS, dtype=part.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bx = cuda.blockDim.x
    by = cuda.blockDim.y
    AB = A * B
    split = cuda.blockIdx.y
    chunk = (n + nsplit - 1) // nsplit
    r0 = split * chunk
    r1 = min(n, r0 + chunk)
    for tile in range(cuda.blockIdx.x, (AB + bx - 1) // bx, cuda.gridDim.x):
        t = tile * bx + tx
        live = t < AB
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc0 = init0
        if live:
            for r in range(r0 + ty, r1, by):
                acc0 = _std_mean_combine0(acc0, _std_mean_map0(x[base + r * sr], n, correction))
        sh[ty * bx + tx] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0:
            if ty < h:
                sh[ty * bx + tx] = _std_mean_combine0(sh[ty * bx + tx], sh[(ty + h) * bx + tx])
            cuda.syncthreads()
            h //= 2
        p0 = _std_mean_finalize0(sh[tx], n, correction)
        cuda.syncthreads()
        acc1 = init1
        if live:
            for r in range(r0 + ty, r1, by):
                acc1 = _std_mean_combine1(acc1, _std_mean_map1(x[base + r * sr], n, p0, correction))
        sh[ty * bx + tx] = acc1
        cuda.syncthreads()
        h = by // 2
        while h > 0:
            if ty < h:
                sh[ty * bx + tx] = _std_mean_combine1(sh[ty * bx + tx], sh[(ty + h) * bx + tx])
            cuda.syncthreads()
            h //= 2
        p1 = _std_mean_finalize1(sh[tx], n, p0, correction)
        cuda.syncthreads()
        if nsplit == 1 and ty == 0 and live:
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
def logsumexp_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, part, nsplit, init0, init1):
    sh = cuda.shared.array(_RED_THREADS, dtype=part.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bx = cuda.blockDim.x
    by = cuda.blockDim.y
    AB = A * B
    split = cuda.blockIdx.y
    chunk = (n + nsplit - 1) // nsplit
    r0 = split * chunk
    r1 = min(n, r0 + chunk)
    for tile in range(cuda.blockIdx.x, (AB + bx - 1) // bx, cuda.gridDim.x):
        t = tile * bx + tx
        live = t < AB
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc0 = init0
        if live:
            for r in range(r0 + ty, r1, by):
                acc0 = _logsumexp_combine0(acc0, _logsumexp_map0(x[base + r * sr], n))
        sh[ty * bx + tx] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0:
            if ty < h:
                sh[ty * bx + tx] = _logsumexp_combine0(sh[ty * bx + tx], sh[(ty + h) * bx + tx])
            cuda.syncthreads()
            h //= 2
        p0 = _logsumexp_finalize0(sh[tx], n)
        cuda.syncthreads()
        acc1 = init1
        if live:
            for r in range(r0 + ty, r1, by):
                acc1 = _logsumexp_combine1(acc1, _logsumexp_map1(x[base + r * sr], n, p0))
        sh[ty * bx + tx] = acc1
        cuda.syncthreads()
        h = by // 2
        while h > 0:
            if ty < h:
                sh[ty * bx + tx] = _logsumexp_combine1(sh[ty * bx + tx], sh[(ty + h) * bx + tx])
            cuda.syncthreads()
            h //= 2
        p1 = _logsumexp_finalize1(sh[tx], n, p0)
        cuda.syncthreads()
        if nsplit == 1 and ty == 0 and live:
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
def all_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, part, nsplit, init0):
    sh = cuda.shared.array(_RED_THREADS, dtype=part.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bx = cuda.blockDim.x
    by = cuda.blockDim.y
    AB = A * B
    split = cuda.blockIdx.y
    chunk = (n + nsplit - 1) // nsplit
    r0 = split * chunk
    r1 = min(n, r0 + chunk)
    for tile in range(cuda.blockIdx.x, (AB + bx - 1) // bx, cuda.gridDim.x):
        t = tile * bx + tx
        live = t < AB
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc0 = init0
        if live:
            for r in range(r0 + ty, r1, by):
                acc0 = _all_combine0(acc0, _all_map0(x[base + r * sr], n))
        sh[ty * bx + tx] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0:
            if ty < h:
                sh[ty * bx + tx] = _all_combine0(sh[ty * bx + tx], sh[(ty + h) * bx + tx])
            cuda.syncthreads()
            h //= 2
        if nsplit > 1 and ty == 0 and live:
            part[split * AB + t] = sh[tx]
        p0 = _all_finalize0(sh[tx], n)
        cuda.syncthreads()
        if nsplit == 1 and ty == 0 and live:
            out0[o0_off + a * o0_sa + b * o0_sb] = _all_output0(n, p0)


@cuda.jit
def all_finish(part, nsplit, A, n, B, out0, o0_off, o0_sa, o0_sb, init0):
    AB = A * B
    for t in range(cuda.grid(1), AB, cuda.gridsize(1)):
        a = t // B
        b = t % B
        acc = init0
        for q in range(nsplit):
            acc = _all_combine0(acc, part[q * AB + t])
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
def any_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, part, nsplit, init0):
    sh = cuda.shared.array(_RED_THREADS, dtype=part.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bx = cuda.blockDim.x
    by = cuda.blockDim.y
    AB = A * B
    split = cuda.blockIdx.y
    chunk = (n + nsplit - 1) // nsplit
    r0 = split * chunk
    r1 = min(n, r0 + chunk)
    for tile in range(cuda.blockIdx.x, (AB + bx - 1) // bx, cuda.gridDim.x):
        t = tile * bx + tx
        live = t < AB
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc0 = init0
        if live:
            for r in range(r0 + ty, r1, by):
                acc0 = _any_combine0(acc0, _any_map0(x[base + r * sr], n))
        sh[ty * bx + tx] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0:
            if ty < h:
                sh[ty * bx + tx] = _any_combine0(sh[ty * bx + tx], sh[(ty + h) * bx + tx])
            cuda.syncthreads()
            h //= 2
        if nsplit > 1 and ty == 0 and live:
            part[split * AB + t] = sh[tx]
        p0 = _any_finalize0(sh[tx], n)
        cuda.syncthreads()
        if nsplit == 1 and ty == 0 and live:
            out0[o0_off + a * o0_sa + b * o0_sb] = _any_output0(n, p0)


@cuda.jit
def any_finish(part, nsplit, A, n, B, out0, o0_off, o0_sa, o0_sb, init0):
    AB = A * B
    for t in range(cuda.grid(1), AB, cuda.gridsize(1)):
        a = t // B
        b = t % B
        acc = init0
        for q in range(nsplit):
            acc = _any_combine0(acc, part[q * AB + t])
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
def amax_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, part, nsplit, init0):
    sh = cuda.shared.array(_RED_THREADS, dtype=part.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bx = cuda.blockDim.x
    by = cuda.blockDim.y
    AB = A * B
    split = cuda.blockIdx.y
    chunk = (n + nsplit - 1) // nsplit
    r0 = split * chunk
    r1 = min(n, r0 + chunk)
    for tile in range(cuda.blockIdx.x, (AB + bx - 1) // bx, cuda.gridDim.x):
        t = tile * bx + tx
        live = t < AB
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc0 = init0
        if live:
            for r in range(r0 + ty, r1, by):
                acc0 = _amax_combine0(acc0, _amax_map0(x[base + r * sr], n))
        sh[ty * bx + tx] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0:
            if ty < h:
                sh[ty * bx + tx] = _amax_combine0(sh[ty * bx + tx], sh[(ty + h) * bx + tx])
            cuda.syncthreads()
            h //= 2
        if nsplit > 1 and ty == 0 and live:
            part[split * AB + t] = sh[tx]
        p0 = _amax_finalize0(sh[tx], n)
        cuda.syncthreads()
        if nsplit == 1 and ty == 0 and live:
            out0[o0_off + a * o0_sa + b * o0_sb] = _amax_output0(n, p0)


@cuda.jit
def amax_finish(part, nsplit, A, n, B, out0, o0_off, o0_sa, o0_sb, init0):
    AB = A * B
    for t in range(cuda.grid(1), AB, cuda.gridsize(1)):
        a = t // B
        b = t % B
        acc = init0
        for q in range(nsplit):
            acc = _amax_combine0(acc, part[q * AB + t])
        p0 = _amax_finalize0(acc, n)
        out0[o0_off + a * o0_sa + b * o0_sb] = _amax_output0(n, p0)

@cuda.jit
def amax_segments(x, out, base, n, stride, init0):
    sh = cuda.shared.array(_RED_THREADS, dtype=out.dtype)
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for r in range(cuda.blockIdx.x, base.shape[0], cuda.gridDim.x):
        b = base[r]
        m = n[r]
        st = stride[r]
        acc0 = init0
        for j in range(tid, m, T):
            acc0 = _amax_combine0(acc0, _amax_map0(x[b + j * st], m))
        sh[tid * 1 + 0] = acc0
        cuda.syncthreads()
        h = T // 2
        while h > 0:
            if tid < h:
                sh[tid * 1 + 0] = _amax_combine0(sh[tid * 1 + 0], sh[(tid + h) * 1 + 0])
            cuda.syncthreads()
            h //= 2
        p0 = _amax_finalize0(sh[0], m)
        cuda.syncthreads()
        if tid == 0:
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
def amin_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, part, nsplit, init0):
    sh = cuda.shared.array(_RED_THREADS, dtype=part.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bx = cuda.blockDim.x
    by = cuda.blockDim.y
    AB = A * B
    split = cuda.blockIdx.y
    chunk = (n + nsplit - 1) // nsplit
    r0 = split * chunk
    r1 = min(n, r0 + chunk)
    for tile in range(cuda.blockIdx.x, (AB + bx - 1) // bx, cuda.gridDim.x):
        t = tile * bx + tx
        live = t < AB
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        acc0 = init0
        if live:
            for r in range(r0 + ty, r1, by):
                acc0 = _amin_combine0(acc0, _amin_map0(x[base + r * sr], n))
        sh[ty * bx + tx] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0:
            if ty < h:
                sh[ty * bx + tx] = _amin_combine0(sh[ty * bx + tx], sh[(ty + h) * bx + tx])
            cuda.syncthreads()
            h //= 2
        if nsplit > 1 and ty == 0 and live:
            part[split * AB + t] = sh[tx]
        p0 = _amin_finalize0(sh[tx], n)
        cuda.syncthreads()
        if nsplit == 1 and ty == 0 and live:
            out0[o0_off + a * o0_sa + b * o0_sb] = _amin_output0(n, p0)


@cuda.jit
def amin_finish(part, nsplit, A, n, B, out0, o0_off, o0_sa, o0_sb, init0):
    AB = A * B
    for t in range(cuda.grid(1), AB, cuda.gridsize(1)):
        a = t // B
        b = t % B
        acc = init0
        for q in range(nsplit):
            acc = _amin_combine0(acc, part[q * AB + t])
        p0 = _amin_finalize0(acc, n)
        out0[o0_off + a * o0_sa + b * o0_sb] = _amin_output0(n, p0)


# ---- max: max(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)
@cuda.jit(device=True)
def _max_better(x, v):
    return x > v or (x != x and v == v)


@cuda.jit
def max_kernel(x, x_off, sa, sr, sb, A, n, B, vals, v_off, v_sa, v_sb, idxs, i_off, i_sa, i_sb):
    shv = cuda.shared.array(_RED_THREADS, dtype=vals.dtype)
    shi = cuda.shared.array(_RED_THREADS, dtype=idxs.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bx = cuda.blockDim.x
    by = cuda.blockDim.y
    AB = A * B
    for tile in range(cuda.blockIdx.x, (AB + bx - 1) // bx, cuda.gridDim.x):
        t = tile * bx + tx
        live = t < AB
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        best = n
        v = x[x_off]
        if live:
            for r in range(ty, n, by):
                xi = x[base + r * sr]
                if best == n or _max_better(xi, v):
                    v = xi
                    best = r
        s = ty * bx + tx
        shv[s] = v
        shi[s] = best
        cuda.syncthreads()
        h = by // 2
        while h > 0:
            if ty < h:
                o = (ty + h) * bx + tx
                vb = shv[o]
                ib = shi[o]
                va = shv[s]
                ia = shi[s]
                if ib < n and (ia >= n or _max_better(vb, va) or (not _max_better(va, vb) and ib < ia)):
                    shv[s] = vb
                    shi[s] = ib
            cuda.syncthreads()
            h //= 2
        if ty == 0 and live:
            vals[v_off + a * v_sa + b * v_sb] = shv[tx]
            idxs[i_off + a * i_sa + b * i_sb] = shi[tx]
        cuda.syncthreads()


# ---- min: min(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)
@cuda.jit(device=True)
def _min_better(x, v):
    return x < v or (x != x and v == v)


@cuda.jit
def min_kernel(x, x_off, sa, sr, sb, A, n, B, vals, v_off, v_sa, v_sb, idxs, i_off, i_sa, i_sb):
    shv = cuda.shared.array(_RED_THREADS, dtype=vals.dtype)
    shi = cuda.shared.array(_RED_THREADS, dtype=idxs.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bx = cuda.blockDim.x
    by = cuda.blockDim.y
    AB = A * B
    for tile in range(cuda.blockIdx.x, (AB + bx - 1) // bx, cuda.gridDim.x):
        t = tile * bx + tx
        live = t < AB
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        best = n
        v = x[x_off]
        if live:
            for r in range(ty, n, by):
                xi = x[base + r * sr]
                if best == n or _min_better(xi, v):
                    v = xi
                    best = r
        s = ty * bx + tx
        shv[s] = v
        shi[s] = best
        cuda.syncthreads()
        h = by // 2
        while h > 0:
            if ty < h:
                o = (ty + h) * bx + tx
                vb = shv[o]
                ib = shi[o]
                va = shv[s]
                ia = shi[s]
                if ib < n and (ia >= n or _min_better(vb, va) or (not _min_better(va, vb) and ib < ia)):
                    shv[s] = vb
                    shi[s] = ib
            cuda.syncthreads()
            h //= 2
        if ty == 0 and live:
            vals[v_off + a * v_sa + b * v_sb] = shv[tx]
            idxs[i_off + a * i_sa + b * i_sb] = shi[tx]
        cuda.syncthreads()


# ---- argmax: argmax(Tensor self, dim? dim=None, bool keepdim=False) -> Tensor
@cuda.jit(device=True)
def _argmax_better(x, v):
    return x > v or (x != x and v == v)


@cuda.jit
def argmax_kernel(x, x_off, sa, sr, sb, A, n, B, vals, v_off, v_sa, v_sb, idxs, i_off, i_sa, i_sb):
    shv = cuda.shared.array(_RED_THREADS, dtype=vals.dtype)
    shi = cuda.shared.array(_RED_THREADS, dtype=idxs.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bx = cuda.blockDim.x
    by = cuda.blockDim.y
    AB = A * B
    for tile in range(cuda.blockIdx.x, (AB + bx - 1) // bx, cuda.gridDim.x):
        t = tile * bx + tx
        live = t < AB
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        best = n
        v = x[x_off]
        if live:
            for r in range(ty, n, by):
                xi = x[base + r * sr]
                if best == n or _argmax_better(xi, v):
                    v = xi
                    best = r
        s = ty * bx + tx
        shv[s] = v
        shi[s] = best
        cuda.syncthreads()
        h = by // 2
        while h > 0:
            if ty < h:
                o = (ty + h) * bx + tx
                vb = shv[o]
                ib = shi[o]
                va = shv[s]
                ia = shi[s]
                if ib < n and (ia >= n or _argmax_better(vb, va) or (not _argmax_better(va, vb) and ib < ia)):
                    shv[s] = vb
                    shi[s] = ib
            cuda.syncthreads()
            h //= 2
        if ty == 0 and live:
            vals[v_off + a * v_sa + b * v_sb] = shv[tx]
            idxs[i_off + a * i_sa + b * i_sb] = shi[tx]
        cuda.syncthreads()


# ---- argmin: argmin(Tensor self, dim? dim=None, bool keepdim=False) -> Tensor
@cuda.jit(device=True)
def _argmin_better(x, v):
    return x < v or (x != x and v == v)


@cuda.jit
def argmin_kernel(x, x_off, sa, sr, sb, A, n, B, vals, v_off, v_sa, v_sb, idxs, i_off, i_sa, i_sb):
    shv = cuda.shared.array(_RED_THREADS, dtype=vals.dtype)
    shi = cuda.shared.array(_RED_THREADS, dtype=idxs.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bx = cuda.blockDim.x
    by = cuda.blockDim.y
    AB = A * B
    for tile in range(cuda.blockIdx.x, (AB + bx - 1) // bx, cuda.gridDim.x):
        t = tile * bx + tx
        live = t < AB
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        best = n
        v = x[x_off]
        if live:
            for r in range(ty, n, by):
                xi = x[base + r * sr]
                if best == n or _argmin_better(xi, v):
                    v = xi
                    best = r
        s = ty * bx + tx
        shv[s] = v
        shi[s] = best
        cuda.syncthreads()
        h = by // 2
        while h > 0:
            if ty < h:
                o = (ty + h) * bx + tx
                vb = shv[o]
                ib = shi[o]
                va = shv[s]
                ia = shi[s]
                if ib < n and (ia >= n or _argmin_better(vb, va) or (not _argmin_better(va, vb) and ib < ia)):
                    shv[s] = vb
                    shi[s] = ib
            cuda.syncthreads()
            h //= 2
        if ty == 0 and live:
            vals[v_off + a * v_sa + b * v_sb] = shv[tx]
            idxs[i_off + a * i_sa + b * i_sb] = shi[tx]
        cuda.syncthreads()


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
    sh = cuda.shared.array(_RED_THREADS, dtype=out.dtype)
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for t in range(cuda.blockIdx.x, A * B, cuda.gridDim.x):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        obase = o_off + a * o_sa + b * o_sb
        carry = init0
        for c0 in range(0, n, T):
            j = c0 + tid
            v = init0
            if j < n:
                v = _cumsum_combine0(init0, x[base + j * sr])
            sh[tid] = v
            cuda.syncthreads()
            h = 1
            while h < T:
                w = sh[tid]
                if tid >= h:
                    w = _cumsum_combine0(sh[tid - h], w)
                cuda.syncthreads()
                sh[tid] = w
                cuda.syncthreads()
                h *= 2
            if j < n:
                out[obase + j * o_sr] = _cumsum_combine0(carry, sh[tid])
            carry = _cumsum_combine0(carry, sh[T - 1])
            cuda.syncthreads()

@cuda.jit
def cumsum_segments(x, out, base, n, stride, init0):
    sh = cuda.shared.array(_RED_THREADS, dtype=out.dtype)
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for r in range(cuda.blockIdx.x, base.shape[0], cuda.gridDim.x):
        b = base[r]
        m = n[r]
        st = stride[r]
        carry = init0
        for c0 in range(0, m, T):
            j = c0 + tid
            v = init0
            if j < m:
                v = _cumsum_combine0(init0, x[b + j * st])
            sh[tid] = v
            cuda.syncthreads()
            h = 1
            while h < T:
                w = sh[tid]
                if tid >= h:
                    w = _cumsum_combine0(sh[tid - h], w)
                cuda.syncthreads()
                sh[tid] = w
                cuda.syncthreads()
                h *= 2
            if j < m:
                out[b + j * st] = _cumsum_combine0(carry, sh[tid])
            carry = _cumsum_combine0(carry, sh[T - 1])
            cuda.syncthreads()


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
    sh = cuda.shared.array(_RED_THREADS, dtype=out.dtype)
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for t in range(cuda.blockIdx.x, A * B, cuda.gridDim.x):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        obase = o_off + a * o_sa + b * o_sb
        carry = init0
        for c0 in range(0, n, T):
            j = c0 + tid
            v = init0
            if j < n:
                v = _cumprod_combine0(init0, x[base + j * sr])
            sh[tid] = v
            cuda.syncthreads()
            h = 1
            while h < T:
                w = sh[tid]
                if tid >= h:
                    w = _cumprod_combine0(sh[tid - h], w)
                cuda.syncthreads()
                sh[tid] = w
                cuda.syncthreads()
                h *= 2
            if j < n:
                out[obase + j * o_sr] = _cumprod_combine0(carry, sh[tid])
            carry = _cumprod_combine0(carry, sh[T - 1])
            cuda.syncthreads()


# ---- dot: dot(Tensor self, Tensor tensor) -> Tensor
@cuda.jit(device=True)
def _dot_epilogue(acc):
    return acc


@cuda.jit
def dot_kernel(a, a_off, a_bst, a_sm, a_sk, b, b_off, b_bst, b_sk, b_sn, c, c_off, c_bst, c_sm, c_sn,
               out, o_off, o_bst, o_sm, o_sn, bshape, M, K, N, total, zero):
    ta = cuda.shared.array((_MM_TILE, _MM_TILE), dtype=a.dtype)
    tb = cuda.shared.array((_MM_TILE, _MM_TILE), dtype=b.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    T = cuda.blockDim.x
    tiles_m = (M + T - 1) // T
    tiles_n = (N + T - 1) // T
    nbatch = total // (M * N)
    for tile in range(cuda.blockIdx.x, nbatch * tiles_m * tiles_n, cuda.gridDim.x):
        tn = tile % tiles_n
        r = tile // tiles_n
        tm = r % tiles_m
        r //= tiles_m
        ao = a_off
        bo = b_off
        co = c_off
        oo = o_off
        for d in range(len(bshape) - 1, -1, -1):
            q = r % bshape[d]
            r //= bshape[d]
            ao += q * a_bst[d]
            bo += q * b_bst[d]
            co += q * c_bst[d]
            oo += q * o_bst[d]
        i = tm * T + ty
        j = tn * T + tx
        acc = zero
        for k0 in range(0, K, T):
            ka = k0 + tx
            kb = k0 + ty
            ta[ty, tx] = 0
            tb[ty, tx] = 0
            if i < M and ka < K:
                ta[ty, tx] = a[ao + i * a_sm + ka * a_sk]
            if kb < K and j < N:
                tb[ty, tx] = b[bo + kb * b_sk + j * b_sn]
            cuda.syncthreads()
            for kk in range(min(T, K - k0)):
                acc += ta[ty, kk] * tb[kk, tx]
            cuda.syncthreads()
        if i < M and j < N:
            out[oo + i * o_sm + j * o_sn] = _dot_epilogue(acc)


# ---- mv: mv(Tensor self, Tensor vec) -> Tensor
@cuda.jit(device=True)
def _mv_epilogue(acc):
    return acc


@cuda.jit
def mv_kernel(a, a_off, a_bst, a_sm, a_sk, b, b_off, b_bst, b_sk, b_sn, c, c_off, c_bst, c_sm, c_sn,
              out, o_off, o_bst, o_sm, o_sn, bshape, M, K, N, total, zero):
    ta = cuda.shared.array((_MM_TILE, _MM_TILE), dtype=a.dtype)
    tb = cuda.shared.array((_MM_TILE, _MM_TILE), dtype=b.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    T = cuda.blockDim.x
    tiles_m = (M + T - 1) // T
    tiles_n = (N + T - 1) // T
    nbatch = total // (M * N)
    for tile in range(cuda.blockIdx.x, nbatch * tiles_m * tiles_n, cuda.gridDim.x):
        tn = tile % tiles_n
        r = tile // tiles_n
        tm = r % tiles_m
        r //= tiles_m
        ao = a_off
        bo = b_off
        co = c_off
        oo = o_off
        for d in range(len(bshape) - 1, -1, -1):
            q = r % bshape[d]
            r //= bshape[d]
            ao += q * a_bst[d]
            bo += q * b_bst[d]
            co += q * c_bst[d]
            oo += q * o_bst[d]
        i = tm * T + ty
        j = tn * T + tx
        acc = zero
        for k0 in range(0, K, T):
            ka = k0 + tx
            kb = k0 + ty
            ta[ty, tx] = 0
            tb[ty, tx] = 0
            if i < M and ka < K:
                ta[ty, tx] = a[ao + i * a_sm + ka * a_sk]
            if kb < K and j < N:
                tb[ty, tx] = b[bo + kb * b_sk + j * b_sn]
            cuda.syncthreads()
            for kk in range(min(T, K - k0)):
                acc += ta[ty, kk] * tb[kk, tx]
            cuda.syncthreads()
        if i < M and j < N:
            out[oo + i * o_sm + j * o_sn] = _mv_epilogue(acc)


# ---- mm: mm(Tensor self, Tensor mat2) -> Tensor
@cuda.jit(device=True)
def _mm_epilogue(acc):
    return acc


@cuda.jit
def mm_kernel(a, a_off, a_bst, a_sm, a_sk, b, b_off, b_bst, b_sk, b_sn, c, c_off, c_bst, c_sm, c_sn,
              out, o_off, o_bst, o_sm, o_sn, bshape, M, K, N, total, zero):
    ta = cuda.shared.array((_MM_TILE, _MM_TILE), dtype=a.dtype)
    tb = cuda.shared.array((_MM_TILE, _MM_TILE), dtype=b.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    T = cuda.blockDim.x
    tiles_m = (M + T - 1) // T
    tiles_n = (N + T - 1) // T
    nbatch = total // (M * N)
    for tile in range(cuda.blockIdx.x, nbatch * tiles_m * tiles_n, cuda.gridDim.x):
        tn = tile % tiles_n
        r = tile // tiles_n
        tm = r % tiles_m
        r //= tiles_m
        ao = a_off
        bo = b_off
        co = c_off
        oo = o_off
        for d in range(len(bshape) - 1, -1, -1):
            q = r % bshape[d]
            r //= bshape[d]
            ao += q * a_bst[d]
            bo += q * b_bst[d]
            co += q * c_bst[d]
            oo += q * o_bst[d]
        i = tm * T + ty
        j = tn * T + tx
        acc = zero
        for k0 in range(0, K, T):
            ka = k0 + tx
            kb = k0 + ty
            ta[ty, tx] = 0
            tb[ty, tx] = 0
            if i < M and ka < K:
                ta[ty, tx] = a[ao + i * a_sm + ka * a_sk]
            if kb < K and j < N:
                tb[ty, tx] = b[bo + kb * b_sk + j * b_sn]
            cuda.syncthreads()
            for kk in range(min(T, K - k0)):
                acc += ta[ty, kk] * tb[kk, tx]
            cuda.syncthreads()
        if i < M and j < N:
            out[oo + i * o_sm + j * o_sn] = _mm_epilogue(acc)


# ---- bmm: bmm(Tensor self, Tensor mat2) -> Tensor
@cuda.jit(device=True)
def _bmm_epilogue(acc):
    return acc


@cuda.jit
def bmm_kernel(a, a_off, a_bst, a_sm, a_sk, b, b_off, b_bst, b_sk, b_sn, c, c_off, c_bst, c_sm, c_sn,
               out, o_off, o_bst, o_sm, o_sn, bshape, M, K, N, total, zero):
    ta = cuda.shared.array((_MM_TILE, _MM_TILE), dtype=a.dtype)
    tb = cuda.shared.array((_MM_TILE, _MM_TILE), dtype=b.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    T = cuda.blockDim.x
    tiles_m = (M + T - 1) // T
    tiles_n = (N + T - 1) // T
    nbatch = total // (M * N)
    for tile in range(cuda.blockIdx.x, nbatch * tiles_m * tiles_n, cuda.gridDim.x):
        tn = tile % tiles_n
        r = tile // tiles_n
        tm = r % tiles_m
        r //= tiles_m
        ao = a_off
        bo = b_off
        co = c_off
        oo = o_off
        for d in range(len(bshape) - 1, -1, -1):
            q = r % bshape[d]
            r //= bshape[d]
            ao += q * a_bst[d]
            bo += q * b_bst[d]
            co += q * c_bst[d]
            oo += q * o_bst[d]
        i = tm * T + ty
        j = tn * T + tx
        acc = zero
        for k0 in range(0, K, T):
            ka = k0 + tx
            kb = k0 + ty
            ta[ty, tx] = 0
            tb[ty, tx] = 0
            if i < M and ka < K:
                ta[ty, tx] = a[ao + i * a_sm + ka * a_sk]
            if kb < K and j < N:
                tb[ty, tx] = b[bo + kb * b_sk + j * b_sn]
            cuda.syncthreads()
            for kk in range(min(T, K - k0)):
                acc += ta[ty, kk] * tb[kk, tx]
            cuda.syncthreads()
        if i < M and j < N:
            out[oo + i * o_sm + j * o_sn] = _bmm_epilogue(acc)


# ---- matmul: matmul(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _matmul_epilogue(acc):
    return acc


@cuda.jit
def matmul_kernel(a, a_off, a_bst, a_sm, a_sk, b, b_off, b_bst, b_sk, b_sn, c, c_off, c_bst, c_sm, c_sn,
                  out, o_off, o_bst, o_sm, o_sn, bshape, M, K, N, total, zero):
    ta = cuda.shared.array((_MM_TILE, _MM_TILE), dtype=a.dtype)
    tb = cuda.shared.array((_MM_TILE, _MM_TILE), dtype=b.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    T = cuda.blockDim.x
    tiles_m = (M + T - 1) // T
    tiles_n = (N + T - 1) // T
    nbatch = total // (M * N)
    for tile in range(cuda.blockIdx.x, nbatch * tiles_m * tiles_n, cuda.gridDim.x):
        tn = tile % tiles_n
        r = tile // tiles_n
        tm = r % tiles_m
        r //= tiles_m
        ao = a_off
        bo = b_off
        co = c_off
        oo = o_off
        for d in range(len(bshape) - 1, -1, -1):
            q = r % bshape[d]
            r //= bshape[d]
            ao += q * a_bst[d]
            bo += q * b_bst[d]
            co += q * c_bst[d]
            oo += q * o_bst[d]
        i = tm * T + ty
        j = tn * T + tx
        acc = zero
        for k0 in range(0, K, T):
            ka = k0 + tx
            kb = k0 + ty
            ta[ty, tx] = 0
            tb[ty, tx] = 0
            if i < M and ka < K:
                ta[ty, tx] = a[ao + i * a_sm + ka * a_sk]
            if kb < K and j < N:
                tb[ty, tx] = b[bo + kb * b_sk + j * b_sn]
            cuda.syncthreads()
            for kk in range(min(T, K - k0)):
                acc += ta[ty, kk] * tb[kk, tx]
            cuda.syncthreads()
        if i < M and j < N:
            out[oo + i * o_sm + j * o_sn] = _matmul_epilogue(acc)


# ---- addmm: addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
@cuda.jit(device=True)
def _addmm_epilogue(acc, self, beta, alpha):
    return alpha * acc if beta == 0 else beta * self + alpha * acc


@cuda.jit
def addmm_kernel(a, a_off, a_bst, a_sm, a_sk, b, b_off, b_bst, b_sk, b_sn, c, c_off, c_bst, c_sm, c_sn,
                 out, o_off, o_bst, o_sm, o_sn, bshape, M, K, N, total, zero, beta, alpha):
    ta = cuda.shared.array((_MM_TILE, _MM_TILE), dtype=a.dtype)
    tb = cuda.shared.array((_MM_TILE, _MM_TILE), dtype=b.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    T = cuda.blockDim.x
    tiles_m = (M + T - 1) // T
    tiles_n = (N + T - 1) // T
    nbatch = total // (M * N)
    for tile in range(cuda.blockIdx.x, nbatch * tiles_m * tiles_n, cuda.gridDim.x):
        tn = tile % tiles_n
        r = tile // tiles_n
        tm = r % tiles_m
        r //= tiles_m
        ao = a_off
        bo = b_off
        co = c_off
        oo = o_off
        for d in range(len(bshape) - 1, -1, -1):
            q = r % bshape[d]
            r //= bshape[d]
            ao += q * a_bst[d]
            bo += q * b_bst[d]
            co += q * c_bst[d]
            oo += q * o_bst[d]
        i = tm * T + ty
        j = tn * T + tx
        acc = zero
        for k0 in range(0, K, T):
            ka = k0 + tx
            kb = k0 + ty
            ta[ty, tx] = 0
            tb[ty, tx] = 0
            if i < M and ka < K:
                ta[ty, tx] = a[ao + i * a_sm + ka * a_sk]
            if kb < K and j < N:
                tb[ty, tx] = b[bo + kb * b_sk + j * b_sn]
            cuda.syncthreads()
            for kk in range(min(T, K - k0)):
                acc += ta[ty, kk] * tb[kk, tx]
            cuda.syncthreads()
        if i < M and j < N:
            out[oo + i * o_sm + j * o_sn] = _addmm_epilogue(acc, c[co + i * c_sm + j * c_sn], beta, alpha)


# ---- addmv: addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor
@cuda.jit(device=True)
def _addmv_epilogue(acc, self, beta, alpha):
    return alpha * acc if beta == 0 else beta * self + alpha * acc


@cuda.jit
def addmv_kernel(a, a_off, a_bst, a_sm, a_sk, b, b_off, b_bst, b_sk, b_sn, c, c_off, c_bst, c_sm, c_sn,
                 out, o_off, o_bst, o_sm, o_sn, bshape, M, K, N, total, zero, beta, alpha):
    ta = cuda.shared.array((_MM_TILE, _MM_TILE), dtype=a.dtype)
    tb = cuda.shared.array((_MM_TILE, _MM_TILE), dtype=b.dtype)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    T = cuda.blockDim.x
    tiles_m = (M + T - 1) // T
    tiles_n = (N + T - 1) // T
    nbatch = total // (M * N)
    for tile in range(cuda.blockIdx.x, nbatch * tiles_m * tiles_n, cuda.gridDim.x):
        tn = tile % tiles_n
        r = tile // tiles_n
        tm = r % tiles_m
        r //= tiles_m
        ao = a_off
        bo = b_off
        co = c_off
        oo = o_off
        for d in range(len(bshape) - 1, -1, -1):
            q = r % bshape[d]
            r //= bshape[d]
            ao += q * a_bst[d]
            bo += q * b_bst[d]
            co += q * c_bst[d]
            oo += q * o_bst[d]
        i = tm * T + ty
        j = tn * T + tx
        acc = zero
        for k0 in range(0, K, T):
            ka = k0 + tx
            kb = k0 + ty
            ta[ty, tx] = 0
            tb[ty, tx] = 0
            if i < M and ka < K:
                ta[ty, tx] = a[ao + i * a_sm + ka * a_sk]
            if kb < K and j < N:
                tb[ty, tx] = b[bo + kb * b_sk + j * b_sn]
            cuda.syncthreads()
            for kk in range(min(T, K - k0)):
                acc += ta[ty, kk] * tb[kk, tx]
            cuda.syncthreads()
        if i < M and j < N:
            out[oo + i * o_sm + j * o_sn] = _addmv_epilogue(acc, c[co + i * c_sm + j * c_sn], beta, alpha)


# ---- uniform_: uniform_(Tensor self, float from_=0, float to=1) -> Tensor
@cuda.jit(device=True)
def _rk_uniform_(u, from_, to):
    return from_ + (to - from_) * u


@cuda.jit
def _rnd_uniform_(out, out_off, out_st, shape, n, key, ctr, ubits, from_, to):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        c = ctr + np.uint64(i)
        rem = i
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            out_i += k * out_st[d]
        u = _rng_uniform(key, c, ubits)
        out[out_i] = _rk_uniform_(u, from_, to)


# ---- normal_: normal_(Tensor self, float mean=0, float std=1) -> Tensor
@cuda.jit(device=True)
def _rk_normal_(z, mean, std):
    return mean + std * z


@cuda.jit
def _rnd_normal_(out, out_off, out_st, shape, n, key, ctr, ubits, mean, std):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        c = ctr + np.uint64(i)
        rem = i
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            out_i += k * out_st[d]
        z = _rng_normal(key, c)
        out[out_i] = _rk_normal_(z, mean, std)


# ---- normal: normal(Tensor mean, Tensor std=1, int[]? size=None, *, dtype? dtype=None, Device? device=None) -> Tensor
@cuda.jit(device=True)
def _rk_normal(z, mean, std):
    return mean + std * z


@cuda.jit
def _rnd_normal(out, out_off, out_st, shape, n, key, ctr, ubits, mean, mean_off, mean_st, std, std_off, std_st):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        c = ctr + np.uint64(i)
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
        z = _rng_normal(key, c)
        out[out_i] = _rk_normal(z, mean[mean_i], std[std_i])


# ---- cauchy_: cauchy_(Tensor self, float median=0, float sigma=1) -> Tensor
@cuda.jit(device=True)
def _rk_cauchy_(u, median, sigma):
    return median + sigma * math.tan(math.pi * (u - 0.5))


@cuda.jit
def _rnd_cauchy_(out, out_off, out_st, shape, n, key, ctr, ubits, median, sigma):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        c = ctr + np.uint64(i)
        rem = i
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            out_i += k * out_st[d]
        u = _rng_uniform(key, c, ubits)
        out[out_i] = _rk_cauchy_(u, median, sigma)


# ---- exponential_: exponential_(Tensor self, float lambd=1) -> Tensor
@cuda.jit(device=True)
def _rk_exponential_(u, lambd):
    return -math.log1p(-u) / lambd


@cuda.jit
def _rnd_exponential_(out, out_off, out_st, shape, n, key, ctr, ubits, lambd):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        c = ctr + np.uint64(i)
        rem = i
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            out_i += k * out_st[d]
        u = _rng_uniform(key, c, ubits)
        out[out_i] = _rk_exponential_(u, lambd)


# ---- log_normal_: log_normal_(Tensor self, float mean=1, float std=2) -> Tensor
@cuda.jit(device=True)
def _rk_log_normal_(z, mean, std):
    return math.exp(mean + std * z)


@cuda.jit
def _rnd_log_normal_(out, out_off, out_st, shape, n, key, ctr, ubits, mean, std):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        c = ctr + np.uint64(i)
        rem = i
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            out_i += k * out_st[d]
        z = _rng_normal(key, c)
        out[out_i] = _rk_log_normal_(z, mean, std)


# ---- bernoulli_: bernoulli_(Tensor self, Tensor p=0.5) -> Tensor
@cuda.jit(device=True)
def _rk_bernoulli_(u, p):
    return 1 if u < p else 0


@cuda.jit
def _rnd_bernoulli_(out, out_off, out_st, shape, n, key, ctr, ubits, p, p_off, p_st):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        c = ctr + np.uint64(i)
        rem = i
        out_i = out_off
        p_i = p_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            out_i += k * out_st[d]
            p_i += k * p_st[d]
        u = _rng_uniform(key, c, ubits)
        out[out_i] = _rk_bernoulli_(u, p[p_i])


# ---- bernoulli: bernoulli(Tensor self, Tensor? p=None) -> Tensor
@cuda.jit(device=True)
def _rk_bernoulli(u, p):
    return 1 if u < p else 0


@cuda.jit
def _rnd_bernoulli(out, out_off, out_st, shape, n, key, ctr, ubits, p, p_off, p_st):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        c = ctr + np.uint64(i)
        rem = i
        out_i = out_off
        p_i = p_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            out_i += k * out_st[d]
            p_i += k * p_st[d]
        u = _rng_uniform(key, c, ubits)
        out[out_i] = _rk_bernoulli(u, p[p_i])


# ---- random_: random_(Tensor self, int? from_=None, int? to=None) -> Tensor
@cuda.jit(device=True)
def _rk_random_(bits, from_, to):
    return randint_(bits, from_, to)


@cuda.jit
def _rnd_random_(out, out_off, out_st, shape, n, key, ctr, ubits, from_, to):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        c = ctr + np.uint64(i)
        rem = i
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            out_i += k * out_st[d]
        bits = _rng_bits(key, c)
        out[out_i] = _rk_random_(bits, from_, to)


# ---- _dropout: _dropout(Tensor self, float p) -> Tensor
@cuda.jit(device=True)
def _rk__dropout(u, self, p):
    return 0.0 if u < p else self / (1.0 - p)


@cuda.jit
def _rnd__dropout(out, out_off, out_st, shape, n, key, ctr, ubits, self, self_off, self_st, p):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        c = ctr + np.uint64(i)
        rem = i
        out_i = out_off
        self_i = self_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            out_i += k * out_st[d]
            self_i += k * self_st[d]
        u = _rng_uniform(key, c, ubits)
        out[out_i] = _rk__dropout(u, self[self_i], p)


# ---- _dropout_: _dropout_(Tensor self, float p) -> Tensor
@cuda.jit(device=True)
def _rk__dropout_(u, self, p):
    return 0.0 if u < p else self / (1.0 - p)


@cuda.jit
def _rnd__dropout_(out, out_off, out_st, shape, n, key, ctr, ubits, self, self_off, self_st, p):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        c = ctr + np.uint64(i)
        rem = i
        out_i = out_off
        self_i = self_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            out_i += k * out_st[d]
            self_i += k * self_st[d]
        u = _rng_uniform(key, c, ubits)
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
        out[out_i] = _relu(self[self_i])


@cuda.jit
def relu_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _relu(self[self_off + i * self_step])


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
        out[out_i] = _gelu__none(self[self_i])


@cuda.jit
def gelu__none_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _gelu__none(self[self_off + i * self_step])

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
        out[out_i] = _gelu__tanh(self[self_i])


@cuda.jit
def gelu__tanh_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _gelu__tanh(self[self_off + i * self_step])


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
        out[out_i] = _silu(self[self_i])


@cuda.jit
def silu_flat(self, self_off, self_step, out, out_off, n):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        out[out_off + i] = _silu(self[self_off + i * self_step])


# ---- softmax: softmax(Tensor self, dim dim, dtype? dtype=None) -> Tensor
@cuda.jit(device=True)
def _nt_softmax(x, m):
    return math.exp(x - m)


@cuda.jit(device=True)
def _no_softmax(x, m, s, e):
    return e / s


@cuda.jit
def _nrm_softmax(x, out, n, inner, slices):
    sh = cuda.shared.array(_RED_THREADS, dtype=out.dtype)
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for r in range(cuda.blockIdx.x, slices, cuda.gridDim.x):
        base = (r // inner) * n * inner + r % inner
        m = x[base]
        for j in range(tid, n, T):
            v = x[base + j * inner]
            m = v if v > m else m
        sh[tid] = m
        cuda.syncthreads()
        h = T // 2
        while h > 0:
            if tid < h:
                w = sh[tid + h]
                if w > sh[tid] or w != w:
                    sh[tid] = w
            cuda.syncthreads()
            h //= 2
        m = sh[0]
        cuda.syncthreads()
        sh[tid] = 0  # a zero of the row's dtype
        s = sh[tid]
        for j in range(tid, n, T):
            s += _nt_softmax(x[base + j * inner], m)
        sh[tid] = s
        cuda.syncthreads()
        h = T // 2
        while h > 0:
            if tid < h:
                sh[tid] += sh[tid + h]
            cuda.syncthreads()
            h //= 2
        s = sh[0]
        cuda.syncthreads()
        for j in range(tid, n, T):
            i = base + j * inner
            xi = x[i]
            out[i] = _no_softmax(xi, m, s, _nt_softmax(xi, m))


@cuda.jit
def softmax_segments(x, out, base, n, stride):
    sh = cuda.shared.array(_RED_THREADS, dtype=out.dtype)
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for r in range(cuda.blockIdx.x, base.shape[0], cuda.gridDim.x):
        k = n[r]
        if k > 0:
            b = base[r]
            st = stride[r]
            m = x[b]
            for j in range(tid, k, T):
                v = x[b + j * st]
                m = v if v > m else m
            sh[tid] = m
            cuda.syncthreads()
            h = T // 2
            while h > 0:
                if tid < h:
                    w = sh[tid + h]
                    if w > sh[tid] or w != w:
                        sh[tid] = w
                cuda.syncthreads()
                h //= 2
            m = sh[0]
            cuda.syncthreads()
            sh[tid] = 0  # a zero of the row's dtype
            s = sh[tid]
            for j in range(tid, k, T):
                s += _nt_softmax(x[b + j * st], m)
            sh[tid] = s
            cuda.syncthreads()
            h = T // 2
            while h > 0:
                if tid < h:
                    sh[tid] += sh[tid + h]
                cuda.syncthreads()
                h //= 2
            s = sh[0]
            cuda.syncthreads()
            for j in range(tid, k, T):
                i = b + j * st
                xi = x[i]
                out[i] = _no_softmax(xi, m, s, _nt_softmax(xi, m))


# ---- log_softmax: log_softmax(Tensor self, dim dim, dtype? dtype=None) -> Tensor
@cuda.jit(device=True)
def _nt_log_softmax(x, m):
    return math.exp(x - m)


@cuda.jit(device=True)
def _no_log_softmax(x, m, s, e):
    return x - m - math.log(s)


@cuda.jit
def _nrm_log_softmax(x, out, n, inner, slices):
    sh = cuda.shared.array(_RED_THREADS, dtype=out.dtype)
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for r in range(cuda.blockIdx.x, slices, cuda.gridDim.x):
        base = (r // inner) * n * inner + r % inner
        m = x[base]
        for j in range(tid, n, T):
            v = x[base + j * inner]
            m = v if v > m else m
        sh[tid] = m
        cuda.syncthreads()
        h = T // 2
        while h > 0:
            if tid < h:
                w = sh[tid + h]
                if w > sh[tid] or w != w:
                    sh[tid] = w
            cuda.syncthreads()
            h //= 2
        m = sh[0]
        cuda.syncthreads()
        sh[tid] = 0  # a zero of the row's dtype
        s = sh[tid]
        for j in range(tid, n, T):
            s += _nt_log_softmax(x[base + j * inner], m)
        sh[tid] = s
        cuda.syncthreads()
        h = T // 2
        while h > 0:
            if tid < h:
                sh[tid] += sh[tid + h]
            cuda.syncthreads()
            h //= 2
        s = sh[0]
        cuda.syncthreads()
        for j in range(tid, n, T):
            i = base + j * inner
            xi = x[i]
            out[i] = _no_log_softmax(xi, m, s, _nt_log_softmax(xi, m))


@cuda.jit
def log_softmax_segments(x, out, base, n, stride):
    sh = cuda.shared.array(_RED_THREADS, dtype=out.dtype)
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for r in range(cuda.blockIdx.x, base.shape[0], cuda.gridDim.x):
        k = n[r]
        if k > 0:
            b = base[r]
            st = stride[r]
            m = x[b]
            for j in range(tid, k, T):
                v = x[b + j * st]
                m = v if v > m else m
            sh[tid] = m
            cuda.syncthreads()
            h = T // 2
            while h > 0:
                if tid < h:
                    w = sh[tid + h]
                    if w > sh[tid] or w != w:
                        sh[tid] = w
                cuda.syncthreads()
                h //= 2
            m = sh[0]
            cuda.syncthreads()
            sh[tid] = 0  # a zero of the row's dtype
            s = sh[tid]
            for j in range(tid, k, T):
                s += _nt_log_softmax(x[b + j * st], m)
            sh[tid] = s
            cuda.syncthreads()
            h = T // 2
            while h > 0:
                if tid < h:
                    sh[tid] += sh[tid + h]
                cuda.syncthreads()
                h //= 2
            s = sh[0]
            cuda.syncthreads()
            for j in range(tid, k, T):
                i = b + j * st
                xi = x[i]
                out[i] = _no_log_softmax(xi, m, s, _nt_log_softmax(xi, m))
