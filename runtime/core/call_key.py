"""The key of a call in the plan cache (dispatch/plan_cache.py): everything
a family's ``plan`` reads, read from the call's arguments without looking at
element values.

- each dense operand: its kind (Tensor or a subclass), dtype, shape, strides,
  device, names and requires_grad (not its storage offset: run reads that);
- a Python number the kernel takes as data (a pointwise operand, a float
  kernel scalar such as Adam's step size): its type only, so a new value is
  no new plan (run converts it per call);
- every other argument (dims, sizes, flags, dtype=, an integer alpha): its
  value and type (1, 1.0 and True differ as arguments; so do -0.0 and 0.0);
- where the result goes: a fresh tensor, in place, or out='s metadata.

A family names its argument form's key function in its ``Family`` record
(``key=``). A call no key can describe (a nested or sparse argument: None; a
NumPy array, a list of outs: ``Unkeyable``) is planned every time, never cached.
"""
import math

from . import devices as _dev
from . import layout_hooks as _layout_hooks
from . import dtypes as _D
from . import layouts as _layouts
from .tensor import Size, Tensor

_CPU = _dev.CPU


class Unkeyable(Exception):
    """An argument the key cannot describe (an array, a nested tensor, a
    NumPy scalar): the call is planned every time, never cached."""


def _device_key(d):
    return 0 if d is _CPU else (d.type, d.index)


def _tensor_key(x):
    d = x._device
    if type(x) is Tensor:
        return (x._dtype, x._shape, x._stride, 0 if d is _CPU else (d.type, d.index), x._names, x._rg)
    return (type(x), x._dtype, x._shape, x._stride, _device_key(d), x._names, x._rg)  # a Parameter


def _number_key(v):
    """A Python number whose value the plan reads: its type and value (1, 1.0
    and True are equal as keys but not as arguments; -0.0 and 0.0 likewise)."""
    t = type(v)
    if t is float and (v == 0.0 or v != v):
        return (t, math.copysign(1.0, v), v != v)
    return (t, v)


# Arguments keyed by their own value (hashable, immutable, equal only to themselves).
_STATIC = (type(None), str, _D.dtype, _layouts.layout, _layouts.memory_format, _dev.device)


def _static_key(v):
    t = type(v)
    if t is Tensor or isinstance(v, Tensor):
        if not v._shape:  # a zero-dim tensor where a plan may read it as a number (narrow's start)
            raise Unkeyable(t)
        return _tensor_key(v)
    if t is int or t is bool or t is float:
        return _number_key(v)
    if t is tuple or t is list or t is Size:
        return (t,) + tuple(_static_key(x) for x in v)
    if t is dict:
        return (t,) + tuple((k, _static_key(x)) for k, x in v.items())
    if t in _STATIC or getattr(t, "plan_key", False):
        return v
    raise Unkeyable(t)


def _data_key(v):
    """An operand or kernel scalar: a dense tensor, or a Python number by type
    (an int or bool kernel scalar by value: the plan converts it once)."""
    t = type(v)
    if t is Tensor or isinstance(v, Tensor):
        return _tensor_key(v)
    if t is float:
        return float
    if t is int or t is bool:
        return t
    raise Unkeyable(t)


def _mode_key(out, inplace):
    if inplace:
        return True
    if out is None:
        return None
    if type(out) is Tensor:
        d = out._device
        return (out._dtype, out._shape, out._stride, 0 if d is _CPU else _device_key(d), out._names)
    if isinstance(out, Tensor):
        return ("out",) + _tensor_key(out)
    raise Unkeyable(type(out))  # several results (a tuple of outs): planned every time


def pointwise_key(op, args, out, inplace):
    """(operands, kernel scalars, case): operands by metadata or number type."""
    operands, scalars, case = args
    if out is None or inplace:
        mode = True if inplace else None
    elif type(out) is Tensor and out._device is _CPU:  # out= on the CPU (mul(a, b, out=c)): _mode_key's, inline
        mode = (out._dtype, out._shape, out._stride, 0, out._names)
    else:
        mode = _mode_key(out, inplace)
    if len(operands) == 2 and (not scalars or len(scalars) == 1 and type(scalars[0]) is int):
        x, y = operands
        if type(x) is Tensor and type(y) is Tensor:  # the commonest call, flat
            dx, dy = x._device, y._device
            return (op, case, mode, x._dtype, x._shape, x._stride, 0 if dx is _CPU else _device_key(dx), x._names,
                    x._rg, y._dtype, y._shape, y._stride, 0 if dy is _CPU else _device_key(dy), y._names, y._rg,
                    scalars[0] if scalars else None)
    k = [op, case, mode]
    for x in operands:
        if type(x) in _layout_hooks._handlers:
            return None  # a nested or sparse operand: its layout runs the call, planned every time
        k.append(_data_key(x))
    for v in scalars:
        t = type(v)
        k.append(float if t is float else _number_key(v) if t is int or t is bool else _data_key(v))
    return tuple(k)


# Types a first-tensor form's other arguments may have to be keyed as they are.
_SIMPLE = frozenset((int, bool, float, type(None), str, _D.dtype, tuple, Size))
_SCALARS = frozenset((int, bool, float, type(None), str))
_PLAIN = frozenset((int, bool, type(None), str, _D.dtype))


def first_tensor_key(op, args, out, inplace):
    """A dense tensor first, then static arguments (a reduction's keyword dict,
    a view's sizes and dims, a normalization's dim and dtype): the tensor by
    metadata, the rest by value and type."""
    x = args[0]
    if type(x) is Tensor:
        d = x._device
        mode = _mode_key(out, inplace) if out is not None or inplace else None
        if len(args) == 1:
            return (op, mode, x._dtype, x._shape, x._stride, 0 if d is _CPU else _device_key(d), x._names, x._rg)
        rest = args[1]
        rest = tuple(rest.values()) if len(args) == 2 and type(rest) is dict else args[1:]
        types = tuple(map(type, rest))
        if _PLAIN.issuperset(types):  # ints, bools, None, str, dtypes: as they are
            return (op, mode, x._dtype, x._shape, x._stride, 0 if d is _CPU else _device_key(d), x._names, x._rg,
                    rest, types)
        if _SIMPLE.issuperset(types) and (tuple not in types and Size not in types or all(
                _SCALARS.issuperset(map(type, v)) for v in rest if type(v) is tuple or type(v) is Size)):
            return (op, mode, x._dtype, x._shape, x._stride, 0 if d is _CPU else _device_key(d), x._names, x._rg,
                    rest, types, _float_zeros(rest) if float in types else None)
    return static_key(op, args, out, inplace)


def keywords_key(op, args, out, inplace):
    """(tensor, {keyword: value}) (the reductions): a fresh result whose
    keywords are None and bools only, or None and ints only, keyed by the
    values and that class (so 1 and True, equal as values, never share a key);
    any other call by ``first_tensor_key``. (A tuple of the values' types, as
    ``first_tensor_key`` makes, was half of ``x.sum()``'s key.)"""
    x, kw = args
    if type(x) is Tensor and out is None and not inplace and type(kw) is dict:
        values = tuple(kw.values())
        kind = 0  # bit 1: a bool among the values, bit 2: an int
        for v in values:
            if v is None:
                continue
            if v is True or v is False:
                kind |= 1
            elif type(v) is int:
                kind |= 2
            else:
                kind = 3
                break
        if kind != 3:
            d = x._device
            return (op, kind, x._dtype, x._shape, x._stride, 0 if d is _CPU else _device_key(d), x._names, x._rg,
                    values)
    return first_tensor_key(op, args, out, inplace)


def dim_key(op, args, out, inplace):
    """(tensor, dim, dtype) (softmax and its kin): an int dim, no dtype= and a
    fresh result keyed flat, with no tuple of the arguments' types to build
    (two thirds of ``first_tensor_key``'s cost); any other call by
    ``first_tensor_key``, whose keys of these ops have other lengths."""
    x, dim, dtype = args
    if type(x) is Tensor and type(dim) is int and dtype is None and out is None and not inplace:
        d = x._device
        return (op, x._dtype, x._shape, x._stride, 0 if d is _CPU else _device_key(d), x._names, x._rg, dim)
    return first_tensor_key(op, args, out, inplace)


def copy_key(op, args, out, inplace):
    """The copy family: cat's (tensors, dim) flat; any other rule by ``first_tensor_key``."""
    tensors = args[0]
    if type(tensors) is list or type(tensors) is tuple:
        if len(tensors) == 2 and len(args) == 2:  # cat of two, flat
            x, y = tensors
            dim = args[1]
            if type(x) is Tensor and type(y) is Tensor and (type(dim) is int or type(dim) is str):
                dx, dy = x._device, y._device
                return (op, _mode_key(out, inplace) if out is not None or inplace else None, type(tensors),
                        x._dtype, x._shape, x._stride, 0 if dx is _CPU else _device_key(dx), x._names, x._rg,
                        y._dtype, y._shape, y._stride, 0 if dy is _CPU else _device_key(dy), y._names, y._rg,
                        dim, type(dim))
        k = [op, _mode_key(out, inplace) if out is not None or inplace else None, type(tensors)]
        for x in tensors:
            if type(x) is not Tensor:
                return static_key(op, args, out, inplace)
            d = x._device
            k += (x._dtype, x._shape, x._stride, 0 if d is _CPU else _device_key(d), x._names, x._rg)
        k.append(_static_key(args[1:]))
        return tuple(k)
    return first_tensor_key(op, args, out, inplace)


def _float_zeros(values):
    """The signs of zero floats (-0.0 == 0.0 as keys)."""
    return tuple(math.copysign(1.0, v) for v in values if type(v) is float and v == 0.0)


def contraction_key(op, args, out, inplace):
    """(a, b, added or None, scalars): beta and alpha by value, so a Tensor given
    for one (read for its value) makes the call unkeyable."""
    a, b, c, scalars = args
    for v in scalars:
        t = type(v)
        if t is not int and t is not float and t is not bool:
            raise Unkeyable(t)
    if type(a) is Tensor and type(b) is Tensor:
        mode = _mode_key(out, inplace) if out is not None or inplace else None
        da, db = a._device, b._device
        return (op, mode, a._dtype, a._shape, a._stride, 0 if da is _CPU else _device_key(da), a._names, a._rg,
                b._dtype, b._shape, b._stride, 0 if db is _CPU else _device_key(db), b._names, b._rg,
                None if c is None else _tensor_key(c) if isinstance(c, Tensor) else _static_key(c),
                tuple(_number_key(v) for v in scalars))
    return static_key(op, args, out, inplace)


def static_key(op, args, out, inplace):
    """Any other argument form: tensors by metadata, everything else by value
    (None when an argument has a layout of its own: its handler runs the call)."""
    if type(args[0]) in _layout_hooks._handlers:
        return None
    return (op, _mode_key(out, inplace)) + tuple(_static_key(a) for a in args)


def key_of(op, args, out, inplace):
    """The call's key, or None when the call cannot be cached."""
    key = op.family.key
    if key is None:
        return None
    try:
        return key(op, args, out, inplace)
    except Unkeyable:
        return None
