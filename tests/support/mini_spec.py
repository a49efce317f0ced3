"""A small valid ops.yaml covering every field kind that holds Python: a kernel
helper, an autograd helper, pointwise kernels with switch cases, derivatives,
a reduction, a composite body with a check, samples.  The codegen safety tests
and the YAML fuzz test mutate it; it renders in a fraction of a second."""

MINI_SPEC = '''\
helpers:
  half_: |
    def half_(x, scale=0.5):
        return x * scale
  clip_: |
    def clip_(x):
        r = x
        for _ in range(2):
            if r > 1:
                r = r - 1
        return r
autograd_helpers:
  twice_grad: |
    def twice_grad(grad, self: "meta"):
        return grad * 2 if len(self.shape) >= 0 else grad
ops:
- func: mul(Tensor self, Tensor other) -> Tensor
  variants: [function, method, inplace, out]
  operators: [__mul__, __rmul__, __imul__]
  kind: pointwise
  kernel: self * other
  names: unify
  promotion: default
  dtypes: all
  nested: elementwise
  devices: [cpu, cuda]
  doc: Multiplies two tensors, "elementwise".
  derivatives:
    self: grad * other
    other: grad * self
  samples:
    - "x(3, 4), x(3, 4)"
- func: scaled(Tensor self, *, str? mode=None, float factor=2.0) -> Tensor
  variants: [function, method]
  kind: pointwise
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
  variants: [function, method]
  kind: reduction
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
  variants: [function, method]
  kind: composite
  checks:
    - {require: "isinstance(other, Tensor)", exception: TypeError,
       error: "same(): argument 'other' (position 2) must be Tensor, not {type(other).__name__}"}
  body: tuple(self.shape) == tuple(other.shape) and bool(mul(self, other).all())
  names: none
  dtypes: all
  devices: [cpu, cuda]
'''
