"""Warp shuffles for the generated CUDA kernels' block trees.

``warp_down(v, d)``: lane + d's value of v (the last steps of a block tree,
inside one warp, need no barrier). On a GPU it is numba.cuda's
``shfl_down_sync`` over the full warp, which moves 32- and 64-bit ints and
floats; bool and narrow int accumulators travel widened to int32 and come back
exactly. Numba's simulator has no warp shuffles: there the Python function
below exchanges values through the block's barrier, which is exact because the
block trees reach it with every thread of the block.
"""
import threading

import numpy as np
from numba import cuda, types
from numba.core.extending import overload

_FULL = 0xFFFFFFFF


def warp_down(v, d):
    """The simulator's shuffle (one Python thread per CUDA thread)."""
    t = threading.current_thread()
    box = t._manager.__dict__.setdefault("_tg_warp_box", {})
    lane = t.thread_id
    box[lane] = v
    t.syncthreads()
    out = box[lane + d] if lane % 32 + d < 32 and lane + d in box else v
    t.syncthreads()
    return out


@overload(warp_down, target="cuda")
def _warp_down_cuda(v, d):
    if v in (types.int32, types.int64, types.float32, types.float64):
        def shuffle(v, d):
            return cuda.shfl_down_sync(_FULL, v, d)
        return shuffle
    if isinstance(v, types.Boolean):
        def shuffle_bool(v, d):
            return cuda.shfl_down_sync(_FULL, np.int32(v), d) != 0
        return shuffle_bool
    if isinstance(v, types.Integer):
        narrow = getattr(np, str(v))

        def shuffle_narrow(v, d):
            return narrow(cuda.shfl_down_sync(_FULL, np.int32(v), d))
        return shuffle_narrow
    return None
