"""Tensors meeting NumPy: ``np.float64(.5) * t``, ``t + np.ones(3)`` and
``np.add(a, t)`` give Tensors (names and device kept), as in PyTorch.

NumPy hands a binary operator or a ufunc call with a Tensor operand to
``Tensor.__array_ufunc__``; the ufuncs with an operator in ops.yaml run that
operator (arrays become tensors of their dtype, NumPy scalars Python numbers).
Other ufuncs, methods (reduce, accumulate, ...) and ``out=`` calls run in NumPy
on the tensors' values and return arrays, as ``np.sin(t.numpy())`` would.
"""
import numpy as np

from ..core import dtypes as D
from ..core.tensor import Tensor
from ..generated import ops

# ufunc name → ops.yaml operator
_OPERATORS = {
    "add": "add", "subtract": "sub", "multiply": "mul", "true_divide": "div", "divide": "div",
    "floor_divide": "floor_divide", "remainder": "remainder", "fmod": "fmod", "power": "pow",
    "arctan2": "atan2", "maximum": "maximum", "minimum": "minimum", "bitwise_and": "bitwise_and",
    "bitwise_or": "bitwise_or", "bitwise_xor": "bitwise_xor", "logical_and": "logical_and",
    "logical_or": "logical_or", "equal": "eq", "not_equal": "ne", "less": "lt", "less_equal": "le",
    "greater": "gt", "greater_equal": "ge", "negative": "neg", "absolute": "abs", "sqrt": "sqrt", "exp": "exp",
    "log": "log", "sin": "sin", "cos": "cos", "tanh": "tanh", "matmul": "matmul",
}


def _operand(x):
    if isinstance(x, np.ndarray):
        return Tensor._from_array(np.asarray(x, order="C"), D.from_numpy(x.dtype))  # (ascontiguousarray makes 0-dim 1-dim)
    if isinstance(x, np.generic):
        return x.item()
    return x


def _host(x):
    return x._host() if isinstance(x, Tensor) else x


def array_ufunc(self, ufunc, method, *inputs, **kwargs):
    name = _OPERATORS.get(ufunc.__name__)
    if method == "__call__" and name is not None and not kwargs:
        return getattr(ops, name)(*(_operand(x) for x in inputs))
    inputs = tuple(_host(x) for x in inputs)
    if "out" in kwargs:
        kwargs["out"] = tuple(_host(o) for o in kwargs["out"])
    return getattr(ufunc, method)(*inputs, **kwargs)
