"""Which memory a tensor touches: dense layouts, self-overlap, and overlap
between two tensors (PyTorch's ``get_overlap_status``, exact for the strided
layouts PyTorch calls "too hard")."""
import numpy as np


NONE, FULL, PARTIAL = 0, 1, 2  # overlap between a written-to tensor and an input


# ------------------------------------------------------------------ layouts
def is_dense(t):
    """Non-overlapping and dense: some ordering of the dims is contiguous."""
    expected = 1
    for stride, size in sorted((s, n) for s, n in zip(t._stride, t._shape) if n != 1):
        if stride != expected:
            return False
        expected *= size
    return True


def _span(t):
    """(first, last) storage element a non-empty tensor touches."""
    lo = hi = t._offset
    for n, s in zip(t._shape, t._stride):
        if s >= 0:
            hi += (n - 1) * s
        else:
            lo += (n - 1) * s
    return lo, hi


def _offsets(t):
    offs = np.full((), t._offset, np.int64)
    for n, s in zip(t._shape, t._stride):
        offs = offs[..., None] + np.arange(n, dtype=np.int64) * s
    return offs.reshape(-1)


def _strides_separate(t):
    """A sufficient test that no two elements share a location: with the dims
    sorted by stride, each stride steps over everything inside it."""
    extent = 1
    for s, n in sorted((abs(s), n) for s, n in zip(t._stride, t._shape) if n > 1):
        if s < extent:
            return False
        extent = s * (n - 1) + extent
    return True


def has_internal_overlap(t):
    """Whether two elements of t are one memory location (expanded dims, as_strided).
    An empty tensor has no two elements, whatever its strides (NumPy's empty arrays
    come with zero strides)."""
    if 0 in t._shape:
        return False
    for s, n in zip(t._stride, t._shape):
        if s == 0 and n > 1:
            return True
    if is_dense(t) or _strides_separate(t):
        return False
    offs = _offsets(t)
    return np.unique(offs).size != offs.size


def overlap(target, x):
    """NONE, FULL (the very same elements in the same order) or PARTIAL."""
    if x is target:
        return FULL
    if x._device != target._device or not x.numel() or not target.numel():
        return NONE
    if target._device.type == "cpu":
        if x._storage is not target._storage and not np.may_share_memory(x._storage, target._storage):
            return NONE
    elif x._storage is not target._storage:
        return NONE
    isz, tsz = x._dtype.itemsize, target._dtype.itemsize
    xa, ta = x.data_ptr(), target.data_ptr()
    xlo, xhi = _span(x)
    tlo, thi = _span(target)
    xb = xa + (xlo - x._offset) * isz
    tb = ta + (tlo - target._offset) * tsz
    if xb > tb + (thi - tlo + 1) * tsz - 1 or tb > xb + (xhi - xlo + 1) * isz - 1:
        return NONE
    if xa == ta and isz == tsz and x._shape == target._shape and x._stride == target._stride:
        return FULL
    if is_dense(x) and is_dense(target):
        return PARTIAL
    if isz == tsz and (xa - ta) % isz == 0:  # strided views: compare the very elements
        shift = (xa - ta) // isz
        if not np.intersect1d(_offsets(x) - x._offset + shift, _offsets(target) - target._offset).size:
            return NONE
    return PARTIAL


def same_or_apart(x, target):
    """A cheap sufficient test for writing ``target`` while reading ``x`` of the
    same layout element by element: x is the very same elements (same storage,
    offset and shape) or lies apart from it. Two arrays that each own their
    memory (allocated apart) cannot overlap, which spares the bounds test."""
    ts, xs = target._storage, x._storage
    if xs is ts:
        return x._offset == target._offset and x._shape == target._shape  # a zero-dim x in target: read everywhere
    if ts.base is None and xs.base is None:  # each owns its memory
        return True
    if _may_share(xs, ts):  # tensors made apart (from_numpy) may still view the same memory
        return x.data_ptr() == target.data_ptr() and x._shape == target._shape
    return True


# np.may_share_memory without NumPy's __array_function__ dispatch; the same bounds test
_may_share = getattr(np.may_share_memory, "_implementation", np.may_share_memory)
