"""The composite reductions of ops.yaml (``kind: composite``): renorm (each
slice's p-norm capped at maxnorm) and sum_to_size, composed of generated
operators as PyTorch's, so autograd differentiates through their parts.
Importing the module hands them to
runtime/families/composite.py.
"""
import numbers

from ..core import names as N
from ..families import composite as _composite
from ..generated import ops as O
from .composite_arrange_products import _deliver, _ints, _tensor


def renorm(self, p, dim, maxnorm, out=None, inplace=False):
    """Each slice of self along dim whose p-norm exceeds maxnorm, scaled to norm
    maxnorm (PyTorch's factor maxnorm / (norm + 1e-7))."""
    op = "renorm_" if inplace else "renorm"
    _tensor(op, self, "input")
    for name, v in (("p", p), ("maxnorm", maxnorm)):
        if isinstance(v, bool) or not isinstance(v, numbers.Real):
            raise TypeError(f"{op}(): argument '{name}' must be Number, not {type(v).__name__}")
    if not p > 0:
        raise RuntimeError("renorm: non-positive-norm not supported")
    if not maxnorm >= 0:
        raise RuntimeError(f"renorm: expected maxnorm to be >= 0 but got {float(maxnorm):g}")
    if self.ndim <= 1:
        raise RuntimeError(f"renorm: input needs at least 2 dimensions, got {self.ndim} dimensions")
    d = N.dim_index(self, dim, op)
    norm = O.norm(self, p, tuple(k for k in range(self.ndim) if k != d), True)  # linalg.vector_norm
    factor = O.where(O.gt(norm, maxnorm), O.div(maxnorm, O.add(norm, 1e-7)), 1.0)
    res = O.mul(self, factor.to(self.dtype))
    if inplace:
        return self.copy_(res)
    return _deliver(op, res, out)


def sum_to_size(self, size, out=None):
    """self summed to size: over its leading dims and the dims where size is 1
    (size must expand to self's shape)."""
    _tensor("sum_to_size", self, "input")
    if len(size) == 1 and not isinstance(size[0], numbers.Integral):
        size = size[0]
    size = _ints("sum_to_size", "size", size)
    shape = tuple(self.shape)
    lead = len(shape) - len(size)
    if lead < 0 or any(s != 1 and s != t for s, t in zip(size, shape[lead:])):
        raise RuntimeError(f"size {{{list(size)}}} is not expandable to size {{{list(shape)}}}.")
    res = self
    if lead:
        res = res.sum(tuple(range(lead)))
    dims = tuple(k for k, (s, t) in enumerate(zip(size, shape[lead:])) if s == 1 and t != 1)
    if dims:
        res = res.sum(dims, keepdim=True)
    return res


# ops.yaml `rule:` -> its function here, registered with the composite family when this module is imported
RULES = {fn.__name__: fn for fn in (renorm, sum_to_size)}
_composite.register(RULES)
