"""``Adagrad``, torch's single-tensor update (dense and sparse gradients)."""
from ..core import dtypes as D
from ..core.layouts import sparse_coo
from ..families import factories as _f
from ..sparse import build as _sparse
from ._checks import check_nonneg
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

    def _init_state(self, state, p_data, grad, group):
        # a group added after construction: torch starts its sums from the defaults' value
        state["sum"] = _f.full_like(p_data, self.defaults["initial_accumulator_value"])

    def _update_group(self, group):
        lr, lr_decay, wd, eps = group["lr"], group["lr_decay"], group["weight_decay"], group["eps"]
        for _, grad, p_data, state in self._params_with_grad(group):
            step = state["step"].item()
            clr = lr / (1 + (step - 1) * lr_decay)
            state_sum = state["sum"]
            if grad.layout is sparse_coo:
                _sparse_update(p_data, state_sum, grad, wd, clr, eps)
                continue
            grad = self._l2(grad, p_data, wd)
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

