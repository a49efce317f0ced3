"""``njit`` for the generated CPU kernels, deferred to the first call.

generated/kernels_cpu.py defines hundreds of functions; creating a Numba
dispatcher with ``cache=True`` costs ~0.4 ms each (it probes the cache folder
per function), which was over a third of ``import tensorgen``. A LazyKernel
keeps the plain function and makes the dispatcher the first time it is called.

Numba resolves the functions a kernel calls through the module's globals when
it compiles, and needs dispatchers there: materialising a kernel therefore
replaces its own global with the dispatcher and materialises every lazy
kernel its code names (helpers, scalar functions), transitively.
"""
import numba
import numpy as np
from numba import njit, types

from . import threading_layer
from .kernel_cache import attach


class LazyKernel:
    __slots__ = ("py_func", "_globals", "_options", "_dispatcher")

    def __init__(self, py_func, module_globals, options):
        self.py_func = py_func
        self._globals = module_globals
        self._options = options
        self._dispatcher = None

    def materialize(self):
        """The Numba dispatcher (created on first use)."""
        d = self._dispatcher
        if d is None:
            opts = dict(self._options)
            # cache=True: tensorgen's per-user, per-kernel cache (kernel_cache.py), not Numba's
            d = njit(**opts)(self.py_func) if not opts.pop("cache", False) else \
                attach(njit(**opts)(self.py_func), self._options)
            # callers get a parallel kernel through the lock its threading layer may need,
            # from this object and from the module's globals alike (the families look kernels
            # up by name there); Numba, compiling the kernels that name a serial one, finds the
            # dispatcher itself (no kernel calls a parallel one)
            self._dispatcher = threading_layer.Serialized(d) if opts.get("parallel") and \
                threading_layer.NEEDS_LOCK else d
            if self._globals.get(self.py_func.__name__) is self:
                self._globals[self.py_func.__name__] = self._dispatcher
            for name in _global_names(self.py_func.__code__):
                g = self._globals.get(name)
                if type(g) is LazyKernel:
                    g.materialize()
            d = self._dispatcher
        return d

    def __call__(self, *args, **kwargs):
        d = self._dispatcher
        if d is None:
            d = self.materialize()
        return d(*args, **kwargs)

    def __getattr__(self, name):
        # Dispatcher attributes (signatures, inspect_types, ...) materialise it.
        return getattr(self.materialize(), name)

    def __repr__(self):
        state = "compiled on demand" if self._dispatcher is None else "materialized"
        return f"<LazyKernel {self.py_func.__qualname__} ({state})>"


def _global_names(code):
    names = set(code.co_names)
    for c in code.co_consts:
        if hasattr(c, "co_names"):
            names |= _global_names(c)
    return names


def lazy_njit(module_globals, **options):
    """Decorator: ``@lazy_njit(globals(), cache=True, ...)`` ≈ ``@njit(cache=True, ...)``."""
    def decorate(fn):
        return LazyKernel(fn, module_globals, options)
    return decorate


def resolve(kernel):
    """The callable to keep on a hot path: the dispatcher itself."""
    return kernel.materialize() if type(kernel) is LazyKernel else kernel


def entry_point(kernel, args):
    """The compiled function of ``kernel`` for arguments like ``args`` (arrays
    by dtype, dims and contiguity; numbers by type), loaded or compiled now.
    Calling it skips the dispatcher's per-call typing of every argument (a
    third of a 10-element add); it still refuses an array of another dtype.
    Falls back to the dispatcher when no such signature can be made."""
    d = resolve(kernel)
    if type(d) is threading_layer.Serialized:
        return d  # a parallel kernel keeps its lock: its compiled function would bypass it
    try:
        return d.compile(tuple(_type_of(a) for a in args))
    except Exception:  # noqa: BLE001 - the dispatcher's own call raises the real error, if any
        return d


def _type_of(a):
    if isinstance(a, np.ndarray):
        layout = "C" if a.flags.c_contiguous else "F" if a.flags.f_contiguous else "A"
        return types.Array(numba.from_dtype(a.dtype), a.ndim, layout)  # writable, whatever a's flags
    return numba.typeof(a)


def compiled(fn):
    """Whether ``fn`` is a compiled function (what ``entry_point`` gives), not a dispatcher."""
    return not isinstance(fn, (numba.core.dispatcher.Dispatcher, LazyKernel))
