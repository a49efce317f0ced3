"""Scalar helpers: the functions ops.yaml's kernel expressions call by name.

Each is one ``def`` over numbers that Numba compiles into every kernel that
calls it, the CPU (``@njit``) and the CUDA (``@cuda.jit(device=True)``) one
alike. The generator never imports this module: it reads its syntax tree
(codegen/python_subset.py: the scalar subset: arithmetic, ``if``, ``while``,
loops over ``range``, calls of ``math.<function>`` and of the other helpers)
and copies each function, as written, into the generated kernel modules.

An operator whose kernel needs a function of its own adds it here; the
entry's kernel calls it by name. The module holds functions, this docstring
and ``import math`` only. Ordinary Python besides: ruff and mypy read it and a
unit test may import and call a helper.
"""
import math


def floor_(x):
    r = x - x % 1
    return r if r == r else x


def ceil_(x):
    return -floor_(-x)


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


def trunc_(x):
    return floor_(x) if x >= 0 else -floor_(-x)


def round_half_even(x):
    if not (abs(x) < 4503599627370496.0):
        return x
    r = floor_(x)
    d = x - r
    if d > 0.5 or (d == 0.5 and r % 2 != 0):
        r = r + 1
    return r


def round_decimals(x, decimals):
    if decimals == 0:
        return round_half_even(x)
    if decimals > 0:
        scale = 10.0 ** decimals
        return round_half_even(x * scale) / scale
    scale = 10.0 ** (-decimals)
    return round_half_even(x / scale) * scale


def sign_(x):
    # Branches, not (x > 0) - (x < 0): NumPy scalars (the CUDA simulator)
    # refuse to subtract bools. nan has sign 0, as in PyTorch.
    if x > 0:
        return 1
    if x < 0:
        return -1
    return 0


def sigmoid_(x):
    # exp(-|x|) never overflows: a float32 sigmoid(-100) keeps its subnormal
    # value (1 / (1 + exp(100)) would be 1 / inf = 0)
    e = math.exp(-abs(x))
    return (1.0 if x >= 0 else e) / (1.0 + e)


def fmod_(a, b):
    r = a % b
    if r != 0 and ((r < 0) != (a < 0)):
        r = r - b
    return r


def fmod_float(a, b):
    # C's fmod (sign of the dividend). On magnitudes Python's % is exactly
    # fmod (numba has no math.fmod; Python's raises where C returns nan).
    if a != a or b != b or b == 0 or abs(a) == math.inf:
        return math.nan
    return math.copysign(abs(a) % abs(b), a)


def remainder_float(a, b):
    # PyTorch's: fmod moved to the divisor's sign (keeps -0.0 % 3 == -0.0,
    # which Python's % turns into 0.0).
    r = fmod_float(a, b)
    if r != 0 and (b < 0) != (r < 0):
        r = r + b
    return r


def trunc_div(a, b):
    if b == -1:
        return -a  # the minimum / -1 overflows: it wraps to itself, as PyTorch
    q = a // b
    if a % b != 0 and ((a < 0) != (b < 0)):
        q = q + 1
    return q


def floor_div_int(a, b):
    if b == -1:
        return -a  # the minimum // -1 overflows: it wraps to itself, as PyTorch
    return a // b


def maximum_(a, b):
    if a != a:
        return a
    if b != b:
        return b
    return a if a > b else b


def minimum_(a, b):
    if a != a:
        return a
    if b != b:
        return b
    return a if a < b else b


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


def clamp_(x, lo, hi):
    if x != x:
        return x
    if lo != lo:
        return lo
    if hi != hi:
        return hi
    y = x if x > lo else lo
    return y if y < hi else hi


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


# ---- pointwise operators: gcd ... polygamma
def gcd_(a, b):
    # PyTorch's calc_gcd: Euclid on the magnitudes
    a = abs(a)
    b = abs(b)
    while a != 0:
        c = a
        a = fmod_(b, a)  # C's remainder: abs(INT64_MIN) stays negative, as in PyTorch
        b = c
    return b


def lcm_(a, b):
    g = gcd_(a, b)
    return a - a if g == 0 else abs(a // g * b)


def fmax_(a, b):
    # NaN only when both are NaN (maximum_ propagates it)
    if a != a:
        return b
    if b != b:
        return a
    return a if a > b else b


def fmin_(a, b):
    if a != a:
        return b
    if b != b:
        return a
    return a if a < b else b


def logaddexp_(a, b):
    if a == b and abs(a) == math.inf:
        return a
    m = a if a > b else b
    if a != a or b != b:
        return a + b
    return m + math.log1p(math.exp(-abs(a - b)))


def logaddexp2_(a, b):
    if a == b and abs(a) == math.inf:
        return a
    m = a if a > b else b
    if a != a or b != b:
        return a + b
    return m + math.log1p(2.0 ** (-abs(a - b))) / 0.6931471805599453


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


def isclose_(a, b, rtol, atol, equal_nan):
    if a == b:
        return True
    if a != a or b != b:
        return equal_nan and a != a and b != b
    if abs(a) == math.inf or abs(b) == math.inf:
        return False
    # in double, as PyTorch: integer differences must not wrap
    return abs(1.0 * a - 1.0 * b) <= atol + rtol * abs(1.0 * b)


def lshift_(a, b):
    # PyTorch's: a shift past the width (or a negative one) gives 0; the
    # result is stored in the operands' dtype, which drops the high bits
    if b < 0 or b >= 64:
        return a - a
    return a << b


def rshift_(a, b):
    # a shift past the width (or a negative one) fills with the sign bit
    if b < 0 or b >= 63:
        return a >> 63
    return a >> b


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


# ---- special functions (tg.special; the special functions section of ops.yaml):
# series, continued fractions, recurrences and asymptotic expansions in float64, each
# checked against mpmath to a few ulp (tests/ops/test_special.py)
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


def poly_degree(n):
    # the degree as PyTorch converts it to int64: truncated; nan and values beyond
    # int64 (inf) become its minimum, a negative degree
    n = n * 1.0
    if not (abs(n) < 9.223372036854775807e18):
        return -1.0
    return trunc_(n)


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


# ---- discrete distributions (poisson, geometric_): inversion of one
# 53-bit uniform draw
def geometric_draw(u, p):
    # the number of Bernoulli(p) trials to the first success: ceil(log(1 - u) / log(1 - p)), at least 1
    k = ceil_(math.log1p(-u) / math.log1p(-p))
    return k if k > 1.0 else 1.0


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
