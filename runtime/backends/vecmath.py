"""Elementary functions that LLVM can vectorize, for the generated CPU kernels.

A kernel loop that calls libm (``math.exp`` becomes a call to ``expf``/``exp``)
stays scalar: this Numba/llvmlite build has no vector math library (SVML).
Here each function is straight-line arithmetic, bit operations and selects,
which the loop vectorizer turns into SIMD code, in the manner of SLEEF: a
Cody-Waite or Payne-Hanek argument reduction, a polynomial or a rational
approximation, and the special values set by selects.

Accuracy, against float64 libm (tests/backends/test_vector_math.py samples the whole
float32 range and every float16/bfloat16 value; the maxima below were measured
over every 13th float32 of either sign):

- float32 arguments: exp (Taylor polynomial to degree 8, 0.86 ulp), log and
  log1p (fdlibm's logf, 0.88 and 0.90), tanh (Cephes' float32 polynomial
  below 0.625, 1 - 2 / (1 + e**2x) above, 1.06); expm1, erf, erfc, sin and
  cos evaluate the float64 function and round once (0.5 ulp + 2**-20).
  sin/cos reduce every argument exactly (a Payne-Hanek table over the
  float32 exponents): huge arguments keep full accuracy.
- float64 arguments in a float32 kernel (a float literal made the argument
  float64: gelu's ``x * 0.7071067811865476``): the float64 functions, within
  8 float64 ulp (measured; erf/erfc: W. J. Cody's rational approximations), ample
  for a float32 result.
- float64 kernels keep libm (correctly rounded or nearly so), as do sin/cos
  of a float64 argument (its exact reduction needs a float64 Payne-Hanek).

No fastmath: every operation is an IEEE float32/float64 operation in source
order, and the fused multiply-adds are explicit (``_fma``, llvm.fma), which is
correctly rounded by definition. So a result does not depend on the CPU's
vector width or on whether it has FMA units (without them llvm.fma is a
software fmaf, the same bits, slower), unlike letting LLVM contract
``a * b + c`` where it chooses.

The generated kernels reach these functions through the dispatchers at the
bottom (``exp(witness, x)`` ...): codegen rewrites ``math.exp(e)`` in a CPU
kernel expression into ``exp(w, e)``, where ``w`` is the kernel's first
operand element (the dtype the kernel computes in).
"""
import math

import numpy as np
from llvmlite import ir
from numba import njit, types
from numba.extending import intrinsic, overload

# LLVM's `alwaysinline` (Numba's forceinline): a call would keep the loop
# scalar, and most are too large for LLVM's inliner to take on its own.
# (Numba's own inline="always" on the overloads trips its IR checks,
# "variable ... is not in scope" warnings, when two of them meet in a function.)
_JIT = {"error_model": "numpy", "forceinline": True}
_vjit = njit(**_JIT)
_F32, _I32 = np.float32, np.int32


# ------------------------------------------------------------------ bits
@intrinsic
def _f32_from_bits(typingctx, bits):
    def codegen(context, builder, signature, args):
        return builder.bitcast(args[0], ir.FloatType())
    return types.float32(types.int32), codegen


@intrinsic
def _f32_bits(typingctx, x):
    def codegen(context, builder, signature, args):
        return builder.bitcast(args[0], ir.IntType(32))
    return types.int32(types.float32), codegen


@intrinsic
def _f64_from_bits(typingctx, bits):
    def codegen(context, builder, signature, args):
        return builder.bitcast(args[0], ir.DoubleType())
    return types.float64(types.int64), codegen


@intrinsic
def _f64_bits(typingctx, x):
    def codegen(context, builder, signature, args):
        return builder.bitcast(args[0], ir.IntType(64))
    return types.int64(types.float64), codegen


@intrinsic
def _fma(typingctx, a, b, c):
    """a * b + c rounded once (llvm.fma): correctly rounded by definition, so the
    same bits on every CPU (an FMA instruction where there is one, software
    where not), unlike letting LLVM fuse a * b + c where it may."""
    if isinstance(a, types.Float) and a == b == c:
        def codegen(context, builder, signature, args):
            return builder.fma(*args)
        return a(a, b, c), codegen
    return None


@_vjit
def _pow2_f64(n):
    """2**n for -1022 <= n <= 1023, from its exponent bits."""
    return _f64_from_bits((n + np.int64(1023)) << np.int64(52))


# ------------------------------------------------------------------ exp
@_vjit
def exp_f32(x):
    """exp in float32 (the hot one: softmax, sigmoid, tanh): x = n ln2 + r,
    |r| <= ln2/2 (Cody-Waite, Cephes' split of ln 2), e**r by its Taylor
    polynomial to degree 8 in FMA Horner steps, 2**n from exponent bits in
    two halves so results stay right down into the subnormals (0.86 ulp).
    Past the ends of the clamp the scaling itself overflows to inf or
    rounds to 0."""
    xc = min(max(x, _F32(-104.0)), _F32(88.8))
    n = np.rint(xc * _F32(1.44269504088896341))
    r = _fma(n, _F32(-0.693359375), xc)
    r = _fma(n, _F32(2.12194440e-4), r)
    p = _F32(1.0 / 40320.0)
    p = _fma(p, r, _F32(1.0 / 5040.0))
    p = _fma(p, r, _F32(1.0 / 720.0))
    p = _fma(p, r, _F32(1.0 / 120.0))
    p = _fma(p, r, _F32(1.0 / 24.0))
    p = _fma(p, r, _F32(1.0 / 6.0))
    p = _fma(p, r, _F32(0.5))
    p = _fma(p, r, _F32(1.0))
    p = _fma(p, r, _F32(1.0))
    ni = _I32(n)
    n1 = _I32(ni >> _I32(1))
    n2 = _I32(ni - n1)
    # no "reassoc": p * 2**n1 * 2**n2 must not become p * 2**n, which overflows early
    res = p * _f32_from_bits(_I32(_I32(n1 + _I32(127)) << _I32(23))) * \
        _f32_from_bits(_I32(_I32(n2 + _I32(127)) << _I32(23)))
    if x != x:
        res = x
    return res


# fdlibm's split of ln 2: n * _LN2_HI is exact for |n| < 2**11
_LN2_HI = 6.93147180369123816490e-01
_LN2_LO = 1.90821492927058770002e-10
_LOG2E = 1.4426950408889634


@_vjit
def _expm1_reduced(r):
    """e**r - 1 for |r| <= ln(2) / 2, Taylor to degree 13 (1e-17 relative)."""
    p = 1.0 / 6227020800.0
    p = _fma(p, r, 1.0 / 479001600.0)
    p = _fma(p, r, 1.0 / 39916800.0)
    p = _fma(p, r, 1.0 / 3628800.0)
    p = _fma(p, r, 1.0 / 362880.0)
    p = _fma(p, r, 1.0 / 40320.0)
    p = _fma(p, r, 1.0 / 5040.0)
    p = _fma(p, r, 1.0 / 720.0)
    p = _fma(p, r, 1.0 / 120.0)
    p = _fma(p, r, 1.0 / 24.0)
    p = _fma(p, r, 1.0 / 6.0)
    p = _fma(p, r, 0.5)
    return _fma(p, r * r, r)


@_vjit
def exp_f64(x):
    """exp in float64, within 3e-16 relative."""
    xc = min(max(x, -745.5), 709.8)
    n = np.floor(xc * _LOG2E + 0.5)
    r = xc - n * _LN2_HI - n * _LN2_LO
    p = _expm1_reduced(r) + 1.0
    ni = np.int64(n)
    n1 = ni >> np.int64(1)
    res = p * _pow2_f64(n1) * _pow2_f64(ni - n1)
    if x < -745.5:
        res = 0.0
    if x > 709.8:
        res = np.inf
    if x != x:
        res = x
    return res


@_vjit
def expm1_f64(x):
    """e**x - 1 in float64: e**x = 2**n * (1 + q) with q = expm1(r), so
    e**x - 1 = 2**n * (q + (1 - 2**-n)), whose sum never cancels badly."""
    xc = min(max(x, -60.0), 709.8)  # below -60, e**x - 1 rounds to -1
    n = np.floor(xc * _LOG2E + 0.5)
    r = xc - n * _LN2_HI - n * _LN2_LO
    q = _expm1_reduced(r)
    ni = np.int64(n)
    n1 = ni >> np.int64(1)
    n2 = ni - n1
    res = (q + (1.0 - _pow2_f64(-n1) * _pow2_f64(-n2))) * _pow2_f64(n1) * _pow2_f64(n2)
    if x > 709.782712893384:
        res = np.inf
    if x == 0.0 or x != x:
        res = x  # keeps -0.0 and NaN
    return res


# ------------------------------------------------------------------ log
@_vjit
def _log_pos(x):
    """log of a positive finite float64: x = 2**e * (1 + f), sqrt(1/2) <= 1 + f < sqrt(2);
    log(1 + f) = 2 atanh(s) with s = f / (2 + f), fdlibm's arrangement, the
    atanh series to s**23 (|s| <= 0.172: 1e-17 relative)."""
    sub = x < 2.2250738585072014e-308
    xs = x * 18014398509481984.0 if sub else x  # 2**54: subnormals become normal
    bits = _f64_bits(xs)
    e = ((bits >> np.int64(52)) & np.int64(0x7ff)) - np.int64(1023)
    if sub:
        e = e - np.int64(54)
    m = _f64_from_bits((bits & np.int64(0x000fffffffffffff)) | np.int64(0x3ff0000000000000))
    if m > 1.4142135623730951:
        m = m * 0.5
        e = e + np.int64(1)
    f = m - 1.0
    s = f / (2.0 + f)
    z = s * s
    r = 2.0 / 23.0
    r = _fma(r, z, 2.0 / 21.0)
    r = _fma(r, z, 2.0 / 19.0)
    r = _fma(r, z, 2.0 / 17.0)
    r = _fma(r, z, 2.0 / 15.0)
    r = _fma(r, z, 2.0 / 13.0)
    r = _fma(r, z, 2.0 / 11.0)
    r = _fma(r, z, 2.0 / 9.0)
    r = _fma(r, z, 2.0 / 7.0)
    r = _fma(r, z, 2.0 / 5.0)
    r = _fma(r, z, 2.0 / 3.0)
    r = r * z
    hfsq = 0.5 * f * f
    k = np.float64(e)
    return k * _LN2_HI - ((hfsq - (s * (hfsq + r) + k * _LN2_LO)) - f)


@_vjit
def log_f64(x):
    res = _log_pos(x)
    if x == 0.0:
        res = -np.inf
    if x == np.inf:
        res = x
    if x < 0.0 or x != x:
        res = np.nan
    return res


@_vjit
def log1p_f64(x):
    """log(1 + x): u = 1 + x rounded, corrected by the rounding error
    c = (u - 1) - x: log1p(x) = log(u) - c / u."""
    u = 1.0 + x
    c = (u - 1.0) - x
    res = _log_pos(u) - c / u
    if x == -1.0:
        res = -np.inf
    if x == np.inf:
        res = x
    if x < -1.0 or x != x:
        res = np.nan
    if x == 0.0:
        res = x  # keeps -0.0
    return res


@_vjit
def _logf_reduce(u):
    """(k, f) for a positive finite float32 u = 2**k (1 + f), sqrt(2)/2 <= 1 + f
    < sqrt(2), f exact. Every int32 operation is wrapped in np.int32: Numba
    computes int32 arithmetic in int64, which halves the vector width."""
    ix = _f32_bits(u)
    sub = ix < _I32(0x00800000)
    us = u * _F32(33554432.0) if sub else u  # 2**25: subnormals become normal
    ix = _f32_bits(us)
    k = _I32(_I32(ix >> _I32(23)) - _I32(152 if sub else 127))
    ix = _I32(ix & _I32(0x007fffff))
    i = _I32(_I32(ix + _I32(0x4afb20)) & _I32(0x800000))  # set when the significand > sqrt(2)
    m = _f32_from_bits(_I32(ix | _I32(i ^ _I32(0x3f800000))))
    return _F32(_I32(k + _I32(i >> _I32(23)))), m - _F32(1.0)


@_vjit
def _logf_kernel(k, f, c):
    """log(2**k (1 + f)) + c in float32, c a small correction: fdlibm's logf
    (s = f / (2 + f), its degree-8 fit of (log(1 + f) - 2s) / s, ln 2 split),
    c added with the low part of k ln 2. Within 1 ulp."""
    s = f / (_F32(2.0) + f)
    z = s * s
    w = z * z
    r = _fma(z, _fma(w, _F32(0.28498786688), _F32(0.66666662693)), w * _fma(w, _F32(0.24279078841), _F32(0.40000972152)))
    hfsq = _F32(0.5) * f * f
    lo = _fma(k, _F32(9.0580006145e-06), c)
    near = k * _F32(6.9313812256e-01) - ((s * (f - r) - lo) - f)
    far = k * _F32(6.9313812256e-01) - ((hfsq - (s * (hfsq + r) + lo)) - f)
    return far if f >= _F32(0.38) or f <= _F32(-0.29) else near


@_vjit
def log_f32(x):
    k, f = _logf_reduce(x)
    res = _logf_kernel(k, f, _F32(0.0))
    if x == _F32(0.0):
        res = _F32(-np.inf)
    if x == _F32(np.inf):
        res = x
    if x < _F32(0.0) or x != x:
        res = _F32(np.nan)
    return res


@_vjit
def log1p_f32(x):
    """Where 1 + x lies in [sqrt(2)/2, sqrt(2)), the kernel with f = x itself;
    elsewhere log(u) for u = 1 + x rounded, corrected by its rounding error
    c = (u - 1) - x (exact: u - 1 is, for u <= 2, and beyond c / u is tiny)."""
    u = _F32(1.0) + x
    k, f = _logf_reduce(u)
    c = -((u - _F32(1.0)) - x) / u
    if x >= _F32(-0.29289323) and x < _F32(0.41421357):
        k = _F32(0.0)
        f = x
        c = _F32(0.0)
    res = _logf_kernel(k, f, c)
    if x == _F32(-1.0):
        res = _F32(-np.inf)
    if x == _F32(np.inf):
        res = x
    if x < _F32(-1.0) or x != x:
        res = _F32(np.nan)
    if x == _F32(0.0):
        res = x  # keeps -0.0
    return res


# ------------------------------------------------------------------ tanh
@_vjit
def tanh_f64(x):
    """tanh(|x|) = expm1(2|x|) / (expm1(2|x|) + 2), with x's sign."""
    a = min(abs(x), 22.0)  # tanh(22) rounds to 1
    em = expm1_f64(a + a)
    t = em / (em + 2.0)
    res = -t if x < 0.0 else t
    if x == 0.0 or x != x:
        res = x
    return res


@_vjit
def tanh_f32(x):
    """Below 0.625, Cephes' odd float32 polynomial; above, 1 - 2 / (1 + e)
    with e = exp(2|x|), in float32: the quotient's two roundings (of 1 + e
    and of the division) undone by one Newton step on the exact 1 + e."""
    z = x * x
    p = _F32(-5.70498872745E-3)
    p = _fma(p, z, _F32(2.06390887954E-2))
    p = _fma(p, z, _F32(-5.37397155531E-2))
    p = _fma(p, z, _F32(1.33314422036E-1))
    p = _fma(p, z, _F32(-3.33332819422E-1))
    small = _fma(x * z, p, x)
    a = abs(x)
    e = exp_f32(min(a + a, _F32(40.0)))  # tanh(20) rounds to 1
    d = e + _F32(1.0)
    dlo = e - (d - _F32(1.0))  # 1 + e = d + dlo exactly (d - 1 is exact)
    q = _F32(2.0) / d
    q = _fma(_fma(-q, d, _F32(2.0)) - q * dlo, q * _F32(0.5), q)  # q += (2 - q (1 + e)) / (1 + e)
    big = _F32(1.0) - q
    big = -big if x < _F32(0.0) else big
    res = small if a < _F32(0.625) else big
    if x == _F32(0.0) or x != x:
        res = x  # keeps -0.0 and NaN
    return res


# ------------------------------------------------------------------ erf, erfc
# W. J. Cody, "Rational Chebyshev approximations for the error function"
# (Math. Comp. 1969; netlib specfun CALERF): erf = x P(x*x) / Q(x*x) for
# |x| <= 0.46875; erfc = exp(-x*x) P(|x|) / Q(|x|) up to 4; beyond,
# erfc = exp(-x*x) / |x| (1/sqrt(pi) - z P(z) / Q(z)) with z = 1 / (x*x).
# The three are one evaluation here: each lane picks its interval's
# variable and coefficients (zero-padded to degree 8, Q monic).
_ERF_A = (1.85777706184603153e-1, 3.16112374387056560e00, 1.13864154151050156e02,
          3.77485237685302021e02, 3.20937758913846947e03)
_ERF_B = (1.0, 2.36012909523441209e01, 2.44024637934444173e02, 1.28261652607737228e03,
          2.84423683343917062e03)
_ERF_C = (2.15311535474403846e-8, 5.64188496988670089e-1, 8.88314979438837594e00,
          6.61191906371416295e01, 2.98635138197400131e02, 8.81952221241769090e02,
          1.71204761263407058e03, 2.05107837782607147e03, 1.23033935479799725e03)
_ERF_D = (1.0, 1.57449261107098347e01, 1.17693950891312499e02, 5.37181101862009858e02,
          1.62138957456669019e03, 3.29079923573345963e03, 4.36261909014324716e03,
          3.43936767414372164e03, 1.23033935480374942e03)
# z P(z): the constant term is 0
_ERF_P = (1.63153871373020978e-2, 3.05326634961232344e-1, 3.60344899949804439e-1,
          1.25781726111229246e-1, 1.60837851487422766e-2, 6.58749161529837803e-4, 0.0)
_ERF_Q = (1.0, 2.56852019228982242e00, 1.87295284992346047e00, 5.27905102951428412e-1,
          6.05183413124413191e-2, 2.33520497626869185e-3)


def _padded(coefs):
    return (0.0,) * (9 - len(coefs)) + coefs


# highest degree first, each zero-padded to 9
_ERF_A, _ERF_B, _ERF_C, _ERF_D, _ERF_P, _ERF_Q = (_padded(c) for c in (_ERF_A, _ERF_B, _ERF_C, _ERF_D,
                                                                      _ERF_P, _ERF_Q))
_SQRT_PI_INV = 5.6418958354775628695e-1


@_vjit
def _erf_parts(x):
    """(erf(x) if |x| <= 0.46875, else erfc(|x|); whether |x| <= 0.46875)."""
    y = abs(x)
    small = y <= 0.46875
    far = y > 4.0
    t = y * y if small else (1.0 / (y * y) if far else y)
    num = 0.0
    den = 0.0
    for j in range(9):  # unrolled by LLVM: the picks become selects of constants
        num = _fma(num, t, _ERF_A[j] if small else (_ERF_P[j] if far else _ERF_C[j]))
        den = _fma(den, t, _ERF_B[j] if small else (_ERF_Q[j] if far else _ERF_D[j]))
    if small:
        return x * num / den, True
    if far:
        num = _SQRT_PI_INV * den - num
        den = den * y
    # exp(-y*y) = exp(-h) (1 - l) for y*y = h + l exactly (Veltkamp's split of y):
    # exp of the rounded square alone would be 5e-14 off at y = 26, where erfc underflows
    yc = min(y, 28.0)  # erfc(28) is 0 already; keeps 2**27 * y finite
    h = yc * yc
    c = 134217729.0 * yc
    yh = c - (c - yc)
    yl = yc - yh
    l = ((yh * yh - h) + 2.0 * yh * yl) + yl * yl
    return exp_f64(-h) * (1.0 - l) * (num / den), False


@_vjit
def erf_f64(x):
    v, small = _erf_parts(x)
    e = (0.5 - v) + 0.5
    res = v if small else (-e if x < 0.0 else e)
    if x != x:
        res = x
    return res


@_vjit
def erfc_f64(x):
    v, small = _erf_parts(x)
    res = 1.0 - v if small else (2.0 - v if x < 0.0 else v)
    if x != x:
        res = x
    return res


# ------------------------------------------------------------------ sin, cos of float32
def _two_over_pi(nbits):
    """floor(2/pi * 2**nbits), from Machin's formula in integers (64 guard bits)."""
    b = nbits + 64

    def arctan_inv(q):  # arctan(1/q) * 2**b
        total = term = (1 << b) // q
        k, sign = 1, -1
        while term:
            term //= q * q
            total += sign * (term // (2 * k + 1))
            k, sign = k + 1, -sign
        return total
    pi = 4 * (4 * arctan_inv(5) - arctan_inv(239))
    return (2 << (b + nbits)) // pi


def _reduction_table():
    """Payne-Hanek: for each float32 exponent field b, (2**(b - 150) * 2/pi) mod 4
    as two 50-bit integers: bits 2**1 .. 2**-48 (times 2**48) and 2**-49 ..
    2**-98 (times 2**98). With m, the 24-bit significand of a float32 of that
    exponent, m * the first is exact in int64 arithmetic modulo 2**64, and the
    second splits into two halves whose products with m are exact doubles."""
    nbits = 256
    g = _two_over_pi(nbits)
    table = np.empty((255, 2), np.int64)
    for b in range(255):
        shift = (b - 150) - nbits + 98  # g * 2**shift = 2**(b-150) * 2/pi * 2**98
        h = (g << shift if shift >= 0 else g >> -shift) % (1 << 100)
        table[b, 0] = h >> 50
        table[b, 1] = h & ((1 << 50) - 1)
    return table


_PIO2_TABLE = _reduction_table()
_PIO2 = 1.5707963267948966


@_vjit
def _reduce_f32(x):
    """(r, q): |x| = (q + r / (pi/2)) * pi/2 mod 2pi with |r| <= pi/4 (float64),
    exact for every finite float32 (the error is relative to r, not to x)."""
    ax = np.float64(abs(x))
    bits = _f32_bits(x)
    b = min(_I32(_I32(bits >> _I32(23)) & _I32(0xff)), _I32(254))
    m = np.int64(_I32(_I32(bits & _I32(0x7fffff)) | _I32(0x800000)))
    # (|x| * 2/pi) mod 4 in units of 2**-48: integer products wrap modulo 2**64,
    # which keeps the low 50 bits exact
    y = (m * _PIO2_TABLE[b, 0]) & np.int64((1 << 50) - 1)
    n = (y + np.int64(1 << 47)) >> np.int64(48)
    f = np.float64(y - (n << np.int64(48))) * 3.552713678800501e-15  # * 2**-48: in [-1/2, 1/2]
    low = _PIO2_TABLE[b, 1]
    # each sum rounds relative to its own result (f and the products are exact)
    f = (f + np.float64(m * (low >> np.int64(25))) * 1.0587911840678754e-22) \
        + np.float64(m * (low & np.int64((1 << 25) - 1))) * 3.1554436208840472e-30  # 2**-73, 2**-98
    r = f * _PIO2
    q = _I32(n & np.int64(3))
    if ax < 0.7853981633974483:
        r = ax
        q = _I32(0)
    return r, q


@_vjit
def _sin_poly(r):
    """sin(r) for |r| <= pi/4, Taylor to r**13 (2e-14 relative)."""
    z = r * r
    p = 1.0 / 6227020800.0
    p = _fma(p, z, -1.0 / 39916800.0)
    p = _fma(p, z, 1.0 / 362880.0)
    p = _fma(p, z, -1.0 / 5040.0)
    p = _fma(p, z, 1.0 / 120.0)
    p = _fma(p, z, -1.0 / 6.0)
    return _fma(r * z, p, r)


@_vjit
def _cos_poly(r):
    """cos(r) for |r| <= pi/4, Taylor to r**14 (1e-15)."""
    z = r * r
    p = -1.0 / 87178291200.0
    p = _fma(p, z, 1.0 / 479001600.0)
    p = _fma(p, z, -1.0 / 3628800.0)
    p = _fma(p, z, 1.0 / 40320.0)
    p = _fma(p, z, -1.0 / 720.0)
    p = _fma(p, z, 1.0 / 24.0)
    return _fma(z * z, p, 1.0 - 0.5 * z)


@_vjit
def sin_f32(x):
    r, q = _reduce_f32(x)
    s = _sin_poly(r)
    c = _cos_poly(r)
    v = c if (q & np.int32(1)) != 0 else s
    if (q & np.int32(2)) != 0:
        v = -v
    if x < 0:
        v = -v
    res = np.float32(v)
    if x == 0 or x != x:
        res = x  # keeps -0.0 and NaN
    if abs(x) == np.inf:
        res = np.float32(np.nan)
    return res


@_vjit
def cos_f32(x):
    r, q = _reduce_f32(x)
    s = _sin_poly(r)
    c = _cos_poly(r)
    v = s if (q & np.int32(1)) != 0 else c
    if ((q + np.int32(1)) & np.int32(2)) != 0:
        v = -v
    res = np.float32(v)
    if x != x:
        res = x
    if abs(x) == np.inf:
        res = np.float32(np.nan)
    return res


# ------------------------------------------------------------------ float32 through float64
# The float64 function, rounded once to float32: within 0.5 ulp of the exact
# result plus the float64 error (2**-20 of an ulp and less).
@_vjit
def expm1_f32(x):
    return np.float32(expm1_f64(np.float64(x)))


@_vjit
def erf_f32(x):
    return np.float32(erf_f64(np.float64(x)))


@_vjit
def erfc_f32(x):
    return np.float32(erfc_f64(np.float64(x)))


# ------------------------------------------------------------------ what the kernels call
# `fn(witness, x)`: in a kernel, `witness` is the element of the kernel's first
# operand, so its type is the dtype the kernel computes in. A float32 argument
# takes the float32 function; a float64 one in a float32 kernel (a float literal
# made it float64) the float64 function, whose error is far below a float32
# ulp; anything else (float64 kernels, integer arguments, ...) libm's.
def _choose(witness, x, f32, f64, libm):
    if x == types.float32:
        return lambda witness, x: f32(x)
    if f64 is not None and witness == types.float32 and isinstance(x, (types.Float, types.Integer, types.Boolean)):
        return lambda witness, x: f64(np.float64(x))
    return lambda witness, x: libm(x)


def _compiled_as(typed):
    """Decorator: a kernel's call of the stub compiles as the @overload `typed`
    picks. `typed_by` lets the kernel cache's key follow it (backends/kernel_cache.py),
    so an edit here recompiles the kernels that use it."""
    def register(stub):
        overload(stub, jit_options=_JIT)(typed)
        stub.typed_by = typed
        return stub
    return register


def _exp_typed(witness, x):
    return _choose(witness, x, exp_f32, exp_f64, math.exp)


@_compiled_as(_exp_typed)
def exp(witness, x):
    return math.exp(x)


def _expm1_typed(witness, x):
    return _choose(witness, x, expm1_f32, expm1_f64, math.expm1)


@_compiled_as(_expm1_typed)
def expm1(witness, x):
    return math.expm1(x)


def _log_typed(witness, x):
    return _choose(witness, x, log_f32, log_f64, math.log)


@_compiled_as(_log_typed)
def log(witness, x):
    return math.log(x)


def _log1p_typed(witness, x):
    return _choose(witness, x, log1p_f32, log1p_f64, math.log1p)


@_compiled_as(_log1p_typed)
def log1p(witness, x):
    return math.log1p(x)


def _tanh_typed(witness, x):
    return _choose(witness, x, tanh_f32, tanh_f64, math.tanh)


@_compiled_as(_tanh_typed)
def tanh(witness, x):
    return math.tanh(x)


def _erf_typed(witness, x):
    return _choose(witness, x, erf_f32, erf_f64, math.erf)


@_compiled_as(_erf_typed)
def erf(witness, x):
    return math.erf(x)


def _erfc_typed(witness, x):
    return _choose(witness, x, erfc_f32, erfc_f64, math.erfc)


@_compiled_as(_erfc_typed)
def erfc(witness, x):
    return math.erfc(x)


# sin/cos of a float64 argument keep libm: an exact reduction of any float64
# needs a Payne-Hanek table over its 2046 exponents and 53-bit significands
def _sin_typed(witness, x):
    return _choose(witness, x, sin_f32, None, math.sin)


@_compiled_as(_sin_typed)
def sin(witness, x):
    return math.sin(x)


def _cos_typed(witness, x):
    return _choose(witness, x, cos_f32, None, math.cos)


@_compiled_as(_cos_typed)
def cos(witness, x):
    return math.cos(x)
