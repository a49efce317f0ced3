"""Dispatch of ``kind: norm`` ops (`_layer_norm`, `_batch_norm` and their
backward): the arguments checked, the input read as a contiguous (O, G, I)
array in the computation dtype (codegen/kinds/norm.py), then the op's
generated kernels (templates/norm.j2).

Forward: (out, mean, var), the statistics float64 (G,) tensors. Backward: the
input, weight and bias gradients that are asked for (None for the others).
"""
import math
from typing import NamedTuple

import numpy as np

from ..core import call_key
from ..core import dtypes as D
from ..core.op import BUFFER, Family, Plan
from ..core.tensor import Tensor, contiguous_strides
from ..backends import cuda as CB
from ..backends import host_buffers
from . import convert
from .form_family import fresh, zeros
from .reduction import use_parallel


class Spec:
    """A norm op's entry: its form, argument names, dtypes, devices and kernels."""
    __slots__ = ("name", "form", "argnames", "dtypes", "devices", "cpu", "cpu_par", "cpu_affine", "cuda")

    def __init__(self, name, form, argnames, *, dtypes, devices, cpu, cpu_par, cpu_affine, cuda):
        self.name, self.form, self.argnames, self.devices = name, form, argnames, devices
        self.dtypes = frozenset(dtypes)
        self.cpu, self.cpu_par, self.cpu_affine, self.cuda = cpu, cpu_par, cpu_affine, cuda


class NormLaunch(NamedTuple):
    """What a norm plan decides from the call's key (frozen; run replays it)."""
    shape: tuple        # the input's (and the normalised result's)
    dtype: object
    device: object
    geometry: tuple     # (O, G, I): the input read as a contiguous (O, G, I) array
    param_shape: tuple  # the affine parameters' shape


def _tensor(op, name, t, optional=False):
    if t is None and optional:
        return None
    if type(t) is not Tensor and not isinstance(t, Tensor):
        raise TypeError(f"{op}(): argument '{name}' must be Tensor, not {type(t).__name__}")
    return t


def _same(op, x, name, t):
    if t is None:
        return
    if t._dtype is not x._dtype:
        raise RuntimeError(f"{op}: expected {name} to have dtype {x._dtype.pt_name}, but got {t._dtype.pt_name}")
    if t._device != x._device:
        raise RuntimeError(f"Expected all tensors to be on the same device, but found at least two devices, "
                           f"{x._device} and {t._device}!")


def _geometry(op, form, x, args):
    """(O, G, I) and the affine parameters' shape."""
    if form.startswith("layer_norm"):
        shape = tuple(args["normalized_shape"])
        k = len(shape)
        if k == 0 or x.ndim < k or x._shape[x.ndim - k:] != shape:
            raise RuntimeError(f"Given normalized_shape={list(shape)}, expected input with shape [*, "
                               f"{', '.join(str(s) for s in shape)}], but got input of size{list(x._shape)}")
        inner = math.prod(shape)
        return (1, math.prod(x._shape[:x.ndim - k]), inner), shape
    if x.ndim < 2:
        raise ValueError(f"batch_norm(): expected 2D or more input (got {x.ndim}D input)")
    return (x._shape[0], x._shape[1], math.prod(x._shape[2:])), (x._shape[1],)


def plan(op, args, inplace):
    spec, name = op.spec, op.name
    named = dict(zip(spec.argnames, args))
    x = _tensor(name, "input", named["input"])
    if x._dtype not in spec.dtypes:
        raise NotImplementedError(f"\"{name}\" not implemented for '{x._dtype.pt_name}'")
    if x._device.type not in spec.devices:
        raise RuntimeError(f"{name}: not implemented for device {x._device}")
    geometry, pshape = _geometry(name, spec.form, x, named)
    _tensor(name, "weight", named["weight"], True)  # (checked: a required tensor)
    inputs = [x]
    for key in ("weight", "bias", "grad_out"):
        t = _tensor(name, key, named.get(key), True)
        _same(name, x, key, t)
        if t is not None:
            if key != "grad_out" and t._shape != pshape:
                raise RuntimeError(f"{name}: expected {key} of shape {list(pshape)}, but got {list(t._shape)}")
            if key == "grad_out" and t._shape != x._shape:
                raise RuntimeError(f"{name}: expected grad_out of shape {list(x._shape)}, but got {list(t._shape)}")
            inputs.append(t)
    if spec.form.endswith("_backward"):
        for key in ("mean", "var"):
            t = _tensor(name, key, named[key])
            if t._shape != (geometry[1],) or t._dtype is not D.float64:
                raise RuntimeError(f"{name}: expected {key} to be a float64 tensor of shape [{geometry[1]}] (the "
                                   "forward's statistics)")
            inputs.append(t)
        dtypes = (x._dtype, x._dtype, x._dtype)
    else:
        dtypes = (x._dtype, D.float64, D.float64)
    p = Plan(tuple(inputs), x._shape, x._dtype, x._device, overlap=BUFFER, dtypes=dtypes)
    p.launch = NormLaunch(x._shape, x._dtype, x._device, geometry, pshape)
    return p


def _flat(t, compute):
    """t's values as a flat contiguous array of the computation dtype."""
    if t._dtype is not compute or t._stride != contiguous_strides(t._shape):
        t = convert.to(t, compute, copy=True)
    return t._storage[t._offset:t._offset + t.numel()], t


def _out(shape, dtype, device):
    """A fresh result as large as the input; on the CPU from the reused large buffers."""
    if device.type == "cpu":
        return Tensor._from_array(host_buffers.empty(shape, dtype.np), dtype)
    return fresh(shape, dtype, device)


def _dummy(compute, device):
    return fresh((1,), compute, device)._storage


def run(op, launch, args, target):
    spec = op.spec
    args = dict(zip(spec.argnames, args))
    dtype, device = launch.dtype, launch.device
    compute = D.opmath(dtype)
    O, G, I = launch.geometry
    eps = np.float64(args["eps"])
    cpu = device.type == "cpu"
    x, _ = _flat(args["input"], compute)
    w = args["weight"]
    warr = _flat(w, compute)[0] if w is not None else _dummy(compute, device)
    has_w = np.bool_(w is not None)
    work = O * G * I
    if not spec.form.endswith("_backward"):
        b = args["bias"]
        barr = _flat(b, compute)[0] if b is not None else _dummy(compute, device)
        out = _out(launch.shape, compute, device)
        mean, var = fresh((G,), D.float64, device), fresh((G,), D.float64, device)
        sizes = (np.int64(O), np.int64(G), np.int64(I))
        if cpu:
            kernel = spec.cpu_par if use_parallel(work) else spec.cpu
            kernel(x, warr, barr, out._storage, mean._storage, var._storage, *sizes, eps, has_w, np.bool_(b is not None))
        elif G:
            k = CB._kernels()
            getattr(k, spec.cuda + "_stats")[CB._launch_config(G)](x, mean._storage, var._storage, *sizes)
            if work:
                getattr(k, spec.cuda + "_norm")[CB._launch_config(work)](
                    x, warr, barr, out._storage, mean._storage, var._storage, *sizes, eps, has_w,
                    np.bool_(b is not None))
        return (out if compute is dtype else convert.to(out, dtype)), mean, var
    need = tuple(bool(args[k]) for k in ("need_input", "need_weight", "need_bias"))
    dy, _ = _flat(args["grad_out"], compute)
    mean, var = args["mean"]._storage, args["var"]._storage
    dx = _out(launch.shape, compute, device) if need[0] else None
    pshape = launch.param_shape
    # (zeros: an empty input sums nothing into them)
    dw = zeros(pshape, compute, device) if need[1] and w is not None else None
    db = zeros(pshape, compute, device) if need[2] else None
    dxs = dx._storage if dx is not None else _dummy(compute, device)
    dws = dw._storage if dw is not None else _dummy(compute, device)
    dbs = db._storage if db is not None else _dummy(compute, device)
    sizes = (np.int64(O), np.int64(G), np.int64(I))
    flags = (np.bool_(dw is not None), np.bool_(db is not None))
    by_group = spec.form.startswith("batch_norm")
    if cpu:
        kernel = spec.cpu_par if use_parallel(work) else spec.cpu
        kernel(dy, x, mean, var, warr, dxs, dws, dbs, *sizes, eps, has_w, np.bool_(dx is not None), *flags)
        if not by_group and (dw is not None or db is not None):
            spec.cpu_affine(dy, x, mean, var, dws, dbs, np.zeros(I), np.zeros(I), np.int64(G), np.int64(I), eps,
                            *flags)
    elif work:
        k = CB._kernels()
        sums = CB.empty((2 * G,), D.float64, device)._storage
        getattr(k, spec.cuda + "_sums")[CB._launch_config(G)](dy, x, mean, var, warr, sums, dws, dbs, *sizes, eps,
                                                               has_w, *flags)
        if dx is not None:
            getattr(k, spec.cuda + "_norm")[CB._launch_config(work)](dy, x, mean, var, warr, dxs, sums, *sizes, eps,
                                                                     has_w)
        if not by_group and (dw is not None or db is not None):
            getattr(k, spec.cuda + "_affine")[CB._launch_config(I)](dy, x, mean, var, dws, dbs, np.int64(G),
                                                                    np.int64(I), eps, *flags)

    def back(t):
        return t if t is None or compute is dtype else convert.to(t, dtype)
    return back(dx), back(dw), back(db)


def bind(op, args):
    return dict(zip(op.spec.argnames, args))


FAMILY = Family("norm", plan, run, bind, key=call_key.static_key)
