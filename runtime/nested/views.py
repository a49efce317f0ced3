"""Metadata-only views of nested tensors (transpose, unsqueeze/squeeze, select,
narrow/split/chunk, view/reshape) and cat: they rewrite the per-component sizes,
strides and offsets; only reshape of a non-packed input and cat copy (one copy
kernel per input)."""
import builtins
import math

import numpy as np

from ..core import layouts as L
from .tensor import NestedTensor, alloc, copy_nested, packed_strides, _JAGGED_SHAPE_ERROR
from .rules import unsupported

_I64 = np.int64


def _view(nt, sizes, strides, offs, ragged=None, layout=None):
    return NestedTensor._make(nt._storage, nt._dtype, nt._device, sizes, strides, offs, layout or nt._layout,
                              ragged if ragged is not None else nt._ragged, nt)


def transpose(input, dim0, dim1):
    a, b = input._dim(dim0, "transpose"), input._dim(dim1, "transpose")
    if a == 0 or b == 0:
        raise unsupported("transpose", input, "transpose_not_dim0", "dim 0 given")
    perm = list(range(input._sizes.shape[1]))
    perm[a - 1], perm[b - 1] = perm[b - 1], perm[a - 1]
    ragged = input._ragged
    if ragged in (a, b):
        ragged = b if ragged == a else a
    return _view(input, input._sizes[:, perm], input._strides[:, perm], input._offs, ragged)


def unsqueeze(input, dim):
    nd = input.dim() + 1
    if not isinstance(dim, int) or not -nd <= dim < nd:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-nd}, {nd - 1}], but got {dim})")
    d = dim % nd
    if d == 0:
        raise unsupported("unsqueeze", input, "regular_dim", "dim 0")
    j = d - 1
    sizes = np.insert(input._sizes, j, 1, axis=1)
    inner = input._strides[:, j] * input._sizes[:, j] if j < input._sizes.shape[1] else np.ones(len(input._offs), _I64)
    strides = np.insert(input._strides, j, inner, axis=1)
    ragged = input._ragged + 1 if input._ragged is not None and input._ragged >= d else input._ragged
    return _view(input, sizes, strides, input._offs, ragged)


def squeeze(input, dim=None):
    k = input._sizes.shape[1]
    if dim is None:
        dims = [j for j in range(k) if not input._irregular(j) and len(input._offs) and input._sizes[0, j] == 1]
    else:
        for dd in (dim if isinstance(dim, (list, tuple)) else (dim,)):
            if input._dim(dd, "squeeze") == 0:
                raise unsupported("squeeze", input, "regular_dim", "dim 0")
        ds = [input._dim(dd, "squeeze") - 1 for dd in (dim if isinstance(dim, (list, tuple)) else (dim,))]
        dims = [j for j in ds if (input._sizes[:, j] == 1).all() and not (input._ragged == j + 1)]
    if not dims:
        return _view(input, input._sizes, input._strides, input._offs)
    keep = [j for j in range(k) if j not in dims]
    ragged = input._ragged
    if ragged is not None:
        ragged -= builtins.sum(1 for j in dims if j + 1 < ragged)
    return _view(input, input._sizes[:, keep], input._strides[:, keep], input._offs, ragged)


def select(input, dim, index):
    d = input._dim(dim, "select")
    nb = len(input._offs)
    if d == 0:
        if not -nb <= index < nb:
            raise IndexError(f"select(): index {index} out of range for nested tensor of size {nb} at dim 0")
        return input._component(index % nb)
    j = d - 1
    n = input._sizes[:, j]
    if index >= 0 and (n <= index).any() or index < 0 and (n < -index).any():
        raise IndexError(f"select(): index {index} out of range for some component at dim {d} (sizes "
                         f"{n.tolist()}); nested select needs every component long enough")
    idx = np.where(index < 0, n + index, index)
    offs = input._offs + idx * input._strides[:, j]
    sizes = np.delete(input._sizes, j, axis=1)
    strides = np.delete(input._strides, j, axis=1)
    layout, ragged = input._layout, input._ragged
    if ragged is not None:
        if ragged == d:
            layout, ragged = L.strided, None  # no ragged dim left: torch's jagged layout cannot express it
        elif ragged > d:
            ragged -= 1
    return NestedTensor._make(input._storage, input._dtype, input._device, sizes, strides, offs, layout, ragged,
                              input)


def _regular_dim(input, dim, op):
    d = input._dim(dim, op)
    if d == 0 or input._irregular(d - 1):
        raise unsupported(op, input, "regular_dim", f"dim {d} is {'the batch dim' if d == 0 else 'irregular'}")
    return d


def narrow(input, dim, start, length):
    d = _regular_dim(input, dim, "narrow")
    j = d - 1
    n = int(input._sizes[0, j])
    if start < 0:
        start += n
    if not 0 <= start <= n or length < 0 or start + length > n:
        raise RuntimeError(f"narrow(): start ({start}) + length ({length}) exceeds dimension size ({n}).")
    sizes = input._sizes.copy()
    sizes[:, j] = length
    return _view(input, sizes, input._strides, input._offs + start * input._strides[:, j])


def unflatten(input, dim, sizes):
    """A regular dim split into ``sizes`` (one may be -1): a view with its stride subdivided."""
    d = _regular_dim(input, dim, "unflatten")
    j = d - 1
    n = int(input._sizes[0, j]) if len(input._offs) else 0
    want = [int(s) for s in sizes]
    if not want:
        raise RuntimeError("unflatten: sizes must be non-empty")
    if want.count(-1) > 1:
        raise RuntimeError("only one dimension can be inferred")
    known = math.prod(s for s in want if s != -1)
    if -1 in want:
        want[want.index(-1)] = n // known if known else 0
    if math.prod(want) != n:
        raise RuntimeError(f"unflatten: Provided sizes {list(sizes)} don't multiply up to the size of dim {dim} "
                           f"({n}) in the input tensor")
    nb = len(input._offs)
    s_j = input._strides[:, j]
    new_sizes = np.tile(np.array(want, _I64), (nb, 1))
    new_strides = np.stack([s_j * math.prod(want[k + 1:]) for k in range(len(want))], axis=1) if nb else \
        np.zeros((0, len(want)), _I64)
    sizes_arr = np.concatenate([input._sizes[:, :j], new_sizes, input._sizes[:, j + 1:]], axis=1)
    strides_arr = np.concatenate([input._strides[:, :j], new_strides, input._strides[:, j + 1:]], axis=1)
    ragged = input._ragged
    if ragged is not None and ragged > d:
        ragged += len(want) - 1
    return _view(input, sizes_arr, strides_arr, input._offs, ragged)


def flatten(input, start_dim=0, end_dim=-1):
    """Regular dims start..end merged into one: a view when their strides nest, else over a packed copy."""
    a, b = input._dim(start_dim, "flatten"), input._dim(end_dim, "flatten")
    if a > b:
        raise RuntimeError("flatten() has invalid args: start_dim cannot come after end_dim")
    if a == b:
        return _view(input, input._sizes, input._strides, input._offs)
    for d in range(a, b + 1):
        _regular_dim(input, d, "flatten")
    i, k = a - 1, b - 1
    x = input
    if len(x._offs) and any((x._strides[:, m] != x._strides[:, m + 1] * x._sizes[:, m + 1]).any()
                            for m in range(i, k)):
        x = input.contiguous()
    merged = np.prod(x._sizes[:, i:k + 1], axis=1, keepdims=True)
    sizes = np.concatenate([x._sizes[:, :i], merged, x._sizes[:, k + 1:]], axis=1)
    strides = np.concatenate([x._strides[:, :i], x._strides[:, k:k + 1], x._strides[:, k + 1:]], axis=1)
    ragged = input._ragged
    if ragged is not None and ragged > b:
        ragged -= b - a
    return NestedTensor._make(x._storage, x._dtype, x._device, sizes, strides, x._offs, input._layout, ragged,
                              input)


def split(input, split_size_or_sections, dim=0):
    d = _regular_dim(input, dim, "split")
    n = int(input._sizes[0, d - 1])
    if isinstance(split_size_or_sections, int):
        step = split_size_or_sections
        if step <= 0 and n:
            raise RuntimeError(f"split(): split_size must be positive, got {step}")
        lens = [min(step, n - s) for s in range(0, n, step)] if n else [0]
    else:
        lens = list(split_size_or_sections)
        if builtins.sum(lens) != n:
            raise RuntimeError(f"split_with_sizes expects split_sizes to sum exactly to {n} (input tensor's size "
                               f"at dimension {d}), but got split_sizes={lens}")
    out, start = [], 0
    for ln in lens:
        out.append(narrow(input, d, start, ln))
        start += ln
    return tuple(out)


def chunk(input, chunks, dim=-1):
    if chunks <= 0:
        raise RuntimeError("chunk expects `chunks` to be greater than 0, got: " + str(chunks))
    d = _regular_dim(input, dim, "chunk")
    n = int(input._sizes[0, d - 1])
    return split(input, max(1, math.ceil(n / chunks)), d)


def cat(tensors, dim=0):
    """Concatenate nested tensors of the same batch along a regular dim (or along dim 0)."""
    tensors = list(tensors)
    if not tensors or not all(isinstance(t, NestedTensor) for t in tensors):
        raise RuntimeError("cat(): expected a non-empty list of nested tensors (nested and dense cannot be mixed)")
    ref = tensors[0]
    for t in tensors[1:]:
        if t.dim() != ref.dim() or t._layout is not ref._layout or t._dtype is not ref._dtype or \
                t._device != ref._device:
            raise RuntimeError(f"cat(): nested tensors must agree in dims, layout, dtype and device; got "
                               f"{ref.dim()}-d {ref._layout} {ref._dtype.pt_name} {ref._device} and "
                               f"{t.dim()}-d {t._layout} {t._dtype.pt_name} {t._device}")
    d = ref._dim(dim, "cat")
    if d == 0:
        sizes = np.concatenate([t._sizes for t in tensors])
        out = NestedTensor._packed(alloc(builtins.sum(t.numel() for t in tensors), ref._dtype, ref._device),
                                   ref._dtype, ref._device, sizes, ref._layout, ref._ragged)
        pos = 0
        for t in tensors:
            nb = len(t._offs)
            copy_nested(t, out, out._offs[pos:pos + nb], out._strides[pos:pos + nb])
            pos += nb
        return out
    j = d - 1
    for t in tensors:
        if len(t._offs) != len(ref._offs):
            raise RuntimeError(f"cat(): nested tensors must have the same number of components along dim {d}")
        other = [i for i in range(ref._sizes.shape[1]) if i != j]
        if (t._sizes[:, other] != ref._sizes[:, other]).any():
            raise RuntimeError(f"cat(): component sizes must match except in dimension {d}")
        if t._irregular(j) and ref._layout is L.jagged and t._ragged == d:
            raise unsupported("cat", t, "regular_dim", f"dim {d} is the ragged dim")
    sizes = ref._sizes.copy()
    sizes[:, j] = np.sum([t._sizes[:, j] for t in tensors], axis=0)
    out = NestedTensor._packed(alloc(int(np.prod(sizes, axis=1, dtype=_I64).sum()), ref._dtype, ref._device),
                               ref._dtype, ref._device, sizes, ref._layout, ref._ragged, like=ref)
    start = np.zeros(len(ref._offs), _I64)
    for t in tensors:
        copy_nested(t, out, out._offs + start * out._strides[:, j], out._strides)
        start += t._sizes[:, j]
    return out


def _resolve_shape(input, shape, op):
    while len(shape) == 1 and isinstance(shape[0], (list, tuple)):
        shape = tuple(shape[0])
    nb = len(input._offs)
    if not shape or shape[0] not in (nb, -1):
        raise unsupported(op, input, "reshape_batch_kept", f"dim 0 given as {shape[0] if shape else None}")
    new = list(shape[1:])
    k = input._sizes.shape[1]
    sizes = np.empty((nb, len(new)), _I64)
    for j, s in enumerate(new):
        if s == -1:
            if j >= k:
                raise unsupported(op, input, "reshape_batch_kept", f"-1 at dim {j + 1} has no dim to inherit")
            sizes[:, j] = input._sizes[:, j]
        else:
            if j < k and input._irregular(j):
                raise unsupported(op, input, "reshape_batch_kept", f"irregular dim {j + 1} given as {s}")
            sizes[:, j] = s
    if (np.prod(sizes, axis=1, dtype=_I64) != np.prod(input._sizes, axis=1, dtype=_I64)).any():
        raise RuntimeError(f"{op}: shape {list(shape)} is invalid for the components' sizes")
    return sizes


def reshape(input, *shape):
    sizes = _resolve_shape(input, shape, "reshape")
    x = input.contiguous()
    ragged = _ragged_for(input, sizes)
    return NestedTensor._make(x._storage, x._dtype, x._device, sizes, packed_strides(sizes), x._offs.copy(),
                              input._layout, ragged, input)


def view(input, *shape):
    sizes = _resolve_shape(input, shape, "view")
    if not input._is_packed():
        raise RuntimeError("view size is not compatible with input tensor's size and stride (at least one dimension "
                           "spans across two contiguous subspaces). Use .reshape(...) instead.")
    return NestedTensor._make(input._storage, input._dtype, input._device, sizes, packed_strides(sizes),
                              input._offs.copy(), input._layout, _ragged_for(input, sizes), input)


def _ragged_for(input, sizes):
    if input._layout is not L.jagged:
        return None
    if sizes.shape[1] >= input._ragged and (sizes[:, input._ragged - 1] == input._sizes[:, input._ragged - 1]).all():
        others = [i for i in range(sizes.shape[1]) if i != input._ragged - 1]
        if len(sizes) and (sizes[:, others] != sizes[0, others]).any():
            raise RuntimeError(_JAGGED_SHAPE_ERROR)
        return input._ragged
    raise RuntimeError(_JAGGED_SHAPE_ERROR)


def reshape_as(input, other):
    if not isinstance(other, NestedTensor):
        raise unsupported("reshape_as", input, "reshape_batch_kept", "a dense target")
    return reshape(input, (len(other._offs),) + tuple(-1 if other._irregular(j) else int(other._sizes[0, j])
                                                      for j in range(other._sizes.shape[1])))
