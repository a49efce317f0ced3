"""Named-tensor rules (docs/named.md), implemented once and used by every op.

Each operator's rule comes from its ops.yaml `names:` field; generated
wrappers and the family dispatchers (pointwise, views, reductions, ...) call
the matching function here. Messages follow PyTorch's wording.

Names travel as a tuple (one entry per dim, str or None) in ``Tensor._names``,
or None when every dim is unnamed: the unnamed fast path is one `is None` test.
"""


def fmt(names):
    """A names list as PyTorch's messages print it: [None, 'C']."""
    return "[" + ", ".join("None" if n is None else repr(n) for n in names) + "]"


def dimname(n):
    """One dim name as PyTorch's messages print it."""
    return "None" if n is None else repr(n)


def tensor_str(names):
    return "Tensor" + fmt(names)


def unsupported_message(op):
    return (f"{op} is not yet supported with named tensors. Please drop names via "
            "`tensor = tensor.rename(None)`, call the op with an unnamed tensor, and set names "
            "on the result of the operation.")


def refuse(op, *tensors):
    """Ops that do not support names (`names: refuse`) raise when any input is named."""
    if any_named(*tensors):
        raise RuntimeError(unsupported_message(op))


def check_name(n):
    """One dim name: None, or an ASCII identifier that does not start with `_`
    unless a digit follows (`_1`)."""
    if n is None:
        return n
    if not isinstance(n, str):
        raise TypeError(f"Dimension names must be str or None, got {type(n).__name__} ({n!r})")
    if not (n.isascii() and n.isidentifier()):
        raise RuntimeError("Invalid name: a valid identifier contains only digits, alphabetical characters, "
                           f"and/or underscore and starts with a non-digit. got: '{n}'.")
    if n.startswith("_") and not n[1:2].isdigit():  # '_1' is a name; '_x' is not
        raise RuntimeError(f"Invalid name: a name cannot start with an underscore. got: '{n}'.")
    return n


def validate(names, ndim, op=None):
    """Check a names= argument; returns the canonical tuple, or None when all unnamed."""
    if names is None:
        return None
    if isinstance(names, str):
        raise TypeError(f"{op or 'names'}: expected names to be a sequence of str or None, got the str "
                        f"{names!r}; write names=({names!r},) for one dim")
    names = tuple(names)
    if len(names) != ndim:
        raise RuntimeError(
            f"Number of names ({len(names)}) and number of dimensions in tensor ({ndim}) do not match. "
            f"Attempted to create a tensor with names {fmt(names)}")
    seen = set()
    for n in names:
        if check_name(n) is None:
            continue
        if n in seen:
            raise RuntimeError(f"Cannot construct a tensor with duplicate names. Got names: {fmt(names)}.")
        seen.add(n)
    if all(n is None for n in names):
        return None
    return names


def check_tensor_names(data_names, names):
    """tensor(named, names=...): names= may name what the data leaves unnamed
    (refine_names' rule); a named dim keeps its name."""
    names = validate(names, len(data_names))
    if names is None:
        return data_names
    for i, (old, new) in enumerate(zip(data_names, names)):
        if old is not None and old != new:
            raise RuntimeError(f"tensor: cannot coerce {tensor_str(data_names)} to {tensor_str(names)} because "
                               f"{dimname(old)} is different from {dimname(new)} at index {i}")
    return names


def names_of(t):
    return t._names if t._names is not None else (None,) * len(t._shape)


def dim_index(t, dim, op):
    """A dim given as an int (negative wraps) or as a name, resolved to an index."""
    ndim = len(t._shape)
    if isinstance(dim, str):
        names = t._names
        if names is not None and dim in names:
            return names.index(dim)
        raise RuntimeError(f"Name '{dim}' not found in {tensor_str(names_of(t))}.")
    if not isinstance(dim, int) or isinstance(dim, bool):
        if hasattr(dim, "__index__") and not isinstance(dim, bool):
            dim = dim.__index__()
        else:
            raise TypeError(f"{op}(): argument 'dim' must be int or str, not {type(dim).__name__}")
    return wrap_dim(dim, ndim)


def wrap_dim(dim, ndim):
    """An int dim in [-ndim, ndim) wrapped to an index; a 0-dim tensor accepts -1 and 0 (as torch)."""
    lo, hi = (-ndim, ndim - 1) if ndim else (-1, 0)
    if not lo <= dim <= hi:
        raise IndexError(f"Dimension out of range (expected to be in range of [{lo}, {hi}], but got {dim})")
    return dim + ndim if dim < 0 else dim


def _misaligned(name, names, other_names, verb):
    if name is not None and name in other_names:
        raise RuntimeError(
            f"Misaligned dims when attempting to {verb} dims {fmt(names)} and dims {fmt(other_names)}: dim "
            f"'{name}' appears in a different position from the right across both lists.")


def unify_from_right(a, b, verb="broadcast"):
    """The unify rule for two name lists aligned from the right (PyTorch's
    unify_from_right): names must match position by position, and a name
    matched against None must not appear elsewhere in the other list."""
    if a == b:
        return tuple(a)
    la, lb = len(a), len(b)
    out = [None] * max(la, lb)
    for i in range(1, len(out) + 1):
        x = a[-i] if i <= la else None
        y = b[-i] if i <= lb else None
        if x is None:
            out[-i] = y
        elif y is None or x == y:
            out[-i] = x
        else:
            raise RuntimeError(
                f"Error when attempting to {verb} dims {fmt(a)} and dims {fmt(b)}: dim {dimname(x)} and dim "
                f"{dimname(y)} are at the same position from the right but do not match.")
        if x is None or y is None:
            _misaligned(x, a, b, verb)
            _misaligned(y, b, a, verb)
    return tuple(out)


def unify(*tensors, verb="broadcast"):
    """Output names of tensors unified from the right (None when all unnamed).
    Non-tensor operands (Python scalars) are skipped."""
    named = [t._names for t in tensors if getattr(t, "_names", None) is not None]
    if not named:
        return None
    first = named[0]
    if len(named) == 1 or all(n == first for n in named):
        # Every named operand agrees; unnamed operands can only widen on the left.
        widest = max((len(t._shape) for t in tensors if hasattr(t, "_shape")), default=0)
        if widest == len(first):
            return first
    result = ()
    for t in tensors:
        if hasattr(t, "_shape"):
            result = unify_from_right(result, names_of(t), verb)
    return none_if_unnamed(result)


def infer_pointwise(op, operands, shape):
    """Output names of a pointwise op (rules keep, unify, mask, none; others refuse)."""
    rule = op.names
    if rule == "unify":
        # Common case first: every named operand has the same names, spanning the output.
        same = None
        for x in operands:
            n = getattr(x, "_names", None)
            if n is not None:
                if same is None:
                    same = n
                elif n != same:
                    return unify(*operands)
        if same is not None and len(same) == len(shape):
            return same
        return unify(*operands)
    if rule == "keep":
        for x in operands:
            if hasattr(x, "_names"):
                return x._names
        return None
    if rule == "mask":
        return masked(operands[0], operands[1], op.name)
    if rule == "none":
        return None
    raise RuntimeError(unsupported_message(op.name))


def check_out(out, names):
    """out= rule: an unnamed out receives the names; a named one must equal them."""
    if out._names is None:
        return
    if names is None:
        names = (None,) * len(out._names)
    if tuple(out._names) != tuple(names):
        raise RuntimeError(
            f"Name mismatch: specified out tensor with names {fmt(out._names)} are not the same as the "
            f"computed output names {fmt(names)}. Please rename the out tensor's dims with `Tensor.rename`.")


# ---------------------------------------------------------------- rules used by other op families
def any_named(*tensors):
    return any(getattr(t, "_names", None) is not None for t in tensors)


def none_if_unnamed(names):
    return None if names is None or all(n is None for n in names) else tuple(names)


def remove_dims(t, dims, keepdim=False):
    """remove_dims rule (reductions, select, squeeze, ...): drop the reduced dims unless keepdim.
    `dims` are resolved indexes (dim_index accepts names)."""
    if t._names is None or keepdim:
        return t._names
    drop = set(dims)
    return none_if_unnamed([n for i, n in enumerate(t._names) if i not in drop])


def permute(t, perm):
    """permute rule: names move with their dims; a None entry in `perm` is a
    new dim (unsqueeze, expand), unnamed."""
    if t._names is None:
        return None
    return none_if_unnamed([None if p is None else t._names[p] for p in perm])


def _batch(names):
    return names[:-2] if len(names) > 2 else ()


def _features(names):
    return names[-2:] if len(names) > 2 else names


def _check_batch_apart_from_features(na, nb):
    """PyTorch's check that no batch dim of one factor is a feature (matrix) dim of
    the other: Tensor['N', 'A', 'B'] @ Tensor[None, 'N', 'A'] would pair N with A."""
    for first, second, which, other in ((na, nb, "second", "first"), (nb, na, "first", "second")):
        batch, features = _batch(first), _features(second)
        if any(n is not None and n in batch for n in features):
            raise RuntimeError(
                f"Misaligned dims when batch matrix multiplying {tensor_str(na)} and {tensor_str(nb)}: there is "
                f"overlap between the feature dims of the {which} tensor ({fmt(features)}) and the batch dims of "
                f"the {other} tensor ({fmt(batch)}). Please ensure batch dims are not present in the feature dims.")


def contract(op, a, b, bias=None):
    """contract rule for mm/mv/dot/matmul/bmm (and addmm/addmv/baddbmm with
    `bias`), PyTorch's compute_matmul_outnames for every one of them: the
    factors' feature dims (the last two, or one for a vector) lose the
    contracted pair, the batch dims unify from the right; returns the output
    names (or None)."""
    if not any_named(a, b, bias):
        return None
    na, nb = names_of(a), names_of(b)
    _check_batch_apart_from_features(na, nb)
    fa, fb = _features(na), _features(nb)
    out = tuple(fa[:-1]) + tuple(fb[1:])  # a's last feature dim meets b's first
    ba, bb = _batch(na), _batch(nb)
    if ba or bb:
        out = unify_from_right(ba, bb, "batch matrix multiplying") + out
    if len(na) >= 2 and len(nb) >= 2 and out[-2] is not None and out[-2] == out[-1]:
        raise RuntimeError(f"Matrix multiplying {tensor_str(na)} with {tensor_str(nb)} would produce output tensor "
                           f"with duplicate names {fmt(out)}. Please rename the input tensors with `Tensor.rename` "
                           "to prevent this.")
    if bias is not None:
        out = unify_from_right(out, names_of(bias))
    return validate(out, len(out))  # e.g. a batch name equal to a feature name of the result


def check_before_sizes(op, tensors):
    """The names error a call would raise, raised before its size error (as
    PyTorch, which infers names first): the unify and contract rules on the
    call's tensors, in order (contract ops with a bias take it first)."""
    if not any_named(*tensors):
        return
    if op.names == "unify":
        if op.family.name == "copy":  # cat/stack
            cat(tensors)
        else:
            unify(*tensors)
    elif op.names == "contract" and len(tensors) >= 2:
        if len(tensors) >= 3:
            bias, a, b = tensors[:3]
        else:
            bias, (a, b) = None, tensors[:2]
        if min(len(a._shape), len(b._shape)) >= 1:
            contract(op.name, a, b, bias)


def cat(tensors):
    """cat/stack-like ops: every input's names unify (`attempting to cat`)."""
    if not any_named(*tensors):
        return None
    result = None
    for t in tensors:
        names = names_of(t)
        result = names if result is None else unify_from_right(result, names, "cat")
    return none_if_unnamed(result)


def masked(self, mask, op):
    """masked_fill/masked_select: the mask is aligned up to self, then the names unify."""
    if not any_named(self, mask):
        return None
    ns, nm = names_of(self), names_of(mask)
    if len(nm) > len(ns):
        raise RuntimeError(
            f"{op}: attempted to broadcast Tensor{fmt(nm)} to Tensor{fmt(ns)} but the number of dims "
            f"({len(nm)}) must be less than or equal to the number of dims in the tensor ({len(ns)})")
    return none_if_unnamed(unify_from_right(ns, nm))


def check_resize(t, shape):
    """resize_ on a named tensor is allowed only when the shape stays the same."""
    if t._names is not None and tuple(shape) != tuple(t._shape):
        raise RuntimeError(f"Cannot resize named tensor with resize_ or resize_as_ (tried to resize "
                           f"Tensor{fmt(t._names)} with size {list(t._shape)} to {list(shape)}). This may be "
                           "caused by passing a named tensor as an `out=` argument; please ensure that the "
                           "sizes are the same. ")


# ---------------------------------------------------------------- the rules by name (ops.yaml `names:`)
# Each takes (op, plan) and returns the output names; the call pipeline runs
# the op's rule once, before the kernel, whenever an input has names. A plan's
# ``names_info`` carries what a rule reads beyond the inputs.
def _keep(op, plan):
    return plan.inputs[0]._names


def _unify(op, plan):
    if plan.names_info == "cat":  # cat/stack: PyTorch's "attempting to cat" wording
        return cat(plan.inputs)
    return infer_pointwise(op, plan.inputs, plan.shape)


def _remove_dims(op, plan):
    dims, keepdim = plan.names_info
    return remove_dims(plan.inputs[0], dims, keepdim)


def _permute(op, plan):
    return permute(plan.inputs[0], plan.names_info)


def _contract(op, plan):
    form, a, b, bias = plan.names_info
    return contract(form, a, b, bias)


def _mask(op, plan):
    return masked(plan.inputs[0], plan.inputs[1], op.name)


def _resize(op, plan):
    """resize_ keeps self's names; resize_as_ gives an unnamed self a named
    template's names (``names_info``), which a named self must already have."""
    self = plan.inputs[0]
    check_resize(self, plan.shape)
    template = plan.names_info
    if template is None or template._names is None:
        return self._names
    check_out(self, template._names)
    return template._names


def _factory(op, plan):
    return plan.names_info


def _none(op, plan):
    return None


def _refuse(op, plan):
    raise RuntimeError(unsupported_message(op.name))


RULES = {"keep": _keep, "unify": _unify, "remove_dims": _remove_dims, "permute": _permute,
         "contract": _contract, "mask": _mask, "resize": _resize, "factory": _factory, "none": _none,
         "refuse": _refuse}


def infer(op, plan):
    """The output names of a planned call with named inputs (raises the rule's errors)."""
    return RULES[op.names](op, plan)
