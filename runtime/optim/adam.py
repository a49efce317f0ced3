"""``Adam`` (amsgrad, maximize, L2 or decoupled weight decay), torch's single-tensor update,
run as one multi-tensor kernel call per parameter where the group allows it (optim/_multi_tensor.py)."""
import math

from ..families import factories as _f
from ..generated import ops as _ops
from . import _multi_tensor as _mt
from ._checks import check_betas, check_nonneg
from .optimizer import Optimizer


class Adam(Optimizer):
    _decoupled = False

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, amsgrad=False, *,
                 foreach=None, maximize=False, capturable=False, differentiable=False, fused=None,
                 decoupled_weight_decay=False):
        check_nonneg("learning rate", lr)
        check_nonneg("epsilon value", eps)
        check_betas(betas)
        check_nonneg("weight_decay value", weight_decay)
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, amsgrad=amsgrad, maximize=maximize,
                        foreach=foreach, capturable=capturable, differentiable=differentiable, fused=fused,
                        decoupled_weight_decay=decoupled_weight_decay or self._decoupled)
        _mt.check_switches(fused, foreach, differentiable)
        super().__init__(params, defaults)

    def _sparse_message(self):
        return "Adam does not support sparse gradients, please consider SparseAdam instead"  # AdamW too, as torch

    def _init_state(self, state, p_data, grad, group):
        state["exp_avg"] = _f.zeros_like(p_data)
        state["exp_avg_sq"] = _f.zeros_like(p_data)
        if group["amsgrad"]:
            state["max_exp_avg_sq"] = _f.zeros_like(p_data)

    def _update_group(self, group):
        params, aliases, grads, ok = _mt.params_with_grads(self, group)
        if _mt.use_multi_tensor(group, params, ok):
            self._multi_tensor_update(group, params, aliases, grads)
            return
        lr, (beta1, beta2), eps = group["lr"], group["betas"], group["eps"]
        wd, amsgrad = group["weight_decay"], group["amsgrad"]
        decoupled = group.get("decoupled_weight_decay", self._decoupled)
        for _, grad, p_data, state in self._params_with_grad(group):
            exp_avg, exp_avg_sq = state["exp_avg"], state["exp_avg_sq"]
            decay = 1 - lr * wd if decoupled and wd != 0 else 1.0  # applied by _adam_param_ below, first
            if not decoupled:
                grad = self._l2(grad, p_data, wd)
            # one generated kernel per update (ops.yaml "optimizer updates")
            _ops._adam_exp_avg_(exp_avg, grad, 1 - beta1)
            _ops._adam_exp_avg_sq_(exp_avg_sq, grad, beta2, 1 - beta2)
            step = state["step"].item()
            bias_correction1 = 1 - beta1 ** step
            bias_correction2_sqrt = math.sqrt(1 - beta2 ** step)
            step_size = lr / bias_correction1
            v = exp_avg_sq
            if amsgrad:
                v = state["max_exp_avg_sq"]
                _ops.maximum(v, exp_avg_sq, out=v)
            _ops._adam_param_(p_data, exp_avg, v, step_size, bias_correction2_sqrt, eps, decay)

    def _multi_tensor_update(self, group, params, aliases, grads):
        """The loop above as ops.yaml's _fused_adam_ (one call per step count the parameters share)."""
        lr, (beta1, beta2), eps = group["lr"], group["betas"], group["eps"]
        wd, amsgrad, maximize = group["weight_decay"], group["amsgrad"], group["maximize"]
        decoupled = group.get("decoupled_weight_decay", self._decoupled)
        states = [self.state[p] for p in params]
        for state, a in zip(states, aliases):
            if "exp_avg" not in state:
                self._init_state(state, a, None, group)
        steps = _mt.count_steps(states, _ops._foreach_add_)
        decay, l2 = (1 - lr * wd, 0) if decoupled and wd != 0 else (1.0, wd)
        for step, idx in _mt.by_value(steps):
            bias_correction1 = 1 - beta1 ** step
            bias_correction2_sqrt = math.sqrt(1 - beta2 ** step)
            step_size = lr / bias_correction1
            lists = ([aliases[i] for i in idx], [grads[i] for i in idx], [states[i]["exp_avg"] for i in idx],
                     [states[i]["exp_avg_sq"] for i in idx])
            scalars = (1 - beta1, beta2, 1 - beta2, step_size, bias_correction2_sqrt, eps, decay, l2, maximize)
            if amsgrad:
                _ops._fused_adam_amsgrad_(*lists, [states[i]["max_exp_avg_sq"] for i in idx], *scalars)
            else:
                _ops._fused_adam_(*lists, *scalars)

