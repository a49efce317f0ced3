"""``tensorgen.nn.utils``: gradient clipping and parameter/vector conversion, as torch.nn.utils."""
import math

from ..core.tensor import Tensor
from ..autograd.grad_mode import no_grad
from ..families import factories as _f
from ..generated import ops as _ops

__all__ = ["clip_grad_norm_", "clip_grad_value_", "get_total_norm", "clip_grads_with_norm_",
           "parameters_to_vector", "vector_to_parameters"]


def _as_list(parameters):
    return [parameters] if isinstance(parameters, Tensor) else list(parameters)


def get_total_norm(tensors, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    """The norm of the norms of `tensors` (the gradients clip_grad_norm_ scales)."""
    tensors = [t for t in _as_list(tensors) if t is not None]
    p = float(norm_type)  # torch accepts 'inf' as a string too
    if not tensors:
        return _f.tensor(0.0)
    with no_grad():
        if math.isinf(p):
            norms = [t.abs().max() if p > 0 else t.abs().min() for t in tensors]
            total = _ops.stack([n.to(tensors[0].dtype) for n in norms])
            total = total.max() if p > 0 else total.min()
        else:
            norms = _ops.stack([_ops.norm(t, p).to(tensors[0].dtype) for t in tensors])
            total = _ops.norm(norms, p)
    if error_if_nonfinite and not math.isfinite(float(total.item())):
        raise RuntimeError(f"The total norm of order {p} for gradients from `parameters` is non-finite, so it "
                           "cannot be clipped. To disable this error and scale the gradients by the non-finite "
                           "norm anyway, set `error_if_nonfinite=False`")
    return total


def clip_grads_with_norm_(parameters, max_norm, total_norm, foreach=None):
    grads = [p.grad for p in _as_list(parameters) if p.grad is not None]
    with no_grad():
        coef = (float(max_norm) / (total_norm.to(grads[0].dtype if grads else total_norm.dtype) + 1e-6)).clamp(
            max=1.0)
        for g in grads:
            g.mul_(coef.to(g.dtype))


def clip_grad_norm_(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    """Scale the gradients in place so that their total norm is at most max_norm; returns the total norm."""
    parameters = _as_list(parameters)
    grads = [p.grad for p in parameters if p.grad is not None]
    total = get_total_norm(grads, norm_type, error_if_nonfinite)
    if grads:
        clip_grads_with_norm_(parameters, max_norm, total)
    return total


def clip_grad_value_(parameters, clip_value, foreach=None):
    """Clamp every gradient in place to [-clip_value, clip_value]."""
    clip_value = float(clip_value)
    with no_grad():
        for p in _as_list(parameters):
            if p.grad is not None:
                p.grad.clamp_(min=-clip_value, max=clip_value)


def parameters_to_vector(parameters):
    return _ops.cat([p.reshape(-1) for p in _as_list(parameters)])


def vector_to_parameters(vec, parameters):
    if not isinstance(vec, Tensor):
        raise TypeError(f"expected torch.Tensor, but got: {type(vec).__name__}")
    offset = 0
    with no_grad():
        for p in _as_list(parameters):
            n = p.numel()
            p.copy_(vec[offset:offset + n].view_as(p))
            offset += n
