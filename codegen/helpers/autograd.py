"""Autograd helpers: the functions ops.yaml's ``derivatives:`` formulas call by name.

Python functions over tensorgen operators, rendered into generated/ops.py
beside the op records that call them, where the generated operators, the
factories and the nested layout's conversions are in scope by name (the
imports under ``TYPE_CHECKING`` below name them for linters; nothing is
imported at run time). They work on any tensor: named, nested or cuda. A
parameter annotated ``"meta"`` is read for its shape only: the generator then
saves the argument's shape, not the tensor (docs/design.md, derivatives).

The generator never imports this module: it reads its syntax tree
(codegen/python_subset.py, the tensor subset: no imports, dunder attributes,
decorators or non-literal defaults inside a function) and copies each function
as written. A derivative that needs a longer function than one expression adds
it here and calls it by name.
"""
import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    # a parameter annotated "meta" is a tensor read for its shape only
    from tensorgen.core.tensor import Tensor as meta
    from tensorgen.core.layout_hooks import as_nested_tensor, to_padded_tensor
    from tensorgen.dispatch.pipeline import recording as grad_recording
    from tensorgen.families.factories import arange, full_like, ones_like, tensor, zeros, zeros_like
    from tensorgen.generated.ops import (
        _batch_norm_backward, _col2im, _gru_layer_backward, _layer_norm_backward, _linalg_solve,
        _linalg_solve_triangular, _lstm_layer_backward, _rnn_relu_layer_backward, _rnn_tanh_layer_backward,
        bincount, cat, cholesky_solve, diag_embed, embedding, embedding_dense_backward, embedding_sparse_backward,
        exp, inverse, isinf, isnan, log, logical_not, lu_unpack, masked_select, matmul, matrix_exp, mm,
        reciprocal, relu, sigmoid, sign, sin, sort, stack, tanh, where)


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
    row = zeros_like(grad.narrow(d, 0, 1))
    if start:
        parts.append(row.expand([start if i == d else s for i, s in enumerate(grad.shape)]))
    parts.append(grad)
    if n - start - m:
        parts.append(row.expand([n - start - m if i == d else s for i, s in enumerate(grad.shape)]))
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


def lstm_layer_grads(grads, input, weight_hh, bias_hh, weight_hr, hx, cx, reverse, lengths, results):
    """_lstm_layer's gradients (input, weight_hh, bias_hh, weight_hr, hx, cx): its kernel back through
    time; when the backward itself records (create_graph), rnn_layer_bptt's operators."""
    if grad_recording():
        return rnn_layer_bptt("lstm", grads, input, weight_hh, bias_hh, weight_hr, hx, cx, reverse, lengths)
    return _lstm_layer_backward(grads[0], grads[1], grads[2], weight_hh, weight_hr, hx, cx, results[0],
                                results[3], reverse, lengths)


def recurrent_layer_grads(cell, grads, input, weight_hh, bias_hh, hx, reverse, lengths, results):
    """The gradients (input, weight_hh, bias_hh, hx) of _gru_layer, _rnn_tanh_layer, _rnn_relu_layer,
    as lstm_layer_grads."""
    if grad_recording():
        return rnn_layer_bptt(cell, grads, input, weight_hh, bias_hh, None, hx, None, reverse, lengths)
    backward = {"gru": _gru_layer_backward, "rnn_tanh": _rnn_tanh_layer_backward,
                "rnn_relu": _rnn_relu_layer_backward}[cell]
    return backward(grads[0], grads[1], weight_hh, hx, results[0], results[2], reverse, lengths)


def rnn_layer_bptt(cell, grads, input, weight_hh, bias_hh, weight_hr, hx, cx, reverse, lengths):
    """A recurrent layer's gradients in operators, which record (create_graph): the steps
    recomputed from the inputs, then the kernels' recursion back through time (templates/rnn.j2);
    a row past its length keeps its state and outputs zeros."""
    steps, hid = input.shape[0], hx.shape[1] if weight_hr is None else weight_hr.shape[1]
    order = list(range(steps - 1, -1, -1)) if reverse else list(range(steps))
    live = [None] * steps if lengths is None else [lengths.to(input.device).unsqueeze(1) > t for t in range(steps)]
    saved, h, c = [None] * steps, hx, cx
    for t in order:
        gh = matmul(h, weight_hh.t()) if bias_hh is None else matmul(h, weight_hh.t()) + bias_hh
        x = input[t]
        if cell == "lstm":
            a = x + gh
            i, f, o = sigmoid(a[:, :hid]), sigmoid(a[:, hid:2 * hid]), sigmoid(a[:, 3 * hid:])
            g = tanh(a[:, 2 * hid:3 * hid])
            c2 = f * c + i * g
            tc = tanh(c2)
            h2 = o * tc if weight_hr is None else matmul(o * tc, weight_hr.t())
            saved[t] = (h, c, i, f, g, o, tc)
        elif cell == "gru":
            r, z = sigmoid(x[:, :hid] + gh[:, :hid]), sigmoid(x[:, hid:2 * hid] + gh[:, hid:2 * hid])
            n = tanh(x[:, 2 * hid:] + r * gh[:, 2 * hid:])
            h2, c2 = (h - n) * z + n, None
            saved[t] = (h, r, z, n, gh[:, 2 * hid:])
        else:
            h2, c2 = tanh(x + gh) if cell == "rnn_tanh" else relu(x + gh), None
            saved[t] = (h, h2)
        if live[t] is not None:
            h2 = where(live[t], h2, h)
            c2 = None if c is None else where(live[t], c2, c)
        h, c = h2, c2
    dh = zeros_like(hx) if grads[1] is None else grads[1]
    dc = None if cx is None else zeros_like(cx) if grads[2] is None else grads[2]
    dgi, dw, db = [None] * steps, zeros_like(weight_hh), zeros_like(weight_hh[:, 0])
    dwr = None if weight_hr is None else zeros_like(weight_hr)
    for t in order[::-1]:
        m = live[t]
        if grads[0] is not None:
            dh = dh + (grads[0][t] if m is None else where(m, grads[0][t], 0))
        hp = saved[t][0]
        if cell == "lstm":
            _, cp, i, f, g, o, tc = saved[t]
            dhu = dh
            if weight_hr is not None:
                dwr = dwr + matmul((dh if m is None else where(m, dh, 0)).t(), o * tc)
                dhu = matmul(dh, weight_hr)
            dcv = dc + dhu * o * (1 - tc * tc)
            da = cat([dcv * g * i * (1 - i), dcv * cp * f * (1 - f), dcv * i * (1 - g * g),
                      dhu * tc * o * (1 - o)], 1)
            dgh, dh2, dc2 = da, matmul(da, weight_hh), dcv * f
        elif cell == "gru":
            _, r, z, n, hn = saved[t]
            dn = dh * (1 - z) * (1 - n * n)
            da = cat([dn * hn * r * (1 - r), dh * (hp - n) * z * (1 - z), dn], 1)
            dgh = cat([da[:, :2 * hid], dn * r], 1)
            dh2, dc2 = dh * z + matmul(dgh, weight_hh), None
        else:
            h2 = saved[t][1]
            da = dh * (1 - h2 * h2) if cell == "rnn_tanh" else dh * (h2 > 0)
            dgh, dh2, dc2 = da, matmul(da, weight_hh), None
        if m is not None:
            da, dgh = where(m, da, 0), where(m, dgh, 0)
            dh2 = where(m, dh2, dh)
            dc2 = None if dc is None else where(m, dc2, dc)
        dgi[t], dh, dc = da, dh2, dc2
        dw = dw + matmul(dgh.t(), hp)
        db = db + dgh.sum(0)
    grad_input = stack(dgi, 0) if steps else zeros_like(input)
    if cell == "lstm":
        return grad_input, dw, db, dwr, dh, dc
    return grad_input, dw, db, dh


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


# ---- shape ops
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


# ---- sort/search and scatter/gather/index ops (kinds sort and gather with a form)
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
