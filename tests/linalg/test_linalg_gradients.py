"""Gradients of the linear-algebra operators against torch 2.13's autograd:
each loss is a random weighting of the results (for svd and eigh, of
sign-invariant functions of them: U Vh, V diag(c) V^T, |U|, as torch's own
tests), so the declared derivatives (PyTorch's svd_backward,
linalg_qr_backward, ...) are compared value for value. gradcheck of every op
runs in tests/autograd/test_autograd_ops.py."""
import warnings

import numpy as np
import pytest

import tensorgen as tg
from support.linalg_compare import torch_or_skip as _torch

RNG = np.random.default_rng(17)


def _grads(lib, fn, arrays, seed):
    """d(sum_i <w_i, out_i>)/d(inputs) for fn over `lib` (tensorgen or torch)."""
    ts = [lib.tensor(a, dtype=lib.float64, requires_grad=True) for a in arrays]
    outs = fn(lib, *ts)
    outs = outs if isinstance(outs, (tuple, list)) else (outs,)
    rng = np.random.default_rng(seed)
    loss = 0
    for o in outs:
        loss = loss + (o * lib.tensor(rng.standard_normal(tuple(o.shape)), dtype=lib.float64)).sum()
    loss.backward()
    return [np.asarray(t.grad.detach().numpy() if t.grad is not None else np.zeros(a.shape)) for t, a in
            zip(ts, arrays)]


def same_gradients(fn, *arrays, rtol=1e-8, atol=1e-10):
    torch = _torch()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        got, want = _grads(tg, fn, arrays, 1), _grads(torch, fn, arrays, 1)
    for g, w in zip(got, want):
        assert np.isfinite(g).all()
        np.testing.assert_allclose(g, w, rtol=rtol, atol=atol)


def _sym(a):
    return a + np.swapaxes(a, -1, -2)


def _spd(*shape):
    a = RNG.standard_normal(shape)
    return a @ np.swapaxes(a, -1, -2) + shape[-1] * np.eye(shape[-1])


@pytest.mark.parametrize("shape", [(3, 3), (5, 3), (3, 5), (2, 4, 3)])
@pytest.mark.parametrize("full", [False, True])
def test_svd_gradients(shape, full):
    a = RNG.standard_normal(shape)
    k = min(shape[-2:])

    def invariants(m, A):
        U, S, Vh = m.linalg.svd(A, full_matrices=full)
        U, Vh = U[..., :k], Vh[..., :k, :]
        return S, U @ Vh, U.abs(), Vh.abs()
    same_gradients(invariants, a)
    same_gradients(lambda m, A: m.linalg.svdvals(A), a)
    same_gradients(lambda m, A: m.linalg.svd(A, full_matrices=full)[1], a)  # U and Vh unused: their grads undefined


def test_repeated_singular_values_and_eigenvalues_only_values_used():
    # no gradient reaches U/Vh (V): torch's shortcut U diag(gS) Vh, finite where E has zeros
    eye = np.eye(3) * 2
    same_gradients(lambda m, A: m.linalg.svdvals(A), eye)
    same_gradients(lambda m, A: m.linalg.svd(A)[1], eye)
    same_gradients(lambda m, A: m.linalg.eigvalsh(A), eye)
    same_gradients(lambda m, A: m.linalg.eigh(A)[0], eye)
    same_gradients(lambda m, A: m.linalg.matrix_norm(A, "nuc"), np.zeros((2, 3)) + np.eye(2, 3))


@pytest.mark.parametrize("shape", [(3, 3), (2, 4, 4)])
@pytest.mark.parametrize("uplo", ["L", "U"])
def test_eigh_gradients(shape, uplo):
    a = _sym(RNG.standard_normal(shape))

    def invariants(m, A):
        L, V = m.linalg.eigh(A, uplo)
        return L, (V * m.tensor(np.arange(1.0, shape[-1] + 1), dtype=m.float64)) @ V.mT, V.abs()
    same_gradients(invariants, a)
    same_gradients(lambda m, A: m.linalg.eigvalsh(A, uplo), a)


@pytest.mark.parametrize("shape, mode", [((3, 3), "reduced"), ((5, 3), "reduced"), ((3, 5), "reduced"),
                                         ((3, 5), "complete"), ((2, 4, 3), "reduced")])
def test_qr_gradients(shape, mode):
    a = RNG.standard_normal(shape)
    same_gradients(lambda m, A: m.linalg.qr(A, mode), a)
    same_gradients(lambda m, A: m.linalg.qr(A, mode)[0], a)  # R's gradient undefined
    same_gradients(lambda m, A: m.linalg.qr(A, mode)[1], a)


def test_qr_gradient_errors_match_torch():
    torch = _torch()
    for mode, shape in (("r", (4, 3)), ("complete", (4, 3))):
        for m in (torch, tg):
            A = m.tensor(RNG.standard_normal(shape), requires_grad=True)
            with pytest.raises(RuntimeError) as e:
                m.linalg.qr(A, mode)[1].sum().backward()
            if m is torch:
                want = str(e.value)
        assert str(e.value) == want


def test_cholesky_and_solver_gradients():
    s = _spd(2, 3, 3)
    for upper in (False, True):
        same_gradients(lambda m, A: m.linalg.cholesky(A, upper=upper), s)
        same_gradients(lambda m, A: m.cholesky(A, upper), s)
    L = np.tril(RNG.standard_normal((2, 3, 3))) + 3 * np.eye(3)
    b = RNG.standard_normal((2, 3, 2))
    for upper in (False, True):
        T = np.swapaxes(L, -1, -2) if upper else L
        same_gradients(lambda m, B, F: m.cholesky_solve(B, F, upper), b, T)
        same_gradients(lambda m, F: m.cholesky_inverse(F, upper), T)
        for left in (True, False):
            for unit in (False, True):
                rhs = b if left else np.swapaxes(b, -1, -2)
                same_gradients(lambda m, A, B: m.linalg.solve_triangular(A, B, upper=upper, left=left,
                                                                         unitriangular=unit), T, rhs)
        for transpose in (False, True):
            same_gradients(lambda m, B, A: m.triangular_solve(B, A, upper, transpose), b, T)


@pytest.mark.parametrize("shape", [(3, 3), (2, 4, 4), (3, 5), (5, 3)])
def test_lu_gradients(shape):
    a = RNG.standard_normal(shape) + 2 * np.eye(*shape[-2:])
    same_gradients(lambda m, A: m.linalg.lu_factor(A)[0], a)
    same_gradients(lambda m, A: m.linalg.lu(A)[1:], a)
    if shape[-1] == shape[-2]:
        for left in (True, False):
            for adjoint in (False, True):
                b = RNG.standard_normal(shape[:-1] + (2,) if left else shape[:-2] + (2, shape[-1]))

                def solve(m, A, B):
                    LU, piv = m.linalg.lu_factor(A)
                    return m.linalg.lu_solve(LU, piv, B, left=left, adjoint=adjoint)
                same_gradients(solve, a, b)


def test_pinv_lstsq_and_rank_free_gradients():
    a = RNG.standard_normal((2, 5, 3))
    same_gradients(lambda m, A: m.linalg.pinv(A), a)
    same_gradients(lambda m, A: m.linalg.pinv(A.mT), a)
    same_gradients(lambda m, A: m.linalg.pinv(A, hermitian=True), _sym(RNG.standard_normal((3, 3))))
    same_gradients(lambda m, A: m.pinverse(A), a)
    b = RNG.standard_normal((2, 5, 2))
    for driver in ("gelsy", "gels", "gelsd"):
        # the solution and (gels, gelsd) the residuals, through torch's linalg_lstsq_backward
        same_gradients(lambda m, A, B: m.linalg.lstsq(A, B, driver=driver)[:2], a, b)
    same_gradients(lambda m, A, B: m.linalg.lstsq(A, B)[0], a, b[..., 0])


def test_matrix_function_gradients():
    a = RNG.standard_normal((2, 3, 3))
    for scale in (0.1, 1.0, 8.0):
        same_gradients(lambda m, A: m.linalg.matrix_exp(A * scale), a, rtol=1e-7)
    for n in (0, 1, 2, 5, -2):
        same_gradients(lambda m, A: m.linalg.matrix_power(A, n), a + 2 * np.eye(3))
    mats = [RNG.standard_normal(s) for s in ((3,), (3, 4), (4, 5), (5,))]
    same_gradients(lambda m, *ms: m.linalg.multi_dot(list(ms)), *mats)
    same_gradients(lambda m, x, y: m.linalg.vecdot(x, y, dim=0), *(RNG.standard_normal((3, 2)) for _ in range(2)))
    same_gradients(lambda m, x, y: m.linalg.cross(x, y), *(RNG.standard_normal((2, 3)) for _ in range(2)))
    for ord in ("nuc", 2, -2):
        same_gradients(lambda m, A: m.linalg.matrix_norm(A, ord), a)


def test_cuda_gradients_give_the_cpu_values():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
    a = RNG.standard_normal((4, 3))
    grads = []
    for dev in ("cpu", "cuda"):
        A = tg.tensor(a, device=dev, requires_grad=True)
        U, S, Vh = tg.linalg.svd(A, full_matrices=False)
        Q, R = tg.linalg.qr(A)
        L, V = tg.linalg.eigh(A.mT @ A)
        loss = S.sum() + (U @ Vh).sum() + Q.sum() + R.sum() + L.sum() + ((V * L) @ V.mT).sum() + \
            tg.linalg.pinv(A).sum() + tg.linalg.matrix_exp(A[:3] / 4).sum()
        loss.backward()
        grads.append(A.grad.to("cpu").numpy())
    np.testing.assert_allclose(grads[1], grads[0], rtol=1e-9, atol=1e-11)
