"""Dispatch of ``kind: foreach`` ops (the optimizers' multi-tensor steps): the
lists checked against each other, the Scalars converted once per dtype as a
pointwise call converts them, then the op's generated kernel once per index
(templates/foreach.j2): a direct kernel call per tensor instead of a pipeline
call per tensor and step.

Every tensor of one index must share the first list's shape, dtype and device
and be contiguous; the written lists are updated in place (their version
counters move, as an in-place op's do). The written tensors are the plan's
inputs, so a call writing one that requires grad reaches autograd's recorder,
which refuses it while grad mode is on (autograd/graph.py ``before``). A call
is planned every time (no plan-cache key: its lists' metadata is as long to
read as to check).
"""
import numpy as np

from ..core import dtypes as D
from ..core.op import Family, Plan
from ..core.tensor import Tensor, contiguous_strides
from ..backends import cuda as CB


class Spec:
    """A foreach op's entry: its lists (and which it writes), Scalars, constants, dtypes and kernels."""
    __slots__ = ("name", "lists", "written", "scalars", "constants", "dtypes", "devices", "cpu", "cuda")

    def __init__(self, name, *, lists, written, scalars, constants, dtypes, devices, cpu, cuda):
        self.name, self.lists, self.written, self.scalars, self.constants = name, lists, written, scalars, constants
        self.dtypes = frozenset(dtypes)
        self.devices, self.cpu, self.cuda = devices, cpu, cuda


class ForeachPlan(Plan):
    __slots__ = ("columns", "values")


def _list(op, name, value):
    if isinstance(value, Tensor) or not isinstance(value, (list, tuple)):
        raise TypeError(f"{op}(): argument '{name}' must be tuple of Tensors, not {type(value).__name__}")
    for t in value:
        if not isinstance(t, Tensor):  # (a Parameter is a Tensor)
            raise TypeError(f"{op}(): argument '{name}' must be tuple of Tensors, but found element of type "
                            f"{type(t).__name__}")
    return value


def _check(op, spec, columns):
    """The tensors of each index: the first list's shape, dtype and device, contiguous."""
    for row in zip(*columns):
        first = row[0]
        if first._dtype not in spec.dtypes:
            raise RuntimeError(f"{op}: expected float32 or float64 tensors, but got {first._dtype.pt_name}")
        if first._device.type not in spec.devices:
            raise RuntimeError(f"{op}: not implemented for device {first._device}")
        for name, t in zip(spec.lists, row):
            if t._dtype is not first._dtype or t._device != first._device or t._shape != first._shape:
                raise RuntimeError(f"{op}: every tensor of one index must have the shape, dtype and device of "
                                   f"{spec.lists[0]}'s, but {name} has {list(t._shape)}, {t._dtype.pt_name}, "
                                   f"{t._device} against {list(first._shape)}, {first._dtype.pt_name}, "
                                   f"{first._device}")
            if t._stride != contiguous_strides(t._shape):
                raise RuntimeError(f"{op}: expected contiguous tensors, but an element of {name} has strides "
                                   f"{list(t._stride)}")


def _number(op, name, v):
    if isinstance(v, Tensor):
        v = v.item()
    if isinstance(v, np.generic):
        v = v.item()
    if not isinstance(v, (bool, int, float)):
        raise TypeError(f"{op}(): argument '{name}' must be Number, not {type(v).__name__}")
    return v


def plan(op, args, inplace):
    spec = op.spec
    named = dict(zip(spec.lists + spec.scalars, args))
    columns = [_list(op.name, n, named[n]) for n in spec.lists]
    n = len(columns[0])
    for name, col in zip(spec.lists, columns):
        if len(col) != n:
            raise RuntimeError(f"{op.name}: Tensor lists must have the same number of tensors, got {n} and "
                               f"{len(col)} ({spec.lists[0]} and {name})")
    _check(op.name, spec, columns)
    values = tuple(_number(op.name, s, named[s]) for s in spec.scalars) + spec.constants
    first = columns[0][0] if n else None
    written = tuple(t for name in spec.written for t in columns[spec.lists.index(name)])
    p = ForeachPlan(written, (), first._dtype if n else D.float32, first._device if n else CB.canonical(None))
    p.columns, p.values = columns, values
    return p


def _kernel_values(spec, values, dtype):
    """The Scalars in the compute dtype (bool ones as bool), as a pointwise call passes them."""
    kinds = [bool if isinstance(v, bool) and i < len(spec.scalars) else dtype.np.type
             for i, v in enumerate(values)]
    return tuple(np.bool_(v) if k is bool else k(v) for k, v in zip(kinds, values))


def run(op, plan, args, target):
    spec = op.spec
    converted = {}
    for row in zip(*plan.columns):
        first = row[0]
        if not first.numel():
            continue
        vals = converted.get(first._dtype)
        if vals is None:
            vals = converted[first._dtype] = _kernel_values(spec, plan.values, first._dtype)
        arrays = [t._storage[t._offset:t._offset + first.numel()] for t in row]
        if first._device.type == "cpu":
            spec.cpu(*arrays, *vals)
        else:
            getattr(CB._kernels(), spec.cuda)[CB._launch_config(first.numel())](*arrays, *vals)
    for name in spec.written:
        for t in plan.columns[spec.lists.index(name)]:
            t._vc[0] += 1  # saved copies of the old values are stale now, as after an in-place op
    return None


def bind(op, args):
    return dict(zip(op.spec.lists + op.spec.scalars, args))


FAMILY = Family("foreach", plan, run, bind)
