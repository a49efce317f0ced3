"""NestedTensor: a list of tensors of equal rank packed into one flat buffer.

Both layouts share one representation: a flat storage (host NumPy array or
cuda device array) and, per component c, its sizes ``_sizes[c]``, strides
``_strides[c]`` and element offset ``_offs[c]`` into the storage (int64 NumPy
arrays of shape (B, k), (B, k) and (B,), k = nt.dim() - 1). A fresh result is
*packed*: components contiguous and back to back, so the storage is exactly
the jagged ``values`` buffer and an elementwise op is one kernel call over it.
Views (unbind, transpose, select, chunk, ...) only rewrite the metadata.

``tg.jagged`` adds a constraint and a view of the same data: exactly one
ragged dim (``_ragged``, 1 at construction), ``values()`` of shape
(sum(lengths), D...) and ``offsets()`` (int64, B+1). ``tg.strided`` allows any
dims to differ between components.
"""
import weakref

import numpy as np

from ..core import dtypes as D
from ..core import devices as _dev
from ..core import layouts as L
from ..core.tensor import Tensor, TensorMeta, contiguous_strides
from ..backends import cuda as cuda_backend
from ..dispatch import pipeline
from ..core.tensor import Size
from . import kernels as K
from .ragged_int import RaggedInt

_I64 = np.int64
_JAGGED_SHAPE_ERROR = ("Cannot represent given tensor list as a nested tensor with the jagged layout. Note that "
                       "the jagged layout only represents shapes of the form (B, *, D_0, D_1, ..., D_N), with "
                       "only * allowed to be ragged.")


def _same_lengths(like, sizes, ragged):
    """Does a result of ``sizes`` (ragged dim ``ragged``) keep ``like``'s ragged lengths?"""
    if like._j is None:
        return False
    if sizes is like._sizes and ragged == like._ragged:
        return True
    a, b = like._sizes[:, like._ragged - 1], sizes[:, ragged - 1]
    return a.shape == b.shape and bool((a == b).all())


def packed_strides(sizes):
    """Row-major strides of every component (vectorised over components)."""
    nb, k = sizes.shape
    st = np.ones((nb, k), _I64)
    for j in range(k - 2, -1, -1):
        st[:, j] = st[:, j + 1] * np.maximum(sizes[:, j + 1], 1)
    return st


def packed_offsets(sizes, start=0):
    numel = np.prod(sizes, axis=1, dtype=_I64) if sizes.shape[1] else np.ones(sizes.shape[0], _I64)
    offs = np.empty(sizes.shape[0], _I64)
    if len(offs):
        offs[0] = start
        np.cumsum(numel[:-1], out=offs[1:])
        offs[1:] += start
    return offs, int(numel.sum())


def alloc(n, dtype, device):
    if device.type == "cpu":
        return np.empty(n, dtype.np)
    return cuda_backend.empty((n,), dtype, device)._storage


# offsets tensors handed out (offsets()) or taken in (nested_tensor_from_jagged) ->
# their ragged size symbol: jagged tensors over the same offsets tensor share it, as
# torch's nested int per offsets tensor. Keyed by identity (a Tensor's == is
# elementwise), each entry dropped when its tensor dies.
_RAGGED_OF_OFFSETS = {}


def ragged_of_offsets(offsets):
    entry = _RAGGED_OF_OFFSETS.get(id(offsets))
    return entry[1] if entry is not None and entry[0]() is offsets else None


def remember_offsets(offsets, j):
    key = id(offsets)
    _RAGGED_OF_OFFSETS[key] = (weakref.ref(offsets, lambda _: _RAGGED_OF_OFFSETS.pop(key, None)), j)


class NestedTensor(TensorMeta):
    """A nested tensor (``tg.nested.nested_tensor``); see the module docstring."""
    __slots__ = ("_storage", "_dtype", "_device", "_sizes", "_strides", "_offs", "_layout", "_ragged", "_j",
                 "_rg", "grad", "grad_fn", "_out_nr", "_ag", "_vc", "_packed_cache", "__weakref__")

    __hash__ = object.__hash__

    @classmethod
    def _make(cls, storage, dtype, device, sizes, strides, offs, layout, ragged=None, like=None):
        """``like``: the nested tensor this one is made from; a jagged result
        with its ragged lengths keeps its ragged size symbol (``_j``)."""
        t = object.__new__(cls)
        t._storage, t._dtype, t._device = storage, dtype, device
        t._sizes, t._strides, t._offs = sizes, strides, offs
        t._layout = layout
        t._ragged = ragged if layout is L.jagged else None
        t._j = None
        if t._ragged is not None:
            t._j = like._j if like is not None and _same_lengths(like, sizes, t._ragged) else RaggedInt()
        t._rg = False        # requires_grad (autograd reads the same fields as on Tensor)
        t.grad = None
        t.grad_fn = None
        t._out_nr, t._ag, t._vc = 0, None, [0]
        t._packed_cache = None
        return t

    @classmethod
    def _packed(cls, storage, dtype, device, sizes, layout, ragged=None, start=0, like=None):
        offs, _ = packed_offsets(sizes, start)
        t = cls._make(storage, dtype, device, sizes, packed_strides(sizes), offs, layout, ragged, like)
        t._packed_cache = True
        return t

    def _like_structure(self, storage, dtype=None, sizes=None):
        """A packed nested tensor with this one's layout (and sizes unless given)."""
        return NestedTensor._packed(storage, dtype or self._dtype, self._device,
                                    self._sizes if sizes is None else sizes, self._layout, self._ragged, like=self)

    # ----------------------------------------------------------- metadata
    @property
    def is_nested(self):
        return True

    @property
    def layout(self):
        return self._layout

    @property
    def is_sparse(self):
        return False

    @property
    def names(self):
        return (None,) * self.dim()

    def has_names(self):
        return False

    def dim(self):
        return 1 + self._sizes.shape[1]

    ndimension = dim

    @property
    def ndim(self):
        return self.dim()

    def numel(self):
        return int(np.prod(self._sizes, axis=1, dtype=_I64).sum()) if self._sizes.shape[1] else len(self._offs)

    def _irregular(self, j):
        """Is component dim j (nt dim j + 1) irregular?"""
        if self._ragged is not None and j + 1 == self._ragged:
            return True
        col = self._sizes[:, j]
        return len(col) > 0 and bool((col != col[0]).any())

    def _dim(self, dim, op, allow_zero=True):
        nd = self.dim()
        if isinstance(dim, str):
            raise RuntimeError(f"{op}: named dims are not supported for nested tensors (layout "
                               f"{self._layout}); pass an int dim")
        if not isinstance(dim, int) or isinstance(dim, bool):
            raise TypeError(f"{op}(): argument 'dim' must be int, not {type(dim).__name__}")
        if not -nd <= dim < nd:
            raise IndexError(f"Dimension out of range (expected to be in range of [{-nd}, {nd - 1}], but got {dim})")
        dim %= nd
        if dim == 0 and not allow_zero:
            raise RuntimeError(f"{op}(): not supported for nested tensors along dim 0 (the batch dim); "
                               f"layout {self._layout}")
        return dim

    def size(self, dim=None):
        if self._j is not None:  # jagged: the ragged dim's size is its symbol, the others are ints
            if dim is None:
                return Size(self._jagged_sizes())
            return self._jagged_sizes()[self._dim(dim, "size")]
        if dim is None:
            irregular = [j + 1 for j in range(self._sizes.shape[1]) if self._irregular(j) or not len(self._offs)]
            if irregular:
                raise RuntimeError(f"Given dimension {irregular[0]} is irregular and does not have a size.")
            return Size((len(self._offs),) + (tuple(int(s) for s in self._sizes[0]) if len(self._offs) else ()))
        d = self._dim(dim, "size")
        if d == 0:
            return len(self._offs)
        if self._irregular(d - 1) or len(self._offs) == 0:
            raise RuntimeError(f"Given dimension {d} is irregular and does not have a size.")
        return int(self._sizes[0, d - 1])

    @property
    def shape(self):
        return self.size()

    def _jagged_sizes(self):
        k = self._sizes.shape[1]
        inner = [int(s) for s in self._sizes[0]] if len(self._offs) else [0] * k
        inner[self._ragged - 1] = self._j
        return (len(self._offs),) + tuple(inner)

    def stride(self, dim=None):
        """PyTorch's jagged strides: the batch dim's is a component's element
        count (``3*j1``); a component dim's stride that grows with the ragged
        length is a multiple of the symbol too. Strided layout: no strides."""
        if self._j is None:
            raise RuntimeError(f"stride(): nested tensors of layout {self._layout} have no strides (each component "
                               f"has its own: unbind())")
        sizes, strides, j, r = self._sizes, self._strides, self._j, self._ragged - 1
        numel = 1
        for s in self._jagged_sizes()[1:]:
            numel = numel * s
        out = [numel]
        live = sizes[:, r] > 0  # an empty component's strides say nothing
        lengths, cols = sizes[live, r], strides[live]
        for d in range(sizes.shape[1]):
            col = cols[:, d]
            if not len(col) or (col == col[0]).all():
                out.append(int(col[0]) if len(col) else int(strides[0, d]) if len(strides) else 1)
            elif (col % lengths == 0).all() and len(set((col // lengths).tolist())) == 1:
                out.append(int(col[0] // lengths[0]) * j)
            else:
                raise RuntimeError(f"stride(): the stride of dim {d + 1} differs between components and is not a "
                                   f"multiple of the ragged size {j}")
        out = tuple(out)
        return out if dim is None else out[self._dim(dim, "stride")]

    def _is_packed(self):
        if self._packed_cache is None:
            sizes = self._sizes
            ok = bool(((self._strides == packed_strides(sizes)) | (sizes == 1)).all())
            if ok:
                offs, _ = packed_offsets(sizes, int(self._offs[0]) if len(self._offs) else 0)
                numel = np.prod(sizes, axis=1, dtype=_I64) if sizes.shape[1] else np.ones(len(offs), _I64)
                ok = bool(((offs == self._offs) | (numel == 0)).all())
            self._packed_cache = ok
        return self._packed_cache

    def is_contiguous(self, memory_format=None):
        return self._is_packed()

    def _flat(self):
        """The packed elements as one 1-d dense tensor (a view; copies when not packed)."""
        t = self if self._is_packed() else self.contiguous()
        start = int(t._offs[0]) if len(t._offs) else 0
        return Tensor._make(t._storage, (t.numel(),), (1,), start, t._dtype, t._device)

    def _component(self, c):
        return Tensor._make(self._storage, tuple(int(s) for s in self._sizes[c]),
                            tuple(int(s) for s in self._strides[c]), int(self._offs[c]), self._dtype, self._device)

    # ----------------------------------------------------------- jagged view
    def values(self):
        if self._layout is not L.jagged:
            raise RuntimeError(f"values(): only the jagged layout has a values buffer; this nested tensor has "
                               f"layout {self._layout} (use unbind() or to_padded_tensor())")
        if self._ragged != 1:
            raise RuntimeError("values(): the ragged dim was moved off dim 1 (transpose); transpose it back first")
        t = self if self._is_packed() else self.contiguous()
        rows = t._sizes[:, 0].sum() if len(t._offs) else 0
        inner = tuple(int(s) for s in t._sizes[0, 1:]) if len(t._offs) else ()
        shape = (int(rows),) + inner
        start = int(t._offs[0]) if len(t._offs) else 0
        res = Tensor._make(t._storage, shape, contiguous_strides(shape), start, t._dtype, t._device, None, None)
        if not t._dtype.is_floating_point:
            return res
        # differentiable, as PyTorch's (NestedGetValuesBackward0): the gradient of the
        # values buffer is a nested tensor of this one's structure
        return pipeline.record("_nested_get_values", [self], res, lambda g: [self._with_values(g)])

    def _with_values(self, values):
        """A packed nested tensor of this one's structure over a dense (rows, ...) buffer."""
        flat = values.contiguous().reshape(-1)
        return NestedTensor._packed(flat._storage, flat._dtype, flat._device, self._sizes, self._layout,
                                    self._ragged, flat._offset, self)

    def offsets(self):
        if self._layout is not L.jagged:
            raise RuntimeError(f"offsets(): only the jagged layout has offsets; this nested tensor has layout "
                               f"{self._layout}")
        offs = np.zeros(len(self._offs) + 1, _I64)
        np.cumsum(self._sizes[:, self._ragged - 1], out=offs[1:])
        res = _dense(offs, D.int64, self._device)
        # a jagged tensor built over these offsets (nested_tensor_from_jagged) shares the ragged size
        remember_offsets(res, self._j)
        return res

    def lengths(self):
        """None when the components lie back to back in one buffer (offsets say
        it all), as torch's; the per-component lengths when there are holes."""
        if self._layout is not L.jagged:
            raise RuntimeError(f"lengths(): only the jagged layout has lengths; layout {self._layout}")
        if self._is_packed():
            return None
        return _dense(self._sizes[:, self._ragged - 1].copy(), D.int64, self._device)

    # ----------------------------------------------------------- components
    def _unbind(self, dim=0):
        """The components as views (the unbind op's nested rule; ``nt.unbind()``
        is the generated operator, so autograd records it)."""
        if self._dim(dim, "unbind") != 0:
            raise RuntimeError(f"unbind(): nested tensors (layout {self._layout}) can only be unbound along dim 0")
        return tuple(self._component(c) for c in range(len(self._offs)))

    def __iter__(self):
        return iter(self._unbind())

    def __getitem__(self, index):
        """``nt[i]``: component i (as ``nt.unbind()[i]``)."""
        if isinstance(index, Tensor) and index.ndim == 0 and not index.is_floating_point():
            index = index.item()
        if not isinstance(index, int) or isinstance(index, bool):
            raise TypeError(f"nested tensors (layout {self._layout}) can be indexed only by an integer (a "
                            f"component), got {type(index).__name__}")
        n = len(self._offs)
        if not -n <= index < n:
            raise IndexError(f"index {index} is out of bounds for dimension 0 with size {n}")
        return self.unbind()[index]

    def __len__(self):
        return len(self._offs)

    def __repr__(self):
        parts = [repr(c) for c in self._unbind()]
        body = ",\n".join("  " + p.replace("\n", "\n  ") for p in parts)
        extra = ""
        if self._device.type != "cpu":
            extra += f", device='{self._device}'"
        if self.requires_grad:
            extra += ", requires_grad=True"
        return f"nested_tensor([\n{body}\n]{extra})"  # PyTorch keeps the blank line when empty

    __str__ = __repr__

    def __getattr__(self, name):
        # only reached for attributes NestedTensor lacks: say so when dense tensors have it
        if not name.startswith("__") and hasattr(Tensor, name):
            raise AttributeError(f"'{name}' is not supported for nested tensors (layout {self._layout}): it is "
                                 "no operator of ops.yaml (whose `nested:` rules say what nested tensors support)")
        raise AttributeError(f"'NestedTensor' object has no attribute '{name}'")

    def __bool__(self):
        raise RuntimeError("Boolean value of a nested tensor is ambiguous")

    def __array__(self, dtype=None, copy=None):
        raise TypeError("a nested tensor has no single array shape; use unbind() or "
                        "tg.nested.to_padded_tensor()")

    # ----------------------------------------------------------- autograd / names
    def requires_grad_(self, requires_grad=True):
        requires_grad = bool(requires_grad)
        if requires_grad and self._dtype.category != D.FLOATING:
            raise RuntimeError("only Tensors of floating point dtype can require gradients")
        if not requires_grad and self.grad_fn is not None:
            raise RuntimeError("you can only change requires_grad flags of leaf variables. If you want to use a "
                               "computed variable in a subgraph that doesn't require differentiation use "
                               "var_no_grad = var.detach().")
        self._rg = requires_grad
        return self

    def _no_names(self, op):
        raise RuntimeError(f"{op}: named tensors are not supported with nested tensors (layout {self._layout}); "
                           "nested tensors have no dimension names")

    def rename(self, *names, **rename_map):
        if names in ((), (None,)) and not rename_map:
            return self
        self._no_names("rename")

    def rename_(self, *names, **rename_map):
        if names in ((), (None,)) and not rename_map:
            return self
        self._no_names("rename_")

    def refine_names(self, *names):
        self._no_names("refine_names")

    def align_to(self, *names):
        self._no_names("align_to")

    def align_as(self, other):
        self._no_names("align_as")

    # ----------------------------------------------------------- copies and conversion
    def contiguous(self, memory_format=None):
        if self._is_packed():
            return self
        return self.clone()

    def clone(self, memory_format=None):
        out = self._like_structure(alloc(self.numel(), self._dtype, self._device))
        copy_nested(self, out)
        return out

    def detach(self):
        t = NestedTensor._make(self._storage, self._dtype, self._device, self._sizes, self._strides, self._offs,
                               self._layout, self._ragged, self)
        t._packed_cache = self._packed_cache
        return t

    def to(self, *args, dtype=None, device=None, copy=False, non_blocking=False):
        for a in args:
            if isinstance(a, D.dtype):
                dtype = a
            elif isinstance(a, (Tensor, NestedTensor)):
                dtype, device = a.dtype, a.device
            elif isinstance(a, (str, int, _dev.device)):
                device = a
            else:
                raise TypeError(f"to() received an invalid combination of arguments: {type(a).__name__}")
        dtype = self._dtype if dtype is None else dtype
        device = self._device if device is None else cuda_backend.canonical(device)
        if dtype is self._dtype and device == self._device and not copy:
            return self
        with pipeline.paused():  # one node for the whole conversion, below
            flat = self._flat().to(dtype=dtype, device=device, copy=True)
        res = NestedTensor._packed(flat._storage, dtype, device, self._sizes, self._layout, self._ragged,
                                   flat._offset, self)
        if not dtype.is_floating_point:
            return res
        src_dtype, src_device = self._dtype, self._device  # the gradient goes back as the source's
        return pipeline.record("_to_copy", [self], res, lambda g: [g.to(dtype=src_dtype, device=src_device)])

    def cpu(self):
        return self.to(device="cpu")

    def cuda(self, device=None):
        return self.to(device=device if device is not None else "cuda")

    def float(self):
        return self.to(D.float32)

    def double(self):
        return self.to(D.float64)

    def type_as(self, other):
        return self.to(other.dtype)


def _dense(arr, dtype, device):
    t = Tensor._from_array(np.asarray(arr, order="C"), dtype)
    return t if device.type == "cpu" else t.to(device=device)


def _copyable(storage):
    """The storage viewed as unsigned ints of the same width: the copy kernel moves bits."""
    return storage.view({1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[storage.dtype.itemsize])


def copy_nested(src, dst, dst_offs=None, dst_strides=None):
    """Copy src's components into dst's storage (same sizes; dst's or the given strides/offsets).
    One kernel call for all components."""
    d_offs = dst._offs if dst_offs is None else dst_offs
    d_str = dst._strides if dst_strides is None else dst_strides
    if not len(src._offs):
        return
    if src._dtype is not dst._dtype:
        src = src.to(dst._dtype)
    sizes = np.ascontiguousarray(src._sizes)
    if sizes.shape[1] == 0:  # components are 0-d: treat each as one element
        sizes = np.ones((len(src._offs), 1), _I64)
        s_str = np.ones_like(sizes)
        d_str = np.ones_like(sizes)
    else:
        s_str = np.ascontiguousarray(src._strides)
        d_str = np.ascontiguousarray(d_str)
    if src._device.type == "cpu" and dst._device.type == "cpu":
        K.copy_components(_copyable(src._storage), src._offs, s_str, _copyable(dst._storage), d_offs, d_str, sizes)
        return
    if src._device != dst._device:
        src = src.to(device=dst._device)
        s_str = np.ascontiguousarray(src._strides) if src._sizes.shape[1] else s_str
    from numba import cuda
    numel = np.prod(sizes, axis=1, dtype=_I64)
    starts = np.zeros(len(numel), _I64)
    np.cumsum(numel[:-1], out=starts[1:])
    total = int(numel.sum())
    k = K.cuda_kernels()["copy"]
    K.launch(k, total, _copyable(src._storage), cuda.to_device(src._offs), cuda.to_device(s_str),
             _copyable(dst._storage), cuda.to_device(np.ascontiguousarray(d_offs)), cuda.to_device(d_str),
             cuda.to_device(sizes), cuda.to_device(starts), total)
