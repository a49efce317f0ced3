"""``tg.compile`` and ``tg.compiler``: trace a function through the call
pipeline into a graph of declared ops with guards, replay it, fuse pointwise
chains into generated kernels (docs/compile.md)."""
import functools

from ..core import trace_hook as _hook
from ..nn.modules import module as _nn_module
from .compiled import RECOMPILE_LIMIT, CompiledFunction, reset  # noqa: F401
from .explain import ExplainOutput, explain  # noqa: F401


def compile(model=None, *, fullgraph=False, dynamic=None, backend=None, mode=None, options=None, name=None,
            disable=False, recompile_limit=None, isolate_recompiles=False, shapes_spec=None):
    """torch.compile: the same results from a callable that replays a traced,
    fused graph (also as a decorator, with or without arguments). ``backend``,
    ``mode``, ``options``, ``dynamic``, ``name``, ``recompile_limit``,
    ``isolate_recompiles`` and ``shapes_spec`` (torch 2.13's signature) are
    accepted and change nothing: every graph is specialized to its guards'
    shapes (a new shape traces again)."""
    if model is None:
        return lambda m: compile(m, fullgraph=fullgraph, dynamic=dynamic, backend=backend, mode=mode,
                                 options=options, name=name, disable=disable, recompile_limit=recompile_limit,
                                 isolate_recompiles=isolate_recompiles, shapes_spec=shapes_spec)
    if disable:
        return model
    if isinstance(model, _nn_module.Module):
        return OptimizedModule(model, fullgraph)
    if not callable(model):
        raise RuntimeError("compile(): argument 'model' must be a callable or a Module")
    return CompiledFunction(model, fullgraph=fullgraph)


def compile_module(module, fullgraph=False):
    """Module.compile(): the module's own calls go through the compiled callable."""
    return CompiledFunction(module._call_impl, module=module, scope_fn=type(module).forward, fullgraph=fullgraph)


class OptimizedModule(_nn_module.Module):
    """torch's wrapper: the original module as ``_orig_mod`` (its state_dict
    keys prefixed so), its calls compiled."""

    def __init__(self, mod, fullgraph=False):
        super().__init__()
        self._orig_mod = mod
        self.__dict__["_compiled"] = compile_module(mod, fullgraph)

    def forward(self, *args, **kwargs):
        return self.__dict__["_compiled"](*args, **kwargs)

    def __getattr__(self, name):
        try:
            return super().__getattr__(name)
        except AttributeError:
            return getattr(self.__dict__["_modules"]["_orig_mod"], name)


_nn_module.COMPILE_MODULE[0] = compile_module


def is_compiling():
    """Whether a trace is running now (torch.compiler.is_compiling)."""
    return _hook.TRACER[0] is not None


is_dynamo_compiling = is_compiling


def disable(fn=None, recursive=True):
    """torch.compiler.disable: ``fn`` runs eagerly, a graph break where a trace calls it."""
    if fn is None:
        return lambda f: disable(f, recursive)

    @functools.wraps(fn)
    def eager(*args, **kwargs):
        _hook.escape(f"a call of {getattr(fn, '__qualname__', fn)}, under tg.compiler.disable")
        return fn(*args, **kwargs)
    return eager
