"""``tensorgen.autograd.Function``: a user-defined operation with its own
backward, as torch.autograd.Function (``forward(ctx, ...)`` / ``backward(ctx,
*grads)``, or ``forward(...)`` plus ``setup_context(ctx, inputs, output)``).

``apply`` runs ``forward`` with grad mode off and records one node whose
``apply`` calls the user's ``backward``; the engine treats it as any other node.
"""
import functools

from ..core.tensor import Tensor
from . import grad_mode
from ..core import layout_hooks as _hooks
from .graph import Node, _out_meta, _zeros, edge, input_meta


class FunctionCtx:
    """The ``ctx`` a Function's forward and backward share."""

    def __init__(self):
        self._saved = ()
        self._freed = False
        self.needs_input_grad = ()
        self.materialize_grads = True
        self._non_differentiable = set()
        self._dirty = set()

    def save_for_backward(self, *tensors):
        for t in tensors:
            if t is not None and not isinstance(t, _hooks.GRADIENT_CLASSES):
                raise TypeError("save_for_backward can only save variables, but argument "
                                f"{tensors.index(t)} is of type {type(t).__name__}")
        self._saved = tuple(tensors)

    @property
    def saved_tensors(self):
        if self._freed:
            raise RuntimeError("Trying to backward through the graph a second time (or directly access saved "
                               "tensors after they have already been freed). Specify retain_graph=True if you need "
                               "to backward through the graph a second time or if you need to access saved tensors "
                               "after calling backward.")
        return self._saved

    def mark_non_differentiable(self, *tensors):
        self._non_differentiable.update(id(t) for t in tensors)

    def mark_dirty(self, *tensors):
        self._dirty.update(id(t) for t in tensors)

    def set_materialize_grads(self, value):
        self.materialize_grads = bool(value)


class BackwardCFunction(Node):
    """The node of one Function.apply call (named ``<Function>Backward``, as PyTorch's)."""
    __slots__ = ("_ctx", "_cls", "_tensor_args")

    def apply(self, grads):
        ctx = self._ctx
        if self._freed:
            ctx._freed = True
            _ = ctx.saved_tensors  # raises PyTorch's second-backward error
        if ctx.materialize_grads:
            grads = tuple(g if g is not None or m is None else _zeros(m) for g, m in zip(grads, self._out_meta))
        res = self._cls.backward(ctx, *grads)
        if not isinstance(res, tuple):
            res = (res,)
        n_args = len(ctx.needs_input_grad)
        if len(res) > n_args and all(r is None for r in res[n_args:]):
            res = res[:n_args]
        if len(res) != n_args:
            raise RuntimeError(f"function {type(self).__name__} returned an incorrect number of gradients "
                               f"(expected {n_args}, got {len(res)})")
        for i, g in enumerate(res):
            if g is not None and not isinstance(g, _hooks.GRADIENT_CLASSES):
                raise TypeError(f"function {type(self).__name__} returned a gradient different than None at "
                                f"position {i + 1}, but the corresponding forward input was not a Variable")
        return tuple(res[i] for i in self._tensor_args)

    def free(self):
        self._freed = True
        self._ctx._freed = True
        self._ctx._saved = ()


def _node_class(cls):
    node_cls = cls.__dict__.get("_backward_node_class")
    if node_cls is None:
        node_cls = type(cls.__name__ + "Backward", (BackwardCFunction,), {"__slots__": ()})
        cls._backward_node_class = node_cls
    return node_cls


class Function:
    """Subclass with static ``forward`` and ``backward``; call ``YourFunction.apply(*args)``."""

    @staticmethod
    def forward(ctx, *args, **kwargs):
        raise NotImplementedError("You must implement the forward function for custom autograd.Function.")

    @staticmethod
    def setup_context(ctx, inputs, output):
        raise NotImplementedError("setup_context is not implemented.")

    @staticmethod
    def backward(ctx, *grad_outputs):
        raise NotImplementedError("You must implement either the backward or vjp method for your custom "
                                  "autograd.Function to use it with backward mode AD.")

    vjp = backward

    def __init__(self, *args, **kwargs):
        raise RuntimeError("Legacy autograd function with non-static forward method is deprecated. Please use new-"
                           "style autograd function with static forward method. (Example: "
                           "https://pytorch.org/docs/stable/autograd.html#torch.autograd.Function)")

    @classmethod
    def apply(cls, *args, **kwargs):
        ctx = FunctionCtx()
        ctx.needs_input_grad = tuple(isinstance(a, _hooks.GRADIENT_CLASSES) and a._rg for a in args)
        separate = cls.setup_context is not Function.setup_context
        with grad_mode.no_grad():
            output = cls.forward(*args, **kwargs) if separate else cls.forward(ctx, *args, **kwargs)
        if separate:
            cls.setup_context(ctx, args, output)
        if not (grad_mode.STATE.enabled and any(ctx.needs_input_grad)):
            return output
        single = not isinstance(output, tuple)
        outputs = [output] if single else list(output)
        arg_ids = {id(a) for a in args if isinstance(a, _hooks.GRADIENT_CLASSES)}
        for i, o in enumerate(outputs):
            if isinstance(o, Tensor) and id(o) in arg_ids and id(o) not in ctx._dirty:
                # an input returned as it is: a new tensor sharing its data carries the history
                with grad_mode.no_grad():
                    outputs[i] = o.view_as(o)
        tensor_args = tuple(i for i, a in enumerate(args) if isinstance(a, _hooks.GRADIENT_CLASSES))
        node = _node_class(cls)()
        node._ctx, node._cls, node._tensor_args = ctx, cls, tensor_args
        node.next_functions = tuple(edge(args[i]) for i in tensor_args)
        node._needs = tuple(e is not None for e in node.next_functions)
        node._inputs_meta = [input_meta(args[i]) for i in tensor_args]
        node._lists = (False,) * len(tensor_args)
        node._out_meta = tuple(_out_meta(o) for o in outputs)
        for i, o in enumerate(outputs):
            if isinstance(o, _hooks.GRADIENT_CLASSES) and o._dtype.is_floating_point and id(o) not in ctx._non_differentiable:
                o._rg, o.grad_fn, o._out_nr = True, node, i
        return outputs[0] if single else tuple(outputs)


def once_differentiable(fn):
    """Runs a backward with grad mode off (its result is not differentiated again)."""
    @functools.wraps(fn)
    def wrapper(ctx, *args):
        with grad_mode.no_grad():
            return fn(ctx, *args)
    return wrapper
