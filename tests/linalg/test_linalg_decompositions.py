"""svd, svdvals, qr, eigh, eigvalsh, cholesky, pinv, matrix_rank and lstsq
(the `kind: decomposition` kernels and their compositions) through the public
API, against torch 2.13 (values, invariants where a result is unique only up
to signs, errors word for word) and NumPy in float64."""
import warnings

import numpy as np
import pytest

import tensorgen as tg

from support.linalg_compare import FLOATS, TOL, as64 as _np, same_error, torch_or_skip as _torch

RNG = np.random.default_rng(11)
SHAPES = [(3, 3), (5, 3), (3, 5), (2, 4, 2), (2, 1, 3, 4), (1, 1)]


def _eye(n, batch=()):
    return np.broadcast_to(np.eye(n), batch + (n, n))


# ------------------------------------------------------------------ svd
@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("full", [True, False])
def test_svd_factors_and_singular_values(dtype, shape, full):
    a = RNG.standard_normal(shape)
    t = tg.tensor(a, dtype=dtype)
    U, S, Vh = tg.linalg.svd(t, full_matrices=full)
    m, n = shape[-2:]
    k, batch = min(m, n), shape[:-2]
    assert (U.dtype, S.dtype, Vh.dtype) == (dtype,) * 3
    assert tuple(U.shape) == batch + (m, m if full else k) and tuple(Vh.shape) == batch + (n if full else k, n)
    a64 = _np(t)
    np.testing.assert_allclose(_np(S), np.linalg.svd(a64, compute_uv=False), **TOL[dtype])
    np.testing.assert_allclose(_np(U)[..., :k] * _np(S)[..., None, :] @ _np(Vh)[..., :k, :], a64, **TOL[dtype])
    np.testing.assert_allclose(np.swapaxes(_np(U), -1, -2) @ _np(U), _eye(U.shape[-1], batch), **TOL[dtype])
    np.testing.assert_allclose(_np(Vh) @ np.swapaxes(_np(Vh), -1, -2), _eye(Vh.shape[-2], batch), **TOL[dtype])
    assert np.all(np.diff(_np(S), axis=-1) <= 0)
    np.testing.assert_allclose(_np(tg.linalg.svdvals(t)), _np(S), rtol=0, atol=0)


@pytest.mark.parametrize("shape, full", [((4, 3), True), ((3, 4), True), ((4, 3), False), ((3, 3), False)])
def test_svd_of_rank_deficient_and_zero_matrices_keeps_orthonormal_bases(shape, full):
    # zero singular values: their vectors complete the basis (LAPACK gives an orthonormal U whatever the rank)
    for a in (np.zeros(shape), np.outer(RNG.standard_normal(shape[0]), RNG.standard_normal(shape[1]))):
        U, S, Vh = tg.linalg.svd(tg.tensor(a), full_matrices=full)
        np.testing.assert_allclose(_np(U).T @ _np(U), np.eye(U.shape[-1]), atol=1e-12)
        np.testing.assert_allclose(_np(Vh) @ _np(Vh).T, np.eye(Vh.shape[-2]), atol=1e-12)
        k = min(shape)
        np.testing.assert_allclose(_np(U)[:, :k] * _np(S) @ _np(Vh)[:k], a, atol=1e-12)
        np.testing.assert_allclose(_np(S), np.linalg.svd(a, compute_uv=False), atol=1e-12)


def test_svd_of_extreme_magnitudes_and_graded_matrices():
    for scale in (1e-200, 1e200):  # squares would underflow or overflow: the matrix is scaled first
        a = RNG.standard_normal((4, 3)) * scale
        S = tg.linalg.svdvals(tg.tensor(a))
        np.testing.assert_allclose(_np(S), np.linalg.svd(a, compute_uv=False), rtol=1e-12)
    graded = np.diag([1.0, 1e-5, 1e-10]) @ RNG.standard_normal((3, 3))
    np.testing.assert_allclose(_np(tg.linalg.svdvals(tg.tensor(graded))), np.linalg.svd(graded, compute_uv=False),
                               rtol=1e-6)


@pytest.mark.parametrize("dtype", FLOATS)
def test_svd_matches_torch_and_torch_svd_forms(dtype):
    torch = _torch()
    a = RNG.standard_normal((2, 5, 3))
    t, p = tg.tensor(a, dtype=dtype), torch.tensor(a, dtype=getattr(torch, dtype.name))
    np.testing.assert_allclose(_np(tg.linalg.svdvals(t)), torch.linalg.svdvals(p).double().numpy(), **TOL[dtype])
    for some in (True, False):
        U, S, V = tg.svd(t, some=some)
        PU, PS, PV = torch.svd(p, some=some)
        assert (tuple(U.shape), tuple(V.shape)) == (tuple(PU.shape), tuple(PV.shape))
        np.testing.assert_allclose(_np(U)[..., :3] * _np(S)[..., None, :] @ np.swapaxes(_np(V), -1, -2),
                                   _np(t), **TOL[dtype])
    U, S, V = t.svd(compute_uv=False)  # zero-filled (m x m), (n x n), as torch
    PU, PS, PV = p.svd(compute_uv=False)
    assert tuple(U.shape) == tuple(PU.shape) and tuple(V.shape) == tuple(PV.shape) and not _np(U).any()
    r = tg.linalg.svd(t)
    assert type(r).__name__ == "linalg_svd" and r.S is r[1]


def test_svd_empty_matrices():
    torch = _torch()
    for shape, full in (((0, 3), True), ((4, 0), False), ((4, 0), True), ((2, 0, 0), True)):
        got = tg.linalg.svd(tg.ones(*shape), full_matrices=full)
        want = torch.linalg.svd(torch.ones(*shape), full_matrices=full)
        for g, w in zip(got, want):
            assert tuple(g.shape) == tuple(w.shape)
            np.testing.assert_array_equal(g.numpy(), w.numpy())


def test_svd_non_finite_inputs():
    nan = tg.tensor([[1.0, float("nan")], [2.0, 3.0]])
    with pytest.raises(tg.linalg.LinAlgError, match=r"^linalg.svd: The algorithm failed to converge because the "
                       r"input matrix contained non-finite values.$"):
        tg.linalg.svd(nan)
    with pytest.raises(RuntimeError, match=r"^linalg.svd: \(Batch element 1\): The algorithm failed"):
        tg.linalg.svdvals(tg.stack([tg.eye(2), nan]))
    U, S, Vh = tg.linalg.svd(tg.tensor([[1.0, float("inf")], [2.0, 3.0]]))  # torch: NaN results
    assert np.isnan(S.numpy()).all() and np.isnan(U.numpy()).all() and np.isnan(Vh.numpy()).all()


def test_svd_errors_match_torch():
    for make in (lambda m: m.ones(3), lambda m: m.ones(2, 2, dtype=m.float16), lambda m: m.ones(2, 2, dtype=m.int64),
                 lambda m: m.ones(2, 2, dtype=m.bfloat16)):
        same_error(lambda m: m.linalg.svd(make(m)))
        same_error(lambda m: m.linalg.svdvals(make(m)))
    same_error(lambda m: m.linalg.svd(m.ones(2, 2), driver="gesvd"))
    same_error(lambda m: m.linalg.svd(3))
    with pytest.raises(RuntimeError, match="_linalg_svd is not yet supported with named tensors"):
        tg.linalg.svd(tg.ones(2, 2).refine_names("R", "C"))


# ------------------------------------------------------------------ qr
@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("mode", ["reduced", "complete", "r"])
def test_qr_matches_torch_signs_included(dtype, mode):
    torch = _torch()
    for shape in SHAPES + [(3, 0), (0, 3)]:
        a = RNG.standard_normal(shape)
        Q, R = tg.linalg.qr(tg.tensor(a, dtype=dtype), mode)
        PQ, PR = torch.linalg.qr(torch.tensor(a, dtype=getattr(torch, dtype.name)), mode)
        assert tuple(Q.shape) == tuple(PQ.shape) and tuple(R.shape) == tuple(PR.shape), (shape, mode)
        # Householder reflectors as LAPACK's geqrf: the same R (diagonal signs included) and Q
        np.testing.assert_allclose(_np(R), PR.double().numpy(), **TOL[dtype])
        np.testing.assert_allclose(_np(Q), PQ.double().numpy(), **TOL[dtype])


def test_qr_zero_column_keeps_the_sign_and_torch_qr_warns():
    a = np.array([[-2.0, 1.0], [0.0, 3.0], [0.0, 1.0]])  # column 0 already zero below the diagonal: tau = 0
    Q, R = tg.linalg.qr(tg.tensor(a))
    assert R[0, 0].item() == -2.0
    np.testing.assert_allclose(_np(Q) @ _np(R), a, atol=1e-15)
    with pytest.warns(UserWarning, match="torch.qr is deprecated in favor of torch.linalg.qr"):
        Q2, R2 = tg.qr(tg.tensor(a), some=False)
    assert tuple(Q2.shape) == (3, 3)


def test_qr_errors_match_torch():
    same_error(lambda m: m.linalg.qr(m.ones(2, 2), mode="x"))
    same_error(lambda m: m.linalg.qr(m.ones(2, 2), mode=1))
    same_error(lambda m: m.linalg.qr(m.ones(2, 2, dtype=m.float16)))
    same_error(lambda m: m.linalg.qr(m.ones(2, 2, dtype=m.int32)))
    same_error(lambda m: m.linalg.qr(m.ones(2)))


# ------------------------------------------------------------------ eigh
@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("shape", [(1, 1), (3, 3), (6, 6), (2, 4, 4)])
def test_eigh_values_vectors_and_triangles(dtype, shape):
    a = RNG.standard_normal(shape)
    for uplo in ("L", "U", "l"):
        sym = np.tril(a) + np.swapaxes(np.tril(a, -1), -1, -2) if uplo.upper() == "L" else \
            np.triu(a) + np.swapaxes(np.triu(a, 1), -1, -2)
        L, V = tg.linalg.eigh(tg.tensor(a, dtype=dtype), uplo)  # only that triangle is read
        sym = _np(tg.tensor(sym, dtype=dtype))
        np.testing.assert_allclose(_np(L), np.linalg.eigvalsh(sym), **TOL[dtype])
        np.testing.assert_allclose(_np(V) * _np(L)[..., None, :] @ np.swapaxes(_np(V), -1, -2), sym, **TOL[dtype])
        np.testing.assert_allclose(np.swapaxes(_np(V), -1, -2) @ _np(V), _eye(shape[-1], shape[:-2]), **TOL[dtype])
        np.testing.assert_allclose(_np(tg.linalg.eigvalsh(tg.tensor(a, dtype=dtype), uplo)), _np(L), rtol=0, atol=0)


def test_eigh_repeated_eigenvalues_and_torch_values():
    torch = _torch()
    L, V = tg.linalg.eigh(tg.eye(4, dtype=tg.float64) * 2)
    np.testing.assert_array_equal(L.numpy(), [2.0] * 4)
    np.testing.assert_allclose(_np(V).T @ _np(V), np.eye(4), atol=1e-15)
    a = RNG.standard_normal((3, 5, 5))
    np.testing.assert_allclose(_np(tg.linalg.eigvalsh(tg.tensor(a))), torch.linalg.eigvalsh(torch.tensor(a)).numpy(),
                               rtol=1e-12, atol=1e-12)
    # a NaN in the triangle read: NaN results (torch); in the other one: ignored
    nan = float("nan")
    assert np.isnan(tg.linalg.eigvalsh(tg.tensor([[1.0, 0.0], [nan, 3.0]])).numpy()).all()
    assert not np.isnan(tg.linalg.eigvalsh(tg.tensor([[1.0, nan], [0.0, 3.0]])).numpy()).any()
    assert tuple(tg.linalg.eigh(tg.ones(2, 0, 0))[1].shape) == (2, 0, 0)


def test_eigh_errors_match_torch():
    for make in (lambda m: m.ones(3), lambda m: m.ones(2, 3), lambda m: m.ones(2, 2, dtype=m.float16),
                 lambda m: m.ones(2, 2, dtype=m.int64)):
        same_error(lambda m: m.linalg.eigh(make(m)))
        same_error(lambda m: m.linalg.eigvalsh(make(m)))
    same_error(lambda m: m.linalg.eigh(m.ones(2, 2), UPLO="X"))
    same_error(lambda m: m.linalg.eigh(m.ones(2, 2), UPLO=1))
    same_error(lambda m: m.linalg.eigvalsh(3))


# ------------------------------------------------------------------ cholesky
def _spd(*shape):
    a = RNG.standard_normal(shape)
    return a @ np.swapaxes(a, -1, -2) + shape[-1] * np.eye(shape[-1])


@pytest.mark.parametrize("dtype", FLOATS)
def test_cholesky_matches_torch(dtype):
    torch = _torch()
    for shape in ((1, 1), (4, 4), (2, 3, 3)):
        a = _spd(*shape) + np.triu(RNG.standard_normal(shape), 1)  # upper=True reads the upper triangle, as torch
        t, p = tg.tensor(a, dtype=dtype), torch.tensor(a, dtype=getattr(torch, dtype.name))
        for upper in (False, True):
            np.testing.assert_allclose(_np(tg.linalg.cholesky(t, upper=upper)),
                                       torch.linalg.cholesky(p, upper=upper).double().numpy(), **TOL[dtype])
            L, info = tg.linalg.cholesky_ex(t, upper=upper)
            assert info.dtype is tg.int32 and not info.numpy().any()
    s = _spd(3, 3)
    with pytest.warns(UserWarning, match="torch.cholesky is deprecated"):
        np.testing.assert_allclose(_np(tg.cholesky(tg.tensor(s), True)), np.linalg.cholesky(s).T, rtol=1e-12)


def test_cholesky_not_positive_definite():
    torch = _torch()
    bad = [[1.0, 2.0], [2.0, 1.0]]
    same_error(lambda m: m.linalg.cholesky(m.tensor(bad)))
    same_error(lambda m: m.linalg.cholesky(m.stack([m.eye(2), m.tensor(bad)])))
    same_error(lambda m: m.linalg.cholesky_ex(m.tensor(bad), check_errors=True))
    same_error(lambda m: m.cholesky(m.tensor(bad)))
    same_error(lambda m: m.linalg.cholesky(m.tensor([[1.0, 0.0], [float("nan"), 1.0]])))
    # info and the partial factor (LAPACK potf2's: the failing pivot left unrooted) as torch's
    L, info = tg.linalg.cholesky_ex(tg.stack([tg.eye(2), tg.tensor(bad)]))
    PL, Pinfo = torch.linalg.cholesky_ex(torch.stack([torch.eye(2), torch.tensor(bad)]))
    np.testing.assert_array_equal(info.numpy(), Pinfo.numpy())
    np.testing.assert_allclose(L.numpy(), PL.numpy())


def test_cholesky_errors_match_torch():
    for make in (lambda m: m.ones(3), lambda m: m.ones(2, 3), lambda m: m.ones(2, 2, dtype=m.float16),
                 lambda m: m.ones(2, 2, dtype=m.int64)):
        same_error(lambda m: m.linalg.cholesky(make(m)))
        same_error(lambda m: m.linalg.cholesky_ex(make(m)))
    assert tuple(tg.linalg.cholesky(tg.ones(0, 0)).shape) == (0, 0)


# ------------------------------------------------------------------ pinv, matrix_rank
@pytest.mark.parametrize("dtype", FLOATS)
def test_pinv_and_matrix_rank_match_torch(dtype):
    torch = _torch()
    tdt = getattr(torch, dtype.name)
    a = RNG.standard_normal((2, 5, 3))
    t, p = tg.tensor(a, dtype=dtype), torch.tensor(a, dtype=tdt)
    tol = dict(rtol=1e-3, atol=1e-4) if dtype is tg.float32 else dict(rtol=1e-9, atol=1e-10)
    d = a.copy()
    d[1, :, 2] = d[1, :, 0]  # rank 2: its third singular value is rounding noise, cut by any tolerance above it
    td, pd = tg.tensor(d, dtype=dtype), torch.tensor(d, dtype=tdt)
    for x, px, kws in ((t, p, ({}, {"hermitian": False})), (td, pd, ({"atol": 0.5}, {"rtol": 0.3}, {"rtol": 1e-4}))):
        for kw in kws:
            np.testing.assert_allclose(_np(tg.linalg.pinv(x, **kw)), torch.linalg.pinv(px, **kw).double().numpy(),
                                       **tol)
            np.testing.assert_array_equal(tg.linalg.matrix_rank(x, **kw).numpy(),
                                          torch.linalg.matrix_rank(px, **kw).numpy())
    np.testing.assert_allclose(_np(tg.linalg.pinv(t, 0.2)), torch.linalg.pinv(p, 0.2).double().numpy(), **tol)
    np.testing.assert_allclose(_np(tg.pinverse(t)), torch.pinverse(p).double().numpy(), **tol)
    np.testing.assert_allclose(_np(t.pinverse(rcond=0.4)), p.pinverse(rcond=0.4).double().numpy(), **tol)
    # per-matrix tolerances (tensors broadcast over the batch)
    at = torch.tensor([0.1, 5.0])
    np.testing.assert_allclose(_np(tg.linalg.pinv(t, atol=tg.tensor([0.1, 5.0]))),
                               torch.linalg.pinv(p, atol=at).double().numpy(), **tol)
    np.testing.assert_array_equal(tg.linalg.matrix_rank(t, atol=tg.tensor([0.1, 5.0])).numpy(),
                                  torch.linalg.matrix_rank(p, atol=at).numpy())
    np.testing.assert_array_equal(tg.linalg.matrix_rank(t, 1.0).numpy(), torch.linalg.matrix_rank(p, 1.0).numpy())
    s = _spd(4, 4) - 6 * np.eye(4)  # indefinite
    ts, ps = tg.tensor(s, dtype=dtype), torch.tensor(s, dtype=tdt)
    np.testing.assert_allclose(_np(tg.linalg.pinv(ts, hermitian=True)),
                               torch.linalg.pinv(ps, hermitian=True).double().numpy(), **tol)
    assert tg.linalg.matrix_rank(ts, hermitian=True).item() == torch.linalg.matrix_rank(ps, hermitian=True).item()
    assert tg.linalg.matrix_rank(t).dtype is tg.int64
    assert tuple(tg.linalg.pinv(tg.ones(0, 3)).shape) == (3, 0)
    np.testing.assert_array_equal(tg.linalg.matrix_rank(tg.ones(2, 0, 3)).numpy(), [0, 0])


def test_pinv_and_matrix_rank_errors_match_torch():
    for make in (lambda m: m.ones(3), lambda m: m.ones(2, 2, dtype=m.float16), lambda m: m.ones(2, 2, dtype=m.int64)):
        same_error(lambda m: m.linalg.pinv(make(m)))
        same_error(lambda m: m.linalg.matrix_rank(make(m)))
    same_error(lambda m: m.linalg.pinv(m.ones(2, 3), hermitian=True))
    same_error(lambda m: m.linalg.pinv(m.ones(2, 3, 3), atol=m.tensor([0.1, 5.0, 1.0])))
    with pytest.raises(TypeError, match="received an invalid combination of arguments"):
        tg.linalg.pinv(tg.ones(2, 2), 0.1, atol=0.1)
    with pytest.raises(tg.linalg.LinAlgError, match="^linalg.svd: The algorithm failed to converge"):
        tg.linalg.pinv(tg.tensor([[float("nan"), 1.0], [1.0, 1.0]]))


# ------------------------------------------------------------------ lstsq
@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("driver", [None, "gels", "gelsy", "gelsd", "gelss"])
def test_lstsq_matches_torch(dtype, driver):
    torch = _torch()
    tdt = getattr(torch, dtype.name)
    tol = dict(rtol=1e-3, atol=1e-4) if dtype is tg.float32 else dict(rtol=1e-9, atol=1e-10)
    deficient = RNG.standard_normal((6, 3))
    deficient[:, 2] = deficient[:, 0]
    cases = [(RNG.standard_normal((5, 3)), RNG.standard_normal((5, 2))),
             (RNG.standard_normal((2, 5, 3)), RNG.standard_normal((2, 5))),       # one vector per matrix
             (RNG.standard_normal((2, 6, 3)), RNG.standard_normal((1, 6, 2))),    # batch broadcast
             (RNG.standard_normal((2, 4)), RNG.standard_normal((2, 3)))]          # underdetermined
    if driver not in (None, "gels", "gelsy"):
        cases.append((deficient, RNG.standard_normal((6, 2))))  # minimum norm (gels and gelsy's QR differ there)
    for a, b in cases:
        got = tg.linalg.lstsq(tg.tensor(a, dtype=dtype), tg.tensor(b, dtype=dtype), driver=driver)
        want = torch.linalg.lstsq(torch.tensor(a, dtype=tdt), torch.tensor(b, dtype=tdt), driver=driver)
        assert type(got).__name__ == "linalg_lstsq"
        for name in ("solution", "residuals", "rank", "singular_values"):
            g, w = getattr(got, name), getattr(want, name)
            assert tuple(g.shape) == tuple(w.shape) and g.dtype.name == str(w.dtype).split(".")[1], (name, a.shape)
            np.testing.assert_allclose(_np(g), w.double().numpy(), **tol, err_msg=name)


def test_lstsq_errors_and_empty_systems():
    torch = _torch()
    same_error(lambda m: m.linalg.lstsq(m.ones(3, 2), m.ones(3, 1), driver="foo"))
    same_error(lambda m: m.linalg.lstsq(m.ones(3, 2), m.ones(3, 1), driver=1))
    same_error(lambda m: m.linalg.lstsq(m.ones(3, 2), m.ones(3, 1, dtype=m.float64)))
    same_error(lambda m: m.linalg.lstsq(m.ones(3, 2, dtype=m.int64), m.ones(3, 1, dtype=m.int64)))
    same_error(lambda m: m.linalg.lstsq(m.ones(3, 2, dtype=m.float16), m.ones(3, 1, dtype=m.float16)))
    same_error(lambda m: m.linalg.lstsq(m.ones(3), m.ones(3)))
    same_error(lambda m: m.linalg.lstsq(m.ones(3, 2), m.tensor(1.0)))
    same_error(lambda m: m.linalg.lstsq(m.ones(2, 3, 2), m.ones(4, 2, 3, 1)))
    same_error(lambda m: m.linalg.lstsq(m.ones(2, 6, 3), m.ones(6, 2)))  # B's dims taken against A's batch
    same_error(lambda m: m.linalg.lstsq(m.ones(3, 2), m.ones(4, 1)))
    for a, b in (((0, 3), (0, 2)), ((3, 0), (3, 2))):
        got = tg.linalg.lstsq(tg.ones(*a, dtype=tg.float64), tg.ones(*b, dtype=tg.float64))
        want = torch.linalg.lstsq(torch.ones(*a, dtype=torch.float64), torch.ones(*b, dtype=torch.float64))
        for g, w in zip(got, want):
            assert tuple(g.shape) == tuple(w.shape)
            np.testing.assert_array_equal(g.numpy(), w.numpy())


# ------------------------------------------------------------------ the CUDA kernels (Numba's simulator in CI)
def test_cuda_decompositions_give_the_cpu_results():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
    a = RNG.standard_normal((2, 4, 3))
    s = _spd(2, 3, 3)
    for dtype in FLOATS:
        t, ts = tg.tensor(a, dtype=dtype), tg.tensor(s, dtype=dtype)
        c, cs = t.to("cuda"), ts.to("cuda")
        # (CPU: LAPACK; CUDA: Jacobi. Singular vectors and eigenvectors agree up to sign)
        pairs = [(tg.linalg.svd(t)[1], tg.linalg.svd(c)[1]), (tg.linalg.svd(t.mT)[0].abs(), tg.linalg.svd(c.mT)[0].abs()),
                 (tg.linalg.svd(t, full_matrices=True)[0][..., :3].abs(),
                  tg.linalg.svd(c, full_matrices=True)[0][..., :3].abs()),
                 (tg.linalg.svd(t.mT, full_matrices=True)[2][..., :3, :].abs(),
                  tg.linalg.svd(c.mT, full_matrices=True)[2][..., :3, :].abs()),
                 (tg.linalg.qr(t)[0], tg.linalg.qr(c)[0]), (tg.linalg.qr(t, "complete")[1], tg.linalg.qr(c, "complete")[1]),
                 (tg.linalg.eigh(ts)[0], tg.linalg.eigh(cs)[0]), (tg.linalg.eigh(ts)[1].abs(), tg.linalg.eigh(cs)[1].abs()),
                 (tg.linalg.cholesky(ts), tg.linalg.cholesky(cs)), (tg.linalg.pinv(t), tg.linalg.pinv(c)),
                 (tg.linalg.pinv(ts, hermitian=True), tg.linalg.pinv(cs, hermitian=True)),
                 (tg.linalg.matrix_rank(t), tg.linalg.matrix_rank(c)),
                 (tg.linalg.lstsq(t, t[..., :2])[0], tg.linalg.lstsq(c, c[..., :2])[0])]
        for cpu, dev in pairs:
            assert dev.device.type == "cuda"
            # the same algorithm in the same order: the same numbers
            np.testing.assert_allclose(_np(dev.to("cpu")), _np(cpu), **TOL[dtype])
    with pytest.raises(RuntimeError, match="lstsq: `driver` other than `gels` is not supported on CUDA"):
        tg.linalg.lstsq(c, c, driver="gelsd")
    with pytest.raises(RuntimeError, match="only overdetermined systems"):
        tg.linalg.lstsq(c.mT, c.mT[..., :1])
    with pytest.raises(RuntimeError, match="not positive-definite"):
        tg.linalg.cholesky(-cs)
    assert tg.linalg.svd(c, driver="gesvdj")[1].device.type == "cuda"


# ------------------------------------------------------------------ out=
def test_out_tuples_are_checked_before_anything_is_written():
    a = tg.tensor(RNG.standard_normal((4, 3)))
    Q, R = tg.empty(0, dtype=tg.float64), tg.empty(0, dtype=tg.float64)
    got = tg.linalg.qr(a, out=(Q, R))
    assert got[0] is Q and tuple(R.shape) == (3, 3)
    np.testing.assert_allclose(_np(Q) @ _np(R), _np(a), atol=1e-14)
    U, S, Vh = (tg.empty(0, dtype=tg.float64) for _ in range(3))
    bad = tg.empty(0, dtype=tg.float32)
    with pytest.raises(RuntimeError, match="Expected out tensor to have dtype double, but got float instead"):
        tg.linalg.svd(a, out=(U, bad, Vh))
    assert tuple(U.shape) == (0,)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        outs = (tg.empty(0, dtype=tg.float64), tg.empty(0, dtype=tg.float64), tg.empty(0, dtype=tg.float64))
        assert tg.svd(a, out=outs).U is outs[0]
    out = tg.empty(0, dtype=tg.float64)
    assert tg.linalg.svdvals(a, out=out) is out and tuple(out.shape) == (3,)


def test_cuda_jacobi_kernels_on_hard_inputs():
    # the CUDA kernels' own algorithms (one-sided Jacobi SVD, cyclic Jacobi eigh): zero and
    # rank-deficient matrices (bases completed), extreme magnitudes (scaled), repeated values
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
    rank1 = np.outer(RNG.standard_normal(4), RNG.standard_normal(3))
    for a in (np.zeros((4, 3)), rank1, rank1.T, RNG.standard_normal((4, 3)) * 1e200,
              RNG.standard_normal((3, 4)) * 1e-200, np.diag([1.0, 1e-5, 1e-10]) @ RNG.standard_normal((3, 3))):
        for full in (False, True):
            U, S, Vh = (_np(x.to("cpu")) for x in tg.linalg.svd(tg.tensor(a, device="cuda"), full_matrices=full))
            k = min(a.shape)
            want = np.linalg.svd(a, compute_uv=False)
            np.testing.assert_allclose(S, want, rtol=1e-10, atol=1e-12 * max(want.max(), 1e-300))
            np.testing.assert_allclose(U.T @ U, np.eye(U.shape[1]), atol=1e-12)
            np.testing.assert_allclose(Vh @ Vh.T, np.eye(Vh.shape[0]), atol=1e-12)
            np.testing.assert_allclose(U[:, :k] * S @ Vh[:k], a, rtol=1e-10, atol=1e-12 * np.abs(a).max())
    for s in (np.eye(3) * 2, np.diag([1.0, 1.0, 5.0]), _spd(4, 4) - 8 * np.eye(4)):
        L, V = (_np(x.to("cpu")) for x in tg.linalg.eigh(tg.tensor(s, device="cuda")))
        np.testing.assert_allclose(L, np.linalg.eigvalsh(s), rtol=1e-12, atol=1e-12)
        np.testing.assert_allclose(V * L @ V.T, s, atol=1e-12)
        np.testing.assert_allclose(V.T @ V, np.eye(len(s)), atol=1e-12)
    nan = tg.tensor([[1.0, float("nan")], [2.0, 3.0]], device="cuda")
    with pytest.raises(tg.linalg.LinAlgError, match="linalg.svd: The algorithm failed to converge"):
        tg.linalg.svd(nan)
    assert np.isnan(tg.linalg.svdvals(tg.tensor([[1.0, float("inf")], [2.0, 3.0]], device="cuda")).to("cpu").numpy()).all()
    assert np.isnan(tg.linalg.eigvalsh(nan.mT).to("cpu").numpy()).all()
