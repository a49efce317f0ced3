"""The block-parallel CUDA kernels (reductions, scans, softmax, jagged
segments) at sizes that cross warp, block and grid boundaries, under Numba's
simulator, against NumPy in float64.

The simulator's device (runtime/backends/cuda.py device_limits) has 2 SMs and
32-thread blocks, so 31/32/33 cross a block, 1023/1025 a block many times
over, and full reductions of long rows take the split (two-kernel) path."""
import numpy as np
import pytest

import tensorgen as tg

pytestmark = [pytest.mark.skipif(not tg.cuda.is_available(), reason="needs a GPU or NUMBA_ENABLE_CUDASIM=1"),
              pytest.mark.filterwarnings("ignore::RuntimeWarning")]

SIZES = [1, 31, 32, 33, 1023, 1025]
RNG = np.random.default_rng(7)


def _cuda(a, dtype=tg.float64):
    return tg.tensor(a, dtype=dtype).to("cuda")


def _check(got, want, rtol=1e-12, atol=1e-12):
    assert got.is_cuda
    np.testing.assert_allclose(got.cpu().numpy().astype(np.float64), want, rtol=rtol, atol=atol)


@pytest.mark.parametrize("n", SIZES)
def test_full_reductions(n):
    a = RNG.uniform(-1, 1, n)
    x = _cuda(a)
    _check(x.sum(), a.sum())
    _check(x.mean(), a.mean())
    _check(x.amax(), a.max())
    _check(x.amin(), a.min())
    _check(tg.logsumexp(x, 0), np.log(np.exp(a).sum()))
    if n > 1:
        _check(x.var(), a.var(ddof=1))  # two passes (mean, then squares)
    ints = RNG.integers(-5, 6, n)
    xi = _cuda(ints, tg.int32)
    assert xi.sum().dtype is tg.int64 and int(xi.sum().item()) == int(ints.sum())
    b = ints > 0
    assert bool(_cuda(b, tg.bool).any().item()) == bool(b.any())
    assert bool(_cuda(b, tg.bool).all().item()) == bool(b.all())
    assert bool(_cuda(np.ones(n, bool), tg.bool).all().item())


def test_full_sum_beyond_a_grid():
    n = 2 ** 16 + 1
    a = RNG.uniform(0, 1, n).astype(np.float32)
    got = _cuda(a, tg.float32).sum()
    _check(got, a.astype(np.float64).sum(), rtol=1e-5)


# (shape, dims reduced): dim 0 is an outer reduction (strided rows, outputs side
# by side), dim 1 an inner one (contiguous rows); the simulator's barriers are
# slow, so long reduced dims come with few outputs
# ((33, 31), 0): 31 outputs side by side over a reduced dim crossing a block; ((9, 31), 1): one
# 32-thread tree per output (a thread idle), more outputs than the simulator's 4 blocks (grid-stride)
@pytest.mark.parametrize("shape,dims", [((1, 1), (0, 1)), ((3, 1), (0, 1)), ((1, 33), (0, 1)), ((33, 31), (0,)),
                                        ((9, 31), (1,)), ((2, 1025), (1,)), ((1025, 3), (0,)), ((40, 3), (1,))])
def test_inner_and_outer_reductions(shape, dims):
    a = RNG.uniform(-1, 1, shape)
    x = _cuda(a)
    for d in dims:
        _check(x.sum(d), a.sum(d))
        _check(x.amax(d), a.max(d))
        _check(x.mean(d, keepdim=True), a.mean(d, keepdims=True))
        if a.shape[d] > 1:
            _check(x.std(d), a.std(d, ddof=1))
        _check(x.prod(d), a.prod(d), rtol=1e-10, atol=1e-300)
    # a transposed (non-contiguous) input
    _check(x.t().sum(dims[0]), a.T.sum(dims[0]))


def test_reduced_dim_of_one_and_long_with_few_outputs():
    a = RNG.uniform(-1, 1, (4, 1, 5))
    _check(_cuda(a).sum(1), a.sum(1))
    b = RNG.uniform(-1, 1, (1025, 8))  # 8 outputs, 1025 long: split over blocks
    _check(_cuda(b).sum(0), b.sum(0))
    _check(_cuda(b).amin(0), b.min(0))
    c = RNG.uniform(-1, 1, (2, 3000))
    _check(_cuda(c).sum(1), c.sum(1))


def test_half_and_bfloat16_reductions():
    a = RNG.uniform(-1, 1, (5, 1025))
    for dt in (tg.float16, tg.bfloat16, tg.float32):
        x = _cuda(a, tg.float32).to(dt)
        ref = x.cpu().to(tg.float64).numpy()
        _check(x.sum(1).to(tg.float64), ref.sum(1), rtol=1e-2, atol=1e-2)
        # 33 outputs: 5 tiles of 8 over the simulator's 4 blocks (grid-stride, a partial tile), as 1025 would
        _check(x[:, :33].amax(0).to(tg.float64), ref[:, :33].max(0))


def test_nan_propagates_through_the_tree():
    a = RNG.uniform(-1, 1, 1025)
    a[700] = np.nan
    x = _cuda(a)
    assert np.isnan(x.sum().item()) and np.isnan(x.amax().item())


@pytest.mark.parametrize("n", [1, 31, 32, 33, 1025])
def test_scans(n):
    a = RNG.uniform(0.5, 1.5, (2, n))  # one block per line: a third line would run the same path again
    x = _cuda(a)
    _check(x.cumsum(1), np.cumsum(a, 1))
    _check(x.cumprod(1), np.cumprod(a, 1), rtol=1e-10)
    _check(x[:, :33].cumsum(0), np.cumsum(a[:, :33], 0))  # many short lines (slow in the simulator)
    ints = RNG.integers(-3, 4, (2, n))
    got = _cuda(ints, tg.int16).cumsum(1)
    assert got.dtype is tg.int64
    np.testing.assert_array_equal(got.cpu().numpy(), np.cumsum(ints, 1))


def _softmax(a, axis):
    e = np.exp(a - a.max(axis, keepdims=True))
    return e / e.sum(axis, keepdims=True)


@pytest.mark.parametrize("n", [1, 31, 32, 33, 1025])
def test_softmax_rows(n):
    a = RNG.uniform(-3, 3, (3, n))
    x = _cuda(a)
    _check(tg.softmax(x, 1), _softmax(a, 1))
    _check(tg.log_softmax(x, 1), np.log(_softmax(a, 1)), rtol=1e-10, atol=1e-10)
    # strided slices, one block each: 33 of them already outrun the simulator's 4 blocks (grid-stride);
    # 1025 would only run that loop longer (130 s in the simulator)
    _check(tg.softmax(x[:, :33], 0), _softmax(a[:, :33], 0))
    f32 = _cuda(a, tg.float32)
    _check(tg.softmax(f32, 1), _softmax(a.astype(np.float32).astype(np.float64), 1), rtol=1e-5, atol=1e-6)


def test_softmax_nan_and_inf_rows():
    a = np.array([[0.0, np.nan, 1.0] + [0.0] * 40, [-np.inf] + [1.0] * 42])
    got = tg.softmax(_cuda(a), 1).cpu().numpy()
    want = tg.softmax(tg.tensor(a), 1).numpy()
    np.testing.assert_allclose(got, want, equal_nan=True)


@pytest.mark.parametrize("lengths", [[1], [31, 1, 33], [70, 2, 32]])
def test_jagged_segments_one_block_each(lengths):
    parts = [RNG.uniform(-1, 1, (k, 3)) for k in lengths]
    nt = tg.nested.nested_tensor([tg.tensor(p) for p in parts], layout=tg.jagged, device="cuda")
    sums = nt.sum(1)
    for got, p in zip(sums.unbind(), parts):
        _check(got, p.sum(0))
    for got, p in zip(tg.softmax(nt, 1).unbind(), parts):
        _check(got, _softmax(p, 0))
    for got, p in zip(nt.cumsum(1).unbind(), parts):
        _check(got, np.cumsum(p, 0))


def test_random_streams_do_not_depend_on_the_launch():
    # counter-based: element i draws from counter offset + i, on CUDA as on the CPU
    for fill in (lambda t: t.uniform_(), lambda t: t.normal_(), lambda t: t.random_(0, 1000)):
        tg.manual_seed(3)
        got = fill(tg.empty(1025, dtype=tg.float64, device="cuda")).cpu().numpy()
        tg.manual_seed(3)
        want = fill(tg.empty(1025, dtype=tg.float64)).numpy()
        np.testing.assert_allclose(got, want, rtol=1e-12)
    tg.manual_seed(3)
    a = tg.empty(40, device="cuda").uniform_().cpu().numpy()
    b = tg.empty(40, device="cuda").uniform_().cpu().numpy()
    assert not np.array_equal(a, b)  # the offset advances between calls


def test_matmul_tiles(shape=((33, 17), (17, 31))):
    a = RNG.uniform(-1, 1, shape[0])
    b = RNG.uniform(-1, 1, shape[1])
    _check(_cuda(a) @ _cuda(b), a @ b)
    _check(_cuda(a.T).t() @ _cuda(b), a @ b)  # strided operand
    ia, ib = RNG.integers(-3, 4, (5, 9)), RNG.integers(-3, 4, (9, 6))
    np.testing.assert_array_equal((_cuda(ia, tg.int32) @ _cuda(ib, tg.int32)).cpu().numpy(), ia @ ib)
    batched = RNG.uniform(-1, 1, (3, 5, 7)), RNG.uniform(-1, 1, (3, 7, 6))
    _check(tg.bmm(_cuda(batched[0]), _cuda(batched[1])), batched[0] @ batched[1])
    v = RNG.uniform(-1, 1, 33)
    _check(tg.dot(_cuda(v), _cuda(v)), v @ v)
    _check(tg.mv(_cuda(a), _cuda(b[:, 0])), a @ b[:, 0])


@pytest.mark.parametrize("n", [1, 31, 33, 1025])
def test_pointwise_flat_and_strided_paths(n):
    a = RNG.uniform(-1, 1, (2, n))
    b = RNG.uniform(-1, 1, n)
    x = _cuda(a)
    _check(x + _cuda(b), a + b)               # broadcast: the strided kernel
    _check(x * 2.5, a * 2.5)                  # a scalar: the flat kernel, step 0
    _check(tg.exp(x), np.exp(a))              # contiguous: flat
    _check(tg.exp(x.t()), np.exp(a.T))        # transposed: strided
    _check(x[:, ::2] + 1, a[:, ::2] + 1)      # sliced: collapsed dims, strided
    half = x.to(tg.float16)
    assert half.dtype is tg.float16 and np.allclose(half.cpu().numpy(), a, atol=1e-3)
    assert (x.to(tg.float16) > 0).cpu().numpy().tolist() == (a > 0).tolist()
    assert x.to(tg.float16).to(tg.bool).cpu().numpy().tolist() == (a != 0).tolist()


@pytest.mark.parametrize("n", [1, 33, 1025])
def test_arg_reductions_first_best_index(n):
    a = RNG.integers(0, 5, (3, n)).astype(np.float64)  # many ties: the first index wins
    x = _cuda(a)
    np.testing.assert_array_equal(x.argmax(1).cpu().numpy(), a.argmax(1))
    np.testing.assert_array_equal(x.argmin(1).cpu().numpy(), a.argmin(1))
    np.testing.assert_array_equal(x.argmax(0).cpu().numpy(), a.argmax(0))
    vals, idx = x.max(1)
    _check(vals, a.max(1))
    np.testing.assert_array_equal(idx.cpu().numpy(), a.argmax(1))
    if n > 3:
        a[1, n // 2] = np.nan
        a[1, n - 1] = np.nan
        np.testing.assert_array_equal(_cuda(a).argmax(1).cpu().numpy()[1], n // 2)  # the first NaN


def _rank_reference(a):
    """Each row's positions in the stable ascending order, NaN last (the CPU path's order)."""
    return np.argsort(a, axis=-1, kind="stable")


def _same_pair(got, want_vals, want_idx):
    vals, idx = got
    assert vals.is_cuda and idx.is_cuda
    np.testing.assert_array_equal(vals.cpu().numpy(), want_vals)
    np.testing.assert_array_equal(idx.cpu().numpy(), want_idx)


@pytest.mark.parametrize("n", SIZES)
def test_median_and_kthvalue_block_select(n):
    # few distinct values (ties everywhere), one row with a NaN; rows of the block-wide quickselect
    a = RNG.integers(-3, 4, (2, n)).astype(np.float64)
    order = _rank_reference(a)
    rows = np.arange(2)
    for k in sorted({1, (n + 1) // 2, n}):
        _same_pair(_cuda(a).kthvalue(k, 1), a[rows, order[:, k - 1]], order[:, k - 1])
    med = order[:, (n - 1) // 2]
    _same_pair(_cuda(a).median(1), a[rows, med], med)
    if n > 2:
        a[1, n // 3] = np.nan
        a[1, n - 1] = np.nan
        got_v, got_i = _cuda(a).median(1)
        assert np.isnan(got_v.cpu().numpy()[1]) and got_i.cpu().numpy()[1] == n // 3  # the first NaN
        order = _rank_reference(a)
        _same_pair(_cuda(a).kthvalue(n, 1), a[rows, order[:, n - 1]], order[:, n - 1])  # NaN ranks last
    # a sorted row (the worst case of a first-element pivot), an int dtype and a strided dim
    s = np.arange(n, dtype=np.int32)[::-1].copy()
    _same_pair(_cuda(s, tg.int32).median(0), s[np.argsort(s, kind="stable")[(n - 1) // 2]],
               np.argsort(s, kind="stable")[(n - 1) // 2])
    col = RNG.uniform(-1, 1, (n, 2)).astype(np.float32)
    co = _rank_reference(col.T)
    _same_pair(_cuda(col, tg.float32).median(0), col.T[rows, co[:, (n - 1) // 2]], co[:, (n - 1) // 2])


@pytest.mark.parametrize("n", SIZES)
def test_mode_block_counting(n):
    a = RNG.integers(-2, 3, (2, n)).astype(np.float64)
    if n > 2:
        a[0, :2] = np.nan  # NaNs never count as copies
    x = _cuda(a)
    want_v, want_i = tg.mode(tg.tensor(a), 1)  # the CPU path (validated against torch)
    _same_pair(tg.mode(x, 1), want_v.numpy(), want_i.numpy())
    for r in range(2):  # the most copies, then the smallest value, its last index
        row = a[r][~np.isnan(a[r])]
        vals, counts = np.unique(row, return_counts=True)
        best = vals[np.argmax(counts)]
        assert want_v.numpy()[r] == best and want_i.numpy()[r] == np.flatnonzero(a[r] == best)[-1]
    b = RNG.random(n) > 0.5
    want_v, want_i = tg.mode(tg.tensor(b), 0)
    _same_pair(tg.mode(_cuda(b, tg.bool), 0), want_v.numpy(), want_i.numpy())


@pytest.mark.parametrize("n", SIZES)
def test_block_sort_rows_nanmedian_and_quantile(n):
    # one block per row: runs merged by rank (binary search); ties and NaN as the CPU's stable merge sort
    a = RNG.integers(-3, 4, (2, n)).astype(np.float32)
    if n > 2:
        a[1, ::3] = np.nan
    x, gx = tg.tensor(a), _cuda(a, tg.float32)
    for desc in (False, True):
        want_v, want_i = tg.sort(x, 1, desc)
        _same_pair(tg.sort(gx, 1, desc), want_v.numpy(), want_i.numpy())
    order = _rank_reference(a)  # NumPy's stable ascending order, NaN last
    np.testing.assert_array_equal(tg.argsort(gx, 1).cpu().numpy(), order)
    want_v, want_i = tg.nanmedian(x, 1)
    _same_pair(tg.nanmedian(gx, 1), want_v.numpy(), want_i.numpy())
    for r in range(2):  # the lower median of the numbers
        nums = np.sort(a[r][~np.isnan(a[r])])
        assert want_v.numpy()[r] == nums[(len(nums) - 1) // 2]
    q = tg.tensor([0.0, 0.3, 0.5, 1.0], dtype=tg.float32)
    np.testing.assert_array_equal(tg.quantile(gx, q.to("cuda"), 1).cpu().numpy(), tg.quantile(x, q, 1).numpy())
    np.testing.assert_array_equal(tg.nanquantile(gx, q.to("cuda"), 1).cpu().numpy(), tg.nanquantile(x, q, 1).numpy())
    flat = a[0]  # unique sorts the whole tensor as one row
    u, inv, cnt = tg.unique(gx[0], return_inverse=True, return_counts=True)
    wu, winv, wcnt = np.unique(flat, return_inverse=True, return_counts=True)
    np.testing.assert_array_equal(u.cpu().numpy(), wu)
    np.testing.assert_array_equal(inv.cpu().numpy(), winv)
    np.testing.assert_array_equal(cnt.cpu().numpy(), wcnt)


@pytest.mark.parametrize("n", [33, 1025])
def test_warp_shuffle_tree_steps_every_accumulator_dtype(n):
    # the tree's last steps run as warp shuffles (bool and narrow ints widened and back): exact,
    # and in a fixed order, so a float sum is the same bits run to run
    a = RNG.uniform(-1, 1, (2, n)).astype(np.float32)
    x = _cuda(a, tg.float32)
    first = x.sum(1).cpu().numpy()
    np.testing.assert_array_equal(x.sum(1).cpu().numpy().view(np.uint32), first.view(np.uint32))
    np.testing.assert_allclose(first, a.astype(np.float64).sum(1), rtol=1e-5, atol=1e-5)
    for dt, lo, hi in ((tg.int8, -128, 128), (tg.uint8, 0, 256), (tg.int16, -300, 300), (tg.int64, -2 ** 40, 2 ** 40)):
        v = RNG.integers(lo, hi, (2, n))
        c = _cuda(v, dt)
        np.testing.assert_array_equal(c.amax(1).cpu().numpy(), v.max(1))
        np.testing.assert_array_equal(c.amin(1).cpu().numpy(), v.min(1))
    b = RNG.random((2, n)) > 0.1
    np.testing.assert_array_equal(_cuda(b, tg.bool).all(1).cpu().numpy(), b.all(1))
    np.testing.assert_array_equal(_cuda(b, tg.bool).any(1).cpu().numpy(), b.any(1))
