"""Generated operators on sparse COO tensors: ``run`` is the call pipeline's
layout hook (core/layout_hooks.py), and runs the implementation of each op's
ops.yaml ``sparse:`` rule (``IMPLEMENTATIONS``; what each accepts is in rules.py).

Values are computed by the generated dense kernels, called through the
pipeline on the values tensor (so promotion, casting, in-place and bool rules
are the dense op's); coordinates are metadata handled with NumPy on the host.
The sparse × dense product runs the op's generated ``<op>_sparse_dense`` kernel
(templates/sparse.j2).
"""
import numpy as np

from ..core import dtypes as D
from ..core import promote as P
from ..core.tensor import Tensor
from ..backends import cuda as cuda_backend
from ..backends import cpu_load as _cpu_load
from ..dispatch import pipeline
from ..dispatch import target as T
from ..families import convert as C
from ..families import factories as F
from ..api import indexing as I
from ..generated import kernels_cpu
from ..generated import ops
from . import build as B
from .rules import unsupported, backend
from .tensor import SparseTensor, NAMES_ERROR

_I64 = np.int64


def _is_number(x):
    return isinstance(x, (bool, int, float, np.generic))


def _scalar_like(x):
    """A Python number or a 0-dim dense tensor: what PyTorch treats as a scalar beside a sparse operand."""
    return _is_number(x) or (type(x) is Tensor and x.dim() == 0)


def _rows(values, rows):
    """values[rows] (a gather of whole value rows) through the dense indexing."""
    return I.getitem(values, B._index_tensor(rows, values._device))


def _sparse_new(indices_host, values, shape, coalesced):
    return SparseTensor._make(B._index_tensor(indices_host, values._device), values, shape, coalesced)


def _assign(name, target, res):
    """In place on a sparse self: its content becomes ``res`` (cast to self's dtype as PyTorch allows)."""
    if not P.can_cast(res.dtype, target.dtype):
        raise RuntimeError(f"{name}: result type {res.dtype.pt_name} can't be cast to the desired output type "
                           f"{target.dtype.pt_name}")
    target._idx, target._vals = res._idx, C.to(res._vals, target.dtype)
    target._coalesced = res._coalesced
    return target


def _host_indices(s):
    return np.asarray(s._idx._host(), dtype=_I64)


def _no_out(name, out):
    if out is not None:
        raise RuntimeError(f"{name}: out= is not supported when the result has the sparse_coo layout")


# ------------------------------------------------------------------ `values`: zero-preserving ops over the values
def _values(op, name, args, inplace, out):
    operands, scalars, case = args
    s = operands[0]
    _no_out(name, out)
    if inplace:  # a non-linear op cannot run over duplicates: PyTorch's error
        if not s._coalesced:
            raise RuntimeError(f"{name} requires coalesced input")
        pipeline.call_inplace(op, ((s._vals,) + tuple(operands[1:]), scalars, case))
        return s
    c = B.coalesce(s)
    res = pipeline.call(op, ((c._vals,) + tuple(operands[1:]), scalars, case))
    return SparseTensor._make(c._idx, res, c._shape, True)


def _over_values_linear(op, name, args, inplace, s, k, coalesce=False):
    """A sparse operand at position k with a scalar-like other: the op over its values.
    ``coalesce``: the op is not linear (div with rounding), so duplicates are summed first."""
    operands, scalars, case = args
    if inplace:
        if coalesce and not s._coalesced:
            raise RuntimeError(f"{name} requires coalesced input")
        ops_ = list(operands)
        ops_[k] = s._vals
        pipeline.call_inplace(op, (tuple(ops_), scalars, case))
        return s
    if coalesce:
        s = B.coalesce(s)
    ops_ = list(operands)
    ops_[k] = s._vals
    res = pipeline.call(op, (tuple(ops_), scalars, case))
    return SparseTensor._make(s._idx, res, s._shape, s._coalesced)


# ------------------------------------------------------------------ `mul`
def _same_sparse_geometry(name, a, b, err):
    if a._shape != b._shape or a.sparse_dim() != b.sparse_dim():
        raise RuntimeError(err)


def _mul(op, name, args, inplace, out):
    operands, scalars, case = args
    x, y = operands
    _no_out(name, out)
    xs, ys = isinstance(x, SparseTensor), isinstance(y, SparseTensor)
    if inplace and not xs:
        raise unsupported(name, y, "mul", "a dense self with a sparse_coo other")
    if xs and ys:
        res = _intersection(op, name, x, y, scalars, case)
    elif _scalar_like(y) or _scalar_like(x):
        return _over_values_linear(op, name, args, inplace, x if xs else y, 0 if xs else 1)
    else:  # sparse ⊙ dense of the same shape: the dense elements at the coordinates
        s, d = (x, y) if xs else (y, x)
        if not isinstance(d, Tensor):
            raise TypeError(f"{name}(): argument 'other' must be Tensor or Number, not {type(d).__name__}")
        if d._shape != s._shape:
            raise RuntimeError(f"{name}: expected sparse and dense operands of the same size (no broadcasting), "
                               f"but got {list(s._shape)} and {list(d._shape)}")
        s = B.coalesce(s)
        idx = _host_indices(s)
        picked = I.getitem(d, tuple(B._index_tensor(r, d._device) for r in idx)) if len(idx) else \
            d.unsqueeze(0).expand((s._nnz(),) + tuple(d._shape))
        pair = (s._vals, picked) if xs else (picked, s._vals)
        res = SparseTensor._make(s._idx, pipeline.call(op, (pair, scalars, case)), s._shape, True)
    return _assign(name, x, res) if inplace else res


def _intersection(op, name, x, y, scalars, case):
    _same_sparse_geometry(name, x, y, "sparse_binary_op_intersection_cpu(): expects sparse inputs with equal "
                                      "dimensionality, number of sparse dimensions, and shape of sparse dimensions")
    a, b = B.coalesce(x), B.coalesce(y)
    sizes = a._shape[:a.sparse_dim()]
    la, lb = B.linear(_host_indices(a), sizes), B.linear(_host_indices(b), sizes)
    common, ia, ib = np.intersect1d(la, lb, assume_unique=True, return_indices=True)
    vals = pipeline.call(op, ((_rows(a._vals, ia), _rows(b._vals, ib)), scalars, case))
    return _sparse_new(B.unravel(common, sizes), vals, a._shape, True)


# ------------------------------------------------------------------ `add` (add, sub)
def _add(op, name, args, inplace, out):
    operands, scalars, case = args
    x, y = operands
    xs, ys = isinstance(x, SparseTensor), isinstance(y, SparseTensor)
    if xs and ys:
        _no_out(name, out)
        res = _union(op, name, x, y, scalars, case)
        return _assign(name, x, res) if inplace else res
    if ys and isinstance(x, Tensor):  # dense ⊕ sparse: a dense result, no broadcasting (PyTorch)
        if x._shape != y._shape:
            raise RuntimeError(f"{name}: expected 'self' and 'other' to have same size, but self has size "
                               f"{list(x._shape)} while other has size {list(y._shape)} (FYI: dense-sparse "
                               f"addition does not currently support broadcasting)")
        pair = (x, B.to_dense(y))
        if inplace:
            return pipeline.call_inplace(op, (pair, scalars, case))
        return pipeline.call(op, (pair, scalars, case), out=out)
    if xs:
        raise RuntimeError(f"{op.name}(sparse, dense) is not supported. Use {op.name}(dense, sparse) instead.")
    raise unsupported(name, y, "add", "a Python number with a sparse_coo tensor")


def _union(op, name, x, y, scalars, case):
    """x ⊕ y over the union of their coordinates: both value sets aligned on it (zeros
    where one has no entry), then the generated dense op once over the pair."""
    if x._shape != y._shape:
        raise RuntimeError(f"{name}: expected sizes of 'self' and 'other' to match, but {list(x._shape)} != "
                           f"{list(y._shape)}")
    if x.sparse_dim() != y.sparse_dim():
        raise RuntimeError(f"{name}: expected 'self' and 'other' to have the same sparse_dim, but got "
                           f"{x.sparse_dim()} and {y.sparse_dim()}")
    a, b = B.coalesce(x), B.coalesce(y)
    sizes = a._shape[:a.sparse_dim()]
    la, lb = B.linear(_host_indices(a), sizes), B.linear(_host_indices(b), sizes)
    u = np.union1d(la, lb).astype(_I64)
    aligned = []
    for s, lin in ((a, la), (b, lb)):
        full = F.zeros((len(u),) + tuple(s._vals._shape[1:]), dtype=s.dtype, device=s.device)
        if len(lin):
            I.setitem(full, B._index_tensor(np.searchsorted(u, lin), s.device), s._vals)
        aligned.append(full)
    vals = pipeline.call(op, (tuple(aligned), scalars, case))
    return _sparse_new(B.unravel(u, sizes), vals, a._shape, True)


# ------------------------------------------------------------------ `div_scalar`
def _div_scalar(op, name, args, inplace, out):
    operands, scalars, case = args
    x, y = operands
    _no_out(name, out)
    if isinstance(y, SparseTensor):
        raise unsupported(name, y, "div_scalar", "a sparse_coo divisor")
    if not _scalar_like(y):
        raise RuntimeError(f"Sparse division requires a scalar or zero-dim dense tensor divisor (got shape "
                           f"{list(y._shape) if isinstance(y, Tensor) else '?'} for divisor)")
    rounding = case.key not in (None, "None")
    return _over_values_linear(op, name, args, inplace, x, 0, coalesce=rounding)


# ------------------------------------------------------------------ `sum`
def _dims(s, dim, name):
    dims = [dim] if isinstance(dim, int) else list(dim)
    norm = [s._dim(d, name) for d in dims]
    for d in norm:
        if norm.count(d) > 1:
            raise RuntimeError(f"dim {d} appears multiple times in the list of dims")
    return sorted(norm)


def _sum(op, name, args, inplace, out):
    s, kw = args
    dim, keepdim, dtype = kw.get("dim"), kw.get("keepdim", False), kw.get("dtype")
    n, sd = s.dim(), s.sparse_dim()
    if dim is None or (isinstance(dim, (list, tuple)) and not dim):
        res = ops.sum(s._vals, dtype=dtype)  # the values (duplicates included) hold the whole sum
        if keepdim:
            res = res.reshape((1,) * n)
        return res if out is None else _into(out, res, name)
    dims = _dims(s, dim, name)
    vals = s._vals
    dense_red = [d - sd + 1 for d in dims if d >= sd]
    sparse_red = [d for d in dims if d < sd]
    if dense_red:
        vals = ops.sum(vals, dense_red, keepdim, dtype=dtype)
    else:
        vals = C.to(vals, dtype or (vals.dtype if vals.dtype.is_floating_point else D.int64))
    if len(sparse_red) == sd:  # no sparse dim left: a dense result, as PyTorch
        res = ops.sum(vals, 0)
        if keepdim:
            res = res.reshape((1,) * sd + tuple(res._shape))
        return res if out is None else _into(out, res, name)
    _no_out(name, out)
    idx = _host_indices(s)
    if keepdim:
        idx = idx.copy()
        idx[sparse_red] = 0
        shape = tuple(1 if d in dims else n_ for d, n_ in enumerate(s._shape))
    else:
        idx = idx[[d for d in range(sd) if d not in sparse_red]]
        shape = tuple(n_ for d, n_ in enumerate(s._shape) if d not in dims)
    return B.coalesce(_sparse_new(idx, vals, shape, False))


def _into(out, res, name):
    """out= of an op whose sparse_coo call gives a dense result: the pipeline's target rules and writer."""
    return T.deliver(name, out, res)


# ------------------------------------------------------------------ `mm`: sparse × dense (the generated kernel)
def _mm(op, name, args, inplace, out):
    a, b, c, scalars = args
    beta, alpha = scalars if scalars else (1, 1)
    if isinstance(b, SparseTensor) and not isinstance(a, SparseTensor):
        # dense × sparse = (sparseᵀ × denseᵀ)ᵀ: the same kernel over the transposed operands
        if c is not None:  # PyTorch's addmm takes a sparse mat1 only
            raise RuntimeError(f"{op.name}_sparse_dense: expected either 'mat1' to have sparse layout and 'mat2' to "
                               f"have strided layout, got 'mat1' with layout Strided and 'mat2' with layout Sparse")
        res = _sparse_dense(op, name, _transposed(b, name), _dense2d(name, a, "mat1").t(), None, 1, 1).t()
    elif isinstance(a, SparseTensor) and isinstance(b, Tensor):
        vec = b.dim() == 1 and op.spec.form == "matmul"
        res = _sparse_dense(op, name, a, b.unsqueeze(-1) if vec else b, c, beta, alpha)
        if vec:
            res = res.squeeze(-1)
    else:
        raise unsupported(name, a if isinstance(a, SparseTensor) else b, "mm",
                          "a sparse_coo × sparse_coo product" if isinstance(b, SparseTensor) else
                          f"a {type(b).__name__} second factor")
    if inplace:
        return _copy_into(c, res, name)
    return res if out is None else _into(out, res, name)


def _dense2d(name, t, arg):
    if not isinstance(t, Tensor) or t.dim() != 2:
        got = f"{t.dim()}D tensor" if isinstance(t, Tensor) else type(t).__name__
        raise RuntimeError(f"{name}: matrices expected, got {got} for argument '{arg}'")
    return t


def _transposed(s, name):
    if s.sparse_dim() != 2 or s.dense_dim() != 0:
        raise RuntimeError(f"{name}: matrices expected, got a sparse_coo tensor of {s.sparse_dim()} sparse and "
                           f"{s.dense_dim()} dense dims")
    idx = _host_indices(s)
    return _sparse_new(idx[::-1].copy(), s._vals, s._shape[::-1], False)


def _sparse_dense(op, name, s, d, c, beta, alpha):
    """beta * c + alpha * (s @ d) with s a 2-D sparse_coo matrix, d dense: the op's
    generated ``<op>_sparse_dense`` kernel over s's rows (cpu or cuda)."""
    if s.sparse_dim() != 2 or s.dense_dim() != 0:
        raise RuntimeError(f"{name}: matrices expected, got a sparse_coo tensor of {s.sparse_dim()} sparse and "
                           f"{s.dense_dim()} dense dims")
    _dense2d(name, d, "mat2")
    if s.dtype is not d.dtype:
        raise RuntimeError(f"expected scalar type {d.dtype.pt_name} but found {s.dtype.pt_name}")
    if s.device != d.device:
        raise RuntimeError(f"Expected all tensors to be on the same device, but found at least two devices, "
                           f"{s.device} and {d.device}!")
    if s.dtype not in op.spec.dtypes:
        raise NotImplementedError(f'"addmm_sparse_dense" not implemented for \'{s.dtype.pt_name}\'')
    m, k = s._shape
    if d._shape[0] != k:
        raise RuntimeError(f"{name}: Argument #3 (dense): Expected dim 0 size {k}, got {d._shape[0]}")
    n = d._shape[1]
    cdt = D.opmath(s.dtype)
    device = s.device
    co = B.coalesce(s)
    idx = _host_indices(co)
    rowptr = np.zeros(m + 1, _I64)  # row starts of the coalesced (row-sorted) entries
    np.cumsum(np.bincount(idx[0], minlength=m), out=rowptr[1:])
    cols = np.ascontiguousarray(idx[1])
    vals = C.to(co._vals, cdt).contiguous()
    dd = C.to(d, cdt)
    alpha_c = cdt.np.type(alpha)
    if c is not None and beta != 0:  # beta == 0 ignores c (nan and inf in it do not propagate), as PyTorch
        if not isinstance(c, Tensor):
            raise TypeError(f"{name}(): argument 'input' must be Tensor, not {type(c).__name__}")
        if c.device != device:
            raise RuntimeError(f"Expected all tensors to be on the same device, but found at least two devices, "
                               f"{device} and {c.device}!")
        if isinstance(beta, float) and not cdt.is_floating_point and not float(beta).is_integer():
            raise RuntimeError(f"result type Double can't be cast to the desired output type {s.dtype.pt_name}")
        base = C.to(ops.mul(c, beta).expand(m, n), cdt).contiguous()
        start = np.ascontiguousarray(base._host()).reshape(-1).copy()
    else:
        start = np.zeros(m * n, cdt.np)
    if device.type == "cuda":
        res = _launch_cuda(op, device, rowptr, cols, vals, dd, start, m, n, alpha_c, cdt)
    else:
        par = _cpu_load.parallel(max(int(len(cols)) * n, m * n))
        kernel = getattr(kernels_cpu, f"{op.name}_sparse_dense{'_par' if par else ''}")
        kernel(rowptr, cols, vals._np.reshape(-1), dd._storage, dd._offset, dd._stride[0], dd._stride[1], start, n,
               alpha_c)
        res = Tensor._from_array(start.reshape(m, n), cdt)
    return res if cdt is s.dtype else C.to(res, s.dtype)


def _launch_cuda(op, device, rowptr, cols, vals, dd, start, m, n, alpha, cdt):
    cuda = cuda_backend._cuda()  # numba.cuda, imported once a cuda tensor exists
    kernel = getattr(cuda_backend._kernels(), f"{op.name}_sparse_dense")
    out = cuda.to_device(start)
    total = m * n
    if total:
        kernel[cuda_backend._launch_config(total)](cuda.to_device(rowptr), cuda.to_device(cols), vals._storage,
                                                   dd._storage, dd._offset, dd._stride[0], dd._stride[1], out, n,
                                                   alpha, total)
    return Tensor._make(out, (m, n), (n, 1), 0, cdt, device)


def _copy_into(target, res, name):
    """addmm_ on a dense self: checked as the pipeline checks in-place targets, then the one writer."""
    if target._shape != res._shape:
        raise RuntimeError(f"{name}: the in-place self of shape {list(target._shape)} does not match the product's "
                           f"shape {list(res._shape)}")
    return T.deliver(name, target, res)


# ------------------------------------------------------------------ `transpose` (transpose, t)
def _transpose(op, name, args, inplace, out):
    s = args[0]
    _no_out(name, out)
    n, sd = s.dim(), s.sparse_dim()
    if len(args) == 1:  # t()
        if n > 2:
            raise RuntimeError(f"t() expects a tensor with <= 2 dimensions, but self is {n}D")
        if n < 2:
            return s
        d0, d1 = 0, 1
    else:
        d0, d1 = s._dim(args[1], name), s._dim(args[2], name)
    if d0 == d1:
        return s
    if d0 >= sd or d1 >= sd:
        raise RuntimeError(f"sparse transpose: transposed dimensions must be sparse Got sparse_dim: {sd}, d0: {d0}, "
                           f"d1: {d1}")
    idx = _host_indices(s).copy()
    idx[[d0, d1]] = idx[[d1, d0]]
    shape = list(s._shape)
    shape[d0], shape[d1] = shape[d1], shape[d0]
    res = _sparse_new(idx, s._vals, tuple(shape), False)
    if inplace:
        s._idx, s._shape, s._coalesced = res._idx, res._shape, False
        return s
    return res


# ops.yaml `sparse:` rule -> how a call with a sparse_coo argument runs (rules.py states each).
IMPLEMENTATIONS = {
    "values": _values, "mul": _mul, "add": _add, "div_scalar": _div_scalar, "sum": _sum, "mm": _mm,
    "transpose": _transpose,
}


def _flat(args):
    for a in args:
        if isinstance(a, (list, tuple)):
            yield from _flat(a)
        elif isinstance(a, dict):
            yield from a.values()
        else:
            yield a


def run(op, args, inplace, out=None):
    """A generated operator called with a sparse_coo argument (the call pipeline's
    layout hook): the implementation of the op's ops.yaml `sparse:` rule."""
    flat = list(_flat(args))
    s = next(a for a in flat if isinstance(a, SparseTensor))
    name = op.name + ("_" if inplace and not op.name.endswith("_") else "")
    if op.sparse == "none":
        raise NotImplementedError(  # PyTorch raises NotImplementedError for an op with no sparse kernel
            f"{name}: the sparse_coo layout is not supported (ops.yaml declares sparse: none): Could not run "
            f"'aten::{op.name}' with arguments from the '{backend(s)}' backend")
    dense = [a for a in flat if type(a) is Tensor]
    grad = False
    for a in dense:
        if a._names is not None:
            raise RuntimeError(f"{name}: {NAMES_ERROR} (a named operand with a sparse_coo one)")
        grad = grad or (a._rg and pipeline.recording())
    impl = IMPLEMENTATIONS[op.sparse]
    if not grad:
        return impl(op, name, args, inplace, out)
    if op.sparse not in DIFFERENTIABLE or out is not None:
        raise RuntimeError(f"{name}: autograd is not supported for the sparse_coo layout in tensorgen here (an operand "
                           f"requires grad; gradients flow to the dense operands of "
                           f"{' and '.join(sorted(DIFFERENTIABLE))} only, without out=); call detach() or use "
                           f"tensorgen.no_grad()")
    # the pipeline records the call (its layout hook's autograd step) with the op's ops.yaml derivative
    return impl(op, name, args, inplace, None)


# The rules whose dense operands may require grad: their results are dense and
# their ops.yaml derivatives, run on the same (sparse) operands, give dense
# gradients (mm's `mat2: mm(self.t(), grad)` is itself a sparse × dense product).
DIFFERENTIABLE = ("mm", "add")


def like(input, kind, dtype=None, **fill):
    """zeros_like / empty_like of a sparse_coo tensor: an empty sparse tensor (no entries), as PyTorch."""
    if kind in ("zeros", "empty"):
        return B.zeros(input._shape, dtype or input.dtype, input.device, input.sparse_dim())
    raise RuntimeError(f"{kind}_like: the sparse_coo layout is not supported (only zeros_like and empty_like)")
