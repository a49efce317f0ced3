"""embedding_bag (torch.embedding_bag and F.embedding_bag): sums, means or maxima of bags of
embedding rows, and the ops.yaml composite ``embedding_bag`` behind them.

A bag is the run of indices from one offset to the next (the last bag runs to the end of the
input, or to the last offset with include_last_offset). The bags are laid out on the host,
where the indices and offsets are checked with torch's words; then the rows are the generated
``embedding`` gather (whose derivative gives the table's gradient: dense, divided by each index's
count with scale_grad_by_freq, or sparse), scaled by per_sample_weights and added into their bag
with ``index_add`` (mean: divided by the bag's size). max takes, per bag and feature, the first
row holding the largest value (scatter_reduce), and gathers the table at those rows, so its
gradient reaches exactly those elements, as torch's. padding_idx's entries belong to no bag."""
import numpy as np

from ...core import dtypes as D, tensor as _tensor_mod
from ...families import factories as _f, form_family as _X
from ...generated import ops as _ops


_SUM, _MEAN, _MAX = 0, 1, 2


_MODES = {"sum": _SUM, "mean": _MEAN, "max": _MAX}


_INDEX = (D.int64, D.int32)


def _type_name(t):
    return _tensor_mod._TYPE_NAMES[t.dtype]


def _check(weight, indices, offsets, mode, per_sample_weights, padding_idx):
    if indices.dtype not in _INDEX:
        raise RuntimeError("Expected tensor for argument #1 'indices' to have one of the following scalar types: "
                           f"Long, Int; but got {_type_name(indices)} instead (while checking arguments for "
                           "embedding_bag)")
    if offsets.dtype not in _INDEX:
        raise RuntimeError("Expected tensor for argument #1 'offsets' to have one of the following scalar types: "
                           f"Long, Int; but got {_type_name(offsets)} instead (while checking arguments for "
                           "embedding_bag)")
    if not weight.dtype.is_floating_point:
        raise RuntimeError("Expected tensor for argument #1 'weight' to have one of the following scalar types: "
                           f"Half, BFloat16, Float, Double; but got {_type_name(weight)} instead (while checking "
                           "arguments for embedding_bag)")
    if weight.dim() != 2:
        raise RuntimeError(f"weight has to be a 2D Tensor, but got Tensor of dimension {weight.dim()}")
    if indices.dim() != 1:
        raise RuntimeError(f"input has to be a 1D Tensor, but got Tensor of dimension {indices.dim()}")
    if offsets.dim() != 1:
        raise RuntimeError(f"offsets has to be a 1D Tensor, but got Tensor of dimension {offsets.dim()}")
    if mode not in (_SUM, _MEAN, _MAX) or isinstance(mode, bool):
        raise RuntimeError("`mode` must be sum, mean, or max.")
    if per_sample_weights is not None:
        if mode != _SUM:
            raise RuntimeError("embedding_bag: per_sample_weights only supported with mode='sum'")
        if per_sample_weights.dtype is not weight.dtype:
            raise RuntimeError("Expected tensor for argument #1 'weight' to have the same type as tensor for argument "
                               f"#1 'per_sample_weights'; but type {_type_name(weight)} does not equal "
                               f"{_type_name(per_sample_weights)} (while checking arguments for embedding_bag)")
        if per_sample_weights.dim() != 1 or per_sample_weights.numel() != indices.numel():
            raise RuntimeError(f"embedding_bag: per_sample_weights must be 1-D with one weight per index "
                               f"({indices.numel()}), but got shape {list(per_sample_weights.shape)}")
    num = weight.shape[0]
    if padding_idx is None:
        return -1
    if not -num <= padding_idx < num:
        raise RuntimeError(f"padding_idx must be within the number of embeddings, -{num} through {num - 1}, but got "
                           f"{padding_idx}")
    return padding_idx % num


def _bags(indices, offsets, include_last_offset, num, padding_idx):
    """(bags, offset2bag, whether each position is counted) from the host's indices and offsets."""
    idx, off = _X.host(indices).astype(np.int64), _X.host(offsets).astype(np.int64)
    length = idx.shape[0]
    if off.shape[0] and off[0] != 0:
        raise RuntimeError(f"offsets[0] has to be 0, i.e., the first sequence in the mini-batch has to start from "
                           f"position 0. However, got {off[0]}")
    if off.shape[0] and off[-1] > length:
        raise RuntimeError(f"offsets[-1] can not be greater than input's length {length} but got offsets[-1] of "
                           f"{off[-1]}")
    if off.shape[0] > 1 and (np.diff(off) < 0).any():
        k = int(np.flatnonzero(np.diff(off) < 0)[0]) + 1
        raise RuntimeError(f"embedding_bag: offsets must not decrease, but offsets[{k}] = {off[k]} is less than "
                           f"offsets[{k - 1}] = {off[k - 1]}")
    bad = _X.first_outside(idx, 0, num)
    if bad is not None:
        k = int(np.flatnonzero(idx == bad)[0])
        raise RuntimeError(f"Index {k} of input takes value {bad} which is not in the valid range [0, {num})")
    bags = max(off.shape[0] - 1, 0) if include_last_offset else off.shape[0]
    starts = off[:bags]
    ends = off[1:bags + 1] if include_last_offset else np.append(off[1:], length).astype(np.int64)
    pos = np.arange(length)
    o2b = (np.searchsorted(starts, pos, side="right") - 1) if bags else np.full(length, -1, np.int64)
    counted = (o2b >= 0) & (pos < ends[np.maximum(o2b, 0)]) if bags else np.zeros(length, bool)
    if padding_idx >= 0:
        counted &= idx != padding_idx
    return bags, o2b, counted


def embedding_bag(weight, indices, offsets, scale_grad_by_freq=False, mode=0, sparse=False, per_sample_weights=None,
                  include_last_offset=False, padding_idx=None, out=None):
    padding_idx = _check(weight, indices, offsets, mode, per_sample_weights, padding_idx)
    if mode == _MAX and (scale_grad_by_freq or sparse):
        raise RuntimeError("embedding_bag: max mode supports neither scale_grad_by_freq nor sparse gradients")
    num, width = weight.shape
    bags, o2b, counted = _bags(indices, offsets, include_last_offset, num, padding_idx)
    dev, idt = weight.device, indices.dtype
    keep = np.flatnonzero(counted)
    whole = keep.shape[0] == indices.numel()
    sel = None if whole else _f.tensor(keep.astype(np.int64), device=dev)
    idx = indices if whole else indices.index_select(0, sel)
    bag_of = _f.tensor(o2b[keep], dtype=D.int64, device=dev)
    sizes = np.bincount(o2b[keep], minlength=bags).astype(np.int64) if bags else np.zeros(0, np.int64)
    offset2bag = _f.tensor(np.where(o2b >= 0, o2b, 0) if bags else o2b, dtype=idt, device=dev)
    if mode == _MAX:
        res, max_indices = _max(weight, idx, bag_of, bags, sizes, idt)
        return res, offset2bag, _f.tensor(sizes, dtype=idt, device=dev), max_indices
    rows = _ops.embedding(weight, idx, -1, scale_grad_by_freq, sparse)
    if per_sample_weights is not None:
        psw = per_sample_weights if whole else per_sample_weights.index_select(0, sel)
        rows = rows * psw.unsqueeze(1)
    res = _ops.index_add(_f.zeros((bags, width), dtype=weight.dtype, device=dev), 0, bag_of, rows)
    if mode == _MEAN:
        res = res / _f.tensor(np.maximum(sizes, 1), dtype=weight.dtype, device=dev).unsqueeze(1)
        bag_size = _f.tensor(sizes, dtype=idt, device=dev)
        return res, offset2bag, bag_size, bag_size.clone()
    zeros = _f.zeros(bags, dtype=idt, device=dev)  # torch fills neither for sum
    return res, offset2bag, zeros, zeros.clone()


def _max(weight, idx, bag_of, bags, sizes, idt):
    """Per bag and feature the first row holding the largest value, and the table gathered there."""
    width, dev = weight.shape[1], weight.device
    length = idx.numel()
    filled = _f.tensor(sizes > 0, device=dev).unsqueeze(1)
    if length == 0 or weight.shape[0] == 0:  # every bag empty: zeros (still in weight's graph)
        picked = _f.zeros((bags, width), dtype=D.int64, device=dev)
        res = _ops.gather(weight, 0, picked) * 0 if weight.shape[0] else picked.to(weight.dtype)
        return res, picked.to(idt)
    rows = _ops.embedding(weight.detach(), idx)
    lines = bag_of.unsqueeze(1).expand(length, width)
    best = _ops.scatter_reduce(_f.zeros((bags, width), dtype=weight.dtype, device=dev), 0, lines, rows, "amax",
                               include_self=False)
    at = _ops.where(rows == best.index_select(0, bag_of), _f.arange(length, device=dev).unsqueeze(1), length)
    first = _ops.scatter_reduce(_f.full((bags, width), length, dtype=D.int64, device=dev), 0, lines, at, "amin")
    picked = _ops.where(filled, idx.to(D.int64)[first.clamp(max=length - 1)], 0)
    res = _ops.gather(weight, 0, picked) * filled.to(weight.dtype)
    return res, picked.to(idt)
