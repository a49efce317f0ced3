"""``tensorgen`` sparse COO tensors (``tg.sparse_coo``): ``tg.sparse_coo_tensor``,
``Tensor.to_sparse``, and the operators whose ops.yaml ``sparse:`` rule runs them
(the layout's methods: runtime/method_table.py)."""
from .tensor import SparseTensor  # noqa: F401
from .build import sparse_coo_tensor, to_sparse  # noqa: F401

from ..core import layout_hooks as _layout_hooks
from . import ops as _ops


class _SparseLayout:
    """How a call with a sparse_coo argument is handed over (core/layout_hooks.py):
    generated operators through the pipeline, the *_like factories directly."""
    run = staticmethod(_ops.run)
    like = staticmethod(_ops.like)
    differentiable = False  # a sparse tensor never requires grad (its dense operands' gradients flow)


_layout_hooks.register(SparseTensor, _SparseLayout)
