"""Dispatch of ``kind: gather`` ops with a ``form:`` (gather, scatter*,
index_*, take*, masked_scatter, select/slice_scatter, nonzero): per form a
plan (every argument checked, indices included, with PyTorch's words, before
any kernel runs) and a run (the op's generated kernel over strided operands).

Results are fresh contiguous tensors; an in-place call (scatter_, index_add_)
gets its result written into self by the pipeline's one writer, after the
plan has validated everything.
"""
import numpy as np

from ..core import dtypes as D
from ..core.op import REFUSED, STRICT, Plan
from ..core import tensor as _tensor_mod
from ..core.tensor import Tensor
from . import copy as _cp
from . import form_family as X

_INDEX = (D.int64, D.int32)
_REPLACE, _SUM, _PROD, _AMAX, _AMIN, _MEAN, _ADD_SCALED = range(7)
_REDUCE = {"sum": _SUM, "prod": _PROD, "mean": _MEAN, "amax": _AMAX, "amin": _AMIN}


class IndexPlan(Plan):
    __slots__ = ("a",)  # the form's arranged operands, for its run


def _plan(a, inputs, shape, dtype, device, inplace):
    p = IndexPlan(tuple(inputs), tuple(shape), dtype, device, overlap=STRICT)
    if inplace:
        p.target = inputs[0]
    p.a = a
    return p


def _index_of(op, who, index, allowed, wording):
    X.tensor(op.name, "index", index, 3)
    if index._dtype not in allowed:
        raise RuntimeError(wording.format(op=who, got=index._dtype.pt_name))
    return index


def _nd(t):
    return max(t.ndim, 1)


# ------------------------------------------------------------------ gather
def _plan_gather(op, a, inplace):
    self, dim, index = X.tensor(op.name, "input", a["self"], 1), a["dim"], a["index"]
    X.check_dtype(op, self)
    index = _index_of(op, "gather()", index, _INDEX, "{op}: Expected dtype int32/int64 for index")
    X.check_device(op, index, self._device)
    d = X.dim_arg(op, self, dim)
    if _nd(index) != _nd(self):
        raise RuntimeError("Index tensor must have the same number of dimensions as input tensor")
    ishape, sshape = X.shape_of(index), X.shape_of(self)
    if index.numel():
        for k in range(len(ishape)):
            if k != d and ishape[k] > sshape[k]:
                raise RuntimeError(f"Size does not match at dimension {k} expected index {list(index._shape)} to be "
                                   f"no larger than self {list(self._shape)} apart from dimension {d}")
    bad = X.first_outside(X.host(index), 0, sshape[d])
    if bad is not None:
        raise RuntimeError(f"index {bad} is out of bounds for dimension {d} with size {sshape[d]}")
    return _plan({"src": self, "idx": index, "dim": d, "ishape": ishape, "istrides": X.strides_of(index)},
                 (self, index), index._shape, self._dtype, self._device, inplace)


def _run_gather(op, plan, target):
    a = plan.a
    src, idx, d = a["src"], a["idx"], a["dim"]
    shape = a["ishape"]
    dev = src._device
    out = X.fresh(plan.shape, src._dtype, dev)
    n = X.numel(shape)
    if n:
        X.launch(op.spec.kernel("gather", dev), dev, n, X.storage(src, True), src._offset,
                 X.arr(X.strides_of(src), dev), idx._storage, idx._offset, X.arr(a["istrides"], dev),
                 X.storage(out, True), X.arr(shape, dev), d, X.shape_of(src)[d], a.get("wrap", False))
    return out


def _plan_index_select(op, a, inplace):
    self, dim, index = X.tensor(op.name, "input", a["self"], 1), a["dim"], a["index"]
    X.check_dtype(op, self)
    index = _index_of(op, "index_select()", index, _INDEX, "{op}: Expected dtype int32 or int64 for index")
    X.check_device(op, index, self._device)
    if index.ndim > 1:
        raise IndexError("index_select(): Index is supposed to be a vector")
    d = X.dim_arg(op, self, dim)
    sshape = X.shape_of(self)
    m = index.numel()
    if not self._shape and m != 1:  # a scalar's one element, picked once: the result is a scalar too
        raise RuntimeError(f"index_select(): Index to scalar can have only 1 value, got {m} value(s)")
    bad = X.first_outside(X.host(index), 0, sshape[d])  # (no negative index either, as PyTorch)
    if bad is not None:
        if self.ndim <= 1:  # PyTorch's words differ by its path: a scalar's or a vector's
            raise IndexError("index out of range in self")
        raise RuntimeError(f"INDICES element is out of DATA bounds, id={bad} axis_dim={sshape[d]}")
    shape = tuple(m if k == d else s for k, s in enumerate(self._shape))
    ishape = tuple(m if k == d else s for k, s in enumerate(sshape))
    ist = np.zeros(len(ishape), np.int64)
    ist[d] = index._stride[0] if index._shape else 0
    return _plan({"src": self, "idx": index, "dim": d, "ishape": ishape, "istrides": ist},
                 (self, index), shape, self._dtype, self._device, inplace)


# ------------------------------------------------------------------ embedding
def _embedding_indices(op, indices, device):
    X.tensor(op.name, "indices", indices, 2)
    if indices._dtype not in _INDEX:
        got = _tensor_mod._TYPE_NAMES[indices._dtype]
        raise RuntimeError("Expected tensor for argument #1 'indices' to have one of the following scalar types: "
                           f"Long, Int; but got {got} instead (while checking arguments for embedding)")
    X.check_device(op, indices, device)
    return X.as_row_major(indices)


def _plan_embedding(op, a, inplace):
    """weight's rows picked by every index: the gather kernel over (indices.numel(), D)."""
    weight = X.tensor(op.name, "weight", a["weight"], 1)
    X.check_dtype(op, weight)
    idx = _embedding_indices(op, a["indices"], weight._device)
    if weight.ndim != 2:
        raise RuntimeError("'weight' must be 2-D")
    num, width = weight._shape
    if X.first_outside(X.host(idx), 0, num) is not None:
        raise IndexError("index out of range in self")
    ist = np.asarray((1, 0), np.int64)
    return _plan({"src": weight, "idx": idx, "dim": 0, "ishape": (idx.numel(), width), "istrides": ist},
                 (weight, a["indices"]), a["indices"]._shape + (width,), weight._dtype, weight._device, inplace)


def _plan_embedding_backward(op, a, inplace):
    """grad_output's rows added into a (num_weights, D) table at their indices,
    in index order (the same sums on every device); padding_idx's row stays 0.
    With scale_grad_by_freq each row's sum is divided by its index's count
    (counted on the host, where the indices are checked)."""
    grad = X.tensor(op.name, "grad_output", a["grad_output"], 1)
    X.check_dtype(op, grad)
    idx = _embedding_indices(op, a["indices"], grad._device)
    num, pad = a["num_weights"], a["padding_idx"]
    if grad._shape[:-1] != idx._shape or not grad._shape:
        raise RuntimeError(f"embedding_dense_backward: expected grad_output of shape {list(idx._shape)} + [D], got "
                           f"{list(grad._shape)}")
    host = X.host(idx)
    if X.first_outside(host, 0, num) is not None:
        raise IndexError("index out of range in self")
    n, width = idx.numel(), grad._shape[-1]
    freq = None
    if a["scale_grad_by_freq"]:
        counts = np.bincount(host.reshape(-1).astype(np.int64), minlength=num).astype(np.int32)
        freq = np.repeat(counts, width)  # one count per element of the table
    g = X.as_row_major(grad)
    rows = Tensor._make(g._storage, (n, width), (width, 1), g._offset, g._dtype, g._device)
    table = X.zeros((num, width), grad._dtype, grad._device)
    ist = np.asarray((1, 0), np.int64)
    p = _plan({"self": table, "idx": idx, "src": rows, "dim": 0, "ishape": (n, width), "istrides": ist,
               "sstrides": np.asarray((width, 1), np.int64), "mode": _SUM, "include_self": True, "alpha": 1,
               "pad": pad if 0 <= pad < num else None, "freq": freq},
              (grad, a["indices"]), (num, width), grad._dtype, grad._device, inplace)
    return p


def _run_embedding_backward(op, plan, target):
    table = _run_scatter(op, plan, target)
    pad = plan.a["pad"]
    if pad is not None:  # torch skips those rows; the sum landed there is dropped
        width = table._shape[1]
        table._storage[table._offset + pad * width:table._offset + (pad + 1) * width] = 0
    return table


def _plan_take(op, a, inplace):
    self, index = X.tensor(op.name, "input", a["self"], 1), a["index"]
    X.check_dtype(op, self)
    X.tensor(op.name, "index", index, 2)
    if index._dtype is not D.int64:
        raise RuntimeError(f"take(): Expected a long tensor for index, but got {index._dtype.pt_name}")
    X.check_device(op, index, self._device)
    n = self.numel()
    bad = X.first_outside(X.host(index), -n, n)
    if bad is not None:
        raise IndexError(f"out of range: tried to access index {bad} on a tensor of {n} elements.")
    if n == 0 and index.numel():
        raise IndexError("take(): tried to take from an empty tensor")
    flat = X.as_row_major(self)
    flat = Tensor._make(flat._storage, (n,), (1,), flat._offset, flat._dtype, flat._device)
    idx = X.as_row_major(index)
    return _plan({"src": flat, "idx": idx, "dim": 0, "ishape": (index.numel(),), "istrides": np.ones(1, np.int64)},
                 (self, index), index._shape, self._dtype, self._device, inplace)


def _plan_take_along_dim(op, a, inplace):
    self, indices, dim = X.tensor(op.name, "input", a["self"], 1), a["indices"], a["dim"]
    X.check_dtype(op, self)
    X.tensor(op.name, "indices", indices, 2)
    if indices._dtype is not D.int64:
        raise RuntimeError(f"torch.take_along_dim(): dtype of indices should be Long but got "
                           f"{indices._dtype.pt_name}")
    X.check_device(op, indices, self._device)
    if dim is None:
        flat = X.as_row_major(self)
        n = self.numel()
        src = Tensor._make(flat._storage, (n,), (1,), flat._offset, flat._dtype, flat._device)
        idx = X.as_row_major(indices)
        m = indices.numel()
        idx = Tensor._make(idx._storage, (m,), (1,), idx._offset, idx._dtype, idx._device)
        bad = X.first_outside(X.host(idx), 0, n)  # flattened: no negative indices, as PyTorch's gather
        if bad is not None:
            raise RuntimeError(f"index {bad} is out of bounds for dimension 0 with size {n}")
        return _plan({"src": src, "idx": idx, "dim": 0, "ishape": (m,), "istrides": np.ones(1, np.int64)},
                     (self, indices), (m,), self._dtype, self._device, inplace)
    if self.ndim != indices.ndim:
        raise RuntimeError(f"torch.take_along_dim(): input and indices should have the same number of dimensions, "
                           f"but got {self.ndim} dimensions for input, and {indices.ndim} dimensions for indices")
    d = X.dim_arg(op, self, dim)
    sshape, ishape = X.shape_of(self), X.shape_of(indices)
    shape = []
    for k, (s, i) in enumerate(zip(sshape, ishape)):
        if k == d:
            shape.append(i)
        elif s == i or s == 1 or i == 1:
            shape.append(i if s == 1 else s)
        else:
            raise RuntimeError(f"The size of tensor a ({s}) must match the size of tensor b ({i}) at non-singleton "
                               f"dimension {k}")
    if sshape[d] == 0 and indices.numel():
        raise RuntimeError(f"index {int(X.host(indices).reshape(-1)[0])} is out of bounds for dimension {d} with "
                           f"size 0")
    # self broadcast over every dim but d: stride 0 where it has size 1
    sst = X.strides_of(self)
    src_shape = tuple(sshape[k] if k == d else shape[k] for k in range(len(shape)))
    src = Tensor._make(self._storage, src_shape if self._shape else (), tuple(
        int(sst[k]) if (k == d or sshape[k] != 1) else 0 for k in range(len(shape))) if self._shape else (),
        self._offset, self._dtype, self._device)
    shape = tuple(shape)
    return _plan({"src": src, "idx": indices, "dim": d, "ishape": shape, "wrap": True,
                  "istrides": X.strides_of(indices, shape)},
                 (self, indices), shape if self._shape else (), self._dtype, self._device, inplace)


# ------------------------------------------------------------------ scatter
def _reduce_mode(op, a):
    form = op.spec.form
    if form == "scatter":
        r = a.get("reduce")
        if r is None:
            return _REPLACE, True
        if r not in ("add", "multiply"):
            raise RuntimeError("reduce argument must be either add or multiply.")
        return (_SUM if r == "add" else _PROD), True
    if form == "scatter_add":
        return _SUM, True
    if form == "scatter_reduce":
        r = a["reduce"]
        if r not in _REDUCE:
            raise RuntimeError(f"reduce argument must be either sum, prod, mean, amax or amin, got {r}")
        return _REDUCE[r], bool(a["include_self"])
    if form == "index_add":
        return (_SUM if a.get("alpha", 1) == 1 else _ADD_SCALED), True
    if form == "index_reduce":
        r = a["reduce"]
        if r not in ("prod", "mean", "amax", "amin"):
            raise RuntimeError(f"index_reduce(): Expected reduce to be one of prod, mean, amax or amin but got {r}.")
        return _REDUCE[r], bool(a["include_self"])
    return _REPLACE, True  # index_copy


def _plan_scatter(op, a, inplace):
    """scatter, scatter_add, scatter_reduce: index as big as src at most, and
    as self but along dim."""
    who = "scatter()"  # PyTorch's words for scatter, scatter_add and scatter_reduce
    self, dim, index = X.tensor(op.name, "input", a["self"], 1), a["dim"], a["index"]
    X.check_dtype(op, self)
    mode, include_self = _reduce_mode(op, a)
    if mode == _MEAN and self._dtype is D.bool_:
        raise NotImplementedError("\"scatter_gather_tensor_cpu_reduce_mean\" not implemented for 'Bool'")
    index = _index_of(op, who, index, _INDEX, "{op}: Expected dtype int32/int64 for index")
    X.check_device(op, index, self._device)
    d = X.dim_arg(op, self, dim)
    src = a.get("src")
    value = a.get("value")
    if src is not None and not isinstance(src, Tensor):
        src, value = None, src  # scatter(x, dim, index, 1.0): the value overload
    if src is None:
        if value is None:
            raise TypeError(f"{op.name}() missing 1 required positional argument: 'src' or 'value'")
        src = Tensor._make(np.array([_cp.scalar_value(op.name, value)], self._dtype.np)
                           if self._device.type == "cpu" else
                           X.CB.from_host(np.array([_cp.scalar_value(op.name, value)], self._dtype.np),
                                          self._dtype, self._device)._storage,
                           (), (), 0, self._dtype, self._device)
        scalar = True
    else:
        X.tensor(op.name, "src", src, 4)
        X.check_device(op, src, self._device)
        if src._dtype is not self._dtype:
            raise RuntimeError(f"{who}: Expected self.dtype to be equal to src.dtype")
        scalar = False
    if _nd(index) != _nd(self) or (not scalar and _nd(src) != _nd(self)):
        raise RuntimeError("Index tensor must have the same number of dimensions as self tensor")
    ishape, sshape = X.shape_of(index), X.shape_of(self)
    if index.numel():
        small_src = not scalar and any(i > s for i, s in zip(ishape, X.shape_of(src)))
        small_self = any(k != d and ishape[k] > sshape[k] for k in range(len(ishape)))
        if small_src or small_self:
            if scalar:
                raise RuntimeError(f"Expected index {list(index._shape)} to be no larger than self "
                                   f"{list(self._shape)} apart from dimension {d}")
            raise RuntimeError(f"Expected index {list(index._shape)} to be no larger than self {list(self._shape)} "
                               f"apart from dimension {d} and to be no larger size than src {list(src._shape)}")
    bad = X.first_outside(X.host(index), 0, sshape[d])
    if bad is not None:
        raise RuntimeError(f"index {bad} is out of bounds for dimension {d} with size {sshape[d]}")
    sst = np.zeros(len(ishape), np.int64) if scalar else X.strides_of(src)
    return _plan({"self": self, "idx": index, "src": src, "dim": d, "ishape": ishape,
                  "istrides": X.strides_of(index), "sstrides": sst, "mode": mode, "include_self": include_self,
                  "alpha": 1},
                 (self, index) + (() if scalar else (src,)), self._shape, self._dtype, self._device, inplace)


def _plan_index_add(op, a, inplace):
    """index_add, index_copy, index_reduce: source is self with dim's size the
    index's length."""
    form = op.spec.form
    who = op.name + "_()"
    self, dim, index, source = X.tensor(op.name, "input", a["self"], 1), a["dim"], a["index"], a["source"]
    X.check_dtype(op, self)
    mode, include_self = _reduce_mode(op, a)
    if form == "index_copy":
        X.tensor(op.name, "index", index, 3)
        if index._dtype is not D.int64:
            raise RuntimeError(f"{who}: Expected a long tensor for index, but got {index._dtype.pt_name}")
    else:
        index = _index_of(op, who, index, _INDEX, "{op}: Expected dtype int32/int64 for index but got: {got}")
    X.tensor(op.name, "source", source, 4)
    X.check_device(op, index, self._device)
    X.check_device(op, source, self._device)
    d = X.dim_arg(op, self, dim)
    if index.ndim > 1:
        raise IndexError(f"{who}: Index is supposed to be a vector")
    if source._dtype is not self._dtype:
        if form == "index_copy":
            raise RuntimeError(f"{who}: self and source expected to have the same dtype, but got (self) "
                               f"{self._dtype.pt_name} and (source) {source._dtype.pt_name}")
        raise RuntimeError(f"{who}: self ({self._dtype.pt_name}) and source ({source._dtype.pt_name}) must have "
                           f"the same scalar type")
    m = index.numel()
    sshape = X.shape_of(self)
    srcshape = X.shape_of(source)
    if source.ndim and (len(srcshape) != len(sshape) or srcshape[d] != m):
        got = srcshape[d] if d < len(srcshape) else 1
        if form == "index_copy":
            raise IndexError(f"{who}: Number of indices ({m}) should be equal to source.size(dim) ({got})")
        raise RuntimeError(f"{who}: Number of indices ({m}) should be equal to source.size(dim): ({got}), "
                           f"for dim: {d}")
    if form != "index_copy" and source.ndim != self.ndim:  # index_copy alone lets a scalar stand for a 1-vector
        raise RuntimeError(f"source tensor shape must match self tensor shape, excluding the specified dimension. "
                           f"Got self.shape = {list(self._shape)} source.shape = {list(source._shape)}")
    for k in range(len(sshape)):
        if k != d and source.ndim and srcshape[k] != sshape[k]:
            raise RuntimeError(f"{who}: Expected source to have the same shape as self except in dimension {d}, "
                               f"but got source of shape {list(source._shape)} and self of shape "
                               f"{list(self._shape)}" if form == "index_copy" else
                               f"source tensor shape must match self tensor shape, excluding the specified "
                               f"dimension. Got self.shape = {list(self._shape)} source.shape = "
                               f"{list(source._shape)}")
    bad = X.first_outside(X.host(index), 0, sshape[d])
    if bad is not None:
        if form == "index_copy":
            raise IndexError(f"{who}: index {bad} is out of bounds for dimension {d} with size {sshape[d]}")
        if form == "index_reduce":
            raise IndexError("index out of range in self")
        raise RuntimeError(f"index {bad} is out of bounds for dimension {d} with size {sshape[d]}")
    ishape = tuple(m if k == d else s for k, s in enumerate(sshape))
    ist = np.zeros(len(ishape), np.int64)
    ist[d] = index._stride[0] if index._shape else 0
    alpha = a.get("alpha", 1)
    if alpha != 1 and not self._dtype.is_floating_point and isinstance(alpha, float):
        raise RuntimeError("For integral input tensors, argument alpha must not be a floating point number.")
    return _plan({"self": self, "idx": index, "src": source, "dim": d, "ishape": ishape, "istrides": ist,
                  "sstrides": X.strides_of(source, ishape) if source.ndim else np.zeros(len(ishape), np.int64),
                  "mode": mode, "include_self": include_self, "alpha": alpha},
                 (self, index, source), self._shape, self._dtype, self._device, inplace)


def _run_scatter(op, plan, target):
    a = plan.a
    self, src, idx, d, mode = a["self"], a["src"], a["idx"], a["dim"], a["mode"]
    dev = self._device
    arithmetic = mode != _REPLACE
    compute = D.opmath(self._dtype) if arithmetic else self._dtype
    dst = X.contiguous(self, compute)
    if src._dtype is not compute:
        src = X.contiguous(src, compute)
        a["sstrides"] = X.strides_of(src, a["ishape"]) if src._shape else a["sstrides"]
    shape = a["ishape"]
    n = shape[d]
    total = X.numel(shape)
    if total:
        # the CPU kernel's `plain` modes (include_self, replace/sum/scaled sum) never touch
        # counts; every other CPU case and every CUDA one counts each place
        plain = a["include_self"] and mode in (_REPLACE, _SUM, _ADD_SCALED)
        counted = not plain or dev.type != "cpu"
        counts = X.zeros((max(dst.numel(), 1) if counted else 1,), D.int32, dev)
        alpha = a["alpha"]
        bits = not arithmetic
        X.launch(op.spec.kernel("scatter", dev), dev, total // n, X.storage(dst, bits), idx._storage, idx._offset,
                 X.arr(a["istrides"], dev), X.storage(src, bits), src._offset, X.arr(a["sstrides"], dev),
                 X.arr(shape, dev), X.arr(X.strides_of(dst), dev), d, X.shape_of(self)[d], mode,
                 a["include_self"], counts._storage, total // n, _alpha(alpha, compute, bits, dev))
        if mode == _MEAN:
            X.launch(op.spec.kernel("mean", dev), dev, dst.numel(), dst._storage, counts._storage,
                     a["include_self"], dst.numel(), not compute.is_floating_point)
        elif a.get("freq") is not None:  # embedding's scale_grad_by_freq: each sum over its index's count
            freq = a["freq"] if dev.type == "cpu" else X.CB._cuda().to_device(a["freq"])
            X.launch(op.spec.kernel("mean", dev), dev, dst.numel(), dst._storage, freq, False, dst.numel(), False)
    if compute is not self._dtype:
        dst = X.contiguous(dst, self._dtype)
    return dst


def _alpha(alpha, compute, bits, device):
    """index_add's alpha in the kernel's element type (unused unless mode is _ADD_SCALED)."""
    if compute is D.bool_:
        return bool(alpha)
    if bits and compute in D.NARROW:
        return np.int16(0) if device.type == "cpu" else np.float32(0)
    return compute.np.type(alpha) if compute not in D.NARROW else np.float32(alpha)


# ------------------------------------------------------------------ nonzero
def _plan_nonzero(op, a, inplace):
    self = X.tensor(op.name, "input", a["self"], 1)
    X.check_dtype(op, self)
    X.check_device(op, self, self._device)
    dev = self._device
    flat = X.as_row_major(self)
    x = X.storage(flat, True)[flat._offset:flat._offset + flat.numel()]
    # the count sizes the result (and an out=): read on the host, as PyTorch's nonzero synchronizes
    counted = X.zeros((1,), D.int64, dev)
    if flat.numel():
        X.launch(op.spec.kernel("count", dev), dev, 1, x, counted._storage)
    count = int(X.host(counted)[0])
    p = _plan({"self": self, "tuple": bool(a.get("as_tuple", False)), "flat": x, "count": count}, (self,),
              (count, self.ndim), D.int64, dev, inplace)
    if p.a["tuple"]:
        p.out_dtype = (REFUSED, "nonzero does not support the out kwarg when as_tuple is True")
    return p


def _run_nonzero(op, plan, target):
    self, x, count = plan.a["self"], plan.a["flat"], plan.a["count"]
    dev = self._device
    nd = self.ndim
    shape = X.shape_of(self)
    out = X.fresh((count, len(shape)), D.int64, dev)
    if count:
        X.launch(op.spec.kernel("nonzero", dev), dev, 1, x, X.arr(shape, dev), out._storage)
    if not nd:  # a zero-dim input: (count, 0)
        out = Tensor._make(out._storage, (count, 0), (0, 1), 0, D.int64, dev)
    if plan.a["tuple"]:
        cols = out._shape[1] if nd else 1
        return tuple(Tensor._make(out._storage, (count,), (max(cols, 1),), k, D.int64, dev, base=out)
                     for k in range(cols))
    return out


# ------------------------------------------------------------------ masked_scatter
def _plan_masked_scatter(op, a, inplace):
    self, mask, source = X.tensor(op.name, "input", a["self"], 1), a["mask"], a["source"]
    X.check_dtype(op, self)
    X.tensor(op.name, "mask", mask, 2)
    X.tensor(op.name, "source", source, 3)
    if mask._dtype is not D.bool_:
        raise RuntimeError(f"masked_scatter_ only supports boolean masks, but got mask with dtype "
                           f"{mask._dtype.pt_name}")
    if source._dtype is not self._dtype:
        raise RuntimeError(f"masked_scatter: expected self and source to have same dtypes but got"
                           f"{self._dtype.pt_name} and {source._dtype.pt_name}")
    X.check_device(op, mask, self._device)
    X.check_device(op, source, self._device)
    shape = _cp._broadcast_to(self._shape, mask._shape)
    if inplace and shape != self._shape:
        raise RuntimeError(f"masked_scatter_: mask of shape {list(mask._shape)} cannot be broadcast to self of "
                           f"shape {list(self._shape)}")
    m = np.broadcast_to(X.host(mask), shape)
    offsets = np.flatnonzero(m).astype(np.int64)
    if offsets.shape[0] > source.numel():
        raise RuntimeError("Number of elements of source < number of ones in mask")
    return _plan({"self": self, "source": source, "offsets": offsets, "shape": shape},
                 (self, mask, source), shape, self._dtype, self._device, inplace)


def _run_masked_scatter(op, plan, target):
    a = plan.a
    self, source, offsets = a["self"], a["source"], a["offsets"]
    dev = self._device
    dst = X.fresh(a["shape"], self._dtype, dev)
    _cp.run_copy(_cp.COPY_CASE, dst, self)
    k = offsets.shape[0]
    if k:
        vals = X.as_row_major(source)
        v = X.storage(vals, True)[vals._offset:vals._offset + k]
        X.launch(op.spec.kernel("put", dev), dev, 1, X.storage(dst, True), X.arr(offsets, dev), v, False)
    return dst


# ------------------------------------------------------------------ index_put
_PUT_INDEX = (D.int64, D.int32, D.int16, D.int8, D.uint8, D.bool_)


def _plan_index_put(op, a, inplace):
    """self[indices] = values (or +=): the offsets of the indexed elements of a
    contiguous copy of self, laid out as NumPy's (= PyTorch's) advanced indexing."""
    self, indices, values = X.tensor(op.name, "input", a["self"], 1), a["indices"], a["values"]
    X.check_dtype(op, self)
    if not isinstance(indices, (list, tuple)):
        raise TypeError(f"index_put(): argument 'indices' (position 2) must be tuple of Tensors, not "
                        f"{type(indices).__name__}")
    X.tensor(op.name, "values", values, 3)
    X.check_device(op, values, self._device)
    if values._dtype is not self._dtype:
        raise RuntimeError(f"Index put requires the source and destination dtypes match, got "
                           f"{self._dtype.pt_name} for the destination and {values._dtype.pt_name} for the source.")
    if len(indices) > self.ndim:
        raise IndexError(f"too many indices for tensor of dimension {self.ndim} (got {len(indices)})")
    keys, d = [], 0
    for k, ix in enumerate(indices):
        if not isinstance(ix, Tensor):
            raise TypeError(f"expected Tensor as element {k} in argument 1, but got {type(ix).__name__}")
        if ix._dtype not in _PUT_INDEX:
            raise IndexError("tensors used as indices must be long, int, byte or bool tensors")
        if ix._dtype is D.uint8:
            raise RuntimeError("masked_fill_ only supports boolean masks, but got mask with dtype unsigned char")
        X.check_device(op, ix, self._device)
        h = X.host(ix)
        if ix._dtype is D.bool_:
            for j in range(ix.ndim):
                if h.shape[j] != self._shape[d + j]:
                    raise IndexError(f"The shape of the mask {list(h.shape)} at index {j} does not match the shape "
                                     f"of the indexed tensor {list(self._shape)} at index {d + j}")
            keys.append(h)
            d += max(ix.ndim, 1) if ix.ndim else 0
            continue
        n = self._shape[d]
        bad = X.first_outside(h, -n, n)
        if bad is not None:
            raise IndexError(f"index {bad} is out of bounds for dimension {d} with size {n}")
        keys.append(h.astype(np.int64))
        d += 1
    try:
        np.broadcast_shapes(*[np.shape(np.nonzero(k)[0]) if k.dtype == np.bool_ else k.shape for k in keys])
    except ValueError:
        shapes = ", ".join(str(list(np.shape(np.nonzero(k)[0]) if k.dtype == np.bool_ else k.shape)) for k in keys)
        raise IndexError(f"shape mismatch: indexing tensors could not be broadcast together with shapes "
                         f"{shapes}") from None
    offsets = np.arange(self.numel(), dtype=np.int64).reshape(self._shape)[tuple(keys)]
    try:
        shape = _cp._broadcast_to(offsets.shape, values._shape)
        if shape != offsets.shape:
            raise RuntimeError
    except RuntimeError:
        raise RuntimeError(f"shape mismatch: value tensor of shape {list(values._shape)} cannot be broadcast to "
                           f"indexing result of shape {list(offsets.shape)}") from None
    return _plan({"self": self, "values": values, "offsets": np.ascontiguousarray(offsets).reshape(-1),
                  "vshape": offsets.shape, "accumulate": bool(a["accumulate"])},
                 (self, values), self._shape, self._dtype, self._device, inplace)


def _run_index_put(op, plan, target):
    a = plan.a
    self, values, offsets, acc = a["self"], a["values"], a["offsets"], a["accumulate"]
    dev = self._device
    compute = D.opmath(self._dtype) if acc else self._dtype
    dst = X.contiguous(self, compute)
    k = offsets.shape[0]
    if k:
        vshape = a["vshape"]
        nd = len(vshape)
        st = (0,) * (nd - values.ndim) + tuple(0 if n == 1 else s for n, s in zip(values._shape, values._stride))
        vals = X.contiguous(Tensor._make(values._storage, vshape, st, values._offset, values._dtype, dev), compute)
        bits = compute is self._dtype
        X.launch(op.spec.kernel("put", dev), dev, 1, X.storage(dst, bits), X.arr(offsets, dev),
                 X.storage(vals, bits), acc)  # bool accumulates as "or", as PyTorch
    return dst if compute is self._dtype else X.contiguous(dst, self._dtype)


# ------------------------------------------------------------------ select/slice_scatter
def _plan_embed(op, a, inplace):
    """select_scatter / slice_scatter: self with one select/slice replaced by src."""
    self, src = X.tensor(op.name, "input", a["self"], 1), X.tensor(op.name, "src", a["src"], 2)
    X.check_dtype(op, self)
    X.check_device(op, src, self._device)
    if not self.ndim:
        raise IndexError(f"{op.name}(): cannot be applied to a 0-dim tensor.")
    d = X.dim_arg(op, self, a["dim"])
    n = self._shape[d]
    if op.spec.form == "select_scatter":
        i = a["index"]
        if not -n <= i < n:
            raise IndexError(f"select(): index {i} out of range for tensor of size {list(self._shape)} at "
                             f"dimension {d}")
        i %= n
        vshape = self._shape[:d] + self._shape[d + 1:]
        slot = ("select", d, i)
    else:
        step = 1 if a["step"] is None else a["step"]
        if step <= 0:
            raise RuntimeError("slice step must be positive")
        start, end, _ = slice(a["start"], a["end"], step).indices(n)
        m = max(0, (end - start + step - 1) // step)
        vshape = self._shape[:d] + (m,) + self._shape[d + 1:]
        slot = ("slice", d, start, step)
    if src._shape != vshape:
        raise RuntimeError(f"expected src to have a size equal to the slice of self. src size = {list(src._shape)}, "
                           f"slice size = {list(vshape)}")
    return _plan({"self": self, "src": src, "slot": slot, "vshape": vshape}, (self, src), self._shape,
                 self._dtype, self._device, inplace)


def _run_embed(op, plan, target):
    a = plan.a
    self, src, slot = a["self"], a["src"], a["slot"]
    out = X.fresh(self._shape, self._dtype, self._device)
    _cp.run_copy(_cp.COPY_CASE, out, self)
    st = out._stride
    d = slot[1]
    if slot[0] == "select":
        view = Tensor._make(out._storage, a["vshape"], st[:d] + st[d + 1:], slot[2] * st[d], out._dtype,
                            out._device)
    else:
        view = Tensor._make(out._storage, a["vshape"], st[:d] + (st[d] * slot[3],) + st[d + 1:], slot[2] * st[d],
                            out._dtype, out._device)
    _cp.run_copy(_cp.COPY_CASE, view, src)
    return out


_FORMS = {
    "gather": (_plan_gather, _run_gather),
    "index_select": (_plan_index_select, _run_gather),
    "embedding": (_plan_embedding, _run_gather),
    "embedding_backward": (_plan_embedding_backward, _run_embedding_backward),
    "take": (_plan_take, _run_gather),
    "take_along_dim": (_plan_take_along_dim, _run_gather),
    "scatter": (_plan_scatter, _run_scatter),
    "scatter_add": (_plan_scatter, _run_scatter),
    "scatter_reduce": (_plan_scatter, _run_scatter),
    "index_add": (_plan_index_add, _run_scatter),
    "index_copy": (_plan_index_add, _run_scatter),
    "index_reduce": (_plan_index_add, _run_scatter),
    "nonzero": (_plan_nonzero, _run_nonzero),
    "argwhere": (_plan_nonzero, _run_nonzero),
    "masked_scatter": (_plan_masked_scatter, _run_masked_scatter),
    "index_put": (_plan_index_put, _run_index_put),
    "select_scatter": (_plan_embed, _run_embed),
    "slice_scatter": (_plan_embed, _run_embed),
}


Spec = X.Spec  # the record generated/ops.py builds per op
FAMILY = X.form_family("gather", _FORMS)
