"""The loss functions of ``tensorgen.nn.functional``, over differentiable operators.

Class picks (nll_loss, cross_entropy with indices, one_hot) compare the target
against the class positions (a generated ``eq``) and sum the selected log
probabilities with ``where``: the same order of work as the log_softmax in front
of them, and a backward that autograd derives from the ops' declarations."""
import warnings
import math

from ...autograd.grad_mode import no_grad
from ...core import dtypes as D
from ...core.tensor import Tensor
from ...families import factories as _f
from ...generated import ops as _ops

__all__ = ["one_hot", "nll_loss", "cross_entropy", "mse_loss", "l1_loss", "smooth_l1_loss", "huber_loss",
           "binary_cross_entropy", "binary_cross_entropy_with_logits", "kl_div", "poisson_nll_loss",
           "gaussian_nll_loss", "ctc_loss"]


_REDUCTIONS = ("none", "mean", "sum")


def _reduction(size_average, reduce, reduction):
    if size_average is not None or reduce is not None:
        size_average = True if size_average is None else size_average
        reduce = True if reduce is None else reduce
        reduction = "none" if not reduce else ("mean" if size_average else "sum")
    if reduction not in _REDUCTIONS:
        raise ValueError(f"{reduction} is not a valid value for reduction")
    return reduction


def _reduce(loss, reduction):
    if reduction == "mean":
        return loss.mean()
    if reduction == "sum":
        return loss.sum()
    return loss


def _check_tensor(fn, name, t):
    """torch's argument-type error for a non-Tensor input or target."""
    if not isinstance(t, Tensor):
        raise TypeError(f"{fn}(): argument '{name}' (position {1 if name == 'input' else 2}) must be Tensor, "
                        f"not {type(t).__name__}")


def one_hot(input, num_classes=-1):
    if not isinstance(input, Tensor) or input.dtype is not D.int64:
        raise RuntimeError("one_hot is only applicable to index tensor of type LongTensor.")
    if input.numel() == 0:
        if num_classes <= 0:
            raise RuntimeError("Can not infer total number of classes from empty tensor.")
    else:
        if bool((input < 0).any()):
            raise RuntimeError("Class values must be non-negative.")
        top = int(input.max().item())
        if num_classes == -1:
            num_classes = top + 1
        elif top >= num_classes:
            raise RuntimeError("Class values must be smaller than num_classes.")
    cols = _f.arange(num_classes, device=input.device)
    return (input.unsqueeze(-1) == cols).to(D.int64)


# ------------------------------------------------------------------ nll_loss / cross_entropy
def _class_last(input):
    """(N, C, d1, ...) -> (N, d1, ..., C); (C,) and (N, C) unchanged."""
    if input.dim() <= 2:
        return input
    return input.permute(0, *range(2, input.dim()), 1)


def _check_target(fn, input, target):
    if not isinstance(target, Tensor) or target.dtype not in (D.int64, D.uint8):
        dt = getattr(target, "dtype", None)
        raise RuntimeError(f"expected target dtype to be Long or Byte, but got {dt.pt_name}")
    if input.dim() < 1:
        raise ValueError(f"Expected 1 or more dimensions (got {input.dim()})")
    if input.dim() == 1:
        if target.dim() > 1:
            raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
        if target.dim() == 1 and target.shape[0] != 1:
            raise ValueError(f"For 1D input, 1D target must have size 1, but got target size: {target.shape[0]}")
        return
    if target.dim() != input.dim() - 1:
        if input.dim() == 2:
            raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
        if input.dim() == 4:
            raise RuntimeError("only batches of spatial targets supported (3D tensors) but got targets of "
                               f"dimension: {target.dim()}")
        raise RuntimeError(f"Expected target size {_expected_target(input)}, got {list(target.shape)}")
    if input.shape[0] != target.shape[0]:
        raise ValueError(f"Expected input batch_size ({input.shape[0]}) to match target batch_size "
                         f"({target.shape[0]}).")
    if tuple(target.shape[1:]) != tuple(input.shape[2:]):
        raise RuntimeError(f"Expected target size {_expected_target(input)}, got {list(target.shape)}")


def _expected_target(input):
    return "[" + ", ".join(str(s) for s in [input.shape[0]] + list(input.shape[2:])) + "]"


def _picked(logp_last, target, n_classes, ignore_index):
    """The class column each target position selects; none for an ignored position."""
    cols = _f.arange(n_classes, device=logp_last.device)
    hit = target.unsqueeze(-1) == cols
    if 0 <= ignore_index < n_classes:
        hit = _ops.logical_and(hit, (target != ignore_index).unsqueeze(-1))
    return hit


def nll_loss(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction="mean"):
    _check_tensor("nll_loss", "input", input)
    reduction = _reduction(size_average, reduce, reduction)
    _check_target("nll_loss", input, target)
    n_classes = input.shape[0] if input.dim() == 1 else input.shape[1]
    if weight is not None and (weight.dim() != 1 or weight.shape[0] != n_classes):
        raise RuntimeError(f"weight tensor should be defined either for all {n_classes} classes or no classes but "
                           f"got weight tensor of shape: {list(weight.shape)}")
    target = target.to(D.int64)
    valid = target != ignore_index
    if target.numel():
        bad = _ops.logical_and(valid, _ops.logical_or(target < 0, target >= n_classes))
        if bool(bad.any()):
            t = int(target.masked_select(bad).reshape(-1)[0].item())
            raise IndexError(f"Target {t} is out of bounds.")
    logp = _class_last(input)
    hit = _picked(logp, target, n_classes, ignore_index)
    if weight is None:
        w = valid.to(input.dtype)
        picked = _ops.where(hit, logp, 0.0).sum(-1)
    else:
        w = _ops.where(hit, weight.to(input.dtype), 0.0).sum(-1)
        picked = _ops.where(hit, logp * weight.to(input.dtype), 0.0).sum(-1)
    loss = -picked
    if reduction == "none":
        return loss
    if reduction == "sum":
        return loss.sum()
    return loss.sum() / w.sum()


def cross_entropy(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None,
                  reduction="mean", label_smoothing=0.0):
    _check_tensor("cross_entropy", "input", input)
    reduction = _reduction(size_average, reduce, reduction)
    if not 0.0 <= label_smoothing <= 1.0:
        raise RuntimeError(f"label_smoothing must be between 0.0 and 1.0. Got: {label_smoothing}")
    class_dim = 0 if input.dim() == 1 else 1
    if input.dim() == 0:
        raise ValueError("Expected 1 or more dimensions (got 0)")
    logp = _ops.log_softmax(input, class_dim)
    n_classes = input.shape[class_dim]
    if isinstance(target, Tensor) and target.dtype.is_floating_point and tuple(target.shape) == tuple(input.shape):
        # class probabilities (any other floating target is refused by nll_loss as torch does)
        return _cross_entropy_probs(logp, target, weight, reduction, label_smoothing, class_dim, n_classes)
    if _plain_classes(input, target, weight, ignore_index, reduction, n_classes):
        try:  # gather and scatter check every target against the class count before they read
            loss = _cross_entropy_plain(logp, target, reduction, label_smoothing, class_dim, n_classes)
        except RuntimeError:
            pass  # a target out of range (or ignored): the checked path below says which, in torch's words
        else:
            return loss
    nll = nll_loss(logp, target, weight, None, ignore_index, None, reduction)
    if label_smoothing == 0.0:
        return nll
    wb = None
    if weight is not None:
        wb = weight.to(input.dtype).reshape([n_classes] + [1] * (input.dim() - class_dim - 1))
    smooth = -(logp * wb if wb is not None else logp).sum(class_dim)
    target = target.to(D.int64)
    ignored = target == ignore_index
    smooth = smooth.masked_fill(ignored, 0.0)
    if reduction == "mean":
        if weight is not None:
            hit = _picked(logp, target, n_classes, ignore_index)
            denom = _ops.where(hit, weight.to(input.dtype), 0.0).sum()
            ret = smooth.sum() / denom
        else:
            ret = smooth.sum() / _ops.logical_not(ignored).sum()
    elif reduction == "sum":
        ret = smooth.sum()
    else:
        ret = smooth
    return (1 - label_smoothing) * nll + ret * (label_smoothing / n_classes)


def _plain_classes(input, target, weight, ignore_index, reduction, n_classes):
    """Whether a (N, C) cross_entropy with int64 class targets can be a gather of
    the picked log-probabilities: no weights, and an ignore_index that is no class
    (then every target in range counts with weight one, and one out of range,
    ignored or not, makes gather refuse the call before it reads anything)."""
    if weight is not None or reduction == "none" or input.dim() != 2 or input._names is not None \
            or 0 <= ignore_index < n_classes:
        return False
    return isinstance(target, Tensor) and target.dtype is D.int64 and target.dim() == 1 and \
        target.shape[0] == input.shape[0] and target.shape[0] > 0 and target._names is None


def _cross_entropy_plain(logp, target, reduction, label_smoothing, class_dim, n_classes):
    """nll_loss's value (and label smoothing's) when every target counts with weight one:
    each sum divided by N is the same quotient as nll_loss's sum over its total weight.
    With label smoothing, (1 - ls) * nll + ls / C * smooth is one weighted sum: every
    log-probability weighs ls / C, the target's (1 - ls) + ls / C (three recorded
    calls, and as many backward nodes, instead of eight)."""
    n = target.shape[0] if reduction == "mean" else 1
    if label_smoothing == 0.0:
        return logp.gather(class_dim, target.unsqueeze(class_dim)).sum() / -n
    weights = _f.full(tuple(logp.shape), label_smoothing / n_classes, dtype=logp.dtype, device=logp.device) \
        .scatter(class_dim, target.unsqueeze(class_dim), (1 - label_smoothing) + label_smoothing / n_classes)
    return (logp * weights).sum() / -n


def _cross_entropy_probs(logp, target, weight, reduction, label_smoothing, class_dim, n_classes):
    if label_smoothing > 0:
        target = target * (1 - label_smoothing) + label_smoothing / n_classes
    prod = logp * target
    if weight is not None:
        prod = prod * weight.to(logp.dtype).reshape([n_classes] + [1] * (logp.dim() - class_dim - 1))
    loss = -prod.sum(class_dim)
    if reduction == "mean":
        return loss.sum() / (logp.numel() // n_classes if n_classes else 0)
    return _reduce(loss, reduction)


# ------------------------------------------------------------------ regression losses
def _pairwise(fn, input, target):
    _check_tensor(fn, "input", input)
    _check_tensor(fn, "target", target)
    if tuple(target.shape) != tuple(input.shape):
        warnings.warn(f"Using a target size ({target.shape}) that is different to the input size ({input.shape}). "
                      "This will likely lead to incorrect results due to broadcasting. Please ensure they have "
                      "the same size.", stacklevel=3)
    return input - target


def mse_loss(input, target, size_average=None, reduce=None, reduction="mean", weight=None):
    reduction = _reduction(size_average, reduce, reduction)
    d = _pairwise("mse_loss", input, target)
    loss = d * d
    if weight is not None:
        loss = loss * weight
    return _reduce(loss, reduction)


def l1_loss(input, target, size_average=None, reduce=None, reduction="mean", weight=None):
    reduction = _reduction(size_average, reduce, reduction)
    loss = _ops.abs(_pairwise("l1_loss", input, target))
    if weight is not None:
        loss = loss * weight
    return _reduce(loss, reduction)


def smooth_l1_loss(input, target, size_average=None, reduce=None, reduction="mean", beta=1.0):
    reduction = _reduction(size_average, reduce, reduction)
    if beta < 0:
        raise RuntimeError("smooth_l1_loss does not support negative values for beta.")
    a = _ops.abs(_pairwise("smooth_l1_loss", input, target))
    if beta == 0.0:
        return _reduce(a, reduction)
    loss = _ops.where(a < beta, 0.5 * a * a / beta, a - 0.5 * beta)
    return _reduce(loss, reduction)


def huber_loss(input, target, reduction="mean", delta=1.0, weight=None):
    reduction = _reduction(None, None, reduction)
    if delta <= 0:
        raise RuntimeError("huber_loss does not support non-positive values for delta.")
    a = _ops.abs(_pairwise("huber_loss", input, target))
    loss = _ops.where(a < delta, 0.5 * a * a, delta * (a - 0.5 * delta))
    if weight is not None:
        loss = loss * weight
    return _reduce(loss, reduction)


# ------------------------------------------------------------------ binary losses
def binary_cross_entropy(input, target, weight=None, size_average=None, reduce=None, reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    _check_tensor("binary_cross_entropy", "input", input)
    if tuple(target.shape) != tuple(input.shape):
        raise ValueError(f"Using a target size ({target.shape}) that is different to the input size "
                         f"({input.shape}) is deprecated. Please ensure they have the same size.")
    # (a NaN probability is out of range too, as in PyTorch's kernel check)
    if input.numel() and not bool(_ops.logical_and(input >= 0, input <= 1).all()):
        raise RuntimeError("all elements of input should be between 0 and 1")
    loss = _ops._binary_cross_entropy(input, target)
    if weight is not None:
        loss = loss * weight
    return _reduce(loss, reduction)


def binary_cross_entropy_with_logits(input, target, weight=None, size_average=None, reduce=None,
                                     reduction="mean", pos_weight=None):
    reduction = _reduction(size_average, reduce, reduction)
    _check_tensor("binary_cross_entropy_with_logits", "input", input)
    if tuple(target.shape) != tuple(input.shape):
        raise ValueError(f"Target size ({target.shape}) must be the same as input size ({input.shape})")
    log_sig = _ops.logsigmoid(input)
    if pos_weight is not None:
        log_weight = (pos_weight - 1) * target + 1
        loss = (1 - target) * input - log_weight * log_sig
    else:
        loss = (1 - target) * input - log_sig
    if weight is not None:
        loss = loss * weight
    return _reduce(loss, reduction)


# ------------------------------------------------------------------ divergence, Poisson/Gaussian NLL, CTC
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


def ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, reduction="mean", zero_infinity=False):
    """The Connectionist Temporal Classification loss: the generated ``ctc_loss`` op (nn/composite_rules/ctc_loss.py)
    with the reduction named, as torch.nn.functional's."""
    return _ops.ctc_loss(log_probs, targets, input_lengths, target_lengths, blank,
                         {"none": 0, "mean": 1, "sum": 2}[_reduction(None, None, reduction)], zero_infinity)
