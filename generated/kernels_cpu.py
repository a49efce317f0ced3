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
# the elementary functions LLVM can vectorize: codegen rewrites math.<fn>(e) in
# every kernel expression into _vm_<fn>(dtype witness, e) (codegen/vector_math.py)
from ..backends.vecmath import (  # noqa: F401 - the kernels that use them name them
    cos as _vm_cos,
    erf as _vm_erf,
    erfc as _vm_erfc,
    exp as _vm_exp,
    expm1 as _vm_expm1,
    log as _vm_log,
    log1p as _vm_log1p,
    sin as _vm_sin,
    tanh as _vm_tanh,
)

# Each dispatcher is made on the kernel's first call (runtime/backends/lazyjit.py):
# making them all here would dominate `import tensorgen`.
# error_model="numpy": division by zero gives inf/nan instead of raising.
_jit = lazy_njit(globals(), cache=True, error_model="numpy")
# reductions (templates/reduction.j2) and contractions: no fastmath. Their folds
# spell out their own vector lanes, so the order of every sum is fixed by the
# source and no result depends on the CPU's vector width ("reassoc" let LLVM
# pick 8 or 16 lanes by CPU: measured, different row sums on AVX2 and AVX-512).
_jit_red = lazy_njit(globals(), cache=True, error_model="numpy")
_jit_par = lazy_njit(globals(), cache=True, error_model="numpy", parallel=True)
# a scalar function calling a _vm_ function: LLVM always inlines it into the
# loops, which a call (too big for its inliner to take on its own) keeps scalar
_jit_math = lazy_njit(globals(), cache=True, error_model="numpy", forceinline=True)
_BLOCK = 1024  # elements per partial sum of a row
_CHUNK = 1 << 16  # elements per partial of a long row (a multiple of _BLOCK; parallel split's unit)
_COLS = 16384  # output columns per task of an outer reduction (whole rows up to this width)
_WIDE = 128    # lanes of an outer reduction over few contiguous columns
# topk's sort: 3 int64 per pending range, at most 2 * log2(n) + 1 ranges (templates/_topk.j2)
_TOPK_STACK = 390


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


@_jit_math
def sigmoid_(x):
    # exp(-|x|) never overflows: a float32 sigmoid(-100) keeps its subnormal
    # value (1 / (1 + exp(100)) would be 1 / inf = 0)
    e = _vm_exp(x, -abs(x))
    return (1.0 if x >= 0 else e) / (1.0 + e)


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


@_jit
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


@_jit_math
def erfinv_(x):
    if x != x or x < -1.0 or x > 1.0:
        return math.nan
    if x == 1.0:
        return math.inf
    if x == -1.0:
        return -math.inf
    # Giles' single-precision approximation, then Newton steps on erf.
    w = -_vm_log(x, (1.0 - x) * (1.0 + x))
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
        y = y - (_vm_erf(x, y) - x) / (1.1283791670955126 * _vm_exp(x, -y * y))
    return y


@_jit_math
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
    return result + _vm_log(x, x) - 0.5 / x - series


@_jit
def gcd_(a, b):
    # PyTorch's calc_gcd: Euclid on the magnitudes
    a = abs(a)
    b = abs(b)
    while a != 0:
        c = a
        a = fmod_(b, a)  # C's remainder: abs(INT64_MIN) stays negative, as in PyTorch
        b = c
    return b


@_jit
def lcm_(a, b):
    g = gcd_(a, b)
    return a - a if g == 0 else abs(a // g * b)


@_jit
def fmax_(a, b):
    # NaN only when both are NaN (maximum_ propagates it)
    if a != a:
        return b
    if b != b:
        return a
    return a if a > b else b


@_jit
def fmin_(a, b):
    if a != a:
        return b
    if b != b:
        return a
    return a if a < b else b


@_jit_math
def logaddexp_(a, b):
    if a == b and abs(a) == math.inf:
        return a
    m = a if a > b else b
    if a != a or b != b:
        return a + b
    return m + _vm_log1p(a, _vm_exp(a, -abs(a - b)))


@_jit_math
def logaddexp2_(a, b):
    if a == b and abs(a) == math.inf:
        return a
    m = a if a > b else b
    if a != a or b != b:
        return a + b
    return m + _vm_log1p(a, 2.0 ** (-abs(a - b))) / 0.6931471805599453


@_jit_math
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
    return _vm_log(x, z)


@_jit_math
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


@_jit
def isclose_(a, b, rtol, atol, equal_nan):
    if a == b:
        return True
    if a != a or b != b:
        return equal_nan and a != a and b != b
    if abs(a) == math.inf or abs(b) == math.inf:
        return False
    # in double, as PyTorch: integer differences must not wrap
    return abs(1.0 * a - 1.0 * b) <= atol + rtol * abs(1.0 * b)


@_jit
def lshift_(a, b):
    # PyTorch's: a shift past the width (or a negative one) gives 0; the
    # result is stored in the operands' dtype, which drops the high bits
    if b < 0 or b >= 64:
        return a - a
    return a << b


@_jit
def rshift_(a, b):
    # a shift past the width (or a negative one) fills with the sign bit
    if b < 0 or b >= 63:
        return a >> 63
    return a >> b


@_jit
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


@_jit
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


@_jit
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


@_jit
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


@_jit_math
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
            r = r * _vm_exp(x, -ax)
    elif scaled:
        r = bessel_i_asym(ax, nu)
    elif ax > 1400.0:
        r = math.inf
    else:
        h = _vm_exp(x, 0.5 * ax)  # exp(ax) in halves: it overflows (ax > 709.8) before I_nu does (713.9)
        r = h * (h * bessel_i_asym(ax, nu))
    return -r if nu == 1 and x < 0 else r


@_jit_math
def bessel_k_small(x, nu):
    # K_nu(x) for 0 < x <= 2, nu 0 or 1 (Abramowitz & Stegun 9.6.13, 9.6.11)
    t = x * x * 0.25
    lg = _vm_log(x, x) - 0.6931471805599453
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


@_jit
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


@_jit_math
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
        return r * _vm_exp(x, x) if scaled else r
    r = bessel_k_cf(x, 0.0, nu == 1)
    return r if scaled else r * _vm_exp(x, -x)


@_jit_math
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
        sn = _vm_sin(x, ax)
        cs = _vm_cos(x, ax)
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
            return 0.6366197723675814 * ((_vm_log(x, ax) - 0.6931471805599453 + 0.5772156649015329) * s + sy)
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
        return -0.6366197723675814 / ax + 0.6366197723675814 * (_vm_log(x, ax) - 0.6931471805599453) * s \
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
    lg = _vm_log(x, ax) - 0.6931471805599453 + 0.5772156649015329
    if nu == 0:
        return 0.6366197723675814 * (lg * j0 - 2.0 * sy0 / norm)
    return 0.6366197723675814 * (lg * j1 - j0 / ax + sy1 / norm)


@_jit_math
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
    return _vm_sin(x, x) / x


@_jit_math
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
        return math.sqrt(x / 3.0) * bessel_k_cf(z, 1.0 / 3.0, False) * _vm_exp(x, -z) / math.pi
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
        sn = _vm_sin(x, z)
        cs = _vm_cos(x, z)
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


@_jit_math
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
        return _vm_exp(x, p) * (1.0 + e) * _vm_erfc(x, x)
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


@_jit_math
def log_ndtr_(x):
    # log of the standard normal CDF: through erfcx below -1 (PyTorch's split)
    x = x * 1.0
    t = x * 0.7071067811865476
    if x < -1.0:
        e = erfcx_(-t)
        if e == 0.0:
            return -math.inf
        return _vm_log(x, e * 0.5) - t * t
    return _vm_log1p(x, -_vm_erfc(x, t) * 0.5)


@_jit_math
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
        q = math.sqrt(-2.0 * _vm_log(p, p))
        x = (2.515517 + q * (0.802853 + q * 0.010328)) / (1.0 + q * (1.432788 + q * (0.189269 + q * 0.001308))) - q
    lp = _vm_log(p, p)
    for _ in range(8):
        # d log_ndtr / dx = pdf / cdf = 1 / (sqrt(pi / 2) erfcx(-x / sqrt 2))
        dx = (log_ndtr_(x) - lp) * 1.2533141373155003 * erfcx_(-x * 0.7071067811865476)
        x = x - dx
        if abs(dx) <= 1e-16 * abs(x):
            break
    # + 0.0: the median is +0 (Newton from -sqrt(2) erfinv(0) = -0 keeps the sign)
    return (-x if flip else x) + 0.0


@_jit
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


@_jit_math
def lgam1p_(a):
    # lgamma(1 + a), accurate where it is near 0 (a near 0 and 1): the Taylor series
    # -gamma u + sum_k zeta(k) (-u)^k / k around 1 (and 2, u = a - 1)
    u = a
    base = 0.0
    if abs(a - 1.0) < 0.5:
        u = a - 1.0
        base = _vm_log(a, a)
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


@_jit_math
def igam_fac(a, x):
    # x^a exp(-x) / Gamma(a); near the peak (|x - a| <= 0.4 a, a >= 10) as
    # sqrt(a / 2 pi) exp(a (log1p(d) - d) - stirlerr(a)), d = (x - a) / a, where
    # a log x and x would cancel
    if a < 10.0 or abs(x - a) > 0.4 * a:
        e = a * _vm_log(a, x) - x - math.lgamma(a)
        return 0.0 if e < -745.2 else _vm_exp(a, e)
    d = (x - a) / a
    ia = 1.0 / a
    ia2 = ia * ia
    # stirlerr(a) = lgamma(a) - ((a - 1/2) log a - a + log(2 pi) / 2) = sum_k B_2k / (2k (2k-1) a^(2k-1))
    st = ia * (1.0 / 12.0 - ia2 * (1.0 / 360.0 - ia2 * (1.0 / 1260.0 - ia2 * (1.0 / 1680.0 - ia2 * (
        1.0 / 1188.0 - ia2 * (691.0 / 360360.0 - ia2 * (1.0 / 156.0)))))))
    e = a * (_vm_log1p(a, d) - d) - st
    if e < -745.2:
        return 0.0
    return math.sqrt(a * 0.15915494309189535) * _vm_exp(a, e)


@_jit_math
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


@_jit_math
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


@_jit_math
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
    lx = _vm_log(a, x)
    return -_vm_expm1(a, a * lx - lgam1p_(a)) - _vm_exp(a, a * lx - math.lgamma(a)) * s


@_jit_math
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
        if -0.4 / _vm_log(a, x) < a:
            return 1.0 - igam_series(a, x)
        return igamc_series(a, x)
    if x * 1.1 < a:
        return 1.0 - igam_series(a, x)
    return igamc_series(a, x)


@_jit_math
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


@_jit
def poly_degree(n):
    # the degree as PyTorch converts it to int64: truncated; nan and values beyond
    # int64 (inf) become its minimum, a negative degree
    n = n * 1.0
    if not (abs(n) < 9.223372036854775807e18):
        return -1.0
    return trunc_(n)


@_jit_math
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
        return _vm_cos(x, n * math.acos(x))
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


@_jit_math
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
        if _vm_sin(x, t) != 0:
            return _vm_sin(x, (n + 1.0) * t) / _vm_sin(x, t)
        return (n + 1.0) * _vm_cos(x, (n + 1.0) * t) / x
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


@_jit_math
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
        if _vm_sin(x, t / 2.0) != 1.0:
            return _vm_cos(x, (n + 0.5) * t) / _vm_cos(x, t / 2.0)
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


@_jit_math
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
        if _vm_cos(x, t / 2.0) != 1.0:
            return _vm_sin(x, (n + 0.5) * t) / _vm_sin(x, t / 2.0)
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


@_jit
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


@_jit
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


@_jit
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


@_jit
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


@_jit_math
def geometric_draw(u, p):
    # the number of Bernoulli(p) trials to the first success: ceil(log(1 - u) / log(1 - p)), at least 1
    k = ceil_(_vm_log1p(u, -u) / _vm_log1p(u, -p))
    return k if k > 1.0 else 1.0


@_jit_math
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
        p = _vm_exp(u, -lam)
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


_jit_pw_par = lazy_njit(globals(), cache=True, error_model="numpy", parallel=True)

# ---- copy kind: cat's commonest call, two C-contiguous blocks of one dtype,
# flat, in one launch (runtime/families/copy.py fast)
@_jit
def _cat_pair(first, second, out):
    n = first.shape[0]
    for i in range(n):
        out[i] = first[i]
    rest = out[n:]
    for i in range(second.shape[0]):
        rest[i] = second[i]


# ---- random kind: a counter-based generator (splitmix64 of key + counter; the
# counter starts one step on, as splitmix64 does, so seed 0 does not draw 0), so
# element i of a call depends only on (seed, the call's offset, i).
_RNG_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
# large fills split across threads; each element's draw depends only on its counter,
# so the parallel loop gives the same numbers as the serial one
_jit_rnd_par = lazy_njit(globals(), cache=True, error_model="numpy", parallel=True)


@_jit
def _rng_word(key, ctr, stream):
    x = key + (ctr * np.uint64(4) + np.uint64(stream) + np.uint64(1)) * _RNG_GOLDEN
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


# ---- normalization kind
from llvmlite import ir as _llir  # noqa: E402
from numba import types as _nbt  # noqa: E402
from numba.extending import intrinsic as _intrinsic  # noqa: E402

# NaN and inf keep their IEEE meaning (no nnan/ninf): softmax of a NaN row is NaN.
# No fastmath: "reassoc" and "contract" let LLVM choose the order of a sum and
# whether a*b+c fuses by the CPU (vector width, FMA), so results would depend on
# the machine; the row max and sum spell out their lanes instead (_nrm_max16, _nrm_sum16).
_jit_nrm = lazy_njit(globals(), cache=True, error_model="numpy")
_jit_nrm_rows = lazy_njit(globals(), cache=True, error_model="numpy")
_jit_nrm_par = lazy_njit(globals(), cache=True, error_model="numpy", parallel=True)


# The row max and row sum run in 16 explicit lanes: LLVM's SLP vectorizer does
# not pack 16 scalar accumulators carried around a loop, and its loop
# vectorizer folds a sum only when allowed to reorder it. So the lanes are
# written as one <16 x T> LLVM vector (the same on every CPU: AVX-512 holds it
# in two registers, AVX2 in four, each lane adds its own elements in order),
# combined in a fixed tree, with the tail added after it. Rows are 1-D
# C-contiguous float32/float64 with at least one element.
from numba.core import cgutils as _cgutils  # noqa: E402


def _nrm_lanes(context, builder, arrty, arr, init, step):
    """Lanes ``init(first element)``, folded over the row's whole blocks of
    16 elements by ``acc = step(acc, block)``."""
    ary = context.make_array(arrty)(context, builder, value=arr)
    n = builder.extract_value(ary.shape, 0)
    elt = context.get_data_type(arrty.dtype)
    acc = _cgutils.alloca_once_value(builder, init(builder, builder.load(ary.data)))
    vin = _llir.VectorType(elt, 16)
    sixteen = _llir.Constant(n.type, 16)
    with _cgutils.for_range(builder, builder.sdiv(n, sixteen)) as loop:
        p = builder.gep(ary.data, [builder.mul(loop.index, sixteen)])
        v = builder.load(builder.bitcast(p, vin.as_pointer()), align=context.get_abi_sizeof(elt))
        builder.store(step(builder, builder.load(acc), v), acc)
    return builder.load(acc)


def _nrm_splat(builder, x):
    v = _llir.Constant(_llir.VectorType(x.type, 16), _llir.Undefined)
    for k in range(16):
        v = builder.insert_element(v, x, _llir.Constant(_llir.IntType(32), k))
    return v


def _nrm_lane(builder, v, k):
    return builder.extract_element(v, _llir.Constant(_llir.IntType(32), k))


def _nrm_row_type(row):
    return isinstance(row, _nbt.Array) and row.ndim == 1 and row.layout == "C" \
        and row.dtype in (_nbt.float32, _nbt.float64)


@_intrinsic
def _nrm_max16(typingctx, row):
    """The max of the whole blocks' lanes, lane 0 first (``v if v > m else m``:
    a NaN is skipped here and still reaches the sum through exp(NaN - m))."""
    if not _nrm_row_type(row):
        return None

    def codegen(context, builder, sig, args):
        def step(b, acc, v):
            return b.select(b.fcmp_ordered(">", v, acc), v, acc)
        acc = _nrm_lanes(context, builder, sig.args[0], args[0], _nrm_splat, step)
        m = _nrm_lane(builder, acc, 0)
        for k in range(1, 16):
            mk = _nrm_lane(builder, acc, k)
            m = builder.select(builder.fcmp_ordered(">", mk, m), mk, m)
        return m
    return row.dtype(row), codegen


@_intrinsic
def _nrm_sum16(typingctx, row):
    """The whole blocks' sum in float64 lanes starting at row[0] * 0, lanes
    k and k + w added for w = 8, 4, 2, 1."""
    if not _nrm_row_type(row):
        return None
    f64 = _llir.DoubleType()

    def codegen(context, builder, sig, args):
        def init(b, first):
            first = first if first.type == f64 else b.fpext(first, f64)
            return _nrm_splat(b, b.fmul(first, _llir.Constant(f64, 0.0)))

        def step(b, acc, v):
            return b.fadd(acc, v if v.type.element == f64 else b.fpext(v, acc.type))
        acc = _nrm_lanes(context, builder, sig.args[0], args[0], init, step)
        for w in (8, 4, 2):
            lo = builder.shuffle_vector(acc, acc, _llir.Constant(_llir.VectorType(_llir.IntType(32), w),
                                                                 list(range(w))))
            hi = builder.shuffle_vector(acc, acc, _llir.Constant(_llir.VectorType(_llir.IntType(32), w),
                                                                 list(range(w, 2 * w))))
            acc = builder.fadd(lo, hi)
        return builder.fadd(_nrm_lane(builder, acc, 0), _nrm_lane(builder, acc, 1))
    return _nbt.float64(row), codegen


@njit
def _nrm_rowmax(row):
    n = row.shape[0]
    m = _nrm_max16(row)
    for i in range(n - n % 16, n):
        m = row[i] if row[i] > m else m
    return m


@njit
def _nrm_rowsum(row):
    n = row.shape[0]
    s = _nrm_sum16(row)
    for i in range(n - n % 16, n):
        s += row[i]
    return s


# ---- lu kind (templates/lu.j2): the shared LU factorisation
@_jit_red
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


@_jit_red
def _lu_swaps(piv, pbase, n):
    # the permutation's parity: the number of rows actually swapped
    s = 0
    for k in range(n):
        if piv[pbase + k] != k:
            s += 1
    return s


@_jit_red
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


@_jit_red
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


@_jit_red
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


@_jit_red
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


@_jit_red
def _lu_copy(a, w, base, size):
    for e in range(size):
        w[base + e] = a[base + e]


from ..backends.conversion import round_to  # noqa: E402 - the foreach kind's locals

# ---- decomposition kind (templates/decomposition.j2): the shared algorithms
@_jit_red
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


@_jit_red
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


@_jit_red
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


@_jit_red
def _dec_org2r(w, wb, m, n, k, tau, tb, q, qb, qc, tmp, pb):
    # the first qc columns of Q = H_0 ... H_{k-1} (LAPACK org2r): the identity's
    # columns, the reflectors applied last to first
    for r in range(m):
        for j in range(qc):
            q[qb + r * qc + j] = 1 if r == j else 0
    for i in range(k - 1, -1, -1):
        _dec_larf(w, wb + i * n + i, n, tau[tb + i], q, qb, qc, i, m, i, qc, tmp, pb)


@_jit_red
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


@_jit_red
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


@_jit_red
def _dec_rotate(x, pb, qb, size, c, s):
    # rows p and q of x become c p - s q and s p + c q
    for i in range(size):
        xp = x[pb + i]
        xq = x[qb + i]
        x[pb + i] = c * xp - s * xq
        x[qb + i] = s * xp + c * xq


@_jit_red
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


@_jit_red
def _dec_identity(v, vb, n):
    for i in range(n):
        for j in range(n):
            v[vb + i * n + j] = 1 if i == j else 0


@_jit_red
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


@_jit_red
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


@_jit_red
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


@_jit_red
def _dec_finite(a, ab, size):
    # 0: every value finite; 1: a NaN; 2: an infinity and no NaN
    bad = 0
    for e in range(size):
        v = a[ab + e]
        if v != v:
            return 1
        if abs(v) == np.inf:
            bad = 2
    return bad


@_jit_red
def _dec_svd_lapack(a, ab, m, n, full, u, ub, ucols, s, sb, vh, hb, vrows, want_uv):
    # gesdd on one matrix; an empty one has the identity's bases
    p = min(m, n)
    if p == 0:
        if want_uv:
            _dec_identity(u, ub, m if ucols == m else 0)
            _dec_identity(vh, hb, n if vrows == n else 0)
        return
    U, S, Vt = np.linalg.svd(a[ab:ab + m * n].reshape((m, n)), full_matrices=full)
    for r in range(p):
        s[sb + r] = S[r]
    if want_uv:
        for i in range(m):
            for c in range(ucols):
                u[ub + i * ucols + c] = U[i, c]
        for r in range(vrows):
            for c in range(n):
                vh[hb + r * n + c] = Vt[r, c]


@_jit_red
def _dec_eigh_lapack(a, ab, n, lower):
    # syevd on the symmetric matrix one triangle of a[ab] defines, copied as a lower
    # triangle (NumPy's binding reads that one, but refuses a NaN anywhere)
    A = np.zeros((n, n), a.dtype)
    for i in range(n):
        for j in range(i + 1):
            A[i, j] = a[ab + i * n + j] if lower else a[ab + j * n + i]
    return np.linalg.eigh(A)


# ---- ctc kind (templates/ctc.j2): the lattice's labels
@_jit
def _ctc_prime(targets, toff, s, blank):
    # the lattice's s-th state: blank at even states, the (s // 2)-th label at odd ones
    if s % 2 == 0:
        return blank
    return targets[toff + s // 2]


# ---- rnn kind (templates/rnn.j2): the cells and the per-step products
# multiply-adds of one product below which the fixed-order loop beats a BLAS call (measured:
# 2x16x64 0.12 us against 0.44 us; even at 8x64x256; BLAS 2x faster at 32x256x1024)
_RNN_HAND = 65536


@_jit_math
def _rnn_sigmoid(one, x):
    return one / (one + _vm_exp(one, -x))


@_jit_math
def _lstm_cell_backward(one, ig, fg, gg, og, tc, cp, dh, dc):
    # (d a_i, d a_f, d a_g, d a_o, d c_{t-1}, the unprojected h_t); tc = tanh(c_t)
    dcv = dc + dh * og * (one - tc * tc)
    return (dcv * gg * ig * (one - ig), dcv * cp * fg * (one - fg), dcv * ig * (one - gg * gg),
            dh * tc * og * (one - og), dcv * fg, og * tc)


@_jit_math
def _gru_cell_backward(one, r, z, nv, hn, hp, dh):
    # (d a_r, d a_z, d (x W_in^T + b_in), d (h W_hn^T + b_hn), the direct part of d h_{t-1})
    dn = dh * (one - z) * (one - nv * nv)
    return dn * hn * r * (one - r), dh * (hp - nv) * z * (one - z), dn, dn * r, dh * z


@_jit_math
def _rnn_tanh_cell(one, a):
    return _vm_tanh(one, a)


@_jit_math
def _rnn_tanh_cell_backward(one, hv, dh):
    return dh * (one - hv * hv)


@_jit_math
def _rnn_relu_cell(one, a):
    # NaN stays NaN (torch's relu)
    return one - one if a < one - one else a


@_jit_math
def _rnn_relu_cell_backward(one, hv, dh):
    return dh if hv > one - one else one - one


@_jit
def _rnn_mm(a, b, out):
    # out (n, g) = a (n, k) @ b (k, g), all C-contiguous
    n, k = a.shape
    g = b.shape[1]
    if n == 0 or g == 0:
        return
    if k == 0 or n * k * g <= _RNN_HAND:
        for i in range(n):
            for j in range(g):
                out[i, j] = 0
            for p in range(k):
                x = a[i, p]
                for j in range(g):
                    out[i, j] += x * b[p, j]
    else:
        np.dot(a, b, out)


@_jit
def _rnn_mm_tn(a, b, out):
    # out (g, k) = a^T b, a (r, g), b (r, k): the weight gradients, rows added in order
    r, g = a.shape
    k = b.shape[1]
    if g == 0 or k == 0:
        return
    if r == 0 or r * k * g <= _RNN_HAND:
        for i in range(g):
            for j in range(k):
                out[i, j] = 0
        for p in range(r):
            for i in range(g):
                x = a[p, i]
                for j in range(k):
                    out[i, j] += x * b[p, j]
    else:
        np.dot(a.T, b, out)


@_jit
def _rnn_col_sums(a, out):
    # out (g,) = the sum of a's rows (r, g), in order
    r, g = a.shape
    for j in range(g):
        out[j] = 0
    for p in range(r):
        for j in range(g):
            out[j] += a[p, j]

# ---- add: add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
@_jit
def _add(self, other, alpha):
    return self + alpha * other


@_jit
def add_1d(self, other, out, alpha):
    for i in range(out.shape[0]):
        out[i] = store_value(_add(self[i], other[i], alpha), out)


@_jit
def add_1di(self, other, alpha):
    for i in range(self.shape[0]):
        self[i] = store_value(_add(self[i], other[i], alpha), self)


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
def sub_1di(self, other, alpha):
    for i in range(self.shape[0]):
        self[i] = store_value(_sub(self[i], other[i], alpha), self)


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
def mul_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_mul(self[i], other[i]), self)


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
def div_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_div(self[i], other[i]), self)


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
def div__trunc_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_div__trunc(self[i], other[i]), self)


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
def div__trunc__int_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_div__trunc__int(self[i], other[i]), self)


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
def div__floor_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_div__floor(self[i], other[i]), self)


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
def div__floor__int_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_div__floor__int(self[i], other[i]), self)


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
def floor_divide_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_floor_divide(self[i], other[i]), self)


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
def floor_divide__int_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_floor_divide__int(self[i], other[i]), self)


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
def remainder_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_remainder(self[i], other[i]), self)


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
def remainder__int_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_remainder__int(self[i], other[i]), self)


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
def fmod_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_fmod(self[i], other[i]), self)


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
def fmod__int_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_fmod__int(self[i], other[i]), self)


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
def pow_1di(self, exponent):
    for i in range(self.shape[0]):
        self[i] = store_value(_pow(self[i], exponent[i]), self)


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
def _pow__bool(self, exponent):
    return self or not exponent


@_jit
def pow__bool_1d(self, exponent, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_pow__bool(self[i], exponent[i]), out)


@_jit
def pow__bool_1di(self, exponent):
    for i in range(self.shape[0]):
        self[i] = store_value(_pow__bool(self[i], exponent[i]), self)


@_jit
def pow__bool_nd(self, exponent, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        exponent_row = exponent[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_pow__bool(self_row[i], exponent_row[i]), out_row)


@_jit_pw_par
def pow__bool_1dp(self, exponent, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_pow__bool(self[i], exponent[i]), out)


@_jit_pw_par
def pow__bool_ndp(self, exponent, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        exponent_sub = exponent[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            exponent_row = exponent_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_pow__bool(self_row[i], exponent_row[i]), out_row)

@_jit
def _pow__int(self, exponent):
    return int_pow(self, exponent)


@_jit
def pow__int_1d(self, exponent, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_pow__int(self[i], exponent[i]), out)


@_jit
def pow__int_1di(self, exponent):
    for i in range(self.shape[0]):
        self[i] = store_value(_pow__int(self[i], exponent[i]), self)


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


# ---- addcmul: addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor
@_jit
def _addcmul(self, tensor1, tensor2, value):
    return self + value * tensor1 * tensor2


@_jit
def addcmul_1d(self, tensor1, tensor2, out, value):
    for i in range(out.shape[0]):
        out[i] = store_value(_addcmul(self[i], tensor1[i], tensor2[i], value), out)


@_jit
def addcmul_1di(self, tensor1, tensor2, value):
    for i in range(self.shape[0]):
        self[i] = store_value(_addcmul(self[i], tensor1[i], tensor2[i], value), self)


@_jit
def addcmul_nd(self, tensor1, tensor2, out, value):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        tensor1_row = tensor1[idx]
        tensor2_row = tensor2[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_addcmul(self_row[i], tensor1_row[i], tensor2_row[i], value), out_row)


@_jit_pw_par
def addcmul_1dp(self, tensor1, tensor2, out, value):
    for i in prange(out.shape[0]):
        out[i] = store_value(_addcmul(self[i], tensor1[i], tensor2[i], value), out)


@_jit_pw_par
def addcmul_ndp(self, tensor1, tensor2, out, value):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        tensor1_sub = tensor1[r]
        tensor2_sub = tensor2[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            tensor1_row = tensor1_sub[idx]
            tensor2_row = tensor2_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_addcmul(self_row[i], tensor1_row[i], tensor2_row[i], value), out_row)


# ---- addcdiv: addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor
@_jit
def _addcdiv(self, tensor1, tensor2, value):
    return self + value * tensor1 / tensor2


@_jit
def addcdiv_1d(self, tensor1, tensor2, out, value):
    for i in range(out.shape[0]):
        out[i] = store_value(_addcdiv(self[i], tensor1[i], tensor2[i], value), out)


@_jit
def addcdiv_1di(self, tensor1, tensor2, value):
    for i in range(self.shape[0]):
        self[i] = store_value(_addcdiv(self[i], tensor1[i], tensor2[i], value), self)


@_jit
def addcdiv_nd(self, tensor1, tensor2, out, value):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        tensor1_row = tensor1[idx]
        tensor2_row = tensor2[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_addcdiv(self_row[i], tensor1_row[i], tensor2_row[i], value), out_row)


@_jit_pw_par
def addcdiv_1dp(self, tensor1, tensor2, out, value):
    for i in prange(out.shape[0]):
        out[i] = store_value(_addcdiv(self[i], tensor1[i], tensor2[i], value), out)


@_jit_pw_par
def addcdiv_ndp(self, tensor1, tensor2, out, value):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        tensor1_sub = tensor1[r]
        tensor2_sub = tensor2[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            tensor1_row = tensor1_sub[idx]
            tensor2_row = tensor2_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_addcdiv(self_row[i], tensor1_row[i], tensor2_row[i], value), out_row)


# ---- atan2: atan2(Tensor self, Tensor other) -> Tensor
@_jit
def _atan2(self, other):
    return math.atan2(self, other)


@_jit
def atan2_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_atan2(self[i], other[i]), out)


@_jit
def atan2_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_atan2(self[i], other[i]), self)


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
def maximum_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_maximum(self[i], other[i]), self)


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
def minimum_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_minimum(self[i], other[i]), self)


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
def clamp_1di(self, min, max):
    for i in range(self.shape[0]):
        self[i] = store_value(_clamp(self[i], min[i], max[i]), self)


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
def where_1di(condition, self, other):
    for i in range(condition.shape[0]):
        condition[i] = store_value(_where(condition[i], self[i], other[i]), condition)


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
def bitwise_and_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_bitwise_and(self[i], other[i]), self)


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
def bitwise_or_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_bitwise_or(self[i], other[i]), self)


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
def bitwise_xor_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_bitwise_xor(self[i], other[i]), self)


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
def bitwise_not_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_bitwise_not(self[i]), self)


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
def bitwise_not__bool_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_bitwise_not__bool(self[i]), self)


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
def logical_not_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_logical_not(self[i]), self)


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
def logical_and_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_logical_and(self[i], other[i]), self)


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
def logical_or_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_logical_or(self[i], other[i]), self)


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
def logical_xor_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_logical_xor(self[i], other[i]), self)


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
def eq_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_eq(self[i], other[i]), self)


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
def ne_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_ne(self[i], other[i]), self)


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
def lt_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_lt(self[i], other[i]), self)


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
def le_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_le(self[i], other[i]), self)


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
def gt_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_gt(self[i], other[i]), self)


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
def ge_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_ge(self[i], other[i]), self)


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
def neg_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_neg(self[i]), self)


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
def abs_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_abs(self[i]), self)


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
def sign_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_sign(self[i]), self)


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
def sgn_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_sgn(self[i]), self)


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
def square_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_square(self[i]), self)


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
def ceil_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_ceil(self[i]), self)


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
def ceil__int_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_ceil__int(self[i]), self)


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
def floor_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_floor(self[i]), self)


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
def floor__int_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_floor__int(self[i]), self)


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
def trunc_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_trunc(self[i]), self)


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
def trunc__int_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_trunc__int(self[i]), self)


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
def round_1di(self, decimals):
    for i in range(self.shape[0]):
        self[i] = store_value(_round(self[i], decimals), self)


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
def round__int_1di(self, decimals):
    for i in range(self.shape[0]):
        self[i] = store_value(_round__int(self[i], decimals), self)


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
def frac_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_frac(self[i]), self)


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
def reciprocal_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_reciprocal(self[i]), self)


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
def sqrt_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_sqrt(self[i]), self)


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
def rsqrt_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_rsqrt(self[i]), self)


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
@_jit_math
def _exp(self):
    return _vm_exp(self, self)


@_jit
def exp_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_exp(self[i]), out)


@_jit
def exp_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_exp(self[i]), self)


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
@_jit_math
def _expm1(self):
    return _vm_expm1(self, self)


@_jit
def expm1_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_expm1(self[i]), out)


@_jit
def expm1_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_expm1(self[i]), self)


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
@_jit_math
def _log(self):
    return (_vm_log(self, self) if self > 0 else -math.inf) if self >= 0 else math.nan


@_jit
def log_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_log(self[i]), out)


@_jit
def log_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_log(self[i]), self)


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
def log2_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_log2(self[i]), self)


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
def log10_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_log10(self[i]), self)


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
@_jit_math
def _log1p(self):
    return (_vm_log1p(self, self) if self > -1 else -math.inf) if self >= -1 else math.nan


@_jit
def log1p_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_log1p(self[i]), out)


@_jit
def log1p_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_log1p(self[i]), self)


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
@_jit_math
def _sin(self):
    return _vm_sin(self, self)


@_jit
def sin_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_sin(self[i]), out)


@_jit
def sin_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_sin(self[i]), self)


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
@_jit_math
def _cos(self):
    return _vm_cos(self, self)


@_jit
def cos_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_cos(self[i]), out)


@_jit
def cos_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_cos(self[i]), self)


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
def tan_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_tan(self[i]), self)


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
def asin_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_asin(self[i]), self)


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
def acos_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_acos(self[i]), self)


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
def atan_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_atan(self[i]), self)


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
def sinh_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_sinh(self[i]), self)


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
def cosh_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_cosh(self[i]), self)


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
@_jit_math
def _tanh(self):
    return _vm_tanh(self, self)


@_jit
def tanh_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_tanh(self[i]), out)


@_jit
def tanh_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_tanh(self[i]), self)


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
@_jit_math
def _sigmoid(self):
    return sigmoid_(self)


@_jit
def sigmoid_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_sigmoid(self[i]), out)


@_jit
def sigmoid_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_sigmoid(self[i]), self)


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
@_jit_math
def _erf(self):
    return _vm_erf(self, self)


@_jit
def erf_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_erf(self[i]), out)


@_jit
def erf_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_erf(self[i]), self)


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
@_jit_math
def _erfc(self):
    return _vm_erfc(self, self)


@_jit
def erfc_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_erfc(self[i]), out)


@_jit
def erfc_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_erfc(self[i]), self)


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
@_jit_math
def _erfinv(self):
    return erfinv_(self)


@_jit
def erfinv_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_erfinv(self[i]), out)


@_jit
def erfinv_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_erfinv(self[i]), self)


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
@_jit_math
def _digamma(self):
    return digamma_(self)


@_jit
def digamma_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_digamma(self[i]), out)


@_jit
def digamma_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_digamma(self[i]), self)


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


# ---- acosh: acosh(Tensor self) -> Tensor
@_jit
def _acosh(self):
    return math.acosh(self) if self >= 1 else math.nan


@_jit
def acosh_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_acosh(self[i]), out)


@_jit
def acosh_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_acosh(self[i]), self)


@_jit
def acosh_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_acosh(self_row[i]), out_row)


@_jit_pw_par
def acosh_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_acosh(self[i]), out)


@_jit_pw_par
def acosh_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_acosh(self_row[i]), out_row)


# ---- asinh: asinh(Tensor self) -> Tensor
@_jit
def _asinh(self):
    return math.asinh(self)


@_jit
def asinh_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_asinh(self[i]), out)


@_jit
def asinh_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_asinh(self[i]), self)


@_jit
def asinh_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_asinh(self_row[i]), out_row)


@_jit_pw_par
def asinh_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_asinh(self[i]), out)


@_jit_pw_par
def asinh_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_asinh(self_row[i]), out_row)


# ---- atanh: atanh(Tensor self) -> Tensor
@_jit
def _atanh(self):
    return math.atanh(self) if -1 < self < 1 else (math.copysign(math.inf, self) if abs(self) == 1 else math.nan)


@_jit
def atanh_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_atanh(self[i]), out)


@_jit
def atanh_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_atanh(self[i]), self)


@_jit
def atanh_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_atanh(self_row[i]), out_row)


@_jit_pw_par
def atanh_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_atanh(self[i]), out)


@_jit_pw_par
def atanh_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_atanh(self_row[i]), out_row)


# ---- clamp_min: clamp_min(Tensor self, Tensor min) -> Tensor
@_jit
def _clamp_min(self, min):
    return maximum_(self, min)


@_jit
def clamp_min_1d(self, min, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_clamp_min(self[i], min[i]), out)


@_jit
def clamp_min_1di(self, min):
    for i in range(self.shape[0]):
        self[i] = store_value(_clamp_min(self[i], min[i]), self)


@_jit
def clamp_min_nd(self, min, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        min_row = min[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_clamp_min(self_row[i], min_row[i]), out_row)


@_jit_pw_par
def clamp_min_1dp(self, min, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_clamp_min(self[i], min[i]), out)


@_jit_pw_par
def clamp_min_ndp(self, min, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        min_sub = min[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            min_row = min_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_clamp_min(self_row[i], min_row[i]), out_row)


# ---- clamp_max: clamp_max(Tensor self, Tensor max) -> Tensor
@_jit
def _clamp_max(self, max):
    return minimum_(self, max)


@_jit
def clamp_max_1d(self, max, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_clamp_max(self[i], max[i]), out)


@_jit
def clamp_max_1di(self, max):
    for i in range(self.shape[0]):
        self[i] = store_value(_clamp_max(self[i], max[i]), self)


@_jit
def clamp_max_nd(self, max, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        max_row = max[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_clamp_max(self_row[i], max_row[i]), out_row)


@_jit_pw_par
def clamp_max_1dp(self, max, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_clamp_max(self[i], max[i]), out)


@_jit_pw_par
def clamp_max_ndp(self, max, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        max_sub = max[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            max_row = max_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_clamp_max(self_row[i], max_row[i]), out_row)


# ---- copysign: copysign(Tensor self, Tensor other) -> Tensor
@_jit
def _copysign(self, other):
    return math.copysign(self, other)


@_jit
def copysign_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_copysign(self[i], other[i]), out)


@_jit
def copysign_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_copysign(self[i], other[i]), self)


@_jit
def copysign_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_copysign(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def copysign_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_copysign(self[i], other[i]), out)


@_jit_pw_par
def copysign_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_copysign(self_row[i], other_row[i]), out_row)


# ---- nextafter: nextafter(Tensor self, Tensor other) -> Tensor
@_jit
def _nextafter(self, other):
    return nextafter_bits(self, other, 53, -1022)


@_jit
def nextafter_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_nextafter(self[i], other[i]), out)


@_jit
def nextafter_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_nextafter(self[i], other[i]), self)


@_jit
def nextafter_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_nextafter(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def nextafter_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_nextafter(self[i], other[i]), out)


@_jit_pw_par
def nextafter_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_nextafter(self_row[i], other_row[i]), out_row)

@_jit
def _nextafter__float16(self, other):
    return nextafter_bits(self, other, 11, -14)


@_jit
def nextafter__float16_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_nextafter__float16(self[i], other[i]), out)


@_jit
def nextafter__float16_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_nextafter__float16(self[i], other[i]), self)


@_jit
def nextafter__float16_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_nextafter__float16(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def nextafter__float16_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_nextafter__float16(self[i], other[i]), out)


@_jit_pw_par
def nextafter__float16_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_nextafter__float16(self_row[i], other_row[i]), out_row)

@_jit
def _nextafter__bfloat16(self, other):
    return nextafter_bits(self, other, 8, -126)


@_jit
def nextafter__bfloat16_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_nextafter__bfloat16(self[i], other[i]), out)


@_jit
def nextafter__bfloat16_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_nextafter__bfloat16(self[i], other[i]), self)


@_jit
def nextafter__bfloat16_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_nextafter__bfloat16(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def nextafter__bfloat16_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_nextafter__bfloat16(self[i], other[i]), out)


@_jit_pw_par
def nextafter__bfloat16_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_nextafter__bfloat16(self_row[i], other_row[i]), out_row)

@_jit
def _nextafter__float32(self, other):
    return nextafter_bits(self, other, 24, -126)


@_jit
def nextafter__float32_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_nextafter__float32(self[i], other[i]), out)


@_jit
def nextafter__float32_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_nextafter__float32(self[i], other[i]), self)


@_jit
def nextafter__float32_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_nextafter__float32(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def nextafter__float32_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_nextafter__float32(self[i], other[i]), out)


@_jit_pw_par
def nextafter__float32_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_nextafter__float32(self_row[i], other_row[i]), out_row)


# ---- deg2rad: deg2rad(Tensor self) -> Tensor
@_jit
def _deg2rad(self):
    return self * 0.017453292519943295


@_jit
def deg2rad_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_deg2rad(self[i]), out)


@_jit
def deg2rad_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_deg2rad(self[i]), self)


@_jit
def deg2rad_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_deg2rad(self_row[i]), out_row)


@_jit_pw_par
def deg2rad_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_deg2rad(self[i]), out)


@_jit_pw_par
def deg2rad_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_deg2rad(self_row[i]), out_row)


# ---- rad2deg: rad2deg(Tensor self) -> Tensor
@_jit
def _rad2deg(self):
    return self * 57.29577951308232


@_jit
def rad2deg_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_rad2deg(self[i]), out)


@_jit
def rad2deg_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_rad2deg(self[i]), self)


@_jit
def rad2deg_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_rad2deg(self_row[i]), out_row)


@_jit_pw_par
def rad2deg_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_rad2deg(self[i]), out)


@_jit_pw_par
def rad2deg_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_rad2deg(self_row[i]), out_row)


# ---- exp2: exp2(Tensor self) -> Tensor
@_jit
def _exp2(self):
    return 2.0 ** self


@_jit
def exp2_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_exp2(self[i]), out)


@_jit
def exp2_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_exp2(self[i]), self)


@_jit
def exp2_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_exp2(self_row[i]), out_row)


@_jit_pw_par
def exp2_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_exp2(self[i]), out)


@_jit_pw_par
def exp2_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_exp2(self_row[i]), out_row)


# ---- float_power: float_power(Tensor self, Tensor exponent) -> Tensor
@_jit
def _float_power(self, exponent):
    return self ** exponent


@_jit
def float_power_1d(self, exponent, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_float_power(self[i], exponent[i]), out)


@_jit
def float_power_1di(self, exponent):
    for i in range(self.shape[0]):
        self[i] = store_value(_float_power(self[i], exponent[i]), self)


@_jit
def float_power_nd(self, exponent, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        exponent_row = exponent[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_float_power(self_row[i], exponent_row[i]), out_row)


@_jit_pw_par
def float_power_1dp(self, exponent, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_float_power(self[i], exponent[i]), out)


@_jit_pw_par
def float_power_ndp(self, exponent, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        exponent_sub = exponent[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            exponent_row = exponent_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_float_power(self_row[i], exponent_row[i]), out_row)


# ---- fmax: fmax(Tensor self, Tensor other) -> Tensor
@_jit
def _fmax(self, other):
    return fmax_(self, other)


@_jit
def fmax_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_fmax(self[i], other[i]), out)


@_jit
def fmax_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_fmax(self[i], other[i]), self)


@_jit
def fmax_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_fmax(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def fmax_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_fmax(self[i], other[i]), out)


@_jit_pw_par
def fmax_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_fmax(self_row[i], other_row[i]), out_row)


# ---- fmin: fmin(Tensor self, Tensor other) -> Tensor
@_jit
def _fmin(self, other):
    return fmin_(self, other)


@_jit
def fmin_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_fmin(self[i], other[i]), out)


@_jit
def fmin_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_fmin(self[i], other[i]), self)


@_jit
def fmin_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_fmin(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def fmin_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_fmin(self[i], other[i]), out)


@_jit_pw_par
def fmin_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_fmin(self_row[i], other_row[i]), out_row)


# ---- gcd: gcd(Tensor self, Tensor other) -> Tensor
@_jit
def _gcd(self, other):
    return gcd_(self, other)


@_jit
def gcd_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_gcd(self[i], other[i]), out)


@_jit
def gcd_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_gcd(self[i], other[i]), self)


@_jit
def gcd_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_gcd(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def gcd_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_gcd(self[i], other[i]), out)


@_jit_pw_par
def gcd_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_gcd(self_row[i], other_row[i]), out_row)


# ---- lcm: lcm(Tensor self, Tensor other) -> Tensor
@_jit
def _lcm(self, other):
    return lcm_(self, other)


@_jit
def lcm_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_lcm(self[i], other[i]), out)


@_jit
def lcm_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_lcm(self[i], other[i]), self)


@_jit
def lcm_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_lcm(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def lcm_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_lcm(self[i], other[i]), out)


@_jit_pw_par
def lcm_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_lcm(self_row[i], other_row[i]), out_row)


# ---- heaviside: heaviside(Tensor self, Tensor values) -> Tensor
@_jit
def _heaviside(self, values):
    return values if self == 0 else (1 if self > 0 else 0)


@_jit
def heaviside_1d(self, values, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_heaviside(self[i], values[i]), out)


@_jit
def heaviside_1di(self, values):
    for i in range(self.shape[0]):
        self[i] = store_value(_heaviside(self[i], values[i]), self)


@_jit
def heaviside_nd(self, values, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        values_row = values[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_heaviside(self_row[i], values_row[i]), out_row)


@_jit_pw_par
def heaviside_1dp(self, values, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_heaviside(self[i], values[i]), out)


@_jit_pw_par
def heaviside_ndp(self, values, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        values_sub = values[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            values_row = values_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_heaviside(self_row[i], values_row[i]), out_row)

@_jit
def _heaviside__bool(self, values):
    return values if not self else self


@_jit
def heaviside__bool_1d(self, values, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_heaviside__bool(self[i], values[i]), out)


@_jit
def heaviside__bool_1di(self, values):
    for i in range(self.shape[0]):
        self[i] = store_value(_heaviside__bool(self[i], values[i]), self)


@_jit
def heaviside__bool_nd(self, values, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        values_row = values[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_heaviside__bool(self_row[i], values_row[i]), out_row)


@_jit_pw_par
def heaviside__bool_1dp(self, values, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_heaviside__bool(self[i], values[i]), out)


@_jit_pw_par
def heaviside__bool_ndp(self, values, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        values_sub = values[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            values_row = values_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_heaviside__bool(self_row[i], values_row[i]), out_row)


# ---- hypot: hypot(Tensor self, Tensor other) -> Tensor
@_jit
def _hypot(self, other):
    return math.hypot(self, other)


@_jit
def hypot_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_hypot(self[i], other[i]), out)


@_jit
def hypot_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_hypot(self[i], other[i]), self)


@_jit
def hypot_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_hypot(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def hypot_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_hypot(self[i], other[i]), out)


@_jit_pw_par
def hypot_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_hypot(self_row[i], other_row[i]), out_row)


# ---- i0: i0(Tensor self) -> Tensor
@_jit_math
def _i0(self):
    return bessel_i(self, 0, False)


@_jit
def i0_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_i0(self[i]), out)


@_jit
def i0_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_i0(self[i]), self)


@_jit
def i0_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_i0(self_row[i]), out_row)


@_jit_pw_par
def i0_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_i0(self[i]), out)


@_jit_pw_par
def i0_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_i0(self_row[i]), out_row)


# ---- isfinite: isfinite(Tensor self) -> Tensor
@_jit
def _isfinite(self):
    return self == self and abs(self) != math.inf


@_jit
def isfinite_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_isfinite(self[i]), out)


@_jit
def isfinite_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_isfinite(self[i]), self)


@_jit
def isfinite_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_isfinite(self_row[i]), out_row)


@_jit_pw_par
def isfinite_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_isfinite(self[i]), out)


@_jit_pw_par
def isfinite_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_isfinite(self_row[i]), out_row)

@_jit
def _isfinite__bool(self):
    return self == self


@_jit
def isfinite__bool_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_isfinite__bool(self[i]), out)


@_jit
def isfinite__bool_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_isfinite__bool(self[i]), self)


@_jit
def isfinite__bool_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_isfinite__bool(self_row[i]), out_row)


@_jit_pw_par
def isfinite__bool_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_isfinite__bool(self[i]), out)


@_jit_pw_par
def isfinite__bool_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_isfinite__bool(self_row[i]), out_row)


# ---- isinf: isinf(Tensor self) -> Tensor
@_jit
def _isinf(self):
    return abs(self) == math.inf


@_jit
def isinf_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_isinf(self[i]), out)


@_jit
def isinf_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_isinf(self[i]), self)


@_jit
def isinf_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_isinf(self_row[i]), out_row)


@_jit_pw_par
def isinf_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_isinf(self[i]), out)


@_jit_pw_par
def isinf_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_isinf(self_row[i]), out_row)

@_jit
def _isinf__bool(self):
    return self != self


@_jit
def isinf__bool_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_isinf__bool(self[i]), out)


@_jit
def isinf__bool_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_isinf__bool(self[i]), self)


@_jit
def isinf__bool_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_isinf__bool(self_row[i]), out_row)


@_jit_pw_par
def isinf__bool_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_isinf__bool(self[i]), out)


@_jit_pw_par
def isinf__bool_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_isinf__bool(self_row[i]), out_row)


# ---- isnan: isnan(Tensor self) -> Tensor
@_jit
def _isnan(self):
    return self != self


@_jit
def isnan_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_isnan(self[i]), out)


@_jit
def isnan_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_isnan(self[i]), self)


@_jit
def isnan_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_isnan(self_row[i]), out_row)


@_jit_pw_par
def isnan_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_isnan(self[i]), out)


@_jit_pw_par
def isnan_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_isnan(self_row[i]), out_row)


# ---- isposinf: isposinf(Tensor self) -> Tensor
@_jit
def _isposinf(self):
    return self == math.inf


@_jit
def isposinf_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_isposinf(self[i]), out)


@_jit
def isposinf_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_isposinf(self[i]), self)


@_jit
def isposinf_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_isposinf(self_row[i]), out_row)


@_jit_pw_par
def isposinf_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_isposinf(self[i]), out)


@_jit_pw_par
def isposinf_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_isposinf(self_row[i]), out_row)

@_jit
def _isposinf__bool(self):
    return self != self


@_jit
def isposinf__bool_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_isposinf__bool(self[i]), out)


@_jit
def isposinf__bool_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_isposinf__bool(self[i]), self)


@_jit
def isposinf__bool_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_isposinf__bool(self_row[i]), out_row)


@_jit_pw_par
def isposinf__bool_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_isposinf__bool(self[i]), out)


@_jit_pw_par
def isposinf__bool_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_isposinf__bool(self_row[i]), out_row)


# ---- isneginf: isneginf(Tensor self) -> Tensor
@_jit
def _isneginf(self):
    return self == -math.inf


@_jit
def isneginf_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_isneginf(self[i]), out)


@_jit
def isneginf_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_isneginf(self[i]), self)


@_jit
def isneginf_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_isneginf(self_row[i]), out_row)


@_jit_pw_par
def isneginf_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_isneginf(self[i]), out)


@_jit_pw_par
def isneginf_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_isneginf(self_row[i]), out_row)

@_jit
def _isneginf__bool(self):
    return self != self


@_jit
def isneginf__bool_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_isneginf__bool(self[i]), out)


@_jit
def isneginf__bool_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_isneginf__bool(self[i]), self)


@_jit
def isneginf__bool_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_isneginf__bool(self_row[i]), out_row)


@_jit_pw_par
def isneginf__bool_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_isneginf__bool(self[i]), out)


@_jit_pw_par
def isneginf__bool_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_isneginf__bool(self_row[i]), out_row)


# ---- signbit: signbit(Tensor self) -> Tensor
@_jit
def _signbit(self):
    return math.copysign(1.0, self) < 0


@_jit
def signbit_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_signbit(self[i]), out)


@_jit
def signbit_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_signbit(self[i]), self)


@_jit
def signbit_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_signbit(self_row[i]), out_row)


@_jit_pw_par
def signbit_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_signbit(self[i]), out)


@_jit_pw_par
def signbit_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_signbit(self_row[i]), out_row)

@_jit
def _signbit__bool(self):
    return self != self


@_jit
def signbit__bool_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_signbit__bool(self[i]), out)


@_jit
def signbit__bool_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_signbit__bool(self[i]), self)


@_jit
def signbit__bool_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_signbit__bool(self_row[i]), out_row)


@_jit_pw_par
def signbit__bool_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_signbit__bool(self[i]), out)


@_jit_pw_par
def signbit__bool_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_signbit__bool(self_row[i]), out_row)

@_jit
def _signbit__int(self):
    return self < 0


@_jit
def signbit__int_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_signbit__int(self[i]), out)


@_jit
def signbit__int_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_signbit__int(self[i]), self)


@_jit
def signbit__int_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_signbit__int(self_row[i]), out_row)


@_jit_pw_par
def signbit__int_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_signbit__int(self[i]), out)


@_jit_pw_par
def signbit__int_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_signbit__int(self_row[i]), out_row)


# ---- isclose: isclose(Tensor self, Tensor other, float rtol=1.0e-05, float atol=1.0e-08, bool equal_nan=False) -> Tensor
@_jit
def _isclose(self, other, rtol, atol, equal_nan):
    return isclose_(self, other, rtol, atol, equal_nan)


@_jit
def isclose_1d(self, other, out, rtol, atol, equal_nan):
    for i in range(out.shape[0]):
        out[i] = store_value(_isclose(self[i], other[i], rtol, atol, equal_nan), out)


@_jit
def isclose_1di(self, other, rtol, atol, equal_nan):
    for i in range(self.shape[0]):
        self[i] = store_value(_isclose(self[i], other[i], rtol, atol, equal_nan), self)


@_jit
def isclose_nd(self, other, out, rtol, atol, equal_nan):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_isclose(self_row[i], other_row[i], rtol, atol, equal_nan), out_row)


@_jit_pw_par
def isclose_1dp(self, other, out, rtol, atol, equal_nan):
    for i in prange(out.shape[0]):
        out[i] = store_value(_isclose(self[i], other[i], rtol, atol, equal_nan), out)


@_jit_pw_par
def isclose_ndp(self, other, out, rtol, atol, equal_nan):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_isclose(self_row[i], other_row[i], rtol, atol, equal_nan), out_row)

@_jit
def _isclose__bool(self, other, rtol, atol, equal_nan):
    return self == other


@_jit
def isclose__bool_1d(self, other, out, rtol, atol, equal_nan):
    for i in range(out.shape[0]):
        out[i] = store_value(_isclose__bool(self[i], other[i], rtol, atol, equal_nan), out)


@_jit
def isclose__bool_1di(self, other, rtol, atol, equal_nan):
    for i in range(self.shape[0]):
        self[i] = store_value(_isclose__bool(self[i], other[i], rtol, atol, equal_nan), self)


@_jit
def isclose__bool_nd(self, other, out, rtol, atol, equal_nan):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_isclose__bool(self_row[i], other_row[i], rtol, atol, equal_nan), out_row)


@_jit_pw_par
def isclose__bool_1dp(self, other, out, rtol, atol, equal_nan):
    for i in prange(out.shape[0]):
        out[i] = store_value(_isclose__bool(self[i], other[i], rtol, atol, equal_nan), out)


@_jit_pw_par
def isclose__bool_ndp(self, other, out, rtol, atol, equal_nan):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_isclose__bool(self_row[i], other_row[i], rtol, atol, equal_nan), out_row)


# ---- ldexp: ldexp(Tensor self, Tensor other) -> Tensor
@_jit
def _ldexp(self, other):
    return self * 2.0 ** other


@_jit
def ldexp_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_ldexp(self[i], other[i]), out)


@_jit
def ldexp_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_ldexp(self[i], other[i]), self)


@_jit
def ldexp_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_ldexp(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def ldexp_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_ldexp(self[i], other[i]), out)


@_jit_pw_par
def ldexp_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_ldexp(self_row[i], other_row[i]), out_row)


# ---- lerp: lerp(Tensor self, Tensor end, Tensor weight) -> Tensor
@_jit
def _lerp(self, end, weight):
    return self + weight * (end - self) if abs(weight) < 0.5 else end - (end - self) * (1 - weight)


@_jit
def lerp_1d(self, end, weight, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_lerp(self[i], end[i], weight[i]), out)


@_jit
def lerp_1di(self, end, weight):
    for i in range(self.shape[0]):
        self[i] = store_value(_lerp(self[i], end[i], weight[i]), self)


@_jit
def lerp_nd(self, end, weight, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        end_row = end[idx]
        weight_row = weight[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_lerp(self_row[i], end_row[i], weight_row[i]), out_row)


@_jit_pw_par
def lerp_1dp(self, end, weight, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_lerp(self[i], end[i], weight[i]), out)


@_jit_pw_par
def lerp_ndp(self, end, weight, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        end_sub = end[r]
        weight_sub = weight[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            end_row = end_sub[idx]
            weight_row = weight_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_lerp(self_row[i], end_row[i], weight_row[i]), out_row)


# ---- lgamma: lgamma(Tensor self) -> Tensor
@_jit
def _lgamma(self):
    return math.inf if self <= 0 and self == floor_(self) else math.lgamma(self)


@_jit
def lgamma_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_lgamma(self[i]), out)


@_jit
def lgamma_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_lgamma(self[i]), self)


@_jit
def lgamma_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_lgamma(self_row[i]), out_row)


@_jit_pw_par
def lgamma_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_lgamma(self[i]), out)


@_jit_pw_par
def lgamma_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_lgamma(self_row[i]), out_row)


# ---- logaddexp: logaddexp(Tensor self, Tensor other) -> Tensor
@_jit_math
def _logaddexp(self, other):
    return logaddexp_(self, other)


@_jit
def logaddexp_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_logaddexp(self[i], other[i]), out)


@_jit
def logaddexp_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_logaddexp(self[i], other[i]), self)


@_jit
def logaddexp_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_logaddexp(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def logaddexp_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_logaddexp(self[i], other[i]), out)


@_jit_pw_par
def logaddexp_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_logaddexp(self_row[i], other_row[i]), out_row)


# ---- logaddexp2: logaddexp2(Tensor self, Tensor other) -> Tensor
@_jit_math
def _logaddexp2(self, other):
    return logaddexp2_(self, other)


@_jit
def logaddexp2_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_logaddexp2(self[i], other[i]), out)


@_jit
def logaddexp2_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_logaddexp2(self[i], other[i]), self)


@_jit
def logaddexp2_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_logaddexp2(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def logaddexp2_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_logaddexp2(self[i], other[i]), out)


@_jit_pw_par
def logaddexp2_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_logaddexp2(self_row[i], other_row[i]), out_row)


# ---- logit: logit(Tensor self, float? eps=None) -> Tensor
@_jit_math
def _logit(self, eps):
    return logit_(self, eps)


@_jit
def logit_1d(self, out, eps):
    for i in range(out.shape[0]):
        out[i] = store_value(_logit(self[i], eps), out)


@_jit
def logit_1di(self, eps):
    for i in range(self.shape[0]):
        self[i] = store_value(_logit(self[i], eps), self)


@_jit
def logit_nd(self, out, eps):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_logit(self_row[i], eps), out_row)


@_jit_pw_par
def logit_1dp(self, out, eps):
    for i in prange(out.shape[0]):
        out[i] = store_value(_logit(self[i], eps), out)


@_jit_pw_par
def logit_ndp(self, out, eps):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_logit(self_row[i], eps), out_row)


# ---- nan_to_num: nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor
@_jit
def _nan_to_num(self, nan, posinf, neginf):
    return nan if self != self else (posinf if self == math.inf else (neginf if self == -math.inf else self))


@_jit
def nan_to_num_1d(self, out, nan, posinf, neginf):
    for i in range(out.shape[0]):
        out[i] = store_value(_nan_to_num(self[i], nan, posinf, neginf), out)


@_jit
def nan_to_num_1di(self, nan, posinf, neginf):
    for i in range(self.shape[0]):
        self[i] = store_value(_nan_to_num(self[i], nan, posinf, neginf), self)


@_jit
def nan_to_num_nd(self, out, nan, posinf, neginf):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_nan_to_num(self_row[i], nan, posinf, neginf), out_row)


@_jit_pw_par
def nan_to_num_1dp(self, out, nan, posinf, neginf):
    for i in prange(out.shape[0]):
        out[i] = store_value(_nan_to_num(self[i], nan, posinf, neginf), out)


@_jit_pw_par
def nan_to_num_ndp(self, out, nan, posinf, neginf):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_nan_to_num(self_row[i], nan, posinf, neginf), out_row)

@_jit
def _nan_to_num__bool(self, nan, posinf, neginf):
    return self


@_jit
def nan_to_num__bool_1d(self, out, nan, posinf, neginf):
    for i in range(out.shape[0]):
        out[i] = store_value(_nan_to_num__bool(self[i], nan, posinf, neginf), out)


@_jit
def nan_to_num__bool_1di(self, nan, posinf, neginf):
    for i in range(self.shape[0]):
        self[i] = store_value(_nan_to_num__bool(self[i], nan, posinf, neginf), self)


@_jit
def nan_to_num__bool_nd(self, out, nan, posinf, neginf):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_nan_to_num__bool(self_row[i], nan, posinf, neginf), out_row)


@_jit_pw_par
def nan_to_num__bool_1dp(self, out, nan, posinf, neginf):
    for i in prange(out.shape[0]):
        out[i] = store_value(_nan_to_num__bool(self[i], nan, posinf, neginf), out)


@_jit_pw_par
def nan_to_num__bool_ndp(self, out, nan, posinf, neginf):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_nan_to_num__bool(self_row[i], nan, posinf, neginf), out_row)

@_jit
def _nan_to_num__int(self, nan, posinf, neginf):
    return self


@_jit
def nan_to_num__int_1d(self, out, nan, posinf, neginf):
    for i in range(out.shape[0]):
        out[i] = store_value(_nan_to_num__int(self[i], nan, posinf, neginf), out)


@_jit
def nan_to_num__int_1di(self, nan, posinf, neginf):
    for i in range(self.shape[0]):
        self[i] = store_value(_nan_to_num__int(self[i], nan, posinf, neginf), self)


@_jit
def nan_to_num__int_nd(self, out, nan, posinf, neginf):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_nan_to_num__int(self_row[i], nan, posinf, neginf), out_row)


@_jit_pw_par
def nan_to_num__int_1dp(self, out, nan, posinf, neginf):
    for i in prange(out.shape[0]):
        out[i] = store_value(_nan_to_num__int(self[i], nan, posinf, neginf), out)


@_jit_pw_par
def nan_to_num__int_ndp(self, out, nan, posinf, neginf):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_nan_to_num__int(self_row[i], nan, posinf, neginf), out_row)


# ---- polygamma: polygamma(int n, Tensor self) -> Tensor
@_jit_math
def _polygamma(n, self):
    return polygamma_(n, self)


@_jit
def polygamma_1d(self, out, n):
    for i in range(out.shape[0]):
        out[i] = store_value(_polygamma(n, self[i]), out)


@_jit
def polygamma_1di(self, n):
    for i in range(self.shape[0]):
        self[i] = store_value(_polygamma(n, self[i]), self)


@_jit
def polygamma_nd(self, out, n):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_polygamma(n, self_row[i]), out_row)


@_jit_pw_par
def polygamma_1dp(self, out, n):
    for i in prange(out.shape[0]):
        out[i] = store_value(_polygamma(n, self[i]), out)


@_jit_pw_par
def polygamma_ndp(self, out, n):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_polygamma(n, self_row[i]), out_row)


# ---- sinc: sinc(Tensor self) -> Tensor
@_jit_math
def _sinc(self):
    return 1.0 if self == 0 else _vm_sin(self, math.pi * self) / (math.pi * self)


@_jit
def sinc_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_sinc(self[i]), out)


@_jit
def sinc_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_sinc(self[i]), self)


@_jit
def sinc_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_sinc(self_row[i]), out_row)


@_jit_pw_par
def sinc_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_sinc(self[i]), out)


@_jit_pw_par
def sinc_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_sinc(self_row[i]), out_row)


# ---- threshold: threshold(Tensor self, float threshold, Scalar value) -> Tensor
@_jit
def _threshold(self, threshold, value):
    return value if self <= threshold else self


@_jit
def threshold_1d(self, out, threshold, value):
    for i in range(out.shape[0]):
        out[i] = store_value(_threshold(self[i], threshold, value), out)


@_jit
def threshold_1di(self, threshold, value):
    for i in range(self.shape[0]):
        self[i] = store_value(_threshold(self[i], threshold, value), self)


@_jit
def threshold_nd(self, out, threshold, value):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_threshold(self_row[i], threshold, value), out_row)


@_jit_pw_par
def threshold_1dp(self, out, threshold, value):
    for i in prange(out.shape[0]):
        out[i] = store_value(_threshold(self[i], threshold, value), out)


@_jit_pw_par
def threshold_ndp(self, out, threshold, value):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_threshold(self_row[i], threshold, value), out_row)


# ---- xlogy: xlogy(Tensor self, Tensor other) -> Tensor
@_jit_math
def _xlogy(self, other):
    return math.nan if other != other else (0.0 if self == 0 else (self * _vm_log(self, other) if other > 0 else (self * -math.inf if other == 0 else math.nan)))


@_jit
def xlogy_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_xlogy(self[i], other[i]), out)


@_jit
def xlogy_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_xlogy(self[i], other[i]), self)


@_jit
def xlogy_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_xlogy(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def xlogy_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_xlogy(self[i], other[i]), out)


@_jit_pw_par
def xlogy_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_xlogy(self_row[i], other_row[i]), out_row)


# ---- bitwise_left_shift: bitwise_left_shift(Tensor self, Tensor other) -> Tensor
@_jit
def _bitwise_left_shift(self, other):
    return lshift_(self, other)


@_jit
def bitwise_left_shift_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_bitwise_left_shift(self[i], other[i]), out)


@_jit
def bitwise_left_shift_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_bitwise_left_shift(self[i], other[i]), self)


@_jit
def bitwise_left_shift_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_bitwise_left_shift(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def bitwise_left_shift_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_bitwise_left_shift(self[i], other[i]), out)


@_jit_pw_par
def bitwise_left_shift_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_bitwise_left_shift(self_row[i], other_row[i]), out_row)


# ---- bitwise_right_shift: bitwise_right_shift(Tensor self, Tensor other) -> Tensor
@_jit
def _bitwise_right_shift(self, other):
    return rshift_(self, other)


@_jit
def bitwise_right_shift_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_bitwise_right_shift(self[i], other[i]), out)


@_jit
def bitwise_right_shift_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_bitwise_right_shift(self[i], other[i]), self)


@_jit
def bitwise_right_shift_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_bitwise_right_shift(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def bitwise_right_shift_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_bitwise_right_shift(self[i], other[i]), out)


@_jit_pw_par
def bitwise_right_shift_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_bitwise_right_shift(self_row[i], other_row[i]), out_row)


# ---- special_entr: special_entr(Tensor self) -> Tensor
@_jit_math
def _special_entr(self):
    return self if self != self else (-math.inf if self < 0 else (0.0 if self == 0 else -self * _vm_log(self, self)))


@_jit
def special_entr_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_entr(self[i]), out)


@_jit
def special_entr_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_special_entr(self[i]), self)


@_jit
def special_entr_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_entr(self_row[i]), out_row)


@_jit_pw_par
def special_entr_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_entr(self[i]), out)


@_jit_pw_par
def special_entr_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_entr(self_row[i]), out_row)


# ---- special_erfcx: special_erfcx(Tensor self) -> Tensor
@_jit_math
def _special_erfcx(self):
    return erfcx_(self)


@_jit
def special_erfcx_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_erfcx(self[i]), out)


@_jit
def special_erfcx_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_special_erfcx(self[i]), self)


@_jit
def special_erfcx_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_erfcx(self_row[i]), out_row)


@_jit_pw_par
def special_erfcx_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_erfcx(self[i]), out)


@_jit_pw_par
def special_erfcx_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_erfcx(self_row[i]), out_row)


# ---- special_ndtri: special_ndtri(Tensor self) -> Tensor
@_jit_math
def _special_ndtri(self):
    return ndtri_(self)


@_jit
def special_ndtri_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_ndtri(self[i]), out)


@_jit
def special_ndtri_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_special_ndtri(self[i]), self)


@_jit
def special_ndtri_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_ndtri(self_row[i]), out_row)


@_jit_pw_par
def special_ndtri_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_ndtri(self[i]), out)


@_jit_pw_par
def special_ndtri_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_ndtri(self_row[i]), out_row)


# ---- special_log_ndtr: special_log_ndtr(Tensor self) -> Tensor
@_jit_math
def _special_log_ndtr(self):
    return log_ndtr_(self)


@_jit
def special_log_ndtr_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_log_ndtr(self[i]), out)


@_jit
def special_log_ndtr_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_special_log_ndtr(self[i]), self)


@_jit
def special_log_ndtr_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_log_ndtr(self_row[i]), out_row)


@_jit_pw_par
def special_log_ndtr_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_log_ndtr(self[i]), out)


@_jit_pw_par
def special_log_ndtr_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_log_ndtr(self_row[i]), out_row)


# ---- special_ndtr: special_ndtr(Tensor self) -> Tensor

# ---- special_i0e: special_i0e(Tensor self) -> Tensor
@_jit_math
def _special_i0e(self):
    return bessel_i(self, 0, True)


@_jit
def special_i0e_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_i0e(self[i]), out)


@_jit
def special_i0e_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_special_i0e(self[i]), self)


@_jit
def special_i0e_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_i0e(self_row[i]), out_row)


@_jit_pw_par
def special_i0e_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_i0e(self[i]), out)


@_jit_pw_par
def special_i0e_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_i0e(self_row[i]), out_row)


# ---- special_i1: special_i1(Tensor self) -> Tensor
@_jit_math
def _special_i1(self):
    return bessel_i(self, 1, False)


@_jit
def special_i1_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_i1(self[i]), out)


@_jit
def special_i1_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_special_i1(self[i]), self)


@_jit
def special_i1_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_i1(self_row[i]), out_row)


@_jit_pw_par
def special_i1_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_i1(self[i]), out)


@_jit_pw_par
def special_i1_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_i1(self_row[i]), out_row)


# ---- special_i1e: special_i1e(Tensor self) -> Tensor
@_jit_math
def _special_i1e(self):
    return bessel_i(self, 1, True)


@_jit
def special_i1e_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_i1e(self[i]), out)


@_jit
def special_i1e_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_special_i1e(self[i]), self)


@_jit
def special_i1e_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_i1e(self_row[i]), out_row)


@_jit_pw_par
def special_i1e_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_i1e(self[i]), out)


@_jit_pw_par
def special_i1e_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_i1e(self_row[i]), out_row)


# ---- special_xlog1py: special_xlog1py(Tensor self, Tensor other) -> Tensor
@_jit_math
def _special_xlog1py(self, other):
    return math.nan if other != other else (0.0 if self == 0 else (math.nan if other < -1 else (self * -math.inf if other == -1 else self * _vm_log1p(self, other))))


@_jit
def special_xlog1py_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_xlog1py(self[i], other[i]), out)


@_jit
def special_xlog1py_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_special_xlog1py(self[i], other[i]), self)


@_jit
def special_xlog1py_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_xlog1py(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def special_xlog1py_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_xlog1py(self[i], other[i]), out)


@_jit_pw_par
def special_xlog1py_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_xlog1py(self_row[i], other_row[i]), out_row)


# ---- special_zeta: special_zeta(Tensor self, Tensor other) -> Tensor
@_jit
def _special_zeta(self, other):
    return zeta_(self, other)


@_jit
def special_zeta_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_zeta(self[i], other[i]), out)


@_jit
def special_zeta_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_special_zeta(self[i], other[i]), self)


@_jit
def special_zeta_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_zeta(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def special_zeta_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_zeta(self[i], other[i]), out)


@_jit_pw_par
def special_zeta_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_zeta(self_row[i], other_row[i]), out_row)


# ---- igamma: igamma(Tensor self, Tensor other) -> Tensor
@_jit_math
def _igamma(self, other):
    return igamma_(self, other)


@_jit
def igamma_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_igamma(self[i], other[i]), out)


@_jit
def igamma_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_igamma(self[i], other[i]), self)


@_jit
def igamma_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_igamma(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def igamma_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_igamma(self[i], other[i]), out)


@_jit_pw_par
def igamma_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_igamma(self_row[i], other_row[i]), out_row)


# ---- igammac: igammac(Tensor self, Tensor other) -> Tensor
@_jit_math
def _igammac(self, other):
    return igammac_(self, other)


@_jit
def igammac_1d(self, other, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_igammac(self[i], other[i]), out)


@_jit
def igammac_1di(self, other):
    for i in range(self.shape[0]):
        self[i] = store_value(_igammac(self[i], other[i]), self)


@_jit
def igammac_nd(self, other, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_igammac(self_row[i], other_row[i]), out_row)


@_jit_pw_par
def igammac_1dp(self, other, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_igammac(self[i], other[i]), out)


@_jit_pw_par
def igammac_ndp(self, other, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_igammac(self_row[i], other_row[i]), out_row)


# ---- mvlgamma: mvlgamma(Tensor self, int p) -> Tensor

# ---- special_bessel_j0: special_bessel_j0(Tensor self) -> Tensor
@_jit_math
def _special_bessel_j0(self):
    return bessel_jy(self, 0, False)


@_jit
def special_bessel_j0_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_bessel_j0(self[i]), out)


@_jit
def special_bessel_j0_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_special_bessel_j0(self[i]), self)


@_jit
def special_bessel_j0_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_bessel_j0(self_row[i]), out_row)


@_jit_pw_par
def special_bessel_j0_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_bessel_j0(self[i]), out)


@_jit_pw_par
def special_bessel_j0_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_bessel_j0(self_row[i]), out_row)


# ---- special_bessel_j1: special_bessel_j1(Tensor self) -> Tensor
@_jit_math
def _special_bessel_j1(self):
    return bessel_jy(self, 1, False)


@_jit
def special_bessel_j1_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_bessel_j1(self[i]), out)


@_jit
def special_bessel_j1_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_special_bessel_j1(self[i]), self)


@_jit
def special_bessel_j1_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_bessel_j1(self_row[i]), out_row)


@_jit_pw_par
def special_bessel_j1_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_bessel_j1(self[i]), out)


@_jit_pw_par
def special_bessel_j1_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_bessel_j1(self_row[i]), out_row)


# ---- special_bessel_y0: special_bessel_y0(Tensor self) -> Tensor
@_jit_math
def _special_bessel_y0(self):
    return bessel_jy(self, 0, True)


@_jit
def special_bessel_y0_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_bessel_y0(self[i]), out)


@_jit
def special_bessel_y0_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_special_bessel_y0(self[i]), self)


@_jit
def special_bessel_y0_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_bessel_y0(self_row[i]), out_row)


@_jit_pw_par
def special_bessel_y0_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_bessel_y0(self[i]), out)


@_jit_pw_par
def special_bessel_y0_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_bessel_y0(self_row[i]), out_row)


# ---- special_bessel_y1: special_bessel_y1(Tensor self) -> Tensor
@_jit_math
def _special_bessel_y1(self):
    return bessel_jy(self, 1, True)


@_jit
def special_bessel_y1_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_bessel_y1(self[i]), out)


@_jit
def special_bessel_y1_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_special_bessel_y1(self[i]), self)


@_jit
def special_bessel_y1_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_bessel_y1(self_row[i]), out_row)


@_jit_pw_par
def special_bessel_y1_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_bessel_y1(self[i]), out)


@_jit_pw_par
def special_bessel_y1_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_bessel_y1(self_row[i]), out_row)


# ---- special_modified_bessel_i0: special_modified_bessel_i0(Tensor self) -> Tensor
@_jit_math
def _special_modified_bessel_i0(self):
    return bessel_i(self, 0, False)


@_jit
def special_modified_bessel_i0_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_modified_bessel_i0(self[i]), out)


@_jit
def special_modified_bessel_i0_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_special_modified_bessel_i0(self[i]), self)


@_jit
def special_modified_bessel_i0_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_modified_bessel_i0(self_row[i]), out_row)


@_jit_pw_par
def special_modified_bessel_i0_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_modified_bessel_i0(self[i]), out)


@_jit_pw_par
def special_modified_bessel_i0_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_modified_bessel_i0(self_row[i]), out_row)


# ---- special_modified_bessel_i1: special_modified_bessel_i1(Tensor self) -> Tensor
@_jit_math
def _special_modified_bessel_i1(self):
    return bessel_i(self, 1, False)


@_jit
def special_modified_bessel_i1_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_modified_bessel_i1(self[i]), out)


@_jit
def special_modified_bessel_i1_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_special_modified_bessel_i1(self[i]), self)


@_jit
def special_modified_bessel_i1_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_modified_bessel_i1(self_row[i]), out_row)


@_jit_pw_par
def special_modified_bessel_i1_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_modified_bessel_i1(self[i]), out)


@_jit_pw_par
def special_modified_bessel_i1_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_modified_bessel_i1(self_row[i]), out_row)


# ---- special_modified_bessel_k0: special_modified_bessel_k0(Tensor self) -> Tensor
@_jit_math
def _special_modified_bessel_k0(self):
    return bessel_k(self, 0, False)


@_jit
def special_modified_bessel_k0_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_modified_bessel_k0(self[i]), out)


@_jit
def special_modified_bessel_k0_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_special_modified_bessel_k0(self[i]), self)


@_jit
def special_modified_bessel_k0_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_modified_bessel_k0(self_row[i]), out_row)


@_jit_pw_par
def special_modified_bessel_k0_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_modified_bessel_k0(self[i]), out)


@_jit_pw_par
def special_modified_bessel_k0_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_modified_bessel_k0(self_row[i]), out_row)


# ---- special_modified_bessel_k1: special_modified_bessel_k1(Tensor self) -> Tensor
@_jit_math
def _special_modified_bessel_k1(self):
    return bessel_k(self, 1, False)


@_jit
def special_modified_bessel_k1_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_modified_bessel_k1(self[i]), out)


@_jit
def special_modified_bessel_k1_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_special_modified_bessel_k1(self[i]), self)


@_jit
def special_modified_bessel_k1_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_modified_bessel_k1(self_row[i]), out_row)


@_jit_pw_par
def special_modified_bessel_k1_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_modified_bessel_k1(self[i]), out)


@_jit_pw_par
def special_modified_bessel_k1_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_modified_bessel_k1(self_row[i]), out_row)


# ---- special_scaled_modified_bessel_k0: special_scaled_modified_bessel_k0(Tensor x) -> Tensor
@_jit_math
def _special_scaled_modified_bessel_k0(x):
    return bessel_k(x, 0, True)


@_jit
def special_scaled_modified_bessel_k0_1d(x, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_scaled_modified_bessel_k0(x[i]), out)


@_jit
def special_scaled_modified_bessel_k0_1di(x):
    for i in range(x.shape[0]):
        x[i] = store_value(_special_scaled_modified_bessel_k0(x[i]), x)


@_jit
def special_scaled_modified_bessel_k0_nd(x, out):
    for idx in np.ndindex(out.shape[:-1]):
        x_row = x[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_scaled_modified_bessel_k0(x_row[i]), out_row)


@_jit_pw_par
def special_scaled_modified_bessel_k0_1dp(x, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_scaled_modified_bessel_k0(x[i]), out)


@_jit_pw_par
def special_scaled_modified_bessel_k0_ndp(x, out):
    for r in prange(out.shape[0]):
        x_sub = x[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            x_row = x_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_scaled_modified_bessel_k0(x_row[i]), out_row)


# ---- special_scaled_modified_bessel_k1: special_scaled_modified_bessel_k1(Tensor x) -> Tensor
@_jit_math
def _special_scaled_modified_bessel_k1(x):
    return bessel_k(x, 1, True)


@_jit
def special_scaled_modified_bessel_k1_1d(x, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_scaled_modified_bessel_k1(x[i]), out)


@_jit
def special_scaled_modified_bessel_k1_1di(x):
    for i in range(x.shape[0]):
        x[i] = store_value(_special_scaled_modified_bessel_k1(x[i]), x)


@_jit
def special_scaled_modified_bessel_k1_nd(x, out):
    for idx in np.ndindex(out.shape[:-1]):
        x_row = x[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_scaled_modified_bessel_k1(x_row[i]), out_row)


@_jit_pw_par
def special_scaled_modified_bessel_k1_1dp(x, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_scaled_modified_bessel_k1(x[i]), out)


@_jit_pw_par
def special_scaled_modified_bessel_k1_ndp(x, out):
    for r in prange(out.shape[0]):
        x_sub = x[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            x_row = x_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_scaled_modified_bessel_k1(x_row[i]), out_row)


# ---- special_spherical_bessel_j0: special_spherical_bessel_j0(Tensor x) -> Tensor
@_jit_math
def _special_spherical_bessel_j0(x):
    return spherical_j0_(x)


@_jit
def special_spherical_bessel_j0_1d(x, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_spherical_bessel_j0(x[i]), out)


@_jit
def special_spherical_bessel_j0_1di(x):
    for i in range(x.shape[0]):
        x[i] = store_value(_special_spherical_bessel_j0(x[i]), x)


@_jit
def special_spherical_bessel_j0_nd(x, out):
    for idx in np.ndindex(out.shape[:-1]):
        x_row = x[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_spherical_bessel_j0(x_row[i]), out_row)


@_jit_pw_par
def special_spherical_bessel_j0_1dp(x, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_spherical_bessel_j0(x[i]), out)


@_jit_pw_par
def special_spherical_bessel_j0_ndp(x, out):
    for r in prange(out.shape[0]):
        x_sub = x[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            x_row = x_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_spherical_bessel_j0(x_row[i]), out_row)


# ---- special_airy_ai: special_airy_ai(Tensor x) -> Tensor
@_jit_math
def _special_airy_ai(x):
    return airy_ai_(x)


@_jit
def special_airy_ai_1d(x, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_airy_ai(x[i]), out)


@_jit
def special_airy_ai_1di(x):
    for i in range(x.shape[0]):
        x[i] = store_value(_special_airy_ai(x[i]), x)


@_jit
def special_airy_ai_nd(x, out):
    for idx in np.ndindex(out.shape[:-1]):
        x_row = x[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_airy_ai(x_row[i]), out_row)


@_jit_pw_par
def special_airy_ai_1dp(x, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_airy_ai(x[i]), out)


@_jit_pw_par
def special_airy_ai_ndp(x, out):
    for r in prange(out.shape[0]):
        x_sub = x[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            x_row = x_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_airy_ai(x_row[i]), out_row)


# ---- special_chebyshev_polynomial_t: special_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor
@_jit_math
def _special_chebyshev_polynomial_t(x, n):
    return cheb_t(x, n)


@_jit
def special_chebyshev_polynomial_t_1d(x, n, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_chebyshev_polynomial_t(x[i], n[i]), out)


@_jit
def special_chebyshev_polynomial_t_1di(x, n):
    for i in range(x.shape[0]):
        x[i] = store_value(_special_chebyshev_polynomial_t(x[i], n[i]), x)


@_jit
def special_chebyshev_polynomial_t_nd(x, n, out):
    for idx in np.ndindex(out.shape[:-1]):
        x_row = x[idx]
        n_row = n[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_chebyshev_polynomial_t(x_row[i], n_row[i]), out_row)


@_jit_pw_par
def special_chebyshev_polynomial_t_1dp(x, n, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_chebyshev_polynomial_t(x[i], n[i]), out)


@_jit_pw_par
def special_chebyshev_polynomial_t_ndp(x, n, out):
    for r in prange(out.shape[0]):
        x_sub = x[r]
        n_sub = n[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            x_row = x_sub[idx]
            n_row = n_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_chebyshev_polynomial_t(x_row[i], n_row[i]), out_row)


# ---- special_chebyshev_polynomial_u: special_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor
@_jit_math
def _special_chebyshev_polynomial_u(x, n):
    return cheb_u(x, n)


@_jit
def special_chebyshev_polynomial_u_1d(x, n, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_chebyshev_polynomial_u(x[i], n[i]), out)


@_jit
def special_chebyshev_polynomial_u_1di(x, n):
    for i in range(x.shape[0]):
        x[i] = store_value(_special_chebyshev_polynomial_u(x[i], n[i]), x)


@_jit
def special_chebyshev_polynomial_u_nd(x, n, out):
    for idx in np.ndindex(out.shape[:-1]):
        x_row = x[idx]
        n_row = n[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_chebyshev_polynomial_u(x_row[i], n_row[i]), out_row)


@_jit_pw_par
def special_chebyshev_polynomial_u_1dp(x, n, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_chebyshev_polynomial_u(x[i], n[i]), out)


@_jit_pw_par
def special_chebyshev_polynomial_u_ndp(x, n, out):
    for r in prange(out.shape[0]):
        x_sub = x[r]
        n_sub = n[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            x_row = x_sub[idx]
            n_row = n_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_chebyshev_polynomial_u(x_row[i], n_row[i]), out_row)


# ---- special_chebyshev_polynomial_v: special_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor
@_jit_math
def _special_chebyshev_polynomial_v(x, n):
    return cheb_v(x, n)


@_jit
def special_chebyshev_polynomial_v_1d(x, n, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_chebyshev_polynomial_v(x[i], n[i]), out)


@_jit
def special_chebyshev_polynomial_v_1di(x, n):
    for i in range(x.shape[0]):
        x[i] = store_value(_special_chebyshev_polynomial_v(x[i], n[i]), x)


@_jit
def special_chebyshev_polynomial_v_nd(x, n, out):
    for idx in np.ndindex(out.shape[:-1]):
        x_row = x[idx]
        n_row = n[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_chebyshev_polynomial_v(x_row[i], n_row[i]), out_row)


@_jit_pw_par
def special_chebyshev_polynomial_v_1dp(x, n, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_chebyshev_polynomial_v(x[i], n[i]), out)


@_jit_pw_par
def special_chebyshev_polynomial_v_ndp(x, n, out):
    for r in prange(out.shape[0]):
        x_sub = x[r]
        n_sub = n[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            x_row = x_sub[idx]
            n_row = n_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_chebyshev_polynomial_v(x_row[i], n_row[i]), out_row)


# ---- special_chebyshev_polynomial_w: special_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor
@_jit_math
def _special_chebyshev_polynomial_w(x, n):
    return cheb_w(x, n)


@_jit
def special_chebyshev_polynomial_w_1d(x, n, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_chebyshev_polynomial_w(x[i], n[i]), out)


@_jit
def special_chebyshev_polynomial_w_1di(x, n):
    for i in range(x.shape[0]):
        x[i] = store_value(_special_chebyshev_polynomial_w(x[i], n[i]), x)


@_jit
def special_chebyshev_polynomial_w_nd(x, n, out):
    for idx in np.ndindex(out.shape[:-1]):
        x_row = x[idx]
        n_row = n[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_chebyshev_polynomial_w(x_row[i], n_row[i]), out_row)


@_jit_pw_par
def special_chebyshev_polynomial_w_1dp(x, n, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_chebyshev_polynomial_w(x[i], n[i]), out)


@_jit_pw_par
def special_chebyshev_polynomial_w_ndp(x, n, out):
    for r in prange(out.shape[0]):
        x_sub = x[r]
        n_sub = n[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            x_row = x_sub[idx]
            n_row = n_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_chebyshev_polynomial_w(x_row[i], n_row[i]), out_row)


# ---- special_shifted_chebyshev_polynomial_t: special_shifted_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor
@_jit_math
def _special_shifted_chebyshev_polynomial_t(x, n):
    return cheb_t(x + x - 1.0, n)


@_jit
def special_shifted_chebyshev_polynomial_t_1d(x, n, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_shifted_chebyshev_polynomial_t(x[i], n[i]), out)


@_jit
def special_shifted_chebyshev_polynomial_t_1di(x, n):
    for i in range(x.shape[0]):
        x[i] = store_value(_special_shifted_chebyshev_polynomial_t(x[i], n[i]), x)


@_jit
def special_shifted_chebyshev_polynomial_t_nd(x, n, out):
    for idx in np.ndindex(out.shape[:-1]):
        x_row = x[idx]
        n_row = n[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_shifted_chebyshev_polynomial_t(x_row[i], n_row[i]), out_row)


@_jit_pw_par
def special_shifted_chebyshev_polynomial_t_1dp(x, n, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_shifted_chebyshev_polynomial_t(x[i], n[i]), out)


@_jit_pw_par
def special_shifted_chebyshev_polynomial_t_ndp(x, n, out):
    for r in prange(out.shape[0]):
        x_sub = x[r]
        n_sub = n[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            x_row = x_sub[idx]
            n_row = n_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_shifted_chebyshev_polynomial_t(x_row[i], n_row[i]), out_row)


# ---- special_shifted_chebyshev_polynomial_u: special_shifted_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor
@_jit_math
def _special_shifted_chebyshev_polynomial_u(x, n):
    return cheb_u(x + x - 1.0, n)


@_jit
def special_shifted_chebyshev_polynomial_u_1d(x, n, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_shifted_chebyshev_polynomial_u(x[i], n[i]), out)


@_jit
def special_shifted_chebyshev_polynomial_u_1di(x, n):
    for i in range(x.shape[0]):
        x[i] = store_value(_special_shifted_chebyshev_polynomial_u(x[i], n[i]), x)


@_jit
def special_shifted_chebyshev_polynomial_u_nd(x, n, out):
    for idx in np.ndindex(out.shape[:-1]):
        x_row = x[idx]
        n_row = n[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_shifted_chebyshev_polynomial_u(x_row[i], n_row[i]), out_row)


@_jit_pw_par
def special_shifted_chebyshev_polynomial_u_1dp(x, n, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_shifted_chebyshev_polynomial_u(x[i], n[i]), out)


@_jit_pw_par
def special_shifted_chebyshev_polynomial_u_ndp(x, n, out):
    for r in prange(out.shape[0]):
        x_sub = x[r]
        n_sub = n[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            x_row = x_sub[idx]
            n_row = n_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_shifted_chebyshev_polynomial_u(x_row[i], n_row[i]), out_row)


# ---- special_shifted_chebyshev_polynomial_v: special_shifted_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor
@_jit_math
def _special_shifted_chebyshev_polynomial_v(x, n):
    return cheb_v(x + x - 1.0, n)


@_jit
def special_shifted_chebyshev_polynomial_v_1d(x, n, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_shifted_chebyshev_polynomial_v(x[i], n[i]), out)


@_jit
def special_shifted_chebyshev_polynomial_v_1di(x, n):
    for i in range(x.shape[0]):
        x[i] = store_value(_special_shifted_chebyshev_polynomial_v(x[i], n[i]), x)


@_jit
def special_shifted_chebyshev_polynomial_v_nd(x, n, out):
    for idx in np.ndindex(out.shape[:-1]):
        x_row = x[idx]
        n_row = n[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_shifted_chebyshev_polynomial_v(x_row[i], n_row[i]), out_row)


@_jit_pw_par
def special_shifted_chebyshev_polynomial_v_1dp(x, n, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_shifted_chebyshev_polynomial_v(x[i], n[i]), out)


@_jit_pw_par
def special_shifted_chebyshev_polynomial_v_ndp(x, n, out):
    for r in prange(out.shape[0]):
        x_sub = x[r]
        n_sub = n[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            x_row = x_sub[idx]
            n_row = n_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_shifted_chebyshev_polynomial_v(x_row[i], n_row[i]), out_row)


# ---- special_shifted_chebyshev_polynomial_w: special_shifted_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor
@_jit_math
def _special_shifted_chebyshev_polynomial_w(x, n):
    return cheb_w(x + x - 1.0, n)


@_jit
def special_shifted_chebyshev_polynomial_w_1d(x, n, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_shifted_chebyshev_polynomial_w(x[i], n[i]), out)


@_jit
def special_shifted_chebyshev_polynomial_w_1di(x, n):
    for i in range(x.shape[0]):
        x[i] = store_value(_special_shifted_chebyshev_polynomial_w(x[i], n[i]), x)


@_jit
def special_shifted_chebyshev_polynomial_w_nd(x, n, out):
    for idx in np.ndindex(out.shape[:-1]):
        x_row = x[idx]
        n_row = n[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_shifted_chebyshev_polynomial_w(x_row[i], n_row[i]), out_row)


@_jit_pw_par
def special_shifted_chebyshev_polynomial_w_1dp(x, n, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_shifted_chebyshev_polynomial_w(x[i], n[i]), out)


@_jit_pw_par
def special_shifted_chebyshev_polynomial_w_ndp(x, n, out):
    for r in prange(out.shape[0]):
        x_sub = x[r]
        n_sub = n[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            x_row = x_sub[idx]
            n_row = n_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_shifted_chebyshev_polynomial_w(x_row[i], n_row[i]), out_row)


# ---- special_hermite_polynomial_h: special_hermite_polynomial_h(Tensor x, Tensor n) -> Tensor
@_jit
def _special_hermite_polynomial_h(x, n):
    return hermite_h(x, n)


@_jit
def special_hermite_polynomial_h_1d(x, n, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_hermite_polynomial_h(x[i], n[i]), out)


@_jit
def special_hermite_polynomial_h_1di(x, n):
    for i in range(x.shape[0]):
        x[i] = store_value(_special_hermite_polynomial_h(x[i], n[i]), x)


@_jit
def special_hermite_polynomial_h_nd(x, n, out):
    for idx in np.ndindex(out.shape[:-1]):
        x_row = x[idx]
        n_row = n[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_hermite_polynomial_h(x_row[i], n_row[i]), out_row)


@_jit_pw_par
def special_hermite_polynomial_h_1dp(x, n, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_hermite_polynomial_h(x[i], n[i]), out)


@_jit_pw_par
def special_hermite_polynomial_h_ndp(x, n, out):
    for r in prange(out.shape[0]):
        x_sub = x[r]
        n_sub = n[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            x_row = x_sub[idx]
            n_row = n_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_hermite_polynomial_h(x_row[i], n_row[i]), out_row)


# ---- special_hermite_polynomial_he: special_hermite_polynomial_he(Tensor x, Tensor n) -> Tensor
@_jit
def _special_hermite_polynomial_he(x, n):
    return hermite_he(x, n)


@_jit
def special_hermite_polynomial_he_1d(x, n, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_hermite_polynomial_he(x[i], n[i]), out)


@_jit
def special_hermite_polynomial_he_1di(x, n):
    for i in range(x.shape[0]):
        x[i] = store_value(_special_hermite_polynomial_he(x[i], n[i]), x)


@_jit
def special_hermite_polynomial_he_nd(x, n, out):
    for idx in np.ndindex(out.shape[:-1]):
        x_row = x[idx]
        n_row = n[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_hermite_polynomial_he(x_row[i], n_row[i]), out_row)


@_jit_pw_par
def special_hermite_polynomial_he_1dp(x, n, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_hermite_polynomial_he(x[i], n[i]), out)


@_jit_pw_par
def special_hermite_polynomial_he_ndp(x, n, out):
    for r in prange(out.shape[0]):
        x_sub = x[r]
        n_sub = n[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            x_row = x_sub[idx]
            n_row = n_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_hermite_polynomial_he(x_row[i], n_row[i]), out_row)


# ---- special_laguerre_polynomial_l: special_laguerre_polynomial_l(Tensor x, Tensor n) -> Tensor
@_jit
def _special_laguerre_polynomial_l(x, n):
    return laguerre_l(x, n)


@_jit
def special_laguerre_polynomial_l_1d(x, n, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_laguerre_polynomial_l(x[i], n[i]), out)


@_jit
def special_laguerre_polynomial_l_1di(x, n):
    for i in range(x.shape[0]):
        x[i] = store_value(_special_laguerre_polynomial_l(x[i], n[i]), x)


@_jit
def special_laguerre_polynomial_l_nd(x, n, out):
    for idx in np.ndindex(out.shape[:-1]):
        x_row = x[idx]
        n_row = n[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_laguerre_polynomial_l(x_row[i], n_row[i]), out_row)


@_jit_pw_par
def special_laguerre_polynomial_l_1dp(x, n, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_laguerre_polynomial_l(x[i], n[i]), out)


@_jit_pw_par
def special_laguerre_polynomial_l_ndp(x, n, out):
    for r in prange(out.shape[0]):
        x_sub = x[r]
        n_sub = n[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            x_row = x_sub[idx]
            n_row = n_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_laguerre_polynomial_l(x_row[i], n_row[i]), out_row)


# ---- special_legendre_polynomial_p: special_legendre_polynomial_p(Tensor x, Tensor n) -> Tensor
@_jit
def _special_legendre_polynomial_p(x, n):
    return legendre_p(x, n)


@_jit
def special_legendre_polynomial_p_1d(x, n, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_special_legendre_polynomial_p(x[i], n[i]), out)


@_jit
def special_legendre_polynomial_p_1di(x, n):
    for i in range(x.shape[0]):
        x[i] = store_value(_special_legendre_polynomial_p(x[i], n[i]), x)


@_jit
def special_legendre_polynomial_p_nd(x, n, out):
    for idx in np.ndindex(out.shape[:-1]):
        x_row = x[idx]
        n_row = n[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_special_legendre_polynomial_p(x_row[i], n_row[i]), out_row)


@_jit_pw_par
def special_legendre_polynomial_p_1dp(x, n, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_special_legendre_polynomial_p(x[i], n[i]), out)


@_jit_pw_par
def special_legendre_polynomial_p_ndp(x, n, out):
    for r in prange(out.shape[0]):
        x_sub = x[r]
        n_sub = n[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            x_row = x_sub[idx]
            n_row = n_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_special_legendre_polynomial_p(x_row[i], n_row[i]), out_row)


# ---- rsub: rsub(Tensor self, Tensor other, Scalar alpha=1) -> Tensor
@_jit
def _rsub(self, other, alpha):
    return other - alpha * self


@_jit
def rsub_1d(self, other, out, alpha):
    for i in range(out.shape[0]):
        out[i] = store_value(_rsub(self[i], other[i], alpha), out)


@_jit
def rsub_1di(self, other, alpha):
    for i in range(self.shape[0]):
        self[i] = store_value(_rsub(self[i], other[i], alpha), self)


@_jit
def rsub_nd(self, other, out, alpha):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        other_row = other[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_rsub(self_row[i], other_row[i], alpha), out_row)


@_jit_pw_par
def rsub_1dp(self, other, out, alpha):
    for i in prange(out.shape[0]):
        out[i] = store_value(_rsub(self[i], other[i], alpha), out)


@_jit_pw_par
def rsub_ndp(self, other, out, alpha):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        other_sub = other[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            other_row = other_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_rsub(self_row[i], other_row[i], alpha), out_row)


# ---- angle: angle(Tensor self) -> Tensor
@_jit
def _angle(self):
    return self if self != self else (math.pi if self < 0 else 0.0)


@_jit
def angle_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_angle(self[i]), out)


@_jit
def angle_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_angle(self[i]), self)


@_jit
def angle_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_angle(self_row[i]), out_row)


@_jit_pw_par
def angle_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_angle(self[i]), out)


@_jit_pw_par
def angle_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_angle(self_row[i]), out_row)


# ---- poisson: poisson(Tensor self, Generator? generator=None) -> Tensor
@_jit_math
def _rk_poisson(ud, self):
    return poisson_draw(ud, self)


@_jit
def poisson_fill(out, key, ctr, ubits, self):
    for i in range(out.shape[0]):
        c = ctr + np.uint64(i)
        ud = _rng_uniform(key, c, 53)
        out[i] = _rk_poisson(ud, self[i])

@_jit_rnd_par
def poisson_fill_par(out, key, ctr, ubits, self):
    for i in prange(out.shape[0]):
        c = ctr + np.uint64(i)
        ud = _rng_uniform(key, c, 53)
        out[i] = _rk_poisson(ud, self[i])


# ---- geometric_: geometric_(Tensor self, float p, *, Generator? generator=None) -> Tensor
@_jit_math
def _rk_geometric_(ud, p):
    return geometric_draw(ud, p)


@_jit
def geometric__fill(out, key, ctr, ubits, p):
    for i in range(out.shape[0]):
        c = ctr + np.uint64(i)
        ud = _rng_uniform(key, c, 53)
        out[i] = _rk_geometric_(ud, p)

@_jit_rnd_par
def geometric__fill_par(out, key, ctr, ubits, p):
    for i in prange(out.shape[0]):
        c = ctr + np.uint64(i)
        ud = _rng_uniform(key, c, 53)
        out[i] = _rk_geometric_(ud, p)


# ---- cov: cov(Tensor self, *, int correction=1, Tensor? fweights=None, Tensor? aweights=None) -> Tensor

# ---- corrcoef: corrcoef(Tensor self) -> Tensor

# ---- histogram: histogram(Tensor self, Scalar bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)

# ---- histogramdd: histogramdd(Tensor self, int[] bins, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor[] bin_edges)

# ---- column_stack: column_stack(Tensor[] tensors) -> Tensor

# ---- diagflat: diagflat(Tensor self, int offset=0) -> Tensor

# ---- cartesian_prod: cartesian_prod(Tensor[] tensors) -> Tensor

# ---- vander: vander(Tensor x, int? N=None, bool increasing=False) -> Tensor

# ---- renorm: renorm(Tensor self, Scalar p, dim dim, Scalar maxnorm) -> Tensor

# ---- sum_to_size: sum_to_size(Tensor self, int[] size) -> Tensor

# ---- is_same_size: is_same_size(Tensor self, Tensor other) -> bool

# ---- split_with_sizes: split_with_sizes(Tensor self, int[] split_sizes, dim dim=0) -> Tensor[]

# ---- scalar_tensor: scalar_tensor(Scalar s, *, dtype? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False) -> Tensor

# ---- index_reduce: index_reduce(Tensor self, dim dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor
@_jit
def index_reduce_scatter(dst, idx, i_off, i_st, src, s_off, s_st, shape, d_st, dim, size, mode, include_self,
                         counts, lines, alpha):
    nd = shape.shape[0]
    last = nd - 1
    n = shape[dim]
    if n == 0 or lines == 0:
        return
    m = 1 if dim == last else shape[last]  # the elements along the last dim per (outer, j)
    il = 0 if dim == last else i_st[last]
    sl = 0 if dim == last else s_st[last]
    dl = 0 if dim == last else d_st[last]
    idim = i_st[dim]
    sdim = s_st[dim]
    ddim = d_st[dim]
    plain = include_self and (mode == 0 or mode == 1 or mode == 6)  # no counts needed
    coord = np.zeros(nd, np.int64)
    do = 0
    io = i_off
    so = s_off
    for q in range(lines // m):
        if plain and dim == last:  # one place per value: a tight loop along the line
            for j in range(n):
                t = idx[np.uint64(io + j * idim)]
                if t < 0:
                    t += size
                p = np.uint64(do + t * ddim)
                v = src[np.uint64(so + j * sdim)]
                if mode == 1:
                    dst[p] = dst[p] + v
                elif mode == 0:
                    dst[p] = v
                else:
                    dst[p] = dst[p] + alpha * v
        elif plain and il == 0:  # one index per row of m (index_add along a non-last dim)
            for j in range(n):
                t = idx[np.uint64(io + j * idim)]
                if t < 0:
                    t += size
                p = do + t * ddim
                sj = so + j * sdim
                if mode == 1:
                    for k in range(m):
                        dst[np.uint64(p + k * dl)] = dst[np.uint64(p + k * dl)] + src[np.uint64(sj + k * sl)]
                elif mode == 0:
                    for k in range(m):
                        dst[np.uint64(p + k * dl)] = src[np.uint64(sj + k * sl)]
                else:
                    for k in range(m):
                        dst[np.uint64(p + k * dl)] = dst[np.uint64(p + k * dl)] + alpha * src[np.uint64(sj + k * sl)]
        else:
            for j in range(n):
                ij = io + j * idim
                sj = so + j * sdim
                for k in range(m):
                    t = idx[np.uint64(ij + k * il)]
                    if t < 0:
                        t += size
                    p = np.uint64(do + t * ddim + k * dl)
                    v = src[np.uint64(sj + k * sl)]
                    if mode == 0 or (not include_self and counts[p] == 0):
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
                    if not plain:
                        counts[p] += 1
        d = last if dim == last else last - 1
        while d >= 0:
            if d == dim:
                d -= 1
                continue
            coord[d] += 1
            do += d_st[d]
            io += i_st[d]
            so += s_st[d]
            if coord[d] < shape[d]:
                break
            coord[d] = 0
            do -= d_st[d] * shape[d]
            io -= i_st[d] * shape[d]
            so -= s_st[d] * shape[d]
            d -= 1


@_jit
def index_reduce_mean(dst, counts, include_self, total, is_int):
    # reduce="mean": the sum over the values that reached each place (and self's);
    # integers round down, as PyTorch's floor division
    for p in range(total):
        c = counts[p] + (1 if include_self else 0)
        if counts[p] > 0:
            if is_int:
                dst[p] = dst[p] // c
            else:
                dst[p] = dst[p] / c


# ---- bartlett_window: bartlett_window(int window_length, bool periodic=True, *, dtype? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False) -> Tensor

# ---- blackman_window: blackman_window(int window_length, bool periodic=True, *, dtype? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False) -> Tensor

# ---- hamming_window: hamming_window(int window_length, bool periodic=True, float alpha=0.54, float beta=0.46, *, dtype? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False) -> Tensor

# ---- hann_window: hann_window(int window_length, bool periodic=True, *, dtype? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False) -> Tensor

# ---- kaiser_window: kaiser_window(int window_length, bool periodic=True, float beta=12.0, *, dtype? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False) -> Tensor

# ---- _to_copy: _to_copy(Tensor self) -> Tensor
@_jit
def __to_copy(self):
    return self


@_jit
def _to_copy_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(__to_copy(self[i]), out)


@_jit
def _to_copy_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(__to_copy(self[i]), self)


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

# ---- clone: clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor

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
def _masked_fill_1di(self, mask, value):
    for i in range(self.shape[0]):
        self[i] = store_value(__masked_fill(self[i], mask[i], value[i]), self)


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
    # offsets are storage positions (>= 0): unsigned, no wraparound test (see _gather below)
    for i in range(out.shape[0]):
        out[i] = src[np.uint64(offsets[i])]


@_jit
def _take_scatter(dst, offsets, vals):
    for i in range(vals.shape[0]):
        dst[np.uint64(offsets[i])] = vals[i]


# ---- masked_select: masked_select(Tensor self, Tensor mask) -> Tensor

# ---- gather: gather(Tensor self, dim dim, Tensor index, *, bool sparse_grad=False) -> Tensor
@_jit
def gather_gather(src, s_off, s_st, idx, i_off, i_st, out, shape, dim, size, wrap):
    # out (contiguous, of `shape`) = src with its coordinate along `dim` read from idx.
    # One line of out per coordinate of every dim but the last, in C order; an
    # odometer keeps the lines' coordinates and offsets (no per-element div/mod).
    # Array positions go in as np.uint64: each is a checked, non-negative storage
    # position, and an unsigned index spares Numba's negative-index wraparound
    # test, which kept these loops from vectorising (measured 4x on a row copy).
    nd = shape.shape[0]
    last = nd - 1
    m = shape[last]
    total = out.shape[0]
    if m == 0 or total == 0:
        return
    sd = s_st[dim]
    sl = 0 if dim == last else s_st[last]  # along a line the source moves by this (dim's part is the index's)
    il = i_st[last]
    coord = np.zeros(nd, np.int64)
    so = s_off
    io = i_off
    for o in range(0, total, m):
        if il == 0:  # one index for the whole line (index_select along a non-last dim): a row copy
            j = idx[np.uint64(io)]
            if wrap:  # take_along_dim: any index, taken modulo the size (PyTorch's)
                j = j % size
            elif j < 0:
                j += size
            b = so + j * sd
            if sl == 1:
                for k in range(m):
                    out[np.uint64(o + k)] = src[np.uint64(b + k)]
            else:
                for k in range(m):
                    out[np.uint64(o + k)] = src[np.uint64(b + k * sl)]
        elif wrap:
            for k in range(m):
                j = idx[np.uint64(io + k * il)] % size
                out[np.uint64(o + k)] = src[np.uint64(so + k * sl + j * sd)]
        else:
            for k in range(m):
                j = idx[np.uint64(io + k * il)]
                if j < 0:
                    j += size
                out[np.uint64(o + k)] = src[np.uint64(so + k * sl + j * sd)]
        d = last - 1
        while d >= 0:
            coord[d] += 1
            io += i_st[d]
            if d != dim:
                so += s_st[d]
            if coord[d] < shape[d]:
                break
            coord[d] = 0
            io -= i_st[d] * shape[d]
            if d != dim:
                so -= s_st[d] * shape[d]
            d -= 1


# ---- take_along_dim: take_along_dim(Tensor self, Tensor indices, dim? dim=None) -> Tensor
@_jit
def take_along_dim_gather(src, s_off, s_st, idx, i_off, i_st, out, shape, dim, size, wrap):
    # out (contiguous, of `shape`) = src with its coordinate along `dim` read from idx.
    # One line of out per coordinate of every dim but the last, in C order; an
    # odometer keeps the lines' coordinates and offsets (no per-element div/mod).
    # Array positions go in as np.uint64: each is a checked, non-negative storage
    # position, and an unsigned index spares Numba's negative-index wraparound
    # test, which kept these loops from vectorising (measured 4x on a row copy).
    nd = shape.shape[0]
    last = nd - 1
    m = shape[last]
    total = out.shape[0]
    if m == 0 or total == 0:
        return
    sd = s_st[dim]
    sl = 0 if dim == last else s_st[last]  # along a line the source moves by this (dim's part is the index's)
    il = i_st[last]
    coord = np.zeros(nd, np.int64)
    so = s_off
    io = i_off
    for o in range(0, total, m):
        if il == 0:  # one index for the whole line (index_select along a non-last dim): a row copy
            j = idx[np.uint64(io)]
            if wrap:  # take_along_dim: any index, taken modulo the size (PyTorch's)
                j = j % size
            elif j < 0:
                j += size
            b = so + j * sd
            if sl == 1:
                for k in range(m):
                    out[np.uint64(o + k)] = src[np.uint64(b + k)]
            else:
                for k in range(m):
                    out[np.uint64(o + k)] = src[np.uint64(b + k * sl)]
        elif wrap:
            for k in range(m):
                j = idx[np.uint64(io + k * il)] % size
                out[np.uint64(o + k)] = src[np.uint64(so + k * sl + j * sd)]
        else:
            for k in range(m):
                j = idx[np.uint64(io + k * il)]
                if j < 0:
                    j += size
                out[np.uint64(o + k)] = src[np.uint64(so + k * sl + j * sd)]
        d = last - 1
        while d >= 0:
            coord[d] += 1
            io += i_st[d]
            if d != dim:
                so += s_st[d]
            if coord[d] < shape[d]:
                break
            coord[d] = 0
            io -= i_st[d] * shape[d]
            if d != dim:
                so -= s_st[d] * shape[d]
            d -= 1


# ---- index_select: index_select(Tensor self, dim dim, Tensor index) -> Tensor
@_jit
def index_select_gather(src, s_off, s_st, idx, i_off, i_st, out, shape, dim, size, wrap):
    # out (contiguous, of `shape`) = src with its coordinate along `dim` read from idx.
    # One line of out per coordinate of every dim but the last, in C order; an
    # odometer keeps the lines' coordinates and offsets (no per-element div/mod).
    # Array positions go in as np.uint64: each is a checked, non-negative storage
    # position, and an unsigned index spares Numba's negative-index wraparound
    # test, which kept these loops from vectorising (measured 4x on a row copy).
    nd = shape.shape[0]
    last = nd - 1
    m = shape[last]
    total = out.shape[0]
    if m == 0 or total == 0:
        return
    sd = s_st[dim]
    sl = 0 if dim == last else s_st[last]  # along a line the source moves by this (dim's part is the index's)
    il = i_st[last]
    coord = np.zeros(nd, np.int64)
    so = s_off
    io = i_off
    for o in range(0, total, m):
        if il == 0:  # one index for the whole line (index_select along a non-last dim): a row copy
            j = idx[np.uint64(io)]
            if wrap:  # take_along_dim: any index, taken modulo the size (PyTorch's)
                j = j % size
            elif j < 0:
                j += size
            b = so + j * sd
            if sl == 1:
                for k in range(m):
                    out[np.uint64(o + k)] = src[np.uint64(b + k)]
            else:
                for k in range(m):
                    out[np.uint64(o + k)] = src[np.uint64(b + k * sl)]
        elif wrap:
            for k in range(m):
                j = idx[np.uint64(io + k * il)] % size
                out[np.uint64(o + k)] = src[np.uint64(so + k * sl + j * sd)]
        else:
            for k in range(m):
                j = idx[np.uint64(io + k * il)]
                if j < 0:
                    j += size
                out[np.uint64(o + k)] = src[np.uint64(so + k * sl + j * sd)]
        d = last - 1
        while d >= 0:
            coord[d] += 1
            io += i_st[d]
            if d != dim:
                so += s_st[d]
            if coord[d] < shape[d]:
                break
            coord[d] = 0
            io -= i_st[d] * shape[d]
            if d != dim:
                so -= s_st[d] * shape[d]
            d -= 1


# ---- embedding: embedding(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor
@_jit
def embedding_gather(src, s_off, s_st, idx, i_off, i_st, out, shape, dim, size, wrap):
    # out (contiguous, of `shape`) = src with its coordinate along `dim` read from idx.
    # One line of out per coordinate of every dim but the last, in C order; an
    # odometer keeps the lines' coordinates and offsets (no per-element div/mod).
    # Array positions go in as np.uint64: each is a checked, non-negative storage
    # position, and an unsigned index spares Numba's negative-index wraparound
    # test, which kept these loops from vectorising (measured 4x on a row copy).
    nd = shape.shape[0]
    last = nd - 1
    m = shape[last]
    total = out.shape[0]
    if m == 0 or total == 0:
        return
    sd = s_st[dim]
    sl = 0 if dim == last else s_st[last]  # along a line the source moves by this (dim's part is the index's)
    il = i_st[last]
    coord = np.zeros(nd, np.int64)
    so = s_off
    io = i_off
    for o in range(0, total, m):
        if il == 0:  # one index for the whole line (index_select along a non-last dim): a row copy
            j = idx[np.uint64(io)]
            if wrap:  # take_along_dim: any index, taken modulo the size (PyTorch's)
                j = j % size
            elif j < 0:
                j += size
            b = so + j * sd
            if sl == 1:
                for k in range(m):
                    out[np.uint64(o + k)] = src[np.uint64(b + k)]
            else:
                for k in range(m):
                    out[np.uint64(o + k)] = src[np.uint64(b + k * sl)]
        elif wrap:
            for k in range(m):
                j = idx[np.uint64(io + k * il)] % size
                out[np.uint64(o + k)] = src[np.uint64(so + k * sl + j * sd)]
        else:
            for k in range(m):
                j = idx[np.uint64(io + k * il)]
                if j < 0:
                    j += size
                out[np.uint64(o + k)] = src[np.uint64(so + k * sl + j * sd)]
        d = last - 1
        while d >= 0:
            coord[d] += 1
            io += i_st[d]
            if d != dim:
                so += s_st[d]
            if coord[d] < shape[d]:
                break
            coord[d] = 0
            io -= i_st[d] * shape[d]
            if d != dim:
                so -= s_st[d] * shape[d]
            d -= 1


# ---- embedding_dense_backward: embedding_dense_backward(Tensor grad_output, Tensor indices, int num_weights, int padding_idx, bool scale_grad_by_freq) -> Tensor
@_jit
def embedding_dense_backward_scatter(dst, idx, i_off, i_st, src, s_off, s_st, shape, d_st, dim, size, mode, include_self,
                                     counts, lines, alpha):
    nd = shape.shape[0]
    last = nd - 1
    n = shape[dim]
    if n == 0 or lines == 0:
        return
    m = 1 if dim == last else shape[last]  # the elements along the last dim per (outer, j)
    il = 0 if dim == last else i_st[last]
    sl = 0 if dim == last else s_st[last]
    dl = 0 if dim == last else d_st[last]
    idim = i_st[dim]
    sdim = s_st[dim]
    ddim = d_st[dim]
    plain = include_self and (mode == 0 or mode == 1 or mode == 6)  # no counts needed
    coord = np.zeros(nd, np.int64)
    do = 0
    io = i_off
    so = s_off
    for q in range(lines // m):
        if plain and dim == last:  # one place per value: a tight loop along the line
            for j in range(n):
                t = idx[np.uint64(io + j * idim)]
                if t < 0:
                    t += size
                p = np.uint64(do + t * ddim)
                v = src[np.uint64(so + j * sdim)]
                if mode == 1:
                    dst[p] = dst[p] + v
                elif mode == 0:
                    dst[p] = v
                else:
                    dst[p] = dst[p] + alpha * v
        elif plain and il == 0:  # one index per row of m (index_add along a non-last dim)
            for j in range(n):
                t = idx[np.uint64(io + j * idim)]
                if t < 0:
                    t += size
                p = do + t * ddim
                sj = so + j * sdim
                if mode == 1:
                    for k in range(m):
                        dst[np.uint64(p + k * dl)] = dst[np.uint64(p + k * dl)] + src[np.uint64(sj + k * sl)]
                elif mode == 0:
                    for k in range(m):
                        dst[np.uint64(p + k * dl)] = src[np.uint64(sj + k * sl)]
                else:
                    for k in range(m):
                        dst[np.uint64(p + k * dl)] = dst[np.uint64(p + k * dl)] + alpha * src[np.uint64(sj + k * sl)]
        else:
            for j in range(n):
                ij = io + j * idim
                sj = so + j * sdim
                for k in range(m):
                    t = idx[np.uint64(ij + k * il)]
                    if t < 0:
                        t += size
                    p = np.uint64(do + t * ddim + k * dl)
                    v = src[np.uint64(sj + k * sl)]
                    if mode == 0 or (not include_self and counts[p] == 0):
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
                    if not plain:
                        counts[p] += 1
        d = last if dim == last else last - 1
        while d >= 0:
            if d == dim:
                d -= 1
                continue
            coord[d] += 1
            do += d_st[d]
            io += i_st[d]
            so += s_st[d]
            if coord[d] < shape[d]:
                break
            coord[d] = 0
            do -= d_st[d] * shape[d]
            io -= i_st[d] * shape[d]
            so -= s_st[d] * shape[d]
            d -= 1


@_jit
def embedding_dense_backward_mean(dst, counts, include_self, total, is_int):
    # reduce="mean": the sum over the values that reached each place (and self's);
    # integers round down, as PyTorch's floor division
    for p in range(total):
        c = counts[p] + (1 if include_self else 0)
        if counts[p] > 0:
            if is_int:
                dst[p] = dst[p] // c
            else:
                dst[p] = dst[p] / c


# ---- embedding_sparse_backward: embedding_sparse_backward(Tensor grad, Tensor indices, int num_weights, int padding_idx, bool scale_grad_by_freq) -> Tensor

# ---- take: take(Tensor self, Tensor index) -> Tensor
@_jit
def take_gather(src, s_off, s_st, idx, i_off, i_st, out, shape, dim, size, wrap):
    # out (contiguous, of `shape`) = src with its coordinate along `dim` read from idx.
    # One line of out per coordinate of every dim but the last, in C order; an
    # odometer keeps the lines' coordinates and offsets (no per-element div/mod).
    # Array positions go in as np.uint64: each is a checked, non-negative storage
    # position, and an unsigned index spares Numba's negative-index wraparound
    # test, which kept these loops from vectorising (measured 4x on a row copy).
    nd = shape.shape[0]
    last = nd - 1
    m = shape[last]
    total = out.shape[0]
    if m == 0 or total == 0:
        return
    sd = s_st[dim]
    sl = 0 if dim == last else s_st[last]  # along a line the source moves by this (dim's part is the index's)
    il = i_st[last]
    coord = np.zeros(nd, np.int64)
    so = s_off
    io = i_off
    for o in range(0, total, m):
        if il == 0:  # one index for the whole line (index_select along a non-last dim): a row copy
            j = idx[np.uint64(io)]
            if wrap:  # take_along_dim: any index, taken modulo the size (PyTorch's)
                j = j % size
            elif j < 0:
                j += size
            b = so + j * sd
            if sl == 1:
                for k in range(m):
                    out[np.uint64(o + k)] = src[np.uint64(b + k)]
            else:
                for k in range(m):
                    out[np.uint64(o + k)] = src[np.uint64(b + k * sl)]
        elif wrap:
            for k in range(m):
                j = idx[np.uint64(io + k * il)] % size
                out[np.uint64(o + k)] = src[np.uint64(so + k * sl + j * sd)]
        else:
            for k in range(m):
                j = idx[np.uint64(io + k * il)]
                if j < 0:
                    j += size
                out[np.uint64(o + k)] = src[np.uint64(so + k * sl + j * sd)]
        d = last - 1
        while d >= 0:
            coord[d] += 1
            io += i_st[d]
            if d != dim:
                so += s_st[d]
            if coord[d] < shape[d]:
                break
            coord[d] = 0
            io -= i_st[d] * shape[d]
            if d != dim:
                so -= s_st[d] * shape[d]
            d -= 1


# ---- scatter: scatter(Tensor self, dim dim, Tensor index, Tensor? src=None, Scalar? value=None, *, str? reduce=None) -> Tensor
@_jit
def scatter_scatter(dst, idx, i_off, i_st, src, s_off, s_st, shape, d_st, dim, size, mode, include_self,
                    counts, lines, alpha):
    nd = shape.shape[0]
    last = nd - 1
    n = shape[dim]
    if n == 0 or lines == 0:
        return
    m = 1 if dim == last else shape[last]  # the elements along the last dim per (outer, j)
    il = 0 if dim == last else i_st[last]
    sl = 0 if dim == last else s_st[last]
    dl = 0 if dim == last else d_st[last]
    idim = i_st[dim]
    sdim = s_st[dim]
    ddim = d_st[dim]
    plain = include_self and (mode == 0 or mode == 1 or mode == 6)  # no counts needed
    coord = np.zeros(nd, np.int64)
    do = 0
    io = i_off
    so = s_off
    for q in range(lines // m):
        if plain and dim == last:  # one place per value: a tight loop along the line
            for j in range(n):
                t = idx[np.uint64(io + j * idim)]
                if t < 0:
                    t += size
                p = np.uint64(do + t * ddim)
                v = src[np.uint64(so + j * sdim)]
                if mode == 1:
                    dst[p] = dst[p] + v
                elif mode == 0:
                    dst[p] = v
                else:
                    dst[p] = dst[p] + alpha * v
        elif plain and il == 0:  # one index per row of m (index_add along a non-last dim)
            for j in range(n):
                t = idx[np.uint64(io + j * idim)]
                if t < 0:
                    t += size
                p = do + t * ddim
                sj = so + j * sdim
                if mode == 1:
                    for k in range(m):
                        dst[np.uint64(p + k * dl)] = dst[np.uint64(p + k * dl)] + src[np.uint64(sj + k * sl)]
                elif mode == 0:
                    for k in range(m):
                        dst[np.uint64(p + k * dl)] = src[np.uint64(sj + k * sl)]
                else:
                    for k in range(m):
                        dst[np.uint64(p + k * dl)] = dst[np.uint64(p + k * dl)] + alpha * src[np.uint64(sj + k * sl)]
        else:
            for j in range(n):
                ij = io + j * idim
                sj = so + j * sdim
                for k in range(m):
                    t = idx[np.uint64(ij + k * il)]
                    if t < 0:
                        t += size
                    p = np.uint64(do + t * ddim + k * dl)
                    v = src[np.uint64(sj + k * sl)]
                    if mode == 0 or (not include_self and counts[p] == 0):
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
                    if not plain:
                        counts[p] += 1
        d = last if dim == last else last - 1
        while d >= 0:
            if d == dim:
                d -= 1
                continue
            coord[d] += 1
            do += d_st[d]
            io += i_st[d]
            so += s_st[d]
            if coord[d] < shape[d]:
                break
            coord[d] = 0
            do -= d_st[d] * shape[d]
            io -= i_st[d] * shape[d]
            so -= s_st[d] * shape[d]
            d -= 1


@_jit
def scatter_mean(dst, counts, include_self, total, is_int):
    # reduce="mean": the sum over the values that reached each place (and self's);
    # integers round down, as PyTorch's floor division
    for p in range(total):
        c = counts[p] + (1 if include_self else 0)
        if counts[p] > 0:
            if is_int:
                dst[p] = dst[p] // c
            else:
                dst[p] = dst[p] / c


# ---- scatter_add: scatter_add(Tensor self, dim dim, Tensor index, Tensor src) -> Tensor
@_jit
def scatter_add_scatter(dst, idx, i_off, i_st, src, s_off, s_st, shape, d_st, dim, size, mode, include_self,
                        counts, lines, alpha):
    nd = shape.shape[0]
    last = nd - 1
    n = shape[dim]
    if n == 0 or lines == 0:
        return
    m = 1 if dim == last else shape[last]  # the elements along the last dim per (outer, j)
    il = 0 if dim == last else i_st[last]
    sl = 0 if dim == last else s_st[last]
    dl = 0 if dim == last else d_st[last]
    idim = i_st[dim]
    sdim = s_st[dim]
    ddim = d_st[dim]
    plain = include_self and (mode == 0 or mode == 1 or mode == 6)  # no counts needed
    coord = np.zeros(nd, np.int64)
    do = 0
    io = i_off
    so = s_off
    for q in range(lines // m):
        if plain and dim == last:  # one place per value: a tight loop along the line
            for j in range(n):
                t = idx[np.uint64(io + j * idim)]
                if t < 0:
                    t += size
                p = np.uint64(do + t * ddim)
                v = src[np.uint64(so + j * sdim)]
                if mode == 1:
                    dst[p] = dst[p] + v
                elif mode == 0:
                    dst[p] = v
                else:
                    dst[p] = dst[p] + alpha * v
        elif plain and il == 0:  # one index per row of m (index_add along a non-last dim)
            for j in range(n):
                t = idx[np.uint64(io + j * idim)]
                if t < 0:
                    t += size
                p = do + t * ddim
                sj = so + j * sdim
                if mode == 1:
                    for k in range(m):
                        dst[np.uint64(p + k * dl)] = dst[np.uint64(p + k * dl)] + src[np.uint64(sj + k * sl)]
                elif mode == 0:
                    for k in range(m):
                        dst[np.uint64(p + k * dl)] = src[np.uint64(sj + k * sl)]
                else:
                    for k in range(m):
                        dst[np.uint64(p + k * dl)] = dst[np.uint64(p + k * dl)] + alpha * src[np.uint64(sj + k * sl)]
        else:
            for j in range(n):
                ij = io + j * idim
                sj = so + j * sdim
                for k in range(m):
                    t = idx[np.uint64(ij + k * il)]
                    if t < 0:
                        t += size
                    p = np.uint64(do + t * ddim + k * dl)
                    v = src[np.uint64(sj + k * sl)]
                    if mode == 0 or (not include_self and counts[p] == 0):
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
                    if not plain:
                        counts[p] += 1
        d = last if dim == last else last - 1
        while d >= 0:
            if d == dim:
                d -= 1
                continue
            coord[d] += 1
            do += d_st[d]
            io += i_st[d]
            so += s_st[d]
            if coord[d] < shape[d]:
                break
            coord[d] = 0
            do -= d_st[d] * shape[d]
            io -= i_st[d] * shape[d]
            so -= s_st[d] * shape[d]
            d -= 1


@_jit
def scatter_add_mean(dst, counts, include_self, total, is_int):
    # reduce="mean": the sum over the values that reached each place (and self's);
    # integers round down, as PyTorch's floor division
    for p in range(total):
        c = counts[p] + (1 if include_self else 0)
        if counts[p] > 0:
            if is_int:
                dst[p] = dst[p] // c
            else:
                dst[p] = dst[p] / c


# ---- scatter_reduce: scatter_reduce(Tensor self, dim dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor
@_jit
def scatter_reduce_scatter(dst, idx, i_off, i_st, src, s_off, s_st, shape, d_st, dim, size, mode, include_self,
                           counts, lines, alpha):
    nd = shape.shape[0]
    last = nd - 1
    n = shape[dim]
    if n == 0 or lines == 0:
        return
    m = 1 if dim == last else shape[last]  # the elements along the last dim per (outer, j)
    il = 0 if dim == last else i_st[last]
    sl = 0 if dim == last else s_st[last]
    dl = 0 if dim == last else d_st[last]
    idim = i_st[dim]
    sdim = s_st[dim]
    ddim = d_st[dim]
    plain = include_self and (mode == 0 or mode == 1 or mode == 6)  # no counts needed
    coord = np.zeros(nd, np.int64)
    do = 0
    io = i_off
    so = s_off
    for q in range(lines // m):
        if plain and dim == last:  # one place per value: a tight loop along the line
            for j in range(n):
                t = idx[np.uint64(io + j * idim)]
                if t < 0:
                    t += size
                p = np.uint64(do + t * ddim)
                v = src[np.uint64(so + j * sdim)]
                if mode == 1:
                    dst[p] = dst[p] + v
                elif mode == 0:
                    dst[p] = v
                else:
                    dst[p] = dst[p] + alpha * v
        elif plain and il == 0:  # one index per row of m (index_add along a non-last dim)
            for j in range(n):
                t = idx[np.uint64(io + j * idim)]
                if t < 0:
                    t += size
                p = do + t * ddim
                sj = so + j * sdim
                if mode == 1:
                    for k in range(m):
                        dst[np.uint64(p + k * dl)] = dst[np.uint64(p + k * dl)] + src[np.uint64(sj + k * sl)]
                elif mode == 0:
                    for k in range(m):
                        dst[np.uint64(p + k * dl)] = src[np.uint64(sj + k * sl)]
                else:
                    for k in range(m):
                        dst[np.uint64(p + k * dl)] = dst[np.uint64(p + k * dl)] + alpha * src[np.uint64(sj + k * sl)]
        else:
            for j in range(n):
                ij = io + j * idim
                sj = so + j * sdim
                for k in range(m):
                    t = idx[np.uint64(ij + k * il)]
                    if t < 0:
                        t += size
                    p = np.uint64(do + t * ddim + k * dl)
                    v = src[np.uint64(sj + k * sl)]
                    if mode == 0 or (not include_self and counts[p] == 0):
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
                    if not plain:
                        counts[p] += 1
        d = last if dim == last else last - 1
        while d >= 0:
            if d == dim:
                d -= 1
                continue
            coord[d] += 1
            do += d_st[d]
            io += i_st[d]
            so += s_st[d]
            if coord[d] < shape[d]:
                break
            coord[d] = 0
            do -= d_st[d] * shape[d]
            io -= i_st[d] * shape[d]
            so -= s_st[d] * shape[d]
            d -= 1


@_jit
def scatter_reduce_mean(dst, counts, include_self, total, is_int):
    # reduce="mean": the sum over the values that reached each place (and self's);
    # integers round down, as PyTorch's floor division
    for p in range(total):
        c = counts[p] + (1 if include_self else 0)
        if counts[p] > 0:
            if is_int:
                dst[p] = dst[p] // c
            else:
                dst[p] = dst[p] / c


# ---- index_add: index_add(Tensor self, dim dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor
@_jit
def index_add_scatter(dst, idx, i_off, i_st, src, s_off, s_st, shape, d_st, dim, size, mode, include_self,
                      counts, lines, alpha):
    nd = shape.shape[0]
    last = nd - 1
    n = shape[dim]
    if n == 0 or lines == 0:
        return
    m = 1 if dim == last else shape[last]  # the elements along the last dim per (outer, j)
    il = 0 if dim == last else i_st[last]
    sl = 0 if dim == last else s_st[last]
    dl = 0 if dim == last else d_st[last]
    idim = i_st[dim]
    sdim = s_st[dim]
    ddim = d_st[dim]
    plain = include_self and (mode == 0 or mode == 1 or mode == 6)  # no counts needed
    coord = np.zeros(nd, np.int64)
    do = 0
    io = i_off
    so = s_off
    for q in range(lines // m):
        if plain and dim == last:  # one place per value: a tight loop along the line
            for j in range(n):
                t = idx[np.uint64(io + j * idim)]
                if t < 0:
                    t += size
                p = np.uint64(do + t * ddim)
                v = src[np.uint64(so + j * sdim)]
                if mode == 1:
                    dst[p] = dst[p] + v
                elif mode == 0:
                    dst[p] = v
                else:
                    dst[p] = dst[p] + alpha * v
        elif plain and il == 0:  # one index per row of m (index_add along a non-last dim)
            for j in range(n):
                t = idx[np.uint64(io + j * idim)]
                if t < 0:
                    t += size
                p = do + t * ddim
                sj = so + j * sdim
                if mode == 1:
                    for k in range(m):
                        dst[np.uint64(p + k * dl)] = dst[np.uint64(p + k * dl)] + src[np.uint64(sj + k * sl)]
                elif mode == 0:
                    for k in range(m):
                        dst[np.uint64(p + k * dl)] = src[np.uint64(sj + k * sl)]
                else:
                    for k in range(m):
                        dst[np.uint64(p + k * dl)] = dst[np.uint64(p + k * dl)] + alpha * src[np.uint64(sj + k * sl)]
        else:
            for j in range(n):
                ij = io + j * idim
                sj = so + j * sdim
                for k in range(m):
                    t = idx[np.uint64(ij + k * il)]
                    if t < 0:
                        t += size
                    p = np.uint64(do + t * ddim + k * dl)
                    v = src[np.uint64(sj + k * sl)]
                    if mode == 0 or (not include_self and counts[p] == 0):
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
                    if not plain:
                        counts[p] += 1
        d = last if dim == last else last - 1
        while d >= 0:
            if d == dim:
                d -= 1
                continue
            coord[d] += 1
            do += d_st[d]
            io += i_st[d]
            so += s_st[d]
            if coord[d] < shape[d]:
                break
            coord[d] = 0
            do -= d_st[d] * shape[d]
            io -= i_st[d] * shape[d]
            so -= s_st[d] * shape[d]
            d -= 1


@_jit
def index_add_mean(dst, counts, include_self, total, is_int):
    # reduce="mean": the sum over the values that reached each place (and self's);
    # integers round down, as PyTorch's floor division
    for p in range(total):
        c = counts[p] + (1 if include_self else 0)
        if counts[p] > 0:
            if is_int:
                dst[p] = dst[p] // c
            else:
                dst[p] = dst[p] / c


# ---- index_copy: index_copy(Tensor self, dim dim, Tensor index, Tensor source) -> Tensor
@_jit
def index_copy_scatter(dst, idx, i_off, i_st, src, s_off, s_st, shape, d_st, dim, size, mode, include_self,
                       counts, lines, alpha):
    nd = shape.shape[0]
    last = nd - 1
    n = shape[dim]
    if n == 0 or lines == 0:
        return
    m = 1 if dim == last else shape[last]  # the elements along the last dim per (outer, j)
    il = 0 if dim == last else i_st[last]
    sl = 0 if dim == last else s_st[last]
    dl = 0 if dim == last else d_st[last]
    idim = i_st[dim]
    sdim = s_st[dim]
    ddim = d_st[dim]
    plain = include_self and (mode == 0 or mode == 1 or mode == 6)  # no counts needed
    coord = np.zeros(nd, np.int64)
    do = 0
    io = i_off
    so = s_off
    for q in range(lines // m):
        if plain and dim == last:  # one place per value: a tight loop along the line
            for j in range(n):
                t = idx[np.uint64(io + j * idim)]
                if t < 0:
                    t += size
                p = np.uint64(do + t * ddim)
                v = src[np.uint64(so + j * sdim)]
                if mode == 1:
                    dst[p] = dst[p] + v
                elif mode == 0:
                    dst[p] = v
                else:
                    dst[p] = dst[p] + alpha * v
        elif plain and il == 0:  # one index per row of m (index_add along a non-last dim)
            for j in range(n):
                t = idx[np.uint64(io + j * idim)]
                if t < 0:
                    t += size
                p = do + t * ddim
                sj = so + j * sdim
                if mode == 1:
                    for k in range(m):
                        dst[np.uint64(p + k * dl)] = dst[np.uint64(p + k * dl)] + src[np.uint64(sj + k * sl)]
                elif mode == 0:
                    for k in range(m):
                        dst[np.uint64(p + k * dl)] = src[np.uint64(sj + k * sl)]
                else:
                    for k in range(m):
                        dst[np.uint64(p + k * dl)] = dst[np.uint64(p + k * dl)] + alpha * src[np.uint64(sj + k * sl)]
        else:
            for j in range(n):
                ij = io + j * idim
                sj = so + j * sdim
                for k in range(m):
                    t = idx[np.uint64(ij + k * il)]
                    if t < 0:
                        t += size
                    p = np.uint64(do + t * ddim + k * dl)
                    v = src[np.uint64(sj + k * sl)]
                    if mode == 0 or (not include_self and counts[p] == 0):
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
                    if not plain:
                        counts[p] += 1
        d = last if dim == last else last - 1
        while d >= 0:
            if d == dim:
                d -= 1
                continue
            coord[d] += 1
            do += d_st[d]
            io += i_st[d]
            so += s_st[d]
            if coord[d] < shape[d]:
                break
            coord[d] = 0
            do -= d_st[d] * shape[d]
            io -= i_st[d] * shape[d]
            so -= s_st[d] * shape[d]
            d -= 1


@_jit
def index_copy_mean(dst, counts, include_self, total, is_int):
    # reduce="mean": the sum over the values that reached each place (and self's);
    # integers round down, as PyTorch's floor division
    for p in range(total):
        c = counts[p] + (1 if include_self else 0)
        if counts[p] > 0:
            if is_int:
                dst[p] = dst[p] // c
            else:
                dst[p] = dst[p] / c


# ---- masked_scatter: masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor
@_jit
def masked_scatter_put(dst, offsets, vals, accumulate):
    # in index order: with repeated offsets the last value lands (or all add up)
    for i in range(vals.shape[0]):
        if accumulate:
            dst[offsets[i]] = dst[offsets[i]] + vals[i]
        else:
            dst[offsets[i]] = vals[i]


# ---- index_put: index_put(Tensor self, Tensor[] indices, Tensor values, bool accumulate=False) -> Tensor
@_jit
def index_put_put(dst, offsets, vals, accumulate):
    # in index order: with repeated offsets the last value lands (or all add up)
    for i in range(vals.shape[0]):
        if accumulate:
            dst[offsets[i]] = dst[offsets[i]] + vals[i]
        else:
            dst[offsets[i]] = vals[i]


# ---- select_scatter: select_scatter(Tensor self, Tensor src, dim dim, int index) -> Tensor

# ---- slice_scatter: slice_scatter(Tensor self, Tensor src, dim dim=0, int? start=None, int? end=None, int step=1) -> Tensor

# ---- nonzero: nonzero(Tensor self, *, bool as_tuple=False) -> Tensor
@_jit
def nonzero_count(x, out):
    n = 0
    for i in range(x.shape[0]):
        if x[i] != 0:
            n += 1
    out[0] = n


@_jit
def nonzero_nonzero(x, shape, out):
    # out[(k, d)]: the d-th coordinate of the k-th nonzero element, in C order
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
@_jit
def argwhere_count(x, out):
    n = 0
    for i in range(x.shape[0]):
        if x[i] != 0:
            n += 1
    out[0] = n


@_jit
def argwhere_nonzero(x, shape, out):
    # out[(k, d)]: the d-th coordinate of the k-th nonzero element, in C order
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
@_jit
def sort_sort(keys, vals, idx, tmp, rows, n, descending):
    # a stable bottom-up merge sort of each row's positions (tmp: scratch of the same size)
    for r in range(rows):
        base = r * n
        for j in range(n):
            idx[base + j] = j
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
                        x = keys[base + idx[base + b]]
                        y = keys[base + idx[base + a]]
                        # x strictly before y: ties keep their order (stable)
                        if descending:
                            take_b = x > y or (x != x and y == y)
                        else:
                            take_b = x < y or (y != y and x == x)
                    if take_b:
                        tmp[base + k] = idx[base + b]
                        b += 1
                    else:
                        tmp[base + k] = idx[base + a]
                        a += 1
                lo += 2 * width
            for j in range(n):
                idx[base + j] = tmp[base + j]
            width *= 2
        for j in range(n):
            vals[base + j] = keys[base + idx[base + j]]


# ---- argsort: argsort(Tensor self, dim dim=-1, bool descending=False, *, bool stable=False) -> Tensor
@_jit
def argsort_sort(keys, vals, idx, tmp, rows, n, descending):
    # a stable bottom-up merge sort of each row's positions (tmp: scratch of the same size)
    for r in range(rows):
        base = r * n
        for j in range(n):
            idx[base + j] = j
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
                        x = keys[base + idx[base + b]]
                        y = keys[base + idx[base + a]]
                        # x strictly before y: ties keep their order (stable)
                        if descending:
                            take_b = x > y or (x != x and y == y)
                        else:
                            take_b = x < y or (y != y and x == x)
                    if take_b:
                        tmp[base + k] = idx[base + b]
                        b += 1
                    else:
                        tmp[base + k] = idx[base + a]
                        a += 1
                lo += 2 * width
            for j in range(n):
                idx[base + j] = tmp[base + j]
            width *= 2
        for j in range(n):
            vals[base + j] = keys[base + idx[base + j]]


# ---- msort: msort(Tensor self) -> Tensor
@_jit
def msort_sort(keys, vals, idx, tmp, rows, n, descending):
    # a stable bottom-up merge sort of each row's positions (tmp: scratch of the same size)
    for r in range(rows):
        base = r * n
        for j in range(n):
            idx[base + j] = j
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
                        x = keys[base + idx[base + b]]
                        y = keys[base + idx[base + a]]
                        # x strictly before y: ties keep their order (stable)
                        if descending:
                            take_b = x > y or (x != x and y == y)
                        else:
                            take_b = x < y or (y != y and x == x)
                    if take_b:
                        tmp[base + k] = idx[base + b]
                        b += 1
                    else:
                        tmp[base + k] = idx[base + a]
                        a += 1
                lo += 2 * width
            for j in range(n):
                idx[base + j] = tmp[base + j]
            width *= 2
        for j in range(n):
            vals[base + j] = keys[base + idx[base + j]]


# ---- searchsorted: searchsorted(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor
@_jit
def searchsorted_search(seq, sorter, use_sorter, vals, out, n, per_row, rows, right):
    for i in range(vals.shape[0]):
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
@_jit
def bucketize_search(seq, sorter, use_sorter, vals, out, n, per_row, rows, right):
    for i in range(vals.shape[0]):
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
@_jit
def unique_sort(keys, vals, idx, tmp, rows, n, descending):
    # a stable bottom-up merge sort of each row's positions (tmp: scratch of the same size)
    for r in range(rows):
        base = r * n
        for j in range(n):
            idx[base + j] = j
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
                        x = keys[base + idx[base + b]]
                        y = keys[base + idx[base + a]]
                        # x strictly before y: ties keep their order (stable)
                        if descending:
                            take_b = x > y or (x != x and y == y)
                        else:
                            take_b = x < y or (y != y and x == x)
                    if take_b:
                        tmp[base + k] = idx[base + b]
                        b += 1
                    else:
                        tmp[base + k] = idx[base + a]
                        a += 1
                lo += 2 * width
            for j in range(n):
                idx[base + j] = tmp[base + j]
            width *= 2
        for j in range(n):
            vals[base + j] = keys[base + idx[base + j]]


@_jit
def unique_runs(vals, perm, use_perm, uniq, inverse, counts, n, nout):
    if n > 0:
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


@_jit
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


@_jit
def unique_rowsort(keys, n, m, idx, tmp):
    if n > 0:
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


@_jit
def unique_rowruns(keys, m, perm, first, inverse, counts, n, nout):
    if n > 0:
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


@_jit
def unique_pickrows(keys, first, k, m, out):
    if k > 0:
        for r in range(k):
            for t in range(m):
                out[r * m + t] = keys[first[r] * m + t]


# ---- unique_consecutive: unique_consecutive(Tensor self, bool return_inverse=False, bool return_counts=False, dim? dim=None) -> Tensor
@_jit
def unique_consecutive_runs(vals, perm, use_perm, uniq, inverse, counts, n, nout):
    if n > 0:
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


@_jit
def unique_consecutive_rowruns(keys, m, perm, first, inverse, counts, n, nout):
    if n > 0:
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


@_jit
def unique_consecutive_pickrows(keys, first, k, m, out):
    if k > 0:
        for r in range(k):
            for t in range(m):
                out[r * m + t] = keys[first[r] * m + t]


# ---- isin: isin(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor
@_jit
def isin_sort(keys, vals, idx, tmp, rows, n, descending):
    # a stable bottom-up merge sort of each row's positions (tmp: scratch of the same size)
    for r in range(rows):
        base = r * n
        for j in range(n):
            idx[base + j] = j
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
                        x = keys[base + idx[base + b]]
                        y = keys[base + idx[base + a]]
                        # x strictly before y: ties keep their order (stable)
                        if descending:
                            take_b = x > y or (x != x and y == y)
                        else:
                            take_b = x < y or (y != y and x == x)
                    if take_b:
                        tmp[base + k] = idx[base + b]
                        b += 1
                    else:
                        tmp[base + k] = idx[base + a]
                        a += 1
                lo += 2 * width
            for j in range(n):
                idx[base + j] = tmp[base + j]
            width *= 2
        for j in range(n):
            vals[base + j] = keys[base + idx[base + j]]


@_jit
def isin_member(seq, n, vals, out, invert):
    for i in range(vals.shape[0]):
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
@_jit
def nanmedian_sort(keys, vals, idx, tmp, rows, n, descending):
    # a stable bottom-up merge sort of each row's positions (tmp: scratch of the same size)
    for r in range(rows):
        base = r * n
        for j in range(n):
            idx[base + j] = j
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
                        x = keys[base + idx[base + b]]
                        y = keys[base + idx[base + a]]
                        # x strictly before y: ties keep their order (stable)
                        if descending:
                            take_b = x > y or (x != x and y == y)
                        else:
                            take_b = x < y or (y != y and x == x)
                    if take_b:
                        tmp[base + k] = idx[base + b]
                        b += 1
                    else:
                        tmp[base + k] = idx[base + a]
                        a += 1
                lo += 2 * width
            for j in range(n):
                idx[base + j] = tmp[base + j]
            width *= 2
        for j in range(n):
            vals[base + j] = keys[base + idx[base + j]]


@_jit
def nanmedian_quantile(vals, idx, rows, n, q, nq, out, out_idx, mode, ignore_nan, f):
    for r in range(rows):
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
@_jit
def quantile_sort(keys, vals, idx, tmp, rows, n, descending):
    # a stable bottom-up merge sort of each row's positions (tmp: scratch of the same size)
    for r in range(rows):
        base = r * n
        for j in range(n):
            idx[base + j] = j
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
                        x = keys[base + idx[base + b]]
                        y = keys[base + idx[base + a]]
                        # x strictly before y: ties keep their order (stable)
                        if descending:
                            take_b = x > y or (x != x and y == y)
                        else:
                            take_b = x < y or (y != y and x == x)
                    if take_b:
                        tmp[base + k] = idx[base + b]
                        b += 1
                    else:
                        tmp[base + k] = idx[base + a]
                        a += 1
                lo += 2 * width
            for j in range(n):
                idx[base + j] = tmp[base + j]
            width *= 2
        for j in range(n):
            vals[base + j] = keys[base + idx[base + j]]


@_jit
def quantile_quantile(vals, idx, rows, n, q, nq, out, out_idx, mode, ignore_nan, f):
    for r in range(rows):
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
@_jit
def nanquantile_sort(keys, vals, idx, tmp, rows, n, descending):
    # a stable bottom-up merge sort of each row's positions (tmp: scratch of the same size)
    for r in range(rows):
        base = r * n
        for j in range(n):
            idx[base + j] = j
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
                        x = keys[base + idx[base + b]]
                        y = keys[base + idx[base + a]]
                        # x strictly before y: ties keep their order (stable)
                        if descending:
                            take_b = x > y or (x != x and y == y)
                        else:
                            take_b = x < y or (y != y and x == x)
                    if take_b:
                        tmp[base + k] = idx[base + b]
                        b += 1
                    else:
                        tmp[base + k] = idx[base + a]
                        a += 1
                lo += 2 * width
            for j in range(n):
                idx[base + j] = tmp[base + j]
            width *= 2
        for j in range(n):
            vals[base + j] = keys[base + idx[base + j]]


@_jit
def nanquantile_quantile(vals, idx, rows, n, q, nq, out, out_idx, mode, ignore_nan, f):
    for r in range(rows):
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
@_jit
def histc_range(x, n, lohi):
    if n > 0:
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


@_jit
def histc_histc(x, n, lohi, bins, fb, out):
    if n > 0:
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

@_jit
def bincount_bincount(x, n, w, use_w, out):
    if n > 0:
        for i in range(n):
            if use_w:
                out[x[i]] += w[i]
            else:
                out[x[i]] += 1


# ---- resize: resize(Tensor self, int[] size, *, MemoryFormat? memory_format=None) -> Tensor

# ---- resize_as: resize_as(Tensor self, Tensor the_template, *, MemoryFormat? memory_format=None) -> Tensor

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
def _sum_chunk0(row, init, n):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _sum_combine0(l0, _sum_map0(row[i + 0], n))
            l1 = _sum_combine0(l1, _sum_map0(row[i + 1], n))
            l2 = _sum_combine0(l2, _sum_map0(row[i + 2], n))
            l3 = _sum_combine0(l3, _sum_map0(row[i + 3], n))
            l4 = _sum_combine0(l4, _sum_map0(row[i + 4], n))
            l5 = _sum_combine0(l5, _sum_map0(row[i + 5], n))
            l6 = _sum_combine0(l6, _sum_map0(row[i + 6], n))
            l7 = _sum_combine0(l7, _sum_map0(row[i + 7], n))
            l8 = _sum_combine0(l8, _sum_map0(row[i + 8], n))
            l9 = _sum_combine0(l9, _sum_map0(row[i + 9], n))
            l10 = _sum_combine0(l10, _sum_map0(row[i + 10], n))
            l11 = _sum_combine0(l11, _sum_map0(row[i + 11], n))
            l12 = _sum_combine0(l12, _sum_map0(row[i + 12], n))
            l13 = _sum_combine0(l13, _sum_map0(row[i + 13], n))
            l14 = _sum_combine0(l14, _sum_map0(row[i + 14], n))
            l15 = _sum_combine0(l15, _sum_map0(row[i + 15], n))
        l0 = _sum_combine0(l0, l8)
        l1 = _sum_combine0(l1, l9)
        l2 = _sum_combine0(l2, l10)
        l3 = _sum_combine0(l3, l11)
        l4 = _sum_combine0(l4, l12)
        l5 = _sum_combine0(l5, l13)
        l6 = _sum_combine0(l6, l14)
        l7 = _sum_combine0(l7, l15)
        l0 = _sum_combine0(l0, l4)
        l1 = _sum_combine0(l1, l5)
        l2 = _sum_combine0(l2, l6)
        l3 = _sum_combine0(l3, l7)
        l0 = _sum_combine0(l0, l2)
        l1 = _sum_combine0(l1, l3)
        l0 = _sum_combine0(l0, l1)
        acc = _sum_combine0(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _sum_combine0(blk, _sum_map0(row[i], n))
    return _sum_combine0(acc, blk)


@_jit_red
def _sum_row0(row, init, n):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _sum_combine0(acc, _sum_chunk0(row[c0:min(c0 + _CHUNK, R)], init, n))
    return acc


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
def sum_split_par(x, out0, init0):
    # few long rows: each row's _CHUNK pieces folded in parallel, then combined
    # in order (exactly what _row does one piece after the other)
    n = x.shape[1]
    nchunk = (n + _CHUNK - 1) // _CHUNK
    for a in range(x.shape[0]):
        row = x[a]
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first0 = _sum_chunk0(row[0:min(_CHUNK, n)], init0, n)
        part0 = np.full(nchunk, first0)
        for c in prange(1, nchunk):
            part0[c] = _sum_chunk0(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init0, n)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _sum_combine0(acc0, part0[c])
        p0 = _sum_finalize0(acc0, n)
        out0[a] = _sum_output0(n, p0)

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
def _prod_chunk0(row, init, n):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _prod_combine0(l0, _prod_map0(row[i + 0], n))
            l1 = _prod_combine0(l1, _prod_map0(row[i + 1], n))
            l2 = _prod_combine0(l2, _prod_map0(row[i + 2], n))
            l3 = _prod_combine0(l3, _prod_map0(row[i + 3], n))
            l4 = _prod_combine0(l4, _prod_map0(row[i + 4], n))
            l5 = _prod_combine0(l5, _prod_map0(row[i + 5], n))
            l6 = _prod_combine0(l6, _prod_map0(row[i + 6], n))
            l7 = _prod_combine0(l7, _prod_map0(row[i + 7], n))
            l8 = _prod_combine0(l8, _prod_map0(row[i + 8], n))
            l9 = _prod_combine0(l9, _prod_map0(row[i + 9], n))
            l10 = _prod_combine0(l10, _prod_map0(row[i + 10], n))
            l11 = _prod_combine0(l11, _prod_map0(row[i + 11], n))
            l12 = _prod_combine0(l12, _prod_map0(row[i + 12], n))
            l13 = _prod_combine0(l13, _prod_map0(row[i + 13], n))
            l14 = _prod_combine0(l14, _prod_map0(row[i + 14], n))
            l15 = _prod_combine0(l15, _prod_map0(row[i + 15], n))
        l0 = _prod_combine0(l0, l8)
        l1 = _prod_combine0(l1, l9)
        l2 = _prod_combine0(l2, l10)
        l3 = _prod_combine0(l3, l11)
        l4 = _prod_combine0(l4, l12)
        l5 = _prod_combine0(l5, l13)
        l6 = _prod_combine0(l6, l14)
        l7 = _prod_combine0(l7, l15)
        l0 = _prod_combine0(l0, l4)
        l1 = _prod_combine0(l1, l5)
        l2 = _prod_combine0(l2, l6)
        l3 = _prod_combine0(l3, l7)
        l0 = _prod_combine0(l0, l2)
        l1 = _prod_combine0(l1, l3)
        l0 = _prod_combine0(l0, l1)
        acc = _prod_combine0(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _prod_combine0(blk, _prod_map0(row[i], n))
    return _prod_combine0(acc, blk)


@_jit_red
def _prod_row0(row, init, n):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _prod_combine0(acc, _prod_chunk0(row[c0:min(c0 + _CHUNK, R)], init, n))
    return acc


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
def prod_split_par(x, out0, init0):
    # few long rows: each row's _CHUNK pieces folded in parallel, then combined
    # in order (exactly what _row does one piece after the other)
    n = x.shape[1]
    nchunk = (n + _CHUNK - 1) // _CHUNK
    for a in range(x.shape[0]):
        row = x[a]
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first0 = _prod_chunk0(row[0:min(_CHUNK, n)], init0, n)
        part0 = np.full(nchunk, first0)
        for c in prange(1, nchunk):
            part0[c] = _prod_chunk0(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init0, n)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _prod_combine0(acc0, part0[c])
        p0 = _prod_finalize0(acc0, n)
        out0[a] = _prod_output0(n, p0)

@_jit
def prod_segments(x, out, base, n, stride, init0):
    for r in range(base.shape[0]):
        b = base[r]
        m = n[r]
        st = stride[r]
        acc0 = init0
        for j in range(m):
            acc0 = _prod_combine0(acc0, _prod_map0(x[b + j * st], m))
        p0 = _prod_finalize0(acc0, m)
        out[r] = _prod_output0(m, p0)


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
def _mean_chunk0(row, init, n):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _mean_combine0(l0, _mean_map0(row[i + 0], n))
            l1 = _mean_combine0(l1, _mean_map0(row[i + 1], n))
            l2 = _mean_combine0(l2, _mean_map0(row[i + 2], n))
            l3 = _mean_combine0(l3, _mean_map0(row[i + 3], n))
            l4 = _mean_combine0(l4, _mean_map0(row[i + 4], n))
            l5 = _mean_combine0(l5, _mean_map0(row[i + 5], n))
            l6 = _mean_combine0(l6, _mean_map0(row[i + 6], n))
            l7 = _mean_combine0(l7, _mean_map0(row[i + 7], n))
            l8 = _mean_combine0(l8, _mean_map0(row[i + 8], n))
            l9 = _mean_combine0(l9, _mean_map0(row[i + 9], n))
            l10 = _mean_combine0(l10, _mean_map0(row[i + 10], n))
            l11 = _mean_combine0(l11, _mean_map0(row[i + 11], n))
            l12 = _mean_combine0(l12, _mean_map0(row[i + 12], n))
            l13 = _mean_combine0(l13, _mean_map0(row[i + 13], n))
            l14 = _mean_combine0(l14, _mean_map0(row[i + 14], n))
            l15 = _mean_combine0(l15, _mean_map0(row[i + 15], n))
        l0 = _mean_combine0(l0, l8)
        l1 = _mean_combine0(l1, l9)
        l2 = _mean_combine0(l2, l10)
        l3 = _mean_combine0(l3, l11)
        l4 = _mean_combine0(l4, l12)
        l5 = _mean_combine0(l5, l13)
        l6 = _mean_combine0(l6, l14)
        l7 = _mean_combine0(l7, l15)
        l0 = _mean_combine0(l0, l4)
        l1 = _mean_combine0(l1, l5)
        l2 = _mean_combine0(l2, l6)
        l3 = _mean_combine0(l3, l7)
        l0 = _mean_combine0(l0, l2)
        l1 = _mean_combine0(l1, l3)
        l0 = _mean_combine0(l0, l1)
        acc = _mean_combine0(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _mean_combine0(blk, _mean_map0(row[i], n))
    return _mean_combine0(acc, blk)


@_jit_red
def _mean_row0(row, init, n):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _mean_combine0(acc, _mean_chunk0(row[c0:min(c0 + _CHUNK, R)], init, n))
    return acc


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
def mean_split_par(x, out0, init0):
    # few long rows: each row's _CHUNK pieces folded in parallel, then combined
    # in order (exactly what _row does one piece after the other)
    n = x.shape[1]
    nchunk = (n + _CHUNK - 1) // _CHUNK
    for a in range(x.shape[0]):
        row = x[a]
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first0 = _mean_chunk0(row[0:min(_CHUNK, n)], init0, n)
        part0 = np.full(nchunk, first0)
        for c in prange(1, nchunk):
            part0[c] = _mean_chunk0(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init0, n)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _mean_combine0(acc0, part0[c])
        p0 = _mean_finalize0(acc0, n)
        out0[a] = _mean_output0(n, p0)

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
def _var_chunk0(row, init, n, correction):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _var_combine0(l0, _var_map0(row[i + 0], n, correction))
            l1 = _var_combine0(l1, _var_map0(row[i + 1], n, correction))
            l2 = _var_combine0(l2, _var_map0(row[i + 2], n, correction))
            l3 = _var_combine0(l3, _var_map0(row[i + 3], n, correction))
            l4 = _var_combine0(l4, _var_map0(row[i + 4], n, correction))
            l5 = _var_combine0(l5, _var_map0(row[i + 5], n, correction))
            l6 = _var_combine0(l6, _var_map0(row[i + 6], n, correction))
            l7 = _var_combine0(l7, _var_map0(row[i + 7], n, correction))
            l8 = _var_combine0(l8, _var_map0(row[i + 8], n, correction))
            l9 = _var_combine0(l9, _var_map0(row[i + 9], n, correction))
            l10 = _var_combine0(l10, _var_map0(row[i + 10], n, correction))
            l11 = _var_combine0(l11, _var_map0(row[i + 11], n, correction))
            l12 = _var_combine0(l12, _var_map0(row[i + 12], n, correction))
            l13 = _var_combine0(l13, _var_map0(row[i + 13], n, correction))
            l14 = _var_combine0(l14, _var_map0(row[i + 14], n, correction))
            l15 = _var_combine0(l15, _var_map0(row[i + 15], n, correction))
        l0 = _var_combine0(l0, l8)
        l1 = _var_combine0(l1, l9)
        l2 = _var_combine0(l2, l10)
        l3 = _var_combine0(l3, l11)
        l4 = _var_combine0(l4, l12)
        l5 = _var_combine0(l5, l13)
        l6 = _var_combine0(l6, l14)
        l7 = _var_combine0(l7, l15)
        l0 = _var_combine0(l0, l4)
        l1 = _var_combine0(l1, l5)
        l2 = _var_combine0(l2, l6)
        l3 = _var_combine0(l3, l7)
        l0 = _var_combine0(l0, l2)
        l1 = _var_combine0(l1, l3)
        l0 = _var_combine0(l0, l1)
        acc = _var_combine0(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _var_combine0(blk, _var_map0(row[i], n, correction))
    return _var_combine0(acc, blk)


@_jit_red
def _var_row0(row, init, n, correction):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _var_combine0(acc, _var_chunk0(row[c0:min(c0 + _CHUNK, R)], init, n, correction))
    return acc


@_jit_red
def _var_chunk1(row, init, n, p0, correction):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _var_combine1(l0, _var_map1(row[i + 0], n, p0, correction))
            l1 = _var_combine1(l1, _var_map1(row[i + 1], n, p0, correction))
            l2 = _var_combine1(l2, _var_map1(row[i + 2], n, p0, correction))
            l3 = _var_combine1(l3, _var_map1(row[i + 3], n, p0, correction))
            l4 = _var_combine1(l4, _var_map1(row[i + 4], n, p0, correction))
            l5 = _var_combine1(l5, _var_map1(row[i + 5], n, p0, correction))
            l6 = _var_combine1(l6, _var_map1(row[i + 6], n, p0, correction))
            l7 = _var_combine1(l7, _var_map1(row[i + 7], n, p0, correction))
            l8 = _var_combine1(l8, _var_map1(row[i + 8], n, p0, correction))
            l9 = _var_combine1(l9, _var_map1(row[i + 9], n, p0, correction))
            l10 = _var_combine1(l10, _var_map1(row[i + 10], n, p0, correction))
            l11 = _var_combine1(l11, _var_map1(row[i + 11], n, p0, correction))
            l12 = _var_combine1(l12, _var_map1(row[i + 12], n, p0, correction))
            l13 = _var_combine1(l13, _var_map1(row[i + 13], n, p0, correction))
            l14 = _var_combine1(l14, _var_map1(row[i + 14], n, p0, correction))
            l15 = _var_combine1(l15, _var_map1(row[i + 15], n, p0, correction))
        l0 = _var_combine1(l0, l8)
        l1 = _var_combine1(l1, l9)
        l2 = _var_combine1(l2, l10)
        l3 = _var_combine1(l3, l11)
        l4 = _var_combine1(l4, l12)
        l5 = _var_combine1(l5, l13)
        l6 = _var_combine1(l6, l14)
        l7 = _var_combine1(l7, l15)
        l0 = _var_combine1(l0, l4)
        l1 = _var_combine1(l1, l5)
        l2 = _var_combine1(l2, l6)
        l3 = _var_combine1(l3, l7)
        l0 = _var_combine1(l0, l2)
        l1 = _var_combine1(l1, l3)
        l0 = _var_combine1(l0, l1)
        acc = _var_combine1(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _var_combine1(blk, _var_map1(row[i], n, p0, correction))
    return _var_combine1(acc, blk)


@_jit_red
def _var_row1(row, init, n, p0, correction):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _var_combine1(acc, _var_chunk1(row[c0:min(c0 + _CHUNK, R)], init, n, p0, correction))
    return acc


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
def var_split_par(x, out0, init0, init1, correction):
    # few long rows: each row's _CHUNK pieces folded in parallel, then combined
    # in order (exactly what _row does one piece after the other)
    n = x.shape[1]
    nchunk = (n + _CHUNK - 1) // _CHUNK
    for a in range(x.shape[0]):
        row = x[a]
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first0 = _var_chunk0(row[0:min(_CHUNK, n)], init0, n, correction)
        part0 = np.full(nchunk, first0)
        for c in prange(1, nchunk):
            part0[c] = _var_chunk0(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init0, n, correction)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _var_combine0(acc0, part0[c])
        p0 = _var_finalize0(acc0, n, correction)
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first1 = _var_chunk1(row[0:min(_CHUNK, n)], init1, n, p0, correction)
        part1 = np.full(nchunk, first1)
        for c in prange(1, nchunk):
            part1[c] = _var_chunk1(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init1, n, p0, correction)
        acc1 = init1
        for c in range(nchunk):
            acc1 = _var_combine1(acc1, part1[c])
        p1 = _var_finalize1(acc1, n, p0, correction)
        out0[a] = _var_output0(n, p0, p1, correction)


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
def _std_chunk0(row, init, n, correction):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _std_combine0(l0, _std_map0(row[i + 0], n, correction))
            l1 = _std_combine0(l1, _std_map0(row[i + 1], n, correction))
            l2 = _std_combine0(l2, _std_map0(row[i + 2], n, correction))
            l3 = _std_combine0(l3, _std_map0(row[i + 3], n, correction))
            l4 = _std_combine0(l4, _std_map0(row[i + 4], n, correction))
            l5 = _std_combine0(l5, _std_map0(row[i + 5], n, correction))
            l6 = _std_combine0(l6, _std_map0(row[i + 6], n, correction))
            l7 = _std_combine0(l7, _std_map0(row[i + 7], n, correction))
            l8 = _std_combine0(l8, _std_map0(row[i + 8], n, correction))
            l9 = _std_combine0(l9, _std_map0(row[i + 9], n, correction))
            l10 = _std_combine0(l10, _std_map0(row[i + 10], n, correction))
            l11 = _std_combine0(l11, _std_map0(row[i + 11], n, correction))
            l12 = _std_combine0(l12, _std_map0(row[i + 12], n, correction))
            l13 = _std_combine0(l13, _std_map0(row[i + 13], n, correction))
            l14 = _std_combine0(l14, _std_map0(row[i + 14], n, correction))
            l15 = _std_combine0(l15, _std_map0(row[i + 15], n, correction))
        l0 = _std_combine0(l0, l8)
        l1 = _std_combine0(l1, l9)
        l2 = _std_combine0(l2, l10)
        l3 = _std_combine0(l3, l11)
        l4 = _std_combine0(l4, l12)
        l5 = _std_combine0(l5, l13)
        l6 = _std_combine0(l6, l14)
        l7 = _std_combine0(l7, l15)
        l0 = _std_combine0(l0, l4)
        l1 = _std_combine0(l1, l5)
        l2 = _std_combine0(l2, l6)
        l3 = _std_combine0(l3, l7)
        l0 = _std_combine0(l0, l2)
        l1 = _std_combine0(l1, l3)
        l0 = _std_combine0(l0, l1)
        acc = _std_combine0(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _std_combine0(blk, _std_map0(row[i], n, correction))
    return _std_combine0(acc, blk)


@_jit_red
def _std_row0(row, init, n, correction):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _std_combine0(acc, _std_chunk0(row[c0:min(c0 + _CHUNK, R)], init, n, correction))
    return acc


@_jit_red
def _std_chunk1(row, init, n, p0, correction):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _std_combine1(l0, _std_map1(row[i + 0], n, p0, correction))
            l1 = _std_combine1(l1, _std_map1(row[i + 1], n, p0, correction))
            l2 = _std_combine1(l2, _std_map1(row[i + 2], n, p0, correction))
            l3 = _std_combine1(l3, _std_map1(row[i + 3], n, p0, correction))
            l4 = _std_combine1(l4, _std_map1(row[i + 4], n, p0, correction))
            l5 = _std_combine1(l5, _std_map1(row[i + 5], n, p0, correction))
            l6 = _std_combine1(l6, _std_map1(row[i + 6], n, p0, correction))
            l7 = _std_combine1(l7, _std_map1(row[i + 7], n, p0, correction))
            l8 = _std_combine1(l8, _std_map1(row[i + 8], n, p0, correction))
            l9 = _std_combine1(l9, _std_map1(row[i + 9], n, p0, correction))
            l10 = _std_combine1(l10, _std_map1(row[i + 10], n, p0, correction))
            l11 = _std_combine1(l11, _std_map1(row[i + 11], n, p0, correction))
            l12 = _std_combine1(l12, _std_map1(row[i + 12], n, p0, correction))
            l13 = _std_combine1(l13, _std_map1(row[i + 13], n, p0, correction))
            l14 = _std_combine1(l14, _std_map1(row[i + 14], n, p0, correction))
            l15 = _std_combine1(l15, _std_map1(row[i + 15], n, p0, correction))
        l0 = _std_combine1(l0, l8)
        l1 = _std_combine1(l1, l9)
        l2 = _std_combine1(l2, l10)
        l3 = _std_combine1(l3, l11)
        l4 = _std_combine1(l4, l12)
        l5 = _std_combine1(l5, l13)
        l6 = _std_combine1(l6, l14)
        l7 = _std_combine1(l7, l15)
        l0 = _std_combine1(l0, l4)
        l1 = _std_combine1(l1, l5)
        l2 = _std_combine1(l2, l6)
        l3 = _std_combine1(l3, l7)
        l0 = _std_combine1(l0, l2)
        l1 = _std_combine1(l1, l3)
        l0 = _std_combine1(l0, l1)
        acc = _std_combine1(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _std_combine1(blk, _std_map1(row[i], n, p0, correction))
    return _std_combine1(acc, blk)


@_jit_red
def _std_row1(row, init, n, p0, correction):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _std_combine1(acc, _std_chunk1(row[c0:min(c0 + _CHUNK, R)], init, n, p0, correction))
    return acc


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
def std_split_par(x, out0, init0, init1, correction):
    # few long rows: each row's _CHUNK pieces folded in parallel, then combined
    # in order (exactly what _row does one piece after the other)
    n = x.shape[1]
    nchunk = (n + _CHUNK - 1) // _CHUNK
    for a in range(x.shape[0]):
        row = x[a]
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first0 = _std_chunk0(row[0:min(_CHUNK, n)], init0, n, correction)
        part0 = np.full(nchunk, first0)
        for c in prange(1, nchunk):
            part0[c] = _std_chunk0(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init0, n, correction)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _std_combine0(acc0, part0[c])
        p0 = _std_finalize0(acc0, n, correction)
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first1 = _std_chunk1(row[0:min(_CHUNK, n)], init1, n, p0, correction)
        part1 = np.full(nchunk, first1)
        for c in prange(1, nchunk):
            part1[c] = _std_chunk1(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init1, n, p0, correction)
        acc1 = init1
        for c in range(nchunk):
            acc1 = _std_combine1(acc1, part1[c])
        p1 = _std_finalize1(acc1, n, p0, correction)
        out0[a] = _std_output0(n, p0, p1, correction)


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
def _var_mean_chunk0(row, init, n, correction):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _var_mean_combine0(l0, _var_mean_map0(row[i + 0], n, correction))
            l1 = _var_mean_combine0(l1, _var_mean_map0(row[i + 1], n, correction))
            l2 = _var_mean_combine0(l2, _var_mean_map0(row[i + 2], n, correction))
            l3 = _var_mean_combine0(l3, _var_mean_map0(row[i + 3], n, correction))
            l4 = _var_mean_combine0(l4, _var_mean_map0(row[i + 4], n, correction))
            l5 = _var_mean_combine0(l5, _var_mean_map0(row[i + 5], n, correction))
            l6 = _var_mean_combine0(l6, _var_mean_map0(row[i + 6], n, correction))
            l7 = _var_mean_combine0(l7, _var_mean_map0(row[i + 7], n, correction))
            l8 = _var_mean_combine0(l8, _var_mean_map0(row[i + 8], n, correction))
            l9 = _var_mean_combine0(l9, _var_mean_map0(row[i + 9], n, correction))
            l10 = _var_mean_combine0(l10, _var_mean_map0(row[i + 10], n, correction))
            l11 = _var_mean_combine0(l11, _var_mean_map0(row[i + 11], n, correction))
            l12 = _var_mean_combine0(l12, _var_mean_map0(row[i + 12], n, correction))
            l13 = _var_mean_combine0(l13, _var_mean_map0(row[i + 13], n, correction))
            l14 = _var_mean_combine0(l14, _var_mean_map0(row[i + 14], n, correction))
            l15 = _var_mean_combine0(l15, _var_mean_map0(row[i + 15], n, correction))
        l0 = _var_mean_combine0(l0, l8)
        l1 = _var_mean_combine0(l1, l9)
        l2 = _var_mean_combine0(l2, l10)
        l3 = _var_mean_combine0(l3, l11)
        l4 = _var_mean_combine0(l4, l12)
        l5 = _var_mean_combine0(l5, l13)
        l6 = _var_mean_combine0(l6, l14)
        l7 = _var_mean_combine0(l7, l15)
        l0 = _var_mean_combine0(l0, l4)
        l1 = _var_mean_combine0(l1, l5)
        l2 = _var_mean_combine0(l2, l6)
        l3 = _var_mean_combine0(l3, l7)
        l0 = _var_mean_combine0(l0, l2)
        l1 = _var_mean_combine0(l1, l3)
        l0 = _var_mean_combine0(l0, l1)
        acc = _var_mean_combine0(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _var_mean_combine0(blk, _var_mean_map0(row[i], n, correction))
    return _var_mean_combine0(acc, blk)


@_jit_red
def _var_mean_row0(row, init, n, correction):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _var_mean_combine0(acc, _var_mean_chunk0(row[c0:min(c0 + _CHUNK, R)], init, n, correction))
    return acc


@_jit_red
def _var_mean_chunk1(row, init, n, p0, correction):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _var_mean_combine1(l0, _var_mean_map1(row[i + 0], n, p0, correction))
            l1 = _var_mean_combine1(l1, _var_mean_map1(row[i + 1], n, p0, correction))
            l2 = _var_mean_combine1(l2, _var_mean_map1(row[i + 2], n, p0, correction))
            l3 = _var_mean_combine1(l3, _var_mean_map1(row[i + 3], n, p0, correction))
            l4 = _var_mean_combine1(l4, _var_mean_map1(row[i + 4], n, p0, correction))
            l5 = _var_mean_combine1(l5, _var_mean_map1(row[i + 5], n, p0, correction))
            l6 = _var_mean_combine1(l6, _var_mean_map1(row[i + 6], n, p0, correction))
            l7 = _var_mean_combine1(l7, _var_mean_map1(row[i + 7], n, p0, correction))
            l8 = _var_mean_combine1(l8, _var_mean_map1(row[i + 8], n, p0, correction))
            l9 = _var_mean_combine1(l9, _var_mean_map1(row[i + 9], n, p0, correction))
            l10 = _var_mean_combine1(l10, _var_mean_map1(row[i + 10], n, p0, correction))
            l11 = _var_mean_combine1(l11, _var_mean_map1(row[i + 11], n, p0, correction))
            l12 = _var_mean_combine1(l12, _var_mean_map1(row[i + 12], n, p0, correction))
            l13 = _var_mean_combine1(l13, _var_mean_map1(row[i + 13], n, p0, correction))
            l14 = _var_mean_combine1(l14, _var_mean_map1(row[i + 14], n, p0, correction))
            l15 = _var_mean_combine1(l15, _var_mean_map1(row[i + 15], n, p0, correction))
        l0 = _var_mean_combine1(l0, l8)
        l1 = _var_mean_combine1(l1, l9)
        l2 = _var_mean_combine1(l2, l10)
        l3 = _var_mean_combine1(l3, l11)
        l4 = _var_mean_combine1(l4, l12)
        l5 = _var_mean_combine1(l5, l13)
        l6 = _var_mean_combine1(l6, l14)
        l7 = _var_mean_combine1(l7, l15)
        l0 = _var_mean_combine1(l0, l4)
        l1 = _var_mean_combine1(l1, l5)
        l2 = _var_mean_combine1(l2, l6)
        l3 = _var_mean_combine1(l3, l7)
        l0 = _var_mean_combine1(l0, l2)
        l1 = _var_mean_combine1(l1, l3)
        l0 = _var_mean_combine1(l0, l1)
        acc = _var_mean_combine1(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _var_mean_combine1(blk, _var_mean_map1(row[i], n, p0, correction))
    return _var_mean_combine1(acc, blk)


@_jit_red
def _var_mean_row1(row, init, n, p0, correction):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _var_mean_combine1(acc, _var_mean_chunk1(row[c0:min(c0 + _CHUNK, R)], init, n, p0, correction))
    return acc


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
def var_mean_split_par(x, out0, out1, init0, init1, correction):
    # few long rows: each row's _CHUNK pieces folded in parallel, then combined
    # in order (exactly what _row does one piece after the other)
    n = x.shape[1]
    nchunk = (n + _CHUNK - 1) // _CHUNK
    for a in range(x.shape[0]):
        row = x[a]
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first0 = _var_mean_chunk0(row[0:min(_CHUNK, n)], init0, n, correction)
        part0 = np.full(nchunk, first0)
        for c in prange(1, nchunk):
            part0[c] = _var_mean_chunk0(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init0, n, correction)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _var_mean_combine0(acc0, part0[c])
        p0 = _var_mean_finalize0(acc0, n, correction)
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first1 = _var_mean_chunk1(row[0:min(_CHUNK, n)], init1, n, p0, correction)
        part1 = np.full(nchunk, first1)
        for c in prange(1, nchunk):
            part1[c] = _var_mean_chunk1(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init1, n, p0, correction)
        acc1 = init1
        for c in range(nchunk):
            acc1 = _var_mean_combine1(acc1, part1[c])
        p1 = _var_mean_finalize1(acc1, n, p0, correction)
        out0[a] = _var_mean_output0(n, p0, p1, correction)
        out1[a] = _var_mean_output1(n, p0, p1, correction)


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
def _std_mean_chunk0(row, init, n, correction):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _std_mean_combine0(l0, _std_mean_map0(row[i + 0], n, correction))
            l1 = _std_mean_combine0(l1, _std_mean_map0(row[i + 1], n, correction))
            l2 = _std_mean_combine0(l2, _std_mean_map0(row[i + 2], n, correction))
            l3 = _std_mean_combine0(l3, _std_mean_map0(row[i + 3], n, correction))
            l4 = _std_mean_combine0(l4, _std_mean_map0(row[i + 4], n, correction))
            l5 = _std_mean_combine0(l5, _std_mean_map0(row[i + 5], n, correction))
            l6 = _std_mean_combine0(l6, _std_mean_map0(row[i + 6], n, correction))
            l7 = _std_mean_combine0(l7, _std_mean_map0(row[i + 7], n, correction))
            l8 = _std_mean_combine0(l8, _std_mean_map0(row[i + 8], n, correction))
            l9 = _std_mean_combine0(l9, _std_mean_map0(row[i + 9], n, correction))
            l10 = _std_mean_combine0(l10, _std_mean_map0(row[i + 10], n, correction))
            l11 = _std_mean_combine0(l11, _std_mean_map0(row[i + 11], n, correction))
            l12 = _std_mean_combine0(l12, _std_mean_map0(row[i + 12], n, correction))
            l13 = _std_mean_combine0(l13, _std_mean_map0(row[i + 13], n, correction))
            l14 = _std_mean_combine0(l14, _std_mean_map0(row[i + 14], n, correction))
            l15 = _std_mean_combine0(l15, _std_mean_map0(row[i + 15], n, correction))
        l0 = _std_mean_combine0(l0, l8)
        l1 = _std_mean_combine0(l1, l9)
        l2 = _std_mean_combine0(l2, l10)
        l3 = _std_mean_combine0(l3, l11)
        l4 = _std_mean_combine0(l4, l12)
        l5 = _std_mean_combine0(l5, l13)
        l6 = _std_mean_combine0(l6, l14)
        l7 = _std_mean_combine0(l7, l15)
        l0 = _std_mean_combine0(l0, l4)
        l1 = _std_mean_combine0(l1, l5)
        l2 = _std_mean_combine0(l2, l6)
        l3 = _std_mean_combine0(l3, l7)
        l0 = _std_mean_combine0(l0, l2)
        l1 = _std_mean_combine0(l1, l3)
        l0 = _std_mean_combine0(l0, l1)
        acc = _std_mean_combine0(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _std_mean_combine0(blk, _std_mean_map0(row[i], n, correction))
    return _std_mean_combine0(acc, blk)


@_jit_red
def _std_mean_row0(row, init, n, correction):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _std_mean_combine0(acc, _std_mean_chunk0(row[c0:min(c0 + _CHUNK, R)], init, n, correction))
    return acc


@_jit_red
def _std_mean_chunk1(row, init, n, p0, correction):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _std_mean_combine1(l0, _std_mean_map1(row[i + 0], n, p0, correction))
            l1 = _std_mean_combine1(l1, _std_mean_map1(row[i + 1], n, p0, correction))
            l2 = _std_mean_combine1(l2, _std_mean_map1(row[i + 2], n, p0, correction))
            l3 = _std_mean_combine1(l3, _std_mean_map1(row[i + 3], n, p0, correction))
            l4 = _std_mean_combine1(l4, _std_mean_map1(row[i + 4], n, p0, correction))
            l5 = _std_mean_combine1(l5, _std_mean_map1(row[i + 5], n, p0, correction))
            l6 = _std_mean_combine1(l6, _std_mean_map1(row[i + 6], n, p0, correction))
            l7 = _std_mean_combine1(l7, _std_mean_map1(row[i + 7], n, p0, correction))
            l8 = _std_mean_combine1(l8, _std_mean_map1(row[i + 8], n, p0, correction))
            l9 = _std_mean_combine1(l9, _std_mean_map1(row[i + 9], n, p0, correction))
            l10 = _std_mean_combine1(l10, _std_mean_map1(row[i + 10], n, p0, correction))
            l11 = _std_mean_combine1(l11, _std_mean_map1(row[i + 11], n, p0, correction))
            l12 = _std_mean_combine1(l12, _std_mean_map1(row[i + 12], n, p0, correction))
            l13 = _std_mean_combine1(l13, _std_mean_map1(row[i + 13], n, p0, correction))
            l14 = _std_mean_combine1(l14, _std_mean_map1(row[i + 14], n, p0, correction))
            l15 = _std_mean_combine1(l15, _std_mean_map1(row[i + 15], n, p0, correction))
        l0 = _std_mean_combine1(l0, l8)
        l1 = _std_mean_combine1(l1, l9)
        l2 = _std_mean_combine1(l2, l10)
        l3 = _std_mean_combine1(l3, l11)
        l4 = _std_mean_combine1(l4, l12)
        l5 = _std_mean_combine1(l5, l13)
        l6 = _std_mean_combine1(l6, l14)
        l7 = _std_mean_combine1(l7, l15)
        l0 = _std_mean_combine1(l0, l4)
        l1 = _std_mean_combine1(l1, l5)
        l2 = _std_mean_combine1(l2, l6)
        l3 = _std_mean_combine1(l3, l7)
        l0 = _std_mean_combine1(l0, l2)
        l1 = _std_mean_combine1(l1, l3)
        l0 = _std_mean_combine1(l0, l1)
        acc = _std_mean_combine1(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _std_mean_combine1(blk, _std_mean_map1(row[i], n, p0, correction))
    return _std_mean_combine1(acc, blk)


@_jit_red
def _std_mean_row1(row, init, n, p0, correction):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _std_mean_combine1(acc, _std_mean_chunk1(row[c0:min(c0 + _CHUNK, R)], init, n, p0, correction))
    return acc


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
def std_mean_split_par(x, out0, out1, init0, init1, correction):
    # few long rows: each row's _CHUNK pieces folded in parallel, then combined
    # in order (exactly what _row does one piece after the other)
    n = x.shape[1]
    nchunk = (n + _CHUNK - 1) // _CHUNK
    for a in range(x.shape[0]):
        row = x[a]
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first0 = _std_mean_chunk0(row[0:min(_CHUNK, n)], init0, n, correction)
        part0 = np.full(nchunk, first0)
        for c in prange(1, nchunk):
            part0[c] = _std_mean_chunk0(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init0, n, correction)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _std_mean_combine0(acc0, part0[c])
        p0 = _std_mean_finalize0(acc0, n, correction)
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first1 = _std_mean_chunk1(row[0:min(_CHUNK, n)], init1, n, p0, correction)
        part1 = np.full(nchunk, first1)
        for c in prange(1, nchunk):
            part1[c] = _std_mean_chunk1(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init1, n, p0, correction)
        acc1 = init1
        for c in range(nchunk):
            acc1 = _std_mean_combine1(acc1, part1[c])
        p1 = _std_mean_finalize1(acc1, n, p0, correction)
        out0[a] = _std_mean_output0(n, p0, p1, correction)
        out1[a] = _std_mean_output1(n, p0, p1, correction)


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


@_jit_math
def _logsumexp_map1(x, n, p0):
    return _vm_exp(x, x - p0)


@_jit_red
def _logsumexp_combine1(a, b):
    return a + b


@_jit_red
def _logsumexp_finalize1(acc, n, p0):
    return acc


@_jit_math
def _logsumexp_output0(n, p0, p1):
    return p0 + _vm_log(n, p1)


@_jit_red
def _logsumexp_chunk0(row, init, n):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _logsumexp_combine0(l0, _logsumexp_map0(row[i + 0], n))
            l1 = _logsumexp_combine0(l1, _logsumexp_map0(row[i + 1], n))
            l2 = _logsumexp_combine0(l2, _logsumexp_map0(row[i + 2], n))
            l3 = _logsumexp_combine0(l3, _logsumexp_map0(row[i + 3], n))
            l4 = _logsumexp_combine0(l4, _logsumexp_map0(row[i + 4], n))
            l5 = _logsumexp_combine0(l5, _logsumexp_map0(row[i + 5], n))
            l6 = _logsumexp_combine0(l6, _logsumexp_map0(row[i + 6], n))
            l7 = _logsumexp_combine0(l7, _logsumexp_map0(row[i + 7], n))
            l8 = _logsumexp_combine0(l8, _logsumexp_map0(row[i + 8], n))
            l9 = _logsumexp_combine0(l9, _logsumexp_map0(row[i + 9], n))
            l10 = _logsumexp_combine0(l10, _logsumexp_map0(row[i + 10], n))
            l11 = _logsumexp_combine0(l11, _logsumexp_map0(row[i + 11], n))
            l12 = _logsumexp_combine0(l12, _logsumexp_map0(row[i + 12], n))
            l13 = _logsumexp_combine0(l13, _logsumexp_map0(row[i + 13], n))
            l14 = _logsumexp_combine0(l14, _logsumexp_map0(row[i + 14], n))
            l15 = _logsumexp_combine0(l15, _logsumexp_map0(row[i + 15], n))
        l0 = _logsumexp_combine0(l0, l8)
        l1 = _logsumexp_combine0(l1, l9)
        l2 = _logsumexp_combine0(l2, l10)
        l3 = _logsumexp_combine0(l3, l11)
        l4 = _logsumexp_combine0(l4, l12)
        l5 = _logsumexp_combine0(l5, l13)
        l6 = _logsumexp_combine0(l6, l14)
        l7 = _logsumexp_combine0(l7, l15)
        l0 = _logsumexp_combine0(l0, l4)
        l1 = _logsumexp_combine0(l1, l5)
        l2 = _logsumexp_combine0(l2, l6)
        l3 = _logsumexp_combine0(l3, l7)
        l0 = _logsumexp_combine0(l0, l2)
        l1 = _logsumexp_combine0(l1, l3)
        l0 = _logsumexp_combine0(l0, l1)
        acc = _logsumexp_combine0(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _logsumexp_combine0(blk, _logsumexp_map0(row[i], n))
    return _logsumexp_combine0(acc, blk)


@_jit_red
def _logsumexp_row0(row, init, n):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _logsumexp_combine0(acc, _logsumexp_chunk0(row[c0:min(c0 + _CHUNK, R)], init, n))
    return acc


@_jit_red
def _logsumexp_chunk1(row, init, n, p0):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _logsumexp_combine1(l0, _logsumexp_map1(row[i + 0], n, p0))
            l1 = _logsumexp_combine1(l1, _logsumexp_map1(row[i + 1], n, p0))
            l2 = _logsumexp_combine1(l2, _logsumexp_map1(row[i + 2], n, p0))
            l3 = _logsumexp_combine1(l3, _logsumexp_map1(row[i + 3], n, p0))
            l4 = _logsumexp_combine1(l4, _logsumexp_map1(row[i + 4], n, p0))
            l5 = _logsumexp_combine1(l5, _logsumexp_map1(row[i + 5], n, p0))
            l6 = _logsumexp_combine1(l6, _logsumexp_map1(row[i + 6], n, p0))
            l7 = _logsumexp_combine1(l7, _logsumexp_map1(row[i + 7], n, p0))
            l8 = _logsumexp_combine1(l8, _logsumexp_map1(row[i + 8], n, p0))
            l9 = _logsumexp_combine1(l9, _logsumexp_map1(row[i + 9], n, p0))
            l10 = _logsumexp_combine1(l10, _logsumexp_map1(row[i + 10], n, p0))
            l11 = _logsumexp_combine1(l11, _logsumexp_map1(row[i + 11], n, p0))
            l12 = _logsumexp_combine1(l12, _logsumexp_map1(row[i + 12], n, p0))
            l13 = _logsumexp_combine1(l13, _logsumexp_map1(row[i + 13], n, p0))
            l14 = _logsumexp_combine1(l14, _logsumexp_map1(row[i + 14], n, p0))
            l15 = _logsumexp_combine1(l15, _logsumexp_map1(row[i + 15], n, p0))
        l0 = _logsumexp_combine1(l0, l8)
        l1 = _logsumexp_combine1(l1, l9)
        l2 = _logsumexp_combine1(l2, l10)
        l3 = _logsumexp_combine1(l3, l11)
        l4 = _logsumexp_combine1(l4, l12)
        l5 = _logsumexp_combine1(l5, l13)
        l6 = _logsumexp_combine1(l6, l14)
        l7 = _logsumexp_combine1(l7, l15)
        l0 = _logsumexp_combine1(l0, l4)
        l1 = _logsumexp_combine1(l1, l5)
        l2 = _logsumexp_combine1(l2, l6)
        l3 = _logsumexp_combine1(l3, l7)
        l0 = _logsumexp_combine1(l0, l2)
        l1 = _logsumexp_combine1(l1, l3)
        l0 = _logsumexp_combine1(l0, l1)
        acc = _logsumexp_combine1(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _logsumexp_combine1(blk, _logsumexp_map1(row[i], n, p0))
    return _logsumexp_combine1(acc, blk)


@_jit_red
def _logsumexp_row1(row, init, n, p0):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _logsumexp_combine1(acc, _logsumexp_chunk1(row[c0:min(c0 + _CHUNK, R)], init, n, p0))
    return acc


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
def logsumexp_split_par(x, out0, init0, init1):
    # few long rows: each row's _CHUNK pieces folded in parallel, then combined
    # in order (exactly what _row does one piece after the other)
    n = x.shape[1]
    nchunk = (n + _CHUNK - 1) // _CHUNK
    for a in range(x.shape[0]):
        row = x[a]
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first0 = _logsumexp_chunk0(row[0:min(_CHUNK, n)], init0, n)
        part0 = np.full(nchunk, first0)
        for c in prange(1, nchunk):
            part0[c] = _logsumexp_chunk0(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init0, n)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _logsumexp_combine0(acc0, part0[c])
        p0 = _logsumexp_finalize0(acc0, n)
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first1 = _logsumexp_chunk1(row[0:min(_CHUNK, n)], init1, n, p0)
        part1 = np.full(nchunk, first1)
        for c in prange(1, nchunk):
            part1[c] = _logsumexp_chunk1(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init1, n, p0)
        acc1 = init1
        for c in range(nchunk):
            acc1 = _logsumexp_combine1(acc1, part1[c])
        p1 = _logsumexp_finalize1(acc1, n, p0)
        out0[a] = _logsumexp_output0(n, p0, p1)


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
def _all_chunk0(row, init, n):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _all_combine0(l0, _all_map0(row[i + 0], n))
            l1 = _all_combine0(l1, _all_map0(row[i + 1], n))
            l2 = _all_combine0(l2, _all_map0(row[i + 2], n))
            l3 = _all_combine0(l3, _all_map0(row[i + 3], n))
            l4 = _all_combine0(l4, _all_map0(row[i + 4], n))
            l5 = _all_combine0(l5, _all_map0(row[i + 5], n))
            l6 = _all_combine0(l6, _all_map0(row[i + 6], n))
            l7 = _all_combine0(l7, _all_map0(row[i + 7], n))
            l8 = _all_combine0(l8, _all_map0(row[i + 8], n))
            l9 = _all_combine0(l9, _all_map0(row[i + 9], n))
            l10 = _all_combine0(l10, _all_map0(row[i + 10], n))
            l11 = _all_combine0(l11, _all_map0(row[i + 11], n))
            l12 = _all_combine0(l12, _all_map0(row[i + 12], n))
            l13 = _all_combine0(l13, _all_map0(row[i + 13], n))
            l14 = _all_combine0(l14, _all_map0(row[i + 14], n))
            l15 = _all_combine0(l15, _all_map0(row[i + 15], n))
        l0 = _all_combine0(l0, l8)
        l1 = _all_combine0(l1, l9)
        l2 = _all_combine0(l2, l10)
        l3 = _all_combine0(l3, l11)
        l4 = _all_combine0(l4, l12)
        l5 = _all_combine0(l5, l13)
        l6 = _all_combine0(l6, l14)
        l7 = _all_combine0(l7, l15)
        l0 = _all_combine0(l0, l4)
        l1 = _all_combine0(l1, l5)
        l2 = _all_combine0(l2, l6)
        l3 = _all_combine0(l3, l7)
        l0 = _all_combine0(l0, l2)
        l1 = _all_combine0(l1, l3)
        l0 = _all_combine0(l0, l1)
        acc = _all_combine0(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _all_combine0(blk, _all_map0(row[i], n))
    return _all_combine0(acc, blk)


@_jit_red
def _all_row0(row, init, n):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _all_combine0(acc, _all_chunk0(row[c0:min(c0 + _CHUNK, R)], init, n))
    return acc


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
def all_split_par(x, out0, init0):
    # few long rows: each row's _CHUNK pieces folded in parallel, then combined
    # in order (exactly what _row does one piece after the other)
    n = x.shape[1]
    nchunk = (n + _CHUNK - 1) // _CHUNK
    for a in range(x.shape[0]):
        row = x[a]
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first0 = _all_chunk0(row[0:min(_CHUNK, n)], init0, n)
        part0 = np.full(nchunk, first0)
        for c in prange(1, nchunk):
            part0[c] = _all_chunk0(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init0, n)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _all_combine0(acc0, part0[c])
        p0 = _all_finalize0(acc0, n)
        out0[a] = _all_output0(n, p0)

@_jit
def all_segments(x, out, base, n, stride, init0):
    for r in range(base.shape[0]):
        b = base[r]
        m = n[r]
        st = stride[r]
        acc0 = init0
        for j in range(m):
            acc0 = _all_combine0(acc0, _all_map0(x[b + j * st], m))
        p0 = _all_finalize0(acc0, m)
        out[r] = _all_output0(m, p0)


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
def _any_chunk0(row, init, n):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _any_combine0(l0, _any_map0(row[i + 0], n))
            l1 = _any_combine0(l1, _any_map0(row[i + 1], n))
            l2 = _any_combine0(l2, _any_map0(row[i + 2], n))
            l3 = _any_combine0(l3, _any_map0(row[i + 3], n))
            l4 = _any_combine0(l4, _any_map0(row[i + 4], n))
            l5 = _any_combine0(l5, _any_map0(row[i + 5], n))
            l6 = _any_combine0(l6, _any_map0(row[i + 6], n))
            l7 = _any_combine0(l7, _any_map0(row[i + 7], n))
            l8 = _any_combine0(l8, _any_map0(row[i + 8], n))
            l9 = _any_combine0(l9, _any_map0(row[i + 9], n))
            l10 = _any_combine0(l10, _any_map0(row[i + 10], n))
            l11 = _any_combine0(l11, _any_map0(row[i + 11], n))
            l12 = _any_combine0(l12, _any_map0(row[i + 12], n))
            l13 = _any_combine0(l13, _any_map0(row[i + 13], n))
            l14 = _any_combine0(l14, _any_map0(row[i + 14], n))
            l15 = _any_combine0(l15, _any_map0(row[i + 15], n))
        l0 = _any_combine0(l0, l8)
        l1 = _any_combine0(l1, l9)
        l2 = _any_combine0(l2, l10)
        l3 = _any_combine0(l3, l11)
        l4 = _any_combine0(l4, l12)
        l5 = _any_combine0(l5, l13)
        l6 = _any_combine0(l6, l14)
        l7 = _any_combine0(l7, l15)
        l0 = _any_combine0(l0, l4)
        l1 = _any_combine0(l1, l5)
        l2 = _any_combine0(l2, l6)
        l3 = _any_combine0(l3, l7)
        l0 = _any_combine0(l0, l2)
        l1 = _any_combine0(l1, l3)
        l0 = _any_combine0(l0, l1)
        acc = _any_combine0(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _any_combine0(blk, _any_map0(row[i], n))
    return _any_combine0(acc, blk)


@_jit_red
def _any_row0(row, init, n):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _any_combine0(acc, _any_chunk0(row[c0:min(c0 + _CHUNK, R)], init, n))
    return acc


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
def any_split_par(x, out0, init0):
    # few long rows: each row's _CHUNK pieces folded in parallel, then combined
    # in order (exactly what _row does one piece after the other)
    n = x.shape[1]
    nchunk = (n + _CHUNK - 1) // _CHUNK
    for a in range(x.shape[0]):
        row = x[a]
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first0 = _any_chunk0(row[0:min(_CHUNK, n)], init0, n)
        part0 = np.full(nchunk, first0)
        for c in prange(1, nchunk):
            part0[c] = _any_chunk0(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init0, n)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _any_combine0(acc0, part0[c])
        p0 = _any_finalize0(acc0, n)
        out0[a] = _any_output0(n, p0)

@_jit
def any_segments(x, out, base, n, stride, init0):
    for r in range(base.shape[0]):
        b = base[r]
        m = n[r]
        st = stride[r]
        acc0 = init0
        for j in range(m):
            acc0 = _any_combine0(acc0, _any_map0(x[b + j * st], m))
        p0 = _any_finalize0(acc0, m)
        out[r] = _any_output0(m, p0)


# ---- amax: amax(Tensor self, dim[]? dim=None, bool keepdim=False) -> Tensor
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
def _amax_chunk0(row, init, n):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _amax_combine0(l0, _amax_map0(row[i + 0], n))
            l1 = _amax_combine0(l1, _amax_map0(row[i + 1], n))
            l2 = _amax_combine0(l2, _amax_map0(row[i + 2], n))
            l3 = _amax_combine0(l3, _amax_map0(row[i + 3], n))
            l4 = _amax_combine0(l4, _amax_map0(row[i + 4], n))
            l5 = _amax_combine0(l5, _amax_map0(row[i + 5], n))
            l6 = _amax_combine0(l6, _amax_map0(row[i + 6], n))
            l7 = _amax_combine0(l7, _amax_map0(row[i + 7], n))
            l8 = _amax_combine0(l8, _amax_map0(row[i + 8], n))
            l9 = _amax_combine0(l9, _amax_map0(row[i + 9], n))
            l10 = _amax_combine0(l10, _amax_map0(row[i + 10], n))
            l11 = _amax_combine0(l11, _amax_map0(row[i + 11], n))
            l12 = _amax_combine0(l12, _amax_map0(row[i + 12], n))
            l13 = _amax_combine0(l13, _amax_map0(row[i + 13], n))
            l14 = _amax_combine0(l14, _amax_map0(row[i + 14], n))
            l15 = _amax_combine0(l15, _amax_map0(row[i + 15], n))
        l0 = _amax_combine0(l0, l8)
        l1 = _amax_combine0(l1, l9)
        l2 = _amax_combine0(l2, l10)
        l3 = _amax_combine0(l3, l11)
        l4 = _amax_combine0(l4, l12)
        l5 = _amax_combine0(l5, l13)
        l6 = _amax_combine0(l6, l14)
        l7 = _amax_combine0(l7, l15)
        l0 = _amax_combine0(l0, l4)
        l1 = _amax_combine0(l1, l5)
        l2 = _amax_combine0(l2, l6)
        l3 = _amax_combine0(l3, l7)
        l0 = _amax_combine0(l0, l2)
        l1 = _amax_combine0(l1, l3)
        l0 = _amax_combine0(l0, l1)
        acc = _amax_combine0(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _amax_combine0(blk, _amax_map0(row[i], n))
    return _amax_combine0(acc, blk)


@_jit_red
def _amax_row0(row, init, n):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _amax_combine0(acc, _amax_chunk0(row[c0:min(c0 + _CHUNK, R)], init, n))
    return acc


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
def amax_split_par(x, out0, init0):
    # few long rows: each row's _CHUNK pieces folded in parallel, then combined
    # in order (exactly what _row does one piece after the other)
    n = x.shape[1]
    nchunk = (n + _CHUNK - 1) // _CHUNK
    for a in range(x.shape[0]):
        row = x[a]
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first0 = _amax_chunk0(row[0:min(_CHUNK, n)], init0, n)
        part0 = np.full(nchunk, first0)
        for c in prange(1, nchunk):
            part0[c] = _amax_chunk0(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init0, n)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _amax_combine0(acc0, part0[c])
        p0 = _amax_finalize0(acc0, n)
        out0[a] = _amax_output0(n, p0)

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


# ---- amin: amin(Tensor self, dim[]? dim=None, bool keepdim=False) -> Tensor
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
def _amin_chunk0(row, init, n):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _amin_combine0(l0, _amin_map0(row[i + 0], n))
            l1 = _amin_combine0(l1, _amin_map0(row[i + 1], n))
            l2 = _amin_combine0(l2, _amin_map0(row[i + 2], n))
            l3 = _amin_combine0(l3, _amin_map0(row[i + 3], n))
            l4 = _amin_combine0(l4, _amin_map0(row[i + 4], n))
            l5 = _amin_combine0(l5, _amin_map0(row[i + 5], n))
            l6 = _amin_combine0(l6, _amin_map0(row[i + 6], n))
            l7 = _amin_combine0(l7, _amin_map0(row[i + 7], n))
            l8 = _amin_combine0(l8, _amin_map0(row[i + 8], n))
            l9 = _amin_combine0(l9, _amin_map0(row[i + 9], n))
            l10 = _amin_combine0(l10, _amin_map0(row[i + 10], n))
            l11 = _amin_combine0(l11, _amin_map0(row[i + 11], n))
            l12 = _amin_combine0(l12, _amin_map0(row[i + 12], n))
            l13 = _amin_combine0(l13, _amin_map0(row[i + 13], n))
            l14 = _amin_combine0(l14, _amin_map0(row[i + 14], n))
            l15 = _amin_combine0(l15, _amin_map0(row[i + 15], n))
        l0 = _amin_combine0(l0, l8)
        l1 = _amin_combine0(l1, l9)
        l2 = _amin_combine0(l2, l10)
        l3 = _amin_combine0(l3, l11)
        l4 = _amin_combine0(l4, l12)
        l5 = _amin_combine0(l5, l13)
        l6 = _amin_combine0(l6, l14)
        l7 = _amin_combine0(l7, l15)
        l0 = _amin_combine0(l0, l4)
        l1 = _amin_combine0(l1, l5)
        l2 = _amin_combine0(l2, l6)
        l3 = _amin_combine0(l3, l7)
        l0 = _amin_combine0(l0, l2)
        l1 = _amin_combine0(l1, l3)
        l0 = _amin_combine0(l0, l1)
        acc = _amin_combine0(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _amin_combine0(blk, _amin_map0(row[i], n))
    return _amin_combine0(acc, blk)


@_jit_red
def _amin_row0(row, init, n):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _amin_combine0(acc, _amin_chunk0(row[c0:min(c0 + _CHUNK, R)], init, n))
    return acc


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
def amin_split_par(x, out0, init0):
    # few long rows: each row's _CHUNK pieces folded in parallel, then combined
    # in order (exactly what _row does one piece after the other)
    n = x.shape[1]
    nchunk = (n + _CHUNK - 1) // _CHUNK
    for a in range(x.shape[0]):
        row = x[a]
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first0 = _amin_chunk0(row[0:min(_CHUNK, n)], init0, n)
        part0 = np.full(nchunk, first0)
        for c in prange(1, nchunk):
            part0[c] = _amin_chunk0(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init0, n)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _amin_combine0(acc0, part0[c])
        p0 = _amin_finalize0(acc0, n)
        out0[a] = _amin_output0(n, p0)

@_jit
def amin_segments(x, out, base, n, stride, init0):
    for r in range(base.shape[0]):
        b = base[r]
        m = n[r]
        st = stride[r]
        acc0 = init0
        for j in range(m):
            acc0 = _amin_combine0(acc0, _amin_map0(x[b + j * st], m))
        p0 = _amin_finalize0(acc0, m)
        out[r] = _amin_output0(m, p0)


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


# ---- topk: topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)
@_jit_red
def _topk_comp(a, b, largest):
    # NaN above every number, as PyTorch's comparators put it
    if largest:
        return (a != a and b == b) or a > b
    return (a == a and b != b) or a < b


@_jit_red
def _topk_push_heap(v, ix, first, hole, top, val, vi, largest):
    parent = (hole - 1) // 2
    while hole > top and _topk_comp(v[first + parent], val, largest):
        v[first + hole] = v[first + parent]
        ix[first + hole] = ix[first + parent]
        hole = parent
        parent = (hole - 1) // 2
    v[first + hole] = val
    ix[first + hole] = vi


@_jit_red
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


@_jit_red
def _topk_pop_heap(v, ix, first, last, result, largest):
    val = v[result]
    vi = ix[result]
    v[result] = v[first]
    ix[result] = ix[first]
    _topk_adjust_heap(v, ix, first, 0, last - first, val, vi, largest)


@_jit_red
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


@_jit_red
def _topk_sort_heap(v, ix, first, last, largest):
    while last - first > 1:
        last -= 1
        _topk_pop_heap(v, ix, first, last, last, largest)


@_jit_red
def _topk_swap(v, ix, i, j):
    t = v[i]
    v[i] = v[j]
    v[j] = t
    ti = ix[i]
    ix[i] = ix[j]
    ix[j] = ti


@_jit_red
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


@_jit_red
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


@_jit_red
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


@_jit_red
def _topk_lg2(n):
    r = -1
    while n > 0:
        n >>= 1
        r += 1
    return r


@_jit_red
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


@_jit_red
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


@_jit_red
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


@_jit_red
def topk_rows(x, vals, idxs, k, largest, sorted_):
    A, n, B = x.shape
    for t in prange(A * B):
        a = t // B
        b = t % B
        v = x[a, :, b].copy()
        ix = np.arange(n)
        stk = np.empty(_TOPK_STACK, np.int64)
        _topk_select(v, ix, stk, n, k, largest, sorted_)
        for i in range(k):
            vals[a, i, b] = v[i]
            idxs[a, i, b] = ix[i]


@_jit_par
def topk_rows_par(x, vals, idxs, k, largest, sorted_):
    A, n, B = x.shape
    for t in prange(A * B):
        a = t // B
        b = t % B
        v = x[a, :, b].copy()
        ix = np.arange(n)
        stk = np.empty(_TOPK_STACK, np.int64)
        _topk_select(v, ix, stk, n, k, largest, sorted_)
        for i in range(k):
            vals[a, i, b] = v[i]
            idxs[a, i, b] = ix[i]


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


# ---- nansum: nansum(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor
@_jit_red
def _nansum_map0(x, n):
    return 0 if x != x else x


@_jit_red
def _nansum_combine0(a, b):
    return a + b


@_jit_red
def _nansum_finalize0(acc, n):
    return acc


@_jit_red
def _nansum_output0(n, p0):
    return p0


@_jit_red
def _nansum_chunk0(row, init, n):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _nansum_combine0(l0, _nansum_map0(row[i + 0], n))
            l1 = _nansum_combine0(l1, _nansum_map0(row[i + 1], n))
            l2 = _nansum_combine0(l2, _nansum_map0(row[i + 2], n))
            l3 = _nansum_combine0(l3, _nansum_map0(row[i + 3], n))
            l4 = _nansum_combine0(l4, _nansum_map0(row[i + 4], n))
            l5 = _nansum_combine0(l5, _nansum_map0(row[i + 5], n))
            l6 = _nansum_combine0(l6, _nansum_map0(row[i + 6], n))
            l7 = _nansum_combine0(l7, _nansum_map0(row[i + 7], n))
            l8 = _nansum_combine0(l8, _nansum_map0(row[i + 8], n))
            l9 = _nansum_combine0(l9, _nansum_map0(row[i + 9], n))
            l10 = _nansum_combine0(l10, _nansum_map0(row[i + 10], n))
            l11 = _nansum_combine0(l11, _nansum_map0(row[i + 11], n))
            l12 = _nansum_combine0(l12, _nansum_map0(row[i + 12], n))
            l13 = _nansum_combine0(l13, _nansum_map0(row[i + 13], n))
            l14 = _nansum_combine0(l14, _nansum_map0(row[i + 14], n))
            l15 = _nansum_combine0(l15, _nansum_map0(row[i + 15], n))
        l0 = _nansum_combine0(l0, l8)
        l1 = _nansum_combine0(l1, l9)
        l2 = _nansum_combine0(l2, l10)
        l3 = _nansum_combine0(l3, l11)
        l4 = _nansum_combine0(l4, l12)
        l5 = _nansum_combine0(l5, l13)
        l6 = _nansum_combine0(l6, l14)
        l7 = _nansum_combine0(l7, l15)
        l0 = _nansum_combine0(l0, l4)
        l1 = _nansum_combine0(l1, l5)
        l2 = _nansum_combine0(l2, l6)
        l3 = _nansum_combine0(l3, l7)
        l0 = _nansum_combine0(l0, l2)
        l1 = _nansum_combine0(l1, l3)
        l0 = _nansum_combine0(l0, l1)
        acc = _nansum_combine0(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _nansum_combine0(blk, _nansum_map0(row[i], n))
    return _nansum_combine0(acc, blk)


@_jit_red
def _nansum_row0(row, init, n):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _nansum_combine0(acc, _nansum_chunk0(row[c0:min(c0 + _CHUNK, R)], init, n))
    return acc


@_jit_red
def nansum_inner(x, out0, init0):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _nansum_combine0(acc0, _nansum_map0(x[a, r], n))
        else:
            acc0 = _nansum_row0(row, init0, n)
        p0 = _nansum_finalize0(acc0, n)
        out0[a] = _nansum_output0(n, p0)


@_jit_red
def nansum_outer(x, out0, init0):
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
                acc0[j] = _nansum_combine0(acc0[j], _nansum_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _nansum_finalize0(acc0[j], n)
        for j in range(w):
            out0[a, b0 + j] = _nansum_output0(n, acc0[j])


@_jit_par
def nansum_inner_par(x, out0, init0):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _nansum_combine0(acc0, _nansum_map0(x[a, r], n))
        else:
            acc0 = _nansum_row0(row, init0, n)
        p0 = _nansum_finalize0(acc0, n)
        out0[a] = _nansum_output0(n, p0)


@_jit_par
def nansum_outer_par(x, out0, init0):
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
                acc0[j] = _nansum_combine0(acc0[j], _nansum_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _nansum_finalize0(acc0[j], n)
        for j in range(w):
            out0[a, b0 + j] = _nansum_output0(n, acc0[j])


@_jit_red
def nansum_outer_wide(x, B, out0, init0):
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
                lane0[l] = _nansum_combine0(lane0[l], _nansum_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _nansum_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _nansum_combine0(acc0[j], _nansum_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _nansum_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _nansum_output0(n, acc0[j])


@_jit_par
def nansum_outer_wide_par(x, B, out0, init0):
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
                lane0[l] = _nansum_combine0(lane0[l], _nansum_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _nansum_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _nansum_combine0(acc0[j], _nansum_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _nansum_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _nansum_output0(n, acc0[j])


@_jit_par
def nansum_split_par(x, out0, init0):
    # few long rows: each row's _CHUNK pieces folded in parallel, then combined
    # in order (exactly what _row does one piece after the other)
    n = x.shape[1]
    nchunk = (n + _CHUNK - 1) // _CHUNK
    for a in range(x.shape[0]):
        row = x[a]
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first0 = _nansum_chunk0(row[0:min(_CHUNK, n)], init0, n)
        part0 = np.full(nchunk, first0)
        for c in prange(1, nchunk):
            part0[c] = _nansum_chunk0(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init0, n)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _nansum_combine0(acc0, part0[c])
        p0 = _nansum_finalize0(acc0, n)
        out0[a] = _nansum_output0(n, p0)


# ---- nanmean: nanmean(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor
@_jit_red
def _nanmean_map0(x, n):
    return 0.0 if x != x else 1.0


@_jit_red
def _nanmean_combine0(a, b):
    return a + b


@_jit_red
def _nanmean_finalize0(acc, n):
    return acc


@_jit_red
def _nanmean_map1(x, n, p0):
    return 0.0 if x != x else x


@_jit_red
def _nanmean_combine1(a, b):
    return a + b


@_jit_red
def _nanmean_finalize1(acc, n, p0):
    return acc


@_jit_red
def _nanmean_output0(n, p0, p1):
    return p1 / p0


@_jit_red
def _nanmean_chunk0(row, init, n):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _nanmean_combine0(l0, _nanmean_map0(row[i + 0], n))
            l1 = _nanmean_combine0(l1, _nanmean_map0(row[i + 1], n))
            l2 = _nanmean_combine0(l2, _nanmean_map0(row[i + 2], n))
            l3 = _nanmean_combine0(l3, _nanmean_map0(row[i + 3], n))
            l4 = _nanmean_combine0(l4, _nanmean_map0(row[i + 4], n))
            l5 = _nanmean_combine0(l5, _nanmean_map0(row[i + 5], n))
            l6 = _nanmean_combine0(l6, _nanmean_map0(row[i + 6], n))
            l7 = _nanmean_combine0(l7, _nanmean_map0(row[i + 7], n))
            l8 = _nanmean_combine0(l8, _nanmean_map0(row[i + 8], n))
            l9 = _nanmean_combine0(l9, _nanmean_map0(row[i + 9], n))
            l10 = _nanmean_combine0(l10, _nanmean_map0(row[i + 10], n))
            l11 = _nanmean_combine0(l11, _nanmean_map0(row[i + 11], n))
            l12 = _nanmean_combine0(l12, _nanmean_map0(row[i + 12], n))
            l13 = _nanmean_combine0(l13, _nanmean_map0(row[i + 13], n))
            l14 = _nanmean_combine0(l14, _nanmean_map0(row[i + 14], n))
            l15 = _nanmean_combine0(l15, _nanmean_map0(row[i + 15], n))
        l0 = _nanmean_combine0(l0, l8)
        l1 = _nanmean_combine0(l1, l9)
        l2 = _nanmean_combine0(l2, l10)
        l3 = _nanmean_combine0(l3, l11)
        l4 = _nanmean_combine0(l4, l12)
        l5 = _nanmean_combine0(l5, l13)
        l6 = _nanmean_combine0(l6, l14)
        l7 = _nanmean_combine0(l7, l15)
        l0 = _nanmean_combine0(l0, l4)
        l1 = _nanmean_combine0(l1, l5)
        l2 = _nanmean_combine0(l2, l6)
        l3 = _nanmean_combine0(l3, l7)
        l0 = _nanmean_combine0(l0, l2)
        l1 = _nanmean_combine0(l1, l3)
        l0 = _nanmean_combine0(l0, l1)
        acc = _nanmean_combine0(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _nanmean_combine0(blk, _nanmean_map0(row[i], n))
    return _nanmean_combine0(acc, blk)


@_jit_red
def _nanmean_row0(row, init, n):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _nanmean_combine0(acc, _nanmean_chunk0(row[c0:min(c0 + _CHUNK, R)], init, n))
    return acc


@_jit_red
def _nanmean_chunk1(row, init, n, p0):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _nanmean_combine1(l0, _nanmean_map1(row[i + 0], n, p0))
            l1 = _nanmean_combine1(l1, _nanmean_map1(row[i + 1], n, p0))
            l2 = _nanmean_combine1(l2, _nanmean_map1(row[i + 2], n, p0))
            l3 = _nanmean_combine1(l3, _nanmean_map1(row[i + 3], n, p0))
            l4 = _nanmean_combine1(l4, _nanmean_map1(row[i + 4], n, p0))
            l5 = _nanmean_combine1(l5, _nanmean_map1(row[i + 5], n, p0))
            l6 = _nanmean_combine1(l6, _nanmean_map1(row[i + 6], n, p0))
            l7 = _nanmean_combine1(l7, _nanmean_map1(row[i + 7], n, p0))
            l8 = _nanmean_combine1(l8, _nanmean_map1(row[i + 8], n, p0))
            l9 = _nanmean_combine1(l9, _nanmean_map1(row[i + 9], n, p0))
            l10 = _nanmean_combine1(l10, _nanmean_map1(row[i + 10], n, p0))
            l11 = _nanmean_combine1(l11, _nanmean_map1(row[i + 11], n, p0))
            l12 = _nanmean_combine1(l12, _nanmean_map1(row[i + 12], n, p0))
            l13 = _nanmean_combine1(l13, _nanmean_map1(row[i + 13], n, p0))
            l14 = _nanmean_combine1(l14, _nanmean_map1(row[i + 14], n, p0))
            l15 = _nanmean_combine1(l15, _nanmean_map1(row[i + 15], n, p0))
        l0 = _nanmean_combine1(l0, l8)
        l1 = _nanmean_combine1(l1, l9)
        l2 = _nanmean_combine1(l2, l10)
        l3 = _nanmean_combine1(l3, l11)
        l4 = _nanmean_combine1(l4, l12)
        l5 = _nanmean_combine1(l5, l13)
        l6 = _nanmean_combine1(l6, l14)
        l7 = _nanmean_combine1(l7, l15)
        l0 = _nanmean_combine1(l0, l4)
        l1 = _nanmean_combine1(l1, l5)
        l2 = _nanmean_combine1(l2, l6)
        l3 = _nanmean_combine1(l3, l7)
        l0 = _nanmean_combine1(l0, l2)
        l1 = _nanmean_combine1(l1, l3)
        l0 = _nanmean_combine1(l0, l1)
        acc = _nanmean_combine1(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _nanmean_combine1(blk, _nanmean_map1(row[i], n, p0))
    return _nanmean_combine1(acc, blk)


@_jit_red
def _nanmean_row1(row, init, n, p0):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _nanmean_combine1(acc, _nanmean_chunk1(row[c0:min(c0 + _CHUNK, R)], init, n, p0))
    return acc


@_jit_red
def nanmean_inner(x, out0, init0, init1):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _nanmean_combine0(acc0, _nanmean_map0(x[a, r], n))
        else:
            acc0 = _nanmean_row0(row, init0, n)
        p0 = _nanmean_finalize0(acc0, n)
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc1 = init1
            for r in range(n):
                acc1 = _nanmean_combine1(acc1, _nanmean_map1(x[a, r], n, p0))
        else:
            acc1 = _nanmean_row1(row, init1, n, p0)
        p1 = _nanmean_finalize1(acc1, n, p0)
        out0[a] = _nanmean_output0(n, p0, p1)


@_jit_red
def nanmean_outer(x, out0, init0, init1):
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
                acc0[j] = _nanmean_combine0(acc0[j], _nanmean_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _nanmean_finalize0(acc0[j], n)
        acc1 = np.full(w, init1)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc1[j] = _nanmean_combine1(acc1[j], _nanmean_map1(xr[j], n, acc0[j]))
        for j in range(w):
            acc1[j] = _nanmean_finalize1(acc1[j], n, acc0[j])
        for j in range(w):
            out0[a, b0 + j] = _nanmean_output0(n, acc0[j], acc1[j])


@_jit_par
def nanmean_inner_par(x, out0, init0, init1):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _nanmean_combine0(acc0, _nanmean_map0(x[a, r], n))
        else:
            acc0 = _nanmean_row0(row, init0, n)
        p0 = _nanmean_finalize0(acc0, n)
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc1 = init1
            for r in range(n):
                acc1 = _nanmean_combine1(acc1, _nanmean_map1(x[a, r], n, p0))
        else:
            acc1 = _nanmean_row1(row, init1, n, p0)
        p1 = _nanmean_finalize1(acc1, n, p0)
        out0[a] = _nanmean_output0(n, p0, p1)


@_jit_par
def nanmean_outer_par(x, out0, init0, init1):
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
                acc0[j] = _nanmean_combine0(acc0[j], _nanmean_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _nanmean_finalize0(acc0[j], n)
        acc1 = np.full(w, init1)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc1[j] = _nanmean_combine1(acc1[j], _nanmean_map1(xr[j], n, acc0[j]))
        for j in range(w):
            acc1[j] = _nanmean_finalize1(acc1[j], n, acc0[j])
        for j in range(w):
            out0[a, b0 + j] = _nanmean_output0(n, acc0[j], acc1[j])


@_jit_red
def nanmean_outer_wide(x, B, out0, init0, init1):
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
                lane0[l] = _nanmean_combine0(lane0[l], _nanmean_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _nanmean_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _nanmean_combine0(acc0[j], _nanmean_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _nanmean_finalize0(acc0[j], n)
        lw0 = np.empty(L, acc0.dtype)
        for l in range(L):
            lw0[l] = acc0[l % B]
        lane1 = np.full(L, init1)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane1[l] = _nanmean_combine1(lane1[l], _nanmean_map1(xg[l], n, lw0[l]))
        acc1 = lane1[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc1[j] = _nanmean_combine1(acc1[j], lane1[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc1[j] = _nanmean_combine1(acc1[j], _nanmean_map1(xa[r * B + j], n, acc0[j]))
        for j in range(B):
            acc1[j] = _nanmean_finalize1(acc1[j], n, acc0[j])
        for j in range(B):
            out0[a, j] = _nanmean_output0(n, acc0[j], acc1[j])


@_jit_par
def nanmean_outer_wide_par(x, B, out0, init0, init1):
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
                lane0[l] = _nanmean_combine0(lane0[l], _nanmean_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _nanmean_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _nanmean_combine0(acc0[j], _nanmean_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _nanmean_finalize0(acc0[j], n)
        lw0 = np.empty(L, acc0.dtype)
        for l in range(L):
            lw0[l] = acc0[l % B]
        lane1 = np.full(L, init1)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane1[l] = _nanmean_combine1(lane1[l], _nanmean_map1(xg[l], n, lw0[l]))
        acc1 = lane1[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc1[j] = _nanmean_combine1(acc1[j], lane1[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc1[j] = _nanmean_combine1(acc1[j], _nanmean_map1(xa[r * B + j], n, acc0[j]))
        for j in range(B):
            acc1[j] = _nanmean_finalize1(acc1[j], n, acc0[j])
        for j in range(B):
            out0[a, j] = _nanmean_output0(n, acc0[j], acc1[j])


@_jit_par
def nanmean_split_par(x, out0, init0, init1):
    # few long rows: each row's _CHUNK pieces folded in parallel, then combined
    # in order (exactly what _row does one piece after the other)
    n = x.shape[1]
    nchunk = (n + _CHUNK - 1) // _CHUNK
    for a in range(x.shape[0]):
        row = x[a]
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first0 = _nanmean_chunk0(row[0:min(_CHUNK, n)], init0, n)
        part0 = np.full(nchunk, first0)
        for c in prange(1, nchunk):
            part0[c] = _nanmean_chunk0(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init0, n)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _nanmean_combine0(acc0, part0[c])
        p0 = _nanmean_finalize0(acc0, n)
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first1 = _nanmean_chunk1(row[0:min(_CHUNK, n)], init1, n, p0)
        part1 = np.full(nchunk, first1)
        for c in prange(1, nchunk):
            part1[c] = _nanmean_chunk1(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init1, n, p0)
        acc1 = init1
        for c in range(nchunk):
            acc1 = _nanmean_combine1(acc1, part1[c])
        p1 = _nanmean_finalize1(acc1, n, p0)
        out0[a] = _nanmean_output0(n, p0, p1)


# ---- count_nonzero: count_nonzero(Tensor self, dim[]? dim=None) -> Tensor
@_jit_red
def _count_nonzero_map0(x, n):
    return 1 if x != 0 else 0


@_jit_red
def _count_nonzero_combine0(a, b):
    return a + b


@_jit_red
def _count_nonzero_finalize0(acc, n):
    return acc


@_jit_red
def _count_nonzero_output0(n, p0):
    return p0


@_jit_red
def _count_nonzero_chunk0(row, init, n):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _count_nonzero_combine0(l0, _count_nonzero_map0(row[i + 0], n))
            l1 = _count_nonzero_combine0(l1, _count_nonzero_map0(row[i + 1], n))
            l2 = _count_nonzero_combine0(l2, _count_nonzero_map0(row[i + 2], n))
            l3 = _count_nonzero_combine0(l3, _count_nonzero_map0(row[i + 3], n))
            l4 = _count_nonzero_combine0(l4, _count_nonzero_map0(row[i + 4], n))
            l5 = _count_nonzero_combine0(l5, _count_nonzero_map0(row[i + 5], n))
            l6 = _count_nonzero_combine0(l6, _count_nonzero_map0(row[i + 6], n))
            l7 = _count_nonzero_combine0(l7, _count_nonzero_map0(row[i + 7], n))
            l8 = _count_nonzero_combine0(l8, _count_nonzero_map0(row[i + 8], n))
            l9 = _count_nonzero_combine0(l9, _count_nonzero_map0(row[i + 9], n))
            l10 = _count_nonzero_combine0(l10, _count_nonzero_map0(row[i + 10], n))
            l11 = _count_nonzero_combine0(l11, _count_nonzero_map0(row[i + 11], n))
            l12 = _count_nonzero_combine0(l12, _count_nonzero_map0(row[i + 12], n))
            l13 = _count_nonzero_combine0(l13, _count_nonzero_map0(row[i + 13], n))
            l14 = _count_nonzero_combine0(l14, _count_nonzero_map0(row[i + 14], n))
            l15 = _count_nonzero_combine0(l15, _count_nonzero_map0(row[i + 15], n))
        l0 = _count_nonzero_combine0(l0, l8)
        l1 = _count_nonzero_combine0(l1, l9)
        l2 = _count_nonzero_combine0(l2, l10)
        l3 = _count_nonzero_combine0(l3, l11)
        l4 = _count_nonzero_combine0(l4, l12)
        l5 = _count_nonzero_combine0(l5, l13)
        l6 = _count_nonzero_combine0(l6, l14)
        l7 = _count_nonzero_combine0(l7, l15)
        l0 = _count_nonzero_combine0(l0, l4)
        l1 = _count_nonzero_combine0(l1, l5)
        l2 = _count_nonzero_combine0(l2, l6)
        l3 = _count_nonzero_combine0(l3, l7)
        l0 = _count_nonzero_combine0(l0, l2)
        l1 = _count_nonzero_combine0(l1, l3)
        l0 = _count_nonzero_combine0(l0, l1)
        acc = _count_nonzero_combine0(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _count_nonzero_combine0(blk, _count_nonzero_map0(row[i], n))
    return _count_nonzero_combine0(acc, blk)


@_jit_red
def _count_nonzero_row0(row, init, n):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _count_nonzero_combine0(acc, _count_nonzero_chunk0(row[c0:min(c0 + _CHUNK, R)], init, n))
    return acc


@_jit_red
def count_nonzero_inner(x, out0, init0):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _count_nonzero_combine0(acc0, _count_nonzero_map0(x[a, r], n))
        else:
            acc0 = _count_nonzero_row0(row, init0, n)
        p0 = _count_nonzero_finalize0(acc0, n)
        out0[a] = _count_nonzero_output0(n, p0)


@_jit_red
def count_nonzero_outer(x, out0, init0):
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
                acc0[j] = _count_nonzero_combine0(acc0[j], _count_nonzero_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _count_nonzero_finalize0(acc0[j], n)
        for j in range(w):
            out0[a, b0 + j] = _count_nonzero_output0(n, acc0[j])


@_jit_par
def count_nonzero_inner_par(x, out0, init0):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _count_nonzero_combine0(acc0, _count_nonzero_map0(x[a, r], n))
        else:
            acc0 = _count_nonzero_row0(row, init0, n)
        p0 = _count_nonzero_finalize0(acc0, n)
        out0[a] = _count_nonzero_output0(n, p0)


@_jit_par
def count_nonzero_outer_par(x, out0, init0):
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
                acc0[j] = _count_nonzero_combine0(acc0[j], _count_nonzero_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _count_nonzero_finalize0(acc0[j], n)
        for j in range(w):
            out0[a, b0 + j] = _count_nonzero_output0(n, acc0[j])


@_jit_red
def count_nonzero_outer_wide(x, B, out0, init0):
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
                lane0[l] = _count_nonzero_combine0(lane0[l], _count_nonzero_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _count_nonzero_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _count_nonzero_combine0(acc0[j], _count_nonzero_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _count_nonzero_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _count_nonzero_output0(n, acc0[j])


@_jit_par
def count_nonzero_outer_wide_par(x, B, out0, init0):
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
                lane0[l] = _count_nonzero_combine0(lane0[l], _count_nonzero_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _count_nonzero_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _count_nonzero_combine0(acc0[j], _count_nonzero_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _count_nonzero_finalize0(acc0[j], n)
        for j in range(B):
            out0[a, j] = _count_nonzero_output0(n, acc0[j])


@_jit_par
def count_nonzero_split_par(x, out0, init0):
    # few long rows: each row's _CHUNK pieces folded in parallel, then combined
    # in order (exactly what _row does one piece after the other)
    n = x.shape[1]
    nchunk = (n + _CHUNK - 1) // _CHUNK
    for a in range(x.shape[0]):
        row = x[a]
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first0 = _count_nonzero_chunk0(row[0:min(_CHUNK, n)], init0, n)
        part0 = np.full(nchunk, first0)
        for c in prange(1, nchunk):
            part0[c] = _count_nonzero_chunk0(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init0, n)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _count_nonzero_combine0(acc0, part0[c])
        p0 = _count_nonzero_finalize0(acc0, n)
        out0[a] = _count_nonzero_output0(n, p0)


# ---- aminmax: aminmax(Tensor self, *, dim? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)
@_jit_red
def _aminmax_map0(x, n):
    return x


@_jit_red
def _aminmax_combine0(a, b):
    return a if a < b or a != a else b


@_jit_red
def _aminmax_finalize0(acc, n):
    return acc


@_jit_red
def _aminmax_map1(x, n, p0):
    return x


@_jit_red
def _aminmax_combine1(a, b):
    return a if a > b or a != a else b


@_jit_red
def _aminmax_finalize1(acc, n, p0):
    return acc


@_jit_red
def _aminmax_output0(n, p0, p1):
    return p0


@_jit_red
def _aminmax_output1(n, p0, p1):
    return p1


@_jit_red
def _aminmax_chunk0(row, init, n):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _aminmax_combine0(l0, _aminmax_map0(row[i + 0], n))
            l1 = _aminmax_combine0(l1, _aminmax_map0(row[i + 1], n))
            l2 = _aminmax_combine0(l2, _aminmax_map0(row[i + 2], n))
            l3 = _aminmax_combine0(l3, _aminmax_map0(row[i + 3], n))
            l4 = _aminmax_combine0(l4, _aminmax_map0(row[i + 4], n))
            l5 = _aminmax_combine0(l5, _aminmax_map0(row[i + 5], n))
            l6 = _aminmax_combine0(l6, _aminmax_map0(row[i + 6], n))
            l7 = _aminmax_combine0(l7, _aminmax_map0(row[i + 7], n))
            l8 = _aminmax_combine0(l8, _aminmax_map0(row[i + 8], n))
            l9 = _aminmax_combine0(l9, _aminmax_map0(row[i + 9], n))
            l10 = _aminmax_combine0(l10, _aminmax_map0(row[i + 10], n))
            l11 = _aminmax_combine0(l11, _aminmax_map0(row[i + 11], n))
            l12 = _aminmax_combine0(l12, _aminmax_map0(row[i + 12], n))
            l13 = _aminmax_combine0(l13, _aminmax_map0(row[i + 13], n))
            l14 = _aminmax_combine0(l14, _aminmax_map0(row[i + 14], n))
            l15 = _aminmax_combine0(l15, _aminmax_map0(row[i + 15], n))
        l0 = _aminmax_combine0(l0, l8)
        l1 = _aminmax_combine0(l1, l9)
        l2 = _aminmax_combine0(l2, l10)
        l3 = _aminmax_combine0(l3, l11)
        l4 = _aminmax_combine0(l4, l12)
        l5 = _aminmax_combine0(l5, l13)
        l6 = _aminmax_combine0(l6, l14)
        l7 = _aminmax_combine0(l7, l15)
        l0 = _aminmax_combine0(l0, l4)
        l1 = _aminmax_combine0(l1, l5)
        l2 = _aminmax_combine0(l2, l6)
        l3 = _aminmax_combine0(l3, l7)
        l0 = _aminmax_combine0(l0, l2)
        l1 = _aminmax_combine0(l1, l3)
        l0 = _aminmax_combine0(l0, l1)
        acc = _aminmax_combine0(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _aminmax_combine0(blk, _aminmax_map0(row[i], n))
    return _aminmax_combine0(acc, blk)


@_jit_red
def _aminmax_row0(row, init, n):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _aminmax_combine0(acc, _aminmax_chunk0(row[c0:min(c0 + _CHUNK, R)], init, n))
    return acc


@_jit_red
def _aminmax_chunk1(row, init, n, p0):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _aminmax_combine1(l0, _aminmax_map1(row[i + 0], n, p0))
            l1 = _aminmax_combine1(l1, _aminmax_map1(row[i + 1], n, p0))
            l2 = _aminmax_combine1(l2, _aminmax_map1(row[i + 2], n, p0))
            l3 = _aminmax_combine1(l3, _aminmax_map1(row[i + 3], n, p0))
            l4 = _aminmax_combine1(l4, _aminmax_map1(row[i + 4], n, p0))
            l5 = _aminmax_combine1(l5, _aminmax_map1(row[i + 5], n, p0))
            l6 = _aminmax_combine1(l6, _aminmax_map1(row[i + 6], n, p0))
            l7 = _aminmax_combine1(l7, _aminmax_map1(row[i + 7], n, p0))
            l8 = _aminmax_combine1(l8, _aminmax_map1(row[i + 8], n, p0))
            l9 = _aminmax_combine1(l9, _aminmax_map1(row[i + 9], n, p0))
            l10 = _aminmax_combine1(l10, _aminmax_map1(row[i + 10], n, p0))
            l11 = _aminmax_combine1(l11, _aminmax_map1(row[i + 11], n, p0))
            l12 = _aminmax_combine1(l12, _aminmax_map1(row[i + 12], n, p0))
            l13 = _aminmax_combine1(l13, _aminmax_map1(row[i + 13], n, p0))
            l14 = _aminmax_combine1(l14, _aminmax_map1(row[i + 14], n, p0))
            l15 = _aminmax_combine1(l15, _aminmax_map1(row[i + 15], n, p0))
        l0 = _aminmax_combine1(l0, l8)
        l1 = _aminmax_combine1(l1, l9)
        l2 = _aminmax_combine1(l2, l10)
        l3 = _aminmax_combine1(l3, l11)
        l4 = _aminmax_combine1(l4, l12)
        l5 = _aminmax_combine1(l5, l13)
        l6 = _aminmax_combine1(l6, l14)
        l7 = _aminmax_combine1(l7, l15)
        l0 = _aminmax_combine1(l0, l4)
        l1 = _aminmax_combine1(l1, l5)
        l2 = _aminmax_combine1(l2, l6)
        l3 = _aminmax_combine1(l3, l7)
        l0 = _aminmax_combine1(l0, l2)
        l1 = _aminmax_combine1(l1, l3)
        l0 = _aminmax_combine1(l0, l1)
        acc = _aminmax_combine1(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _aminmax_combine1(blk, _aminmax_map1(row[i], n, p0))
    return _aminmax_combine1(acc, blk)


@_jit_red
def _aminmax_row1(row, init, n, p0):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _aminmax_combine1(acc, _aminmax_chunk1(row[c0:min(c0 + _CHUNK, R)], init, n, p0))
    return acc


@_jit_red
def aminmax_inner(x, out0, out1, init0, init1):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _aminmax_combine0(acc0, _aminmax_map0(x[a, r], n))
        else:
            acc0 = _aminmax_row0(row, init0, n)
        p0 = _aminmax_finalize0(acc0, n)
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc1 = init1
            for r in range(n):
                acc1 = _aminmax_combine1(acc1, _aminmax_map1(x[a, r], n, p0))
        else:
            acc1 = _aminmax_row1(row, init1, n, p0)
        p1 = _aminmax_finalize1(acc1, n, p0)
        out0[a] = _aminmax_output0(n, p0, p1)
        out1[a] = _aminmax_output1(n, p0, p1)


@_jit_red
def aminmax_outer(x, out0, out1, init0, init1):
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
                acc0[j] = _aminmax_combine0(acc0[j], _aminmax_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _aminmax_finalize0(acc0[j], n)
        acc1 = np.full(w, init1)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc1[j] = _aminmax_combine1(acc1[j], _aminmax_map1(xr[j], n, acc0[j]))
        for j in range(w):
            acc1[j] = _aminmax_finalize1(acc1[j], n, acc0[j])
        for j in range(w):
            out0[a, b0 + j] = _aminmax_output0(n, acc0[j], acc1[j])
            out1[a, b0 + j] = _aminmax_output1(n, acc0[j], acc1[j])


@_jit_par
def aminmax_inner_par(x, out0, out1, init0, init1):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _aminmax_combine0(acc0, _aminmax_map0(x[a, r], n))
        else:
            acc0 = _aminmax_row0(row, init0, n)
        p0 = _aminmax_finalize0(acc0, n)
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc1 = init1
            for r in range(n):
                acc1 = _aminmax_combine1(acc1, _aminmax_map1(x[a, r], n, p0))
        else:
            acc1 = _aminmax_row1(row, init1, n, p0)
        p1 = _aminmax_finalize1(acc1, n, p0)
        out0[a] = _aminmax_output0(n, p0, p1)
        out1[a] = _aminmax_output1(n, p0, p1)


@_jit_par
def aminmax_outer_par(x, out0, out1, init0, init1):
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
                acc0[j] = _aminmax_combine0(acc0[j], _aminmax_map0(xr[j], n))
        for j in range(w):
            acc0[j] = _aminmax_finalize0(acc0[j], n)
        acc1 = np.full(w, init1)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc1[j] = _aminmax_combine1(acc1[j], _aminmax_map1(xr[j], n, acc0[j]))
        for j in range(w):
            acc1[j] = _aminmax_finalize1(acc1[j], n, acc0[j])
        for j in range(w):
            out0[a, b0 + j] = _aminmax_output0(n, acc0[j], acc1[j])
            out1[a, b0 + j] = _aminmax_output1(n, acc0[j], acc1[j])


@_jit_red
def aminmax_outer_wide(x, B, out0, out1, init0, init1):
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
                lane0[l] = _aminmax_combine0(lane0[l], _aminmax_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _aminmax_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _aminmax_combine0(acc0[j], _aminmax_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _aminmax_finalize0(acc0[j], n)
        lw0 = np.empty(L, acc0.dtype)
        for l in range(L):
            lw0[l] = acc0[l % B]
        lane1 = np.full(L, init1)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane1[l] = _aminmax_combine1(lane1[l], _aminmax_map1(xg[l], n, lw0[l]))
        acc1 = lane1[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc1[j] = _aminmax_combine1(acc1[j], lane1[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc1[j] = _aminmax_combine1(acc1[j], _aminmax_map1(xa[r * B + j], n, acc0[j]))
        for j in range(B):
            acc1[j] = _aminmax_finalize1(acc1[j], n, acc0[j])
        for j in range(B):
            out0[a, j] = _aminmax_output0(n, acc0[j], acc1[j])
            out1[a, j] = _aminmax_output1(n, acc0[j], acc1[j])


@_jit_par
def aminmax_outer_wide_par(x, B, out0, out1, init0, init1):
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
                lane0[l] = _aminmax_combine0(lane0[l], _aminmax_map0(xg[l], n))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _aminmax_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _aminmax_combine0(acc0[j], _aminmax_map0(xa[r * B + j], n))
        for j in range(B):
            acc0[j] = _aminmax_finalize0(acc0[j], n)
        lw0 = np.empty(L, acc0.dtype)
        for l in range(L):
            lw0[l] = acc0[l % B]
        lane1 = np.full(L, init1)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane1[l] = _aminmax_combine1(lane1[l], _aminmax_map1(xg[l], n, lw0[l]))
        acc1 = lane1[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc1[j] = _aminmax_combine1(acc1[j], lane1[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc1[j] = _aminmax_combine1(acc1[j], _aminmax_map1(xa[r * B + j], n, acc0[j]))
        for j in range(B):
            acc1[j] = _aminmax_finalize1(acc1[j], n, acc0[j])
        for j in range(B):
            out0[a, j] = _aminmax_output0(n, acc0[j], acc1[j])
            out1[a, j] = _aminmax_output1(n, acc0[j], acc1[j])


@_jit_par
def aminmax_split_par(x, out0, out1, init0, init1):
    # few long rows: each row's _CHUNK pieces folded in parallel, then combined
    # in order (exactly what _row does one piece after the other)
    n = x.shape[1]
    nchunk = (n + _CHUNK - 1) // _CHUNK
    for a in range(x.shape[0]):
        row = x[a]
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first0 = _aminmax_chunk0(row[0:min(_CHUNK, n)], init0, n)
        part0 = np.full(nchunk, first0)
        for c in prange(1, nchunk):
            part0[c] = _aminmax_chunk0(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init0, n)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _aminmax_combine0(acc0, part0[c])
        p0 = _aminmax_finalize0(acc0, n)
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first1 = _aminmax_chunk1(row[0:min(_CHUNK, n)], init1, n, p0)
        part1 = np.full(nchunk, first1)
        for c in prange(1, nchunk):
            part1[c] = _aminmax_chunk1(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init1, n, p0)
        acc1 = init1
        for c in range(nchunk):
            acc1 = _aminmax_combine1(acc1, part1[c])
        p1 = _aminmax_finalize1(acc1, n, p0)
        out0[a] = _aminmax_output0(n, p0, p1)
        out1[a] = _aminmax_output1(n, p0, p1)


# ---- norm: norm(Tensor self, Scalar p=2, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor
@_jit_red
def _norm_map0(x, n, p):
    return abs(x)


@_jit_red
def _norm_combine0(a, b):
    return a if a > b or a != a else b


@_jit_red
def _norm_finalize0(acc, n, p):
    return acc


@_jit_red
def _norm_map1(x, n, p0, p):
    return abs(x)


@_jit_red
def _norm_combine1(a, b):
    return a if a < b or a != a else b


@_jit_red
def _norm_finalize1(acc, n, p0, p):
    return acc


@_jit_red
def _norm_map2(x, n, p0, p1, p):
    return norm_term(x, p)


@_jit_red
def _norm_combine2(a, b):
    return a + b


@_jit_red
def _norm_finalize2(acc, n, p0, p1, p):
    return acc


@_jit_red
def _norm_output0(n, p0, p1, p2, p):
    return norm_finish(p0, p1, p2, p)


@_jit_red
def _norm_chunk0(row, init, n, p):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _norm_combine0(l0, _norm_map0(row[i + 0], n, p))
            l1 = _norm_combine0(l1, _norm_map0(row[i + 1], n, p))
            l2 = _norm_combine0(l2, _norm_map0(row[i + 2], n, p))
            l3 = _norm_combine0(l3, _norm_map0(row[i + 3], n, p))
            l4 = _norm_combine0(l4, _norm_map0(row[i + 4], n, p))
            l5 = _norm_combine0(l5, _norm_map0(row[i + 5], n, p))
            l6 = _norm_combine0(l6, _norm_map0(row[i + 6], n, p))
            l7 = _norm_combine0(l7, _norm_map0(row[i + 7], n, p))
            l8 = _norm_combine0(l8, _norm_map0(row[i + 8], n, p))
            l9 = _norm_combine0(l9, _norm_map0(row[i + 9], n, p))
            l10 = _norm_combine0(l10, _norm_map0(row[i + 10], n, p))
            l11 = _norm_combine0(l11, _norm_map0(row[i + 11], n, p))
            l12 = _norm_combine0(l12, _norm_map0(row[i + 12], n, p))
            l13 = _norm_combine0(l13, _norm_map0(row[i + 13], n, p))
            l14 = _norm_combine0(l14, _norm_map0(row[i + 14], n, p))
            l15 = _norm_combine0(l15, _norm_map0(row[i + 15], n, p))
        l0 = _norm_combine0(l0, l8)
        l1 = _norm_combine0(l1, l9)
        l2 = _norm_combine0(l2, l10)
        l3 = _norm_combine0(l3, l11)
        l4 = _norm_combine0(l4, l12)
        l5 = _norm_combine0(l5, l13)
        l6 = _norm_combine0(l6, l14)
        l7 = _norm_combine0(l7, l15)
        l0 = _norm_combine0(l0, l4)
        l1 = _norm_combine0(l1, l5)
        l2 = _norm_combine0(l2, l6)
        l3 = _norm_combine0(l3, l7)
        l0 = _norm_combine0(l0, l2)
        l1 = _norm_combine0(l1, l3)
        l0 = _norm_combine0(l0, l1)
        acc = _norm_combine0(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _norm_combine0(blk, _norm_map0(row[i], n, p))
    return _norm_combine0(acc, blk)


@_jit_red
def _norm_row0(row, init, n, p):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _norm_combine0(acc, _norm_chunk0(row[c0:min(c0 + _CHUNK, R)], init, n, p))
    return acc


@_jit_red
def _norm_chunk1(row, init, n, p0, p):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _norm_combine1(l0, _norm_map1(row[i + 0], n, p0, p))
            l1 = _norm_combine1(l1, _norm_map1(row[i + 1], n, p0, p))
            l2 = _norm_combine1(l2, _norm_map1(row[i + 2], n, p0, p))
            l3 = _norm_combine1(l3, _norm_map1(row[i + 3], n, p0, p))
            l4 = _norm_combine1(l4, _norm_map1(row[i + 4], n, p0, p))
            l5 = _norm_combine1(l5, _norm_map1(row[i + 5], n, p0, p))
            l6 = _norm_combine1(l6, _norm_map1(row[i + 6], n, p0, p))
            l7 = _norm_combine1(l7, _norm_map1(row[i + 7], n, p0, p))
            l8 = _norm_combine1(l8, _norm_map1(row[i + 8], n, p0, p))
            l9 = _norm_combine1(l9, _norm_map1(row[i + 9], n, p0, p))
            l10 = _norm_combine1(l10, _norm_map1(row[i + 10], n, p0, p))
            l11 = _norm_combine1(l11, _norm_map1(row[i + 11], n, p0, p))
            l12 = _norm_combine1(l12, _norm_map1(row[i + 12], n, p0, p))
            l13 = _norm_combine1(l13, _norm_map1(row[i + 13], n, p0, p))
            l14 = _norm_combine1(l14, _norm_map1(row[i + 14], n, p0, p))
            l15 = _norm_combine1(l15, _norm_map1(row[i + 15], n, p0, p))
        l0 = _norm_combine1(l0, l8)
        l1 = _norm_combine1(l1, l9)
        l2 = _norm_combine1(l2, l10)
        l3 = _norm_combine1(l3, l11)
        l4 = _norm_combine1(l4, l12)
        l5 = _norm_combine1(l5, l13)
        l6 = _norm_combine1(l6, l14)
        l7 = _norm_combine1(l7, l15)
        l0 = _norm_combine1(l0, l4)
        l1 = _norm_combine1(l1, l5)
        l2 = _norm_combine1(l2, l6)
        l3 = _norm_combine1(l3, l7)
        l0 = _norm_combine1(l0, l2)
        l1 = _norm_combine1(l1, l3)
        l0 = _norm_combine1(l0, l1)
        acc = _norm_combine1(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _norm_combine1(blk, _norm_map1(row[i], n, p0, p))
    return _norm_combine1(acc, blk)


@_jit_red
def _norm_row1(row, init, n, p0, p):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _norm_combine1(acc, _norm_chunk1(row[c0:min(c0 + _CHUNK, R)], init, n, p0, p))
    return acc


@_jit_red
def _norm_chunk2(row, init, n, p0, p1, p):
    # blocks of _BLOCK, each folded in 16 explicit lanes combined in a fixed
    # tree: the error grows with the block and block-count sizes, not the row
    # length, the lanes vectorise, and the order of operations is written
    # here, not chosen by the compiler for the CPU's vector width (no
    # "reassoc"), so every CPU gives the same bits.
    acc = init
    R = row.shape[0]
    nblk = R // _BLOCK
    for bi in range(nblk):
        s = bi * _BLOCK
        l0 = init
        l1 = init
        l2 = init
        l3 = init
        l4 = init
        l5 = init
        l6 = init
        l7 = init
        l8 = init
        l9 = init
        l10 = init
        l11 = init
        l12 = init
        l13 = init
        l14 = init
        l15 = init
        for i in range(s, s + _BLOCK, 16):
            l0 = _norm_combine2(l0, _norm_map2(row[i + 0], n, p0, p1, p))
            l1 = _norm_combine2(l1, _norm_map2(row[i + 1], n, p0, p1, p))
            l2 = _norm_combine2(l2, _norm_map2(row[i + 2], n, p0, p1, p))
            l3 = _norm_combine2(l3, _norm_map2(row[i + 3], n, p0, p1, p))
            l4 = _norm_combine2(l4, _norm_map2(row[i + 4], n, p0, p1, p))
            l5 = _norm_combine2(l5, _norm_map2(row[i + 5], n, p0, p1, p))
            l6 = _norm_combine2(l6, _norm_map2(row[i + 6], n, p0, p1, p))
            l7 = _norm_combine2(l7, _norm_map2(row[i + 7], n, p0, p1, p))
            l8 = _norm_combine2(l8, _norm_map2(row[i + 8], n, p0, p1, p))
            l9 = _norm_combine2(l9, _norm_map2(row[i + 9], n, p0, p1, p))
            l10 = _norm_combine2(l10, _norm_map2(row[i + 10], n, p0, p1, p))
            l11 = _norm_combine2(l11, _norm_map2(row[i + 11], n, p0, p1, p))
            l12 = _norm_combine2(l12, _norm_map2(row[i + 12], n, p0, p1, p))
            l13 = _norm_combine2(l13, _norm_map2(row[i + 13], n, p0, p1, p))
            l14 = _norm_combine2(l14, _norm_map2(row[i + 14], n, p0, p1, p))
            l15 = _norm_combine2(l15, _norm_map2(row[i + 15], n, p0, p1, p))
        l0 = _norm_combine2(l0, l8)
        l1 = _norm_combine2(l1, l9)
        l2 = _norm_combine2(l2, l10)
        l3 = _norm_combine2(l3, l11)
        l4 = _norm_combine2(l4, l12)
        l5 = _norm_combine2(l5, l13)
        l6 = _norm_combine2(l6, l14)
        l7 = _norm_combine2(l7, l15)
        l0 = _norm_combine2(l0, l4)
        l1 = _norm_combine2(l1, l5)
        l2 = _norm_combine2(l2, l6)
        l3 = _norm_combine2(l3, l7)
        l0 = _norm_combine2(l0, l2)
        l1 = _norm_combine2(l1, l3)
        l0 = _norm_combine2(l0, l1)
        acc = _norm_combine2(acc, l0)
    blk = init
    for i in range(nblk * _BLOCK, R):
        blk = _norm_combine2(blk, _norm_map2(row[i], n, p0, p1, p))
    return _norm_combine2(acc, blk)


@_jit_red
def _norm_row2(row, init, n, p0, p1, p):
    # chunks of _CHUNK folded one after the other: the same partials, in the
    # same order, as the parallel split kernel's, so a row's bits do not depend
    # on which ran (the machine's load) nor on the thread count
    acc = init
    R = row.shape[0]
    for c0 in range(0, R, _CHUNK):
        acc = _norm_combine2(acc, _norm_chunk2(row[c0:min(c0 + _CHUNK, R)], init, n, p0, p1, p))
    return acc


@_jit_red
def norm_inner(x, out0, init0, init1, init2, p):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _norm_combine0(acc0, _norm_map0(x[a, r], n, p))
        else:
            acc0 = _norm_row0(row, init0, n, p)
        p0 = _norm_finalize0(acc0, n, p)
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc1 = init1
            for r in range(n):
                acc1 = _norm_combine1(acc1, _norm_map1(x[a, r], n, p0, p))
        else:
            acc1 = _norm_row1(row, init1, n, p0, p)
        p1 = _norm_finalize1(acc1, n, p0, p)
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc2 = init2
            for r in range(n):
                acc2 = _norm_combine2(acc2, _norm_map2(x[a, r], n, p0, p1, p))
        else:
            acc2 = _norm_row2(row, init2, n, p0, p1, p)
        p2 = _norm_finalize2(acc2, n, p0, p1, p)
        out0[a] = _norm_output0(n, p0, p1, p2, p)


@_jit_red
def norm_outer(x, out0, init0, init1, init2, p):
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
                acc0[j] = _norm_combine0(acc0[j], _norm_map0(xr[j], n, p))
        for j in range(w):
            acc0[j] = _norm_finalize0(acc0[j], n, p)
        acc1 = np.full(w, init1)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc1[j] = _norm_combine1(acc1[j], _norm_map1(xr[j], n, acc0[j], p))
        for j in range(w):
            acc1[j] = _norm_finalize1(acc1[j], n, acc0[j], p)
        acc2 = np.full(w, init2)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc2[j] = _norm_combine2(acc2[j], _norm_map2(xr[j], n, acc0[j], acc1[j], p))
        for j in range(w):
            acc2[j] = _norm_finalize2(acc2[j], n, acc0[j], acc1[j], p)
        for j in range(w):
            out0[a, b0 + j] = _norm_output0(n, acc0[j], acc1[j], acc2[j], p)


@_jit_par
def norm_inner_par(x, out0, init0, init1, init2, p):
    n = x.shape[1]
    for a in prange(x.shape[0]):
        row = x[a]
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc0 = init0
            for r in range(n):
                acc0 = _norm_combine0(acc0, _norm_map0(x[a, r], n, p))
        else:
            acc0 = _norm_row0(row, init0, n, p)
        p0 = _norm_finalize0(acc0, n, p)
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc1 = init1
            for r in range(n):
                acc1 = _norm_combine1(acc1, _norm_map1(x[a, r], n, p0, p))
        else:
            acc1 = _norm_row1(row, init1, n, p0, p)
        p1 = _norm_finalize1(acc1, n, p0, p)
        if n < _BLOCK:  # short rows: one accumulator, no per-row call (5x faster for n = 10)
            acc2 = init2
            for r in range(n):
                acc2 = _norm_combine2(acc2, _norm_map2(x[a, r], n, p0, p1, p))
        else:
            acc2 = _norm_row2(row, init2, n, p0, p1, p)
        p2 = _norm_finalize2(acc2, n, p0, p1, p)
        out0[a] = _norm_output0(n, p0, p1, p2, p)


@_jit_par
def norm_outer_par(x, out0, init0, init1, init2, p):
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
                acc0[j] = _norm_combine0(acc0[j], _norm_map0(xr[j], n, p))
        for j in range(w):
            acc0[j] = _norm_finalize0(acc0[j], n, p)
        acc1 = np.full(w, init1)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc1[j] = _norm_combine1(acc1[j], _norm_map1(xr[j], n, acc0[j], p))
        for j in range(w):
            acc1[j] = _norm_finalize1(acc1[j], n, acc0[j], p)
        acc2 = np.full(w, init2)
        for r in range(n):
            xr = x[a, r, b0:b0 + w]
            for j in range(w):
                acc2[j] = _norm_combine2(acc2[j], _norm_map2(xr[j], n, acc0[j], acc1[j], p))
        for j in range(w):
            acc2[j] = _norm_finalize2(acc2[j], n, acc0[j], acc1[j], p)
        for j in range(w):
            out0[a, b0 + j] = _norm_output0(n, acc0[j], acc1[j], acc2[j], p)


@_jit_red
def norm_outer_wide(x, B, out0, init0, init1, init2, p):
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
                lane0[l] = _norm_combine0(lane0[l], _norm_map0(xg[l], n, p))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _norm_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _norm_combine0(acc0[j], _norm_map0(xa[r * B + j], n, p))
        for j in range(B):
            acc0[j] = _norm_finalize0(acc0[j], n, p)
        lw0 = np.empty(L, acc0.dtype)
        for l in range(L):
            lw0[l] = acc0[l % B]
        lane1 = np.full(L, init1)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane1[l] = _norm_combine1(lane1[l], _norm_map1(xg[l], n, lw0[l], p))
        acc1 = lane1[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc1[j] = _norm_combine1(acc1[j], lane1[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc1[j] = _norm_combine1(acc1[j], _norm_map1(xa[r * B + j], n, acc0[j], p))
        for j in range(B):
            acc1[j] = _norm_finalize1(acc1[j], n, acc0[j], p)
        lw0 = np.empty(L, acc0.dtype)
        for l in range(L):
            lw0[l] = acc0[l % B]
        lw1 = np.empty(L, acc1.dtype)
        for l in range(L):
            lw1[l] = acc1[l % B]
        lane2 = np.full(L, init2)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane2[l] = _norm_combine2(lane2[l], _norm_map2(xg[l], n, lw0[l], lw1[l], p))
        acc2 = lane2[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc2[j] = _norm_combine2(acc2[j], lane2[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc2[j] = _norm_combine2(acc2[j], _norm_map2(xa[r * B + j], n, acc0[j], acc1[j], p))
        for j in range(B):
            acc2[j] = _norm_finalize2(acc2[j], n, acc0[j], acc1[j], p)
        for j in range(B):
            out0[a, j] = _norm_output0(n, acc0[j], acc1[j], acc2[j], p)


@_jit_par
def norm_outer_wide_par(x, B, out0, init0, init1, init2, p):
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
                lane0[l] = _norm_combine0(lane0[l], _norm_map0(xg[l], n, p))
        acc0 = lane0[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc0[j] = _norm_combine0(acc0[j], lane0[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc0[j] = _norm_combine0(acc0[j], _norm_map0(xa[r * B + j], n, p))
        for j in range(B):
            acc0[j] = _norm_finalize0(acc0[j], n, p)
        lw0 = np.empty(L, acc0.dtype)
        for l in range(L):
            lw0[l] = acc0[l % B]
        lane1 = np.full(L, init1)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane1[l] = _norm_combine1(lane1[l], _norm_map1(xg[l], n, lw0[l], p))
        acc1 = lane1[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc1[j] = _norm_combine1(acc1[j], lane1[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc1[j] = _norm_combine1(acc1[j], _norm_map1(xa[r * B + j], n, acc0[j], p))
        for j in range(B):
            acc1[j] = _norm_finalize1(acc1[j], n, acc0[j], p)
        lw0 = np.empty(L, acc0.dtype)
        for l in range(L):
            lw0[l] = acc0[l % B]
        lw1 = np.empty(L, acc1.dtype)
        for l in range(L):
            lw1[l] = acc1[l % B]
        lane2 = np.full(L, init2)
        for g in range(G):
            xg = xa[g * L:g * L + L]
            for l in range(L):
                lane2[l] = _norm_combine2(lane2[l], _norm_map2(xg[l], n, lw0[l], lw1[l], p))
        acc2 = lane2[:B].copy()
        for q in range(1, m):
            for j in range(B):
                acc2[j] = _norm_combine2(acc2[j], lane2[q * B + j])
        for r in range(G * m, n):
            for j in range(B):
                acc2[j] = _norm_combine2(acc2[j], _norm_map2(xa[r * B + j], n, acc0[j], acc1[j], p))
        for j in range(B):
            acc2[j] = _norm_finalize2(acc2[j], n, acc0[j], acc1[j], p)
        for j in range(B):
            out0[a, j] = _norm_output0(n, acc0[j], acc1[j], acc2[j], p)


@_jit_par
def norm_split_par(x, out0, init0, init1, init2, p):
    # few long rows: each row's _CHUNK pieces folded in parallel, then combined
    # in order (exactly what _row does one piece after the other)
    n = x.shape[1]
    nchunk = (n + _CHUNK - 1) // _CHUNK
    for a in range(x.shape[0]):
        row = x[a]
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first0 = _norm_chunk0(row[0:min(_CHUNK, n)], init0, n, p)
        part0 = np.full(nchunk, first0)
        for c in prange(1, nchunk):
            part0[c] = _norm_chunk0(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init0, n, p)
        acc0 = init0
        for c in range(nchunk):
            acc0 = _norm_combine0(acc0, part0[c])
        p0 = _norm_finalize0(acc0, n, p)
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first1 = _norm_chunk1(row[0:min(_CHUNK, n)], init1, n, p0, p)
        part1 = np.full(nchunk, first1)
        for c in prange(1, nchunk):
            part1[c] = _norm_chunk1(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init1, n, p0, p)
        acc1 = init1
        for c in range(nchunk):
            acc1 = _norm_combine1(acc1, part1[c])
        p1 = _norm_finalize1(acc1, n, p0, p)
        # the first piece gives the partials' type (a float32 input's var folds in float64)
        first2 = _norm_chunk2(row[0:min(_CHUNK, n)], init2, n, p0, p1, p)
        part2 = np.full(nchunk, first2)
        for c in prange(1, nchunk):
            part2[c] = _norm_chunk2(row[c * _CHUNK:min(c * _CHUNK + _CHUNK, n)], init2, n, p0, p1, p)
        acc2 = init2
        for c in range(nchunk):
            acc2 = _norm_combine2(acc2, part2[c])
        p2 = _norm_finalize2(acc2, n, p0, p1, p)
        out0[a] = _norm_output0(n, p0, p1, p2, p)


# ---- logcumsumexp: logcumsumexp(Tensor self, dim dim) -> Tensor
@_jit_red
def _logcumsumexp_map0(x, n):
    return x


@_jit_math
def _logcumsumexp_combine0(a, b):
    return logaddexp_(a, b)


@_jit_red
def _logcumsumexp_finalize0(acc, n):
    return acc


@_jit_red
def logcumsumexp_scan(x, out, init0):
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
                acc[j] = _logcumsumexp_combine0(acc[j], xr[j])
                orow[j] = acc[j]


@_jit_par
def logcumsumexp_scan_par(x, out, init0):
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
                acc[j] = _logcumsumexp_combine0(acc[j], xr[j])
                orow[j] = acc[j]


# ---- cummax: cummax(Tensor self, dim dim) -> (Tensor values, Tensor indices)
@_jit_red
def _cummax_better(x, v):
    return x != x or (v == v and x >= v)


@_jit_red
def cummax_scan(x, vals, idxs):
    A, n, B = x.shape
    for t in prange(A * B):
        a = t // B
        b = t % B
        v = x[a, 0, b]
        best = 0
        for r in range(n):
            xr = x[a, r, b]
            if r == 0 or _cummax_better(xr, v):
                v = xr
                best = r
            vals[a, r, b] = v
            idxs[a, r, b] = best


@_jit_par
def cummax_scan_par(x, vals, idxs):
    A, n, B = x.shape
    for t in prange(A * B):
        a = t // B
        b = t % B
        v = x[a, 0, b]
        best = 0
        for r in range(n):
            xr = x[a, r, b]
            if r == 0 or _cummax_better(xr, v):
                v = xr
                best = r
            vals[a, r, b] = v
            idxs[a, r, b] = best


# ---- cummin: cummin(Tensor self, dim dim) -> (Tensor values, Tensor indices)
@_jit_red
def _cummin_better(x, v):
    return x != x or (v == v and x <= v)


@_jit_red
def cummin_scan(x, vals, idxs):
    A, n, B = x.shape
    for t in prange(A * B):
        a = t // B
        b = t % B
        v = x[a, 0, b]
        best = 0
        for r in range(n):
            xr = x[a, r, b]
            if r == 0 or _cummin_better(xr, v):
                v = xr
                best = r
            vals[a, r, b] = v
            idxs[a, r, b] = best


@_jit_par
def cummin_scan_par(x, vals, idxs):
    A, n, B = x.shape
    for t in prange(A * B):
        a = t // B
        b = t % B
        v = x[a, 0, b]
        best = 0
        for r in range(n):
            xr = x[a, r, b]
            if r == 0 or _cummin_better(xr, v):
                v = xr
                best = r
            vals[a, r, b] = v
            idxs[a, r, b] = best


# ---- dist: dist(Tensor self, Tensor other, Scalar p=2) -> Tensor

# ---- allclose: allclose(Tensor self, Tensor other, float rtol=1.0e-05, float atol=1.0e-08, bool equal_nan=False) -> bool

# ---- equal: equal(Tensor self, Tensor other) -> bool

# ---- is_complex: is_complex(Tensor self) -> bool

# ---- is_nonzero: is_nonzero(Tensor self) -> bool

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


# ---- linspace: linspace(Scalar start, Scalar end, int steps, *, dtype? dtype=None, Device? device=None, bool requires_grad=False) -> Tensor
@_jit
def _linspace_value(i, start, end, step, half, last):
    return fma_(step, i, start) if i < half else fma_(-step, last - i, end)


@_jit
def linspace_fill(out, start, end, step, half, last):
    # i is the index converted to the compute dtype (PyTorch's step * idx),
    # through the buffer itself, so the kernel's sums stay in that dtype
    for k in range(out.shape[0]):
        out[k] = k
        out[k] = _linspace_value(out[k], start, end, step, half, last)


# ---- logspace: logspace(Scalar start, Scalar end, int steps, float base=10.0, *, dtype? dtype=None, Device? device=None, bool requires_grad=False) -> Tensor
@_jit
def _logspace_value(i, start, end, step, half, last, base):
    return base ** (start + step * i) if i < half else base ** (end - step * (last - i))


@_jit
def logspace_fill(out, start, end, step, half, last, base):
    # i is the index converted to the compute dtype (PyTorch's step * idx),
    # through the buffer itself, so the kernel's sums stay in that dtype
    for k in range(out.shape[0]):
        out[k] = k
        out[k] = _logspace_value(out[k], start, end, step, half, last, base)


# ---- randperm: randperm(int n, *, dtype? dtype=None, Device? device=None, bool requires_grad=False) -> Tensor
@_jit
def randperm_fill(out, n, key, ctr):
    # Fisher-Yates from the last position down: position i swaps with a
    # uniform j in [0, i], from draw i
    for i in range(n):
        out[i] = i
    for i in range(n - 1, 0, -1):
        j = np.int64(_rng_bits(key, ctr + np.uint64(i)) % np.uint64(i + 1))
        t = out[i]
        out[i] = out[j]
        out[j] = t


# ---- multinomial: multinomial(Tensor input, int num_samples, bool replacement=False) -> Tensor
@_jit
def multinomial_rows(probs, out, rows, n, k, replacement, key, ctr, cdf, keys):
    for r in range(rows):
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


# ---- uniform_: uniform_(Tensor self, float from_=0, float to=1, *, Generator? generator=None) -> Tensor
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


# ---- normal_: normal_(Tensor self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor
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


# ---- normal: normal(Tensor mean, Tensor std=1, int[]? size=None, *, Generator? generator=None, dtype? dtype=None, Layout? layout=None, Device? device=None, bool pin_memory=False, bool requires_grad=False) -> Tensor
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


# ---- cauchy_: cauchy_(Tensor self, float median=0, float sigma=1, *, Generator? generator=None) -> Tensor
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


# ---- exponential_: exponential_(Tensor self, float lambd=1, *, Generator? generator=None) -> Tensor
@_jit_math
def _rk_exponential_(u, lambd):
    return -_vm_log1p(u, -u) / lambd


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


# ---- log_normal_: log_normal_(Tensor self, float mean=1, float std=2, *, Generator? generator=None) -> Tensor
@_jit_math
def _rk_log_normal_(z, mean, std):
    return _vm_exp(z, mean + std * z)


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


# ---- bernoulli_: bernoulli_(Tensor self, Tensor p=0.5, *, Generator? generator=None) -> Tensor
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


# ---- bernoulli: bernoulli(Tensor self, Tensor? p=None, *, Generator? generator=None) -> Tensor
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


# ---- random_: random_(Tensor self, int? from_=None, int? to=None, *, Generator? generator=None) -> Tensor
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
def relu_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_relu(self[i]), self)


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


# ---- threshold_backward: threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor
@_jit
def _threshold_backward(grad_output, self, threshold):
    return 0 if self <= threshold else grad_output


@_jit
def threshold_backward_1d(grad_output, self, out, threshold):
    for i in range(out.shape[0]):
        out[i] = store_value(_threshold_backward(grad_output[i], self[i], threshold), out)


@_jit
def threshold_backward_1di(grad_output, self, threshold):
    for i in range(grad_output.shape[0]):
        grad_output[i] = store_value(_threshold_backward(grad_output[i], self[i], threshold), grad_output)


@_jit
def threshold_backward_nd(grad_output, self, out, threshold):
    for idx in np.ndindex(out.shape[:-1]):
        grad_output_row = grad_output[idx]
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_threshold_backward(grad_output_row[i], self_row[i], threshold), out_row)


@_jit_pw_par
def threshold_backward_1dp(grad_output, self, out, threshold):
    for i in prange(out.shape[0]):
        out[i] = store_value(_threshold_backward(grad_output[i], self[i], threshold), out)


@_jit_pw_par
def threshold_backward_ndp(grad_output, self, out, threshold):
    for r in prange(out.shape[0]):
        grad_output_sub = grad_output[r]
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            grad_output_row = grad_output_sub[idx]
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_threshold_backward(grad_output_row[i], self_row[i], threshold), out_row)


# ---- gelu: gelu(Tensor self, *, str approximate='none') -> Tensor
@_jit_math
def _gelu__none(self):
    return 0.5 * self * _vm_erfc(self, -self * 0.7071067811865476)


@_jit
def gelu__none_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_gelu__none(self[i]), out)


@_jit
def gelu__none_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_gelu__none(self[i]), self)


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

@_jit_math
def _gelu__tanh(self):
    return self / (1.0 + _vm_exp(self, -1.5957691216057308 * (self + 0.044715 * self * self * self)))


@_jit
def gelu__tanh_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_gelu__tanh(self[i]), out)


@_jit
def gelu__tanh_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_gelu__tanh(self[i]), self)


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


# ---- _gelu_backward: _gelu_backward(Tensor grad_output, Tensor self, *, str approximate='none') -> Tensor
@_jit_math
def __gelu_backward__none(grad_output, self):
    return grad_output * (0.5 * _vm_erfc(grad_output, -self * 0.7071067811865476) + self * _vm_exp(grad_output, -0.5 * self * self) * 0.3989422804014327)


@_jit
def _gelu_backward__none_1d(grad_output, self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(__gelu_backward__none(grad_output[i], self[i]), out)


@_jit
def _gelu_backward__none_1di(grad_output, self):
    for i in range(grad_output.shape[0]):
        grad_output[i] = store_value(__gelu_backward__none(grad_output[i], self[i]), grad_output)


@_jit
def _gelu_backward__none_nd(grad_output, self, out):
    for idx in np.ndindex(out.shape[:-1]):
        grad_output_row = grad_output[idx]
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(__gelu_backward__none(grad_output_row[i], self_row[i]), out_row)


@_jit_pw_par
def _gelu_backward__none_1dp(grad_output, self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(__gelu_backward__none(grad_output[i], self[i]), out)


@_jit_pw_par
def _gelu_backward__none_ndp(grad_output, self, out):
    for r in prange(out.shape[0]):
        grad_output_sub = grad_output[r]
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            grad_output_row = grad_output_sub[idx]
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(__gelu_backward__none(grad_output_row[i], self_row[i]), out_row)

@_jit_math
def __gelu_backward__tanh(grad_output, self):
    return grad_output * (0.5 * (1.0 + _vm_tanh(grad_output, 0.7978845608028654 * (self + 0.044715 * self * self * self))) + 0.5 * self * (1.0 - _vm_tanh(grad_output, 0.7978845608028654 * (self + 0.044715 * self * self * self)) ** 2) * 0.7978845608028654 * (1.0 + 3.0 * 0.044715 * self * self))


@_jit
def _gelu_backward__tanh_1d(grad_output, self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(__gelu_backward__tanh(grad_output[i], self[i]), out)


@_jit
def _gelu_backward__tanh_1di(grad_output, self):
    for i in range(grad_output.shape[0]):
        grad_output[i] = store_value(__gelu_backward__tanh(grad_output[i], self[i]), grad_output)


@_jit
def _gelu_backward__tanh_nd(grad_output, self, out):
    for idx in np.ndindex(out.shape[:-1]):
        grad_output_row = grad_output[idx]
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(__gelu_backward__tanh(grad_output_row[i], self_row[i]), out_row)


@_jit_pw_par
def _gelu_backward__tanh_1dp(grad_output, self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(__gelu_backward__tanh(grad_output[i], self[i]), out)


@_jit_pw_par
def _gelu_backward__tanh_ndp(grad_output, self, out):
    for r in prange(out.shape[0]):
        grad_output_sub = grad_output[r]
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            grad_output_row = grad_output_sub[idx]
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(__gelu_backward__tanh(grad_output_row[i], self_row[i]), out_row)


# ---- silu: silu(Tensor self) -> Tensor
@_jit_math
def _silu(self):
    return self / (1.0 + _vm_exp(self, -self))


@_jit
def silu_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_silu(self[i]), out)


@_jit
def silu_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_silu(self[i]), self)


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
@_jit_math
def _nt_softmax(x, m):
    return _vm_exp(x, x - m)


@_jit_nrm
def _no_softmax(x, m, s, e):
    return e / s


@_jit_nrm_rows
def softmax_last(x_flat, out_flat, n):
    # flat C-contiguous blocks of rows of n (n > 0): the caller needs no reshape
    x = x_flat.reshape(x_flat.shape[0] // n, n)
    out = out_flat.reshape(out_flat.shape[0] // n, n)
    rows = x.shape[0]
    m = np.empty(rows, x.dtype)
    for r in range(rows):
        mr = _nrm_rowmax(x[r])
        m[r] = mr
        o = out[r]
        for i in range(n):  # each element's row max beside it, so the terms run as one flat loop
            o[i] = mr
    for i in range(out_flat.shape[0]):  # no carried sum: vectorises, without a start-up per row
        out_flat[i] = _nt_softmax(x_flat[i], out_flat[i])
    for r in range(rows):
        row = x[r]
        o = out[r]
        mr = m[r]
        s = _nrm_rowsum(o)
        for i in range(n):
            o[i] = _no_softmax(row[i], mr, s, o[i])


@_jit_nrm_rows
def softmax_mid(x, out):
    for a in range(x.shape[0]):
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
def softmax_last_par(x_flat, out_flat, n):
    # flat C-contiguous blocks of rows of n (n > 0): the caller needs no reshape
    x = x_flat.reshape(x_flat.shape[0] // n, n)
    out = out_flat.reshape(out_flat.shape[0] // n, n)
    rows = x.shape[0]
    m = np.empty(rows, x.dtype)
    for r in prange(rows):
        mr = _nrm_rowmax(x[r])
        m[r] = mr
        o = out[r]
        for i in range(n):  # each element's row max beside it, so the terms run as one flat loop
            o[i] = mr
    for i in prange(out_flat.shape[0]):  # no carried sum: vectorises, without a start-up per row
        out_flat[i] = _nt_softmax(x_flat[i], out_flat[i])
    for r in prange(rows):
        row = x[r]
        o = out[r]
        mr = m[r]
        s = _nrm_rowsum(o)
        for i in range(n):
            o[i] = _no_softmax(row[i], mr, s, o[i])


@_jit_nrm_par
def softmax_mid_par(x, out):
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
        if st == 1:
            # a contiguous segment (a jagged row along its last dim): the dense
            # rows' passes, which vectorize (the terms' loop carries no sum; the
            # max and the float64 sum run in 16 explicit lanes), same bits as a row
            row = x[b:b + k]
            o = out[b:b + k]
            m = _nrm_rowmax(row)
            for i in range(k):
                o[i] = _nt_softmax(row[i], m)
            s = _nrm_rowsum(o)
            for i in range(k):
                o[i] = _no_softmax(row[i], m, s, o[i])
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
@_jit_math
def _nt_log_softmax(x, m):
    return _vm_exp(x, x - m)


@_jit_math
def _no_log_softmax(x, m, s, e):
    return x - m - _vm_log(x, s)


@_jit_nrm_rows
def log_softmax_last(x_flat, out_flat, n):
    # flat C-contiguous blocks of rows of n (n > 0): the caller needs no reshape
    x = x_flat.reshape(x_flat.shape[0] // n, n)
    out = out_flat.reshape(out_flat.shape[0] // n, n)
    rows = x.shape[0]
    m = np.empty(rows, x.dtype)
    for r in range(rows):
        mr = _nrm_rowmax(x[r])
        m[r] = mr
        o = out[r]
        for i in range(n):  # each element's row max beside it, so the terms run as one flat loop
            o[i] = mr
    for i in range(out_flat.shape[0]):  # no carried sum: vectorises, without a start-up per row
        out_flat[i] = _nt_log_softmax(x_flat[i], out_flat[i])
    for r in range(rows):
        row = x[r]
        o = out[r]
        mr = m[r]
        s = _nrm_rowsum(o)
        for i in range(n):
            o[i] = _no_log_softmax(row[i], mr, s, o[i])


@_jit_nrm_rows
def log_softmax_mid(x, out):
    for a in range(x.shape[0]):
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
def log_softmax_last_par(x_flat, out_flat, n):
    # flat C-contiguous blocks of rows of n (n > 0): the caller needs no reshape
    x = x_flat.reshape(x_flat.shape[0] // n, n)
    out = out_flat.reshape(out_flat.shape[0] // n, n)
    rows = x.shape[0]
    m = np.empty(rows, x.dtype)
    for r in prange(rows):
        mr = _nrm_rowmax(x[r])
        m[r] = mr
        o = out[r]
        for i in range(n):  # each element's row max beside it, so the terms run as one flat loop
            o[i] = mr
    for i in prange(out_flat.shape[0]):  # no carried sum: vectorises, without a start-up per row
        out_flat[i] = _nt_log_softmax(x_flat[i], out_flat[i])
    for r in prange(rows):
        row = x[r]
        o = out[r]
        mr = m[r]
        s = _nrm_rowsum(o)
        for i in range(n):
            o[i] = _no_log_softmax(row[i], mr, s, o[i])


@_jit_nrm_par
def log_softmax_mid_par(x, out):
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
        if st == 1:
            # a contiguous segment (a jagged row along its last dim): the dense
            # rows' passes, which vectorize (the terms' loop carries no sum; the
            # max and the float64 sum run in 16 explicit lanes), same bits as a row
            row = x[b:b + k]
            o = out[b:b + k]
            m = _nrm_rowmax(row)
            for i in range(k):
                o[i] = _nt_log_softmax(row[i], m)
            s = _nrm_rowsum(o)
            for i in range(k):
                o[i] = _no_log_softmax(row[i], m, s, o[i])
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

# ---- cross: cross(Tensor self, Tensor other, dim? dim=None) -> Tensor

# ---- cdist: cdist(Tensor x1, Tensor x2, float p=2.0, str compute_mode='use_mm_for_euclid_dist_if_necessary') -> Tensor

# ---- tensordot: tensordot(Tensor a, Tensor b, int[] dims=2) -> Tensor

# ---- kron: kron(Tensor self, Tensor other) -> Tensor

# ---- einsum: einsum(Tensor[] args) -> Tensor

# ---- addbmm: addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor

# ---- addr: addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor

# ---- baddbmm: baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
@_jit
def _baddbmm_epilogue(acc, self, beta, alpha):
    return alpha * acc if beta == 0 else beta * self + alpha * acc


@_jit_red
def baddbmm_bmm(a, b, c, out, beta, alpha):
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
            orow[j] = _baddbmm_epilogue(acc[j], crow[j], beta, alpha)


@_jit_par
def baddbmm_bmm_par(a, b, c, out, beta, alpha):
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
            orow[j] = _baddbmm_epilogue(acc[j], crow[j], beta, alpha)


@_jit
def baddbmm_epilogue(res, c, out, beta, alpha):
    Bt, M, N = out.shape
    for bi in range(Bt):
        for i in range(M):
            rrow = res[bi, i]
            crow = c[bi, i]
            orow = out[bi, i]
            for j in range(N):
                orow[j] = _baddbmm_epilogue(rrow[j], crow[j], beta, alpha)


# ---- positive: positive(Tensor self) -> Tensor

# ---- trace: trace(Tensor self) -> Tensor

# ---- outer: outer(Tensor self, Tensor vec2) -> Tensor

# ---- ger: ger(Tensor self, Tensor vec2) -> Tensor

# ---- inner: inner(Tensor self, Tensor other) -> Tensor

# ---- vdot: vdot(Tensor self, Tensor other) -> Tensor

# ---- embedding_bag: embedding_bag(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, int mode=0, bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False, int? padding_idx=None) -> (Tensor, Tensor, Tensor, Tensor)

# ---- grid_sampler: grid_sampler(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor

# ---- affine_grid_generator: affine_grid_generator(Tensor theta, int[] size, bool align_corners) -> Tensor

# ---- _upsample_bicubic2d: _upsample_bicubic2d(Tensor self, int[] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor

# ---- _upsample_bilinear2d_aa: _upsample_bilinear2d_aa(Tensor self, int[] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor

# ---- _upsample_bicubic2d_aa: _upsample_bicubic2d_aa(Tensor self, int[] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor

# ---- _upsample_lanczos2d_aa: _upsample_lanczos2d_aa(Tensor self, int[] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor

# ---- _ctc_nll: _ctc_nll(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank=0, bool zero_infinity=False) -> Tensor
@_jit
def _ctc_nll_ctc(lp, targets, toffs, ilen, tlen, blank, t_max, n, c, w, nll, la):
    for b in range(n):
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
@_jit
def _ctc_nll_backward_ctc(lp, targets, toffs, ilen, tlen, blank, t_max, n, c, w, nll, la, scratch, gout, zero_infinity, lb, g):
    for b in range(n):
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
@_jit
def _lstm_layer_rnn(gi, w_hh, b_hh, w_hr, h0, c0, lengths, cst, reverse, has_bias, has_proj, has_len, t_len, n, hid,
                    hp, out, hy, cy, ws):
    one = cst[1]
    gw = 4 * hid
    ww = 6 * hid
    wt = np.ascontiguousarray(w_hh.reshape((gw, hp)).T)
    h = h0.reshape((n, hp)).copy()
    gh = np.empty((n, gw), cst.dtype)
    c = c0.reshape((n, hid)).copy()
    hu = np.empty((n, hid), cst.dtype)
    if has_proj:
        wrt = np.ascontiguousarray(w_hr.reshape((hp, hid)).T)
        r = np.empty((n, hp), cst.dtype)
    else:
        wrt = np.zeros((1, 1), cst.dtype)
        r = np.zeros((1, 1), cst.dtype)
    gi3 = gi.reshape((t_len, n, gw))
    out3 = out.reshape((t_len, n, hp))
    ws3 = ws.reshape((t_len, n, ww))
    for s in range(t_len):
        t = t_len - 1 - s if reverse else s
        _rnn_mm(h, wt, gh)
        for b in range(n):
            if has_len and t >= lengths[b]:
                for k in range(hp):
                    out3[t, b, k] = 0
                for k in range(ww):
                    ws3[t, b, k] = 0
                continue
            if has_bias:
                for j in range(gw):
                    gh[b, j] += b_hh[j]
            # a pass per gate over its contiguous slice, each a loop LLVM can vectorize (the
            # pre-activations land in the workspace, then each gate in place)
            for j in range(gw):
                ws3[t, b, j] = gi3[t, b, j] + gh[b, j]
            for j in range(2 * hid):
                ws3[t, b, j] = _rnn_sigmoid(one, ws3[t, b, j])
            for j in range(2 * hid, 3 * hid):
                ws3[t, b, j] = _vm_tanh(one, ws3[t, b, j])
            for j in range(3 * hid, gw):
                ws3[t, b, j] = _rnn_sigmoid(one, ws3[t, b, j])
            for j in range(hid):
                cv = ws3[t, b, hid + j] * c[b, j] + ws3[t, b, j] * ws3[t, b, 2 * hid + j]
                ws3[t, b, gw + j] = cv
                c[b, j] = cv
            for j in range(hid):
                ws3[t, b, gw + hid + j] = _vm_tanh(one, ws3[t, b, gw + j])
            for j in range(hid):
                hu[b, j] = ws3[t, b, 3 * hid + j] * ws3[t, b, gw + hid + j]
            if not has_proj:
                for j in range(hid):
                    h[b, j] = hu[b, j]
                    out3[t, b, j] = hu[b, j]
        if has_proj:
            _rnn_mm(hu, wrt, r)
            for b in range(n):
                if not (has_len and t >= lengths[b]):
                    for k in range(hp):
                        h[b, k] = r[b, k]
                        out3[t, b, k] = r[b, k]
    cy[:] = c.reshape(-1)
    hy[:] = h.reshape(-1)


# ---- _gru_layer: _gru_layer(Tensor input, Tensor weight_hh, Tensor? bias_hh, Tensor hx, bool reverse=False, Tensor? lengths=None) -> (Tensor output, Tensor hy, Tensor workspace)
@_jit
def _gru_layer_rnn(gi, w_hh, b_hh, w_hr, h0, c0, lengths, cst, reverse, has_bias, has_proj, has_len, t_len, n, hid,
                   hp, out, hy, cy, ws):
    one = cst[1]
    gw = 3 * hid
    ww = 4 * hid
    wt = np.ascontiguousarray(w_hh.reshape((gw, hp)).T)
    h = h0.reshape((n, hp)).copy()
    gh = np.empty((n, gw), cst.dtype)
    gi3 = gi.reshape((t_len, n, gw))
    out3 = out.reshape((t_len, n, hp))
    ws3 = ws.reshape((t_len, n, ww))
    for s in range(t_len):
        t = t_len - 1 - s if reverse else s
        _rnn_mm(h, wt, gh)
        for b in range(n):
            if has_len and t >= lengths[b]:
                for k in range(hp):
                    out3[t, b, k] = 0
                for k in range(ww):
                    ws3[t, b, k] = 0
                continue
            if has_bias:
                for j in range(gw):
                    gh[b, j] += b_hh[j]
            # (r, z, n, h W_hn^T + b_hn): a pass each, as the LSTM's
            for j in range(2 * hid):
                ws3[t, b, j] = _rnn_sigmoid(one, gi3[t, b, j] + gh[b, j])
            for j in range(hid):
                ws3[t, b, 3 * hid + j] = gh[b, 2 * hid + j]
            for j in range(hid):
                ws3[t, b, 2 * hid + j] = _vm_tanh(one, gi3[t, b, 2 * hid + j] + ws3[t, b, j] * gh[b, 2 * hid + j])
            for j in range(hid):
                nv = ws3[t, b, 2 * hid + j]
                hv = (h[b, j] - nv) * ws3[t, b, hid + j] + nv
                h[b, j] = hv
                out3[t, b, j] = hv
    hy[:] = h.reshape(-1)


# ---- _rnn_tanh_layer: _rnn_tanh_layer(Tensor input, Tensor weight_hh, Tensor? bias_hh, Tensor hx, bool reverse=False, Tensor? lengths=None) -> (Tensor output, Tensor hy, Tensor workspace)
@_jit
def _rnn_tanh_layer_rnn(gi, w_hh, b_hh, w_hr, h0, c0, lengths, cst, reverse, has_bias, has_proj, has_len, t_len, n, hid,
                        hp, out, hy, cy, ws):
    one = cst[1]
    gw = 1 * hid
    ww = 1 * hid
    wt = np.ascontiguousarray(w_hh.reshape((gw, hp)).T)
    h = h0.reshape((n, hp)).copy()
    gh = np.empty((n, gw), cst.dtype)
    gi3 = gi.reshape((t_len, n, gw))
    out3 = out.reshape((t_len, n, hp))
    ws3 = ws.reshape((t_len, n, ww))
    for s in range(t_len):
        t = t_len - 1 - s if reverse else s
        _rnn_mm(h, wt, gh)
        for b in range(n):
            if has_len and t >= lengths[b]:
                for k in range(hp):
                    out3[t, b, k] = 0
                for k in range(ww):
                    ws3[t, b, k] = 0
                continue
            if has_bias:
                for j in range(gw):
                    gh[b, j] += b_hh[j]
            for j in range(hid):
                ws3[t, b, j] = _rnn_tanh_cell(one, gi3[t, b, j] + gh[b, j])
            for j in range(hid):
                h[b, j] = ws3[t, b, j]
                out3[t, b, j] = ws3[t, b, j]
    hy[:] = h.reshape(-1)


# ---- _rnn_relu_layer: _rnn_relu_layer(Tensor input, Tensor weight_hh, Tensor? bias_hh, Tensor hx, bool reverse=False, Tensor? lengths=None) -> (Tensor output, Tensor hy, Tensor workspace)
@_jit
def _rnn_relu_layer_rnn(gi, w_hh, b_hh, w_hr, h0, c0, lengths, cst, reverse, has_bias, has_proj, has_len, t_len, n, hid,
                        hp, out, hy, cy, ws):
    one = cst[1]
    gw = 1 * hid
    ww = 1 * hid
    wt = np.ascontiguousarray(w_hh.reshape((gw, hp)).T)
    h = h0.reshape((n, hp)).copy()
    gh = np.empty((n, gw), cst.dtype)
    gi3 = gi.reshape((t_len, n, gw))
    out3 = out.reshape((t_len, n, hp))
    ws3 = ws.reshape((t_len, n, ww))
    for s in range(t_len):
        t = t_len - 1 - s if reverse else s
        _rnn_mm(h, wt, gh)
        for b in range(n):
            if has_len and t >= lengths[b]:
                for k in range(hp):
                    out3[t, b, k] = 0
                for k in range(ww):
                    ws3[t, b, k] = 0
                continue
            if has_bias:
                for j in range(gw):
                    gh[b, j] += b_hh[j]
            for j in range(hid):
                ws3[t, b, j] = _rnn_relu_cell(one, gi3[t, b, j] + gh[b, j])
            for j in range(hid):
                h[b, j] = ws3[t, b, j]
                out3[t, b, j] = ws3[t, b, j]
    hy[:] = h.reshape(-1)


# ---- _lstm_layer_backward: _lstm_layer_backward(Tensor? grad_output, Tensor? grad_hy, Tensor? grad_cy, Tensor weight_hh, Tensor? weight_hr, Tensor hx, Tensor cx, Tensor output, Tensor workspace, bool reverse=False, Tensor? lengths=None) -> (Tensor grad_input, Tensor grad_weight_hh, Tensor grad_bias_hh, Tensor grad_weight_hr, Tensor grad_hx, Tensor grad_cx)
@_jit
def _lstm_layer_backward_rnn(gout, ghy, gcy, has_gout, has_ghy, has_gcy, w_hh, w_hr, h0, c0, out, ws, lengths, cst, reverse,
                             has_proj, has_len, t_len, n, hid, hp, dgi, dw_hh, db_hh, dh0, dc0, dw_hr):
    one = cst[1]
    gw = 4 * hid
    ww = 6 * hid
    w = w_hh.reshape((gw, hp))
    dh = np.zeros((n, hp), cst.dtype)
    if has_ghy:
        dh[:] = ghy.reshape((n, hp))
    hprev = np.empty((t_len, n, hp), cst.dtype)
    dhrec = np.empty((n, hp), cst.dtype)
    out3 = out.reshape((t_len, n, hp))
    ws3 = ws.reshape((t_len, n, ww))
    dgi3 = dgi.reshape((t_len, n, gw))
    h0_ = h0.reshape((n, hp))
    dgh3 = dgi3
    dc = np.zeros((n, hid), cst.dtype)
    if has_gcy:
        dc[:] = gcy.reshape((n, hid))
    c0_ = c0.reshape((n, hid))
    if has_proj:
        wr = w_hr.reshape((hp, hid))
        dr = np.empty((t_len, n, hp), cst.dtype)
        hu = np.empty((t_len, n, hid), cst.dtype)
        dhu = np.empty((n, hid), cst.dtype)
    else:
        wr = np.zeros((1, 1), cst.dtype)
        dr = np.zeros((1, 1, 1), cst.dtype)
        hu = np.zeros((1, 1, 1), cst.dtype)
        dhu = np.zeros((1, 1), cst.dtype)
    for s in range(t_len):
        # the steps in the reverse of the forward's order; tp: the step before t in the forward's
        t = s if reverse else t_len - 1 - s
        tp = t + 1 if reverse else t - 1
        if has_gout:
            for b in range(n):
                if not (has_len and t >= lengths[b]):
                    for k in range(hp):
                        dh[b, k] += gout[(t * n + b) * hp + k]
        if has_proj:
            for b in range(n):
                live = not (has_len and t >= lengths[b])
                for k in range(hp):
                    dr[t, b, k] = dh[b, k] if live else 0
            _rnn_mm(dr[t], wr, dhu)
        for b in range(n):
            if has_len and t >= lengths[b]:
                for j in range(gw):
                    dgi3[t, b, j] = 0
                    dgh3[t, b, j] = 0
                for k in range(hp):
                    hprev[t, b, k] = 0
                if has_proj:
                    for j in range(hid):
                        hu[t, b, j] = 0
                continue
            prev = tp >= 0 and tp < t_len and not (has_len and tp >= lengths[b])
            for k in range(hp):
                hprev[t, b, k] = out3[tp, b, k] if prev else h0_[b, k]
            for j in range(hid):
                cp = ws3[tp, b, 4 * hid + j] if prev else c0_[b, j]
                dhv = dhu[b, j] if has_proj else dh[b, j]
                di, df, dg, do, dcp, huv = _lstm_cell_backward(one, ws3[t, b, j], ws3[t, b, hid + j],
                                                               ws3[t, b, 2 * hid + j], ws3[t, b, 3 * hid + j],
                                                               ws3[t, b, 5 * hid + j], cp, dhv, dc[b, j])
                dgi3[t, b, j] = di
                dgi3[t, b, hid + j] = df
                dgi3[t, b, 2 * hid + j] = dg
                dgi3[t, b, 3 * hid + j] = do
                dc[b, j] = dcp
                if has_proj:
                    hu[t, b, j] = huv
        _rnn_mm(dgh3[t], w, dhrec)
        for b in range(n):
            if not (has_len and t >= lengths[b]):
                for k in range(hp):
                    dh[b, k] = dhrec[b, k]
    dh0[:] = dh.reshape(-1)
    dc0[:] = dc.reshape(-1)
    rows = t_len * n
    _rnn_mm_tn(dgh3.reshape((rows, gw)), hprev.reshape((rows, hp)), dw_hh.reshape((gw, hp)))
    _rnn_col_sums(dgh3.reshape((rows, gw)), db_hh.reshape((1, gw))[0])
    if has_proj:
        _rnn_mm_tn(dr.reshape((rows, hp)), hu.reshape((rows, hid)), dw_hr.reshape((hp, hid)))


# ---- _gru_layer_backward: _gru_layer_backward(Tensor? grad_output, Tensor? grad_hy, Tensor weight_hh, Tensor hx, Tensor output, Tensor workspace, bool reverse=False, Tensor? lengths=None) -> (Tensor grad_input, Tensor grad_weight_hh, Tensor grad_bias_hh, Tensor grad_hx)
@_jit
def _gru_layer_backward_rnn(gout, ghy, gcy, has_gout, has_ghy, has_gcy, w_hh, w_hr, h0, c0, out, ws, lengths, cst, reverse,
                            has_proj, has_len, t_len, n, hid, hp, dgi, dw_hh, db_hh, dh0, dc0, dw_hr):
    one = cst[1]
    gw = 3 * hid
    ww = 4 * hid
    w = w_hh.reshape((gw, hp))
    dh = np.zeros((n, hp), cst.dtype)
    if has_ghy:
        dh[:] = ghy.reshape((n, hp))
    hprev = np.empty((t_len, n, hp), cst.dtype)
    dhrec = np.empty((n, hp), cst.dtype)
    out3 = out.reshape((t_len, n, hp))
    ws3 = ws.reshape((t_len, n, ww))
    dgi3 = dgi.reshape((t_len, n, gw))
    h0_ = h0.reshape((n, hp))
    dgh3 = np.empty((t_len, n, gw), cst.dtype)
    for s in range(t_len):
        # the steps in the reverse of the forward's order; tp: the step before t in the forward's
        t = s if reverse else t_len - 1 - s
        tp = t + 1 if reverse else t - 1
        if has_gout:
            for b in range(n):
                if not (has_len and t >= lengths[b]):
                    for k in range(hp):
                        dh[b, k] += gout[(t * n + b) * hp + k]
        for b in range(n):
            if has_len and t >= lengths[b]:
                for j in range(gw):
                    dgi3[t, b, j] = 0
                    dgh3[t, b, j] = 0
                for k in range(hp):
                    hprev[t, b, k] = 0
                continue
            prev = tp >= 0 and tp < t_len and not (has_len and tp >= lengths[b])
            for k in range(hp):
                hprev[t, b, k] = out3[tp, b, k] if prev else h0_[b, k]
            for j in range(hid):
                dr, dz, dn, dhn, dhz = _gru_cell_backward(one, ws3[t, b, j], ws3[t, b, hid + j],
                                                          ws3[t, b, 2 * hid + j], ws3[t, b, 3 * hid + j],
                                                          hprev[t, b, j], dh[b, j])
                dgi3[t, b, j] = dr
                dgi3[t, b, hid + j] = dz
                dgi3[t, b, 2 * hid + j] = dn
                dgh3[t, b, j] = dr
                dgh3[t, b, hid + j] = dz
                dgh3[t, b, 2 * hid + j] = dhn
                dh[b, j] = dhz
        _rnn_mm(dgh3[t], w, dhrec)
        for b in range(n):
            if not (has_len and t >= lengths[b]):
                for k in range(hp):
                    dh[b, k] += dhrec[b, k]
    dh0[:] = dh.reshape(-1)
    rows = t_len * n
    _rnn_mm_tn(dgh3.reshape((rows, gw)), hprev.reshape((rows, hp)), dw_hh.reshape((gw, hp)))
    _rnn_col_sums(dgh3.reshape((rows, gw)), db_hh.reshape((1, gw))[0])


# ---- _rnn_tanh_layer_backward: _rnn_tanh_layer_backward(Tensor? grad_output, Tensor? grad_hy, Tensor weight_hh, Tensor hx, Tensor output, Tensor workspace, bool reverse=False, Tensor? lengths=None) -> (Tensor grad_input, Tensor grad_weight_hh, Tensor grad_bias_hh, Tensor grad_hx)
@_jit
def _rnn_tanh_layer_backward_rnn(gout, ghy, gcy, has_gout, has_ghy, has_gcy, w_hh, w_hr, h0, c0, out, ws, lengths, cst, reverse,
                                 has_proj, has_len, t_len, n, hid, hp, dgi, dw_hh, db_hh, dh0, dc0, dw_hr):
    one = cst[1]
    gw = 1 * hid
    ww = 1 * hid
    w = w_hh.reshape((gw, hp))
    dh = np.zeros((n, hp), cst.dtype)
    if has_ghy:
        dh[:] = ghy.reshape((n, hp))
    hprev = np.empty((t_len, n, hp), cst.dtype)
    dhrec = np.empty((n, hp), cst.dtype)
    out3 = out.reshape((t_len, n, hp))
    ws3 = ws.reshape((t_len, n, ww))
    dgi3 = dgi.reshape((t_len, n, gw))
    h0_ = h0.reshape((n, hp))
    dgh3 = dgi3
    for s in range(t_len):
        # the steps in the reverse of the forward's order; tp: the step before t in the forward's
        t = s if reverse else t_len - 1 - s
        tp = t + 1 if reverse else t - 1
        if has_gout:
            for b in range(n):
                if not (has_len and t >= lengths[b]):
                    for k in range(hp):
                        dh[b, k] += gout[(t * n + b) * hp + k]
        for b in range(n):
            if has_len and t >= lengths[b]:
                for j in range(gw):
                    dgi3[t, b, j] = 0
                    dgh3[t, b, j] = 0
                for k in range(hp):
                    hprev[t, b, k] = 0
                continue
            prev = tp >= 0 and tp < t_len and not (has_len and tp >= lengths[b])
            for k in range(hp):
                hprev[t, b, k] = out3[tp, b, k] if prev else h0_[b, k]
            for j in range(hid):
                dgi3[t, b, j] = _rnn_tanh_cell_backward(one, ws3[t, b, j], dh[b, j])
        _rnn_mm(dgh3[t], w, dhrec)
        for b in range(n):
            if not (has_len and t >= lengths[b]):
                for k in range(hp):
                    dh[b, k] = dhrec[b, k]
    dh0[:] = dh.reshape(-1)
    rows = t_len * n
    _rnn_mm_tn(dgh3.reshape((rows, gw)), hprev.reshape((rows, hp)), dw_hh.reshape((gw, hp)))
    _rnn_col_sums(dgh3.reshape((rows, gw)), db_hh.reshape((1, gw))[0])


# ---- _rnn_relu_layer_backward: _rnn_relu_layer_backward(Tensor? grad_output, Tensor? grad_hy, Tensor weight_hh, Tensor hx, Tensor output, Tensor workspace, bool reverse=False, Tensor? lengths=None) -> (Tensor grad_input, Tensor grad_weight_hh, Tensor grad_bias_hh, Tensor grad_hx)
@_jit
def _rnn_relu_layer_backward_rnn(gout, ghy, gcy, has_gout, has_ghy, has_gcy, w_hh, w_hr, h0, c0, out, ws, lengths, cst, reverse,
                                 has_proj, has_len, t_len, n, hid, hp, dgi, dw_hh, db_hh, dh0, dc0, dw_hr):
    one = cst[1]
    gw = 1 * hid
    ww = 1 * hid
    w = w_hh.reshape((gw, hp))
    dh = np.zeros((n, hp), cst.dtype)
    if has_ghy:
        dh[:] = ghy.reshape((n, hp))
    hprev = np.empty((t_len, n, hp), cst.dtype)
    dhrec = np.empty((n, hp), cst.dtype)
    out3 = out.reshape((t_len, n, hp))
    ws3 = ws.reshape((t_len, n, ww))
    dgi3 = dgi.reshape((t_len, n, gw))
    h0_ = h0.reshape((n, hp))
    dgh3 = dgi3
    for s in range(t_len):
        # the steps in the reverse of the forward's order; tp: the step before t in the forward's
        t = s if reverse else t_len - 1 - s
        tp = t + 1 if reverse else t - 1
        if has_gout:
            for b in range(n):
                if not (has_len and t >= lengths[b]):
                    for k in range(hp):
                        dh[b, k] += gout[(t * n + b) * hp + k]
        for b in range(n):
            if has_len and t >= lengths[b]:
                for j in range(gw):
                    dgi3[t, b, j] = 0
                    dgh3[t, b, j] = 0
                for k in range(hp):
                    hprev[t, b, k] = 0
                continue
            prev = tp >= 0 and tp < t_len and not (has_len and tp >= lengths[b])
            for k in range(hp):
                hprev[t, b, k] = out3[tp, b, k] if prev else h0_[b, k]
            for j in range(hid):
                dgi3[t, b, j] = _rnn_relu_cell_backward(one, ws3[t, b, j], dh[b, j])
        _rnn_mm(dgh3[t], w, dhrec)
        for b in range(n):
            if not (has_len and t >= lengths[b]):
                for k in range(hp):
                    dh[b, k] = dhrec[b, k]
    dh0[:] = dh.reshape(-1)
    rows = t_len * n
    _rnn_mm_tn(dgh3.reshape((rows, gw)), hprev.reshape((rows, hp)), dw_hh.reshape((gw, hp)))
    _rnn_col_sums(dgh3.reshape((rows, gw)), db_hh.reshape((1, gw))[0])


# ---- pdist: pdist(Tensor self, float p=2) -> Tensor

# ---- _max_unpool2d: _max_unpool2d(Tensor self, Tensor indices, int[] output_size) -> Tensor

# ---- _max_unpool3d: _max_unpool3d(Tensor self, Tensor indices, int[] output_size, int[] stride, int[] padding) -> Tensor

# ---- to_padded_tensor: to_padded_tensor(Tensor self, float padding, int[]? output_size=None) -> Tensor

# ---- leaky_relu: leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor
@_jit
def _leaky_relu(self, negative_slope):
    return self if self > 0 else self * negative_slope


@_jit
def leaky_relu_1d(self, out, negative_slope):
    for i in range(out.shape[0]):
        out[i] = store_value(_leaky_relu(self[i], negative_slope), out)


@_jit
def leaky_relu_1di(self, negative_slope):
    for i in range(self.shape[0]):
        self[i] = store_value(_leaky_relu(self[i], negative_slope), self)


@_jit
def leaky_relu_nd(self, out, negative_slope):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_leaky_relu(self_row[i], negative_slope), out_row)


@_jit_pw_par
def leaky_relu_1dp(self, out, negative_slope):
    for i in prange(out.shape[0]):
        out[i] = store_value(_leaky_relu(self[i], negative_slope), out)


@_jit_pw_par
def leaky_relu_ndp(self, out, negative_slope):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_leaky_relu(self_row[i], negative_slope), out_row)


# ---- elu: elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor
@_jit_math
def _elu(self, alpha, scale, input_scale):
    return scale * self if self > 0 else scale * alpha * _vm_expm1(self, self * input_scale)


@_jit
def elu_1d(self, out, alpha, scale, input_scale):
    for i in range(out.shape[0]):
        out[i] = store_value(_elu(self[i], alpha, scale, input_scale), out)


@_jit
def elu_1di(self, alpha, scale, input_scale):
    for i in range(self.shape[0]):
        self[i] = store_value(_elu(self[i], alpha, scale, input_scale), self)


@_jit
def elu_nd(self, out, alpha, scale, input_scale):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_elu(self_row[i], alpha, scale, input_scale), out_row)


@_jit_pw_par
def elu_1dp(self, out, alpha, scale, input_scale):
    for i in prange(out.shape[0]):
        out[i] = store_value(_elu(self[i], alpha, scale, input_scale), out)


@_jit_pw_par
def elu_ndp(self, out, alpha, scale, input_scale):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_elu(self_row[i], alpha, scale, input_scale), out_row)


# ---- softplus: softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor
@_jit_math
def _softplus(self, beta, threshold):
    return self if self * beta > threshold else _vm_log1p(self, _vm_exp(self, self * beta)) / beta


@_jit
def softplus_1d(self, out, beta, threshold):
    for i in range(out.shape[0]):
        out[i] = store_value(_softplus(self[i], beta, threshold), out)


@_jit
def softplus_1di(self, beta, threshold):
    for i in range(self.shape[0]):
        self[i] = store_value(_softplus(self[i], beta, threshold), self)


@_jit
def softplus_nd(self, out, beta, threshold):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_softplus(self_row[i], beta, threshold), out_row)


@_jit_pw_par
def softplus_1dp(self, out, beta, threshold):
    for i in prange(out.shape[0]):
        out[i] = store_value(_softplus(self[i], beta, threshold), out)


@_jit_pw_par
def softplus_ndp(self, out, beta, threshold):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_softplus(self_row[i], beta, threshold), out_row)


# ---- _binary_cross_entropy: _binary_cross_entropy(Tensor self, Tensor target) -> Tensor
@_jit_math
def __binary_cross_entropy(self, target):
    return (target - 1.0) * (_vm_log1p(self, -self) if _vm_log1p(self, -self) > -100.0 else -100.0) - target * (_vm_log(self, self) if _vm_log(self, self) > -100.0 else -100.0)


@_jit
def _binary_cross_entropy_1d(self, target, out):
    for i in range(out.shape[0]):
        out[i] = store_value(__binary_cross_entropy(self[i], target[i]), out)


@_jit
def _binary_cross_entropy_1di(self, target):
    for i in range(self.shape[0]):
        self[i] = store_value(__binary_cross_entropy(self[i], target[i]), self)


@_jit
def _binary_cross_entropy_nd(self, target, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        target_row = target[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(__binary_cross_entropy(self_row[i], target_row[i]), out_row)


@_jit_pw_par
def _binary_cross_entropy_1dp(self, target, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(__binary_cross_entropy(self[i], target[i]), out)


@_jit_pw_par
def _binary_cross_entropy_ndp(self, target, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        target_sub = target[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            target_row = target_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(__binary_cross_entropy(self_row[i], target_row[i]), out_row)


# ---- logsigmoid: logsigmoid(Tensor self) -> Tensor
@_jit_math
def _logsigmoid(self):
    return (self if self < 0 else 0.0) - _vm_log1p(self, _vm_exp(self, -abs(self)))


@_jit
def logsigmoid_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_logsigmoid(self[i]), out)


@_jit
def logsigmoid_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_logsigmoid(self[i]), self)


@_jit
def logsigmoid_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_logsigmoid(self_row[i]), out_row)


@_jit_pw_par
def logsigmoid_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_logsigmoid(self[i]), out)


@_jit_pw_par
def logsigmoid_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_logsigmoid(self_row[i]), out_row)


# ---- hardtanh: hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor
@_jit
def _hardtanh(self, min_val, max_val):
    return min_val if self < min_val else (max_val if self > max_val else self)


@_jit
def hardtanh_1d(self, out, min_val, max_val):
    for i in range(out.shape[0]):
        out[i] = store_value(_hardtanh(self[i], min_val, max_val), out)


@_jit
def hardtanh_1di(self, min_val, max_val):
    for i in range(self.shape[0]):
        self[i] = store_value(_hardtanh(self[i], min_val, max_val), self)


@_jit
def hardtanh_nd(self, out, min_val, max_val):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_hardtanh(self_row[i], min_val, max_val), out_row)


@_jit_pw_par
def hardtanh_1dp(self, out, min_val, max_val):
    for i in prange(out.shape[0]):
        out[i] = store_value(_hardtanh(self[i], min_val, max_val), out)


@_jit_pw_par
def hardtanh_ndp(self, out, min_val, max_val):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_hardtanh(self_row[i], min_val, max_val), out_row)

@_jit
def _hardtanh__int(self, min_val, max_val):
    return int(min_val) if self < int(min_val) else (int(max_val) if self > int(max_val) else self)


@_jit
def hardtanh__int_1d(self, out, min_val, max_val):
    for i in range(out.shape[0]):
        out[i] = store_value(_hardtanh__int(self[i], min_val, max_val), out)


@_jit
def hardtanh__int_1di(self, min_val, max_val):
    for i in range(self.shape[0]):
        self[i] = store_value(_hardtanh__int(self[i], min_val, max_val), self)


@_jit
def hardtanh__int_nd(self, out, min_val, max_val):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_hardtanh__int(self_row[i], min_val, max_val), out_row)


@_jit_pw_par
def hardtanh__int_1dp(self, out, min_val, max_val):
    for i in prange(out.shape[0]):
        out[i] = store_value(_hardtanh__int(self[i], min_val, max_val), out)


@_jit_pw_par
def hardtanh__int_ndp(self, out, min_val, max_val):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_hardtanh__int(self_row[i], min_val, max_val), out_row)


# ---- mish: mish(Tensor self) -> Tensor
@_jit_math
def _mish(self):
    return self * _vm_tanh(self, self if self > 20 else _vm_log1p(self, _vm_exp(self, self)))


@_jit
def mish_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_mish(self[i]), out)


@_jit
def mish_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_mish(self[i]), self)


@_jit
def mish_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_mish(self_row[i]), out_row)


@_jit_pw_par
def mish_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_mish(self[i]), out)


@_jit_pw_par
def mish_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_mish(self_row[i]), out_row)


# ---- hardswish: hardswish(Tensor self) -> Tensor
@_jit
def _hardswish(self):
    return 0.0 * self if self <= -3 else (self if self >= 3 else self * (self + 3) / 6)


@_jit
def hardswish_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_hardswish(self[i]), out)


@_jit
def hardswish_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_hardswish(self[i]), self)


@_jit
def hardswish_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_hardswish(self_row[i]), out_row)


@_jit_pw_par
def hardswish_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_hardswish(self[i]), out)


@_jit_pw_par
def hardswish_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_hardswish(self_row[i]), out_row)


# ---- hardsigmoid: hardsigmoid(Tensor self) -> Tensor
@_jit
def _hardsigmoid(self):
    return 0.0 if self <= -3 else (1.0 if self >= 3 else self / 6 + 0.5)


@_jit
def hardsigmoid_1d(self, out):
    for i in range(out.shape[0]):
        out[i] = store_value(_hardsigmoid(self[i]), out)


@_jit
def hardsigmoid_1di(self):
    for i in range(self.shape[0]):
        self[i] = store_value(_hardsigmoid(self[i]), self)


@_jit
def hardsigmoid_nd(self, out):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(_hardsigmoid(self_row[i]), out_row)


@_jit_pw_par
def hardsigmoid_1dp(self, out):
    for i in prange(out.shape[0]):
        out[i] = store_value(_hardsigmoid(self[i]), out)


@_jit_pw_par
def hardsigmoid_ndp(self, out):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(_hardsigmoid(self_row[i]), out_row)


# ---- _adam_exp_avg: _adam_exp_avg(Tensor self, Tensor grad, Scalar weight) -> Tensor
@_jit
def __adam_exp_avg(self, grad, weight):
    return self + weight * (grad - self) if weight < 0.5 else grad - (grad - self) * (1 - weight)


@_jit
def _adam_exp_avg_1d(self, grad, out, weight):
    for i in range(out.shape[0]):
        out[i] = store_value(__adam_exp_avg(self[i], grad[i], weight), out)


@_jit
def _adam_exp_avg_1di(self, grad, weight):
    for i in range(self.shape[0]):
        self[i] = store_value(__adam_exp_avg(self[i], grad[i], weight), self)


@_jit
def _adam_exp_avg_nd(self, grad, out, weight):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        grad_row = grad[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(__adam_exp_avg(self_row[i], grad_row[i], weight), out_row)


@_jit_pw_par
def _adam_exp_avg_1dp(self, grad, out, weight):
    for i in prange(out.shape[0]):
        out[i] = store_value(__adam_exp_avg(self[i], grad[i], weight), out)


@_jit_pw_par
def _adam_exp_avg_ndp(self, grad, out, weight):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        grad_sub = grad[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            grad_row = grad_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(__adam_exp_avg(self_row[i], grad_row[i], weight), out_row)


# ---- _adam_exp_avg_sq: _adam_exp_avg_sq(Tensor self, Tensor grad, Scalar beta2, Scalar value) -> Tensor
@_jit
def __adam_exp_avg_sq(self, grad, beta2, value):
    return self * beta2 + value * grad * grad


@_jit
def _adam_exp_avg_sq_1d(self, grad, out, beta2, value):
    for i in range(out.shape[0]):
        out[i] = store_value(__adam_exp_avg_sq(self[i], grad[i], beta2, value), out)


@_jit
def _adam_exp_avg_sq_1di(self, grad, beta2, value):
    for i in range(self.shape[0]):
        self[i] = store_value(__adam_exp_avg_sq(self[i], grad[i], beta2, value), self)


@_jit
def _adam_exp_avg_sq_nd(self, grad, out, beta2, value):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        grad_row = grad[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(__adam_exp_avg_sq(self_row[i], grad_row[i], beta2, value), out_row)


@_jit_pw_par
def _adam_exp_avg_sq_1dp(self, grad, out, beta2, value):
    for i in prange(out.shape[0]):
        out[i] = store_value(__adam_exp_avg_sq(self[i], grad[i], beta2, value), out)


@_jit_pw_par
def _adam_exp_avg_sq_ndp(self, grad, out, beta2, value):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        grad_sub = grad[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            grad_row = grad_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(__adam_exp_avg_sq(self_row[i], grad_row[i], beta2, value), out_row)


# ---- _adam_param: _adam_param(Tensor self, Tensor exp_avg, Tensor denom_sq, Scalar step_size, Scalar bias_correction2_sqrt, Scalar eps, Scalar decay) -> Tensor
@_jit
def __adam_param(self, exp_avg, denom_sq, step_size, bias_correction2_sqrt, eps, decay):
    return self * decay + (-step_size) * exp_avg / (math.sqrt(denom_sq) / bias_correction2_sqrt + eps)


@_jit
def _adam_param_1d(self, exp_avg, denom_sq, out, step_size, bias_correction2_sqrt, eps, decay):
    for i in range(out.shape[0]):
        out[i] = store_value(__adam_param(self[i], exp_avg[i], denom_sq[i], step_size, bias_correction2_sqrt, eps, decay), out)


@_jit
def _adam_param_1di(self, exp_avg, denom_sq, step_size, bias_correction2_sqrt, eps, decay):
    for i in range(self.shape[0]):
        self[i] = store_value(__adam_param(self[i], exp_avg[i], denom_sq[i], step_size, bias_correction2_sqrt, eps, decay), self)


@_jit
def _adam_param_nd(self, exp_avg, denom_sq, out, step_size, bias_correction2_sqrt, eps, decay):
    for idx in np.ndindex(out.shape[:-1]):
        self_row = self[idx]
        exp_avg_row = exp_avg[idx]
        denom_sq_row = denom_sq[idx]
        out_row = out[idx]
        for i in range(out_row.shape[0]):
            out_row[i] = store_value(__adam_param(self_row[i], exp_avg_row[i], denom_sq_row[i], step_size, bias_correction2_sqrt, eps, decay), out_row)


@_jit_pw_par
def _adam_param_1dp(self, exp_avg, denom_sq, out, step_size, bias_correction2_sqrt, eps, decay):
    for i in prange(out.shape[0]):
        out[i] = store_value(__adam_param(self[i], exp_avg[i], denom_sq[i], step_size, bias_correction2_sqrt, eps, decay), out)


@_jit_pw_par
def _adam_param_ndp(self, exp_avg, denom_sq, out, step_size, bias_correction2_sqrt, eps, decay):
    for r in prange(out.shape[0]):
        self_sub = self[r]
        exp_avg_sub = exp_avg[r]
        denom_sq_sub = denom_sq[r]
        out_sub = out[r]
        for idx in np.ndindex(out_sub.shape[:-1]):
            self_row = self_sub[idx]
            exp_avg_row = exp_avg_sub[idx]
            denom_sq_row = denom_sq_sub[idx]
            out_row = out_sub[idx]
            for i in range(out_row.shape[0]):
                out_row[i] = store_value(__adam_param(self_row[i], exp_avg_row[i], denom_sq_row[i], step_size, bias_correction2_sqrt, eps, decay), out_row)


# ---- det: det(Tensor self) -> Tensor
@_jit_red
def det_lu(a, w, piv, info, out, batch, n):
    for b in range(batch):
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
@_jit_red
def slogdet_lu(a, w, piv, info, sign, out, batch, n):
    for b in range(batch):
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
@_jit_red
def logdet_lu(a, w, piv, info, sign, out, batch, n):
    for b in range(batch):
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
@_jit_red
def inverse_lu(a, w, piv, info, out, batch, n):
    for b in range(batch):
        base = b * n * n
        _lu_copy(a, w, base, n * n)
        info[b] = _lu_factor(w, base, n, n, piv, b * n, True)
        for e in range(n * n):
            out[base + e] = 0
        for i in range(n):
            out[base + i * n + i] = 1
        _lu_substitute(w, base, n, piv, b * n, out, base, n)


# ---- _linalg_solve: _linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor
@_jit_red
def _linalg_solve_lu(a, w, piv, info, x, batch, n, k):
    for b in range(batch):
        base = b * n * n
        _lu_copy(a, w, base, n * n)
        info[b] = _lu_factor(w, base, n, n, piv, b * n, True)
        _lu_substitute(w, base, n, piv, b * n, x, b * n * k, k)


# ---- _linalg_lu_factor_ex: _linalg_lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False) -> (Tensor LU, Tensor pivots, Tensor info)
@_jit_red
def _linalg_lu_factor_ex_lu(a, lu, piv, info, batch, m, n, pivot):
    for b in range(batch):
        # LU is the output itself: factored in place, pivots made 1-based after
        base = b * m * n
        k = min(m, n)
        _lu_copy(a, lu, base, m * n)
        info[b] = _lu_factor(lu, base, m, n, piv, b * k, pivot)
        for i in range(k):
            piv[b * k + i] = piv[b * k + i] + 1


# ---- _linalg_lu_solve: _linalg_lu_solve(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False) -> Tensor
@_jit_red
def _linalg_lu_solve_lu(lu, piv, x, batch, n, k, adjoint):
    for b in range(batch):
        if adjoint:
            _lu_substitute_t(lu, b * n * n, n, piv, b * n, x, b * n * k, k)
        else:
            _lu_substitute(lu, b * n * n, n, piv, b * n, x, b * n * k, k)


# ---- matrix_exp: matrix_exp(Tensor self) -> Tensor
@_jit_red
def matrix_exp_lu(a, w, piv, out, batch, n, coef, degs, thetas, nd):
    for b in range(batch):
        _lu_expm(a, b * n * n, w, b * 5 * n * n, piv, b * n, out, b * n * n, n, coef, degs, thetas, nd)


# ---- _linalg_svd: _linalg_svd(Tensor A, bool full_matrices=False, bool compute_uv=True, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)
@_jit_red
def _linalg_svd_dec(a, gt, vt, sv, w2, tau, tmp, qw, iw, u, s, vh, info, batch, m, n, ucols, vrows, want_uv, cst, sweeps):
    for b in range(batch):
        p = min(m, n)
        info[b] = _dec_finite(a, b * m * n, m * n)
        if info[b] != 0:
            for r in range(p):
                s[b * p + r] = math.nan
            if want_uv:
                for e in range(m * ucols):
                    u[b * m * ucols + e] = math.nan
                for e in range(vrows * n):
                    vh[b * vrows * n + e] = math.nan
            continue
        _dec_svd_lapack(a, b * m * n, m, n, ucols == m and vrows == n, u, b * m * ucols, ucols, s, b * p, vh,
                        b * vrows * n, vrows, want_uv)


# ---- _linalg_eigh: _linalg_eigh(Tensor A, str UPLO="L", bool compute_v=True) -> (Tensor eigenvalues, Tensor eigenvectors)
@_jit_red
def _linalg_eigh_dec(a, w, vt, iw, vals, vecs, batch, n, lower, want_v, cst, sweeps):
    for b in range(batch):
        wb = b * n * n
        if _dec_finite(a, wb, n * n) and _dec_eigh(a, wb, n, lower, w, wb, vt, wb, False, cst, 0):
            # (a non-finite value in the triangle read: NaN results; in the other triangle: ignored)
            for r in range(n):
                vals[b * n + r] = math.nan
            if want_v:
                for e in range(n * n):
                    vecs[wb + e] = math.nan
            continue
        L, V = _dec_eigh_lapack(a, wb, n, lower)
        for r in range(n):
            vals[b * n + r] = L[r]
            if want_v:
                for i in range(n):
                    vecs[wb + i * n + r] = V[i, r]


# ---- _linalg_qr: _linalg_qr(Tensor A, str mode='reduced') -> (Tensor Q, Tensor R)
@_jit_red
def _linalg_qr_dec(a, w, tau, tmp, q, r, batch, m, n, qc, rr, want_q, cst):
    for b in range(batch):
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
@_jit_red
def _linalg_cholesky_ex_dec(a, out, info, batch, n, upper):
    for b in range(batch):
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
@_jit_red
def _linalg_solve_triangular_dec(a, x, batch, n, k, upper, unit):
    for b in range(batch):
        _dec_trsm(a, b * n * n, n, x, b * n * k, k, upper, unit, False)


# ---- _linalg_pinv: _linalg_pinv(Tensor self, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor
@_jit_red
def _linalg_pinv_dec(a, gt, vt, sv, out, atol, rtol, info, batch, m, n, hermitian, cst, sweeps):
    for b in range(batch):
        # pinv: the sum over the kept singular (eigen) values of right_r left_r^T / value_r,
        # kept: above max(atol, rtol * the largest |value|), as torch
        ob = b * n * m
        for e in range(n * m):
            out[ob + e] = 0
        if hermitian:
            wb = b * n * n
            if _dec_finite(a, wb, n * n) and _dec_eigh(a, wb, n, True, gt, wb, vt, wb, False, cst, 0):
                for e in range(n * n):
                    out[ob + e] = math.nan
                continue
            L, V = _dec_eigh_lapack(a, wb, n, True)
            top = 0.0
            for j in range(n):
                top = max(top, abs(L[j]))
            tol = max(atol[b], rtol[b] * top)
            for j in range(n):
                if abs(L[j]) > tol:
                    for i in range(n):
                        f = V[i, j] / L[j]
                        for c in range(n):
                            out[ob + i * n + c] = out[ob + i * n + c] + f * V[c, j]
        else:
            info[b] = _dec_finite(a, b * m * n, m * n)
            if info[b] != 0:
                for e in range(n * m):
                    out[ob + e] = math.nan
                continue
            U, S, Vt = np.linalg.svd(a[b * m * n:(b + 1) * m * n].reshape((m, n)), full_matrices=False)
            tol = max(atol[b], rtol[b] * S[0])
            for j in range(min(m, n)):
                if S[j] > tol:
                    for r in range(n):
                        f = Vt[j, r] / S[j]
                        for c in range(m):
                            out[ob + r * m + c] = out[ob + r * m + c] + f * U[c, j]


# ---- cholesky_solve: cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor
@_jit_red
def cholesky_solve_dec(a, x, batch, n, k, upper):
    for b in range(batch):
        base = b * n * n
        # A = L L^T: L Y = B then L^T X = Y; A = U^T U: U^T Y = B then U X = Y
        _dec_trsm(a, base, n, x, b * n * k, k, False, False, upper)
        _dec_trsm(a, base, n, x, b * n * k, k, True, False, not upper)


# ---- cholesky_inverse: cholesky_inverse(Tensor self, bool upper=False) -> Tensor
@_jit_red
def cholesky_inverse_dec(a, out, info, batch, n, upper):
    for b in range(batch):
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

# ---- _mm_out_dtype: _mm_out_dtype(Tensor self, Tensor mat2, dtype out_dtype) -> Tensor

# ---- _bmm_out_dtype: _bmm_out_dtype(Tensor self, Tensor mat2, dtype out_dtype) -> Tensor

# ---- _addmm_out_dtype: _addmm_out_dtype(Tensor self, Tensor mat1, Tensor mat2, dtype out_dtype, *, Scalar beta=1, Scalar alpha=1) -> Tensor

# ---- _baddbmm_out_dtype: _baddbmm_out_dtype(Tensor self, Tensor batch1, Tensor batch2, dtype out_dtype, *, Scalar beta=1, Scalar alpha=1) -> Tensor

# ---- _im2col: _im2col(Tensor self, int[] kernel_size, int[] dilation, int[] padding, int[] stride) -> Tensor
@_jit_red
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

    # src: s0 offset, s1..s5 strides of (N, C, D, H, W); dst: contiguous (N, C * K, L).
    # Per row of OW outputs: zeros, then the columns [lo, hi) inside the input (fixed per
    # kernel offset), read with unsigned offsets (no negative-index wraparound: a row of a
    # unit step is then a plain vectorized copy), then zeros
    step = tw * s5
    for nc in range(nb * ch):
        n = nc // ch
        c = nc - n * ch
        base = s0 + n * s1 + c * s2
        for k in range(K):
            kd = k // (KH * KW)
            kh = (k // KW) % KH
            kw = k % KW
            off = kw * dw - pw
            lo = 0
            if off < 0:
                lo = (-off + tw - 1) // tw
            hi = 0
            if W - 1 - off >= 0:
                hi = (W - 1 - off) // tw + 1
            if hi > OW:
                hi = OW
            if lo > hi:
                lo = hi

            q0 = (nc * K + k) * L
            for od in range(OD):
                i_d = od * td - pd + kd * dd
                inside = i_d >= 0 and i_d < D
                for oh in range(OH):
                    i_h = oh * th - ph + kh * dh
                    q = np.uint64(q0 + (od * OH + oh) * OW)
                    if not inside or i_h < 0 or i_h >= H:
                        for ow in range(np.uint64(0), np.uint64(OW)):
                            dst[q + ow] = 0
                        continue
                    rb = np.uint64(base + i_d * s3 + i_h * s4 + off * s5)
                    for ow in range(np.uint64(0), np.uint64(lo)):
                        dst[q + ow] = 0
                    if step == 1:
                        for ow in range(np.uint64(lo), np.uint64(hi)):
                            dst[q + ow] = src[rb + ow]
                    else:
                        for ow in range(np.uint64(lo), np.uint64(hi)):
                            dst[q + ow] = src[rb + ow * np.uint64(step)]
                    for ow in range(np.uint64(hi), np.uint64(OW)):
                        dst[q + ow] = 0


@_jit_par
def _im2col_window_par(src, dst, g):
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

    # src: s0 offset, s1..s5 strides of (N, C, D, H, W); dst: contiguous (N, C * K, L).
    # Per row of OW outputs: zeros, then the columns [lo, hi) inside the input (fixed per
    # kernel offset), read with unsigned offsets (no negative-index wraparound: a row of a
    # unit step is then a plain vectorized copy), then zeros
    step = tw * s5
    for nc in prange(nb * ch):
        n = nc // ch
        c = nc - n * ch
        base = s0 + n * s1 + c * s2
        for k in range(K):
            kd = k // (KH * KW)
            kh = (k // KW) % KH
            kw = k % KW
            off = kw * dw - pw
            lo = 0
            if off < 0:
                lo = (-off + tw - 1) // tw
            hi = 0
            if W - 1 - off >= 0:
                hi = (W - 1 - off) // tw + 1
            if hi > OW:
                hi = OW
            if lo > hi:
                lo = hi

            q0 = (nc * K + k) * L
            for od in range(OD):
                i_d = od * td - pd + kd * dd
                inside = i_d >= 0 and i_d < D
                for oh in range(OH):
                    i_h = oh * th - ph + kh * dh
                    q = np.uint64(q0 + (od * OH + oh) * OW)
                    if not inside or i_h < 0 or i_h >= H:
                        for ow in range(np.uint64(0), np.uint64(OW)):
                            dst[q + ow] = 0
                        continue
                    rb = np.uint64(base + i_d * s3 + i_h * s4 + off * s5)
                    for ow in range(np.uint64(0), np.uint64(lo)):
                        dst[q + ow] = 0
                    if step == 1:
                        for ow in range(np.uint64(lo), np.uint64(hi)):
                            dst[q + ow] = src[rb + ow]
                    else:
                        for ow in range(np.uint64(lo), np.uint64(hi)):
                            dst[q + ow] = src[rb + ow * np.uint64(step)]
                    for ow in range(np.uint64(hi), np.uint64(OW)):
                        dst[q + ow] = 0


# ---- _col2im: _col2im(Tensor self, int[] output_size, int[] kernel_size, int[] dilation, int[] padding, int[] stride) -> Tensor
@_jit_red
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

    # src: s0 offset, s1..s3 strides of (N, C * K, L); dst: contiguous (N, C, D, H, W), zeroed here.
    # Per kernel offset the columns [lo, hi) land inside the input (unsigned offsets, as im2col)
    plane = D * H * W
    for nc in range(nb * ch):
        n = nc // ch
        c = nc - n * ch
        base = nc * plane
        for e in range(np.uint64(base), np.uint64(base + plane)):
            dst[e] = 0
        for k in range(K):
            kd = k // (KH * KW)
            kh = (k // KW) % KH
            kw = k % KW
            off = kw * dw - pw
            lo = 0
            if off < 0:
                lo = (-off + tw - 1) // tw
            hi = 0
            if W - 1 - off >= 0:
                hi = (W - 1 - off) // tw + 1
            if hi > OW:
                hi = OW
            if lo > hi:
                lo = hi

            rb = s0 + n * s1 + (c * K + k) * s2
            for od in range(OD):
                i_d = od * td - pd + kd * dd
                if i_d < 0 or i_d >= D:
                    continue
                for oh in range(OH):
                    i_h = oh * th - ph + kh * dh
                    if i_h < 0 or i_h >= H:
                        continue
                    q = np.uint64(base + (i_d * H + i_h) * W + off)
                    r = np.uint64(rb + (od * OH + oh) * OW * s3)
                    if tw == 1 and s3 == 1:
                        for ow in range(np.uint64(lo), np.uint64(hi)):
                            dst[q + ow] = dst[q + ow] + src[r + ow]
                    else:
                        for ow in range(np.uint64(lo), np.uint64(hi)):
                            p = q + ow * np.uint64(tw)
                            dst[p] = dst[p] + src[r + ow * np.uint64(s3)]


@_jit_par
def _col2im_window_par(src, dst, g):
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

    # src: s0 offset, s1..s3 strides of (N, C * K, L); dst: contiguous (N, C, D, H, W), zeroed here.
    # Per kernel offset the columns [lo, hi) land inside the input (unsigned offsets, as im2col)
    plane = D * H * W
    for nc in prange(nb * ch):
        n = nc // ch
        c = nc - n * ch
        base = nc * plane
        for e in range(np.uint64(base), np.uint64(base + plane)):
            dst[e] = 0
        for k in range(K):
            kd = k // (KH * KW)
            kh = (k // KW) % KH
            kw = k % KW
            off = kw * dw - pw
            lo = 0
            if off < 0:
                lo = (-off + tw - 1) // tw
            hi = 0
            if W - 1 - off >= 0:
                hi = (W - 1 - off) // tw + 1
            if hi > OW:
                hi = OW
            if lo > hi:
                lo = hi

            rb = s0 + n * s1 + (c * K + k) * s2
            for od in range(OD):
                i_d = od * td - pd + kd * dd
                if i_d < 0 or i_d >= D:
                    continue
                for oh in range(OH):
                    i_h = oh * th - ph + kh * dh
                    if i_h < 0 or i_h >= H:
                        continue
                    q = np.uint64(base + (i_d * H + i_h) * W + off)
                    r = np.uint64(rb + (od * OH + oh) * OW * s3)
                    if tw == 1 and s3 == 1:
                        for ow in range(np.uint64(lo), np.uint64(hi)):
                            dst[q + ow] = dst[q + ow] + src[r + ow]
                    else:
                        for ow in range(np.uint64(lo), np.uint64(hi)):
                            p = q + ow * np.uint64(tw)
                            dst[p] = dst[p] + src[r + ow * np.uint64(s3)]


# ---- _foreach_add_: _foreach_add_(Tensor[] self, Scalar other) -> ()
@_jit
def _foreach_add__foreach(self, other, _k0):
    for i in range(self.shape[0]):
        self[i] = store_value(_add(self[i], other, _k0), self)


# ---- _fused_adam_: _fused_adam_(Tensor[] params, Tensor[] grads, Tensor[] exp_avgs, Tensor[] exp_avg_sqs, Scalar weight, Scalar beta2, Scalar value, Scalar step_size, Scalar bias_correction2_sqrt, Scalar eps, Scalar decay, Scalar weight_decay, bool maximize) -> ()
@_jit
def _fused_adam__foreach(params, grads, exp_avgs, exp_avg_sqs, weight, beta2, value, step_size, bias_correction2_sqrt, eps, decay, weight_decay, maximize):
    for i in range(params.shape[0]):
        v_g = grads[i]
        if maximize:
            v_g = round_to(_neg(v_g), params)
        if weight_decay != 0:
            v_g = round_to(_add(v_g, params[i], weight_decay), params)
        exp_avgs[i] = store_value(__adam_exp_avg(exp_avgs[i], v_g, weight), exp_avgs)
        exp_avg_sqs[i] = store_value(__adam_exp_avg_sq(exp_avg_sqs[i], v_g, beta2, value), exp_avg_sqs)
        params[i] = store_value(__adam_param(params[i], exp_avgs[i], exp_avg_sqs[i], step_size, bias_correction2_sqrt, eps, decay), params)


# ---- _fused_adam_amsgrad_: _fused_adam_amsgrad_(Tensor[] params, Tensor[] grads, Tensor[] exp_avgs, Tensor[] exp_avg_sqs, Tensor[] max_exp_avg_sqs, Scalar weight, Scalar beta2, Scalar value, Scalar step_size, Scalar bias_correction2_sqrt, Scalar eps, Scalar decay, Scalar weight_decay, bool maximize) -> ()
@_jit
def _fused_adam_amsgrad__foreach(params, grads, exp_avgs, exp_avg_sqs, max_exp_avg_sqs, weight, beta2, value, step_size, bias_correction2_sqrt, eps, decay, weight_decay, maximize):
    for i in range(params.shape[0]):
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
@_jit
def _fused_sgd__foreach(params, grads, neg_lr, weight_decay, maximize):
    for i in range(params.shape[0]):
        v_g = grads[i]
        if maximize:
            v_g = round_to(_neg(v_g), params)
        if weight_decay != 0:
            v_g = round_to(_add(v_g, params[i], weight_decay), params)
        params[i] = store_value(_add(params[i], v_g, neg_lr), params)


# ---- _fused_sgd_momentum_: _fused_sgd_momentum_(Tensor[] params, Tensor[] grads, Tensor[] momentum_buffers, Scalar neg_lr, Scalar weight_decay, Scalar momentum, Scalar one_minus_dampening, bool nesterov, bool maximize) -> ()
@_jit
def _fused_sgd_momentum__foreach(params, grads, momentum_buffers, neg_lr, weight_decay, momentum, one_minus_dampening, nesterov, maximize):
    for i in range(params.shape[0]):
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
@_jit
def _fused_adadelta__foreach(params, grads, square_avgs, acc_deltas, rho, one_minus_rho, eps, neg_lr, weight_decay, maximize, _k0):
    for i in range(params.shape[0]):
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
@_jit_red
def _layer_norm_norm(x, w, b, out, mean, var, O, G, I, eps, has_w, has_b):
    n = O * I
    for g in range(G):
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
        r = 1.0 / math.sqrt(va + eps)
        for o in range(O):
            base = (o * G + g) * I
            for i in range(I):
                y = (x[base + i] - m) * r
                if has_w:
                    y = y * w[i]
                if has_b:
                    y = y + b[i]
                out[base + i] = y


@_jit_par
def _layer_norm_norm_par(x, w, b, out, mean, var, O, G, I, eps, has_w, has_b):
    n = O * I
    for g in prange(G):
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
        r = 1.0 / math.sqrt(va + eps)
        for o in range(O):
            base = (o * G + g) * I
            for i in range(I):
                y = (x[base + i] - m) * r
                if has_w:
                    y = y * w[i]
                if has_b:
                    y = y + b[i]
                out[base + i] = y


# ---- _batch_norm: _batch_norm(Tensor input, Tensor? weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)
@_jit_red
def _batch_norm_norm(x, w, b, out, mean, var, O, G, I, eps, has_w, has_b):
    n = O * I
    for g in range(G):
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
        r = 1.0 / math.sqrt(va + eps)
        for o in range(O):
            base = (o * G + g) * I
            for i in range(I):
                y = (x[base + i] - m) * r
                if has_w:
                    y = y * w[g]
                if has_b:
                    y = y + b[g]
                out[base + i] = y


@_jit_par
def _batch_norm_norm_par(x, w, b, out, mean, var, O, G, I, eps, has_w, has_b):
    n = O * I
    for g in prange(G):
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
        r = 1.0 / math.sqrt(va + eps)
        for o in range(O):
            base = (o * G + g) * I
            for i in range(I):
                y = (x[base + i] - m) * r
                if has_w:
                    y = y * w[g]
                if has_b:
                    y = y + b[g]
                out[base + i] = y


# ---- _layer_norm_backward: _layer_norm_backward(Tensor grad_out, Tensor input, Tensor mean, Tensor var, int[] normalized_shape, Tensor? weight, float eps, bool need_input, bool need_weight, bool need_bias) -> (Tensor, Tensor, Tensor)
@_jit_red
def _layer_norm_backward_norm(dy, x, mean, var, w, dx, dw, db, O, G, I, eps, has_w, need_x, need_w, need_b):
    n = O * I
    for g in range(G):
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

        if need_x and n > 0:
            a1 = s1 / n
            a2 = s2 / n
            for o in range(O):
                base = (o * G + g) * I
                for i in range(I):
                    xh = (x[base + i] - m) * r
                    d = np.float64(dy[base + i])
                    if has_w:
                        d = d * w[i]
                    dx[base + i] = r * (d - a1 - xh * a2)


@_jit_par
def _layer_norm_backward_norm_par(dy, x, mean, var, w, dx, dw, db, O, G, I, eps, has_w, need_x, need_w, need_b):
    n = O * I
    for g in prange(G):
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

        if need_x and n > 0:
            a1 = s1 / n
            a2 = s2 / n
            for o in range(O):
                base = (o * G + g) * I
                for i in range(I):
                    xh = (x[base + i] - m) * r
                    d = np.float64(dy[base + i])
                    if has_w:
                        d = d * w[i]
                    dx[base + i] = r * (d - a1 - xh * a2)


@_jit_red
def _layer_norm_backward_affine(dy, x, mean, var, dw, db, acc_w, acc_b, G, I, eps, need_w, need_b):
    # column sums over the rows, rows in order (acc_*: float64 zeros of I)
    for g in range(G):
        m = np.float64(mean[g])
        r = 1.0 / math.sqrt(np.float64(var[g]) + eps)
        base = g * I
        for i in range(I):
            acc_w[i] += dy[base + i] * ((x[base + i] - m) * r)
            acc_b[i] += dy[base + i]
    for i in range(I):
        if need_w:
            dw[i] = acc_w[i]
        if need_b:
            db[i] = acc_b[i]


# ---- _batch_norm_backward: _batch_norm_backward(Tensor grad_out, Tensor input, Tensor mean, Tensor var, Tensor? weight, float eps, bool need_input, bool need_weight, bool need_bias) -> (Tensor, Tensor, Tensor)
@_jit_red
def _batch_norm_backward_norm(dy, x, mean, var, w, dx, dw, db, O, G, I, eps, has_w, need_x, need_w, need_b):
    n = O * I
    for g in range(G):
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

        if need_w:
            dw[g] = sw
        if need_b:
            db[g] = sb
        if need_x and n > 0:
            a1 = s1 / n
            a2 = s2 / n
            for o in range(O):
                base = (o * G + g) * I
                for i in range(I):
                    xh = (x[base + i] - m) * r
                    d = np.float64(dy[base + i])
                    if has_w:
                        d = d * w[g]
                    dx[base + i] = r * (d - a1 - xh * a2)


@_jit_par
def _batch_norm_backward_norm_par(dy, x, mean, var, w, dx, dw, db, O, G, I, eps, has_w, need_x, need_w, need_b):
    n = O * I
    for g in prange(G):
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

        if need_w:
            dw[g] = sw
        if need_b:
            db[g] = sb
        if need_x and n > 0:
            a1 = s1 / n
            a2 = s2 / n
            for o in range(O):
                base = (o * G + g) * I
                for i in range(I):
                    xh = (x[base + i] - m) * r
                    d = np.float64(dy[base + i])
                    if has_w:
                        d = d * w[g]
                    dx[base + i] = r * (d - a1 - xh * a2)


# ---- _linear: _linear(Tensor input, Tensor weight) -> Tensor
@_jit
def __linear_epilogue(acc):
    return acc


@_jit_red
def _linear_bmm(a, b, c, out):
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
            orow[j] = __linear_epilogue(acc[j])


@_jit_par
def _linear_bmm_par(a, b, c, out):
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
            orow[j] = __linear_epilogue(acc[j])


@_jit
def _linear_epilogue(res, c, out):
    Bt, M, N = out.shape
    for bi in range(Bt):
        for i in range(M):
            rrow = res[bi, i]
            crow = c[bi, i]
            orow = out[bi, i]
            for j in range(N):
                orow[j] = __linear_epilogue(rrow[j])


# ---- _linear_bias: _linear_bias(Tensor input, Tensor weight, Tensor bias) -> Tensor
@_jit
def __linear_bias_epilogue(acc, bias):
    return acc + bias


@_jit_red
def _linear_bias_bmm(a, b, c, out):
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
            orow[j] = __linear_bias_epilogue(acc[j], crow[j])


@_jit_par
def _linear_bias_bmm_par(a, b, c, out):
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
            orow[j] = __linear_bias_epilogue(acc[j], crow[j])


@_jit
def _linear_bias_epilogue(res, c, out):
    Bt, M, N = out.shape
    for bi in range(Bt):
        for i in range(M):
            rrow = res[bi, i]
            crow = c[bi, i]
            orow = out[bi, i]
            for j in range(N):
                orow[j] = __linear_bias_epilogue(rrow[j], crow[j])


# ---- _linear_grad_input: _linear_grad_input(Tensor grad_output, Tensor weight) -> Tensor
@_jit
def __linear_grad_input_epilogue(acc):
    return acc


@_jit_red
def _linear_grad_input_bmm(a, b, c, out):
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
            orow[j] = __linear_grad_input_epilogue(acc[j])


@_jit_par
def _linear_grad_input_bmm_par(a, b, c, out):
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
            orow[j] = __linear_grad_input_epilogue(acc[j])


@_jit
def _linear_grad_input_epilogue(res, c, out):
    Bt, M, N = out.shape
    for bi in range(Bt):
        for i in range(M):
            rrow = res[bi, i]
            crow = c[bi, i]
            orow = out[bi, i]
            for j in range(N):
                orow[j] = __linear_grad_input_epilogue(rrow[j])


# ---- _linear_grad_weight: _linear_grad_weight(Tensor grad_output, Tensor input) -> Tensor
@_jit
def __linear_grad_weight_epilogue(acc):
    return acc


@_jit_red
def _linear_grad_weight_bmm(a, b, c, out):
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
            orow[j] = __linear_grad_weight_epilogue(acc[j])


@_jit_par
def _linear_grad_weight_bmm_par(a, b, c, out):
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
            orow[j] = __linear_grad_weight_epilogue(acc[j])


@_jit
def _linear_grad_weight_epilogue(res, c, out):
    Bt, M, N = out.shape
    for bi in range(Bt):
        for i in range(M):
            rrow = res[bi, i]
            crow = c[bi, i]
            orow = out[bi, i]
            for j in range(N):
                orow[j] = __linear_grad_weight_epilogue(rrow[j])


# ---- sparse COO × dense products (ops.yaml `sparse: mm`, templates/sparse.j2); no
# fastmath: each output element sums its terms in entry order
_jit_sparse_par = lazy_njit(globals(), cache=True, error_model="numpy", parallel=True)
@_jit
def mm_sparse_dense(rowptr, cols, vals, dense, d_off, d_s0, d_s1, out, n, alpha):
    m = rowptr.shape[0] - 1
    for r in range(m):
        o = r * n
        for p in range(rowptr[r], rowptr[r + 1]):
            v = alpha * vals[p]
            base = d_off + cols[p] * d_s0
            if d_s1 == 1:  # contiguous rows: slices let LLVM vectorize over j
                row = dense[base:base + n]
                dst = out[o:o + n]
                for j in range(n):
                    dst[j] += v * row[j]
            else:
                for j in range(n):
                    out[o + j] += v * dense[base + j * d_s1]

@_jit_sparse_par
def mm_sparse_dense_par(rowptr, cols, vals, dense, d_off, d_s0, d_s1, out, n, alpha):
    m = rowptr.shape[0] - 1
    for r in prange(m):
        o = r * n
        for p in range(rowptr[r], rowptr[r + 1]):
            v = alpha * vals[p]
            base = d_off + cols[p] * d_s0
            if d_s1 == 1:  # contiguous rows: slices let LLVM vectorize over j
                row = dense[base:base + n]
                dst = out[o:o + n]
                for j in range(n):
                    dst[j] += v * row[j]
            else:
                for j in range(n):
                    out[o + j] += v * dense[base + j * d_s1]


@_jit
def matmul_sparse_dense(rowptr, cols, vals, dense, d_off, d_s0, d_s1, out, n, alpha):
    m = rowptr.shape[0] - 1
    for r in range(m):
        o = r * n
        for p in range(rowptr[r], rowptr[r + 1]):
            v = alpha * vals[p]
            base = d_off + cols[p] * d_s0
            if d_s1 == 1:  # contiguous rows: slices let LLVM vectorize over j
                row = dense[base:base + n]
                dst = out[o:o + n]
                for j in range(n):
                    dst[j] += v * row[j]
            else:
                for j in range(n):
                    out[o + j] += v * dense[base + j * d_s1]

@_jit_sparse_par
def matmul_sparse_dense_par(rowptr, cols, vals, dense, d_off, d_s0, d_s1, out, n, alpha):
    m = rowptr.shape[0] - 1
    for r in prange(m):
        o = r * n
        for p in range(rowptr[r], rowptr[r + 1]):
            v = alpha * vals[p]
            base = d_off + cols[p] * d_s0
            if d_s1 == 1:  # contiguous rows: slices let LLVM vectorize over j
                row = dense[base:base + n]
                dst = out[o:o + n]
                for j in range(n):
                    dst[j] += v * row[j]
            else:
                for j in range(n):
                    out[o + j] += v * dense[base + j * d_s1]


@_jit
def addmm_sparse_dense(rowptr, cols, vals, dense, d_off, d_s0, d_s1, out, n, alpha):
    m = rowptr.shape[0] - 1
    for r in range(m):
        o = r * n
        for p in range(rowptr[r], rowptr[r + 1]):
            v = alpha * vals[p]
            base = d_off + cols[p] * d_s0
            if d_s1 == 1:  # contiguous rows: slices let LLVM vectorize over j
                row = dense[base:base + n]
                dst = out[o:o + n]
                for j in range(n):
                    dst[j] += v * row[j]
            else:
                for j in range(n):
                    out[o + j] += v * dense[base + j * d_s1]

@_jit_sparse_par
def addmm_sparse_dense_par(rowptr, cols, vals, dense, d_off, d_s0, d_s1, out, n, alpha):
    m = rowptr.shape[0] - 1
    for r in prange(m):
        o = r * n
        for p in range(rowptr[r], rowptr[r + 1]):
            v = alpha * vals[p]
            base = d_off + cols[p] * d_s0
            if d_s1 == 1:  # contiguous rows: slices let LLVM vectorize over j
                row = dense[base:base + n]
                dst = out[o:o + n]
                for j in range(n):
                    dst[j] += v * row[j]
            else:
                for j in range(n):
                    out[o + j] += v * dense[base + j * d_s1]
