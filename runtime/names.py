"""Named-tensor rules (DESIGN.md §4), implemented once and used by every op.

Generated wrappers name a rule from ops.yaml (`names:`); the runtime calls
the matching function here. Messages follow PyTorch's wording.
"""
import keyword


def _fmt(names):
    return "[" + ", ".join("None" if n is None else repr(n) for n in names) + "]"


def tensor_str(names):
    return "Tensor" + _fmt(names)


def validate(names, ndim, op=None):
    """Check a names= argument; returns the canonical tuple, or None when all unnamed."""
    if names is None:
        return None
    names = tuple(names)
    if len(names) != ndim:
        raise RuntimeError(
            f"Number of names ({len(names)}) and number of dimensions in tensor ({ndim}) do not match. "
            f"Attempted to create a tensor with names {_fmt(names)}")
    seen = set()
    for n in names:
        if n is None:
            continue
        if not isinstance(n, str):
            raise TypeError(f"names: expected each name to be a str or None, got {type(n).__name__}")
        if not n.isidentifier() or keyword.iskeyword(n) and False:
            raise RuntimeError("Invalid name: a valid identifier contains only digits, alphabetical characters, "
                               f"and/or underscore and starts with a non-digit. got: '{n}'.")
        if n.startswith("_"):
            raise RuntimeError(f"Invalid name: a name cannot start with an underscore. got: '{n}'.")
        if n in seen:
            raise RuntimeError(f"Cannot construct a tensor with duplicate names. Got names: {_fmt(names)}.")
        seen.add(n)
    if all(n is None for n in names):
        return None
    return names


def names_of(t):
    return t._names if t._names is not None else (None,) * t.ndim


def dim_index(t, dim, op):
    """A dim given as an int (negative wraps) or as a name, resolved to an index."""
    ndim = t.ndim
    if isinstance(dim, str):
        names = names_of(t)
        if dim in names:
            return names.index(dim)
        raise RuntimeError(f"Name '{dim}' not found in {tensor_str(names)}.")
    if not isinstance(dim, int) or isinstance(dim, bool):
        if hasattr(dim, "__index__"):
            dim = dim.__index__()
        else:
            raise TypeError(f"{op}(): argument 'dim' must be int or str, not {type(dim).__name__}")
    lo, hi = (-ndim, ndim - 1) if ndim else (-1, 0)
    if not lo <= dim <= hi:
        raise IndexError(f"Dimension out of range (expected to be in range of [{lo}, {hi}], but got {dim})")
    return dim + ndim if dim < 0 else dim


def unify_from_right(a, b, verb="broadcast"):
    """The unify rule for two name lists aligned from the right."""
    if len(a) < len(b):
        longer, shorter = b, a
    else:
        longer, shorter = a, b
    out = list(longer)
    for i in range(1, len(shorter) + 1):
        x, y = a[-i], b[-i]
        if x is None:
            out[-i] = y
        elif y is None or x == y:
            out[-i] = x
        else:
            raise RuntimeError(
                f"Error when attempting to {verb} dims {_fmt(a)} and dims {_fmt(b)}: dim '{x}' and dim '{y}' "
                "are at the same position from the right but do not match.")
        # A named dim matched against None must not appear elsewhere in the other list.
        for name, other in ((x, b), (y, a)):
            if name is not None and (x is None or y is None) and name in other:
                raise RuntimeError(
                    f"Misaligned dims when attempting to {verb} dims {_fmt(a)} and dims {_fmt(b)}: dim "
                    f"'{name}' appears in a different position from the right across both lists.")
    return tuple(out)


def infer_pointwise(op, operands, shape):
    """Output names of a pointwise op (rules `keep` and `unify`)."""
    tensors = [x for x in operands if hasattr(x, "_names")]
    if op.names == "keep":
        return tensors[0]._names
    if op.names == "unify":
        result = ()
        for t in tensors:
            result = unify_from_right(result, names_of(t))
        return None if all(n is None for n in result) else result
    raise RuntimeError(f"{op.name} is not yet supported with named tensors. Please drop names via "
                       "`tensor = tensor.rename(None)`, call the op with an unnamed tensor, and set names "
                       "on the result of the operation.")


def check_out(out, names):
    """out= rule: an unnamed out receives the names; a named one must equal them."""
    if out._names is None:
        return
    if names is None:
        names = (None,) * len(out._names)
    if tuple(out._names) != tuple(names):
        raise RuntimeError(
            f"Name mismatch: specified out tensor with names {_fmt(out._names)} are not the same as the "
            f"computed output names {_fmt(names)}. Please rename the out tensor's dims with `Tensor.rename`.")


# ---------------------------------------------------------------- rules used by other op families
def any_named(*tensors):
    return any(getattr(t, "_names", None) is not None for t in tensors)


def _none_if_unnamed(names):
    return None if names is None or all(n is None for n in names) else tuple(names)


def remove_dims(t, dims, keepdim=False):
    """remove_dims rule (reductions, select, squeeze, ...): drop the reduced dims unless keepdim."""
    if t._names is None or keepdim:
        return t._names
    drop = set(dims)
    return _none_if_unnamed([n for i, n in enumerate(t._names) if i not in drop])


def permute(t, perm):
    """permute rule: names move with their dims."""
    if t._names is None:
        return None
    return tuple(t._names[p] for p in perm)


def contract(op, a, b):
    """contract rule for mm/mv/dot/matmul/bmm; returns the output names (or None)."""
    if not any_named(a, b):
        return None
    na, nb = names_of(a), names_of(b)
    if op in ("dot",):
        return None
    if op == "mv" or (op == "matmul" and b.ndim == 1):
        return _none_if_unnamed(na[:-1])
    if op == "matmul" and a.ndim == 1:
        return _none_if_unnamed(nb[:-2] + nb[-1:])
    if op == "mm":
        return _none_if_unnamed((na[-2], nb[-1]))
    batch = unify_from_right(na[:-2], nb[:-2], "batch matrix multiply")
    return _none_if_unnamed(tuple(batch) + (na[-2], nb[-1]))
