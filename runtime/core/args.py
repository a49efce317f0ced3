"""Coercion of the non-tensor arguments every family accepts (sizes, dtypes, ints),
with PyTorch's messages naming the operator and the argument."""
import operator

from . import dtypes as D
from .tensor import Tensor


def int_arg(op, name, value):
    """An `int` argument: a Python or NumPy integer, or a 0-dim integer Tensor (its
    number). A bool is refused, as PyTorch's argument parser refuses True for an
    int (narrow(x, 0, True, 2) is no narrow(x, 0, 1, 2)); so is a float."""
    if isinstance(value, Tensor):
        if value.ndim == 0 and value._dtype.category == D.INTEGRAL:
            return int(value.item())
    elif not isinstance(value, bool):
        try:
            return operator.index(value)
        except TypeError:
            pass
    raise TypeError(f"{op}(): argument '{name}' must be int, not {type(value).__name__}")


def size_arg(op, size):
    """A size given as varargs (``zeros(2, 3)``) or one sequence (``zeros((2, 3))``)."""
    if len(size) == 1 and isinstance(size[0], (tuple, list)):
        size = tuple(size[0])
    out = []
    for s in size:
        if isinstance(s, Tensor):
            s = int(s)
        if not isinstance(s, int) or isinstance(s, bool):
            raise TypeError(f"{op}(): argument 'size' must be a tuple of ints, but found element of type "
                            f"{type(s).__name__}")
        if s < 0:
            raise RuntimeError(f"{op}(): Trying to create tensor with negative dimension {s}: {list(size)}")
        out.append(s)
    check_ndim(op, len(out))
    return tuple(out)


MAX_DIMS = 64  # a NumPy array's limit: every host tensor has a NumPy view


def check_ndim(op, ndim):
    if ndim > MAX_DIMS:
        raise RuntimeError(f"{op}(): tensorgen tensors have at most {MAX_DIMS} dims, got {ndim}")


def dtype_arg(op, dtype):
    """None or a tensorgen dtype."""
    if dtype is None or isinstance(dtype, D.dtype):
        return dtype
    raise TypeError(f"{op}(): argument 'dtype' must be tensorgen.dtype, not {type(dtype).__name__}")
