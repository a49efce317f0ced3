"""gather/scatter/index ops (ops.yaml kind gather with a form) against torch:
every dtype, non-contiguous operands, empty tensors, negative dims, in-place
variants, error paths with PyTorch's words, and the CUDA kernels (simulator)."""
import numpy as np
import pytest

import tensorgen as tg

from support.torch_pair import ALL, assert_same, same_error, sample, to_torch

torch = pytest.importorskip("torch")
pytestmark = pytest.mark.filterwarnings("ignore:The reduce argument of torch.scatter:UserWarning")
RNG = np.random.default_rng(7)


def idx(shape, hi):
    return tg.tensor(RNG.integers(0, hi, size=shape), dtype=tg.int64)


def perm_index(rows, cols, hi):
    """(rows, cols) int64 indices, distinct within each row (scatter without ties)."""
    return tg.tensor(np.stack([RNG.permutation(hi)[:cols] for _ in range(rows)]), dtype=tg.int64)


def T(t):
    return to_torch(torch, t)


@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_gather_every_dtype(dtype):
    x = sample(RNG, (3, 4), dtype)
    for dim, index in ((1, idx((3, 6), 4)), (0, idx((2, 4), 3)), (-1, idx((2, 2), 4)), (-2, idx((5, 1), 3))):
        assert_same(tg.gather(x, dim, index), torch.gather(T(x), dim, T(index)))
        assert_same(x.gather(dim, index), T(x).gather(dim, T(index)))


@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_index_select_take_every_dtype(dtype):
    x = sample(RNG, (3, 4), dtype)
    for dim, index in ((1, idx((6,), 4)), (0, idx((2,), 3)), (-1, idx((0,), 4)), (0, tg.tensor(2))):
        assert_same(tg.index_select(x, dim, index), torch.index_select(T(x), dim, T(index)))
    i32 = tg.tensor([2, 0, 2], dtype=tg.int32)
    assert_same(tg.index_select(x, 1, i32), torch.index_select(T(x), 1, T(i32)))
    t = tg.tensor([[0, -1], [11, -12]])
    assert_same(tg.take(x, t), torch.take(T(x), T(t)))
    assert_same(x.take(tg.tensor(5)), T(x).take(torch.tensor(5)))


@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_take_along_dim_every_dtype(dtype):
    x = sample(RNG, (3, 4), dtype)
    i = tg.tensor([[0, -1], [3, 2], [1, 1]])
    wrapped = tg.tensor([[4, -5], [9, 2], [-8, 1]])  # PyTorch takes these modulo the size
    assert_same(tg.take_along_dim(x, wrapped, 1), torch.take_along_dim(T(x), T(wrapped), 1))
    assert_same(tg.take_along_dim(x, i, 1), torch.take_along_dim(T(x), T(i), 1))
    assert_same(tg.take_along_dim(x, tg.tensor([[2], [0], [1], [1]]).t(), 0),
                torch.take_along_dim(T(x), torch.tensor([[2, 0, 1, 1]]), 0))
    col = tg.tensor([[1], [0], [3]])
    assert_same(tg.take_along_dim(x, col, -1), torch.take_along_dim(T(x), T(col), -1))
    flat = tg.tensor([11, 0, 2])
    assert_same(tg.take_along_dim(x, flat), torch.take_along_dim(T(x), T(flat)))
    # broadcasting: self (3, 1) with indices (3, 2) along dim 0
    y = sample(RNG, (3, 1), dtype)
    j = tg.tensor([[0, 2], [1, 1]])
    assert_same(tg.take_along_dim(y, j, 0), torch.take_along_dim(T(y), T(j), 0))


@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_scatter_every_dtype(dtype):
    x = sample(RNG, (3, 5), dtype)
    src = sample(RNG, (3, 4), dtype)
    i = perm_index(3, 3, 5)
    assert_same(tg.scatter(x, 1, i, src), torch.scatter(T(x), 1, T(i), T(src)))
    assert_same(x.scatter(-1, i, 1), T(x).scatter(-1, T(i), 1))
    src0 = sample(RNG, (1, 5), dtype)
    assert_same(tg.scatter(x, 0, tg.tensor([[2, 0, 1, 1, 0]]), src0),
                torch.scatter(T(x), 0, torch.tensor([[2, 0, 1, 1, 0]]), T(src0)))
    if dtype is not tg.bool:
        ti = tg.tensor([[0, 0, 1], [4, 4, 4], [2, 3, 2]])
        assert_same(tg.scatter(x, 1, ti, src, reduce="add"), torch.scatter(T(x), 1, T(ti), T(src), reduce="add"),
                    exact=False)
        assert_same(tg.scatter(x, 1, ti, 2, reduce="multiply"),
                    torch.scatter(T(x), 1, T(ti), 2, reduce="multiply"), exact=False)


@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_scatter_add_and_index_ops_every_dtype(dtype):
    x = sample(RNG, (3, 5), dtype)
    src = sample(RNG, (4, 6), dtype)
    i = idx((3, 4), 5)  # repeated indices add up
    assert_same(tg.scatter_add(x, 1, i, src), torch.scatter_add(T(x), 1, T(i), T(src)), exact=False)
    j = idx((2, 5), 3)
    assert_same(x.scatter_add(0, j, src[:2, :5]), T(x).scatter_add(0, T(j), T(src)[:2, :5]), exact=False)
    k = tg.tensor([4, 0, 4, 2])
    s = sample(RNG, (3, 4), dtype)
    assert_same(tg.index_add(x, 1, k, s), torch.index_add(T(x), 1, T(k), T(s)), exact=False)
    if dtype is not tg.bool:
        assert_same(tg.index_add(x, -1, k, s, alpha=3), torch.index_add(T(x), -1, T(k), T(s), alpha=3),
                    exact=False)
    c = tg.tensor([4, 0, 2, 1])
    assert_same(tg.index_copy(x, 1, c, s), torch.index_copy(T(x), 1, T(c), T(s)))
    rows = sample(RNG, (2, 5), dtype)
    assert_same(x.index_copy(0, tg.tensor([2, 0]), rows), T(x).index_copy(0, torch.tensor([2, 0]), T(rows)))


@pytest.mark.parametrize("reduce", ["sum", "prod", "mean", "amax", "amin"])
@pytest.mark.parametrize("include_self", [True, False])
@pytest.mark.parametrize("dtype", [tg.uint8, tg.int8, tg.int32, tg.int64, tg.float16, tg.bfloat16, tg.float32,
                                   tg.float64], ids=str)
def test_scatter_reduce(dtype, reduce, include_self):
    x = sample(RNG, (3, 5), dtype, -3, 4)
    src = sample(RNG, (3, 6), dtype, -3, 4)
    i = idx((3, 6), 5)
    got = tg.scatter_reduce(x, 1, i, src, reduce, include_self=include_self)
    want = torch.scatter_reduce(T(x), 1, T(i), T(src), reduce, include_self=include_self)
    assert_same(got, want, exact=not dtype.is_floating_point)


@pytest.mark.parametrize("reduce", ["sum", "prod", "mean", "amax", "amin"])
def test_scatter_reduce_bool(reduce):
    b, i = tg.tensor([True, False, True]), tg.tensor([0, 0, 2])
    for inc in (True, False):
        if reduce == "mean":
            same_error(lambda: b.scatter_reduce(0, i, b, reduce, include_self=inc),
                       lambda: T(b).scatter_reduce(0, T(i), T(b), reduce, include_self=inc))
        else:
            assert_same(b.scatter_reduce(0, i, b, reduce, include_self=inc),
                        T(b).scatter_reduce(0, T(i), T(b), reduce, include_self=inc))


def test_scatter_reduce_nan_propagates():
    x = tg.tensor([0.0, 1.0, 2.0])
    src = tg.tensor([float("nan"), 5.0, -1.0, 0.5])
    i = tg.tensor([0, 0, 1, 2])
    for r in ("amax", "amin"):
        assert_same(tg.scatter_reduce(x, 0, i, src, r), torch.scatter_reduce(T(x), 0, T(i), T(src), r))


@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_masked_scatter_select_slice_scatter(dtype):
    x = sample(RNG, (3, 4), dtype)
    mask = tg.tensor(RNG.random((3, 4)) > 0.4)
    source = sample(RNG, (13,), dtype)
    assert_same(tg.masked_scatter(x, mask, source), torch.masked_scatter(T(x), T(mask), T(source)))
    row_mask = tg.tensor([True, False, False, True])
    assert_same(x.masked_scatter(row_mask, source), T(x).masked_scatter(T(row_mask), T(source)))
    s = sample(RNG, (4,), dtype)
    assert_same(tg.select_scatter(x, s, 0, -1), torch.select_scatter(T(x), T(s), 0, -1))
    s2 = sample(RNG, (3, 2), dtype)
    assert_same(tg.slice_scatter(x, s2, 1, 0, 4, 2), torch.slice_scatter(T(x), T(s2), 1, 0, 4, 2))
    s3 = sample(RNG, (1, 4), dtype)
    assert_same(x.slice_scatter(s3, start=-1), T(x).slice_scatter(T(s3), start=-1))


@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_nonzero_argwhere(dtype):
    x = sample(RNG, (3, 4), dtype, -1, 2)
    assert_same(tg.nonzero(x), torch.nonzero(T(x)))
    assert_same(tg.argwhere(x.t()), torch.argwhere(T(x).t()))
    for g, w in zip(tg.nonzero(x, as_tuple=True), torch.nonzero(T(x), as_tuple=True)):
        assert_same(g, w)
    z = tg.tensor(3, dtype=dtype) if dtype is not tg.bool else tg.tensor(True)
    assert_same(z.nonzero(), T(z).nonzero())
    assert len(z.nonzero(as_tuple=True)) == len(T(z).nonzero(as_tuple=True))
    assert_same(tg.nonzero(tg.zeros(0, 3, dtype=dtype)), torch.nonzero(torch.zeros(0, 3, dtype=T(x).dtype)))


@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_index_put_every_dtype(dtype):
    x = sample(RNG, (3, 4), dtype)
    cases = [((tg.tensor([0, 2]), tg.tensor([1, -1])), sample(RNG, (2,), dtype)),
             ((tg.tensor([2, 0]),), sample(RNG, (4,), dtype)),
             ((tg.tensor([[1], [0]]), tg.tensor([3, 0, 2])), sample(RNG, (2, 3), dtype)),
             ((tg.tensor(RNG.random((3, 4)) > 0.5),), sample(RNG, (1,), dtype)),
             ((tg.tensor([True, False, True]), tg.tensor([1, 2], dtype=tg.int32)), sample(RNG, (2,), dtype)),
             ((tg.tensor(1),), sample(RNG, (4,), dtype))]
    for idx_, vals in cases:
        tidx = tuple(T(i) for i in idx_)
        assert_same(tg.index_put(x, idx_, vals), torch.index_put(T(x), tidx, T(vals)))
        if dtype is not tg.bool or True:
            assert_same(x.index_put(idx_, vals, accumulate=True), T(x).index_put(tidx, T(vals), accumulate=True),
                        exact=not dtype.is_floating_point)
    dup = (tg.tensor([0, 0, 1, 0]),)
    vals = sample(RNG, (4, 4), dtype)
    assert_same(x.index_put(dup, vals, True), T(x).index_put(tuple(T(i) for i in dup), T(vals), True),
                exact=not dtype.is_floating_point)
    y, ty = x.t(), T(x).t()  # in place on a non-contiguous tensor
    assert y.index_put_((tg.tensor([3, 1]),), sample(RNG, (3,), tg.int8).to(dtype)) is y
    ty.index_put_((torch.tensor([3, 1]),), T(y)[3])
    assert_same(y, ty)


def test_index_put_errors():
    x = tg.zeros(3, 4)
    tx = T(x)
    cases = [
        lambda m: (x if m is tg else tx).index_put((m.tensor([5]),), m.tensor(1.0)),
        lambda m: (x if m is tg else tx).index_put((m.tensor([-4]),), m.tensor(1.0)),
        lambda m: (x if m is tg else tx).index_put((m.tensor([0]), m.tensor([4])), m.tensor(1.0)),
        lambda m: (x if m is tg else tx).index_put((m.tensor([True, False]),), m.tensor(1.0)),
        lambda m: (x if m is tg else tx).index_put((m.tensor([0, 1]), m.tensor([0, 1, 2])), m.tensor(1.0)),
        lambda m: (x if m is tg else tx).index_put((m.tensor([0]),), m.tensor(1, dtype=m.int64)),
        lambda m: (x if m is tg else tx).index_put((m.tensor([0]),), m.ones(3)),
        lambda m: (x if m is tg else tx).index_put((m.tensor([0.0]),), m.ones(1)),
        lambda m: (x if m is tg else tx).index_put((m.tensor([0]),) * 3, m.ones(1)),
    ]
    for k, make in enumerate(cases):
        try:
            same_error(lambda: make(tg), lambda: make(torch))
        except AssertionError as e:
            raise AssertionError(f"case {k}: {e}") from None


def test_non_contiguous_operands():
    base = sample(RNG, (5, 6), tg.float32)
    x = base.t()[1:, ::2]  # (5, 3) non-contiguous, offset
    xi = T(base).t()[1:, ::2]
    i = idx((3, 4), 3).t()  # (4, 3) transposed index
    assert not x.is_contiguous() and not i.is_contiguous()
    assert_same(tg.gather(x, 1, i), torch.gather(xi, 1, T(i)))
    src = sample(RNG, (4, 6), tg.float32).t()
    assert_same(tg.scatter_add(x, 1, i, src), torch.scatter_add(xi, 1, T(i), T(src)), exact=False)
    assert_same(tg.scatter(x, 0, tg.tensor([[4, 3, 2]]).expand(1, 3), src[:1, :3]),
                torch.scatter(xi, 0, torch.tensor([[4, 3, 2]]).expand(1, 3), T(src)[:1, :3]))
    k = tg.tensor([0, 2, 0, 1, 2, 2])[::2]
    assert_same(tg.index_select(x, 1, k), torch.index_select(xi, 1, T(k)))
    assert_same(tg.index_add(x, 1, k, src[:5, :3]), torch.index_add(xi, 1, T(k), T(src)[:5, :3]), exact=False)
    assert_same(tg.take(x, tg.tensor([14, 0, 7])), torch.take(xi, torch.tensor([14, 0, 7])))
    assert_same(tg.nonzero(x > 0), torch.nonzero(xi > 0))


def test_empty_and_zero_dim():
    x = sample(RNG, (3, 4), tg.float64)
    e = tg.zeros(3, 0, dtype=tg.int64)
    assert_same(tg.gather(x, 1, e), torch.gather(T(x), 1, T(e)))
    assert_same(tg.scatter(x, 1, e, x), torch.scatter(T(x), 1, T(e), T(x)))
    assert_same(tg.scatter_add(x, 1, e, x), torch.scatter_add(T(x), 1, T(e), T(x)))
    assert_same(tg.index_select(x, 0, tg.zeros(0, dtype=tg.int64)),
                torch.index_select(T(x), 0, torch.zeros(0, dtype=torch.int64)))
    z = tg.tensor(2.5)
    zi = tg.tensor(0)
    assert_same(tg.gather(z, 0, zi), torch.gather(T(z), 0, T(zi)))
    assert_same(tg.scatter(z, 0, zi, tg.tensor(1.5)), torch.scatter(T(z), 0, T(zi), torch.tensor(1.5)))
    assert_same(tg.take(tg.zeros(0), tg.zeros(0, dtype=tg.int64)),
                torch.take(torch.zeros(0), torch.zeros(0, dtype=torch.int64)))
    assert_same(tg.index_select(z, 0, zi), torch.index_select(T(z), 0, T(zi)))


def test_in_place_variants_and_out():
    x = sample(RNG, (3, 5), tg.float32)
    src = sample(RNG, (3, 5), tg.float32)
    i = perm_index(3, 4, 5)
    a, b = x.clone(), T(x)
    assert a.scatter_(1, i, src) is a
    b.scatter_(1, T(i), T(src))
    assert_same(a, b)
    a.scatter_add_(1, i, src)
    b.scatter_add_(1, T(i), T(src))
    assert_same(a, b, exact=False)
    a.index_add_(0, tg.tensor([2, 2]), src[:2])
    b.index_add_(0, torch.tensor([2, 2]), T(src)[:2])
    assert_same(a, b, exact=False)
    a.index_copy_(0, tg.tensor([1]), src[:1])
    b.index_copy_(0, torch.tensor([1]), T(src)[:1])
    assert_same(a, b)
    a.scatter_reduce_(1, i, src, "amax", include_self=False)
    b.scatter_reduce_(1, T(i), T(src), "amax", include_self=False)
    assert_same(a, b)
    m = tg.tensor(RNG.random((3, 5)) > 0.5)
    a.masked_scatter_(m, src)
    b.masked_scatter_(T(m), T(src))
    assert_same(a, b)
    out = tg.empty(0)
    assert tg.gather(x, 1, i, out=out) is out
    assert_same(out, torch.gather(T(x), 1, T(i)))
    out64 = tg.empty(3, 4, dtype=tg.float64)
    tg.index_select(x, 1, tg.tensor([0, 1, 2, 3]), out=out64)  # out= of a castable dtype
    assert_same(out64, torch.index_select(T(x), 1, torch.tensor([0, 1, 2, 3])).double())


def test_in_place_validates_before_writing():
    x = tg.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
    before = np.asarray(x).copy()
    with pytest.raises(RuntimeError, match="index 3 is out of bounds for dimension 1 with size 3"):
        x.scatter_(1, tg.tensor([[0, 3]]), tg.ones(1, 2))
    with pytest.raises(RuntimeError, match="index 5 is out of bounds"):
        x.index_add_(0, tg.tensor([0, 5]), tg.ones(2, 3))
    with pytest.raises(IndexError, match="index_copy_"):
        x.index_copy_(0, tg.tensor([-3]), tg.ones(1, 3))
    with pytest.raises(RuntimeError, match="can't be cast"):
        tg.gather(x, 1, tg.tensor([[0]]), out=tg.empty(1, 1, dtype=tg.int64))
    np.testing.assert_array_equal(np.asarray(x), before)
    # a source partially overlapping the written tensor: PyTorch's error, nothing written
    y, ty = tg.arange(12.0), torch.arange(12.0)
    with pytest.raises(RuntimeError, match="scatter_: unsupported operation: some elements of the input tensor"):
        y[:6].scatter_(0, tg.tensor([0, 1]), y[3:9])
    with pytest.raises(RuntimeError, match="some elements of the input tensor"):
        ty[:6].scatter_(0, torch.tensor([0, 1]), ty[3:9])
    np.testing.assert_array_equal(np.asarray(y), np.arange(12.0))
    # strided views sharing elements: computed into a fresh tensor first, so the values are right
    z, tz = tg.arange(12.0).reshape(3, 4), torch.arange(12.0).reshape(3, 4)
    z[:, :2].scatter_(1, tg.tensor([[1, 0]] * 3), z[:, 1:3])
    tz[:, :2].scatter_(1, torch.tensor([[1, 0]] * 3), tz[:, 1:3].clone())
    assert_same(z, tz)
    with pytest.raises(RuntimeError, match="more than one element of the written-to tensor"):
        tg.zeros(1, 3).expand(2, 3).index_add_(0, tg.tensor([0]), tg.ones(1, 3))


def test_errors_match_torch():
    x = tg.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
    tx = T(x)
    cases = [
        (lambda m: m.gather(x if m is tg else tx, 1, m.tensor([[5]])), None),
        (lambda m: m.gather(x if m is tg else tx, 1, m.tensor([[-1]])), None),
        (lambda m: m.gather(x if m is tg else tx, 1, m.tensor([[1.0]])), None),
        (lambda m: m.gather(x if m is tg else tx, 1, m.tensor([1])), None),
        (lambda m: m.gather(x if m is tg else tx, 1, m.zeros(3, 1, dtype=m.int64)), None),
        (lambda m: m.gather(x if m is tg else tx, 2, m.tensor([[0]])), None),
        (lambda m: m.gather(x if m is tg else tx, -3, m.tensor([[0]])), None),
        (lambda m: m.index_select(x if m is tg else tx, 1, m.tensor([5])), None),
        (lambda m: m.index_select(x if m is tg else tx, 1, m.tensor([1], dtype=m.int16)), None),
        (lambda m: m.index_select(x if m is tg else tx, 1, m.tensor([[1]])), None),
        (lambda m: m.take(x if m is tg else tx, m.tensor([7])), None),
        (lambda m: m.take(x if m is tg else tx, m.tensor([-7])), None),
        (lambda m: m.take(x if m is tg else tx, m.tensor([1], dtype=m.int32)), None),
        (lambda m: m.take_along_dim(x if m is tg else tx, m.tensor([[0]], dtype=m.int32), 1), None),
        (lambda m: m.take_along_dim(x if m is tg else tx, m.tensor([-1])), None),
        (lambda m: m.take_along_dim(x if m is tg else tx, m.tensor([0]), 1), None),
        (lambda m: m.scatter(x if m is tg else tx, 1, m.tensor([[5]]), 1.0), None),
        (lambda m: m.scatter(x if m is tg else tx, 1, m.tensor([[0]]), m.ones(1, 1, dtype=m.int64)), None),
        (lambda m: m.scatter(x if m is tg else tx, 1, m.tensor([[0, 1]]), m.ones(1, 1)), None),
        (lambda m: m.scatter(x if m is tg else tx, 1, m.tensor([[0]]), 2.0, reduce="sum"), None),
        (lambda m: m.scatter(x if m is tg else tx, 1, m.tensor([[0]], dtype=m.int16), 2.0), None),
        (lambda m: m.scatter_add(x if m is tg else tx, 1, m.tensor([[0.0]]), x if m is tg else tx), None),
        (lambda m: m.scatter_add(x if m is tg else tx, 1, m.tensor([[0, 1, 1, 1]]), x if m is tg else tx), None),
        (lambda m: m.scatter_reduce(x if m is tg else tx, 1, m.tensor([[0]]), m.ones(2, 3, dtype=m.float64),
                                    "sum"), None),
        (lambda m: (x if m is tg else tx).index_add(1, m.tensor([0.0]), m.ones(2, 1)), None),
        (lambda m: m.masked_scatter(x if m is tg else tx, m.ones(2, 3), x if m is tg else tx), None),
        (lambda m: m.masked_scatter(x if m is tg else tx, m.ones(2, 3, dtype=m.bool), m.ones(2, 3, dtype=m.float64)),
         None),
        (lambda m: m.select_scatter(x if m is tg else tx, m.ones(3), 0, 5), None),
        (lambda m: m.scatter_reduce(x if m is tg else tx, 1, m.tensor([[0]]), x if m is tg else tx, "foo"), None),
        (lambda m: (x if m is tg else tx).index_add(1, m.tensor([4]), m.ones(2, 1)), None),
        (lambda m: (x if m is tg else tx).index_add(1, m.tensor([1]), m.ones(2, 2)), None),
        (lambda m: (x if m is tg else tx).index_add(1, m.tensor([1]), m.ones(2, 1, dtype=m.float64)), None),
        (lambda m: (x if m is tg else tx).index_copy(1, m.tensor([4]), m.ones(2, 1)), None),
        (lambda m: (x if m is tg else tx).index_copy(1, m.tensor([1], dtype=m.int32), m.ones(2, 1)), None),
        (lambda m: m.select_scatter(x if m is tg else tx, m.ones(2), 0, 0), None),
        (lambda m: m.slice_scatter(x if m is tg else tx, m.ones(2, 2), 1, 0, 3), None),
        (lambda m: (x if m is tg else tx).masked_scatter(m.ones(2, 3, dtype=m.bool), m.ones(2)), None),
    ]
    for k, (make, _) in enumerate(cases):
        try:
            same_error(lambda: make(tg), lambda: make(torch))
        except AssertionError as e:
            raise AssertionError(f"case {k}: {e}") from None


def test_names_are_refused():
    x = tg.zeros(2, 3, names=("a", "b"))
    for call in (lambda: tg.gather(x, 1, tg.tensor([[0]])), lambda: x.scatter(1, tg.tensor([[0]]), 1.0),
                 lambda: tg.index_select(x, 0, tg.tensor([0])), lambda: tg.nonzero(x),
                 lambda: tg.take(x, tg.tensor([0]))):
        with pytest.raises(RuntimeError, match="not yet supported with named tensors"):
            call()


def test_nested_refused():
    nt = tg.nested.nested_tensor([tg.ones(2, 3), tg.ones(1, 3)], layout=tg.jagged)
    with pytest.raises(RuntimeError, match="nested: none"):
        tg.gather(nt, 1, tg.tensor([[0]]))


def test_autograd_through_gather_and_scatter_add():
    x = tg.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], requires_grad=True)
    i = tg.tensor([[0, 0], [2, 1]])
    tg.gather(x, 1, i).sum().backward()
    tx = T(x.detach()).requires_grad_()
    torch.gather(tx, 1, T(i)).sum().backward()
    assert_same(x.grad, tx.grad)


@pytest.fixture
def cuda():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
    return "cuda"


@pytest.mark.parametrize("dtype", [tg.float32, tg.bfloat16, tg.int64, tg.bool], ids=str)
def test_cuda_matches_cpu(cuda, dtype):
    x = sample(RNG, (3, 4), dtype)
    xc = x.to(cuda)
    i = perm_index(3, 3, 4)
    ic = i.to(cuda)
    for f in (lambda t, j: tg.gather(t, 1, j), lambda t, j: tg.scatter(t, 1, j, t[:, :3].contiguous()),
              lambda t, j: tg.scatter_add(t, 1, j, t), lambda t, j: tg.index_select(t, 1, j[0]),
              lambda t, j: tg.take(t, j), lambda t, j: tg.nonzero(t),
              lambda t, j: tg.index_add(t, 1, j[0], t[:, :3].contiguous()),
              lambda t, j: tg.masked_scatter(t, t != 0, t.t().contiguous())):
        got, want = f(xc, ic), f(x, i)
        assert got.device.type == "cuda"
        np.testing.assert_array_equal(np.asarray(got.cpu()).astype(np.float64),
                                      np.asarray(want).astype(np.float64))
    if dtype is tg.float32:
        for r in ("mean", "amax", "prod"):
            got = tg.scatter_reduce(xc, 1, ic, xc, r, include_self=False).cpu()
            want = tg.scatter_reduce(x, 1, i, x, r, include_self=False)
            np.testing.assert_allclose(np.asarray(got), np.asarray(want))
    for f in (lambda t, j: tg.index_put(t, (j[0] % 3, j[1]), t[2, :3].contiguous(), accumulate=True),
              lambda t, j: tg.index_put(t, (j[1] % 3,), t[0]),
              lambda t, j: tg.take_along_dim(t, j - 5, 1), lambda t, j: tg.index_copy(t, 1, j[0], t[:, 1:]),
              lambda t, j: tg.argwhere(t), lambda t, j: tg.select_scatter(t, t[1], 0, 2)):
        got, want = f(xc, ic), f(x, i)
        np.testing.assert_array_equal(np.asarray(got.cpu()).astype(np.float64), np.asarray(want).astype(np.float64))
    with pytest.raises(RuntimeError, match="same device"):
        tg.gather(xc, 1, i)
