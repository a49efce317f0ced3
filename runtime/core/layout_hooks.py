"""The layout hook: where the non-strided layouts plug into the layers below them.

An operator family meets an argument that is not a dense ``Tensor`` (a
nested tensor, say) and hands the whole call to the handler its layout
registered here; the autograd engine asks the handler how to fit a gradient
of that layout; the generated derivatives convert through it. So nothing
below a layout imports it (the nested package registers itself when it is
imported, the sparse one likewise).
"""
from .tensor import Tensor

_handlers = {}  # class of the layout's tensor -> handler object
_named = {}     # a layout package's name ("nested") -> its handler
# What carries a gradient: dense tensors and those of a differentiable layout
# (nested: the same autograd fields; a sparse tensor never requires grad).
GRADIENT_CLASSES = (Tensor,)


def register(cls, handler, name=None):
    """``handler`` provides ``run(op, args, inplace, out=None)``: a generated
    operator's call in its family's argument form (core/op.py Divert);
    ``like(input, kind, ...)`` for the *_like factories; ``differentiable``:
    whether its tensors carry gradients, and then ``grad_meta(t)`` (an object
    whose ``fit(g)`` makes a gradient of that layout fit input t),
    ``fit_dense(g, shape, sum_to)`` (a gradient of that layout for a dense
    input) and ``check_root_gradient(t, g)`` (a gradient given to backward)."""
    global GRADIENT_CLASSES
    _handlers[cls] = handler
    if name is not None:
        _named[name] = handler
    if handler.differentiable:
        GRADIENT_CLASSES = GRADIENT_CLASSES + (cls,)


def handler_for(x):
    """The handler of x's layout, or None for a dense tensor or a non-tensor."""
    return _handlers.get(type(x))


def first_handler(values):
    """The handler of the first argument (in a flat sequence) with a layout of its own."""
    for x in values:
        h = _handlers.get(type(x))
        if h is not None:
            return h
    return None


# The nested layout's conversions the ops.yaml derivatives use (generated/ops.py
# reads them from here, not from the nested package above it).
def as_nested_tensor(tensors, dtype=None, device=None, layout=None):
    return _named["nested"].as_nested_tensor(tensors, dtype=dtype, device=device, layout=layout)


def to_padded_tensor(input, padding, output_size=None, out=None):
    return _named["nested"].to_padded_tensor(input, padding, output_size, out=out)
