"""The prange twins of the pointwise loops (backends/cpu_load.py picks them for
large outputs on free cores) give the serial loops' values bit for bit."""
import numpy as np
import pytest

import tensorgen as tg
from tensorgen.backends import cpu_load


@pytest.fixture
def parallel(monkeypatch):
    monkeypatch.setattr(cpu_load, "parallel", lambda n: True)


@pytest.mark.parametrize("dtype", [np.float32, np.int64])
def test_strided_flat_and_nd_loops_match_numpy(parallel, dtype):
    a = (np.random.default_rng(0).standard_normal((40, 31)) * 100).astype(dtype)
    b = (np.random.default_rng(1).standard_normal((40, 31)) * 100).astype(dtype)
    ta, tb = tg.from_numpy(a), tg.from_numpy(b)
    # [:, ::2] of an even width coalesces into one strided flat loop; of an odd one it stays 2-d
    for cols in (slice(None, 30, 2), slice(None, None, 2)):
        np.testing.assert_array_equal((ta[:, cols] + tb[:, cols]).numpy(), a[:, cols] + b[:, cols])
        np.testing.assert_array_equal((ta[:, cols] * 3).numpy(), a[:, cols] * 3)
    c = np.random.default_rng(2).standard_normal((3, 5, 7)).astype(np.float32)
    tc = tg.from_numpy(c)
    np.testing.assert_allclose(tg.exp(tc.transpose(0, 2)[:, ::2]).numpy(), np.exp(c.swapaxes(0, 2)[:, ::2]), rtol=1e-6)


def test_parallel_and_serial_exp_agree_bitwise(monkeypatch):
    x = tg.from_numpy(np.linspace(-20, 20, 2 * 301, dtype=np.float32).reshape(2, 301))[:, ::3]
    serial = tg.exp(x).numpy()
    monkeypatch.setattr(cpu_load, "parallel", lambda n: True)
    np.testing.assert_array_equal(tg.exp(x).numpy(), serial)


def test_small_outputs_stay_serial():
    assert not cpu_load.parallel(1000)


def test_cores_free_counts_other_processes(monkeypatch):
    monkeypatch.setattr(cpu_load, "_NCPU", 2)
    monkeypatch.setattr(cpu_load, "_IDLE_LOAD", 0.0)  # always sample
    monkeypatch.setattr(cpu_load, "_own_running", lambda: 1)
    real_open = open

    def fake_open(running):
        def opener(path, mode="r"):
            if path == "/proc/loadavg":
                import io
                return io.BytesIO(b"0.50 0.40 0.30 %d/90 1234\n" % running)
            return real_open(path, mode)
        return opener

    monkeypatch.setattr(cpu_load, "open", fake_open(1), raising=False)
    assert cpu_load.cores_free(2)        # only this thread runs
    monkeypatch.setattr(cpu_load, "open", fake_open(2), raising=False)
    assert not cpu_load.cores_free(2)    # one other process holds a core
    assert cpu_load.cores_free(1)


@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
@pytest.mark.parametrize("dim", [-1, 0, 1])
def test_normalization_twins_agree_bitwise(monkeypatch, op, dim):
    """softmax's row kernels run serial for small inputs or a busy machine and
    prange on free cores: the bits must not depend on which ran."""
    x = tg.from_numpy(np.random.default_rng(3).standard_normal((5, 37, 9)).astype(np.float32) * 10)
    monkeypatch.setattr(cpu_load, "parallel", lambda n: False)
    serial = getattr(tg, op)(x, dim).numpy()
    monkeypatch.setattr(cpu_load, "parallel", lambda n: True)
    np.testing.assert_array_equal(getattr(tg, op)(x, dim).numpy(), serial)


@pytest.mark.parametrize("shape,dim", [((3, 300_001), 1), ((1, 200_003), None), ((70_001, 3), 0), ((50, 4099), 1)])
@pytest.mark.parametrize("op", ["sum", "mean", "var", "logsumexp", "amax"])
def test_reduction_twins_agree_bitwise(monkeypatch, shape, dim, op):
    """A reduction's bits depend neither on the load (serial or parallel kernel,
    chunked the same way) nor on the thread count."""
    from tensorgen.families import reduction
    x = tg.from_numpy(np.random.default_rng(4).standard_normal(shape).astype(np.float32))
    args = () if dim is None else (dim,)
    if op == "logsumexp" and dim is None:
        args = (tuple(range(len(shape))),)
    monkeypatch.setattr(reduction, "use_parallel", lambda work: False)
    serial = getattr(tg, op)(x, *args).numpy()
    monkeypatch.setattr(reduction, "use_parallel", lambda work: True)
    np.testing.assert_array_equal(getattr(tg, op)(x, *args).numpy(), serial)
