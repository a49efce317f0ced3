"""Data-moving ops (ops.yaml ``kind: copy``): clone, cat, stack, copy_, fill_,
masked_fill, index_fill, masked_select, resize_.

Each rule here arranges its operands (shapes, broadcasting, dtype checks,
messages) and runs the generated kernel of the pointwise op that ops.yaml
names in ``kernel_op:`` — its ``case`` record arrives as the first argument —
through the pointwise machinery (CPU loops, CUDA grid-stride kernels).
"""
import math
from typing import NamedTuple

import numpy as np

from ..core import call_key
from ..core import dtypes as D
from ..core import sizes
from ..core import devices as _dev
from ..core import names as N
from . import pointwise as _pw
from ..core import promote as P
from ..core import tensor as _T
from ..core import layout_hooks
from ..core import layouts as _layouts
from ..core import memory
from ..core.casting import check_scalar, wrap_int
from ..core.op import EXACT, STRICT, Divert, Family, Plan
from . import view_geometry as _vw
from ..backends import cuda as cuda_backend
from ..backends import cpu_load as _cpu_load
from ..backends import lazyjit as _lazy


class Gather:
    """The generated gather/scatter loops of a ``kind: gather`` op."""
    __slots__ = ("cpu_gather", "cpu_scatter", "cuda_gather", "cuda_scatter")

    def __init__(self, cpu_gather, cpu_scatter, cuda_gather, cuda_scatter):
        self.cpu_gather, self.cpu_scatter = cpu_gather, cpu_scatter
        self.cuda_gather, self.cuda_scatter = cuda_gather, cuda_scatter


# ------------------------------------------------------------------ allocation
def empty(shape, dtype, device, stride=None):
    shape = tuple(shape)
    if device.type == "cpu":
        if stride is None:
            return _T.Tensor._from_array(sizes.empty(shape, dtype.np), dtype)
        n = math.prod(shape)
        return _T.Tensor._make(sizes.empty((n,), dtype.np), shape, tuple(stride), 0, dtype, device)
    t = cuda_backend.empty(shape, dtype, device)
    if stride is not None:
        t._stride = tuple(stride)
    return t


def _dense_strides(t):
    """Strides of a fresh tensor laid out in t's memory order (torch's
    preserve_format), or None when t overlaps itself or has gaps."""
    order = sorted(range(t.ndim), key=lambda d: (t._stride[d], -d) if t._shape[d] != 1 else (0, -d))
    expected, strides = 1, [0] * t.ndim
    dense = True
    for d in order:
        if t._shape[d] != 1 and t._stride[d] != expected:
            dense = False
        strides[d] = expected
        expected *= max(t._shape[d], 1)
    return tuple(strides) if dense or t.numel() == 0 else None


# ------------------------------------------------------------------ the copy loop
def _bits(t):
    """Half/bfloat16 copied without conversion move as 16-bit integers (the
    CPU kernels cannot type float16 storage)."""
    if t._device.type != "cpu":
        return t
    return _T.Tensor._make(t._storage.view(np.int16), t._shape, t._stride, t._offset, D.int16, t._device)


# The generated copy kernel (ops.yaml `_to_copy`), bound by generated/ops.py:
# the one writer of the call pipeline copies results with it.
COPY_CASE = None


def run_copy(case, dst, src):
    """dst[...] = src with broadcasting and dtype conversion (any devices),
    through the generated kernel of ``case`` (the `_to_copy` op)."""
    shape = _broadcast_to(dst._shape, src._shape)
    if shape != dst._shape:
        raise RuntimeError(f"output with shape {list(dst._shape)} doesn't match the broadcast shape {list(shape)}")
    if dst.numel() == 0:
        return dst
    if not _vw.writes_each_once(dst):  # fill_ of an expanded tensor: the last value lands, as a serial loop
        dst, src = _vw.collapse_expanded(dst, _vw.view_of(src, "copy_", "keep", _vw.expand(src, (dst._shape,))))
    if copy_flat(case, dst, src) is not None:  # contiguous() of a dense tensor, copy_ of one layout
        return dst
    if dst._device.type != "cpu":
        cuda_backend.copy_into(dst, src)
        return dst
    if src._device.type != "cpu":
        src = _T.Tensor._from_array(cuda_backend.to_host(src), src._dtype)
    if memory.overlap(dst, src) == memory.PARTIAL:
        src = contiguous_copy(case, src)
    if dst._dtype in D.NARROW and src._dtype is not dst._dtype:
        # kernels never write half/bfloat16: convert once into a fresh tensor, then move its bits
        src = _pw.run_cpu(case, (src,), (0,), D.opmath(src._dtype), dst._dtype, dst._shape, None, ())
    if src._dtype is dst._dtype and dst._dtype in D.NARROW:
        src, dst_k = _bits(src), _bits(dst)
    else:
        dst_k = dst
    _pw.run_cpu(case, (src,), (0,), D.opmath(src._dtype), dst_k._dtype, dst_k._shape, dst_k, ())
    return dst


def copy_flat(case, dst, src, n=None):
    """dst[...] = src (dst None: a fresh tensor of src's layout, clone's) as one
    flat loop of the copy kernel ``case``, when both are plain CPU tensors of one
    dtype, shape and dense layout (or src is zero-dim: fill_) whose memory lies
    apart (or is the same). ``n``: the element count when the caller knows the
    layout is dense. Returns the written tensor, or None when the general loop must."""
    dtype = src._dtype
    if src._device is not _CPU or dtype in D.NARROW or not isinstance(src, _T.Tensor):
        return None
    one = False  # a zero-dim src (fill_'s value) read through a zero stride
    if dst is not None:
        if not isinstance(dst, _T.Tensor) or dst._dtype is not dtype or dst._device is not _CPU:
            return None
        if src._shape != dst._shape or src._stride != dst._stride:
            if src._shape or not dst._shape:
                return None
            one = True
    if n is None:
        n = _pw.dense_numel(dst._shape, dst._stride) if one else _pw.dense_numel(src._shape, src._stride)
    if n <= 0:
        return None
    if dst is None:
        d = np.empty(n, dtype.np)
    else:
        if not memory.same_or_apart(src, dst):
            return None
        s, off = dst._storage, dst._offset
        d = s if off == 0 and s.shape[0] == n else s[off:off + n]
    s2, off2 = src._storage, src._offset
    if one:
        x = np.ndarray((n,), s2.dtype, s2, off2 * s2.itemsize, (0,))
    else:
        x = s2 if off2 == 0 and s2.shape[0] == n else s2[off2:off2 + n]
    if case.cpu_par is not None and n >= _PAR_MIN and _cpu_load.parallel(n):
        case.cpu_par[0](x, d)
    else:
        case.cpu_1d(x, d)
    if dst is None:
        return _T.fresh(d, src._shape, src._stride, dtype, d if len(src._shape) == 1 else None)
    return dst


def _broadcast_to(a, b):
    """The broadcast shape of a and b, with torch's message (no op prefix)."""
    nd = max(len(a), len(b))
    out = []
    for i in range(nd):
        x = a[i - nd + len(a)] if i - nd + len(a) >= 0 else 1
        y = b[i - nd + len(b)] if i - nd + len(b) >= 0 else 1
        if x != y and x != 1 and y != 1:
            raise RuntimeError(f"The size of tensor a ({x}) must match the size of tensor b ({y}) at non-singleton "
                               f"dimension {i}")
        out.append(y if x == 1 else x)
    return tuple(out)


def contiguous_copy(case, t, dtype=None):
    out = empty(t._shape, dtype or t._dtype, t._device)
    run_copy(case, out, t)
    out._names = t._names
    return out


def _tensor_arg(op, argname, x, pos=0):
    if not isinstance(x, _T.Tensor):
        raise TypeError(f"{op}(): argument '{argname}' (position {pos + 1}) must be Tensor, not {type(x).__name__}")


_MASKED_VALUE = "a 0-dimensional value tensor, but got tensor with {} dimension(s)."


def scalar_value(op, value, what="0-dimension value tensor but got tensor with {} dimensions."):
    if isinstance(value, _T.Tensor):
        if value.ndim:
            raise RuntimeError(f"{op} only supports " + what.format(value.ndim))
        return value
    if isinstance(value, np.generic):
        value = value.item()
    if not isinstance(value, (bool, int, float)):
        raise TypeError(f"{op}(): argument 'value' must be Number, not {type(value).__name__}")
    return value


# The C++ type names torch prints in some messages (typeid names of the element types).
_CPP_NAME = {D.float32: "float", D.float64: "double", D.float16: "c10::Half", D.bfloat16: "c10::BFloat16",
             D.uint8: "unsigned char", D.int8: "signed char", D.int16: "short int", D.int32: "int",
             D.int64: "long int", D.bool_: "bool"}


def scalar_tensor(op, value, dtype, device):
    """A 0-dim tensor holding `value` converted to `dtype` (torch's checked scalar conversion)."""
    if isinstance(value, _T.Tensor):
        return value
    if not isinstance(value, bool):
        check_scalar(value, dtype)
        if dtype.category == D.INTEGRAL:
            value = wrap_int(int(value), dtype)
        elif dtype.category == D.FLOATING:
            value = float(value)
    with np.errstate(over="ignore"):  # a float beyond a narrow float type's range becomes inf, as in c10
        arr = np.array(value, dtype.np)
    if device.type == "cpu":
        return _T.Tensor._from_array(arr, dtype)
    return cuda_backend.from_host(arr, dtype, device)


def _pointwise_into(case, operands, promote, dtype, shape, target):
    """Run a pointwise case of result `dtype` into `target` where the kernel can
    write it, else into a fresh tensor; returns what it wrote."""
    compute = D.opmath(dtype)
    if operands[0]._device.type == "cpu":
        return _pw.run_cpu(case, operands, promote, compute, dtype, shape, target, ())
    return cuda_backend.run_pointwise(case, operands, promote, compute, dtype, shape, target, (),
                                      operands[0]._device)


# ------------------------------------------------------------------ the family
class Copy:
    """The copy part of an op's entry: its rule here, and the case record of
    the kernel it runs (ops.yaml `kernel_op:`)."""
    __slots__ = ("rule", "case", "arg_names", "pair")

    def __init__(self, rule, *, case, arg_names, pair=None):
        self.rule, self.case = rule, case
        self.arg_names = arg_names  # the signature's arguments, in order
        self.pair = pair  # cat: the generated loop copying two flat blocks into one (fast)


class CopyPlan(Plan):
    __slots__ = ("args",)  # what the rule's runner needs beyond the plan


class CloneLaunch(NamedTuple):
    """clone of one layout: a flat copy loop of ``n`` elements (a dense
    layout), else the general loop into a tensor of ``strides``."""
    n: int
    strides: tuple


class CopyLaunch(NamedTuple):
    """copy_(self, src): src broadcast into self (the one copy loop)."""
    shape: tuple


class FillLaunch(NamedTuple):
    """fill_/zero_/masked_fill: the value as a zero-dim tensor of self's dtype
    (None: the call's own zero-dim tensor value), the kernel's operands."""
    value: object
    masked: bool


class CatLaunch(NamedTuple):
    """cat: the dim, and for two C-contiguous CPU tensors of one dtype along dim 0
    the pair loop's sizes (``pair``: (n, m)), else None (a copy per input)."""
    dim: int
    shape: tuple
    dtype: object
    device: object
    pair: object        # (n, m, the pair loop, the result's NumPy dtype) or None
    strides: tuple      # the result's (C-contiguous) strides


def plan(op, args, inplace):
    return _PLANS[op.spec.rule](op, args, inplace)


def run(op, launch, args, target):
    return _RUNS[op.spec.rule](op, launch, args, target)


_np_empty, _fresh = np.empty, _T.fresh  # (the pair's result: its inputs' elements, whose sizes were checked)


def run_for(op):
    """The run of the op's rule (the pipeline keeps it in the op's entries)."""
    return _RUNS[op.spec.rule]


def _divert(op, x, args, inplace):
    """A nested argument: the layout's own version of the op."""
    handler = layout_hooks.handler_for(x)
    return Divert(handler.run, (op, args, inplace)) if handler is not None else None


def _tensor_list(op, tensors):
    if isinstance(tensors, _T.Tensor) or not isinstance(tensors, (list, tuple)):
        raise TypeError(f"{op}(): argument 'tensors' (position 1) must be tuple of Tensors, not "
                        f"{type(tensors).__name__}")
    for i, t in enumerate(tensors):
        if not isinstance(t, _T.Tensor):
            raise TypeError(f"expected Tensor as element {i} in argument 0, but got {type(t).__name__}")
    return list(tensors)


def _fresh_like(plan, strides=None):
    return empty(plan.shape, plan.dtype, plan.device, strides)


# clone(self, memory_format): a copy in self's memory order (preserve_format), or in the one asked for
def _plan_clone(op, args, inplace):
    self, fmt = args[0], (args[1] if len(args) > 1 else None)
    if not isinstance(self, _T.Tensor):  # a Parameter (subclass) is a dense tensor too
        d = _divert(op, self, args, inplace)
        if d is not None:
            return d
    _tensor_arg("clone", "input", self)
    if fmt is not None and not isinstance(fmt, _layouts.memory_format):
        raise TypeError(f"clone(): argument 'memory_format' must be torch.memory_format, not {type(fmt).__name__}")
    order = _layouts.CHANNELS_LAST_ORDER.get(fmt)
    if order is not None and len(self._shape) != len(order):
        raise RuntimeError(f"required rank {len(order)} tensor to use {fmt.name} format")
    p = CopyPlan((self,), self._shape, self._dtype, self._device)
    if fmt is None or fmt is _layouts.preserve_format:  # self's memory order
        dense = self._device is _CPU and self._dtype not in D.NARROW and type(self) is _T.Tensor
        p.launch = CloneLaunch(_pw.dense_numel(self._shape, self._stride) if dense else -1, _dense_strides(self))
    else:  # the order asked for: the general loop into a tensor of its strides
        p.launch = CloneLaunch(-1, _format_strides(self._shape, fmt))
    return p


def _run_clone(op, launch, args, target):
    self = args[0]
    if target is None:
        if launch.n > 0:  # a dense tensor: one flat loop
            out = copy_flat(op.spec.case, None, self, launch.n)
            if out is not None:
                return out
        out = empty(self._shape, self._dtype, self._device, launch.strides)
    else:
        out = target
    return run_copy(op.spec.case, out, self)


def _format_strides(shape, fmt):
    """The strides of a dense tensor of ``shape`` in memory format ``fmt`` (contiguous or channels-last)."""
    order = _layouts.CHANNELS_LAST_ORDER.get(fmt)
    if order is None:
        return _T.contiguous_strides(shape)
    strides, step = [0] * len(order), 1
    for d in reversed(order):
        strides[d] = step
        step *= max(shape[d], 1)
    return tuple(strides)


# copy_(self, src): src broadcast into self, converted to self's dtype
def _plan_copy(op, args, inplace):
    self, src = args[0], args[1]
    _tensor_arg("copy_", "self", self)
    _tensor_arg("copy_", "src", src, 1)
    _broadcast_to(self._shape, src._shape)
    if inplace and src is self:  # nothing to write, as PyTorch (even for an expanded self): not replayable,
        p = CopyPlan((self, src), self._shape, self._dtype, self._device)  # the key cannot see that src is self
        p.args = _NOTHING
        return p
    p = CopyPlan((self, src), self._shape, self._dtype, self._device, target=self if inplace else None)
    p.args = None
    p.launch = CopyLaunch(self._shape)
    return p


_NOTHING = "nothing to write"


def _run_copy(op, launch, args, target):
    self, src = args[0], args[1]
    if type(launch) is CopyPlan:
        return self  # src is self
    out = target if target is not None else empty(self._shape, self._dtype, self._device, _dense_strides(self))
    return run_copy(op.spec.case, out, src)


# fill_(self, value), zero_(self): one value everywhere (an expanded self is fine)
def _plan_fill(op, args, inplace):
    self = args[0]
    name = op.name + "_"
    _tensor_arg(name, "self", self)
    value = scalar_value(name, args[1]) if op.spec.rule == "fill" else 0
    p = CopyPlan((self,), self._shape, self._dtype, self._device, target=self if inplace else None)
    # a number becomes one constant zero-dim tensor (its value is in the key); a tensor is read per call
    p.launch = FillLaunch(None if isinstance(value, _T.Tensor) else scalar_tensor(name, value, self._dtype,
                                                                                   self._device), False)
    return p


def _run_fill(op, launch, args, target):
    self = args[0]
    out = target if target is not None else empty(self._shape, self._dtype, self._device)
    return run_copy(op.spec.case, out, launch.value if launch.value is not None else args[1])


# masked_fill(self, mask, value), index_fill(self, dim, index, value)
def _plan_masked_fill(op, args, inplace):
    self, mask, value = args
    if not isinstance(self, _T.Tensor):  # a Parameter (subclass) is a dense tensor too
        d = _divert(op, self, args, inplace)
        if d is not None:
            return d
    name = "masked_fill_"
    _tensor_arg(name, "self", self)
    _tensor_arg(name, "mask", mask, 1)
    if mask._dtype is not D.bool_:
        raise RuntimeError(f"{name} only supports boolean masks, but got mask with dtype {_CPP_NAME[mask._dtype]}")
    return _masked_plan(op, self, mask, value, inplace, (self, mask))


def _masked_plan(op, self, mask, value, inplace, inputs):
    name = "masked_fill_"
    value = scalar_value(name, value, _MASKED_VALUE)
    if isinstance(value, _T.Tensor) and value._device != self._device and value._device.type != "cpu":
        raise RuntimeError(f"{name}: Expected all tensors to be on the same device, but found at least two "
                           f"devices, {self._device} and {value._device}!")
    shape = _broadcast_to(self._shape, mask._shape)
    p = CopyPlan(inputs, shape, self._dtype, self._device, target=self if inplace else None)
    p.args = (self, mask, scalar_tensor(name, value, self._dtype, self._device))
    if isinstance(value, _T.Tensor) and value._rg:  # read as a number, yet its gradient is recorded
        p.requires_grad = True
    if op.spec.rule == "masked_fill":  # (index_fill's mask comes from the index values: planned per call)
        p.launch = FillLaunch(None if isinstance(value, _T.Tensor) else p.args[2], True)
    return p


def _run_masked_fill(op, launch, args, target):
    if type(launch) is FillLaunch:
        self, mask = args[0], args[1]
        value = launch.value if launch.value is not None else args[2]
        shape = _broadcast_to(self._shape, mask._shape)
        if target is None:  # a contiguous result whatever self's layout, as PyTorch's masked_fill
            target = empty(shape, self._dtype, self._device)
            res = _pointwise_into(op.spec.case, (self, mask, value), (0, 2), self._dtype, shape, target)
            return res if res is target else run_copy(COPY_CASE, target, res)  # (half: computed apart)
        return _pointwise_into(op.spec.case, (self, mask, value), (0, 2), self._dtype, shape, target)
    return _pointwise_into(op.spec.case, launch.args, (0, 2), launch.dtype, launch.shape, target)


def _plan_index_fill(op, args, inplace):
    self, dim, index, value = args
    name = "index_fill_"
    _tensor_arg(name, "self", self)
    _tensor_arg(name, "index", index, 2)
    d = N.dim_index(self, dim, "index_fill")
    if index._dtype is not D.int64:
        raise IndexError(f"{name}(): Expected dtype int64 for index.")
    if index.ndim > 1:
        raise RuntimeError("Index has to be a vector/scalar")
    value = scalar_value(name, value, _MASKED_VALUE)
    if isinstance(value, _T.Tensor) and value.ndim:
        raise RuntimeError(f"{name}(): Expected a 0-dim value tensor")
    n = self._shape[d] if self.ndim else 1
    idx = np.asarray(index._host()).reshape(-1)
    bad = idx[(idx < -n) | (idx >= n)]
    if bad.size:
        raise IndexError(f"index {int(bad[0])} is out of bounds for dimension {d} with size {n}")
    mshape = [1] * self.ndim
    if self.ndim:
        mshape[d] = n
    mask = np.zeros(n, np.bool_)
    mask[idx] = True
    m = _T.Tensor._from_array(mask.reshape(mshape), D.bool_)
    if self._device.type != "cpu":
        m = m.to(device=self._device)
    return _masked_plan(op, self, m, value, inplace, (self,))


# cat(tensors, dim), stack(tensors, dim)
def _plan_cat(op, args, inplace, name=None):
    tensors, dim = args
    name = name or op.name
    if isinstance(tensors, (list, tuple)):
        handler = layout_hooks.first_handler(tensors)
        if handler is not None:
            return Divert(handler.run, (op, (tensors, dim), inplace))
    tensors = _tensor_list(name, tensors)
    if not tensors:
        raise ValueError("torch.cat(): expected a non-empty list of Tensors")
    # torch skips legacy empty 1-d tensors of shape (0,) when others have more dims.
    real = [(i, t) for i, t in enumerate(tensors) if not (t.ndim == 1 and t._shape[0] == 0)] or [(0, tensors[0])]
    ref = real[0][1]
    for i, t in enumerate(tensors):
        if not t.ndim:
            raise RuntimeError(f"zero-dimensional tensor (at position {i}) cannot be concatenated")
    d = N.dim_index(ref, dim, name)
    device = ref._device
    for i, t in real:
        if t._device != device:
            raise RuntimeError(f"torch.cat(): all input tensors must be on the same device. Received {device} and "
                               f"{t._device}")
        if t.ndim != ref.ndim:
            raise RuntimeError(f"Tensors must have same number of dimensions: got {ref.ndim} and {t.ndim}")
        for k in range(ref.ndim):
            if k != d and t._shape[k] != ref._shape[k]:
                raise RuntimeError(f"Sizes of tensors must match except in dimension {d}. Expected size "
                                   f"{ref._shape[k]} but got size {t._shape[k]} for tensor number {i} in the list.")
    real = tuple(t for _, t in real)
    shape = list(ref._shape)
    shape[d] = sum(t._shape[d] for t in real)
    dtype = P.operands_result_type(*tensors)
    p = CopyPlan(real, tuple(shape), dtype, device, overlap=STRICT, names_info="cat")
    p.args = d
    if op.spec.rule == "cat":  # (stack's inputs are views made here: planned per call)
        p.launch = CatLaunch(d, tuple(shape), dtype, device, _pair_sizes(op.spec.pair, tensors, d, dtype),
                             _T.contiguous_strides(tuple(shape)))
    return p


def _pair_sizes(op_pair, tensors, d, dtype):
    """(elements of each, the generated pair loop, the result's NumPy dtype) for cat along dim 0 of two
    C-contiguous CPU tensors of one dtype, else None."""
    if op_pair is None or len(tensors) != 2 or d != 0 or dtype in D.NARROW:
        return None
    a, b = tensors
    if type(a) is not _T.Tensor or type(b) is not _T.Tensor or a._dtype is not dtype or b._dtype is not dtype \
            or a._device is not _CPU or b._device is not _CPU:
        return None
    if a._stride != _T.contiguous_strides(a._shape) or b._stride != _T.contiguous_strides(b._shape):
        return None
    n, m = math.prod(a._shape), math.prod(b._shape)
    sample = np.empty(max(n, m, 1), dtype.np)
    return n, m, _lazy.entry_point(op_pair, (sample[:n], sample[:m], np.empty(n + m, dtype.np))), sample.dtype


def _run_cat(op, launch, args, target):
    if type(launch) is CatLaunch:
        tensors, d = args[0], launch.dim
        if launch.pair is not None and target is None:
            n, m, pair, np_dtype = launch.pair
            res = _np_empty(n + m, np_dtype)
            a, b = tensors
            s, off = a._storage, a._offset
            s2, off2 = b._storage, b._offset
            pair(s if off == 0 and len(s) == n else s[off:off + n],
                 s2 if off2 == 0 and len(s2) == m else s2[off2:off2 + m], res)
            return _fresh(res, launch.shape, launch.strides, launch.dtype)
        inputs = [t for t in tensors if not (t.ndim == 1 and t._shape[0] == 0)] or [tensors[0]]
        out = target if target is not None else empty(launch.shape, launch.dtype, launch.device)
    else:
        d, inputs = launch.args, launch.inputs
        out = target if target is not None else _fresh_like(launch)
    start = 0
    for t in inputs:
        n = t._shape[d]
        if n:
            run_copy(op.spec.case, _vw.view_of(out, "cat", "keep", _vw.slice_dim(out, d, start, start + n, 1)), t)
        start += n
    return out


def _plan_stack(op, args, inplace):
    tensors, dim = args
    tensors = _tensor_list("stack", tensors)
    if not tensors:
        raise RuntimeError("stack expects a non-empty TensorList")
    for i, t in enumerate(tensors[1:], 1):
        if t._shape != tensors[0]._shape:
            raise RuntimeError(f"stack expects each tensor to be equal size, but got {list(tensors[0]._shape)} at "
                               f"entry 0 and {list(t._shape)} at entry {i}")
    d = N.wrap_dim(int(dim), tensors[0].ndim + 1)
    expanded = [_vw.view_of(t, "stack", "permute", _vw.unsqueeze(t, d)) for t in tensors]
    p = _plan_cat(op, (expanded, d), inplace, "stack")
    p.requires_grad = any(t._rg for t in tensors)  # the views above are internal: the inputs are the tensors
    return p


# masked_select(self, mask): the selected elements, through the generated gather loop
def _plan_masked_select(op, args, inplace):
    self, mask = args
    name = "masked_select"
    _tensor_arg(name, "input", self)
    _tensor_arg(name, "mask", mask, 1)
    if mask._dtype is not D.bool_:
        raise RuntimeError("masked_select: expected BoolTensor for mask")
    if mask._device != self._device:
        raise RuntimeError(f"{name}: Expected all tensors to be on the same device, but found at least two "
                           f"devices, {self._device} and {mask._device}!")
    if N.any_named(self, mask):
        N.unify_from_right(N.names_of(self), N.names_of(mask))
    shape = _broadcast_to(self._shape, mask._shape)
    src = _vw.view_of(self, name, "keep", _vw.expand(self, (shape,)))
    m = np.broadcast_to(np.asarray(mask._host()), shape).reshape(-1)
    offsets = element_offsets(src)[m]
    p = CopyPlan((self, mask), (offsets.shape[0],), self._dtype, self._device, overlap=STRICT,
                 out_dtype=(EXACT, "masked_select(): self and result must have the same scalar type"))
    p.args = (src, offsets)
    return p


def _run_masked_select(op, plan, args, target):
    src, offsets = plan.args
    if target is None:
        return take(op.spec.case, src, offsets)
    if offsets.shape[0]:
        _run_indexed(op.spec.case, "gather", src, offsets, target)
    return target


# resize_(self, size), resize_as_(self, template): metadata (and storage growth), no values written
def _plan_resize(op, args, inplace):
    self = args[0]
    _tensor_arg("resize_", "self", self)
    if op.spec.rule == "resize_as":
        _tensor_arg("resize_as_", "the_template", args[1], 1)
        shape = args[1]._shape
    else:
        shape = _vw.sizes(args[1], "resize_")
    if self.requires_grad:
        raise RuntimeError("cannot resize variables that require grad")
    if any(s < 0 for s in shape):
        raise RuntimeError(f"Trying to create tensor with negative dimension {min(shape)}: {list(shape)}")
    fmt = args[2] if len(args) > 2 else None
    if fmt is _layouts.preserve_format:
        raise RuntimeError("preserve memory format is unsupported by resize_")
    if fmt is not None and not isinstance(fmt, _layouts.memory_format):
        raise TypeError(f"resize_(): argument 'memory_format' must be torch.memory_format, not {type(fmt).__name__}")
    order = _layouts.CHANNELS_LAST_ORDER.get(fmt)
    if order is not None and len(shape) != len(order):
        raise RuntimeError(f"required rank {len(order)} tensor to use {fmt.name} format")
    template = args[1] if op.spec.rule == "resize_as" else None
    p = CopyPlan((self,), tuple(shape), self._dtype, self._device, names_info=template)
    p.named = p.named or (template is not None and template._names is not None)
    p.args = fmt
    return p


def _run_resize(op, plan, args, target):
    self, shape = plan.inputs[0], plan.shape
    n = math.prod(shape)
    need = self._offset + n
    if need > len(self._storage):
        # torch grows the storage and keeps its old bytes as the new prefix.
        old = _T.Tensor._make(self._storage, (len(self._storage),), (1,), 0, self._dtype, self._device)
        grown = empty((need,), self._dtype, self._device)
        run_copy(op.spec.case, _vw.view_of(grown, "resize_", "keep", _vw.slice_dim(grown, 0, 0, old._shape[0], 1)),
                 old)
        self._storage = grown._storage
    self._shape, self._stride = shape, _format_strides(shape, plan.args)
    self._np_cache = None
    return self


_PLANS = {"clone": _plan_clone, "copy": _plan_copy, "fill": _plan_fill, "zero": _plan_fill,
          "masked_fill": _plan_masked_fill, "index_fill": _plan_index_fill, "cat": _plan_cat, "stack": _plan_stack,
          "masked_select": _plan_masked_select, "resize": _plan_resize, "resize_as": _plan_resize}
_RUNS = {"clone": _run_clone, "copy": _run_copy, "fill": _run_fill, "zero": _run_fill,
         "masked_fill": _run_masked_fill, "index_fill": _run_masked_fill, "cat": _run_cat, "stack": _run_cat,
         "masked_select": _run_masked_select, "resize": _run_resize, "resize_as": _run_resize}
_CPU = _dev.CPU
_PAR_MIN = _cpu_load._PAR_MIN


def bind(op, args):
    return dict(zip(op.spec.arg_names, args))


FAMILY = Family("copy", plan, run, bind, key=call_key.copy_key, run_for=run_for)


# ------------------------------------------------------------------ gather / scatter
def element_offsets(t):
    """Storage offset of every element of t, in C order (int64, flat)."""
    offs = np.full((), t._offset, np.int64)
    for n, s in zip(t._shape, t._stride):
        offs = offs[..., None] + np.arange(n, dtype=np.int64) * s
    return offs.reshape(-1)


def take(case, src, offsets):
    """A new 1-d tensor of src's storage at `offsets` (the generated gather loop)."""
    res = empty((offsets.shape[0],), src._dtype, src._device)
    if offsets.shape[0]:
        _run_indexed(case, "gather", src, offsets, res)
    return res


def scatter(case, dst, offsets, values):
    """dst's storage at `offsets` = the contiguous 1-d `values` (same dtype/device)."""
    if offsets.shape[0]:
        _run_indexed(case, "scatter", dst, offsets, values)
    return dst


def _run_indexed(case, direction, strided, offsets, dense):
    """The generated `direction` ("gather" or "scatter") loop between `strided`'s
    storage at `offsets` and the contiguous 1-d `dense` (same dtype and device)."""
    n = offsets.shape[0]
    if strided._device.type == "cpu":
        if strided._dtype in D.NARROW:
            strided, dense = _bits(strided), _bits(dense)
        getattr(case, "cpu_" + direction)(strided._storage, offsets, dense._storage[dense._offset:dense._offset + n])
    else:
        kernel = getattr(cuda_backend._kernels(), getattr(case, "cuda_" + direction))
        kernel[cuda_backend._launch_config(n)](strided._storage, cuda_backend._cuda().to_device(offsets),
                                               dense._storage, dense._offset, n)




# ------------------------------------------------------------------ shape ops
# Each arranges a strided view of its input (negative strides for flip, zero
# strides for repeat) and runs the generated copy kernel into a fresh result,
# or, for tril/triu, the masked-fill kernel with a triangle mask.
def _plain_tensor(op, self, argname="input"):
    if type(self) is not _T.Tensor:
        _tensor_arg(op, argname, self)


def _flipped(t, dims):
    shape, stride, offset = t._shape, list(t._stride), t._offset
    for d in dims:
        if shape[d] > 1:
            offset += (shape[d] - 1) * stride[d]
            stride[d] = -stride[d]
    return _T.Tensor._make(t._storage, shape, tuple(stride), offset, t._dtype, t._device)


def _plan_flip(op, args, inplace):
    self, dims = args
    _plain_tensor("flip", self)
    while isinstance(dims, (list, tuple)) and len(dims) == 1 and isinstance(dims[0], (list, tuple)):
        dims = dims[0]  # x.flip(0, 1), x.flip((0, 1)) and the derivative's grad.flip(dims)
    dims = _vw.dims_arg(self, dims if isinstance(dims, (list, tuple)) else (dims,), "flip")
    seen = set()
    for d in dims:
        if d in seen:
            raise RuntimeError(f"dim {d} appears multiple times in the list of dims")
        seen.add(d)
    p = CopyPlan((self,), self._shape, self._dtype, self._device, overlap=STRICT)
    p.args = _flipped(self, dims)
    return p


def _run_into_fresh(op, plan, args, target):
    out = target if target is not None else _fresh_like(plan)
    return run_copy(op.spec.case, out, plan.args)


def _plan_roll(op, args, inplace):
    self, shifts, dims = args
    _plain_tensor("roll", self)
    shifts = list(shifts) if isinstance(shifts, (list, tuple)) else [shifts]
    if dims is None:
        dims = []
    dims = list(dims) if isinstance(dims, (list, tuple)) else [dims]
    if not shifts:
        raise RuntimeError("`shifts` required")
    if not dims and len(shifts) != 1:
        raise RuntimeError(f"shifts and dimensions must align. shifts: {len(shifts)}, dims:{len(dims)}")
    if dims and len(shifts) != len(dims):
        raise RuntimeError(f"shifts and dimensions must align. shifts: {len(shifts)}, dims:{len(dims)}")
    dims = [N.dim_index(self, d, "roll") for d in dims]
    p = CopyPlan((self,), self._shape, self._dtype, self._device, overlap=STRICT)
    p.args = ([int(s) for s in shifts], dims)
    return p


def _run_roll(op, plan, args, target):
    self = plan.inputs[0]
    shifts, dims = plan.args
    out = target if target is not None else _fresh_like(plan)
    if not dims:  # the flattened tensor rolls, then takes self's shape back
        src = self if self.is_contiguous() else contiguous_copy(op.spec.case, self)
        n = src.numel()
        flat_src = _T.Tensor._make(src._storage, (n,), (1,), src._offset, src._dtype, src._device)
        flat_out = _T.Tensor._make(out._storage, (n,), (1,), out._offset, out._dtype, out._device) \
            if out.is_contiguous() else None
        if flat_out is None:
            flat_out = empty((n,), out._dtype, out._device)
        _roll_copy(op.spec.case, flat_out, flat_src, [shifts[0]], [0])
        if flat_out._storage is not out._storage:
            run_copy(op.spec.case, out, _T.Tensor._make(flat_out._storage, out._shape,
                                                       _T.contiguous_strides(out._shape), 0, out._dtype, out._device))
        return out
    _roll_copy(op.spec.case, out, self, shifts, dims)
    return out


def _roll_copy(case, out, src, shifts, dims):
    """out = src rolled: each rolled dim splits into two slices, so 2**len(dims) block copies."""
    blocks = [(out, src)]
    for s, d in zip(shifts, dims):
        n = src._shape[d]
        if n == 0:
            return
        k = s % n
        nxt = []
        for o, i in blocks:
            if k == 0:
                nxt.append((o, i))
                continue
            nxt.append((_vw.view_of(o, "roll", "keep", _vw.slice_dim(o, d, k, n, 1)),
                        _vw.view_of(i, "roll", "keep", _vw.slice_dim(i, d, 0, n - k, 1))))
            nxt.append((_vw.view_of(o, "roll", "keep", _vw.slice_dim(o, d, 0, k, 1)),
                        _vw.view_of(i, "roll", "keep", _vw.slice_dim(i, d, n - k, n, 1))))
        blocks = nxt
    for o, i in blocks:
        run_copy(case, o, i)


def _plan_triangle(op, args, inplace):
    self, diagonal = args
    name = op.name
    _tensor_arg(name, "input", self)
    if self.ndim < 2:
        raise RuntimeError(f"{name}: input tensor must have at least 2 dimensions")
    if isinstance(diagonal, bool) or not isinstance(diagonal, int):
        raise TypeError(f"{name}(): argument 'diagonal' (position 2) must be int, not {type(diagonal).__name__}")
    rows, cols = self._shape[-2:]
    r = np.arange(rows)[:, None]
    c = np.arange(cols)[None, :]
    zero_where = (c - r > diagonal) if op.spec.rule == "tril" else (c - r < diagonal)
    m = _T.Tensor._from_array(np.ascontiguousarray(zero_where), D.bool_)
    if self._device.type != "cpu":
        m = m.to(device=self._device)
    p = CopyPlan((self,), self._shape, self._dtype, self._device, target=self if inplace else None)
    p.args = (self, m, scalar_tensor(name, 0, self._dtype, self._device))
    return p


def _plan_diag_embed(op, args, inplace):
    self, offset, dim1, dim2 = args
    _plain_tensor("diag_embed", self)
    nd = self.ndim + 1
    d1, d2 = N.wrap_dim(int(dim1), nd), N.wrap_dim(int(dim2), nd)
    if d1 == d2:
        raise RuntimeError(f"diagonal dimensions cannot be identical {dim1}, {dim2}")
    n = (self._shape[-1] if self.ndim else 1) + abs(int(offset))
    batch = list(self._shape[:-1])
    shape = []
    for i in range(nd):
        shape.append(n if i in (d1, d2) else batch.pop(0))
    p = CopyPlan((self,), tuple(shape), self._dtype, self._device, overlap=STRICT)
    p.args = (int(offset), d1, d2)
    return p


def _run_diag_embed(op, plan, args, target):
    self = plan.inputs[0]
    offset, d1, d2 = plan.args
    out = target if target is not None else _fresh_like(plan)
    run_copy(op.spec.case, out, scalar_tensor("diag_embed", 0, out._dtype, out._device))
    diag = _vw.view_of(out, "diag_embed", "keep", _vw.diagonal(out, offset, d1, d2))
    run_copy(op.spec.case, diag, self if self.ndim else
             _T.Tensor._make(self._storage, (1,), (1,), self._offset, self._dtype, self._device))
    return out


def _plan_repeat(op, args, inplace):
    self, repeats = args
    _plain_tensor("repeat", self, "self")
    reps = _vw.sizes(repeats, "repeat", "repeats")
    if len(reps) < self.ndim:
        raise RuntimeError("Number of dimensions of repeat dims can not be smaller than number of dimensions of "
                           "tensor")
    lead = len(reps) - self.ndim
    padded = (1,) * lead + self._shape
    shape = tuple(r * s for r, s in zip(reps, padded))
    for s in shape:
        if s < 0:
            raise RuntimeError(f"Trying to create tensor with negative dimension {s}: {list(shape)}")
    # (r0, s0, r1, s1, ...): each repeat a zero-stride dim before its source dim
    strides = (0,) * lead + self._stride
    ex_shape, ex_stride = [], []
    for r, s, st in zip(reps, padded, strides):
        ex_shape += [r, s]
        ex_stride += [0, st]
    p = CopyPlan((self,), shape, self._dtype, self._device, overlap=STRICT)
    p.args = _T.Tensor._make(self._storage, tuple(ex_shape), tuple(ex_stride), self._offset, self._dtype,
                             self._device)
    return p


def _run_repeat(op, plan, args, target):
    src = plan.args
    inter = empty(src._shape, plan.dtype, plan.device)
    run_copy(op.spec.case, inter, src)
    res = _T.Tensor._make(inter._storage, plan.shape, _T.contiguous_strides(plan.shape), 0, plan.dtype, plan.device)
    if target is not None:
        return run_copy(op.spec.case, target, res)
    return res


def _plan_repeat_interleave(op, args, inplace):
    self, repeats, dim, output_size = args
    name = "repeat_interleave"
    _tensor_arg(name, "input", self)
    if repeats is None:  # repeat_interleave(repeats): the indices, each repeated
        reps = self
        if reps._dtype not in (D.int32, D.int64):
            raise NotImplementedError(f'"repeat_interleave_cpu" not implemented for \'{reps._dtype.pt_name}\'')
        counts = _repeat_counts(reps, None)
        idx = np.repeat(np.arange(counts.shape[0], dtype=np.int64), counts)
        p = CopyPlan((), (idx.shape[0],), reps._dtype, reps._device, overlap=STRICT)
        p.args = ("indices", idx)
        return p
    _plain_tensor(name, self)
    d = None if dim is None else N.dim_index(self, dim, name)
    n = self.numel() if d is None else self._shape[d]
    if isinstance(repeats, _T.Tensor):
        if repeats.ndim > 1:
            raise RuntimeError("repeats must be 0-dim or 1-dim tensor")
        if repeats._dtype not in (D.int32, D.int64):
            raise NotImplementedError(f'"repeat_interleave_cpu" not implemented for \'{repeats._dtype.pt_name}\'')
        counts = _repeat_counts(repeats, None)
        if repeats.ndim == 1 and counts.shape[0] != n:
            raise RuntimeError(f"repeats must have the same size as input along dim, but got repeats.size(0) = "
                               f"{counts.shape[0]} and input.size({d}) = {n}")
        if repeats.ndim == 0:
            counts = np.full(n, int(counts[0]), np.int64)
    else:
        if isinstance(repeats, bool) or not isinstance(repeats, int):
            raise TypeError(f"{name}(): argument 'repeats' must be Tensor or int, not {type(repeats).__name__}")
        if repeats < 0:
            raise RuntimeError("Repeats must be non-negative")
        counts = np.full(n, repeats, np.int64)
    idx = np.repeat(np.arange(n, dtype=np.int64), counts)
    if output_size is not None and int(output_size) != idx.shape[0]:
        raise RuntimeError("allocated size does not match required size")
    offs = element_offsets(self)  # in C order: the flattened input when dim is None
    offs = offs[idx] if d is None else np.take(offs.reshape(self._shape), idx, axis=d)
    p = CopyPlan((self,), offs.shape, self._dtype, self._device, overlap=STRICT)
    p.args = ("gather", self, offs.reshape(-1))
    return p


def _repeat_counts(reps, _):
    counts = np.asarray(reps._host(), np.int64).reshape(-1)
    if counts.size and counts.min() < 0:
        raise RuntimeError("repeats can not be negative")
    return counts


def _run_repeat_interleave(op, plan, args, target):
    if plan.args[0] == "indices":
        arr = plan.args[1].astype(plan.dtype.np)
        res = _T.Tensor._from_array(arr, plan.dtype)
        if plan.device.type != "cpu":
            res = res.to(device=plan.device)
    else:
        _, src, offs = plan.args
        flat = take(op.spec.case, src, offs)
        res = _T.Tensor._make(flat._storage, plan.shape, _T.contiguous_strides(plan.shape), 0, plan.dtype,
                              plan.device)
    if target is not None:
        return run_copy(COPY_CASE, target, res)
    return res


_PLANS.update(flip=_plan_flip, roll=_plan_roll, tril=_plan_triangle, triu=_plan_triangle,
              diag_embed=_plan_diag_embed, repeat=_plan_repeat, repeat_interleave=_plan_repeat_interleave)
_RUNS.update(flip=_run_into_fresh, roll=_run_roll, tril=_run_masked_fill, triu=_run_masked_fill,
             diag_embed=_run_diag_embed, repeat=_run_repeat, repeat_interleave=_run_repeat_interleave)
