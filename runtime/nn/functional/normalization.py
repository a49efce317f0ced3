"""``torch.nn.functional``'s normalisations other than batch_norm (functional/batchnorm.py): layer, group,
instance, RMS and local response normalisation, and ``normalize``. Formulas follow ATen's so values agree."""
import numpy as np

from ...autograd.grad_mode import no_grad
from ...families import factories as _f
from ...generated import ops as _ops
from .batchnorm import batch_norm, plain_dense_args as _plain_dense_args

__all__ = ["layer_norm", "normalize", "group_norm", "instance_norm", "rms_norm", "local_response_norm"]


def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-5):
    shape = (normalized_shape,) if isinstance(normalized_shape, int) else tuple(normalized_shape)
    k = len(shape)
    if k == 0 or input.dim() < k or tuple(input.shape[input.dim() - k:]) != shape:
        raise RuntimeError(f"Given normalized_shape={list(shape)}, expected input with shape [*, "
                           f"{', '.join(str(s) for s in shape)}], but got input of size{list(input.shape)}")
    for name, t in (("weight", weight), ("bias", bias)):
        if t is not None and tuple(t.shape) != shape:
            raise RuntimeError(f"Expected {name} to be of same shape as normalized_shape, but got {name} of shape "
                               f"{list(t.shape)} and normalized_shape = {list(shape)}")
    if _plain_dense_args(input, weight, bias):
        return _ops._layer_norm(input, shape, weight, bias, float(eps))[0]
    # named or nested inputs (and mixed dtypes): the formula in operators
    dims = list(range(input.dim() - k, input.dim()))
    mean = input.mean(dims, keepdim=True)
    centred = input - mean
    var = (centred * centred).mean(dims, keepdim=True)
    out = centred * _ops.rsqrt(var + eps)
    if weight is not None:
        out = out * weight
    if bias is not None:
        out = out + bias
    return out


def normalize(input, p=2.0, dim=1, eps=1e-12, out=None):
    if p == 2:
        s = (input * input).sum(dim, keepdim=True)
        # clamping the squared norm at eps**2 is max(norm, eps) and keeps the
        # gradient of an all-zero slice finite (zero), as torch's norm backward
        denom = _ops.sqrt(s.clamp(min=eps * eps))
    else:
        # norm's own orders (p <= 0 included: p=0 counts nonzeros, p<0 is no power sum to clamp)
        denom = _ops.norm(input, p, dim, keepdim=True).clamp(min=eps)
    res = input / denom
    if out is not None:
        out.copy_(res)
        return out
    return res


def group_norm(input, num_groups, weight=None, bias=None, eps=1e-5):
    if input.dim() < 2:
        raise RuntimeError(f"Expected at least 2 dimensions for input tensor but received {input.dim()}")
    n, c = input.shape[0], input.shape[1]
    if c % num_groups:
        raise RuntimeError(f"Expected number of channels in input to be divisible by num_groups, but got input of "
                           f"shape {list(input.shape)} and num_groups={num_groups}")
    for name, t in (("weight", weight), ("bias", bias)):
        if t is not None and (t.dim() != 1 or t.numel() != c):
            raise RuntimeError(f"Expected {name} to be a vector of size equal to the number of channels in input, "
                               f"but got {name} of shape {list(t.shape)} and input of shape {list(input.shape)}")
    x = input.reshape(n, num_groups, input.numel() // max(n * num_groups, 1))  # n may be 0
    mean = x.mean(-1, keepdim=True)
    centred = x - mean
    var = (centred * centred).mean(-1, keepdim=True)
    out = (centred * (var + eps).rsqrt()).reshape(input.shape)
    view = [1, c] + [1] * (input.dim() - 2)
    if weight is not None:
        out = out * weight.reshape(view)
    if bias is not None:
        out = out + bias.reshape(view)
    return out


def instance_norm(input, running_mean=None, running_var=None, weight=None, bias=None, use_input_stats=True,
                  momentum=0.1, eps=1e-5):
    """ATen's form: a batch norm over the (1, N*C, *) view, the running statistics repeated per
    instance and averaged back over the batch."""
    if input.dim() < 3:
        raise ValueError(f"instance_norm(): expected 3D or more input (got {input.dim()}D input)")
    spatial = 1
    for s in input.shape[2:]:
        spatial *= s
    if use_input_stats and spatial == 1:
        raise ValueError(f"Expected more than 1 spatial element when training, got input size {list(input.shape)}")
    n, c = input.shape[0], input.shape[1]
    shape = [1, n * c] + list(input.shape[2:])
    rm = running_mean.repeat(n) if running_mean is not None else None
    rv = running_var.repeat(n) if running_var is not None else None
    w = weight.repeat(n) if weight is not None else None
    b = bias.repeat(n) if bias is not None else None
    out = batch_norm(input.reshape(shape), rm, rv, w, b, use_input_stats, momentum, eps)
    if use_input_stats and n:  # (an empty batch has no statistics: the running ones stay)
        with no_grad():
            if running_mean is not None:
                running_mean.copy_(rm.reshape(n, c).mean(0))
            if running_var is not None:
                running_var.copy_(rv.reshape(n, c).mean(0))
    return out.reshape(input.shape)


def rms_norm(input, normalized_shape, weight=None, eps=None):
    shape = (normalized_shape,) if isinstance(normalized_shape, int) else tuple(normalized_shape)
    k = len(shape)
    if k == 0 or input.dim() < k or tuple(input.shape[input.dim() - k:]) != shape:
        raise RuntimeError(f"Given normalized_shape={list(shape)}, expected input with shape [*"
                           f"{', '.join(str(s) for s in shape)}], but got input of size{list(input.shape)}")
    if eps is None:
        eps = float(np.finfo(input.dtype.np).eps)
    dims = list(range(input.dim() - k, input.dim()))
    out = input * _ops.rsqrt((input * input).mean(dims, keepdim=True) + eps)
    return out * weight if weight is not None else out


def local_response_norm(input, size, alpha=1e-4, beta=0.75, k=1.0):
    """input / (k + alpha * mean of squares over `size` neighbouring channels) ** beta, the window
    zero-padded size // 2 before and (size - 1) // 2 after, as torch."""
    if input.dim() < 3:
        raise ValueError(f"Expected 3D or higher dimensionality input (got {input.dim()} dimensions)")
    if input.numel() == 0:
        return input
    sq = input * input
    c = input.shape[1]
    lo, hi = size // 2, (size - 1) // 2
    parts = []
    for n in (lo, None, hi):
        if n is None:
            parts.append(sq)
        elif n:
            shape = list(sq.shape)
            shape[1] = n
            parts.append(_f.zeros(shape, dtype=sq.dtype, device=sq.device))
    padded = _ops.cat(parts, 1) if len(parts) > 1 else sq
    total = padded.narrow(1, 0, c)
    for j in range(1, size):
        total = total + padded.narrow(1, j, c)
    div = (total / size * alpha + k) ** beta
    return input / div
