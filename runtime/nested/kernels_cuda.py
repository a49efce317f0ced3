"""CUDA versions of the nested-tensor layout kernels (see nested_kernels.py; the
segment math is generated, in generated/kernels_cuda.py); imported on
first use of a nested cuda tensor, since importing numba.cuda is slow. Kernels
are module-level so that Numba's simulator can stand in for ``cuda``."""
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
