# generated from ops.yaml — do not edit
"""CPU kernels: per operator case, a scalar function and two loops (flat and N-d).

Operands arrive already broadcast, in the computation dtype; the wrapper
(ops.py) has merged every dimension it can, so the flat loop is the common case.
"""
import math

import numpy as np
from numba import njit, prange

from ..backends.conversion import store_value
from ..backends.lazyjit import lazy_njit

# Each dispatcher is made on the kernel's first call (runtime/backends/lazyjit.py):
# making them all here would dominate `import tensorgen`.
# error_model="numpy": division by zero gives inf/nan instead of raising.
_jit = lazy_njit(globals(), cache=True, error_model="numpy")
# reductions (templates/reduction.j2): "reassoc" lets LLVM split folds over
# several vector accumulators (faster and more accurate than one serial sum).
_jit_red = lazy_njit(globals(), cache=True, error_model="numpy", fastmath={"reassoc"})
_jit_par = lazy_njit(globals(), cache=True, error_model="numpy", fastmath={"reassoc"}, parallel=True)
_BLOCK = 1024  # elements per partial sum of a row
_COLS = 16384  # output columns per task of an outer reduction (whole rows up to this width)
_WIDE = 128    # lanes of an outer reduction over few contiguous columns


# ---- helpers (ops.yaml `helpers:`)
@_jit
def floor_(x):
    r = x - x % 1
    return r if r == r else x


@_jit
def ceil_(x):
    return -floor_(-x)


@_jit
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
    # Branches, not (x > 0) - (x < 0): NumPy scalars (the CUDA simulator)
    # refuse to subtract bools. nan has sign 0, as in PyTorch.
    if x > 0:
        return 1
    if x < 0:
        return -1
    return 0


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
def fmod_float(a, b):
    # C's fmod (sign of the dividend). On magnitudes Python's % is exactly
    # fmod (numba has no math.fmod; Python's raises where C returns nan).
    if a != a or b != b or b == 0 or abs(a) == math.inf:
        return math.nan
    return math.copysign(abs(a) % abs(b), a)


@_jit
def remainder_float(a, b):
    # PyTorch's: fmod moved to the divisor's sign (keeps -0.0 % 3 == -0.0,
    # which Python's % turns into 0.0).
    r = fmod_float(a, b)
    if r != 0 and (b < 0) != (r < 0):
        r = r + b
    return r


@_jit
def trunc_div(a, b):
    if b == -1:
        return -a  # the minimum / -1 overflows: it wraps to itself, as PyTorch
    q = a // b
    if a % b != 0 and ((a < 0) != (b < 0)):
        q = q + 1
    return q


@_jit
def floor_div_int(a, b):
    if b == -1:
        return -a  # the minimum // -1 overflows: it wraps to itself, as PyTorch
    return a // b


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
    while x < 10.0:
        result = result - 1.0 / x
        x = x + 1.0
    inv = 1.0 / (x * x)
    series = inv * (1.0 / 12 - inv * (1.0 / 120 - inv * (1.0 / 252 - inv * (1.0 / 240 - inv * (1.0 / 132)))))
    return result + math.log(x) - 0.5 / x - series


_jit_pw_par = lazy_njit(globals(), cache=True, error_model="numpy", parallel=True)

# ---- random kind: a counter-based generator (splitmix64 of key + counter), so
# element i of a call depends only on (seed, the call's offset, i).
_RNG_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
# large fills split across threads; each element's draw depends only on its counter,
# so the parallel loop gives the same numbers as the serial one
_jit_rnd_par = lazy_njit(globals(), cache=True, error_model="numpy", parallel=True)


@_jit
def _rng_word(key, ctr, stream):
    x = key + (ctr * np.uint64(4) + np.uint64(stream)) * _RNG_GOLDEN
    x = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    x = (x ^ (x >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return x ^ (x >> np.uint64(31))


@_jit
def _rng_uniform(key, ctr, ubits):
    # the top `ubits` bits: a multiple of 2**-ubits in [0, 1), exact in the target dtype
    return np.float64(_rng_word(key, ctr, 0) >> np.uint64(64 - ubits)) / np.float64(np.uint64(1) << np.uint64(ubits))


@_jit
def _rng_normal(key, ctr):
    # inverse normal CDF (Acklam's rational approximation, relative error < 1.2e-9)
    # of a 53-bit uniform in (0, 1): no libm call in the central 95%, unlike Box-Muller
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


@_jit
def _rng_bits(key, ctr):
    return _rng_word(key, ctr, 3)


@_jit
def randint_(bits, lo, span):
    # lo + bits % span, wrapping in 64 bits; span 0 stands for all 2**64 values
    r = bits if span == np.uint64(0) else bits % span
    return np.int64(lo + r)


# ---- normalization kind: a vectorizable exp. LLVM vectorizes these loops only
# if nothing in them is a libm call, so float32 gets Cephes' expf polynomial
# with 2**n built from its bits; float64 keeps math.exp.
from llvmlite import ir as _llir  # noqa: E402
from numba import types as _nbt  # noqa: E402
from numba.extending import intrinsic as _intrinsic, overload as _overload  # noqa: E402

# NaN and inf keep their IEEE meaning (no nnan/ninf): softmax of a NaN row is NaN.
_NRM_FAST = {"contract", "arcp", "reassoc", "nsz", "afn"}
# term and output keep their own order of operations (no "reassoc": x - m - log(s) must
# not become x - (m + log(s))); LLVM inlines them into the loops, flags and all.
_jit_nrm = lazy_njit(globals(), cache=True, error_model="numpy", fastmath={"contract", "arcp", "nsz", "afn"})
_jit_nrm_par = lazy_njit(globals(), cache=True, error_model="numpy", fastmath=_NRM_FAST, parallel=True)


@_intrinsic
def _f32_from_bits(typingctx, bits):
    def codegen(context, builder, signature, args):
        return builder.bitcast(args[0], _llir.FloatType())
    return _nbt.float32(_nbt.int32), codegen


# no "reassoc" here: p * 2**n1 * 2**n2 must not become p * (2**n1 * 2**n2), which overflows near the top
@njit(fastmath={"contract", "arcp", "nsz", "afn"})
def _nrm_expf(x):
    xc = min(max(x, np.float32(-104.0)), np.float32(88.72283))
    # np.floor keeps float32 (math.floor would return an int64 and drag the rest into float64)
    n = np.floor(xc * np.float32(1.44269504088896341) + np.float32(0.5))
    r = xc - n * np.float32(0.693359375) - n * np.float32(-2.12194440e-4)
    p = np.float32(1.9875691500E-4)
    p = p * r + np.float32(1.3981999507E-3)
    p = p * r + np.float32(8.3334519073E-3)
    p = p * r + np.float32(4.1665795894E-2)
    p = p * r + np.float32(1.6666665459E-1)
    p = p * r + np.float32(5.0000001201E-1)
    p = p * r * r + r + np.float32(1.0)
    # 2**n in two halves, so results stay right down into the subnormals
    ni = np.int32(n)
    n1 = ni >> np.int32(1)
    n2 = ni - n1
    res = p * _f32_from_bits((n1 + np.int32(127)) << np.int32(23)) * \
        _f32_from_bits((n2 + np.int32(127)) << np.int32(23))
    if x < np.float32(-104.0):
        res = np.float32(0.0)
    if x > np.float32(88.72283):
        res = np.float32(np.inf)
    if x != x:
        res = x
    return res


# The row max with 16 independent accumulators: LLVM will not split a max fold
# over vector lanes by itself (it would reorder NaN comparisons); these map onto
# one vector register. A NaN skipped here still reaches the sum through
# exp(NaN - m), so the slice comes out NaN either way.
@njit(fastmath={"nsz"})
def _nrm_rowmax(row):
    n = row.shape[0]
    m0 = row[0]
    m1 = row[0]
    m2 = row[0]
    m3 = row[0]
    m4 = row[0]
    m5 = row[0]
    m6 = row[0]
    m7 = row[0]
    m8 = row[0]
    m9 = row[0]
    m10 = row[0]
    m11 = row[0]
    m12 = row[0]
    m13 = row[0]
    m14 = row[0]
    m15 = row[0]
    for b in range(n // 16):
        i = b * 16
        v = row[i + 0]
        m0 = v if v > m0 else m0
        v = row[i + 1]
        m1 = v if v > m1 else m1
        v = row[i + 2]
        m2 = v if v > m2 else m2
        v = row[i + 3]
        m3 = v if v > m3 else m3
        v = row[i + 4]
        m4 = v if v > m4 else m4
        v = row[i + 5]
        m5 = v if v > m5 else m5
        v = row[i + 6]
        m6 = v if v > m6 else m6
        v = row[i + 7]
        m7 = v if v > m7 else m7
        v = row[i + 8]
        m8 = v if v > m8 else m8
        v = row[i + 9]
        m9 = v if v > m9 else m9
        v = row[i + 10]
        m10 = v if v > m10 else m10
        v = row[i + 11]
        m11 = v if v > m11 else m11
        v = row[i + 12]
        m12 = v if v > m12 else m12
        v = row[i + 13]
        m13 = v if v > m13 else m13
        v = row[i + 14]
        m14 = v if v > m14 else m14
        v = row[i + 15]
        m15 = v if v > m15 else m15
    m = m0
    m = m1 if m1 > m else m
    m = m2 if m2 > m else m
    m = m3 if m3 > m else m
    m = m4 if m4 > m else m
    m = m5 if m5 > m else m
    m = m6 if m6 > m else m
    m = m7 if m7 > m else m
    m = m8 if m8 > m else m
    m = m9 if m9 > m else m
    m = m10 if m10 > m else m
    m = m11 if m11 > m else m
    m = m12 if m12 > m else m
    m = m13 if m13 > m else m
    m = m14 if m14 > m else m
    m = m15 if m15 > m else m
    for i in range(n - n % 16, n):
        m = row[i] if row[i] > m else m
    return m


def _nrm_exp(x):
    return math.exp(x)


@_overload(_nrm_exp)
def _nrm_exp_typed(x):
    if x == _nbt.float32:
        return lambda x: _nrm_expf(x)
    return lambda x: math.exp(x)


# ---- add: add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
@_jit
def _add(self, other, alpha):
    return self + alpha * other


@_jit
def add_1d(self, other, out, alpha):
    for i in range(out.shape[0]):
        out[i] = store_value(_add(self[i], other[i], alpha), out)


@_jit
def add_nd(self, other, out, alpha):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_add(self_row[i], other_row[i], alpha), out_row)


@_jit_pw_par
def add_1dp(self, other, out, alpha):
    for i in prange(out.shape[0]):
        out[i] = store_value(_add(self[i], other[i], alpha), out)


@_jit_pw_par
def add_ndp(self, other, out, alpha):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_add(self_row[i], other_row[i], alpha), out_row)


# ---- sub: sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
@_jit
def _sub(self, other, alpha):
    return self - alpha * other


@_jit
def sub_1d(self, other, out, alpha):
    for i in range(out.shape[0]):
        out[i] = store_value(_sub(self[i], other[i], alpha), out)


@_jit
def sub_nd(self, other, out, alpha):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_sub(self_row[i], other_row[i], alpha), out_row)


@_jit_pw_par
def sub_1dp(self, other, out, alpha):
    for i in prange(out.shape[0]):
        out[i] = store_value(_sub(self[i], other[i], alpha), out)


@_jit_pw_par
def sub_ndp(self, other, out, alpha):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_sub(self_row[i], other_row[i], alpha), out_row)


# ---- mul: mul(Tensor self, Tensor other) -> Tensor
@_jit
def _mul(self, other):
    return self * other


@_jit
def mul_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_mul(self[i], other[i]), out)


@_jit
def mul_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_mul(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def mul_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_mul(self[i], other[i]), out)


@_jit_pw_par
def mul_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_mul(self_row[i], other_row[i]), out_row)


# ---- div: div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor
@_jit
def _div(self, other):
    return self / other


@_jit
def div_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_div(self[i], other[i]), out)


@_jit
def div_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_div(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def div_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_div(self[i], other[i]), out)


@_jit_pw_par
def div_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_div(self_row[i], other_row[i]), out_row)

@_jit
def _div__trunc(self, other):
    return trunc_(self / other)


@_jit
def div__trunc_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_div__trunc(self[i], other[i]), out)


@_jit
def div__trunc_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_div__trunc(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def div__trunc_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_div__trunc(self[i], other[i]), out)


@_jit_pw_par
def div__trunc_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_div__trunc(self_row[i], other_row[i]), out_row)

@_jit
def _div__trunc__int(self, other):
    return trunc_div(self, other)


@_jit
def div__trunc__int_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_div__trunc__int(self[i], other[i]), out)


@_jit
def div__trunc__int_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_div__trunc__int(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def div__trunc__int_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_div__trunc__int(self[i], other[i]), out)


@_jit_pw_par
def div__trunc__int_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_div__trunc__int(self_row[i], other_row[i]), out_row)

@_jit
def _div__floor(self, other):
    return self // other


@_jit
def div__floor_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_div__floor(self[i], other[i]), out)


@_jit
def div__floor_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_div__floor(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def div__floor_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_div__floor(self[i], other[i]), out)


@_jit_pw_par
def div__floor_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_div__floor(self_row[i], other_row[i]), out_row)

@_jit
def _div__floor__int(self, other):
    return floor_div_int(self, other)


@_jit
def div__floor__int_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_div__floor__int(self[i], other[i]), out)


@_jit
def div__floor__int_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_div__floor__int(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def div__floor__int_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_div__floor__int(self[i], other[i]), out)


@_jit_pw_par
def div__floor__int_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_div__floor__int(self_row[i], other_row[i]), out_row)


# ---- floor_divide: floor_divide(Tensor self, Tensor other) -> Tensor
@_jit
def _floor_divide(self, other):
    return self // other


@_jit
def floor_divide_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_floor_divide(self[i], other[i]), out)


@_jit
def floor_divide_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_floor_divide(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def floor_divide_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_floor_divide(self[i], other[i]), out)


@_jit_pw_par
def floor_divide_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_floor_divide(self_row[i], other_row[i]), out_row)

@_jit
def _floor_divide__int(self, other):
    return floor_div_int(self, other)


@_jit
def floor_divide__int_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_floor_divide__int(self[i], other[i]), out)


@_jit
def floor_divide__int_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_floor_divide__int(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def floor_divide__int_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_floor_divide__int(self[i], other[i]), out)


@_jit_pw_par
def floor_divide__int_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_floor_divide__int(self_row[i], other_row[i]), out_row)


# ---- remainder: remainder(Tensor self, Tensor other) -> Tensor
@_jit
def _remainder(self, other):
    return remainder_float(self, other)


@_jit
def remainder_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_remainder(self[i], other[i]), out)


@_jit
def remainder_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_remainder(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def remainder_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_remainder(self[i], other[i]), out)


@_jit_pw_par
def remainder_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_remainder(self_row[i], other_row[i]), out_row)

@_jit
def _remainder__int(self, other):
    return self % other


@_jit
def remainder__int_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_remainder__int(self[i], other[i]), out)


@_jit
def remainder__int_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_remainder__int(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def remainder__int_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_remainder__int(self[i], other[i]), out)


@_jit_pw_par
def remainder__int_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_remainder__int(self_row[i], other_row[i]), out_row)


# ---- fmod: fmod(Tensor self, Tensor other) -> Tensor
@_jit
def _fmod(self, other):
    return fmod_float(self, other)


@_jit
def fmod_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_fmod(self[i], other[i]), out)


@_jit
def fmod_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_fmod(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def fmod_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_fmod(self[i], other[i]), out)


@_jit_pw_par
def fmod_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_fmod(self_row[i], other_row[i]), out_row)

@_jit
def _fmod__int(self, other):
    return fmod_(self, other)


@_jit
def fmod__int_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_fmod__int(self[i], other[i]), out)


@_jit
def fmod__int_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_fmod__int(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def fmod__int_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_fmod__int(self[i], other[i]), out)


@_jit_pw_par
def fmod__int_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_fmod__int(self_row[i], other_row[i]), out_row)


# ---- pow: pow(Tensor self, Tensor exponent) -> Tensor
@_jit
def _pow(self, exponent):
    return self ** exponent


@_jit
def pow_1d(self, exponent, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_pow(self[i], exponent[i]), out)


@_jit
def pow_nd(self, exponent, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        exponent_row = exponent[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_pow(self_row[i], exponent_row[i]), out_row)


@_jit_pw_par
def pow_1dp(self, exponent, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_pow(self[i], exponent[i]), out)


@_jit_pw_par
def pow_ndp(self, exponent, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        exponent_sub = exponent[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            exponent_row = exponent_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_pow(self_row[i], exponent_row[i]), out_row)

@_jit
def _pow__int(self, exponent):
    return int_pow(self, exponent)


@_jit
def pow__int_1d(self, exponent, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_pow__int(self[i], exponent[i]), out)


@_jit
def pow__int_nd(self, exponent, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        exponent_row = exponent[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_pow__int(self_row[i], exponent_row[i]), out_row)


@_jit_pw_par
def pow__int_1dp(self, exponent, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_pow__int(self[i], exponent[i]), out)


@_jit_pw_par
def pow__int_ndp(self, exponent, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        exponent_sub = exponent[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            exponent_row = exponent_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_pow__int(self_row[i], exponent_row[i]), out_row)


# ---- atan2: atan2(Tensor self, Tensor other) -> Tensor
@_jit
def _atan2(self, other):
    return math.atan2(self, other)


@_jit
def atan2_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_atan2(self[i], other[i]), out)


@_jit
def atan2_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_atan2(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def atan2_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_atan2(self[i], other[i]), out)


@_jit_pw_par
def atan2_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_atan2(self_row[i], other_row[i]), out_row)


# ---- maximum: maximum(Tensor self, Tensor other) -> Tensor
@_jit
def _maximum(self, other):
    return maximum_(self, other)


@_jit
def maximum_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_maximum(self[i], other[i]), out)


@_jit
def maximum_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_maximum(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def maximum_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_maximum(self[i], other[i]), out)


@_jit_pw_par
def maximum_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_maximum(self_row[i], other_row[i]), out_row)


# ---- minimum: minimum(Tensor self, Tensor other) -> Tensor
@_jit
def _minimum(self, other):
    return minimum_(self, other)


@_jit
def minimum_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_minimum(self[i], other[i]), out)


@_jit
def minimum_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_minimum(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def minimum_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_minimum(self[i], other[i]), out)


@_jit_pw_par
def minimum_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_minimum(self_row[i], other_row[i]), out_row)


# ---- clamp: clamp(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
@_jit
def _clamp(self, min, max):
    return clamp_(self, min, max)


@_jit
def clamp_1d(self, min, max, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_clamp(self[i], min[i], max[i]), out)


@_jit
def clamp_nd(self, min, max, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        min_row = min[idx]
        max_row = max[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_clamp(self_row[i], min_row[i], max_row[i]), out_row)


@_jit_pw_par
def clamp_1dp(self, min, max, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_clamp(self[i], min[i], max[i]), out)


@_jit_pw_par
def clamp_ndp(self, min, max, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        min_sub = min[r]
        max_sub = max[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            min_row = min_sub[idx]
            max_row = max_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_clamp(self_row[i], min_row[i], max_row[i]), out_row)


# ---- where: where(Tensor condition, Tensor self, Tensor other) -> Tensor
@_jit
def _where(condition, self, other):
    return self if condition else other


@_jit
def where_1d(condition, self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_where(condition[i], self[i], other[i]), out)


@_jit
def where_nd(condition, self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        condition_row = condition[idx]
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_where(condition_row[i], self_row[i], other_row[i]), out_row)


@_jit_pw_par
def where_1dp(condition, self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_where(condition[i], self[i], other[i]), out)


@_jit_pw_par
def where_ndp(condition, self, other, out):
    for r in prange(out.shape[0]):
        condition_sub = condition[r]
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            condition_row = condition_sub[idx]
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_where(condition_row[i], self_row[i], other_row[i]), out_row)


# ---- bitwise_and: bitwise_and(Tensor self, Tensor other) -> Tensor
@_jit
def _bitwise_and(self, other):
    return self & other


@_jit
def bitwise_and_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_bitwise_and(self[i], other[i]), out)


@_jit
def bitwise_and_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_bitwise_and(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def bitwise_and_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_bitwise_and(self[i], other[i]), out)


@_jit_pw_par
def bitwise_and_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_bitwise_and(self_row[i], other_row[i]), out_row)


# ---- bitwise_or: bitwise_or(Tensor self, Tensor other) -> Tensor
@_jit
def _bitwise_or(self, other):
    return self | other


@_jit
def bitwise_or_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_bitwise_or(self[i], other[i]), out)


@_jit
def bitwise_or_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_bitwise_or(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def bitwise_or_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_bitwise_or(self[i], other[i]), out)


@_jit_pw_par
def bitwise_or_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_bitwise_or(self_row[i], other_row[i]), out_row)


# ---- bitwise_xor: bitwise_xor(Tensor self, Tensor other) -> Tensor
@_jit
def _bitwise_xor(self, other):
    return self ^ other


@_jit
def bitwise_xor_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_bitwise_xor(self[i], other[i]), out)


@_jit
def bitwise_xor_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_bitwise_xor(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def bitwise_xor_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_bitwise_xor(self[i], other[i]), out)


@_jit_pw_par
def bitwise_xor_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_bitwise_xor(self_row[i], other_row[i]), out_row)


# ---- bitwise_not: bitwise_not(Tensor self) -> Tensor
@_jit
def _bitwise_not(self):
    return ~self


@_jit
def bitwise_not_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_bitwise_not(self[i]), out)


@_jit
def bitwise_not_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_bitwise_not(self_row[i]), out_row)


@_jit_pw_par
def bitwise_not_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_bitwise_not(self[i]), out)


@_jit_pw_par
def bitwise_not_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_bitwise_not(self_row[i]), out_row)

@_jit
def _bitwise_not__bool(self):
    return not self


@_jit
def bitwise_not__bool_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_bitwise_not__bool(self[i]), out)


@_jit
def bitwise_not__bool_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_bitwise_not__bool(self_row[i]), out_row)


@_jit_pw_par
def bitwise_not__bool_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_bitwise_not__bool(self[i]), out)


@_jit_pw_par
def bitwise_not__bool_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_bitwise_not__bool(self_row[i]), out_row)


# ---- logical_not: logical_not(Tensor self) -> Tensor
@_jit
def _logical_not(self):
    return self == 0


@_jit
def logical_not_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_logical_not(self[i]), out)


@_jit
def logical_not_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_logical_not(self_row[i]), out_row)


@_jit_pw_par
def logical_not_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_logical_not(self[i]), out)


@_jit_pw_par
def logical_not_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_logical_not(self_row[i]), out_row)


# ---- logical_and: logical_and(Tensor self, Tensor other) -> Tensor
@_jit
def _logical_and(self, other):
    return self != 0 and other != 0


@_jit
def logical_and_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_logical_and(self[i], other[i]), out)


@_jit
def logical_and_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_logical_and(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def logical_and_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_logical_and(self[i], other[i]), out)


@_jit_pw_par
def logical_and_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_logical_and(self_row[i], other_row[i]), out_row)


# ---- logical_or: logical_or(Tensor self, Tensor other) -> Tensor
@_jit
def _logical_or(self, other):
    return self != 0 or other != 0


@_jit
def logical_or_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_logical_or(self[i], other[i]), out)


@_jit
def logical_or_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_logical_or(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def logical_or_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_logical_or(self[i], other[i]), out)


@_jit_pw_par
def logical_or_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_logical_or(self_row[i], other_row[i]), out_row)


# ---- logical_xor: logical_xor(Tensor self, Tensor other) -> Tensor
@_jit
def _logical_xor(self, other):
    return (self != 0) != (other != 0)


@_jit
def logical_xor_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_logical_xor(self[i], other[i]), out)


@_jit
def logical_xor_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_logical_xor(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def logical_xor_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_logical_xor(self[i], other[i]), out)


@_jit_pw_par
def logical_xor_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_logical_xor(self_row[i], other_row[i]), out_row)


# ---- eq: eq(Tensor self, Tensor other) -> Tensor
@_jit
def _eq(self, other):
    return self == other


@_jit
def eq_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_eq(self[i], other[i]), out)


@_jit
def eq_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_eq(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def eq_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_eq(self[i], other[i]), out)


@_jit_pw_par
def eq_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_eq(self_row[i], other_row[i]), out_row)


# ---- ne: ne(Tensor self, Tensor other) -> Tensor
@_jit
def _ne(self, other):
    return self != other


@_jit
def ne_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_ne(self[i], other[i]), out)


@_jit
def ne_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_ne(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def ne_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_ne(self[i], other[i]), out)


@_jit_pw_par
def ne_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_ne(self_row[i], other_row[i]), out_row)


# ---- lt: lt(Tensor self, Tensor other) -> Tensor
@_jit
def _lt(self, other):
    return self < other


@_jit
def lt_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_lt(self[i], other[i]), out)


@_jit
def lt_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_lt(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def lt_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_lt(self[i], other[i]), out)


@_jit_pw_par
def lt_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_lt(self_row[i], other_row[i]), out_row)


# ---- le: le(Tensor self, Tensor other) -> Tensor
@_jit
def _le(self, other):
    return self <= other


@_jit
def le_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_le(self[i], other[i]), out)


@_jit
def le_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_le(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def le_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_le(self[i], other[i]), out)


@_jit_pw_par
def le_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_le(self_row[i], other_row[i]), out_row)


# ---- gt: gt(Tensor self, Tensor other) -> Tensor
@_jit
def _gt(self, other):
    return self > other


@_jit
def gt_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_gt(self[i], other[i]), out)


@_jit
def gt_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_gt(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def gt_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_gt(self[i], other[i]), out)


@_jit_pw_par
def gt_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_gt(self_row[i], other_row[i]), out_row)


# ---- ge: ge(Tensor self, Tensor other) -> Tensor
@_jit
def _ge(self, other):
    return self >= other


@_jit
def ge_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_ge(self[i], other[i]), out)


@_jit
def ge_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_ge(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def ge_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_ge(self[i], other[i]), out)


@_jit_pw_par
def ge_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_ge(self_row[i], other_row[i]), out_row)


# ---- neg: neg(Tensor self) -> Tensor
@_jit
def _neg(self):
    return -self


@_jit
def neg_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_neg(self[i]), out)


@_jit
def neg_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_neg(self_row[i]), out_row)


@_jit_pw_par
def neg_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_neg(self[i]), out)


@_jit_pw_par
def neg_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_neg(self_row[i]), out_row)


# ---- abs: abs(Tensor self) -> Tensor
@_jit
def _abs(self):
    return abs(self)


@_jit
def abs_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_abs(self[i]), out)


@_jit
def abs_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_abs(self_row[i]), out_row)


@_jit_pw_par
def abs_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_abs(self[i]), out)


@_jit_pw_par
def abs_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_abs(self_row[i]), out_row)


# ---- sign: sign(Tensor self) -> Tensor
@_jit
def _sign(self):
    return sign_(self)


@_jit
def sign_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_sign(self[i]), out)


@_jit
def sign_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_sign(self_row[i]), out_row)


@_jit_pw_par
def sign_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_sign(self[i]), out)


@_jit_pw_par
def sign_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_sign(self_row[i]), out_row)


# ---- sgn: sgn(Tensor self) -> Tensor
@_jit
def _sgn(self):
    return sign_(self)


@_jit
def sgn_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_sgn(self[i]), out)


@_jit
def sgn_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_sgn(self_row[i]), out_row)


@_jit_pw_par
def sgn_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_sgn(self[i]), out)


@_jit_pw_par
def sgn_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_sgn(self_row[i]), out_row)


# ---- square: square(Tensor self) -> Tensor
@_jit
def _square(self):
    return self * self


@_jit
def square_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_square(self[i]), out)


@_jit
def square_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_square(self_row[i]), out_row)


@_jit_pw_par
def square_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_square(self[i]), out)


@_jit_pw_par
def square_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_square(self_row[i]), out_row)


# ---- ceil: ceil(Tensor self) -> Tensor
@_jit
def _ceil(self):
    return ceil_(self)


@_jit
def ceil_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_ceil(self[i]), out)


@_jit
def ceil_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_ceil(self_row[i]), out_row)


@_jit_pw_par
def ceil_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_ceil(self[i]), out)


@_jit_pw_par
def ceil_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_ceil(self_row[i]), out_row)

@_jit
def _ceil__int(self):
    return self


@_jit
def ceil__int_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_ceil__int(self[i]), out)


@_jit
def ceil__int_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_ceil__int(self_row[i]), out_row)


@_jit_pw_par
def ceil__int_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_ceil__int(self[i]), out)


@_jit_pw_par
def ceil__int_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_ceil__int(self_row[i]), out_row)


# ---- floor: floor(Tensor self) -> Tensor
@_jit
def _floor(self):
    return floor_(self)


@_jit
def floor_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_floor(self[i]), out)


@_jit
def floor_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_floor(self_row[i]), out_row)


@_jit_pw_par
def floor_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_floor(self[i]), out)


@_jit_pw_par
def floor_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_floor(self_row[i]), out_row)

@_jit
def _floor__int(self):
    return self


@_jit
def floor__int_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_floor__int(self[i]), out)


@_jit
def floor__int_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_floor__int(self_row[i]), out_row)


@_jit_pw_par
def floor__int_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_floor__int(self[i]), out)


@_jit_pw_par
def floor__int_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_floor__int(self_row[i]), out_row)


# ---- trunc: trunc(Tensor self) -> Tensor
@_jit
def _trunc(self):
    return trunc_(self)


@_jit
def trunc_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_trunc(self[i]), out)


@_jit
def trunc_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_trunc(self_row[i]), out_row)


@_jit_pw_par
def trunc_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_trunc(self[i]), out)


@_jit_pw_par
def trunc_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_trunc(self_row[i]), out_row)

@_jit
def _trunc__int(self):
    return self


@_jit
def trunc__int_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_trunc__int(self[i]), out)


@_jit
def trunc__int_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_trunc__int(self_row[i]), out_row)


@_jit_pw_par
def trunc__int_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_trunc__int(self[i]), out)


@_jit_pw_par
def trunc__int_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_trunc__int(self_row[i]), out_row)


# ---- round: round(Tensor self, *, int decimals=0) -> Tensor
@_jit
def _round(self, decimals):
    return round_decimals(self, decimals)


@_jit
def round_1d(self, out, decimals):
    for i in range(out.shape[0]):
        out[i] = store_value(_round(self[i], decimals), out)


@_jit
def round_nd(self, out, decimals):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_round(self_row[i], decimals), out_row)


@_jit_pw_par
def round_1dp(self, out, decimals):
    for i in prange(out.shape[0]):
        out[i] = store_value(_round(self[i], decimals), out)


@_jit_pw_par
def round_ndp(self, out, decimals):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_round(self_row[i], decimals), out_row)

@_jit
def _round__int(self, decimals):
    return self


@_jit
def round__int_1d(self, out, decimals):
    for i in range(out.shape[0]):
        out[i] = store_value(_round__int(self[i], decimals), out)


@_jit
def round__int_nd(self, out, decimals):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_round__int(self_row[i], decimals), out_row)


@_jit_pw_par
def round__int_1dp(self, out, decimals):
    for i in prange(out.shape[0]):
        out[i] = store_value(_round__int(self[i], decimals), out)


@_jit_pw_par
def round__int_ndp(self, out, decimals):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_round__int(self_row[i], decimals), out_row)


# ---- frac: frac(Tensor self) -> Tensor
@_jit
def _frac(self):
    return self - trunc_(self)


@_jit
def frac_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_frac(self[i]), out)


@_jit
def frac_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_frac(self_row[i]), out_row)


@_jit_pw_par
def frac_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_frac(self[i]), out)


@_jit_pw_par
def frac_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_frac(self_row[i]), out_row)


# ---- reciprocal: reciprocal(Tensor self) -> Tensor
@_jit
def _reciprocal(self):
    return 1.0 / self


@_jit
def reciprocal_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_reciprocal(self[i]), out)


@_jit
def reciprocal_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_reciprocal(self_row[i]), out_row)


@_jit_pw_par
def reciprocal_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_reciprocal(self[i]), out)


@_jit_pw_par
def reciprocal_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_reciprocal(self_row[i]), out_row)


# ---- sqrt: sqrt(Tensor self) -> Tensor
@_jit
def _sqrt(self):
    return math.sqrt(self) if self >= 0 else math.nan


@_jit
def sqrt_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_sqrt(self[i]), out)


@_jit
def sqrt_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_sqrt(self_row[i]), out_row)


@_jit_pw_par
def sqrt_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_sqrt(self[i]), out)


@_jit_pw_par
def sqrt_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_sqrt(self_row[i]), out_row)


# ---- rsqrt: rsqrt(Tensor self) -> Tensor
@_jit
def _rsqrt(self):
    return 1.0 / math.sqrt(self) if self >= 0 else math.nan


@_jit
def rsqrt_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_rsqrt(self[i]), out)


@_jit
def rsqrt_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_rsqrt(self_row[i]), out_row)


@_jit_pw_par
def rsqrt_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_rsqrt(self[i]), out)


@_jit_pw_par
def rsqrt_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_rsqrt(self_row[i]), out_row)


# ---- exp: exp(Tensor self) -> Tensor
@_jit
def _exp(self):
    return _nrm_exp(self)


@_jit
def exp_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_exp(self[i]), out)


@_jit
def exp_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_exp(self_row[i]), out_row)


@_jit_pw_par
def exp_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_exp(self[i]), out)


@_jit_pw_par
def exp_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_exp(self_row[i]), out_row)


# ---- expm1: expm1(Tensor self) -> Tensor
@_jit
def _expm1(self):
    return math.expm1(self)


@_jit
def expm1_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_expm1(self[i]), out)


@_jit
def expm1_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_expm1(self_row[i]), out_row)


@_jit_pw_par
def expm1_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_expm1(self[i]), out)


@_jit_pw_par
def expm1_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_expm1(self_row[i]), out_row)


# ---- log: log(Tensor self) -> Tensor
@_jit
def _log(self):
    return (math.log(self) if self > 0 else -math.inf) if self >= 0 else math.nan


@_jit
def log_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_log(self[i]), out)


@_jit
def log_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_log(self_row[i]), out_row)


@_jit_pw_par
def log_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_log(self[i]), out)


@_jit_pw_par
def log_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_log(self_row[i]), out_row)


# ---- log2: log2(Tensor self) -> Tensor
@_jit
def _log2(self):
    return (math.log2(self) if self > 0 else -math.inf) if self >= 0 else math.nan


@_jit
def log2_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_log2(self[i]), out)


@_jit
def log2_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_log2(self_row[i]), out_row)


@_jit_pw_par
def log2_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_log2(self[i]), out)


@_jit_pw_par
def log2_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_log2(self_row[i]), out_row)


# ---- log10: log10(Tensor self) -> Tensor
@_jit
def _log10(self):
    return (math.log10(self) if self > 0 else -math.inf) if self >= 0 else math.nan


@_jit
def log10_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_log10(self[i]), out)


@_jit
def log10_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_log10(self_row[i]), out_row)


@_jit_pw_par
def log10_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_log10(self[i]), out)


@_jit_pw_par
def log10_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_log10(self_row[i]), out_row)


# ---- log1p: log1p(Tensor self) -> Tensor
@_jit
def _log1p(self):
    return (math.log1p(self) if self > -1 else -math.inf) if self >= -1 else math.nan


@_jit
def log1p_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_log1p(self[i]), out)


@_jit
def log1p_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_log1p(self_row[i]), out_row)


@_jit_pw_par
def log1p_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_log1p(self[i]), out)


@_jit_pw_par
def log1p_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_log1p(self_row[i]), out_row)


# ---- sin: sin(Tensor self) -> Tensor
@_jit
def _sin(self):
    return math.sin(self)


@_jit
def sin_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_sin(self[i]), out)


@_jit
def sin_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_sin(self_row[i]), out_row)


@_jit_pw_par
def sin_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_sin(self[i]), out)


@_jit_pw_par
def sin_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_sin(self_row[i]), out_row)


# ---- cos: cos(Tensor self) -> Tensor
@_jit
def _cos(self):
    return math.cos(self)


@_jit
def cos_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_cos(self[i]), out)


@_jit
def cos_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_cos(self_row[i]), out_row)


@_jit_pw_par
def cos_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_cos(self[i]), out)


@_jit_pw_par
def cos_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_cos(self_row[i]), out_row)


# ---- tan: tan(Tensor self) -> Tensor
@_jit
def _tan(self):
    return math.tan(self)


@_jit
def tan_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_tan(self[i]), out)


@_jit
def tan_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_tan(self_row[i]), out_row)


@_jit_pw_par
def tan_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_tan(self[i]), out)


@_jit_pw_par
def tan_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_tan(self_row[i]), out_row)


# ---- asin: asin(Tensor self) -> Tensor
@_jit
def _asin(self):
    return math.asin(self) if -1 <= self <= 1 else math.nan


@_jit
def asin_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_asin(self[i]), out)


@_jit
def asin_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_asin(self_row[i]), out_row)


@_jit_pw_par
def asin_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_asin(self[i]), out)


@_jit_pw_par
def asin_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_asin(self_row[i]), out_row)


# ---- acos: acos(Tensor self) -> Tensor
@_jit
def _acos(self):
    return math.acos(self) if -1 <= self <= 1 else math.nan


@_jit
def acos_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_acos(self[i]), out)


@_jit
def acos_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_acos(self_row[i]), out_row)


@_jit_pw_par
def acos_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_acos(self[i]), out)


@_jit_pw_par
def acos_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_acos(self_row[i]), out_row)


# ---- atan: atan(Tensor self) -> Tensor
@_jit
def _atan(self):
    return math.atan(self)


@_jit
def atan_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_atan(self[i]), out)


@_jit
def atan_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_atan(self_row[i]), out_row)


@_jit_pw_par
def atan_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_atan(self[i]), out)


@_jit_pw_par
def atan_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_atan(self_row[i]), out_row)


# ---- sinh: sinh(Tensor self) -> Tensor
@_jit
def _sinh(self):
    return math.sinh(self)


@_jit
def sinh_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_sinh(self[i]), out)


@_jit
def sinh_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_sinh(self_row[i]), out_row)


@_jit_pw_par
def sinh_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_sinh(self[i]), out)


@_jit_pw_par
def sinh_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_sinh(self_row[i]), out_row)


# ---- cosh: cosh(Tensor self) -> Tensor
@_jit
def _cosh(self):
    return math.cosh(self)


@_jit
def cosh_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_cosh(self[i]), out)


@_jit
def cosh_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_cosh(self_row[i]), out_row)


@_jit_pw_par
def cosh_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_cosh(self[i]), out)


@_jit_pw_par
def cosh_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_cosh(self_row[i]), out_row)


# ---- tanh: tanh(Tensor self) -> Tensor
@_jit
def _tanh(self):
    return math.tanh(self)


@_jit
def tanh_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_tanh(self[i]), out)


@_jit
def tanh_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_tanh(self_row[i]), out_row)


@_jit_pw_par
def tanh_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_tanh(self[i]), out)


@_jit_pw_par
def tanh_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_tanh(self_row[i]), out_row)


# ---- sigmoid: sigmoid(Tensor self) -> Tensor
@_jit
def _sigmoid(self):
    return sigmoid_(self)


@_jit
def sigmoid_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_sigmoid(self[i]), out)


@_jit
def sigmoid_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_sigmoid(self_row[i]), out_row)


@_jit_pw_par
def sigmoid_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_sigmoid(self[i]), out)


@_jit_pw_par
def sigmoid_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_sigmoid(self_row[i]), out_row)


# ---- erf: erf(Tensor self) -> Tensor
@_jit
def _erf(self):
    return math.erf(self)


@_jit
def erf_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_erf(self[i]), out)


@_jit
def erf_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_erf(self_row[i]), out_row)


@_jit_pw_par
def erf_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_erf(self[i]), out)


@_jit_pw_par
def erf_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_erf(self_row[i]), out_row)


# ---- erfc: erfc(Tensor self) -> Tensor
@_jit
def _erfc(self):
    return math.erfc(self)


@_jit
def erfc_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_erfc(self[i]), out)


@_jit
def erfc_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_erfc(self_row[i]), out_row)


@_jit_pw_par
def erfc_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_erfc(self[i]), out)


@_jit_pw_par
def erfc_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_erfc(self_row[i]), out_row)


# ---- erfinv: erfinv(Tensor self) -> Tensor
@_jit
def _erfinv(self):
    return erfinv_(self)


@_jit
def erfinv_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_erfinv(self[i]), out)


@_jit
def erfinv_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_erfinv(self_row[i]), out_row)


@_jit_pw_par
def erfinv_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_erfinv(self[i]), out)


@_jit_pw_par
def erfinv_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_erfinv(self_row[i]), out_row)


# ---- digamma: digamma(Tensor self) -> Tensor
@_jit
def _digamma(self):
    return digamma_(self)


@_jit
def digamma_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_digamma(self[i]), out)


@_jit
def digamma_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_digamma(self_row[i]), out_row)


@_jit_pw_par
def digamma_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_digamma(self[i]), out)


@_jit_pw_par
def digamma_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_digamma(self_row[i]), out_row)


# ---- _to_copy: _to_copy(Tensor self) -> Tensor
@_jit
def __to_copy(self):
    return self


@_jit
def _to_copy_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(__to_copy(self[i]), out)


@_jit
def _to_copy_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(__to_copy(self_row[i]), out_row)


@_jit_pw_par
def _to_copy_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(__to_copy(self[i]), out)


@_jit_pw_par
def _to_copy_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(__to_copy(self_row[i]), out_row)


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
@_jit
def __masked_fill(self, mask, value):
    return value if mask else self


@_jit
def _masked_fill_1d(self, mask, value, out):
    for i in range(out.shape[0]):
        out[i] = store_value(__masked_fill(self[i], mask[i], value[i]), out)


@_jit
def _masked_fill_nd(self, mask, value, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        mask_row = mask[idx]
        value_row = value[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(__masked_fill(self_row[i], mask_row[i], value_row[i]), out_row)


@_jit_pw_par
def _masked_fill_1dp(self, mask, value, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(__masked_fill(self[i], mask[i], value[i]), out)


@_jit_pw_par
def _masked_fill_ndp(self, mask, value, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        mask_sub = mask[r]
        value_sub = value[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            mask_row = mask_sub[idx]
            value_row = value_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(__masked_fill(self_row[i], mask_row[i], value_row[i]), out_row)


# ---- masked_fill: masked_fill(Tensor self, Tensor mask, Scalar value) -> Tensor

# ---- index_fill: index_fill(Tensor self, dim dim, Tensor index, Scalar value) -> Tensor

# ---- _take: _take(Tensor self, Tensor offsets) -> Tensor
@_jit
def _take_gather(src, offsets, out):
    for i in range(out.shape[0]):
        out[i] = src[offsets[i]]


@_jit
def _take_scatter(dst, offsets, vals):
    for i in range(vals.shape[0]):
        dst[offsets[i]] = vals[i]


# ---- masked_select: masked_select(Tensor self, Tensor mask) -> Tensor

# ---- resize: resize(Tensor self, int[] size) -> Tensor

# ---- resize_as: resize_as(Tensor self, Tensor the_template) -> Tensor

# ---- sum: sum(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor
@_jit_red
def _sum_map0(x, n):
    return x


@_jit_red
def _sum_combine0(a, b):
    return a + b


@_jit_red
def _sum_finalize0(acc, n):
    return acc


@_jit_red
def _sum_output0(n, p0):
    return p0


@_jit_red
def _sum_row0(row, init, n):
    # blocks of _BLOCK: the error grows with the block and block-count sizes,
    # not the row length, and the inner loop vectorises
    # (a constant trip count is what lets LLVM vectorise the block loop)
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        blk = init
        for i in range(_BLOCK):
            blk = _sum_combine0(blk, _sum_map0(row[s + i], n))
        acc = _sum_combine0(acc, blk)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _sum_combine0(blk, _sum_map0(row[i], n))
    return _sum_combine0(acc, blk)


@_jit_red
def sum_inner(x, out0, init0):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _sum_combine0(acc0, _sum_map0(x[a, r], n))
        else:
            acc0 = _sum_row0(row, init0, n)
        p0 = _sum_finalize0(acc0, n)
        out0[a] = _sum_output0(n, p0)


@_jit_red
def sum_outer(x, out0, init0):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _sum_combine0(acc0[j], _sum_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _sum_finalize0(acc0[j], n)
        for j in range(w):
            out0[a, b0 + j] = _sum_output0(n, acc0[j])


@_jit_par
def sum_inner_par(x, out0, init0):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _sum_combine0(acc0, _sum_map0(x[a, r], n))
        else:
            acc0 = _sum_row0(row, init0, n)
        p0 = _sum_finalize0(acc0, n)
        out0[a] = _sum_output0(n, p0)


@_jit_par
def sum_outer_par(x, out0, init0):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _sum_combine0(acc0[j], _sum_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _sum_finalize0(acc0[j], n)
        for j in range(w):
            out0[a, b0 + j] = _sum_output0(n, acc0[j])


@_jit_red
def sum_outer_wide(x, B, out0, init0):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _sum_combine0(lane0[l], _sum_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _sum_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _sum_combine0(acc0[j], _sum_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _sum_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _sum_output0(n, acc0[j])


@_jit_par
def sum_outer_wide_par(x, B, out0, init0):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _sum_combine0(lane0[l], _sum_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _sum_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _sum_combine0(acc0[j], _sum_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _sum_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _sum_output0(n, acc0[j])


@_jit_par
def sum_split_par(x, out0, init0, nchunk):
    # few long rows: each row is cut into nchunk pieces folded in parallel
    n = x.shape[1]
    cs = (n + nchunk - 1) // nchunk
    for a in range(x.shape[0]):
        row = x[a]
        part0 = np.full(nchunk, init0)
        for c in prange(nchunk):
            part0[c] = _sum_row0(row[c * cs:min(c * cs + cs, n)], init0, n)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _sum_combine0(acc0, part0[c])
        p0 = _sum_finalize0(acc0, n)
        out0[a] = _sum_output0(n, p0)

@_jit_par
def sum_outer_split_par(x, out0, init0, nchunk):
    # few outputs per row block: the reduced rows are cut into nchunk pieces,
    # each accumulated (whole rows, streaming) in parallel, then combined
    A, n, B = x.shape
    cs = (n + nchunk - 1) // nchunk
    for a in range(A):
        part0 = np.full((nchunk, B), init0)
        for c in prange(nchunk):
            prow = part0[c]
            for r in range(c * cs, min(c * cs + cs, n)):
                xr = x[a, r]
                for j in range(B):
                    prow[j] = _sum_combine0(prow[j], _sum_map0(xr[j], n))
        acc0 = part0[0].copy()
        for c in range(1, nchunk):
            for j in range(B):
                acc0[j] = _sum_combine0(acc0[j], part0[c, j])
        for j in range(B):
            acc0[j] = _sum_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _sum_output0(n, acc0[j])

@_jit
def sum_segments(x, out, base, n, stride, init0):
    for r in range(base.shape[0]):
        b = base[r]
        m = n[r]
        st = stride[r]
        acc0 = init0
        for j in range(m):
            acc0 = _sum_combine0(acc0, _sum_map0(x[b + j * st], m))
        p0 = _sum_finalize0(acc0, m)
        out[r] = _sum_output0(m, p0)


# ---- prod: prod(Tensor self, dim? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor
@_jit_red
def _prod_map0(x, n):
    return x


@_jit_red
def _prod_combine0(a, b):
    return a * b


@_jit_red
def _prod_finalize0(acc, n):
    return acc


@_jit_red
def _prod_output0(n, p0):
    return p0


@_jit_red
def _prod_row0(row, init, n):
    # blocks of _BLOCK: the error grows with the block and block-count sizes,
    # not the row length, and the inner loop vectorises
    # (a constant trip count is what lets LLVM vectorise the block loop)
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        blk = init
        for i in range(_BLOCK):
            blk = _prod_combine0(blk, _prod_map0(row[s + i], n))
        acc = _prod_combine0(acc, blk)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _prod_combine0(blk, _prod_map0(row[i], n))
    return _prod_combine0(acc, blk)


@_jit_red
def prod_inner(x, out0, init0):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _prod_combine0(acc0, _prod_map0(x[a, r], n))
        else:
            acc0 = _prod_row0(row, init0, n)
        p0 = _prod_finalize0(acc0, n)
        out0[a] = _prod_output0(n, p0)


@_jit_red
def prod_outer(x, out0, init0):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _prod_combine0(acc0[j], _prod_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _prod_finalize0(acc0[j], n)
        for j in range(w):
            out0[a, b0 + j] = _prod_output0(n, acc0[j])


@_jit_par
def prod_inner_par(x, out0, init0):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _prod_combine0(acc0, _prod_map0(x[a, r], n))
        else:
            acc0 = _prod_row0(row, init0, n)
        p0 = _prod_finalize0(acc0, n)
        out0[a] = _prod_output0(n, p0)


@_jit_par
def prod_outer_par(x, out0, init0):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _prod_combine0(acc0[j], _prod_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _prod_finalize0(acc0[j], n)
        for j in range(w):
            out0[a, b0 + j] = _prod_output0(n, acc0[j])


@_jit_red
def prod_outer_wide(x, B, out0, init0):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _prod_combine0(lane0[l], _prod_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _prod_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _prod_combine0(acc0[j], _prod_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _prod_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _prod_output0(n, acc0[j])


@_jit_par
def prod_outer_wide_par(x, B, out0, init0):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _prod_combine0(lane0[l], _prod_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _prod_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _prod_combine0(acc0[j], _prod_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _prod_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _prod_output0(n, acc0[j])


@_jit_par
def prod_split_par(x, out0, init0, nchunk):
    # few long rows: each row is cut into nchunk pieces folded in parallel
    n = x.shape[1]
    cs = (n + nchunk - 1) // nchunk
    for a in range(x.shape[0]):
        row = x[a]
        part0 = np.full(nchunk, init0)
        for c in prange(nchunk):
            part0[c] = _prod_row0(row[c * cs:min(c * cs + cs, n)], init0, n)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _prod_combine0(acc0, part0[c])
        p0 = _prod_finalize0(acc0, n)
        out0[a] = _prod_output0(n, p0)

@_jit_par
def prod_outer_split_par(x, out0, init0, nchunk):
    # few outputs per row block: the reduced rows are cut into nchunk pieces,
    # each accumulated (whole rows, streaming) in parallel, then combined
    A, n, B = x.shape
    cs = (n + nchunk - 1) // nchunk
    for a in range(A):
        part0 = np.full((nchunk, B), init0)
        for c in prange(nchunk):
            prow = part0[c]
            for r in range(c * cs, min(c * cs + cs, n)):
                xr = x[a, r]
                for j in range(B):
                    prow[j] = _prod_combine0(prow[j], _prod_map0(xr[j], n))
        acc0 = part0[0].copy()
        for c in range(1, nchunk):
            for j in range(B):
                acc0[j] = _prod_combine0(acc0[j], part0[c, j])
        for j in range(B):
            acc0[j] = _prod_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _prod_output0(n, acc0[j])


# ---- mean: mean(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor
@_jit_red
def _mean_map0(x, n):
    return x


@_jit_red
def _mean_combine0(a, b):
    return a + b


@_jit_red
def _mean_finalize0(acc, n):
    return acc / n


@_jit_red
def _mean_output0(n, p0):
    return p0


@_jit_red
def _mean_row0(row, init, n):
    # blocks of _BLOCK: the error grows with the block and block-count sizes,
    # not the row length, and the inner loop vectorises
    # (a constant trip count is what lets LLVM vectorise the block loop)
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        blk = init
        for i in range(_BLOCK):
            blk = _mean_combine0(blk, _mean_map0(row[s + i], n))
        acc = _mean_combine0(acc, blk)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _mean_combine0(blk, _mean_map0(row[i], n))
    return _mean_combine0(acc, blk)


@_jit_red
def mean_inner(x, out0, init0):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _mean_combine0(acc0, _mean_map0(x[a, r], n))
        else:
            acc0 = _mean_row0(row, init0, n)
        p0 = _mean_finalize0(acc0, n)
        out0[a] = _mean_output0(n, p0)


@_jit_red
def mean_outer(x, out0, init0):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _mean_combine0(acc0[j], _mean_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _mean_finalize0(acc0[j], n)
        for j in range(w):
            out0[a, b0 + j] = _mean_output0(n, acc0[j])


@_jit_par
def mean_inner_par(x, out0, init0):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _mean_combine0(acc0, _mean_map0(x[a, r], n))
        else:
            acc0 = _mean_row0(row, init0, n)
        p0 = _mean_finalize0(acc0, n)
        out0[a] = _mean_output0(n, p0)


@_jit_par
def mean_outer_par(x, out0, init0):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _mean_combine0(acc0[j], _mean_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _mean_finalize0(acc0[j], n)
        for j in range(w):
            out0[a, b0 + j] = _mean_output0(n, acc0[j])


@_jit_red
def mean_outer_wide(x, B, out0, init0):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _mean_combine0(lane0[l], _mean_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _mean_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _mean_combine0(acc0[j], _mean_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _mean_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _mean_output0(n, acc0[j])


@_jit_par
def mean_outer_wide_par(x, B, out0, init0):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _mean_combine0(lane0[l], _mean_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _mean_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _mean_combine0(acc0[j], _mean_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _mean_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _mean_output0(n, acc0[j])


@_jit_par
def mean_split_par(x, out0, init0, nchunk):
    # few long rows: each row is cut into nchunk pieces folded in parallel
    n = x.shape[1]
    cs = (n + nchunk - 1) // nchunk
    for a in range(x.shape[0]):
        row = x[a]
        part0 = np.full(nchunk, init0)
        for c in prange(nchunk):
            part0[c] = _mean_row0(row[c * cs:min(c * cs + cs, n)], init0, n)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _mean_combine0(acc0, part0[c])
        p0 = _mean_finalize0(acc0, n)
        out0[a] = _mean_output0(n, p0)

@_jit_par
def mean_outer_split_par(x, out0, init0, nchunk):
    # few outputs per row block: the reduced rows are cut into nchunk pieces,
    # each accumulated (whole rows, streaming) in parallel, then combined
    A, n, B = x.shape
    cs = (n + nchunk - 1) // nchunk
    for a in range(A):
        part0 = np.full((nchunk, B), init0)
        for c in prange(nchunk):
            prow = part0[c]
            for r in range(c * cs, min(c * cs + cs, n)):
                xr = x[a, r]
                for j in range(B):
                    prow[j] = _mean_combine0(prow[j], _mean_map0(xr[j], n))
        acc0 = part0[0].copy()
        for c in range(1, nchunk):
            for j in range(B):
                acc0[j] = _mean_combine0(acc0[j], part0[c, j])
        for j in range(B):
            acc0[j] = _mean_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _mean_output0(n, acc0[j])

@_jit
def mean_segments(x, out, base, n, stride, init0):
    for r in range(base.shape[0]):
        b = base[r]
        m = n[r]
        st = stride[r]
        acc0 = init0
        for j in range(m):
            acc0 = _mean_combine0(acc0, _mean_map0(x[b + j * st], m))
        p0 = _mean_finalize0(acc0, m)
        out[r] = _mean_output0(m, p0)


# ---- var: var(Tensor self, dim[]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor
@_jit_red
def _var_map0(x, n, correction):
    return x


@_jit_red
def _var_combine0(a, b):
    return a + b


@_jit_red
def _var_finalize0(acc, n, correction):
    return acc / n


@_jit_red
def _var_map1(x, n, p0, correction):
    return (x - p0) * (x - p0)


@_jit_red
def _var_combine1(a, b):
    return a + b


@_jit_red
def _var_finalize1(acc, n, p0, correction):
    return acc / max(n - correction, 0)


@_jit_red
def _var_output0(n, p0, p1, correction):
    return p1


@_jit_red
def _var_row0(row, init, n, correction):
    # blocks of _BLOCK: the error grows with the block and block-count sizes,
    # not the row length, and the inner loop vectorises
    # (a constant trip count is what lets LLVM vectorise the block loop)
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        blk = init
        for i in range(_BLOCK):
            blk = _var_combine0(blk, _var_map0(row[s + i], n, correction))
        acc = _var_combine0(acc, blk)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _var_combine0(blk, _var_map0(row[i], n, correction))
    return _var_combine0(acc, blk)


@_jit_red
def _var_row1(row, init, n, p0, correction):
    # blocks of _BLOCK: the error grows with the block and block-count sizes,
    # not the row length, and the inner loop vectorises
    # (a constant trip count is what lets LLVM vectorise the block loop)
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        blk = init
        for i in range(_BLOCK):
            blk = _var_combine1(blk, _var_map1(row[s + i], n, p0, correction))
        acc = _var_combine1(acc, blk)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _var_combine1(blk, _var_map1(row[i], n, p0, correction))
    return _var_combine1(acc, blk)


@_jit_red
def var_inner(x, out0, init0, init1, correction):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _var_combine0(acc0, _var_map0(x[a, r], n, correction))
        else:
            acc0 = _var_row0(row, init0, n, correction)
        p0 = _var_finalize0(acc0, n, correction)
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc1 = init1
            for r in range(n):
                acc1 = _var_combine1(acc1, _var_map1(x[a, r], n, p0, correction))
        else:
            acc1 = _var_row1(row, init1, n, p0, correction)
        p1 = _var_finalize1(acc1, n, p0, correction)
        out0[a] = _var_output0(n, p0, p1, correction)


@_jit_red
def var_outer(x, out0, init0, init1, correction):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _var_combine0(acc0[j], _var_map0(xr[j], n, correction))
        for j in range(w):
            acc0[j] = _var_finalize0(acc0[j], n, correction)
        acc1 = np.full(w, init1)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc1[j] = _var_combine1(acc1[j], _var_map1(xr[j], n, acc0[j], correction))
        for j in range(w):
            acc1[j] = _var_finalize1(acc1[j], n, acc0[j], correction)
        for j in range(w):
            out0[a, b0 + j] = _var_output0(n, acc0[j], acc1[j], correction)


@_jit_par
def var_inner_par(x, out0, init0, init1, correction):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _var_combine0(acc0, _var_map0(x[a, r], n, correction))
        else:
            acc0 = _var_row0(row, init0, n, correction)
        p0 = _var_finalize0(acc0, n, correction)
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc1 = init1
            for r in range(n):
                acc1 = _var_combine1(acc1, _var_map1(x[a, r], n, p0, correction))
        else:
            acc1 = _var_row1(row, init1, n, p0, correction)
        p1 = _var_finalize1(acc1, n, p0, correction)
        out0[a] = _var_output0(n, p0, p1, correction)


@_jit_par
def var_outer_par(x, out0, init0, init1, correction):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _var_combine0(acc0[j], _var_map0(xr[j], n, correction))
        for j in range(w):
            acc0[j] = _var_finalize0(acc0[j], n, correction)
        acc1 = np.full(w, init1)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc1[j] = _var_combine1(acc1[j], _var_map1(xr[j], n, acc0[j], correction))
        for j in range(w):
            acc1[j] = _var_finalize1(acc1[j], n, acc0[j], correction)
        for j in range(w):
            out0[a, b0 + j] = _var_output0(n, acc0[j], acc1[j], correction)


@_jit_red
def var_outer_wide(x, B, out0, init0, init1, correction):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _var_combine0(lane0[l], _var_map0(xg[l], n, correction))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _var_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _var_combine0(acc0[j], _var_map0(xa[r * B + j], n, correction))
        for j in range(B):
            acc0[j] = _var_finalize0(acc0[j], n, correction)
        lw0 = np.empty(L, acc0.dtype)
        for l in range(L):
            lw0[l] = acc0[l % B]
        lane1 = np.full(L, init1)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane1[l] = _var_combine1(lane1[l], _var_map1(xg[l], n, lw0[l], correction))
        acc1 = lane1[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc1[j] = _var_combine1(acc1[j], lane1[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc1[j] = _var_combine1(acc1[j], _var_map1(xa[r * B + j], n, acc0[j], correction))
        for j in range(B):
            acc1[j] = _var_finalize1(acc1[j], n, acc0[j], correction)
        for j in range(B):
            out0[a, j] = _var_output0(n, acc0[j], acc1[j], correction)


@_jit_par
def var_outer_wide_par(x, B, out0, init0, init1, correction):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _var_combine0(lane0[l], _var_map0(xg[l], n, correction))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _var_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _var_combine0(acc0[j], _var_map0(xa[r * B + j], n, correction))
        for j in range(B):
            acc0[j] = _var_finalize0(acc0[j], n, correction)
        lw0 = np.empty(L, acc0.dtype)
        for l in range(L):
            lw0[l] = acc0[l % B]
        lane1 = np.full(L, init1)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane1[l] = _var_combine1(lane1[l], _var_map1(xg[l], n, lw0[l], correction))
        acc1 = lane1[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc1[j] = _var_combine1(acc1[j], lane1[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc1[j] = _var_combine1(acc1[j], _var_map1(xa[r * B + j], n, acc0[j], correction))
        for j in range(B):
            acc1[j] = _var_finalize1(acc1[j], n, acc0[j], correction)
        for j in range(B):
            out0[a, j] = _var_output0(n, acc0[j], acc1[j], correction)


@_jit_par
def var_split_par(x, out0, init0, init1, nchunk, correction):
    # few long rows: each row is cut into nchunk pieces folded in parallel
    n = x.shape[1]
    cs = (n + nchunk - 1) // nchunk
    for a in range(x.shape[0]):
        row = x[a]
        part0 = np.full(nchunk, init0)
        for c in prange(nchunk):
            part0[c] = _var_row0(row[c * cs:min(c * cs + cs, n)], init0, n, correction)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _var_combine0(acc0, part0[c])
        p0 = _var_finalize0(acc0, n, correction)
        part1 = np.full(nchunk, init1)
        for c in prange(nchunk):
            part1[c] = _var_row1(row[c * cs:min(c * cs + cs, n)], init1, n, p0, correction)
        acc1 = init1
        for c in range(nchunk):
            acc1 = _var_combine1(acc1, part1[c])
        p1 = _var_finalize1(acc1, n, p0, correction)
        out0[a] = _var_output0(n, p0, p1, correction)

@_jit_par
def var_outer_split_par(x, out0, init0, init1, nchunk, correction):
    # few outputs per row block: the reduced rows are cut into nchunk pieces,
    # each accumulated (whole rows, streaming) in parallel, then combined
    A, n, B = x.shape
    cs = (n + nchunk - 1) // nchunk
    for a in range(A):
        part0 = np.full((nchunk, B), init0)
        for c in prange(nchunk):
            prow = part0[c]
            for r in range(c * cs, min(c * cs + cs, n)):
                xr = x[a, r]
                for j in range(B):
                    prow[j] = _var_combine0(prow[j], _var_map0(xr[j], n, correction))
        acc0 = part0[0].copy()
        for c in range(1, nchunk):
            for j in range(B):
                acc0[j] = _var_combine0(acc0[j], part0[c, j])
        for j in range(B):
            acc0[j] = _var_finalize0(acc0[j], n, correction)
        part1 = np.full((nchunk, B), init1)
        for c in prange(nchunk):
            prow = part1[c]
            for r in range(c * cs, min(c * cs + cs, n)):
                xr = x[a, r]
                for j in range(B):
                    prow[j] = _var_combine1(prow[j], _var_map1(xr[j], n, acc0[j], correction))
        acc1 = part1[0].copy()
        for c in range(1, nchunk):
            for j in range(B):
                acc1[j] = _var_combine1(acc1[j], part1[c, j])
        for j in range(B):
            acc1[j] = _var_finalize1(acc1[j], n, acc0[j], correction)
        for j in range(B):
            out0[a, j] = _var_output0(n, acc0[j], acc1[j], correction)


# ---- std: std(Tensor self, dim[]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor
@_jit_red
def _std_map0(x, n, correction):
    return x


@_jit_red
def _std_combine0(a, b):
    return a + b


@_jit_red
def _std_finalize0(acc, n, correction):
    return acc / n


@_jit_red
def _std_map1(x, n, p0, correction):
    return (x - p0) * (x - p0)


@_jit_red
def _std_combine1(a, b):
    return a + b


@_jit_red
def _std_finalize1(acc, n, p0, correction):
    return math.sqrt(acc / max(n - correction, 0))


@_jit_red
def _std_output0(n, p0, p1, correction):
    return p1


@_jit_red
def _std_row0(row, init, n, correction):
    # blocks of _BLOCK: the error grows with the block and block-count sizes,
    # not the row length, and the inner loop vectorises
    # (a constant trip count is what lets LLVM vectorise the block loop)
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        blk = init
        for i in range(_BLOCK):
            blk = _std_combine0(blk, _std_map0(row[s + i], n, correction))
        acc = _std_combine0(acc, blk)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _std_combine0(blk, _std_map0(row[i], n, correction))
    return _std_combine0(acc, blk)


@_jit_red
def _std_row1(row, init, n, p0, correction):
    # blocks of _BLOCK: the error grows with the block and block-count sizes,
    # not the row length, and the inner loop vectorises
    # (a constant trip count is what lets LLVM vectorise the block loop)
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        blk = init
        for i in range(_BLOCK):
            blk = _std_combine1(blk, _std_map1(row[s + i], n, p0, correction))
        acc = _std_combine1(acc, blk)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _std_combine1(blk, _std_map1(row[i], n, p0, correction))
    return _std_combine1(acc, blk)


@_jit_red
def std_inner(x, out0, init0, init1, correction):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _std_combine0(acc0, _std_map0(x[a, r], n, correction))
        else:
            acc0 = _std_row0(row, init0, n, correction)
        p0 = _std_finalize0(acc0, n, correction)
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc1 = init1
            for r in range(n):
                acc1 = _std_combine1(acc1, _std_map1(x[a, r], n, p0, correction))
        else:
            acc1 = _std_row1(row, init1, n, p0, correction)
        p1 = _std_finalize1(acc1, n, p0, correction)
        out0[a] = _std_output0(n, p0, p1, correction)


@_jit_red
def std_outer(x, out0, init0, init1, correction):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _std_combine0(acc0[j], _std_map0(xr[j], n, correction))
        for j in range(w):
            acc0[j] = _std_finalize0(acc0[j], n, correction)
        acc1 = np.full(w, init1)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc1[j] = _std_combine1(acc1[j], _std_map1(xr[j], n, acc0[j], correction))
        for j in range(w):
            acc1[j] = _std_finalize1(acc1[j], n, acc0[j], correction)
        for j in range(w):
            out0[a, b0 + j] = _std_output0(n, acc0[j], acc1[j], correction)


@_jit_par
def std_inner_par(x, out0, init0, init1, correction):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _std_combine0(acc0, _std_map0(x[a, r], n, correction))
        else:
            acc0 = _std_row0(row, init0, n, correction)
        p0 = _std_finalize0(acc0, n, correction)
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc1 = init1
            for r in range(n):
                acc1 = _std_combine1(acc1, _std_map1(x[a, r], n, p0, correction))
        else:
            acc1 = _std_row1(row, init1, n, p0, correction)
        p1 = _std_finalize1(acc1, n, p0, correction)
        out0[a] = _std_output0(n, p0, p1, correction)


@_jit_par
def std_outer_par(x, out0, init0, init1, correction):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _std_combine0(acc0[j], _std_map0(xr[j], n, correction))
        for j in range(w):
            acc0[j] = _std_finalize0(acc0[j], n, correction)
        acc1 = np.full(w, init1)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc1[j] = _std_combine1(acc1[j], _std_map1(xr[j], n, acc0[j], correction))
        for j in range(w):
            acc1[j] = _std_finalize1(acc1[j], n, acc0[j], correction)
        for j in range(w):
            out0[a, b0 + j] = _std_output0(n, acc0[j], acc1[j], correction)


@_jit_red
def std_outer_wide(x, B, out0, init0, init1, correction):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _std_combine0(lane0[l], _std_map0(xg[l], n, correction))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _std_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _std_combine0(acc0[j], _std_map0(xa[r * B + j], n, correction))
        for j in range(B):
            acc0[j] = _std_finalize0(acc0[j], n, correction)
        lw0 = np.empty(L, acc0.dtype)
        for l in range(L):
            lw0[l] = acc0[l % B]
        lane1 = np.full(L, init1)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane1[l] = _std_combine1(lane1[l], _std_map1(xg[l], n, lw0[l], correction))
        acc1 = lane1[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc1[j] = _std_combine1(acc1[j], lane1[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc1[j] = _std_combine1(acc1[j], _std_map1(xa[r * B + j], n, acc0[j], correction))
        for j in range(B):
            acc1[j] = _std_finalize1(acc1[j], n, acc0[j], correction)
        for j in range(B):
            out0[a, j] = _std_output0(n, acc0[j], acc1[j], correction)


@_jit_par
def std_outer_wide_par(x, B, out0, init0, init1, correction):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _std_combine0(lane0[l], _std_map0(xg[l], n, correction))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _std_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _std_combine0(acc0[j], _std_map0(xa[r * B + j], n, correction))
        for j in range(B):
            acc0[j] = _std_finalize0(acc0[j], n, correction)
        lw0 = np.empty(L, acc0.dtype)
        for l in range(L):
            lw0[l] = acc0[l % B]
        lane1 = np.full(L, init1)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane1[l] = _std_combine1(lane1[l], _std_map1(xg[l], n, lw0[l], correction))
        acc1 = lane1[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc1[j] = _std_combine1(acc1[j], lane1[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc1[j] = _std_combine1(acc1[j], _std_map1(xa[r * B + j], n, acc0[j], correction))
        for j in range(B):
            acc1[j] = _std_finalize1(acc1[j], n, acc0[j], correction)
        for j in range(B):
            out0[a, j] = _std_output0(n, acc0[j], acc1[j], correction)


@_jit_par
def std_split_par(x, out0, init0, init1, nchunk, correction):
    # few long rows: each row is cut into nchunk pieces folded in parallel
    n = x.shape[1]
    cs = (n + nchunk - 1) // nchunk
    for a in range(x.shape[0]):
        row = x[a]
        part0 = np.full(nchunk, init0)
        for c in prange(nchunk):
            part0[c] = _std_row0(row[c * cs:min(c * cs + cs, n)], init0, n, correction)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _std_combine0(acc0, part0[c])
        p0 = _std_finalize0(acc0, n, correction)
        part1 = np.full(nchunk, init1)
        for c in prange(nchunk):
            part1[c] = _std_row1(row[c * cs:min(c * cs + cs, n)], init1, n, p0, correction)
        acc1 = init1
        for c in range(nchunk):
            acc1 = _std_combine1(acc1, part1[c])
        p1 = _std_finalize1(acc1, n, p0, correction)
        out0[a] = _std_output0(n, p0, p1, correction)

@_jit_par
def std_outer_split_par(x, out0, init0, init1, nchunk, correction):
    # few outputs per row block: the reduced rows are cut into nchunk pieces,
    # each accumulated (whole rows, streaming) in parallel, then combined
    A, n, B = x.shape
    cs = (n + nchunk - 1) // nchunk
    for a in range(A):
        part0 = np.full((nchunk, B), init0)
        for c in prange(nchunk):
            prow = part0[c]
            for r in range(c * cs, min(c * cs + cs, n)):
                xr = x[a, r]
                for j in range(B):
                    prow[j] = _std_combine0(prow[j], _std_map0(xr[j], n, correction))
        acc0 = part0[0].copy()
        for c in range(1, nchunk):
            for j in range(B):
                acc0[j] = _std_combine0(acc0[j], part0[c, j])
        for j in range(B):
            acc0[j] = _std_finalize0(acc0[j], n, correction)
        part1 = np.full((nchunk, B), init1)
        for c in prange(nchunk):
            prow = part1[c]
            for r in range(c * cs, min(c * cs + cs, n)):
                xr = x[a, r]
                for j in range(B):
                    prow[j] = _std_combine1(prow[j], _std_map1(xr[j], n, acc0[j], correction))
        acc1 = part1[0].copy()
        for c in range(1, nchunk):
            for j in range(B):
                acc1[j] = _std_combine1(acc1[j], part1[c, j])
        for j in range(B):
            acc1[j] = _std_finalize1(acc1[j], n, acc0[j], correction)
        for j in range(B):
            out0[a, j] = _std_output0(n, acc0[j], acc1[j], correction)


# ---- var_mean: var_mean(Tensor self, dim[]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> (Tensor, Tensor)
@_jit_red
def _var_mean_map0(x, n, correction):
    return x


@_jit_red
def _var_mean_combine0(a, b):
    return a + b


@_jit_red
def _var_mean_finalize0(acc, n, correction):
    return acc / n


@_jit_red
def _var_mean_map1(x, n, p0, correction):
    return (x - p0) * (x - p0)


@_jit_red
def _var_mean_combine1(a, b):
    return a + b


@_jit_red
def _var_mean_finalize1(acc, n, p0, correction):
    return acc / max(n - correction, 0)


@_jit_red
def _var_mean_output0(n, p0, p1, correction):
    return p1


@_jit_red
def _var_mean_output1(n, p0, p1, correction):
    return p0


@_jit_red
def _var_mean_row0(row, init, n, correction):
    # blocks of _BLOCK: the error grows with the block and block-count sizes,
    # not the row length, and the inner loop vectorises
    # (a constant trip count is what lets LLVM vectorise the block loop)
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        blk = init
        for i in range(_BLOCK):
            blk = _var_mean_combine0(blk, _var_mean_map0(row[s + i], n, correction))
        acc = _var_mean_combine0(acc, blk)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _var_mean_combine0(blk, _var_mean_map0(row[i], n, correction))
    return _var_mean_combine0(acc, blk)


@_jit_red
def _var_mean_row1(row, init, n, p0, correction):
    # blocks of _BLOCK: the error grows with the block and block-count sizes,
    # not the row length, and the inner loop vectorises
    # (a constant trip count is what lets LLVM vectorise the block loop)
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        blk = init
        for i in range(_BLOCK):
            blk = _var_mean_combine1(blk, _var_mean_map1(row[s + i], n, p0, correction))
        acc = _var_mean_combine1(acc, blk)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _var_mean_combine1(blk, _var_mean_map1(row[i], n, p0, correction))
    return _var_mean_combine1(acc, blk)


@_jit_red
def var_mean_inner(x, out0, out1, init0, init1, correction):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _var_mean_combine0(acc0, _var_mean_map0(x[a, r], n, correction))
        else:
            acc0 = _var_mean_row0(row, init0, n, correction)
        p0 = _var_mean_finalize0(acc0, n, correction)
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc1 = init1
            for r in range(n):
                acc1 = _var_mean_combine1(acc1, _var_mean_map1(x[a, r], n, p0, correction))
        else:
            acc1 = _var_mean_row1(row, init1, n, p0, correction)
        p1 = _var_mean_finalize1(acc1, n, p0, correction)
        out0[a] = _var_mean_output0(n, p0, p1, correction)
        out1[a] = _var_mean_output1(n, p0, p1, correction)


@_jit_red
def var_mean_outer(x, out0, out1, init0, init1, correction):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _var_mean_combine0(acc0[j], _var_mean_map0(xr[j], n, correction))
        for j in range(w):
            acc0[j] = _var_mean_finalize0(acc0[j], n, correction)
        acc1 = np.full(w, init1)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc1[j] = _var_mean_combine1(acc1[j], _var_mean_map1(xr[j], n, acc0[j], correction))
        for j in range(w):
            acc1[j] = _var_mean_finalize1(acc1[j], n, acc0[j], correction)
        for j in range(w):
            out0[a, b0 + j] = _var_mean_output0(n, acc0[j], acc1[j], correction)
            out1[a, b0 + j] = _var_mean_output1(n, acc0[j], acc1[j], correction)


@_jit_par
def var_mean_inner_par(x, out0, out1, init0, init1, correction):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _var_mean_combine0(acc0, _var_mean_map0(x[a, r], n, correction))
        else:
            acc0 = _var_mean_row0(row, init0, n, correction)
        p0 = _var_mean_finalize0(acc0, n, correction)
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc1 = init1
            for r in range(n):
                acc1 = _var_mean_combine1(acc1, _var_mean_map1(x[a, r], n, p0, correction))
        else:
            acc1 = _var_mean_row1(row, init1, n, p0, correction)
        p1 = _var_mean_finalize1(acc1, n, p0, correction)
        out0[a] = _var_mean_output0(n, p0, p1, correction)
        out1[a] = _var_mean_output1(n, p0, p1, correction)


@_jit_par
def var_mean_outer_par(x, out0, out1, init0, init1, correction):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _var_mean_combine0(acc0[j], _var_mean_map0(xr[j], n, correction))
        for j in range(w):
            acc0[j] = _var_mean_finalize0(acc0[j], n, correction)
        acc1 = np.full(w, init1)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc1[j] = _var_mean_combine1(acc1[j], _var_mean_map1(xr[j], n, acc0[j], correction))
        for j in range(w):
            acc1[j] = _var_mean_finalize1(acc1[j], n, acc0[j], correction)
        for j in range(w):
            out0[a, b0 + j] = _var_mean_output0(n, acc0[j], acc1[j], correction)
            out1[a, b0 + j] = _var_mean_output1(n, acc0[j], acc1[j], correction)


@_jit_red
def var_mean_outer_wide(x, B, out0, out1, init0, init1, correction):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _var_mean_combine0(lane0[l], _var_mean_map0(xg[l], n, correction))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _var_mean_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _var_mean_combine0(acc0[j], _var_mean_map0(xa[r * B + j], n, correction))
        for j in range(B):
            acc0[j] = _var_mean_finalize0(acc0[j], n, correction)
        lw0 = np.empty(L, acc0.dtype)
        for l in range(L):
            lw0[l] = acc0[l % B]
        lane1 = np.full(L, init1)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane1[l] = _var_mean_combine1(lane1[l], _var_mean_map1(xg[l], n, lw0[l], correction))
        acc1 = lane1[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc1[j] = _var_mean_combine1(acc1[j], lane1[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc1[j] = _var_mean_combine1(acc1[j], _var_mean_map1(xa[r * B + j], n, acc0[j], correction))
        for j in range(B):
            acc1[j] = _var_mean_finalize1(acc1[j], n, acc0[j], correction)
        for j in range(B):
            out0[a, j] = _var_mean_output0(n, acc0[j], acc1[j], correction)
            out1[a, j] = _var_mean_output1(n, acc0[j], acc1[j], correction)


@_jit_par
def var_mean_outer_wide_par(x, B, out0, out1, init0, init1, correction):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _var_mean_combine0(lane0[l], _var_mean_map0(xg[l], n, correction))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _var_mean_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _var_mean_combine0(acc0[j], _var_mean_map0(xa[r * B + j], n, correction))
        for j in range(B):
            acc0[j] = _var_mean_finalize0(acc0[j], n, correction)
        lw0 = np.empty(L, acc0.dtype)
        for l in range(L):
            lw0[l] = acc0[l % B]
        lane1 = np.full(L, init1)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane1[l] = _var_mean_combine1(lane1[l], _var_mean_map1(xg[l], n, lw0[l], correction))
        acc1 = lane1[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc1[j] = _var_mean_combine1(acc1[j], lane1[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc1[j] = _var_mean_combine1(acc1[j], _var_mean_map1(xa[r * B + j], n, acc0[j], correction))
        for j in range(B):
            acc1[j] = _var_mean_finalize1(acc1[j], n, acc0[j], correction)
        for j in range(B):
            out0[a, j] = _var_mean_output0(n, acc0[j], acc1[j], correction)
            out1[a, j] = _var_mean_output1(n, acc0[j], acc1[j], correction)


@_jit_par
def var_mean_split_par(x, out0, out1, init0, init1, nchunk, correction):
    # few long rows: each row is cut into nchunk pieces folded in parallel
    n = x.shape[1]
    cs = (n + nchunk - 1) // nchunk
    for a in range(x.shape[0]):
        row = x[a]
        part0 = np.full(nchunk, init0)
        for c in prange(nchunk):
            part0[c] = _var_mean_row0(row[c * cs:min(c * cs + cs, n)], init0, n, correction)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _var_mean_combine0(acc0, part0[c])
        p0 = _var_mean_finalize0(acc0, n, correction)
        part1 = np.full(nchunk, init1)
        for c in prange(nchunk):
            part1[c] = _var_mean_row1(row[c * cs:min(c * cs + cs, n)], init1, n, p0, correction)
        acc1 = init1
        for c in range(nchunk):
            acc1 = _var_mean_combine1(acc1, part1[c])
        p1 = _var_mean_finalize1(acc1, n, p0, correction)
        out0[a] = _var_mean_output0(n, p0, p1, correction)
        out1[a] = _var_mean_output1(n, p0, p1, correction)

@_jit_par
def var_mean_outer_split_par(x, out0, out1, init0, init1, nchunk, correction):
    # few outputs per row block: the reduced rows are cut into nchunk pieces,
    # each accumulated (whole rows, streaming) in parallel, then combined
    A, n, B = x.shape
    cs = (n + nchunk - 1) // nchunk
    for a in range(A):
        part0 = np.full((nchunk, B), init0)
        for c in prange(nchunk):
            prow = part0[c]
            for r in range(c * cs, min(c * cs + cs, n)):
                xr = x[a, r]
                for j in range(B):
                    prow[j] = _var_mean_combine0(prow[j], _var_mean_map0(xr[j], n, correction))
        acc0 = part0[0].copy()
        for c in range(1, nchunk):
            for j in range(B):
                acc0[j] = _var_mean_combine0(acc0[j], part0[c, j])
        for j in range(B):
            acc0[j] = _var_mean_finalize0(acc0[j], n, correction)
        part1 = np.full((nchunk, B), init1)
        for c in prange(nchunk):
            prow = part1[c]
            for r in range(c * cs, min(c * cs + cs, n)):
                xr = x[a, r]
                for j in range(B):
                    prow[j] = _var_mean_combine1(prow[j], _var_mean_map1(xr[j], n, acc0[j], correction))
        acc1 = part1[0].copy()
        for c in range(1, nchunk):
            for j in range(B):
                acc1[j] = _var_mean_combine1(acc1[j], part1[c, j])
        for j in range(B):
            acc1[j] = _var_mean_finalize1(acc1[j], n, acc0[j], correction)
        for j in range(B):
            out0[a, j] = _var_mean_output0(n, acc0[j], acc1[j], correction)
            out1[a, j] = _var_mean_output1(n, acc0[j], acc1[j], correction)


# ---- std_mean: std_mean(Tensor self, dim[]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> (Tensor, Tensor)
@_jit_red
def _std_mean_map0(x, n, correction):
    return x


@_jit_red
def _std_mean_combine0(a, b):
    return a + b


@_jit_red
def _std_mean_finalize0(acc, n, correction):
    return acc / n


@_jit_red
def _std_mean_map1(x, n, p0, correction):
    return (x - p0) * (x - p0)


@_jit_red
def _std_mean_combine1(a, b):
    return a + b


@_jit_red
def _std_mean_finalize1(acc, n, p0, correction):
    return math.sqrt(acc / max(n - correction, 0))


@_jit_red
def _std_mean_output0(n, p0, p1, correction):
    return p1


@_jit_red
def _std_mean_output1(n, p0, p1, correction):
    return p0


@_jit_red
def _std_mean_row0(row, init, n, correction):
    # blocks of _BLOCK: the error grows with the block and block-count sizes,
    # not the row length, and the inner loop vectorises
    # (a constant trip count is what lets LLVM vectorise the block loop)
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        blk = init
        for i in range(_BLOCK):
            blk = _std_mean_combine0(blk, _std_mean_map0(row[s + i], n, correction))
        acc = _std_mean_combine0(acc, blk)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _std_mean_combine0(blk, _std_mean_map0(row[i], n, correction))
    return _std_mean_combine0(acc, blk)


@_jit_red
def _std_mean_row1(row, init, n, p0, correction):
    # blocks of _BLOCK: the error grows with the block and block-count sizes,
    # not the row length, and the inner loop vectorises
    # (a constant trip count is what lets LLVM vectorise the block loop)
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        blk = init
        for i in range(_BLOCK):
            blk = _std_mean_combine1(blk, _std_mean_map1(row[s + i], n, p0, correction))
        acc = _std_mean_combine1(acc, blk)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _std_mean_combine1(blk, _std_mean_map1(row[i], n, p0, correction))
    return _std_mean_combine1(acc, blk)


@_jit_red
def std_mean_inner(x, out0, out1, init0, init1, correction):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _std_mean_combine0(acc0, _std_mean_map0(x[a, r], n, correction))
        else:
            acc0 = _std_mean_row0(row, init0, n, correction)
        p0 = _std_mean_finalize0(acc0, n, correction)
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc1 = init1
            for r in range(n):
                acc1 = _std_mean_combine1(acc1, _std_mean_map1(x[a, r], n, p0, correction))
        else:
            acc1 = _std_mean_row1(row, init1, n, p0, correction)
        p1 = _std_mean_finalize1(acc1, n, p0, correction)
        out0[a] = _std_mean_output0(n, p0, p1, correction)
        out1[a] = _std_mean_output1(n, p0, p1, correction)


@_jit_red
def std_mean_outer(x, out0, out1, init0, init1, correction):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _std_mean_combine0(acc0[j], _std_mean_map0(xr[j], n, correction))
        for j in range(w):
            acc0[j] = _std_mean_finalize0(acc0[j], n, correction)
        acc1 = np.full(w, init1)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc1[j] = _std_mean_combine1(acc1[j], _std_mean_map1(xr[j], n, acc0[j], correction))
        for j in range(w):
            acc1[j] = _std_mean_finalize1(acc1[j], n, acc0[j], correction)
        for j in range(w):
            out0[a, b0 + j] = _std_mean_output0(n, acc0[j], acc1[j], correction)
            out1[a, b0 + j] = _std_mean_output1(n, acc0[j], acc1[j], correction)


@_jit_par
def std_mean_inner_par(x, out0, out1, init0, init1, correction):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _std_mean_combine0(acc0, _std_mean_map0(x[a, r], n, correction))
        else:
            acc0 = _std_mean_row0(row, init0, n, correction)
        p0 = _std_mean_finalize0(acc0, n, correction)
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc1 = init1
            for r in range(n):
                acc1 = _std_mean_combine1(acc1, _std_mean_map1(x[a, r], n, p0, correction))
        else:
            acc1 = _std_mean_row1(row, init1, n, p0, correction)
        p1 = _std_mean_finalize1(acc1, n, p0, correction)
        out0[a] = _std_mean_output0(n, p0, p1, correction)
        out1[a] = _std_mean_output1(n, p0, p1, correction)


@_jit_par
def std_mean_outer_par(x, out0, out1, init0, init1, correction):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _std_mean_combine0(acc0[j], _std_mean_map0(xr[j], n, correction))
        for j in range(w):
            acc0[j] = _std_mean_finalize0(acc0[j], n, correction)
        acc1 = np.full(w, init1)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc1[j] = _std_mean_combine1(acc1[j], _std_mean_map1(xr[j], n, acc0[j], correction))
        for j in range(w):
            acc1[j] = _std_mean_finalize1(acc1[j], n, acc0[j], correction)
        for j in range(w):
            out0[a, b0 + j] = _std_mean_output0(n, acc0[j], acc1[j], correction)
            out1[a, b0 + j] = _std_mean_output1(n, acc0[j], acc1[j], correction)


@_jit_red
def std_mean_outer_wide(x, B, out0, out1, init0, init1, correction):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _std_mean_combine0(lane0[l], _std_mean_map0(xg[l], n, correction))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _std_mean_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _std_mean_combine0(acc0[j], _std_mean_map0(xa[r * B + j], n, correction))
        for j in range(B):
            acc0[j] = _std_mean_finalize0(acc0[j], n, correction)
        lw0 = np.empty(L, acc0.dtype)
        for l in range(L):
            lw0[l] = acc0[l % B]
        lane1 = np.full(L, init1)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane1[l] = _std_mean_combine1(lane1[l], _std_mean_map1(xg[l], n, lw0[l], correction))
        acc1 = lane1[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc1[j] = _std_mean_combine1(acc1[j], lane1[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc1[j] = _std_mean_combine1(acc1[j], _std_mean_map1(xa[r * B + j], n, acc0[j], correction))
        for j in range(B):
            acc1[j] = _std_mean_finalize1(acc1[j], n, acc0[j], correction)
        for j in range(B):
            out0[a, j] = _std_mean_output0(n, acc0[j], acc1[j], correction)
            out1[a, j] = _std_mean_output1(n, acc0[j], acc1[j], correction)


@_jit_par
def std_mean_outer_wide_par(x, B, out0, out1, init0, init1, correction):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _std_mean_combine0(lane0[l], _std_mean_map0(xg[l], n, correction))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _std_mean_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _std_mean_combine0(acc0[j], _std_mean_map0(xa[r * B + j], n, correction))
        for j in range(B):
            acc0[j] = _std_mean_finalize0(acc0[j], n, correction)
        lw0 = np.empty(L, acc0.dtype)
        for l in range(L):
            lw0[l] = acc0[l % B]
        lane1 = np.full(L, init1)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane1[l] = _std_mean_combine1(lane1[l], _std_mean_map1(xg[l], n, lw0[l], correction))
        acc1 = lane1[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc1[j] = _std_mean_combine1(acc1[j], lane1[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc1[j] = _std_mean_combine1(acc1[j], _std_mean_map1(xa[r * B + j], n, acc0[j], correction))
        for j in range(B):
            acc1[j] = _std_mean_finalize1(acc1[j], n, acc0[j], correction)
        for j in range(B):
            out0[a, j] = _std_mean_output0(n, acc0[j], acc1[j], correction)
            out1[a, j] = _std_mean_output1(n, acc0[j], acc1[j], correction)


@_jit_par
def std_mean_split_par(x, out0, out1, init0, init1, nchunk, correction):
    # few long rows: each row is cut into nchunk pieces folded in parallel
    n = x.shape[1]
    cs = (n + nchunk - 1) // nchunk
    for a in range(x.shape[0]):
        row = x[a]
        part0 = np.full(nchunk, init0)
        for c in prange(nchunk):
            part0[c] = _std_mean_row0(row[c * cs:min(c * cs + cs, n)], init0, n, correction)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _std_mean_combine0(acc0, part0[c])
        p0 = _std_mean_finalize0(acc0, n, correction)
        part1 = np.full(nchunk, init1)
        for c in prange(nchunk):
            part1[c] = _std_mean_row1(row[c * cs:min(c * cs + cs, n)], init1, n, p0, correction)
        acc1 = init1
        for c in range(nchunk):
            acc1 = _std_mean_combine1(acc1, part1[c])
        p1 = _std_mean_finalize1(acc1, n, p0, correction)
        out0[a] = _std_mean_output0(n, p0, p1, correction)
        out1[a] = _std_mean_output1(n, p0, p1, correction)

@_jit_par
def std_mean_outer_split_par(x, out0, out1, init0, init1, nchunk, correction):
    # few outputs per row block: the reduced rows are cut into nchunk pieces,
    # each accumulated (whole rows, streaming) in parallel, then combined
    A, n, B = x.shape
    cs = (n + nchunk - 1) // nchunk
    for a in range(A):
        part0 = np.full((nchunk, B), init0)
        for c in prange(nchunk):
            prow = part0[c]
            for r in range(c * cs, min(c * cs + cs, n)):
                xr = x[a, r]
                for j in range(B):
                    prow[j] = _std_mean_combine0(prow[j], _std_mean_map0(xr[j], n, correction))
        acc0 = part0[0].copy()
        for c in range(1, nchunk):
            for j in range(B):
                acc0[j] = _std_mean_combine0(acc0[j], part0[c, j])
        for j in range(B):
            acc0[j] = _std_mean_finalize0(acc0[j], n, correction)
        part1 = np.full((nchunk, B), init1)
        for c in prange(nchunk):
            prow = part1[c]
            for r in range(c * cs, min(c * cs + cs, n)):
                xr = x[a, r]
                for j in range(B):
                    prow[j] = _std_mean_combine1(prow[j], _std_mean_map1(xr[j], n, acc0[j], correction))
        acc1 = part1[0].copy()
        for c in range(1, nchunk):
            for j in range(B):
                acc1[j] = _std_mean_combine1(acc1[j], part1[c, j])
        for j in range(B):
            acc1[j] = _std_mean_finalize1(acc1[j], n, acc0[j], correction)
        for j in range(B):
            out0[a, j] = _std_mean_output0(n, acc0[j], acc1[j], correction)
            out1[a, j] = _std_mean_output1(n, acc0[j], acc1[j], correction)


# ---- logsumexp: logsumexp(Tensor self, dim[] dim, bool keepdim=False) -> Tensor
@_jit_red
def _logsumexp_map0(x, n):
    return x


@_jit_red
def _logsumexp_combine0(a, b):
    return a if a > b or a != a else b


@_jit_red
def _logsumexp_finalize0(acc, n):
    return 0.0 if math.isinf(acc) else acc


@_jit_red
def _logsumexp_map1(x, n, p0):
    return math.exp(x - p0)


@_jit_red
def _logsumexp_combine1(a, b):
    return a + b


@_jit_red
def _logsumexp_finalize1(acc, n, p0):
    return acc


@_jit_red
def _logsumexp_output0(n, p0, p1):
    return p0 + math.log(p1)


@_jit_red
def _logsumexp_row0(row, init, n):
    # blocks of _BLOCK: the error grows with the block and block-count sizes,
    # not the row length, and the inner loop vectorises
    # (a constant trip count is what lets LLVM vectorise the block loop)
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        blk = init
        for i in range(_BLOCK):
            blk = _logsumexp_combine0(blk, _logsumexp_map0(row[s + i], n))
        acc = _logsumexp_combine0(acc, blk)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _logsumexp_combine0(blk, _logsumexp_map0(row[i], n))
    return _logsumexp_combine0(acc, blk)


@_jit_red
def _logsumexp_row1(row, init, n, p0):
    # blocks of _BLOCK: the error grows with the block and block-count sizes,
    # not the row length, and the inner loop vectorises
    # (a constant trip count is what lets LLVM vectorise the block loop)
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        blk = init
        for i in range(_BLOCK):
            blk = _logsumexp_combine1(blk, _logsumexp_map1(row[s + i], n, p0))
        acc = _logsumexp_combine1(acc, blk)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _logsumexp_combine1(blk, _logsumexp_map1(row[i], n, p0))
    return _logsumexp_combine1(acc, blk)


@_jit_red
def logsumexp_inner(x, out0, init0, init1):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _logsumexp_combine0(acc0, _logsumexp_map0(x[a, r], n))
        else:
            acc0 = _logsumexp_row0(row, init0, n)
        p0 = _logsumexp_finalize0(acc0, n)
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc1 = init1
            for r in range(n):
                acc1 = _logsumexp_combine1(acc1, _logsumexp_map1(x[a, r], n, p0))
        else:
            acc1 = _logsumexp_row1(row, init1, n, p0)
        p1 = _logsumexp_finalize1(acc1, n, p0)
        out0[a] = _logsumexp_output0(n, p0, p1)


@_jit_red
def logsumexp_outer(x, out0, init0, init1):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _logsumexp_combine0(acc0[j], _logsumexp_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _logsumexp_finalize0(acc0[j], n)
        acc1 = np.full(w, init1)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc1[j] = _logsumexp_combine1(acc1[j], _logsumexp_map1(xr[j], n, acc0[j]))
        for j in range(w):
            acc1[j] = _logsumexp_finalize1(acc1[j], n, acc0[j])
        for j in range(w):
            out0[a, b0 + j] = _logsumexp_output0(n, acc0[j], acc1[j])


@_jit_par
def logsumexp_inner_par(x, out0, init0, init1):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _logsumexp_combine0(acc0, _logsumexp_map0(x[a, r], n))
        else:
            acc0 = _logsumexp_row0(row, init0, n)
        p0 = _logsumexp_finalize0(acc0, n)
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc1 = init1
            for r in range(n):
                acc1 = _logsumexp_combine1(acc1, _logsumexp_map1(x[a, r], n, p0))
        else:
            acc1 = _logsumexp_row1(row, init1, n, p0)
        p1 = _logsumexp_finalize1(acc1, n, p0)
        out0[a] = _logsumexp_output0(n, p0, p1)


@_jit_par
def logsumexp_outer_par(x, out0, init0, init1):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _logsumexp_combine0(acc0[j], _logsumexp_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _logsumexp_finalize0(acc0[j], n)
        acc1 = np.full(w, init1)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc1[j] = _logsumexp_combine1(acc1[j], _logsumexp_map1(xr[j], n, acc0[j]))
        for j in range(w):
            acc1[j] = _logsumexp_finalize1(acc1[j], n, acc0[j])
        for j in range(w):
            out0[a, b0 + j] = _logsumexp_output0(n, acc0[j], acc1[j])


@_jit_red
def logsumexp_outer_wide(x, B, out0, init0, init1):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _logsumexp_combine0(lane0[l], _logsumexp_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _logsumexp_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _logsumexp_combine0(acc0[j], _logsumexp_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _logsumexp_finalize0(acc0[j], n)
        lw0 = np.empty(L, acc0.dtype)
        for l in range(L):
            lw0[l] = acc0[l % B]
        lane1 = np.full(L, init1)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane1[l] = _logsumexp_combine1(lane1[l], _logsumexp_map1(xg[l], n, lw0[l]))
        acc1 = lane1[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc1[j] = _logsumexp_combine1(acc1[j], lane1[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc1[j] = _logsumexp_combine1(acc1[j], _logsumexp_map1(xa[r * B + j], n, acc0[j]))
        for j in range(B):
            acc1[j] = _logsumexp_finalize1(acc1[j], n, acc0[j])
        for j in range(B):
            out0[a, j] = _logsumexp_output0(n, acc0[j], acc1[j])


@_jit_par
def logsumexp_outer_wide_par(x, B, out0, init0, init1):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _logsumexp_combine0(lane0[l], _logsumexp_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _logsumexp_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _logsumexp_combine0(acc0[j], _logsumexp_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _logsumexp_finalize0(acc0[j], n)
        lw0 = np.empty(L, acc0.dtype)
        for l in range(L):
            lw0[l] = acc0[l % B]
        lane1 = np.full(L, init1)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane1[l] = _logsumexp_combine1(lane1[l], _logsumexp_map1(xg[l], n, lw0[l]))
        acc1 = lane1[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc1[j] = _logsumexp_combine1(acc1[j], lane1[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc1[j] = _logsumexp_combine1(acc1[j], _logsumexp_map1(xa[r * B + j], n, acc0[j]))
        for j in range(B):
            acc1[j] = _logsumexp_finalize1(acc1[j], n, acc0[j])
        for j in range(B):
            out0[a, j] = _logsumexp_output0(n, acc0[j], acc1[j])


@_jit_par
def logsumexp_split_par(x, out0, init0, init1, nchunk):
    # few long rows: each row is cut into nchunk pieces folded in parallel
    n = x.shape[1]
    cs = (n + nchunk - 1) // nchunk
    for a in range(x.shape[0]):
        row = x[a]
        part0 = np.full(nchunk, init0)
        for c in prange(nchunk):
            part0[c] = _logsumexp_row0(row[c * cs:min(c * cs + cs, n)], init0, n)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _logsumexp_combine0(acc0, part0[c])
        p0 = _logsumexp_finalize0(acc0, n)
        part1 = np.full(nchunk, init1)
        for c in prange(nchunk):
            part1[c] = _logsumexp_row1(row[c * cs:min(c * cs + cs, n)], init1, n, p0)
        acc1 = init1
        for c in range(nchunk):
            acc1 = _logsumexp_combine1(acc1, part1[c])
        p1 = _logsumexp_finalize1(acc1, n, p0)
        out0[a] = _logsumexp_output0(n, p0, p1)

@_jit_par
def logsumexp_outer_split_par(x, out0, init0, init1, nchunk):
    # few outputs per row block: the reduced rows are cut into nchunk pieces,
    # each accumulated (whole rows, streaming) in parallel, then combined
    A, n, B = x.shape
    cs = (n + nchunk - 1) // nchunk
    for a in range(A):
        part0 = np.full((nchunk, B), init0)
        for c in prange(nchunk):
            prow = part0[c]
            for r in range(c * cs, min(c * cs + cs, n)):
                xr = x[a, r]
                for j in range(B):
                    prow[j] = _logsumexp_combine0(prow[j], _logsumexp_map0(xr[j], n))
        acc0 = part0[0].copy()
        for c in range(1, nchunk):
            for j in range(B):
                acc0[j] = _logsumexp_combine0(acc0[j], part0[c, j])
        for j in range(B):
            acc0[j] = _logsumexp_finalize0(acc0[j], n)
        part1 = np.full((nchunk, B), init1)
        for c in prange(nchunk):
            prow = part1[c]
            for r in range(c * cs, min(c * cs + cs, n)):
                xr = x[a, r]
                for j in range(B):
                    prow[j] = _logsumexp_combine1(prow[j], _logsumexp_map1(xr[j], n, acc0[j]))
        acc1 = part1[0].copy()
        for c in range(1, nchunk):
            for j in range(B):
                acc1[j] = _logsumexp_combine1(acc1[j], part1[c, j])
        for j in range(B):
            acc1[j] = _logsumexp_finalize1(acc1[j], n, acc0[j])
        for j in range(B):
            out0[a, j] = _logsumexp_output0(n, acc0[j], acc1[j])


# ---- all: all(Tensor self, dim[]? dim=None, bool keepdim=False) -> Tensor
@_jit_red
def _all_map0(x, n):
    return x != 0


@_jit_red
def _all_combine0(a, b):
    return a and b


@_jit_red
def _all_finalize0(acc, n):
    return acc


@_jit_red
def _all_output0(n, p0):
    return p0


@_jit_red
def _all_row0(row, init, n):
    # blocks of _BLOCK: the error grows with the block and block-count sizes,
    # not the row length, and the inner loop vectorises
    # (a constant trip count is what lets LLVM vectorise the block loop)
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        blk = init
        for i in range(_BLOCK):
            blk = _all_combine0(blk, _all_map0(row[s + i], n))
        acc = _all_combine0(acc, blk)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _all_combine0(blk, _all_map0(row[i], n))
    return _all_combine0(acc, blk)


@_jit_red
def all_inner(x, out0, init0):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _all_combine0(acc0, _all_map0(x[a, r], n))
        else:
            acc0 = _all_row0(row, init0, n)
        p0 = _all_finalize0(acc0, n)
        out0[a] = _all_output0(n, p0)


@_jit_red
def all_outer(x, out0, init0):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _all_combine0(acc0[j], _all_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _all_finalize0(acc0[j], n)
        for j in range(w):
            out0[a, b0 + j] = _all_output0(n, acc0[j])


@_jit_par
def all_inner_par(x, out0, init0):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _all_combine0(acc0, _all_map0(x[a, r], n))
        else:
            acc0 = _all_row0(row, init0, n)
        p0 = _all_finalize0(acc0, n)
        out0[a] = _all_output0(n, p0)


@_jit_par
def all_outer_par(x, out0, init0):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _all_combine0(acc0[j], _all_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _all_finalize0(acc0[j], n)
        for j in range(w):
            out0[a, b0 + j] = _all_output0(n, acc0[j])


@_jit_red
def all_outer_wide(x, B, out0, init0):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _all_combine0(lane0[l], _all_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _all_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _all_combine0(acc0[j], _all_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _all_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _all_output0(n, acc0[j])


@_jit_par
def all_outer_wide_par(x, B, out0, init0):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _all_combine0(lane0[l], _all_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _all_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _all_combine0(acc0[j], _all_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _all_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _all_output0(n, acc0[j])


@_jit_par
def all_split_par(x, out0, init0, nchunk):
    # few long rows: each row is cut into nchunk pieces folded in parallel
    n = x.shape[1]
    cs = (n + nchunk - 1) // nchunk
    for a in range(x.shape[0]):
        row = x[a]
        part0 = np.full(nchunk, init0)
        for c in prange(nchunk):
            part0[c] = _all_row0(row[c * cs:min(c * cs + cs, n)], init0, n)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _all_combine0(acc0, part0[c])
        p0 = _all_finalize0(acc0, n)
        out0[a] = _all_output0(n, p0)

@_jit_par
def all_outer_split_par(x, out0, init0, nchunk):
    # few outputs per row block: the reduced rows are cut into nchunk pieces,
    # each accumulated (whole rows, streaming) in parallel, then combined
    A, n, B = x.shape
    cs = (n + nchunk - 1) // nchunk
    for a in range(A):
        part0 = np.full((nchunk, B), init0)
        for c in prange(nchunk):
            prow = part0[c]
            for r in range(c * cs, min(c * cs + cs, n)):
                xr = x[a, r]
                for j in range(B):
                    prow[j] = _all_combine0(prow[j], _all_map0(xr[j], n))
        acc0 = part0[0].copy()
        for c in range(1, nchunk):
            for j in range(B):
                acc0[j] = _all_combine0(acc0[j], part0[c, j])
        for j in range(B):
            acc0[j] = _all_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _all_output0(n, acc0[j])


# ---- any: any(Tensor self, dim[]? dim=None, bool keepdim=False) -> Tensor
@_jit_red
def _any_map0(x, n):
    return x != 0


@_jit_red
def _any_combine0(a, b):
    return a or b


@_jit_red
def _any_finalize0(acc, n):
    return acc


@_jit_red
def _any_output0(n, p0):
    return p0


@_jit_red
def _any_row0(row, init, n):
    # blocks of _BLOCK: the error grows with the block and block-count sizes,
    # not the row length, and the inner loop vectorises
    # (a constant trip count is what lets LLVM vectorise the block loop)
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        blk = init
        for i in range(_BLOCK):
            blk = _any_combine0(blk, _any_map0(row[s + i], n))
        acc = _any_combine0(acc, blk)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _any_combine0(blk, _any_map0(row[i], n))
    return _any_combine0(acc, blk)


@_jit_red
def any_inner(x, out0, init0):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _any_combine0(acc0, _any_map0(x[a, r], n))
        else:
            acc0 = _any_row0(row, init0, n)
        p0 = _any_finalize0(acc0, n)
        out0[a] = _any_output0(n, p0)


@_jit_red
def any_outer(x, out0, init0):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _any_combine0(acc0[j], _any_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _any_finalize0(acc0[j], n)
        for j in range(w):
            out0[a, b0 + j] = _any_output0(n, acc0[j])


@_jit_par
def any_inner_par(x, out0, init0):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _any_combine0(acc0, _any_map0(x[a, r], n))
        else:
            acc0 = _any_row0(row, init0, n)
        p0 = _any_finalize0(acc0, n)
        out0[a] = _any_output0(n, p0)


@_jit_par
def any_outer_par(x, out0, init0):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _any_combine0(acc0[j], _any_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _any_finalize0(acc0[j], n)
        for j in range(w):
            out0[a, b0 + j] = _any_output0(n, acc0[j])


@_jit_red
def any_outer_wide(x, B, out0, init0):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _any_combine0(lane0[l], _any_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _any_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _any_combine0(acc0[j], _any_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _any_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _any_output0(n, acc0[j])


@_jit_par
def any_outer_wide_par(x, B, out0, init0):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _any_combine0(lane0[l], _any_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _any_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _any_combine0(acc0[j], _any_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _any_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _any_output0(n, acc0[j])


@_jit_par
def any_split_par(x, out0, init0, nchunk):
    # few long rows: each row is cut into nchunk pieces folded in parallel
    n = x.shape[1]
    cs = (n + nchunk - 1) // nchunk
    for a in range(x.shape[0]):
        row = x[a]
        part0 = np.full(nchunk, init0)
        for c in prange(nchunk):
            part0[c] = _any_row0(row[c * cs:min(c * cs + cs, n)], init0, n)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _any_combine0(acc0, part0[c])
        p0 = _any_finalize0(acc0, n)
        out0[a] = _any_output0(n, p0)

@_jit_par
def any_outer_split_par(x, out0, init0, nchunk):
    # few outputs per row block: the reduced rows are cut into nchunk pieces,
    # each accumulated (whole rows, streaming) in parallel, then combined
    A, n, B = x.shape
    cs = (n + nchunk - 1) // nchunk
    for a in range(A):
        part0 = np.full((nchunk, B), init0)
        for c in prange(nchunk):
            prow = part0[c]
            for r in range(c * cs, min(c * cs + cs, n)):
                xr = x[a, r]
                for j in range(B):
                    prow[j] = _any_combine0(prow[j], _any_map0(xr[j], n))
        acc0 = part0[0].copy()
        for c in range(1, nchunk):
            for j in range(B):
                acc0[j] = _any_combine0(acc0[j], part0[c, j])
        for j in range(B):
            acc0[j] = _any_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _any_output0(n, acc0[j])


# ---- amax: amax(Tensor self, dim[] dim=[], bool keepdim=False) -> Tensor
@_jit_red
def _amax_map0(x, n):
    return x


@_jit_red
def _amax_combine0(a, b):
    return a if a > b or a != a else b


@_jit_red
def _amax_finalize0(acc, n):
    return acc


@_jit_red
def _amax_output0(n, p0):
    return p0


@_jit_red
def _amax_row0(row, init, n):
    # blocks of _BLOCK: the error grows with the block and block-count sizes,
    # not the row length, and the inner loop vectorises
    # (a constant trip count is what lets LLVM vectorise the block loop)
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        blk = init
        for i in range(_BLOCK):
            blk = _amax_combine0(blk, _amax_map0(row[s + i], n))
        acc = _amax_combine0(acc, blk)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _amax_combine0(blk, _amax_map0(row[i], n))
    return _amax_combine0(acc, blk)


@_jit_red
def amax_inner(x, out0, init0):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _amax_combine0(acc0, _amax_map0(x[a, r], n))
        else:
            acc0 = _amax_row0(row, init0, n)
        p0 = _amax_finalize0(acc0, n)
        out0[a] = _amax_output0(n, p0)


@_jit_red
def amax_outer(x, out0, init0):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _amax_combine0(acc0[j], _amax_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _amax_finalize0(acc0[j], n)
        for j in range(w):
            out0[a, b0 + j] = _amax_output0(n, acc0[j])


@_jit_par
def amax_inner_par(x, out0, init0):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _amax_combine0(acc0, _amax_map0(x[a, r], n))
        else:
            acc0 = _amax_row0(row, init0, n)
        p0 = _amax_finalize0(acc0, n)
        out0[a] = _amax_output0(n, p0)


@_jit_par
def amax_outer_par(x, out0, init0):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _amax_combine0(acc0[j], _amax_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _amax_finalize0(acc0[j], n)
        for j in range(w):
            out0[a, b0 + j] = _amax_output0(n, acc0[j])


@_jit_red
def amax_outer_wide(x, B, out0, init0):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _amax_combine0(lane0[l], _amax_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _amax_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _amax_combine0(acc0[j], _amax_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _amax_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _amax_output0(n, acc0[j])


@_jit_par
def amax_outer_wide_par(x, B, out0, init0):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _amax_combine0(lane0[l], _amax_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _amax_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _amax_combine0(acc0[j], _amax_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _amax_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _amax_output0(n, acc0[j])


@_jit_par
def amax_split_par(x, out0, init0, nchunk):
    # few long rows: each row is cut into nchunk pieces folded in parallel
    n = x.shape[1]
    cs = (n + nchunk - 1) // nchunk
    for a in range(x.shape[0]):
        row = x[a]
        part0 = np.full(nchunk, init0)
        for c in prange(nchunk):
            part0[c] = _amax_row0(row[c * cs:min(c * cs + cs, n)], init0, n)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _amax_combine0(acc0, part0[c])
        p0 = _amax_finalize0(acc0, n)
        out0[a] = _amax_output0(n, p0)

@_jit_par
def amax_outer_split_par(x, out0, init0, nchunk):
    # few outputs per row block: the reduced rows are cut into nchunk pieces,
    # each accumulated (whole rows, streaming) in parallel, then combined
    A, n, B = x.shape
    cs = (n + nchunk - 1) // nchunk
    for a in range(A):
        part0 = np.full((nchunk, B), init0)
        for c in prange(nchunk):
            prow = part0[c]
            for r in range(c * cs, min(c * cs + cs, n)):
                xr = x[a, r]
                for j in range(B):
                    prow[j] = _amax_combine0(prow[j], _amax_map0(xr[j], n))
        acc0 = part0[0].copy()
        for c in range(1, nchunk):
            for j in range(B):
                acc0[j] = _amax_combine0(acc0[j], part0[c, j])
        for j in range(B):
            acc0[j] = _amax_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _amax_output0(n, acc0[j])

@_jit
def amax_segments(x, out, base, n, stride, init0):
    for r in range(base.shape[0]):
        b = base[r]
        m = n[r]
        st = stride[r]
        acc0 = init0
        for j in range(m):
            acc0 = _amax_combine0(acc0, _amax_map0(x[b + j * st], m))
        p0 = _amax_finalize0(acc0, m)
        out[r] = _amax_output0(m, p0)


# ---- amin: amin(Tensor self, dim[] dim=[], bool keepdim=False) -> Tensor
@_jit_red
def _amin_map0(x, n):
    return x


@_jit_red
def _amin_combine0(a, b):
    return a if a < b or a != a else b


@_jit_red
def _amin_finalize0(acc, n):
    return acc


@_jit_red
def _amin_output0(n, p0):
    return p0


@_jit_red
def _amin_row0(row, init, n):
    # blocks of _BLOCK: the error grows with the block and block-count sizes,
    # not the row length, and the inner loop vectorises
    # (a constant trip count is what lets LLVM vectorise the block loop)
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        blk = init
        for i in range(_BLOCK):
            blk = _amin_combine0(blk, _amin_map0(row[s + i], n))
        acc = _amin_combine0(acc, blk)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _amin_combine0(blk, _amin_map0(row[i], n))
    return _amin_combine0(acc, blk)


@_jit_red
def amin_inner(x, out0, init0):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _amin_combine0(acc0, _amin_map0(x[a, r], n))
        else:
            acc0 = _amin_row0(row, init0, n)
        p0 = _amin_finalize0(acc0, n)
        out0[a] = _amin_output0(n, p0)


@_jit_red
def amin_outer(x, out0, init0):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _amin_combine0(acc0[j], _amin_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _amin_finalize0(acc0[j], n)
        for j in range(w):
            out0[a, b0 + j] = _amin_output0(n, acc0[j])


@_jit_par
def amin_inner_par(x, out0, init0):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _amin_combine0(acc0, _amin_map0(x[a, r], n))
        else:
            acc0 = _amin_row0(row, init0, n)
        p0 = _amin_finalize0(acc0, n)
        out0[a] = _amin_output0(n, p0)


@_jit_par
def amin_outer_par(x, out0, init0):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc0 = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc0[j] = _amin_combine0(acc0[j], _amin_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _amin_finalize0(acc0[j], n)
        for j in range(w):
            out0[a, b0 + j] = _amin_output0(n, acc0[j])


@_jit_red
def amin_outer_wide(x, B, out0, init0):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _amin_combine0(lane0[l], _amin_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _amin_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _amin_combine0(acc0[j], _amin_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _amin_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _amin_output0(n, acc0[j])


@_jit_par
def amin_outer_wide_par(x, B, out0, init0):
    A = x.shape[0]
    n = x.shape[1] // B
    m = max(1, _WIDE // B)
    L = B * m
    G = n // m
    for a in prange(A):
        xa = x[a]
        lane0 = np.full(L, init0)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane0[l] = _amin_combine0(lane0[l], _amin_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _amin_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _amin_combine0(acc0[j], _amin_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _amin_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _amin_output0(n, acc0[j])


@_jit_par
def amin_split_par(x, out0, init0, nchunk):
    # few long rows: each row is cut into nchunk pieces folded in parallel
    n = x.shape[1]
    cs = (n + nchunk - 1) // nchunk
    for a in range(x.shape[0]):
        row = x[a]
        part0 = np.full(nchunk, init0)
        for c in prange(nchunk):
            part0[c] = _amin_row0(row[c * cs:min(c * cs + cs, n)], init0, n)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _amin_combine0(acc0, part0[c])
        p0 = _amin_finalize0(acc0, n)
        out0[a] = _amin_output0(n, p0)

@_jit_par
def amin_outer_split_par(x, out0, init0, nchunk):
    # few outputs per row block: the reduced rows are cut into nchunk pieces,
    # each accumulated (whole rows, streaming) in parallel, then combined
    A, n, B = x.shape
    cs = (n + nchunk - 1) // nchunk
    for a in range(A):
        part0 = np.full((nchunk, B), init0)
        for c in prange(nchunk):
            prow = part0[c]
            for r in range(c * cs, min(c * cs + cs, n)):
                xr = x[a, r]
                for j in range(B):
                    prow[j] = _amin_combine0(prow[j], _amin_map0(xr[j], n))
        acc0 = part0[0].copy()
        for c in range(1, nchunk):
            for j in range(B):
                acc0[j] = _amin_combine0(acc0[j], part0[c, j])
        for j in range(B):
            acc0[j] = _amin_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _amin_output0(n, acc0[j])


# ---- max: max(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)
@_jit_red
def _max_better(x, v):
    return x > v or (x != x and v == v)


@_jit_red
def max_inner(x, vals, idxs):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        v = row[0]
        best = 0
        for i in range(1, n):
            xi = row[i]
            if _max_better(xi, v):
                v = xi
                best = i
        vals[a] = v
        idxs[a] = best


@_jit_red
def max_outer(x, vals, idxs):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        v = x[a, 0, b0:b0 + w].copy()
        best = np.zeros(w, np.int64)
        for r in range(1, n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                if _max_better(xr[j], v[j]):
                    v[j] = xr[j]
                    best[j] = r
        for j in range(w):
            vals[a, b0 + j] = v[j]
            idxs[a, b0 + j] = best[j]


@_jit_par
def max_inner_par(x, vals, idxs):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        v = row[0]
        best = 0
        for i in range(1, n):
            xi = row[i]
            if _max_better(xi, v):
                v = xi
                best = i
        vals[a] = v
        idxs[a] = best


@_jit_par
def max_outer_par(x, vals, idxs):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        v = x[a, 0, b0:b0 + w].copy()
        best = np.zeros(w, np.int64)
        for r in range(1, n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                if _max_better(xr[j], v[j]):
                    v[j] = xr[j]
                    best[j] = r
        for j in range(w):
            vals[a, b0 + j] = v[j]
            idxs[a, b0 + j] = best[j]


# ---- min: min(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)
@_jit_red
def _min_better(x, v):
    return x < v or (x != x and v == v)


@_jit_red
def min_inner(x, vals, idxs):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        v = row[0]
        best = 0
        for i in range(1, n):
            xi = row[i]
            if _min_better(xi, v):
                v = xi
                best = i
        vals[a] = v
        idxs[a] = best


@_jit_red
def min_outer(x, vals, idxs):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        v = x[a, 0, b0:b0 + w].copy()
        best = np.zeros(w, np.int64)
        for r in range(1, n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                if _min_better(xr[j], v[j]):
                    v[j] = xr[j]
                    best[j] = r
        for j in range(w):
            vals[a, b0 + j] = v[j]
            idxs[a, b0 + j] = best[j]


@_jit_par
def min_inner_par(x, vals, idxs):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        v = row[0]
        best = 0
        for i in range(1, n):
            xi = row[i]
            if _min_better(xi, v):
                v = xi
                best = i
        vals[a] = v
        idxs[a] = best


@_jit_par
def min_outer_par(x, vals, idxs):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        v = x[a, 0, b0:b0 + w].copy()
        best = np.zeros(w, np.int64)
        for r in range(1, n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                if _min_better(xr[j], v[j]):
                    v[j] = xr[j]
                    best[j] = r
        for j in range(w):
            vals[a, b0 + j] = v[j]
            idxs[a, b0 + j] = best[j]


# ---- argmax: argmax(Tensor self, dim? dim=None, bool keepdim=False) -> Tensor
@_jit_red
def _argmax_better(x, v):
    return x > v or (x != x and v == v)


@_jit_red
def argmax_inner(x, vals, idxs):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        v = row[0]
        best = 0
        for i in range(1, n):
            xi = row[i]
            if _argmax_better(xi, v):
                v = xi
                best = i
        vals[a] = v
        idxs[a] = best


@_jit_red
def argmax_outer(x, vals, idxs):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        v = x[a, 0, b0:b0 + w].copy()
        best = np.zeros(w, np.int64)
        for r in range(1, n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                if _argmax_better(xr[j], v[j]):
                    v[j] = xr[j]
                    best[j] = r
        for j in range(w):
            vals[a, b0 + j] = v[j]
            idxs[a, b0 + j] = best[j]


@_jit_par
def argmax_inner_par(x, vals, idxs):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        v = row[0]
        best = 0
        for i in range(1, n):
            xi = row[i]
            if _argmax_better(xi, v):
                v = xi
                best = i
        vals[a] = v
        idxs[a] = best


@_jit_par
def argmax_outer_par(x, vals, idxs):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        v = x[a, 0, b0:b0 + w].copy()
        best = np.zeros(w, np.int64)
        for r in range(1, n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                if _argmax_better(xr[j], v[j]):
                    v[j] = xr[j]
                    best[j] = r
        for j in range(w):
            vals[a, b0 + j] = v[j]
            idxs[a, b0 + j] = best[j]


# ---- argmin: argmin(Tensor self, dim? dim=None, bool keepdim=False) -> Tensor
@_jit_red
def _argmin_better(x, v):
    return x < v or (x != x and v == v)


@_jit_red
def argmin_inner(x, vals, idxs):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        v = row[0]
        best = 0
        for i in range(1, n):
            xi = row[i]
            if _argmin_better(xi, v):
                v = xi
                best = i
        vals[a] = v
        idxs[a] = best


@_jit_red
def argmin_outer(x, vals, idxs):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        v = x[a, 0, b0:b0 + w].copy()
        best = np.zeros(w, np.int64)
        for r in range(1, n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                if _argmin_better(xr[j], v[j]):
                    v[j] = xr[j]
                    best[j] = r
        for j in range(w):
            vals[a, b0 + j] = v[j]
            idxs[a, b0 + j] = best[j]


@_jit_par
def argmin_inner_par(x, vals, idxs):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        v = row[0]
        best = 0
        for i in range(1, n):
            xi = row[i]
            if _argmin_better(xi, v):
                v = xi
                best = i
        vals[a] = v
        idxs[a] = best


@_jit_par
def argmin_outer_par(x, vals, idxs):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        v = x[a, 0, b0:b0 + w].copy()
        best = np.zeros(w, np.int64)
        for r in range(1, n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                if _argmin_better(xr[j], v[j]):
                    v[j] = xr[j]
                    best[j] = r
        for j in range(w):
            vals[a, b0 + j] = v[j]
            idxs[a, b0 + j] = best[j]


# ---- median: median(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)
@_jit_red
def _median_pick(n):
    return (n - 1) // 2


@_jit_red
def median_rows(x, vals, idxs):
    A, n, B = x.shape
    for t in prange(A * B):
        a = t // B
        b = t % B
        row = x[a, :, b].copy()
        order = np.argsort(row, kind="mergesort")
        pos = order[int(_median_pick(n))]
        for i in range(n):
            if row[i] != row[i]:
                pos = i
                break
        vals[a, b] = row[pos]
        idxs[a, b] = pos


@_jit_par
def median_rows_par(x, vals, idxs):
    A, n, B = x.shape
    for t in prange(A * B):
        a = t // B
        b = t % B
        row = x[a, :, b].copy()
        order = np.argsort(row, kind="mergesort")
        pos = order[int(_median_pick(n))]
        for i in range(n):
            if row[i] != row[i]:
                pos = i
                break
        vals[a, b] = row[pos]
        idxs[a, b] = pos


# ---- kthvalue: kthvalue(Tensor self, int k, dim dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)
@_jit_red
def _kthvalue_pick(n, k):
    return k - 1


@_jit_red
def kthvalue_rows(x, vals, idxs, k):
    A, n, B = x.shape
    for t in prange(A * B):
        a = t // B
        b = t % B
        row = x[a, :, b].copy()
        order = np.argsort(row, kind="mergesort")
        pos = order[int(_kthvalue_pick(n, k))]
        vals[a, b] = row[pos]
        idxs[a, b] = pos


@_jit_par
def kthvalue_rows_par(x, vals, idxs, k):
    A, n, B = x.shape
    for t in prange(A * B):
        a = t // B
        b = t % B
        row = x[a, :, b].copy()
        order = np.argsort(row, kind="mergesort")
        pos = order[int(_kthvalue_pick(n, k))]
        vals[a, b] = row[pos]
        idxs[a, b] = pos


# ---- mode: mode(Tensor self, dim dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)

@_jit_red
def mode_rows(x, vals, idxs):
    A, n, B = x.shape
    for t in prange(A * B):
        a = t // B
        b = t % B
        row = x[a, :, b].copy()
        order = np.argsort(row, kind="mergesort")
        best_count = 0
        pos = order[0]
        i = 0
        while i < n:
            j = i
            while j + 1 < n and row[order[j + 1]] == row[order[i]]:
                j += 1
            # the stable sort leaves the last occurrence at the end of the run
            if j - i + 1 > best_count:
                best_count = j - i + 1
                pos = order[j]
            i = j + 1
        vals[a, b] = row[pos]
        idxs[a, b] = pos


@_jit_par
def mode_rows_par(x, vals, idxs):
    A, n, B = x.shape
    for t in prange(A * B):
        a = t // B
        b = t % B
        row = x[a, :, b].copy()
        order = np.argsort(row, kind="mergesort")
        best_count = 0
        pos = order[0]
        i = 0
        while i < n:
            j = i
            while j + 1 < n and row[order[j + 1]] == row[order[i]]:
                j += 1
            # the stable sort leaves the last occurrence at the end of the run
            if j - i + 1 > best_count:
                best_count = j - i + 1
                pos = order[j]
            i = j + 1
        vals[a, b] = row[pos]
        idxs[a, b] = pos


# ---- topk: topk(Tensor self, int k, dim dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)

@_jit_red
def topk_rows(x, vals, idxs, k, largest):
    A, n, B = x.shape
    for t in prange(A * B):
        a = t // B
        b = t % B
        row = x[a, :, b].copy()
        order = np.argsort(row, kind="mergesort")
        for i in range(k):
            pos = order[n - 1 - i] if largest else order[i]
            vals[a, i, b] = row[pos]
            idxs[a, i, b] = pos


@_jit_par
def topk_rows_par(x, vals, idxs, k, largest):
    A, n, B = x.shape
    for t in prange(A * B):
        a = t // B
        b = t % B
        row = x[a, :, b].copy()
        order = np.argsort(row, kind="mergesort")
        for i in range(k):
            pos = order[n - 1 - i] if largest else order[i]
            vals[a, i, b] = row[pos]
            idxs[a, i, b] = pos


# ---- cumsum: cumsum(Tensor self, dim dim, *, dtype? dtype=None) -> Tensor
@_jit_red
def _cumsum_map0(x, n):
    return x


@_jit_red
def _cumsum_combine0(a, b):
    return a + b


@_jit_red
def _cumsum_finalize0(acc, n):
    return acc


@_jit_red
def cumsum_scan(x, out, init0):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            orow = out[a, r, b0:b0 + w]
            for j in range(w):
                acc[j] = _cumsum_combine0(acc[j], xr[j])
                orow[j] = acc[j]


@_jit_par
def cumsum_scan_par(x, out, init0):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            orow = out[a, r, b0:b0 + w]
            for j in range(w):
                acc[j] = _cumsum_combine0(acc[j], xr[j])
                orow[j] = acc[j]


@_jit
def cumsum_segments(x, out, base, n, stride, init0):
    for r in range(base.shape[0]):
        b = base[r]
        m = n[r]
        st = stride[r]
        acc = init0
        for j in range(m):
            acc = _cumsum_combine0(acc, x[b + j * st])
            out[b + j * st] = acc


# ---- cumprod: cumprod(Tensor self, dim dim, *, dtype? dtype=None) -> Tensor
@_jit_red
def _cumprod_map0(x, n):
    return x


@_jit_red
def _cumprod_combine0(a, b):
    return a * b


@_jit_red
def _cumprod_finalize0(acc, n):
    return acc


@_jit_red
def cumprod_scan(x, out, init0):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            orow = out[a, r, b0:b0 + w]
            for j in range(w):
                acc[j] = _cumprod_combine0(acc[j], xr[j])
                orow[j] = acc[j]


@_jit_par
def cumprod_scan_par(x, out, init0):
    A, n, B = x.shape
    nb = (B + _COLS - 1) // _COLS
    for t in prange(A * nb):
        a = t // nb
        b0 = (t % nb) * _COLS
        w = min(b0 + _COLS, B) - b0
        acc = np.full(w, init0)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            orow = out[a, r, b0:b0 + w]
            for j in range(w):
                acc[j] = _cumprod_combine0(acc[j], xr[j])
                orow[j] = acc[j]


# ---- dot: dot(Tensor self, Tensor tensor) -> Tensor
@_jit
def _dot_epilogue(acc):
    return acc


@_jit_red
def dot_bmm(a, b, c, out):
    Bt, M, K = a.shape
    N = b.shape[2]
    for t in prange(Bt * M):
        bi = t // M
        i = t % M
        acc = np.zeros(N, out.dtype)
        arow = a[bi, i]
        for k in range(K):
            aik = arow[k]
            brow = b[bi, k]
            for j in range(N):
                acc[j] += aik * brow[j]
        crow = c[bi, i]
        orow = out[bi, i]
        for j in range(N):
            orow[j] = _dot_epilogue(acc[j])


@_jit_par
def dot_bmm_par(a, b, c, out):
    Bt, M, K = a.shape
    N = b.shape[2]
    for t in prange(Bt * M):
        bi = t // M
        i = t % M
        acc = np.zeros(N, out.dtype)
        arow = a[bi, i]
        for k in range(K):
            aik = arow[k]
            brow = b[bi, k]
            for j in range(N):
                acc[j] += aik * brow[j]
        crow = c[bi, i]
        orow = out[bi, i]
        for j in range(N):
            orow[j] = _dot_epilogue(acc[j])


@_jit
def dot_epilogue(res, c, out):
    Bt, M, N = out.shape
    for bi in range(Bt):
        for i in range(M):
            rrow = res[bi, i]
            crow = c[bi, i]
            orow = out[bi, i]
            for j in range(N):
                orow[j] = _dot_epilogue(rrow[j])


# ---- mv: mv(Tensor self, Tensor vec) -> Tensor
@_jit
def _mv_epilogue(acc):
    return acc


@_jit_red
def mv_bmm(a, b, c, out):
    Bt, M, K = a.shape
    N = b.shape[2]
    for t in prange(Bt * M):
        bi = t // M
        i = t % M
        acc = np.zeros(N, out.dtype)
        arow = a[bi, i]
        for k in range(K):
            aik = arow[k]
            brow = b[bi, k]
            for j in range(N):
                acc[j] += aik * brow[j]
        crow = c[bi, i]
        orow = out[bi, i]
        for j in range(N):
            orow[j] = _mv_epilogue(acc[j])


@_jit_par
def mv_bmm_par(a, b, c, out):
    Bt, M, K = a.shape
    N = b.shape[2]
    for t in prange(Bt * M):
        bi = t // M
        i = t % M
        acc = np.zeros(N, out.dtype)
        arow = a[bi, i]
        for k in range(K):
            aik = arow[k]
            brow = b[bi, k]
            for j in range(N):
                acc[j] += aik * brow[j]
        crow = c[bi, i]
        orow = out[bi, i]
        for j in range(N):
            orow[j] = _mv_epilogue(acc[j])


@_jit
def mv_epilogue(res, c, out):
    Bt, M, N = out.shape
    for bi in range(Bt):
        for i in range(M):
            rrow = res[bi, i]
            crow = c[bi, i]
            orow = out[bi, i]
            for j in range(N):
                orow[j] = _mv_epilogue(rrow[j])


# ---- mm: mm(Tensor self, Tensor mat2) -> Tensor
@_jit
def _mm_epilogue(acc):
    return acc


@_jit_red
def mm_bmm(a, b, c, out):
    Bt, M, K = a.shape
    N = b.shape[2]
    for t in prange(Bt * M):
        bi = t // M
        i = t % M
        acc = np.zeros(N, out.dtype)
        arow = a[bi, i]
        for k in range(K):
            aik = arow[k]
            brow = b[bi, k]
            for j in range(N):
                acc[j] += aik * brow[j]
        crow = c[bi, i]
        orow = out[bi, i]
        for j in range(N):
            orow[j] = _mm_epilogue(acc[j])


@_jit_par
def mm_bmm_par(a, b, c, out):
    Bt, M, K = a.shape
    N = b.shape[2]
    for t in prange(Bt * M):
        bi = t // M
        i = t % M
        acc = np.zeros(N, out.dtype)
        arow = a[bi, i]
        for k in range(K):
            aik = arow[k]
            brow = b[bi, k]
            for j in range(N):
                acc[j] += aik * brow[j]
        crow = c[bi, i]
        orow = out[bi, i]
        for j in range(N):
            orow[j] = _mm_epilogue(acc[j])


@_jit
def mm_epilogue(res, c, out):
    Bt, M, N = out.shape
    for bi in range(Bt):
        for i in range(M):
            rrow = res[bi, i]
            crow = c[bi, i]
            orow = out[bi, i]
            for j in range(N):
                orow[j] = _mm_epilogue(rrow[j])


# ---- bmm: bmm(Tensor self, Tensor mat2) -> Tensor
@_jit
def _bmm_epilogue(acc):
    return acc


@_jit_red
def bmm_bmm(a, b, c, out):
    Bt, M, K = a.shape
    N = b.shape[2]
    for t in prange(Bt * M):
        bi = t // M
        i = t % M
        acc = np.zeros(N, out.dtype)
        arow = a[bi, i]
        for k in range(K):
            aik = arow[k]
            brow = b[bi, k]
            for j in range(N):
                acc[j] += aik * brow[j]
        crow = c[bi, i]
        orow = out[bi, i]
        for j in range(N):
            orow[j] = _bmm_epilogue(acc[j])


@_jit_par
def bmm_bmm_par(a, b, c, out):
    Bt, M, K = a.shape
    N = b.shape[2]
    for t in prange(Bt * M):
        bi = t // M
        i = t % M
        acc = np.zeros(N, out.dtype)
        arow = a[bi, i]
        for k in range(K):
            aik = arow[k]
            brow = b[bi, k]
            for j in range(N):
                acc[j] += aik * brow[j]
        crow = c[bi, i]
        orow = out[bi, i]
        for j in range(N):
            orow[j] = _bmm_epilogue(acc[j])


@_jit
def bmm_epilogue(res, c, out):
    Bt, M, N = out.shape
    for bi in range(Bt):
        for i in range(M):
            rrow = res[bi, i]
            crow = c[bi, i]
            orow = out[bi, i]
            for j in range(N):
                orow[j] = _bmm_epilogue(rrow[j])


# ---- matmul: matmul(Tensor self, Tensor other) -> Tensor
@_jit
def _matmul_epilogue(acc):
    return acc


@_jit_red
def matmul_bmm(a, b, c, out):
    Bt, M, K = a.shape
    N = b.shape[2]
    for t in prange(Bt * M):
        bi = t // M
        i = t % M
        acc = np.zeros(N, out.dtype)
        arow = a[bi, i]
        for k in range(K):
            aik = arow[k]
            brow = b[bi, k]
            for j in range(N):
                acc[j] += aik * brow[j]
        crow = c[bi, i]
        orow = out[bi, i]
        for j in range(N):
            orow[j] = _matmul_epilogue(acc[j])


@_jit_par
def matmul_bmm_par(a, b, c, out):
    Bt, M, K = a.shape
    N = b.shape[2]
    for t in prange(Bt * M):
        bi = t // M
        i = t % M
        acc = np.zeros(N, out.dtype)
        arow = a[bi, i]
        for k in range(K):
            aik = arow[k]
            brow = b[bi, k]
            for j in range(N):
                acc[j] += aik * brow[j]
        crow = c[bi, i]
        orow = out[bi, i]
        for j in range(N):
            orow[j] = _matmul_epilogue(acc[j])


@_jit
def matmul_epilogue(res, c, out):
    Bt, M, N = out.shape
    for bi in range(Bt):
        for i in range(M):
            rrow = res[bi, i]
            crow = c[bi, i]
            orow = out[bi, i]
            for j in range(N):
                orow[j] = _matmul_epilogue(rrow[j])


# ---- addmm: addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
@_jit
def _addmm_epilogue(acc, self, beta, alpha):
    return alpha * acc if beta == 0 else beta * self + alpha * acc


@_jit_red
def addmm_bmm(a, b, c, out, beta, alpha):
    Bt, M, K = a.shape
    N = b.shape[2]
    for t in prange(Bt * M):
        bi = t // M
        i = t % M
        acc = np.zeros(N, out.dtype)
        arow = a[bi, i]
        for k in range(K):
            aik = arow[k]
            brow = b[bi, k]
            for j in range(N):
                acc[j] += aik * brow[j]
        crow = c[bi, i]
        orow = out[bi, i]
        for j in range(N):
            orow[j] = _addmm_epilogue(acc[j], crow[j], beta, alpha)


@_jit_par
def addmm_bmm_par(a, b, c, out, beta, alpha):
    Bt, M, K = a.shape
    N = b.shape[2]
    for t in prange(Bt * M):
        bi = t // M
        i = t % M
        acc = np.zeros(N, out.dtype)
        arow = a[bi, i]
        for k in range(K):
            aik = arow[k]
            brow = b[bi, k]
            for j in range(N):
                acc[j] += aik * brow[j]
        crow = c[bi, i]
        orow = out[bi, i]
        for j in range(N):
            orow[j] = _addmm_epilogue(acc[j], crow[j], beta, alpha)


@_jit
def addmm_epilogue(res, c, out, beta, alpha):
    Bt, M, N = out.shape
    for bi in range(Bt):
        for i in range(M):
            rrow = res[bi, i]
            crow = c[bi, i]
            orow = out[bi, i]
            for j in range(N):
                orow[j] = _addmm_epilogue(rrow[j], crow[j], beta, alpha)


# ---- addmv: addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor
@_jit
def _addmv_epilogue(acc, self, beta, alpha):
    return alpha * acc if beta == 0 else beta * self + alpha * acc


@_jit_red
def addmv_bmm(a, b, c, out, beta, alpha):
    Bt, M, K = a.shape
    N = b.shape[2]
    for t in prange(Bt * M):
        bi = t // M
        i = t % M
        acc = np.zeros(N, out.dtype)
        arow = a[bi, i]
        for k in range(K):
            aik = arow[k]
            brow = b[bi, k]
            for j in range(N):
                acc[j] += aik * brow[j]
        crow = c[bi, i]
        orow = out[bi, i]
        for j in range(N):
            orow[j] = _addmv_epilogue(acc[j], crow[j], beta, alpha)


@_jit_par
def addmv_bmm_par(a, b, c, out, beta, alpha):
    Bt, M, K = a.shape
    N = b.shape[2]
    for t in prange(Bt * M):
        bi = t // M
        i = t % M
        acc = np.zeros(N, out.dtype)
        arow = a[bi, i]
        for k in range(K):
            aik = arow[k]
            brow = b[bi, k]
            for j in range(N):
                acc[j] += aik * brow[j]
        crow = c[bi, i]
        orow = out[bi, i]
        for j in range(N):
            orow[j] = _addmv_epilogue(acc[j], crow[j], beta, alpha)


@_jit
def addmv_epilogue(res, c, out, beta, alpha):
    Bt, M, N = out.shape
    for bi in range(Bt):
        for i in range(M):
            rrow = res[bi, i]
            crow = c[bi, i]
            orow = out[bi, i]
            for j in range(N):
                orow[j] = _addmv_epilogue(rrow[j], crow[j], beta, alpha)


# ---- uniform_: uniform_(Tensor self, float from_=0, float to=1) -> Tensor
@_jit
def _rk_uniform_(u, from_, to):
    return from_ + (to - from_) * u


@_jit
def uniform__fill(out, key, ctr, ubits, from_, to):
    for i in range(out.shape[0]):
        c = ctr + np.uint64(i)
        u = _rng_uniform(key, c, ubits)
        out[i] = _rk_uniform_(u, from_, to)

@_jit_rnd_par
def uniform__fill_par(out, key, ctr, ubits, from_, to):
    for i in prange(out.shape[0]):
        c = ctr + np.uint64(i)
        u = _rng_uniform(key, c, ubits)
        out[i] = _rk_uniform_(u, from_, to)


# ---- normal_: normal_(Tensor self, float mean=0, float std=1) -> Tensor
@_jit
def _rk_normal_(z, mean, std):
    return mean + std * z


@_jit
def normal__fill(out, key, ctr, ubits, mean, std):
    for i in range(out.shape[0]):
        c = ctr + np.uint64(i)
        z = _rng_normal(key, c)
        out[i] = _rk_normal_(z, mean, std)

@_jit_rnd_par
def normal__fill_par(out, key, ctr, ubits, mean, std):
    for i in prange(out.shape[0]):
        c = ctr + np.uint64(i)
        z = _rng_normal(key, c)
        out[i] = _rk_normal_(z, mean, std)


# ---- normal: normal(Tensor mean, Tensor std=1, int[]? size=None, *, dtype? dtype=None, Device? device=None) -> Tensor
@_jit
def _rk_normal(z, mean, std):
    return mean + std * z


@_jit
def normal_fill(out, key, ctr, ubits, mean, std):
    for i in range(out.shape[0]):
        c = ctr + np.uint64(i)
        z = _rng_normal(key, c)
        out[i] = _rk_normal(z, mean[i], std[i])

@_jit_rnd_par
def normal_fill_par(out, key, ctr, ubits, mean, std):
    for i in prange(out.shape[0]):
        c = ctr + np.uint64(i)
        z = _rng_normal(key, c)
        out[i] = _rk_normal(z, mean[i], std[i])


# ---- cauchy_: cauchy_(Tensor self, float median=0, float sigma=1) -> Tensor
@_jit
def _rk_cauchy_(u, median, sigma):
    return median + sigma * math.tan(math.pi * (u - 0.5))


@_jit
def cauchy__fill(out, key, ctr, ubits, median, sigma):
    for i in range(out.shape[0]):
        c = ctr + np.uint64(i)
        u = _rng_uniform(key, c, ubits)
        out[i] = _rk_cauchy_(u, median, sigma)

@_jit_rnd_par
def cauchy__fill_par(out, key, ctr, ubits, median, sigma):
    for i in prange(out.shape[0]):
        c = ctr + np.uint64(i)
        u = _rng_uniform(key, c, ubits)
        out[i] = _rk_cauchy_(u, median, sigma)


# ---- exponential_: exponential_(Tensor self, float lambd=1) -> Tensor
@_jit
def _rk_exponential_(u, lambd):
    return -math.log1p(-u) / lambd


@_jit
def exponential__fill(out, key, ctr, ubits, lambd):
    for i in range(out.shape[0]):
        c = ctr + np.uint64(i)
        u = _rng_uniform(key, c, ubits)
        out[i] = _rk_exponential_(u, lambd)

@_jit_rnd_par
def exponential__fill_par(out, key, ctr, ubits, lambd):
    for i in prange(out.shape[0]):
        c = ctr + np.uint64(i)
        u = _rng_uniform(key, c, ubits)
        out[i] = _rk_exponential_(u, lambd)


# ---- log_normal_: log_normal_(Tensor self, float mean=1, float std=2) -> Tensor
@_jit
def _rk_log_normal_(z, mean, std):
    return math.exp(mean + std * z)


@_jit
def log_normal__fill(out, key, ctr, ubits, mean, std):
    for i in range(out.shape[0]):
        c = ctr + np.uint64(i)
        z = _rng_normal(key, c)
        out[i] = _rk_log_normal_(z, mean, std)

@_jit_rnd_par
def log_normal__fill_par(out, key, ctr, ubits, mean, std):
    for i in prange(out.shape[0]):
        c = ctr + np.uint64(i)
        z = _rng_normal(key, c)
        out[i] = _rk_log_normal_(z, mean, std)


# ---- bernoulli_: bernoulli_(Tensor self, Tensor p=0.5) -> Tensor
@_jit
def _rk_bernoulli_(u, p):
    return 1 if u < p else 0


@_jit
def bernoulli__fill(out, key, ctr, ubits, p):
    for i in range(out.shape[0]):
        c = ctr + np.uint64(i)
        u = _rng_uniform(key, c, ubits)
        out[i] = _rk_bernoulli_(u, p[i])

@_jit_rnd_par
def bernoulli__fill_par(out, key, ctr, ubits, p):
    for i in prange(out.shape[0]):
        c = ctr + np.uint64(i)
        u = _rng_uniform(key, c, ubits)
        out[i] = _rk_bernoulli_(u, p[i])


# ---- bernoulli: bernoulli(Tensor self, Tensor? p=None) -> Tensor
@_jit
def _rk_bernoulli(u, p):
    return 1 if u < p else 0


@_jit
def bernoulli_fill(out, key, ctr, ubits, p):
    for i in range(out.shape[0]):
        c = ctr + np.uint64(i)
        u = _rng_uniform(key, c, ubits)
        out[i] = _rk_bernoulli(u, p[i])

@_jit_rnd_par
def bernoulli_fill_par(out, key, ctr, ubits, p):
    for i in prange(out.shape[0]):
        c = ctr + np.uint64(i)
        u = _rng_uniform(key, c, ubits)
        out[i] = _rk_bernoulli(u, p[i])


# ---- random_: random_(Tensor self, int? from_=None, int? to=None) -> Tensor
@_jit
def _rk_random_(bits, from_, to):
    return randint_(bits, from_, to)


@_jit
def random__fill(out, key, ctr, ubits, from_, to):
    for i in range(out.shape[0]):
        c = ctr + np.uint64(i)
        bits = _rng_bits(key, c)
        out[i] = _rk_random_(bits, from_, to)

@_jit_rnd_par
def random__fill_par(out, key, ctr, ubits, from_, to):
    for i in prange(out.shape[0]):
        c = ctr + np.uint64(i)
        bits = _rng_bits(key, c)
        out[i] = _rk_random_(bits, from_, to)


# ---- _dropout: _dropout(Tensor self, float p) -> Tensor
@_jit
def _rk__dropout(u, self, p):
    return 0.0 if u < p else self / (1.0 - p)


@_jit
def _dropout_fill(out, key, ctr, ubits, self, p):
    for i in range(out.shape[0]):
        c = ctr + np.uint64(i)
        u = _rng_uniform(key, c, ubits)
        out[i] = _rk__dropout(u, self[i], p)

@_jit_rnd_par
def _dropout_fill_par(out, key, ctr, ubits, self, p):
    for i in prange(out.shape[0]):
        c = ctr + np.uint64(i)
        u = _rng_uniform(key, c, ubits)
        out[i] = _rk__dropout(u, self[i], p)


# ---- _dropout_: _dropout_(Tensor self, float p) -> Tensor
@_jit
def _rk__dropout_(u, self, p):
    return 0.0 if u < p else self / (1.0 - p)


@_jit
def _dropout__fill(out, key, ctr, ubits, self, p):
    for i in range(out.shape[0]):
        c = ctr + np.uint64(i)
        u = _rng_uniform(key, c, ubits)
        out[i] = _rk__dropout_(u, self[i], p)

@_jit_rnd_par
def _dropout__fill_par(out, key, ctr, ubits, self, p):
    for i in prange(out.shape[0]):
        c = ctr + np.uint64(i)
        u = _rng_uniform(key, c, ubits)
        out[i] = _rk__dropout_(u, self[i], p)


# ---- relu: relu(Tensor self) -> Tensor
@_jit
def _relu(self):
    return 0 if self < 0 else self


@_jit
def relu_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_relu(self[i]), out)


@_jit
def relu_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_relu(self_row[i]), out_row)


@_jit_pw_par
def relu_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_relu(self[i]), out)


@_jit_pw_par
def relu_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_relu(self_row[i]), out_row)


# ---- gelu: gelu(Tensor self, *, str approximate='none') -> Tensor
@_jit
def _gelu__none(self):
    return 0.5 * self * (1.0 + math.erf(self * 0.7071067811865476))


@_jit
def gelu__none_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_gelu__none(self[i]), out)


@_jit
def gelu__none_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_gelu__none(self_row[i]), out_row)


@_jit_pw_par
def gelu__none_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_gelu__none(self[i]), out)


@_jit_pw_par
def gelu__none_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_gelu__none(self_row[i]), out_row)

@_jit
def _gelu__tanh(self):
    return self / (1.0 + _nrm_exp(-1.5957691216057308 * (self + 0.044715 * self * self * self)))


@_jit
def gelu__tanh_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_gelu__tanh(self[i]), out)


@_jit
def gelu__tanh_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_gelu__tanh(self_row[i]), out_row)


@_jit_pw_par
def gelu__tanh_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_gelu__tanh(self[i]), out)


@_jit_pw_par
def gelu__tanh_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_gelu__tanh(self_row[i]), out_row)


# ---- silu: silu(Tensor self) -> Tensor
@_jit
def _silu(self):
    return self / (1.0 + _nrm_exp(-self))


@_jit
def silu_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_silu(self[i]), out)


@_jit
def silu_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_silu(self_row[i]), out_row)


@_jit_pw_par
def silu_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_silu(self[i]), out)


@_jit_pw_par
def silu_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_silu(self_row[i]), out_row)


# ---- softmax: softmax(Tensor self, dim dim, dtype? dtype=None) -> Tensor
@_jit_nrm
def _nt_softmax(x, m):
    return _nrm_exp(x - m)


@_jit_nrm
def _no_softmax(x, m, s, e):
    return e / s


@_jit_nrm_par
def softmax_last(x, out):
    for r in prange(x.shape[0]):
        row = x[r]
        o = out[r]
        n = row.shape[0]
        m = _nrm_rowmax(row)
        s = _nt_softmax(row[0], m)
        o[0] = s
        for i in range(1, n):
            e = _nt_softmax(row[i], m)
            o[i] = e
            s += e
        for i in range(n):
            o[i] = _no_softmax(row[i], m, s, o[i])


@_jit_nrm_par
def softmax_mid(x, out):
    for a in prange(x.shape[0]):
        xa = x[a]
        oa = out[a]
        n = xa.shape[0]
        inner = xa.shape[1]
        m = xa[0].copy()
        for k in range(1, n):
            for j in range(inner):
                v = xa[k, j]
                m[j] = v if v > m[j] else m[j]
        s = np.empty_like(m)
        for j in range(inner):
            s[j] = _nt_softmax(xa[0, j], m[j])
            oa[0, j] = s[j]
        for k in range(1, n):
            for j in range(inner):
                e = _nt_softmax(xa[k, j], m[j])
                oa[k, j] = e
                s[j] += e
        for k in range(n):
            for j in range(inner):
                oa[k, j] = _no_softmax(xa[k, j], m[j], s[j], oa[k, j])


@_jit_nrm_par
def softmax_segments(x, out, base, n, stride):
    for r in prange(base.shape[0]):
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
@_jit_nrm
def _nt_log_softmax(x, m):
    return _nrm_exp(x - m)


@_jit_nrm
def _no_log_softmax(x, m, s, e):
    return x - m - math.log(s)


@_jit_nrm_par
def log_softmax_last(x, out):
    for r in prange(x.shape[0]):
        row = x[r]
        o = out[r]
        n = row.shape[0]
        m = _nrm_rowmax(row)
        s = _nt_log_softmax(row[0], m)
        for i in range(1, n):
            e = _nt_log_softmax(row[i], m)
            s += e
        for i in range(n):
            o[i] = _no_log_softmax(row[i], m, s, o[i])


@_jit_nrm_par
def log_softmax_mid(x, out):
    for a in prange(x.shape[0]):
        xa = x[a]
        oa = out[a]
        n = xa.shape[0]
        inner = xa.shape[1]
        m = xa[0].copy()
        for k in range(1, n):
            for j in range(inner):
                v = xa[k, j]
                m[j] = v if v > m[j] else m[j]
        s = np.empty_like(m)
        for j in range(inner):
            s[j] = _nt_log_softmax(xa[0, j], m[j])
        for k in range(1, n):
            for j in range(inner):
                e = _nt_log_softmax(xa[k, j], m[j])
                s[j] += e
        for k in range(n):
            for j in range(inner):
                oa[k, j] = _no_log_softmax(xa[k, j], m[j], s[j], oa[k, j])


@_jit_nrm_par
def log_softmax_segments(x, out, base, n, stride):
    for r in prange(base.shape[0]):
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
