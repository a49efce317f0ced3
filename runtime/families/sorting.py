"""Dispatch of ``kind: sort`` ops (sort, argsort, msort, searchsorted,
bucketize): per form a plan (arguments checked with PyTorch's words) and a
run over contiguous rows.

The sorted dim is moved last and the rows copied contiguous in the key dtype
(half and bfloat16 as float32, which orders them alike and converts back
exactly); the generated kernel sorts each row's positions stably and gathers
the values, so ties keep their input order on every device.
"""
import numpy as np

from ..core import dtypes as D
from ..core import promote as P
from ..core.op import EXACT, BUFFER, Family, Plan
from ..core.tensor import Tensor
from . import indexed as X
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
    return D.float32 if dtype in D.NARROW else dtype


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
        X.launch(op.spec.kernel("sort", dev), dev, rows, keys._storage, vals._storage, idx._storage, tmp._storage,
                 rows, n, descending)
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


_FORMS = {
    "sort": (_plan_sort, _run_sort),
    "argsort": (_plan_sort, _run_sort),
    "msort": (_plan_sort, _run_sort),
    "searchsorted": (_plan_search, _run_search),
    "bucketize": (_plan_search, _run_search),
}


def plan(op, args, inplace):
    d = X.divert(op, args, inplace)
    if d is not None:
        return d
    return _FORMS[op.spec.form][0](op, X.bind(op, args), inplace)


def run(op, plan, target):
    return _FORMS[op.spec.form][1](op, plan, target)


Spec = X.Spec  # the record generated/ops.py builds per op
FAMILY = Family("sort", plan, run, X.bind)
