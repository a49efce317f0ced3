"""The view family (ops.yaml ``kind: view``): the rule's geometry
(view_rules.py) becomes a Tensor over the same storage; when no view exists
the op's ``fallback`` kernel copies first (reshape of a non-contiguous tensor).
In place (transpose_, unsqueeze_, ...) the rule changes self's geometry.
"""
from ..core import layout_hooks
from ..core import tensor as _T
from ..core.op import Divert, Family, Plan
from . import copying
from ..backends import cuda as CB
from . import view_rules as _vr

_Tensor = _T.Tensor
_make = _T.Tensor._make


class View:
    """The view part of an op's entry: its rule, and what a call may need
    beyond it (the fallback copy kernel, ``alias``: shares storage but is not
    a view, as ``detach``)."""
    __slots__ = ("rule", "fallback", "alias", "multi", "arg_names")

    def __init__(self, rule, *, arg_names, fallback=None, alias=False, multi=False):
        self.rule, self.fallback, self.alias, self.multi = rule, fallback, alias, multi
        self.arg_names = arg_names  # the signature's arguments, in order


class ViewPlan(Plan):
    __slots__ = ("geom", "args", "inplace")


def plan(op, args, inplace):
    t = args[0]
    if not isinstance(t, _T.Tensor):  # a Parameter (subclass) is a dense tensor too
        handler = layout_hooks.handler_for(t)
        if handler is not None:  # nested tensors run the view their `nested:` rule declares
            return Divert(handler.run, (op, args, inplace))
        raise TypeError(f"{op.name}(): argument 'input' (position 1) must be Tensor, not {type(t).__name__}")
    geom = op.spec.rule(t, *args[1:])
    p = ViewPlan((t,), None, t._dtype, t._device)
    p.geom, p.args, p.inplace = geom, args, inplace
    if p.named and geom is not None and geom is not t:
        src = (geom[0] if op.spec.multi else geom)[3]
        if op.names == "permute":
            p.names_info = src
        elif op.names == "remove_dims":
            kept = set(s for s in src if s is not None)
            p.names_info = ([d for d in range(t.ndim) if d not in kept], False)
    if inplace and geom is None:
        raise RuntimeError(f"{op.name}_: no view of this tensor exists with the requested shape")
    return p


def run(op, plan, target):
    t, geom = plan.inputs[0], plan.geom
    if geom is t:
        return t  # a no-op returns the input itself, as torch
    if geom is None:
        return _copy_to_shape(t, op, plan.args)
    if plan.inplace:
        return _restride(t, geom)
    if op.spec.multi:
        return tuple(_view(t, g) for g in geom)
    res = _view(t, geom)
    if op.spec.alias:
        res._base = None
    return res


def fast(op, args, inplace, out=None):
    """An unnamed dense tensor that records no gradient: the view itself."""
    t = args[0]
    if inplace or type(t) is not _Tensor or t._names is not None or t._rg:
        return None
    spec = op.spec
    if spec.multi:
        return None
    geom = spec.rule(t) if len(args) == 1 else spec.rule(t, *args[1:])
    if geom is None or geom is t:
        return None
    if len(geom) > 4:  # view(dtype): another storage type
        return _view(t, geom)
    base = t._base
    res = _make(t._storage, geom[0], geom[1], geom[2], t._dtype, t._device, None, t if base is None else base)
    if spec.alias:
        res._base = None
    return res


def bind(op, args):
    return dict(zip(op.spec.arg_names, args))


FAMILY = Family("view", plan, run, bind, fast)


def _view(t, geom):
    shape, stride, offset = geom[:3]
    base = t._base
    storage, dtype = t._storage, t._dtype
    if len(geom) > 4:  # the same bytes as another dtype (view(dtype))
        dtype = geom[4]
        storage = storage.view(dtype.np) if t._device.type == "cpu" else CB.storage_as(storage, dtype)
    return _T.Tensor._make(storage, shape, stride, offset, dtype, t._device, None, t if base is None else base)


def _restride(t, geom):
    shape, stride, offset, _ = geom
    t._shape, t._stride, t._offset = tuple(shape), tuple(stride), offset
    t._np_cache = None
    return t


def _copy_to_shape(t, op, args):
    """No view exists: a contiguous copy (the fallback kernel), then its view."""
    c = copying.contiguous_copy(op.spec.fallback, t)
    c._names = None
    res = _view(c, _RESHAPE_RULES[op.name](c, *args[1:]))
    res._base = None
    return res


# After a fallback copy, the same rule gives the view of the contiguous copy.
_RESHAPE_RULES = {"reshape": _vr.reshape, "reshape_as": _vr.reshape_as, "flatten": _vr.flatten,
                  "unflatten": _vr.unflatten, "contiguous": _vr._ident, "ravel": _vr.ravel}
