"""Structured and random factories: eye, tril_indices, triu_indices, randint,
randint_like (PyTorch's signatures, defaults and messages); linspace and
logspace are ops.yaml's `kind: sequence`, randperm and multinomial its
`kind: sampling`.

Values are written by the generated kernels where one exists (eye's diagonal
through the copy kernel's fill, randint through ``random_``'s kernel, so
``tg.manual_seed`` makes them reproducible); the index and step sequences
are host arithmetic, as ``arange``.
"""

import numpy as np

from ..core import dtypes as D
from ..core import overloads as _ov
from ..core.args import dtype_arg as _dtype_arg, size_arg as _size
from ..core.tensor import Tensor
from ..core import sizes
from . import copy as _copy
from ..core import generator as R
from .factories import _finish, empty as _empty, zeros as _zeros, layout_arg


def _requires_grad(res, requires_grad, op):
    """The result, requiring grad when asked (floating dtypes only). (``out=``
    of eye and randint: dispatch/factory_out.py, the pipeline's one writer.)"""
    if requires_grad:
        if not res._dtype.is_floating_point:
            raise RuntimeError(f"{op}(): Only Tensors of floating point dtype can require gradients")
        res.requires_grad = True
    return res


# ------------------------------------------------------------------ eye
def eye(n, m=None, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False):
    for name, v in (("n", n), ("m", m)):
        if v is not None and (not isinstance(v, int) or isinstance(v, bool)):
            raise TypeError(f"eye(): argument '{name}' must be int, not {type(v).__name__}")
    if n < 0:
        raise RuntimeError(f"n must be greater or equal to 0, got {n}")
    m = n if m is None else m
    if m < 0:
        raise RuntimeError(f"m must be greater or equal to 0, got {m}")
    layout_arg("eye", layout)
    dtype = _dtype_arg("eye", dtype) or D.get_default_dtype()
    res = _zeros(n, m, dtype=dtype, device=device)
    k = min(n, m)
    if k:
        diag = Tensor._make(res._storage, (k,), (m + 1,), 0, dtype, res._device)
        one = _copy.scalar_tensor("eye", 1, dtype, res._device)
        _copy.run_copy(_copy.COPY_CASE, diag, one)
    return _requires_grad(res, requires_grad, "eye")


# ------------------------------------------------------------------ tril_indices, triu_indices
def _tri_indices(op, row, col, offset, dtype, layout, device, requires_grad, lower):
    for name, v in (("row", row), ("col", col), ("offset", offset)):
        if not isinstance(v, int) or isinstance(v, bool):
            raise TypeError(f"{op}(): argument '{name}' must be int, not {type(v).__name__}")
    dtype = _dtype_arg(op, dtype) or D.int64
    if dtype not in (D.int32, D.int64):
        raise NotImplementedError(f'"{op}" not implemented for \'{dtype.pt_name}\'')
    if row < 0:
        raise RuntimeError(f"row must be non-negative, got{row}")
    if col < 0:
        raise RuntimeError(f"col must be non-negative, got{col}")
    # row i keeps columns [first, last) (lower: j - i <= offset; upper: j - i >= offset); only the
    # rows that keep one are listed, so the work and memory follow the result, not row * col
    if lower:
        rows = range(max(0, -offset), row)
        firsts = lambda i: np.zeros_like(i)  # noqa: E731
        lasts = lambda i: np.minimum(i + offset + 1, col)  # noqa: E731
    else:
        rows = range(0, max(0, min(row, col - offset)))
        firsts = lambda i: np.maximum(i + offset, 0)  # noqa: E731
        lasts = lambda i: np.full_like(i, col)  # noqa: E731
    count = _tri_count(row, col, offset, lower)
    sizes.check_alloc(op, (2, count), 8)
    i = np.arange(rows.start, rows.stop, dtype=np.int64) if count else np.empty(0, np.int64)
    first, n = firsts(i), np.maximum(lasts(i) - firsts(i), 0)
    r = np.repeat(i, n)
    starts = np.repeat(np.cumsum(n) - n, n)
    c = np.repeat(first, n) + (np.arange(count, dtype=np.int64) - starts)
    layout_arg(op, layout)
    arr = np.stack([r, c]).reshape(2, -1)
    return _finish(arr.astype(dtype.np), dtype, device, requires_grad, None, op)


def _tri_count(row, col, offset, lower):
    """How many (i, j) with 0 <= i < row, 0 <= j < col have j - i <= offset (lower) or >= offset."""
    if not lower:  # the complement of j - i <= offset - 1
        return row * col - _tri_count(row, col, offset - 1, True)
    a = offset + 1  # row i keeps min(max(i + a, 0), col) columns
    lo = min(max(0, 1 - a), row)
    hi = min(max(lo, col - a), row)
    return (hi - lo) * a + (lo + hi - 1) * (hi - lo) // 2 + (row - hi) * col


def tril_indices(row, col, offset=0, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False):
    return _tri_indices("tril_indices", row, col, offset, dtype, layout, device, requires_grad, True)


def triu_indices(row, col, offset=0, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False):
    return _tri_indices("triu_indices", row, col, offset, dtype, layout, device, requires_grad, False)


# ------------------------------------------------------------------ random
def _check_generator(op, generator):
    """generator= is None (the default generator) or a tensorgen.Generator."""
    if generator is not None and not isinstance(generator, R.Generator):
        raise TypeError(f"{op}(): argument 'generator' must be torch.Generator, not {type(generator).__name__}")


def _randint_high(high, size, *, generator=None, dtype=None, layout=None, device=None, pin_memory=False,
                  requires_grad=False):
    if _ov.is_int(high) and _ov.is_int_list(size):
        return 0, high, size, generator, dtype, layout, device, requires_grad
    return None


def _randint_low_high(low, high, size, *, generator=None, dtype=None, layout=None, device=None,
                      pin_memory=False, requires_grad=False):
    if _ov.is_int(low) and _ov.is_int(high) and _ov.is_int_list(size):
        return low, high, size, generator, dtype, layout, device, requires_grad
    return None


_RANDINT = _ov.Overloads("randint", (_randint_high, _randint_low_high))


@_ov.overloaded(_RANDINT)
def randint(*args, **kwargs):
    """randint(high, size) or randint(low, high, size): integers drawn uniformly from [low, high).
    (``out=``: dispatch/factory_out.py adds it to each form.)"""
    low, high, size, generator, dtype, layout, device, requires_grad = _RANDINT(args, kwargs)
    layout_arg("randint", layout)
    _check_generator("randint", generator)
    dtype = _dtype_arg("randint", dtype) or D.int64
    size = _size("randint", (tuple(size),))
    res = _empty(size, dtype=dtype, device=device)
    if generator is None:
        res.random_(int(low), int(high))
    else:  # a generator's own stream (its NumPy bit generator), as rand(generator=) draws
        _fill_from(res, R.generator(generator).integers(int(low), int(high), size=size))
    return _requires_grad(res, requires_grad, "randint")


def _randint_like_high(input, high, *, generator=None, memory_format=None, dtype=None, layout=None, device=None,
                       pin_memory=False, requires_grad=False):
    if _ov.is_int(high):
        return input, 0, high, generator, dtype, layout, device, requires_grad
    return None


def _randint_like_low_high(input, low, high, *, generator=None, memory_format=None, dtype=None, layout=None,
                           device=None, pin_memory=False, requires_grad=False):
    if _ov.is_int(low) and _ov.is_int(high):
        return input, low, high, generator, dtype, layout, device, requires_grad
    return None


_RANDINT_LIKE = _ov.Overloads("randint_like", (_randint_like_high, _randint_like_low_high))


@_ov.overloaded(_RANDINT_LIKE)
def randint_like(*args, **kwargs):
    """randint_like(input, high) or randint_like(input, low, high): input's shape, dtype and device."""
    input, low, high, generator, dtype, layout, device, requires_grad = _RANDINT_LIKE(args, kwargs)
    if not isinstance(input, Tensor):
        raise TypeError(f"randint_like(): argument 'input' (position 1) must be Tensor, not "
                        f"{type(input).__name__}")
    layout_arg("randint_like", layout)
    _check_generator("randint_like", generator)
    dtype = _dtype_arg("randint_like", dtype) or input._dtype
    res = _empty(input._shape, dtype=dtype, device=device if device is not None else input._device)
    if generator is None:
        res.random_(int(low), int(high))
    else:
        _fill_from(res, R.generator(generator).integers(int(low), int(high), size=input._shape))
    return _requires_grad(res, requires_grad, "randint_like")


def _fill_from(res, draws):
    """res[...] = the host draws (through the pipeline's writer: cast and device)."""
    res.copy_(_finish(np.asarray(draws, np.int64), D.int64, res._device, False, None, "randint"))
