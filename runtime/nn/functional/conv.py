"""conv1d/2d/3d and conv_transpose1d/2d/3d as torch.nn.functional's: im2col and one batched matmul.

Both steps are generated operators, so autograd derives the backward from their
declarations (im2col's is col2im, the columns added back in place) and every
dtype matmul takes works. Zero padding, the same on both sides, is the window
kind's `_im2col`, which computes every position from the shapes; the other
padding modes (and 'same' with an even extent) gather through nn/windows.py's
index tables.

The transposed convolution is the ordinary one over the input spread by the stride (zeros between
samples, by reshape + cat) and padded by dilation * (k - 1) - padding, with the kernel's in/out
channels swapped per group and its taps flipped."""
import math

from ...families import factories as _f
from ...generated import ops as _ops
from ..windows import tuple_arg, out_size, gather_windows

__all__ = ["conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d", "conv_transpose3d"]


_MODES = ("zeros", "reflect", "replicate", "circular")


def _check_unnamed(op, *tensors):
    for t in tensors:
        if t is not None and getattr(t, "names", None) and any(n is not None for n in t.names):
            raise RuntimeError(f"{op} is not yet supported with named tensors. Please drop names via "
                               "`tensor = tensor.rename(None)`, call the op with an unnamed tensor, and set "
                               "names on the result of the operation.")


def _padding(op, padding, nd, kernel, stride, dilation):
    """(lo, hi) per spatial dim; 'same' puts the odd extra element on the right, as torch."""
    if isinstance(padding, str):
        if padding == "valid":
            return (0,) * nd, (0,) * nd
        if padding != "same":
            raise ValueError(f"Invalid padding string '{padding}', should be one of {{'valid', 'same'}}")
        if any(s != 1 for s in stride):
            raise RuntimeError("padding='same' is not supported for strided convolutions")
        total = [d * (k - 1) for d, k in zip(dilation, kernel)]
        return tuple(t // 2 for t in total), tuple(t - t // 2 for t in total)
    pad = tuple_arg(op, "padding", padding, nd)
    if any(p < 0 for p in pad):
        raise RuntimeError("negative padding is not supported")
    return pad, pad


def conv(op, nd, input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1, padding_mode="zeros"):
    if input.dim() not in (nd + 1, nd + 2):
        raise RuntimeError(f"Expected {nd + 1}D (unbatched) or {nd + 2}D (batched) input to {op}, but got "
                           f"input of size: {list(input.shape)}")
    _check_unnamed(op, input, weight, bias)
    if padding_mode not in _MODES:
        raise ValueError(f"padding_mode must be one of {list(_MODES)}, but got padding_mode='{padding_mode}'")
    batched = input.dim() == nd + 2
    x = input if batched else input.unsqueeze(0)
    if weight.dim() != nd + 2:
        raise RuntimeError(f"Expected {nd + 2}-dimensional weight for {nd + 2}-dimensional input "
                           f"{list(x.shape)}, but got {weight.dim()}-dimensional weight of size "
                           f"{list(weight.shape)} instead")
    if x.dtype != weight.dtype or (bias is not None and bias.dtype != x.dtype):
        other = weight.dtype if x.dtype != weight.dtype else bias.dtype
        raise RuntimeError(f"expected scalar type {x.dtype.pt_name} but found {other.pt_name}")
    stride = tuple_arg(op, "stride", stride, nd)
    dilation = tuple_arg(op, "dilation", dilation, nd)
    if any(s <= 0 for s in stride):
        raise RuntimeError("non-positive stride is not supported")
    if any(d <= 0 for d in dilation):
        raise RuntimeError("dilation should be greater than zero")
    if not isinstance(groups, int) or groups <= 0:
        raise RuntimeError("non-positive groups is not supported")
    n, c = x.shape[0], x.shape[1]
    out_channels, kernel = weight.shape[0], tuple(weight.shape[2:])
    if out_channels % groups:
        raise RuntimeError(f"Given groups={groups}, expected weight to be divisible by {groups} at dimension 0, "
                           f"but got weight of size [{list(weight.shape)}] instead")
    if weight.shape[1] * groups != c:
        raise RuntimeError(f"Given groups={groups}, weight of size {list(weight.shape)}, expected input"
                           f"{list(x.shape)} to have {weight.shape[1] * groups} channels, but got {c} channels "
                           "instead")
    if bias is not None and (bias.dim() != 1 or bias.shape[0] != out_channels):
        raise RuntimeError(f"Given weight of size {list(weight.shape)}, expected bias to be 1-dimensional with "
                           f"{out_channels} elements, but got bias of size {list(bias.shape)} instead")
    lo, hi = _padding(op, padding, nd, kernel, stride, dilation)
    spatial = tuple(x.shape[2:])
    padded = [s + a + b for s, a, b in zip(spatial, lo, hi)]
    effective = [d * (k - 1) + 1 for d, k in zip(dilation, kernel)]
    if any(p < e for p, e in zip(padded, effective)):
        raise RuntimeError(f"Calculated padded input size per channel: ({' x '.join(map(str, padded))}). "
                           f"Kernel size: ({' x '.join(map(str, effective))}). Kernel size can't be greater "
                           "than actual input size")
    if padding_mode != "zeros" and any(a > s or b > s for a, b, s in zip(lo, hi, spatial)):
        raise RuntimeError(f"{op}(): padding of {padding_mode} mode must be at most the input size per dim")
    out_spatial = tuple(out_size(s, k, st, a, b, d) for s, k, st, a, b, d in
                        zip(spatial, kernel, stride, lo, hi, dilation))
    if padding_mode == "zeros" and lo == hi:
        cols = _ops._im2col(x, kernel, dilation, lo, stride)
    else:
        cols = gather_windows(x, kernel, stride, lo, dilation, out_spatial, 0, padding_mode)
    k = (c // groups) * math.prod(kernel)
    cols = cols.reshape(n, groups, k, math.prod(out_spatial))
    w = weight.reshape(groups, out_channels // groups, k)
    out = _ops.matmul(w, cols).reshape(n, out_channels, *out_spatial)
    if bias is not None:
        out = out + bias.reshape(1, out_channels, *([1] * nd))
    return out if batched else out.squeeze(0)


def conv1d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    return conv("conv1d", 1, input, weight, bias, stride, padding, dilation, groups)


def conv2d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    return conv("conv2d", 2, input, weight, bias, stride, padding, dilation, groups)


def conv3d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    return conv("conv3d", 3, input, weight, bias, stride, padding, dilation, groups)


def _spread(x, d, s):
    """Insert s - 1 zeros between consecutive entries along dim d."""
    if s == 1 or x.shape[d] == 0:
        return x
    n = x.shape[d]
    zshape = list(x.shape)
    zshape.insert(d + 1, s - 1)
    y = _ops.cat([x.unsqueeze(d + 1), _f.zeros(zshape, dtype=x.dtype, device=x.device)], d + 1)
    shape = list(x.shape)
    shape[d] = n * s
    return y.reshape(shape).narrow(d, 0, (n - 1) * s + 1)


def _pad_dim(x, d, lo, hi):
    """Zeros before (lo) and after (hi) along dim d; a negative amount crops."""
    if lo < 0:
        x = x.narrow(d, -lo, x.shape[d] + lo)
    if hi < 0:
        x = x.narrow(d, 0, x.shape[d] + hi)
    parts = []
    for k in (max(lo, 0), None, max(hi, 0)):
        if k is None:
            parts.append(x)
        elif k:
            shape = list(x.shape)
            shape[d] = k
            parts.append(_f.zeros(shape, dtype=x.dtype, device=x.device))
    return parts[0] if len(parts) == 1 else _ops.cat(parts, d)


def conv_transpose(op, nd, input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    stride = tuple_arg(op, "stride", stride, nd)
    padding = tuple_arg(op, "padding", padding, nd)
    output_padding = tuple_arg(op, "output_padding", output_padding, nd)
    dilation = tuple_arg(op, "dilation", dilation, nd)
    if weight.dim() != nd + 2:
        raise RuntimeError(f"Expected {nd + 2}-dimensional weight for {op}, but got weight of size "
                           f"{list(weight.shape)}")
    if input.dim() not in (nd + 1, nd + 2):
        raise RuntimeError(f"Expected {nd + 1}D (unbatched) or {nd + 2}D (batched) input to {op}, but got input of "
                           f"size: {list(input.shape)}")
    batched = input.dim() == nd + 2
    x = input if batched else input.unsqueeze(0)
    c_in = x.shape[1]
    if weight.shape[0] != c_in:
        raise RuntimeError(f"Given transposed=1, weight of size {list(weight.shape)}, expected input"
                           f"{list(input.shape)} to have {weight.shape[0]} channels, but got {c_in} channels instead")
    for i in range(nd):
        if output_padding[i] >= max(stride[i], dilation[i]):
            raise RuntimeError("output padding must be smaller than either stride or dilation, but got "
                               f"output_padding_{'hwd'[i] if nd > 1 else 'w'}: {output_padding[i]}")
    kernel = weight.shape[2:]
    c_out_g = weight.shape[1]
    # (C_in, C_out/g, k...) -> (C_out, C_in/g, k...) with the taps flipped
    w = weight.reshape((groups, c_in // groups, c_out_g) + tuple(kernel)).transpose(1, 2)
    w = w.reshape((groups * c_out_g, c_in // groups) + tuple(kernel)).flip(*range(2, nd + 2))
    for i in range(nd):
        lo = dilation[i] * (kernel[i] - 1) - padding[i]
        x = _pad_dim(_spread(x, 2 + i, stride[i]), 2 + i, lo, lo + output_padding[i])
    out = conv(op, nd, x, w, bias, 1, 0, dilation, groups)
    return out if batched else out.squeeze(0)


def conv_transpose1d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    return conv_transpose("conv_transpose1d", 1, input, weight, bias, stride, padding, output_padding, groups,
                          dilation)


def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    return conv_transpose("conv_transpose2d", 2, input, weight, bias, stride, padding, output_padding, groups,
                          dilation)


def conv_transpose3d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    return conv_transpose("conv_transpose3d", 3, input, weight, bias, stride, padding, output_padding, groups,
                          dilation)
