"""``tensorgen.nn.functional``: activation, normalization, dropout, embedding, padding, losses, attention.

The pointwise activations, softmax/log_softmax and dropout's draw are generated
operators from ops.yaml; the rest is written over differentiable operators, so
autograd records every step through the ops' declared derivatives. This module
adds torch.nn.functional's argument conventions (``inplace=``, ``training=``,
``reduction=``) and its argument errors.
"""
import warnings

import numpy as _np

from ..core.tensor import Tensor
from ..core import dtypes as D
from ..autograd import grad_mode as _grad_mode
from ..families import factories as _f
from ..generated import ops as _ops
from ..dispatch import target as _target
from .loss_fn import _reduction as _loss_reduction
from .loss_fn import (cross_entropy, nll_loss, mse_loss, l1_loss, smooth_l1_loss, huber_loss,  # noqa: F401
                      binary_cross_entropy, binary_cross_entropy_with_logits, one_hot)
from .attention_fn import scaled_dot_product_attention  # noqa: F401
from .batchnorm_fn import batch_norm, plain_dense_args as _plain_dense_args  # noqa: F401
from .conv_fn import conv1d, conv2d, conv3d  # noqa: F401
from . import pooling_fn as _pool
from .fold_fn import unfold, fold  # noqa: F401
from .unpool_fn import max_unpool1d, max_unpool2d, max_unpool3d  # noqa: F401
from .grid_sample_fn import grid_sample, affine_grid  # noqa: F401

__all__ = ["relu", "relu_", "gelu", "silu", "tanh", "sigmoid", "softmax", "log_softmax", "dropout", "linear",
           "leaky_relu", "leaky_relu_", "elu", "elu_", "selu", "celu", "softplus", "logsigmoid", "hardtanh",
           "hardtanh_", "relu6", "mish", "hardswish", "hardsigmoid", "glu", "layer_norm", "embedding", "embedding_bag", "pad",
           "one_hot", "normalize", "cross_entropy", "nll_loss", "mse_loss", "l1_loss", "smooth_l1_loss",
           "huber_loss", "binary_cross_entropy", "binary_cross_entropy_with_logits", "ctc_loss",
           "scaled_dot_product_attention", "batch_norm", "conv1d", "conv2d", "conv3d", "max_pool1d", "max_pool2d",
           "max_pool3d", "avg_pool1d", "avg_pool2d", "avg_pool3d", "adaptive_avg_pool1d", "adaptive_avg_pool2d",
           "adaptive_avg_pool3d", "adaptive_max_pool1d", "adaptive_max_pool2d", "adaptive_max_pool3d"]
__all__ += ["unfold", "fold", "max_unpool1d", "max_unpool2d", "max_unpool3d", "pdist", "grid_sample", "affine_grid"]

pdist = _ops.pdist  # torch.nn.functional.pdist is torch.pdist


# ------------------------------------------------------------------ activations
def relu(input, inplace=False):
    return _ops.relu_(input) if inplace else _ops.relu(input)


def relu_(input):
    return _ops.relu_(input)


def gelu(input, *, approximate="none", out=None):
    if approximate not in ("none", "tanh"):
        raise RuntimeError("approximate argument must be either none or tanh.")
    return _ops.gelu(input, approximate=approximate, out=out)


def silu(input, inplace=False):
    return _ops.silu_(input) if inplace else _ops.silu(input)


def tanh(input):
    return _ops.tanh(input)


def sigmoid(input):
    return _ops.sigmoid(input)


def leaky_relu(input, negative_slope=0.01, inplace=False):
    return _ops.leaky_relu_(input, negative_slope) if inplace else _ops.leaky_relu(input, negative_slope)


def leaky_relu_(input, negative_slope=0.01):
    return _ops.leaky_relu_(input, negative_slope)


def elu(input, alpha=1.0, inplace=False):
    return _ops.elu_(input, alpha) if inplace else _ops.elu(input, alpha)


def elu_(input, alpha=1, scale=1, input_scale=1):
    return _ops.elu_(input, alpha, scale, input_scale)


_SELU_ALPHA, _SELU_SCALE = 1.6732632423543772848170429916717, 1.0507009873554804934193349852946


def selu(input, inplace=False):
    f = _ops.elu_ if inplace else _ops.elu
    return f(input, _SELU_ALPHA, _SELU_SCALE)


def celu(input, alpha=1.0, inplace=False):
    if alpha == 0:
        raise RuntimeError("ZeroDivisionError")
    f = _ops.elu_ if inplace else _ops.elu
    return f(input, alpha, 1.0, 1.0 / alpha)


def softplus(input, beta=1, threshold=20, *, out=None):
    return _ops.softplus(input, beta, threshold, out=out)


def logsigmoid(input, *, out=None):
    return _ops.logsigmoid(input, out=out)


def hardtanh(input, min_val=-1.0, max_val=1.0, inplace=False):
    if min_val > max_val:
        raise ValueError("min_val cannot be greater than max_val")
    if isinstance(input, Tensor) and input.dtype is D.uint8 and (int(min_val) < 0 or int(max_val) < 0):
        raise RuntimeError("cannot do hardtanh on an unsigned type with negative limits")  # (limits as integers)
    return _ops.hardtanh_(input, min_val, max_val) if inplace else _ops.hardtanh(input, min_val, max_val)


def hardtanh_(input, min_val=-1.0, max_val=1.0):
    return hardtanh(input, min_val, max_val, True)


def relu6(input, inplace=False):
    return hardtanh(input, 0.0, 6.0, inplace)


def mish(input, inplace=False):
    return _ops.mish_(input) if inplace else _ops.mish(input)


def hardswish(input, inplace=False):
    return _ops.hardswish_(input) if inplace else _ops.hardswish(input)


def hardsigmoid(input, inplace=False):
    return _ops.hardsigmoid_(input) if inplace else _ops.hardsigmoid(input)


def glu(input, dim=-1):
    if input.dim() == 0:
        raise RuntimeError("glu does not support scalars because halving size must be even")
    d = dim % input.dim()
    n = input.shape[d]
    if n % 2:
        raise RuntimeError(f"Halving dimension must be even, but dimension {d} is size {n}")
    a, b = _ops.chunk(input, 2, d)
    return a * _ops.sigmoid(b)


def softmax(input, dim=None, _stacklevel=3, dtype=None):
    return _ops.softmax(input, _explicit_dim("softmax", dim), dtype)


def log_softmax(input, dim=None, _stacklevel=3, dtype=None):
    return _ops.log_softmax(input, _explicit_dim("log_softmax", dim), dtype)


def _explicit_dim(fn, dim):
    # torch would guess a dim (deprecated); we refuse rather than guess.
    if dim is None:
        raise TypeError(f"{fn}(): argument 'dim' must be given (the implicit-dim choice is deprecated in "
                        "PyTorch; pass dim explicitly)")
    return dim


# ------------------------------------------------------------------ dropout, linear, normalization
def dropout(input, p=0.5, training=True, inplace=False):
    if not isinstance(p, (int, float)) or isinstance(p, bool) or p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if not training or p == 0.0:
        return input  # as torch: no mask is drawn and the input itself comes back
    if _grad_mode.STATE.enabled and input.requires_grad:
        # the generated draw is not differentiable; dropping ones keeps the scaled
        # mask (0 or 1/(1-p)), and the product records it for the backward pass
        ones = _f.ones(input._shape, dtype=input._dtype, device=input._device) if isinstance(input, Tensor) \
            else _f.ones_like(input.detach())  # a nested input: ones of its structure
        mask = _ops._dropout(ones, float(p))
        return input.mul_(mask) if inplace else input * mask
    return _ops._dropout_(input, float(p)) if inplace else _ops._dropout(input, float(p))


def linear(input, weight, bias=None, *, out=None):
    """input @ weight.T + bias: ops.yaml's _linear/_linear_bias for plain tensors, else matmul + add."""
    if out is not None:
        return _target.into_out("linear", linear(input, weight, bias), out)
    if not isinstance(input, Tensor):  # a nested input: the matmul's nested rule checks the shapes
        out = _ops.matmul(input, weight.t())
        return out if bias is None else out + bias
    if weight.dim() == 2 and input.dim() >= 1 and input.shape[-1] != weight.shape[1]:
        rows = 1 if input.dim() == 1 else input.numel() // max(input.shape[-1], 1)
        raise RuntimeError(f"mat1 and mat2 shapes cannot be multiplied ({rows}x{input.shape[-1]} and "
                           f"{weight.shape[1]}x{weight.shape[0]})")
    if weight.dim() == 2 and input.dim() >= 1 and (bias is None or bias.dim() == 1) and \
            _plain_dense_args(input, weight, bias):
        # one product over the flattened leading dims, the weight read transposed in place; its
        # backward is one product per gradient (ops.yaml "linear layers")
        return _ops._linear(input, weight) if bias is None else _ops._linear_bias(input, weight, bias)
    # named inputs, mixed dtypes, other weight ranks
    out = _ops.matmul(input, weight.t())
    if bias is not None:
        out = out + bias
    return out


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


# ------------------------------------------------------------------ embedding
def embedding(input, weight, padding_idx=None, max_norm=None, norm_type=2.0, scale_grad_by_freq=False,
              sparse=False):
    """The generated ``embedding`` op: a gather of weight's rows, whose backward
    (``embedding_dense_backward``) adds the gradient's rows up per index (each sum divided by its
    index's count with scale_grad_by_freq), or gives them as a sparse COO tensor with sparse=True
    (``embedding_sparse_backward``)."""
    num = weight.shape[0]
    if padding_idx is not None:
        if padding_idx > 0 and padding_idx >= num:
            raise AssertionError("Padding_idx must be within num_embeddings")
        if padding_idx < 0:
            if padding_idx < -num:
                raise AssertionError("Padding_idx must be within num_embeddings")
            padding_idx = num + padding_idx
    else:
        padding_idx = -1
    if max_norm is not None:
        _embedding_renorm_(weight, input, max_norm, norm_type)
    return _ops.embedding(weight, input, padding_idx, scale_grad_by_freq, sparse)


def ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, reduction="mean", zero_infinity=False):
    """The Connectionist Temporal Classification loss: the generated ``ctc_loss`` op (nn/ctc_fn.py)
    with the reduction named, as torch.nn.functional's."""
    return _ops.ctc_loss(log_probs, targets, input_lengths, target_lengths, blank,
                         {"none": 0, "mean": 1, "sum": 2}[_loss_reduction(None, None, reduction)], zero_infinity)


def embedding_bag(input, weight, offsets=None, max_norm=None, norm_type=2, scale_grad_by_freq=False, mode="mean",
                  sparse=False, per_sample_weights=None, include_last_offset=False, padding_idx=None):
    """Sums, means or maxima of bags of embedding rows: the generated ``embedding_bag`` op
    (nn/embedding_bag_fn.py). input is 1-D with offsets (each bag's start), 2-D (one bag per
    row) or a jagged nested tensor (one bag per component)."""
    if weight.dtype is D.int64 and input.is_floating_point():
        warnings.warn("Argument order of nn.functional.embedding_bag was changed. Usage `embedding_bag(weight, "
                      "input, ...)` is deprecated, and should now be `embedding_bag(input, weight, ...)`.",
                      stacklevel=2)
        weight, input = input, weight
    if per_sample_weights is not None and tuple(input.shape) != tuple(per_sample_weights.shape):
        raise ValueError(f"embedding_bag: If per_sample_weights ({per_sample_weights.shape}) is not None, then it "
                         f"must have the same shape as the input ({input.shape})")
    if weight.dim() != 2:
        raise ValueError(f"weight has to be a 2D Tensor, but got Tensor of dimension {weight.dim()}")
    if input.dim() == 2 and input.is_nested:
        include_last_offset = True
        offsets = input.offsets()
        input = input.values().reshape(-1)
        if per_sample_weights is not None:
            if not per_sample_weights.is_nested:
                raise ValueError("If input is nested, then per_sample_weights must be nested if specified")
            per_sample_weights = per_sample_weights.values().reshape(-1)
    elif input.dim() == 2:
        if offsets is not None:
            raise ValueError("if input is 2D, then offsets has to be None, as input is treated is a mini-batch of "
                             f"fixed length sequences. However, found offsets of type {type(offsets)}")
        offsets = _f.arange(0, input.numel(), input.shape[1], dtype=input.dtype, device=input.device)
        include_last_offset = False
        input = input.reshape(-1)
        if per_sample_weights is not None:
            per_sample_weights = per_sample_weights.reshape(-1)
    elif input.dim() == 1:
        if offsets is None:
            raise ValueError("offsets has to be a 1D Tensor but got None")
        if offsets.dim() != 1:
            raise ValueError("offsets has to be a 1D Tensor")
    else:
        raise ValueError(f"input has to be 1D or 2D Tensor, but got Tensor of dimension {input.dim()}")
    modes = {"sum": 0, "mean": 1, "max": 2}
    if mode not in modes:
        raise ValueError("mode has to be one of sum, mean or max")
    if mode == "max" and scale_grad_by_freq:
        raise ValueError("max mode does not support scaling the gradient by the frequency")
    if mode == "max" and sparse:
        raise ValueError("max mode does not support sparse weights")
    if max_norm is not None:
        _embedding_renorm_(weight, input, max_norm, norm_type)
    if per_sample_weights is not None and mode != "sum":
        raise NotImplementedError("embedding_bag: per_sample_weights was not None. per_sample_weights is only "
                                  f"supported for mode='sum' (got mode='{mode}'). Please open a feature request on "
                                  "GitHub.")
    return _ops.embedding_bag(weight, input, offsets, scale_grad_by_freq, modes[mode], sparse, per_sample_weights,
                              include_last_offset, padding_idx)[0]


def _embedding_renorm_(weight, input, max_norm, norm_type):
    # torch.embedding_renorm_: the rows the indices pick whose norm exceeds
    # max_norm are scaled in place to max_norm / (norm + 1e-7), outside autograd
    if not isinstance(input, Tensor):  # nested indices: every component's values
        input = _ops.cat([c.reshape(-1) for c in input.unbind()]) if input.size(0) else input
    with _grad_mode.no_grad():
        rows = _ops.unique(input.reshape(-1))
        if rows.numel() == 0:
            return
        picked = weight.index_select(0, rows)
        norms = picked.norm(norm_type, 1)
        scale = _ops.where(norms > max_norm, max_norm / (norms + 1e-7), 1.0).to(weight.dtype)
        weight.index_copy_(0, rows, picked * scale.unsqueeze(-1))


# ------------------------------------------------------------------ pad
def pad(input, pad, mode="constant", value=None):
    if len(pad) % 2:
        raise RuntimeError("Padding length must be divisible by 2")
    if len(pad) // 2 > input.dim():
        raise RuntimeError("Padding length should be less than or equal to two times the input dimension but got "
                           f"padding length {len(pad)} and input of dimension {input.dim()}")
    if mode not in ("constant", "reflect", "replicate", "circular"):
        raise NotImplementedError(f"Unrecognised padding mode {mode}")
    if mode != "constant" and value not in (None, 0, 0.0):
        raise RuntimeError(f"Padding mode \"{mode}\" doesn't take in value argument")
    if mode != "constant" and not (len(pad) in (2, 4, 6) and input.dim() - len(pad) // 2 in (1, 2)):
        # PyTorch's own exception type and words for an unsupported combination
        raise NotImplementedError(
            f"Padding size {len(pad)} is not supported for {input.dim()}D input tensor.\n"
            "Supported combinations for non-constant padding:\n"
            "  - 2D or 3D input: padding size = 2 (pads last dimension)\n"
            "  - 3D or 4D input: padding size = 4 (pads last 2 dimensions)\n"
            "  - 4D or 5D input: padding size = 6 (pads last 3 dimensions)")
    pairs = [(int(pad[2 * i]), int(pad[2 * i + 1])) for i in range(len(pad) // 2)]
    if mode in ("reflect", "replicate"):
        _check_padded_size(input, pairs, mode)
    elif mode == "circular":
        _check_circular(input, pairs)
    out = input
    for i, (lo, hi) in enumerate(pairs):
        out = _pad_dim(out, input.dim() - 1 - i, lo, hi, mode, 0 if value is None else value)
    return out


_SPATIAL = ("W", "H", "D")


def _check_padded_size(x, pairs, mode):
    """reflect/replicate: a negative pad crops, but the result may not be smaller
    than torch's reflection/replication_pad kernels allow (1-D: at least one
    element; 2-D and 3-D: no negative size)."""
    k = len(pairs)
    dims = [x.dim() - 1 - i for i in range(k)]
    sizes = [x.shape[d] for d in dims]
    outs = [n + lo + hi for n, (lo, hi) in zip(sizes, pairs)]
    if mode == "reflect":
        for d, n, (lo, hi) in zip(dims, sizes, pairs):
            if lo >= n or hi >= n:
                raise RuntimeError(f"Argument #4: Padding size should be less than the corresponding input dimension, "
                                   f"but got: padding ({lo}, {hi}) at dimension {d} of input {list(x.shape)}")
    if min(outs) < (1 if k == 1 else 0):
        labels = _SPATIAL[:k][::-1]
        given = ", ".join(f"{a}: {n}" for a, n in zip(labels, sizes[::-1]))
        got = " ".join(f"{a}: {o}" for a, o in zip(labels, outs[::-1]))
        raise RuntimeError(f"input ({given}) is too small. Calculated output {got}")
    for d, n in zip(dims, sizes):
        if n == 0 and mode == "replicate":
            raise RuntimeError(f"padding size is expected to be less than the input size in dimension {d}")


def _check_circular(x, pairs):
    for i, (lo, hi) in enumerate(pairs):
        n = x.shape[x.dim() - 1 - i]
        if lo > n or hi > n:
            raise RuntimeError("Padding value causes wrapping around more than once.")
        if n + lo + hi < 0:
            raise RuntimeError("Negative padding value is resulting in an empty dimension")


def _pad_dim(x, d, lo, hi, mode, value):
    n = x.shape[d]
    if mode in ("reflect", "replicate"):
        if lo == 0 and hi == 0:
            return x
        # output position j reads input position j - lo, mirrored or clamped into
        # the input (a negative pad crops); the gather's backward adds the copies up
        src = _np.arange(-lo, n + hi, dtype=_np.int64)
        if mode == "reflect":
            src = _np.abs(src)
            src = _np.where(src >= n, 2 * (n - 1) - src, src)
        else:
            src = _np.clip(src, 0, n - 1)
        return _ops.index_select(x, d, _f.tensor(src, device=x.device))
    if mode == "circular" and n == 0:
        raise RuntimeError(f"padding size is expected to be less than the input size in dimension {d}")
    # constant and circular: a negative pad crops first (circular then wraps
    # around the cropped tensor, as torch's _pad_circular)
    if n + lo + hi < 0:
        raise RuntimeError("The input size after padding is negative")
    if lo < 0:
        x, n, lo = x.narrow(d, -lo, n + lo), n + lo, 0
    if hi < 0:
        x, n, hi = x.narrow(d, 0, n + hi), n + hi, 0
    if mode == "circular" and (lo > n or hi > n):  # the crop left too little to wrap around
        raise RuntimeError("Padding value causes wrapping around more than once.")
    parts = []

    def block(k):
        shape = list(x.shape)
        shape[d] = k
        return _f.full(shape, value, dtype=x.dtype, device=x.device)

    if lo > 0:
        parts.append(block(lo) if mode == "constant" else x.narrow(d, n - lo, lo))
    parts.append(x)
    if hi > 0:
        parts.append(block(hi) if mode == "constant" else x.narrow(d, 0, hi))
    return parts[0] if len(parts) == 1 else _ops.cat(parts, d)


# ------------------------------------------------------------------ convolution and pooling
def max_pool1d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    return _pool.max_pool("max_pool1d", 1, input, kernel_size, stride, padding, dilation, ceil_mode, return_indices)


def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    return _pool.max_pool("max_pool2d", 2, input, kernel_size, stride, padding, dilation, ceil_mode, return_indices)


def max_pool3d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    return _pool.max_pool("max_pool3d", 3, input, kernel_size, stride, padding, dilation, ceil_mode, return_indices)


def avg_pool1d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True):
    return _pool.avg_pool("avg_pool1d", 1, input, kernel_size, stride, padding, ceil_mode, count_include_pad)


def avg_pool2d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
               divisor_override=None, *, out=None):
    res = _pool.avg_pool("avg_pool2d", 2, input, kernel_size, stride, padding, ceil_mode, count_include_pad,
                         divisor_override)
    return res if out is None else _target.into_out("avg_pool2d", res, out)


def avg_pool3d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
               divisor_override=None, *, out=None):
    res = _pool.avg_pool("avg_pool3d", 3, input, kernel_size, stride, padding, ceil_mode, count_include_pad,
                         divisor_override)
    return res if out is None else _target.into_out("avg_pool3d", res, out)


def adaptive_avg_pool1d(input, output_size):
    return _pool.adaptive_avg_pool("adaptive_avg_pool1d", 1, input, output_size)


def adaptive_avg_pool2d(input, output_size):
    return _pool.adaptive_avg_pool("adaptive_avg_pool2d", 2, input, output_size)


def adaptive_avg_pool3d(input, output_size):
    return _pool.adaptive_avg_pool("adaptive_avg_pool3d", 3, input, output_size)


def adaptive_max_pool1d(input, output_size, return_indices=False):
    return _pool.adaptive_max_pool("adaptive_max_pool1d", 1, input, output_size, return_indices)


def adaptive_max_pool2d(input, output_size, return_indices=False):
    return _pool.adaptive_max_pool("adaptive_max_pool2d", 2, input, output_size, return_indices)


def adaptive_max_pool3d(input, output_size, return_indices=False):
    return _pool.adaptive_max_pool("adaptive_max_pool3d", 3, input, output_size, return_indices)


from .functional_norm_shrink_margin import *  # noqa: E402,F401,F403 - group/instance norm, prelu, distances, more losses
from .functional_norm_shrink_margin import __all__ as _extra_all  # noqa: E402
__all__ += _extra_all
