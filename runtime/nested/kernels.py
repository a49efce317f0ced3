"""Numba kernels for nested tensors' storage and layout plumbing: each runs once
over a whole packed buffer, described by flat per-component metadata arrays
built with NumPy on the host. No kernel loops over components in Python and
none pads.

* ``copy_components``: copy every component (any strides) from one buffer to
  another (packing, scattering, padding).
* ``mat_list``: one matrix product per entry of a list of (strided) matrices —
  batched matmul of nested operands.

These are layout plumbing, not operator math, so they stay hand-written. The
per-operator segment math (softmax, log_softmax, sum, mean, amax, cumsum over a
ragged dim) is generated from ops.yaml: each op's ``<op>_segments`` kernel in
generated/kernels_cpu.py and kernels_cuda.py (templates/reduction.j2,
normalization.j2).

CUDA versions (``@cuda.jit``) live in nested_kernels_cuda, imported on first
use: importing numba.cuda is slow.
"""
import numpy as np
from ..backends import cuda as cuda_backend
from ..backends.kernel_cache import njit

_jit = njit(cache=True, error_model="numpy")


# ------------------------------------------------------------------ copying
@_jit
def copy_components(src, s_off, s_str, dst, d_off, d_str, sizes):
    """dst component c (offset d_off[c], strides d_str[c]) = src component c."""
    nb, k = sizes.shape
    idx = np.zeros(max(k, 1), np.int64)
    for c in range(nb):
        n = 1
        for j in range(k):
            n *= sizes[c, j]
        if n == 0:
            continue
        contiguous = True
        acc_s = 1
        acc_d = 1
        for j in range(k - 1, -1, -1):
            if sizes[c, j] != 1 and (s_str[c, j] != acc_s or d_str[c, j] != acc_d):
                contiguous = False
            acc_s *= sizes[c, j]
            acc_d *= sizes[c, j]
        if contiguous:
            so, do = s_off[c], d_off[c]
            for i in range(n):
                dst[do + i] = src[so + i]
            continue
        for j in range(k):
            idx[j] = 0
        si, di = s_off[c], d_off[c]
        for _ in range(n):
            dst[di] = src[si]
            # odometer increment, innermost dim first
            j = k - 1
            while j >= 0:
                idx[j] += 1
                si += s_str[c, j]
                di += d_str[c, j]
                if idx[j] < sizes[c, j]:
                    break
                si -= s_str[c, j] * sizes[c, j]
                di -= d_str[c, j] * sizes[c, j]
                idx[j] = 0
                j -= 1


# ------------------------------------------------------------------ matrix products
@_jit
def mat_list(a, b, out, a_off, a_s0, a_s1, b_off, b_s0, b_s1, o_off, m, k, n):
    """out[o_off[i]] (m[i] x n[i], row-major) = A_i @ B_i for every listed matrix."""
    for t in range(a_off.shape[0]):
        ao, bo, oo = a_off[t], b_off[t], o_off[t]
        mm, kk, nn = m[t], k[t], n[t]
        as0, as1, bs0, bs1 = a_s0[t], a_s1[t], b_s0[t], b_s1[t]
        for i in range(mm):
            row = oo + i * nn
            for j in range(nn):
                out[row + j] = 0.0
            for p in range(kk):
                av = a[ao + i * as0 + p * as1]
                bb = bo + p * bs0
                for j in range(nn):
                    out[row + j] += av * b[bb + j * bs1]


# ------------------------------------------------------------------ CUDA
def cuda_kernels():
    """The CUDA kernels (nested_kernels_cuda), compiled on first use."""
    from . import kernels_cuda as C
    return dict(copy=C.copy_components_cuda, mat_list=C.mat_list_cuda)


def launch(kernel, total, *args):
    """Run a CUDA kernel over ``total`` work items (grid-stride)."""
    if total <= 0:
        return
    kernel[cuda_backend._launch_config(total)](*args)
