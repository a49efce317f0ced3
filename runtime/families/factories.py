"""Factory functions: tensor, empty, zeros, ones, full, arange, rand, randn and the *_like forms."""
import math

import numpy as np

from ..core import dtypes as D
from ..core import devices as _dev
from ..core import names as N
from ..core import generator as R
from ..core.tensor import Size, Tensor
from ..core.args import MAX_DIMS, size_arg as _size, dtype_arg as _dtype_arg
from ..core import sizes
from ..core import layout_hooks
from ..core import overloads as _ov
from ..core.layouts import strided as _strided_layout
from ..backends import cuda as cuda_backend
from ..core.promote import scalar_dtype, promote_types
from .random import UNIFORM_BITS
from ..core.casting import check_scalar, wrap_int
from ..backends.conversion import cast_array




def _finish(arr, dtype, device, requires_grad, names, op):
    """Own a host array as a new tensor on `device` (arr is C-contiguous, of dtype.np)."""
    device = cuda_backend.canonical(device)
    names = N.validate(names, arr.ndim, op)
    if device.type == "cpu":
        t = Tensor._from_array(np.asarray(arr, order="C"), dtype)
    else:
        t = cuda_backend.from_host(np.asarray(arr, order="C"), dtype, device)
    t._names = names
    if requires_grad:
        if dtype.category != D.FLOATING:
            raise RuntimeError(f"{op}(): Only Tensors of floating point dtype can require gradients")
        t.requires_grad = True
    return t


_PY_SCALARS = {bool: D.bool_, int: D.int64}


def _leaf_dtype(x):
    if isinstance(x, Tensor):
        return x.dtype
    if isinstance(x, (np.generic, np.ndarray)):
        try:
            return D.from_numpy(x.dtype)
        except TypeError:  # a NumPy type tensorgen lacks (uint32, ...): its kind decides
            return _KIND_DTYPE.get(x.dtype.kind, D.int64) or D.get_default_dtype()
    return _PY_SCALARS.get(type(x)) or D.get_default_dtype()


_KIND_DTYPE = {"b": D.bool_, "i": D.int64, "u": D.int64, "f": None}


def _infer_dtype(data):
    """PyTorch's infer_scalar_type: Python bool/int/float stand for bool, int64
    and the default float; a NumPy scalar or array and a tensor keep their own
    dtype; a sequence promotes its items' dtypes."""
    if not isinstance(data, (list, tuple)):
        return _leaf_dtype(data)
    kinds = set(map(type, data))
    if not kinds:
        return D.get_default_dtype()
    if kinds <= {bool, int, float}:  # the common flat case, without a Python loop
        return D.get_default_dtype() if float in kinds else D.int64 if int in kinds else D.bool_
    result = None
    for x in data:
        d = _infer_dtype(x)
        result = d if result is None else promote_types(result, d)
    return result or D.get_default_dtype()


# interop/dlpack.py registers its importer here (it sits above this module): a
# foreign tensor (torch, JAX) comes in through DLPack, so dtypes NumPy lacks
# (bfloat16) keep their bits.
DLPACK_IMPORTER = []


def tensor(data, *, dtype=None, device=None, requires_grad=False, pin_memory=False, names=None):
    dtype = _dtype_arg("tensor", dtype)
    if DLPACK_IMPORTER and not isinstance(data, (Tensor, np.ndarray, np.generic)) and \
            hasattr(data, "__dlpack__") and hasattr(data, "__dlpack_device__"):
        data = DLPACK_IMPORTER[0](data)
    if isinstance(data, Tensor):
        arr = data._host()
        dtype = dtype or data.dtype
        device = data._device if device is None else device
        names = data._names if names is None else N.check_tensor_names(data._names, names)
    elif isinstance(data, np.ndarray):
        arr = data
        dtype = dtype or D.from_numpy(data.dtype)
    else:
        try:
            arr = np.array(_unwrap(data))
        except (ValueError, TypeError, RecursionError) as e:
            _check_nesting(data, dtype)  # ragged or too deep: PyTorch's error
            raise ValueError(f"tensor(): could not build a tensor from {type(data).__name__}: {e}") from None
        if arr.dtype == object or arr.dtype.kind not in "biuf":
            raise TypeError(f"tensor(): data must be numbers or nested sequences of numbers, got {arr.dtype}")
        dtype = dtype or _infer_dtype(data)
        _check_values(arr, dtype)
    return _finish(cast_array(arr, dtype.np), dtype, device, requires_grad, names, "tensor")


# the deepest nesting torch.tensor reads (torch/csrc/utils/tensor_new.cpp MAX_DIMS)
_TORCH_MAX_DIMS = 128


def _is_sequence(x):
    return isinstance(x, (list, tuple, np.ndarray, Tensor)) and not (isinstance(x, (np.ndarray, Tensor))
                                                                     and x.ndim == 0)


def _check_nesting(data, dtype):
    """PyTorch's errors for nested sequences NumPy could not stack: the shape is
    read from the first items (as torch's compute_sizes does), then every item
    must have it."""
    shape, seq = [], data
    while _is_sequence(seq):
        if len(shape) == _TORCH_MAX_DIMS:
            raise ValueError(f"too many dimensions '{type(seq).__name__}'")
        shape.append(len(seq))
        if not len(seq):
            break
        seq = seq[0]
    if len(shape) > MAX_DIMS:
        raise RuntimeError(f"tensor(): tensorgen tensors have at most {MAX_DIMS} dims, got {len(shape)} (a NumPy "
                           "array's limit)")
    floating = (dtype or _infer_dtype(data)).is_floating_point
    stack = [(data, 0)]
    while stack:
        seq, dim = stack.pop()
        if dim == len(shape):
            if _is_sequence(seq):
                kind = type(seq).__name__
                raise TypeError(f"must be real number, not {kind}" if floating else
                                f"'{kind}' object cannot be interpreted as an integer")
            continue
        if not _is_sequence(seq):
            raise TypeError("not a sequence")
        if len(seq) != shape[dim]:
            raise ValueError(f"expected sequence of length {shape[dim]} at dim {dim} (got {len(seq)})")
        stack.extend((x, dim + 1) for x in reversed(list(seq)))


def _check_values(arr, dtype):
    """Python numbers must fit ``dtype`` (core/casting.py's rule, with the dtype's
    name as tensor() prints it); only the extremes need the check."""
    if dtype.category != D.INTEGRAL or arr.size == 0 or arr.dtype.kind == "b":
        return
    if arr.dtype.kind == "f" and not np.isfinite(arr).all():
        check_scalar(float("nan"), dtype, dtype.name)
    for v in (arr.min(), arr.max()):
        check_scalar(v.item(), dtype, dtype.name)


def _unwrap(data):
    if isinstance(data, Tensor):
        return data._host()
    if isinstance(data, (list, tuple)):
        return [_unwrap(x) for x in data]
    return data


def as_tensor(data, *, dtype=None, device=None):
    if isinstance(data, Tensor) and (dtype is None or dtype is data.dtype) and \
            (device is None or cuda_backend.canonical(device) == data.device):
        return data
    if isinstance(data, np.ndarray) and (dtype is None or D.from_numpy(data.dtype) is dtype) and \
            (device is None or cuda_backend.canonical(device).type == "cpu"):
        return from_numpy(data)
    return tensor(data, dtype=dtype, device=device)


def from_numpy(ndarray):
    """A tensor sharing memory with a NumPy array."""
    arr = ndarray
    if not isinstance(arr, np.ndarray):
        raise TypeError(f"expected np.ndarray (got {type(arr).__name__})")
    dtype = D.from_numpy(arr.dtype)
    isz = arr.itemsize
    if any(s < 0 for s in arr.strides):
        raise ValueError("At least one stride in the given numpy array is negative, and tensors with negative "
                         "strides are not currently supported. (You can probably work around this by making a "
                         "copy of your array  with array.copy().) ")
    if any(s % isz for s in arr.strides):
        raise ValueError("given numpy array strides not a multiple of the element byte size. "
                         "Copy the numpy array to reallocate the memory.")
    strides = tuple(s // isz for s in arr.strides)
    if arr.size == 0:
        storage = np.empty(0, arr.dtype)
    else:
        span = 1 + sum((n - 1) * s for n, s in zip(arr.shape, strides))
        storage = np.lib.stride_tricks.as_strided(arr, shape=(span,), strides=(isz,))
    return Tensor._make(storage, arr.shape, strides, 0, dtype, _dev.CPU, None, None, arr)


def _fill(op, size, value, dtype, device, requires_grad, names):
    size = _size(op, size)
    if dtype.category == D.INTEGRAL and not isinstance(value, bool):
        check_scalar(value, dtype)
        value = wrap_int(int(value), dtype)
    elif dtype.category == D.FLOATING:
        check_scalar(value, dtype)
    with np.errstate(over="ignore"):  # a float beyond bfloat16's range becomes inf, as in c10
        arr = sizes.host(op, size, dtype.np, fill=value)
    return _finish(arr, dtype, device, requires_grad, names, op)


def size_varargs(op, args, size):
    """A factory's size: ``zeros(2, 3)``, ``zeros((2, 3))`` or ``zeros(size=(2, 3))``."""
    if size is not None:
        if args:
            raise TypeError(f"{op}() got multiple values for argument 'size'")
        return _size(op, (size,))
    if not args:
        raise TypeError(f'{op}() missing 1 required positional arguments: "size"')
    return _size(op, args)


def layout_arg(op, layout):
    """A factory's layout=: None or strided (the tensors these factories build)."""
    if layout is not None and layout is not _strided_layout:
        raise RuntimeError(f"{op}(): tensorgen builds strided tensors here, not layout={layout}")


def empty(*args, size=None, memory_format=None, dtype=None, layout=None, device=None, pin_memory=False,
          requires_grad=False, names=None):
    layout_arg("empty", layout)
    dtype = _dtype_arg("empty", dtype) or D.get_default_dtype()
    size = size_varargs("empty", args, size)
    arr = sizes.host("empty", size, dtype.np)
    return _finish(arr, dtype, device, requires_grad, names, "empty")


def empty_strided(size, stride, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False):
    """An uninitialised tensor of this size laid out with these strides."""
    layout_arg("empty_strided", layout)
    return _strided("empty_strided", size, stride, _dtype_arg("empty_strided", dtype) or D.get_default_dtype(),
                    device, requires_grad)


def _strided(op, size, stride, dtype, device, requires_grad):
    size = _size(op, (tuple(size) if isinstance(size, (list, tuple)) else size,))
    if not isinstance(stride, (list, tuple)):
        raise TypeError(f"{op}(): argument 'stride' (position 2) must be tuple of ints, not {type(stride).__name__}")
    stride = tuple(int(s) for s in stride)
    if len(stride) != len(size):
        raise RuntimeError(f"dimensionality of sizes ({len(size)}) must match dimensionality of strides ({len(stride)})")
    if any(s < 0 for s in stride):
        raise RuntimeError(f"{op}(): negative strides are not supported, got strides: {list(stride)}")
    flat = _finish(sizes.host(op, size, dtype.np, stride=stride), dtype, device, requires_grad, None, op)
    t = Tensor._make(flat._storage, size, stride, 0, dtype, flat._device)
    t.requires_grad = requires_grad
    return t


def zeros(*args, size=None, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False,
          names=None):
    layout_arg("zeros", layout)
    return _fill("zeros", (size_varargs("zeros", args, size),), 0,
                 _dtype_arg("zeros", dtype) or D.get_default_dtype(), device, requires_grad, names)


def ones(*args, size=None, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False,
         names=None):
    layout_arg("ones", layout)
    return _fill("ones", (size_varargs("ones", args, size),), 1,
                 _dtype_arg("ones", dtype) or D.get_default_dtype(), device, requires_grad, names)


def full(size, fill_value, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False,
         names=None):
    layout_arg("full", layout)
    if isinstance(fill_value, Tensor):
        fill_value = fill_value.item()
    if dtype is None:
        dtype = scalar_dtype(fill_value)
    dtype = _dtype_arg("full", dtype)
    return _fill("full", (size,) if isinstance(size, int) else tuple(size), fill_value, dtype, device,
                 requires_grad, names)


def _arange_end(end, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, names=None):
    if _ov.is_scalar(end) and not _ov.is_bool(end):
        return 0, end, 1, dtype, layout, device, requires_grad, names
    return None


def _arange_start_end_step(start, end, step=1, *, dtype=None, layout=None, device=None, pin_memory=False,
                           requires_grad=False, names=None):
    if all(_ov.is_scalar(v) and not _ov.is_bool(v) for v in (start, end, step)):
        return start, end, step, dtype, layout, device, requires_grad, names
    return None


_ARANGE = _ov.Overloads("arange", (_arange_end, _arange_start_end_step))


@_ov.overloaded(_ARANGE)
def arange(*args, **kwargs):
    """arange(end) or arange(start, end, step=1): the values start, start + step, ... below end."""
    start, end, step, dtype, layout, device, requires_grad, names = _ARANGE(args, kwargs)
    layout_arg("arange", layout)
    vals = [v.item() if isinstance(v, Tensor) else v for v in (start, end, step)]
    start, end, step = vals
    if any(isinstance(v, float) and not math.isfinite(v) for v in (start, end)):
        raise RuntimeError(f"arange(): unsupported range: {start} -> {end}")
    if step == 0 or step != step:
        raise RuntimeError("arange(): step must be nonzero")
    if (end - start) * step < 0 and end != start:
        raise RuntimeError("arange(): upper bound and larger bound inconsistent with step sign")
    if dtype is None:
        dtype = D.get_default_dtype() if any(isinstance(v, float) for v in vals) else D.int64
    dtype = _dtype_arg("arange", dtype)
    if dtype.category == D.FLOATING:
        n = max(0, math.ceil((end - start) / step))
        sizes.check_alloc("arange", (n,), 8)  # the float64 sequence it is computed in
        arr = start + np.arange(n, dtype=np.float64) * step
    else:
        arr = _integer_range(start, end, step, dtype)
    return _finish(arr.astype(dtype.np), dtype, device, requires_grad, names, "arange")


def _integer_range(start, end, step, dtype):
    """arange into an integer dtype as PyTorch's kernel: the values step from the
    bounds truncated to integers (int64 arithmetic, wrapping into narrower
    dtypes); the length comes from the truncated bounds for int64 and from the
    float bounds for the other integer dtypes, so float bounds can give int64
    one element fewer (arange(1.0, 5.000001, 2.0) is [1, 3] in int64, [1, 3, 5] in int32)."""
    s, e, st = (int(v) for v in (start, end, step))  # int() truncates toward zero, as C's conversion
    if dtype is D.int64:
        if st == 0:  # a nonzero float step truncated to 0 (PyTorch raises a ValueError here)
            raise ValueError("arange(): step must be nonzero")
        q = e - s + st - (1 if st > 0 else -1)
        n = abs(q) // abs(st) * (1 if (q >= 0) == (st > 0) else -1)  # C's division truncates toward zero
    else:
        n = math.ceil((end - start) / step)
    sizes.check_alloc("arange", (max(n, 0),), 8)  # the int64 sequence it is computed in
    return s + np.arange(max(n, 0), dtype=np.int64) * st


def _random(op, size, dtype, device, requires_grad, names, draw, generator=None):
    dtype = _dtype_arg(op, dtype) or D.get_default_dtype()
    if dtype.category != D.FLOATING:
        raise NotImplementedError(f'"{op}" not implemented for \'{dtype.pt_name}\'')
    size = _size(op, size)
    sizes.check_alloc(op, size, 8)  # the float64 draws
    vals = draw(R.generator(generator), size, dtype)
    return _finish(vals.astype(dtype.np), dtype, device, requires_grad, names, op)


def _uniform(g, size, dtype):
    """[0, 1) on the dtype's grid: rounding a float64 draw to half or bfloat16
    would give exactly 1.0 (2,000 per million in bfloat16)."""
    scale = float(1 << UNIFORM_BITS[dtype])
    return np.floor(g.random(size) * scale) / scale


def rand(*args, size=None, generator=None, dtype=None, layout=None, device=None, pin_memory=False,
         requires_grad=False, names=None):
    layout_arg("rand", layout)
    return _random("rand", (size_varargs("rand", args, size),), dtype, device, requires_grad, names, _uniform,
                   generator)


def randn(*args, size=None, generator=None, dtype=None, layout=None, device=None, pin_memory=False,
          requires_grad=False, names=None):
    layout_arg("randn", layout)
    return _random("randn", (size_varargs("randn", args, size),), dtype, device, requires_grad, names,
                   lambda g, s, d: g.standard_normal(s), generator)


def _like(kind, input, dtype, layout, device, requires_grad, names, **fill):
    """A new tensor of `kind` (the factory's name) with input's shape and, unless
    given, its dtype, device and names. Nested inputs keep their own structure."""
    handler = layout_hooks.handler_for(input)
    if handler is not None:
        return handler.like(input, kind, dtype=dtype, **fill)
    if not isinstance(input, Tensor):
        raise TypeError(f"{kind}_like(): argument 'input' (position 1) must be Tensor, not {type(input).__name__}")
    layout_arg(kind + "_like", layout)
    make = _FACTORIES[kind]
    return make(input._shape, **fill, dtype=dtype or input._dtype,
                device=device if device is not None else input._device, requires_grad=requires_grad,
                names=input._names if names is None else names)


def empty_like(input, *, memory_format=None, dtype=None, layout=None, device=None, pin_memory=False,
               requires_grad=False, names=None):
    return _like("empty", input, dtype, layout, device, requires_grad, names)


def zeros_like(input, *, memory_format=None, dtype=None, layout=None, device=None, pin_memory=False,
               requires_grad=False, names=None):
    return _like("zeros", input, dtype, layout, device, requires_grad, names)


def ones_like(input, *, memory_format=None, dtype=None, layout=None, device=None, pin_memory=False,
              requires_grad=False, names=None):
    return _like("ones", input, dtype, layout, device, requires_grad, names)


def full_like(input, fill_value, *, memory_format=None, dtype=None, layout=None, device=None, pin_memory=False,
              requires_grad=False, names=None):
    return _like("full", input, dtype, layout, device, requires_grad, names, fill_value=fill_value)


def rand_like(input, *, generator=None, memory_format=None, dtype=None, layout=None, device=None,
              pin_memory=False, requires_grad=False, names=None):
    return _like("rand", input, dtype, layout, device, requires_grad, names,
                 **({"generator": generator} if generator is not None else {}))


def randn_like(input, *, generator=None, memory_format=None, dtype=None, layout=None, device=None,
               pin_memory=False, requires_grad=False, names=None):
    return _like("randn", input, dtype, layout, device, requires_grad, names,
                 **({"generator": generator} if generator is not None else {}))


_FACTORIES = {"empty": empty, "zeros": zeros, "ones": ones, "full": full, "rand": rand, "randn": randn}


# ------------------------------------------------------------------ Tensor.new_* (self's dtype and device)
def _new_size(op, size):
    if not size:
        raise TypeError(f'{op}() missing 1 required positional arguments: "size"')
    if len(size) == 1 and not isinstance(size[0], (int, Tensor)) or len(size) == 1 and isinstance(size[0], bool):
        s = size[0]
        if not isinstance(s, (tuple, list)):
            raise TypeError(f"{op}(): argument 'size' (position 1) must be tuple of ints, not {type(s).__name__}")
    flat = tuple(size[0]) if len(size) == 1 and isinstance(size[0], (tuple, list)) else size
    if any(isinstance(s, int) and s < 0 for s in flat):
        raise RuntimeError(f"Trying to create tensor with negative dimension {min(flat)}: {list(flat)}")
    return _size(op, size)


def _new(op, self, size, dtype, device, requires_grad, fill):
    dtype = _dtype_arg(op, dtype) or self._dtype
    size = _new_size(op, size)
    if requires_grad and dtype.category != D.FLOATING:
        raise RuntimeError("Only Tensors of floating point and complex dtype can require gradients")
    arr = sizes.host(op, size, dtype.np, fill=fill)
    return _finish(arr, dtype, self._device if device is None else device, requires_grad, None, op)


def new_empty(self, *args, size=None, dtype=None, layout=None, device=None, pin_memory=False,
              requires_grad=False):
    layout_arg("new_empty", layout)
    return _new("new_empty", self, _new_size_args("new_empty", args, size), dtype, device, requires_grad, None)


def _new_size_args(op, args, size):
    if size is not None:
        if args:
            raise TypeError(f"{op}() got multiple values for argument 'size'")
        return (size,)
    return args


def new_empty_strided(self, size, stride, *, dtype=None, layout=None, device=None, pin_memory=False,
                      requires_grad=False):
    layout_arg("new_empty_strided", layout)
    return _strided("new_empty_strided", size, stride, _dtype_arg("new_empty_strided", dtype) or self._dtype,
                    self._device if device is None else device, requires_grad)


def new_zeros(self, *args, size=None, dtype=None, layout=None, device=None, pin_memory=False,
              requires_grad=False):
    layout_arg("new_zeros", layout)
    return _new("new_zeros", self, _new_size_args("new_zeros", args, size), dtype, device, requires_grad, 0)


def new_ones(self, *args, size=None, dtype=None, layout=None, device=None, pin_memory=False,
             requires_grad=False):
    layout_arg("new_ones", layout)
    return _new("new_ones", self, _new_size_args("new_ones", args, size), dtype, device, requires_grad, 1)


def new_full(self, size, fill_value, *, dtype=None, layout=None, device=None, pin_memory=False,
             requires_grad=False):
    layout_arg("new_full", layout)
    if not isinstance(size, (tuple, list)):
        raise TypeError(f"new_full(): argument 'size' (position 1) must be tuple of ints, not {type(size).__name__}")
    if isinstance(fill_value, Tensor):
        fill_value = fill_value.item()
    return _new("new_full", self, (tuple(size),), dtype, device, requires_grad, fill_value)


def new_tensor(self, data, *, dtype=None, device=None, requires_grad=False):
    """A copy of data with self's dtype and device unless given (torch's new_tensor)."""
    return tensor(data, dtype=_dtype_arg("new_tensor", dtype) or self._dtype,
                  device=self._device if device is None else device, requires_grad=requires_grad)


def _new_nothing(self, *, device=None):
    return "nothing", None, device


def _new_other(self, other):
    return ("other", other, None) if isinstance(other, Tensor) else None


def _new_sizes(self, *args, size=None, device=None):
    if size is None and args and all(_ov.is_int(a) for a in args):
        return "size", args, device
    if size is None and len(args) == 1 and isinstance(args[0], Size):  # a torch.Size is a size, not data
        return "size", tuple(args[0]), device
    if size is not None and not args and _ov.is_int_list(size):
        return "size", tuple(size), device
    return None


def _new_data(self, data, *, device=None):
    return "data", data, device


# the legacy constructor's forms (torch's Tensor.new; its Storage and sparse
# forms need objects tensorgen has not)
_NEW = _ov.Overloads("new", (_new_nothing, _new_other, _new_sizes, _new_data))


@_ov.overloaded(_NEW)
def new(self, *args, **kwargs):
    """``x.new()``, ``x.new(other)``, ``x.new(*size)``, ``x.new(data)``: the legacy
    constructor with x's dtype and device (sizes give uninitialised memory, data a copy)."""
    form, value, device = _NEW((self,) + args, kwargs)
    device = self._device if device is None else device
    if form == "nothing":
        return _finish(np.empty((0,), self._dtype.np), self._dtype, device, False, None, "new")
    if form == "other":
        return value
    if form == "size":
        return new_empty(self, *value, device=device)
    return new_tensor(self, value, device=device)


# ------------------------------------------------------------------ the legacy constructor tg.Tensor(...)
def legacy_new(cls, *args, device=None, **kwargs):
    """``tg.Tensor(data)``, ``tg.Tensor(*size)``, ``tg.Tensor(tensor)``, ``tg.Tensor()``:
    PyTorch's legacy constructor (the default float dtype; a tensor argument is aliased)."""
    if kwargs:
        got = ", ".join([type(a).__name__ for a in args] + [f"{k}={type(v).__name__}" for k, v in kwargs.items()])
        raise TypeError(f"new() received an invalid combination of arguments - got ({got}), but expected one of:\n"
                        " * (*, tensorgen.device device = None)\n * (Tensor other)\n"
                        " * (tuple of ints size, *, tensorgen.device device = None)\n"
                        " * (object data, *, tensorgen.device device = None)")
    dtype = D.get_default_dtype()
    if cls is not Tensor:  # a subclass (Parameter) builds its instances itself
        return object.__new__(cls)
    if not args:
        return _finish(np.empty((0,), dtype.np), dtype, device or _dev.CPU, False, None, "new")
    if len(args) == 1 and isinstance(args[0], Tensor):
        t = args[0]
        return Tensor._make(t._storage, t._shape, t._stride, t._offset, t._dtype, t._device, t._names)
    if all(isinstance(a, int) and not isinstance(a, bool) for a in args) or \
            (len(args) == 1 and type(args[0]).__name__ == "Size"):
        size = tuple(args[0]) if len(args) == 1 and not isinstance(args[0], int) else args
        for s in size:
            if s < 0:
                raise RuntimeError(f"Trying to create tensor with negative dimension {s}: {list(size)}")
        return _finish(sizes.host("new", size, dtype.np), dtype, device or _dev.CPU, False, None, "new")
    if len(args) > 1:
        for i, a in enumerate(args):
            if not isinstance(a, int) or isinstance(a, bool):
                raise TypeError(f"new(): argument 'size' failed to unpack the object at pos {i + 1} with error "
                                f"\"type must be tuple of ints,but got {type(a).__name__}\"")
    data = args[0]
    if not isinstance(data, (list, tuple, np.ndarray)):
        if isinstance(data, (float, bool, complex)) or (np.isscalar(data) and not isinstance(data, str)):
            raise TypeError(f"new(): data must be a sequence (got {type(data).__name__})")
        raise TypeError(f"new(): invalid data type '{type(data).__name__}'")
    return tensor(data, dtype=dtype, device=device)
