"""Dispatch of ``kind: window`` ops (`_im2col`, `_col2im`): the window arguments
checked against the input's spatial dims, then the op's generated kernel
(templates/window.j2), which computes every position from the geometry (no
index table is built per call).

im2col copies elements (half and bfloat16 move as their bits); col2im adds, in
the dtype's computation type (float32 for half and bfloat16), then rounds once.
"""
import math
from typing import NamedTuple

import numpy as np

from ..core import call_key
from ..core import dtypes as D
from ..core.op import BUFFER, Family, Plan
from ..core.tensor import Tensor
from ..backends import cuda as CB
from ..backends import host_buffers
from . import convert
from .form_family import fresh, storage
from .reduction import use_parallel

# the kernels' geometry array `g`: what each of its 26 entries holds (3 spatial dims, the
# missing leading ones of size 1); s*: the source's offset and strides (im2col: N, C, D, H, W;
# col2im: N, C * K, L and two unused)
GEOMETRY = ("N", "C", "D", "H", "W", "KD", "KH", "KW", "dil_d", "dil_h", "dil_w", "pad_d", "pad_h", "pad_w",
            "stride_d", "stride_h", "stride_w", "OD", "OH", "OW", "src_offset", "src_s1", "src_s2", "src_s3",
            "src_s4", "src_s5")


class Spec:
    """A window op's entry: its form, argument names, dtypes, devices and kernels."""
    __slots__ = ("name", "form", "argnames", "dtypes", "devices", "cpu", "cpu_par", "cuda")

    def __init__(self, name, form, argnames, *, dtypes, devices, cpu, cpu_par, cuda):
        self.name, self.form, self.argnames, self.devices = name, form, argnames, devices
        self.dtypes = frozenset(dtypes)
        self.cpu, self.cpu_par, self.cuda = cpu, cpu_par, cuda


class WindowLaunch(NamedTuple):
    """What a window plan decides from the call's key (frozen; run replays it)."""
    shape: tuple        # the result's
    dtype: object
    device: object
    spatial: tuple      # the image's spatial sizes (col2im: output_size)
    kernel: tuple
    dilation: tuple
    padding: tuple
    stride: tuple
    blocks: tuple       # window positions along each spatial dim


def _ints(op, name, value, nd=None):
    """An int[] argument as a tuple of ints (one per spatial dim when nd is given)."""
    if isinstance(value, int) and not isinstance(value, bool):
        value = (value,) * (nd or 1)
    try:
        value = tuple(value)
    except TypeError:
        raise TypeError(f"{op}(): argument '{name}' must be tuple of ints, not {type(value).__name__}") from None
    if not all(isinstance(v, (int, np.integer)) and not isinstance(v, bool) for v in value):
        raise TypeError(f"{op}(): argument '{name}' must be tuple of ints, but found element of type "
                        f"{type(next(v for v in value if not isinstance(v, int) or isinstance(v, bool))).__name__}")
    value = tuple(int(v) for v in value)
    if nd is not None and len(value) != nd:
        raise RuntimeError(f"{op}(): argument '{name}' must have {nd} elements (one per spatial dim), got "
                           f"{len(value)}")
    return value


def blocks_of(spatial, kernel, dilation, padding, stride):
    """The number of window positions along each spatial dim (torch's formula)."""
    return tuple((s + 2 * p - d * (k - 1) - 1) // st + 1
                 for s, k, d, p, st in zip(spatial, kernel, dilation, padding, stride))


def _window_args(op, args, nd):
    kernel, dilation, padding, stride = (_ints(op, n, v, nd) for n, v in
                                         zip(("kernel_size", "dilation", "padding", "stride"), args))
    for name, v, lowest in (("kernel", kernel, 1), ("dilation", dilation, 1), ("stride", stride, 1),
                            ("padding", padding, 0)):
        if any(e < lowest for e in v):
            raise RuntimeError(f"{op}(): {name} should be {'greater than zero' if lowest else 'non-negative'}, "
                               f"but got {name}={list(v)}")
    return kernel, dilation, padding, stride


def plan(op, args, inplace):
    x = args[0]
    name, form = op.name, op.spec.form
    if type(x) is not Tensor:  # nested and sparse layouts included: no rule runs them
        raise TypeError(f"{name}(): argument 'self' (position 1) must be Tensor, not {type(x).__name__}")
    if x._dtype not in op.spec.dtypes:
        raise NotImplementedError(f"\"{name}\" not implemented for '{x._dtype.pt_name}'")
    if x._device.type not in op.spec.devices:
        raise RuntimeError(f"{name}: not implemented for device {x._device}")
    if form == "im2col":
        nd = len(_ints(name, "kernel_size", args[1]))
        if not 1 <= nd <= 3 or x.ndim != nd + 2:
            raise RuntimeError(f"{name}(): expected an (N, C, *spatial) input with 1 to 3 spatial dims matching "
                               f"kernel_size, but got input of size {list(x._shape)} and {nd} kernel dims")
        spatial = x._shape[2:]
        kernel, dilation, padding, stride = _window_args(name, args[1:], nd)
    else:
        spatial = _ints(name, "output_size", args[1])
        nd = len(spatial)
        if not 1 <= nd <= 3 or x.ndim != 3:
            raise RuntimeError(f"{name}(): expected an (N, C * K, L) input and 1 to 3 output dims, but got input "
                               f"of size {list(x._shape)} and output_size {list(spatial)}")
        kernel, dilation, padding, stride = _window_args(name, args[2:], nd)
    blocks = blocks_of(spatial, kernel, dilation, padding, stride)
    if any(b < 1 for b in blocks) or any(s < 1 for s in spatial):
        raise RuntimeError(f"{name}(): given spatial size {list(spatial)}, kernel_size={list(kernel)}, dilation="
                           f"{list(dilation)}, padding={list(padding)}, the array of sliding blocks "
                           f"{list(blocks)} must be at least one in every dim")
    k, L = math.prod(kernel), math.prod(blocks)
    if form == "im2col":
        shape = (x._shape[0], x._shape[1] * k, L)
    else:
        if x._shape[1] % k:
            raise RuntimeError(f"{name}(): expected size of input's dimension 1 to be divisible by the product of "
                               f"kernel_size, but got input.size(1)={x._shape[1]} and kernel_size={list(kernel)}")
        if x._shape[2] != L:
            raise RuntimeError(f"{name}(): expected size of input's dimension 2 to match the number of sliding "
                               f"blocks {L}, but got input.size(2)={x._shape[2]}")
        shape = (x._shape[0], x._shape[1] // k) + tuple(spatial)
    p = Plan((x,), shape, x._dtype, x._device, overlap=BUFFER)
    p.launch = WindowLaunch(shape, x._dtype, x._device, tuple(spatial), kernel, dilation, padding, stride, blocks)
    return p


def _pad3(v, fill):
    return (fill,) * (3 - len(v)) + tuple(v)


def _geometry(launch, batch, channels, src, strides):
    """The kernels' `g` (GEOMETRY) for this call: src the tensor the kernel reads, strides its five."""
    g = ((batch, channels) + _pad3(launch.spatial, 1) + _pad3(launch.kernel, 1) + _pad3(launch.dilation, 1) +
         _pad3(launch.padding, 0) + _pad3(launch.stride, 1) + _pad3(launch.blocks, 1) + (src._offset,) + strides)
    return np.asarray(g, np.int64)


def _launch(op, src, dst, g, work, device):
    if device.type == "cpu":
        kernel = op.spec.cpu_par if use_parallel(work) else op.spec.cpu
        kernel(src, dst, g)
        return
    kernel = getattr(CB._kernels(), op.spec.cuda)
    kernel[CB._launch_config(max(work, 1))](src, dst, CB._cuda().to_device(g))


def _out(shape, dtype, device):
    """A fresh result; on the CPU from the reused large buffers (an im2col output is the largest
    temporary of a convolution, made again at every step)."""
    if device.type == "cpu":
        return Tensor._from_array(host_buffers.empty(shape, dtype.np), dtype)
    return fresh(shape, dtype, device)


def run(op, launch, args, target):
    x, dtype, device = args[0], launch.dtype, launch.device
    if op.spec.form == "im2col":
        out = _out(launch.shape, dtype, device)
        if out.numel():
            # (N, C, *spatial) strides, a missing leading spatial dim's stride 0
            g = _geometry(launch, x._shape[0], x._shape[1], x, x._stride[:2] + _pad3(x._stride[2:], 0))
            _launch(op, storage(x, bits=True), storage(out, bits=True), g, out.numel(), device)
        return out
    compute = D.opmath(dtype)
    src = x if compute is dtype else convert.to(x, compute)
    out = _out(launch.shape, compute, device)
    if out.numel():
        g = _geometry(launch, src._shape[0], launch.shape[1], src, src._stride + (0, 0))  # (N, C * K, L) strides
        _launch(op, src._storage, out._storage, g, out.numel(), device)
    return out if compute is dtype else convert.to(out, dtype)


def bind(op, args):
    return dict(zip(op.spec.argnames, args))


FAMILY = Family("window", plan, run, bind, key=call_key.static_key)
