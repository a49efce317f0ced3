"""Generated operators on nested tensors: ``run`` is the call pipeline's layout
hook, and runs the implementation of each op's ops.yaml ``nested:`` rule
(``IMPLEMENTATIONS``; the constraint each rule states is in rules.py).

Each runs one kernel over the packed buffer (a generated dense kernel over the
values when the dims involved are regular, the op's generated ``<op>_segments``
kernel over a ragged dim), never one per component. The views live in views.py,
elementwise ops with dense broadcasting in api.py.
"""
import numpy as np

from ..core import dtypes as D
from ..core import layouts as L
from ..core.tensor import Tensor, contiguous_strides
from .tensor import NestedTensor, alloc, copy_nested
from . import kernels as K
from .rules import unsupported
from .views import (unflatten, flatten, transpose, unsqueeze, squeeze, select, narrow, split, chunk, cat, reshape, view,
                    reshape_as)
from ..backends import cuda as cuda_backend
from ..backends.cuda import _kernels
from ..generated import kernels_cpu
from ..families.reduction import _init_value
from ..generated import ops
from ..families import factories as F
from ..dispatch import pipeline
from .api import pointwise

_I64 = np.int64


def _is_cuda(nt):
    return nt._device.type == "cuda"


def _to_device_arrays(*arrays):
    from numba import cuda
    return tuple(cuda.to_device(np.ascontiguousarray(a)) for a in arrays)


# ------------------------------------------------------------------ lines
def _lines(nt, j):
    """(base, n, stride) of every line along component dim j of the packed ``nt``,
    in result order (component, outer index, inner index)."""
    sizes = nt._sizes
    outer = np.prod(sizes[:, :j], axis=1, dtype=_I64)
    inner = np.prod(sizes[:, j + 1:], axis=1, dtype=_I64)
    n = sizes[:, j]
    per = outer * inner
    total = int(per.sum())
    comp = np.repeat(np.arange(len(per), dtype=_I64), per)
    starts = np.zeros(len(per), _I64)
    np.cumsum(per[:-1], out=starts[1:])
    local = np.arange(total, dtype=_I64) - starts[comp]
    inn = inner[comp]
    o, q = np.divmod(local, np.maximum(inn, 1))
    nn = n[comp]
    base = nt._offs[comp] + o * nn * inn + q
    return base, nn, inn


def _compute_dtype(dtype):
    return D.float32 if dtype in D.NARROW else dtype


def _prepared(nt, op, dtype=None, floating=True):
    """nt packed, in the kernel's dtype (half/bf16 computed in float32)."""
    if dtype is not None:
        nt = nt.to(dtype)
    if floating and nt._dtype.category != D.FLOATING:
        raise NotImplementedError(f'"{op}" not implemented for \'{nt._dtype.pt_name}\'')
    want = _compute_dtype(nt._dtype)
    if want is not nt._dtype:
        nt = nt.to(want)
    return nt.contiguous()


def _segment_kernel(name, device):
    """The generated ``<name>_segments`` kernel (ops.yaml entry + its family's template)."""
    if device.type == "cuda":
        return getattr(_kernels(), f"{name}_segments")
    return getattr(kernels_cpu, f"{name}_segments")


def _segment_inits(name, dtype):
    """The declared pass inits of reduction ``name`` as kernel arguments. Folds
    accumulate in float64 / int64 (exact for max, more accurate for sums); scans
    keep ``dtype``, the dtype of their output."""
    red = ops.RECORDS[name].spec
    if red.style == "scan" or dtype is D.bool_:
        acc = dtype
    else:
        acc = D.float64 if dtype.category == D.FLOATING else D.int64
    return tuple(_init_value(w, acc) for w in red.inits)


def _run_segments(name, x_storage, out_storage, device, base, n, stride, *extra):
    kernel = _segment_kernel(name, device)
    if device.type == "cuda":
        if len(base):  # one block per segment (templates: <op>_segments)
            kernel[cuda_backend.rows_config(len(base))](x_storage, out_storage, *_to_device_arrays(base, n, stride),
                                                        *extra)
    else:
        kernel(x_storage, out_storage, base, n, stride, *extra)


def _generated_op(name):
    return getattr(ops, name, None)


def _trailing_view(x, j):
    """When component dims j.. are regular, the packed values of ``x`` as one dense
    (rows, n, inner) tensor: a dim-j op is then the generated dense kernel over it
    (one call). None when a ragged dim is involved (the segment kernels' case)."""
    k = x._sizes.shape[1]
    if not len(x._offs) or not x._is_packed() or any(x._irregular(i) for i in range(j, k)):
        return None
    n = int(x._sizes[0, j])
    inner = int(np.prod(x._sizes[0, j + 1:], dtype=_I64))
    if n * inner == 0:
        return None
    shape = (x.numel() // (n * inner), n, inner)
    start = int(x._offs[0])
    return Tensor._make(x._storage, shape, contiguous_strides(shape), start, x._dtype, x._device)


def _wrap_dense(res, ref, sizes, ragged):
    """A packed nested tensor over a dense result laid out in component order."""
    if not res.is_contiguous():
        return None
    out = NestedTensor._packed(res._storage, res._dtype, res._device, sizes, ref._layout, ragged, res._offset,
                               ref)
    return out


def _one_value_per_component(out):
    """A reduction that leaves every component 0-dim (a regular dim of 1-d
    components): one value per component, the dense (B,) tensor that reducing
    the ragged dim gives too (PyTorch's jagged layout), not a nested tensor of scalars."""
    if not isinstance(out, NestedTensor) or out._sizes.shape[1] or not out._is_packed():
        return out
    start = int(out._offs[0]) if len(out._offs) else 0
    return Tensor._make(out._storage, (len(out._offs),), (1,), start, out._dtype, out._device)


# ------------------------------------------------------------------ softmax
def _softmax(nt, dim, dtype, op):
    if not isinstance(nt, NestedTensor):
        raise TypeError(f"{op}(): expected a nested tensor")
    d = nt._dim(dim, op)
    if d == 0:
        raise unsupported(op, nt, "rowwise_not_dim0", "dim=0")
    result_dtype = dtype or nt._dtype
    dense = _generated_op(op)
    view = _trailing_view(nt, d - 1) if dense is not None else None
    if view is not None:
        res = _wrap_dense(dense(view, 1, dtype), nt, nt._sizes, nt._ragged)
        if res is not None:
            return res
    x = _prepared(nt, op, dtype)
    base, n, stride = _lines(x, d - 1)
    out = x._like_structure(alloc(x.numel(), x._dtype, x._device))
    out._offs = x._offs.copy()
    _run_segments(op, x._storage, out._storage, x._device, base, n, stride)
    return out if out._dtype is result_dtype else out.to(result_dtype)


# ------------------------------------------------------------------ reductions
def _reduce_dim(nt, dim, op):
    if dim is None:
        return None
    if isinstance(dim, (list, tuple)):
        if len(dim) != 1:
            raise unsupported(op, nt, "reduce_not_dim0", f"dims {list(dim)}")
        dim = dim[0]
    d = nt._dim(dim, op)
    if d == 0:
        raise unsupported(op, nt, "reduce_not_dim0", "dim=0")
    return d


def _reduce(nt, dim, keepdim, dtype, op):
    d = _reduce_dim(nt, dim, op)
    dense = _generated_op(op)
    view = _trailing_view(nt, d - 1) if dense is not None and d is not None else None
    if view is not None:
        new_sizes = nt._sizes.copy()
        if keepdim:
            new_sizes[:, d - 1] = 1
        else:
            new_sizes = np.delete(new_sizes, d - 1, axis=1)
        kw = {"dtype": dtype} if op in _WITH_DTYPE else {}
        res = _wrap_dense(dense(view, 1, keepdim, **kw), nt, new_sizes, _ragged_after_removal(nt, d, keepdim))
        if res is not None:
            return _one_value_per_component(res)
    src_dtype = dtype or nt._dtype
    if op == "mean" and src_dtype.category != D.FLOATING:
        raise RuntimeError(f"mean(): could not infer output dtype. Input dtype must be either a floating point or "
                           f"complex dtype. Got: {src_dtype.pt_name}")
    if op in ("sum", "prod") and src_dtype.category != D.FLOATING:
        result_dtype = dtype or D.int64
        x = nt.to(D.int64).contiguous()
    elif op in ("all", "any"):  # folded over bools; uint8 keeps its dtype, as torch's
        result_dtype = D.uint8 if nt._dtype is D.uint8 else D.bool_
        x = nt.to(D.bool_).contiguous()
    else:
        result_dtype = src_dtype
        x = nt.to(src_dtype)
        x = x.to(_compute_dtype(x._dtype)).contiguous()
    if d is None:  # every element: one line over the packed buffer
        flat = x._flat()
        base, n, stride = (np.array([flat._offset], _I64), np.array([flat._shape[0]], _I64),
                           np.ones(1, _I64))
        new_sizes = None
    else:
        j = d - 1
        base, n, stride = _lines(x, j)
        new_sizes = x._sizes.copy()
        if keepdim:
            new_sizes[:, j] = 1
        else:
            new_sizes = np.delete(new_sizes, j, axis=1)
    if op in ("amax", "amin") and (n == 0).any():
        raise RuntimeError(f"{op}(): Expected reduction dim to have non-zero size.")
    out_storage = alloc(len(base), x._dtype, x._device)
    _run_segments(op, x._storage, out_storage, x._device, base, n, stride, *_segment_inits(op, x._dtype))
    if d is None:
        res = Tensor._make(out_storage, (), (), 0, x._dtype, x._device)
        return res if res._dtype is result_dtype else res.to(result_dtype)
    j = d - 1
    removed_irregular = nt._irregular(j)
    out = NestedTensor._packed(out_storage, x._dtype, x._device, new_sizes, nt._layout,
                               _ragged_after_removal(nt, d, keepdim), like=nt)
    if out._dtype is not result_dtype:
        out = out.to(result_dtype)
    if removed_irregular and not any(out._irregular(i) for i in range(new_sizes.shape[1])):
        # reducing the ragged dim leaves equal components: a dense (B, ...) tensor, as torch's jagged layout
        shape = (len(out._offs),) + tuple(int(s) for s in new_sizes[0]) if len(out._offs) else (0,)
        return Tensor._make(out._storage, shape, contiguous_strides(shape), 0, out._dtype, out._device)
    return _one_value_per_component(out)


# the reductions whose signature takes dtype= (the others: amax, amin, all, any)
_WITH_DTYPE = ("sum", "mean", "prod")


def _ragged_after_removal(nt, d, keepdim):
    if nt._layout is not L.jagged:
        return None
    r = nt._ragged
    if d == r:
        return None
    return r - 1 if (d < r and not keepdim) else r


def _scan(input, dim, dtype, op):
    d = input._dim(dim, op)
    if d == 0:
        raise unsupported(op, input, "scan_not_dim0", "dim=0")
    result_dtype = dtype or (input._dtype if input._dtype.category == D.FLOATING else D.int64)
    dense = _generated_op(op)
    view = _trailing_view(input, d - 1) if dense is not None else None
    if view is not None:
        res = _wrap_dense(dense(view, 1, dtype=dtype), input, input._sizes, input._ragged)
        if res is not None:
            return res
    x = input.to(_compute_dtype(result_dtype)).contiguous()
    base, n, stride = _lines(x, d - 1)
    out = x._like_structure(alloc(x.numel(), x._dtype, x._device))
    out._offs = x._offs.copy()
    _run_segments(op, x._storage, out._storage, x._device, base, n, stride, *_segment_inits(op, x._dtype))
    return out if out._dtype is result_dtype else out.to(result_dtype)


# ------------------------------------------------------------------ matrix products
def _check_mm_dtypes(op, a, b):
    if a.dtype is not b.dtype:
        raise RuntimeError(f"{op}: expected m1 and m2 to have the same dtype, but got: {a.dtype.pt_name} != "
                           f"{b.dtype.pt_name}")
    if a.dtype.category != D.FLOATING:
        raise NotImplementedError(f'"{op}" not implemented for \'{a.dtype.pt_name}\'')
    if a.device != b.device:
        raise RuntimeError(f"{op}: Expected all tensors to be on the same device, but found at least two devices, "
                           f"{a.device} and {b.device}!")


def _dense_weight_mm(op, nt, w):
    """nt (..., K) @ w (K, N): the generated dense matmul over the packed rows (values)."""
    if w.dim() != 2:
        raise unsupported(op, nt, "batched_matmul", f"a dense operand of {w.dim()} dims")
    _check_mm_dtypes(op, nt, w)
    kdim = nt._sizes.shape[1] - 1
    if kdim < 0 or nt._irregular(kdim) or not len(nt._offs):
        raise unsupported(op, nt, "batched_matmul", "the last dim of the nested operand is irregular")
    kk = int(nt._sizes[0, kdim])
    if kk != w._shape[0]:
        raise RuntimeError(f"{op}: mat1 and mat2 shapes cannot be multiplied (rows x {kk} and "
                           f"{w._shape[0]}x{w._shape[1]})")
    x = nt.contiguous()
    flat = x._flat()
    rows = flat._shape[0] // kk if kk else 0
    values = Tensor._make(flat._storage, (rows, kk), (kk, 1), flat._offset, x._dtype, x._device)
    res = _generated_op("matmul")(values, w)  # the dense product: one call over the packed rows
    if not res.is_contiguous():
        res = res.contiguous()
    new_sizes = x._sizes.copy()
    new_sizes[:, kdim] = w._shape[1]
    return NestedTensor._packed(res._storage, res._dtype, res._device, new_sizes, nt._layout, nt._ragged,
                                res._offset, nt)


def _mat_list_cuda(a, b, out, meta):
    a_off, a_s0, a_s1, b_off, b_s0, b_s1, o_off, m, k, n = meta
    numel = m * n
    starts = np.zeros(len(numel), _I64)
    np.cumsum(numel[:-1], out=starts[1:])
    total = int(numel.sum())
    K.launch(K.cuda_kernels()["mat_list"], total, a, b, out,
             *_to_device_arrays(a_off, a_s0, a_s1, b_off, b_s0, b_s1, o_off, m, k, n, starts), total)


def _nested_mm(op, a, b):
    """Per-component products of two nested tensors: one kernel over the list of matrices."""
    if a._layout is not b._layout and L.jagged not in (a._layout, b._layout):
        raise RuntimeError(f"{op}: cannot multiply nested tensors of layouts {a._layout} and {b._layout}")
    if a.dim() < 3 or b.dim() != a.dim():
        raise unsupported(op, a, "batched_matmul", f"operands of {a.dim()} and {b.dim()} dims")
    if len(a._offs) != len(b._offs):
        raise unsupported(op, a, "batched_matmul", f"batch sizes {len(a._offs)} and {len(b._offs)}")
    _check_mm_dtypes(op, a, b)
    k = a._sizes.shape[1]
    if (a._sizes[:, :k - 2] != b._sizes[:, :k - 2]).any():
        raise unsupported(op, a, "batched_matmul", "component batch dims differ (no broadcasting)")
    if (a._sizes[:, k - 1] != b._sizes[:, k - 2]).any():
        c = int(np.nonzero(a._sizes[:, k - 1] != b._sizes[:, k - 2])[0][0])
        raise RuntimeError(f"{op}: component {c}: mat1 and mat2 shapes cannot be multiplied "
                           f"({a._sizes[c, k - 2]}x{a._sizes[c, k - 1]} and {b._sizes[c, k - 2]}x{b._sizes[c, k - 1]})")
    want = _compute_dtype(a._dtype)
    x, y = a.to(want), b.to(want)
    new_sizes = x._sizes.copy()
    new_sizes[:, k - 1] = y._sizes[:, k - 1]
    layout, ragged = _matmul_layout(a, b, new_sizes)
    out = NestedTensor._packed(alloc(int(np.prod(new_sizes, axis=1, dtype=_I64).sum()), want, x._device), want,
                               x._device, new_sizes, layout, ragged, like=a if a._layout is L.jagged else b)
    # one entry per matrix: components times their batch dims
    nb = new_sizes[:, :k - 2]
    per = np.prod(nb, axis=1, dtype=_I64)
    comp = np.repeat(np.arange(len(per), dtype=_I64), per)
    starts = np.zeros(len(per), _I64)
    np.cumsum(per[:-1], out=starts[1:])
    local = np.arange(int(per.sum()), dtype=_I64) - starts[comp]
    a_off, b_off, o_off = x._offs[comp].copy(), y._offs[comp].copy(), out._offs[comp].copy()
    for j in range(k - 3, -1, -1):  # unravel the batch index, innermost first
        sz = nb[comp, j]
        idx = local % np.maximum(sz, 1)
        local = local // np.maximum(sz, 1)
        a_off += idx * x._strides[comp, j]
        b_off += idx * y._strides[comp, j]
        o_off += idx * out._strides[comp, j]
    meta = (a_off, x._strides[comp, k - 2], x._strides[comp, k - 1], b_off, y._strides[comp, k - 2],
            y._strides[comp, k - 1], o_off, x._sizes[comp, k - 2], x._sizes[comp, k - 1], y._sizes[comp, k - 1])
    meta = [np.ascontiguousarray(m, dtype=_I64) for m in meta]
    if _is_cuda(x):
        _mat_list_cuda(x._storage, y._storage, out._storage, meta)
    else:
        K.mat_list(x._storage, y._storage, out._storage, *meta)
    return out if out._dtype is a._dtype else out.to(a._dtype)


def _matmul_layout(a, b, sizes):
    """(layout, ragged) of a product: jagged keeps its one ragged dim (rows from a,
    columns from b); two ragged dims (e.g. ``nt @ nt.transpose(1, 2)``) cannot be
    jagged, so such a result is strided. A strided operand times a jagged one
    (attention's weights (B, j, j) times values (B, j, D)) is jagged when the
    product has at most one ragged dim, the jagged operand's."""
    if a._layout is not L.jagged and b._layout is not L.jagged:
        return L.strided, None
    k = sizes.shape[1]
    irregular = [j + 1 for j in range(k) if len(sizes) and (sizes[:, j] != sizes[0, j]).any()]
    candidates = set(irregular)
    if a._layout is L.jagged and a._ragged <= k - 1:
        candidates.add(a._ragged)
    if b._layout is L.jagged and b._ragged == k:
        candidates.add(k)
    if len(candidates) > 1:
        return L.strided, None
    if candidates:
        return L.jagged, candidates.pop()
    return L.jagged, a._ragged if a._layout is L.jagged else b._ragged


def matmul(input, other):
    """nested @ nested (>= 3-d, same batch) or nested @ dense 2-d matrix."""
    if isinstance(input, NestedTensor) and isinstance(other, NestedTensor):
        return _nested_mm("matmul", input, other)
    if isinstance(input, NestedTensor) and isinstance(other, Tensor):
        return _dense_weight_mm("matmul", input, other)
    nt = other if isinstance(other, NestedTensor) else input
    raise unsupported("matmul", nt, "batched_matmul", "a dense left operand")


def bmm(input, mat2):
    if not (isinstance(input, NestedTensor) and isinstance(mat2, NestedTensor)):
        nt = input if isinstance(input, NestedTensor) else mat2
        raise unsupported("bmm", nt, "bmm", "a dense operand")
    if input.dim() != 3 or mat2.dim() != 3:
        raise unsupported("bmm", input, "bmm", f"operands of {input.dim()} and {mat2.dim()} dims")
    return _nested_mm("bmm", input, mat2)


# ------------------------------------------------------------------ elementwise ops that are not pointwise
def _masked_fill(op, args, inplace):
    """input where mask is False, value where True (mask nested of the same structure, or dense)."""
    input, mask, value = args
    if isinstance(value, Tensor):
        value = value.item()
    fill = F.full((), value, dtype=input._dtype, device=input._device)
    res = ops.where(mask, fill, input)
    if inplace:
        copy_nested(res, input)
        return input
    return res


def _over_values(op, args, inplace):
    """The dense op once over the packed values (random ops such as dropout)."""
    nt = args[0]
    if inplace and nt._is_packed():
        pipeline.call_inplace(op, (nt._flat(),) + tuple(args[1:]))
        return nt
    res = pipeline.call(op, (nt._flat(),) + tuple(args[1:]))
    out = nt._like_structure(res._storage, res._dtype)
    out._offs = out._offs + res._offset
    if inplace:
        copy_nested(out, nt)
        return nt
    return out


# ------------------------------------------------------------------ the ops.yaml `nested:` rules
def _elementwise(op, args, inplace):
    family = op.family.name
    if family == "pointwise":
        operands, scalars, case = args
        return pointwise(op, case, operands, scalars, None, inplace)
    if family == "copy":
        return _masked_fill(op, args, inplace)
    return _over_values(op, args, inplace)


def _as_dense(op, args, inplace):
    # NestedTensor defines the as-dense ops (clone, detach, contiguous) itself.
    return getattr(NestedTensor, op.name)(*args)


def _reduce_op(op, args, inplace):
    self, kw = args
    dim = kw.get("dim")
    if op.spec.empty == "error" and (dim is None or dim == () or dim == []):
        raise unsupported(op.name, self, "reduce_not_dim0", "no dim given")
    return _reduce(self, dim, kw.get("keepdim", False), kw.get("dtype"), op.name)


def _reduce_regular_op(op, args, inplace):
    """max/min (values, indices), argmax/argmin along one regular dim: the dense
    op once over the packed values seen as (rows, n, inner)."""
    self, kw = args
    dim, keepdim = kw.get("dim"), kw.get("keepdim", False)
    if dim is None:
        raise unsupported(op.name, self, "reduce_regular_dim", "no dim given")
    d = self._dim(dim, op.name)
    if d == 0 or self._irregular(d - 1):
        raise unsupported(op.name, self, "reduce_regular_dim", "dim 0" if d == 0 else f"dim {d} is ragged")
    x = self if self._is_packed() else self.contiguous()
    view = _trailing_view(x, d - 1)
    if view is None:  # an empty dim or batch: the dense op's own errors
        raise unsupported(op.name, self, "reduce_regular_dim", "an empty reduced dim or batch")
    new_sizes = x._sizes.copy()
    if keepdim:
        new_sizes[:, d - 1] = 1
    else:
        new_sizes = np.delete(new_sizes, d - 1, axis=1)
    ragged = _ragged_after_removal(x, d, keepdim)
    res = _generated_op(op.name)(view, 1, keepdim)
    if isinstance(res, tuple):
        return type(res)(*(_one_value_per_component(_wrap_dense(r.contiguous(), x, new_sizes, ragged)) for r in res))
    return _one_value_per_component(_wrap_dense(res.contiguous(), x, new_sizes, ragged))


def _scan_op(op, args, inplace):
    self, kw = args
    return _scan(self, kw["dim"], kw.get("dtype"), op.name)


def _rowwise(op, args, inplace):
    x, dim, dtype = args
    return _softmax(x, dim, dtype, op.name)


def _matmul_op(op, args, inplace):
    a, b = args[0], args[1]
    return (matmul if op.nested == "batched_matmul" else bmm)(a, b)


def _rows(nt, width):
    """A packed nested tensor's values as a dense (rows, width) tensor (no copy)."""
    flat = nt.contiguous()._flat()
    n = flat._shape[0] // width if width else 0
    return Tensor._make(flat._storage, (n, width), (width, 1), flat._offset, flat._dtype, flat._device)


def _packed_indices(op, args, inplace):
    """embedding / embedding_dense_backward with nested indices: the dense op once
    over the packed index values (and the gradient's packed rows); embedding's
    rows take the indices' structure plus the table's row dim."""
    if inplace:
        raise RuntimeError(f"{op.name}_: not supported for nested tensors")
    args = list(args)
    i_pos = op.spec.argnames.index("indices")
    indices = args[i_pos]
    if not isinstance(indices, NestedTensor):
        raise unsupported(op.name, _first_nested(args), "packed_indices", "the indices are dense")
    args[i_pos] = indices.contiguous()._flat()
    for k, a in enumerate(args):
        if k != i_pos and isinstance(a, NestedTensor):
            if a._sizes.shape[1] != indices._sizes.shape[1] + 1 or a._irregular(a._sizes.shape[1] - 1):
                raise unsupported(op.name, a, "packed_indices", "the gradient is not the indices' structure "
                                                                  "plus one regular trailing dim")
            args[k] = _rows(a, int(a._sizes[0, -1]) if len(a._offs) else 0)
    with pipeline.paused():  # the outer call records the op once, on the nested result
        res = pipeline.call(op, tuple(args))
    if op.spec.form != "embedding":
        return res
    sizes = np.concatenate([indices._sizes, np.full((len(indices._offs), 1), res._shape[-1], _I64)], axis=1)
    if not res.is_contiguous():
        res = res.contiguous()
    return NestedTensor._packed(res._storage, res._dtype, res._device, sizes, indices._layout, indices._ragged,
                                res._offset)


def _unbind(input, dim=0):
    return input._unbind(dim)


# The view and copy ops a rule covers, by their ops.yaml `rule:` (one per family rule).
_BY_RULE = {"transpose": transpose, "narrow": narrow, "squeeze": squeeze, "unsqueeze": unsqueeze, "split": split,
            "split_with_sizes": split, "chunk": chunk, "select": select, "view": view, "reshape": reshape, "reshape_as": reshape_as,
            "unbind": _unbind, "cat": cat, "unflatten": unflatten, "flatten": flatten}


def rule_name(op):
    """The family rule an op declares (a view rule's function, a copy rule's name)."""
    rule = op.spec.rule
    return rule if isinstance(rule, str) else rule.__name__


def _by_family_rule(op, args, inplace):
    fn = _BY_RULE.get(rule_name(op))
    if fn is None:
        raise RuntimeError(f"{op.name}: ops.yaml declares nested: {op.nested}, which the nested runtime implements "
                           f"for the rules {sorted(_BY_RULE)}, not '{rule_name(op)}'")
    if inplace:
        raise RuntimeError(f"{op.name}_: in-place views of nested tensors are not supported; use {op.name}()")
    return fn(*args)


# ops.yaml `nested:` rule -> how a call with a nested argument runs (its constraint is RULES[rule]).
IMPLEMENTATIONS = {
    "elementwise": _elementwise, "as_dense": _as_dense, "reduce_not_dim0": _reduce_op, "scan_not_dim0": _scan_op,
    "rowwise_not_dim0": _rowwise, "batched_matmul": _matmul_op, "bmm": _matmul_op,
    "transpose_not_dim0": _by_family_rule, "regular_dim": _by_family_rule, "reshape_batch_kept": _by_family_rule,
    "select": _by_family_rule, "unbind_dim0": _by_family_rule, "packed_indices": _packed_indices,
    "reduce_regular_dim": _reduce_regular_op,
}


def _first_nested(args):
    for a in args:
        if isinstance(a, NestedTensor):
            return a
        if isinstance(a, (list, tuple)):
            found = _first_nested(a)
            if found is not None:
                return found
    return None


def run(op, args, inplace, out=None):
    """A generated operator called with a nested argument (the call pipeline's
    layout hook): the implementation of the op's ops.yaml `nested:` rule."""
    nt = _first_nested(args)
    layout = nt._layout if nt is not None else L.strided
    name = op.name + ("_" if inplace and not op.name.endswith("_") else "")
    if op.nested == "none":
        raise RuntimeError(f"{name}: not supported for nested tensors (layout {layout}); ops.yaml declares "
                           f"nested: none")
    if out is not None:
        raise RuntimeError(f"{name}: out= is not supported for nested tensors (layout {layout})")
    return IMPLEMENTATIONS[op.nested](op, args, inplace)
