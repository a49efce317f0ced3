"""Moving values between dtypes and devices: the conversions the families run
(``to``, ``copy_into``); ``Tensor.to`` and ``contiguous`` are api/conversion.py."""
import numpy as np

from ..core.args import dtype_arg as _dtype_arg
from ..core.tensor import Tensor
from ..backends import cuda as cuda_backend
from ..backends.conversion import cast_array


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
