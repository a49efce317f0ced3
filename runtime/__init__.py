"""tensorgen: a PyTorch-shaped tensor library whose operators are declared in ops.yaml.

    import tensorgen as tg
    x = tg.tensor([[1, 2], [3, 4]], dtype=tg.float32)
    (x + tg.randn(2, 2) * 2).exp()
"""
import builtins
import types as _types

from .core import dtypes as _D
from .core.dtypes import (dtype, bfloat16, float16, float32, float64, int8, int16, int32, int64, uint8,
                     get_default_dtype, set_default_dtype)
from .core.devices import device, get_default_device
from .core import devices as _dev_mod
from .backends.cuda import canonical as _canonical_device
from .core.layouts import layout, strided, jagged, sparse_coo
from .core.layouts import memory_format, contiguous_format, channels_last, channels_last_3d, preserve_format
from .core.tensor import Tensor, Size, is_tensor
from .core.promote import promote_types, result_type, can_cast
from .core.typeinfo import finfo, iinfo
from .core.printing import set_printoptions, get_printoptions
from .core.generator import manual_seed, initial_seed, seed
from .core.generator import Generator, default_generator, get_rng_state, set_rng_state
from .families.factories import (tensor, as_tensor, from_numpy, empty, empty_strided, zeros, ones, full, arange, rand, randn,
                        empty_like, zeros_like, ones_like, full_like, rand_like, randn_like)
from .families.more_factories import eye, tril_indices, triu_indices, randint, randint_like
from .dispatch.factory_out import empty, zeros, ones, full, arange, rand, randn  # noqa: F811 - with out=
from .generated.ops import *  # noqa: F401,F403 - every public operator from ops.yaml
from .generated import ops as _ops
from . import composite_ops as _composite_ops
from . import composite_linalg as _composite_linalg
from . import composite_special as _composite_special
from . import composite_statistics as _composite_statistics
from . import composite_matrices as _composite_matrices
from . import composite_reductions as _composite_reductions
from . import composite_factories as _composite_factories
from .families.named import flatten, unflatten  # noqa: F811 - the by-name overloads wrap the generated view ops
from .families.indexing import where  # noqa: F811 - where(condition) alone wraps the generated where
from .generated.methods import TensorMethods as _TensorMethods
from .families import convert as _convert
from .families import factories as _factories
from .families import indexing as _indexing
from .families import named as _named
from .core import printing as _printing
from . import numpy_mixing as _numpy_mixing
from . import cuda
from . import nn  # tg.nn: modules, functional, init
from . import optim  # tg.optim: optimizers and lr schedules
from . import linalg  # tg.linalg: vector and matrix norms
from .shapes import broadcast_shapes  # noqa: F401
from . import signal  # tg.signal.windows: torch.signal's window functions
from . import special  # tg.special: torch.special's functions (ops.yaml python_module / special.* aliases)
from .backends.threads import set_num_threads, get_num_threads  # noqa: F401 - prange kernels' width
from . import utils  # tg.utils.data: datasets and DataLoader
from . import distributed  # tg.distributed: torch.distributed's API over MPI (mpi4py loaded on first use)
from . import module_alias as _module_alias
from . import nested  # tg.nested: nested tensors (strided and jagged layouts)
from . import sparse as _sparse  # the sparse_coo layout
from .sparse import sparse_coo_tensor  # noqa: F401
from . import autograd  # derivatives from ops.yaml, recorded by the call pipeline
from .autograd import no_grad, enable_grad, set_grad_enabled, inference_mode, is_grad_enabled  # noqa: F401
from .autograd import api as _autograd_api
from .interop.dlpack import from_dlpack  # DLPack / __cuda_array_interface__ (runtime/interop/)
from .interop.serialization import save, load  # safetensors files
from .interop import dlpack as _dlpack
from . import testing  # tg.testing.assert_close / make_tensor
from . import random  # noqa: A004 - tg.random: seeds and fork_rng
from . import amp  # tg.amp: autocast regions and GradScaler
from .amp import autocast, is_autocast_enabled, get_autocast_dtype  # noqa: F401
cuda.amp = amp.cuda_amp  # torch.cuda.amp.autocast / GradScaler (device fixed)
cpu = _types.SimpleNamespace(amp=amp.cpu_amp, is_available=lambda: True)  # torch.cpu.amp

bool = _D.bool_  # noqa: A001 - tensorgen.bool, as torch.bool
float = float32  # noqa: A001
double = float64
half = float16
short = int16
int = int32  # noqa: A001
long = int64

__version__ = "0.1.0"


def _rebuild(arr, dtype_name, dev, names):
    return _factories.tensor(arr, dtype=_D.from_name(dtype_name), device=dev, names=names)


def _reduce(self):
    return (_rebuild, (self._host().copy(), self._dtype.name, str(self._device), self._names))


def _bind_operator_methods(cls):
    """The operator methods and Python operators of ops.yaml (generated/methods.py),
    except those the class defines itself."""
    for name, fn in vars(_TensorMethods).items():
        if callable(fn) and name not in cls.__dict__ and name not in ("__init_subclass__", "__subclasshook__"):
            setattr(cls, name, fn)


def _bind_methods(cls):
    """The Tensor class (core/tensor.py) holds data and metadata only; its
    operator methods come from ops.yaml and the rest from the modules that own them."""
    _bind_operator_methods(cls)
    cls.to = _convert.to_method
    _convert.GENERATED_CONTIGUOUS.append(cls.contiguous)
    cls.contiguous = _convert.contiguous_method
    cls.__getitem__ = _indexing.getitem
    cls.__setitem__ = _indexing.setitem
    cls.__repr__ = cls.__str__ = _printing.tensor_repr
    cls.__format__ = _printing.tensor_format
    cls.__reduce__ = _reduce
    cls.__array_ufunc__ = _numpy_mixing.array_ufunc
    cls.__array_priority__ = 1000  # NumPy operators defer to the Tensor's
    _named.install(cls)
    cls.backward = _autograd_api.tensor_backward
    cls.register_hook = _autograd_api.register_hook
    cls.retain_grad = _autograd_api.retain_grad
    cls.retains_grad = property(_autograd_api.retains_grad)
    cls.detach_ = _autograd_api.detach_
    cls.data = property(_autograd_api.data, _autograd_api.set_data)
    cls.__new__ = _factories.legacy_new
    for name in ("new", "new_empty", "new_empty_strided", "new_zeros", "new_ones", "new_full", "new_tensor"):
        setattr(cls, name, getattr(_factories, name))


_bind_methods(Tensor)
_composite_ops.register()
_composite_linalg.register()
for _rules in (_composite_special, _composite_statistics, _composite_matrices, _composite_reductions,
               _composite_factories):
    _rules.register()
_dlpack.install(Tensor)  # __dlpack__, __dlpack_device__, __cuda_array_interface__
_bind_operator_methods(nested.NestedTensor)  # they reach the nested rules through the pipeline
nested.NestedTensor.backward = _autograd_api.tensor_backward
nested.NestedTensor.register_hook = _autograd_api.register_hook
nested.NestedTensor.retain_grad = _autograd_api.retain_grad
_bind_operator_methods(_sparse.SparseTensor)  # they reach the sparse rules through the pipeline
Tensor.to_sparse = _sparse.to_sparse


def is_tensor(obj):  # noqa: F811 - a sparse_coo tensor is a tensor, as torch.is_tensor says
    return isinstance(obj, (Tensor, _sparse.SparseTensor))


def set_default_device(device):
    """Factories given no device= put their tensors on ``device`` (None: the CPU)."""
    _dev_mod._default[0] = _dev_mod.CPU if device is None else _canonical_device(device)


def numel(input):
    return input.numel()


def is_floating_point(input):
    return input.is_floating_point()


def is_signed(input):
    return input.is_signed()


def get_device(input):
    return input.get_device()


_DETERMINISTIC = [False]


def use_deterministic_algorithms(mode, *, warn_only=False):
    """Kept for scripts that set it: every tensorgen kernel is deterministic
    (fixed reduction orders, serial scatter accumulation) whatever it says."""
    _DETERMINISTIC[0] = builtins.bool(mode)


def are_deterministic_algorithms_enabled():
    return _DETERMINISTIC[0]


def compile(model=None, *, fullgraph=False, dynamic=None, backend="inductor", mode=None, options=None,
            disable=False):
    """torch.compile's contract is the same results from a faster callable;
    tensorgen's operators are compiled kernels already, so the callable is the
    model itself (also as a decorator, with or without arguments)."""
    if model is None:
        return lambda m: m
    return model


_module_alias.install()  # `sys.modules['torch'] = tensorgen` then `import torch.nn` gets tensorgen.nn
