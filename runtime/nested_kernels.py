"""Numba kernels for nested tensors: each runs once over a whole packed buffer.

A nested operation is described by flat per-line (or per-component) metadata
arrays built with NumPy on the host; the kernel then walks every component in
one call. No kernel loops over components in Python and none pads.

* ``copy_components``: copy every component (any strides) from one buffer to
  another (packing, scattering, padding).
* ``seg_softmax`` / ``seg_sum`` / ``seg_amax`` / ``seg_cumsum``: a "line" is one 1-d fibre
  along the reduced dim of one component (``base``, ``n``, ``stride``); for the
  jagged layout's ragged dim a line is a segment of ``values`` between two
  offsets.
* ``mat_list``: one matrix product per entry of a list of (strided) matrices —
  batched matmul of nested operands.

CUDA versions (``@cuda.jit``) live in nested_kernels_cuda, imported on first
use: importing numba.cuda is slow.
"""
import math

import numpy as np
from numba import njit, prange

_jit = njit(cache=True, error_model="numpy")
_pjit = njit(cache=True, error_model="numpy", parallel=True, fastmath=True)



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


# ------------------------------------------------------------------ segment kernels
@_pjit
def seg_softmax(x, out, base, n, stride, log):
    for r in prange(base.shape[0]):
        b, m, s = base[r], n[r], stride[r]
        mx = -np.inf
        for j in range(m):
            v = x[b + j * s]
            if v > mx:
                mx = v
        if mx == -np.inf:
            mx = 0.0
        tot = 0.0
        if log:
            for j in range(m):
                tot += math.exp(x[b + j * s] - mx)
            lse = mx + math.log(tot)
            for j in range(m):
                out[b + j * s] = x[b + j * s] - lse
        else:
            for j in range(m):
                e = math.exp(x[b + j * s] - mx)
                out[b + j * s] = e
                tot += e
            inv = 1.0 / tot
            for j in range(m):
                out[b + j * s] = out[b + j * s] * inv


@_pjit
def seg_softmax_rows(x, out, base, n, stride, log):
    """Softmax of lines whose elements are contiguous (stride 1): the common
    dim=-1 case, written so the loops vectorise."""
    for r in prange(base.shape[0]):
        b, m = base[r], n[r]
        if m == 0:
            continue
        mx = x[b]  # x's dtype: float32 rows take float32 exp
        for j in range(b, b + m):
            mx = max(mx, x[j])
        tot = 0.0
        if log:
            for j in range(b, b + m):
                tot += math.exp(x[j] - mx)
            lse = mx + math.log(tot)
            for j in range(b, b + m):
                out[j] = x[j] - lse
        else:
            for j in range(b, b + m):
                e = math.exp(x[j] - mx)
                out[j] = e
                tot += e
            inv = 1.0 / tot
            for j in range(b, b + m):
                out[j] = out[j] * inv


@_jit
def seg_sum(x, out, base, n, stride, mean):
    """out[r] = sum (or mean) of line r, accumulated in float64."""
    for r in range(base.shape[0]):
        b, m, s = base[r], n[r], stride[r]
        tot = 0.0
        for j in range(m):
            tot += x[b + j * s]
        if mean:
            tot = tot / m
        out[r] = tot


@_jit
def seg_amax(x, out, base, n, stride):
    """out[r] = max of line r (NaN wins, as in torch)."""
    for r in range(base.shape[0]):
        b, m, s = base[r], n[r], stride[r]
        acc = x[b]
        for j in range(1, m):
            v = x[b + j * s]
            if v > acc or v != v:
                acc = v
        out[r] = acc


@_jit
def seg_sum_int(x, out, base, n, stride):
    """Integer/bool sums (result int64, exact)."""
    for r in range(base.shape[0]):
        b, m, s = base[r], n[r], stride[r]
        tot = 0
        for j in range(m):
            tot += x[b + j * s]
        out[r] = tot


@_jit
def seg_cumsum(x, out, base, n, stride):
    for r in range(base.shape[0]):
        b, m, s = base[r], n[r], stride[r]
        if m == 0:
            continue
        acc = x[b] - x[b]  # zero of x's type
        for j in range(m):
            acc += x[b + j * s]
            out[b + j * s] = acc


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
    from . import nested_kernels_cuda as C
    return dict(copy=C.copy_components_cuda, softmax=C.seg_softmax_cuda, sum=C.seg_sum_cuda, amax=C.seg_amax_cuda,
                cumsum=C.seg_cumsum_cuda, mat_list=C.mat_list_cuda)


def launch(kernel, total, *args):
    """Run a CUDA kernel over ``total`` work items (grid-stride)."""
    if total <= 0:
        return
    from . import cuda_backend
    kernel[cuda_backend._launch_config(total)](*args)
