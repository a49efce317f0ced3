"""Random (mostly bad) arguments to every public operator of ops.yaml: a call
either raises a clean error (TypeError, ValueError, RuntimeError with
NotImplementedError, IndexError; or the very exception torch raises for it), or
returns; when torch returns for the same call too, the results are equal.

No other exception may escape: not NumPy's, Numba's typing errors, a
KeyError/AttributeError from inside the library, a MemoryError, a
RecursionError.  Tensors stay tiny (the point is the argument handling), in
the dtypes most kernels are already compiled for.
"""
import math

import numpy as np
import pytest

import tensorgen as tg
from tensorgen.families import random as random_family, sampling
from tensorgen.generated import ops as _generated

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, strategies as st  # noqa: E402

from support.fuzz import fuzz_settings  # noqa: E402

try:
    import torch
except ImportError:  # the comparison needs torch; the clean-error property does not
    torch = None

CLEAN = (TypeError, ValueError, RuntimeError, IndexError)
OPS = sorted(_generated.__all__)
DTYPES = [tg.float32, tg.int64, tg.bool, tg.float64]


@st.composite
def tensors(draw):
    shape = draw(st.sampled_from([(), (0,), (1,), (3,), (2, 3), (3, 1), (1, 1, 2)]))
    dtype = draw(st.sampled_from(DTYPES))
    n = int(np.prod(shape))
    vals = draw(st.lists(st.sampled_from([0, 1, -1, 2, 0.5, -3.5, 7, math.nan, math.inf]), min_size=n, max_size=n))
    arr = np.array(vals, dtype=np.float64).reshape(shape)
    if dtype is tg.bool:
        arr = arr != 0
    elif dtype is tg.int64:
        arr = np.nan_to_num(arr, nan=0, posinf=5, neginf=-5).astype(np.int64)
    t = tg.tensor(arr, dtype=dtype)
    if draw(st.booleans()) and t.ndim == 2:
        t = t.t()  # a non-contiguous view now and then
    return t


_scalars = st.one_of(st.integers(-3, 3), st.sampled_from([2 ** 62, -(2 ** 63), 2 ** 64, 10 ** 30]), st.booleans(),
                     st.sampled_from([0.5, -1.5, math.nan, math.inf, 1e308]), st.none())
_odd = st.sampled_from(["", "sum", "mean", "linear", "cuda:7", "cpu", object(), {}, 1j, b"x",
                        tg.float32, tg.int64, tg.bool, slice(None), Ellipsis])
_values = st.one_of(tensors(), tensors(), _scalars, _odd,
                    st.lists(st.one_of(st.integers(-2, 3), tensors()), max_size=3),
                    st.tuples(st.integers(-2, 3), st.integers(-2, 3)))
_KWARGS = ["dim", "keepdim", "dtype", "out", "alpha", "value", "other", "p", "k", "index", "src", "mask", "weight",
           "bogus"]


def _to_torch(x):
    if isinstance(x, tg.Tensor):
        return torch.from_numpy(np.array(x.numpy(force=True)))
    if isinstance(x, tg.dtype):
        return getattr(torch, {"bool": "bool"}.get(x.name, x.name))
    if isinstance(x, list):
        return [_to_torch(v) for v in x]
    if isinstance(x, tuple):
        return tuple(_to_torch(v) for v in x)
    return x


def _same(a, b, where):
    if isinstance(a, tg.Tensor):
        assert isinstance(b, torch.Tensor), where
        assert tuple(a.shape) == tuple(b.shape), (where, tuple(a.shape), tuple(b.shape))
        assert str(a.dtype).split(".")[-1] == str(b.dtype).split(".")[-1], (where, a.dtype, b.dtype)
        x = np.asarray(a.numpy(force=True), dtype=np.float64)
        y = b.detach().to(torch.float64).numpy() if b.dtype.is_floating_point or b.dtype == torch.bool \
            else b.numpy().astype(np.float64)
        np.testing.assert_allclose(x, y, rtol=1e-5, atol=1e-6, equal_nan=True, err_msg=where)
    elif isinstance(a, (tuple, list)):
        assert isinstance(b, (tuple, list)) and len(a) == len(b), where
        for u, v in zip(a, b):
            _same(u, v, where)
    elif isinstance(a, (bool, int, float)):
        assert a == b or (a != a and b != b), (where, a, b)


@fuzz_settings(examples=40, long_examples=3000)
@given(name=st.sampled_from(OPS), args=st.lists(_values, max_size=3),
       kwargs=st.dictionaries(st.sampled_from(_KWARGS), _values, max_size=2))
def test_bad_arguments_give_clean_errors_or_torchs_result(name, args, kwargs):
    where = f"tg.{name}(*{args!r}, **{kwargs!r})"
    # torch's copies of the arguments before ours run: an in-place function form (exp2_) writes its input
    targs, tkwargs = (_to_torch(list(args)), {k: _to_torch(v) for k, v in kwargs.items()}) if torch else (None, None)
    try:
        ours = getattr(tg, name)(*args, **kwargs)
    except CLEAN:
        return
    except Exception as e:  # noqa: BLE001 - anything else must be what torch raises for the call
        theirs = _torch_call(name, targs, tkwargs)
        assert isinstance(theirs, BaseException) and type(theirs).__name__ == type(e).__name__, \
            f"{where} raised {type(e).__name__}: {e}"
        return
    if not _finite(list(args) + list(kwargs.values())):
        return  # torch's own results on inf/nan differ by algorithm (var_mean's Welford mean of [inf, 0] is nan)
    theirs = _torch_call(name, targs, tkwargs)
    if theirs is None or isinstance(theirs, BaseException):
        return  # no torch, no such torch function, or torch refuses a call tensorgen accepts
    _same(ours, theirs, where)


def _finite(values):
    for v in values:
        if isinstance(v, (list, tuple)) and not _finite(v):
            return False
        if isinstance(v, tg.Tensor) and v.dtype.is_floating_point and not bool(np.isfinite(v.numpy()).all()):
            return False
        if isinstance(v, float) and not math.isfinite(v):
            return False
    return True


# random operators: their values are not torch's (another generator); only the errors count
_RANDOM = {n for n in OPS if getattr(getattr(_generated, f"_op_{n}", None), "family", None) in
           (random_family.FAMILY, sampling.FAMILY)}


def _torch_call(name, args, kwargs):
    """torch's answer for the call, given arguments already converted (``_to_torch``)."""
    fn = getattr(torch, name, None) if torch is not None else None
    if fn is None or "out" in kwargs or name in _RANDOM:
        return None
    try:
        return fn(*args, **kwargs)
    except Exception as e:  # noqa: BLE001
        return e
