"""``RAdam``, torch's single-tensor update (the moment updates are the generated Adam kernels)."""
from ..families import factories as _f
from ..generated import ops as _ops
from ._checks import check_adam_args
from .optimizer import Optimizer


class RAdam(Optimizer):
    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, decoupled_weight_decay=False,
                 *, foreach=None, maximize=False, capturable=False, differentiable=False):
        check_adam_args(lr, eps, betas, weight_decay)
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, maximize=maximize, foreach=foreach,
                        capturable=capturable, decoupled_weight_decay=decoupled_weight_decay,
                        differentiable=differentiable)
        super().__init__(params, defaults)

    def _init_state(self, state, p_data, grad, group):
        state["exp_avg"] = _f.zeros_like(p_data)
        state["exp_avg_sq"] = _f.zeros_like(p_data)

    def _update_group(self, group):
        lr, (beta1, beta2), eps, wd = group["lr"], group["betas"], group["eps"], group["weight_decay"]
        for _, grad, p_data, state in self._params_with_grad(group):
            step = state["step"].item()
            grad = self._decay(grad, p_data, lr, wd, group["decoupled_weight_decay"])
            exp_avg, exp_avg_sq = state["exp_avg"], state["exp_avg_sq"]
            _ops._adam_exp_avg_(exp_avg, grad, 1 - beta1)
            _ops._adam_exp_avg_sq_(exp_avg_sq, grad, beta2, 1 - beta2)
            bias_correction1 = 1 - beta1 ** step
            bias_correction2 = 1 - beta2 ** step
            corrected = exp_avg / bias_correction1
            rho_inf = 2 / (1 - beta2) - 1
            rho_t = rho_inf - 2 * step * (beta2 ** step) / bias_correction2
            if rho_t > 5.0:
                rect = ((rho_t - 4) * (rho_t - 2) * rho_inf / ((rho_inf - 4) * (rho_inf - 2) * rho_t)) ** 0.5
                adaptive = (bias_correction2 ** 0.5) / exp_avg_sq.sqrt().add_(eps)
                p_data.add_(corrected * lr * adaptive * rect, alpha=-1.0)
            else:
                p_data.add_(corrected * lr, alpha=-1.0)
