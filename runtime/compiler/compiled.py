"""``tg.compile``'s callable: guards → a stored graph (replayed) or a trace.

The first call with a new guard key runs the function eagerly under the
tracer; a trace without graph breaks becomes a Graph (fused where fuse.py
can), which later calls with the same key replay. A trace with a break runs
eagerly for that key (its reasons kept for ``tg.compiler.explain``): the
function's Python runs every call, so the break is never a silent wrong value.
At most ``RECOMPILE_LIMIT`` keys are traced per function (torch's default 8);
past it a warning is given once and new keys run eagerly.
"""
import functools
import warnings
import weakref

from ..core import trace_hook as _hook
from ..core.tensor import Tensor
from ..nn.modules.module import Module as _Module
from . import fuse
from . import guards as G
from .graph import Graph
from .trace import Tracer

RECOMPILE_LIMIT = 8
_CONTAINERS = (tuple, list, dict)

_ALL = weakref.WeakSet()  # every compiled callable (tg.compiler.reset clears them)


class Broken:
    """A guard key whose trace broke: the function runs eagerly for it."""
    __slots__ = ("breaks", "segments")

    def __init__(self, breaks, segments):
        self.breaks, self.segments = breaks, segments


class CompiledFunction:
    def __init__(self, fn, module=None, scope_fn=None, fullgraph=False):
        self.fn = fn
        self.obj = None  # a bound method's object (an optimizer): what it holds are inputs
        owner = getattr(fn, "__self__", None)
        if module is None and owner is not None and hasattr(owner, "__dict__") and hasattr(fn, "__func__"):
            scope_fn = scope_fn or fn.__func__
            if isinstance(owner, _Module):
                module = owner
            else:
                self.obj = owner
        self.module = module
        self.fullgraph = fullgraph
        self.scope = G.scope_values(scope_fn or fn, module)
        self.cache = {}
        self.last = None        # the latest trace's Graph or Broken (explain reads it)
        self.warned = False
        self.stats = {"traces": 0, "replays": 0, "eager": 0}
        functools.update_wrapper(self, fn, updated=())
        _ALL.add(self)

    def _key(self, leaves, spec):
        tensors = [x for x in leaves if isinstance(x, Tensor)]
        return (spec, tuple(map(G.leaf_key, leaves)), G.alias_key(tensors) if len(tensors) > 1 else None,
                G.state_key(),
                G.scope_key(self.scope), G.module_key(self.module) if self.module is not None else None,
                G.object_key(self.obj) if self.obj is not None else None)

    def __call__(self, *args, **kwargs):
        if _hook.TRACER[0] is not None:
            return self.fn(*args, **kwargs)  # inside another trace: its calls are that trace's
        if not kwargs and not any(type(a) in _CONTAINERS for a in args):
            leaves, spec = args, len(args)  # the common call: positional leaves
        else:
            leaves, spec = [], []
            G.flatten((args, kwargs), leaves, spec)
            spec = tuple(spec)
        key = self._key(leaves, spec)
        g = self.cache.get(key)
        if g is not None:
            if type(g) is Broken:
                self.stats["eager"] += 1
                return self.fn(*args, **kwargs)
            self.stats["replays"] += 1
            return g(leaves)
        if len(self.cache) >= RECOMPILE_LIMIT:
            if not self.warned:
                self.warned = True
                warnings.warn(f"tensorgen.compile hit the recompile limit ({RECOMPILE_LIMIT}) for "
                              f"'{getattr(self.fn, '__qualname__', self.fn)}': calls with guards not seen yet run "
                              f"eagerly (tg.compiler.reset() forgets the traces)", stacklevel=2)
            self.stats["eager"] += 1
            return self.fn(*args, **kwargs)
        res, g = self._trace(leaves, args, kwargs)
        self.cache[key] = g
        return res

    def _sources(self, leaves):
        sources = {}
        for i, x in enumerate(leaves):
            if isinstance(x, Tensor):
                sources.setdefault(id(x), lambda lv, i=i: lv[i])
        if self.module is not None:
            for holder, name in G.module_tensors(self.module):
                sources.setdefault(id(holder[name]), lambda lv, h=holder, n=name: h[n])
        for entry in self.scope:
            v = G.read_scope(entry)
            if isinstance(v, Tensor):
                sources.setdefault(id(v), lambda lv, e=entry: G.read_scope(e))
            elif isinstance(v, _Module):  # a global model: its parameters and buffers through their holders
                for holder, name in G.module_tensors(v):
                    sources.setdefault(id(holder[name]), lambda lv, h=holder, n=name: h[n])
        if self.obj is not None:
            for path, v in G.object_leaves(self.obj):
                if isinstance(v, Tensor):
                    sources.setdefault(id(v), lambda lv, o=self.obj, p=path: G.read_path(o, p))
        return sources

    def _trace(self, leaves, args, kwargs):
        self.stats["traces"] += 1
        modules = [self.module] if self.module is not None else []
        modules += [v for v in map(G.read_scope, self.scope) if isinstance(v, _Module)]
        snapshots = [G.module_snapshot(m) for m in modules]
        obj_before = G.object_snapshot(self.obj) if self.obj is not None else None
        scope_before = [id(G.read_scope(e)) for e in self.scope]
        tracer = Tracer(self._sources(leaves))
        with tracer:
            res = self.fn(*args, **kwargs)
            output = tracer.output(res)
        for snapshot in snapshots:
            changed = G.changed_attribute(snapshot)
            if changed is not None:
                tracer.escape(f"the function assigns the module attribute {changed} (a side effect a replay "
                              f"would skip)")
        if obj_before is not None and G.object_snapshot(self.obj) != obj_before:
            tracer.escape(f"the function changes what its {type(self.obj).__name__} holds (state created or "
                          f"rebound: a side effect a replay would skip; the next call traces again)")
        for e, before in zip(self.scope, scope_before):
            if id(G.read_scope(e)) != before:
                tracer.escape(f"the function rebinds the {e[0]} '{e[1]}' (a side effect a replay would skip)")
        if tracer.breaks:
            if self.fullgraph:
                raise RuntimeError("tg.compile(fullgraph=True): the function has graph breaks: "
                                   + "; ".join(repr(b) for b in tracer.breaks))
            g = Broken(tracer.breaks, [s for s in tracer.segments if s])
        else:
            g = Graph(tracer.nslots, tracer.inputs, fuse.plan_steps(tracer.nodes, output, tracer),
                      output, tracer.nodes)
        self.last = g
        return res, g

    def reset(self):
        self.cache.clear()
        self.last = None
        self.warned = False


def reset():
    """Forget every compiled function's traces (torch.compiler.reset)."""
    for c in list(_ALL):
        c.reset()
