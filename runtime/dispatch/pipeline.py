"""The call pipeline: every operator call of generated/ops.py runs here.

    bind arguments (the generated wrapper)
    → autocast: in a tg.autocast region, the family casts the floating inputs
    → the plan cache (plan_cache.py): the call's key finds the entry a former
      call of the same key planned, or
      plan: the family checks the arguments, promotion and casting included,
      and gives shape, dtype and device and its launch record — or diverts a
      nested/sparse argument to its layout's handler (core/layout_hooks.py);
      names: the op's declared rule (core/names.py), before anything runs;
      target: an out= or in-place tensor checked (dispatch/target.py: type,
      device, cast, names); the entry is kept when the plan is replayable
    → per call, hit or miss: the target's memory (writable, overlap with the
      inputs: target.py)
    → kernel: the family's run, with the launch record and the arguments
    → the one writer copies the result into the target when the kernel could
      not write it directly, and bumps its version
    → names set on the result
    → autograd: a node made before the kernel (saving what the op's
      derivative reads), finished on the result

Each step is one function owned by one module; a family supplies only plan
and run (core/op.py ``Family``), so no family re-implements a rule.
"""
import contextlib
import threading

from ..core import names as N
from ..core import trace_hook as _trace_hook
from ..core.op import Divert
from ..core.tensor import Tensor
from . import plan_cache as C
from . import target as T


class _NoAutograd:
    """Until tensorgen.autograd plugs in: nothing records."""
    @staticmethod
    def before(op, target, args, inplace, out, diverted=False):
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


# autograd's recorder: before(op, target, args, inplace, out, diverted) -> pending or None,
# made before the kernel runs (it saves the inputs it needs), and after(pending, result).
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


_get = C.CACHE.lookup  # the dict's own get: no Python frame per call
_Unkeyable = C.Unkeyable


_TRACER = _trace_hook.TRACER  # tg.compile's tracer while it traces (runtime/compiler/trace.py), else None
_ident = threading.get_ident  # (it traces the calls of its own thread only)


def call(op, args, out=None):
    """A functional call, or one with ``out=``."""
    if _TRACER[0] is not None and _TRACER[0].thread == _ident():  # tg.compile traces this thread's calls
        return _TRACER[0].call(op, args, out, False)
    if _autocast[0] is not None and op.autocast is not None and out is None:
        # (out= and in-place calls are not autocast, as PyTorch's)
        args = op.family.autocast(op, args, _autocast[0])
    keyfn = op.key
    key = None
    if keyfn is not None:
        try:
            key = keyfn(op, args, out, False)
        except _Unkeyable:
            key = None
        if key is not None:
            e = _get(key)
            if e is not None:  # a hit: the launch record runs directly
                if out is None:
                    if e.plain:
                        return e.run(op, e.launch, args, None)
                    return _recorded(op, e, args) if e.grad else _named(e, e.run(op, e.launch, args, None))
                # (a pointwise call's first argument holds its operands)
                inputs = args[0] if type(args[0]) is tuple else C.tensors_of(args)
                if e.grad or e.names is not None:
                    return _into_out(op, e, args, out, inputs)
                return T.into(op.name, out, inputs, e.overlap, e.shape, e.warn_overlap, e.run, op, e.launch, args)
    plan = _plan(op.family, op, args, False)
    if type(plan) is Divert:
        return _divert(op, args, plan, out, False)
    e = _entry(op, plan, None)
    if out is None:
        if key is not None and plan.launch is not None:
            C.CACHE.put(key, e)
        return _recorded(op, e, args) if e.grad else _named(e, e.run(op, e.launch, args, None))
    if plan.dtypes is not None:
        return _into_outs(op, plan, e, args, out)
    T.check_out(op.name, out, plan.dtype, plan.device, e.names, plan.out_dtype)
    T.check_no_self_overlap(op.name, out, op.internal_overlap)
    if key is not None and plan.launch is not None:
        C.CACHE.put(key, e)  # kept once out= passed the checks its key decides
    return _into_out(op, e, args, out, plan.inputs)


def entry_of(op, args, out, inplace):
    """The plan cache's entry a call just made or used (the compiler records
    it), or None when the call is planned every time (its plan is not replayable)."""
    if op.key is None:
        return None
    try:
        key = op.key(op, args, out, inplace)
    except _Unkeyable:
        return None
    return None if key is None else _get(key)


def replay(op, e, args, out=None):
    """A call whose entry is known (a compiled graph replays its recorded
    entries): ``call``'s hit branch, without the key (the graph's guards hold it)."""
    if out is None:
        if e.plain:
            return e.run(op, e.launch, args, None)
        return _recorded(op, e, args) if e.grad else _named(e, e.run(op, e.launch, args, None))
    return _into_out(op, e, args, out, args[0] if type(args[0]) is tuple else C.tensors_of(args))


def replay_inplace(op, e, args):
    """``call_inplace``'s hit branch for a known entry."""
    if e.target_at is None:
        return _metadata_inplace(op, e, args)
    return _inplace(op, e, args, C.at(args, e.target_at), args[0] if type(args[0]) is tuple else C.tensors_of(args))


def _named(e, res):
    if e.names is not None:
        _set_names(res, e.names)
    return res


def _recorded(op, e, args):
    """A functional call some input of which requires grad."""
    pending = _autograd[0].before(op, None, args, False, None)
    res = e.run(op, e.launch, args, None)
    if e.names is not None:
        _set_names(res, e.names)
    if pending is not None:
        res = _autograd[0].after(pending, res)
    return res


def _into_out(op, e, args, out, inputs):
    """Run into ``out=`` (its dtype, device and names already checked): the one
    writer does the rest (target.py ``into``)."""
    if e.grad:  # raises PyTorch's error when autograd would record
        _autograd[0].before(op, None, args, False, out)
    T.into(op.name, out, inputs, e.overlap, e.shape, e.warn_overlap, e.run, op, e.launch, args)
    if e.names is not None:
        out._names = e.names
    return out


def _into_outs(op, plan, e, args, out):
    """Several results (values, indices) into a tuple of outs."""
    outs = tuple(out) if isinstance(out, (tuple, list)) else None
    if outs is None or len(outs) != len(plan.dtypes):
        raise TypeError(f"{op.name}(): argument 'out' must be a tuple of {len(plan.dtypes)} Tensors")
    for o, dtype in zip(outs, plan.dtypes):  # validate everything before writing anything
        T.check_out(op.name, o, dtype, plan.device, e.names, plan.out_dtype)
        T.check_no_self_overlap(op.name, o, op.internal_overlap)
        T.check_writable(op.name, o)
        T.input_overlap(op.name, o, plan.inputs, plan.overlap)
    if e.grad:
        _autograd[0].before(op, None, args, False, out)
    results = e.run(op, e.launch, args, None)
    for o, r in zip(outs, results):
        T.deliver(op.name, o, r, checked=True)
        if e.names is not None:
            o._names = e.names
    return out


def call_inplace(op, args):
    """The in-place variant (``add_``): the plan names the target (self), or
    none when the op changes only self's metadata."""
    if _TRACER[0] is not None and _TRACER[0].thread == _ident():
        return _TRACER[0].call(op, args, None, True)
    keyfn = op.key
    key = None
    if keyfn is not None:
        try:
            key = keyfn(op, args, None, True)
        except _Unkeyable:
            key = None
        if key is not None:
            e = _get(key)
            if e is not None:
                if e.target_at is None:
                    return _metadata_inplace(op, e, args)
                # (a pointwise call's first argument holds its operands)
                return _inplace(op, e, args, C.at(args, e.target_at),
                                args[0] if type(args[0]) is tuple else C.tensors_of(args))
    plan = _plan(op.family, op, args, True)
    if type(plan) is Divert:
        return _divert(op, args, plan, None, True)
    target = plan.target
    e = _entry(op, plan, None if target is None else C.path_of(args, target))
    if target is None:  # a metadata op (transpose_, resize_): run changes self's geometry, no values
        if key is not None and plan.launch is not None:
            C.CACHE.put(key, e)
        return _metadata_inplace(op, e, args)
    T.check_inplace(op, plan, target, e.names)
    if key is not None and plan.launch is not None and e.target_at is not None:
        C.CACHE.put(key, e)  # kept once self passed the checks its key decides
    return _inplace(op, e, args, target, plan.inputs)


def _metadata_inplace(op, e, args):
    pending = _autograd[0].before(op, None, args, True, None) if e.grad else None
    res = e.run(op, e.launch, args, None)
    if e.named:
        res._names = e.names
    if pending is not None:
        _autograd[0].after(pending, res)
    return res


def _inplace(op, e, args, target, inputs):
    """Write self: its memory checked per call, the kernel writing it directly
    when the inputs allow, else the one writer copying the result in."""
    name = T.inplace_name(op)
    T.check_writable(name, target)
    if e.warn_overlap:
        T.warn_self_overlap(name, target)
    pending = _autograd[0].before(op, target, args, True, None) if e.grad or target._rg else None
    direct = T.input_overlap(name, target, inputs, e.overlap)
    res = e.run(op, e.launch, args, target if direct else None)
    if res is not target:
        T.write(target, res)
    target._vc[0] += 1  # saved copies of the old values are now stale (autograd checks)
    if e.named:
        target._names = e.names
    if pending is not None:
        _autograd[0].after(pending, target)
    return target


def _entry(op, plan, target_at):
    """The pipeline's record of a plan: its launch (or the plan itself when it
    cannot be replayed), the names its rule gives, what autograd needs."""
    names = N.infer(op, plan) if plan.named else None
    launch = plan.launch
    warn = op.internal_overlap == "warn"
    fam = op.family
    return C.Entry(launch if launch is not None else plan, fam.run if fam.run_for is None else fam.run_for(op),
                   plan.shape, plan.dtype, names,
                   plan.named, plan.requires_grad, plan.overlap, target_at, warn,
                   names is None and not plan.requires_grad)


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
    pending = _autograd[0].before(op, None, args, inplace, out, True) if d.requires_grad else None
    res = d.fn(*d.args, out=out, **d.kwargs)
    if inplace and hasattr(res, "_vc"):  # saved copies of the old values are stale now (sparse: none are kept)
        res._vc[0] += 1
    if pending is not None:
        res = _autograd[0].after(pending, res)
    return res
