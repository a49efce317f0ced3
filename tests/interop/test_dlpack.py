"""DLPack both ways (NumPy, torch) and __cuda_array_interface__ (numba.cuda,
under the simulator): the same memory, strides and dtype on both sides."""
import numpy as np
import pytest

import tensorgen as tg
from support.common import ALL, cuda  # noqa: F401 - the cuda fixture

TORCH_NAME = {tg.bool: "bool", tg.uint8: "uint8", tg.int8: "int8", tg.int16: "int16", tg.int32: "int32",
              tg.int64: "int64", tg.float16: "float16", tg.bfloat16: "bfloat16", tg.float32: "float32",
              tg.float64: "float64"}


def _values(dtype, shape):
    n = int(np.prod(shape))
    return tg.tensor(np.arange(n).reshape(shape) % 5 - (0 if dtype in (tg.uint8, tg.bool) else 2), dtype=dtype)


def _layouts(dtype):
    """(label, tensor): contiguous, transposed, stepped slice, offset row, 0-dim, empty."""
    base = _values(dtype, (4, 6))
    return [("contiguous", base), ("transposed", base.t()), ("stepped", base[:, 1::2]), ("row", base[2]),
            ("0-dim", _values(dtype, ())), ("empty", _values(dtype, (0, 3)))]


def _bump(dtype):
    return True if dtype is tg.bool else 3


def _elem_strides(a, itemsize):
    return tuple(s // itemsize for s in a.strides)


@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_to_torch_shares_memory(dtype):
    torch = pytest.importorskip("torch")
    for label, t in _layouts(dtype):
        u = torch.from_dlpack(t)
        assert str(u.dtype) == f"torch.{TORCH_NAME[dtype]}", label
        assert tuple(u.shape) == tuple(t.shape), label
        np.testing.assert_array_equal(u.float().numpy(), np.asarray(t, dtype=np.float32), err_msg=label)
        if t.numel():
            assert u.data_ptr() == t.data_ptr(), label
            assert u.stride() == t.stride(), label
            idx = (0,) * u.dim()
            u[idx] = _bump(dtype)
            assert float(t[idx]) == float(_bump(dtype)), label


@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_from_torch_shares_memory(dtype):
    torch = pytest.importorskip("torch")
    tdt = getattr(torch, TORCH_NAME[dtype])
    base = torch.arange(24).reshape(4, 6).remainder(5).to(tdt)
    for label, u in [("contiguous", base), ("transposed", base.t()), ("stepped", base[:, 1::2]),
                     ("row", base[2]), ("0-dim", torch.tensor(1).to(tdt)), ("empty", torch.zeros(0, 3, dtype=tdt))]:
        t = tg.from_dlpack(u)
        assert t.dtype is dtype, label
        assert tuple(t.shape) == tuple(u.shape), label
        np.testing.assert_array_equal(np.asarray(t, dtype=np.float64), u.double().numpy(), err_msg=label)
        if u.numel():
            assert t.data_ptr() == u.data_ptr() and t.stride() == u.stride(), label
            idx = (0,) * u.dim()
            t[idx] = _bump(dtype)
            assert float(u[idx]) == float(_bump(dtype)), label


@pytest.mark.parametrize("dtype", [d for d in ALL if d is not tg.bfloat16], ids=str)
def test_numpy_both_ways(dtype):
    for label, t in _layouts(dtype):
        a = np.from_dlpack(t)
        assert a.dtype == dtype.np and a.shape == tuple(t.shape), label
        np.testing.assert_array_equal(a, np.asarray(t), err_msg=label)
        if t.numel():
            assert a.ctypes.data == t.data_ptr(), label
            assert _elem_strides(a, a.itemsize) == t.stride(), label
        back = tg.from_dlpack(a)
        assert back.dtype is dtype and back.stride() == (t.stride() if t.numel() else back.stride())
        if t.numel():
            assert back.data_ptr() == t.data_ptr()
            idx = (0,) * t.dim()
            back[idx] = _bump(dtype)
            assert a[idx] == _bump(dtype) and float(t[idx]) == float(_bump(dtype)), label


def test_bfloat16_round_trip_through_our_own_protocol():
    t = tg.tensor([[1.5, -2.0, 3.25], [0.0, 7.0, -0.5]], dtype=tg.bfloat16)[:, ::2]
    u = tg.from_dlpack(t)
    assert u.dtype is tg.bfloat16 and u.stride() == t.stride() and u.data_ptr() == t.data_ptr()
    np.testing.assert_array_equal(np.asarray(u, dtype=np.float64), [[1.5, 3.25], [0.0, -0.5]])


def test_capsule_versions():
    t = tg.arange(3)
    assert "dltensor" in repr(t.__dlpack__())
    assert "dltensor_versioned" in repr(t.__dlpack__(max_version=(1, 0)))
    assert t.__dlpack_device__() == (1, 0)


def test_errors():
    x = tg.ones(2, requires_grad=True)
    with pytest.raises(RuntimeError, match="require gradient.*detach"):
        x.__dlpack__()
    np.from_dlpack(x.detach())  # fine once detached
    with pytest.raises(RuntimeError, match="named tensors"):
        tg.ones(2, 3, names=("a", "b")).__dlpack__()
    with pytest.raises(TypeError, match="from_dlpack: expected an object with __dlpack__"):
        tg.from_dlpack([1, 2, 3])
    assert not hasattr(tg.ones(2), "__cuda_array_interface__")


# ------------------------------------------------------------------ CUDA (simulator)
def test_cuda_array_interface(cuda):
    c = tg.arange(6, dtype=tg.float32, device=cuda).reshape(2, 3)
    cai = c.__cuda_array_interface__
    assert cai["shape"] == (2, 3) and cai["typestr"] == "<f4" and cai["strides"] is None
    assert cai["version"] == 3 and cai["data"] == (c.data_ptr(), False)
    ct = c.t()[1:]
    cai = ct.__cuda_array_interface__
    assert cai["shape"] == (2, 2) and cai["strides"] == (4, 12) and cai["data"][0] == c.data_ptr() + 4
    with pytest.raises(TypeError, match="bfloat16"):
        tg.ones(2, dtype=tg.bfloat16, device=cuda).__cuda_array_interface__
    with pytest.raises(BufferError, match="__cuda_array_interface__"):
        c.__dlpack__()
    assert c.__dlpack_device__() == (2, 0)


@pytest.mark.parametrize("dtype", [tg.bool, tg.uint8, tg.int32, tg.int64, tg.float16, tg.float32, tg.float64],
                         ids=str)
def test_from_numba_cuda_array(cuda, dtype):
    from numba import cuda as ncuda
    host = (np.arange(24).reshape(4, 6) % 5).astype(dtype.np)
    for label, dev in [("contiguous", ncuda.to_device(host)), ("stepped", ncuda.to_device(host)[:, 1::2])]:
        t = tg.from_dlpack(dev)
        assert t.device.type == "cuda" and t.dtype is dtype, label
        np.testing.assert_array_equal(t.cpu().numpy(), dev.copy_to_host(), err_msg=label)
        t.fill_(True if dtype is tg.bool else 4)
        assert (dev.copy_to_host() == (True if dtype is tg.bool else 4)).all(), label  # written through: same memory


def test_read_only_producer_stays_read_only():
    a = np.arange(4.0)
    a.flags.writeable = False
    t = tg.from_dlpack(a)
    assert t.data_ptr() == a.ctypes.data
    with pytest.raises(RuntimeError, match="read-only"):
        t.add_(1)
    np.testing.assert_array_equal(a, np.arange(4.0))


@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_tensor_of_a_torch_tensor_copies_every_dtype(dtype):
    torch = pytest.importorskip("torch")
    src = torch.tensor([[1.5, -2.25, 0.0], [3.0, 1.0, -1.0]]).to(getattr(torch, TORCH_NAME[dtype])).t()
    expected = src.tolist()
    t = tg.tensor(src)
    assert t.dtype == dtype and t.tolist() == expected
    src.zero_()  # tensor() copies, as torch.tensor
    assert t.tolist() == expected
