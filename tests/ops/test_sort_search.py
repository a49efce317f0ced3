"""Sorting and searching ops (ops.yaml kind sort) against torch: every dtype,
NaN ordering, stability, non-contiguous operands, empty tensors, negative
dims, out=, error paths with PyTorch's words, and the CUDA kernels (simulator)."""
import math

import numpy as np
import pytest

import tensorgen as tg

from support.torch_pair import ALL, NUMERIC, assert_same, same_error, sample, to_torch

torch = pytest.importorskip("torch")
pytestmark = pytest.mark.filterwarnings("ignore:torch.searchsorted():UserWarning")
RNG = np.random.default_rng(11)


def T(t):
    return to_torch(torch, t)


@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_sort_every_dtype(dtype):
    x = sample(RNG, (4, 7), dtype)  # many ties: the stable order is checked too
    for dim in (-1, 0, 1, -2):
        for desc in (False, True):
            v, i = tg.sort(x, dim, desc, stable=True)
            tv, ti = torch.sort(T(x), dim=dim, descending=desc, stable=True)
            assert_same(v, tv)
            assert_same(i, ti)
            assert_same(tg.argsort(x, dim, desc, stable=True), torch.argsort(T(x), dim=dim, descending=desc,
                                                                            stable=True))
    res = x.sort()
    assert type(res).__name__ == "sort" and res.values is res[0] and res.indices is res[1]
    assert_same(res.values, torch.sort(T(x))[0])
    assert_same(tg.msort(x), torch.msort(T(x)))
    assert_same(x.msort(), T(x).msort())


@pytest.mark.parametrize("dtype", [tg.float16, tg.bfloat16, tg.float32, tg.float64], ids=str)
def test_sort_nan_and_inf_order(dtype):
    vals = [3.0, math.nan, -math.inf, 1.0, math.nan, math.inf, -0.0, 0.0, 1.0]
    x = tg.tensor(vals, dtype=dtype)
    for desc in (False, True):
        v, i = tg.sort(x, descending=desc, stable=True)
        tv, ti = torch.sort(T(x), descending=desc, stable=True)
        assert_same(v, tv)
        assert_same(i, ti)


def test_sort_non_contiguous_empty_zero_dim():
    base = sample(RNG, (6, 5), tg.float32)
    x = base.t()[:, 1::2]
    assert not x.is_contiguous()
    for dim in (0, 1):
        v, i = tg.sort(x, dim, stable=True)
        tv, ti = torch.sort(T(base).t()[:, 1::2], dim=dim, stable=True)
        assert_same(v, tv)
        assert_same(i, ti)
    for shape in ((0,), (3, 0), (0, 4)):
        e = tg.zeros(*shape)
        v, i = tg.sort(e, 0)
        tv, ti = torch.sort(torch.zeros(*shape), 0)
        assert_same(v, tv)
        assert_same(i, ti)
    z = tg.tensor(2.5)
    v, i = tg.sort(z)
    tv, ti = torch.sort(torch.tensor(2.5))
    assert_same(v, tv)
    assert_same(i, ti)
    assert_same(tg.argsort(z, 0), torch.argsort(torch.tensor(2.5), 0))


def test_sort_out_and_named_tuple():
    x = sample(RNG, (3, 4), tg.float64)
    vals, idx = tg.empty(0, dtype=tg.float64), tg.empty(0, dtype=tg.int64)
    res = tg.sort(x, 1, out=(vals, idx))
    tv, ti = torch.sort(T(x), dim=1, stable=True)
    assert res[0] is vals and res[1] is idx
    assert_same(vals, tv)
    with pytest.raises(RuntimeError, match="Expected out tensor to have dtype"):
        tg.sort(x, 1, out=(tg.empty(0), tg.empty(0, dtype=tg.int64)))
    with pytest.raises(RuntimeError, match="Expected out tensor to have dtype"):
        tg.msort(x, out=tg.empty(0, dtype=tg.float32))
    out = tg.empty(3, 4, dtype=tg.float64)
    assert tg.msort(x, out=out) is out
    assert_same(out, torch.msort(T(x)))


def test_sort_autograd():
    x = tg.tensor([[3.0, 1.0, 2.0], [0.5, -1.0, 4.0]], requires_grad=True)
    w = tg.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
    (tg.sort(x, 1, descending=True)[0] * w).sum().backward()
    tx = T(x.detach()).requires_grad_()
    (torch.sort(tx, 1, descending=True)[0] * T(w)).sum().backward()
    assert_same(x.grad, tx.grad)


@pytest.mark.parametrize("dtype", NUMERIC, ids=str)
def test_searchsorted_bucketize_every_dtype(dtype):
    seq = tg.sort(sample(RNG, (9,), dtype))[0]
    vals = sample(RNG, (3, 4), dtype)
    for right in (False, True):
        assert_same(tg.searchsorted(seq, vals, right=right), torch.searchsorted(T(seq), T(vals), right=right))
        assert_same(tg.bucketize(vals, seq, right=right), torch.bucketize(T(vals), T(seq), right=right))
    assert_same(tg.searchsorted(seq, vals, side="right", out_int32=True),
                torch.searchsorted(T(seq), T(vals), side="right", out_int32=True))
    assert_same(tg.bucketize(vals.t(), seq, out_int32=True), torch.bucketize(T(vals).t(), T(seq), out_int32=True))
    # one sorted row per row of values
    rows = tg.sort(sample(RNG, (3, 5), dtype), 1)[0]
    assert_same(tg.searchsorted(rows, vals), torch.searchsorted(T(rows), T(vals)))
    # an unsorted sequence with its sorter
    raw = sample(RNG, (3, 5), dtype)
    order = tg.argsort(raw, 1, stable=True)
    assert_same(tg.searchsorted(raw, vals, sorter=order), torch.searchsorted(T(raw), T(vals), sorter=T(order)))


def test_searchsorted_nan_scalars_mixed_dtypes_empty():
    seq = tg.tensor([1.0, 2.0, 2.0, math.nan])
    vals = tg.tensor([math.nan, 2.0, -math.inf, 5.0])
    for right in (False, True):
        assert_same(tg.searchsorted(seq, vals, right=right), torch.searchsorted(T(seq), T(vals), right=right))
    assert_same(tg.searchsorted(seq, 2), torch.searchsorted(T(seq), 2))
    assert_same(tg.bucketize(2.5, seq), torch.bucketize(2.5, T(seq)))
    ints = tg.tensor([1, 3, 5])
    assert_same(tg.searchsorted(ints, tg.tensor([2.5, 3.0])), torch.searchsorted(T(ints), torch.tensor([2.5, 3.0])))
    assert_same(tg.searchsorted(ints, tg.zeros(0)), torch.searchsorted(T(ints), torch.zeros(0)))
    assert_same(tg.searchsorted(tg.zeros(0), tg.ones(3)), torch.searchsorted(torch.zeros(0), torch.ones(3)))
    out = tg.empty(0, dtype=tg.int64)
    assert tg.searchsorted(ints, tg.tensor([4]), out=out) is out
    assert_same(out, torch.searchsorted(T(ints), torch.tensor([4])))


def test_errors_match_torch():
    x = tg.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
    tx = T(x)
    seq = tg.tensor([1.0, 2.0])
    cases = [
        lambda m: m.sort(x if m is tg else tx, 2),
        lambda m: m.sort(x if m is tg else tx, -3),
        lambda m: m.argsort(x if m is tg else tx, 5),
        lambda m: m.searchsorted(seq if m is tg else T(seq), m.tensor([2.0]), side="foo"),
        lambda m: m.searchsorted(seq if m is tg else T(seq), m.tensor([2.0]), side="left", right=True),
        lambda m: m.searchsorted(m.ones(2, 3), m.ones(3, 3)),
        lambda m: m.searchsorted(m.ones(3, 3), m.ones(3, 3), sorter=m.zeros(3, 3, dtype=m.int32)),
        lambda m: m.searchsorted(m.ones(3, 3), m.ones(3, 3), sorter=m.zeros(3, 2, dtype=m.int64)),
        lambda m: m.searchsorted(m.ones(3), m.ones(3), sorter=m.tensor([0, 1, 3])),
        lambda m: m.searchsorted(m.tensor(1.0), m.ones(3)),
        lambda m: m.bucketize(x if m is tg else tx, m.ones(2, 2)),
    ]
    for k, make in enumerate(cases):
        try:
            same_error(lambda: make(tg), lambda: make(torch))
        except AssertionError as e:
            raise AssertionError(f"case {k}: {e}") from None


def test_names_refused_nested_refused():
    x = tg.zeros(2, 3, names=("a", "b"))
    with pytest.raises(RuntimeError, match="not yet supported with named tensors"):
        tg.sort(x)
    with pytest.raises(RuntimeError, match="not yet supported with named tensors"):
        tg.searchsorted(tg.tensor([1.0]), x)
    nt = tg.nested.nested_tensor([tg.ones(2), tg.ones(3)], layout=tg.jagged)
    with pytest.raises(RuntimeError, match="nested: none"):
        tg.sort(nt)


@pytest.fixture
def cuda():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
    return "cuda"


@pytest.mark.parametrize("dtype", [tg.float32, tg.bfloat16, tg.int32, tg.bool], ids=str)
def test_cuda_matches_cpu(cuda, dtype):
    x = sample(RNG, (3, 6), dtype)
    if dtype is tg.float32:
        x[0, 2] = math.nan
    xc = x.to(cuda)
    for dim in (0, 1):
        for desc in (False, True):
            v, i = tg.sort(xc, dim, desc)
            cv, ci = tg.sort(x, dim, desc)
            assert v.device.type == "cuda"
            np.testing.assert_array_equal(np.asarray(v.cpu()).astype(np.float64), np.asarray(cv).astype(np.float64))
            np.testing.assert_array_equal(np.asarray(i.cpu()), np.asarray(ci))
    if dtype is not tg.bool:
        seq = tg.sort(x.reshape(-1))[0]
        got = tg.searchsorted(seq.to(cuda), xc, right=True).cpu()
        np.testing.assert_array_equal(np.asarray(got), np.asarray(tg.searchsorted(seq, x, right=True)))


def _tup(x):
    return x if isinstance(x, tuple) else (x,)


@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_unique_every_dtype(dtype):
    x = sample(RNG, (4, 5), dtype, -3, 3)
    xt = x.t()  # non-contiguous
    for t in (x, xt):
        for inv in (False, True):
            for counts in (False, True):
                got = tg.unique(t, return_inverse=inv, return_counts=counts)
                want = torch.unique(T(t), return_inverse=inv, return_counts=counts)
                for g, w in zip(_tup(got), _tup(want)):
                    assert_same(g, w)
                got = tg.unique_consecutive(t, return_inverse=inv, return_counts=counts)
                want = torch.unique_consecutive(T(t), return_inverse=inv, return_counts=counts)
                for g, w in zip(_tup(got), _tup(want)):
                    assert_same(g, w)
    assert_same(x.unique(sorted=False), T(x).unique(sorted=False))
    e = tg.zeros(0, dtype=dtype)
    for g, w in zip(tg.unique(e, return_inverse=True, return_counts=True),
                    torch.unique(T(e), return_inverse=True, return_counts=True)):
        assert_same(g, w)
    z = tg.tensor(1, dtype=dtype)
    for g, w in zip(tg.unique(z, return_inverse=True), torch.unique(T(z), return_inverse=True)):
        assert_same(g, w)


def test_unique_nan_each_distinct():
    x = tg.tensor([math.nan, 1.0, math.nan, 1.0, -0.0, 0.0])
    for g, w in zip(tg.unique(x, return_inverse=True, return_counts=True),
                    torch.unique(T(x), return_inverse=True, return_counts=True)):
        assert_same(g, w)
    rows = tg.tensor([[1.0, math.nan], [1.0, math.nan], [0.5, 2.0]])
    for g, w in zip(tg.unique(rows, dim=0, return_counts=True), torch.unique(T(rows), dim=0, return_counts=True)):
        assert_same(g, w)


@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_unique_dim(dtype):
    x = sample(RNG, (4, 3, 5), dtype, 0, 2)
    for t, tt in ((x, T(x)), (x.transpose(0, 2), T(x).transpose(0, 2))):
        for dim in (0, 1, 2, -1):
            for fn, tfn in ((tg.unique, torch.unique), (tg.unique_consecutive, torch.unique_consecutive)):
                got = fn(t, dim=dim, return_inverse=True, return_counts=True)
                want = tfn(tt, dim=dim, return_inverse=True, return_counts=True)
                for g, w in zip(got, want):
                    assert_same(g, w)
    assert_same(x.unique(dim=1), T(x).unique(dim=1))


@pytest.mark.parametrize("dtype", NUMERIC, ids=str)
def test_isin_every_dtype(dtype):
    el = sample(RNG, (3, 4), dtype)
    te = sample(RNG, (5,), dtype)
    for invert in (False, True):
        assert_same(tg.isin(el, te, invert=invert), torch.isin(T(el), T(te), invert=invert))
        assert_same(tg.isin(el.t(), te[::2], invert=invert), torch.isin(T(el).t(), T(te)[::2], invert=invert))
    assert_same(tg.isin(el, 2), torch.isin(T(el), 2))
    assert_same(tg.isin(2, te), torch.isin(2, T(te)))
    assert_same(tg.isin(el, tg.zeros(0, dtype=dtype)), torch.isin(T(el), torch.zeros(0, dtype=T(el).dtype)))


def test_isin_nan_mixed_and_errors():
    el = tg.tensor([math.nan, 1.0, 2.0, 2.5])
    te = tg.tensor([math.nan, 2.0, 1.0])
    assert_same(tg.isin(el, te), torch.isin(T(el), T(te)))
    assert_same(tg.isin(tg.tensor([2, 3]), tg.tensor([2.5, 3.0])), torch.isin(torch.tensor([2, 3]),
                                                                              torch.tensor([2.5, 3.0])))
    same_error(lambda: tg.isin(tg.tensor([True]), tg.tensor([True])),
               lambda: torch.isin(torch.tensor([True]), torch.tensor([True])))


@pytest.mark.parametrize("dtype", NUMERIC, ids=str)
def test_nanmedian_every_dtype(dtype):
    x = sample(RNG, (4, 5), dtype)
    assert_same(tg.nanmedian(x), torch.nanmedian(T(x)))
    for dim, keep in ((1, False), (0, True), (-1, True)):
        v, i = tg.nanmedian(x, dim, keep)
        tv, ti = torch.nanmedian(T(x), dim, keep)
        assert_same(v, tv)
        # the index of a value tied with others is implementation-defined: check it names the value
        np.testing.assert_array_equal(np.take_along_axis(np.asarray(x).astype(np.float64),
                                                         np.asarray(i) if keep else np.expand_dims(np.asarray(i), dim),
                                                         dim).reshape(np.asarray(v).shape),
                                      np.asarray(v).astype(np.float64))


def test_nanmedian_nan_rows_and_empty():
    x = tg.tensor([[math.nan, 1.0, 3.0, 2.0], [math.nan] * 4, [4.0, math.nan, 2.0, 9.0]])
    v, i = tg.nanmedian(x, 1)
    tv, ti = torch.nanmedian(T(x), 1)
    assert_same(v, tv)
    assert_same(i[0::2], ti[0::2])  # an all-NaN row's index is implementation-defined in PyTorch
    assert_same(tg.nanmedian(x.t()), torch.nanmedian(T(x).t()))
    assert_same(tg.nanmedian(tg.zeros(0)), torch.nanmedian(torch.zeros(0)))
    same_error(lambda: tg.nanmedian(tg.zeros(2, 0), 1), lambda: torch.nanmedian(torch.zeros(2, 0), 1))


@pytest.mark.parametrize("interpolation", ["linear", "lower", "higher", "midpoint", "nearest"])
@pytest.mark.parametrize("dtype", [tg.float32, tg.float64], ids=str)
def test_quantile_nanquantile(dtype, interpolation):
    x = tg.tensor(RNG.standard_normal((4, 7)), dtype=dtype)
    q = tg.tensor([0.0, 0.1, 0.5, 0.77, 1.0], dtype=dtype)
    exact = interpolation in ("lower", "higher", "nearest")  # lerp may fuse a multiply-add in PyTorch
    for fn, tfn in ((tg.quantile, torch.quantile), (tg.nanquantile, torch.nanquantile)):
        assert_same(fn(x, q, 1, interpolation=interpolation), tfn(T(x), T(q), 1, interpolation=interpolation),
                    exact=exact)
        assert_same(fn(x.t(), 0.3, 0, True, interpolation=interpolation),
                    tfn(T(x).t(), 0.3, 0, True, interpolation=interpolation), exact=exact)
        assert_same(fn(x, 0.5, interpolation=interpolation), tfn(T(x), 0.5, interpolation=interpolation),
                    exact=exact)
        assert_same(x.quantile(q, -2, interpolation=interpolation) if fn is tg.quantile else
                    x.nanquantile(q, -2, interpolation=interpolation),
                    getattr(T(x), fn.__name__)(T(q), -2, interpolation=interpolation), exact=exact)
    y = tg.tensor([[1.0, math.nan, 3.0, 0.5], [math.nan] * 4], dtype=dtype)
    for fn, tfn in ((tg.quantile, torch.quantile), (tg.nanquantile, torch.nanquantile)):
        assert_same(fn(y, q, 1, True, interpolation=interpolation),
                    tfn(T(y), T(q), 1, True, interpolation=interpolation), exact=exact)


def test_quantile_errors():
    x = tg.tensor([1.0, 2.0])
    tx = T(x)
    cases = [
        lambda m: m.quantile(m.tensor([1, 2]), 0.5),
        lambda m: m.quantile(x if m is tg else tx, 1.5),
        lambda m: m.quantile(x if m is tg else tx, m.tensor([0.5], dtype=m.float64)),
        lambda m: m.quantile(x if m is tg else tx, m.tensor([[0.5]])),
        lambda m: m.quantile(x if m is tg else tx, 0.5, interpolation="foo"),
        lambda m: m.quantile(m.zeros(0), 0.5),
        lambda m: m.nanquantile(x if m is tg else tx, 0.5, 2),
    ]
    for k, make in enumerate(cases):
        try:
            same_error(lambda: make(tg), lambda: make(torch))
        except AssertionError as e:
            raise AssertionError(f"case {k}: {e}") from None


@pytest.mark.parametrize("dtype", [tg.float32, tg.float64], ids=str)
def test_histc(dtype):
    x = tg.tensor(np.round(RNG.standard_normal(50), 2), dtype=dtype)
    for bins, lo, hi in ((10, 0, 0), (7, -1, 1), (1, -5, 5), (4, 2, 2)):
        assert_same(tg.histc(x, bins, lo, hi), torch.histc(T(x), bins, lo, hi))
    assert_same(x[::3].histc(bins=5), T(x)[::3].histc(bins=5))
    ones = tg.tensor([1.0, 1.0], dtype=dtype)
    assert_same(tg.histc(ones, 4), torch.histc(T(ones), 4))
    assert_same(tg.histc(tg.zeros(0, dtype=dtype), 3), torch.histc(torch.zeros(0, dtype=T(x).dtype), 3))
    with pytest.raises(RuntimeError, match="\"histc\" not implemented for 'Half'"):
        tg.histc(tg.ones(3, dtype=tg.float16))
    out = tg.empty(0, dtype=dtype)
    assert tg.histc(x, 3, out=out) is out
    assert_same(out, torch.histc(T(x), 3))
    with pytest.raises(RuntimeError, match=r"torch.histc: range of \[nan, nan\] is not finite"):
        tg.histc(tg.tensor([1.0, math.nan], dtype=dtype), 4)  # PyTorch prints the NaN as C's printf: -nan
    for make in (lambda m: m.histc(m.tensor([1.0]), 0),
                 lambda m: m.histc(m.tensor([1.0]), 2, 3, 1)):
        same_error(lambda: make(tg), lambda: make(torch))


@pytest.mark.parametrize("dtype", [tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64], ids=str)
def test_bincount(dtype):
    x = tg.tensor(RNG.integers(0, 7, 30), dtype=dtype)
    assert_same(tg.bincount(x), torch.bincount(T(x)))
    assert_same(x[::2].bincount(minlength=12), T(x)[::2].bincount(minlength=12))
    for wd in (tg.float32, tg.float64, tg.int64, tg.float16):
        w = tg.tensor(RNG.integers(0, 5, 30), dtype=wd)
        assert_same(tg.bincount(x, w), torch.bincount(T(x), T(w)), exact=False)
    assert_same(tg.bincount(tg.zeros(0, dtype=dtype)), torch.bincount(torch.zeros(0, dtype=T(x).dtype)))
    for make in (lambda m: m.bincount(m.tensor([-1, 3])), lambda m: m.bincount(m.tensor([[1, 3]])),
                 lambda m: m.bincount(m.tensor([1]), weights=m.ones(2)),
                 lambda m: m.bincount(m.tensor([1]), minlength=-1),
                 lambda m: m.bincount(m.tensor([1.0, 3.0]))):
        same_error(lambda: make(tg), lambda: make(torch))


def test_cuda_sort_kind_ops(cuda):
    x = sample(RNG, (3, 6), tg.float32, -3, 3)
    xc = x.to(cuda)
    for g, w in zip(tg.unique(xc, return_inverse=True, return_counts=True),
                    tg.unique(x, return_inverse=True, return_counts=True)):
        np.testing.assert_array_equal(np.asarray(g.cpu()), np.asarray(w))
    np.testing.assert_array_equal(np.asarray(tg.isin(xc, xc[0]).cpu()), np.asarray(tg.isin(x, x[0])))
    for g, w in zip(tg.unique(xc, dim=1, return_inverse=True, return_counts=True),
                    tg.unique(x, dim=1, return_inverse=True, return_counts=True)):
        np.testing.assert_array_equal(np.asarray(g.cpu()), np.asarray(w))
    np.testing.assert_array_equal(np.asarray(tg.nanmedian(xc, 1).values.cpu()), np.asarray(tg.nanmedian(x, 1).values))
    np.testing.assert_allclose(np.asarray(tg.quantile(xc, 0.3, 1).cpu()), np.asarray(tg.quantile(x, 0.3, 1)))
    np.testing.assert_array_equal(np.asarray(tg.histc(xc, 5).cpu()), np.asarray(tg.histc(x, 5)))
    i = tg.tensor([1, 4, 1, 0])
    np.testing.assert_array_equal(np.asarray(tg.bincount(i.to(cuda)).cpu()), np.asarray(tg.bincount(i)))
