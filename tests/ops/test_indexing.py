"""__getitem__/__setitem__ (basic views, advanced copies), masked_fill(_),
masked_select, index_fill(_), checked against NumPy (and torch where installed)."""
import numpy as np
import pytest

import tensorgen as tg
from support.common import ALL, cuda, mk, npv, same  # noqa: F401 - cuda is a fixture

A = np.arange(60.0).reshape(3, 4, 5)


def tkey(key):
    """The same key for tensorgen: NumPy index arrays become tensors."""
    conv = (lambda k: tg.tensor(k) if isinstance(k, np.ndarray) else k)
    return tuple(conv(k) for k in key) if isinstance(key, tuple) else conv(key)


BASIC = [0, -1, (1, 2), (1, -1, 4), slice(1, None), (slice(None), slice(None, None, 2)),
         (slice(None, None, 3), slice(1, 3), slice(-2, None)), Ellipsis, (Ellipsis, 2), (0, Ellipsis, slice(1, 2)),
         None, (None, 1, None), (slice(None), None, Ellipsis, None), (slice(5, 10),), (slice(2, 1),),
         (slice(-100, 100, 4),)]
ADVANCED = [np.array([2, 0, 0]), [1, -1], (slice(None), np.array([[0, 3], [1, 2]])),
            (np.array([0, 2]), np.array([1, 3])), (np.array([0, 2]), slice(1, 3), np.array([4, 0])),
            (1, np.array([0, 3]), slice(None)), (Ellipsis, np.array([1])), (A[:, 0, 0] > 10,),
            (A[:, :, 0] % 3 == 0,), (slice(None), A[0, :, 0] < 12), (np.array(1),), (np.array([[1]]), None, np.array([0, 2]))]


@pytest.mark.parametrize("key", BASIC, ids=repr)
def test_basic_indexing_is_a_view(key):
    x = mk(A)
    r = x[tkey(key)]
    same(r, A[key])
    assert r._base is x and r.untyped_storage_ptr() == x.untyped_storage_ptr()


@pytest.mark.parametrize("key", ADVANCED, ids=repr)
def test_advanced_indexing_copies(key):
    x = mk(A)
    r = x[tkey(key)]
    same(r, A[key])
    assert r._base is None


def test_indexing_noncontiguous_and_empty():
    x = mk(A).permute(2, 0, 1)
    a = A.transpose(2, 0, 1)
    same(x[1:, ::2], a[1:, ::2])
    same(x[np.array([4, 1])], a[[4, 1]]) if False else same(x[tg.tensor([4, 1])], a[[4, 1]])
    same(x[:, tg.tensor([True, False, True])], a[:, [True, False, True]])
    e = mk(np.empty((0, 3)))
    same(e[:, 1], np.empty(0))
    same(e[tg.tensor([], dtype=tg.int64)], np.empty((0, 3)))
    same(mk(A)[tg.tensor(np.zeros((3, 4, 5), bool))], np.empty(0))
    z = mk(7.0)
    same(z[None], np.array([7.0]))
    same(z[...], np.array(7.0))


@pytest.mark.parametrize("dtype", ALL)
def test_getitem_setitem_every_dtype(dtype):
    a = (np.arange(12) % 4).reshape(3, 4).astype(np.float64)
    x = mk(a, dtype)
    ref = npv(x)
    same(x[1:, ::2], ref[1:, ::2])
    same(x[tg.tensor([2, 0])], ref[[2, 0]])
    same(x[x > 1] if dtype is not tg.bool else x[x], ref[ref > 1] if dtype is not tg.bool else ref[ref != 0])
    x[0] = 1
    ref[0] = 1
    x[tg.tensor([1, 2]), tg.tensor([0, 3])] = 0
    ref[[1, 2], [0, 3]] = 0
    x[:, 1:3] = mk([[1, 0]], dtype)
    ref[:, 1:3] = [[1, 0]]
    same(x, ref)


def test_setitem_forms():
    x = mk(np.zeros((3, 4)))
    ref = np.zeros((3, 4))
    x[1] = 5
    ref[1] = 5
    x[:, ::2] = mk([1.0, 2.0])
    ref[:, ::2] = [1.0, 2.0]
    x[tg.tensor([0, 2]), 1] = 7
    ref[[0, 2], 1] = 7
    x[x > 6] = -1
    ref[ref > 6] = -1
    x[..., -1] = tg.tensor([1, 2, 3], dtype=tg.int32)  # converting
    ref[..., -1] = [1, 2, 3]
    x[0] = mk([[9.0, 9.0, 9.0, 9.0]])  # extra leading 1
    ref[0] = 9
    x[None, 2, 1:3] = mk([4.0, 5.0])
    ref[2, 1:3] = [4, 5]
    same(x, ref)
    y = mk(np.zeros(3))
    y[tg.tensor([True, False, True])] = mk([1.0, 2.0])
    same(y, [1, 0, 2])
    w = tg.zeros(2, 3, dtype=tg.int64)
    w[:, 1] = 2.7  # converted as a scalar
    same(w, [[0, 2, 0], [0, 2, 0]])


def test_indexing_errors():
    x = mk(A)
    with pytest.raises(IndexError, match=r"^index 5 is out of bounds for dimension 0 with size 3$"):
        x[5]
    with pytest.raises(IndexError, match=r"^index 4 is out of bounds for dimension 1 with size 4$"):
        x[:, tg.tensor([0, 4])]
    with pytest.raises(ValueError, match="step must be greater than zero"):
        x[::-1]
    with pytest.raises(IndexError, match="too many indices for tensor of dimension 3"):
        x[0, 0, 0, 0]
    with pytest.raises(IndexError, match="tensors used as indices must be long, int, byte or bool tensors"):
        x[tg.tensor([0.5])]
    with pytest.raises(IndexError, match=r"The shape of the mask \[4\] at index 0 does not match the shape of the "
                                         r"indexed tensor \[3, 4, 5\] at index 0"):
        x[tg.tensor([True, False, True, True])]
    with pytest.raises(ValueError, match="slice step cannot be zero"):
        x[:, ::0]
    with pytest.raises(IndexError, match=r"shape mismatch: indexing tensors could not be broadcast together with "
                                         r"shapes \[2\], \[3\]$"):
        x[tg.tensor([0, 1]), tg.tensor([0, 1, 2])]
    with pytest.raises(IndexError, match=r"only integers, slices \(`:`\), ellipsis \(`...`\), None and long or byte "
                                         r"Variables are valid indices \(got float\)"):
        x[1.5]
    with pytest.raises(RuntimeError, match=r"The expanded size of the tensor \(5\) must match the existing size \(4\) "
                                           r"at non-singleton dimension 0.  Target sizes: \[5\].  Tensor sizes: \[4\]"):
        x[0, 0] = tg.ones(4)
    with pytest.raises(RuntimeError, match=r"shape mismatch: value tensor of shape \[4\] cannot be broadcast to "
                                           r"indexing result of shape \[2, 4, 5\]"):
        x[tg.tensor([0, 1])] = tg.ones(4)
    with pytest.raises(RuntimeError, match="more than one element of the written-to tensor refers to a single "
                                           "memory location"):
        tg.zeros(3).expand(2, 3)[:, 0] = 1


# ------------------------------------------------------------------ masked_fill
@pytest.mark.parametrize("dtype", ALL)
def test_masked_fill_every_dtype(dtype):
    a = (np.arange(6) % 3).reshape(2, 3).astype(np.float64)
    x = mk(a, dtype)
    ref = npv(x)
    m = np.array([True, False, True])
    r = x.masked_fill(tg.tensor(m), 1)
    assert r.dtype is dtype
    same(r, np.where(m, 1.0, ref))
    same(x, ref)
    assert x.masked_fill_(tg.tensor(m), 0) is x
    same(x, np.where(m, 0.0, ref))


def test_masked_fill_forms():
    x = mk(A[0])
    m = A[0] % 2 == 0
    same(tg.masked_fill(x, tg.tensor(m), -1.5), np.where(m, -1.5, A[0]))
    same(x.masked_fill(tg.tensor(m), mk(3.0)), np.where(m, 3.0, A[0]))
    same(tg.zeros(3, dtype=tg.int32).masked_fill(tg.tensor([True, False, True]), 1.7), [1, 0, 1])
    same(mk([1.0, 2.0]).masked_fill(tg.tensor([[True], [False]]), 0), [[0, 0], [1, 2]])  # broadcasts
    t = mk(A[0]).t()
    t.masked_fill_(tg.tensor(m.T), 100)
    same(t, np.where(m.T, 100, A[0].T))
    same(mk(np.empty((0, 2))).masked_fill(tg.tensor(np.empty((0, 2), bool)), 1), np.empty((0, 2)))
    same(mk(2.0).masked_fill(tg.tensor(True), 5), np.array(5.0))


def test_masked_fill_errors():
    x = tg.zeros(3)
    with pytest.raises(RuntimeError, match="masked_fill_ only supports boolean masks, but got mask with dtype float"):
        x.masked_fill(tg.ones(3), 1)
    with pytest.raises(RuntimeError, match=r"masked_fill_ only supports a 0-dimensional value tensor, but got tensor "
                                           r"with 1 dimension\(s\)."):
        x.masked_fill(tg.tensor([True, False, True]), tg.ones(2))
    with pytest.raises(RuntimeError, match=r"output with shape \[3\] doesn't match the broadcast shape \[2, 3\]"):
        x.masked_fill_(tg.ones(2, 3, dtype=tg.bool), 1)
    same(x, [0, 0, 0])


# ------------------------------------------------------------------ masked_select
@pytest.mark.parametrize("dtype", ALL)
def test_masked_select_every_dtype(dtype):
    a = (np.arange(12) % 5).reshape(3, 4).astype(np.float64)
    x = mk(a, dtype)
    ref = npv(x)
    m = (np.arange(12) % 3 == 0).reshape(3, 4)
    r = x.masked_select(tg.tensor(m))
    assert r.dtype is dtype
    same(r, ref[m])
    same(tg.masked_select(x.t(), tg.tensor(m.T)), ref.T[m.T])


def test_masked_select_broadcast_out_errors():
    x = mk(A[0])
    m = np.array([True, False, False, True, True])
    same(x.masked_select(tg.tensor(m)), np.broadcast_to(A[0], (4, 5))[np.broadcast_to(m, (4, 5))])
    same(mk([1.0, 2.0]).masked_select(tg.tensor([[True], [False], [True]])), [1, 2, 1, 2])
    out = tg.empty(0, dtype=tg.float64)
    assert tg.masked_select(x, tg.tensor(m), out=out) is out
    same(out, A[0][:, m].reshape(-1))
    same(mk(np.empty(0)).masked_select(tg.tensor(np.empty(0, bool))), np.empty(0))
    with pytest.raises(RuntimeError, match="masked_select: expected BoolTensor for mask"):
        x.masked_select(tg.ones(5))


# ------------------------------------------------------------------ index_fill
@pytest.mark.parametrize("dtype", ALL)
def test_index_fill_every_dtype(dtype):
    x = tg.zeros(3, 4, dtype=dtype)
    r = x.index_fill(1, tg.tensor([0, -1]), 1)
    ref = np.zeros((3, 4))
    ref[:, [0, 3]] = 1
    same(r, ref)
    same(x, np.zeros((3, 4)))
    assert x.index_fill_(0, tg.tensor(1), 1) is x
    ref2 = np.zeros((3, 4))
    ref2[1] = 1
    same(x, ref2)


def test_index_fill_forms_and_errors():
    x = mk(A)
    ref = A.copy()
    ref[:, :, [1, 2]] = -1
    same(tg.index_fill(x, -1, tg.tensor([2, 1]), -1), ref)
    same(x.permute(2, 0, 1).index_fill(0, tg.tensor([1, 2]), mk(-1.0)), ref.transpose(2, 0, 1))
    same(mk(1.0).index_fill(0, tg.tensor([0]), 5), np.array(5.0))
    with pytest.raises(IndexError, match=r"index_fill_\(\): Expected dtype int64 for index."):
        x.index_fill(0, tg.tensor([1.0]), 1)
    with pytest.raises(IndexError, match=r"index 5 is out of bounds for dimension 0 with size 3"):
        x.index_fill(0, tg.tensor([5]), 1)
    with pytest.raises(RuntimeError, match=r"Index has to be a vector/scalar"):
        x.index_fill(0, tg.tensor([[0]]), 1)


# ------------------------------------------------------------------ torch oracle
def test_indexing_against_torch():
    torch = pytest.importorskip("torch")
    a = np.random.default_rng(1).standard_normal((4, 5, 6)).astype(np.float32)
    x, tx = mk(a, tg.float32), torch.from_numpy(a.copy())
    keys = [lambda T: (slice(None), T([3, 1])), lambda T: (T([0, 2]), slice(1, 4), T([5, 0])),
            lambda T: (Ellipsis, T([[1, 2]])), lambda T: (1, None, slice(None, None, 2)),
            lambda T: (T([[0], [3]]), T([1, 2]))]
    for k in keys:
        r = x[k(lambda v: tg.tensor(v))]
        tr = tx[k(lambda v: torch.tensor(v))]
        assert tuple(r.shape) == tuple(tr.shape) and r.stride() == tr.stride()
        np.testing.assert_array_equal(np.asarray(r), tr.numpy())
    m = a > 0
    np.testing.assert_array_equal(np.asarray(x.masked_fill(tg.tensor(m), 0.5)),
                                  tx.masked_fill(torch.from_numpy(m), 0.5).numpy())
    for f in (lambda m_, T: m_[T([9])], lambda m_, T: m_[0, 0, 0, 0]):
        with pytest.raises(IndexError) as e1:
            f(x, tg.tensor)
        with pytest.raises(IndexError) as e2:
            f(tx, torch.tensor)
        assert str(e1.value) == str(e2.value)


# ------------------------------------------------------------------ cuda (simulator)
def test_cuda_indexing_and_masking(cuda):
    a = np.arange(12.0).reshape(3, 4)
    x = mk(a, tg.float32).cuda()
    same(x[1:, ::2].cpu(), a[1:, ::2])
    same(x[tg.tensor([2, 0])].cpu(), a[[2, 0]])
    m = a % 3 == 0
    same(x.masked_select(tg.tensor(m).cuda()).cpu(), a[m])
    same(x.masked_fill(tg.tensor(m).cuda(), -1).cpu(), np.where(m, -1, a))
    same(x.index_fill(1, tg.tensor([1]).cuda(), 0).cpu(), np.where(np.arange(4) == 1, 0, a))
    x[tg.tensor([0, 2]), 1] = 50
    a[[0, 2], 1] = 50
    same(x.cpu(), a)
    h = mk([[1, 2], [3, 4]], tg.float16).cuda()
    h[0] = 9
    same(h[tg.tensor([1, 0])].cpu(), [[3, 4], [9, 9]])


def test_random_keys_match_torch():
    """Random mixes of ints, slices, None, Ellipsis, integer and bool tensors:
    same values, shapes, strides and errors as torch (get and set)."""
    torch = pytest.importorskip("torch")
    import random
    rng = random.Random(0)
    a = np.arange(120.0).reshape(2, 3, 4, 5)

    def item():
        r = rng.random()
        if r < 0.2:
            return rng.randint(-2, 1)
        if r < 0.5:
            return slice(rng.choice([None, 0, 1, -2]), rng.choice([None, 2, -1, 10]), rng.choice([None, 1, 2, 3]))
        if r < 0.6:
            return None
        if r < 0.7:
            return Ellipsis
        if r < 0.85:
            return [rng.randint(-2, 1) for _ in range(rng.randint(1, 3))]
        return [True, False]

    def conv(lib, key):
        return tuple(lib.tensor(k) if isinstance(k, list) else k for k in key)

    def outcome(f):
        try:
            return ("ok",) + f()
        except (IndexError, ValueError, RuntimeError) as e:
            return (type(e).__name__, str(e))

    for trial in range(150):
        key = [item() for _ in range(rng.randint(1, 4))]
        if sum(k is Ellipsis for k in key) > 1:
            continue
        got = outcome(lambda: _summary(tg.tensor(a)[conv(tg, key)]))
        want = outcome(lambda: _summary(torch.tensor(a)[conv(torch, key)]))
        assert got == want, key
        if trial % 2:
            x, tx = tg.tensor(a), torch.tensor(a)
            got = outcome(lambda: (x.__setitem__(conv(tg, key), -1.0), np.asarray(x).tolist()))
            want = outcome(lambda: (tx.__setitem__(conv(torch, key), -1.0), tx.numpy().tolist()))
            assert got == want, key


def _summary(r):
    return tuple(r.shape), tuple(r.stride()), np.asarray(r).tolist()
