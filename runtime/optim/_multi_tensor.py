"""Which update a parameter group takes, as torch's ``foreach``/``fused`` switches choose:
the single-tensor loop (a few in-place operator calls per parameter) or the
multi-tensor step, one generated foreach kernel call per parameter (ops.yaml
"fused optimizer steps") running that very loop's operations, so both give the
same values bit for bit.

``fused=None`` and ``foreach=None`` (the defaults) take the multi-tensor step
whenever the group allows it: float32/float64 parameters whose gradients are
plain dense tensors of the same dtype, shape and strides, all contiguous.
``foreach=True`` or ``fused=True`` ask for it (fused raises, as torch, for a
parameter it cannot take); ``foreach=False``/``fused=False`` keep the loop.
"""
from ..core import dtypes as D
from ..core.tensor import Tensor, contiguous_strides
from ..families import factories as _f

_DTYPES = (D.float32, D.float64)
# the devices torch's message lists as those with fused kernels (its words, tensorgen's devices)
_FUSED_DEVICES = ["cpu", "cuda"]


def check_switches(fused, foreach, differentiable):
    """torch's constructor errors for the fused switch."""
    if fused:
        if differentiable:
            raise RuntimeError("`fused` does not support `differentiable`")
        if foreach:
            raise RuntimeError("`fused` and `foreach` cannot be `True` together.")


def _plain(t, shape, stride):
    # (a grad is never a Parameter; a Parameter is a Tensor subclass the alias replaces)
    return type(t) is Tensor and t._shape == shape and t._stride == stride


def params_with_grads(optimizer, group):
    """(params, plain-Tensor aliases, grads) of the group's parameters that have a gradient, and
    whether the multi-tensor step can take them all."""
    params, aliases, grads = [], [], []
    ok = not group.get("differentiable", False)
    for p in group["params"]:
        g = p.grad
        if g is None:
            continue
        a = optimizer._alias(p)
        params.append(p)
        aliases.append(a)
        grads.append(g)
        if ok and not (a._dtype in _DTYPES and g._dtype is a._dtype and g._device == a._device and
                       a._stride == contiguous_strides(a._shape) and _plain(g, a._shape, a._stride)):
            ok = False
    return params, aliases, grads, ok


def use_multi_tensor(group, params, ok):
    """Whether the group's step runs as the multi-tensor kernels (torch's words when fused=True cannot)."""
    fused, foreach = group.get("fused"), group.get("foreach")
    if not params:
        return False
    if fused:
        if not ok:
            for p in params:
                if p.device.type not in _FUSED_DEVICES or not p.dtype.is_floating_point:
                    raise RuntimeError("`fused=True` requires all the params to be floating point Tensors of "
                                       f"supported devices: {_FUSED_DEVICES} but {p.dtype} and {p.device.type}")
        return ok
    if foreach is False or (fused is False and not foreach):
        return False
    return ok


def count_steps(state_list, add):
    """Every state's "step" (a 0-dim float32 tensor, made at 0 when new) up by one in one call
    (`add`, ops.yaml _foreach_add_); returns the new counts as Python floats."""
    steps = []
    for state in state_list:
        s = state.get("step")
        if s is None:
            s = state["step"] = _f.tensor(0.0, dtype=D.float32)
        steps.append(s)
    add(steps, 1)
    return [s.item() for s in steps]


def by_value(values):
    """Indexes grouped by equal value (parameters whose step counts agree share one call), in first-seen order."""
    groups = {}
    for i, v in enumerate(values):
        groups.setdefault(v, []).append(i)
    return groups.items()
