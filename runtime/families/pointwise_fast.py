"""The common pointwise call without the general machinery: CPU tensors (named or not)
of one dtype, shape and dense layout (plus Python scalars that do not raise
the dtype), into a fresh output or in place. Returns None for anything else, and
``pointwise.call`` then takes the general path, which decides every rule (and
raises every error); so this file only has to recognise the case exactly.

Why: a 10-element ``a + b`` spent ~20 us in promotion, broadcasting,
permutation and coalescing that cannot change anything in this case.
"""
import numpy as np

from ..core import devices as _dev
from ..backends import lazyjit as _lazy
from ..backends import cpu_load as _cpu_load
from ..core import casting as _casting
from ..core import tensor as _tensor
from ..core import op as _op
from ..core.bounded_cache import BoundedCache

_CPU = _dev.CPU
# Python scalar type -> promotion category (dtypes.BOOL/INTEGRAL/FLOATING).
_SCALAR_CATEGORY = {bool: 0, int: 1, float: 2}
_plans = {}  # (case, dtype) -> what _plan returns; both are fixed at import
_prepared = BoundedCache()  # (case, dtype, shape, stride) -> what _prepare returns
_scalar_arrays = BoundedCache()  # (value, type, compute dtype) -> the value as a zero-dim array of that dtype
_dense = BoundedCache()  # (shape, stride) -> numel if the layout is a permutation of a contiguous block, else -1
_pairs = BoundedCache()  # _prepared's keys of two-tensor calls run serves first -> (kernel, result dtype, numel,
#              kernel scalars, result NumPy dtype, whether 1-D)


def dense_numel(shape, stride):
    key = (shape, stride)
    n = _dense.get(key)
    if n is None:
        n = 1
        for s in shape:
            n *= s
        expected = 1
        for size, st in sorted(zip(shape, stride), key=lambda p: p[1]):
            if size != 1 and st != expected:
                n = -1 if n else 0  # empty tensors are always fine
                break
            expected *= size
        _dense.put(key, n)
    return n


def _plan(case, dtype):
    """(flat CPU kernel, its parallel twin or None, result dtype, compute dtype,
    the flat loop writing its first operand or None) for operands of one dtype, or False when the general path must decide
    (errors, conversions)."""
    if dtype not in case.dtypes or (case.bool_error and dtype.category == 0) or \
            (case.integer_error and dtype.category != 2):
        return False  # a bool (sub, neg) or integer (addcdiv) operand raises: the general path has the words
    result, compute = case.category(dtype)
    if compute is not dtype:
        return False  # half/bfloat16 storage, or int_to_float: needs conversion passes
    if (case.zero_divisor is not None or case.negative_int_error is not None) and compute.category != 2:
        return False  # integer division and power check their operands first
    # the dispatcher itself: no LazyKernel forwarding on the hot path
    chosen = case.for_compute(compute)
    par = chosen.cpu_par[0] if chosen.cpu_par is not None else None
    in_place = _lazy.resolve(chosen.cpu_1di) if chosen.cpu_1di is not None else None
    return _lazy.resolve(chosen.cpu_1d), par, result, compute, in_place


def _separate(operands, target, flags):
    """Every operand is the very same elements as the written-to tensor, or
    lies apart from it (a shifted view would be read after being partly written).
    ``flags`` are the target storage's: two arrays that each own their memory
    (allocated apart) cannot overlap, which spares the bounds test."""
    ts = target._storage
    owns = flags.owndata
    ptr = None
    for x in operands:
        if type(x) is not _Tensor or x is target:
            continue
        xs = x._storage
        if xs is ts:
            if x._offset != target._offset or x._shape != target._shape:
                return False  # a zero-dim operand in the target is read at every element
        elif owns and xs.flags.owndata:
            continue
        elif _may_share(xs, ts):
            # Tensors made apart (from_numpy) may still view the same memory.
            if ptr is None:
                ptr = target.data_ptr()
            if x.data_ptr() != ptr or x._shape != target._shape:
                return False
    return True


def _prepare(op, case, dtype, shape, stride, scalars, scalars_fixed):
    """(kernel, parallel twin, result dtype, compute dtype, numel, kernel
    scalars or None when they are converted per call, in-place kernel) of a call whose
    operands all have this dtype, shape and stride; False when the general
    path must decide. Scalars that do not convert (a float alpha for
    integers) are left to each call, which raises in its own order."""
    plan = _plans.get((case, dtype))
    if plan is None:
        plan = _plans[case, dtype] = _plan(case, dtype)
    if plan is False:
        return False
    n = dense_numel(shape, stride)
    if n < 0:
        return False
    ks = None
    if scalars_fixed:
        try:
            ks = _casting.kernel_scalars(op.spec, scalars, plan[3])
        except (TypeError, RuntimeError, OverflowError):
            pass  # raised per call, after the checks that come first
    return (*plan[:4], n, ks, plan[4])


def _match(op, operands, scalars, case, grad_ok):
    """(first tensor operand, what _prepare gave) when the call is the case
    this file serves, else None. ``grad_ok``: operands may require grad (a
    FastPlan: the pipeline records)."""
    Tensor = _Tensor
    first = operands[0]
    if type(first) is not Tensor:
        first = None
        for x in operands:
            if type(x) is Tensor:
                first = x
                break
        if first is None:
            return None
    # names (and, for run, autograd): the pipeline's general path
    if first._device is not _CPU or first._names is not None or (first._rg and not grad_ok):
        return None
    spec = op.spec
    if spec.fixed:
        return None
    shape, stride, dtype = first._shape, first._stride, first._dtype
    for i, x in enumerate(operands):
        if x is first:
            continue
        if type(x) is Tensor:
            if x._dtype is not dtype or x._device is not _CPU or x._names is not None or (x._rg and not grad_ok):
                return None
            if (x._shape != shape or x._stride != stride) and (x._shape or not shape):
                return None  # a zero-dim operand of the same dtype is read through a zero stride, as a number
        elif _SCALAR_CATEGORY.get(type(x), 3) > dtype.category or i in spec.tensor_only \
                or (type(x) is bool and case.bool_error):
            return None  # a scalar of a higher category changes the dtype; is refused there; or raises
    # One lookup for everything fixed by (case, dtype, layout): the shape and
    # stride decide the flat length, the case and dtype the kernel.
    # A single Python-number scalar (add's alpha) joins the key with its type,
    # as 1, 1.0 and True are equal keys but convert differently.
    # (-0.0 == 0.0 as keys: a float zero is converted per call, keeping its sign.)
    if len(scalars) == 1 and type(scalars[0]) in _SCALAR_CATEGORY and (scalars[0] or type(scalars[0]) is not float):
        v = scalars[0]
        key = (op, case, dtype, shape, stride, v, type(v))
    else:
        key = (op, case, dtype, shape, stride)
    prep = _prepared.get(key)
    if prep is None:
        prep = _prepared.put(key, _prepare(op, case, dtype, shape, stride, scalars, len(key) == 7))
        if prep is not False and len(operands) == 2 and type(operands[0]) is Tensor \
                and type(operands[1]) is Tensor and shape:
            _remember_pair(op, key, prep)
    if prep is False:
        return None
    if spec.checked:  # the declared checked_scalars: each call's numbers must fit
        _casting.check_operand_scalars(spec.checked, operands, prep[2], prep[3])
    return first, prep


def run(op, args, inplace, out=None):
    """The result tensor, or None when the call needs the general path.
    In place, the result is operands[0], written through its own storage;
    with out=, an out of the operands' own layout and the result's dtype.

    The commonest call, two plain CPU tensors of one dtype and layout
    (``a + b``, ``mul(a, b, out=c)``) whose key ``_match`` has prepared, is
    served first, inline (a function call is a tenth of a 10-element add):
    the same checks and the same kernel call, without the general loops."""
    operands, scalars, case = args
    if len(operands) == 2 and not inplace:
        x, y = operands
        if type(x) is _Tensor and type(y) is _Tensor:
            shape, stride, dtype = x._shape, x._stride, x._dtype
            pair = None
            if x._device is _CPU and y._device is _CPU and x._names is None and y._names is None \
                    and not x._rg and not y._rg and y._dtype is dtype and y._shape == shape \
                    and y._stride == stride and shape:
                if not scalars:
                    pair = _pairs.get((op, case, dtype, shape, stride))
                elif len(scalars) == 1:
                    v = scalars[0]
                    tv = type(v)
                    if tv in _SCALAR_CATEGORY and (v or tv is not float):
                        pair = _pairs.get((op, case, dtype, shape, stride, v, tv))
            if pair is not None:
                kernel, result, n, kscalars, result_np, one_dim = pair
                if out is None:
                    dst = _empty(n, result_np)
                elif type(out) is not _Tensor or out._shape != shape or out._stride != stride \
                        or out._dtype is not result or out._device is not _CPU or out._names is not None:
                    dst = None  # the general code below decides
                else:
                    # out= is written directly: each input is out itself (same storage, offset
                    # and layout: the same elements) or lies apart from it; anything else
                    # (views of one NumPy array, say) is left to the general code's exact test.
                    s, off = out._storage, out._offset
                    xs, ys = x._storage, y._storage
                    if not s.flags.writeable \
                            or (xs is s and x._offset != off) or (xs is not s and _may_share(xs, s)) \
                            or (ys is s and y._offset != off) or (ys is not s and _may_share(ys, s)):
                        dst = None
                    else:
                        dst = s if off == 0 and len(s) == n else s[off:off + n]
                if dst is not None:
                    if n:
                        s, off = x._storage, x._offset
                        s2, off2 = y._storage, y._offset
                        kernel(s if off == 0 and len(s) == n else s[off:off + n],
                               s2 if off2 == 0 and len(s2) == n else s2[off2:off2 + n], dst, *kscalars)
                    if out is not None:
                        out._vc[0] += 1  # as the pipeline's writer: values saved for autograd are stale now
                        return out
                    return _fresh(dst, shape, stride, result, dst if one_dim else None)
    m = _match(op, operands, scalars, case, False)
    if m is None:
        return None
    first, prep = m
    result, n = prep[2], prep[4]
    target = first if inplace else out
    if target is not None:
        if type(target) is not _Tensor or target._shape != first._shape or target._stride != first._stride \
                or target._dtype is not result or target._device is not _CPU or target._names is not None:
            return None
        flags = target._storage.flags
        if not flags.writeable or not _separate(operands, target, flags):
            return None
        s, off = target._storage, target._offset
        dst = s if off == 0 and s.shape[0] == n else s[off:off + n]
    else:
        dst = _empty(n, result.np)
    kernel, par, result, compute, n, kscalars, in_place = prep
    if kscalars is None:  # its errors (a float alpha for integers) hold for empty tensors too
        kscalars = _casting.kernel_scalars(op.spec, scalars, compute) if scalars else ()
    if n:
        if inplace and in_place is not None and operands[0] is first and (par is None or n < _PAR_MIN):
            _launch(op, operands, prep, kscalars, None)
        elif len(operands) == 2 and type(operands[0]) is _Tensor and type(operands[1]) is _Tensor \
                and operands[0]._shape and operands[1]._shape and (par is None or n < _PAR_MIN):
            # the commonest call (two tensors of one layout), without a list of arguments
            x, y = operands
            s, off = x._storage, x._offset
            s2, off2 = y._storage, y._offset
            kernel(s if off == 0 and s.shape[0] == n else s[off:off + n],
                   s2 if off2 == 0 and s2.shape[0] == n else s2[off2:off2 + n], dst, *kscalars)
        else:
            _launch(op, operands, prep, kscalars, dst)
    if target is not None:
        target._vc[0] += 1  # as the pipeline's writer: values saved for autograd are stale now
        return target
    # The result keeps the operands' memory order (x.t() + y.t() is transposed too).
    return _fresh(dst, first._shape, first._stride, result, dst if len(first._shape) == 1 else None)


def _remember_pair(op, key, prep):
    """Keep a prepared key for run's two-tensor call when its call needs nothing per call
    beyond the kernel: scalars converted once, no checked scalars, the serial loop."""
    kernel, par, result, compute, n, kscalars, _ = prep
    if op.spec.checked or (par is not None and n >= _PAR_MIN):
        return
    if len(key) == 7:
        if kscalars is None:
            return
    elif len(key) == 5:
        kscalars = ()
    else:
        return
    _pairs.put(key, (kernel, result, n, kscalars, result.np, len(key[3]) == 1))


def _launch(op, operands, prep, kscalars, dst):
    """The flat kernel over the operands' storage into ``dst`` (None: into the
    first operand, by the in-place loop)."""
    kernel, par, result, compute, n, _, in_place = prep
    if n:
        kargs = []
        for x in operands:
            if type(x) is _Tensor:
                s, off = x._storage, x._offset
                if not x._shape and n != 1:  # a zero-dim operand beside larger ones
                    kargs.append(np.ndarray((n,), s.dtype, s, off * s.itemsize, (0,)))
                else:
                    kargs.append(s if off == 0 and s.shape[0] == n else s[off:off + n])
            else:  # a Python scalar, read through a zero stride
                key = (x, type(x), compute)
                one = _scalar_arrays.get(key) if x or type(x) is not float else None  # -0.0 == 0.0 as keys
                if one is None:
                    # kernels only read it; nothing else holds it
                    one = _scalar_arrays.put(key, _casting.scalar_array(x, compute))
                kargs.append(np.ndarray((n,), compute.np, one, 0, (0,)))
        if dst is None:
            in_place(*kargs, *kscalars)
            return
        kargs.append(dst)
        kargs.extend(kscalars)
        # Large outputs split across the cores when they are free (measured on
        # 10^7 float32 add into a fresh output: 7.3 ms against 8.3 ms serial).
        (par if par is not None and n >= _PAR_MIN and _cpu_load.parallel(n) else kernel)(*kargs)


def copy_flat(case, dst, src):
    """dst[...] = src (dst None: a fresh tensor of src's layout, clone's) as one
    flat loop of the copy kernel ``case``, when both are plain CPU tensors of one
    dtype, shape and dense layout (or src is zero-dim: fill_) whose memory lies
    apart (or is the same).
    Returns the written tensor, or None when run_copy's general loop must do it."""
    dtype = src._dtype
    if type(src) is not _Tensor or src._device is not _CPU:
        return None
    one = False  # a zero-dim src (fill_'s value) read through a zero stride
    if dst is not None:
        if type(dst) is not _Tensor or dst._dtype is not dtype or dst._device is not _CPU:
            return None
        if src._shape != dst._shape or src._stride != dst._stride:
            if src._shape or not dst._shape:
                return None
            one = True
    plan = _plans.get((case, dtype))
    if plan is None:
        plan = _plans[case, dtype] = _plan(case, dtype)
    if plan is False:
        return None
    n = dense_numel(dst._shape, dst._stride) if one else dense_numel(src._shape, src._stride)
    if n <= 0:
        return None
    if dst is None:
        d = _empty(n, dtype.np)
    else:
        flags = dst._storage.flags
        if not flags.writeable or not _separate((src,), dst, flags):
            return None
        s, off = dst._storage, dst._offset
        d = s if off == 0 and s.shape[0] == n else s[off:off + n]
    s2, off2 = src._storage, src._offset
    if one:
        x = np.ndarray((n,), s2.dtype, s2, off2 * s2.itemsize, (0,))
    else:
        x = s2 if off2 == 0 and s2.shape[0] == n else s2[off2:off2 + n]
    kernel, par = plan[0], plan[1]
    (par if par is not None and n >= _PAR_MIN and _cpu_load.parallel(n) else kernel)(x, d)
    if dst is None:
        return _fresh(d, src._shape, src._stride, dtype, d if len(src._shape) == 1 else None)
    return dst


class FastPlan(_op.Plan):
    """The fast path's case as a pipeline plan, for the calls ``run`` leaves to
    the pipeline because an operand requires grad: the pipeline then runs
    out= and autograd as for any plan, and ``run_plan`` launches the same
    kernel as ``run``."""
    __slots__ = ("operands", "scalars", "prep", "first")


def plan(op, args, inplace):
    """A FastPlan for a functional call of the fast path's case with an operand
    that requires grad, else None."""
    if inplace:
        return None
    operands, scalars, case = args
    m = _match(op, operands, scalars, case, True)
    if m is None:
        return None
    first, prep = m
    tensors = [x for x in operands if type(x) is _Tensor]
    for x in tensors:
        if x._rg:
            break
    else:
        return None  # nothing to record: the general path decides (out= of another layout)
    p = FastPlan(tensors, first._shape, prep[2], _CPU, out_dtype=_op.SAME_DTYPE if op.spec.exact_out else None)
    p.operands, p.scalars, p.prep, p.first = operands, scalars, prep, first
    return p


def run_plan(op, plan, target):
    """A fresh result of a FastPlan (the pipeline's writer copies it into an out=)."""
    prep, first = plan.prep, plan.first
    dst = _empty(prep[4], prep[2].np)
    kscalars = prep[5]
    if kscalars is None:  # its errors (a float alpha for integers) hold for empty tensors too
        kscalars = _casting.kernel_scalars(op.spec, plan.scalars, prep[3]) if plan.scalars else ()
    _launch(op, plan.operands, prep, kscalars, dst)
    return _fresh(dst, first._shape, first._stride, prep[2], dst if len(first._shape) == 1 else None)


_Tensor = _tensor.Tensor
_fresh = _tensor.fresh
_empty = np.empty
# np.may_share_memory without NumPy's __array_function__ dispatch (a third of its
# cost on a small call); the same bounds test.
_may_share = getattr(np.may_share_memory, "_implementation", np.may_share_memory)
_PAR_MIN = _cpu_load._PAR_MIN
