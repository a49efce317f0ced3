"""Guards: the key a compiled graph is stored under, read from a call's
arguments and the global state every recorded plan depended on.

A recorded entry of the plan cache is valid for its call key (core/call_key.py:
each operand's kind, dtype, shape, strides, device, names, requires_grad and
the scalar types); the graph's intermediate tensors follow from its inputs, so
guarding the inputs guards every entry. Beside the tensors the key holds what
Python code can branch on or bake into the trace: the structure of the
arguments, the value of every non-tensor argument, grad mode, inference mode,
autocast, the default dtype, the simple-valued globals and closure variables
the function's code names, and each module's ``training`` flag and simple
attributes (dropout's ``p``).
"""
import types

from ..autograd import grad_mode as _grad_mode
from ..core import dtypes as _D
from ..core.call_key import _tensor_key
from ..core.tensor import Tensor
from ..dispatch import pipeline as _pipeline
from ..nn.modules.module import Module as _Module

_SIMPLE = (int, float, bool, str, type(None), complex, _D.dtype)


def flatten(value, leaves, spec):
    """``value``'s leaves (tensors and other objects) in order; ``spec`` gets its
    containers' structure (type, length, dict keys), which the key holds."""
    t = type(value)
    if t is tuple or t is list:
        spec.append((t, len(value)))
        for v in value:
            flatten(v, leaves, spec)
    elif t is dict:
        spec.append((t, tuple(value)))
        for v in value.values():
            flatten(v, leaves, spec)
    else:
        spec.append(None)
        leaves.append(value)


def leaf_key(x):
    """A tensor by its metadata (and the storage it shares with other leaves,
    see ``alias_key``); a simple value by type and value; anything else by identity."""
    if isinstance(x, Tensor):
        return _tensor_key(x) if type(x) is Tensor else (type(x),) + _tensor_key(x)
    if isinstance(x, _SIMPLE):
        if type(x) is float and x == 0.0:
            return (float, repr(x))  # -0.0 and 0.0 differ as arguments
        return (type(x), x)
    if type(x) is tuple and all(isinstance(v, _SIMPLE) for v in x):
        return (tuple, x)
    return ("id", id(x))


def alias_key(tensors):
    """Which tensors share storage (by the first that holds it): in-place calls
    on one of them change the other, so the pattern is part of the key."""
    first = {}
    return tuple(first.setdefault(id(t._storage), i) for i, t in enumerate(tensors))


def state_key():
    """The global state plans and Python code read."""
    st = _grad_mode.STATE
    return (st.enabled, st.inference, _pipeline._autocast[0], _D.get_default_dtype())


def code_names(code, found=None):
    """The global names a function's code (and its nested functions') reads."""
    found = set() if found is None else found
    found.update(code.co_names)
    for c in code.co_consts:
        if isinstance(c, types.CodeType):
            code_names(c, found)
    return found


def scope_values(fn, module=None):
    """(kind, name, globals, cell) of the globals and closure variables that
    ``fn`` reads, and the functions it reaches through them (a helper reading
    its own global), and the forwards of ``module``'s submodules: what a trace
    can bake in. tensorgen's own functions are not followed (their globals
    are code, not data)."""
    out, seen = [], set()
    todo = [fn] + ([type(m).forward for m in modules_of(module)] if module is not None else [])
    while todo:
        f = todo.pop()
        code = getattr(f, "__code__", None)
        if code is None or id(f) in seen or (getattr(f, "__module__", None) or "").startswith("tensorgen"):
            continue
        seen.add(id(f))
        g = getattr(f, "__globals__", {})
        for name in sorted(code_names(code)):
            if name in g:
                out.append(("global", name, g, None))
                if isinstance(g[name], types.FunctionType):
                    todo.append(g[name])
        if f.__closure__:
            for name, cell in zip(code.co_freevars, f.__closure__):
                out.append(("closure", name, None, cell))
                try:
                    v = cell.cell_contents
                except ValueError:
                    continue
                if isinstance(v, types.FunctionType):
                    todo.append(v)
    return out


def read_scope(entry):
    kind, name, g, cell = entry
    if kind == "global":
        return g.get(name)
    try:
        return cell.cell_contents
    except ValueError:  # an empty cell
        return None


def scope_key(scope):
    """The scope's simple values, its tensors' metadata and its modules' state."""
    res = []
    for entry in scope:
        v = read_scope(entry)
        if isinstance(v, Tensor) or isinstance(v, _SIMPLE) or type(v) is tuple:
            res.append(leaf_key(v))
        elif isinstance(v, _Module):
            res.append(module_key(v))
        else:
            res.append(None)  # functions, modules, classes: code, not data (not guarded)
    return tuple(res)


def modules_of(module):
    """The module and its submodules (each once)."""
    seen, order, stack = set(), [], [module]
    while stack:
        m = stack.pop()
        if id(m) in seen:
            continue
        seen.add(id(m))
        order.append(m)
        stack.extend(c for c in reversed(list(m.__dict__.get("_modules", {}).values())) if c is not None)
    return order


def module_tensors(module):
    """(holder dict, name) of every parameter and buffer: a graph reads them
    through the holder, so a replaced parameter is the one it reads."""
    res = []
    for m in modules_of(module):
        for holder in (m.__dict__.get("_parameters", {}), m.__dict__.get("_buffers", {})):
            for name, t in holder.items():
                if t is not None:
                    res.append((holder, name))
    return res


def module_key(module):
    """Each module's training flag, simple attributes and its tensors' metadata."""
    res = []
    for m in modules_of(module):
        d = m.__dict__
        attrs = tuple((k, leaf_key(v)) for k, v in d.items()
                      if not k.startswith("_") and (isinstance(v, _SIMPLE) or type(v) is tuple))
        tensors = tuple((k, leaf_key(t) if t is not None else None)
                        for holder in (d.get("_parameters", {}), d.get("_buffers", {})) for k, t in holder.items())
        res.append((type(m), attrs, tensors))
    return tuple(res)


def module_snapshot(module):
    """The identity of every attribute of every module: a trace that rebinds
    one (``self.hidden = out``) is a side effect a replay would skip."""
    return [(m, {k: id(v) for k, v in m.__dict__.items()},
             {k: id(v) for k, v in m.__dict__.get("_parameters", {}).items()},
             {k: id(v) for k, v in m.__dict__.get("_buffers", {}).items()}) for m in modules_of(module)]


def changed_attribute(before):
    """The first module attribute rebound since ``before`` (a snapshot), or None."""
    for m, attrs, params, buffers in before:
        d = m.__dict__
        for name, was in (("", attrs), ("_parameters", params), ("_buffers", buffers)):
            now = {k: id(v) for k, v in (d if not name else d.get(name, {})).items()}
            if now != was:
                diff = sorted(set(now.items()) ^ set(was.items()))
                return f"{type(m).__name__}.{diff[0][0] if diff else '?'}"
    return None


# ---------------------------------------------------------------- an object's state (an optimizer's)
_DEPTH = 6
_CONTAINER = object()  # marks a container's (type, length) among the leaves


def object_leaves(obj):
    """(path, value) of what ``obj`` holds: its attributes, through dicts,
    lists and tuples, and each tensor's ``.grad`` (an optimizer's parameter
    groups, gradients and state). A path is a tuple of steps: ("a", name),
    ("i", index), ("k", key) or ("g",)."""
    found = []

    def walk(v, path, depth):
        t = type(v)
        if isinstance(v, Tensor):
            found.append((path, v))
            found.append((path + (("g",),), v.grad))
        elif depth < _DEPTH and (t is dict or isinstance(v, dict)):
            found.append((path, (_CONTAINER, dict, len(v))))
            for k, x in v.items():
                walk(x, path + (("k", k),), depth + 1)
        elif depth < _DEPTH and (t is list or t is tuple):
            found.append((path, (_CONTAINER, t, len(v))))
            for i, x in enumerate(v):
                walk(x, path + (("i", i),), depth + 1)
        else:
            found.append((path, v))

    for name, v in vars(obj).items():
        walk(v, (("a", name),), 0)
    return found


def read_path(obj, path):
    for step in path:
        kind = step[0]
        if kind == "a":
            obj = getattr(obj, step[1])
        elif kind == "g":
            obj = obj.grad
        else:
            obj = obj[step[1]]
    return obj


def object_key(obj):
    res = []
    for path, v in object_leaves(obj):
        if type(v) is tuple and v and v[0] is _CONTAINER:
            res.append((path, v[1:]))
        elif isinstance(v, Tensor) or isinstance(v, _SIMPLE) or type(v) is tuple:
            res.append((path, leaf_key(v)))
        else:
            res.append((path, ("id", id(v)) if not callable(v) else None))
    return tuple(res)


def object_snapshot(obj):
    """What the function could change in ``obj`` (a replay would not): the
    identity of everything it holds."""
    return [(p, v[1:] if type(v) is tuple and v and v[0] is _CONTAINER else id(v)) for p, v in object_leaves(obj)]
