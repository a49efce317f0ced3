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
    # exp(-|x|) never overflows: a float32 sigmoid(-100) keeps its subnormal
    # value (1 / (1 + exp(100)) would be 1 / inf = 0)
    e = math.exp(-abs(x))
    return (1.0 if x >= 0 else e) / (1.0 + e)


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
    z = zeta_(n + 1.0, x)
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


@cuda.jit(device=True)
def bessel_i_series(ax, nu):
    # I_nu(ax) for nu 0 or 1, ax >= 0: sum over k of (ax/2)^(2k+nu) / (k! (k+nu)!),
    # positive terms (no cancellation)
    t = ax * ax * 0.25
    term = 1.0 if nu == 0 else 0.5 * ax
    s = term
    k = 1.0
    while term > s * 1e-17:
        term = term * t / (k * (k + nu))
        s = s + term
        k = k + 1.0
    return s


@cuda.jit(device=True)
def bessel_i_asym(ax, nu):
    # exp(-ax) I_nu(ax) for ax >= 20 by Hankel's expansion (its smallest term,
    # about exp(-2 ax), is below double precision there)
    mu = 4.0 * nu * nu
    term = 1.0
    s = 1.0
    k = 1.0
    while abs(term) > 1e-17 * abs(s) and k < 80.0:
        term = -term * (mu - (2.0 * k - 1.0) * (2.0 * k - 1.0)) / (8.0 * k * ax)
        s = s + term
        k = k + 1.0
    return s / math.sqrt(2.0 * math.pi * ax)


@cuda.jit(device=True)
def bessel_i(x, nu, scaled):
    # the modified Bessel function I_nu(x) for nu 0 or 1 (scaled: exp(-|x|) I_nu(x))
    x = x * 1.0
    ax = abs(x)
    if ax != ax:
        return ax
    if ax == math.inf:
        r = 0.0 if scaled else math.nan  # PyTorch's (Cephes') values at the infinities
    elif ax <= 20.0:
        r = bessel_i_series(ax, nu)
        if scaled:
            r = r * math.exp(-ax)
    elif scaled:
        r = bessel_i_asym(ax, nu)
    elif ax > 1400.0:
        r = math.inf
    else:
        h = math.exp(0.5 * ax)  # exp(ax) in halves: it overflows (ax > 709.8) before I_nu does (713.9)
        r = h * (h * bessel_i_asym(ax, nu))
    return -r if nu == 1 and x < 0 else r


@cuda.jit(device=True)
def bessel_k_small(x, nu):
    # K_nu(x) for 0 < x <= 2, nu 0 or 1 (Abramowitz & Stegun 9.6.13, 9.6.11)
    t = x * x * 0.25
    lg = math.log(x) - 0.6931471805599453
    term = 1.0
    h = 0.0
    k = 0.0
    if nu == 0:
        # -(ln(x/2) + gamma) I0(x) + sum_k H_k t^k / (k!)^2
        s = 0.0
        while True:
            k = k + 1.0
            term = term * t / (k * k)
            h = h + 1.0 / k
            s = s + term * h
            if term * h <= 1e-17 * s:
                break
        return -(lg + 0.5772156649015329) * bessel_i_series(x, 0) + s
    # 1/x + ln(x/2) I1(x) - (x/4) sum_k (psi(k+1) + psi(k+2)) t^k / (k! (k+1)!),
    # psi(k+1) + psi(k+2) = 2 H_k + 1/(k+1) - 2 gamma
    s = 1.0 - 2.0 * 0.5772156649015329
    while True:
        k = k + 1.0
        term = term * t / (k * (k + 1.0))
        h = h + 1.0 / k
        c = term * (2.0 * h + 1.0 / (k + 1.0) - 2.0 * 0.5772156649015329)
        s = s + c
        if abs(c) <= 1e-17 * abs(s):
            break
    return 1.0 / x + lg * bessel_i_series(x, 1) - 0.25 * x * s


@cuda.jit(device=True)
def bessel_k_cf(x, mu, want1):
    # exp(x) K_mu(x) (want1: exp(x) K_{mu+1}(x)) for x >= 1.5 and |mu| <= 1/2:
    # Steed's method on Temme's continued fraction
    a1 = 0.25 - mu * mu
    b = 2.0 * (1.0 + x)
    d = 1.0 / b
    h = d
    delh = d
    q1 = 0.0
    q2 = 1.0
    q = a1
    c = a1
    a = -a1
    s = 1.0 + q * delh
    i = 1.0
    while i < 100000.0:
        i = i + 1.0
        a = a - 2.0 * (i - 1.0)
        c = -a * c / i
        qnew = (q1 - b * q2) / a
        q1 = q2
        q2 = qnew
        q = q + c * qnew
        b = b + 2.0
        d = 1.0 / (b + a * d)
        delh = (b * d - 1.0) * delh
        h = h + delh
        dels = q * delh
        s = s + dels
        if abs(dels) < 1e-17 * abs(s):
            break
    k = math.sqrt(math.pi / (2.0 * x)) / s
    if want1:
        return k * (mu + x + 0.5 - a1 * h) / x
    return k


@cuda.jit(device=True)
def bessel_k(x, nu, scaled):
    # the modified Bessel function K_nu(x) for nu 0 or 1 (scaled: exp(x) K_nu(x))
    x = x * 1.0
    if x != x:
        return x
    if x < 0:
        return math.nan
    if x == 0:
        return math.inf
    if x == math.inf:
        return 0.0
    if x <= 2.0:
        r = bessel_k_small(x, nu)
        return r * math.exp(x) if scaled else r
    r = bessel_k_cf(x, 0.0, nu == 1)
    return r if scaled else r * math.exp(-x)


@cuda.jit(device=True)
def bessel_jy(x, nu, want_y):
    # the Bessel function J_nu(x) (want_y: Y_nu(x)) for nu 0 or 1: power series to
    # |x| = 2, Miller's backward recurrence to 25, Hankel's expansion beyond
    x = x * 1.0
    if x != x:
        return x
    ax = abs(x)
    if want_y:
        if x < 0:
            return math.nan
        if x == 0:
            return -math.inf
    if ax == math.inf:
        return math.nan  # PyTorch's (Cephes') value
    odd = nu == 1 and math.copysign(1.0, x) < 0  # J1 is odd (J1(-0) is -0)
    if ax > 25.0:
        # J = sqrt(2 / (pi x)) (P cos chi - Q sin chi), Y = sqrt(2 / (pi x)) (P sin chi + Q cos chi)
        mu = 4.0 * nu * nu
        p = 1.0
        q = 0.0
        term = 1.0
        k = 1.0
        while abs(term) > 1e-17 and k < 80.0:
            term = term * (mu - (2.0 * k - 1.0) * (2.0 * k - 1.0)) / (8.0 * k * ax)
            if k % 4 == 1:
                q = q + term
            elif k % 4 == 2:
                p = p - term
            elif k % 4 == 3:
                q = q - term
            else:
                p = p + term
            k = k + 1.0
        # chi = x - pi/4 (nu 0), x - 3 pi/4 (nu 1), from sin x and cos x (each range-reduced exactly)
        sn = math.sin(ax)
        cs = math.cos(ax)
        if nu == 0:
            cchi = (cs + sn) * 0.7071067811865476
            schi = (sn - cs) * 0.7071067811865476
        else:
            cchi = (sn - cs) * 0.7071067811865476
            schi = -(sn + cs) * 0.7071067811865476
        f = math.sqrt(0.6366197723675814 / ax)
        r = f * (p * schi + q * cchi) if want_y else f * (p * cchi - q * schi)
        return -r if odd else r
    t = ax * ax * 0.25
    if ax <= 2.0:
        term = 1.0
        h = 0.0
        k = 0.0
        if nu == 0:
            # J0 = sum (-t)^k / (k!)^2; Y0 = (2/pi) ((ln(x/2) + gamma) J0 - sum H_k (-t)^k / (k!)^2)
            s = 1.0
            sy = 0.0
            while abs(term) > 1e-17 * abs(s):
                k = k + 1.0
                term = -term * t / (k * k)
                h = h + 1.0 / k
                s = s + term
                sy = sy - term * h
            if not want_y:
                return s
            return 0.6366197723675814 * ((math.log(ax) - 0.6931471805599453 + 0.5772156649015329) * s + sy)
        s = 1.0
        while abs(term) > 1e-17 * abs(s):
            k = k + 1.0
            term = -term * t / (k * (k + 1.0))
            s = s + term
        s = 0.5 * ax * s
        if not want_y:
            return -s if odd else s
        # Y1 = -2 / (pi x) + (2/pi) ln(x/2) J1 - (x / 2 pi) sum (psi(k+1) + psi(k+2)) (-t)^k / (k! (k+1)!)
        term = 1.0
        k = 0.0
        sy = 1.0 - 2.0 * 0.5772156649015329
        while True:
            k = k + 1.0
            term = -term * t / (k * (k + 1.0))
            h = h + 1.0 / k
            c = term * (2.0 * h + 1.0 / (k + 1.0) - 2.0 * 0.5772156649015329)
            sy = sy + c
            if abs(c) <= 1e-17 * abs(sy):
                break
        return -0.6366197723675814 / ax + 0.6366197723675814 * (math.log(ax) - 0.6931471805599453) * s \
            - 0.15915494309189535 * ax * sy
    # Miller: f_k proportional to J_k(x) from an even order 40 above x down to 0,
    # normalised by J_0 + 2 (J_2 + J_4 + ...) = 1; Y0 and Y1 from Neumann's series
    # Y0 = (2/pi) ((ln(x/2) + gamma) J0 - 2 sum_j (-1)^j J_2j / j),
    # Y1 = (2/pi) ((ln(x/2) + gamma) J1 - J0 / x + sum_j (-1)^j (J_2j-1 - J_2j+1) / j)
    k = 2.0 * floor_(0.5 * ax + 20.0)
    fp = 0.0
    f = 1e-30
    norm = 0.0
    sy0 = 0.0
    sy1 = 0.0
    while k > 0.0:
        fm = 2.0 * k / ax * f - fp
        if k % 2 == 0:
            j = 0.5 * k
            sg = 1.0 if j % 2 == 0 else -1.0
            norm = norm + 2.0 * f
            sy0 = sy0 + sg * f / j
            sy1 = sy1 + sg * (fm - fp) / j
        fp = f
        f = fm
        k = k - 1.0
        if abs(f) > 1e250:
            f = f * 1e-250
            fp = fp * 1e-250
            norm = norm * 1e-250
            sy0 = sy0 * 1e-250
            sy1 = sy1 * 1e-250
    norm = norm + f
    j0 = f / norm
    j1 = fp / norm
    if not want_y:
        if nu == 0:
            return j0
        return -j1 if odd else j1
    lg = math.log(ax) - 0.6931471805599453 + 0.5772156649015329
    if nu == 0:
        return 0.6366197723675814 * (lg * j0 - 2.0 * sy0 / norm)
    return 0.6366197723675814 * (lg * j1 - j0 / ax + sy1 / norm)


@cuda.jit(device=True)
def spherical_j0_(x):
    # sin(x) / x, by its series near 0
    x = x * 1.0
    if x != x:
        return x
    if abs(x) == math.inf:
        return 0.0
    if abs(x) < 0.5:
        s = x * x
        return 1.0 - s / 6.0 * (1.0 - s / 20.0 * (1.0 - s / 42.0 * (1.0 - s / 72.0 * (1.0 - s / 110.0 * (
            1.0 - s / 156.0)))))
    return math.sin(x) / x


@cuda.jit(device=True)
def airy_ai_(x):
    # Ai(x): K_1/3 for x > 2 (Ai = sqrt(x/3) K_1/3(zeta) / pi, zeta = 2 x^(3/2) / 3), the
    # Maclaurin series on [-2, 2], Taylor steps of Ai'' = x Ai from -2 down to -10
    # (both solutions oscillate there: the error does not grow), the oscillating
    # asymptotic expansion below
    x = x * 1.0
    if x != x or abs(x) == math.inf:
        return math.nan  # PyTorch's (Cephes') value at both infinities
    if x > 2.0:
        z = 2.0 / 3.0 * x * math.sqrt(x)
        if z > 745.2:
            return 0.0
        return math.sqrt(x / 3.0) * bessel_k_cf(z, 1.0 / 3.0, False) * math.exp(-z) / math.pi
    if x < -10.0:
        # Ai(-a) = (sin(z + pi/4) P - cos(z + pi/4) Q) / (sqrt(pi) a^(1/4)) (DLMF 9.7.9)
        ax = -x
        z = 2.0 / 3.0 * ax * math.sqrt(ax)
        if z == math.inf:
            return math.nan
        p = 1.0
        q = 0.0
        u = 1.0
        k = 1.0
        while abs(u) > 1e-17 and k < 60.0:
            u = u * (6.0 * k - 5.0) * (6.0 * k - 3.0) * (6.0 * k - 1.0) / ((2.0 * k - 1.0) * 216.0 * k * z)
            if k % 4 == 1:
                q = q + u
            elif k % 4 == 2:
                p = p - u
            elif k % 4 == 3:
                q = q - u
            else:
                p = p + u
            k = k + 1.0
        sn = math.sin(z)
        cs = math.cos(z)
        return ((sn + cs) * p - (cs - sn) * q) * 0.7071067811865476 / (1.7724538509055159 * math.sqrt(math.sqrt(ax)))
    # Ai = Ai(0) f - |Ai'(0)| g, f and g the solutions 1 + x^3/3! + ... and x + 2 x^4/4! + ...
    x0 = x if x >= -2.0 else -2.0
    x2 = x0 * x0
    x3 = x2 * x0
    a = 1.0  # the coefficient of x^3k in f
    b = 1.0  # the coefficient of x^(3k+1) in g
    xp = 1.0  # x0^(3k-3)
    f = 1.0
    g = x0
    df = 0.0
    dg = 1.0
    k = 0.0
    while True:
        k = k + 1.0
        a = a / ((3.0 * k - 1.0) * (3.0 * k))
        b = b / ((3.0 * k) * (3.0 * k + 1.0))
        tf = a * xp * x3
        tg = b * xp * x3 * x0
        dtf = 3.0 * k * a * xp * x2
        dtg = (3.0 * k + 1.0) * b * xp * x3
        f = f + tf
        g = g + tg
        df = df + dtf
        dg = dg + dtg
        xp = xp * x3
        if abs(tf) + abs(tg) + abs(dtf) + abs(dtg) <= 1e-17 * (abs(f) + abs(g) + abs(df) + abs(dg)):
            break
    y = 0.3550280538878172 * f - 0.2588194037928068 * g
    if x0 == x:
        return y
    dy = 0.3550280538878172 * df - 0.2588194037928068 * dg
    while x0 > x:
        h = x - x0 if x0 - x <= 1.0 else -1.0
        # the Taylor coefficients at x0: c_{n+2} = (x0 c_n + c_{n-1}) / ((n + 1)(n + 2))
        cm1 = 0.0
        c0 = y
        c1 = dy
        hn = h
        y = c0 + c1 * h
        dy = c1
        n = 0.0
        while True:
            c2 = (x0 * c0 + cm1) / ((n + 1.0) * (n + 2.0))
            dy = dy + (n + 2.0) * c2 * hn
            hn = hn * h
            y = y + c2 * hn
            cm1 = c0
            c0 = c1
            c1 = c2
            n = n + 1.0
            if n > 80.0 or (n > 6.0 and abs(c2 * hn) + abs(c0 * hn) < 1e-18 * (abs(y) + abs(dy))):
                break
        x0 = x0 + h
    return y


@cuda.jit(device=True)
def erfcx_(x):
    # exp(x^2) erfc(x) without overflow or underflow
    x = x * 1.0
    if x != x:
        return x
    if x < 26.0:
        if x < -26.64:
            return math.inf
        # x^2 = p + e exactly (Dekker's product), so exp(x^2) is exp(p) (1 + e)
        p = x * x
        t = 134217729.0 * x
        xh = t - (t - x)
        xl = x - xh
        e = ((xh * xh - p) + 2.0 * xh * xl) + xl * xl
        return math.exp(p) * (1.0 + e) * math.erfc(x)
    if x == math.inf:
        return 0.0
    # the asymptotic series 1 / (x sqrt(pi)) sum_k (-1)^k (2k - 1)!! / (2 x^2)^k
    w = 0.5 / (x * x)
    term = 1.0
    s = 1.0
    k = 1.0
    while abs(term) > 1e-17:
        term = -term * (2.0 * k - 1.0) * w
        s = s + term
        k = k + 1.0
    return s / (x * 1.7724538509055159)


@cuda.jit(device=True)
def log_ndtr_(x):
    # log of the standard normal CDF: through erfcx below -1 (PyTorch's split)
    x = x * 1.0
    t = x * 0.7071067811865476
    if x < -1.0:
        e = erfcx_(-t)
        if e == 0.0:
            return -math.inf
        return math.log(e * 0.5) - t * t
    return math.log1p(-math.erfc(t) * 0.5)


@cuda.jit(device=True)
def ndtri_(p):
    # the standard normal quantile: Newton's method on log_ndtr (quadratic, no
    # cancellation in the tail) from erfinv or, in the tail, Abramowitz & Stegun 26.2.23
    p = p * 1.0
    if p != p or p < 0.0 or p > 1.0:
        return math.nan
    if p == 0.0:
        return -math.inf
    if p == 1.0:
        return math.inf
    flip = p > 0.5
    if flip:
        p = 1.0 - p  # exact for p >= 0.5
    if p > 0.02:
        x = -1.4142135623730951 * erfinv_(1.0 - 2.0 * p)
    else:
        q = math.sqrt(-2.0 * math.log(p))
        x = (2.515517 + q * (0.802853 + q * 0.010328)) / (1.0 + q * (1.432788 + q * (0.189269 + q * 0.001308))) - q
    lp = math.log(p)
    for _ in range(8):
        # d log_ndtr / dx = pdf / cdf = 1 / (sqrt(pi / 2) erfcx(-x / sqrt 2))
        dx = (log_ndtr_(x) - lp) * 1.2533141373155003 * erfcx_(-x * 0.7071067811865476)
        x = x - dx
        if abs(dx) <= 1e-16 * abs(x):
            break
    # + 0.0: the median is +0 (Newton from -sqrt(2) erfinv(0) = -0 keeps the sign)
    return (-x if flip else x) + 0.0


@cuda.jit(device=True)
def zeta_(x, q):
    # the Hurwitz zeta function sum_k (k + q)^-x by Euler-Maclaurin summation, with
    # Cephes' (PyTorch's) domain and order of checks: x = 1 is a pole (whatever q),
    # x < 1 is nan, so is a non-integer x at a negative q (q^-x is not real); a
    # non-positive integer q is a pole; nan and q = inf give nan
    x = x * 1.0
    q = q * 1.0
    if x == 1.0:
        return math.inf
    if x < 1.0:
        return math.nan
    if q <= 0.0:
        if q == floor_(q):
            return math.inf
        if x != floor_(x):
            return math.nan
    s = q ** -x
    a = q
    b = 0.0
    i = 0
    while i < 9 or a <= 9.0:
        i = i + 1
        a = a + 1.0
        b = a ** -x
        s = s + b
        if abs(b / s) < 1.1102230246251565e-16:
            return s
    w = a
    s = s + b * w / (x - 1.0) - 0.5 * b
    # the tail's terms B_2j / (2j)! x (x + 1) ... (x + 2j - 2) a^(-x - 2j + 1), j = 1 ... 12
    fac = x
    b = b / w
    for j in range(12):
        if j == 0:
            c = 1.0 / 12.0
        elif j == 1:
            c = -1.0 / 720.0
        elif j == 2:
            c = 1.0 / 30240.0
        elif j == 3:
            c = -1.0 / 1209600.0
        elif j == 4:
            c = 1.0 / 47900160.0
        elif j == 5:
            c = -691.0 / 1307674368000.0
        elif j == 6:
            c = 1.0 / 74724249600.0
        elif j == 7:
            c = -3617.0 / 10670622842880000.0
        elif j == 8:
            c = 43867.0 / 5109094217170944000.0
        elif j == 9:
            c = -174611.0 / 802857662698291200000.0
        elif j == 10:
            c = 77683.0 / 14101100039391805440000.0
        else:
            c = -236364091.0 / 1693824136731743669452800000.0
        t = fac * b * c
        s = s + t
        if abs(t / s) < 1.1102230246251565e-16:
            break
        fac = fac * (x + 2.0 * j + 1.0) * (x + 2.0 * j + 2.0)
        b = b / (w * w)
    return s


@cuda.jit(device=True)
def lgam1p_(a):
    # lgamma(1 + a), accurate where it is near 0 (a near 0 and 1): the Taylor series
    # -gamma u + sum_k zeta(k) (-u)^k / k around 1 (and 2, u = a - 1)
    u = a
    base = 0.0
    if abs(a - 1.0) < 0.5:
        u = a - 1.0
        base = math.log(a)
    elif abs(a) > 0.5:
        return math.lgamma(1.0 + a)
    r = -0.5772156649015329 * u
    p = -u
    k = 2.0
    while k < 80.0:
        p = -p * u
        c = zeta_(k, 1.0) * p / k
        r = r + c
        if abs(c) <= 1e-17 * abs(r):
            break
        k = k + 1.0
    return base + r


@cuda.jit(device=True)
def igam_fac(a, x):
    # x^a exp(-x) / Gamma(a); near the peak (|x - a| <= 0.4 a, a >= 10) as
    # sqrt(a / 2 pi) exp(a (log1p(d) - d) - stirlerr(a)), d = (x - a) / a, where
    # a log x and x would cancel
    if a < 10.0 or abs(x - a) > 0.4 * a:
        e = a * math.log(x) - x - math.lgamma(a)
        return 0.0 if e < -745.2 else math.exp(e)
    d = (x - a) / a
    ia = 1.0 / a
    ia2 = ia * ia
    # stirlerr(a) = lgamma(a) - ((a - 1/2) log a - a + log(2 pi) / 2) = sum_k B_2k / (2k (2k-1) a^(2k-1))
    st = ia * (1.0 / 12.0 - ia2 * (1.0 / 360.0 - ia2 * (1.0 / 1260.0 - ia2 * (1.0 / 1680.0 - ia2 * (
        1.0 / 1188.0 - ia2 * (691.0 / 360360.0 - ia2 * (1.0 / 156.0)))))))
    e = a * (math.log1p(d) - d) - st
    if e < -745.2:
        return 0.0
    return math.sqrt(a * 0.15915494309189535) * math.exp(e)


@cuda.jit(device=True)
def igam_series(a, x):
    # P(a, x) = x^a e^-x / Gamma(a + 1) sum_n x^n / ((a + 1) ... (a + n))
    fac = igam_fac(a, x)
    if fac == 0.0:
        return 0.0
    r = a
    c = 1.0
    s = 1.0
    n = 0.0
    while n < 4000000.0:
        r = r + 1.0
        c = c * x / r
        s = s + c
        n = n + 1.0
        if c <= 1.1102230246251565e-16 * s:
            break
    return s * fac / a


@cuda.jit(device=True)
def igamc_cf(a, x):
    # Q(a, x) by Lentz's method on its continued fraction (x > 1.1, x >= a)
    fac = igam_fac(a, x)
    if fac == 0.0:
        return 0.0
    b = x + 1.0 - a
    c = 1e300
    d = 1.0 / b
    h = d
    i = 0.0
    while i < 4000000.0:
        i = i + 1.0
        an = -i * (i - a)
        b = b + 2.0
        d = an * d + b
        if abs(d) < 1e-300:
            d = 1e-300
        c = b + an / c
        if abs(c) < 1e-300:
            c = 1e-300
        d = 1.0 / d
        delta = d * c
        h = h * delta
        if abs(delta - 1.0) <= 1.1102230246251565e-16:
            break
    return fac * h


@cuda.jit(device=True)
def igamc_series(a, x):
    # Q(a, x) for x <= 1.1 where P is near 1: 1 - x^a / Gamma(a + 1) + x^a / Gamma(a)
    # sum_n>=1 (-x)^n / (n! (a + n)), the first two terms as one expm1
    fac = 1.0
    s = 0.0
    n = 1.0
    while n < 2000.0:
        fac = -fac * x / n
        t = fac / (a + n)
        s = s + t
        if abs(t) <= 1.1102230246251565e-16 * abs(s):
            break
        n = n + 1.0
    lx = math.log(x)
    return -math.expm1(a * lx - lgam1p_(a)) - math.exp(a * lx - math.lgamma(a)) * s


@cuda.jit(device=True)
def igammac_(a, x):
    # the regularized upper incomplete gamma function Q(a, x), with Cephes' (PyTorch's)
    # special values in its order of checks (x = 0 gives 1 whatever a is) and its
    # choice of series or continued fraction
    a = a * 1.0
    x = x * 1.0
    if x < 0.0 or a < 0.0:
        return math.nan
    if a == 0.0:
        return 0.0 if x > 0.0 else math.nan
    if x == 0.0:
        return 1.0
    if a == math.inf:
        return math.nan if x == math.inf else 1.0
    if x == math.inf:
        return 0.0
    if a != a or x != x:
        return a + x
    if x > 1.1:
        if x < a:
            return 1.0 - igam_series(a, x)
        return igamc_cf(a, x)
    if x <= 0.5:
        if -0.4 / math.log(x) < a:
            return 1.0 - igam_series(a, x)
        return igamc_series(a, x)
    if x * 1.1 < a:
        return 1.0 - igam_series(a, x)
    return igamc_series(a, x)


@cuda.jit(device=True)
def igamma_(a, x):
    # the regularized lower incomplete gamma function P(a, x)
    a = a * 1.0
    x = x * 1.0
    if x < 0.0 or a < 0.0:
        return math.nan
    if a == 0.0:
        return 1.0 if x > 0.0 else math.nan
    if x == 0.0:
        return 0.0
    if a == math.inf:
        return math.nan if x == math.inf else 0.0
    if x == math.inf:
        return 1.0
    if a != a or x != x:
        return a + x
    if x > 1.0 and x > a:
        return 1.0 - igammac_(a, x)
    return igam_series(a, x)


@cuda.jit(device=True)
def poly_degree(n):
    # the degree as PyTorch converts it to int64: truncated; nan and values beyond
    # int64 (inf) become its minimum, a negative degree
    n = n * 1.0
    if not (abs(n) < 9.223372036854775807e18):
        return -1.0
    return trunc_(n)


@cuda.jit(device=True)
def cheb_t(x, n):
    # Chebyshev's T_n(x), n truncated to an integer (PyTorch's): cos(n acos x) inside
    # (-1, 1) for n > 6, else the three-term recurrence
    x = x * 1.0
    n = poly_degree(n)
    if n < 0:
        return 0.0
    if abs(x) == 1.0:
        return 1.0 if x > 0 or n % 2 == 0 else -1.0
    if n > 6 and abs(x) < 1.0:
        return math.cos(n * math.acos(x))
    if n == 0:
        return 1.0
    p = 1.0
    q = x
    k = 1.0
    while k < n:
        r = (x + x) * q - p
        p = q
        q = r
        k = k + 1.0
    return q


@cuda.jit(device=True)
def cheb_u(x, n):
    # Chebyshev's U_n(x): sin((n + 1) t) / sin t (t = acos x) inside (-1, 1) for n > 8
    x = x * 1.0
    n = poly_degree(n)
    if n < 0:
        return 0.0
    if abs(x) == 1.0:
        return n + 1.0 if x > 0 or n % 2 == 0 else -(n + 1.0)
    if n > 8 and abs(x) < 1.0:
        t = math.acos(x)
        if math.sin(t) != 0:
            return math.sin((n + 1.0) * t) / math.sin(t)
        return (n + 1.0) * math.cos((n + 1.0) * t) / x
    if n == 0:
        return 1.0
    p = 1.0
    q = x + x
    k = 1.0
    while k < n:
        r = (x + x) * q - p
        p = q
        q = r
        k = k + 1.0
    return q


@cuda.jit(device=True)
def cheb_v(x, n):
    # Chebyshev's V_n(x): cos((n + 1/2) t) / cos(t / 2) inside (-1, 1) for n > 8
    x = x * 1.0
    n = poly_degree(n)
    if n < 0:
        return 0.0
    if abs(x) == 1.0:
        if x > 0:
            return 1.0
        return n + n + 1.0 if n % 2 == 0 else -(n + n + 1.0)
    if n > 8 and abs(x) < 1.0:
        t = math.acos(x)
        if math.sin(t / 2.0) != 1.0:
            return math.cos((n + 0.5) * t) / math.cos(t / 2.0)
        return n + n + 1.0 if n % 2 == 0 else -(n + n + 1.0)
    if n == 0:
        return 1.0
    p = 1.0
    q = x + x - 1.0
    k = 1.0
    while k < n:
        r = (x + x) * q - p
        p = q
        q = r
        k = k + 1.0
    return q


@cuda.jit(device=True)
def cheb_w(x, n):
    # Chebyshev's W_n(x): sin((n + 1/2) t) / sin(t / 2) inside (-1, 1) for n > 8
    x = x * 1.0
    n = poly_degree(n)
    if n < 0:
        return 0.0
    if abs(x) == 1.0:
        if x > 0:
            return n + n + 1.0
        return 1.0 if n % 2 == 0 else -1.0
    if n > 8 and abs(x) < 1.0:
        t = math.acos(x)
        if math.cos(t / 2.0) != 1.0:
            return math.sin((n + 0.5) * t) / math.sin(t / 2.0)
        if x > 0:
            return n + n + 1.0
        return 1.0 if n % 2 == 0 else -1.0
    if n == 0:
        return 1.0
    p = 1.0
    q = x + x + 1.0
    k = 1.0
    while k < n:
        r = (x + x) * q - p
        p = q
        q = r
        k = k + 1.0
    return q


@cuda.jit(device=True)
def hermite_h(x, n):
    # the physicists' Hermite H_n(x): H_k+1 = 2x H_k - 2k H_k-1
    x = x * 1.0
    n = poly_degree(n)
    if n < 0:
        return 0.0
    if n == 0:
        return 1.0
    p = 1.0
    q = x + x
    k = 1.0
    while k < n:
        r = (x + x) * q - (k + k) * p
        p = q
        q = r
        k = k + 1.0
    return q


@cuda.jit(device=True)
def hermite_he(x, n):
    # the probabilists' Hermite He_n(x): He_k+1 = x He_k - k He_k-1
    x = x * 1.0
    n = poly_degree(n)
    if n < 0:
        return 0.0
    if n == 0:
        return 1.0
    p = 1.0
    q = x
    k = 1.0
    while k < n:
        r = x * q - k * p
        p = q
        q = r
        k = k + 1.0
    return q


@cuda.jit(device=True)
def laguerre_l(x, n):
    # Laguerre's L_n(x): (k + 1) L_k+1 = (2k + 1 - x) L_k - k L_k-1
    x = x * 1.0
    n = poly_degree(n)
    if n < 0:
        return 0.0
    if abs(x) == 0.0 or n == 0:
        return 1.0
    p = 1.0
    q = 1.0 - x
    k = 1.0
    while k < n:
        r = ((k + k + (1.0 - x)) * q - k * p) / (k + 1.0)
        p = q
        q = r
        k = k + 1.0
    return q


@cuda.jit(device=True)
def legendre_p(x, n):
    # Legendre's P_n(x): (k + 1) P_k+1 = (2k + 1) x P_k - k P_k-1
    x = x * 1.0
    n = poly_degree(n)
    if n < 0:
        return 0.0
    if abs(x) == 1.0:
        return 1.0 if x > 0 or n % 2 == 0 else -1.0
    if n == 0:
        return 1.0
    p = 1.0
    q = x
    k = 1.0
    while k < n:
        r = ((k + k + 1.0) * x * q - k * p) / (k + 1.0)
        p = q
        q = r
        k = k + 1.0
    return q


@cuda.jit(device=True)
def geometric_draw(u, p):
    # the number of Bernoulli(p) trials to the first success: ceil(log(1 - u) / log(1 - p)), at least 1
    k = ceil_(math.log1p(-u) / math.log1p(-p))
    return k if k > 1.0 else 1.0


@cuda.jit(device=True)
def poisson_draw(u, lam):
    # the smallest k with P(X <= k) > u, X ~ Poisson(lam): summed from 0 for a small
    # rate, else from the mode m (P(X <= m) = Q(m + 1, lam)) up or down, O(sqrt(lam)) steps
    lam = lam * 1.0
    if lam != lam or lam == math.inf:
        return lam
    if lam == 0.0:
        return 0.0
    if lam < 50.0:
        k = 0.0
        p = math.exp(-lam)
        f = p
        while f <= u and p > 0.0:
            k = k + 1.0
            p = p * lam / k
            f = f + p
        return k
    k = floor_(lam)
    f = igammac_(k + 1.0, lam)
    p = igam_fac(k + 1.0, lam) / lam
    if u < f:
        while k > 0.0 and f - p > u:
            f = f - p
            p = p * k / lam
            k = k - 1.0
        return k
    while f <= u and p > 0.0:
        k = k + 1.0
        p = p * lam / k
        f = f + p
    return k


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
def _lu_factor(w, base, m, n, piv, pbase, pivot):
    # getf2's steps over the m x n matrix (row stride n): the pivot is the first
    # largest |value| in the column (`pivot` False: the diagonal, no swaps); a
    # zero pivot leaves the column as it is (info names the first one)
    info = 0
    for k in range(min(m, n)):
        p = k
        if pivot:
            best = abs(w[base + k * n + k])
            for i in range(k + 1, m):
                v = abs(w[base + i * n + k])
                if v > best:
                    best = v
                    p = i
        piv[pbase + k] = p
        pivot_value = w[base + p * n + k]
        if pivot_value != 0:
            if p != k:
                for j in range(n):
                    t = w[base + k * n + j]
                    w[base + k * n + j] = w[base + p * n + j]
                    w[base + p * n + j] = t
            for i in range(k + 1, m):
                w[base + i * n + k] = w[base + i * n + k] / pivot_value
        elif info == 0:
            info = k + 1
        # unsigned offsets: Numba then drops its negative-index wraparound and
        # LLVM vectorizes the row update (each element's arithmetic unchanged)
        rk = np.uint64(base + k * n)
        for i in range(k + 1, m):
            mult = w[base + i * n + k]
            ri = np.uint64(base + i * n)
            for j in range(np.uint64(k + 1), np.uint64(n)):
                w[ri + j] = w[ri + j] - mult * w[rk + j]
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
def _lu_substitute_t(w, base, n, piv, pbase, x, xbase, k):
    # solves (P L U)^T X = X in place: U^T (lower, read from U's rows as
    # columns), then L^T (unit upper), then the row swaps in reverse order
    uk = np.uint64(k)
    for i in range(n):
        ri = np.uint64(xbase + i * k)
        for j in range(i):
            m = w[base + j * n + i]
            rj = np.uint64(xbase + j * k)
            for c in range(np.uint64(0), uk):
                x[ri + c] = x[ri + c] - m * x[rj + c]
        d = w[base + i * n + i]
        for c in range(np.uint64(0), uk):
            x[ri + c] = x[ri + c] / d
    for i in range(n - 1, -1, -1):
        ri = np.uint64(xbase + i * k)
        for j in range(i + 1, n):
            m = w[base + j * n + i]
            rj = np.uint64(xbase + j * k)
            for c in range(np.uint64(0), uk):
                x[ri + c] = x[ri + c] - m * x[rj + c]
    for r in range(n - 1, -1, -1):
        p = piv[pbase + r]
        if p != r:
            for c in range(k):
                t = x[xbase + r * k + c]
                x[xbase + r * k + c] = x[xbase + p * k + c]
                x[xbase + p * k + c] = t


@cuda.jit(device=True)
def _lu_matmul(a, ab, b, bb, c, cb, n):
    # c = a b (n x n, row-major; c distinct from a and b), each element summed
    # over k in order
    for i in range(n):
        for j in range(n):
            c[cb + i * n + j] = 0
        ri = np.uint64(cb + i * n)
        for k in range(n):
            aik = a[ab + i * n + k]
            rk = np.uint64(bb + k * n)
            for j in range(np.uint64(0), np.uint64(n)):
                c[ri + j] = c[ri + j] + aik * b[rk + j]


@cuda.jit(device=True)
def _lu_expm(a, ab, w, wb, piv, pbase, out, ob, n, coef, degs, thetas, nd):
    # exp(A) by scaling and squaring of a diagonal Pade approximant (Higham
    # 2005): the lowest degree whose theta bounds ||A||_1, else the highest one
    # after halving A s times; U = A sum b_odd A^2j, V = sum b_even A^2j,
    # exp(A) ~ (V - U)^-1 (V + U) (one LU solve), then squared s times.
    # w holds five n x n blocks: A (scaled), A^2, the running power, U, V.
    nn = n * n
    s_a, s_a2, s_p, s_u, s_v = wb, wb + nn, wb + 2 * nn, wb + 3 * nn, wb + 4 * nn
    norm = 0.0
    for j in range(n):
        col = 0.0
        for i in range(n):
            col += abs(a[ab + i * n + j])
        if col > norm or col != col:
            norm = col
    d = nd - 1
    squarings = 0
    for e in range(nd):
        if norm <= thetas[e]:
            d = e
            break
    if norm > thetas[nd - 1]:
        squarings = int(math.ceil(math.log2(norm / thetas[nd - 1])))
    scale = 0.5 ** squarings
    for e in range(nn):
        w[s_a + e] = a[ab + e] * scale
    _lu_matmul(w, s_a, w, s_a, w, s_a2, n)
    deg = degs[d]
    cb = d * 14
    for i in range(n):
        for j in range(n):
            w[s_p + i * n + j] = 1 if i == j else 0
            w[s_u + i * n + j] = coef[cb + 1] if i == j else 0
            w[s_v + i * n + j] = coef[cb] if i == j else 0
    for h in range(1, deg // 2 + 1):
        # the running power A^2h, through out as scratch
        _lu_matmul(w, s_p, w, s_a2, out, ob, n)
        for e in range(nn):
            w[s_p + e] = out[ob + e]
            w[s_u + e] = w[s_u + e] + coef[cb + 2 * h + 1] * out[ob + e]
            w[s_v + e] = w[s_v + e] + coef[cb + 2 * h] * out[ob + e]
    # U = A (sum of the odd terms), into the power's block
    _lu_matmul(w, s_a, w, s_u, w, s_p, n)
    for e in range(nn):
        u = w[s_p + e]
        v = w[s_v + e]
        out[ob + e] = v + u   # the right-hand side
        w[s_u + e] = v - u    # the matrix, factored in place
    _lu_factor(w, s_u, n, n, piv, pbase, True)
    _lu_substitute(w, s_u, n, piv, pbase, out, ob, n)
    for _ in range(squarings):
        _lu_matmul(out, ob, out, ob, w, s_a, n)
        for e in range(nn):
            out[ob + e] = w[s_a + e]


@cuda.jit(device=True)
def _lu_copy(a, w, base, size):
    for e in range(size):
        w[base + e] = a[base + e]


from ..backends.conversion import round_to  # noqa: E402 - the foreach kind's locals

# ---- decomposition kind (templates/decomposition.j2): the shared algorithms
@cuda.jit(device=True)
def _dec_nrm2(x, xb, step, n, cst):
    # ||x|| as LAPACK's nrm2: a running scale keeps every square in range
    scale = cst[0]
    ssq = cst[1]
    for i in range(n):
        v = x[xb + i * step]
        if v != 0:
            av = abs(v)
            if scale < av:
                r = scale / av
                ssq = cst[1] + ssq * r * r
                scale = av
            else:
                r = av / scale
                ssq = ssq + r * r
    return scale * math.sqrt(ssq)


@cuda.jit(device=True)
def _dec_larf(v, vb, vstep, t, x, xb, ldx, r0, r1, j0, j1, tmp, pb):
    # x[r0:r1, j0:j1] = (I - t v v^T) x[r0:r1, j0:j1] (row stride ldx), v = (1,
    # v[vb + vstep], v[vb + 2 vstep], ...): LAPACK's larf, w = x^T v then x -= t v w^T
    if t == 0:
        return
    # unsigned offsets: Numba then drops its negative-index wraparound and LLVM
    # vectorizes the row loops (each element's arithmetic unchanged)
    tb = np.uint64(pb)
    lo, hi = np.uint64(j0), np.uint64(j1)
    r0b = np.uint64(xb + r0 * ldx)
    for j in range(lo, hi):
        tmp[tb + j] = x[r0b + j]
    for r in range(r0 + 1, r1):
        vr = v[vb + (r - r0) * vstep]
        rb = np.uint64(xb + r * ldx)
        for j in range(lo, hi):
            tmp[tb + j] = tmp[tb + j] + vr * x[rb + j]
    for j in range(lo, hi):
        x[r0b + j] = x[r0b + j] - t * tmp[tb + j]
    for r in range(r0 + 1, r1):
        tv = t * v[vb + (r - r0) * vstep]
        rb = np.uint64(xb + r * ldx)
        for j in range(lo, hi):
            x[rb + j] = x[rb + j] - tv * tmp[tb + j]


@cuda.jit(device=True)
def _dec_geqr2(w, wb, m, n, tau, tb, tmp, pb, cst):
    # Householder QR in place (LAPACK geqr2 with larfg's reflector: beta =
    # -sign(alpha) ||x||, so R's diagonal signs are LAPACK's; a column already
    # zero below the diagonal gets tau = 0 and keeps its sign)
    for i in range(min(m, n)):
        alpha = w[wb + i * n + i]
        xnorm = _dec_nrm2(w, wb + (i + 1) * n + i, n, m - i - 1, cst)
        if xnorm == 0:
            tau[tb + i] = cst[0]
        else:
            beta = -math.copysign(math.hypot(alpha, xnorm), alpha)
            tau[tb + i] = (beta - alpha) / beta
            scal = cst[1] / (alpha - beta)
            for r in range(i + 1, m):
                w[wb + r * n + i] = w[wb + r * n + i] * scal
            w[wb + i * n + i] = beta
            _dec_larf(w, wb + i * n + i, n, tau[tb + i], w, wb, n, i, m, i + 1, n, tmp, pb)


@cuda.jit(device=True)
def _dec_org2r(w, wb, m, n, k, tau, tb, q, qb, qc, tmp, pb):
    # the first qc columns of Q = H_0 ... H_{k-1} (LAPACK org2r): the identity's
    # columns, the reflectors applied last to first
    for r in range(m):
        for j in range(qc):
            q[qb + r * qc + j] = 1 if r == j else 0
    for i in range(k - 1, -1, -1):
        _dec_larf(w, wb + i * n + i, n, tau[tb + i], q, qb, qc, i, m, i, qc, tmp, pb)


@cuda.jit(device=True)
def _dec_potf2(w, wb, n):
    # Cholesky of the lower triangle in place (LAPACK potf2): the first j whose
    # pivot is not positive (or NaN) keeps it unrooted and is returned, 1-based
    for j in range(n):
        rj = wb + j * n
        d = w[rj + j]
        for k in range(j):
            d = d - w[rj + k] * w[rj + k]
        if not (d > 0):
            w[rj + j] = d
            return j + 1
        d = math.sqrt(d)
        w[rj + j] = d
        for i in range(j + 1, n):
            ri = wb + i * n
            s = w[ri + j]
            for k in range(j):
                s = s - w[ri + k] * w[rj + k]
            w[ri + j] = s / d
    return 0


@cuda.jit(device=True)
def _dec_trsm(a, ab, n, x, xb, k, upper, unit, trans):
    # solves T X = X in place for the row-major n x k block at x[xb], T the
    # upper or lower triangle of the n x n matrix at a[ab] (of its transpose
    # when `trans`; its diagonal taken as ones when `unit`): whole rows at a
    # time, each element summing its terms in column order
    uk = np.uint64(k)
    for step in range(n):
        i = n - 1 - step if upper else step
        ri = np.uint64(xb + i * k)
        lo = i + 1 if upper else 0
        hi = n if upper else i
        for j in range(lo, hi):
            m = a[ab + j * n + i] if trans else a[ab + i * n + j]
            rj = np.uint64(xb + j * k)
            for c in range(np.uint64(0), uk):
                x[ri + c] = x[ri + c] - m * x[rj + c]
        if not unit:
            d = a[ab + i * n + i]
            for c in range(np.uint64(0), uk):
                x[ri + c] = x[ri + c] / d


@cuda.jit(device=True)
def _dec_rotate(x, pb, qb, size, c, s):
    # rows p and q of x become c p - s q and s p + c q
    for i in range(size):
        xp = x[pb + i]
        xq = x[qb + i]
        x[pb + i] = c * xp - s * xq
        x[qb + i] = s * xp + c * xq


@cuda.jit(device=True)
def _dec_tangent(theta, cst):
    # the smaller root t of t^2 + 2 theta t - 1 = 0 (Rutishauser's rotation);
    # past cst[5], theta^2 would overflow and t is 1 / (2 theta)
    at = abs(theta)
    if at > cst[5]:
        t = cst[6] / at
    else:
        t = cst[1] / (at + math.sqrt(cst[1] + theta * theta))
    if theta < 0:
        t = -t
    return t


@cuda.jit(device=True)
def _dec_identity(v, vb, n):
    for i in range(n):
        for j in range(n):
            v[vb + i * n + j] = 1 if i == j else 0


@cuda.jit(device=True)
def _dec_eigh(a, ab, n, lower, w, wb, vt, vb, want_v, cst, sweeps):
    # cyclic Jacobi on the symmetric matrix the `lower` (else upper) triangle
    # of a[ab] defines, copied into w: each rotation zeroes one off-diagonal
    # pair, until a sweep finds every |a_pq| <= tol sqrt(|a_pp a_qq|) (or
    # below the smallest normal number). vt's rows collect the eigenvectors.
    # Returns 1 when the triangle holds a NaN or an infinity (nothing solved).
    bad = 0
    for i in range(n):
        for j in range(i + 1):
            v = a[ab + i * n + j] if lower else a[ab + j * n + i]
            if not (abs(v) <= cst[4]):
                bad = 1
            w[wb + i * n + j] = v
            w[wb + j * n + i] = v
    if want_v:
        _dec_identity(vt, vb, n)
    if bad:
        return 1
    for _ in range(sweeps):
        rotated = 0
        for p in range(n - 1):
            rp = wb + p * n
            for q in range(p + 1, n):
                rq = wb + q * n
                apq = w[rp + q]
                app = w[rp + p]
                aqq = w[rq + q]
                size = abs(apq)
                if size <= cst[3] or size <= cst[2] * math.sqrt(abs(app)) * math.sqrt(abs(aqq)):
                    continue
                rotated += 1
                t = _dec_tangent((aqq - app) / (apq + apq), cst)
                c = cst[1] / math.sqrt(cst[1] + t * t)
                s = t * c
                for k in range(n):
                    if k != p and k != q:
                        akp = w[rp + k]
                        akq = w[rq + k]
                        nkp = c * akp - s * akq
                        nkq = s * akp + c * akq
                        w[rp + k] = nkp
                        w[wb + k * n + p] = nkp
                        w[rq + k] = nkq
                        w[wb + k * n + q] = nkq
                w[rp + p] = app - t * apq
                w[rq + q] = aqq + t * apq
                w[rp + q] = cst[0]
                w[rq + p] = cst[0]
                if want_v:
                    _dec_rotate(vt, vb + p * n, vb + q * n, n, c, s)
        if rotated == 0:
            break
    return 0


@cuda.jit(device=True)
def _dec_order(x, xb, xstep, n, iw, ib, descending):
    # iw[ib + r] = the index of x's r-th smallest (largest) value, by
    # selection (earlier index first on ties); iw[ib + n:] marks the taken ones
    for i in range(n):
        iw[ib + n + i] = 0
    for r in range(n):
        best = -1
        for i in range(n):
            if iw[ib + n + i] == 0:
                if best < 0:
                    best = i
                else:
                    v = x[xb + i * xstep]
                    bv = x[xb + best * xstep]
                    if (v > bv) if descending else (v < bv):
                        best = i
        iw[ib + n + best] = 1
        iw[ib + r] = best


@cuda.jit(device=True)
def _dec_svd(a, ab, m, n, gt, gb, vt, vb, sv, sb, want_v, cst, sweeps):
    # one-sided (Hestenes) Jacobi: the p = min(m, n) columns of A (of A^T when
    # m < n) become gt's rows of length L = max(m, n); each rotation makes a
    # pair orthogonal, until a sweep finds every |g_p . g_q| <= tol |g_p| |g_q|.
    # Then sv[j] = |g_j| and g_j / sv[j] are the left singular vectors (right
    # ones, for A^T), vt's rows the others. A matrix whose largest |value| would
    # over- or underflow a square is scaled by it first: sv[p] holds the factor.
    # Returns 1 for a NaN, 2 for an infinity (nothing solved).
    p = min(m, n)
    size = max(m, n)
    tall = m >= n
    amax = cst[0]
    bad = 0
    for j in range(p):
        for i in range(size):
            v = a[ab + i * n + j] if tall else a[ab + j * n + i]
            gt[gb + j * size + i] = v
            av = abs(v)
            if av != av:
                bad = 1
            elif av > cst[4]:
                if bad == 0:
                    bad = 2
            elif av > amax:
                amax = av
    sv[sb + p] = cst[1]
    if want_v:
        _dec_identity(vt, vb, p)
    if bad:
        return bad
    if amax > cst[7] or (amax < cst[8] and amax > 0):
        sv[sb + p] = amax
        inv = cst[1] / amax
        for e in range(p * size):
            gt[gb + e] = gt[gb + e] * inv
    for _ in range(sweeps):
        rotated = 0
        for j in range(p - 1):
            rj = gb + j * size
            for k in range(j + 1, p):
                rk = gb + k * size
                alpha = cst[0]
                beta = cst[0]
                gamma = cst[0]
                for i in range(size):
                    x = gt[rj + i]
                    y = gt[rk + i]
                    alpha = alpha + x * x
                    beta = beta + y * y
                    gamma = gamma + x * y
                if abs(gamma) <= cst[2] * math.sqrt(alpha) * math.sqrt(beta):
                    continue
                rotated += 1
                t = _dec_tangent((beta - alpha) / (gamma + gamma), cst)
                c = cst[1] / math.sqrt(cst[1] + t * t)
                s = t * c
                _dec_rotate(gt, rj, rk, size, c, s)
                if want_v:
                    _dec_rotate(vt, vb + j * p, vb + k * p, p, c, s)
        if rotated == 0:
            break
    for j in range(p):
        sv[sb + j] = _dec_nrm2(gt, gb + j * size, 1, size, cst)
    return 0


# ---- ctc kind (templates/ctc.j2): the lattice's labels
@cuda.jit(device=True)
def _ctc_prime(targets, toff, s, blank):
    # the lattice's s-th state: blank at even states, the (s // 2)-th label at odd ones
    if s % 2 == 0:
        return blank
    return targets[toff + s // 2]


# ---- rnn kind (templates/rnn.j2): the cells and the weight-gradient products
@cuda.jit(device=True)
def _rnn_sigmoid(one, x):
    return one / (one + math.exp(-x))


@cuda.jit(device=True)
def _lstm_cell(one, ai, af, ag, ao, cp):
    ig = _rnn_sigmoid(one, ai)
    fg = _rnn_sigmoid(one, af)
    gg = math.tanh(ag)
    og = _rnn_sigmoid(one, ao)
    cv = fg * cp + ig * gg
    tc = math.tanh(cv)
    return ig, fg, gg, og, cv, tc, og * tc


@cuda.jit(device=True)
def _lstm_cell_backward(one, ig, fg, gg, og, tc, cp, dh, dc):
    # (d a_i, d a_f, d a_g, d a_o, d c_{t-1}, the unprojected h_t); tc = tanh(c_t)
    dcv = dc + dh * og * (one - tc * tc)
    return (dcv * gg * ig * (one - ig), dcv * cp * fg * (one - fg), dcv * ig * (one - gg * gg),
            dh * tc * og * (one - og), dcv * fg, og * tc)


@cuda.jit(device=True)
def _gru_cell(one, ar, az, a_in, hn, hp):
    # ATen's order: n + z * (h - n), written (h - n) * z + n
    r = _rnn_sigmoid(one, ar)
    z = _rnn_sigmoid(one, az)
    nv = math.tanh(a_in + r * hn)
    return r, z, nv, (hp - nv) * z + nv


@cuda.jit(device=True)
def _gru_cell_backward(one, r, z, nv, hn, hp, dh):
    # (d a_r, d a_z, d (x W_in^T + b_in), d (h W_hn^T + b_hn), the direct part of d h_{t-1})
    dn = dh * (one - z) * (one - nv * nv)
    return dn * hn * r * (one - r), dh * (hp - nv) * z * (one - z), dn, dn * r, dh * z


@cuda.jit(device=True)
def _rnn_tanh_cell(one, a):
    return math.tanh(a)


@cuda.jit(device=True)
def _rnn_tanh_cell_backward(one, hv, dh):
    return dh * (one - hv * hv)


@cuda.jit(device=True)
def _rnn_relu_cell(one, a):
    # NaN stays NaN (torch's relu)
    return one - one if a < one - one else a


@cuda.jit(device=True)
def _rnn_relu_cell_backward(one, hv, dh):
    return dh if hv > one - one else one - one


@cuda.jit
def _rnn_weight_grad(a, b, rows, g, k, cst, out):
    # out (g, k) = a^T b, a (rows, g), b (rows, k): a thread per element, rows added in order
    for e in range(cuda.grid(1), g * k, cuda.gridsize(1)):
        i = e // k
        j = e - i * k
        acc = cst[0]
        for p in range(rows):
            acc += a[p * g + i] * b[p * k + j]
        out[e] = acc


@cuda.jit
def _rnn_bias_grad(a, rows, g, cst, out):
    for i in range(cuda.grid(1), g, cuda.gridsize(1)):
        acc = cst[0]
        for p in range(rows):
            acc += a[p * g + i]
        out[i] = acc

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


# ---- rsub: rsub(Tensor self, Tensor other, Scalar alpha=1) -> Tensor
@cuda.jit(device=True)
def _rsub(self, other, alpha):
    return other - alpha * self


@cuda.jit
def rsub_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_, alpha):
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
        out[out_i] = store_value(_rsub(self[self_i], other[other_i], alpha), out)


@cuda.jit
def rsub_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_, alpha):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_rsub(self[self_off + i * self_step], other[other_off + i * other_step], alpha), out)


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


# ---- i0: i0(Tensor self) -> Tensor
@cuda.jit(device=True)
def _i0(self):
    return bessel_i(self, 0, False)


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


# ---- nan_to_num: nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor
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


# ---- angle: angle(Tensor self) -> Tensor
@cuda.jit(device=True)
def _angle(self):
    return self if self != self else (math.pi if self < 0 else 0.0)


@cuda.jit
def angle_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_angle(self[self_i]), out)


@cuda.jit
def angle_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_angle(self[self_off + i * self_step]), out)


# ---- special_entr: special_entr(Tensor self) -> Tensor
@cuda.jit(device=True)
def _special_entr(self):
    return self if self != self else (-math.inf if self < 0 else (0.0 if self == 0 else -self * math.log(self)))


@cuda.jit
def special_entr_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_entr(self[self_i]), out)


@cuda.jit
def special_entr_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_entr(self[self_off + i * self_step]), out)


# ---- special_erfcx: special_erfcx(Tensor self) -> Tensor
@cuda.jit(device=True)
def _special_erfcx(self):
    return erfcx_(self)


@cuda.jit
def special_erfcx_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_erfcx(self[self_i]), out)


@cuda.jit
def special_erfcx_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_erfcx(self[self_off + i * self_step]), out)


# ---- special_ndtri: special_ndtri(Tensor self) -> Tensor
@cuda.jit(device=True)
def _special_ndtri(self):
    return ndtri_(self)


@cuda.jit
def special_ndtri_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_ndtri(self[self_i]), out)


@cuda.jit
def special_ndtri_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_ndtri(self[self_off + i * self_step]), out)


# ---- special_log_ndtr: special_log_ndtr(Tensor self) -> Tensor
@cuda.jit(device=True)
def _special_log_ndtr(self):
    return log_ndtr_(self)


@cuda.jit
def special_log_ndtr_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_log_ndtr(self[self_i]), out)


@cuda.jit
def special_log_ndtr_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_log_ndtr(self[self_off + i * self_step]), out)


# ---- special_ndtr: special_ndtr(Tensor self) -> Tensor

# ---- special_i0e: special_i0e(Tensor self) -> Tensor
@cuda.jit(device=True)
def _special_i0e(self):
    return bessel_i(self, 0, True)


@cuda.jit
def special_i0e_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_i0e(self[self_i]), out)


@cuda.jit
def special_i0e_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_i0e(self[self_off + i * self_step]), out)


# ---- special_i1: special_i1(Tensor self) -> Tensor
@cuda.jit(device=True)
def _special_i1(self):
    return bessel_i(self, 1, False)


@cuda.jit
def special_i1_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_i1(self[self_i]), out)


@cuda.jit
def special_i1_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_i1(self[self_off + i * self_step]), out)


# ---- special_i1e: special_i1e(Tensor self) -> Tensor
@cuda.jit(device=True)
def _special_i1e(self):
    return bessel_i(self, 1, True)


@cuda.jit
def special_i1e_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_i1e(self[self_i]), out)


@cuda.jit
def special_i1e_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_i1e(self[self_off + i * self_step]), out)


# ---- special_xlog1py: special_xlog1py(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _special_xlog1py(self, other):
    return math.nan if other != other else (0.0 if self == 0 else (math.nan if other < -1 else (self * -math.inf if other == -1 else self * math.log1p(other))))


@cuda.jit
def special_xlog1py_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
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
        out[out_i] = store_value(_special_xlog1py(self[self_i], other[other_i]), out)


@cuda.jit
def special_xlog1py_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_xlog1py(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- special_zeta: special_zeta(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _special_zeta(self, other):
    return zeta_(self, other)


@cuda.jit
def special_zeta_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
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
        out[out_i] = store_value(_special_zeta(self[self_i], other[other_i]), out)


@cuda.jit
def special_zeta_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_zeta(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- igamma: igamma(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _igamma(self, other):
    return igamma_(self, other)


@cuda.jit
def igamma_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
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
        out[out_i] = store_value(_igamma(self[self_i], other[other_i]), out)


@cuda.jit
def igamma_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_igamma(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- igammac: igammac(Tensor self, Tensor other) -> Tensor
@cuda.jit(device=True)
def _igammac(self, other):
    return igammac_(self, other)


@cuda.jit
def igammac_kernel(self, self_off, self_st, other, other_off, other_st, out, out_off, out_st, shape, numel_):
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
        out[out_i] = store_value(_igammac(self[self_i], other[other_i]), out)


@cuda.jit
def igammac_flat(self, self_off, self_step, other, other_off, other_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_igammac(self[self_off + i * self_step], other[other_off + i * other_step]), out)


# ---- mvlgamma: mvlgamma(Tensor self, int p) -> Tensor

# ---- special_bessel_j0: special_bessel_j0(Tensor self) -> Tensor
@cuda.jit(device=True)
def _special_bessel_j0(self):
    return bessel_jy(self, 0, False)


@cuda.jit
def special_bessel_j0_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_bessel_j0(self[self_i]), out)


@cuda.jit
def special_bessel_j0_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_bessel_j0(self[self_off + i * self_step]), out)


# ---- special_bessel_j1: special_bessel_j1(Tensor self) -> Tensor
@cuda.jit(device=True)
def _special_bessel_j1(self):
    return bessel_jy(self, 1, False)


@cuda.jit
def special_bessel_j1_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_bessel_j1(self[self_i]), out)


@cuda.jit
def special_bessel_j1_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_bessel_j1(self[self_off + i * self_step]), out)


# ---- special_bessel_y0: special_bessel_y0(Tensor self) -> Tensor
@cuda.jit(device=True)
def _special_bessel_y0(self):
    return bessel_jy(self, 0, True)


@cuda.jit
def special_bessel_y0_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_bessel_y0(self[self_i]), out)


@cuda.jit
def special_bessel_y0_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_bessel_y0(self[self_off + i * self_step]), out)


# ---- special_bessel_y1: special_bessel_y1(Tensor self) -> Tensor
@cuda.jit(device=True)
def _special_bessel_y1(self):
    return bessel_jy(self, 1, True)


@cuda.jit
def special_bessel_y1_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_bessel_y1(self[self_i]), out)


@cuda.jit
def special_bessel_y1_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_bessel_y1(self[self_off + i * self_step]), out)


# ---- special_modified_bessel_i0: special_modified_bessel_i0(Tensor self) -> Tensor
@cuda.jit(device=True)
def _special_modified_bessel_i0(self):
    return bessel_i(self, 0, False)


@cuda.jit
def special_modified_bessel_i0_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_modified_bessel_i0(self[self_i]), out)


@cuda.jit
def special_modified_bessel_i0_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_modified_bessel_i0(self[self_off + i * self_step]), out)


# ---- special_modified_bessel_i1: special_modified_bessel_i1(Tensor self) -> Tensor
@cuda.jit(device=True)
def _special_modified_bessel_i1(self):
    return bessel_i(self, 1, False)


@cuda.jit
def special_modified_bessel_i1_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_modified_bessel_i1(self[self_i]), out)


@cuda.jit
def special_modified_bessel_i1_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_modified_bessel_i1(self[self_off + i * self_step]), out)


# ---- special_modified_bessel_k0: special_modified_bessel_k0(Tensor self) -> Tensor
@cuda.jit(device=True)
def _special_modified_bessel_k0(self):
    return bessel_k(self, 0, False)


@cuda.jit
def special_modified_bessel_k0_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_modified_bessel_k0(self[self_i]), out)


@cuda.jit
def special_modified_bessel_k0_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_modified_bessel_k0(self[self_off + i * self_step]), out)


# ---- special_modified_bessel_k1: special_modified_bessel_k1(Tensor self) -> Tensor
@cuda.jit(device=True)
def _special_modified_bessel_k1(self):
    return bessel_k(self, 1, False)


@cuda.jit
def special_modified_bessel_k1_kernel(self, self_off, self_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        self_i = self_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            self_i += k * self_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_modified_bessel_k1(self[self_i]), out)


@cuda.jit
def special_modified_bessel_k1_flat(self, self_off, self_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_modified_bessel_k1(self[self_off + i * self_step]), out)


# ---- special_scaled_modified_bessel_k0: special_scaled_modified_bessel_k0(Tensor x) -> Tensor
@cuda.jit(device=True)
def _special_scaled_modified_bessel_k0(x):
    return bessel_k(x, 0, True)


@cuda.jit
def special_scaled_modified_bessel_k0_kernel(x, x_off, x_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        x_i = x_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            x_i += k * x_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_scaled_modified_bessel_k0(x[x_i]), out)


@cuda.jit
def special_scaled_modified_bessel_k0_flat(x, x_off, x_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_scaled_modified_bessel_k0(x[x_off + i * x_step]), out)


# ---- special_scaled_modified_bessel_k1: special_scaled_modified_bessel_k1(Tensor x) -> Tensor
@cuda.jit(device=True)
def _special_scaled_modified_bessel_k1(x):
    return bessel_k(x, 1, True)


@cuda.jit
def special_scaled_modified_bessel_k1_kernel(x, x_off, x_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        x_i = x_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            x_i += k * x_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_scaled_modified_bessel_k1(x[x_i]), out)


@cuda.jit
def special_scaled_modified_bessel_k1_flat(x, x_off, x_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_scaled_modified_bessel_k1(x[x_off + i * x_step]), out)


# ---- special_spherical_bessel_j0: special_spherical_bessel_j0(Tensor x) -> Tensor
@cuda.jit(device=True)
def _special_spherical_bessel_j0(x):
    return spherical_j0_(x)


@cuda.jit
def special_spherical_bessel_j0_kernel(x, x_off, x_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        x_i = x_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            x_i += k * x_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_spherical_bessel_j0(x[x_i]), out)


@cuda.jit
def special_spherical_bessel_j0_flat(x, x_off, x_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_spherical_bessel_j0(x[x_off + i * x_step]), out)


# ---- special_airy_ai: special_airy_ai(Tensor x) -> Tensor
@cuda.jit(device=True)
def _special_airy_ai(x):
    return airy_ai_(x)


@cuda.jit
def special_airy_ai_kernel(x, x_off, x_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        x_i = x_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            x_i += k * x_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_airy_ai(x[x_i]), out)


@cuda.jit
def special_airy_ai_flat(x, x_off, x_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_airy_ai(x[x_off + i * x_step]), out)


# ---- special_chebyshev_polynomial_t: special_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor
@cuda.jit(device=True)
def _special_chebyshev_polynomial_t(x, n):
    return cheb_t(x, n)


@cuda.jit
def special_chebyshev_polynomial_t_kernel(x, x_off, x_st, n, n_off, n_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        x_i = x_off
        n_i = n_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            x_i += k * x_st[d]
            n_i += k * n_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_chebyshev_polynomial_t(x[x_i], n[n_i]), out)


@cuda.jit
def special_chebyshev_polynomial_t_flat(x, x_off, x_step, n, n_off, n_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_chebyshev_polynomial_t(x[x_off + i * x_step], n[n_off + i * n_step]), out)


# ---- special_chebyshev_polynomial_u: special_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor
@cuda.jit(device=True)
def _special_chebyshev_polynomial_u(x, n):
    return cheb_u(x, n)


@cuda.jit
def special_chebyshev_polynomial_u_kernel(x, x_off, x_st, n, n_off, n_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        x_i = x_off
        n_i = n_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            x_i += k * x_st[d]
            n_i += k * n_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_chebyshev_polynomial_u(x[x_i], n[n_i]), out)


@cuda.jit
def special_chebyshev_polynomial_u_flat(x, x_off, x_step, n, n_off, n_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_chebyshev_polynomial_u(x[x_off + i * x_step], n[n_off + i * n_step]), out)


# ---- special_chebyshev_polynomial_v: special_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor
@cuda.jit(device=True)
def _special_chebyshev_polynomial_v(x, n):
    return cheb_v(x, n)


@cuda.jit
def special_chebyshev_polynomial_v_kernel(x, x_off, x_st, n, n_off, n_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        x_i = x_off
        n_i = n_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            x_i += k * x_st[d]
            n_i += k * n_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_chebyshev_polynomial_v(x[x_i], n[n_i]), out)


@cuda.jit
def special_chebyshev_polynomial_v_flat(x, x_off, x_step, n, n_off, n_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_chebyshev_polynomial_v(x[x_off + i * x_step], n[n_off + i * n_step]), out)


# ---- special_chebyshev_polynomial_w: special_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor
@cuda.jit(device=True)
def _special_chebyshev_polynomial_w(x, n):
    return cheb_w(x, n)


@cuda.jit
def special_chebyshev_polynomial_w_kernel(x, x_off, x_st, n, n_off, n_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        x_i = x_off
        n_i = n_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            x_i += k * x_st[d]
            n_i += k * n_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_chebyshev_polynomial_w(x[x_i], n[n_i]), out)


@cuda.jit
def special_chebyshev_polynomial_w_flat(x, x_off, x_step, n, n_off, n_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_chebyshev_polynomial_w(x[x_off + i * x_step], n[n_off + i * n_step]), out)


# ---- special_shifted_chebyshev_polynomial_t: special_shifted_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor
@cuda.jit(device=True)
def _special_shifted_chebyshev_polynomial_t(x, n):
    return cheb_t(x + x - 1.0, n)


@cuda.jit
def special_shifted_chebyshev_polynomial_t_kernel(x, x_off, x_st, n, n_off, n_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        x_i = x_off
        n_i = n_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            x_i += k * x_st[d]
            n_i += k * n_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_shifted_chebyshev_polynomial_t(x[x_i], n[n_i]), out)


@cuda.jit
def special_shifted_chebyshev_polynomial_t_flat(x, x_off, x_step, n, n_off, n_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_shifted_chebyshev_polynomial_t(x[x_off + i * x_step], n[n_off + i * n_step]), out)


# ---- special_shifted_chebyshev_polynomial_u: special_shifted_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor
@cuda.jit(device=True)
def _special_shifted_chebyshev_polynomial_u(x, n):
    return cheb_u(x + x - 1.0, n)


@cuda.jit
def special_shifted_chebyshev_polynomial_u_kernel(x, x_off, x_st, n, n_off, n_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        x_i = x_off
        n_i = n_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            x_i += k * x_st[d]
            n_i += k * n_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_shifted_chebyshev_polynomial_u(x[x_i], n[n_i]), out)


@cuda.jit
def special_shifted_chebyshev_polynomial_u_flat(x, x_off, x_step, n, n_off, n_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_shifted_chebyshev_polynomial_u(x[x_off + i * x_step], n[n_off + i * n_step]), out)


# ---- special_shifted_chebyshev_polynomial_v: special_shifted_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor
@cuda.jit(device=True)
def _special_shifted_chebyshev_polynomial_v(x, n):
    return cheb_v(x + x - 1.0, n)


@cuda.jit
def special_shifted_chebyshev_polynomial_v_kernel(x, x_off, x_st, n, n_off, n_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        x_i = x_off
        n_i = n_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            x_i += k * x_st[d]
            n_i += k * n_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_shifted_chebyshev_polynomial_v(x[x_i], n[n_i]), out)


@cuda.jit
def special_shifted_chebyshev_polynomial_v_flat(x, x_off, x_step, n, n_off, n_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_shifted_chebyshev_polynomial_v(x[x_off + i * x_step], n[n_off + i * n_step]), out)


# ---- special_shifted_chebyshev_polynomial_w: special_shifted_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor
@cuda.jit(device=True)
def _special_shifted_chebyshev_polynomial_w(x, n):
    return cheb_w(x + x - 1.0, n)


@cuda.jit
def special_shifted_chebyshev_polynomial_w_kernel(x, x_off, x_st, n, n_off, n_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        x_i = x_off
        n_i = n_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            x_i += k * x_st[d]
            n_i += k * n_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_shifted_chebyshev_polynomial_w(x[x_i], n[n_i]), out)


@cuda.jit
def special_shifted_chebyshev_polynomial_w_flat(x, x_off, x_step, n, n_off, n_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_shifted_chebyshev_polynomial_w(x[x_off + i * x_step], n[n_off + i * n_step]), out)


# ---- special_hermite_polynomial_h: special_hermite_polynomial_h(Tensor x, Tensor n) -> Tensor
@cuda.jit(device=True)
def _special_hermite_polynomial_h(x, n):
    return hermite_h(x, n)


@cuda.jit
def special_hermite_polynomial_h_kernel(x, x_off, x_st, n, n_off, n_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        x_i = x_off
        n_i = n_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            x_i += k * x_st[d]
            n_i += k * n_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_hermite_polynomial_h(x[x_i], n[n_i]), out)


@cuda.jit
def special_hermite_polynomial_h_flat(x, x_off, x_step, n, n_off, n_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_hermite_polynomial_h(x[x_off + i * x_step], n[n_off + i * n_step]), out)


# ---- special_hermite_polynomial_he: special_hermite_polynomial_he(Tensor x, Tensor n) -> Tensor
@cuda.jit(device=True)
def _special_hermite_polynomial_he(x, n):
    return hermite_he(x, n)


@cuda.jit
def special_hermite_polynomial_he_kernel(x, x_off, x_st, n, n_off, n_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        x_i = x_off
        n_i = n_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            x_i += k * x_st[d]
            n_i += k * n_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_hermite_polynomial_he(x[x_i], n[n_i]), out)


@cuda.jit
def special_hermite_polynomial_he_flat(x, x_off, x_step, n, n_off, n_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_hermite_polynomial_he(x[x_off + i * x_step], n[n_off + i * n_step]), out)


# ---- special_laguerre_polynomial_l: special_laguerre_polynomial_l(Tensor x, Tensor n) -> Tensor
@cuda.jit(device=True)
def _special_laguerre_polynomial_l(x, n):
    return laguerre_l(x, n)


@cuda.jit
def special_laguerre_polynomial_l_kernel(x, x_off, x_st, n, n_off, n_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        x_i = x_off
        n_i = n_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            x_i += k * x_st[d]
            n_i += k * n_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_laguerre_polynomial_l(x[x_i], n[n_i]), out)


@cuda.jit
def special_laguerre_polynomial_l_flat(x, x_off, x_step, n, n_off, n_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_laguerre_polynomial_l(x[x_off + i * x_step], n[n_off + i * n_step]), out)


# ---- special_legendre_polynomial_p: special_legendre_polynomial_p(Tensor x, Tensor n) -> Tensor
@cuda.jit(device=True)
def _special_legendre_polynomial_p(x, n):
    return legendre_p(x, n)


@cuda.jit
def special_legendre_polynomial_p_kernel(x, x_off, x_st, n, n_off, n_st, out, out_off, out_st, shape, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
        x_i = x_off
        n_i = n_off
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            x_i += k * x_st[d]
            n_i += k * n_st[d]
            out_i += k * out_st[d]
        out[out_i] = store_value(_special_legendre_polynomial_p(x[x_i], n[n_i]), out)


@cuda.jit
def special_legendre_polynomial_p_flat(x, x_off, x_step, n, n_off, n_step, out, out_off, numel_):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        out[out_off + i] = store_value(_special_legendre_polynomial_p(x[x_off + i * x_step], n[n_off + i * n_step]), out)


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


# ---- amax: amax(Tensor self, dim[]? dim=None, bool keepdim=False) -> Tensor
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


# ---- amin: amin(Tensor self, dim[]? dim=None, bool keepdim=False) -> Tensor
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


# ---- renorm: renorm(Tensor self, Scalar p, dim dim, Scalar maxnorm) -> Tensor

# ---- sum_to_size: sum_to_size(Tensor self, int[] size) -> Tensor

# ---- cov: cov(Tensor self, *, int correction=1, Tensor? fweights=None, Tensor? aweights=None) -> Tensor

# ---- corrcoef: corrcoef(Tensor self) -> Tensor

# ---- histogram: histogram(Tensor self, Scalar bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)

# ---- histogramdd: histogramdd(Tensor self, int[] bins, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor[] bin_edges)

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


@cuda.jit
def embedding_dense_backward_mean(dst, counts, include_self, total, is_int):
    # reduce="mean": the sum over the values that reached each place (and self's);
    # integers round down, as PyTorch's floor division
    for p in range(cuda.grid(1), total, cuda.gridsize(1)):
        c = counts[p] + (1 if include_self else 0)
        if counts[p] > 0:
            if is_int:
                dst[p] = dst[p] // c
            else:
                dst[p] = dst[p] / c


# ---- embedding_sparse_backward: embedding_sparse_backward(Tensor grad, Tensor indices, int num_weights, int padding_idx, bool scale_grad_by_freq) -> Tensor

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


# ---- index_reduce: index_reduce(Tensor self, dim dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor
@cuda.jit
def index_reduce_scatter(dst, idx, i_off, i_st, src, s_off, s_st, shape, d_st, dim, size, mode, include_self,
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
def index_reduce_mean(dst, counts, include_self, total, is_int):
    # reduce="mean": the sum over the values that reached each place (and self's);
    # integers round down, as PyTorch's floor division
    for p in range(cuda.grid(1), total, cuda.gridsize(1)):
        c = counts[p] + (1 if include_self else 0)
        if counts[p] > 0:
            if is_int:
                dst[p] = dst[p] // c
            else:
                dst[p] = dst[p] / c


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

# ---- _view_dtype: _view_dtype(Tensor self, dtype dtype) -> Tensor

# ---- view_as: view_as(Tensor self, Tensor other) -> Tensor

# ---- reshape_as: reshape_as(Tensor self, Tensor other) -> Tensor

# ---- flatten: flatten(Tensor self, dim start_dim=0, dim end_dim=-1) -> Tensor

# ---- unflatten: unflatten(Tensor self, dim dim, int[] sizes) -> Tensor

# ---- detach: detach(Tensor self) -> Tensor

# ---- contiguous: contiguous(Tensor self) -> Tensor

# ---- unbind: unbind(Tensor self, dim dim=0) -> Tensor[]

# ---- split: split(Tensor self, int[] split_size_or_sections, dim dim=0) -> Tensor[]

# ---- chunk: chunk(Tensor self, int chunks, dim dim=0) -> Tensor[]

# ---- split_with_sizes: split_with_sizes(Tensor self, int[] split_sizes, dim dim=0) -> Tensor[]

# ---- diagonal: diagonal(Tensor self, int offset=0, dim dim1=0, dim dim2=1) -> Tensor

# ---- movedim: movedim(Tensor self, dim[] source, dim[] destination) -> Tensor

# ---- moveaxis: moveaxis(Tensor self, dim[] source, dim[] destination) -> Tensor

# ---- broadcast_to: broadcast_to(Tensor self, int[] size) -> Tensor

# ---- ravel: ravel(Tensor self) -> Tensor

# ---- tensor_split: tensor_split(Tensor self, int[] indices_or_sections, dim dim=0) -> Tensor[]

# ---- vsplit: vsplit(Tensor self, int[] indices_or_sections) -> Tensor[]

# ---- hsplit: hsplit(Tensor self, int[] indices_or_sections) -> Tensor[]

# ---- dsplit: dsplit(Tensor self, int[] indices_or_sections) -> Tensor[]

# ---- as_strided: as_strided(Tensor self, int[] size, int[] stride, int? storage_offset=None) -> Tensor

# ---- clone: clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor

# ---- copy: copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor

# ---- fill: fill(Tensor self, Scalar value) -> Tensor

# ---- zero: zero(Tensor self) -> Tensor

# ---- cat: cat(Tensor[] tensors, dim dim=0) -> Tensor

# ---- concat: concat(Tensor[] tensors, dim dim=0) -> Tensor

# ---- concatenate: concatenate(Tensor[] tensors, dim dim=0) -> Tensor

# ---- stack: stack(Tensor[] tensors, dim dim=0) -> Tensor

# ---- flip: flip(Tensor self, dim[] dims) -> Tensor

# ---- roll: roll(Tensor self, int[] shifts, dim[]? dims=None) -> Tensor

# ---- tril: tril(Tensor self, int diagonal=0) -> Tensor

# ---- triu: triu(Tensor self, int diagonal=0) -> Tensor

# ---- diag_embed: diag_embed(Tensor self, int offset=0, dim dim1=-2, dim dim2=-1) -> Tensor

# ---- repeat: repeat(Tensor self, int[] repeats) -> Tensor

# ---- repeat_interleave: repeat_interleave(Tensor self, Tensor? repeats=None, dim? dim=None, *, int? output_size=None) -> Tensor

# ---- resize: resize(Tensor self, int[] size, *, MemoryFormat? memory_format=None) -> Tensor

# ---- resize_as: resize_as(Tensor self, Tensor the_template, *, MemoryFormat? memory_format=None) -> Tensor

# ---- is_same_size: is_same_size(Tensor self, Tensor other) -> bool

# ---- scalar_tensor: scalar_tensor(Scalar s, *, dtype? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False) -> Tensor

# ---- atleast_1d: atleast_1d(Tensor[] tensors) -> Tensor

# ---- atleast_2d: atleast_2d(Tensor[] tensors) -> Tensor

# ---- atleast_3d: atleast_3d(Tensor[] tensors) -> Tensor

# ---- fliplr: fliplr(Tensor self) -> Tensor

# ---- flipud: flipud(Tensor self) -> Tensor

# ---- rot90: rot90(Tensor self, int k=1, dim[] dims=[0, 1]) -> Tensor

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

# ---- positive: positive(Tensor self) -> Tensor

# ---- column_stack: column_stack(Tensor[] tensors) -> Tensor

# ---- diagflat: diagflat(Tensor self, int offset=0) -> Tensor

# ---- cartesian_prod: cartesian_prod(Tensor[] tensors) -> Tensor

# ---- vander: vander(Tensor x, int? N=None, bool increasing=False) -> Tensor

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


# ---- tensordot: tensordot(Tensor a, Tensor b, int[] dims=2) -> Tensor

# ---- kron: kron(Tensor self, Tensor other) -> Tensor

# ---- einsum: einsum(Tensor[] args) -> Tensor

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


# ---- trace: trace(Tensor self) -> Tensor

# ---- outer: outer(Tensor self, Tensor vec2) -> Tensor

# ---- ger: ger(Tensor self, Tensor vec2) -> Tensor

# ---- inner: inner(Tensor self, Tensor other) -> Tensor

# ---- vdot: vdot(Tensor self, Tensor other) -> Tensor

# ---- cross: cross(Tensor self, Tensor other, dim? dim=None) -> Tensor

# ---- cdist: cdist(Tensor x1, Tensor x2, float p=2.0, str compute_mode='use_mm_for_euclid_dist_if_necessary') -> Tensor

# ---- _mm_out_dtype: _mm_out_dtype(Tensor self, Tensor mat2, dtype out_dtype) -> Tensor

# ---- _bmm_out_dtype: _bmm_out_dtype(Tensor self, Tensor mat2, dtype out_dtype) -> Tensor

# ---- _addmm_out_dtype: _addmm_out_dtype(Tensor self, Tensor mat1, Tensor mat2, dtype out_dtype, *, Scalar beta=1, Scalar alpha=1) -> Tensor

# ---- _baddbmm_out_dtype: _baddbmm_out_dtype(Tensor self, Tensor batch1, Tensor batch2, dtype out_dtype, *, Scalar beta=1, Scalar alpha=1) -> Tensor

# ---- det: det(Tensor self) -> Tensor
@cuda.jit
def det_lu(a, w, piv, info, out, batch, n):
    for b in range(cuda.grid(1), batch, cuda.gridsize(1)):
        base = b * n * n
        _lu_copy(a, w, base, n * n)
        info[b] = _lu_factor(w, base, n, n, piv, b * n, True)
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
        info[b] = _lu_factor(w, base, n, n, piv, b * n, True)
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
        info[b] = _lu_factor(w, base, n, n, piv, b * n, True)
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
        info[b] = _lu_factor(w, base, n, n, piv, b * n, True)
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
        info[b] = _lu_factor(w, base, n, n, piv, b * n, True)
        _lu_substitute(w, base, n, piv, b * n, x, b * n * k, k)


# ---- _linalg_lu_factor_ex: _linalg_lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False) -> (Tensor LU, Tensor pivots, Tensor info)
@cuda.jit
def _linalg_lu_factor_ex_lu(a, lu, piv, info, batch, m, n, pivot):
    for b in range(cuda.grid(1), batch, cuda.gridsize(1)):
        # LU is the output itself: factored in place, pivots made 1-based after
        base = b * m * n
        k = min(m, n)
        _lu_copy(a, lu, base, m * n)
        info[b] = _lu_factor(lu, base, m, n, piv, b * k, pivot)
        for i in range(k):
            piv[b * k + i] = piv[b * k + i] + 1


# ---- _linalg_lu_solve: _linalg_lu_solve(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False) -> Tensor
@cuda.jit
def _linalg_lu_solve_lu(lu, piv, x, batch, n, k, adjoint):
    for b in range(cuda.grid(1), batch, cuda.gridsize(1)):
        if adjoint:
            _lu_substitute_t(lu, b * n * n, n, piv, b * n, x, b * n * k, k)
        else:
            _lu_substitute(lu, b * n * n, n, piv, b * n, x, b * n * k, k)


# ---- matrix_exp: matrix_exp(Tensor self) -> Tensor
@cuda.jit
def matrix_exp_lu(a, w, piv, out, batch, n, coef, degs, thetas, nd):
    for b in range(cuda.grid(1), batch, cuda.gridsize(1)):
        _lu_expm(a, b * n * n, w, b * 5 * n * n, piv, b * n, out, b * n * n, n, coef, degs, thetas, nd)


# ---- _linalg_svd: _linalg_svd(Tensor A, bool full_matrices=False, bool compute_uv=True, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)
@cuda.jit
def _linalg_svd_dec(a, gt, vt, sv, w2, tau, tmp, qw, iw, u, s, vh, info, batch, m, n, ucols, vrows, want_uv, cst, sweeps):
    for b in range(cuda.grid(1), batch, cuda.gridsize(1)):
        p = min(m, n)
        size = max(m, n)
        tall = m >= n
        lrows = ucols if tall else vrows
        gb = b * p * size
        vb = b * p * p
        sb = b * (p + 1)
        ib = b * 2 * p
        info[b] = _dec_svd(a, b * m * n, m, n, gt, gb, vt, vb, sv, sb, want_uv, cst, sweeps)
        if info[b] != 0:
            for r in range(p):
                s[b * p + r] = math.nan
            if want_uv:
                for e in range(m * ucols):
                    u[b * m * ucols + e] = math.nan
                for e in range(vrows * n):
                    vh[b * vrows * n + e] = math.nan
            continue
        _dec_order(sv, sb, 1, p, iw, ib, True)
        r0 = 0
        for r in range(p):
            j = iw[ib + r]
            s[b * p + r] = sv[sb + j] * sv[sb + p]
            if sv[sb + j] > 0:
                r0 += 1
        if want_uv:
            # left vectors past the r0 nonzero singular values (and, with full
            # matrices, past p) complete the basis: Householder QR of the r0
            # known ones, its Q's further columns
            qb = b * size * lrows
            if r0 < lrows:
                w2b = b * size * p
                for i in range(size):
                    for c in range(r0):
                        j = iw[ib + c]
                        w2[w2b + i * r0 + c] = gt[gb + j * size + i] / sv[sb + j]
                _dec_geqr2(w2, w2b, size, r0, tau, b * p, tmp, b * size, cst)
                _dec_org2r(w2, w2b, size, r0, r0, tau, b * p, qw, qb, lrows, tmp, b * size)
            ub = b * m * ucols
            hb = b * vrows * n
            if tall:
                for r in range(ucols):
                    j = iw[ib + r] if r < p else 0
                    for i in range(m):
                        u[ub + i * ucols + r] = gt[gb + j * size + i] / sv[sb + j] if r < r0 else qw[qb + i * lrows + r]
                for r in range(n):
                    j = iw[ib + r]
                    for c in range(n):
                        vh[hb + r * n + c] = vt[vb + j * p + c]
            else:
                for r in range(m):
                    j = iw[ib + r]
                    for i in range(m):
                        u[ub + i * m + r] = vt[vb + j * p + i]
                for r in range(vrows):
                    j = iw[ib + r] if r < p else 0
                    for c in range(n):
                        vh[hb + r * n + c] = gt[gb + j * size + c] / sv[sb + j] if r < r0 else qw[qb + c * lrows + r]


# ---- _linalg_eigh: _linalg_eigh(Tensor A, str UPLO="L", bool compute_v=True) -> (Tensor eigenvalues, Tensor eigenvectors)
@cuda.jit
def _linalg_eigh_dec(a, w, vt, iw, vals, vecs, batch, n, lower, want_v, cst, sweeps):
    for b in range(cuda.grid(1), batch, cuda.gridsize(1)):
        wb = b * n * n
        ib = b * 2 * n
        bad = _dec_eigh(a, wb, n, lower, w, wb, vt, wb, want_v, cst, sweeps)
        if bad:
            for r in range(n):
                vals[b * n + r] = math.nan
            if want_v:
                for e in range(n * n):
                    vecs[wb + e] = math.nan
            continue
        _dec_order(w, wb, n + 1, n, iw, ib, False)
        for r in range(n):
            j = iw[ib + r]
            vals[b * n + r] = w[wb + j * n + j]
            if want_v:
                for i in range(n):
                    vecs[wb + i * n + r] = vt[wb + j * n + i]


# ---- _linalg_qr: _linalg_qr(Tensor A, str mode='reduced') -> (Tensor Q, Tensor R)
@cuda.jit
def _linalg_qr_dec(a, w, tau, tmp, q, r, batch, m, n, qc, rr, want_q, cst):
    for b in range(cuda.grid(1), batch, cuda.gridsize(1)):
        k = min(m, n)
        wb = b * m * n
        pb = b * max(n, qc)
        for e in range(m * n):
            w[wb + e] = a[wb + e]
        _dec_geqr2(w, wb, m, n, tau, b * k, tmp, pb, cst)
        rb = b * rr * n
        for i in range(rr):
            for j in range(n):
                r[rb + i * n + j] = w[wb + i * n + j] if j >= i else 0
        if want_q:
            _dec_org2r(w, wb, m, n, k, tau, b * k, q, b * m * qc, qc, tmp, pb)


# ---- _linalg_cholesky_ex: _linalg_cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -> (Tensor L, Tensor info)
@cuda.jit
def _linalg_cholesky_ex_dec(a, out, info, batch, n, upper):
    for b in range(cuda.grid(1), batch, cuda.gridsize(1)):
        base = b * n * n
        # the triangle the factorisation reads (torch: upper=True reads the upper one), as a lower one
        for i in range(n):
            for j in range(n):
                if j <= i:
                    out[base + i * n + j] = a[base + j * n + i] if upper else a[base + i * n + j]
                else:
                    out[base + i * n + j] = 0
        info[b] = _dec_potf2(out, base, n)
        if upper:
            for i in range(n):
                for j in range(i):
                    t = out[base + i * n + j]
                    out[base + i * n + j] = out[base + j * n + i]
                    out[base + j * n + i] = t


# ---- _linalg_solve_triangular: _linalg_solve_triangular(Tensor self, Tensor B, *, bool upper, bool left=True, bool unitriangular=False) -> Tensor
@cuda.jit
def _linalg_solve_triangular_dec(a, x, batch, n, k, upper, unit):
    for b in range(cuda.grid(1), batch, cuda.gridsize(1)):
        _dec_trsm(a, b * n * n, n, x, b * n * k, k, upper, unit, False)


# ---- _linalg_pinv: _linalg_pinv(Tensor self, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor
@cuda.jit
def _linalg_pinv_dec(a, gt, vt, sv, out, atol, rtol, info, batch, m, n, hermitian, cst, sweeps):
    for b in range(cuda.grid(1), batch, cuda.gridsize(1)):
        # sum over the kept singular (eigen) values of right_r left_r^T / value_r,
        # kept: above max(atol, rtol * the largest |value|), as torch
        ob = b * n * m
        for e in range(n * m):
            out[ob + e] = 0
        if hermitian:
            wb = b * n * n
            if _dec_eigh(a, wb, n, True, gt, wb, vt, wb, True, cst, sweeps):
                for e in range(n * n):
                    out[ob + e] = math.nan
                continue
            top = cst[0]
            for j in range(n):
                if abs(gt[wb + j * n + j]) > top:
                    top = abs(gt[wb + j * n + j])
            tol = max(atol[b], rtol[b] * top)
            for j in range(n):
                lam = gt[wb + j * n + j]
                if abs(lam) > tol:
                    for i in range(n):
                        f = vt[wb + j * n + i] / lam
                        for c in range(n):
                            out[ob + i * n + c] = out[ob + i * n + c] + f * vt[wb + j * n + c]
        else:
            p = min(m, n)
            size = max(m, n)
            gb = b * p * size
            vb = b * p * p
            sb = b * (p + 1)
            info[b] = _dec_svd(a, b * m * n, m, n, gt, gb, vt, vb, sv, sb, True, cst, sweeps)
            if info[b] != 0:
                for e in range(n * m):
                    out[ob + e] = math.nan
                continue
            top = cst[0]
            for j in range(p):
                if sv[sb + j] > top:
                    top = sv[sb + j]
            scale = sv[sb + p]
            tol = max(atol[b], rtol[b] * top * scale)
            for j in range(p):
                if sv[sb + j] * scale > tol:
                    # g_j / sv_j is the unit singular vector; 1 / sigma_j = f / scale
                    f = cst[1] / sv[sb + j]
                    g = f / scale
                    for r in range(n):
                        for c in range(m):
                            if m >= n:
                                x = vt[vb + j * p + r] * (gt[gb + j * size + c] * f)
                            else:
                                x = (gt[gb + j * size + r] * f) * vt[vb + j * p + c]
                            out[ob + r * m + c] = out[ob + r * m + c] + x * g


# ---- cholesky_solve: cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor
@cuda.jit
def cholesky_solve_dec(a, x, batch, n, k, upper):
    for b in range(cuda.grid(1), batch, cuda.gridsize(1)):
        base = b * n * n
        # A = L L^T: L Y = B then L^T X = Y; A = U^T U: U^T Y = B then U X = Y
        _dec_trsm(a, base, n, x, b * n * k, k, False, False, upper)
        _dec_trsm(a, base, n, x, b * n * k, k, True, False, not upper)


# ---- cholesky_inverse: cholesky_inverse(Tensor self, bool upper=False) -> Tensor
@cuda.jit
def cholesky_inverse_dec(a, out, info, batch, n, upper):
    for b in range(cuda.grid(1), batch, cuda.gridsize(1)):
        base = b * n * n
        k = n
        x = out
        _dec_identity(x, base, n)
        # a zero on the diagonal makes the factor singular (torch's trtri check)
        info[b] = 0
        for i in range(n):
            if a[base + i * n + i] == 0:
                info[b] = i + 1
                break
        # A = L L^T: L Y = B then L^T X = Y; A = U^T U: U^T Y = B then U X = Y
        _dec_trsm(a, base, n, x, b * n * k, k, False, False, upper)
        _dec_trsm(a, base, n, x, b * n * k, k, True, False, not upper)


# ---- _linalg_svdvals: _linalg_svdvals(Tensor A, *, str? driver=None) -> Tensor

# ---- svd: svd(Tensor self, bool some=True, bool compute_uv=True) -> (Tensor U, Tensor S, Tensor V)

# ---- _linalg_eigvalsh: _linalg_eigvalsh(Tensor self, str UPLO="L") -> Tensor

# ---- qr: qr(Tensor self, bool some=True) -> (Tensor Q, Tensor R)

# ---- _linalg_cholesky: _linalg_cholesky(Tensor self, *, bool upper=False) -> Tensor

# ---- cholesky: cholesky(Tensor self, bool upper=False) -> Tensor

# ---- triangular_solve: triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)

# ---- _linalg_lu_factor: _linalg_lu_factor(Tensor A, *, bool pivot=True) -> (Tensor LU, Tensor pivots)

# ---- lu_unpack: lu_unpack(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True) -> (Tensor P, Tensor L, Tensor U)

# ---- _linalg_lu: _linalg_lu(Tensor A, *, bool pivot=True) -> (Tensor P, Tensor L, Tensor U)

# ---- lu: lu(Tensor self, bool pivot=True, bool get_infos=False) -> (Tensor LU, Tensor pivots)

# ---- lu_solve: lu_solve(Tensor self, Tensor LU_data, Tensor LU_pivots) -> Tensor

# ---- _linalg_lstsq: _linalg_lstsq(Tensor self, Tensor b, float? rcond=None, *, str? driver=None) -> (Tensor solution, Tensor residuals, Tensor rank, Tensor singular_values)

# ---- _linalg_matrix_rank: _linalg_matrix_rank(Tensor input, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor

# ---- pinverse: pinverse(Tensor self, float rcond=1.0e-15) -> Tensor

# ---- matrix_power: matrix_power(Tensor self, int n) -> Tensor

# ---- _linalg_multi_dot: _linalg_multi_dot(Tensor[] tensors) -> Tensor

# ---- chain_matmul: chain_matmul(Tensor[] matrices) -> Tensor

# ---- _linalg_vecdot: _linalg_vecdot(Tensor x, Tensor y, *, int dim=-1) -> Tensor

# ---- _linalg_cross: _linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor

# ---- dist: dist(Tensor self, Tensor other, Scalar p=2) -> Tensor

# ---- allclose: allclose(Tensor self, Tensor other, float rtol=1.0e-05, float atol=1.0e-08, bool equal_nan=False) -> bool

# ---- equal: equal(Tensor self, Tensor other) -> bool

# ---- is_complex: is_complex(Tensor self) -> bool

# ---- is_nonzero: is_nonzero(Tensor self) -> bool

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


# ---- bartlett_window: bartlett_window(int window_length, bool periodic=True, *, dtype? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False) -> Tensor

# ---- blackman_window: blackman_window(int window_length, bool periodic=True, *, dtype? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False) -> Tensor

# ---- hamming_window: hamming_window(int window_length, bool periodic=True, float alpha=0.54, float beta=0.46, *, dtype? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False) -> Tensor

# ---- hann_window: hann_window(int window_length, bool periodic=True, *, dtype? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False) -> Tensor

# ---- kaiser_window: kaiser_window(int window_length, bool periodic=True, float beta=12.0, *, dtype? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False) -> Tensor

# ---- uniform_: uniform_(Tensor self, float from_=0, float to=1, *, Generator? generator=None) -> Tensor
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


# ---- normal_: normal_(Tensor self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor
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


# ---- normal: normal(Tensor mean, Tensor std=1, int[]? size=None, *, Generator? generator=None, dtype? dtype=None, Layout? layout=None, Device? device=None, bool pin_memory=False, bool requires_grad=False) -> Tensor
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


# ---- cauchy_: cauchy_(Tensor self, float median=0, float sigma=1, *, Generator? generator=None) -> Tensor
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


# ---- exponential_: exponential_(Tensor self, float lambd=1, *, Generator? generator=None) -> Tensor
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


# ---- log_normal_: log_normal_(Tensor self, float mean=1, float std=2, *, Generator? generator=None) -> Tensor
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


# ---- bernoulli_: bernoulli_(Tensor self, Tensor p=0.5, *, Generator? generator=None) -> Tensor
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


# ---- bernoulli: bernoulli(Tensor self, Tensor? p=None, *, Generator? generator=None) -> Tensor
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


# ---- random_: random_(Tensor self, int? from_=None, int? to=None, *, Generator? generator=None) -> Tensor
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


# ---- poisson: poisson(Tensor self, Generator? generator=None) -> Tensor
@cuda.jit(device=True)
def _rk_poisson(ud, self):
    return poisson_draw(ud, self)


@cuda.jit
def _rnd_poisson(out, out_off, out_st, shape, n, key, ctr, ubits, self, self_off, self_st):
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
        ud = _rng_uniform(key, c, 53)
        out[out_i] = _rk_poisson(ud, self[self_i])


# ---- geometric_: geometric_(Tensor self, float p, *, Generator? generator=None) -> Tensor
@cuda.jit(device=True)
def _rk_geometric_(ud, p):
    return geometric_draw(ud, p)


@cuda.jit
def _rnd_geometric_(out, out_off, out_st, shape, n, key, ctr, ubits, p):
    for i in range(cuda.grid(1), n, cuda.gridsize(1)):
        c = ctr + np.uint64(i)
        rem = i
        out_i = out_off
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
            out_i += k * out_st[d]
        ud = _rng_uniform(key, c, 53)
        out[out_i] = _rk_geometric_(ud, p)


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


# ---- embedding_bag: embedding_bag(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, int mode=0, bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False, int? padding_idx=None) -> (Tensor, Tensor, Tensor, Tensor)

# ---- grid_sampler: grid_sampler(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor

# ---- affine_grid_generator: affine_grid_generator(Tensor theta, int[] size, bool align_corners) -> Tensor

# ---- _upsample_bicubic2d: _upsample_bicubic2d(Tensor self, int[] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor

# ---- _upsample_bilinear2d_aa: _upsample_bilinear2d_aa(Tensor self, int[] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor

# ---- _upsample_bicubic2d_aa: _upsample_bicubic2d_aa(Tensor self, int[] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor

# ---- _upsample_lanczos2d_aa: _upsample_lanczos2d_aa(Tensor self, int[] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor

# ---- _ctc_nll: _ctc_nll(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank=0, bool zero_infinity=False) -> Tensor
@cuda.jit
def _ctc_nll_ctc(lp, targets, toffs, ilen, tlen, blank, t_max, n, c, w, nll, la):
    for b in range(cuda.grid(1), n, cuda.gridsize(1)):
        il = ilen[b]
        tl = tlen[b]
        toff = toffs[b]
        base = b * t_max * w
        nll[b] = 0
        zero = nll[b]
        la[base] = -math.inf
        ninf = la[base]
        for e in range(t_max * w):
            la[base + e] = ninf
        if il == 0:
            if tl > 0:  # no frame can emit a label
                nll[b] = -ninf
        else:
            la[base] = lp[b * c + blank]
            if tl > 0:
                la[base + 1] = lp[b * c + targets[toff]]
            for t in range(1, il):
                row = base + t * w
                prev = row - w
                lrow = (t * n + b) * c
                for s in range(2 * tl + 1):
                    ctp = _ctc_prime(targets, toff, s, blank)
                    la1 = la[prev + s]
                    lamax = la1
                    la2 = ninf
                    la3 = ninf
                    if s > 0:
                        la2 = la[prev + s - 1]
                        if la2 > lamax:
                            lamax = la2
                    if s > 1 and _ctc_prime(targets, toff, s - 2, blank) != ctp:
                        la3 = la[prev + s - 2]
                        if la3 > lamax:
                            lamax = la3
                    if lamax == ninf:
                        lamax = zero
                    tot = math.exp(la1 - lamax) + math.exp(la2 - lamax) + math.exp(la3 - lamax)
                    la[row + s] = ninf
                    if tot > 0:  # (no path reaches the state: log 0 is -inf; Python's math.log would raise)
                        la[row + s] = math.log(tot) + lamax + lp[lrow + ctp]
            last = base + (il - 1) * w
            if tl == 0:
                nll[b] = -la[last]
            else:
                l1 = la[last + 2 * tl]
                l2 = la[last + 2 * tl - 1]
                m = l1
                if l2 > m:
                    m = l2
                if m == ninf:
                    m = zero
                tot = math.exp(l1 - m) + math.exp(l2 - m)
                nll[b] = -ninf
                if tot > 0:
                    nll[b] = -(math.log(tot) + m)


# ---- _ctc_nll_backward: _ctc_nll_backward(Tensor grad, Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, Tensor neg_log_likelihood, int blank, bool zero_infinity=False) -> Tensor
@cuda.jit
def _ctc_nll_backward_ctc(lp, targets, toffs, ilen, tlen, blank, t_max, n, c, w, nll, la, scratch, gout, zero_infinity, lb, g):
    for b in range(cuda.grid(1), n, cuda.gridsize(1)):
        il = ilen[b]
        tl = tlen[b]
        toff = toffs[b]
        base = b * t_max * w
        scratch[b] = 0
        zero = scratch[b]
        la[base] = -math.inf
        ninf = la[base]
        for e in range(t_max * w):
            la[base + e] = ninf
        if il == 0:
            if tl > 0:  # no frame can emit a label
                scratch[b] = -ninf
        else:
            la[base] = lp[b * c + blank]
            if tl > 0:
                la[base + 1] = lp[b * c + targets[toff]]
            for t in range(1, il):
                row = base + t * w
                prev = row - w
                lrow = (t * n + b) * c
                for s in range(2 * tl + 1):
                    ctp = _ctc_prime(targets, toff, s, blank)
                    la1 = la[prev + s]
                    lamax = la1
                    la2 = ninf
                    la3 = ninf
                    if s > 0:
                        la2 = la[prev + s - 1]
                        if la2 > lamax:
                            lamax = la2
                    if s > 1 and _ctc_prime(targets, toff, s - 2, blank) != ctp:
                        la3 = la[prev + s - 2]
                        if la3 > lamax:
                            lamax = la3
                    if lamax == ninf:
                        lamax = zero
                    tot = math.exp(la1 - lamax) + math.exp(la2 - lamax) + math.exp(la3 - lamax)
                    la[row + s] = ninf
                    if tot > 0:  # (no path reaches the state: log 0 is -inf; Python's math.log would raise)
                        la[row + s] = math.log(tot) + lamax + lp[lrow + ctp]
            last = base + (il - 1) * w
            if tl == 0:
                scratch[b] = -la[last]
            else:
                l1 = la[last + 2 * tl]
                l2 = la[last + 2 * tl - 1]
                m = l1
                if l2 > m:
                    m = l2
                if m == ninf:
                    m = zero
                tot = math.exp(l1 - m) + math.exp(l2 - m)
                scratch[b] = -ninf
                if tot > 0:
                    scratch[b] = -(math.log(tot) + m)
        il = ilen[b]
        tl = tlen[b]
        toff = toffs[b]
        base = b * t_max * w
        nl = nll[b]
        gr = gout[b]
        lb[base] = 0
        zero = lb[base]
        lb[base] = -math.inf
        ninf = lb[base]
        for e in range(t_max * w):
            lb[base + e] = ninf
        if il == 0 or (zero_infinity and nl == -ninf):
            il = 0  # no frames, or a zeroed infinite loss: no gradient
        else:
            for t in range(il):
                for k in range(c):
                    g[(t * n + b) * c + k] = ninf  # the log of an empty sum
            last = base + (il - 1) * w
            lrow = ((il - 1) * n + b) * c
            lb[last + 2 * tl] = lp[lrow + blank]
            g[lrow + blank] = la[last + 2 * tl] + lb[last + 2 * tl]
            if tl > 0:
                ctp = _ctc_prime(targets, toff, 2 * tl - 1, blank)
                lb[last + 2 * tl - 1] = lp[lrow + ctp]
                g[lrow + ctp] = la[last + 2 * tl - 1] + lb[last + 2 * tl - 1]
            for t in range(il - 2, -1, -1):
                row = base + t * w
                nxt = row + w
                lrow = (t * n + b) * c
                for s in range(2 * tl, -1, -1):
                    ctp = _ctc_prime(targets, toff, s, blank)
                    lb1 = lb[nxt + s]
                    lbmax = lb1
                    lb2 = ninf
                    lb3 = ninf
                    if s < 2 * tl:
                        lb2 = lb[nxt + s + 1]
                        if lb2 > lbmax:
                            lbmax = lb2
                    if s < 2 * tl - 1 and _ctc_prime(targets, toff, s + 2, blank) != ctp:
                        lb3 = lb[nxt + s + 2]
                        if lb3 > lbmax:
                            lbmax = lb3
                    if lbmax == ninf:
                        lbmax = zero
                    tot = math.exp(lb1 - lbmax) + math.exp(lb2 - lbmax) + math.exp(lb3 - lbmax)
                    lb[row + s] = ninf
                    if tot > 0:
                        lb[row + s] = math.log(tot) + lbmax + lp[lrow + ctp]
                    v = la[row + s] + lb[row + s]
                    lcab = g[lrow + ctp]
                    if lcab == ninf:
                        lcab = v
                    else:
                        mx = lcab
                        if v > mx:
                            mx = v
                        lcab = math.log(math.exp(lcab - mx) + math.exp(v - mx)) + mx
                    g[lrow + ctp] = lcab
            for t in range(il):
                lrow = (t * n + b) * c
                for k in range(c):
                    g[lrow + k] = -math.exp(g[lrow + k] + nl - lp[lrow + k]) * gr
        for t in range(il, t_max):
            for k in range(c):
                g[(t * n + b) * c + k] = 0


# ---- ctc_loss: ctc_loss(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank=0, int reduction=1, bool zero_infinity=False) -> Tensor

# ---- _lstm_layer: _lstm_layer(Tensor input, Tensor weight_hh, Tensor? bias_hh, Tensor? weight_hr, Tensor hx, Tensor cx, bool reverse=False, Tensor? lengths=None) -> (Tensor output, Tensor hy, Tensor cy, Tensor workspace)
@cuda.jit
def _lstm_layer_rnn(gi, w_hh, b_hh, w_hr, h0, c0, lengths, cst, reverse, has_bias, has_proj, has_len, t_len, n, hid,
                    hp, out, hy, cy, ws, hu):
    one = cst[1]
    zero = cst[0]
    gw = 4 * hid
    ww = 6 * hid
    tid = cuda.threadIdx.x
    nt = cuda.blockDim.x
    for b in range(cuda.blockIdx.x, n, cuda.gridDim.x):
        steps = lengths[b] if has_len else t_len
        for t in range(steps, t_len):
            for k in range(tid, hp, nt):
                out[(t * n + b) * hp + k] = zero
            for k in range(tid, ww, nt):
                ws[(t * n + b) * ww + k] = zero
        for s in range(steps):
            t = steps - 1 - s if reverse else s
            tp = t + 1 if reverse else t - 1
            hrow = b * hp if s == 0 else (tp * n + b) * hp  # h_{t-1}: h0's row, or the previous output's
            hsrc = h0 if s == 0 else out
            for j in range(tid, hid, nt):
                a0 = zero
                a1 = zero
                a2 = zero
                a3 = zero
                for k in range(hp):
                    hk = hsrc[hrow + k]
                    a0 += hk * w_hh[(0 * hid + j) * hp + k]
                    a1 += hk * w_hh[(1 * hid + j) * hp + k]
                    a2 += hk * w_hh[(2 * hid + j) * hp + k]
                    a3 += hk * w_hh[(3 * hid + j) * hp + k]
                if has_bias:
                    a0 += b_hh[0 * hid + j]
                    a1 += b_hh[1 * hid + j]
                    a2 += b_hh[2 * hid + j]
                    a3 += b_hh[3 * hid + j]
                gb = (t * n + b) * gw
                wb = (t * n + b) * ww
                cp = c0[b * hid + j] if s == 0 else ws[(tp * n + b) * ww + 4 * hid + j]
                ig, fg, gg, og, cv, tc, hv = _lstm_cell(one, gi[gb + j] + a0, gi[gb + hid + j] + a1,
                                                        gi[gb + 2 * hid + j] + a2, gi[gb + 3 * hid + j] + a3, cp)
                ws[wb + j] = ig
                ws[wb + hid + j] = fg
                ws[wb + 2 * hid + j] = gg
                ws[wb + 3 * hid + j] = og
                ws[wb + 4 * hid + j] = cv
                ws[wb + 5 * hid + j] = tc
                if has_proj:
                    hu[b * hid + j] = hv
                else:
                    out[(t * n + b) * hp + j] = hv
            cuda.syncthreads()
            if has_proj:
                for k in range(tid, hp, nt):
                    acc = zero
                    for j in range(hid):
                        acc += hu[b * hid + j] * w_hr[k * hid + j]
                    out[(t * n + b) * hp + k] = acc
                cuda.syncthreads()
        last = 0 if reverse else steps - 1
        for k in range(tid, hp, nt):
            hy[b * hp + k] = h0[b * hp + k] if steps == 0 else out[(last * n + b) * hp + k]
        for j in range(tid, hid, nt):
            cy[b * hid + j] = c0[b * hid + j] if steps == 0 else ws[(last * n + b) * ww + 4 * hid + j]
        cuda.syncthreads()


# ---- _gru_layer: _gru_layer(Tensor input, Tensor weight_hh, Tensor? bias_hh, Tensor hx, bool reverse=False, Tensor? lengths=None) -> (Tensor output, Tensor hy, Tensor workspace)
@cuda.jit
def _gru_layer_rnn(gi, w_hh, b_hh, w_hr, h0, c0, lengths, cst, reverse, has_bias, has_proj, has_len, t_len, n, hid,
                   hp, out, hy, cy, ws, hu):
    one = cst[1]
    zero = cst[0]
    gw = 3 * hid
    ww = 4 * hid
    tid = cuda.threadIdx.x
    nt = cuda.blockDim.x
    for b in range(cuda.blockIdx.x, n, cuda.gridDim.x):
        steps = lengths[b] if has_len else t_len
        for t in range(steps, t_len):
            for k in range(tid, hp, nt):
                out[(t * n + b) * hp + k] = zero
            for k in range(tid, ww, nt):
                ws[(t * n + b) * ww + k] = zero
        for s in range(steps):
            t = steps - 1 - s if reverse else s
            tp = t + 1 if reverse else t - 1
            hrow = b * hp if s == 0 else (tp * n + b) * hp  # h_{t-1}: h0's row, or the previous output's
            hsrc = h0 if s == 0 else out
            for j in range(tid, hid, nt):
                a0 = zero
                a1 = zero
                a2 = zero
                for k in range(hp):
                    hk = hsrc[hrow + k]
                    a0 += hk * w_hh[(0 * hid + j) * hp + k]
                    a1 += hk * w_hh[(1 * hid + j) * hp + k]
                    a2 += hk * w_hh[(2 * hid + j) * hp + k]
                if has_bias:
                    a0 += b_hh[0 * hid + j]
                    a1 += b_hh[1 * hid + j]
                    a2 += b_hh[2 * hid + j]
                gb = (t * n + b) * gw
                wb = (t * n + b) * ww
                r, z, nv, hv = _gru_cell(one, gi[gb + j] + a0, gi[gb + hid + j] + a1, gi[gb + 2 * hid + j], a2,
                                         hsrc[hrow + j])
                ws[wb + j] = r
                ws[wb + hid + j] = z
                ws[wb + 2 * hid + j] = nv
                ws[wb + 3 * hid + j] = a2
                out[(t * n + b) * hp + j] = hv
            cuda.syncthreads()
        last = 0 if reverse else steps - 1
        for k in range(tid, hp, nt):
            hy[b * hp + k] = h0[b * hp + k] if steps == 0 else out[(last * n + b) * hp + k]
        cuda.syncthreads()


# ---- _rnn_tanh_layer: _rnn_tanh_layer(Tensor input, Tensor weight_hh, Tensor? bias_hh, Tensor hx, bool reverse=False, Tensor? lengths=None) -> (Tensor output, Tensor hy, Tensor workspace)
@cuda.jit
def _rnn_tanh_layer_rnn(gi, w_hh, b_hh, w_hr, h0, c0, lengths, cst, reverse, has_bias, has_proj, has_len, t_len, n, hid,
                        hp, out, hy, cy, ws, hu):
    one = cst[1]
    zero = cst[0]
    gw = 1 * hid
    ww = 1 * hid
    tid = cuda.threadIdx.x
    nt = cuda.blockDim.x
    for b in range(cuda.blockIdx.x, n, cuda.gridDim.x):
        steps = lengths[b] if has_len else t_len
        for t in range(steps, t_len):
            for k in range(tid, hp, nt):
                out[(t * n + b) * hp + k] = zero
            for k in range(tid, ww, nt):
                ws[(t * n + b) * ww + k] = zero
        for s in range(steps):
            t = steps - 1 - s if reverse else s
            tp = t + 1 if reverse else t - 1
            hrow = b * hp if s == 0 else (tp * n + b) * hp  # h_{t-1}: h0's row, or the previous output's
            hsrc = h0 if s == 0 else out
            for j in range(tid, hid, nt):
                a0 = zero
                for k in range(hp):
                    hk = hsrc[hrow + k]
                    a0 += hk * w_hh[(0 * hid + j) * hp + k]
                if has_bias:
                    a0 += b_hh[0 * hid + j]
                gb = (t * n + b) * gw
                wb = (t * n + b) * ww
                hv = _rnn_tanh_cell(one, gi[gb + j] + a0)
                ws[wb + j] = hv
                out[(t * n + b) * hp + j] = hv
            cuda.syncthreads()
        last = 0 if reverse else steps - 1
        for k in range(tid, hp, nt):
            hy[b * hp + k] = h0[b * hp + k] if steps == 0 else out[(last * n + b) * hp + k]
        cuda.syncthreads()


# ---- _rnn_relu_layer: _rnn_relu_layer(Tensor input, Tensor weight_hh, Tensor? bias_hh, Tensor hx, bool reverse=False, Tensor? lengths=None) -> (Tensor output, Tensor hy, Tensor workspace)
@cuda.jit
def _rnn_relu_layer_rnn(gi, w_hh, b_hh, w_hr, h0, c0, lengths, cst, reverse, has_bias, has_proj, has_len, t_len, n, hid,
                        hp, out, hy, cy, ws, hu):
    one = cst[1]
    zero = cst[0]
    gw = 1 * hid
    ww = 1 * hid
    tid = cuda.threadIdx.x
    nt = cuda.blockDim.x
    for b in range(cuda.blockIdx.x, n, cuda.gridDim.x):
        steps = lengths[b] if has_len else t_len
        for t in range(steps, t_len):
            for k in range(tid, hp, nt):
                out[(t * n + b) * hp + k] = zero
            for k in range(tid, ww, nt):
                ws[(t * n + b) * ww + k] = zero
        for s in range(steps):
            t = steps - 1 - s if reverse else s
            tp = t + 1 if reverse else t - 1
            hrow = b * hp if s == 0 else (tp * n + b) * hp  # h_{t-1}: h0's row, or the previous output's
            hsrc = h0 if s == 0 else out
            for j in range(tid, hid, nt):
                a0 = zero
                for k in range(hp):
                    hk = hsrc[hrow + k]
                    a0 += hk * w_hh[(0 * hid + j) * hp + k]
                if has_bias:
                    a0 += b_hh[0 * hid + j]
                gb = (t * n + b) * gw
                wb = (t * n + b) * ww
                hv = _rnn_relu_cell(one, gi[gb + j] + a0)
                ws[wb + j] = hv
                out[(t * n + b) * hp + j] = hv
            cuda.syncthreads()
        last = 0 if reverse else steps - 1
        for k in range(tid, hp, nt):
            hy[b * hp + k] = h0[b * hp + k] if steps == 0 else out[(last * n + b) * hp + k]
        cuda.syncthreads()


# ---- _lstm_layer_backward: _lstm_layer_backward(Tensor? grad_output, Tensor? grad_hy, Tensor? grad_cy, Tensor weight_hh, Tensor? weight_hr, Tensor hx, Tensor cx, Tensor output, Tensor workspace, bool reverse=False, Tensor? lengths=None) -> (Tensor grad_input, Tensor grad_weight_hh, Tensor grad_bias_hh, Tensor grad_weight_hr, Tensor grad_hx, Tensor grad_cx)
@cuda.jit
def _lstm_layer_backward_rnn(gout, ghy, gcy, has_gout, has_ghy, has_gcy, w_hh, w_hr, h0, c0, out, ws, lengths, cst, reverse,
                             has_proj, has_len, t_len, n, hid, hp, dgi, dgh, dh0, dc0, hprev, dr, hu, dh, dc):
    # dh (n, hp), dc (n, hid): the running state gradients; dgh: the gradient of h W_hh^T + b_hh
    # (GRU's own; the other cells' is dgi); hprev, dr, hu: each step's h_{t-1}, the projected h's
    # gradient and the unprojected h (LSTM's proj_size), for the weight-gradient kernel
    one = cst[1]
    zero = cst[0]
    gw = 4 * hid
    ww = 6 * hid
    tid = cuda.threadIdx.x
    nt = cuda.blockDim.x
    for b in range(cuda.blockIdx.x, n, cuda.gridDim.x):
        steps = lengths[b] if has_len else t_len
        for k in range(tid, hp, nt):
            dh[b * hp + k] = ghy[b * hp + k] if has_ghy else zero
        for j in range(tid, hid, nt):
            dc[b * hid + j] = gcy[b * hid + j] if has_gcy else zero
        for t in range(steps, t_len):
            for k in range(tid, gw, nt):
                dgi[(t * n + b) * gw + k] = zero
                dgh[(t * n + b) * gw + k] = zero
            for k in range(tid, hp, nt):
                hprev[(t * n + b) * hp + k] = zero
                if has_proj:
                    dr[(t * n + b) * hp + k] = zero
            if has_proj:
                for j in range(tid, hid, nt):
                    hu[(t * n + b) * hid + j] = zero
        cuda.syncthreads()
        for s in range(steps):
            t = s if reverse else steps - 1 - s
            tp = t + 1 if reverse else t - 1
            first = s == steps - 1  # the forward's first step: h_{t-1} is h0
            ob = (t * n + b) * hp
            gb = (t * n + b) * gw
            wb = (t * n + b) * ww
            for k in range(tid, hp, nt):
                hprev[ob + k] = h0[b * hp + k] if first else out[(tp * n + b) * hp + k]
                if has_proj:
                    dr[ob + k] = dh[b * hp + k] + (gout[ob + k] if has_gout else zero)
            cuda.syncthreads()
            for j in range(tid, hid, nt):
                if has_proj:
                    dhv = zero
                    for k in range(hp):
                        dhv += dr[ob + k] * w_hr[k * hid + j]
                else:
                    dhv = dh[b * hp + j] + (gout[ob + j] if has_gout else zero)
                cp = c0[b * hid + j] if first else ws[(tp * n + b) * ww + 4 * hid + j]
                di, df, dg, do, dcp, huv = _lstm_cell_backward(one, ws[wb + j], ws[wb + hid + j], ws[wb + 2 * hid + j],
                                                               ws[wb + 3 * hid + j], ws[wb + 5 * hid + j], cp, dhv,
                                                               dc[b * hid + j])
                dgi[gb + j] = di
                dgi[gb + hid + j] = df
                dgi[gb + 2 * hid + j] = dg
                dgi[gb + 3 * hid + j] = do
                dc[b * hid + j] = dcp
                if has_proj:
                    hu[(t * n + b) * hid + j] = huv
            cuda.syncthreads()
            for k in range(tid, hp, nt):
                acc = zero
                for g in range(gw):
                    acc += dgi[gb + g] * w_hh[g * hp + k]
                dh[b * hp + k] = acc
            cuda.syncthreads()
        for k in range(tid, hp, nt):
            dh0[b * hp + k] = dh[b * hp + k]
        for j in range(tid, hid, nt):
            dc0[b * hid + j] = dc[b * hid + j]
        cuda.syncthreads()


# ---- _gru_layer_backward: _gru_layer_backward(Tensor? grad_output, Tensor? grad_hy, Tensor weight_hh, Tensor hx, Tensor output, Tensor workspace, bool reverse=False, Tensor? lengths=None) -> (Tensor grad_input, Tensor grad_weight_hh, Tensor grad_bias_hh, Tensor grad_hx)
@cuda.jit
def _gru_layer_backward_rnn(gout, ghy, gcy, has_gout, has_ghy, has_gcy, w_hh, w_hr, h0, c0, out, ws, lengths, cst, reverse,
                            has_proj, has_len, t_len, n, hid, hp, dgi, dgh, dh0, dc0, hprev, dr, hu, dh, dc):
    # dh (n, hp), dc (n, hid): the running state gradients; dgh: the gradient of h W_hh^T + b_hh
    # (GRU's own; the other cells' is dgi); hprev, dr, hu: each step's h_{t-1}, the projected h's
    # gradient and the unprojected h (LSTM's proj_size), for the weight-gradient kernel
    one = cst[1]
    zero = cst[0]
    gw = 3 * hid
    ww = 4 * hid
    tid = cuda.threadIdx.x
    nt = cuda.blockDim.x
    for b in range(cuda.blockIdx.x, n, cuda.gridDim.x):
        steps = lengths[b] if has_len else t_len
        for k in range(tid, hp, nt):
            dh[b * hp + k] = ghy[b * hp + k] if has_ghy else zero
        for t in range(steps, t_len):
            for k in range(tid, gw, nt):
                dgi[(t * n + b) * gw + k] = zero
                dgh[(t * n + b) * gw + k] = zero
            for k in range(tid, hp, nt):
                hprev[(t * n + b) * hp + k] = zero
        cuda.syncthreads()
        for s in range(steps):
            t = s if reverse else steps - 1 - s
            tp = t + 1 if reverse else t - 1
            first = s == steps - 1  # the forward's first step: h_{t-1} is h0
            ob = (t * n + b) * hp
            gb = (t * n + b) * gw
            wb = (t * n + b) * ww
            for k in range(tid, hp, nt):
                hprev[ob + k] = h0[b * hp + k] if first else out[(tp * n + b) * hp + k]
            cuda.syncthreads()
            for j in range(tid, hid, nt):
                dhv = dh[b * hp + j] + (gout[ob + j] if has_gout else zero)
                ddr, ddz, ddn, dhn, dhz = _gru_cell_backward(one, ws[wb + j], ws[wb + hid + j], ws[wb + 2 * hid + j],
                                                             ws[wb + 3 * hid + j], hprev[ob + j], dhv)
                dgi[gb + j] = ddr
                dgi[gb + hid + j] = ddz
                dgi[gb + 2 * hid + j] = ddn
                dgh[gb + j] = ddr
                dgh[gb + hid + j] = ddz
                dgh[gb + 2 * hid + j] = dhn
                dh[b * hp + j] = dhz
            cuda.syncthreads()
            for k in range(tid, hp, nt):
                acc = zero
                for g in range(gw):
                    acc += dgh[gb + g] * w_hh[g * hp + k]
                dh[b * hp + k] += acc
            cuda.syncthreads()
        for k in range(tid, hp, nt):
            dh0[b * hp + k] = dh[b * hp + k]
        cuda.syncthreads()


# ---- _rnn_tanh_layer_backward: _rnn_tanh_layer_backward(Tensor? grad_output, Tensor? grad_hy, Tensor weight_hh, Tensor hx, Tensor output, Tensor workspace, bool reverse=False, Tensor? lengths=None) -> (Tensor grad_input, Tensor grad_weight_hh, Tensor grad_bias_hh, Tensor grad_hx)
@cuda.jit
def _rnn_tanh_layer_backward_rnn(gout, ghy, gcy, has_gout, has_ghy, has_gcy, w_hh, w_hr, h0, c0, out, ws, lengths, cst, reverse,
                                 has_proj, has_len, t_len, n, hid, hp, dgi, dgh, dh0, dc0, hprev, dr, hu, dh, dc):
    # dh (n, hp), dc (n, hid): the running state gradients; dgh: the gradient of h W_hh^T + b_hh
    # (GRU's own; the other cells' is dgi); hprev, dr, hu: each step's h_{t-1}, the projected h's
    # gradient and the unprojected h (LSTM's proj_size), for the weight-gradient kernel
    one = cst[1]
    zero = cst[0]
    gw = 1 * hid
    ww = 1 * hid
    tid = cuda.threadIdx.x
    nt = cuda.blockDim.x
    for b in range(cuda.blockIdx.x, n, cuda.gridDim.x):
        steps = lengths[b] if has_len else t_len
        for k in range(tid, hp, nt):
            dh[b * hp + k] = ghy[b * hp + k] if has_ghy else zero
        for t in range(steps, t_len):
            for k in range(tid, gw, nt):
                dgi[(t * n + b) * gw + k] = zero
                dgh[(t * n + b) * gw + k] = zero
            for k in range(tid, hp, nt):
                hprev[(t * n + b) * hp + k] = zero
        cuda.syncthreads()
        for s in range(steps):
            t = s if reverse else steps - 1 - s
            tp = t + 1 if reverse else t - 1
            first = s == steps - 1  # the forward's first step: h_{t-1} is h0
            ob = (t * n + b) * hp
            gb = (t * n + b) * gw
            wb = (t * n + b) * ww
            for k in range(tid, hp, nt):
                hprev[ob + k] = h0[b * hp + k] if first else out[(tp * n + b) * hp + k]
            for j in range(tid, hid, nt):
                dhv = dh[b * hp + j] + (gout[ob + j] if has_gout else zero)
                dgi[gb + j] = _rnn_tanh_cell_backward(one, ws[wb + j], dhv)
            cuda.syncthreads()
            for k in range(tid, hp, nt):
                acc = zero
                for g in range(gw):
                    acc += dgi[gb + g] * w_hh[g * hp + k]
                dh[b * hp + k] = acc
            cuda.syncthreads()
        for k in range(tid, hp, nt):
            dh0[b * hp + k] = dh[b * hp + k]
        cuda.syncthreads()


# ---- _rnn_relu_layer_backward: _rnn_relu_layer_backward(Tensor? grad_output, Tensor? grad_hy, Tensor weight_hh, Tensor hx, Tensor output, Tensor workspace, bool reverse=False, Tensor? lengths=None) -> (Tensor grad_input, Tensor grad_weight_hh, Tensor grad_bias_hh, Tensor grad_hx)
@cuda.jit
def _rnn_relu_layer_backward_rnn(gout, ghy, gcy, has_gout, has_ghy, has_gcy, w_hh, w_hr, h0, c0, out, ws, lengths, cst, reverse,
                                 has_proj, has_len, t_len, n, hid, hp, dgi, dgh, dh0, dc0, hprev, dr, hu, dh, dc):
    # dh (n, hp), dc (n, hid): the running state gradients; dgh: the gradient of h W_hh^T + b_hh
    # (GRU's own; the other cells' is dgi); hprev, dr, hu: each step's h_{t-1}, the projected h's
    # gradient and the unprojected h (LSTM's proj_size), for the weight-gradient kernel
    one = cst[1]
    zero = cst[0]
    gw = 1 * hid
    ww = 1 * hid
    tid = cuda.threadIdx.x
    nt = cuda.blockDim.x
    for b in range(cuda.blockIdx.x, n, cuda.gridDim.x):
        steps = lengths[b] if has_len else t_len
        for k in range(tid, hp, nt):
            dh[b * hp + k] = ghy[b * hp + k] if has_ghy else zero
        for t in range(steps, t_len):
            for k in range(tid, gw, nt):
                dgi[(t * n + b) * gw + k] = zero
                dgh[(t * n + b) * gw + k] = zero
            for k in range(tid, hp, nt):
                hprev[(t * n + b) * hp + k] = zero
        cuda.syncthreads()
        for s in range(steps):
            t = s if reverse else steps - 1 - s
            tp = t + 1 if reverse else t - 1
            first = s == steps - 1  # the forward's first step: h_{t-1} is h0
            ob = (t * n + b) * hp
            gb = (t * n + b) * gw
            wb = (t * n + b) * ww
            for k in range(tid, hp, nt):
                hprev[ob + k] = h0[b * hp + k] if first else out[(tp * n + b) * hp + k]
            for j in range(tid, hid, nt):
                dhv = dh[b * hp + j] + (gout[ob + j] if has_gout else zero)
                dgi[gb + j] = _rnn_relu_cell_backward(one, ws[wb + j], dhv)
            cuda.syncthreads()
            for k in range(tid, hp, nt):
                acc = zero
                for g in range(gw):
                    acc += dgi[gb + g] * w_hh[g * hp + k]
                dh[b * hp + k] = acc
            cuda.syncthreads()
        for k in range(tid, hp, nt):
            dh0[b * hp + k] = dh[b * hp + k]
        cuda.syncthreads()


# ---- pdist: pdist(Tensor self, float p=2) -> Tensor

# ---- _max_unpool2d: _max_unpool2d(Tensor self, Tensor indices, int[] output_size) -> Tensor

# ---- _max_unpool3d: _max_unpool3d(Tensor self, Tensor indices, int[] output_size, int[] stride, int[] padding) -> Tensor

# ---- to_padded_tensor: to_padded_tensor(Tensor self, float padding, int[]? output_size=None) -> Tensor

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
