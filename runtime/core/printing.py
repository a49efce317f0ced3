"""``repr`` of a tensor, formatted as PyTorch formats it."""
import math

import numpy as np

from . import dtypes as D

# PyTorch's print options (torch.set_printoptions); the profiles set the first four.
_PROFILES = {"default": {"precision": 4, "threshold": 1000, "edgeitems": 3, "linewidth": 80},
             "short": {"precision": 2, "threshold": 1000, "edgeitems": 2, "linewidth": 80},
             "full": {"precision": 4, "threshold": math.inf, "edgeitems": 3, "linewidth": 80}}
_OPTS = dict(_PROFILES["default"], sci_mode=None)


def set_printoptions(precision=None, threshold=None, edgeitems=None, linewidth=None, profile=None,
                     sci_mode=None):
    """How repr shows tensors (torch.set_printoptions): a profile first, then
    the options given; ``sci_mode`` None lets the values decide."""
    if profile is not None:
        if profile not in _PROFILES:
            raise ValueError(f"set_printoptions(): profile must be one of {', '.join(_PROFILES)}, got {profile!r}")
        _OPTS.update(_PROFILES[profile])
    for name, value in (("precision", precision), ("threshold", threshold), ("edgeitems", edgeitems),
                        ("linewidth", linewidth)):
        if value is not None:
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise TypeError(f"set_printoptions(): argument '{name}' must be a number, not "
                                f"{type(value).__name__}")
            _OPTS[name] = value
    if sci_mode is not None and not isinstance(sci_mode, bool):
        raise TypeError(f"set_printoptions(): argument 'sci_mode' must be bool or None, not {type(sci_mode).__name__}")
    _OPTS["sci_mode"] = sci_mode


def get_printoptions():
    return dict(_OPTS)


def _float_formatter(values):
    """(format function, column width) as PyTorch's _Formatter: modes and
    width come from the nonzero finite values only (nan/inf never widen)."""
    nonzero = [v for v in values if math.isfinite(v) and v != 0]
    p = _OPTS["precision"]
    if not nonzero:
        if _OPTS["sci_mode"]:
            return (lambda v: _special(v) or f"{v:.{p}e}"), len(f"{0.0:.{p}e}")
        return (lambda v: _special(v) or f"{v:.0f}."), 1
    int_mode = all(float(v).is_integer() for v in nonzero)
    mx, mn = max(abs(v) for v in nonzero), min(abs(v) for v in nonzero)
    sci = mx / mn > 1000.0 or mx > 1e8 or (not int_mode and mn < 1e-4)
    if _OPTS["sci_mode"] is not None:
        sci = _OPTS["sci_mode"]
    if sci:
        fmt = lambda v: _special(v) or f"{v:.{p}e}"  # noqa: E731
        return fmt, max(len(f"{v:.{p}e}") for v in nonzero)
    if int_mode:
        return (lambda v: _special(v) or f"{v:.0f}."), max(len(f"{v:.0f}") + 1 for v in nonzero)
    return (lambda v: _special(v) or f"{v:.{p}f}"), max(len(f"{v:.{p}f}") for v in nonzero)


def _special(v):
    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    return None


def _summarized(arr):
    if arr.ndim == 0:
        return arr.reshape(1)
    edge = _OPTS["edgeitems"]
    if arr.shape[0] > 2 * edge:
        parts = [arr[:edge], arr[-edge:]]
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
        edge = _OPTS["edgeitems"]
        if summarize and arr.shape[0] > 2 * edge:
            head = [fmt(v).rjust(width) for v in arr[:edge].tolist()]
            tail = [fmt(v).rjust(width) for v in arr[-edge:].tolist()]
            items = head + [" ..."] + tail
        per_line = max(1, (_OPTS["linewidth"] - indent) // (width + 2))
        lines = [", ".join(items[i:i + per_line]) for i in range(0, len(items), per_line)]
        return "[" + (",\n" + " " * (indent + 1)).join(lines) + "]"
    rows = range(arr.shape[0])
    edge = _OPTS["edgeitems"]
    if summarize and arr.shape[0] > 2 * edge:
        rows = list(range(edge)) + [None] + list(range(arr.shape[0] - edge, arr.shape[0]))
    parts = [("..." if r is None else _format_array(arr[r], fmt, width, indent + 1, summarize)) for r in rows]
    sep = "," + "\n" * (arr.ndim - 1) + " " * (indent + 1)
    return "[" + sep.join(parts) + "]"


def tensor_repr(t, prefix="tensor("):
    arr = np.asarray(t._host())
    numel = arr.size
    summarize = numel > _OPTS["threshold"]
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
            fmt, width = _float_formatter(vals)
            conv = lambda v: fmt(float(v))  # noqa: E731
            body = _format_array(arr.astype(np.float64), conv, width, len(prefix), summarize)
        else:
            conv = (lambda v: str(bool(v))) if t._dtype is D.bool_ else (lambda v: str(int(v)))
            width = max(len(conv(v)) for v in sample.tolist())
            body = _format_array(arr, conv, width, len(prefix), summarize)
    default_float = D.get_default_dtype()
    # As torch: an empty tensor shows any dtype but the default float one.
    if t._dtype not in (default_float, D.int64, D.bool_) or (numel == 0 and t._dtype is not default_float):
        suffixes.append(f"dtype={t._dtype!r}")
    # As torch's _str_intern: a non-leaf shows its grad_fn, a leaf that
    # requires grad says so, and names come after either.
    grad_fn = t.grad_fn
    if grad_fn is not None:
        suffixes.append(f"grad_fn=<{type(grad_fn).__name__}>")
    elif t.requires_grad:
        suffixes.append("requires_grad=True")
    if t._names is not None:
        suffixes.append(f"names={tuple(t._names)}")
    return prefix + body + _suffixes(body, suffixes, len(prefix)) + ")"


def _suffixes(body, suffixes, indent):
    # PyTorch's _add_suffixes: a suffix that would overflow the line width
    # goes on its own line (its last-line length arithmetic included).
    parts = []
    last_line_len = len(body) - body.rfind("\n") + 1
    for suffix in suffixes:
        if last_line_len + len(suffix) + 2 > _OPTS["linewidth"]:
            parts.append(",\n" + " " * indent + suffix)
            last_line_len = indent + len(suffix)
        else:
            parts.append(", " + suffix)
            last_line_len += len(suffix) + 2
    return "".join(parts)


def tensor_format(t, format_spec):
    """``format(t, spec)``: a 0-dim tensor formats as its Python number
    (``f"{loss:.2f}"``), any other as its repr, as PyTorch."""
    if t.ndim == 0:
        return t.item().__format__(format_spec)
    return object.__format__(t, format_spec)
