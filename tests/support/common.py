"""Helpers shared by the view/copy, indexing, random and nn.functional test files."""
import numpy as np
import pytest

import tensorgen as tg

ALL = [tg.bool, tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64, tg.float16, tg.bfloat16, tg.float32, tg.float64]
FLOATING = [tg.float16, tg.bfloat16, tg.float32, tg.float64]


def mk(a, dtype=tg.float64):
    return tg.tensor(np.asarray(a), dtype=dtype)


def npv(t):
    """Values as float64 NumPy (bool → 0/1) for comparison."""
    return np.asarray(t).astype(np.float64)


def same(t, ref):
    ref = np.asarray(ref)
    assert tuple(t.shape) == ref.shape, (tuple(t.shape), ref.shape)
    np.testing.assert_array_equal(npv(t), ref.astype(np.float64))


def host(t):
    """Values of a tensor on any device as float64 NumPy."""
    return np.asarray(t.cpu() if t.device.type == "cuda" else t, dtype=np.float64)


@pytest.fixture
def cuda():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
    return "cuda"
