"""Pickling a Tensor: what ``pickle``, ``copy.deepcopy``, ``multiprocessing``
and the DataLoader's worker processes send.

A tensor travels as a NumPy array of its values plus its dtype (by name, so
bfloat16 survives), device, dim names, strides and ``requires_grad``, as
torch's pickles keep them (torch refuses named tensors; tensorgen keeps the
names). The values are those of ``clone()``: a dense tensor keeps its exact
strides (channels-last stays channels-last, a transpose stays transposed),
while a view with gaps or an expanded tensor is sent as a fresh, gap-free
tensor laid out the way ``clone()`` lays it out, never its whole base's
storage. The unpickled tensor is a leaf owning its memory, as torch's.
"""
import math

import numpy as np

from ..core import dtypes as D
from ..core import devices as _dev
from ..core.tensor import Tensor
from ..families import factories as _factories


def reduce_tensor(t):
    """``Tensor.__reduce__``: (rebuild, (values, dtype name, device, names, shape, strides, requires_grad))."""
    dense = t.detach().clone()  # preserve_format: t's memory order, without gaps
    # the values in memory order: a C-contiguous view of dense's storage (no copy on the CPU)
    order = sorted(range(dense.ndim), key=lambda d: -dense._stride[d])
    flat = np.ascontiguousarray(dense._host().transpose(order)).reshape(-1)
    return (rebuild, (flat, t._dtype.name, str(t._device), t._names, t._shape, dense._stride, t._rg))


def rebuild(values, dtype_name, device, names, shape, strides, requires_grad):
    """The tensor ``reduce_tensor`` described: ``values`` in memory order."""
    dtype = D.from_name(dtype_name)
    if values.dtype != dtype.np or values.ndim != 1 or values.size != math.prod(shape):
        raise RuntimeError(f"unpickling a tensor: {values.size} values of {values.dtype} do not make a "
                           f"{dtype_name} tensor of shape {list(shape)}")
    if _dev.device(device).type == "cpu":
        flat = values if values.flags.writeable else values.copy()
    else:
        flat = _factories.tensor(values, dtype=dtype, device=device)._storage
    t = Tensor._make(flat, tuple(shape), tuple(strides), 0, dtype, _dev.device(device), names)
    return t.requires_grad_(requires_grad) if requires_grad else t
