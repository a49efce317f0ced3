"""The one size check of every new tensor: its element count and its bytes
must fit an int64, and its bytes must fit the machine, before NumPy is asked
for memory (NumPy's own errors, "array is too big" or a MemoryError naming
TiB, are not PyTorch's, and a request the kernel overcommits can kill the
process when the pages are touched).  PyTorch's messages:

- ``numel: integer multiplication overflow``: a shape whose element count
  exceeds an int64 (``ones(1, 1).expand(2**62, 2**62)``);
- ``Storage size calculation overflowed with sizes=[...]``: its bytes do;
- ``can't allocate memory: you tried to allocate N bytes``: more than the
  machine has (its memory and swap: what Linux's overcommit heuristic allows).
"""
import math
import os

import numpy as np

INT64_MAX = (1 << 63) - 1


def numel(shape):
    """The element count of ``shape``, refused when it exceeds an int64 (PyTorch's check)."""
    n = math.prod(map(int, shape))  # Python ints: a product of NumPy ints would wrap
    if n > INT64_MAX:
        raise RuntimeError("numel: integer multiplication overflow")
    return n


def _prefix(op):
    return f"{op}(): " if op else ""


def storage_bytes(op, shape, itemsize, stride=None):
    """The bytes a tensor of ``shape`` (laid out by ``stride``, contiguous when None) spans."""
    if stride is None:
        span = math.prod(map(int, shape))  # Python ints: a product of NumPy ints would wrap
    else:
        span = 0 if 0 in shape else 1 + sum((int(n) - 1) * int(s) for n, s in zip(shape, stride))
    n = span * itemsize
    if n > INT64_MAX:
        with_strides = "" if stride is None else f" and strides={list(stride)}"
        raise RuntimeError(f"{_prefix(op)}Storage size calculation overflowed with sizes={list(shape)}{with_strides}")
    return n


def _meminfo_bytes(field):
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return 0


def memory_limit():
    """The most bytes one allocation may ask for: the machine's memory and swap."""
    try:
        ram = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):
        return INT64_MAX
    return ram + _meminfo_bytes("SwapTotal")


LIMIT = memory_limit()


def check_alloc(op, shape, itemsize, stride=None):
    """The bytes of a new tensor, refused (PyTorch's messages) when they overflow or exceed the machine."""
    n = storage_bytes(op, shape, itemsize, stride)
    if n > LIMIT:
        raise out_of_memory(op, n)
    return n


def out_of_memory(op, nbytes):
    return RuntimeError(f"{_prefix(op)}can't allocate memory: you tried to allocate {nbytes} bytes.")


def host(op, shape, np_dtype, fill=None, stride=None):
    """A new host array of ``shape`` (or, given ``stride``, the flat block such a
    layout spans), empty or filled with ``fill``, after the size check."""
    np_dtype = np.dtype(np_dtype)
    if not isinstance(shape, tuple):
        shape = tuple(shape) if isinstance(shape, (list, np.ndarray)) else (int(shape),)
    n = check_alloc(op, shape, np_dtype.itemsize, stride)
    flat_len = n // np_dtype.itemsize if np_dtype.itemsize else 0
    try:
        if stride is not None:
            shape = (flat_len,)
        return np.empty(shape, np_dtype) if fill is None else np.full(shape, fill, np_dtype)
    except MemoryError:
        raise out_of_memory(op, n) from None
    except ValueError as e:
        if "too big" not in str(e):
            raise
        raise out_of_memory(op, n) from None


# elements below which no check can refuse: at most 256 MiB at 16 bytes each, far under any machine's limit
_SMALL = 1 << 24


def empty(shape, np_dtype):
    """``np.empty`` after the size check: the allocation of a result or a buffer inside a family."""
    if type(shape) is int:
        shape = (shape,)
    if type(shape) is tuple:  # the common small result: a product in Python ints and no more
        n = 1
        for s in shape:
            if s < 0:
                break
            n *= s
        else:
            if n < _SMALL:
                return np.empty(shape, np_dtype)
    return host(None, shape, np_dtype)
