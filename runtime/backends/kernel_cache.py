"""Numba's on-disk cache for tensorgen's kernels, in a per-user folder and keyed per kernel.

Numba's own cache lives beside the source file (a read-only install cannot
cache) and is stamped with a hash of the whole file: regenerating
generated/kernels_cpu.py after a one-op edit of ops.yaml threw every kernel
away.  Here each kernel is stamped with a hash of its own code and of
everything it reaches through the module's globals (the helpers and scalar
functions it calls, transitively, since Numba links their code into the
kernel's; the constants and constant arrays it reads; the code of the
``@intrinsic`` functions it calls; for a plain function whose compiled code an
``@overload`` gives, that overload, named by the function's ``typed_by``) and of
its jit options.  Line numbers are not
part of it, so an edit elsewhere in the file that shifts a kernel down keeps its
cache entry.

Folder: ``$TENSORGEN_CACHE_DIR`` if set, else the platform's user cache folder
(``~/.cache/tensorgen`` on Linux).  Where it cannot be written, kernels compile
in memory as without a cache (one warning says so).
"""
import hashlib
import os
import pickle
import sys
import types
import warnings

import numba
import numpy as np
from numba.core.caching import (CompileResultCacheImpl, FunctionCache, IndexDataCacheFile,
                                _CacheLocator)
from numba.core.runtime import rtsys
from numba.misc.appdirs import AppDirs

ENV = "TENSORGEN_CACHE_DIR"
_warned = []


def cache_root():
    """The folder of tensorgen's compiled kernels (not created here)."""
    d = os.environ.get(ENV)
    if d:
        return os.path.abspath(os.path.expanduser(d))
    return AppDirs(appname="tensorgen", appauthor=False).user_cache_dir


# ---- the per-kernel key
_keys = {}
_options = {}  # py_func -> the jit options it was declared with


def _const_token(c, seen):
    if isinstance(c, types.CodeType):
        return _code_token(c, seen)
    if isinstance(c, (frozenset, set)):
        # a set's repr follows string hashing, which differs per process
        return "{" + ",".join(sorted(_const_token(x, seen) for x in c)) + "}"
    if isinstance(c, tuple):
        return "(" + ",".join(_const_token(x, seen) for x in c) + ")"
    return f"{type(c).__name__}:{c!r}"


def _code_token(code, seen):
    parts = [code.co_code.hex(), repr(code.co_names), repr(code.co_varnames), str(code.co_argcount),
             str(code.co_kwonlyargcount), str(code.co_flags)]
    parts += [_const_token(c, seen) for c in code.co_consts]
    return "|".join(parts)


def _global_token(value, seen):
    py_func = getattr(value, "py_func", None)  # a LazyKernel or a Numba dispatcher
    if isinstance(py_func, types.FunctionType):
        # the options it was declared with, whichever state it is in now
        options = _options.get(py_func, getattr(value, "_options", None))
        if options is None:
            options = getattr(value, "targetoptions", {})
        return "kernel:" + function_key(py_func, options, seen)
    if isinstance(value, types.FunctionType):
        token = "function:" + function_key(value, {}, seen)
        typed = getattr(value, "typed_by", None)
        if typed is not None:  # its compiled code is the @overload's (and what that reaches)
            token += "+typed:" + function_key(typed, {}, seen)
        return token
    defn = getattr(value, "_defn", None)
    if isinstance(defn, types.FunctionType):  # an @intrinsic: its typing and codegen functions
        return "intrinsic:" + function_key(defn, {}, seen)
    if isinstance(value, np.ndarray):  # a constant table (its repr elides the middle)
        return f"ndarray:{value.dtype.str}{value.shape}:" + hashlib.sha256(value.tobytes()).hexdigest()
    if isinstance(value, types.ModuleType):
        return "module:" + value.__name__
    if isinstance(value, (bool, int, float, complex, str, bytes, tuple, frozenset, type(None))):
        return _const_token(value, seen)
    if isinstance(value, type):
        return f"type:{value.__module__}.{value.__qualname__}"
    # NumPy dtypes and scalar types, Numba types: their repr names them
    return f"{type(value).__module__}.{type(value).__qualname__}:{value!r}"


def _names(code):
    names = set(code.co_names)
    for c in code.co_consts:
        if isinstance(c, types.CodeType):
            names |= _names(c)
    return names


def function_key(py_func, options, seen=None):
    """Hex digest of a kernel's code, jit options, and what it reaches through its globals."""
    k = _keys.get(py_func)
    if k is not None:
        return k
    seen = set() if seen is None else seen
    if py_func in seen:  # recursion: the cycle's members are hashed by the entry point
        return "recursive:" + py_func.__qualname__
    seen.add(py_func)
    h = hashlib.sha256()
    h.update(_code_token(py_func.__code__, seen).encode())
    h.update(repr(sorted((k, _const_token(v, seen) if isinstance(v, (set, frozenset, tuple)) else repr(v))
                         for k, v in options.items())).encode())
    h.update(repr(py_func.__defaults__).encode())
    g = py_func.__globals__
    for name in sorted(_names(py_func.__code__)):
        if name in g:
            h.update(f"{name}={_global_token(g[name], seen)};".encode())
    seen.discard(py_func)
    k = _keys[py_func] = h.hexdigest()
    return k


# ---- Numba's cache, located and stamped per kernel
def _key_digest(key):
    return hashlib.sha256(repr(key).encode()).hexdigest()


def make_cache_class(cache_base, impl_base, index_base, locator_base, target):
    """A subclass of Numba's ``cache_base`` (FunctionCache on CPU; numba-cuda's
    CUDACache, whose own copy of these classes is passed in, for CUDA) built with
    ``cache_class(py_func, key)``: files in ``<cache_root>/<target>/numba-<version>/
    <module>``, stamped with ``key`` instead of the source file's hash."""

    class Locator(locator_base):
        def __init__(self, py_func, key):
            self._py_file = py_func.__code__.co_filename  # where Numba's warnings point
            self._key = key
            self._cache_path = os.path.join(cache_root(), target, f"numba-{numba.__version__}", py_func.__module__)

        def get_cache_path(self):
            return self._cache_path

        def get_source_stamp(self):
            return self._key

        def get_disambiguator(self):
            return self._key[:20]

    class Impl(impl_base):
        def __init__(self, py_func, key):  # noqa: super().__init__ would search Numba's locators
            self._lineno = py_func.__code__.co_firstlineno
            self._locator = Locator(py_func, key)
            fullname = f"{py_func.__module__.rpartition('.')[2]}.{py_func.__qualname__}"
            self._filename_base = self.get_filename_base(fullname, getattr(sys, "abiflags", ""))

    class Index(index_base):
        """Numba's index and data files, safe for processes compiling at once (pytest-xdist
        workers, parallel jobs).  Numba numbers a kernel's data files 1, 2, ... in the
        order its signatures were compiled: two processes that each add a signature
        both pick the next number, and the index can end up pointing one signature
        at the other's machine code.  Here a data file is named by a hash of its
        key (signature, target, code) and holds that hash, checked on load; a lost
        race only loses an index entry (a recompile later), never mixes code."""

        def __init__(self, cache_path, filename_base, source_stamp):
            super().__init__(cache_path, filename_base, source_stamp)
            self._data_pattern_hashed = filename_base + ".{digest}.nbc"

        def save(self, key, data):
            digest = _key_digest(key)
            name = self._data_pattern_hashed.format(digest=digest[:24])
            self._save_data(name, (digest, data))
            overloads = self._load_index()
            if overloads.get(key) != name:
                overloads[key] = name
                self._save_index(overloads)

        def load(self, key):
            name = self._load_index().get(key)
            if name is None:
                return None
            try:
                digest, data = self._load_data(name)
            except (OSError, EOFError, ValueError, TypeError, pickle.UnpicklingError):
                return None  # removed, half-written by a crashed process, or an older layout
            return data if digest == _key_digest(key) else None

    class KernelCache(cache_base):
        index_class = Index

        def __init__(self, py_func, key):  # noqa: the steps of numba's Cache.__init__, with our locator
            self._name = repr(py_func)
            self._py_func = py_func
            self._impl = Impl(py_func, key)
            self._cache_path = self._impl.locator.get_cache_path()
            self._cache_file = Index(cache_path=self._cache_path, filename_base=self._impl.filename_base,
                                     source_stamp=key)
            self.enable()

    KernelCache.__name__ = KernelCache.__qualname__ = f"KernelCache_{target}"
    return KernelCache


class KernelCache(make_cache_class(FunctionCache, CompileResultCacheImpl, IndexDataCacheFile, _CacheLocator,
                                   "cpu")):
    def load_overload(self, sig, target_context):
        # Numba's version first refreshes the target context, which imports and
        # installs every typing and lowering registry (0.3-0.9 s, most of a warm
        # start); code loaded from the cache is linked machine code that needs
        # none of them, only Numba's runtime (NRT: the allocator the kernels
        # call).  A compile, when one comes, refreshes as usual.
        rtsys.initialize(target_context)
        return self._load_overload(sig, target_context)


_writable = {}


def _usable(path):
    ok = _writable.get(path)
    if ok is None:
        try:
            os.makedirs(path, exist_ok=True)
            ok = os.access(path, os.W_OK | os.X_OK)
        except OSError:
            ok = False
        _writable[path] = ok
        if not ok and not _warned:
            _warned.append(path)
            warnings.warn(f"tensorgen: cannot write the kernel cache folder {path}; kernels will compile "
                          f"in every process. Set {ENV} to a writable folder.", RuntimeWarning, stacklevel=3)
    return ok


def attach(dispatcher, options, cache_class=None):
    """Give a Numba dispatcher made without ``cache=`` tensorgen's per-kernel cache
    (``options``: the jit options it was declared with, ``cache=True`` included)."""
    py_func = dispatcher.py_func
    _options[py_func] = options
    cache = (cache_class or KernelCache)(py_func, function_key(py_func, options))
    if _usable(cache.cache_path):
        dispatcher._cache = cache
    return dispatcher


def njit(**options):
    """``@njit(cache=True, ...)`` with the cache in tensorgen's folder, keyed per kernel."""
    def decorate(fn):
        opts = dict(options)
        cache = opts.pop("cache", False)
        d = numba.njit(**opts)(fn)
        return attach(d, options) if cache else d
    return decorate
