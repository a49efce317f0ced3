"""View rules (ops.yaml ``kind: view``): the geometry of each view op.

Each rule takes the tensor and the op's arguments and returns a geometry
``(shape, stride, offset, src)`` where ``src[i]`` is the input dim that output
dim ``i`` comes from (``None`` for a new dim); the names rule declared in
ops.yaml reads ``src``. A rule may instead return ``None`` (no view exists:
the op's ``fallback`` kernel copies) or the input itself (the op is a no-op,
and like torch returns the same object). Multi-output rules return a list.
Messages follow PyTorch's wording. ``view_of`` builds the Tensor of a geometry.
"""
import builtins
import math

from ..core import names as N
from ..core import dtypes as D
from ..core import tensor as _T
from ..core.args import check_ndim, int_arg
from ..core import sizes as _sizes


def view_of(t, op, names_rule, geom):
    """The Tensor over t's storage with geometry `geom` (see above); names follow `names_rule`."""
    shape, stride, offset, src = geom
    names = None if t._names is None else _out_names(t, op, names_rule, src)
    base = t._base
    return _T.Tensor._make(t._storage, shape, stride, offset, t._dtype, t._device, names,
                           t if base is None else base)


def _out_names(t, op, rule, src):
    if t._names is None:
        return None
    if rule == "keep":
        return t._names
    if rule == "permute":  # new dims (src None: unsqueeze, expand) come unnamed
        return N.permute(t, src)
    if rule == "remove_dims":
        kept = set(s for s in src if s is not None)
        return N.remove_dims(t, [d for d in range(t.ndim) if d not in kept])
    raise RuntimeError(N.unsupported_message(op))


# ------------------------------------------------------------- argument helpers
def sizes(args, op, argname="size"):
    """A size given as varargs (`x.view(2, 3)`) or one sequence (`x.view((2, 3))`)."""
    if len(args) == 1 and type(args[0]) in (tuple, _T.Size):
        args = args[0]
    for v in args:
        if type(v) is not int:
            break
    else:
        check_ndim(op, len(args))
        return tuple(args)
    if len(args) == 1 and not isinstance(args[0], int):
        a = args[0]
        if isinstance(a, _T.Tensor):
            raise TypeError(f"{op}(): argument '{argname}' must be tuple of ints, not Tensor")
        try:
            args = tuple(a)
        except TypeError:
            raise TypeError(f"{op}(): argument '{argname}' must be tuple of ints, not {type(a).__name__}") from None
    out = []
    for v in args:
        if isinstance(v, bool) or not (isinstance(v, int) or hasattr(v, "__index__")):
            raise TypeError(f"{op}(): argument '{argname}' must be tuple of ints, but found element of type "
                            f"{type(v).__name__} at pos {len(out)}")
        out.append(int(v.__index__()) if not isinstance(v, int) else v)
    check_ndim(op, len(out))
    return tuple(out)


def dims_arg(t, args, op):
    """Dims (ints or names) given as varargs or one sequence, resolved to indexes."""
    if len(args) == 1 and isinstance(args[0], (tuple, list, _T.Size)):
        args = tuple(args[0])
    return tuple(N.dim_index(t, d, op) for d in args)


def _ident(t):
    return t._shape, t._stride, t._offset, tuple(range(t.ndim))


# ------------------------------------------------------------- permuting rules
def _permuted(t, perm):
    shape, stride = t._shape, t._stride
    return tuple([shape[p] for p in perm]), tuple([stride[p] for p in perm]), t._offset, tuple(perm)


def _dim(t, dim, op):
    """dim_index with a fast path for an in-range int."""
    n = len(t._shape)
    if type(dim) is int and -n <= dim < n:
        return dim + n if dim < 0 else dim
    return N.dim_index(t, dim, op)


def transpose(t, dim0, dim1):
    d0, d1 = _dim(t, dim0, "transpose"), _dim(t, dim1, "transpose")
    shape, stride = list(t._shape), list(t._stride)
    if not shape:
        return _ident(t)
    perm = list(range(len(shape)))
    for x in (shape, stride, perm):
        x[d0], x[d1] = x[d1], x[d0]
    return tuple(shape), tuple(stride), t._offset, tuple(perm)


def t(t):
    shape = t._shape
    if len(shape) == 2:
        return (shape[1], shape[0]), (t._stride[1], t._stride[0]), t._offset, (1, 0)
    if len(shape) > 2:
        raise RuntimeError(f"t() expects a tensor with <= 2 dimensions, but self is {len(shape)}D")
    return _ident(t)


def permute(t, dims):
    dims = dims_arg(t, dims, "permute")
    if len(dims) != t.ndim:
        raise RuntimeError(f"permute(sparse_coo): number of dimensions in the tensor input does not match the "
                           f"length of the desired ordering of dimensions i.e. input.dim() = {t.ndim} is not "
                           f"equal to len(dims) = {len(dims)}")
    if len(set(dims)) != len(dims):
        raise RuntimeError("permute(): duplicate dims are not allowed.")
    return _permuted(t, dims)


def mT(t):
    if t.ndim < 2:
        raise RuntimeError(f"tensor.mT is only supported on matrices or batches of matrices. Got {t.ndim}-D tensor.")
    return transpose(t, -2, -1)


# ------------------------------------------------------------- dim-removing rules
def select(t, dim, index):
    if not t.ndim:
        raise IndexError("select() cannot be applied to a 0-dim tensor.")
    d = N.dim_index(t, dim, "select")
    index = int_arg("select", "index", index)
    n = t._shape[d]
    if not -n <= index < n:
        raise IndexError(f"select(): index {index} out of range for tensor of size {list(t._shape)} "
                         f"at dimension {d}")
    if index < 0:
        index += n
    keep = [i for i in range(t.ndim) if i != d]
    return (tuple(t._shape[i] for i in keep), tuple(t._stride[i] for i in keep),
            t._offset + index * t._stride[d], tuple(keep))


def squeeze(t, dim=None):
    if dim is None:
        drop = {i for i, s in enumerate(t._shape) if s == 1}
    else:
        dims = dim if isinstance(dim, (tuple, list)) else (dim,)
        drop = {i for i in (N.dim_index(t, d, "squeeze") for d in dims) if t.ndim and t._shape[i] == 1}
    keep = [i for i in range(t.ndim) if i not in drop]
    return (tuple(t._shape[i] for i in keep), tuple(t._stride[i] for i in keep), t._offset, tuple(keep))


def unbind(t, dim=0):
    if not t.ndim:
        raise IndexError("Dimension specified as 0 but tensor has no dimensions")
    d = N.dim_index(t, dim, "unbind")
    return [select(t, d, i) for i in range(t._shape[d])]


# ------------------------------------------------------------- shape-keeping rules
def narrow(t, dim, start, length):
    if not t.ndim:
        raise RuntimeError("narrow() cannot be applied to a 0-dim tensor.")
    d = N.dim_index(t, dim, "narrow")
    if isinstance(start, _T.Tensor) and (start.ndim or start._dtype.category != D.INTEGRAL):
        raise RuntimeError("start must be an 0-dim integral Tensor.")  # narrow's Tensor overload
    start, length = int_arg("narrow", "start", start), int_arg("narrow", "length", length)
    if length < 0:
        raise RuntimeError("narrow(): length must be non-negative.")
    n = t._shape[d]
    if not -n <= start <= n:
        raise IndexError(f"start out of range (expected to be in range of [{-n}, {n}], but got {start})")
    if start < 0:
        start += n
    if start + length > n:
        raise RuntimeError(f"start ({start}) + length ({length}) exceeds dimension size ({n}).")
    return slice_dim(t, d, start, start + length, 1)


def slice(t, dim=0, start=None, end=None, step=1):
    """t[..., start:end:step, ...] on dim `dim`, bounds clamped as Python's."""
    if not t.ndim:
        raise IndexError("slice() cannot be applied to a 0-dim tensor.")
    d = N.dim_index(t, dim, "slice")
    step = int(step)
    if step <= 0:
        raise ValueError("slice step must be positive" if step < 0 else "slice step cannot be zero")
    start, stop, step = builtins.slice(start, end, step).indices(t._shape[d])
    return slice_dim(t, d, start, max(start, stop), step)


def slice_dim(t, d, start, stop, step):
    """t[..., start:stop:step, ...] on dim d (bounds already clamped)."""
    shape, stride = list(t._shape), list(t._stride)
    shape[d] = max(0, (stop - start + step - 1) // step)
    offset = t._offset + start * stride[d]  # even for an empty slice, as torch
    stride[d] *= step
    return tuple(shape), tuple(stride), offset, tuple(range(t.ndim))


def detach(t):
    return _ident(t)


def split(t, split_size_or_sections, dim=0):
    if not t.ndim:
        raise RuntimeError("split expects at least a 1-dimensional tensor")
    d = N.dim_index(t, dim, "split")
    n = t._shape[d]
    if isinstance(split_size_or_sections, (list, tuple)):
        sizes_ = [int(s) for s in split_size_or_sections]
        if any(s < 0 for s in sizes_) or sum(sizes_) != n:
            raise RuntimeError(f"split_with_sizes expects split_sizes to sum exactly to {n} (input tensor's size "
                               f"at dimension {d}), but got split_sizes={sizes_}")
    else:
        size = int_arg("split", "split_size", split_size_or_sections)
        if size < 0:
            raise RuntimeError(f"split expects split_size be non-negative, but got split_size={size}")
        if size == 0 and n != 0:
            raise RuntimeError(f"split_size can only be 0 if dimension size is 0, but got dimension size of {n}")
        # at least one piece, as PyTorch's: an empty dim splits into one empty piece
        sizes_ = [min(size, n - i) for i in range(0, n, size)] if size and n else [0]
    out, start = [], 0
    for s in sizes_:
        out.append(slice_dim(t, d, start, start + s, 1))
        start += s
    return out


def split_with_sizes(t, split_sizes, dim=0):
    """split's list form: one view per size along dim (the sizes sum to its length)."""
    if not isinstance(split_sizes, (list, tuple)):
        raise TypeError(f"split_with_sizes(): argument 'split_sizes' (position 2) must be tuple of ints, not "
                        f"{type(split_sizes).__name__}")
    return split(t, split_sizes, dim)


def chunk(t, chunks, dim=0):
    if not t.ndim:
        raise RuntimeError("chunk expects at least a 1-dimensional tensor")
    chunks = int_arg("chunk", "chunks", chunks)
    if chunks <= 0:
        raise RuntimeError(f"chunk expects `chunks` to be greater than 0, got: {chunks}")
    d = N.dim_index(t, dim, "chunk")
    n = t._shape[d]
    size = (n + chunks - 1) // chunks
    if size == 0:
        return [slice_dim(t, d, 0, 0, 1) for _ in range(chunks)] if n == 0 else []
    return split(t, size, d)


# ------------------------------------------------------------- dim-adding rules
def unsqueeze(t, dim):
    d = N.wrap_dim(int_arg("unsqueeze", "dim", dim), t.ndim + 1)  # a new dim may also go last
    shape, stride = list(t._shape), list(t._stride)
    new_stride = shape[d] * stride[d] if d < t.ndim else 1
    shape.insert(d, 1)
    stride.insert(d, new_stride)
    src = list(range(t.ndim))
    src.insert(d, None)
    return tuple(shape), tuple(stride), t._offset, tuple(src)


def expand(t, size, implicit=False):
    size = sizes(size, "expand")
    if len(size) < t.ndim:
        raise RuntimeError(f"expand({t.type()}{{{list(t._shape)}}}, size={list(size)}): the number of sizes "
                           f"provided ({len(size)}) must be greater or equal to the number of dimensions in "
                           f"the tensor ({t.ndim})")
    lead = len(size) - t.ndim
    shape, stride = [], []
    for i, s in enumerate(size):
        if i < lead:
            if s < 0:
                raise RuntimeError(f"The expanded size of the tensor ({s}) isn't allowed in a leading, "
                                   f"non-existing dimension {i}")
            shape.append(s)
            stride.append(0)
            continue
        have, st = t._shape[i - lead], t._stride[i - lead]
        if s == -1:
            s = have
        if have == s:
            shape.append(s)
            stride.append(st)
        elif have == 1 and s >= 0:
            shape.append(s)
            stride.append(0)
        else:
            raise RuntimeError(f"The expanded size of the tensor ({s}) must match the existing size ({have}) at "
                               f"non-singleton dimension {i}.  Target sizes: {list(size)}.  Tensor sizes: "
                               f"{list(t._shape)}")
    src = (None,) * lead + tuple(range(t.ndim))
    _sizes.numel(shape)  # a view may not count more elements than an int64 holds
    return tuple(shape), tuple(stride), t._offset, src


def expand_as(t, other):
    return expand(t, (_other_shape("expand_as", other),))


def _other_shape(op, other):
    """The shape of the *_as ops' template tensor."""
    if not isinstance(other, _T.Tensor):
        raise TypeError(f"{op}(): argument 'other' (position 1) must be Tensor, not {type(other).__name__}")
    return other._shape


# ------------------------------------------------------------- reshaping rules
def _infer_size(shape, numel):
    if -1 not in shape and min(shape, default=0) >= 0 and math.prod(shape) == numel:
        return shape
    shape = list(shape)
    infer = None
    for i, s in enumerate(shape):
        if s == -1:
            if infer is not None:
                raise RuntimeError("only one dimension can be inferred")
            infer = i
        elif s < 0:
            raise RuntimeError(f"invalid shape dimension {s} at index {i} of shape {list(shape)}")
    known = math.prod(s for s in shape if s != -1)
    if (known == 0 or numel % known) if infer is not None else known != numel:
        raise RuntimeError(f"shape '{list(shape)}' is invalid for input of size {numel}")
    if infer is not None:
        shape[infer] = numel // known
    return tuple(shape)


def _view_strides(oldshape, oldstride, newshape):
    """torch's computeStride: strides for `newshape` over the same memory, or None."""
    numel = math.prod(oldshape)
    if not oldshape:
        return (1,) * len(newshape)
    if numel == 0:
        return _T.contiguous_strides(newshape) if oldshape != tuple(newshape) else tuple(oldstride)
    newstride = [0] * len(newshape)
    view_d = len(newshape) - 1
    chunk_base_stride = oldstride[-1] if oldstride else 1
    tensor_numel, view_numel = 1, 1
    for d in range(len(oldshape) - 1, -1, -1):
        tensor_numel *= oldshape[d]
        if d == 0 or (oldshape[d - 1] != 1 and oldstride[d - 1] != tensor_numel * chunk_base_stride):
            while view_d >= 0 and (view_numel < tensor_numel or newshape[view_d] == 1):
                newstride[view_d] = view_numel * chunk_base_stride
                view_numel *= newshape[view_d]
                view_d -= 1
            if view_numel != tensor_numel:
                return None
            if d > 0:
                chunk_base_stride = oldstride[d - 1]
                tensor_numel, view_numel = 1, 1
    if view_d != -1:
        return None
    return tuple(newstride)


def _dense_c_order(shape, stride):
    """Non-empty and C-contiguous (size-1 dims may have any stride)."""
    expected = 1
    for i in range(len(shape) - 1, -1, -1):
        n = shape[i]
        if n != 1 and stride[i] != expected:
            return False
        expected *= n
    return expected != 0


def _reshaped(t, shape):
    if _dense_c_order(t._shape, t._stride):  # the common case: no stride analysis
        return shape, _T.contiguous_strides(shape), t._offset, (None,) * len(shape)
    stride = _view_strides(t._shape, t._stride, shape)
    if stride is None:
        return None
    return shape, stride, t._offset, (None,) * len(shape)


def view(t, size):
    shape = _infer_size(sizes(size, "view"), t.numel())
    geom = _reshaped(t, shape)
    if geom is None:
        raise RuntimeError("view size is not compatible with input tensor's size and stride (at least one "
                           "dimension spans across two contiguous subspaces). Use .reshape(...) instead.")
    return geom


def view_dtype(t, dtype):
    """``x.view(dtype)``: the same bytes read as ``dtype`` (a 5-element geometry:
    the last is the new dtype). A different element size scales the last dim,
    which must then be contiguous, as PyTorch."""
    if not isinstance(dtype, D.dtype):
        raise TypeError(f"view(): argument 'dtype' must be torch.dtype, not {type(dtype).__name__}")
    old, new = t._dtype.itemsize, dtype.itemsize
    shape, stride, offset = list(t._shape), list(t._stride), t._offset
    if old != new:
        if not shape:
            raise RuntimeError("self.dim() cannot be 0 to view " + t._dtype.pt_name + " as " + dtype.pt_name +
                               " (different element sizes)")
        if stride[-1] != 1:
            raise RuntimeError("self.stride(-1) must be 1 to view " + t._dtype.pt_name + " as " + dtype.pt_name +
                               " (different element sizes), but got " + str(stride[-1]))
        if old > new:
            k = old // new
            shape[-1] *= k
            stride = [s * k for s in stride[:-1]] + [1]
            offset *= k
        else:
            k = new // old
            if shape[-1] % k:
                raise RuntimeError(f"self.size(-1) must be divisible by {k} to view {t._dtype.pt_name} as "
                                   f"{dtype.pt_name} (different element sizes), but got {shape[-1]}")
            if offset % k:
                raise RuntimeError(f"self.storage_offset() must be divisible by {k} to view {t._dtype.pt_name} as "
                                   f"{dtype.pt_name} (different element sizes), but got {offset}")
            for s in stride[:-1]:
                if s % k:
                    raise RuntimeError(f"self.stride(i) must be divisible by {k} for 0 <= i < self.dim() - 1 to "
                                       f"view {t._dtype.pt_name} as {dtype.pt_name} (different element sizes), "
                                       f"but got {s}")
            shape[-1] //= k
            stride = [s // k for s in stride[:-1]] + [1]
            offset //= k
    return tuple(shape), tuple(stride), offset, tuple(range(len(shape))), dtype


def view_as(t, other):
    return view(t, (_other_shape("view_as", other),))


def reshape_as(t, other):
    return reshape(t, (_other_shape("reshape_as", other),))


def reshape(t, shape):
    shape = _infer_size(sizes(shape, "reshape", "shape"), t.numel())
    return _reshaped(t, shape)


def _flatten_shape(t, start_dim, end_dim):
    if not t.ndim:
        return (1,)
    s, e = N.dim_index(t, start_dim, "flatten"), N.dim_index(t, end_dim, "flatten")
    if s > e:
        raise RuntimeError("flatten() has invalid args: start_dim cannot come after end_dim")
    return t._shape[:s] + (math.prod(t._shape[s:e + 1]),) + t._shape[e + 1:]


def flatten(t, start_dim=0, end_dim=-1):
    shape = _flatten_shape(t, start_dim, end_dim)
    if shape == t._shape:
        return t
    return _reshaped(t, shape)


def unflatten(t, dim, sizes_):
    d = N.dim_index(t, dim, "unflatten")
    sz = sizes(sizes_, "unflatten", "sizes")
    if not sz:
        raise RuntimeError("unflatten: sizes must be non-empty")
    n = t._shape[d]
    if sz.count(-1) > 1:
        raise RuntimeError("only one dimension can be inferred")
    known = math.prod(s for s in sz if s != -1)
    if (known == 0 or n % known) if -1 in sz else known != n:
        raise RuntimeError(f"unflatten: Provided sizes {list(sz)} don't multiply up to the size of dim {d} "
                           f"({n}) in the input tensor")
    if -1 in sz:
        sz = tuple(n // known if s == -1 else s for s in sz)
    return _reshaped(t, t._shape[:d] + sz + t._shape[d + 1:])


def contiguous(t):
    return t if t.is_contiguous() else None



# ------------------------------------------------------------- writing through expanded dims
def writes_each_once(t):
    """Whether an elementwise write of t touches each location once (no expanded dim)."""
    if 0 in t._shape:
        return True
    for s, n in zip(t._stride, t._shape):
        if s == 0 and n > 1:
            return False
    return True


def collapse_expanded(dst, src):
    """dst and src (of dst's shape) narrowed to the last index of each expanded
    dim of dst: writing them stores what a serial loop over dst leaves behind."""
    for d, (s, n) in enumerate(zip(dst._stride, dst._shape)):
        if s == 0 and n > 1:
            dst = view_of(dst, "copy_", "keep", slice_dim(dst, d, n - 1, n, 1))
            src = view_of(src, "copy_", "keep", slice_dim(src, d, n - 1, n, 1))
    return dst, src


# ------------------------------------------------------------- shape ops
def diagonal(t, offset=0, dim1=0, dim2=1):
    """The diagonal of dims (dim1, dim2), moved to the last dim."""
    d1, d2 = N.dim_index(t, dim1, "diagonal"), N.dim_index(t, dim2, "diagonal")
    if d1 == d2:
        raise RuntimeError(f"diagonal dimensions cannot be identical {dim1}, {dim2}")
    offset = int_arg("diagonal", "offset", offset)
    n1, n2 = t._shape[d1], t._shape[d2]
    if offset >= 0:
        length = max(min(n1, n2 - offset), 0)
        start = offset * t._stride[d2] if length else 0
    else:
        length = max(min(n1 + offset, n2), 0)
        start = -offset * t._stride[d1] if length else 0
    keep = [i for i in range(t.ndim) if i not in (d1, d2)]
    shape = tuple(t._shape[i] for i in keep) + (length,)
    stride = tuple(t._stride[i] for i in keep) + (t._stride[d1] + t._stride[d2],)
    return shape, stride, t._offset + start, tuple(keep) + (None,)


def unfold(t, dimension, size, step):
    """Windows of `size` along `dimension`, `step` apart, as a new last dim."""
    if t.ndim:
        d = N.dim_index(t, dimension, "unfold")
        n = t._shape[d]
    else:  # a 0-dim tensor unfolds as one element along dim 0
        if dimension not in (0, -1):
            raise IndexError(f"Dimension out of range (expected to be in range of [-1, 0], but got {dimension})")
        d, n = 0, 1
    if size > n:
        raise RuntimeError(f"maximum size for tensor at dimension {d} is {n} but size is {size}")
    if step <= 0:
        raise RuntimeError(f"step is {step} but must be > 0")
    if size < 0:
        raise RuntimeError(f"size is {size} but must be >= 0")
    if not t.ndim:
        return (size,), (1,), t._offset, (None,)
    stride = t._stride[d]
    shape = list(t._shape)
    shape[d] = (n - size) // step + 1
    strides = list(t._stride)
    strides[d] = stride * step
    return tuple(shape) + (size,), tuple(strides) + (stride,), t._offset, tuple(range(t.ndim)) + (None,)


def _dim_list(t, dims, op):
    if isinstance(dims, (list, tuple, _T.Size)):
        return [N.dim_index(t, d, op) for d in dims]
    return [N.dim_index(t, dims, op)]


def movedim(t, source, destination):
    src, dst = _dim_list(t, source, "movedim"), _dim_list(t, destination, "movedim")
    if len(src) != len(dst):
        raise RuntimeError(f"movedim: Invalid source or destination dims: source ({src} dims) should contain the "
                           f"same number of dims as destination ({dst} dims)")
    if len(set(src)) != len(src):
        raise RuntimeError(f"movedim: repeated dim in `source` ({list(source)})")
    if len(set(dst)) != len(dst):
        raise RuntimeError(f"movedim: repeated dim in `destination` ({list(destination)})")
    perm = [None] * t.ndim
    for s, d in zip(src, dst):
        perm[d] = s
    rest = iter(i for i in range(t.ndim) if i not in src)
    perm = [p if p is not None else next(rest) for p in perm]
    return _permuted(t, perm)


def broadcast_to(t, size):
    return expand(t, (sizes((size,) if isinstance(size, int) else size, "broadcast_to"),))


def ravel(t):
    return reshape(t, ((-1,),))


def tensor_split(t, indices_or_sections, dim=0):
    if not t.ndim:
        raise RuntimeError(f"tensor_split expected at least a 1-dimensional tensor, but got a tensor with {t.ndim} "
                           "dims")
    d = N.dim_index(t, dim, "tensor_split")
    n = t._shape[d]
    if isinstance(indices_or_sections, _T.Tensor):
        if indices_or_sections._dtype is not D.int64 or indices_or_sections.ndim > 1:
            raise RuntimeError("tensor_split expected tensor_indices_or_sections to have a long dtype and be 0-D or "
                               f"1-D, but got a tensor with {indices_or_sections.ndim} dims")
        vals = indices_or_sections.tolist()
        indices_or_sections = vals if isinstance(vals, list) else int(vals)
    if isinstance(indices_or_sections, (list, tuple)):
        bounds = [0] + [int(i) for i in indices_or_sections] + [n]
        out = []
        for a, b in zip(bounds[:-1], bounds[1:]):
            a, b = _clamp_index(a, n), _clamp_index(b, n)
            out.append(slice_dim(t, d, a, max(a, b), 1))
        return out
    sections = int(indices_or_sections)
    if sections <= 0:
        raise RuntimeError(f"number of sections must be larger than 0, got {sections}")
    small, extra = divmod(n, sections)
    out, start = [], 0
    for i in range(sections):
        size = small + (1 if i < extra else 0)
        out.append(slice_dim(t, d, start, start + size, 1))
        start += size
    return out


def _clamp_index(i, n):
    if i < 0:
        i += n
    return min(max(i, 0), n)


def _dsplit_like(t, indices_or_sections, op, d, need):
    if t.ndim < need:
        raise RuntimeError(f"torch.{op} requires a tensor with at least {need} dimension, but got a tensor with "
                           f"{t.ndim} dimension{'s' if need > 1 or t.ndim != 1 else ''}!")
    if isinstance(indices_or_sections, (list, tuple)) and len(indices_or_sections) == 1 \
            and isinstance(indices_or_sections[0], (list, tuple)):
        indices_or_sections = indices_or_sections[0]
    if not isinstance(indices_or_sections, (list, tuple)):
        sections = int(indices_or_sections)
        n = t._shape[d]
        if sections == 0 or n % sections:
            raise RuntimeError(f"torch.{op} attempted to split along dimension {d}, but the size of the dimension "
                               f"{n} is not divisible by the split_size {sections}!")
    return tensor_split(t, indices_or_sections, d)


def vsplit(t, indices_or_sections):
    return _dsplit_like(t, indices_or_sections, "vsplit", 0, 2)


def hsplit(t, indices_or_sections):
    return _dsplit_like(t, indices_or_sections, "hsplit", 1 if t.ndim > 1 else 0, 1)


def dsplit(t, indices_or_sections):
    return _dsplit_like(t, indices_or_sections, "dsplit", 2, 3)


def as_strided(t, size, stride, storage_offset=None):
    size, stride = sizes((size,), "as_strided"), sizes((stride,), "as_strided", "stride")
    if len(size) != len(stride):
        raise RuntimeError("mismatch in length of strides and shape")
    if any(s < 0 for s in stride):
        raise RuntimeError(f"as_strided: Negative strides are not supported at the moment, got strides: "
                           f"{list(stride)}")
    for s in size:
        if s < 0:
            raise RuntimeError(f"Trying to create tensor with negative dimension {s}: {list(size)}")
    offset = t._offset if storage_offset is None else int(storage_offset)
    if offset < 0:
        raise RuntimeError(f"Tensor: invalid storage offset {offset}")
    if all(size):
        need = offset + 1 + sum((n - 1) * s for n, s in zip(size, stride))
        have = len(t._storage)
        if need > have:
            isz = t._dtype.itemsize
            raise RuntimeError(f"setStorage: sizes {list(size)}, strides {list(stride)}, storage offset {offset}, "
                               f"and itemsize {isz} requiring a storage size of {need * isz} are out of bounds for "
                               f"storage of size {have * isz}")
    return tuple(size), tuple(stride), offset, (None,) * len(size)
