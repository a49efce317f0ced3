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
"""
import json
import os
import pickle

import numpy as np
from safetensors import TensorSpec, deserialize, serialize, serialize_file

from ..core import dtypes as D
from ..core.tensor import Tensor
from ..families import factories

META_KEY = "tensorgen"
_FORMAT = 2  # 1: tensors and nested dicts of tensors only (still read)
# safetensors' dtype names in a file header → tensorgen dtypes
_FROM_FILE = {"BOOL": D.bool_, "U8": D.uint8, "I8": D.int8, "I16": D.int16, "I32": D.int32, "I64": D.int64,
              "F16": D.float16, "BF16": D.bfloat16, "F32": D.float32, "F64": D.float64}


_PLAIN = (str, int, float, bool, type(None))


def _encode_key(k, where):
    if isinstance(k, _PLAIN):
        return {"v": k}
    if isinstance(k, tuple):
        return {"u": [_encode_key(x, where) for x in k]}
    raise TypeError(f"tg.save: dict keys must be str, int, float, bool, None or tuples of them, got "
                    f"{type(k).__name__} {k!r} in {where}")


def _decode_key(e):
    return e["v"] if "v" in e else tuple(_decode_key(x) for x in e["u"])


def _encode(obj, key, flat, where):
    """The JSON tree of ``obj``; its tensors go into ``flat`` (dotted key → Tensor)."""
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
                                                            f"{where}[{k!r}]")])
        return {"d": items}
    if isinstance(obj, (list, tuple)):
        items = [_encode(v, f"{key}.{i}" if key else str(i), flat, f"{where}[{i}]") for i, v in enumerate(obj)]
        return {"l" if isinstance(obj, list) else "u": items}
    if isinstance(obj, _PLAIN):
        return {"v": obj}
    if isinstance(obj, (np.generic,)) and obj.dtype.kind in "biuf":
        return {"v": obj.item()}
    raise TypeError(f"tg.save: a file holds tensors and the dicts, lists, tuples, numbers, strings and None "
                    f"around them; {where} is a {type(obj).__name__}")


def _decode(node, tensors):
    if "t" in node:
        return tensors[node["t"]]
    if "d" in node:
        return {_decode_key(k): _decode(v, tensors) for k, v in node["d"]}
    if "l" in node:
        return [_decode(v, tensors) for v in node["l"]]
    if "u" in node:
        return tuple(_decode(v, tensors) for v in node["u"])
    return node["v"]


def _host_array(t):
    if getattr(t, "is_nested", False):
        raise TypeError("tg.save: nested tensors cannot be saved in safetensors files")
    a = t._host() if t._device.type != "cpu" else t._np
    return a if a.flags.c_contiguous else a.copy(order="C")  # (ascontiguousarray makes 0-dim 1-dim)


def save(obj, f, pickle_module=pickle, pickle_protocol=2, _use_new_zipfile_serialization=True,
         _disable_byteorder_record=False):
    """Save a tensor, a state_dict or a checkpoint (dicts, lists and tuples of
    tensors, numbers, strings and None) to the safetensors file ``f``.
    (torch.save's pickle and zip-file arguments are accepted; the file is
    safetensors, which pickles nothing.)"""
    flat = {}
    if isinstance(obj, Tensor):
        flat["tensor"] = obj
        tree = {"t": "tensor"}
    else:
        tree = _encode(obj, "", flat, "obj")
    specs, keep = {}, []
    names = {}
    for key, t in flat.items():
        a = _host_array(t)
        keep.append(a)
        specs[key] = TensorSpec(dtype=t._dtype.name, shape=list(a.shape), data_ptr=a.ctypes.data if a.size else 0,
                                data_len=a.nbytes)
        if t._names is not None and any(n is not None for n in t._names):
            names[key] = list(t._names)
    meta = {META_KEY: json.dumps({"format": _FORMAT, "tree": tree, "names": names})}
    if hasattr(f, "write"):
        f.write(serialize(specs, metadata=meta))
    else:
        serialize_file(specs, os.fspath(f), metadata=meta)


def _tensor(entry, key, names, device):
    dtype = _FROM_FILE.get(entry["dtype"])
    if dtype is None:
        raise TypeError(f"tg.load: tensor {key!r} has dtype {entry['dtype']}, which tensorgen does not support "
                        f"(supported: {', '.join(_FROM_FILE)})")
    arr = np.frombuffer(entry["data"], dtype=dtype.np).reshape(entry["shape"])
    t = factories.from_numpy(arr) if arr.flags.writeable else factories.from_numpy(arr.copy())
    if names is not None:
        t = t.refine_names(*names)
    return t.to(device) if device is not None else t


def load(f, map_location=None, pickle_module=None, *, weights_only=None, mmap=None, **pickle_load_args):
    """What ``tg.save`` wrote (the same tensor, dict, list, ... tree), or the flat
    dict of tensors of any other safetensors file.  ``map_location``: a device for
    all tensors.  (Loading runs no code, so it is what torch's ``weights_only``
    asks for whatever it says; the pickle arguments have nothing to unpickle.)"""
    if hasattr(f, "read"):
        data, where = f.read(), getattr(f, "name", "<file object>")
    else:
        with open(os.fspath(f), "rb") as fh:
            data, where = fh.read(), os.fspath(f)
    try:
        entries = deserialize(data)
    except Exception as e:  # noqa: BLE001 - safetensors' own error types
        raise RuntimeError(f"tg.load: {where!r} is not a safetensors file ({e})") from None
    n = int.from_bytes(data[:8], "little")
    meta = json.loads(data[8:8 + n]).get("__metadata__") or {}
    ours = json.loads(meta[META_KEY]) if META_KEY in meta else None
    names = ours.get("names", {}) if ours else {}
    if map_location is not None and not isinstance(map_location, str) and type(map_location).__name__ != "device":
        map_location = None  # a {from: to} map or a function: every tensor was saved from the host, stays there
    tensors = {key: _tensor(entry, key, names.get(key), map_location) for key, entry in entries}
    if ours is None:
        return tensors
    if "tree" in ours:
        return _decode(ours["tree"], tensors)
    # format 1 files: a tensor, or nested dicts of tensors
    if ours.get("kind") == "tensor":
        return tensors["tensor"]
    if ours.get("structure") is not None:
        return _rebuild_v1(ours["structure"], tensors)
    return {k: tensors[k] for k in ours["order"]}


def _rebuild_v1(structure, tensors):
    if isinstance(structure, str):
        return tensors[structure]
    return {k: _rebuild_v1(v, tensors) for k, v in structure.items()}
