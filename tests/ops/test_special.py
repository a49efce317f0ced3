"""tg.special: the torch.special namespace, from ops.yaml (`python_module: special`
entries and `special.<name>` aliases).

Values of the special functions' own kernels against mpmath in float64 (a few
ulp; where the function oscillates, relative to its amplitude), against torch
across the domain and its special values (±0, ±inf, nan, poles) in float64 and
float32, the dtypes torch accepts (integers and bool give float32; half and
bfloat16 where torch has kernels) and refuses, the Scalar overloads, out=,
the errors, the derivatives PyTorch leaves unimplemented, and the CUDA
kernels (Numba's simulator) against the CPU's.
"""
import math

import numpy as np
import pytest

import tensorgen as tg

S = tg.special
INF, NAN = math.inf, math.nan
# special values every unary function is checked at, against torch
SPECIAL = [-INF, -1e300, -800.0, -30.0, -5.0, -1.0, -1e-300, -0.0, 0.0, 1e-300, 0.5, 1.0, 2.0, 5.0, 30.0, 100.0,
           800.0, 1e300, INF, NAN]
# PyTorch's own kernels (the rest of the namespace is aliases of top-level operators)
UNARY = ["entr", "erfcx", "ndtri", "log_ndtr", "ndtr", "i0e", "i1", "i1e", "bessel_j0", "bessel_j1", "bessel_y0",
         "bessel_y1", "modified_bessel_i0", "modified_bessel_i1", "modified_bessel_k0", "modified_bessel_k1",
         "scaled_modified_bessel_k0", "scaled_modified_bessel_k1", "spherical_bessel_j0", "airy_ai"]
POLYNOMIALS = ["chebyshev_polynomial_t", "chebyshev_polynomial_u", "chebyshev_polynomial_v",
               "chebyshev_polynomial_w", "shifted_chebyshev_polynomial_t", "shifted_chebyshev_polynomial_u",
               "shifted_chebyshev_polynomial_v", "shifted_chebyshev_polynomial_w", "hermite_polynomial_h",
               "hermite_polynomial_he", "laguerre_polynomial_l", "legendre_polynomial_p"]
# no half/bfloat16 kernels in PyTorch
NO_HALF = {"erfcx", "ndtri", "log_ndtr", "bessel_j0", "bessel_j1", "bessel_y0", "bessel_y1", "modified_bessel_i0",
           "modified_bessel_i1", "modified_bessel_k0", "modified_bessel_k1", "scaled_modified_bessel_k0",
           "scaled_modified_bessel_k1", "spherical_bessel_j0", "airy_ai", "zeta"} | set(POLYNOMIALS)


def f64(values):
    return tg.tensor(np.asarray(values, dtype=np.float64))


def close(got, want, rtol, atol=0.0):
    got, want = np.asarray(got, np.float64), np.asarray(want, np.float64)
    assert got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=rtol, atol=atol, equal_nan=True)


# ------------------------------------------------------------------ the namespace
def test_namespace_is_torch_special():
    torch = pytest.importorskip("torch")
    theirs = {n for n in dir(torch.special) if not n.startswith("_") and callable(getattr(torch.special, n))
              and n not in ("Tensor", "torch")}
    assert set(S.__all__) == theirs
    import tensorgen.special as mod
    assert mod is S


@pytest.mark.parametrize("name, op", [("expit", "sigmoid"), ("psi", "digamma"), ("digamma", "digamma"),
                                      ("gammaln", "lgamma"), ("gammainc", "igamma"), ("gammaincc", "igammac"),
                                      ("multigammaln", "mvlgamma"), ("erf", "erf"), ("erfc", "erfc"),
                                      ("erfinv", "erfinv"), ("exp2", "exp2"), ("expm1", "expm1"), ("log1p", "log1p"),
                                      ("round", "round"), ("sinc", "sinc"), ("xlogy", "xlogy"), ("logit", "logit"),
                                      ("polygamma", "polygamma"), ("i0", "i0"), ("logsumexp", "logsumexp")])
def test_aliases_are_the_top_level_operators(name, op):
    """torch.special's aliases are the same operator here: one function object."""
    assert getattr(S, name) is getattr(tg, op)


@pytest.mark.parametrize("name", ["softmax", "log_softmax"])
def test_softmax_aliases_take_their_own_signature(name):
    """torch.special.softmax is the top-level operator under a signature of its
    own (no out=, as special_softmax in PyTorch): same values, out= refused."""
    x = tg.tensor([[1.0, 2.0, 0.5], [-1.0, 0.0, 3.0]], dtype=tg.float64)
    np.testing.assert_array_equal(np.asarray(getattr(S, name)(x, 1)), np.asarray(getattr(tg, name)(x, 1)))
    np.testing.assert_array_equal(np.asarray(getattr(S, name)(x, dim=0, dtype=tg.float32)),
                                  np.asarray(getattr(tg, name)(x, 0, dtype=tg.float32)))
    with pytest.raises(TypeError):
        getattr(S, name)(x, 1, out=tg.empty(2, 3, dtype=tg.float64))


def test_own_kernels_stay_out_of_the_top_level():
    assert not hasattr(tg, "special_erfcx") and not hasattr(tg, "erfcx")
    assert tg.special.erfcx.__name__ == "special_erfcx"  # as torch.special.erfcx's


# ------------------------------------------------------------------ against mpmath
def _refs(mp):
    ncdf_log = lambda x: mp.log(mp.ncdf(x))  # noqa: E731
    return {
        "erfcx": (lambda x: mp.erfc(x) * mp.exp(x * x), np.r_[np.linspace(-26, 26, 41), 27.5, 60, 1e4]),
        "log_ndtr": (ncdf_log, np.r_[np.linspace(-38, 8, 47), -1.0, -1.0000001]),
        "i0e": (lambda x: mp.besseli(0, x) * mp.exp(-abs(x)), np.r_[np.linspace(-40, 40, 33), 19.9, 20.1, 700]),
        "i1": (lambda x: mp.besseli(1, x), np.r_[np.linspace(-40, 40, 33), 19.9, 20.1, 700]),
        "i1e": (lambda x: mp.besseli(1, x) * mp.exp(-abs(x)), np.r_[np.linspace(-40, 40, 33), 1e4]),
        "modified_bessel_i0": (lambda x: mp.besseli(0, x), np.r_[np.linspace(-40, 40, 33), 712.0]),
        "modified_bessel_k0": (lambda x: mp.besselk(0, x), np.r_[np.linspace(0.01, 40, 33), 1.99, 2.01, 600]),
        "modified_bessel_k1": (lambda x: mp.besselk(1, x), np.r_[np.linspace(0.01, 40, 33), 1.99, 2.01, 1e-200]),
        "scaled_modified_bessel_k0": (lambda x: mp.besselk(0, x) * mp.exp(x), np.r_[np.linspace(0.01, 40, 33), 1e5]),
        "scaled_modified_bessel_k1": (lambda x: mp.besselk(1, x) * mp.exp(x), np.r_[np.linspace(0.01, 40, 33), 1e5]),
        "spherical_bessel_j0": (lambda x: mp.sin(x) / x, np.r_[np.linspace(-20, 20, 40), 0.49, 0.51, 1e-8]),
        "entr": (lambda x: -x * mp.log(x), np.r_[np.linspace(0.01, 50, 21), 1e-300, 1e300]),
    }


# oscillating: compared relative to the amplitude (absolute near a zero)
_OSCILLATING = {
    "bessel_j0": (lambda mp, x: mp.besselj(0, x), np.r_[np.linspace(-60, 60, 61), 1.99, 2.01, 24.9, 25.1]),
    "bessel_j1": (lambda mp, x: mp.besselj(1, x), np.r_[np.linspace(-60, 60, 61), 1.99, 2.01, 24.9, 25.1]),
    "bessel_y0": (lambda mp, x: mp.bessely(0, x), np.r_[np.linspace(0.05, 60, 61), 1e-5, 2.01, 24.9, 25.1]),
    "bessel_y1": (lambda mp, x: mp.bessely(1, x), np.r_[np.linspace(0.05, 60, 61), 1e-5, 2.01, 24.9, 25.1]),
    "airy_ai": (lambda mp, x: mp.airyai(x), np.r_[np.linspace(-40, 20, 61), -10.01, -9.99, -2.01, -1.99, 2.01]),
}


_REF_NAMES = ["erfcx", "log_ndtr", "i0e", "i1", "i1e", "modified_bessel_i0", "modified_bessel_k0", "modified_bessel_k1",
              "scaled_modified_bessel_k0", "scaled_modified_bessel_k1", "spherical_bessel_j0", "entr"]


@pytest.mark.parametrize("name", _REF_NAMES)
def test_float64_against_mpmath(name):
    mp = pytest.importorskip("mpmath")
    with mp.workdps(50):
        ref, xs = _refs(mp)[name]
        want = [float(ref(mp.mpf(float(x)))) for x in xs]
    close(getattr(S, name)(f64(xs)), want, rtol=2e-14, atol=1e-300)


@pytest.mark.parametrize("name", sorted(_OSCILLATING))
def test_oscillating_float64_against_mpmath(name):
    mp = pytest.importorskip("mpmath")
    ref, xs = _OSCILLATING[name]
    with mp.workdps(50):
        want = np.array([float(ref(mp, mp.mpf(float(x)))) for x in xs])
    got = np.asarray(getattr(S, name)(f64(xs)), np.float64)
    np.testing.assert_allclose(got, want, rtol=1e-13, atol=1e-14)


def test_ndtri_inverts_the_normal_cdf():
    mp = pytest.importorskip("mpmath")
    ps = np.r_[np.linspace(0.001, 0.999, 37), 1e-300, 5e-324, 1e-20, 0.02, 0.5, 1 - 1e-16]
    got = np.asarray(S.ndtri(f64(ps)), np.float64)
    with mp.workdps(50):
        back = np.array([float(mp.ncdf(mp.mpf(float(x)))) for x in got])
    # Phi's condition number at x is about x^2: a last-bit error in x moves Phi by x^2 ulp
    assert np.all(np.abs(back - ps) <= 4e-16 * (2 + got ** 2) * ps), (back - ps) / ps


def test_zeta_and_incomplete_gamma_against_mpmath():
    mp = pytest.importorskip("mpmath")
    rng = np.random.default_rng(0)
    s, q = rng.uniform(1.05, 30, 40), rng.uniform(0.01, 50, 40)
    a, x = 10 ** rng.uniform(-3, 3, 60), 10 ** rng.uniform(-3, 3.2, 60)
    a[:5], x[:5] = [1e-10, 0.5, 1e4, 1e4, 30.0], [0.5, 1e-10, 1e4 + 150, 1e4 - 150, 31.0]
    with mp.workdps(50):
        z = [float(mp.zeta(mp.mpf(float(u)), mp.mpf(float(v)))) for u, v in zip(s, q)]
        p = [float(mp.gammainc(mp.mpf(float(u)), 0, mp.mpf(float(v)), regularized=True)) for u, v in zip(a, x)]
        qq = [float(mp.gammainc(mp.mpf(float(u)), mp.mpf(float(v)), mp.inf, regularized=True)) for u, v in zip(a, x)]
    close(S.zeta(f64(s), f64(q)), z, rtol=1e-13)
    close(S.gammainc(f64(a), f64(x)), p, rtol=1e-11, atol=1e-300)
    close(S.gammaincc(f64(a), f64(x)), qq, rtol=1e-11, atol=1e-300)


# ------------------------------------------------------------------ against torch
# torch's float64 Bessel J and Y kernels are off by up to 7.5e-7 on [-12, 12] and
# its Airy Ai by 2.3e-7 on [-3, -2] (ours are within 1e-15 of mpmath: the tests above);
# at |x| = 1e300 its J and Y lose the phase (x - pi/4 rounds to x)
_TORCH_ATOL = {"bessel_j0": 1e-6, "bessel_j1": 1e-6, "bessel_y0": 1e-6, "bessel_y1": 1e-6, "airy_ai": 1e-6}


@pytest.mark.parametrize("name", UNARY)
def test_unary_against_torch_float64(name):
    torch = pytest.importorskip("torch")
    special = [v for v in SPECIAL if not (name.startswith("bessel_") and abs(v) == 1e300)]
    xs = np.r_[special, np.linspace(-12, 12, 49)]
    want = getattr(torch.special, name)(torch.tensor(xs)).numpy()
    got = np.asarray(getattr(S, name)(f64(xs)), np.float64)
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=_TORCH_ATOL.get(name, 0.0), equal_nan=True)
    # the special values exactly: the same nan, infinities and signed zeros
    k = len(special)
    assert np.array_equal(np.isnan(got[:k]), np.isnan(want[:k]))
    assert np.array_equal(got[:k][np.isinf(want[:k])], want[:k][np.isinf(want[:k])])
    zeros = want[:k] == 0
    assert np.array_equal(np.signbit(got[:k][zeros]), np.signbit(want[:k][zeros]))


@pytest.mark.parametrize("name", UNARY)
def test_unary_float32_and_integers_against_torch(name):
    torch = pytest.importorskip("torch")
    xs = np.r_[np.linspace(-8, 8, 17), 0.3, 20.0].astype(np.float32)
    got = getattr(S, name)(tg.tensor(xs))
    want = getattr(torch.special, name)(torch.tensor(xs))
    assert got.dtype == tg.float32
    np.testing.assert_allclose(np.asarray(got), want.numpy(), rtol=2e-5, atol=1e-6, equal_nan=True)
    ints = np.array([-3, 0, 1, 4])
    for dt in ("int64", "int32", "uint8", "bool"):
        t = tg.tensor(np.abs(ints) if dt in ("uint8", "bool") else ints).to(getattr(tg, dt))
        got = getattr(S, name)(t)
        want = getattr(torch.special, name)(torch.tensor(np.asarray(t)))
        assert got.dtype == tg.float32, (dt, got.dtype)
        np.testing.assert_allclose(np.asarray(got), want.numpy(), rtol=2e-5, atol=1e-6, equal_nan=True)


@pytest.mark.parametrize("name", [n for n in UNARY if n not in NO_HALF and n != "ndtr"])
def test_half_and_bfloat16_where_torch_has_kernels(name):
    torch = pytest.importorskip("torch")
    xs = np.array([-2.0, -0.5, 0.25, 1.0, 3.0])
    for dt, tol in (("float16", 2e-3), ("bfloat16", 1e-2)):
        got = getattr(S, name)(tg.tensor(xs, dtype=getattr(tg, dt)))
        want = getattr(torch.special, name)(torch.tensor(xs, dtype=getattr(torch, dt)))
        assert got.dtype == getattr(tg, dt)
        np.testing.assert_allclose(np.asarray(got.float()), want.float().numpy(), rtol=tol, atol=tol,
                                   equal_nan=True)


@pytest.mark.parametrize("name", sorted(NO_HALF - {"zeta"} - set(POLYNOMIALS)))
def test_no_half_kernels_where_torch_has_none(name):
    for dt in (tg.float16, tg.bfloat16):
        with pytest.raises(RuntimeError, match=rf"special_{name}.*not implemented for '{dt.pt_name}'"):
            getattr(S, name)(tg.ones(2, dtype=dt))


@pytest.mark.parametrize("name", POLYNOMIALS)
def test_polynomials_against_torch(name):
    """torch's conventions: n truncated to an integer, 0 for n < 0 and for n beyond
    int64 (inf, nan), the values at x = ±1 (shifted: 0 and 1), the trigonometric
    forms for high degrees."""
    torch = pytest.importorskip("torch")
    xs = [-2.5, -1.0, -0.7, -0.3, -0.0, 0.0, 0.2, 0.5, 0.999, 1.0, 1.5, 3.0, INF, -INF, NAN]
    ns = [-3, -1, 0, 1, 2, 3, 5, 7, 9, 10, 15, 30, 2.7, -0.5, INF, -INF, NAN, 1e19]
    x = np.array([a for a in xs for _ in ns])
    n = np.array([b for _ in xs for b in ns])
    got = np.asarray(getattr(S, name)(f64(x), f64(n)), np.float64)
    want = getattr(torch.special, name)(torch.tensor(x), torch.tensor(n)).numpy()
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-13, equal_nan=True)


@pytest.mark.parametrize("name", POLYNOMIALS + ["xlog1py", "zeta", "gammainc", "gammaincc"])
def test_binary_float32_against_torch(name):
    torch = pytest.importorskip("torch")
    x = np.array([0.25, 0.5, 0.9, 1.5, 2.0, 3.0], np.float32)
    y = np.array([0.0, 1.0, 2.0, 3.0, 5.0, 7.0], np.float32)
    got = getattr(S, name)(tg.tensor(x), tg.tensor(y))
    want = getattr(torch.special, name)(torch.tensor(x), torch.tensor(y))
    assert got.dtype == tg.float32
    np.testing.assert_allclose(np.asarray(got), want.numpy(), rtol=2e-5, atol=1e-6, equal_nan=True)


def test_polynomials_scalar_forms_and_promotion():
    torch = pytest.importorskip("torch")
    x = np.array([0.1, 0.6, 2.0], np.float32)
    for tx, tn in ((tg.tensor(x), 3), (0.3, tg.tensor([0, 2, 5])), (tg.tensor(x), tg.tensor([1, 4, 6]))):
        got = S.legendre_polynomial_p(tx, tn)
        want = torch.special.legendre_polynomial_p(
            torch.tensor(np.asarray(tx)) if isinstance(tx, tg.Tensor) else tx,
            torch.tensor(np.asarray(tn)) if isinstance(tn, tg.Tensor) else tn)
        assert str(got.dtype).split(".")[-1] == str(want.dtype).split(".")[-1]
        np.testing.assert_allclose(np.asarray(got), want.numpy(), rtol=1e-6)
    assert S.hermite_polynomial_h(tg.tensor([0.5]), tg.tensor([3], dtype=tg.float64)).dtype == tg.float64
    # the argument names of PyTorch's binding: x and n
    np.testing.assert_allclose(np.asarray(S.chebyshev_polynomial_t(x=tg.tensor([0.5]), n=2)), [-0.5])


@pytest.mark.parametrize("name", ["xlog1py", "zeta", "gammainc", "gammaincc"])
def test_binary_against_torch(name):
    torch = pytest.importorskip("torch")
    a = np.array([-2.0, -1.0, -0.0, 0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 7.5, 40.0, INF, NAN])
    b = np.array([-3.0, -1.0, -0.5, 0.0, 0.3, 1.0, 2.5, 10.0, 100.0, INF, NAN])
    x, y = np.repeat(a, b.size), np.tile(b, a.size)
    got = np.asarray(getattr(S, name)(f64(x), f64(y)), np.float64)
    want = getattr(torch.special, name)(torch.tensor(x), torch.tensor(y)).numpy()
    np.testing.assert_allclose(got, want, rtol=1e-11, atol=1e-300, equal_nan=True)


def test_binary_scalar_overloads_and_refusals():
    torch = pytest.importorskip("torch")
    q = np.array([0.5, 1.0, 3.0])
    np.testing.assert_allclose(np.asarray(S.zeta(2.0, f64(q))), torch.special.zeta(2.0, torch.tensor(q)).numpy())
    np.testing.assert_allclose(np.asarray(S.zeta(f64(q) + 1, 2)), torch.special.zeta(torch.tensor(q) + 1, 2).numpy())
    np.testing.assert_allclose(np.asarray(S.xlog1py(f64([0.0, 2.0]), -1.0)),
                               torch.special.xlog1py(torch.tensor([0.0, 2.0]), -1.0).numpy())
    # gammainc/gammaincc (igamma/igammac) have no Scalar overload, no integer kernels
    with pytest.raises(TypeError, match="argument 'other' .* must be Tensor, not float"):
        S.gammainc(f64([1.0]), 2.0)
    with pytest.raises(RuntimeError, match="igamma.*not implemented for 'Long'"):
        S.gammainc(tg.tensor([1]), tg.tensor([1]))
    # the method and in-place forms of igamma, and promotion between float dtypes
    a = f64([0.5, 2.0])
    np.testing.assert_allclose(np.asarray(a.igammac(tg.tensor([1.0, 2.0]))),
                               torch.igammac(torch.tensor([0.5, 2.0]).double(), torch.tensor([1.0, 2.0])).numpy())
    assert tg.igamma(tg.tensor([1.0]), f64([1.0])).dtype == tg.float64
    b = f64([0.5, 2.0])
    b.igamma_(f64([1.0, 2.0]))
    np.testing.assert_allclose(np.asarray(b), torch.igamma(torch.tensor([0.5, 2.0]).double(),
                                                           torch.tensor([1.0, 2.0]).double()).numpy())


def test_ndtr_is_torchs_composition():
    """PyTorch composes ndtr from erf: (1 + erf(x / sqrt 2)) / 2 (0 for x below about -8.3)."""
    torch = pytest.importorskip("torch")
    xs = np.r_[np.linspace(-10, 10, 41), SPECIAL]
    np.testing.assert_array_equal(np.asarray(S.ndtr(f64(xs))), torch.special.ndtr(torch.tensor(xs)).numpy())
    assert S.ndtr(tg.tensor([0, 1])).dtype == tg.float32
    x = f64([0.3, -1.2]).requires_grad_()
    S.ndtr(x).sum().backward()
    np.testing.assert_allclose(np.asarray(x.grad), np.exp(-np.array([0.3, -1.2]) ** 2 / 2) / math.sqrt(2 * math.pi))


def test_multigammaln_against_torch_and_errors():
    torch = pytest.importorskip("torch")
    x = np.array([2.5, 3.0, 10.0])
    for p in (1, 2, 5):
        np.testing.assert_allclose(np.asarray(S.multigammaln(f64(x), p)),
                                   torch.special.multigammaln(torch.tensor(x), p).numpy(), rtol=1e-13)
    assert tg.mvlgamma(tg.tensor([3, 4]), 2).dtype == tg.float32
    y = f64(x)
    assert y.mvlgamma_(2) is y
    np.testing.assert_allclose(np.asarray(y), torch.mvlgamma(torch.tensor(x), 2).numpy(), rtol=1e-13)
    with pytest.raises(RuntimeError, match="p has to be greater than or equal to 1"):
        S.multigammaln(f64(x), 0)
    with pytest.raises(RuntimeError, match="may not be a boolean tensor"):
        tg.mvlgamma(tg.tensor([True]), 1)
    with pytest.raises(RuntimeError, match="can't be cast to the desired output type"):
        tg.tensor([3, 4]).mvlgamma_(1)


# ------------------------------------------------------------------ out=, errors, derivatives
def test_out_and_cast_rules():
    x = tg.tensor([0.5, 2.0])
    out = tg.empty(2, dtype=tg.float64)
    assert S.erfcx(x, out=out) is out
    np.testing.assert_allclose(np.asarray(out), np.asarray(S.erfcx(x)), rtol=1e-7)
    with pytest.raises(RuntimeError, match="can't be cast to the desired output type Long"):
        S.i0e(x, out=tg.empty(2, dtype=tg.int64))


def test_derivatives_pytorch_leaves_unimplemented():
    a = f64([2.0, 3.0]).requires_grad_()
    x = f64([1.0, 2.0]).requires_grad_()
    for fn, what in ((S.gammainc, "igamma: input"), (S.gammaincc, "igammac: input"), (S.zeta, "zeta")):
        y = fn(a, x)
        with pytest.raises(NotImplementedError, match=f"the derivative for '{what}' is not implemented"):
            y.sum().backward()
    # the other argument's derivative exists
    g, = tg.autograd.grad(S.zeta(f64([2.0, 3.0]), x).sum(), [x])
    assert np.all(np.isfinite(np.asarray(g)))


def test_non_differentiable_functions_give_results_without_history():
    x = f64([0.5, 1.5]).requires_grad_()
    for name in ("bessel_j0", "modified_bessel_k0", "airy_ai", "spherical_bessel_j0"):
        assert not getattr(S, name)(x).requires_grad
    assert not S.chebyshev_polynomial_t(x, 3).requires_grad


def test_gradients_at_the_edges_against_torch():
    torch = pytest.importorskip("torch")
    cases = [("xlog1py", [0.0, 0.0, 2.0], [-1.0, -2.0, 0.5]), ("i1e", [0.0, -1.5, 3.0], None),
             ("i1", [0.0, 0.7, -2.0], None), ("i0e", [-1.0, 2.0, 40.0], None), ("erfcx", [-3.0, 0.0, 30.0], None),
             ("log_ndtr", [-40.0, -1.0, 5.0], None), ("ndtri", [1e-10, 0.3, 0.9], None),
             ("entr", [0.2, 1.0, 3.0], None)]
    for name, a, b in cases:
        x = f64(a).requires_grad_()
        tx = torch.tensor(a, dtype=torch.float64, requires_grad=True)
        args, targs = [x], [tx]
        if b is not None:
            args.append(f64(b))
            targs.append(torch.tensor(b, dtype=torch.float64))
        getattr(S, name)(*args).sum().backward()
        getattr(torch.special, name)(*targs).sum().backward()
        np.testing.assert_allclose(np.asarray(x.grad), tx.grad.numpy(), rtol=1e-10, err_msg=name)


# ------------------------------------------------------------------ CUDA (Numba's simulator)
@pytest.mark.parametrize("name, args", [("bessel_j0", ([-30.0, -3.0, 0.5, 12.0],)), ("bessel_y1", ([0.5, 3.0, 40.0],)),
                                        ("airy_ai", ([-12.0, -4.0, 0.5, 6.0],)), ("erfcx", ([-3.0, 0.5, 40.0],)),
                                        ("ndtri", ([0.01, 0.5, 0.97],)), ("modified_bessel_k1", ([0.5, 3.0],)),
                                        ("zeta", ([2.0, 4.5], [1.0, 0.3])), ("gammaincc", ([0.5, 30.0], [0.2, 28.0])),
                                        ("chebyshev_polynomial_w", ([0.3, -0.7, 2.0], [3.0, 10.0, 4.0]))])
def test_cuda_kernels_match_the_cpu(cuda, name, args):
    cpu = getattr(S, name)(*[f64(a) for a in args])
    dev = getattr(S, name)(*[f64(a).to(cuda) for a in args])
    assert dev.device.type == "cuda"
    np.testing.assert_allclose(np.asarray(dev.cpu()), np.asarray(cpu), rtol=1e-14)


@pytest.fixture
def cuda():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
    return "cuda"
