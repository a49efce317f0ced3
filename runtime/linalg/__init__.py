"""tensorgen.linalg: torch.linalg's functions.

Every function here is an ops.yaml operator under its public name and
signature (PyTorch's Python binding: `input` where the schema says self):
the decompositions are the generated `kind: decomposition` and `kind: lu`
kernels (one matrix per CPU loop step or CUDA thread), the rest the
compositions PyTorch makes of them (`kind: composite`, runtime/api/composite_linalg.py).
The norms are written over generated differentiable reductions (norm, abs,
sum, amax/amin) and, for 'nuc' and +-2, the singular values (svdvals).
"""
import numbers

from ..core import dtypes as _D
from ..core.tensor import Tensor
from ..families import factories as _F
from ..families.lu import LinAlgError
from ..generated import ops as _ops

__all__ = ["vector_norm", "matrix_norm", "norm", "det", "slogdet", "inv", "solve", "LinAlgError", "svd", "svdvals",
           "qr", "eigh", "eigvalsh", "cholesky", "cholesky_ex", "lstsq", "pinv", "matrix_rank", "matrix_power",
           "matrix_exp", "multi_dot", "cross", "vecdot", "solve_triangular", "lu_factor", "lu_factor_ex", "lu_solve",
           "lu"]


def det(A, *, out=None):
    """The determinant of each square matrix of A (..., n, n)."""
    return _ops.det(A, out=out)


def slogdet(A, *, out=None):
    """(sign, log|det|) of each square matrix of A (..., n, n)."""
    return _ops.slogdet(A, out=out)


def inv(A, *, out=None):
    """The inverse of each square matrix of A; a singular one raises LinAlgError."""
    return _ops.inverse(A, out=out)


def solve(A, B, *, left=True, out=None):
    """X with AX = B (XA = B when left=False); B one vector per matrix when its
    shape is A's without the last dim (or B is 1-D); batch dims broadcast."""
    return _ops._linalg_solve(A, B, left=left, out=out)


def svd(A, full_matrices=True, *, driver=None, out=None):
    """(U, S, Vh) with A = U diag(S) Vh, S descending (one-sided Jacobi)."""
    return _ops._linalg_svd(A, full_matrices, True, driver=driver, out=out)


def svdvals(A, *, driver=None, out=None):
    """The singular values of A, descending."""
    return _ops._linalg_svdvals(A, driver=driver, out=out)


def qr(A, mode="reduced", *, out=None):
    """(Q, R) with A = QR (Householder, R's diagonal signs as LAPACK's); mode
    'reduced', 'complete' or 'r' (R only, Q empty)."""
    return _ops._linalg_qr(A, mode, out=out)


def eigh(input, UPLO="L", *, out=None):
    """(eigenvalues ascending, eigenvectors as columns) of the symmetric matrix
    the lower (UPLO='L') or upper triangle of input defines."""
    return _ops._linalg_eigh(input, UPLO, True, out=out)


def eigvalsh(input, UPLO="L", *, out=None):
    """The eigenvalues, ascending, of the symmetric matrix one triangle defines."""
    return _ops._linalg_eigvalsh(input, UPLO, out=out)


def cholesky(input, *, upper=False, out=None):
    """L with A = L L^T (upper=True: U = L^T); LinAlgError when A is not positive-definite."""
    return _ops._linalg_cholesky(input, upper=upper, out=out)


def cholesky_ex(input, *, upper=False, check_errors=False, out=None):
    """(L, info): info > 0 names the first leading minor that is not positive-definite."""
    return _ops._linalg_cholesky_ex(input, upper=upper, check_errors=check_errors, out=out)


def lstsq(input, b, rcond=None, *, driver=None):
    """(solution, residuals, rank, singular_values) of min ||AX - B|| (torch's
    drivers decide which of the last three are computed)."""
    return _ops._linalg_lstsq(input, b, rcond, driver=driver)


def _tolerance(A, t):
    """atol/rtol as torch's overloads take them: None, a tensor or a number."""
    if t is None or isinstance(t, Tensor):
        return t
    return _F.full((), float(t), dtype=_D.float64, device=A.device)


def _overload(name, A, kwargs):
    got = ", ".join(["Tensor" if isinstance(A, Tensor) else type(A).__name__] +
                    [f"{k}={type(v).__name__}" for k, v in kwargs.items() if v is not None])
    return TypeError(f"{name}() received an invalid combination of arguments - got ({got}), but expected one of ...")


def pinv(input, rcond=None, hermitian=False, *, atol=None, rtol=None, out=None):
    """The pseudoinverse: singular (eigen, hermitian=True) values above
    max(atol, rtol * the largest) inverted. torch's older form: rcond (a relative
    tolerance, atol 0), positional."""
    if rcond is not None:
        if atol is not None or rtol is not None:
            raise _overload("linalg_pinv", input, {"rcond": rcond, "atol": atol, "rtol": rtol})
        atol, rtol = 0.0, rcond
    return _ops._linalg_pinv(input, atol=_tolerance(input, atol), rtol=_tolerance(input, rtol), hermitian=hermitian,
                             out=out)


def matrix_rank(input, tol=None, hermitian=False, *, atol=None, rtol=None, out=None):
    """The number of singular (|eigen|, hermitian=True) values above
    max(atol, rtol * the largest). torch's older form: tol (atol, rtol 0)."""
    if tol is not None:
        if atol is not None or rtol is not None:
            raise _overload("linalg_matrix_rank", input, {"tol": tol, "atol": atol, "rtol": rtol})
        atol, rtol = tol, 0.0
    return _ops._linalg_matrix_rank(input, atol=_tolerance(input, atol), rtol=_tolerance(input, rtol),
                                    hermitian=hermitian, out=out)


def matrix_power(input, n, *, out=None):
    """A^n for an integer n (n < 0: the inverse's power; 0: the identity)."""
    return _ops.matrix_power(input, n, out=out)


def matrix_exp(input):
    """The matrix exponential (Pade approximant with scaling and squaring)."""
    return _ops.matrix_exp(input)


def multi_dot(tensors, *, out=None):
    """The product of the matrices in the cheapest order (a 1-D first or last is a row or column vector)."""
    return _ops._linalg_multi_dot(tensors, out=out)


def cross(input, other, *, dim=-1, out=None):
    """The cross product of 3-vectors along dim (batch dims broadcast)."""
    return _ops._linalg_cross(input, other, dim=dim, out=out)


def vecdot(x, y, *, dim=-1, out=None):
    """The dot product of the vectors along dim (batch dims broadcast)."""
    return _ops._linalg_vecdot(x, y, dim=dim, out=out)


def solve_triangular(input, B, *, upper, left=True, unitriangular=False, out=None):
    """X with AX = B (XA = B when left=False), A upper or lower triangular."""
    return _ops._linalg_solve_triangular(input, B, upper=upper, left=left, unitriangular=unitriangular, out=out)


def lu_factor(A, *, pivot=True, out=None):
    """(LU, pivots) of A = P L U (1-based int32 pivots, as LAPACK's getrf)."""
    return _ops._linalg_lu_factor(A, pivot=pivot, out=out)


def lu_factor_ex(A, *, pivot=True, check_errors=False, out=None):
    """(LU, pivots, info): info > 0 names the first zero pivot (1-based)."""
    return _ops._linalg_lu_factor_ex(A, pivot=pivot, check_errors=check_errors, out=out)


def lu_solve(LU, pivots, B, *, left=True, adjoint=False, out=None):
    """X with AX = B from lu_factor's (LU, pivots) (A^T with adjoint=True; XA = B when left=False)."""
    return _ops._linalg_lu_solve(LU, pivots, B, left=left, adjoint=adjoint, out=out)


def lu(A, *, pivot=True, out=None):
    """(P, L, U) with A = P L U."""
    return _ops._linalg_lu(A, pivot=pivot, out=out)


_MATRIX_ORDERS = ("fro", 1, -1, float("inf"), float("-inf"))


def vector_norm(x, ord=2, dim=None, keepdim=False, *, dtype=None, out=None):
    if isinstance(ord, bool) or not isinstance(ord, numbers.Real):
        raise TypeError(f"linalg_vector_norm(): argument 'ord' (position 2) must be Number, not {type(ord).__name__}")
    if isinstance(dim, int):
        dim = (dim,)
    if out is not None:
        return _ops.norm(x, ord, dim, keepdim, dtype=dtype, out=out)
    return _ops.norm(x, ord, dim, keepdim, dtype=dtype)


def _matrix_dims(A, dim):
    if not isinstance(dim, (tuple, list)) or len(dim) != 2:
        raise RuntimeError(f"linalg.matrix_norm: dim must be a 2-tuple. Got {dim}")
    if A.dim() < 2:
        raise RuntimeError("linalg.matrix_norm: The input tensor A must have at least 2 dimensions.")
    d0, d1 = (int(d) % A.dim() for d in dim)
    if d0 == d1:
        raise RuntimeError(f"linalg.matrix_norm: dims must be different. Got ({dim[0]}, {dim[1]})")
    return d0, d1


def matrix_norm(A, ord="fro", dim=(-2, -1), keepdim=False, *, dtype=None, out=None):
    d0, d1 = _matrix_dims(A, dim)
    spectral = ord == "nuc" or (not isinstance(ord, (str, bool)) and ord in (2, -2))
    if not spectral and ord not in _MATRIX_ORDERS:
        raise RuntimeError(f"linalg.matrix_norm: Order {ord} not supported.")
    if not (A.dtype.is_floating_point or A.dtype.is_complex):
        raise RuntimeError("linalg.matrix_norm: Expected a floating point or complex tensor as input. Got "
                           f"{A.dtype.pt_name}")
    if dtype is not None:
        A = A.to(dtype)
    if spectral:
        res = _spectral_norm(A, ord, d0, d1, keepdim)
    elif ord == "fro":
        res = _ops.norm(A, 2, (d0, d1), keepdim)
    else:
        # 1: the largest column sum (over rows d0 first); inf: the largest row sum
        first, second = (d1, d0) if abs(ord) == float("inf") else (d0, d1)
        sums = _ops.abs(A).sum(first, keepdim=True)
        res = (_ops.amax if ord > 0 else _ops.amin)(sums, second, keepdim=True)
        if not keepdim:
            res = res.squeeze(max(d0, d1)).squeeze(min(d0, d1))
    if out is not None:
        out.copy_(res)
        return out
    return res


def _spectral_norm(A, ord, d0, d1, keepdim):
    """'nuc': the sum of the singular values over dims (d0, d1); 2 / -2: the largest / smallest."""
    if A.dtype not in (_D.float32, _D.float64):
        raise RuntimeError(f"linalg.matrix_norm: Low precision dtypes not supported. Got {A.dtype.pt_name}")
    S = _ops._linalg_svdvals(A.movedim((d0, d1), (-2, -1)))
    if ord == "nuc":
        res = S.sum(-1)
    elif S.shape[-1] == 0:  # torch: 0 for an empty matrix's largest, an error for its smallest
        if ord < 0:
            raise IndexError("amin(): Expected reduction dim -1 to have non-zero size.")
        res = _F.zeros(tuple(S.shape[:-1]), dtype=S.dtype, device=S.device)
    else:
        res = (_ops.amax if ord > 0 else _ops.amin)(S, -1)
    if keepdim:
        res = res.unsqueeze(min(d0, d1)).unsqueeze(max(d0, d1))
    return res


def norm(A, ord=None, dim=None, keepdim=False, *, dtype=None, out=None):
    if dim is not None:
        if isinstance(dim, int) or (isinstance(dim, (tuple, list)) and len(dim) == 1):
            if isinstance(ord, str):
                got = dim if isinstance(dim, int) else dim[0]
                raise RuntimeError(f"linalg.matrix_norm: dim must be a 2-tuple. Got {got}")
            return vector_norm(A, 2 if ord is None else ord, dim, keepdim, dtype=dtype, out=out)
        if isinstance(ord, str) or len(dim) == 2:
            return matrix_norm(A, "fro" if ord is None else ord, dim, keepdim, dtype=dtype, out=out)
    if ord is None:
        return vector_norm(A, 2, dim, keepdim, dtype=dtype, out=out)
    if A.dim() == 1 and not isinstance(ord, str):
        return vector_norm(A, ord, None, keepdim, dtype=dtype, out=out)
    if A.dim() == 2 or (A.dim() == 1 and isinstance(ord, str)):
        return matrix_norm(A, ord, (-2, -1), keepdim, dtype=dtype, out=out)
    raise RuntimeError(f"linalg.norm: If dim is not specified but ord is, the input must be 1D or 2D. Got {A.dim()}D.")

