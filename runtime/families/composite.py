"""Composite operators (ops.yaml ``kind: composite``): an op computed from
other operators, each running through the call pipeline, so promotion,
names, devices and autograd come from the parts.

The implementations live above the generated operators
(runtime/composite_ops.py, which registers them in ``IMPLEMENTATIONS``); the
plan hands every call to its implementation, as the pipeline does for a
nested argument.
"""
from ..core.op import Divert, Family

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
    return Divert(fn, args)


def run(op, plan, target):
    raise RuntimeError(f"{op.name}: a composite op runs through its parts")


def bind(op, args):
    return dict(zip(op.spec.arg_names, args))


FAMILY = Family("composite", plan, run, bind)
