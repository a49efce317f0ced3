"""The one float → integer conversion: every kernel store of a floating value
into an integer element goes through ``store_value`` (CPU loops, CUDA
kernels, the CUDA simulator), and every host-side cast runs those kernels.

A bare C cast of an out-of-range float is undefined, and in practice depends
on the instruction picked: vector code saturates where scalar code wraps, so
results changed with the CPU and the array length. The rule here is the one
PyTorch gives on x86-64, fixed for every length and device:

- to int64 and uint8: truncate to int64; NaN and values outside
  [-2**63, 2**63) give -2**63; uint8 keeps the low 8 bits (-1.0 → 255,
  300.7 → 44);
- to int32, int16 and int8: truncate to int32; NaN and values outside
  [-2**31, 2**31) give -2**31; int16 and int8 keep the low bits
  (70000.2 → 4464 in int16);
- to bool: nonzero (NaN is True); every other store is the plain cast.
"""
import numpy as np
from numba import njit, types
from numba.extending import overload

_I64_MIN = np.int64(-2 ** 63)
_I32_MIN = np.int32(-2 ** 31)
_VIA_INT64 = ("int64", "uint8")  # the types whose C cast goes through a 64-bit conversion


def _to_int64(x):
    if x != x or x >= 9.223372036854775808e18 or x < -9.223372036854775808e18:
        return _I64_MIN
    return np.int64(x)


def _to_int32(x):
    if x != x or x >= 2147483648.0 or x < -2147483648.0:
        return _I32_MIN
    return np.int32(x)


def float_to_int(x, np_dtype):
    """The rule on one Python/NumPy float: a NumPy scalar of ``np_dtype``."""
    dt = np.dtype(np_dtype)
    i = int(_to_int64(float(x)) if dt.name in _VIA_INT64 else _to_int32(float(x)))
    bits = 8 * dt.itemsize
    i &= (1 << bits) - 1
    if dt.kind == "i" and i >= 1 << (bits - 1):
        i -= 1 << bits
    return dt.type(i)


def store_value(value, out):
    """``value`` as ``out``'s element type (``out[i] = store_value(v, out)``).
    This Python body runs in the CUDA simulator; compiled kernels get the
    overload below, which is the same rule resolved at typing time."""
    dt = out.dtype
    if dt.kind in "iu" and isinstance(value, (float, np.floating)):
        return float_to_int(value, dt)
    return value


def _overload(to_int64, to_int32):
    """The typing-time choice of ``store_value``, given the rule compiled for a target."""
    def impl_for(value, out):
        to = out.dtype
        if not (isinstance(value, types.Float) and isinstance(to, types.Integer)):
            return lambda value, out: value  # the plain cast of the store
        conv = to_int64 if str(to) in _VIA_INT64 else to_int32
        return lambda value, out: to(conv(value))  # int → narrower int keeps the low bits
    return impl_for


overload(store_value)(_overload(njit(_to_int64), njit(_to_int32)))


def round_to(value, like):
    """``value`` rounded to the float dtype of the array ``like`` now: a kernel's
    local that stands for a stored temporary (templates/foreach.j2). The Python
    body runs in the CUDA simulator."""
    return like.dtype.type(value)


def _round_to_typed(value, like):
    to = like.dtype
    return lambda value, like: to(value)


overload(round_to)(_round_to_typed)
round_to.typed_by = _round_to_typed  # the kernel cache's key reads it (backends/kernel_cache.py)

_CUDA_DONE = []


def register_cuda():
    """The same overload for numba.cuda kernels (called by generated/kernels_cuda.py,
    which has already paid for importing numba.cuda). The simulator calls the
    Python body directly."""
    from numba import config
    if _CUDA_DONE or config.ENABLE_CUDASIM:
        return
    from numba import cuda
    from numba.cuda.extending import overload as cuda_overload
    to_int64, to_int32 = cuda.jit(device=True)(_to_int64), cuda.jit(device=True)(_to_int32)
    cuda_overload(store_value, target="cuda")(_overload(to_int64, to_int32))
    cuda_overload(round_to, target="cuda")(_round_to_typed)
    _CUDA_DONE.append(True)


@njit(cache=True)
def _cast_loop(src, out):
    for i in range(src.shape[0]):
        out[i] = store_value(src[i], out)


def cast_array(arr, np_dtype):
    """``arr.astype(np_dtype)`` (C order) for host-side casts, with the rule above
    when floats become integers: the same kernel store as the generated loops."""
    np_dtype = np.dtype(np_dtype)
    arr = np.asarray(arr)
    if arr.dtype.kind != "f" and arr.dtype.name != "bfloat16" or np_dtype.kind not in "iu":
        with np.errstate(over="ignore", invalid="ignore"):  # overflow to inf, as PyTorch: no warning
            return arr.astype(np_dtype, order="C")
    src = np.ascontiguousarray(arr, dtype=np.float64 if arr.dtype == np.float64 else np.float32).reshape(-1)
    out = np.empty(src.shape[0], np_dtype)
    _cast_loop(src, out)
    return out.reshape(arr.shape)
