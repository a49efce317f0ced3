"""Making, coalescing and converting sparse COO tensors (torch's
``sparse_coo_tensor``, ``coalesce``, ``to_dense``, ``Tensor.to_sparse``,
``indices``/``values``, ``to``), and their repr.

Coordinates are metadata: they are checked, linearised and sorted with NumPy on
the host. Values are summed by the kernels of kernels.py (half and bfloat16 in
float32, bool as int64 then != 0, so duplicates of True stay True).
"""
import re

import numpy as np

from ..core import dtypes as D
from ..core import printing as P
from ..core.tensor import Tensor
from ..families import convert as C
from ..dispatch import pipeline
from ..families import factories as F
from .tensor import SparseTensor, NAMES_ERROR
from . import kernels as K

_I64 = np.int64


def _compute_dtype(dtype):
    if dtype in D.NARROW:
        return D.float32
    return D.int64 if dtype is D.bool_ else dtype


def _from_compute(arr, dtype, device):
    """A dense tensor of ``dtype`` on ``device`` from a host array computed in _compute_dtype(dtype)."""
    if dtype is D.bool_:
        arr = arr != 0
    res = Tensor._from_array(np.asarray(arr, order="C"), D.bool_ if dtype is D.bool_ else _compute_dtype(dtype))
    return C.to(res, dtype, device)


def _flat_host(t, dtype):
    """t's values in ``dtype`` as a contiguous flat host array."""
    return np.ascontiguousarray(C.to(t, dtype)._host()).reshape(-1)


def linear(indices_host, sizes):
    """Row-major linear positions of the coordinates over the sparse ``sizes``."""
    if not sizes:
        return np.zeros(indices_host.shape[1], _I64)
    try:
        return np.ravel_multi_index(tuple(indices_host), tuple(sizes)).astype(_I64, copy=False)
    except ValueError:
        raise RuntimeError(f"sparse_coo: the sparse dims {list(sizes)} hold more positions than int64 can "
                           "number") from None


def unravel(lin, sizes):
    if not sizes:
        return np.zeros((0, len(lin)), _I64)
    return np.array(np.unravel_index(lin, tuple(sizes)), dtype=_I64).reshape(len(sizes), len(lin))


def _index_tensor(arr, device):
    return C.to(Tensor._from_array(np.ascontiguousarray(arr, dtype=_I64), D.int64), None, device)


# ------------------------------------------------------------------ construction
def _as_dense(x, name, dtype=None, device=None):
    if isinstance(x, SparseTensor):
        raise TypeError(f"sparse_coo_tensor(): argument '{name}' must be a strided Tensor, not a sparse_coo one")
    if isinstance(x, Tensor):
        if x._names is not None:
            raise RuntimeError(f"sparse_coo_tensor(): argument '{name}': {NAMES_ERROR}")
        return C.to(x, dtype, device)
    return F.tensor(x, dtype=dtype, device=device)


def sparse_coo_tensor(indices, values, size=None, *, dtype=None, device=None, requires_grad=False,
                      check_invariants=None, is_coalesced=None):
    """torch.sparse_coo_tensor: coordinates (sparse_dim, nnz) and values (nnz, *dense sizes).
    Coordinates are always checked against ``size`` (a bad one would be a silent wrong number)."""
    if requires_grad:
        raise RuntimeError("sparse_coo_tensor(): requires_grad=True: autograd is not supported for the sparse_coo "
                           "layout in tensorgen (the sparse operators record no history)")
    if isinstance(indices, Tensor) and indices._dtype is not D.int64:
        raise RuntimeError(f"indices must be an int64 tensor, but got {indices._dtype.pt_name}")
    vals = _as_dense(values, "values", dtype, device)
    idx = _as_dense(indices, "indices", D.int64, device if device is not None or isinstance(indices, Tensor)
                    else vals._device)
    if idx._device != vals._device:
        raise RuntimeError(f"sparse_coo_tensor(): indices and values must be on the same device, but got "
                           f"{idx._device} and {vals._device}")
    if idx.dim() != 2:
        raise RuntimeError(f"indices must be sparse_dim x nnz, but got: {list(idx._shape)}")
    if vals.dim() == 0:
        raise RuntimeError("values must have at least one dimension (nnz, *dense sizes), got a 0-dim tensor")
    sd, nnz = idx._shape
    if vals._shape[0] != nnz:
        raise RuntimeError(f"indices and values must have same nnz, but got nnz from indices: {nnz}, nnz from "
                           f"values: {vals._shape[0]}")
    host = np.asarray(idx._host(), dtype=_I64)
    dense = tuple(vals._shape[1:])
    if size is None:
        sparse_sizes = tuple(int(m) + 1 for m in host.max(axis=1)) if nnz else (0,) * sd
        if nnz and (host < 0).any():
            d = int(np.nonzero((host < 0).any(axis=1))[0][0])
            raise RuntimeError(f"found negative index {int(host[d].min())} for dim {d}")
        shape = sparse_sizes + dense
    else:
        if not isinstance(size, (tuple, list)) or not all(isinstance(n, int) and n >= 0 for n in size):
            raise TypeError(f"sparse_coo_tensor(): argument 'size' must be a tuple of non-negative ints, not {size!r}")
        shape = tuple(int(n) for n in size)
        if len(shape) != sd + len(dense):
            raise RuntimeError(f"number of dimensions must be sparse_dim ({sd}) + dense_dim ({len(dense)}), but "
                               f"got {len(shape)}")
        if tuple(shape[sd:]) != dense:
            raise RuntimeError(f"values has incorrect size, expected {[nnz] + list(shape[sd:])}, got "
                               f"{list(vals._shape)}")
        for d in range(sd):
            if nnz == 0:
                break
            lo, hi = int(host[d].min()), int(host[d].max())
            if lo < 0:
                raise RuntimeError(f"found negative index {lo} for dim {d}")
            if hi >= shape[d]:
                raise RuntimeError(f"size is inconsistent with indices: for dim {d}, size is {shape[d]} but found "
                                   f"index {hi}")
    coalesced = nnz <= 1 if is_coalesced is None else bool(is_coalesced)
    if is_coalesced:  # the caller's word is checked, not trusted
        lin = linear(host, shape[:sd])
        if (np.diff(lin) <= 0).any():
            raise RuntimeError("sparse_coo_tensor(): is_coalesced=True but the indices are not sorted and unique")
    return SparseTensor._make(idx if idx.is_contiguous() else idx.contiguous(), vals, shape, coalesced)


# ------------------------------------------------------------------ coalescing and conversion
def coalesce(s):
    """Coordinates sorted (row-major) and unique, duplicates' values summed; s itself when already so."""
    if s._coalesced:
        return s
    sd, nnz = s._idx._shape
    vals = s._vals
    if nnz == 0:
        return SparseTensor._make(s._idx, vals, s._shape, True)
    lin = linear(np.asarray(s._idx._host(), dtype=_I64), s._shape[:sd])
    order = np.argsort(lin, kind="stable").astype(_I64)
    sl = lin[order]
    first = np.flatnonzero(np.concatenate(([True], sl[1:] != sl[:-1])))
    starts = np.append(first, nnz).astype(_I64)
    cdt = _compute_dtype(vals._dtype)
    inner = int(np.prod(vals._shape[1:], dtype=_I64))
    out = np.zeros(len(first) * inner, cdt.np)
    K.sum_groups(_flat_host(vals, cdt), order, starts, inner, out)
    new_vals = _from_compute(out.reshape((len(first),) + tuple(vals._shape[1:])), vals._dtype, vals._device)
    return SparseTensor._make(_index_tensor(unravel(sl[first], s._shape[:sd]), vals._device), new_vals, s._shape,
                              True)


def to_dense(s, dtype=None, *, masked_grad=None):
    """The dense tensor (duplicates summed)."""
    sd = s.sparse_dim()
    vals = s._vals
    cdt = _compute_dtype(vals._dtype)
    inner = int(np.prod(vals._shape[1:], dtype=_I64))
    out = np.zeros(s.numel(), cdt.np)
    if s._nnz():
        lin = linear(np.asarray(s._idx._host(), dtype=_I64), s._shape[:sd])
        K.scatter_add(_flat_host(vals, cdt), lin, inner, out)
    res = _from_compute(out.reshape(s._shape), vals._dtype, vals._device)
    return res if dtype is None else C.to(res, dtype)


def to_sparse(x, sparse_dim=None, *, layout=None, blocksize=None, dense_dim=None):
    """Tensor.to_sparse: the nonzero elements (rows of the trailing dense dims with
    any nonzero, for sparse_dim < dim) in row-major order: a coalesced tensor."""
    if isinstance(x, SparseTensor):
        if sparse_dim is not None and sparse_dim != x.sparse_dim():
            raise RuntimeError(f"to_sparse: conversion from sparse_coo with sparse_dim {x.sparse_dim()} to "
                               f"sparse_dim {sparse_dim} is not supported")
        return x
    if layout is not None and layout is not SparseTensor.layout:
        raise RuntimeError(f"to_sparse: layout {layout} is not supported; tensorgen has the sparse_coo layout only")
    if x._names is not None:
        raise RuntimeError(f"to_sparse: {NAMES_ERROR}")
    if x._rg and pipeline.recording():
        raise RuntimeError("to_sparse: autograd is not supported for the sparse_coo layout in tensorgen; call "
                           "detach() first")
    n = x.dim()
    sd = n if sparse_dim is None else sparse_dim
    if not isinstance(sd, int) or not 0 <= sd <= n:
        raise RuntimeError(f"to_sparse: sparse_dim argument must be in [0, {n}] range, but {sd} is given")
    host = x._host()
    probe = C.to(x, D.float32)._host() if x._dtype in D.NARROW else host
    mask = probe != 0
    if sd < n:  # hybrid: a coordinate per row of the trailing dense dims holding any nonzero
        mask = mask.any(axis=tuple(range(sd, n)))
    if sd == 0:
        idx = np.zeros((0, 1), _I64)
        vals_host = host.reshape((1,) + host.shape)
    else:
        nz = np.nonzero(mask)
        idx = np.array(nz, dtype=_I64).reshape(sd, -1)
        vals_host = host[nz]
    vals = C.to(Tensor._from_array(np.ascontiguousarray(vals_host), x._dtype), None, x._device)
    return SparseTensor._make(_index_tensor(idx, x._device), vals, x._shape, True)


def indices(s):
    if not s._coalesced:
        raise RuntimeError("Cannot get indices on an uncoalesced tensor, please call .coalesce() first")
    return s._idx


def values(s):
    if not s._coalesced:
        raise RuntimeError("Cannot get values on an uncoalesced tensor, please call .coalesce() first")
    return s._vals


def raw_indices(s):
    """The stored coordinates, duplicates and order as they are (torch's ``_indices()``)."""
    return s._idx


def raw_values(s):
    return s._vals


def to(s, *args, dtype=None, device=None, copy=False, non_blocking=False):
    for a in args:
        if isinstance(a, D.dtype):
            dtype = a
        elif isinstance(a, (Tensor, SparseTensor)):
            dtype, device = a.dtype, a.device
        else:
            device = a
    vals = C.to(s._vals, dtype, device, copy)
    idx = C.to(s._idx, None, vals._device, copy)
    if vals is s._vals and idx is s._idx:
        return s
    return SparseTensor._make(idx, vals, s._shape, s._coalesced)


def clone(s, *, memory_format=None):
    return SparseTensor._make(C.to(s._idx, copy=True), C.to(s._vals, copy=True), s._shape, s._coalesced)


def zeros(shape, dtype, device, sparse_dim):
    """A sparse tensor with no entries (zeros_like)."""
    sd = sparse_dim
    vals = F.zeros((0,) + tuple(shape[sd:]), dtype=dtype, device=device)
    return SparseTensor._make(_index_tensor(np.zeros((sd, 0), _I64), vals._device), vals, shape, True)


# ------------------------------------------------------------------ repr (torch's _str_intern for sparse)
_SUFFIX = re.compile(r",\s*(size|dtype|device|names|requires_grad)=")


def _inner(t, indent):
    """A dense tensor's body as torch's _tensor_str prints it at ``indent`` (no suffixes)."""
    text = P.tensor_repr(t, prefix=" " * indent)[indent:]
    m = _SUFFIX.search(text)
    body = text[:m.start()] if m else text[:-1]
    if t.numel() == 0:
        body += f", size={tuple(t._shape)}"
    return body


def sparse_repr(s):
    indent = len("tensor(")
    suffixes = []
    if s._device.type != "cpu":
        suffixes.append(f"device='{s._device}'")
    suffixes += [f"size={tuple(s._shape)}", f"nnz={s._nnz()}"]
    if s._dtype not in (D.get_default_dtype(), D.int64, D.bool_):
        suffixes.append(f"dtype={s._dtype!r}")
    suffixes.append(f"layout={s.layout!r}")
    text = ("tensor(indices=tensor(" + _inner(s._idx, indent + len("indices=tensor(")) + "),\n" + " " * indent
            + "values=tensor(" + _inner(s._vals, indent + len("values=tensor(")) + ")")
    parts, force = [text], True
    last = len(text) - text.rfind("\n") + 1
    for suffix in suffixes:  # torch's _add_suffixes with force_newline
        if force or last + len(suffix) + 2 > P._OPTS["linewidth"]:
            parts.append(",\n" + " " * indent + suffix)
            last, force = indent + len(suffix), False
        else:
            parts.append(", " + suffix)
            last += len(suffix) + 2
    return "".join(parts) + ")"
