"""``RMSprop`` (momentum, centered, weight decay, maximize), torch's single-tensor update."""
from ..families import factories as _f
from ..generated import ops as _ops
from ._checks import check_nonneg
from .optimizer import Optimizer


class RMSprop(Optimizer):
    def __init__(self, params, lr=1e-2, alpha=0.99, eps=1e-8, weight_decay=0, momentum=0, centered=False,
                 capturable=False, foreach=None, maximize=False, differentiable=False):
        check_nonneg("learning rate", lr)
        check_nonneg("epsilon value", eps)
        check_nonneg("momentum value", momentum)
        check_nonneg("weight_decay value", weight_decay)
        check_nonneg("alpha value", alpha)
        defaults = dict(lr=lr, momentum=momentum, alpha=alpha, eps=eps, centered=centered, weight_decay=weight_decay,
                        capturable=capturable, foreach=foreach, maximize=maximize, differentiable=differentiable)
        super().__init__(params, defaults)

    def _init_state(self, state, p_data, grad, group):
        state["square_avg"] = _f.zeros_like(p_data)
        if group["momentum"] > 0:
            state["momentum_buffer"] = _f.zeros_like(p_data)
        if group["centered"]:
            state["grad_avg"] = _f.zeros_like(p_data)

    def _update_group(self, group):
        lr, alpha, eps = group["lr"], group["alpha"], group["eps"]
        wd, momentum, centered = group["weight_decay"], group["momentum"], group["centered"]
        for _, grad, p_data, state in self._params_with_grad(group):
            grad = self._l2(grad, p_data, wd)
            square_avg = state["square_avg"]
            # mul_(alpha).addcmul_(grad, grad, value=1 - alpha): the generated kernel
            _ops._adam_exp_avg_sq_(square_avg, grad, alpha, 1 - alpha)
            if centered:
                grad_avg = state["grad_avg"]
                _ops._adam_exp_avg_(grad_avg, grad, 1 - alpha)  # lerp_(grad, 1 - alpha)
                avg = (square_avg - grad_avg * grad_avg).sqrt()
            else:
                avg = square_avg.sqrt()
            avg.add_(eps)
            if momentum > 0:
                buf = state["momentum_buffer"]
                buf.mul_(momentum).add_(grad / avg)
                p_data.add_(buf, alpha=-lr)
            else:
                p_data.add_(grad / avg, alpha=-lr)
