"""The sparse COO layout (ops.yaml `sparse:`), differential against torch's sparse COO.

Inputs are uncoalesced (duplicate coordinates, unsorted) unless a test says
otherwise; every op runs over every dtype its entry declares; empty (nnz 0) and
hybrid (dense_dim > 0) tensors are included; the error paths name the op and
the layout.
"""
import importlib.util
import shutil
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest

import tensorgen as tg
from tensorgen.generated import ops as G

torch = pytest.importorskip("torch")
warnings.filterwarnings("ignore", message="Sparse invariant checks")

ROOT = Path(__file__).resolve().parents[3]
ALL = [tg.bool, tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64, tg.float16, tg.bfloat16, tg.float32, tg.float64]
NUMERIC = ALL[1:]
TOL = {tg.float16: 2e-3, tg.bfloat16: 2e-2, tg.float32: 1e-5, tg.float64: 1e-12}

# (2, 3) with duplicates at (0, 2) and (1, 2), unsorted
IDX = [[0, 1, 1, 0, 1], [2, 0, 2, 2, 2]]
VALS = [1, 2, 3, 4, 5]


def tdt(dt):
    return getattr(torch, dt.name)


def pair(dt, idx=IDX, vals=VALS, size=(2, 3)):
    """The same sparse tensor in tensorgen and torch."""
    v = np.asarray(vals)
    s = tg.sparse_coo_tensor(idx, tg.tensor(v.tolist()).to(dt), size)
    ts = torch.sparse_coo_tensor(torch.tensor(idx, dtype=torch.long).reshape(len(idx), -1),
                                 torch.tensor(v.tolist()).to(tdt(dt)), size)
    return s, ts


def dense_pair(dt, shape, seed=0):
    arr = np.random.default_rng(seed).integers(-3, 4, size=shape)
    return tg.tensor(arr.tolist()).to(dt), torch.tensor(arr.tolist()).to(tdt(dt))


def host(t):
    """A float64 (or bool) NumPy array of a tensorgen or torch tensor, dense or sparse."""
    if isinstance(t, torch.Tensor):
        t = t.to_dense() if t.is_sparse else t
        return (t.to(torch.float64) if t.dtype != torch.bool else t).numpy()
    t = t.to_dense() if t.is_sparse else t
    return np.asarray((t.to(tg.float64) if t.dtype is not tg.bool else t)._host())


def check(ours, theirs, dt=None):
    assert ours.is_sparse == theirs.is_sparse
    assert ours.dtype.name == str(theirs.dtype).replace("torch.", "")
    assert tuple(ours.shape) == tuple(theirs.shape)
    if theirs.is_sparse:
        # (the coordinates themselves may differ by explicit zeros: compared where they are defined)
        assert ours.sparse_dim() == theirs.sparse_dim() and ours.dense_dim() == theirs.dense_dim()
    tol = TOL.get(ours.dtype, 0)
    np.testing.assert_allclose(host(ours), host(theirs), rtol=tol, atol=tol)


def same_outcome(fn_ours, fn_theirs, fn_dense=None):
    """Both succeed and agree, or both raise. Where torch's sparse kernel refuses a
    dtype its dense op accepts (square on bool, add on half), tensorgen follows the
    dense op, whose kernels it runs over the values: ``fn_dense`` is then the oracle."""
    errors = (RuntimeError, TypeError, NotImplementedError)
    try:
        theirs = fn_theirs()
    except errors:
        theirs = None
        if fn_dense is not None:
            try:
                theirs = fn_dense().to_sparse()
            except errors:
                pass
        if theirs is None:
            with pytest.raises(errors + (ZeroDivisionError,)):
                fn_ours()
            return None
    ours = fn_ours()
    check(ours, theirs)
    return ours


# ------------------------------------------------------------------ construction and metadata
@pytest.mark.parametrize("dt", ALL, ids=str)
def test_construct_coalesce_to_dense(dt):
    s, ts = pair(dt)
    assert s.layout is tg.sparse_coo and s.is_sparse and not s.is_coalesced()
    assert s._nnz() == ts._nnz() == 5 and s.sparse_dim() == 2 and s.dense_dim() == 0
    np.testing.assert_array_equal(np.asarray(s._indices()._host()), ts._indices().numpy())
    check(s.to_dense(), ts.to_dense())
    c, tc = s.coalesce(), ts.coalesce()
    assert c.is_coalesced() and c._nnz() == tc._nnz()
    check(c.values(), tc.values())
    check(c, tc)
    np.testing.assert_array_equal(np.asarray(c.indices()._host()), tc.indices().numpy())
    assert c.coalesce() is c


def test_uncoalesced_indices_values_refused_as_torch():
    s, ts = pair(tg.float32)
    for f in ("indices", "values"):
        with pytest.raises(RuntimeError) as theirs:
            getattr(ts, f)()
        with pytest.raises(RuntimeError, match="uncoalesced tensor, please call .coalesce"):
            getattr(s, f)()
        assert str(theirs.value).split(",")[0] in f"Cannot get {f} on an uncoalesced tensor"


@pytest.mark.parametrize("case", ["float", "int32", "empty", "hybrid", "uncoalesced", "bool"])
def test_repr_as_torch(case):
    if case == "empty":
        s = tg.sparse_coo_tensor(tg.zeros(2, 0, dtype=tg.int64), tg.zeros(0), (2, 3))
        ts = torch.sparse_coo_tensor(torch.zeros(2, 0, dtype=torch.long), torch.zeros(0), (2, 3))
    elif case == "hybrid":
        s = tg.sparse_coo_tensor([[0, 1]], tg.ones(2, 3), (2, 3))
        ts = torch.sparse_coo_tensor(torch.tensor([[0, 1]]), torch.ones(2, 3), (2, 3))
    else:
        s, ts = pair({"float": tg.float32, "int32": tg.int32, "uncoalesced": tg.float64, "bool": tg.bool}[case])
        if case != "uncoalesced":
            s, ts = s.coalesce(), ts.coalesce()
    assert repr(s).replace("tensorgen.", "torch.") == repr(ts)


def test_empty_and_hybrid():
    e = tg.sparse_coo_tensor(tg.zeros(2, 0, dtype=tg.int64), tg.zeros(0), (2, 3))
    assert e._nnz() == 0 and e.coalesce()._nnz() == 0
    np.testing.assert_array_equal(host(e), np.zeros((2, 3)))
    assert float(e.sum()) == 0.0
    np.testing.assert_array_equal(host(tg.mm(e, tg.ones(3, 2))), np.zeros((2, 2)))
    h = tg.sparse_coo_tensor([[1, 0, 1]], tg.arange(9.).reshape(3, 3), (2, 3))
    th = torch.sparse_coo_tensor(torch.tensor([[1, 0, 1]]), torch.arange(9.).reshape(3, 3), (2, 3))
    assert h.sparse_dim() == 1 and h.dense_dim() == 1
    check(h.to_dense(), th.to_dense())
    check(h.coalesce(), th.coalesce())
    for dims in (0, 1, (0, 1)):
        check(h.sum(dims), th.sum(dims))
    check(h.sum(0, keepdim=True), th.sum(0, keepdim=True))
    check(h * 2, th * 2)
    check(h + h, th + th)


def test_inferred_size_and_dtype_arg():
    s = tg.sparse_coo_tensor([[0, 4], [1, 2]], [1, 2], dtype=tg.float64)
    ts = torch.sparse_coo_tensor(torch.tensor([[0, 4], [1, 2]]), torch.tensor([1, 2]), dtype=torch.float64)
    assert tuple(s.shape) == tuple(ts.shape) == (5, 3)
    check(s, ts)


@pytest.mark.parametrize("dt", ALL, ids=str)
def test_to_sparse(dt):
    x, tx = dense_pair(dt, (3, 4), seed=1)
    check(x.to_sparse(), tx.to_sparse())
    assert x.to_sparse().is_coalesced()
    x3, tx3 = dense_pair(dt, (3, 2, 2), seed=2)
    check(x3.to_sparse(1), tx3.to_sparse(1))


# ------------------------------------------------------------------ values ops: every op whose `sparse:` is values
VALUE_OPS = sorted(n for n, r in G.RECORDS.items() if r.sparse == "values")


def test_value_ops_declared():
    assert {"neg", "abs", "sqrt", "square", "sin", "tanh", "relu", "trunc", "sign"} <= set(VALUE_OPS)


@pytest.mark.parametrize("name", VALUE_OPS)
def test_values_rule_keeps_zeros(name):
    """The rule is only sound for ops with f(0) == 0: checked on the dense op itself."""
    z = getattr(tg, name)(tg.zeros(3))
    assert not np.asarray(host(z)).any()


@pytest.mark.parametrize("dt", ALL, ids=str)
@pytest.mark.parametrize("name", VALUE_OPS)
def test_value_ops(name, dt):
    # fractional values for floating dtypes (inside asin's and erfinv's domain, also after summing duplicates)
    s, ts = pair(dt, vals=[0.1, -0.45, 0.25, 0.3, -0.2] if dt.is_floating_point else VALS)
    res = same_outcome(lambda: getattr(s, name)(), lambda: getattr(ts, name)(),
                       lambda: getattr(ts.to_dense(), name)())
    if res is not None:
        assert res.is_coalesced()  # duplicates summed before a non-linear op


def test_value_op_inplace():
    s, ts = pair(tg.float32)
    with pytest.raises(RuntimeError, match="sqrt_ requires coalesced input"):
        s.sqrt_()
    c, tc = s.coalesce(), ts.coalesce()
    assert c.sqrt_() is c
    check(c, tc.sqrt_())


# ------------------------------------------------------------------ mul, div, add, sub
@pytest.mark.parametrize("dt", ALL, ids=str)
def test_mul(dt):
    s, ts = pair(dt)
    s2, ts2 = pair(dt, idx=[[1, 0, 1], [2, 2, 1]], vals=[1, 1, 2])
    same_outcome(lambda: s * 2, lambda: ts * 2)
    same_outcome(lambda: 3 * s, lambda: 3 * ts)
    same_outcome(lambda: s * 2.5, lambda: ts * 2.5)
    same_outcome(lambda: s * tg.tensor(3), lambda: ts * torch.tensor(3))
    same_outcome(lambda: s * s2, lambda: ts * ts2)
    d, td = dense_pair(dt, (2, 3))
    same_outcome(lambda: s * d, lambda: ts * td)


@pytest.mark.parametrize("dt", ALL, ids=str)
def test_div(dt):
    s, ts = pair(dt)
    same_outcome(lambda: s / 2, lambda: ts / 2)
    same_outcome(lambda: s / tg.tensor(4.0), lambda: ts / torch.tensor(4.0))
    same_outcome(lambda: tg.div(s, 2, rounding_mode="floor"), lambda: torch.div(ts, 2, rounding_mode="floor"))
    same_outcome(lambda: tg.div(s, 2, rounding_mode="trunc"), lambda: torch.div(ts, 2, rounding_mode="trunc"))


@pytest.mark.parametrize("dt", ALL, ids=str)
def test_add_sub(dt):
    s, ts = pair(dt)
    s2, ts2 = pair(dt, idx=[[1, 0, 1], [2, 1, 1]], vals=[1, 1, 2])
    d, td = dense_pair(dt, (2, 3))
    dense = lambda t: t.to_dense()  # noqa: E731 - torch's sparse add refuses some dtypes its dense add has
    for f in (lambda a, b: a + b, lambda a, b: a - b, lambda a, b: tg.add(a, b, alpha=2) if isinstance(a, tg.Tensor)
              or getattr(a, "is_sparse", False) and not isinstance(a, torch.Tensor) else torch.add(a, b, alpha=2)):
        try:
            theirs = f(ts, ts2)
        except RuntimeError:  # e.g. "cadd_sparse" not implemented for 'Half': compare with the dense op
            try:
                theirs = f(dense(ts), dense(ts2)).to_sparse()
            except RuntimeError:
                with pytest.raises((RuntimeError, TypeError)):
                    f(s, s2)
                continue
        check(f(s, s2), theirs)
        same_outcome(lambda: f(d, s), lambda: f(td, ts))


def test_add_inplace_and_out():
    s, ts = pair(tg.float32)
    d, td = dense_pair(tg.float32, (2, 3))
    assert d.add_(s) is d
    check(d, td.add_(ts))
    out = tg.empty(2, 3)
    assert tg.add(d, s, out=out) is out
    check(out, torch.add(td, ts))
    s2, ts2 = pair(tg.float32, idx=[[1], [1]], vals=[7])
    assert s.add_(s2) is s
    check(s, ts.add_(ts2))
    i, _ = pair(tg.int32)
    with pytest.raises(RuntimeError, match="can't be cast"):
        i.add_(s2)


# ------------------------------------------------------------------ sum
@pytest.mark.parametrize("dt", ALL, ids=str)
def test_sum(dt):
    s, ts = pair(dt)
    check(s.sum(), ts.sum())
    for dims in (0, 1, -1, (0, 1)):
        check(s.sum(dims), ts.sum(dims))
    check(s.sum(0, keepdim=True), ts.sum(0, keepdim=True))
    check(tg.sum(s, 1, dtype=tg.float64), torch.sum(ts, 1, dtype=torch.float64))


def test_sum_errors():
    s, _ = pair(tg.float32)
    with pytest.raises(RuntimeError, match="dim 0 appears multiple times"):
        s.sum((0, 0))
    with pytest.raises(IndexError, match="Dimension out of range"):
        s.sum(2)


# ------------------------------------------------------------------ mm, matmul, addmm (generated kernel)
@pytest.mark.parametrize("dt", ALL, ids=str)
def test_mm(dt):
    s, ts = pair(dt)
    d, td = dense_pair(dt, (3, 4))
    same_outcome(lambda: tg.mm(s, d), lambda: torch.mm(ts, td))
    same_outcome(lambda: s @ d, lambda: ts @ td)
    same_outcome(lambda: tg.matmul(s, d[:, 0]), lambda: torch.matmul(ts, td[:, 0]))
    c, tc = dense_pair(dt, (2, 4), seed=3)
    same_outcome(lambda: tg.addmm(c, s, d), lambda: torch.addmm(tc, ts, td))
    if dt.is_floating_point:
        same_outcome(lambda: tg.addmm(c, s, d, beta=0.5, alpha=2), lambda: torch.addmm(tc, ts, td, beta=0.5, alpha=2))
    d2, td2 = dense_pair(dt, (4, 2), seed=4)
    same_outcome(lambda: tg.mm(d2, s), lambda: torch.mm(td2, ts))


def test_mm_strided_dense_and_beta_zero():
    s, ts = pair(tg.float64)
    d, td = dense_pair(tg.float64, (4, 3))
    check(tg.mm(s, d.t()), torch.mm(ts, td.t()))
    c = tg.full((2, 4), float("nan"), dtype=tg.float64)
    check(tg.addmm(c, s, d.t(), beta=0), torch.addmm(torch.full((2, 4), float("nan"), dtype=torch.float64), ts,
                                                    td.t(), beta=0))
    out = tg.empty(2, 4, dtype=tg.float64)
    assert tg.mm(s, d.t(), out=out) is out
    check(out, torch.mm(ts, td.t()))
    c2, tc2 = dense_pair(tg.float64, (2, 4))
    assert c2.addmm_(s, d.t()) is c2
    check(c2, tc2.addmm_(ts, td.t()))


def test_mm_errors():
    s, _ = pair(tg.float32)
    with pytest.raises(RuntimeError, match="expected scalar type Double but found Float"):
        tg.mm(s, tg.ones(3, 2, dtype=tg.float64))
    with pytest.raises(RuntimeError, match="Expected dim 0 size 3, got 4"):
        tg.mm(s, tg.ones(4, 2))
    b, _ = pair(tg.bool)
    with pytest.raises(RuntimeError, match="not implemented for 'Bool'"):
        tg.mm(b, tg.ones(3, 2, dtype=tg.bool))
    with pytest.raises(RuntimeError, match="mm: unsupported for the sparse_coo layout: a sparse_coo × sparse_coo"):
        tg.mm(s, s.t())
    h = tg.sparse_coo_tensor([[0, 1]], tg.ones(2, 3), (2, 3))
    with pytest.raises(RuntimeError, match="mm: matrices expected, got a sparse_coo tensor of 1 sparse and 1 dense"):
        tg.mm(h, tg.ones(3, 2))
    with pytest.raises(RuntimeError, match="expected either 'mat1' to have sparse layout"):
        tg.addmm(tg.ones(2, 3), tg.ones(2, 2), s)
    i, ti = pair(tg.int64)
    with pytest.raises(RuntimeError, match="result type Double can't be cast to the desired output type Long"):
        tg.addmm(tg.ones(2, 2, dtype=tg.int64), i, tg.ones(3, 2, dtype=tg.int64), beta=2.5)
    check(tg.addmm(tg.ones(2, 2, dtype=tg.int64), i, tg.ones(3, 2, dtype=tg.int64), alpha=2.5),
          torch.addmm(torch.ones(2, 2, dtype=torch.long), ti, torch.ones(3, 2, dtype=torch.long), alpha=2.5))
    with pytest.raises(RuntimeError, match="addmm_: the in-place self of shape"):
        tg.ones(1, 2).addmm_(s, tg.ones(3, 2))


def test_cuda_simulator_layout_ops():
    if not tg.cuda.is_available():
        pytest.skip("no cuda (nor simulator)")
    s, ts = pair(tg.float32)
    sc = s.to("cuda")
    assert repr(sc).endswith("device='cuda:0', size=(2, 3), nnz=5, layout=tensorgen.sparse_coo)")
    for ours, theirs in ((sc.coalesce(), ts.coalesce()), (sc.neg(), ts.neg()), (sc * 2, ts * 2), (sc + sc, ts + ts),
                         (sc.sum(0), ts.sum(0)), (sc.t(), ts.t())):
        assert ours.device.type == "cuda"
        check(ours.to("cpu"), theirs)
    assert tg.is_tensor(s)


def test_mm_cuda_simulator():
    if not tg.cuda.is_available():
        pytest.skip("no cuda (nor simulator)")
    s, ts = pair(tg.float32, idx=[[0, 1, 1], [2, 0, 2]], vals=[1, 2, 3])
    d, td = dense_pair(tg.float32, (3, 2))
    sc = s.to("cuda")
    assert sc.device.type == "cuda"
    res = tg.mm(sc, d.to("cuda"))
    assert res.device.type == "cuda"
    check(res.cpu(), torch.mm(ts, td))
    c, tc = dense_pair(tg.float32, (2, 2), seed=5)
    check(tg.addmm(c.to("cuda"), sc, d.to("cuda"), beta=2, alpha=0.5).cpu(),
          torch.addmm(tc, ts, td, beta=2, alpha=0.5))


# ------------------------------------------------------------------ transpose, t
@pytest.mark.parametrize("dt", ALL, ids=str)
def test_transpose(dt):
    s, ts = pair(dt)
    check(s.t(), ts.t())
    check(tg.transpose(s, 0, 1), torch.transpose(ts, 0, 1))
    assert not s.coalesce().t().is_coalesced()
    s3 = tg.sparse_coo_tensor([[0, 1], [1, 0], [2, 2]], tg.tensor([1, 2]).to(dt), (2, 2, 3))
    ts3 = torch.sparse_coo_tensor(torch.tensor([[0, 1], [1, 0], [2, 2]]), torch.tensor([1, 2]).to(tdt(dt)), (2, 2, 3))
    check(s3.transpose(0, 2), ts3.transpose(0, 2))
    check(s3.transpose(-1, 1), ts3.transpose(-1, 1))


def test_transpose_errors_and_inplace():
    h = tg.sparse_coo_tensor([[0, 1]], tg.ones(2, 3), (2, 3))
    with pytest.raises(RuntimeError, match="transposed dimensions must be sparse"):
        h.transpose(0, 1)
    s3 = tg.sparse_coo_tensor([[0], [1], [2]], [1.0], (2, 2, 3))
    with pytest.raises(RuntimeError, match=r"t\(\) expects a tensor with <= 2 dimensions"):
        s3.t()
    s, ts = pair(tg.float32)
    assert s.t_() is s
    check(s, ts.t_())


# ------------------------------------------------------------------ errors
def test_unsupported_op_names_op_and_layout():
    s, ts = pair(tg.float32)
    with pytest.raises(NotImplementedError) as theirs:
        ts.exp()
    with pytest.raises(NotImplementedError, match="exp: the sparse_coo layout is not supported") as ours:
        s.exp()
    assert "Could not run 'aten::exp' with arguments from the 'SparseCPU' backend" in str(theirs.value)
    assert "Could not run 'aten::exp' with arguments from the 'SparseCPU' backend" in str(ours.value)
    with pytest.raises(NotImplementedError, match="softmax: the sparse_coo layout"):
        tg.softmax(s, 0)


def test_errors_as_torch():
    s, ts = pair(tg.float32)
    d = tg.ones(2, 3)
    with pytest.raises(RuntimeError, match=r"add\(sparse, dense\) is not supported. Use add\(dense, sparse\)"):
        s + d
    with pytest.raises(RuntimeError, match="dense-sparse addition does not currently support broadcasting"):
        tg.ones(1, 3) + s
    with pytest.raises(RuntimeError, match="expected sizes of 'self' and 'other' to match"):
        s + tg.sparse_coo_tensor([[0], [0]], [1.0], (2, 4))
    with pytest.raises(RuntimeError, match="Sparse division requires a scalar or zero-dim dense tensor divisor"):
        s / d
    with pytest.raises(RuntimeError, match="div: unsupported for the sparse_coo layout: a sparse_coo divisor"):
        d / s
    with pytest.raises(RuntimeError, match="expects sparse inputs with equal dimensionality"):
        s * tg.sparse_coo_tensor([[0], [0]], [1.0], (2, 4))
    with pytest.raises(RuntimeError, match="indices must be an int64 tensor"):
        tg.sparse_coo_tensor(tg.tensor([[0], [1]], dtype=tg.int32), [1.0], (2, 3))
    with pytest.raises(RuntimeError, match="size is inconsistent with indices: for dim 1, size is 3 but found index 5"):
        tg.sparse_coo_tensor([[0], [5]], [1.0], (2, 3))
    with pytest.raises(RuntimeError, match="found negative index -1 for dim 0"):
        tg.sparse_coo_tensor([[-1], [0]], [1.0], (2, 3))
    with pytest.raises(RuntimeError, match="indices and values must have same nnz"):
        tg.sparse_coo_tensor([[0, 1], [0, 1]], [1.0], (2, 3))
    with pytest.raises(RuntimeError, match="number of dimensions must be sparse_dim"):
        tg.sparse_coo_tensor([[0], [0]], [1.0], (2, 3, 4))
    with pytest.raises(RuntimeError, match="is_coalesced=True but the indices are not sorted"):
        tg.sparse_coo_tensor([[1, 0], [0, 0]], [1.0, 2.0], (2, 3), is_coalesced=True)
    with pytest.raises(RuntimeError, match="uncoalesced"):
        s.values()
    with pytest.raises(RuntimeError, match="indexing a tensor with the sparse_coo layout is not supported"):
        s[0]


def test_names_refused():
    s, _ = pair(tg.float32)
    for f in (lambda: s.rename("a", "b"), lambda: s.refine_names("a", "b"),
              lambda: tg.ones(2, 3, names=("a", "b")).to_sparse(),
              lambda: tg.ones(2, 3, names=("a", "b")) + s,
              lambda: tg.mm(s, tg.ones(3, 2, names=("k", "n"))),
              lambda: s.sum("a")):
        with pytest.raises(RuntimeError, match="NYI: named tensors only support strided layout"):
            f()
    assert s.names == (None, None)


def test_autograd_refused():
    with pytest.raises(RuntimeError, match="autograd is not supported for the sparse_coo layout"):
        tg.sparse_coo_tensor([[0], [0]], [1.0], (2, 3), requires_grad=True)
    s, ts = pair(tg.float32)
    with pytest.raises(RuntimeError, match="autograd is not supported for the sparse_coo layout"):
        s.requires_grad_()
    w = tg.ones(2, 3, requires_grad=True)
    with pytest.raises(RuntimeError, match="mul: autograd is not supported for the sparse_coo layout in tensorgen here"):
        s * w
    with pytest.raises(RuntimeError, match=r"mm\(\): functions with out=... arguments don't support automatic"):
        tg.mm(s, w.t(), out=tg.empty(2, 2))
    with tg.no_grad():
        check(s * w, ts * torch.ones(2, 3))
    with pytest.raises(RuntimeError, match="to_sparse: autograd is not supported"):
        w.to_sparse()


GRAD_CASES = {
    "mm": (lambda s, w: tg.mm(s, w), lambda s, w: torch.mm(s, w)),
    "matmul": (lambda s, w: s @ w, lambda s, w: s @ w),
    "matmul_vec": (lambda s, w: tg.matmul(s, w.sum(1)), lambda s, w: torch.matmul(s, w.sum(1))),
    "addmm": (lambda s, w: tg.addmm(w.t() @ w, s, w, beta=2, alpha=3),
              lambda s, w: torch.addmm(w.t() @ w, s, w, beta=2, alpha=3)),
    "dense_mm_sparse": (lambda s, w: tg.mm(w, s), lambda s, w: torch.mm(w, s)),
    "dense_add_sparse": (lambda s, w: w.t() * 2 + s, lambda s, w: w.t() * 2 + s),
    "dense_sub_sparse": (lambda s, w: tg.sub(w.t(), s, alpha=3), lambda s, w: torch.sub(w.t(), s, alpha=3)),
}


@pytest.mark.parametrize("case", list(GRAD_CASES))
def test_autograd_to_dense_operands(case):
    """Gradients reach the dense operands of mm/matmul/addmm and dense ⊕ sparse: the ops'
    derivatives from ops.yaml run on the sparse operand (mm's is itself sparse × dense)."""
    f, tf = GRAD_CASES[case]
    s, ts = pair(tg.float64)
    arr = np.arange(6.0).reshape(3, 2) / 7
    w, tw = tg.tensor(arr.tolist(), dtype=tg.float64, requires_grad=True), torch.tensor(arr, requires_grad=True)
    r, tr = f(s, w), tf(ts, tw)
    assert r.grad_fn is not None
    (r * r).sum().backward()
    (tr * tr).sum().backward()
    np.testing.assert_allclose(host(r.detach()), tr.detach().numpy(), rtol=1e-12)
    np.testing.assert_allclose(host(w.grad), tw.grad.numpy(), rtol=1e-12)


def test_like_and_to():
    s, ts = pair(tg.float32)
    z = tg.zeros_like(s)
    assert z.is_sparse and z._nnz() == 0 and tuple(z.shape) == (2, 3)
    check(s.to(tg.float64), ts.to(torch.float64))
    with pytest.raises(RuntimeError, match="ones_like: the sparse_coo layout is not supported"):
        tg.ones_like(s)


# ------------------------------------------------------------------ the ops.yaml field
def _codegen_cli():
    if "_tg_codegen" not in sys.modules:
        spec = importlib.util.spec_from_file_location(
            "_tg_codegen", ROOT / "codegen" / "__init__.py", submodule_search_locations=[str(ROOT / "codegen")])
        mod = importlib.util.module_from_spec(spec)
        sys.modules["_tg_codegen"] = mod
        spec.loader.exec_module(mod)
    return importlib.import_module("_tg_codegen.__main__")


BAD = {
    "unknown rule": ("kind: pointwise\n  kernel: -self", "valuess", ["'valuess'", "values"]),
    "wrong kind": ("kind: pointwise\n  kernel: -self", "sum", ["rule 'sum' runs ops of kind reduction, not pointwise"]),
    "wrong arity": ("kind: pointwise\n  kernel: -self", "mul", ["rule 'mul' runs ops of 2 Tensor arguments, this op "
                                                                "has 1"]),
}


@pytest.mark.parametrize("case", list(BAD), ids=lambda c: c.replace(" ", "_"))
def test_sparse_field_validated(case, tmp_path, capsys):
    kind, rule, words = BAD[case]
    base = (ROOT / "ops.yaml").read_text(encoding="utf-8").rstrip("\n")
    entry = (f"\n\n- func: tg_sparse_test(Tensor self) -> Tensor\n  {kind}\n  names: keep\n  promotion: default\n"
             f"  dtypes: all\n  sparse: {rule}\n  devices: [cpu]\n"
             f"  derivatives: {{not_differentiable: \"a test op\"}}\n")
    spec = tmp_path / "ops.yaml"
    spec.write_text(base + entry, encoding="utf-8")
    out = tmp_path / "generated"
    shutil.copytree(ROOT / "generated", out, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "docs", tmp_path / "docs")
    before = {p.name: p.read_bytes() for p in out.glob("*.py")}
    code = _codegen_cli().main(["--spec", str(spec), "--out", str(out), "--docs", str(tmp_path / "docs")])
    err = capsys.readouterr().err
    assert code == 1
    line = len(base.splitlines()) + 2 + 5 + kind.count("\n")
    assert f"{spec}:{line}:" in err, err
    assert "op 'tg_sparse_test'" in err and "field 'sparse'" in err, err
    for w in words:
        assert w in err, err
    assert before == {p.name: p.read_bytes() for p in out.glob("*.py")}


def test_serial_and_parallel_kernels_agree():
    """The generated serial kernel and its prange twin give the same bits (cpu_load picks one)."""
    from tensorgen.generated import kernels_cpu as KC
    rng = np.random.default_rng(7)
    m, k, n = 40, 30, 9
    dense = rng.standard_normal((k, n)).astype(np.float32).reshape(-1)
    rows = np.sort(rng.integers(0, m, 200))
    cols = rng.integers(0, k, 200).astype(np.int64)
    vals = rng.standard_normal(200).astype(np.float32)
    rowptr = np.searchsorted(rows, np.arange(m + 1)).astype(np.int64)
    outs = []
    for kern in (KC.mm_sparse_dense, KC.mm_sparse_dense_par):
        out = np.zeros(m * n, np.float32)
        kern(rowptr, cols, vals, dense, 0, n, 1, out, n, np.float32(1.5))
        outs.append(out)
    np.testing.assert_array_equal(outs[0], outs[1])
    ref = np.zeros((m, n))
    np.add.at(ref, rows, 1.5 * vals[:, None].astype(np.float64) * dense.reshape(k, n)[cols].astype(np.float64))
    np.testing.assert_allclose(outs[0].reshape(m, n), ref, rtol=1e-4, atol=1e-4)


def test_every_declared_rule_has_an_implementation_and_a_wording():
    _codegen_cli()
    model = importlib.import_module("_tg_codegen.model")
    from tensorgen.sparse import ops as SO, rules as SR
    declared = set(model.SPARSE) - {"none"}
    assert declared == set(SO.IMPLEMENTATIONS) == set(SR.RULES)
    assert {r.sparse for r in G.RECORDS.values()} <= set(model.SPARSE)
