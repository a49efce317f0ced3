"""The per-kernel cache (kernel_cache.py) for the generated ``@cuda.jit`` kernels.

numba-cuda carries its own copy of Numba's cache classes; the same locator,
stamp and race-safe index are built over them.  Imported by backends/cuda.py
with generated/kernels_cuda.py, on a real GPU only: the simulator runs Python
and compiles nothing.  Device functions are not cached on their own (they are
compiled into the kernels that call them, whose keys include theirs).
"""
from numba.cuda.core import caching as _cc
from numba.cuda.dispatcher import CUDACache, CUDACacheImpl, CUDADispatcher

from . import kernel_cache

_Base = kernel_cache.make_cache_class(CUDACache, CUDACacheImpl, _cc.IndexDataCacheFile, _cc._CacheLocator, "cuda")


class KernelCUDACache(_Base):
    def __init__(self, py_func, key):
        # CUDACache's own state (launch-configuration-sensitive kernels), as its __init__ sets it
        self._launch_config_key = None
        self._launch_config_sensitive_flag = None
        super().__init__(py_func, key)
        self._launch_config_marker_path = f"{self._cache_path}/{self._impl.filename_base}.lcs"


def attach_module(module):
    """Give every kernel of ``module`` (not its device functions) the per-kernel cache."""
    n = 0
    for value in list(vars(module).values()):
        if isinstance(value, CUDADispatcher) and not value.targetoptions.get("device", False):
            kernel_cache.attach(value, dict(value.targetoptions), KernelCUDACache)
            n += 1
    return n
