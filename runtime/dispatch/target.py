"""The written-to tensor of an ``out=`` or in-place call: every check made
before anything is written, and the one writer that copies a computed result
into it.

Memory overlap (core/memory.py) follows PyTorch where PyTorch decides (dense
layouts: the same elements are fine, some of the same elements are an error)
and is exact where PyTorch gives up (strided views): when such element sets
meet, the result is computed into a fresh tensor and then copied by the one
writer here, so no layout can produce a wrong number.
"""
import sys
import warnings

import numpy as np

from ..core import names as N
from ..core import promote as P
from ..core.memory import NONE, PARTIAL, is_dense, has_internal_overlap, overlap
from ..core.op import BUFFER, ELEMENTWISE, EXACT, REFUSED
from ..core.tensor import Tensor, contiguous_strides
from ..backends import cuda as cuda_backend
from ..families import copy as _copy

PARTIAL_OVERLAP = ("unsupported operation: some elements of the input tensor and the written-to tensor refer to "
                   "a single memory location. Please clone() the tensor before performing the operation.")
INTERNAL_OVERLAP = ("unsupported operation: more than one element of the written-to tensor refers to a single "
                    "memory location. Please clone() the tensor before performing the operation.")

def _user_level():
    """The stacklevel of a warning that names the user's line: the first frame
    outside the package (a call reaches here through a varying number of its frames)."""
    f, level = sys._getframe(2), 2
    while f is not None and f.f_globals.get("__name__", "").startswith("tensorgen."):
        f, level = f.f_back, level + 1
    return level


# ------------------------------------------------------------------ checks
def check_writable(op, t):
    """A tensor about to be written (checked per call): its memory must be writable."""
    s = t._storage
    if type(s) is np.ndarray and not s.flags.writeable:
        raise RuntimeError(f"{op}: cannot write into a tensor whose memory is read-only (it was made from a "
                           "read-only NumPy array); copy it first, e.g. tensor.clone()")


def check_no_self_overlap(op, t, internal="error"):
    """Unless the op says otherwise (fill_ writes one value everywhere;
    masked_fill_ warns per call), a written-to tensor holds each element once.
    Its shape and strides decide, so a cached call checks it once."""
    if internal == "error" and has_internal_overlap(t):
        raise RuntimeError(f"{op}: {INTERNAL_OVERLAP}")


def warn_self_overlap(op, t):
    """PyTorch's deprecation warning of masked_fill_ on an expanded tensor (every call)."""
    if has_internal_overlap(t):
        warnings.warn(f"Use of {op} on expanded tensors is deprecated. Please clone() the tensor before "
                      "performing this operation. This also applies to advanced indexing e.g. "
                      "tensor[mask] = scalar", UserWarning, stacklevel=_user_level())


def input_overlap(op, target, inputs, overlap_rule):
    """How the kernel of `op` (named for messages) may treat `target` given the
    inputs it reads (core/op.py ELEMENTWISE, STRICT, BUFFER): True when it can
    write target directly, False when it must compute into a fresh tensor (which
    the writer then copies). Raises PyTorch's error for a partial overlap of
    dense layouts where PyTorch does."""
    direct = True
    ts = target._storage
    host = type(ts) is np.ndarray
    # the array that owns the target's memory: itself, or the fresh array a
    # factory flattened (``_from_array``); None when a further base holds it
    root = None
    if host:
        root = ts.base
        if root is None:
            root = ts
        elif type(root) is not np.ndarray or root.base is not None:
            root = None
    for x in inputs:
        if x is target:
            if overlap_rule != ELEMENTWISE:
                direct = False
            continue
        if type(x) is not Tensor and not isinstance(x, Tensor):  # a number, a nested tensor (a Parameter is checked)
            continue
        xs = x._storage
        if xs is not ts:
            if host and type(xs) is np.ndarray:
                # apart when two different arrays own the memories (a base owned by
                # no further base: distinct allocations), else by the bounds test
                if root is not None:
                    xr = xs.base
                    if xr is None:
                        xr = xs
                    elif type(xr) is not np.ndarray or xr.base is not None:
                        xr = None
                    if xr is not None and xr is not root:
                        continue
                if not _may_share(xs, ts):
                    continue
            elif x._device is not target._device and x._device != target._device or not host:
                continue  # device arrays: only the same storage overlaps
        st = overlap(target, x)
        if st == NONE:
            continue
        if st == PARTIAL and overlap_rule != BUFFER and is_dense(x) and is_dense(target):
            raise RuntimeError(f"{op}: {PARTIAL_OVERLAP}")
        if st == PARTIAL or overlap_rule != ELEMENTWISE:
            direct = False
    return direct


def check_inplace(op, plan, t, names):
    """self as the written-to tensor of an in-place op: the result must have
    self's shape and be castable to its dtype, its names kept, its elements
    distinct (what self's key decides; its memory is checked per call)."""
    if plan.shape != t._shape:
        raise RuntimeError(f"{op.name}: output with shape {list(t._shape)} doesn't match the broadcast shape "
                           f"{list(plan.shape)}")
    P.check_cast(op.name, plan.dtype, t._dtype)
    if names is not None and t._names is not None and names != t._names:
        N.check_out(t, names)  # an in-place op may name an unnamed self, never rename a named one
    check_no_self_overlap(inplace_name(op), t, op.internal_overlap)


def inplace_name(op):
    """The in-place spelling of an op for messages: add_, uniform_."""
    return op.name if op.name.endswith("_") else op.name + "_"


def check_out(op, out, dtype, device, names, rule=None):
    """An ``out=`` tensor before anything is written: its type, device, dtype
    (castable; or as the plan's rule says, core/op.py Plan.out_dtype) and names."""
    if not isinstance(out, Tensor):
        raise TypeError(f"{op}(): argument 'out' must be Tensor, not {type(out).__name__}")
    if out._device != device:
        raise RuntimeError(f"{op}: Expected out tensor to be on {device} but got {out._device}")
    if rule is not None:
        kind, wording = rule
        if kind == REFUSED:
            raise RuntimeError(wording.format(op=op))
        if (out._dtype is not dtype) if kind == EXACT else not out._dtype.is_floating_point:
            raise RuntimeError(wording.format(op=op, out=out._dtype.pt_name, result=dtype.pt_name,
                                              out_cpp=_cpp(out._dtype), result_cpp=_cpp(dtype)))
    P.check_cast(op, dtype, out._dtype)
    if names is not None or out._names is not None:
        N.check_out(out, names)


_CTYPE = {"Float": "float", "Double": "double", "Half": "c10::Half", "BFloat16": "c10::BFloat16",
          "Long": "long int", "Int": "int", "Short": "short int", "Char": "signed char",
          "Byte": "unsigned char", "Bool": "bool"}


def _cpp(dtype):
    return _CTYPE[dtype.pt_name]


def resize_out(out, shape):
    """PyTorch resizes an out= tensor of the wrong shape (warning when it held elements)."""
    if out._shape == shape:
        return
    if out.numel():
        warnings.warn(f"An output with one or more elements was resized since it had shape {list(out._shape)}, "
                      f"which does not match the required output shape {list(shape)}. This behavior is "
                      "deprecated, and in a future PyTorch release outputs will not be resized unless they have "
                      "zero elements. You can explicitly reuse an out tensor t by resizing it, inplace, to zero "
                      "elements with t.resize_(0).", UserWarning, stacklevel=_user_level())
    n = 1
    for s in shape:
        n *= s
    if out._device.type == "cpu":
        storage = np.empty(n, out._dtype.np)
    else:
        storage = cuda_backend.empty(shape, out._dtype, out._device)._storage
    out._storage, out._shape, out._stride, out._offset = storage, tuple(shape), contiguous_strides(shape), 0
    out._np_cache = None


def write(target, result):
    """``target[...] = result`` (same shape; the dtype cast is PyTorch's,
    already checked), through the generated copy kernel."""
    _copy.run_copy(_copy.COPY_CASE, target, result)
    return target


# ------------------------------------------------------------------ the one out= writer
def into(op, out, inputs, overlap_rule, shape, warn, run, fop, launch, args):
    """Run a call into ``out=`` (its type, device, dtype and names checked):
    its memory checked (writable, overlap with itself and with the inputs),
    resized to ``shape`` (with PyTorch's warning when it held elements), the
    kernel writing it directly when the inputs allow (``run(fop, launch,
    args, target)``: a family's run), else the result copied in, and its
    version bumped. Every
    ``out=`` of every kind is written here or by ``deliver``."""
    s = out._storage
    if type(s) is np.ndarray and not s.flags.writeable:
        check_writable(op, out)  # raises
    if warn:
        warn_self_overlap(op, out)
    if input_overlap(op, out, inputs, overlap_rule):
        if out._shape != shape:
            resize_out(out, shape)
        res = run(fop, launch, args, out)
    else:  # out shares memory with an input: compute first, then resize and write
        res = run(fop, launch, args, None)
        if out._shape != shape:
            resize_out(out, shape)
    if res is not out:
        write(out, res)
    out._vc[0] += 1  # saved copies of the old values are now stale (autograd checks)
    return out


def deliver(op, out, res, *, checked=False, names=None):
    """A computed result (a factory's, a composite operator's) into ``out=``:
    out's checks (unless the caller made them), memory, resize, the copy and the
    version bump, as ``into``."""
    if not checked:
        check_out(op, out, res._dtype, res._device, names)
        check_no_self_overlap(op, out)
    return into(op, out, (res,), BUFFER, res._shape, False, _computed, None, None, res)


def into_out(op, result, out, rule=None):
    """``out=`` of a function composed of operators (``F.linear``): the checks
    of a generated operator's out= (no autograd; dtype castable, or as the plan
    rule ``rule`` says; device, names), then the one writer (``deliver``)."""
    if not isinstance(out, Tensor):
        raise TypeError(f"{op}(): argument 'out' must be Tensor, not {type(out).__name__}")
    if result.requires_grad:
        raise RuntimeError(f"{op}(): functions with out=... arguments don't support automatic differentiation, "
                           "but one of the arguments requires grad.")
    check_out(op, out, result._dtype, result._device, result._names, rule)
    check_no_self_overlap(op, out)
    return deliver(op, out, result, checked=True)


def _computed(fop, launch, res, target):
    return res


# np.may_share_memory without NumPy's __array_function__ dispatch (a third of its
# cost on a small call); the same bounds test.
_may_share = getattr(np.may_share_memory, "_implementation", np.may_share_memory)
