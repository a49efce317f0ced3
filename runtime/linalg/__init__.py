"""tensorgen.linalg: vector and matrix norms, determinants, inverse and solve,
as torch.linalg's.

Each norm is written over generated differentiable reductions (norm, abs, sum,
amax/amin), so autograd records it through their declared derivatives.
Orders that need a singular value decomposition ('nuc', 2, -2) are refused.
det, slogdet, inv and solve are the generated `kind: lu` operators (ops.yaml:
one batched LU factorisation with partial pivoting per call).
"""
import numbers

from ..generated import ops as _ops
from ..core.op import MATMUL_DTYPE
from ..dispatch import target as _target
from ..families.lu import LinAlgError

__all__ = ["vector_norm", "matrix_norm", "norm", "det", "slogdet", "inv", "solve", "LinAlgError"]


def det(A, *, out=None):
    """The determinant of each square matrix of A (..., n, n). (torch.det takes no out=,
    torch.linalg.det does: the one writer fills it.)"""
    res = _ops.det(A)
    return res if out is None else _target.into_out("linalg.det", res, out, MATMUL_DTYPE)  # the lu kind's rule


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

_MATRIX_ORDERS = ("fro", 1, -1, float("inf"), float("-inf"))


def vector_norm(input, ord=2, dim=None, keepdim=False, *, dtype=None, out=None):
    if isinstance(ord, bool) or not isinstance(ord, numbers.Real):
        raise TypeError(f"linalg_vector_norm(): argument 'ord' (position 2) must be Number, not {type(ord).__name__}")
    if isinstance(dim, int):
        dim = (dim,)
    if out is not None:
        return _ops.norm(input, ord, dim, keepdim, dtype=dtype, out=out)
    return _ops.norm(input, ord, dim, keepdim, dtype=dtype)


def _matrix_dims(A, dim):
    if not isinstance(dim, (tuple, list)) or len(dim) != 2:
        raise RuntimeError(f"linalg.matrix_norm: dim must be a 2-tuple. Got {dim}")
    if A.dim() < 2:
        raise RuntimeError("linalg.matrix_norm: The input tensor A must have at least 2 dimensions.")
    d0, d1 = (int(d) % A.dim() for d in dim)
    if d0 == d1:
        raise RuntimeError(f"linalg.matrix_norm: dims must be different. Got ({dim[0]}, {dim[1]})")
    return d0, d1


def matrix_norm(input, ord="fro", dim=(-2, -1), keepdim=False, *, dtype=None, out=None):
    d0, d1 = _matrix_dims(input, dim)
    if ord == "nuc" or (not isinstance(ord, str) and ord in (2, -2)):
        raise NotImplementedError(f"linalg.matrix_norm: ord={ord!r} needs the singular values of input, which tensorgen "
                                  "does not compute; supported orders are 'fro', 1, -1, inf and -inf")
    if ord not in _MATRIX_ORDERS:
        raise RuntimeError(f"linalg.matrix_norm: Order {ord} not supported.")
    if not (input.dtype.is_floating_point or input.dtype.is_complex):
        raise RuntimeError("linalg.matrix_norm: Expected a floating point or complex tensor as input. Got "
                           f"{input.dtype.pt_name}")
    if dtype is not None:
        input = input.to(dtype)
    if ord == "fro":
        res = _ops.norm(input, 2, (d0, d1), keepdim)
    else:
        # 1: the largest column sum (over rows d0 first); inf: the largest row sum
        first, second = (d1, d0) if abs(ord) == float("inf") else (d0, d1)
        sums = _ops.abs(input).sum(first, keepdim=True)
        res = (_ops.amax if ord > 0 else _ops.amin)(sums, second, keepdim=True)
        if not keepdim:
            res = res.squeeze(max(d0, d1)).squeeze(min(d0, d1))
    if out is not None:
        out.copy_(res)
        return out
    return res


def norm(input, ord=None, dim=None, keepdim=False, *, dtype=None, out=None):
    if dim is not None:
        if isinstance(dim, int) or (isinstance(dim, (tuple, list)) and len(dim) == 1):
            if isinstance(ord, str):
                got = dim if isinstance(dim, int) else dim[0]
                raise RuntimeError(f"linalg.matrix_norm: dim must be a 2-tuple. Got {got}")
            return vector_norm(input, 2 if ord is None else ord, dim, keepdim, dtype=dtype, out=out)
        if isinstance(ord, str) or len(dim) == 2:
            return matrix_norm(input, "fro" if ord is None else ord, dim, keepdim, dtype=dtype, out=out)
    if ord is None:
        return vector_norm(input, 2, dim, keepdim, dtype=dtype, out=out)
    if input.dim() == 1 and not isinstance(ord, str):
        return vector_norm(input, ord, None, keepdim, dtype=dtype, out=out)
    if input.dim() == 2 or (input.dim() == 1 and isinstance(ord, str)):
        return matrix_norm(input, ord, (-2, -1), keepdim, dtype=dtype, out=out)
    raise RuntimeError(f"linalg.norm: If dim is not specified but ord is, the input must be 1D or 2D. Got {input.dim()}D.")

