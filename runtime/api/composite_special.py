"""The composite special functions of ops.yaml (``kind: composite``), as PyTorch
composes them (CompositeImplicitAutograd): every part is a generated operator,
so promotion, devices and autograd are the parts'. Importing the module
registers them with runtime/families/composite.py.
"""
import math

from ..core import dtypes as D
from ..families import composite as _composite
from ..families import factories as F
from ..generated import ops as O
from .composite_arrange_products import _deliver, _tensor


def special_ndtr(self, out=None):
    """The standard normal CDF as PyTorch's: (1 + erf(x / sqrt 2)) / 2 (0 below
    about -8.3 in float64, where 1 + erf rounds to 0)."""
    _tensor("special_ndtr", self, "input")
    return _deliver("special_ndtr", O.mul(O.add(O.erf(O.mul(self, 0.7071067811865476)), 1), 0.5), out)


def mvlgamma(self, p, out=None, inplace=False):
    """The multivariate log-gamma function of dimension p: sum over j < p of
    lgamma(x - j / 2), plus p (p - 1) log(pi) / 4 (PyTorch's arrangement: the p
    shifted copies along a new last dim)."""
    op = "mvlgamma_" if inplace else "mvlgamma"
    _tensor(op, self, "input")
    if isinstance(p, bool) or not isinstance(p, int):
        raise TypeError(f"{op}(): argument 'p' (position 2) must be int, not {type(p).__name__}")
    if self.dtype is D.bool_:
        raise RuntimeError("The input tensor may not be a boolean tensor.")
    if p < 1:
        raise RuntimeError("p has to be greater than or equal to 1")
    dtype = self.dtype if self.dtype.is_floating_point else D.get_default_dtype()
    if inplace and dtype is not self.dtype:
        raise RuntimeError(f"result type {dtype.pt_name} can't be cast to the desired output type "
                           f"{self.dtype.pt_name}")
    shifts = F.arange(-p * 0.5 + 0.5, 0.5, 0.5, dtype=dtype, device=self.device)
    res = O.lgamma(O.add(shifts, self.unsqueeze(-1))).sum(-1)
    res = O.add(res, p * (p - 1) * math.log(math.pi) * 0.25)
    if inplace:
        return self.copy_(res)
    return _deliver(op, res, out)


# ops.yaml `rule:` -> its function here, registered with the composite family when this module is imported
RULES = {fn.__name__: fn for fn in (special_ndtr, mvlgamma)}
_composite.register(RULES)
