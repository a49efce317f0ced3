"""backends/host_buffers.py: a large host array's memory is handed out again only once nothing
references it (views, tensors, saved autograd inputs), the free bytes kept stay under LIMIT,
and small arrays come from NumPy."""
import numpy as np

import tensorgen as tg
from tensorgen.backends import host_buffers as hb


def _addr(a):
    return a.__array_interface__["data"][0]


def test_memory_reused_only_when_unreferenced():
    a = hb.empty((512, 1024), np.float32)
    where = _addr(a)
    view = a[3:].reshape(-1)
    del a
    b = hb.empty((512, 1024), np.float32)
    assert _addr(b) != where  # a view still reads it
    del view
    c = hb.empty((512, 1024), np.float32)
    assert _addr(c) == where
    c[:] = 1
    assert (b != 1).all() or _addr(b) != _addr(c)


def test_tensors_and_saved_inputs_keep_their_memory():
    w = tg.randn(300, 1000, requires_grad=True)
    x = tg.randn(1000, 600)
    y = w @ x  # the product's memory comes from the pool; matmul saves w and x for backward
    held = y.detach().numpy().copy()
    for _ in range(3):
        tg.randn(300, 1000) @ tg.randn(1000, 600)
    np.testing.assert_array_equal(y.detach().numpy(), held)
    y.sum().backward()
    np.testing.assert_allclose(w.grad.numpy(), np.broadcast_to(x.numpy().sum(1), (300, 1000)), rtol=1e-4, atol=1e-3)


def test_small_arrays_bypass_the_pool():
    before = {k: len(v) for k, v in hb._pool.items()}
    hb.empty((10, 10), np.float64)
    assert {k: len(v) for k, v in hb._pool.items()} == before


def test_free_bytes_stay_under_the_limit(monkeypatch):
    monkeypatch.setattr(hb, "LIMIT", 3 << 20)
    monkeypatch.setattr(hb, "_pool", {})
    for k in range(8):
        hb.empty((1 << 18) + k * 1024, np.float32)  # 1 MiB + k KiB each, freed at once
    free = sum(n for n, bufs in hb._pool.items() for _ in bufs)
    assert free <= (3 << 20) + (1 << 20) + 8 * 4096
