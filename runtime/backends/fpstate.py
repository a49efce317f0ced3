"""Floating-point warnings off around a kernel call: an inf or nan result is
silent, as PyTorch's. ``np.errstate`` costs ~1 us per use, a tenth of a small
matrix product; NumPy 2 keeps the state in a context variable that is set and
reset here directly (with ``np.errstate`` where that is not available).

    token = quiet()
    try:
        np.matmul(a, b, out=c)
    finally:
        restore(token)
"""
import numpy as np

try:
    from numpy._core._ufunc_config import _extobj_contextvar as _state
    from numpy._core._multiarray_umath import _make_extobj as _make
except ImportError:  # NumPy 1.x: errstate sets the thread's state itself
    _state = _make = None


def quiet():
    """Invalid-value and overflow warnings off (the caller's other settings kept); a token for ``restore``."""
    if _state is None:
        e = np.errstate(invalid="ignore", over="ignore")
        e.__enter__()
        return e
    return _state.set(_make(invalid="ignore", over="ignore"))


def restore(token):
    if _state is None:
        token.__exit__(None, None, None)
    else:
        _state.reset(token)
