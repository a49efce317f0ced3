"""topk picks among equal values in PyTorch's order (CPU, and CUDA the same).

PyTorch's CPU topk rearranges (value, index) pairs with the C++ library's
partial_sort / nth_element / sort and a comparator over the values alone, so
which of several equal values come first is neither stable nor reversed
stable; these tests compare every index with torch over many ties and NaNs."""
import random

import numpy as np
import pytest

import tensorgen as tg

torch = pytest.importorskip("torch")

DTYPES = ["float32", "float64", "float16", "bfloat16", "int64", "int32", "int16", "int8", "uint8"]


def _pair(values, dtype, nans=()):
    t = torch.tensor(values, dtype=torch.float64).to(getattr(torch, dtype))
    for i in nans:
        t[i] = float("nan")
    g = tg.tensor(t.double().numpy()).to(getattr(tg, dtype))
    return g, t


def _check(g, t, k, dim=-1, largest=True, sorted=True):
    gv, gi = g.topk(k, dim, largest=largest, sorted=sorted)
    tv, ti = t.topk(k, dim, largest=largest, sorted=sorted)
    assert gi.tolist() == ti.tolist(), (k, dim, largest, sorted)
    np.testing.assert_array_equal(gv.to(tg.float64).numpy(), tv.double().numpy())


def test_issue_examples():
    g, t = _pair([1, 3, 3, 2, 3, 1, 3, 0, 3], "int64")
    assert g.topk(3).indices.tolist() == [4, 8, 6] == t.topk(3).indices.tolist()
    y = torch.randint(0, 3, (40,), generator=torch.Generator().manual_seed(0))
    got = tg.tensor(y.numpy()).topk(10).indices.tolist()
    assert got == [23, 11, 25, 24, 15, 18, 20, 21, 10, 22] == y.topk(10).indices.tolist()


@pytest.mark.parametrize("dtype", DTYPES)
def test_random_ties_against_torch(dtype):
    # n from 1 to past 64 * k (partial_sort) and past 16 (sort's insertion cut-off),
    # k over its range, few distinct values (ties everywhere), NaNs for floats
    rnd = random.Random(hash(dtype) % 1000)
    for _ in range(60):
        n = rnd.choice([1, 2, 3, 4, 5, 8, 16, 17, 18, 33, 64, 65, 130, 300])
        k = rnd.randint(0, n) if rnd.random() < 0.7 else rnd.randint(0, max(1, n // 64))
        m = rnd.choice([1, 2, 3, 7, 100])
        vals = [rnd.randrange(m) for _ in range(n)]
        nans = []
        if dtype.startswith(("float", "bfloat")) and rnd.random() < 0.5:
            nans = [rnd.randrange(n) for _ in range(rnd.randint(1, 4))]
        g, t = _pair(vals, dtype, nans)
        _check(g, t, k, largest=rnd.random() < 0.5, sorted=rnd.random() < 0.5)


@pytest.mark.parametrize("largest", [True, False])
@pytest.mark.parametrize("sorted", [True, False])
def test_depth_limit_and_long_rows(largest, sorted):
    # long rows with two values: the partitions degenerate and reach the
    # introselect / introsort depth limits (the heap fallbacks)
    rnd = random.Random(7)
    for n, k in [(2000, 1500), (1000, 999), (4096, 64), (700, 11), (257, 256)]:
        vals = [rnd.randrange(2) for _ in range(n)]
        g, t = _pair(vals, "float32", [rnd.randrange(n) for _ in range(3)])
        _check(g, t, k, largest=largest, sorted=sorted)
        g, t = _pair(sorted_ramp(n), "int32")
        _check(g, t, k, largest=largest, sorted=sorted)


def sorted_ramp(n):
    return [i // 3 for i in range(n)]


@pytest.mark.parametrize("dim", [0, 1, -1])
def test_rows_of_2d_and_3d(dim):
    rnd = np.random.default_rng(3)
    x = rnd.integers(0, 3, (20, 33)).astype(np.float32)
    x[rnd.random(x.shape) < 0.05] = np.nan
    g, t = tg.tensor(x), torch.tensor(x)
    for k in (1, 3, 7, 20):
        for largest in (True, False):
            _check(g, t, k, dim, largest=largest)
            _check(g, t, k, dim, largest=largest, sorted=False)
    # a non-contiguous (transposed) input and a 3-d one
    _check(g.t(), t.t(), 5, dim)
    y = rnd.integers(0, 2, (4, 9, 6)).astype(np.int64)
    _check(tg.tensor(y), torch.tensor(y), 4, dim)


def test_cuda_gives_the_cpu_answer():
    rnd = random.Random(11)
    for dtype in ["float32", "float16", "int64", "uint8"]:
        for n, k in [(9, 3), (40, 10), (70, 1), (33, 20)]:
            vals = [rnd.randrange(3) for _ in range(n)]
            nans = [rnd.randrange(n)] if dtype.startswith("float") else []
            g, t = _pair(vals, dtype, nans)
            for largest in (True, False):
                for sorted in (True, False):
                    cv, ci = g.to("cuda").topk(k, largest=largest, sorted=sorted)
                    _, ti = t.topk(k, largest=largest, sorted=sorted)
                    assert ci.cpu().tolist() == g.topk(k, largest=largest, sorted=sorted).indices.tolist()
                    assert ci.cpu().tolist() == ti.tolist()
    x = np.array([[1, 3, 3, 2], [0, 0, 1, 1], [2, 2, 2, 2]], np.float32)
    for dim in (0, 1):
        ci = tg.tensor(x).to("cuda").topk(2, dim).indices.cpu().tolist()
        assert ci == torch.tensor(x).topk(2, dim).indices.tolist()


def test_bool_is_refused_as_torch():
    with pytest.raises((RuntimeError, TypeError)):
        tg.tensor([True, False]).topk(1)


hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_hypothesis_against_torch(data):
    dtype = data.draw(st.sampled_from(DTYPES))
    n = data.draw(st.integers(1, 200))
    vals = data.draw(st.lists(st.integers(0, data.draw(st.integers(0, 4))), min_size=n, max_size=n))
    nans = []
    if dtype.startswith(("float", "bfloat")):
        nans = data.draw(st.lists(st.integers(0, n - 1), max_size=3))
    k = data.draw(st.integers(0, n))
    g, t = _pair(vals, dtype, nans)
    _check(g, t, k, largest=data.draw(st.booleans()), sorted=data.draw(st.booleans()))
