"""The gather/scatter CPU kernels' line walk and its fast paths (row copy and
row add along a non-last dim, gather/scatter within rows along the last dim,
the counted general path) and advanced indexing's offsets, against torch:
every dtype, dims first/middle/last, non-contiguous and negative-stride
operands, negative, repeated and empty indices. Sums with repeated indices
must equal the serial order bit for bit (NumPy's unbuffered np.add.at)."""
import numpy as np
import pytest

import tensorgen as tg

from support.torch_pair import ALL, assert_same, sample, to_torch

torch = pytest.importorskip("torch")
RNG = np.random.default_rng(11)


def T(t):
    return to_torch(torch, t)


def idx(shape, hi, lo=0):
    return tg.tensor(RNG.integers(lo, hi, size=shape), dtype=tg.int64)


def layouts(x):
    """x and views of x's values with other strides: transposed (copied back to
    x's order by a permute), a stepped slice of a wider tensor, a broadcast."""
    yield x
    yield x.permute(2, 1, 0).contiguous().permute(2, 1, 0)
    wide = tg.cat([x, x], 2)
    yield wide[:, :, ::2]
    yield x[:1].expand(*x.shape)


@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_index_select_every_dim_and_layout(dtype):
    x = sample(RNG, (3, 4, 5), dtype)
    for v in layouts(x):
        for dim in (0, 1, 2, -1):
            n = v.shape[dim]
            for index in (idx((7,), n), idx((0,), n), idx((9,), n)[::2], tg.tensor([n - 1, 0, n - 1, 0])):
                assert_same(v.index_select(dim, index), T(v).index_select(dim, T(index)))
    i32 = tg.tensor([3, 3, 0], dtype=tg.int32)
    assert_same(x.index_select(1, i32), T(x).index_select(1, T(i32)))


@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_gather_and_take_every_dim_and_layout(dtype):
    x = sample(RNG, (3, 4, 5), dtype)
    for v in layouts(x):
        for dim in (0, 1, 2):
            shape = [2, 3, 4]
            shape[dim] = 6
            index = idx(tuple(shape), v.shape[dim])
            assert_same(v.gather(dim, index), T(v).gather(dim, T(index)))
            assert_same(v.gather(dim, index.transpose(0, 2).contiguous().transpose(0, 2)),
                        T(v).gather(dim, T(index)))
        neg = idx((4, 6), 60, lo=-60)  # take: negative indices count from the end
        assert_same(v.take(neg), T(v).take(T(neg)))
        assert_same(v.take(neg.t()), T(v).take(T(neg).t()))
        assert_same(v.take(idx((0,), 60)), T(v).take(T(idx((0,), 60))))


@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_index_add_copy_every_dim_and_layout(dtype):
    x = sample(RNG, (3, 4, 5), dtype)
    for dim in (0, 1, 2):
        n = x.shape[dim]
        index = idx((7,), n)  # repeated indices
        shape = list(x.shape)
        shape[dim] = 7
        src = sample(RNG, tuple(shape), dtype)
        for s in layouts(src):
            assert_same(x.index_add(dim, index, s), T(x).index_add(dim, T(index), T(s)), exact=False)
            if dtype is not tg.bool:
                assert_same(x.index_add(dim, index, s, alpha=2), T(x).index_add(dim, T(index), T(s), alpha=2),
                            exact=False)
        distinct = tg.tensor(RNG.permutation(n)[:min(n, 3)], dtype=tg.int64)
        shape[dim] = distinct.shape[0]
        s = sample(RNG, tuple(shape), dtype)
        assert_same(x.index_copy(dim, distinct, s), T(x).index_copy(dim, T(distinct), T(s)))
        shape[dim] = 0
        empty = sample(RNG, tuple(shape), dtype)
        assert_same(x.index_add(dim, idx((0,), n), empty), T(x).index_add(dim, T(idx((0,), n)), T(empty)))


@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_scatter_add_every_dim_and_layout(dtype):
    x = sample(RNG, (3, 4, 5), dtype)
    for dim in (0, 1, 2):
        shape = [2, 3, 4]
        shape[dim] = 8
        index = idx(tuple(shape), x.shape[dim])
        src = sample(RNG, (3, 8, 8) if dim == 1 else (8, 4, 5) if dim == 0 else (3, 4, 8), dtype)
        for s in layouts(src):
            assert_same(x.scatter_add(dim, index, s), T(x).scatter_add(dim, T(index), T(s)), exact=False)
        assert_same(x.scatter(dim, index, 1), T(x).scatter(dim, T(index), 1))
        if dtype is not tg.bool:  # the counted path (include_self=False, mean)
            for reduce in ("sum", "mean", "amax"):
                got = x.scatter_reduce(dim, index, src, reduce, include_self=False)
                want = T(x).scatter_reduce(dim, T(index), T(src), reduce, include_self=False)
                assert_same(got, want, exact=False)


def _add_at(shape, key, vals):
    out = np.zeros(shape, vals.dtype)
    np.add.at(out, key, vals)  # unbuffered: one value after another, in index order
    return out


@pytest.mark.parametrize("dtype", [tg.float32, tg.float64])
def test_repeated_indices_sum_in_serial_order_bit_for_bit(dtype):
    nd = np.float32 if dtype is tg.float32 else np.float64
    vals = (RNG.standard_normal((40, 6, 50)) * 10.0 ** RNG.integers(-4, 5, (40, 6, 50))).astype(nd)
    for dim in (0, 1, 2):
        index = RNG.integers(0, 3, vals.shape[dim])  # heavy repetition: rounding depends on the order
        shape = list(vals.shape)
        shape[dim] = 3
        key = (slice(None),) * dim + (index,)
        got = tg.zeros(*shape, dtype=dtype).index_add_(dim, tg.tensor(index), tg.tensor(vals))
        np.testing.assert_array_equal(np.asarray(got), _add_at(tuple(shape), key, vals))
        alpha = nd(0.3)
        got = tg.zeros(*shape, dtype=dtype).index_add(dim, tg.tensor(index), tg.tensor(vals), alpha=0.3)
        np.testing.assert_array_equal(np.asarray(got), _add_at(tuple(shape), key, alpha * vals))
        full = RNG.integers(0, 3, vals.shape)
        k = list(np.indices(vals.shape, sparse=True))
        k[dim] = full
        got = tg.zeros(*shape, dtype=dtype).scatter_add(dim, tg.tensor(full), tg.tensor(vals))
        np.testing.assert_array_equal(np.asarray(got), _add_at(tuple(shape), tuple(k), vals))


def test_negative_stride_operands():
    # flip's arranged views (runtime/families/copy.py) have negative strides; the
    # public API makes none, so the view is built as the runtime builds it
    base = tg.arange(60, dtype=tg.float32)
    rev = tg.Tensor._make(base._storage, (3, 4, 5), (-20, 5, -1), 44, base._dtype, base._device)
    want = torch.arange(60, dtype=torch.float32).reshape(3, 4, 5).flip(0, 2)
    assert_same(rev, want)
    for dim in (0, 1, 2):
        i = idx((6,), rev.shape[dim])
        assert_same(rev.index_select(dim, i), want.index_select(dim, T(i)))
        g = idx((3, 4, 5), rev.shape[dim])
        assert_same(rev.gather(dim, g), want.gather(dim, T(g)))
        assert_same(tg.zeros(3, 4, 5).scatter_add(dim, g, rev), torch.zeros(3, 4, 5).scatter_add(dim, T(g), want))
    t = idx((10,), 60, lo=-60)
    assert_same(rev.take(t), want.take(T(t)))


@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_advanced_indexing_offsets(dtype):
    x = sample(RNG, (4, 5, 6), dtype)
    view = x[1:, ::2]  # an offset and a step under the advanced part
    i2 = tg.tensor([[0, -1, 2], [-3, 1, 1]])
    i1 = tg.tensor([4, -6, 0])
    keys = [(slice(None), slice(None), i2), (tg.tensor([2, -3]), slice(None), i2[:, :2]), (slice(None), i2[:, :1] % 2, i1),
            (Ellipsis, tg.tensor([], dtype=tg.int64)), (tg.tensor([True, False, True]),),
            (slice(None), tg.tensor([1, 2])[:, None], tg.tensor([0, -1])[None, :])]
    for key in keys:
        tkey = tuple(T(k) if isinstance(k, tg.Tensor) else k for k in key)
        assert_same(view[key], T(view)[tkey])


@pytest.mark.parametrize("key", ["adjacent", "split", "negative"])
def test_advanced_indexing_backward(key):
    i2 = np.array([[0, 3, 3], [1, 0, 3]])  # repeated positions add up
    k = {"adjacent": lambda m: (slice(None), m.tensor(i2)),
         "split": lambda m: (m.tensor([0, 2, 2]), slice(None), m.tensor([1, 1, 0])),
         "negative": lambda m: (slice(None), m.tensor(i2 - 4))}[key]
    xv = RNG.standard_normal((3, 4, 4))
    x = tg.tensor(xv, requires_grad=True)
    tx = torch.tensor(xv, requires_grad=True)
    y, ty = x[k(tg)], tx[k(torch)]
    g = RNG.standard_normal(tuple(ty.shape))
    y.backward(tg.tensor(g))
    ty.backward(torch.tensor(g))
    np.testing.assert_allclose(np.asarray(x.grad), tx.grad.numpy(), rtol=1e-12)


def test_take_backward_negative_and_nonnegative_indices():
    xv = RNG.standard_normal((3, 4))
    for index in ([[0, -1], [11, -12], [5, 5]], [[0, 1], [11, 11], [5, 5]]):
        x = tg.tensor(xv, requires_grad=True)
        tx = torch.tensor(xv, requires_grad=True)
        x.take(tg.tensor(index)).sum().backward()
        tx.take(torch.tensor(index)).sum().backward()
        np.testing.assert_allclose(np.asarray(x.grad), tx.grad.numpy())
