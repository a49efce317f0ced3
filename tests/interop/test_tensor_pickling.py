"""Pickling a Tensor (pickle, copy.deepcopy, multiprocessing, DataLoader workers):
values, dtype (bfloat16 too), device, dim names, strides and requires_grad come
back; a view sends its own values, not its base's storage."""
import copy
import pickle

import numpy as np
import pytest

import tensorgen as tg

DTYPES = [tg.float32, tg.float64, tg.float16, tg.bfloat16, tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64,
          tg.bool]


def _round_trip(t, protocol=pickle.HIGHEST_PROTOCOL):
    return pickle.loads(pickle.dumps(t, protocol=protocol))


@pytest.mark.parametrize("dtype", DTYPES, ids=str)
def test_every_dtype_round_trips(dtype):
    values = np.array([[0, 1, -2], [3.5, 100, -0.25]])
    t = tg.tensor(values).to(dtype)
    for protocol in (2, 4, 5):
        r = _round_trip(t, protocol)
        assert r.dtype is dtype and r.shape == t.shape and r.device == t.device
        np.testing.assert_array_equal(np.asarray(r.float()), np.asarray(t.float()))
    r[0, 0] = 1  # the unpickled tensor owns writable memory
    assert r[0, 0].item() == 1 and t[0, 0].item() == 0


def test_names_strides_and_layout_come_back():
    named = tg.arange(6.0).reshape(2, 3).refine_names("rows", "cols")
    assert _round_trip(named).names == ("rows", "cols")
    transposed = tg.arange(6.0).reshape(2, 3).t()
    r = _round_trip(transposed)
    assert r.stride() == (1, 3) and r.tolist() == transposed.tolist() and not r.is_contiguous()
    nhwc = tg.arange(120.0).reshape(2, 3, 4, 5).contiguous(memory_format=tg.channels_last)
    r = _round_trip(nhwc)
    assert r.stride() == nhwc.stride() and r.is_contiguous(memory_format=tg.channels_last)
    assert r.tolist() == nhwc.tolist()
    scalar = _round_trip(tg.tensor(2.5, dtype=tg.float16))
    assert scalar.shape == () and scalar.item() == 2.5
    empty = _round_trip(tg.zeros(0, 3, dtype=tg.int16))
    assert empty.shape == (0, 3) and empty.dtype is tg.int16


def test_a_view_sends_its_own_values_only():
    base = tg.arange(100_000.0)
    row = base[10:20]
    r = _round_trip(row)
    assert r.tolist() == row.tolist() and r.storage_offset() == 0
    assert len(pickle.dumps(row)) < 2_000  # not the 400 kB storage
    strided = tg.arange(20.0).reshape(4, 5)[:, ::2]
    assert _round_trip(strided).tolist() == strided.tolist()
    expanded = tg.arange(3.0).expand(4, 3)
    assert _round_trip(expanded).tolist() == expanded.tolist()


def test_requires_grad_is_kept_and_the_graph_is_not():
    leaf = tg.ones(3, requires_grad=True)
    leaf.grad = tg.ones(3)
    r = _round_trip(leaf)
    assert r.requires_grad and r.is_leaf and r.grad is None
    computed = leaf * 2
    r = _round_trip(computed)
    assert r.requires_grad and r.is_leaf and r.tolist() == [2.0, 2.0, 2.0]
    r.sum().backward()
    assert r.grad.tolist() == [1.0, 1.0, 1.0]
    assert not _round_trip(tg.ones(2)).requires_grad


def test_deepcopy_and_parameters():
    t = tg.arange(6.0).reshape(3, 2).t()
    c = copy.deepcopy(t)
    assert c.tolist() == t.tolist() and c.stride() == t.stride() and c.data_ptr() != t.data_ptr()
    p = tg.nn.Parameter(tg.ones(2, 2))
    r = _round_trip(p)
    assert isinstance(r, tg.nn.Parameter) and r.requires_grad and r.tolist() == p.tolist()
    lin = tg.nn.Linear(3, 2)
    back = _round_trip(lin)
    assert back(tg.ones(1, 3)).tolist() == lin(tg.ones(1, 3)).tolist()


def test_a_cuda_tensor_comes_back_on_its_device():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device (nor Numba's simulator)")
    t = tg.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=tg.bfloat16, device="cuda").t()
    r = _round_trip(t)
    assert r.device == t.device and r.dtype is tg.bfloat16 and r.stride() == (1, 2)
    assert r.cpu().tolist() == t.cpu().tolist()


def test_bad_pickled_values_are_refused():
    from tensorgen.interop.pickling import rebuild
    with pytest.raises(RuntimeError, match="3 values of int64 do not make a float32 tensor of shape"):
        rebuild(np.arange(3), "float32", "cpu", None, (3,), (1,), False)
    with pytest.raises(RuntimeError, match=r"do not make a float32 tensor of shape \[2, 2\]"):
        rebuild(np.zeros(3, np.float32), "float32", "cpu", None, (2, 2), (2, 1), False)


def test_strides_as_torchs():
    torch = pytest.importorskip("torch")
    cases = [lambda m: m.arange(6.0).reshape(2, 3).t(),
             lambda m: m.arange(120.0).reshape(2, 3, 4, 5).contiguous(memory_format=m.channels_last),
             lambda m: m.arange(24.0).reshape(2, 3, 4).permute(2, 0, 1),
             lambda m: m.arange(6.0).reshape(2, 3)]
    for make in cases:
        ours, theirs = _round_trip(make(tg)), pickle.loads(pickle.dumps(make(torch)))
        assert ours.stride() == theirs.stride() and ours.tolist() == theirs.tolist()
