"""Python scalars meeting tensors: the one place a scalar argument is checked
and converted to the dtype a kernel computes in (PyTorch's rules and words)."""
import numpy as np

from . import dtypes as D
from .tensor import Tensor

SCALAR_TYPES = (bool, int, float)


def scalar_array(x, dtype):
    """A Python scalar as a zero-dim array of ``dtype``, wrapping out-of-range
    integers as PyTorch does (uint8 tensor + 1000 adds 232)."""
    return np.asarray(x).astype(dtype.np)


_KERNEL_SCALAR = {"int": np.int64, "float": np.float64, "bool": np.bool_}


def kernel_scalars(op, scalars, compute):
    """Scalar arguments as the kernel takes them: `Scalar` in the compute dtype."""
    if not scalars:
        return ()
    res = []
    for (name, typ), v in zip(op.scalars, scalars):
        if isinstance(v, Tensor):
            v = v.item()
        if isinstance(v, np.generic):
            v = v.item()
        if not isinstance(v, SCALAR_TYPES):
            raise TypeError(f"{op.name}(): argument '{name}' must be Number, not {type(v).__name__}")
        if typ == "Scalar":
            if isinstance(v, float) and compute.category != D.FLOATING:
                raise RuntimeError(
                    f"For integral input tensors, argument {name} must not be a floating point number.")
            if isinstance(v, bool) and compute is not D.bool_:
                raise RuntimeError(f"Boolean {name} only supported for Boolean results.")
            if compute.category == D.INTEGRAL and isinstance(v, int):
                _check_int_scalar(v, compute)
                res.append(scalar_array(v, compute)[()])  # -1 for uint8 wraps to 255, as PyTorch
            else:
                res.append(compute.np.type(v))
        else:
            if typ == "int" and not isinstance(v, int):
                raise TypeError(f"{op.name}(): argument '{name}' must be int, not {type(v).__name__}")
            res.append(_KERNEL_SCALAR[typ](v))
    return tuple(res)


_C_TYPE = {D.uint8: "uint8_t", D.int8: "int8_t", D.int16: "int16_t", D.int32: "int"}


def _check_int_scalar(v, dtype):
    info = np.iinfo(dtype.np)
    lo = -info.max if info.min == 0 else info.min  # unsigned types take negatives (they wrap)
    if not lo <= v <= info.max:
        if dtype is D.int64:
            raise RuntimeError("int too big to convert")
        raise RuntimeError(f"value cannot be converted to type {_C_TYPE[dtype]} without overflow")
