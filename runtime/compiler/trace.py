"""The tracer: while it is installed (core/trace_hook.py), every operator call
the traced function makes at its own level comes here from the pipeline; it
runs the call eagerly through the pipeline and records the call's op, the
plan-cache entry it used and where its tensors came from.

What a replay could not reproduce is a graph break, recorded with its reason
and the user's line: a call whose plan is not replayable (random ops, a plan
reading element values), a tensor from outside the function's inputs, module
state and globals, a read of tensor values into Python, a backward, an
autocast region. Calls an operator makes inside itself are the operator's
business: the tracer is uninstalled while one runs.
"""
import os
import sys
import threading

from ..core import trace_hook as _hook
from ..core.tensor import Tensor
from ..dispatch import pipeline as _pipeline
from ..dispatch import plan_cache as _cache
from .graph import Node, Slot, result_tensors

# tensorgen's own code: the runtime and the generated operators
_PACKAGE = (os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
            os.path.dirname(os.path.abspath(_pipeline.__file__)).rsplit(os.sep, 2)[0] + os.sep + "generated")


def user_location():
    """``file:line`` of the innermost frame outside tensorgen (the user's code)."""
    f = sys._getframe(1)
    while f is not None:
        fn = f.f_code.co_filename
        if not os.path.abspath(fn).startswith(_PACKAGE) and not fn.startswith("<"):
            return f"{fn}:{f.f_lineno} in {f.f_code.co_name}"
        f = f.f_back
    return "?"


class BreakReason:
    """torch._dynamo's shape: the reason and where the user's code hit it."""
    __slots__ = ("reason", "user_stack")

    def __init__(self, reason, user_stack):
        self.reason, self.user_stack = reason, user_stack

    def __repr__(self):
        return f"{self.reason} (at {self.user_stack})"


class Tracer:
    def __init__(self, sources):
        self.thread = threading.get_ident()  # other threads' calls are not this trace's
        self.sources = sources   # id(tensor) -> reader(leaves) for the call's inputs and state
        self.slot_of = {}        # id(tensor) -> slot
        self.keep = []           # every tensor seen: alive while tracing, so no id is reused
        self.inputs = []         # (slot, reader)
        self.nodes = []
        self.segments = [[]]     # the nodes between graph breaks (explain counts them)
        self.breaks = []         # BreakReasons
        self.nslots = 0

    # ------------------------------------------------------------ the hook
    def __enter__(self):
        self._prev = _hook.TRACER[0]
        _hook.TRACER[0] = self
        return self

    def __exit__(self, *exc):
        _hook.TRACER[0] = self._prev
        return False

    def call(self, op, args, out, inplace):
        key = None
        if op.key is not None and _pipeline._autocast[0] is None:
            try:
                key = op.key(op, args, out, inplace)  # before the call: an in-place op may change self's layout
            except _pipeline._Unkeyable:
                key = None
        _hook.TRACER[0] = None  # what the operator calls inside itself is its own business
        try:
            res = _pipeline.call_inplace(op, args) if inplace else _pipeline.call(op, args, out)
        finally:
            _hook.TRACER[0] = self
        if _pipeline._autocast[0] is not None:
            self.escape(f"{op.name}: a call in an autocast region (its plan is not recorded)")
            self._fresh(res)
            return res
        entry = _cache.CACHE.get(key) if key is not None else None
        if entry is None:
            self.escape(f"{op.name}: its plan is not replayable (it reads values or state that no guard holds: "
                        f"a random op, an index tensor's values, ...)")
            self._fresh(res)
            return res
        targs = self.template(args, op.name)
        tout = self.template(out, op.name) if out is not None else None
        if inplace:
            results = [self.slot_of[id(res)]] if isinstance(res, Tensor) and id(res) in self.slot_of \
                else self._fresh(res)
        else:
            results = self._fresh(res)
        node = Node(op, entry, targs, tout, inplace, results,
                    [self.keep[s]._shape for s in results])
        self.nodes.append(node)
        self.segments[-1].append(node)
        return res

    def value_read(self):
        if threading.get_ident() == self.thread:
            _hook.value_read(self)

    def escape(self, what):
        if threading.get_ident() != self.thread:
            return
        self.breaks.append(BreakReason(what, user_location()))
        if self.segments[-1]:
            self.segments.append([])

    # ------------------------------------------------------------ values
    def _new_slot(self, t):
        s = self.nslots
        self.nslots += 1
        self.slot_of[id(t)] = s
        self.keep.append(t)
        return s

    def _fresh(self, res):
        return [self._new_slot(t) for t in result_tensors(res, [])]

    def slot(self, t, where):
        """The slot of a tensor an op reads: a recorded result or an input
        (registered on first sight), else a break."""
        s = self.slot_of.get(id(t))
        if s is not None:
            return s
        reader = self.sources.get(id(t))
        s = self._new_slot(t)
        if reader is None:
            self.escape(f"{where}: reads a tensor the trace has no source for: not an argument, a module's "
                        f"parameter or buffer, what the method's object holds, nor a global of the function "
                        f"(made or reached another way: a factory such as tg.zeros inside the function?)")
        else:
            self.inputs.append((s, reader))
        return s

    def template(self, value, where):
        t = type(value)
        if isinstance(value, Tensor):
            return Slot(self.slot(value, where))
        if t is tuple or t is list:
            return t(self.template(v, where) for v in value)
        if t is dict:
            return {k: self.template(v, where) for k, v in value.items()}
        return value

    def output(self, value):
        """The function's result as a template: its tensors must be graph values."""
        t = type(value)
        if isinstance(value, Tensor):
            return Slot(self.slot(value, "the function's result"))
        if t is tuple or t is list:
            return t(self.output(v) for v in value)
        if t is dict:
            return {k: self.output(v) for k, v in value.items()}
        if isinstance(value, (tuple, list, dict)):
            self.escape(f"the function returns a {type(value).__name__} (only tuples, lists and dicts are rebuilt)")
        return value
