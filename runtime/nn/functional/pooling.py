"""max/avg/adaptive pooling as torch.nn.functional's, over the window tables of nn/windows.py.

Each pool gathers its windows (the generated advanced-indexing kernel) and
reduces them with a generated reduction, so gradients come from those ops'
declarations: max pooling's reaches the first maximum of each window, as torch."""
import math

import numpy as np

from ...core import dtypes as D, typeinfo
from ...dispatch import target as _target
from ...families import factories as _f
from ...generated import ops as _ops
from ..windows import tuple_arg, out_size, gather_windows, gather_plane_table, window_table
from .conv import _check_unnamed

__all__ = ["max_pool1d", "max_pool2d", "max_pool3d", "avg_pool1d", "avg_pool2d", "avg_pool3d", "adaptive_avg_pool1d",
           "adaptive_avg_pool2d", "adaptive_avg_pool3d", "adaptive_max_pool1d", "adaptive_max_pool2d",
           "adaptive_max_pool3d"]


def _batched(op, input, nd):
    # an empty batch is fine (an empty result, as PyTorch); an empty channel or spatial dim is not
    if input.dim() not in (nd + 1, nd + 2):
        raise RuntimeError(f"non-empty {nd + 1}D or {nd + 2}D (batch mode) tensor expected for input")
    if any(s == 0 for s in input.shape[1 if input.dim() == nd + 2 else 0:]):  # (PyTorch's words: op named in 1-D)
        raise RuntimeError(f"{op + ': ' if nd == 1 else ''}Expected {nd + 1}D or {nd + 2}D (batch mode) tensor with "
                           f"optional 0 dim batch size for input, but got:{list(input.shape)}")
    _check_unnamed(op, input)
    return input.dim() == nd + 2, (input if input.dim() == nd + 2 else input.unsqueeze(0))


def _window_args(op, nd, kernel_size, stride, padding, dilation):
    kernel = tuple_arg(op, "kernel_size", kernel_size, nd)
    stride = kernel if stride is None or (not isinstance(stride, int) and len(stride) == 0) else \
        tuple_arg(op, "stride", stride, nd)
    padding = tuple_arg(op, "padding", padding, nd)
    dilation = tuple_arg(op, "dilation", dilation, nd)
    if any(s == 0 for s in stride):
        raise RuntimeError("stride should not be zero")
    if any(k <= 0 for k in kernel):
        raise RuntimeError(f"kernel size should be greater than zero, but got kernel_size={list(kernel)}")
    if any(d <= 0 for d in dilation):
        raise RuntimeError(f"dilation should be greater than zero, but got dilation={list(dilation)}")
    for p, k, d in zip(padding, kernel, dilation):
        if p < 0 or p > (d * (k - 1) + 1) // 2:
            raise RuntimeError(f"pad should be at most half of effective kernel size, but got pad={p}, "
                               f"kernel_size={k} and dilation={d}")
    return kernel, stride, padding, dilation


def _out_spatial(x, kernel, stride, padding, dilation, ceil_mode):
    spatial = tuple(x.shape[2:])
    out = tuple(out_size(s, k, st, p, p, d, ceil_mode) for s, k, st, p, d in
                zip(spatial, kernel, stride, padding, dilation))
    if any(o <= 0 for o in out):
        c = x.shape[1]
        raise RuntimeError(f"Given input size: ({'x'.join(map(str, (c,) + spatial))}). Calculated output size: "
                           f"({'x'.join(map(str, (c,) + out))}). Output size is too small")
    return out


def _lowest(dtype):
    return -math.inf if dtype.is_floating_point else typeinfo.iinfo(dtype).min


def _max_over_windows(op, x, batched, key, table, out_spatial, return_indices):
    n, c = x.shape[0], x.shape[1]
    k, positions = table.shape
    cols = gather_plane_table(x, table, key, _lowest(x.dtype)).reshape(n, c, k, positions)
    values, arg = cols.max(2)
    shape = (n, c) + tuple(out_spatial)
    values = values.reshape(shape)
    if not return_indices:
        return values if batched else values.squeeze(0)
    where = _f.tensor(table, dtype=D.int64, device=x.device).expand(n, c, k, positions)
    indices = _ops.gather(where, 2, arg.unsqueeze(2)).reshape(shape)
    return (values, indices) if batched else (values.squeeze(0), indices.squeeze(0))


def max_pool(op, nd, input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,
             return_indices=False):
    batched, x = _batched(op, input, nd)
    kernel, stride, padding, dilation = _window_args(op, nd, kernel_size, stride, padding, dilation)
    out_spatial = _out_spatial(x, kernel, stride, padding, dilation, ceil_mode)
    key = (tuple(x.shape[2:]), kernel, stride, padding, dilation, out_spatial, "zeros")
    return _max_over_windows(op, x, batched, key, window_table(*key), out_spatial, return_indices)


def _divisors(spatial, kernel, stride, padding, out_spatial, count_include_pad):
    """Each output's divisor, as torch's avg_pool: the window clipped to the padded input, or to the input."""
    total = np.ones(1, dtype=np.int64)
    for size, k, s, p, o in zip(spatial, kernel, stride, padding, out_spatial):
        start = np.arange(o) * s - p
        end = np.minimum(start + k, size + p)
        count = end - start if count_include_pad else np.minimum(end, size) - np.maximum(start, 0)
        total = (total[:, None] * count[None, :]).reshape(-1)
    return total


def avg_pool(op, nd, input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
             divisor_override=None):
    batched, x = _batched(op, input, nd)
    kernel, stride, padding, _ = _window_args(op, nd, kernel_size, stride, padding, 1)
    if divisor_override is not None and divisor_override == 0:
        raise RuntimeError("divisor must be not zero")
    out_spatial = _out_spatial(x, kernel, stride, padding, (1,) * nd, ceil_mode)
    n, c = x.shape[0], x.shape[1]
    cols = gather_windows(x, kernel, stride, padding, (1,) * nd, out_spatial, 0)
    sums = cols.reshape(n, c, math.prod(kernel), math.prod(out_spatial)).sum(2)
    if divisor_override is not None:
        divisor = _f.tensor(int(divisor_override), dtype=D.int64, device=x.device)
    else:
        divisor = _f.tensor(_divisors(tuple(x.shape[2:]), kernel, stride, padding, out_spatial,
                                      count_include_pad), dtype=D.int64, device=x.device)
    if x.dtype.is_floating_point:
        out = (sums / divisor).to(x.dtype)
    else:
        out = _ops.div(sums, divisor, rounding_mode="trunc").to(x.dtype)
    out = out.reshape((n, c) + tuple(out_spatial))
    return out if batched else out.squeeze(0)


def _adaptive_bounds(size, out):
    start = (np.arange(out) * size) // out
    end = -((-(np.arange(out) + 1) * size) // out)
    return start, end


def _adaptive_args(op, nd, input, output_size):
    if input.dim() not in (nd + 1, nd + 2):
        raise RuntimeError(f"{op}(): Expected {nd + 1}D or {nd + 2}D tensor, but got {list(input.shape)}")
    _check_unnamed(op, input)
    x = input if input.dim() == nd + 2 else input.unsqueeze(0)
    for i in range(input.dim() - nd, input.dim()):
        if input.shape[i] == 0:
            raise RuntimeError(f"{op}(): Expected input to have non-zero size for non-batch dimensions, but input "
                               f"has sizes {list(input.shape)} with dimension {i} being empty")
    sizes = (output_size,) * nd if isinstance(output_size, int) else tuple(output_size)
    if len(sizes) != nd:
        raise RuntimeError(f"{op}(): internal error: output_size.size() must be {nd}")
    sizes = tuple(s if s is not None else x.shape[2 + i] for i, s in enumerate(sizes))
    if any(s < 0 for s in sizes):
        raise RuntimeError(f"{op}(): elements of output_size must be greater than or equal to 0 but received "
                           f"{list(sizes)}")
    return input.dim() == nd + 2, x, sizes


def adaptive_avg_pool(op, nd, input, output_size):
    batched, x, sizes = _adaptive_args(op, nd, input, output_size)
    if not x.dtype.is_floating_point:
        raise NotImplementedError(f"\"{op}\" not implemented for '{x.dtype.pt_name}'")
    # one averaging matrix (outputs x inputs), the Kronecker product of the per-dim ones
    weights = np.ones((1, 1))
    for size, out in zip(x.shape[2:], sizes):
        start, end = _adaptive_bounds(size, out)
        cols = np.arange(size)
        w = ((cols[None, :] >= start[:, None]) & (cols[None, :] < end[:, None])) / (end - start)[:, None]
        weights = np.kron(weights, w)
    n, c = x.shape[0], x.shape[1]
    avg = _f.tensor(weights.T, dtype=x.dtype, device=x.device)
    out = _ops.matmul(x.reshape(n, c, math.prod(x.shape[2:])), avg).reshape((n, c) + sizes)  # n may be 0
    return out if batched else out.squeeze(0)


def adaptive_max_pool(op, nd, input, output_size, return_indices=False):
    batched, x, sizes = _adaptive_args(op, nd, input, output_size)
    spatial = tuple(x.shape[2:])
    bounds = [_adaptive_bounds(s, o) for s, o in zip(spatial, sizes)]
    widest = tuple(int((e - s).max()) if len(s) else 1 for s, e in bounds)
    # each dim's windows padded to the widest with -1 (the fill), then combined as window_table does
    table = np.zeros((1, 1), dtype=np.int64)
    for size, (start, end), k in zip(spatial, bounds, widest):
        i = start[None, :] + np.arange(k)[:, None]
        i = np.where(i < end[None, :], i, -1)
        bad = (table < 0)[:, None, :, None] | (i < 0)[None, :, None, :]
        table = (table[:, None, :, None] * size + i[None, :, None, :])
        table = np.where(bad, -1, table).reshape(table.shape[0] * table.shape[1], -1)
    key = ("adaptive_max", spatial, sizes)
    return _max_over_windows(op, x, batched, key, table, sizes, return_indices)


# ------------------------------------------------------------------ torch.nn.functional's forms
def max_pool1d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    return max_pool("max_pool1d", 1, input, kernel_size, stride, padding, dilation, ceil_mode, return_indices)


def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    return max_pool("max_pool2d", 2, input, kernel_size, stride, padding, dilation, ceil_mode, return_indices)


def max_pool3d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    return max_pool("max_pool3d", 3, input, kernel_size, stride, padding, dilation, ceil_mode, return_indices)


def avg_pool1d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True):
    return avg_pool("avg_pool1d", 1, input, kernel_size, stride, padding, ceil_mode, count_include_pad)


def avg_pool2d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
               divisor_override=None, *, out=None):
    res = avg_pool("avg_pool2d", 2, input, kernel_size, stride, padding, ceil_mode, count_include_pad,
                         divisor_override)
    return res if out is None else _target.into_out("avg_pool2d", res, out)


def avg_pool3d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
               divisor_override=None, *, out=None):
    res = avg_pool("avg_pool3d", 3, input, kernel_size, stride, padding, ceil_mode, count_include_pad,
                         divisor_override)
    return res if out is None else _target.into_out("avg_pool3d", res, out)


def adaptive_avg_pool1d(input, output_size):
    return adaptive_avg_pool("adaptive_avg_pool1d", 1, input, output_size)


def adaptive_avg_pool2d(input, output_size):
    return adaptive_avg_pool("adaptive_avg_pool2d", 2, input, output_size)


def adaptive_avg_pool3d(input, output_size):
    return adaptive_avg_pool("adaptive_avg_pool3d", 3, input, output_size)


def adaptive_max_pool1d(input, output_size, return_indices=False):
    return adaptive_max_pool("adaptive_max_pool1d", 1, input, output_size, return_indices)


def adaptive_max_pool2d(input, output_size, return_indices=False):
    return adaptive_max_pool("adaptive_max_pool2d", 2, input, output_size, return_indices)


def adaptive_max_pool3d(input, output_size, return_indices=False):
    return adaptive_max_pool("adaptive_max_pool3d", 3, input, output_size, return_indices)
