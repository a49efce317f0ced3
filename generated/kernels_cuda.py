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
from ..backends.cuda_warp import warp_down

register_cuda()  # the float -> integer store rule, as the CPU kernels use it


# Threads per block of the block-parallel kernels (reductions, scans, softmax,
# segments): their shared-memory buffers hold one value per thread. The runtime
# launches at most this many (runtime/backends/cuda.py block_threads).
_RED_THREADS = 256
# Largest square tile of the matrix-product kernels (a _MM_TILE^2-thread block).
_MM_TILE = 16
# topk's sort: 3 int64 per pending range, at most 2 * log2(n) + 1 ranges (templates/_topk.j2)
_TOPK_STACK = 390


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
def nextafter_bits(x, y, p, emin):
    # IEEE nextafter in the binary format of p significand bits and minimum
    # normal exponent emin (float16: 11, -14; bfloat16: 8, -126; float32: 24,
    # -126; float64: 53, -1022), so a half stored as float32 steps in half's
    # grid. Arithmetic on the value's binade (frexp/ldexp), exact in any wider
    # type; the caller's store rounds nothing.
    if x != x or y != y:
        return x + y
    if x == y:
        return y
    if x == 0:
        tiny = math.ldexp(1.0, emin - p + 1)
        return tiny if y > x else -tiny
    if abs(x) == math.inf:
        big = math.ldexp(2.0 - math.ldexp(1.0, 1 - p), 1 - emin)
        return big if x > 0 else -big
    m, e = math.frexp(x)
    ulp = math.ldexp(1.0, max(e - 1, emin) - p + 1)
    up = y > x
    if (x > 0) != up and abs(m) == 0.5 and e - 1 > emin:
        ulp = ulp * 0.5  # toward zero from a power of two: the binade below is finer
    if up:
        return x + ulp
    return x - ulp


@cuda.jit(device=True)
def fma_(a, b, c):
    # a * b + c rounded once in float64, as the fused multiply-add PyTorch's
    # linspace compiles to: Dekker's exact product (Veltkamp split by
    # 2**27 + 1) and Knuth's TwoSum, then one final rounding
    a = float(a)
    b = float(b)
    c = float(c)
    p = a * b
    if abs(p) == math.inf or p != p:
        return p + c
    t = 134217729.0 * a
    ah = t - (t - a)
    al = a - ah
    t = 134217729.0 * b
    bh = t - (t - b)
    bl = b - bh
    pe = ((ah * bh - p) + ah * bl + al * bh) + al * bl
    s = p + c
    bb = s - p
    se = (p - (s - bb)) + (c - bb)
    return s + (se + pe)


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


@cuda.jit(device=True)
def gcd_(a, b):
    # PyTorch's calc_gcd: Euclid on the magnitudes
    a = abs(a)
    b = abs(b)
    while a != 0:
        c = a
        a = fmod_(b, a)  # C's remainder: abs(INT64_MIN) stays negative, as in PyTorch
        b = c
    return b


@cuda.jit(device=True)
def lcm_(a, b):
    g = gcd_(a, b)
    return a - a if g == 0 else abs(a // g * b)


@cuda.jit(device=True)
def fmax_(a, b):
    # NaN only when both are NaN (maximum_ propagates it)
    if a != a:
        return b
    if b != b:
        return a
    return a if a > b else b


@cuda.jit(device=True)
def fmin_(a, b):
    if a != a:
        return b
    if b != b:
        return a
    return a if a < b else b


@cuda.jit(device=True)
def i0_(x):
    # sum over k of (x^2/4)^k / (k!)^2: positive terms (no cancellation),
    # overflowing to inf where I0 does
    ax = abs(x)
    if ax != ax or ax == math.inf:
        return math.nan  # PyTorch's (Cephes') value at +-inf
    t = ax * ax / 4.0
    term = 1.0
    s = 1.0
    k = 1.0
    while term > s * 1e-17:
        term = term * t / (k * k)
        s = s + term
        k = k + 1.0
    return s


@cuda.jit(device=True)
def i1_(x):
    # (x/2) * sum over k of (x^2/4)^k / (k! (k+1)!)
    ax = abs(x)
    if ax != ax:
        return ax
    t = ax * ax / 4.0
    term = 1.0
    s = 1.0
    k = 1.0
    while term > s * 1e-17:
        term = term * t / (k * (k + 1.0))
        s = s + term
        k = k + 1.0
    r = 0.5 * ax * s
    return -r if x < 0 else r


@cuda.jit(device=True)
def logaddexp_(a, b):
    if a == b and abs(a) == math.inf:
        return a
    m = a if a > b else b
    if a != a or b != b:
        return a + b
    return m + math.log1p(math.exp(-abs(a - b)))


@cuda.jit(device=True)
def logaddexp2_(a, b):
    if a == b and abs(a) == math.inf:
        return a
    m = a if a > b else b
    if a != a or b != b:
        return a + b
    return m + math.log1p(2.0 ** (-abs(a - b))) / 0.6931471805599453


@cuda.jit(device=True)
def logit_(x, eps):
    # eps < 0: no clamping (the absent eps)
    if eps >= 0:
        lo = eps
        hi = 1.0 - eps
        x = lo if x < lo else (hi if x > hi else x)
    if x != x:
        return x
    if x == 1:
        return math.inf
    z = x / (1.0 - x)
    if z < 0:
        return math.nan
    if z == 0:
        return -math.inf
    return math.log(z)


@cuda.jit(device=True)
def hurwitz_zeta(s, q):
    # sum over k >= 0 of (q + k)^-s for s > 1: direct terms until q >= 10 + s,
    # then the Euler-Maclaurin tail
    if q <= 0 and q == floor_(q):
        return math.inf
    acc = 0.0
    while q < 10.0 + s:
        acc = acc + q ** (-s)
        q = q + 1.0
    tail = q ** (1.0 - s) / (s - 1.0) + 0.5 * q ** (-s)
    # B2j / (2j)! for j = 1..8
    b0 = 1.0 / 12.0
    b1 = -1.0 / 720.0
    b2 = 1.0 / 30240.0
    b3 = -1.0 / 1209600.0
    b4 = 1.0 / 47900160.0
    b5 = -691.0 / 1307674368000.0
    b6 = 1.0 / 74724249600.0
    b7 = -3617.0 / 10670622842880000.0
    fac = s * q ** (-s - 1.0)
    tail = tail + b0 * fac
    fac = fac * (s + 1.0) * (s + 2.0) / (q * q)
    tail = tail + b1 * fac
    fac = fac * (s + 3.0) * (s + 4.0) / (q * q)
    tail = tail + b2 * fac
    fac = fac * (s + 5.0) * (s + 6.0) / (q * q)
    tail = tail + b3 * fac
    fac = fac * (s + 7.0) * (s + 8.0) / (q * q)
    tail = tail + b4 * fac
    fac = fac * (s + 9.0) * (s + 10.0) / (q * q)
    tail = tail + b5 * fac
    fac = fac * (s + 11.0) * (s + 12.0) / (q * q)
    tail = tail + b6 * fac
    fac = fac * (s + 13.0) * (s + 14.0) / (q * q)
    tail = tail + b7 * fac
    return acc + tail


@cuda.jit(device=True)
def polygamma_(n, x):
    if n < 0:
        return math.nan
    if n == 0:
        return digamma_(x)
    x = 1.0 * x
    # PyTorch's values at the infinities
    if x != x:
        return x
    if x == -math.inf:
        return math.nan if n == 1 else (math.inf if n % 2 == 1 else -math.inf)
    if x == math.inf:
        return 0.0 if n == 1 else math.nan
    f = 1.0
    k = 2.0
    while k <= n:
        f = f * k
        k = k + 1.0
    z = hurwitz_zeta(n + 1.0, x)
    return f * z if n % 2 == 1 else -f * z


@cuda.jit(device=True)
def isclose_(a, b, rtol, atol, equal_nan):
    if a == b:
        return True
    if a != a or b != b:
        return equal_nan and a != a and b != b
    if abs(a) == math.inf or abs(b) == math.inf:
        return False
    # in double, as PyTorch: integer differences must not wrap
    return abs(1.0 * a - 1.0 * b) <= atol + rtol * abs(1.0 * b)


@cuda.jit(device=True)
def lshift_(a, b):
    # PyTorch's: a shift past the width (or a negative one) gives 0; the
    # result is stored in the operands' dtype, which drops the high bits
    if b < 0 or b >= 64:
        return a - a
    return a << b


@cuda.jit(device=True)
def rshift_(a, b):
    # a shift past the width (or a negative one) fills with the sign bit
    if b < 0 or b >= 63:
        return a >> 63
    return a >> b


@cuda.jit(device=True)
def norm_term(x, p):
    # one element's share of the p-norm's sum (p = 0 counts the nonzeros)
    if p == 0:
        return 1.0 if x != 0 else 0.0
    if p == 1:
        return abs(x)
    if p == 2:
        return x * x
    if abs(p) == math.inf:
        return 0.0
    return abs(x) ** (1.0 * p)  # a float power: 0 ** -1 is inf, not an error


@cuda.jit(device=True)
def norm_finish(amax, amin, total, p):
    if p == math.inf:
        return amax
    if p == -math.inf:
        return amin
    if p == 0 or p == 1:
        return total
    if p == 2:
        return math.sqrt(total)
    return total ** (1.0 / p)


# ---- random kind: the CPU's counter-based generator (splitmix64 of key +
# counter), so element i of a call depends only on (seed, the call's offset, i):
# the same numbers whatever the launch configuration, and as on the CPU.
_RNG_GOLDEN = np.uint64(0x9E3779B97F4A7C15)


@cuda.jit(device=True)
def _rng_word(key, ctr, stream):
    x = key + (ctr * np.uint64(4) + np.uint64(stream) + np.uint64(1)) * _RNG_GOLDEN
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


# ---- lu kind (templates/lu.j2): the shared LU factorisation
@cuda.jit(device=True)
def _lu_factor(w, base, n, piv, pbase):
    # getf2's steps: the pivot is the first largest |value| in the column; a
    # zero pivot leaves the column as it is (info names the first one)
    info = 0
    for k in range(n):
        p = k
        best = abs(w[base + k * n + k])
        for i in range(k + 1, n):
            v = abs(w[base + i * n + k])
            if v > best:
                best = v
                p = i
        piv[pbase + k] = p
        pivot = w[base + p * n + k]
        if pivot != 0:
            if p != k:
                for j in range(n):
                    t = w[base + k * n + j]
                    w[base + k * n + j] = w[base + p * n + j]
                    w[base + p * n + j] = t
            for i in range(k + 1, n):
                w[base + i * n + k] = w[base + i * n + k] / pivot
        elif info == 0:
            info = k + 1
        # unsigned offsets: Numba then drops its negative-index wraparound and
        # LLVM vectorizes the row update (each element's arithmetic unchanged)
        rk = np.uint64(base + k * n)
        for i in range(k + 1, n):
            m = w[base + i * n + k]
            ri = np.uint64(base + i * n)
            for j in range(np.uint64(k + 1), np.uint64(n)):
                w[ri + j] = w[ri + j] - m * w[rk + j]
    return info


@cuda.jit(device=True)
def _lu_swaps(piv, pbase, n):
    # the permutation's parity: the number of rows actually swapped
    s = 0
    for k in range(n):
        if piv[pbase + k] != k:
            s += 1
    return s


@cuda.jit(device=True)
def _lu_substitute(w, base, n, piv, pbase, x, xbase, k):
    # solves (P L U) X = X in place for the row-major n x k block at x[xbase]:
    # whole rows at a time, so the inner loops run along contiguous memory; each
    # element still sums its terms in column order (the one-column result)
    for r in range(n):
        p = piv[pbase + r]
        if p != r:
            for c in range(k):
                t = x[xbase + r * k + c]
                x[xbase + r * k + c] = x[xbase + p * k + c]
                x[xbase + p * k + c] = t
    # unsigned offsets in the row loops, as in _lu_factor
    uk = np.uint64(k)
    for i in range(n):
        ri = np.uint64(xbase + i * k)
        for j in range(i):
            m = w[base + i * n + j]
            rj = np.uint64(xbase + j * k)
            for c in range(np.uint64(0), uk):
                x[ri + c] = x[ri + c] - m * x[rj + c]
    for i in range(n - 1, -1, -1):
        ri = np.uint64(xbase + i * k)
        for j in range(i + 1, n):
            m = w[base + i * n + j]
            rj = np.uint64(xbase + j * k)
            for c in range(np.uint64(0), uk):
                x[ri + c] = x[ri + c] - m * x[rj + c]
        d = w[base + i * n + i]
        for c in range(np.uint64(0), uk):
            x[ri + c] = x[ri + c] / d


@cuda.jit(device=True)
def _lu_copy(a, w, base, size):
    for e in range(size):
        w[base + e] = a[base + e]


from ..backends.conversion import round_to  # noqa: E402 - the foreach kind's locals

# ---- add: add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
@cuda.jit(device=True)
def _add(self, other, alpha):
    return self + alpha * other


@cuda.jit
def add_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_, alpha):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def add_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_, alpha):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_add(self[self_off + i * self_step], other[other_off + i * other_step], alpha), out)


# ---- sub: sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
@cuda.jit(device=True)
def _sub(self, other, alpha):
    return self - alpha * other


@cuda.jit
def sub_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_, alpha):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def sub_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_, alpha):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_sub(self[self_off + i * self_step], other[other_off + i * other_step], alpha), out)


# ---- mul: mul(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _mul(self, other):
    return self * other


@cuda.jit
def mul_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def mul_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_mul(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- div: div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor
@cuda.jit(device=True)
def _div(self, other):
    return self / other


@cuda.jit
def div_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def div_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_div(self[self_off + i * self_step], other[other_off + i * other_step]), out)

@cuda.jit(device=True)
def _div__trunc(self, other):
    return trunc_(self / other)


@cuda.jit
def div__trunc_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def div__trunc_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_div__trunc(self[self_off + i * self_step], other[other_off + i * other_step]), out)

@cuda.jit(device=True)
def _div__trunc__int(self, other):
    return trunc_div(self, other)


@cuda.jit
def div__trunc__int_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def div__trunc__int_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_div__trunc__int(self[self_off + i * self_step], other[other_off + i * other_step]), out)

@cuda.jit(device=True)
def _div__floor(self, other):
    return self // other


@cuda.jit
def div__floor_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def div__floor_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_div__floor(self[self_off + i * self_step], other[other_off + i * other_step]), out)

@cuda.jit(device=True)
def _div__floor__int(self, other):
    return floor_div_int(self, other)


@cuda.jit
def div__floor__int_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def div__floor__int_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_div__floor__int(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- floor_divide: floor_divide(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _floor_divide(self, other):
    return self // other


@cuda.jit
def floor_divide_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def floor_divide_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_floor_divide(self[self_off + i * self_step], other[other_off + i * other_step]), out)

@cuda.jit(device=True)
def _floor_divide__int(self, other):
    return floor_div_int(self, other)


@cuda.jit
def floor_divide__int_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def floor_divide__int_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_floor_divide__int(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- remainder: remainder(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _remainder(self, other):
    return remainder_float(self, other)


@cuda.jit
def remainder_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def remainder_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_remainder(self[self_off + i * self_step], other[other_off + i * other_step]), out)

@cuda.jit(device=True)
def _remainder__int(self, other):
    return self % other


@cuda.jit
def remainder__int_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def remainder__int_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_remainder__int(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- fmod: fmod(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _fmod(self, other):
    return fmod_float(self, other)


@cuda.jit
def fmod_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def fmod_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_fmod(self[self_off + i * self_step], other[other_off + i * other_step]), out)

@cuda.jit(device=True)
def _fmod__int(self, other):
    return fmod_(self, other)


@cuda.jit
def fmod__int_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def fmod__int_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_fmod__int(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- pow: pow(Tensor self, Tensor exponent) -> Tensor
@cuda.jit(device=True)
def _pow(self, exponent):
    return self ** exponent


@cuda.jit
def pow_kernel(self, self_off, self_st, exponent, exponent_off, exponent_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def pow_flat(self, self_off, self_step, exponent, exponent_off, exponent_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_pow(self[self_off + i * self_step], exponent[exponent_off + i * exponent_step]), out)

@cuda.jit(device=True)
def _pow__bool(self, exponent):
    return self or not exponent


@cuda.jit
def pow__bool_kernel(self, self_off, self_st, exponent, exponent_off, exponent_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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
        out[out_i] = store_value(_pow__bool(self[self_i], exponent[exponent_i]), out)


@cuda.jit
def pow__bool_flat(self, self_off, self_step, exponent, exponent_off, exponent_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_pow__bool(self[self_off + i * self_step], exponent[exponent_off + i * exponent_step]), out)

@cuda.jit(device=True)
def _pow__int(self, exponent):
    return int_pow(self, exponent)


@cuda.jit
def pow__int_kernel(self, self_off, self_st, exponent, exponent_off, exponent_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def pow__int_flat(self, self_off, self_step, exponent, exponent_off, exponent_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_pow__int(self[self_off + i * self_step], exponent[exponent_off + i * exponent_step]), out)


# ---- addcmul: addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor
@cuda.jit(device=True)
def _addcmul(self, tensor1, tensor2, value):
    return self + value * tensor1 * tensor2


@cuda.jit
def addcmul_kernel(self, self_off, self_st, tensor1, tensor1_off, tensor1_st, tensor2, tensor2_off, tensor2_st, out, out_off, out_st, shape, numel_, value):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        tensor1_i = tensor1_off
        tensor2_i = tensor2_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            tensor1_i += k * tensor1_st[d]
            tensor2_i += k * tensor2_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_addcmul(self[self_i], tensor1[tensor1_i], tensor2[tensor2_i], value), out)


@cuda.jit
def addcmul_flat(self, self_off, self_step, tensor1, tensor1_off, tensor1_step, tensor2, tensor2_off, tensor2_step, out, out_off, numel_, value):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_addcmul(self[self_off + i * self_step], tensor1[tensor1_off + i * tensor1_step], tensor2[tensor2_off + i * tensor2_step], value), out)


# ---- addcdiv: addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor
@cuda.jit(device=True)
def _addcdiv(self, tensor1, tensor2, value):
    return self + value * tensor1 / tensor2


@cuda.jit
def addcdiv_kernel(self, self_off, self_st, tensor1, tensor1_off, tensor1_st, tensor2, tensor2_off, tensor2_st, out, out_off, out_st, shape, numel_, value):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        tensor1_i = tensor1_off
        tensor2_i = tensor2_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            tensor1_i += k * tensor1_st[d]
            tensor2_i += k * tensor2_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_addcdiv(self[self_i], tensor1[tensor1_i], tensor2[tensor2_i], value), out)


@cuda.jit
def addcdiv_flat(self, self_off, self_step, tensor1, tensor1_off, tensor1_step, tensor2, tensor2_off, tensor2_step, out, out_off, numel_, value):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_addcdiv(self[self_off + i * self_step], tensor1[tensor1_off + i * tensor1_step], tensor2[tensor2_off + i * tensor2_step], value), out)


# ---- atan2: atan2(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _atan2(self, other):
    return math.atan2(self, other)


@cuda.jit
def atan2_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def atan2_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_atan2(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- maximum: maximum(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _maximum(self, other):
    return maximum_(self, other)


@cuda.jit
def maximum_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def maximum_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_maximum(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- minimum: minimum(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _minimum(self, other):
    return minimum_(self, other)


@cuda.jit
def minimum_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def minimum_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_minimum(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- clamp: clamp(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
@cuda.jit(device=True)
def _clamp(self, min, max):
    return clamp_(self, min, max)


@cuda.jit
def clamp_kernel(self, self_off, self_st, min, min_off, min_st, max, max_off, max_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def clamp_flat(self, self_off, self_step, min, min_off, min_step, max, max_off, max_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_clamp(self[self_off + i * self_step], min[min_off + i * min_step], max[max_off + i * max_step]), out)


# ---- where: where(Tensor condition, Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _where(condition, self, other):
    return self if condition else other


@cuda.jit
def where_kernel(condition, condition_off, condition_st, self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def where_flat(condition, condition_off, condition_step, self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_where(condition[condition_off + i * condition_step], self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- bitwise_and: bitwise_and(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _bitwise_and(self, other):
    return self & other


@cuda.jit
def bitwise_and_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def bitwise_and_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_bitwise_and(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- bitwise_or: bitwise_or(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _bitwise_or(self, other):
    return self | other


@cuda.jit
def bitwise_or_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def bitwise_or_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_bitwise_or(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- bitwise_xor: bitwise_xor(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _bitwise_xor(self, other):
    return self ^ other


@cuda.jit
def bitwise_xor_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def bitwise_xor_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_bitwise_xor(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- bitwise_not: bitwise_not(Tensor self) -> Tensor
@cuda.jit(device=True)
def _bitwise_not(self):
    return ~self


@cuda.jit
def bitwise_not_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_bitwise_not(self[self_i]), out)


@cuda.jit
def bitwise_not_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_bitwise_not(self[self_off + i * self_step]), out)

@cuda.jit(device=True)
def _bitwise_not__bool(self):
    return not self


@cuda.jit
def bitwise_not__bool_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_bitwise_not__bool(self[self_i]), out)


@cuda.jit
def bitwise_not__bool_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_bitwise_not__bool(self[self_off + i * self_step]), out)


# ---- logical_not: logical_not(Tensor self) -> Tensor
@cuda.jit(device=True)
def _logical_not(self):
    return self == 0


@cuda.jit
def logical_not_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_logical_not(self[self_i]), out)


@cuda.jit
def logical_not_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_logical_not(self[self_off + i * self_step]), out)


# ---- logical_and: logical_and(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _logical_and(self, other):
    return self != 0 and other != 0


@cuda.jit
def logical_and_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def logical_and_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_logical_and(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- logical_or: logical_or(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _logical_or(self, other):
    return self != 0 or other != 0


@cuda.jit
def logical_or_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def logical_or_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_logical_or(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- logical_xor: logical_xor(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _logical_xor(self, other):
    return (self != 0) != (other != 0)


@cuda.jit
def logical_xor_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def logical_xor_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_logical_xor(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- eq: eq(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _eq(self, other):
    return self == other


@cuda.jit
def eq_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def eq_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_eq(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- ne: ne(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _ne(self, other):
    return self != other


@cuda.jit
def ne_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def ne_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_ne(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- lt: lt(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _lt(self, other):
    return self < other


@cuda.jit
def lt_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def lt_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_lt(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- le: le(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _le(self, other):
    return self <= other


@cuda.jit
def le_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def le_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_le(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- gt: gt(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _gt(self, other):
    return self > other


@cuda.jit
def gt_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def gt_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_gt(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- ge: ge(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _ge(self, other):
    return self >= other


@cuda.jit
def ge_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def ge_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_ge(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- neg: neg(Tensor self) -> Tensor
@cuda.jit(device=True)
def _neg(self):
    return -self


@cuda.jit
def neg_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_neg(self[self_i]), out)


@cuda.jit
def neg_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_neg(self[self_off + i * self_step]), out)


# ---- abs: abs(Tensor self) -> Tensor
@cuda.jit(device=True)
def _abs(self):
    return abs(self)


@cuda.jit
def abs_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_abs(self[self_i]), out)


@cuda.jit
def abs_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_abs(self[self_off + i * self_step]), out)


# ---- sign: sign(Tensor self) -> Tensor
@cuda.jit(device=True)
def _sign(self):
    return sign_(self)


@cuda.jit
def sign_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_sign(self[self_i]), out)


@cuda.jit
def sign_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_sign(self[self_off + i * self_step]), out)


# ---- sgn: sgn(Tensor self) -> Tensor
@cuda.jit(device=True)
def _sgn(self):
    return sign_(self)


@cuda.jit
def sgn_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_sgn(self[self_i]), out)


@cuda.jit
def sgn_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_sgn(self[self_off + i * self_step]), out)


# ---- square: square(Tensor self) -> Tensor
@cuda.jit(device=True)
def _square(self):
    return self * self


@cuda.jit
def square_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_square(self[self_i]), out)


@cuda.jit
def square_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_square(self[self_off + i * self_step]), out)


# ---- ceil: ceil(Tensor self) -> Tensor
@cuda.jit(device=True)
def _ceil(self):
    return ceil_(self)


@cuda.jit
def ceil_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_ceil(self[self_i]), out)


@cuda.jit
def ceil_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_ceil(self[self_off + i * self_step]), out)

@cuda.jit(device=True)
def _ceil__int(self):
    return self


@cuda.jit
def ceil__int_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_ceil__int(self[self_i]), out)


@cuda.jit
def ceil__int_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_ceil__int(self[self_off + i * self_step]), out)


# ---- floor: floor(Tensor self) -> Tensor
@cuda.jit(device=True)
def _floor(self):
    return floor_(self)


@cuda.jit
def floor_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_floor(self[self_i]), out)


@cuda.jit
def floor_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_floor(self[self_off + i * self_step]), out)

@cuda.jit(device=True)
def _floor__int(self):
    return self


@cuda.jit
def floor__int_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_floor__int(self[self_i]), out)


@cuda.jit
def floor__int_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_floor__int(self[self_off + i * self_step]), out)


# ---- trunc: trunc(Tensor self) -> Tensor
@cuda.jit(device=True)
def _trunc(self):
    return trunc_(self)


@cuda.jit
def trunc_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_trunc(self[self_i]), out)


@cuda.jit
def trunc_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_trunc(self[self_off + i * self_step]), out)

@cuda.jit(device=True)
def _trunc__int(self):
    return self


@cuda.jit
def trunc__int_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_trunc__int(self[self_i]), out)


@cuda.jit
def trunc__int_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_trunc__int(self[self_off + i * self_step]), out)


# ---- round: round(Tensor self, *, int decimals=0) -> Tensor
@cuda.jit(device=True)
def _round(self, decimals):
    return round_decimals(self, decimals)


@cuda.jit
def round_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_, decimals):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_round(self[self_i], decimals), out)


@cuda.jit
def round_flat(self, self_off, self_step, out, out_off, numel_, decimals):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_round(self[self_off + i * self_step], decimals), out)

@cuda.jit(device=True)
def _round__int(self, decimals):
    return self


@cuda.jit
def round__int_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_, decimals):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_round__int(self[self_i], decimals), out)


@cuda.jit
def round__int_flat(self, self_off, self_step, out, out_off, numel_, decimals):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_round__int(self[self_off + i * self_step], decimals), out)


# ---- frac: frac(Tensor self) -> Tensor
@cuda.jit(device=True)
def _frac(self):
    return self - trunc_(self)


@cuda.jit
def frac_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_frac(self[self_i]), out)


@cuda.jit
def frac_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_frac(self[self_off + i * self_step]), out)


# ---- reciprocal: reciprocal(Tensor self) -> Tensor
@cuda.jit(device=True)
def _reciprocal(self):
    return 1.0 / self


@cuda.jit
def reciprocal_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_reciprocal(self[self_i]), out)


@cuda.jit
def reciprocal_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_reciprocal(self[self_off + i * self_step]), out)


# ---- sqrt: sqrt(Tensor self) -> Tensor
@cuda.jit(device=True)
def _sqrt(self):
    return math.sqrt(self) if self >= 0 else math.nan


@cuda.jit
def sqrt_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_sqrt(self[self_i]), out)


@cuda.jit
def sqrt_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_sqrt(self[self_off + i * self_step]), out)


# ---- rsqrt: rsqrt(Tensor self) -> Tensor
@cuda.jit(device=True)
def _rsqrt(self):
    return 1.0 / math.sqrt(self) if self >= 0 else math.nan


@cuda.jit
def rsqrt_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_rsqrt(self[self_i]), out)


@cuda.jit
def rsqrt_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_rsqrt(self[self_off + i * self_step]), out)


# ---- exp: exp(Tensor self) -> Tensor
@cuda.jit(device=True)
def _exp(self):
    return math.exp(self)


@cuda.jit
def exp_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_exp(self[self_i]), out)


@cuda.jit
def exp_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_exp(self[self_off + i * self_step]), out)


# ---- expm1: expm1(Tensor self) -> Tensor
@cuda.jit(device=True)
def _expm1(self):
    return math.expm1(self)


@cuda.jit
def expm1_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_expm1(self[self_i]), out)


@cuda.jit
def expm1_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_expm1(self[self_off + i * self_step]), out)


# ---- log: log(Tensor self) -> Tensor
@cuda.jit(device=True)
def _log(self):
    return (math.log(self) if self > 0 else -math.inf) if self >= 0 else math.nan


@cuda.jit
def log_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_log(self[self_i]), out)


@cuda.jit
def log_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_log(self[self_off + i * self_step]), out)


# ---- log2: log2(Tensor self) -> Tensor
@cuda.jit(device=True)
def _log2(self):
    return (math.log2(self) if self > 0 else -math.inf) if self >= 0 else math.nan


@cuda.jit
def log2_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_log2(self[self_i]), out)


@cuda.jit
def log2_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_log2(self[self_off + i * self_step]), out)


# ---- log10: log10(Tensor self) -> Tensor
@cuda.jit(device=True)
def _log10(self):
    return (math.log10(self) if self > 0 else -math.inf) if self >= 0 else math.nan


@cuda.jit
def log10_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_log10(self[self_i]), out)


@cuda.jit
def log10_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_log10(self[self_off + i * self_step]), out)


# ---- log1p: log1p(Tensor self) -> Tensor
@cuda.jit(device=True)
def _log1p(self):
    return (math.log1p(self) if self > -1 else -math.inf) if self >= -1 else math.nan


@cuda.jit
def log1p_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_log1p(self[self_i]), out)


@cuda.jit
def log1p_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_log1p(self[self_off + i * self_step]), out)


# ---- sin: sin(Tensor self) -> Tensor
@cuda.jit(device=True)
def _sin(self):
    return math.sin(self)


@cuda.jit
def sin_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_sin(self[self_i]), out)


@cuda.jit
def sin_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_sin(self[self_off + i * self_step]), out)


# ---- cos: cos(Tensor self) -> Tensor
@cuda.jit(device=True)
def _cos(self):
    return math.cos(self)


@cuda.jit
def cos_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_cos(self[self_i]), out)


@cuda.jit
def cos_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_cos(self[self_off + i * self_step]), out)


# ---- tan: tan(Tensor self) -> Tensor
@cuda.jit(device=True)
def _tan(self):
    return math.tan(self)


@cuda.jit
def tan_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_tan(self[self_i]), out)


@cuda.jit
def tan_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_tan(self[self_off + i * self_step]), out)


# ---- asin: asin(Tensor self) -> Tensor
@cuda.jit(device=True)
def _asin(self):
    return math.asin(self) if -1 <= self <= 1 else math.nan


@cuda.jit
def asin_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_asin(self[self_i]), out)


@cuda.jit
def asin_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_asin(self[self_off + i * self_step]), out)


# ---- acos: acos(Tensor self) -> Tensor
@cuda.jit(device=True)
def _acos(self):
    return math.acos(self) if -1 <= self <= 1 else math.nan


@cuda.jit
def acos_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_acos(self[self_i]), out)


@cuda.jit
def acos_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_acos(self[self_off + i * self_step]), out)


# ---- atan: atan(Tensor self) -> Tensor
@cuda.jit(device=True)
def _atan(self):
    return math.atan(self)


@cuda.jit
def atan_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_atan(self[self_i]), out)


@cuda.jit
def atan_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_atan(self[self_off + i * self_step]), out)


# ---- sinh: sinh(Tensor self) -> Tensor
@cuda.jit(device=True)
def _sinh(self):
    return math.sinh(self)


@cuda.jit
def sinh_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_sinh(self[self_i]), out)


@cuda.jit
def sinh_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_sinh(self[self_off + i * self_step]), out)


# ---- cosh: cosh(Tensor self) -> Tensor
@cuda.jit(device=True)
def _cosh(self):
    return math.cosh(self)


@cuda.jit
def cosh_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_cosh(self[self_i]), out)


@cuda.jit
def cosh_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_cosh(self[self_off + i * self_step]), out)


# ---- tanh: tanh(Tensor self) -> Tensor
@cuda.jit(device=True)
def _tanh(self):
    return math.tanh(self)


@cuda.jit
def tanh_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_tanh(self[self_i]), out)


@cuda.jit
def tanh_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_tanh(self[self_off + i * self_step]), out)


# ---- sigmoid: sigmoid(Tensor self) -> Tensor
@cuda.jit(device=True)
def _sigmoid(self):
    return sigmoid_(self)


@cuda.jit
def sigmoid_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_sigmoid(self[self_i]), out)


@cuda.jit
def sigmoid_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_sigmoid(self[self_off + i * self_step]), out)


# ---- erf: erf(Tensor self) -> Tensor
@cuda.jit(device=True)
def _erf(self):
    return math.erf(self)


@cuda.jit
def erf_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_erf(self[self_i]), out)


@cuda.jit
def erf_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_erf(self[self_off + i * self_step]), out)


# ---- erfc: erfc(Tensor self) -> Tensor
@cuda.jit(device=True)
def _erfc(self):
    return math.erfc(self)


@cuda.jit
def erfc_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_erfc(self[self_i]), out)


@cuda.jit
def erfc_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_erfc(self[self_off + i * self_step]), out)


# ---- erfinv: erfinv(Tensor self) -> Tensor
@cuda.jit(device=True)
def _erfinv(self):
    return erfinv_(self)


@cuda.jit
def erfinv_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_erfinv(self[self_i]), out)


@cuda.jit
def erfinv_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_erfinv(self[self_off + i * self_step]), out)


# ---- digamma: digamma(Tensor self) -> Tensor
@cuda.jit(device=True)
def _digamma(self):
    return digamma_(self)


@cuda.jit
def digamma_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_digamma(self[self_i]), out)


@cuda.jit
def digamma_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_digamma(self[self_off + i * self_step]), out)


# ---- acosh: acosh(Tensor self) -> Tensor
@cuda.jit(device=True)
def _acosh(self):
    return math.acosh(self) if self >= 1 else math.nan


@cuda.jit
def acosh_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_acosh(self[self_i]), out)


@cuda.jit
def acosh_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_acosh(self[self_off + i * self_step]), out)


# ---- asinh: asinh(Tensor self) -> Tensor
@cuda.jit(device=True)
def _asinh(self):
    return math.asinh(self)


@cuda.jit
def asinh_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_asinh(self[self_i]), out)


@cuda.jit
def asinh_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_asinh(self[self_off + i * self_step]), out)


# ---- atanh: atanh(Tensor self) -> Tensor
@cuda.jit(device=True)
def _atanh(self):
    return math.atanh(self) if -1 < self < 1 else (math.copysign(math.inf, self) if abs(self) == 1 else math.nan)


@cuda.jit
def atanh_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_atanh(self[self_i]), out)


@cuda.jit
def atanh_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_atanh(self[self_off + i * self_step]), out)


# ---- clamp_min: clamp_min(Tensor self, Tensor min) -> Tensor
@cuda.jit(device=True)
def _clamp_min(self, min):
    return maximum_(self, min)


@cuda.jit
def clamp_min_kernel(self, self_off, self_st, min, min_off, min_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        min_i = min_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            min_i += k * min_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_clamp_min(self[self_i], min[min_i]), out)


@cuda.jit
def clamp_min_flat(self, self_off, self_step, min, min_off, min_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_clamp_min(self[self_off + i * self_step], min[min_off + i * min_step]), out)


# ---- clamp_max: clamp_max(Tensor self, Tensor max) -> Tensor
@cuda.jit(device=True)
def _clamp_max(self, max):
    return minimum_(self, max)


@cuda.jit
def clamp_max_kernel(self, self_off, self_st, max, max_off, max_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        max_i = max_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            max_i += k * max_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_clamp_max(self[self_i], max[max_i]), out)


@cuda.jit
def clamp_max_flat(self, self_off, self_step, max, max_off, max_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_clamp_max(self[self_off + i * self_step], max[max_off + i * max_step]), out)


# ---- copysign: copysign(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _copysign(self, other):
    return math.copysign(self, other)


@cuda.jit
def copysign_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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
        out[out_i] = store_value(_copysign(self[self_i], other[other_i]), out)


@cuda.jit
def copysign_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_copysign(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- nextafter: nextafter(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _nextafter(self, other):
    return nextafter_bits(self, other, 53, -1022)


@cuda.jit
def nextafter_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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
        out[out_i] = store_value(_nextafter(self[self_i], other[other_i]), out)


@cuda.jit
def nextafter_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_nextafter(self[self_off + i * self_step], other[other_off + i * other_step]), out)

@cuda.jit(device=True)
def _nextafter__float16(self, other):
    return nextafter_bits(self, other, 11, -14)


@cuda.jit
def nextafter__float16_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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
        out[out_i] = store_value(_nextafter__float16(self[self_i], other[other_i]), out)


@cuda.jit
def nextafter__float16_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_nextafter__float16(self[self_off + i * self_step], other[other_off + i * other_step]), out)

@cuda.jit(device=True)
def _nextafter__bfloat16(self, other):
    return nextafter_bits(self, other, 8, -126)


@cuda.jit
def nextafter__bfloat16_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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
        out[out_i] = store_value(_nextafter__bfloat16(self[self_i], other[other_i]), out)


@cuda.jit
def nextafter__bfloat16_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_nextafter__bfloat16(self[self_off + i * self_step], other[other_off + i * other_step]), out)

@cuda.jit(device=True)
def _nextafter__float32(self, other):
    return nextafter_bits(self, other, 24, -126)


@cuda.jit
def nextafter__float32_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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
        out[out_i] = store_value(_nextafter__float32(self[self_i], other[other_i]), out)


@cuda.jit
def nextafter__float32_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_nextafter__float32(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- deg2rad: deg2rad(Tensor self) -> Tensor
@cuda.jit(device=True)
def _deg2rad(self):
    return self * 0.017453292519943295


@cuda.jit
def deg2rad_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_deg2rad(self[self_i]), out)


@cuda.jit
def deg2rad_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_deg2rad(self[self_off + i * self_step]), out)


# ---- rad2deg: rad2deg(Tensor self) -> Tensor
@cuda.jit(device=True)
def _rad2deg(self):
    return self * 57.29577951308232


@cuda.jit
def rad2deg_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_rad2deg(self[self_i]), out)


@cuda.jit
def rad2deg_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_rad2deg(self[self_off + i * self_step]), out)


# ---- exp2: exp2(Tensor self) -> Tensor
@cuda.jit(device=True)
def _exp2(self):
    return 2.0 ** self


@cuda.jit
def exp2_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_exp2(self[self_i]), out)


@cuda.jit
def exp2_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_exp2(self[self_off + i * self_step]), out)


# ---- float_power: float_power(Tensor self, Tensor exponent) -> Tensor
@cuda.jit(device=True)
def _float_power(self, exponent):
    return self ** exponent


@cuda.jit
def float_power_kernel(self, self_off, self_st, exponent, exponent_off, exponent_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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
        out[out_i] = store_value(_float_power(self[self_i], exponent[exponent_i]), out)


@cuda.jit
def float_power_flat(self, self_off, self_step, exponent, exponent_off, exponent_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_float_power(self[self_off + i * self_step], exponent[exponent_off + i * exponent_step]), out)


# ---- fmax: fmax(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _fmax(self, other):
    return fmax_(self, other)


@cuda.jit
def fmax_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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
        out[out_i] = store_value(_fmax(self[self_i], other[other_i]), out)


@cuda.jit
def fmax_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_fmax(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- fmin: fmin(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _fmin(self, other):
    return fmin_(self, other)


@cuda.jit
def fmin_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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
        out[out_i] = store_value(_fmin(self[self_i], other[other_i]), out)


@cuda.jit
def fmin_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_fmin(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- gcd: gcd(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _gcd(self, other):
    return gcd_(self, other)


@cuda.jit
def gcd_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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
        out[out_i] = store_value(_gcd(self[self_i], other[other_i]), out)


@cuda.jit
def gcd_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_gcd(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- lcm: lcm(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _lcm(self, other):
    return lcm_(self, other)


@cuda.jit
def lcm_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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
        out[out_i] = store_value(_lcm(self[self_i], other[other_i]), out)


@cuda.jit
def lcm_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_lcm(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- heaviside: heaviside(Tensor self, Tensor values) -> Tensor
@cuda.jit(device=True)
def _heaviside(self, values):
    return values if self == 0 else (1 if self > 0 else 0)


@cuda.jit
def heaviside_kernel(self, self_off, self_st, values, values_off, values_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        values_i = values_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            values_i += k * values_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_heaviside(self[self_i], values[values_i]), out)


@cuda.jit
def heaviside_flat(self, self_off, self_step, values, values_off, values_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_heaviside(self[self_off + i * self_step], values[values_off + i * values_step]), out)

@cuda.jit(device=True)
def _heaviside__bool(self, values):
    return values if not self else self


@cuda.jit
def heaviside__bool_kernel(self, self_off, self_st, values, values_off, values_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        values_i = values_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            values_i += k * values_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_heaviside__bool(self[self_i], values[values_i]), out)


@cuda.jit
def heaviside__bool_flat(self, self_off, self_step, values, values_off, values_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_heaviside__bool(self[self_off + i * self_step], values[values_off + i * values_step]), out)


# ---- hypot: hypot(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _hypot(self, other):
    return math.hypot(self, other)


@cuda.jit
def hypot_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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
        out[out_i] = store_value(_hypot(self[self_i], other[other_i]), out)


@cuda.jit
def hypot_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_hypot(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- i0: i0(Tensor self) -> Tensor
@cuda.jit(device=True)
def _i0(self):
    return i0_(self)


@cuda.jit
def i0_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_i0(self[self_i]), out)


@cuda.jit
def i0_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_i0(self[self_off + i * self_step]), out)


# ---- _i1: _i1(Tensor self) -> Tensor
@cuda.jit(device=True)
def __i1(self):
    return i1_(self)


@cuda.jit
def _i1_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(__i1(self[self_i]), out)


@cuda.jit
def _i1_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(__i1(self[self_off + i * self_step]), out)


# ---- isfinite: isfinite(Tensor self) -> Tensor
@cuda.jit(device=True)
def _isfinite(self):
    return self == self and abs(self) != math.inf


@cuda.jit
def isfinite_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_isfinite(self[self_i]), out)


@cuda.jit
def isfinite_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_isfinite(self[self_off + i * self_step]), out)

@cuda.jit(device=True)
def _isfinite__bool(self):
    return self == self


@cuda.jit
def isfinite__bool_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_isfinite__bool(self[self_i]), out)


@cuda.jit
def isfinite__bool_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_isfinite__bool(self[self_off + i * self_step]), out)


# ---- isinf: isinf(Tensor self) -> Tensor
@cuda.jit(device=True)
def _isinf(self):
    return abs(self) == math.inf


@cuda.jit
def isinf_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_isinf(self[self_i]), out)


@cuda.jit
def isinf_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_isinf(self[self_off + i * self_step]), out)

@cuda.jit(device=True)
def _isinf__bool(self):
    return self != self


@cuda.jit
def isinf__bool_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_isinf__bool(self[self_i]), out)


@cuda.jit
def isinf__bool_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_isinf__bool(self[self_off + i * self_step]), out)


# ---- isnan: isnan(Tensor self) -> Tensor
@cuda.jit(device=True)
def _isnan(self):
    return self != self


@cuda.jit
def isnan_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_isnan(self[self_i]), out)


@cuda.jit
def isnan_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_isnan(self[self_off + i * self_step]), out)


# ---- isposinf: isposinf(Tensor self) -> Tensor
@cuda.jit(device=True)
def _isposinf(self):
    return self == math.inf


@cuda.jit
def isposinf_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_isposinf(self[self_i]), out)


@cuda.jit
def isposinf_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_isposinf(self[self_off + i * self_step]), out)

@cuda.jit(device=True)
def _isposinf__bool(self):
    return self != self


@cuda.jit
def isposinf__bool_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_isposinf__bool(self[self_i]), out)


@cuda.jit
def isposinf__bool_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_isposinf__bool(self[self_off + i * self_step]), out)


# ---- isneginf: isneginf(Tensor self) -> Tensor
@cuda.jit(device=True)
def _isneginf(self):
    return self == -math.inf


@cuda.jit
def isneginf_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_isneginf(self[self_i]), out)


@cuda.jit
def isneginf_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_isneginf(self[self_off + i * self_step]), out)

@cuda.jit(device=True)
def _isneginf__bool(self):
    return self != self


@cuda.jit
def isneginf__bool_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_isneginf__bool(self[self_i]), out)


@cuda.jit
def isneginf__bool_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_isneginf__bool(self[self_off + i * self_step]), out)


# ---- signbit: signbit(Tensor self) -> Tensor
@cuda.jit(device=True)
def _signbit(self):
    return math.copysign(1.0, self) < 0


@cuda.jit
def signbit_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_signbit(self[self_i]), out)


@cuda.jit
def signbit_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_signbit(self[self_off + i * self_step]), out)

@cuda.jit(device=True)
def _signbit__bool(self):
    return self != self


@cuda.jit
def signbit__bool_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_signbit__bool(self[self_i]), out)


@cuda.jit
def signbit__bool_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_signbit__bool(self[self_off + i * self_step]), out)

@cuda.jit(device=True)
def _signbit__int(self):
    return self < 0


@cuda.jit
def signbit__int_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_signbit__int(self[self_i]), out)


@cuda.jit
def signbit__int_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_signbit__int(self[self_off + i * self_step]), out)


# ---- isclose: isclose(Tensor self, Tensor other, float rtol=1.0e-05, float atol=1.0e-08, bool equal_nan=False) -> Tensor
@cuda.jit(device=True)
def _isclose(self, other, rtol, atol, equal_nan):
    return isclose_(self, other, rtol, atol, equal_nan)


@cuda.jit
def isclose_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_, rtol, atol, equal_nan):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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
        out[out_i] = store_value(_isclose(self[self_i], other[other_i], rtol, atol, equal_nan), out)


@cuda.jit
def isclose_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_, rtol, atol, equal_nan):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_isclose(self[self_off + i * self_step], other[other_off + i * other_step], rtol, atol, equal_nan), out)

@cuda.jit(device=True)
def _isclose__bool(self, other, rtol, atol, equal_nan):
    return self == other


@cuda.jit
def isclose__bool_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_, rtol, atol, equal_nan):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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
        out[out_i] = store_value(_isclose__bool(self[self_i], other[other_i], rtol, atol, equal_nan), out)


@cuda.jit
def isclose__bool_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_, rtol, atol, equal_nan):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_isclose__bool(self[self_off + i * self_step], other[other_off + i * other_step], rtol, atol, equal_nan), out)


# ---- ldexp: ldexp(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _ldexp(self, other):
    return self * 2.0 ** other


@cuda.jit
def ldexp_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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
        out[out_i] = store_value(_ldexp(self[self_i], other[other_i]), out)


@cuda.jit
def ldexp_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_ldexp(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- lerp: lerp(Tensor self, Tensor end, Tensor weight) -> Tensor
@cuda.jit(device=True)
def _lerp(self, end, weight):
    return self + weight * (end - self) if abs(weight) < 0.5 else end - (end - self) * (1 - weight)


@cuda.jit
def lerp_kernel(self, self_off, self_st, end, end_off, end_st, weight, weight_off, weight_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        end_i = end_off
        weight_i = weight_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            end_i += k * end_st[d]
            weight_i += k * weight_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_lerp(self[self_i], end[end_i], weight[weight_i]), out)


@cuda.jit
def lerp_flat(self, self_off, self_step, end, end_off, end_step, weight, weight_off, weight_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_lerp(self[self_off + i * self_step], end[end_off + i * end_step], weight[weight_off + i * weight_step]), out)


# ---- lgamma: lgamma(Tensor self) -> Tensor
@cuda.jit(device=True)
def _lgamma(self):
    return math.inf if self <= 0 and self == floor_(self) else math.lgamma(self)


@cuda.jit
def lgamma_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_lgamma(self[self_i]), out)


@cuda.jit
def lgamma_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_lgamma(self[self_off + i * self_step]), out)


# ---- logaddexp: logaddexp(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _logaddexp(self, other):
    return logaddexp_(self, other)


@cuda.jit
def logaddexp_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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
        out[out_i] = store_value(_logaddexp(self[self_i], other[other_i]), out)


@cuda.jit
def logaddexp_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_logaddexp(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- logaddexp2: logaddexp2(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _logaddexp2(self, other):
    return logaddexp2_(self, other)


@cuda.jit
def logaddexp2_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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
        out[out_i] = store_value(_logaddexp2(self[self_i], other[other_i]), out)


@cuda.jit
def logaddexp2_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_logaddexp2(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- logit: logit(Tensor self, float? eps=None) -> Tensor
@cuda.jit(device=True)
def _logit(self, eps):
    return logit_(self, eps)


@cuda.jit
def logit_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_, eps):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_logit(self[self_i], eps), out)


@cuda.jit
def logit_flat(self, self_off, self_step, out, out_off, numel_, eps):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_logit(self[self_off + i * self_step], eps), out)


# ---- nan_to_num: nan_to_num(Tensor self, float? nan=0.0, float? posinf=None, float? neginf=None) -> Tensor
@cuda.jit(device=True)
def _nan_to_num(self, nan, posinf, neginf):
    return nan if self != self else (posinf if self == math.inf else (neginf if self == -math.inf else self))


@cuda.jit
def nan_to_num_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_, nan, posinf, neginf):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_nan_to_num(self[self_i], nan, posinf, neginf), out)


@cuda.jit
def nan_to_num_flat(self, self_off, self_step, out, out_off, numel_, nan, posinf, neginf):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_nan_to_num(self[self_off + i * self_step], nan, posinf, neginf), out)

@cuda.jit(device=True)
def _nan_to_num__bool(self, nan, posinf, neginf):
    return self


@cuda.jit
def nan_to_num__bool_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_, nan, posinf, neginf):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_nan_to_num__bool(self[self_i], nan, posinf, neginf), out)


@cuda.jit
def nan_to_num__bool_flat(self, self_off, self_step, out, out_off, numel_, nan, posinf, neginf):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_nan_to_num__bool(self[self_off + i * self_step], nan, posinf, neginf), out)

@cuda.jit(device=True)
def _nan_to_num__int(self, nan, posinf, neginf):
    return self


@cuda.jit
def nan_to_num__int_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_, nan, posinf, neginf):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_nan_to_num__int(self[self_i], nan, posinf, neginf), out)


@cuda.jit
def nan_to_num__int_flat(self, self_off, self_step, out, out_off, numel_, nan, posinf, neginf):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_nan_to_num__int(self[self_off + i * self_step], nan, posinf, neginf), out)


# ---- polygamma: polygamma(int n, Tensor self) -> Tensor
@cuda.jit(device=True)
def _polygamma(n, self):
    return polygamma_(n, self)


@cuda.jit
def polygamma_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_, n):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_polygamma(n, self[self_i]), out)


@cuda.jit
def polygamma_flat(self, self_off, self_step, out, out_off, numel_, n):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_polygamma(n, self[self_off + i * self_step]), out)


# ---- sinc: sinc(Tensor self) -> Tensor
@cuda.jit(device=True)
def _sinc(self):
    return 1.0 if self == 0 else math.sin(math.pi * self) / (math.pi * self)


@cuda.jit
def sinc_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_sinc(self[self_i]), out)


@cuda.jit
def sinc_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_sinc(self[self_off + i * self_step]), out)


# ---- threshold: threshold(Tensor self, float threshold, Scalar value) -> Tensor
@cuda.jit(device=True)
def _threshold(self, threshold, value):
    return value if self <= threshold else self


@cuda.jit
def threshold_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_, threshold, value):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_threshold(self[self_i], threshold, value), out)


@cuda.jit
def threshold_flat(self, self_off, self_step, out, out_off, numel_, threshold, value):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_threshold(self[self_off + i * self_step], threshold, value), out)


# ---- xlogy: xlogy(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _xlogy(self, other):
    return math.nan if other != other else (0.0 if self == 0 else (self * math.log(other) if other > 0 else (self * -math.inf if other == 0 else math.nan)))


@cuda.jit
def xlogy_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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
        out[out_i] = store_value(_xlogy(self[self_i], other[other_i]), out)


@cuda.jit
def xlogy_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_xlogy(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- bitwise_left_shift: bitwise_left_shift(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _bitwise_left_shift(self, other):
    return lshift_(self, other)


@cuda.jit
def bitwise_left_shift_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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
        out[out_i] = store_value(_bitwise_left_shift(self[self_i], other[other_i]), out)


@cuda.jit
def bitwise_left_shift_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_bitwise_left_shift(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- bitwise_right_shift: bitwise_right_shift(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _bitwise_right_shift(self, other):
    return rshift_(self, other)


@cuda.jit
def bitwise_right_shift_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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
        out[out_i] = store_value(_bitwise_right_shift(self[self_i], other[other_i]), out)


@cuda.jit
def bitwise_right_shift_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_bitwise_right_shift(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- _to_copy: _to_copy(Tensor self) -> Tensor
@cuda.jit(device=True)
def __to_copy(self):
    return self


@cuda.jit
def _to_copy_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(__to_copy(self[self_i]), out)


@cuda.jit
def _to_copy_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(__to_copy(self[self_off + i * self_step]), out)


# ---- transpose: transpose(Tensor self, dim dim0, dim dim1) -> Tensor

# ---- swapaxes: swapaxes(Tensor self, dim axis0, dim axis1) -> Tensor

# ---- swapdims: swapdims(Tensor self, dim dim0, dim dim1) -> Tensor

# ---- t: t(Tensor self) -> Tensor

# ---- permute: permute(Tensor self, dim[] dims) -> Tensor

# ---- select: select(Tensor self, dim dim, int index) -> Tensor

# ---- narrow: narrow(Tensor self, dim dim, int start, int length) -> Tensor

# ---- _slice: _slice(Tensor self, dim dim=0, int? start=None, int? end=None, int step=1) -> Tensor

# ---- squeeze: squeeze(Tensor self, dim[]? dim=None) -> Tensor

# ---- unsqueeze: unsqueeze(Tensor self, int dim) -> Tensor

# ---- expand: expand(Tensor self, int[] size, *, bool implicit=False) -> Tensor

# ---- unfold: unfold(Tensor self, dim dimension, int size, int step) -> Tensor

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
def _masked_fill_kernel(self, self_off, self_st, mask, mask_off, mask_st, value, value_off, value_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
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


@cuda.jit
def _masked_fill_flat(self, self_off, self_step, mask, mask_off, mask_step, value, value_off, value_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(__masked_fill(self[self_off + i * self_step], mask[mask_off + i * mask_step], value[value_off + i * value_step]), out)


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

# ---- gather: gather(Tensor self, dim dim, Tensor index, *, bool sparse_grad=False) -> Tensor
@cuda.jit
def gather_gather(src, s_off, s_st, idx, i_off, i_st, out, shape, dim, size, wrap):
    nd = shape.shape[0]
    for i in range(cuda.grid(1), out.shape[0], cuda.gridsize(1)):
        rem = i
        so = s_off
        io = i_off
        for d in range(nd - 1, -1, -1):
            c = rem % shape[d]
            rem //= shape[d]
            io += c * i_st[d]
            if d != dim:
                so += c * s_st[d]
        j = idx[io]
        if wrap:  # take_along_dim: any index, taken modulo the size (PyTorch's)
            j = j % size
        elif j < 0:
            j += size
        out[i] = src[so + j * s_st[dim]]


# ---- take_along_dim: take_along_dim(Tensor self, Tensor indices, dim? dim=None) -> Tensor
@cuda.jit
def take_along_dim_gather(src, s_off, s_st, idx, i_off, i_st, out, shape, dim, size, wrap):
    nd = shape.shape[0]
    for i in range(cuda.grid(1), out.shape[0], cuda.gridsize(1)):
        rem = i
        so = s_off
        io = i_off
        for d in range(nd - 1, -1, -1):
            c = rem % shape[d]
            rem //= shape[d]
            io += c * i_st[d]
            if d != dim:
                so += c * s_st[d]
        j = idx[io]
        if wrap:  # take_along_dim: any index, taken modulo the size (PyTorch's)
            j = j % size
        elif j < 0:
            j += size
        out[i] = src[so + j * s_st[dim]]


# ---- index_select: index_select(Tensor self, dim dim, Tensor index) -> Tensor
@cuda.jit
def index_select_gather(src, s_off, s_st, idx, i_off, i_st, out, shape, dim, size, wrap):
    nd = shape.shape[0]
    for i in range(cuda.grid(1), out.shape[0], cuda.gridsize(1)):
        rem = i
        so = s_off
        io = i_off
        for d in range(nd - 1, -1, -1):
            c = rem % shape[d]
            rem //= shape[d]
            io += c * i_st[d]
            if d != dim:
                so += c * s_st[d]
        j = idx[io]
        if wrap:  # take_along_dim: any index, taken modulo the size (PyTorch's)
            j = j % size
        elif j < 0:
            j += size
        out[i] = src[so + j * s_st[dim]]


# ---- embedding: embedding(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor
@cuda.jit
def embedding_gather(src, s_off, s_st, idx, i_off, i_st, out, shape, dim, size, wrap):
    nd = shape.shape[0]
    for i in range(cuda.grid(1), out.shape[0], cuda.gridsize(1)):
        rem = i
        so = s_off
        io = i_off
        for d in range(nd - 1, -1, -1):
            c = rem % shape[d]
            rem //= shape[d]
            io += c * i_st[d]
            if d != dim:
                so += c * s_st[d]
        j = idx[io]
        if wrap:  # take_along_dim: any index, taken modulo the size (PyTorch's)
            j = j % size
        elif j < 0:
            j += size
        out[i] = src[so + j * s_st[dim]]


# ---- embedding_dense_backward: embedding_dense_backward(Tensor grad_output, Tensor indices, int num_weights, int padding_idx, bool scale_grad_by_freq) -> Tensor
@cuda.jit
def embedding_dense_backward_scatter(dst, idx, i_off, i_st, src, s_off, s_st, shape, d_st, dim, size, mode, include_self,
                                     counts, lines, alpha):
    nd = shape.shape[0]
    n = shape[dim]
    for line in range(cuda.grid(1), lines, cuda.gridsize(1)):
        rem = line
        do = 0
        io = i_off
        so = s_off
        for d in range(nd - 1, -1, -1):
            if d != dim:
                c = rem % shape[d]
                rem //= shape[d]
                do += c * d_st[d]
                io += c * i_st[d]
                so += c * s_st[d]
        for j in range(n):
            t = idx[io + j * i_st[dim]]
            if t < 0:
                t += size
            p = do + t * d_st[dim]
            v = src[so + j * s_st[dim]]
            if mode == 0 or (counts[p] == 0 and not include_self):
                dst[p] = v
            elif mode == 1 or mode == 5:
                dst[p] = dst[p] + v
            elif mode == 6:
                dst[p] = dst[p] + alpha * v
            elif mode == 2:
                dst[p] = dst[p] * v
            elif mode == 3:
                if v != v or v > dst[p]:
                    dst[p] = v
            elif mode == 4:
                if v != v or v < dst[p]:
                    dst[p] = v
            counts[p] += 1


# ---- take: take(Tensor self, Tensor index) -> Tensor
@cuda.jit
def take_gather(src, s_off, s_st, idx, i_off, i_st, out, shape, dim, size, wrap):
    nd = shape.shape[0]
    for i in range(cuda.grid(1), out.shape[0], cuda.gridsize(1)):
        rem = i
        so = s_off
        io = i_off
        for d in range(nd - 1, -1, -1):
            c = rem % shape[d]
            rem //= shape[d]
            io += c * i_st[d]
            if d != dim:
                so += c * s_st[d]
        j = idx[io]
        if wrap:  # take_along_dim: any index, taken modulo the size (PyTorch's)
            j = j % size
        elif j < 0:
            j += size
        out[i] = src[so + j * s_st[dim]]


# ---- scatter: scatter(Tensor self, dim dim, Tensor index, Tensor? src=None, Scalar? value=None, *, str? reduce=None) -> Tensor
@cuda.jit
def scatter_scatter(dst, idx, i_off, i_st, src, s_off, s_st, shape, d_st, dim, size, mode, include_self,
                    counts, lines, alpha):
    nd = shape.shape[0]
    n = shape[dim]
    for line in range(cuda.grid(1), lines, cuda.gridsize(1)):
        rem = line
        do = 0
        io = i_off
        so = s_off
        for d in range(nd - 1, -1, -1):
            if d != dim:
                c = rem % shape[d]
                rem //= shape[d]
                do += c * d_st[d]
                io += c * i_st[d]
                so += c * s_st[d]
        for j in range(n):
            t = idx[io + j * i_st[dim]]
            if t < 0:
                t += size
            p = do + t * d_st[dim]
            v = src[so + j * s_st[dim]]
            if mode == 0 or (counts[p] == 0 and not include_self):
                dst[p] = v
            elif mode == 1 or mode == 5:
                dst[p] = dst[p] + v
            elif mode == 6:
                dst[p] = dst[p] + alpha * v
            elif mode == 2:
                dst[p] = dst[p] * v
            elif mode == 3:
                if v != v or v > dst[p]:
                    dst[p] = v
            elif mode == 4:
                if v != v or v < dst[p]:
                    dst[p] = v
            counts[p] += 1


# ---- scatter_add: scatter_add(Tensor self, dim dim, Tensor index, Tensor src) -> Tensor
@cuda.jit
def scatter_add_scatter(dst, idx, i_off, i_st, src, s_off, s_st, shape, d_st, dim, size, mode, include_self,
                        counts, lines, alpha):
    nd = shape.shape[0]
    n = shape[dim]
    for line in range(cuda.grid(1), lines, cuda.gridsize(1)):
        rem = line
        do = 0
        io = i_off
        so = s_off
        for d in range(nd - 1, -1, -1):
            if d != dim:
                c = rem % shape[d]
                rem //= shape[d]
                do += c * d_st[d]
                io += c * i_st[d]
                so += c * s_st[d]
        for j in range(n):
            t = idx[io + j * i_st[dim]]
            if t < 0:
                t += size
            p = do + t * d_st[dim]
            v = src[so + j * s_st[dim]]
            if mode == 0 or (counts[p] == 0 and not include_self):
                dst[p] = v
            elif mode == 1 or mode == 5:
                dst[p] = dst[p] + v
            elif mode == 6:
                dst[p] = dst[p] + alpha * v
            elif mode == 2:
                dst[p] = dst[p] * v
            elif mode == 3:
                if v != v or v > dst[p]:
                    dst[p] = v
            elif mode == 4:
                if v != v or v < dst[p]:
                    dst[p] = v
            counts[p] += 1


# ---- scatter_reduce: scatter_reduce(Tensor self, dim dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor
@cuda.jit
def scatter_reduce_scatter(dst, idx, i_off, i_st, src, s_off, s_st, shape, d_st, dim, size, mode, include_self,
                           counts, lines, alpha):
    nd = shape.shape[0]
    n = shape[dim]
    for line in range(cuda.grid(1), lines, cuda.gridsize(1)):
        rem = line
        do = 0
        io = i_off
        so = s_off
        for d in range(nd - 1, -1, -1):
            if d != dim:
                c = rem % shape[d]
                rem //= shape[d]
                do += c * d_st[d]
                io += c * i_st[d]
                so += c * s_st[d]
        for j in range(n):
            t = idx[io + j * i_st[dim]]
            if t < 0:
                t += size
            p = do + t * d_st[dim]
            v = src[so + j * s_st[dim]]
            if mode == 0 or (counts[p] == 0 and not include_self):
                dst[p] = v
            elif mode == 1 or mode == 5:
                dst[p] = dst[p] + v
            elif mode == 6:
                dst[p] = dst[p] + alpha * v
            elif mode == 2:
                dst[p] = dst[p] * v
            elif mode == 3:
                if v != v or v > dst[p]:
                    dst[p] = v
            elif mode == 4:
                if v != v or v < dst[p]:
                    dst[p] = v
            counts[p] += 1


@cuda.jit
def scatter_reduce_mean(dst, counts, include_self, total, is_int):
    # reduce="mean": the sum over the values that reached each place (and self's);
    # integers round down, as PyTorch's floor division
    for p in range(cuda.grid(1), total, cuda.gridsize(1)):
        c = counts[p] + (1 if include_self else 0)
        if counts[p] > 0:
            if is_int:
                dst[p] = dst[p] // c
            else:
                dst[p] = dst[p] / c


# ---- index_add: index_add(Tensor self, dim dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor
@cuda.jit
def index_add_scatter(dst, idx, i_off, i_st, src, s_off, s_st, shape, d_st, dim, size, mode, include_self,
                      counts, lines, alpha):
    nd = shape.shape[0]
    n = shape[dim]
    for line in range(cuda.grid(1), lines, cuda.gridsize(1)):
        rem = line
        do = 0
        io = i_off
        so = s_off
        for d in range(nd - 1, -1, -1):
            if d != dim:
                c = rem % shape[d]
                rem //= shape[d]
                do += c * d_st[d]
                io += c * i_st[d]
                so += c * s_st[d]
        for j in range(n):
            t = idx[io + j * i_st[dim]]
            if t < 0:
                t += size
            p = do + t * d_st[dim]
            v = src[so + j * s_st[dim]]
            if mode == 0 or (counts[p] == 0 and not include_self):
                dst[p] = v
            elif mode == 1 or mode == 5:
                dst[p] = dst[p] + v
            elif mode == 6:
                dst[p] = dst[p] + alpha * v
            elif mode == 2:
                dst[p] = dst[p] * v
            elif mode == 3:
                if v != v or v > dst[p]:
                    dst[p] = v
            elif mode == 4:
                if v != v or v < dst[p]:
                    dst[p] = v
            counts[p] += 1


# ---- index_copy: index_copy(Tensor self, dim dim, Tensor index, Tensor source) -> Tensor
@cuda.jit
def index_copy_scatter(dst, idx, i_off, i_st, src, s_off, s_st, shape, d_st, dim, size, mode, include_self,
                       counts, lines, alpha):
    nd = shape.shape[0]
    n = shape[dim]
    for line in range(cuda.grid(1), lines, cuda.gridsize(1)):
        rem = line
        do = 0
        io = i_off
        so = s_off
        for d in range(nd - 1, -1, -1):
            if d != dim:
                c = rem % shape[d]
                rem //= shape[d]
                do += c * d_st[d]
                io += c * i_st[d]
                so += c * s_st[d]
        for j in range(n):
            t = idx[io + j * i_st[dim]]
            if t < 0:
                t += size
            p = do + t * d_st[dim]
            v = src[so + j * s_st[dim]]
            if mode == 0 or (counts[p] == 0 and not include_self):
                dst[p] = v
            elif mode == 1 or mode == 5:
                dst[p] = dst[p] + v
            elif mode == 6:
                dst[p] = dst[p] + alpha * v
            elif mode == 2:
                dst[p] = dst[p] * v
            elif mode == 3:
                if v != v or v > dst[p]:
                    dst[p] = v
            elif mode == 4:
                if v != v or v < dst[p]:
                    dst[p] = v
            counts[p] += 1


# ---- masked_scatter: masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor
@cuda.jit
def masked_scatter_put(dst, offsets, vals, accumulate):
    # one thread, in index order: repeated offsets land (or add up) as on the CPU
    if cuda.grid(1) == 0:
        for i in range(vals.shape[0]):
            if accumulate:
                dst[offsets[i]] = dst[offsets[i]] + vals[i]
            else:
                dst[offsets[i]] = vals[i]


# ---- index_put: index_put(Tensor self, Tensor[] indices, Tensor values, bool accumulate=False) -> Tensor
@cuda.jit
def index_put_put(dst, offsets, vals, accumulate):
    # one thread, in index order: repeated offsets land (or add up) as on the CPU
    if cuda.grid(1) == 0:
        for i in range(vals.shape[0]):
            if accumulate:
                dst[offsets[i]] = dst[offsets[i]] + vals[i]
            else:
                dst[offsets[i]] = vals[i]


# ---- select_scatter: select_scatter(Tensor self, Tensor src, dim dim, int index) -> Tensor

# ---- slice_scatter: slice_scatter(Tensor self, Tensor src, dim dim=0, int? start=None, int? end=None, int step=1) -> Tensor

# ---- nonzero: nonzero(Tensor self, *, bool as_tuple=False) -> Tensor
@cuda.jit
def nonzero_count(x, out):
    if cuda.grid(1) == 0:
        n = 0
        for i in range(x.shape[0]):
            if x[i] != 0:
                n += 1
        out[0] = n


@cuda.jit
def nonzero_nonzero(x, shape, out):
    # one thread walks the elements in C order (the positions need a running count)
    if cuda.grid(1) == 0:
        nd = shape.shape[0]
        k = 0
        for i in range(x.shape[0]):
            if x[i] != 0:
                rem = i
                for d in range(nd - 1, -1, -1):
                    out[k * nd + d] = rem % shape[d]
                    rem //= shape[d]
                k += 1


# ---- argwhere: argwhere(Tensor self) -> Tensor
@cuda.jit
def argwhere_count(x, out):
    if cuda.grid(1) == 0:
        n = 0
        for i in range(x.shape[0]):
            if x[i] != 0:
                n += 1
        out[0] = n


@cuda.jit
def argwhere_nonzero(x, shape, out):
    # one thread walks the elements in C order (the positions need a running count)
    if cuda.grid(1) == 0:
        nd = shape.shape[0]
        k = 0
        for i in range(x.shape[0]):
            if x[i] != 0:
                rem = i
                for d in range(nd - 1, -1, -1):
                    out[k * nd + d] = rem % shape[d]
                    rem //= shape[d]
                k += 1


# ---- sort: sort(Tensor self, dim dim=-1, bool descending=False, *, bool? stable=False) -> (Tensor values, Tensor indices)
@cuda.jit(device=True)
def sort_before(x, y, descending):
    # x strictly before y (NaN after every number ascending, before them descending)
    if descending:
        return x > y or (x != x and y == y)
    return x < y or (y != y and x == x)


@cuda.jit
def sort_sort(keys, vals, idx, tmp, rows, n, descending):
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for r in range(cuda.blockIdx.x, rows, cuda.gridDim.x):
        base = r * n
        for j in range(tid, n, T):
            idx[base + j] = j
        cuda.syncthreads()
        width = 1
        while width < n:
            for j in range(tid, n, T):
                lo = j - j % (2 * width)
                mid = min(lo + width, n)
                hi = min(lo + 2 * width, n)
                v = idx[base + j]
                key = keys[base + v]
                if j < mid:  # the right run's elements strictly before it
                    s = mid
                    e = hi
                    while s < e:
                        m = (s + e) // 2
                        if sort_before(keys[base + idx[base + m]], key, descending):
                            s = m + 1
                        else:
                            e = m
                    dest = j + (s - mid)
                else:  # the left run's elements not after it
                    s = lo
                    e = mid
                    while s < e:
                        m = (s + e) // 2
                        if not sort_before(key, keys[base + idx[base + m]], descending):
                            s = m + 1
                        else:
                            e = m
                    dest = lo + (j - mid) + (s - lo)
                tmp[base + dest] = v
            cuda.syncthreads()
            for j in range(tid, n, T):
                idx[base + j] = tmp[base + j]
            cuda.syncthreads()
            width *= 2
        for j in range(tid, n, T):
            vals[base + j] = keys[base + idx[base + j]]
        cuda.syncthreads()


# ---- argsort: argsort(Tensor self, dim dim=-1, bool descending=False, *, bool stable=False) -> Tensor
@cuda.jit(device=True)
def argsort_before(x, y, descending):
    # x strictly before y (NaN after every number ascending, before them descending)
    if descending:
        return x > y or (x != x and y == y)
    return x < y or (y != y and x == x)


@cuda.jit
def argsort_sort(keys, vals, idx, tmp, rows, n, descending):
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for r in range(cuda.blockIdx.x, rows, cuda.gridDim.x):
        base = r * n
        for j in range(tid, n, T):
            idx[base + j] = j
        cuda.syncthreads()
        width = 1
        while width < n:
            for j in range(tid, n, T):
                lo = j - j % (2 * width)
                mid = min(lo + width, n)
                hi = min(lo + 2 * width, n)
                v = idx[base + j]
                key = keys[base + v]
                if j < mid:  # the right run's elements strictly before it
                    s = mid
                    e = hi
                    while s < e:
                        m = (s + e) // 2
                        if argsort_before(keys[base + idx[base + m]], key, descending):
                            s = m + 1
                        else:
                            e = m
                    dest = j + (s - mid)
                else:  # the left run's elements not after it
                    s = lo
                    e = mid
                    while s < e:
                        m = (s + e) // 2
                        if not argsort_before(key, keys[base + idx[base + m]], descending):
                            s = m + 1
                        else:
                            e = m
                    dest = lo + (j - mid) + (s - lo)
                tmp[base + dest] = v
            cuda.syncthreads()
            for j in range(tid, n, T):
                idx[base + j] = tmp[base + j]
            cuda.syncthreads()
            width *= 2
        for j in range(tid, n, T):
            vals[base + j] = keys[base + idx[base + j]]
        cuda.syncthreads()


# ---- msort: msort(Tensor self) -> Tensor
@cuda.jit(device=True)
def msort_before(x, y, descending):
    # x strictly before y (NaN after every number ascending, before them descending)
    if descending:
        return x > y or (x != x and y == y)
    return x < y or (y != y and x == x)


@cuda.jit
def msort_sort(keys, vals, idx, tmp, rows, n, descending):
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for r in range(cuda.blockIdx.x, rows, cuda.gridDim.x):
        base = r * n
        for j in range(tid, n, T):
            idx[base + j] = j
        cuda.syncthreads()
        width = 1
        while width < n:
            for j in range(tid, n, T):
                lo = j - j % (2 * width)
                mid = min(lo + width, n)
                hi = min(lo + 2 * width, n)
                v = idx[base + j]
                key = keys[base + v]
                if j < mid:  # the right run's elements strictly before it
                    s = mid
                    e = hi
                    while s < e:
                        m = (s + e) // 2
                        if msort_before(keys[base + idx[base + m]], key, descending):
                            s = m + 1
                        else:
                            e = m
                    dest = j + (s - mid)
                else:  # the left run's elements not after it
                    s = lo
                    e = mid
                    while s < e:
                        m = (s + e) // 2
                        if not msort_before(key, keys[base + idx[base + m]], descending):
                            s = m + 1
                        else:
                            e = m
                    dest = lo + (j - mid) + (s - lo)
                tmp[base + dest] = v
            cuda.syncthreads()
            for j in range(tid, n, T):
                idx[base + j] = tmp[base + j]
            cuda.syncthreads()
            width *= 2
        for j in range(tid, n, T):
            vals[base + j] = keys[base + idx[base + j]]
        cuda.syncthreads()


# ---- searchsorted: searchsorted(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor
@cuda.jit
def searchsorted_search(seq, sorter, use_sorter, vals, out, n, per_row, rows, right):
    for i in range(cuda.grid(1), vals.shape[0], cuda.gridsize(1)):
        base = (i // per_row) * n if rows > 1 else 0
        v = vals[i]
        lo = 0
        hi = n
        while lo < hi:
            mid = (lo + hi) // 2
            s = seq[base + sorter[base + mid]] if use_sorter else seq[base + mid]
            if right:
                go = not (s > v)
            else:
                go = not (s >= v)
            if go:
                lo = mid + 1
            else:
                hi = mid
        out[i] = lo


# ---- bucketize: bucketize(Tensor self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor
@cuda.jit
def bucketize_search(seq, sorter, use_sorter, vals, out, n, per_row, rows, right):
    for i in range(cuda.grid(1), vals.shape[0], cuda.gridsize(1)):
        base = (i // per_row) * n if rows > 1 else 0
        v = vals[i]
        lo = 0
        hi = n
        while lo < hi:
            mid = (lo + hi) // 2
            s = seq[base + sorter[base + mid]] if use_sorter else seq[base + mid]
            if right:
                go = not (s > v)
            else:
                go = not (s >= v)
            if go:
                lo = mid + 1
            else:
                hi = mid
        out[i] = lo


# ---- unique: unique(Tensor self, bool sorted=True, bool return_inverse=False, bool return_counts=False, dim? dim=None) -> Tensor
@cuda.jit(device=True)
def unique_before(x, y, descending):
    # x strictly before y (NaN after every number ascending, before them descending)
    if descending:
        return x > y or (x != x and y == y)
    return x < y or (y != y and x == x)


@cuda.jit
def unique_sort(keys, vals, idx, tmp, rows, n, descending):
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for r in range(cuda.blockIdx.x, rows, cuda.gridDim.x):
        base = r * n
        for j in range(tid, n, T):
            idx[base + j] = j
        cuda.syncthreads()
        width = 1
        while width < n:
            for j in range(tid, n, T):
                lo = j - j % (2 * width)
                mid = min(lo + width, n)
                hi = min(lo + 2 * width, n)
                v = idx[base + j]
                key = keys[base + v]
                if j < mid:  # the right run's elements strictly before it
                    s = mid
                    e = hi
                    while s < e:
                        m = (s + e) // 2
                        if unique_before(keys[base + idx[base + m]], key, descending):
                            s = m + 1
                        else:
                            e = m
                    dest = j + (s - mid)
                else:  # the left run's elements not after it
                    s = lo
                    e = mid
                    while s < e:
                        m = (s + e) // 2
                        if not unique_before(key, keys[base + idx[base + m]], descending):
                            s = m + 1
                        else:
                            e = m
                    dest = lo + (j - mid) + (s - lo)
                tmp[base + dest] = v
            cuda.syncthreads()
            for j in range(tid, n, T):
                idx[base + j] = tmp[base + j]
            cuda.syncthreads()
            width *= 2
        for j in range(tid, n, T):
            vals[base + j] = keys[base + idx[base + j]]
        cuda.syncthreads()


@cuda.jit
def unique_runs(vals, perm, use_perm, uniq, inverse, counts, n, nout):
    if cuda.grid(1) == 0 and n > 0:  # one thread: a serial pass in element order
        k = -1
        for j in range(n):
            if j == 0 or vals[j] != vals[j - 1]:
                k += 1
                uniq[k] = vals[j]
                counts[k] = 0
            counts[k] += 1
            if use_perm:
                inverse[perm[j]] = k
            else:
                inverse[j] = k
        nout[0] = k + 1


@cuda.jit(device=True)
def unique_rowless(keys, m, a, b):
    # row a strictly before row b (NaN after every number, as the element sort)
    for k in range(m):
        x = keys[a * m + k]
        y = keys[b * m + k]
        if x < y or (y != y and x == x):
            return True
        if y < x or (x != x and y == y):
            return False
    return False


@cuda.jit
def unique_rowsort(keys, n, m, idx, tmp):
    if cuda.grid(1) == 0 and n > 0:  # one thread: a serial pass in element order
        for j in range(n):
            idx[j] = j
        width = 1
        while width < n:
            lo = 0
            while lo < n:
                mid = min(lo + width, n)
                hi = min(lo + 2 * width, n)
                a = lo
                b = mid
                for k in range(lo, hi):
                    take_b = a >= mid
                    if not take_b and b < hi:
                        take_b = unique_rowless(keys, m, idx[b], idx[a])
                    if take_b:
                        tmp[k] = idx[b]
                        b += 1
                    else:
                        tmp[k] = idx[a]
                        a += 1
                lo += 2 * width
            for j in range(n):
                idx[j] = tmp[j]
            width *= 2


@cuda.jit
def unique_rowruns(keys, m, perm, first, inverse, counts, n, nout):
    if cuda.grid(1) == 0 and n > 0:  # one thread: a serial pass in element order
        k = -1
        for j in range(n):
            new = j == 0
            if not new:
                for t in range(m):
                    if keys[perm[j] * m + t] != keys[perm[j - 1] * m + t]:
                        new = True
                        break
            if new:
                k += 1
                first[k] = perm[j]
                counts[k] = 0
            counts[k] += 1
            inverse[perm[j]] = k
        nout[0] = k + 1


@cuda.jit
def unique_pickrows(keys, first, k, m, out):
    if cuda.grid(1) == 0 and k > 0:  # one thread: a serial pass in element order
        for r in range(k):
            for t in range(m):
                out[r * m + t] = keys[first[r] * m + t]


# ---- unique_consecutive: unique_consecutive(Tensor self, bool return_inverse=False, bool return_counts=False, dim? dim=None) -> Tensor
@cuda.jit
def unique_consecutive_runs(vals, perm, use_perm, uniq, inverse, counts, n, nout):
    if cuda.grid(1) == 0 and n > 0:  # one thread: a serial pass in element order
        k = -1
        for j in range(n):
            if j == 0 or vals[j] != vals[j - 1]:
                k += 1
                uniq[k] = vals[j]
                counts[k] = 0
            counts[k] += 1
            if use_perm:
                inverse[perm[j]] = k
            else:
                inverse[j] = k
        nout[0] = k + 1


@cuda.jit
def unique_consecutive_rowruns(keys, m, perm, first, inverse, counts, n, nout):
    if cuda.grid(1) == 0 and n > 0:  # one thread: a serial pass in element order
        k = -1
        for j in range(n):
            new = j == 0
            if not new:
                for t in range(m):
                    if keys[perm[j] * m + t] != keys[perm[j - 1] * m + t]:
                        new = True
                        break
            if new:
                k += 1
                first[k] = perm[j]
                counts[k] = 0
            counts[k] += 1
            inverse[perm[j]] = k
        nout[0] = k + 1


@cuda.jit
def unique_consecutive_pickrows(keys, first, k, m, out):
    if cuda.grid(1) == 0 and k > 0:  # one thread: a serial pass in element order
        for r in range(k):
            for t in range(m):
                out[r * m + t] = keys[first[r] * m + t]


# ---- isin: isin(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor
@cuda.jit(device=True)
def isin_before(x, y, descending):
    # x strictly before y (NaN after every number ascending, before them descending)
    if descending:
        return x > y or (x != x and y == y)
    return x < y or (y != y and x == x)


@cuda.jit
def isin_sort(keys, vals, idx, tmp, rows, n, descending):
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for r in range(cuda.blockIdx.x, rows, cuda.gridDim.x):
        base = r * n
        for j in range(tid, n, T):
            idx[base + j] = j
        cuda.syncthreads()
        width = 1
        while width < n:
            for j in range(tid, n, T):
                lo = j - j % (2 * width)
                mid = min(lo + width, n)
                hi = min(lo + 2 * width, n)
                v = idx[base + j]
                key = keys[base + v]
                if j < mid:  # the right run's elements strictly before it
                    s = mid
                    e = hi
                    while s < e:
                        m = (s + e) // 2
                        if isin_before(keys[base + idx[base + m]], key, descending):
                            s = m + 1
                        else:
                            e = m
                    dest = j + (s - mid)
                else:  # the left run's elements not after it
                    s = lo
                    e = mid
                    while s < e:
                        m = (s + e) // 2
                        if not isin_before(key, keys[base + idx[base + m]], descending):
                            s = m + 1
                        else:
                            e = m
                    dest = lo + (j - mid) + (s - lo)
                tmp[base + dest] = v
            cuda.syncthreads()
            for j in range(tid, n, T):
                idx[base + j] = tmp[base + j]
            cuda.syncthreads()
            width *= 2
        for j in range(tid, n, T):
            vals[base + j] = keys[base + idx[base + j]]
        cuda.syncthreads()


@cuda.jit
def isin_member(seq, n, vals, out, invert):
    for i in range(cuda.grid(1), vals.shape[0], cuda.gridsize(1)):
        v = vals[i]
        lo = 0
        hi = n
        while lo < hi:
            mid = (lo + hi) // 2
            if seq[mid] < v:  # NaN sorts last: never below v
                lo = mid + 1
            else:
                hi = mid
        found = lo < n and seq[lo] == v
        out[i] = found != invert


# ---- nanmedian: nanmedian(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)
@cuda.jit(device=True)
def nanmedian_before(x, y, descending):
    # x strictly before y (NaN after every number ascending, before them descending)
    if descending:
        return x > y or (x != x and y == y)
    return x < y or (y != y and x == x)


@cuda.jit
def nanmedian_sort(keys, vals, idx, tmp, rows, n, descending):
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for r in range(cuda.blockIdx.x, rows, cuda.gridDim.x):
        base = r * n
        for j in range(tid, n, T):
            idx[base + j] = j
        cuda.syncthreads()
        width = 1
        while width < n:
            for j in range(tid, n, T):
                lo = j - j % (2 * width)
                mid = min(lo + width, n)
                hi = min(lo + 2 * width, n)
                v = idx[base + j]
                key = keys[base + v]
                if j < mid:  # the right run's elements strictly before it
                    s = mid
                    e = hi
                    while s < e:
                        m = (s + e) // 2
                        if nanmedian_before(keys[base + idx[base + m]], key, descending):
                            s = m + 1
                        else:
                            e = m
                    dest = j + (s - mid)
                else:  # the left run's elements not after it
                    s = lo
                    e = mid
                    while s < e:
                        m = (s + e) // 2
                        if not nanmedian_before(key, keys[base + idx[base + m]], descending):
                            s = m + 1
                        else:
                            e = m
                    dest = lo + (j - mid) + (s - lo)
                tmp[base + dest] = v
            cuda.syncthreads()
            for j in range(tid, n, T):
                idx[base + j] = tmp[base + j]
            cuda.syncthreads()
            width *= 2
        for j in range(tid, n, T):
            vals[base + j] = keys[base + idx[base + j]]
        cuda.syncthreads()


@cuda.jit
def nanmedian_quantile(vals, idx, rows, n, q, nq, out, out_idx, mode, ignore_nan, f):
    for r in range(cuda.grid(1), rows, cuda.gridsize(1)):
        base = r * n
        c = n
        while c > 0 and vals[base + c - 1] != vals[base + c - 1]:
            c -= 1
        if mode == 5:
            k = (c - 1) // 2 if c > 0 else 0
            out[r] = vals[base + k]
            out_idx[r] = idx[base + k]
            continue
        for t in range(nq):
            o = t * rows + r
            if c == 0 or (c < n and not ignore_nan):
                out[o] = vals[base + n - 1]  # a NaN
                continue
            f[4 * r] = c - 1
            f[4 * r + 2] = 0.5
            f[4 * r + 3] = 1
            rank = q[t] * f[4 * r]
            lo = int(rank // 1)
            if mode == 4:  # nearest: the rank rounded half to even
                d = rank - lo
                if d > 0.5 or (d == 0.5 and lo % 2 != 0):
                    lo += 1
                out[o] = vals[base + lo]
                continue
            hi = lo + 1 if lo + 1 < c else c - 1
            if rank == lo:
                hi = lo
            a = vals[base + lo]
            b = vals[base + hi]
            if mode == 1:
                out[o] = a
            elif mode == 2:
                out[o] = b
            else:
                f[4 * r + 1] = lo
                w = rank - f[4 * r + 1]
                if mode == 3:
                    w = f[4 * r + 2]
                # PyTorch's lerp: exact at both ends
                if abs(w) < 0.5:
                    out[o] = a + w * (b - a)
                else:
                    out[o] = b - (b - a) * (f[4 * r + 3] - w)


# ---- quantile: quantile(Tensor self, Tensor q, dim? dim=None, bool keepdim=False, *, str interpolation='linear') -> Tensor
@cuda.jit(device=True)
def quantile_before(x, y, descending):
    # x strictly before y (NaN after every number ascending, before them descending)
    if descending:
        return x > y or (x != x and y == y)
    return x < y or (y != y and x == x)


@cuda.jit
def quantile_sort(keys, vals, idx, tmp, rows, n, descending):
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for r in range(cuda.blockIdx.x, rows, cuda.gridDim.x):
        base = r * n
        for j in range(tid, n, T):
            idx[base + j] = j
        cuda.syncthreads()
        width = 1
        while width < n:
            for j in range(tid, n, T):
                lo = j - j % (2 * width)
                mid = min(lo + width, n)
                hi = min(lo + 2 * width, n)
                v = idx[base + j]
                key = keys[base + v]
                if j < mid:  # the right run's elements strictly before it
                    s = mid
                    e = hi
                    while s < e:
                        m = (s + e) // 2
                        if quantile_before(keys[base + idx[base + m]], key, descending):
                            s = m + 1
                        else:
                            e = m
                    dest = j + (s - mid)
                else:  # the left run's elements not after it
                    s = lo
                    e = mid
                    while s < e:
                        m = (s + e) // 2
                        if not quantile_before(key, keys[base + idx[base + m]], descending):
                            s = m + 1
                        else:
                            e = m
                    dest = lo + (j - mid) + (s - lo)
                tmp[base + dest] = v
            cuda.syncthreads()
            for j in range(tid, n, T):
                idx[base + j] = tmp[base + j]
            cuda.syncthreads()
            width *= 2
        for j in range(tid, n, T):
            vals[base + j] = keys[base + idx[base + j]]
        cuda.syncthreads()


@cuda.jit
def quantile_quantile(vals, idx, rows, n, q, nq, out, out_idx, mode, ignore_nan, f):
    for r in range(cuda.grid(1), rows, cuda.gridsize(1)):
        base = r * n
        c = n
        while c > 0 and vals[base + c - 1] != vals[base + c - 1]:
            c -= 1
        if mode == 5:
            k = (c - 1) // 2 if c > 0 else 0
            out[r] = vals[base + k]
            out_idx[r] = idx[base + k]
            continue
        for t in range(nq):
            o = t * rows + r
            if c == 0 or (c < n and not ignore_nan):
                out[o] = vals[base + n - 1]  # a NaN
                continue
            f[4 * r] = c - 1
            f[4 * r + 2] = 0.5
            f[4 * r + 3] = 1
            rank = q[t] * f[4 * r]
            lo = int(rank // 1)
            if mode == 4:  # nearest: the rank rounded half to even
                d = rank - lo
                if d > 0.5 or (d == 0.5 and lo % 2 != 0):
                    lo += 1
                out[o] = vals[base + lo]
                continue
            hi = lo + 1 if lo + 1 < c else c - 1
            if rank == lo:
                hi = lo
            a = vals[base + lo]
            b = vals[base + hi]
            if mode == 1:
                out[o] = a
            elif mode == 2:
                out[o] = b
            else:
                f[4 * r + 1] = lo
                w = rank - f[4 * r + 1]
                if mode == 3:
                    w = f[4 * r + 2]
                # PyTorch's lerp: exact at both ends
                if abs(w) < 0.5:
                    out[o] = a + w * (b - a)
                else:
                    out[o] = b - (b - a) * (f[4 * r + 3] - w)


# ---- nanquantile: nanquantile(Tensor self, Tensor q, dim? dim=None, bool keepdim=False, *, str interpolation='linear') -> Tensor
@cuda.jit(device=True)
def nanquantile_before(x, y, descending):
    # x strictly before y (NaN after every number ascending, before them descending)
    if descending:
        return x > y or (x != x and y == y)
    return x < y or (y != y and x == x)


@cuda.jit
def nanquantile_sort(keys, vals, idx, tmp, rows, n, descending):
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for r in range(cuda.blockIdx.x, rows, cuda.gridDim.x):
        base = r * n
        for j in range(tid, n, T):
            idx[base + j] = j
        cuda.syncthreads()
        width = 1
        while width < n:
            for j in range(tid, n, T):
                lo = j - j % (2 * width)
                mid = min(lo + width, n)
                hi = min(lo + 2 * width, n)
                v = idx[base + j]
                key = keys[base + v]
                if j < mid:  # the right run's elements strictly before it
                    s = mid
                    e = hi
                    while s < e:
                        m = (s + e) // 2
                        if nanquantile_before(keys[base + idx[base + m]], key, descending):
                            s = m + 1
                        else:
                            e = m
                    dest = j + (s - mid)
                else:  # the left run's elements not after it
                    s = lo
                    e = mid
                    while s < e:
                        m = (s + e) // 2
                        if not nanquantile_before(key, keys[base + idx[base + m]], descending):
                            s = m + 1
                        else:
                            e = m
                    dest = lo + (j - mid) + (s - lo)
                tmp[base + dest] = v
            cuda.syncthreads()
            for j in range(tid, n, T):
                idx[base + j] = tmp[base + j]
            cuda.syncthreads()
            width *= 2
        for j in range(tid, n, T):
            vals[base + j] = keys[base + idx[base + j]]
        cuda.syncthreads()


@cuda.jit
def nanquantile_quantile(vals, idx, rows, n, q, nq, out, out_idx, mode, ignore_nan, f):
    for r in range(cuda.grid(1), rows, cuda.gridsize(1)):
        base = r * n
        c = n
        while c > 0 and vals[base + c - 1] != vals[base + c - 1]:
            c -= 1
        if mode == 5:
            k = (c - 1) // 2 if c > 0 else 0
            out[r] = vals[base + k]
            out_idx[r] = idx[base + k]
            continue
        for t in range(nq):
            o = t * rows + r
            if c == 0 or (c < n and not ignore_nan):
                out[o] = vals[base + n - 1]  # a NaN
                continue
            f[4 * r] = c - 1
            f[4 * r + 2] = 0.5
            f[4 * r + 3] = 1
            rank = q[t] * f[4 * r]
            lo = int(rank // 1)
            if mode == 4:  # nearest: the rank rounded half to even
                d = rank - lo
                if d > 0.5 or (d == 0.5 and lo % 2 != 0):
                    lo += 1
                out[o] = vals[base + lo]
                continue
            hi = lo + 1 if lo + 1 < c else c - 1
            if rank == lo:
                hi = lo
            a = vals[base + lo]
            b = vals[base + hi]
            if mode == 1:
                out[o] = a
            elif mode == 2:
                out[o] = b
            else:
                f[4 * r + 1] = lo
                w = rank - f[4 * r + 1]
                if mode == 3:
                    w = f[4 * r + 2]
                # PyTorch's lerp: exact at both ends
                if abs(w) < 0.5:
                    out[o] = a + w * (b - a)
                else:
                    out[o] = b - (b - a) * (f[4 * r + 3] - w)


# ---- histc: histc(Tensor self, int bins=100, Scalar min=0, Scalar max=0) -> Tensor
@cuda.jit
def histc_range(x, n, lohi):
    if cuda.grid(1) == 0 and n > 0:  # one thread: a serial pass in element order
        lo = x[0]
        hi = x[0]
        for i in range(n):
            v = x[i]
            if v != v:
                lo = v
                hi = v
                break
            lo = v if v < lo else lo
            hi = v if v > hi else hi
        lohi[0] = lo
        lohi[1] = hi


@cuda.jit
def histc_histc(x, n, lohi, bins, fb, out):
    if cuda.grid(1) == 0 and n > 0:  # one thread: a serial pass in element order
        lo = lohi[0]
        hi = lohi[1]
        for i in range(n):
            v = x[i]
            if v >= lo and v <= hi:
                fb[0] = v - lo
                fb[0] = fb[0] * fb[1]
                fb[0] = fb[0] / (hi - lo)
                pos = int(fb[0])
                if pos >= bins:
                    pos = bins - 1
                out[pos] += 1


# ---- bincount: bincount(Tensor self, Tensor? weights=None, int minlength=0) -> Tensor

@cuda.jit
def bincount_bincount(x, n, w, use_w, out):
    if cuda.grid(1) == 0 and n > 0:  # one thread: a serial pass in element order
        for i in range(n):
            if use_w:
                out[x[i]] += w[i]
            else:
                out[x[i]] += 1


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
        s = ty * bx + tx
        sh[s] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _sum_combine0(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _sum_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
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
        s = tid * 1 + 0
        sh[s] = acc0
        cuda.syncthreads()
        h = T // 2
        while h > 0 and h * 1 >= 32:
            if tid < h:
                sh[s] = _sum_combine0(sh[s], sh[s + h * 1])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * 1)
                if tid < h:
                    sh[s] = _sum_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
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
        s = ty * bx + tx
        sh[s] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _prod_combine0(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _prod_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
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

@cuda.jit
def prod_segments(x, out, base, n, stride, init0):
    sh = cuda.shared.array(_RED_THREADS, dtype=out.dtype)
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for r in range(cuda.blockIdx.x, base.shape[0], cuda.gridDim.x):
        b = base[r]
        m = n[r]
        st = stride[r]
        acc0 = init0
        for j in range(tid, m, T):
            acc0 = _prod_combine0(acc0, _prod_map0(x[b + j * st], m))
        s = tid * 1 + 0
        sh[s] = acc0
        cuda.syncthreads()
        h = T // 2
        while h > 0 and h * 1 >= 32:
            if tid < h:
                sh[s] = _prod_combine0(sh[s], sh[s + h * 1])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * 1)
                if tid < h:
                    sh[s] = _prod_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
        p0 = _prod_finalize0(sh[0], m)
        cuda.syncthreads()
        if tid == 0:
            out[r] = _prod_output0(m, p0)


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
        s = ty * bx + tx
        sh[s] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _mean_combine0(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _mean_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
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
        s = tid * 1 + 0
        sh[s] = acc0
        cuda.syncthreads()
        h = T // 2
        while h > 0 and h * 1 >= 32:
            if tid < h:
                sh[s] = _mean_combine0(sh[s], sh[s + h * 1])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * 1)
                if tid < h:
                    sh[s] = _mean_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
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
        s = ty * bx + tx
        sh[s] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _var_combine0(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _var_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
        p0 = _var_finalize0(sh[tx], n, correction)
        cuda.syncthreads()
        acc1 = init1
        if live:
            for r in range(r0 + ty, r1, by):
                acc1 = _var_combine1(acc1, _var_map1(x[base + r * sr], n, p0, correction))
        s = ty * bx + tx
        sh[s] = acc1
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _var_combine1(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _var_combine1(sh[s], w)
                h //= 2
            cuda.syncthreads()
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
        s = ty * bx + tx
        sh[s] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _std_combine0(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _std_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
        p0 = _std_finalize0(sh[tx], n, correction)
        cuda.syncthreads()
        acc1 = init1
        if live:
            for r in range(r0 + ty, r1, by):
                acc1 = _std_combine1(acc1, _std_map1(x[base + r * sr], n, p0, correction))
        s = ty * bx + tx
        sh[s] = acc1
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _std_combine1(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _std_combine1(sh[s], w)
                h //= 2
            cuda.syncthreads()
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
        s = ty * bx + tx
        sh[s] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _var_mean_combine0(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _var_mean_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
        p0 = _var_mean_finalize0(sh[tx], n, correction)
        cuda.syncthreads()
        acc1 = init1
        if live:
            for r in range(r0 + ty, r1, by):
                acc1 = _var_mean_combine1(acc1, _var_mean_map1(x[base + r * sr], n, p0, correction))
        s = ty * bx + tx
        sh[s] = acc1
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _var_mean_combine1(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _var_mean_combine1(sh[s], w)
                h //= 2
            cuda.syncthreads()
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
        s = ty * bx + tx
        sh[s] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _std_mean_combine0(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _std_mean_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
        p0 = _std_mean_finalize0(sh[tx], n, correction)
        cuda.syncthreads()
        acc1 = init1
        if live:
            for r in range(r0 + ty, r1, by):
                acc1 = _std_mean_combine1(acc1, _std_mean_map1(x[base + r * sr], n, p0, correction))
        s = ty * bx + tx
        sh[s] = acc1
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _std_mean_combine1(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _std_mean_combine1(sh[s], w)
                h //= 2
            cuda.syncthreads()
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
        s = ty * bx + tx
        sh[s] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _logsumexp_combine0(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _logsumexp_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
        p0 = _logsumexp_finalize0(sh[tx], n)
        cuda.syncthreads()
        acc1 = init1
        if live:
            for r in range(r0 + ty, r1, by):
                acc1 = _logsumexp_combine1(acc1, _logsumexp_map1(x[base + r * sr], n, p0))
        s = ty * bx + tx
        sh[s] = acc1
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _logsumexp_combine1(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _logsumexp_combine1(sh[s], w)
                h //= 2
            cuda.syncthreads()
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
        s = ty * bx + tx
        sh[s] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _all_combine0(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _all_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
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

@cuda.jit
def all_segments(x, out, base, n, stride, init0):
    sh = cuda.shared.array(_RED_THREADS, dtype=out.dtype)
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for r in range(cuda.blockIdx.x, base.shape[0], cuda.gridDim.x):
        b = base[r]
        m = n[r]
        st = stride[r]
        acc0 = init0
        for j in range(tid, m, T):
            acc0 = _all_combine0(acc0, _all_map0(x[b + j * st], m))
        s = tid * 1 + 0
        sh[s] = acc0
        cuda.syncthreads()
        h = T // 2
        while h > 0 and h * 1 >= 32:
            if tid < h:
                sh[s] = _all_combine0(sh[s], sh[s + h * 1])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * 1)
                if tid < h:
                    sh[s] = _all_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
        p0 = _all_finalize0(sh[0], m)
        cuda.syncthreads()
        if tid == 0:
            out[r] = _all_output0(m, p0)


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
        s = ty * bx + tx
        sh[s] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _any_combine0(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _any_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
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

@cuda.jit
def any_segments(x, out, base, n, stride, init0):
    sh = cuda.shared.array(_RED_THREADS, dtype=out.dtype)
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for r in range(cuda.blockIdx.x, base.shape[0], cuda.gridDim.x):
        b = base[r]
        m = n[r]
        st = stride[r]
        acc0 = init0
        for j in range(tid, m, T):
            acc0 = _any_combine0(acc0, _any_map0(x[b + j * st], m))
        s = tid * 1 + 0
        sh[s] = acc0
        cuda.syncthreads()
        h = T // 2
        while h > 0 and h * 1 >= 32:
            if tid < h:
                sh[s] = _any_combine0(sh[s], sh[s + h * 1])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * 1)
                if tid < h:
                    sh[s] = _any_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
        p0 = _any_finalize0(sh[0], m)
        cuda.syncthreads()
        if tid == 0:
            out[r] = _any_output0(m, p0)


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
        s = ty * bx + tx
        sh[s] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _amax_combine0(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _amax_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
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
        s = tid * 1 + 0
        sh[s] = acc0
        cuda.syncthreads()
        h = T // 2
        while h > 0 and h * 1 >= 32:
            if tid < h:
                sh[s] = _amax_combine0(sh[s], sh[s + h * 1])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * 1)
                if tid < h:
                    sh[s] = _amax_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
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
        s = ty * bx + tx
        sh[s] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _amin_combine0(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _amin_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
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

@cuda.jit
def amin_segments(x, out, base, n, stride, init0):
    sh = cuda.shared.array(_RED_THREADS, dtype=out.dtype)
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for r in range(cuda.blockIdx.x, base.shape[0], cuda.gridDim.x):
        b = base[r]
        m = n[r]
        st = stride[r]
        acc0 = init0
        for j in range(tid, m, T):
            acc0 = _amin_combine0(acc0, _amin_map0(x[b + j * st], m))
        s = tid * 1 + 0
        sh[s] = acc0
        cuda.syncthreads()
        h = T // 2
        while h > 0 and h * 1 >= 32:
            if tid < h:
                sh[s] = _amin_combine0(sh[s], sh[s + h * 1])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * 1)
                if tid < h:
                    sh[s] = _amin_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
        p0 = _amin_finalize0(sh[0], m)
        cuda.syncthreads()
        if tid == 0:
            out[r] = _amin_output0(m, p0)


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


@cuda.jit
def median_kernel(x, x_off, sa, sr, sb, A, n, B, vals, v_off, v_sa, v_sb, idxs, i_off, i_sa, i_sb):
    shk = cuda.shared.array(_RED_THREADS, dtype=idxs.dtype)
    shi = cuda.shared.array(_RED_THREADS, dtype=idxs.dtype)
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for t in range(cuda.blockIdx.x, A * B, cuda.gridDim.x):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        p = int(_median_pick(n))
        pos = -1
        # a NaN anywhere: the first one (block minimum of each thread's first NaN)
        first = n
        for j in range(tid, n, T):
            if x[base + j * sr] != x[base + j * sr]:
                first = j
                break
        shk[tid] = first
        cuda.syncthreads()
        h = T // 2
        while h > 0:
            if tid < h and shk[tid + h] < shk[tid]:
                shk[tid] = shk[tid + h]
            cuda.syncthreads()
            h //= 2
        if shk[0] < n:
            pos = shk[0]
        cuda.syncthreads()
        lo = -1  # the window's exclusive bounds (element indices; -1: open)
        hi = -1
        while pos < 0:  # the same on every thread: it comes from shared memory
            bk = 1 << 40  # above every 32-bit hash
            bi = 0
            for j in range(tid, n, T):
                xj = x[base + j * sr]
                if (lo < 0 or _median_less(x[base + lo * sr], lo, xj, j)) and \
                        (hi < 0 or _median_less(xj, j, x[base + hi * sr], hi)):
                    k = (j * 2654435761) & 0xFFFFFFFF  # a bijection of 32-bit indices: no equal keys
                    if k < bk:
                        bk = k
                        bi = j
            shk[tid] = bk
            shi[tid] = bi
            cuda.syncthreads()
            h = T // 2
            while h > 0:
                if tid < h and shk[tid + h] < shk[tid]:
                    shk[tid] = shk[tid + h]
                    shi[tid] = shi[tid + h]
                cuda.syncthreads()
                h //= 2
            q = shi[0]
            cuda.syncthreads()
            xq = x[base + q * sr]
            c = 0
            for j in range(tid, n, T):
                if _median_less(x[base + j * sr], j, xq, q):
                    c += 1
            shk[tid] = c
            cuda.syncthreads()
            h = T // 2
            while h > 0:
                if tid < h:
                    shk[tid] += shk[tid + h]
                cuda.syncthreads()
                h //= 2
            rank = shk[0]
            cuda.syncthreads()
            if rank == p:
                pos = q
            elif rank < p:
                lo = q
            else:
                hi = q
        if tid == 0:
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


@cuda.jit
def kthvalue_kernel(x, x_off, sa, sr, sb, A, n, B, vals, v_off, v_sa, v_sb, idxs, i_off, i_sa, i_sb, k):
    shk = cuda.shared.array(_RED_THREADS, dtype=idxs.dtype)
    shi = cuda.shared.array(_RED_THREADS, dtype=idxs.dtype)
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for t in range(cuda.blockIdx.x, A * B, cuda.gridDim.x):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        p = int(_kthvalue_pick(n, k))
        pos = -1
        lo = -1  # the window's exclusive bounds (element indices; -1: open)
        hi = -1
        while pos < 0:  # the same on every thread: it comes from shared memory
            bk = 1 << 40  # above every 32-bit hash
            bi = 0
            for j in range(tid, n, T):
                xj = x[base + j * sr]
                if (lo < 0 or _kthvalue_less(x[base + lo * sr], lo, xj, j)) and \
                        (hi < 0 or _kthvalue_less(xj, j, x[base + hi * sr], hi)):
                    k = (j * 2654435761) & 0xFFFFFFFF  # a bijection of 32-bit indices: no equal keys
                    if k < bk:
                        bk = k
                        bi = j
            shk[tid] = bk
            shi[tid] = bi
            cuda.syncthreads()
            h = T // 2
            while h > 0:
                if tid < h and shk[tid + h] < shk[tid]:
                    shk[tid] = shk[tid + h]
                    shi[tid] = shi[tid + h]
                cuda.syncthreads()
                h //= 2
            q = shi[0]
            cuda.syncthreads()
            xq = x[base + q * sr]
            c = 0
            for j in range(tid, n, T):
                if _kthvalue_less(x[base + j * sr], j, xq, q):
                    c += 1
            shk[tid] = c
            cuda.syncthreads()
            h = T // 2
            while h > 0:
                if tid < h:
                    shk[tid] += shk[tid + h]
                cuda.syncthreads()
                h //= 2
            rank = shk[0]
            cuda.syncthreads()
            if rank == p:
                pos = q
            elif rank < p:
                lo = q
            else:
                hi = q
        if tid == 0:
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
def _mode_mode_better(c1, v1, i1, c2, v2, i2):
    if c1 != c2:
        return c1 > c2
    if v1 == v2:
        return i1 > i2
    return _mode_less(v1, i1, v2, i2)


@cuda.jit
def mode_kernel(x, x_off, sa, sr, sb, A, n, B, vals, v_off, v_sa, v_sb, idxs, i_off, i_sa, i_sb):
    shk = cuda.shared.array(_RED_THREADS, dtype=idxs.dtype)
    shi = cuda.shared.array(_RED_THREADS, dtype=idxs.dtype)
    tid = cuda.threadIdx.x
    T = cuda.blockDim.x
    for t in range(cuda.blockIdx.x, A * B, cuda.gridDim.x):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        bc = -1  # -1: this thread has no candidate
        bp = 0
        for i in range(tid, n, T):
            xi = x[base + i * sr]
            c = 0
            for j in range(n):
                if x[base + j * sr] == xi:
                    c += 1
            if bc < 0 or _mode_mode_better(c, xi, i, bc, x[base + bp * sr], bp):
                bc = c
                bp = i
        shk[tid] = bc
        shi[tid] = bp
        cuda.syncthreads()
        h = T // 2
        while h > 0:
            if tid < h:
                o = tid + h
                if shk[o] >= 0 and (shk[tid] < 0 or _mode_mode_better(
                        shk[o], x[base + shi[o] * sr], shi[o], shk[tid], x[base + shi[tid] * sr], shi[tid])):
                    shk[tid] = shk[o]
                    shi[tid] = shi[o]
            cuda.syncthreads()
            h //= 2
        pos = shi[0]
        cuda.syncthreads()
        if tid == 0:
            vals[v_off + a * v_sa + b * v_sb] = x[base + pos * sr]
            idxs[i_off + a * i_sa + b * i_sb] = pos


# ---- topk: topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)
@cuda.jit(device=True)
def _topk_comp(a, b, largest):
    # NaN above every number, as PyTorch's comparators put it
    if largest:
        return (a != a and b == b) or a > b
    return (a == a and b != b) or a < b


@cuda.jit(device=True)
def _topk_push_heap(v, ix, first, hole, top, val, vi, largest):
    parent = (hole - 1) // 2
    while hole > top and _topk_comp(v[first + parent], val, largest):
        v[first + hole] = v[first + parent]
        ix[first + hole] = ix[first + parent]
        hole = parent
        parent = (hole - 1) // 2
    v[first + hole] = val
    ix[first + hole] = vi


@cuda.jit(device=True)
def _topk_adjust_heap(v, ix, first, hole, length, val, vi, largest):
    top = hole
    second = hole
    while second < (length - 1) // 2:
        second = 2 * (second + 1)
        if _topk_comp(v[first + second], v[first + second - 1], largest):
            second -= 1
        v[first + hole] = v[first + second]
        ix[first + hole] = ix[first + second]
        hole = second
    if (length & 1) == 0 and second == (length - 2) // 2:
        second = 2 * (second + 1)
        v[first + hole] = v[first + second - 1]
        ix[first + hole] = ix[first + second - 1]
        hole = second - 1
    _topk_push_heap(v, ix, first, hole, top, val, vi, largest)


@cuda.jit(device=True)
def _topk_pop_heap(v, ix, first, last, result, largest):
    val = v[result]
    vi = ix[result]
    v[result] = v[first]
    ix[result] = ix[first]
    _topk_adjust_heap(v, ix, first, 0, last - first, val, vi, largest)


@cuda.jit(device=True)
def _topk_heap_select(v, ix, first, middle, last, largest):
    length = middle - first
    if length >= 2:
        parent = (length - 2) // 2
        while True:
            _topk_adjust_heap(v, ix, first, parent, length, v[first + parent], ix[first + parent], largest)
            if parent == 0:
                break
            parent -= 1
    for i in range(middle, last):
        if _topk_comp(v[i], v[first], largest):
            _topk_pop_heap(v, ix, first, middle, i, largest)


@cuda.jit(device=True)
def _topk_sort_heap(v, ix, first, last, largest):
    while last - first > 1:
        last -= 1
        _topk_pop_heap(v, ix, first, last, last, largest)


@cuda.jit(device=True)
def _topk_swap(v, ix, i, j):
    t = v[i]
    v[i] = v[j]
    v[j] = t
    ti = ix[i]
    ix[i] = ix[j]
    ix[j] = ti


@cuda.jit(device=True)
def _topk_partition_pivot(v, ix, first, last, largest):
    # the median of (first + 1, mid, last - 1) to first, then an unguarded
    # partition of [first + 1, last) around it
    a = first + 1
    b = first + (last - first) // 2
    c = last - 1
    if _topk_comp(v[a], v[b], largest):
        if _topk_comp(v[b], v[c], largest):
            m = b
        elif _topk_comp(v[a], v[c], largest):
            m = c
        else:
            m = a
    elif _topk_comp(v[a], v[c], largest):
        m = a
    elif _topk_comp(v[b], v[c], largest):
        m = c
    else:
        m = b
    _topk_swap(v, ix, first, m)
    lo = first + 1
    hi = last
    while True:
        while _topk_comp(v[lo], v[first], largest):
            lo += 1
        hi -= 1
        while _topk_comp(v[first], v[hi], largest):
            hi -= 1
        if not lo < hi:
            return lo
        _topk_swap(v, ix, lo, hi)
        lo += 1


@cuda.jit(device=True)
def _topk_linear_insert(v, ix, last, largest):
    val = v[last]
    vi = ix[last]
    nxt = last - 1
    while _topk_comp(val, v[nxt], largest):
        v[last] = v[nxt]
        ix[last] = ix[nxt]
        last = nxt
        nxt -= 1
    v[last] = val
    ix[last] = vi


@cuda.jit(device=True)
def _topk_insertion_sort(v, ix, first, last, largest):
    for i in range(first + 1, last):
        if _topk_comp(v[i], v[first], largest):
            val = v[i]
            vi = ix[i]
            for j in range(i, first, -1):
                v[j] = v[j - 1]
                ix[j] = ix[j - 1]
            v[first] = val
            ix[first] = vi
        else:
            _topk_linear_insert(v, ix, i, largest)


@cuda.jit(device=True)
def _topk_lg2(n):
    r = -1
    while n > 0:
        n >>= 1
        r += 1
    return r


@cuda.jit(device=True)
def _topk_nth_element(v, ix, first, nth, last, largest):
    if first == last or nth == last:
        return
    depth = _topk_lg2(last - first) * 2
    while last - first > 3:
        if depth == 0:
            _topk_heap_select(v, ix, first, nth + 1, last, largest)
            _topk_swap(v, ix, first, nth)
            return
        depth -= 1
        cut = _topk_partition_pivot(v, ix, first, last, largest)
        if cut <= nth:
            first = cut
        else:
            last = cut
    _topk_insertion_sort(v, ix, first, last, largest)


@cuda.jit(device=True)
def _topk_sort(v, ix, stk, first, last, largest):
    if first == last:
        return
    stk[0] = first
    stk[1] = last
    stk[2] = _topk_lg2(last - first) * 2
    sp = 1
    while sp > 0:
        sp -= 1
        f = stk[3 * sp]
        l = stk[3 * sp + 1]
        d = stk[3 * sp + 2]
        while l - f > 16:
            if d == 0:
                _topk_heap_select(v, ix, f, l, l, largest)
                _topk_sort_heap(v, ix, f, l, largest)
                break
            d -= 1
            cut = _topk_partition_pivot(v, ix, f, l, largest)
            stk[3 * sp] = cut
            stk[3 * sp + 1] = l
            stk[3 * sp + 2] = d
            sp += 1
            l = cut
    if last - first > 16:
        _topk_insertion_sort(v, ix, first, first + 16, largest)
        for i in range(first + 16, last):
            _topk_linear_insert(v, ix, i, largest)
    else:
        _topk_insertion_sort(v, ix, first, last, largest)


@cuda.jit(device=True)
def _topk_select(v, ix, stk, n, k, largest, sorted_):
    # v[:k], ix[:k] become the row's topk, in PyTorch's order
    if k == 0:
        return
    if k * 64 <= n:
        _topk_heap_select(v, ix, 0, k, n, largest)
        _topk_sort_heap(v, ix, 0, k, largest)
    else:
        _topk_nth_element(v, ix, 0, k - 1, n, largest)
        if sorted_:
            _topk_sort(v, ix, stk, 0, k - 1, largest)


@cuda.jit
def topk_kernel(x, x_off, sa, sr, sb, A, n, B, vals, v_off, v_sa, v_sk, v_sb, idxs, i_off, i_sa, i_sk, i_sb,
                k, largest, sorted_, sv, si):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        b = t % B
        a = t // B
        base = x_off + a * sa + b * sb
        v = sv[t * n:(t + 1) * n]
        ix = si[t * n:(t + 1) * n]
        for i in range(n):
            v[i] = x[base + i * sr]
            ix[i] = i
        stk = cuda.local.array(_TOPK_STACK, np.int64)
        _topk_select(v, ix, stk, n, k, largest, sorted_)
        for i in range(k):
            vals[v_off + a * v_sa + i * v_sk + b * v_sb] = v[i]
            idxs[i_off + a * i_sa + i * i_sk + b * i_sb] = ix[i]


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


# ---- nansum: nansum(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor
@cuda.jit(device=True)
def _nansum_map0(x, n):
    return 0 if x != x else x


@cuda.jit(device=True)
def _nansum_combine0(a, b):
    return a + b


@cuda.jit(device=True)
def _nansum_finalize0(acc, n):
    return acc


@cuda.jit(device=True)
def _nansum_output0(n, p0):
    return p0


@cuda.jit
def nansum_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, part, nsplit, init0):
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
                acc0 = _nansum_combine0(acc0, _nansum_map0(x[base + r * sr], n))
        s = ty * bx + tx
        sh[s] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _nansum_combine0(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _nansum_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
        if nsplit > 1 and ty == 0 and live:
            part[split * AB + t] = sh[tx]
        p0 = _nansum_finalize0(sh[tx], n)
        cuda.syncthreads()
        if nsplit == 1 and ty == 0 and live:
            out0[o0_off + a * o0_sa + b * o0_sb] = _nansum_output0(n, p0)


@cuda.jit
def nansum_finish(part, nsplit, A, n, B, out0, o0_off, o0_sa, o0_sb, init0):
    AB = A * B
    for t in range(cuda.grid(1), AB, cuda.gridsize(1)):
        a = t // B
        b = t % B
        acc = init0
        for q in range(nsplit):
            acc = _nansum_combine0(acc, part[q * AB + t])
        p0 = _nansum_finalize0(acc, n)
        out0[o0_off + a * o0_sa + b * o0_sb] = _nansum_output0(n, p0)


# ---- nanmean: nanmean(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor
@cuda.jit(device=True)
def _nanmean_map0(x, n):
    return 0.0 if x != x else 1.0


@cuda.jit(device=True)
def _nanmean_combine0(a, b):
    return a + b


@cuda.jit(device=True)
def _nanmean_finalize0(acc, n):
    return acc


@cuda.jit(device=True)
def _nanmean_map1(x, n, p0):
    return 0.0 if x != x else x


@cuda.jit(device=True)
def _nanmean_combine1(a, b):
    return a + b


@cuda.jit(device=True)
def _nanmean_finalize1(acc, n, p0):
    return acc


@cuda.jit(device=True)
def _nanmean_output0(n, p0, p1):
    return p1 / p0


@cuda.jit
def nanmean_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, part, nsplit, init0, init1):
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
                acc0 = _nanmean_combine0(acc0, _nanmean_map0(x[base + r * sr], n))
        s = ty * bx + tx
        sh[s] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _nanmean_combine0(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _nanmean_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
        p0 = _nanmean_finalize0(sh[tx], n)
        cuda.syncthreads()
        acc1 = init1
        if live:
            for r in range(r0 + ty, r1, by):
                acc1 = _nanmean_combine1(acc1, _nanmean_map1(x[base + r * sr], n, p0))
        s = ty * bx + tx
        sh[s] = acc1
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _nanmean_combine1(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _nanmean_combine1(sh[s], w)
                h //= 2
            cuda.syncthreads()
        p1 = _nanmean_finalize1(sh[tx], n, p0)
        cuda.syncthreads()
        if nsplit == 1 and ty == 0 and live:
            out0[o0_off + a * o0_sa + b * o0_sb] = _nanmean_output0(n, p0, p1)


# ---- count_nonzero: count_nonzero(Tensor self, dim[]? dim=None) -> Tensor
@cuda.jit(device=True)
def _count_nonzero_map0(x, n):
    return 1 if x != 0 else 0


@cuda.jit(device=True)
def _count_nonzero_combine0(a, b):
    return a + b


@cuda.jit(device=True)
def _count_nonzero_finalize0(acc, n):
    return acc


@cuda.jit(device=True)
def _count_nonzero_output0(n, p0):
    return p0


@cuda.jit
def count_nonzero_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, part, nsplit, init0):
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
                acc0 = _count_nonzero_combine0(acc0, _count_nonzero_map0(x[base + r * sr], n))
        s = ty * bx + tx
        sh[s] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _count_nonzero_combine0(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _count_nonzero_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
        if nsplit > 1 and ty == 0 and live:
            part[split * AB + t] = sh[tx]
        p0 = _count_nonzero_finalize0(sh[tx], n)
        cuda.syncthreads()
        if nsplit == 1 and ty == 0 and live:
            out0[o0_off + a * o0_sa + b * o0_sb] = _count_nonzero_output0(n, p0)


@cuda.jit
def count_nonzero_finish(part, nsplit, A, n, B, out0, o0_off, o0_sa, o0_sb, init0):
    AB = A * B
    for t in range(cuda.grid(1), AB, cuda.gridsize(1)):
        a = t // B
        b = t % B
        acc = init0
        for q in range(nsplit):
            acc = _count_nonzero_combine0(acc, part[q * AB + t])
        p0 = _count_nonzero_finalize0(acc, n)
        out0[o0_off + a * o0_sa + b * o0_sb] = _count_nonzero_output0(n, p0)


# ---- aminmax: aminmax(Tensor self, *, dim? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)
@cuda.jit(device=True)
def _aminmax_map0(x, n):
    return x


@cuda.jit(device=True)
def _aminmax_combine0(a, b):
    return a if a < b or a != a else b


@cuda.jit(device=True)
def _aminmax_finalize0(acc, n):
    return acc


@cuda.jit(device=True)
def _aminmax_map1(x, n, p0):
    return x


@cuda.jit(device=True)
def _aminmax_combine1(a, b):
    return a if a > b or a != a else b


@cuda.jit(device=True)
def _aminmax_finalize1(acc, n, p0):
    return acc


@cuda.jit(device=True)
def _aminmax_output0(n, p0, p1):
    return p0


@cuda.jit(device=True)
def _aminmax_output1(n, p0, p1):
    return p1


@cuda.jit
def aminmax_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, out1, o1_off, o1_sa, o1_sb, part, nsplit, init0, init1):
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
                acc0 = _aminmax_combine0(acc0, _aminmax_map0(x[base + r * sr], n))
        s = ty * bx + tx
        sh[s] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _aminmax_combine0(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _aminmax_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
        p0 = _aminmax_finalize0(sh[tx], n)
        cuda.syncthreads()
        acc1 = init1
        if live:
            for r in range(r0 + ty, r1, by):
                acc1 = _aminmax_combine1(acc1, _aminmax_map1(x[base + r * sr], n, p0))
        s = ty * bx + tx
        sh[s] = acc1
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _aminmax_combine1(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _aminmax_combine1(sh[s], w)
                h //= 2
            cuda.syncthreads()
        p1 = _aminmax_finalize1(sh[tx], n, p0)
        cuda.syncthreads()
        if nsplit == 1 and ty == 0 and live:
            out0[o0_off + a * o0_sa + b * o0_sb] = _aminmax_output0(n, p0, p1)
            out1[o1_off + a * o1_sa + b * o1_sb] = _aminmax_output1(n, p0, p1)


# ---- norm: norm(Tensor self, Scalar p=2, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor
@cuda.jit(device=True)
def _norm_map0(x, n, p):
    return abs(x)


@cuda.jit(device=True)
def _norm_combine0(a, b):
    return a if a > b or a != a else b


@cuda.jit(device=True)
def _norm_finalize0(acc, n, p):
    return acc


@cuda.jit(device=True)
def _norm_map1(x, n, p0, p):
    return abs(x)


@cuda.jit(device=True)
def _norm_combine1(a, b):
    return a if a < b or a != a else b


@cuda.jit(device=True)
def _norm_finalize1(acc, n, p0, p):
    return acc


@cuda.jit(device=True)
def _norm_map2(x, n, p0, p1, p):
    return norm_term(x, p)


@cuda.jit(device=True)
def _norm_combine2(a, b):
    return a + b


@cuda.jit(device=True)
def _norm_finalize2(acc, n, p0, p1, p):
    return acc


@cuda.jit(device=True)
def _norm_output0(n, p0, p1, p2, p):
    return norm_finish(p0, p1, p2, p)


@cuda.jit
def norm_kernel(x, x_off, sa, sr, sb, A, n, B, out0, o0_off, o0_sa, o0_sb, part, nsplit, init0, init1, init2, p):
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
                acc0 = _norm_combine0(acc0, _norm_map0(x[base + r * sr], n, p))
        s = ty * bx + tx
        sh[s] = acc0
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _norm_combine0(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _norm_combine0(sh[s], w)
                h //= 2
            cuda.syncthreads()
        p0 = _norm_finalize0(sh[tx], n, p)
        cuda.syncthreads()
        acc1 = init1
        if live:
            for r in range(r0 + ty, r1, by):
                acc1 = _norm_combine1(acc1, _norm_map1(x[base + r * sr], n, p0, p))
        s = ty * bx + tx
        sh[s] = acc1
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _norm_combine1(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _norm_combine1(sh[s], w)
                h //= 2
            cuda.syncthreads()
        p1 = _norm_finalize1(sh[tx], n, p0, p)
        cuda.syncthreads()
        acc2 = init2
        if live:
            for r in range(r0 + ty, r1, by):
                acc2 = _norm_combine2(acc2, _norm_map2(x[base + r * sr], n, p0, p1, p))
        s = ty * bx + tx
        sh[s] = acc2
        cuda.syncthreads()
        h = by // 2
        while h > 0 and h * bx >= 32:
            if ty < h:
                sh[s] = _norm_combine2(sh[s], sh[s + h * bx])
            cuda.syncthreads()
            h //= 2
        if h > 0:  # the same on every thread of the block
            while h > 0:
                w = warp_down(sh[s], h * bx)
                if ty < h:
                    sh[s] = _norm_combine2(sh[s], w)
                h //= 2
            cuda.syncthreads()
        p2 = _norm_finalize2(sh[tx], n, p0, p1, p)
        cuda.syncthreads()
        if nsplit == 1 and ty == 0 and live:
            out0[o0_off + a * o0_sa + b * o0_sb] = _norm_output0(n, p0, p1, p2, p)


# ---- logcumsumexp: logcumsumexp(Tensor self, dim dim) -> Tensor
@cuda.jit(device=True)
def _logcumsumexp_map0(x, n):
    return x


@cuda.jit(device=True)
def _logcumsumexp_combine0(a, b):
    return logaddexp_(a, b)


@cuda.jit(device=True)
def _logcumsumexp_finalize0(acc, n):
    return acc


@cuda.jit
def logcumsumexp_kernel(x, x_off, sa, sr, sb, A, n, B, out, o_off, o_sa, o_sr, o_sb, init0):
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
                v = _logcumsumexp_combine0(init0, x[base + j * sr])
            sh[tid] = v
            cuda.syncthreads()
            h = 1
            while h < T:
                w = sh[tid]
                if tid >= h:
                    w = _logcumsumexp_combine0(sh[tid - h], w)
                cuda.syncthreads()
                sh[tid] = w
                cuda.syncthreads()
                h *= 2
            if j < n:
                out[obase + j * o_sr] = _logcumsumexp_combine0(carry, sh[tid])
            carry = _logcumsumexp_combine0(carry, sh[T - 1])
            cuda.syncthreads()


# ---- cummax: cummax(Tensor self, dim dim) -> (Tensor values, Tensor indices)
@cuda.jit(device=True)
def _cummax_better(x, v):
    return x != x or (v == v and x >= v)


@cuda.jit
def cummax_kernel(x, x_off, sa, sr, sb, A, n, B, vals, v_off, v_sa, v_sr, v_sb, idxs, i_off, i_sa, i_sr, i_sb):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        v = x[base]
        best = 0
        for r in range(n):
            xr = x[base + r * sr]
            if r == 0 or _cummax_better(xr, v):
                v = xr
                best = r
            vals[v_off + a * v_sa + r * v_sr + b * v_sb] = v
            idxs[i_off + a * i_sa + r * i_sr + b * i_sb] = best


# ---- cummin: cummin(Tensor self, dim dim) -> (Tensor values, Tensor indices)
@cuda.jit(device=True)
def _cummin_better(x, v):
    return x != x or (v == v and x <= v)


@cuda.jit
def cummin_kernel(x, x_off, sa, sr, sb, A, n, B, vals, v_off, v_sa, v_sr, v_sb, idxs, i_off, i_sa, i_sr, i_sb):
    for t in range(cuda.grid(1), A * B, cuda.gridsize(1)):
        a = t // B
        b = t % B
        base = x_off + a * sa + b * sb
        v = x[base]
        best = 0
        for r in range(n):
            xr = x[base + r * sr]
            if r == 0 or _cummin_better(xr, v):
                v = xr
                best = r
            vals[v_off + a * v_sa + r * v_sr + b * v_sb] = v
            idxs[i_off + a * i_sa + r * i_sr + b * i_sb] = best


# ---- dist: dist(Tensor self, Tensor other, Scalar p=2) -> Tensor

# ---- allclose: allclose(Tensor self, Tensor other, float rtol=1.0e-05, float atol=1.0e-08, bool equal_nan=False) -> bool

# ---- equal: equal(Tensor self, Tensor other) -> bool

# ---- is_complex: is_complex(Tensor self) -> bool

# ---- is_nonzero: is_nonzero(Tensor self) -> bool

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


# ---- linspace: linspace(Scalar start, Scalar end, int steps, *, dtype? dtype=None, Device? device=None, bool requires_grad=False) -> Tensor
@cuda.jit(device=True)
def _linspace_value(i, start, end, step, half, last):
    return fma_(step, i, start) if i < half else fma_(-step, last - i, end)


@cuda.jit
def linspace_fill(out, start, end, step, half, last):
    for k in range(cuda.grid(1), out.shape[0], cuda.gridsize(1)):
        out[k] = k
        out[k] = _linspace_value(out[k], start, end, step, half, last)


# ---- logspace: logspace(Scalar start, Scalar end, int steps, float base=10.0, *, dtype? dtype=None, Device? device=None, bool requires_grad=False) -> Tensor
@cuda.jit(device=True)
def _logspace_value(i, start, end, step, half, last, base):
    return base ** (start + step * i) if i < half else base ** (end - step * (last - i))


@cuda.jit
def logspace_fill(out, start, end, step, half, last, base):
    for k in range(cuda.grid(1), out.shape[0], cuda.gridsize(1)):
        out[k] = k
        out[k] = _logspace_value(out[k], start, end, step, half, last, base)


# ---- randperm: randperm(int n, *, dtype? dtype=None, Device? device=None, bool requires_grad=False) -> Tensor
@cuda.jit
def randperm_fill(out, n, key, ctr):
    # one thread: Fisher-Yates is sequential (the CPU's loop, the same draws)
    if cuda.grid(1) != 0:
        return
    for i in range(n):
        out[i] = i
    for i in range(n - 1, 0, -1):
        j = np.int64(_rng_bits(key, ctr + np.uint64(i)) % np.uint64(i + 1))
        t = out[i]
        out[i] = out[j]
        out[j] = t


# ---- multinomial: multinomial(Tensor input, int num_samples, bool replacement=False) -> Tensor
@cuda.jit
def multinomial_rows(probs, out, rows, n, k, replacement, key, ctr, cdf, keys):
    for r in range(cuda.grid(1), rows, cuda.gridsize(1)):
        base = r * n
        if replacement:
            acc = 0.0
            for c in range(n):
                acc += probs[base + c]
                cdf[base + c] = acc
            for s in range(k):
                u = _rng_uniform(key, ctr + np.uint64(r * k + s), 53) * acc
                lo = 0
                hi = n - 1
                while lo < hi:  # the first category whose running sum exceeds u
                    mid = (lo + hi) // 2
                    if cdf[base + mid] > u:
                        hi = mid
                    else:
                        lo = mid + 1
                while probs[base + lo] == 0.0 and lo > 0:  # never a zero-weight category
                    lo -= 1
                out[r * k + s] = lo
        else:
            for c in range(n):
                e = -math.log1p(-_rng_uniform(key, ctr + np.uint64(base + c), 53))
                w = probs[base + c]
                keys[base + c] = w / e if w > 0.0 else -e
            for s in range(k):
                best = -1
                for c in range(n):
                    if keys[base + c] == keys[base + c] and (best < 0 or keys[base + c] > keys[base + best]):
                        best = c
                out[r * k + s] = best
                keys[base + best] = math.nan  # taken


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
def relu_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_relu(self[self_i]), out)


@cuda.jit
def relu_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_relu(self[self_off + i * self_step]), out)


# ---- threshold_backward: threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor
@cuda.jit(device=True)
def _threshold_backward(grad_output, self, threshold):
    return 0 if self <= threshold else grad_output


@cuda.jit
def threshold_backward_kernel(grad_output, grad_output_off, grad_output_st, self, self_off, self_st, out, out_off, out_st, shape, numel_, threshold):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        grad_output_i = grad_output_off
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            grad_output_i += k * grad_output_st[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_threshold_backward(grad_output[grad_output_i], self[self_i], threshold), out)


@cuda.jit
def threshold_backward_flat(grad_output, grad_output_off, grad_output_step, self, self_off, self_step, out, out_off, numel_, threshold):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_threshold_backward(grad_output[grad_output_off + i * grad_output_step], self[self_off + i * self_step], threshold), out)


# ---- gelu: gelu(Tensor self, *, str approximate='none') -> Tensor
@cuda.jit(device=True)
def _gelu__none(self):
    return 0.5 * self * math.erfc(-self * 0.7071067811865476)


@cuda.jit
def gelu__none_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_gelu__none(self[self_i]), out)


@cuda.jit
def gelu__none_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_gelu__none(self[self_off + i * self_step]), out)

@cuda.jit(device=True)
def _gelu__tanh(self):
    return self / (1.0 + math.exp(-1.5957691216057308 * (self + 0.044715 * self * self * self)))


@cuda.jit
def gelu__tanh_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_gelu__tanh(self[self_i]), out)


@cuda.jit
def gelu__tanh_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_gelu__tanh(self[self_off + i * self_step]), out)


# ---- _gelu_backward: _gelu_backward(Tensor grad_output, Tensor self, *, str approximate='none') -> Tensor
@cuda.jit(device=True)
def __gelu_backward__none(grad_output, self):
    return grad_output * (0.5 * math.erfc(-self * 0.7071067811865476) + self * math.exp(-0.5 * self * self) * 0.3989422804014327)


@cuda.jit
def _gelu_backward__none_kernel(grad_output, grad_output_off, grad_output_st, self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        grad_output_i = grad_output_off
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            grad_output_i += k * grad_output_st[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(__gelu_backward__none(grad_output[grad_output_i], self[self_i]), out)


@cuda.jit
def _gelu_backward__none_flat(grad_output, grad_output_off, grad_output_step, self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(__gelu_backward__none(grad_output[grad_output_off + i * grad_output_step], self[self_off + i * self_step]), out)

@cuda.jit(device=True)
def __gelu_backward__tanh(grad_output, self):
    return grad_output * (0.5 * (1.0 + math.tanh(0.7978845608028654 * (self + 0.044715 * self * self * self))) + 0.5 * self * (1.0 - math.tanh(0.7978845608028654 * (self + 0.044715 * self * self * self)) ** 2) * 0.7978845608028654 * (1.0 + 3.0 * 0.044715 * self * self))


@cuda.jit
def _gelu_backward__tanh_kernel(grad_output, grad_output_off, grad_output_st, self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        grad_output_i = grad_output_off
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            grad_output_i += k * grad_output_st[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(__gelu_backward__tanh(grad_output[grad_output_i], self[self_i]), out)


@cuda.jit
def _gelu_backward__tanh_flat(grad_output, grad_output_off, grad_output_step, self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(__gelu_backward__tanh(grad_output[grad_output_off + i * grad_output_step], self[self_off + i * self_step]), out)


# ---- silu: silu(Tensor self) -> Tensor
@cuda.jit(device=True)
def _silu(self):
    return self / (1.0 + math.exp(-self))


@cuda.jit
def silu_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_silu(self[self_i]), out)


@cuda.jit
def silu_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_silu(self[self_off + i * self_step]), out)


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


# ---- diagonal: diagonal(Tensor self, int offset=0, dim dim1=0, dim dim2=1) -> Tensor

# ---- movedim: movedim(Tensor self, dim[] source, dim[] destination) -> Tensor

# ---- moveaxis: moveaxis(Tensor self, dim[] source, dim[] destination) -> Tensor

# ---- broadcast_to: broadcast_to(Tensor self, int[] size) -> Tensor

# ---- ravel: ravel(Tensor self) -> Tensor

# ---- atleast_1d: atleast_1d(Tensor[] tensors) -> Tensor

# ---- atleast_2d: atleast_2d(Tensor[] tensors) -> Tensor

# ---- atleast_3d: atleast_3d(Tensor[] tensors) -> Tensor

# ---- tensor_split: tensor_split(Tensor self, int[] indices_or_sections, dim dim=0) -> Tensor[]

# ---- vsplit: vsplit(Tensor self, int[] indices_or_sections) -> Tensor[]

# ---- hsplit: hsplit(Tensor self, int[] indices_or_sections) -> Tensor[]

# ---- dsplit: dsplit(Tensor self, int[] indices_or_sections) -> Tensor[]

# ---- as_strided: as_strided(Tensor self, int[] size, int[] stride, int? storage_offset=None) -> Tensor

# ---- flip: flip(Tensor self, dim[] dims) -> Tensor

# ---- roll: roll(Tensor self, int[] shifts, dim[]? dims=None) -> Tensor

# ---- tril: tril(Tensor self, int diagonal=0) -> Tensor

# ---- triu: triu(Tensor self, int diagonal=0) -> Tensor

# ---- diag_embed: diag_embed(Tensor self, int offset=0, dim dim1=-2, dim dim2=-1) -> Tensor

# ---- repeat: repeat(Tensor self, int[] repeats) -> Tensor

# ---- repeat_interleave: repeat_interleave(Tensor self, Tensor? repeats=None, dim? dim=None, *, int? output_size=None) -> Tensor

# ---- fliplr: fliplr(Tensor self) -> Tensor

# ---- flipud: flipud(Tensor self) -> Tensor

# ---- rot90: rot90(Tensor self, int k=1, dim[]? dims=None) -> Tensor

# ---- diag: diag(Tensor self, int diagonal=0) -> Tensor

# ---- diff: diff(Tensor self, int n=1, dim dim=-1, Tensor? prepend=None, Tensor? append=None) -> Tensor

# ---- tile: tile(Tensor self, int[] dims) -> Tensor

# ---- hstack: hstack(Tensor[] tensors) -> Tensor

# ---- vstack: vstack(Tensor[] tensors) -> Tensor

# ---- dstack: dstack(Tensor[] tensors) -> Tensor

# ---- broadcast_tensors: broadcast_tensors(Tensor[] tensors) -> Tensor[]

# ---- meshgrid: meshgrid(Tensor[] tensors, *, str? indexing=None) -> Tensor[]

# ---- block_diag: block_diag(Tensor[] tensors) -> Tensor

# ---- unravel_index: unravel_index(Tensor indices, int[] shape) -> Tensor[]

# ---- trapezoid: trapezoid(Tensor y, Tensor? x=None, *, Scalar? dx=None, dim dim=-1) -> Tensor

# ---- cross: cross(Tensor self, Tensor other, dim? dim=None) -> Tensor

# ---- cdist: cdist(Tensor x1, Tensor x2, float p=2.0, str? compute_mode=None) -> Tensor

# ---- tensordot: tensordot(Tensor a, Tensor b, int[] dims=2) -> Tensor

# ---- kron: kron(Tensor self, Tensor other) -> Tensor

# ---- einsum: einsum(str equation, Tensor[] operands) -> Tensor

# ---- addbmm: addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor

# ---- addr: addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor

# ---- baddbmm: baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
@cuda.jit(device=True)
def _baddbmm_epilogue(acc, self, beta, alpha):
    return alpha * acc if beta == 0 else beta * self + alpha * acc


@cuda.jit
def baddbmm_kernel(a, a_off, a_bst, a_sm, a_sk, b, b_off, b_bst, b_sk, b_sn, c, c_off, c_bst, c_sm, c_sn,
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
            out[oo + i * o_sm + j * o_sn] = _baddbmm_epilogue(acc, c[co + i * c_sm + j * c_sn], beta, alpha)


# ---- positive: positive(Tensor self) -> Tensor

# ---- trace: trace(Tensor self) -> Tensor

# ---- outer: outer(Tensor self, Tensor vec2) -> Tensor

# ---- ger: ger(Tensor self, Tensor vec2) -> Tensor

# ---- inner: inner(Tensor self, Tensor other) -> Tensor

# ---- vdot: vdot(Tensor self, Tensor other) -> Tensor

# ---- leaky_relu: leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor
@cuda.jit(device=True)
def _leaky_relu(self, negative_slope):
    return self if self > 0 else self * negative_slope


@cuda.jit
def leaky_relu_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_, negative_slope):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_leaky_relu(self[self_i], negative_slope), out)


@cuda.jit
def leaky_relu_flat(self, self_off, self_step, out, out_off, numel_, negative_slope):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_leaky_relu(self[self_off + i * self_step], negative_slope), out)


# ---- elu: elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor
@cuda.jit(device=True)
def _elu(self, alpha, scale, input_scale):
    return scale * self if self > 0 else scale * alpha * math.expm1(self * input_scale)


@cuda.jit
def elu_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_, alpha, scale, input_scale):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_elu(self[self_i], alpha, scale, input_scale), out)


@cuda.jit
def elu_flat(self, self_off, self_step, out, out_off, numel_, alpha, scale, input_scale):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_elu(self[self_off + i * self_step], alpha, scale, input_scale), out)


# ---- softplus: softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor
@cuda.jit(device=True)
def _softplus(self, beta, threshold):
    return self if self * beta > threshold else math.log1p(math.exp(self * beta)) / beta


@cuda.jit
def softplus_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_, beta, threshold):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_softplus(self[self_i], beta, threshold), out)


@cuda.jit
def softplus_flat(self, self_off, self_step, out, out_off, numel_, beta, threshold):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_softplus(self[self_off + i * self_step], beta, threshold), out)


# ---- _binary_cross_entropy: _binary_cross_entropy(Tensor self, Tensor target) -> Tensor
@cuda.jit(device=True)
def __binary_cross_entropy(self, target):
    return (target - 1.0) * (math.log1p(-self) if math.log1p(-self) > -100.0 else -100.0) - target * (math.log(self) if math.log(self) > -100.0 else -100.0)


@cuda.jit
def _binary_cross_entropy_kernel(self, self_off, self_st, target, target_off, target_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        target_i = target_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            target_i += k * target_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(__binary_cross_entropy(self[self_i], target[target_i]), out)


@cuda.jit
def _binary_cross_entropy_flat(self, self_off, self_step, target, target_off, target_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(__binary_cross_entropy(self[self_off + i * self_step], target[target_off + i * target_step]), out)


# ---- logsigmoid: logsigmoid(Tensor self) -> Tensor
@cuda.jit(device=True)
def _logsigmoid(self):
    return (self if self < 0 else 0.0) - math.log1p(math.exp(-abs(self)))


@cuda.jit
def logsigmoid_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_logsigmoid(self[self_i]), out)


@cuda.jit
def logsigmoid_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_logsigmoid(self[self_off + i * self_step]), out)


# ---- hardtanh: hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor
@cuda.jit(device=True)
def _hardtanh(self, min_val, max_val):
    return min_val if self < min_val else (max_val if self > max_val else self)


@cuda.jit
def hardtanh_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_, min_val, max_val):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_hardtanh(self[self_i], min_val, max_val), out)


@cuda.jit
def hardtanh_flat(self, self_off, self_step, out, out_off, numel_, min_val, max_val):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_hardtanh(self[self_off + i * self_step], min_val, max_val), out)

@cuda.jit(device=True)
def _hardtanh__int(self, min_val, max_val):
    return int(min_val) if self < int(min_val) else (int(max_val) if self > int(max_val) else self)


@cuda.jit
def hardtanh__int_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_, min_val, max_val):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_hardtanh__int(self[self_i], min_val, max_val), out)


@cuda.jit
def hardtanh__int_flat(self, self_off, self_step, out, out_off, numel_, min_val, max_val):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_hardtanh__int(self[self_off + i * self_step], min_val, max_val), out)


# ---- mish: mish(Tensor self) -> Tensor
@cuda.jit(device=True)
def _mish(self):
    return self * math.tanh(self if self > 20 else math.log1p(math.exp(self)))


@cuda.jit
def mish_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_mish(self[self_i]), out)


@cuda.jit
def mish_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_mish(self[self_off + i * self_step]), out)


# ---- hardswish: hardswish(Tensor self) -> Tensor
@cuda.jit(device=True)
def _hardswish(self):
    return 0.0 * self if self <= -3 else (self if self >= 3 else self * (self + 3) / 6)


@cuda.jit
def hardswish_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_hardswish(self[self_i]), out)


@cuda.jit
def hardswish_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_hardswish(self[self_off + i * self_step]), out)


# ---- hardsigmoid: hardsigmoid(Tensor self) -> Tensor
@cuda.jit(device=True)
def _hardsigmoid(self):
    return 0.0 if self <= -3 else (1.0 if self >= 3 else self / 6 + 0.5)


@cuda.jit
def hardsigmoid_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_hardsigmoid(self[self_i]), out)


@cuda.jit
def hardsigmoid_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_hardsigmoid(self[self_off + i * self_step]), out)


# ---- _adam_exp_avg: _adam_exp_avg(Tensor self, Tensor grad, Scalar weight) -> Tensor
@cuda.jit(device=True)
def __adam_exp_avg(self, grad, weight):
    return self + weight * (grad - self) if weight < 0.5 else grad - (grad - self) * (1 - weight)


@cuda.jit
def _adam_exp_avg_kernel(self, self_off, self_st, grad, grad_off, grad_st, out, out_off, out_st, shape, numel_, weight):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        grad_i = grad_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            grad_i += k * grad_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(__adam_exp_avg(self[self_i], grad[grad_i], weight), out)


@cuda.jit
def _adam_exp_avg_flat(self, self_off, self_step, grad, grad_off, grad_step, out, out_off, numel_, weight):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(__adam_exp_avg(self[self_off + i * self_step], grad[grad_off + i * grad_step], weight), out)


# ---- _adam_exp_avg_sq: _adam_exp_avg_sq(Tensor self, Tensor grad, Scalar beta2, Scalar value) -> Tensor
@cuda.jit(device=True)
def __adam_exp_avg_sq(self, grad, beta2, value):
    return self * beta2 + value * grad * grad


@cuda.jit
def _adam_exp_avg_sq_kernel(self, self_off, self_st, grad, grad_off, grad_st, out, out_off, out_st, shape, numel_, beta2, value):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        grad_i = grad_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            grad_i += k * grad_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(__adam_exp_avg_sq(self[self_i], grad[grad_i], beta2, value), out)


@cuda.jit
def _adam_exp_avg_sq_flat(self, self_off, self_step, grad, grad_off, grad_step, out, out_off, numel_, beta2, value):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(__adam_exp_avg_sq(self[self_off + i * self_step], grad[grad_off + i * grad_step], beta2, value), out)


# ---- _adam_param: _adam_param(Tensor self, Tensor exp_avg, Tensor denom_sq, Scalar step_size, Scalar bias_correction2_sqrt, Scalar eps, Scalar decay) -> Tensor
@cuda.jit(device=True)
def __adam_param(self, exp_avg, denom_sq, step_size, bias_correction2_sqrt, eps, decay):
    return self * decay + (-step_size) * exp_avg / (math.sqrt(denom_sq) / bias_correction2_sqrt + eps)


@cuda.jit
def _adam_param_kernel(self, self_off, self_st, exp_avg, exp_avg_off, exp_avg_st, denom_sq, denom_sq_off, denom_sq_st, out, out_off, out_st, shape, numel_, step_size, bias_correction2_sqrt, eps, decay):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        exp_avg_i = exp_avg_off
        denom_sq_i = denom_sq_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            exp_avg_i += k * exp_avg_st[d]
            denom_sq_i += k * denom_sq_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(__adam_param(self[self_i], exp_avg[exp_avg_i], denom_sq[denom_sq_i], step_size, bias_correction2_sqrt, eps, decay), out)


@cuda.jit
def _adam_param_flat(self, self_off, self_step, exp_avg, exp_avg_off, exp_avg_step, denom_sq, denom_sq_off, denom_sq_step, out, out_off, numel_, step_size, bias_correction2_sqrt, eps, decay):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(__adam_param(self[self_off + i * self_step], exp_avg[exp_avg_off + i * exp_avg_step], denom_sq[denom_sq_off + i * denom_sq_step], step_size, bias_correction2_sqrt, eps, decay), out)


# ---- det: det(Tensor self) -> Tensor
@cuda.jit
def det_lu(a, w, piv, info, out, batch, n):
    for b in range(cuda.grid(1), batch, cuda.gridsize(1)):
        base = b * n * n
        _lu_copy(a, w, base, n * n)
        info[b] = _lu_factor(w, base, n, piv, b * n)
        out[b] = 1
        d = out[b]
        for i in range(n):
            d = d * w[base + i * n + i]
        if _lu_swaps(piv, b * n, n) % 2 == 1:
            d = -d
        out[b] = d


# ---- slogdet: slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet)
@cuda.jit
def slogdet_lu(a, w, piv, info, sign, out, batch, n):
    for b in range(cuda.grid(1), batch, cuda.gridsize(1)):
        base = b * n * n
        _lu_copy(a, w, base, n * n)
        info[b] = _lu_factor(w, base, n, piv, b * n)
        # sign: the diagonal's signs times the permutation's; log|det|: the sum of log|u_ii|
        sign[b] = 1
        s = sign[b]
        if _lu_swaps(piv, b * n, n) % 2 == 1:
            s = -s
        sign[b] = 0
        la = sign[b]
        for i in range(n):
            u = w[base + i * n + i]
            if u < 0:
                s = -s
            elif u == 0:
                s = s * 0
            la = la + math.log(abs(u))
        sign[b] = s
        out[b] = la


# ---- logdet: logdet(Tensor self) -> Tensor
@cuda.jit
def logdet_lu(a, w, piv, info, sign, out, batch, n):
    for b in range(cuda.grid(1), batch, cuda.gridsize(1)):
        base = b * n * n
        _lu_copy(a, w, base, n * n)
        info[b] = _lu_factor(w, base, n, piv, b * n)
        # sign: the diagonal's signs times the permutation's; log|det|: the sum of log|u_ii|
        sign[b] = 1
        s = sign[b]
        if _lu_swaps(piv, b * n, n) % 2 == 1:
            s = -s
        sign[b] = 0
        la = sign[b]
        for i in range(n):
            u = w[base + i * n + i]
            if u < 0:
                s = -s
            elif u == 0:
                s = s * 0
            la = la + math.log(abs(u))
        sign[b] = s
        out[b] = la
        if s < 0:
            out[b] = math.nan


# ---- inverse: inverse(Tensor self) -> Tensor
@cuda.jit
def inverse_lu(a, w, piv, info, out, batch, n):
    for b in range(cuda.grid(1), batch, cuda.gridsize(1)):
        base = b * n * n
        _lu_copy(a, w, base, n * n)
        info[b] = _lu_factor(w, base, n, piv, b * n)
        for e in range(n * n):
            out[base + e] = 0
        for i in range(n):
            out[base + i * n + i] = 1
        _lu_substitute(w, base, n, piv, b * n, out, base, n)


# ---- _linalg_solve: _linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor
@cuda.jit
def _linalg_solve_lu(a, w, piv, info, x, batch, n, k):
    for b in range(cuda.grid(1), batch, cuda.gridsize(1)):
        base = b * n * n
        _lu_copy(a, w, base, n * n)
        info[b] = _lu_factor(w, base, n, piv, b * n)
        _lu_substitute(w, base, n, piv, b * n, x, b * n * k, k)


# ---- _im2col: _im2col(Tensor self, int[] kernel_size, int[] dilation, int[] padding, int[] stride) -> Tensor
@cuda.jit
def _im2col_window(src, dst, g):
    nb, ch = g[0], g[1]
    D, H, W = g[2], g[3], g[4]
    KD, KH, KW = g[5], g[6], g[7]
    dd, dh, dw = g[8], g[9], g[10]
    pd, ph, pw = g[11], g[12], g[13]
    td, th, tw = g[14], g[15], g[16]
    OD, OH, OW = g[17], g[18], g[19]
    s0, s1, s2, s3, s4, s5 = g[20], g[21], g[22], g[23], g[24], g[25]
    K = KD * KH * KW
    L = OD * OH * OW

    total = nb * ch * K * L
    for i in range(cuda.grid(1), total, cuda.gridsize(1)):
        col = i % L
        row = i // L
        k = row % K
        nc = row // K
        n = nc // ch
        c = nc - n * ch
        ow = col % OW
        oh = (col // OW) % OH
        od = col // (OW * OH)
        kw = k % KW
        kh = (k // KW) % KH
        kd = k // (KH * KW)
        i_d = od * td - pd + kd * dd
        i_h = oh * th - ph + kh * dh
        i_w = ow * tw - pw + kw * dw
        if i_d < 0 or i_d >= D or i_h < 0 or i_h >= H or i_w < 0 or i_w >= W:
            dst[i] = 0
        else:
            dst[i] = src[s0 + n * s1 + c * s2 + i_d * s3 + i_h * s4 + i_w * s5]


# ---- _col2im: _col2im(Tensor self, int[] output_size, int[] kernel_size, int[] dilation, int[] padding, int[] stride) -> Tensor
@cuda.jit
def _col2im_window(src, dst, g):
    nb, ch = g[0], g[1]
    D, H, W = g[2], g[3], g[4]
    KD, KH, KW = g[5], g[6], g[7]
    dd, dh, dw = g[8], g[9], g[10]
    pd, ph, pw = g[11], g[12], g[13]
    td, th, tw = g[14], g[15], g[16]
    OD, OH, OW = g[17], g[18], g[19]
    s0, s1, s2, s3, s4, s5 = g[20], g[21], g[22], g[23], g[24], g[25]
    K = KD * KH * KW
    L = OD * OH * OW

    total = nb * ch * D * H * W
    for i in range(cuda.grid(1), total, cuda.gridsize(1)):
        x = i % W
        y = (i // W) % H
        z = (i // (W * H)) % D
        nc = i // (W * H * D)
        n = nc // ch
        c = nc - n * ch
        dst[i] = 0  # the sum runs in dst itself, in its dtype, as the CPU loop's
        for k in range(K):
            kw = k % KW
            kh = (k // KW) % KH
            kd = k // (KH * KW)
            # the output position that read (z, y, x) through offset k, if any
            a = z + pd - kd * dd
            b = y + ph - kh * dh
            e = x + pw - kw * dw
            if a < 0 or b < 0 or e < 0 or a % td != 0 or b % th != 0 or e % tw != 0:
                continue
            od = a // td
            oh = b // th
            ow = e // tw
            if od >= OD or oh >= OH or ow >= OW:
                continue
            dst[i] = dst[i] + src[s0 + n * s1 + (c * K + k) * s2 + ((od * OH + oh) * OW + ow) * s3]


# ---- _foreach_add_: _foreach_add_(Tensor[] self, Scalar other) -> ()
@cuda.jit
def _foreach_add__foreach(self, other, _k0):
    for i in range(cuda.grid(1), self.shape[0], cuda.gridsize(1)):
        self[i] = store_value(_add(self[i], other, _k0), self)


# ---- _fused_adam_: _fused_adam_(Tensor[] params, Tensor[] grads, Tensor[] exp_avgs, Tensor[] exp_avg_sqs, Scalar weight, Scalar beta2, Scalar value, Scalar step_size, Scalar bias_correction2_sqrt, Scalar eps, Scalar decay, Scalar weight_decay, bool maximize) -> ()
@cuda.jit
def _fused_adam__foreach(params, grads, exp_avgs, exp_avg_sqs, weight, beta2, value, step_size, bias_correction2_sqrt, eps, decay, weight_decay, maximize):
    for i in range(cuda.grid(1), params.shape[0], cuda.gridsize(1)):
        v_g = grads[i]
        if maximize:
            v_g = round_to(_neg(v_g), params)
        if weight_decay != 0:
            v_g = round_to(_add(v_g, params[i], weight_decay), params)
        exp_avgs[i] = store_value(__adam_exp_avg(exp_avgs[i], v_g, weight), exp_avgs)
        exp_avg_sqs[i] = store_value(__adam_exp_avg_sq(exp_avg_sqs[i], v_g, beta2, value), exp_avg_sqs)
        params[i] = store_value(__adam_param(params[i], exp_avgs[i], exp_avg_sqs[i], step_size, bias_correction2_sqrt, eps, decay), params)


# ---- _fused_adam_amsgrad_: _fused_adam_amsgrad_(Tensor[] params, Tensor[] grads, Tensor[] exp_avgs, Tensor[] exp_avg_sqs, Tensor[] max_exp_avg_sqs, Scalar weight, Scalar beta2, Scalar value, Scalar step_size, Scalar bias_correction2_sqrt, Scalar eps, Scalar decay, Scalar weight_decay, bool maximize) -> ()
@cuda.jit
def _fused_adam_amsgrad__foreach(params, grads, exp_avgs, exp_avg_sqs, max_exp_avg_sqs, weight, beta2, value, step_size, bias_correction2_sqrt, eps, decay, weight_decay, maximize):
    for i in range(cuda.grid(1), params.shape[0], cuda.gridsize(1)):
        v_g = grads[i]
        if maximize:
            v_g = round_to(_neg(v_g), params)
        if weight_decay != 0:
            v_g = round_to(_add(v_g, params[i], weight_decay), params)
        exp_avgs[i] = store_value(__adam_exp_avg(exp_avgs[i], v_g, weight), exp_avgs)
        exp_avg_sqs[i] = store_value(__adam_exp_avg_sq(exp_avg_sqs[i], v_g, beta2, value), exp_avg_sqs)
        max_exp_avg_sqs[i] = store_value(_maximum(max_exp_avg_sqs[i], exp_avg_sqs[i]), max_exp_avg_sqs)
        params[i] = store_value(__adam_param(params[i], exp_avgs[i], max_exp_avg_sqs[i], step_size, bias_correction2_sqrt, eps, decay), params)


# ---- _fused_sgd_: _fused_sgd_(Tensor[] params, Tensor[] grads, Scalar neg_lr, Scalar weight_decay, bool maximize) -> ()
@cuda.jit
def _fused_sgd__foreach(params, grads, neg_lr, weight_decay, maximize):
    for i in range(cuda.grid(1), params.shape[0], cuda.gridsize(1)):
        v_g = grads[i]
        if maximize:
            v_g = round_to(_neg(v_g), params)
        if weight_decay != 0:
            v_g = round_to(_add(v_g, params[i], weight_decay), params)
        params[i] = store_value(_add(params[i], v_g, neg_lr), params)


# ---- _fused_sgd_momentum_: _fused_sgd_momentum_(Tensor[] params, Tensor[] grads, Tensor[] momentum_buffers, Scalar neg_lr, Scalar weight_decay, Scalar momentum, Scalar one_minus_dampening, bool nesterov, bool maximize) -> ()
@cuda.jit
def _fused_sgd_momentum__foreach(params, grads, momentum_buffers, neg_lr, weight_decay, momentum, one_minus_dampening, nesterov, maximize):
    for i in range(cuda.grid(1), params.shape[0], cuda.gridsize(1)):
        v_g = grads[i]
        if maximize:
            v_g = round_to(_neg(v_g), params)
        if weight_decay != 0:
            v_g = round_to(_add(v_g, params[i], weight_decay), params)
        momentum_buffers[i] = store_value(_mul(momentum_buffers[i], momentum), momentum_buffers)
        momentum_buffers[i] = store_value(_add(momentum_buffers[i], v_g, one_minus_dampening), momentum_buffers)
        if nesterov:
            v_g = round_to(_add(v_g, momentum_buffers[i], momentum), params)
        if not nesterov:
            v_g = momentum_buffers[i]
        params[i] = store_value(_add(params[i], v_g, neg_lr), params)


# ---- _fused_adadelta_: _fused_adadelta_(Tensor[] params, Tensor[] grads, Tensor[] square_avgs, Tensor[] acc_deltas, Scalar rho, Scalar one_minus_rho, Scalar eps, Scalar neg_lr, Scalar weight_decay, bool maximize) -> ()
@cuda.jit
def _fused_adadelta__foreach(params, grads, square_avgs, acc_deltas, rho, one_minus_rho, eps, neg_lr, weight_decay, maximize, _k0):
    for i in range(cuda.grid(1), params.shape[0], cuda.gridsize(1)):
        v_g = grads[i]
        if maximize:
            v_g = round_to(_neg(v_g), params)
        if weight_decay != 0:
            v_g = round_to(_add(v_g, params[i], weight_decay), params)
        square_avgs[i] = store_value(__adam_exp_avg_sq(square_avgs[i], v_g, rho, one_minus_rho), square_avgs)
        v_std = round_to(_add(square_avgs[i], eps, _k0), params)
        v_std = round_to(_sqrt(v_std), params)
        v_delta = round_to(_add(acc_deltas[i], eps, _k0), params)
        v_delta = round_to(_sqrt(v_delta), params)
        v_delta = round_to(_div(v_delta, v_std), params)
        v_delta = round_to(_mul(v_delta, v_g), params)
        acc_deltas[i] = store_value(__adam_exp_avg_sq(acc_deltas[i], v_delta, rho, one_minus_rho), acc_deltas)
        params[i] = store_value(_add(params[i], v_delta, neg_lr), params)


# ---- _layer_norm: _layer_norm(Tensor input, int[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)
@cuda.jit
def _layer_norm_stats(x, mean, var, O, G, I):
    n = O * I
    for g in range(cuda.grid(1), G, cuda.gridsize(1)):
        if n == 0:
            continue
        s = 0.0
        for o in range(O):
            base = (o * G + g) * I
            for i in range(I):
                s += x[base + i]
        m = s / n
        v = 0.0
        for o in range(O):
            base = (o * G + g) * I
            for i in range(I):
                d = x[base + i] - m
                v += d * d
        va = v / n

        mean[g] = m
        var[g] = va


@cuda.jit
def _layer_norm_norm(x, w, b, out, mean, var, O, G, I, eps, has_w, has_b):
    for e in range(cuda.grid(1), O * G * I, cuda.gridsize(1)):
        i = e % I
        g = (e // I) % G
        m = mean[g]
        r = 1.0 / math.sqrt(var[g] + eps)
        y = (x[e] - m) * r
        if has_w:
            y = y * w[i]
        if has_b:
            y = y + b[i]
        out[e] = y


# ---- _batch_norm: _batch_norm(Tensor input, Tensor? weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)
@cuda.jit
def _batch_norm_stats(x, mean, var, O, G, I):
    n = O * I
    for g in range(cuda.grid(1), G, cuda.gridsize(1)):
        if n == 0:
            continue
        s = 0.0
        for o in range(O):
            base = (o * G + g) * I
            for i in range(I):
                s += x[base + i]
        m = s / n
        v = 0.0
        for o in range(O):
            base = (o * G + g) * I
            for i in range(I):
                d = x[base + i] - m
                v += d * d
        va = v / n

        mean[g] = m
        var[g] = va


@cuda.jit
def _batch_norm_norm(x, w, b, out, mean, var, O, G, I, eps, has_w, has_b):
    for e in range(cuda.grid(1), O * G * I, cuda.gridsize(1)):
        i = e % I
        g = (e // I) % G
        m = mean[g]
        r = 1.0 / math.sqrt(var[g] + eps)
        y = (x[e] - m) * r
        if has_w:
            y = y * w[g]
        if has_b:
            y = y + b[g]
        out[e] = y


# ---- _layer_norm_backward: _layer_norm_backward(Tensor grad_out, Tensor input, Tensor mean, Tensor var, int[] normalized_shape, Tensor? weight, float eps, bool need_input, bool need_weight, bool need_bias) -> (Tensor, Tensor, Tensor)
@cuda.jit
def _layer_norm_backward_sums(dy, x, mean, var, w, sums, dw, db, O, G, I, eps, has_w, need_w, need_b):
    # per group: sums[2g] = sum of dy * w, sums[2g + 1] = sum of dy * w * xhat
    for g in range(cuda.grid(1), G, cuda.gridsize(1)):
        m = np.float64(mean[g])
        r = 1.0 / math.sqrt(np.float64(var[g]) + eps)
        s1 = 0.0
        s2 = 0.0
        for o in range(O):
            base = (o * G + g) * I
            for i in range(I):
                xh = (x[base + i] - m) * r
                d = np.float64(dy[base + i])
                if has_w:
                    d = d * w[i]
                s1 += d
                s2 += d * xh

        sums[2 * g] = s1
        sums[2 * g + 1] = s2


@cuda.jit
def _layer_norm_backward_norm(dy, x, mean, var, w, dx, sums, O, G, I, eps, has_w):
    n = O * I
    for e in range(cuda.grid(1), O * G * I, cuda.gridsize(1)):
        i = e % I
        g = (e // I) % G
        m = mean[g]
        r = 1.0 / math.sqrt(var[g] + eps)
        xh = (x[e] - m) * r
        d = np.float64(dy[e])
        if has_w:
            d = d * w[i]
        dx[e] = r * (d - sums[2 * g] / n - xh * (sums[2 * g + 1] / n))


@cuda.jit
def _layer_norm_backward_affine(dy, x, mean, var, dw, db, G, I, eps, need_w, need_b):
    for i in range(cuda.grid(1), I, cuda.gridsize(1)):
        sw = 0.0
        sb = 0.0
        for g in range(G):
            r = 1.0 / math.sqrt(var[g] + eps)
            sw += dy[g * I + i] * ((x[g * I + i] - mean[g]) * r)
            sb += dy[g * I + i]
        if need_w:
            dw[i] = sw
        if need_b:
            db[i] = sb


# ---- _batch_norm_backward: _batch_norm_backward(Tensor grad_out, Tensor input, Tensor mean, Tensor var, Tensor? weight, float eps, bool need_input, bool need_weight, bool need_bias) -> (Tensor, Tensor, Tensor)
@cuda.jit
def _batch_norm_backward_sums(dy, x, mean, var, w, sums, dw, db, O, G, I, eps, has_w, need_w, need_b):
    # per group: sums[2g] = sum of dy * w, sums[2g + 1] = sum of dy * w * xhat
    for g in range(cuda.grid(1), G, cuda.gridsize(1)):
        m = np.float64(mean[g])
        r = 1.0 / math.sqrt(np.float64(var[g]) + eps)
        s1 = 0.0
        s2 = 0.0
        sb = 0.0
        sw = 0.0
        for o in range(O):
            base = (o * G + g) * I
            for i in range(I):
                xh = (x[base + i] - m) * r
                d = np.float64(dy[base + i])
                if has_w:
                    d = d * w[g]
                s1 += d
                s2 += d * xh
                sb += dy[base + i]
                sw += dy[base + i] * xh

        sums[2 * g] = s1
        sums[2 * g + 1] = s2
        if need_w:
            dw[g] = sw
        if need_b:
            db[g] = sb


@cuda.jit
def _batch_norm_backward_norm(dy, x, mean, var, w, dx, sums, O, G, I, eps, has_w):
    n = O * I
    for e in range(cuda.grid(1), O * G * I, cuda.gridsize(1)):
        i = e % I
        g = (e // I) % G
        m = mean[g]
        r = 1.0 / math.sqrt(var[g] + eps)
        xh = (x[e] - m) * r
        d = np.float64(dy[e])
        if has_w:
            d = d * w[g]
        dx[e] = r * (d - sums[2 * g] / n - xh * (sums[2 * g + 1] / n))


# ---- _linear: _linear(Tensor input, Tensor weight) -> Tensor
@cuda.jit(device=True)
def __linear_epilogue(acc):
    return acc


@cuda.jit
def _linear_kernel(a, a_off, a_bst, a_sm, a_sk, b, b_off, b_bst, b_sk, b_sn, c, c_off, c_bst, c_sm, c_sn,
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
            out[oo + i * o_sm + j * o_sn] = __linear_epilogue(acc)


# ---- _linear_bias: _linear_bias(Tensor input, Tensor weight, Tensor bias) -> Tensor
@cuda.jit(device=True)
def __linear_bias_epilogue(acc, bias):
    return acc + bias


@cuda.jit
def _linear_bias_kernel(a, a_off, a_bst, a_sm, a_sk, b, b_off, b_bst, b_sk, b_sn, c, c_off, c_bst, c_sm, c_sn,
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
            out[oo + i * o_sm + j * o_sn] = __linear_bias_epilogue(acc, c[co + i * c_sm + j * c_sn])


# ---- _linear_grad_input: _linear_grad_input(Tensor grad_output, Tensor weight) -> Tensor
@cuda.jit(device=True)
def __linear_grad_input_epilogue(acc):
    return acc


@cuda.jit
def _linear_grad_input_kernel(a, a_off, a_bst, a_sm, a_sk, b, b_off, b_bst, b_sk, b_sn, c, c_off, c_bst, c_sm, c_sn,
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
            out[oo + i * o_sm + j * o_sn] = __linear_grad_input_epilogue(acc)


# ---- _linear_grad_weight: _linear_grad_weight(Tensor grad_output, Tensor input) -> Tensor
@cuda.jit(device=True)
def __linear_grad_weight_epilogue(acc):
    return acc


@cuda.jit
def _linear_grad_weight_kernel(a, a_off, a_bst, a_sm, a_sk, b, b_off, b_bst, b_sk, b_sn, c, c_off, c_bst, c_sm, c_sn,
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
            out[oo + i * o_sm + j * o_sn] = __linear_grad_weight_epilogue(acc)


# ---- sparse COO × dense products (ops.yaml `sparse: mm`, templates/sparse.j2)
@cuda.jit
def mm_sparse_dense(rowptr, cols, vals, dense, d_off, d_s0, d_s1, out, n, alpha, total):
    for i in range(cuda.grid(1), total, cuda.gridsize(1)):
        r = i // n
        j = i - r * n
        acc = out[i]
        for p in range(rowptr[r], rowptr[r + 1]):
            acc += alpha * vals[p] * dense[d_off + cols[p] * d_s0 + j * d_s1]
        out[i] = acc


@cuda.jit
def matmul_sparse_dense(rowptr, cols, vals, dense, d_off, d_s0, d_s1, out, n, alpha, total):
    for i in range(cuda.grid(1), total, cuda.gridsize(1)):
        r = i // n
        j = i - r * n
        acc = out[i]
        for p in range(rowptr[r], rowptr[r + 1]):
            acc += alpha * vals[p] * dense[d_off + cols[p] * d_s0 + j * d_s1]
        out[i] = acc


@cuda.jit
def addmm_sparse_dense(rowptr, cols, vals, dense, d_off, d_s0, d_s1, out, n, alpha, total):
    for i in range(cuda.grid(1), total, cuda.gridsize(1)):
        r = i // n
        j = i - r * n
        acc = out[i]
        for p in range(rowptr[r], rowptr[r + 1]):
            acc += alpha * vals[p] * dense[d_off + cols[p] * d_s0 + j * d_s1]
        out[i] = acc
