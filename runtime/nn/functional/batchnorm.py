"""``batch_norm``: normalisation over the batch (and spatial) dims, as torch.nn.functional.batch_norm.

With batch statistics, a plain dense input runs ops.yaml's `_batch_norm` (the
norm kind's kernels, and their backward); named inputs, mixed dtypes and the
running statistics' normalisation (eval) are written over differentiable
operators. The running statistics are updated in place outside the graph, as
PyTorch does."""
from ...autograd.grad_mode import no_grad
from ...core.tensor import Tensor
from ...generated import ops as _ops

__all__ = ["batch_norm"]


def plain_dense_args(input, *params):
    """Dense unnamed floating tensors of one dtype and device: the norm kind's kernels take them
    (batch_norm here, layer_norm in functional.py), and the linear forms (functional.linear)."""
    if not isinstance(input, Tensor) or input._names is not None or not input._dtype.is_floating_point:
        return False
    return all(p is None or (isinstance(p, Tensor) and p._names is None and p._dtype is input._dtype and
                             p._device == input._device) for p in params)


def batch_norm(input, running_mean, running_var, weight=None, bias=None, training=False, momentum=0.1,
               eps=1e-5):
    if input.dim() < 2:
        raise ValueError(f"batch_norm(): expected 2D or more input (got {input.dim()}D input)")
    channels = input.shape[1]
    for name, t in (("running_mean", running_mean), ("running_var", running_var), ("weight", weight),
                    ("bias", bias)):
        if t is not None and t.numel() != channels:
            raise RuntimeError(f"{name} should contain {channels} elements not {t.numel()}")
    dims = [0] + list(range(2, input.dim()))
    per_channel = input.numel() // max(channels, 1)
    if training and per_channel == 1:
        raise ValueError("Expected more than 1 value per channel when training, got input size "
                         f"{input.shape}")
    view = [1, channels] + [1] * (input.dim() - 2)
    if input.numel() == 0:  # an empty batch: nothing to normalise, the running statistics stay (as PyTorch)
        out = input * 1
        if weight is not None:
            out = out * weight.reshape(view)
        if bias is not None:
            out = out + bias.reshape(view)
        return out
    if (training or running_mean is None or running_var is None) and plain_dense_args(input, weight, bias):
        out, mean, var = _ops._batch_norm(input, weight, bias, float(eps))
        if training and running_mean is not None and running_var is not None:
            with no_grad():
                unbiased = var * (per_channel / max(per_channel - 1, 1))
                running_mean.mul_(1 - momentum).add_(mean.to(running_mean.dtype), alpha=momentum)
                running_var.mul_(1 - momentum).add_(unbiased.to(running_var.dtype), alpha=momentum)
        return out
    if training or running_mean is None or running_var is None:
        mean = input.mean(dims, keepdim=True)
        centred = input - mean
        var = (centred * centred).mean(dims, keepdim=True)  # biased, as the normalisation uses
        if training and running_mean is not None and running_var is not None:
            with no_grad():
                unbiased = var.detach().reshape(channels) * (per_channel / max(per_channel - 1, 1))
                running_mean.mul_(1 - momentum).add_(mean.detach().reshape(channels), alpha=momentum)
                running_var.mul_(1 - momentum).add_(unbiased, alpha=momentum)
    else:
        centred = input - running_mean.reshape(view)
        var = running_var.reshape(view)
    out = centred * (var + eps).rsqrt()
    if weight is not None:
        out = out * weight.reshape(view)
    if bias is not None:
        out = out + bias.reshape(view)
    return out
