"""``repr`` of a tensor, formatted as PyTorch formats it."""
import math

import numpy as np

from . import dtypes as D

_THRESHOLD, _EDGE, _LINEWIDTH = 1000, 3, 80


def _float_formatter(values):
    finite = [abs(v) for v in values if math.isfinite(v)]
    nonzero = [v for v in finite if v != 0]
    if not nonzero:
        int_mode = True
        sci = False
    else:
        int_mode = all(float(v).is_integer() for v in finite)
        mx, mn = max(nonzero), min(nonzero)
        if int_mode:
            sci = mx > 1e8
        else:
            sci = mx / mn > 1000.0 or mx > 1e8 or mn < 1e-4
    if sci:
        return lambda v: _special(v) or f"{v:.4e}"
    if int_mode:
        return lambda v: _special(v) or f"{v:.0f}."
    return lambda v: _special(v) or f"{v:.4f}"


def _special(v):
    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    return None


def _summarized(arr):
    if arr.ndim == 0:
        return arr.reshape(1)
    if arr.shape[0] > 2 * _EDGE:
        parts = [arr[:_EDGE], arr[-_EDGE:]]
    else:
        parts = [arr]
    flat = [np.concatenate([_summarized(x).reshape(-1) for x in p]) if arr.ndim > 1 and len(p) else p.reshape(-1)
            for p in parts]
    return np.concatenate(flat) if flat else arr.reshape(-1)


def _format_array(arr, fmt, width, indent, summarize):
    if arr.ndim == 0:
        return fmt(arr.item()).rjust(width)
    if arr.ndim == 1:
        items = [fmt(v).rjust(width) for v in arr.tolist()]
        if summarize and arr.shape[0] > 2 * _EDGE:
            head = [fmt(v).rjust(width) for v in arr[:_EDGE].tolist()]
            tail = [fmt(v).rjust(width) for v in arr[-_EDGE:].tolist()]
            items = head + ["..."] + tail
        per_line = max(1, (_LINEWIDTH - indent) // (width + 2))
        lines = [", ".join(items[i:i + per_line]) for i in range(0, len(items), per_line)]
        return "[" + (",\n" + " " * (indent + 1)).join(lines) + "]"
    rows = range(arr.shape[0])
    if summarize and arr.shape[0] > 2 * _EDGE:
        rows = list(range(_EDGE)) + [None] + list(range(arr.shape[0] - _EDGE, arr.shape[0]))
    parts = [("..." if r is None else _format_array(arr[r], fmt, width, indent + 1, summarize)) for r in rows]
    sep = "," + "\n" * (arr.ndim - 1) + " " * (indent + 1)
    return "[" + sep.join(parts) + "]"


def tensor_repr(t, prefix="tensor("):
    arr = np.asarray(t._host())
    numel = arr.size
    summarize = numel > _THRESHOLD
    suffixes = []
    if t._device.type != "cpu":
        suffixes.append(f"device='{t._device}'")
    if numel == 0:
        body = "[]"
        if t.ndim != 1:
            suffixes.insert(0, f"size={tuple(t._shape)}")
    else:
        sample = _summarized(arr) if summarize else arr.reshape(-1)
        if t._dtype.category == D.FLOATING:
            vals = [float(v) for v in sample.astype(np.float64).tolist()]
            fmt = _float_formatter(vals)
            conv = lambda v: fmt(float(v))  # noqa: E731
            width = max(len(fmt(v)) for v in vals)
            body = _format_array(arr.astype(np.float64), conv, width, len(prefix), summarize)
        elif t._dtype is D.bool_:
            conv = lambda v: str(bool(v))  # noqa: E731
            width = max(len(conv(v)) for v in sample.tolist())
            body = _format_array(arr, conv, width, len(prefix), summarize)
        else:
            conv = lambda v: str(int(v))  # noqa: E731
            width = max(len(conv(v)) for v in sample.tolist())
            body = _format_array(arr, conv, width, len(prefix), summarize)
    default_float = D.get_default_dtype()
    if t._dtype not in (default_float, D.int64, D.bool_) or (numel == 0 and t._dtype is not default_float):
        if not (numel == 0 and t._dtype is D.int64 and False):
            suffixes.append(f"dtype={t._dtype!r}")
    if t._names is not None:
        suffixes.append(f"names={tuple(t._names)}")
    if t.requires_grad:
        suffixes.append("requires_grad=True")
    extra = "".join(", " + s for s in suffixes)
    return f"{prefix}{body}{extra})"
