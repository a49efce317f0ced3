"""``tensorgen`` sparse COO tensors (``tg.sparse_coo``): ``tg.sparse_coo_tensor``,
``Tensor.to_sparse``, and the operators whose ops.yaml ``sparse:`` rule runs them."""
from .tensor import SparseTensor  # noqa: F401
from .build import sparse_coo_tensor, to_sparse  # noqa: F401

from ..core import layout_hooks as _layout_hooks
from . import build as _build
from . import ops as _ops


class _SparseLayout:
    """How a call with a sparse_coo argument is handed over (core/layout_hooks.py):
    generated operators through the pipeline, the *_like factories directly."""
    run = staticmethod(_ops.run)
    like = staticmethod(_ops.like)


_layout_hooks.register(SparseTensor, _SparseLayout)

# The layout's own methods (the operator methods are bound by the package, from ops.yaml).
for _name, _fn in (("coalesce", _build.coalesce), ("to_dense", _build.to_dense), ("to_sparse", _build.to_sparse),
                   ("indices", _build.indices), ("values", _build.values), ("_indices", _build.raw_indices),
                   ("_values", _build.raw_values), ("to", _build.to),
                   ("clone", _build.clone), ("__repr__", _build.sparse_repr), ("__str__", _build.sparse_repr)):
    setattr(SparseTensor, _name, _fn)
del _name, _fn
