"""F.unfold (im2col) and F.fold (col2im) over nn/windows.py's index tables:
unfold is the windows' gather, fold its scatter-add (the generated index_add,
which sums overlapping windows in index order)."""
import math

import numpy as np

from ...core import dtypes as D
from ...families import factories as _f
from ...generated import ops as _ops
from ..windows import tuple_arg, out_size, gather_windows, window_table

__all__ = ["unfold", "fold"]


def _args(op, kernel_size, dilation, padding, stride):
    kernel = tuple_arg(op, "kernel_size", kernel_size, 2)
    dilation = tuple_arg(op, "dilation", dilation, 2)
    padding = tuple_arg(op, "padding", padding, 2)
    stride = tuple_arg(op, "stride", stride, 2)
    for name, v, lowest in (("kernel", kernel, 1), ("dilation", dilation, 1), ("stride", stride, 1),
                            ("padding", padding, 0)):
        if v[0] < lowest or v[1] < lowest:
            what = "greater than zero" if lowest else "non-negative"
            raise RuntimeError(f"{name} should be {what}, but got {name}_height: {v[0]} {name}_width: {v[1]}")
    return kernel, dilation, padding, stride


def _blocks(op, spatial, kernel, dilation, padding, stride):
    blocks = tuple(out_size(s, k, st, p, p, d) for s, k, st, p, d in zip(spatial, kernel, stride, padding, dilation))
    if any(b < 1 for b in blocks):
        raise RuntimeError(f"Given {'output_size=' if op == 'fold' else 'input with spatial size '}"
                           f"({spatial[0]}, {spatial[1]}), kernel_size=({kernel[0]}, {kernel[1]}), dilation="
                           f"({dilation[0]}, {dilation[1]}), padding=({padding[0]}, {padding[1]}), calculated shape "
                           f"of the array of sliding blocks as ({blocks[0]}, {blocks[1]}), but its components must "
                           "be at least one.")
    return blocks


def unfold(input, kernel_size, dilation=1, padding=0, stride=1):
    """(N, C, H, W) or (C, H, W) -> (N, C * kh * kw, L): each sliding block as a column."""
    if input.dim() not in (3, 4):
        raise RuntimeError("Expected 3D or 4D (batch mode) tensor for input with possibly 0 batch size and non-zero "
                           f"dimensions for input, but got: {list(input.shape)}")
    kernel, dilation, padding, stride = _args("unfold", kernel_size, dilation, padding, stride)
    batched = input.dim() == 4
    x = input if batched else input.unsqueeze(0)
    blocks = _blocks("unfold", tuple(x.shape[2:]), kernel, dilation, padding, stride)
    cols = gather_windows(x, kernel, stride, padding, dilation, blocks, 0)
    return cols if batched else cols.squeeze(0)


def fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1):
    """(N, C * kh * kw, L) or (C * kh * kw, L) -> (N, C, H, W): the columns summed back into place."""
    if input.dim() not in (2, 3):
        raise RuntimeError("Expected 2D or 3D (batch mode) tensor for input with possibly 0 batch size and non-zero "
                           f"dimensions for input, but got: {list(input.shape)}")
    size = tuple_arg("fold", "output_size", output_size, 2)
    kernel, dilation, padding, stride = _args("fold", kernel_size, dilation, padding, stride)
    batched = input.dim() == 3
    cols = input if batched else input.unsqueeze(0)
    k = math.prod(kernel)
    if cols.shape[1] % k:
        raise RuntimeError("Expected size of input's dimension 1 to be divisible by the product of kernel_size, but "
                           f"got input.size(1)={cols.shape[1]} and kernel_size=({kernel[0]}, {kernel[1]}).")
    blocks = _blocks("fold", size, kernel, dilation, padding, stride)
    if cols.shape[2] != math.prod(blocks):
        raise RuntimeError(f"Given output_size=({size[0]}, {size[1]}), kernel_size=({kernel[0]}, {kernel[1]}), "
                           f"dilation=({dilation[0]}, {dilation[1]}), padding=({padding[0]}, {padding[1]}), stride="
                           f"({stride[0]}, {stride[1]}), expected size of input's dimension 2 to match the calculated "
                           f"number of sliding blocks {blocks[0]} * {blocks[1]} = {math.prod(blocks)}, but got "
                           f"input.size(2)={cols.shape[2]}.")
    n, c, plane = cols.shape[0], cols.shape[1] // k, math.prod(size)
    table = window_table(size, kernel, stride, padding, dilation, blocks)  # (K, L), -1 outside
    # every column's target in the (C * plane + 1) flat output; the padding lands in the last, dropped
    full = (np.arange(c, dtype=np.int64) * plane)[:, None, None] + table[None]
    full = np.where(table[None] < 0, c * plane, full).reshape(-1)
    idx = _f.tensor(full, dtype=D.int64, device=cols.device)
    flat = _f.zeros((n, c * plane + 1), dtype=cols.dtype, device=cols.device)
    rows = cols.reshape(n, cols.shape[1] * cols.shape[2])  # (not -1: n may be 0)
    out = _ops.index_add(flat, 1, idx, rows).narrow(1, 0, c * plane).reshape(n, c, *size)
    return out if batched else out.squeeze(0)
