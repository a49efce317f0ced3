"""Python scalars meeting tensors: the one place a scalar argument is checked
and converted to the dtype a kernel computes in (PyTorch's rules and words)."""
import math

import numpy as np

from . import dtypes as D
from .tensor import Tensor

SCALAR_TYPES = (bool, int, float)


def scalar_array(x, dtype):
    """A Python scalar as a zero-dim array of ``dtype``, wrapping out-of-range
    integers as PyTorch does (uint8 tensor + 1000 adds 232); an integer no
    machine integer holds (2**64) is refused, not handed to NumPy's OverflowError."""
    try:
        return np.asarray(x).astype(dtype.np)
    except OverflowError:
        raise RuntimeError(f"value cannot be converted to type {c_type_name(dtype)} without overflow") from None


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
            if name == "alpha":  # PyTorch's alpha_check (add, sub): no silent truncation of alpha
                if isinstance(v, float) and compute.category != D.FLOATING:
                    raise RuntimeError(
                        f"For integral input tensors, argument {name} must not be a floating point number.")
                if isinstance(v, bool) and compute is not D.bool_:
                    raise RuntimeError(f"Boolean {name} only supported for Boolean results.")
            if compute.category == D.INTEGRAL and isinstance(v, (bool, float)):
                # any other Scalar converts as c10's Scalar::to<int>: toward zero, overflow checked
                if v != v or v in (math.inf, -math.inf):
                    check_scalar(v, compute)
                v = int(v)
            if compute.category == D.INTEGRAL and isinstance(v, int):
                if not -2 ** 63 <= v < 2 ** 64:
                    raise OverflowError("int too big to convert")  # as PyTorch's argument parser
                check_scalar(v, compute)
                res.append(scalar_array(v, compute)[()])  # -1 for uint8 wraps to 255, as PyTorch
            else:
                res.append(compute.np.type(v))
        else:
            if typ == "int" and not isinstance(v, int):
                raise TypeError(f"{op.name}(): argument '{name}' must be int, not {type(v).__name__}")
            res.append(_KERNEL_SCALAR[typ](v))
    return tuple(res)


# The type names PyTorch's overflow message prints: its C++ types for scalar
# arguments (full, fill_, clamp, ...), the dtype names for tensor(data).
def c_type_name(dtype):
    """The C type PyTorch's overflow messages name (uint8_t, int, ...)."""
    return _C_TYPE.get(dtype, dtype.name)


_C_TYPE = {D.uint8: "uint8_t", D.int8: "int8_t", D.int16: "int16_t", D.int32: "int", D.int64: "int64_t",
           D.float32: "float", D.float16: "c10::Half",
           D.bfloat16: "c10::BFloat16"}
_INT_RANGE = {d: (int(np.iinfo(d.np).min), int(np.iinfo(d.np).max))
              for d in (D.uint8, D.int8, D.int16, D.int32, D.int64)}
# PyTorch refuses a finite float beyond float32's range; for half it refuses
# one only when filling more than one element, so half (like bfloat16) takes inf.
_FLOAT_MAX = {D.float32: float(np.finfo(np.float32).max)}
# c10's checked conversion proper (Scalar::to<T>, as clamp's bounds take it)
# refuses a finite value beyond half's or bfloat16's range too; inf and NaN pass.
_STRICT_MAX = {**_FLOAT_MAX, D.float16: float(np.finfo(np.float16).max),
               D.bfloat16: 3.3895313892515355e38}  # bfloat16's largest finite


def check_scalar(value, dtype, type_name=None, strict=False):
    """c10's checked conversion of a Python number into ``dtype``: an integer
    may wrap into an unsigned type (-1 → 255) but not beyond its width; a float
    must lie in an integer type's range (NaN and inf never do); a finite float
    beyond float32's range is refused; the other float types take anything
    (tensor(data) checks only integer types: a float becomes inf); ``strict``:
    half and bfloat16 refuse a finite value beyond their range too. Raises
    PyTorch's "value cannot be converted to type ... without overflow"."""
    if isinstance(value, bool):
        return
    if dtype in _INT_RANGE:
        lo, hi = _INT_RANGE[dtype]
        if isinstance(value, int):
            ok = lo <= value <= hi or (lo == 0 and -hi <= value < 0)
        else:
            ok = value == value and lo <= value <= hi
    elif dtype in (_STRICT_MAX if strict else _FLOAT_MAX) and isinstance(value, (int, float)) \
            and value == value and abs(value) != float("inf"):
        ok = abs(value) <= _STRICT_MAX[dtype]
    else:
        return
    if not ok:
        raise RuntimeError(f"value cannot be converted to type {type_name or _C_TYPE[dtype]} without overflow")


def wrap_int(value, dtype):
    """A checked integer's value in ``dtype`` (negatives wrap into unsigned types)."""
    lo, hi = _INT_RANGE[dtype]
    return value % (hi + 1) if value < 0 and lo == 0 else value


# ops.yaml `checked_scalars:` — where PyTorch's Scalar overload of an operator
# converts a Python number given for a Tensor argument with c10's checked
# conversion, the dtype it converts to: `result` the call's result dtype (clamp's
# bounds), `fill` the result dtype as fill_ checks it (where), `opmath` the
# computation dtype (lerp's weight: float32 for half), `exponent` the result
# dtype unless float32/float64, which take it as a double (pow's exponent).
def _checked_dtype(rule, result, compute):
    if rule == "opmath":
        return compute
    if rule == "exponent" and result in (D.float32, D.float64):
        return None
    return result


def check_operand_scalars(checked, operands, result, compute):
    """Refuse, as PyTorch, a Python number at a `checked_scalars:` operand that
    its dtype cannot hold ("value cannot be converted to type int8_t without
    overflow"); ``checked``: ((operand index, rule), ...). Runs before any write."""
    for i, rule in checked:
        x = operands[i]
        if type(x) is int or type(x) is float:  # a bool always converts
            if type(x) is int and not -2 ** 63 <= x < 2 ** 64:
                raise OverflowError("int too big to convert")  # as PyTorch's argument parser
            dtype = _checked_dtype(rule, result, compute)
            if dtype is not None:
                check_scalar(x, dtype, strict=rule != "fill")
