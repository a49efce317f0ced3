# generated from ops.yaml — do not edit
"""Derivatives (ops.yaml `derivatives:`): for each differentiable operator, the
function the autograd engine (tensorgen.autograd) calls with the gradients of
its results. It returns one gradient per differentiable Tensor argument (None
where `needs` says none is wanted); the engine reduces each to its input's
shape, dtype and names. The expressions are tensorgen operators, so they record
in their turn when a graph of the backward pass is asked for (create_graph).
"""
import math  # noqa: F401 - expressions may read math.pi

from ..core.op import Derivative
from ..families.factories import (arange, full_like, ones_like, tensor, zeros, zeros_like)  # noqa: F401
from ..nested.api import (as_nested_tensor, to_padded_tensor)  # noqa: F401
from ..dispatch.pipeline import recording as grad_recording  # noqa: F401
from .ops import (_batch_norm_backward, _col2im, _ctc_nll_backward, _gelu_backward, _im2col, _layer_norm_backward, _linalg_lu_solve, _linalg_solve, _linalg_solve_triangular, _linear, _linear_grad_input, _linear_grad_weight, abs, bincount, bmm, cat, cholesky_solve, cos, cosh, diag_embed, digamma, div, embedding, embedding_dense_backward, embedding_sparse_backward, exp, exp2, i0, inverse, isfinite, isinf, isnan, lgamma, log, logical_and, logical_not, logical_or, logit, lu_unpack, masked_select, matmul, matrix_exp, mm, polygamma, pow, reciprocal, rsqrt, sgn, sigmoid, sign, sin, sinh, softplus, sort, special_i0e, special_i1, special_i1e, special_xlog1py, special_zeta, stack, tanh, threshold_backward, where, xlogy)  # noqa: F401


# ---- autograd helpers (ops.yaml `autograd_helpers:`)
def embedding_backward(grad, indices, weight: "meta", padding_idx, scale_grad_by_freq, sparse):
    """The table's gradient: grad's rows added up per index (none to padding_idx), each
    divided by its index's count with scale_grad_by_freq; with sparse, grad's rows as a
    sparse COO tensor (uncoalesced, one row per index), as torch's embedding_backward."""
    if sparse:
        if scale_grad_by_freq:
            raise RuntimeError("embedding_backward: scale_grad_by_freq not supported with sparse gradients")
        return embedding_sparse_backward(grad, indices, weight.shape[0], padding_idx, scale_grad_by_freq)
    return embedding_dense_backward(grad, indices, weight.shape[0], padding_idx, scale_grad_by_freq)


def embedding_double_backward(grad, indices, padding_idx, scale_grad_by_freq):
    """The rows the scatter-add read back per index (divided by the index's count with
    scale_grad_by_freq); zero where the index is padding_idx."""
    rows = embedding(grad, indices)
    if scale_grad_by_freq:
        counts = bincount(indices.reshape(-1), None, grad.shape[0]).to(grad.dtype)
        rows = rows / embedding(counts.unsqueeze(-1), indices)
    if padding_idx < 0:
        return rows
    return rows * (indices != padding_idx).unsqueeze(-1)


def lu_inverse_t(A):
    """A^-T, the matrix det, slogdet and logdet's gradients scale (an exactly
    singular A raises inverse's LinAlgError here: torch goes through an SVD there)."""
    return inverse(A).mT


def linalg_solve_grad_B(grad, A, left):
    """solve's gradient for B: the same system with A^T (grad solved for)."""
    return _linalg_solve(A.mT, grad, left=left)


def linalg_solve_grad_A(grad, A, B: "meta", result, left):
    """solve's gradient for A: -gB X^T (AX = B) or -X^T gB (XA = B); a vector B's as outer products."""
    gB = _linalg_solve(A.mT, grad, left=left)
    if B.dim() == 1 or (B.dim() == A.dim() - 1 and tuple(B.shape) == tuple(A.shape[:-1])):
        gB, result = gB.unsqueeze(-1), result.unsqueeze(-1)
    if left:
        return -matmul(gB, result.mT)
    return -matmul(result.mT, gB)


def svd_backward(grads, full_matrices, U, S, Vh):
    """PyTorch's svd_backward: with only S's gradient, U diag(gS) Vh; else the
    skew parts of U^T gU and Vh gVh^T over E_jk = S_k^2 - S_j^2 (distinct
    singular values assumed, as torch), plus the projections a non-square
    A's gU or gVh have. With full matrices only the first min(m, n) vectors
    count (the rest are any basis of the complement)."""
    gU, gS, gVh = grads
    k = S.shape[-1]
    if (gU is not None or gVh is not None) and U.dim() < 2:
        raise RuntimeError("linalg.svd: the gradient of U or Vh needs them computed (compute_uv=True)")
    if full_matrices and U.dim() >= 2:
        U, Vh = U.narrow(-1, 0, k), Vh.narrow(-2, 0, k)
        gU = None if gU is None else gU.narrow(-1, 0, k)
        gVh = None if gVh is None else gVh.narrow(-2, 0, k)
    if gU is None and gVh is None:
        if U.dim() < 2:
            raise RuntimeError("linalg.svd: the gradient of S needs U and Vh: use compute_uv=True (linalg.svdvals "
                               "does when A requires grad)")
        return matmul(U, gS.unsqueeze(-1) * Vh) if U.shape[-2] >= Vh.shape[-1] else matmul(U * gS.unsqueeze(-2), Vh)
    m, n = U.shape[-2], Vh.shape[-1]
    S2 = S * S
    E = S2.unsqueeze(-2) - S2.unsqueeze(-1) + diag_embed(ones_like(S))
    if gU is not None:
        UhgU = matmul(U.mT, gU)
        UhgU = UhgU - UhgU.mT
    if gVh is not None:
        VhgV = matmul(Vh, gVh.mT)
        VhgV = VhgV - VhgV.mT
    if gU is not None and gVh is not None:
        gA = (UhgU * S.unsqueeze(-2) + S.unsqueeze(-1) * VhgV) / E
    elif gU is None:
        gA = S.unsqueeze(-1) * (VhgV / E)
    else:
        gA = (UhgU / E) * S.unsqueeze(-2)
    if gS is not None:
        gA = gA + diag_embed(gS)
    if m > n and gU is not None:
        gUSinv = gU / S.unsqueeze(-2)
        gA = matmul(U, gA) + gUSinv - matmul(U, matmul(U.mT, gUSinv))
        return matmul(gA, Vh)
    if m < n and gVh is not None:
        SinvgVh = gVh / S.unsqueeze(-1)
        gA = matmul(gA, Vh) + SinvgVh - matmul(matmul(SinvgVh, Vh.mT), Vh)
        return matmul(U, gA)
    return matmul(U, matmul(gA, Vh)) if m >= n else matmul(matmul(U, gA), Vh)


def eigh_backward(grads, eigenvalues, eigenvectors):
    """PyTorch's linalg_eig_backward for a symmetric A: V (skew(V^T gV) / E
    + diag(gL)) V^T with E_ij = L_j - L_i (distinct eigenvalues assumed, as
    torch); only gL: V diag(gL) V^T."""
    gL, gV = grads
    L, V = eigenvalues, eigenvectors
    if V.dim() < 2:
        raise RuntimeError("linalg.eigh: the gradient needs the eigenvectors: use compute_v=True (linalg.eigvalsh "
                           "does when A requires grad)")
    if gV is None:
        return matmul(V * gL.unsqueeze(-2), V.mT)
    VhgV = matmul(V.mT, gV)
    gA = 0.5 * (VhgV - VhgV.mT) / (L.unsqueeze(-2) - L.unsqueeze(-1) + diag_embed(ones_like(L)))
    if gL is not None:
        gA = gA + diag_embed(gL)
    return matmul(V, matmul(gA, V.mT))


def qr_backward(grads, mode, Q, R):
    """PyTorch's linalg_qr_backward: tall or square A: (gQ + Q syminvadj(triu(M)))
    R^-T with M = gR R^T - Q^T gQ; wide A: Q tril(M^T - M) R_1^-T (R_1 its
    square left block) padded with zero columns, plus Q gR."""
    gQ, gR = grads
    if mode == "r":
        raise RuntimeError("The derivative of linalg.qr depends on Q, which is not computed when mode='r'. Please "
                           "use linalg.qr(A, mode='reduced') if you are going to differentiate through linalg.qr.")
    m, n = Q.shape[-2], R.shape[-1]
    if mode == "complete" and m > n:
        raise RuntimeError("The QR decomposition is not differentiable when mode='complete' and nrows > ncols.")
    if gQ is None:
        gA = matmul(gR, R.mT)
    elif gR is None:
        gA = -matmul(Q.mT, gQ)
    else:
        gA = matmul(gR, R.mT) - matmul(Q.mT, gQ)
    if m >= n:
        upper = gA.triu()
        gA = matmul(Q, upper + upper.mT - diag_embed(upper.diagonal(0, -2, -1)))
        if gQ is not None:
            gA = gA + gQ
        return _linalg_solve_triangular(R.mT, gA, upper=False, left=False)
    gA = matmul(Q, (gA.mT - gA).tril())  # torch's trilImInvAdjSkew(-gA) for real matrices
    gA = _linalg_solve_triangular(R.narrow(-1, 0, m).mT, gA, upper=False, left=False)
    gA = cat([gA, zeros(tuple(gA.shape[:-1]) + (n - m,), dtype=gA.dtype, device=gA.device)], -1)
    if gR is not None:
        gA = gA + matmul(Q, gR)
    return gA


def cholesky_backward(grad, upper, L):
    """PyTorch's cholesky_backward (Murray 2016): L^-T Phi(L^T gL) L^-1 made
    symmetric, Phi the lower triangle with its diagonal halved."""
    if upper:
        L, grad = L.mT, grad.mT
    eye = diag_embed(ones_like(L.diagonal(0, -2, -1)))
    Linv = _linalg_solve_triangular(L, eye, upper=False)
    phi = matmul(L.mT, grad).tril()
    phi = phi - 0.5 * diag_embed(phi.diagonal(0, -2, -1))
    gA = matmul(matmul(Linv.mT, phi), Linv)
    return 0.5 * (gA + gA.mT)


def solve_triangular_grad_B(grad, A, upper, left, unitriangular):
    """solve_triangular's gradient for B: the transposed system (the other triangle)."""
    return _linalg_solve_triangular(A.mT, grad, upper=not upper, left=left, unitriangular=unitriangular)


def solve_triangular_grad_A(grad, A, result, upper, left, unitriangular):
    """solve_triangular's gradient for A: -gB X^T (or -X^T gB), on A's triangle."""
    gB = solve_triangular_grad_B(grad, A, upper, left, unitriangular)
    gA = -matmul(gB, result.mT) if left else -matmul(result.mT, gB)
    return gA.triu(int(unitriangular)) if upper else gA.tril(-int(unitriangular))


def cholesky_solve_grad_L(grad, input2, result, upper):
    """PyTorch's cholesky_solve_backward for the factor: -L (gB X^T + X gB^T)
    (or with L^T's side), gB the gradient of the right-hand side."""
    gB = cholesky_solve(grad, input2, upper)
    common = matmul(gB, result.mT)
    common = common + common.mT
    return -matmul(input2, common) if upper else -matmul(common, input2)


def cholesky_inverse_backward(grad, L, upper, result):
    """PyTorch's cholesky_inverse_backward: -L (X (g + g^T) X) (or that times L)."""
    common = matmul(result, matmul(grad + grad.mT, result))
    return -matmul(L, common) if upper else -matmul(common, L)


def matrix_exp_backward(A, grad):
    """PyTorch's linalg_matrix_exp_differential (adjoint): the upper right
    block of exp([[A^T, G], [0, A^T]])."""
    n = A.shape[-1]
    At = A.mT
    top = cat([At, grad], -1)
    bottom = cat([zeros_like(At), At], -1)
    return matrix_exp(cat([top, bottom], -2)).narrow(-2, 0, n).narrow(-1, n, n)


def pinv_backward(grad, pinvA, A):
    """PyTorch's pinv_backward (Golub and Pereyra's derivative of the pseudoinverse)."""
    m, n = A.shape[-2], A.shape[-1]
    pinvAh = pinvA.mT
    gradh = grad.mT
    if m <= n:
        K = matmul(gradh, pinvA)
        KpinvAh = matmul(K, pinvAh)
        return (-matmul(pinvA, K).mT + KpinvAh - matmul(matmul(A, pinvA), KpinvAh)
                + matmul(matmul(pinvAh, pinvA), gradh - matmul(K, A)))
    K = matmul(pinvA, gradh)
    pinvAhK = matmul(pinvAh, K)
    return (-matmul(K, pinvA).mT + matmul(matmul(gradh - matmul(A, K), pinvA), pinvAh) + pinvAhK
            - matmul(matmul(pinvAhK, pinvA), A))


def lu_backward(L_grad, U_grad, P, L, U, pivot):
    """PyTorch's linalg_lu_backward: A = P L U, L (m x k) unit lower, U (k x n)."""
    m, n = L.shape[-2], U.shape[-1]
    k = m if m < n else n  # (min and max are operators here)
    if m == n:
        gA = matmul(L.mT, L_grad).tril(-1) + matmul(U_grad, U.mT).triu()
        gA = _linalg_solve_triangular(U.mT, gA, upper=False, left=False)
        gA = _linalg_solve_triangular(L.mT, gA, upper=True, left=True, unitriangular=True)
    elif m < n:
        U1 = U.narrow(-1, 0, k)
        gA = (matmul(L.mT, L_grad) - matmul(U_grad.triu(), U.mT)).tril(-1)
        gA = _linalg_solve_triangular(U1.mT, gA, upper=False, left=False)
        gA = cat([gA + U_grad.narrow(-1, 0, k).triu(), U_grad.narrow(-1, k, n - k)], -1)
        gA = _linalg_solve_triangular(L.mT, gA, upper=True, left=True, unitriangular=True)
    else:
        L1 = L.narrow(-2, 0, k)
        gA = (matmul(U_grad, U.mT) - matmul(L.mT, L_grad.tril(-1))).triu()
        gA = _linalg_solve_triangular(L1.mT, gA, upper=True, left=True, unitriangular=True)
        gA = cat([gA + L_grad.narrow(-2, 0, k).tril(-1), L_grad.narrow(-2, k, m - k)], -2)
        gA = _linalg_solve_triangular(U.mT, gA, upper=False, left=False)
    return matmul(P, gA) if pivot else gA


def lu_factor_backward(grad, LU, pivots, pivot):
    """PyTorch's lu_factor_ex_backward: LU's gradient split into L's and U's."""
    P, L, U = lu_unpack(LU, pivots, True, pivot)
    m, n = LU.shape[-2], LU.shape[-1]
    k = m if m < n else n
    return lu_backward(grad.narrow(-1, 0, k), grad.narrow(-2, 0, k), P, L, U, pivot)


def lu_solve_grad_LU(grad, LU, pivots, result, left, adjoint):
    """PyTorch's linalg_lu_solve_LU: the gradient for the packed factors."""
    P, L, U = lu_unpack(LU, pivots, True, left == adjoint)
    if left != adjoint:
        gR = _linalg_solve_triangular(U.mT, -matmul(grad if left else grad.mT, result.mT if left else result),
                                      upper=False)
        gL = _linalg_solve_triangular(L.mT, matmul(gR, U.mT), upper=True, left=True, unitriangular=True)
        return gL.tril(-1) + gR.triu()
    gR = -matmul(matmul(matmul(P.mT, result if left else result.mT), grad.mT if left else grad), P)
    gR = _linalg_solve_triangular(L.mT, gR, upper=True, left=False, unitriangular=True)
    gU = _linalg_solve_triangular(U.mT, matmul(L.mT, gR), upper=False, left=False).triu()
    return gR.tril(-1) + gU


def dims_of(self: "meta", dim):
    """`dim` (None, an int, a name, or a list of them) as sorted positions of self's dims."""
    nd = self.dim()
    if dim is None or (isinstance(dim, (list, tuple)) and len(dim) == 0):
        return list(range(nd))
    if not isinstance(dim, (list, tuple)):
        dim = [dim]
    out = []
    for d in dim:
        if isinstance(d, str):
            d = self.names.index(d)
        out.append(d % nd if nd else 0)
    return sorted(out)


def count_of(self: "meta", dim):
    """How many elements a reduction over `dim` folds into each result (for a
    nested self, per element: a ragged dim folds a different count per component)."""
    if self.is_nested:
        if dim is None:  # every element of every component
            return self.numel()
        return unreduce(ones_like(self).sum(dims_of(self, dim), keepdim=True), self, dim, True)
    n = 1
    for d in dims_of(self, dim):
        n *= self.shape[d] if self.dim() else 1
    return n


def unreduce(grad, self: "meta", dim, keepdim):
    """A reduction's grad (or result) broadcast back over self's shape (over a
    nested self's components: a ragged dim's sum is dense, one row per component)."""
    if self.is_nested:
        if dim is None:  # over every element: one value, broadcast to all of them
            return zeros_like(self) + grad.reshape(())
        if not keepdim:
            for d in dims_of(self, dim):
                grad = grad.unsqueeze(d)
        if not grad.is_nested:
            grad = as_nested_tensor(grad, layout=self.layout)
        return zeros_like(self) + grad
    if self.dim() == 0:
        return grad.reshape(())
    if not keepdim:
        dims = dims_of(self, dim)
        # reduced leading dims come back through expand alone (one call fewer);
        # a named grad keeps explicit unsqueezes so its names line up
        skip = 0
        if grad.names.count(None) == grad.dim():  # (`any` here is tensorgen's operator)
            while skip < len(dims) and dims[skip] == skip:
                skip += 1
        for d in dims[skip:]:  # positions counted without the leading dims expand adds
            grad = grad.unsqueeze(d - skip)
    return grad.expand(self.shape)


def mm_mat1_backward(grad, mat1, mat2):
    """grad @ mat2^T, laid out as mat1: column-major when mat1 is (PyTorch's
    choice), so the gradient needs no copy into its leaf's layout."""
    if _column_major(mat1, grad, mat2):
        return mm(mat2, grad.t()).t()
    return mm(grad, mat2.t())


def mm_mat2_backward(grad, mat1, mat2):
    """mat1^T @ grad, laid out as mat2: a Linear layer's weight enters as
    weight.t(), column-major, and its gradient comes out in the weight's rows."""
    if _column_major(mat2, grad, mat1):
        return mm(grad.t(), mat1).t()
    return mm(mat1.t(), grad)


def _column_major(m, *others):
    """m is a dense column-major matrix (and the others strided): the transposed product fits it."""
    for t in (m, *others):  # (the builtin any is the any operator here)
        if t.is_sparse or t.is_nested:
            return False
    s = m.stride()
    return s[0] == 1 and s[1] == m.shape[0] and m.shape[0] != 1 and m.shape[1] != 1


def scaled(grad, s):
    """grad * s; a scale of one (alpha, beta by default) hands grad on as it is
    (the same values, one kernel call fewer per backward node)."""
    return grad if s == 1 else grad * s


def mean_backward(grad, self: "meta", dim, keepdim):
    """mean's grad spread evenly: divided on the reduced shape, then broadcast."""
    if self.is_nested:  # a ragged dim folds a different count per component
        return unreduce(grad, self, dim, keepdim) / count_of(self, dim)
    return unreduce(grad / count_of(self, dim), self, dim, keepdim)


def correction_of(unbiased, correction):
    """var/std's divisor offset: `correction`, else 1 (or 0 when unbiased=False)."""
    if correction is not None:
        return correction
    return 0 if unbiased is False else 1


def var_backward(grad, self, dim, correction, keepdim):
    n = count_of(self, dim)
    centred = self - self.mean(dims_of(self, dim), keepdim=True)
    # 2 / 0 is inf (then nan), as in PyTorch's C++: var of one element with
    # correction 1 has a nan gradient, not a Python ZeroDivisionError
    scale = 2.0 / (n - correction) if n != correction else math.inf
    return unreduce(grad, self, dim, keepdim) * centred * scale


def std_backward(grad, self, dim, correction, keepdim, result):
    # d std = d var / (2 std); a zero std gives a zero gradient, as PyTorch
    return var_backward(where(result == 0, 0.0, grad / (2 * result)), self, dim, correction, keepdim)


def evenly(grad, self, result, dim, keepdim):
    """The grad of an extremum, shared evenly among the elements that reach it."""
    hit = self == unreduce(result, self, dim, keepdim)
    share = hit.sum(dims_of(self, dim), keepdim=True)
    return where(hit, unreduce(grad, self, dim, keepdim) / share, 0.0)


def select_indices(grad, self: "meta", dim, keepdim, indices):
    """The grad of values picked along `dim` at `indices`, back at their places."""
    if self.dim() == 0:
        return grad.reshape(())
    d = dims_of(self, dim)[0]
    if not keepdim:
        grad, indices = grad.unsqueeze(d), indices.unsqueeze(d)
    pos = arange(self.shape[d], device=self.device).reshape([-1 if i == d else 1 for i in range(self.dim())])
    return where(pos == indices, grad, 0.0)


def scatter_k(grad, self: "meta", dim, indices):
    """topk's grad (k values along `dim`) back at the places the indices name."""
    if self.dim() == 0:
        return grad.reshape(())
    d = dims_of(self, dim)[0]
    n = self.shape[d]
    pos = arange(n, device=self.device).reshape([-1 if i == d + 1 else 1 for i in range(self.dim() + 1)])
    hit = indices.unsqueeze(d + 1) == pos
    return where(hit, grad.unsqueeze(d + 1), 0.0).sum(d)


def reverse_cumsum(grad, dim):
    """sum over j >= i of grad[j], along dim (cumsum's backward)."""
    if grad.dim() == 0:
        return grad
    return grad.sum(dim, keepdim=True) - grad.cumsum(dim) + grad


def cumprod_backward(grad, self, dim, result):
    if self.dim() == 0 or self.numel() == 0:
        return grad
    d = dims_of(self, dim)[0]
    if not bool((self == 0).any()):
        return reverse_cumsum(grad * result, d) / self
    # zeros: position k gets sum over j >= k of grad[j] * prod over i <= j, i != k of x[i]
    n = self.shape[d]
    pos = arange(n, device=self.device).reshape([-1 if i == d else 1 for i in range(self.dim())])
    parts = []
    for k in range(n):
        others = where(pos == k, ones_like(self), self).cumprod(d)
        parts.append((grad * others).narrow(d, k, n - k).sum(d, keepdim=True))
    return cat(parts, d)


def prod_backward(grad, self, dim, keepdim, result):
    if self.numel() == 0:
        return zeros_like(self)
    if not bool((self == 0).any()):
        return unreduce(grad, self, dim, keepdim) * unreduce(result, self, dim, keepdim) / self
    # zeros: the product of the other elements of each element's slice
    if dim is None:
        flat = self.reshape(-1)
        pos = arange(flat.numel(), device=self.device)
        others = stack([where(pos == k, ones_like(flat), flat).prod() for k in range(flat.numel())])
        return grad * others.reshape(self.shape)
    d = dims_of(self, dim)[0]
    pos = arange(self.shape[d], device=self.device).reshape([-1 if i == d else 1 for i in range(self.dim())])
    others = cat([where(pos == k, ones_like(self), self).prod(d, keepdim=True).narrow(d, 0, 1)
                  for k in range(self.shape[d])], d) if self.shape[d] else zeros_like(self)
    return unreduce(grad, self, dim, keepdim) * others


def atan2_recip(self, other):
    # 1 / (self^2 + other^2), 0 where that is inf: atan2's gradient at the
    # origin is 0, as PyTorch's atan2_backward
    r = reciprocal(self * self + other * other)
    return r.masked_fill(isinf(r), 0)


def unfold_backward(grad, self: "meta", dimension, size, step):
    # every window's gradient added back at its elements (overlaps sum, in window order)
    if self.dim() == 0:
        return grad.reshape(())
    d = dimension % self.dim()
    windows = grad.shape[d]
    idx = (arange(windows, device=grad.device).unsqueeze(1) * step +
           arange(size, device=grad.device).unsqueeze(0)).reshape(-1)
    rows = grad.movedim(-1, d + 1).flatten(d, d + 1)
    return zeros(self.shape, dtype=grad.dtype, device=grad.device).index_add(d, idx, rows)


def pow_backward_self(grad, self, exponent):
    # exponent 0 gives 0 (not 0 * self ** -1, which is nan at self == 0)
    return where(exponent == 0, 0.0, grad * exponent * pow(self, exponent - 1))


def pow_backward_exponent(grad, self, exponent, result):
    # d/de self ** e = result * log(self); 0 where self == 0 and e >= 0, as PyTorch
    # (`&`, not logical_and: self is a Python number in `2.0 ** x`, made a 0-dim
    # tensor for log, which takes no number alone)
    base = self if hasattr(self, "shape") else tensor(self, dtype=result.dtype, device=result.device)
    return where((self == 0) & (exponent >= 0), 0.0, grad * result * log(base))


def permute_backward(grad, self: "meta", dims):
    if len(dims) == 1 and isinstance(dims[0], (list, tuple)):  # x.permute((2, 0, 1)) as well as (2, 0, 1)
        dims = dims[0]
    order = [d if isinstance(d, int) else self.names.index(d) for d in dims]
    order = [d % self.dim() for d in order]
    inverse = [0] * len(order)
    for i, d in enumerate(order):
        inverse[d] = i
    return grad.permute(*inverse)


def pad_along(grad, self: "meta", d, start):
    """grad placed at [start, start + len) of dim d of a zero tensor of self's shape."""
    n, m = self.shape[d], grad.shape[d]
    if m == 0:  # nothing was picked: a zero gradient (and no row of grad to copy the shape of)
        return zeros(self.shape, dtype=grad.dtype, device=grad.device)
    parts = []
    if start:
        parts.append(zeros_like(grad.narrow(d, 0, 1)).expand([start if i == d else s for i, s in enumerate(grad.shape)]))
    parts.append(grad)
    if n - start - m:
        parts.append(zeros_like(grad.narrow(d, 0, 1)).expand([n - start - m if i == d else s for i, s in enumerate(grad.shape)]))
    return cat(parts, d) if len(parts) > 1 else grad


def select_backward(grad, self: "meta", dim, index):
    d = dims_of(self, dim)[0]
    return pad_along(grad.unsqueeze(d), self, d, index % self.shape[d])


def narrow_backward(grad, self: "meta", dim, start, length):
    d = dims_of(self, dim)[0]
    return pad_along(grad, self, d, start % self.shape[d] if start < 0 else start)


def slice_backward(grad, self: "meta", dim, start, end, step):
    """grad at every step-th place of [start, end) of dim d, zeros elsewhere: the
    picked rows interleaved with step - 1 rows of zeros, then padded (all ops, so
    the backward records for double backward)."""
    d = dims_of(self, dim)[0]
    first = slice(start, end, step).indices(self.shape[d])[0]
    m = grad.shape[d]
    if step > 1 and m:
        gap = zeros_like(grad.unsqueeze(d + 1)).expand(
            [step - 1 if i == d + 1 else s for i, s in enumerate(grad.unsqueeze(d + 1).shape)])
        grad = cat([grad.unsqueeze(d + 1), gap], d + 1).flatten(d, d + 1)
        room = self.shape[d] - first  # (min and max here are tensorgen's reductions)
        grad = grad.narrow(d, 0, m * step if m * step < room else room)
    return pad_along(grad, self, d, first)


def stack_grads(grads, results, dim, self: "meta"):
    """unbind's backward: the components' grads stacked (zeros for those unused);
    a nested tensor's components make a nested gradient."""
    grads = [g if g is not None else zeros_like(r) for g, r in zip(grads, results)]
    if self.is_nested:
        r = self._ragged or 1
        if r == 1:
            return as_nested_tensor(grads, layout=self.layout)
        # ragged off dim 1 ((B, H, j, E)): built ragged-first, then transposed back into place
        return as_nested_tensor([g.transpose(0, r - 1) for g in grads], layout=self.layout).transpose(1, r)
    return stack(grads, dim)


def cat_grads(grads, results, dim):
    """split/chunk's backward: the pieces' grads joined (zeros for those unused)."""
    return cat([g if g is not None else zeros_like(r) for g, r in zip(grads, results)], dim)


def cat_backward(grad, tensors: "meta", dim):
    """cat's grad cut back into one piece per input (legacy empty inputs get empty grads)."""
    ref = [t for t in tensors if not (t.dim() == 1 and t.shape[0] == 0)]
    if not ref:
        return [zeros_like(t) for t in tensors]
    d = dims_of(ref[0], dim)[0]
    out, start = [], 0
    for t in tensors:
        if t.dim() == 1 and t.shape[0] == 0 and ref[0].dim() != 1:
            out.append(zeros_like(t))
            continue
        out.append(grad.narrow(d, start, t.shape[d]))
        start += t.shape[d]
    return out


def masked_select_backward(grad, self, mask):
    """grad back at mask's true positions (C order) of the broadcast shape of self and mask."""
    out = zeros_like(self * mask)
    out[mask.expand(out.shape)] = grad
    return out


def matmul_backward(grad, self, other, which):
    """matmul's grad for self (which=0) or other (1), for 1-d and batched operands alike."""
    a, b = self, other
    if a.dim() == 1 and b.dim() == 1:
        return grad * (b if which == 0 else a)
    if which == 0:
        if a.dim() == 1:
            return matmul(grad.unsqueeze(-2), b.mT).squeeze(-2)
        if b.dim() == 1:
            return grad.unsqueeze(-1) * b
        return matmul(grad, b.transpose(-2, -1))  # (transpose, not mT: b may be nested)
    if b.dim() == 1:
        return matmul(a.mT, grad.unsqueeze(-1)).squeeze(-1)
    if a.dim() == 1:
        return a.unsqueeze(-1) * grad.unsqueeze(-2)
    if a.is_nested and not b.is_nested:
        # a dense matrix shared by every component (a Linear's weight over a jagged
        # batch): the components' products, one kernel over them all, summed
        return to_padded_tensor(matmul(a.transpose(-2, -1), grad), 0.0).sum(0)
    return matmul(a.transpose(-2, -1), grad)


def gelu_second(self, approximate):
    """gelu's second derivative (what _gelu_backward's gradient reads)."""
    if approximate == "tanh":
        k, c = 0.7978845608028654, 0.044715  # sqrt(2 / pi), the cubic's coefficient
        du = k * (1 + 3 * c * self * self)
        t = tanh(k * (self + c * self * self * self))
        return (1 - t * t) * (du - self * t * du * du + 3 * k * c * self * self)
    return exp(-0.5 * self * self) * 0.3989422804014327 * (2 - self * self)


def trigamma(x):
    """polygamma(1, x): recurrence up to x >= 6, then the asymptotic series; reflection below 0.5."""
    reflect = x < 0.5
    y = where(reflect, 1 - x, x)
    acc = zeros_like(y)
    for _ in range(6):
        small = y < 6
        acc = acc + where(small, 1 / (y * y), 0.0)
        y = where(small, y + 1, y)
    inv = 1 / y
    inv2 = inv * inv
    series = inv + inv2 / 2 + inv * inv2 * (1 / 6 - inv2 * (1 / 30 - inv2 * (1 / 42 - inv2 / 30)))
    res = acc + series
    s = sin(3.141592653589793 * x)
    return where(reflect, 9.869604401089358 / (s * s) - res, res)


def diagonal_backward(grad, self: "meta", offset, dim1, dim2):
    """grad placed on the diagonal of a zero tensor of self's shape."""
    d1, d2 = dims_of(self, dim1)[0], dims_of(self, dim2)[0]
    g = diag_embed(grad, offset, d1, d2)
    for d in (d1, d2):
        have, want = g.shape[d], self.shape[d]
        if have > want:
            g = g.narrow(d, 0, want)
        elif have < want:
            extra = [want - have if i == d else s for i, s in enumerate(g.shape)]
            g = cat([g, zeros(extra, dtype=g.dtype, device=g.device)], d)
    return g


def roll_backward(grad, shifts, dims):
    if isinstance(shifts, (list, tuple)):
        return grad.roll([-s for s in shifts], dims)
    return grad.roll(-shifts, dims)


def repeat_backward(grad, self: "meta", repeats):
    """The sum of grad over the repeated copies: (r0, s0, r1, s1, ...) summed over the r dims."""
    if len(repeats) == 1 and isinstance(repeats[0], (list, tuple)):
        repeats = repeats[0]
    lead = len(repeats) - self.dim()
    padded = [1] * lead + list(self.shape)
    split = []
    for r, s in zip(repeats, padded):
        split += [r, s]
    g = grad.reshape(split).sum([2 * i for i in range(len(repeats))])
    return g.reshape(self.shape)


def repeat_interleave_backward(grad, self: "meta", repeats, dim):
    """Each input element's grad: the sum over its copies."""
    if dim is None:
        shape, d = [self.numel()], 0
    else:
        shape, d = list(self.shape), dims_of(self, dim)[0]
    n = shape[d]
    if isinstance(repeats, int) or repeats.dim() == 0:
        r = int(repeats)
        pieces = [r] * n
    else:
        pieces = [int(v) for v in repeats.tolist()]
    if not pieces:
        return zeros(self.shape, dtype=grad.dtype, device=grad.device)
    parts = [p.sum(d, keepdim=True) for p in grad.split(pieces, d)]
    return cat(parts, d).reshape(self.shape)


def scatter_backward_self(grad, dim, index, reduce):
    if reduce is not None:
        raise RuntimeError("scatter(): the derivative with reduce= is not implemented; use scatter_reduce")
    return grad.scatter(dim, index, 0)


def scatter_backward_src(grad, dim, index, src: "meta", reduce):
    if reduce is not None:
        raise RuntimeError("scatter(): the derivative with reduce= is not implemented; use scatter_reduce")
    return gather_to(grad, dim, index, src)


def gather_to(grad, dim, index, src: "meta"):
    """grad.gather(dim, index), zero-padded to src's shape (src may be larger than index)."""
    return pad_to(grad.gather(dim, index), src)


def pad_to(g, src: "meta"):
    for k in range(g.dim()):
        if g.shape[k] < src.shape[k]:
            pad = [src.shape[j] - g.shape[j] if j == k else g.shape[j] for j in range(g.dim())]
            g = cat([g, zeros(pad, dtype=g.dtype, device=g.device)], k)
    return g


def region_of(src, index: "meta"):
    """The part of src a scatter reads: its leading index.shape elements per dim."""
    for k in range(src.dim()):
        if src.shape[k] > index.shape[k]:
            src = src.narrow(k, 0, index.shape[k])
    return src


def scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self, result, which):
    """PyTorch's scatter_reduce_backward: (grad of self, grad of src)[which]."""
    part = region_of(src, index)
    if reduce == "sum":
        gs, gsrc = grad, grad.gather(dim, index)
    elif reduce == "mean":
        n = ones_like(grad) if include_self else zeros_like(grad)
        n = n.scatter_add(dim, index, ones_like(part))
        n = where(n == 0, 1, n)
        gs = grad / n
        gsrc = gs.gather(dim, index)
    elif reduce == "prod":
        if (self == 0).any().item() or (part == 0).any().item():
            raise RuntimeError("scatter_reduce(): the derivative of reduce='prod' with zeros in self or src "
                               "is not implemented")
        gr = grad * result
        gs = gr / self
        gsrc = gr.gather(dim, index) / part
    else:
        value = result.gather(dim, index)
        self_hit = (self == result).to(grad.dtype)
        if not include_self:
            self_hit = self_hit.scatter(dim, index, 0)
        src_hit = (part == value).to(grad.dtype)
        share = grad / self_hit.scatter_add(dim, index, src_hit)
        gs = self_hit * share
        gsrc = src_hit * share.gather(dim, index)
    if not include_self:
        gs = gs.scatter(dim, index, 0)
    return gs if which == 0 else pad_to(gsrc, src)


def index_reduce_backward(grad, self, dim, index, source, reduce, include_self, result, which):
    """index_reduce's gradients: scatter_reduce's, its index spread over source's shape."""
    if reduce == "prod" and ((self == 0).any().item() or (source == 0).any().item()):
        raise RuntimeError("index_reduce(): the derivative of reduce='prod' with zeros in self or source is "
                           "not implemented")
    shape = [1] * source.dim()
    if shape:
        shape[dim % source.dim()] = -1
    spread = index.reshape(shape).expand(source.shape)
    return scatter_reduce_backward(grad, self, dim, spread, source, reduce, include_self, result, which)


def derivative_not_implemented(name):
    # an op PyTorch records without a derivative (derivatives.yaml's not_implemented);
    # NotImplementedError (a RuntimeError), as PyTorch's
    raise NotImplementedError(f"the derivative for '{name}' is not implemented.")


def storage_positions(shape, stride, offset, device):
    """The storage position of each element of a (shape, stride, offset) geometry, int64."""
    pos = tensor(offset, device=device)
    for k, (n, st) in enumerate(zip(shape, stride)):
        view = [1] * len(shape)
        view[k] = n
        pos = pos + (arange(n, device=device) * st).reshape(view)
    return pos


def as_strided_backward(grad, self: "meta", size, stride, storage_offset):
    # PyTorch's rule: the result's elements are storage positions; each input element
    # gets the gradients at its position summed, split evenly among input elements
    # sharing one (an expanded input)
    # (plain loops: sum, max and all are operators here)
    def last(shape, strides, off):
        for k, st in zip(shape, strides):
            if k == 0:
                return off
            off = off + (k - 1) * st
        return off
    dev = grad.device
    off_in = self.storage_offset()
    off_out = off_in if storage_offset is None else storage_offset
    a, b = last(size, stride, off_out), last(self.shape, self.stride(), off_in)
    n = (a if a > b else b) + 1
    out_pos = storage_positions(size, stride, off_out, dev).reshape(-1)
    in_pos = storage_positions(self.shape, self.stride(), off_in, dev).reshape(-1)
    buf = zeros(n, dtype=grad.dtype, device=dev).index_add(0, out_pos, grad.reshape(-1))
    g = buf.take(in_pos)
    count = zeros(n, dtype=grad.dtype, device=dev).index_add(0, in_pos, ones_like(g))
    if in_pos.numel() and count.max().item() > 1:
        g = g / count.take(in_pos)
    return g.reshape(self.shape)


def index_fill_value_backward(grad, dim, index):
    # the filled positions summed, each once however often index names it
    hit = zeros_like(grad).index_fill(dim, index, 1.0) != 0
    return where(hit, grad, 0.0).sum()


def take_backward(grad, self: "meta", index):
    n = self.numel()
    flat = zeros(n, dtype=grad.dtype, device=grad.device)
    idx = index.reshape(-1)
    if idx.numel() and idx.min().item() < 0:  # take's negative indices (advanced indexing's never are)
        idx = (idx + n) % n
    return flat.index_add(0, idx, grad.reshape(-1)).reshape(self.shape)


def take_along_dim_backward(grad, self: "meta", indices, dim):
    if dim is None:
        return take_backward(grad, self, indices)
    d = dim % self.dim()
    shape = [grad.shape[k] if k != d else self.shape[d] for k in range(self.dim())]
    n = self.shape[d]
    base = zeros(shape, dtype=grad.dtype, device=grad.device)
    idx = ((indices + n) % n).expand(list(grad.shape))
    return base.scatter_add(d, idx, grad)


def sort_backward(grad, self: "meta", dim, indices):
    if self.dim() == 0:
        return grad
    return zeros_like(grad).scatter(dim, indices, grad)


def masked_scatter_backward(grad, mask, source: "meta"):
    picked = masked_select(grad, mask)
    rest = source.numel() - picked.numel()
    if rest:
        picked = cat([picked, zeros(rest, dtype=grad.dtype, device=grad.device)])
    return picked.reshape(source.shape)


def slice_of(grad, dim, start, end, step):
    n = grad.shape[dim]
    lo, hi, st = slice(start, end, step).indices(n)
    return grad.index_select(dim, arange(lo, hi, st, device=grad.device))


def quantile_backward(grad, self, q, dim, keepdim, interpolation, ignore_nan):
    """The grad of each quantile split between its two neighbours in sorted
    order by the interpolation weight (PyTorch's quantile is sort + lerp)."""
    flat = dim is None or self.dim() == 0  # a scalar's dim 0 is its one element, as dim=None
    x = self.reshape(-1) if flat else self
    d = 0 if flat else dims_of(self, dim)[0]
    srt = sort(x, d, stable=True)
    n = x.shape[d]
    as_list = hasattr(q, "shape") and q.dim() == 1
    qs = q if hasattr(q, "shape") else tensor([q], dtype=self.dtype, device=self.device)
    qv = qs.reshape(-1)
    numbers = srt.values == srt.values
    count = numbers.sum(d, keepdim=True) if ignore_nan else full_like(srt.values.narrow(d, 0, 1), n)
    total = zeros_like(x)
    g = grad
    if not as_list:
        g = g.unsqueeze(0)
    for t in range(qv.shape[0]):
        gt = g.select(0, t)
        if flat:
            gt = gt.reshape([1])
        elif not keepdim:
            gt = gt.unsqueeze(d)
        rank = qv.select(0, t).item() * (count - 1)
        if interpolation == "nearest":
            rank = rank.round()
        lo = rank.floor()
        hi = rank.ceil()
        if interpolation == "lower":
            hi = lo
        if interpolation == "higher":
            lo = hi
        w = rank - lo if interpolation == "linear" else full_like(rank, 0.5 if interpolation == "midpoint" else 0.0)
        if interpolation in ("lower", "higher", "nearest"):
            w = zeros_like(rank)
        pos = zeros_like(srt.values).scatter_add(d, lo.clamp(min=0).long(), gt * (1 - w))
        pos = pos.scatter_add(d, hi.clamp(min=0).long(), gt * w)
        total = total + zeros_like(x).scatter_add(d, srt.indices, pos)
    return total.reshape(self.shape)


def nanmean_backward(grad, self, dim, keepdim):
    keep = logical_not(isnan(self))
    count = keep.sum(dims_of(self, dim), keepdim=True)
    return where(keep, unreduce(grad, self, dim, keepdim) / count, 0.0)


def norm_backward(grad, self, p, dim, keepdim, result):
    g = unreduce(grad, self, dim, keepdim)
    r = unreduce(result, self, dim, keepdim)
    if p == 0:
        return zeros_like(self)
    if p == 1:
        return g * sign(self)
    if p == 2:
        return where(r == 0, 0.0, g * self / r)
    if math.isinf(p):
        # shared evenly among the elements reaching the max (min) |x|, as PyTorch
        hit = abs(self) == r
        share = hit.sum(dims_of(self, dim), keepdim=True)
        return where(hit, g * sign(self) / share, 0.0)
    # PyTorch's three branches: below p = 2, |x| ** (p - 1) replaces
    # x * |x| ** (p - 2), which is 0 * inf (nan) at x == 0
    if p < 1:
        return sign(self) * where(self == 0, 0.0, pow(abs(self), p - 1)) * g * pow(r, 1 - p)
    if p < 2:
        return sign(self) * pow(abs(self), p - 1) * where(r == 0, 0.0, g / pow(r, p - 1))
    return where(r == 0, 0.0, g * self * pow(abs(self), p - 2) / pow(r, p - 1))


def logcumsumexp_backward(grad, self, dim, result):
    # PyTorch's formula: the positive and negative parts of grad in log space, so
    # exp(-result) never overflows (grad * exp(-result) * exp(self) is inf * 0 = nan
    # once result passes ~709 in float64)
    if self.dim() == 0 or self.numel() == 0:
        return grad
    d = dims_of(self, dim)[0]
    log_abs = abs(grad).log()
    pos = where(grad > 0, log_abs - result, -math.inf).flip(d).logcumsumexp(d).flip(d)
    neg = where(grad < 0, log_abs - result, -math.inf).flip(d).logcumsumexp(d).flip(d)
    return exp(pos + self) - exp(neg + self)


def im2col_backward(grad, self: "meta", kernel_size, dilation, padding, stride):
    """im2col's gradient: the columns added back onto the positions they were read from."""
    return _col2im(grad, list(self.shape[2:]), kernel_size, dilation, padding, stride)


def layer_norm_grads(grad, input, mean, var, normalized_shape, weight, eps, grad_input_mask):
    """_layer_norm's input, weight and bias gradients: its backward kernel; when the backward
    itself records (create_graph), the same formulas in operators, the statistics recomputed
    from input so that they are differentiated too."""
    if not grad_recording():
        return _layer_norm_backward(grad, input, mean, var, normalized_shape, weight, eps, *grad_input_mask)
    dims = list(range(input.dim() - len(normalized_shape), input.dim()))
    rows = list(range(input.dim() - len(normalized_shape)))
    centred = input - input.mean(dims, keepdim=True)
    xhat = centred * ((centred * centred).mean(dims, keepdim=True) + eps).rsqrt()
    g = grad if weight is None else grad * weight
    dx = ((centred * centred).mean(dims, keepdim=True) + eps).rsqrt() * (
        g - g.mean(dims, keepdim=True) - xhat * (g * xhat).mean(dims, keepdim=True))
    dw = (grad * xhat).sum(rows) if grad_input_mask[1] and weight is not None else None
    db = grad.sum(rows) if grad_input_mask[2] else None
    return (dx if grad_input_mask[0] else None), dw, db


def batch_norm_grads(grad, input, mean, var, weight, eps, grad_input_mask):
    """_batch_norm's input, weight and bias gradients (training statistics): its backward
    kernel; under create_graph the formulas in operators, as layer_norm_grads."""
    if not grad_recording():
        return _batch_norm_backward(grad, input, mean, var, weight, eps, *grad_input_mask)
    dims = [0] + list(range(2, input.dim()))
    view = [1, input.shape[1]] + [1] * (input.dim() - 2)
    centred = input - input.mean(dims, keepdim=True)
    rstd = ((centred * centred).mean(dims, keepdim=True) + eps).rsqrt()
    xhat = centred * rstd
    g = grad if weight is None else grad * weight.reshape(view)
    dx = rstd * (g - g.mean(dims, keepdim=True) - xhat * (g * xhat).mean(dims, keepdim=True))
    dw = (grad * xhat).sum(dims) if grad_input_mask[1] and weight is not None else None
    db = grad.sum(dims) if grad_input_mask[2] else None
    return (dx if grad_input_mask[0] else None), dw, db


# ---- add: add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
def d_add(needs, grads, results, alpha):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
        (scaled(grad, alpha)) if needs[1] else None,
    )

# ---- sub: sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
def d_sub(needs, grads, results, alpha):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
        (scaled(-grad, alpha)) if needs[1] else None,
    )

# ---- mul: mul(Tensor self, Tensor other) -> Tensor
def d_mul(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (grad * other) if needs[0] else None,
        (grad * self) if needs[1] else None,
    )

# ---- div: div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor
def d_div(needs, grads, results, self, other, rounding_mode):
    grad = grads[0]
    return (
        (grad / other if rounding_mode is None else zeros_like(grad)) if needs[0] else None,
        (-grad * self / (other * other) if rounding_mode is None else zeros_like(grad)) if needs[1] else None,
    )

# ---- floor_divide: floor_divide(Tensor self, Tensor other) -> Tensor
def d_floor_divide(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
        (zeros_like(grad)) if needs[1] else None,
    )

# ---- remainder: remainder(Tensor self, Tensor other) -> Tensor
def d_remainder(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
        (-grad * div(self, other, rounding_mode='floor')) if needs[1] else None,
    )

# ---- fmod: fmod(Tensor self, Tensor other) -> Tensor
def d_fmod(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
        (-grad * div(self, other, rounding_mode='trunc')) if needs[1] else None,
    )

# ---- pow: pow(Tensor self, Tensor exponent) -> Tensor
def d_pow(needs, grads, results, self, exponent):
    grad = grads[0]
    result = results[0]
    return (
        (pow_backward_self(grad, self, exponent)) if needs[0] else None,
        (pow_backward_exponent(grad, self, exponent, result)) if needs[1] else None,
    )

# ---- addcmul: addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor
def d_addcmul(needs, grads, results, tensor1, tensor2, value):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
        (grad * tensor2 * value) if needs[1] else None,
        (grad * tensor1 * value) if needs[2] else None,
    )

# ---- addcdiv: addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor
def d_addcdiv(needs, grads, results, tensor1, tensor2, value):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
        (grad * value / tensor2) if needs[1] else None,
        (-grad * value * tensor1 / (tensor2 * tensor2)) if needs[2] else None,
    )

# ---- atan2: atan2(Tensor self, Tensor other) -> Tensor
def d_atan2(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (grad * other * atan2_recip(self, other)) if needs[0] else None,
        (grad * -self * atan2_recip(self, other)) if needs[1] else None,
    )

# ---- maximum: maximum(Tensor self, Tensor other) -> Tensor
def d_maximum(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (where(self == other, grad / 2, grad).masked_fill(self < other, 0)) if needs[0] else None,
        (where(self == other, grad / 2, grad).masked_fill(self > other, 0)) if needs[1] else None,
    )

# ---- minimum: minimum(Tensor self, Tensor other) -> Tensor
def d_minimum(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (where(self == other, grad / 2, grad).masked_fill(self > other, 0)) if needs[0] else None,
        (where(self == other, grad / 2, grad).masked_fill(self < other, 0)) if needs[1] else None,
    )

# ---- clamp: clamp(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
def d_clamp(needs, grads, results, self, min, max):
    grad = grads[0]
    return (
        (where(logical_and(self >= min, self <= max), grad, 0.0)) if needs[0] else None,
        (where(logical_and(self < min, min < max), grad, 0.0)) if needs[1] else None,
        (where(logical_or(self > max, max < min), grad, 0.0)) if needs[2] else None,
    )

# ---- where: where(Tensor condition, Tensor self, Tensor other) -> Tensor
def d_where(needs, grads, results, condition):
    grad = grads[0]
    return (
        (where(condition, grad, 0.0)) if needs[0] else None,
        (where(condition, 0.0, grad)) if needs[1] else None,
    )

# ---- neg: neg(Tensor self) -> Tensor
def d_neg(needs, grads, results):
    grad = grads[0]
    return (
        (-grad) if needs[0] else None,
    )

# ---- abs: abs(Tensor self) -> Tensor
def d_abs(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * sign(self)) if needs[0] else None,
    )

# ---- sign: sign(Tensor self) -> Tensor
def d_sign(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )

# ---- sgn: sgn(Tensor self) -> Tensor
def d_sgn(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )

# ---- square: square(Tensor self) -> Tensor
def d_square(needs, grads, results, self):
    grad = grads[0]
    return (
        (2 * grad * self) if needs[0] else None,
    )

# ---- ceil: ceil(Tensor self) -> Tensor
def d_ceil(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )

# ---- floor: floor(Tensor self) -> Tensor
def d_floor(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )

# ---- trunc: trunc(Tensor self) -> Tensor
def d_trunc(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )

# ---- round: round(Tensor self, *, int decimals=0) -> Tensor
def d_round(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )

# ---- frac: frac(Tensor self) -> Tensor
def d_frac(needs, grads, results):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
    )

# ---- reciprocal: reciprocal(Tensor self) -> Tensor
def d_reciprocal(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (-grad * result * result) if needs[0] else None,
    )

# ---- sqrt: sqrt(Tensor self) -> Tensor
def d_sqrt(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (grad / (2 * result)) if needs[0] else None,
    )

# ---- rsqrt: rsqrt(Tensor self) -> Tensor
def d_rsqrt(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (-0.5 * grad * result * result * result) if needs[0] else None,
    )

# ---- exp: exp(Tensor self) -> Tensor
def d_exp(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (grad * result) if needs[0] else None,
    )

# ---- expm1: expm1(Tensor self) -> Tensor
def d_expm1(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (grad * (result + 1)) if needs[0] else None,
    )

# ---- log: log(Tensor self) -> Tensor
def d_log(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad / self) if needs[0] else None,
    )

# ---- log2: log2(Tensor self) -> Tensor
def d_log2(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad / (self * 0.6931471805599453)) if needs[0] else None,
    )

# ---- log10: log10(Tensor self) -> Tensor
def d_log10(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad / (self * 2.302585092994046)) if needs[0] else None,
    )

# ---- log1p: log1p(Tensor self) -> Tensor
def d_log1p(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad / (self + 1)) if needs[0] else None,
    )

# ---- sin: sin(Tensor self) -> Tensor
def d_sin(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * cos(self)) if needs[0] else None,
    )

# ---- cos: cos(Tensor self) -> Tensor
def d_cos(needs, grads, results, self):
    grad = grads[0]
    return (
        (-grad * sin(self)) if needs[0] else None,
    )

# ---- tan: tan(Tensor self) -> Tensor
def d_tan(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (grad * (1 + result * result)) if needs[0] else None,
    )

# ---- asin: asin(Tensor self) -> Tensor
def d_asin(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * rsqrt(1 - self * self)) if needs[0] else None,
    )

# ---- acos: acos(Tensor self) -> Tensor
def d_acos(needs, grads, results, self):
    grad = grads[0]
    return (
        (-grad * rsqrt(1 - self * self)) if needs[0] else None,
    )

# ---- atan: atan(Tensor self) -> Tensor
def d_atan(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad / (1 + self * self)) if needs[0] else None,
    )

# ---- sinh: sinh(Tensor self) -> Tensor
def d_sinh(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * cosh(self)) if needs[0] else None,
    )

# ---- cosh: cosh(Tensor self) -> Tensor
def d_cosh(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * sinh(self)) if needs[0] else None,
    )

# ---- tanh: tanh(Tensor self) -> Tensor
def d_tanh(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (grad * (1 - result * result)) if needs[0] else None,
    )

# ---- sigmoid: sigmoid(Tensor self) -> Tensor
def d_sigmoid(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (grad * result * (1 - result)) if needs[0] else None,
    )

# ---- erf: erf(Tensor self) -> Tensor
def d_erf(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * 1.1283791670955126 * exp(-self * self)) if needs[0] else None,
    )

# ---- erfc: erfc(Tensor self) -> Tensor
def d_erfc(needs, grads, results, self):
    grad = grads[0]
    return (
        (-grad * 1.1283791670955126 * exp(-self * self)) if needs[0] else None,
    )

# ---- erfinv: erfinv(Tensor self) -> Tensor
def d_erfinv(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (grad * 0.886226925452758 * exp(result * result)) if needs[0] else None,
    )

# ---- digamma: digamma(Tensor self) -> Tensor
def d_digamma(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * trigamma(self)) if needs[0] else None,
    )

# ---- acosh: acosh(Tensor self) -> Tensor
def d_acosh(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * rsqrt(self * self - 1)) if needs[0] else None,
    )

# ---- asinh: asinh(Tensor self) -> Tensor
def d_asinh(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * rsqrt(self * self + 1)) if needs[0] else None,
    )

# ---- atanh: atanh(Tensor self) -> Tensor
def d_atanh(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad / (1 - self * self)) if needs[0] else None,
    )

# ---- clamp_min: clamp_min(Tensor self, Tensor min) -> Tensor
def d_clamp_min(needs, grads, results, self, min):
    grad = grads[0]
    return (
        (where(self >= min, grad, 0.0)) if needs[0] else None,
        (where(self < min, grad, 0.0)) if needs[1] else None,
    )

# ---- clamp_max: clamp_max(Tensor self, Tensor max) -> Tensor
def d_clamp_max(needs, grads, results, self, max):
    grad = grads[0]
    return (
        (where(self <= max, grad, 0.0)) if needs[0] else None,
        (where(self > max, grad, 0.0)) if needs[1] else None,
    )

# ---- copysign: copysign(Tensor self, Tensor other) -> Tensor
def d_copysign(needs, grads, results, self):
    grad = grads[0]
    result = results[0]
    return (
        (where(self == 0, 0.0, grad * result / self)) if needs[0] else None,
        (zeros_like(grad)) if needs[1] else None,
    )

# ---- nextafter: nextafter(Tensor self, Tensor other) -> Tensor
def d_nextafter(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (where(self != other, grad, 0.0)) if needs[0] else None,
        (zeros_like(grad)) if needs[1] else None,
    )

# ---- deg2rad: deg2rad(Tensor self) -> Tensor
def d_deg2rad(needs, grads, results):
    grad = grads[0]
    return (
        (grad * 0.017453292519943295) if needs[0] else None,
    )

# ---- rad2deg: rad2deg(Tensor self) -> Tensor
def d_rad2deg(needs, grads, results):
    grad = grads[0]
    return (
        (grad * 57.29577951308232) if needs[0] else None,
    )

# ---- exp2: exp2(Tensor self) -> Tensor
def d_exp2(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (grad * result * 0.6931471805599453) if needs[0] else None,
    )

# ---- float_power: float_power(Tensor self, Tensor exponent) -> Tensor
def d_float_power(needs, grads, results, self, exponent):
    grad = grads[0]
    result = results[0]
    return (
        (pow_backward_self(grad, self, exponent)) if needs[0] else None,
        (pow_backward_exponent(grad, self, exponent, result)) if needs[1] else None,
    )

# ---- fmax: fmax(Tensor self, Tensor other) -> Tensor
def d_fmax(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (where(logical_or(self >= other, isnan(other)), grad, 0.0)) if needs[0] else None,
        (where(logical_or(self >= other, isnan(other)), 0.0, grad)) if needs[1] else None,
    )

# ---- fmin: fmin(Tensor self, Tensor other) -> Tensor
def d_fmin(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (where(logical_or(self <= other, isnan(other)), grad, 0.0)) if needs[0] else None,
        (where(logical_or(self <= other, isnan(other)), 0.0, grad)) if needs[1] else None,
    )

# ---- heaviside: heaviside(Tensor self, Tensor values) -> Tensor
def d_heaviside(needs, grads, results):
    return (
        (derivative_not_implemented('heaviside')) if needs[0] else None,
        (derivative_not_implemented('heaviside')) if needs[1] else None,
    )

# ---- hypot: hypot(Tensor self, Tensor other) -> Tensor
def d_hypot(needs, grads, results, self, other):
    grad = grads[0]
    result = results[0]
    return (
        (grad * self / result) if needs[0] else None,
        (grad * other / result) if needs[1] else None,
    )

# ---- i0: i0(Tensor self) -> Tensor
def d_i0(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * special_i1(self)) if needs[0] else None,
    )

# ---- ldexp: ldexp(Tensor self, Tensor other) -> Tensor
def d_ldexp(needs, grads, results, other):
    grad = grads[0]
    result = results[0]
    return (
        (grad * exp2(other)) if needs[0] else None,
        (grad * result * 0.6931471805599453) if needs[1] else None,
    )

# ---- lerp: lerp(Tensor self, Tensor end, Tensor weight) -> Tensor
def d_lerp(needs, grads, results, self, end, weight):
    grad = grads[0]
    return (
        (grad * (1 - weight)) if needs[0] else None,
        (grad * weight) if needs[1] else None,
        (grad * (end - self)) if needs[2] else None,
    )

# ---- lgamma: lgamma(Tensor self) -> Tensor
def d_lgamma(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * digamma(self)) if needs[0] else None,
    )

# ---- logaddexp: logaddexp(Tensor self, Tensor other) -> Tensor
def d_logaddexp(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (grad / (1 + exp(other - self))) if needs[0] else None,
        (grad / (1 + exp(self - other))) if needs[1] else None,
    )

# ---- logaddexp2: logaddexp2(Tensor self, Tensor other) -> Tensor
def d_logaddexp2(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (grad / (1 + exp2(other - self))) if needs[0] else None,
        (grad / (1 + exp2(self - other))) if needs[1] else None,
    )

# ---- logit: logit(Tensor self, float? eps=None) -> Tensor
def d_logit(needs, grads, results, self, eps):
    grad = grads[0]
    return (
        (grad / (self * (1 - self)) if eps < 0 else where(logical_or(self < eps, self > 1 - eps), 0.0, grad / (self * (1 - self)))) if needs[0] else None,
    )

# ---- nan_to_num: nan_to_num(Tensor self, float? nan=0.0, float? posinf=None, float? neginf=None) -> Tensor
def d_nan_to_num(needs, grads, results, self):
    grad = grads[0]
    return (
        (where(isfinite(self), grad, 0.0)) if needs[0] else None,
    )

# ---- polygamma: polygamma(int n, Tensor self) -> Tensor
def d_polygamma(needs, grads, results, n, self):
    grad = grads[0]
    return (
        (grad * polygamma(n + 1, self)) if needs[0] else None,
    )

# ---- sinc: sinc(Tensor self) -> Tensor
def d_sinc(needs, grads, results, self):
    grad = grads[0]
    return (
        (where(self == 0, 0.0, grad * (cos(3.141592653589793 * self) * 3.141592653589793 * self - sin(3.141592653589793 * self)) / (3.141592653589793 * self * self))) if needs[0] else None,
    )

# ---- threshold: threshold(Tensor self, float threshold, Scalar value) -> Tensor
def d_threshold(needs, grads, results, self, threshold):
    grad = grads[0]
    return (
        (threshold_backward(grad, self, threshold)) if needs[0] else None,
    )

# ---- xlogy: xlogy(Tensor self, Tensor other) -> Tensor
def d_xlogy(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (grad * xlogy(self != 0, other)) if needs[0] else None,
        (grad * self / other) if needs[1] else None,
    )

# ---- special_entr: special_entr(Tensor self) -> Tensor
def d_special_entr(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * -(1 + log(self))) if needs[0] else None,
    )

# ---- special_erfcx: special_erfcx(Tensor self) -> Tensor
def d_special_erfcx(needs, grads, results, self):
    grad = grads[0]
    result = results[0]
    return (
        ((2.0 * self * result - 1.1283791670955126) * grad) if needs[0] else None,
    )

# ---- special_ndtri: special_ndtri(Tensor self) -> Tensor
def d_special_ndtri(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (grad * 2.5066282746310002 * exp(result * result / 2)) if needs[0] else None,
    )

# ---- special_log_ndtr: special_log_ndtr(Tensor self) -> Tensor
def d_special_log_ndtr(needs, grads, results, self):
    grad = grads[0]
    result = results[0]
    return (
        (grad * 0.3989422804014327 * exp(-(result + self * self / 2))) if needs[0] else None,
    )

# ---- special_i0e: special_i0e(Tensor self) -> Tensor
def d_special_i0e(needs, grads, results, self):
    grad = grads[0]
    result = results[0]
    return (
        (grad * (special_i1e(self) - sgn(self) * result)) if needs[0] else None,
    )

# ---- special_i1: special_i1(Tensor self) -> Tensor
def d_special_i1(needs, grads, results, self):
    grad = grads[0]
    result = results[0]
    return (
        (grad * where(self == 0, 0.5, i0(self) - result / self)) if needs[0] else None,
    )

# ---- special_i1e: special_i1e(Tensor self) -> Tensor
def d_special_i1e(needs, grads, results, self):
    grad = grads[0]
    result = results[0]
    return (
        (grad * where(self == 0, 0.5, special_i0e(self) - result * (sgn(self) + 1 / self))) if needs[0] else None,
    )

# ---- special_xlog1py: special_xlog1py(Tensor self, Tensor other) -> Tensor
def d_special_xlog1py(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (where((self == 0) & (other <= -1), 0.0, special_xlog1py(grad, other))) if needs[0] else None,
        (grad * self / (other + 1)) if needs[1] else None,
    )

# ---- special_zeta: special_zeta(Tensor self, Tensor other) -> Tensor
def d_special_zeta(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (derivative_not_implemented("zeta")) if needs[0] else None,
        (grad * -self * special_zeta(self + 1.0, other)) if needs[1] else None,
    )

# ---- igamma: igamma(Tensor self, Tensor other) -> Tensor
def d_igamma(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (derivative_not_implemented('igamma: input')) if needs[0] else None,
        (grad * exp((self - 1) * log(other) - other - lgamma(self))) if needs[1] else None,
    )

# ---- igammac: igammac(Tensor self, Tensor other) -> Tensor
def d_igammac(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (derivative_not_implemented('igammac: input')) if needs[0] else None,
        (-grad * exp((self - 1) * log(other) - other - lgamma(self))) if needs[1] else None,
    )

# ---- rsub: rsub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
def d_rsub(needs, grads, results, alpha):
    grad = grads[0]
    return (
        (scaled(-grad, alpha)) if needs[0] else None,
        (grad) if needs[1] else None,
    )

# ---- angle: angle(Tensor self) -> Tensor
def d_angle(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )

# ---- poisson: poisson(Tensor self, Generator? generator=None) -> Tensor
def d_poisson(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )

# ---- geometric_: geometric_(Tensor self, float p, *, Generator? generator=None) -> Tensor
def d_geometric_(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )

# ---- split_with_sizes: split_with_sizes(Tensor self, int[] split_sizes, dim dim=0) -> Tensor[]
def d_split_with_sizes(needs, grads, results, dim):
    grad = grads[0]
    return (
        (cat_grads(grads, results, dim)) if needs[0] else None,
    )

# ---- index_reduce: index_reduce(Tensor self, dim dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor
def d_index_reduce(needs, grads, results, self, dim, index, source, reduce, include_self):
    grad = grads[0]
    result = results[0]
    return (
        (index_reduce_backward(grad, self, dim, index, source, reduce, include_self, result, 0)) if needs[0] else None,
        (index_reduce_backward(grad, self, dim, index, source, reduce, include_self, result, 1)) if needs[1] else None,
    )

# ---- _to_copy: _to_copy(Tensor self) -> Tensor
def d__to_copy(needs, grads, results):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
    )

# ---- transpose: transpose(Tensor self, dim dim0, dim dim1) -> Tensor
def d_transpose(needs, grads, results, dim0, dim1):
    grad = grads[0]
    return (
        (grad.transpose(dim0, dim1)) if needs[0] else None,
    )

# ---- swapaxes: swapaxes(Tensor self, dim axis0, dim axis1) -> Tensor
def d_swapaxes(needs, grads, results, axis0, axis1):
    grad = grads[0]
    return (
        (grad.transpose(axis0, axis1)) if needs[0] else None,
    )

# ---- swapdims: swapdims(Tensor self, dim dim0, dim dim1) -> Tensor
def d_swapdims(needs, grads, results, dim0, dim1):
    grad = grads[0]
    return (
        (grad.transpose(dim0, dim1)) if needs[0] else None,
    )

# ---- t: t(Tensor self) -> Tensor
def d_t(needs, grads, results):
    grad = grads[0]
    return (
        (grad.t()) if needs[0] else None,
    )

# ---- permute: permute(Tensor self, dim[] dims) -> Tensor
def d_permute(needs, grads, results, self, dims):
    grad = grads[0]
    return (
        (permute_backward(grad, self, dims)) if needs[0] else None,
    )

# ---- select: select(Tensor self, dim dim, int index) -> Tensor
def d_select(needs, grads, results, self, dim, index):
    grad = grads[0]
    return (
        (select_backward(grad, self, dim, index)) if needs[0] else None,
    )

# ---- narrow: narrow(Tensor self, dim dim, int start, int length) -> Tensor
def d_narrow(needs, grads, results, self, dim, start, length):
    grad = grads[0]
    return (
        (narrow_backward(grad, self, dim, start, length)) if needs[0] else None,
    )

# ---- _slice: _slice(Tensor self, dim dim=0, int? start=None, int? end=None, int step=1) -> Tensor
def d__slice(needs, grads, results, self, dim, start, end, step):
    grad = grads[0]
    return (
        (slice_backward(grad, self, dim, start, end, step)) if needs[0] else None,
    )

# ---- squeeze: squeeze(Tensor self, dim[]? dim=None) -> Tensor
def d_squeeze(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad.reshape(self.shape)) if needs[0] else None,
    )

# ---- unsqueeze: unsqueeze(Tensor self, int dim) -> Tensor
def d_unsqueeze(needs, grads, results, dim):
    grad = grads[0]
    return (
        (grad.squeeze(dim)) if needs[0] else None,
    )

# ---- expand: expand(Tensor self, int[] size, *, bool implicit=False) -> Tensor
def d_expand(needs, grads, results):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
    )

# ---- unfold: unfold(Tensor self, dim dimension, int size, int step) -> Tensor
def d_unfold(needs, grads, results, self, dimension, size, step):
    grad = grads[0]
    return (
        (unfold_backward(grad, self, dimension, size, step)) if needs[0] else None,
    )

# ---- expand_as: expand_as(Tensor self, Tensor other) -> Tensor
def d_expand_as(needs, grads, results):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
    )

# ---- view: view(Tensor self, int[] size) -> Tensor
def d_view(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad.reshape(self.shape)) if needs[0] else None,
    )

# ---- reshape: reshape(Tensor self, int[] shape) -> Tensor
def d_reshape(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad.reshape(self.shape)) if needs[0] else None,
    )

# ---- view_as: view_as(Tensor self, Tensor other) -> Tensor
def d_view_as(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad.reshape(self.shape)) if needs[0] else None,
    )

# ---- reshape_as: reshape_as(Tensor self, Tensor other) -> Tensor
def d_reshape_as(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad.reshape(self.shape)) if needs[0] else None,
    )

# ---- flatten: flatten(Tensor self, dim start_dim=0, dim end_dim=-1) -> Tensor
def d_flatten(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad.reshape_as(self)) if needs[0] else None,
    )

# ---- unflatten: unflatten(Tensor self, dim dim, int[] sizes) -> Tensor
def d_unflatten(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad.reshape_as(self)) if needs[0] else None,
    )

# ---- contiguous: contiguous(Tensor self) -> Tensor
def d_contiguous(needs, grads, results):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
    )

# ---- unbind: unbind(Tensor self, dim dim=0) -> Tensor[]
def d_unbind(needs, grads, results, self, dim):
    grad = grads[0]
    return (
        (stack_grads(grads, results, dim, self)) if needs[0] else None,
    )

# ---- split: split(Tensor self, int[] split_size_or_sections, dim dim=0) -> Tensor[]
def d_split(needs, grads, results, dim):
    grad = grads[0]
    return (
        (cat_grads(grads, results, dim)) if needs[0] else None,
    )

# ---- chunk: chunk(Tensor self, int chunks, dim dim=0) -> Tensor[]
def d_chunk(needs, grads, results, dim):
    grad = grads[0]
    return (
        (cat_grads(grads, results, dim)) if needs[0] else None,
    )

# ---- clone: clone(Tensor self) -> Tensor
def d_clone(needs, grads, results):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
    )

# ---- copy: copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor
def d_copy(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
        (grad) if needs[1] else None,
    )

# ---- fill: fill(Tensor self, Scalar value) -> Tensor
def d_fill(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )

# ---- zero: zero(Tensor self) -> Tensor
def d_zero(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )

# ---- cat: cat(Tensor[] tensors, dim dim=0) -> Tensor
def d_cat(needs, grads, results, tensors, dim):
    grad = grads[0]
    return (
        (cat_backward(grad, tensors, dim)) if needs[0] else None,
    )

# ---- concat: concat(Tensor[] tensors, dim dim=0) -> Tensor
def d_concat(needs, grads, results, tensors, dim):
    grad = grads[0]
    return (
        (cat_backward(grad, tensors, dim)) if needs[0] else None,
    )

# ---- concatenate: concatenate(Tensor[] tensors, dim dim=0) -> Tensor
def d_concatenate(needs, grads, results, tensors, dim):
    grad = grads[0]
    return (
        (cat_backward(grad, tensors, dim)) if needs[0] else None,
    )

# ---- stack: stack(Tensor[] tensors, dim dim=0) -> Tensor
def d_stack(needs, grads, results, dim):
    grad = grads[0]
    return (
        (list(grad.unbind(dim))) if needs[0] else None,
    )

# ---- _masked_fill: _masked_fill(Tensor self, Tensor mask, Tensor value) -> Tensor
def d__masked_fill(needs, grads, results, mask):
    grad = grads[0]
    return (
        (where(mask, 0.0, grad)) if needs[0] else None,
        (where(mask, grad, 0.0)) if needs[1] else None,
    )

# ---- masked_fill: masked_fill(Tensor self, Tensor mask, Scalar value) -> Tensor
def d_masked_fill(needs, grads, results, mask):
    grad = grads[0]
    return (
        (grad.masked_fill(mask, 0)) if needs[0] else None,
        (where(mask, grad, 0.0).sum()) if needs[1] else None,
    )

# ---- index_fill: index_fill(Tensor self, dim dim, Tensor index, Scalar value) -> Tensor
def d_index_fill(needs, grads, results, dim, index):
    grad = grads[0]
    return (
        (grad.index_fill(dim, index, 0)) if needs[0] else None,
        (index_fill_value_backward(grad, dim, index)) if needs[1] else None,
    )

# ---- masked_select: masked_select(Tensor self, Tensor mask) -> Tensor
def d_masked_select(needs, grads, results, self, mask):
    grad = grads[0]
    return (
        (masked_select_backward(grad, self, mask)) if needs[0] else None,
    )

# ---- gather: gather(Tensor self, dim dim, Tensor index, *, bool sparse_grad=False) -> Tensor
def d_gather(needs, grads, results, self, dim, index):
    grad = grads[0]
    return (
        (zeros_like(self).scatter_add(dim, index, grad)) if needs[0] else None,
    )

# ---- take_along_dim: take_along_dim(Tensor self, Tensor indices, dim? dim=None) -> Tensor
def d_take_along_dim(needs, grads, results, self, indices, dim):
    grad = grads[0]
    return (
        (take_along_dim_backward(grad, self, indices, dim)) if needs[0] else None,
    )

# ---- index_select: index_select(Tensor self, dim dim, Tensor index) -> Tensor
def d_index_select(needs, grads, results, self, dim, index):
    grad = grads[0]
    return (
        (zeros_like(self).index_add(dim, index, grad)) if needs[0] else None,
    )

# ---- embedding: embedding(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor
def d_embedding(needs, grads, results, weight, indices, padding_idx, scale_grad_by_freq, sparse):
    grad = grads[0]
    return (
        (embedding_backward(grad, indices, weight, padding_idx, scale_grad_by_freq, sparse)) if needs[0] else None,
    )

# ---- embedding_dense_backward: embedding_dense_backward(Tensor grad_output, Tensor indices, int num_weights, int padding_idx, bool scale_grad_by_freq) -> Tensor
def d_embedding_dense_backward(needs, grads, results, indices, padding_idx, scale_grad_by_freq):
    grad = grads[0]
    return (
        (embedding_double_backward(grad, indices, padding_idx, scale_grad_by_freq)) if needs[0] else None,
    )

# ---- take: take(Tensor self, Tensor index) -> Tensor
def d_take(needs, grads, results, self, index):
    grad = grads[0]
    return (
        (take_backward(grad, self, index)) if needs[0] else None,
    )

# ---- scatter: scatter(Tensor self, dim dim, Tensor index, Tensor? src=None, Scalar? value=None, *, str? reduce=None) -> Tensor
def d_scatter(needs, grads, results, dim, index, src, reduce):
    grad = grads[0]
    return (
        (scatter_backward_self(grad, dim, index, reduce)) if needs[0] else None,
        (scatter_backward_src(grad, dim, index, src, reduce)) if needs[1] else None,
    )

# ---- scatter_add: scatter_add(Tensor self, dim dim, Tensor index, Tensor src) -> Tensor
def d_scatter_add(needs, grads, results, dim, index, src):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
        (gather_to(grad, dim, index, src)) if needs[1] else None,
    )

# ---- scatter_reduce: scatter_reduce(Tensor self, dim dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor
def d_scatter_reduce(needs, grads, results, self, dim, index, src, reduce, include_self):
    grad = grads[0]
    result = results[0]
    return (
        (scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self, result, 0)) if needs[0] else None,
        (scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self, result, 1)) if needs[1] else None,
    )

# ---- index_add: index_add(Tensor self, dim dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor
def d_index_add(needs, grads, results, dim, index, alpha):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
        (grad.index_select(dim, index) * alpha) if needs[1] else None,
    )

# ---- index_copy: index_copy(Tensor self, dim dim, Tensor index, Tensor source) -> Tensor
def d_index_copy(needs, grads, results, dim, index):
    grad = grads[0]
    return (
        (grad.index_fill(dim, index, 0)) if needs[0] else None,
        (grad.index_select(dim, index)) if needs[1] else None,
    )

# ---- masked_scatter: masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor
def d_masked_scatter(needs, grads, results, mask, source):
    grad = grads[0]
    return (
        (grad.masked_fill(mask, 0)) if needs[0] else None,
        (masked_scatter_backward(grad, mask, source)) if needs[1] else None,
    )

# ---- index_put: index_put(Tensor self, Tensor[] indices, Tensor values, bool accumulate=False) -> Tensor
def d_index_put(needs, grads, results, indices, values, accumulate):
    grad = grads[0]
    return (
        (grad if accumulate else grad.index_put(indices, zeros_like(values))) if needs[0] else None,
        (grad[tuple(indices)]) if needs[1] else None,
    )

# ---- select_scatter: select_scatter(Tensor self, Tensor src, dim dim, int index) -> Tensor
def d_select_scatter(needs, grads, results, src, dim, index):
    grad = grads[0]
    return (
        (grad.select_scatter(zeros_like(src), dim, index)) if needs[0] else None,
        (grad.select(dim, index)) if needs[1] else None,
    )

# ---- slice_scatter: slice_scatter(Tensor self, Tensor src, dim dim=0, int? start=None, int? end=None, int step=1) -> Tensor
def d_slice_scatter(needs, grads, results, src, dim, start, end, step):
    grad = grads[0]
    return (
        (grad.slice_scatter(zeros_like(src), dim, start, end, step)) if needs[0] else None,
        (slice_of(grad, dim, start, end, step)) if needs[1] else None,
    )

# ---- sort: sort(Tensor self, dim dim=-1, bool descending=False, *, bool? stable=False) -> (Tensor values, Tensor indices)
def d_sort(needs, grads, results, self, dim):
    grad = grads[0]
    indices = results[1] if len(results) > 1 else None
    return (
        (sort_backward(grad, self, dim, indices)) if needs[0] else None,
    )

# ---- msort: msort(Tensor self) -> Tensor
def d_msort(needs, grads, results, self):
    grad = grads[0]
    return (
        (sort_backward(grad, self, 0, sort(self, 0, stable=True)[1])) if needs[0] else None,
    )

# ---- unique: unique(Tensor self, bool sorted=True, bool return_inverse=False, bool return_counts=False, dim? dim=None) -> Tensor
def d_unique(needs, grads, results):
    return (
        (derivative_not_implemented('unique')) if needs[0] else None,
    )

# ---- unique_consecutive: unique_consecutive(Tensor self, bool return_inverse=False, bool return_counts=False, dim? dim=None) -> Tensor
def d_unique_consecutive(needs, grads, results):
    return (
        (derivative_not_implemented('unique_consecutive')) if needs[0] else None,
    )

# ---- nanmedian: nanmedian(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)
def d_nanmedian(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    values = results[0] if len(results) > 0 else None
    indices = results[1] if len(results) > 1 else None
    return (
        (evenly(grad, self, values, dim, keepdim) if dim is None else select_indices(grad, self, dim, keepdim, indices)) if needs[0] else None,
    )

# ---- quantile: quantile(Tensor self, Tensor q, dim? dim=None, bool keepdim=False, *, str interpolation='linear') -> Tensor
def d_quantile(needs, grads, results, self, q, dim, keepdim, interpolation):
    grad = grads[0]
    return (
        (quantile_backward(grad, self, q, dim, keepdim, interpolation, False)) if needs[0] else None,
    )

# ---- nanquantile: nanquantile(Tensor self, Tensor q, dim? dim=None, bool keepdim=False, *, str interpolation='linear') -> Tensor
def d_nanquantile(needs, grads, results, self, q, dim, keepdim, interpolation):
    grad = grads[0]
    return (
        (quantile_backward(grad, self, q, dim, keepdim, interpolation, True)) if needs[0] else None,
    )

# ---- sum: sum(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor
def d_sum(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    return (
        (unreduce(grad, self, dim, keepdim)) if needs[0] else None,
    )

# ---- prod: prod(Tensor self, dim? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor
def d_prod(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    result = results[0]
    return (
        (prod_backward(grad, self, dim, keepdim, result)) if needs[0] else None,
    )

# ---- mean: mean(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor
def d_mean(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    return (
        (mean_backward(grad, self, dim, keepdim)) if needs[0] else None,
    )

# ---- var: var(Tensor self, dim[]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor
def d_var(needs, grads, results, self, dim, unbiased, keepdim, correction):
    grad = grads[0]
    return (
        (var_backward(grad, self, dim, correction_of(unbiased, correction), keepdim)) if needs[0] else None,
    )

# ---- std: std(Tensor self, dim[]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor
def d_std(needs, grads, results, self, dim, unbiased, keepdim, correction):
    grad = grads[0]
    result = results[0]
    return (
        (std_backward(grad, self, dim, correction_of(unbiased, correction), keepdim, result)) if needs[0] else None,
    )

# ---- var_mean: var_mean(Tensor self, dim[]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> (Tensor, Tensor)
def d_var_mean(needs, grads, results, self, dim, unbiased, keepdim, correction):
    grad = grads[0]
    return (
        (var_backward(grads[0], self, dim, correction_of(unbiased, correction), keepdim) + unreduce(grads[1], self, dim, keepdim) / count_of(self, dim)) if needs[0] else None,
    )

# ---- std_mean: std_mean(Tensor self, dim[]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> (Tensor, Tensor)
def d_std_mean(needs, grads, results, self, dim, unbiased, keepdim, correction):
    grad = grads[0]
    return (
        (std_backward(grads[0], self, dim, correction_of(unbiased, correction), keepdim, results[0]) + unreduce(grads[1], self, dim, keepdim) / count_of(self, dim)) if needs[0] else None,
    )

# ---- logsumexp: logsumexp(Tensor self, dim[] dim, bool keepdim=False) -> Tensor
def d_logsumexp(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    result = results[0]
    return (
        (unreduce(grad, self, dim, keepdim) * exp(self - unreduce(result, self, dim, keepdim))) if needs[0] else None,
    )

# ---- amax: amax(Tensor self, dim[] dim=[], bool keepdim=False) -> Tensor
def d_amax(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    result = results[0]
    return (
        (evenly(grad, self, result, dim, keepdim)) if needs[0] else None,
    )

# ---- amin: amin(Tensor self, dim[] dim=[], bool keepdim=False) -> Tensor
def d_amin(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    result = results[0]
    return (
        (evenly(grad, self, result, dim, keepdim)) if needs[0] else None,
    )

# ---- max: max(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)
def d_max(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    values = results[0] if len(results) > 0 else None
    indices = results[1] if len(results) > 1 else None
    return (
        (evenly(grad, self, values, dim, keepdim) if dim is None else select_indices(grad, self, dim, keepdim, indices)) if needs[0] else None,
    )

# ---- min: min(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)
def d_min(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    values = results[0] if len(results) > 0 else None
    indices = results[1] if len(results) > 1 else None
    return (
        (evenly(grad, self, values, dim, keepdim) if dim is None else select_indices(grad, self, dim, keepdim, indices)) if needs[0] else None,
    )

# ---- median: median(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)
def d_median(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    values = results[0] if len(results) > 0 else None
    indices = results[1] if len(results) > 1 else None
    return (
        (evenly(grad, self, values, dim, keepdim) if dim is None else select_indices(grad, self, dim, keepdim, indices)) if needs[0] else None,
    )

# ---- kthvalue: kthvalue(Tensor self, int k, dim dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)
def d_kthvalue(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    indices = results[1] if len(results) > 1 else None
    return (
        (select_indices(grad, self, dim, keepdim, indices)) if needs[0] else None,
    )

# ---- mode: mode(Tensor self, dim dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)
def d_mode(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    indices = results[1] if len(results) > 1 else None
    return (
        (select_indices(grad, self, dim, keepdim, indices)) if needs[0] else None,
    )

# ---- topk: topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)
def d_topk(needs, grads, results, self, dim):
    grad = grads[0]
    indices = results[1] if len(results) > 1 else None
    return (
        (scatter_k(grad, self, dim, indices)) if needs[0] else None,
    )

# ---- cumsum: cumsum(Tensor self, dim dim, *, dtype? dtype=None) -> Tensor
def d_cumsum(needs, grads, results, dim):
    grad = grads[0]
    return (
        (reverse_cumsum(grad, dim)) if needs[0] else None,
    )

# ---- cumprod: cumprod(Tensor self, dim dim, *, dtype? dtype=None) -> Tensor
def d_cumprod(needs, grads, results, self, dim):
    grad = grads[0]
    result = results[0]
    return (
        (cumprod_backward(grad, self, dim, result)) if needs[0] else None,
    )

# ---- nansum: nansum(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor
def d_nansum(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    return (
        (where(isnan(self), 0.0, unreduce(grad, self, dim, keepdim))) if needs[0] else None,
    )

# ---- nanmean: nanmean(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor
def d_nanmean(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    return (
        (nanmean_backward(grad, self, dim, keepdim)) if needs[0] else None,
    )

# ---- aminmax: aminmax(Tensor self, *, dim? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)
def d_aminmax(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    return (
        (evenly(grads[0], self, results[0], dim, keepdim) + evenly(grads[1], self, results[1], dim, keepdim)) if needs[0] else None,
    )

# ---- norm: norm(Tensor self, Scalar p=2, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor
def d_norm(needs, grads, results, self, p, dim, keepdim):
    grad = grads[0]
    result = results[0]
    return (
        (norm_backward(grad, self, p, dim, keepdim, result)) if needs[0] else None,
    )

# ---- logcumsumexp: logcumsumexp(Tensor self, dim dim) -> Tensor
def d_logcumsumexp(needs, grads, results, self, dim):
    grad = grads[0]
    result = results[0]
    return (
        (logcumsumexp_backward(grad, self, dim, result)) if needs[0] else None,
    )

# ---- cummax: cummax(Tensor self, dim dim) -> (Tensor values, Tensor indices)
def d_cummax(needs, grads, results, self, dim):
    grad = grads[0]
    indices = results[1] if len(results) > 1 else None
    return (
        (scatter_k(grad, self, dim, indices)) if needs[0] else None,
    )

# ---- cummin: cummin(Tensor self, dim dim) -> (Tensor values, Tensor indices)
def d_cummin(needs, grads, results, self, dim):
    grad = grads[0]
    indices = results[1] if len(results) > 1 else None
    return (
        (scatter_k(grad, self, dim, indices)) if needs[0] else None,
    )

# ---- dot: dot(Tensor self, Tensor tensor) -> Tensor
def d_dot(needs, grads, results, self, tensor):
    grad = grads[0]
    return (
        (grad * tensor) if needs[0] else None,
        (grad * self) if needs[1] else None,
    )

# ---- mv: mv(Tensor self, Tensor vec) -> Tensor
def d_mv(needs, grads, results, self, vec):
    grad = grads[0]
    return (
        (grad.unsqueeze(-1) * vec) if needs[0] else None,
        (matmul(grad, self)) if needs[1] else None,
    )

# ---- mm: mm(Tensor self, Tensor mat2) -> Tensor
def d_mm(needs, grads, results, self, mat2):
    grad = grads[0]
    return (
        (mm(grad, mat2.t())) if needs[0] else None,
        (mm(self.t(), grad)) if needs[1] else None,
    )

# ---- bmm: bmm(Tensor self, Tensor mat2) -> Tensor
def d_bmm(needs, grads, results, self, mat2):
    grad = grads[0]
    return (
        (bmm(grad, mat2.transpose(1, 2))) if needs[0] else None,
        (bmm(self.transpose(1, 2), grad)) if needs[1] else None,
    )

# ---- matmul: matmul(Tensor self, Tensor other) -> Tensor
def d_matmul(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (matmul_backward(grad, self, other, 0)) if needs[0] else None,
        (matmul_backward(grad, self, other, 1)) if needs[1] else None,
    )

# ---- addmm: addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
def d_addmm(needs, grads, results, mat1, mat2, beta, alpha):
    grad = grads[0]
    return (
        (scaled(grad, beta)) if needs[0] else None,
        (scaled(mm_mat1_backward(grad, mat1, mat2), alpha)) if needs[1] else None,
        (scaled(mm_mat2_backward(grad, mat1, mat2), alpha)) if needs[2] else None,
    )

# ---- addmv: addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor
def d_addmv(needs, grads, results, mat, vec, beta, alpha):
    grad = grads[0]
    return (
        (scaled(grad, beta)) if needs[0] else None,
        (scaled(grad.unsqueeze(-1) * vec, alpha)) if needs[1] else None,
        (scaled(matmul(grad, mat), alpha)) if needs[2] else None,
    )

# ---- uniform_: uniform_(Tensor self, float from_=0, float to=1) -> Tensor
def d_uniform_(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )

# ---- normal_: normal_(Tensor self, float mean=0, float std=1) -> Tensor
def d_normal_(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )

# ---- normal: normal(Tensor mean, Tensor std=1, int[]? size=None, *, dtype? dtype=None, Device? device=None) -> Tensor
def d_normal(needs, grads, results, mean, std):
    grad = grads[0]
    result = results[0]
    return (
        (grad) if needs[0] else None,
        (grad * (result - mean) / std) if needs[1] else None,
    )

# ---- cauchy_: cauchy_(Tensor self, float median=0, float sigma=1) -> Tensor
def d_cauchy_(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )

# ---- exponential_: exponential_(Tensor self, float lambd=1) -> Tensor
def d_exponential_(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )

# ---- log_normal_: log_normal_(Tensor self, float mean=1, float std=2) -> Tensor
def d_log_normal_(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )

# ---- bernoulli_: bernoulli_(Tensor self, Tensor p=0.5) -> Tensor
def d_bernoulli_(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )

# ---- bernoulli: bernoulli(Tensor self, Tensor? p=None) -> Tensor
def d_bernoulli(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )

# ---- random_: random_(Tensor self, int? from_=None, int? to=None) -> Tensor
def d_random_(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )

# ---- relu: relu(Tensor self) -> Tensor
def d_relu(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (threshold_backward(grad, result, 0)) if needs[0] else None,
    )

# ---- threshold_backward: threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor
def d_threshold_backward(needs, grads, results, self, threshold):
    grad = grads[0]
    return (
        (threshold_backward(grad, self, threshold)) if needs[0] else None,
        (zeros_like(grad)) if needs[1] else None,
    )

# ---- gelu: gelu(Tensor self, *, str approximate='none') -> Tensor
def d_gelu(needs, grads, results, self, approximate):
    grad = grads[0]
    return (
        (_gelu_backward(grad, self, approximate=approximate)) if needs[0] else None,
    )

# ---- _gelu_backward: _gelu_backward(Tensor grad_output, Tensor self, *, str approximate='none') -> Tensor
def d__gelu_backward(needs, grads, results, grad_output, self, approximate):
    grad = grads[0]
    return (
        (_gelu_backward(grad, self, approximate=approximate)) if needs[0] else None,
        (grad * grad_output * gelu_second(self, approximate)) if needs[1] else None,
    )

# ---- silu: silu(Tensor self) -> Tensor
def d_silu(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * sigmoid(self) * (1 + self * (1 - sigmoid(self)))) if needs[0] else None,
    )

# ---- softmax: softmax(Tensor self, dim dim, dtype? dtype=None) -> Tensor
def d_softmax(needs, grads, results, dim):
    grad = grads[0]
    result = results[0]
    return (
        (result * (grad - (grad * result).sum(dim, keepdim=True))) if needs[0] else None,
    )

# ---- log_softmax: log_softmax(Tensor self, dim dim, dtype? dtype=None) -> Tensor
def d_log_softmax(needs, grads, results, dim):
    grad = grads[0]
    result = results[0]
    return (
        (grad - exp(result) * grad.sum(dim, keepdim=True)) if needs[0] else None,
    )

# ---- diagonal: diagonal(Tensor self, int offset=0, dim dim1=0, dim dim2=1) -> Tensor
def d_diagonal(needs, grads, results, self, offset, dim1, dim2):
    grad = grads[0]
    return (
        (diagonal_backward(grad, self, offset, dim1, dim2)) if needs[0] else None,
    )

# ---- movedim: movedim(Tensor self, dim[] source, dim[] destination) -> Tensor
def d_movedim(needs, grads, results, source, destination):
    grad = grads[0]
    return (
        (grad.movedim(destination, source)) if needs[0] else None,
    )

# ---- moveaxis: moveaxis(Tensor self, dim[] source, dim[] destination) -> Tensor
def d_moveaxis(needs, grads, results, source, destination):
    grad = grads[0]
    return (
        (grad.movedim(destination, source)) if needs[0] else None,
    )

# ---- broadcast_to: broadcast_to(Tensor self, int[] size) -> Tensor
def d_broadcast_to(needs, grads, results):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
    )

# ---- ravel: ravel(Tensor self) -> Tensor
def d_ravel(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad.reshape(self.shape)) if needs[0] else None,
    )

# ---- tensor_split: tensor_split(Tensor self, int[] indices_or_sections, dim dim=0) -> Tensor[]
def d_tensor_split(needs, grads, results, dim):
    grad = grads[0]
    return (
        (cat_grads(grads, results, dim)) if needs[0] else None,
    )

# ---- vsplit: vsplit(Tensor self, int[] indices_or_sections) -> Tensor[]
def d_vsplit(needs, grads, results):
    grad = grads[0]
    return (
        (cat_grads(grads, results, 0)) if needs[0] else None,
    )

# ---- hsplit: hsplit(Tensor self, int[] indices_or_sections) -> Tensor[]
def d_hsplit(needs, grads, results, self):
    grad = grads[0]
    return (
        (cat_grads(grads, results, 1 if self.dim() > 1 else 0)) if needs[0] else None,
    )

# ---- dsplit: dsplit(Tensor self, int[] indices_or_sections) -> Tensor[]
def d_dsplit(needs, grads, results):
    grad = grads[0]
    return (
        (cat_grads(grads, results, 2)) if needs[0] else None,
    )

# ---- as_strided: as_strided(Tensor self, int[] size, int[] stride, int? storage_offset=None) -> Tensor
def d_as_strided(needs, grads, results, self, size, stride, storage_offset):
    grad = grads[0]
    return (
        (as_strided_backward(grad, self, size, stride, storage_offset)) if needs[0] else None,
    )

# ---- flip: flip(Tensor self, dim[] dims) -> Tensor
def d_flip(needs, grads, results, dims):
    grad = grads[0]
    return (
        (grad.flip(dims)) if needs[0] else None,
    )

# ---- roll: roll(Tensor self, int[] shifts, dim[]? dims=None) -> Tensor
def d_roll(needs, grads, results, shifts, dims):
    grad = grads[0]
    return (
        (roll_backward(grad, shifts, dims)) if needs[0] else None,
    )

# ---- tril: tril(Tensor self, int diagonal=0) -> Tensor
def d_tril(needs, grads, results, diagonal):
    grad = grads[0]
    return (
        (grad.tril(diagonal)) if needs[0] else None,
    )

# ---- triu: triu(Tensor self, int diagonal=0) -> Tensor
def d_triu(needs, grads, results, diagonal):
    grad = grads[0]
    return (
        (grad.triu(diagonal)) if needs[0] else None,
    )

# ---- diag_embed: diag_embed(Tensor self, int offset=0, dim dim1=-2, dim dim2=-1) -> Tensor
def d_diag_embed(needs, grads, results, offset, dim1, dim2):
    grad = grads[0]
    return (
        (grad.diagonal(offset, dim1, dim2)) if needs[0] else None,
    )

# ---- repeat: repeat(Tensor self, int[] repeats) -> Tensor
def d_repeat(needs, grads, results, self, repeats):
    grad = grads[0]
    return (
        (repeat_backward(grad, self, repeats)) if needs[0] else None,
    )

# ---- repeat_interleave: repeat_interleave(Tensor self, Tensor? repeats=None, dim? dim=None, *, int? output_size=None) -> Tensor
def d_repeat_interleave(needs, grads, results, self, repeats, dim):
    grad = grads[0]
    return (
        (repeat_interleave_backward(grad, self, repeats, dim)) if needs[0] else None,
    )

# ---- baddbmm: baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
def d_baddbmm(needs, grads, results, batch1, batch2, beta, alpha):
    grad = grads[0]
    return (
        (scaled(grad, beta)) if needs[0] else None,
        (scaled(bmm(grad, batch2.transpose(1, 2)), alpha)) if needs[1] else None,
        (scaled(bmm(batch1.transpose(1, 2), grad), alpha)) if needs[2] else None,
    )

# ---- _ctc_nll: _ctc_nll(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank=0, bool zero_infinity=False) -> Tensor
def d__ctc_nll(needs, grads, results, log_probs, targets, input_lengths, target_lengths, blank, zero_infinity):
    grad = grads[0]
    result = results[0]
    return (
        (_ctc_nll_backward(grad, log_probs, targets, input_lengths, target_lengths, result, blank, zero_infinity)) if needs[0] else None,
    )

# ---- leaky_relu: leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor
def d_leaky_relu(needs, grads, results, self, negative_slope):
    grad = grads[0]
    return (
        (where(self > 0, grad, grad * negative_slope)) if needs[0] else None,
    )

# ---- elu: elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor
def d_elu(needs, grads, results, self, alpha, scale, input_scale):
    grad = grads[0]
    return (
        (where(self > 0, grad * scale, grad * (scale * alpha * input_scale) * exp(self * input_scale))) if needs[0] else None,
    )

# ---- softplus: softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor
def d_softplus(needs, grads, results, self, beta, threshold):
    grad = grads[0]
    return (
        (where(self * beta > threshold, grad, grad * sigmoid(self * beta))) if needs[0] else None,
    )

# ---- _binary_cross_entropy: _binary_cross_entropy(Tensor self, Tensor target) -> Tensor
def d__binary_cross_entropy(needs, grads, results, self, target):
    grad = grads[0]
    return (
        (grad * (self - target) / ((1 - self) * self).clamp(min=1e-12)) if needs[0] else None,
        (-grad * logit(self)) if needs[1] else None,
    )

# ---- logsigmoid: logsigmoid(Tensor self) -> Tensor
def d_logsigmoid(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * sigmoid(-self)) if needs[0] else None,
    )

# ---- hardtanh: hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor
def d_hardtanh(needs, grads, results, self, min_val, max_val):
    grad = grads[0]
    return (
        (where(logical_and(self > min_val, self < max_val), grad, 0.0)) if needs[0] else None,
    )

# ---- mish: mish(Tensor self) -> Tensor
def d_mish(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * (tanh(softplus(self)) + self * sigmoid(self) * (1 - tanh(softplus(self)) * tanh(softplus(self))))) if needs[0] else None,
    )

# ---- hardswish: hardswish(Tensor self) -> Tensor
def d_hardswish(needs, grads, results, self):
    grad = grads[0]
    return (
        (where(self <= -3, 0.0, where(self < 3, grad * (self / 3 + 0.5), grad))) if needs[0] else None,
    )

# ---- hardsigmoid: hardsigmoid(Tensor self) -> Tensor
def d_hardsigmoid(needs, grads, results, self):
    grad = grads[0]
    return (
        (where(logical_and(self > -3, self < 3), grad / 6, 0.0)) if needs[0] else None,
    )

# ---- det: det(Tensor self) -> Tensor
def d_det(needs, grads, results, self):
    grad = grads[0]
    result = results[0]
    return (
        ((grad * result).unsqueeze(-1).unsqueeze(-1) * lu_inverse_t(self)) if needs[0] else None,
    )

# ---- slogdet: slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet)
def d_slogdet(needs, grads, results, self):
    grad = grads[0]
    return (
        (grads[1].unsqueeze(-1).unsqueeze(-1) * lu_inverse_t(self)) if needs[0] else None,
    )

# ---- logdet: logdet(Tensor self) -> Tensor
def d_logdet(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad.unsqueeze(-1).unsqueeze(-1) * lu_inverse_t(self)) if needs[0] else None,
    )

# ---- inverse: inverse(Tensor self) -> Tensor
def d_inverse(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (-matmul(matmul(result.mT, grad), result.mT)) if needs[0] else None,
    )

# ---- _linalg_solve: _linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor
def d__linalg_solve(needs, grads, results, A, B, left):
    grad = grads[0]
    result = results[0]
    return (
        (linalg_solve_grad_A(grad, A, B, result, left)) if needs[0] else None,
        (linalg_solve_grad_B(grad, A, left)) if needs[1] else None,
    )

# ---- _linalg_lu_factor_ex: _linalg_lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False) -> (Tensor LU, Tensor pivots, Tensor info)
def d__linalg_lu_factor_ex(needs, grads, results, pivot):
    grad = grads[0]
    LU = results[0] if len(results) > 0 else None
    pivots = results[1] if len(results) > 1 else None
    return (
        (lu_factor_backward(grad, LU, pivots, pivot)) if needs[0] else None,
    )

# ---- _linalg_lu_solve: _linalg_lu_solve(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False) -> Tensor
def d__linalg_lu_solve(needs, grads, results, LU, pivots, left, adjoint):
    grad = grads[0]
    result = results[0]
    return (
        (lu_solve_grad_LU(grad, LU, pivots, result, left, adjoint)) if needs[0] else None,
        (_linalg_lu_solve(LU, pivots, grad, left=left, adjoint=not adjoint)) if needs[1] else None,
    )

# ---- matrix_exp: matrix_exp(Tensor self) -> Tensor
def d_matrix_exp(needs, grads, results, self):
    grad = grads[0]
    return (
        (matrix_exp_backward(self, grad)) if needs[0] else None,
    )

# ---- _linalg_svd: _linalg_svd(Tensor A, bool full_matrices=False, bool compute_uv=True, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)
def d__linalg_svd(needs, grads, results, full_matrices):
    grad = grads[0]
    U = results[0] if len(results) > 0 else None
    S = results[1] if len(results) > 1 else None
    Vh = results[2] if len(results) > 2 else None
    return (
        (svd_backward(grads, full_matrices, U, S, Vh)) if needs[0] else None,
    )

# ---- _linalg_eigh: _linalg_eigh(Tensor A, str UPLO="L", bool compute_v=True) -> (Tensor eigenvalues, Tensor eigenvectors)
def d__linalg_eigh(needs, grads, results):
    grad = grads[0]
    eigenvalues = results[0] if len(results) > 0 else None
    eigenvectors = results[1] if len(results) > 1 else None
    return (
        (eigh_backward(grads, eigenvalues, eigenvectors)) if needs[0] else None,
    )

# ---- _linalg_qr: _linalg_qr(Tensor A, str mode='reduced') -> (Tensor Q, Tensor R)
def d__linalg_qr(needs, grads, results, mode):
    grad = grads[0]
    Q = results[0] if len(results) > 0 else None
    R = results[1] if len(results) > 1 else None
    return (
        (qr_backward(grads, mode, Q, R)) if needs[0] else None,
    )

# ---- _linalg_cholesky_ex: _linalg_cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -> (Tensor L, Tensor info)
def d__linalg_cholesky_ex(needs, grads, results, upper):
    grad = grads[0]
    L = results[0] if len(results) > 0 else None
    return (
        (cholesky_backward(grad, upper, L)) if needs[0] else None,
    )

# ---- _linalg_solve_triangular: _linalg_solve_triangular(Tensor self, Tensor B, *, bool upper, bool left=True, bool unitriangular=False) -> Tensor
def d__linalg_solve_triangular(needs, grads, results, self, upper, left, unitriangular):
    grad = grads[0]
    result = results[0]
    return (
        (solve_triangular_grad_A(grad, self, result, upper, left, unitriangular)) if needs[0] else None,
        (solve_triangular_grad_B(grad, self, upper, left, unitriangular)) if needs[1] else None,
    )

# ---- _linalg_pinv: _linalg_pinv(Tensor self, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor
def d__linalg_pinv(needs, grads, results, self):
    grad = grads[0]
    result = results[0]
    return (
        (pinv_backward(grad, result, self)) if needs[0] else None,
    )

# ---- cholesky_solve: cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor
def d_cholesky_solve(needs, grads, results, input2, upper):
    grad = grads[0]
    result = results[0]
    return (
        (cholesky_solve(grad, input2, upper)) if needs[0] else None,
        (cholesky_solve_grad_L(grad, input2, result, upper)) if needs[1] else None,
    )

# ---- cholesky_inverse: cholesky_inverse(Tensor self, bool upper=False) -> Tensor
def d_cholesky_inverse(needs, grads, results, self, upper):
    grad = grads[0]
    result = results[0]
    return (
        (cholesky_inverse_backward(grad, self, upper, result)) if needs[0] else None,
    )

# ---- _im2col: _im2col(Tensor self, int[] kernel_size, int[] dilation, int[] padding, int[] stride) -> Tensor
def d__im2col(needs, grads, results, self, kernel_size, dilation, padding, stride):
    grad = grads[0]
    return (
        (im2col_backward(grad, self, kernel_size, dilation, padding, stride)) if needs[0] else None,
    )

# ---- _col2im: _col2im(Tensor self, int[] output_size, int[] kernel_size, int[] dilation, int[] padding, int[] stride) -> Tensor
def d__col2im(needs, grads, results, kernel_size, dilation, padding, stride):
    grad = grads[0]
    return (
        (_im2col(grad, kernel_size, dilation, padding, stride)) if needs[0] else None,
    )

# ---- _layer_norm: _layer_norm(Tensor input, int[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)
def d__layer_norm(needs, grads, results, input, normalized_shape, weight, eps):
    grad = grads[0]
    grad_input_mask = (needs[0], needs[1], needs[2])
    _j0 = (layer_norm_grads(grad, input, results[1], results[2], normalized_shape, weight, eps, grad_input_mask)) if any(grad_input_mask) else None
    return (
        (_j0[0]) if needs[0] else None,
        (_j0[1]) if needs[1] else None,
        (_j0[2]) if needs[2] else None,
    )

# ---- _batch_norm: _batch_norm(Tensor input, Tensor? weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)
def d__batch_norm(needs, grads, results, input, weight, eps):
    grad = grads[0]
    grad_input_mask = (needs[0], needs[1], needs[2])
    _j0 = (batch_norm_grads(grad, input, results[1], results[2], weight, eps, grad_input_mask)) if any(grad_input_mask) else None
    return (
        (_j0[0]) if needs[0] else None,
        (_j0[1]) if needs[1] else None,
        (_j0[2]) if needs[2] else None,
    )

# ---- _linear: _linear(Tensor input, Tensor weight) -> Tensor
def d__linear(needs, grads, results, input, weight):
    grad = grads[0]
    return (
        (_linear_grad_input(grad, weight)) if needs[0] else None,
        (_linear_grad_weight(grad, input)) if needs[1] else None,
    )

# ---- _linear_bias: _linear_bias(Tensor input, Tensor weight, Tensor bias) -> Tensor
def d__linear_bias(needs, grads, results, input, weight):
    grad = grads[0]
    return (
        (_linear_grad_input(grad, weight)) if needs[0] else None,
        (_linear_grad_weight(grad, input)) if needs[1] else None,
        (grad) if needs[2] else None,
    )

# ---- _linear_grad_input: _linear_grad_input(Tensor grad_output, Tensor weight) -> Tensor
def d__linear_grad_input(needs, grads, results, grad_output, weight):
    grad = grads[0]
    return (
        (_linear(grad, weight)) if needs[0] else None,
        (_linear_grad_weight(grad_output, grad)) if needs[1] else None,
    )

# ---- _linear_grad_weight: _linear_grad_weight(Tensor grad_output, Tensor input) -> Tensor
def d__linear_grad_weight(needs, grads, results, grad_output, input):
    grad = grads[0]
    return (
        (_linear(input, grad)) if needs[0] else None,
        (_linear_grad_input(grad_output, grad)) if needs[1] else None,
    )


# op name -> its derivative (ops without one record nothing; `not_differentiable` gives the reason)
DERIVATIVES = {
    'add': Derivative(d_add, inputs=('self', 'other'),
                         reads=('alpha',)),
    'sub': Derivative(d_sub, inputs=('self', 'other'),
                         reads=('alpha',)),
    'mul': Derivative(d_mul, inputs=('self', 'other'),
                         reads=('self', 'other')),
    'div': Derivative(d_div, inputs=('self', 'other'),
                         reads=('self', 'other', 'rounding_mode')),
    'floor_divide': Derivative(d_floor_divide, inputs=('self', 'other'),
                                  reads=()),
    'remainder': Derivative(d_remainder, inputs=('self', 'other'),
                               reads=('self', 'other')),
    'fmod': Derivative(d_fmod, inputs=('self', 'other'),
                          reads=('self', 'other')),
    'pow': Derivative(d_pow, inputs=('self', 'exponent'),
                         reads=('self', 'exponent'), uses_result=True),
    'addcmul': Derivative(d_addcmul, inputs=('self', 'tensor1', 'tensor2'),
                             reads=('tensor1', 'tensor2', 'value')),
    'addcdiv': Derivative(d_addcdiv, inputs=('self', 'tensor1', 'tensor2'),
                             reads=('tensor1', 'tensor2', 'value')),
    'atan2': Derivative(d_atan2, inputs=('self', 'other'),
                           reads=('self', 'other')),
    'maximum': Derivative(d_maximum, inputs=('self', 'other'),
                             reads=('self', 'other')),
    'minimum': Derivative(d_minimum, inputs=('self', 'other'),
                             reads=('self', 'other')),
    'clamp': Derivative(d_clamp, inputs=('self', 'min', 'max'),
                           reads=('self', 'min', 'max')),
    'where': Derivative(d_where, inputs=('self', 'other'),
                           reads=('condition',)),
    'logical_not': Derivative(None, reason='its result is bool'),
    'logical_and': Derivative(None, reason='its result is bool'),
    'logical_or': Derivative(None, reason='its result is bool'),
    'logical_xor': Derivative(None, reason='its result is bool'),
    'eq': Derivative(None, reason="a comparison's result is bool"),
    'ne': Derivative(None, reason="a comparison's result is bool"),
    'lt': Derivative(None, reason="a comparison's result is bool"),
    'le': Derivative(None, reason="a comparison's result is bool"),
    'gt': Derivative(None, reason="a comparison's result is bool"),
    'ge': Derivative(None, reason="a comparison's result is bool"),
    'neg': Derivative(d_neg, inputs=('self',),
                         reads=()),
    'abs': Derivative(d_abs, inputs=('self',),
                         reads=('self',)),
    'sign': Derivative(d_sign, inputs=('self',),
                          reads=()),
    'sgn': Derivative(d_sgn, inputs=('self',),
                         reads=()),
    'square': Derivative(d_square, inputs=('self',),
                            reads=('self',)),
    'ceil': Derivative(d_ceil, inputs=('self',),
                          reads=()),
    'floor': Derivative(d_floor, inputs=('self',),
                           reads=()),
    'trunc': Derivative(d_trunc, inputs=('self',),
                           reads=()),
    'round': Derivative(d_round, inputs=('self',),
                           reads=()),
    'frac': Derivative(d_frac, inputs=('self',),
                          reads=()),
    'reciprocal': Derivative(d_reciprocal, inputs=('self',),
                                reads=(), uses_result=True),
    'sqrt': Derivative(d_sqrt, inputs=('self',),
                          reads=(), uses_result=True),
    'rsqrt': Derivative(d_rsqrt, inputs=('self',),
                           reads=(), uses_result=True),
    'exp': Derivative(d_exp, inputs=('self',),
                         reads=(), uses_result=True),
    'expm1': Derivative(d_expm1, inputs=('self',),
                           reads=(), uses_result=True),
    'log': Derivative(d_log, inputs=('self',),
                         reads=('self',)),
    'log2': Derivative(d_log2, inputs=('self',),
                          reads=('self',)),
    'log10': Derivative(d_log10, inputs=('self',),
                           reads=('self',)),
    'log1p': Derivative(d_log1p, inputs=('self',),
                           reads=('self',)),
    'sin': Derivative(d_sin, inputs=('self',),
                         reads=('self',)),
    'cos': Derivative(d_cos, inputs=('self',),
                         reads=('self',)),
    'tan': Derivative(d_tan, inputs=('self',),
                         reads=(), uses_result=True),
    'asin': Derivative(d_asin, inputs=('self',),
                          reads=('self',)),
    'acos': Derivative(d_acos, inputs=('self',),
                          reads=('self',)),
    'atan': Derivative(d_atan, inputs=('self',),
                          reads=('self',)),
    'sinh': Derivative(d_sinh, inputs=('self',),
                          reads=('self',)),
    'cosh': Derivative(d_cosh, inputs=('self',),
                          reads=('self',)),
    'tanh': Derivative(d_tanh, inputs=('self',),
                          reads=(), uses_result=True),
    'sigmoid': Derivative(d_sigmoid, inputs=('self',),
                             reads=(), uses_result=True),
    'erf': Derivative(d_erf, inputs=('self',),
                         reads=('self',)),
    'erfc': Derivative(d_erfc, inputs=('self',),
                          reads=('self',)),
    'erfinv': Derivative(d_erfinv, inputs=('self',),
                            reads=(), uses_result=True),
    'digamma': Derivative(d_digamma, inputs=('self',),
                             reads=('self',)),
    'acosh': Derivative(d_acosh, inputs=('self',),
                           reads=('self',)),
    'asinh': Derivative(d_asinh, inputs=('self',),
                           reads=('self',)),
    'atanh': Derivative(d_atanh, inputs=('self',),
                           reads=('self',)),
    'clamp_min': Derivative(d_clamp_min, inputs=('self', 'min'),
                               reads=('self', 'min')),
    'clamp_max': Derivative(d_clamp_max, inputs=('self', 'max'),
                               reads=('self', 'max')),
    'copysign': Derivative(d_copysign, inputs=('self', 'other'),
                              reads=('self',), uses_result=True),
    'nextafter': Derivative(d_nextafter, inputs=('self', 'other'),
                               reads=('self', 'other')),
    'deg2rad': Derivative(d_deg2rad, inputs=('self',),
                             reads=()),
    'rad2deg': Derivative(d_rad2deg, inputs=('self',),
                             reads=()),
    'exp2': Derivative(d_exp2, inputs=('self',),
                          reads=(), uses_result=True),
    'float_power': Derivative(d_float_power, inputs=('self', 'exponent'),
                                 reads=('self', 'exponent'), uses_result=True),
    'fmax': Derivative(d_fmax, inputs=('self', 'other'),
                          reads=('self', 'other')),
    'fmin': Derivative(d_fmin, inputs=('self', 'other'),
                          reads=('self', 'other')),
    'heaviside': Derivative(d_heaviside, inputs=('self', 'values'),
                               reads=()),
    'hypot': Derivative(d_hypot, inputs=('self', 'other'),
                           reads=('self', 'other'), uses_result=True),
    'i0': Derivative(d_i0, inputs=('self',),
                        reads=('self',)),
    'isfinite': Derivative(None, reason='its result is bool'),
    'isinf': Derivative(None, reason='its result is bool'),
    'isnan': Derivative(None, reason='its result is bool'),
    'isposinf': Derivative(None, reason='its result is bool'),
    'isneginf': Derivative(None, reason='its result is bool'),
    'signbit': Derivative(None, reason='its result is bool'),
    'isclose': Derivative(None, reason='its result is bool'),
    'ldexp': Derivative(d_ldexp, inputs=('self', 'other'),
                           reads=('other',), uses_result=True),
    'lerp': Derivative(d_lerp, inputs=('self', 'end', 'weight'),
                          reads=('self', 'end', 'weight')),
    'lgamma': Derivative(d_lgamma, inputs=('self',),
                            reads=('self',)),
    'logaddexp': Derivative(d_logaddexp, inputs=('self', 'other'),
                               reads=('self', 'other')),
    'logaddexp2': Derivative(d_logaddexp2, inputs=('self', 'other'),
                                reads=('self', 'other')),
    'logit': Derivative(d_logit, inputs=('self',),
                           reads=('self', 'eps')),
    'nan_to_num': Derivative(d_nan_to_num, inputs=('self',),
                                reads=('self',)),
    'polygamma': Derivative(d_polygamma, inputs=('self',),
                               reads=('n', 'self')),
    'sinc': Derivative(d_sinc, inputs=('self',),
                          reads=('self',)),
    'threshold': Derivative(d_threshold, inputs=('self',),
                               reads=('self', 'threshold')),
    'xlogy': Derivative(d_xlogy, inputs=('self', 'other'),
                           reads=('self', 'other')),
    'special_entr': Derivative(d_special_entr, inputs=('self',),
                                  reads=('self',)),
    'special_erfcx': Derivative(d_special_erfcx, inputs=('self',),
                                   reads=('self',), uses_result=True),
    'special_ndtri': Derivative(d_special_ndtri, inputs=('self',),
                                   reads=(), uses_result=True),
    'special_log_ndtr': Derivative(d_special_log_ndtr, inputs=('self',),
                                      reads=('self',), uses_result=True),
    'special_i0e': Derivative(d_special_i0e, inputs=('self',),
                                 reads=('self',), uses_result=True),
    'special_i1': Derivative(d_special_i1, inputs=('self',),
                                reads=('self',), uses_result=True),
    'special_i1e': Derivative(d_special_i1e, inputs=('self',),
                                 reads=('self',), uses_result=True),
    'special_xlog1py': Derivative(d_special_xlog1py, inputs=('self', 'other'),
                                     reads=('self', 'other')),
    'special_zeta': Derivative(d_special_zeta, inputs=('self', 'other'),
                                  reads=('self', 'other')),
    'igamma': Derivative(d_igamma, inputs=('self', 'other'),
                            reads=('self', 'other')),
    'igammac': Derivative(d_igammac, inputs=('self', 'other'),
                             reads=('self', 'other')),
    'special_bessel_j0': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_bessel_j1': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_bessel_y0': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_bessel_y1': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_modified_bessel_i0': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_modified_bessel_i1': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_modified_bessel_k0': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_modified_bessel_k1': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_scaled_modified_bessel_k0': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_scaled_modified_bessel_k1': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_spherical_bessel_j0': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_airy_ai': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_chebyshev_polynomial_t': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_chebyshev_polynomial_u': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_chebyshev_polynomial_v': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_chebyshev_polynomial_w': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_shifted_chebyshev_polynomial_t': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_shifted_chebyshev_polynomial_u': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_shifted_chebyshev_polynomial_v': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_shifted_chebyshev_polynomial_w': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_hermite_polynomial_h': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_hermite_polynomial_he': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_laguerre_polynomial_l': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'special_legendre_polynomial_p': Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)'),
    'rsub': Derivative(d_rsub, inputs=('self', 'other'),
                          reads=('alpha',)),
    'angle': Derivative(d_angle, inputs=('self',),
                           reads=()),
    'poisson': Derivative(d_poisson, inputs=('self',),
                             reads=()),
    'geometric_': Derivative(d_geometric_, inputs=('self',),
                                reads=()),
    'split_with_sizes': Derivative(d_split_with_sizes, inputs=('self',),
                                      reads=('dim',), uses_result=True),
    'index_reduce': Derivative(d_index_reduce, inputs=('self', 'source'),
                                  reads=('self', 'dim', 'index', 'source', 'reduce', 'include_self'), uses_result=True),
    '_to_copy': Derivative(d__to_copy, inputs=('self',),
                              reads=()),
    'transpose': Derivative(d_transpose, inputs=('self',),
                               reads=('dim0', 'dim1')),
    'swapaxes': Derivative(d_swapaxes, inputs=('self',),
                              reads=('axis0', 'axis1')),
    'swapdims': Derivative(d_swapdims, inputs=('self',),
                              reads=('dim0', 'dim1')),
    't': Derivative(d_t, inputs=('self',),
                       reads=()),
    'permute': Derivative(d_permute, inputs=('self',),
                             reads=('self', 'dims'), meta_reads=('self',)),
    'select': Derivative(d_select, inputs=('self',),
                            reads=('self', 'dim', 'index'), meta_reads=('self',)),
    'narrow': Derivative(d_narrow, inputs=('self',),
                            reads=('self', 'dim', 'start', 'length'), meta_reads=('self',)),
    '_slice': Derivative(d__slice, inputs=('self',),
                            reads=('self', 'dim', 'start', 'end', 'step'), meta_reads=('self',)),
    'squeeze': Derivative(d_squeeze, inputs=('self',),
                             reads=('self',), meta_reads=('self',)),
    'unsqueeze': Derivative(d_unsqueeze, inputs=('self',),
                               reads=('dim',)),
    'expand': Derivative(d_expand, inputs=('self',),
                            reads=()),
    'unfold': Derivative(d_unfold, inputs=('self',),
                            reads=('self', 'dimension', 'size', 'step'), meta_reads=('self',)),
    'expand_as': Derivative(d_expand_as, inputs=('self',),
                               reads=()),
    'view': Derivative(d_view, inputs=('self',),
                          reads=('self',), meta_reads=('self',)),
    'reshape': Derivative(d_reshape, inputs=('self',),
                             reads=('self',), meta_reads=('self',)),
    'view_as': Derivative(d_view_as, inputs=('self',),
                             reads=('self',), meta_reads=('self',)),
    'reshape_as': Derivative(d_reshape_as, inputs=('self',),
                                reads=('self',), meta_reads=('self',)),
    'flatten': Derivative(d_flatten, inputs=('self',),
                             reads=('self',)),
    'unflatten': Derivative(d_unflatten, inputs=('self',),
                               reads=('self',)),
    'detach': Derivative(None, reason='detach returns a tensor outside the graph'),
    'contiguous': Derivative(d_contiguous, inputs=('self',),
                                reads=()),
    'unbind': Derivative(d_unbind, inputs=('self',),
                            reads=('self', 'dim'), meta_reads=('self',), uses_result=True),
    'split': Derivative(d_split, inputs=('self',),
                           reads=('dim',), uses_result=True),
    'chunk': Derivative(d_chunk, inputs=('self',),
                           reads=('dim',), uses_result=True),
    'clone': Derivative(d_clone, inputs=('self',),
                           reads=()),
    'copy': Derivative(d_copy, inputs=('self', 'src'),
                          reads=()),
    'fill': Derivative(d_fill, inputs=('self',),
                          reads=()),
    'zero': Derivative(d_zero, inputs=('self',),
                          reads=()),
    'cat': Derivative(d_cat, inputs=('tensors',),
                         reads=('tensors', 'dim'), meta_reads=('tensors',)),
    'concat': Derivative(d_concat, inputs=('tensors',),
                            reads=('tensors', 'dim'), meta_reads=('tensors',)),
    'concatenate': Derivative(d_concatenate, inputs=('tensors',),
                                 reads=('tensors', 'dim'), meta_reads=('tensors',)),
    'stack': Derivative(d_stack, inputs=('tensors',),
                           reads=('dim',)),
    '_masked_fill': Derivative(d__masked_fill, inputs=('self', 'value'),
                                  reads=('mask',)),
    'masked_fill': Derivative(d_masked_fill, inputs=('self', 'value'),
                                 reads=('mask',)),
    'index_fill': Derivative(d_index_fill, inputs=('self', 'value'),
                                reads=('dim', 'index')),
    'masked_select': Derivative(d_masked_select, inputs=('self',),
                                   reads=('self', 'mask')),
    'gather': Derivative(d_gather, inputs=('self',),
                            reads=('self', 'dim', 'index')),
    'take_along_dim': Derivative(d_take_along_dim, inputs=('self',),
                                    reads=('self', 'indices', 'dim'), meta_reads=('self',)),
    'index_select': Derivative(d_index_select, inputs=('self',),
                                  reads=('self', 'dim', 'index')),
    'embedding': Derivative(d_embedding, inputs=('weight',),
                               reads=('weight', 'indices', 'padding_idx', 'scale_grad_by_freq', 'sparse'), meta_reads=('weight',)),
    'embedding_dense_backward': Derivative(d_embedding_dense_backward, inputs=('grad_output',),
                                              reads=('indices', 'padding_idx', 'scale_grad_by_freq')),
    'take': Derivative(d_take, inputs=('self',),
                          reads=('self', 'index'), meta_reads=('self',)),
    'scatter': Derivative(d_scatter, inputs=('self', 'src'),
                             reads=('dim', 'index', 'src', 'reduce'), meta_reads=('src',)),
    'scatter_add': Derivative(d_scatter_add, inputs=('self', 'src'),
                                 reads=('dim', 'index', 'src'), meta_reads=('src',)),
    'scatter_reduce': Derivative(d_scatter_reduce, inputs=('self', 'src'),
                                    reads=('self', 'dim', 'index', 'src', 'reduce', 'include_self'), uses_result=True),
    'index_add': Derivative(d_index_add, inputs=('self', 'source'),
                               reads=('dim', 'index', 'alpha')),
    'index_copy': Derivative(d_index_copy, inputs=('self', 'source'),
                                reads=('dim', 'index')),
    'masked_scatter': Derivative(d_masked_scatter, inputs=('self', 'source'),
                                    reads=('mask', 'source'), meta_reads=('source',)),
    'index_put': Derivative(d_index_put, inputs=('self', 'values'),
                               reads=('indices', 'values', 'accumulate')),
    'select_scatter': Derivative(d_select_scatter, inputs=('self', 'src'),
                                    reads=('src', 'dim', 'index')),
    'slice_scatter': Derivative(d_slice_scatter, inputs=('self', 'src'),
                                   reads=('src', 'dim', 'start', 'end', 'step')),
    'nonzero': Derivative(None, reason='returns integer indices'),
    'argwhere': Derivative(None, reason='returns integer indices'),
    'sort': Derivative(d_sort, inputs=('self',),
                          reads=('self', 'dim'), meta_reads=('self',), uses_result=True),
    'argsort': Derivative(None, reason='returns integer indices'),
    'msort': Derivative(d_msort, inputs=('self',),
                           reads=('self',)),
    'searchsorted': Derivative(None, reason='returns integer positions'),
    'bucketize': Derivative(None, reason='returns integer positions'),
    'unique': Derivative(d_unique, inputs=('self',),
                            reads=()),
    'unique_consecutive': Derivative(d_unique_consecutive, inputs=('self',),
                                        reads=()),
    'isin': Derivative(None, reason='returns bool'),
    'nanmedian': Derivative(d_nanmedian, inputs=('self',),
                               reads=('self', 'dim', 'keepdim'), uses_result=True),
    'quantile': Derivative(d_quantile, inputs=('self',),
                              reads=('self', 'q', 'dim', 'keepdim', 'interpolation')),
    'nanquantile': Derivative(d_nanquantile, inputs=('self',),
                                 reads=('self', 'q', 'dim', 'keepdim', 'interpolation')),
    'histc': Derivative(None, reason='counts (PyTorch: not differentiable)'),
    'bincount': Derivative(None, reason='counts (PyTorch: not differentiable)'),
    'resize': Derivative(None, reason='resize_ changes the shape in place (PyTorch: cannot resize variables that require grad)'),
    'resize_as': Derivative(None, reason='resize_as_ changes the shape in place (PyTorch: cannot resize variables that require grad)'),
    'sum': Derivative(d_sum, inputs=('self',),
                         reads=('self', 'dim', 'keepdim'), meta_reads=('self',)),
    'prod': Derivative(d_prod, inputs=('self',),
                          reads=('self', 'dim', 'keepdim'), uses_result=True),
    'mean': Derivative(d_mean, inputs=('self',),
                          reads=('self', 'dim', 'keepdim'), meta_reads=('self',)),
    'var': Derivative(d_var, inputs=('self',),
                         reads=('self', 'dim', 'unbiased', 'keepdim', 'correction')),
    'std': Derivative(d_std, inputs=('self',),
                         reads=('self', 'dim', 'unbiased', 'keepdim', 'correction'), uses_result=True),
    'var_mean': Derivative(d_var_mean, inputs=('self',),
                              reads=('self', 'dim', 'unbiased', 'keepdim', 'correction')),
    'std_mean': Derivative(d_std_mean, inputs=('self',),
                              reads=('self', 'dim', 'unbiased', 'keepdim', 'correction'), uses_result=True),
    'logsumexp': Derivative(d_logsumexp, inputs=('self',),
                               reads=('self', 'dim', 'keepdim'), uses_result=True),
    'all': Derivative(None, reason='its result is bool'),
    'any': Derivative(None, reason='its result is bool'),
    'amax': Derivative(d_amax, inputs=('self',),
                          reads=('self', 'dim', 'keepdim'), uses_result=True),
    'amin': Derivative(d_amin, inputs=('self',),
                          reads=('self', 'dim', 'keepdim'), uses_result=True),
    'max': Derivative(d_max, inputs=('self',),
                         reads=('self', 'dim', 'keepdim'), uses_result=True),
    'min': Derivative(d_min, inputs=('self',),
                         reads=('self', 'dim', 'keepdim'), uses_result=True),
    'argmax': Derivative(None, reason='its result is an index'),
    'argmin': Derivative(None, reason='its result is an index'),
    'median': Derivative(d_median, inputs=('self',),
                            reads=('self', 'dim', 'keepdim'), uses_result=True),
    'kthvalue': Derivative(d_kthvalue, inputs=('self',),
                              reads=('self', 'dim', 'keepdim'), meta_reads=('self',), uses_result=True),
    'mode': Derivative(d_mode, inputs=('self',),
                          reads=('self', 'dim', 'keepdim'), meta_reads=('self',), uses_result=True),
    'topk': Derivative(d_topk, inputs=('self',),
                          reads=('self', 'dim'), meta_reads=('self',), uses_result=True),
    'cumsum': Derivative(d_cumsum, inputs=('self',),
                            reads=('dim',)),
    'cumprod': Derivative(d_cumprod, inputs=('self',),
                             reads=('self', 'dim'), uses_result=True),
    'nansum': Derivative(d_nansum, inputs=('self',),
                            reads=('self', 'dim', 'keepdim')),
    'nanmean': Derivative(d_nanmean, inputs=('self',),
                             reads=('self', 'dim', 'keepdim')),
    'count_nonzero': Derivative(None, reason='its result is a count'),
    'aminmax': Derivative(d_aminmax, inputs=('self',),
                             reads=('self', 'dim', 'keepdim'), uses_result=True),
    'norm': Derivative(d_norm, inputs=('self',),
                          reads=('self', 'p', 'dim', 'keepdim'), uses_result=True),
    'logcumsumexp': Derivative(d_logcumsumexp, inputs=('self',),
                                  reads=('self', 'dim'), uses_result=True),
    'cummax': Derivative(d_cummax, inputs=('self',),
                            reads=('self', 'dim'), meta_reads=('self',), uses_result=True),
    'cummin': Derivative(d_cummin, inputs=('self',),
                            reads=('self', 'dim'), meta_reads=('self',), uses_result=True),
    'dot': Derivative(d_dot, inputs=('self', 'tensor'),
                         reads=('self', 'tensor')),
    'mv': Derivative(d_mv, inputs=('self', 'vec'),
                        reads=('self', 'vec')),
    'mm': Derivative(d_mm, inputs=('self', 'mat2'),
                        reads=('self', 'mat2')),
    'bmm': Derivative(d_bmm, inputs=('self', 'mat2'),
                         reads=('self', 'mat2')),
    'matmul': Derivative(d_matmul, inputs=('self', 'other'),
                            reads=('self', 'other')),
    'addmm': Derivative(d_addmm, inputs=('self', 'mat1', 'mat2'),
                           reads=('mat1', 'mat2', 'beta', 'alpha')),
    'addmv': Derivative(d_addmv, inputs=('self', 'mat', 'vec'),
                           reads=('mat', 'vec', 'beta', 'alpha')),
    'linspace': Derivative(None, reason='a factory: it reads no Tensor'),
    'logspace': Derivative(None, reason='a factory: it reads no Tensor'),
    'randperm': Derivative(None, reason='random indices'),
    'multinomial': Derivative(None, reason='random indices'),
    'uniform_': Derivative(d_uniform_, inputs=('self',),
                              reads=()),
    'normal_': Derivative(d_normal_, inputs=('self',),
                             reads=()),
    'normal': Derivative(d_normal, inputs=('mean', 'std'),
                            reads=('mean', 'std'), uses_result=True),
    'cauchy_': Derivative(d_cauchy_, inputs=('self',),
                             reads=()),
    'exponential_': Derivative(d_exponential_, inputs=('self',),
                                  reads=()),
    'log_normal_': Derivative(d_log_normal_, inputs=('self',),
                                 reads=()),
    'bernoulli_': Derivative(d_bernoulli_, inputs=('self',),
                                reads=()),
    'bernoulli': Derivative(d_bernoulli, inputs=('self',),
                               reads=()),
    'random_': Derivative(d_random_, inputs=('self',),
                             reads=()),
    '_dropout': Derivative(None, reason='the mask is not kept: nn.functional.dropout multiplies by a recorded mask when gradients are needed'),
    '_dropout_': Derivative(None, reason='the mask is not kept: nn.functional.dropout multiplies by a recorded mask when gradients are needed'),
    'relu': Derivative(d_relu, inputs=('self',),
                          reads=(), uses_result=True),
    'threshold_backward': Derivative(d_threshold_backward, inputs=('grad_output', 'self'),
                                        reads=('self', 'threshold')),
    'gelu': Derivative(d_gelu, inputs=('self',),
                          reads=('self', 'approximate')),
    '_gelu_backward': Derivative(d__gelu_backward, inputs=('grad_output', 'self'),
                                    reads=('grad_output', 'self', 'approximate')),
    'silu': Derivative(d_silu, inputs=('self',),
                          reads=('self',)),
    'softmax': Derivative(d_softmax, inputs=('self',),
                             reads=('dim',), uses_result=True),
    'log_softmax': Derivative(d_log_softmax, inputs=('self',),
                                 reads=('dim',), uses_result=True),
    'diagonal': Derivative(d_diagonal, inputs=('self',),
                              reads=('self', 'offset', 'dim1', 'dim2'), meta_reads=('self',)),
    'movedim': Derivative(d_movedim, inputs=('self',),
                             reads=('source', 'destination')),
    'moveaxis': Derivative(d_moveaxis, inputs=('self',),
                              reads=('source', 'destination')),
    'broadcast_to': Derivative(d_broadcast_to, inputs=('self',),
                                  reads=()),
    'ravel': Derivative(d_ravel, inputs=('self',),
                           reads=('self',), meta_reads=('self',)),
    'tensor_split': Derivative(d_tensor_split, inputs=('self',),
                                  reads=('dim',), uses_result=True),
    'vsplit': Derivative(d_vsplit, inputs=('self',),
                            reads=(), uses_result=True),
    'hsplit': Derivative(d_hsplit, inputs=('self',),
                            reads=('self',), meta_reads=('self',), uses_result=True),
    'dsplit': Derivative(d_dsplit, inputs=('self',),
                            reads=(), uses_result=True),
    'as_strided': Derivative(d_as_strided, inputs=('self',),
                                reads=('self', 'size', 'stride', 'storage_offset'), meta_reads=('self',)),
    'flip': Derivative(d_flip, inputs=('self',),
                          reads=('dims',)),
    'roll': Derivative(d_roll, inputs=('self',),
                          reads=('shifts', 'dims')),
    'tril': Derivative(d_tril, inputs=('self',),
                          reads=('diagonal',)),
    'triu': Derivative(d_triu, inputs=('self',),
                          reads=('diagonal',)),
    'diag_embed': Derivative(d_diag_embed, inputs=('self',),
                                reads=('offset', 'dim1', 'dim2')),
    'repeat': Derivative(d_repeat, inputs=('self',),
                            reads=('self', 'repeats'), meta_reads=('self',)),
    'repeat_interleave': Derivative(d_repeat_interleave, inputs=('self',),
                                       reads=('self', 'repeats', 'dim'), meta_reads=('self',)),
    'baddbmm': Derivative(d_baddbmm, inputs=('self', 'batch1', 'batch2'),
                             reads=('batch1', 'batch2', 'beta', 'alpha')),
    '_ctc_nll': Derivative(d__ctc_nll, inputs=('log_probs',),
                              reads=('log_probs', 'targets', 'input_lengths', 'target_lengths', 'blank', 'zero_infinity'), uses_result=True),
    '_ctc_nll_backward': Derivative(None, reason="the derivative of the CTC loss's backward recursion (torch has none either)"),
    'leaky_relu': Derivative(d_leaky_relu, inputs=('self',),
                                reads=('self', 'negative_slope')),
    'elu': Derivative(d_elu, inputs=('self',),
                         reads=('self', 'alpha', 'scale', 'input_scale')),
    'softplus': Derivative(d_softplus, inputs=('self',),
                              reads=('self', 'beta', 'threshold')),
    '_binary_cross_entropy': Derivative(d__binary_cross_entropy, inputs=('self', 'target'),
                                           reads=('self', 'target')),
    'logsigmoid': Derivative(d_logsigmoid, inputs=('self',),
                                reads=('self',)),
    'hardtanh': Derivative(d_hardtanh, inputs=('self',),
                              reads=('self', 'min_val', 'max_val')),
    'mish': Derivative(d_mish, inputs=('self',),
                          reads=('self',)),
    'hardswish': Derivative(d_hardswish, inputs=('self',),
                               reads=('self',)),
    'hardsigmoid': Derivative(d_hardsigmoid, inputs=('self',),
                                 reads=('self',)),
    '_adam_exp_avg': Derivative(None, reason='an optimizer update, run under no_grad'),
    '_adam_exp_avg_sq': Derivative(None, reason='an optimizer update, run under no_grad'),
    '_adam_param': Derivative(None, reason='an optimizer update, run under no_grad'),
    'det': Derivative(d_det, inputs=('self',),
                         reads=('self',), uses_result=True),
    'slogdet': Derivative(d_slogdet, inputs=('self',),
                             reads=('self',)),
    'logdet': Derivative(d_logdet, inputs=('self',),
                            reads=('self',)),
    'inverse': Derivative(d_inverse, inputs=('self',),
                             reads=(), uses_result=True),
    '_linalg_solve': Derivative(d__linalg_solve, inputs=('A', 'B'),
                                   reads=('A', 'B', 'left'), meta_reads=('B',), uses_result=True),
    '_linalg_lu_factor_ex': Derivative(d__linalg_lu_factor_ex, inputs=('A',),
                                          reads=('pivot',), uses_result=True),
    '_linalg_lu_solve': Derivative(d__linalg_lu_solve, inputs=('LU', 'B'),
                                      reads=('LU', 'pivots', 'left', 'adjoint'), uses_result=True),
    'matrix_exp': Derivative(d_matrix_exp, inputs=('self',),
                                reads=('self',)),
    '_linalg_svd': Derivative(d__linalg_svd, inputs=('A',),
                                 reads=('full_matrices',), uses_result=True, missing_none=True),
    '_linalg_eigh': Derivative(d__linalg_eigh, inputs=('A',),
                                  reads=(), uses_result=True, missing_none=True),
    '_linalg_qr': Derivative(d__linalg_qr, inputs=('A',),
                                reads=('mode',), uses_result=True, missing_none=True),
    '_linalg_cholesky_ex': Derivative(d__linalg_cholesky_ex, inputs=('self',),
                                         reads=('upper',), uses_result=True),
    '_linalg_solve_triangular': Derivative(d__linalg_solve_triangular, inputs=('self', 'B'),
                                              reads=('self', 'upper', 'left', 'unitriangular'), uses_result=True),
    '_linalg_pinv': Derivative(d__linalg_pinv, inputs=('self',),
                                  reads=('self',), uses_result=True),
    'cholesky_solve': Derivative(d_cholesky_solve, inputs=('self', 'input2'),
                                    reads=('input2', 'upper'), uses_result=True),
    'cholesky_inverse': Derivative(d_cholesky_inverse, inputs=('self',),
                                      reads=('self', 'upper'), uses_result=True),
    '_im2col': Derivative(d__im2col, inputs=('self',),
                             reads=('self', 'kernel_size', 'dilation', 'padding', 'stride'), meta_reads=('self',)),
    '_col2im': Derivative(d__col2im, inputs=('self',),
                             reads=('kernel_size', 'dilation', 'padding', 'stride')),
    '_foreach_add_': Derivative(None, reason='an in-place update of a list, run under no_grad'),
    '_fused_adam_': Derivative(None, reason='an optimizer update, run under no_grad'),
    '_fused_adam_amsgrad_': Derivative(None, reason='an optimizer update, run under no_grad'),
    '_fused_sgd_': Derivative(None, reason='an optimizer update, run under no_grad'),
    '_fused_sgd_momentum_': Derivative(None, reason='an optimizer update, run under no_grad'),
    '_fused_adadelta_': Derivative(None, reason='an optimizer update, run under no_grad'),
    '_layer_norm': Derivative(d__layer_norm, inputs=('input', 'weight', 'bias'),
                                 reads=('input', 'normalized_shape', 'weight', 'eps'), uses_result=True, outputs=(True, False, False)),
    '_batch_norm': Derivative(d__batch_norm, inputs=('input', 'weight', 'bias'),
                                 reads=('input', 'weight', 'eps'), uses_result=True, outputs=(True, False, False)),
    '_layer_norm_backward': Derivative(None, reason='layer_norm_grads runs the operator formulas when the backward records'),
    '_batch_norm_backward': Derivative(None, reason='batch_norm_grads runs the operator formulas when the backward records'),
    '_linear': Derivative(d__linear, inputs=('input', 'weight'),
                             reads=('input', 'weight')),
    '_linear_bias': Derivative(d__linear_bias, inputs=('input', 'weight', 'bias'),
                                  reads=('input', 'weight')),
    '_linear_grad_input': Derivative(d__linear_grad_input, inputs=('grad_output', 'weight'),
                                        reads=('grad_output', 'weight')),
    '_linear_grad_weight': Derivative(d__linear_grad_weight, inputs=('grad_output', 'input'),
                                         reads=('grad_output', 'input')),
}
