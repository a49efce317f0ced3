"""``torch.nn.functional``'s margin and embedding losses: margin ranking, hinge embedding, cosine embedding,
triplet margin, soft margin, multilabel soft margin and multi margin. Formulas follow ATen's so values agree."""

from ...families import factories as _f
from ...generated import ops as _ops
from .distance import pairwise_distance
from .loss import _reduction, _reduce

__all__ = ["cosine_embedding_loss", "margin_ranking_loss", "triplet_margin_loss", "soft_margin_loss",
           "hinge_embedding_loss", "multilabel_soft_margin_loss", "multi_margin_loss"]


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


def soft_margin_loss(input, target, size_average=None, reduce=None, reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    return _reduce(_ops.log1p(_ops.exp(-input * target)), reduction)


def hinge_embedding_loss(input, target, margin=1.0, size_average=None, reduce=None, reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    margin_part = _ops.where(target != 1, _ops.clamp(margin - input, min=0), 0.0)
    self_part = _ops.where(target != -1, input, 0.0)
    return _reduce(margin_part + self_part, reduction)


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
