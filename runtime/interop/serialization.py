"""``tg.save`` / ``tg.load``: tensors, state_dicts and training checkpoints in the
safetensors format (the ``safetensors`` package), which torch
(``safetensors.torch.load_file``), NumPy and other frameworks read.

A file holds named tensors and string metadata only.  Tensors are stored under
dotted keys of their place in the saved object (``{"enc": {"w": t}}`` →
``"enc.w"``; a list item or an int key is one more dotted part).  The whole
object's shape goes in the metadata under ``"tensorgen"`` (JSON): dicts (any
str/int/float/bool/None/tuple keys, in order), lists, tuples, and the Python
numbers, strings, bools and None a checkpoint holds beside its tensors
(``{"epoch": 3, "model": model.state_dict(), "optim": opt.state_dict()}``), and
each named tensor's dimension names, so ``tg.load`` gives back the same object.
Anything else (an arbitrary class) is refused, naming where it is: the format
executes no code on load.  A file from another writer (no such entry) loads as
a flat dict of its tensors.

Views: the format stores every tensor as its own contiguous block and forbids
overlapping ones, so two saved tensors that share memory (a tensor and its
view, or two views, or one tensor saved twice) are written as independent
copies and come back independent; strides are not kept either (tensors load
contiguous).  dtypes, bfloat16 included, are kept exactly.  cuda tensors are
saved from a host copy and load on the CPU unless ``map_location`` says otherwise.
``f`` is a path or a binary file object.

What ``tg.load`` accepts (docs/design.md, "Trust model"): a regular file (or a
file object) read length first: the 8-byte header length, the header (at most
100 MB), then exactly the bytes the header's tensors span, so neither
``/dev/zero`` nor a lying length makes it read without end; safetensors checks
the layout; tensorgen's own metadata entry is checked whole (its kinds, the
tensors it names, its depth) before anything is built from it.  Every refusal
is one RuntimeError naming the file.

How ``tg.save`` writes a path: the bytes go into an anonymous file in the
target's folder (Linux ``O_TMPFILE``; elsewhere a hidden temporary name) that
is renamed over the target once complete, so a crash leaves the old file (and,
with ``O_TMPFILE``, no temporary file either).  A link is followed (its target
is replaced, the link stays); a device or pipe is written in place; a replaced
file keeps its mode (a new one gets ``0o666 & ~umask``) and, where allowed,
its owner.
"""
import contextlib
import json
import os
import stat
import uuid

import numpy as np
from safetensors import deserialize

from ..core import dtypes as D
from ..core.tensor import Tensor
from ..families import factories

META_KEY = "tensorgen"
_FORMAT = 2  # 1: tensors and nested dicts of tensors only (still read)
# safetensors' dtype names in a file header → tensorgen dtypes
_FROM_FILE = {"BOOL": D.bool_, "U8": D.uint8, "I8": D.int8, "I16": D.int16, "I32": D.int32, "I64": D.int64,
              "F16": D.float16, "BF16": D.bfloat16, "F32": D.float32, "F64": D.float64}
_TO_FILE = {v: k for k, v in _FROM_FILE.items()}
# safetensors' writer lays tensors out by dtype (this order) then name: files written here are byte for byte its own
_FILE_ORDER = ("I64", "F64", "F32", "I32", "BF16", "F16", "I16", "I8", "U8", "BOOL")
MAX_HEADER = 100_000_000  # safetensors' own limit on the header's length
MAX_NESTING = 100         # dicts, lists and tuples inside each other (a checkpoint needs a handful)


_PLAIN = (str, int, float, bool, type(None))


def _encode_key(k, where):
    if isinstance(k, _PLAIN):
        return {"v": k}
    if isinstance(k, tuple):
        return {"u": [_encode_key(x, where) for x in k]}
    raise TypeError(f"tg.save: dict keys must be str, int, float, bool, None or tuples of them, got "
                    f"{type(k).__name__} {k!r} in {where}")


class _BadMetadata(Exception):
    """tensorgen's metadata entry of a file does not describe its tensors."""


def _decode_key(e, depth):
    if depth > MAX_NESTING:
        raise _BadMetadata(f"keys nested more than {MAX_NESTING} levels deep")
    if isinstance(e, dict) and set(e) == {"v"} and isinstance(e["v"], _PLAIN):
        return e["v"]
    if isinstance(e, dict) and set(e) == {"u"} and isinstance(e["u"], list):
        return tuple(_decode_key(x, depth + 1) for x in e["u"])
    raise _BadMetadata(f"a dict key is {_short(e)}, not {{'v': value}} or {{'u': [keys]}}")


def _encode(obj, key, flat, where, inside=()):
    """The JSON tree of ``obj``; its tensors go into ``flat`` (dotted key → Tensor).
    ``inside``: the ids of the containers ``obj`` sits in (a container holding itself is refused)."""
    if isinstance(obj, (dict, list, tuple)):
        if id(obj) in inside:
            raise ValueError(f"tg.save: {where} contains itself")
        if len(inside) >= MAX_NESTING:
            raise ValueError(f"tg.save: {where} is nested more than {MAX_NESTING} levels deep")
        inside = inside + (id(obj),)
    if isinstance(obj, Tensor):
        if key in flat:
            raise ValueError(f"tg.save: two entries flatten to the key {key!r}; rename one of them")
        flat[key] = obj
        return {"t": key}
    if isinstance(obj, dict):
        items = []
        for k, v in obj.items():
            if isinstance(k, str) and not k:
                raise ValueError(f"tg.save: empty key in {where}")
            part = k if isinstance(k, str) else ".".join(map(str, k)) if isinstance(k, tuple) else str(k)
            items.append([_encode_key(k, where), _encode(v, f"{key}.{part}" if key else part, flat,
                                                            f"{where}[{k!r}]", inside)])
        return {"d": items}
    if isinstance(obj, (list, tuple)):
        items = [_encode(v, f"{key}.{i}" if key else str(i), flat, f"{where}[{i}]", inside)
                 for i, v in enumerate(obj)]
        return {"l" if isinstance(obj, list) else "u": items}
    if isinstance(obj, _PLAIN):
        return {"v": obj}
    if isinstance(obj, (np.generic,)) and obj.dtype.kind in "biuf":
        return {"v": obj.item()}
    raise TypeError(f"tg.save: a file holds tensors and the dicts, lists, tuples, numbers, strings and None "
                    f"around them; {where} is a {type(obj).__name__}")


def _decode(node, tensors, depth=0):
    """The object a metadata tree stands for: each node is exactly one of
    {"t": tensor key}, {"d": [[key, node], ...]}, {"l": [nodes]}, {"u": [nodes]}, {"v": plain value}."""
    if depth > MAX_NESTING:
        raise _BadMetadata(f"nested more than {MAX_NESTING} levels deep")
    if not isinstance(node, dict) or len(node) != 1:
        raise _BadMetadata(f"a node is {_short(node)}, not a mapping of one kind (t, d, l, u or v) to its content")
    (kind, content), = node.items()
    if kind == "t":
        if not isinstance(content, str) or content not in tensors:
            raise _BadMetadata(f"it names a tensor {_short(content)} the file does not hold")
        return tensors[content]
    if kind == "d":
        if not isinstance(content, list) or not all(isinstance(p, list) and len(p) == 2 for p in content):
            raise _BadMetadata(f"a dict is {_short(content)}, not a list of [key, value] pairs")
        return {_decode_key(k, depth + 1): _decode(v, tensors, depth + 1) for k, v in content}
    if kind in ("l", "u"):
        if not isinstance(content, list):
            raise _BadMetadata(f"a {'list' if kind == 'l' else 'tuple'} is {_short(content)}, not a list of nodes")
        items = [_decode(v, tensors, depth + 1) for v in content]
        return items if kind == "l" else tuple(items)
    if kind == "v" and isinstance(content, _PLAIN):
        return content
    raise _BadMetadata(f"a node is {_short(node)}, not one of t, d, l, u or v")


def _short(value):
    text = json.dumps(value)[:80] if not isinstance(value, str) else repr(value[:80])
    return text


def _check_names(names, tensors):
    """The saved dimension names: {tensor key: [name or None per dim]}."""
    if not isinstance(names, dict):
        raise _BadMetadata(f"'names' is {_short(names)}, not a mapping")
    for key, dims in names.items():
        if key not in tensors:
            raise _BadMetadata(f"'names' names a tensor {_short(key)} the file does not hold")
        if not isinstance(dims, list) or len(dims) != tensors[key].dim() or \
                not all(d is None or isinstance(d, str) for d in dims):
            raise _BadMetadata(f"the names of {key!r} are {_short(dims)}, not {tensors[key].dim()} names or None")


def _from_metadata(ours, tensors):
    """What tensorgen's metadata entry says the file holds, checked whole."""
    if not isinstance(ours, dict):
        raise _BadMetadata(f"it is {_short(ours)}, not a mapping")
    if "tree" in ours:
        return _decode(ours["tree"], tensors)
    # format 1 files: a tensor, or nested dicts of tensors
    if ours.get("kind") == "tensor":
        if "tensor" not in tensors:
            raise _BadMetadata("it names a tensor 'tensor' the file does not hold")
        return tensors["tensor"]
    if ours.get("structure") is not None:
        return _rebuild_v1(ours["structure"], tensors, 0)
    order = ours.get("order")
    if not isinstance(order, list) or not all(isinstance(k, str) and k in tensors for k in order):
        raise _BadMetadata("it has no tree, kind, structure or order naming the file's tensors")
    return {k: tensors[k] for k in order}


def _host_array(t):
    if getattr(t, "is_nested", False):
        raise TypeError("tg.save: nested tensors cannot be saved in safetensors files")
    a = t._host() if t._device.type != "cpu" else t._np
    return a if a.flags.c_contiguous else a.copy(order="C")  # (ascontiguousarray makes 0-dim 1-dim)


def save(obj, f):
    """Save a tensor, a state_dict or a checkpoint (dicts, lists and tuples of
    tensors, numbers, strings and None) to the safetensors file ``f``."""
    flat = {}
    if isinstance(obj, Tensor):
        flat["tensor"] = obj
        tree = {"t": "tensor"}
    else:
        tree = _encode(obj, "", flat, "obj")
    arrays, names = {}, {}
    for key, t in flat.items():
        arrays[key] = (_TO_FILE[t._dtype], _host_array(t))
        if t._names is not None and any(n is not None for n in t._names):
            names[key] = list(t._names)
    meta = {META_KEY: json.dumps({"format": _FORMAT, "tree": tree, "names": names})}
    header, order = _header(arrays, meta)
    if hasattr(f, "write"):
        _write_file_bytes(f, header, order, arrays)
    else:
        _save_path(os.fspath(f), lambda fh: _write_file_bytes(fh, header, order, arrays))


def _header(arrays, meta):
    """The safetensors header (length prefix included) and the keys in file order."""
    order = sorted(arrays, key=lambda k: (_FILE_ORDER.index(arrays[k][0]), k))
    head, pos = {"__metadata__": meta}, 0
    for key in order:
        code, a = arrays[key]
        head[key] = {"dtype": code, "shape": list(a.shape), "data_offsets": [pos, pos + a.nbytes]}
        pos += a.nbytes
    text = json.dumps(head, separators=(",", ":"), ensure_ascii=False).encode()
    text += b" " * (-len(text) % 8)  # the tensors start 8-byte aligned
    return len(text).to_bytes(8, "little") + text, order


def _write_file_bytes(fh, header, order, arrays):
    fh.write(header)
    for key in order:
        a = arrays[key][1]
        if a.size:
            fh.write(a.reshape(-1).view(np.uint8))


def _save_path(path, write):
    """Write a file through ``write(file object)``: the whole file or nothing (see the module docstring)."""
    target = os.path.realpath(path)  # a link: its target is written, the link stays
    parent = os.path.dirname(target)
    if not os.path.isdir(parent):
        raise RuntimeError(f"Parent directory {os.path.dirname(path) or os.curdir} does not exist.")
    try:
        st = os.stat(target)
    except FileNotFoundError:
        st = None
    except OSError as e:
        raise RuntimeError(f"tg.save: cannot write {path!r}: {e.strerror}") from None
    if st is not None and stat.S_ISDIR(st.st_mode):
        raise RuntimeError(f"tg.save: cannot write {path!r}: it is a directory (expected a file path)")
    try:
        if st is not None and not stat.S_ISREG(st.st_mode):
            with open(target, "wb") as fh:  # a device or a pipe: never replaced by a regular file
                write(fh)
            return
        with _replacing(target, st) as fh:
            write(fh)
    except OSError as e:
        raise RuntimeError(f"tg.save: cannot write {path!r}: {e.strerror or e}") from None


@contextlib.contextmanager
def _replacing(target, old):
    """A file object whose contents replace ``target`` when the block completes
    (``old``: the target's status, or None for a new file)."""
    parent, base = os.path.split(target)
    fd, named = _anonymous_file(parent, base)
    try:
        with os.fdopen(fd, "wb", closefd=False) as fh:
            yield fh
            fh.flush()
            os.fsync(fd)
        if old is not None:
            os.fchmod(fd, stat.S_IMODE(old.st_mode))
            if (old.st_uid, old.st_gid) != (os.fstat(fd).st_uid, os.fstat(fd).st_gid):
                with contextlib.suppress(OSError):  # only root may give a file away
                    os.fchown(fd, old.st_uid, old.st_gid)
        if named is None:  # the anonymous file gets a name only now, for the rename
            named = os.path.join(parent, f".{base}.{uuid.uuid4().hex[:12]}.tmp")
            _link_anonymous(fd, named)
        os.replace(named, target)
        named = None
    finally:
        os.close(fd)
        if named is not None:
            with contextlib.suppress(OSError):
                os.unlink(named)


def _link_anonymous(fd, name):
    # linkat(AT_SYMLINK_FOLLOW) on /proc/self/fd/N names an O_TMPFILE file; os.link
    # uses linkat (not link, which would link the /proc entry itself) only when
    # given a directory fd
    procfd = os.open("/proc/self/fd", os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
    try:
        os.link(str(fd), name, src_dir_fd=procfd, follow_symlinks=True)
    finally:
        os.close(procfd)


def _anonymous_file(parent, base):
    """(fd, None) for an unnamed file in ``parent`` (Linux O_TMPFILE: nothing is left
    behind if the process dies), else (fd, its hidden temporary name).  Its mode is
    0o666 less the umask, as open() gives a new file."""
    tmpfile = getattr(os, "O_TMPFILE", 0)
    if tmpfile and os.path.isdir("/proc/self/fd"):
        try:
            return os.open(parent, tmpfile | os.O_WRONLY | getattr(os, "O_CLOEXEC", 0), 0o666), None
        except OSError:
            pass  # a file system without it
    named = os.path.join(parent, f".{base}.{uuid.uuid4().hex[:12]}.tmp")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    return os.open(named, flags, 0o666), named


def _tensor(entry, key, names, device):
    dtype = _FROM_FILE.get(entry["dtype"])
    if dtype is None:
        raise TypeError(f"tg.load: tensor {key!r} has dtype {entry['dtype']}, which tensorgen does not support "
                        f"(supported: {', '.join(_FROM_FILE)})")
    arr = np.frombuffer(entry["data"], dtype=dtype.np).reshape(entry["shape"])
    t = factories.from_numpy(arr) if arr.flags.writeable else factories.from_numpy(arr.copy())
    if names is not None:
        try:
            t = t.refine_names(*names)
        except RuntimeError as e:  # a name that is no identifier, or one given twice
            raise _BadMetadata(f"the names of {key!r}: {str(e)[:150]}") from None
    return t.to(device) if device is not None else t


def _read_exact(fh, n):
    chunks, left = [], n
    while left > 0:
        b = fh.read(min(left, 1 << 26))
        if not b:
            break
        chunks.append(b)
        left -= len(b)
    return b"".join(chunks)


def _read(fh, where, size=None):
    """The bytes of one safetensors file from ``fh``, read length first and never
    past what the header says the file holds (``size``: the file's, when known)."""
    def bad(reason):
        return RuntimeError(f"tg.load: {where!r} is not a safetensors file ({reason})")
    head = _read_exact(fh, 8)
    if len(head) < 8:
        raise bad("header too small")
    n = int.from_bytes(head, "little")
    if n < 2:
        raise bad("header too small")
    if n > MAX_HEADER or (size is not None and 8 + n > size):
        raise bad(f"header length {n} is larger than " + ("the file" if n <= MAX_HEADER else "100 MB"))
    header = _read_exact(fh, n)
    if len(header) < n:
        raise bad("truncated header")
    try:
        info = json.loads(header)
    except (ValueError, RecursionError) as e:
        raise bad(f"invalid header: {str(e)[:100]}") from None
    if not isinstance(info, dict):
        raise bad("invalid header: not a mapping")
    end = 0
    for key, entry in info.items():
        offsets = entry.get("data_offsets") if isinstance(entry, dict) and key != "__metadata__" else None
        if isinstance(offsets, list) and len(offsets) == 2 and all(type(o) is int for o in offsets):
            end = max(end, offsets[1])
    if size is not None and 8 + n + end > size:
        raise bad(f"its tensors need {8 + n + end} bytes, the file has {size}")
    body = _read_exact(fh, end)
    if len(body) < end:
        raise bad("truncated tensor data")
    return head + header + body, info.get("__metadata__") or {}


def load(f, map_location=None, weights_only=True, **pickle_load_args):
    """What ``tg.save`` wrote (the same tensor, dict, list, ... tree), or the flat
    dict of tensors of any other safetensors file.  ``map_location``: a device for
    all tensors.  (Loading runs no code, so ``weights_only`` is always safe.)"""
    if hasattr(f, "read"):
        where = getattr(f, "name", "<file object>")
        data, meta = _read(f, where)
    else:
        where = os.fspath(f)
        with open(where, "rb") as fh:
            st = os.fstat(fh.fileno())
            if not stat.S_ISREG(st.st_mode):
                raise RuntimeError(f"tg.load: {where!r} is not a regular file (a safetensors file is)")
            data, meta = _read(fh, where, st.st_size)
    try:
        entries = deserialize(data)
    except Exception as e:  # noqa: BLE001 - safetensors' own error types
        raise RuntimeError(f"tg.load: {where!r} is not a safetensors file ({e})") from None
    if map_location is not None and not isinstance(map_location, str) and type(map_location).__name__ != "device":
        map_location = None  # a {from: to} map or a function: every tensor was saved from the host, stays there
    try:
        ours = json.loads(meta[META_KEY]) if isinstance(meta, dict) and META_KEY in meta else None
        if ours is not None and not isinstance(ours, dict):
            raise _BadMetadata(f"it is {_short(ours)}, not a mapping")
        shapes = {key: entry["shape"] for key, entry in entries}
        names = ours.get("names", {}) if ours else {}
        _check_names(names, {k: _Shape(v) for k, v in shapes.items()})
        tensors = {key: _tensor(entry, key, names.get(key), map_location) for key, entry in entries}
        return tensors if ours is None else _from_metadata(ours, tensors)
    except (_BadMetadata, ValueError, RecursionError) as e:
        reason = str(e) if isinstance(e, _BadMetadata) else "nested too deep" if isinstance(e, RecursionError) \
            else f"{type(e).__name__}: {str(e)[:100]}"
        raise RuntimeError(f"tg.load: {where!r} has invalid tensorgen metadata ({reason})") from None


class _Shape:
    """A tensor's shape before the tensor is built, as the names check reads it."""

    def __init__(self, shape):
        self.shape = shape

    def dim(self):
        return len(self.shape)


def _rebuild_v1(structure, tensors, depth):
    if depth > MAX_NESTING:
        raise _BadMetadata(f"nested more than {MAX_NESTING} levels deep")
    if isinstance(structure, str):
        if structure not in tensors:
            raise _BadMetadata(f"it names a tensor {_short(structure)} the file does not hold")
        return tensors[structure]
    if not isinstance(structure, dict):
        raise _BadMetadata(f"a structure node is {_short(structure)}, not a tensor key or a mapping")
    return {k: _rebuild_v1(v, tensors, depth + 1) for k, v in structure.items()}
