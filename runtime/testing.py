"""``tensorgen.testing``: ``assert_close`` and ``make_tensor``, as torch.testing.

The comparison is test-side glue: both sides are read to the host once and
compared in float64 with PyTorch's rule |actual - expected| <= atol + rtol * |expected|.
"""
import collections.abc
import math

import numpy as np

from .core import dtypes as D
from .core.promote import promote_types
from .core.tensor import Tensor
from .families import factories as _f
from .families.structured_factories import randint as _randint

# PyTorch's default (rtol, atol) per dtype; integers and bool compare exactly
_TOLERANCES = {D.float16: (1e-3, 1e-5), D.bfloat16: (1.6e-2, 1e-5), D.float32: (1.3e-6, 1e-5),
               D.float64: (1e-7, 1e-7)}


def _fail(msg, default):
    raise AssertionError(msg(default) if callable(msg) else (msg or default))


def _as_tensor(x):
    return x if isinstance(x, Tensor) else _f.tensor(x)


def _compare_tensors(actual, expected, rtol, atol, equal_nan, check_device, check_dtype, check_stride, msg, path):
    where = f" at {path}" if path else ""
    if tuple(actual.shape) != tuple(expected.shape):
        _fail(msg, f"The values for attribute 'shape' do not match{where}: {actual.shape} != {expected.shape}.")
    if check_device and actual.device != expected.device:
        _fail(msg, f"The values for attribute 'device' do not match{where}: {actual.device} != {expected.device}.")
    if check_dtype and actual.dtype is not expected.dtype:
        _fail(msg, f"The values for attribute 'dtype' do not match{where}: {actual.dtype} != {expected.dtype}.")
    if check_stride and actual.stride() != expected.stride():
        _fail(msg, f"The values for attribute 'stride()' do not match{where}: {actual.stride()} != "
                   f"{expected.stride()}.")
    if rtol is None:
        rtol = max(_TOLERANCES.get(actual.dtype, (0.0, 0.0))[0], _TOLERANCES.get(expected.dtype, (0.0, 0.0))[0])
        atol = max(_TOLERANCES.get(actual.dtype, (0.0, 0.0))[1], _TOLERANCES.get(expected.dtype, (0.0, 0.0))[1])
    a = np.asarray(actual.detach().to("cpu")._host(), dtype=np.float64)
    e = np.asarray(expected.detach().to("cpu")._host(), dtype=np.float64)
    with np.errstate(invalid="ignore", over="ignore"):
        close = (a == e) | (np.abs(a - e) <= atol + rtol * np.abs(e))
        close &= np.isfinite(a) | (a == e)  # inf is close only to itself
        if equal_nan:
            close |= np.isnan(a) & np.isnan(e)
    if close.all():
        return
    bad = ~close
    n_bad, total = int(bad.sum()), a.size
    kind = "Scalars" if a.ndim == 0 else "Tensor-likes"
    # the differences as PyTorch reports them: in the common dtype (half and
    # bfloat16 in float32; integers in int64, their ratio in float32)
    common = promote_types(actual.dtype, expected.dtype)
    floating = common.is_floating_point
    work = np.dtype((np.float32 if common.itemsize < 4 else common.np) if floating else np.int64).type
    aw, ew = a.astype(work), e.astype(work)
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
        abs_diff = np.where(bad, np.abs(aw - ew), work(0))
        rel_diff = np.where(bad, abs_diff.astype(work if floating else np.float32) /
                            np.abs(ew).astype(work if floating else np.float32), 0)
    i_abs = np.unravel_index(np.nanargmax(np.where(np.isnan(abs_diff), -1, abs_diff)), a.shape)
    i_rel = np.unravel_index(np.nanargmax(np.where(np.isnan(rel_diff), -1, rel_diff)), a.shape)
    at_abs = f" at index {tuple(int(i) for i in i_abs)}" if a.ndim else ""
    at_rel = f" at index {tuple(int(i) for i in i_rel)}" if a.ndim else ""
    # (integers: the absolute difference as an integer, no tolerances to quote)
    detail = (f"Greatest absolute difference: {float(abs_diff[i_abs]) if floating else int(abs_diff[i_abs])}{at_abs}"
              + (f" (up to {atol} allowed)" if floating else "") + "\n"
              f"Greatest relative difference: {float(rel_diff[i_rel])}{at_rel}"
              + (f" (up to {rtol} allowed)" if floating else ""))
    count = "" if a.ndim == 0 else f"Mismatched elements: {n_bad} / {total} ({100 * n_bad / total:.1f}%)\n"
    _fail(msg, f"{kind} are not {'equal' if rtol == 0 and atol == 0 else 'close'}!\n\n{count}{detail}"
               + (f"\n\nThe failure occurred for item {path}" if path else ""))


def assert_close(actual, expected, *, allow_subclasses=True, rtol=None, atol=None, equal_nan=False,
                 check_device=True, check_dtype=True, check_layout=True, check_stride=False, msg=None):
    """Raises AssertionError unless ``actual`` and ``expected`` are close (tensors,
    numbers, or sequences and mappings of them with the same structure)."""
    if (rtol is None) != (atol is None):
        raise ValueError("Both 'rtol' and 'atol' must be either specified or omitted, but got no "
                         f"{'rtol' if rtol is None else 'atol'}.")
    _assert(actual, expected, rtol, atol, equal_nan, check_device, check_dtype, check_stride, msg, "")


def _assert(actual, expected, rtol, atol, equal_nan, check_device, check_dtype, check_stride, msg, path):
    if isinstance(actual, collections.abc.Mapping) and isinstance(expected, collections.abc.Mapping):
        if set(actual) != set(expected):
            _fail(msg, f"The keys of the mappings do not match: {sorted(map(str, actual))} != "
                       f"{sorted(map(str, expected))}")
        for k in actual:
            _assert(actual[k], expected[k], rtol, atol, equal_nan, check_device, check_dtype, check_stride, msg,
                    f"{path}[{k!r}]")
        return
    seqs = (list, tuple)
    if isinstance(actual, seqs) and isinstance(expected, seqs):
        if len(actual) != len(expected):
            _fail(msg, f"The length of the sequences mismatch: {len(actual)} != {len(expected)}")
        for i, (a, e) in enumerate(zip(actual, expected)):
            _assert(a, e, rtol, atol, equal_nan, check_device, check_dtype, check_stride, msg, f"{path}[{i}]")
        return
    numbers = (bool, int, float)
    if isinstance(actual, numbers) and isinstance(expected, numbers):
        if check_dtype and type(actual) is not type(expected):
            _fail(msg, f"The values for attribute 'dtype' do not match: {type(actual)} != {type(expected)}.")
        a, e = _f.tensor(float(actual), dtype=D.float64), _f.tensor(float(expected), dtype=D.float64)
        if rtol is None and isinstance(actual, float):
            rtol, atol = _TOLERANCES[D.float64]
        _compare_tensors(a, e, rtol or 0.0, atol or 0.0, equal_nan, False, False, False, msg, path)
        return
    if not isinstance(actual, Tensor) and not isinstance(expected, Tensor):
        if actual == expected:
            return
        _fail(msg, f"{actual!r} != {expected!r}")
    if isinstance(actual, Tensor) != isinstance(expected, Tensor) and check_dtype:
        _fail(msg, f"No comparison pair was able to handle inputs of type {type(actual)} and {type(expected)}.")
    _compare_tensors(_as_tensor(actual), _as_tensor(expected), rtol, atol, equal_nan, check_device, check_dtype,
                     check_stride, msg, path)


def make_tensor(*shape, dtype, device=None, low=None, high=None, requires_grad=False, noncontiguous=False,
                exclude_zero=False, memory_format=None):
    """A tensor of ``shape`` with values drawn uniformly from [low, high) (PyTorch's
    defaults: [-9, 9] for floating dtypes, [-9, 10) for integers, [0, 10) for uint8)."""
    if len(shape) == 1 and isinstance(shape[0], (list, tuple)):
        shape = tuple(shape[0])
    if dtype is D.bool_:
        t = _randint(0, 2, shape, dtype=D.int64).to(D.bool_)
    elif dtype.is_floating_point:
        lo = -9.0 if low is None else max(low, -9.0 if dtype in (D.float16, D.bfloat16) else low)
        hi = 9.0 if high is None else high
        if lo > hi:
            raise ValueError(f"`low` must be less than or equal to `high`, but got {low} > {high}")
        t = (_f.rand(*shape, dtype=D.float64) * (hi - lo) + lo).to(dtype)
    else:
        lo = (0 if dtype is D.uint8 else -9) if low is None else math.ceil(low)
        hi = 10 if high is None else math.ceil(high)
        t = _randint(lo, hi, shape, dtype=dtype)
    if exclude_zero:
        t = t.masked_fill(t == 0, 1 if not dtype.is_floating_point else (hi if low is None else (lo + hi) / 2))
    if device is not None:
        t = t.to(device)
    if noncontiguous and t.numel() > 1:
        # every other element of a twice-as-long last dim: same values, strides not contiguous
        wide = _f.zeros(*shape[:-1], shape[-1] * 2, dtype=dtype, device=t.device)
        wide[..., ::2] = t
        t = wide[..., ::2]
    if requires_grad:
        t.requires_grad_(True)
    return t
