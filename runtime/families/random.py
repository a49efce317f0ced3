"""Dispatch of the random kind (ops.yaml `kind: random`): validation, the target
tensor, then the generated fill kernel for the target's device.

CPU kernels draw from a counter-based generator keyed by ``manual_seed``'s seed
(runtime/random.py hands each call a block of counters); CUDA kernels draw
from numba.cuda.random xoroshiro128p states, one per thread, created from the
seed and kept until the next ``manual_seed``.
"""
import math
import warnings

import numpy as np

from ..core import dtypes as D
from ..core import sizes
from ..core import promote as P
from ..core import generator as R
from ..core.layouts import strided as _strided
from ..core import devices as _dev
from ..core import tensor as _tensor
from ..core import layout_hooks
from ..core.op import Divert, Family, Plan
from ..core.args import size_arg as _size, dtype_arg as _dtype_arg
from ..backends import cuda as CB
from .pointwise import broadcast_shapes
from . import convert

_NUMBER = (bool, int, float)
PARALLEL_MIN = 1 << 18  # elements from which a CPU fill runs on all cores (same numbers either way)
# mantissa bits (with the implicit one): a uniform draw of this many bits is exact in the dtype
_UBITS = {D.float16: 11, D.bfloat16: 8, D.float32: 24, D.float64: 53}
UNIFORM_BITS = _UBITS  # the rand factories draw at this precision too (runtime/families/factories.py)
# C++ type names, as PyTorch's range errors print them
_C_NAMES = {D.bool_: "bool", D.uint8: "unsigned char", D.int8: "signed char", D.int16: "short", D.int32: "int",
            D.int64: "long", D.float16: "c10::Half", D.bfloat16: "c10::BFloat16", D.float32: "float",
            D.float64: "double"}


class Check:
    __slots__ = ("require", "args", "error", "tensor_error", "exception")

    def __init__(self, require, args, error, tensor_error, exception):
        self.require, self.args, self.error = require, args, error
        self.tensor_error, self.exception = tensor_error, exception


class Random:
    """One random op, as generated from its ops.yaml entry."""

    def __init__(self, name, args, tensor_args, *, params, scalar_types, target, dtypes, absent, prepare,
                 size, result, dtype_error, floating_args, checks, cpu, cuda, cpu_par=None):
        self.name, self.args, self.tensor_args = name, args, tensor_args
        self.params, self.scalar_types, self.target = params, scalar_types, target
        self.dtypes, self.absent = frozenset(dtypes), absent
        self.prepare = _PREPARE[prepare] if prepare else None
        self.size, self.result, self.dtype_error = size, result, dtype_error
        self.floating_args, self.checks = floating_args, checks
        self.cpu, self.cpu_par, self.cuda = cpu, cpu_par, cuda


def fmt_number(v):
    """A number as PyTorch's C++ messages print it (``-1``, ``1.5``, ``0.1``)."""
    if isinstance(v, bool):
        return str(int(v))
    if isinstance(v, float):
        return f"{v:g}" if math.isfinite(v) else ("nan" if v != v else ("inf" if v > 0 else "-inf"))
    return str(v)


class RandomPlan(Plan):
    __slots__ = ("args", "scalars")


def plan(op, values, inplace):
    """Arguments → the written tensor's shape, dtype and device (self's, or a
    new one broadcast from the Tensor arguments) → the entry's `checks:`."""
    spec = op.spec
    handler = layout_hooks.handler_for(values[0]) if values else None
    if handler is not None:  # a nested tensor: over the packed values
        return Divert(handler.run, (op, values, inplace))
    args = dict(zip(spec.args, values))
    for k, v in spec.absent:
        if args[k] is None:
            args[k] = args[v]
    Tensor = _tensor.Tensor
    for name in spec.tensor_args:
        x = args[name]
        if isinstance(x, np.generic):
            args[name] = x = x.item()
        if not isinstance(x, (Tensor,) + _NUMBER) and not (name == spec.size and x is None):
            raise TypeError(f"{op.name}(): argument '{name}' must be Tensor or Number, not {type(x).__name__}")
        if isinstance(x, Tensor) and name in spec.floating_args and not x._dtype.is_floating_point:
            raise NotImplementedError(f'"{op.name}" not implemented for \'{x._dtype.pt_name}\'')
    tensors = [args[a] for a in spec.tensor_args if isinstance(args[a], Tensor)]
    target = None
    if spec.target == "self":
        target = args["self"]
        if not isinstance(target, Tensor):
            raise TypeError(f"{op.name}(): argument 'self' must be Tensor, not {type(target).__name__}")
        shape, dtype, device = target._shape, target._dtype, target._device
        others = [t for t in tensors if t is not target]
        if others:
            full = broadcast_shapes(op.name, [shape] + [t._shape for t in others])
            if full != shape:
                raise RuntimeError(f"{op.name}: output with shape {list(shape)} doesn't match the broadcast shape "
                                   f"{list(full)}")
    else:
        shape, dtype, device = _new_layout(spec, args, tensors)
    if dtype not in spec.dtypes:
        msg = spec.dtype_error or '"{op}" not implemented for \'{dtype}\''
        raise RuntimeError(msg.format(op=op.name, dtype=dtype.pt_name))
    for t in tensors:
        if t._device != device and t._shape:
            raise RuntimeError(f"{op.name}: Expected all tensors to be on the same device, but found at least two "
                               f"devices, {device} and {t._device}!")
    gen = args.get("generator")
    if gen is not None and not isinstance(gen, R.Generator):
        raise TypeError(f"{op.name}(): argument 'generator' must be torch.Generator, not {type(gen).__name__}")
    for c in spec.checks:
        _check(spec, c, args)
    scalars = spec.prepare(spec, dtype, args) if spec.prepare is not None else {}
    for p in spec.params:
        if p in spec.scalar_types and p not in scalars:
            scalars[p] = _scalar(spec, p, args[p])
    p = RandomPlan(tuple(tensors), shape, dtype, device, target=target)
    p.args, p.scalars = args, scalars
    return p


def run(op, plan, args, target):
    spec = op.spec
    if target is None or target._dtype is not plan.dtype:
        target = CB.empty(plan.shape, plan.dtype, plan.device) if plan.device.type != "cpu" else \
            _tensor.Tensor._from_array(sizes.empty(plan.shape, plan.dtype.np), plan.dtype)
    n = target.numel()
    if n:
        operands = [plan.args[p] for p in spec.params if p not in spec.scalar_types]
        svals = [plan.scalars[p] for p in spec.params if p in spec.scalar_types]
        # the draws' stream: the call's generator= or the default one
        gen = plan.args.get("generator") or R.default_generator
        if plan.device.type == "cpu":
            _run_cpu(spec, target, spec.params, operands, svals, n, gen)
        else:
            _run_cuda(spec, target, spec.params, operands, svals, n, plan.device, gen)
    if plan.args.get("requires_grad"):  # the all-numbers form's factory keyword: a leaf that requires grad
        target.requires_grad = True
    return target


def bind(op, args):
    return dict(zip(op.spec.args, args))


FAMILY = Family("random", plan, run, bind)


def _new_layout(op, args, tensors):
    size = args.get(op.size) if op.size else None
    if not tensors:
        if size is None:
            got = ", ".join(type(args[a]).__name__ for a in op.tensor_args)
            raise TypeError(f"{op.name}() received an invalid combination of arguments - got ({got}): "
                            f"with no Tensor argument, a size is required")
        # the all-numbers form (normal(0., 1., size, dtype=, device=)) makes a fresh tensor
        layout = args.get("layout")
        if layout is not None and layout is not _strided:
            raise RuntimeError(f"{op.name}(): tensorgen builds strided tensors here, not layout={layout}")
        dtype = _dtype_arg(op.name, args.get("dtype")) or D.get_default_dtype()
        device = CB.canonical(args["device"]) if args.get("device") is not None else _dev.CPU
        return _size(op.name, (tuple(size),)), dtype, device
    if size is not None or args.get("dtype") is not None or args.get("device") is not None or \
            args.get("layout") is not None or args.get("requires_grad"):
        raise TypeError(f"{op.name}(): 'size', 'dtype' and 'device' may be given only when every other argument is "
                        "a number (as 'layout' and 'requires_grad')")
    shape = broadcast_shapes(op.name, [t._shape for t in tensors])
    if op.result == "self":
        dtype = args["self"]._dtype
    else:
        dtype = P.result_type_of([t._dtype for t in tensors if t._shape], [t._dtype for t in tensors if not t._shape],
                                 [])
    device = next((t._device for t in tensors if t._shape), tensors[0]._device)
    return shape, dtype, device


def _check(op, c, args):
    vals = [args[a] for a in c.args]
    is_tensor = any(isinstance(v, _tensor.Tensor) for v in vals)
    host = [np.asarray(v._host(), np.float64) if isinstance(v, _tensor.Tensor) else v for v in vals]
    with np.errstate(invalid="ignore"):
        ok = c.require(*host)
    if bool(np.all(ok)):
        return
    if is_tensor and c.tensor_error:
        raise c.exception(c.tensor_error)
    raise c.exception(c.error.format(**{a: fmt_number(v) if isinstance(v, _NUMBER) else v
                                        for a, v in zip(c.args, vals)}))


_KERNEL_SCALAR = {"float": np.float64, "int": np.int64, "bool": np.bool_, "Scalar": np.float64}


def _scalar(op, name, v):
    if isinstance(v, _tensor.Tensor):
        v = v.item()
    if isinstance(v, np.generic):
        v = v.item()
    typ = op.scalar_types[name]
    if v is None:
        return None
    if not isinstance(v, _NUMBER) or (typ == "int" and isinstance(v, float)):
        raise TypeError(f"{op.name}(): argument '{name}' must be {typ}, not {type(v).__name__}")
    return _KERNEL_SCALAR[typ](v)


# ------------------------------------------------------------------ prepare hooks
def random_bounds(op, dtype, args):
    """random_'s range: ``()`` → the dtype's whole range (floats: [0, 2**mantissa]),
    ``(to)`` → [0, to), ``(from, to)`` → [from, to), ``(from, None)`` → from up to
    the dtype's largest value; the kernel gets (from, span) in 64 bits."""
    lo, hi = args["from_"], args["to"]
    for name, v in (("from", lo), ("to", hi)):
        if v is not None and (not isinstance(v, int) or isinstance(v, bool)):
            raise TypeError(f"random_(): argument '{name}' must be int, not {type(v).__name__}")
    if dtype.is_floating_point:
        mant = _UBITS[dtype]
        dmin, dmax = -(1 << mant), 1 << mant
    elif dtype is D.bool_:
        dmin, dmax = 0, 1
    else:
        info = np.iinfo(dtype.np)
        dmin, dmax = int(info.min), int(info.max)
    if hi is None:
        lo, hi = (0 if lo is None else lo), dmax + 1
    elif lo is None:
        lo = 0
    if lo >= hi:
        raise RuntimeError(f"random_ expects 'from' to be less than 'to', but got from={lo} >= to={hi}")
    cname = _C_NAMES[dtype]
    if dtype.is_floating_point:
        for what, v in (("from", lo), ("to - 1", hi - 1)):
            if not dmin <= v <= dmax:
                warnings.warn(f"{what} is out of bounds [-(2^{mant}), 2^{mant}]. Due to precision limitations "
                              f"{cname} can support discrete uniform distribution only within this range.", stacklevel=2)
    else:
        if not dmin <= lo <= dmax:
            raise RuntimeError(f"from is out of bounds for {cname}")
        if not dmin <= hi - 1 <= dmax:
            raise RuntimeError(f"to - 1 is out of bounds for {cname}")
    mask = (1 << 64) - 1
    return {"from_": np.uint64(lo & mask), "to": np.uint64((hi - lo) & mask)}


_PREPARE = {"random_bounds": random_bounds}


# ------------------------------------------------------------------ CPU
def _host_operand(x, n, shape):
    """A 1-d array of x broadcast to ``shape`` in logical order (stride 0 for a single value)."""
    if not isinstance(x, _tensor.Tensor):
        return np.broadcast_to(np.array(x, np.float64 if isinstance(x, float) else np.int64), (n,))
    arr = x._np
    if x._dtype in D.NARROW:
        arr = arr.astype(np.float32)
    if arr.size == 1:
        return np.broadcast_to(arr.reshape(1), (n,))
    return np.ascontiguousarray(np.broadcast_to(arr, shape)).reshape(-1)


def _run_cpu(op, target, order, operands, svals, n, gen):
    shape = target._shape
    kdtype = D.float32 if target._dtype in D.NARROW else target._dtype
    direct = kdtype is target._dtype and target.is_contiguous()
    buf = target._np.reshape(-1) if direct else np.empty(n, kdtype.np)
    ops = iter([_host_operand(x, n, shape) for x in operands])
    sc = iter(svals)
    kargs = [next(sc) if p in op.scalar_types else next(ops) for p in order]
    key, ctr = gen.counter_block(n)
    fill = op.cpu_par if n >= PARALLEL_MIN and op.cpu_par is not None else op.cpu
    fill(buf, key, ctr, np.int64(_UBITS.get(target._dtype, 53)), *kargs)
    if not direct:
        src = _tensor.Tensor._from_array(buf.reshape(shape), kdtype)
        with np.errstate(over="ignore"):  # beyond the narrow dtype's range is inf, as in PyTorch
            convert.copy_into(target, src)


# ------------------------------------------------------------------ CUDA
def _run_cuda(op, target, order, operands, svals, n, device, gen):
    shape = tuple(target._shape) or (1,)
    kdtype = D.float32 if target._dtype in D.NARROW else target._dtype
    direct = kdtype is target._dtype and all(s != 0 or k <= 1 for s, k in zip(target._stride, target._shape))
    dst = target if direct else CB.empty(target._shape, kdtype, device)
    ops = []
    for x in operands:
        compute = D.opmath(x._dtype) if isinstance(x, _tensor.Tensor) else \
            (D.float64 if isinstance(x, float) else D.int64)
        t = CB._as_compute(x, compute, device)
        ops.append((t._storage, t._offset, CB._bcast_strides(t, shape) if t._shape else (0,) * len(shape)))
    ops, sc = iter(ops), iter(svals)
    kargs = []
    for p in order:
        kargs += [next(sc)] if p in op.scalar_types else list(next(ops))
    # the CPU's counter-based stream (templates/random.j2): element i draws from
    # counter ctr + i, whatever the launch configuration
    key, ctr = gen.counter_block(n)
    dst_st = CB._bcast_strides(dst, shape) if dst._shape else (0,)
    kernel = getattr(CB._kernels(), op.cuda)
    with warnings.catch_warnings():
        # the simulator runs splitmix's wrapping uint64 steps as NumPy scalars, in
        # threads of its own (np.errstate is per thread, the warning filter is not)
        warnings.filterwarnings("ignore", "overflow encountered", RuntimeWarning)
        kernel[CB._launch_config(n)](dst._storage, dst._offset, dst_st, shape, n, key, ctr,
                                    np.int64(_UBITS.get(target._dtype, 53)), *kargs)
    if not direct:
        CB.copy_into(target, dst)
