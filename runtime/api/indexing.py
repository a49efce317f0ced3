"""``Tensor.__getitem__`` / ``__setitem__`` (NumPy/PyTorch indexing).

Basic indexing (ints, slices with positive steps, None, Ellipsis) is a view
built from the view geometry in families/view_geometry.py. Advanced indexing (integer tensors or
lists, bool masks) copies: this module computes the storage offset of every
selected element and the generated gather/scatter loops of ops.yaml's `_take`
move the data; values for `__setitem__` are converted by the generated
`_to_copy` kernel first.
"""
import numpy as np

from ..core import dtypes as D
from ..core import overloads as _ov
from ..core.tensor import Tensor, contiguous_strides


from ..families import view_geometry as _vw
from ..families import copy as _cp
from ..families import factories as _factories
from ..generated import ops
from ..dispatch import pipeline

_INDEX_DTYPES = (D.int64, D.int32, D.int16, D.int8, D.uint8, D.bool_)


def _kernels():
    return getattr(ops, "__to_copy_case"), getattr(ops, "__take_case")


def _is_int(x):
    return isinstance(x, (int, np.integer)) and not isinstance(x, (bool, np.bool_))


def _advanced_item(x):
    """An index that triggers advanced indexing, as a host NumPy array (or None)."""
    if isinstance(x, Tensor):
        if x._dtype not in _INDEX_DTYPES:
            raise IndexError("tensors used as indices must be long, int, byte or bool tensors")
        a = np.asarray(x._host())
        return a.astype(np.bool_) if x._dtype is D.uint8 else a
    if isinstance(x, (list, tuple)) or isinstance(x, np.ndarray):
        a = np.asarray(x)
        if a.dtype.kind not in "biu" and a.size:
            raise IndexError("tensors used as indices must be long, int, byte or bool tensors")
        return a.astype(np.int64) if a.dtype.kind != "b" else a
    if isinstance(x, (bool, np.bool_)):
        return np.asarray(bool(x))
    return None


def _normalize(key):
    if not isinstance(key, tuple):
        key = (key,)
    return key


def _basic(t, key):
    """Apply the basic part of `key`; returns the view and the advanced
    indexes as [(dim of the view, host array)]."""
    consumed = 0
    items = []
    for k in key:
        if k is None or k is Ellipsis:
            items.append(k)
            continue
        adv = None if (_is_int(k) or isinstance(k, slice)) else _advanced_item(k)
        if adv is not None and adv.dtype == np.bool_:
            consumed += adv.ndim
        elif adv is None and not (_is_int(k) or isinstance(k, slice)):
            if hasattr(k, "__index__"):
                k = k.__index__()
            else:
                raise IndexError("only integers, slices (`:`), ellipsis (`...`), None and long or byte Variables "
                                 "are valid indices (got " + type(k).__name__ + ")")
            consumed += 1
        else:
            consumed += 1
        items.append(adv if adv is not None else k)
    if consumed > t.ndim:
        raise IndexError(f"too many indices for tensor of dimension {t.ndim}")

    shape, stride, offset = list(t._shape), list(t._stride), t._offset
    out_shape, out_stride, src = [], [], []
    adv, adv_masks = [], {}
    d = 0
    for k in items:
        if k is Ellipsis:  # torch lets later ellipses stand for no dims
            n, consumed = t.ndim - consumed, t.ndim
            out_shape += shape[d:d + n]
            out_stride += stride[d:d + n]
            src += list(range(d, d + n))
            d += n
        elif k is None:  # strides as torch's unsqueeze gives them
            out_shape.append(1)
            out_stride.append(shape[d] * stride[d] if d < t.ndim else 1)
            src.append(None)
        elif isinstance(k, slice):
            start, stop, step = k.start, k.stop, k.step
            step = 1 if step is None else _index_value(step)
            if step == 0:
                raise ValueError("slice step cannot be zero")
            if step < 0:
                raise ValueError("step must be greater than zero")
            start, stop, _ = slice(None if start is None else _index_value(start),
                                   None if stop is None else _index_value(stop), step).indices(shape[d])
            n = max(0, (stop - start + step - 1) // step)
            offset += start * stride[d]
            out_shape.append(n)
            out_stride.append(stride[d] * step)
            src.append(d)
            d += 1
        elif isinstance(k, np.ndarray):
            if k.dtype == np.bool_:
                if k.ndim == 0:  # x[True] adds a dim of size 1, x[False] of size 0
                    out_shape.append(1 if k else 0)
                    out_stride.append(shape[d] * stride[d] if d < t.ndim else 1)
                    src.append(None)
                    continue
                adv_masks[len(out_shape)] = k
                adv.append((len(out_shape), k.ndim, list(np.nonzero(k))))
                for j in range(k.ndim):
                    out_shape.append(shape[d + j])
                    out_stride.append(stride[d + j])
                    src.append(d + j)
                d += k.ndim
            else:
                adv.append((len(out_shape), 1, [k.astype(np.int64)]))
                out_shape.append(shape[d])
                out_stride.append(stride[d])
                src.append(d)
                d += 1
        else:
            i = _index_value(k)
            n = shape[d]
            if not -n <= i < n:
                raise IndexError(f"index {i} is out of bounds for dimension {d} with size {n}")
            offset += (i + n if i < 0 else i) * stride[d]
            d += 1
    out_shape += shape[d:]
    out_stride += stride[d:]
    src += list(range(d, t.ndim))
    # As torch, masks are checked against the tensor after the basic indexing.
    for pos, ndim, _ in adv:
        mask = adv_masks.get(pos)
        if mask is not None:
            for j in range(ndim):
                if mask.shape[j] != out_shape[pos + j]:
                    raise IndexError(f"The shape of the mask {list(mask.shape)} at index {j} does not match the "
                                     f"shape of the indexed tensor {out_shape} at index {pos + j}")
    return (tuple(out_shape), tuple(out_stride), offset, tuple(src)), adv


def _index_value(v):
    if isinstance(v, Tensor):
        return int(v.__index__())
    return int(v) if isinstance(v, (int, np.integer)) else v.__index__()


def _advanced_offsets(view, adv):
    """(result shape, C-contiguous int64 storage offsets of shape result shape)."""
    # Each advanced entry: (first view dim, number of view dims it consumes, index arrays).
    dims, arrays = [], []
    for pos, ndim, idx in adv:
        for j in range(ndim):
            dims.append(pos + j)
        arrays += idx
    try:
        bshape = np.broadcast_shapes(*(a.shape for a in arrays)) if arrays else ()
    except ValueError:
        shapes = ", ".join(str(list(a.shape)) for a in arrays)
        raise IndexError(f"shape mismatch: indexing tensors could not be broadcast together with shapes "
                         f"{shapes}") from None
    # the advanced part, over the (small) broadcast of the index arrays; a wrap of
    # negative indices only where there are some
    offs = None
    for d, a in zip(dims, arrays):
        n = view._shape[d]
        if a.size:
            lo, hi = int(a.min()), int(a.max())
            if lo < -n or hi >= n:
                bad = lo if lo < -n else hi
                raise IndexError(f"index {bad} is out of bounds for dimension {d} with size {n}")
            if lo < 0:
                a = np.where(a < 0, a + n, a)
        term = a * view._stride[d]
        offs = term if offs is None else offs + term
    offs = np.broadcast_to(offs, bshape)
    rest = [d for d in range(view.ndim) if d not in dims]
    adjacent = dims == list(range(dims[0], dims[0] + len(dims)))
    before = [d for d in rest if adjacent and d < dims[0]]
    after = [d for d in rest if d not in before]
    # offsets laid out as before + broadcast + after: the other dims' offsets (a grid
    # as big as those dims) and the advanced part meet in one full-size add
    nb = len(bshape)
    grid = np.full((1,) * (len(before) + nb + len(after)), view._offset, np.int64)
    for i, d in enumerate(before + after):
        shape = [1] * grid.ndim
        shape[i if i < len(before) else i + nb] = view._shape[d]
        grid = grid + (np.arange(view._shape[d], dtype=np.int64) * view._stride[d]).reshape(shape)
    rshape = tuple(view._shape[d] for d in before) + bshape + tuple(view._shape[d] for d in after)
    out = np.empty(rshape, np.int64)
    np.add(grid, offs.reshape((1,) * len(before) + bshape + (1,) * len(after)), out=out)
    return rshape, out


def _fast_basic(t, key):
    """Geometry for keys of plain ints and slices (the common case), or None."""
    if len(key) > len(t._shape):
        return None
    shape, stride, offset = t._shape, t._stride, t._offset
    out_shape, out_stride, src = [], [], []
    for d, k in enumerate(key):
        tk = type(k)
        if tk is slice:
            step = k.step
            if step is not None and (type(step) is not int or step <= 0):
                return None
            start, stop, step = k.indices(shape[d])
            n = max(0, (stop - start + step - 1) // step)
            offset += start * stride[d]
            out_shape.append(n)
            out_stride.append(stride[d] * step)
            src.append(d)
        elif tk is int:
            n = shape[d]
            if k < 0:
                k += n
            if not 0 <= k < n:
                return None
            offset += k * stride[d]
        else:
            return None
    d = len(key)
    return (tuple(out_shape) + shape[d:], tuple(out_stride) + stride[d:], offset,
            tuple(src) + tuple(range(d, len(shape))))


def _mask_select(t, mask):
    """t[mask] for a bool mask of t's shape over a C-contiguous CPU tensor: the
    general path's offsets (the mask's true positions in C order) and gather."""
    if mask._shape != t._shape or mask._device is not t._device or t._device.type != "cpu" \
            or t._names is not None or t._rg:
        return None
    contiguous = contiguous_strides(t._shape)
    if t._stride != contiguous or mask._stride != contiguous:
        return None
    n = t.numel()
    m = mask._storage[mask._offset:mask._offset + n]
    offs = np.flatnonzero(m)
    if t._offset:
        offs += t._offset
    return _cp.take(_kernels()[1], t, offs)


def _through_ops(t, key):
    """Basic indexing as the view ops it amounts to (select, _slice, unsqueeze),
    each a call of the pipeline, so autograd records it as PyTorch does
    (SelectBackward0, SliceBackward0, ...). None when the key has advanced parts."""
    items = list(key)
    if any(not (k is None or k is Ellipsis or isinstance(k, slice) or _is_int(k)) for k in items):
        if any(_advanced_item(k) is not None for k in items if not (k is None or k is Ellipsis
                                                                      or isinstance(k, slice))):
            return None
        items = [k if k is None or k is Ellipsis or isinstance(k, slice) or _is_int(k) else _index_value(k)
                 for k in items]
    used = sum(1 for k in items if k is not None and k is not Ellipsis)
    if used > t.ndim:
        raise IndexError(f"too many indices for tensor of dimension {t.ndim}")
    res, d = t, 0
    for k in items:
        if k is Ellipsis:
            d += t.ndim - used
            used = t.ndim
        elif k is None:
            res = ops.unsqueeze(res, d)
            d += 1
        elif isinstance(k, slice):
            step = 1 if k.step is None else _index_value(k.step)
            if step == 0:
                raise ValueError("slice step cannot be zero")
            if step < 0:
                raise ValueError("step must be greater than zero")
            start = None if k.start is None else _index_value(k.start)
            stop = None if k.stop is None else _index_value(k.stop)
            if (start, stop, step) != (None, None, 1):
                res = ops._slice(res, d, start, stop, step)
            d += 1
        else:
            n = res._shape[d]
            if not -n <= k < n:
                raise IndexError(f"index {k} is out of bounds for dimension {d} with size {n}")
            res = ops.select(res, d, k)
    if res is t:  # x[...] and x[:] are new views, as PyTorch's
        res = ops._slice(t, 0) if t.ndim else ops.squeeze(ops.unsqueeze(t, 0), 0)
    return res


_ROW_INDEX = (D.int64, D.int32)


def getitem(t, key):
    if type(key) is Tensor and key._dtype in _ROW_INDEX and len(key._shape) == 1 and t._shape \
            and t._names is None and type(t) is Tensor and key._device == t._device:
        # x[rows] (a batch's rows): index_select's one gather, and its derivative; an index
        # it refuses (negative, out of range) goes the general way, which wraps or raises
        try:
            return ops.index_select(t, 0, key)
        except (IndexError, RuntimeError):
            pass
    if t._rg and pipeline.recording():
        res = _through_ops(t, key if type(key) is tuple else (key,))
        if res is not None:
            return res
        # advanced indexing: the same key picks the elements' row-major positions out
        # of an arange, and `take` (ops.yaml, with its derivative) gathers them
        positions = getitem(_factories.arange(t.numel(), device=t._device).reshape(t._shape), key)
        return ops.take(t, positions)
    if type(key) is Tensor and key._dtype is D.bool_ and t._shape:
        res = _mask_select(t, key)
        if res is not None:
            return res
    key = key if type(key) is tuple else (key,)
    geom = _fast_basic(t, key)
    if geom is not None:
        return _vw.view_of(t, "__getitem__", "permute", geom)
    geom, adv = _basic(t, key)
    view = _vw.view_of(t, "__getitem__", "permute", geom)
    if not adv:
        return view
    _, take_case = _kernels()
    rshape, offs = _advanced_offsets(view, adv)
    res = _cp.take(take_case, view, np.ascontiguousarray(offs).reshape(-1))
    res._shape, res._stride = rshape, contiguous_strides(rshape)
    res._np_cache = None
    return res


def _setitem_recorded(t, key, value):
    """``t[key] = value`` when autograd records it: t's values change in place and
    t's history becomes this write's: its gradient is the incoming one with the
    written region zeroed, value's is that region (summed to value's shape)."""
    if t._rg and t.grad_fn is None:
        raise RuntimeError("a leaf Variable that requires grad is being used in an in-place operation.")
    if t._base is not None and t._base._rg:
        raise RuntimeError("__setitem__: an in-place write into a view of a tensor that requires grad is not "
                           "supported (tensorgen does not rebase a view's history onto its base); index the base "
                           "tensor itself, or build the result out of place")
    with pipeline.paused():
        setitem(t, key, value)

    def backward(grad):
        rest = grad.clone()
        rest[key] = 0
        return [rest, grad[key]]
    # record() takes t's edge (its history before the write) before pointing t at the new node
    pipeline.record("CopySlices", [t, value if isinstance(value, Tensor) else None], t, backward)


def setitem(t, key, value):
    if (t._rg or getattr(value, "_rg", False)) and pipeline.recording():
        _setitem_recorded(t, key, value)
        return
    key = _normalize(key)
    geom, adv = _basic(t, key)
    view = _vw.view_of(t, "__setitem__", "permute", geom)
    copy_case, take_case = _kernels()
    if not isinstance(value, Tensor):
        value = _cp.scalar_tensor("__setitem__", _cp.scalar_value("__setitem__", value), t._dtype, t._device)
    if not adv:
        value = _drop_leading_ones(value, view.ndim)
        _vw.expand(value, (view._shape,))  # torch's message when value does not broadcast
        ops.copy_(view, value)  # the pipeline's writer: overlap, read-only memory, names
        return
    rshape, offs = _advanced_offsets(view, adv)
    value = _drop_leading_ones(value, len(rshape))
    try:
        _vw.expand(value, (rshape,))
    except RuntimeError:
        raise RuntimeError(f"shape mismatch: value tensor of shape {list(value._shape)} cannot be broadcast to "
                           f"indexing result of shape {list(rshape)}") from None
    vals = _cp.empty(rshape, t._dtype, t._device)
    _cp.run_copy(copy_case, vals, value)
    _cp.scatter(take_case, t, np.ascontiguousarray(offs).reshape(-1), vals)


def _drop_leading_ones(v, ndim):
    # torch lets a value with extra leading size-1 dims be assigned (x[0] = y[None]).
    while v.ndim > ndim and v._shape[0] == 1:
        v = _vw.view_of(v, "__setitem__", "remove_dims", _vw.select(v, 0, 0))
    return v


def _where_condition(condition):
    return condition, None, None, None, False


def _where_select(condition, input, other, *, out=None):
    return condition, input, other, out, True


_WHERE = _ov.Overloads("where", (_where_condition, _where_select))


@_ov.overloaded(_WHERE)
def where(*args, **kwargs):
    """``where(condition, input, other)`` (the ops.yaml operator), or ``where(condition)``:
    the indices of condition's nonzero elements, one int64 tensor per dim (as
    PyTorch's ``nonzero(as_tuple=True)``; a 0-dim condition counts as 1-dim)."""
    condition, input, other, out, select = _WHERE(args, kwargs)
    if select:
        return ops.where(condition, input, other, out=out)
    if not isinstance(condition, Tensor):
        raise TypeError(f"where(): argument 'condition' must be Tensor, not {type(condition).__name__}")
    hits = np.nonzero(np.atleast_1d(condition._host()))
    res = tuple(Tensor._from_array(np.ascontiguousarray(h, dtype=np.int64), D.int64) for h in hits)
    return res if condition._device.type == "cpu" else tuple(r.to(condition._device) for r in res)
