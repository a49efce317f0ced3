"""Composite operators (ops.yaml ``kind: composite``): an op computed from
other operators, each running through the call pipeline, so promotion,
names, devices and autograd come from the parts.

The implementations live above the generated operators
(runtime/api/composite_arrange_products.py, which registers them in ``IMPLEMENTATIONS``); the
plan hands every call to its implementation, as the pipeline does for a
nested argument.
"""
from ..core import layout_hooks
from ..core import names as N
from ..core.op import Divert, Family
from ..core.tensor import Tensor

# rule name -> fn(*args, out=None): api/composite_arrange_products.py's RULES, registered when it is imported
IMPLEMENTATIONS = {}


# functions of no argument, each importing a module that registers more rules: the
# package registers one for tg.nn's rules, as nn is imported on its first use
LOADERS = []


def register(rules):
    IMPLEMENTATIONS.update(rules)


def register_loader(load):
    LOADERS.append(load)


def implementation(rule):
    """The function registered for ``rule``, running the loaders until one registers it."""
    fn = IMPLEMENTATIONS.get(rule)
    while fn is None and LOADERS:
        LOADERS[0]()  # (one that raises stays, to raise again on the next call)
        LOADERS.pop(0)
        fn = IMPLEMENTATIONS.get(rule)
    return fn


class Composite:
    """The composite part of an op's entry: the rule computing it, and its
    arguments' names (``tensors``: those the signature types ``Tensor``)."""
    __slots__ = ("rule", "arg_names", "tensors")

    def __init__(self, rule, *, arg_names, tensors=()):
        self.rule, self.arg_names, self.tensors = rule, arg_names, tensors


def plan(op, args, inplace):
    fn = implementation(op.spec.rule)
    if fn is None:
        raise RuntimeError(f"{op.name}: composite rule '{op.spec.rule}' is not registered "
                           "(a module of tensorgen.api registers it)")
    for i, name in enumerate(op.spec.arg_names):
        # after the first, a list or tuple may stand for a Tensor (ctc_loss's lengths): the rule reads it
        if name in op.spec.tensors and i < len(args) and \
                (name == op.spec.tensors[0] or not isinstance(args[i], (list, tuple))):
            # torch's binding name: a private op behind a namespace wrapper (_linalg_eigvalsh) is linalg_eigvalsh
            check_tensor(op.name.lstrip("_"), name, i + 1, args[i])
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


def run(op, plan, args, target):
    raise RuntimeError(f"{op.name}: a composite op runs through its parts")


def bind(op, args):
    return dict(zip(op.spec.arg_names, args))


FAMILY = Family("composite", plan, run, bind)


def check_tensor(op, name, position, value):
    """A body op's Tensor argument is a Tensor (or a nested or sparse one, whose
    layout hook the parts it calls divert to): PyTorch's TypeError otherwise."""
    if not isinstance(value, Tensor) and layout_hooks.handler_for(value) is None:
        shown = "input" if name == "self" else name
        raise TypeError(f"{op}(): argument '{shown}' (position {position}) must be Tensor, not "
                        f"{type(value).__name__}")
