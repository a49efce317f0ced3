"""A small valid ops.yaml covering every field kind that holds Python: a kernel
helper, an autograd helper, pointwise kernels with switch cases, derivatives,
a reduction, a composite body with a check, samples.  The codegen safety tests
and the YAML fuzz test mutate it; it renders in a fraction of a second.
Its helper modules (codegen/helpers/ in the product) are written by
``write_helpers``."""
from pathlib import Path

MINI_SCALAR_HELPERS = '''\
"""Kernel helpers of the mini spec."""
import math


def half_(x, scale=0.5):
    return x * scale


def clip_(x):
    r = x
    for _ in range(2):
        if r > 1:
            r = r - 1
    return r
'''

MINI_AUTOGRAD_HELPERS = '''\
"""Autograd helpers of the mini spec."""


def twice_grad(grad, self: "meta"):
    return grad * 2 if len(self.shape) >= 0 else grad
'''

MINI_SPEC = '''\
ops:
- func: mul(Tensor self, Tensor other) -> Tensor
  kind: pointwise
  doc: Multiplies two tensors, "elementwise".
  variants: [function, method, inplace, out]
  operators: [__mul__, __rmul__, __imul__]
  kernel: self * other
  names: unify
  promotion: default
  dtypes: all
  nested: elementwise
  devices: [cpu, cuda]
  derivatives:
    self: grad * other
    other: grad * self
  samples:
    - "x(3, 4), x(3, 4)"
- func: scaled(Tensor self, *, str? mode=None, float factor=2.0) -> Tensor
  kind: pointwise
  variants: [function, method]
  switch: mode
  cases:
    None: {kernel: "half_(self) * factor"}
    clip: {kernel: "clip_(self) + math.sqrt(factor)"}
  names: keep
  promotion: int_to_float
  dtypes: floating
  nested: elementwise
  devices: [cpu, cuda]
  derivatives:
    self: twice_grad(grad, self)
- func: total(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor
  kind: reduction
  variants: [function, method]
  style: fold
  passes:
    - {init: 0, combine: a + b}
  result: int_to_long
  names: remove_dims
  dtypes: all
  devices: [cpu]
  derivatives:
    self: grad.expand(self.shape) if keepdim else grad
- func: same(Tensor self, Tensor other) -> bool
  kind: composite
  variants: [function, method]
  body: tuple(self.shape) == tuple(other.shape) and bool(mul(self, other).all())
  checks:
    - {require: "isinstance(other, Tensor)", exception: TypeError,
       error: "same(): argument 'other' (position 2) must be Tensor, not {type(other).__name__}"}
  names: none
  dtypes: all
  devices: [cpu, cuda]
'''


def write_helpers(folder, scalar=MINI_SCALAR_HELPERS, autograd=MINI_AUTOGRAD_HELPERS):
    """The helper modules scalar.py and autograd.py in ``folder`` (made); returns it."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "scalar.py").write_text(scalar, encoding="utf-8")
    (folder / "autograd.py").write_text(autograd, encoding="utf-8")
    return folder
