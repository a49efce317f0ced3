"""Sorting and searching ops (ops.yaml kind sort) against torch: every dtype,
NaN ordering, stability, non-contiguous operands, empty tensors, negative
dims, out=, error paths with PyTorch's words, and the CUDA kernels (simulator)."""
import math

import numpy as np
import pytest

import tensorgen as tg

from _torch_pair import ALL, NUMERIC, assert_same, same_error, sample, to_torch

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
