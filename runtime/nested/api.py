"""``tensorgen.nested``: building nested tensors, padding them, and the hooks
through which the dense dispatchers hand nested operands over.

    nt = tg.nested.nested_tensor([a, b], layout=tg.jagged)
    (nt * 2 + 1).softmax(-1)             # one kernel call each over the packed values
    tg.nested.to_padded_tensor(nt, 0.0)

Named tensors: nested tensors carry no dimension names. A named component
given to ``nested_tensor`` / ``as_nested_tensor`` and the naming methods
(``rename``, ``refine_names``, ``align_to``...) raise a RuntimeError, as do
dims given by name.
"""
import numpy as np

from ..core import dtypes as D
from ..core import layouts as L
from ..families import factories as F
from ..core import promote as P
from ..core.tensor import Tensor, contiguous_strides
from ..core.args import dtype_arg
from .tensor import NestedTensor, alloc, copy_nested
from .tensor import _JAGGED_SHAPE_ERROR, ragged_of_offsets, remember_offsets
from ..backends import cuda as cuda_backend
from ..dispatch import target as T
from ..dispatch import pipeline

__all__ = ["nested_tensor", "as_nested_tensor", "to_padded_tensor", "NestedTensor"]

_I64 = np.int64


def _layout_arg(op, layout):
    if layout is None:
        return L.strided
    if layout is not L.strided and layout is not L.jagged:
        raise RuntimeError(f"{op}(): layout must be tensorgen.strided or tensorgen.jagged, got {layout}")
    return layout


def _components(op, tensor_list):
    """(host arrays, their dtypes, leftmost tensor's device) of the list's elements."""
    if isinstance(tensor_list, (Tensor, NestedTensor)) or not isinstance(tensor_list, (list, tuple)):
        raise TypeError(f"{op}(): argument 'tensor_list' must be a list of tensors or array-likes, "
                        f"not {type(tensor_list).__name__}")
    arrays, dtypes, device, first = [], [], None, None
    for i, x in enumerate(tensor_list):
        if isinstance(x, NestedTensor):
            raise RuntimeError(f"{op}(): only one level of nesting is supported; element {i} is a nested tensor")
        if isinstance(x, Tensor):
            if x._names is not None:
                raise RuntimeError(f"{op}(): named tensors are not supported in nested tensors (element {i} has "
                                   f"names {list(x._names)}); drop them with rename(None)")
            # components are never cast or moved silently (PyTorch's jagged rule, for both layouts)
            if first is None:
                first = x
            elif x._dtype is not first._dtype:
                raise RuntimeError("When constructing a nested tensor, all tensors in list must have the same dtype")
            elif x._device != first._device:
                raise RuntimeError("When constructing a nested tensor, all tensors in list must be on the same "
                                   "device")
            device = device or x._device
        else:
            x = F.tensor(x)
        arrays.append(x._host())
        dtypes.append(x._dtype)
    for i, a in enumerate(arrays[1:], 1):
        if a.ndim != arrays[0].ndim:
            raise RuntimeError(f"All Tensors given to nested_tensor must have the same dimension. Found dimension "
                               f"{a.ndim} for Tensor at index {i} and dimension {arrays[0].ndim} for Tensor at "
                               f"index 0.")
    return arrays, dtypes, device


def _check_jagged(op, sizes):
    if sizes.shape[1] == 0:
        raise RuntimeError(f"{op}(): the jagged layout needs components of at least one dim (the ragged one)")
    if len(sizes) and (sizes[:, 1:] != sizes[0, 1:]).any():
        raise RuntimeError(_JAGGED_SHAPE_ERROR)


def nested_tensor(tensor_list, *, dtype=None, layout=None, device=None, requires_grad=False, pin_memory=False):
    """Copy ``tensor_list`` (tensors or anything ``tg.tensor`` takes, all of one rank)
    into one contiguous buffer: a new leaf nested tensor."""
    layout = _layout_arg("nested_tensor", layout)
    dtype = dtype_arg("nested_tensor", dtype)
    arrays, dtypes, first_device = _components("nested_tensor", tensor_list)
    dtype = dtype or (dtypes[0] if dtypes else D.get_default_dtype())
    device = cuda_backend.canonical(device if device is not None else first_device)
    k = arrays[0].ndim if arrays else 0
    sizes = np.array([a.shape for a in arrays], _I64).reshape(len(arrays), k)
    if layout is L.jagged:
        _check_jagged("nested_tensor", sizes)
    flat = np.concatenate([np.asarray(a, dtype.np).reshape(-1) for a in arrays]) if arrays else np.empty(0, dtype.np)
    if device.type != "cpu":
        flat = cuda_backend.from_host(flat, dtype, device)._storage
    nt = NestedTensor._packed(flat, dtype, device, sizes, layout, 1 if layout is L.jagged else None)
    if requires_grad:
        if dtype.category != D.FLOATING:
            raise RuntimeError("nested_tensor(): Only Tensors of floating point dtype can require gradients")
        nt._rg = True  # a leaf: the components' history, if any, is not kept (as_nested_tensor keeps it)
    return nt


def as_nested_tensor(ts, dtype=None, device=None, layout=None):
    """A nested tensor over ``ts``: a nested tensor is converted only if dtype/device
    differ; a dense tensor is a batch of equal components (its storage shared when
    contiguous with the same dtype and device); a list is copied."""
    if isinstance(ts, NestedTensor):
        if layout is not None and layout is not ts._layout:
            raise RuntimeError(f"as_nested_tensor(): converting between layouts is not supported "
                               f"({ts._layout} -> {layout})")
        return ts.to(dtype=dtype, device=device)
    layout = _layout_arg("as_nested_tensor", layout)
    if isinstance(ts, Tensor):
        if ts.dim() < 1 or (layout is L.jagged and ts.dim() < 2):
            raise RuntimeError(f"as_nested_tensor(): expected a tensor with at least {2 if layout is L.jagged else 1}"
                               f" dims for layout {layout}, got {ts.dim()}")
        if ts._names is not None:
            raise RuntimeError("as_nested_tensor(): named tensors are not supported in nested tensors; "
                               "drop the names with rename(None)")
        t = ts.to(dtype=dtype or ts._dtype, device=device if device is not None else ts._device)
        if not t.is_contiguous():
            t = t.to(dtype=t._dtype, copy=True)
        b = t._shape[0]
        sizes = np.tile(np.array(t._shape[1:], _I64), (b, 1)).reshape(b, t.dim() - 1)
        nt = NestedTensor._packed(t._storage, t._dtype, t._device, sizes, layout,
                                  1 if layout is L.jagged else None, t._offset)
        # equal components: the padded gradient is the stacked one
        return pipeline.record("as_nested_tensor", [ts], nt, lambda grad: [to_padded_tensor(grad, 0.0)])
    ts = list(ts)
    nt = nested_tensor(ts, dtype=dtype, device=device, layout=layout)
    # the components' history is kept: the nested gradient goes back to them, one each
    return pipeline.record("as_nested_tensor", ts, nt, lambda grad: list(grad.unbind()))


def to_padded_tensor(input, padding, output_size=None, out=None):
    """A dense (B, max sizes...) copy of ``input``, trailing entries set to ``padding``."""
    if not isinstance(input, NestedTensor):
        raise TypeError(f"to_padded_tensor(): argument 'input' must be a nested tensor, not {type(input).__name__}")
    nb, k = input._sizes.shape
    shape = (nb,) + tuple(int(s) for s in (input._sizes.max(axis=0) if nb else np.zeros(k, _I64)))
    if output_size is not None:
        output_size = tuple(int(s) for s in output_size)
        if len(output_size) != len(shape):
            raise RuntimeError("Length of output_size does not match NestedTensor dims. Broadcasting is not "
                               "supported.")
        if any(o < s for o, s in zip(output_size, shape)):
            raise RuntimeError("Value in output_size is less than NestedTensor padded size. Truncation is not "
                               "supported.")
        shape = output_size
    dtype = input._dtype
    if isinstance(padding, bool) or dtype.category == D.FLOATING or float(padding).is_integer():
        pass
    else:
        raise RuntimeError(f"to_padded_tensor(): padding {padding} cannot be represented in {dtype.pt_name}")
    res = F.full(shape, padding, dtype=dtype, device=input._device)
    inner = int(np.prod(shape[1:], dtype=_I64))
    st = np.tile(np.array(res._stride[1:], _I64), (nb, 1)).reshape(nb, k)
    dst = NestedTensor._make(res._storage, dtype, input._device, input._sizes, st,
                             np.arange(nb, dtype=_I64) * inner, input._layout, input._ragged, input)
    copy_nested(input, dst)
    if input._rg and out is None:
        # each component's gradient is its region of the padded gradient
        pieces = [tuple(int(s) for s in sz) for sz in input._sizes]
        res = pipeline.record("to_padded_tensor", [input], res, lambda grad: [nested_tensor(
            [grad[(b,) + tuple(slice(0, s) for s in sz)] for b, sz in enumerate(pieces)],
            layout=input._layout)])
    if out is not None:
        return T.deliver("to_padded_tensor", out, res)
    return res


# ------------------------------------------------------------------ dispatcher hooks
def like(input, kind, dtype=None, fill_value=None):
    """``*_like`` of a nested tensor: a packed buffer with input's structure."""
    dtype = dtype_arg(f"{kind}_like", dtype) or input._dtype
    n = input.numel()
    if kind == "empty":
        storage = alloc(n, dtype, input._device)
    elif kind in ("zeros", "ones", "full"):
        v = {"zeros": 0, "ones": 1}.get(kind, fill_value)
        storage = F.full((n,), v, dtype=dtype, device=input._device)._storage
    elif kind == "rand":
        storage = F.rand(n, dtype=dtype, device=input._device)._storage
    elif kind == "randn":
        storage = F.randn(n, dtype=dtype, device=input._device)._storage
    else:
        raise RuntimeError(f"{kind}_like: not supported for nested tensors")
    return input._like_structure(storage, dtype)


def _structure_error(op, a, b):
    return RuntimeError(f"{op}: nested tensors combined elementwise must have the same structure (number of "
                        f"components and component sizes); got {_describe(a)} and {_describe(b)}")


def _describe(nt):
    return f"{len(nt._offs)} components of sizes {[tuple(int(s) for s in r) for r in nt._sizes[:4]]}" + \
        ("..." if len(nt._offs) > 4 else "")


def same_structure(a, b):
    return same_sizes(a._sizes, b._sizes)


def same_sizes(a, b):
    return a.shape == b.shape and bool((a == b).all())


def _describe_sizes(sizes):
    return f"{[tuple(int(s) for s in r) for r in sizes[:4]]}" + ("..." if len(sizes) > 4 else "")


def broadcast_structure(op, nts):
    """The component sizes nested operands broadcast to: as many components, and
    per dim, equal sizes or a dim of size 1 in every component of one operand,
    which stretches (a keepdim reduction's result combined with its input)."""
    ref = nts[0]
    sizes = ref._sizes
    for x in nts[1:]:
        if same_sizes(sizes, x._sizes):
            continue
        if x._sizes.shape != sizes.shape:
            raise _structure_error(op, ref, x)
        # a dim stretches only where it is 1 in every component (a regular dim of
        # size 1, as keepdim reductions give); ragged lengths must agree
        ones_a, ones_b = (sizes == 1).all(axis=0), (x._sizes == 1).all(axis=0)
        ok = (sizes == x._sizes) | ones_a[None, :] | ones_b[None, :]
        if not ok.all():
            raise _structure_error(op, ref, x)
        sizes = np.maximum(sizes, x._sizes) * ((sizes != 0) & (x._sizes != 0))
    return sizes


def _batched(t, nb, like):
    """Dense t of shape (B or 1, ...) as a nested view (of like's layout): component b is t[b]."""
    k = t.dim() - 1
    sizes = np.tile(np.array(t._shape[1:], _I64), (nb, 1)).reshape(nb, k)
    strides = np.tile(np.array(t._stride[1:], _I64), (nb, 1)).reshape(nb, k)
    step = t._stride[0] if t._shape[0] == nb else 0
    offs = t._offset + np.arange(nb, dtype=_I64) * step
    return NestedTensor._make(t._storage, t._dtype, t._device, sizes, strides, offs, like._layout, like._ragged,
                              like)


def expand_structure(x, sizes):
    """x with its size-1 dims stretched (stride 0) to `sizes`: a view."""
    if same_sizes(x._sizes, sizes):
        return x
    strides = np.where(x._sizes == sizes, x._strides, 0)
    return NestedTensor._make(x._storage, x._dtype, x._device, sizes.copy(), strides, x._offs, x._layout,
                              x._ragged, x)


def pointwise(op, case, operands, scalars, out, inplace):
    """An elementwise op with nested operands: ONE call of the generated kernel over
    the packed values (nested⊕nested of the same structure, ⊕ scalars, 0-d tensors,
    or dense tensors broadcast over trailing regular dims)."""
    nts = [x for x in operands if isinstance(x, NestedTensor)]
    ref = nts[0]
    if op.nested == "none":
        raise RuntimeError(f"{op.name}: not supported for nested tensors (layout {ref._layout}); ops.yaml declares "
                           f"nested: none")
    if out is not None:
        raise RuntimeError(f"{op.name}: out= is not supported for nested tensors (layout {ref._layout})")
    for x in nts[1:]:
        if x._layout is not ref._layout:
            raise RuntimeError(f"{op.name}: cannot combine nested tensors of layouts {ref._layout} and {x._layout}")
    k = ref._sizes.shape[1]
    nb = len(ref._offs)
    # a dense operand with a batch dim ((B or 1, 1, D) as a ragged-dim reduction
    # with keepdim gives): one component per row, broadcast like a nested operand
    operands = tuple(_batched(x, nb, ref) if isinstance(x, Tensor) and x.dim() == k + 1 and x._shape[0] in (1, nb)
                     else x for x in operands)
    nts = [x for x in operands if isinstance(x, NestedTensor)]
    sizes = broadcast_structure(op.name, nts)
    if inplace and isinstance(operands[0], NestedTensor) and not same_sizes(operands[0]._sizes, sizes):
        raise RuntimeError(f"{op.name}_: the nested operands broadcast to components of sizes "
                           f"{_describe_sizes(sizes)}, which self ({_describe(operands[0])}) cannot hold")
    operands = tuple(expand_structure(x, sizes) if isinstance(x, NestedTensor) else x for x in operands)
    nts = [x for x in operands if isinstance(x, NestedTensor)]
    ref = nts[0]
    if inplace and not isinstance(operands[0], NestedTensor):
        raise RuntimeError(f"{op.name}_: a dense tensor cannot be updated in place with a nested operand "
                           f"(layout {ref._layout})")
    trail = 0
    for x in operands:
        if isinstance(x, Tensor) and x._shape:
            trail = max(trail, len(x._shape))
    k = ref._sizes.shape[1]
    if trail:
        if trail > k or any(ref._irregular(j) for j in range(k - trail, k)) or not len(ref._offs):
            raise RuntimeError(
                f"{op.name}: a dense operand combined with a nested tensor (layout {ref._layout}) must broadcast "
                f"over the trailing regular dims of the components; got a {trail}-d dense tensor for components "
                f"of {k} dims")
        inner = tuple(int(s) for s in ref._sizes[0, k - trail:])
        rows = ref.numel() // max(1, int(np.prod(inner, dtype=_I64)))
        shape = (rows,) + inner
    else:
        shape = None

    def flat(x):
        if not isinstance(x, NestedTensor):
            return x
        f = x._flat()
        if shape is not None:
            f = Tensor._make(f._storage, shape, contiguous_strides(shape), f._offset, f._dtype, f._device)
        return f

    target = operands[0] if inplace else None
    flats = tuple(flat(x) for x in operands)
    if inplace and target._is_packed():
        pipeline.call_inplace(op, (flats, scalars, case))
        return target
    res = pipeline.call(op, (flats, scalars, case))
    result = ref._like_structure(res._storage, res._dtype)
    result._offs = result._offs + res._offset
    if inplace:
        P.check_cast(op.name, res._dtype, target._dtype)
        copy_nested(result, target)
        return target
    return result



# ------------------------------------------------------------------ jagged views of a values buffer
def _int_vector(op, name, t, n=None):
    if not isinstance(t, Tensor) or t.dim() != 1 or t.dtype.category != D.INTEGRAL:
        raise RuntimeError(f"{op}(): expected {name} to be a 1-D integer tensor")
    v = np.asarray(t._host(), _I64)
    if n is not None and len(v) != n:
        raise RuntimeError(f"{op}(): expected {name} to have {n} entries, got {len(v)}")
    return v


def _jagged_view(op, values, starts, lengths, base_offsets=None):
    """A jagged (B, j, *values.shape[1:]) view of ``values``'s rows: component i
    is rows starts[i] .. starts[i] + lengths[i]."""
    if (lengths < 0).any() or (starts < 0).any() or (len(starts) and (starts + lengths > values.shape[0]).any()):
        raise RuntimeError(f"{op}(): the offsets/lengths point outside values' {values.shape[0]} rows")
    inner = tuple(values.shape[1:])
    nb = len(starts)
    row = values._stride[0] if values.dim() else 1
    sizes = np.concatenate([lengths[:, None], np.tile(np.array(inner, _I64), (nb, 1))], axis=1)
    strides = np.tile(np.array((row,) + tuple(values._stride[1:]), _I64), (nb, 1))
    offs = values._offset + starts * row
    nt = NestedTensor._make(values._storage, values._dtype, values._device, sizes, strides, offs, L.jagged, 1)
    if base_offsets is not None:
        j = ragged_of_offsets(base_offsets)
        if j is None:
            remember_offsets(base_offsets, nt._j)
        else:
            nt._j = j

    def backward(grad):
        # each component's gradient rows back at its rows of values (rows no component covers: 0)
        idx = np.concatenate([np.arange(s, s + n, dtype=_I64) for s, n in zip(starts, lengths)]) if nb else \
            np.empty(0, _I64)
        rows = F.zeros(values.shape, dtype=grad.dtype, device=grad.device)
        return [rows.index_add(0, F.tensor(idx, device=grad.device), grad.contiguous().values())]
    return pipeline.record("_nested_view_from_jagged", [values], nt, backward)


def nested_tensor_from_jagged(values, offsets=None, lengths=None, jagged_dim=None, min_seqlen=None,
                              max_seqlen=None):
    """A jagged nested tensor viewing ``values`` (rows of all components, one
    after another): component i is rows offsets[i]..offsets[i+1] (or
    offsets[i]..offsets[i] + lengths[i] when ``lengths`` is given)."""
    op = "nested_tensor_from_jagged"
    if not isinstance(values, Tensor):
        raise TypeError(f"{op}(): expected values to be a Tensor, got {type(values).__name__}")
    if jagged_dim not in (None, 1):
        raise RuntimeError(f"{op}(): jagged_dim={jagged_dim}: only the ragged dim 1 is supported")
    if values.dim() < 1:
        raise RuntimeError(f"{op}(): values must have at least one dim (the rows)")
    if offsets is None:
        if lengths is None:
            raise RuntimeError("nested_tensor_from_jagged(): At least one of offsets or lengths is required.")
        lens = _int_vector(op, "lengths", lengths)
        starts = np.concatenate([[0], np.cumsum(lens)[:-1]]).astype(_I64) if len(lens) else np.empty(0, _I64)
        return _jagged_view(op, values, starts, lens)
    offs = _int_vector(op, "offsets", offsets)
    if len(offs) < 1:
        raise RuntimeError(f"{op}(): offsets must have at least one entry")
    if lengths is None:
        if (np.diff(offs) < 0).any():
            raise RuntimeError(f"{op}(): offsets must be non-decreasing")
        return _jagged_view(op, values, offs[:-1], np.diff(offs), offsets)
    lens = _int_vector(op, "lengths", lengths, len(offs) - 1)
    return _jagged_view(op, values, offs[:-1], lens, offsets)


def narrow(tensor, dim, start, length, layout=L.strided):
    """torch.nested.narrow: rows ``start[i] .. start[i] + length[i]`` of dim 1 of
    each batch entry of a dense (B, T, ...) tensor, as a jagged view."""
    op = "narrow"
    if layout is not L.jagged:
        raise RuntimeError("nested.narrow(): only layout=tensorgen.jagged is supported (a view of the buffer)")
    if not isinstance(tensor, Tensor) or tensor.dim() < 2:
        raise RuntimeError("nested.narrow(): expected a dense tensor with at least 2 dims")
    if dim != 1:
        raise RuntimeError("narrow(): only dim=1 supported for jagged layout")
    b, t = tensor.shape[0], tensor.shape[1]
    starts = _int_vector(op, "start", start, b) if isinstance(start, Tensor) else np.full(b, int(start), _I64)
    lens = _int_vector(op, "length", length, b) if isinstance(length, Tensor) else np.full(b, int(length), _I64)
    if (starts < 0).any() or (lens < 0).any() or (starts + lens > t).any():
        raise RuntimeError(f"narrow(): start + length exceeds dimension size ({t}).")
    rows = tensor.reshape(b * t, *tensor.shape[2:]) if tensor.is_contiguous() else tensor.contiguous().reshape(
        b * t, *tensor.shape[2:])
    return _jagged_view(op, rows, np.arange(b, dtype=_I64) * t + starts, lens)
