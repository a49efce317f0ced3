"""The typed records the call pipeline (dispatch/pipeline.py) runs on.

generated/ops.py builds one ``Op`` per ops.yaml entry (its declared rules)
and calls ``pipeline.call(op, args, out)``; an operator family answers the
pipeline through a ``Family`` and describes each call with a ``Plan``.
"""


class Op:
    """One operator's declared rules (its ops.yaml entry)."""
    __slots__ = ("name", "family", "spec", "names", "nested", "internal_overlap", "backward")

    def __init__(self, name, family, spec, *, names, nested="none", internal_overlap="error", backward=None):
        self.name = name                  # for messages
        self.family = family              # the Family of its ``kind:``
        self.spec = spec                  # the family's own record of the entry (kernels, shape rule, ...)
        self.names = names                # ``names:``: the named-tensor rule (core/names.py RULES)
        self.nested = nested              # ``nested:``: the nested-tensor rule
        self.internal_overlap = internal_overlap  # error | allow (fill_) | warn (masked_fill_)
        self.backward = backward          # the generated derivative (autograd), or None

    def __repr__(self):
        return f"<op {self.name} ({self.family.name})>"


class Family:
    """What an operator family (ops.yaml ``kind:``) supplies to the pipeline:

    - ``plan(op, args, inplace)`` checks the arguments and returns a ``Plan``
      (or a ``Divert`` when an argument has a layout of its own);
    - ``run(op, plan, target)`` launches the kernel and returns the result;
      ``target`` is the tensor to write when the kernel may write it directly,
      else None (the pipeline's writer copies the result in);
    - ``fast(op, args, inplace, out=None)`` (optional) serves the commonest
      call whole (no names, no autograd, plain layouts), or returns None to
      leave it to plan/run.
    """
    __slots__ = ("name", "plan", "run", "fast")

    def __init__(self, name, plan, run, fast=None):
        self.name, self.plan, self.run, self.fast = name, plan, run, fast


# How a kernel copes with a written-to tensor that shares memory with an input.
ELEMENTWISE = 0  # element i read before element i written: the same elements are fine
BUFFER = 1       # any shared memory: compute into a fresh tensor, then copy


class Plan:
    """A checked call, as the pipeline reads it; families subclass it with
    their own fields (kernel, geometry, ...)."""
    __slots__ = ("inputs", "shape", "dtype", "device", "named", "target", "overlap", "exact_out_dtype",
                 "dtypes", "names_info")

    def __init__(self, inputs, shape, dtype, device, *, target=None, overlap=ELEMENTWISE,
                 exact_out_dtype=False, dtypes=None, names_info=None):
        self.inputs = inputs                  # the dense tensors read (names, overlap, autograd)
        self.shape = shape                    # the result's shape
        self.dtype = dtype                    # the result's dtype (the first result's, for several)
        self.device = device
        self.named = False
        for t in inputs:
            if t._names is not None:
                self.named = True
                break
        self.target = target                  # in place: the tensor written
        self.overlap = overlap                # ELEMENTWISE or BUFFER
        self.exact_out_dtype = exact_out_dtype  # out= must have the result's very dtype (matrix products)
        self.dtypes = dtypes                  # several results (values, indices): their dtypes
        self.names_info = names_info          # what the op's names rule reads beyond the inputs


class Divert:
    """A call with an argument of another layout: the pipeline hands it to
    ``fn(*args, out=out, **kwargs)``, a function of that layout's handler
    (core/layout_hooks.py)."""
    __slots__ = ("fn", "args", "kwargs")

    def __init__(self, fn, args, kwargs=None):
        self.fn, self.args, self.kwargs = fn, args, kwargs or {}
