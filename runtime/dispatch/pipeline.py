"""The call pipeline: every operator call of generated/ops.py runs here.

    bind arguments (the generated wrapper)
    → fast path (a family may serve its commonest call whole)
    → plan: the family checks the arguments, promotion and casting included,
      and gives shape, dtype and device — or diverts a nested/sparse argument
      to its layout's handler (core/layout_hooks.py)
    → names: the op's declared rule (core/names.py), before anything runs
    → target: an out= or in-place tensor checked before anything is written
      (dispatch/target.py: type, device, cast, names, memory overlap)
    → kernel: the family's run
    → the one writer copies the result into the target when the kernel could
      not write it directly
    → names set on the result
    → autograd: a node made before the kernel (saving what the op's
      derivative reads), finished on the result

Each step is one function owned by one module; a family supplies only plan
and run (core/op.py ``Family``), so no family re-implements a rule.
"""
import contextlib

from ..core import names as N
from ..core.op import Divert
from ..core.tensor import Tensor
from . import target as T

class _NoAutograd:
    """Until tensorgen.autograd plugs in: nothing records."""
    @staticmethod
    def before(op, plan, args, inplace, out):
        return None

    @staticmethod
    def record(name, inputs, result, backward):
        return result

    @staticmethod
    def enabled():
        return False

    @staticmethod
    def paused():
        return contextlib.nullcontext()


# autograd's recorder: before(op, plan, args, inplace, out) -> pending or None, made
# before the kernel runs (it saves the inputs it needs), and after(pending, result).
_autograd = [_NoAutograd]


def set_autograd(recorder):
    _autograd[0] = recorder


def paused():
    """A block whose calls record nothing (a write autograd records as one node)."""
    return _autograd[0].paused()


def recording():
    """Whether a call with an input that requires grad records now (grad mode on)."""
    return _autograd[0].enabled()


def record(name, inputs, result, backward):
    """A layout's conversion outside the operator table (as_nested_tensor),
    recorded with its backward when an input requires grad."""
    return _autograd[0].record(name, inputs, result, backward)


# the lower-precision dtype of the autocast region the calls run in, or None (tg.autocast)
_autocast = [None]


def set_autocast(dtype):
    """Enter (a dtype) or leave (None) an autocast region; returns the previous state."""
    prev = _autocast[0]
    _autocast[0] = dtype
    return prev


def call(op, args, out=None):
    """A functional call, or one with ``out=``."""
    fam = op.family
    if _autocast[0] is not None and op.autocast is not None and out is None:
        # (out= and in-place calls are not autocast, as PyTorch's)
        args = fam.autocast(op, args, _autocast[0])
    if fam.fast is not None:
        res = fam.fast(op, args, False, out)
        if res is not None:
            return res
    plan = _plan(fam, op, args, False)
    if type(plan) is Divert:
        return _divert(op, args, plan, out, False)
    names = N.infer(op, plan) if plan.named else None
    pending = _autograd[0].before(op, plan, args, False, out) if plan.requires_grad else None
    if out is None:
        res = fam.run(op, plan, None)
    else:
        res = _into_out(op, plan, out, names)
    if names is not None:
        _set_names(res, names)
    if pending is not None:
        res = _autograd[0].after(pending, res)
    return res


def call_inplace(op, args):
    """The in-place variant (``add_``): the plan names the target (self), or
    none when the op changes only self's metadata."""
    fam = op.family
    if fam.fast is not None:
        res = fam.fast(op, args, True)
        if res is not None:
            return res
    plan = _plan(fam, op, args, True)
    if type(plan) is Divert:
        return _divert(op, args, plan, None, True)
    names = N.infer(op, plan) if plan.named else None
    target = plan.target
    if target is None:  # a metadata op (transpose_, resize_): run changes self's geometry, no values
        pending = _autograd[0].before(op, plan, args, True, None) if plan.requires_grad else None
        res = fam.run(op, plan, None)
        if plan.named:
            res._names = names
        if pending is not None:
            _autograd[0].after(pending, res)
        return res
    T.check_inplace(op, plan, target, names)
    pending = _autograd[0].before(op, plan, args, True, None) if plan.requires_grad or target._rg else None
    direct = T.input_overlap(T.inplace_name(op), target, plan.inputs, plan.overlap)
    res = fam.run(op, plan, target if direct else None)
    if res is not target:
        T.write(target, res)
    target._vc[0] += 1  # saved copies of the old values are now stale (autograd checks)
    if names is not None or plan.named:
        target._names = names
    if pending is not None:
        _autograd[0].after(pending, target)
    return target


def _into_out(op, plan, out, names):
    """Run into ``out=``: one tensor, or a tuple for ops with several results."""
    if plan.dtypes is None:
        T.check_out(op.name, out, plan.dtype, plan.device, names, plan.out_dtype)
        T.check_writable(op.name, out, op.internal_overlap)
        direct = T.input_overlap(op.name, out, plan.inputs, plan.overlap)
        if direct:
            T.resize_out(out, plan.shape)
            res = op.family.run(op, plan, out)
        else:  # out shares memory with an input: compute first, then resize and write
            res = op.family.run(op, plan, None)
            T.resize_out(out, plan.shape)
        if res is not out:
            T.write(out, res)
        out._vc[0] += 1
        return out
    outs = tuple(out) if isinstance(out, (tuple, list)) else None
    if outs is None or len(outs) != len(plan.dtypes):
        raise TypeError(f"{op.name}(): argument 'out' must be a tuple of {len(plan.dtypes)} Tensors")
    for o, dtype in zip(outs, plan.dtypes):  # validate everything before writing anything
        T.check_out(op.name, o, dtype, plan.device, names, plan.out_dtype)
        T.check_writable(op.name, o, op.internal_overlap)
        T.input_overlap(op.name, o, plan.inputs, plan.overlap)
    results = op.family.run(op, plan, None)
    for o, r in zip(outs, results):
        T.resize_out(o, r._shape)
        T.write(o, r)
        o._vc[0] += 1
    return out


def _plan(fam, op, args, inplace):
    """The family's plan; when it refuses the call (sizes, say), a names error
    the call also has is raised first, as PyTorch infers names first."""
    try:
        return fam.plan(op, args, inplace)
    except RuntimeError:
        N.check_before_sizes(op, _tensors(args))
        raise


def _tensors(args):
    found = []
    for a in args:
        if type(a) is Tensor:
            found.append(a)
        elif isinstance(a, (tuple, list)):
            found.extend(x for x in a if type(x) is Tensor)
    return found


def _set_names(res, names):
    if isinstance(res, (tuple, list)):
        for r in res:
            r._names = names
    else:
        res._names = names


def _divert(op, args, d, out, inplace):
    """Another layout's handler runs the call; autograd records it with the op's
    own derivative (its formulas are operators, which divert in their turn)."""
    pending = _autograd[0].before(op, d, args, inplace, out) if d.requires_grad else None
    res = d.fn(*d.args, out=out, **d.kwargs)
    if inplace and hasattr(res, "_vc"):  # saved copies of the old values are stale now (sparse: none are kept)
        res._vc[0] += 1
    if pending is not None:
        res = _autograd[0].after(pending, res)
    return res
