"""The linear-algebra composites of ops.yaml (``kind: composite``): the
functions PyTorch composes from its decomposition kernels (svdvals,
eigvalsh, cholesky with its error, lu_factor, lu and lu_unpack, lstsq
through the pseudoinverse, matrix_rank, matrix_power, multi_dot, vecdot,
linalg.cross, and the deprecated torch.svd / qr / cholesky / lu / lu_solve /
triangular_solve / chain_matmul). Each part runs through the call pipeline,
so autograd comes from the parts' declared derivatives. Argument checks and
messages are PyTorch's. Importing the module registers ``RULES`` with
runtime/families/composite.py.
"""
import math
import warnings

import numpy as np

from ..core import dtypes as D
from ..core.tensor import Tensor
from ..dispatch import pipeline as _pipeline
from ..dispatch import target as T
from ..families import composite as _composite
from ..families import copy as _copying
from ..families import factories as F
from ..families import linalg_results as R
from ..families.decomposition import check_positive_definite
from ..families.lu import check_pivots
from ..families.structured_factories import eye as _eye
from ..generated import ops as O
from . import composite_arrange_products as _cops


def _tensor(binding, x, argname, pos=1):
    if not isinstance(x, Tensor):
        raise TypeError(f"{binding}(): argument '{argname}' (position {pos}) must be Tensor, not {type(x).__name__}")
    return x


def _grad_needed(*ts):
    """torch's _may_require_fw_or_bw_grad: a gradient may be asked for."""
    return _pipeline.recording() and any(t.requires_grad for t in ts)


def _host(t):
    return t.to("cpu").numpy() if t.device.type != "cpu" else t.numpy()


def _deliver_all(op, results, out, kind):
    """The results as `kind` (a return_types tuple), or written into out= (a
    tuple of as many tensors, each checked before any is written)."""
    if out is None:
        return kind(*results)
    outs = tuple(out) if isinstance(out, (tuple, list)) else None
    if outs is None or len(outs) != len(results):
        raise TypeError(f"{op}(): argument 'out' must be a tuple of {len(results)} Tensors")
    for o, r in zip(outs, results):
        T.check_out(op, o, r._dtype, r._device, None)
        T.check_no_self_overlap(op, o)
        T.check_writable(op, o)
    for o, r in zip(outs, results):
        T.deliver(op, o, r, checked=True)  # the one writer: resize, copy, version
    return kind(*outs)


def _warn(message):
    warnings.warn(message, UserWarning, stacklevel=6)  # the user's call: past the rule, the pipeline and the wrapper


def _eyes(A, rows, cols, batch=()):
    """Identity matrices (rows x cols) in A's dtype and device, over `batch`."""
    e = _eye(rows, cols, dtype=A.dtype, device=A.device)
    return e.expand(*batch, rows, cols) if batch else e


# ------------------------------------------------------------------ singular and eigen values
def svdvals(A, driver=None, out=None):
    _tensor("linalg_svdvals", A, "A")
    # U and Vh only when a gradient may be asked for (svd_backward reads them)
    S = O._linalg_svd(A, False, _grad_needed(A), driver=driver)[1]
    return _cops._deliver("linalg_svdvals", S, out)


def svd(self, some=True, compute_uv=True, out=None):
    _tensor("svd", self, "input")
    uv = bool(compute_uv)
    U, S, Vh = O._linalg_svd(self, not some, uv or _grad_needed(self))
    if uv:
        V = Vh.mT
    else:  # torch: zero-filled (m x m) and (n x n), whatever `some`
        batch, (m, n) = tuple(self.shape[:-2]), tuple(self.shape[-2:])
        U = F.zeros(*batch, m, m, dtype=self.dtype, device=self.device)
        V = F.zeros(*batch, n, n, dtype=self.dtype, device=self.device)
    return _deliver_all("svd", (U, S, V), out, R.SVD)


def eigvalsh(self, UPLO="L", out=None):
    _tensor("linalg_eigvalsh", self, "input")
    L = O._linalg_eigh(self, UPLO, _grad_needed(self))[0]
    return _cops._deliver("linalg_eigvalsh", L, out)


# ------------------------------------------------------------------ QR, Cholesky
def qr(self, some=True, out=None):
    _tensor("qr", self, "input")
    _warn("torch.qr is deprecated in favor of torch.linalg.qr and will be removed in a future PyTorch release.\n"
          "The boolean parameter 'some' has been replaced with a string parameter 'mode'.\nQ, R = torch.qr(A, some)\n"
          "should be replaced with\nQ, R = torch.linalg.qr(A, 'reduced' if some else 'complete')")
    Q, Rm = O._linalg_qr(self, "reduced" if some else "complete")
    return _deliver_all("qr", (Q, Rm), out, R.QR)


def _cholesky(word, A, upper):
    L, info = O._linalg_cholesky_ex(A, upper=upper)
    check_positive_definite(word, _host(info), A.ndim > 2)
    return L


def linalg_cholesky(self, upper=False, out=None):
    _tensor("linalg_cholesky", self, "input")
    return _cops._deliver("linalg_cholesky", _cholesky("linalg.cholesky", self, upper), out)


def cholesky(self, upper=False, out=None):
    _tensor("cholesky", self, "input")
    _warn("torch.cholesky is deprecated in favor of torch.linalg.cholesky and will be removed in a future PyTorch "
          "release.\nL = torch.cholesky(A)\nshould be replaced with\nL = torch.linalg.cholesky(A)\nand\n"
          "U = torch.cholesky(A, upper=True)\nshould be replaced with\nU = torch.linalg.cholesky(A).mH\nThis "
          "transform will produce equivalent results for all valid (symmetric positive definite) inputs.")
    return _cops._deliver("cholesky", _cholesky("cholesky", self, upper), out)


def triangular_solve(self, A, upper=True, transpose=False, unitriangular=False, out=None):
    _tensor("triangular_solve", self, "input")
    _tensor("triangular_solve", A, "A", 2)
    _warn("torch.triangular_solve is deprecated in favor of torch.linalg.solve_triangularand will be removed in a "
          "future PyTorch release.\ntorch.linalg.solve_triangular has its arguments reversed and does not return a "
          "copy of one of the inputs.\nX = torch.triangular_solve(B, A).solution\nshould be replaced with\n"
          "X = torch.linalg.solve_triangular(A, B).")
    for name, t in (("b", self), ("A", A)):
        if t.ndim < 2:
            raise RuntimeError(f"torch.triangular_solve: Expected {name} to have at least 2 dimensions, but it has "
                               f"{t.ndim} dimensions instead")
    if self.dtype is not A.dtype:
        raise RuntimeError(f"Expected b and A to have the same dtype, but found b of type {self.dtype.pt_name} and A "
                           f"of type {A.dtype.pt_name} instead.")
    if A.shape[-1] != A.shape[-2]:
        raise RuntimeError(f"A must be batches of square matrices, but they are {A.shape[-2]} by {A.shape[-1]} "
                           "matrices")
    if A.shape[-1] != self.shape[-2]:
        raise RuntimeError(f"Incompatible matrix sizes for triangular_solve: each A matrix is {A.shape[-1]} by "
                           f"{A.shape[-1]} but each b matrix is {self.shape[-2]} by {self.shape[-1]}")
    X = O._linalg_solve_triangular(A.mT if transpose else A, self, upper=bool(upper) != bool(transpose),
                                   unitriangular=unitriangular)
    batch = tuple(X.shape[:-2])
    M = O.clone(A.expand(*batch, *A.shape[-2:]))  # the coefficient, broadcast as torch's
    return _deliver_all("triangular_solve", (X, M), out, R.TRIANGULAR_SOLVE)


# ------------------------------------------------------------------ LU
def lu_factor(A, pivot=True, out=None):
    _tensor("linalg_lu_factor", A, "A")
    LU, piv, info = O._linalg_lu_factor_ex(A, pivot=pivot)
    check_pivots("torch.linalg.lu_factor", _host(info), A.ndim > 2)
    return _deliver_all("linalg_lu_factor", (LU, piv), out, R.LU_FACTOR)


def lu_unpack(LU_data, LU_pivots, unpack_data=True, unpack_pivots=True, out=None):
    _tensor("lu_unpack", LU_data, "LU_data")
    _tensor("lu_unpack", LU_pivots, "LU_pivots", 2)
    if LU_data.ndim < 2:
        raise RuntimeError(f"torch.lu_unpack: Expected tensor with 2 or more dimensions. Got size: "
                           f"{list(LU_data.shape)} instead")
    if LU_pivots.dtype is not D.int32 or not LU_pivots.is_contiguous():
        raise RuntimeError("torch.lu_unpack: LU_pivots is expected to be a contiguous tensor of torch.int32 dtype.")
    batch, (m, n) = tuple(LU_data.shape[:-2]), tuple(LU_data.shape[-2:])
    k = min(m, n)
    empty = LU_data.new_empty(0)
    if unpack_data:
        L = O.tril(LU_data.narrow(-1, 0, k), -1) + _eyes(LU_data, m, k)
        U = O.triu(LU_data.narrow(-2, 0, k))
    else:
        L = U = empty
    if unpack_pivots:
        if tuple(LU_pivots.shape) != batch + (k,):
            raise RuntimeError(f"torch.lu_unpack: LU_pivots must have shape {list(batch + (k,))}, got "
                               f"{list(LU_pivots.shape)}")
        P = _permutations(LU_data, _host(LU_pivots), batch, m, k)
    else:
        P = empty
    return _deliver_all("lu_unpack", (P, L, U), out, R.LU_UNPACK)


def _permutations(like, pivots, batch, m, k):
    """P with A = P L U from LAPACK's 1-based row swaps (row i with pivots[i])."""
    count = math.prod(batch)
    piv = np.asarray(pivots, np.int64).reshape(count, k) - 1
    if piv.size and (piv.min() < 0 or piv.max() >= m):
        raise RuntimeError("torch.lu_unpack: the pivots must lie in [1, LU_data.size(-2)]; did you pass the result "
                           "of lu_factor?")
    perm = np.tile(np.arange(m), (count, 1))
    rows = np.arange(count)
    for i in range(k):
        j = piv[:, i]
        a, b = perm[rows, i].copy(), perm[rows, j].copy()
        perm[rows, i], perm[rows, j] = b, a
    # the swaps applied to A's rows give A[perm] = L U, so P[perm[j], j] = 1
    P = np.zeros((count, m, m), like.dtype.np)
    P[rows[:, None], perm, np.arange(m)[None, :]] = 1
    return F.tensor(P.reshape(batch + (m, m)), dtype=like.dtype, device=like.device)


def linalg_lu(A, pivot=True, out=None):
    _tensor("linalg_lu", A, "A")
    if A.ndim < 2:
        raise RuntimeError(f"linalg.lu: Expected tensor with 2 or more dimensions. Got size: {list(A.shape)} instead")
    LU, piv, _ = O._linalg_lu_factor_ex(A, pivot=pivot)
    P, L, U = lu_unpack(LU, piv, True, bool(pivot))
    return _deliver_all("linalg_lu", (P, L, U), out, R.LINALG_LU)


def lu(self, pivot=True, get_infos=False, out=None):
    A = _tensor("lu", self, "A")
    _warn("torch.lu is deprecated in favor of torch.linalg.lu_factor / torch.linalg.lu_factor_ex and will be removed "
          "in a future PyTorch release.\nLU, pivots = torch.lu(A, compute_pivots)\nshould be replaced with\n"
          "LU, pivots = torch.linalg.lu_factor(A, compute_pivots)\nand\nLU, pivots, info = torch.lu(A, "
          "compute_pivots, get_infos=True)\nshould be replaced with\nLU, pivots, info = torch.linalg.lu_factor_ex(A, "
          "compute_pivots)")
    LU, piv, info = O._linalg_lu_factor_ex(A, pivot=pivot)
    if get_infos:
        return _deliver_all("lu", (LU, piv, info), out, R.LU_WITH_INFO)
    return _deliver_all("lu", (LU, piv), out, tuple_of)


def tuple_of(*items):
    return tuple(items)


def lu_solve(self, LU_data, LU_pivots, out=None):
    _tensor("lu_solve", self, "input")
    _warn("torch.lu_solve is deprecated in favor of torch.linalg.lu_solveand will be removed in a future PyTorch "
          "release.\nNote that torch.linalg.lu_solve has its arguments reversed.\nX = torch.lu_solve(B, LU, pivots)\n"
          "should be replaced with\nX = torch.linalg.lu_solve(LU, pivots, B)")
    return _cops._deliver("lu_solve", O._linalg_lu_solve(LU_data, LU_pivots, self), out)


# ------------------------------------------------------------------ least squares, rank, pseudoinverse
_LSTSQ_DRIVERS = ("gels", "gelsy", "gelsd", "gelss")


def lstsq(self, b, rcond=None, driver=None, out=None):
    A, B = _tensor("linalg_lstsq", self, "input"), _tensor("linalg_lstsq", b, "b", 2)
    word = "torch.linalg.lstsq"
    if A.dtype is not B.dtype:
        raise RuntimeError(f"{word}: Expected input and other to have the same dtype, but got input's dtype "
                           f"{A.dtype.pt_name} and other's dtype {B.dtype.pt_name}")
    if A.dtype not in (D.float32, D.float64):
        raise RuntimeError("This function doesn't handle types other than float and double")
    if A.ndim < 2:
        raise RuntimeError(f"{word}: input must have at least 2 dimensions.")
    if B.ndim < 1:
        raise RuntimeError(f"{word}: other must have at least 1 dimension.")
    if not (A.ndim >= B.ndim and A.ndim - B.ndim <= 1):
        raise RuntimeError(f"{word}: input.dim() must be greater or equal to other.dim() and (input.dim() - "
                           "other.dim()) <= 1")
    # torch's linalg_solve_is_vector_rhs: one vector per matrix
    vector = B.ndim == 1 or (B.ndim == A.ndim - 1 and tuple(B.shape) == tuple(A.shape[:-1]))
    Bm = B.unsqueeze(-1) if vector else B
    m, n = A.shape[-2], A.shape[-1]
    if Bm.shape[-2] != m:
        raise RuntimeError(f"{word}: input.size(-2) should match other.size(-2)")
    if driver is not None and not isinstance(driver, str):
        raise TypeError(f"linalg_lstsq(): argument 'driver' must be str, not {type(driver).__name__}")
    cuda = A.device.type != "cpu"
    if driver is not None and driver not in _LSTSQ_DRIVERS:
        raise RuntimeError(f"{word}: parameter `driver` should be one of (gels, gelsy, gelsd, gelss)")
    if cuda and driver not in (None, "gels"):
        raise RuntimeError(f"{word}: `driver` other than `gels` is not supported on CUDA")
    if cuda and m < n:
        raise RuntimeError(f"{word}: only overdetermined systems (input.size(-2) >= input.size(-1)) are allowed on "
                           "CUDA")
    driver = driver or ("gels" if cuda else "gelsy")
    # torch's broadcast_batch_size: B's leading dims taken against A's batch, position by position
    batch = _copying._broadcast_to(tuple(A.shape[:-2]), tuple(Bm.shape[:A.ndim - 2]))
    eps = float(np.finfo(A.dtype.np).eps)
    # LAPACK's rcond: None is torch's eps * max(m, n), a negative one the machine precision
    rc = eps * max(m, n) if rcond is None else (float(rcond) if rcond >= 0 else eps)
    zero = F.zeros((), dtype=D.float64, device=A.device)
    if driver == "gels":  # QR's least squares: no rank cut
        pinvA = O._linalg_pinv(A, atol=zero, rtol=zero)
    else:  # the minimum-norm solution: singular values under rcond * the largest dropped
        pinvA = O._linalg_pinv(A, atol=zero, rtol=F.full((), rc, dtype=D.float64, device=A.device))
    X = O.matmul(pinvA, Bm)
    p = min(m, n)
    empty = A.new_empty(0)
    rank = F.zeros(0, dtype=D.int64, device=A.device)
    S = empty
    if driver != "gels":
        sv = O._linalg_svd(A.detach(), False, False)[1]
        if p:
            rank = (sv > rc * O.amax(sv, -1, True)).sum(-1)
        else:
            rank = F.zeros(tuple(A.shape[:-2]), dtype=D.int64, device=A.device)
        rank = rank.expand(*batch) if batch else rank
        if driver in ("gelsd", "gelss"):
            S = sv.expand(*batch, p) if batch else sv
    residuals = empty
    if m > n and driver != "gelsy" and (driver == "gels" or (rank.numel() == 0 or int(rank.min()) == n)):
        residuals = ((O.matmul(A, X) - Bm) ** 2).sum(-2)
    if vector:
        X = X.squeeze(-1)
    return _deliver_all("linalg_lstsq", (X, residuals, rank, S), out, R.LINALG_LSTSQ)


def _tolerance(A, t, name):
    """atol/rtol as a float64 tensor on A's device (a number or a tensor)."""
    if t is None:
        return None
    if isinstance(t, Tensor):
        return t.to(A.device).to(D.float64)
    if isinstance(t, bool) or not isinstance(t, (int, float)):
        raise TypeError(f"linalg_matrix_rank(): argument '{name}' must be float, not {type(t).__name__}")
    return F.full((), float(t), dtype=D.float64, device=A.device)


def matrix_rank(input, atol=None, rtol=None, hermitian=False, out=None):
    A = _tensor("linalg_matrix_rank", input, "input")
    if A.ndim < 2:
        raise RuntimeError("torch.linalg.matrix_rank: The input tensor input must have at least 2 dimensions.")
    if A.dtype not in (D.float32, D.float64):
        raise RuntimeError("This function doesn't handle types other than float and double")
    m, n = A.shape[-2], A.shape[-1]
    S = O.abs(O._linalg_eigh(A.detach(), "L", False)[0]) if hermitian else O._linalg_svd(A.detach(), False, False)[1]
    at, rt = _tolerance(A, atol, "atol"), _tolerance(A, rtol, "rtol")
    if rt is None:
        default = F.full((), float(np.finfo(A.dtype.np).eps) * max(m, n), dtype=D.float64, device=A.device)
        rt = default if at is None else O.where(at > 0, F.zeros((), dtype=D.float64, device=A.device), default)
    if at is None:
        at = F.zeros((), dtype=D.float64, device=A.device)
    if min(m, n) == 0:
        rank = F.zeros(tuple(A.shape[:-2]), dtype=D.int64, device=A.device)
    else:
        top = O.amax(S, -1, True).to(D.float64)
        tol = O.maximum(at.unsqueeze(-1), rt.unsqueeze(-1) * top)
        rank = (S.to(D.float64) > tol).sum(-1)
    return _cops._deliver("linalg_matrix_rank", rank, out)


def pinverse(self, rcond=1e-15, out=None):
    _tensor("pinverse", self, "input")
    zero = F.zeros((), dtype=D.float64, device=self.device)
    rc = F.full((), float(rcond), dtype=D.float64, device=self.device)
    return _cops._deliver("pinverse", O._linalg_pinv(self, atol=zero, rtol=rc), out)


# ------------------------------------------------------------------ products
def matrix_power(self, n, out=None):
    A = _tensor("linalg_matrix_power", self, "input")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"linalg_matrix_power(): argument 'n' (position 2) must be int, not {type(n).__name__}")
    word = "linalg.matrix_power"
    if A.ndim < 2:
        raise RuntimeError(f"{word}: The input tensor A must have at least 2 dimensions.")
    if A.shape[-1] != A.shape[-2]:
        raise RuntimeError(f"{word}: A must be batches of square matrices, but they are {A.shape[-2]} by "
                           f"{A.shape[-1]} matrices")
    if n == 0:  # the identity written into a copy of A: it records (a zero gradient), as torch's
        res = O.clone(A).copy_(_eyes(A, A.shape[-1], A.shape[-1]))
        return _cops._deliver("linalg_matrix_power", res, out)
    if n < 0:
        A, n = O.inverse(A), -n
    if n > 1 and A.dtype is D.bool_:
        raise NotImplementedError(f"\"addmm_impl_{A.device.type}_\" not implemented for 'Bool'")
    # torch's order of products: the powers of two from the lowest bit up
    if n == 1:
        res = O.clone(A)
    elif n == 2:
        res = O.matmul(A, A)
    elif n == 3:
        res = O.matmul(O.matmul(A, A), A)
    else:
        z = res = None
        while n > 0:
            bit, n = n % 2, n // 2
            z = A if z is None else O.matmul(z, z)
            if bit:
                res = z if res is None else O.matmul(res, z)
    return _cops._deliver("linalg_matrix_power", res, out)


def _chain_order(dims):
    """torch's matrix_chain_order: split[i][j], the best k for M_i..k times M_k+1..j."""
    n = len(dims) - 1
    cost = [[0] * n for _ in range(n)]
    split = [[0] * n for _ in range(n)]
    for length in range(1, n):
        for i in range(n - length):
            j = i + length
            cost[i][j] = None
            for k in range(i, j):
                q = cost[i][k] + cost[k + 1][j] + dims[i] * dims[k + 1] * dims[j + 1]
                if cost[i][j] is None or q < cost[i][j]:
                    cost[i][j], split[i][j] = q, k
    return split


def _chain(ts, split, i, j):
    if i == j:
        return ts[i]
    k = split[i][j]
    return O.mm(_chain(ts, split, i, k), _chain(ts, split, k + 1, j))


def _multi_dot(tensors):
    n = len(tensors)
    if n < 2:
        raise RuntimeError(f"multi_dot(): expected at least 2 tensors but got {n}")
    ts = list(tensors)
    shape = []
    first, last = ts[0], ts[-1]
    if first.ndim == 1:
        ts[0] = first.unsqueeze(0)
    elif first.ndim == 2:
        shape.append(first.shape[0])
    else:
        raise RuntimeError(f"multi_dot(): the first tensor must be 1D or 2D but got {first.ndim}D")
    if last.ndim == 1:
        ts[-1] = last.unsqueeze(-1)
    elif last.ndim == 2:
        shape.append(last.shape[1])
    else:
        raise RuntimeError(f"multi_dot(): the last tensor must be 1D or 2D but got {last.ndim}D")
    for i in range(1, n - 1):
        if ts[i].ndim != 2:
            raise RuntimeError(f"multi_dot(): tensor {i} must be 2D but got {ts[i].ndim}D")
    for i in range(1, n):
        if ts[i].dtype is not ts[0].dtype:
            raise RuntimeError(f"multi_dot(): all tensors must have be the same dtype but tensor 0 is "
                               f"{T._cpp(ts[0].dtype)} and tensor {i} {T._cpp(ts[i].dtype)}")
        if ts[i].device != ts[0].device:
            raise RuntimeError(f"multi_dot(): all tensors must be on the same device but tensor 0 is on "
                               f"{ts[0].device} and tensor {i} on {ts[i].device}")
        if ts[i - 1].shape[-1] != ts[i].shape[0]:
            raise RuntimeError(f"multi_dot(): tensors {i - 1} and {i} with shapes {list(tensors[i - 1].shape)} and "
                               f"{list(tensors[i].shape)} cannot be multiplied")
    if n == 2:
        res = O.mm(ts[0], ts[1])
    elif n == 3:
        a, b, c, d = ts[0].shape[0], ts[1].shape[0], ts[2].shape[0], ts[2].shape[1]
        res = O.mm(ts[0], O.mm(ts[1], ts[2])) if (a * c) * (b + d) > (b * d) * (a + c) else \
            O.mm(O.mm(ts[0], ts[1]), ts[2])
    else:
        res = _chain(ts, _chain_order([t.shape[0] for t in ts] + [ts[-1].shape[1]]), 0, n - 1)
    return res.reshape(shape)


def multi_dot(tensors, out=None):
    return _cops._deliver("linalg_multi_dot", _multi_dot(_cops._tensor_list("linalg_multi_dot", tensors)), out)


def chain_matmul(matrices, out=None):
    ts = _cops._tensors("chain_matmul", matrices)
    _warn("torch.chain_matmul is deprecated and will be removed in a future PyTorch release. Use "
          "torch.linalg.multi_dot instead, which accepts a list of two or more tensors rather than multiple "
          "parameters.")
    if not ts:
        raise RuntimeError("chain_matmul(): Expected one or more matrices")
    for t in ts:
        if t.ndim != 2:
            raise RuntimeError(f"Tensor dimension is {t.ndim}, expected 2 instead.")
    res = O.clone(ts[0]) if len(ts) == 1 else _multi_dot(ts)
    return _cops._deliver("chain_matmul", res, out)


def vecdot(x, y, dim=-1, out=None):
    _tensor("linalg_vecdot", x, "x")
    _tensor("linalg_vecdot", y, "y", 2)
    if not x.dtype.is_floating_point:
        raise RuntimeError(f"linalg.vecdot: Expected a floating point or complex tensor as input. Got "
                           f"{x.dtype.pt_name}")
    if x.dtype is not y.dtype:
        raise RuntimeError(f"linalg.vecdot: Expected x and y to have the same dtype, but found x of type "
                           f"{x.dtype.pt_name} and y of type {y.dtype.pt_name} instead")
    _copying._broadcast_to(tuple(x.shape), tuple(y.shape))  # torch's message, before mul's own
    return _cops._deliver("linalg_vecdot", O.sum(O.mul(x, y), dim), out)


def linalg_cross(self, other, dim=-1, out=None):
    _tensor("linalg_cross", self, "input")
    _tensor("linalg_cross", other, "other", 2)
    return _cops.cross(self, other, dim, out)


# ops.yaml `rule:` of each linear-algebra composite -> its function here
RULES = {fn.__name__: fn for fn in (
    svdvals, svd, eigvalsh, qr, linalg_cholesky, cholesky, triangular_solve, lu_factor, lu_unpack, linalg_lu, lu,
    lu_solve, lstsq, matrix_rank, pinverse, matrix_power, multi_dot, chain_matmul, vecdot, linalg_cross)}

# registered with the composite family (below this module) when this module is imported
_composite.register(RULES)
