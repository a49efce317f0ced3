"""``tensorgen.nested``: nested tensors in the strided and jagged layouts."""
from .api import nested_tensor, as_nested_tensor, to_padded_tensor, nested_tensor_from_jagged, narrow  # noqa: F401
from .tensor import NestedTensor  # noqa: F401

from ..core import layout_hooks as _layout_hooks
from . import api as _api
from . import ops as _ops


class _NestedLayout:
    """How a call with a nested argument is handed over (core/layout_hooks.py):
    generated operators through the pipeline, the *_like factories directly."""
    run = staticmethod(_ops.run)
    like = staticmethod(_api.like)


_layout_hooks.register(NestedTensor, _NestedLayout)
