"""What the families whose ops name a `form:` (gather.py, kind gather with a form;
sort.py, kind sort) share: the spec record their wrappers build, operand
geometry for the generated kernels, index checks with PyTorch's words, and
kernel launches on either device.

Kernels take a strided operand as (flat storage, offset, strides), so any
view is read in place; results are fresh contiguous tensors.
"""
import math

import numpy as np

from ..core import dtypes as D
from ..core import sizes
from ..core import names as N
from ..core import layout_hooks
from ..core.op import Divert, Family
from ..core.tensor import Tensor, contiguous_strides
from ..backends import cuda as CB
from . import convert


class Spec:
    """An indexed op's entry: its form (the shape rule), argument names, dtypes,
    devices and generated kernels (``<prefix>_<kernel>`` in kernels_cpu / kernels_cuda)."""
    __slots__ = ("name", "form", "argnames", "dtypes", "devices", "cpu", "prefix")

    def __init__(self, name, form, argnames, *, dtypes, devices, cpu, prefix):
        self.name, self.form, self.argnames = name, form, argnames
        self.dtypes, self.devices, self.cpu, self.prefix = frozenset(dtypes), devices, cpu, prefix

    def kernel(self, what, device):
        """The generated kernel `what` for `device` (CUDA: the launcher for a grid of n)."""
        name = f"{self.prefix}_{what}"
        if device.type == "cpu":
            return getattr(self.cpu, name)
        return getattr(CB._kernels(), name)


def bind(op, args):
    return dict(zip(op.spec.argnames, args))


def divert(op, args, inplace):
    """A Divert for a call with a nested argument (its layout's handler refuses
    or runs it, as the op's `nested:` says), else None."""
    for x in args:
        h = layout_hooks.handler_for(x)
        if h is not None:
            return Divert(h.run, (op, args, inplace))
    return None


def form_family(name, forms):
    """The Family of a kind whose ops.yaml `form:` picks (plan, run) from `forms`;
    an argument of another layout goes to its handler first."""
    def plan(op, args, inplace):
        d = divert(op, args, inplace)
        if d is not None:
            return d
        return forms[op.spec.form][0](op, bind(op, args), inplace)

    def run(op, plan, args, target):  # (no plan of these kinds is replayed: index values decide)
        return forms[op.spec.form][1](op, plan, target)
    return Family(name, plan, run, bind)


def tensor(op, argname, x, pos):
    if not isinstance(x, Tensor):
        raise TypeError(f"{op}(): argument '{argname}' (position {pos}) must be Tensor, not {type(x).__name__}")
    return x


def check_dtype(op, x):
    if x._dtype not in op.spec.dtypes:
        raise NotImplementedError(f'"{op.name}" not implemented for \'{x._dtype.pt_name}\'')


def check_device(op, x, device):
    if device.type not in op.spec.devices:
        raise RuntimeError(f"{op.name}: not implemented for device {device}")
    if x._device != device:
        raise RuntimeError(f"Expected all tensors to be on the same device, but found at least two devices, "
                           f"{device} and {x._device}!")


def dim_arg(op, t, dim):
    """`dim` (an int or a name) as a position of t's dims (a zero-dim tensor has one)."""
    if isinstance(dim, str):
        return N.dim_index(t, dim, op.name)
    nd = max(t.ndim, 1)
    if not isinstance(dim, int) or isinstance(dim, bool):
        raise TypeError(f"{op.name}(): argument 'dim' must be int, not {type(dim).__name__}")
    if not -nd <= dim < nd:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-nd}, {nd - 1}], but got {dim})")
    return dim % nd


def host(t):
    """t's values as a host array (index checks read them before any kernel runs)."""
    return np.asarray(t._host())


def first_outside(values, lo, hi):
    """The first value (C order) outside [lo, hi), or None."""
    if values.size == 0:
        return None
    if values.min() >= lo and values.max() < hi:  # the common case: two reductions, no temporaries
        return None
    bad = (values < lo) | (values >= hi)
    if not bad.any():
        return None
    return int(values.reshape(-1)[np.argmax(bad.reshape(-1))])


# ------------------------------------------------------------------ geometry
def shape_of(t):
    return t._shape if t._shape else (1,)


def strides_of(t, shape=None):
    """t's strides as an int64 array (a zero-dim tensor: one dim of size 1);
    with `shape`, broadcast to it (stride 0 where t has size 1 or no dim)."""
    st = t._stride if t._shape else (0,)
    if shape is not None:
        nd = len(shape)
        own = shape_of(t)
        st = (0,) * (nd - len(own)) + tuple(0 if n == 1 and m != 1 else s for n, m, s in
                                            zip(own, shape[nd - len(own):], st))
    return np.asarray(st, np.int64)


def arr(a, device):
    """A small int64 host array for a kernel on `device`."""
    a = np.ascontiguousarray(a, np.int64)
    return a if device.type == "cpu" else CB._cuda().to_device(a)


def storage(t, bits=False):
    """t's flat storage for a kernel; `bits`: half/bfloat16 moved as int16 on
    the CPU (its kernels cannot type them; a copy needs no arithmetic)."""
    s = t._storage
    if bits and t._device.type == "cpu" and t._dtype in D.NARROW:
        return s.view(np.int16)
    return s


def fresh(shape, dtype, device):
    """A new contiguous tensor."""
    shape = tuple(shape)
    if device.type == "cpu":
        return Tensor._from_array(sizes.empty(shape, dtype.np), dtype)
    return CB.empty(shape, dtype, device)


def zeros(shape, dtype, device):
    shape = tuple(shape)
    if device.type == "cpu":
        return Tensor._from_array(sizes.host(None, shape, dtype.np, fill=0), dtype)
    return CB.from_host(sizes.host(None, shape, dtype.np, fill=0), dtype, device)


def contiguous(t, dtype=None):
    """A fresh contiguous unnamed copy of t (in `dtype`): the kernels write it in place."""
    res = convert.to(t, dtype or t._dtype, copy=True)
    res._names = None
    return res


def as_row_major(t):
    """t itself when contiguous from offset 0, else a contiguous copy."""
    if t._offset == 0 and t._stride == contiguous_strides(t._shape):
        return t
    return contiguous(t)


def launch(kernel, device, n, *args):
    """Run a generated kernel: on the CPU a call, on CUDA a grid covering n."""
    if device.type == "cpu":
        return kernel(*args)
    kernel[CB._launch_config(max(n, 1))](*args)
    return None


def launch_rows(kernel, device, rows, *args):
    """Run a generated one-block-per-row kernel (the CUDA sort): on the CPU a call."""
    if device.type == "cpu":
        return kernel(*args)
    kernel[CB.rows_config(max(rows, 1))](*args)
    return None


def numel(shape):
    return math.prod(shape)
