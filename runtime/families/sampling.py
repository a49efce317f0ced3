"""Dispatch of ``kind: sampling`` ops (randperm, multinomial): per form a plan
(PyTorch's argument checks and messages, the result's dtype and device, the
generator) and a run (the op's generated kernel drawing from the random kind's
counter-based generator, so ``tg.manual_seed`` and ``generator=`` reproduce
them, on either device)."""
import warnings

import numpy as np

from ..core import casting
from ..core import dtypes as D
from ..core import sizes
from ..core import generator as R
from ..core.args import dtype_arg as _dtype_arg
from ..core.op import BUFFER, Family, Plan
from ..core.tensor import Tensor
from ..backends import cuda as CB
from . import convert


class Spec:
    """A sampling op's entry: its form, argument names, devices and CPU kernel."""
    __slots__ = ("name", "form", "argnames", "devices", "cpu")

    def __init__(self, name, form, argnames, *, devices, cpu):
        self.name, self.form, self.argnames, self.devices, self.cpu = name, form, argnames, devices, cpu


class SamplingPlan(Plan):
    __slots__ = ("a",)


_generator = R.resolve


def _int(op, name, v, pos):
    if not isinstance(v, int) or isinstance(v, bool):
        raise TypeError(f"{op}(): argument '{name}' (position {pos}) must be int, not {type(v).__name__}")
    return v


def _device(op, device):
    device = CB.canonical(device if device is not None else "cpu")
    if device.type not in op.spec.devices:
        raise RuntimeError(f"{op.name}: not implemented for device {device}")
    return device


def _launch(kernel_name, device, n, *args):
    with warnings.catch_warnings():  # the simulator's wrapping uint64 steps (as random.py)
        warnings.filterwarnings("ignore", "overflow encountered", RuntimeWarning)
        getattr(CB._kernels(), kernel_name)[CB._launch_config(max(n, 1))](*args)


# ------------------------------------------------------------------ randperm
def _plan_randperm(op, a):
    name = op.name
    n = _int(name, "n", a["n"], 1)
    if n < 0:
        raise RuntimeError(f"Trying to create tensor with negative dimension {n}: [{n}]")
    gen = _generator(name, a["generator"])
    out = a["out"]
    dtype = _dtype_arg(name, a["dtype"])
    device = a["device"]
    if out is not None:
        if not isinstance(out, Tensor):
            raise TypeError(f"{name}(): argument 'out' must be Tensor, not {type(out).__name__}")
        if dtype is not None and dtype is not out._dtype:
            raise RuntimeError(f"dtype {dtype.pt_name} does not match dtype of out parameter ({out._dtype.pt_name})")
        dtype, device = out._dtype, out._device if device is None else device
    dtype = dtype or D.int64
    if n and dtype is not D.bool_ and not dtype.is_floating_point and n - 1 > np.iinfo(dtype.np).max:
        raise RuntimeError(f"value cannot be converted to type {casting.c_type_name(dtype)} without overflow")
    if a["requires_grad"] and not dtype.is_floating_point:
        raise RuntimeError(f"{name}(): Only Tensors of floating point dtype can require gradients")
    p = SamplingPlan((), (n,), dtype, _device(op, device), overlap=BUFFER)
    p.a = {"n": n, "gen": gen, "grad": bool(a["requires_grad"])}
    return p


def _run_randperm(op, plan):
    a, device, n = plan.a, plan.device, plan.a["n"]
    key, ctr = a["gen"].counter_block(n)
    if device.type == "cpu":
        res = Tensor._from_array(sizes.empty((n,), np.int64), D.int64)
        op.spec.cpu(res._storage, np.int64(n), key, ctr)
    else:
        res = CB.empty((n,), D.int64, device)
        _launch(op.name + "_fill", device, 1, res._storage, np.int64(n), key, ctr)
    if plan.dtype is not D.int64:
        res = convert.to(res, plan.dtype)
    if a["grad"]:
        res.requires_grad = True
    return res


# ------------------------------------------------------------------ multinomial
def _plan_multinomial(op, a):
    name = op.name
    x = a["input"]
    if not isinstance(x, Tensor):
        raise TypeError(f"multinomial(): argument 'input' (position 1) must be Tensor, not {type(x).__name__}")
    if not x._dtype.is_floating_point:
        raise RuntimeError(f"multinomial only supports floating-point dtypes for input, got: {x._dtype.pt_name}")
    if x.ndim not in (1, 2):
        raise RuntimeError("prob_dist must be 1 or 2 dim")
    k = _int(name, "num_samples", a["num_samples"], 2)
    if k <= 0:
        raise RuntimeError("cannot sample n_sample <= 0 samples")
    gen = _generator(name, a["generator"])
    # PyTorch's checks read the weights on the host before anything is drawn
    probs = np.ascontiguousarray(np.asarray(x._host(), np.float64).reshape(-1, x._shape[-1]))
    n = probs.shape[1]
    replacement = bool(a["replacement"])
    if not replacement and k > n:
        raise RuntimeError("cannot sample n_sample > prob_dist.size(-1) samples without replacement")
    if not np.all(np.isfinite(probs)) or np.any(probs < 0):
        raise RuntimeError("probability tensor contains either `inf`, `nan` or element < 0")
    if np.any(probs.sum(axis=1) <= 0):
        raise RuntimeError("invalid multinomial distribution (sum of probabilities <= 0)")
    out = a["out"]
    if out is not None:
        if not isinstance(out, Tensor):
            raise TypeError(f"multinomial(): argument 'out' must be Tensor, not {type(out).__name__}")
        if out._dtype is not D.int64:
            raise RuntimeError(f"multinomial expects Long tensor out, got: {out._dtype.pt_name}")
    shape = (k,) if x.ndim == 1 else (probs.shape[0], k)
    p = SamplingPlan((x,), shape, D.int64, x._device, overlap=BUFFER)
    p.a = {"probs": probs, "k": k, "replacement": replacement, "gen": gen}
    return p


def _run_multinomial(op, plan):
    a, device = plan.a, plan.device
    probs, k = a["probs"], a["k"]
    rows, n = probs.shape
    # draws per call: k per row with replacement, one per category without
    key, ctr = a["gen"].counter_block(rows * (k if a["replacement"] else n))
    flat = probs.reshape(-1)
    if device.type == "cpu":
        out = sizes.empty((rows * k,), np.int64)
        op.spec.cpu(flat, out, np.int64(rows), np.int64(n), np.int64(k), a["replacement"], key, ctr,
                    np.empty_like(flat), np.empty_like(flat))
        return Tensor._from_array(out.reshape(plan.shape), D.int64)
    cu = CB._cuda()
    res = CB.empty(plan.shape, D.int64, device)
    _launch(op.name + "_rows", device, rows, cu.to_device(flat), res._storage, np.int64(rows), np.int64(n),
            np.int64(k), a["replacement"], key, ctr, cu.device_array(flat.shape, np.float64),
            cu.device_array(flat.shape, np.float64))
    return res


_FORMS = {"randperm": (_plan_randperm, _run_randperm), "multinomial": (_plan_multinomial, _run_multinomial)}


def bind(op, args):
    return dict(zip(op.spec.argnames + ("generator", "out"), args))


def plan(op, args, inplace):
    return _FORMS[op.spec.form][0](op, bind(op, args))


def run(op, plan, args, target):
    return _FORMS[op.spec.form][1](op, plan)


FAMILY = Family("sampling", plan, run, bind)
