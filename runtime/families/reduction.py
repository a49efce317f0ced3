"""Dispatch of reductions (ops.yaml ``kind: reduction``): dims → result dtype →
(A, R, B) layout → the generated kernel for the tensor's device → outputs.

Every kernel sees its input as (A, R, B): A kept outer elements, R reduced
ones, B kept inner ones, with the dims taken in memory order so the loops
read memory contiguously (codegen/templates/reduction.j2).  A layout that does
not fit that shape (reduced dims interleaved with kept ones) is copied once
into (kept..., reduced...) order.  No operator is special-cased here: each
rule is picked by a field of its ops.yaml entry.
"""
import collections
import os
from typing import NamedTuple

import numba
import numpy as np

from ..core import call_key
from ..core import dtypes as D
from ..core import sizes as _sizes
from ..core import devices as _dev
from ..core import names as N
from ..core import tensor as _tensor
from ..core import layout_hooks
from ..backends import cpu_load as _cpu_load
from ..core.op import BUFFER, STRICT, EXACT, FLOATING, MATMUL_DTYPE, Divert, Family, Plan
from ..backends import cuda as CB
from ..backends import lazyjit as _lazy
from ..backends.conversion import cast_array
from ..generated import kernels_cpu as _tiles  # the tile sizes its reduction kernels were rendered with

# Work (elements) above which the prange twins of the kernels pay off.
_PAR_MIN = 1 << 16


class Reduction:
    """The reduction part of an op's entry (the Op record holds the shared rules)."""
    __slots__ = ("name", "style", "inits", "n_outputs", "result", "empty", "int_error", "scalars",
                 "returns_tuple", "dtypes", "devices", "multi_dim", "out_dtype", "cpu", "cuda", "dim_names")

    def __init__(self, name, *, style, inits, n_outputs, result, empty, int_error, scalars, returns_tuple,
                 dtypes, devices, multi_dim, cpu, cuda, out_dtype="castable", dim_names=True):
        self.name = name
        self.style = style              # fold | scan | arg | select | mode | topk | scan_arg
        self.inits = inits              # per pass: a literal or lowest/highest
        self.n_outputs = n_outputs      # fold: number of output expressions
        self.result = result            # output dtype rule
        self.empty = empty              # identity | error
        self.int_error = int_error
        self.scalars = scalars          # argument names the kernel expressions read
        self.returns_tuple = returns_tuple
        self.dtypes = frozenset(dtypes)
        self.devices = devices
        self.multi_dim = multi_dim      # `dim[]`: a list of dims is accepted
        self.out_dtype = _OUT_DTYPE[out_dtype]  # what out= may hold (ops.yaml `out_dtype:`)
        self.cpu = cpu                  # role (inner, outer, scan, rows, ...) -> (serial, parallel) CPU kernel
        self.cuda = cuda                # (kernel, finish) names in kernels_cuda (imported on first use), or None
        self.dim_names = dim_names      # `dim` (not `int`): a dim may be given by name (PyTorch's Dimname overload)


# ops.yaml `out_dtype:` -> core/op.py Plan.out_dtype (as_dtype: the wrapper passes out's dtype as `dtype`)
_OUT_DTYPE = {
    "castable": None, "as_dtype": None, "exact": MATMUL_DTYPE,
    "same_as_input": (EXACT, "Expected the dtype for input and out to match, but got {result} for input's dtype "
                             "and {out} for out's dtype."),
    "bool": (EXACT, "{op} only supports bool tensor for result, got: {out}"),
    "floating": (FLOATING, "{op}(): Expected floating point type for result tensor, but got: {out}"),
}

def word_value(value, words, error):
    """A number argument given as a word (norm's p='fro'): its number, or the op's error."""
    if value in words:
        return words[value]
    raise RuntimeError(error.format(value=value))


_return_types = {}


def return_type(name):
    """A named tuple (values, indices) like ``torch.return_types.<name>``."""
    if name not in _return_types:
        base = collections.namedtuple(name, ["values", "indices"])
        cls = type(name, (base,), {
            "__slots__": (),
            "__module__": "tensorgen.return_types",
            # torch prints each field on its own line: torch.return_types.max(\nvalues=...,\nindices=...)
            "__repr__": lambda self: f"tensorgen.return_types.{name}(\nvalues={self.values!r},\n"
                                     f"indices={self.indices!r})",
        })
        _return_types[name] = cls
    return _return_types[name]


# ------------------------------------------------------------------ arguments
def _dims(op, t, dim):
    """(sorted reduced dim indexes, whether every dim is reduced)."""
    nd = t.ndim
    if dim is None:
        return list(range(nd)), True
    if isinstance(dim, (list, tuple)):
        if not op.multi_dim:
            raise TypeError(f"{op.name}(): argument 'dim' must be int, not {type(dim).__name__}")
        if len(dim) == 0:
            return list(range(nd)), True
        out = []
        for d in dim:
            i = N.dim_index(t, d, op.name)
            if i in out:
                raise RuntimeError(f"dim {i} appears multiple times in the list of dims")
            out.append(i)
        return sorted(out), len(out) == nd
    if isinstance(dim, _tensor.Tensor) or (isinstance(dim, str) and not op.dim_names):
        raise TypeError(f"{op.name}(): argument 'dim' must be int, not {type(dim).__name__}")
    return [N.dim_index(t, dim, op.name)], nd <= 1


def _dtypes(op, t, want):
    """(dtype the kernel reads, accumulator dtype, result dtype)."""
    src = t._dtype
    if want is not None and not isinstance(want, D.dtype):
        raise TypeError(f"{op.name}(): argument 'dtype' must be tensorgen.dtype, not {type(want).__name__}")
    rule = op.result
    if rule == "floating":
        if want is not None and not want.is_floating_point:
            raise RuntimeError(op.int_error.format(which="Optional", dtype=want.pt_name))
        if want is None and not src.is_floating_point:
            raise RuntimeError(op.int_error.format(which="Input", dtype=src.pt_name))
        result = want or src
    elif rule == "int_to_long":
        result = want or (src if src.is_floating_point else D.int64)
    elif rule == "int_to_float":
        result = src if src.is_floating_point else D.get_default_dtype()
    elif rule == "bool_keep_uint8":
        result = D.uint8 if src is D.uint8 else D.bool_
    elif rule == "long":
        result = D.int64
    else:
        result = src
    read = want or src
    if read.category < result.category and result.is_floating_point:
        read = result
    read = D.opmath(read)
    if op.style == "scan":  # running sums accumulate wide, as PyTorch's CPU kernels do
        acc = D.float64 if result.is_floating_point else D.int64
    elif rule == "bool_keep_uint8":
        acc = D.bool_
    else:
        acc = D.opmath(result)
    return read, acc, result


def _init_value(word, acc):
    npt = acc.np.type
    if word in ("lowest", "highest"):
        if acc is D.bool_:
            return np.bool_(word == "highest")
        if acc.is_floating_point:
            return npt(-np.inf if word == "lowest" else np.inf)
        info = np.iinfo(acc.np)
        return npt(info.min if word == "lowest" else info.max)
    if word in ("True", "False"):
        return npt(word == "True")
    return npt(float(word) if acc.is_floating_point else int(float(word)))


def _scalar_values(op, args):
    vals = []
    for name in op.scalars:
        v = args.get(name)
        if name == "correction":
            v = _correction(op, args)
        if isinstance(v, _tensor.Tensor):
            v = v.item()
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise TypeError(f"{op.name}(): argument '{name}' must be a number, not {type(v).__name__}")
        vals.append(np.float64(v) if isinstance(v, float) else np.int64(v))
    return vals


def _correction(op, args):
    # `unbiased` is the older spelling of correction=1 / correction=0
    c, unbiased = args.get("correction"), args.get("unbiased")
    if c is not None and unbiased is not None:
        raise RuntimeError(f"{op.name}: Cannot specify both unbiased and correction")
    if c is None:
        return 1 if unbiased is None or unbiased else 0
    return c


# ------------------------------------------------------------------ layout
class _Plan:
    """How (A, R, B) maps onto the tensor: sizes, element strides and which
    kept dims are outer (A) and inner (B), each list in memory order."""
    __slots__ = ("A", "R", "B", "sa", "sr", "sb", "outer", "inner")

    def __init__(self, A, R, B, sa, sr, sb, outer, inner):
        self.A, self.R, self.B, self.sa, self.sr, self.sb = A, R, B, sa, sr, sb
        self.outer, self.inner = outer, inner


def _plan(shape, strides, rdims):
    """The (A, R, B) view of a strided tensor, or None when it has none."""
    rset = set(rdims)
    dims = sorted((d for d in range(len(shape)) if shape[d] != 1), key=lambda d: -strides[d])
    groups = []  # [reduced?, size, stride, dims]
    for d in dims:
        red = d in rset
        g = groups[-1] if groups else None
        if g is not None and g[0] == red and g[2] == strides[d] * shape[d]:
            g[1] *= shape[d]
            g[2] = strides[d]
            g[3].append(d)
        else:
            groups.append([red, shape[d], strides[d], [d]])
    kinds = [g[0] for g in groups]
    if kinds not in ([], [True], [False], [False, True], [True, False], [False, True, False]):
        return None
    A = R = B = 1
    sa = sr = sb = 0
    outer, inner = [], []
    seen_r = False
    for red, size, stride, ds in groups:
        if red:
            R, sr, seen_r = size, stride, True
        elif seen_r or (len(groups) == 1):
            B, sb, inner = size, stride, ds
        else:
            A, sa, outer = size, stride, ds
    return _Plan(A, R, B, sa, sr, sb, outer, inner)


def _contiguous_strides_in(order, sizes):
    """Strides (by dim) of a fresh buffer laid out with dims `order` outermost first."""
    st, acc = {}, 1
    for d in reversed(order):
        st[d] = acc
        acc *= max(sizes[d], 1)
    return st


def _out_geometry(t, rdims, keepdim, plan, mid=None):
    """Shape and strides of an output laid out as (outer, [mid], inner)."""
    sizes = dict(enumerate(t._shape))
    order = list(plan.outer)
    if mid is not None:
        d, n = mid
        sizes[d] = n
        order.append(d)
    order += plan.inner
    st = _contiguous_strides_in(order, sizes)
    shape, strides = [], []
    for d in range(t.ndim):
        if d in rdims and mid is None:
            if keepdim:
                shape.append(1)
                strides.append(1)
            continue
        if mid is not None and d in rdims and d != mid[0]:
            continue
        shape.append(sizes[d])
        strides.append(st.get(d, 1))
    return tuple(shape), tuple(strides)


# ------------------------------------------------------------------ the family
class ReductionLaunch(NamedTuple):
    """What a reduction plan decides from the call's key (frozen; run replays it)."""
    rdims: tuple        # the reduced dims, sorted
    keepdim: bool
    read: object        # the dtype the kernel reads
    acc: object         # the accumulator's dtype
    result: object      # the result's dtype
    scal: tuple         # the kernel's scalar arguments
    args: dict          # the call's keyword arguments (k, largest, ...)
    empty_nan: bool     # median() of nothing: nan, as PyTorch
    several: bool       # values and indices (max(dim), topk, ...)
    fold: object        # a SmallFold: one generated fold call over the input's own layout, or None


class ReductionPlan(Plan):
    __slots__ = ("reduction",)  # the ReductionLaunch of a call planned for itself alone
    fold = None


class SmallFold(NamedTuple):
    """A one-result fold of a small CPU tensor in its own dtype: the general
    path's kernel choice and views, kept with the plan."""
    variant: int        # -1: the whole of a contiguous block; 0: rows of R; 1: contiguous (R, B) blocks; 2: (A, R, B)
    kernel: object      # the fold's compiled function
    inits: tuple
    result: object
    x_shape: tuple      # the input's view and its byte strides
    x_strides: tuple
    out_ab: object      # the output's (A, B) or A
    geom: tuple         # the result's (shape, strides)
    out_np: object      # the result's NumPy dtype


def plan(op, args, inplace):
    """dims → dtypes (ops.yaml `result:`) → the empty-dim and k checks, and the
    result's shape, before anything runs."""
    spec = op.spec
    self, args = args
    if not isinstance(self, _tensor.Tensor):  # a Parameter (subclass) is a dense tensor too
        handler = layout_hooks.handler_for(self)
        if handler is not None:  # a nested tensor: segment reductions over the packed values
            return Divert(handler.run, (op, (self, args), inplace))
        raise TypeError(f"{op.name}(): argument 'input' (position 1) must be Tensor, not {type(self).__name__}")
    t = self
    if t._device.type not in spec.devices:
        raise RuntimeError(f'"{op.name}" not implemented for \'{t._device.type}\' tensors')
    if t._dtype not in spec.dtypes:
        raise NotImplementedError(f'"{op.name}" not implemented for \'{t._dtype.pt_name}\'')
    dim = args.get("dim")
    keepdim = bool(args.get("keepdim", False))
    rdims, full = _dims(spec, t, dim)
    read, acc, result = _dtypes(spec, t, args.get("dtype"))
    scal = _scalar_values(spec, args)
    shape = t._shape
    nred = 1
    for d in rdims:
        nred *= shape[d] if shape else 1
    empty_nan = spec.style == "select" and dim is None and nred == 0  # median() of nothing: nan, as PyTorch
    k0 = spec.style == "topk" and args.get("k") == 0  # topk(0) of a zero-size dim: empty results, as PyTorch
    if not empty_nan and not k0:
        _check_empty(spec, t, rdims, full, dim, nred)
    if spec.style in ("select", "topk") and "k" in args:
        k = args["k"]
        if spec.style == "select" and not 1 <= k <= max(nred, 1):
            raise RuntimeError(f"{op.name}(): selected number k out of range for dimension {rdims[0]}")
        if spec.style == "topk" and not 0 <= k <= nred:
            raise RuntimeError("selected index k out of range")
    out_shape, dtypes = _result_shape(spec, t, rdims, keepdim, args, dim, result, empty_nan)
    p = ReductionPlan((t,), out_shape, dtypes[0], t._device, target=t if inplace else None,
             overlap=BUFFER if spec.style == "fold" else STRICT,  # as PyTorch: sum checks no overlap
             dtypes=dtypes if len(dtypes) > 1 else None, out_dtype=spec.out_dtype,
             names_info=(rdims, keepdim) if op.names == "remove_dims" else None)
    fold = None
    if not inplace and args.get("dtype") is None and type(t) is _Tensor and t._device is _CPU:
        fold = _small_fold(spec, t, rdims, keepdim)
    launch = ReductionLaunch(tuple(rdims), keepdim, read, acc, result, scal, args, empty_nan, len(dtypes) > 1,
                             fold)
    if any(isinstance(args.get(name), _tensor.Tensor) for name in spec.scalars):
        p.reduction = launch  # a scalar given as a Tensor is read for its value: planned per call
    else:
        p.launch = launch
    return p


def _result_shape(spec, t, rdims, keepdim, args, dim, result, empty_nan):
    """The shape of the results and the dtype of each, as the call returns them."""
    if empty_nan:
        return (), (t._dtype,)
    if spec.style == "scan":
        return t._shape, (result,)
    if spec.style == "scan_arg":
        return t._shape, (t._dtype, D.int64)
    if spec.style == "topk":
        shape = list(t._shape)
        if shape:
            shape[rdims[0]] = int(args["k"])
        return tuple(shape), (t._dtype, D.int64)
    shape = tuple(1 if d in rdims else n for d, n in enumerate(t._shape)) if keepdim else \
        tuple(n for d, n in enumerate(t._shape) if d not in rdims)
    if spec.style == "fold":
        return shape, (result,) * spec.n_outputs
    if spec.style == "arg" and not spec.returns_tuple:
        return shape, (D.int64,)          # argmax: the indices
    if dim is None:
        return shape, (t._dtype,)          # max(): the values alone
    return shape, (t._dtype, D.int64)


def run(op, launch, args, target):
    t = args[0]
    fold = launch.fold
    if fold is not None:
        if fold[0] < 0:  # the whole of a contiguous block (x.sum()): the commonest fold, inline
            _, kernel, inits, result, x_shape, _, _, geom, out_np = fold
            s, off, n = t._storage, t._offset, x_shape[1]
            res = _np_empty(1, out_np)  # one element: nothing for the size check to refuse
            kernel(s.reshape(1, n) if off == 0 and s.shape[0] == n else s[off:off + n].reshape(1, n), res, *inits)
            return _fresh(res, geom[0], geom[1], result)
        return _run_fold(fold, t)
    if type(launch) is ReductionPlan:  # a plan made for this call only
        launch = launch.reduction
        fold = launch.fold
        if fold is not None:
            return run(op, launch, args, target)
    spec = op.spec
    if launch.empty_nan:
        return _nan_like(t)
    runner = _run_cpu if t._device.type == "cpu" else _run_cuda
    results = runner(spec, t, list(launch.rdims), launch.keepdim, launch.read, launch.acc, launch.result,
                     launch.scal, launch.args)
    if spec.style == "arg" and not spec.returns_tuple:
        return results[1]                 # argmax: the indices
    if spec.style in ("arg", "select") and not launch.several:
        return results[0]                 # max(): the values alone
    if len(results) == 1:
        return results[0]
    if spec.style == "fold":
        return tuple(results)
    return return_type(op.name)(*results)


def _small_fold(spec, t, rdims, keepdim):
    """A SmallFold for a one-result fold of a small, non-empty CPU tensor read
    in its own dtype, or None (conversions, several results, big or empty inputs)."""
    dtype = t._dtype
    if spec.style != "fold" or spec.n_outputs != 1 or spec.scalars or dtype in D.NARROW or dtype not in spec.dtypes:
        return None
    if not t._shape or 0 in t._shape:
        return None
    try:
        read, acc, result = _dtypes(spec, t, None)
    except RuntimeError:
        return None
    if read is not dtype:
        return None  # the input needs a conversion pass first
    n = 1
    for size in t._shape:
        n *= size
    layout = _plan(t._shape, t._stride, rdims)
    if layout is None or n >= _PAR_MIN:
        return None
    inits = tuple(_init_value(w, acc) for w in spec.inits)
    isz = dtype.itemsize
    A, R, B = layout.A, layout.R, layout.B
    if B == 1:
        # -1: one row, the tensor's whole contiguous block (x.sum())
        variant, kernel = -1 if A == 1 and layout.sr == 1 else 0, _kernel(spec, "inner", False)
        x_shape, x_strides, out_ab = (A, R), (layout.sa * isz, layout.sr * isz), A
    elif B < _tiles._WIDE // 2 and layout.sb == 1 and layout.sr == B:
        variant, kernel = 1, _kernel(spec, "outer_wide", False)
        x_shape, x_strides, out_ab = (A, R * B), (layout.sa * isz, isz), (A, B)
    else:
        variant, kernel = 2, _kernel(spec, "outer", False)
        x_shape, x_strides, out_ab = (A, R, B), (layout.sa * isz, layout.sr * isz, layout.sb * isz), (A, B)
    # the compiled function for the views run makes (same shapes and strides: the same signature)
    span = 1 + sum((m - 1) * st for m, st in zip(x_shape, x_strides)) // isz
    x = np.ndarray((1, R) if variant < 0 else x_shape, dtype.np, np.empty(max(span, 1), dtype.np), 0,
                   (R * isz, isz) if variant < 0 else x_strides)
    res = np.empty(out_ab, result.np)
    sample = (x, out_ab[1], res) + inits if variant == 1 else (x, res) + inits
    kernel = _lazy.entry_point(kernel, sample)
    if _lazy.compiled(kernel):  # it unboxes Python numbers faster than NumPy scalars, to the same values
        inits = tuple(v.item() for v in inits)
    return SmallFold(variant, kernel, inits, result, x_shape, x_strides, out_ab,
                     _out_geometry(t, rdims, keepdim, layout), np.dtype(result.np))


def _run_fold(fold, t):
    """Variants 0 to 2 (run makes variant -1's call itself)."""
    s, off = t._storage, t._offset
    variant, kernel, inits, result, x_shape, x_strides, out_ab, geom, out_np = fold
    x = np.ndarray(x_shape, s.dtype, s, off * s.itemsize, x_strides)
    res = _np_empty(out_ab, out_np)  # at most the input's elements, fewer than _PAR_MIN: within every limit
    if variant == 0:  # B == 1: rows of R
        kernel(x, res, *inits)
        return _fresh(res, geom[0], geom[1], result)
    if variant == 1:  # contiguous (R, B) blocks
        kernel(x, out_ab[1], res, *inits)
    else:
        kernel(x, res, *inits)
    return _fresh(res.reshape(-1), geom[0], geom[1], result)


_empty, _fresh = _sizes.empty, _tensor.fresh  # every buffer and result size-checked (core/sizes.py)
_np_empty = np.empty
_Tensor, _CPU = _tensor.Tensor, _dev.CPU


def bind(op, args):
    self, kw = args
    return {"self": self, **kw}


FAMILY = Family("reduction", plan, run, bind, key=call_key.keywords_key)


def _nan_like(t):
    with np.errstate(invalid="ignore"):
        arr = cast_array(np.array(np.nan), t._dtype.np)  # ints get the one cast of nan (INT_MIN, 0 in int8)
    res = _tensor.Tensor._from_array(arr.reshape(()), t._dtype)
    return res if t._device.type == "cpu" else res.to(device=t._device)


def _check_empty(op, t, rdims, full, dim, nred):
    if nred or op.empty != "error":
        return
    if dim is None and op.style != "select":
        if op.style == "arg" and not op.returns_tuple:
            raise IndexError(f"{op.name}(): Expected reduction dim to be specified for input.numel() == 0.")
        raise RuntimeError(f"{op.name}(): Expected reduction dim to be specified for input.numel() == 0. "
                           "Specify the reduction dim with the 'dim' argument.")
    for d in rdims:
        if t._shape[d] == 0:
            raise IndexError(f"{op.name}(): Expected reduction dim {d} to have non-zero size.")


# ------------------------------------------------------------------ CPU
def _host_input(op, t, rdims, read):
    """(ndarray over the tensor's elements in the dtype kernels read, plan)."""
    arr = t._np if t._dtype is read else cast_array(t._np, read.np)
    if t.ndim == 0:
        arr = arr.reshape(1)
        rdims = [0]
    needs_order = op.style in ("arg", "select", "mode", "topk") and len(rdims) > 1
    plan = None if needs_order and not arr.flags.c_contiguous else \
        _plan(arr.shape, [s // arr.itemsize for s in arr.strides], rdims)
    if plan is None:
        # interleaved kept/reduced dims: one copy into (kept..., reduced...) order
        kept = [d for d in range(arr.ndim) if d not in rdims]
        arr = np.ascontiguousarray(arr.transpose(kept + list(rdims)))
        A = int(np.prod([arr.shape[i] for i in range(len(kept))]))
        R = int(np.prod(arr.shape[len(kept):]))
        plan = _Plan(A, R, 1, R, 1, 0, kept, [])
        flat = arr.reshape(-1)
    else:
        flat = _flat_of(arr)
    isz = arr.itemsize
    base_off = (arr.__array_interface__["data"][0] - flat.__array_interface__["data"][0]) // isz
    x3 = np.ndarray((plan.A, plan.R, plan.B), arr.dtype, flat, base_off * isz,
                    (plan.sa * isz, plan.sr * isz, plan.sb * isz))
    return x3, plan


def _flat_of(arr):
    base = arr
    while isinstance(base.base, np.ndarray):
        base = base.base
    return base.reshape(-1) if base.flags.c_contiguous else base.ravel(order="K")


def _threads():
    return numba.get_num_threads()


def use_parallel(work):
    """prange kernels pay off on big inputs with idle cores.  With the cores
    oversubscribed, OpenMP's spinning barriers made them ~3x slower than the
    serial twin (measured: sum over dim 0 of 10^7 float32, load average 7 on
    2 cores), so a loaded machine gets the serial kernels."""
    if work < _PAR_MIN:
        return False
    try:
        return _loadavg()[0] < _threads() + 1 and _cpu_load.cores_free(_threads())
    except OSError:
        return True


_loadavg = os.getloadavg


def _kernel(op, role, par):
    return op.cpu[role][1 if par else 0]


def _finish(arr, geom, dtype, device=_dev.CPU):
    shape, strides = geom
    if arr.dtype != dtype.np:
        arr = cast_array(arr, dtype.np)
    return _tensor.Tensor._make(arr.reshape(-1), shape, strides, 0, dtype, device)


def _run_cpu(op, t, rdims, keepdim, read, acc, result, scal, args):
    x3, plan = _host_input(op, t, rdims, read)
    A, R, B = plan.A, plan.R, plan.B
    par = use_parallel(A * R * B)
    if t.ndim == 0:
        rdims = [0] if op.style in ("scan", "topk", "scan_arg") or rdims else []
    kernel_res = D.float32 if result in D.NARROW else result
    if op.style == "scan_arg":
        vals = _empty((A, R, B), (D.float32 if t._dtype in D.NARROW else read).np)
        idxs = _empty((A, R, B), np.int64)
        if vals.size:
            _kernel(op, "scan", par)(x3, vals, idxs)
        geom = _geom_mid(t, rdims, plan, R)
        return [_finish(vals, geom, t._dtype), _finish(idxs, geom, D.int64)]
    if op.style == "fold":
        outs = [_empty((A, B), kernel_res.np) for _ in range(op.n_outputs)]
        inits = [_init_value(w, acc) for w in op.inits]
        if A * B:
            if B == 1:
                x2 = x3[:, :, 0]
                o1 = [o[:, 0] for o in outs]
                if par and A < 4 * _threads() and R > _tiles._CHUNK:
                    # few long rows: their fixed-size chunks in parallel (the same sums as "inner")
                    _kernel(op, "split", True)(x2, *o1, *inits, *scal)
                else:
                    _kernel(op, "inner", par and A > 1)(x2, *o1, *inits, *scal)
            elif B < _tiles._WIDE // 2 and plan.sb == 1 and plan.sr == B:
                # each (R, B) block is one contiguous run: fold it in wide lanes
                x2 = np.lib.stride_tricks.as_strided(x3, (A, R * B), (x3.strides[0], x3.itemsize))
                _kernel(op, "outer_wide", par and A > 1)(x2, B, *outs, *inits, *scal)
            else:
                # a prange of one task only wakes the threads (2 ms against 34 us measured)
                _kernel(op, "outer", par and A * -(-B // _tiles._COLS) > 1)(x3, *outs, *inits, *scal)
        geom = _geom0(t, rdims, keepdim, plan)
        return [_finish(o, geom, result) for o in outs]
    if op.style == "scan":
        res = _empty((A, R, B), acc.np if acc.np != kernel_res.np else kernel_res.np)
        if res.size:
            _kernel(op, "scan", par)(x3, res, _init_value(op.inits[0], acc))
        geom = _geom_mid(t, rdims, plan, R)
        return [_finish(res, geom, result)]
    vdt = D.float32 if t._dtype in D.NARROW else read
    if op.style == "topk":
        kk = int(args["k"])
        vals = _empty((A, kk, B), vdt.np)
        idxs = _empty((A, kk, B), np.int64)
        if vals.size:
            _kernel(op, "rows", par)(x3, vals, idxs, np.int64(kk), bool(args.get("largest", True)),
                                      bool(args.get("sorted", True)))
        geom = _geom_mid(t, rdims, plan, kk)
        return [_finish(vals, geom, t._dtype), _finish(idxs, geom, D.int64)]
    vals = _empty((A, B), vdt.np)
    idxs = _empty((A, B), np.int64)
    if A * B:
        if op.style == "arg":
            if B == 1:
                _kernel(op, "inner", par)(x3[:, :, 0], vals[:, 0], idxs[:, 0])
            else:
                _kernel(op, "outer", par)(x3, vals, idxs)
        else:
            _kernel(op, "rows", par)(x3, vals, idxs, *scal)
    geom = _geom0(t, rdims, keepdim, plan)
    return [_finish(vals, geom, t._dtype), _finish(idxs, geom, D.int64)]


def _geom0(t, rdims, keepdim, plan):
    if t.ndim == 0:
        return (), ()
    return _out_geometry(t, rdims, keepdim, plan)


def _geom_mid(t, rdims, plan, n):
    if t.ndim == 0:
        return (), ()
    return _out_geometry(t, rdims, True, plan, mid=(rdims[0], n))


# ------------------------------------------------------------------ CUDA
def _fold_config(AB, n, sb, B, passes):
    """((grid x, nsplit), (bx, by)) of a fold kernel (templates/reduction.j2).
    bx outputs per block side by side when the kept inner dim is contiguous
    (each row of the block reads consecutive elements), else 1; by threads
    stride the reduced dim. With few output tiles and a long reduced dim,
    nsplit blocks share each output (single-pass folds: partials combine in a
    second kernel)."""
    sms = CB.device_limits()[0]
    T = CB.block_threads()
    bx = min(32, T // 4) if (sb == 1 and B >= 8) else 1
    by = T // bx
    short = 1 << max(0, (n - 1).bit_length())  # short rows: fewer threads per output, more outputs per block
    if short < by:
        by = short
        bx = T // by
    tiles = -(-AB // bx)
    nsplit = 1
    if passes == 1 and tiles < 2 * sms:
        nsplit = max(1, min(-(-4 * sms // tiles), n // (by * 8)))
    return (min(tiles, CB.max_blocks()), nsplit), (bx, by)


def _fold_cuda(op, kernel, xargs, oargs, inits, scal, acc, plan, device):
    A, n, B = plan.A, plan.R, plan.B
    grid, block = _fold_config(A * B, n, plan.sb, B, len(op.inits))
    nsplit = grid[1]
    # the partials (nsplit > 1); else a 1-element stand-in giving the kernel its accumulator dtype
    part = CB.empty((nsplit * A * B if nsplit > 1 else 1,), acc, device)
    kernel[grid, block](*xargs, *oargs, part._storage, nsplit, *inits, *scal)
    if nsplit > 1:
        finish = getattr(CB._kernels(), op.cuda[1])
        finish[CB._launch_config(A * B)](part._storage, nsplit, A, n, B, *oargs, *inits, *scal)


def _run_cuda(op, t, rdims, keepdim, read, acc, result, scal, args):
    device = t._device
    x = t if t._dtype is read and read is not D.bfloat16 else CB.convert(t, read)
    shape, strides = x._shape or (1,), x._stride or (1,)
    rd = rdims if x.ndim else [0]
    plan = _plan(shape, strides, rd)
    if plan is None or (op.style != "fold" and len(rd) > 1 and not x.is_contiguous()):
        kept = [d for d in range(len(shape)) if d not in rd]
        perm = kept + list(rd)
        view = _tensor.Tensor._make(x._storage, tuple(shape[d] for d in perm), tuple(strides[d] for d in perm),
                                    x._offset, x._dtype, device)
        x = CB.convert(view, x._dtype)
        A = int(np.prod([shape[d] for d in kept])) if kept else 1
        R = int(np.prod([shape[d] for d in rd])) if rd else 1
        plan = _Plan(A, R, 1, R, 1, 0, kept, [])
    if t.ndim == 0:
        rdims = [0] if op.style in ("scan", "topk", "scan_arg") or rdims else []
    A, R, B = plan.A, plan.R, plan.B
    kernel_res = D.float32 if result in D.NARROW else result
    kernel = getattr(CB._kernels(), op.cuda[0])
    blocks, threads = CB._launch_config(max(A * B, 1))
    xargs = (x._storage, x._offset, plan.sa, plan.sr, plan.sb, A, R, B)
    if op.style == "scan_arg":
        vdt = D.float32 if t._dtype in D.NARROW else read
        vals = CB.empty((A, R, B), vdt, device)
        idxs = CB.empty((A, R, B), D.int64, device)
        if A * R * B:
            kernel[blocks, threads](*xargs, vals._storage, 0, R * B, B, 1, idxs._storage, 0, R * B, B, 1)
        geom = _geom_mid(t, rdims, plan, R)
        outs = [(vals, t._dtype), (idxs, D.int64)]
    elif op.style == "scan":
        res = CB.empty((A, R, B), kernel_res, device)
        if A * R * B:
            blocks, threads = CB.rows_config(A * B)
            threads = min(threads, 1 << max(0, (R - 1).bit_length()))  # short lines: smaller blocks
            kernel[blocks, threads](*xargs, res._storage, 0, R * B, B, 1, _init_value(op.inits[0], acc))
        geom = _geom_mid(t, rdims, plan, R)
        outs = [(res, result)]
    elif op.style == "fold":
        bufs = [CB.empty((A, B), kernel_res, device) for _ in range(op.n_outputs)]
        oargs = []
        for b in bufs:
            oargs += [b._storage, 0, B, 1]
        if A * B:
            _fold_cuda(op, kernel, xargs, oargs, [_init_value(w, acc) for w in op.inits], scal, acc, plan, device)
        geom = _geom0(t, rdims, keepdim, plan)
        outs = [(b, result) for b in bufs]
    elif op.style == "topk":
        kk = int(args["k"])
        vdt = D.float32 if t._dtype in D.NARROW else read
        vals = CB.empty((A, kk, B), vdt, device)
        idxs = CB.empty((A, kk, B), D.int64, device)
        if A * kk * B:
            # each row's (value, index) pairs, rearranged in place by its thread
            sv = CB.empty((A * B * R,), vdt, device)
            si = CB.empty((A * B * R,), D.int64, device)
            blocks, threads = CB._launch_config(A * B)
            kernel[blocks, threads](*xargs, vals._storage, 0, kk * B, B, 1, idxs._storage, 0, kk * B, B, 1,
                                    kk, bool(args.get("largest", True)), bool(args.get("sorted", True)),
                                    sv._storage, si._storage)
        geom = _geom_mid(t, rdims, plan, kk)
        outs = [(vals, t._dtype), (idxs, D.int64)]
    else:
        vdt = D.float32 if t._dtype in D.NARROW else read
        vals = CB.empty((A, B), vdt, device)
        idxs = CB.empty((A, B), D.int64, device)
        if A * B:
            if op.style == "arg":  # the fold kernels' tiles, one block per tile (no split)
                blocks, threads = _fold_config(A * B, R, plan.sb, B, 2)
                blocks = blocks[0]
            else:  # select / mode: one block per output, its threads sharing the row
                blocks, threads = CB.rows_config(A * B)
                threads = min(threads, 1 << max(0, (R - 1).bit_length()))
            kernel[blocks, threads](*xargs, vals._storage, 0, B, 1, idxs._storage, 0, B, 1, *scal)
        geom = _geom0(t, rdims, keepdim, plan)
        outs = [(vals, t._dtype), (idxs, D.int64)]
    res = []
    for buf, dt in outs:
        view = _tensor.Tensor._make(buf._storage, geom[0], geom[1], 0, buf._dtype, device)
        res.append(view if buf._dtype is dt else CB.convert(view, dt))
    return res

