"""``Adadelta``, torch's single-tensor update, run as one multi-tensor kernel call per parameter
where the group allows it (optim/_multi_tensor.py)."""
from ..families import factories as _f
from ..generated import ops as _ops
from . import _multi_tensor as _mt
from ._checks import check_nonneg
from .optimizer import Optimizer


class Adadelta(Optimizer):
    def __init__(self, params, lr=1.0, rho=0.9, eps=1e-6, weight_decay=0, foreach=None, *, capturable=False,
                 maximize=False, differentiable=False):
        check_nonneg("learning rate", lr)
        if not 0.0 <= rho <= 1.0:
            raise ValueError(f"Invalid rho value: {rho}")
        check_nonneg("epsilon value", eps)
        check_nonneg("weight_decay value", weight_decay)
        defaults = dict(lr=lr, rho=rho, eps=eps, weight_decay=weight_decay, maximize=maximize, capturable=capturable,
                        foreach=foreach, differentiable=differentiable)
        super().__init__(params, defaults)

    def _init_state(self, state, p_data, grad, group):
        state["square_avg"] = _f.zeros_like(p_data)
        state["acc_delta"] = _f.zeros_like(p_data)

    def _update_group(self, group):
        params, aliases, grads, ok = _mt.params_with_grads(self, group)
        if _mt.use_multi_tensor(group, params, ok):
            self._multi_tensor_update(group, params, aliases, grads)
            return
        lr, rho, eps, wd = group["lr"], group["rho"], group["eps"], group["weight_decay"]
        for _, grad, p_data, state in self._params_with_grad(group):
            grad = self._l2(grad, p_data, wd)
            square_avg, acc_delta = state["square_avg"], state["acc_delta"]
            _ops._adam_exp_avg_sq_(square_avg, grad, rho, 1 - rho)
            std = square_avg.add(eps).sqrt()
            delta = acc_delta.add(eps).sqrt()
            delta.div_(std).mul_(grad)
            _ops._adam_exp_avg_sq_(acc_delta, delta, rho, 1 - rho)
            p_data.add_(delta, alpha=-lr)

    def _multi_tensor_update(self, group, params, aliases, grads):
        """The loop above as ops.yaml's _fused_adadelta_."""
        lr, rho, eps, wd = group["lr"], group["rho"], group["eps"], group["weight_decay"]
        states = [self.state[p] for p in params]
        for state, a in zip(states, aliases):
            if "square_avg" not in state:
                self._init_state(state, a, None, group)
        _mt.count_steps(states, _ops._foreach_add_)
        _ops._fused_adadelta_(aliases, grads, [s["square_avg"] for s in states], [s["acc_delta"] for s in states],
                              rho, 1 - rho, eps, -lr, wd, group["maximize"])
