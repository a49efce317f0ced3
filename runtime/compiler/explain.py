"""``tg.compiler.explain(fn)(*args)``: torch._dynamo.explain's report of one call
(graphs, graph breaks with their reasons and lines, ops per graph)."""
from ..nn.modules.module import Module
from .compiled import Broken, CompiledFunction


class ExplainOutput:
    def __init__(self, graphs, break_reasons, ops_per_graph):
        self.graphs = graphs
        self.graph_count = len(graphs)
        self.graph_break_count = len(break_reasons)
        self.break_reasons = break_reasons
        self.ops_per_graph = ops_per_graph
        self.op_count = sum(len(o) for o in ops_per_graph)

    def __str__(self):
        lines = [f"Graph Count: {self.graph_count}", f"Graph Break Count: {self.graph_break_count}",
                 f"Op Count: {self.op_count}", "Break Reasons:"]
        for i, b in enumerate(self.break_reasons, 1):
            lines += [f"  Break Reason {i}:", f"    Reason: {b.reason}", f"    User Stack: {b.user_stack}"]
        lines.append("Ops per Graph:")
        for i, ops in enumerate(self.ops_per_graph, 1):
            lines.append(f"  Ops {i}:")
            lines += [f"    {name}" for name in ops]
        return "\n".join(lines) + "\n"

    __repr__ = __str__


def explain(fn):
    """A callable that traces ``fn`` once with the given arguments and returns
    the ExplainOutput (the call's own result is discarded, as torch's)."""
    def run(*args, **kwargs):
        if isinstance(fn, Module):
            c = CompiledFunction(fn._call_impl, module=fn, scope_fn=type(fn).forward)
        else:
            c = CompiledFunction(fn)
        c(*args, **kwargs)
        g = c.last
        if g is None:
            return ExplainOutput([], [], [])
        if type(g) is Broken:
            segments, breaks = g.segments, g.breaks
        else:
            segments, breaks = ([g.nodes] if g.nodes else []), []
        ops = [[n.op.name + ("_" if n.inplace else "") for n in s] for s in segments]
        return ExplainOutput(segments, list(breaks), ops)
    return run
