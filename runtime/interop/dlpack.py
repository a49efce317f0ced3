"""DLPack and ``__cuda_array_interface__``: tensors cross to and from NumPy,
torch, JAX, CuPy and numba.cuda without a copy.

CPU tensors: the capsule is NumPy's (``ndarray.__dlpack__`` of the tensor's
strided view of its storage), so NumPy owns the lifetime rules; tensorgen
only rewrites the dtype field for bfloat16, which NumPy exports as the uint16
of its bits (ml_dtypes' bfloat16 is not a dtype NumPy's DLPack knows).
Imports go the other way: a bfloat16 capsule is relabelled uint16 for
NumPy's ``from_dlpack`` and viewed back as bfloat16.

CUDA tensors: ``__cuda_array_interface__`` (version 3) out, and in from any
object that has one (CuPy, torch, numba.cuda device arrays); under Numba's
simulator, numba.cuda's stand-in arrays are taken directly.
"""
import ctypes

import numpy as np

from ..core import devices as _dev
from ..core import dtypes as D
from ..core.tensor import Tensor
from ..backends import cuda as cuda_backend
from ..families import factories

# DLPack's enums (dlpack.h)
_CPU, _CUDA = 1, 2
_UINT, _BFLOAT = 1, 4
_BF16_AS_U16 = (_UINT, 16, 1)
_BF16 = (_BFLOAT, 16, 1)

# Where DLTensor.dtype sits in the capsule's struct: DLTensor starts with
# void* data, DLDevice (2 x int32), int32 ndim; DLManagedTensorVersioned puts
# DLPackVersion (2 x uint32), manager_ctx, deleter and uint64 flags before it.
_DTYPE_AT = {b"dltensor": 8 + 8 + 4, b"dltensor_versioned": 8 + 8 + 8 + 8 + (8 + 8 + 4)}

_api = ctypes.pythonapi
_api.PyCapsule_GetName.restype = ctypes.c_char_p
_api.PyCapsule_GetName.argtypes = [ctypes.py_object]
_api.PyCapsule_GetPointer.restype = ctypes.c_void_p
_api.PyCapsule_GetPointer.argtypes = [ctypes.py_object, ctypes.c_char_p]


class _DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


def _relabel(capsule, old, new):
    """Rewrite an unconsumed capsule's dtype from ``old`` to ``new`` ((code, bits, lanes));
    True if it was ``old``."""
    name = _api.PyCapsule_GetName(capsule)
    if name not in _DTYPE_AT:
        raise BufferError(f"from_dlpack: unexpected DLPack capsule {name!r} (expected 'dltensor' or "
                          "'dltensor_versioned')")
    ptr = _api.PyCapsule_GetPointer(capsule, name)
    dt = _DLDataType.from_address(ptr + _DTYPE_AT[name])
    if (dt.code, dt.bits, dt.lanes) != old:
        return False
    dt.code, dt.bits, dt.lanes = new
    return True


# ------------------------------------------------------------------ export
def __dlpack__(self, *, stream=None, max_version=None, dl_device=None, copy=None):
    """A DLPack capsule of this tensor's memory (no copy, as torch's ``Tensor.__dlpack__``)."""
    if self._rg:
        raise RuntimeError("Can't export tensors that require gradient, use tensor.detach()")
    if self._device.type != "cpu":
        raise BufferError("__dlpack__: tensorgen exports cuda tensors through __cuda_array_interface__ "
                          "(torch.as_tensor, cupy.asarray and numba.cuda.as_cuda_array read it)")
    if getattr(self, "_names", None) and any(n is not None for n in self._names):
        raise RuntimeError("__dlpack__: named tensors cannot be exported; drop the names with "
                           "tensor.rename(None) first")
    arr = self._np
    if self._dtype is D.bfloat16:
        arr = arr.view(np.uint16)
    kw = {}
    if max_version is not None:
        kw["max_version"] = max_version
    if dl_device is not None:
        kw["dl_device"] = dl_device
    if copy is not None:
        kw["copy"] = copy
    if stream is not None:
        kw["stream"] = stream
    capsule = arr.__dlpack__(**kw)
    if self._dtype is D.bfloat16:
        _relabel(capsule, _BF16_AS_U16, _BF16)
    return capsule


def __dlpack_device__(self):
    if self._device.type == "cpu":
        return (_CPU, 0)
    return (_CUDA, self._device.index or 0)


def _cai_typestr(dtype):
    if dtype is D.bfloat16:
        raise TypeError("__cuda_array_interface__: bfloat16 has no array-interface type string "
                        "(as in torch); convert with .to(tensorgen.float32) first")
    return dtype.np.str


@property
def __cuda_array_interface__(self):
    """CUDA Array Interface v3 of a cuda tensor (an AttributeError on CPU tensors, as torch)."""
    if self._device.type != "cuda":
        raise AttributeError(f"Can't get __cuda_array_interface__ on non-CUDA tensor of dtype {self._dtype}. "
                             "If CUDA data is required use tensor.cuda() to copy tensor to device memory.")
    if self._rg:
        raise RuntimeError("Can't get __cuda_array_interface__ on Variable that requires grad. "
                           "If gradients aren't required, use var.detach() to get Variable that doesn't "
                           "require grad.")
    typestr = _cai_typestr(self._dtype)
    isz = self._dtype.itemsize
    contiguous = self.is_contiguous()
    return {"shape": tuple(self._shape), "typestr": typestr,
            "data": (self.data_ptr() if self.numel() else 0, False), "version": 3,
            "strides": None if contiguous else tuple(s * isz for s in self._stride),
            "stream": None}


# ------------------------------------------------------------------ import
class _Relabelled:
    """Hands NumPy's from_dlpack a capsule already taken from the producer."""

    def __init__(self, capsule, device):
        self._capsule, self._device = capsule, device

    def __dlpack__(self, **_):
        return self._capsule

    def __dlpack_device__(self):
        return self._device


def _span(shape, strides):
    return 1 + sum((n - 1) * s for n, s in zip(shape, strides))


def _wrap_host(arr):
    # from_numpy: the one place that checks strides and keeps a read-only buffer unwritable
    return factories.from_numpy(arr)


def _from_cpu_producer(obj):
    try:
        capsule = obj.__dlpack__(max_version=(1, 0))
    except TypeError:  # a producer from before DLPack 1.0 takes no max_version
        capsule = obj.__dlpack__()
    bf16 = _relabel(capsule, _BF16, _BF16_AS_U16)
    arr = np.from_dlpack(_Relabelled(capsule, (_CPU, 0)))
    return _wrap_host(arr.view(D.bfloat16.np) if bf16 else arr)


def _from_cuda(obj):
    """A cuda tensor over the memory of ``obj`` (``__cuda_array_interface__`` or a numba.cuda array)."""
    cuda_backend.require()
    cuda = cuda_backend._cuda()
    if cuda_backend._simulated():
        ary = getattr(obj, "_ary", None)  # numba.cuda's simulator array: host memory
        if ary is None:
            raise TypeError("from_dlpack: under NUMBA_ENABLE_CUDASIM only numba.cuda arrays can be imported "
                            f"as cuda tensors, not {type(obj).__name__}")
        flat = _wrap_host(ary)
        storage, shape, strides, dtype = type(obj)(flat._storage), flat._shape, flat._stride, flat._dtype
        index = 0
    else:
        arr = cuda.as_cuda_array(obj)  # its memory pointer keeps obj alive
        isz = arr.dtype.itemsize
        if any(s < 0 or s % isz for s in arr.strides):
            raise BufferError("from_dlpack: negative or misaligned strides are not supported; copy the array first")
        shape, strides, dtype = tuple(arr.shape), tuple(s // isz for s in arr.strides), D.from_numpy(arr.dtype)
        span = _span(shape, strides) if arr.size else 0
        # one flat device array over the same memory: the storage form of a cuda tensor
        storage = type(arr)(shape=(span,), strides=(isz,), dtype=arr.dtype, gpu_data=arr.gpu_data)
        index = cuda.get_current_device().id
    return Tensor._make(storage, shape, strides, 0, dtype, _dev.device("cuda", index))


def _numba_cuda_array(obj):
    # the simulator's stand-in forwards unknown attributes (__dlpack__ too) to its host array
    return type(obj).__module__.startswith(("numba.cuda", "numba_cuda")) and hasattr(obj, "copy_to_host")


def from_dlpack(ext_tensor):
    """A tensor sharing memory with ``ext_tensor``: any DLPack producer on the CPU
    (NumPy, torch, JAX, tensorgen), or on CUDA any object with
    ``__cuda_array_interface__`` (CuPy, torch, numba.cuda device arrays)."""
    if isinstance(ext_tensor, Tensor):
        if ext_tensor._device.type == "cpu":
            return _from_cpu_producer(ext_tensor)
        return Tensor._make(ext_tensor._storage, ext_tensor._shape, ext_tensor._stride, ext_tensor._offset,
                            ext_tensor._dtype, ext_tensor._device)
    if _numba_cuda_array(ext_tensor):
        return _from_cuda(ext_tensor)
    if hasattr(ext_tensor, "__dlpack_device__"):
        kind = ext_tensor.__dlpack_device__()[0]
        if kind == _CPU:
            return _from_cpu_producer(ext_tensor)
    if hasattr(ext_tensor, "__cuda_array_interface__"):
        return _from_cuda(ext_tensor)
    if hasattr(ext_tensor, "__dlpack__"):
        raise BufferError(f"from_dlpack: {type(ext_tensor).__name__} lives on DLPack device "
                          f"{ext_tensor.__dlpack_device__()}; tensorgen imports CPU DLPack capsules and CUDA "
                          "memory through __cuda_array_interface__")
    raise TypeError(f"from_dlpack: expected an object with __dlpack__ or __cuda_array_interface__, "
                    f"got {type(ext_tensor).__name__}")


factories.DLPACK_IMPORTER.append(from_dlpack)
