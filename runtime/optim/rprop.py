"""``Rprop``: per-element step sizes grown or shrunk by the sign agreement of successive gradients,
torch's single-tensor update."""
from ..families import factories as _f
from ..generated import ops as _ops
from ._checks import check_nonneg
from .optimizer import Optimizer


class Rprop(Optimizer):
    def __init__(self, params, lr=1e-2, etas=(0.5, 1.2), step_sizes=(1e-6, 50), *, capturable=False, foreach=None,
                 maximize=False, differentiable=False):
        check_nonneg("learning rate", lr)
        if not 0.0 < etas[0] < 1.0 < etas[1]:
            raise ValueError(f"Invalid eta values: {etas[0]}, {etas[1]}")
        defaults = dict(lr=lr, etas=etas, step_sizes=step_sizes, foreach=foreach, maximize=maximize,
                        differentiable=differentiable, capturable=capturable)
        super().__init__(params, defaults)

    def _init_state(self, state, p_data, grad, group):
        state["prev"] = _f.zeros_like(p_data)
        state["step_size"] = _f.full_like(grad, group["lr"])

    def _update_group(self, group):
        etaminus, etaplus = group["etas"]
        step_min, step_max = group["step_sizes"]
        for _, grad, p_data, state in self._params_with_grad(group):
            prev, step_size = state["prev"], state["step_size"]
            agree = _ops.sign(grad * prev)
            # a tensor branch keeps the gradient's dtype (two scalar branches would give float32)
            factor = _ops.where(agree > 0, etaplus, _ops.where(agree < 0, etaminus, _f.ones_like(grad)))
            step_size.mul_(factor).clamp_(step_min, step_max)
            # a sign flip: no step this time, and the next step starts afresh (prev = 0)
            grad = _ops.where(agree < 0, 0.0, grad)
            p_data.add_(_ops.sign(grad) * step_size, alpha=-1)
            prev.copy_(grad)
