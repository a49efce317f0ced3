"""NumPy operands give Tensors; read-only arrays; nested components
of different dtypes or devices are refused."""
import numpy as np
import pytest

import tensorgen as tg


def test_numpy_scalars_and_arrays_give_tensors():
    t = tg.ones(3, names=("A",))
    for r, dtype in ((np.float64(0.5) * t, tg.float32), (t * np.float32(2), tg.float32),
                     (t + np.ones(3), tg.float64), (np.ones(3) + t, tg.float64),
                     (np.add(np.ones(3), t), tg.float64), (np.int64(2) - t, tg.float32),
                     (np.ones(3, np.int32) * tg.ones(3, dtype=tg.int32), tg.int32)):
        assert isinstance(r, tg.Tensor) and r.dtype is dtype
    r = np.float64(0.5) * t
    assert r.names == ("A",) and r.tolist() == [0.5] * 3
    assert (t + np.arange(3.0)).tolist() == [1.0, 2.0, 3.0]
    assert (np.arange(3.0) - t).tolist() == [-1.0, 0.0, 1.0]
    cmp = tg.ones(3) == np.ones(3)
    assert isinstance(cmp, tg.Tensor) and cmp.dtype is tg.bool and cmp.tolist() == [True] * 3
    e = np.exp(tg.zeros(2))
    assert isinstance(e, tg.Tensor) and e.tolist() == [1.0, 1.0]
    c = np.float64(2.0) * tg.ones(2, device="cuda")
    assert isinstance(c, tg.Tensor) and c.device.type == "cuda" and c.cpu().tolist() == [2.0, 2.0]


def test_numpy_mixing_matches_torch():
    torch = pytest.importorskip("torch")
    a = np.array([1.5, -2.0, 3.0])
    for f in (lambda m, t: np.float64(0.5) * t, lambda m, t: t + a, lambda m, t: t * np.int64(3),
              lambda m, t: np.float32(2) / t):
        want = f(torch, torch.tensor([1.0, 2.0, 4.0]))
        got = f(tg, tg.tensor([1.0, 2.0, 4.0]))
        assert isinstance(got, tg.Tensor) and got.dtype.name == str(want.dtype).split(".")[1]
        np.testing.assert_allclose(np.asarray(got), want.numpy())


def test_ufunc_methods_and_out_run_in_numpy():
    assert np.add.reduce(tg.ones(3)) == 3.0
    out = np.empty(2)
    np.multiply(tg.ones(2), 3.0, out=out)
    assert out.tolist() == [3.0, 3.0]


def test_read_only_numpy_memory_is_refused_with_a_clear_error():
    a = np.ones(3)
    a.setflags(write=False)
    x = tg.from_numpy(a)
    for write in (lambda: x.add_(1), lambda: x.copy_(tg.zeros(3, dtype=tg.float64)), lambda: x.fill_(2),
                  lambda: x.__setitem__(0, 5.0), lambda: tg.exp(x, out=x)):
        with pytest.raises(RuntimeError, match="cannot write into a tensor whose memory is read-only"):
            write()
    assert a.tolist() == [1.0, 1.0, 1.0]
    assert (x + 1).tolist() == [2.0] * 3  # reading is fine


def test_nested_tensor_components_must_agree():
    with pytest.raises(RuntimeError, match="all tensors in list must have the same dtype"):
        tg.nested.nested_tensor([tg.ones(2), tg.ones(3, dtype=tg.float64)])
    with pytest.raises(RuntimeError, match="all tensors in list must have the same dtype"):
        tg.nested.nested_tensor([tg.ones(2, 3), tg.ones(1, 3, dtype=tg.int64)], layout=tg.jagged)
    with pytest.raises(RuntimeError, match="all tensors in list must have the same dtype"):
        tg.nested.as_nested_tensor([tg.ones(2), tg.ones(3, dtype=tg.float16)])
    with pytest.raises(RuntimeError, match="all tensors in list must be on the same device"):
        tg.nested.nested_tensor([tg.ones(2), tg.ones(3, device="cuda")], layout=tg.jagged)
    nt = tg.nested.nested_tensor([tg.ones(2), tg.ones(3)], dtype=tg.float64)  # an explicit dtype= converts
    assert nt.dtype is tg.float64


def test_nested_dtype_error_matches_torch():
    torch = pytest.importorskip("torch")
    with pytest.raises(RuntimeError) as want:
        torch.nested.nested_tensor([torch.ones(2), torch.ones(3, dtype=torch.float64)], layout=torch.jagged)
    with pytest.raises(RuntimeError) as got:
        tg.nested.nested_tensor([tg.ones(2), tg.ones(3, dtype=tg.float64)], layout=tg.jagged)
    assert str(got.value) == str(want.value)
