"""Helpers shared by the linear-algebra test files: the dtypes the kernels
declare, their tolerances, and the comparison of an error with torch's."""
import numpy as np
import pytest

import tensorgen as tg

FLOATS = [tg.float32, tg.float64]
TOL = {tg.float32: dict(rtol=1e-4, atol=1e-5), tg.float64: dict(rtol=1e-10, atol=1e-12)}


def torch_or_skip():
    return pytest.importorskip("torch")


def as64(t):
    """A tensor's values as float64 NumPy."""
    return np.asarray(t.numpy(), np.float64)


def same_error(fn, *args, **kw):
    """fn(tg, ...) raises what fn(torch, ...) raises: the type (torch's private
    _LinAlgError is tg.linalg.LinAlgError) and the message's first line."""
    torch = torch_or_skip()
    with pytest.raises(Exception) as want:
        fn(torch, *args, **kw)
    with pytest.raises(Exception) as got:
        fn(tg, *args, **kw)
    names = [c.__name__ for c in type(got.value).__mro__]
    assert type(want.value).__name__.lstrip("_") in names or isinstance(got.value, type(want.value).__mro__[1]), \
        (got.value, want.value)
    assert str(got.value) == str(want.value).splitlines()[0]
