"""Reductions (ops.yaml kind: reduction) against torch and a NumPy float64 reference."""
import math

import numpy as np
import pytest

import tensorgen as tg

ALL = ["bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64"]
FLOATS = ["float16", "bfloat16", "float32", "float64"]


def _np_data(dtype, shape, seed=0):
    rng = np.random.default_rng(seed)
    if dtype == "bool":
        return rng.random(shape) > 0.5
    if dtype in ("uint8", "int8", "int16", "int32", "int64"):
        return rng.integers(0, 5, shape).astype(dtype)
    return rng.standard_normal(shape).astype(np.float32 if dtype == "bfloat16" else dtype)


def _pair(dtype, shape, seed=0):
    """The same values as a tensorgen and a torch tensor."""
    torch = pytest.importorskip("torch")
    a = _np_data(dtype, shape, seed)
    t = tg.tensor(a, dtype=getattr(tg, dtype))
    p = torch.from_numpy(a).to(getattr(torch, dtype))
    return t, p


def _np(x):
    return np.asarray(x).astype(np.float64) if not isinstance(x, np.ndarray) else x.astype(np.float64)


def _same(got, want, rtol=1e-5, atol=1e-6):
    torch = pytest.importorskip("torch")
    if isinstance(want, tuple):
        assert isinstance(got, tuple) and len(got) == len(want)
        for g, w in zip(got, want):
            _same(g, w, rtol, atol)
        return
    assert tuple(got.shape) == tuple(want.shape)
    assert got.dtype.name == str(want.dtype).replace("torch.", ""), (got.dtype, want.dtype)
    w = want.to(torch.float64).numpy() if want.dtype != torch.bool else want.numpy()
    np.testing.assert_allclose(_np(got), w.astype(np.float64), rtol=rtol, atol=atol, equal_nan=True)


def _tol(dtype):
    return {"float16": (2e-3, 2e-3), "bfloat16": (2e-2, 2e-2), "float32": (1e-5, 1e-5)}.get(dtype, (1e-12, 1e-12))


# ------------------------------------------------------------------ result dtypes and values, every dtype
@pytest.mark.parametrize("dtype", ALL)
def test_sum_prod_every_dtype(dtype):
    t, p = _pair(dtype, (3, 4))
    rtol, atol = _tol(dtype)
    _same(t.sum(), p.sum(), rtol, atol)
    _same(t.sum(0), p.sum(0), rtol, atol)
    _same(tg.sum(t, -1, keepdim=True), p.sum(-1, keepdim=True), rtol, atol)
    _same(t.prod(1), p.prod(1), rtol, atol)
    _same(t.cumsum(0), p.cumsum(0), rtol, atol)
    _same(t.cumprod(-1), p.cumprod(-1), rtol, atol)


@pytest.mark.parametrize("dtype", ALL)
def test_all_any_amax_argmax_every_dtype(dtype):
    t, p = _pair(dtype, (3, 5))
    _same(t.all(1), p.all(1))
    _same(t.any(), p.any())
    _same(t.amax(0), p.amax(0))
    _same(t.amin(), p.amin())
    if dtype == "bool":
        with pytest.raises(RuntimeError, match="\"argmax\" not implemented for 'Bool'"):
            t.argmax(1)
    else:
        _same(t.argmax(1), p.argmax(1))
        _same(t.argmin(), p.argmin())
    _same(tuple(t.max(0)), tuple(p.max(0)))
    _same(tuple(t.min(1, keepdim=True)), tuple(p.min(1, keepdim=True)))
    _same(t.max(), p.max())


@pytest.mark.parametrize("dtype", FLOATS)
def test_mean_std_var_logsumexp_floats(dtype):
    t, p = _pair(dtype, (4, 6))
    rtol, atol = _tol(dtype)
    _same(t.mean(), p.mean(), rtol, atol)
    _same(t.mean(0), p.mean(0), rtol, atol)
    _same(t.std(1), p.std(1), rtol, atol)
    _same(t.var(0, unbiased=False), p.var(0, unbiased=False), rtol, atol)
    _same(t.var(1, correction=2, keepdim=True), p.var(1, correction=2, keepdim=True), rtol, atol)
    _same(tg.std_mean(t, 0), tuple(__import__("torch").std_mean(p, 0)), rtol, atol)
    _same(tg.var_mean(t), tuple(__import__("torch").var_mean(p)), rtol, atol)
    _same(t.logsumexp(1), p.logsumexp(1), rtol, atol)


@pytest.mark.parametrize("dtype", ["uint8", "int16", "int64", "float32", "float64"])
def test_median_kthvalue_mode_topk(dtype):
    t, p = _pair(dtype, (5, 7), seed=3)
    for got, want in ((t.median(1), p.median(1)), (t.kthvalue(3, 0), p.kthvalue(3, 0)),
                      (t.mode(1), p.mode(1))):
        _same(got.values, want.values)
        # indices may differ between duplicates: they must point at the value
        vals = np.take_along_axis(_np(t), np.expand_dims(np.asarray(got.indices), 1 if got.values.ndim and
                                                          got.values.shape[0] == 5 else 0),
                                  1 if got.values.shape[0] == 5 else 0)
        np.testing.assert_array_equal(vals.squeeze(), _np(got.values))
    _same(t.median(), p.median())
    top = t.topk(3, 1)
    _same(top.values, p.topk(3, 1).values)
    low = t.topk(2, 0, largest=False)
    _same(low.values, p.topk(2, 0, largest=False).values)
    np.testing.assert_array_equal(np.take_along_axis(_np(t), np.asarray(top.indices), 1), _np(top.values))


def test_mode_picks_smallest_most_frequent_and_last_index():
    t = tg.tensor([1, 2, 2, 3, 3, 1])
    m = t.mode()
    assert (m.values.item(), m.indices.item()) == (1, 5)


# ------------------------------------------------------------------ against a float64 NumPy reference
def test_float32_sum_is_accurate():
    x = np.random.default_rng(1).random(10 ** 6).astype(np.float32) + 0.5
    ref = x.astype(np.float64).sum()
    got = tg.from_numpy(x).sum().item()
    assert abs(got - ref) / ref < 1e-6
    got_mean = tg.from_numpy(x).mean().item()
    assert abs(got_mean - ref / x.size) / (ref / x.size) < 1e-6


def test_large_reductions_each_dim_match_numpy(monkeypatch):
    # big enough for the parallel kernels (forced even on a loaded machine);
    # each dim exercises another layout: inner rows, outer rows, split rows
    from tensorgen.families import reduction
    monkeypatch.setattr(reduction, "_loadavg", lambda: (0.0, 0.0, 0.0))
    x = np.random.default_rng(2).standard_normal((60, 70, 40)).astype(np.float32)
    t = tg.from_numpy(x)
    for d in range(3):
        np.testing.assert_allclose(_np(t.sum(d)), x.astype(np.float64).sum(d), rtol=1e-4, atol=1e-4)
        np.testing.assert_allclose(_np(t.amax(d)), x.max(d))
        np.testing.assert_array_equal(np.asarray(t.argmin(d)), x.argmin(d))
        np.testing.assert_allclose(_np(t.var(d)), x.astype(np.float64).var(d, ddof=1), rtol=1e-4)
    np.testing.assert_allclose(_np(t.sum((0, 2))), x.astype(np.float64).sum((0, 2)), rtol=1e-4)
    np.testing.assert_allclose(_np(t.mean()), x.astype(np.float64).mean(), rtol=1e-5)
    np.testing.assert_allclose(_np(t.cumsum(1)), np.cumsum(x.astype(np.float64), 1), rtol=1e-4, atol=1e-4)


def test_non_contiguous_inputs():
    x = np.random.default_rng(4).standard_normal((6, 8, 5))
    t = tg.from_numpy(x)
    tt = t.transpose(0, 2)                       # (5, 8, 6), strides reversed
    xt = x.transpose(2, 1, 0)
    for d in (0, 1, 2, -1):
        np.testing.assert_allclose(_np(tt.sum(d)), xt.sum(d))
        np.testing.assert_array_equal(np.asarray(tt.argmax(d)), xt.argmax(d))
        np.testing.assert_allclose(_np(tt.cumsum(d)), np.cumsum(xt, d))
    np.testing.assert_allclose(_np(tt.sum((0, 2))), xt.sum((0, 2)))   # interleaved: copied once
    np.testing.assert_array_equal(np.asarray(tt.argmax()), xt.argmax())  # flat index in logical order
    s = t[:, ::2, 1:4]
    xs = x[:, ::2, 1:4]
    np.testing.assert_allclose(_np(s.mean(1)), xs.mean(1))
    np.testing.assert_allclose(_np(s.std((0, 2))), xs.std((0, 2), ddof=1))
    np.testing.assert_allclose(_np(s.median(0).values), np.sort(xs, 0)[(xs.shape[0] - 1) // 2])
    # few contiguous kept columns under a strided outer dim (the wide-lane outer kernel)
    w = tg.from_numpy(np.random.default_rng(5).standard_normal((8, 30, 6)))[1::2]
    xw = np.asarray(w)
    np.testing.assert_allclose(_np(w.var(1)), xw.var(1, ddof=1))
    np.testing.assert_allclose(_np(w.logsumexp(1)), np.log(np.exp(xw).sum(1)))
    np.testing.assert_allclose(_np(w.amin(-2)), xw.min(1))


def test_result_strides_follow_input_memory_order():
    x = tg.from_numpy(np.zeros((4, 5, 6))).transpose(0, 2)     # (6, 5, 4), strides (1, 6, 30)
    r = x.sum(2)
    assert r.shape == (6, 5) and r.stride() == (1, 6)             # as torch: kept dims keep their order
    r = x.sum(0)
    assert r.shape == (5, 4) and r.stride() == (1, 5)


# ------------------------------------------------------------------ empty, zero-dim, nan
def test_empty_reductions_follow_torch():
    e = tg.zeros(0, 3)
    np.testing.assert_array_equal(np.asarray(e.sum(0)), [0, 0, 0])
    np.testing.assert_array_equal(np.asarray(e.prod(0)), [1, 1, 1])
    assert np.isnan(np.asarray(e.mean(0))).all()
    assert np.isneginf(np.asarray(e.logsumexp(0))).all()
    assert e.sum(1).shape == (0,) and e.amax(1).shape == (0,)
    assert e.sum().item() == 0 and e.all().item() is True and e.any().item() is False
    assert e.cumsum(0).shape == (0, 3)
    with pytest.raises(IndexError, match=r"^amax\(\): Expected reduction dim 0 to have non-zero size\.$"):
        e.amax(0)
    with pytest.raises(IndexError, match=r"^max\(\): Expected reduction dim 0 to have non-zero size\.$"):
        e.max(0)
    with pytest.raises(RuntimeError, match=r"^max\(\): Expected reduction dim to be specified for "
                                           r"input.numel\(\) == 0. Specify the reduction dim with the 'dim' argument"):
        e.max()
    with pytest.raises(IndexError, match=r"^argmax\(\): Expected reduction dim to be specified for "
                                         r"input.numel\(\) == 0\.$"):
        e.argmax()
    with pytest.raises(IndexError, match=r"kthvalue\(\): Expected reduction dim 0 to have non-zero size"):
        e.kthvalue(1, 0)
    assert math.isnan(e.median().item())                     # no dim: nan, as torch
    assert tg.zeros(0, dtype=tg.int64).median().item() == -2 ** 63


def test_max_min_of_two_tensors_are_maximum_minimum():
    a, b = tg.tensor([1.0, 5.0, float("nan")]), tg.tensor([4.0, 2.0, 0.0])
    assert tg.max(a, b).tolist()[:2] == [4.0, 5.0] and math.isnan(tg.max(a, b).tolist()[2])
    assert a.min(b).tolist()[:2] == [1.0, 2.0]


def test_zero_dim_inputs():
    z = tg.tensor(2.5)
    for r in (z.sum(), z.sum(0), z.mean(-1), z.amax(0), z.max(), z.cumsum(0), z.logsumexp(0)):
        assert r.shape == ()
    assert z.logsumexp(0).item() == 2.5
    assert z.max(0).indices.item() == 0 and z.argmax().item() == 0
    assert z.sum(0, keepdim=True).shape == ()
    with pytest.raises(IndexError, match=r"Dimension out of range \(expected to be in range of \[-1, 0\], but got 1\)"):
        z.sum(1)


def test_nan_handling_matches_torch():
    torch = pytest.importorskip("torch")
    a = np.array([[1.0, np.nan, 3.0], [2.0, 0.5, 1.0]], np.float32)
    t, p = tg.from_numpy(a), torch.from_numpy(a)
    _same(tuple(t.max(1)), tuple(p.max(1)))
    _same(tuple(t.min(1)), tuple(p.min(1)))
    _same(t.argmin(1), p.argmin(1))
    _same(t.amax(1), p.amax(1))
    _same(tuple(t.median(1)), tuple(p.median(1)))
    _same(t.kthvalue(3, 1).values, p.kthvalue(3, 1).values)
    _same(t.topk(2, 1).values, p.topk(2, 1).values)
    _same(t.logsumexp(1), p.logsumexp(1))
    inf = tg.tensor([float("inf"), 1.0])
    assert inf.logsumexp(0).item() == math.inf


# ------------------------------------------------------------------ dims, names, keepdim, dtype=
def test_dim_lists_names_and_negative_dims():
    x = tg.from_numpy(np.arange(24.0).reshape(2, 3, 4))
    ref = np.arange(24.0).reshape(2, 3, 4)
    np.testing.assert_allclose(_np(x.sum((-1, 0))), ref.sum((0, 2)))
    np.testing.assert_allclose(_np(x.sum([])), ref.sum())
    assert x.sum((0, 2), keepdim=True).shape == (1, 3, 1)
    n = x.rename("N", "C", "W") if hasattr(x, "rename") else None
    if n is not None:
        r = n.sum("C")
        assert r.names == ("N", "W")
        assert n.mean(("N", "W"), keepdim=True).names == ("N", "C", "W")
        assert n.max("W").values.names == ("N", "C")
        assert n.cumsum("C").names == ("N", "C", "W")
        with pytest.raises(RuntimeError, match=r"Name 'X' not found in Tensor\['N', 'C', 'W'\]\."):
            n.sum("X")
    with pytest.raises(RuntimeError, match=r"^dim 0 appears multiple times in the list of dims$"):
        x.sum((0, -3))
    with pytest.raises(TypeError, match=r"prod\(\): argument 'dim' must be int, not tuple"):
        x.prod((0, 1))


def test_dtype_argument_and_result_dtype_errors():
    x = tg.tensor([[1, 2, 3], [4, 5, 6]])
    assert x.sum(dtype=tg.int8).dtype is tg.int8
    assert x.sum(dtype=tg.float32).item() == 21.0
    assert x.prod(dtype=tg.float64).dtype is tg.float64
    assert x.cumsum(0, dtype=tg.float32).dtype is tg.float32
    assert x.mean(dtype=tg.float64).item() == 3.5
    assert tg.tensor([True, False]).sum().dtype is tg.int64
    assert tg.tensor([1, 2], dtype=tg.uint8).all().dtype is tg.uint8
    assert x.logsumexp(0).dtype is tg.float32
    with pytest.raises(RuntimeError, match=r"^mean\(\): could not infer output dtype. Input dtype must be either a "
                                           r"floating point or complex dtype. Got: Long$"):
        x.mean()
    with pytest.raises(RuntimeError, match=r"Optional dtype must be either a floating point or complex dtype. Got: Int"):
        x.float().mean(dtype=tg.int32)
    with pytest.raises(RuntimeError, match=r"^std and var only support floating point and complex dtypes$"):
        x.std()
    with pytest.raises(TypeError, match="var\\(\\) received an invalid combination of arguments"):
        x.float().var(0, unbiased=True, correction=0)  # no form of PyTorch's takes both
    with pytest.raises(RuntimeError, match=r"\"median\" not implemented for 'Bool'"):
        tg.tensor([True]).median()
    with pytest.raises(RuntimeError, match=r"^kthvalue\(\): selected number k out of range for dimension 1$"):
        x.kthvalue(4, 1)
    with pytest.raises(RuntimeError, match=r"^selected index k out of range$"):
        x.topk(4, 1)


# ------------------------------------------------------------------ out= and in place
def test_out_and_inplace_variants():
    x = tg.from_numpy(np.arange(6.0).reshape(2, 3))
    out = tg.empty(7)
    r = tg.sum(x, 1, out=out)
    assert r is out and out.shape == (2,)
    np.testing.assert_allclose(_np(out), [3.0, 12.0])
    iout = tg.zeros(3, dtype=tg.int64)
    tg.argmax(x, 0, out=iout)
    np.testing.assert_array_equal(np.asarray(iout), [1, 1, 1])
    bad = tg.zeros(2, dtype=tg.int32)
    with pytest.raises(RuntimeError, match=r"^result type Double can't be cast to the desired output type Int$"):
        tg.mean(x, 1, out=bad)
    np.testing.assert_array_equal(np.asarray(bad), [0, 0])   # untouched
    y = tg.from_numpy(np.arange(6.0).reshape(2, 3))
    assert y.cumsum_(1) is y
    np.testing.assert_allclose(_np(y), np.cumsum(np.arange(6.0).reshape(2, 3), 1))
    i = tg.tensor([1, 2, 3], dtype=tg.int32)
    i.cumprod_(0)
    assert i.dtype is tg.int32 and i.tolist() == [1, 2, 6]
    with pytest.raises(RuntimeError, match="can't be cast to the desired output type Int"):
        i.cumsum_(0, dtype=tg.float32)


def test_return_types_are_named_tuples():
    x = tg.tensor([[3.0, 1.0], [0.0, 4.0]])
    r = tg.max(x, 1)
    values, indices = r
    assert r.values is values and r.indices is indices
    assert type(r).__name__ == "max" and "values=" in repr(r)
    assert indices.dtype is tg.int64


# ------------------------------------------------------------------ CUDA (simulator, tiny sizes)
@pytest.fixture
def cuda():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA and no simulator")
    return "cuda"


def test_cuda_reductions_match_cpu(cuda):
    a = np.random.default_rng(5).standard_normal((3, 4)).astype(np.float32)
    c = tg.tensor(a, device=cuda)
    cpu = tg.from_numpy(a)
    for f in (lambda t: t.sum(), lambda t: t.sum(0), lambda t: t.mean(1, keepdim=True), lambda t: t.var(0),
              lambda t: t.amax(1), lambda t: t.logsumexp(0), lambda t: t.cumsum(1), lambda t: t.all(0),
              lambda t: t.prod(1), lambda t: t.argmax(0), lambda t: t.max(1).indices, lambda t: t.t().sum(0),
              lambda t: tg.std_mean(t, 1)[0]):
        g, w = f(c), f(cpu)
        assert g.device.type == "cuda" and g.dtype is w.dtype and g.shape == w.shape
        np.testing.assert_allclose(_np(g.cpu()), _np(w), rtol=1e-5, atol=1e-6)


def test_cuda_integer_and_narrow_dtypes(cuda):
    i = tg.tensor([[1, 2], [3, 4]], dtype=tg.int32, device=cuda)
    s = i.sum(1)
    assert s.dtype is tg.int64 and s.cpu().tolist() == [3, 7]
    assert i.cumsum(0).cpu().tolist() == [[1, 2], [4, 6]]
    b = tg.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=tg.bfloat16, device=cuda)
    m = b.mean(0)
    assert m.dtype is tg.bfloat16 and m.cpu().float().tolist() == [2.0, 3.0]



def test_cuda_sort_based_reductions_match_cpu(cuda):
    a = np.array([[3.0, 1.0, 2.0, 1.0, np.nan], [5.0, 5.0, 4.0, 4.0, 0.0], [2.0, 7.0, 7.0, 1.0, 7.0]], np.float32)
    c, cpu = tg.tensor(a, device=cuda), tg.from_numpy(a)
    for f in (lambda t: t.median(1), lambda t: t.kthvalue(2, 1), lambda t: t.mode(1), lambda t: t.topk(2, 1),
              lambda t: t.topk(2, 0, largest=False), lambda t: t.mode(0), lambda t: t.median(0)):
        g, w = f(c), f(cpu)
        assert type(g).__name__ == type(w).__name__ and g.values.device.type == "cuda"
        np.testing.assert_array_equal(_np(g.values.cpu()), _np(w.values))
        np.testing.assert_array_equal(np.asarray(g.indices.cpu()), np.asarray(w.indices))
    assert np.isnan(c.median().cpu().item())
    i = tg.tensor([[4, 1, 4, 2]], dtype=tg.int16, device=cuda)
    assert i.mode(1).values.cpu().tolist() == [4] and i.mode(1).indices.cpu().tolist() == [2]
    assert i.topk(3, 1).values.cpu().tolist() == [[4, 4, 2]]
