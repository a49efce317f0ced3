"""``ASGD`` (averaged SGD), torch's single-tensor update; eta and mu are float32 scalars as in torch,
whose rounding enters the trajectory."""
from ..core import dtypes as D
from ..families import factories as _f
from ._checks import check_nonneg
from .optimizer import Optimizer


class ASGD(Optimizer):
    def __init__(self, params, lr=1e-2, lambd=1e-4, alpha=0.75, t0=1e6, weight_decay=0, foreach=None,
                 maximize=False, differentiable=False, capturable=False):
        check_nonneg("learning rate", lr)
        check_nonneg("weight_decay value", weight_decay)
        defaults = dict(lr=lr, lambd=lambd, alpha=alpha, t0=t0, weight_decay=weight_decay, foreach=foreach,
                        maximize=maximize, differentiable=differentiable, capturable=capturable)
        super().__init__(params, defaults)

    def _init_state(self, state, p_data, grad, group):
        state["eta"] = _f.tensor(group["lr"], dtype=D.float32)
        state["mu"] = _f.tensor(1.0, dtype=D.float32)
        state["ax"] = _f.zeros_like(p_data)

    def _update_group(self, group):
        lr, lambd, alpha, t0, wd = group["lr"], group["lambd"], group["alpha"], group["t0"], group["weight_decay"]
        for _, grad, p_data, state in self._params_with_grad(group):
            grad = self._l2(grad, p_data, wd)
            eta = state["eta"].item()
            p_data.mul_(1 - lambd * eta)
            p_data.add_(grad, alpha=-eta)
            mu = state["mu"].item()
            ax = state["ax"]
            if mu != 1:
                ax.add_((p_data - ax).mul_(state["mu"].to(ax.dtype)))
            else:
                ax.copy_(p_data)
            step = state["step"].item()
            # torch goes through a default-dtype (float32) tensor even when the state was loaded as float64
            state["eta"].copy_(_f.tensor(lr / ((1 + lambd * lr * step) ** alpha), dtype=D.float32))
            state["mu"].copy_(_f.tensor(1 / max(1, step - t0), dtype=D.float32))
