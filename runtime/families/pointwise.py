"""Dispatch of pointwise operators: operands → promotion → broadcast → names →
output → the generated kernel for the tensors' device.

Generated wrappers describe each operator with a ``Pointwise`` record (built
from its ops.yaml entry) and call the pipeline; no operator is special-cased
here. ``plan`` decides every rule once per call key and gives a frozen
``PointwiseLaunch``; ``run`` replays it per call. When every tensor operand
has the result's dtype and one dense layout (zero-dim operands and Python
numbers beside them read through a zero stride), the launch holds a
``FlatLoop``: the kernel's compiled function for that signature over the
operands' flat storage, one call with no layout work (a 10-element ``a + b``
spent ~20 us in the general loops' promotion, permutation and coalescing).
"""
from typing import NamedTuple

import ml_dtypes
import numpy as np

from ..core import call_key
from ..core import dtypes as D
from ..core import sizes as _sizes
from ..core import promote as P
from ..core import devices as _dev
from ..core import tensor as _tensor
from ..backends import cpu_load as _cpu_load
from ..backends import lazyjit as _lazy

from ..core.casting import SCALAR_TYPES as _SCALAR_TYPES, check_operand_scalars, kernel_scalars, scalar_array  # noqa: F401
from ..core import layout_hooks
from ..core.op import Divert, Family, Plan, SAME_DTYPE
from ..backends import cuda as cuda_backend


class Case:
    """One kernel of an operator: its CPU loops, its CUDA kernel name and its
    promotion category (an operator with a mode switch has several)."""
    __slots__ = ("cpu_1d", "cpu_nd", "cuda", "category", "dtypes", "bool_error", "bool_case", "int_case",
                 "zero_divisor", "negative_int_error", "cpu_par", "key", "dtype_cases", "integer_error", "cpu_1di")

    def __init__(self, cpu_1d, cpu_nd, cuda, category, dtypes, bool_error=None, bool_case=None, int_case=None,
                 zero_divisor=None, negative_int_error=None, cpu_par=None, key=None, dtype_cases=None,
                 integer_error=None, cpu_1di=None):
        self.cpu_1d, self.cpu_nd, self.cuda = cpu_1d, cpu_nd, cuda
        self.cpu_1di = cpu_1di  # the flat loop writing its first operand in place
        self.cpu_par = cpu_par  # (flat, N-d) loops split across threads, for large outputs
        self.category = P.CATEGORIES[category]
        self.dtypes = frozenset(dtypes)
        # A str (raised when every operand is bool) or {"all": msg, "any": msg}.
        self.bool_error = bool_error
        self.bool_case = bool_case  # the case's bool_kernel, used when computing on bool
        self.int_case = int_case    # the case's int_kernel, used when computing on an integer dtype
        self.zero_divisor = zero_divisor  # operand index: integer division by zero raises (as PyTorch's CPU)
        # (operand index, message): an integer computation refuses a negative Python int there
        self.negative_int_error = negative_int_error
        self.key = key  # the switch value that selects this case (None: the op has one case)
        # {dtype name: case} from ops.yaml `dtype_kernels:`, chosen by the promoted dtype
        self.dtype_cases = dtype_cases
        # (operand indexes, message): raised when every one of them is bool or integer (addcdiv)
        self.integer_error = integer_error

    def for_compute(self, compute, promoted=None):
        """The case whose kernel runs in the ``compute`` dtype for operands
        promoted to ``promoted`` (by default the compute dtype itself)."""
        if self.dtype_cases is not None:
            chosen = self.dtype_cases.get((promoted or compute).name)
            if chosen is not None:
                return chosen
        if compute.category == D.BOOL and self.bool_case is not None:
            return self.bool_case
        if compute.category == D.INTEGRAL and self.int_case is not None:
            return self.int_case
        return self


class Pointwise:
    """The pointwise part of an op's entry (the Op record holds the shared rules)."""
    __slots__ = ("name", "args", "promote", "fixed", "scalars", "exact_out", "tensor_only", "switch", "same_dtype",
                 "checked", "numbers_as_tensors")

    def __init__(self, name, *, args, promote, fixed, scalars, exact_out=False, tensor_only=(), switch=None,
                 same_dtype=(), checked=(), numbers_as_tensors=False):
        self.name = name          # operator name for messages
        self.args = args          # names of the tensor-like operands, in order
        self.promote = promote    # indexes of operands that take part in promotion
        self.fixed = fixed        # {index: dtype} operands that must have one dtype
        self.scalars = scalars    # (name, type) of the non-tensor arguments passed to the kernel
        self.exact_out = exact_out  # out= must have the result's very dtype (ops.yaml `out_dtype: exact`)
        self.tensor_only = tensor_only  # operand indexes refusing a Python number (ops.yaml `tensor_only:`)
        self.switch = switch      # the str argument choosing the kernel case (div's rounding_mode)
        # (operand indexes, message, zero-dim-exempt indexes): the Tensors there share the first
        # Tensor's dtype, a zero-dim one in the exempt places excepted (ops.yaml `same_dtype:`)
        self.same_dtype = same_dtype
        self.checked = checked  # ((operand index, rule), ...): ops.yaml `checked_scalars:`
        # ops.yaml `numbers_as_tensors:` (PyTorch's add, sub, mul, div): a call of Python numbers
        # alone runs; any other op needs a Tensor among its operands
        self.numbers_as_tensors = numbers_as_tensors


def _as_operand(op, i, x):
    if isinstance(x, _tensor.Tensor):
        return x
    if isinstance(x, (_SCALAR_TYPES, np.generic)):
        if i in op.tensor_only:  # PyTorch has no Scalar overload there (maximum, atan2, ...)
            raise TypeError(f"{op.name}(): argument '{op.args[i]}' (position {i + 1}) must be Tensor, not "
                            f"{type(x).__name__}")
        if isinstance(x, _SCALAR_TYPES):
            return x
        if x.dtype.kind in "biuf":
            return x.item()
    if layout_hooks.handler_for(x) is not None:  # a nested or sparse operand: its layout runs the call
        return x
    raise TypeError(f"{op.name}(): argument '{op.args[i]}' must be Tensor or Number, not {type(x).__name__}")


def _no_tensor(spec, operands):
    """PyTorch's overloads take a Number in place of some Tensors, never of all of
    them (add, sub, mul and div excepted: ops.yaml `numbers_as_tensors:`)."""
    got = ", ".join(type(x).__name__ for x in operands)
    if len(operands) == 1:
        raise TypeError(f"{spec.name}(): argument '{spec.args[0]}' (position 1) must be Tensor, not {got}")
    raise TypeError(f"{spec.name}() received an invalid combination of arguments - got ({got}), but expected at "
                    f"least one Tensor among {', '.join(repr(a) for a in spec.args)}")


def broadcast_shapes(op, shapes):
    ndim = max((len(s) for s in shapes), default=0)
    out = [1] * ndim
    for s in shapes:
        off = ndim - len(s)
        for j, n in enumerate(s):
            cur = out[off + j]
            if n != cur:
                if cur == 1:
                    out[off + j] = n
                elif n != 1:
                    raise RuntimeError(
                        f"{op}: The size of tensor a ({cur}) must match the size of tensor b ({n}) "
                        f"at non-singleton dimension {off + j}")
    return tuple(out)


def promoted_dtype(op, operands):
    dims, zeros, scalars = [], [], []
    for i in op.promote:
        x = operands[i]
        if isinstance(x, _tensor.Tensor):
            (dims if x._shape else zeros).append(x._dtype)
        else:
            scalars.append(P.scalar_dtype(x))
    return P.result_type_of(dims, zeros, scalars)


class FlatLoop(NamedTuple):
    """The CPU call of one flat loop over operands of one dense layout."""
    kernel: object      # the flat loop: its compiled function for this call's signature
    par: object         # its prange twin (outputs of _PAR_MIN elements or more, free cores), or None
    inplace: object     # the flat loop writing its first operand (in place), or None
    n: int              # elements
    strides: tuple      # the result's strides: the operands' own layout (x.t() + y.t() is transposed too)
    full: tuple         # per operand: read whole (True), through a zero stride (False: zero-dim,
    #                     a Python number), or as the number itself (None: a kernel scalar)
    raw: bool           # kernel scalars go to the compiled function as Python numbers (it converts them)
    kpy: object         # the kernel scalars converted once, as Python numbers for the compiled function (it
    #                     unboxes them faster than NumPy scalars), or None


class PointwiseLaunch(NamedTuple):
    """What a pointwise plan decides from the call's key (frozen; run replays it)."""
    case: object        # the Case whose kernels run (chosen for the compute dtype)
    promoted: object    # the operands' common dtype
    compute: object     # the dtype the kernel computes in (float32 for half/bfloat16: opmath)
    result: object      # the result's dtype
    shape: tuple        # the broadcast shape
    device: object
    narrow: bool        # integer/bool operands are cast to the half/bfloat16 promoted dtype first
    checks: bool        # value checks per call (checked_scalars, a negative int exponent, an integer zero divisor)
    convert: bool       # an operand is a NumPy number, taken as its Python value
    kscalars: object    # the kernel scalars converted once, or None: converted per call (a float among them)
    flat: object        # a FlatLoop, or None: the general loops (run_cpu) or the CUDA kernel
    pair: object        # the commonest flat call, run's first branch: two whole tensors, the serial loop,
    #                     scalars converted once: (loop, in-place loop, n, scalars, result NumPy dtype, shape,
    #                     strides, result dtype, whether 1-d); else None


def plan(op, args, inplace):
    """Operands → promotion (ops.yaml `promotion:`) → the kernel case and its
    dtypes → the broadcast shape; every check that can fail, before anything runs."""
    spec = op.spec
    raw_operands, scalars, case = args
    operands = tuple(_as_operand(spec, i, x) for i, x in enumerate(raw_operands))
    Tensor = _tensor.Tensor
    tensors = [x for x in operands if isinstance(x, Tensor)]
    if len(tensors) < len(operands):
        handler = layout_hooks.first_handler(operands)
        if handler is not None:
            return Divert(handler.run, (op, (operands, scalars, case), inplace))
    if inplace and not isinstance(operands[0], Tensor):
        raise TypeError(f"{op.name}_(): argument '{spec.args[0]}' must be Tensor, not {type(operands[0]).__name__}")
    if not tensors and not spec.numbers_as_tensors:
        _no_tensor(spec, operands)
    device = _common_device(spec, operands)

    for i, want in spec.fixed.items():
        x = operands[i]
        got = x._dtype if isinstance(x, _tensor.Tensor) else P.scalar_dtype(x)
        if got is not want:
            raise RuntimeError(f"{op.name} expected {spec.args[i]} to be a {want.name} tensor, "
                               f"but got a tensor with dtype {got.pt_name}")
    promoted = promoted_dtype(spec, operands)
    if spec.same_dtype:
        _check_same_dtype(op.name, spec, operands, case)
    if case.bool_error:
        _check_bool_error(spec, case.bool_error, operands, promoted)
    if case.integer_error:
        idx, message = case.integer_error
        if all((x._dtype if isinstance(x, _tensor.Tensor) else P.scalar_dtype(x)).category != D.FLOATING
               for x in (operands[i] for i in idx)):
            raise RuntimeError(message)
    if promoted not in case.dtypes:
        raise NotImplementedError(f'"{op.name}" not implemented for \'{promoted.pt_name}\'')
    result, compute = case.category(promoted)
    if inplace and spec.exact_out and result is not operands[0]._dtype:
        # `out_dtype: exact` holds in place too (float_power_ on float32: no silent narrowing)
        raise RuntimeError(f"the base given to {op.name}_ has dtype {operands[0]._dtype.pt_name} but the "
                           f"operation's result requires dtype {result.pt_name}")
    checks = bool(spec.checked) or (case.negative_int_error is not None and compute.category != D.FLOATING) \
        or (case.zero_divisor is not None and compute.category != D.FLOATING and device.type == "cpu")
    shape = broadcast_shapes(op.name, [x._shape for x in tensors])
    if checks:
        _value_checks(spec, case, operands, result, compute, shape)
    chosen = case.for_compute(compute, promoted)
    kscalars = kernel_scalars(spec, scalars, compute)  # its errors hold for empty tensors too
    if any(type(v) is float for v in scalars):
        kscalars = None  # converted per call: a float (Adam's step size) may change every call
    p = Plan(tensors, shape, result, device, target=operands[0] if inplace else None,
             out_dtype=SAME_DTYPE if spec.exact_out else None)
    flat = _flat_loop(spec, chosen, operands, scalars, compute, result, shape, device)
    pair = None
    if flat is not None and flat.full == (True, True) and kscalars is not None and flat.kpy is not None \
            and (flat.par is None or flat.n < _PAR_MIN) and flat.n and not checks:
        pair = (flat.kernel, flat.inplace, flat.n, flat.kpy, np.dtype(result.np), shape, flat.strides, result,
                len(shape) == 1)
    p.launch = PointwiseLaunch(chosen, promoted, compute, result, shape, device,
                               compute is not promoted and promoted in D.NARROW, checks,
                               len(tensors) + sum(type(x) in _NUMBERS for x in operands) < len(operands),
                               kscalars, flat, pair)
    return p


_NUMBERS = (bool, int, float)


def _value_checks(spec, case, operands, result, compute, shape):
    """What the values of a call decide (run per call: the plan key holds only types)."""
    if spec.checked:
        check_operand_scalars(spec.checked, operands, result, compute)
    if case.negative_int_error is not None and compute.category != D.FLOATING:
        i, message = case.negative_int_error
        x = operands[i]
        if type(x) is int and x < 0:
            raise RuntimeError(message)
    if case.zero_divisor is not None and compute.category != D.FLOATING:
        x = operands[case.zero_divisor]
        if not isinstance(x, _tensor.Tensor) or x._device.type == "cpu":
            _check_zero_divisor(x, shape, compute)


def _flat_loop(spec, case, operands, scalars, compute, result, shape, device):
    """A FlatLoop when the call is one flat loop on the CPU, else None."""
    if device is not _dev.CPU or result is not compute:
        return None  # conversions (half/bfloat16 storage, int_to_float) need the general passes
    Tensor = _tensor.Tensor
    layout = None
    for x in operands:
        if isinstance(x, Tensor):
            if x._dtype is not compute:
                return None
            if x._shape:
                if layout is None:
                    layout = (x._shape, x._stride)
                elif (x._shape, x._stride) != layout:
                    return None
        elif type(x) not in _NUMBERS:
            return None
    if layout is None:  # zero-dim operands and numbers only
        layout = ((), ())
    n = dense_numel(*layout)
    if n < 0:
        return None  # gaps or self-overlap: the general loops walk the strides
    full = tuple(True if isinstance(x, Tensor) and x._shape else False for x in operands)
    # the compiled functions for this signature (the kernel cache loads or compiles them now)
    arrays = [np.empty(max(n, 2), compute.np)[:n] if f else np.ndarray((n,), compute.np, np.empty(1, compute.np),
                                                                        0, (0,)) for f in full]
    ks = kernel_scalars(spec, scalars, compute)
    kernel = _lazy.entry_point(case.cpu_1d, arrays + [np.empty(n, compute.np)] + list(ks))
    inplace = None
    if case.cpu_1di is not None and full[0]:
        inplace = _lazy.entry_point(case.cpu_1di, arrays + list(ks))
    compiled = _lazy.compiled(kernel) and (inplace is None or _lazy.compiled(inplace))
    raw = compute.category == D.FLOATING and compiled
    kpy = tuple(v.item() if isinstance(v, np.generic) else v for v in ks) if compiled else None
    par = case.cpu_par[0] if case.cpu_par is not None else None
    return FlatLoop(kernel, par, inplace, n, layout[1], full, raw, kpy)


def dense_numel(shape, stride):
    """The element count of a layout that is a permutation of a contiguous
    block (any order of the dims), -1 when it has gaps or overlaps itself."""
    n = 1
    for s in shape:
        n *= s
    if not n:
        return 0  # empty tensors are always fine
    expected = 1
    for size, st in sorted(zip(shape, stride), key=lambda p: p[1]):
        if size != 1 and st != expected:
            return -1
        expected *= size
    return n


def run(op, launch, args, target):
    """The launch for this call's operands: the flat loop, the general CPU
    loops or the CUDA kernel, into ``target`` when the pipeline allows and its
    layout fits, else into a fresh tensor."""
    h = launch.pair
    if h is not None:
        # the commonest call (two tensors of one layout, ``a + b``, ``p.add_(g)``), without a list of arguments
        kernel, inplace, n, ks, out_np, shape, strides, result, one_dim = h
        x, y = args[0]
        s = x._storage
        if x._offset or len(s) != n:
            s = s[x._offset:x._offset + n]
        s2 = y._storage
        if y._offset or len(s2) != n:
            s2 = s2[y._offset:y._offset + n]
        if target is None:
            dst = _empty(n, out_np)
            kernel(s, s2, dst, *ks)
            return _fresh(dst, shape, strides, result, dst if one_dim else None)
        if target is x and inplace is not None:
            inplace(s, s2, *ks)
            return x
        if target._stride == strides and target._dtype is result and target._shape == shape:  # out= of this layout
            d = target._storage
            if target._offset or len(d) != n:
                d = d[target._offset:target._offset + n]
            kernel(s, s2, d, *ks)
            return target
    return _run(op, launch, args, target)


def _run(op, launch, args, target):
    operands, scalars, _ = args
    if launch.convert:
        operands = tuple(x.item() if isinstance(x, np.generic) else x for x in operands)
    if launch.checks:
        _value_checks(op.spec, args[2], operands, launch.result, launch.compute, launch.shape)  # the call's case
    f = launch.flat
    ks = launch.kscalars
    if f is not None:
        # the compiled function converts Python numbers itself; the prange twin's dispatcher cannot
        small = f.par is None or f.n < _PAR_MIN
        if ks is None:
            ks = scalars if f.raw and small else kernel_scalars(op.spec, scalars, launch.compute)
        elif f.kpy is not None and small:
            ks = f.kpy
        return _run_flat(f, launch, operands, ks, target)
    if ks is None:
        ks = kernel_scalars(op.spec, scalars, launch.compute)
    if launch.narrow:
        operands = _through_narrow(op.spec, operands, launch.promoted)
    if launch.device.type == "cpu":
        return run_cpu(launch.case, operands, op.spec.promote, launch.compute, launch.result, launch.shape, target,
                       ks)
    return cuda_backend.run_pointwise(launch.case, operands, op.spec.promote, launch.compute, launch.result,
                                      launch.shape, target, ks, launch.device)


def _run_flat(f, launch, operands, ks, target):
    n = f.n
    result = launch.result
    if target is not None and target._dtype is result and target._stride == f.strides \
            and target._shape == launch.shape:
        s, off = target._storage, target._offset
        dst = s if off == 0 and s.shape[0] == n else s[off:off + n]
    else:
        target = None
        dst = _empty(n, result.np)
    if n:
        full = f.full
        big = f.par is not None and n >= _PAR_MIN
        if len(operands) == 2 and full[0] and full[1] and not big:
            # the commonest call (two tensors of one layout), without a list of arguments
            x, y = operands
            if target is not None and x is target and f.inplace is not None:
                s2, off2 = y._storage, y._offset
                f.inplace(dst, s2 if off2 == 0 and s2.shape[0] == n else s2[off2:off2 + n], *ks)
            else:
                s, off = x._storage, x._offset
                s2, off2 = y._storage, y._offset
                f.kernel(s if off == 0 and s.shape[0] == n else s[off:off + n],
                         s2 if off2 == 0 and s2.shape[0] == n else s2[off2:off2 + n], dst, *ks)
        else:
            compute = launch.compute
            kargs = []
            for x, whole in zip(operands, full):
                if whole:
                    s, off = x._storage, x._offset
                    kargs.append(s if off == 0 and s.shape[0] == n else s[off:off + n])
                elif type(x) is _Tensor:  # a zero-dim tensor beside larger ones, read through a zero stride
                    s = x._storage
                    kargs.append(np.ndarray((n,), s.dtype, s, x._offset * s.itemsize, (0,)))
                else:  # a Python number, likewise
                    kargs.append(np.ndarray((n,), compute.np, scalar_array(x, compute), 0, (0,)))
            if target is not None and operands[0] is target and f.inplace is not None and not big:
                f.inplace(*kargs, *ks)
            else:
                kargs.append(dst)
                # Large outputs split across the cores when they are free (measured on
                # 10^7 float32 add into a fresh output: 7.3 ms against 8.3 ms serial).
                if big and _cpu_load.parallel(n):
                    f.par(*kargs, *ks)
                else:
                    f.kernel(*kargs, *ks)
    if target is not None:
        return target
    return _fresh(dst, launch.shape, f.strides, result, dst if len(launch.shape) == 1 else None)


def bind(op, args):
    operands, scalars, case = args
    spec = op.spec
    named = dict(zip(spec.args, operands))
    named.update(zip((n for n, _ in spec.scalars), scalars))
    if spec.switch is not None:
        named[spec.switch] = case.key
    return named


FAMILY = Family("pointwise", plan, run, bind, key=call_key.pointwise_key)


def _through_narrow(op, operands, promoted):
    # PyTorch casts tensor operands to the common half/bfloat16 dtype before its
    # float32 opmath: an int32 of 100000 joining a half op is inf, not 100000.
    res = list(operands)
    for i in op.promote:
        x = res[i]
        if isinstance(x, _tensor.Tensor) and x._shape and x._dtype is not promoted:  # bool/integer
            res[i] = x.to(promoted)
    return tuple(res)


def _check_bool_error(op, message, operands, promoted):
    if isinstance(message, str):
        if promoted is D.bool_:
            raise RuntimeError(message)
        return
    if "tensor" in message:
        # pow: PyTorch computes on bool only for a Python bool exponent (its 0/1 fill/copy)
        if promoted is D.bool_ and isinstance(operands[message["tensor"]], _tensor.Tensor):
            raise RuntimeError(message["message"])
        return
    # PyTorch's sub: one message when every operand is bool, another when any is.
    is_bool = [(x._dtype if isinstance(x, _tensor.Tensor) else P.scalar_dtype(x)) is D.bool_
               for x in (operands[i] for i in op.promote)]
    if all(is_bool):
        raise RuntimeError(message["all"])
    if any(is_bool):
        raise RuntimeError(message["any"])


def _check_same_dtype(name, spec, operands, case):
    # PyTorch's lerp/isclose/heaviside do not promote: the Tensors share one
    # dtype (Python numbers excepted, and a zero-dim Tensor where declared:
    # lerp's weight), which must be supported
    idx, message, zero_dim_ok = spec.same_dtype
    Tensor = _tensor.Tensor
    first = next((operands[i] for i in idx if isinstance(operands[i], Tensor)), None)
    if first is None:
        return
    want = first._dtype
    for i in idx:
        x = operands[i]
        if isinstance(x, Tensor) and x is not first and x._dtype is not want and (x._shape or i not in zero_dim_ok):
            raise RuntimeError(message.format(op=name, arg=spec.args[i], expected=want.pt_name, got=x._dtype.pt_name,
                                              expected_lower=want.pt_name.lower(), got_lower=x._dtype.pt_name.lower()))
    if want not in case.dtypes:
        raise NotImplementedError(f'"{name}" not implemented for \'{want.pt_name}\'')


def _check_zero_divisor(x, shape, compute):
    # PyTorch's CPU integer division raises rather than produce garbage (before
    # anything is written); its CUDA kernels do not check, nor do ours.
    for n in shape:
        if n == 0:
            return
    # a Python number as the kernel gets it: 256 is 0 in uint8 (PyTorch raises there too)
    has_zero = (scalar_array(x, compute) == 0) if not isinstance(x, _tensor.Tensor) else not x._np.all()
    if has_zero:
        raise RuntimeError("ZeroDivisionError")


def _common_device(op, operands):
    device = None
    first = None
    for i, x in enumerate(operands):
        if isinstance(x, _tensor.Tensor):
            d = x._device
            if device is None:
                device, first = d, i
            elif d != device:
                # As in PyTorch, a zero-dim CPU tensor may join a cuda operation.
                if d.type == "cpu" and not x._shape:
                    continue
                if device.type == "cpu" and not operands[first]._shape:
                    device, first = d, i
                    continue
                raise RuntimeError(
                    f"{op.name}: Expected all tensors to be on the same device, but found at least two "
                    f"devices, {device} and {d}! (argument '{op.args[i]}')")
    if device is None:
        device = _dev.CPU
    return device


_EXTREMES = {}


def extreme(x, which):
    """A zero-dim CPU tensor with the lowest/highest value of x's dtype: an
    absent clamp bound that never binds and, being zero-dim of x's own dtype,
    never changes the promoted dtype (it may join a cuda op, as zero-dim CPU
    tensors do)."""
    # a nested (or sparse) self: its layout's handler runs the call; the bound has its dtype
    dtype = x._dtype if isinstance(x, _tensor.Tensor) or layout_hooks.handler_for(x) is not None \
        else P.scalar_dtype(x)
    t = _EXTREMES.get((dtype, which))
    if t is None:
        if dtype is D.bool_:
            v = which == "highest"
        elif dtype.category == D.FLOATING:
            v = np.inf if which == "highest" else -np.inf
        else:
            info = np.iinfo(dtype.np)
            v = info.max if which == "highest" else info.min
        arr = np.array(v, dtype.np)
        t = _EXTREMES[dtype, which] = _tensor.Tensor._from_array(arr, dtype)
    return t


def one_overload(name, names, values, out, has_out):
    """Optional Tensor arguments PyTorch declares in two overloads (ops.yaml
    `one_overload:`; clamp's min and max): all Tensors or all numbers. A Tensor
    among numbers raises its argument parser's TypeError, except a zero-dim one
    that does not require grad, which that parser takes as its number."""
    def is_number(v):
        return isinstance(v, (_SCALAR_TYPES, np.generic))

    given = [v for v in values if v is not None]
    if all(is_number(v) for v in given) or not any(is_number(v) for v in given):
        return values
    res = []
    for v in values:
        if v is not None and not is_number(v):
            if not (isinstance(v, _tensor.Tensor) and not v._shape and not v.requires_grad):
                got = ", ".join(["Tensor"] + ["NoneType" if x is None else "Tensor" if not is_number(x)
                                              else type(x).__name__ for x in values]
                                + (["out=Tensor"] if out is not None else []))
                star = ", *, Tensor out = None" if has_out else ""
                lines = "".join(f"\n * (Tensor input, {', '.join(f'{kind} {n} = None' for n in names)}{star})"
                                for kind in ("Tensor", "Number"))
                raise TypeError(f"{name}() received an invalid combination of arguments - got ({got}), but expected "
                                f"one of:{lines}\n")
            v = v.item()
        res.append(v)
    return tuple(res)


def finite_extreme(x, which):
    """The largest (`max_finite`) or smallest (`min_finite`) finite value of x's
    dtype as a Python float: an absent optional number's stand-in (nan_to_num's
    posinf/neginf). Integer and bool dtypes hold no inf: their int range."""
    dtype = getattr(x, "dtype", None)  # a Tensor or a nested one
    if not isinstance(dtype, D.dtype):
        dtype = P.scalar_dtype(x)
    if dtype.category == D.FLOATING:
        big = float(ml_dtypes.finfo(dtype.np).max)
        return big if which == "max_finite" else -big
    if dtype is D.bool_:
        return float(which == "max_finite")
    info = np.iinfo(dtype.np)
    return float(info.max if which == "max_finite" else info.min)


def select_case(opname, cases, argname, value):
    """The kernel case chosen by a switch argument (e.g. div's rounding_mode)."""
    try:
        return cases[value]
    except (KeyError, TypeError):
        choices = [repr(k) if k is not None else "None" for k in cases]
        listed = ", ".join(choices[:-1]) + ", or " + choices[-1] if len(choices) > 1 else choices[0]
        raise RuntimeError(f"{opname} expected {argname} to be one of {listed} but found {value!r}") from None


# --------------------------------------------------------------------- CPU
def _host_operand(x, compute):
    """(flat buffer, offset, strides) of an operand in the compute dtype."""
    if isinstance(x, _tensor.Tensor):
        if x._dtype is compute:
            return x._storage, x._offset, x._stride, x._shape
        return _converted(x._np, compute)
    return scalar_array(x, compute).reshape(1), 0, (), ()


def _converted(a, compute):
    """An operand converted to the compute dtype in one pass (bool/int to float,
    half/bfloat16 to float32: promotion never narrows) keeping its memory order
    and its broadcast dims, as (flat buffer, 0, strides, shape): the result's
    layout follows the operands' as PyTorch's TensorIterator makes it, which
    sees the operands before any conversion (x.t() / 2 stays transposed)."""
    broadcast = [st == 0 and n > 1 for st, n in zip(a.strides, a.shape)]
    core = a[tuple(slice(0, 1) if b else slice(None) for b in broadcast)] if any(broadcast) else a
    arr, flat = _in_memory_order(core, compute.np)
    isz = arr.itemsize
    return flat, 0, tuple(0 if b else st // isz for b, st in zip(broadcast, arr.strides)), a.shape


def _in_memory_order(a, np_dtype):
    """(a as np_dtype in a's memory order, densely; its flat buffer)."""
    arr = a.astype(np_dtype, order="K")
    flat = arr.ravel(order="K")
    if arr.size and flat.__array_interface__["data"][0] != arr.__array_interface__["data"][0]:
        arr = np.ascontiguousarray(arr) if arr.ndim else arr  # (no view in memory order: C order)
        flat = arr.reshape(-1)
    return arr, flat


def run_cpu(case, operands, promote, compute, result, shape, target, kscalars):
    """Run a case's loops over the operands into `target` when its dtype and
    layout let the kernel write it, else into a fresh tensor of `result` dtype."""
    promote_set = promote
    ops = []
    for i, x in enumerate(operands):
        if i in promote_set or not isinstance(x, _tensor.Tensor):
            ops.append(_host_operand(x, compute if i in promote_set else x._dtype if isinstance(x, _tensor.Tensor) else compute))
        else:
            ops.append((x._storage, x._offset, x._stride, x._shape))
    # Kernels never see half/bfloat16: compute into float32 and round once.
    # A target of another dtype receives the result dtype's values cast (as
    # PyTorch: bool add into uint8 is 1, int8 overflow wraps before widening).
    kernel_out_dtype = D.float32 if result in D.NARROW else result

    nd = len(shape)
    bstrides = [_broadcast_strides(st, sh, shape) for (_, _, st, sh) in ops]
    if target is None or result is not target._dtype or kernel_out_dtype is not result or \
            not _writable_layout(target):
        perm = _permutation(nd, bstrides, shape)
        res_np, res_strides = _alloc_in_order(shape, perm, kernel_out_dtype.np)
        out_buf, out_off = res_np.reshape(-1) if res_np.flags.c_contiguous else _flat_base(res_np), 0
        out_strides = res_strides
        fresh = True
    else:
        out_buf, out_off, out_strides = target._storage, target._offset, target._stride
        perm = _permutation(nd, [out_strides] + bstrides, shape)
        fresh = False
        res_np = None

    n = 1
    for s in shape:
        n *= s
    if n:
        views = _coalesced_views([(b, o) for (b, o, _, _) in ops] + [(out_buf, out_off)],
                                 bstrides + [out_strides], shape, perm)
        flat = views[-1].ndim == 1
        if case.cpu_par is not None and (flat or views[-1].shape[0] > 1) and _cpu_load.parallel(n):
            case.cpu_par[0 if flat else 1](*views, *kscalars)
        elif flat:
            case.cpu_1d(*views, *kscalars)
        else:
            case.cpu_nd(*views, *kscalars)

    if fresh:
        res = _tensor.Tensor._make(out_buf, shape, res_strides, 0, kernel_out_dtype, _dev.CPU, None, None,
                           res_np if res_np is not None and res_np.shape == shape else None)
        if kernel_out_dtype is not result:
            res = convert_result(res, result)
        return res  # a target of another dtype or layout: the pipeline's writer copies it in
    return target


def convert_result(res, dtype):
    with np.errstate(over="ignore"):  # float32 -> half overflows to inf, as PyTorch: no warning
        arr, flat = _in_memory_order(res._np, dtype.np)  # the result keeps its layout (a transposed half stays so)
    return _tensor.Tensor._make(flat, res._shape, _elem_strides(arr), 0, dtype, res._device, None, None, arr)


def _writable_layout(t):
    # A target with internal overlap (expanded dims) cannot be written elementwise.
    return all(s != 0 or n <= 1 for s, n in zip(t._stride, t._shape))


def _elem_strides(arr):
    isz = arr.itemsize
    return tuple(s // isz for s in arr.strides)


def _flat_base(arr):
    # A fresh array allocated in permuted order is a transpose of a C-contiguous one.
    base = arr
    while base.base is not None and isinstance(base.base, np.ndarray):
        base = base.base
    return base.reshape(-1)


def _broadcast_strides(strides, shape, out_shape):
    nd = len(out_shape)
    off = nd - len(shape)
    res = [0] * nd
    for j, (n, s) in enumerate(zip(shape, strides)):
        res[off + j] = s if n != 1 else 0
    return res


def _permutation(nd, strides_list, shape):
    """Dims ordered outermost→innermost so that the operands' memory order is
    followed (as TensorIterator does); ties keep the logical order."""
    perm = list(range(nd))
    if nd < 2:
        return perm

    def should_swap(d0, d1):  # is d0 (currently outer) actually inner to d1?
        for st in strides_list:
            a, b = st[d0], st[d1]
            if a == 0 or b == 0:
                continue
            if a != b:
                return a < b
        return False

    # insertion sort, stable
    for i in range(1, nd):
        j = i
        while j > 0 and should_swap(perm[j - 1], perm[j]):
            perm[j - 1], perm[j] = perm[j], perm[j - 1]
            j -= 1
    return perm


def _alloc_in_order(shape, perm, np_dtype):
    pshape = tuple(shape[d] for d in perm)
    base = _sizes.empty(pshape, np_dtype)
    if perm == list(range(len(shape))):
        return base, _tensor.contiguous_strides(shape)
    inv = [0] * len(perm)
    for i, d in enumerate(perm):
        inv[d] = i
    arr = base.transpose(inv)
    return arr, _elem_strides(arr)


def _coalesced_views(bufs, strides_list, shape, perm):
    """NumPy views of every operand with dims merged wherever all operands
    allow, so the common cases run as one flat loop."""
    dims = [d for d in perm if shape[d] != 1] or ([perm[-1]] if perm else [])
    sizes = [shape[d] for d in dims] if dims else [1]
    sts = [[st[d] for d in dims] if dims else [0] for st in strides_list]
    # merge from the inside out
    k = len(sizes) - 1
    while k > 0:
        outer, inner = k - 1, k
        if all(st[outer] == st[inner] * sizes[inner] for st in sts):
            sizes[inner] *= sizes[outer]
            del sizes[outer]
            for st in sts:
                del st[outer]
        k -= 1
    views = []
    for (buf, off), st in zip(bufs, sts):
        isz = buf.itemsize
        views.append(np.ndarray(tuple(sizes), buf.dtype, buf, off * isz, tuple(s * isz for s in st)))
    return views


_Tensor = _tensor.Tensor
_fresh = _tensor.fresh
_empty = np.empty
_PAR_MIN = _cpu_load._PAR_MIN
