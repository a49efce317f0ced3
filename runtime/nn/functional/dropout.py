"""``torch.nn.functional``'s dropouts: element-wise (the generated draw), channel-wise (dropout1d/2d/3d)
and alpha dropout (SELU's self-normalising mask)."""
import warnings
import math

from ...autograd import grad_mode as _grad_mode
from ...core.tensor import Tensor
from ...families import factories as _f
from ...generated import ops as _ops

__all__ = ["dropout", "dropout1d", "dropout2d", "dropout3d", "alpha_dropout"]


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


# ------------------------------------------------------------------ channel and alpha dropout
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
