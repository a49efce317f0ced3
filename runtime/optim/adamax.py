"""``Adamax``, torch's single-tensor update (the first moment is the generated Adam kernel)."""
from ..families import factories as _f
from ..generated import ops as _ops
from ._checks import check_adam_args
from .optimizer import Optimizer


class Adamax(Optimizer):
    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, foreach=None, *,
                 maximize=False, differentiable=False, capturable=False):
        check_adam_args(lr, eps, betas, weight_decay)
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, foreach=foreach, maximize=maximize,
                        differentiable=differentiable, capturable=capturable)
        super().__init__(params, defaults)

    def _init_state(self, state, p_data, grad, group):
        state["exp_avg"] = _f.zeros_like(p_data)
        state["exp_inf"] = _f.zeros_like(p_data)

    def _update_group(self, group):
        lr, (beta1, beta2), eps, wd = group["lr"], group["betas"], group["eps"], group["weight_decay"]
        for _, grad, p_data, state in self._params_with_grad(group):
            step = state["step"].item()
            grad = self._l2(grad, p_data, wd)
            exp_avg, exp_inf = state["exp_avg"], state["exp_inf"]
            _ops._adam_exp_avg_(exp_avg, grad, 1 - beta1)
            _ops.maximum(exp_inf.mul_(beta2), grad.abs().add_(eps), out=exp_inf)
            clr = lr / (1 - beta1 ** step)
            p_data.add_(exp_avg / exp_inf, alpha=-clr)

