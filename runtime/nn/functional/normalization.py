"""More of ``tensorgen.nn.functional``: group and instance normalisation, prelu, channel dropout,
shrink/threshold activations, and the distance and embedding losses (kl_div, cosine, margin
ranking, triplet, Poisson NLL).

Everything is written over differentiable generated operators (as functional.py), so autograd
records each step through the ops' declared derivatives; formulas follow ATen's so values agree.
"""
import math
import warnings

import numpy as np

from ..core.tensor import Tensor
from ..autograd.grad_mode import no_grad, is_grad_enabled as _grad_enabled
from ..families import factories as _f
from ..generated import ops as _ops
from ..dispatch import target as _target
from .batchnorm_fn import batch_norm
from .loss_fn import _reduction, _reduce, _check_tensor
from .interpolate_fn import interpolate  # noqa: F401 - re-exported with the rest of this module
from .margin_loss_fn import *  # noqa: F401,F403 - re-exported with the rest of this module
from .margin_loss_fn import __all__ as _more_losses
from .bilinear import bilinear  # noqa: F401 - re-exported with the rest of this module
from .conv_transpose import conv_transpose1d, conv_transpose2d, conv_transpose3d  # noqa: F401 - re-exported

__all__ = ["group_norm", "instance_norm", "prelu", "dropout1d", "dropout2d", "dropout3d", "softmin", "softsign",
           "threshold", "threshold_", "hardshrink", "softshrink", "tanhshrink", "kl_div", "cosine_similarity",
           "pairwise_distance", "cosine_embedding_loss", "margin_ranking_loss", "triplet_margin_loss",
           "poisson_nll_loss", "interpolate", "upsample", "upsample_nearest", "upsample_bilinear", "rms_norm",
           "pixel_shuffle",
           "pixel_unshuffle", "rrelu", "rrelu_", "bilinear", "conv_transpose1d", "conv_transpose2d",
           "conv_transpose3d", "gumbel_softmax", "alpha_dropout", "local_response_norm"] + _more_losses


# ------------------------------------------------------------------ normalisation
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


# ------------------------------------------------------------------ activations
def prelu(input, weight):
    if not isinstance(weight, Tensor):
        raise TypeError(f"prelu(): argument 'weight' (position 2) must be Tensor, not {type(weight).__name__}")
    if weight.dim() > 1:  # one slope, or one per channel: never a table to broadcast
        raise RuntimeError(f"prelu: Expected `weight` to be a scalar or 1D tensor, but got: ndim = {weight.dim()}")
    k = weight.numel()
    if k != 1:
        channels = input.shape[1] if input.dim() >= 2 else 1  # as torch: a 1-D input has one channel
        if k != channels:
            raise RuntimeError(f"Mismatch of parameter numbers and input channel size. Found parameter numbers = "
                               f"{k} and channel size = {channels}.")
        w = weight.reshape([k] + [1] * (input.dim() - 2))
    else:
        w = weight.reshape([])
    return _ops.where(input > 0, input, w * input)


def softmin(input, dim=None, _stacklevel=3, dtype=None):
    if dim is None:
        raise TypeError("softmin(): argument 'dim' must be given (the implicit-dim choice is deprecated in "
                        "PyTorch; pass dim explicitly)")
    return _ops.softmax(-input, dim, dtype)


def softsign(input):
    return input / (_ops.abs(input) + 1)


def threshold(input, threshold, value, inplace=False):
    return _ops.threshold_(input, threshold, value) if inplace else _ops.threshold(input, threshold, value)


def threshold_(input, threshold, value):
    return _ops.threshold_(input, threshold, value)


def hardshrink(input, lambd=0.5, *, out=None):
    res = _ops.where(_ops.logical_or(input > lambd, input < -lambd), input, 0.0)
    return res if out is None else _target.into_out("hardshrink", res, out)


def softshrink(input, lambd=0.5, *, out=None):
    if lambd < 0:
        raise RuntimeError(f"lambda must be greater or equal to 0, but found to be {lambd}.")
    res = _ops.where(input > lambd, input - lambd, _ops.where(input < -lambd, input + lambd, 0.0))
    return res if out is None else _target.into_out("softshrink", res, out)


def tanhshrink(input):
    return input - _ops.tanh(input)


# ------------------------------------------------------------------ channel dropout
def _feature_dropout(input, p, training, inplace, batched):
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if not training or p == 0.0:
        return input
    lead = 2 if batched else 1
    # one draw per channel, broadcast over its spatial positions
    mask_shape = list(input.shape[:lead]) + [1] * (input.dim() - lead)
    mask = _ops._dropout(_f.ones(mask_shape, dtype=input.dtype, device=input.device), float(p))
    if inplace:
        return input.mul_(mask)
    return input * mask


def dropout1d(input, p=0.5, training=True, inplace=False):
    if input.dim() not in (2, 3):
        raise RuntimeError(f"dropout1d: Expected 2D or 3D input, but received a {input.dim()}D input. Note that "
                           "dropout1d exists to provide channel-wise dropout on inputs with 1 spatial dimension, a "
                           "channel dimension, and an optional batch dimension (i.e. 2D or 3D inputs).")
    return _feature_dropout(input, p, training, inplace, input.dim() == 3)


def dropout2d(input, p=0.5, training=True, inplace=False):
    if input.dim() not in (3, 4):
        warnings.warn(f"dropout2d: Received a {input.dim()}-D input to dropout2d, which is deprecated and will "
                      "result in an error in a future release. To retain the behavior and silence this warning, "
                      "please use dropout instead. Note that dropout2d exists to provide channel-wise dropout on "
                      "inputs with 2 spatial dimensions, a channel dimension, and an optional batch dimension (i.e. "
                      "3D or 4D inputs).", stacklevel=2)
    if input.dim() == 3:
        warnings.warn("dropout2d: Received a 3D input to dropout2d and assuming that channel-wise 1D dropout "
                      "behavior is desired - input is interpreted as shape (N, C, L), where C is the channel dim. "
                      "This behavior will change in a future release to interpret the input as one without a batch "
                      "dimension, i.e. shape (C, H, W). To maintain the 1D channel-wise dropout behavior, please "
                      "switch to using dropout1d instead.", stacklevel=2)
    return _feature_dropout(input, p, training, inplace, input.dim() >= 2)


def dropout3d(input, p=0.5, training=True, inplace=False):
    if input.dim() not in (4, 5):
        warnings.warn(f"dropout3d: Received a {input.dim()}-D input to dropout3d, which is deprecated and will "
                      "result in an error in a future release. To retain the behavior and silence this warning, "
                      "please use dropout instead. Note that dropout3d exists to provide channel-wise dropout on "
                      "inputs with 3 spatial dimensions, a channel dimension, and an optional batch dimension (i.e. "
                      "4D or 5D inputs).", stacklevel=2)
    return _feature_dropout(input, p, training, inplace, input.dim() == 5)


# ------------------------------------------------------------------ distances
def cosine_similarity(x1, x2, dim=1, eps=1e-8):
    """ATen's form: each vector over its norm (clamped at eps outside the graph), then the dot product."""
    x1, x2 = _ops.broadcast_tensors(x1, x2)
    n1 = _ops.norm(x1, 2, dim, True)
    n2 = _ops.norm(x2, 2, dim, True)
    with no_grad():
        c1 = _ops.clamp(n1, min=eps) - n1
        c2 = _ops.clamp(n2, min=eps) - n2
    return ((x1 / (n1 + c1)) * (x2 / (n2 + c2))).sum(dim)


def pairwise_distance(x1, x2, p=2.0, eps=1e-6, keepdim=False):
    out_dim = max(x1.dim(), x2.dim())
    return _ops.norm(x1 - x2 + eps, p, max(out_dim - 1, 0) if out_dim else None, keepdim)


# ------------------------------------------------------------------ losses
def kl_div(input, target, size_average=None, reduce=None, reduction="mean", log_target=False):
    if reduction not in ("none", "mean", "sum", "batchmean"):
        raise ValueError(f"{reduction} is not a valid value for reduction")
    if size_average is not None or reduce is not None:
        reduction = _reduction(size_average, reduce, reduction)
    elif reduction == "mean":
        warnings.warn("reduction: 'mean' divides the total loss by both the batch size and the support size."
                      "'batchmean' divides only by the batch size, and aligns with the KL div math definition."
                      "'mean' will be changed to behave the same as 'batchmean' in the next major release.",
                      stacklevel=2)
    if log_target:
        loss = _ops.exp(target) * (target - input)
    else:
        loss = _ops.xlogy(target, target) - target * input
    if reduction == "batchmean":
        return loss.sum() / input.shape[0] if input.dim() != 0 else loss.sum()
    return _reduce(loss, reduction)


def cosine_embedding_loss(input1, input2, target, margin=0.0, size_average=None, reduce=None, reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    if target.dim() not in (0, 1):
        raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
    want = 2 if target.dim() == 1 else 1
    if input1.dim() != want or input2.dim() != want:
        raise RuntimeError(f"{target.dim()}D target tensor expects {want}D input tensors, but found inputs with sizes "
                           f"{list(input1.shape)} and {list(input2.shape)}.")
    d = 1 if input1.dim() == 2 else 0
    eps = 1e-12
    prod = (input1 * input2).sum(d)
    mag1 = (input1 * input1).sum(d) + eps
    mag2 = (input2 * input2).sum(d) + eps
    cos = prod / (mag1 * mag2).sqrt()
    pos = 1 - cos
    neg = _ops.clamp(cos - margin, min=0)
    out = _ops.where(target == 1, pos, 0.0) + _ops.where(target == -1, neg, 0.0)
    return _reduce(out, reduction)


def margin_ranking_loss(input1, input2, target, margin=0, size_average=None, reduce=None, reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    if input1.dim() != input2.dim() or input1.dim() != target.dim():
        raise RuntimeError(f"margin_ranking_loss : All input tensors should have same dimension but got sizes: "
                           f"input1: {input1.shape}, input2: {input2.shape}, target: {target.shape} ")
    return _reduce(_ops.clamp(-target * (input1 - input2) + margin, min=0), reduction)


def triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2, eps=1e-6, swap=False, size_average=None,
                        reduce=None, reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    if margin <= 0:
        raise ValueError(f"margin must be greater than 0, got {margin}")
    a, pd, nd = anchor.dim(), positive.dim(), negative.dim()
    if not (a == pd == nd):
        raise RuntimeError(f"The anchor, positive, and negative tensors are expected to have the same number of "
                           f"dimensions, but got: anchor {a}D, positive {pd}D, and negative {nd}D inputs")
    d_pos = pairwise_distance(anchor, positive, p, eps)
    d_neg = pairwise_distance(anchor, negative, p, eps)
    if swap:
        d_neg = _ops.minimum(d_neg, pairwise_distance(positive, negative, p, eps))
    return _reduce(_ops.clamp(margin + d_pos - d_neg, min=0), reduction)


def poisson_nll_loss(input, target, log_input=True, full=False, size_average=None, eps=1e-8, reduce=None,
                     reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    _check_tensor("poisson_nll_loss", "input", input)
    _check_tensor("poisson_nll_loss", "target", target)
    if log_input:
        loss = _ops.exp(input) - target * input
    else:
        loss = input - target * _ops.log(input + eps)
    if full:
        stirling = target * _ops.log(target) - target + 0.5 * _ops.log(2 * math.pi * target)
        loss = loss + _ops.where(target <= 1, 0.0, stirling)
    return _reduce(loss, reduction)


def upsample(input, size=None, scale_factor=None, mode="nearest", align_corners=None):
    warnings.warn("`nn.functional.upsample` is deprecated. Use `nn.functional.interpolate` instead.", stacklevel=2)
    return interpolate(input, size, scale_factor, mode, align_corners)


def upsample_nearest(input, size=None, scale_factor=None):
    warnings.warn("`nn.functional.upsample_nearest` is deprecated. Use `nn.functional.interpolate` instead.",
                  stacklevel=2)
    return interpolate(input, size, scale_factor, mode="nearest")


def upsample_bilinear(input, size=None, scale_factor=None):
    warnings.warn("`nn.functional.upsample_bilinear` is deprecated. Use `nn.functional.interpolate` instead.",
                  stacklevel=2)
    return interpolate(input, size, scale_factor, mode="bilinear", align_corners=True)


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


def pixel_shuffle(input, upscale_factor):
    r = int(upscale_factor)
    if input.dim() < 3:
        raise RuntimeError(f"pixel_shuffle expects input to have at least 3 dimensions, but got input with "
                           f"{input.dim()} dimension(s)")
    c, h, w = input.shape[-3:]
    if c % (r * r):
        raise RuntimeError(f"pixel_shuffle expects its input's 'channel' dimension to be divisible by the square of "
                           f"upscale_factor, but input.size(-3)={c} is not divisible by {r * r}")
    lead = list(input.shape[:-3])
    n = len(lead)
    x = input.reshape(lead + [c // (r * r), r, r, h, w])
    x = x.permute(*range(n), n, n + 3, n + 1, n + 4, n + 2)
    return x.reshape(lead + [c // (r * r), h * r, w * r])


def pixel_unshuffle(input, downscale_factor):
    r = int(downscale_factor)
    if input.dim() < 3:
        raise RuntimeError(f"pixel_unshuffle expects input to have at least 3 dimensions, but got input with "
                           f"{input.dim()} dimension(s)")
    c, h, w = input.shape[-3:]
    if h % r:
        raise RuntimeError(f"pixel_unshuffle expects height to be divisible by downscale_factor, but "
                           f"input.size(-2)={h} is not divisible by {r}")
    if w % r:
        raise RuntimeError(f"pixel_unshuffle expects width to be divisible by downscale_factor, but "
                           f"input.size(-1)={w} is not divisible by {r}")
    lead = list(input.shape[:-3])
    n = len(lead)
    x = input.reshape(lead + [c, h // r, r, w // r, r])
    x = x.permute(*range(n), n, n + 2, n + 4, n + 1, n + 3)
    return x.reshape(lead + [c * r * r, h // r, w // r])


def rrelu(input, lower=1.0 / 8, upper=1.0 / 3, training=False, inplace=False):
    """Leaky ReLU with slope (lower + upper) / 2 in eval; in training one uniform slope per element."""
    return _rrelu(input, lower, upper, training, inplace, None)


def _rrelu(input, lower, upper, training, inplace, generator):
    if training:
        slope = _ops.uniform_(_f.empty(input.shape, dtype=input.dtype, device=input.device), lower, upper,
                              generator=generator)
    else:
        slope = (lower + upper) / 2
    out = _ops.where(input >= 0, input, input * slope)
    if inplace:
        if input.requires_grad and _grad_enabled():
            # the product above saved the input: overwriting it would break its backward
            raise RuntimeError("rrelu_: in-place on a tensor that requires grad is not supported by tensorgen; use "
                               "inplace=False")
        return input.copy_(out)
    return out


def rrelu_(input, lower=1.0 / 8, upper=1.0 / 3, training=False, generator=None):
    return _rrelu(input, lower, upper, training, True, generator)


def gumbel_softmax(logits, tau=1, hard=False, eps=1e-10, dim=-1):
    """Softmax of (logits + Gumbel noise) / tau; hard: the one-hot argmax forward with the soft
    sample's gradient (straight-through), as torch."""
    noise = _ops.exponential_(_f.empty(logits.shape, dtype=logits.dtype, device=logits.device))
    # torch's exponential_ never returns 0 (log(0) would make the sample nan): the same here
    noise = _ops.clamp(noise, min=float(np.finfo(logits.dtype.np).tiny))
    y_soft = _ops.softmax((logits - _ops.log(noise)) / tau, dim)
    if not hard:
        return y_soft
    d = dim % logits.dim()
    index = _ops.argmax(y_soft.detach(), d, True)
    positions = _f.arange(logits.shape[d], device=logits.device).reshape(
        [logits.shape[d] if i == d else 1 for i in range(logits.dim())])
    y_hard = (positions == index).to(logits.dtype)
    return y_hard - y_soft.detach() + y_soft


_SELU_ALPHA_PRIME = 1.7580993408473766  # -SELU's negative saturation (scale * alpha)


def alpha_dropout(input, p=0.5, training=False, inplace=False):
    """ATen's alpha dropout: dropped entries go to SELU's saturation value, then an affine map keeps
    the mean and variance."""
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if not training or p == 0.0:
        return input
    if p == 1.0:
        return input * 0.0
    keep = _ops.bernoulli_(_f.empty(input.shape, dtype=input.dtype, device=input.device), 1 - p)
    a = 1.0 / math.sqrt((_SELU_ALPHA_PRIME ** 2 * p + 1) * (1 - p))
    b = (keep - 1) * (_SELU_ALPHA_PRIME * a) + _SELU_ALPHA_PRIME * a * p
    if inplace:
        return input.mul_(keep * a).add_(b)
    return input * (keep * a) + b


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
