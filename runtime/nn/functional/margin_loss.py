"""More losses of ``tensorgen.nn.functional``: soft margin, hinge embedding, Gaussian NLL,
multi-label soft margin and multi-class margin, over differentiable generated operators with
ATen's formulas (class picks by comparing the target with the class positions, as loss_fn.py)."""
import math

from ..autograd.grad_mode import no_grad
from ..families import factories as _f
from ..generated import ops as _ops
from .loss_fn import _reduction, _reduce

__all__ = ["soft_margin_loss", "hinge_embedding_loss", "gaussian_nll_loss", "multilabel_soft_margin_loss",
           "multi_margin_loss"]


def soft_margin_loss(input, target, size_average=None, reduce=None, reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    return _reduce(_ops.log1p(_ops.exp(-input * target)), reduction)


def hinge_embedding_loss(input, target, margin=1.0, size_average=None, reduce=None, reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    margin_part = _ops.where(target != 1, _ops.clamp(margin - input, min=0), 0.0)
    self_part = _ops.where(target != -1, input, 0.0)
    return _reduce(margin_part + self_part, reduction)


def gaussian_nll_loss(input, target, var, full=False, eps=1e-6, reduction="mean"):
    if isinstance(var, float):
        if var < 0:
            raise ValueError("var has negative entry/entries")
        var = var * _f.ones_like(input)
    elif bool((var < 0).any()):
        raise ValueError("var has negative entry/entries")
    if tuple(var.shape) != tuple(input.shape):
        if tuple(input.shape[:-1]) == tuple(var.shape):
            var = var.unsqueeze(-1)
        elif input.dim() == var.dim() and sum(y for x, y in zip(input.shape, var.shape) if x != y) == 1:
            pass
        else:
            raise ValueError("var is of incorrect size")
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(reduction + " is not valid")
    # torch clamps a copy in place under no_grad: the gradient passes the clamp unchanged
    with no_grad():
        shift = _ops.clamp(var.detach(), min=eps) - var.detach()
    var = var + shift
    loss = 0.5 * (_ops.log(var) + (input - target) ** 2 / var)
    if full:
        loss = loss + 0.5 * math.log(2 * math.pi)
    return _reduce(loss, reduction)


def multilabel_soft_margin_loss(input, target, weight=None, size_average=None, reduce=None, reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    loss = -(target * _ops.logsigmoid(input) + (1 - target) * _ops.logsigmoid(-input))
    if weight is not None:
        loss = loss * weight
    class_dim = input.dim() - 1
    loss = loss.sum(class_dim) / input.shape[class_dim]
    return _reduce(loss, reduction)


def multi_margin_loss(input, target, p=1, margin=1.0, weight=None, size_average=None, reduce=None,
                      reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    if p not in (1, 2):
        raise ValueError("only p == 1 and p == 2 supported")
    if input.dim() > 2 or (input.dim() and input.shape[-1] == 0):
        raise RuntimeError(f"Expected non-empty vector or matrix with optional 0-dim batch size, but got: "
                           f"{list(input.shape)}")
    batched = input.dim() == 2
    x = input if batched else input.reshape(1, -1)  # a 0-dim input is one sample of one class
    n_classes = x.shape[-1]
    y = target.reshape(-1)
    if y.shape[0] != x.shape[0]:
        raise RuntimeError(f"inconsistent target size, expected {x.shape[0]} but got {list(target.shape)}")
    if y.numel() and bool(((y < 0) | (y >= n_classes)).any()):
        raise RuntimeError("target out of range")
    hit = y.unsqueeze(1) == _f.arange(n_classes, device=x.device)
    x_y = _ops.where(hit, x, 0.0).sum(1, keepdim=True)
    # relu, not clamp: a term exactly at the margin has no gradient (PyTorch's z > 0)
    z = _ops.relu(margin - x_y + x)
    if p == 2:
        z = z * z
    if weight is not None:
        z = z * _ops.where(hit, weight, 0.0).sum(1, keepdim=True)
    loss = _ops.where(hit, 0.0, z).sum(1) / n_classes
    if not batched and reduction == "none":
        loss = loss.reshape(target.shape)  # PyTorch's unbatched result is shaped as its target
    return _reduce(loss, reduction)
