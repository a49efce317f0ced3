"""Dispatch of the normalization kind (softmax, log_softmax): dtype, dim (an
index or a name), the (outer, n, inner) view of the input, the generated kernel.

The normalized dim is moved innermost only by indexing: a last-dim slice is a
contiguous row; any other dim is walked as (outer, n, inner) in memory order so
that whole rows of ``inner`` statistics are updated at once.
"""
import numpy as np

from . import dtypes as D
from . import names as N
from . import tensor as _tensor


class Normalization:
    __slots__ = ("name", "names", "dtypes", "last", "mid", "cuda")

    def __init__(self, name, names, dtypes, last, mid, cuda):
        self.name, self.names, self.dtypes = name, names, frozenset(dtypes)
        self.last, self.mid, self.cuda = last, mid, cuda


def call(op, x, dim, dtype=None):
    if getattr(x, "is_nested", False):  # per-row over the packed values (nested_ops)
        from . import nested_ops
        return nested_ops.dispatch(op.name, x, dim, dtype)
    if not isinstance(x, _tensor.Tensor):
        raise TypeError(f"{op.name}(): argument 'input' must be Tensor, not {type(x).__name__}")
    if dtype is not None:
        if not isinstance(dtype, D.dtype):
            raise TypeError(f"{op.name}(): argument 'dtype' must be tensorgen.dtype, not {type(dtype).__name__}")
        x = x.to(dtype)
    if x._dtype not in op.dtypes:
        raise RuntimeError(f'"{op.name}" not implemented for \'{x._dtype.pt_name}\'')
    if dim is None:
        raise TypeError(f"{op.name}(): argument 'dim' must be int or str, not None")
    d = N.dim_index(x, dim, op.name)
    shape = x._shape
    outer = 1
    for s in shape[:d]:
        outer *= s
    inner = 1
    for s in shape[d + 1:]:
        inner *= s
    n = shape[d] if shape else 1
    compute = D.opmath(x._dtype)
    if x._device.type == "cpu":
        res = _run_cpu(op, x, compute, outer, n, inner)
    else:
        res = _run_cuda(op, x, compute, outer, n, inner)
    if res._dtype is not x._dtype:
        from . import convert
        res = convert.to(res, x._dtype)
    res._names = x._names
    return res


def _run_cpu(op, x, compute, outer, n, inner):
    arr = x._np
    if arr.dtype != compute.np or not arr.flags.c_contiguous:
        arr = np.ascontiguousarray(arr, dtype=compute.np)
    out = np.empty(x._shape, compute.np)
    if out.size:
        if inner == 1:
            op.last(arr.reshape(outer, n), out.reshape(outer, n))
        else:
            op.mid(arr.reshape(outer, n, inner), out.reshape(outer, n, inner))
    return _tensor.Tensor._from_array(out, compute)


def _run_cuda(op, x, compute, outer, n, inner):
    from . import cuda_backend as CB
    src = x if x._dtype is compute and x.is_contiguous() and x._offset == 0 else CB.convert(x, compute)
    out = CB.empty(x._shape, compute, x._device)
    slices = outer * inner
    if slices and n:
        kernel = getattr(CB._kernels(), op.cuda)
        kernel[CB._launch_config(slices)](src._storage, out._storage, n, inner, slices)
    return out
