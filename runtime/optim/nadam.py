"""``NAdam``, torch's single-tensor update (the moment updates are the generated Adam kernels:
lerp_ and mul_ + addcmul_ in torch's rounding order)."""
from ..core import dtypes as D
from ..families import factories as _f
from ..generated import ops as _ops
from ._checks import check_adam_args, check_nonneg
from .optimizer import Optimizer


class NAdam(Optimizer):
    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, momentum_decay=4e-3,
                 decoupled_weight_decay=False, *, foreach=None, maximize=False, capturable=False,
                 differentiable=False):
        check_adam_args(lr, eps, betas, weight_decay)
        check_nonneg("momentum_decay value", momentum_decay)
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, momentum_decay=momentum_decay,
                        decoupled_weight_decay=decoupled_weight_decay, maximize=maximize, foreach=foreach,
                        capturable=capturable, differentiable=differentiable)
        super().__init__(params, defaults)

    def _init_state(self, state, p_data, grad, group):
        # torch keeps the running product in a float32 scalar tensor: its rounding is part of the result
        state["mu_product"] = _f.tensor(1.0, dtype=D.float32)
        state["exp_avg"] = _f.zeros_like(p_data)
        state["exp_avg_sq"] = _f.zeros_like(p_data)

    def _update_group(self, group):
        lr, (beta1, beta2), eps, wd = group["lr"], group["betas"], group["eps"], group["weight_decay"]
        momentum_decay = group["momentum_decay"]
        for _, grad, p_data, state in self._params_with_grad(group):
            step = state["step"].item()
            bias_correction2 = 1 - beta2 ** step
            grad = self._decay(grad, p_data, lr, wd, group["decoupled_weight_decay"])
            mu = beta1 * (1.0 - 0.5 * (0.96 ** (step * momentum_decay)))
            mu_next = beta1 * (1.0 - 0.5 * (0.96 ** ((step + 1) * momentum_decay)))
            state["mu_product"].mul_(mu)
            mu_product = state["mu_product"].item()
            exp_avg, exp_avg_sq = state["exp_avg"], state["exp_avg_sq"]
            _ops._adam_exp_avg_(exp_avg, grad, 1 - beta1)
            _ops._adam_exp_avg_sq_(exp_avg_sq, grad, beta2, 1 - beta2)
            denom = exp_avg_sq.div(bias_correction2).sqrt().add_(eps)
            mu_product_next = mu_product * mu_next
            p_data.add_(grad / denom, alpha=-lr * (1.0 - mu) / (1.0 - mu_product))
            p_data.add_(exp_avg / denom, alpha=(-lr * mu_next) / (1.0 - mu_product_next))

