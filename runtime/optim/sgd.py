"""``SGD`` with momentum, dampening, Nesterov momentum, weight decay and maximize (torch's update)."""
from .optimizer import Optimizer


class SGD(Optimizer):
    # a sparse gradient (embedding's sparse=True) adds into the dense parameter; its momentum
    # buffer stays sparse, and weight decay raises torch's add(sparse, dense) error
    _takes_sparse = True

    def __init__(self, params, lr=1e-3, momentum=0, dampening=0, weight_decay=0, nesterov=False, *, maximize=False,
                 foreach=None, differentiable=False, fused=None):
        if lr < 0.0:
            raise ValueError(f"Invalid learning rate: {lr}")
        if momentum < 0.0:
            raise ValueError(f"Invalid momentum value: {momentum}")
        if weight_decay < 0.0:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        if nesterov and (momentum <= 0 or dampening != 0):
            raise ValueError("Nesterov momentum requires a momentum and zero dampening")
        defaults = dict(lr=lr, momentum=momentum, dampening=dampening, weight_decay=weight_decay, nesterov=nesterov,
                        maximize=maximize, foreach=foreach, differentiable=differentiable, fused=fused)
        super().__init__(params, defaults)

    def _update_group(self, group):
        lr, momentum, dampening = group["lr"], group["momentum"], group["dampening"]
        wd, nesterov, maximize = group["weight_decay"], group["nesterov"], group["maximize"]
        for p in group["params"]:
            if p.grad is None:
                continue
            grad = -p.grad if maximize else p.grad
            p_data = self._alias(p)  # a plain-Tensor alias: the in-place update runs the pointwise flat loop
            if wd != 0:
                grad = grad.add(p_data, alpha=wd)
            if momentum != 0:
                state = self.state[p]
                buf = state.get("momentum_buffer")
                if buf is None:
                    buf = grad.detach().clone()  # (sparse: the sparse tensor's own detach)
                    state["momentum_buffer"] = buf
                else:
                    buf.mul_(momentum).add_(grad, alpha=1 - dampening)
                grad = grad.add(buf, alpha=momentum) if nesterov else buf
            p_data.add_(grad, alpha=-lr)
