"""The one place the compiler's tracer (runtime/compiler/trace.py) listens:
while ``tg.compile`` traces a function, ``TRACER[0]`` is the tracer, else None.

The pipeline hands it every operator call (dispatch/pipeline.py); a read of a
tensor's values into Python (``item``, ``tolist``, ``numpy``, printing, ``if
t:``) and an autograd backward report themselves through ``escape``, so the
tracer records a graph break with the reason instead of baking the value in.
"""
import sys

from .tensor import TRACE_HOOK as TRACER  # (core/tensor.py reports reads of values through it)

# loads tensorgen.compiler (the package registers it: the compiler is loaded on
# first use, and nn's Module.compile sits below it)
COMPILER_LOADER = [None]


def escape(what):
    """A construct the trace cannot replay ran (the tracer decides whether it
    is inside an operator, where it is the operator's own business)."""
    t = TRACER[0]
    if t is not None:
        t.escape(what)


def value_read(t):
    """A tensor's values were read into Python (the tracer ``t`` is told): named
    by the public method that read them (a frame walk, paid only while tracing)."""
    f = sys._getframe(2)
    name = "a direct read of a tensor's values in Python"
    for _ in range(12):
        if f is None:
            break
        code = f.f_code.co_name
        if code in ("item", "tolist", "numpy", "__array__", "__bool__", "__float__", "__int__", "__index__",
                    "__repr__", "__str__", "__format__", "tensor_repr"):
            name = "printing a tensor reads its values in Python" if code == "tensor_repr" else \
                _WHY.get(code, "") + f"Tensor.{code}() reads a tensor's values in Python"
        f = f.f_back
    t.escape(name)


_WHY = {"__bool__": "data-dependent control flow (`if tensor:`, a comparison used as a bool): ",
        "__repr__": "printing: ", "__str__": "printing: ", "__format__": "printing: "}
