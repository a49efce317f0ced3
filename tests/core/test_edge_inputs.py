"""Edge cases that raised raw errors or crashed."""
import math

import numpy as np
import pytest

import tensorgen as tg


@pytest.mark.parametrize("shape,k", [((0,), 0), ((3, 0), 0), ((0, 2), 1), ((3, 2), 0), ((0, 3), 0)])
def test_topk_zero_and_empty(shape, k):
    r = tg.ones(*shape).topk(k)
    want = tuple(shape[:-1]) + (k,)
    assert r.values.shape == want and r.indices.shape == want and r.indices.dtype is tg.int64


def test_topk_zero_matches_torch():
    torch = pytest.importorskip("torch")
    for shape, k in (((0,), 0), ((3, 0), 0), ((0, 2), 1), ((3, 2), 0)):
        assert tuple(tg.ones(*shape).topk(k).values.shape) == tuple(torch.ones(*shape).topk(k).values.shape)


@pytest.mark.parametrize("dtype", [tg.float16, tg.bfloat16, tg.float32, tg.float64])
def test_softmax_of_zero_dim(dtype):
    for dev in ("cpu", "cuda"):
        x = tg.tensor(2.0, dtype=dtype, device=dev)
        s, ls = x.softmax(0), x.log_softmax(-1)
        assert s.shape == () and s.dtype is dtype and s.item() == 1.0
        assert ls.shape == () and ls.dtype is dtype and ls.item() == 0.0


def test_softmax_of_integers_with_dtype():
    np.testing.assert_allclose(tg.tensor([1, 2]).softmax(0, dtype=tg.float32).tolist(), [0.26894142, 0.73105858],
                               rtol=1e-6)
    assert tg.tensor(3).log_softmax(0, dtype=tg.float16).item() == 0.0
    with pytest.raises(RuntimeError, match="\"softmax\" not implemented for 'Long'"):
        tg.tensor([1, 2]).softmax(0)


def test_addmv_with_an_empty_matrix():
    assert tg.addmv(tg.ones(2), tg.ones(2, 0), tg.ones(0)).tolist() == [1.0, 1.0]
    assert tg.addmv(tg.ones(2), tg.ones(2, 0), tg.ones(0), beta=2).tolist() == [2.0, 2.0]
    assert tg.addmv(tg.full((2,), math.nan), tg.ones(2, 0), tg.ones(0), beta=0).tolist() == [0.0, 0.0]
    assert tg.addmv(tg.ones(0), tg.ones(0, 3), tg.ones(3)).tolist() == []


def test_bmm_dtype_mismatch_message_for_a_product_to_compute():
    with pytest.raises(RuntimeError, match="expected scalar type Float but found Double"):
        tg.bmm(tg.ones(1, 2, 3), tg.ones(1, 3, 2, dtype=tg.float64))
    # an empty batch has nothing to compute: PyTorch 2.13 gives batch2's dtype
    assert tg.bmm(tg.ones(0, 2, 3), tg.ones(0, 3, 2, dtype=tg.float64)).dtype is tg.float64


def test_nested_sum_over_the_ragged_dim_of_1d_components():
    nt = tg.nested.nested_tensor([tg.arange(2.0), tg.arange(3.0)], layout=tg.jagged)
    assert nt.sum(1).tolist() == [1.0, 3.0]
    assert nt.sum(-1).tolist() == [1.0, 3.0]
    assert nt.sum(1, keepdim=True).tolist() == [[1.0], [3.0]]
    assert nt.sum().item() == 4.0


def test_nested_repr_and_indexing():
    assert repr(tg.nested.nested_tensor([])) == "nested_tensor([\n\n])"
    nt = tg.nested.nested_tensor([tg.ones(2, 3), tg.arange(12.0).reshape(4, 3)], layout=tg.jagged)
    assert nt[0].tolist() == [[1.0] * 3] * 2
    assert nt[-1].tolist() == np.arange(12.0).reshape(4, 3).tolist()
    assert nt[tg.tensor(1)].shape == (4, 3)
    with pytest.raises(IndexError, match="index 5 is out of bounds for dimension 0 with size 2"):
        nt[5]
    with pytest.raises(TypeError, match="can be indexed only by an integer"):
        nt[0:1]


def test_nested_repr_matches_torch():
    torch = pytest.importorskip("torch")
    assert repr(tg.nested.nested_tensor([])) == repr(torch.nested.nested_tensor([]))


def test_errors_name_the_op_not_numpy():
    with pytest.raises(RuntimeError, match=r"ones\(\): tensorgen tensors have at most 64 dims, got 65"):
        tg.ones([1] * 65)
    with pytest.raises(RuntimeError, match=r"view\(\): tensorgen tensors have at most 64 dims, got 65"):
        tg.ones(1).view([1] * 65)
    assert tg.ones([1] * 64).ndim == 64
    with pytest.raises(RuntimeError, match=r"empty\(\): Storage size calculation overflowed with "
                                           r"sizes=\[4611686018427387904\]"):
        tg.empty(2 ** 62)
    with pytest.raises(RuntimeError, match=r"empty\(\): can't allocate memory"):
        tg.empty(2 ** 62, dtype=tg.int8)
    with pytest.raises(RuntimeError, match=r"zeros\(\): Storage size calculation overflowed"):
        tg.zeros(2 ** 61, 4)
    with pytest.raises(RuntimeError, match=r"arange\(\): unsupported range: 0 -> nan"):
        tg.arange(0, math.nan)
    with pytest.raises(RuntimeError, match=r"arange\(\): unsupported range: 0 -> inf"):
        tg.arange(0, math.inf)
    with pytest.raises(RuntimeError, match=r"arange\(\): step must be nonzero"):
        tg.arange(0, 1, math.nan)


def test_huge_slice_step():
    x = tg.arange(3.0)
    y = x[::2 ** 62]
    assert y.tolist() == [0.0] and y.stride() == (2 ** 62,)
    assert x[1::2 ** 62].tolist() == [1.0] and (y + 1).tolist() == [1.0]
    m = tg.arange(6.0).reshape(2, 3)
    assert m[:, ::2 ** 62].tolist() == [[0.0], [3.0]]


def test_format_of_a_zero_dim_tensor():
    assert format(tg.tensor(1.234), ".2f") == "1.23"
    assert f"{tg.tensor(3, dtype=tg.int32):03d}" == "003"
    assert format(tg.tensor([1.5]), "") == repr(tg.tensor([1.5]))
    with pytest.raises(TypeError):  # as PyTorch: only 0-dim tensors take a number's format
        format(tg.tensor([1.234]), ".2f")


def test_format_matches_torch():
    torch = pytest.importorskip("torch")
    assert format(tg.tensor(2.71828), ".3f") == format(torch.tensor(2.71828), ".3f")


def test_where_with_the_condition_alone():
    c = tg.tensor([[True, False], [False, True]])
    rows, cols = tg.where(c)
    assert rows.tolist() == [0, 1] and cols.tolist() == [0, 1] and rows.dtype is tg.int64
    assert [t.tolist() for t in tg.where(tg.tensor(True))] == [[0]]
    assert [t.tolist() for t in tg.where(tg.tensor([0.0, 2.0, 0.0]))] == [[1]]
    assert all(t.shape == (0,) for t in tg.where(tg.zeros(0, 2, dtype=tg.bool)))
    assert tg.where(c, tg.ones(2, 2), tg.zeros(2, 2)).tolist() == [[1.0, 0.0], [0.0, 1.0]]
    with pytest.raises(TypeError, match="where\\(\\) received an invalid combination of arguments"):  # PyTorch's words
        tg.where(c, tg.ones(2, 2))
    cuda_rows, _ = tg.where(c.cuda())
    assert cuda_rows.device.type == "cuda" and cuda_rows.cpu().tolist() == [0, 1]


def test_where_alone_matches_torch():
    torch = pytest.importorskip("torch")
    x = np.array([[0.0, 1.5, 0.0], [2.0, 0.0, -1.0]])
    got = tg.where(tg.tensor(x))
    want = torch.where(torch.tensor(x))
    assert [g.tolist() for g in got] == [w.tolist() for w in want]


def test_pow_of_bools_is_refused_as_pytorch():
    with pytest.raises(RuntimeError, match="\"pow\" not implemented for 'Bool'"):
        tg.pow(tg.tensor([True, False]), tg.tensor([True, True]))
    assert tg.pow(tg.tensor([True, False]), 2).tolist() == [1, 0]
