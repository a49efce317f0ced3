"""The MPI library (mpi4py), loaded on first use.

Importing ``mpi4py.MPI`` initialises MPI, which a process that never calls
``init_process_group`` should neither pay for nor need; so ``import tensorgen``
does not import it, and a missing mpi4py is reported only when distributed work
is asked for, with the command that installs it.
"""
import importlib.util

import numpy as np

from ..core import dtypes as D

INSTALL_HINT = ('pip install -e ".[distributed]" (mpi4py and the mpich wheels, which put mpiexec in the '
                "venv's bin/), or pip install mpi4py mpich")

_loaded = []  # the mpi4py.MPI module, once imported


def load():
    """mpi4py's MPI module; initialises MPI on the first call."""
    if not _loaded:
        try:
            from mpi4py import MPI
        except ImportError as e:
            raise RuntimeError(f"tensorgen.distributed needs mpi4py and an MPI library: {INSTALL_HINT} "
                               f"(importing mpi4py failed: {e})") from None
        _loaded.append(MPI)
    return _loaded[0]


def is_loaded():
    return bool(_loaded)


def available():
    """Whether mpi4py can be imported (without importing it: that would start MPI)."""
    return importlib.util.find_spec("mpi4py") is not None


# How each dtype travels: the NumPy dtype its bytes are viewed as (mpi4py takes
# neither ml_dtypes' bfloat16 nor bool buffers) and the MPI datatype of that view.
_WIRE = {D.bool_: np.uint8, D.uint8: np.uint8, D.int8: np.int8, D.int16: np.int16, D.int32: np.int32,
         D.int64: np.int64, D.float16: np.uint16, D.bfloat16: np.uint16, D.float32: np.float32,
         D.float64: np.float64}
_MPI_TYPE = {np.dtype(np.uint8): "UINT8_T", np.dtype(np.int8): "INT8_T", np.dtype(np.int16): "INT16_T",
             np.dtype(np.int32): "INT32_T", np.dtype(np.int64): "INT64_T", np.dtype(np.uint16): "UINT16_T",
             np.dtype(np.float32): "FLOAT", np.dtype(np.float64): "DOUBLE"}


def wire_dtype(dtype):
    """The NumPy dtype a tensor of ``dtype`` is viewed as on the wire."""
    return np.dtype(_WIRE[dtype])


def buffer(array):
    """An mpi4py buffer spec for a 1-d NumPy array: the array viewed as its wire
    dtype, and the matching MPI datatype."""
    MPI = load()
    wire = array.view(_WIRE.get(D.from_numpy(array.dtype), array.dtype))
    return [wire, getattr(MPI, _MPI_TYPE[wire.dtype])]
