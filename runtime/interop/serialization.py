"""``tg.save`` / ``tg.load``: tensors, dicts of tensors and state_dicts in the
safetensors format (the ``safetensors`` package), which torch
(``safetensors.torch.load_file``), NumPy and other frameworks read.

A file holds named tensors and string metadata only.  Nested dicts are
flattened with dotted keys (``{"enc": {"w": t}}`` → ``"enc.w"``); the nesting,
the key order, what was saved (one tensor or a dict) and each named tensor's
dimension names go in the metadata under ``"tensorgen"`` (JSON), so ``tg.load``
gives back the same structure.  A file from another writer (no such entry)
loads as a flat dict.

Views: the format stores every tensor as its own contiguous block and forbids
overlapping ones, so two saved tensors that share memory (a tensor and its
view, or two views) are written as independent copies and come back
independent; strides are not kept either (tensors load contiguous).  dtypes,
bfloat16 included, are kept exactly.  cuda tensors are saved from a host copy
and load on the CPU unless ``map_location`` says otherwise.
"""
import json
import os

import numpy as np
from safetensors import TensorSpec, deserialize, serialize_file

from ..core import dtypes as D
from ..core.tensor import Tensor
from ..families import factories

META_KEY = "tensorgen"
_FORMAT = 1
# safetensors' dtype names in a file header → tensorgen dtypes
_FROM_FILE = {"BOOL": D.bool_, "U8": D.uint8, "I8": D.int8, "I16": D.int16, "I32": D.int32, "I64": D.int64,
              "F16": D.float16, "BF16": D.bfloat16, "F32": D.float32, "F64": D.float64}


def _flatten(obj, prefix, flat, where):
    """Fill ``flat`` (dotted key → Tensor) from nested dicts; returns the nesting
    (a dict of the same shape whose leaves are the dotted keys)."""
    shape = {}
    for k, v in obj.items():
        if not isinstance(k, str):
            raise TypeError(f"tg.save: dict keys must be str, got {type(k).__name__} {k!r} in {where}")
        if not k:
            raise ValueError(f"tg.save: empty key in {where}")
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, Tensor):
            if key in flat:
                raise ValueError(f"tg.save: two entries flatten to the key {key!r}; rename one of them")
            flat[key] = v
            shape[k] = key
        elif isinstance(v, dict):
            shape[k] = _flatten(v, key, flat, f"{where}[{k!r}]")
        else:
            raise TypeError(f"tg.save: safetensors files hold tensors only; {where}[{k!r}] is a "
                            f"{type(v).__name__}")
    return shape


def _host_array(t):
    if getattr(t, "is_nested", False):
        raise TypeError("tg.save: nested tensors cannot be saved in safetensors files")
    a = t._host() if t._device.type != "cpu" else t._np
    return a if a.flags.c_contiguous else a.copy(order="C")  # (ascontiguousarray makes 0-dim 1-dim)


def save(obj, f):
    """Save a tensor, a dict of tensors or a (nested) state_dict to the safetensors file ``f``."""
    if isinstance(obj, Tensor):
        kind, flat, shape = "tensor", {"tensor": obj}, "tensor"
    elif isinstance(obj, dict):
        flat = {}
        kind, shape = "dict", _flatten(obj, "", flat, "obj")
    else:
        raise TypeError(f"tg.save: expected a Tensor or a dict of tensors (a state_dict), got {type(obj).__name__}")
    specs, keep = {}, []
    names = {}
    for key, t in flat.items():
        a = _host_array(t)
        keep.append(a)
        specs[key] = TensorSpec(dtype=t._dtype.name, shape=list(a.shape), data_ptr=a.ctypes.data if a.size else 0,
                                data_len=a.nbytes)
        if t._names is not None and any(n is not None for n in t._names):
            names[key] = list(t._names)
    meta = {META_KEY: json.dumps({"format": _FORMAT, "kind": kind, "structure": shape, "order": list(flat),
                                  "names": names})}
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


def _rebuild(structure, tensors):
    if isinstance(structure, str):
        return tensors[structure]
    return {k: _rebuild(v, tensors) for k, v in structure.items()}


def load(f, map_location=None):
    """What ``tg.save`` wrote (a tensor or the same nested dict), or the flat dict of
    tensors of any other safetensors file.  ``map_location``: a device for all tensors."""
    with open(os.fspath(f), "rb") as fh:
        data = fh.read()
    try:
        entries = deserialize(data)
    except Exception as e:  # noqa: BLE001 - safetensors' own error types
        raise RuntimeError(f"tg.load: {os.fspath(f)!r} is not a safetensors file ({e})") from None
    n = int.from_bytes(data[:8], "little")
    meta = json.loads(data[8:8 + n]).get("__metadata__") or {}
    ours = json.loads(meta[META_KEY]) if META_KEY in meta else None
    names = ours.get("names", {}) if ours else {}
    tensors = {key: _tensor(entry, key, names.get(key), map_location) for key, entry in entries}
    if ours is None:
        return tensors
    if ours.get("kind") == "tensor":
        return tensors["tensor"]
    if ours.get("structure") is not None:
        return _rebuild(ours["structure"], tensors)
    return {k: tensors[k] for k in ours["order"]}
