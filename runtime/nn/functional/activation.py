"""``torch.nn.functional``'s activations: the pointwise ones and softmax/log_softmax are generated operators
from ops.yaml (in-place forms for ``inplace=True``); the rest are written over differentiable operators."""
import numpy as np

from ...autograd.grad_mode import is_grad_enabled as _grad_enabled
from ...core import dtypes as D
from ...core.tensor import Tensor
from ...dispatch import target as _target
from ...families import factories as _f
from ...generated import ops as _ops

__all__ = ["relu", "relu_", "gelu", "silu", "tanh", "sigmoid", "leaky_relu", "leaky_relu_", "elu", "elu_", "selu",
           "celu", "softplus", "logsigmoid", "hardtanh", "hardtanh_", "relu6", "mish", "hardswish", "hardsigmoid",
           "glu", "softmax", "log_softmax", "prelu", "softmin", "softsign", "threshold", "threshold_", "hardshrink",
           "softshrink", "tanhshrink", "rrelu", "rrelu_", "gumbel_softmax"]


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


# ------------------------------------------------------------------ prelu, softmin, shrink/threshold, rrelu, gumbel
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
