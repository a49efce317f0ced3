"""Triangular and factored solves: solve_triangular, triangular_solve,
cholesky_solve, cholesky_inverse, lu_factor(_ex), lu_solve, lu, lu_unpack and
the deprecated torch.lu / torch.lu_solve, through the public API against
torch 2.13 (values, shapes, errors word for word)."""
import warnings

import numpy as np
import pytest

import tensorgen as tg
from support.linalg_compare import FLOATS, TOL, as64 as _np, same_error, torch_or_skip as _torch

RNG = np.random.default_rng(5)


def _tri(*shape, lower=True):
    a = RNG.standard_normal(shape) + 3 * np.eye(shape[-1])  # a dominant diagonal: well conditioned
    return np.tril(a) if lower else np.triu(a)


def _pair(torch, a, dtype):
    return tg.tensor(a, dtype=dtype), torch.tensor(a, dtype=getattr(torch, dtype.name))


@pytest.mark.parametrize("dtype", FLOATS)
def test_solve_triangular_every_flag_and_broadcast(dtype):
    torch = _torch()
    for upper in (False, True):
        A = _tri(2, 1, 3, 3, lower=not upper)
        A = A + np.tril(RNG.standard_normal(A.shape), -1) * upper  # the other triangle is never read
        ta, pa = _pair(torch, A, dtype)
        for left in (True, False):
            for unit in (False, True):
                B = RNG.standard_normal((4, 3, 2) if left else (4, 2, 3))
                tb, pb = _pair(torch, B, dtype)
                got = tg.linalg.solve_triangular(ta, tb, upper=upper, left=left, unitriangular=unit)
                want = torch.linalg.solve_triangular(pa, pb, upper=upper, left=left, unitriangular=unit)
                assert tuple(got.shape) == tuple(want.shape) == (2, 4) + B.shape[-2:]
                np.testing.assert_allclose(_np(got), want.double().numpy(), **TOL[dtype])
    # B takes A's dtype (torch's result dtype)
    got = tg.linalg.solve_triangular(tg.tensor(_tri(3, 3)), tg.ones(3, 1, dtype=tg.float32), upper=False)
    assert got.dtype is tg.float64
    assert tuple(tg.linalg.solve_triangular(tg.eye(3), tg.ones(3, 0), upper=True).shape) == (3, 0)


def test_solve_triangular_errors_match_torch():
    same_error(lambda m: m.linalg.solve_triangular(m.eye(3), m.ones(3), upper=True))
    same_error(lambda m: m.linalg.solve_triangular(m.ones(2, 3), m.ones(2, 1), upper=True))
    same_error(lambda m: m.linalg.solve_triangular(m.eye(3), m.ones(2, 1), upper=True))
    same_error(lambda m: m.linalg.solve_triangular(m.eye(3), m.ones(2, 1), upper=True, left=False))
    same_error(lambda m: m.linalg.solve_triangular(m.eye(2, dtype=m.int64), m.ones(2, 1, dtype=m.int64), upper=True))
    same_error(lambda m: m.linalg.solve_triangular(m.eye(2, dtype=m.float16), m.ones(2, 1, dtype=m.float16),
                                                   upper=True))
    same_error(lambda m: m.linalg.solve_triangular(m.eye(3).expand(2, 3, 3), m.ones(4, 3, 2), upper=True))
    with pytest.raises(TypeError):
        tg.linalg.solve_triangular(tg.eye(2), tg.ones(2, 1))  # upper is required, keyword-only


@pytest.mark.parametrize("dtype", FLOATS)
def test_cholesky_solve_inverse_and_triangular_solve(dtype):
    torch = _torch()
    for upper in (False, True):
        L = _tri(2, 3, 3, lower=not upper)
        tl, pl = _pair(torch, L, dtype)
        B = RNG.standard_normal((4, 1, 3, 2))
        tb, pb = _pair(torch, B, dtype)
        np.testing.assert_allclose(_np(tg.cholesky_solve(tb, tl, upper)), torch.cholesky_solve(pb, pl, upper).double(),
                                   **TOL[dtype])
        np.testing.assert_allclose(_np(tb.cholesky_solve(tl, upper=upper)),
                                   torch.cholesky_solve(pb, pl, upper=upper).double(), **TOL[dtype])
        np.testing.assert_allclose(_np(tg.cholesky_inverse(tl, upper)), torch.cholesky_inverse(pl, upper).double(),
                                   **TOL[dtype])
        for transpose in (False, True):
            for unit in (False, True):
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    got = tg.triangular_solve(tb, tl, upper, transpose, unit)
                    want = torch.triangular_solve(pb, pl, upper, transpose, unit)
                np.testing.assert_allclose(_np(got.solution), want.solution.double(), **TOL[dtype])
                np.testing.assert_array_equal(_np(got.cloned_coefficient), want.cloned_coefficient.double())
    with pytest.warns(UserWarning, match="torch.triangular_solve is deprecated"):
        tg.tensor(B[0, 0]).triangular_solve(tg.tensor(_tri(3, 3, lower=False)))


def test_cholesky_solve_and_inverse_errors_match_torch():
    same_error(lambda m: m.cholesky_solve(m.ones(3), m.eye(3)))
    same_error(lambda m: m.cholesky_solve(m.ones(2, 1), m.eye(3)))
    same_error(lambda m: m.cholesky_solve(m.ones(3, 1, dtype=m.float64), m.eye(3)))
    same_error(lambda m: m.cholesky_solve(m.ones(3, 1), m.ones(3, 2)))
    same_error(lambda m: m.cholesky_solve(m.ones(3, 1, dtype=m.int64), m.eye(3, dtype=m.int64)))
    same_error(lambda m: m.cholesky_inverse(m.ones(3)))
    same_error(lambda m: m.cholesky_inverse(m.ones(3, 2)))
    same_error(lambda m: m.cholesky_inverse(m.ones(3, 3, dtype=m.float16)))
    same_error(lambda m: m.cholesky_inverse(m.zeros(2, 2)))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        same_error(lambda m: m.triangular_solve(m.ones(3), m.eye(3)))
        same_error(lambda m: m.triangular_solve(m.ones(3, 1), m.ones(3)))
        same_error(lambda m: m.triangular_solve(m.ones(3, 1, dtype=m.float64), m.eye(3)))
        same_error(lambda m: m.triangular_solve(m.ones(2, 1), m.eye(3)))
        same_error(lambda m: m.triangular_solve(m.ones(3, 1), m.ones(3, 2)))


@pytest.mark.parametrize("dtype", FLOATS)
def test_lu_factor_lu_and_unpack_match_torch(dtype):
    torch = _torch()
    for shape in ((3, 3), (2, 4, 4), (3, 5), (5, 3), (1, 1), (0, 0), (2, 0, 3)):
        a = RNG.standard_normal(shape)
        ta, pa = _pair(torch, a, dtype)
        f, pf = tg.linalg.lu_factor_ex(ta), torch.linalg.lu_factor_ex(pa)
        assert f.pivots.dtype is tg.int32 and f.info.dtype is tg.int32
        np.testing.assert_allclose(_np(f.LU), pf.LU.double(), **TOL[dtype])
        np.testing.assert_array_equal(f.pivots.numpy(), pf.pivots.numpy())
        np.testing.assert_array_equal(f.info.numpy(), pf.info.numpy())
        for got, want in zip(tg.linalg.lu(ta), torch.linalg.lu(pa)):
            assert tuple(got.shape) == tuple(want.shape)
            np.testing.assert_allclose(_np(got), want.double(), **TOL[dtype])
        for flags in ((True, True), (False, True), (True, False)):
            for got, want in zip(tg.lu_unpack(f.LU, f.pivots, *flags), torch.lu_unpack(pf.LU, pf.pivots, *flags)):
                assert tuple(got.shape) == tuple(want.shape), (shape, flags)
                np.testing.assert_allclose(_np(got), want.double(), **TOL[dtype])
    with pytest.warns(UserWarning, match="torch.lu is deprecated"):
        LU, piv, info = tg.lu(tg.zeros(3, 3), get_infos=True)
    assert info.item() == 1 and tuple(piv.numpy()) == (1, 2, 3)
    with pytest.warns(UserWarning):
        assert len(tg.ones(2, 2).lu()) == 2


def test_lu_factor_singular_and_errors_match_torch():
    same_error(lambda m: m.linalg.lu_factor(m.zeros(3, 3)))
    same_error(lambda m: m.linalg.lu_factor(m.zeros(2, 3, 3)))
    same_error(lambda m: m.linalg.lu_factor(m.tensor([[1.0, 2.0, 3.0], [2.0, 4.0, 6.0]])))
    same_error(lambda m: m.linalg.lu_factor_ex(m.zeros(2, 3, 3), check_errors=True))
    same_error(lambda m: m.linalg.lu_factor(m.ones(3)))
    same_error(lambda m: m.linalg.lu_factor(m.ones(3, 3, dtype=m.int64)))
    same_error(lambda m: m.linalg.lu_factor(m.ones(3, 3, dtype=m.float16)))
    same_error(lambda m: m.linalg.lu_factor(m.ones(3, 3), pivot=False))
    same_error(lambda m: m.linalg.lu(m.ones(3)))
    same_error(lambda m: m.linalg.lu_factor(3))
    same_error(lambda m: m.lu_unpack(m.ones(3), m.ones(3, dtype=m.int32)))
    same_error(lambda m: m.lu_unpack(m.ones(3, 3), m.ones(3, dtype=m.int64)))


@pytest.mark.parametrize("dtype", FLOATS)
def test_lu_solve_every_form_and_broadcast(dtype):
    torch = _torch()
    a = RNG.standard_normal((3, 1, 4, 4)) + 2 * np.eye(4)
    ta, pa = _pair(torch, a, dtype)
    f, pf = tg.linalg.lu_factor(ta), torch.linalg.lu_factor(pa)
    for left in (True, False):
        for adjoint in (False, True):
            B = RNG.standard_normal((2, 4, 3) if left else (2, 3, 4))
            tb, pb = _pair(torch, B, dtype)
            got = tg.linalg.lu_solve(f.LU, f.pivots, tb, left=left, adjoint=adjoint)
            want = torch.linalg.lu_solve(pf.LU, pf.pivots, pb, left=left, adjoint=adjoint)
            assert tuple(got.shape) == tuple(want.shape) == (3, 2) + B.shape[-2:]
            np.testing.assert_allclose(_np(got), want.double(), **TOL[dtype])
    B = RNG.standard_normal((4, 2))
    with pytest.warns(UserWarning, match="torch.lu_solve is deprecated"):
        got = tg.lu_solve(tg.tensor(B, dtype=dtype), f.LU[0, 0], f.pivots[0, 0])
    np.testing.assert_allclose(_np(ta[0, 0]) @ _np(got), _np(tg.tensor(B, dtype=dtype)), **TOL[dtype])


def test_lu_solve_errors_match_torch():
    def piv(m, *shape):
        return m.ones(*shape, dtype=m.int32)
    same_error(lambda m: m.linalg.lu_solve(m.eye(3), piv(m, 3).long(), m.ones(3, 1)))
    same_error(lambda m: m.linalg.lu_solve(m.eye(3), piv(m, 3), m.ones(3)))
    same_error(lambda m: m.linalg.lu_solve(m.eye(3), piv(m, 3), m.ones(2, 1)))
    same_error(lambda m: m.linalg.lu_solve(m.eye(3), piv(m, 3), m.ones(3, 1), left=False))
    same_error(lambda m: m.linalg.lu_solve(m.eye(3), piv(m, 2), m.ones(3, 1)))
    same_error(lambda m: m.linalg.lu_solve(m.eye(3), piv(m, 2, 3), m.ones(3, 1)))
    same_error(lambda m: m.linalg.lu_solve(m.eye(3), m.tensor([5, 1, 1], dtype=m.int32), m.ones(3, 1)))
    same_error(lambda m: m.linalg.lu_solve(m.eye(3), m.tensor([0, 1, 1], dtype=m.int32), m.ones(3, 1)))
    same_error(lambda m: m.linalg.lu_solve(m.eye(2), piv(m, 2), m.ones(2, 1, dtype=m.float64)))
    same_error(lambda m: m.linalg.lu_solve(m.eye(2, dtype=m.int64), piv(m, 2), m.ones(2, 1, dtype=m.int64)))
    same_error(lambda m: m.linalg.lu_solve(m.eye(2, dtype=m.float16), piv(m, 2), m.ones(2, 1, dtype=m.float16)))
    same_error(lambda m: m.linalg.lu_solve(m.ones(2, 3), piv(m, 2), m.ones(2, 1)))
    same_error(lambda m: m.linalg.lu_solve(m.ones(3), piv(m, 3), m.ones(3, 1)))
    same_error(lambda m: m.linalg.lu_solve(m.eye(3), piv(m, 3), 3))


def test_cuda_solvers_give_the_cpu_results():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
    a = RNG.standard_normal((2, 3, 3)) + 2 * np.eye(3)
    L = _tri(2, 3, 3)
    b = RNG.standard_normal((2, 3, 2))
    for dtype in FLOATS:
        ta, tl, tb = (tg.tensor(x, dtype=dtype) for x in (a, L, b))
        ca, cl, cb = (x.to("cuda") for x in (ta, tl, tb))
        f, cf = tg.linalg.lu_factor(ta), tg.linalg.lu_factor(ca)
        pairs = [(f.LU, cf.LU), (f.pivots, cf.pivots), (tg.linalg.lu(ta)[0], tg.linalg.lu(ca)[0]),
                 (tg.linalg.lu_solve(*f, tb), tg.linalg.lu_solve(*cf, cb)),
                 (tg.linalg.lu_solve(*f, tb.mT, left=False, adjoint=True),
                  tg.linalg.lu_solve(*cf, cb.mT, left=False, adjoint=True)),
                 (tg.linalg.solve_triangular(tl, tb, upper=False), tg.linalg.solve_triangular(cl, cb, upper=False)),
                 (tg.linalg.solve_triangular(tl.mT, tb.mT, upper=True, left=False),
                  tg.linalg.solve_triangular(cl.mT, cb.mT, upper=True, left=False)),
                 (tg.cholesky_solve(tb, tl), tg.cholesky_solve(cb, cl)), (tg.cholesky_inverse(tl), tg.cholesky_inverse(cl)),
                 (tg.linalg.cholesky_ex(ta @ ta.mT)[0], tg.linalg.cholesky_ex(ca @ ca.mT)[0])]
        for cpu, dev in pairs:
            assert dev.device.type == "cuda"
            np.testing.assert_allclose(_np(dev.to("cpu")), _np(cpu), **TOL[dtype])
        # LU without pivoting: torch runs it on CUDA only
        LU, piv, info = tg.linalg.lu_factor_ex(ca, pivot=False)
        assert tuple(piv.to("cpu").numpy()[0]) == (1, 2, 3)
        lu = _np(LU.to("cpu"))
        np.testing.assert_allclose((np.tril(lu, -1) + np.eye(3)) @ np.triu(lu), _np(ta), **TOL[dtype])
