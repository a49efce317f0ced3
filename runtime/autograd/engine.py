"""The backward pass: the recorded graph walked from its roots in reverse
topological order, each node's derivative applied once all gradients of its
results have arrived, gradients accumulated where paths meet.

Every gradient handed to an input is made to that input's shape (broadcast
dims summed away), dtype and names before it moves on; a leaf's gradient
accumulates into ``.grad``, or is captured for ``autograd.grad``.
"""
import heapq

from ..core import names as N
from ..core.tensor import Tensor
from . import grad_mode
from .graph import AccumulateGrad, edge


def fit(g, meta):
    """g made to an input's (shape, dtype, device, names)."""
    shape, dtype, device, names = meta
    if g._shape != shape:
        g = _sum_to(g, shape)
    if g._dtype is not dtype:
        g = g.to(dtype)
    if g._device != device:
        g = g.to(device)
    if g._names != names:
        g = g.rename(*names) if names is not None else g.rename(None)
    return g


def _sum_to(g, shape):
    """Sum g over the dims broadcasting added (leading ones, and size-1 dims of `shape`)."""
    lead = len(g._shape) - len(shape)
    if lead < 0:
        raise RuntimeError(f"autograd: a gradient of shape {list(g._shape)} cannot be reduced to an input of shape "
                           f"{list(shape)}")
    dims = list(range(lead)) + [lead + i for i, n in enumerate(shape) if n == 1 and g._shape[lead + i] != 1]
    if dims:
        g = g.sum(dims, keepdim=True)
    if lead or g._shape != tuple(shape):
        g = g.reshape(shape)
    return g


def _add(a, b):
    return b if a is None else a + b


def _graph(root_edges):
    """Dependencies (how many gradients each node awaits) of every reachable node."""
    deps, seen, stack = {}, set(), [e[0] for e in root_edges if e is not None]
    for n in stack:
        seen.add(n)
    while stack:
        node = stack.pop()
        for e in _edges(node):
            nxt = e[0]
            deps[nxt] = deps.get(nxt, 0) + 1
            if nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return deps


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
            for idx, g in grads_in.items():
                for pos in captures.get((node, idx), ()):
                    captured[pos] = g
            if isinstance(node, AccumulateGrad):
                if accumulate and (inputs is None or (node, 0) in captures):
                    _accumulate(node.variable, grads_in.get(0), create_graph)
                continue
            if inputs is not None and not accumulate and not _leads_to(node, captures):
                _release(node, retain_graph)
                continue
            n_out = len(node._out_meta)
            out_grads = node.apply(tuple(grads_in.get(i) for i in range(n_out)))
            for hook in node._hooks:
                hook(out_grads, tuple(grads_in.get(i) for i in range(n_out)))
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
        leaf.grad = g if create_graph else g.detach().clone()
        if leaf.grad._names != leaf._names:
            leaf.grad._names = leaf._names
    elif create_graph:
        leaf.grad = leaf.grad + g
    else:
        with grad_mode.no_grad():
            leaf.grad.add_(g.detach())


def check_root_gradient(t, g):
    """The gradient given for an output: a tensor of its shape whose names unify with its own."""
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
