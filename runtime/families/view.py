"""The view family (ops.yaml ``kind: view``): the rule's geometry
(view_geometry.py) becomes a Tensor over the same storage; when no view exists
the op's ``fallback`` kernel copies first (reshape of a non-contiguous tensor).
In place (transpose_, unsqueeze_, ...) the rule changes self's geometry.
"""
from typing import NamedTuple

from ..core import call_key
from ..core import layout_hooks
from ..core import tensor as _T
from ..core.op import Divert, Family, Plan
from . import copy as _copy
from ..backends import cuda as CB
from . import view_geometry as _vr

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


class ViewLaunch(NamedTuple):
    """What a view plan decides from the call's key (frozen; run replays it):
    the rule's geometry with its storage offset relative to the input's."""
    kind: int           # SAME: the input itself; COPY: no view exists (the fallback copy); else VIEW
    geoms: tuple        # per result: (shape, strides, offset from the input's offset)
    inplace: bool       # transpose_, unsqueeze_: self's own geometry changes
    one: object         # the commonest case, run's first branch: one view, out of place:
    #                     (shape, strides, offset from the input's, whether an alias rather than a view); else None
    dtype: object = None  # view(dtype): the dtype the same bytes are read as (the geometry is absolute)


SAME, COPY, VIEW = 0, 1, 2


class ViewPlan(Plan):
    __slots__ = ("view",)  # the ViewLaunch of a call planned for itself alone (as_strided)
    one = None


def plan(op, args, inplace):
    t = args[0]
    if not isinstance(t, _T.Tensor):  # a Parameter (subclass) is a dense tensor too
        handler = layout_hooks.handler_for(t)
        if handler is not None:  # nested tensors run the view their `nested:` rule declares
            return Divert(handler.run, (op, args, inplace))
        raise TypeError(f"{op.name}(): argument 'input' (position 1) must be Tensor, not {type(t).__name__}")
    spec = op.spec
    geom = spec.rule(t, *args[1:])
    p = ViewPlan((t,), None, t._dtype, t._device)
    if p.named and geom is not None and geom is not t:
        src = (geom[0] if spec.multi else geom)[3]
        if op.names == "permute":
            p.names_info = src
        elif op.names == "remove_dims":
            kept = set(s for s in src if s is not None)
            p.names_info = ([d for d in range(t.ndim) if d not in kept], False)
    if inplace and geom is None:
        raise RuntimeError(f"{op.name}_: no view of this tensor exists with the requested shape")
    if geom is t:
        kind, geoms = SAME, ()
    elif geom is None:
        kind, geoms = COPY, ()
    else:
        kind = VIEW
        geoms = tuple((tuple(g[0]), tuple(g[1]), g[2] - t._offset) for g in (geom if spec.multi else (geom,)))
    dtype = geom[4] if kind == VIEW and not spec.multi and len(geom) > 4 else None
    one = geoms[0] + (spec.alias,) if kind == VIEW and not inplace and not spec.multi and dtype is None else None
    launch = ViewLaunch(kind, geoms, inplace, one, dtype)
    if dtype is not None:
        p.dtype = dtype
    # as_strided's storage_offset is absolute, and checked against the storage's size; view(dtype)
    # scales the input's offset by the element sizes' ratio: both planned per call
    if spec.rule is _vr.as_strided or dtype is not None:
        p.view = launch
    else:
        p.launch = launch
    return p


def run(op, launch, args, target):
    t = args[0]
    one = launch.one
    if one is not None:
        shape, stride, delta, alias = one
        base = t._base
        r = _make(t._storage, shape, stride, t._offset + delta, t._dtype, t._device, None,
                  None if alias else t if base is None else base)
        if alias:
            r._vc = t._vc  # not a view, but the same data: autograd's check sees writes through either
        return r
    if type(launch) is ViewPlan:  # a plan made for this call only
        launch = launch.view
    kind = launch.kind
    if launch.dtype is not None:  # view(dtype): the same bytes as another dtype
        shape, stride, delta = launch.geoms[0]
        return _view(t, (shape, stride, t._offset + delta, None, launch.dtype))
    if kind == VIEW:
        off = t._offset
        if launch.inplace:
            shape, stride, delta = launch.geoms[0]
            t._shape, t._stride, t._offset = shape, stride, off + delta
            t._np_cache = None
            return t
        base = t._base
        if base is None:
            base = t
        if op.spec.multi:
            return tuple(_make(t._storage, g[0], g[1], off + g[2], t._dtype, t._device, None, base)
                         for g in launch.geoms)
        shape, stride, delta = launch.geoms[0]
        r = _make(t._storage, shape, stride, off + delta, t._dtype, t._device, None,
                  None if op.spec.alias else base)
        if op.spec.alias:
            r._vc = t._vc  # not a view, but the same data: autograd's check sees writes through either
        return r
    if kind == SAME:
        return t  # a no-op returns the input itself, as torch
    return _copy_to_shape(t, op, args)


def bind(op, args):
    return dict(zip(op.spec.arg_names, args))


FAMILY = Family("view", plan, run, bind, key=call_key.first_tensor_key)


def _view(t, geom):
    shape, stride, offset = geom[:3]
    base = t._base
    storage, dtype = t._storage, t._dtype
    if len(geom) > 4:  # the same bytes as another dtype (view(dtype))
        dtype = geom[4]
        storage = storage.view(dtype.np) if t._device.type == "cpu" else CB.storage_as(storage, dtype)
    return _T.Tensor._make(storage, shape, stride, offset, dtype, t._device, None, t if base is None else base)


def _copy_to_shape(t, op, args):
    """No view exists: a contiguous copy (the fallback kernel), then its view."""
    c = _copy.contiguous_copy(op.spec.fallback, t)
    c._names = None
    res = _view(c, _RESHAPE_RULES[op.name](c, *args[1:]))
    res._base = None
    return res


# After a fallback copy, the same rule gives the view of the contiguous copy.
_RESHAPE_RULES = {"reshape": _vr.reshape, "reshape_as": _vr.reshape_as, "flatten": _vr.flatten,
                  "unflatten": _vr.unflatten, "contiguous": _vr._ident, "ravel": _vr.ravel}
