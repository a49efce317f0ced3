"""The CUDA side: device storage, transfers and launching the generated kernels.

``numba.cuda`` is imported on first use (it costs ~0.45 s). With no GPU,
``NUMBA_ENABLE_CUDASIM=1`` runs the same kernels in Numba's simulator.
Half is stored as float16; bfloat16 as its uint16 bit pattern (CUDA code sees
no bfloat16 dtype), decoded to float32 around the kernels.
"""
import math
import os

import numpy as np

from ..core import dtypes as D
from ..core import sizes
from ..core import devices as _dev
from ..core.casting import scalar_array
from ..core.tensor import Tensor, contiguous_strides
from .conversion import cast_array

_mod = {}


def _cuda():
    if "cuda" not in _mod:
        try:
            from numba import cuda
        except ImportError as e:  # numba-cuda not installed
            raise RuntimeError("Torch not compiled with CUDA enabled: tensorgen needs the numba-cuda package "
                               f"for cuda tensors ({e})") from None
        _mod["cuda"] = cuda
    return _mod["cuda"]


def _simulated():
    return os.environ.get("NUMBA_ENABLE_CUDASIM", "0") not in ("", "0")


def is_available():
    try:
        return _cuda().is_available()
    except RuntimeError:
        return False


def require():
    if not is_available():
        raise RuntimeError("Found no NVIDIA driver on your system: cuda tensors need a CUDA GPU with numba-cuda, "
                           "or NUMBA_ENABLE_CUDASIM=1 to run the CUDA kernels in Numba's simulator.")


def device_count():
    if not is_available():
        return 0
    return len(_cuda().gpus)


def canonical(d):
    """The device a tensor lives on: any ``device=`` argument, cuda made explicit
    (a cuda device needs a GPU or the simulator, and a valid ordinal)."""
    if d is None:
        d = _dev._default[0]
    d = d if isinstance(d, _dev.device) else _dev.device(d)
    if d.type == "cpu":
        return _dev.CPU
    require()
    idx = 0 if d.index is None else d.index
    if idx >= device_count():
        raise RuntimeError(f"CUDA error: invalid device ordinal (asked for cuda:{idx}, "
                           f"{device_count()} device(s) available)")
    return _dev.device("cuda", idx)


def _kernels():
    if "kernels" not in _mod:
        from ..generated import kernels_cuda
        if not _simulated():  # the simulator compiles nothing
            from . import kernel_cache_cuda
            kernel_cache_cuda.attach_module(kernels_cuda)
        _mod["kernels"] = kernels_cuda
    return _mod["kernels"]


def _storage_np(dtype):
    return np.dtype(np.uint16) if dtype is D.bfloat16 else dtype.np


def storage_as(storage, dtype):
    """The same device memory as an array of ``dtype``'s storage type (view(dtype))."""
    return storage.view(_storage_np(dtype))


def device_limits():
    """(multiprocessors, max threads per block) of the current device. The
    simulator runs each thread as a Python thread: it gets 2 SMs of 32-thread
    blocks, enough to cross block and grid boundaries at test sizes."""
    if "limits" not in _mod:
        if _simulated():
            _mod["limits"] = (2, 32)
        else:
            dev = _cuda().get_current_device()
            _mod["limits"] = (int(dev.MULTIPROCESSOR_COUNT), int(dev.MAX_THREADS_PER_BLOCK))
    return _mod["limits"]


def block_threads():
    """Threads per block of the block-parallel kernels: the device's limit, at most
    the shared-memory buffers' size (generated/kernels_cuda.py _RED_THREADS); a
    power of two (their trees halve it)."""
    t = min(_kernels()._RED_THREADS, device_limits()[1])
    return 1 << (t.bit_length() - 1)


def max_blocks():
    """Enough resident blocks to fill the device (grid-stride loops cover the
    rest). The simulator starts a Python thread per thread of every block: it
    gets 4 blocks, whose grid-stride loops then run many iterations."""
    return 4 if _simulated() else device_limits()[0] * 32


def _launch_config(n):
    """(blocks, threads) of a grid-stride kernel over n work items."""
    threads = min(256, device_limits()[1])
    blocks = max(1, min(math.ceil(n / threads), max_blocks()))
    return blocks, threads


def rows_config(rows):
    """(blocks, threads) of a one-block-per-row kernel over `rows` rows."""
    return max(1, min(rows, max_blocks())), block_threads()


def from_host(arr, dtype, device):
    """A new cuda tensor holding a copy of the C-contiguous host array ``arr``."""
    cuda = _cuda()
    flat = arr.reshape(-1)
    if dtype is D.bfloat16:
        flat = flat.view(np.uint16)
    storage = cuda.to_device(np.ascontiguousarray(flat)) if flat.size else cuda.device_array(0, _storage_np(dtype))
    return Tensor._make(storage, arr.shape, contiguous_strides(arr.shape), 0, dtype, device)


def empty(shape, dtype, device):
    n = sizes.check_alloc(None, shape, dtype.itemsize) // max(dtype.itemsize, 1)
    storage = _cuda().device_array(n, _storage_np(dtype))
    return Tensor._make(storage, tuple(shape), contiguous_strides(shape), 0, dtype, device)


def to_host(t):
    """Host values of a cuda tensor (a fresh array, laid out as the tensor)."""
    if t.numel() == 0:
        return np.empty(t._shape, t._dtype.np)
    host = t._storage.copy_to_host()
    if t._dtype is D.bfloat16:
        host = host.view(D.bfloat16.np)
    isz = host.itemsize
    return np.ndarray(t._shape, host.dtype, host, t._offset * isz, tuple(s * isz for s in t._stride)).copy()


def _bcast_strides(t, shape):
    nd = len(shape)
    off = nd - t.ndim
    st = [0] * nd
    for j, (n, s) in enumerate(zip(t._shape, t._stride)):
        st[off + j] = s if n != 1 else 0
    return tuple(st)


def _as_compute(x, compute, device):
    """A cuda tensor of `x`'s values in the compute dtype (x itself when it already is)."""
    if not isinstance(x, Tensor):
        return from_host(scalar_array(x, compute), compute, device)
    if x._device.type == "cpu":  # a zero-dim CPU tensor joining a cuda op
        return from_host(np.array(x._np, compute.np), compute, device)
    if x._dtype is compute:
        return x
    return convert(x, compute)


def _collapse(shape, strides):
    """The same walk over fewer dims: size-1 dims dropped, and a dim merged
    into the one outside it when every operand steps over both as one
    (outer stride == inner stride * inner size); fewer div/mod per element."""
    dims = [(n, [st[d] for st in strides]) for d, n in enumerate(shape) if n != 1]
    if not dims:
        return (1,), [(0,) for _ in strides]
    merged = [dims[0]]
    for n, sts in dims[1:]:
        pn, psts = merged[-1]
        if all(ps == st * n for ps, st in zip(psts, sts)):
            merged[-1] = (pn * n, sts)
        else:
            merged.append((n, sts))
    return tuple(n for n, _ in merged), [tuple(sts[i] for _, sts in merged) for i in range(len(strides))]


def _launch(name, operands, out, shape, scalars):
    """Run the pointwise kernel `name` (generated <op>_kernel, or its <op>_flat
    twin when the collapsed walk is one dim that every operand steps by 1 or 0
    and the output by 1)."""
    n = 1
    for s in shape:
        n *= s
    if n == 0:
        return
    if not shape:
        shape = (1,)
    strides = [_bcast_strides(t, shape) if t._shape else (0,) * len(shape) for t in operands]
    strides.append(_bcast_strides(out, shape))
    shape, strides = _collapse(tuple(shape), strides)
    blocks, threads = _launch_config(n)
    if len(shape) == 1 and strides[-1][0] == 1 and all(st[0] in (0, 1) for st in strides):
        args = []
        for t, st in zip(operands, strides):
            args += [t._storage, t._offset, st[0]]
        kernel = getattr(_kernels(), name[:-len("_kernel")] + "_flat")
        kernel[blocks, threads](*args, out._storage, out._offset, n, *scalars)
        return
    args = []
    for t, st in zip(operands, strides):
        args += [t._storage, t._offset, st]
    args += [out._storage, out._offset, strides[-1], shape, n, *scalars]
    getattr(_kernels(), name)[blocks, threads](*args)


def convert(t, dtype):
    """A contiguous cuda copy of ``t`` in ``dtype`` (the generated _to_copy kernel)."""
    out = empty(t._shape, dtype, t._device)
    copy_into(out, t)
    return out


def copy_into(dst, src):
    """dst[...] = src, broadcasting and converting (src may be a scalar or a host tensor)."""
    if not isinstance(src, Tensor):
        src = from_host(cast_array(src, dst._dtype.np), dst._dtype, dst._device)
    elif src._device != dst._device:
        src = from_host(np.ascontiguousarray(src._host()), src._dtype, dst._device)
    if src._dtype is D.bfloat16:
        src = _bf16_decode(src)
    elif src._dtype is D.float16 and dst._dtype is D.bool_:
        src = convert(src, D.float32)  # NVVM rejects Numba's half -> bool conversion (tools/ptx_check.py)
    if dst._dtype is D.bfloat16:
        tmp = empty(dst._shape, D.float32, dst._device)
        _launch("_to_copy_kernel", [src], tmp, dst._shape, ())
        _bf16_encode(tmp, dst)
        return dst
    _launch("_to_copy_kernel", [src], dst, dst._shape, ())
    return dst


def _bf16_decode(t):
    out = empty(t._shape, D.float32, t._device)
    n = t.numel()
    if n:
        _kernels()._bf16_decode[_launch_config(n)](t._storage, t._offset, _bcast_strides(t, t._shape or (1,))
                                              if t._shape else (0,), out._storage.view(np.uint32),
                                              tuple(t._shape) or (1,), n)
    return out


def _bf16_encode(src_f32, dst):
    n = dst.numel()
    if n:
        shape = tuple(dst._shape) or (1,)
        _kernels()._bf16_encode[_launch_config(n)](src_f32._storage.view(np.uint32), dst._storage, dst._offset,
                                              _bcast_strides(dst, shape) if dst._shape else (0,), shape, n)


def run_pointwise(case, operands, promote, compute, result, shape, target, kscalars, device):
    ins = []
    for i, x in enumerate(operands):
        if i in promote or not isinstance(x, Tensor):
            ins.append(_as_compute(x, compute, device))
        else:
            ins.append(x if x._device == device else from_host(np.array(x._host()), x._dtype, device))
    # The kernel writes the result dtype (float32 for half/bfloat16); a target
    # of another dtype receives those values cast, as in PyTorch.
    kernel_dtype = D.float32 if result in D.NARROW else result
    # (a target of the result's own dtype only: bfloat16 + int16 into float32 rounds to bfloat16 first)
    if target is not None and result is target._dtype and kernel_dtype is result and \
            all(s != 0 or n <= 1 for s, n in zip(target._stride, target._shape)):
        _launch(case.cuda, ins, target, shape, kscalars)
        return target
    tmp = empty(shape, kernel_dtype, device)
    _launch(case.cuda, ins, tmp, shape, kscalars)
    if kernel_dtype is not result:
        tmp = convert(tmp, result)
    return tmp  # a target of another dtype or layout: the pipeline's writer copies it in
