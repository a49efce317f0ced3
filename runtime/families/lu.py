"""Dispatch of ``kind: lu`` ops (det, slogdet, logdet, inverse, solve,
lu_factor, lu_solve, matrix_exp): per form PyTorch's argument checks and
messages and the batch shape, then the op's generated kernel
(templates/lu.j2): one LU factorisation with partial pivoting per matrix of
the batch, in the input's dtype, on either device.

inverse and solve raise ``LinAlgError`` (a RuntimeError, as torch's) on an
exactly singular matrix, naming the first zero pivot (LAPACK's info) and the
batch element; det, slogdet and logdet return 0, (0, -inf) and -inf there;
lu_factor reports it in ``info`` (or raises with check_errors=True).
"""
import math
import warnings

import numpy as np

from ..core import dtypes as D
from ..core.op import BUFFER, MATMUL_DTYPE, Family, Plan
from ..core.tensor import Tensor, contiguous_strides
from ..backends import cuda as CB
from . import copy as _copy
from . import linalg_results as R


class LinAlgError(RuntimeError):
    """A linear-algebra routine met a singular matrix (torch.linalg.LinAlgError)."""


slogdet_result = R.SLOGDET  # (sign, logabsdet), as torch.return_types.slogdet


class Spec:
    """An lu op's entry: its form, argument names, devices and kernels."""
    __slots__ = ("name", "form", "argnames", "devices", "cpu", "cuda")

    def __init__(self, name, form, argnames, *, devices, cpu, cuda):
        self.name, self.form, self.argnames, self.devices, self.cpu, self.cuda = name, form, argnames, devices, cpu, cuda


class LuPlan(Plan):
    __slots__ = ("a", "b", "bshape", "n", "k", "vector", "left", "extra")


# form -> (the name torch's messages use, whether half/bfloat16 raise "lu_cpu"
# not implemented (det, solve) rather than "Low precision dtypes not supported")
_WORDS = {"det": ("linalg.det", True), "slogdet": ("linalg.slogdet", False), "logdet": ("logdet", False),
          "inv": ("linalg.inv", False), "solve": ("linalg.solve", True)}
# torch's Python-binding names and argument names for a non-Tensor argument
_BINDING = {"det": ("det", "input"), "slogdet": ("slogdet", "input"), "logdet": ("logdet", "input"),
            "inv": ("inverse", "input"), "solve": ("linalg_solve", None), "lu_factor": ("linalg_lu_factor_ex", None),
            "lu_solve": ("linalg_lu_solve", None), "matrix_exp": ("linalg_matrix_exp", "input")}


def _tensor(op, x, argname, pos):
    if type(x) is not Tensor:  # nested and sparse layouts included: no rule runs them
        binding, alias = _BINDING[op.spec.form]
        raise TypeError(f"{binding}(): argument '{alias or argname}' (position {pos}) must be Tensor, not "
                        f"{type(x).__name__}")
    return x


def _dtype(op, dtype):
    word, lu_cpu = _WORDS[op.spec.form]
    if not dtype.is_floating_point:
        raise RuntimeError(f"{word}: Expected a floating point or complex tensor as input. Got {dtype.pt_name}")
    if dtype not in (D.float32, D.float64):
        if lu_cpu:
            raise NotImplementedError(f"\"lu_cpu\" not implemented for '{dtype.pt_name}'")
        raise RuntimeError(f"{word}: Low precision dtypes not supported. Got {dtype.pt_name}")


def _square(word, A, name="A"):
    if A.ndim < 2:
        raise RuntimeError(f"{word}: The input tensor {name} must have at least 2 dimensions.")
    if A._shape[-1] != A._shape[-2]:
        raise RuntimeError(f"{word}: A must be batches of square matrices, but they are {A._shape[-2]} by "
                           f"{A._shape[-1]} matrices")


def _device(op, A):
    if A._device.type not in op.spec.devices:
        raise RuntimeError(f"{op.name}: not implemented for device {A._device}")


def _same_device(a, b):
    if a._device != b._device:
        raise RuntimeError(f"Expected all tensors to be on the same device, but found at least two devices, "
                           f"{a._device} and {b._device}!")


def _lu_plan(p, a, b, bshape, n, k, vector, left, extra=None):
    p.a, p.b, p.bshape, p.n, p.k, p.vector, p.left, p.extra = a, b, bshape, n, k, vector, left, extra
    return p


def _plan_square(op, A):
    form = op.spec.form
    word = _WORDS[form][0]
    A = _tensor(op, A, "A", 1)
    _square(word, A)
    _dtype(op, A._dtype)
    _device(op, A)
    bshape, n = A._shape[:-2], A._shape[-1]
    if form == "inv":
        p = LuPlan((A,), A._shape, A._dtype, A._device, overlap=BUFFER, out_dtype=MATMUL_DTYPE)
    elif form == "slogdet":
        p = LuPlan((A,), bshape, A._dtype, A._device, overlap=BUFFER, out_dtype=MATMUL_DTYPE,
                   dtypes=(A._dtype, A._dtype))
    else:
        p = LuPlan((A,), bshape, A._dtype, A._device, overlap=BUFFER, out_dtype=MATMUL_DTYPE)
    return _lu_plan(p, A, None, bshape, n, 0, False, True)


def _plan_solve(op, A, B, left=True):
    word = "linalg.solve"
    A = _tensor(op, A, "A", 1)
    B = _tensor(op, B, "B", 2)
    if A._dtype is not B._dtype:
        raise RuntimeError(f"{word}: Expected A and B to have the same dtype, but found A of type "
                           f"{A._dtype.pt_name} and B of type {B._dtype.pt_name} instead")
    _same_device(A, B)
    _dtype(op, A._dtype)
    _square(word, A)
    if B.ndim == 0:
        raise RuntimeError(f"{word}: The input tensor B must have at least 2 dimensions.")
    _device(op, A)
    left = bool(left)
    # torch's linalg_solve_is_vector_rhs: B is one vector per matrix
    vector = B.ndim == 1 or (B.ndim == A.ndim - 1 and B._shape == A._shape[:-1])
    bmat = B._shape + (1,) if vector else B._shape
    n = A._shape[-1]
    _check_rhs(word, A, bmat, left)
    bshape = _copy._broadcast_to(bmat[:-2], A._shape[:-2])  # (B's batch dims named "a" in the message, as torch)
    k = bmat[-1] if left else bmat[-2]
    shape = bshape + (B._shape[-1],) if vector else bshape + bmat[-2:]
    p = LuPlan((A, B), shape, A._dtype, A._device, overlap=BUFFER, out_dtype=MATMUL_DTYPE)
    return _lu_plan(p, A, B, bshape, n, k, vector, left)


def _check_rhs(word, A, bmat, left):
    n = A._shape[-1]
    if (bmat[-2] if left else bmat[-1]) != n:
        eq = "AX = B" if left else "XA = B"
        raise RuntimeError(f"{word}: Incompatible shapes of A and B for the equation {eq} ({A._shape[-2]}x{n} and "
                           f"{bmat[-2]}x{bmat[-1]})")


def _plan_lu_factor(op, A, pivot=True, check_errors=False):
    A = _tensor(op, A, "A", 1)
    if A.ndim < 2:
        raise RuntimeError(f"torch.lu_factor: Expected tensor with 2 or more dimensions. Got size: {list(A._shape)} "
                           "instead")
    if A._dtype not in (D.float32, D.float64):
        raise NotImplementedError(f"\"lu_{A._device.type}\" not implemented for '{A._dtype.pt_name}'")
    _device(op, A)
    if not pivot and A._device.type == "cpu":
        raise RuntimeError("linalg.lu_factor: LU without pivoting is not implemented on the CPU")
    bshape, (m, n) = A._shape[:-2], A._shape[-2:]
    p = LuPlan((A,), A._shape, A._dtype, A._device, overlap=BUFFER, out_dtype=MATMUL_DTYPE,
               dtypes=(A._dtype, D.int32, D.int32))
    return _lu_plan(p, A, None, bshape, n, m, False, True, (bool(pivot), bool(check_errors)))


def _plan_lu_solve(op, LU, pivots, B, left=True, adjoint=False):
    LU = _tensor(op, LU, "LU", 1)
    pivots = _tensor(op, pivots, "pivots", 2)
    B = _tensor(op, B, "B", 3)
    word = "linalg.lu_solve"
    _same_device(LU, B)
    _same_device(LU, pivots)
    if not LU._dtype.is_floating_point:
        raise RuntimeError(f"torch.{word}: Expected a floating point or complex tensor as input. Got "
                           f"{LU._dtype.pt_name}")
    if LU._dtype not in (D.float32, D.float64):
        raise NotImplementedError(f"\"{word}_{LU._device.type}\" not implemented for '{LU._dtype.pt_name}'")
    _square(f"torch.{word}", LU)
    if B.ndim < 2:
        raise RuntimeError(f"{word}: The input tensor B must have at least 2 dimensions.")
    if LU._dtype is not B._dtype:
        raise RuntimeError(f"{word}: Expected LU and B to have the same dtype, but found LU of type "
                           f"{LU._dtype.pt_name} and B of type {B._dtype.pt_name} instead")
    left = bool(left)
    _check_rhs(word, LU, B._shape, left)
    if pivots._dtype is not D.int32:
        raise RuntimeError(f"{word}: pivots should be a Tensor of scalar type torch.int32")
    if pivots.ndim == 0 or pivots._shape[-1] != LU._shape[-1]:
        raise RuntimeError(f"{word}: Number of pivots per batch should be same as the dimension of the matrix")
    if pivots._shape != LU._shape[:-1]:
        raise RuntimeError(f"{word}: Expected LU.shape[:-1] and pivots.shape to be the same, but got pivots with "
                           f"shape {list(pivots._shape)} instead")
    _device(op, LU)
    n = LU._shape[-1]
    bshape = _copy._broadcast_to(B._shape[:-2], LU._shape[:-2])
    k = B._shape[-1] if left else B._shape[-2]
    p = LuPlan((LU, B), bshape + B._shape[-2:], LU._dtype, LU._device, overlap=BUFFER, out_dtype=MATMUL_DTYPE)
    return _lu_plan(p, LU, B, bshape, n, k, False, left, (pivots, bool(adjoint)))


def _plan_matrix_exp(op, A):
    A = _tensor(op, A, "A", 1)
    word = "linalg.matrix_exp"
    if not A._dtype.is_floating_point:
        raise RuntimeError(f"{word}: Expected a floating point or complex tensor as input. Got {A._dtype.pt_name}")
    _square(word, A)
    _device(op, A)
    p = LuPlan((A,), A._shape, A._dtype, A._device, overlap=BUFFER, out_dtype=MATMUL_DTYPE)
    return _lu_plan(p, A, None, A._shape[:-2], A._shape[-1], 0, False, True)


_PLANS = {"solve": _plan_solve, "lu_factor": _plan_lu_factor, "lu_solve": _plan_lu_solve,
          "matrix_exp": _plan_matrix_exp}


def plan(op, args, inplace):
    return _PLANS.get(op.spec.form, _plan_square)(op, *args)


def flat_rows(t, shape=None, swap=False):
    """t's values as a flat row-major array of `shape` (t broadcast to it, its
    last two dims swapped first when `swap`): t's own storage when it already
    is one, else a fresh copy through the copy kernel."""
    shape = tuple(t._shape if shape is None else shape)
    sizes, strides = list(t._shape), list(t._stride)
    if swap:
        sizes[-1], sizes[-2], strides[-1], strides[-2] = sizes[-2], sizes[-1], strides[-2], strides[-1]
    lead = len(shape) - len(sizes)
    bstrides = [0] * lead + [0 if s == 1 and shape[lead + i] != 1 else st for i, (s, st) in
                             enumerate(zip(sizes, strides))]
    count = math.prod(shape)
    if tuple(bstrides) == contiguous_strides(shape) or count <= 1:
        return t._storage[t._offset:t._offset + count]
    src = Tensor._make(t._storage, shape, tuple(bstrides), t._offset, t._dtype, t._device)
    dst = _copy.empty(shape, t._dtype, t._device)
    _copy.run_copy(_copy.COPY_CASE, dst, src)
    return dst._storage


def batch_element(b, full, own):
    """The index, in its own batch `own`, of the matrix at row-major position b
    of the broadcast batch `full` (torch names the operand's own element)."""
    if own == full:
        return b
    at = np.unravel_index(b, full)[len(full) - len(own):]
    return int(np.ravel_multi_index(tuple(0 if s == 1 else i for i, s in zip(at, own)), own)) if own else 0


def _singular(op, plan, info):
    bad = np.nonzero(info)[0]
    if not len(bad):
        return
    b = batch_element(int(bad[0]), plan.bshape, plan.a._shape[:-2])
    where = f"(Batch element {b}): " if plan.a.ndim > 2 else ""
    if op.spec.form == "inv":
        raise LinAlgError(f"linalg.inv: {where}The diagonal element {int(info[b])} is zero, the inversion could "
                          "not be completed because the input matrix is singular.")
    raise LinAlgError(f"torch.linalg.solve: {where}The solver failed because the input matrix is singular.")


class Device:
    """Allocation and launch on the plan's device."""
    __slots__ = ("cpu", "new", "kernel")

    def __init__(self, op, device, batch):
        self.cpu = device.type == "cpu"
        if self.cpu:
            self.new, self.kernel = np.empty, op.spec.cpu
        else:
            cu = CB._cuda()
            self.new = cu.device_array
            self.kernel = getattr(CB._kernels(), op.spec.cuda)[CB._launch_config(max(batch, 1))]

    def host(self, arr):
        return arr if self.cpu else arr.copy_to_host()

    def device(self, arr):
        return arr if self.cpu else CB._cuda().to_device(arr)


def run(op, plan, args, target):
    form = op.spec.form
    if form in _RUNS:
        return _RUNS[form](op, plan)
    dtype, device = plan.dtype, plan.device
    n, batch = plan.n, math.prod(plan.bshape)
    npd = np.dtype(dtype.np)
    dev = Device(op, device, batch)
    cpu, new, kernel = dev.cpu, dev.new, dev.kernel
    # solve with left=False: X A = B is A^T X^T = B^T, so A and B enter transposed
    swap = form == "solve" and not plan.left
    a = flat_rows(plan.a, plan.bshape + (n, n), swap) if batch * n else new(0, npd)
    w, piv, info = new(max(batch * n * n, 1), npd), new(max(batch * n, 1), np.int64), new(max(batch, 1), np.int64)
    if form == "solve":
        k = plan.k
        x = _copy.empty(plan.bshape + (n, k), dtype, device)
        if batch * n:  # B with no columns still factors A: a singular A raises, as torch
            src = None
            if k:
                b = plan.b if not plan.vector else Tensor._make(plan.b._storage, plan.b._shape + (1,),
                                                                plan.b._stride + (1,), plan.b._offset, dtype, device)
                src = flat_rows(b, plan.bshape + (n, k), swap)
            xs = x._storage if k else new(1, npd)
            launch(cpu, kernel, a, w, piv, info, xs, np.int64(batch), np.int64(n), np.int64(k), src=src)
            _singular(op, plan, dev.host(info))
        res = x
        if swap:
            res = Tensor._make(x._storage, plan.bshape + (k, n), _swapped(plan.bshape, n, k), 0, dtype, device)
        if plan.vector:
            res = Tensor._make(res._storage, plan.shape, res._stride[:-1], 0, dtype, device)
        return res
    if form == "inv":
        out = _copy.empty(plan.shape, dtype, device)
        if batch * n:
            launch(cpu, kernel, a, w, piv, info, out._storage, np.int64(batch), np.int64(n))
            _singular(op, plan, dev.host(info))
        return out
    out = _copy.empty(plan.shape, dtype, device)
    sign = _copy.empty(plan.shape, dtype, device)
    if batch:
        if form == "det":
            launch(cpu, kernel, a, w, piv, info, out._storage, np.int64(batch), np.int64(n))
        else:
            launch(cpu, kernel, a, w, piv, info, sign._storage, out._storage, np.int64(batch), np.int64(n))
    if form == "slogdet":
        return slogdet_result(sign, out)
    return out


def _run_lu_factor(op, plan):
    A, (m, n) = plan.a, plan.a._shape[-2:]
    pivot, check_errors = plan.extra
    batch, k = math.prod(plan.bshape), min(m, n)
    lu = _copy.empty(A._shape, A._dtype, A._device)
    piv = _copy.empty(plan.bshape + (k,), D.int32, A._device)
    info = _copy.empty(plan.bshape, D.int32, A._device)
    if batch:
        dev = Device(op, A._device, batch)
        if m * n:
            a = flat_rows(A, plan.bshape + (m, n))
            launch(dev.cpu, dev.kernel, a, lu._storage, piv._storage, info._storage, np.int64(batch),
                    np.int64(m), np.int64(n), pivot)
        elif dev.cpu:
            info._storage[:] = 0
        else:
            info._storage.copy_to_device(np.zeros(batch, np.int32))
        if check_errors:
            check_pivots("torch.linalg.lu_factor_ex", dev.host(info._storage), A.ndim > 2)
    return R.LU_FACTOR_EX(lu, piv, info)


def check_pivots(word, info, batched):
    """torch's error for the first factorisation with a zero pivot (info > 0)."""
    codes = np.asarray(info).reshape(-1)
    bad = np.nonzero(codes)[0]
    if len(bad):
        b = int(bad[0])
        where = f"(Batch element {b}): " if batched else ""
        raise LinAlgError(f"{word}: {where}U[{codes[b]},{codes[b]}] is zero and using it on lu_solve would result in "
                          "a division by zero. If you still want to perform the factorization, consider calling "
                          "linalg.lu(A, pivot) or linalg.lu_factor_ex(A, pivot)")


def _run_lu_solve(op, plan):
    LU, B, n, k, bshape = plan.a, plan.b, plan.n, plan.k, plan.bshape
    pivots, adjoint = plan.extra
    dtype, device = plan.dtype, plan.device
    batch = math.prod(bshape)
    x = _copy.empty(bshape + (n, k), dtype, device)
    if batch * n * k:
        dev = Device(op, device, batch)
        # torch reads each pivot before it solves: out of range is an error, never a wild read
        pv = np.asarray(CB.to_host(pivots) if device.type != "cpu" else pivots.numpy(), np.int64)
        if pv.size and pv.max() > n:
            raise RuntimeError("Pivots given to lu_solve must all be smaller or equal to LU.size(-2). Did you "
                               "properly pass the result of lu_factor?")
        if pv.size and pv.min() < 1:
            raise RuntimeError("Pivots given to lu_solve must all be greater or equal to 1. Did you properly pass "
                               "the result of lu_factor?")
        piv = np.ascontiguousarray(np.broadcast_to(pv - 1, bshape + (n,))).reshape(-1)
        # X A = B is A^T X^T = B^T: the other of the two substitutions, on B transposed
        swap = not plan.left
        lu = flat_rows(LU, bshape + (n, n))
        src = flat_rows(B, bshape + (n, k), swap)
        launch(dev.cpu, dev.kernel, lu, dev.device(piv), x._storage, np.int64(batch), np.int64(n), np.int64(k),
                adjoint == plan.left, src=src, into=1)
    if plan.left:
        return x
    return Tensor._make(x._storage, bshape + (k, n), _swapped(bshape, n, k), 0, dtype, device)


# Pade degrees and the largest ||A||_1 each approximates to the dtype's
# precision (Higham 2005, tables 2.3 and 4.1: double, single)
_EXPM_THETAS = {D.float64: ((3, 1.495585217958292e-2), (5, 2.539398330063230e-1), (7, 9.504178996162932e-1),
                            (9, 2.097847961257068e0), (13, 5.371920351148152e0)),
                D.float32: ((3, 4.258730016922831e-1), (5, 1.880152677804762e0), (7, 3.925724783138660e0))}


def _pade(m):
    """The coefficients b_0..b_m of the [m/m] Pade approximant of exp, scaled to
    integers: b_j = (2m - j)! m! / ((2m)! j! (m - j)!) times (2m)! / m!."""
    return [math.factorial(2 * m - j) / (math.factorial(j) * math.factorial(m - j)) for j in range(m + 1)]


def _expm_tables(dtype):
    rows = _EXPM_THETAS[dtype]
    coef = np.zeros(14 * len(rows))
    for d, (m, _) in enumerate(rows):
        coef[14 * d:14 * d + m + 1] = _pade(m)
    return coef, np.array([m for m, _ in rows], np.int64), np.array([t for _, t in rows])


def _run_matrix_exp(op, plan):
    A, n, bshape = plan.a, plan.n, plan.bshape
    batch = math.prod(bshape)
    narrow = A._dtype not in (D.float32, D.float64)
    compute = D.float32 if narrow else A._dtype  # half precision runs in float32 (opmath)
    out = _copy.empty(A._shape, compute, A._device)
    if batch * n:
        dev = Device(op, A._device, batch)
        src = _copy.contiguous_copy(_copy.COPY_CASE, A, compute) if narrow else A
        a = flat_rows(src, bshape + (n, n))
        npd = np.dtype(compute.np)
        w, piv = dev.new(batch * 5 * n * n, npd), dev.new(batch * n, np.int64)
        coef, degs, thetas = _expm_tables(compute)
        launch(dev.cpu, dev.kernel, a, w, piv, out._storage, np.int64(batch), np.int64(n), dev.device(coef),
                dev.device(degs), dev.device(thetas), np.int64(len(degs)))
    if narrow:
        return _copy.contiguous_copy(_copy.COPY_CASE, out, A._dtype)
    return out


_RUNS = {"lu_factor": _run_lu_factor, "lu_solve": _run_lu_solve, "matrix_exp": _run_matrix_exp}


def _swapped(bshape, n, k):
    st = contiguous_strides(bshape + (n, k))
    return st[:-2] + (1, k)


def launch(cpu, kernel, a, *args, src=None, into=3):
    """The kernel over the batch; a right-hand side `src` is copied first into
    the argument it is solved in place in (args[into])."""
    if src is not None:
        if cpu:
            args[into][:] = src
        else:
            args[into].copy_to_device(src)
    if cpu:
        kernel(a, *args)
        return
    with warnings.catch_warnings():  # the simulator's NumPy scalars warn where a GPU (and the CPU kernel) is silent
        warnings.filterwarnings("ignore", category=RuntimeWarning)
        kernel(a, *args)


def bind(op, args):
    return dict(zip(op.spec.argnames, args))


FAMILY = Family("lu", plan, run, bind)
