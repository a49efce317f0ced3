"""Dispatch of ``kind: sort`` ops (sort, argsort, msort, searchsorted,
bucketize, isin, unique, unique_consecutive, nanmedian, quantile,
nanquantile, histc, bincount): per form a plan (arguments checked with PyTorch's words) and a
run over contiguous rows.

The sorted dim is moved last and the rows copied contiguous in the key dtype
(half and bfloat16 as float32, which orders them alike and converts back
exactly); the generated kernel sorts each row's positions stably and gathers
the values, so ties keep their input order on every device.
"""
import numpy as np

from ..core import dtypes as D
from ..core import promote as P
from ..core.op import EXACT, BUFFER, Plan
from ..core.tensor import Tensor
from . import form_family as X
from .reduction import return_type


class SortPlan(Plan):
    __slots__ = ("a",)


def _plan(a, inputs, shape, dtype, device, *, dtypes=None):
    p = SortPlan(tuple(inputs), tuple(shape), dtype, device, overlap=BUFFER,
                 out_dtype=(EXACT, "Expected out tensor to have dtype {result}, but got {out} instead"),
                 dtypes=dtypes)
    p.a = a
    return p


def _key_dtype(dtype):
    """The dtype rows are sorted in: half/bfloat16 as float32 (the same order,
    converted back exactly), bool as uint8 (comparisons of numbers on every device)."""
    if dtype in D.NARROW:
        return D.float32
    return D.uint8 if dtype is D.bool_ else dtype


# ------------------------------------------------------------------ sort
def _plan_sort(op, a, inplace):
    self = X.tensor(op.name, "input", a["self"], 1)
    X.check_dtype(op, self)
    X.check_device(op, self, self._device)
    form = op.spec.form
    d = 0 if form == "msort" else X.dim_arg(op, self, a["dim"])
    if form == "msort" and not self.ndim:
        raise IndexError("Dimension specified as 0 but tensor has no dimensions")
    args = {"self": self, "dim": d, "descending": bool(a.get("descending", False))}
    if form == "sort":
        return _plan(args, (self,), self._shape, self._dtype, self._device, dtypes=(self._dtype, D.int64))
    dtype = D.int64 if form == "argsort" else self._dtype
    return _plan(args, (self,), self._shape, dtype, self._device)


def sort_rows(op, self, d, descending):
    """(values, indices) of self sorted along dim d (fresh contiguous tensors)."""
    dev = self._device
    shape = X.shape_of(self)
    nd = len(shape)
    order = [k for k in range(nd) if k != d] + [d]
    st = X.strides_of(self)
    moved = Tensor._make(self._storage, tuple(shape[k] for k in order), tuple(int(st[k]) for k in order),
                         self._offset, self._dtype, dev)
    kd = _key_dtype(self._dtype)
    keys = X.contiguous(moved, kd)
    n = shape[d]
    total = X.numel(shape)
    vals = X.fresh(keys._shape, kd, dev)
    idx = X.fresh(keys._shape, D.int64, dev)
    if total:
        rows = total // n
        tmp = X.fresh(keys._shape, D.int64, dev)
        X.launch_rows(op.spec.kernel("sort", dev), dev, rows, keys._storage, vals._storage, idx._storage,
                      tmp._storage, rows, n, descending)
    if kd is not self._dtype:
        vals = X.contiguous(vals, self._dtype)
    return _unmove(vals, order, self._shape), _unmove(idx, order, self._shape)


def _unmove(t, order, shape):
    """The rows of t (dims in `order`) seen back in the input's dim order, copied contiguous."""
    if list(order) == sorted(order):
        return Tensor._make(t._storage, shape, t._stride[:len(shape)] if shape else (), 0, t._dtype, t._device)
    inv = [0] * len(order)
    for i, k in enumerate(order):
        inv[k] = i
    view = Tensor._make(t._storage, shape, tuple(t._stride[inv[k]] for k in range(len(order))), 0, t._dtype,
                        t._device)
    return X.contiguous(view)


def _run_sort(op, plan, target):
    a = plan.a
    vals, idx = sort_rows(op, a["self"], a["dim"], a["descending"])
    form = op.spec.form
    if form == "sort":
        return return_type("sort")(vals, idx)
    return idx if form == "argsort" else vals


# ------------------------------------------------------------------ searchsorted / bucketize
def _as_tensor(op, x, argname, pos, device):
    if isinstance(x, Tensor):
        return x
    if isinstance(x, (bool, int, float)):
        dtype = P.scalar_dtype(x)
        arr = np.array(x, dtype.np)
        return Tensor._from_array(arr, dtype) if device.type == "cpu" else X.CB.from_host(arr, dtype, device)
    return X.tensor(op.name, argname, x, pos)


def _plan_search(op, a, inplace):
    form = op.spec.form
    if form == "bucketize":
        seq = X.tensor(op.name, "boundaries", a["boundaries"], 2)
        vals = _as_tensor(op, a["self"], "input", 1, seq._device)
        if seq.ndim != 1:
            raise RuntimeError(f"boundaries tensor must be 1 dimension, but got dim({seq.ndim})")
        right, sorter, who = bool(a["right"]), None, "torch.bucketize()"
    else:
        seq = X.tensor(op.name, "sorted_sequence", a["sorted_sequence"], 1)
        vals = _as_tensor(op, a["self"], "input", 2, seq._device)
        who = "torch.searchsorted()"
        side, right = a.get("side"), bool(a["right"])
        if side is not None:
            if side not in ("left", "right"):
                raise RuntimeError(f"{who}: side can only be 'left' or 'right' but got {side}")
            if side == "left" and right:
                raise RuntimeError(f"{who}: side and right can't be set to opposites, got side of left while "
                                   f"right was True")
            right = side == "right"
        sorter = a.get("sorter")
    X.check_dtype(op, seq)
    X.check_dtype(op, vals)
    X.check_device(op, vals, seq._device)
    if seq.ndim == 0:
        raise RuntimeError(f"{who}: boundaries tensor should have positive dimension, but got 0 dimension")
    if seq.ndim != 1 and (vals.ndim != seq.ndim or vals._shape[:-1] != seq._shape[:-1]):
        raise RuntimeError(f"{who}: boundaries tensor should be 1 dimension or the first N-1 dimensions of "
                           f"boundaries tensor and input value tensor must match, but we got boundaries tensor "
                           f"{list(seq._shape)} and input value tensor {list(vals._shape)}")
    if sorter is not None:
        X.tensor(op.name, "sorter", sorter, 6)
        X.check_device(op, sorter, seq._device)
        if sorter._dtype is not D.int64:
            raise RuntimeError(f"{who}: sorter must be a tensor of long dtype but got dtype "
                               f"{sorter._dtype.pt_name}")
        if sorter._shape != seq._shape:
            raise RuntimeError(f"{who}: boundary and sorter must have the same size, but got boundary tensor "
                               f"{list(seq._shape)}and got sorter tensor {list(sorter._shape)}")
        if X.first_outside(X.host(sorter), 0, seq._shape[-1]) is not None:
            raise RuntimeError(f"{who}: sorter index out of range")
    # compared in the common dtype, as PyTorch (half/bfloat16 as float32: the same order)
    kd = _key_dtype(P.promote_types(seq._dtype, vals._dtype))
    out_dtype = D.int32 if a["out_int32"] else D.int64
    return _plan({"seq": seq, "vals": vals, "sorter": sorter, "right": right, "kd": kd},
                 (seq, vals) + ((sorter,) if sorter is not None else ()), vals._shape, out_dtype, seq._device)


def _run_search(op, plan, target):
    a = plan.a
    seq, vals, sorter, kd = a["seq"], a["vals"], a["sorter"], a["kd"]
    dev = seq._device
    out = X.fresh(plan.shape, plan.dtype, dev)
    total = vals.numel()
    if total:
        s = X.contiguous(seq, kd)
        v = X.contiguous(vals, kd)
        n = seq._shape[-1]
        rows = seq.numel() // n if n else 1
        srt = X.as_row_major(sorter) if sorter is not None else X.zeros((1,), D.int64, dev)
        X.launch(op.spec.kernel("search", dev), dev, total, s._storage, srt._storage[srt._offset:],
                 sorter is not None, v._storage, out._storage, n, total // rows if seq.ndim > 1 else total,
                 rows if seq.ndim > 1 else 1, a["right"])
    return out


# ------------------------------------------------------------------ unique / unique_consecutive
def _plan_unique(op, a, inplace):
    self = X.tensor(op.name, "input", a["self"], 1)
    X.check_dtype(op, self)
    X.check_device(op, self, self._device)
    flags = (bool(a["return_inverse"]), bool(a["return_counts"]))
    d = a.get("dim")
    if d is not None:
        d = X.dim_arg(op, self, d)
    return _plan({"self": self, "flags": flags, "dim": d}, (self,), (0,), self._dtype, self._device)


def _run_unique(op, plan, target):
    if plan.a["dim"] is not None:
        return _run_unique_dim(op, plan)
    self = plan.a["self"]
    inv_wanted, counts_wanted = plan.a["flags"]
    dev = self._device
    n = self.numel()
    kd = _key_dtype(self._dtype)
    flat = X.contiguous(self, kd)
    flat = Tensor._make(flat._storage, (n,), (1,), 0, kd, dev)
    consecutive = op.spec.form == "unique_consecutive"
    if consecutive:
        vals, perm = flat, X.zeros((1,), D.int64, dev)
    else:
        vals, perm = X.fresh((n,), kd, dev), X.fresh((n,), D.int64, dev)
        if n:
            tmp = X.fresh((n,), D.int64, dev)
            X.launch_rows(op.spec.kernel("sort", dev), dev, 1, flat._storage, vals._storage, perm._storage,
                          tmp._storage, 1, n, False)
    uniq = X.fresh((n,), kd, dev)
    inverse = X.fresh(self._shape, D.int64, dev)
    counts = X.fresh((n,), D.int64, dev)
    nout = X.zeros((1,), D.int64, dev)
    X.launch(op.spec.kernel("runs", dev), dev, 1, vals._storage, perm._storage, not consecutive, uniq._storage,
             inverse._storage, counts._storage, n, nout._storage)
    k = int(X.host(nout)[0])  # the result's size: read on the host, as PyTorch's unique synchronizes
    uniq = Tensor._make(uniq._storage, (k,), (1,), 0, kd, dev)
    if kd is not self._dtype:
        uniq = X.contiguous(uniq, self._dtype)
    res = [uniq]
    if inv_wanted:
        res.append(inverse)
    if counts_wanted:
        res.append(Tensor._make(counts._storage, (k,), (1,), 0, D.int64, dev))
    return res[0] if len(res) == 1 else tuple(res)


def _run_unique_dim(op, plan):
    """unique(dim=d): the slices along d as rows of m values (d moved first)."""
    self, d = plan.a["self"], plan.a["dim"]
    inv_wanted, counts_wanted = plan.a["flags"]
    dev = self._device
    shape = X.shape_of(self)
    nd = len(shape)
    order = [d] + [k for k in range(nd) if k != d]
    st = X.strides_of(self)
    kd = _key_dtype(self._dtype)
    moved = Tensor._make(self._storage, tuple(shape[k] for k in order), tuple(int(st[k]) for k in order),
                         self._offset, self._dtype, dev)
    keys = X.contiguous(moved, kd)
    n = shape[d]
    m = X.numel(shape) // n if n else 0
    perm, tmp = X.fresh((max(n, 1),), D.int64, dev), X.fresh((max(n, 1),), D.int64, dev)
    if op.spec.form == "unique_consecutive":
        if dev.type == "cpu":
            perm._storage[:] = np.arange(max(n, 1))
        else:
            perm = X.CB.from_host(np.arange(max(n, 1), dtype=np.int64), D.int64, dev)
    else:
        X.launch(op.spec.kernel("rowsort", dev), dev, 1, keys._storage, n, m, perm._storage, tmp._storage)
    first, counts = X.fresh((max(n, 1),), D.int64, dev), X.fresh((max(n, 1),), D.int64, dev)
    inverse = X.fresh((n,), D.int64, dev)
    nout = X.zeros((1,), D.int64, dev)
    X.launch(op.spec.kernel("rowruns", dev), dev, 1, keys._storage, m, perm._storage, first._storage,
             inverse._storage, counts._storage, n, nout._storage)
    k = int(X.host(nout)[0])
    out = X.fresh((k,) + keys._shape[1:], kd, dev)
    X.launch(op.spec.kernel("pickrows", dev), dev, 1, keys._storage, first._storage, k, m, out._storage)
    if kd is not self._dtype:
        out = X.contiguous(out, self._dtype)
    res = [_unmove(out, order, tuple(k if j == d else s for j, s in enumerate(self._shape)))]
    if inv_wanted:
        res.append(inverse)
    if counts_wanted:
        res.append(Tensor._make(counts._storage, (k,), (1,), 0, D.int64, dev))
    return res[0] if len(res) == 1 else tuple(res)


# ------------------------------------------------------------------ isin
def _plan_isin(op, a, inplace):
    el, te = a["elements"], a["test_elements"]
    if not isinstance(el, Tensor) and not isinstance(te, Tensor):
        raise TypeError("isin() received an invalid combination of arguments - got (elements, test_elements) "
                        "of two scalars; one must be a Tensor")
    dev = (el if isinstance(el, Tensor) else te)._device
    el = _as_tensor(op, el, "elements", 1, dev)
    te = _as_tensor(op, te, "test_elements", 2, dev)
    for t in (el, te):
        if t._dtype is D.bool_:
            raise RuntimeError("Unsupported input type encountered for isin(): Bool")
        X.check_dtype(op, t)
        X.check_device(op, t, dev)
    kd = _key_dtype(P.promote_types(el._dtype, te._dtype))
    return _plan({"el": el, "te": te, "kd": kd, "invert": bool(a["invert"])}, (el, te), el._shape, D.bool_, dev)


def _run_isin(op, plan, target):
    a = plan.a
    el, te, kd = a["el"], a["te"], a["kd"]
    dev = el._device
    out = X.fresh(el._shape, D.bool_, dev)
    total, n = el.numel(), te.numel()
    if total:
        keys = X.contiguous(te, kd)
        seq, perm = X.fresh((max(n, 1),), kd, dev), X.fresh((max(n, 1),), D.int64, dev)
        if n:
            tmp = X.fresh((n,), D.int64, dev)
            X.launch_rows(op.spec.kernel("sort", dev), dev, 1, keys._storage, seq._storage, perm._storage,
                          tmp._storage, 1, n, False)
        v = X.contiguous(el, kd)
        X.launch(op.spec.kernel("member", dev), dev, total, seq._storage, n, v._storage, out._storage,
                 a["invert"])
    return out


# ------------------------------------------------------------------ quantile / nanquantile / nanmedian
_INTERPOLATION = {"linear": 0, "lower": 1, "higher": 2, "midpoint": 3, "nearest": 4}


def _plan_quantile(op, a, inplace):
    form = op.spec.form
    self = X.tensor(op.name, "input", a["self"], 1)
    X.check_device(op, self, self._device)
    dim, keepdim = a["dim"], bool(a["keepdim"])
    if form == "nanmedian":
        X.check_dtype(op, self)
        qs, mode = None, 5
    else:
        who = f"{form}()"
        if self._dtype not in (D.float32, D.float64):
            raise RuntimeError(f"{who} input tensor must be either float or double dtype")
        if self.numel() == 0:
            raise RuntimeError(f"{who} input tensor must be non-empty")
        q = a["q"]
        if isinstance(q, Tensor):
            if q.ndim > 1:
                raise RuntimeError(f"{who} q must be a scalar or 1D tensor")
            if q._dtype is not self._dtype:
                raise RuntimeError(f"{who} q tensor must be same dtype as the input tensor")
            X.check_device(op, q, self._device)
            qs = np.asarray(X.host(q), self._dtype.np).reshape(-1)
            q_dims = (qs.shape[0],) if q.ndim else ()
        else:
            qs, q_dims = np.array([q], self._dtype.np), ()
        for v in qs:
            if not 0 <= v <= 1:
                raise RuntimeError(f"{who} q values must be in the range [0, 1]" if isinstance(q, Tensor) else
                                   f"{who} q must be in the range [0, 1] but got {q}")
        interp = a["interpolation"]
        if interp not in _INTERPOLATION:
            raise RuntimeError(f"{who} interpolation must be one of linear, lower, higher, midpoint or nearest, "
                               f"but got {interp}")
        mode = _INTERPOLATION[interp]
    if dim is None:
        d, reduced = None, ((1,) * self.ndim if keepdim else ())
    else:
        d = X.dim_arg(op, self, dim)
        if self.ndim and self._shape[d] == 0:
            raise IndexError(f"median(): Expected reduction dim {d} to have non-zero size.")
        reduced = tuple(1 if k == d else s for k, s in enumerate(self._shape)) if keepdim else \
            tuple(s for k, s in enumerate(self._shape) if k != d)
    if form == "nanmedian":
        args = {"self": self, "dim": d, "mode": mode, "qs": None, "reduced": reduced}
        if d is None:
            return _plan(args, (self,), (), self._dtype, self._device)
        return _plan(args, (self,), reduced, self._dtype, self._device, dtypes=(self._dtype, D.int64))
    shape = q_dims + reduced
    return _plan({"self": self, "dim": d, "mode": mode, "qs": qs, "reduced": reduced,
                  "ignore_nan": form == "nanquantile"}, (self,), shape, self._dtype, self._device)


def _run_quantile(op, plan, target):
    a = plan.a
    self, d, mode = a["self"], a["dim"], a["mode"]
    dev = self._device
    src = self if d is not None else Tensor._make(*_flat_view(self))
    dd = d if d is not None else 0
    if src.numel() == 0:  # nanmedian() of an empty tensor: NaN
        vals = X.fresh((1,), self._dtype, dev)
        X.launch(op.spec.kernel("quantile", dev), dev, 1, *_nan_row(vals, dev))
        return Tensor._make(vals._storage, (), (), 0, self._dtype, dev)
    svals, sidx = sort_rows(op, src, dd, False)
    # rows with the reduced dim last, contiguous in the key dtype
    nd = max(src.ndim, 1)
    order = [k for k in range(nd) if k != dd] + [dd]
    kd = _key_dtype(self._dtype)
    moved = Tensor._make(svals._storage, tuple(X.shape_of(svals)[k] for k in order),
                         tuple(int(X.strides_of(svals)[k]) for k in order), 0, svals._dtype, dev)
    vals = X.contiguous(moved, kd)
    imoved = Tensor._make(sidx._storage, moved._shape, tuple(int(X.strides_of(sidx)[k]) for k in order), 0,
                          D.int64, dev)
    idx = X.as_row_major(imoved)
    n = X.shape_of(src)[dd]
    rows = src.numel() // n
    qs = a["qs"]
    nq = 1 if qs is None else qs.shape[0]
    out = X.fresh((nq * rows,), kd, dev)
    out_idx = X.fresh((rows,), D.int64, dev)
    q = X.arr(np.zeros(1), dev) if qs is None else (qs if dev.type == "cpu" else X.CB._cuda().to_device(qs))
    f = X.fresh((4 * rows,), kd, dev)
    X.launch(op.spec.kernel("quantile", dev), dev, rows, vals._storage, idx._storage, rows, n, q, nq,
             out._storage, out_idx._storage, mode, a.get("ignore_nan", True), f._storage)
    if kd is not self._dtype:
        out = X.contiguous(out, self._dtype)
    res = Tensor._make(out._storage, plan.shape, X.contiguous_strides(plan.shape), 0, self._dtype, dev)
    if op.spec.form == "nanmedian" and d is not None:
        ind = Tensor._make(out_idx._storage, plan.shape, X.contiguous_strides(plan.shape), 0, D.int64, dev)
        return return_type("nanmedian")(res, ind)
    return res


def _flat_view(t):
    flat = X.as_row_major(t)
    return flat._storage, (t.numel(),), (1,), flat._offset, t._dtype, t._device


def _nan_row(vals, dev):
    """Arguments of the quantile kernel for one empty row: its result is NaN."""
    nan = X.fresh((1,), vals._dtype, dev)
    nan_host = np.array([np.nan], vals._dtype.np if vals._dtype not in D.NARROW else np.float32)
    if dev.type == "cpu":
        nan._storage[:] = nan_host.astype(nan._storage.dtype)
    else:
        nan = X.CB.from_host(nan_host.astype(vals._dtype.np), vals._dtype, dev)
    idx = X.zeros((1,), D.int64, dev)
    f = X.fresh((4,), vals._dtype, dev)
    return (nan._storage, idx._storage, 1, 1, X.arr(np.zeros(1), dev), 1, vals._storage,
            X.zeros((1,), D.int64, dev)._storage, 5, True, f._storage)


# ------------------------------------------------------------------ histc / bincount
def _plan_histc(op, a, inplace):
    self = X.tensor(op.name, "input", a["self"], 1)
    X.check_dtype(op, self)
    X.check_device(op, self, self._device)
    bins, lo, hi = a["bins"], a["min"], a["max"]
    if bins <= 0:
        raise RuntimeError(f"torch.histogram(): bins must be > 0, but got {bins} for dimension 0")
    if lo > hi:
        raise RuntimeError("torch.histc: max must be larger than min")
    return _plan({"self": self, "bins": int(bins), "lo": lo, "hi": hi}, (self,), (int(bins),), self._dtype,
                 self._device)


def _run_histc(op, plan, target):
    a = plan.a
    self, bins = a["self"], a["bins"]
    dev = self._device
    kd = _key_dtype(self._dtype)
    x = X.contiguous(self, kd)
    n = x.numel()
    out = X.zeros((bins,), kd, dev)
    lohi = X.fresh((2,), kd, dev)
    fb = X.fresh((2,), kd, dev)
    lo, hi = a["lo"], a["hi"]
    if lo == hi and n:
        X.launch(op.spec.kernel("range", dev), dev, 1, x._storage, n, lohi._storage)
        lo, hi = (float(v) for v in X.host(lohi))
    if not (np.isfinite(lo) and np.isfinite(hi)):
        raise RuntimeError(f"torch.histc: range of [{lo}, {hi}] is not finite")
    if lo == hi:
        lo, hi = lo - 1, hi + 1
    _fill(lohi, [lo, hi])
    _fill(fb, [0, bins])
    X.launch(op.spec.kernel("histc", dev), dev, 1, x._storage, n, lohi._storage, bins, fb._storage,
             out._storage)
    return out if kd is self._dtype else X.contiguous(out, self._dtype)


def _fill(t, values):
    arr = np.array(values, t._dtype.np)
    if t._device.type == "cpu":
        t._storage[:] = arr
    else:
        t._storage.copy_to_device(arr)


def _plan_bincount(op, a, inplace):
    self, weights, minlength = X.tensor(op.name, "input", a["self"], 1), a["weights"], a["minlength"]
    X.check_device(op, self, self._device)
    if self._dtype.is_floating_point or self._dtype is D.bool_:
        raise NotImplementedError(f'"bincount_cpu" not implemented for \'{self._dtype.pt_name}\'')
    if minlength < 0:
        raise RuntimeError("minlength should be >= 0")
    values = X.host(self)
    if self.ndim != 1 or (values.size and values.min() < 0):
        raise RuntimeError("bincount only supports 1-d non-negative integral inputs.")
    if weights is not None:
        X.tensor(op.name, "weights", weights, 2)
        X.check_device(op, weights, self._device)
        if weights.ndim != 1 or weights._shape[0] != self._shape[0]:
            raise RuntimeError("weights should be 1-d and have the same length as input")
        dtype = D.float32 if weights._dtype is D.float32 else D.float64
    else:
        dtype = D.int64
    size = max(int(values.max()) + 1 if values.size else 0, minlength)
    return _plan({"self": self, "weights": weights}, (self,) + ((weights,) if weights is not None else ()),
                 (size,), dtype, self._device)


def _run_bincount(op, plan, target):
    a = plan.a
    self, w = a["self"], a["weights"]
    dev = self._device
    out = X.zeros(plan.shape, plan.dtype, dev)
    x = X.as_row_major(self)
    n = x.numel()
    wt = X.contiguous(w, plan.dtype) if w is not None else X.zeros((1,), plan.dtype, dev)
    X.launch(op.spec.kernel("bincount", dev), dev, 1, x._storage[x._offset:x._offset + n] if n else x._storage,
             n, wt._storage, w is not None, out._storage)
    return out


_FORMS = {
    "sort": (_plan_sort, _run_sort),
    "argsort": (_plan_sort, _run_sort),
    "msort": (_plan_sort, _run_sort),
    "searchsorted": (_plan_search, _run_search),
    "bucketize": (_plan_search, _run_search),
    "unique": (_plan_unique, _run_unique),
    "unique_consecutive": (_plan_unique, _run_unique),
    "isin": (_plan_isin, _run_isin),
    "nanmedian": (_plan_quantile, _run_quantile),
    "quantile": (_plan_quantile, _run_quantile),
    "nanquantile": (_plan_quantile, _run_quantile),
    "histc": (_plan_histc, _run_histc),
    "bincount": (_plan_bincount, _run_bincount),
}


Spec = X.Spec  # the record generated/ops.py builds per op
FAMILY = X.form_family("sort", _FORMS)
