"""``Adamax``, ``NAdam`` and ``RAdam``, torch's single-tensor updates (the moment updates are the
generated Adam kernels: lerp_ and mul_ + addcmul_ in torch's rounding order)."""
from ..core import dtypes as D
from ..families import factories as _f
from ..generated import ops as _ops
from ._checks import check_betas, check_nonneg, grad_of
from .optimizer import Optimizer


def _check_adam_args(lr, eps, betas, weight_decay):
    check_nonneg("learning rate", lr)
    check_nonneg("epsilon value", eps)
    check_betas(betas)
    check_nonneg("weight_decay value", weight_decay)


def _moments(state, p_data, extra=()):
    if not state:
        state["step"] = _f.tensor(0.0, dtype=D.float32)
        for name, value in extra:
            state[name] = _f.tensor(value, dtype=D.float32)
        state["exp_avg"] = _f.zeros_like(p_data)
        state["exp_avg_sq"] = _f.zeros_like(p_data)
    state["step"].add_(1)
    return state["step"].item()


def _weight_decay(p_data, grad, lr, wd, decoupled):
    if wd == 0:
        return grad
    if decoupled:
        p_data.mul_(1 - lr * wd)
        return grad
    return grad.add(p_data, alpha=wd)


class Adamax(Optimizer):
    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, foreach=None, *,
                 maximize=False, differentiable=False, capturable=False):
        _check_adam_args(lr, eps, betas, weight_decay)
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, foreach=foreach, maximize=maximize,
                        differentiable=differentiable, capturable=capturable)
        super().__init__(params, defaults)

    def _update_group(self, group):
        lr, (beta1, beta2), eps, wd = group["lr"], group["betas"], group["eps"], group["weight_decay"]
        for p in group["params"]:
            if p.grad is None:
                continue
            grad = grad_of(p, group["maximize"])
            p_data = self._alias(p)
            state = self.state[p]
            if not state:
                state["step"] = _f.tensor(0.0, dtype=D.float32)
                state["exp_avg"] = _f.zeros_like(p_data)
                state["exp_inf"] = _f.zeros_like(p_data)
            state["step"].add_(1)
            step = state["step"].item()
            grad = _weight_decay(p_data, grad, lr, wd, False)
            exp_avg, exp_inf = state["exp_avg"], state["exp_inf"]
            _ops._adam_exp_avg_(exp_avg, grad, 1 - beta1)
            _ops.maximum(exp_inf.mul_(beta2), grad.abs().add_(eps), out=exp_inf)
            clr = lr / (1 - beta1 ** step)
            p_data.add_(exp_avg / exp_inf, alpha=-clr)


class NAdam(Optimizer):
    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, momentum_decay=4e-3,
                 decoupled_weight_decay=False, *, foreach=None, maximize=False, capturable=False,
                 differentiable=False):
        _check_adam_args(lr, eps, betas, weight_decay)
        check_nonneg("momentum_decay value", momentum_decay)
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, momentum_decay=momentum_decay,
                        decoupled_weight_decay=decoupled_weight_decay, maximize=maximize, foreach=foreach,
                        capturable=capturable, differentiable=differentiable)
        super().__init__(params, defaults)

    def _update_group(self, group):
        lr, (beta1, beta2), eps, wd = group["lr"], group["betas"], group["eps"], group["weight_decay"]
        momentum_decay = group["momentum_decay"]
        for p in group["params"]:
            if p.grad is None:
                continue
            grad = grad_of(p, group["maximize"])
            p_data = self._alias(p)
            state = self.state[p]
            step = _moments(state, p_data, (("mu_product", 1.0),))
            bias_correction2 = 1 - beta2 ** step
            grad = _weight_decay(p_data, grad, lr, wd, group["decoupled_weight_decay"])
            mu = beta1 * (1.0 - 0.5 * (0.96 ** (step * momentum_decay)))
            mu_next = beta1 * (1.0 - 0.5 * (0.96 ** ((step + 1) * momentum_decay)))
            # torch keeps the running product in a float32 scalar tensor: its rounding is part of the result
            state["mu_product"].mul_(mu)
            mu_product = state["mu_product"].item()
            exp_avg, exp_avg_sq = state["exp_avg"], state["exp_avg_sq"]
            _ops._adam_exp_avg_(exp_avg, grad, 1 - beta1)
            _ops._adam_exp_avg_sq_(exp_avg_sq, grad, beta2, 1 - beta2)
            denom = exp_avg_sq.div(bias_correction2).sqrt().add_(eps)
            mu_product_next = mu_product * mu_next
            p_data.add_(grad / denom, alpha=-lr * (1.0 - mu) / (1.0 - mu_product))
            p_data.add_(exp_avg / denom, alpha=(-lr * mu_next) / (1.0 - mu_product_next))


class RAdam(Optimizer):
    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, decoupled_weight_decay=False,
                 *, foreach=None, maximize=False, capturable=False, differentiable=False):
        _check_adam_args(lr, eps, betas, weight_decay)
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, maximize=maximize, foreach=foreach,
                        capturable=capturable, decoupled_weight_decay=decoupled_weight_decay,
                        differentiable=differentiable)
        super().__init__(params, defaults)

    def _update_group(self, group):
        lr, (beta1, beta2), eps, wd = group["lr"], group["betas"], group["eps"], group["weight_decay"]
        for p in group["params"]:
            if p.grad is None:
                continue
            grad = grad_of(p, group["maximize"])
            p_data = self._alias(p)
            state = self.state[p]
            step = _moments(state, p_data)
            grad = _weight_decay(p_data, grad, lr, wd, group["decoupled_weight_decay"])
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
