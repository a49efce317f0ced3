"""backward and grad, and the autograd methods of Tensor (bound by tensorgen/__init__)."""
import weakref

from ..core.tensor import Tensor
from ..families import factories as _factories
from ..generated import ops as _ops
from . import engine as _engine
from . import graph


# ------------------------------------------------------------------ the public functions
def _as_list(x):
    if x is None:
        return None
    return list(x) if isinstance(x, (list, tuple)) else [x]


def _root_grads(outputs, grad_outputs):
    grads = []
    for i, t in enumerate(outputs):
        g = grad_outputs[i] if grad_outputs is not None and i < len(grad_outputs) else None
        if not t._rg:
            raise RuntimeError(f"element {i} of tensors does not require grad and does not have a grad_fn")
        if g is None:
            if t.numel() != 1:
                raise RuntimeError("grad can be implicitly created only for scalar outputs")
            if isinstance(t, Tensor):
                from_ones = _factories.ones(t._shape, dtype=t._dtype, device=t._device, names=t._names)
            else:  # a nested output: ones of its structure
                from_ones = _factories.ones_like(t.detach())
            grads.append(from_ones)
        else:
            grads.append(_engine.check_root_gradient(t, g))
    return grads


def backward(tensors, grad_tensors=None, retain_graph=None, create_graph=False, inputs=None):
    """Accumulate the gradients of `tensors` into the .grad of the leaves (or of `inputs`)."""
    tensors = _as_list(tensors)
    grads = _root_grads(tensors, _as_list(grad_tensors))
    if retain_graph is None:
        retain_graph = create_graph
    inputs = _as_list(inputs)
    _engine.run(tensors, grads, retain_graph, create_graph, inputs=inputs, accumulate=True)


def grad(outputs, inputs, grad_outputs=None, retain_graph=None, create_graph=False, allow_unused=None,
         materialize_grads=False):
    """The gradients of `outputs` with respect to `inputs` (nothing accumulates in .grad)."""
    outputs = _as_list(outputs)
    inputs = _as_list(inputs)
    for t in inputs:
        if not t._rg:
            raise RuntimeError("One of the differentiated Tensors does not require grad")
    grads = _root_grads(outputs, _as_list(grad_outputs))
    if retain_graph is None:
        retain_graph = create_graph
    found = _engine.run(outputs, grads, retain_graph, create_graph, inputs=inputs, accumulate=False)
    for g in found:
        if g is None and not (allow_unused or materialize_grads):
            raise RuntimeError("One of the differentiated Tensors appears to not have been used in the graph. Set "
                               "allow_unused=True if this is the desired behavior.")
    if materialize_grads:
        found = [g if g is not None else _ops.fill(t.detach(), 0) for t, g in zip(inputs, found)]
    return tuple(found)


# ------------------------------------------------------------------ Tensor methods (bound by tensorgen/__init__)
def tensor_backward(self, gradient=None, retain_graph=None, create_graph=False, inputs=None):
    backward(self, None if gradient is None else [gradient], retain_graph, create_graph, inputs)


def register_hook(self, hook):
    """A function of the gradient, called when it is computed; it may return a replacement."""
    if not self._rg:
        raise RuntimeError("cannot register a hook on a tensor that doesn't require gradient")
    if self.grad_fn is not None:
        return self.grad_fn.register_prehook(hook, self._out_nr)
    return graph.accumulator(self).register_prehook(hook, 0)


def register_post_accumulate_grad_hook(self, hook):
    """hook(tensor), called after a leaf's gradient has been accumulated into
    its .grad during backward (PyTorch's Tensor.register_post_accumulate_grad_hook)."""
    if self.grad_fn is not None:
        raise RuntimeError("post accumulate grad hooks cannot be registered on non-leaf tensors")
    if not self._rg:
        raise RuntimeError("cannot register a hook on a tensor that doesn't require gradient")
    return graph.accumulator(self).register_post_accumulate_hook(hook)


def retain_grad(self):
    """A non-leaf keeps its gradient in .grad, as a leaf does."""
    if not self._rg:
        raise RuntimeError("can't retain_grad on Tensor that has requires_grad=False")
    if self.grad_fn is None:
        return
    meta = graph.meta(self)
    if meta.retain:
        return
    meta.retain = True
    ref = weakref.ref(self)

    def keep(g):
        t = ref()
        if t is not None:
            t.grad = g.detach().clone() if t.grad is None else t.grad + g.detach()
    self.grad_fn.register_prehook(keep, self._out_nr)


def retains_grad(self):
    return self._ag is not None and self._ag.retain


def detach_(self):
    """self, out of the graph (a leaf that does not require grad)."""
    if self._base is not None and self._base._rg:
        raise RuntimeError("Can't detach views in-place. Use detach() instead.")
    self.grad_fn, self._rg = None, False
    return self


def data(self):
    """The tensor's values outside the graph (an alias that does not require grad).
    Unlike detach(), its own version counter, as PyTorch's: writes through
    ``.data`` (an optimizer's update of a parameter) are hidden from autograd's check."""
    d = self.detach()
    d._vc = [0]
    return d


def set_data(self, value):
    if not isinstance(value, Tensor):
        raise TypeError(f"data must be a Tensor, not {type(value).__name__}")
    self._storage, self._shape, self._stride, self._offset = value._storage, value._shape, value._stride, \
        value._offset
    self._dtype, self._device, self._np_cache = value._dtype, value._device, None


def zero_grads(params, set_to_none=True):
    """Module.zero_grad / Optimizer.zero_grad: each gradient dropped, or zeroed in
    place outside the graph, as PyTorch's."""
    for p in params:
        if p.grad is None:
            continue
        if set_to_none:
            p.grad = None
        else:
            if p.grad.grad_fn is not None:
                p.grad.detach_()
            else:
                p.grad.requires_grad_(False)
            p.grad.zero_()
