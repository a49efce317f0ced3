"""Dispatch of ``kind: sequence`` ops (linspace, logspace): PyTorch's argument
checks and result dtype, the prepared values every element reads (step, half,
last in the compute dtype, codegen/kinds/sequence.py), then the op's generated
fill kernel into a compute-dtype buffer, cast once to the result dtype (the
float -> integer conversion of runtime/backends/conversion.py)."""
import numpy as np

from ..core import dtypes as D
from ..core import sizes
from ..core.args import dtype_arg as _dtype_arg
from ..core.op import BUFFER, Family, Plan
from ..core.tensor import Tensor
from ..backends import cuda as CB
from . import convert


class Spec:
    """A sequence op's entry: its number arguments after steps and its kernels."""
    __slots__ = ("name", "params", "compute", "dtypes", "devices", "cpu", "cuda")

    def __init__(self, name, *, params, dtypes, devices, cpu, cuda, compute="result"):
        self.name, self.params, self.devices, self.cpu, self.cuda = name, params, devices, cpu, cuda
        self.compute = compute  # codegen/kinds/sequence.py COMPUTE
        self.dtypes = frozenset(dtypes)


class SequencePlan(Plan):
    __slots__ = ("compute", "values", "grad")


def _number(op, name, v):
    if isinstance(v, Tensor):
        if v.ndim:
            raise RuntimeError(f"{op} only supports 0-dimensional start and end tensors, but got {name} with "
                               f"{v.ndim} dimension(s).")
        return v.item()
    if isinstance(v, (bool, int, float)):
        return v
    if isinstance(v, np.generic):
        return v.item()
    raise TypeError(f"{op}(): argument '{name}' must be Number, not {type(v).__name__}")


def _steps(op, steps):
    if isinstance(steps, Tensor):
        steps = steps.item()
    if not isinstance(steps, int) or isinstance(steps, bool):
        raise TypeError(f"{op}(): argument 'steps' must be int, not {type(steps).__name__}")
    if steps < 0:
        raise RuntimeError("number of steps must be non-negative")
    return steps


def plan(op, args, inplace):
    start, end, steps, params, dtype, device, requires_grad, out = args
    name = op.name
    start, end = _number(name, "start", start), _number(name, "end", end)
    params = tuple(_number(name, p, v) for p, v in zip(op.spec.params, params))
    steps = _steps(name, steps)
    dtype = _dtype_arg(name, dtype)
    if out is not None:
        if not isinstance(out, Tensor):
            raise TypeError(f"{name}(): argument 'out' must be Tensor, not {type(out).__name__}")
        if dtype is not None and dtype is not out._dtype:
            raise RuntimeError(f"dtype {dtype.pt_name} does not match dtype of out parameter ({out._dtype.pt_name})")
        dtype = out._dtype
        device = out._device if device is None else device
    dtype = dtype or D.get_default_dtype()
    if dtype not in op.spec.dtypes:
        raise NotImplementedError(f'"{name}_cpu" not implemented for \'{dtype.pt_name}\'')
    device = CB.canonical(device)
    if device.type not in op.spec.devices:
        raise RuntimeError(f"{name}: not implemented for device {device}")
    if requires_grad and not dtype.is_floating_point:
        raise RuntimeError("Only Tensors of floating point and complex dtype can require gradients")
    # PyTorch's kernel: integer results take integer ends and a double step; a
    # floating result's step is in its own type, its ends too for linspace
    # (logspace keeps double ends and runs pow in double)
    st = np.dtype(dtype.np).type if dtype.is_floating_point else np.float64
    opmath = np.float64 if st is np.float64 else np.float32
    if not dtype.is_floating_point:
        start, end = int(start), int(end)
    linear = op.spec.compute == "result"
    if linear and dtype.is_floating_point:
        start, end = float(st(start)), float(st(end))
    with np.errstate(over="ignore", invalid="ignore"):
        diff = opmath(end) - opmath(start) if linear else st(np.float64(end) - np.float64(start))
        step = float(st(opmath(diff) / opmath(steps - 1))) if steps > 1 else 0.0
    compute = D.float32 if linear and opmath is np.float32 else D.float64
    c = np.dtype(compute.np).type
    p = SequencePlan((), (steps,), dtype, device, overlap=BUFFER)
    p.compute = compute
    half = steps // 2 if steps > 1 else 1  # one step: start itself, as PyTorch
    p.values = (c(start), c(end), c(step), c(half), c(steps - 1)) + tuple(c(v) for v in params)
    p.grad = bool(requires_grad)
    return p


def run(op, plan, args, target):
    n = plan.shape[0]
    compute, device = plan.compute, plan.device
    if device.type == "cpu":
        buf = Tensor._from_array(sizes.empty((n,), compute.np), compute)
        if n:
            op.spec.cpu(buf._storage, *plan.values)
    else:
        buf = CB.empty((n,), compute, device)
        if n:
            getattr(CB._kernels(), op.spec.cuda)[CB._launch_config(n)](buf._storage, *plan.values)
    res = buf if compute is plan.dtype else convert.to(buf, plan.dtype)
    if plan.grad:
        res.requires_grad = True
    return res


def bind(op, args):
    start, end, steps, params, dtype, device, requires_grad, out = args
    named = {"start": start, "end": end, "steps": steps}
    named.update(zip(op.spec.params, params))
    return named


FAMILY = Family("sequence", plan, run, bind)
