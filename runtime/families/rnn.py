"""Dispatch of ``kind: rnn`` ops (one recurrent layer in one direction, its
time loop in one kernel; templates/rnn.j2): the shape, dtype and device
checks of each form, the results and workspaces, then the op's generated
kernel. Half and bfloat16 operands run the float32 kernel (converted on the
way in, the outputs and gradients converted back; the workspace stays
float32), as torch computes them in float32.

Per-row lengths (a packed sequence's) are read on the host and checked
against the number of steps; a row past its length keeps its state.
"""
import math
import warnings

import numpy as np

from ..core import dtypes as D
from ..core.op import BUFFER, Family, Plan
from ..core.tensor import Tensor, contiguous_strides
from ..backends import cuda as CB
from . import copy as _copy


class Spec:
    """An rnn op's entry: its form and cell, the cell's gates and workspace
    values per hidden unit, argument names, devices, dtypes and kernels."""
    __slots__ = ("name", "form", "cell", "gates", "workspace", "argnames", "devices", "dtypes", "cpu", "cuda")

    def __init__(self, name, form, cell, gates, workspace, argnames, *, devices, dtypes, cpu, cuda):
        self.name, self.form, self.cell, self.gates, self.workspace = name, form, cell, gates, workspace
        self.argnames, self.devices, self.dtypes, self.cpu, self.cuda = argnames, devices, dtypes, cpu, cuda


class RnnPlan(Plan):
    __slots__ = ("a",)


# ------------------------------------------------------------------ checks
def _tensor(op, a, name, optional=False):
    x = a[name]
    if x is None and optional:
        return None
    if not isinstance(x, Tensor):  # (a Parameter is a dense Tensor; nested and sparse layouts are not)
        pos = op.spec.argnames.index(name) + 1
        want = "Tensor or None" if optional else "Tensor"
        raise TypeError(f"{op.name}(): argument '{name}' (position {pos}) must be {want}, not {type(x).__name__}")
    return x


def _shape(op, name, t, shape):
    if t._shape != tuple(shape):
        raise RuntimeError(f"{op.name}: expected {name} of shape {list(shape)}, but got {list(t._shape)}")


def _same(op, ref, named):
    """Every tensor in the dtype and on the device of the first (torch's RNN messages)."""
    for name, t in named:
        if t is None:
            continue
        if t._dtype is not ref._dtype:
            raise RuntimeError(f"{op.name}: expected {name} to have dtype {ref._dtype.pt_name} (the input's), but "
                               f"got {t._dtype.pt_name}")
        if t._device != ref._device:
            raise RuntimeError(f"Expected all tensors to be on the same device, but found at least two devices, "
                               f"{ref._device} and {t._device}!")


def _dtype_and_device(op, x):
    if x._dtype.name not in op.spec.dtypes:
        raise NotImplementedError(f"\"{op.name}\" not implemented for '{x._dtype.pt_name}'")
    if x._device.type not in op.spec.devices:
        raise RuntimeError(f"{op.name}: not implemented for device {x._device}")


def _lengths(op, lengths, steps, batch):
    """Per-row lengths on the host (int64), or None."""
    if lengths is None:
        return None
    if lengths._dtype.is_floating_point or lengths._dtype is D.bool_:
        raise RuntimeError(f"{op.name}: lengths must be an integer tensor, got {lengths._dtype.pt_name}")
    if lengths._shape != (batch,):
        raise RuntimeError(f"{op.name}: expected lengths of shape [{batch}] (one per batch row), but got "
                           f"{list(lengths._shape)}")
    host = np.ascontiguousarray(np.asarray(lengths._host(), dtype=np.int64).reshape(-1))
    if host.size and (host.min() < 0 or host.max() > steps):
        bad = int(host[(host < 0) | (host > steps)][0])
        raise RuntimeError(f"{op.name}: lengths must lie in [0, {steps}] (the number of steps), but got {bad}")
    return host


def _sizes(op, input, weight_hh, weight_hr):
    """(steps, batch, hidden, hidden_out): from the projections and the weights."""
    gates = op.spec.gates
    if input.ndim != 3:
        raise RuntimeError(f"{op.name}: input (the input projections) must be 3-D (steps, batch, {gates} * "
                           f"hidden_size), got {input.ndim}-D")
    if weight_hh.ndim != 2 or weight_hh._shape[0] % gates:
        raise RuntimeError(f"{op.name}: weight_hh must be 2-D ({gates} * hidden_size, hidden_size), got shape "
                           f"{list(weight_hh._shape)}")
    hid, hp = weight_hh._shape[0] // gates, weight_hh._shape[1]
    steps, batch = input._shape[0], input._shape[1]
    _shape(op, "input", input, (steps, batch, gates * hid))
    if weight_hr is None:
        if hp != hid:
            raise RuntimeError(f"{op.name}: weight_hh must be ({gates} * hidden_size, hidden_size) without "
                               f"weight_hr, got shape {list(weight_hh._shape)}")
    else:
        _shape(op, "weight_hr", weight_hr, (hp, hid))
    return steps, batch, hid, hp


def plan(op, args, inplace):
    a = dict(zip(op.spec.argnames, args))
    if op.spec.form.endswith("_backward"):
        return _plan_backward(op, a)
    return _plan_forward(op, a)


def _plan_forward(op, a):
    lstm = op.spec.cell == "lstm"
    input, weight_hh = _tensor(op, a, "input"), _tensor(op, a, "weight_hh")
    bias_hh, hx = _tensor(op, a, "bias_hh", True), _tensor(op, a, "hx")
    weight_hr = _tensor(op, a, "weight_hr", True) if lstm else None
    cx = _tensor(op, a, "cx") if lstm else None
    lengths = _tensor(op, a, "lengths", True)
    _dtype_and_device(op, input)
    _same(op, input, (("weight_hh", weight_hh), ("bias_hh", bias_hh), ("weight_hr", weight_hr), ("hx", hx),
                      ("cx", cx)))
    steps, batch, hid, hp = _sizes(op, input, weight_hh, weight_hr)
    if bias_hh is not None:
        _shape(op, "bias_hh", bias_hh, (op.spec.gates * hid,))
    _shape(op, "hx", hx, (batch, hp))
    if lstm:
        _shape(op, "cx", cx, (batch, hid))
    host = _lengths(op, lengths, steps, batch)
    dtype = input._dtype
    ws = D.opmath(dtype)
    inputs = tuple(t for t in (input, weight_hh, bias_hh, weight_hr, hx, cx) if t is not None)
    dtypes = (dtype, dtype, dtype, ws) if lstm else (dtype, dtype, ws)
    p = RnnPlan(inputs, (steps, batch, hp), dtype, input._device, overlap=BUFFER, dtypes=dtypes)
    p.a = {"input": input, "weight_hh": weight_hh, "bias_hh": bias_hh, "weight_hr": weight_hr, "hx": hx, "cx": cx,
           "reverse": bool(a["reverse"]), "lengths": host, "sizes": (steps, batch, hid, hp)}
    return p


def _plan_backward(op, a):
    lstm = op.spec.cell == "lstm"
    weight_hh = _tensor(op, a, "weight_hh")
    weight_hr = _tensor(op, a, "weight_hr", True) if lstm else None
    hx, output, workspace = _tensor(op, a, "hx"), _tensor(op, a, "output"), _tensor(op, a, "workspace")
    cx = _tensor(op, a, "cx") if lstm else None
    grad_output, grad_hy = _tensor(op, a, "grad_output", True), _tensor(op, a, "grad_hy", True)
    grad_cy = _tensor(op, a, "grad_cy", True) if lstm else None
    lengths = _tensor(op, a, "lengths", True)
    _dtype_and_device(op, weight_hh)
    _same(op, weight_hh, (("weight_hr", weight_hr), ("hx", hx), ("cx", cx), ("output", output),
                          ("grad_output", grad_output), ("grad_hy", grad_hy), ("grad_cy", grad_cy)))
    if output.ndim != 3:
        raise RuntimeError(f"{op.name}: output must be 3-D (steps, batch, hidden), got {output.ndim}-D")
    steps, batch = output._shape[:2]
    gates = op.spec.gates
    if weight_hh.ndim != 2 or weight_hh._shape[0] % gates:
        raise RuntimeError(f"{op.name}: weight_hh must be 2-D ({gates} * hidden_size, hidden_size), got shape "
                           f"{list(weight_hh._shape)}")
    hid, hp = weight_hh._shape[0] // gates, weight_hh._shape[1]
    if weight_hr is None and hp != hid:
        raise RuntimeError(f"{op.name}: weight_hh must be ({gates} * hidden_size, hidden_size) without weight_hr, "
                           f"got shape {list(weight_hh._shape)}")
    if weight_hr is not None:
        _shape(op, "weight_hr", weight_hr, (hp, hid))
    _shape(op, "output", output, (steps, batch, hp))
    _shape(op, "hx", hx, (batch, hp))
    if lstm:
        _shape(op, "cx", cx, (batch, hid))
    ws_dtype = D.opmath(weight_hh._dtype)
    if workspace._dtype is not ws_dtype or workspace._device != weight_hh._device:
        raise RuntimeError(f"{op.name}: expected the workspace of the forward op ({ws_dtype.pt_name} on "
                           f"{weight_hh._device}), but got {workspace._dtype.pt_name} on {workspace._device}")
    _shape(op, "workspace", workspace, (steps, batch, op.spec.workspace * hid))
    if grad_output is not None:
        _shape(op, "grad_output", grad_output, (steps, batch, hp))
    if grad_hy is not None:
        _shape(op, "grad_hy", grad_hy, (batch, hp))
    if grad_cy is not None:
        _shape(op, "grad_cy", grad_cy, (batch, hid))
    host = _lengths(op, lengths, steps, batch)
    dtype = weight_hh._dtype
    inputs = tuple(t for t in (grad_output, grad_hy, grad_cy, weight_hh, weight_hr, hx, cx, output, workspace)
                   if t is not None)
    dtypes = (dtype,) * (6 if lstm else 4)
    p = RnnPlan(inputs, (steps, batch, gates * hid), dtype, weight_hh._device, overlap=BUFFER, dtypes=dtypes)
    p.a = {"grad_output": grad_output, "grad_hy": grad_hy, "grad_cy": grad_cy, "weight_hh": weight_hh,
           "weight_hr": weight_hr, "hx": hx, "cx": cx, "output": output, "workspace": workspace,
           "reverse": bool(a["reverse"]), "lengths": host, "sizes": (steps, batch, hid, hp)}
    return p


# ------------------------------------------------------------------ running
class _Device:
    """Flat operands in the compute dtype, fresh results and launches on one device."""
    __slots__ = ("device", "cpu", "compute")

    def __init__(self, device, compute):
        self.device, self.cpu, self.compute = device, device.type == "cpu", compute

    def flat(self, t):
        """t's values as a flat row-major array in the compute dtype: its own storage when it already is one."""
        if t is None:
            return self.dummy()
        count = t.numel()
        if not count:
            return self.new((0,))._storage
        if t._dtype is self.compute and (t._stride == contiguous_strides(t._shape) or count == 1):
            return t._storage[t._offset:t._offset + count]
        return _copy.contiguous_copy(_copy.COPY_CASE, t, self.compute)._storage

    def new(self, shape):
        """A fresh tensor in the compute dtype."""
        count = math.prod(shape)
        storage = np.empty(count, self.compute.np) if self.cpu else \
            _copy.empty((count,), self.compute, self.device)._storage
        return Tensor._make(storage, shape, contiguous_strides(shape), 0, self.compute, self.device)

    def dummy(self):
        """What a kernel gets for an absent array (it never reads or writes one)."""
        if not self.cpu:
            return self.new((1,))._storage
        return _DUMMIES[self.compute]

    def array(self, host):
        """A host array (ints, constants) where the kernel runs."""
        return host if self.cpu else CB._cuda().to_device(host)

    def launch(self, kernel_name, cpu_kernel, rows, *args, per_row=True):
        if self.cpu:
            cpu_kernel(*args)
            return
        ks = CB._kernels()
        config = CB.rows_config(rows) if per_row else CB._launch_config(rows)
        with warnings.catch_warnings():  # the simulator's NumPy scalars warn where a GPU is silent
            warnings.filterwarnings("ignore", category=RuntimeWarning)
            getattr(ks, kernel_name)[config](*args)


def _result(dev, t, dtype):
    """A float32 result of a half/bfloat16 call converted back; others as they are."""
    if t is None or t._dtype is dtype:
        return t
    return _copy.contiguous_copy(_copy.COPY_CASE, t, dtype)


# Read-only arrays made once per compute dtype (half and bfloat16 compute in float32):
# what a CPU kernel gets for an absent array, and the kernels' `cst` (0, 1)
_NO_LENGTHS = np.zeros(1, np.int64)
_DUMMIES = {d: np.zeros(1, d.np) for d in (D.float32, D.float64)}
_CONSTANTS = {d: np.array([0, 1], d.np) for d in (D.float32, D.float64)}


def run(op, plan, args, target):
    a = plan.a
    dev = _Device(plan.device, D.opmath(plan.dtype))
    steps, batch, hid, hp = a["sizes"]
    lengths = a["lengths"]
    has_len = lengths is not None
    lens = dev.array(lengths if has_len else _NO_LENGTHS)
    cst = dev.array(_CONSTANTS[dev.compute])
    sizes = (np.int64(steps), np.int64(batch), np.int64(hid), np.int64(hp))
    if op.spec.form.endswith("_backward"):
        return _run_backward(op, plan, dev, lens, cst, has_len, sizes)
    lstm = op.spec.cell == "lstm"
    out, hy = dev.new((steps, batch, hp)), dev.new((batch, hp))
    cy = dev.new((batch, hid)) if lstm else None
    ws = dev.new((steps, batch, op.spec.workspace * hid))
    args = [dev.flat(a["input"]), dev.flat(a["weight_hh"]), dev.flat(a["bias_hh"]), dev.flat(a["weight_hr"]),
            dev.flat(a["hx"]), dev.flat(a["cx"]), lens, cst, a["reverse"], a["bias_hh"] is not None,
            a["weight_hr"] is not None, has_len, *sizes, out._storage, hy._storage,
            cy._storage if lstm else dev.dummy(), ws._storage]
    if not dev.cpu:
        args.append(dev.new((batch, hid))._storage if a["weight_hr"] is not None else dev.dummy())
    dev.launch(op.spec.cuda, op.spec.cpu, batch, *args)
    dtype = plan.dtype
    res = (_result(dev, out, dtype), _result(dev, hy, dtype))
    return res + ((_result(dev, cy, dtype), ws) if lstm else (ws,))


def _run_backward(op, plan, dev, lens, cst, has_len, sizes):
    a = plan.a
    steps, batch, hid, hp = (int(s) for s in sizes)
    lstm = op.spec.cell == "lstm"
    gw = op.spec.gates * hid
    proj = a["weight_hr"] is not None
    dgi, dw, db = dev.new((steps, batch, gw)), dev.new((gw, hp)), dev.new((gw,))
    dh0 = dev.new((batch, hp))
    dc0 = dev.new((batch, hid)) if lstm else None
    dwr = dev.new((hp, hid)) if proj else None
    head = [dev.flat(a["grad_output"]), dev.flat(a["grad_hy"]), dev.flat(a["grad_cy"]),
            a["grad_output"] is not None, a["grad_hy"] is not None, a["grad_cy"] is not None,
            dev.flat(a["weight_hh"]), dev.flat(a["weight_hr"]), dev.flat(a["hx"]), dev.flat(a["cx"]),
            dev.flat(a["output"]), dev.flat(a["workspace"]), lens, cst, a["reverse"], proj, has_len, *sizes]
    if dev.cpu:
        op.spec.cpu(*head, dgi._storage, dw._storage, db._storage, dh0._storage,
                    dc0._storage if lstm else dev.dummy(), dwr._storage if proj else dev.dummy())
    else:
        rows = steps * batch
        dgh = dev.new((steps, batch, gw))._storage if op.spec.cell == "gru" else dgi._storage
        hprev = dev.new((steps, batch, hp))._storage
        dr = dev.new((steps, batch, hp))._storage if proj else dev.dummy()
        hu = dev.new((steps, batch, hid))._storage if proj else dev.dummy()
        dh, dc = dev.new((batch, hp))._storage, (dev.new((batch, hid))._storage if lstm else dev.dummy())
        dev.launch(op.spec.cuda, None, batch, *head, dgi._storage, dgh, dh0._storage,
                   dc0._storage if lstm else dev.dummy(), hprev, dr, hu, dh, dc)
        r, g, k = np.int64(rows), np.int64(gw), np.int64(hp)
        dev.launch("_rnn_weight_grad", None, gw * hp, dgh, hprev, r, g, k, cst, dw._storage, per_row=False)
        dev.launch("_rnn_bias_grad", None, gw, dgh, r, g, cst, db._storage, per_row=False)
        if proj:
            dev.launch("_rnn_weight_grad", None, hp * hid, dr, hu, r, k, np.int64(hid), cst, dwr._storage,
                       per_row=False)
    dtype = plan.dtype
    grads = [_result(dev, t, dtype) for t in (dgi, dw, db, dwr, dh0, dc0)]
    return tuple(grads) if lstm else (grads[0], grads[1], grads[2], grads[4])


def bind(op, args):
    return dict(zip(op.spec.argnames, args))


def autocast(op, args, dtype):
    """In an autocast region (the ops declaring `autocast:`): every floating Tensor argument in ``dtype``."""
    return tuple(a.to(dtype) if isinstance(a, Tensor) and a._dtype.is_floating_point else a for a in args)


FAMILY = Family("rnn", plan, run, bind, autocast=autocast)
