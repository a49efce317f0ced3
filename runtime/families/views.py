"""Dispatch of the view ops (ops.yaml ``kind: view``): the rule's geometry
(view_rules.py) becomes a Tensor over the same storage; when no view exists the
op's ``fallback`` kernel copies first (reshape of a non-contiguous tensor).
"""
from ..core import layout_hooks
from ..core import tensor as _T
from . import copying
from . import view_rules as _vr
from .view_rules import view_of, _out_names


def make(t, op, names_rule, nested, rule, args, fallback=None, alias=False):
    if type(t) is not _T.Tensor:
        t = _check_input(t, op, nested)
        if not isinstance(t, _T.Tensor):  # a nested tensor's own method
            return t(*args)
    geom = rule(t, *args)
    if geom is t:
        return t
    if geom is None:
        return _copy_to_shape(t, op, names_rule, fallback, args)
    res = view_of(t, op, names_rule, geom)
    if alias:
        res._base = None
    return res


def make_all(t, op, names_rule, nested, rule, args, fallback=None, alias=False):
    t = _check_input(t, op, nested)
    if not isinstance(t, _T.Tensor):
        return t(*args)
    return tuple(view_of(t, op, names_rule, g) for g in rule(t, *args))


def make_(t, op, names_rule, nested, rule, args, fallback=None, alias=False):
    """In-place view ops (transpose_, unsqueeze_, ...) change self's metadata."""
    t = _check_input(t, op, nested)
    if not isinstance(t, _T.Tensor):
        return t(*args)
    geom = rule(t, *args)
    if geom is t:
        return t
    shape, stride, offset, src = geom
    t._names = _out_names(t, op, names_rule, src)
    t._shape, t._stride, t._offset = tuple(shape), tuple(stride), offset
    t._np_cache = None
    return t


def _check_input(t, op, nested):
    if isinstance(t, _T.Tensor):
        return t
    handler = layout_hooks.handler_for(t)
    if handler is not None:
        # nested tensors run the view their ops.yaml `nested:` rule declares
        return lambda *args: handler.dispatch(op, t, *args)
    raise TypeError(f"{op}(): argument 'input' (position 1) must be Tensor, not {type(t).__name__}")


def _copy_to_shape(t, op, names_rule, fallback, args):
    """No view exists: a contiguous copy (the fallback kernel), then its view."""
    c = copying.contiguous_copy(fallback, t)
    geom = _RESHAPE_RULES[op](c, *args)
    res = view_of(c, op, names_rule, geom)
    res._base = None
    return res


# After a fallback copy, the same rule gives the view of the contiguous copy.
_RESHAPE_RULES = {"reshape": _vr.reshape, "reshape_as": _vr.reshape_as, "flatten": _vr.flatten,
                  "unflatten": _vr.unflatten, "contiguous": _vr._ident}
