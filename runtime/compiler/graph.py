"""A traced graph: the recorded calls (each with its plan-cache entry) and the
data flow between them, replayed through the pipeline's hit path.

Values live in numbered slots: the graph's inputs (read from the call's
arguments, a module's parameters and buffers, the function's globals) and
every recorded result. A node's arguments are its recorded arguments with
each tensor replaced by its slot (``Slot``); everything else (dims, dtypes,
Python numbers) is as it was traced, which the guards make valid.
"""
from ..core.tensor import Tensor
from ..dispatch import pipeline as _pipeline


class Slot:
    """A tensor's place in a graph's value list."""
    __slots__ = ("i",)

    def __init__(self, i):
        self.i = i

    def __repr__(self):
        return f"%{self.i}"


def fill(template, env):
    """``template`` with every Slot replaced by its value (containers rebuilt)."""
    t = type(template)
    if t is Slot:
        return env[template.i]
    if t is tuple:
        return tuple(fill(v, env) for v in template)
    if t is list:
        return [fill(v, env) for v in template]
    if t is dict:
        return {k: fill(v, env) for k, v in template.items()}
    return template


def has_slot(template):
    t = type(template)
    if t is Slot:
        return True
    if t is tuple or t is list:
        return any(has_slot(v) for v in template)
    if t is dict:
        return any(has_slot(v) for v in template.values())
    return False


def result_tensors(res, found):
    """The tensors of a call's result, in order (a tensor, or tuples of them)."""
    if isinstance(res, Tensor):
        found.append(res)
    elif isinstance(res, (tuple, list)):
        for r in res:
            result_tensors(r, found)
    return found


class Node:
    """One recorded call: its op and entry, arguments, and where results go."""
    __slots__ = ("op", "entry", "args", "out", "inplace", "results", "shapes")

    def __init__(self, op, entry, args, out, inplace, results, shapes):
        self.op, self.entry, self.args, self.out, self.inplace = op, entry, args, out, inplace
        self.results = results  # slots of the result's tensors, in result_tensors order
        self.shapes = shapes    # their traced shapes: what every later entry was planned for

    def run(self, env):
        args = fill(self.args, env)
        if self.inplace:
            res = _pipeline.replay_inplace(self.op, self.entry, args)
        else:
            res = _pipeline.replay(self.op, self.entry, args, fill(self.out, env))
        rs = self.results
        if len(rs) == 1 and isinstance(res, Tensor):
            if res._shape != self.shapes[0]:
                self._moved(res._shape)
            env[rs[0]] = res
        else:
            for s, r, shape in zip(rs, result_tensors(res, []), self.shapes):
                if r._shape != shape:
                    self._moved(r._shape)
                env[s] = r

    def _moved(self, got):
        # every later entry was planned for the traced shapes: an op whose result's shape
        # depends on values and whose plan did not say so would replay them wrongly
        raise RuntimeError(f"tg.compile: {self.op.name} gave a result of shape {tuple(got)} where the trace had "
                           f"{tuple(self.shapes[0])} for the same guards (a shape that depends on values); "
                           f"tg.compiler.disable the function or report the operator")

    def __repr__(self):
        return f"{self.results} = {self.op.name}{'_' if self.inplace else ''}{self.args!r}"


class Graph:
    """Nodes in trace order; how to fill the inputs; how to build the result."""

    def __init__(self, nslots, inputs, steps, output, nodes):
        self.nslots = nslots
        self.inputs = inputs    # (slot, reader): reader(leaves) gives the input's tensor for this call
        self.steps = steps      # what runs, in order: Nodes and fused kernels (fuse.py)
        self.output = output    # the function's result with Slots for its tensors
        self.nodes = nodes      # the recorded nodes (explain, tests)

    def __call__(self, leaves):
        env = [None] * self.nslots
        for slot, read in self.inputs:
            env[slot] = read(leaves)
        for step in self.steps:
            step.run(env)
        return fill(self.output, env)
