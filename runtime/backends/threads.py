"""``set_num_threads`` / ``get_num_threads``: the width of Numba's parallel (prange) kernels.

The kernels split their work in fixed-size chunks, never per thread, so a result
does not depend on the thread count; only the speed does.
"""
import numba


def set_num_threads(int):  # noqa: A002 - torch.set_num_threads(int), as its signature names it
    num = int
    if isinstance(num, bool) or not isinstance(num, type(1)) or num <= 0:
        raise RuntimeError("set_num_threads expects a positive integer")
    limit = numba.config.NUMBA_NUM_THREADS
    # numba refuses more than the pool it started with; the pool is the machine's cores
    numba.set_num_threads(min(num, limit))


def get_num_threads():
    return numba.get_num_threads()
