"""Dispatch of ``kind: ctc`` ops (the CTC loss's forward and backward
recursions): per form torch's argument checks and messages (ctc_loss_allocate_
outputs'), each batch element's first label located on the host (padded rows
or concatenated targets), then the op's generated kernel (templates/ctc.j2) on
the input's device, in its dtype.

Lengths and targets are read on the host (they size the lattice, as torch's
CPU and CUDA kernels read them); a label outside [0, C) is refused rather than
read out of bounds.
"""
import warnings

import numpy as np

from ..core import dtypes as D
from ..core.op import BUFFER, Family, Plan
from ..core.tensor import Tensor, contiguous_strides
from ..backends import cuda as CB
from . import copy as _copy

_WHO = "ctc_loss_allocate_outputs"


class Spec:
    """A ctc op's entry: its form, argument names, devices and kernels."""
    __slots__ = ("name", "form", "argnames", "devices", "cpu", "cuda")

    def __init__(self, name, form, argnames, *, devices, cpu, cuda):
        self.name, self.form, self.argnames, self.devices, self.cpu, self.cuda = name, form, argnames, devices, cpu, cuda


class CtcPlan(Plan):
    __slots__ = ("a",)


def _tensor(op, x, argname, pos):
    if type(x) is not Tensor:
        raise TypeError(f"{op.name}(): argument '{argname}' (position {pos}) must be Tensor, not {type(x).__name__}")
    return x


def _host_ints(op, t, name):
    if t._dtype.is_floating_point or t._dtype is D.bool_:
        raise RuntimeError(f"{name} must be integral")
    return np.asarray(t._host(), dtype=np.int64).reshape(-1)


def _layout(op, log_probs, targets, input_lengths, target_lengths, blank):
    """torch's checks; (T, N, C, the lengths and first-label offsets on the host, the labels)."""
    if log_probs.ndim != 3:
        raise RuntimeError(f"Expected 3-dimensional tensor, but got {log_probs.ndim}-dimensional tensor for argument "
                           f"#1 'log_probs' (while checking arguments for {_WHO})")
    if log_probs._dtype not in (D.float32, D.float64):
        raise NotImplementedError(f"\"ctc_loss_cpu\" not implemented for '{log_probs._dtype.pt_name}'")
    if log_probs._device.type not in op.spec.devices:
        raise RuntimeError(f"{op.name}: not implemented for device {log_probs._device}")
    t_max, n, c = log_probs._shape
    if not 0 <= blank < c:
        raise RuntimeError("blank must be in label range")
    il = _host_ints(op, input_lengths, "input_lengths")
    tl = _host_ints(op, target_lengths, "target_lengths")
    if il.shape[0] != n:
        raise RuntimeError("input_lengths must be of size batch_size")
    if tl.shape[0] != n:
        raise RuntimeError("target_lengths must be of size batch_size")
    for b in range(n):
        if tl[b] < 0:
            raise RuntimeError(f"Expected target_lengths to have value at least 0, but got value {tl[b]} (while "
                               f"checking arguments for {_WHO})")
    if targets.ndim not in (1, 2):
        raise RuntimeError(f"Expected 1 to 2 dimensions, but got {targets.ndim}-dimensional tensor for argument #2 "
                           f"'targets' (while checking arguments for {_WHO})")
    labels = np.asarray(targets._host()).astype(np.int64)  # (torch takes floating targets as integers too)
    s_max = int(tl.max()) if n else 0
    if targets.ndim == 1:
        toffs = np.concatenate([[0], np.cumsum(tl)[:-1]]).astype(np.int64) if n else np.zeros(0, np.int64)
        if targets._shape[0] != int(tl.sum()):
            raise RuntimeError(f"Expected tensor to have size {int(tl.sum())} at dimension 0, but got size "
                               f"{targets._shape[0]} for argument #2 'targets' (while checking arguments for {_WHO})")
        flat = labels
        used = flat
    else:
        if targets._shape[0] != n:
            raise RuntimeError(f"Expected tensor to have size {n} at dimension 0, but got size {targets._shape[0]} "
                               f"for argument #2 'targets' (while checking arguments for {_WHO})")
        if targets._shape[1] < s_max:
            raise RuntimeError(f"Expected tensor to have size at least {s_max} at dimension 1, but got size "
                               f"{targets._shape[1]} for argument #2 'targets' (while checking arguments for {_WHO})")
        width = targets._shape[1]
        toffs = np.arange(n, dtype=np.int64) * width
        flat = labels.reshape(-1)
        used = np.concatenate([labels[b, :tl[b]] for b in range(n)]) if n else flat
    for b in range(n):
        if il[b] < 0:
            raise RuntimeError(f"Expected input_lengths to have value at least 0, but got value {il[b]} (while "
                               f"checking arguments for {_WHO})")
        if il[b] > t_max:
            raise RuntimeError(f"Expected input_lengths to have value at most {t_max}, but got value {il[b]} (while "
                               f"checking arguments for {_WHO})")
    if used.size and (used.min() < 0 or used.max() >= c):
        bad = int(used[(used < 0) | (used >= c)][0])
        raise RuntimeError(f"ctc_loss: targets must be class indices in [0, {c}) (the classes of log_probs), but "
                           f"got {bad}")
    return t_max, n, c, s_max, il, tl, toffs, np.ascontiguousarray(flat if flat.size else np.zeros(1, np.int64))


def _flat(t):
    """t's values as a flat row-major array on its device: its own storage when contiguous."""
    count = t.numel()
    if t._stride == contiguous_strides(t._shape) or count <= 1:
        return t._storage[t._offset:t._offset + max(count, 1)] if count else _empty_like(t)
    dst = _copy.empty(t._shape, t._dtype, t._device)
    _copy.run_copy(_copy.COPY_CASE, dst, t)
    return dst._storage


def _empty_like(t):
    return _copy.empty((1,), t._dtype, t._device)._storage


def _device_ints(a, device):
    a = np.ascontiguousarray(a, np.int64) if a.size else np.zeros(1, np.int64)
    return a if device.type == "cpu" else CB._cuda().to_device(a)


def plan(op, args, inplace):
    a = dict(zip(op.spec.argnames, args))
    if op.spec.form == "loss":
        lp = _tensor(op, a["log_probs"], "log_probs", 1)
        targets = _tensor(op, a["targets"], "targets", 2)
        il, tl = _tensor(op, a["input_lengths"], "input_lengths", 3), _tensor(op, a["target_lengths"],
                                                                                 "target_lengths", 4)
        lay = _layout(op, lp, targets, il, tl, a["blank"])
        t_max, n, c, s_max = lay[:4]
        p = CtcPlan((lp, targets, il, tl), (n,), lp._dtype, lp._device, overlap=BUFFER)
        p.a = {"lp": lp, "lay": lay, "w": 2 * s_max + 1, "blank": a["blank"]}
        return p
    grad = _tensor(op, a["grad"], "grad", 1)
    lp = _tensor(op, a["log_probs"], "log_probs", 2)
    targets = _tensor(op, a["targets"], "targets", 3)
    il, tl = _tensor(op, a["input_lengths"], "input_lengths", 4), _tensor(op, a["target_lengths"], "target_lengths", 5)
    nll = _tensor(op, a["neg_log_likelihood"], "neg_log_likelihood", 6)
    lay = _layout(op, lp, targets, il, tl, a["blank"])
    t_max, n, c, s_max = lay[:4]
    w = 2 * s_max + 1
    for name, t, shape in (("grad", grad, (n,)), ("neg_log_likelihood", nll, (n,))):
        if t._shape != shape:
            raise RuntimeError(f"{op.name}: expected {name} of shape {list(shape)}, but got {list(t._shape)}")
        if t._dtype is not lp._dtype:
            raise RuntimeError(f"{op.name}: expected {name} of dtype {lp._dtype.pt_name}, but got {t._dtype.pt_name}")
        if t._device != lp._device:
            raise RuntimeError(f"Expected all tensors to be on the same device, but found at least two devices, "
                               f"{lp._device} and {t._device}!")
    p = CtcPlan((grad, lp, targets, il, tl, nll), lp._shape, lp._dtype, lp._device, overlap=BUFFER)
    p.a = {"lp": lp, "lay": lay, "w": w, "blank": a["blank"], "grad": grad, "nll": nll,
           "zero_infinity": bool(a["zero_infinity"])}
    return p


def run(op, plan, args, target):
    a, dtype, device = plan.a, plan.dtype, plan.device
    t_max, n, c, s_max, il, tl, toffs, labels = a["lay"]
    w = a["w"]
    cpu = device.type == "cpu"
    lp = _flat(a["lp"])
    ints = [_device_ints(x, device) for x in (labels, toffs, il, tl)]
    blank = np.int64(a["blank"])
    sizes = (np.int64(t_max), np.int64(n), np.int64(c), np.int64(w))
    # the forward variables (log_alpha, (N, T, W)): a workspace, not a result
    la = _copy.empty((max(n * t_max * w, 1),), dtype, device)
    if op.spec.form == "loss":
        nll = _copy.empty((n,), dtype, device)
        if n:
            _launch(op, cpu, n, lp, *ints, blank, *sizes, nll._storage, la._storage)
        return nll
    g = _copy.empty((t_max, n, c), dtype, device)
    lb = _copy.empty((max(n * t_max * w, 1),), dtype, device)
    scratch = _copy.empty((max(n, 1),), dtype, device)
    if n and t_max * c:
        _launch(op, cpu, n, lp, *ints, blank, *sizes, _flat(a["nll"]), la._storage, scratch._storage,
                _flat(a["grad"]), a["zero_infinity"], lb._storage, g._storage)
    return g


def _launch(op, cpu, n, *args):
    """The op's kernel over the batch (CUDA: one thread per element)."""
    if cpu:
        op.spec.cpu(*args)
        return
    kernel = getattr(CB._kernels(), op.spec.cuda)[CB._launch_config(n)]
    with warnings.catch_warnings():  # the simulator's NumPy scalars warn where a GPU (and the CPU kernel) is silent
        warnings.filterwarnings("ignore", category=RuntimeWarning)
        kernel(*args)


def bind(op, args):
    return dict(zip(op.spec.argnames, args))


FAMILY = Family("ctc", plan, run, bind)
