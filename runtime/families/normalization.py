"""Dispatch of the normalization kind (softmax, log_softmax): dtype, dim (an
index or a name), the (outer, n, inner) view of the input, the generated kernel.

The normalized dim is moved innermost only by indexing: a last-dim slice is a
contiguous row; any other dim is walked as (outer, n, inner) in memory order so
that whole rows of ``inner`` statistics are updated at once.
"""
import math
from typing import NamedTuple

import numpy as np

from ..core import call_key
from ..core import dtypes as D
from ..core import sizes
from ..core import devices as _dev
from ..core import names as N
from ..core import tensor as _tensor
from ..core import layout_hooks
from ..backends import cpu_load as _cpu_load
from ..backends import lazyjit as _lazy
from ..core.op import Divert, Family, Plan
from ..core.args import dtype_arg as _dtype_arg
from . import convert
from ..backends import cuda as CB


class Normalization:
    """The normalization part of an op's entry: its kernels and dtypes."""
    __slots__ = ("name", "dtypes", "_last", "_mid", "_last_par", "_mid_par", "cuda")

    def __init__(self, name, *, dtypes, last, mid, last_par, mid_par, cuda):
        self.name, self.dtypes = name, frozenset(dtypes)
        self._last, self._mid, self._last_par, self._mid_par, self.cuda = last, mid, last_par, mid_par, cuda

    def last(self, x, out, n):
        """Rows of n of flat C-contiguous x into out: the prange twin only for
        large inputs on free cores."""
        size = x.shape[0]
        if size >= _PAR_MIN and _cpu_load.parallel(size):
            self._last_par(x, out, n)
        else:
            self._last(x, out, n)

    def mid(self, x, out):
        (self._mid_par if _cpu_load.parallel(x.size) else self._mid)(x, out)


class NormalizationLaunch(NamedTuple):
    """What a normalization plan decides from the call's key (frozen; run replays it)."""
    dim: int            # the normalized dim's index
    dtype: object       # dtype=: the input is converted first (None: its own dtype)
    rows: object        # (n, numel, strides, the row loop, NumPy dtype): the last dim of a C-contiguous float32/float64
    #                     CPU tensor, one call over its rows; None: the general walk (_run_cpu, _run_cuda)


def plan(op, args, inplace):
    x, dim, dtype = args
    handler = layout_hooks.handler_for(x)
    if handler is not None:  # a nested tensor: per row over the packed values
        return Divert(handler.run, (op, args, inplace))
    if not isinstance(x, _tensor.Tensor):
        raise TypeError(f"{op.name}(): argument 'input' must be Tensor, not {type(x).__name__}")
    src = x
    dtype = _dtype_arg(op.name, dtype)
    if dtype is x._dtype:
        dtype = None
    xdtype = x._dtype if dtype is None else dtype
    if xdtype not in op.spec.dtypes:
        raise NotImplementedError(f'"{op.name}" not implemented for \'{xdtype.pt_name}\'')
    if dim is None:
        raise TypeError(f"{op.name}(): argument 'dim' must be int or str, not None")
    p = Plan((src,), x._shape, xdtype, x._device)
    d = N.dim_index(x, dim, op.name)
    rows = None
    if dtype is None and x._device is _CPU and (xdtype is _F32 or xdtype is _F64):
        rows = _rows_layout(x._shape, x._stride, d)
        if rows is not None:
            n, total, strides = rows
            sample = np.empty(total, xdtype.np)
            rows = (n, total, strides, _lazy.entry_point(op.spec._last, (sample, np.empty(total, xdtype.np), n)),
                    sample.dtype)
    p.launch = NormalizationLaunch(d, dtype, rows)
    return p


def run(op, launch, args, target):
    x = args[0]
    rows = launch.rows
    if rows is not None:
        n, total, strides, kernel, np_dtype = rows
        s, off = x._storage, x._offset
        res = _empty(total, np_dtype)
        flat = s if off == 0 and s.shape[0] == total else s[off:off + total]
        if total >= _PAR_MIN:
            op.spec.last(flat, res, n)
        else:
            kernel(flat, res, n)
        return _fresh(res, x._shape, strides, x._dtype)
    if launch.dtype is not None:
        x = convert.to(x, launch.dtype)
    compute = D.opmath(x._dtype)
    res = (_run_cpu if x._device.type == "cpu" else _run_cuda)(op.spec, x, launch.dim, compute)
    if res._dtype is not x._dtype:
        res = convert.to(res, x._dtype)
    return res


def _rows_layout(shape, stride, dim):
    """(n, numel, C strides) of a non-empty C-contiguous tensor normalized
    along its last dim, or None."""
    nd = len(shape)
    if not nd or dim != nd - 1:
        return None
    expected = 1
    for size, st in zip(reversed(shape), reversed(stride)):
        if st != expected and size != 1:
            return None  # not C-contiguous
        expected *= size
    if not expected:
        return None
    return shape[-1], expected, _tensor.contiguous_strides(shape)


_PAR_MIN = _cpu_load._PAR_MIN
_empty, _fresh = np.empty, _tensor.fresh  # (the input's own element count: its size was checked when it was made)
_F32, _F64 = D.float32, D.float64
_CPU = _dev.CPU


def bind(op, args):
    x, dim, dtype = args
    return {"self": x, "dim": dim, "dtype": dtype}


FAMILY = Family("normalization", plan, run, bind, key=call_key.dim_key)


def _split(shape, d):
    """(outer, n, inner) sizes around dim d."""
    return math.prod(shape[:d]), (shape[d] if shape else 1), math.prod(shape[d + 1:])


def _run_cpu(op, x, d, compute):
    arr = x._np
    # Walk the input in memory order: a permuted (e.g. transposed) contiguous
    # tensor is normalized in place of the copy, its dim found in the new order.
    order = sorted(range(arr.ndim), key=lambda k: -arr.strides[k])
    view = arr.transpose(order)
    if view.dtype != compute.np or not view.flags.c_contiguous:
        order = list(range(arr.ndim))
        view = np.array(arr, dtype=compute.np, order="C")  # (ascontiguousarray makes a 0-dim array 1-dim)
    outer, n, inner = _split(view.shape, order.index(d) if order else 0)
    out = sizes.empty(view.shape, compute.np)
    if out.size:
        if inner == 1:
            op.last(view.reshape(-1), out.reshape(-1), n)
        else:
            op.mid(view.reshape(outer, n, inner), out.reshape(outer, n, inner))
    inv = [0] * len(order)
    for i, k in enumerate(order):
        inv[k] = i
    res = out.transpose(inv)
    if res.ndim and not res.flags.c_contiguous:
        # a contiguous result whatever the input's layout, as PyTorch's softmax
        # (the kernels still read the input in its own memory order, above)
        res = np.ascontiguousarray(res)
        return _tensor.Tensor._from_array(res, compute, x._device)
    return _tensor.Tensor._make(out.reshape(-1), res.shape, tuple(st // res.itemsize for st in res.strides), 0,
                                compute, x._device, None, None, res)


def _run_cuda(op, x, d, compute):
    outer, n, inner = _split(x._shape, d)
    src = x if x._dtype is compute and x.is_contiguous() and x._offset == 0 else CB.convert(x, compute)
    out = CB.empty(x._shape, compute, x._device)
    slices = outer * inner
    if slices and n:
        kernel = getattr(CB._kernels(), op.cuda)
        kernel[CB.rows_config(slices)](src._storage, out._storage, n, inner, slices)
    return out
