"""Composite operators (ops.yaml ``kind: composite``): an op computed from
other operators, each running through the call pipeline, so promotion,
names, devices and autograd come from the parts.

The implementations live above the generated operators
(runtime/composite_ops.py, which registers them in ``IMPLEMENTATIONS``); the
plan hands every call to its implementation, as the pipeline does for a
nested argument.
"""
from ..core import names as N
from ..core.op import Divert, Family
from ..core.tensor import Tensor

# rule name -> fn(*args, out=None), filled by tensorgen.composite_ops
IMPLEMENTATIONS = {}


class Composite:
    """The composite part of an op's entry: the rule computing it."""
    __slots__ = ("rule", "arg_names")

    def __init__(self, rule, *, arg_names):
        self.rule, self.arg_names = rule, arg_names


def plan(op, args, inplace):
    fn = IMPLEMENTATIONS.get(op.spec.rule)
    if fn is None:
        raise RuntimeError(f"{op.name}: composite rule '{op.spec.rule}' is not registered "
                           "(tensorgen.composite_ops defines it)")
    if op.names == "refuse" and any(_named(a) for a in args):
        raise RuntimeError(N.unsupported_message(op.name))
    # an in-place variant (renorm_) runs the same rule, which writes self
    return Divert(fn, args, {"inplace": True} if inplace else None)


def _named(arg):
    """A named tensor among an argument (a tensor or a list of them); names:
    refuse is checked here, before the parts run (their own rules may differ)."""
    if isinstance(arg, Tensor):
        return arg._names is not None
    if isinstance(arg, (list, tuple)):
        return any(_named(a) for a in arg)
    return False


def run(op, plan, target):
    raise RuntimeError(f"{op.name}: a composite op runs through its parts")


def bind(op, args):
    return dict(zip(op.spec.arg_names, args))


FAMILY = Family("composite", plan, run, bind)
