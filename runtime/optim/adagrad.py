"""``Adagrad`` and ``Adadelta``, torch's single-tensor updates (Adadelta's as one multi-tensor kernel
call per parameter where the group allows it: optim/_multi_tensor.py)."""
from ..core import dtypes as D
from ..core.layouts import sparse_coo
from ..families import factories as _f
from ..generated import ops as _ops
from . import _multi_tensor as _mt
from ..sparse import build as _sparse
from ._checks import check_nonneg, grad_of
from .optimizer import Optimizer


class Adagrad(Optimizer):
    _takes_sparse = True  # torch's sparse update: the accumulator and parameter rows the gradient has

    def __init__(self, params, lr=1e-2, lr_decay=0, weight_decay=0, initial_accumulator_value=0, eps=1e-10,
                 foreach=None, *, maximize=False, differentiable=False, fused=None):
        check_nonneg("learning rate", lr)
        check_nonneg("lr_decay value", lr_decay)
        check_nonneg("weight_decay value", weight_decay)
        check_nonneg("initial_accumulator_value value", initial_accumulator_value)
        check_nonneg("epsilon value", eps)
        defaults = dict(lr=lr, lr_decay=lr_decay, eps=eps, weight_decay=weight_decay,
                        initial_accumulator_value=initial_accumulator_value, foreach=foreach, maximize=maximize,
                        differentiable=differentiable, fused=fused)
        super().__init__(params, defaults)
        # as torch: the state exists from construction (share_memory and state_dict see it)
        for group in self.param_groups:
            for p in group["params"]:
                self.state[p]["step"] = _f.tensor(0.0, dtype=D.float32)
                self.state[p]["sum"] = _f.full_like(p.detach(), group["initial_accumulator_value"])

    def _update_group(self, group):
        lr, lr_decay, wd, eps = group["lr"], group["lr_decay"], group["weight_decay"], group["eps"]
        for p in group["params"]:
            if p.grad is None:
                continue
            state = self.state[p]
            if not state:  # a group added after construction (torch starts it from the defaults' value)
                state["step"] = _f.tensor(0.0, dtype=D.float32)
                state["sum"] = _f.full_like(p.detach(), self.defaults["initial_accumulator_value"])
            state["step"].add_(1)
            step = state["step"].item()
            grad = grad_of(p, group["maximize"])
            p_data = self._alias(p)
            clr = lr / (1 + (step - 1) * lr_decay)
            state_sum = state["sum"]
            if grad.layout is sparse_coo:
                _sparse_update(p_data, state_sum, grad, wd, clr, eps)
                continue
            if wd != 0:
                grad = grad.add(p_data, alpha=wd)
            state_sum.add_(grad * grad)  # addcmul_(grad, grad, value=1)
            std = state_sum.sqrt().add_(eps)
            p_data.add_(grad / std, alpha=-clr)


def _sparse_update(p_data, state_sum, grad, wd, clr, eps):
    """torch's Adagrad step for a sparse gradient: coalesced (the update is not linear), its
    squares added to the accumulator, and only the rows it holds updated."""
    if wd != 0:
        raise RuntimeError("weight_decay option is not compatible with sparse gradients")
    grad = grad.coalesce()
    indices, values = grad.indices(), grad.values()
    state_sum.add_(_sparse.sparse_coo_tensor(indices, values.pow(2), grad.shape))
    std_values = state_sum[tuple(indices.unbind(0))].sqrt().add_(eps)
    p_data.add_(_sparse.sparse_coo_tensor(indices, values / std_values, grad.shape), alpha=-clr)


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

    def _update_group(self, group):
        params, aliases, grads, ok = _mt.params_with_grads(self, group)
        if _mt.use_multi_tensor(group, params, ok):
            self._multi_tensor_update(group, params, aliases, grads)
            return
        lr, rho, eps, wd = group["lr"], group["rho"], group["eps"], group["weight_decay"]
        for p in group["params"]:
            if p.grad is None:
                continue
            grad = grad_of(p, group["maximize"])
            p_data = self._alias(p)
            state = self.state[p]
            if not state:
                state["step"] = _f.tensor(0.0, dtype=D.float32)
                state["square_avg"] = _f.zeros_like(p_data)
                state["acc_delta"] = _f.zeros_like(p_data)
            state["step"].add_(1)
            if wd != 0:
                grad = grad.add(p_data, alpha=wd)
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
                state["square_avg"] = _f.zeros_like(a)
                state["acc_delta"] = _f.zeros_like(a)
        _mt.count_steps(states, _ops._foreach_add_)
        _ops._fused_adadelta_(aliases, grads, [s["square_avg"] for s in states], [s["acc_delta"] for s in states],
                              rho, 1 - rho, eps, -lr, wd, group["maximize"])
