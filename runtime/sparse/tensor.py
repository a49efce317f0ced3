"""SparseTensor: the sparse COO layout (``tg.sparse_coo``), as torch's.

A tensor of ``size`` whose first ``sparse_dim`` dims are given by coordinates
and whose trailing ``dense_dim`` dims are dense: ``_indices`` is an int64
dense tensor (sparse_dim, nnz), ``_values`` a dense tensor (nnz, *dense
sizes) of the tensor's dtype, both on the tensor's device. Elements not listed
are zero; a coordinate listed several times (an *uncoalesced* tensor) stands
for the sum of its values. ``coalesce()`` sorts the coordinates and sums the
duplicates; ``_coalesced`` records that this holds (set only by the code that
made it so, never guessed).

The class holds data and metadata; construction, coalescing and conversion
live in build.py, the operators (through the call pipeline's layout hook) in
ops.py.
"""
from ..core import layouts as L
from ..core.tensor import Size, TensorMeta

# PyTorch's wording (c10 NamedTensor checks) for names on a non-strided tensor.
NAMES_ERROR = "NYI: named tensors only support strided layout"


class SparseTensor(TensorMeta):
    __slots__ = ("_idx", "_vals", "_shape", "_coalesced", "__weakref__")

    __hash__ = object.__hash__

    @classmethod
    def _make(cls, indices, values, shape, coalesced):
        s = object.__new__(cls)
        s._idx, s._vals, s._shape, s._coalesced = indices, values, tuple(shape), coalesced
        return s

    def __init__(self, *args, **kwargs):
        raise TypeError("tensorgen sparse tensors are made by tensorgen.sparse_coo_tensor(indices, values, size) "
                        "or Tensor.to_sparse()")

    # ----------------------------------------------------------- metadata
    @property
    def shape(self):
        return Size(self._shape)

    def size(self, dim=None):
        if dim is None:
            return Size(self._shape)
        return self._shape[self._dim(dim, "size")]

    def dim(self):
        return len(self._shape)

    ndim = property(dim)

    def numel(self):
        n = 1
        for s in self._shape:
            n *= s
        return n

    def sparse_dim(self):
        return self._idx._shape[0]

    def dense_dim(self):
        return len(self._shape) - self._idx._shape[0]

    def _nnz(self):
        return self._idx._shape[1]

    @property
    def _dtype(self):
        return self._vals._dtype

    @property
    def _device(self):
        return self._vals._device

    layout = L.sparse_coo
    is_sparse = True
    is_nested = False
    grad = None
    grad_fn = None
    _rg = False      # no history: the autograd engine moves a sparse gradient as it is
    _names = None    # unnamed (names are refused), as the engine reads a gradient's names

    @property
    def requires_grad(self):
        return False

    @requires_grad.setter
    def requires_grad(self, value):
        self.requires_grad_(value)

    def requires_grad_(self, requires_grad=True):
        if requires_grad:
            raise RuntimeError("requires_grad_: autograd is not supported for the sparse_coo layout in tensorgen "
                               "(the sparse operators record no history)")
        return self

    def detach(self):
        """The same indices and values, as a new tensor (a sparse tensor has no history to cut)."""
        return SparseTensor._make(self._idx, self._vals, self._shape, self._coalesced)

    def zero_(self):
        """No entries left (nnz 0), as torch's zero_ on a sparse tensor."""
        self._idx = self._idx.narrow(1, 0, 0)
        self._vals = self._vals.narrow(0, 0, 0)
        self._coalesced = True
        return self

    def is_contiguous(self, memory_format=None):
        raise RuntimeError("is_contiguous: tensors with the sparse_coo layout do not have is_contiguous")

    def stride(self, dim=None):
        raise RuntimeError("stride: tensors with the sparse_coo layout do not have strides")

    def is_coalesced(self):
        return self._coalesced

    def _dim(self, dim, op):
        n = len(self._shape)
        if not isinstance(dim, int) or isinstance(dim, bool):
            if isinstance(dim, str):
                raise RuntimeError(f"{op}: {NAMES_ERROR}")
            raise TypeError(f"{op}(): argument 'dim' must be int, not {type(dim).__name__}")
        lo, hi = (-n, n - 1) if n else (-1, 0)
        if not lo <= dim <= hi:
            raise IndexError(f"Dimension out of range (expected to be in range of [{lo}, {hi}], but got {dim})")
        return dim + n if dim < 0 else dim

    @property
    def mT(self):
        """The last two dims swapped (the generated ``transpose``; sparse dims only, as PyTorch)."""
        return self.transpose(-2, -1)

    @property
    def T(self):
        return self.permute(*range(self.dim() - 1, -1, -1)) if self.dim() > 2 else self.t()

    # ----------------------------------------------------------- names: refused as PyTorch
    @property
    def names(self):
        return (None,) * len(self._shape)

    def _refuse_names(self, *args, **kwargs):
        raise RuntimeError(NAMES_ERROR)

    rename = rename_ = refine_names = align_to = align_as = _refuse_names

    def has_names(self):
        return False

    # ----------------------------------------------------------- refused dense access
    def __len__(self):
        if not self._shape:
            raise TypeError("len() of a 0-d tensor")
        return self._shape[0]

    def __bool__(self):
        raise RuntimeError("bool(): the truth value of a sparse_coo tensor is not supported; use "
                           "tensor.to_dense() first")

    def __getitem__(self, key):
        raise RuntimeError("indexing a tensor with the sparse_coo layout is not supported; use "
                           "tensor.to_dense()[...] or the indices()/values() of the coalesced tensor")

    def __setitem__(self, key, value):
        raise RuntimeError("index assignment into a tensor with the sparse_coo layout is not supported")

    def numpy(self, *, force=False):
        raise RuntimeError("numpy(): a sparse_coo tensor has no dense storage; call to_dense() first")

    def data_ptr(self):
        raise RuntimeError("data_ptr: a sparse_coo tensor has no single storage; use values().data_ptr()")
