"""Shape helpers shared by the runtime (resizing out= tensors)."""
import numpy as np

from ..core.tensor import contiguous_strides
from ..core import sizes
from ..backends import cuda as cuda_backend


def resize_for_out(out, shape):
    """PyTorch resizes an out= tensor of the wrong shape to the result's shape."""
    if out._device.type == "cpu":
        storage = sizes.empty((sizes.numel(shape),), out._dtype.np)
    else:
        storage = cuda_backend.empty(shape, out._dtype, out._device)._storage
    out._storage, out._shape, out._stride, out._offset = storage, tuple(shape), contiguous_strides(shape), 0
    out._np_cache = None
