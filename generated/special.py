# generated from ops.yaml — do not edit
"""The functions of tensorgen.special: the ops.yaml entries with `python_module: special`
(op `special_<name>` is special.<name>) and the `special.<name>` aliases of other
entries (each the operator's own function)."""
from . import ops as _ops

airy_ai = _ops.special_airy_ai
bessel_j0 = _ops.special_bessel_j0
bessel_j1 = _ops.special_bessel_j1
bessel_y0 = _ops.special_bessel_y0
bessel_y1 = _ops.special_bessel_y1
chebyshev_polynomial_t = _ops.special_chebyshev_polynomial_t
chebyshev_polynomial_u = _ops.special_chebyshev_polynomial_u
chebyshev_polynomial_v = _ops.special_chebyshev_polynomial_v
chebyshev_polynomial_w = _ops.special_chebyshev_polynomial_w
digamma = _ops.digamma
entr = _ops.special_entr
erf = _ops.erf
erfc = _ops.erfc
erfcx = _ops.special_erfcx
erfinv = _ops.erfinv
exp2 = _ops.exp2
expit = _ops.sigmoid
expm1 = _ops.expm1
gammainc = _ops.igamma
gammaincc = _ops.igammac
gammaln = _ops.lgamma
hermite_polynomial_h = _ops.special_hermite_polynomial_h
hermite_polynomial_he = _ops.special_hermite_polynomial_he
i0 = _ops.i0
i0e = _ops.special_i0e
i1 = _ops.special_i1
i1e = _ops.special_i1e
laguerre_polynomial_l = _ops.special_laguerre_polynomial_l
legendre_polynomial_p = _ops.special_legendre_polynomial_p
log1p = _ops.log1p
log_ndtr = _ops.special_log_ndtr
log_softmax = _ops.log_softmax
logit = _ops.logit
logsumexp = _ops.logsumexp
modified_bessel_i0 = _ops.special_modified_bessel_i0
modified_bessel_i1 = _ops.special_modified_bessel_i1
modified_bessel_k0 = _ops.special_modified_bessel_k0
modified_bessel_k1 = _ops.special_modified_bessel_k1
multigammaln = _ops.mvlgamma
ndtr = _ops.special_ndtr
ndtri = _ops.special_ndtri
polygamma = _ops.polygamma
psi = _ops.digamma
round = _ops.round
scaled_modified_bessel_k0 = _ops.special_scaled_modified_bessel_k0
scaled_modified_bessel_k1 = _ops.special_scaled_modified_bessel_k1
shifted_chebyshev_polynomial_t = _ops.special_shifted_chebyshev_polynomial_t
shifted_chebyshev_polynomial_u = _ops.special_shifted_chebyshev_polynomial_u
shifted_chebyshev_polynomial_v = _ops.special_shifted_chebyshev_polynomial_v
shifted_chebyshev_polynomial_w = _ops.special_shifted_chebyshev_polynomial_w
sinc = _ops.sinc
softmax = _ops.softmax
spherical_bessel_j0 = _ops.special_spherical_bessel_j0
xlog1py = _ops.special_xlog1py
xlogy = _ops.xlogy
zeta = _ops.special_zeta

__all__ = [
    'airy_ai',
    'bessel_j0',
    'bessel_j1',
    'bessel_y0',
    'bessel_y1',
    'chebyshev_polynomial_t',
    'chebyshev_polynomial_u',
    'chebyshev_polynomial_v',
    'chebyshev_polynomial_w',
    'digamma',
    'entr',
    'erf',
    'erfc',
    'erfcx',
    'erfinv',
    'exp2',
    'expit',
    'expm1',
    'gammainc',
    'gammaincc',
    'gammaln',
    'hermite_polynomial_h',
    'hermite_polynomial_he',
    'i0',
    'i0e',
    'i1',
    'i1e',
    'laguerre_polynomial_l',
    'legendre_polynomial_p',
    'log1p',
    'log_ndtr',
    'log_softmax',
    'logit',
    'logsumexp',
    'modified_bessel_i0',
    'modified_bessel_i1',
    'modified_bessel_k0',
    'modified_bessel_k1',
    'multigammaln',
    'ndtr',
    'ndtri',
    'polygamma',
    'psi',
    'round',
    'scaled_modified_bessel_k0',
    'scaled_modified_bessel_k1',
    'shifted_chebyshev_polynomial_t',
    'shifted_chebyshev_polynomial_u',
    'shifted_chebyshev_polynomial_v',
    'shifted_chebyshev_polynomial_w',
    'sinc',
    'softmax',
    'spherical_bessel_j0',
    'xlog1py',
    'xlogy',
    'zeta',
]
