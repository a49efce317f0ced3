"""The backward pass: the recorded graph walked from its roots in reverse
topological order, each node's derivative applied once all gradients of its
results have arrived, gradients accumulated where paths meet.

Every gradient handed to an input is made to that input's shape (broadcast
dims summed away), dtype and names before it moves on; a leaf's gradient
accumulates into ``.grad``, or is captured for ``autograd.grad``.
"""
import heapq

from ..core import layout_hooks
from ..core import layouts
from ..core import memory
from ..core import names as N
from ..core import trace_hook as _trace_hook
from ..core.tensor import Tensor, contiguous_strides
from ..families import factories
from . import grad_mode
from .graph import AccumulateGrad, edge


def fit(g, meta):
    """g made to an input's (shape, dtype, device, names)."""
    shape, dtype, device, names = meta
    if type(shape) is not tuple:  # an input of another layout: its own meta fits its gradient (layout hook)
        g = shape.fit(g)
        shape = None  # no dense shape nor names
    elif type(g) is not Tensor and not isinstance(g, Tensor) and g.is_nested:
        # a nested gradient for a dense input (a (B, 1, D) input broadcast over a nested
        # operand's components): the layout sums it to the input's shape (its hook)
        g = layout_hooks.handler_for(g).fit_dense(g, shape, _sum_to)
    elif g._shape != shape:
        g = _sum_to(g, shape)
    if g._dtype is not dtype:
        g = g.to(dtype)
    if g._device is not device and g._device != device:
        g = g.to(device)
    if shape is not None and g._names != names:
        g = g.rename(*names) if names is not None else g.rename(None)
    return g


def _sum_to(g, shape):
    """Sum g over the dims broadcasting added (leading ones, and size-1 dims of `shape`)."""
    if g._names is not None:  # the names come back in fit(), from the input's
        g = g.rename(None)
    lead = len(g._shape) - len(shape)
    if lead < 0:
        raise RuntimeError(f"autograd: a gradient of shape {list(g._shape)} cannot be reduced to an input of shape "
                           f"{list(shape)}")
    ones = [lead + i for i, n in enumerate(shape) if n == 1 and g._shape[lead + i] != 1]
    if not ones and lead:  # only leading dims added (a bias, say): one sum drops them, no reshape after
        g = g.sum(list(range(lead)))
        if g._shape != tuple(shape):
            raise RuntimeError(f"autograd: a gradient of shape {list(g._shape)} cannot be reduced to an input of "
                               f"shape {list(shape)}")
        return g
    dims = list(range(lead)) + ones
    if dims:
        g = g.sum(dims, keepdim=True)
    if lead or g._shape != tuple(shape):
        g = g.reshape(shape)
    return g


def _add(a, b):
    if a is None:
        return b
    if type(a) is not Tensor and a.layout is layouts.sparse_coo and b.layout is not layouts.sparse_coo:
        return b + a  # a sparse gradient (embedding's sparse=True) meeting a dense one: dense, as torch
    return a + b


def _graph(root_edges):
    """Dependencies (how many gradients each node awaits) of every reachable node."""
    deps, seen, stack = {}, set(), []
    for e in root_edges:  # several roots may be results of one node: walk it once
        if e is not None and e[0] not in seen:
            seen.add(e[0])
            stack.append(e[0])
    while stack:
        node = stack.pop()
        for e in _edges(node):
            nxt = e[0]
            deps[nxt] = deps.get(nxt, 0) + 1
            if nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return deps


def reachable_leaves(tensors):
    """The leaves whose gradients a backward from ``tensors`` would reach (DDP's
    find_unused_parameters marks the others ready at once)."""
    roots = [edge(t) for t in tensors]
    nodes = set(_graph(roots)) | {e[0] for e in roots if e is not None}
    return [n.variable for n in nodes if type(n) is AccumulateGrad]


def _edges(node):
    if isinstance(node, AccumulateGrad):
        return []
    out = []
    for e in node.next_functions:
        if isinstance(e, list):
            out.extend(x for x in e if x is not None)
        elif e is not None:
            out.append(e)
    return out


def run(roots, grads, retain_graph, create_graph, inputs=None, accumulate=True):
    """Backpropagate ``grads`` (one per root tensor). With ``inputs``, their
    gradients are returned (and, unless accumulating, .grad is left alone)."""
    _trace_hook.escape("backward() (autograd's engine runs eagerly: compile the forward and call backward outside)")
    root_edges = [edge(r) for r in roots]
    deps = _graph(root_edges)
    buffers = {}
    for e, g in zip(root_edges, grads):
        if e is not None:
            buf = buffers.setdefault(e[0], {})
            buf[e[1]] = _add(buf.get(e[1]), g)
    captures = {}  # (node, index) -> position in inputs
    if inputs is not None:
        for i, t in enumerate(inputs):
            e = edge(t)
            if e is not None:
                captures.setdefault(e, []).append(i)
    captured = [None] * (len(inputs) if inputs is not None else 0)
    ready = []
    for node in set(e[0] for e in root_edges if e is not None):
        if deps.get(node, 0) == 0:
            heapq.heappush(ready, (-node._seq, id(node), node))
    with grad_mode.set_grad_enabled(create_graph):
        while ready:
            _, _, node = heapq.heappop(ready)
            buf = buffers.pop(node, {})
            grads_in = _pre_hooks(node, buf)
            if captures:
                for idx, g in grads_in.items():
                    for pos in captures.get((node, idx), ()):
                        captured[pos] = g
            if type(node) is AccumulateGrad:
                if accumulate and (inputs is None or (node, 0) in captures):
                    g = grads_in.get(0)
                    _accumulate(node.variable, g, create_graph)
                    if node._post_hooks and g is not None:
                        for hook in list(node._post_hooks):
                            hook(node.variable)
                continue
            if inputs is not None and not accumulate and not _leads_to(node, captures):
                _release(node, retain_graph)
                continue
            n_out = len(node._out_meta)
            given = (grads_in.get(0),) if n_out == 1 else tuple(grads_in.get(i) for i in range(n_out))
            out_grads = node.apply(given)
            for hook in node._hooks:
                hook(out_grads, given)
            _release(node, retain_graph)
            for i, e in enumerate(node.next_functions):
                if e is None or not node._needs[i]:
                    continue
                g, meta = out_grads[i], node._inputs_meta[i]
                if node._lists[i]:
                    for sub_e, sub_g, sub_m in zip(e, g or [], meta):
                        if sub_e is not None and sub_g is not None:
                            _send(sub_e, fit(sub_g, sub_m), buffers)
                elif g is not None:
                    _send(e, fit(g, meta), buffers)
                for nxt, _ in ([x for x in e if x is not None] if node._lists[i] else [e]):
                    deps[nxt] -= 1
                    if deps[nxt] == 0:
                        heapq.heappush(ready, (-nxt._seq, id(nxt), nxt))
    return captured


def _leads_to(node, captures, memo=None):
    """Whether a captured gradient lies at or behind node (autograd.grad skips the rest)."""
    memo = {} if memo is None else memo
    if node in memo:
        return memo[node]
    memo[node] = False
    found = any((node, i) in captures for i in range(len(getattr(node, "_out_meta", (0,))))) or \
        any(_leads_to(e[0], captures, memo) for e in _edges(node))
    memo[node] = found
    return found


def _send(e, g, buffers):
    buf = buffers.setdefault(e[0], {})
    buf[e[1]] = _add(buf.get(e[1]), g)


def _pre_hooks(node, buf):
    """Tensor hooks (register_hook, retain_grad) on the gradients a node received."""
    if not node._pre_hooks:
        return buf
    out = dict(buf)
    for idx, hooks in node._pre_hooks.items():
        g = out.get(idx)
        if g is None:
            continue
        for hook in list(hooks):
            r = hook(g)
            if r is not None:
                g = r
        out[idx] = g
    return out


def _release(node, retain_graph):
    if not retain_graph:
        node.free()


def _accumulate(leaf, g, create_graph):
    if g is None:
        return
    if leaf.grad is None:
        # outside create_graph the engine runs under no_grad: g records nothing, its clone is detached
        leaf.grad = g if create_graph else _new_grad(leaf, g.detach() if getattr(g, "_rg", True) else g)
        if type(leaf) is Tensor and leaf.grad._names != leaf._names:
            leaf.grad._names = leaf._names
    elif create_graph:
        leaf.grad = _add(leaf.grad, g)
    elif type(leaf.grad) is not Tensor and leaf.grad.layout is layouts.sparse_coo and \
            g.layout is not layouts.sparse_coo:
        with grad_mode.no_grad():  # a dense gradient joins a sparse one: .grad becomes dense, as torch
            leaf.grad = g.detach() + leaf.grad
    else:
        with grad_mode.no_grad():
            leaf.grad.add_(g.detach() if getattr(g, "_rg", True) else g)


def _new_grad(leaf, g):
    """A leaf's first gradient: a copy laid out as PyTorch's layout contract says,
    in the leaf's strides when the leaf is dense (a Linear weight's gradient is
    computed transposed), else contiguous."""
    if type(g) is not Tensor or not isinstance(leaf, Tensor):
        return g.clone()
    stride = leaf._stride if memory.is_dense(leaf) or 0 in leaf._shape else contiguous_strides(leaf._shape)
    if g._stride == stride:
        return g.clone()
    return factories.empty_strided(leaf._shape, stride, dtype=g._dtype, device=g._device).copy_(g)


def check_root_gradient(t, g):
    """The gradient given for an output: a tensor of its shape whose names unify with its own."""
    h = layout_hooks.handler_for(t) or layout_hooks.handler_for(g)
    if h is not None:  # a layout of its own checks its gradient (layout hook)
        return h.check_root_gradient(t, g)
    if not isinstance(g, Tensor):
        raise TypeError(f"backward(): gradient must be a Tensor, not {type(g).__name__}")
    if g._shape != t._shape:
        raise RuntimeError(f"Mismatch in shape: grad_output[0] has a shape of {_size(g)} and output[0] has a "
                           f"shape of {_size(t)}.")
    if t._names is not None or g._names is not None:
        # tensorgen goes beyond PyTorch here: the gradient's names must match the output's
        N.unify_from_right(N.names_of(t), N.names_of(g))
    if g._dtype is not t._dtype:
        g = g.to(t._dtype)
    return g


def _size(t):
    return f"tensorgen.Size({list(t._shape)})"
