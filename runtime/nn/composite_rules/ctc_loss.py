"""The CTC loss (torch.ctc_loss, F.ctc_loss, nn.CTCLoss) over the generated ``_ctc_nll`` recursions.

``ctc_loss`` is the ops.yaml composite of that name: lengths (tensors or int lists) become
int64 tensors, an unbatched (T, C) input a batch of one, and each element's negative log
likelihood comes from ``_ctc_nll`` (kind ctc), then zero_infinity and the reduction (mean:
each loss over its target length, then the batch mean), as ATen's ctc_loss.

torch's gradient for log_probs is not the derivative of the loss: it is
exp(log_probs) - (each label's posterior), the derivative with respect to the logits of a
log_softmax in front, which it assumes. ``_ctc_nll``'s declared derivative is the true one
(minus the posterior; gradcheck checks it), so the exp(log_probs) part is added here as the
gradient of a zero-valued term, exp(lp) - exp(lp).detach() over each element's frames: the
loss is unchanged, and its gradient is torch's."""
import numpy as np

from ...autograd import grad_mode as _grad_mode
from ...core import dtypes as D
from ...core.tensor import Tensor
from ...families import factories as _f
from ...generated import ops as _ops


def _lengths(name, v, device, batched):
    if isinstance(v, Tensor):
        if v.dtype.is_floating_point or v.dtype is D.bool_:
            raise RuntimeError(f"{name} must be integral")
        t = v.to(D.int64)
    else:
        seq = [v] if isinstance(v, int) else list(v)
        if not all(isinstance(x, int) and not isinstance(x, bool) for x in seq):
            raise TypeError(f"ctc_loss(): argument '{name}' must be a tuple of ints or a Tensor, not "
                            f"{type(v).__name__}")
        t = _f.tensor(seq, dtype=D.int64)
    if t.device != device:
        t = t.to(device)
    return t.reshape(-1) if batched or t.dim() == 0 else t


def ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, reduction=1, zero_infinity=False,
             out=None):
    if not isinstance(log_probs, Tensor) or not isinstance(targets, Tensor):
        raise TypeError("ctc_loss(): arguments 'log_probs' and 'targets' must be Tensors")
    if reduction not in (0, 1, 2) or isinstance(reduction, bool):
        raise RuntimeError(f"ctc_loss: reduction must be 0 (none), 1 (mean) or 2 (sum), but got {reduction}")
    if log_probs.numel() == 0:
        raise RuntimeError("log_probs tensor must not be empty")
    batched = log_probs.dim() == 3
    lp = log_probs if batched else log_probs.unsqueeze(1)
    tgt = targets if batched or log_probs.dim() != 2 else targets.unsqueeze(0)
    il = _lengths("input_lengths", input_lengths, lp.device, True)
    tl = _lengths("target_lengths", target_lengths, lp.device, True)
    nll = _ops._ctc_nll(lp, tgt, il, tl, blank, zero_infinity)
    if lp.requires_grad and _grad_mode.STATE.enabled:
        frames = np.arange(lp.shape[0])[:, None] < np.asarray(il._host())[None, :]
        e = _ops.exp(lp)
        nll = nll + ((e - e.detach()) * _f.tensor(frames, device=lp.device).unsqueeze(-1)).sum((0, 2))
    if zero_infinity:
        nll = _ops.where(nll == float("inf"), _f.zeros((), dtype=nll.dtype, device=nll.device), nll)
    if reduction == 2:
        return nll.sum()
    if reduction == 1:
        return (nll / tl.to(nll.dtype).clamp(min=1)).mean()
    return nll if batched else nll.squeeze(0)
