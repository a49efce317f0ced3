"""The typed records the call pipeline (dispatch/pipeline.py) runs on.

generated/ops.py builds one ``Op`` per ops.yaml entry (its declared rules)
and calls ``pipeline.call(op, args, out)``; an operator family answers the
pipeline through a ``Family`` and describes each call with a ``Plan``.
"""


class Op:
    """One operator's declared rules (its ops.yaml entry)."""
    __slots__ = ("name", "family", "spec", "names", "nested", "sparse", "internal_overlap", "backward", "autocast",
                 "key")

    def __init__(self, name, family, spec, *, names, nested="none", sparse="none", internal_overlap="error",
                 backward=None, autocast=None):
        self.name = name                  # for messages
        self.family = family              # the Family of its ``kind:``
        self.spec = spec                  # the family's own record of the entry (kernels, shape rule, ...)
        self.names = names                # ``names:``: the named-tensor rule (core/names.py RULES)
        self.nested = nested              # ``nested:``: the nested-tensor rule
        self.sparse = sparse              # ``sparse:``: the sparse COO rule (runtime/sparse/ops.py)
        self.internal_overlap = internal_overlap  # error | allow (fill_) | warn (masked_fill_)
        self.backward = backward          # the generated derivative (autograd), or None
        self.autocast = autocast          # ``autocast:``: lower_precision, or None (not cast in an autocast region)
        self.key = family.key             # the family's key function (core/call_key.py), read per call

    def __repr__(self):
        return f"<op {self.name} ({self.family.name})>"


class Family:
    """What an operator family (ops.yaml ``kind:``) supplies to the pipeline:

    - ``plan(op, args, inplace)`` checks the arguments and returns a ``Plan``
      (or a ``Divert`` when an argument has a layout of its own); a plan whose
      every decision follows from the call's key (dispatch/plan_cache.py) sets
      ``Plan.launch`` to a frozen launch record, which the pipeline keeps and
      replays for the next call of that key;
    - ``run(op, launch, args, target)`` launches the kernel and returns the
      result: ``launch`` is the plan's launch record (or, for a plan that is
      not replayable, the plan itself), ``args`` the call's arguments, whose
      per-call parts (storage offsets, scalar values) run reads each time;
      ``target`` is the tensor to write when the kernel may write it directly,
      else None (the pipeline's writer copies the result in);
    - ``bind(op, args)`` names the call's arguments as the op's signature
      does (what its derivative reads);
    - ``autocast(op, args, dtype)`` (optional) casts the call's floating inputs
      in an autocast region, for the ops that declare ``autocast:``;
    - ``key``: the function of core/call_key.py giving the plan cache's key
      of a call in the family's argument form, or None when no plan of the
      family is replayable;
    - ``run_for(op)`` (optional): for a family whose ``run`` only picks the
      function of the op's form, that function, which the pipeline then keeps
      in the op's entries (one call fewer per cached call).
    """
    __slots__ = ("name", "plan", "run", "bind", "autocast", "key", "run_for")

    def __init__(self, name, plan, run, bind, autocast=None, key=None, run_for=None):
        self.name, self.plan, self.run, self.bind = name, plan, run, bind
        self.autocast = autocast  # autocast(op, args, dtype) -> args with the floating inputs cast
        self.key = key
        self.run_for = run_for


# How a call copes with a written-to tensor that shares memory with an input
# (PyTorch's behaviour per kind, made exact where PyTorch's is order-dependent).
ELEMENTWISE = 0  # element i is read before element i is written: the same elements are fine; some, an error
STRICT = 1       # computed into a fresh tensor, then copied; some of the same elements, an error
BUFFER = 2       # computed into a fresh tensor, then copied, whatever the overlap (sum, mm)


class Plan:
    """A checked call, as the pipeline reads it; families subclass it with
    their own fields (kernel, geometry, ...)."""
    __slots__ = ("inputs", "shape", "dtype", "device", "named", "requires_grad", "target", "overlap", "out_dtype",
                 "dtypes", "names_info", "launch")

    def __init__(self, inputs, shape, dtype, device, *, target=None, overlap=ELEMENTWISE,
                 out_dtype=None, dtypes=None, names_info=None):
        self.inputs = inputs                  # the dense tensors read (names, overlap, autograd)
        self.shape = shape                    # the result's shape
        self.dtype = dtype                    # the result's dtype (the first result's, for several)
        self.device = device
        self.named = self.requires_grad = False
        for t in inputs:
            if t._names is not None:
                self.named = True
            if t._rg:
                self.requires_grad = True
        self.target = target                  # in place: the tensor written
        self.overlap = overlap                # ELEMENTWISE or BUFFER
        # What out= may hold (None: a dtype the result casts to): (EXACT, wording):
        # the result's very dtype; (FLOATING, wording): a floating dtype. The wording
        # has {op}, {out} and {result} (PyTorch's dtype names), {out_cpp}, {result_cpp}.
        self.out_dtype = out_dtype
        self.dtypes = dtypes                  # several results (values, indices): their dtypes
        self.names_info = names_info          # what the op's names rule reads beyond the inputs
        # the frozen record run replays for every call of this plan's key (dispatch/plan_cache.py),
        # or None: the plan read something the key does not hold, and is made again per call
        self.launch = None


# out= dtype rules (Plan.out_dtype) and PyTorch's words for each.
EXACT, FLOATING = "exact", "floating"
REFUSED = "refused"  # this call takes no out= at all (nonzero(as_tuple=True)); the wording says why
SAME_DTYPE = (EXACT, "Found dtype {out} but expected {result}")                       # TensorIterator ops
MATMUL_DTYPE = (EXACT, "Expected out tensor to have dtype {result_cpp}, but got {out_cpp} instead")


def _any_requires_grad(x):
    if isinstance(x, (list, tuple)):
        return any(_any_requires_grad(a) for a in x)
    if isinstance(x, dict):
        return any(_any_requires_grad(a) for a in x.values())
    return getattr(x, "_rg", False) is True


class Divert:
    """A call with an argument of another layout: the pipeline hands it to
    ``fn(*args, out=out, **kwargs)``, a function of that layout's handler
    (core/layout_hooks.py)."""
    __slots__ = ("fn", "args", "kwargs", "requires_grad", "target")

    def __init__(self, fn, args, kwargs=None):
        self.fn, self.args, self.kwargs = fn, args, kwargs or {}
        self.requires_grad = _any_requires_grad(args)
        self.target = None  # autograd checks no in-place target of another layout


class Derivative:
    """An op's ops.yaml `derivatives:` (generated/ops.py builds one per
    op): the function giving its inputs' gradients, the differentiable Tensor
    arguments it answers for, the other arguments it reads; or, for an op with
    none, the reason."""
    __slots__ = ("fn", "inputs", "reads", "meta_reads", "uses_result", "reason", "missing_none", "outputs")

    def __init__(self, fn, *, inputs=(), reads=(), meta_reads=(), uses_result=False, reason=None,
                 missing_none=False, outputs=()):
        self.fn, self.inputs, self.reads, self.reason = fn, inputs, reads, reason
        self.meta_reads = meta_reads  # tensors of `reads` it reads for their shape only: saved as such
        self.uses_result = uses_result  # the derivative reads the results (saved after the call)
        self.missing_none = missing_none  # a result with no gradient reaches fn as None, not zeros
        self.outputs = outputs  # per result, whether it carries a gradient (() : every floating one)
