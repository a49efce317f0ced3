"""``SGD`` with momentum, dampening, Nesterov momentum, weight decay and maximize (torch's update), run as
one multi-tensor kernel call per parameter where the group allows it (optim/_multi_tensor.py)."""
from ..generated import ops as _ops
from . import _multi_tensor as _mt
from .optimizer import Optimizer


class SGD(Optimizer):
    # a sparse gradient (embedding's sparse=True) adds into the dense parameter; its momentum
    # buffer stays sparse, and weight decay raises torch's add(sparse, dense) error
    _takes_sparse = True
    _counts_steps = False  # torch's SGD state is the momentum buffer alone

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
        _mt.check_switches(fused, foreach, differentiable)
        super().__init__(params, defaults)

    def _keeps_state(self, group):
        return group["momentum"] != 0

    def _update_group(self, group):
        params, aliases, grads, ok = _mt.params_with_grads(self, group)
        if _mt.use_multi_tensor(group, params, ok):
            self._multi_tensor_update(group, params, aliases, grads)
            return
        lr, momentum, dampening = group["lr"], group["momentum"], group["dampening"]
        wd, nesterov = group["weight_decay"], group["nesterov"]
        for _, grad, p_data, state in self._params_with_grad(group):
            grad = self._l2(grad, p_data, wd)
            if momentum != 0:
                buf = state.get("momentum_buffer")
                if buf is None:
                    buf = grad.detach().clone()  # (sparse: the sparse tensor's own detach)
                    state["momentum_buffer"] = buf
                else:
                    buf.mul_(momentum).add_(grad, alpha=1 - dampening)
                grad = grad.add(buf, alpha=momentum) if nesterov else buf
            p_data.add_(grad, alpha=-lr)

    def _multi_tensor_update(self, group, params, aliases, grads):
        """The loop above as ops.yaml's _fused_sgd_ / _fused_sgd_momentum_; a parameter's first
        momentum step (its buffer a clone of the gradient) stays in the loop's form."""
        lr, momentum, dampening = group["lr"], group["momentum"], group["dampening"]
        wd, nesterov, maximize = group["weight_decay"], group["nesterov"], group["maximize"]
        if momentum == 0:
            _ops._fused_sgd_(aliases, grads, -lr, wd, maximize)
            return
        ready = []
        for i, p in enumerate(params):
            state = self.state[p]
            if state.get("momentum_buffer") is None:
                grad = self._l2(-grads[i] if maximize else grads[i], aliases[i], wd)
                buf = state["momentum_buffer"] = grad.detach().clone()
                aliases[i].add_(grad.add(buf, alpha=momentum) if nesterov else buf, alpha=-lr)
            else:
                ready.append(i)
        if ready:
            _ops._fused_sgd_momentum_([aliases[i] for i in ready], [grads[i] for i in ready],
                                      [self.state[params[i]]["momentum_buffer"] for i in ready], -lr, wd, momentum,
                                      1 - dampening, nesterov, maximize)
