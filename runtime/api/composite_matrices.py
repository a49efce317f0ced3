"""The composite operators of ops.yaml (``kind: composite``) that build a matrix
from vectors: column_stack, diagflat, cartesian_prod and vander, composed of
generated operators as PyTorch's, with its checks and words. Importing the
module registers them with runtime/families/composite.py.
"""
from ..core import dtypes as D
from ..core import promote as P
from ..families import composite as _composite
from ..families import factories as F
from ..generated import ops as O
from .composite_arrange_products import _deliver, _tensor, _tensor_list, _tensors, meshgrid


def column_stack(tensors, out=None):
    """The tensors side by side as columns: a 0-d or 1-d one is a column."""
    tensors = _tensor_list("column_stack", tensors)
    if not tensors:
        raise RuntimeError("column_stack expects a non-empty TensorList")
    cols = [t.reshape(t.numel(), 1) if t.ndim <= 1 else t for t in tensors]
    return _deliver("column_stack", O.cat(cols, 1), out)


def diagflat(self, offset=0, out=None):
    """A 2-D tensor with self's elements (flattened) on its offset-th diagonal."""
    _tensor("diagflat", self, "input")
    return _deliver("diagflat", O.diag(self.contiguous().reshape(-1), offset), out)


def cartesian_prod(tensors, out=None):
    """Every combination of one element from each 1-D tensor, one per row."""
    tensors = _tensors("cartesian_prod", tensors)
    for t in tensors:
        if t.ndim != 1:
            raise RuntimeError(f"Expect a 1D vector, but got shape {list(t.shape)}")
    if len(tensors) == 1:
        return tensors[0]
    grids = meshgrid(list(tensors), indexing="ij")
    return O.stack([g.flatten() for g in grids], 1)


def vander(x, N=None, increasing=False, out=None):  # noqa: N803 - PyTorch's name
    """The Vandermonde matrix of x: columns x^(N-1) ... x^0 (increasing: x^0 ...),
    as running products (cumprod), integers and bool in int64."""
    _tensor("vander", x, "x")
    if x.ndim != 1:
        raise RuntimeError("x must be a one-dimensional tensor.")
    n = x.shape[0] if N is None else N
    if n < 0:
        raise RuntimeError("N must be non-negative.")
    dtype = P.promote_types(x.dtype, D.int64)
    cols = [F.ones(x.shape[0], min(n, 1), dtype=dtype, device=x.device)]
    if n > 1:
        cols.append(O.cumprod(x.to(dtype).unsqueeze(1).expand(x.shape[0], n - 1), 1))
    res = O.cat(cols, 1)
    return res if increasing else O.flip(res, (1,))


# ops.yaml `rule:` -> its function here, registered with the composite family when this module is imported
RULES = {fn.__name__: fn for fn in (column_stack, diagflat, cartesian_prod, vander)}
_composite.register(RULES)
