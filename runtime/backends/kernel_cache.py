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

What the cache trusts (docs/design.md, "Trust model"): a cache file is
unpickled, so only what this user wrote is read.  Every folder from the root
down must be owned by the user and writable by no one else, or the process
compiles in memory (one warning); every file is opened without following a
link and read only when it is a regular file owned by the user and writable by
no one else.  Files are sealed with a SHA-256 of their contents, checked before
unpickling, so a truncated, empty or flipped file is a miss; and any failure to
load an entry (an unpicklable index, bitcode LLVM cannot parse) is a miss:
the kernel recompiles and the entry is overwritten.
"""
import contextlib
import hashlib
import os
import pickle
import stat
import sys
import types
import uuid
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
    ``cache_class(py_func, key)``: files in ``<cache_root>/<target>/numba-<version>-
    format<N>/<module>``, stamped with ``key`` instead of the source file's hash. The
    format's number is in the folder's name so that a tensorgen of another format
    sharing the user's cache folder (another venv) never reads these files, nor
    these processes its files: each keeps its own."""

    class Locator(locator_base):
        def __init__(self, py_func, key):
            self._py_file = py_func.__code__.co_filename  # where Numba's warnings point
            self._key = key
            self._cache_path = os.path.join(cache_root(), target, f"numba-{numba.__version__}-format{_FORMAT}",
                                            py_func.__module__)

        def get_cache_path(self):
            return self._cache_path

        def get_source_stamp(self):
            return self._key

        def get_disambiguator(self):
            return self._key[:20]

    class Impl(impl_base):
        def __init__(self, py_func, key):  # (no super().__init__: it would search Numba's locators)
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
        race only loses an index entry (a recompile later), never mixes code.

        Every file is sealed (``_seal``) and read only when it is this user's own
        (``_read_own``); whatever does not read back is a miss, never an error."""

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
            if not isinstance(name, str) or os.path.basename(name) != name:
                return None
            try:
                digest, data = self._load_data(name)
            except Exception:  # noqa: BLE001 - removed, half-written, flipped, an older layout: a miss
                return None
            return data if digest == _key_digest(key) else None

        def _load_index(self):
            payload = _unseal(_read_own(self._index_path))
            if payload is None:
                return {}
            try:
                version, stamp, overloads = pickle.loads(payload)
            except Exception:  # noqa: BLE001 - an index of another layout: start a new one
                return {}
            if version != _VERSION or stamp != self._source_stamp or not isinstance(overloads, dict):
                return {}
            return overloads

        def _save_index(self, overloads):
            with self._open_for_write(self._index_path) as f:
                f.write(_seal(self._dump((_VERSION, self._source_stamp, overloads))))

        def _load_data(self, name):
            payload = _unseal(_read_own(self._data_path(name)))
            if payload is None:
                raise OSError(f"no readable cache entry {name}")
            return pickle.loads(payload)

        def _save_data(self, name, data):
            with self._open_for_write(self._data_path(name)) as f:
                f.write(_seal(self._dump(data)))

        @contextlib.contextmanager
        def _open_for_write(self, filepath):
            # a fresh private file (not the umask's mode: the next read checks no one
            # else may write it), renamed over the entry once complete
            tmp = f"{filepath}.tmp.{uuid.uuid4().hex[:16]}"
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC, 0o600)
            try:
                with os.fdopen(fd, "wb") as f:
                    yield f
                os.replace(tmp, filepath)
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
                raise

    class KernelCache(cache_base):
        index_class = Index

        def __init__(self, py_func, key):  # (numba's Cache.__init__'s steps, with our locator)
            self._name = repr(py_func)
            self._py_func = py_func
            self._impl = Impl(py_func, key)
            self._cache_path = self._impl.locator.get_cache_path()
            self._cache_file = Index(cache_path=self._cache_path, filename_base=self._impl.filename_base,
                                     source_stamp=key)
            self.enable()

        def _load_overload(self, sig, target_context):
            try:
                return super()._load_overload(sig, target_context)
            except Exception:  # noqa: BLE001 - an entry that does not rebuild (bitcode LLVM refuses): a miss
                return None

        def save_overload(self, sig, data):
            try:
                super().save_overload(sig, data)
            except Exception as e:  # noqa: BLE001 - a full disk or a removed folder costs the next process a compile
                _warn(f"tensorgen: could not save a compiled kernel in the cache folder {self._cache_path} "
                      f"({type(e).__name__}: {e}); the next process compiles it again.")

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


# ---- what the cache trusts
_FORMAT = 2  # what the files hold and how (sealed: header, SHA-256, payload); in the folder's name
_VERSION = ("tensorgen-kernel-cache", _FORMAT, numba.__version__)
_SEAL = b"tensorgen kernel cache\n"
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


def _seal(payload):
    """The bytes written for a cache file: a header, the SHA-256 of the payload, the payload."""
    return _SEAL + hashlib.sha256(payload).digest() + payload


def _unseal(blob):
    """The payload of a sealed file, or None for anything else (missing, truncated, flipped, foreign)."""
    if blob is None or not blob.startswith(_SEAL) or len(blob) < len(_SEAL) + 32:
        return None
    digest, payload = blob[len(_SEAL):len(_SEAL) + 32], blob[len(_SEAL) + 32:]
    return payload if hashlib.sha256(payload).digest() == digest else None


def _foreign(st):
    """Why a file or folder's status makes it untrusted, or None: it must be
    owned by this user and writable by no one else."""
    if hasattr(os, "getuid") and st.st_uid != os.getuid():
        return f"it is owned by user id {st.st_uid}, not by this user ({os.getuid()})"
    if st.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        return f"it is writable by others (mode {stat.S_IMODE(st.st_mode):#o})"
    return None


def _read_own(path):
    """The bytes of a cache file this user wrote, or None: the file is opened
    without following a link, and read only when the open file is a regular
    file owned by the user and writable by no one else."""
    try:
        fd = os.open(path, os.O_RDONLY | _NOFOLLOW | _CLOEXEC)
    except OSError:
        return None
    with os.fdopen(fd, "rb") as f:
        st = os.fstat(f.fileno())
        if not stat.S_ISREG(st.st_mode):
            return None
        why = _foreign(st)
        if why is not None:
            _warn(f"tensorgen: ignoring the kernel cache file {path}: {why}.")
            return None
        return f.read()


def _warn(message):
    if not _warned:
        _warned.append(message)
        warnings.warn(message, RuntimeWarning, stacklevel=4)


_verdicts = {}


def _folder_problem(path):
    """Why the cache cannot use the folder ``path`` (a reason), or None.  Every
    folder from the cache root down to it is created private (0700) when
    missing, and must be a folder owned by this user that no one else can write."""
    root = cache_root()
    rel = os.path.relpath(path, root)
    if rel.startswith(os.pardir):
        return "it is outside the cache root"
    levels = [root] + [os.path.join(root, *rel.split(os.sep)[:i + 1]) for i in range(len(rel.split(os.sep)))
                       if rel != os.curdir]
    for i, level in enumerate(levels):
        try:
            os.mkdir(level, 0o700)
        except FileExistsError:
            pass
        except OSError as e:
            return f"cannot create {level}: {e.strerror}"
        try:
            st = os.stat(level) if i == 0 else os.lstat(level)  # the root may be a link the user made
        except OSError as e:
            return f"cannot read {level}: {e.strerror}"
        if not stat.S_ISDIR(st.st_mode):
            return f"{level} is not a folder"
        why = _foreign(st)
        if why is not None:
            return f"{level}: {why}"
    if not os.access(path, os.W_OK | os.X_OK):
        return "it cannot be written"
    return None


def _usable(path):
    ok = _verdicts.get(path)
    if ok is None:
        problem = _folder_problem(path)
        ok = _verdicts[path] = problem is None
        if problem is not None:
            _warn(f"tensorgen: cannot write the kernel cache folder {path} ({problem}); kernels will compile in "
                  f"memory in every process. Set {ENV} to a folder of your own that only you can write.")
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
