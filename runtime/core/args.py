"""Coercion of the non-tensor arguments every family accepts (sizes, dtypes),
with PyTorch's messages naming the operator and the argument."""
from . import dtypes as D
from .tensor import Tensor


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
