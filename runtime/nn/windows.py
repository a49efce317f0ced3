"""Sliding windows as index tables: the im2col step shared by convolution and pooling.

A window op gathers, for every output position and every kernel offset, one
input element; which one depends only on the shapes and the op's arguments, so
the table is computed once on the host (metadata, cached) and the gather runs
as the generated advanced-indexing kernel, whose backward is its scatter-add.
Positions outside the input point at one extra "fill" column appended to the
input (zero for convolution and average pooling, the lowest value for max
pooling), or are mirrored, clamped or wrapped for the other padding modes.
"""
import functools
import math

import numpy as np

from ..core import dtypes as D
from ..families import factories as _f
from ..generated import ops as _ops


def tuple_arg(op, name, value, nd):
    """An int or a sequence of nd ints, as torch's _single/_pair/_triple."""
    if isinstance(value, int) and not isinstance(value, bool):
        return (value,) * nd
    value = tuple(value)
    if len(value) == 1:
        return value * nd
    if len(value) != nd or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise TypeError(f"{op}(): argument '{name}' must be an int or a tuple of {nd} ints, not {value!r}")
    return value


def out_size(size, kernel, stride, lo, hi, dilation, ceil_mode=False):
    span = size + lo + hi - dilation * (kernel - 1) - 1
    if ceil_mode:
        n = -(-span // stride) + 1
        if (n - 1) * stride >= size + lo:  # the last window must start inside the input or its left padding
            n -= 1
        return n
    return span // stride + 1 if span >= 0 else 0


def _mode_index(i, size, mode):
    if mode == "reflect":
        i = np.abs(i)
        return np.where(i >= size, 2 * (size - 1) - i, i)
    if mode == "replicate":
        return np.clip(i, 0, size - 1)
    return np.mod(i, size)  # circular


@functools.lru_cache(maxsize=256)
def window_table(spatial, kernel, stride, lo, dilation, out_spatial, mode="zeros"):
    """(K, L) flat positions within one input plane for K kernel offsets and L outputs; -1 for the fill."""
    flat = np.zeros((1, 1), dtype=np.int64)
    outside = np.zeros((1, 1), dtype=bool)
    for size, k, s, p, d, o in zip(spatial, kernel, stride, lo, dilation, out_spatial):
        i = (np.arange(o) * s - p)[None, :] + (np.arange(k) * d)[:, None]  # (k, o)
        bad = (i < 0) | (i >= size)
        if mode != "zeros":
            i, bad = _mode_index(i, size, mode), np.zeros_like(bad)
        # combine with the dims before: (K, L) x (k, o) -> (K*k, L*o)
        flat = (flat[:, None, :, None] * size + i[None, :, None, :]).reshape(flat.shape[0] * k, -1)
        outside = (outside[:, None, :, None] | bad[None, :, None, :]).reshape(flat.shape)
    flat = np.where(outside, -1, flat)
    flat.setflags(write=False)
    return flat


_CHANNEL_TABLES = {}  # (plane table key, channels, device) -> (index tensor, whether it points at the fill)


def gather_plane_table(x, plane_table, key, fill):
    """x of shape (N, C, *spatial) -> (N, C * K, L) gathered by a (K, L) plane table (key: its cache key).

    The plane table repeats per channel, channel-major; its -1 entries point at
    one fill column appended after the last channel.
    """
    n, c = x.shape[0], x.shape[1]
    plane = math.prod(x.shape[2:])
    cached = _CHANNEL_TABLES.get((key, c, x.device))
    if cached is None:
        full = (np.arange(c, dtype=np.int64) * plane)[:, None, None] + plane_table[None]
        full = np.where(plane_table[None] < 0, c * plane, full).reshape(c * plane_table.shape[0], -1)
        cached = (_f.tensor(full, dtype=D.int64, device=x.device), bool((plane_table < 0).any()))
        if len(_CHANNEL_TABLES) >= 256:
            _CHANNEL_TABLES.clear()
        _CHANNEL_TABLES[(key, c, x.device)] = cached
    idx, has_fill = cached
    flat = x.reshape(n, c * plane)
    if has_fill:
        flat = _ops.cat([flat, _f.full((n, 1), fill, dtype=x.dtype, device=x.device)], 1)
    return flat[:, idx]


def gather_windows(x, kernel, stride, lo, dilation, out_spatial, fill, mode="zeros"):
    """x of shape (N, C, *spatial) -> (N, C * K, L): every window's elements, kernel offsets inner."""
    key = (tuple(x.shape[2:]), tuple(kernel), tuple(stride), tuple(lo), tuple(dilation), tuple(out_spatial), mode)
    return gather_plane_table(x, window_table(*key), key, fill)
