"""Dispatch of ``kind: lu`` ops (det, slogdet, logdet, inverse, solve): per
form PyTorch's argument checks and messages, the batch shape (solve's batch
dims broadcast, its vector right-hand side), then the op's generated kernel
(templates/lu.j2): one LU factorisation with partial pivoting per matrix of
the batch, in the input's dtype, on either device.

inverse and solve raise ``LinAlgError`` (a RuntimeError, as torch's) on an
exactly singular matrix, naming the first zero pivot (LAPACK's info) and the
batch element; det, slogdet and logdet return 0, (0, -inf) and -inf there.
"""
import collections
import math
import warnings

import numpy as np

from ..core import dtypes as D
from ..core.op import BUFFER, MATMUL_DTYPE, Family, Plan
from ..core.tensor import Tensor, contiguous_strides
from ..backends import cuda as CB
from . import copying


class LinAlgError(RuntimeError):
    """A linear-algebra routine met a singular matrix (torch.linalg.LinAlgError)."""


class slogdet_result(collections.namedtuple("slogdet", ["sign", "logabsdet"])):
    """(sign, logabsdet), as ``torch.return_types.slogdet``."""
    __slots__ = ()
    __module__ = "tensorgen.return_types"

    def __repr__(self):
        return f"tensorgen.return_types.slogdet(\nsign={self.sign!r},\nlogabsdet={self.logabsdet!r})"


class Spec:
    """An lu op's entry: its form, argument names, devices and kernels."""
    __slots__ = ("name", "form", "argnames", "devices", "cpu", "cuda")

    def __init__(self, name, form, argnames, *, devices, cpu, cuda):
        self.name, self.form, self.argnames, self.devices, self.cpu, self.cuda = name, form, argnames, devices, cpu, cuda


class LuPlan(Plan):
    __slots__ = ("a", "b", "bshape", "n", "k", "vector", "left")


# form -> (the name torch's messages use, whether half/bfloat16 raise "lu_cpu"
# not implemented (det, solve) rather than "Low precision dtypes not supported")
_WORDS = {"det": ("linalg.det", True), "slogdet": ("linalg.slogdet", False), "logdet": ("logdet", False),
          "inv": ("linalg.inv", False), "solve": ("linalg.solve", True)}
# torch's Python-binding names and argument names for a non-Tensor argument
_BINDING = {"det": ("det", "input"), "slogdet": ("slogdet", "input"), "logdet": ("logdet", "input"),
            "inv": ("inverse", "input"), "solve": ("linalg_solve", None)}


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


def plan(op, args, inplace):
    form = op.spec.form
    word = _WORDS[form][0]
    if form == "solve":
        return _plan_solve(op, *args)
    A = _tensor(op, args[0], "A", 1)
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
    p.a, p.b, p.bshape, p.n, p.k, p.vector, p.left = A, None, bshape, n, 0, False, True
    return p


def _plan_solve(op, A, B, left=True, out=None):
    word = "linalg.solve"
    A = _tensor(op, A, "A", 1)
    B = _tensor(op, B, "B", 2)
    if A._dtype is not B._dtype:
        raise RuntimeError(f"{word}: Expected A and B to have the same dtype, but found A of type "
                           f"{A._dtype.pt_name} and B of type {B._dtype.pt_name} instead")
    if A._device != B._device:
        raise RuntimeError(f"Expected all tensors to be on the same device, but found at least two devices, "
                           f"{A._device} and {B._device}!")
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
    if (bmat[-2] if left else bmat[-1]) != n:
        eq = "AX = B" if left else "XA = B"
        raise RuntimeError(f"{word}: Incompatible shapes of A and B for the equation {eq} ({A._shape[-2]}x{n} and "
                           f"{bmat[-2]}x{bmat[-1]})")
    bshape = copying._broadcast_to(bmat[:-2], A._shape[:-2])  # (B's batch dims named "a" in the message, as torch)
    k = bmat[-1] if left else bmat[-2]
    shape = bshape + (B._shape[-1],) if vector else bshape + bmat[-2:]
    p = LuPlan((A, B), shape, A._dtype, A._device, overlap=BUFFER, out_dtype=MATMUL_DTYPE)
    p.a, p.b, p.bshape, p.n, p.k, p.vector, p.left = A, B, bshape, n, k, vector, left
    return p


def _flat(t, shape=None, swap=False):
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
    dst = copying.empty(shape, t._dtype, t._device)
    copying.run_copy(copying.COPY_CASE, dst, src)
    return dst._storage


def _singular(op, plan, info):
    bad = np.nonzero(info)[0]
    if not len(bad):
        return
    b = int(bad[0])
    abatch = plan.a._shape[:-2]
    if abatch != plan.bshape:
        # torch factors A in its own batch (solve's A broadcast here): name A's element;
        # row-major order over the broadcast batch meets A's elements in A's order
        at = np.unravel_index(b, plan.bshape)[len(plan.bshape) - len(abatch):]
        b = int(np.ravel_multi_index(tuple(0 if s == 1 else i for i, s in zip(at, abatch)), abatch)) if abatch else 0
    where = f"(Batch element {b}): " if plan.a.ndim > 2 else ""
    if op.spec.form == "inv":
        raise LinAlgError(f"linalg.inv: {where}The diagonal element {int(info[b])} is zero, the inversion could "
                          "not be completed because the input matrix is singular.")
    raise LinAlgError(f"torch.linalg.solve: {where}The solver failed because the input matrix is singular.")


def run(op, plan, args, target):
    form, dtype, device = op.spec.form, plan.dtype, plan.device
    n, batch = plan.n, math.prod(plan.bshape)
    npd = np.dtype(dtype.np)
    cpu = device.type == "cpu"
    if cpu:
        new = np.empty
        kernel = op.spec.cpu
    else:
        cu = CB._cuda()
        new = cu.device_array
        kernel = getattr(CB._kernels(), op.spec.cuda)
        kernel = kernel[CB._launch_config(max(batch, 1))]
    # solve with left=False: X A = B is A^T X^T = B^T, so A and B enter transposed
    swap = form == "solve" and not plan.left
    a = _flat(plan.a, plan.bshape + (n, n), swap) if batch * n else new(0, npd)
    w, piv, info = new(max(batch * n * n, 1), npd), new(max(batch * n, 1), np.int64), new(max(batch, 1), np.int64)
    if form == "solve":
        k = plan.k
        x = copying.empty(plan.bshape + (n, k), dtype, device)
        if batch * n:  # B with no columns still factors A: a singular A raises, as torch
            src = None
            if k:
                b = plan.b if not plan.vector else Tensor._make(plan.b._storage, plan.b._shape + (1,),
                                                                plan.b._stride + (1,), plan.b._offset, dtype, device)
                src = _flat(b, plan.bshape + (n, k), swap)
            xs = x._storage if k else new(1, npd)
            _launch(cpu, kernel, a, w, piv, info, xs, np.int64(batch), np.int64(n), np.int64(k), src=src)
            _singular(op, plan, info if cpu else info.copy_to_host())
        res = x
        if swap:
            res = Tensor._make(x._storage, plan.bshape + (k, n), _swapped(plan.bshape, n, k), 0, dtype, device)
        if plan.vector:
            res = Tensor._make(res._storage, plan.shape, res._stride[:-1], 0, dtype, device)
        return res
    if form == "inv":
        out = copying.empty(plan.shape, dtype, device)
        if batch * n:
            _launch(cpu, kernel, a, w, piv, info, out._storage, np.int64(batch), np.int64(n))
            _singular(op, plan, info if cpu else info.copy_to_host())
        return out
    out = copying.empty(plan.shape, dtype, device)
    sign = copying.empty(plan.shape, dtype, device)
    if batch:
        if form == "det":
            _launch(cpu, kernel, a, w, piv, info, out._storage, np.int64(batch), np.int64(n))
        else:
            _launch(cpu, kernel, a, w, piv, info, sign._storage, out._storage, np.int64(batch), np.int64(n))
    if form == "slogdet":
        return slogdet_result(sign, out)
    return out


def _swapped(bshape, n, k):
    st = contiguous_strides(bshape + (n, k))
    return st[:-2] + (1, k)


def _launch(cpu, kernel, a, *args, src=None):
    """The kernel over the batch; solve's right-hand side is copied into x first."""
    if src is not None:
        if cpu:
            args[3][:] = src
        else:
            args[3].copy_to_device(src)
    if cpu:
        kernel(a, *args)
        return
    with warnings.catch_warnings():  # the simulator's NumPy scalars warn where a GPU (and the CPU kernel) is silent
        warnings.filterwarnings("ignore", category=RuntimeWarning)
        kernel(a, *args)


def bind(op, args):
    return dict(zip(op.spec.argnames, args))


FAMILY = Family("lu", plan, run, bind)
