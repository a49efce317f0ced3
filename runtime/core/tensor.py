"""The dense (strided) Tensor: a flat storage plus shape, strides and offset.

Views are new Tensors over the same storage; nothing here computes values.
This module is a leaf of the package: the operator methods (generated from
ops.yaml) and the hand-written ones that need the operator families (``to``,
indexing, printing, the named-tensor API) come from the declared method table
(runtime/method_table.py), which ``bind_methods`` gives the class once.
"""
import math

import numpy as np

from . import dtypes as D
from . import devices as _device
from . import layouts as _layout
from . import names as _names

# The compiler's tracer while tg.compile traces, else None (core/trace_hook.py
# names it; this leaf module holds it so that reads of values can report)
TRACE_HOOK = [None]


def contiguous_strides(shape):
    strides, acc = [], 1
    for s in reversed(shape):
        strides.append(acc)
        acc *= max(s, 1)
    return tuple(reversed(strides))


class TensorMeta:
    """The metadata the three tensor classes share (the dense ``Tensor``,
    ``NestedTensor`` and ``SparseTensor``), written once: each keeps ``_dtype``,
    ``_device`` (attributes or properties), ``grad_fn`` and a ``requires_grad_``
    of its own rules."""
    __slots__ = ()

    @property
    def dtype(self):
        return self._dtype

    @property
    def device(self):
        return self._device

    @property
    def is_cuda(self):
        return self._device.type == "cuda"

    @property
    def is_cpu(self):
        return self._device.type == "cpu"

    def get_device(self):
        return self._device.index if self._device.type == "cuda" else -1

    def element_size(self):
        return self._dtype.itemsize

    @property
    def itemsize(self):
        return self._dtype.itemsize

    def is_floating_point(self):
        return self._dtype.is_floating_point

    def is_signed(self):
        return self._dtype.is_signed

    def is_complex(self):
        return False

    @property
    def requires_grad(self):
        return self._rg

    @requires_grad.setter
    def requires_grad(self, value):
        self.requires_grad_(value)

    @property
    def is_leaf(self):
        return self.grad_fn is None


class Tensor(TensorMeta):
    __slots__ = ("_storage", "_shape", "_stride", "_offset", "_dtype", "_device", "_names",
                 "_np_cache", "_base", "_vc", "_rg", "grad", "grad_fn", "_out_nr", "_ag", "__weakref__")

    # torch keeps id-based hashing although == is elementwise.
    __hash__ = object.__hash__

    @classmethod
    def _make(cls, storage, shape, stride, offset, dtype, device, names=None, base=None, np_view=None):
        t = object.__new__(cls)
        t._storage = storage
        t._shape = shape
        t._stride = stride
        t._offset = offset
        t._dtype = dtype
        t._device = device
        t._names = names
        t._np_cache = np_view
        t._base = base
        # the version counter, shared by a tensor and its views (autograd's check
        # that a saved tensor was not overwritten)
        t._vc = base._vc if base is not None else [0]
        t._rg = False        # requires_grad
        t.grad = None
        t.grad_fn = None     # the autograd node that made it (None: a leaf)
        t._out_nr = 0        # which result of grad_fn it is
        t._ag = None         # autograd's per-tensor state (hooks, retain_grad), made on demand
        return t

    @classmethod
    def _from_array(cls, arr, dtype, device=_device.CPU, names=None):
        """Wrap a fresh C-contiguous host array (owned by the new tensor)."""
        return cls._make(arr.reshape(-1), arr.shape, contiguous_strides(arr.shape), 0,
                         dtype, device, names, None, arr)

    def __init__(self, *args, **kwargs):
        pass  # ``tg.Tensor(data)`` / ``tg.Tensor(2, 3)``: built by the legacy constructor bound as __new__

    # ----------------------------------------------------------- metadata
    @property
    def shape(self):
        return Size(self._shape)

    def size(self, dim=None):
        if dim is None:
            return Size(self._shape)
        return self._shape[self._dim_index(dim, "size")]

    def stride(self, dim=None):
        if dim is None:
            return self._stride
        return self._stride[self._dim_index(dim, "stride")]

    def storage_offset(self):
        return self._offset

    def dim(self):
        return len(self._shape)

    ndimension = dim

    @property
    def ndim(self):
        return len(self._shape)

    def numel(self):
        return math.prod(self._shape)

    nelement = numel

    @property
    def nbytes(self):
        return math.prod(self._shape) * self._dtype.itemsize

    @property
    def layout(self):
        return _layout.strided

    @property
    def is_nested(self):
        return False

    @property
    def is_sparse(self):
        return False

    def requires_grad_(self, requires_grad=True):
        requires_grad = bool(requires_grad)
        if self.grad_fn is not None and not requires_grad:
            raise RuntimeError("you can only change requires_grad flags of leaf variables. If you want to use a "
                               "computed variable in a subgraph that doesn't require differentiation use "
                               "var_no_grad = var.detach().")
        if requires_grad and not self._dtype.is_floating_point:
            raise RuntimeError("only Tensors of floating point dtype can require gradients")
        self._rg = requires_grad
        return self

    @property
    def _version(self):
        return self._vc[0]

    @property
    def _base_tensor(self):
        return self._base

    def is_contiguous(self, memory_format=_layout.contiguous_format):
        order = _layout.CHANNELS_LAST_ORDER.get(memory_format)
        if order is not None:  # dense in the channels-last order (N, H, W, C for 4-d)
            if len(self._shape) != len(order):
                return False
            expected = 1
            for d in reversed(order):
                if self._shape[d] != 1 and self._stride[d] != expected:
                    return self.numel() == 0
                expected *= self._shape[d]
            return True
        expected = 1
        for size, stride in zip(reversed(self._shape), reversed(self._stride)):
            if size != 1 and stride != expected:
                return self.numel() == 0
            expected *= size
        return True

    def is_pinned(self, device=None):
        return False  # tensorgen's host memory is ordinary (pageable) NumPy memory

    def is_shared(self):
        return False

    def data_ptr(self):
        return _storage_ptr(self._storage) + self._offset * self._dtype.itemsize

    def untyped_storage_ptr(self):
        return _storage_ptr(self._storage)

    def _dim_index(self, dim, op):
        return _names.dim_index(self, dim, op)

    # ----------------------------------------------------------- data access
    @property
    def _np(self):
        """This tensor's elements as a NumPy view (host tensors only)."""
        if TRACE_HOOK[0] is not None:  # tg.compile traces: a read of values is a graph break
            TRACE_HOOK[0].value_read()
        a = self._np_cache
        if a is None:
            if self._device.type != "cpu":
                raise TypeError(
                    f"can't convert {self._device} device type tensor to numpy. "
                    "Use Tensor.cpu() to copy the tensor to host memory first.")
            isz = self._dtype.itemsize
            if 0 in self._shape:  # an empty view may sit past the end of its storage (x[:, 1] of (0, 3))
                a = np.empty(self._shape, self._dtype.np)
            else:
                # a size-1 dim's stride is never stepped: x[::2**62] has one in bytes beyond int64
                a = np.ndarray(self._shape, self._dtype.np, self._storage, self._offset * isz,
                               tuple(0 if n == 1 else s * isz for s, n in zip(self._stride, self._shape)))
            self._np_cache = a
        return a

    def _host(self):
        """A host NumPy array with this tensor's values (a copy for cuda tensors)."""
        if self._device.type == "cpu":
            return self._np
        if TRACE_HOOK[0] is not None:
            TRACE_HOOK[0].value_read()
        if 0 in self._shape:
            return np.empty(self._shape, self._dtype.np)
        host = self._storage.copy_to_host()  # a numba.cuda device array
        if self._dtype is D.bfloat16:  # stored as its uint16 bits on the device
            host = host.view(D.bfloat16.np)
        isz = host.itemsize
        return np.ndarray(self._shape, host.dtype, host, self._offset * isz,
                          tuple(s * isz for s in self._stride)).copy()

    def numpy(self, *, force=False):
        if self._rg and not force:
            raise RuntimeError("Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.")
        if self._device.type != "cpu" and not force:
            return self._np  # raises the torch-worded error
        return self._host()

    def __array__(self, dtype=None, copy=None):
        a = self._host()
        return a if dtype is None else a.astype(dtype)

    def tolist(self):
        return self._host().tolist()

    def apply_(self, callable):  # noqa: A002 - PyTorch's parameter name
        """Each element replaced by ``callable(element)`` (a Python number in, a real
        number out, converted to the dtype), in place; CPU tensors only, one Python
        call per element, as PyTorch's."""
        if self._rg:
            raise RuntimeError("Can't call apply_() on Variable that requires grad. Use var.detach().apply_() "
                               "instead.")
        if self._device.type != "cpu":
            raise RuntimeError("apply_ is only implemented on CPU tensors")
        a = self._np
        convert = bool if self._dtype is D.bool_ else float if self._dtype.category == D.FLOATING else int
        for idx in np.ndindex(*self._shape):
            r = callable(a[idx].item())
            if isinstance(r, (str, bytes)) or not isinstance(r, (bool, int, float, np.generic)):
                raise TypeError(f"must be real number, not {type(r).__name__}")
            a[idx] = convert(r)
        self._vc[0] += 1
        return self

    def item(self):
        if self.numel() != 1:
            raise RuntimeError(f"a Tensor with {self.numel()} elements cannot be converted to Scalar")
        return self._host().reshape(-1)[0].item() if self._dtype not in D.NARROW else \
            float(self._host().reshape(-1)[0])

    def __len__(self):
        if not self._shape:
            raise TypeError("len() of a 0-d tensor")
        return self._shape[0]

    def __bool__(self):
        if self.numel() != 1:
            raise RuntimeError("Boolean value of Tensor with more than one value is ambiguous")
        return bool(self.item())

    def __float__(self):
        return float(self.item())

    def __int__(self):
        return int(self.item())

    def __index__(self):
        if self._dtype.category == D.FLOATING or self.numel() != 1:
            raise TypeError("only integer tensors of a single element can be converted to an index")
        return int(self.item())

    @property
    def T(self):
        return self.permute(*reversed(range(self.ndim)))

    @property
    def mT(self):
        return self.transpose(-2, -1) if self.ndim >= 2 else self._mT_error()

    def _mT_error(self):
        raise RuntimeError(f"tensor.mT is only supported on matrices or batches of matrices. "
                           f"Got {self.ndim}-D tensor.")

    @property
    def H(self):  # no complex dtypes: the conjugate transposes are the transposes
        return self.T

    @property
    def mH(self):
        return self.mT

    def __iter__(self):
        if not self._shape:
            raise TypeError("iteration over a 0-d tensor")
        return iter(self.unbind(0))

    # ----------------------------------------------------------- conversions
    # (``to`` itself, ``__repr__`` and pickling are bound by the package __init__)
    def cpu(self, *, memory_format=_layout.preserve_format):
        return self.to(device="cpu", memory_format=memory_format)

    def cuda(self, device=None, non_blocking=False, *, memory_format=_layout.preserve_format):
        return self.to(device=device if device is not None else "cuda", non_blocking=non_blocking,
                       memory_format=memory_format)

    def type(self, dtype=None, non_blocking=False, *, memory_format=_layout.preserve_format):
        if dtype is None:
            return _TYPE_NAMES[self._dtype]
        if isinstance(dtype, str):
            name = dtype.rsplit(".", 1)[-1]
            rev = {v.rsplit(".", 1)[-1]: k for k, v in _TYPE_NAMES.items()}
            if name not in rev:
                raise ValueError(f"invalid type: '{dtype}'")
            dtype = rev[name]
        return self.to(dtype, non_blocking=non_blocking, memory_format=memory_format)

    def type_as(self, other):
        return self.to(other.dtype)

    # the cast methods: ``x.float()`` is ``x.to(torch.float32)``, memory_format= as to()'s
    def float(self, *, memory_format=_layout.preserve_format):
        return self.to(D.float32, memory_format=memory_format)

    def double(self, *, memory_format=_layout.preserve_format):
        return self.to(D.float64, memory_format=memory_format)

    def half(self, *, memory_format=_layout.preserve_format):
        return self.to(D.float16, memory_format=memory_format)

    def bfloat16(self, *, memory_format=_layout.preserve_format):
        return self.to(D.bfloat16, memory_format=memory_format)

    def int(self, *, memory_format=_layout.preserve_format):
        return self.to(D.int32, memory_format=memory_format)

    def long(self, *, memory_format=_layout.preserve_format):
        return self.to(D.int64, memory_format=memory_format)

    def short(self, *, memory_format=_layout.preserve_format):
        return self.to(D.int16, memory_format=memory_format)

    def char(self, *, memory_format=_layout.preserve_format):
        return self.to(D.int8, memory_format=memory_format)

    def byte(self, *, memory_format=_layout.preserve_format):
        return self.to(D.uint8, memory_format=memory_format)

    def bool(self, *, memory_format=_layout.preserve_format):
        return self.to(D.bool_, memory_format=memory_format)


def fresh(storage, shape, stride, dtype, np_view=None, _new=object.__new__):
    """A new CPU tensor owning ``storage`` (offset 0, no names, no base): what
    ``Tensor._make`` gives for an operator's fresh result, in the fewest steps
    (the small calls' hot path)."""
    t = _new(Tensor)
    t._storage = storage
    t._shape = shape
    t._stride = stride
    t._offset = 0
    t._dtype = dtype
    t._device = _device.CPU
    t._names = None
    t._np_cache = np_view
    t._base = None
    t._vc = [0]
    t._rg = False
    t.grad = None
    t.grad_fn = None
    t._out_nr = 0
    t._ag = None
    return t


class Size(tuple):
    """``tensorgen.Size``: a tuple of dimension sizes with torch's repr."""

    def __repr__(self):
        return f"tensorgen.Size([{', '.join(str(s) for s in self)}])"

    def __getitem__(self, i):
        r = tuple.__getitem__(self, i)
        return Size(r) if isinstance(i, slice) else r  # a slice of a Size is a Size, as torch's

    def numel(self):
        for s in self:
            if not isinstance(s, int):  # a jagged nested tensor's ragged size (j1) has no value
                raise TypeError(f"numel(): the size {s} in {self!r} has no int value")
        return math.prod(self)


_TYPE_NAMES = {D.float32: "tensorgen.FloatTensor", D.float64: "tensorgen.DoubleTensor",
               D.float16: "tensorgen.HalfTensor", D.bfloat16: "tensorgen.BFloat16Tensor",
               D.uint8: "tensorgen.ByteTensor", D.int8: "tensorgen.CharTensor",
               D.int16: "tensorgen.ShortTensor", D.int32: "tensorgen.IntTensor",
               D.int64: "tensorgen.LongTensor", D.bool_: "tensorgen.BoolTensor"}


def _storage_ptr(storage):
    """The address of a storage: a host array, or a numba.cuda device array
    (whose simulator stand-in wraps a host array)."""
    if isinstance(storage, np.ndarray):
        return storage.__array_interface__["data"][0]
    if hasattr(storage, "device_ctypes_pointer"):
        try:
            return storage.device_ctypes_pointer.value or 0
        except Exception:  # noqa: BLE001 - simulator arrays
            pass
    ary = getattr(storage, "_ary", None)
    if ary is not None:
        return ary.__array_interface__["data"][0]
    return id(storage)


def bind_methods(cls, table):
    """Give a tensor class the methods of its declared table (runtime/method_table.py):
    the one place the three tensor classes receive methods. A name the class
    defines itself, or binds already, is refused: every method is defined once."""
    for name, fn in table.items():
        if name in cls.__dict__:
            raise TypeError(f"{cls.__name__}.{name} is defined twice: by the class and by its method table")
        setattr(cls, name, fn)
