"""``set_num_threads`` / ``get_num_threads``: the threads of tensorgen's CPU work.

Two pools do it: Numba's, the width of the parallel (prange) kernels, and the
BLAS library's that NumPy's matmul calls for the float32/float64 products
(families/contraction.py). ``set_num_threads`` sets both, as PyTorch's governs
its own BLAS: on a busy machine one matmul otherwise runs on every core's
thread and waits for them. threadpoolctl finds and limits the BLAS the process
loaded (OpenBLAS, MKL, BLIS).

The kernels split their work in fixed-size chunks, never per thread, so a result
does not depend on the thread count; only the speed does.
"""
import numba

# the BLAS limit of the last set_num_threads (threadpoolctl's limiter, kept so it can be inspected)
_blas_limit = [None]


_INT = int  # (the parameter below shadows the builtin)


def set_num_threads(int):  # noqa: A002 - torch.set_num_threads(int), as its signature names it
    num = int
    if isinstance(num, bool) or not isinstance(num, _INT) or num <= 0:
        raise RuntimeError("set_num_threads expects a positive integer")
    limit = numba.config.NUMBA_NUM_THREADS
    # numba refuses more than the pool it started with; the pool is the machine's cores
    numba.set_num_threads(min(num, limit))
    from threadpoolctl import threadpool_limits  # (here, not at import: `import tensorgen` stays fast)
    # the BLAS and LAPACK that Numba binds np.dot / np.linalg to inside the kernels (the recurrent
    # layers' products, svd, eigh): SciPy's own OpenBLAS, which threadpoolctl limits only once loaded
    import scipy.linalg.cython_blas  # noqa: F401
    _blas_limit[0] = threadpool_limits(limits=num, user_api="blas")


def get_num_threads():
    return numba.get_num_threads()
