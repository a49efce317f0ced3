"""Numba kernels for the sparse COO layout's plumbing, each one pass over the
entries, driven by coordinate metadata computed with NumPy on the host:

* ``sum_groups``: the values of each run of equal coordinates summed into one
  row (coalescing), in entry order;
* ``scatter_add``: every entry's value row added at its linear position of a
  dense buffer (``to_dense``; duplicates add, as PyTorch's).

These are layout plumbing, not operator math, so they stay hand-written (the
operators over the values are the generated kernels, the sparse × dense
product is generated from templates/sparse.j2). cuda tensors run them on a
host copy.
"""
from numba import njit

_jit = njit(cache=True, error_model="numpy")


@_jit
def sum_groups(src, order, starts, inner, out):
    """out[g] = sum of src[order[q]] for q in starts[g]:starts[g+1] (rows of ``inner``)."""
    for g in range(starts.shape[0] - 1):
        o = g * inner
        for q in range(starts[g], starts[g + 1]):
            s = order[q] * inner
            for j in range(inner):
                out[o + j] += src[s + j]


@_jit
def scatter_add(src, lin, inner, out):
    """out[lin[k] * inner + j] += src[k * inner + j]."""
    for k in range(lin.shape[0]):
        o = lin[k] * inner
        s = k * inner
        for j in range(inner):
            out[o + j] += src[s + j]
