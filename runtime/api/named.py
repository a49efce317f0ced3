"""The named-tensor API (docs/named.md): ``Tensor.names``, ``rename``,
``rename_``, ``refine_names``, ``align_as``, ``align_to``, ``has_names`` and the
by-name overloads of ``flatten``/``unflatten``, which the method table
(runtime/method_table.py) gives Tensor; the per-operator rules live in core/names.py.

Everything here that returns a tensor returns a view (same storage), except
``flatten`` of dims whose memory layout cannot be merged, which copies as
``reshape`` does.
"""
from ..core import layout_hooks
from ..core import names as N
from ..core import overloads as _ov
from ..core.tensor import Tensor
from ..generated import ops
from ..dispatch import pipeline


def _alias(t, names, shape=None, stride=None, src=None):
    """A view of t with other names (and, for align_to, other geometry: result
    dim k is t's dim src[k], or a new size-1 dim where src[k] is None)."""
    base = t._base if t._base is not None else t
    same = shape is None
    res = type(t)._make(t._storage, t._shape if same else tuple(shape), t._stride if same else tuple(stride),
                        t._offset, t._dtype, t._device, names, base, t._np_cache if same else None)
    if t._rg and pipeline.recording():
        # the gradient goes back unchanged (a rename), or with align_to's new dims
        # summed away and its permutation undone; the engine gives it t's names
        res = pipeline.record("alias" if same else "align_to", [t], res,
                              (lambda grad: [grad]) if same else (lambda grad: [_unalign(grad, src)]))
    return res


def _unalign(grad, src):
    """align_to's gradient back in the input's dim order (its new dims summed)."""
    g = grad.rename(None) if grad._names is not None else grad
    new = [k for k, i in enumerate(src) if i is None]
    if new:
        g = g.sum(new)
    kept = [i for i in src if i is not None]
    inverse = [kept.index(j) for j in range(len(kept))]
    return g.permute(*inverse) if inverse != list(range(len(kept))) else g


def _is_ellipsis(n):
    return n is Ellipsis or n == "..."


def _ellipsis_index(names, fn):
    idx = [i for i, n in enumerate(names) if _is_ellipsis(n)]
    if len(idx) > 1:
        raise RuntimeError(f"{fn}: More than one Ellipsis ('...') found in names ({_names_repr(names)}). "
                           "This function supports up to one Ellipsis.")
    return idx[0] if idx else None


def _names_repr(names):
    return "[" + ", ".join("..." if _is_ellipsis(n) else repr(n) for n in names) + "]"


def _resolve_ellipsis(names, tensor_names, fn):
    """`...` expands in place to the tensor's names at the positions it covers."""
    i = _ellipsis_index(names, fn)
    if i is None:
        return tuple(names)
    post = len(names) - i - 1
    return tuple(names[:i]) + tuple(tensor_names[i:len(tensor_names) - post]) + tuple(names[i + 1:])


# ------------------------------------------------------------------ names
def get_names(t):
    return N.names_of(t)


def set_names(t, names):
    """``t.names = names``: validates, then renames t in place (None drops)."""
    t._names = N.validate(names, len(t._shape), "names")


def has_names(t):
    return t._names is not None


def _renamed_names(t, names, rename_map, fn):
    if names and rename_map:
        raise RuntimeError(f"{fn}: This function takes either positional args or keyword args, but not both. "
                           f"Use tensor.{fn}(*names) to name dims and tensor.{fn}(**rename_map) to rename dims.")
    if rename_map:
        current = list(N.names_of(t))
        for old, new in rename_map.items():
            if old not in current:
                raise RuntimeError(f"{fn}: Tried to rename dim '{old}' to dim {new!r} in "
                                   f"{N.tensor_str(N.names_of(t))} but dim '{old}' does not exist")
            current[current.index(old)] = new
        return N.validate(current, len(t._shape), fn)
    if len(names) == 1 and names[0] is None:
        return None
    return N.validate(_resolve_ellipsis(names, N.names_of(t), fn), len(t._shape), fn)


def rename(t, *names, **rename_map):
    """A view with new names: positional (one `...` allowed; `rename(None)`
    drops them) or a mapping old=new."""
    return _alias(t, _renamed_names(t, names, rename_map, "rename"))


def rename_(t, *names, **rename_map):
    t._names = _renamed_names(t, names, rename_map, "rename_")
    return t


def refine_names(t, *names):
    """Promote None dims to names; named dims may only be refined to themselves."""
    current = N.names_of(t)
    names = _resolve_ellipsis(names, current, "refine_names")
    if len(names) != len(current):
        raise RuntimeError(f"refine_names: cannot coerce {N.tensor_str(current)} to {N.tensor_str(names)} because "
                           f"they have a different number of dims ({len(current)} and {len(names)} respectively).")
    N.validate(names, len(current), "refine_names")
    for i, (have, want) in enumerate(zip(current, names)):
        if have is None or have == want:
            continue
        why = "more specific than" if want is None else "different from"
        raise RuntimeError(f"refine_names: cannot coerce {N.tensor_str(current)} to {N.tensor_str(names)} because "
                           f"{N.dimname(have)} is {why} {N.dimname(want)} at index {i}")
    return _alias(t, N.none_if_unnamed(names))


# ------------------------------------------------------------------ alignment
def _align(t, order, ellipsis_at=None):
    """Permute t's dims into `order` and add size-1 dims for names t lacks.
    With `ellipsis_at`, t's dims missing from `order` go there, in t's order
    (unnamed dims included: `...` covers them)."""
    current = N.names_of(t)
    if ellipsis_at is None:
        for i, n in enumerate(current):
            if n is None:
                raise RuntimeError(f"align_to: All input dims must be named. Found unnamed dim at index {i} of "
                                   f"{N.tensor_str(current)}")
        for n in current:
            if n not in order:
                raise RuntimeError(f"align_to: Cannot find dim '{n}' from {N.tensor_str(current)} in desired "
                                   f"alignment {N.fmt(order)}.")
        src = [current.index(n) if n in current else None for n in order]
    else:
        for n in order:
            if n is None:
                raise RuntimeError(f"align_to: the desired order of dimensions cannot contain a None name, got "
                                   f"{N.fmt(order)}")
        rest = [i for i, n in enumerate(current) if n is None or n not in order]
        named = [current.index(n) if n in current else None for n in order]
        src = named[:ellipsis_at] + rest + named[ellipsis_at:]
        order = tuple(order[:ellipsis_at]) + tuple(current[i] for i in rest) + tuple(order[ellipsis_at:])
    N.validate(order, len(order), "align_to")
    shape = [1 if i is None else t._shape[i] for i in src]
    stride = [0 if i is None else t._stride[i] for i in src]
    return _alias(t, N.none_if_unnamed(order), shape, stride, src)


def align_to(t, *names):
    """A view with dims in the order `names` (one `...` stands for the dims not
    mentioned); names t lacks become size-1 dims. t's dims must all be named,
    except those `...` covers."""
    i = _ellipsis_index(names, "align_to")
    if i is None:
        return _align(t, tuple(names))
    return _align(t, tuple(n for n in names if not _is_ellipsis(n)), i)


def align_as(t, other):
    """align_to(*other.names)."""
    return _align(t, N.names_of(other))


# ------------------------------------------------------------------ flatten / unflatten by name
def _plain_ops():
    return ops


def _flatten_dims(input, start_dim=0, end_dim=-1):
    if _ov.is_dim(start_dim) and _ov.is_dim(end_dim):
        return input, start_dim, end_dim, None, None
    return None


def _check_input(op, input):
    """PyTorch's TypeError for a function's input that is no tensor (nested and sparse ones pass)."""
    if not isinstance(input, Tensor) and layout_hooks.handler_for(input) is None:
        raise TypeError(f"{op}(): argument 'input' (position 1) must be Tensor, not {type(input).__name__}")


def _flatten_named_range(input, start_dim, end_dim, out_dim):
    if _ov.is_dim(start_dim) and _ov.is_dim(end_dim):
        return input, start_dim, end_dim, None, out_dim
    return None


def _flatten_named_dims(input, dims, out_dim):
    if _ov.is_dim_list(dims) and not _ov.is_dim(dims):
        return input, None, None, dims, out_dim
    return None


# PyTorch's flatten, then its named-tensor forms (torch 2.13 no longer has them; tensorgen keeps names)
_FLATTEN = _ov.Overloads("flatten", (_flatten_dims, _flatten_named_range, _flatten_named_dims))


@_ov.overloaded(_FLATTEN)
def flatten(*args, **kwargs):
    """``flatten(start_dim=0, end_dim=-1)`` as the view op, or by name:
    ``flatten(dims, out_dim)`` (dims consecutive, in order) and
    ``flatten(start_dim, end_dim, out_dim)``."""
    input, start_dim, end_dim, dims, out_dim = _FLATTEN(args, kwargs)
    _check_input("flatten", input)
    if dims is None and out_dim is None:
        return _plain_ops().flatten(input, start_dim, end_dim)
    if dims is not None:
        if not dims:
            raise RuntimeError("flatten(tensor, dims, out_dim): dims cannot be empty")
        pos = [N.dim_index(input, d, "flatten") for d in dims]
        for a, b in zip(pos, pos[1:]):
            if b != a + 1:
                raise RuntimeError(f"flatten(tensor, dims, out_dim): dims {_names_repr(dims)} must be consecutive "
                                   f"in {N.tensor_str(N.names_of(input))}")
        start, end = pos[0], pos[-1]
    else:
        start, end = N.dim_index(input, start_dim, "flatten"), N.dim_index(input, end_dim, "flatten")
        if start > end:
            raise RuntimeError("flatten() has invalid args: start_dim cannot come after end_dim")
    N.check_name(out_dim)
    if out_dim is None:
        raise TypeError("flatten(): argument 'out_dim' must be str, not None")
    names = list(N.names_of(input))
    names[start:end + 1] = [out_dim]
    names = N.validate(names, len(names), "flatten")
    # The plain op views (or copies, as reshape does) an unnamed alias: a new object either way.
    res = _plain_ops().flatten(_alias(input, None), start, end)
    res._names = names
    return res


def _is_namedshape(sizes):
    return isinstance(sizes, (list, tuple)) and len(sizes) > 0 and \
        all(isinstance(p, (list, tuple)) and len(p) == 2 and isinstance(p[0], str) for p in sizes)


def unflatten(input, dim, sizes):
    """``unflatten(dim, sizes)`` as the view op, or by name:
    ``unflatten(dim, ((name, size), ...))``; dim may be a name."""
    _check_input("unflatten", input)
    if not _is_namedshape(sizes):
        if input._names is not None and isinstance(sizes, (list, tuple)) and sizes:
            raise RuntimeError("unflatten: input is a named tensor but no names were given for unflattened sizes")
        return _plain_ops().unflatten(input, dim, sizes)
    d = N.dim_index(input, dim, "unflatten")
    new_names = [N.check_name(p[0]) for p in sizes]
    res = _plain_ops().unflatten(_alias(input, None), d, tuple(p[1] for p in sizes))
    names = list(N.names_of(input))
    names[d:d + 1] = new_names
    res._names = N.validate(names, len(names), "unflatten")
    return res
