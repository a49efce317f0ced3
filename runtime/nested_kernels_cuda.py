"""CUDA versions of the nested-tensor kernels (see nested_kernels.py); imported on
first use of a nested cuda tensor, since importing numba.cuda is slow. Kernels
are module-level so that Numba's simulator can stand in for ``cuda``."""
import math

from numba import cuda


@cuda.jit
def copy_components_cuda(src, s_off, s_str, dst, d_off, d_str, sizes, starts, total):
    # starts[c] = number of elements in components before c
    nb, k = sizes.shape
    for g in range(cuda.grid(1), total, cuda.gridsize(1)):
        lo, hi = 0, nb - 1
        while lo < hi:  # last component with starts[c] <= g
            mid = (lo + hi + 1) // 2
            if starts[mid] <= g:
                lo = mid
            else:
                hi = mid - 1
        c = lo
        rem = g - starts[c]
        si, di = s_off[c], d_off[c]
        for j in range(k - 1, -1, -1):
            q = rem % sizes[c, j]
            rem //= sizes[c, j]
            si += q * s_str[c, j]
            di += q * d_str[c, j]
        dst[di] = src[si]

@cuda.jit
def seg_softmax_cuda(x, out, base, n, stride, log):
    for r in range(cuda.grid(1), base.shape[0], cuda.gridsize(1)):
        b, m, s = base[r], n[r], stride[r]
        mx = -math.inf
        for j in range(m):
            mx = max(mx, x[b + j * s])
        if mx == -math.inf:
            mx = 0.0
        tot = 0.0
        for j in range(m):
            tot += math.exp(x[b + j * s] - mx)
        for j in range(m):
            if log:
                out[b + j * s] = x[b + j * s] - mx - math.log(tot)
            else:
                out[b + j * s] = math.exp(x[b + j * s] - mx) / tot

@cuda.jit
def seg_sum_cuda(x, out, base, n, stride, mean):
    for r in range(cuda.grid(1), base.shape[0], cuda.gridsize(1)):
        b, m, s = base[r], n[r], stride[r]
        tot = 0.0
        for j in range(m):
            tot += x[b + j * s]
        if mean:
            tot = tot / m
        out[r] = tot

@cuda.jit
def seg_amax_cuda(x, out, base, n, stride):
    for r in range(cuda.grid(1), base.shape[0], cuda.gridsize(1)):
        b, m, s = base[r], n[r], stride[r]
        acc = x[b]
        for j in range(1, m):
            v = x[b + j * s]
            if v > acc or v != v:
                acc = v
        out[r] = acc

@cuda.jit
def seg_cumsum_cuda(x, out, base, n, stride):
    for r in range(cuda.grid(1), base.shape[0], cuda.gridsize(1)):
        b, m, s = base[r], n[r], stride[r]
        if m == 0:
            continue
        acc = x[b] - x[b]
        for j in range(m):
            acc += x[b + j * s]
            out[b + j * s] = acc

@cuda.jit
def mat_list_cuda(a, b, out, a_off, a_s0, a_s1, b_off, b_s0, b_s1, o_off, m, k, n, starts, total):
    # one thread per output element; starts[t] = elements before matrix t
    nt = a_off.shape[0]
    for g in range(cuda.grid(1), total, cuda.gridsize(1)):
        lo, hi = 0, nt - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if starts[mid] <= g:
                lo = mid
            else:
                hi = mid - 1
        t = lo
        e = g - starts[t]
        i = e // n[t]
        j = e - i * n[t]
        acc = 0.0
        for p in range(k[t]):
            acc += a[a_off[t] + i * a_s0[t] + p * a_s1[t]] * b[b_off[t] + p * b_s0[t] + j * b_s1[t]]
        out[o_off[t] + e] = acc
