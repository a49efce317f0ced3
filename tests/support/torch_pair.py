"""Moving values between tensorgen and torch for the differential tests of
the indexed ops (test_scatter_gather.py, test_sort_search.py)."""
import numpy as np

import tensorgen as tg

ALL = [tg.bool, tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64, tg.float16, tg.bfloat16, tg.float32, tg.float64]
NUMERIC = ALL[1:]


def tdtype(torch, dtype):
    return getattr(torch, {"bool": "bool"}.get(str(dtype).split(".")[-1], str(dtype).split(".")[-1]))


def to_torch(torch, t):
    """A torch tensor with t's values, shape and dtype (any layout of t)."""
    a = np.asarray(t.cpu() if t.device.type == "cuda" else t)
    if t.dtype is tg.bfloat16:
        return torch.tensor(a.astype(np.float32)).to(torch.bfloat16)
    return torch.tensor(a)


def values(x):
    """float64 NumPy values of a tensorgen or torch tensor (bfloat16 too)."""
    if hasattr(x, "detach"):  # torch
        x = x.detach()
        return (x.float() if x.dtype.is_floating_point else x).numpy().astype(np.float64)
    return np.asarray(x.cpu() if x.device.type == "cuda" else x).astype(np.float64)


def sample(rng, shape, dtype, lo=-5, hi=6):
    """Random values of `dtype` (small ints, halves and bfloat16 exactly representable)."""
    if dtype is tg.bool:
        return tg.tensor(rng.random(shape) > 0.5)
    a = rng.integers(0 if dtype is tg.uint8 else lo, hi, size=shape)
    if dtype.is_floating_point:
        a = a + rng.integers(0, 4, size=shape) * 0.25
    return tg.tensor(a, dtype=dtype)


def assert_same(got, want, exact=True):
    """tensorgen result vs torch result: shape, dtype name and values."""
    assert tuple(got.shape) == tuple(want.shape), (tuple(got.shape), tuple(want.shape))
    assert str(got.dtype).split(".")[-1] == str(want.dtype).split(".")[-1], (got.dtype, want.dtype)
    g, w = values(got), values(want)
    if exact:
        np.testing.assert_array_equal(g, w)
    else:
        np.testing.assert_allclose(g, w, rtol=1e-2 if got.dtype in (tg.float16, tg.bfloat16) else 1e-6,
                                   atol=1e-2 if got.dtype in (tg.float16, tg.bfloat16) else 1e-9, equal_nan=True)


def same_error(fn_tg, fn_torch):
    """Both raise; the same exception class name and message."""
    try:
        fn_torch()
    except Exception as e:  # noqa: BLE001
        want = e
    else:
        raise AssertionError("torch did not raise")
    try:
        fn_tg()
    except Exception as e:  # noqa: BLE001
        got = e
    else:
        raise AssertionError(f"tensorgen did not raise (torch: {want})")
    assert str(got).split("\n")[0] == str(want).split("\n")[0], (str(got), str(want))
    assert isinstance(got, (IndexError if isinstance(want, IndexError) else RuntimeError if isinstance(
        want, RuntimeError) else type(want))), (type(got), type(want))
