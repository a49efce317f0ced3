# generated from ops.yaml — do not edit
"""Operator entry points: argument handling per signature, then the runtime's
dispatch (promotion, broadcasting, names, out=/in-place) and the kernels.

Each op's section holds its whole link: its derivative (ops.yaml
`derivatives:`), its ``Op`` record carrying it (``backward=``), its kernels'
case records and its wrappers."""
import math  # noqa: F401 - derivative expressions may read math.pi

from ..core import dtypes as _D
from ..core.tensor import Tensor as _Tensor
from ..core.op import Derivative as _Derivative, Op as _Op
from ..core import overloads as _ov
# the nested layout's conversions the derivatives call, through its hook (private names:
# an op may have the same public name, as the method form to_padded_tensor)
from ..core.layout_hooks import (as_nested_tensor as _layout_as_nested_tensor, to_padded_tensor as _layout_to_padded_tensor)
from ..dispatch import pipeline as _pipeline
from ..dispatch.pipeline import recording as grad_recording  # noqa: F401 - derivatives ask whether a graph is recorded
from ..families import pointwise as _pw
from ..families import view as _vw
from ..families import view_geometry as _vr
from ..families import copy as _cp
from ..families import reduction as _red
from ..families import contraction as _ct
from ..families import random as _rnd
from ..families import normalization as _nrm
from ..families import composite as _cmp
from ..families import gather as _sg
from ..families import sort as _srt
from ..families import sequence as _seq
from ..families import sampling as _smp
from ..families import lu as _lu
from ..families import window as _win
from ..families import foreach as _fe
from ..families import norm as _nm
from ..families import decomposition as _dec
from ..families import ctc as _ctc
from ..families import rnn as _rnn
from ..families import factories as _fac  # noqa: F401 - composite bodies call the factories
from ..families.factories import (arange, full_like, ones_like, tensor, zeros, zeros_like)  # noqa: F401 - derivatives make tensors
from . import kernels_cpu as _cpu


# ---- autograd helpers (ops.yaml `autograd_helpers:`): longer derivative formulas
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
            grad = _layout_as_nested_tensor(grad, layout=self.layout)
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
            return _layout_as_nested_tensor(grads, layout=self.layout)
        # ragged off dim 1 ((B, H, j, E)): built ragged-first, then transposed back into place
        return _layout_as_nested_tensor([g.transpose(0, r - 1) for g in grads], layout=self.layout).transpose(1, r)
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
        return _layout_to_padded_tensor(matmul(a.transpose(-2, -1), grad), 0.0).sum(0)
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


# ---- add
def _d_add(needs, grads, results, alpha):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
        (scaled(grad, alpha)) if needs[1] else None,
    )


_derivative_add = _Derivative(_d_add, inputs=('self', 'other'), reads=('alpha',))

_op_add = _Op(
    'add', _pw.FAMILY,
    _pw.Pointwise('add', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(('alpha', 'Scalar'),), numbers_as_tensors=True),
    names='unify', nested='elementwise', sparse='add', backward=_derivative_add)
_add_case = _pw.Case(
    cpu_1d=_cpu.add_1d, cpu_nd=_cpu.add_nd, cpu_par=(_cpu.add_1dp, _cpu.add_ndp),
    cpu_1di=_cpu.add_1di,
    cuda='add_kernel', category='default', dtypes=_D.GROUPS['all'])


def add(input, other, *, alpha=1, out=None):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""
    self = input
    return _pipeline.call(_op_add, ((self, other), (alpha,), _add_case), out)


def add_(self, other, *, alpha=1):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_add, ((self, other), (alpha,), _add_case))


def _add_method(self, other, *, alpha=1):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""
    return _pipeline.call(_op_add, ((self, other), (alpha,), _add_case))


# ---- sub
def _d_sub(needs, grads, results, alpha):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
        (scaled(-grad, alpha)) if needs[1] else None,
    )


_derivative_sub = _Derivative(_d_sub, inputs=('self', 'other'), reads=('alpha',))

_op_sub = _Op(
    'sub', _pw.FAMILY,
    _pw.Pointwise('sub', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(('alpha', 'Scalar'),), numbers_as_tensors=True),
    names='unify', nested='elementwise', sparse='add', backward=_derivative_sub)
_sub_case = _pw.Case(
    cpu_1d=_cpu.sub_1d, cpu_nd=_cpu.sub_nd, cpu_par=(_cpu.sub_1dp, _cpu.sub_ndp),
    cpu_1di=_cpu.sub_1di,
    cuda='sub_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    bool_error={'all': 'Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` operator instead.', 'any': 'Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.'})


def sub(input, other, *, alpha=1, out=None):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""
    self = input
    return _pipeline.call(_op_sub, ((self, other), (alpha,), _sub_case), out)


def sub_(self, other, *, alpha=1):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_sub, ((self, other), (alpha,), _sub_case))


def _sub_method(self, other, *, alpha=1):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""
    return _pipeline.call(_op_sub, ((self, other), (alpha,), _sub_case))


def subtract(input, other, alpha=1, *, out=None):
    """subtract(Tensor self, Tensor other, Scalar alpha=1, *, Tensor? out=None): sub under PyTorch's signature of subtract"""
    return sub(input, other=other, alpha=alpha, out=out)


def subtract_(self, other, alpha=1):
    """subtract(Tensor self, Tensor other, Scalar alpha=1, *, Tensor? out=None) (in place): sub_ under PyTorch's signature of subtract"""
    return sub_(self, other=other, alpha=alpha)


def _subtract_method(self, other, alpha=1):
    """subtract(Tensor self, Tensor other, Scalar alpha=1, *, Tensor? out=None): sub under PyTorch's signature of subtract"""
    return _sub_method(self, other=other, alpha=alpha)


# ---- mul
def _d_mul(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (grad * other) if needs[0] else None,
        (grad * self) if needs[1] else None,
    )


_derivative_mul = _Derivative(_d_mul, inputs=('self', 'other'), reads=('self', 'other'))

_op_mul = _Op(
    'mul', _pw.FAMILY,
    _pw.Pointwise('mul', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), numbers_as_tensors=True),
    names='unify', nested='elementwise', sparse='mul', backward=_derivative_mul)
_mul_case = _pw.Case(
    cpu_1d=_cpu.mul_1d, cpu_nd=_cpu.mul_nd, cpu_par=(_cpu.mul_1dp, _cpu.mul_ndp),
    cpu_1di=_cpu.mul_1di,
    cuda='mul_kernel', category='default', dtypes=_D.GROUPS['all'])


def mul(input, other, *, out=None):
    """mul(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_mul, ((self, other), (), _mul_case), out)


def mul_(self, other):
    """mul(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_mul, ((self, other), (), _mul_case))


def _mul_method(self, other):
    """mul(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_mul, ((self, other), (), _mul_case))


multiply = mul  # ops.yaml `aliases:`
multiply_ = mul_
# ---- div
def _d_div(needs, grads, results, self, other, rounding_mode):
    grad = grads[0]
    return (
        (grad / other if rounding_mode is None else zeros_like(grad)) if needs[0] else None,
        (-grad * self / (other * other) if rounding_mode is None else zeros_like(grad)) if needs[1] else None,
    )


_derivative_div = _Derivative(_d_div, inputs=('self', 'other'), reads=('self', 'other', 'rounding_mode'))

_op_div = _Op(
    'div', _pw.FAMILY,
    _pw.Pointwise('div', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), switch='rounding_mode', numbers_as_tensors=True),
    names='unify', nested='elementwise', sparse='div_scalar', backward=_derivative_div)
_div_case = _pw.Case(
    cpu_1d=_cpu.div_1d, cpu_nd=_cpu.div_nd, cpu_par=(_cpu.div_1dp, _cpu.div_ndp),
    cpu_1di=_cpu.div_1di,
    cuda='div_kernel', category='int_to_float', dtypes=_D.GROUPS['all'],
    zero_divisor=1,
    key=None)


_div__trunc__int_case = _pw.Case(
    cpu_1d=_cpu.div__trunc__int_1d, cpu_nd=_cpu.div__trunc__int_nd, cpu_par=(_cpu.div__trunc__int_1dp, _cpu.div__trunc__int_ndp),
    cpu_1di=_cpu.div__trunc__int_1di,
    cuda='div__trunc__int_kernel', category='default', dtypes=_D.GROUPS['numeric'])

_div__trunc_case = _pw.Case(
    cpu_1d=_cpu.div__trunc_1d, cpu_nd=_cpu.div__trunc_nd, cpu_par=(_cpu.div__trunc_1dp, _cpu.div__trunc_ndp),
    cpu_1di=_cpu.div__trunc_1di,
    cuda='div__trunc_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    int_case=_div__trunc__int_case,
    zero_divisor=1,
    key='trunc')


_div__floor__int_case = _pw.Case(
    cpu_1d=_cpu.div__floor__int_1d, cpu_nd=_cpu.div__floor__int_nd, cpu_par=(_cpu.div__floor__int_1dp, _cpu.div__floor__int_ndp),
    cpu_1di=_cpu.div__floor__int_1di,
    cuda='div__floor__int_kernel', category='default', dtypes=_D.GROUPS['numeric'])

_div__floor_case = _pw.Case(
    cpu_1d=_cpu.div__floor_1d, cpu_nd=_cpu.div__floor_nd, cpu_par=(_cpu.div__floor_1dp, _cpu.div__floor_ndp),
    cpu_1di=_cpu.div__floor_1di,
    cuda='div__floor_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    int_case=_div__floor__int_case,
    zero_divisor=1,
    key='floor')


_div_cases = {
    None: _div_case,
    'trunc': _div__trunc_case,
    'floor': _div__floor_case,
}


def div(input, other, *, rounding_mode=None, out=None):
    """div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor"""
    self = input
    case = _pw.select_case('div', _div_cases, 'rounding_mode', rounding_mode)
    return _pipeline.call(_op_div, ((self, other), (), case), out)


def div_(self, other, *, rounding_mode=None):
    """div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor (in place)"""
    case = _pw.select_case('div', _div_cases, 'rounding_mode', rounding_mode)
    return _pipeline.call_inplace(_op_div, ((self, other), (), case))


def _div_method(self, other, *, rounding_mode=None):
    """div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor"""
    case = _pw.select_case('div', _div_cases, 'rounding_mode', rounding_mode)
    return _pipeline.call(_op_div, ((self, other), (), case))


divide = div  # ops.yaml `aliases:`
divide_ = div_


def true_divide(input, other, *, out=None):
    """true_divide(Tensor self, Tensor other, *, Tensor? out=None): div under PyTorch's signature of true_divide"""
    return div(input, other=other, out=out)


def true_divide_(self, other):
    """true_divide(Tensor self, Tensor other, *, Tensor? out=None) (in place): div_ under PyTorch's signature of true_divide"""
    return div_(self, other=other)


def _true_divide_method(self, other):
    """true_divide(Tensor self, Tensor other, *, Tensor? out=None): div under PyTorch's signature of true_divide"""
    return _div_method(self, other=other)


# ---- floor_divide
def _d_floor_divide(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
        (zeros_like(grad)) if needs[1] else None,
    )


_derivative_floor_divide = _Derivative(_d_floor_divide, inputs=('self', 'other'), reads=())

_op_floor_divide = _Op(
    'floor_divide', _pw.FAMILY,
    _pw.Pointwise('floor_divide', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), numbers_as_tensors=True),
    names='unify', nested='elementwise', backward=_derivative_floor_divide)
_floor_divide__int_case = _pw.Case(
    cpu_1d=_cpu.floor_divide__int_1d, cpu_nd=_cpu.floor_divide__int_nd, cpu_par=(_cpu.floor_divide__int_1dp, _cpu.floor_divide__int_ndp),
    cpu_1di=_cpu.floor_divide__int_1di,
    cuda='floor_divide__int_kernel', category='default', dtypes=_D.GROUPS['numeric'])

_floor_divide_case = _pw.Case(
    cpu_1d=_cpu.floor_divide_1d, cpu_nd=_cpu.floor_divide_nd, cpu_par=(_cpu.floor_divide_1dp, _cpu.floor_divide_ndp),
    cpu_1di=_cpu.floor_divide_1di,
    cuda='floor_divide_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    int_case=_floor_divide__int_case,
    zero_divisor=1)


def floor_divide(input, other, *, out=None):
    """floor_divide(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_floor_divide, ((self, other), (), _floor_divide_case), out)


def floor_divide_(self, other):
    """floor_divide(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_floor_divide, ((self, other), (), _floor_divide_case))


def _floor_divide_method(self, other):
    """floor_divide(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_floor_divide, ((self, other), (), _floor_divide_case))


# ---- remainder
def _d_remainder(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
        (-grad * div(self, other, rounding_mode='floor')) if needs[1] else None,
    )


_derivative_remainder = _Derivative(_d_remainder, inputs=('self', 'other'), reads=('self', 'other'))

_op_remainder = _Op(
    'remainder', _pw.FAMILY,
    _pw.Pointwise('remainder', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise', backward=_derivative_remainder)
_remainder__int_case = _pw.Case(
    cpu_1d=_cpu.remainder__int_1d, cpu_nd=_cpu.remainder__int_nd, cpu_par=(_cpu.remainder__int_1dp, _cpu.remainder__int_ndp),
    cpu_1di=_cpu.remainder__int_1di,
    cuda='remainder__int_kernel', category='default', dtypes=_D.GROUPS['numeric'])

_remainder_case = _pw.Case(
    cpu_1d=_cpu.remainder_1d, cpu_nd=_cpu.remainder_nd, cpu_par=(_cpu.remainder_1dp, _cpu.remainder_ndp),
    cpu_1di=_cpu.remainder_1di,
    cuda='remainder_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    int_case=_remainder__int_case,
    zero_divisor=1)


def remainder(input, other, *, out=None):
    """remainder(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_remainder, ((self, other), (), _remainder_case), out)


def remainder_(self, other):
    """remainder(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_remainder, ((self, other), (), _remainder_case))


def _remainder_method(self, other):
    """remainder(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_remainder, ((self, other), (), _remainder_case))


# ---- fmod
def _d_fmod(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
        (-grad * div(self, other, rounding_mode='trunc')) if needs[1] else None,
    )


_derivative_fmod = _Derivative(_d_fmod, inputs=('self', 'other'), reads=('self', 'other'))

_op_fmod = _Op(
    'fmod', _pw.FAMILY,
    _pw.Pointwise('fmod', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0,)),
    names='unify', nested='elementwise', backward=_derivative_fmod)
_fmod__int_case = _pw.Case(
    cpu_1d=_cpu.fmod__int_1d, cpu_nd=_cpu.fmod__int_nd, cpu_par=(_cpu.fmod__int_1dp, _cpu.fmod__int_ndp),
    cpu_1di=_cpu.fmod__int_1di,
    cuda='fmod__int_kernel', category='default', dtypes=_D.GROUPS['numeric'])

_fmod_case = _pw.Case(
    cpu_1d=_cpu.fmod_1d, cpu_nd=_cpu.fmod_nd, cpu_par=(_cpu.fmod_1dp, _cpu.fmod_ndp),
    cpu_1di=_cpu.fmod_1di,
    cuda='fmod_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    int_case=_fmod__int_case,
    zero_divisor=1)


def fmod(input, other, *, out=None):
    """fmod(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_fmod, ((self, other), (), _fmod_case), out)


def fmod_(self, other):
    """fmod(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_fmod, ((self, other), (), _fmod_case))


def _fmod_method(self, other):
    """fmod(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_fmod, ((self, other), (), _fmod_case))


# ---- pow
def _d_pow(needs, grads, results, self, exponent):
    grad = grads[0]
    result = results[0]
    return (
        (pow_backward_self(grad, self, exponent)) if needs[0] else None,
        (pow_backward_exponent(grad, self, exponent, result)) if needs[1] else None,
    )


_derivative_pow = _Derivative(_d_pow, inputs=('self', 'exponent'), reads=('self', 'exponent'), uses_result=True)

_op_pow = _Op(
    'pow', _pw.FAMILY,
    _pw.Pointwise('pow', args=('self', 'exponent'), promote=(0, 1),
                  fixed={}, scalars=(), checked=((1, 'exponent'),)),
    names='unify', nested='elementwise', backward=_derivative_pow)
_pow__bool_case = _pw.Case(
    cpu_1d=_cpu.pow__bool_1d, cpu_nd=_cpu.pow__bool_nd, cpu_par=(_cpu.pow__bool_1dp, _cpu.pow__bool_ndp),
    cpu_1di=_cpu.pow__bool_1di,
    cuda='pow__bool_kernel', category='default', dtypes=_D.GROUPS['all'])

_pow__int_case = _pw.Case(
    cpu_1d=_cpu.pow__int_1d, cpu_nd=_cpu.pow__int_nd, cpu_par=(_cpu.pow__int_1dp, _cpu.pow__int_ndp),
    cpu_1di=_cpu.pow__int_1di,
    cuda='pow__int_kernel', category='default', dtypes=_D.GROUPS['all'])

_pow_case = _pw.Case(
    cpu_1d=_cpu.pow_1d, cpu_nd=_cpu.pow_nd, cpu_par=(_cpu.pow_1dp, _cpu.pow_ndp),
    cpu_1di=_cpu.pow_1di,
    cuda='pow_kernel', category='default', dtypes=_D.GROUPS['all'],
    bool_error={'tensor': 1, 'message': '"pow" not implemented for \'Bool\''},
    bool_case=_pow__bool_case,
    int_case=_pow__int_case,
    negative_int_error=(1, 'Integers to negative integer powers are not allowed.'))


def pow(input, exponent, *, out=None):
    """pow(Tensor self, Tensor exponent) -> Tensor"""
    self = input
    return _pipeline.call(_op_pow, ((self, exponent), (), _pow_case), out)


def pow_(self, exponent):
    """pow(Tensor self, Tensor exponent) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_pow, ((self, exponent), (), _pow_case))


def _pow_method(self, exponent):
    """pow(Tensor self, Tensor exponent) -> Tensor"""
    return _pipeline.call(_op_pow, ((self, exponent), (), _pow_case))


# ---- addcmul
def _d_addcmul(needs, grads, results, tensor1, tensor2, value):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
        (grad * tensor2 * value) if needs[1] else None,
        (grad * tensor1 * value) if needs[2] else None,
    )


_derivative_addcmul = _Derivative(_d_addcmul, inputs=('self', 'tensor1', 'tensor2'), reads=('tensor1', 'tensor2', 'value'))

_op_addcmul = _Op(
    'addcmul', _pw.FAMILY,
    _pw.Pointwise('addcmul', args=('self', 'tensor1', 'tensor2'), promote=(0, 1, 2),
                  fixed={}, scalars=(('value', 'Scalar'),), tensor_only=(0, 1, 2)),
    names='unify', nested='elementwise', backward=_derivative_addcmul)
_addcmul_case = _pw.Case(
    cpu_1d=_cpu.addcmul_1d, cpu_nd=_cpu.addcmul_nd, cpu_par=(_cpu.addcmul_1dp, _cpu.addcmul_ndp),
    cpu_1di=_cpu.addcmul_1di,
    cuda='addcmul_kernel', category='default', dtypes=_D.GROUPS['numeric'])


def addcmul(input, tensor1, tensor2, *, value=1, out=None):
    """addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor"""
    self = input
    return _pipeline.call(_op_addcmul, ((self, tensor1, tensor2), (value,), _addcmul_case), out)


def addcmul_(self, tensor1, tensor2, *, value=1):
    """addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_addcmul, ((self, tensor1, tensor2), (value,), _addcmul_case))


def _addcmul_method(self, tensor1, tensor2, *, value=1):
    """addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor"""
    return _pipeline.call(_op_addcmul, ((self, tensor1, tensor2), (value,), _addcmul_case))


# ---- addcdiv
def _d_addcdiv(needs, grads, results, tensor1, tensor2, value):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
        (grad * value / tensor2) if needs[1] else None,
        (-grad * value * tensor1 / (tensor2 * tensor2)) if needs[2] else None,
    )


_derivative_addcdiv = _Derivative(_d_addcdiv, inputs=('self', 'tensor1', 'tensor2'), reads=('tensor1', 'tensor2', 'value'))

_op_addcdiv = _Op(
    'addcdiv', _pw.FAMILY,
    _pw.Pointwise('addcdiv', args=('self', 'tensor1', 'tensor2'), promote=(0, 1, 2),
                  fixed={}, scalars=(('value', 'Scalar'),), tensor_only=(0, 1, 2)),
    names='unify', nested='elementwise', backward=_derivative_addcdiv)
_addcdiv_case = _pw.Case(
    cpu_1d=_cpu.addcdiv_1d, cpu_nd=_cpu.addcdiv_nd, cpu_par=(_cpu.addcdiv_1dp, _cpu.addcdiv_ndp),
    cpu_1di=_cpu.addcdiv_1di,
    cuda='addcdiv_kernel', category='default', dtypes=_D.GROUPS['floating'],
    integer_error=((1, 2), 'Integer division with addcdiv is no longer supported, and in a future  release addcdiv will perform a true division of tensor1 and tensor2. The historic addcdiv behavior can be implemented as (input + value * torch.trunc(tensor1 / tensor2)).to(input.dtype) for integer inputs and as (input + value * tensor1 / tensor2) for float inputs. The future addcdiv behavior is just the latter implementation: (input + value * tensor1 / tensor2), for all dtypes.'))


def addcdiv(input, tensor1, tensor2, *, value=1, out=None):
    """addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor"""
    self = input
    return _pipeline.call(_op_addcdiv, ((self, tensor1, tensor2), (value,), _addcdiv_case), out)


def addcdiv_(self, tensor1, tensor2, *, value=1):
    """addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_addcdiv, ((self, tensor1, tensor2), (value,), _addcdiv_case))


def _addcdiv_method(self, tensor1, tensor2, *, value=1):
    """addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor"""
    return _pipeline.call(_op_addcdiv, ((self, tensor1, tensor2), (value,), _addcdiv_case))


# ---- atan2
def _d_atan2(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (grad * other * atan2_recip(self, other)) if needs[0] else None,
        (grad * -self * atan2_recip(self, other)) if needs[1] else None,
    )


_derivative_atan2 = _Derivative(_d_atan2, inputs=('self', 'other'), reads=('self', 'other'))

_op_atan2 = _Op(
    'atan2', _pw.FAMILY,
    _pw.Pointwise('atan2', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise', backward=_derivative_atan2)
_atan2_case = _pw.Case(
    cpu_1d=_cpu.atan2_1d, cpu_nd=_cpu.atan2_nd, cpu_par=(_cpu.atan2_1dp, _cpu.atan2_ndp),
    cpu_1di=_cpu.atan2_1di,
    cuda='atan2_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def atan2(input, other, *, out=None):
    """atan2(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_atan2, ((self, other), (), _atan2_case), out)


def atan2_(self, other):
    """atan2(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_atan2, ((self, other), (), _atan2_case))


def _atan2_method(self, other):
    """atan2(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_atan2, ((self, other), (), _atan2_case))


# ---- maximum
def _d_maximum(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (where(self == other, grad / 2, grad).masked_fill(self < other, 0)) if needs[0] else None,
        (where(self == other, grad / 2, grad).masked_fill(self > other, 0)) if needs[1] else None,
    )


_derivative_maximum = _Derivative(_d_maximum, inputs=('self', 'other'), reads=('self', 'other'))

_op_maximum = _Op(
    'maximum', _pw.FAMILY,
    _pw.Pointwise('maximum', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise', backward=_derivative_maximum)
_maximum_case = _pw.Case(
    cpu_1d=_cpu.maximum_1d, cpu_nd=_cpu.maximum_nd, cpu_par=(_cpu.maximum_1dp, _cpu.maximum_ndp),
    cpu_1di=_cpu.maximum_1di,
    cuda='maximum_kernel', category='default', dtypes=_D.GROUPS['all'])


def maximum(input, other, *, out=None):
    """maximum(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_maximum, ((self, other), (), _maximum_case), out)


def _maximum_method(self, other):
    """maximum(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_maximum, ((self, other), (), _maximum_case))


# ---- minimum
def _d_minimum(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (where(self == other, grad / 2, grad).masked_fill(self > other, 0)) if needs[0] else None,
        (where(self == other, grad / 2, grad).masked_fill(self < other, 0)) if needs[1] else None,
    )


_derivative_minimum = _Derivative(_d_minimum, inputs=('self', 'other'), reads=('self', 'other'))

_op_minimum = _Op(
    'minimum', _pw.FAMILY,
    _pw.Pointwise('minimum', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise', backward=_derivative_minimum)
_minimum_case = _pw.Case(
    cpu_1d=_cpu.minimum_1d, cpu_nd=_cpu.minimum_nd, cpu_par=(_cpu.minimum_1dp, _cpu.minimum_ndp),
    cpu_1di=_cpu.minimum_1di,
    cuda='minimum_kernel', category='default', dtypes=_D.GROUPS['all'])


def minimum(input, other, *, out=None):
    """minimum(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_minimum, ((self, other), (), _minimum_case), out)


def _minimum_method(self, other):
    """minimum(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_minimum, ((self, other), (), _minimum_case))


# ---- clamp
def _d_clamp(needs, grads, results, self, min, max):
    grad = grads[0]
    return (
        (where(logical_and(self >= min, self <= max), grad, 0.0)) if needs[0] else None,
        (where(logical_and(self < min, min < max), grad, 0.0)) if needs[1] else None,
        (where(logical_or(self > max, max < min), grad, 0.0)) if needs[2] else None,
    )


_derivative_clamp = _Derivative(_d_clamp, inputs=('self', 'min', 'max'), reads=('self', 'min', 'max'))

_op_clamp = _Op(
    'clamp', _pw.FAMILY,
    _pw.Pointwise('clamp', args=('self', 'min', 'max'), promote=(0, 1, 2),
                  fixed={}, scalars=(), tensor_only=(0,), checked=((1, 'result'), (2, 'result'))),
    names='unify', nested='elementwise', backward=_derivative_clamp)
_clamp_case = _pw.Case(
    cpu_1d=_cpu.clamp_1d, cpu_nd=_cpu.clamp_nd, cpu_par=(_cpu.clamp_1dp, _cpu.clamp_ndp),
    cpu_1di=_cpu.clamp_1di,
    cuda='clamp_kernel', category='default', dtypes=_D.GROUPS['numeric'])


def clamp(input, min=None, max=None, *, out=None):
    """clamp(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor"""
    self = input
    if min is None and max is None:
        raise RuntimeError("clamp: At least one of 'min' or 'max' must not be None")
    min, max = _pw.one_overload('clamp', ('min', 'max'), (min, max), out, True)
    if min is None:
        min = _pw.extreme(self, 'lowest')
    if max is None:
        max = _pw.extreme(self, 'highest')
    return _pipeline.call(_op_clamp, ((self, min, max), (), _clamp_case), out)


def clamp_(input, min=None, max=None):
    """clamp(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor (in place)"""
    self = input
    if min is None and max is None:
        raise RuntimeError("clamp: At least one of 'min' or 'max' must not be None")
    min, max = _pw.one_overload('clamp_', ('min', 'max'), (min, max), None, False)
    if min is None:
        min = _pw.extreme(self, 'lowest')
    if max is None:
        max = _pw.extreme(self, 'highest')
    return _pipeline.call_inplace(_op_clamp, ((self, min, max), (), _clamp_case))


def _clamp_method(self, min=None, max=None):
    """clamp(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor"""
    if min is None and max is None:
        raise RuntimeError("clamp: At least one of 'min' or 'max' must not be None")
    min, max = _pw.one_overload('clamp', ('min', 'max'), (min, max), None, False)
    if min is None:
        min = _pw.extreme(self, 'lowest')
    if max is None:
        max = _pw.extreme(self, 'highest')
    return _pipeline.call(_op_clamp, ((self, min, max), (), _clamp_case))


clip = clamp  # ops.yaml `aliases:`
clip_ = clamp_
# ---- where
def _d_where(needs, grads, results, condition):
    grad = grads[0]
    return (
        (where(condition, grad, 0.0)) if needs[0] else None,
        (where(condition, 0.0, grad)) if needs[1] else None,
    )


_derivative_where = _Derivative(_d_where, inputs=('self', 'other'), reads=('condition',))

_op_where = _Op(
    'where', _pw.FAMILY,
    _pw.Pointwise('where', args=('condition', 'self', 'other'), promote=(1, 2),
                  fixed={0: _D.bool_}, scalars=(), checked=((1, 'fill'), (2, 'fill'))),
    names='unify', nested='elementwise', backward=_derivative_where)
_where_case = _pw.Case(
    cpu_1d=_cpu.where_1d, cpu_nd=_cpu.where_nd, cpu_par=(_cpu.where_1dp, _cpu.where_ndp),
    cpu_1di=_cpu.where_1di,
    cuda='where_kernel', category='no_opmath', dtypes=_D.GROUPS['all'])


def where(condition, input, other, *, out=None):
    """where(Tensor condition, Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_where, ((condition, self, other), (), _where_case), out)


# ---- bitwise_and
_op_bitwise_and = _Op(
    'bitwise_and', _pw.FAMILY,
    _pw.Pointwise('bitwise_and', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise')
_bitwise_and_case = _pw.Case(
    cpu_1d=_cpu.bitwise_and_1d, cpu_nd=_cpu.bitwise_and_nd, cpu_par=(_cpu.bitwise_and_1dp, _cpu.bitwise_and_ndp),
    cpu_1di=_cpu.bitwise_and_1di,
    cuda='bitwise_and_kernel', category='default', dtypes=_D.GROUPS['integral_and_bool'])


def bitwise_and(input, other, *, out=None):
    """bitwise_and(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_bitwise_and, ((self, other), (), _bitwise_and_case), out)


def bitwise_and_(self, other):
    """bitwise_and(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_bitwise_and, ((self, other), (), _bitwise_and_case))


def _bitwise_and_method(self, other):
    """bitwise_and(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_bitwise_and, ((self, other), (), _bitwise_and_case))


# ---- bitwise_or
_op_bitwise_or = _Op(
    'bitwise_or', _pw.FAMILY,
    _pw.Pointwise('bitwise_or', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise')
_bitwise_or_case = _pw.Case(
    cpu_1d=_cpu.bitwise_or_1d, cpu_nd=_cpu.bitwise_or_nd, cpu_par=(_cpu.bitwise_or_1dp, _cpu.bitwise_or_ndp),
    cpu_1di=_cpu.bitwise_or_1di,
    cuda='bitwise_or_kernel', category='default', dtypes=_D.GROUPS['integral_and_bool'])


def bitwise_or(input, other, *, out=None):
    """bitwise_or(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_bitwise_or, ((self, other), (), _bitwise_or_case), out)


def bitwise_or_(self, other):
    """bitwise_or(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_bitwise_or, ((self, other), (), _bitwise_or_case))


def _bitwise_or_method(self, other):
    """bitwise_or(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_bitwise_or, ((self, other), (), _bitwise_or_case))


# ---- bitwise_xor
_op_bitwise_xor = _Op(
    'bitwise_xor', _pw.FAMILY,
    _pw.Pointwise('bitwise_xor', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise')
_bitwise_xor_case = _pw.Case(
    cpu_1d=_cpu.bitwise_xor_1d, cpu_nd=_cpu.bitwise_xor_nd, cpu_par=(_cpu.bitwise_xor_1dp, _cpu.bitwise_xor_ndp),
    cpu_1di=_cpu.bitwise_xor_1di,
    cuda='bitwise_xor_kernel', category='default', dtypes=_D.GROUPS['integral_and_bool'])


def bitwise_xor(input, other, *, out=None):
    """bitwise_xor(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_bitwise_xor, ((self, other), (), _bitwise_xor_case), out)


def bitwise_xor_(self, other):
    """bitwise_xor(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_bitwise_xor, ((self, other), (), _bitwise_xor_case))


def _bitwise_xor_method(self, other):
    """bitwise_xor(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_bitwise_xor, ((self, other), (), _bitwise_xor_case))


# ---- bitwise_not
_op_bitwise_not = _Op(
    'bitwise_not', _pw.FAMILY,
    _pw.Pointwise('bitwise_not', args=('self',), promote=(0,),
                  fixed={}, scalars=(), exact_out=True),
    names='keep', nested='elementwise')
_bitwise_not__bool_case = _pw.Case(
    cpu_1d=_cpu.bitwise_not__bool_1d, cpu_nd=_cpu.bitwise_not__bool_nd, cpu_par=(_cpu.bitwise_not__bool_1dp, _cpu.bitwise_not__bool_ndp),
    cpu_1di=_cpu.bitwise_not__bool_1di,
    cuda='bitwise_not__bool_kernel', category='default', dtypes=_D.GROUPS['integral_and_bool'])

_bitwise_not_case = _pw.Case(
    cpu_1d=_cpu.bitwise_not_1d, cpu_nd=_cpu.bitwise_not_nd, cpu_par=(_cpu.bitwise_not_1dp, _cpu.bitwise_not_ndp),
    cpu_1di=_cpu.bitwise_not_1di,
    cuda='bitwise_not_kernel', category='default', dtypes=_D.GROUPS['integral_and_bool'],
    bool_case=_bitwise_not__bool_case)


def bitwise_not(input, *, out=None):
    """bitwise_not(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_bitwise_not, ((self,), (), _bitwise_not_case), out)


def bitwise_not_(self):
    """bitwise_not(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_bitwise_not, ((self,), (), _bitwise_not_case))


def _bitwise_not_method(self):
    """bitwise_not(Tensor self) -> Tensor"""
    return _pipeline.call(_op_bitwise_not, ((self,), (), _bitwise_not_case))


# ---- logical_not
_derivative_logical_not = _Derivative(None, reason='its result is bool')

_op_logical_not = _Op(
    'logical_not', _pw.FAMILY,
    _pw.Pointwise('logical_not', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_logical_not)
_logical_not_case = _pw.Case(
    cpu_1d=_cpu.logical_not_1d, cpu_nd=_cpu.logical_not_nd, cpu_par=(_cpu.logical_not_1dp, _cpu.logical_not_ndp),
    cpu_1di=_cpu.logical_not_1di,
    cuda='logical_not_kernel', category='always_bool', dtypes=_D.GROUPS['all'])


def logical_not(input, *, out=None):
    """logical_not(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_logical_not, ((self,), (), _logical_not_case), out)


def logical_not_(self):
    """logical_not(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_logical_not, ((self,), (), _logical_not_case))


def _logical_not_method(self):
    """logical_not(Tensor self) -> Tensor"""
    return _pipeline.call(_op_logical_not, ((self,), (), _logical_not_case))


# ---- logical_and
_derivative_logical_and = _Derivative(None, reason='its result is bool')

_op_logical_and = _Op(
    'logical_and', _pw.FAMILY,
    _pw.Pointwise('logical_and', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise', backward=_derivative_logical_and)
_logical_and_case = _pw.Case(
    cpu_1d=_cpu.logical_and_1d, cpu_nd=_cpu.logical_and_nd, cpu_par=(_cpu.logical_and_1dp, _cpu.logical_and_ndp),
    cpu_1di=_cpu.logical_and_1di,
    cuda='logical_and_kernel', category='always_bool', dtypes=_D.GROUPS['all'])


def logical_and(input, other, *, out=None):
    """logical_and(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_logical_and, ((self, other), (), _logical_and_case), out)


def logical_and_(self, other):
    """logical_and(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_logical_and, ((self, other), (), _logical_and_case))


def _logical_and_method(self, other):
    """logical_and(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_logical_and, ((self, other), (), _logical_and_case))


# ---- logical_or
_derivative_logical_or = _Derivative(None, reason='its result is bool')

_op_logical_or = _Op(
    'logical_or', _pw.FAMILY,
    _pw.Pointwise('logical_or', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise', backward=_derivative_logical_or)
_logical_or_case = _pw.Case(
    cpu_1d=_cpu.logical_or_1d, cpu_nd=_cpu.logical_or_nd, cpu_par=(_cpu.logical_or_1dp, _cpu.logical_or_ndp),
    cpu_1di=_cpu.logical_or_1di,
    cuda='logical_or_kernel', category='always_bool', dtypes=_D.GROUPS['all'])


def logical_or(input, other, *, out=None):
    """logical_or(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_logical_or, ((self, other), (), _logical_or_case), out)


def logical_or_(self, other):
    """logical_or(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_logical_or, ((self, other), (), _logical_or_case))


def _logical_or_method(self, other):
    """logical_or(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_logical_or, ((self, other), (), _logical_or_case))


# ---- logical_xor
_derivative_logical_xor = _Derivative(None, reason='its result is bool')

_op_logical_xor = _Op(
    'logical_xor', _pw.FAMILY,
    _pw.Pointwise('logical_xor', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise', backward=_derivative_logical_xor)
_logical_xor_case = _pw.Case(
    cpu_1d=_cpu.logical_xor_1d, cpu_nd=_cpu.logical_xor_nd, cpu_par=(_cpu.logical_xor_1dp, _cpu.logical_xor_ndp),
    cpu_1di=_cpu.logical_xor_1di,
    cuda='logical_xor_kernel', category='always_bool', dtypes=_D.GROUPS['all'])


def logical_xor(input, other, *, out=None):
    """logical_xor(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_logical_xor, ((self, other), (), _logical_xor_case), out)


def logical_xor_(self, other):
    """logical_xor(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_logical_xor, ((self, other), (), _logical_xor_case))


def _logical_xor_method(self, other):
    """logical_xor(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_logical_xor, ((self, other), (), _logical_xor_case))


# ---- eq
_derivative_eq = _Derivative(None, reason="a comparison's result is bool")

_op_eq = _Op(
    'eq', _pw.FAMILY,
    _pw.Pointwise('eq', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0,)),
    names='unify', nested='elementwise', backward=_derivative_eq)
_eq_case = _pw.Case(
    cpu_1d=_cpu.eq_1d, cpu_nd=_cpu.eq_nd, cpu_par=(_cpu.eq_1dp, _cpu.eq_ndp),
    cpu_1di=_cpu.eq_1di,
    cuda='eq_kernel', category='always_bool', dtypes=_D.GROUPS['all'])


def eq(input, other, *, out=None):
    """eq(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_eq, ((self, other), (), _eq_case), out)


def eq_(self, other):
    """eq(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_eq, ((self, other), (), _eq_case))


def _eq_method(self, other):
    """eq(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_eq, ((self, other), (), _eq_case))


# ---- ne
_derivative_ne = _Derivative(None, reason="a comparison's result is bool")

_op_ne = _Op(
    'ne', _pw.FAMILY,
    _pw.Pointwise('ne', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0,)),
    names='unify', nested='elementwise', backward=_derivative_ne)
_ne_case = _pw.Case(
    cpu_1d=_cpu.ne_1d, cpu_nd=_cpu.ne_nd, cpu_par=(_cpu.ne_1dp, _cpu.ne_ndp),
    cpu_1di=_cpu.ne_1di,
    cuda='ne_kernel', category='always_bool', dtypes=_D.GROUPS['all'])


def ne(input, other, *, out=None):
    """ne(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_ne, ((self, other), (), _ne_case), out)


def ne_(self, other):
    """ne(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_ne, ((self, other), (), _ne_case))


def _ne_method(self, other):
    """ne(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_ne, ((self, other), (), _ne_case))


# ---- lt
_derivative_lt = _Derivative(None, reason="a comparison's result is bool")

_op_lt = _Op(
    'lt', _pw.FAMILY,
    _pw.Pointwise('lt', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0,)),
    names='unify', nested='elementwise', backward=_derivative_lt)
_lt_case = _pw.Case(
    cpu_1d=_cpu.lt_1d, cpu_nd=_cpu.lt_nd, cpu_par=(_cpu.lt_1dp, _cpu.lt_ndp),
    cpu_1di=_cpu.lt_1di,
    cuda='lt_kernel', category='always_bool', dtypes=_D.GROUPS['all'])


def lt(input, other, *, out=None):
    """lt(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_lt, ((self, other), (), _lt_case), out)


def lt_(self, other):
    """lt(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_lt, ((self, other), (), _lt_case))


def _lt_method(self, other):
    """lt(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_lt, ((self, other), (), _lt_case))


# ---- le
_derivative_le = _Derivative(None, reason="a comparison's result is bool")

_op_le = _Op(
    'le', _pw.FAMILY,
    _pw.Pointwise('le', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0,)),
    names='unify', nested='elementwise', backward=_derivative_le)
_le_case = _pw.Case(
    cpu_1d=_cpu.le_1d, cpu_nd=_cpu.le_nd, cpu_par=(_cpu.le_1dp, _cpu.le_ndp),
    cpu_1di=_cpu.le_1di,
    cuda='le_kernel', category='always_bool', dtypes=_D.GROUPS['all'])


def le(input, other, *, out=None):
    """le(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_le, ((self, other), (), _le_case), out)


def le_(self, other):
    """le(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_le, ((self, other), (), _le_case))


def _le_method(self, other):
    """le(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_le, ((self, other), (), _le_case))


# ---- gt
_derivative_gt = _Derivative(None, reason="a comparison's result is bool")

_op_gt = _Op(
    'gt', _pw.FAMILY,
    _pw.Pointwise('gt', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0,)),
    names='unify', nested='elementwise', backward=_derivative_gt)
_gt_case = _pw.Case(
    cpu_1d=_cpu.gt_1d, cpu_nd=_cpu.gt_nd, cpu_par=(_cpu.gt_1dp, _cpu.gt_ndp),
    cpu_1di=_cpu.gt_1di,
    cuda='gt_kernel', category='always_bool', dtypes=_D.GROUPS['all'])


def gt(input, other, *, out=None):
    """gt(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_gt, ((self, other), (), _gt_case), out)


def gt_(self, other):
    """gt(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_gt, ((self, other), (), _gt_case))


def _gt_method(self, other):
    """gt(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_gt, ((self, other), (), _gt_case))


# ---- ge
_derivative_ge = _Derivative(None, reason="a comparison's result is bool")

_op_ge = _Op(
    'ge', _pw.FAMILY,
    _pw.Pointwise('ge', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0,)),
    names='unify', nested='elementwise', backward=_derivative_ge)
_ge_case = _pw.Case(
    cpu_1d=_cpu.ge_1d, cpu_nd=_cpu.ge_nd, cpu_par=(_cpu.ge_1dp, _cpu.ge_ndp),
    cpu_1di=_cpu.ge_1di,
    cuda='ge_kernel', category='always_bool', dtypes=_D.GROUPS['all'])


def ge(input, other, *, out=None):
    """ge(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_ge, ((self, other), (), _ge_case), out)


def ge_(self, other):
    """ge(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_ge, ((self, other), (), _ge_case))


def _ge_method(self, other):
    """ge(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_ge, ((self, other), (), _ge_case))


# ---- neg
def _d_neg(needs, grads, results):
    grad = grads[0]
    return (
        (-grad) if needs[0] else None,
    )


_derivative_neg = _Derivative(_d_neg, inputs=('self',), reads=())

_op_neg = _Op(
    'neg', _pw.FAMILY,
    _pw.Pointwise('neg', args=('self',), promote=(0,),
                  fixed={}, scalars=(), exact_out=True),
    names='keep', nested='elementwise', sparse='values', backward=_derivative_neg)
_neg_case = _pw.Case(
    cpu_1d=_cpu.neg_1d, cpu_nd=_cpu.neg_nd, cpu_par=(_cpu.neg_1dp, _cpu.neg_ndp),
    cpu_1di=_cpu.neg_1di,
    cuda='neg_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    bool_error='Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.')


def neg(input, *, out=None):
    """neg(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_neg, ((self,), (), _neg_case), out)


def neg_(input):
    """neg(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_neg, ((self,), (), _neg_case))


def _neg_method(self):
    """neg(Tensor self) -> Tensor"""
    return _pipeline.call(_op_neg, ((self,), (), _neg_case))


negative = neg  # ops.yaml `aliases:`
negative_ = neg_
# ---- abs
def _d_abs(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * sign(self)) if needs[0] else None,
    )


_derivative_abs = _Derivative(_d_abs, inputs=('self',), reads=('self',))

_op_abs = _Op(
    'abs', _pw.FAMILY,
    _pw.Pointwise('abs', args=('self',), promote=(0,),
                  fixed={}, scalars=(), exact_out=True),
    names='keep', nested='elementwise', sparse='values', backward=_derivative_abs)
_abs_case = _pw.Case(
    cpu_1d=_cpu.abs_1d, cpu_nd=_cpu.abs_nd, cpu_par=(_cpu.abs_1dp, _cpu.abs_ndp),
    cpu_1di=_cpu.abs_1di,
    cuda='abs_kernel', category='complex_to_float', dtypes=_D.GROUPS['numeric'])


def abs(input, *, out=None):
    """abs(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_abs, ((self,), (), _abs_case), out)


def abs_(input):
    """abs(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_abs, ((self,), (), _abs_case))


def _abs_method(self):
    """abs(Tensor self) -> Tensor"""
    return _pipeline.call(_op_abs, ((self,), (), _abs_case))


absolute = abs  # ops.yaml `aliases:`
absolute_ = abs_
# ---- sign
def _d_sign(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


_derivative_sign = _Derivative(_d_sign, inputs=('self',), reads=())

_op_sign = _Op(
    'sign', _pw.FAMILY,
    _pw.Pointwise('sign', args=('self',), promote=(0,),
                  fixed={}, scalars=(), exact_out=True),
    names='keep', nested='elementwise', sparse='values', backward=_derivative_sign)
_sign_case = _pw.Case(
    cpu_1d=_cpu.sign_1d, cpu_nd=_cpu.sign_nd, cpu_par=(_cpu.sign_1dp, _cpu.sign_ndp),
    cpu_1di=_cpu.sign_1di,
    cuda='sign_kernel', category='default', dtypes=_D.GROUPS['all'])


def sign(input, *, out=None):
    """sign(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_sign, ((self,), (), _sign_case), out)


def sign_(self):
    """sign(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_sign, ((self,), (), _sign_case))


def _sign_method(self):
    """sign(Tensor self) -> Tensor"""
    return _pipeline.call(_op_sign, ((self,), (), _sign_case))


# ---- sgn
def _d_sgn(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


_derivative_sgn = _Derivative(_d_sgn, inputs=('self',), reads=())

_op_sgn = _Op(
    'sgn', _pw.FAMILY,
    _pw.Pointwise('sgn', args=('self',), promote=(0,),
                  fixed={}, scalars=(), exact_out=True),
    names='keep', nested='elementwise', sparse='values', backward=_derivative_sgn)
_sgn_case = _pw.Case(
    cpu_1d=_cpu.sgn_1d, cpu_nd=_cpu.sgn_nd, cpu_par=(_cpu.sgn_1dp, _cpu.sgn_ndp),
    cpu_1di=_cpu.sgn_1di,
    cuda='sgn_kernel', category='default', dtypes=_D.GROUPS['all'])


def sgn(input, *, out=None):
    """sgn(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_sgn, ((self,), (), _sgn_case), out)


def sgn_(self):
    """sgn(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_sgn, ((self,), (), _sgn_case))


def _sgn_method(self):
    """sgn(Tensor self) -> Tensor"""
    return _pipeline.call(_op_sgn, ((self,), (), _sgn_case))


# ---- square
def _d_square(needs, grads, results, self):
    grad = grads[0]
    return (
        (2 * grad * self) if needs[0] else None,
    )


_derivative_square = _Derivative(_d_square, inputs=('self',), reads=('self',))

_op_square = _Op(
    'square', _pw.FAMILY,
    _pw.Pointwise('square', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', sparse='values', backward=_derivative_square)
_square_case = _pw.Case(
    cpu_1d=_cpu.square_1d, cpu_nd=_cpu.square_nd, cpu_par=(_cpu.square_1dp, _cpu.square_ndp),
    cpu_1di=_cpu.square_1di,
    cuda='square_kernel', category='bool_to_long', dtypes=_D.GROUPS['all'])


def square(input, *, out=None):
    """square(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_square, ((self,), (), _square_case), out)


def square_(input):
    """square(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_square, ((self,), (), _square_case))


def _square_method(self):
    """square(Tensor self) -> Tensor"""
    return _pipeline.call(_op_square, ((self,), (), _square_case))


# ---- ceil
def _d_ceil(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


_derivative_ceil = _Derivative(_d_ceil, inputs=('self',), reads=())

_op_ceil = _Op(
    'ceil', _pw.FAMILY,
    _pw.Pointwise('ceil', args=('self',), promote=(0,),
                  fixed={}, scalars=(), exact_out=True),
    names='keep', nested='elementwise', sparse='values', backward=_derivative_ceil)
_ceil__int_case = _pw.Case(
    cpu_1d=_cpu.ceil__int_1d, cpu_nd=_cpu.ceil__int_nd, cpu_par=(_cpu.ceil__int_1dp, _cpu.ceil__int_ndp),
    cpu_1di=_cpu.ceil__int_1di,
    cuda='ceil__int_kernel', category='default', dtypes=_D.GROUPS['numeric'])

_ceil_case = _pw.Case(
    cpu_1d=_cpu.ceil_1d, cpu_nd=_cpu.ceil_nd, cpu_par=(_cpu.ceil_1dp, _cpu.ceil_ndp),
    cpu_1di=_cpu.ceil_1di,
    cuda='ceil_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    int_case=_ceil__int_case)


def ceil(input, *, out=None):
    """ceil(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_ceil, ((self,), (), _ceil_case), out)


def ceil_(input):
    """ceil(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_ceil, ((self,), (), _ceil_case))


def _ceil_method(self):
    """ceil(Tensor self) -> Tensor"""
    return _pipeline.call(_op_ceil, ((self,), (), _ceil_case))


# ---- floor
def _d_floor(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


_derivative_floor = _Derivative(_d_floor, inputs=('self',), reads=())

_op_floor = _Op(
    'floor', _pw.FAMILY,
    _pw.Pointwise('floor', args=('self',), promote=(0,),
                  fixed={}, scalars=(), exact_out=True),
    names='keep', nested='elementwise', sparse='values', backward=_derivative_floor)
_floor__int_case = _pw.Case(
    cpu_1d=_cpu.floor__int_1d, cpu_nd=_cpu.floor__int_nd, cpu_par=(_cpu.floor__int_1dp, _cpu.floor__int_ndp),
    cpu_1di=_cpu.floor__int_1di,
    cuda='floor__int_kernel', category='default', dtypes=_D.GROUPS['numeric'])

_floor_case = _pw.Case(
    cpu_1d=_cpu.floor_1d, cpu_nd=_cpu.floor_nd, cpu_par=(_cpu.floor_1dp, _cpu.floor_ndp),
    cpu_1di=_cpu.floor_1di,
    cuda='floor_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    int_case=_floor__int_case)


def floor(input, *, out=None):
    """floor(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_floor, ((self,), (), _floor_case), out)


def floor_(input):
    """floor(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_floor, ((self,), (), _floor_case))


def _floor_method(self):
    """floor(Tensor self) -> Tensor"""
    return _pipeline.call(_op_floor, ((self,), (), _floor_case))


# ---- trunc
def _d_trunc(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


_derivative_trunc = _Derivative(_d_trunc, inputs=('self',), reads=())

_op_trunc = _Op(
    'trunc', _pw.FAMILY,
    _pw.Pointwise('trunc', args=('self',), promote=(0,),
                  fixed={}, scalars=(), exact_out=True),
    names='keep', nested='elementwise', sparse='values', backward=_derivative_trunc)
_trunc__int_case = _pw.Case(
    cpu_1d=_cpu.trunc__int_1d, cpu_nd=_cpu.trunc__int_nd, cpu_par=(_cpu.trunc__int_1dp, _cpu.trunc__int_ndp),
    cpu_1di=_cpu.trunc__int_1di,
    cuda='trunc__int_kernel', category='default', dtypes=_D.GROUPS['numeric'])

_trunc_case = _pw.Case(
    cpu_1d=_cpu.trunc_1d, cpu_nd=_cpu.trunc_nd, cpu_par=(_cpu.trunc_1dp, _cpu.trunc_ndp),
    cpu_1di=_cpu.trunc_1di,
    cuda='trunc_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    int_case=_trunc__int_case)


def trunc(input, *, out=None):
    """trunc(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_trunc, ((self,), (), _trunc_case), out)


def trunc_(input):
    """trunc(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_trunc, ((self,), (), _trunc_case))


def _trunc_method(self):
    """trunc(Tensor self) -> Tensor"""
    return _pipeline.call(_op_trunc, ((self,), (), _trunc_case))


# ---- round
def _d_round(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


_derivative_round = _Derivative(_d_round, inputs=('self',), reads=())

_op_round = _Op(
    'round', _pw.FAMILY,
    _pw.Pointwise('round', args=('self',), promote=(0,),
                  fixed={}, scalars=(('decimals', 'int'),), exact_out=True),
    names='keep', nested='elementwise', sparse='values', backward=_derivative_round)
_round__int_case = _pw.Case(
    cpu_1d=_cpu.round__int_1d, cpu_nd=_cpu.round__int_nd, cpu_par=(_cpu.round__int_1dp, _cpu.round__int_ndp),
    cpu_1di=_cpu.round__int_1di,
    cuda='round__int_kernel', category='default', dtypes=_D.GROUPS['numeric'])

_round_case = _pw.Case(
    cpu_1d=_cpu.round_1d, cpu_nd=_cpu.round_nd, cpu_par=(_cpu.round_1dp, _cpu.round_ndp),
    cpu_1di=_cpu.round_1di,
    cuda='round_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    int_case=_round__int_case)


def round(input, *, decimals=0, out=None):
    """round(Tensor self, *, int decimals=0) -> Tensor"""
    self = input
    return _pipeline.call(_op_round, ((self,), (decimals,), _round_case), out)


def round_(input, *, decimals=0):
    """round(Tensor self, *, int decimals=0) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_round, ((self,), (decimals,), _round_case))


def _round_method(self, *, decimals=0):
    """round(Tensor self, *, int decimals=0) -> Tensor"""
    return _pipeline.call(_op_round, ((self,), (decimals,), _round_case))


# ---- frac
def _d_frac(needs, grads, results):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
    )


_derivative_frac = _Derivative(_d_frac, inputs=('self',), reads=())

_op_frac = _Op(
    'frac', _pw.FAMILY,
    _pw.Pointwise('frac', args=('self',), promote=(0,),
                  fixed={}, scalars=(), exact_out=True),
    names='keep', nested='elementwise', sparse='values', backward=_derivative_frac)
_frac_case = _pw.Case(
    cpu_1d=_cpu.frac_1d, cpu_nd=_cpu.frac_nd, cpu_par=(_cpu.frac_1dp, _cpu.frac_ndp),
    cpu_1di=_cpu.frac_1di,
    cuda='frac_kernel', category='default', dtypes=_D.GROUPS['floating'])


def frac(input, *, out=None):
    """frac(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_frac, ((self,), (), _frac_case), out)


def frac_(input):
    """frac(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_frac, ((self,), (), _frac_case))


def _frac_method(self):
    """frac(Tensor self) -> Tensor"""
    return _pipeline.call(_op_frac, ((self,), (), _frac_case))


# ---- reciprocal
def _d_reciprocal(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (-grad * result * result) if needs[0] else None,
    )


_derivative_reciprocal = _Derivative(_d_reciprocal, inputs=('self',), reads=(), uses_result=True)

_op_reciprocal = _Op(
    'reciprocal', _pw.FAMILY,
    _pw.Pointwise('reciprocal', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_reciprocal)
_reciprocal_case = _pw.Case(
    cpu_1d=_cpu.reciprocal_1d, cpu_nd=_cpu.reciprocal_nd, cpu_par=(_cpu.reciprocal_1dp, _cpu.reciprocal_ndp),
    cpu_1di=_cpu.reciprocal_1di,
    cuda='reciprocal_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def reciprocal(input, *, out=None):
    """reciprocal(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_reciprocal, ((self,), (), _reciprocal_case), out)


def reciprocal_(input):
    """reciprocal(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_reciprocal, ((self,), (), _reciprocal_case))


def _reciprocal_method(self):
    """reciprocal(Tensor self) -> Tensor"""
    return _pipeline.call(_op_reciprocal, ((self,), (), _reciprocal_case))


# ---- sqrt
def _d_sqrt(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (grad / (2 * result)) if needs[0] else None,
    )


_derivative_sqrt = _Derivative(_d_sqrt, inputs=('self',), reads=(), uses_result=True)

_op_sqrt = _Op(
    'sqrt', _pw.FAMILY,
    _pw.Pointwise('sqrt', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', sparse='values', backward=_derivative_sqrt)
_sqrt_case = _pw.Case(
    cpu_1d=_cpu.sqrt_1d, cpu_nd=_cpu.sqrt_nd, cpu_par=(_cpu.sqrt_1dp, _cpu.sqrt_ndp),
    cpu_1di=_cpu.sqrt_1di,
    cuda='sqrt_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def sqrt(input, *, out=None):
    """sqrt(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_sqrt, ((self,), (), _sqrt_case), out)


def sqrt_(input):
    """sqrt(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_sqrt, ((self,), (), _sqrt_case))


def _sqrt_method(self):
    """sqrt(Tensor self) -> Tensor"""
    return _pipeline.call(_op_sqrt, ((self,), (), _sqrt_case))


# ---- rsqrt
def _d_rsqrt(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (-0.5 * grad * result * result * result) if needs[0] else None,
    )


_derivative_rsqrt = _Derivative(_d_rsqrt, inputs=('self',), reads=(), uses_result=True)

_op_rsqrt = _Op(
    'rsqrt', _pw.FAMILY,
    _pw.Pointwise('rsqrt', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_rsqrt)
_rsqrt_case = _pw.Case(
    cpu_1d=_cpu.rsqrt_1d, cpu_nd=_cpu.rsqrt_nd, cpu_par=(_cpu.rsqrt_1dp, _cpu.rsqrt_ndp),
    cpu_1di=_cpu.rsqrt_1di,
    cuda='rsqrt_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def rsqrt(input, *, out=None):
    """rsqrt(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_rsqrt, ((self,), (), _rsqrt_case), out)


def rsqrt_(input):
    """rsqrt(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_rsqrt, ((self,), (), _rsqrt_case))


def _rsqrt_method(self):
    """rsqrt(Tensor self) -> Tensor"""
    return _pipeline.call(_op_rsqrt, ((self,), (), _rsqrt_case))


# ---- exp
def _d_exp(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (grad * result) if needs[0] else None,
    )


_derivative_exp = _Derivative(_d_exp, inputs=('self',), reads=(), uses_result=True)

_op_exp = _Op(
    'exp', _pw.FAMILY,
    _pw.Pointwise('exp', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_exp)
_exp_case = _pw.Case(
    cpu_1d=_cpu.exp_1d, cpu_nd=_cpu.exp_nd, cpu_par=(_cpu.exp_1dp, _cpu.exp_ndp),
    cpu_1di=_cpu.exp_1di,
    cuda='exp_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def exp(input, *, out=None):
    """exp(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_exp, ((self,), (), _exp_case), out)


def exp_(input):
    """exp(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_exp, ((self,), (), _exp_case))


def _exp_method(self):
    """exp(Tensor self) -> Tensor"""
    return _pipeline.call(_op_exp, ((self,), (), _exp_case))


# ---- expm1
def _d_expm1(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (grad * (result + 1)) if needs[0] else None,
    )


_derivative_expm1 = _Derivative(_d_expm1, inputs=('self',), reads=(), uses_result=True)

_op_expm1 = _Op(
    'expm1', _pw.FAMILY,
    _pw.Pointwise('expm1', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', sparse='values', backward=_derivative_expm1)
_expm1_case = _pw.Case(
    cpu_1d=_cpu.expm1_1d, cpu_nd=_cpu.expm1_nd, cpu_par=(_cpu.expm1_1dp, _cpu.expm1_ndp),
    cpu_1di=_cpu.expm1_1di,
    cuda='expm1_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def expm1(input, *, out=None):
    """expm1(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_expm1, ((self,), (), _expm1_case), out)


def expm1_(input):
    """expm1(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_expm1, ((self,), (), _expm1_case))


def _expm1_method(self):
    """expm1(Tensor self) -> Tensor"""
    return _pipeline.call(_op_expm1, ((self,), (), _expm1_case))


# ---- log
def _d_log(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad / self) if needs[0] else None,
    )


_derivative_log = _Derivative(_d_log, inputs=('self',), reads=('self',))

_op_log = _Op(
    'log', _pw.FAMILY,
    _pw.Pointwise('log', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_log)
_log_case = _pw.Case(
    cpu_1d=_cpu.log_1d, cpu_nd=_cpu.log_nd, cpu_par=(_cpu.log_1dp, _cpu.log_ndp),
    cpu_1di=_cpu.log_1di,
    cuda='log_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def log(input, *, out=None):
    """log(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_log, ((self,), (), _log_case), out)


def log_(input):
    """log(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_log, ((self,), (), _log_case))


def _log_method(self):
    """log(Tensor self) -> Tensor"""
    return _pipeline.call(_op_log, ((self,), (), _log_case))


# ---- log2
def _d_log2(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad / (self * 0.6931471805599453)) if needs[0] else None,
    )


_derivative_log2 = _Derivative(_d_log2, inputs=('self',), reads=('self',))

_op_log2 = _Op(
    'log2', _pw.FAMILY,
    _pw.Pointwise('log2', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_log2)
_log2_case = _pw.Case(
    cpu_1d=_cpu.log2_1d, cpu_nd=_cpu.log2_nd, cpu_par=(_cpu.log2_1dp, _cpu.log2_ndp),
    cpu_1di=_cpu.log2_1di,
    cuda='log2_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def log2(input, *, out=None):
    """log2(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_log2, ((self,), (), _log2_case), out)


def log2_(input):
    """log2(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_log2, ((self,), (), _log2_case))


def _log2_method(self):
    """log2(Tensor self) -> Tensor"""
    return _pipeline.call(_op_log2, ((self,), (), _log2_case))


# ---- log10
def _d_log10(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad / (self * 2.302585092994046)) if needs[0] else None,
    )


_derivative_log10 = _Derivative(_d_log10, inputs=('self',), reads=('self',))

_op_log10 = _Op(
    'log10', _pw.FAMILY,
    _pw.Pointwise('log10', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_log10)
_log10_case = _pw.Case(
    cpu_1d=_cpu.log10_1d, cpu_nd=_cpu.log10_nd, cpu_par=(_cpu.log10_1dp, _cpu.log10_ndp),
    cpu_1di=_cpu.log10_1di,
    cuda='log10_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def log10(input, *, out=None):
    """log10(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_log10, ((self,), (), _log10_case), out)


def log10_(input):
    """log10(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_log10, ((self,), (), _log10_case))


def _log10_method(self):
    """log10(Tensor self) -> Tensor"""
    return _pipeline.call(_op_log10, ((self,), (), _log10_case))


# ---- log1p
def _d_log1p(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad / (self + 1)) if needs[0] else None,
    )


_derivative_log1p = _Derivative(_d_log1p, inputs=('self',), reads=('self',))

_op_log1p = _Op(
    'log1p', _pw.FAMILY,
    _pw.Pointwise('log1p', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', sparse='values', backward=_derivative_log1p)
_log1p_case = _pw.Case(
    cpu_1d=_cpu.log1p_1d, cpu_nd=_cpu.log1p_nd, cpu_par=(_cpu.log1p_1dp, _cpu.log1p_ndp),
    cpu_1di=_cpu.log1p_1di,
    cuda='log1p_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def log1p(input, *, out=None):
    """log1p(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_log1p, ((self,), (), _log1p_case), out)


def log1p_(input):
    """log1p(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_log1p, ((self,), (), _log1p_case))


def _log1p_method(self):
    """log1p(Tensor self) -> Tensor"""
    return _pipeline.call(_op_log1p, ((self,), (), _log1p_case))


# ---- sin
def _d_sin(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * cos(self)) if needs[0] else None,
    )


_derivative_sin = _Derivative(_d_sin, inputs=('self',), reads=('self',))

_op_sin = _Op(
    'sin', _pw.FAMILY,
    _pw.Pointwise('sin', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', sparse='values', backward=_derivative_sin)
_sin_case = _pw.Case(
    cpu_1d=_cpu.sin_1d, cpu_nd=_cpu.sin_nd, cpu_par=(_cpu.sin_1dp, _cpu.sin_ndp),
    cpu_1di=_cpu.sin_1di,
    cuda='sin_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def sin(input, *, out=None):
    """sin(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_sin, ((self,), (), _sin_case), out)


def sin_(input):
    """sin(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_sin, ((self,), (), _sin_case))


def _sin_method(self):
    """sin(Tensor self) -> Tensor"""
    return _pipeline.call(_op_sin, ((self,), (), _sin_case))


# ---- cos
def _d_cos(needs, grads, results, self):
    grad = grads[0]
    return (
        (-grad * sin(self)) if needs[0] else None,
    )


_derivative_cos = _Derivative(_d_cos, inputs=('self',), reads=('self',))

_op_cos = _Op(
    'cos', _pw.FAMILY,
    _pw.Pointwise('cos', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_cos)
_cos_case = _pw.Case(
    cpu_1d=_cpu.cos_1d, cpu_nd=_cpu.cos_nd, cpu_par=(_cpu.cos_1dp, _cpu.cos_ndp),
    cpu_1di=_cpu.cos_1di,
    cuda='cos_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def cos(input, *, out=None):
    """cos(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_cos, ((self,), (), _cos_case), out)


def cos_(input):
    """cos(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_cos, ((self,), (), _cos_case))


def _cos_method(self):
    """cos(Tensor self) -> Tensor"""
    return _pipeline.call(_op_cos, ((self,), (), _cos_case))


# ---- tan
def _d_tan(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (grad * (1 + result * result)) if needs[0] else None,
    )


_derivative_tan = _Derivative(_d_tan, inputs=('self',), reads=(), uses_result=True)

_op_tan = _Op(
    'tan', _pw.FAMILY,
    _pw.Pointwise('tan', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', sparse='values', backward=_derivative_tan)
_tan_case = _pw.Case(
    cpu_1d=_cpu.tan_1d, cpu_nd=_cpu.tan_nd, cpu_par=(_cpu.tan_1dp, _cpu.tan_ndp),
    cpu_1di=_cpu.tan_1di,
    cuda='tan_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def tan(input, *, out=None):
    """tan(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_tan, ((self,), (), _tan_case), out)


def tan_(input):
    """tan(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_tan, ((self,), (), _tan_case))


def _tan_method(self):
    """tan(Tensor self) -> Tensor"""
    return _pipeline.call(_op_tan, ((self,), (), _tan_case))


# ---- asin
def _d_asin(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * rsqrt(1 - self * self)) if needs[0] else None,
    )


_derivative_asin = _Derivative(_d_asin, inputs=('self',), reads=('self',))

_op_asin = _Op(
    'asin', _pw.FAMILY,
    _pw.Pointwise('asin', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', sparse='values', backward=_derivative_asin)
_asin_case = _pw.Case(
    cpu_1d=_cpu.asin_1d, cpu_nd=_cpu.asin_nd, cpu_par=(_cpu.asin_1dp, _cpu.asin_ndp),
    cpu_1di=_cpu.asin_1di,
    cuda='asin_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def asin(input, *, out=None):
    """asin(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_asin, ((self,), (), _asin_case), out)


def asin_(input):
    """asin(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_asin, ((self,), (), _asin_case))


def _asin_method(self):
    """asin(Tensor self) -> Tensor"""
    return _pipeline.call(_op_asin, ((self,), (), _asin_case))


# ---- acos
def _d_acos(needs, grads, results, self):
    grad = grads[0]
    return (
        (-grad * rsqrt(1 - self * self)) if needs[0] else None,
    )


_derivative_acos = _Derivative(_d_acos, inputs=('self',), reads=('self',))

_op_acos = _Op(
    'acos', _pw.FAMILY,
    _pw.Pointwise('acos', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_acos)
_acos_case = _pw.Case(
    cpu_1d=_cpu.acos_1d, cpu_nd=_cpu.acos_nd, cpu_par=(_cpu.acos_1dp, _cpu.acos_ndp),
    cpu_1di=_cpu.acos_1di,
    cuda='acos_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def acos(input, *, out=None):
    """acos(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_acos, ((self,), (), _acos_case), out)


def acos_(input):
    """acos(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_acos, ((self,), (), _acos_case))


def _acos_method(self):
    """acos(Tensor self) -> Tensor"""
    return _pipeline.call(_op_acos, ((self,), (), _acos_case))


# ---- atan
def _d_atan(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad / (1 + self * self)) if needs[0] else None,
    )


_derivative_atan = _Derivative(_d_atan, inputs=('self',), reads=('self',))

_op_atan = _Op(
    'atan', _pw.FAMILY,
    _pw.Pointwise('atan', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', sparse='values', backward=_derivative_atan)
_atan_case = _pw.Case(
    cpu_1d=_cpu.atan_1d, cpu_nd=_cpu.atan_nd, cpu_par=(_cpu.atan_1dp, _cpu.atan_ndp),
    cpu_1di=_cpu.atan_1di,
    cuda='atan_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def atan(input, *, out=None):
    """atan(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_atan, ((self,), (), _atan_case), out)


def atan_(input):
    """atan(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_atan, ((self,), (), _atan_case))


def _atan_method(self):
    """atan(Tensor self) -> Tensor"""
    return _pipeline.call(_op_atan, ((self,), (), _atan_case))


# ---- sinh
def _d_sinh(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * cosh(self)) if needs[0] else None,
    )


_derivative_sinh = _Derivative(_d_sinh, inputs=('self',), reads=('self',))

_op_sinh = _Op(
    'sinh', _pw.FAMILY,
    _pw.Pointwise('sinh', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', sparse='values', backward=_derivative_sinh)
_sinh_case = _pw.Case(
    cpu_1d=_cpu.sinh_1d, cpu_nd=_cpu.sinh_nd, cpu_par=(_cpu.sinh_1dp, _cpu.sinh_ndp),
    cpu_1di=_cpu.sinh_1di,
    cuda='sinh_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def sinh(input, *, out=None):
    """sinh(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_sinh, ((self,), (), _sinh_case), out)


def sinh_(input):
    """sinh(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_sinh, ((self,), (), _sinh_case))


def _sinh_method(self):
    """sinh(Tensor self) -> Tensor"""
    return _pipeline.call(_op_sinh, ((self,), (), _sinh_case))


# ---- cosh
def _d_cosh(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * sinh(self)) if needs[0] else None,
    )


_derivative_cosh = _Derivative(_d_cosh, inputs=('self',), reads=('self',))

_op_cosh = _Op(
    'cosh', _pw.FAMILY,
    _pw.Pointwise('cosh', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_cosh)
_cosh_case = _pw.Case(
    cpu_1d=_cpu.cosh_1d, cpu_nd=_cpu.cosh_nd, cpu_par=(_cpu.cosh_1dp, _cpu.cosh_ndp),
    cpu_1di=_cpu.cosh_1di,
    cuda='cosh_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def cosh(input, *, out=None):
    """cosh(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_cosh, ((self,), (), _cosh_case), out)


def cosh_(input):
    """cosh(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_cosh, ((self,), (), _cosh_case))


def _cosh_method(self):
    """cosh(Tensor self) -> Tensor"""
    return _pipeline.call(_op_cosh, ((self,), (), _cosh_case))


# ---- tanh
def _d_tanh(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (grad * (1 - result * result)) if needs[0] else None,
    )


_derivative_tanh = _Derivative(_d_tanh, inputs=('self',), reads=(), uses_result=True)

_op_tanh = _Op(
    'tanh', _pw.FAMILY,
    _pw.Pointwise('tanh', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', sparse='values', backward=_derivative_tanh)
_tanh_case = _pw.Case(
    cpu_1d=_cpu.tanh_1d, cpu_nd=_cpu.tanh_nd, cpu_par=(_cpu.tanh_1dp, _cpu.tanh_ndp),
    cpu_1di=_cpu.tanh_1di,
    cuda='tanh_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def tanh(input, *, out=None):
    """tanh(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_tanh, ((self,), (), _tanh_case), out)


def tanh_(input):
    """tanh(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_tanh, ((self,), (), _tanh_case))


def _tanh_method(self):
    """tanh(Tensor self) -> Tensor"""
    return _pipeline.call(_op_tanh, ((self,), (), _tanh_case))


# ---- sigmoid
def _d_sigmoid(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (grad * result * (1 - result)) if needs[0] else None,
    )


_derivative_sigmoid = _Derivative(_d_sigmoid, inputs=('self',), reads=(), uses_result=True)

_op_sigmoid = _Op(
    'sigmoid', _pw.FAMILY,
    _pw.Pointwise('sigmoid', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_sigmoid)
_sigmoid_case = _pw.Case(
    cpu_1d=_cpu.sigmoid_1d, cpu_nd=_cpu.sigmoid_nd, cpu_par=(_cpu.sigmoid_1dp, _cpu.sigmoid_ndp),
    cpu_1di=_cpu.sigmoid_1di,
    cuda='sigmoid_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def sigmoid(input, *, out=None):
    """sigmoid(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_sigmoid, ((self,), (), _sigmoid_case), out)


def sigmoid_(input):
    """sigmoid(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_sigmoid, ((self,), (), _sigmoid_case))


def _sigmoid_method(self):
    """sigmoid(Tensor self) -> Tensor"""
    return _pipeline.call(_op_sigmoid, ((self,), (), _sigmoid_case))


# ---- erf
def _d_erf(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * 1.1283791670955126 * exp(-self * self)) if needs[0] else None,
    )


_derivative_erf = _Derivative(_d_erf, inputs=('self',), reads=('self',))

_op_erf = _Op(
    'erf', _pw.FAMILY,
    _pw.Pointwise('erf', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', sparse='values', backward=_derivative_erf)
_erf_case = _pw.Case(
    cpu_1d=_cpu.erf_1d, cpu_nd=_cpu.erf_nd, cpu_par=(_cpu.erf_1dp, _cpu.erf_ndp),
    cpu_1di=_cpu.erf_1di,
    cuda='erf_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def erf(input, *, out=None):
    """erf(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_erf, ((self,), (), _erf_case), out)


def erf_(input):
    """erf(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_erf, ((self,), (), _erf_case))


def _erf_method(self):
    """erf(Tensor self) -> Tensor"""
    return _pipeline.call(_op_erf, ((self,), (), _erf_case))


# ---- erfc
def _d_erfc(needs, grads, results, self):
    grad = grads[0]
    return (
        (-grad * 1.1283791670955126 * exp(-self * self)) if needs[0] else None,
    )


_derivative_erfc = _Derivative(_d_erfc, inputs=('self',), reads=('self',))

_op_erfc = _Op(
    'erfc', _pw.FAMILY,
    _pw.Pointwise('erfc', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_erfc)
_erfc_case = _pw.Case(
    cpu_1d=_cpu.erfc_1d, cpu_nd=_cpu.erfc_nd, cpu_par=(_cpu.erfc_1dp, _cpu.erfc_ndp),
    cpu_1di=_cpu.erfc_1di,
    cuda='erfc_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def erfc(input, *, out=None):
    """erfc(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_erfc, ((self,), (), _erfc_case), out)


def erfc_(input):
    """erfc(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_erfc, ((self,), (), _erfc_case))


def _erfc_method(self):
    """erfc(Tensor self) -> Tensor"""
    return _pipeline.call(_op_erfc, ((self,), (), _erfc_case))


# ---- erfinv
def _d_erfinv(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (grad * 0.886226925452758 * exp(result * result)) if needs[0] else None,
    )


_derivative_erfinv = _Derivative(_d_erfinv, inputs=('self',), reads=(), uses_result=True)

_op_erfinv = _Op(
    'erfinv', _pw.FAMILY,
    _pw.Pointwise('erfinv', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', sparse='values', backward=_derivative_erfinv)
_erfinv_case = _pw.Case(
    cpu_1d=_cpu.erfinv_1d, cpu_nd=_cpu.erfinv_nd, cpu_par=(_cpu.erfinv_1dp, _cpu.erfinv_ndp),
    cpu_1di=_cpu.erfinv_1di,
    cuda='erfinv_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def erfinv(input, *, out=None):
    """erfinv(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_erfinv, ((self,), (), _erfinv_case), out)


def erfinv_(self):
    """erfinv(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_erfinv, ((self,), (), _erfinv_case))


def _erfinv_method(self):
    """erfinv(Tensor self) -> Tensor"""
    return _pipeline.call(_op_erfinv, ((self,), (), _erfinv_case))


# ---- digamma
def _d_digamma(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * trigamma(self)) if needs[0] else None,
    )


_derivative_digamma = _Derivative(_d_digamma, inputs=('self',), reads=('self',))

_op_digamma = _Op(
    'digamma', _pw.FAMILY,
    _pw.Pointwise('digamma', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_digamma)
_digamma_case = _pw.Case(
    cpu_1d=_cpu.digamma_1d, cpu_nd=_cpu.digamma_nd, cpu_par=(_cpu.digamma_1dp, _cpu.digamma_ndp),
    cpu_1di=_cpu.digamma_1di,
    cuda='digamma_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def digamma(input, *, out=None):
    """digamma(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_digamma, ((self,), (), _digamma_case), out)


def digamma_(self):
    """digamma(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_digamma, ((self,), (), _digamma_case))


def _digamma_method(self):
    """digamma(Tensor self) -> Tensor"""
    return _pipeline.call(_op_digamma, ((self,), (), _digamma_case))


# ---- acosh
def _d_acosh(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * rsqrt(self * self - 1)) if needs[0] else None,
    )


_derivative_acosh = _Derivative(_d_acosh, inputs=('self',), reads=('self',))

_op_acosh = _Op(
    'acosh', _pw.FAMILY,
    _pw.Pointwise('acosh', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_acosh)
_acosh_case = _pw.Case(
    cpu_1d=_cpu.acosh_1d, cpu_nd=_cpu.acosh_nd, cpu_par=(_cpu.acosh_1dp, _cpu.acosh_ndp),
    cpu_1di=_cpu.acosh_1di,
    cuda='acosh_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def acosh(input, *, out=None):
    """acosh(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_acosh, ((self,), (), _acosh_case), out)


def acosh_(input):
    """acosh(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_acosh, ((self,), (), _acosh_case))


def _acosh_method(self):
    """acosh(Tensor self) -> Tensor"""
    return _pipeline.call(_op_acosh, ((self,), (), _acosh_case))


arccosh = acosh  # ops.yaml `aliases:`
arccosh_ = acosh_
# ---- asinh
def _d_asinh(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * rsqrt(self * self + 1)) if needs[0] else None,
    )


_derivative_asinh = _Derivative(_d_asinh, inputs=('self',), reads=('self',))

_op_asinh = _Op(
    'asinh', _pw.FAMILY,
    _pw.Pointwise('asinh', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_asinh)
_asinh_case = _pw.Case(
    cpu_1d=_cpu.asinh_1d, cpu_nd=_cpu.asinh_nd, cpu_par=(_cpu.asinh_1dp, _cpu.asinh_ndp),
    cpu_1di=_cpu.asinh_1di,
    cuda='asinh_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def asinh(input, *, out=None):
    """asinh(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_asinh, ((self,), (), _asinh_case), out)


def asinh_(input):
    """asinh(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_asinh, ((self,), (), _asinh_case))


def _asinh_method(self):
    """asinh(Tensor self) -> Tensor"""
    return _pipeline.call(_op_asinh, ((self,), (), _asinh_case))


arcsinh = asinh  # ops.yaml `aliases:`
arcsinh_ = asinh_
# ---- atanh
def _d_atanh(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad / (1 - self * self)) if needs[0] else None,
    )


_derivative_atanh = _Derivative(_d_atanh, inputs=('self',), reads=('self',))

_op_atanh = _Op(
    'atanh', _pw.FAMILY,
    _pw.Pointwise('atanh', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_atanh)
_atanh_case = _pw.Case(
    cpu_1d=_cpu.atanh_1d, cpu_nd=_cpu.atanh_nd, cpu_par=(_cpu.atanh_1dp, _cpu.atanh_ndp),
    cpu_1di=_cpu.atanh_1di,
    cuda='atanh_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def atanh(input, *, out=None):
    """atanh(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_atanh, ((self,), (), _atanh_case), out)


def atanh_(input):
    """atanh(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_atanh, ((self,), (), _atanh_case))


def _atanh_method(self):
    """atanh(Tensor self) -> Tensor"""
    return _pipeline.call(_op_atanh, ((self,), (), _atanh_case))


arctanh = atanh  # ops.yaml `aliases:`
arctanh_ = atanh_
# ---- clamp_min
def _d_clamp_min(needs, grads, results, self, min):
    grad = grads[0]
    return (
        (where(self >= min, grad, 0.0)) if needs[0] else None,
        (where(self < min, grad, 0.0)) if needs[1] else None,
    )


_derivative_clamp_min = _Derivative(_d_clamp_min, inputs=('self', 'min'), reads=('self', 'min'))

_op_clamp_min = _Op(
    'clamp_min', _pw.FAMILY,
    _pw.Pointwise('clamp_min', args=('self', 'min'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0,), checked=((1, 'result'),)),
    names='unify', nested='elementwise', backward=_derivative_clamp_min)
_clamp_min_case = _pw.Case(
    cpu_1d=_cpu.clamp_min_1d, cpu_nd=_cpu.clamp_min_nd, cpu_par=(_cpu.clamp_min_1dp, _cpu.clamp_min_ndp),
    cpu_1di=_cpu.clamp_min_1di,
    cuda='clamp_min_kernel', category='default', dtypes=_D.GROUPS['all'])


def clamp_min(input, min, *, out=None):
    """clamp_min(Tensor self, Tensor min) -> Tensor"""
    self = input
    return _pipeline.call(_op_clamp_min, ((self, min), (), _clamp_min_case), out)


def clamp_min_(input, min):
    """clamp_min(Tensor self, Tensor min) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_clamp_min, ((self, min), (), _clamp_min_case))


def _clamp_min_method(self, min):
    """clamp_min(Tensor self, Tensor min) -> Tensor"""
    return _pipeline.call(_op_clamp_min, ((self, min), (), _clamp_min_case))


# ---- clamp_max
def _d_clamp_max(needs, grads, results, self, max):
    grad = grads[0]
    return (
        (where(self <= max, grad, 0.0)) if needs[0] else None,
        (where(self > max, grad, 0.0)) if needs[1] else None,
    )


_derivative_clamp_max = _Derivative(_d_clamp_max, inputs=('self', 'max'), reads=('self', 'max'))

_op_clamp_max = _Op(
    'clamp_max', _pw.FAMILY,
    _pw.Pointwise('clamp_max', args=('self', 'max'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0,), checked=((1, 'result'),)),
    names='unify', nested='elementwise', backward=_derivative_clamp_max)
_clamp_max_case = _pw.Case(
    cpu_1d=_cpu.clamp_max_1d, cpu_nd=_cpu.clamp_max_nd, cpu_par=(_cpu.clamp_max_1dp, _cpu.clamp_max_ndp),
    cpu_1di=_cpu.clamp_max_1di,
    cuda='clamp_max_kernel', category='default', dtypes=_D.GROUPS['all'])


def clamp_max(input, max, *, out=None):
    """clamp_max(Tensor self, Tensor max) -> Tensor"""
    self = input
    return _pipeline.call(_op_clamp_max, ((self, max), (), _clamp_max_case), out)


def clamp_max_(input, max):
    """clamp_max(Tensor self, Tensor max) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_clamp_max, ((self, max), (), _clamp_max_case))


def _clamp_max_method(self, max):
    """clamp_max(Tensor self, Tensor max) -> Tensor"""
    return _pipeline.call(_op_clamp_max, ((self, max), (), _clamp_max_case))


# ---- copysign
def _d_copysign(needs, grads, results, self):
    grad = grads[0]
    result = results[0]
    return (
        (where(self == 0, 0.0, grad * result / self)) if needs[0] else None,
        (zeros_like(grad)) if needs[1] else None,
    )


_derivative_copysign = _Derivative(_d_copysign, inputs=('self', 'other'), reads=('self',), uses_result=True)

_op_copysign = _Op(
    'copysign', _pw.FAMILY,
    _pw.Pointwise('copysign', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0,)),
    names='unify', nested='elementwise', backward=_derivative_copysign)
_copysign_case = _pw.Case(
    cpu_1d=_cpu.copysign_1d, cpu_nd=_cpu.copysign_nd, cpu_par=(_cpu.copysign_1dp, _cpu.copysign_ndp),
    cpu_1di=_cpu.copysign_1di,
    cuda='copysign_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def copysign(input, other, *, out=None):
    """copysign(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_copysign, ((self, other), (), _copysign_case), out)


def copysign_(self, other):
    """copysign(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_copysign, ((self, other), (), _copysign_case))


def _copysign_method(self, other):
    """copysign(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_copysign, ((self, other), (), _copysign_case))


# ---- nextafter
def _d_nextafter(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (where(self != other, grad, 0.0)) if needs[0] else None,
        (zeros_like(grad)) if needs[1] else None,
    )


_derivative_nextafter = _Derivative(_d_nextafter, inputs=('self', 'other'), reads=('self', 'other'))

_op_nextafter = _Op(
    'nextafter', _pw.FAMILY,
    _pw.Pointwise('nextafter', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise', backward=_derivative_nextafter)
_nextafter__float16_case = _pw.Case(
    cpu_1d=_cpu.nextafter__float16_1d, cpu_nd=_cpu.nextafter__float16_nd, cpu_par=(_cpu.nextafter__float16_1dp, _cpu.nextafter__float16_ndp),
    cpu_1di=_cpu.nextafter__float16_1di,
    cuda='nextafter__float16_kernel', category='default', dtypes=_D.GROUPS['floating'])

_nextafter__bfloat16_case = _pw.Case(
    cpu_1d=_cpu.nextafter__bfloat16_1d, cpu_nd=_cpu.nextafter__bfloat16_nd, cpu_par=(_cpu.nextafter__bfloat16_1dp, _cpu.nextafter__bfloat16_ndp),
    cpu_1di=_cpu.nextafter__bfloat16_1di,
    cuda='nextafter__bfloat16_kernel', category='default', dtypes=_D.GROUPS['floating'])

_nextafter__float32_case = _pw.Case(
    cpu_1d=_cpu.nextafter__float32_1d, cpu_nd=_cpu.nextafter__float32_nd, cpu_par=(_cpu.nextafter__float32_1dp, _cpu.nextafter__float32_ndp),
    cpu_1di=_cpu.nextafter__float32_1di,
    cuda='nextafter__float32_kernel', category='default', dtypes=_D.GROUPS['floating'])

_nextafter_case = _pw.Case(
    cpu_1d=_cpu.nextafter_1d, cpu_nd=_cpu.nextafter_nd, cpu_par=(_cpu.nextafter_1dp, _cpu.nextafter_ndp),
    cpu_1di=_cpu.nextafter_1di,
    cuda='nextafter_kernel', category='default', dtypes=_D.GROUPS['floating'],
    dtype_cases={'float16': _nextafter__float16_case, 'bfloat16': _nextafter__bfloat16_case, 'float32': _nextafter__float32_case})


def nextafter(input, other, *, out=None):
    """nextafter(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_nextafter, ((self, other), (), _nextafter_case), out)


def nextafter_(self, other):
    """nextafter(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_nextafter, ((self, other), (), _nextafter_case))


def _nextafter_method(self, other):
    """nextafter(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_nextafter, ((self, other), (), _nextafter_case))


# ---- deg2rad
def _d_deg2rad(needs, grads, results):
    grad = grads[0]
    return (
        (grad * 0.017453292519943295) if needs[0] else None,
    )


_derivative_deg2rad = _Derivative(_d_deg2rad, inputs=('self',), reads=())

_op_deg2rad = _Op(
    'deg2rad', _pw.FAMILY,
    _pw.Pointwise('deg2rad', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_deg2rad)
_deg2rad_case = _pw.Case(
    cpu_1d=_cpu.deg2rad_1d, cpu_nd=_cpu.deg2rad_nd, cpu_par=(_cpu.deg2rad_1dp, _cpu.deg2rad_ndp),
    cpu_1di=_cpu.deg2rad_1di,
    cuda='deg2rad_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def deg2rad(input, *, out=None):
    """deg2rad(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_deg2rad, ((self,), (), _deg2rad_case), out)


def deg2rad_(input):
    """deg2rad(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_deg2rad, ((self,), (), _deg2rad_case))


def _deg2rad_method(self):
    """deg2rad(Tensor self) -> Tensor"""
    return _pipeline.call(_op_deg2rad, ((self,), (), _deg2rad_case))


# ---- rad2deg
def _d_rad2deg(needs, grads, results):
    grad = grads[0]
    return (
        (grad * 57.29577951308232) if needs[0] else None,
    )


_derivative_rad2deg = _Derivative(_d_rad2deg, inputs=('self',), reads=())

_op_rad2deg = _Op(
    'rad2deg', _pw.FAMILY,
    _pw.Pointwise('rad2deg', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_rad2deg)
_rad2deg_case = _pw.Case(
    cpu_1d=_cpu.rad2deg_1d, cpu_nd=_cpu.rad2deg_nd, cpu_par=(_cpu.rad2deg_1dp, _cpu.rad2deg_ndp),
    cpu_1di=_cpu.rad2deg_1di,
    cuda='rad2deg_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def rad2deg(input, *, out=None):
    """rad2deg(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_rad2deg, ((self,), (), _rad2deg_case), out)


def rad2deg_(input):
    """rad2deg(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_rad2deg, ((self,), (), _rad2deg_case))


def _rad2deg_method(self):
    """rad2deg(Tensor self) -> Tensor"""
    return _pipeline.call(_op_rad2deg, ((self,), (), _rad2deg_case))


# ---- exp2
def _d_exp2(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (grad * result * 0.6931471805599453) if needs[0] else None,
    )


_derivative_exp2 = _Derivative(_d_exp2, inputs=('self',), reads=(), uses_result=True)

_op_exp2 = _Op(
    'exp2', _pw.FAMILY,
    _pw.Pointwise('exp2', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_exp2)
_exp2_case = _pw.Case(
    cpu_1d=_cpu.exp2_1d, cpu_nd=_cpu.exp2_nd, cpu_par=(_cpu.exp2_1dp, _cpu.exp2_ndp),
    cpu_1di=_cpu.exp2_1di,
    cuda='exp2_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def exp2(input, *, out=None):
    """exp2(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_exp2, ((self,), (), _exp2_case), out)


def exp2_(input):
    """exp2(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_exp2, ((self,), (), _exp2_case))


def _exp2_method(self):
    """exp2(Tensor self) -> Tensor"""
    return _pipeline.call(_op_exp2, ((self,), (), _exp2_case))


# ---- float_power
def _d_float_power(needs, grads, results, self, exponent):
    grad = grads[0]
    result = results[0]
    return (
        (pow_backward_self(grad, self, exponent)) if needs[0] else None,
        (pow_backward_exponent(grad, self, exponent, result)) if needs[1] else None,
    )


_derivative_float_power = _Derivative(_d_float_power, inputs=('self', 'exponent'), reads=('self', 'exponent'), uses_result=True)

_op_float_power = _Op(
    'float_power', _pw.FAMILY,
    _pw.Pointwise('float_power', args=('self', 'exponent'), promote=(0, 1),
                  fixed={}, scalars=(), exact_out=True),
    names='unify', nested='elementwise', backward=_derivative_float_power)
_float_power_case = _pw.Case(
    cpu_1d=_cpu.float_power_1d, cpu_nd=_cpu.float_power_nd, cpu_par=(_cpu.float_power_1dp, _cpu.float_power_ndp),
    cpu_1di=_cpu.float_power_1di,
    cuda='float_power_kernel', category='always_float64', dtypes=_D.GROUPS['all'])


def float_power(input, exponent, *, out=None):
    """float_power(Tensor self, Tensor exponent) -> Tensor"""
    self = input
    return _pipeline.call(_op_float_power, ((self, exponent), (), _float_power_case), out)


def float_power_(self, exponent):
    """float_power(Tensor self, Tensor exponent) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_float_power, ((self, exponent), (), _float_power_case))


def _float_power_method(self, exponent):
    """float_power(Tensor self, Tensor exponent) -> Tensor"""
    return _pipeline.call(_op_float_power, ((self, exponent), (), _float_power_case))


# ---- fmax
def _d_fmax(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (where(logical_or(self >= other, isnan(other)), grad, 0.0)) if needs[0] else None,
        (where(logical_or(self >= other, isnan(other)), 0.0, grad)) if needs[1] else None,
    )


_derivative_fmax = _Derivative(_d_fmax, inputs=('self', 'other'), reads=('self', 'other'))

_op_fmax = _Op(
    'fmax', _pw.FAMILY,
    _pw.Pointwise('fmax', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise', backward=_derivative_fmax)
_fmax_case = _pw.Case(
    cpu_1d=_cpu.fmax_1d, cpu_nd=_cpu.fmax_nd, cpu_par=(_cpu.fmax_1dp, _cpu.fmax_ndp),
    cpu_1di=_cpu.fmax_1di,
    cuda='fmax_kernel', category='default', dtypes=_D.GROUPS['all'])


def fmax(input, other, *, out=None):
    """fmax(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_fmax, ((self, other), (), _fmax_case), out)


def _fmax_method(self, other):
    """fmax(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_fmax, ((self, other), (), _fmax_case))


# ---- fmin
def _d_fmin(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (where(logical_or(self <= other, isnan(other)), grad, 0.0)) if needs[0] else None,
        (where(logical_or(self <= other, isnan(other)), 0.0, grad)) if needs[1] else None,
    )


_derivative_fmin = _Derivative(_d_fmin, inputs=('self', 'other'), reads=('self', 'other'))

_op_fmin = _Op(
    'fmin', _pw.FAMILY,
    _pw.Pointwise('fmin', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise', backward=_derivative_fmin)
_fmin_case = _pw.Case(
    cpu_1d=_cpu.fmin_1d, cpu_nd=_cpu.fmin_nd, cpu_par=(_cpu.fmin_1dp, _cpu.fmin_ndp),
    cpu_1di=_cpu.fmin_1di,
    cuda='fmin_kernel', category='default', dtypes=_D.GROUPS['all'])


def fmin(input, other, *, out=None):
    """fmin(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_fmin, ((self, other), (), _fmin_case), out)


def _fmin_method(self, other):
    """fmin(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_fmin, ((self, other), (), _fmin_case))


# ---- gcd
_op_gcd = _Op(
    'gcd', _pw.FAMILY,
    _pw.Pointwise('gcd', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise')
_gcd_case = _pw.Case(
    cpu_1d=_cpu.gcd_1d, cpu_nd=_cpu.gcd_nd, cpu_par=(_cpu.gcd_1dp, _cpu.gcd_ndp),
    cpu_1di=_cpu.gcd_1di,
    cuda='gcd_kernel', category='default', dtypes=_D.GROUPS['integral'])


def gcd(input, other, *, out=None):
    """gcd(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_gcd, ((self, other), (), _gcd_case), out)


def gcd_(input, other):
    """gcd(Tensor self, Tensor other) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_gcd, ((self, other), (), _gcd_case))


def _gcd_method(self, other):
    """gcd(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_gcd, ((self, other), (), _gcd_case))


# ---- lcm
_op_lcm = _Op(
    'lcm', _pw.FAMILY,
    _pw.Pointwise('lcm', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise')
_lcm_case = _pw.Case(
    cpu_1d=_cpu.lcm_1d, cpu_nd=_cpu.lcm_nd, cpu_par=(_cpu.lcm_1dp, _cpu.lcm_ndp),
    cpu_1di=_cpu.lcm_1di,
    cuda='lcm_kernel', category='default', dtypes=_D.GROUPS['integral'])


def lcm(input, other, *, out=None):
    """lcm(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_lcm, ((self, other), (), _lcm_case), out)


def lcm_(input, other):
    """lcm(Tensor self, Tensor other) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_lcm, ((self, other), (), _lcm_case))


def _lcm_method(self, other):
    """lcm(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_lcm, ((self, other), (), _lcm_case))


# ---- heaviside
def _d_heaviside(needs, grads, results):
    return (
        (derivative_not_implemented('heaviside')) if needs[0] else None,
        (derivative_not_implemented('heaviside')) if needs[1] else None,
    )


_derivative_heaviside = _Derivative(_d_heaviside, inputs=('self', 'values'), reads=())

_op_heaviside = _Op(
    'heaviside', _pw.FAMILY,
    _pw.Pointwise('heaviside', args=('self', 'values'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1), same_dtype=((0, 1), 'heaviside is not yet implemented for tensors with different dtypes.', ())),
    names='unify', nested='elementwise', backward=_derivative_heaviside)
_heaviside__bool_case = _pw.Case(
    cpu_1d=_cpu.heaviside__bool_1d, cpu_nd=_cpu.heaviside__bool_nd, cpu_par=(_cpu.heaviside__bool_1dp, _cpu.heaviside__bool_ndp),
    cpu_1di=_cpu.heaviside__bool_1di,
    cuda='heaviside__bool_kernel', category='default', dtypes=_D.GROUPS['all'])

_heaviside_case = _pw.Case(
    cpu_1d=_cpu.heaviside_1d, cpu_nd=_cpu.heaviside_nd, cpu_par=(_cpu.heaviside_1dp, _cpu.heaviside_ndp),
    cpu_1di=_cpu.heaviside_1di,
    cuda='heaviside_kernel', category='default', dtypes=_D.GROUPS['all'],
    bool_case=_heaviside__bool_case)


def heaviside(input, values, *, out=None):
    """heaviside(Tensor self, Tensor values) -> Tensor"""
    self = input
    return _pipeline.call(_op_heaviside, ((self, values), (), _heaviside_case), out)


def heaviside_(self, values):
    """heaviside(Tensor self, Tensor values) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_heaviside, ((self, values), (), _heaviside_case))


def _heaviside_method(self, values):
    """heaviside(Tensor self, Tensor values) -> Tensor"""
    return _pipeline.call(_op_heaviside, ((self, values), (), _heaviside_case))


# ---- hypot
def _d_hypot(needs, grads, results, self, other):
    grad = grads[0]
    result = results[0]
    return (
        (grad * self / result) if needs[0] else None,
        (grad * other / result) if needs[1] else None,
    )


_derivative_hypot = _Derivative(_d_hypot, inputs=('self', 'other'), reads=('self', 'other'), uses_result=True)

_op_hypot = _Op(
    'hypot', _pw.FAMILY,
    _pw.Pointwise('hypot', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise', backward=_derivative_hypot)
_hypot_case = _pw.Case(
    cpu_1d=_cpu.hypot_1d, cpu_nd=_cpu.hypot_nd, cpu_par=(_cpu.hypot_1dp, _cpu.hypot_ndp),
    cpu_1di=_cpu.hypot_1di,
    cuda='hypot_kernel', category='default', dtypes=_D.GROUPS['floating'])


def hypot(input, other, *, out=None):
    """hypot(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_hypot, ((self, other), (), _hypot_case), out)


def hypot_(self, other):
    """hypot(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_hypot, ((self, other), (), _hypot_case))


def _hypot_method(self, other):
    """hypot(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_hypot, ((self, other), (), _hypot_case))


# ---- i0
def _d_i0(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * special_i1(self)) if needs[0] else None,
    )


_derivative_i0 = _Derivative(_d_i0, inputs=('self',), reads=('self',))

_op_i0 = _Op(
    'i0', _pw.FAMILY,
    _pw.Pointwise('i0', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_i0)
_i0_case = _pw.Case(
    cpu_1d=_cpu.i0_1d, cpu_nd=_cpu.i0_nd, cpu_par=(_cpu.i0_1dp, _cpu.i0_ndp),
    cpu_1di=_cpu.i0_1di,
    cuda='i0_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def i0(input, *, out=None):
    """i0(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_i0, ((self,), (), _i0_case), out)


def i0_(input):
    """i0(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_i0, ((self,), (), _i0_case))


def _i0_method(self):
    """i0(Tensor self) -> Tensor"""
    return _pipeline.call(_op_i0, ((self,), (), _i0_case))


# ---- isfinite
_derivative_isfinite = _Derivative(None, reason='its result is bool')

_op_isfinite = _Op(
    'isfinite', _pw.FAMILY,
    _pw.Pointwise('isfinite', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_isfinite)
_isfinite__bool_case = _pw.Case(
    cpu_1d=_cpu.isfinite__bool_1d, cpu_nd=_cpu.isfinite__bool_nd, cpu_par=(_cpu.isfinite__bool_1dp, _cpu.isfinite__bool_ndp),
    cpu_1di=_cpu.isfinite__bool_1di,
    cuda='isfinite__bool_kernel', category='always_bool', dtypes=_D.GROUPS['all'])

_isfinite_case = _pw.Case(
    cpu_1d=_cpu.isfinite_1d, cpu_nd=_cpu.isfinite_nd, cpu_par=(_cpu.isfinite_1dp, _cpu.isfinite_ndp),
    cpu_1di=_cpu.isfinite_1di,
    cuda='isfinite_kernel', category='always_bool', dtypes=_D.GROUPS['all'],
    bool_case=_isfinite__bool_case)


def isfinite(input):
    """isfinite(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_isfinite, ((self,), (), _isfinite_case))


# ---- isinf
_derivative_isinf = _Derivative(None, reason='its result is bool')

_op_isinf = _Op(
    'isinf', _pw.FAMILY,
    _pw.Pointwise('isinf', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_isinf)
_isinf__bool_case = _pw.Case(
    cpu_1d=_cpu.isinf__bool_1d, cpu_nd=_cpu.isinf__bool_nd, cpu_par=(_cpu.isinf__bool_1dp, _cpu.isinf__bool_ndp),
    cpu_1di=_cpu.isinf__bool_1di,
    cuda='isinf__bool_kernel', category='always_bool', dtypes=_D.GROUPS['all'])

_isinf_case = _pw.Case(
    cpu_1d=_cpu.isinf_1d, cpu_nd=_cpu.isinf_nd, cpu_par=(_cpu.isinf_1dp, _cpu.isinf_ndp),
    cpu_1di=_cpu.isinf_1di,
    cuda='isinf_kernel', category='always_bool', dtypes=_D.GROUPS['all'],
    bool_case=_isinf__bool_case)


def isinf(input):
    """isinf(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_isinf, ((self,), (), _isinf_case))


# ---- isnan
_derivative_isnan = _Derivative(None, reason='its result is bool')

_op_isnan = _Op(
    'isnan', _pw.FAMILY,
    _pw.Pointwise('isnan', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_isnan)
_isnan_case = _pw.Case(
    cpu_1d=_cpu.isnan_1d, cpu_nd=_cpu.isnan_nd, cpu_par=(_cpu.isnan_1dp, _cpu.isnan_ndp),
    cpu_1di=_cpu.isnan_1di,
    cuda='isnan_kernel', category='always_bool', dtypes=_D.GROUPS['all'])


def isnan(input):
    """isnan(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_isnan, ((self,), (), _isnan_case))


# ---- isposinf
_derivative_isposinf = _Derivative(None, reason='its result is bool')

_op_isposinf = _Op(
    'isposinf', _pw.FAMILY,
    _pw.Pointwise('isposinf', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_isposinf)
_isposinf__bool_case = _pw.Case(
    cpu_1d=_cpu.isposinf__bool_1d, cpu_nd=_cpu.isposinf__bool_nd, cpu_par=(_cpu.isposinf__bool_1dp, _cpu.isposinf__bool_ndp),
    cpu_1di=_cpu.isposinf__bool_1di,
    cuda='isposinf__bool_kernel', category='always_bool', dtypes=_D.GROUPS['all'])

_isposinf_case = _pw.Case(
    cpu_1d=_cpu.isposinf_1d, cpu_nd=_cpu.isposinf_nd, cpu_par=(_cpu.isposinf_1dp, _cpu.isposinf_ndp),
    cpu_1di=_cpu.isposinf_1di,
    cuda='isposinf_kernel', category='always_bool', dtypes=_D.GROUPS['all'],
    bool_case=_isposinf__bool_case)


def isposinf(input, *, out=None):
    """isposinf(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_isposinf, ((self,), (), _isposinf_case), out)


def _isposinf_method(self):
    """isposinf(Tensor self) -> Tensor"""
    return _pipeline.call(_op_isposinf, ((self,), (), _isposinf_case))


# ---- isneginf
_derivative_isneginf = _Derivative(None, reason='its result is bool')

_op_isneginf = _Op(
    'isneginf', _pw.FAMILY,
    _pw.Pointwise('isneginf', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_isneginf)
_isneginf__bool_case = _pw.Case(
    cpu_1d=_cpu.isneginf__bool_1d, cpu_nd=_cpu.isneginf__bool_nd, cpu_par=(_cpu.isneginf__bool_1dp, _cpu.isneginf__bool_ndp),
    cpu_1di=_cpu.isneginf__bool_1di,
    cuda='isneginf__bool_kernel', category='always_bool', dtypes=_D.GROUPS['all'])

_isneginf_case = _pw.Case(
    cpu_1d=_cpu.isneginf_1d, cpu_nd=_cpu.isneginf_nd, cpu_par=(_cpu.isneginf_1dp, _cpu.isneginf_ndp),
    cpu_1di=_cpu.isneginf_1di,
    cuda='isneginf_kernel', category='always_bool', dtypes=_D.GROUPS['all'],
    bool_case=_isneginf__bool_case)


def isneginf(input, *, out=None):
    """isneginf(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_isneginf, ((self,), (), _isneginf_case), out)


def _isneginf_method(self):
    """isneginf(Tensor self) -> Tensor"""
    return _pipeline.call(_op_isneginf, ((self,), (), _isneginf_case))


# ---- signbit
_derivative_signbit = _Derivative(None, reason='its result is bool')

_op_signbit = _Op(
    'signbit', _pw.FAMILY,
    _pw.Pointwise('signbit', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_signbit)
_signbit__bool_case = _pw.Case(
    cpu_1d=_cpu.signbit__bool_1d, cpu_nd=_cpu.signbit__bool_nd, cpu_par=(_cpu.signbit__bool_1dp, _cpu.signbit__bool_ndp),
    cpu_1di=_cpu.signbit__bool_1di,
    cuda='signbit__bool_kernel', category='always_bool', dtypes=_D.GROUPS['all'])

_signbit__int_case = _pw.Case(
    cpu_1d=_cpu.signbit__int_1d, cpu_nd=_cpu.signbit__int_nd, cpu_par=(_cpu.signbit__int_1dp, _cpu.signbit__int_ndp),
    cpu_1di=_cpu.signbit__int_1di,
    cuda='signbit__int_kernel', category='always_bool', dtypes=_D.GROUPS['all'])

_signbit_case = _pw.Case(
    cpu_1d=_cpu.signbit_1d, cpu_nd=_cpu.signbit_nd, cpu_par=(_cpu.signbit_1dp, _cpu.signbit_ndp),
    cpu_1di=_cpu.signbit_1di,
    cuda='signbit_kernel', category='always_bool', dtypes=_D.GROUPS['all'],
    bool_case=_signbit__bool_case,
    int_case=_signbit__int_case)


def signbit(input, *, out=None):
    """signbit(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_signbit, ((self,), (), _signbit_case), out)


def _signbit_method(self):
    """signbit(Tensor self) -> Tensor"""
    return _pipeline.call(_op_signbit, ((self,), (), _signbit_case))


# ---- isclose
_derivative_isclose = _Derivative(None, reason='its result is bool')

_op_isclose = _Op(
    'isclose', _pw.FAMILY,
    _pw.Pointwise('isclose', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(('rtol', 'float'), ('atol', 'float'), ('equal_nan', 'bool')), tensor_only=(0, 1), same_dtype=((0, 1), '{expected} did not match {got}', ())),
    names='unify', nested='elementwise', backward=_derivative_isclose)
_isclose__bool_case = _pw.Case(
    cpu_1d=_cpu.isclose__bool_1d, cpu_nd=_cpu.isclose__bool_nd, cpu_par=(_cpu.isclose__bool_1dp, _cpu.isclose__bool_ndp),
    cpu_1di=_cpu.isclose__bool_1di,
    cuda='isclose__bool_kernel', category='always_bool', dtypes=_D.GROUPS['all'])

_isclose_case = _pw.Case(
    cpu_1d=_cpu.isclose_1d, cpu_nd=_cpu.isclose_nd, cpu_par=(_cpu.isclose_1dp, _cpu.isclose_ndp),
    cpu_1di=_cpu.isclose_1di,
    cuda='isclose_kernel', category='always_bool', dtypes=_D.GROUPS['all'],
    bool_case=_isclose__bool_case)


def isclose(input, other, rtol=1.0e-05, atol=1.0e-08, equal_nan=False):
    """isclose(Tensor self, Tensor other, float rtol=1.0e-05, float atol=1.0e-08, bool equal_nan=False) -> Tensor"""
    self = input
    if not (rtol >= 0):
        raise RuntimeError('rtol must be greater than or equal to zero, but got {rtol}'.format(rtol=rtol))
    if not (atol >= 0):
        raise RuntimeError('atol must be greater than or equal to zero, but got {atol}'.format(atol=atol))
    return _pipeline.call(_op_isclose, ((self, other), (rtol, atol, equal_nan), _isclose_case))


# ---- ldexp
def _d_ldexp(needs, grads, results, other):
    grad = grads[0]
    result = results[0]
    return (
        (grad * exp2(other)) if needs[0] else None,
        (grad * result * 0.6931471805599453) if needs[1] else None,
    )


_derivative_ldexp = _Derivative(_d_ldexp, inputs=('self', 'other'), reads=('other',), uses_result=True)

_op_ldexp = _Op(
    'ldexp', _pw.FAMILY,
    _pw.Pointwise('ldexp', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise', backward=_derivative_ldexp)
_ldexp_case = _pw.Case(
    cpu_1d=_cpu.ldexp_1d, cpu_nd=_cpu.ldexp_nd, cpu_par=(_cpu.ldexp_1dp, _cpu.ldexp_ndp),
    cpu_1di=_cpu.ldexp_1di,
    cuda='ldexp_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def ldexp(input, other, *, out=None):
    """ldexp(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_ldexp, ((self, other), (), _ldexp_case), out)


def ldexp_(input, other):
    """ldexp(Tensor self, Tensor other) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_ldexp, ((self, other), (), _ldexp_case))


def _ldexp_method(self, other):
    """ldexp(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_ldexp, ((self, other), (), _ldexp_case))


# ---- lerp
def _d_lerp(needs, grads, results, self, end, weight):
    grad = grads[0]
    return (
        (grad * (1 - weight)) if needs[0] else None,
        (grad * weight) if needs[1] else None,
        (grad * (end - self)) if needs[2] else None,
    )


_derivative_lerp = _Derivative(_d_lerp, inputs=('self', 'end', 'weight'), reads=('self', 'end', 'weight'))

_op_lerp = _Op(
    'lerp', _pw.FAMILY,
    _pw.Pointwise('lerp', args=('self', 'end', 'weight'), promote=(0, 1, 2),
                  fixed={}, scalars=(), tensor_only=(0, 1), same_dtype=((0, 1, 2), 'expected dtype {expected_lower} for `{arg}` but got dtype {got_lower}', (2,)), checked=((2, 'opmath'),)),
    names='unify', nested='elementwise', backward=_derivative_lerp)
_lerp_case = _pw.Case(
    cpu_1d=_cpu.lerp_1d, cpu_nd=_cpu.lerp_nd, cpu_par=(_cpu.lerp_1dp, _cpu.lerp_ndp),
    cpu_1di=_cpu.lerp_1di,
    cuda='lerp_kernel', category='default', dtypes=_D.GROUPS['floating'])


def lerp(input, end, weight, *, out=None):
    """lerp(Tensor self, Tensor end, Tensor weight) -> Tensor"""
    self = input
    return _pipeline.call(_op_lerp, ((self, end, weight), (), _lerp_case), out)


def lerp_(self, end, weight):
    """lerp(Tensor self, Tensor end, Tensor weight) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_lerp, ((self, end, weight), (), _lerp_case))


def _lerp_method(self, end, weight):
    """lerp(Tensor self, Tensor end, Tensor weight) -> Tensor"""
    return _pipeline.call(_op_lerp, ((self, end, weight), (), _lerp_case))


# ---- lgamma
def _d_lgamma(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * digamma(self)) if needs[0] else None,
    )


_derivative_lgamma = _Derivative(_d_lgamma, inputs=('self',), reads=('self',))

_op_lgamma = _Op(
    'lgamma', _pw.FAMILY,
    _pw.Pointwise('lgamma', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_lgamma)
_lgamma_case = _pw.Case(
    cpu_1d=_cpu.lgamma_1d, cpu_nd=_cpu.lgamma_nd, cpu_par=(_cpu.lgamma_1dp, _cpu.lgamma_ndp),
    cpu_1di=_cpu.lgamma_1di,
    cuda='lgamma_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def lgamma(input, *, out=None):
    """lgamma(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_lgamma, ((self,), (), _lgamma_case), out)


def lgamma_(self):
    """lgamma(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_lgamma, ((self,), (), _lgamma_case))


def _lgamma_method(self):
    """lgamma(Tensor self) -> Tensor"""
    return _pipeline.call(_op_lgamma, ((self,), (), _lgamma_case))


# ---- logaddexp
def _d_logaddexp(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (grad / (1 + exp(other - self))) if needs[0] else None,
        (grad / (1 + exp(self - other))) if needs[1] else None,
    )


_derivative_logaddexp = _Derivative(_d_logaddexp, inputs=('self', 'other'), reads=('self', 'other'))

_op_logaddexp = _Op(
    'logaddexp', _pw.FAMILY,
    _pw.Pointwise('logaddexp', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise', backward=_derivative_logaddexp)
_logaddexp_case = _pw.Case(
    cpu_1d=_cpu.logaddexp_1d, cpu_nd=_cpu.logaddexp_nd, cpu_par=(_cpu.logaddexp_1dp, _cpu.logaddexp_ndp),
    cpu_1di=_cpu.logaddexp_1di,
    cuda='logaddexp_kernel', category='default', dtypes=_D.GROUPS['floating'])


def logaddexp(input, other, *, out=None):
    """logaddexp(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_logaddexp, ((self, other), (), _logaddexp_case), out)


def _logaddexp_method(self, other):
    """logaddexp(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_logaddexp, ((self, other), (), _logaddexp_case))


# ---- logaddexp2
def _d_logaddexp2(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (grad / (1 + exp2(other - self))) if needs[0] else None,
        (grad / (1 + exp2(self - other))) if needs[1] else None,
    )


_derivative_logaddexp2 = _Derivative(_d_logaddexp2, inputs=('self', 'other'), reads=('self', 'other'))

_op_logaddexp2 = _Op(
    'logaddexp2', _pw.FAMILY,
    _pw.Pointwise('logaddexp2', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise', backward=_derivative_logaddexp2)
_logaddexp2_case = _pw.Case(
    cpu_1d=_cpu.logaddexp2_1d, cpu_nd=_cpu.logaddexp2_nd, cpu_par=(_cpu.logaddexp2_1dp, _cpu.logaddexp2_ndp),
    cpu_1di=_cpu.logaddexp2_1di,
    cuda='logaddexp2_kernel', category='default', dtypes=_D.GROUPS['floating'])


def logaddexp2(input, other, *, out=None):
    """logaddexp2(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_logaddexp2, ((self, other), (), _logaddexp2_case), out)


def _logaddexp2_method(self, other):
    """logaddexp2(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_logaddexp2, ((self, other), (), _logaddexp2_case))


# ---- logit
def _d_logit(needs, grads, results, self, eps):
    grad = grads[0]
    return (
        (grad / (self * (1 - self)) if eps < 0 else where(logical_or(self < eps, self > 1 - eps), 0.0, grad / (self * (1 - self)))) if needs[0] else None,
    )


_derivative_logit = _Derivative(_d_logit, inputs=('self',), reads=('self', 'eps'))

_op_logit = _Op(
    'logit', _pw.FAMILY,
    _pw.Pointwise('logit', args=('self',), promote=(0,),
                  fixed={}, scalars=(('eps', 'float'),)),
    names='keep', nested='elementwise', backward=_derivative_logit)
_logit_case = _pw.Case(
    cpu_1d=_cpu.logit_1d, cpu_nd=_cpu.logit_nd, cpu_par=(_cpu.logit_1dp, _cpu.logit_ndp),
    cpu_1di=_cpu.logit_1di,
    cuda='logit_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def logit(input, eps=None, *, out=None):
    """logit(Tensor self, float? eps=None) -> Tensor"""
    self = input
    if eps is None:
        eps = -1.0
    return _pipeline.call(_op_logit, ((self,), (eps,), _logit_case), out)


def logit_(input, eps=None):
    """logit(Tensor self, float? eps=None) -> Tensor (in place)"""
    self = input
    if eps is None:
        eps = -1.0
    return _pipeline.call_inplace(_op_logit, ((self,), (eps,), _logit_case))


def _logit_method(self, eps=None):
    """logit(Tensor self, float? eps=None) -> Tensor"""
    if eps is None:
        eps = -1.0
    return _pipeline.call(_op_logit, ((self,), (eps,), _logit_case))


# ---- nan_to_num
def _d_nan_to_num(needs, grads, results, self):
    grad = grads[0]
    return (
        (where(isfinite(self), grad, 0.0)) if needs[0] else None,
    )


_derivative_nan_to_num = _Derivative(_d_nan_to_num, inputs=('self',), reads=('self',))

_op_nan_to_num = _Op(
    'nan_to_num', _pw.FAMILY,
    _pw.Pointwise('nan_to_num', args=('self',), promote=(0,),
                  fixed={}, scalars=(('nan', 'float'), ('posinf', 'float'), ('neginf', 'float'))),
    names='keep', nested='elementwise', backward=_derivative_nan_to_num)
_nan_to_num__bool_case = _pw.Case(
    cpu_1d=_cpu.nan_to_num__bool_1d, cpu_nd=_cpu.nan_to_num__bool_nd, cpu_par=(_cpu.nan_to_num__bool_1dp, _cpu.nan_to_num__bool_ndp),
    cpu_1di=_cpu.nan_to_num__bool_1di,
    cuda='nan_to_num__bool_kernel', category='default', dtypes=_D.GROUPS['all'])

_nan_to_num__int_case = _pw.Case(
    cpu_1d=_cpu.nan_to_num__int_1d, cpu_nd=_cpu.nan_to_num__int_nd, cpu_par=(_cpu.nan_to_num__int_1dp, _cpu.nan_to_num__int_ndp),
    cpu_1di=_cpu.nan_to_num__int_1di,
    cuda='nan_to_num__int_kernel', category='default', dtypes=_D.GROUPS['all'])

_nan_to_num_case = _pw.Case(
    cpu_1d=_cpu.nan_to_num_1d, cpu_nd=_cpu.nan_to_num_nd, cpu_par=(_cpu.nan_to_num_1dp, _cpu.nan_to_num_ndp),
    cpu_1di=_cpu.nan_to_num_1di,
    cuda='nan_to_num_kernel', category='default', dtypes=_D.GROUPS['all'],
    bool_case=_nan_to_num__bool_case,
    int_case=_nan_to_num__int_case)


def nan_to_num(input, nan=None, posinf=None, neginf=None, *, out=None):
    """nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor"""
    self = input
    if nan is None:
        nan = 0.0
    if posinf is None:
        posinf = _pw.finite_extreme(self, 'max_finite')
    if neginf is None:
        neginf = _pw.finite_extreme(self, 'min_finite')
    return _pipeline.call(_op_nan_to_num, ((self,), (nan, posinf, neginf), _nan_to_num_case), out)


def nan_to_num_(input, nan=None, posinf=None, neginf=None):
    """nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor (in place)"""
    self = input
    if nan is None:
        nan = 0.0
    if posinf is None:
        posinf = _pw.finite_extreme(self, 'max_finite')
    if neginf is None:
        neginf = _pw.finite_extreme(self, 'min_finite')
    return _pipeline.call_inplace(_op_nan_to_num, ((self,), (nan, posinf, neginf), _nan_to_num_case))


def _nan_to_num_method(self, nan=None, posinf=None, neginf=None):
    """nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor"""
    if nan is None:
        nan = 0.0
    if posinf is None:
        posinf = _pw.finite_extreme(self, 'max_finite')
    if neginf is None:
        neginf = _pw.finite_extreme(self, 'min_finite')
    return _pipeline.call(_op_nan_to_num, ((self,), (nan, posinf, neginf), _nan_to_num_case))


# ---- polygamma
def _d_polygamma(needs, grads, results, n, self):
    grad = grads[0]
    return (
        (grad * polygamma(n + 1, self)) if needs[0] else None,
    )


_derivative_polygamma = _Derivative(_d_polygamma, inputs=('self',), reads=('n', 'self'))

_op_polygamma = _Op(
    'polygamma', _pw.FAMILY,
    _pw.Pointwise('polygamma', args=('self',), promote=(0,),
                  fixed={}, scalars=(('n', 'int'),)),
    names='keep', nested='elementwise', backward=_derivative_polygamma)
_polygamma_case = _pw.Case(
    cpu_1d=_cpu.polygamma_1d, cpu_nd=_cpu.polygamma_nd, cpu_par=(_cpu.polygamma_1dp, _cpu.polygamma_ndp),
    cpu_1di=_cpu.polygamma_1di,
    cuda='polygamma_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def polygamma(n, input, *, out=None):
    """polygamma(int n, Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_polygamma, ((self,), (n,), _polygamma_case), out)


def polygamma_(n, self):
    """polygamma(int n, Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_polygamma, ((self,), (n,), _polygamma_case))


# ---- sinc
def _d_sinc(needs, grads, results, self):
    grad = grads[0]
    return (
        (where(self == 0, 0.0, grad * (cos(3.141592653589793 * self) * 3.141592653589793 * self - sin(3.141592653589793 * self)) / (3.141592653589793 * self * self))) if needs[0] else None,
    )


_derivative_sinc = _Derivative(_d_sinc, inputs=('self',), reads=('self',))

_op_sinc = _Op(
    'sinc', _pw.FAMILY,
    _pw.Pointwise('sinc', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_sinc)
_sinc_case = _pw.Case(
    cpu_1d=_cpu.sinc_1d, cpu_nd=_cpu.sinc_nd, cpu_par=(_cpu.sinc_1dp, _cpu.sinc_ndp),
    cpu_1di=_cpu.sinc_1di,
    cuda='sinc_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def sinc(input, *, out=None):
    """sinc(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_sinc, ((self,), (), _sinc_case), out)


def sinc_(input):
    """sinc(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_sinc, ((self,), (), _sinc_case))


def _sinc_method(self):
    """sinc(Tensor self) -> Tensor"""
    return _pipeline.call(_op_sinc, ((self,), (), _sinc_case))


# ---- threshold
def _d_threshold(needs, grads, results, self, threshold):
    grad = grads[0]
    return (
        (threshold_backward(grad, self, threshold)) if needs[0] else None,
    )


_derivative_threshold = _Derivative(_d_threshold, inputs=('self',), reads=('self', 'threshold'))

_op_threshold = _Op(
    'threshold', _pw.FAMILY,
    _pw.Pointwise('threshold', args=('self',), promote=(0,),
                  fixed={}, scalars=(('threshold', 'float'), ('value', 'Scalar'))),
    names='keep', nested='elementwise', backward=_derivative_threshold)
_threshold_case = _pw.Case(
    cpu_1d=_cpu.threshold_1d, cpu_nd=_cpu.threshold_nd, cpu_par=(_cpu.threshold_1dp, _cpu.threshold_ndp),
    cpu_1di=_cpu.threshold_1di,
    cuda='threshold_kernel', category='default', dtypes=_D.GROUPS['numeric'])


def threshold(input, threshold, value, *, out=None):
    """threshold(Tensor self, float threshold, Scalar value) -> Tensor"""
    self = input
    return _pipeline.call(_op_threshold, ((self,), (threshold, value), _threshold_case), out)


def threshold_(input, threshold, value):
    """threshold(Tensor self, float threshold, Scalar value) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_threshold, ((self,), (threshold, value), _threshold_case))


# ---- xlogy
def _d_xlogy(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (grad * xlogy(self != 0, other)) if needs[0] else None,
        (grad * self / other) if needs[1] else None,
    )


_derivative_xlogy = _Derivative(_d_xlogy, inputs=('self', 'other'), reads=('self', 'other'))

_op_xlogy = _Op(
    'xlogy', _pw.FAMILY,
    _pw.Pointwise('xlogy', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise', backward=_derivative_xlogy)
_xlogy_case = _pw.Case(
    cpu_1d=_cpu.xlogy_1d, cpu_nd=_cpu.xlogy_nd, cpu_par=(_cpu.xlogy_1dp, _cpu.xlogy_ndp),
    cpu_1di=_cpu.xlogy_1di,
    cuda='xlogy_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def xlogy(input, other, *, out=None):
    """xlogy(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_xlogy, ((self, other), (), _xlogy_case), out)


def xlogy_(input, other):
    """xlogy(Tensor self, Tensor other) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_xlogy, ((self, other), (), _xlogy_case))


def _xlogy_method(self, other):
    """xlogy(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_xlogy, ((self, other), (), _xlogy_case))


# ---- bitwise_left_shift
_op_bitwise_left_shift = _Op(
    'bitwise_left_shift', _pw.FAMILY,
    _pw.Pointwise('bitwise_left_shift', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise')
_bitwise_left_shift_case = _pw.Case(
    cpu_1d=_cpu.bitwise_left_shift_1d, cpu_nd=_cpu.bitwise_left_shift_nd, cpu_par=(_cpu.bitwise_left_shift_1dp, _cpu.bitwise_left_shift_ndp),
    cpu_1di=_cpu.bitwise_left_shift_1di,
    cuda='bitwise_left_shift_kernel', category='default', dtypes=_D.GROUPS['integral'])


def bitwise_left_shift(input, other, *, out=None):
    """bitwise_left_shift(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_bitwise_left_shift, ((self, other), (), _bitwise_left_shift_case), out)


def bitwise_left_shift_(self, other):
    """bitwise_left_shift(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_bitwise_left_shift, ((self, other), (), _bitwise_left_shift_case))


def _bitwise_left_shift_method(self, other):
    """bitwise_left_shift(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_bitwise_left_shift, ((self, other), (), _bitwise_left_shift_case))


# ---- bitwise_right_shift
_op_bitwise_right_shift = _Op(
    'bitwise_right_shift', _pw.FAMILY,
    _pw.Pointwise('bitwise_right_shift', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise')
_bitwise_right_shift_case = _pw.Case(
    cpu_1d=_cpu.bitwise_right_shift_1d, cpu_nd=_cpu.bitwise_right_shift_nd, cpu_par=(_cpu.bitwise_right_shift_1dp, _cpu.bitwise_right_shift_ndp),
    cpu_1di=_cpu.bitwise_right_shift_1di,
    cuda='bitwise_right_shift_kernel', category='default', dtypes=_D.GROUPS['integral'])


def bitwise_right_shift(input, other, *, out=None):
    """bitwise_right_shift(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_bitwise_right_shift, ((self, other), (), _bitwise_right_shift_case), out)


def bitwise_right_shift_(self, other):
    """bitwise_right_shift(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_bitwise_right_shift, ((self, other), (), _bitwise_right_shift_case))


def _bitwise_right_shift_method(self, other):
    """bitwise_right_shift(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_bitwise_right_shift, ((self, other), (), _bitwise_right_shift_case))


# ---- special_entr
def _d_special_entr(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * -(1 + log(self))) if needs[0] else None,
    )


_derivative_special_entr = _Derivative(_d_special_entr, inputs=('self',), reads=('self',))

_op_special_entr = _Op(
    'special_entr', _pw.FAMILY,
    _pw.Pointwise('special_entr', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_special_entr)
_special_entr_case = _pw.Case(
    cpu_1d=_cpu.special_entr_1d, cpu_nd=_cpu.special_entr_nd, cpu_par=(_cpu.special_entr_1dp, _cpu.special_entr_ndp),
    cpu_1di=_cpu.special_entr_1di,
    cuda='special_entr_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def special_entr(input, *, out=None):
    """special_entr(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_special_entr, ((self,), (), _special_entr_case), out)


# ---- special_erfcx
def _d_special_erfcx(needs, grads, results, self):
    grad = grads[0]
    result = results[0]
    return (
        ((2.0 * self * result - 1.1283791670955126) * grad) if needs[0] else None,
    )


_derivative_special_erfcx = _Derivative(_d_special_erfcx, inputs=('self',), reads=('self',), uses_result=True)

_op_special_erfcx = _Op(
    'special_erfcx', _pw.FAMILY,
    _pw.Pointwise('special_erfcx', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_special_erfcx)
_special_erfcx_case = _pw.Case(
    cpu_1d=_cpu.special_erfcx_1d, cpu_nd=_cpu.special_erfcx_nd, cpu_par=(_cpu.special_erfcx_1dp, _cpu.special_erfcx_ndp),
    cpu_1di=_cpu.special_erfcx_1di,
    cuda='special_erfcx_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_erfcx(input, *, out=None):
    """special_erfcx(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_special_erfcx, ((self,), (), _special_erfcx_case), out)


# ---- special_ndtri
def _d_special_ndtri(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (grad * 2.5066282746310002 * exp(result * result / 2)) if needs[0] else None,
    )


_derivative_special_ndtri = _Derivative(_d_special_ndtri, inputs=('self',), reads=(), uses_result=True)

_op_special_ndtri = _Op(
    'special_ndtri', _pw.FAMILY,
    _pw.Pointwise('special_ndtri', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_special_ndtri)
_special_ndtri_case = _pw.Case(
    cpu_1d=_cpu.special_ndtri_1d, cpu_nd=_cpu.special_ndtri_nd, cpu_par=(_cpu.special_ndtri_1dp, _cpu.special_ndtri_ndp),
    cpu_1di=_cpu.special_ndtri_1di,
    cuda='special_ndtri_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_ndtri(input, *, out=None):
    """special_ndtri(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_special_ndtri, ((self,), (), _special_ndtri_case), out)


# ---- special_log_ndtr
def _d_special_log_ndtr(needs, grads, results, self):
    grad = grads[0]
    result = results[0]
    return (
        (grad * 0.3989422804014327 * exp(-(result + self * self / 2))) if needs[0] else None,
    )


_derivative_special_log_ndtr = _Derivative(_d_special_log_ndtr, inputs=('self',), reads=('self',), uses_result=True)

_op_special_log_ndtr = _Op(
    'special_log_ndtr', _pw.FAMILY,
    _pw.Pointwise('special_log_ndtr', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_special_log_ndtr)
_special_log_ndtr_case = _pw.Case(
    cpu_1d=_cpu.special_log_ndtr_1d, cpu_nd=_cpu.special_log_ndtr_nd, cpu_par=(_cpu.special_log_ndtr_1dp, _cpu.special_log_ndtr_ndp),
    cpu_1di=_cpu.special_log_ndtr_1di,
    cuda='special_log_ndtr_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_log_ndtr(input, *, out=None):
    """special_log_ndtr(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_special_log_ndtr, ((self,), (), _special_log_ndtr_case), out)


# ---- special_ndtr
_op_special_ndtr = _Op(
    'special_ndtr', _cmp.FAMILY,
    _cmp.Composite('special_ndtr', arg_names=('self',),
                   tensors=('self',)),
    names='keep', nested='none')


def special_ndtr(input, *, out=None):
    """special_ndtr(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_special_ndtr, (self,), out)


# ---- special_i0e
def _d_special_i0e(needs, grads, results, self):
    grad = grads[0]
    result = results[0]
    return (
        (grad * (special_i1e(self) - sgn(self) * result)) if needs[0] else None,
    )


_derivative_special_i0e = _Derivative(_d_special_i0e, inputs=('self',), reads=('self',), uses_result=True)

_op_special_i0e = _Op(
    'special_i0e', _pw.FAMILY,
    _pw.Pointwise('special_i0e', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_special_i0e)
_special_i0e_case = _pw.Case(
    cpu_1d=_cpu.special_i0e_1d, cpu_nd=_cpu.special_i0e_nd, cpu_par=(_cpu.special_i0e_1dp, _cpu.special_i0e_ndp),
    cpu_1di=_cpu.special_i0e_1di,
    cuda='special_i0e_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def special_i0e(input, *, out=None):
    """special_i0e(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_special_i0e, ((self,), (), _special_i0e_case), out)


# ---- special_i1
def _d_special_i1(needs, grads, results, self):
    grad = grads[0]
    result = results[0]
    return (
        (grad * where(self == 0, 0.5, i0(self) - result / self)) if needs[0] else None,
    )


_derivative_special_i1 = _Derivative(_d_special_i1, inputs=('self',), reads=('self',), uses_result=True)

_op_special_i1 = _Op(
    'special_i1', _pw.FAMILY,
    _pw.Pointwise('special_i1', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_special_i1)
_special_i1_case = _pw.Case(
    cpu_1d=_cpu.special_i1_1d, cpu_nd=_cpu.special_i1_nd, cpu_par=(_cpu.special_i1_1dp, _cpu.special_i1_ndp),
    cpu_1di=_cpu.special_i1_1di,
    cuda='special_i1_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def special_i1(input, *, out=None):
    """special_i1(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_special_i1, ((self,), (), _special_i1_case), out)


# ---- special_i1e
def _d_special_i1e(needs, grads, results, self):
    grad = grads[0]
    result = results[0]
    return (
        (grad * where(self == 0, 0.5, special_i0e(self) - result * (sgn(self) + 1 / self))) if needs[0] else None,
    )


_derivative_special_i1e = _Derivative(_d_special_i1e, inputs=('self',), reads=('self',), uses_result=True)

_op_special_i1e = _Op(
    'special_i1e', _pw.FAMILY,
    _pw.Pointwise('special_i1e', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_special_i1e)
_special_i1e_case = _pw.Case(
    cpu_1d=_cpu.special_i1e_1d, cpu_nd=_cpu.special_i1e_nd, cpu_par=(_cpu.special_i1e_1dp, _cpu.special_i1e_ndp),
    cpu_1di=_cpu.special_i1e_1di,
    cuda='special_i1e_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def special_i1e(input, *, out=None):
    """special_i1e(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_special_i1e, ((self,), (), _special_i1e_case), out)


# ---- special_xlog1py
def _d_special_xlog1py(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (where((self == 0) & (other <= -1), 0.0, special_xlog1py(grad, other))) if needs[0] else None,
        (grad * self / (other + 1)) if needs[1] else None,
    )


_derivative_special_xlog1py = _Derivative(_d_special_xlog1py, inputs=('self', 'other'), reads=('self', 'other'))

_op_special_xlog1py = _Op(
    'special_xlog1py', _pw.FAMILY,
    _pw.Pointwise('special_xlog1py', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise', backward=_derivative_special_xlog1py)
_special_xlog1py_case = _pw.Case(
    cpu_1d=_cpu.special_xlog1py_1d, cpu_nd=_cpu.special_xlog1py_nd, cpu_par=(_cpu.special_xlog1py_1dp, _cpu.special_xlog1py_ndp),
    cpu_1di=_cpu.special_xlog1py_1di,
    cuda='special_xlog1py_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def special_xlog1py(input, other, *, out=None):
    """special_xlog1py(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_special_xlog1py, ((self, other), (), _special_xlog1py_case), out)


# ---- special_zeta
def _d_special_zeta(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (derivative_not_implemented("zeta")) if needs[0] else None,
        (grad * -self * special_zeta(self + 1.0, other)) if needs[1] else None,
    )


_derivative_special_zeta = _Derivative(_d_special_zeta, inputs=('self', 'other'), reads=('self', 'other'))

_op_special_zeta = _Op(
    'special_zeta', _pw.FAMILY,
    _pw.Pointwise('special_zeta', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise', backward=_derivative_special_zeta)
_special_zeta_case = _pw.Case(
    cpu_1d=_cpu.special_zeta_1d, cpu_nd=_cpu.special_zeta_nd, cpu_par=(_cpu.special_zeta_1dp, _cpu.special_zeta_ndp),
    cpu_1di=_cpu.special_zeta_1di,
    cuda='special_zeta_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_zeta(input, other, *, out=None):
    """special_zeta(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_special_zeta, ((self, other), (), _special_zeta_case), out)


# ---- igamma
def _d_igamma(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (derivative_not_implemented('igamma: input')) if needs[0] else None,
        (grad * exp((self - 1) * log(other) - other - lgamma(self))) if needs[1] else None,
    )


_derivative_igamma = _Derivative(_d_igamma, inputs=('self', 'other'), reads=('self', 'other'))

_op_igamma = _Op(
    'igamma', _pw.FAMILY,
    _pw.Pointwise('igamma', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise', backward=_derivative_igamma)
_igamma_case = _pw.Case(
    cpu_1d=_cpu.igamma_1d, cpu_nd=_cpu.igamma_nd, cpu_par=(_cpu.igamma_1dp, _cpu.igamma_ndp),
    cpu_1di=_cpu.igamma_1di,
    cuda='igamma_kernel', category='default', dtypes=_D.GROUPS['floating'])


def igamma(input, other, *, out=None):
    """igamma(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_igamma, ((self, other), (), _igamma_case), out)


def igamma_(self, other):
    """igamma(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_igamma, ((self, other), (), _igamma_case))


def _igamma_method(self, other):
    """igamma(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_igamma, ((self, other), (), _igamma_case))


# ---- igammac
def _d_igammac(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (derivative_not_implemented('igammac: input')) if needs[0] else None,
        (-grad * exp((self - 1) * log(other) - other - lgamma(self))) if needs[1] else None,
    )


_derivative_igammac = _Derivative(_d_igammac, inputs=('self', 'other'), reads=('self', 'other'))

_op_igammac = _Op(
    'igammac', _pw.FAMILY,
    _pw.Pointwise('igammac', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise', backward=_derivative_igammac)
_igammac_case = _pw.Case(
    cpu_1d=_cpu.igammac_1d, cpu_nd=_cpu.igammac_nd, cpu_par=(_cpu.igammac_1dp, _cpu.igammac_ndp),
    cpu_1di=_cpu.igammac_1di,
    cuda='igammac_kernel', category='default', dtypes=_D.GROUPS['floating'])


def igammac(input, other, *, out=None):
    """igammac(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_igammac, ((self, other), (), _igammac_case), out)


def igammac_(self, other):
    """igammac(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_igammac, ((self, other), (), _igammac_case))


def _igammac_method(self, other):
    """igammac(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_igammac, ((self, other), (), _igammac_case))


# ---- mvlgamma
_op_mvlgamma = _Op(
    'mvlgamma', _cmp.FAMILY,
    _cmp.Composite('mvlgamma', arg_names=('self', 'p'),
                   tensors=('self',)),
    names='none', nested='none')


def mvlgamma(input, p, *, out=None):
    """mvlgamma(Tensor self, int p) -> Tensor"""
    self = input
    return _pipeline.call(_op_mvlgamma, (self, p), out)


def mvlgamma_(self, p):
    """mvlgamma(Tensor self, int p) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_mvlgamma, (self, p))


def _mvlgamma_method(self, p):
    """mvlgamma(Tensor self, int p) -> Tensor"""
    return _pipeline.call(_op_mvlgamma, (self, p))


# ---- special_bessel_j0
_derivative_special_bessel_j0 = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_bessel_j0 = _Op(
    'special_bessel_j0', _pw.FAMILY,
    _pw.Pointwise('special_bessel_j0', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_special_bessel_j0)
_special_bessel_j0_case = _pw.Case(
    cpu_1d=_cpu.special_bessel_j0_1d, cpu_nd=_cpu.special_bessel_j0_nd, cpu_par=(_cpu.special_bessel_j0_1dp, _cpu.special_bessel_j0_ndp),
    cpu_1di=_cpu.special_bessel_j0_1di,
    cuda='special_bessel_j0_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_bessel_j0(input, *, out=None):
    """special_bessel_j0(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_special_bessel_j0, ((self,), (), _special_bessel_j0_case), out)


# ---- special_bessel_j1
_derivative_special_bessel_j1 = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_bessel_j1 = _Op(
    'special_bessel_j1', _pw.FAMILY,
    _pw.Pointwise('special_bessel_j1', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_special_bessel_j1)
_special_bessel_j1_case = _pw.Case(
    cpu_1d=_cpu.special_bessel_j1_1d, cpu_nd=_cpu.special_bessel_j1_nd, cpu_par=(_cpu.special_bessel_j1_1dp, _cpu.special_bessel_j1_ndp),
    cpu_1di=_cpu.special_bessel_j1_1di,
    cuda='special_bessel_j1_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_bessel_j1(input, *, out=None):
    """special_bessel_j1(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_special_bessel_j1, ((self,), (), _special_bessel_j1_case), out)


# ---- special_bessel_y0
_derivative_special_bessel_y0 = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_bessel_y0 = _Op(
    'special_bessel_y0', _pw.FAMILY,
    _pw.Pointwise('special_bessel_y0', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_special_bessel_y0)
_special_bessel_y0_case = _pw.Case(
    cpu_1d=_cpu.special_bessel_y0_1d, cpu_nd=_cpu.special_bessel_y0_nd, cpu_par=(_cpu.special_bessel_y0_1dp, _cpu.special_bessel_y0_ndp),
    cpu_1di=_cpu.special_bessel_y0_1di,
    cuda='special_bessel_y0_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_bessel_y0(input, *, out=None):
    """special_bessel_y0(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_special_bessel_y0, ((self,), (), _special_bessel_y0_case), out)


# ---- special_bessel_y1
_derivative_special_bessel_y1 = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_bessel_y1 = _Op(
    'special_bessel_y1', _pw.FAMILY,
    _pw.Pointwise('special_bessel_y1', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_special_bessel_y1)
_special_bessel_y1_case = _pw.Case(
    cpu_1d=_cpu.special_bessel_y1_1d, cpu_nd=_cpu.special_bessel_y1_nd, cpu_par=(_cpu.special_bessel_y1_1dp, _cpu.special_bessel_y1_ndp),
    cpu_1di=_cpu.special_bessel_y1_1di,
    cuda='special_bessel_y1_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_bessel_y1(input, *, out=None):
    """special_bessel_y1(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_special_bessel_y1, ((self,), (), _special_bessel_y1_case), out)


# ---- special_modified_bessel_i0
_derivative_special_modified_bessel_i0 = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_modified_bessel_i0 = _Op(
    'special_modified_bessel_i0', _pw.FAMILY,
    _pw.Pointwise('special_modified_bessel_i0', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_special_modified_bessel_i0)
_special_modified_bessel_i0_case = _pw.Case(
    cpu_1d=_cpu.special_modified_bessel_i0_1d, cpu_nd=_cpu.special_modified_bessel_i0_nd, cpu_par=(_cpu.special_modified_bessel_i0_1dp, _cpu.special_modified_bessel_i0_ndp),
    cpu_1di=_cpu.special_modified_bessel_i0_1di,
    cuda='special_modified_bessel_i0_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_modified_bessel_i0(input, *, out=None):
    """special_modified_bessel_i0(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_special_modified_bessel_i0, ((self,), (), _special_modified_bessel_i0_case), out)


# ---- special_modified_bessel_i1
_derivative_special_modified_bessel_i1 = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_modified_bessel_i1 = _Op(
    'special_modified_bessel_i1', _pw.FAMILY,
    _pw.Pointwise('special_modified_bessel_i1', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_special_modified_bessel_i1)
_special_modified_bessel_i1_case = _pw.Case(
    cpu_1d=_cpu.special_modified_bessel_i1_1d, cpu_nd=_cpu.special_modified_bessel_i1_nd, cpu_par=(_cpu.special_modified_bessel_i1_1dp, _cpu.special_modified_bessel_i1_ndp),
    cpu_1di=_cpu.special_modified_bessel_i1_1di,
    cuda='special_modified_bessel_i1_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_modified_bessel_i1(input, *, out=None):
    """special_modified_bessel_i1(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_special_modified_bessel_i1, ((self,), (), _special_modified_bessel_i1_case), out)


# ---- special_modified_bessel_k0
_derivative_special_modified_bessel_k0 = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_modified_bessel_k0 = _Op(
    'special_modified_bessel_k0', _pw.FAMILY,
    _pw.Pointwise('special_modified_bessel_k0', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_special_modified_bessel_k0)
_special_modified_bessel_k0_case = _pw.Case(
    cpu_1d=_cpu.special_modified_bessel_k0_1d, cpu_nd=_cpu.special_modified_bessel_k0_nd, cpu_par=(_cpu.special_modified_bessel_k0_1dp, _cpu.special_modified_bessel_k0_ndp),
    cpu_1di=_cpu.special_modified_bessel_k0_1di,
    cuda='special_modified_bessel_k0_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_modified_bessel_k0(input, *, out=None):
    """special_modified_bessel_k0(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_special_modified_bessel_k0, ((self,), (), _special_modified_bessel_k0_case), out)


# ---- special_modified_bessel_k1
_derivative_special_modified_bessel_k1 = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_modified_bessel_k1 = _Op(
    'special_modified_bessel_k1', _pw.FAMILY,
    _pw.Pointwise('special_modified_bessel_k1', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_special_modified_bessel_k1)
_special_modified_bessel_k1_case = _pw.Case(
    cpu_1d=_cpu.special_modified_bessel_k1_1d, cpu_nd=_cpu.special_modified_bessel_k1_nd, cpu_par=(_cpu.special_modified_bessel_k1_1dp, _cpu.special_modified_bessel_k1_ndp),
    cpu_1di=_cpu.special_modified_bessel_k1_1di,
    cuda='special_modified_bessel_k1_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_modified_bessel_k1(input, *, out=None):
    """special_modified_bessel_k1(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_special_modified_bessel_k1, ((self,), (), _special_modified_bessel_k1_case), out)


# ---- special_scaled_modified_bessel_k0
_derivative_special_scaled_modified_bessel_k0 = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_scaled_modified_bessel_k0 = _Op(
    'special_scaled_modified_bessel_k0', _pw.FAMILY,
    _pw.Pointwise('special_scaled_modified_bessel_k0', args=('x',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_special_scaled_modified_bessel_k0)
_special_scaled_modified_bessel_k0_case = _pw.Case(
    cpu_1d=_cpu.special_scaled_modified_bessel_k0_1d, cpu_nd=_cpu.special_scaled_modified_bessel_k0_nd, cpu_par=(_cpu.special_scaled_modified_bessel_k0_1dp, _cpu.special_scaled_modified_bessel_k0_ndp),
    cpu_1di=_cpu.special_scaled_modified_bessel_k0_1di,
    cuda='special_scaled_modified_bessel_k0_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_scaled_modified_bessel_k0(x, *, out=None):
    """special_scaled_modified_bessel_k0(Tensor x) -> Tensor"""
    return _pipeline.call(_op_special_scaled_modified_bessel_k0, ((x,), (), _special_scaled_modified_bessel_k0_case), out)


# ---- special_scaled_modified_bessel_k1
_derivative_special_scaled_modified_bessel_k1 = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_scaled_modified_bessel_k1 = _Op(
    'special_scaled_modified_bessel_k1', _pw.FAMILY,
    _pw.Pointwise('special_scaled_modified_bessel_k1', args=('x',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_special_scaled_modified_bessel_k1)
_special_scaled_modified_bessel_k1_case = _pw.Case(
    cpu_1d=_cpu.special_scaled_modified_bessel_k1_1d, cpu_nd=_cpu.special_scaled_modified_bessel_k1_nd, cpu_par=(_cpu.special_scaled_modified_bessel_k1_1dp, _cpu.special_scaled_modified_bessel_k1_ndp),
    cpu_1di=_cpu.special_scaled_modified_bessel_k1_1di,
    cuda='special_scaled_modified_bessel_k1_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_scaled_modified_bessel_k1(x, *, out=None):
    """special_scaled_modified_bessel_k1(Tensor x) -> Tensor"""
    return _pipeline.call(_op_special_scaled_modified_bessel_k1, ((x,), (), _special_scaled_modified_bessel_k1_case), out)


# ---- special_spherical_bessel_j0
_derivative_special_spherical_bessel_j0 = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_spherical_bessel_j0 = _Op(
    'special_spherical_bessel_j0', _pw.FAMILY,
    _pw.Pointwise('special_spherical_bessel_j0', args=('x',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_special_spherical_bessel_j0)
_special_spherical_bessel_j0_case = _pw.Case(
    cpu_1d=_cpu.special_spherical_bessel_j0_1d, cpu_nd=_cpu.special_spherical_bessel_j0_nd, cpu_par=(_cpu.special_spherical_bessel_j0_1dp, _cpu.special_spherical_bessel_j0_ndp),
    cpu_1di=_cpu.special_spherical_bessel_j0_1di,
    cuda='special_spherical_bessel_j0_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_spherical_bessel_j0(x, *, out=None):
    """special_spherical_bessel_j0(Tensor x) -> Tensor"""
    return _pipeline.call(_op_special_spherical_bessel_j0, ((x,), (), _special_spherical_bessel_j0_case), out)


# ---- special_airy_ai
_derivative_special_airy_ai = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_airy_ai = _Op(
    'special_airy_ai', _pw.FAMILY,
    _pw.Pointwise('special_airy_ai', args=('x',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_special_airy_ai)
_special_airy_ai_case = _pw.Case(
    cpu_1d=_cpu.special_airy_ai_1d, cpu_nd=_cpu.special_airy_ai_nd, cpu_par=(_cpu.special_airy_ai_1dp, _cpu.special_airy_ai_ndp),
    cpu_1di=_cpu.special_airy_ai_1di,
    cuda='special_airy_ai_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_airy_ai(x, *, out=None):
    """special_airy_ai(Tensor x) -> Tensor"""
    return _pipeline.call(_op_special_airy_ai, ((x,), (), _special_airy_ai_case), out)


# ---- special_chebyshev_polynomial_t
_derivative_special_chebyshev_polynomial_t = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_chebyshev_polynomial_t = _Op(
    'special_chebyshev_polynomial_t', _pw.FAMILY,
    _pw.Pointwise('special_chebyshev_polynomial_t', args=('x', 'n'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise', backward=_derivative_special_chebyshev_polynomial_t)
_special_chebyshev_polynomial_t_case = _pw.Case(
    cpu_1d=_cpu.special_chebyshev_polynomial_t_1d, cpu_nd=_cpu.special_chebyshev_polynomial_t_nd, cpu_par=(_cpu.special_chebyshev_polynomial_t_1dp, _cpu.special_chebyshev_polynomial_t_ndp),
    cpu_1di=_cpu.special_chebyshev_polynomial_t_1di,
    cuda='special_chebyshev_polynomial_t_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_chebyshev_polynomial_t(x, n, *, out=None):
    """special_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor"""
    return _pipeline.call(_op_special_chebyshev_polynomial_t, ((x, n), (), _special_chebyshev_polynomial_t_case), out)


# ---- special_chebyshev_polynomial_u
_derivative_special_chebyshev_polynomial_u = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_chebyshev_polynomial_u = _Op(
    'special_chebyshev_polynomial_u', _pw.FAMILY,
    _pw.Pointwise('special_chebyshev_polynomial_u', args=('x', 'n'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise', backward=_derivative_special_chebyshev_polynomial_u)
_special_chebyshev_polynomial_u_case = _pw.Case(
    cpu_1d=_cpu.special_chebyshev_polynomial_u_1d, cpu_nd=_cpu.special_chebyshev_polynomial_u_nd, cpu_par=(_cpu.special_chebyshev_polynomial_u_1dp, _cpu.special_chebyshev_polynomial_u_ndp),
    cpu_1di=_cpu.special_chebyshev_polynomial_u_1di,
    cuda='special_chebyshev_polynomial_u_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_chebyshev_polynomial_u(x, n, *, out=None):
    """special_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor"""
    return _pipeline.call(_op_special_chebyshev_polynomial_u, ((x, n), (), _special_chebyshev_polynomial_u_case), out)


# ---- special_chebyshev_polynomial_v
_derivative_special_chebyshev_polynomial_v = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_chebyshev_polynomial_v = _Op(
    'special_chebyshev_polynomial_v', _pw.FAMILY,
    _pw.Pointwise('special_chebyshev_polynomial_v', args=('x', 'n'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise', backward=_derivative_special_chebyshev_polynomial_v)
_special_chebyshev_polynomial_v_case = _pw.Case(
    cpu_1d=_cpu.special_chebyshev_polynomial_v_1d, cpu_nd=_cpu.special_chebyshev_polynomial_v_nd, cpu_par=(_cpu.special_chebyshev_polynomial_v_1dp, _cpu.special_chebyshev_polynomial_v_ndp),
    cpu_1di=_cpu.special_chebyshev_polynomial_v_1di,
    cuda='special_chebyshev_polynomial_v_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_chebyshev_polynomial_v(x, n, *, out=None):
    """special_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor"""
    return _pipeline.call(_op_special_chebyshev_polynomial_v, ((x, n), (), _special_chebyshev_polynomial_v_case), out)


# ---- special_chebyshev_polynomial_w
_derivative_special_chebyshev_polynomial_w = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_chebyshev_polynomial_w = _Op(
    'special_chebyshev_polynomial_w', _pw.FAMILY,
    _pw.Pointwise('special_chebyshev_polynomial_w', args=('x', 'n'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise', backward=_derivative_special_chebyshev_polynomial_w)
_special_chebyshev_polynomial_w_case = _pw.Case(
    cpu_1d=_cpu.special_chebyshev_polynomial_w_1d, cpu_nd=_cpu.special_chebyshev_polynomial_w_nd, cpu_par=(_cpu.special_chebyshev_polynomial_w_1dp, _cpu.special_chebyshev_polynomial_w_ndp),
    cpu_1di=_cpu.special_chebyshev_polynomial_w_1di,
    cuda='special_chebyshev_polynomial_w_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_chebyshev_polynomial_w(x, n, *, out=None):
    """special_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor"""
    return _pipeline.call(_op_special_chebyshev_polynomial_w, ((x, n), (), _special_chebyshev_polynomial_w_case), out)


# ---- special_shifted_chebyshev_polynomial_t
_derivative_special_shifted_chebyshev_polynomial_t = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_shifted_chebyshev_polynomial_t = _Op(
    'special_shifted_chebyshev_polynomial_t', _pw.FAMILY,
    _pw.Pointwise('special_shifted_chebyshev_polynomial_t', args=('x', 'n'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise', backward=_derivative_special_shifted_chebyshev_polynomial_t)
_special_shifted_chebyshev_polynomial_t_case = _pw.Case(
    cpu_1d=_cpu.special_shifted_chebyshev_polynomial_t_1d, cpu_nd=_cpu.special_shifted_chebyshev_polynomial_t_nd, cpu_par=(_cpu.special_shifted_chebyshev_polynomial_t_1dp, _cpu.special_shifted_chebyshev_polynomial_t_ndp),
    cpu_1di=_cpu.special_shifted_chebyshev_polynomial_t_1di,
    cuda='special_shifted_chebyshev_polynomial_t_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_shifted_chebyshev_polynomial_t(x, n, *, out=None):
    """special_shifted_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor"""
    return _pipeline.call(_op_special_shifted_chebyshev_polynomial_t, ((x, n), (), _special_shifted_chebyshev_polynomial_t_case), out)


# ---- special_shifted_chebyshev_polynomial_u
_derivative_special_shifted_chebyshev_polynomial_u = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_shifted_chebyshev_polynomial_u = _Op(
    'special_shifted_chebyshev_polynomial_u', _pw.FAMILY,
    _pw.Pointwise('special_shifted_chebyshev_polynomial_u', args=('x', 'n'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise', backward=_derivative_special_shifted_chebyshev_polynomial_u)
_special_shifted_chebyshev_polynomial_u_case = _pw.Case(
    cpu_1d=_cpu.special_shifted_chebyshev_polynomial_u_1d, cpu_nd=_cpu.special_shifted_chebyshev_polynomial_u_nd, cpu_par=(_cpu.special_shifted_chebyshev_polynomial_u_1dp, _cpu.special_shifted_chebyshev_polynomial_u_ndp),
    cpu_1di=_cpu.special_shifted_chebyshev_polynomial_u_1di,
    cuda='special_shifted_chebyshev_polynomial_u_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_shifted_chebyshev_polynomial_u(x, n, *, out=None):
    """special_shifted_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor"""
    return _pipeline.call(_op_special_shifted_chebyshev_polynomial_u, ((x, n), (), _special_shifted_chebyshev_polynomial_u_case), out)


# ---- special_shifted_chebyshev_polynomial_v
_derivative_special_shifted_chebyshev_polynomial_v = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_shifted_chebyshev_polynomial_v = _Op(
    'special_shifted_chebyshev_polynomial_v', _pw.FAMILY,
    _pw.Pointwise('special_shifted_chebyshev_polynomial_v', args=('x', 'n'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise', backward=_derivative_special_shifted_chebyshev_polynomial_v)
_special_shifted_chebyshev_polynomial_v_case = _pw.Case(
    cpu_1d=_cpu.special_shifted_chebyshev_polynomial_v_1d, cpu_nd=_cpu.special_shifted_chebyshev_polynomial_v_nd, cpu_par=(_cpu.special_shifted_chebyshev_polynomial_v_1dp, _cpu.special_shifted_chebyshev_polynomial_v_ndp),
    cpu_1di=_cpu.special_shifted_chebyshev_polynomial_v_1di,
    cuda='special_shifted_chebyshev_polynomial_v_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_shifted_chebyshev_polynomial_v(x, n, *, out=None):
    """special_shifted_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor"""
    return _pipeline.call(_op_special_shifted_chebyshev_polynomial_v, ((x, n), (), _special_shifted_chebyshev_polynomial_v_case), out)


# ---- special_shifted_chebyshev_polynomial_w
_derivative_special_shifted_chebyshev_polynomial_w = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_shifted_chebyshev_polynomial_w = _Op(
    'special_shifted_chebyshev_polynomial_w', _pw.FAMILY,
    _pw.Pointwise('special_shifted_chebyshev_polynomial_w', args=('x', 'n'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise', backward=_derivative_special_shifted_chebyshev_polynomial_w)
_special_shifted_chebyshev_polynomial_w_case = _pw.Case(
    cpu_1d=_cpu.special_shifted_chebyshev_polynomial_w_1d, cpu_nd=_cpu.special_shifted_chebyshev_polynomial_w_nd, cpu_par=(_cpu.special_shifted_chebyshev_polynomial_w_1dp, _cpu.special_shifted_chebyshev_polynomial_w_ndp),
    cpu_1di=_cpu.special_shifted_chebyshev_polynomial_w_1di,
    cuda='special_shifted_chebyshev_polynomial_w_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_shifted_chebyshev_polynomial_w(x, n, *, out=None):
    """special_shifted_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor"""
    return _pipeline.call(_op_special_shifted_chebyshev_polynomial_w, ((x, n), (), _special_shifted_chebyshev_polynomial_w_case), out)


# ---- special_hermite_polynomial_h
_derivative_special_hermite_polynomial_h = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_hermite_polynomial_h = _Op(
    'special_hermite_polynomial_h', _pw.FAMILY,
    _pw.Pointwise('special_hermite_polynomial_h', args=('x', 'n'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise', backward=_derivative_special_hermite_polynomial_h)
_special_hermite_polynomial_h_case = _pw.Case(
    cpu_1d=_cpu.special_hermite_polynomial_h_1d, cpu_nd=_cpu.special_hermite_polynomial_h_nd, cpu_par=(_cpu.special_hermite_polynomial_h_1dp, _cpu.special_hermite_polynomial_h_ndp),
    cpu_1di=_cpu.special_hermite_polynomial_h_1di,
    cuda='special_hermite_polynomial_h_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_hermite_polynomial_h(x, n, *, out=None):
    """special_hermite_polynomial_h(Tensor x, Tensor n) -> Tensor"""
    return _pipeline.call(_op_special_hermite_polynomial_h, ((x, n), (), _special_hermite_polynomial_h_case), out)


# ---- special_hermite_polynomial_he
_derivative_special_hermite_polynomial_he = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_hermite_polynomial_he = _Op(
    'special_hermite_polynomial_he', _pw.FAMILY,
    _pw.Pointwise('special_hermite_polynomial_he', args=('x', 'n'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise', backward=_derivative_special_hermite_polynomial_he)
_special_hermite_polynomial_he_case = _pw.Case(
    cpu_1d=_cpu.special_hermite_polynomial_he_1d, cpu_nd=_cpu.special_hermite_polynomial_he_nd, cpu_par=(_cpu.special_hermite_polynomial_he_1dp, _cpu.special_hermite_polynomial_he_ndp),
    cpu_1di=_cpu.special_hermite_polynomial_he_1di,
    cuda='special_hermite_polynomial_he_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_hermite_polynomial_he(x, n, *, out=None):
    """special_hermite_polynomial_he(Tensor x, Tensor n) -> Tensor"""
    return _pipeline.call(_op_special_hermite_polynomial_he, ((x, n), (), _special_hermite_polynomial_he_case), out)


# ---- special_laguerre_polynomial_l
_derivative_special_laguerre_polynomial_l = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_laguerre_polynomial_l = _Op(
    'special_laguerre_polynomial_l', _pw.FAMILY,
    _pw.Pointwise('special_laguerre_polynomial_l', args=('x', 'n'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise', backward=_derivative_special_laguerre_polynomial_l)
_special_laguerre_polynomial_l_case = _pw.Case(
    cpu_1d=_cpu.special_laguerre_polynomial_l_1d, cpu_nd=_cpu.special_laguerre_polynomial_l_nd, cpu_par=(_cpu.special_laguerre_polynomial_l_1dp, _cpu.special_laguerre_polynomial_l_ndp),
    cpu_1di=_cpu.special_laguerre_polynomial_l_1di,
    cuda='special_laguerre_polynomial_l_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_laguerre_polynomial_l(x, n, *, out=None):
    """special_laguerre_polynomial_l(Tensor x, Tensor n) -> Tensor"""
    return _pipeline.call(_op_special_laguerre_polynomial_l, ((x, n), (), _special_laguerre_polynomial_l_case), out)


# ---- special_legendre_polynomial_p
_derivative_special_legendre_polynomial_p = _Derivative(None, reason='PyTorch declares it non_differentiable (its derivatives.yaml)')

_op_special_legendre_polynomial_p = _Op(
    'special_legendre_polynomial_p', _pw.FAMILY,
    _pw.Pointwise('special_legendre_polynomial_p', args=('x', 'n'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise', backward=_derivative_special_legendre_polynomial_p)
_special_legendre_polynomial_p_case = _pw.Case(
    cpu_1d=_cpu.special_legendre_polynomial_p_1d, cpu_nd=_cpu.special_legendre_polynomial_p_nd, cpu_par=(_cpu.special_legendre_polynomial_p_1dp, _cpu.special_legendre_polynomial_p_ndp),
    cpu_1di=_cpu.special_legendre_polynomial_p_1di,
    cuda='special_legendre_polynomial_p_kernel', category='int_to_float', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float32, _D.float64,))


def special_legendre_polynomial_p(x, n, *, out=None):
    """special_legendre_polynomial_p(Tensor x, Tensor n) -> Tensor"""
    return _pipeline.call(_op_special_legendre_polynomial_p, ((x, n), (), _special_legendre_polynomial_p_case), out)


# ---- rsub
def _d_rsub(needs, grads, results, alpha):
    grad = grads[0]
    return (
        (scaled(-grad, alpha)) if needs[0] else None,
        (grad) if needs[1] else None,
    )


_derivative_rsub = _Derivative(_d_rsub, inputs=('self', 'other'), reads=('alpha',))

_op_rsub = _Op(
    'rsub', _pw.FAMILY,
    _pw.Pointwise('rsub', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(('alpha', 'Scalar'),)),
    names='unify', nested='elementwise', backward=_derivative_rsub)
_rsub_case = _pw.Case(
    cpu_1d=_cpu.rsub_1d, cpu_nd=_cpu.rsub_nd, cpu_par=(_cpu.rsub_1dp, _cpu.rsub_ndp),
    cpu_1di=_cpu.rsub_1di,
    cuda='rsub_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    bool_error={'all': 'Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` operator instead.', 'any': 'Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.'})


def rsub(input, other, alpha=1):
    """rsub(Tensor self, Tensor other, Scalar alpha=1) -> Tensor"""
    self = input
    return _pipeline.call(_op_rsub, ((self, other), (alpha,), _rsub_case))


# ---- angle
def _d_angle(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


_derivative_angle = _Derivative(_d_angle, inputs=('self',), reads=())

_op_angle = _Op(
    'angle', _pw.FAMILY,
    _pw.Pointwise('angle', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_angle)
_angle_case = _pw.Case(
    cpu_1d=_cpu.angle_1d, cpu_nd=_cpu.angle_nd, cpu_par=(_cpu.angle_1dp, _cpu.angle_ndp),
    cpu_1di=_cpu.angle_1di,
    cuda='angle_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def angle(input, *, out=None):
    """angle(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_angle, ((self,), (), _angle_case), out)


def _angle_method(self):
    """angle(Tensor self) -> Tensor"""
    return _pipeline.call(_op_angle, ((self,), (), _angle_case))


# ---- poisson
def _d_poisson(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


_derivative_poisson = _Derivative(_d_poisson, inputs=('self',), reads=())

_op_poisson = _Op(
    'poisson', _rnd.FAMILY,
    _rnd.Random(
        'poisson', ('self', 'generator'), ('self',),
        params=('self',),
        scalar_types={ },
        target='new', dtypes=_D.GROUPS['floating'],
        absent=(), prepare=None, size=None,
        result='self', dtype_error=None,
        floating_args=(),
        checks=(_rnd.Check(lambda self: self >= 0, ('self',), 'invalid Poisson rate, expected rate to be non-negative', None, RuntimeError),),
        cpu=_cpu.poisson_fill, cpu_par=_cpu.poisson_fill_par, cuda='_rnd_poisson'),
    names='keep', nested='none', backward=_derivative_poisson)


def poisson(input, generator=None):
    """poisson(Tensor self, Generator? generator=None) -> Tensor"""
    self = input
    return _pipeline.call(_op_poisson, (self, generator))


# ---- geometric_
def _d_geometric_(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


_derivative_geometric_ = _Derivative(_d_geometric_, inputs=('self',), reads=())

_op_geometric_ = _Op(
    'geometric_', _rnd.FAMILY,
    _rnd.Random(
        'geometric_', ('self', 'p', 'generator'), ('self',),
        params=('p',),
        scalar_types={ 'p': 'float', },
        target='self', dtypes=_D.GROUPS['numeric'],
        absent=(), prepare=None, size=None,
        result='promoted', dtype_error=None,
        floating_args=(),
        checks=(_rnd.Check(lambda p: (p > 0) & (p < 1), ('p',), 'geometric_ expects p to be in (0, 1), but got p={p}', None, RuntimeError),),
        cpu=_cpu.geometric__fill, cpu_par=_cpu.geometric__fill_par, cuda='_rnd_geometric_'),
    names='keep', nested='none', backward=_derivative_geometric_)


def geometric_(self, p, *, generator=None):
    """geometric_(Tensor self, float p, *, Generator? generator=None) -> Tensor"""
    return _pipeline.call_inplace(_op_geometric_, (self, p, generator))


# ---- cov
_op_cov = _Op(
    'cov', _cmp.FAMILY,
    _cmp.Composite('cov', arg_names=('self', 'correction', 'fweights', 'aweights'),
                   tensors=('self',)),
    names='refuse', nested='none')


def cov(input, *, correction=1, fweights=None, aweights=None):
    """cov(Tensor self, *, int correction=1, Tensor? fweights=None, Tensor? aweights=None) -> Tensor"""
    self = input
    return _pipeline.call(_op_cov, (self, correction, fweights, aweights))


# ---- corrcoef
_op_corrcoef = _Op(
    'corrcoef', _cmp.FAMILY,
    _cmp.Composite('corrcoef', arg_names=('self',),
                   tensors=('self',)),
    names='refuse', nested='none')


def corrcoef(input):
    """corrcoef(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_corrcoef, (self,))


# ---- histogram
_op_histogram = _Op(
    'histogram', _cmp.FAMILY,
    _cmp.Composite('histogram', arg_names=('self', 'bins', 'range', 'weight', 'density'),
                   tensors=('self',)),
    names='refuse', nested='none')


def histogram(input, bins=100, *, range=None, weight=None, density=False, out=None):
    """histogram(Tensor self, Scalar bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)"""
    self = input
    return _pipeline.call(_op_histogram, (self, bins, range, weight, density), out)


def _histogram_method(self, bins=100, *, range=None, weight=None, density=False):
    """histogram(Tensor self, Scalar bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)"""
    return _pipeline.call(_op_histogram, (self, bins, range, weight, density))


# ---- histogramdd
_op_histogramdd = _Op(
    'histogramdd', _cmp.FAMILY,
    _cmp.Composite('histogramdd', arg_names=('self', 'bins', 'range', 'weight', 'density'),
                   tensors=('self',)),
    names='refuse', nested='none')


def _histogramdd_function_form0(input, bins, range=None, weight=None, density=False):
    if not (_ov.is_int(bins)):
        return None
    return input, bins, range, weight, density


def _histogramdd_function_form1(input, bins, range=None, weight=None, density=False):
    if not (_ov.is_int_list(bins)):
        return None
    return input, bins, range, weight, density


def _histogramdd_function_form2(input, bins, range=None, weight=None, density=False):
    if not (_ov.is_tensor_list(bins)):
        return None
    return input, bins, range, weight, density


_histogramdd_function_forms = _ov.Overloads('histogramdd', (_histogramdd_function_form0, _histogramdd_function_form1, _histogramdd_function_form2,))


@_ov.overloaded(_histogramdd_function_forms)
def histogramdd(*args, **kwargs):
    """histogramdd(Tensor self, int bins, float[]? range=None, Tensor? weight=None, bool density=False)
    histogramdd(Tensor self, int[] bins, float[]? range=None, Tensor? weight=None, bool density=False)
    histogramdd(Tensor self, Tensor[] bins, float[]? range=None, Tensor? weight=None, bool density=False)"""
    self, bins, range, weight, density = _histogramdd_function_forms(args, kwargs)
    return _pipeline.call(_op_histogramdd, (self, bins, range, weight, density))


# ---- column_stack
_op_column_stack = _Op(
    'column_stack', _cmp.FAMILY,
    _cmp.Composite('column_stack', arg_names=('tensors',),
                   tensors=()),
    names='refuse', nested='none')


def column_stack(tensors, *, out=None):
    """column_stack(Tensor[] tensors) -> Tensor"""
    return _pipeline.call(_op_column_stack, (tensors,), out)


# ---- diagflat
_op_diagflat = _Op(
    'diagflat', _cmp.FAMILY,
    _cmp.Composite('diagflat', arg_names=('self', 'offset'),
                   tensors=('self',)),
    names='refuse', nested='none')


def diagflat(input, offset=0):
    """diagflat(Tensor self, int offset=0) -> Tensor"""
    self = input
    return _pipeline.call(_op_diagflat, (self, offset))


# ---- cartesian_prod
_op_cartesian_prod = _Op(
    'cartesian_prod', _cmp.FAMILY,
    _cmp.Composite('cartesian_prod', arg_names=('tensors',),
                   tensors=()),
    names='refuse', nested='none')


def cartesian_prod(*tensors):
    """cartesian_prod(Tensor[] tensors) -> Tensor"""
    return _pipeline.call(_op_cartesian_prod, (tensors,))


# ---- vander
_op_vander = _Op(
    'vander', _cmp.FAMILY,
    _cmp.Composite('vander', arg_names=('x', 'N', 'increasing'),
                   tensors=('x',)),
    names='refuse', nested='none')


def vander(x, N=None, increasing=False):
    """vander(Tensor x, int? N=None, bool increasing=False) -> Tensor"""
    return _pipeline.call(_op_vander, (x, N, increasing))


# ---- renorm
_op_renorm = _Op(
    'renorm', _cmp.FAMILY,
    _cmp.Composite('renorm', arg_names=('self', 'p', 'dim', 'maxnorm'),
                   tensors=('self',)),
    names='refuse', nested='none')


def renorm(input, p, dim, maxnorm, *, out=None):
    """renorm(Tensor self, Scalar p, dim dim, Scalar maxnorm) -> Tensor"""
    self = input
    return _pipeline.call(_op_renorm, (self, p, dim, maxnorm), out)


def renorm_(self, p, dim, maxnorm):
    """renorm(Tensor self, Scalar p, dim dim, Scalar maxnorm) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_renorm, (self, p, dim, maxnorm))


def _renorm_method(self, p, dim, maxnorm):
    """renorm(Tensor self, Scalar p, dim dim, Scalar maxnorm) -> Tensor"""
    return _pipeline.call(_op_renorm, (self, p, dim, maxnorm))


# ---- sum_to_size
_op_sum_to_size = _Op(
    'sum_to_size', _cmp.FAMILY,
    _cmp.Composite('sum_to_size', arg_names=('self', 'size'),
                   tensors=('self',)),
    names='refuse', nested='none')


def sum_to_size(self, size):
    """sum_to_size(Tensor self, int[] size) -> Tensor"""
    return _pipeline.call(_op_sum_to_size, (self, size))


def _sum_to_size_method(self, *args, size=None):
    """sum_to_size(Tensor self, int[] size) -> Tensor"""
    size = _ov.varargs('sum_to_size', 'size', args, size, ())
    return _pipeline.call(_op_sum_to_size, (self, size))


# ---- is_same_size


def is_same_size(input, other):
    """is_same_size(Tensor self, Tensor other) -> bool"""
    self = input
    _cmp.check_tensor('is_same_size', 'self', 1, self)
    if not (isinstance(other, _Tensor)):
        raise TypeError(f"is_same_size(): argument 'other' (position 2) must be Tensor, not {type(other).__name__}")
    return tuple(self.shape) == tuple(other.shape)


# ---- split_with_sizes
def _d_split_with_sizes(needs, grads, results, dim):
    grad = grads[0]
    return (
        (cat_grads(grads, results, dim)) if needs[0] else None,
    )


_derivative_split_with_sizes = _Derivative(_d_split_with_sizes, inputs=('self',), reads=('dim',), uses_result=True)

_op_split_with_sizes = _Op(
    'split_with_sizes', _vw.FAMILY,
    _vw.View(_vr.split_with_sizes, arg_names=('self', 'split_sizes', 'dim'), multi=True),
    names='keep', nested='regular_dim', backward=_derivative_split_with_sizes)


def split_with_sizes(input, split_sizes, dim=0):
    """split_with_sizes(Tensor self, int[] split_sizes, dim dim=0) -> Tensor[]"""
    self = input
    return _pipeline.call(_op_split_with_sizes, (self, split_sizes, dim))


# ---- scalar_tensor
_op_scalar_tensor = _Op(
    'scalar_tensor', _cmp.FAMILY,
    _cmp.Composite('scalar_tensor', arg_names=('s', 'dtype', 'layout', 'device', 'pin_memory', 'requires_grad'),
                   tensors=()),
    names='none', nested='none')


def scalar_tensor(s, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False):
    """scalar_tensor(Scalar s, *, dtype? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False) -> Tensor"""
    return _pipeline.call(_op_scalar_tensor, (s, dtype, layout, device, pin_memory, requires_grad))


# ---- index_reduce
def _d_index_reduce(needs, grads, results, self, dim, index, source, reduce, include_self):
    grad = grads[0]
    result = results[0]
    return (
        (index_reduce_backward(grad, self, dim, index, source, reduce, include_self, result, 0)) if needs[0] else None,
        (index_reduce_backward(grad, self, dim, index, source, reduce, include_self, result, 1)) if needs[1] else None,
    )


_derivative_index_reduce = _Derivative(_d_index_reduce, inputs=('self', 'source'), reads=('self', 'dim', 'index', 'source', 'reduce', 'include_self'), uses_result=True)

_op_index_reduce = _Op(
    'index_reduce', _sg.FAMILY,
    _sg.Spec('index_reduce', 'index_reduce', ('self', 'dim', 'index', 'source', 'reduce', 'include_self'),
       dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='index_reduce'),
    names='refuse', nested='none', backward=_derivative_index_reduce)


def index_reduce(input, dim, index, source, reduce, *, include_self=True, out=None):
    """index_reduce(Tensor self, dim dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor"""
    self = input
    args = (self, dim, index, source, reduce, include_self)
    return _pipeline.call(_op_index_reduce, args, out)


def index_reduce_(self, dim, index, source, reduce, *, include_self=True):
    """index_reduce(Tensor self, dim dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor (in place)"""
    args = (self, dim, index, source, reduce, include_self)
    return _pipeline.call_inplace(_op_index_reduce, args)


def _index_reduce_method(self, dim, index, source, reduce, *, include_self=True):
    """index_reduce(Tensor self, dim dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor"""
    args = (self, dim, index, source, reduce, include_self)
    return _pipeline.call(_op_index_reduce, args)


# ---- bartlett_window
_op_bartlett_window = _Op(
    'bartlett_window', _cmp.FAMILY,
    _cmp.Composite('bartlett_window', arg_names=('window_length', 'periodic', 'dtype', 'layout', 'device', 'pin_memory', 'requires_grad'),
                   tensors=()),
    names='none', nested='none')


def bartlett_window(window_length, periodic=True, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False):
    """bartlett_window(int window_length, bool periodic=True, *, dtype? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False) -> Tensor"""
    return _pipeline.call(_op_bartlett_window, (window_length, periodic, dtype, layout, device, pin_memory, requires_grad))


# ---- blackman_window
_op_blackman_window = _Op(
    'blackman_window', _cmp.FAMILY,
    _cmp.Composite('blackman_window', arg_names=('window_length', 'periodic', 'dtype', 'layout', 'device', 'pin_memory', 'requires_grad'),
                   tensors=()),
    names='none', nested='none')


def blackman_window(window_length, periodic=True, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False):
    """blackman_window(int window_length, bool periodic=True, *, dtype? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False) -> Tensor"""
    return _pipeline.call(_op_blackman_window, (window_length, periodic, dtype, layout, device, pin_memory, requires_grad))


# ---- hamming_window
_op_hamming_window = _Op(
    'hamming_window', _cmp.FAMILY,
    _cmp.Composite('hamming_window', arg_names=('window_length', 'periodic', 'alpha', 'beta', 'dtype', 'layout', 'device', 'pin_memory', 'requires_grad'),
                   tensors=()),
    names='none', nested='none')


def hamming_window(window_length, periodic=True, alpha=0.54, beta=0.46, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False):
    """hamming_window(int window_length, bool periodic=True, float alpha=0.54, float beta=0.46, *, dtype? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False) -> Tensor"""
    return _pipeline.call(_op_hamming_window, (window_length, periodic, alpha, beta, dtype, layout, device, pin_memory, requires_grad))


# ---- hann_window
_op_hann_window = _Op(
    'hann_window', _cmp.FAMILY,
    _cmp.Composite('hann_window', arg_names=('window_length', 'periodic', 'dtype', 'layout', 'device', 'pin_memory', 'requires_grad'),
                   tensors=()),
    names='none', nested='none')


def hann_window(window_length, periodic=True, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False):
    """hann_window(int window_length, bool periodic=True, *, dtype? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False) -> Tensor"""
    return _pipeline.call(_op_hann_window, (window_length, periodic, dtype, layout, device, pin_memory, requires_grad))


# ---- kaiser_window
_op_kaiser_window = _Op(
    'kaiser_window', _cmp.FAMILY,
    _cmp.Composite('kaiser_window', arg_names=('window_length', 'periodic', 'beta', 'dtype', 'layout', 'device', 'pin_memory', 'requires_grad'),
                   tensors=()),
    names='none', nested='none')


def kaiser_window(window_length, periodic=True, beta=12.0, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False):
    """kaiser_window(int window_length, bool periodic=True, float beta=12.0, *, dtype? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False) -> Tensor"""
    return _pipeline.call(_op_kaiser_window, (window_length, periodic, beta, dtype, layout, device, pin_memory, requires_grad))


# ---- _to_copy
def _d__to_copy(needs, grads, results):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
    )


_derivative__to_copy = _Derivative(_d__to_copy, inputs=('self',), reads=())

_op__to_copy = _Op(
    '_to_copy', _pw.FAMILY,
    _pw.Pointwise('_to_copy', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative__to_copy)
__to_copy_case = _pw.Case(
    cpu_1d=_cpu._to_copy_1d, cpu_nd=_cpu._to_copy_nd, cpu_par=(_cpu._to_copy_1dp, _cpu._to_copy_ndp),
    cpu_1di=_cpu._to_copy_1di,
    cuda='_to_copy_kernel', category='no_opmath', dtypes=_D.GROUPS['all'])


def _to_copy(input):
    """_to_copy(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op__to_copy, ((self,), (), __to_copy_case))


# ---- transpose
def _d_transpose(needs, grads, results, dim0, dim1):
    grad = grads[0]
    return (
        (grad.transpose(dim0, dim1)) if needs[0] else None,
    )


_derivative_transpose = _Derivative(_d_transpose, inputs=('self',), reads=('dim0', 'dim1'))

_op_transpose = _Op(
    'transpose', _vw.FAMILY,
    _vw.View(_vr.transpose, arg_names=('self', 'dim0', 'dim1')),
    names='permute', nested='transpose_not_dim0', sparse='transpose', backward=_derivative_transpose)


def transpose(input, dim0, dim1):
    """transpose(Tensor self, dim dim0, dim dim1) -> Tensor"""
    self = input
    return _pipeline.call(_op_transpose, (self, dim0, dim1))


def transpose_(self, dim0, dim1):
    """transpose(Tensor self, dim dim0, dim dim1) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_transpose, (self, dim0, dim1))


# ---- swapaxes
def _d_swapaxes(needs, grads, results, axis0, axis1):
    grad = grads[0]
    return (
        (grad.transpose(axis0, axis1)) if needs[0] else None,
    )


_derivative_swapaxes = _Derivative(_d_swapaxes, inputs=('self',), reads=('axis0', 'axis1'))

_op_swapaxes = _Op(
    'swapaxes', _vw.FAMILY,
    _vw.View(_vr.transpose, arg_names=('self', 'axis0', 'axis1')),
    names='permute', nested='transpose_not_dim0', backward=_derivative_swapaxes)


def swapaxes(input, axis0, axis1):
    """swapaxes(Tensor self, dim axis0, dim axis1) -> Tensor"""
    self = input
    return _pipeline.call(_op_swapaxes, (self, axis0, axis1))


def swapaxes_(self, axis0, axis1):
    """swapaxes(Tensor self, dim axis0, dim axis1) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_swapaxes, (self, axis0, axis1))


# ---- swapdims
def _d_swapdims(needs, grads, results, dim0, dim1):
    grad = grads[0]
    return (
        (grad.transpose(dim0, dim1)) if needs[0] else None,
    )


_derivative_swapdims = _Derivative(_d_swapdims, inputs=('self',), reads=('dim0', 'dim1'))

_op_swapdims = _Op(
    'swapdims', _vw.FAMILY,
    _vw.View(_vr.transpose, arg_names=('self', 'dim0', 'dim1')),
    names='permute', nested='transpose_not_dim0', backward=_derivative_swapdims)


def swapdims(input, dim0, dim1):
    """swapdims(Tensor self, dim dim0, dim dim1) -> Tensor"""
    self = input
    return _pipeline.call(_op_swapdims, (self, dim0, dim1))


def swapdims_(self, dim0, dim1):
    """swapdims(Tensor self, dim dim0, dim dim1) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_swapdims, (self, dim0, dim1))


# ---- t
def _d_t(needs, grads, results):
    grad = grads[0]
    return (
        (grad.t()) if needs[0] else None,
    )


_derivative_t = _Derivative(_d_t, inputs=('self',), reads=())

_op_t = _Op(
    't', _vw.FAMILY,
    _vw.View(_vr.t, arg_names=('self',)),
    names='permute', nested='none', sparse='transpose', backward=_derivative_t)


def t(input):
    """t(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_t, (self,))


def t_(self):
    """t(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_t, (self,))


# ---- permute
def _d_permute(needs, grads, results, self, dims):
    grad = grads[0]
    return (
        (permute_backward(grad, self, dims)) if needs[0] else None,
    )


_derivative_permute = _Derivative(_d_permute, inputs=('self',), reads=('self', 'dims'), meta_reads=('self',))

_op_permute = _Op(
    'permute', _vw.FAMILY,
    _vw.View(_vr.permute, arg_names=('self', 'dims')),
    names='permute', nested='none', backward=_derivative_permute)


def permute(input, dims):
    """permute(Tensor self, dim[] dims) -> Tensor"""
    self = input
    return _pipeline.call(_op_permute, (self, dims))


def _permute_method(self, *args, dims=None):
    """permute(Tensor self, dim[] dims) -> Tensor"""
    dims = _ov.varargs('permute', 'dims', args, dims, ())
    return _pipeline.call(_op_permute, (self, dims))


# ---- select
def _d_select(needs, grads, results, self, dim, index):
    grad = grads[0]
    return (
        (select_backward(grad, self, dim, index)) if needs[0] else None,
    )


_derivative_select = _Derivative(_d_select, inputs=('self',), reads=('self', 'dim', 'index'), meta_reads=('self',))

_op_select = _Op(
    'select', _vw.FAMILY,
    _vw.View(_vr.select, arg_names=('self', 'dim', 'index')),
    names='remove_dims', nested='select', backward=_derivative_select)


def select(input, dim, index):
    """select(Tensor self, dim dim, int index) -> Tensor"""
    self = input
    return _pipeline.call(_op_select, (self, dim, index))


# ---- narrow
def _d_narrow(needs, grads, results, self, dim, start, length):
    grad = grads[0]
    return (
        (narrow_backward(grad, self, dim, start, length)) if needs[0] else None,
    )


_derivative_narrow = _Derivative(_d_narrow, inputs=('self',), reads=('self', 'dim', 'start', 'length'), meta_reads=('self',))

_op_narrow = _Op(
    'narrow', _vw.FAMILY,
    _vw.View(_vr.narrow, arg_names=('self', 'dim', 'start', 'length')),
    names='keep', nested='regular_dim', backward=_derivative_narrow)


def narrow(input, dim, start, length):
    """narrow(Tensor self, dim dim, int start, int length) -> Tensor"""
    self = input
    return _pipeline.call(_op_narrow, (self, dim, start, length))


# ---- _slice
def _d__slice(needs, grads, results, self, dim, start, end, step):
    grad = grads[0]
    return (
        (slice_backward(grad, self, dim, start, end, step)) if needs[0] else None,
    )


_derivative__slice = _Derivative(_d__slice, inputs=('self',), reads=('self', 'dim', 'start', 'end', 'step'), meta_reads=('self',))

_op__slice = _Op(
    '_slice', _vw.FAMILY,
    _vw.View(_vr.slice, arg_names=('self', 'dim', 'start', 'end', 'step')),
    names='keep', nested='none', backward=_derivative__slice)


def _slice(input, dim=0, start=None, end=None, step=1):
    """_slice(Tensor self, dim dim=0, int? start=None, int? end=None, int step=1) -> Tensor"""
    self = input
    return _pipeline.call(_op__slice, (self, dim, start, end, step))


# ---- squeeze
def _d_squeeze(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad.reshape(self.shape)) if needs[0] else None,
    )


_derivative_squeeze = _Derivative(_d_squeeze, inputs=('self',), reads=('self',), meta_reads=('self',))

_op_squeeze = _Op(
    'squeeze', _vw.FAMILY,
    _vw.View(_vr.squeeze, arg_names=('self', 'dim')),
    names='remove_dims', nested='regular_dim', backward=_derivative_squeeze)


def squeeze(input, dim=None):
    """squeeze(Tensor self, dim[]? dim=None) -> Tensor"""
    self = input
    return _pipeline.call(_op_squeeze, (self, dim))


def squeeze_(self, *args, dim=None):
    """squeeze(Tensor self, dim[]? dim=None) -> Tensor (in place)"""
    dim = _ov.varargs('squeeze', 'dim', args, dim, None)
    return _pipeline.call_inplace(_op_squeeze, (self, dim))


def _squeeze_method(self, *args, dim=None):
    """squeeze(Tensor self, dim[]? dim=None) -> Tensor"""
    dim = _ov.varargs('squeeze', 'dim', args, dim, None)
    return _pipeline.call(_op_squeeze, (self, dim))


# ---- unsqueeze
def _d_unsqueeze(needs, grads, results, dim):
    grad = grads[0]
    return (
        (grad.squeeze(dim)) if needs[0] else None,
    )


_derivative_unsqueeze = _Derivative(_d_unsqueeze, inputs=('self',), reads=('dim',))

_op_unsqueeze = _Op(
    'unsqueeze', _vw.FAMILY,
    _vw.View(_vr.unsqueeze, arg_names=('self', 'dim')),
    names='permute', nested='regular_dim', backward=_derivative_unsqueeze)


def unsqueeze(input, dim):
    """unsqueeze(Tensor self, int dim) -> Tensor"""
    self = input
    return _pipeline.call(_op_unsqueeze, (self, dim))


def unsqueeze_(self, dim):
    """unsqueeze(Tensor self, int dim) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_unsqueeze, (self, dim))


# ---- expand
def _d_expand(needs, grads, results):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
    )


_derivative_expand = _Derivative(_d_expand, inputs=('self',), reads=())

_op_expand = _Op(
    'expand', _vw.FAMILY,
    _vw.View(_vr.expand, arg_names=('self', 'size', 'implicit')),
    names='permute', nested='none', backward=_derivative_expand)


def expand(self, size, *, implicit=False):
    """expand(Tensor self, int[] size, *, bool implicit=False) -> Tensor"""
    return _pipeline.call(_op_expand, (self, size, implicit))


def _expand_method(self, *args, size=None, implicit=False):
    """expand(Tensor self, int[] size, *, bool implicit=False) -> Tensor"""
    size = _ov.varargs('expand', 'size', args, size, ())
    return _pipeline.call(_op_expand, (self, size, implicit))


# ---- unfold
def _d_unfold(needs, grads, results, self, dimension, size, step):
    grad = grads[0]
    return (
        (unfold_backward(grad, self, dimension, size, step)) if needs[0] else None,
    )


_derivative_unfold = _Derivative(_d_unfold, inputs=('self',), reads=('self', 'dimension', 'size', 'step'), meta_reads=('self',))

_op_unfold = _Op(
    'unfold', _vw.FAMILY,
    _vw.View(_vr.unfold, arg_names=('self', 'dimension', 'size', 'step')),
    names='refuse', nested='none', backward=_derivative_unfold)


def unfold(self, dimension, size, step):
    """unfold(Tensor self, dim dimension, int size, int step) -> Tensor"""
    return _pipeline.call(_op_unfold, (self, dimension, size, step))


# ---- expand_as
def _d_expand_as(needs, grads, results):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
    )


_derivative_expand_as = _Derivative(_d_expand_as, inputs=('self',), reads=())

_op_expand_as = _Op(
    'expand_as', _vw.FAMILY,
    _vw.View(_vr.expand_as, arg_names=('self', 'other')),
    names='permute', nested='none', backward=_derivative_expand_as)


def expand_as(self, other):
    """expand_as(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_expand_as, (self, other))


# ---- view
def _d_view(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad.reshape(self.shape)) if needs[0] else None,
    )


_derivative_view = _Derivative(_d_view, inputs=('self',), reads=('self',), meta_reads=('self',))

_op_view = _Op(
    'view', _vw.FAMILY,
    _vw.View(_vr.view, arg_names=('self', 'size')),
    names='refuse', nested='reshape_batch_kept', backward=_derivative_view)


def _view_function_form0(self, size):
    if not (_ov.is_int_list(size)):
        return None
    return self, size


def _view_function_form1(self, dtype):
    if not (_ov.is_dtype(dtype)):
        return None
    return _ov.Done(_view_dtype(self, dtype))


_view_function_forms = _ov.Overloads('view', (_view_function_form0, _view_function_form1,))


@_ov.overloaded(_view_function_forms)
def view(*args, **kwargs):
    """view(Tensor self, int[] size)
    view(Tensor self, dtype dtype)"""
    bound = _view_function_forms(args, kwargs)
    if bound.__class__ is _ov.Done:
        return bound.result
    self, size = bound
    return _pipeline.call(_op_view, (self, size))


def _view_method_form0(self, *args, size=None):
    size = _ov.varargs('view', 'size', args, size, ())
    if not (_ov.is_int_list(size)):
        return None
    return self, size


def _view_method_form1(self, dtype):
    if not (_ov.is_dtype(dtype)):
        return None
    return _ov.Done(_view_dtype(self, dtype))


_view_method_forms = _ov.Overloads('view', (_view_method_form0, _view_method_form1,))


@_ov.overloaded(_view_method_forms)
def _view_method(self, *args, **kwargs):
    """view(Tensor self, int[] size)
    view(Tensor self, dtype dtype)"""
    bound = _view_method_forms((self,) + args, kwargs)
    if bound.__class__ is _ov.Done:
        return bound.result
    self, size = bound
    return _pipeline.call(_op_view, (self, size))


# ---- reshape
def _d_reshape(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad.reshape(self.shape)) if needs[0] else None,
    )


_derivative_reshape = _Derivative(_d_reshape, inputs=('self',), reads=('self',), meta_reads=('self',))

_op_reshape = _Op(
    'reshape', _vw.FAMILY,
    _vw.View(_vr.reshape, arg_names=('self', 'shape'), fallback=__to_copy_case),
    names='refuse', nested='reshape_batch_kept', backward=_derivative_reshape)


def reshape(input, shape):
    """reshape(Tensor self, int[] shape) -> Tensor"""
    self = input
    return _pipeline.call(_op_reshape, (self, shape))


def _reshape_method(self, *args, shape=None):
    """reshape(Tensor self, int[] shape) -> Tensor"""
    shape = _ov.varargs('reshape', 'shape', args, shape, ())
    return _pipeline.call(_op_reshape, (self, shape))


# ---- _view_dtype
_derivative__view_dtype = _Derivative(None, reason="the same bytes as another dtype (PyTorch's view.dtype is not differentiable)")

_op__view_dtype = _Op(
    '_view_dtype', _vw.FAMILY,
    _vw.View(_vr.view_dtype, arg_names=('self', 'dtype')),
    names='keep', nested='none', backward=_derivative__view_dtype)


def _view_dtype(input, dtype):
    """_view_dtype(Tensor self, dtype dtype) -> Tensor"""
    self = input
    return _pipeline.call(_op__view_dtype, (self, dtype))


# ---- view_as
def _d_view_as(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad.reshape(self.shape)) if needs[0] else None,
    )


_derivative_view_as = _Derivative(_d_view_as, inputs=('self',), reads=('self',), meta_reads=('self',))

_op_view_as = _Op(
    'view_as', _vw.FAMILY,
    _vw.View(_vr.view_as, arg_names=('self', 'other')),
    names='refuse', nested='none', backward=_derivative_view_as)


def view_as(self, other):
    """view_as(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_view_as, (self, other))


# ---- reshape_as
def _d_reshape_as(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad.reshape(self.shape)) if needs[0] else None,
    )


_derivative_reshape_as = _Derivative(_d_reshape_as, inputs=('self',), reads=('self',), meta_reads=('self',))

_op_reshape_as = _Op(
    'reshape_as', _vw.FAMILY,
    _vw.View(_vr.reshape_as, arg_names=('self', 'other'), fallback=__to_copy_case),
    names='refuse', nested='reshape_batch_kept', backward=_derivative_reshape_as)


def reshape_as(self, other):
    """reshape_as(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_reshape_as, (self, other))


# ---- flatten
def _d_flatten(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad.reshape_as(self)) if needs[0] else None,
    )


_derivative_flatten = _Derivative(_d_flatten, inputs=('self',), reads=('self',))

_op_flatten = _Op(
    'flatten', _vw.FAMILY,
    _vw.View(_vr.flatten, arg_names=('self', 'start_dim', 'end_dim'), fallback=__to_copy_case),
    names='refuse', nested='regular_dim', backward=_derivative_flatten)


def flatten(input, start_dim=0, end_dim=-1):
    """flatten(Tensor self, dim start_dim=0, dim end_dim=-1) -> Tensor"""
    self = input
    return _pipeline.call(_op_flatten, (self, start_dim, end_dim))


# ---- unflatten
def _d_unflatten(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad.reshape_as(self)) if needs[0] else None,
    )


_derivative_unflatten = _Derivative(_d_unflatten, inputs=('self',), reads=('self',))

_op_unflatten = _Op(
    'unflatten', _vw.FAMILY,
    _vw.View(_vr.unflatten, arg_names=('self', 'dim', 'sizes')),
    names='refuse', nested='regular_dim', backward=_derivative_unflatten)


def unflatten(input, dim, sizes):
    """unflatten(Tensor self, dim dim, int[] sizes) -> Tensor"""
    self = input
    return _pipeline.call(_op_unflatten, (self, dim, sizes))


# ---- detach
_derivative_detach = _Derivative(None, reason='detach returns a tensor outside the graph')

_op_detach = _Op(
    'detach', _vw.FAMILY,
    _vw.View(_vr.detach, arg_names=('self',), alias=True),
    names='keep', nested='as_dense', backward=_derivative_detach)


def detach(input):
    """detach(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_detach, (self,))


def detach_(input):
    """detach(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_detach, (self,))


# ---- contiguous
def _d_contiguous(needs, grads, results):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
    )


_derivative_contiguous = _Derivative(_d_contiguous, inputs=('self',), reads=())

_op_contiguous = _Op(
    'contiguous', _vw.FAMILY,
    _vw.View(_vr.contiguous, arg_names=('self',), fallback=__to_copy_case),
    names='keep', nested='as_dense', backward=_derivative_contiguous)


def contiguous(self):
    """contiguous(Tensor self) -> Tensor"""
    return _pipeline.call(_op_contiguous, (self,))


# ---- unbind
def _d_unbind(needs, grads, results, self, dim):
    grad = grads[0]
    return (
        (stack_grads(grads, results, dim, self)) if needs[0] else None,
    )


_derivative_unbind = _Derivative(_d_unbind, inputs=('self',), reads=('self', 'dim'), meta_reads=('self',), uses_result=True)

_op_unbind = _Op(
    'unbind', _vw.FAMILY,
    _vw.View(_vr.unbind, arg_names=('self', 'dim'), multi=True),
    names='remove_dims', nested='unbind_dim0', backward=_derivative_unbind)


def unbind(input, dim=0):
    """unbind(Tensor self, dim dim=0) -> Tensor[]"""
    self = input
    return _pipeline.call(_op_unbind, (self, dim))


# ---- split
def _d_split(needs, grads, results, dim):
    grad = grads[0]
    return (
        (cat_grads(grads, results, dim)) if needs[0] else None,
    )


_derivative_split = _Derivative(_d_split, inputs=('self',), reads=('dim',), uses_result=True)

_op_split = _Op(
    'split', _vw.FAMILY,
    _vw.View(_vr.split, arg_names=('self', 'split_size_or_sections', 'dim'), multi=True),
    names='keep', nested='regular_dim', backward=_derivative_split)


def split(tensor, split_size_or_sections, dim=0):
    """split(Tensor tensor, int[] split_size_or_sections, dim dim=0)"""
    self = tensor
    return _pipeline.call(_op_split, (self, split_size_or_sections, dim))


def _split_method(self, split_size, dim=0):
    """split(Tensor self, int[] split_size, dim dim=0)"""
    split_size_or_sections = split_size
    return _pipeline.call(_op_split, (self, split_size_or_sections, dim))


# ---- chunk
def _d_chunk(needs, grads, results, dim):
    grad = grads[0]
    return (
        (cat_grads(grads, results, dim)) if needs[0] else None,
    )


_derivative_chunk = _Derivative(_d_chunk, inputs=('self',), reads=('dim',), uses_result=True)

_op_chunk = _Op(
    'chunk', _vw.FAMILY,
    _vw.View(_vr.chunk, arg_names=('self', 'chunks', 'dim'), multi=True),
    names='keep', nested='regular_dim', backward=_derivative_chunk)


def chunk(input, chunks, dim=0):
    """chunk(Tensor self, int chunks, dim dim=0) -> Tensor[]"""
    self = input
    return _pipeline.call(_op_chunk, (self, chunks, dim))


# ---- clone
def _d_clone(needs, grads, results):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
    )


_derivative_clone = _Derivative(_d_clone, inputs=('self',), reads=())

_op_clone = _Op(
    'clone', _cp.FAMILY,
    _cp.Copy('clone', case=__to_copy_case, arg_names=('self', 'memory_format')),
    names='keep', nested='as_dense', backward=_derivative_clone)


def clone(input, *, memory_format=None):
    """clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor"""
    self = input
    return _pipeline.call(_op_clone, (self, memory_format))


# ---- copy
def _d_copy(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
        (grad) if needs[1] else None,
    )


_derivative_copy = _Derivative(_d_copy, inputs=('self', 'src'), reads=())

_op_copy = _Op(
    'copy', _cp.FAMILY,
    _cp.Copy('copy', case=__to_copy_case, arg_names=('self', 'src', 'non_blocking')),
    names='unify', nested='none', backward=_derivative_copy)


def copy(self, src, non_blocking=False):
    """copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor"""
    return _pipeline.call(_op_copy, (self, src, non_blocking))


def copy_(self, src, non_blocking=False):
    """copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_copy, (self, src, non_blocking))


# ---- fill
def _d_fill(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


_derivative_fill = _Derivative(_d_fill, inputs=('self',), reads=())

_op_fill = _Op(
    'fill', _cp.FAMILY,
    _cp.Copy('fill', case=__to_copy_case, arg_names=('self', 'value')),
    names='keep', nested='none', internal_overlap='allow', backward=_derivative_fill)


def fill(input, value):
    """fill(Tensor self, Scalar value) -> Tensor"""
    self = input
    return _pipeline.call(_op_fill, (self, value))


def fill_(input, value):
    """fill(Tensor self, Scalar value) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_fill, (self, value))


# ---- zero
def _d_zero(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


_derivative_zero = _Derivative(_d_zero, inputs=('self',), reads=())

_op_zero = _Op(
    'zero', _cp.FAMILY,
    _cp.Copy('zero', case=__to_copy_case, arg_names=('self',)),
    names='keep', nested='none', internal_overlap='allow', backward=_derivative_zero)


def zero(self):
    """zero(Tensor self) -> Tensor"""
    return _pipeline.call(_op_zero, (self,))


def zero_(input):
    """zero(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_zero, (self,))


# ---- cat
def _d_cat(needs, grads, results, tensors, dim):
    grad = grads[0]
    return (
        (cat_backward(grad, tensors, dim)) if needs[0] else None,
    )


_derivative_cat = _Derivative(_d_cat, inputs=('tensors',), reads=('tensors', 'dim'), meta_reads=('tensors',))

_op_cat = _Op(
    'cat', _cp.FAMILY,
    _cp.Copy('cat', case=__to_copy_case, arg_names=('tensors', 'dim'), pair=_cpu._cat_pair),
    names='unify', nested='regular_dim', backward=_derivative_cat)


def cat(tensors, dim=0, *, out=None):
    """cat(Tensor[] tensors, dim dim=0) -> Tensor"""
    return _pipeline.call(_op_cat, (tensors, dim), out)


# ---- concat
def _d_concat(needs, grads, results, tensors, dim):
    grad = grads[0]
    return (
        (cat_backward(grad, tensors, dim)) if needs[0] else None,
    )


_derivative_concat = _Derivative(_d_concat, inputs=('tensors',), reads=('tensors', 'dim'), meta_reads=('tensors',))

_op_concat = _Op(
    'concat', _cp.FAMILY,
    _cp.Copy('cat', case=__to_copy_case, arg_names=('tensors', 'dim'), pair=_cpu._cat_pair),
    names='unify', nested='regular_dim', backward=_derivative_concat)


def concat(tensors, dim=0, *, out=None):
    """concat(Tensor[] tensors, dim dim=0) -> Tensor"""
    return _pipeline.call(_op_concat, (tensors, dim), out)


# ---- concatenate
def _d_concatenate(needs, grads, results, tensors, dim):
    grad = grads[0]
    return (
        (cat_backward(grad, tensors, dim)) if needs[0] else None,
    )


_derivative_concatenate = _Derivative(_d_concatenate, inputs=('tensors',), reads=('tensors', 'dim'), meta_reads=('tensors',))

_op_concatenate = _Op(
    'concatenate', _cp.FAMILY,
    _cp.Copy('cat', case=__to_copy_case, arg_names=('tensors', 'dim'), pair=_cpu._cat_pair),
    names='unify', nested='regular_dim', backward=_derivative_concatenate)


def concatenate(tensors, dim=0, *, out=None):
    """concatenate(Tensor[] tensors, dim dim=0) -> Tensor"""
    return _pipeline.call(_op_concatenate, (tensors, dim), out)


# ---- stack
def _d_stack(needs, grads, results, dim):
    grad = grads[0]
    return (
        (list(grad.unbind(dim))) if needs[0] else None,
    )


_derivative_stack = _Derivative(_d_stack, inputs=('tensors',), reads=('dim',))

_op_stack = _Op(
    'stack', _cp.FAMILY,
    _cp.Copy('stack', case=__to_copy_case, arg_names=('tensors', 'dim')),
    names='unify', nested='none', backward=_derivative_stack)


def stack(tensors, dim=0, *, out=None):
    """stack(Tensor[] tensors, dim dim=0) -> Tensor"""
    return _pipeline.call(_op_stack, (tensors, dim), out)


# ---- _masked_fill
def _d__masked_fill(needs, grads, results, mask):
    grad = grads[0]
    return (
        (where(mask, 0.0, grad)) if needs[0] else None,
        (where(mask, grad, 0.0)) if needs[1] else None,
    )


_derivative__masked_fill = _Derivative(_d__masked_fill, inputs=('self', 'value'), reads=('mask',))

_op__masked_fill = _Op(
    '_masked_fill', _pw.FAMILY,
    _pw.Pointwise('_masked_fill', args=('self', 'mask', 'value'), promote=(0, 2),
                  fixed={1: _D.bool_}, scalars=()),
    names='unify', nested='none', backward=_derivative__masked_fill)
__masked_fill_case = _pw.Case(
    cpu_1d=_cpu._masked_fill_1d, cpu_nd=_cpu._masked_fill_nd, cpu_par=(_cpu._masked_fill_1dp, _cpu._masked_fill_ndp),
    cpu_1di=_cpu._masked_fill_1di,
    cuda='_masked_fill_kernel', category='default', dtypes=_D.GROUPS['all'])


def _masked_fill(input, mask, value):
    """_masked_fill(Tensor self, Tensor mask, Tensor value) -> Tensor"""
    self = input
    return _pipeline.call(_op__masked_fill, ((self, mask, value), (), __masked_fill_case))


# ---- masked_fill
def _d_masked_fill(needs, grads, results, mask):
    grad = grads[0]
    return (
        (grad.masked_fill(mask, 0)) if needs[0] else None,
        (where(mask, grad, 0.0).sum()) if needs[1] else None,
    )


_derivative_masked_fill = _Derivative(_d_masked_fill, inputs=('self', 'value'), reads=('mask',))

_op_masked_fill = _Op(
    'masked_fill', _cp.FAMILY,
    _cp.Copy('masked_fill', case=__masked_fill_case, arg_names=('self', 'mask', 'value')),
    names='mask', nested='elementwise', internal_overlap='warn', backward=_derivative_masked_fill)


def masked_fill(input, mask, value):
    """masked_fill(Tensor self, Tensor mask, Scalar value) -> Tensor"""
    self = input
    return _pipeline.call(_op_masked_fill, (self, mask, value))


def masked_fill_(self, mask, value):
    """masked_fill(Tensor self, Tensor mask, Scalar value) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_masked_fill, (self, mask, value))


# ---- index_fill
def _d_index_fill(needs, grads, results, dim, index):
    grad = grads[0]
    return (
        (grad.index_fill(dim, index, 0)) if needs[0] else None,
        (index_fill_value_backward(grad, dim, index)) if needs[1] else None,
    )


_derivative_index_fill = _Derivative(_d_index_fill, inputs=('self', 'value'), reads=('dim', 'index'))

_op_index_fill = _Op(
    'index_fill', _cp.FAMILY,
    _cp.Copy('index_fill', case=__masked_fill_case, arg_names=('self', 'dim', 'index', 'value')),
    names='keep', nested='none', backward=_derivative_index_fill)


def index_fill(input, dim, index, value):
    """index_fill(Tensor self, dim dim, Tensor index, Scalar value) -> Tensor"""
    self = input
    return _pipeline.call(_op_index_fill, (self, dim, index, value))


def index_fill_(self, dim, index, value):
    """index_fill(Tensor self, dim dim, Tensor index, Scalar value) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_index_fill, (self, dim, index, value))


# ---- _take
__take_case = _cp.Gather(_cpu._take_gather, _cpu._take_scatter, '_take_gather', '_take_scatter')


# ---- masked_select
def _d_masked_select(needs, grads, results, self, mask):
    grad = grads[0]
    return (
        (masked_select_backward(grad, self, mask)) if needs[0] else None,
    )


_derivative_masked_select = _Derivative(_d_masked_select, inputs=('self',), reads=('self', 'mask'))

_op_masked_select = _Op(
    'masked_select', _cp.FAMILY,
    _cp.Copy('masked_select', case=__take_case, arg_names=('self', 'mask')),
    names='none', nested='none', backward=_derivative_masked_select)


def masked_select(input, mask, *, out=None):
    """masked_select(Tensor self, Tensor mask) -> Tensor"""
    self = input
    return _pipeline.call(_op_masked_select, (self, mask), out)


def _masked_select_method(self, mask):
    """masked_select(Tensor self, Tensor mask) -> Tensor"""
    return _pipeline.call(_op_masked_select, (self, mask))


# ---- gather
def _d_gather(needs, grads, results, self, dim, index):
    grad = grads[0]
    return (
        (zeros_like(self).scatter_add(dim, index, grad)) if needs[0] else None,
    )


_derivative_gather = _Derivative(_d_gather, inputs=('self',), reads=('self', 'dim', 'index'))

_op_gather = _Op(
    'gather', _sg.FAMILY,
    _sg.Spec('gather', 'gather', ('self', 'dim', 'index', 'sparse_grad'),
       dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='gather'),
    names='refuse', nested='none', backward=_derivative_gather)


def gather(input, dim, index, *, sparse_grad=False, out=None):
    """gather(Tensor self, dim dim, Tensor index, *, bool sparse_grad=False) -> Tensor"""
    self = input
    args = (self, dim, index, sparse_grad)
    return _pipeline.call(_op_gather, args, out)


def _gather_method(self, dim, index, *, sparse_grad=False):
    """gather(Tensor self, dim dim, Tensor index, *, bool sparse_grad=False) -> Tensor"""
    args = (self, dim, index, sparse_grad)
    return _pipeline.call(_op_gather, args)


# ---- take_along_dim
def _d_take_along_dim(needs, grads, results, self, indices, dim):
    grad = grads[0]
    return (
        (take_along_dim_backward(grad, self, indices, dim)) if needs[0] else None,
    )


_derivative_take_along_dim = _Derivative(_d_take_along_dim, inputs=('self',), reads=('self', 'indices', 'dim'), meta_reads=('self',))

_op_take_along_dim = _Op(
    'take_along_dim', _sg.FAMILY,
    _sg.Spec('take_along_dim', 'take_along_dim', ('self', 'indices', 'dim'),
       dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='take_along_dim'),
    names='refuse', nested='none', backward=_derivative_take_along_dim)


def take_along_dim(input, indices, dim=None, *, out=None):
    """take_along_dim(Tensor self, Tensor indices, dim? dim=None) -> Tensor"""
    self = input
    args = (self, indices, dim)
    return _pipeline.call(_op_take_along_dim, args, out)


def _take_along_dim_method(self, indices, dim=None):
    """take_along_dim(Tensor self, Tensor indices, dim? dim=None) -> Tensor"""
    args = (self, indices, dim)
    return _pipeline.call(_op_take_along_dim, args)


# ---- index_select
def _d_index_select(needs, grads, results, self, dim, index):
    grad = grads[0]
    return (
        (zeros_like(self).index_add(dim, index, grad)) if needs[0] else None,
    )


_derivative_index_select = _Derivative(_d_index_select, inputs=('self',), reads=('self', 'dim', 'index'))

_op_index_select = _Op(
    'index_select', _sg.FAMILY,
    _sg.Spec('index_select', 'index_select', ('self', 'dim', 'index'),
       dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='index_select'),
    names='refuse', nested='none', backward=_derivative_index_select)


def index_select(input, dim, index, *, out=None):
    """index_select(Tensor self, dim dim, Tensor index) -> Tensor"""
    self = input
    args = (self, dim, index)
    return _pipeline.call(_op_index_select, args, out)


def _index_select_method(self, dim, index):
    """index_select(Tensor self, dim dim, Tensor index) -> Tensor"""
    args = (self, dim, index)
    return _pipeline.call(_op_index_select, args)


# ---- embedding
def _d_embedding(needs, grads, results, weight, indices, padding_idx, scale_grad_by_freq, sparse):
    grad = grads[0]
    return (
        (embedding_backward(grad, indices, weight, padding_idx, scale_grad_by_freq, sparse)) if needs[0] else None,
    )


_derivative_embedding = _Derivative(_d_embedding, inputs=('weight',), reads=('weight', 'indices', 'padding_idx', 'scale_grad_by_freq', 'sparse'), meta_reads=('weight',))

_op_embedding = _Op(
    'embedding', _sg.FAMILY,
    _sg.Spec('embedding', 'embedding', ('weight', 'indices', 'padding_idx', 'scale_grad_by_freq', 'sparse'),
       dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='embedding'),
    names='refuse', nested='packed_indices', backward=_derivative_embedding)


def embedding(weight, indices, padding_idx=-1, scale_grad_by_freq=False, sparse=False):
    """embedding(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor"""
    args = (weight, indices, padding_idx, scale_grad_by_freq, sparse)
    return _pipeline.call(_op_embedding, args)


# ---- embedding_dense_backward
def _d_embedding_dense_backward(needs, grads, results, indices, padding_idx, scale_grad_by_freq):
    grad = grads[0]
    return (
        (embedding_double_backward(grad, indices, padding_idx, scale_grad_by_freq)) if needs[0] else None,
    )


_derivative_embedding_dense_backward = _Derivative(_d_embedding_dense_backward, inputs=('grad_output',), reads=('indices', 'padding_idx', 'scale_grad_by_freq'))

_op_embedding_dense_backward = _Op(
    'embedding_dense_backward', _sg.FAMILY,
    _sg.Spec('embedding_dense_backward', 'embedding_backward', ('grad_output', 'indices', 'num_weights', 'padding_idx', 'scale_grad_by_freq'),
       dtypes=_D.GROUPS['floating'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='embedding_dense_backward'),
    names='refuse', nested='packed_indices', backward=_derivative_embedding_dense_backward)


def embedding_dense_backward(grad_output, indices, num_weights, padding_idx, scale_grad_by_freq):
    """embedding_dense_backward(Tensor grad_output, Tensor indices, int num_weights, int padding_idx, bool scale_grad_by_freq) -> Tensor"""
    args = (grad_output, indices, num_weights, padding_idx, scale_grad_by_freq)
    return _pipeline.call(_op_embedding_dense_backward, args)


# ---- embedding_sparse_backward
_op_embedding_sparse_backward = _Op(
    'embedding_sparse_backward', _cmp.FAMILY,
    _cmp.Composite('embedding_sparse_backward', arg_names=('grad', 'indices', 'num_weights', 'padding_idx', 'scale_grad_by_freq'),
                   tensors=('grad', 'indices')),
    names='refuse', nested='none')


def embedding_sparse_backward(grad, indices, num_weights, padding_idx, scale_grad_by_freq):
    """embedding_sparse_backward(Tensor grad, Tensor indices, int num_weights, int padding_idx, bool scale_grad_by_freq) -> Tensor"""
    return _pipeline.call(_op_embedding_sparse_backward, (grad, indices, num_weights, padding_idx, scale_grad_by_freq))


# ---- take
def _d_take(needs, grads, results, self, index):
    grad = grads[0]
    return (
        (take_backward(grad, self, index)) if needs[0] else None,
    )


_derivative_take = _Derivative(_d_take, inputs=('self',), reads=('self', 'index'), meta_reads=('self',))

_op_take = _Op(
    'take', _sg.FAMILY,
    _sg.Spec('take', 'take', ('self', 'index'),
       dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='take'),
    names='refuse', nested='none', backward=_derivative_take)


def take(input, index, *, out=None):
    """take(Tensor self, Tensor index) -> Tensor"""
    self = input
    args = (self, index)
    return _pipeline.call(_op_take, args, out)


def _take_method(self, index):
    """take(Tensor self, Tensor index) -> Tensor"""
    args = (self, index)
    return _pipeline.call(_op_take, args)


# ---- scatter
def _d_scatter(needs, grads, results, dim, index, src, reduce):
    grad = grads[0]
    return (
        (scatter_backward_self(grad, dim, index, reduce)) if needs[0] else None,
        (scatter_backward_src(grad, dim, index, src, reduce)) if needs[1] else None,
    )


_derivative_scatter = _Derivative(_d_scatter, inputs=('self', 'src'), reads=('dim', 'index', 'src', 'reduce'), meta_reads=('src',))

_op_scatter = _Op(
    'scatter', _sg.FAMILY,
    _sg.Spec('scatter', 'scatter', ('self', 'dim', 'index', 'src', 'value', 'reduce'),
       dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='scatter'),
    names='refuse', nested='none', backward=_derivative_scatter)


def _scatter_function_form0(input, dim, index, src, *, reduce=None, out=None):
    if not (_ov.is_tensor(src)):
        return None
    return input, dim, index, src, None, reduce, out


def _scatter_function_form1(input, dim, index, value, *, reduce=None, out=None):
    if not (_ov.is_scalar(value)):
        return None
    return input, dim, index, None, value, reduce, out


_scatter_function_forms = _ov.Overloads('scatter', (_scatter_function_form0, _scatter_function_form1,))


@_ov.overloaded(_scatter_function_forms)
def scatter(*args, **kwargs):
    """scatter(Tensor self, dim dim, Tensor index, Tensor src, *, str? reduce=None)
    scatter(Tensor self, dim dim, Tensor index, Scalar value, *, str? reduce=None)"""
    self, dim, index, src, value, reduce, out = _scatter_function_forms(args, kwargs)
    args = (self, dim, index, src, value, reduce)
    return _pipeline.call(_op_scatter, args, out)


def _scatter_inplace_form0(self, dim, index, src, *, reduce=None):
    if not (_ov.is_tensor(src)):
        return None
    return self, dim, index, src, None, reduce


def _scatter_inplace_form1(self, dim, index, value, *, reduce=None):
    if not (_ov.is_scalar(value)):
        return None
    return self, dim, index, None, value, reduce


_scatter_inplace_forms = _ov.Overloads('scatter_', (_scatter_inplace_form0, _scatter_inplace_form1,))


@_ov.overloaded(_scatter_inplace_forms)
def scatter_(*args, **kwargs):
    """scatter(Tensor self, dim dim, Tensor index, Tensor src, *, str? reduce=None)
    scatter(Tensor self, dim dim, Tensor index, Scalar value, *, str? reduce=None) (in place)"""
    self, dim, index, src, value, reduce = _scatter_inplace_forms(args, kwargs)
    args = (self, dim, index, src, value, reduce)
    return _pipeline.call_inplace(_op_scatter, args)


def _scatter_method_form0(self, dim, index, src, *, reduce=None):
    if not (_ov.is_tensor(src)):
        return None
    return self, dim, index, src, None, reduce


def _scatter_method_form1(self, dim, index, value, *, reduce=None):
    if not (_ov.is_scalar(value)):
        return None
    return self, dim, index, None, value, reduce


_scatter_method_forms = _ov.Overloads('scatter', (_scatter_method_form0, _scatter_method_form1,))


@_ov.overloaded(_scatter_method_forms)
def _scatter_method(self, *args, **kwargs):
    """scatter(Tensor self, dim dim, Tensor index, Tensor src, *, str? reduce=None)
    scatter(Tensor self, dim dim, Tensor index, Scalar value, *, str? reduce=None)"""
    self, dim, index, src, value, reduce = _scatter_method_forms((self,) + args, kwargs)
    args = (self, dim, index, src, value, reduce)
    return _pipeline.call(_op_scatter, args)


# ---- scatter_add
def _d_scatter_add(needs, grads, results, dim, index, src):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
        (gather_to(grad, dim, index, src)) if needs[1] else None,
    )


_derivative_scatter_add = _Derivative(_d_scatter_add, inputs=('self', 'src'), reads=('dim', 'index', 'src'), meta_reads=('src',))

_op_scatter_add = _Op(
    'scatter_add', _sg.FAMILY,
    _sg.Spec('scatter_add', 'scatter_add', ('self', 'dim', 'index', 'src'),
       dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='scatter_add'),
    names='refuse', nested='none', backward=_derivative_scatter_add)


def scatter_add(input, dim, index, src, *, out=None):
    """scatter_add(Tensor self, dim dim, Tensor index, Tensor src) -> Tensor"""
    self = input
    args = (self, dim, index, src)
    return _pipeline.call(_op_scatter_add, args, out)


def scatter_add_(self, dim, index, src):
    """scatter_add(Tensor self, dim dim, Tensor index, Tensor src) -> Tensor (in place)"""
    args = (self, dim, index, src)
    return _pipeline.call_inplace(_op_scatter_add, args)


def _scatter_add_method(self, dim, index, src):
    """scatter_add(Tensor self, dim dim, Tensor index, Tensor src) -> Tensor"""
    args = (self, dim, index, src)
    return _pipeline.call(_op_scatter_add, args)


# ---- scatter_reduce
def _d_scatter_reduce(needs, grads, results, self, dim, index, src, reduce, include_self):
    grad = grads[0]
    result = results[0]
    return (
        (scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self, result, 0)) if needs[0] else None,
        (scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self, result, 1)) if needs[1] else None,
    )


_derivative_scatter_reduce = _Derivative(_d_scatter_reduce, inputs=('self', 'src'), reads=('self', 'dim', 'index', 'src', 'reduce', 'include_self'), uses_result=True)

_op_scatter_reduce = _Op(
    'scatter_reduce', _sg.FAMILY,
    _sg.Spec('scatter_reduce', 'scatter_reduce', ('self', 'dim', 'index', 'src', 'reduce', 'include_self'),
       dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='scatter_reduce'),
    names='refuse', nested='none', backward=_derivative_scatter_reduce)


def scatter_reduce(input, dim, index, src, reduce, *, include_self=True, out=None):
    """scatter_reduce(Tensor self, dim dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor"""
    self = input
    args = (self, dim, index, src, reduce, include_self)
    return _pipeline.call(_op_scatter_reduce, args, out)


def scatter_reduce_(self, dim, index, src, reduce, *, include_self=True):
    """scatter_reduce(Tensor self, dim dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor (in place)"""
    args = (self, dim, index, src, reduce, include_self)
    return _pipeline.call_inplace(_op_scatter_reduce, args)


def _scatter_reduce_method(self, dim, index, src, reduce, *, include_self=True):
    """scatter_reduce(Tensor self, dim dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor"""
    args = (self, dim, index, src, reduce, include_self)
    return _pipeline.call(_op_scatter_reduce, args)


# ---- index_add
def _d_index_add(needs, grads, results, dim, index, alpha):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
        (grad.index_select(dim, index) * alpha) if needs[1] else None,
    )


_derivative_index_add = _Derivative(_d_index_add, inputs=('self', 'source'), reads=('dim', 'index', 'alpha'))

_op_index_add = _Op(
    'index_add', _sg.FAMILY,
    _sg.Spec('index_add', 'index_add', ('self', 'dim', 'index', 'source', 'alpha'),
       dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='index_add'),
    names='refuse', nested='none', backward=_derivative_index_add)


def index_add(input, dim, index, source, *, alpha=1, out=None):
    """index_add(Tensor self, dim dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor"""
    self = input
    args = (self, dim, index, source, alpha)
    return _pipeline.call(_op_index_add, args, out)


def index_add_(self, dim, index, source, *, alpha=1):
    """index_add(Tensor self, dim dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor (in place)"""
    args = (self, dim, index, source, alpha)
    return _pipeline.call_inplace(_op_index_add, args)


def _index_add_method(self, dim, index, source, *, alpha=1):
    """index_add(Tensor self, dim dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor"""
    args = (self, dim, index, source, alpha)
    return _pipeline.call(_op_index_add, args)


# ---- index_copy
def _d_index_copy(needs, grads, results, dim, index):
    grad = grads[0]
    return (
        (grad.index_fill(dim, index, 0)) if needs[0] else None,
        (grad.index_select(dim, index)) if needs[1] else None,
    )


_derivative_index_copy = _Derivative(_d_index_copy, inputs=('self', 'source'), reads=('dim', 'index'))

_op_index_copy = _Op(
    'index_copy', _sg.FAMILY,
    _sg.Spec('index_copy', 'index_copy', ('self', 'dim', 'index', 'source'),
       dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='index_copy'),
    names='refuse', nested='none', backward=_derivative_index_copy)


def index_copy(input, dim, index, source, *, out=None):
    """index_copy(Tensor self, dim dim, Tensor index, Tensor source) -> Tensor"""
    self = input
    args = (self, dim, index, source)
    return _pipeline.call(_op_index_copy, args, out)


def index_copy_(self, dim, index, source):
    """index_copy(Tensor self, dim dim, Tensor index, Tensor source) -> Tensor (in place)"""
    args = (self, dim, index, source)
    return _pipeline.call_inplace(_op_index_copy, args)


def _index_copy_method(self, dim, index, source):
    """index_copy(Tensor self, dim dim, Tensor index, Tensor source) -> Tensor"""
    args = (self, dim, index, source)
    return _pipeline.call(_op_index_copy, args)


# ---- masked_scatter
def _d_masked_scatter(needs, grads, results, mask, source):
    grad = grads[0]
    return (
        (grad.masked_fill(mask, 0)) if needs[0] else None,
        (masked_scatter_backward(grad, mask, source)) if needs[1] else None,
    )


_derivative_masked_scatter = _Derivative(_d_masked_scatter, inputs=('self', 'source'), reads=('mask', 'source'), meta_reads=('source',))

_op_masked_scatter = _Op(
    'masked_scatter', _sg.FAMILY,
    _sg.Spec('masked_scatter', 'masked_scatter', ('self', 'mask', 'source'),
       dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='masked_scatter'),
    names='refuse', nested='none', backward=_derivative_masked_scatter)


def masked_scatter(input, mask, source):
    """masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor"""
    self = input
    args = (self, mask, source)
    return _pipeline.call(_op_masked_scatter, args)


def masked_scatter_(self, mask, source):
    """masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor (in place)"""
    args = (self, mask, source)
    return _pipeline.call_inplace(_op_masked_scatter, args)


# ---- index_put
def _d_index_put(needs, grads, results, indices, values, accumulate):
    grad = grads[0]
    return (
        (grad if accumulate else grad.index_put(indices, zeros_like(values))) if needs[0] else None,
        (grad[tuple(indices)]) if needs[1] else None,
    )


_derivative_index_put = _Derivative(_d_index_put, inputs=('self', 'values'), reads=('indices', 'values', 'accumulate'))

_op_index_put = _Op(
    'index_put', _sg.FAMILY,
    _sg.Spec('index_put', 'index_put', ('self', 'indices', 'values', 'accumulate'),
       dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='index_put'),
    names='refuse', nested='none', backward=_derivative_index_put)


def index_put(input, indices, values, accumulate=False):
    """index_put(Tensor self, Tensor[] indices, Tensor values, bool accumulate=False) -> Tensor"""
    self = input
    args = (self, indices, values, accumulate)
    return _pipeline.call(_op_index_put, args)


def index_put_(input, indices, values, accumulate=False):
    """index_put(Tensor self, Tensor[] indices, Tensor values, bool accumulate=False) -> Tensor (in place)"""
    self = input
    args = (self, indices, values, accumulate)
    return _pipeline.call_inplace(_op_index_put, args)


# ---- select_scatter
def _d_select_scatter(needs, grads, results, src, dim, index):
    grad = grads[0]
    return (
        (grad.select_scatter(zeros_like(src), dim, index)) if needs[0] else None,
        (grad.select(dim, index)) if needs[1] else None,
    )


_derivative_select_scatter = _Derivative(_d_select_scatter, inputs=('self', 'src'), reads=('src', 'dim', 'index'))

_op_select_scatter = _Op(
    'select_scatter', _sg.FAMILY,
    _sg.Spec('select_scatter', 'select_scatter', ('self', 'src', 'dim', 'index'),
       dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='select_scatter'),
    names='refuse', nested='none', backward=_derivative_select_scatter)


def select_scatter(input, src, dim, index):
    """select_scatter(Tensor self, Tensor src, dim dim, int index) -> Tensor"""
    self = input
    args = (self, src, dim, index)
    return _pipeline.call(_op_select_scatter, args)


# ---- slice_scatter
def _d_slice_scatter(needs, grads, results, src, dim, start, end, step):
    grad = grads[0]
    return (
        (grad.slice_scatter(zeros_like(src), dim, start, end, step)) if needs[0] else None,
        (slice_of(grad, dim, start, end, step)) if needs[1] else None,
    )


_derivative_slice_scatter = _Derivative(_d_slice_scatter, inputs=('self', 'src'), reads=('src', 'dim', 'start', 'end', 'step'))

_op_slice_scatter = _Op(
    'slice_scatter', _sg.FAMILY,
    _sg.Spec('slice_scatter', 'slice_scatter', ('self', 'src', 'dim', 'start', 'end', 'step'),
       dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='slice_scatter'),
    names='refuse', nested='none', backward=_derivative_slice_scatter)


def slice_scatter(input, src, dim=0, start=None, end=None, step=1, *, out=None):
    """slice_scatter(Tensor self, Tensor src, dim dim=0, int? start=None, int? end=None, int step=1) -> Tensor"""
    self = input
    args = (self, src, dim, start, end, step)
    return _pipeline.call(_op_slice_scatter, args, out)


def _slice_scatter_method(self, src, dim=0, start=None, end=None, step=1):
    """slice_scatter(Tensor self, Tensor src, dim dim=0, int? start=None, int? end=None, int step=1) -> Tensor"""
    args = (self, src, dim, start, end, step)
    return _pipeline.call(_op_slice_scatter, args)


# ---- nonzero
_derivative_nonzero = _Derivative(None, reason='returns integer indices')

_op_nonzero = _Op(
    'nonzero', _sg.FAMILY,
    _sg.Spec('nonzero', 'nonzero', ('self', 'as_tuple'),
       dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='nonzero'),
    names='refuse', nested='none', backward=_derivative_nonzero)


def nonzero(input, *, as_tuple=False, out=None):
    """nonzero(Tensor self, *, bool as_tuple=False) -> Tensor"""
    self = input
    args = (self, as_tuple)
    return _pipeline.call(_op_nonzero, args, out)


def _nonzero_method(self, *, as_tuple=False):
    """nonzero(Tensor self, *, bool as_tuple=False) -> Tensor"""
    args = (self, as_tuple)
    return _pipeline.call(_op_nonzero, args)


# ---- argwhere
_derivative_argwhere = _Derivative(None, reason='returns integer indices')

_op_argwhere = _Op(
    'argwhere', _sg.FAMILY,
    _sg.Spec('argwhere', 'argwhere', ('self',),
       dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='argwhere'),
    names='refuse', nested='none', backward=_derivative_argwhere)


def argwhere(input):
    """argwhere(Tensor self) -> Tensor"""
    self = input
    args = (self,)
    return _pipeline.call(_op_argwhere, args)


# ---- sort
def _d_sort(needs, grads, results, self, dim):
    grad = grads[0]
    indices = results[1] if len(results) > 1 else None
    return (
        (sort_backward(grad, self, dim, indices)) if needs[0] else None,
    )


_derivative_sort = _Derivative(_d_sort, inputs=('self',), reads=('self', 'dim'), meta_reads=('self',), uses_result=True)

_op_sort = _Op(
    'sort', _srt.FAMILY,
    _srt.Spec('sort', 'sort', ('self', 'dim', 'descending', 'stable'),
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='sort'),
    names='refuse', nested='none', backward=_derivative_sort)


def sort(input, dim=-1, descending=False, *, stable=False, out=None):
    """sort(Tensor self, dim dim=-1, bool descending=False, *, bool? stable=False) -> (Tensor values, Tensor indices)"""
    self = input
    args = (self, dim, descending, stable)
    return _pipeline.call(_op_sort, args, out)


def _sort_method(self, dim=-1, descending=False, *, stable=False):
    """sort(Tensor self, dim dim=-1, bool descending=False, *, bool? stable=False) -> (Tensor values, Tensor indices)"""
    args = (self, dim, descending, stable)
    return _pipeline.call(_op_sort, args)


# ---- argsort
_derivative_argsort = _Derivative(None, reason='returns integer indices')

_op_argsort = _Op(
    'argsort', _srt.FAMILY,
    _srt.Spec('argsort', 'argsort', ('self', 'dim', 'descending', 'stable'),
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='argsort'),
    names='refuse', nested='none', backward=_derivative_argsort)


def argsort(input, dim=-1, descending=False, *, stable=False, out=None):
    """argsort(Tensor self, dim dim=-1, bool descending=False, *, bool stable=False) -> Tensor"""
    self = input
    args = (self, dim, descending, stable)
    return _pipeline.call(_op_argsort, args, out)


def _argsort_method(self, dim=-1, descending=False, *, stable=False):
    """argsort(Tensor self, dim dim=-1, bool descending=False, *, bool stable=False) -> Tensor"""
    args = (self, dim, descending, stable)
    return _pipeline.call(_op_argsort, args)


# ---- msort
def _d_msort(needs, grads, results, self):
    grad = grads[0]
    return (
        (sort_backward(grad, self, 0, sort(self, 0, stable=True)[1])) if needs[0] else None,
    )


_derivative_msort = _Derivative(_d_msort, inputs=('self',), reads=('self',))

_op_msort = _Op(
    'msort', _srt.FAMILY,
    _srt.Spec('msort', 'msort', ('self',),
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='msort'),
    names='refuse', nested='none', backward=_derivative_msort)


def msort(input, *, out=None):
    """msort(Tensor self) -> Tensor"""
    self = input
    args = (self,)
    return _pipeline.call(_op_msort, args, out)


def _msort_method(self):
    """msort(Tensor self) -> Tensor"""
    args = (self,)
    return _pipeline.call(_op_msort, args)


# ---- searchsorted
_derivative_searchsorted = _Derivative(None, reason='returns integer positions')

_op_searchsorted = _Op(
    'searchsorted', _srt.FAMILY,
    _srt.Spec('searchsorted', 'searchsorted', ('sorted_sequence', 'self', 'out_int32', 'right', 'side', 'sorter'),
        dtypes=_D.GROUPS['numeric'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='searchsorted'),
    names='refuse', nested='none', backward=_derivative_searchsorted)


def searchsorted(sorted_sequence, input, *, out_int32=False, right=False, side=None, sorter=None, out=None):
    """searchsorted(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor"""
    self = input
    args = (sorted_sequence, self, out_int32, right, side, sorter)
    return _pipeline.call(_op_searchsorted, args, out)


# ---- bucketize
_derivative_bucketize = _Derivative(None, reason='returns integer positions')

_op_bucketize = _Op(
    'bucketize', _srt.FAMILY,
    _srt.Spec('bucketize', 'bucketize', ('self', 'boundaries', 'out_int32', 'right'),
        dtypes=_D.GROUPS['numeric'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='bucketize'),
    names='refuse', nested='none', backward=_derivative_bucketize)


def bucketize(input, boundaries, *, out_int32=False, right=False, out=None):
    """bucketize(Tensor self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor"""
    self = input
    args = (self, boundaries, out_int32, right)
    return _pipeline.call(_op_bucketize, args, out)


# ---- unique
def _d_unique(needs, grads, results):
    return (
        (derivative_not_implemented('unique')) if needs[0] else None,
    )


_derivative_unique = _Derivative(_d_unique, inputs=('self',), reads=())

_op_unique = _Op(
    'unique', _srt.FAMILY,
    _srt.Spec('unique', 'unique', ('self', 'sorted', 'return_inverse', 'return_counts', 'dim'),
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='unique'),
    names='refuse', nested='none', backward=_derivative_unique)


def unique(input, sorted=True, return_inverse=False, return_counts=False, dim=None):
    """unique(Tensor self, bool sorted=True, bool return_inverse=False, bool return_counts=False, dim? dim=None) -> Tensor"""
    self = input
    args = (self, sorted, return_inverse, return_counts, dim)
    return _pipeline.call(_op_unique, args)


# ---- unique_consecutive
def _d_unique_consecutive(needs, grads, results):
    return (
        (derivative_not_implemented('unique_consecutive')) if needs[0] else None,
    )


_derivative_unique_consecutive = _Derivative(_d_unique_consecutive, inputs=('self',), reads=())

_op_unique_consecutive = _Op(
    'unique_consecutive', _srt.FAMILY,
    _srt.Spec('unique_consecutive', 'unique_consecutive', ('self', 'return_inverse', 'return_counts', 'dim'),
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='unique_consecutive'),
    names='refuse', nested='none', backward=_derivative_unique_consecutive)


def unique_consecutive(input, return_inverse=False, return_counts=False, dim=None):
    """unique_consecutive(Tensor self, bool return_inverse=False, bool return_counts=False, dim? dim=None) -> Tensor"""
    self = input
    args = (self, return_inverse, return_counts, dim)
    return _pipeline.call(_op_unique_consecutive, args)


# ---- isin
_derivative_isin = _Derivative(None, reason='returns bool')

_op_isin = _Op(
    'isin', _srt.FAMILY,
    _srt.Spec('isin', 'isin', ('elements', 'test_elements', 'assume_unique', 'invert'),
        dtypes=_D.GROUPS['numeric'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='isin'),
    names='refuse', nested='none', backward=_derivative_isin)


def _isin_function_form0(elements, test_elements, *, assume_unique=False, invert=False, out=None):
    if not (_ov.is_tensor(elements) and _ov.is_tensor(test_elements)):
        return None
    return elements, test_elements, assume_unique, invert, out


def _isin_function_form1(element, test_elements, *, assume_unique=False, invert=False, out=None):
    if not (_ov.is_scalar(element) and _ov.is_tensor(test_elements)):
        return None
    return element, test_elements, assume_unique, invert, out


def _isin_function_form2(elements, test_element, *, assume_unique=False, invert=False, out=None):
    if not (_ov.is_tensor(elements) and _ov.is_scalar(test_element)):
        return None
    return elements, test_element, assume_unique, invert, out


_isin_function_forms = _ov.Overloads('isin', (_isin_function_form0, _isin_function_form1, _isin_function_form2,))


@_ov.overloaded(_isin_function_forms)
def isin(*args, **kwargs):
    """isin(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False)
    isin(Scalar element, Tensor test_elements, *, bool assume_unique=False, bool invert=False)
    isin(Tensor elements, Scalar test_element, *, bool assume_unique=False, bool invert=False)"""
    elements, test_elements, assume_unique, invert, out = _isin_function_forms(args, kwargs)
    args = (elements, test_elements, assume_unique, invert)
    return _pipeline.call(_op_isin, args, out)


# ---- nanmedian
def _d_nanmedian(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    values = results[0] if len(results) > 0 else None
    indices = results[1] if len(results) > 1 else None
    return (
        (evenly(grad, self, values, dim, keepdim) if dim is None else select_indices(grad, self, dim, keepdim, indices)) if needs[0] else None,
    )


_derivative_nanmedian = _Derivative(_d_nanmedian, inputs=('self',), reads=('self', 'dim', 'keepdim'), uses_result=True)

_op_nanmedian = _Op(
    'nanmedian', _srt.FAMILY,
    _srt.Spec('nanmedian', 'nanmedian', ('self', 'dim', 'keepdim'),
        dtypes=_D.GROUPS['numeric'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='nanmedian'),
    names='refuse', nested='none', backward=_derivative_nanmedian)


def nanmedian(input, dim=None, keepdim=False, *, out=None):
    """nanmedian(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    self = input
    args = (self, dim, keepdim)
    return _pipeline.call(_op_nanmedian, args, out)


def _nanmedian_method(self, dim=None, keepdim=False):
    """nanmedian(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    args = (self, dim, keepdim)
    return _pipeline.call(_op_nanmedian, args)


# ---- quantile
def _d_quantile(needs, grads, results, self, q, dim, keepdim, interpolation):
    grad = grads[0]
    return (
        (quantile_backward(grad, self, q, dim, keepdim, interpolation, False)) if needs[0] else None,
    )


_derivative_quantile = _Derivative(_d_quantile, inputs=('self',), reads=('self', 'q', 'dim', 'keepdim', 'interpolation'))

_op_quantile = _Op(
    'quantile', _srt.FAMILY,
    _srt.Spec('quantile', 'quantile', ('self', 'q', 'dim', 'keepdim', 'interpolation'),
        dtypes=(_D.float32, _D.float64,), devices=('cpu', 'cuda'), cpu=_cpu, prefix='quantile'),
    names='refuse', nested='none', backward=_derivative_quantile)


def quantile(input, q, dim=None, keepdim=False, *, interpolation='linear', out=None):
    """quantile(Tensor self, Tensor q, dim? dim=None, bool keepdim=False, *, str interpolation='linear') -> Tensor"""
    self = input
    args = (self, q, dim, keepdim, interpolation)
    return _pipeline.call(_op_quantile, args, out)


def _quantile_method(self, q, dim=None, keepdim=False, *, interpolation='linear'):
    """quantile(Tensor self, Tensor q, dim? dim=None, bool keepdim=False, *, str interpolation='linear') -> Tensor"""
    args = (self, q, dim, keepdim, interpolation)
    return _pipeline.call(_op_quantile, args)


# ---- nanquantile
def _d_nanquantile(needs, grads, results, self, q, dim, keepdim, interpolation):
    grad = grads[0]
    return (
        (quantile_backward(grad, self, q, dim, keepdim, interpolation, True)) if needs[0] else None,
    )


_derivative_nanquantile = _Derivative(_d_nanquantile, inputs=('self',), reads=('self', 'q', 'dim', 'keepdim', 'interpolation'))

_op_nanquantile = _Op(
    'nanquantile', _srt.FAMILY,
    _srt.Spec('nanquantile', 'nanquantile', ('self', 'q', 'dim', 'keepdim', 'interpolation'),
        dtypes=(_D.float32, _D.float64,), devices=('cpu', 'cuda'), cpu=_cpu, prefix='nanquantile'),
    names='refuse', nested='none', backward=_derivative_nanquantile)


def nanquantile(input, q, dim=None, keepdim=False, *, interpolation='linear', out=None):
    """nanquantile(Tensor self, Tensor q, dim? dim=None, bool keepdim=False, *, str interpolation='linear') -> Tensor"""
    self = input
    args = (self, q, dim, keepdim, interpolation)
    return _pipeline.call(_op_nanquantile, args, out)


def _nanquantile_method(self, q, dim=None, keepdim=False, *, interpolation='linear'):
    """nanquantile(Tensor self, Tensor q, dim? dim=None, bool keepdim=False, *, str interpolation='linear') -> Tensor"""
    args = (self, q, dim, keepdim, interpolation)
    return _pipeline.call(_op_nanquantile, args)


# ---- histc
_derivative_histc = _Derivative(None, reason='counts (PyTorch: not differentiable)')

_op_histc = _Op(
    'histc', _srt.FAMILY,
    _srt.Spec('histc', 'histc', ('self', 'bins', 'min', 'max'),
        dtypes=(_D.float32, _D.float64,), devices=('cpu', 'cuda'), cpu=_cpu, prefix='histc'),
    names='refuse', nested='none', backward=_derivative_histc)


def histc(input, bins=100, min=0, max=0, *, out=None):
    """histc(Tensor self, int bins=100, Scalar min=0, Scalar max=0) -> Tensor"""
    self = input
    args = (self, bins, min, max)
    return _pipeline.call(_op_histc, args, out)


def _histc_method(self, bins=100, min=0, max=0):
    """histc(Tensor self, int bins=100, Scalar min=0, Scalar max=0) -> Tensor"""
    args = (self, bins, min, max)
    return _pipeline.call(_op_histc, args)


# ---- bincount
_derivative_bincount = _Derivative(None, reason='counts (PyTorch: not differentiable)')

_op_bincount = _Op(
    'bincount', _srt.FAMILY,
    _srt.Spec('bincount', 'bincount', ('self', 'weights', 'minlength'),
        dtypes=_D.GROUPS['integral'], devices=('cpu', 'cuda'), cpu=_cpu, prefix='bincount'),
    names='refuse', nested='none', backward=_derivative_bincount)


def bincount(input, weights=None, minlength=0):
    """bincount(Tensor self, Tensor? weights=None, int minlength=0) -> Tensor"""
    self = input
    args = (self, weights, minlength)
    return _pipeline.call(_op_bincount, args)


# ---- resize
_derivative_resize = _Derivative(None, reason='resize_ changes the shape in place (PyTorch: cannot resize variables that require grad)')

_op_resize = _Op(
    'resize', _cp.FAMILY,
    _cp.Copy('resize', case=__to_copy_case, arg_names=('self', 'size', 'memory_format')),
    names='resize', nested='none', backward=_derivative_resize)


def resize(self, size, *, memory_format=None):
    """resize(Tensor self, int[] size, *, MemoryFormat? memory_format=None) -> Tensor"""
    return _pipeline.call(_op_resize, (self, size, memory_format))


def resize_(self, *args, size=None, memory_format=None):
    """resize(Tensor self, int[] size, *, MemoryFormat? memory_format=None) -> Tensor (in place)"""
    size = _ov.varargs('resize', 'size', args, size, ())
    return _pipeline.call_inplace(_op_resize, (self, size, memory_format))


# ---- resize_as
_derivative_resize_as = _Derivative(None, reason='resize_as_ changes the shape in place (PyTorch: cannot resize variables that require grad)')

_op_resize_as = _Op(
    'resize_as', _cp.FAMILY,
    _cp.Copy('resize_as', case=__to_copy_case, arg_names=('self', 'the_template', 'memory_format')),
    names='resize', nested='none', backward=_derivative_resize_as)


def resize_as(self, the_template, *, memory_format=None):
    """resize_as(Tensor self, Tensor the_template, *, MemoryFormat? memory_format=None) -> Tensor"""
    return _pipeline.call(_op_resize_as, (self, the_template, memory_format))


def resize_as_(input, the_template, *, memory_format=None):
    """resize_as(Tensor self, Tensor the_template, *, MemoryFormat? memory_format=None) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_resize_as, (self, the_template, memory_format))


# ---- sum
def _d_sum(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    return (
        (unreduce(grad, self, dim, keepdim)) if needs[0] else None,
    )


_derivative_sum = _Derivative(_d_sum, inputs=('self',), reads=('self', 'dim', 'keepdim'), meta_reads=('self',))

_op_sum = _Op(
    'sum', _red.FAMILY,
    _red.Reduction(
        'sum', style='fold', inits=('0',),
        n_outputs=1, result='int_to_long', empty='identity',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='as_dtype',
        cpu={'inner': (_cpu.sum_inner, _cpu.sum_inner_par), 'outer': (_cpu.sum_outer, _cpu.sum_outer_par), 'outer_wide': (_cpu.sum_outer_wide, _cpu.sum_outer_wide_par), 'split': (None, _cpu.sum_split_par)},
        cuda=('sum_kernel', 'sum_finish')),
    names='remove_dims', nested='reduce_not_dim0', sparse='sum', backward=_derivative_sum)


def sum(input, dim=None, keepdim=False, *, dtype=None, out=None):
    """sum(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor"""
    self = input
    if dtype is None and isinstance(out, _Tensor):  # out='s dtype is the dtype the op computes in, as PyTorch
        dtype = out.dtype
    return _pipeline.call(_op_sum, (self, {'dim': dim, 'keepdim': keepdim, 'dtype': dtype}), out)


def _sum_method(self, dim=None, keepdim=False, *, dtype=None):
    """sum(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor"""
    return _pipeline.call(_op_sum, (self, {'dim': dim, 'keepdim': keepdim, 'dtype': dtype}))


# ---- prod
def _d_prod(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    result = results[0]
    return (
        (prod_backward(grad, self, dim, keepdim, result)) if needs[0] else None,
    )


_derivative_prod = _Derivative(_d_prod, inputs=('self',), reads=('self', 'dim', 'keepdim'), uses_result=True)

_op_prod = _Op(
    'prod', _red.FAMILY,
    _red.Reduction(
        'prod', style='fold', inits=('1',),
        n_outputs=1, result='int_to_long', empty='identity',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='as_dtype',
        cpu={'inner': (_cpu.prod_inner, _cpu.prod_inner_par), 'outer': (_cpu.prod_outer, _cpu.prod_outer_par), 'outer_wide': (_cpu.prod_outer_wide, _cpu.prod_outer_wide_par), 'split': (None, _cpu.prod_split_par)},
        cuda=('prod_kernel', 'prod_finish')),
    names='remove_dims', nested='reduce_not_dim0', backward=_derivative_prod)


def prod(input, dim=None, keepdim=False, *, dtype=None, out=None):
    """prod(Tensor self, dim? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor"""
    self = input
    if dtype is None and isinstance(out, _Tensor):  # out='s dtype is the dtype the op computes in, as PyTorch
        dtype = out.dtype
    return _pipeline.call(_op_prod, (self, {'dim': dim, 'keepdim': keepdim, 'dtype': dtype}), out)


def _prod_method(self, dim=None, keepdim=False, *, dtype=None):
    """prod(Tensor self, dim? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor"""
    return _pipeline.call(_op_prod, (self, {'dim': dim, 'keepdim': keepdim, 'dtype': dtype}))


# ---- mean
def _d_mean(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    return (
        (mean_backward(grad, self, dim, keepdim)) if needs[0] else None,
    )


_derivative_mean = _Derivative(_d_mean, inputs=('self',), reads=('self', 'dim', 'keepdim'), meta_reads=('self',))

_op_mean = _Op(
    'mean', _red.FAMILY,
    _red.Reduction(
        'mean', style='fold', inits=('0',),
        n_outputs=1, result='floating', empty='identity',
        int_error='mean(): could not infer output dtype. {which} dtype must be either a floating point or complex dtype. Got: {dtype}', scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='castable',
        cpu={'inner': (_cpu.mean_inner, _cpu.mean_inner_par), 'outer': (_cpu.mean_outer, _cpu.mean_outer_par), 'outer_wide': (_cpu.mean_outer_wide, _cpu.mean_outer_wide_par), 'split': (None, _cpu.mean_split_par)},
        cuda=('mean_kernel', 'mean_finish')),
    names='remove_dims', nested='reduce_not_dim0', backward=_derivative_mean)


def mean(input, dim=None, keepdim=False, *, dtype=None, out=None):
    """mean(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor"""
    self = input
    return _pipeline.call(_op_mean, (self, {'dim': dim, 'keepdim': keepdim, 'dtype': dtype}), out)


def _mean_method(self, dim=None, keepdim=False, *, dtype=None):
    """mean(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor"""
    return _pipeline.call(_op_mean, (self, {'dim': dim, 'keepdim': keepdim, 'dtype': dtype}))


# ---- var
def _d_var(needs, grads, results, self, dim, unbiased, keepdim, correction):
    grad = grads[0]
    return (
        (var_backward(grad, self, dim, correction_of(unbiased, correction), keepdim)) if needs[0] else None,
    )


_derivative_var = _Derivative(_d_var, inputs=('self',), reads=('self', 'dim', 'unbiased', 'keepdim', 'correction'))

_op_var = _Op(
    'var', _red.FAMILY,
    _red.Reduction(
        'var', style='fold', inits=('0', '0'),
        n_outputs=1, result='floating', empty='identity',
        int_error='std and var only support floating point and complex dtypes', scalars=('correction',), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='castable',
        cpu={'inner': (_cpu.var_inner, _cpu.var_inner_par), 'outer': (_cpu.var_outer, _cpu.var_outer_par), 'outer_wide': (_cpu.var_outer_wide, _cpu.var_outer_wide_par), 'split': (None, _cpu.var_split_par)},
        cuda=('var_kernel', None)),
    names='remove_dims', nested='none', backward=_derivative_var)


def _var_function_form0(input, dim, unbiased=True, keepdim=False, *, out=None):
    if not ((dim is None or _ov.is_dim_list(dim))):
        return None
    return input, dim, unbiased, keepdim, None, out


def _var_function_form1(input, dim=None, *, correction=None, keepdim=False, out=None):
    if not ((dim is None or _ov.is_dim_list(dim))):
        return None
    return input, dim, None, keepdim, correction, out


def _var_function_form2(input, unbiased=True, *, out=None):
    if not (_ov.is_bool(unbiased)):
        return None
    return input, None, unbiased, False, None, out


_var_function_forms = _ov.Overloads('var', (_var_function_form0, _var_function_form1, _var_function_form2,))


@_ov.overloaded(_var_function_forms)
def var(*args, **kwargs):
    """var(Tensor self, dim[]? dim, bool unbiased=True, bool keepdim=False)
    var(Tensor self, dim[]? dim=None, *, Scalar? correction=None, bool keepdim=False)
    var(Tensor self, bool unbiased=True)"""
    self, dim, unbiased, keepdim, correction, out = _var_function_forms(args, kwargs)
    return _pipeline.call(_op_var, (self, {'dim': dim, 'unbiased': unbiased, 'keepdim': keepdim, 'correction': correction}), out)


def _var_method_form0(self, dim, unbiased=True, keepdim=False):
    if not ((dim is None or _ov.is_dim_list(dim))):
        return None
    return self, dim, unbiased, keepdim, None


def _var_method_form1(self, dim=None, *, correction=None, keepdim=False):
    if not ((dim is None or _ov.is_dim_list(dim))):
        return None
    return self, dim, None, keepdim, correction


def _var_method_form2(self, unbiased=True):
    if not (_ov.is_bool(unbiased)):
        return None
    return self, None, unbiased, False, None


_var_method_forms = _ov.Overloads('var', (_var_method_form0, _var_method_form1, _var_method_form2,))


@_ov.overloaded(_var_method_forms)
def _var_method(self, *args, **kwargs):
    """var(Tensor self, dim[]? dim, bool unbiased=True, bool keepdim=False)
    var(Tensor self, dim[]? dim=None, *, Scalar? correction=None, bool keepdim=False)
    var(Tensor self, bool unbiased=True)"""
    self, dim, unbiased, keepdim, correction = _var_method_forms((self,) + args, kwargs)
    return _pipeline.call(_op_var, (self, {'dim': dim, 'unbiased': unbiased, 'keepdim': keepdim, 'correction': correction}))


# ---- std
def _d_std(needs, grads, results, self, dim, unbiased, keepdim, correction):
    grad = grads[0]
    result = results[0]
    return (
        (std_backward(grad, self, dim, correction_of(unbiased, correction), keepdim, result)) if needs[0] else None,
    )


_derivative_std = _Derivative(_d_std, inputs=('self',), reads=('self', 'dim', 'unbiased', 'keepdim', 'correction'), uses_result=True)

_op_std = _Op(
    'std', _red.FAMILY,
    _red.Reduction(
        'std', style='fold', inits=('0', '0'),
        n_outputs=1, result='floating', empty='identity',
        int_error='std and var only support floating point and complex dtypes', scalars=('correction',), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='castable',
        cpu={'inner': (_cpu.std_inner, _cpu.std_inner_par), 'outer': (_cpu.std_outer, _cpu.std_outer_par), 'outer_wide': (_cpu.std_outer_wide, _cpu.std_outer_wide_par), 'split': (None, _cpu.std_split_par)},
        cuda=('std_kernel', None)),
    names='remove_dims', nested='none', backward=_derivative_std)


def _std_function_form0(input, dim, unbiased=True, keepdim=False, *, out=None):
    if not ((dim is None or _ov.is_dim_list(dim))):
        return None
    return input, dim, unbiased, keepdim, None, out


def _std_function_form1(input, dim=None, *, correction=None, keepdim=False, out=None):
    if not ((dim is None or _ov.is_dim_list(dim))):
        return None
    return input, dim, None, keepdim, correction, out


def _std_function_form2(input, unbiased=True, *, out=None):
    if not (_ov.is_bool(unbiased)):
        return None
    return input, None, unbiased, False, None, out


_std_function_forms = _ov.Overloads('std', (_std_function_form0, _std_function_form1, _std_function_form2,))


@_ov.overloaded(_std_function_forms)
def std(*args, **kwargs):
    """std(Tensor self, dim[]? dim, bool unbiased=True, bool keepdim=False)
    std(Tensor self, dim[]? dim=None, *, Scalar? correction=None, bool keepdim=False)
    std(Tensor self, bool unbiased=True)"""
    self, dim, unbiased, keepdim, correction, out = _std_function_forms(args, kwargs)
    return _pipeline.call(_op_std, (self, {'dim': dim, 'unbiased': unbiased, 'keepdim': keepdim, 'correction': correction}), out)


def _std_method_form0(self, dim, unbiased=True, keepdim=False):
    if not ((dim is None or _ov.is_dim_list(dim))):
        return None
    return self, dim, unbiased, keepdim, None


def _std_method_form1(self, dim=None, *, correction=None, keepdim=False):
    if not ((dim is None or _ov.is_dim_list(dim))):
        return None
    return self, dim, None, keepdim, correction


def _std_method_form2(self, unbiased=True):
    if not (_ov.is_bool(unbiased)):
        return None
    return self, None, unbiased, False, None


_std_method_forms = _ov.Overloads('std', (_std_method_form0, _std_method_form1, _std_method_form2,))


@_ov.overloaded(_std_method_forms)
def _std_method(self, *args, **kwargs):
    """std(Tensor self, dim[]? dim, bool unbiased=True, bool keepdim=False)
    std(Tensor self, dim[]? dim=None, *, Scalar? correction=None, bool keepdim=False)
    std(Tensor self, bool unbiased=True)"""
    self, dim, unbiased, keepdim, correction = _std_method_forms((self,) + args, kwargs)
    return _pipeline.call(_op_std, (self, {'dim': dim, 'unbiased': unbiased, 'keepdim': keepdim, 'correction': correction}))


# ---- var_mean
def _d_var_mean(needs, grads, results, self, dim, unbiased, keepdim, correction):
    grad = grads[0]
    return (
        (var_backward(grads[0], self, dim, correction_of(unbiased, correction), keepdim) + unreduce(grads[1], self, dim, keepdim) / count_of(self, dim)) if needs[0] else None,
    )


_derivative_var_mean = _Derivative(_d_var_mean, inputs=('self',), reads=('self', 'dim', 'unbiased', 'keepdim', 'correction'))

_op_var_mean = _Op(
    'var_mean', _red.FAMILY,
    _red.Reduction(
        'var_mean', style='fold', inits=('0', '0'),
        n_outputs=2, result='floating', empty='identity',
        int_error='std and var only support floating point and complex dtypes', scalars=('correction',), returns_tuple=True,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='castable',
        cpu={'inner': (_cpu.var_mean_inner, _cpu.var_mean_inner_par), 'outer': (_cpu.var_mean_outer, _cpu.var_mean_outer_par), 'outer_wide': (_cpu.var_mean_outer_wide, _cpu.var_mean_outer_wide_par), 'split': (None, _cpu.var_mean_split_par)},
        cuda=('var_mean_kernel', None)),
    names='remove_dims', nested='none', backward=_derivative_var_mean)


def _var_mean_function_form0(input, dim, unbiased=True, keepdim=False):
    if not ((dim is None or _ov.is_dim_list(dim))):
        return None
    return input, dim, unbiased, keepdim, None


def _var_mean_function_form1(input, dim=None, *, correction=None, keepdim=False):
    if not ((dim is None or _ov.is_dim_list(dim))):
        return None
    return input, dim, None, keepdim, correction


def _var_mean_function_form2(input, unbiased=True):
    if not (_ov.is_bool(unbiased)):
        return None
    return input, None, unbiased, False, None


_var_mean_function_forms = _ov.Overloads('var_mean', (_var_mean_function_form0, _var_mean_function_form1, _var_mean_function_form2,))


@_ov.overloaded(_var_mean_function_forms)
def var_mean(*args, **kwargs):
    """var_mean(Tensor self, dim[]? dim, bool unbiased=True, bool keepdim=False)
    var_mean(Tensor self, dim[]? dim=None, *, Scalar? correction=None, bool keepdim=False)
    var_mean(Tensor self, bool unbiased=True)"""
    self, dim, unbiased, keepdim, correction = _var_mean_function_forms(args, kwargs)
    return _pipeline.call(_op_var_mean, (self, {'dim': dim, 'unbiased': unbiased, 'keepdim': keepdim, 'correction': correction}))


# ---- std_mean
def _d_std_mean(needs, grads, results, self, dim, unbiased, keepdim, correction):
    grad = grads[0]
    return (
        (std_backward(grads[0], self, dim, correction_of(unbiased, correction), keepdim, results[0]) + unreduce(grads[1], self, dim, keepdim) / count_of(self, dim)) if needs[0] else None,
    )


_derivative_std_mean = _Derivative(_d_std_mean, inputs=('self',), reads=('self', 'dim', 'unbiased', 'keepdim', 'correction'), uses_result=True)

_op_std_mean = _Op(
    'std_mean', _red.FAMILY,
    _red.Reduction(
        'std_mean', style='fold', inits=('0', '0'),
        n_outputs=2, result='floating', empty='identity',
        int_error='std and var only support floating point and complex dtypes', scalars=('correction',), returns_tuple=True,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='castable',
        cpu={'inner': (_cpu.std_mean_inner, _cpu.std_mean_inner_par), 'outer': (_cpu.std_mean_outer, _cpu.std_mean_outer_par), 'outer_wide': (_cpu.std_mean_outer_wide, _cpu.std_mean_outer_wide_par), 'split': (None, _cpu.std_mean_split_par)},
        cuda=('std_mean_kernel', None)),
    names='remove_dims', nested='none', backward=_derivative_std_mean)


def _std_mean_function_form0(input, dim, unbiased=True, keepdim=False):
    if not ((dim is None or _ov.is_dim_list(dim))):
        return None
    return input, dim, unbiased, keepdim, None


def _std_mean_function_form1(input, dim=None, *, correction=None, keepdim=False):
    if not ((dim is None or _ov.is_dim_list(dim))):
        return None
    return input, dim, None, keepdim, correction


def _std_mean_function_form2(input, unbiased=True):
    if not (_ov.is_bool(unbiased)):
        return None
    return input, None, unbiased, False, None


_std_mean_function_forms = _ov.Overloads('std_mean', (_std_mean_function_form0, _std_mean_function_form1, _std_mean_function_form2,))


@_ov.overloaded(_std_mean_function_forms)
def std_mean(*args, **kwargs):
    """std_mean(Tensor self, dim[]? dim, bool unbiased=True, bool keepdim=False)
    std_mean(Tensor self, dim[]? dim=None, *, Scalar? correction=None, bool keepdim=False)
    std_mean(Tensor self, bool unbiased=True)"""
    self, dim, unbiased, keepdim, correction = _std_mean_function_forms(args, kwargs)
    return _pipeline.call(_op_std_mean, (self, {'dim': dim, 'unbiased': unbiased, 'keepdim': keepdim, 'correction': correction}))


# ---- logsumexp
def _d_logsumexp(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    result = results[0]
    return (
        (unreduce(grad, self, dim, keepdim) * exp(self - unreduce(result, self, dim, keepdim))) if needs[0] else None,
    )


_derivative_logsumexp = _Derivative(_d_logsumexp, inputs=('self',), reads=('self', 'dim', 'keepdim'), uses_result=True)

_op_logsumexp = _Op(
    'logsumexp', _red.FAMILY,
    _red.Reduction(
        'logsumexp', style='fold', inits=('-inf', '0'),
        n_outputs=1, result='int_to_float', empty='identity',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='floating',
        cpu={'inner': (_cpu.logsumexp_inner, _cpu.logsumexp_inner_par), 'outer': (_cpu.logsumexp_outer, _cpu.logsumexp_outer_par), 'outer_wide': (_cpu.logsumexp_outer_wide, _cpu.logsumexp_outer_wide_par), 'split': (None, _cpu.logsumexp_split_par)},
        cuda=('logsumexp_kernel', None)),
    names='remove_dims', nested='none', backward=_derivative_logsumexp)


def logsumexp(input, dim, keepdim=False, *, out=None):
    """logsumexp(Tensor self, dim[] dim, bool keepdim=False) -> Tensor"""
    self = input
    return _pipeline.call(_op_logsumexp, (self, {'dim': dim, 'keepdim': keepdim}), out)


def _logsumexp_method(self, dim, keepdim=False):
    """logsumexp(Tensor self, dim[] dim, bool keepdim=False) -> Tensor"""
    return _pipeline.call(_op_logsumexp, (self, {'dim': dim, 'keepdim': keepdim}))


# ---- all
_derivative_all = _Derivative(None, reason='its result is bool')

_op_all = _Op(
    'all', _red.FAMILY,
    _red.Reduction(
        'all', style='fold', inits=('True',),
        n_outputs=1, result='bool_keep_uint8', empty='identity',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='bool',
        cpu={'inner': (_cpu.all_inner, _cpu.all_inner_par), 'outer': (_cpu.all_outer, _cpu.all_outer_par), 'outer_wide': (_cpu.all_outer_wide, _cpu.all_outer_wide_par), 'split': (None, _cpu.all_split_par)},
        cuda=('all_kernel', 'all_finish')),
    names='remove_dims', nested='reduce_not_dim0', backward=_derivative_all)


def all(input, dim=None, keepdim=False, *, out=None):
    """all(Tensor self, dim[]? dim=None, bool keepdim=False) -> Tensor"""
    self = input
    return _pipeline.call(_op_all, (self, {'dim': dim, 'keepdim': keepdim}), out)


def _all_method(self, dim=None, keepdim=False):
    """all(Tensor self, dim[]? dim=None, bool keepdim=False) -> Tensor"""
    return _pipeline.call(_op_all, (self, {'dim': dim, 'keepdim': keepdim}))


# ---- any
_derivative_any = _Derivative(None, reason='its result is bool')

_op_any = _Op(
    'any', _red.FAMILY,
    _red.Reduction(
        'any', style='fold', inits=('False',),
        n_outputs=1, result='bool_keep_uint8', empty='identity',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='bool',
        cpu={'inner': (_cpu.any_inner, _cpu.any_inner_par), 'outer': (_cpu.any_outer, _cpu.any_outer_par), 'outer_wide': (_cpu.any_outer_wide, _cpu.any_outer_wide_par), 'split': (None, _cpu.any_split_par)},
        cuda=('any_kernel', 'any_finish')),
    names='remove_dims', nested='reduce_not_dim0', backward=_derivative_any)


def any(input, dim=None, keepdim=False, *, out=None):
    """any(Tensor self, dim[]? dim=None, bool keepdim=False) -> Tensor"""
    self = input
    return _pipeline.call(_op_any, (self, {'dim': dim, 'keepdim': keepdim}), out)


def _any_method(self, dim=None, keepdim=False):
    """any(Tensor self, dim[]? dim=None, bool keepdim=False) -> Tensor"""
    return _pipeline.call(_op_any, (self, {'dim': dim, 'keepdim': keepdim}))


# ---- amax
def _d_amax(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    result = results[0]
    return (
        (evenly(grad, self, result, dim, keepdim)) if needs[0] else None,
    )


_derivative_amax = _Derivative(_d_amax, inputs=('self',), reads=('self', 'dim', 'keepdim'), uses_result=True)

_op_amax = _Op(
    'amax', _red.FAMILY,
    _red.Reduction(
        'amax', style='fold', inits=('lowest',),
        n_outputs=1, result='same', empty='error',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='same_as_input',
        cpu={'inner': (_cpu.amax_inner, _cpu.amax_inner_par), 'outer': (_cpu.amax_outer, _cpu.amax_outer_par), 'outer_wide': (_cpu.amax_outer_wide, _cpu.amax_outer_wide_par), 'split': (None, _cpu.amax_split_par)},
        cuda=('amax_kernel', 'amax_finish')),
    names='remove_dims', nested='reduce_not_dim0', backward=_derivative_amax)


def amax(input, dim=None, keepdim=False, *, out=None):
    """amax(Tensor self, dim[]? dim=None, bool keepdim=False) -> Tensor"""
    self = input
    return _pipeline.call(_op_amax, (self, {'dim': dim, 'keepdim': keepdim}), out)


def _amax_method(self, dim=None, keepdim=False):
    """amax(Tensor self, dim[]? dim=None, bool keepdim=False) -> Tensor"""
    return _pipeline.call(_op_amax, (self, {'dim': dim, 'keepdim': keepdim}))


# ---- amin
def _d_amin(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    result = results[0]
    return (
        (evenly(grad, self, result, dim, keepdim)) if needs[0] else None,
    )


_derivative_amin = _Derivative(_d_amin, inputs=('self',), reads=('self', 'dim', 'keepdim'), uses_result=True)

_op_amin = _Op(
    'amin', _red.FAMILY,
    _red.Reduction(
        'amin', style='fold', inits=('highest',),
        n_outputs=1, result='same', empty='error',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='same_as_input',
        cpu={'inner': (_cpu.amin_inner, _cpu.amin_inner_par), 'outer': (_cpu.amin_outer, _cpu.amin_outer_par), 'outer_wide': (_cpu.amin_outer_wide, _cpu.amin_outer_wide_par), 'split': (None, _cpu.amin_split_par)},
        cuda=('amin_kernel', 'amin_finish')),
    names='remove_dims', nested='reduce_not_dim0', backward=_derivative_amin)


def amin(input, dim=None, keepdim=False, *, out=None):
    """amin(Tensor self, dim[]? dim=None, bool keepdim=False) -> Tensor"""
    self = input
    return _pipeline.call(_op_amin, (self, {'dim': dim, 'keepdim': keepdim}), out)


def _amin_method(self, dim=None, keepdim=False):
    """amin(Tensor self, dim[]? dim=None, bool keepdim=False) -> Tensor"""
    return _pipeline.call(_op_amin, (self, {'dim': dim, 'keepdim': keepdim}))


# ---- max
def _d_max(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    values = results[0] if len(results) > 0 else None
    indices = results[1] if len(results) > 1 else None
    return (
        (evenly(grad, self, values, dim, keepdim) if dim is None else select_indices(grad, self, dim, keepdim, indices)) if needs[0] else None,
    )


_derivative_max = _Derivative(_d_max, inputs=('self',), reads=('self', 'dim', 'keepdim'), uses_result=True)

_op_max = _Op(
    'max', _red.FAMILY,
    _red.Reduction(
        'max', style='arg', inits=(),
        n_outputs=0, result='same', empty='error',
        int_error=None, scalars=(), returns_tuple=True,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='exact',
        cpu={'inner': (_cpu.max_inner, _cpu.max_inner_par), 'outer': (_cpu.max_outer, _cpu.max_outer_par), },
        cuda=('max_kernel', None)),
    names='remove_dims', nested='reduce_regular_dim', backward=_derivative_max)


def _max_function_form0(input, *, out=None):
    return input, None, False, out


def _max_function_form1(input, other, *, out=None):
    if not (_ov.is_tensor(other)):
        return None
    return _ov.Done(maximum(input, other, out=out))


def _max_function_form2(input, dim, keepdim=False, *, out=None):
    if not (_ov.is_dim(dim)):
        return None
    return input, dim, keepdim, out


_max_function_forms = _ov.Overloads('max', (_max_function_form0, _max_function_form1, _max_function_form2,))


@_ov.overloaded(_max_function_forms)
def max(*args, **kwargs):
    """max(Tensor self)
    max(Tensor self, Tensor other)
    max(Tensor self, dim dim, bool keepdim=False)"""
    bound = _max_function_forms(args, kwargs)
    if bound.__class__ is _ov.Done:
        return bound.result
    self, dim, keepdim, out = bound
    return _pipeline.call(_op_max, (self, {'dim': dim, 'keepdim': keepdim}), out)


def _max_method_form0(self):
    return self, None, False


def _max_method_form1(self, other):
    if not (_ov.is_tensor(other)):
        return None
    return _ov.Done(maximum(self, other))


def _max_method_form2(self, dim, keepdim=False):
    if not (_ov.is_dim(dim)):
        return None
    return self, dim, keepdim


_max_method_forms = _ov.Overloads('max', (_max_method_form0, _max_method_form1, _max_method_form2,))


@_ov.overloaded(_max_method_forms)
def _max_method(self, *args, **kwargs):
    """max(Tensor self)
    max(Tensor self, Tensor other)
    max(Tensor self, dim dim, bool keepdim=False)"""
    bound = _max_method_forms((self,) + args, kwargs)
    if bound.__class__ is _ov.Done:
        return bound.result
    self, dim, keepdim = bound
    return _pipeline.call(_op_max, (self, {'dim': dim, 'keepdim': keepdim}))


# ---- min
def _d_min(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    values = results[0] if len(results) > 0 else None
    indices = results[1] if len(results) > 1 else None
    return (
        (evenly(grad, self, values, dim, keepdim) if dim is None else select_indices(grad, self, dim, keepdim, indices)) if needs[0] else None,
    )


_derivative_min = _Derivative(_d_min, inputs=('self',), reads=('self', 'dim', 'keepdim'), uses_result=True)

_op_min = _Op(
    'min', _red.FAMILY,
    _red.Reduction(
        'min', style='arg', inits=(),
        n_outputs=0, result='same', empty='error',
        int_error=None, scalars=(), returns_tuple=True,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='exact',
        cpu={'inner': (_cpu.min_inner, _cpu.min_inner_par), 'outer': (_cpu.min_outer, _cpu.min_outer_par), },
        cuda=('min_kernel', None)),
    names='remove_dims', nested='reduce_regular_dim', backward=_derivative_min)


def _min_function_form0(input, *, out=None):
    return input, None, False, out


def _min_function_form1(input, other, *, out=None):
    if not (_ov.is_tensor(other)):
        return None
    return _ov.Done(minimum(input, other, out=out))


def _min_function_form2(input, dim, keepdim=False, *, out=None):
    if not (_ov.is_dim(dim)):
        return None
    return input, dim, keepdim, out


_min_function_forms = _ov.Overloads('min', (_min_function_form0, _min_function_form1, _min_function_form2,))


@_ov.overloaded(_min_function_forms)
def min(*args, **kwargs):
    """min(Tensor self)
    min(Tensor self, Tensor other)
    min(Tensor self, dim dim, bool keepdim=False)"""
    bound = _min_function_forms(args, kwargs)
    if bound.__class__ is _ov.Done:
        return bound.result
    self, dim, keepdim, out = bound
    return _pipeline.call(_op_min, (self, {'dim': dim, 'keepdim': keepdim}), out)


def _min_method_form0(self):
    return self, None, False


def _min_method_form1(self, other):
    if not (_ov.is_tensor(other)):
        return None
    return _ov.Done(minimum(self, other))


def _min_method_form2(self, dim, keepdim=False):
    if not (_ov.is_dim(dim)):
        return None
    return self, dim, keepdim


_min_method_forms = _ov.Overloads('min', (_min_method_form0, _min_method_form1, _min_method_form2,))


@_ov.overloaded(_min_method_forms)
def _min_method(self, *args, **kwargs):
    """min(Tensor self)
    min(Tensor self, Tensor other)
    min(Tensor self, dim dim, bool keepdim=False)"""
    bound = _min_method_forms((self,) + args, kwargs)
    if bound.__class__ is _ov.Done:
        return bound.result
    self, dim, keepdim = bound
    return _pipeline.call(_op_min, (self, {'dim': dim, 'keepdim': keepdim}))


# ---- argmax
_derivative_argmax = _Derivative(None, reason='its result is an index')

_op_argmax = _Op(
    'argmax', _red.FAMILY,
    _red.Reduction(
        'argmax', style='arg', inits=(),
        n_outputs=0, result='long', empty='error',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['numeric'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='exact',
        cpu={'inner': (_cpu.argmax_inner, _cpu.argmax_inner_par), 'outer': (_cpu.argmax_outer, _cpu.argmax_outer_par), },
        cuda=('argmax_kernel', None)),
    names='remove_dims', nested='reduce_regular_dim', backward=_derivative_argmax)


def argmax(input, dim=None, keepdim=False, *, out=None):
    """argmax(Tensor self, dim? dim=None, bool keepdim=False) -> Tensor"""
    self = input
    return _pipeline.call(_op_argmax, (self, {'dim': dim, 'keepdim': keepdim}), out)


def _argmax_method(self, dim=None, keepdim=False):
    """argmax(Tensor self, dim? dim=None, bool keepdim=False) -> Tensor"""
    return _pipeline.call(_op_argmax, (self, {'dim': dim, 'keepdim': keepdim}))


# ---- argmin
_derivative_argmin = _Derivative(None, reason='its result is an index')

_op_argmin = _Op(
    'argmin', _red.FAMILY,
    _red.Reduction(
        'argmin', style='arg', inits=(),
        n_outputs=0, result='long', empty='error',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['numeric'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='exact',
        cpu={'inner': (_cpu.argmin_inner, _cpu.argmin_inner_par), 'outer': (_cpu.argmin_outer, _cpu.argmin_outer_par), },
        cuda=('argmin_kernel', None)),
    names='remove_dims', nested='reduce_regular_dim', backward=_derivative_argmin)


def argmin(input, dim=None, keepdim=False, *, out=None):
    """argmin(Tensor self, dim? dim=None, bool keepdim=False) -> Tensor"""
    self = input
    return _pipeline.call(_op_argmin, (self, {'dim': dim, 'keepdim': keepdim}), out)


def _argmin_method(self, dim=None, keepdim=False):
    """argmin(Tensor self, dim? dim=None, bool keepdim=False) -> Tensor"""
    return _pipeline.call(_op_argmin, (self, {'dim': dim, 'keepdim': keepdim}))


# ---- median
def _d_median(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    values = results[0] if len(results) > 0 else None
    indices = results[1] if len(results) > 1 else None
    return (
        (evenly(grad, self, values, dim, keepdim) if dim is None else select_indices(grad, self, dim, keepdim, indices)) if needs[0] else None,
    )


_derivative_median = _Derivative(_d_median, inputs=('self',), reads=('self', 'dim', 'keepdim'), uses_result=True)

_op_median = _Op(
    'median', _red.FAMILY,
    _red.Reduction(
        'median', style='select', inits=(),
        n_outputs=0, result='same', empty='error',
        int_error=None, scalars=(), returns_tuple=True,
        dtypes=_D.GROUPS['numeric'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='exact',
        cpu={'rows': (_cpu.median_rows, _cpu.median_rows_par), },
        cuda=('median_kernel', None)),
    names='remove_dims', nested='none', backward=_derivative_median)


def median(input, dim=None, keepdim=False, *, out=None):
    """median(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    self = input
    return _pipeline.call(_op_median, (self, {'dim': dim, 'keepdim': keepdim}), out)


def _median_method(self, dim=None, keepdim=False):
    """median(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    return _pipeline.call(_op_median, (self, {'dim': dim, 'keepdim': keepdim}))


# ---- kthvalue
def _d_kthvalue(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    indices = results[1] if len(results) > 1 else None
    return (
        (select_indices(grad, self, dim, keepdim, indices)) if needs[0] else None,
    )


_derivative_kthvalue = _Derivative(_d_kthvalue, inputs=('self',), reads=('self', 'dim', 'keepdim'), meta_reads=('self',), uses_result=True)

_op_kthvalue = _Op(
    'kthvalue', _red.FAMILY,
    _red.Reduction(
        'kthvalue', style='select', inits=(),
        n_outputs=0, result='same', empty='error',
        int_error=None, scalars=('k',), returns_tuple=True,
        dtypes=_D.GROUPS['numeric'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='exact',
        cpu={'rows': (_cpu.kthvalue_rows, _cpu.kthvalue_rows_par), },
        cuda=('kthvalue_kernel', None)),
    names='remove_dims', nested='none', backward=_derivative_kthvalue)


def kthvalue(input, k, dim=-1, keepdim=False, *, out=None):
    """kthvalue(Tensor self, int k, dim dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    self = input
    return _pipeline.call(_op_kthvalue, (self, {'k': k, 'dim': dim, 'keepdim': keepdim}), out)


def _kthvalue_method(self, k, dim=-1, keepdim=False):
    """kthvalue(Tensor self, int k, dim dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    return _pipeline.call(_op_kthvalue, (self, {'k': k, 'dim': dim, 'keepdim': keepdim}))


# ---- mode
def _d_mode(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    indices = results[1] if len(results) > 1 else None
    return (
        (select_indices(grad, self, dim, keepdim, indices)) if needs[0] else None,
    )


_derivative_mode = _Derivative(_d_mode, inputs=('self',), reads=('self', 'dim', 'keepdim'), meta_reads=('self',), uses_result=True)

_op_mode = _Op(
    'mode', _red.FAMILY,
    _red.Reduction(
        'mode', style='mode', inits=(),
        n_outputs=0, result='same', empty='error',
        int_error=None, scalars=(), returns_tuple=True,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='exact',
        cpu={'rows': (_cpu.mode_rows, _cpu.mode_rows_par), },
        cuda=('mode_kernel', None)),
    names='remove_dims', nested='none', backward=_derivative_mode)


def mode(input, dim=-1, keepdim=False, *, out=None):
    """mode(Tensor self, dim dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    self = input
    return _pipeline.call(_op_mode, (self, {'dim': dim, 'keepdim': keepdim}), out)


def _mode_method(self, dim=-1, keepdim=False):
    """mode(Tensor self, dim dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    return _pipeline.call(_op_mode, (self, {'dim': dim, 'keepdim': keepdim}))


# ---- topk
def _d_topk(needs, grads, results, self, dim):
    grad = grads[0]
    indices = results[1] if len(results) > 1 else None
    return (
        (scatter_k(grad, self, dim, indices)) if needs[0] else None,
    )


_derivative_topk = _Derivative(_d_topk, inputs=('self',), reads=('self', 'dim'), meta_reads=('self',), uses_result=True)

_op_topk = _Op(
    'topk', _red.FAMILY,
    _red.Reduction(
        'topk', style='topk', inits=(),
        n_outputs=0, result='same', empty='error',
        int_error=None, scalars=('k',), returns_tuple=True,
        dtypes=_D.GROUPS['numeric'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='exact', dim_names=False,
        cpu={'rows': (_cpu.topk_rows, _cpu.topk_rows_par), },
        cuda=('topk_kernel', None)),
    names='keep', nested='none', backward=_derivative_topk)


def topk(input, k, dim=-1, largest=True, sorted=True, *, out=None):
    """topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)"""
    self = input
    return _pipeline.call(_op_topk, (self, {'k': k, 'dim': dim, 'largest': largest, 'sorted': sorted}), out)


def _topk_method(self, k, dim=-1, largest=True, sorted=True):
    """topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)"""
    return _pipeline.call(_op_topk, (self, {'k': k, 'dim': dim, 'largest': largest, 'sorted': sorted}))


# ---- cumsum
def _d_cumsum(needs, grads, results, dim):
    grad = grads[0]
    return (
        (reverse_cumsum(grad, dim)) if needs[0] else None,
    )


_derivative_cumsum = _Derivative(_d_cumsum, inputs=('self',), reads=('dim',))

_op_cumsum = _Op(
    'cumsum', _red.FAMILY,
    _red.Reduction(
        'cumsum', style='scan', inits=('0',),
        n_outputs=0, result='int_to_long', empty='identity',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='as_dtype',
        cpu={'scan': (_cpu.cumsum_scan, _cpu.cumsum_scan_par), },
        cuda=('cumsum_kernel', None)),
    names='keep', nested='scan_not_dim0', backward=_derivative_cumsum)


def cumsum(input, dim, *, dtype=None, out=None):
    """cumsum(Tensor self, dim dim, *, dtype? dtype=None) -> Tensor"""
    self = input
    if dtype is None and isinstance(out, _Tensor):  # out='s dtype is the dtype the op computes in, as PyTorch
        dtype = out.dtype
    return _pipeline.call(_op_cumsum, (self, {'dim': dim, 'dtype': dtype}), out)


def cumsum_(self, dim, *, dtype=None):
    """cumsum(Tensor self, dim dim, *, dtype? dtype=None) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_cumsum, (self, {'dim': dim, 'dtype': dtype}))


def _cumsum_method(self, dim, *, dtype=None):
    """cumsum(Tensor self, dim dim, *, dtype? dtype=None) -> Tensor"""
    return _pipeline.call(_op_cumsum, (self, {'dim': dim, 'dtype': dtype}))


# ---- cumprod
def _d_cumprod(needs, grads, results, self, dim):
    grad = grads[0]
    result = results[0]
    return (
        (cumprod_backward(grad, self, dim, result)) if needs[0] else None,
    )


_derivative_cumprod = _Derivative(_d_cumprod, inputs=('self',), reads=('self', 'dim'), uses_result=True)

_op_cumprod = _Op(
    'cumprod', _red.FAMILY,
    _red.Reduction(
        'cumprod', style='scan', inits=('1',),
        n_outputs=0, result='int_to_long', empty='identity',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='as_dtype',
        cpu={'scan': (_cpu.cumprod_scan, _cpu.cumprod_scan_par), },
        cuda=('cumprod_kernel', None)),
    names='keep', nested='none', backward=_derivative_cumprod)


def cumprod(input, dim, *, dtype=None, out=None):
    """cumprod(Tensor self, dim dim, *, dtype? dtype=None) -> Tensor"""
    self = input
    if dtype is None and isinstance(out, _Tensor):  # out='s dtype is the dtype the op computes in, as PyTorch
        dtype = out.dtype
    return _pipeline.call(_op_cumprod, (self, {'dim': dim, 'dtype': dtype}), out)


def cumprod_(self, dim, *, dtype=None):
    """cumprod(Tensor self, dim dim, *, dtype? dtype=None) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_cumprod, (self, {'dim': dim, 'dtype': dtype}))


def _cumprod_method(self, dim, *, dtype=None):
    """cumprod(Tensor self, dim dim, *, dtype? dtype=None) -> Tensor"""
    return _pipeline.call(_op_cumprod, (self, {'dim': dim, 'dtype': dtype}))


# ---- nansum
def _d_nansum(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    return (
        (where(isnan(self), 0.0, unreduce(grad, self, dim, keepdim))) if needs[0] else None,
    )


_derivative_nansum = _Derivative(_d_nansum, inputs=('self',), reads=('self', 'dim', 'keepdim'))

_op_nansum = _Op(
    'nansum', _red.FAMILY,
    _red.Reduction(
        'nansum', style='fold', inits=('0',),
        n_outputs=1, result='int_to_long', empty='identity',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='as_dtype',
        cpu={'inner': (_cpu.nansum_inner, _cpu.nansum_inner_par), 'outer': (_cpu.nansum_outer, _cpu.nansum_outer_par), 'outer_wide': (_cpu.nansum_outer_wide, _cpu.nansum_outer_wide_par), 'split': (None, _cpu.nansum_split_par)},
        cuda=('nansum_kernel', 'nansum_finish')),
    names='remove_dims', nested='none', backward=_derivative_nansum)


def nansum(input, dim=None, keepdim=False, *, dtype=None, out=None):
    """nansum(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor"""
    self = input
    if dtype is None and isinstance(out, _Tensor):  # out='s dtype is the dtype the op computes in, as PyTorch
        dtype = out.dtype
    return _pipeline.call(_op_nansum, (self, {'dim': dim, 'keepdim': keepdim, 'dtype': dtype}), out)


def _nansum_method(self, dim=None, keepdim=False, *, dtype=None):
    """nansum(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor"""
    return _pipeline.call(_op_nansum, (self, {'dim': dim, 'keepdim': keepdim, 'dtype': dtype}))


# ---- nanmean
def _d_nanmean(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    return (
        (nanmean_backward(grad, self, dim, keepdim)) if needs[0] else None,
    )


_derivative_nanmean = _Derivative(_d_nanmean, inputs=('self',), reads=('self', 'dim', 'keepdim'))

_op_nanmean = _Op(
    'nanmean', _red.FAMILY,
    _red.Reduction(
        'nanmean', style='fold', inits=('0', '0'),
        n_outputs=1, result='floating', empty='identity',
        int_error='nanmean(): expected input to have floating point or complex dtype but got {dtype}', scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='castable',
        cpu={'inner': (_cpu.nanmean_inner, _cpu.nanmean_inner_par), 'outer': (_cpu.nanmean_outer, _cpu.nanmean_outer_par), 'outer_wide': (_cpu.nanmean_outer_wide, _cpu.nanmean_outer_wide_par), 'split': (None, _cpu.nanmean_split_par)},
        cuda=('nanmean_kernel', None)),
    names='remove_dims', nested='none', backward=_derivative_nanmean)


def nanmean(input, dim=None, keepdim=False, *, dtype=None, out=None):
    """nanmean(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor"""
    self = input
    return _pipeline.call(_op_nanmean, (self, {'dim': dim, 'keepdim': keepdim, 'dtype': dtype}), out)


def _nanmean_method(self, dim=None, keepdim=False, *, dtype=None):
    """nanmean(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor"""
    return _pipeline.call(_op_nanmean, (self, {'dim': dim, 'keepdim': keepdim, 'dtype': dtype}))


# ---- count_nonzero
_derivative_count_nonzero = _Derivative(None, reason='its result is a count')

_op_count_nonzero = _Op(
    'count_nonzero', _red.FAMILY,
    _red.Reduction(
        'count_nonzero', style='fold', inits=('0',),
        n_outputs=1, result='long', empty='identity',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='castable',
        cpu={'inner': (_cpu.count_nonzero_inner, _cpu.count_nonzero_inner_par), 'outer': (_cpu.count_nonzero_outer, _cpu.count_nonzero_outer_par), 'outer_wide': (_cpu.count_nonzero_outer_wide, _cpu.count_nonzero_outer_wide_par), 'split': (None, _cpu.count_nonzero_split_par)},
        cuda=('count_nonzero_kernel', 'count_nonzero_finish')),
    names='remove_dims', nested='none', backward=_derivative_count_nonzero)


def count_nonzero(input, dim=None):
    """count_nonzero(Tensor self, dim[]? dim=None) -> Tensor"""
    self = input
    return _pipeline.call(_op_count_nonzero, (self, {'dim': dim}))


def _count_nonzero_method(self, *args, dim=None):
    """count_nonzero(Tensor self, dim[]? dim=None) -> Tensor"""
    dim = _ov.varargs('count_nonzero', 'dim', args, dim, None)
    return _pipeline.call(_op_count_nonzero, (self, {'dim': dim}))


# ---- aminmax
def _d_aminmax(needs, grads, results, self, dim, keepdim):
    grad = grads[0]
    return (
        (evenly(grads[0], self, results[0], dim, keepdim) + evenly(grads[1], self, results[1], dim, keepdim)) if needs[0] else None,
    )


_derivative_aminmax = _Derivative(_d_aminmax, inputs=('self',), reads=('self', 'dim', 'keepdim'), uses_result=True)

_op_aminmax = _Op(
    'aminmax', _red.FAMILY,
    _red.Reduction(
        'aminmax', style='fold', inits=('highest', 'lowest'),
        n_outputs=2, result='same', empty='error',
        int_error=None, scalars=(), returns_tuple=True,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='castable',
        cpu={'inner': (_cpu.aminmax_inner, _cpu.aminmax_inner_par), 'outer': (_cpu.aminmax_outer, _cpu.aminmax_outer_par), 'outer_wide': (_cpu.aminmax_outer_wide, _cpu.aminmax_outer_wide_par), 'split': (None, _cpu.aminmax_split_par)},
        cuda=('aminmax_kernel', None)),
    names='remove_dims', nested='none', backward=_derivative_aminmax)


def aminmax(input, *, dim=None, keepdim=False, out=None):
    """aminmax(Tensor self, *, dim? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)"""
    self = input
    return _pipeline.call(_op_aminmax, (self, {'dim': dim, 'keepdim': keepdim}), out)


def _aminmax_method(self, *, dim=None, keepdim=False):
    """aminmax(Tensor self, *, dim? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)"""
    return _pipeline.call(_op_aminmax, (self, {'dim': dim, 'keepdim': keepdim}))


# ---- norm
def _d_norm(needs, grads, results, self, p, dim, keepdim):
    grad = grads[0]
    result = results[0]
    return (
        (norm_backward(grad, self, p, dim, keepdim, result)) if needs[0] else None,
    )


_derivative_norm = _Derivative(_d_norm, inputs=('self',), reads=('self', 'p', 'dim', 'keepdim'), uses_result=True)

_op_norm = _Op(
    'norm', _red.FAMILY,
    _red.Reduction(
        'norm', style='fold', inits=('0', 'inf', '0'),
        n_outputs=1, result='floating', empty='identity',
        int_error='linalg.vector_norm: Expected a floating point or complex tensor as input. Got {dtype}', scalars=('p',), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='castable',
        cpu={'inner': (_cpu.norm_inner, _cpu.norm_inner_par), 'outer': (_cpu.norm_outer, _cpu.norm_outer_par), 'outer_wide': (_cpu.norm_outer_wide, _cpu.norm_outer_wide_par), 'split': (None, _cpu.norm_split_par)},
        cuda=('norm_kernel', None)),
    names='remove_dims', nested='none', backward=_derivative_norm)


def norm(input, p='fro', dim=None, keepdim=False, out=None, dtype=None):
    """norm(Tensor self, Scalar p='fro', dim[]? dim=None, bool keepdim=False, Tensor? out=None, dtype? dtype=None)"""
    self = input
    if isinstance(p, str):  # ops.yaml `words:`
        p = _red.word_value(p, {'fro': 2}, 'linalg.matrix_norm: Order {value} not supported.')
    return _pipeline.call(_op_norm, (self, {'p': p, 'dim': dim, 'keepdim': keepdim, 'dtype': dtype}), out)


def _norm_method(self, p='fro', dim=None, keepdim=False, dtype=None):
    """norm(Tensor self, Scalar p='fro', dim[]? dim=None, bool keepdim=False, Tensor? out=None, dtype? dtype=None)"""
    if isinstance(p, str):  # ops.yaml `words:`
        p = _red.word_value(p, {'fro': 2}, 'linalg.matrix_norm: Order {value} not supported.')
    return _pipeline.call(_op_norm, (self, {'p': p, 'dim': dim, 'keepdim': keepdim, 'dtype': dtype}))


# ---- logcumsumexp
def _d_logcumsumexp(needs, grads, results, self, dim):
    grad = grads[0]
    result = results[0]
    return (
        (logcumsumexp_backward(grad, self, dim, result)) if needs[0] else None,
    )


_derivative_logcumsumexp = _Derivative(_d_logcumsumexp, inputs=('self',), reads=('self', 'dim'), uses_result=True)

_op_logcumsumexp = _Op(
    'logcumsumexp', _red.FAMILY,
    _red.Reduction(
        'logcumsumexp', style='scan', inits=('-inf',),
        n_outputs=0, result='same', empty='identity',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['floating'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='castable',
        cpu={'scan': (_cpu.logcumsumexp_scan, _cpu.logcumsumexp_scan_par), },
        cuda=('logcumsumexp_kernel', None)),
    names='keep', nested='none', backward=_derivative_logcumsumexp)


def logcumsumexp(input, dim, *, out=None):
    """logcumsumexp(Tensor self, dim dim) -> Tensor"""
    self = input
    return _pipeline.call(_op_logcumsumexp, (self, {'dim': dim}), out)


def _logcumsumexp_method(self, dim):
    """logcumsumexp(Tensor self, dim dim) -> Tensor"""
    return _pipeline.call(_op_logcumsumexp, (self, {'dim': dim}))


# ---- cummax
def _d_cummax(needs, grads, results, self, dim):
    grad = grads[0]
    indices = results[1] if len(results) > 1 else None
    return (
        (scatter_k(grad, self, dim, indices)) if needs[0] else None,
    )


_derivative_cummax = _Derivative(_d_cummax, inputs=('self',), reads=('self', 'dim'), meta_reads=('self',), uses_result=True)

_op_cummax = _Op(
    'cummax', _red.FAMILY,
    _red.Reduction(
        'cummax', style='scan_arg', inits=(),
        n_outputs=0, result='same', empty='identity',
        int_error=None, scalars=(), returns_tuple=True,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='castable',
        cpu={'scan': (_cpu.cummax_scan, _cpu.cummax_scan_par), },
        cuda=('cummax_kernel', None)),
    names='keep', nested='none', backward=_derivative_cummax)


def cummax(input, dim, *, out=None):
    """cummax(Tensor self, dim dim) -> (Tensor values, Tensor indices)"""
    self = input
    return _pipeline.call(_op_cummax, (self, {'dim': dim}), out)


def _cummax_method(self, dim):
    """cummax(Tensor self, dim dim) -> (Tensor values, Tensor indices)"""
    return _pipeline.call(_op_cummax, (self, {'dim': dim}))


# ---- cummin
def _d_cummin(needs, grads, results, self, dim):
    grad = grads[0]
    indices = results[1] if len(results) > 1 else None
    return (
        (scatter_k(grad, self, dim, indices)) if needs[0] else None,
    )


_derivative_cummin = _Derivative(_d_cummin, inputs=('self',), reads=('self', 'dim'), meta_reads=('self',), uses_result=True)

_op_cummin = _Op(
    'cummin', _red.FAMILY,
    _red.Reduction(
        'cummin', style='scan_arg', inits=(),
        n_outputs=0, result='same', empty='identity',
        int_error=None, scalars=(), returns_tuple=True,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='castable',
        cpu={'scan': (_cpu.cummin_scan, _cpu.cummin_scan_par), },
        cuda=('cummin_kernel', None)),
    names='keep', nested='none', backward=_derivative_cummin)


def cummin(input, dim, *, out=None):
    """cummin(Tensor self, dim dim) -> (Tensor values, Tensor indices)"""
    self = input
    return _pipeline.call(_op_cummin, (self, {'dim': dim}), out)


def _cummin_method(self, dim):
    """cummin(Tensor self, dim dim) -> (Tensor values, Tensor indices)"""
    return _pipeline.call(_op_cummin, (self, {'dim': dim}))


# ---- dist


def dist(input, other, p=2):
    """dist(Tensor self, Tensor other, Scalar p=2) -> Tensor"""
    self = input
    _cmp.check_tensor('dist', 'self', 1, self)
    if isinstance(self, _Tensor) and self.dtype not in (_D.float16, _D.bfloat16, _D.float32, _D.float64,):
        raise RuntimeError('"dist" not implemented for \'' + self.dtype.pt_name + "'")
    return norm(sub(self, other), p)


# ---- allclose


def allclose(input, other, rtol=1.0e-05, atol=1.0e-08, equal_nan=False):
    """allclose(Tensor self, Tensor other, float rtol=1.0e-05, float atol=1.0e-08, bool equal_nan=False) -> bool"""
    self = input
    _cmp.check_tensor('allclose', 'self', 1, self)
    return bool(isclose(self, other, rtol, atol, equal_nan).all())


# ---- equal


def equal(input, other):
    """equal(Tensor self, Tensor other) -> bool"""
    self = input
    _cmp.check_tensor('equal', 'self', 1, self)
    if not (isinstance(other, _Tensor)):
        raise TypeError(f"equal(): argument 'other' (position 2) must be Tensor, not {type(other).__name__}")
    return tuple(self.shape) == tuple(other.shape) and bool(eq(self, other).all())


# ---- is_complex


def is_complex(input):
    """is_complex(Tensor self) -> bool"""
    self = input
    _cmp.check_tensor('is_complex', 'self', 1, self)
    return self.is_complex()


# ---- is_nonzero


def is_nonzero(input):
    """is_nonzero(Tensor self) -> bool"""
    self = input
    _cmp.check_tensor('is_nonzero', 'self', 1, self)
    if not (self.numel() != 0):
        raise RuntimeError(f'Boolean value of Tensor with no values is ambiguous')
    if not (self.numel() == 1):
        raise RuntimeError(f'Boolean value of Tensor with more than one value is ambiguous')
    return bool(self.item())


# ---- dot
def _d_dot(needs, grads, results, self, tensor):
    grad = grads[0]
    return (
        (grad * tensor) if needs[0] else None,
        (grad * self) if needs[1] else None,
    )


_derivative_dot = _Derivative(_d_dot, inputs=('self', 'tensor'), reads=('self', 'tensor'))

_op_dot = _Op(
    'dot', _ct.FAMILY,
    _ct.Contraction(
        'dot', form='dot', operands=('self', 'tensor'), added=None,
        plain=True, scalars=(), dtypes=_D.GROUPS['numeric'],
        devices=('cpu', 'cuda'),
        epilogue=_cpu.dot_epilogue,
        bmm=(_cpu.dot_bmm, _cpu.dot_bmm_par),
        cuda='dot_kernel'),
    names='contract', nested='none', backward=_derivative_dot)


def dot(input, tensor, *, out=None):
    """dot(Tensor self, Tensor tensor) -> Tensor"""
    self = input
    return _pipeline.call(_op_dot, (self, tensor, None, ()), out)


def _dot_method(self, tensor):
    """dot(Tensor self, Tensor tensor) -> Tensor"""
    return _pipeline.call(_op_dot, (self, tensor, None, ()))


# ---- mv
def _d_mv(needs, grads, results, self, vec):
    grad = grads[0]
    return (
        (grad.unsqueeze(-1) * vec) if needs[0] else None,
        (matmul(grad, self)) if needs[1] else None,
    )


_derivative_mv = _Derivative(_d_mv, inputs=('self', 'vec'), reads=('self', 'vec'))

_op_mv = _Op(
    'mv', _ct.FAMILY,
    _ct.Contraction(
        'mv', form='mv', operands=('self', 'vec'), added=None,
        plain=True, scalars=(), dtypes=_D.GROUPS['numeric'],
        devices=('cpu', 'cuda'),
        epilogue=_cpu.mv_epilogue,
        bmm=(_cpu.mv_bmm, _cpu.mv_bmm_par),
        cuda='mv_kernel'),
    names='contract', nested='none', backward=_derivative_mv)


def mv(input, vec, *, out=None):
    """mv(Tensor self, Tensor vec) -> Tensor"""
    self = input
    return _pipeline.call(_op_mv, (self, vec, None, ()), out)


def _mv_method(self, vec):
    """mv(Tensor self, Tensor vec) -> Tensor"""
    return _pipeline.call(_op_mv, (self, vec, None, ()))


# ---- mm
def _d_mm(needs, grads, results, self, mat2):
    grad = grads[0]
    return (
        (mm(grad, mat2.t())) if needs[0] else None,
        (mm(self.t(), grad)) if needs[1] else None,
    )


_derivative_mm = _Derivative(_d_mm, inputs=('self', 'mat2'), reads=('self', 'mat2'))

_op_mm = _Op(
    'mm', _ct.FAMILY,
    _ct.Contraction(
        'mm', form='mm', operands=('self', 'mat2'), added=None,
        plain=True, scalars=(), dtypes=_D.GROUPS['numeric'],
        devices=('cpu', 'cuda'),
        epilogue=_cpu.mm_epilogue,
        bmm=(_cpu.mm_bmm, _cpu.mm_bmm_par),
        cuda='mm_kernel'),
    names='contract', nested='none', sparse='mm', autocast='lower_precision', backward=_derivative_mm)


def _mm_function_form0(input, mat2, *, out=None):
    return input, mat2, out


def _mm_function_form1(input, mat2, out_dtype, *, out=None):
    return _ov.Done(_mm_out_dtype(input, mat2, out_dtype, out=out))


_mm_function_forms = _ov.Overloads('mm', (_mm_function_form0, _mm_function_form1,))


@_ov.overloaded(_mm_function_forms)
def mm(*args, **kwargs):
    """mm(Tensor self, Tensor mat2)
    mm(Tensor self, Tensor mat2, dtype out_dtype)"""
    bound = _mm_function_forms(args, kwargs)
    if bound.__class__ is _ov.Done:
        return bound.result
    self, mat2, out = bound
    return _pipeline.call(_op_mm, (self, mat2, None, ()), out)


def _mm_method(self, mat2):
    """mm(Tensor self, Tensor mat2)"""
    return _pipeline.call(_op_mm, (self, mat2, None, ()))


# ---- bmm
def _d_bmm(needs, grads, results, self, mat2):
    grad = grads[0]
    return (
        (bmm(grad, mat2.transpose(1, 2))) if needs[0] else None,
        (bmm(self.transpose(1, 2), grad)) if needs[1] else None,
    )


_derivative_bmm = _Derivative(_d_bmm, inputs=('self', 'mat2'), reads=('self', 'mat2'))

_op_bmm = _Op(
    'bmm', _ct.FAMILY,
    _ct.Contraction(
        'bmm', form='bmm', operands=('self', 'mat2'), added=None,
        plain=True, scalars=(), dtypes=_D.GROUPS['numeric'],
        devices=('cpu', 'cuda'),
        epilogue=_cpu.bmm_epilogue,
        bmm=(_cpu.bmm_bmm, _cpu.bmm_bmm_par),
        cuda='bmm_kernel'),
    names='contract', nested='bmm', autocast='lower_precision', backward=_derivative_bmm)


def _bmm_function_form0(input, mat2, *, out=None):
    return input, mat2, out


def _bmm_function_form1(input, mat2, out_dtype, *, out=None):
    return _ov.Done(_bmm_out_dtype(input, mat2, out_dtype, out=out))


_bmm_function_forms = _ov.Overloads('bmm', (_bmm_function_form0, _bmm_function_form1,))


@_ov.overloaded(_bmm_function_forms)
def bmm(*args, **kwargs):
    """bmm(Tensor self, Tensor mat2)
    bmm(Tensor self, Tensor mat2, dtype out_dtype)"""
    bound = _bmm_function_forms(args, kwargs)
    if bound.__class__ is _ov.Done:
        return bound.result
    self, mat2, out = bound
    return _pipeline.call(_op_bmm, (self, mat2, None, ()), out)


def _bmm_method(self, mat2):
    """bmm(Tensor self, Tensor mat2)"""
    return _pipeline.call(_op_bmm, (self, mat2, None, ()))


# ---- matmul
def _d_matmul(needs, grads, results, self, other):
    grad = grads[0]
    return (
        (matmul_backward(grad, self, other, 0)) if needs[0] else None,
        (matmul_backward(grad, self, other, 1)) if needs[1] else None,
    )


_derivative_matmul = _Derivative(_d_matmul, inputs=('self', 'other'), reads=('self', 'other'))

_op_matmul = _Op(
    'matmul', _ct.FAMILY,
    _ct.Contraction(
        'matmul', form='matmul', operands=('self', 'other'), added=None,
        plain=True, scalars=(), dtypes=_D.GROUPS['numeric'],
        devices=('cpu', 'cuda'),
        epilogue=_cpu.matmul_epilogue,
        bmm=(_cpu.matmul_bmm, _cpu.matmul_bmm_par),
        cuda='matmul_kernel'),
    names='contract', nested='batched_matmul', sparse='mm', autocast='lower_precision', backward=_derivative_matmul)


def matmul(input, other, *, out=None):
    """matmul(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_matmul, (self, other, None, ()), out)


def _matmul_method(self, other):
    """matmul(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_matmul, (self, other, None, ()))


# ---- addmm
def _d_addmm(needs, grads, results, mat1, mat2, beta, alpha):
    grad = grads[0]
    return (
        (scaled(grad, beta)) if needs[0] else None,
        (scaled(mm_mat1_backward(grad, mat1, mat2), alpha)) if needs[1] else None,
        (scaled(mm_mat2_backward(grad, mat1, mat2), alpha)) if needs[2] else None,
    )


_derivative_addmm = _Derivative(_d_addmm, inputs=('self', 'mat1', 'mat2'), reads=('mat1', 'mat2', 'beta', 'alpha'))

_op_addmm = _Op(
    'addmm', _ct.FAMILY,
    _ct.Contraction(
        'addmm', form='mm', operands=('mat1', 'mat2'), added='self',
        plain=False, scalars=('beta', 'alpha'), dtypes=_D.GROUPS['numeric'],
        devices=('cpu', 'cuda'),
        epilogue=_cpu.addmm_epilogue,
        bmm=(_cpu.addmm_bmm, _cpu.addmm_bmm_par),
        cuda='addmm_kernel'),
    names='contract', nested='none', sparse='mm', autocast='lower_precision', backward=_derivative_addmm)


def _addmm_function_form0(input, mat1, mat2, *, beta=1, alpha=1, out=None):
    return input, mat1, mat2, beta, alpha, out


def _addmm_function_form1(input, mat1, mat2, out_dtype, *, beta=1, alpha=1, out=None):
    return _ov.Done(_addmm_out_dtype(input, mat1, mat2, out_dtype, beta=beta, alpha=alpha, out=out))


_addmm_function_forms = _ov.Overloads('addmm', (_addmm_function_form0, _addmm_function_form1,))


@_ov.overloaded(_addmm_function_forms)
def addmm(*args, **kwargs):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1)
    addmm(Tensor self, Tensor mat1, Tensor mat2, dtype out_dtype, *, Scalar beta=1, Scalar alpha=1)"""
    bound = _addmm_function_forms(args, kwargs)
    if bound.__class__ is _ov.Done:
        return bound.result
    self, mat1, mat2, beta, alpha, out = bound
    return _pipeline.call(_op_addmm, (mat1, mat2, self, (beta, alpha)), out)


def addmm_(self, mat1, mat2, *, beta=1, alpha=1):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) (in place)"""
    return _pipeline.call_inplace(_op_addmm, (mat1, mat2, self, (beta, alpha)))


def _addmm_method(self, mat1, mat2, *, beta=1, alpha=1):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1)"""
    return _pipeline.call(_op_addmm, (mat1, mat2, self, (beta, alpha)))


# ---- addmv
def _d_addmv(needs, grads, results, mat, vec, beta, alpha):
    grad = grads[0]
    return (
        (scaled(grad, beta)) if needs[0] else None,
        (scaled(grad.unsqueeze(-1) * vec, alpha)) if needs[1] else None,
        (scaled(matmul(grad, mat), alpha)) if needs[2] else None,
    )


_derivative_addmv = _Derivative(_d_addmv, inputs=('self', 'mat', 'vec'), reads=('mat', 'vec', 'beta', 'alpha'))

_op_addmv = _Op(
    'addmv', _ct.FAMILY,
    _ct.Contraction(
        'addmv', form='mv', operands=('mat', 'vec'), added='self',
        plain=False, scalars=('beta', 'alpha'), dtypes=_D.GROUPS['numeric'],
        devices=('cpu', 'cuda'),
        epilogue=_cpu.addmv_epilogue,
        bmm=(_cpu.addmv_bmm, _cpu.addmv_bmm_par),
        cuda='addmv_kernel'),
    names='contract', nested='none', backward=_derivative_addmv)


def addmv(input, mat, vec, *, beta=1, alpha=1, out=None):
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
    self = input
    return _pipeline.call(_op_addmv, (mat, vec, self, (beta, alpha)), out)


def addmv_(input, mat, vec, *, beta=1, alpha=1):
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_addmv, (mat, vec, self, (beta, alpha)))


def _addmv_method(self, mat, vec, *, beta=1, alpha=1):
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
    return _pipeline.call(_op_addmv, (mat, vec, self, (beta, alpha)))


# ---- linspace
_derivative_linspace = _Derivative(None, reason='a factory: it reads no Tensor')

_op_linspace = _Op(
    'linspace', _seq.FAMILY,
    _seq.Spec('linspace', params=(), compute='result', dtypes=_D.GROUPS['numeric'],
              devices=('cpu', 'cuda'), cpu=_cpu.linspace_fill, cuda='linspace_fill'),
    names='none', nested='none', backward=_derivative_linspace)


def linspace(start, end, steps, *, out=None, dtype=None, layout=None, device=None,
             pin_memory=False, requires_grad=False):
    """linspace(Scalar start, Scalar end, int steps, *, dtype? dtype=None, Device? device=None, bool requires_grad=False) -> Tensor"""
    return _pipeline.call(_op_linspace, (start, end, steps, (), dtype, device,
                           requires_grad, out), out)


# ---- logspace
_derivative_logspace = _Derivative(None, reason='a factory: it reads no Tensor')

_op_logspace = _Op(
    'logspace', _seq.FAMILY,
    _seq.Spec('logspace', params=('base',), compute='float64', dtypes=_D.GROUPS['numeric'],
              devices=('cpu', 'cuda'), cpu=_cpu.logspace_fill, cuda='logspace_fill'),
    names='none', nested='none', backward=_derivative_logspace)


def logspace(start, end, steps, base=10.0, *, out=None, dtype=None, layout=None, device=None,
             pin_memory=False, requires_grad=False):
    """logspace(Scalar start, Scalar end, int steps, float base=10.0, *, dtype? dtype=None, Device? device=None, bool requires_grad=False) -> Tensor"""
    return _pipeline.call(_op_logspace, (start, end, steps, (base, ), dtype, device,
                           requires_grad, out), out)


# ---- randperm
_derivative_randperm = _Derivative(None, reason='random indices')

_op_randperm = _Op(
    'randperm', _smp.FAMILY,
    _smp.Spec('randperm', 'randperm', ('n', 'dtype', 'device', 'requires_grad'),
              devices=('cpu', 'cuda'), cpu=_cpu.randperm_fill),
    names='none', nested='none', backward=_derivative_randperm)


def randperm(n, *, generator=None, out=None, dtype=None, layout=None, device=None, pin_memory=False,
             requires_grad=False):
    """randperm(int n, *, dtype? dtype=None, Device? device=None, bool requires_grad=False) -> Tensor"""
    return _pipeline.call(_op_randperm, (n, dtype, device, requires_grad, generator, out), out)


# ---- multinomial
_derivative_multinomial = _Derivative(None, reason='random indices')

_op_multinomial = _Op(
    'multinomial', _smp.FAMILY,
    _smp.Spec('multinomial', 'multinomial', ('input', 'num_samples', 'replacement'),
              devices=('cpu', 'cuda'), cpu=_cpu.multinomial_rows),
    names='refuse', nested='none', backward=_derivative_multinomial)


def multinomial(input, num_samples, replacement=False, *, generator=None, out=None):
    """multinomial(Tensor input, int num_samples, bool replacement=False) -> Tensor"""
    return _pipeline.call(_op_multinomial, (input, num_samples, replacement, generator, out), out)


# ---- uniform_
def _d_uniform_(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


_derivative_uniform_ = _Derivative(_d_uniform_, inputs=('self',), reads=())

_op_uniform_ = _Op(
    'uniform_', _rnd.FAMILY,
    _rnd.Random(
        'uniform_', ('self', 'from_', 'to', 'generator'), ('self',),
        params=('from_', 'to'),
        scalar_types={ 'from_': 'float', 'to': 'float', },
        target='self', dtypes=_D.GROUPS['floating'],
        absent=(), prepare=None, size=None,
        result='promoted', dtype_error=None,
        floating_args=(),
        checks=(_rnd.Check(lambda from_, to: from_ <= to, ('from_', 'to'), 'uniform_ expects to return a [from, to) range, but found from={from_} > to={to}', None, RuntimeError),),
        cpu=_cpu.uniform__fill, cpu_par=_cpu.uniform__fill_par, cuda='_rnd_uniform_'),
    names='keep', nested='none', backward=_derivative_uniform_)


def uniform_(self, from_=0, to=1, *, generator=None):
    """uniform_(Tensor self, float from_=0, float to=1, *, Generator? generator=None) -> Tensor"""
    return _pipeline.call_inplace(_op_uniform_, (self, from_, to, generator))


# ---- normal_
def _d_normal_(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


_derivative_normal_ = _Derivative(_d_normal_, inputs=('self',), reads=())

_op_normal_ = _Op(
    'normal_', _rnd.FAMILY,
    _rnd.Random(
        'normal_', ('self', 'mean', 'std', 'generator'), ('self',),
        params=('mean', 'std'),
        scalar_types={ 'mean': 'float', 'std': 'float', },
        target='self', dtypes=_D.GROUPS['floating'],
        absent=(), prepare=None, size=None,
        result='promoted', dtype_error=None,
        floating_args=(),
        checks=(_rnd.Check(lambda std: std >= 0, ('std',), 'normal expects std >= 0.0, but found std {std}', None, RuntimeError),),
        cpu=_cpu.normal__fill, cpu_par=_cpu.normal__fill_par, cuda='_rnd_normal_'),
    names='keep', nested='none', backward=_derivative_normal_)


def normal_(self, mean=0, std=1, *, generator=None):
    """normal_(Tensor self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor"""
    return _pipeline.call_inplace(_op_normal_, (self, mean, std, generator))


# ---- normal
def _d_normal(needs, grads, results, mean, std):
    grad = grads[0]
    result = results[0]
    return (
        (grad) if needs[0] else None,
        (grad * (result - mean) / std) if needs[1] else None,
    )


_derivative_normal = _Derivative(_d_normal, inputs=('mean', 'std'), reads=('mean', 'std'), uses_result=True)

_op_normal = _Op(
    'normal', _rnd.FAMILY,
    _rnd.Random(
        'normal', ('mean', 'std', 'size', 'generator', 'dtype', 'layout', 'device', 'pin_memory', 'requires_grad'), ('mean', 'std'),
        params=('mean', 'std'),
        scalar_types={ },
        target='new', dtypes=_D.GROUPS['floating'],
        absent=(), prepare=None, size='size',
        result='promoted', dtype_error=None,
        floating_args=('mean', 'std'),
        checks=(_rnd.Check(lambda std: std >= 0, ('std',), 'normal expects std >= 0.0, but found std {std}', 'normal expects all elements of std >= 0.0', RuntimeError),),
        cpu=_cpu.normal_fill, cpu_par=_cpu.normal_fill_par, cuda='_rnd_normal'),
    names='unify', nested='none', backward=_derivative_normal)


def normal(mean, std=1, size=None, *, generator=None, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, out=None):
    """normal(Tensor mean, Tensor std=1, int[]? size=None, *, Generator? generator=None, dtype? dtype=None, Layout? layout=None, Device? device=None, bool pin_memory=False, bool requires_grad=False) -> Tensor"""
    return _pipeline.call(_op_normal, (mean, std, size, generator, dtype, layout, device, pin_memory, requires_grad), out)


# ---- cauchy_
def _d_cauchy_(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


_derivative_cauchy_ = _Derivative(_d_cauchy_, inputs=('self',), reads=())

_op_cauchy_ = _Op(
    'cauchy_', _rnd.FAMILY,
    _rnd.Random(
        'cauchy_', ('self', 'median', 'sigma', 'generator'), ('self',),
        params=('median', 'sigma'),
        scalar_types={ 'median': 'float', 'sigma': 'float', },
        target='self', dtypes=_D.GROUPS['floating'],
        absent=(), prepare=None, size=None,
        result='promoted', dtype_error=None,
        floating_args=(),
        checks=(_rnd.Check(lambda sigma: sigma > 0, ('sigma',), 'cauchy_ expects sigma > 0.0, but found sigma={sigma}', None, RuntimeError),),
        cpu=_cpu.cauchy__fill, cpu_par=_cpu.cauchy__fill_par, cuda='_rnd_cauchy_'),
    names='keep', nested='none', backward=_derivative_cauchy_)


def cauchy_(self, median=0, sigma=1, *, generator=None):
    """cauchy_(Tensor self, float median=0, float sigma=1, *, Generator? generator=None) -> Tensor"""
    return _pipeline.call_inplace(_op_cauchy_, (self, median, sigma, generator))


# ---- exponential_
def _d_exponential_(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


_derivative_exponential_ = _Derivative(_d_exponential_, inputs=('self',), reads=())

_op_exponential_ = _Op(
    'exponential_', _rnd.FAMILY,
    _rnd.Random(
        'exponential_', ('self', 'lambd', 'generator'), ('self',),
        params=('lambd',),
        scalar_types={ 'lambd': 'float', },
        target='self', dtypes=_D.GROUPS['floating'],
        absent=(), prepare=None, size=None,
        result='promoted', dtype_error='Exponential distribution is a continuous probability distribution. dtype must be a floating point but you specified {dtype}',
        floating_args=(),
        checks=(_rnd.Check(lambda lambd: lambd > 0, ('lambd',), 'exponential_ expects lambda > 0.0, but found lambda={lambd}', None, RuntimeError),),
        cpu=_cpu.exponential__fill, cpu_par=_cpu.exponential__fill_par, cuda='_rnd_exponential_'),
    names='keep', nested='none', backward=_derivative_exponential_)


def exponential_(self, lambd=1, *, generator=None):
    """exponential_(Tensor self, float lambd=1, *, Generator? generator=None) -> Tensor"""
    return _pipeline.call_inplace(_op_exponential_, (self, lambd, generator))


# ---- log_normal_
def _d_log_normal_(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


_derivative_log_normal_ = _Derivative(_d_log_normal_, inputs=('self',), reads=())

_op_log_normal_ = _Op(
    'log_normal_', _rnd.FAMILY,
    _rnd.Random(
        'log_normal_', ('self', 'mean', 'std', 'generator'), ('self',),
        params=('mean', 'std'),
        scalar_types={ 'mean': 'float', 'std': 'float', },
        target='self', dtypes=_D.GROUPS['floating'],
        absent=(), prepare=None, size=None,
        result='promoted', dtype_error=None,
        floating_args=(),
        checks=(_rnd.Check(lambda std: std > 0, ('std',), 'log_normal_ expects std > 0.0, but found std={std}', None, RuntimeError),),
        cpu=_cpu.log_normal__fill, cpu_par=_cpu.log_normal__fill_par, cuda='_rnd_log_normal_'),
    names='keep', nested='none', backward=_derivative_log_normal_)


def log_normal_(self, mean=1, std=2, *, generator=None):
    """log_normal_(Tensor self, float mean=1, float std=2, *, Generator? generator=None) -> Tensor"""
    return _pipeline.call_inplace(_op_log_normal_, (self, mean, std, generator))


# ---- bernoulli_
def _d_bernoulli_(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


_derivative_bernoulli_ = _Derivative(_d_bernoulli_, inputs=('self',), reads=())

_op_bernoulli_ = _Op(
    'bernoulli_', _rnd.FAMILY,
    _rnd.Random(
        'bernoulli_', ('self', 'p', 'generator'), ('self', 'p'),
        params=('p',),
        scalar_types={ },
        target='self', dtypes=_D.GROUPS['all'],
        absent=(), prepare=None, size=None,
        result='promoted', dtype_error=None,
        floating_args=('p',),
        checks=(_rnd.Check(lambda p: (p >= 0) & (p <= 1), ('p',), 'bernoulli_ expects p to be in [0, 1], but got p={p}', 'Expected p_in >= 0 && p_in <= 1 to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)', RuntimeError),),
        cpu=_cpu.bernoulli__fill, cpu_par=_cpu.bernoulli__fill_par, cuda='_rnd_bernoulli_'),
    names='keep', nested='none', backward=_derivative_bernoulli_)


def bernoulli_(self, p=0.5, *, generator=None):
    """bernoulli_(Tensor self, Tensor p=0.5, *, Generator? generator=None) -> Tensor"""
    return _pipeline.call_inplace(_op_bernoulli_, (self, p, generator))


# ---- bernoulli
def _d_bernoulli(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


_derivative_bernoulli = _Derivative(_d_bernoulli, inputs=('self',), reads=())

_op_bernoulli = _Op(
    'bernoulli', _rnd.FAMILY,
    _rnd.Random(
        'bernoulli', ('self', 'p', 'generator'), ('self', 'p'),
        params=('p',),
        scalar_types={ },
        target='new', dtypes=_D.GROUPS['all'],
        absent=(('p', 'self'),), prepare=None, size=None,
        result='self', dtype_error=None,
        floating_args=('p',),
        checks=(_rnd.Check(lambda p: (p >= 0) & (p <= 1), ('p',), 'bernoulli_ expects p to be in [0, 1], but got p={p}', 'Expected p_in >= 0 && p_in <= 1 to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)', RuntimeError),),
        cpu=_cpu.bernoulli_fill, cpu_par=_cpu.bernoulli_fill_par, cuda='_rnd_bernoulli'),
    names='keep', nested='none', backward=_derivative_bernoulli)


def bernoulli(input, p=None, *, generator=None, out=None):
    """bernoulli(Tensor self, Tensor? p=None, *, Generator? generator=None) -> Tensor"""
    self = input
    return _pipeline.call(_op_bernoulli, (self, p, generator), out)


def _bernoulli_method(self, p=None, *, generator=None):
    """bernoulli(Tensor self, Tensor? p=None, *, Generator? generator=None) -> Tensor"""
    return _pipeline.call(_op_bernoulli, (self, p, generator))


# ---- random_
def _d_random_(needs, grads, results):
    grad = grads[0]
    return (
        (zeros_like(grad)) if needs[0] else None,
    )


_derivative_random_ = _Derivative(_d_random_, inputs=('self',), reads=())

_op_random_ = _Op(
    'random_', _rnd.FAMILY,
    _rnd.Random(
        'random_', ('self', 'from_', 'to', 'generator'), ('self',),
        params=('from_', 'to'),
        scalar_types={ 'from_': 'int', 'to': 'int', },
        target='self', dtypes=_D.GROUPS['all'],
        absent=(), prepare='random_bounds', size=None,
        result='promoted', dtype_error=None,
        floating_args=(),
        checks=(),
        cpu=_cpu.random__fill, cpu_par=_cpu.random__fill_par, cuda='_rnd_random_'),
    names='keep', nested='none', backward=_derivative_random_)


def _random__function_form0(self, *, generator=None):
    return self, None, None, generator


def _random__function_form1(self, from_, to, *, generator=None):
    return self, from_, to, generator


def _random__function_form2(self, to, *, generator=None):
    return self, None, to, generator


_random__function_forms = _ov.Overloads('random_', (_random__function_form0, _random__function_form1, _random__function_form2,))


@_ov.overloaded(_random__function_forms)
def random_(*args, **kwargs):
    """random_(Tensor self, *, Generator? generator=None)
    random_(Tensor self, int from_, int? to, *, Generator? generator=None)
    random_(Tensor self, int to, *, Generator? generator=None)"""
    self, from_, to, generator = _random__function_forms(args, kwargs)
    return _pipeline.call_inplace(_op_random_, (self, from_, to, generator))


def _random__method_form0(self, *, generator=None):
    return self, None, None, generator


def _random__method_form1(self, from_, to, *, generator=None):
    return self, from_, to, generator


def _random__method_form2(self, to, *, generator=None):
    return self, None, to, generator


_random__method_forms = _ov.Overloads('random_', (_random__method_form0, _random__method_form1, _random__method_form2,))


@_ov.overloaded(_random__method_forms)
def _random__method(self, *args, **kwargs):
    """random_(Tensor self, *, Generator? generator=None)
    random_(Tensor self, int from_, int? to, *, Generator? generator=None)
    random_(Tensor self, int to, *, Generator? generator=None)"""
    self, from_, to, generator = _random__method_forms((self,) + args, kwargs)
    return _pipeline.call_inplace(_op_random_, (self, from_, to, generator))


# ---- _dropout
_derivative__dropout = _Derivative(None, reason='the mask is not kept: nn.functional.dropout multiplies by a recorded mask when gradients are needed')

_op__dropout = _Op(
    '_dropout', _rnd.FAMILY,
    _rnd.Random(
        '_dropout', ('self', 'p'), ('self',),
        params=('self', 'p'),
        scalar_types={ 'p': 'float', },
        target='new', dtypes=_D.GROUPS['floating'],
        absent=(), prepare=None, size=None,
        result='self', dtype_error="result type Float can't be cast to the desired output type {dtype}",
        floating_args=(),
        checks=(),
        cpu=_cpu._dropout_fill, cpu_par=_cpu._dropout_fill_par, cuda='_rnd__dropout'),
    names='keep', nested='elementwise', backward=_derivative__dropout)


def _dropout(input, p):
    """_dropout(Tensor self, float p) -> Tensor"""
    self = input
    return _pipeline.call(_op__dropout, (self, p))


# ---- _dropout_
_derivative__dropout_ = _Derivative(None, reason='the mask is not kept: nn.functional.dropout multiplies by a recorded mask when gradients are needed')

_op__dropout_ = _Op(
    '_dropout_', _rnd.FAMILY,
    _rnd.Random(
        '_dropout_', ('self', 'p'), ('self',),
        params=('self', 'p'),
        scalar_types={ 'p': 'float', },
        target='self', dtypes=_D.GROUPS['floating'],
        absent=(), prepare=None, size=None,
        result='promoted', dtype_error="result type Float can't be cast to the desired output type {dtype}",
        floating_args=(),
        checks=(),
        cpu=_cpu._dropout__fill, cpu_par=_cpu._dropout__fill_par, cuda='_rnd__dropout_'),
    names='keep', nested='elementwise', backward=_derivative__dropout_)


def _dropout_(input, p):
    """_dropout_(Tensor self, float p) -> Tensor"""
    self = input
    return _pipeline.call_inplace(_op__dropout_, (self, p))


# ---- relu
def _d_relu(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (threshold_backward(grad, result, 0)) if needs[0] else None,
    )


_derivative_relu = _Derivative(_d_relu, inputs=('self',), reads=(), uses_result=True)

_op_relu = _Op(
    'relu', _pw.FAMILY,
    _pw.Pointwise('relu', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', sparse='values', backward=_derivative_relu)
_relu_case = _pw.Case(
    cpu_1d=_cpu.relu_1d, cpu_nd=_cpu.relu_nd, cpu_par=(_cpu.relu_1dp, _cpu.relu_ndp),
    cpu_1di=_cpu.relu_1di,
    cuda='relu_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    bool_error='Boolean inputs not supported for relu')


def relu(input):
    """relu(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_relu, ((self,), (), _relu_case))


def relu_(input):
    """relu(Tensor self) -> Tensor (in place)"""
    self = input
    return _pipeline.call_inplace(_op_relu, ((self,), (), _relu_case))


# ---- threshold_backward
def _d_threshold_backward(needs, grads, results, self, threshold):
    grad = grads[0]
    return (
        (threshold_backward(grad, self, threshold)) if needs[0] else None,
        (zeros_like(grad)) if needs[1] else None,
    )


_derivative_threshold_backward = _Derivative(_d_threshold_backward, inputs=('grad_output', 'self'), reads=('self', 'threshold'))

_op_threshold_backward = _Op(
    'threshold_backward', _pw.FAMILY,
    _pw.Pointwise('threshold_backward', args=('grad_output', 'self'), promote=(0, 1),
                  fixed={}, scalars=(('threshold', 'Scalar'),)),
    names='unify', nested='elementwise', backward=_derivative_threshold_backward)
_threshold_backward_case = _pw.Case(
    cpu_1d=_cpu.threshold_backward_1d, cpu_nd=_cpu.threshold_backward_nd, cpu_par=(_cpu.threshold_backward_1dp, _cpu.threshold_backward_ndp),
    cpu_1di=_cpu.threshold_backward_1di,
    cuda='threshold_backward_kernel', category='default', dtypes=_D.GROUPS['numeric'])


def threshold_backward(grad_output, input, threshold):
    """threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor"""
    self = input
    return _pipeline.call(_op_threshold_backward, ((grad_output, self), (threshold,), _threshold_backward_case))


# ---- gelu
def _d_gelu(needs, grads, results, self, approximate):
    grad = grads[0]
    return (
        (_gelu_backward(grad, self, approximate=approximate)) if needs[0] else None,
    )


_derivative_gelu = _Derivative(_d_gelu, inputs=('self',), reads=('self', 'approximate'))

_op_gelu = _Op(
    'gelu', _pw.FAMILY,
    _pw.Pointwise('gelu', args=('self',), promote=(0,),
                  fixed={}, scalars=(), switch='approximate'),
    names='keep', nested='elementwise', backward=_derivative_gelu)
_gelu__none_case = _pw.Case(
    cpu_1d=_cpu.gelu__none_1d, cpu_nd=_cpu.gelu__none_nd, cpu_par=(_cpu.gelu__none_1dp, _cpu.gelu__none_ndp),
    cpu_1di=_cpu.gelu__none_1di,
    cuda='gelu__none_kernel', category='default', dtypes=_D.GROUPS['floating'],
    key='none')


_gelu__tanh_case = _pw.Case(
    cpu_1d=_cpu.gelu__tanh_1d, cpu_nd=_cpu.gelu__tanh_nd, cpu_par=(_cpu.gelu__tanh_1dp, _cpu.gelu__tanh_ndp),
    cpu_1di=_cpu.gelu__tanh_1di,
    cuda='gelu__tanh_kernel', category='default', dtypes=_D.GROUPS['floating'],
    key='tanh')


_gelu_cases = {
    'none': _gelu__none_case,
    'tanh': _gelu__tanh_case,
}


def gelu(input, *, approximate='none', out=None):
    """gelu(Tensor self, *, str approximate='none') -> Tensor"""
    self = input
    case = _pw.select_case('gelu', _gelu_cases, 'approximate', approximate)
    return _pipeline.call(_op_gelu, ((self,), (), case), out)


def gelu_(self, *, approximate='none'):
    """gelu(Tensor self, *, str approximate='none') -> Tensor (in place)"""
    case = _pw.select_case('gelu', _gelu_cases, 'approximate', approximate)
    return _pipeline.call_inplace(_op_gelu, ((self,), (), case))


# ---- _gelu_backward
def _d__gelu_backward(needs, grads, results, grad_output, self, approximate):
    grad = grads[0]
    return (
        (_gelu_backward(grad, self, approximate=approximate)) if needs[0] else None,
        (grad * grad_output * gelu_second(self, approximate)) if needs[1] else None,
    )


_derivative__gelu_backward = _Derivative(_d__gelu_backward, inputs=('grad_output', 'self'), reads=('grad_output', 'self', 'approximate'))

_op__gelu_backward = _Op(
    '_gelu_backward', _pw.FAMILY,
    _pw.Pointwise('_gelu_backward', args=('grad_output', 'self'), promote=(0, 1),
                  fixed={}, scalars=(), switch='approximate'),
    names='unify', nested='elementwise', backward=_derivative__gelu_backward)
__gelu_backward__none_case = _pw.Case(
    cpu_1d=_cpu._gelu_backward__none_1d, cpu_nd=_cpu._gelu_backward__none_nd, cpu_par=(_cpu._gelu_backward__none_1dp, _cpu._gelu_backward__none_ndp),
    cpu_1di=_cpu._gelu_backward__none_1di,
    cuda='_gelu_backward__none_kernel', category='default', dtypes=_D.GROUPS['floating'],
    key='none')


__gelu_backward__tanh_case = _pw.Case(
    cpu_1d=_cpu._gelu_backward__tanh_1d, cpu_nd=_cpu._gelu_backward__tanh_nd, cpu_par=(_cpu._gelu_backward__tanh_1dp, _cpu._gelu_backward__tanh_ndp),
    cpu_1di=_cpu._gelu_backward__tanh_1di,
    cuda='_gelu_backward__tanh_kernel', category='default', dtypes=_D.GROUPS['floating'],
    key='tanh')


__gelu_backward_cases = {
    'none': __gelu_backward__none_case,
    'tanh': __gelu_backward__tanh_case,
}


def _gelu_backward(grad_output, input, *, approximate='none'):
    """_gelu_backward(Tensor grad_output, Tensor self, *, str approximate='none') -> Tensor"""
    self = input
    case = _pw.select_case('_gelu_backward', __gelu_backward_cases, 'approximate', approximate)
    return _pipeline.call(_op__gelu_backward, ((grad_output, self), (), case))


# ---- silu
def _d_silu(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * sigmoid(self) * (1 + self * (1 - sigmoid(self)))) if needs[0] else None,
    )


_derivative_silu = _Derivative(_d_silu, inputs=('self',), reads=('self',))

_op_silu = _Op(
    'silu', _pw.FAMILY,
    _pw.Pointwise('silu', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_silu)
_silu_case = _pw.Case(
    cpu_1d=_cpu.silu_1d, cpu_nd=_cpu.silu_nd, cpu_par=(_cpu.silu_1dp, _cpu.silu_ndp),
    cpu_1di=_cpu.silu_1di,
    cuda='silu_kernel', category='default', dtypes=_D.GROUPS['floating'])


def silu(input, *, out=None):
    """silu(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_silu, ((self,), (), _silu_case), out)


def silu_(self):
    """silu(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_silu, ((self,), (), _silu_case))


# ---- softmax
def _d_softmax(needs, grads, results, dim):
    grad = grads[0]
    result = results[0]
    return (
        (result * (grad - (grad * result).sum(dim, keepdim=True))) if needs[0] else None,
    )


_derivative_softmax = _Derivative(_d_softmax, inputs=('self',), reads=('dim',), uses_result=True)

_op_softmax = _Op(
    'softmax', _nrm.FAMILY,
    _nrm.Normalization('softmax', dtypes=_D.GROUPS['floating'], last=_cpu.softmax_last,
                       mid=_cpu.softmax_mid, last_par=_cpu.softmax_last_par,
                       mid_par=_cpu.softmax_mid_par, cuda='_nrm_softmax'),
    names='keep', nested='rowwise_not_dim0', backward=_derivative_softmax)


def softmax(input, dim, dtype=None, *, out=None):
    """softmax(Tensor self, dim dim, dtype? dtype=None) -> Tensor"""
    self = input
    return _pipeline.call(_op_softmax, (self, dim, dtype), out)


def _softmax_method(self, dim, dtype=None):
    """softmax(Tensor self, dim dim, dtype? dtype=None) -> Tensor"""
    return _pipeline.call(_op_softmax, (self, dim, dtype))


def _special_softmax(input, dim, dtype=None):
    """softmax(Tensor self, dim dim, dtype? dtype=None): softmax under PyTorch's signature of special.softmax"""
    return softmax(input, dim=dim, dtype=dtype)


# ---- log_softmax
def _d_log_softmax(needs, grads, results, dim):
    grad = grads[0]
    result = results[0]
    return (
        (grad - exp(result) * grad.sum(dim, keepdim=True)) if needs[0] else None,
    )


_derivative_log_softmax = _Derivative(_d_log_softmax, inputs=('self',), reads=('dim',), uses_result=True)

_op_log_softmax = _Op(
    'log_softmax', _nrm.FAMILY,
    _nrm.Normalization('log_softmax', dtypes=_D.GROUPS['floating'], last=_cpu.log_softmax_last,
                       mid=_cpu.log_softmax_mid, last_par=_cpu.log_softmax_last_par,
                       mid_par=_cpu.log_softmax_mid_par, cuda='_nrm_log_softmax'),
    names='keep', nested='rowwise_not_dim0', backward=_derivative_log_softmax)


def log_softmax(input, dim, dtype=None, *, out=None):
    """log_softmax(Tensor self, dim dim, dtype? dtype=None) -> Tensor"""
    self = input
    return _pipeline.call(_op_log_softmax, (self, dim, dtype), out)


def _log_softmax_method(self, dim, dtype=None):
    """log_softmax(Tensor self, dim dim, dtype? dtype=None) -> Tensor"""
    return _pipeline.call(_op_log_softmax, (self, dim, dtype))


def _special_log_softmax(input, dim, *, dtype=None):
    """log_softmax(Tensor self, dim dim, *, dtype? dtype=None): log_softmax under PyTorch's signature of special.log_softmax"""
    return log_softmax(input, dim=dim, dtype=dtype)


# ---- diagonal
def _d_diagonal(needs, grads, results, self, offset, dim1, dim2):
    grad = grads[0]
    return (
        (diagonal_backward(grad, self, offset, dim1, dim2)) if needs[0] else None,
    )


_derivative_diagonal = _Derivative(_d_diagonal, inputs=('self',), reads=('self', 'offset', 'dim1', 'dim2'), meta_reads=('self',))

_op_diagonal = _Op(
    'diagonal', _vw.FAMILY,
    _vw.View(_vr.diagonal, arg_names=('self', 'offset', 'dim1', 'dim2')),
    names='refuse', nested='none', backward=_derivative_diagonal)


def diagonal(input, offset=0, dim1=0, dim2=1):
    """diagonal(Tensor self, int offset=0, dim dim1=0, dim dim2=1) -> Tensor"""
    self = input
    return _pipeline.call(_op_diagonal, (self, offset, dim1, dim2))


# ---- movedim
def _d_movedim(needs, grads, results, source, destination):
    grad = grads[0]
    return (
        (grad.movedim(destination, source)) if needs[0] else None,
    )


_derivative_movedim = _Derivative(_d_movedim, inputs=('self',), reads=('source', 'destination'))

_op_movedim = _Op(
    'movedim', _vw.FAMILY,
    _vw.View(_vr.movedim, arg_names=('self', 'source', 'destination')),
    names='refuse', nested='none', backward=_derivative_movedim)


def movedim(input, source, destination):
    """movedim(Tensor self, dim[] source, dim[] destination) -> Tensor"""
    self = input
    return _pipeline.call(_op_movedim, (self, source, destination))


# ---- moveaxis
def _d_moveaxis(needs, grads, results, source, destination):
    grad = grads[0]
    return (
        (grad.movedim(destination, source)) if needs[0] else None,
    )


_derivative_moveaxis = _Derivative(_d_moveaxis, inputs=('self',), reads=('source', 'destination'))

_op_moveaxis = _Op(
    'moveaxis', _vw.FAMILY,
    _vw.View(_vr.movedim, arg_names=('self', 'source', 'destination')),
    names='refuse', nested='none', backward=_derivative_moveaxis)


def moveaxis(input, source, destination):
    """moveaxis(Tensor self, dim[] source, dim[] destination) -> Tensor"""
    self = input
    return _pipeline.call(_op_moveaxis, (self, source, destination))


# ---- broadcast_to
def _d_broadcast_to(needs, grads, results):
    grad = grads[0]
    return (
        (grad) if needs[0] else None,
    )


_derivative_broadcast_to = _Derivative(_d_broadcast_to, inputs=('self',), reads=())

_op_broadcast_to = _Op(
    'broadcast_to', _vw.FAMILY,
    _vw.View(_vr.broadcast_to, arg_names=('self', 'size')),
    names='refuse', nested='none', backward=_derivative_broadcast_to)


def broadcast_to(input, size):
    """broadcast_to(Tensor self, int[] size) -> Tensor"""
    self = input
    return _pipeline.call(_op_broadcast_to, (self, size))


def _broadcast_to_method(self, *args, size=None):
    """broadcast_to(Tensor self, int[] size) -> Tensor"""
    size = _ov.varargs('broadcast_to', 'size', args, size, ())
    return _pipeline.call(_op_broadcast_to, (self, size))


# ---- ravel
def _d_ravel(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad.reshape(self.shape)) if needs[0] else None,
    )


_derivative_ravel = _Derivative(_d_ravel, inputs=('self',), reads=('self',), meta_reads=('self',))

_op_ravel = _Op(
    'ravel', _vw.FAMILY,
    _vw.View(_vr.ravel, arg_names=('self',), fallback=__to_copy_case),
    names='refuse', nested='none', backward=_derivative_ravel)


def ravel(input):
    """ravel(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_ravel, (self,))


# ---- atleast_1d
_op_atleast_1d = _Op(
    'atleast_1d', _cmp.FAMILY,
    _cmp.Composite('atleast_1d', arg_names=('tensors',),
                   tensors=()),
    names='refuse', nested='none')


def atleast_1d(*tensors):
    """atleast_1d(Tensor[] tensors) -> Tensor"""
    return _pipeline.call(_op_atleast_1d, (tensors,))


# ---- atleast_2d
_op_atleast_2d = _Op(
    'atleast_2d', _cmp.FAMILY,
    _cmp.Composite('atleast_2d', arg_names=('tensors',),
                   tensors=()),
    names='refuse', nested='none')


def atleast_2d(*tensors):
    """atleast_2d(Tensor[] tensors) -> Tensor"""
    return _pipeline.call(_op_atleast_2d, (tensors,))


# ---- atleast_3d
_op_atleast_3d = _Op(
    'atleast_3d', _cmp.FAMILY,
    _cmp.Composite('atleast_3d', arg_names=('tensors',),
                   tensors=()),
    names='refuse', nested='none')


def atleast_3d(*tensors):
    """atleast_3d(Tensor[] tensors) -> Tensor"""
    return _pipeline.call(_op_atleast_3d, (tensors,))


# ---- tensor_split
def _d_tensor_split(needs, grads, results, dim):
    grad = grads[0]
    return (
        (cat_grads(grads, results, dim)) if needs[0] else None,
    )


_derivative_tensor_split = _Derivative(_d_tensor_split, inputs=('self',), reads=('dim',), uses_result=True)

_op_tensor_split = _Op(
    'tensor_split', _vw.FAMILY,
    _vw.View(_vr.tensor_split, arg_names=('self', 'indices_or_sections', 'dim'), multi=True),
    names='refuse', nested='none', backward=_derivative_tensor_split)


def _tensor_split_function_form0(input, indices, dim=0):
    if not (_ov.is_int_list(indices)):
        return None
    return input, indices, dim


def _tensor_split_function_form1(input, tensor_indices_or_sections, dim=0):
    if not (_ov.is_tensor(tensor_indices_or_sections)):
        return None
    return input, tensor_indices_or_sections, dim


def _tensor_split_function_form2(input, sections, dim=0):
    if not (_ov.is_int(sections)):
        return None
    return input, sections, dim


_tensor_split_function_forms = _ov.Overloads('tensor_split', (_tensor_split_function_form0, _tensor_split_function_form1, _tensor_split_function_form2,))


@_ov.overloaded(_tensor_split_function_forms)
def tensor_split(*args, **kwargs):
    """tensor_split(Tensor self, int[] indices, dim dim=0)
    tensor_split(Tensor self, Tensor tensor_indices_or_sections, dim dim=0)
    tensor_split(Tensor self, int sections, dim dim=0)"""
    self, indices_or_sections, dim = _tensor_split_function_forms(args, kwargs)
    return _pipeline.call(_op_tensor_split, (self, indices_or_sections, dim))


def _tensor_split_method_form0(self, indices, dim=0):
    if not (_ov.is_int_list(indices)):
        return None
    return self, indices, dim


def _tensor_split_method_form1(self, tensor_indices_or_sections, dim=0):
    if not (_ov.is_tensor(tensor_indices_or_sections)):
        return None
    return self, tensor_indices_or_sections, dim


def _tensor_split_method_form2(self, sections, dim=0):
    if not (_ov.is_int(sections)):
        return None
    return self, sections, dim


_tensor_split_method_forms = _ov.Overloads('tensor_split', (_tensor_split_method_form0, _tensor_split_method_form1, _tensor_split_method_form2,))


@_ov.overloaded(_tensor_split_method_forms)
def _tensor_split_method(self, *args, **kwargs):
    """tensor_split(Tensor self, int[] indices, dim dim=0)
    tensor_split(Tensor self, Tensor tensor_indices_or_sections, dim dim=0)
    tensor_split(Tensor self, int sections, dim dim=0)"""
    self, indices_or_sections, dim = _tensor_split_method_forms((self,) + args, kwargs)
    return _pipeline.call(_op_tensor_split, (self, indices_or_sections, dim))


# ---- vsplit
def _d_vsplit(needs, grads, results):
    grad = grads[0]
    return (
        (cat_grads(grads, results, 0)) if needs[0] else None,
    )


_derivative_vsplit = _Derivative(_d_vsplit, inputs=('self',), reads=(), uses_result=True)

_op_vsplit = _Op(
    'vsplit', _vw.FAMILY,
    _vw.View(_vr.vsplit, arg_names=('self', 'indices_or_sections'), multi=True),
    names='refuse', nested='none', backward=_derivative_vsplit)


def _vsplit_function_form0(input, sections):
    if not (_ov.is_int(sections)):
        return None
    return input, sections


def _vsplit_function_form1(input, indices):
    if not (_ov.is_int_list(indices)):
        return None
    return input, indices


_vsplit_function_forms = _ov.Overloads('vsplit', (_vsplit_function_form0, _vsplit_function_form1,))


@_ov.overloaded(_vsplit_function_forms)
def vsplit(*args, **kwargs):
    """vsplit(Tensor self, int sections)
    vsplit(Tensor self, int[] indices)"""
    self, indices_or_sections = _vsplit_function_forms(args, kwargs)
    return _pipeline.call(_op_vsplit, (self, indices_or_sections))


def _vsplit_method_form0(self, sections):
    if not (_ov.is_int(sections)):
        return None
    return self, sections


def _vsplit_method_form1(self, *args, indices=None):
    indices = _ov.varargs('vsplit', 'indices', args, indices, ())
    if not (_ov.is_int_list(indices)):
        return None
    return self, indices


_vsplit_method_forms = _ov.Overloads('vsplit', (_vsplit_method_form0, _vsplit_method_form1,))


@_ov.overloaded(_vsplit_method_forms)
def _vsplit_method(self, *args, **kwargs):
    """vsplit(Tensor self, int sections)
    vsplit(Tensor self, int[] indices)"""
    self, indices_or_sections = _vsplit_method_forms((self,) + args, kwargs)
    return _pipeline.call(_op_vsplit, (self, indices_or_sections))


# ---- hsplit
def _d_hsplit(needs, grads, results, self):
    grad = grads[0]
    return (
        (cat_grads(grads, results, 1 if self.dim() > 1 else 0)) if needs[0] else None,
    )


_derivative_hsplit = _Derivative(_d_hsplit, inputs=('self',), reads=('self',), meta_reads=('self',), uses_result=True)

_op_hsplit = _Op(
    'hsplit', _vw.FAMILY,
    _vw.View(_vr.hsplit, arg_names=('self', 'indices_or_sections'), multi=True),
    names='refuse', nested='none', backward=_derivative_hsplit)


def _hsplit_function_form0(input, sections):
    if not (_ov.is_int(sections)):
        return None
    return input, sections


def _hsplit_function_form1(input, indices):
    if not (_ov.is_int_list(indices)):
        return None
    return input, indices


_hsplit_function_forms = _ov.Overloads('hsplit', (_hsplit_function_form0, _hsplit_function_form1,))


@_ov.overloaded(_hsplit_function_forms)
def hsplit(*args, **kwargs):
    """hsplit(Tensor self, int sections)
    hsplit(Tensor self, int[] indices)"""
    self, indices_or_sections = _hsplit_function_forms(args, kwargs)
    return _pipeline.call(_op_hsplit, (self, indices_or_sections))


def _hsplit_method_form0(self, sections):
    if not (_ov.is_int(sections)):
        return None
    return self, sections


def _hsplit_method_form1(self, *args, indices=None):
    indices = _ov.varargs('hsplit', 'indices', args, indices, ())
    if not (_ov.is_int_list(indices)):
        return None
    return self, indices


_hsplit_method_forms = _ov.Overloads('hsplit', (_hsplit_method_form0, _hsplit_method_form1,))


@_ov.overloaded(_hsplit_method_forms)
def _hsplit_method(self, *args, **kwargs):
    """hsplit(Tensor self, int sections)
    hsplit(Tensor self, int[] indices)"""
    self, indices_or_sections = _hsplit_method_forms((self,) + args, kwargs)
    return _pipeline.call(_op_hsplit, (self, indices_or_sections))


# ---- dsplit
def _d_dsplit(needs, grads, results):
    grad = grads[0]
    return (
        (cat_grads(grads, results, 2)) if needs[0] else None,
    )


_derivative_dsplit = _Derivative(_d_dsplit, inputs=('self',), reads=(), uses_result=True)

_op_dsplit = _Op(
    'dsplit', _vw.FAMILY,
    _vw.View(_vr.dsplit, arg_names=('self', 'indices_or_sections'), multi=True),
    names='refuse', nested='none', backward=_derivative_dsplit)


def _dsplit_function_form0(input, sections):
    if not (_ov.is_int(sections)):
        return None
    return input, sections


def _dsplit_function_form1(input, indices):
    if not (_ov.is_int_list(indices)):
        return None
    return input, indices


_dsplit_function_forms = _ov.Overloads('dsplit', (_dsplit_function_form0, _dsplit_function_form1,))


@_ov.overloaded(_dsplit_function_forms)
def dsplit(*args, **kwargs):
    """dsplit(Tensor self, int sections)
    dsplit(Tensor self, int[] indices)"""
    self, indices_or_sections = _dsplit_function_forms(args, kwargs)
    return _pipeline.call(_op_dsplit, (self, indices_or_sections))


def _dsplit_method_form0(self, sections):
    if not (_ov.is_int(sections)):
        return None
    return self, sections


def _dsplit_method_form1(self, *args, indices=None):
    indices = _ov.varargs('dsplit', 'indices', args, indices, ())
    if not (_ov.is_int_list(indices)):
        return None
    return self, indices


_dsplit_method_forms = _ov.Overloads('dsplit', (_dsplit_method_form0, _dsplit_method_form1,))


@_ov.overloaded(_dsplit_method_forms)
def _dsplit_method(self, *args, **kwargs):
    """dsplit(Tensor self, int sections)
    dsplit(Tensor self, int[] indices)"""
    self, indices_or_sections = _dsplit_method_forms((self,) + args, kwargs)
    return _pipeline.call(_op_dsplit, (self, indices_or_sections))


# ---- as_strided
def _d_as_strided(needs, grads, results, self, size, stride, storage_offset):
    grad = grads[0]
    return (
        (as_strided_backward(grad, self, size, stride, storage_offset)) if needs[0] else None,
    )


_derivative_as_strided = _Derivative(_d_as_strided, inputs=('self',), reads=('self', 'size', 'stride', 'storage_offset'), meta_reads=('self',))

_op_as_strided = _Op(
    'as_strided', _vw.FAMILY,
    _vw.View(_vr.as_strided, arg_names=('self', 'size', 'stride', 'storage_offset')),
    names='refuse', nested='none', backward=_derivative_as_strided)


def as_strided(input, size, stride, storage_offset=None):
    """as_strided(Tensor self, int[] size, int[] stride, int? storage_offset=None) -> Tensor"""
    self = input
    return _pipeline.call(_op_as_strided, (self, size, stride, storage_offset))


# ---- flip
def _d_flip(needs, grads, results, dims):
    grad = grads[0]
    return (
        (grad.flip(dims)) if needs[0] else None,
    )


_derivative_flip = _Derivative(_d_flip, inputs=('self',), reads=('dims',))

_op_flip = _Op(
    'flip', _cp.FAMILY,
    _cp.Copy('flip', case=__to_copy_case, arg_names=('self', 'dims')),
    names='refuse', nested='none', backward=_derivative_flip)


def flip(input, dims):
    """flip(Tensor self, dim[] dims) -> Tensor"""
    self = input
    return _pipeline.call(_op_flip, (self, dims))


def _flip_method(self, *args, dims=None):
    """flip(Tensor self, dim[] dims) -> Tensor"""
    dims = _ov.varargs('flip', 'dims', args, dims, ())
    return _pipeline.call(_op_flip, (self, dims))


# ---- roll
def _d_roll(needs, grads, results, shifts, dims):
    grad = grads[0]
    return (
        (roll_backward(grad, shifts, dims)) if needs[0] else None,
    )


_derivative_roll = _Derivative(_d_roll, inputs=('self',), reads=('shifts', 'dims'))

_op_roll = _Op(
    'roll', _cp.FAMILY,
    _cp.Copy('roll', case=__to_copy_case, arg_names=('self', 'shifts', 'dims')),
    names='refuse', nested='none', backward=_derivative_roll)


def roll(input, shifts, dims=None):
    """roll(Tensor self, int[] shifts, dim[]? dims=None) -> Tensor"""
    self = input
    return _pipeline.call(_op_roll, (self, shifts, dims))


# ---- tril
def _d_tril(needs, grads, results, diagonal):
    grad = grads[0]
    return (
        (grad.tril(diagonal)) if needs[0] else None,
    )


_derivative_tril = _Derivative(_d_tril, inputs=('self',), reads=('diagonal',))

_op_tril = _Op(
    'tril', _cp.FAMILY,
    _cp.Copy('tril', case=__masked_fill_case, arg_names=('self', 'diagonal')),
    names='refuse', nested='none', backward=_derivative_tril)


def tril(input, diagonal=0, *, out=None):
    """tril(Tensor self, int diagonal=0) -> Tensor"""
    self = input
    return _pipeline.call(_op_tril, (self, diagonal), out)


def tril_(self, diagonal=0):
    """tril(Tensor self, int diagonal=0) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_tril, (self, diagonal))


def _tril_method(self, diagonal=0):
    """tril(Tensor self, int diagonal=0) -> Tensor"""
    return _pipeline.call(_op_tril, (self, diagonal))


# ---- triu
def _d_triu(needs, grads, results, diagonal):
    grad = grads[0]
    return (
        (grad.triu(diagonal)) if needs[0] else None,
    )


_derivative_triu = _Derivative(_d_triu, inputs=('self',), reads=('diagonal',))

_op_triu = _Op(
    'triu', _cp.FAMILY,
    _cp.Copy('triu', case=__masked_fill_case, arg_names=('self', 'diagonal')),
    names='refuse', nested='none', backward=_derivative_triu)


def triu(input, diagonal=0, *, out=None):
    """triu(Tensor self, int diagonal=0) -> Tensor"""
    self = input
    return _pipeline.call(_op_triu, (self, diagonal), out)


def triu_(self, diagonal=0):
    """triu(Tensor self, int diagonal=0) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_triu, (self, diagonal))


def _triu_method(self, diagonal=0):
    """triu(Tensor self, int diagonal=0) -> Tensor"""
    return _pipeline.call(_op_triu, (self, diagonal))


# ---- diag_embed
def _d_diag_embed(needs, grads, results, offset, dim1, dim2):
    grad = grads[0]
    return (
        (grad.diagonal(offset, dim1, dim2)) if needs[0] else None,
    )


_derivative_diag_embed = _Derivative(_d_diag_embed, inputs=('self',), reads=('offset', 'dim1', 'dim2'))

_op_diag_embed = _Op(
    'diag_embed', _cp.FAMILY,
    _cp.Copy('diag_embed', case=__to_copy_case, arg_names=('self', 'offset', 'dim1', 'dim2')),
    names='refuse', nested='none', backward=_derivative_diag_embed)


def diag_embed(input, offset=0, dim1=-2, dim2=-1):
    """diag_embed(Tensor self, int offset=0, dim dim1=-2, dim dim2=-1) -> Tensor"""
    self = input
    return _pipeline.call(_op_diag_embed, (self, offset, dim1, dim2))


# ---- repeat
def _d_repeat(needs, grads, results, self, repeats):
    grad = grads[0]
    return (
        (repeat_backward(grad, self, repeats)) if needs[0] else None,
    )


_derivative_repeat = _Derivative(_d_repeat, inputs=('self',), reads=('self', 'repeats'), meta_reads=('self',))

_op_repeat = _Op(
    'repeat', _cp.FAMILY,
    _cp.Copy('repeat', case=__to_copy_case, arg_names=('self', 'repeats')),
    names='refuse', nested='none', backward=_derivative_repeat)


def repeat(self, repeats):
    """repeat(Tensor self, int[] repeats) -> Tensor"""
    return _pipeline.call(_op_repeat, (self, repeats))


def _repeat_method(self, *args, repeats=None):
    """repeat(Tensor self, int[] repeats) -> Tensor"""
    repeats = _ov.varargs('repeat', 'repeats', args, repeats, ())
    return _pipeline.call(_op_repeat, (self, repeats))


# ---- repeat_interleave
def _d_repeat_interleave(needs, grads, results, self, repeats, dim):
    grad = grads[0]
    return (
        (repeat_interleave_backward(grad, self, repeats, dim)) if needs[0] else None,
    )


_derivative_repeat_interleave = _Derivative(_d_repeat_interleave, inputs=('self',), reads=('self', 'repeats', 'dim'), meta_reads=('self',))

_op_repeat_interleave = _Op(
    'repeat_interleave', _cp.FAMILY,
    _cp.Copy('repeat_interleave', case=__take_case, arg_names=('self', 'repeats', 'dim', 'output_size')),
    names='refuse', nested='none', backward=_derivative_repeat_interleave)


def _repeat_interleave_function_form0(input, repeats, dim=None, *, output_size=None):
    return input, repeats, dim, output_size


def _repeat_interleave_function_form1(repeats, *, output_size=None):
    return repeats, None, None, output_size


_repeat_interleave_function_forms = _ov.Overloads('repeat_interleave', (_repeat_interleave_function_form0, _repeat_interleave_function_form1,))


@_ov.overloaded(_repeat_interleave_function_forms)
def repeat_interleave(*args, **kwargs):
    """repeat_interleave(Tensor self, Tensor repeats, dim? dim=None, *, int? output_size=None)
    repeat_interleave(Tensor repeats, *, int? output_size=None)"""
    self, repeats, dim, output_size = _repeat_interleave_function_forms(args, kwargs)
    return _pipeline.call(_op_repeat_interleave, (self, repeats, dim, output_size))


def _repeat_interleave_method(self, repeats, dim=None, *, output_size=None):
    """repeat_interleave(Tensor self, Tensor repeats, dim? dim=None, *, int? output_size=None)"""
    return _pipeline.call(_op_repeat_interleave, (self, repeats, dim, output_size))


# ---- fliplr
_op_fliplr = _Op(
    'fliplr', _cmp.FAMILY,
    _cmp.Composite('fliplr', arg_names=('self',),
                   tensors=('self',)),
    names='refuse', nested='none')


def fliplr(input):
    """fliplr(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_fliplr, (self,))


# ---- flipud
_op_flipud = _Op(
    'flipud', _cmp.FAMILY,
    _cmp.Composite('flipud', arg_names=('self',),
                   tensors=('self',)),
    names='refuse', nested='none')


def flipud(input):
    """flipud(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_flipud, (self,))


# ---- rot90
_op_rot90 = _Op(
    'rot90', _cmp.FAMILY,
    _cmp.Composite('rot90', arg_names=('self', 'k', 'dims'),
                   tensors=('self',)),
    names='refuse', nested='none')


def rot90(input, k=1, dims=[0, 1]):
    """rot90(Tensor self, int k=1, dim[] dims=[0, 1]) -> Tensor"""
    self = input
    return _pipeline.call(_op_rot90, (self, k, dims))


# ---- diag
_op_diag = _Op(
    'diag', _cmp.FAMILY,
    _cmp.Composite('diag', arg_names=('self', 'diagonal'),
                   tensors=('self',)),
    names='refuse', nested='none')


def diag(input, diagonal=0, *, out=None):
    """diag(Tensor self, int diagonal=0) -> Tensor"""
    self = input
    return _pipeline.call(_op_diag, (self, diagonal), out)


def _diag_method(self, diagonal=0):
    """diag(Tensor self, int diagonal=0) -> Tensor"""
    return _pipeline.call(_op_diag, (self, diagonal))


# ---- diff
_op_diff = _Op(
    'diff', _cmp.FAMILY,
    _cmp.Composite('diff', arg_names=('self', 'n', 'dim', 'prepend', 'append'),
                   tensors=('self',)),
    names='refuse', nested='none')


def diff(input, n=1, dim=-1, prepend=None, append=None, *, out=None):
    """diff(Tensor self, int n=1, dim dim=-1, Tensor? prepend=None, Tensor? append=None) -> Tensor"""
    self = input
    return _pipeline.call(_op_diff, (self, n, dim, prepend, append), out)


def _diff_method(self, n=1, dim=-1, prepend=None, append=None):
    """diff(Tensor self, int n=1, dim dim=-1, Tensor? prepend=None, Tensor? append=None) -> Tensor"""
    return _pipeline.call(_op_diff, (self, n, dim, prepend, append))


# ---- tile
_op_tile = _Op(
    'tile', _cmp.FAMILY,
    _cmp.Composite('tile', arg_names=('self', 'dims'),
                   tensors=('self',)),
    names='refuse', nested='none')


def tile(input, dims):
    """tile(Tensor self, int[] dims) -> Tensor"""
    self = input
    return _pipeline.call(_op_tile, (self, dims))


def _tile_method(self, *args, dims=None):
    """tile(Tensor self, int[] dims) -> Tensor"""
    dims = _ov.varargs('tile', 'dims', args, dims, ())
    return _pipeline.call(_op_tile, (self, dims))


# ---- hstack
_op_hstack = _Op(
    'hstack', _cmp.FAMILY,
    _cmp.Composite('hstack', arg_names=('tensors',),
                   tensors=()),
    names='refuse', nested='none')


def hstack(tensors, *, out=None):
    """hstack(Tensor[] tensors) -> Tensor"""
    return _pipeline.call(_op_hstack, (tensors,), out)


# ---- vstack
_op_vstack = _Op(
    'vstack', _cmp.FAMILY,
    _cmp.Composite('vstack', arg_names=('tensors',),
                   tensors=()),
    names='refuse', nested='none')


def vstack(tensors, *, out=None):
    """vstack(Tensor[] tensors) -> Tensor"""
    return _pipeline.call(_op_vstack, (tensors,), out)


# ---- dstack
_op_dstack = _Op(
    'dstack', _cmp.FAMILY,
    _cmp.Composite('dstack', arg_names=('tensors',),
                   tensors=()),
    names='refuse', nested='none')


def dstack(tensors, *, out=None):
    """dstack(Tensor[] tensors) -> Tensor"""
    return _pipeline.call(_op_dstack, (tensors,), out)


# ---- broadcast_tensors
_op_broadcast_tensors = _Op(
    'broadcast_tensors', _cmp.FAMILY,
    _cmp.Composite('broadcast_tensors', arg_names=('tensors',),
                   tensors=()),
    names='refuse', nested='none')


def broadcast_tensors(*tensors):
    """broadcast_tensors(Tensor[] tensors) -> Tensor[]"""
    return _pipeline.call(_op_broadcast_tensors, (tensors,))


# ---- meshgrid
_op_meshgrid = _Op(
    'meshgrid', _cmp.FAMILY,
    _cmp.Composite('meshgrid', arg_names=('tensors', 'indexing'),
                   tensors=()),
    names='refuse', nested='none')


def meshgrid(*tensors, indexing=None):
    """meshgrid(Tensor[] tensors, *, str? indexing=None) -> Tensor[]"""
    return _pipeline.call(_op_meshgrid, (tensors, indexing))


# ---- block_diag
_op_block_diag = _Op(
    'block_diag', _cmp.FAMILY,
    _cmp.Composite('block_diag', arg_names=('tensors',),
                   tensors=()),
    names='refuse', nested='none')


def block_diag(*tensors):
    """block_diag(Tensor[] tensors) -> Tensor"""
    return _pipeline.call(_op_block_diag, (tensors,))


# ---- unravel_index
_op_unravel_index = _Op(
    'unravel_index', _cmp.FAMILY,
    _cmp.Composite('unravel_index', arg_names=('indices', 'shape'),
                   tensors=('indices',)),
    names='refuse', nested='none')


def unravel_index(indices, shape):
    """unravel_index(Tensor indices, int[] shape) -> Tensor[]"""
    return _pipeline.call(_op_unravel_index, (indices, shape))


# ---- trapezoid
_op_trapezoid = _Op(
    'trapezoid', _cmp.FAMILY,
    _cmp.Composite('trapezoid', arg_names=('y', 'x', 'dx', 'dim'),
                   tensors=('y',)),
    names='refuse', nested='none')


def _trapezoid_function_form0(y, x, *, dim=-1):
    return y, x, None, dim


def _trapezoid_function_form1(y, *, dx=1, dim=-1):
    return y, None, dx, dim


_trapezoid_function_forms = _ov.Overloads('trapezoid', (_trapezoid_function_form0, _trapezoid_function_form1,))


@_ov.overloaded(_trapezoid_function_forms)
def trapezoid(*args, **kwargs):
    """trapezoid(Tensor y, Tensor x, *, dim dim=-1)
    trapezoid(Tensor y, *, Scalar dx=1, dim dim=-1)"""
    y, x, dx, dim = _trapezoid_function_forms(args, kwargs)
    return _pipeline.call(_op_trapezoid, (y, x, dx, dim))


# ---- cross
_op_cross = _Op(
    'cross', _cmp.FAMILY,
    _cmp.Composite('cross', arg_names=('self', 'other', 'dim'),
                   tensors=('self', 'other')),
    names='refuse', nested='none')


def cross(input, other, dim=None, *, out=None):
    """cross(Tensor self, Tensor other, dim? dim=None) -> Tensor"""
    self = input
    return _pipeline.call(_op_cross, (self, other, dim), out)


def _cross_method(self, other, dim=None):
    """cross(Tensor self, Tensor other, dim? dim=None) -> Tensor"""
    return _pipeline.call(_op_cross, (self, other, dim))


# ---- cdist
_op_cdist = _Op(
    'cdist', _cmp.FAMILY,
    _cmp.Composite('cdist', arg_names=('x1', 'x2', 'p', 'compute_mode'),
                   tensors=('x1', 'x2')),
    names='refuse', nested='none')


def cdist(x1, x2, p=2.0, compute_mode='use_mm_for_euclid_dist_if_necessary'):
    """cdist(Tensor x1, Tensor x2, float p=2.0, str compute_mode='use_mm_for_euclid_dist_if_necessary') -> Tensor"""
    return _pipeline.call(_op_cdist, (x1, x2, p, compute_mode))


# ---- tensordot
_op_tensordot = _Op(
    'tensordot', _cmp.FAMILY,
    _cmp.Composite('tensordot', arg_names=('a', 'b', 'dims'),
                   tensors=('a', 'b')),
    names='refuse', nested='none')


def tensordot(a, b, dims=2, out=None):
    """tensordot(Tensor a, Tensor b, int[] dims=2, Tensor? out=None)"""
    return _pipeline.call(_op_tensordot, (a, b, dims), out)


# ---- kron
_op_kron = _Op(
    'kron', _cmp.FAMILY,
    _cmp.Composite('kron', arg_names=('self', 'other'),
                   tensors=('self', 'other')),
    names='refuse', nested='none')


def kron(input, other, *, out=None):
    """kron(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_kron, (self, other), out)


def _kron_method(self, other):
    """kron(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_kron, (self, other))


# ---- einsum
_op_einsum = _Op(
    'einsum', _cmp.FAMILY,
    _cmp.Composite('einsum', arg_names=('args',),
                   tensors=()),
    names='refuse', nested='none')


def einsum(*args):
    """einsum(Tensor[] args) -> Tensor
    einsum(equation, *operands), or the sublist format einsum(op1, sublist1, op2, sublist2, ..., [sublist_out]): torch.einsum's (*args)
"""
    return _pipeline.call(_op_einsum, (args,))


# ---- addbmm
_op_addbmm = _Op(
    'addbmm', _cmp.FAMILY,
    _cmp.Composite('addbmm', arg_names=('self', 'batch1', 'batch2', 'beta', 'alpha'),
                   tensors=('self', 'batch1', 'batch2')),
    names='refuse', nested='none')


def addbmm(input, batch1, batch2, *, beta=1, alpha=1, out=None):
    """addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
    self = input
    return _pipeline.call(_op_addbmm, (self, batch1, batch2, beta, alpha), out)


def _addbmm_method(self, batch1, batch2, *, beta=1, alpha=1):
    """addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
    return _pipeline.call(_op_addbmm, (self, batch1, batch2, beta, alpha))


# ---- addr
_op_addr = _Op(
    'addr', _cmp.FAMILY,
    _cmp.Composite('addr', arg_names=('self', 'vec1', 'vec2', 'beta', 'alpha'),
                   tensors=('self', 'vec1', 'vec2')),
    names='refuse', nested='none')


def addr(input, vec1, vec2, *, beta=1, alpha=1, out=None):
    """addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
    self = input
    return _pipeline.call(_op_addr, (self, vec1, vec2, beta, alpha), out)


def _addr_method(self, vec1, vec2, *, beta=1, alpha=1):
    """addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
    return _pipeline.call(_op_addr, (self, vec1, vec2, beta, alpha))


# ---- baddbmm
def _d_baddbmm(needs, grads, results, batch1, batch2, beta, alpha):
    grad = grads[0]
    return (
        (scaled(grad, beta)) if needs[0] else None,
        (scaled(bmm(grad, batch2.transpose(1, 2)), alpha)) if needs[1] else None,
        (scaled(bmm(batch1.transpose(1, 2), grad), alpha)) if needs[2] else None,
    )


_derivative_baddbmm = _Derivative(_d_baddbmm, inputs=('self', 'batch1', 'batch2'), reads=('batch1', 'batch2', 'beta', 'alpha'))

_op_baddbmm = _Op(
    'baddbmm', _ct.FAMILY,
    _ct.Contraction(
        'baddbmm', form='bmm', operands=('batch1', 'batch2'), added='self',
        plain=False, scalars=('beta', 'alpha'), dtypes=_D.GROUPS['numeric'],
        devices=('cpu', 'cuda'),
        epilogue=_cpu.baddbmm_epilogue,
        bmm=(_cpu.baddbmm_bmm, _cpu.baddbmm_bmm_par),
        cuda='baddbmm_kernel'),
    names='contract', nested='none', autocast='lower_precision', backward=_derivative_baddbmm)


def _baddbmm_function_form0(input, batch1, batch2, *, beta=1, alpha=1, out=None):
    return input, batch1, batch2, beta, alpha, out


def _baddbmm_function_form1(input, batch1, batch2, out_dtype, *, beta=1, alpha=1, out=None):
    return _ov.Done(_baddbmm_out_dtype(input, batch1, batch2, out_dtype, beta=beta, alpha=alpha, out=out))


_baddbmm_function_forms = _ov.Overloads('baddbmm', (_baddbmm_function_form0, _baddbmm_function_form1,))


@_ov.overloaded(_baddbmm_function_forms)
def baddbmm(*args, **kwargs):
    """baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1)
    baddbmm(Tensor self, Tensor batch1, Tensor batch2, dtype out_dtype, *, Scalar beta=1, Scalar alpha=1)"""
    bound = _baddbmm_function_forms(args, kwargs)
    if bound.__class__ is _ov.Done:
        return bound.result
    self, batch1, batch2, beta, alpha, out = bound
    return _pipeline.call(_op_baddbmm, (batch1, batch2, self, (beta, alpha)), out)


def baddbmm_(self, batch1, batch2, *, beta=1, alpha=1):
    """baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) (in place)"""
    return _pipeline.call_inplace(_op_baddbmm, (batch1, batch2, self, (beta, alpha)))


def _baddbmm_method(self, batch1, batch2, *, beta=1, alpha=1):
    """baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1)"""
    return _pipeline.call(_op_baddbmm, (batch1, batch2, self, (beta, alpha)))


# ---- positive
_op_positive = _Op(
    'positive', _cmp.FAMILY,
    _cmp.Composite('positive', arg_names=('self',),
                   tensors=('self',)),
    names='keep', nested='none')


def positive(input):
    """positive(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_positive, (self,))


# ---- trace
_op_trace = _Op(
    'trace', _cmp.FAMILY,
    _cmp.Composite('trace', arg_names=('self',),
                   tensors=('self',)),
    names='refuse', nested='none')


def trace(input):
    """trace(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_trace, (self,))


# ---- outer
_op_outer = _Op(
    'outer', _cmp.FAMILY,
    _cmp.Composite('outer', arg_names=('self', 'vec2'),
                   tensors=('self', 'vec2')),
    names='refuse', nested='none')


def outer(input, vec2, *, out=None):
    """outer(Tensor self, Tensor vec2) -> Tensor"""
    self = input
    return _pipeline.call(_op_outer, (self, vec2), out)


def _outer_method(self, vec2):
    """outer(Tensor self, Tensor vec2) -> Tensor"""
    return _pipeline.call(_op_outer, (self, vec2))


# ---- ger
_op_ger = _Op(
    'ger', _cmp.FAMILY,
    _cmp.Composite('outer', arg_names=('self', 'vec2'),
                   tensors=('self', 'vec2')),
    names='refuse', nested='none')


def ger(input, vec2, *, out=None):
    """ger(Tensor self, Tensor vec2) -> Tensor"""
    self = input
    return _pipeline.call(_op_ger, (self, vec2), out)


def _ger_method(self, vec2):
    """ger(Tensor self, Tensor vec2) -> Tensor"""
    return _pipeline.call(_op_ger, (self, vec2))


# ---- inner
_op_inner = _Op(
    'inner', _cmp.FAMILY,
    _cmp.Composite('inner', arg_names=('self', 'other'),
                   tensors=('self', 'other')),
    names='refuse', nested='none')


def inner(input, other, *, out=None):
    """inner(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_inner, (self, other), out)


def _inner_method(self, other):
    """inner(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_inner, (self, other))


# ---- vdot
_op_vdot = _Op(
    'vdot', _cmp.FAMILY,
    _cmp.Composite('vdot', arg_names=('self', 'other'),
                   tensors=('self', 'other')),
    names='refuse', nested='none')


def vdot(input, other, *, out=None):
    """vdot(Tensor self, Tensor other) -> Tensor"""
    self = input
    return _pipeline.call(_op_vdot, (self, other), out)


def _vdot_method(self, other):
    """vdot(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_vdot, (self, other))


# ---- embedding_bag
_op_embedding_bag = _Op(
    'embedding_bag', _cmp.FAMILY,
    _cmp.Composite('embedding_bag', arg_names=('weight', 'indices', 'offsets', 'scale_grad_by_freq', 'mode', 'sparse', 'per_sample_weights', 'include_last_offset', 'padding_idx'),
                   tensors=('weight', 'indices', 'offsets')),
    names='refuse', nested='none')


def embedding_bag(weight, indices, offsets, scale_grad_by_freq=False, mode=0, sparse=False, per_sample_weights=None, include_last_offset=False, padding_idx=None):
    """embedding_bag(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, int mode=0, bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False, int? padding_idx=None) -> (Tensor, Tensor, Tensor, Tensor)"""
    return _pipeline.call(_op_embedding_bag, (weight, indices, offsets, scale_grad_by_freq, mode, sparse, per_sample_weights, include_last_offset, padding_idx))


# ---- grid_sampler
_op_grid_sampler = _Op(
    'grid_sampler', _cmp.FAMILY,
    _cmp.Composite('grid_sampler', arg_names=('input', 'grid', 'interpolation_mode', 'padding_mode', 'align_corners'),
                   tensors=('input', 'grid')),
    names='refuse', nested='none')


def grid_sampler(input, grid, interpolation_mode, padding_mode, align_corners):
    """grid_sampler(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor"""
    return _pipeline.call(_op_grid_sampler, (input, grid, interpolation_mode, padding_mode, align_corners))


# ---- affine_grid_generator
_op_affine_grid_generator = _Op(
    'affine_grid_generator', _cmp.FAMILY,
    _cmp.Composite('affine_grid_generator', arg_names=('theta', 'size', 'align_corners'),
                   tensors=('theta',)),
    names='refuse', nested='none')


def affine_grid_generator(theta, size, align_corners):
    """affine_grid_generator(Tensor theta, int[] size, bool align_corners) -> Tensor"""
    return _pipeline.call(_op_affine_grid_generator, (theta, size, align_corners))


# ---- _upsample_bicubic2d
_op__upsample_bicubic2d = _Op(
    '_upsample_bicubic2d', _cmp.FAMILY,
    _cmp.Composite('_upsample_bicubic2d', arg_names=('self', 'output_size', 'align_corners', 'scales_h', 'scales_w'),
                   tensors=('self',)),
    names='refuse', nested='none')


def _upsample_bicubic2d(input, output_size, align_corners, scales_h=None, scales_w=None):
    """_upsample_bicubic2d(Tensor self, int[] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor"""
    self = input
    return _pipeline.call(_op__upsample_bicubic2d, (self, output_size, align_corners, scales_h, scales_w))


# ---- _upsample_bilinear2d_aa
_op__upsample_bilinear2d_aa = _Op(
    '_upsample_bilinear2d_aa', _cmp.FAMILY,
    _cmp.Composite('_upsample_bilinear2d_aa', arg_names=('self', 'output_size', 'align_corners', 'scales_h', 'scales_w'),
                   tensors=('self',)),
    names='refuse', nested='none')


def _upsample_bilinear2d_aa(input, output_size, align_corners, scales_h=None, scales_w=None):
    """_upsample_bilinear2d_aa(Tensor self, int[] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor"""
    self = input
    return _pipeline.call(_op__upsample_bilinear2d_aa, (self, output_size, align_corners, scales_h, scales_w))


# ---- _upsample_bicubic2d_aa
_op__upsample_bicubic2d_aa = _Op(
    '_upsample_bicubic2d_aa', _cmp.FAMILY,
    _cmp.Composite('_upsample_bicubic2d_aa', arg_names=('self', 'output_size', 'align_corners', 'scales_h', 'scales_w'),
                   tensors=('self',)),
    names='refuse', nested='none')


def _upsample_bicubic2d_aa(input, output_size, align_corners, scales_h=None, scales_w=None):
    """_upsample_bicubic2d_aa(Tensor self, int[] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor"""
    self = input
    return _pipeline.call(_op__upsample_bicubic2d_aa, (self, output_size, align_corners, scales_h, scales_w))


# ---- _upsample_lanczos2d_aa
_op__upsample_lanczos2d_aa = _Op(
    '_upsample_lanczos2d_aa', _cmp.FAMILY,
    _cmp.Composite('_upsample_lanczos2d_aa', arg_names=('self', 'output_size', 'align_corners', 'scales_h', 'scales_w'),
                   tensors=('self',)),
    names='refuse', nested='none')


def _upsample_lanczos2d_aa(input, output_size, align_corners, scales_h=None, scales_w=None):
    """_upsample_lanczos2d_aa(Tensor self, int[] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor"""
    self = input
    return _pipeline.call(_op__upsample_lanczos2d_aa, (self, output_size, align_corners, scales_h, scales_w))


# ---- _ctc_nll
def _d__ctc_nll(needs, grads, results, log_probs, targets, input_lengths, target_lengths, blank, zero_infinity):
    grad = grads[0]
    result = results[0]
    return (
        (_ctc_nll_backward(grad, log_probs, targets, input_lengths, target_lengths, result, blank, zero_infinity)) if needs[0] else None,
    )


_derivative__ctc_nll = _Derivative(_d__ctc_nll, inputs=('log_probs',), reads=('log_probs', 'targets', 'input_lengths', 'target_lengths', 'blank', 'zero_infinity'), uses_result=True)

_op__ctc_nll = _Op(
    '_ctc_nll', _ctc.FAMILY,
    _ctc.Spec('_ctc_nll', 'loss', ('log_probs', 'targets', 'input_lengths', 'target_lengths', 'blank', 'zero_infinity'),
              devices=('cpu', 'cuda'), cpu=_cpu._ctc_nll_ctc, cuda='_ctc_nll_ctc'),
    names='refuse', nested='none', backward=_derivative__ctc_nll)


def _ctc_nll(log_probs, targets, input_lengths, target_lengths, blank=0, zero_infinity=False):
    """_ctc_nll(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank=0, bool zero_infinity=False) -> Tensor"""
    return _pipeline.call(_op__ctc_nll, (log_probs, targets, input_lengths, target_lengths, blank, zero_infinity))


# ---- _ctc_nll_backward
_derivative__ctc_nll_backward = _Derivative(None, reason="the derivative of the CTC loss's backward recursion (torch has none either)")

_op__ctc_nll_backward = _Op(
    '_ctc_nll_backward', _ctc.FAMILY,
    _ctc.Spec('_ctc_nll_backward', 'loss_backward', ('grad', 'log_probs', 'targets', 'input_lengths', 'target_lengths', 'neg_log_likelihood', 'blank', 'zero_infinity'),
              devices=('cpu', 'cuda'), cpu=_cpu._ctc_nll_backward_ctc, cuda='_ctc_nll_backward_ctc'),
    names='refuse', nested='none', backward=_derivative__ctc_nll_backward)


def _ctc_nll_backward(grad, log_probs, targets, input_lengths, target_lengths, neg_log_likelihood, blank, zero_infinity=False):
    """_ctc_nll_backward(Tensor grad, Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, Tensor neg_log_likelihood, int blank, bool zero_infinity=False) -> Tensor"""
    return _pipeline.call(_op__ctc_nll_backward, (grad, log_probs, targets, input_lengths, target_lengths, neg_log_likelihood, blank, zero_infinity))


# ---- ctc_loss
_op_ctc_loss = _Op(
    'ctc_loss', _cmp.FAMILY,
    _cmp.Composite('ctc_loss', arg_names=('log_probs', 'targets', 'input_lengths', 'target_lengths', 'blank', 'reduction', 'zero_infinity'),
                   tensors=('log_probs', 'targets', 'input_lengths', 'target_lengths')),
    names='refuse', nested='none')


def ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, reduction=1, zero_infinity=False):
    """ctc_loss(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank=0, int reduction=1, bool zero_infinity=False) -> Tensor"""
    return _pipeline.call(_op_ctc_loss, (log_probs, targets, input_lengths, target_lengths, blank, reduction, zero_infinity))


# ---- _lstm_layer
def _d__lstm_layer(needs, grads, results, input, weight_hh, bias_hh, weight_hr, hx, cx, reverse, lengths):
    grad = grads[0]
    grad_input_mask = (needs[0], needs[1], needs[2], needs[3], needs[4], needs[5])
    _j0 = (lstm_layer_grads(grads, input, weight_hh, bias_hh, weight_hr, hx, cx, reverse, lengths, results)) if needs[0] or needs[1] or needs[2] or needs[3] or needs[4] or needs[5] else None
    return (
        (_j0[0]) if needs[0] else None,
        (_j0[1]) if needs[1] else None,
        (_j0[2]) if needs[2] else None,
        (_j0[3]) if needs[3] else None,
        (_j0[4]) if needs[4] else None,
        (_j0[5]) if needs[5] else None,
    )


_derivative__lstm_layer = _Derivative(_d__lstm_layer, inputs=('input', 'weight_hh', 'bias_hh', 'weight_hr', 'hx', 'cx'), reads=('input', 'weight_hh', 'bias_hh', 'weight_hr', 'hx', 'cx', 'reverse', 'lengths'), uses_result=True, missing_none=True, outputs=(True, True, True, False))

_op__lstm_layer = _Op(
    '_lstm_layer', _rnn.FAMILY,
    _rnn.Spec('_lstm_layer', 'lstm', 'lstm', 4, 6,
              ('input', 'weight_hh', 'bias_hh', 'weight_hr', 'hx', 'cx', 'reverse', 'lengths'), devices=('cpu', 'cuda'), dtypes=('float16', 'bfloat16', 'float32', 'float64'),
              cpu=_cpu._lstm_layer_rnn, cuda='_lstm_layer_rnn'),
    names='refuse', nested='none', autocast='lower_precision', backward=_derivative__lstm_layer)


def _lstm_layer(input, weight_hh, bias_hh, weight_hr, hx, cx, reverse=False, lengths=None):
    """_lstm_layer(Tensor input, Tensor weight_hh, Tensor? bias_hh, Tensor? weight_hr, Tensor hx, Tensor cx, bool reverse=False, Tensor? lengths=None) -> (Tensor output, Tensor hy, Tensor cy, Tensor workspace)
    One LSTM layer over the input projections (T, N, 4H) (x W_ih^T + b_ih, gates i, f, g, o): outputs (T, N, H_out), the last h and c, and the workspace (T, N, 6H) its backward reads. weight_hr projects h (proj_size); reverse runs the steps backwards; a row b past lengths[b] keeps its state and outputs zeros.
"""
    return _pipeline.call(_op__lstm_layer, (input, weight_hh, bias_hh, weight_hr, hx, cx, reverse, lengths))


# ---- _gru_layer
def _d__gru_layer(needs, grads, results, input, weight_hh, bias_hh, hx, reverse, lengths):
    grad = grads[0]
    grad_input_mask = (needs[0], needs[1], needs[2], needs[3])
    _j0 = (recurrent_layer_grads("gru", grads, input, weight_hh, bias_hh, hx, reverse, lengths, results)) if needs[0] or needs[1] or needs[2] or needs[3] else None
    return (
        (_j0[0]) if needs[0] else None,
        (_j0[1]) if needs[1] else None,
        (_j0[2]) if needs[2] else None,
        (_j0[3]) if needs[3] else None,
    )


_derivative__gru_layer = _Derivative(_d__gru_layer, inputs=('input', 'weight_hh', 'bias_hh', 'hx'), reads=('input', 'weight_hh', 'bias_hh', 'hx', 'reverse', 'lengths'), uses_result=True, missing_none=True, outputs=(True, True, False))

_op__gru_layer = _Op(
    '_gru_layer', _rnn.FAMILY,
    _rnn.Spec('_gru_layer', 'gru', 'gru', 3, 4,
              ('input', 'weight_hh', 'bias_hh', 'hx', 'reverse', 'lengths'), devices=('cpu', 'cuda'), dtypes=('float16', 'bfloat16', 'float32', 'float64'),
              cpu=_cpu._gru_layer_rnn, cuda='_gru_layer_rnn'),
    names='refuse', nested='none', backward=_derivative__gru_layer)


def _gru_layer(input, weight_hh, bias_hh, hx, reverse=False, lengths=None):
    """_gru_layer(Tensor input, Tensor weight_hh, Tensor? bias_hh, Tensor hx, bool reverse=False, Tensor? lengths=None) -> (Tensor output, Tensor hy, Tensor workspace)
    One GRU layer over the input projections (T, N, 3H) (gates r, z, n; ATen's n + z * (h - n)): outputs (T, N, H), the last h and the workspace (T, N, 4H) its backward reads; reverse and lengths as _lstm_layer's.
"""
    return _pipeline.call(_op__gru_layer, (input, weight_hh, bias_hh, hx, reverse, lengths))


# ---- _rnn_tanh_layer
def _d__rnn_tanh_layer(needs, grads, results, input, weight_hh, bias_hh, hx, reverse, lengths):
    grad = grads[0]
    grad_input_mask = (needs[0], needs[1], needs[2], needs[3])
    _j0 = (recurrent_layer_grads("rnn_tanh", grads, input, weight_hh, bias_hh, hx, reverse, lengths, results)) if needs[0] or needs[1] or needs[2] or needs[3] else None
    return (
        (_j0[0]) if needs[0] else None,
        (_j0[1]) if needs[1] else None,
        (_j0[2]) if needs[2] else None,
        (_j0[3]) if needs[3] else None,
    )


_derivative__rnn_tanh_layer = _Derivative(_d__rnn_tanh_layer, inputs=('input', 'weight_hh', 'bias_hh', 'hx'), reads=('input', 'weight_hh', 'bias_hh', 'hx', 'reverse', 'lengths'), uses_result=True, missing_none=True, outputs=(True, True, False))

_op__rnn_tanh_layer = _Op(
    '_rnn_tanh_layer', _rnn.FAMILY,
    _rnn.Spec('_rnn_tanh_layer', 'rnn_tanh', 'rnn_tanh', 1, 1,
              ('input', 'weight_hh', 'bias_hh', 'hx', 'reverse', 'lengths'), devices=('cpu', 'cuda'), dtypes=('float16', 'bfloat16', 'float32', 'float64'),
              cpu=_cpu._rnn_tanh_layer_rnn, cuda='_rnn_tanh_layer_rnn'),
    names='refuse', nested='none', autocast='lower_precision', backward=_derivative__rnn_tanh_layer)


def _rnn_tanh_layer(input, weight_hh, bias_hh, hx, reverse=False, lengths=None):
    """_rnn_tanh_layer(Tensor input, Tensor weight_hh, Tensor? bias_hh, Tensor hx, bool reverse=False, Tensor? lengths=None) -> (Tensor output, Tensor hy, Tensor workspace)
    One Elman RNN layer, h' = tanh(input + h W_hh^T + b_hh), over the input projections (T, N, H): outputs, the last h and the workspace its backward reads; reverse and lengths as _lstm_layer's.
"""
    return _pipeline.call(_op__rnn_tanh_layer, (input, weight_hh, bias_hh, hx, reverse, lengths))


# ---- _rnn_relu_layer
def _d__rnn_relu_layer(needs, grads, results, input, weight_hh, bias_hh, hx, reverse, lengths):
    grad = grads[0]
    grad_input_mask = (needs[0], needs[1], needs[2], needs[3])
    _j0 = (recurrent_layer_grads("rnn_relu", grads, input, weight_hh, bias_hh, hx, reverse, lengths, results)) if needs[0] or needs[1] or needs[2] or needs[3] else None
    return (
        (_j0[0]) if needs[0] else None,
        (_j0[1]) if needs[1] else None,
        (_j0[2]) if needs[2] else None,
        (_j0[3]) if needs[3] else None,
    )


_derivative__rnn_relu_layer = _Derivative(_d__rnn_relu_layer, inputs=('input', 'weight_hh', 'bias_hh', 'hx'), reads=('input', 'weight_hh', 'bias_hh', 'hx', 'reverse', 'lengths'), uses_result=True, missing_none=True, outputs=(True, True, False))

_op__rnn_relu_layer = _Op(
    '_rnn_relu_layer', _rnn.FAMILY,
    _rnn.Spec('_rnn_relu_layer', 'rnn_relu', 'rnn_relu', 1, 1,
              ('input', 'weight_hh', 'bias_hh', 'hx', 'reverse', 'lengths'), devices=('cpu', 'cuda'), dtypes=('float16', 'bfloat16', 'float32', 'float64'),
              cpu=_cpu._rnn_relu_layer_rnn, cuda='_rnn_relu_layer_rnn'),
    names='refuse', nested='none', autocast='lower_precision', backward=_derivative__rnn_relu_layer)


def _rnn_relu_layer(input, weight_hh, bias_hh, hx, reverse=False, lengths=None):
    """_rnn_relu_layer(Tensor input, Tensor weight_hh, Tensor? bias_hh, Tensor hx, bool reverse=False, Tensor? lengths=None) -> (Tensor output, Tensor hy, Tensor workspace)
    One Elman RNN layer, h' = relu(input + h W_hh^T + b_hh), as _rnn_tanh_layer.
"""
    return _pipeline.call(_op__rnn_relu_layer, (input, weight_hh, bias_hh, hx, reverse, lengths))


# ---- _lstm_layer_backward
_derivative__lstm_layer_backward = _Derivative(None, reason="lstm_layer_grads runs rnn_layer_bptt's operators when the backward records")

_op__lstm_layer_backward = _Op(
    '_lstm_layer_backward', _rnn.FAMILY,
    _rnn.Spec('_lstm_layer_backward', 'lstm_backward', 'lstm', 4, 6,
              ('grad_output', 'grad_hy', 'grad_cy', 'weight_hh', 'weight_hr', 'hx', 'cx', 'output', 'workspace', 'reverse', 'lengths'), devices=('cpu', 'cuda'), dtypes=('float16', 'bfloat16', 'float32', 'float64'),
              cpu=_cpu._lstm_layer_backward_rnn, cuda='_lstm_layer_backward_rnn'),
    names='refuse', nested='none', backward=_derivative__lstm_layer_backward)


def _lstm_layer_backward(grad_output, grad_hy, grad_cy, weight_hh, weight_hr, hx, cx, output, workspace, reverse=False, lengths=None):
    """_lstm_layer_backward(Tensor? grad_output, Tensor? grad_hy, Tensor? grad_cy, Tensor weight_hh, Tensor? weight_hr, Tensor hx, Tensor cx, Tensor output, Tensor workspace, bool reverse=False, Tensor? lengths=None) -> (Tensor grad_input, Tensor grad_weight_hh, Tensor grad_bias_hh, Tensor grad_weight_hr, Tensor grad_hx, Tensor grad_cx)
    _lstm_layer back through time: the gradients of its input projections, weight_hh, bias_hh, weight_hr (None without it), hx and cx, from its outputs and workspace (a missing gradient is zeros).
"""
    return _pipeline.call(_op__lstm_layer_backward, (grad_output, grad_hy, grad_cy, weight_hh, weight_hr, hx, cx, output, workspace, reverse, lengths))


# ---- _gru_layer_backward
_derivative__gru_layer_backward = _Derivative(None, reason="recurrent_layer_grads runs rnn_layer_bptt's operators when the backward records")

_op__gru_layer_backward = _Op(
    '_gru_layer_backward', _rnn.FAMILY,
    _rnn.Spec('_gru_layer_backward', 'gru_backward', 'gru', 3, 4,
              ('grad_output', 'grad_hy', 'weight_hh', 'hx', 'output', 'workspace', 'reverse', 'lengths'), devices=('cpu', 'cuda'), dtypes=('float16', 'bfloat16', 'float32', 'float64'),
              cpu=_cpu._gru_layer_backward_rnn, cuda='_gru_layer_backward_rnn'),
    names='refuse', nested='none', backward=_derivative__gru_layer_backward)


def _gru_layer_backward(grad_output, grad_hy, weight_hh, hx, output, workspace, reverse=False, lengths=None):
    """_gru_layer_backward(Tensor? grad_output, Tensor? grad_hy, Tensor weight_hh, Tensor hx, Tensor output, Tensor workspace, bool reverse=False, Tensor? lengths=None) -> (Tensor grad_input, Tensor grad_weight_hh, Tensor grad_bias_hh, Tensor grad_hx)
    _gru_layer back through time: the gradients of its input projections, weight_hh, bias_hh and hx.
"""
    return _pipeline.call(_op__gru_layer_backward, (grad_output, grad_hy, weight_hh, hx, output, workspace, reverse, lengths))


# ---- _rnn_tanh_layer_backward
_derivative__rnn_tanh_layer_backward = _Derivative(None, reason="recurrent_layer_grads runs rnn_layer_bptt's operators when the backward records")

_op__rnn_tanh_layer_backward = _Op(
    '_rnn_tanh_layer_backward', _rnn.FAMILY,
    _rnn.Spec('_rnn_tanh_layer_backward', 'rnn_tanh_backward', 'rnn_tanh', 1, 1,
              ('grad_output', 'grad_hy', 'weight_hh', 'hx', 'output', 'workspace', 'reverse', 'lengths'), devices=('cpu', 'cuda'), dtypes=('float16', 'bfloat16', 'float32', 'float64'),
              cpu=_cpu._rnn_tanh_layer_backward_rnn, cuda='_rnn_tanh_layer_backward_rnn'),
    names='refuse', nested='none', backward=_derivative__rnn_tanh_layer_backward)


def _rnn_tanh_layer_backward(grad_output, grad_hy, weight_hh, hx, output, workspace, reverse=False, lengths=None):
    """_rnn_tanh_layer_backward(Tensor? grad_output, Tensor? grad_hy, Tensor weight_hh, Tensor hx, Tensor output, Tensor workspace, bool reverse=False, Tensor? lengths=None) -> (Tensor grad_input, Tensor grad_weight_hh, Tensor grad_bias_hh, Tensor grad_hx)
    _rnn_tanh_layer back through time, as _gru_layer_backward.
"""
    return _pipeline.call(_op__rnn_tanh_layer_backward, (grad_output, grad_hy, weight_hh, hx, output, workspace, reverse, lengths))


# ---- _rnn_relu_layer_backward
_derivative__rnn_relu_layer_backward = _Derivative(None, reason="recurrent_layer_grads runs rnn_layer_bptt's operators when the backward records")

_op__rnn_relu_layer_backward = _Op(
    '_rnn_relu_layer_backward', _rnn.FAMILY,
    _rnn.Spec('_rnn_relu_layer_backward', 'rnn_relu_backward', 'rnn_relu', 1, 1,
              ('grad_output', 'grad_hy', 'weight_hh', 'hx', 'output', 'workspace', 'reverse', 'lengths'), devices=('cpu', 'cuda'), dtypes=('float16', 'bfloat16', 'float32', 'float64'),
              cpu=_cpu._rnn_relu_layer_backward_rnn, cuda='_rnn_relu_layer_backward_rnn'),
    names='refuse', nested='none', backward=_derivative__rnn_relu_layer_backward)


def _rnn_relu_layer_backward(grad_output, grad_hy, weight_hh, hx, output, workspace, reverse=False, lengths=None):
    """_rnn_relu_layer_backward(Tensor? grad_output, Tensor? grad_hy, Tensor weight_hh, Tensor hx, Tensor output, Tensor workspace, bool reverse=False, Tensor? lengths=None) -> (Tensor grad_input, Tensor grad_weight_hh, Tensor grad_bias_hh, Tensor grad_hx)
    _rnn_relu_layer back through time, as _gru_layer_backward.
"""
    return _pipeline.call(_op__rnn_relu_layer_backward, (grad_output, grad_hy, weight_hh, hx, output, workspace, reverse, lengths))


# ---- pdist
_op_pdist = _Op(
    'pdist', _cmp.FAMILY,
    _cmp.Composite('pdist', arg_names=('self', 'p'),
                   tensors=('self',)),
    names='refuse', nested='none')


def pdist(input, p=2):
    """pdist(Tensor self, float p=2) -> Tensor"""
    self = input
    return _pipeline.call(_op_pdist, (self, p))


# ---- _max_unpool2d
_op__max_unpool2d = _Op(
    '_max_unpool2d', _cmp.FAMILY,
    _cmp.Composite('_max_unpool2d', arg_names=('self', 'indices', 'output_size'),
                   tensors=('self', 'indices')),
    names='refuse', nested='none')


def _max_unpool2d(input, indices, output_size):
    """_max_unpool2d(Tensor self, Tensor indices, int[] output_size) -> Tensor"""
    self = input
    return _pipeline.call(_op__max_unpool2d, (self, indices, output_size))


# ---- _max_unpool3d
_op__max_unpool3d = _Op(
    '_max_unpool3d', _cmp.FAMILY,
    _cmp.Composite('_max_unpool3d', arg_names=('self', 'indices', 'output_size', 'stride', 'padding'),
                   tensors=('self', 'indices')),
    names='refuse', nested='none')


def _max_unpool3d(input, indices, output_size, stride, padding):
    """_max_unpool3d(Tensor self, Tensor indices, int[] output_size, int[] stride, int[] padding) -> Tensor"""
    self = input
    return _pipeline.call(_op__max_unpool3d, (self, indices, output_size, stride, padding))


# ---- to_padded_tensor
_op_to_padded_tensor = _Op(
    'to_padded_tensor', _cmp.FAMILY,
    _cmp.Composite('to_padded_tensor', arg_names=('self', 'padding', 'output_size'),
                   tensors=('self',)),
    names='refuse', nested='none')


def to_padded_tensor(self, padding, output_size=None):
    """to_padded_tensor(Tensor self, float padding, int[]? output_size=None) -> Tensor"""
    return _pipeline.call(_op_to_padded_tensor, (self, padding, output_size))


# ---- leaky_relu
def _d_leaky_relu(needs, grads, results, self, negative_slope):
    grad = grads[0]
    return (
        (where(self > 0, grad, grad * negative_slope)) if needs[0] else None,
    )


_derivative_leaky_relu = _Derivative(_d_leaky_relu, inputs=('self',), reads=('self', 'negative_slope'))

_op_leaky_relu = _Op(
    'leaky_relu', _pw.FAMILY,
    _pw.Pointwise('leaky_relu', args=('self',), promote=(0,),
                  fixed={}, scalars=(('negative_slope', 'Scalar'),)),
    names='keep', nested='elementwise', backward=_derivative_leaky_relu)
_leaky_relu_case = _pw.Case(
    cpu_1d=_cpu.leaky_relu_1d, cpu_nd=_cpu.leaky_relu_nd, cpu_par=(_cpu.leaky_relu_1dp, _cpu.leaky_relu_ndp),
    cpu_1di=_cpu.leaky_relu_1di,
    cuda='leaky_relu_kernel', category='default', dtypes=_D.GROUPS['floating'])


def leaky_relu(input, negative_slope=0.01, *, out=None):
    """leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor"""
    self = input
    return _pipeline.call(_op_leaky_relu, ((self,), (negative_slope,), _leaky_relu_case), out)


def leaky_relu_(self, negative_slope=0.01):
    """leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_leaky_relu, ((self,), (negative_slope,), _leaky_relu_case))


# ---- elu
def _d_elu(needs, grads, results, self, alpha, scale, input_scale):
    grad = grads[0]
    return (
        (where(self > 0, grad * scale, grad * (scale * alpha * input_scale) * exp(self * input_scale))) if needs[0] else None,
    )


_derivative_elu = _Derivative(_d_elu, inputs=('self',), reads=('self', 'alpha', 'scale', 'input_scale'))

_op_elu = _Op(
    'elu', _pw.FAMILY,
    _pw.Pointwise('elu', args=('self',), promote=(0,),
                  fixed={}, scalars=(('alpha', 'Scalar'), ('scale', 'Scalar'), ('input_scale', 'Scalar'))),
    names='keep', nested='elementwise', backward=_derivative_elu)
_elu_case = _pw.Case(
    cpu_1d=_cpu.elu_1d, cpu_nd=_cpu.elu_nd, cpu_par=(_cpu.elu_1dp, _cpu.elu_ndp),
    cpu_1di=_cpu.elu_1di,
    cuda='elu_kernel', category='default', dtypes=_D.GROUPS['floating'])


def elu(input, alpha=1, scale=1, input_scale=1, *, out=None):
    """elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor"""
    self = input
    return _pipeline.call(_op_elu, ((self,), (alpha, scale, input_scale), _elu_case), out)


def elu_(self, alpha=1, scale=1, input_scale=1):
    """elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_elu, ((self,), (alpha, scale, input_scale), _elu_case))


# ---- softplus
def _d_softplus(needs, grads, results, self, beta, threshold):
    grad = grads[0]
    return (
        (where(self * beta > threshold, grad, grad * sigmoid(self * beta))) if needs[0] else None,
    )


_derivative_softplus = _Derivative(_d_softplus, inputs=('self',), reads=('self', 'beta', 'threshold'))

_op_softplus = _Op(
    'softplus', _pw.FAMILY,
    _pw.Pointwise('softplus', args=('self',), promote=(0,),
                  fixed={}, scalars=(('beta', 'Scalar'), ('threshold', 'Scalar'))),
    names='keep', nested='elementwise', backward=_derivative_softplus)
_softplus_case = _pw.Case(
    cpu_1d=_cpu.softplus_1d, cpu_nd=_cpu.softplus_nd, cpu_par=(_cpu.softplus_1dp, _cpu.softplus_ndp),
    cpu_1di=_cpu.softplus_1di,
    cuda='softplus_kernel', category='default', dtypes=_D.GROUPS['floating'])


def softplus(input, beta=1, threshold=20, *, out=None):
    """softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor"""
    self = input
    return _pipeline.call(_op_softplus, ((self,), (beta, threshold), _softplus_case), out)


# ---- _binary_cross_entropy
def _d__binary_cross_entropy(needs, grads, results, self, target):
    grad = grads[0]
    return (
        (grad * (self - target) / ((1 - self) * self).clamp(min=1e-12)) if needs[0] else None,
        (-grad * logit(self)) if needs[1] else None,
    )


_derivative__binary_cross_entropy = _Derivative(_d__binary_cross_entropy, inputs=('self', 'target'), reads=('self', 'target'))

_op__binary_cross_entropy = _Op(
    '_binary_cross_entropy', _pw.FAMILY,
    _pw.Pointwise('_binary_cross_entropy', args=('self', 'target'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise', backward=_derivative__binary_cross_entropy)
__binary_cross_entropy_case = _pw.Case(
    cpu_1d=_cpu._binary_cross_entropy_1d, cpu_nd=_cpu._binary_cross_entropy_nd, cpu_par=(_cpu._binary_cross_entropy_1dp, _cpu._binary_cross_entropy_ndp),
    cpu_1di=_cpu._binary_cross_entropy_1di,
    cuda='_binary_cross_entropy_kernel', category='default', dtypes=_D.GROUPS['floating'])


def _binary_cross_entropy(input, target):
    """_binary_cross_entropy(Tensor self, Tensor target) -> Tensor"""
    self = input
    return _pipeline.call(_op__binary_cross_entropy, ((self, target), (), __binary_cross_entropy_case))


# ---- logsigmoid
def _d_logsigmoid(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * sigmoid(-self)) if needs[0] else None,
    )


_derivative_logsigmoid = _Derivative(_d_logsigmoid, inputs=('self',), reads=('self',))

_op_logsigmoid = _Op(
    'logsigmoid', _pw.FAMILY,
    _pw.Pointwise('logsigmoid', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_logsigmoid)
_logsigmoid_case = _pw.Case(
    cpu_1d=_cpu.logsigmoid_1d, cpu_nd=_cpu.logsigmoid_nd, cpu_par=(_cpu.logsigmoid_1dp, _cpu.logsigmoid_ndp),
    cpu_1di=_cpu.logsigmoid_1di,
    cuda='logsigmoid_kernel', category='default', dtypes=_D.GROUPS['floating'])


def logsigmoid(input, *, out=None):
    """logsigmoid(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_logsigmoid, ((self,), (), _logsigmoid_case), out)


# ---- hardtanh
def _d_hardtanh(needs, grads, results, self, min_val, max_val):
    grad = grads[0]
    return (
        (where(logical_and(self > min_val, self < max_val), grad, 0.0)) if needs[0] else None,
    )


_derivative_hardtanh = _Derivative(_d_hardtanh, inputs=('self',), reads=('self', 'min_val', 'max_val'))

_op_hardtanh = _Op(
    'hardtanh', _pw.FAMILY,
    _pw.Pointwise('hardtanh', args=('self',), promote=(0,),
                  fixed={}, scalars=(('min_val', 'Scalar'), ('max_val', 'Scalar')), tensor_only=(0,)),
    names='keep', nested='elementwise', backward=_derivative_hardtanh)
_hardtanh__int_case = _pw.Case(
    cpu_1d=_cpu.hardtanh__int_1d, cpu_nd=_cpu.hardtanh__int_nd, cpu_par=(_cpu.hardtanh__int_1dp, _cpu.hardtanh__int_ndp),
    cpu_1di=_cpu.hardtanh__int_1di,
    cuda='hardtanh__int_kernel', category='default', dtypes=_D.GROUPS['all'])

_hardtanh_case = _pw.Case(
    cpu_1d=_cpu.hardtanh_1d, cpu_nd=_cpu.hardtanh_nd, cpu_par=(_cpu.hardtanh_1dp, _cpu.hardtanh_ndp),
    cpu_1di=_cpu.hardtanh_1di,
    cuda='hardtanh_kernel', category='default', dtypes=_D.GROUPS['all'],
    bool_error='Bool inputs not supported for hardtanh',
    int_case=_hardtanh__int_case)


def hardtanh(input, min_val=-1, max_val=1, *, out=None):
    """hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor"""
    self = input
    return _pipeline.call(_op_hardtanh, ((self,), (min_val, max_val), _hardtanh_case), out)


def hardtanh_(self, min_val=-1, max_val=1):
    """hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_hardtanh, ((self,), (min_val, max_val), _hardtanh_case))


# ---- mish
def _d_mish(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad * (tanh(softplus(self)) + self * sigmoid(self) * (1 - tanh(softplus(self)) * tanh(softplus(self))))) if needs[0] else None,
    )


_derivative_mish = _Derivative(_d_mish, inputs=('self',), reads=('self',))

_op_mish = _Op(
    'mish', _pw.FAMILY,
    _pw.Pointwise('mish', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_mish)
_mish_case = _pw.Case(
    cpu_1d=_cpu.mish_1d, cpu_nd=_cpu.mish_nd, cpu_par=(_cpu.mish_1dp, _cpu.mish_ndp),
    cpu_1di=_cpu.mish_1di,
    cuda='mish_kernel', category='default', dtypes=_D.GROUPS['floating'])


def mish(input, *, out=None):
    """mish(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_mish, ((self,), (), _mish_case), out)


def mish_(self):
    """mish(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_mish, ((self,), (), _mish_case))


# ---- hardswish
def _d_hardswish(needs, grads, results, self):
    grad = grads[0]
    return (
        (where(self <= -3, 0.0, where(self < 3, grad * (self / 3 + 0.5), grad))) if needs[0] else None,
    )


_derivative_hardswish = _Derivative(_d_hardswish, inputs=('self',), reads=('self',))

_op_hardswish = _Op(
    'hardswish', _pw.FAMILY,
    _pw.Pointwise('hardswish', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_hardswish)
_hardswish_case = _pw.Case(
    cpu_1d=_cpu.hardswish_1d, cpu_nd=_cpu.hardswish_nd, cpu_par=(_cpu.hardswish_1dp, _cpu.hardswish_ndp),
    cpu_1di=_cpu.hardswish_1di,
    cuda='hardswish_kernel', category='default', dtypes=_D.GROUPS['floating'])


def hardswish(input, *, out=None):
    """hardswish(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_hardswish, ((self,), (), _hardswish_case), out)


def hardswish_(self):
    """hardswish(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_hardswish, ((self,), (), _hardswish_case))


# ---- hardsigmoid
def _d_hardsigmoid(needs, grads, results, self):
    grad = grads[0]
    return (
        (where(logical_and(self > -3, self < 3), grad / 6, 0.0)) if needs[0] else None,
    )


_derivative_hardsigmoid = _Derivative(_d_hardsigmoid, inputs=('self',), reads=('self',))

_op_hardsigmoid = _Op(
    'hardsigmoid', _pw.FAMILY,
    _pw.Pointwise('hardsigmoid', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise', backward=_derivative_hardsigmoid)
_hardsigmoid_case = _pw.Case(
    cpu_1d=_cpu.hardsigmoid_1d, cpu_nd=_cpu.hardsigmoid_nd, cpu_par=(_cpu.hardsigmoid_1dp, _cpu.hardsigmoid_ndp),
    cpu_1di=_cpu.hardsigmoid_1di,
    cuda='hardsigmoid_kernel', category='default', dtypes=_D.GROUPS['floating'])


def hardsigmoid(input, *, out=None):
    """hardsigmoid(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_hardsigmoid, ((self,), (), _hardsigmoid_case), out)


def hardsigmoid_(self):
    """hardsigmoid(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_hardsigmoid, ((self,), (), _hardsigmoid_case))


# ---- _adam_exp_avg
_derivative__adam_exp_avg = _Derivative(None, reason='an optimizer update, run under no_grad')

_op__adam_exp_avg = _Op(
    '_adam_exp_avg', _pw.FAMILY,
    _pw.Pointwise('_adam_exp_avg', args=('self', 'grad'), promote=(0, 1),
                  fixed={}, scalars=(('weight', 'Scalar'),)),
    names='unify', nested='none', backward=_derivative__adam_exp_avg)
__adam_exp_avg_case = _pw.Case(
    cpu_1d=_cpu._adam_exp_avg_1d, cpu_nd=_cpu._adam_exp_avg_nd, cpu_par=(_cpu._adam_exp_avg_1dp, _cpu._adam_exp_avg_ndp),
    cpu_1di=_cpu._adam_exp_avg_1di,
    cuda='_adam_exp_avg_kernel', category='default', dtypes=_D.GROUPS['floating'])


def _adam_exp_avg(self, grad, weight):
    """_adam_exp_avg(Tensor self, Tensor grad, Scalar weight) -> Tensor"""
    return _pipeline.call(_op__adam_exp_avg, ((self, grad), (weight,), __adam_exp_avg_case))


def _adam_exp_avg_(self, grad, weight):
    """_adam_exp_avg(Tensor self, Tensor grad, Scalar weight) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op__adam_exp_avg, ((self, grad), (weight,), __adam_exp_avg_case))


# ---- _adam_exp_avg_sq
_derivative__adam_exp_avg_sq = _Derivative(None, reason='an optimizer update, run under no_grad')

_op__adam_exp_avg_sq = _Op(
    '_adam_exp_avg_sq', _pw.FAMILY,
    _pw.Pointwise('_adam_exp_avg_sq', args=('self', 'grad'), promote=(0, 1),
                  fixed={}, scalars=(('beta2', 'Scalar'), ('value', 'Scalar'))),
    names='unify', nested='none', backward=_derivative__adam_exp_avg_sq)
__adam_exp_avg_sq_case = _pw.Case(
    cpu_1d=_cpu._adam_exp_avg_sq_1d, cpu_nd=_cpu._adam_exp_avg_sq_nd, cpu_par=(_cpu._adam_exp_avg_sq_1dp, _cpu._adam_exp_avg_sq_ndp),
    cpu_1di=_cpu._adam_exp_avg_sq_1di,
    cuda='_adam_exp_avg_sq_kernel', category='default', dtypes=_D.GROUPS['floating'])


def _adam_exp_avg_sq(self, grad, beta2, value):
    """_adam_exp_avg_sq(Tensor self, Tensor grad, Scalar beta2, Scalar value) -> Tensor"""
    return _pipeline.call(_op__adam_exp_avg_sq, ((self, grad), (beta2, value), __adam_exp_avg_sq_case))


def _adam_exp_avg_sq_(self, grad, beta2, value):
    """_adam_exp_avg_sq(Tensor self, Tensor grad, Scalar beta2, Scalar value) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op__adam_exp_avg_sq, ((self, grad), (beta2, value), __adam_exp_avg_sq_case))


# ---- _adam_param
_derivative__adam_param = _Derivative(None, reason='an optimizer update, run under no_grad')

_op__adam_param = _Op(
    '_adam_param', _pw.FAMILY,
    _pw.Pointwise('_adam_param', args=('self', 'exp_avg', 'denom_sq'), promote=(0, 1, 2),
                  fixed={}, scalars=(('step_size', 'Scalar'), ('bias_correction2_sqrt', 'Scalar'), ('eps', 'Scalar'), ('decay', 'Scalar'))),
    names='unify', nested='none', backward=_derivative__adam_param)
__adam_param_case = _pw.Case(
    cpu_1d=_cpu._adam_param_1d, cpu_nd=_cpu._adam_param_nd, cpu_par=(_cpu._adam_param_1dp, _cpu._adam_param_ndp),
    cpu_1di=_cpu._adam_param_1di,
    cuda='_adam_param_kernel', category='default', dtypes=_D.GROUPS['floating'])


def _adam_param(self, exp_avg, denom_sq, step_size, bias_correction2_sqrt, eps, decay):
    """_adam_param(Tensor self, Tensor exp_avg, Tensor denom_sq, Scalar step_size, Scalar bias_correction2_sqrt, Scalar eps, Scalar decay) -> Tensor"""
    return _pipeline.call(_op__adam_param, ((self, exp_avg, denom_sq), (step_size, bias_correction2_sqrt, eps, decay), __adam_param_case))


def _adam_param_(self, exp_avg, denom_sq, step_size, bias_correction2_sqrt, eps, decay):
    """_adam_param(Tensor self, Tensor exp_avg, Tensor denom_sq, Scalar step_size, Scalar bias_correction2_sqrt, Scalar eps, Scalar decay) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op__adam_param, ((self, exp_avg, denom_sq), (step_size, bias_correction2_sqrt, eps, decay), __adam_param_case))


# ---- det
def _d_det(needs, grads, results, self):
    grad = grads[0]
    result = results[0]
    return (
        ((grad * result).unsqueeze(-1).unsqueeze(-1) * lu_inverse_t(self)) if needs[0] else None,
    )


_derivative_det = _Derivative(_d_det, inputs=('self',), reads=('self',), uses_result=True)

_op_det = _Op(
    'det', _lu.FAMILY,
    _lu.Spec('det', 'det', ('self',),
             devices=('cpu', 'cuda'), cpu=_cpu.det_lu, cuda='det_lu'),
    names='refuse', nested='none', backward=_derivative_det)


def det(input):
    """det(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_det, (self,), None)


# ---- slogdet
def _d_slogdet(needs, grads, results, self):
    grad = grads[0]
    return (
        (grads[1].unsqueeze(-1).unsqueeze(-1) * lu_inverse_t(self)) if needs[0] else None,
    )


_derivative_slogdet = _Derivative(_d_slogdet, inputs=('self',), reads=('self',))

_op_slogdet = _Op(
    'slogdet', _lu.FAMILY,
    _lu.Spec('slogdet', 'slogdet', ('self',),
             devices=('cpu', 'cuda'), cpu=_cpu.slogdet_lu, cuda='slogdet_lu'),
    names='refuse', nested='none', backward=_derivative_slogdet)


def slogdet(input, *, out=None):
    """slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet)"""
    self = input
    return _pipeline.call(_op_slogdet, (self,), out)


def _slogdet_method(self):
    """slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet)"""
    return _pipeline.call(_op_slogdet, (self,), None)


# ---- logdet
def _d_logdet(needs, grads, results, self):
    grad = grads[0]
    return (
        (grad.unsqueeze(-1).unsqueeze(-1) * lu_inverse_t(self)) if needs[0] else None,
    )


_derivative_logdet = _Derivative(_d_logdet, inputs=('self',), reads=('self',))

_op_logdet = _Op(
    'logdet', _lu.FAMILY,
    _lu.Spec('logdet', 'logdet', ('self',),
             devices=('cpu', 'cuda'), cpu=_cpu.logdet_lu, cuda='logdet_lu'),
    names='refuse', nested='none', backward=_derivative_logdet)


def logdet(input):
    """logdet(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_logdet, (self,), None)


# ---- inverse
def _d_inverse(needs, grads, results):
    grad = grads[0]
    result = results[0]
    return (
        (-matmul(matmul(result.mT, grad), result.mT)) if needs[0] else None,
    )


_derivative_inverse = _Derivative(_d_inverse, inputs=('self',), reads=(), uses_result=True)

_op_inverse = _Op(
    'inverse', _lu.FAMILY,
    _lu.Spec('inverse', 'inv', ('self',),
             devices=('cpu', 'cuda'), cpu=_cpu.inverse_lu, cuda='inverse_lu'),
    names='refuse', nested='none', backward=_derivative_inverse)


def inverse(input, *, out=None):
    """inverse(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_inverse, (self,), out)


def _inverse_method(self):
    """inverse(Tensor self) -> Tensor"""
    return _pipeline.call(_op_inverse, (self,), None)


# ---- _linalg_solve
def _d__linalg_solve(needs, grads, results, A, B, left):
    grad = grads[0]
    result = results[0]
    return (
        (linalg_solve_grad_A(grad, A, B, result, left)) if needs[0] else None,
        (linalg_solve_grad_B(grad, A, left)) if needs[1] else None,
    )


_derivative__linalg_solve = _Derivative(_d__linalg_solve, inputs=('A', 'B'), reads=('A', 'B', 'left'), meta_reads=('B',), uses_result=True)

_op__linalg_solve = _Op(
    '_linalg_solve', _lu.FAMILY,
    _lu.Spec('_linalg_solve', 'solve', ('A', 'B', 'left'),
             devices=('cpu', 'cuda'), cpu=_cpu._linalg_solve_lu, cuda='_linalg_solve_lu'),
    names='refuse', nested='none', backward=_derivative__linalg_solve)


def _linalg_solve(A, B, *, left=True, out=None):
    """_linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor"""
    return _pipeline.call(_op__linalg_solve, (A, B, left), out)


# ---- _linalg_lu_factor_ex
def _d__linalg_lu_factor_ex(needs, grads, results, pivot):
    grad = grads[0]
    LU = results[0] if len(results) > 0 else None
    pivots = results[1] if len(results) > 1 else None
    return (
        (lu_factor_backward(grad, LU, pivots, pivot)) if needs[0] else None,
    )


_derivative__linalg_lu_factor_ex = _Derivative(_d__linalg_lu_factor_ex, inputs=('A',), reads=('pivot',), uses_result=True)

_op__linalg_lu_factor_ex = _Op(
    '_linalg_lu_factor_ex', _lu.FAMILY,
    _lu.Spec('_linalg_lu_factor_ex', 'lu_factor', ('A', 'pivot', 'check_errors'),
             devices=('cpu', 'cuda'), cpu=_cpu._linalg_lu_factor_ex_lu, cuda='_linalg_lu_factor_ex_lu'),
    names='refuse', nested='none', backward=_derivative__linalg_lu_factor_ex)


def _linalg_lu_factor_ex(A, *, pivot=True, check_errors=False, out=None):
    """_linalg_lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False) -> (Tensor LU, Tensor pivots, Tensor info)"""
    return _pipeline.call(_op__linalg_lu_factor_ex, (A, pivot, check_errors), out)


# ---- _linalg_lu_solve
def _d__linalg_lu_solve(needs, grads, results, LU, pivots, left, adjoint):
    grad = grads[0]
    result = results[0]
    return (
        (lu_solve_grad_LU(grad, LU, pivots, result, left, adjoint)) if needs[0] else None,
        (_linalg_lu_solve(LU, pivots, grad, left=left, adjoint=not adjoint)) if needs[1] else None,
    )


_derivative__linalg_lu_solve = _Derivative(_d__linalg_lu_solve, inputs=('LU', 'B'), reads=('LU', 'pivots', 'left', 'adjoint'), uses_result=True)

_op__linalg_lu_solve = _Op(
    '_linalg_lu_solve', _lu.FAMILY,
    _lu.Spec('_linalg_lu_solve', 'lu_solve', ('LU', 'pivots', 'B', 'left', 'adjoint'),
             devices=('cpu', 'cuda'), cpu=_cpu._linalg_lu_solve_lu, cuda='_linalg_lu_solve_lu'),
    names='refuse', nested='none', backward=_derivative__linalg_lu_solve)


def _linalg_lu_solve(LU, pivots, B, *, left=True, adjoint=False, out=None):
    """_linalg_lu_solve(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False) -> Tensor"""
    return _pipeline.call(_op__linalg_lu_solve, (LU, pivots, B, left, adjoint), out)


# ---- matrix_exp
def _d_matrix_exp(needs, grads, results, self):
    grad = grads[0]
    return (
        (matrix_exp_backward(self, grad)) if needs[0] else None,
    )


_derivative_matrix_exp = _Derivative(_d_matrix_exp, inputs=('self',), reads=('self',))

_op_matrix_exp = _Op(
    'matrix_exp', _lu.FAMILY,
    _lu.Spec('matrix_exp', 'matrix_exp', ('self',),
             devices=('cpu', 'cuda'), cpu=_cpu.matrix_exp_lu, cuda='matrix_exp_lu'),
    names='refuse', nested='none', backward=_derivative_matrix_exp)


def matrix_exp(input):
    """matrix_exp(Tensor self) -> Tensor"""
    self = input
    return _pipeline.call(_op_matrix_exp, (self,), None)


# ---- _linalg_svd
def _d__linalg_svd(needs, grads, results, full_matrices):
    grad = grads[0]
    U = results[0] if len(results) > 0 else None
    S = results[1] if len(results) > 1 else None
    Vh = results[2] if len(results) > 2 else None
    return (
        (svd_backward(grads, full_matrices, U, S, Vh)) if needs[0] else None,
    )


_derivative__linalg_svd = _Derivative(_d__linalg_svd, inputs=('A',), reads=('full_matrices',), uses_result=True, missing_none=True)

_op__linalg_svd = _Op(
    '_linalg_svd', _dec.FAMILY,
    _dec.Spec('_linalg_svd', 'svd', ('A', 'full_matrices', 'compute_uv', 'driver'),
              devices=('cpu', 'cuda'), cpu=_cpu._linalg_svd_dec, cuda='_linalg_svd_dec'),
    names='refuse', nested='none', backward=_derivative__linalg_svd)


def _linalg_svd(A, full_matrices=False, compute_uv=True, *, driver=None, out=None):
    """_linalg_svd(Tensor A, bool full_matrices=False, bool compute_uv=True, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)"""
    return _pipeline.call(_op__linalg_svd, (A, full_matrices, compute_uv, driver), out)


# ---- _linalg_eigh
def _d__linalg_eigh(needs, grads, results):
    grad = grads[0]
    eigenvalues = results[0] if len(results) > 0 else None
    eigenvectors = results[1] if len(results) > 1 else None
    return (
        (eigh_backward(grads, eigenvalues, eigenvectors)) if needs[0] else None,
    )


_derivative__linalg_eigh = _Derivative(_d__linalg_eigh, inputs=('A',), reads=(), uses_result=True, missing_none=True)

_op__linalg_eigh = _Op(
    '_linalg_eigh', _dec.FAMILY,
    _dec.Spec('_linalg_eigh', 'eigh', ('A', 'UPLO', 'compute_v'),
              devices=('cpu', 'cuda'), cpu=_cpu._linalg_eigh_dec, cuda='_linalg_eigh_dec'),
    names='refuse', nested='none', backward=_derivative__linalg_eigh)


def _linalg_eigh(A, UPLO="L", compute_v=True, *, out=None):
    """_linalg_eigh(Tensor A, str UPLO="L", bool compute_v=True) -> (Tensor eigenvalues, Tensor eigenvectors)"""
    return _pipeline.call(_op__linalg_eigh, (A, UPLO, compute_v), out)


# ---- _linalg_qr
def _d__linalg_qr(needs, grads, results, mode):
    grad = grads[0]
    Q = results[0] if len(results) > 0 else None
    R = results[1] if len(results) > 1 else None
    return (
        (qr_backward(grads, mode, Q, R)) if needs[0] else None,
    )


_derivative__linalg_qr = _Derivative(_d__linalg_qr, inputs=('A',), reads=('mode',), uses_result=True, missing_none=True)

_op__linalg_qr = _Op(
    '_linalg_qr', _dec.FAMILY,
    _dec.Spec('_linalg_qr', 'qr', ('A', 'mode'),
              devices=('cpu', 'cuda'), cpu=_cpu._linalg_qr_dec, cuda='_linalg_qr_dec'),
    names='refuse', nested='none', backward=_derivative__linalg_qr)


def _linalg_qr(A, mode='reduced', *, out=None):
    """_linalg_qr(Tensor A, str mode='reduced') -> (Tensor Q, Tensor R)"""
    return _pipeline.call(_op__linalg_qr, (A, mode), out)


# ---- _linalg_cholesky_ex
def _d__linalg_cholesky_ex(needs, grads, results, upper):
    grad = grads[0]
    L = results[0] if len(results) > 0 else None
    return (
        (cholesky_backward(grad, upper, L)) if needs[0] else None,
    )


_derivative__linalg_cholesky_ex = _Derivative(_d__linalg_cholesky_ex, inputs=('self',), reads=('upper',), uses_result=True)

_op__linalg_cholesky_ex = _Op(
    '_linalg_cholesky_ex', _dec.FAMILY,
    _dec.Spec('_linalg_cholesky_ex', 'cholesky', ('self', 'upper', 'check_errors'),
              devices=('cpu', 'cuda'), cpu=_cpu._linalg_cholesky_ex_dec, cuda='_linalg_cholesky_ex_dec'),
    names='refuse', nested='none', backward=_derivative__linalg_cholesky_ex)


def _linalg_cholesky_ex(input, *, upper=False, check_errors=False, out=None):
    """_linalg_cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -> (Tensor L, Tensor info)"""
    self = input
    return _pipeline.call(_op__linalg_cholesky_ex, (self, upper, check_errors), out)


# ---- _linalg_solve_triangular
def _d__linalg_solve_triangular(needs, grads, results, self, upper, left, unitriangular):
    grad = grads[0]
    result = results[0]
    return (
        (solve_triangular_grad_A(grad, self, result, upper, left, unitriangular)) if needs[0] else None,
        (solve_triangular_grad_B(grad, self, upper, left, unitriangular)) if needs[1] else None,
    )


_derivative__linalg_solve_triangular = _Derivative(_d__linalg_solve_triangular, inputs=('self', 'B'), reads=('self', 'upper', 'left', 'unitriangular'), uses_result=True)

_op__linalg_solve_triangular = _Op(
    '_linalg_solve_triangular', _dec.FAMILY,
    _dec.Spec('_linalg_solve_triangular', 'triangular', ('self', 'B', 'upper', 'left', 'unitriangular'),
              devices=('cpu', 'cuda'), cpu=_cpu._linalg_solve_triangular_dec, cuda='_linalg_solve_triangular_dec'),
    names='refuse', nested='none', backward=_derivative__linalg_solve_triangular)


def _linalg_solve_triangular(input, B, *, upper, left=True, unitriangular=False, out=None):
    """_linalg_solve_triangular(Tensor self, Tensor B, *, bool upper, bool left=True, bool unitriangular=False) -> Tensor"""
    self = input
    return _pipeline.call(_op__linalg_solve_triangular, (self, B, upper, left, unitriangular), out)


# ---- _linalg_pinv
def _d__linalg_pinv(needs, grads, results, self):
    grad = grads[0]
    result = results[0]
    return (
        (pinv_backward(grad, result, self)) if needs[0] else None,
    )


_derivative__linalg_pinv = _Derivative(_d__linalg_pinv, inputs=('self',), reads=('self',), uses_result=True)

_op__linalg_pinv = _Op(
    '_linalg_pinv', _dec.FAMILY,
    _dec.Spec('_linalg_pinv', 'pinv', ('self', 'atol', 'rtol', 'hermitian'),
              devices=('cpu', 'cuda'), cpu=_cpu._linalg_pinv_dec, cuda='_linalg_pinv_dec'),
    names='refuse', nested='none', backward=_derivative__linalg_pinv)


def _linalg_pinv(input, *, atol=None, rtol=None, hermitian=False, out=None):
    """_linalg_pinv(Tensor self, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor"""
    self = input
    return _pipeline.call(_op__linalg_pinv, (self, atol, rtol, hermitian), out)


# ---- cholesky_solve
def _d_cholesky_solve(needs, grads, results, input2, upper):
    grad = grads[0]
    result = results[0]
    return (
        (cholesky_solve(grad, input2, upper)) if needs[0] else None,
        (cholesky_solve_grad_L(grad, input2, result, upper)) if needs[1] else None,
    )


_derivative_cholesky_solve = _Derivative(_d_cholesky_solve, inputs=('self', 'input2'), reads=('input2', 'upper'), uses_result=True)

_op_cholesky_solve = _Op(
    'cholesky_solve', _dec.FAMILY,
    _dec.Spec('cholesky_solve', 'cholesky_solve', ('self', 'input2', 'upper'),
              devices=('cpu', 'cuda'), cpu=_cpu.cholesky_solve_dec, cuda='cholesky_solve_dec'),
    names='refuse', nested='none', backward=_derivative_cholesky_solve)


def cholesky_solve(input, input2, upper=False, *, out=None):
    """cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor"""
    self = input
    return _pipeline.call(_op_cholesky_solve, (self, input2, upper), out)


def _cholesky_solve_method(self, input2, upper=False):
    """cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor"""
    return _pipeline.call(_op_cholesky_solve, (self, input2, upper), None)


# ---- cholesky_inverse
def _d_cholesky_inverse(needs, grads, results, self, upper):
    grad = grads[0]
    result = results[0]
    return (
        (cholesky_inverse_backward(grad, self, upper, result)) if needs[0] else None,
    )


_derivative_cholesky_inverse = _Derivative(_d_cholesky_inverse, inputs=('self',), reads=('self', 'upper'), uses_result=True)

_op_cholesky_inverse = _Op(
    'cholesky_inverse', _dec.FAMILY,
    _dec.Spec('cholesky_inverse', 'cholesky_inverse', ('self', 'upper'),
              devices=('cpu', 'cuda'), cpu=_cpu.cholesky_inverse_dec, cuda='cholesky_inverse_dec'),
    names='refuse', nested='none', backward=_derivative_cholesky_inverse)


def cholesky_inverse(input, upper=False, *, out=None):
    """cholesky_inverse(Tensor self, bool upper=False) -> Tensor"""
    self = input
    return _pipeline.call(_op_cholesky_inverse, (self, upper), out)


def _cholesky_inverse_method(self, upper=False):
    """cholesky_inverse(Tensor self, bool upper=False) -> Tensor"""
    return _pipeline.call(_op_cholesky_inverse, (self, upper), None)


# ---- _linalg_svdvals
_op__linalg_svdvals = _Op(
    '_linalg_svdvals', _cmp.FAMILY,
    _cmp.Composite('svdvals', arg_names=('A', 'driver'),
                   tensors=('A',)),
    names='refuse', nested='none')


def _linalg_svdvals(A, *, driver=None, out=None):
    """_linalg_svdvals(Tensor A, *, str? driver=None) -> Tensor"""
    return _pipeline.call(_op__linalg_svdvals, (A, driver), out)


# ---- svd
_op_svd = _Op(
    'svd', _cmp.FAMILY,
    _cmp.Composite('svd', arg_names=('self', 'some', 'compute_uv'),
                   tensors=('self',)),
    names='refuse', nested='none')


def svd(input, some=True, compute_uv=True, *, out=None):
    """svd(Tensor self, bool some=True, bool compute_uv=True) -> (Tensor U, Tensor S, Tensor V)"""
    self = input
    return _pipeline.call(_op_svd, (self, some, compute_uv), out)


def _svd_method(self, some=True, compute_uv=True):
    """svd(Tensor self, bool some=True, bool compute_uv=True) -> (Tensor U, Tensor S, Tensor V)"""
    return _pipeline.call(_op_svd, (self, some, compute_uv))


# ---- _linalg_eigvalsh
_op__linalg_eigvalsh = _Op(
    '_linalg_eigvalsh', _cmp.FAMILY,
    _cmp.Composite('eigvalsh', arg_names=('self', 'UPLO'),
                   tensors=('self',)),
    names='refuse', nested='none')


def _linalg_eigvalsh(input, UPLO="L", *, out=None):
    """_linalg_eigvalsh(Tensor self, str UPLO="L") -> Tensor"""
    self = input
    return _pipeline.call(_op__linalg_eigvalsh, (self, UPLO), out)


# ---- qr
_op_qr = _Op(
    'qr', _cmp.FAMILY,
    _cmp.Composite('qr', arg_names=('self', 'some'),
                   tensors=('self',)),
    names='refuse', nested='none')


def qr(input, some=True, *, out=None):
    """qr(Tensor self, bool some=True) -> (Tensor Q, Tensor R)"""
    self = input
    return _pipeline.call(_op_qr, (self, some), out)


def _qr_method(self, some=True):
    """qr(Tensor self, bool some=True) -> (Tensor Q, Tensor R)"""
    return _pipeline.call(_op_qr, (self, some))


# ---- _linalg_cholesky
_op__linalg_cholesky = _Op(
    '_linalg_cholesky', _cmp.FAMILY,
    _cmp.Composite('linalg_cholesky', arg_names=('self', 'upper'),
                   tensors=('self',)),
    names='refuse', nested='none')


def _linalg_cholesky(input, *, upper=False, out=None):
    """_linalg_cholesky(Tensor self, *, bool upper=False) -> Tensor"""
    self = input
    return _pipeline.call(_op__linalg_cholesky, (self, upper), out)


# ---- cholesky
_op_cholesky = _Op(
    'cholesky', _cmp.FAMILY,
    _cmp.Composite('cholesky', arg_names=('self', 'upper'),
                   tensors=('self',)),
    names='refuse', nested='none')


def cholesky(input, upper=False, *, out=None):
    """cholesky(Tensor self, bool upper=False) -> Tensor"""
    self = input
    return _pipeline.call(_op_cholesky, (self, upper), out)


def _cholesky_method(self, upper=False):
    """cholesky(Tensor self, bool upper=False) -> Tensor"""
    return _pipeline.call(_op_cholesky, (self, upper))


# ---- triangular_solve
_op_triangular_solve = _Op(
    'triangular_solve', _cmp.FAMILY,
    _cmp.Composite('triangular_solve', arg_names=('self', 'A', 'upper', 'transpose', 'unitriangular'),
                   tensors=('self', 'A')),
    names='refuse', nested='none')


def triangular_solve(input, A, upper=True, transpose=False, unitriangular=False, *, out=None):
    """triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)"""
    self = input
    return _pipeline.call(_op_triangular_solve, (self, A, upper, transpose, unitriangular), out)


def _triangular_solve_method(self, A, upper=True, transpose=False, unitriangular=False):
    """triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)"""
    return _pipeline.call(_op_triangular_solve, (self, A, upper, transpose, unitriangular))


# ---- _linalg_lu_factor
_op__linalg_lu_factor = _Op(
    '_linalg_lu_factor', _cmp.FAMILY,
    _cmp.Composite('lu_factor', arg_names=('A', 'pivot'),
                   tensors=('A',)),
    names='refuse', nested='none')


def _linalg_lu_factor(A, *, pivot=True, out=None):
    """_linalg_lu_factor(Tensor A, *, bool pivot=True) -> (Tensor LU, Tensor pivots)"""
    return _pipeline.call(_op__linalg_lu_factor, (A, pivot), out)


# ---- lu_unpack
_op_lu_unpack = _Op(
    'lu_unpack', _cmp.FAMILY,
    _cmp.Composite('lu_unpack', arg_names=('LU_data', 'LU_pivots', 'unpack_data', 'unpack_pivots'),
                   tensors=('LU_data', 'LU_pivots')),
    names='refuse', nested='none')


def lu_unpack(LU_data, LU_pivots, unpack_data=True, unpack_pivots=True, *, out=None):
    """lu_unpack(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True) -> (Tensor P, Tensor L, Tensor U)"""
    return _pipeline.call(_op_lu_unpack, (LU_data, LU_pivots, unpack_data, unpack_pivots), out)


# ---- _linalg_lu
_op__linalg_lu = _Op(
    '_linalg_lu', _cmp.FAMILY,
    _cmp.Composite('linalg_lu', arg_names=('A', 'pivot'),
                   tensors=('A',)),
    names='refuse', nested='none')


def _linalg_lu(A, *, pivot=True, out=None):
    """_linalg_lu(Tensor A, *, bool pivot=True) -> (Tensor P, Tensor L, Tensor U)"""
    return _pipeline.call(_op__linalg_lu, (A, pivot), out)


# ---- lu
_op_lu = _Op(
    'lu', _cmp.FAMILY,
    _cmp.Composite('lu', arg_names=('self', 'pivot', 'get_infos'),
                   tensors=('self',)),
    names='refuse', nested='none')


def lu(A, pivot=True, get_infos=False, out=None):
    """lu(Tensor A, bool pivot=True, bool get_infos=False, Tensor? out=None)"""
    self = A
    return _pipeline.call(_op_lu, (self, pivot, get_infos), out)


def _lu_method(self, pivot=True, get_infos=False):
    """lu(Tensor A, bool pivot=True, bool get_infos=False, Tensor? out=None)"""
    return _pipeline.call(_op_lu, (self, pivot, get_infos))


# ---- lu_solve
_op_lu_solve = _Op(
    'lu_solve', _cmp.FAMILY,
    _cmp.Composite('lu_solve', arg_names=('self', 'LU_data', 'LU_pivots'),
                   tensors=('self', 'LU_data', 'LU_pivots')),
    names='refuse', nested='none')


def lu_solve(input, LU_data, LU_pivots, *, out=None):
    """lu_solve(Tensor self, Tensor LU_data, Tensor LU_pivots) -> Tensor"""
    self = input
    return _pipeline.call(_op_lu_solve, (self, LU_data, LU_pivots), out)


def _lu_solve_method(self, LU_data, LU_pivots):
    """lu_solve(Tensor self, Tensor LU_data, Tensor LU_pivots) -> Tensor"""
    return _pipeline.call(_op_lu_solve, (self, LU_data, LU_pivots))


# ---- _linalg_lstsq
_op__linalg_lstsq = _Op(
    '_linalg_lstsq', _cmp.FAMILY,
    _cmp.Composite('lstsq', arg_names=('self', 'b', 'rcond', 'driver'),
                   tensors=('self', 'b')),
    names='refuse', nested='none')


def _linalg_lstsq(input, b, rcond=None, *, driver=None, out=None):
    """_linalg_lstsq(Tensor self, Tensor b, float? rcond=None, *, str? driver=None) -> (Tensor solution, Tensor residuals, Tensor rank, Tensor singular_values)"""
    self = input
    return _pipeline.call(_op__linalg_lstsq, (self, b, rcond, driver), out)


# ---- _linalg_matrix_rank
_op__linalg_matrix_rank = _Op(
    '_linalg_matrix_rank', _cmp.FAMILY,
    _cmp.Composite('matrix_rank', arg_names=('input', 'atol', 'rtol', 'hermitian'),
                   tensors=('input',)),
    names='refuse', nested='none')


def _linalg_matrix_rank(input, *, atol=None, rtol=None, hermitian=False, out=None):
    """_linalg_matrix_rank(Tensor input, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor"""
    return _pipeline.call(_op__linalg_matrix_rank, (input, atol, rtol, hermitian), out)


# ---- pinverse
_op_pinverse = _Op(
    'pinverse', _cmp.FAMILY,
    _cmp.Composite('pinverse', arg_names=('self', 'rcond'),
                   tensors=('self',)),
    names='refuse', nested='none')


def pinverse(input, rcond=1.0e-15):
    """pinverse(Tensor self, float rcond=1.0e-15) -> Tensor"""
    self = input
    return _pipeline.call(_op_pinverse, (self, rcond))


# ---- matrix_power
_op_matrix_power = _Op(
    'matrix_power', _cmp.FAMILY,
    _cmp.Composite('matrix_power', arg_names=('self', 'n'),
                   tensors=('self',)),
    names='refuse', nested='none')


def matrix_power(input, n, *, out=None):
    """matrix_power(Tensor self, int n) -> Tensor"""
    self = input
    return _pipeline.call(_op_matrix_power, (self, n), out)


def _matrix_power_method(self, n):
    """matrix_power(Tensor self, int n) -> Tensor"""
    return _pipeline.call(_op_matrix_power, (self, n))


# ---- _linalg_multi_dot
_op__linalg_multi_dot = _Op(
    '_linalg_multi_dot', _cmp.FAMILY,
    _cmp.Composite('multi_dot', arg_names=('tensors',),
                   tensors=()),
    names='refuse', nested='none')


def _linalg_multi_dot(tensors, *, out=None):
    """_linalg_multi_dot(Tensor[] tensors) -> Tensor"""
    return _pipeline.call(_op__linalg_multi_dot, (tensors,), out)


# ---- chain_matmul
_op_chain_matmul = _Op(
    'chain_matmul', _cmp.FAMILY,
    _cmp.Composite('chain_matmul', arg_names=('matrices',),
                   tensors=()),
    names='refuse', nested='none')


def chain_matmul(*matrices, out=None):
    """chain_matmul(Tensor[] matrices) -> Tensor"""
    return _pipeline.call(_op_chain_matmul, (matrices,), out)


# ---- _linalg_vecdot
_op__linalg_vecdot = _Op(
    '_linalg_vecdot', _cmp.FAMILY,
    _cmp.Composite('vecdot', arg_names=('x', 'y', 'dim'),
                   tensors=('x', 'y')),
    names='refuse', nested='none')


def _linalg_vecdot(x, y, *, dim=-1, out=None):
    """_linalg_vecdot(Tensor x, Tensor y, *, int dim=-1) -> Tensor"""
    return _pipeline.call(_op__linalg_vecdot, (x, y, dim), out)


# ---- _linalg_cross
_op__linalg_cross = _Op(
    '_linalg_cross', _cmp.FAMILY,
    _cmp.Composite('linalg_cross', arg_names=('self', 'other', 'dim'),
                   tensors=('self', 'other')),
    names='refuse', nested='none')


def _linalg_cross(input, other, *, dim=-1, out=None):
    """_linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor"""
    self = input
    return _pipeline.call(_op__linalg_cross, (self, other, dim), out)


# ---- _mm_out_dtype
_op__mm_out_dtype = _Op(
    '_mm_out_dtype', _cmp.FAMILY,
    _cmp.Composite('mm_out_dtype', arg_names=('self', 'mat2', 'out_dtype'),
                   tensors=('self', 'mat2')),
    names='refuse', nested='none')


def _mm_out_dtype(input, mat2, out_dtype, *, out=None):
    """_mm_out_dtype(Tensor self, Tensor mat2, dtype out_dtype) -> Tensor"""
    self = input
    return _pipeline.call(_op__mm_out_dtype, (self, mat2, out_dtype), out)


# ---- _bmm_out_dtype
_op__bmm_out_dtype = _Op(
    '_bmm_out_dtype', _cmp.FAMILY,
    _cmp.Composite('bmm_out_dtype', arg_names=('self', 'mat2', 'out_dtype'),
                   tensors=('self', 'mat2')),
    names='refuse', nested='none')


def _bmm_out_dtype(input, mat2, out_dtype, *, out=None):
    """_bmm_out_dtype(Tensor self, Tensor mat2, dtype out_dtype) -> Tensor"""
    self = input
    return _pipeline.call(_op__bmm_out_dtype, (self, mat2, out_dtype), out)


# ---- _addmm_out_dtype
_op__addmm_out_dtype = _Op(
    '_addmm_out_dtype', _cmp.FAMILY,
    _cmp.Composite('addmm_out_dtype', arg_names=('self', 'mat1', 'mat2', 'out_dtype', 'beta', 'alpha'),
                   tensors=('self', 'mat1', 'mat2')),
    names='refuse', nested='none')


def _addmm_out_dtype(input, mat1, mat2, out_dtype, *, beta=1, alpha=1, out=None):
    """_addmm_out_dtype(Tensor self, Tensor mat1, Tensor mat2, dtype out_dtype, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
    self = input
    return _pipeline.call(_op__addmm_out_dtype, (self, mat1, mat2, out_dtype, beta, alpha), out)


# ---- _baddbmm_out_dtype
_op__baddbmm_out_dtype = _Op(
    '_baddbmm_out_dtype', _cmp.FAMILY,
    _cmp.Composite('baddbmm_out_dtype', arg_names=('self', 'batch1', 'batch2', 'out_dtype', 'beta', 'alpha'),
                   tensors=('self', 'batch1', 'batch2')),
    names='refuse', nested='none')


def _baddbmm_out_dtype(input, batch1, batch2, out_dtype, *, beta=1, alpha=1, out=None):
    """_baddbmm_out_dtype(Tensor self, Tensor batch1, Tensor batch2, dtype out_dtype, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
    self = input
    return _pipeline.call(_op__baddbmm_out_dtype, (self, batch1, batch2, out_dtype, beta, alpha), out)


# ---- _im2col
def _d__im2col(needs, grads, results, self, kernel_size, dilation, padding, stride):
    grad = grads[0]
    return (
        (im2col_backward(grad, self, kernel_size, dilation, padding, stride)) if needs[0] else None,
    )


_derivative__im2col = _Derivative(_d__im2col, inputs=('self',), reads=('self', 'kernel_size', 'dilation', 'padding', 'stride'), meta_reads=('self',))

_op__im2col = _Op(
    '_im2col', _win.FAMILY,
    _win.Spec('_im2col', 'im2col', ('self', 'kernel_size', 'dilation', 'padding', 'stride'), dtypes=_D.GROUPS['all'],
              devices=('cpu', 'cuda'), cpu=_cpu._im2col_window, cpu_par=_cpu._im2col_window_par,
              cuda='_im2col_window'),
    names='refuse', nested='none', backward=_derivative__im2col)


def _im2col(self, kernel_size, dilation, padding, stride):
    """_im2col(Tensor self, int[] kernel_size, int[] dilation, int[] padding, int[] stride) -> Tensor
    (N, C, *spatial) -> (N, C * K, L): every window's elements as a column (kernel offsets inner), 0 in the padding.
"""
    return _pipeline.call(_op__im2col, (self, kernel_size, dilation, padding, stride), None)


# ---- _col2im
def _d__col2im(needs, grads, results, kernel_size, dilation, padding, stride):
    grad = grads[0]
    return (
        (_im2col(grad, kernel_size, dilation, padding, stride)) if needs[0] else None,
    )


_derivative__col2im = _Derivative(_d__col2im, inputs=('self',), reads=('kernel_size', 'dilation', 'padding', 'stride'))

_op__col2im = _Op(
    '_col2im', _win.FAMILY,
    _win.Spec('_col2im', 'col2im', ('self', 'output_size', 'kernel_size', 'dilation', 'padding', 'stride'), dtypes=_D.GROUPS['numeric'],
              devices=('cpu', 'cuda'), cpu=_cpu._col2im_window, cpu_par=_cpu._col2im_window_par,
              cuda='_col2im_window'),
    names='refuse', nested='none', backward=_derivative__col2im)


def _col2im(self, output_size, kernel_size, dilation, padding, stride):
    """_col2im(Tensor self, int[] output_size, int[] kernel_size, int[] dilation, int[] padding, int[] stride) -> Tensor
    (N, C * K, L) -> (N, C, *output_size): each column added back onto the positions im2col read it from.
"""
    return _pipeline.call(_op__col2im, (self, output_size, kernel_size, dilation, padding, stride), None)


# ---- _foreach_add_
_derivative__foreach_add_ = _Derivative(None, reason='an in-place update of a list, run under no_grad')

_op__foreach_add_ = _Op(
    '_foreach_add_', _fe.FAMILY,
    _fe.Spec('_foreach_add_', lists=('self',), written=('self',),
             scalars=('other',), constants=(1.0,),
             dtypes=(_D.float32, _D.float64,), devices=('cpu', 'cuda'),
             cpu=_cpu._foreach_add__foreach, cuda='_foreach_add__foreach'),
    names='none', nested='none', backward=_derivative__foreach_add_)


def _foreach_add_(self, other):
    """_foreach_add_(Tensor[] self, Scalar other) -> ()
    self[i] += other for every i (an optimizer's step counts).
"""
    return _pipeline.call(_op__foreach_add_, (self, other), None)


# ---- _fused_adam_
_derivative__fused_adam_ = _Derivative(None, reason='an optimizer update, run under no_grad')

_op__fused_adam_ = _Op(
    '_fused_adam_', _fe.FAMILY,
    _fe.Spec('_fused_adam_', lists=('params', 'grads', 'exp_avgs', 'exp_avg_sqs'), written=('params', 'exp_avgs', 'exp_avg_sqs'),
             scalars=('weight', 'beta2', 'value', 'step_size', 'bias_correction2_sqrt', 'eps', 'decay', 'weight_decay', 'maximize'), constants=(),
             dtypes=(_D.float32, _D.float64,), devices=('cpu', 'cuda'),
             cpu=_cpu._fused_adam__foreach, cuda='_fused_adam__foreach'),
    names='none', nested='none', backward=_derivative__fused_adam_)


def _fused_adam_(params, grads, exp_avgs, exp_avg_sqs, weight, beta2, value, step_size, bias_correction2_sqrt, eps, decay, weight_decay, maximize):
    """_fused_adam_(Tensor[] params, Tensor[] grads, Tensor[] exp_avgs, Tensor[] exp_avg_sqs, Scalar weight, Scalar beta2, Scalar value, Scalar step_size, Scalar bias_correction2_sqrt, Scalar eps, Scalar decay, Scalar weight_decay, bool maximize) -> ()
    Adam/AdamW's step (optim/adam.py): L2 weight decay on the gradient when weight_decay != 0, decoupled decay through decay.
"""
    return _pipeline.call(_op__fused_adam_, (params, grads, exp_avgs, exp_avg_sqs, weight, beta2, value, step_size, bias_correction2_sqrt, eps, decay, weight_decay, maximize), None)


# ---- _fused_adam_amsgrad_
_derivative__fused_adam_amsgrad_ = _Derivative(None, reason='an optimizer update, run under no_grad')

_op__fused_adam_amsgrad_ = _Op(
    '_fused_adam_amsgrad_', _fe.FAMILY,
    _fe.Spec('_fused_adam_amsgrad_', lists=('params', 'grads', 'exp_avgs', 'exp_avg_sqs', 'max_exp_avg_sqs'), written=('params', 'exp_avgs', 'exp_avg_sqs', 'max_exp_avg_sqs'),
             scalars=('weight', 'beta2', 'value', 'step_size', 'bias_correction2_sqrt', 'eps', 'decay', 'weight_decay', 'maximize'), constants=(),
             dtypes=(_D.float32, _D.float64,), devices=('cpu', 'cuda'),
             cpu=_cpu._fused_adam_amsgrad__foreach, cuda='_fused_adam_amsgrad__foreach'),
    names='none', nested='none', backward=_derivative__fused_adam_amsgrad_)


def _fused_adam_amsgrad_(params, grads, exp_avgs, exp_avg_sqs, max_exp_avg_sqs, weight, beta2, value, step_size, bias_correction2_sqrt, eps, decay, weight_decay, maximize):
    """_fused_adam_amsgrad_(Tensor[] params, Tensor[] grads, Tensor[] exp_avgs, Tensor[] exp_avg_sqs, Tensor[] max_exp_avg_sqs, Scalar weight, Scalar beta2, Scalar value, Scalar step_size, Scalar bias_correction2_sqrt, Scalar eps, Scalar decay, Scalar weight_decay, bool maximize) -> ()
    Adam/AdamW's step with amsgrad: the running maximum of the second moment scales the update.
"""
    return _pipeline.call(_op__fused_adam_amsgrad_, (params, grads, exp_avgs, exp_avg_sqs, max_exp_avg_sqs, weight, beta2, value, step_size, bias_correction2_sqrt, eps, decay, weight_decay, maximize), None)


# ---- _fused_sgd_
_derivative__fused_sgd_ = _Derivative(None, reason='an optimizer update, run under no_grad')

_op__fused_sgd_ = _Op(
    '_fused_sgd_', _fe.FAMILY,
    _fe.Spec('_fused_sgd_', lists=('params', 'grads'), written=('params',),
             scalars=('neg_lr', 'weight_decay', 'maximize'), constants=(),
             dtypes=(_D.float32, _D.float64,), devices=('cpu', 'cuda'),
             cpu=_cpu._fused_sgd__foreach, cuda='_fused_sgd__foreach'),
    names='none', nested='none', backward=_derivative__fused_sgd_)


def _fused_sgd_(params, grads, neg_lr, weight_decay, maximize):
    """_fused_sgd_(Tensor[] params, Tensor[] grads, Scalar neg_lr, Scalar weight_decay, bool maximize) -> ()
    SGD's step without momentum: params += neg_lr * (grad + weight_decay * params).
"""
    return _pipeline.call(_op__fused_sgd_, (params, grads, neg_lr, weight_decay, maximize), None)


# ---- _fused_sgd_momentum_
_derivative__fused_sgd_momentum_ = _Derivative(None, reason='an optimizer update, run under no_grad')

_op__fused_sgd_momentum_ = _Op(
    '_fused_sgd_momentum_', _fe.FAMILY,
    _fe.Spec('_fused_sgd_momentum_', lists=('params', 'grads', 'momentum_buffers'), written=('params', 'momentum_buffers'),
             scalars=('neg_lr', 'weight_decay', 'momentum', 'one_minus_dampening', 'nesterov', 'maximize'), constants=(),
             dtypes=(_D.float32, _D.float64,), devices=('cpu', 'cuda'),
             cpu=_cpu._fused_sgd_momentum__foreach, cuda='_fused_sgd_momentum__foreach'),
    names='none', nested='none', backward=_derivative__fused_sgd_momentum_)


def _fused_sgd_momentum_(params, grads, momentum_buffers, neg_lr, weight_decay, momentum, one_minus_dampening, nesterov, maximize):
    """_fused_sgd_momentum_(Tensor[] params, Tensor[] grads, Tensor[] momentum_buffers, Scalar neg_lr, Scalar weight_decay, Scalar momentum, Scalar one_minus_dampening, bool nesterov, bool maximize) -> ()
    SGD's step with momentum buffers that exist already (the first step clones the gradient into them).
"""
    return _pipeline.call(_op__fused_sgd_momentum_, (params, grads, momentum_buffers, neg_lr, weight_decay, momentum, one_minus_dampening, nesterov, maximize), None)


# ---- _fused_adadelta_
_derivative__fused_adadelta_ = _Derivative(None, reason='an optimizer update, run under no_grad')

_op__fused_adadelta_ = _Op(
    '_fused_adadelta_', _fe.FAMILY,
    _fe.Spec('_fused_adadelta_', lists=('params', 'grads', 'square_avgs', 'acc_deltas'), written=('params', 'square_avgs', 'acc_deltas'),
             scalars=('rho', 'one_minus_rho', 'eps', 'neg_lr', 'weight_decay', 'maximize'), constants=(1.0,),
             dtypes=(_D.float32, _D.float64,), devices=('cpu', 'cuda'),
             cpu=_cpu._fused_adadelta__foreach, cuda='_fused_adadelta__foreach'),
    names='none', nested='none', backward=_derivative__fused_adadelta_)


def _fused_adadelta_(params, grads, square_avgs, acc_deltas, rho, one_minus_rho, eps, neg_lr, weight_decay, maximize):
    """_fused_adadelta_(Tensor[] params, Tensor[] grads, Tensor[] square_avgs, Tensor[] acc_deltas, Scalar rho, Scalar one_minus_rho, Scalar eps, Scalar neg_lr, Scalar weight_decay, bool maximize) -> ()
    Adadelta's step (optim/adagrad.py).
"""
    return _pipeline.call(_op__fused_adadelta_, (params, grads, square_avgs, acc_deltas, rho, one_minus_rho, eps, neg_lr, weight_decay, maximize), None)


# ---- _layer_norm
def _d__layer_norm(needs, grads, results, input, normalized_shape, weight, eps):
    grad = grads[0]
    grad_input_mask = (needs[0], needs[1], needs[2])
    _j0 = (layer_norm_grads(grad, input, results[1], results[2], normalized_shape, weight, eps, grad_input_mask)) if needs[0] or needs[1] or needs[2] else None
    return (
        (_j0[0]) if needs[0] else None,
        (_j0[1]) if needs[1] else None,
        (_j0[2]) if needs[2] else None,
    )


_derivative__layer_norm = _Derivative(_d__layer_norm, inputs=('input', 'weight', 'bias'), reads=('input', 'normalized_shape', 'weight', 'eps'), uses_result=True, outputs=(True, False, False))

_op__layer_norm = _Op(
    '_layer_norm', _nm.FAMILY,
    _nm.Spec('_layer_norm', 'layer_norm', ('input', 'normalized_shape', 'weight', 'bias', 'eps'), dtypes=_D.GROUPS['floating'],
             devices=('cpu', 'cuda'), cpu=_cpu._layer_norm_norm, cpu_par=_cpu._layer_norm_norm_par,
             cpu_affine=None, cuda='_layer_norm'),
    names='refuse', nested='none', backward=_derivative__layer_norm)


def _layer_norm(input, normalized_shape, weight, bias, eps):
    """_layer_norm(Tensor input, int[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)
    (out, mean, var): input normalised over its last dims, then scaled and shifted; mean and the biased variance per row as float64.
"""
    return _pipeline.call(_op__layer_norm, (input, normalized_shape, weight, bias, eps), None)


# ---- _batch_norm
def _d__batch_norm(needs, grads, results, input, weight, eps):
    grad = grads[0]
    grad_input_mask = (needs[0], needs[1], needs[2])
    _j0 = (batch_norm_grads(grad, input, results[1], results[2], weight, eps, grad_input_mask)) if needs[0] or needs[1] or needs[2] else None
    return (
        (_j0[0]) if needs[0] else None,
        (_j0[1]) if needs[1] else None,
        (_j0[2]) if needs[2] else None,
    )


_derivative__batch_norm = _Derivative(_d__batch_norm, inputs=('input', 'weight', 'bias'), reads=('input', 'weight', 'eps'), uses_result=True, outputs=(True, False, False))

_op__batch_norm = _Op(
    '_batch_norm', _nm.FAMILY,
    _nm.Spec('_batch_norm', 'batch_norm', ('input', 'weight', 'bias', 'eps'), dtypes=_D.GROUPS['floating'],
             devices=('cpu', 'cuda'), cpu=_cpu._batch_norm_norm, cpu_par=_cpu._batch_norm_norm_par,
             cpu_affine=None, cuda='_batch_norm'),
    names='refuse', nested='none', backward=_derivative__batch_norm)


def _batch_norm(input, weight, bias, eps):
    """_batch_norm(Tensor input, Tensor? weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)
    (out, mean, var): input normalised per channel (dim 1) over the batch and spatial dims, then scaled and shifted; the batch's mean and biased variance per channel as float64.
"""
    return _pipeline.call(_op__batch_norm, (input, weight, bias, eps), None)


# ---- _layer_norm_backward
_derivative__layer_norm_backward = _Derivative(None, reason='layer_norm_grads runs the operator formulas when the backward records')

_op__layer_norm_backward = _Op(
    '_layer_norm_backward', _nm.FAMILY,
    _nm.Spec('_layer_norm_backward', 'layer_norm_backward', ('grad_out', 'input', 'mean', 'var', 'normalized_shape', 'weight', 'eps', 'need_input', 'need_weight', 'need_bias'), dtypes=_D.GROUPS['floating'],
             devices=('cpu', 'cuda'), cpu=_cpu._layer_norm_backward_norm, cpu_par=_cpu._layer_norm_backward_norm_par,
             cpu_affine=_cpu._layer_norm_backward_affine, cuda='_layer_norm_backward'),
    names='refuse', nested='none', backward=_derivative__layer_norm_backward)


def _layer_norm_backward(grad_out, input, mean, var, normalized_shape, weight, eps, need_input, need_weight, need_bias):
    """_layer_norm_backward(Tensor grad_out, Tensor input, Tensor mean, Tensor var, int[] normalized_shape, Tensor? weight, float eps, bool need_input, bool need_weight, bool need_bias) -> (Tensor, Tensor, Tensor)
    _layer_norm's input, weight and bias gradients (None where not needed), from its statistics.
"""
    return _pipeline.call(_op__layer_norm_backward, (grad_out, input, mean, var, normalized_shape, weight, eps, need_input, need_weight, need_bias), None)


# ---- _batch_norm_backward
_derivative__batch_norm_backward = _Derivative(None, reason='batch_norm_grads runs the operator formulas when the backward records')

_op__batch_norm_backward = _Op(
    '_batch_norm_backward', _nm.FAMILY,
    _nm.Spec('_batch_norm_backward', 'batch_norm_backward', ('grad_out', 'input', 'mean', 'var', 'weight', 'eps', 'need_input', 'need_weight', 'need_bias'), dtypes=_D.GROUPS['floating'],
             devices=('cpu', 'cuda'), cpu=_cpu._batch_norm_backward_norm, cpu_par=_cpu._batch_norm_backward_norm_par,
             cpu_affine=None, cuda='_batch_norm_backward'),
    names='refuse', nested='none', backward=_derivative__batch_norm_backward)


def _batch_norm_backward(grad_out, input, mean, var, weight, eps, need_input, need_weight, need_bias):
    """_batch_norm_backward(Tensor grad_out, Tensor input, Tensor mean, Tensor var, Tensor? weight, float eps, bool need_input, bool need_weight, bool need_bias) -> (Tensor, Tensor, Tensor)
    _batch_norm's input, weight and bias gradients (None where not needed), from its statistics.
"""
    return _pipeline.call(_op__batch_norm_backward, (grad_out, input, mean, var, weight, eps, need_input, need_weight, need_bias), None)


# ---- _linear
def _d__linear(needs, grads, results, input, weight):
    grad = grads[0]
    return (
        (_linear_grad_input(grad, weight)) if needs[0] else None,
        (_linear_grad_weight(grad, input)) if needs[1] else None,
    )


_derivative__linear = _Derivative(_d__linear, inputs=('input', 'weight'), reads=('input', 'weight'))

_op__linear = _Op(
    '_linear', _ct.FAMILY,
    _ct.Contraction(
        '_linear', form='linear', operands=('input', 'weight'), added=None,
        plain=True, scalars=(), dtypes=_D.GROUPS['numeric'],
        devices=('cpu', 'cuda'),
        epilogue=_cpu._linear_epilogue,
        bmm=(_cpu._linear_bmm, _cpu._linear_bmm_par),
        cuda='_linear_kernel'),
    names='refuse', nested='none', autocast='lower_precision', backward=_derivative__linear)


def _linear(input, weight):
    """_linear(Tensor input, Tensor weight) -> Tensor
    input (..., K) @ weight (N, K)^T -> (..., N).
"""
    return _pipeline.call(_op__linear, (input, weight, None, ()))


# ---- _linear_bias
def _d__linear_bias(needs, grads, results, input, weight):
    grad = grads[0]
    return (
        (_linear_grad_input(grad, weight)) if needs[0] else None,
        (_linear_grad_weight(grad, input)) if needs[1] else None,
        (grad) if needs[2] else None,
    )


_derivative__linear_bias = _Derivative(_d__linear_bias, inputs=('input', 'weight', 'bias'), reads=('input', 'weight'))

_op__linear_bias = _Op(
    '_linear_bias', _ct.FAMILY,
    _ct.Contraction(
        '_linear_bias', form='linear', operands=('input', 'weight'), added='bias',
        plain=False, scalars=(), dtypes=_D.GROUPS['numeric'],
        devices=('cpu', 'cuda'),
        epilogue=_cpu._linear_bias_epilogue,
        bmm=(_cpu._linear_bias_bmm, _cpu._linear_bias_bmm_par),
        cuda='_linear_bias_kernel'),
    names='refuse', nested='none', autocast='lower_precision', backward=_derivative__linear_bias)


def _linear_bias(input, weight, bias):
    """_linear_bias(Tensor input, Tensor weight, Tensor bias) -> Tensor
    input (..., K) @ weight (N, K)^T + bias (N,) -> (..., N).
"""
    return _pipeline.call(_op__linear_bias, (input, weight, bias, ()))


# ---- _linear_grad_input
def _d__linear_grad_input(needs, grads, results, grad_output, weight):
    grad = grads[0]
    return (
        (_linear(grad, weight)) if needs[0] else None,
        (_linear_grad_weight(grad_output, grad)) if needs[1] else None,
    )


_derivative__linear_grad_input = _Derivative(_d__linear_grad_input, inputs=('grad_output', 'weight'), reads=('grad_output', 'weight'))

_op__linear_grad_input = _Op(
    '_linear_grad_input', _ct.FAMILY,
    _ct.Contraction(
        '_linear_grad_input', form='linear_grad_input', operands=('grad_output', 'weight'), added=None,
        plain=True, scalars=(), dtypes=_D.GROUPS['numeric'],
        devices=('cpu', 'cuda'),
        epilogue=_cpu._linear_grad_input_epilogue,
        bmm=(_cpu._linear_grad_input_bmm, _cpu._linear_grad_input_bmm_par),
        cuda='_linear_grad_input_kernel'),
    names='refuse', nested='none', backward=_derivative__linear_grad_input)


def _linear_grad_input(grad_output, weight):
    """_linear_grad_input(Tensor grad_output, Tensor weight) -> Tensor
    grad_output (..., N) @ weight (N, K) -> (..., K): a linear layer's input gradient.
"""
    return _pipeline.call(_op__linear_grad_input, (grad_output, weight, None, ()))


# ---- _linear_grad_weight
def _d__linear_grad_weight(needs, grads, results, grad_output, input):
    grad = grads[0]
    return (
        (_linear(input, grad)) if needs[0] else None,
        (_linear_grad_input(grad_output, grad)) if needs[1] else None,
    )


_derivative__linear_grad_weight = _Derivative(_d__linear_grad_weight, inputs=('grad_output', 'input'), reads=('grad_output', 'input'))

_op__linear_grad_weight = _Op(
    '_linear_grad_weight', _ct.FAMILY,
    _ct.Contraction(
        '_linear_grad_weight', form='linear_grad_weight', operands=('grad_output', 'input'), added=None,
        plain=True, scalars=(), dtypes=_D.GROUPS['numeric'],
        devices=('cpu', 'cuda'),
        epilogue=_cpu._linear_grad_weight_epilogue,
        bmm=(_cpu._linear_grad_weight_bmm, _cpu._linear_grad_weight_bmm_par),
        cuda='_linear_grad_weight_kernel'),
    names='refuse', nested='none', backward=_derivative__linear_grad_weight)


def _linear_grad_weight(grad_output, input):
    """_linear_grad_weight(Tensor grad_output, Tensor input) -> Tensor
    grad_output (..., N)^T @ input (..., K) -> (N, K), summed over the leading dims: a linear layer's weight gradient.
"""
    return _pipeline.call(_op__linear_grad_weight, (grad_output, input, None, ()))


# Every operator's record (core/op.py Op), by name.
RECORDS = {
    'add': _op_add,
    'sub': _op_sub,
    'mul': _op_mul,
    'div': _op_div,
    'floor_divide': _op_floor_divide,
    'remainder': _op_remainder,
    'fmod': _op_fmod,
    'pow': _op_pow,
    'addcmul': _op_addcmul,
    'addcdiv': _op_addcdiv,
    'atan2': _op_atan2,
    'maximum': _op_maximum,
    'minimum': _op_minimum,
    'clamp': _op_clamp,
    'where': _op_where,
    'bitwise_and': _op_bitwise_and,
    'bitwise_or': _op_bitwise_or,
    'bitwise_xor': _op_bitwise_xor,
    'bitwise_not': _op_bitwise_not,
    'logical_not': _op_logical_not,
    'logical_and': _op_logical_and,
    'logical_or': _op_logical_or,
    'logical_xor': _op_logical_xor,
    'eq': _op_eq,
    'ne': _op_ne,
    'lt': _op_lt,
    'le': _op_le,
    'gt': _op_gt,
    'ge': _op_ge,
    'neg': _op_neg,
    'abs': _op_abs,
    'sign': _op_sign,
    'sgn': _op_sgn,
    'square': _op_square,
    'ceil': _op_ceil,
    'floor': _op_floor,
    'trunc': _op_trunc,
    'round': _op_round,
    'frac': _op_frac,
    'reciprocal': _op_reciprocal,
    'sqrt': _op_sqrt,
    'rsqrt': _op_rsqrt,
    'exp': _op_exp,
    'expm1': _op_expm1,
    'log': _op_log,
    'log2': _op_log2,
    'log10': _op_log10,
    'log1p': _op_log1p,
    'sin': _op_sin,
    'cos': _op_cos,
    'tan': _op_tan,
    'asin': _op_asin,
    'acos': _op_acos,
    'atan': _op_atan,
    'sinh': _op_sinh,
    'cosh': _op_cosh,
    'tanh': _op_tanh,
    'sigmoid': _op_sigmoid,
    'erf': _op_erf,
    'erfc': _op_erfc,
    'erfinv': _op_erfinv,
    'digamma': _op_digamma,
    'acosh': _op_acosh,
    'asinh': _op_asinh,
    'atanh': _op_atanh,
    'clamp_min': _op_clamp_min,
    'clamp_max': _op_clamp_max,
    'copysign': _op_copysign,
    'nextafter': _op_nextafter,
    'deg2rad': _op_deg2rad,
    'rad2deg': _op_rad2deg,
    'exp2': _op_exp2,
    'float_power': _op_float_power,
    'fmax': _op_fmax,
    'fmin': _op_fmin,
    'gcd': _op_gcd,
    'lcm': _op_lcm,
    'heaviside': _op_heaviside,
    'hypot': _op_hypot,
    'i0': _op_i0,
    'isfinite': _op_isfinite,
    'isinf': _op_isinf,
    'isnan': _op_isnan,
    'isposinf': _op_isposinf,
    'isneginf': _op_isneginf,
    'signbit': _op_signbit,
    'isclose': _op_isclose,
    'ldexp': _op_ldexp,
    'lerp': _op_lerp,
    'lgamma': _op_lgamma,
    'logaddexp': _op_logaddexp,
    'logaddexp2': _op_logaddexp2,
    'logit': _op_logit,
    'nan_to_num': _op_nan_to_num,
    'polygamma': _op_polygamma,
    'sinc': _op_sinc,
    'threshold': _op_threshold,
    'xlogy': _op_xlogy,
    'bitwise_left_shift': _op_bitwise_left_shift,
    'bitwise_right_shift': _op_bitwise_right_shift,
    'special_entr': _op_special_entr,
    'special_erfcx': _op_special_erfcx,
    'special_ndtri': _op_special_ndtri,
    'special_log_ndtr': _op_special_log_ndtr,
    'special_ndtr': _op_special_ndtr,
    'special_i0e': _op_special_i0e,
    'special_i1': _op_special_i1,
    'special_i1e': _op_special_i1e,
    'special_xlog1py': _op_special_xlog1py,
    'special_zeta': _op_special_zeta,
    'igamma': _op_igamma,
    'igammac': _op_igammac,
    'mvlgamma': _op_mvlgamma,
    'special_bessel_j0': _op_special_bessel_j0,
    'special_bessel_j1': _op_special_bessel_j1,
    'special_bessel_y0': _op_special_bessel_y0,
    'special_bessel_y1': _op_special_bessel_y1,
    'special_modified_bessel_i0': _op_special_modified_bessel_i0,
    'special_modified_bessel_i1': _op_special_modified_bessel_i1,
    'special_modified_bessel_k0': _op_special_modified_bessel_k0,
    'special_modified_bessel_k1': _op_special_modified_bessel_k1,
    'special_scaled_modified_bessel_k0': _op_special_scaled_modified_bessel_k0,
    'special_scaled_modified_bessel_k1': _op_special_scaled_modified_bessel_k1,
    'special_spherical_bessel_j0': _op_special_spherical_bessel_j0,
    'special_airy_ai': _op_special_airy_ai,
    'special_chebyshev_polynomial_t': _op_special_chebyshev_polynomial_t,
    'special_chebyshev_polynomial_u': _op_special_chebyshev_polynomial_u,
    'special_chebyshev_polynomial_v': _op_special_chebyshev_polynomial_v,
    'special_chebyshev_polynomial_w': _op_special_chebyshev_polynomial_w,
    'special_shifted_chebyshev_polynomial_t': _op_special_shifted_chebyshev_polynomial_t,
    'special_shifted_chebyshev_polynomial_u': _op_special_shifted_chebyshev_polynomial_u,
    'special_shifted_chebyshev_polynomial_v': _op_special_shifted_chebyshev_polynomial_v,
    'special_shifted_chebyshev_polynomial_w': _op_special_shifted_chebyshev_polynomial_w,
    'special_hermite_polynomial_h': _op_special_hermite_polynomial_h,
    'special_hermite_polynomial_he': _op_special_hermite_polynomial_he,
    'special_laguerre_polynomial_l': _op_special_laguerre_polynomial_l,
    'special_legendre_polynomial_p': _op_special_legendre_polynomial_p,
    'rsub': _op_rsub,
    'angle': _op_angle,
    'poisson': _op_poisson,
    'geometric_': _op_geometric_,
    'cov': _op_cov,
    'corrcoef': _op_corrcoef,
    'histogram': _op_histogram,
    'histogramdd': _op_histogramdd,
    'column_stack': _op_column_stack,
    'diagflat': _op_diagflat,
    'cartesian_prod': _op_cartesian_prod,
    'vander': _op_vander,
    'renorm': _op_renorm,
    'sum_to_size': _op_sum_to_size,
    'split_with_sizes': _op_split_with_sizes,
    'scalar_tensor': _op_scalar_tensor,
    'index_reduce': _op_index_reduce,
    'bartlett_window': _op_bartlett_window,
    'blackman_window': _op_blackman_window,
    'hamming_window': _op_hamming_window,
    'hann_window': _op_hann_window,
    'kaiser_window': _op_kaiser_window,
    '_to_copy': _op__to_copy,
    'transpose': _op_transpose,
    'swapaxes': _op_swapaxes,
    'swapdims': _op_swapdims,
    't': _op_t,
    'permute': _op_permute,
    'select': _op_select,
    'narrow': _op_narrow,
    '_slice': _op__slice,
    'squeeze': _op_squeeze,
    'unsqueeze': _op_unsqueeze,
    'expand': _op_expand,
    'unfold': _op_unfold,
    'expand_as': _op_expand_as,
    'view': _op_view,
    'reshape': _op_reshape,
    '_view_dtype': _op__view_dtype,
    'view_as': _op_view_as,
    'reshape_as': _op_reshape_as,
    'flatten': _op_flatten,
    'unflatten': _op_unflatten,
    'detach': _op_detach,
    'contiguous': _op_contiguous,
    'unbind': _op_unbind,
    'split': _op_split,
    'chunk': _op_chunk,
    'clone': _op_clone,
    'copy': _op_copy,
    'fill': _op_fill,
    'zero': _op_zero,
    'cat': _op_cat,
    'concat': _op_concat,
    'concatenate': _op_concatenate,
    'stack': _op_stack,
    '_masked_fill': _op__masked_fill,
    'masked_fill': _op_masked_fill,
    'index_fill': _op_index_fill,
    'masked_select': _op_masked_select,
    'gather': _op_gather,
    'take_along_dim': _op_take_along_dim,
    'index_select': _op_index_select,
    'embedding': _op_embedding,
    'embedding_dense_backward': _op_embedding_dense_backward,
    'embedding_sparse_backward': _op_embedding_sparse_backward,
    'take': _op_take,
    'scatter': _op_scatter,
    'scatter_add': _op_scatter_add,
    'scatter_reduce': _op_scatter_reduce,
    'index_add': _op_index_add,
    'index_copy': _op_index_copy,
    'masked_scatter': _op_masked_scatter,
    'index_put': _op_index_put,
    'select_scatter': _op_select_scatter,
    'slice_scatter': _op_slice_scatter,
    'nonzero': _op_nonzero,
    'argwhere': _op_argwhere,
    'sort': _op_sort,
    'argsort': _op_argsort,
    'msort': _op_msort,
    'searchsorted': _op_searchsorted,
    'bucketize': _op_bucketize,
    'unique': _op_unique,
    'unique_consecutive': _op_unique_consecutive,
    'isin': _op_isin,
    'nanmedian': _op_nanmedian,
    'quantile': _op_quantile,
    'nanquantile': _op_nanquantile,
    'histc': _op_histc,
    'bincount': _op_bincount,
    'resize': _op_resize,
    'resize_as': _op_resize_as,
    'sum': _op_sum,
    'prod': _op_prod,
    'mean': _op_mean,
    'var': _op_var,
    'std': _op_std,
    'var_mean': _op_var_mean,
    'std_mean': _op_std_mean,
    'logsumexp': _op_logsumexp,
    'all': _op_all,
    'any': _op_any,
    'amax': _op_amax,
    'amin': _op_amin,
    'max': _op_max,
    'min': _op_min,
    'argmax': _op_argmax,
    'argmin': _op_argmin,
    'median': _op_median,
    'kthvalue': _op_kthvalue,
    'mode': _op_mode,
    'topk': _op_topk,
    'cumsum': _op_cumsum,
    'cumprod': _op_cumprod,
    'nansum': _op_nansum,
    'nanmean': _op_nanmean,
    'count_nonzero': _op_count_nonzero,
    'aminmax': _op_aminmax,
    'norm': _op_norm,
    'logcumsumexp': _op_logcumsumexp,
    'cummax': _op_cummax,
    'cummin': _op_cummin,
    'dot': _op_dot,
    'mv': _op_mv,
    'mm': _op_mm,
    'bmm': _op_bmm,
    'matmul': _op_matmul,
    'addmm': _op_addmm,
    'addmv': _op_addmv,
    'linspace': _op_linspace,
    'logspace': _op_logspace,
    'randperm': _op_randperm,
    'multinomial': _op_multinomial,
    'uniform_': _op_uniform_,
    'normal_': _op_normal_,
    'normal': _op_normal,
    'cauchy_': _op_cauchy_,
    'exponential_': _op_exponential_,
    'log_normal_': _op_log_normal_,
    'bernoulli_': _op_bernoulli_,
    'bernoulli': _op_bernoulli,
    'random_': _op_random_,
    '_dropout': _op__dropout,
    '_dropout_': _op__dropout_,
    'relu': _op_relu,
    'threshold_backward': _op_threshold_backward,
    'gelu': _op_gelu,
    '_gelu_backward': _op__gelu_backward,
    'silu': _op_silu,
    'softmax': _op_softmax,
    'log_softmax': _op_log_softmax,
    'diagonal': _op_diagonal,
    'movedim': _op_movedim,
    'moveaxis': _op_moveaxis,
    'broadcast_to': _op_broadcast_to,
    'ravel': _op_ravel,
    'atleast_1d': _op_atleast_1d,
    'atleast_2d': _op_atleast_2d,
    'atleast_3d': _op_atleast_3d,
    'tensor_split': _op_tensor_split,
    'vsplit': _op_vsplit,
    'hsplit': _op_hsplit,
    'dsplit': _op_dsplit,
    'as_strided': _op_as_strided,
    'flip': _op_flip,
    'roll': _op_roll,
    'tril': _op_tril,
    'triu': _op_triu,
    'diag_embed': _op_diag_embed,
    'repeat': _op_repeat,
    'repeat_interleave': _op_repeat_interleave,
    'fliplr': _op_fliplr,
    'flipud': _op_flipud,
    'rot90': _op_rot90,
    'diag': _op_diag,
    'diff': _op_diff,
    'tile': _op_tile,
    'hstack': _op_hstack,
    'vstack': _op_vstack,
    'dstack': _op_dstack,
    'broadcast_tensors': _op_broadcast_tensors,
    'meshgrid': _op_meshgrid,
    'block_diag': _op_block_diag,
    'unravel_index': _op_unravel_index,
    'trapezoid': _op_trapezoid,
    'cross': _op_cross,
    'cdist': _op_cdist,
    'tensordot': _op_tensordot,
    'kron': _op_kron,
    'einsum': _op_einsum,
    'addbmm': _op_addbmm,
    'addr': _op_addr,
    'baddbmm': _op_baddbmm,
    'positive': _op_positive,
    'trace': _op_trace,
    'outer': _op_outer,
    'ger': _op_ger,
    'inner': _op_inner,
    'vdot': _op_vdot,
    'embedding_bag': _op_embedding_bag,
    'grid_sampler': _op_grid_sampler,
    'affine_grid_generator': _op_affine_grid_generator,
    '_upsample_bicubic2d': _op__upsample_bicubic2d,
    '_upsample_bilinear2d_aa': _op__upsample_bilinear2d_aa,
    '_upsample_bicubic2d_aa': _op__upsample_bicubic2d_aa,
    '_upsample_lanczos2d_aa': _op__upsample_lanczos2d_aa,
    '_ctc_nll': _op__ctc_nll,
    '_ctc_nll_backward': _op__ctc_nll_backward,
    'ctc_loss': _op_ctc_loss,
    '_lstm_layer': _op__lstm_layer,
    '_gru_layer': _op__gru_layer,
    '_rnn_tanh_layer': _op__rnn_tanh_layer,
    '_rnn_relu_layer': _op__rnn_relu_layer,
    '_lstm_layer_backward': _op__lstm_layer_backward,
    '_gru_layer_backward': _op__gru_layer_backward,
    '_rnn_tanh_layer_backward': _op__rnn_tanh_layer_backward,
    '_rnn_relu_layer_backward': _op__rnn_relu_layer_backward,
    'pdist': _op_pdist,
    '_max_unpool2d': _op__max_unpool2d,
    '_max_unpool3d': _op__max_unpool3d,
    'to_padded_tensor': _op_to_padded_tensor,
    'leaky_relu': _op_leaky_relu,
    'elu': _op_elu,
    'softplus': _op_softplus,
    '_binary_cross_entropy': _op__binary_cross_entropy,
    'logsigmoid': _op_logsigmoid,
    'hardtanh': _op_hardtanh,
    'mish': _op_mish,
    'hardswish': _op_hardswish,
    'hardsigmoid': _op_hardsigmoid,
    '_adam_exp_avg': _op__adam_exp_avg,
    '_adam_exp_avg_sq': _op__adam_exp_avg_sq,
    '_adam_param': _op__adam_param,
    'det': _op_det,
    'slogdet': _op_slogdet,
    'logdet': _op_logdet,
    'inverse': _op_inverse,
    '_linalg_solve': _op__linalg_solve,
    '_linalg_lu_factor_ex': _op__linalg_lu_factor_ex,
    '_linalg_lu_solve': _op__linalg_lu_solve,
    'matrix_exp': _op_matrix_exp,
    '_linalg_svd': _op__linalg_svd,
    '_linalg_eigh': _op__linalg_eigh,
    '_linalg_qr': _op__linalg_qr,
    '_linalg_cholesky_ex': _op__linalg_cholesky_ex,
    '_linalg_solve_triangular': _op__linalg_solve_triangular,
    '_linalg_pinv': _op__linalg_pinv,
    'cholesky_solve': _op_cholesky_solve,
    'cholesky_inverse': _op_cholesky_inverse,
    '_linalg_svdvals': _op__linalg_svdvals,
    'svd': _op_svd,
    '_linalg_eigvalsh': _op__linalg_eigvalsh,
    'qr': _op_qr,
    '_linalg_cholesky': _op__linalg_cholesky,
    'cholesky': _op_cholesky,
    'triangular_solve': _op_triangular_solve,
    '_linalg_lu_factor': _op__linalg_lu_factor,
    'lu_unpack': _op_lu_unpack,
    '_linalg_lu': _op__linalg_lu,
    'lu': _op_lu,
    'lu_solve': _op_lu_solve,
    '_linalg_lstsq': _op__linalg_lstsq,
    '_linalg_matrix_rank': _op__linalg_matrix_rank,
    'pinverse': _op_pinverse,
    'matrix_power': _op_matrix_power,
    '_linalg_multi_dot': _op__linalg_multi_dot,
    'chain_matmul': _op_chain_matmul,
    '_linalg_vecdot': _op__linalg_vecdot,
    '_linalg_cross': _op__linalg_cross,
    '_mm_out_dtype': _op__mm_out_dtype,
    '_bmm_out_dtype': _op__bmm_out_dtype,
    '_addmm_out_dtype': _op__addmm_out_dtype,
    '_baddbmm_out_dtype': _op__baddbmm_out_dtype,
    '_im2col': _op__im2col,
    '_col2im': _op__col2im,
    '_foreach_add_': _op__foreach_add_,
    '_fused_adam_': _op__fused_adam_,
    '_fused_adam_amsgrad_': _op__fused_adam_amsgrad_,
    '_fused_sgd_': _op__fused_sgd_,
    '_fused_sgd_momentum_': _op__fused_sgd_momentum_,
    '_fused_adadelta_': _op__fused_adadelta_,
    '_layer_norm': _op__layer_norm,
    '_batch_norm': _op__batch_norm,
    '_layer_norm_backward': _op__layer_norm_backward,
    '_batch_norm_backward': _op__batch_norm_backward,
    '_linear': _op__linear,
    '_linear_bias': _op__linear_bias,
    '_linear_grad_input': _op__linear_grad_input,
    '_linear_grad_weight': _op__linear_grad_weight,
}

# The copy kernel the call pipeline's one writer uses (ops.yaml `_to_copy`).
_cp.COPY_CASE = __to_copy_case

# ops.yaml `nested:` of every op: the nested-tensor dispatcher (runtime/nested/ops.py)
# runs an op on nested operands only where this declares a rule.
NESTED = {
    'add': 'elementwise',
    'sub': 'elementwise',
    'mul': 'elementwise',
    'div': 'elementwise',
    'floor_divide': 'elementwise',
    'remainder': 'elementwise',
    'fmod': 'elementwise',
    'pow': 'elementwise',
    'addcmul': 'elementwise',
    'addcdiv': 'elementwise',
    'atan2': 'elementwise',
    'maximum': 'elementwise',
    'minimum': 'elementwise',
    'clamp': 'elementwise',
    'where': 'elementwise',
    'bitwise_and': 'elementwise',
    'bitwise_or': 'elementwise',
    'bitwise_xor': 'elementwise',
    'bitwise_not': 'elementwise',
    'logical_not': 'elementwise',
    'logical_and': 'elementwise',
    'logical_or': 'elementwise',
    'logical_xor': 'elementwise',
    'eq': 'elementwise',
    'ne': 'elementwise',
    'lt': 'elementwise',
    'le': 'elementwise',
    'gt': 'elementwise',
    'ge': 'elementwise',
    'neg': 'elementwise',
    'abs': 'elementwise',
    'sign': 'elementwise',
    'sgn': 'elementwise',
    'square': 'elementwise',
    'ceil': 'elementwise',
    'floor': 'elementwise',
    'trunc': 'elementwise',
    'round': 'elementwise',
    'frac': 'elementwise',
    'reciprocal': 'elementwise',
    'sqrt': 'elementwise',
    'rsqrt': 'elementwise',
    'exp': 'elementwise',
    'expm1': 'elementwise',
    'log': 'elementwise',
    'log2': 'elementwise',
    'log10': 'elementwise',
    'log1p': 'elementwise',
    'sin': 'elementwise',
    'cos': 'elementwise',
    'tan': 'elementwise',
    'asin': 'elementwise',
    'acos': 'elementwise',
    'atan': 'elementwise',
    'sinh': 'elementwise',
    'cosh': 'elementwise',
    'tanh': 'elementwise',
    'sigmoid': 'elementwise',
    'erf': 'elementwise',
    'erfc': 'elementwise',
    'erfinv': 'elementwise',
    'digamma': 'elementwise',
    'acosh': 'elementwise',
    'asinh': 'elementwise',
    'atanh': 'elementwise',
    'clamp_min': 'elementwise',
    'clamp_max': 'elementwise',
    'copysign': 'elementwise',
    'nextafter': 'elementwise',
    'deg2rad': 'elementwise',
    'rad2deg': 'elementwise',
    'exp2': 'elementwise',
    'float_power': 'elementwise',
    'fmax': 'elementwise',
    'fmin': 'elementwise',
    'gcd': 'elementwise',
    'lcm': 'elementwise',
    'heaviside': 'elementwise',
    'hypot': 'elementwise',
    'i0': 'elementwise',
    'isfinite': 'elementwise',
    'isinf': 'elementwise',
    'isnan': 'elementwise',
    'isposinf': 'elementwise',
    'isneginf': 'elementwise',
    'signbit': 'elementwise',
    'isclose': 'elementwise',
    'ldexp': 'elementwise',
    'lerp': 'elementwise',
    'lgamma': 'elementwise',
    'logaddexp': 'elementwise',
    'logaddexp2': 'elementwise',
    'logit': 'elementwise',
    'nan_to_num': 'elementwise',
    'polygamma': 'elementwise',
    'sinc': 'elementwise',
    'threshold': 'elementwise',
    'xlogy': 'elementwise',
    'bitwise_left_shift': 'elementwise',
    'bitwise_right_shift': 'elementwise',
    'special_entr': 'elementwise',
    'special_erfcx': 'elementwise',
    'special_ndtri': 'elementwise',
    'special_log_ndtr': 'elementwise',
    'special_ndtr': 'none',
    'special_i0e': 'elementwise',
    'special_i1': 'elementwise',
    'special_i1e': 'elementwise',
    'special_xlog1py': 'elementwise',
    'special_zeta': 'elementwise',
    'igamma': 'elementwise',
    'igammac': 'elementwise',
    'mvlgamma': 'none',
    'special_bessel_j0': 'elementwise',
    'special_bessel_j1': 'elementwise',
    'special_bessel_y0': 'elementwise',
    'special_bessel_y1': 'elementwise',
    'special_modified_bessel_i0': 'elementwise',
    'special_modified_bessel_i1': 'elementwise',
    'special_modified_bessel_k0': 'elementwise',
    'special_modified_bessel_k1': 'elementwise',
    'special_scaled_modified_bessel_k0': 'elementwise',
    'special_scaled_modified_bessel_k1': 'elementwise',
    'special_spherical_bessel_j0': 'elementwise',
    'special_airy_ai': 'elementwise',
    'special_chebyshev_polynomial_t': 'elementwise',
    'special_chebyshev_polynomial_u': 'elementwise',
    'special_chebyshev_polynomial_v': 'elementwise',
    'special_chebyshev_polynomial_w': 'elementwise',
    'special_shifted_chebyshev_polynomial_t': 'elementwise',
    'special_shifted_chebyshev_polynomial_u': 'elementwise',
    'special_shifted_chebyshev_polynomial_v': 'elementwise',
    'special_shifted_chebyshev_polynomial_w': 'elementwise',
    'special_hermite_polynomial_h': 'elementwise',
    'special_hermite_polynomial_he': 'elementwise',
    'special_laguerre_polynomial_l': 'elementwise',
    'special_legendre_polynomial_p': 'elementwise',
    'rsub': 'elementwise',
    'angle': 'elementwise',
    'poisson': 'none',
    'geometric_': 'none',
    'cov': 'none',
    'corrcoef': 'none',
    'histogram': 'none',
    'histogramdd': 'none',
    'column_stack': 'none',
    'diagflat': 'none',
    'cartesian_prod': 'none',
    'vander': 'none',
    'renorm': 'none',
    'sum_to_size': 'none',
    'is_same_size': 'none',
    'split_with_sizes': 'regular_dim',
    'scalar_tensor': 'none',
    'index_reduce': 'none',
    'bartlett_window': 'none',
    'blackman_window': 'none',
    'hamming_window': 'none',
    'hann_window': 'none',
    'kaiser_window': 'none',
    '_to_copy': 'elementwise',
    'transpose': 'transpose_not_dim0',
    'swapaxes': 'transpose_not_dim0',
    'swapdims': 'transpose_not_dim0',
    't': 'none',
    'permute': 'none',
    'select': 'select',
    'narrow': 'regular_dim',
    '_slice': 'none',
    'squeeze': 'regular_dim',
    'unsqueeze': 'regular_dim',
    'expand': 'none',
    'unfold': 'none',
    'expand_as': 'none',
    'view': 'reshape_batch_kept',
    'reshape': 'reshape_batch_kept',
    '_view_dtype': 'none',
    'view_as': 'none',
    'reshape_as': 'reshape_batch_kept',
    'flatten': 'regular_dim',
    'unflatten': 'regular_dim',
    'detach': 'as_dense',
    'contiguous': 'as_dense',
    'unbind': 'unbind_dim0',
    'split': 'regular_dim',
    'chunk': 'regular_dim',
    'clone': 'as_dense',
    'copy': 'none',
    'fill': 'none',
    'zero': 'none',
    'cat': 'regular_dim',
    'concat': 'regular_dim',
    'concatenate': 'regular_dim',
    'stack': 'none',
    '_masked_fill': 'none',
    'masked_fill': 'elementwise',
    'index_fill': 'none',
    '_take': 'none',
    'masked_select': 'none',
    'gather': 'none',
    'take_along_dim': 'none',
    'index_select': 'none',
    'embedding': 'packed_indices',
    'embedding_dense_backward': 'packed_indices',
    'embedding_sparse_backward': 'none',
    'take': 'none',
    'scatter': 'none',
    'scatter_add': 'none',
    'scatter_reduce': 'none',
    'index_add': 'none',
    'index_copy': 'none',
    'masked_scatter': 'none',
    'index_put': 'none',
    'select_scatter': 'none',
    'slice_scatter': 'none',
    'nonzero': 'none',
    'argwhere': 'none',
    'sort': 'none',
    'argsort': 'none',
    'msort': 'none',
    'searchsorted': 'none',
    'bucketize': 'none',
    'unique': 'none',
    'unique_consecutive': 'none',
    'isin': 'none',
    'nanmedian': 'none',
    'quantile': 'none',
    'nanquantile': 'none',
    'histc': 'none',
    'bincount': 'none',
    'resize': 'none',
    'resize_as': 'none',
    'sum': 'reduce_not_dim0',
    'prod': 'reduce_not_dim0',
    'mean': 'reduce_not_dim0',
    'var': 'none',
    'std': 'none',
    'var_mean': 'none',
    'std_mean': 'none',
    'logsumexp': 'none',
    'all': 'reduce_not_dim0',
    'any': 'reduce_not_dim0',
    'amax': 'reduce_not_dim0',
    'amin': 'reduce_not_dim0',
    'max': 'reduce_regular_dim',
    'min': 'reduce_regular_dim',
    'argmax': 'reduce_regular_dim',
    'argmin': 'reduce_regular_dim',
    'median': 'none',
    'kthvalue': 'none',
    'mode': 'none',
    'topk': 'none',
    'cumsum': 'scan_not_dim0',
    'cumprod': 'none',
    'nansum': 'none',
    'nanmean': 'none',
    'count_nonzero': 'none',
    'aminmax': 'none',
    'norm': 'none',
    'logcumsumexp': 'none',
    'cummax': 'none',
    'cummin': 'none',
    'dist': 'none',
    'allclose': 'none',
    'equal': 'none',
    'is_complex': 'none',
    'is_nonzero': 'none',
    'dot': 'none',
    'mv': 'none',
    'mm': 'none',
    'bmm': 'bmm',
    'matmul': 'batched_matmul',
    'addmm': 'none',
    'addmv': 'none',
    'linspace': 'none',
    'logspace': 'none',
    'randperm': 'none',
    'multinomial': 'none',
    'uniform_': 'none',
    'normal_': 'none',
    'normal': 'none',
    'cauchy_': 'none',
    'exponential_': 'none',
    'log_normal_': 'none',
    'bernoulli_': 'none',
    'bernoulli': 'none',
    'random_': 'none',
    '_dropout': 'elementwise',
    '_dropout_': 'elementwise',
    'relu': 'elementwise',
    'threshold_backward': 'elementwise',
    'gelu': 'elementwise',
    '_gelu_backward': 'elementwise',
    'silu': 'elementwise',
    'softmax': 'rowwise_not_dim0',
    'log_softmax': 'rowwise_not_dim0',
    'diagonal': 'none',
    'movedim': 'none',
    'moveaxis': 'none',
    'broadcast_to': 'none',
    'ravel': 'none',
    'atleast_1d': 'none',
    'atleast_2d': 'none',
    'atleast_3d': 'none',
    'tensor_split': 'none',
    'vsplit': 'none',
    'hsplit': 'none',
    'dsplit': 'none',
    'as_strided': 'none',
    'flip': 'none',
    'roll': 'none',
    'tril': 'none',
    'triu': 'none',
    'diag_embed': 'none',
    'repeat': 'none',
    'repeat_interleave': 'none',
    'fliplr': 'none',
    'flipud': 'none',
    'rot90': 'none',
    'diag': 'none',
    'diff': 'none',
    'tile': 'none',
    'hstack': 'none',
    'vstack': 'none',
    'dstack': 'none',
    'broadcast_tensors': 'none',
    'meshgrid': 'none',
    'block_diag': 'none',
    'unravel_index': 'none',
    'trapezoid': 'none',
    'cross': 'none',
    'cdist': 'none',
    'tensordot': 'none',
    'kron': 'none',
    'einsum': 'none',
    'addbmm': 'none',
    'addr': 'none',
    'baddbmm': 'none',
    'positive': 'none',
    'trace': 'none',
    'outer': 'none',
    'ger': 'none',
    'inner': 'none',
    'vdot': 'none',
    'embedding_bag': 'none',
    'grid_sampler': 'none',
    'affine_grid_generator': 'none',
    '_upsample_bicubic2d': 'none',
    '_upsample_bilinear2d_aa': 'none',
    '_upsample_bicubic2d_aa': 'none',
    '_upsample_lanczos2d_aa': 'none',
    '_ctc_nll': 'none',
    '_ctc_nll_backward': 'none',
    'ctc_loss': 'none',
    '_lstm_layer': 'none',
    '_gru_layer': 'none',
    '_rnn_tanh_layer': 'none',
    '_rnn_relu_layer': 'none',
    '_lstm_layer_backward': 'none',
    '_gru_layer_backward': 'none',
    '_rnn_tanh_layer_backward': 'none',
    '_rnn_relu_layer_backward': 'none',
    'pdist': 'none',
    '_max_unpool2d': 'none',
    '_max_unpool3d': 'none',
    'to_padded_tensor': 'none',
    'leaky_relu': 'elementwise',
    'elu': 'elementwise',
    'softplus': 'elementwise',
    '_binary_cross_entropy': 'elementwise',
    'logsigmoid': 'elementwise',
    'hardtanh': 'elementwise',
    'mish': 'elementwise',
    'hardswish': 'elementwise',
    'hardsigmoid': 'elementwise',
    '_adam_exp_avg': 'none',
    '_adam_exp_avg_sq': 'none',
    '_adam_param': 'none',
    'det': 'none',
    'slogdet': 'none',
    'logdet': 'none',
    'inverse': 'none',
    '_linalg_solve': 'none',
    '_linalg_lu_factor_ex': 'none',
    '_linalg_lu_solve': 'none',
    'matrix_exp': 'none',
    '_linalg_svd': 'none',
    '_linalg_eigh': 'none',
    '_linalg_qr': 'none',
    '_linalg_cholesky_ex': 'none',
    '_linalg_solve_triangular': 'none',
    '_linalg_pinv': 'none',
    'cholesky_solve': 'none',
    'cholesky_inverse': 'none',
    '_linalg_svdvals': 'none',
    'svd': 'none',
    '_linalg_eigvalsh': 'none',
    'qr': 'none',
    '_linalg_cholesky': 'none',
    'cholesky': 'none',
    'triangular_solve': 'none',
    '_linalg_lu_factor': 'none',
    'lu_unpack': 'none',
    '_linalg_lu': 'none',
    'lu': 'none',
    'lu_solve': 'none',
    '_linalg_lstsq': 'none',
    '_linalg_matrix_rank': 'none',
    'pinverse': 'none',
    'matrix_power': 'none',
    '_linalg_multi_dot': 'none',
    'chain_matmul': 'none',
    '_linalg_vecdot': 'none',
    '_linalg_cross': 'none',
    '_mm_out_dtype': 'none',
    '_bmm_out_dtype': 'none',
    '_addmm_out_dtype': 'none',
    '_baddbmm_out_dtype': 'none',
    '_im2col': 'none',
    '_col2im': 'none',
    '_foreach_add_': 'none',
    '_fused_adam_': 'none',
    '_fused_adam_amsgrad_': 'none',
    '_fused_sgd_': 'none',
    '_fused_sgd_momentum_': 'none',
    '_fused_adadelta_': 'none',
    '_layer_norm': 'none',
    '_batch_norm': 'none',
    '_layer_norm_backward': 'none',
    '_batch_norm_backward': 'none',
    '_linear': 'none',
    '_linear_bias': 'none',
    '_linear_grad_input': 'none',
    '_linear_grad_weight': 'none',
}

# The public functions (ops.yaml `variants: [function, ...]`).
__all__ = [
    'abs',
    'abs_',
    'absolute',
    'absolute_',
    'acos',
    'acos_',
    'acosh',
    'acosh_',
    'add',
    'addbmm',
    'addcdiv',
    'addcmul',
    'addmm',
    'addmv',
    'addmv_',
    'addr',
    'affine_grid_generator',
    'all',
    'allclose',
    'amax',
    'amin',
    'aminmax',
    'angle',
    'any',
    'arccosh',
    'arccosh_',
    'arcsinh',
    'arcsinh_',
    'arctanh',
    'arctanh_',
    'argmax',
    'argmin',
    'argsort',
    'argwhere',
    'as_strided',
    'asin',
    'asin_',
    'asinh',
    'asinh_',
    'atan',
    'atan2',
    'atan_',
    'atanh',
    'atanh_',
    'atleast_1d',
    'atleast_2d',
    'atleast_3d',
    'baddbmm',
    'bartlett_window',
    'bernoulli',
    'bincount',
    'bitwise_and',
    'bitwise_left_shift',
    'bitwise_not',
    'bitwise_or',
    'bitwise_right_shift',
    'bitwise_xor',
    'blackman_window',
    'block_diag',
    'bmm',
    'broadcast_tensors',
    'broadcast_to',
    'bucketize',
    'cartesian_prod',
    'cat',
    'cdist',
    'ceil',
    'ceil_',
    'chain_matmul',
    'cholesky',
    'cholesky_inverse',
    'cholesky_solve',
    'chunk',
    'clamp',
    'clamp_',
    'clamp_max',
    'clamp_max_',
    'clamp_min',
    'clamp_min_',
    'clip',
    'clip_',
    'clone',
    'column_stack',
    'concat',
    'concatenate',
    'copysign',
    'corrcoef',
    'cos',
    'cos_',
    'cosh',
    'cosh_',
    'count_nonzero',
    'cov',
    'cross',
    'ctc_loss',
    'cummax',
    'cummin',
    'cumprod',
    'cumsum',
    'deg2rad',
    'deg2rad_',
    'det',
    'detach',
    'detach_',
    'diag',
    'diag_embed',
    'diagflat',
    'diagonal',
    'diff',
    'digamma',
    'dist',
    'div',
    'divide',
    'dot',
    'dsplit',
    'dstack',
    'einsum',
    'elu',
    'embedding',
    'embedding_bag',
    'embedding_dense_backward',
    'embedding_sparse_backward',
    'eq',
    'equal',
    'erf',
    'erf_',
    'erfc',
    'erfc_',
    'erfinv',
    'exp',
    'exp2',
    'exp2_',
    'exp_',
    'expm1',
    'expm1_',
    'fill',
    'fill_',
    'flip',
    'fliplr',
    'flipud',
    'float_power',
    'floor',
    'floor_',
    'floor_divide',
    'fmax',
    'fmin',
    'fmod',
    'frac',
    'frac_',
    'gather',
    'gcd',
    'gcd_',
    'ge',
    'gelu',
    'ger',
    'grid_sampler',
    'gt',
    'hamming_window',
    'hann_window',
    'hardsigmoid',
    'hardswish',
    'hardtanh',
    'heaviside',
    'histc',
    'histogram',
    'histogramdd',
    'hsplit',
    'hstack',
    'hypot',
    'i0',
    'i0_',
    'igamma',
    'igammac',
    'index_add',
    'index_copy',
    'index_fill',
    'index_put',
    'index_put_',
    'index_reduce',
    'index_select',
    'inner',
    'inverse',
    'is_complex',
    'is_nonzero',
    'is_same_size',
    'isclose',
    'isfinite',
    'isin',
    'isinf',
    'isnan',
    'isneginf',
    'isposinf',
    'kaiser_window',
    'kron',
    'kthvalue',
    'lcm',
    'lcm_',
    'ldexp',
    'ldexp_',
    'le',
    'leaky_relu',
    'lerp',
    'lgamma',
    'linspace',
    'log',
    'log10',
    'log10_',
    'log1p',
    'log1p_',
    'log2',
    'log2_',
    'log_',
    'log_softmax',
    'logaddexp',
    'logaddexp2',
    'logcumsumexp',
    'logdet',
    'logical_and',
    'logical_not',
    'logical_or',
    'logical_xor',
    'logit',
    'logit_',
    'logsigmoid',
    'logspace',
    'logsumexp',
    'lt',
    'lu',
    'lu_solve',
    'lu_unpack',
    'masked_fill',
    'masked_scatter',
    'masked_select',
    'matmul',
    'matrix_exp',
    'matrix_power',
    'max',
    'maximum',
    'mean',
    'median',
    'meshgrid',
    'min',
    'minimum',
    'mish',
    'mm',
    'mode',
    'moveaxis',
    'movedim',
    'msort',
    'mul',
    'multinomial',
    'multiply',
    'mv',
    'mvlgamma',
    'nan_to_num',
    'nan_to_num_',
    'nanmean',
    'nanmedian',
    'nanquantile',
    'nansum',
    'narrow',
    'ne',
    'neg',
    'neg_',
    'negative',
    'negative_',
    'nextafter',
    'nonzero',
    'norm',
    'normal',
    'outer',
    'pdist',
    'permute',
    'pinverse',
    'poisson',
    'polygamma',
    'positive',
    'pow',
    'prod',
    'qr',
    'quantile',
    'rad2deg',
    'rad2deg_',
    'randperm',
    'ravel',
    'reciprocal',
    'reciprocal_',
    'relu',
    'relu_',
    'remainder',
    'renorm',
    'repeat_interleave',
    'reshape',
    'resize_as_',
    'roll',
    'rot90',
    'round',
    'round_',
    'rsqrt',
    'rsqrt_',
    'rsub',
    'scalar_tensor',
    'scatter',
    'scatter_add',
    'scatter_reduce',
    'searchsorted',
    'select',
    'select_scatter',
    'sgn',
    'sigmoid',
    'sigmoid_',
    'sign',
    'signbit',
    'silu',
    'sin',
    'sin_',
    'sinc',
    'sinc_',
    'sinh',
    'sinh_',
    'slice_scatter',
    'slogdet',
    'softmax',
    'softplus',
    'sort',
    'split',
    'split_with_sizes',
    'sqrt',
    'sqrt_',
    'square',
    'square_',
    'squeeze',
    'stack',
    'std',
    'std_mean',
    'sub',
    'subtract',
    'sum',
    'svd',
    'swapaxes',
    'swapdims',
    't',
    'take',
    'take_along_dim',
    'tan',
    'tan_',
    'tanh',
    'tanh_',
    'tensor_split',
    'tensordot',
    'threshold',
    'threshold_',
    'threshold_backward',
    'tile',
    'topk',
    'trace',
    'transpose',
    'trapezoid',
    'triangular_solve',
    'tril',
    'triu',
    'true_divide',
    'trunc',
    'trunc_',
    'unbind',
    'unique',
    'unique_consecutive',
    'unravel_index',
    'unsqueeze',
    'vander',
    'var',
    'var_mean',
    'vdot',
    'vsplit',
    'vstack',
    'xlogy',
    'xlogy_',
    'zero_',
]
