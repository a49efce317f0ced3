"""Moving values between dtypes and devices (``to``, ``copy_``)."""
import numpy as np

from ..core import devices as _dev
from ..core import dtypes as D
from ..core import layouts as _layouts
from ..core.args import dtype_arg as _dtype_arg
from ..core.tensor import Tensor
from ..backends import cuda as cuda_backend
from ..backends.conversion import cast_array
from ..dispatch import pipeline


def to_method(self, *args, dtype=None, device=None, copy=False, non_blocking=False, memory_format=None):
    """``Tensor.to(dtype)``, ``.to(device)``, ``.to(other)``, ``.to(device, dtype)``, ``memory_format=``."""
    for a in args:
        if isinstance(a, D.dtype):
            dtype = a
        elif isinstance(a, Tensor):
            dtype, device = a.dtype, a.device
        elif isinstance(a, (str, int, _dev.device)):
            device = a
        else:
            raise TypeError(f"to() received an invalid combination of arguments: {type(a).__name__}")
    res = to(self, dtype, device, copy)
    if res is not self and res._dtype.is_floating_point:
        # a differentiable copy (ToCopyBackward0): the gradient goes back in the source's dtype and device
        src_dtype, src_device = self._dtype, self._device
        res = pipeline.record("_to_copy", [self], res, lambda g: [to_method(g, src_dtype, src_device)])
    if memory_format is None or memory_format is _layouts.preserve_format:
        return res
    return contiguous_method(res, memory_format)


# the generated contiguous() (ops.yaml), bound by the package __init__
GENERATED_CONTIGUOUS = []


def contiguous_method(self, memory_format=_layouts.contiguous_format):
    """``x.contiguous()``, or dense in a channels-last order: a permuted view
    over an (N, H, W, C)-contiguous copy, with x's (N, C, H, W) shape."""
    if not isinstance(memory_format, _layouts.memory_format):
        raise TypeError(f"contiguous(): argument 'memory_format' must be tensorgen.memory_format, not "
                        f"{type(memory_format).__name__}")
    if memory_format is _layouts.preserve_format:
        if self.is_contiguous() or any(self.is_contiguous(memory_format=f) for f in _layouts.CHANNELS_LAST_ORDER):
            return self
        memory_format = _layouts.contiguous_format
    order = _layouts.CHANNELS_LAST_ORDER.get(memory_format)
    if order is None:
        return GENERATED_CONTIGUOUS[0](self)
    if self.dim() != len(order):
        raise RuntimeError(f"required rank {len(order)} tensor to use {memory_format.name} format")
    if self.is_contiguous(memory_format=memory_format):
        return self
    inverse = [order.index(d) for d in range(len(order))]
    return GENERATED_CONTIGUOUS[0](self.permute(*order)).permute(*inverse)


def to(t, dtype=None, device=None, copy=False):
    dtype = _dtype_arg("to", dtype) or t._dtype
    device = t._device if device is None else cuda_backend.canonical(device)
    if dtype is t._dtype and device == t._device and not copy:
        return t
    if device.type == "cpu" and t._device.type == "cpu":
        res = _from_host(cast_array(t._np, dtype.np), dtype)
    elif device.type == "cpu":
        res = _from_host(cast_array(t._host(), dtype.np), dtype)
    else:
        if t._device.type == "cpu":
            res = cuda_backend.from_host(cast_array(t._np, dtype.np), dtype, device)
        else:
            res = cuda_backend.convert(t, dtype)
    res._names = t._names
    return res


def _from_host(arr, dtype):
    if not arr.flags.c_contiguous:
        arr = np.ascontiguousarray(arr)
    return Tensor._from_array(arr, dtype)


def copy_into(dst, src):
    """Write ``src`` (broadcast to dst's shape, any dtype/device) into ``dst``."""
    if dst._device.type == "cpu":
        vals = src._host() if isinstance(src, Tensor) else np.asarray(src)
        np.copyto(dst._np, cast_array(np.broadcast_to(vals, dst._shape), dst._dtype.np))
    else:
        cuda_backend.copy_into(dst, src)
    return dst
