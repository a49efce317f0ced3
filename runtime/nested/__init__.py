"""``tensorgen.nested``: nested tensors in the strided and jagged layouts."""
from .api import nested_tensor, as_nested_tensor, to_padded_tensor, nested_tensor_from_jagged, narrow  # noqa: F401
from .tensor import NestedTensor  # noqa: F401

from ..core import layout_hooks as _layout_hooks
from . import api as _api
from . import grad as _grad
from . import ops as _ops


class _NestedLayout:
    """How the layers below reach the nested layout (core/layout_hooks.py):
    generated operators through the pipeline, the *_like factories directly,
    the derivatives' conversions, and autograd's fitting of nested gradients."""
    run = staticmethod(_ops.run)
    like = staticmethod(_api.like)
    as_nested_tensor = staticmethod(_api.as_nested_tensor)
    to_padded_tensor = staticmethod(_api.to_padded_tensor)
    differentiable = True  # nested tensors carry gradients (the same autograd fields as Tensor)
    grad_meta = staticmethod(_grad.grad_meta)
    fit_dense = staticmethod(_grad.fit_dense)
    check_root_gradient = staticmethod(_grad.check_root_gradient)


_layout_hooks.register(NestedTensor, _NestedLayout, "nested")
