"""Dispatch of ``kind: decomposition`` ops (QR, SVD, eigh, pinv, Cholesky,
triangular solves): per form PyTorch's argument checks and messages, the
batch and result shapes, the workspaces, then the op's generated kernel
(templates/decomposition.j2), one matrix per CPU loop step or CUDA thread.

The SVD raises ``LinAlgError`` on a NaN (as torch's gesdd path), naming the
batch element; an infinity gives NaN results, as torch. cholesky's info is
LAPACK's (the order of the first leading minor that is not positive-definite).
"""
import math

import numpy as np

from ..core import dtypes as D
from ..core.op import BUFFER, MATMUL_DTYPE, Family, Plan
from ..core.tensor import Tensor, contiguous_strides
from . import copy as _copy
from . import linalg_results as R
from .lu import Device, LinAlgError, flat_rows, launch


class Spec:
    """A decomposition op's entry: its form, argument names, devices and kernels."""
    __slots__ = ("name", "form", "argnames", "devices", "cpu", "cuda")

    def __init__(self, name, form, argnames, *, devices, cpu, cuda):
        self.name, self.form, self.argnames, self.devices, self.cpu, self.cuda = name, form, argnames, devices, cpu, cuda


class DecPlan(Plan):
    __slots__ = ("a", "b", "bshape", "m", "n", "k", "left", "opts")


# Jacobi sweeps at most: each converges quadratically once near diagonal
# (typically 6 to 12 sweeps); the bound only ends a loop a NaN-free input
# could not finish
_SWEEPS = 60


def _constants(dtype, size):
    """The kernels' dtype constants (templates/decomposition.j2, `cst`)."""
    info = np.finfo(dtype.np)
    eps, tiny, big = float(info.eps), float(info.tiny), float(info.max)
    size = max(size, 1)
    # the Jacobi tolerance: below it a pair counts as orthogonal (LAPACK gesvj's sqrt(m) eps)
    tol = eps * math.sqrt(size)
    return np.array([0.0, 1.0, tol, tiny, big, math.sqrt(big) / 2, 0.5, math.sqrt(big / size) / 4,
                     math.sqrt(tiny / eps)], dtype.np)


def _tensor(binding, x, argname, pos):
    if type(x) is not Tensor:  # nested and sparse layouts included: no rule runs them
        raise TypeError(f"{binding}(): argument '{argname}' (position {pos}) must be Tensor, not {type(x).__name__}")
    return x


def _at_least_2d(word, A, name="A"):
    if A.ndim < 2:
        raise RuntimeError(f"{word}: The input tensor {name} must have at least 2 dimensions.")


def _square(word, A):
    if A._shape[-1] != A._shape[-2]:
        raise RuntimeError(f"{word}: A must be batches of square matrices, but they are {A._shape[-2]} by "
                           f"{A._shape[-1]} matrices")


def _floating(word, A):
    if not A._dtype.is_floating_point:
        raise RuntimeError(f"{word}: Expected a floating point or complex tensor as input. Got {A._dtype.pt_name}")


def _kernel_dtype(routine, A):
    """float32 and float64 only; otherwise LAPACK's routine name, as torch."""
    if A._dtype not in (D.float32, D.float64):
        raise NotImplementedError(f"\"{routine}_{A._device.type}\" not implemented for '{A._dtype.pt_name}'")


def _device(op, *ts):
    for t in ts[1:]:
        if t._device != ts[0]._device:
            raise RuntimeError(f"Expected all tensors to be on the same device, but found at least two devices, "
                               f"{ts[0]._device} and {t._device}!")
    if ts[0]._device.type not in op.spec.devices:
        raise RuntimeError(f"{op.name}: not implemented for device {ts[0]._device}")


def _str_arg(binding, name, v, pos):
    # (torch names the position only of a positional argument; these are mostly given by keyword)
    if not isinstance(v, str):
        raise TypeError(f"{binding}(): argument '{name}' must be str, not {type(v).__name__}")
    return v


def _plan(inputs, shape, dtype, device, dtypes=None):
    return DecPlan(inputs, shape, dtype, device, overlap=BUFFER, out_dtype=MATMUL_DTYPE, dtypes=dtypes)


def _fill(p, a, b, bshape, m, n, k=0, left=True, opts=None):
    p.a, p.b, p.bshape, p.m, p.n, p.k, p.left, p.opts = a, b, bshape, m, n, k, left, opts
    return p


# ------------------------------------------------------------------ plans
def _plan_qr(op, A, mode="reduced"):
    A = _tensor("linalg_qr", A, "A", 1)
    mode = _str_arg("linalg_qr", "mode", mode, 2)
    word = "linalg.qr"
    _at_least_2d(word, A)
    _floating(word, A)
    _kernel_dtype("geqrf", A)
    if mode not in ("reduced", "r", "complete"):
        raise RuntimeError(f"qr received unrecognized mode '{mode}' but expected one of 'reduced' (default), 'r', "
                           "or 'complete'")
    _device(op, A)
    bshape, (m, n) = A._shape[:-2], A._shape[-2:]
    k = min(m, n)
    qc, rr = (m, m) if mode == "complete" else (k, k)
    p = _plan((A,), bshape + (m, qc), A._dtype, A._device, (A._dtype, A._dtype))
    return _fill(p, A, None, bshape, m, n, opts=(mode, qc, rr))


def _plan_svd(op, A, full_matrices=False, compute_uv=True, driver=None):
    A = _tensor("linalg_svd", A, "A", 1)
    word = "linalg.svd"
    _at_least_2d(word, A)
    _floating(word, A)
    _kernel_dtype("linalg_svd", A)
    _device(op, A)
    if driver is not None:
        _str_arg("linalg_svd", "driver", driver, 4)
        if A._device.type == "cpu":
            raise RuntimeError("torch.linalg.svd: keyword argument `driver=` is only supported on CUDA inputs with "
                               "cuSOLVER backend.")
        if driver not in ("gesvd", "gesvdj", "gesvda"):
            raise RuntimeError(f"torch.linalg.svd: driver must be one of 'gesvd', 'gesvdj' or 'gesvda', got "
                               f"'{driver}'")
    bshape, (m, n) = A._shape[:-2], A._shape[-2:]
    k = min(m, n)
    full, uv = bool(full_matrices), bool(compute_uv)
    ucols, vrows = (m, n) if full else (k, k)
    p = _plan((A,), bshape + (m, ucols), A._dtype, A._device, (A._dtype, A._dtype, A._dtype))
    return _fill(p, A, None, bshape, m, n, opts=(uv, ucols, vrows))


def _plan_eigh(op, A, UPLO="L", compute_v=True):
    A = _tensor("linalg_eigh", A, "input", 1)
    UPLO = _str_arg("linalg_eigh", "UPLO", UPLO, 2)
    word = "linalg.eigh"
    _at_least_2d(word, A)
    _square(word, A)
    _kernel_dtype("linalg_eigh", A)
    if UPLO.upper() not in ("L", "U"):
        raise RuntimeError(f"Expected UPLO argument to be 'L' or 'U', but got {UPLO}")
    _device(op, A)
    bshape, n = A._shape[:-2], A._shape[-1]
    p = _plan((A,), bshape + (n,), A._dtype, A._device, (A._dtype, A._dtype))
    return _fill(p, A, None, bshape, n, n, opts=(UPLO.upper() == "L", bool(compute_v)))


def _plan_pinv(op, A, atol=None, rtol=None, hermitian=False):
    A = _tensor("linalg_pinv", A, "input", 1)
    if A.ndim < 2 or A._dtype not in (D.float32, D.float64):
        raise RuntimeError(f"linalg.pinv({A._dtype.pt_name}{{{list(A._shape)}}}): expected a tensor with 2 or more "
                           "dimensions of float, double, cfloat or cdouble types")
    bshape, (m, n) = A._shape[:-2], A._shape[-2:]
    hermitian = bool(hermitian)
    if hermitian:
        _square("linalg.eigh", A)
    tols = []
    for name, t in (("atol", atol), ("rtol", rtol)):
        if t is not None:
            _tensor("linalg_pinv", t, name, 2)
            _device(op, A, t)
            bshape = _copy._broadcast_to(t._shape, bshape)  # (the tolerance is torch's tensor a)
        tols.append(t)
    _device(op, A)
    p = _plan((A,), bshape + (n, m), A._dtype, A._device)
    return _fill(p, A, None, bshape, m, n, opts=(tols[0], tols[1], hermitian))


def _plan_cholesky(op, A, upper=False, check_errors=False):
    A = _tensor("linalg_cholesky_ex", A, "input", 1)
    word = "linalg.cholesky"
    _at_least_2d(word, A)
    _square(word, A)
    _floating(word, A)
    _kernel_dtype("cholesky", A)
    _device(op, A)
    bshape, n = A._shape[:-2], A._shape[-1]
    p = _plan((A,), A._shape, A._dtype, A._device, (A._dtype, D.int32))
    return _fill(p, A, None, bshape, n, n, opts=(bool(upper), bool(check_errors)))


def _plan_triangular(op, A, B, upper, left=True, unitriangular=False):
    A = _tensor("linalg_solve_triangular", A, "input", 1)
    B = _tensor("linalg_solve_triangular", B, "B", 2)
    word = "linalg.solve_triangular"
    _at_least_2d(word, A)
    _at_least_2d(word, B, "B")
    _square(word, A)
    left = bool(left)
    n = A._shape[-1]
    if (B._shape[-2] if left else B._shape[-1]) != n:
        raise RuntimeError(f"{word}: Incompatible shapes of A and B for the equation {'AX = B' if left else 'XA = B'} "
                           f"({n}x{n} and {B._shape[-2]}x{B._shape[-1]})")
    _kernel_dtype("triangular_solve", A)
    _device(op, A, B)
    bshape = _copy._broadcast_to(B._shape[:-2], A._shape[:-2])
    k = B._shape[-1] if left else B._shape[-2]
    # B enters in A's dtype (torch's result takes A's)
    p = _plan((A, B), bshape + B._shape[-2:], A._dtype, A._device)
    return _fill(p, A, B, bshape, n, n, k, left, (bool(upper), bool(unitriangular)))


def _solve_inputs(name, B, A):
    """torch's linearSolveCheckInputs for cholesky_solve (b, A)."""
    if B.ndim < 2:
        raise RuntimeError(f"b should have at least 2 dimensions, but has {B.ndim} dimensions instead")
    if A.ndim < 2:
        raise RuntimeError(f"A should have at least 2 dimensions, but has {A.ndim} dimensions instead")
    if B._dtype is not A._dtype:
        raise RuntimeError(f"Expected b and A to have the same dtype, but found b of type {B._dtype.pt_name} and A "
                           f"of type {A._dtype.pt_name} instead.")
    if A._shape[-1] != A._shape[-2]:
        raise RuntimeError(f"A must be batches of square matrices, but they are {A._shape[-2]} by {A._shape[-1]} "
                           "matrices")
    if A._shape[-1] != B._shape[-2]:
        raise RuntimeError(f"Incompatible matrix sizes for {name}: each A matrix is {A._shape[-1]} by "
                           f"{A._shape[-1]} but each b matrix is {B._shape[-2]} by {B._shape[-1]}")


def _plan_cholesky_solve(op, B, L, upper=False):
    B = _tensor("cholesky_solve", B, "input", 1)
    L = _tensor("cholesky_solve", L, "input2", 2)
    _solve_inputs("cholesky_solve", B, L)
    _kernel_dtype("cholesky_solve", L)
    _device(op, L, B)
    n = L._shape[-1]
    bshape = _copy._broadcast_to(B._shape[:-2], L._shape[:-2])
    p = _plan((B, L), bshape + B._shape[-2:], L._dtype, L._device)
    return _fill(p, L, B, bshape, n, n, B._shape[-1], True, (bool(upper), False))


def _plan_cholesky_inverse(op, L, upper=False):
    L = _tensor("cholesky_inverse", L, "input", 1)
    word = "cholesky_inverse"
    _at_least_2d(word, L)
    _square(word, L)
    _kernel_dtype("cholesky_inverse_out", L)
    _device(op, L)
    n = L._shape[-1]
    p = _plan((L,), L._shape, L._dtype, L._device)
    return _fill(p, L, None, L._shape[:-2], n, n, n, True, (bool(upper), False))


_PLANS = {"qr": _plan_qr, "svd": _plan_svd, "eigh": _plan_eigh, "pinv": _plan_pinv, "cholesky": _plan_cholesky,
          "triangular": _plan_triangular, "cholesky_solve": _plan_cholesky_solve,
          "cholesky_inverse": _plan_cholesky_inverse}


def plan(op, args, inplace):
    return _PLANS[op.spec.form](op, *args)


# ------------------------------------------------------------------ runs
def _empty(shape, dtype, device):
    return _copy.empty(shape, dtype, device)


def _run_qr(op, plan):
    A, bshape, m, n = plan.a, plan.bshape, plan.m, plan.n
    mode, qc, rr = plan.opts
    dtype, device = A._dtype, A._device
    batch, k = math.prod(bshape), min(m, n)
    want_q = mode != "r"
    q = _empty(bshape + (m, qc) if want_q else (0,), dtype, device)
    r = _empty(bshape + (rr, n), dtype, device)
    if batch and m:
        dev = Device(op, device, batch)
        npd = np.dtype(dtype.np)
        a = flat_rows(A, bshape + (m, n)) if n else dev.new(1, npd)
        w = dev.new(max(batch * m * n, 1), npd)
        tau = dev.new(max(batch * k, 1), npd)
        tmp = dev.new(max(batch * max(n, qc), 1), npd)
        qs = q._storage if want_q and q.numel() else dev.new(1, npd)
        rs = r._storage if r.numel() else dev.new(1, npd)
        launch(dev.cpu, dev.kernel, a, w, tau, tmp, qs, rs, np.int64(batch), np.int64(m), np.int64(n),
                np.int64(qc), np.int64(rr), want_q, dev.device(_constants(dtype, m)))
    return R.LINALG_QR(q, r)


def _nonfinite(word, info, A, cpu_info):
    bad = np.nonzero(cpu_info == 1)[0]
    if len(bad):
        b = int(bad[0])
        where = f"(Batch element {b}): " if A.ndim > 2 else ""
        raise LinAlgError(f"{word}: {where}The algorithm failed to converge because the input matrix contained "
                          "non-finite values.")


def _run_svd(op, plan):
    A, bshape, m, n = plan.a, plan.bshape, plan.m, plan.n
    uv, ucols, vrows = plan.opts
    dtype, device = A._dtype, A._device
    batch, p, size = math.prod(bshape), min(m, n), max(m, n)
    u = _empty(bshape + (m, ucols) if uv else (0,), dtype, device)
    s = _empty(bshape + (p,), dtype, device)
    vh = _empty(bshape + (vrows, n) if uv else (0,), dtype, device)
    if batch and (p or (uv and size)):
        dev = Device(op, device, batch)
        npd = np.dtype(dtype.np)
        lrows = ucols if m >= n else vrows
        one = dev.new(1, npd)
        a = flat_rows(A, bshape + (m, n)) if m * n else one

        def work(count, kind=npd):
            return dev.new(max(batch * count, 1), kind)
        info = work(1, np.int64)
        launch(dev.cpu, dev.kernel, a, work(p * size), work(p * p), work(p + 1), work(size * p), work(p),
                work(size), work(size * lrows if uv else 0), work(2 * p, np.int64),
                u._storage if u.numel() else one, s._storage if s.numel() else one,
                vh._storage if vh.numel() else one, info, np.int64(batch), np.int64(m), np.int64(n),
                np.int64(ucols), np.int64(vrows), uv, dev.device(_constants(dtype, size)), np.int64(_SWEEPS))
        _nonfinite("linalg.svd", info, A, dev.host(info))
    return R.LINALG_SVD(u, s, vh)


def _run_eigh(op, plan):
    A, bshape, n = plan.a, plan.bshape, plan.n
    lower, want_v = plan.opts
    dtype, device = A._dtype, A._device
    batch = math.prod(bshape)
    vals = _empty(bshape + (n,), dtype, device)
    vecs = _empty(bshape + (n, n) if want_v else (0,), dtype, device)
    if batch * n:
        dev = Device(op, device, batch)
        npd = np.dtype(dtype.np)
        a = flat_rows(A, bshape + (n, n))
        launch(dev.cpu, dev.kernel, a, dev.new(batch * n * n, npd), dev.new(batch * n * n, npd),
                dev.new(batch * 2 * n, np.int64), vals._storage, vecs._storage if want_v else dev.new(1, npd),
                np.int64(batch), np.int64(n), lower, want_v, dev.device(_constants(dtype, n)), np.int64(_SWEEPS))
    return R.LINALG_EIGH(vals, vecs)


def _tolerances(t, batch_shape, default):
    """A tolerance argument as one float64 per matrix of the batch."""
    if t is None:
        return np.full(batch_shape, default, np.float64).reshape(-1)
    vals = t.to("cpu").numpy() if t._device.type != "cpu" else t.numpy()
    return np.ascontiguousarray(np.broadcast_to(np.asarray(vals, np.float64), batch_shape)).reshape(-1)


def _run_pinv(op, plan):
    A, bshape, m, n = plan.a, plan.bshape, plan.m, plan.n
    atol, rtol, hermitian = plan.opts
    dtype, device = A._dtype, A._device
    batch, p, size = math.prod(bshape), min(m, n), max(m, n)
    out = _empty(bshape + (n, m), dtype, device)
    if batch * m * n:
        dev = Device(op, device, batch)
        npd = np.dtype(dtype.np)
        # torch's defaults: atol 0; rtol eps * max(m, n) unless atol is given (then 0 where atol > 0)
        eps = float(np.finfo(dtype.np).eps) * size
        at = _tolerances(atol, bshape, 0.0)
        if rtol is not None:
            rt = _tolerances(rtol, bshape, 0.0)
        elif atol is not None:
            rt = np.where(at > 0, 0.0, eps)
        else:
            rt = np.full(batch, eps)
        a = flat_rows(A, bshape + (m, n))
        info = dev.new(batch, np.int64)
        launch(dev.cpu, dev.kernel, a, dev.new(batch * p * size, npd), dev.new(batch * p * p, npd),
                dev.new(batch * (p + 1), npd), out._storage, dev.device(at), dev.device(rt), info,
                np.int64(batch), np.int64(m), np.int64(n), hermitian, dev.device(_constants(dtype, size)),
                np.int64(_SWEEPS))
        if not hermitian:
            _nonfinite("linalg.svd", info, A, dev.host(info))
    return out


def _run_cholesky(op, plan):
    A, bshape, n = plan.a, plan.bshape, plan.n
    upper, check_errors = plan.opts
    dtype, device = A._dtype, A._device
    batch = math.prod(bshape)
    out = _empty(A._shape, dtype, device)
    info = _empty(bshape, D.int32, device)
    if batch:
        dev = Device(op, device, batch)
        if n:
            launch(dev.cpu, dev.kernel, flat_rows(A, bshape + (n, n)), out._storage, info._storage,
                    np.int64(batch), np.int64(n), upper)
        elif dev.cpu:
            info._storage[:] = 0
        else:
            info._storage.copy_to_device(np.zeros(batch, np.int32))
        if check_errors:
            check_positive_definite("linalg.cholesky_ex", dev.host(info._storage), A.ndim > 2)
    return R.LINALG_CHOLESKY_EX(out, info)


def check_positive_definite(word, info, batched):
    """torch's error for the first matrix whose Cholesky factorisation failed."""
    bad = np.nonzero(np.asarray(info).reshape(-1))[0]
    if len(bad):
        b = int(bad[0])
        where = f"(Batch element {b}): " if batched else ""
        order = int(np.asarray(info).reshape(-1)[b])
        raise LinAlgError(f"{word}: {where}The factorization could not be completed because the input is not "
                          f"positive-definite (the leading minor of order {order} is not positive-definite).")


def _run_solve(op, plan):
    """triangular, cholesky_solve and cholesky_inverse: X solved in place from B (or I)."""
    A, B, bshape, n, k = plan.a, plan.b, plan.bshape, plan.n, plan.k
    dtype, device = plan.dtype, plan.device
    batch = math.prod(bshape)
    form = op.spec.form
    upper, unit = plan.opts
    if form == "triangular" and not plan.left:
        upper = not upper  # X A = B is A^T X^T = B^T: the other triangle, transposed operands
    x = _empty(bshape + (n, k), dtype, device)
    if batch * n * k:
        dev = Device(op, device, batch)
        swap = not plan.left
        a = flat_rows(A, bshape + (n, n), swap)
        if form == "cholesky_inverse":
            info = dev.new(batch, np.int64)
            launch(dev.cpu, dev.kernel, a, x._storage, info, np.int64(batch), np.int64(n), upper)
            codes = dev.host(info)
            bad = np.nonzero(codes)[0]
            if len(bad):
                b = int(bad[0])
                where = f"(Batch element {b}): " if A.ndim > 2 else ""
                raise LinAlgError(f"cholesky_inverse: {where}The diagonal element {int(codes[b])} is zero, the "
                                  "inversion could not be completed because the input matrix is singular.")
        else:
            src = B if B._dtype is dtype else _copy.contiguous_copy(_copy.COPY_CASE, B, dtype)
            src = flat_rows(src, bshape + (n, k), swap)
            if form == "triangular":
                args = (x._storage, np.int64(batch), np.int64(n), np.int64(k), upper, unit)
            else:
                args = (x._storage, np.int64(batch), np.int64(n), np.int64(k), upper)
            launch(dev.cpu, dev.kernel, a, *args, src=src, into=0)
    if plan.left:
        return x
    st = contiguous_strides(bshape + (n, k))
    return Tensor._make(x._storage, bshape + (k, n), st[:-2] + (1, k), 0, dtype, device)


_RUNS = {"qr": _run_qr, "svd": _run_svd, "eigh": _run_eigh, "pinv": _run_pinv, "cholesky": _run_cholesky,
         "triangular": _run_solve, "cholesky_solve": _run_solve, "cholesky_inverse": _run_solve}


def run(op, plan, args, target):
    return _RUNS[op.spec.form](op, plan)


def bind(op, args):
    return dict(zip(op.spec.argnames, args))


FAMILY = Family("decomposition", plan, run, bind)
