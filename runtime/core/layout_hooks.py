"""Where the non-strided layouts plug into the dense operators.

An operator family meets an argument that is not a dense ``Tensor`` (a
nested tensor, say) and hands the whole call to the handler its layout
registered here, so the families never import the layouts built on top of
them (the nested package registers itself when it is imported).
"""
_handlers = {}  # class of the layout's tensor -> handler object


def register(cls, handler):
    """``handler`` provides ``run(op, args, inplace, out=None)``: a generated
    operator's call in its family's argument form (core/op.py Divert), and
    ``like(input, kind, ...)`` for the *_like factories."""
    _handlers[cls] = handler


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
