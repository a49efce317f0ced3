"""tensorgen: a PyTorch-shaped tensor library whose operators are declared in ops.yaml.

    import tensorgen as tg
    x = tg.tensor([[1, 2], [3, 4]], dtype=tg.float32)
    (x + tg.randn(2, 2) * 2).exp()

The public names, each defined once (docs/design.md, "The layers", has the layers they
come from). The three tensor classes get their methods from one declared
table (method_table.py), bound below: the only thing this module attaches.
"""
import builtins
import importlib as _importlib
import types as _types

from .core import dtypes as _D
from .core.dtypes import (dtype, bfloat16, float16, float32, float64, int8, int16, int32, int64, uint8,
                          get_default_dtype, set_default_dtype)
from .core.devices import device, get_default_device
from .core import devices as _dev_mod
from .core import trace_hook as _trace_hook
from .backends.cuda import canonical as _canonical_device
from .core.layouts import layout, strided, jagged, sparse_coo
from .core.layouts import memory_format, contiguous_format, channels_last, channels_last_3d, preserve_format
from .core.tensor import Tensor, Size, bind_methods as _bind_methods
from .core.promote import promote_types, result_type, can_cast
from .core.typeinfo import finfo, iinfo
from .core.printing import set_printoptions, get_printoptions
from .core.generator import manual_seed, initial_seed, seed
from .core.generator import Generator, default_generator, get_rng_state, set_rng_state
from .families.factories import (tensor, as_tensor, from_numpy, empty_strided, empty_like, zeros_like, ones_like,
                                 full_like, rand_like, randn_like)
from .families.structured_factories import tril_indices, triu_indices, randint_like
from .dispatch.factory_out import empty, zeros, ones, full, arange, rand, randn, eye, randint  # with out=
from .generated.ops import *  # noqa: F401,F403 - every public operator from ops.yaml
from .api.named import flatten, unflatten  # the by-name overloads of the generated view ops (not in its __all__)
from .api.indexing import where  # where(condition) alone, and the generated where (not in its __all__)
# importing each registers its composite rules with the composite family
from .api import composite_arrange_products as _composite_ops  # noqa: F401
from .api import composite_linalg as _composite_linalg  # noqa: F401
from .api import composite_special as _composite_special  # noqa: F401
from .api import composite_statistics as _composite_statistics  # noqa: F401
from .api import composite_matrices as _composite_matrices  # noqa: F401
from .api import composite_reductions as _composite_reductions  # noqa: F401
from .api import composite_factories as _composite_factories  # noqa: F401
from . import cuda
from .shapes import broadcast_shapes  # noqa: F401
from .backends.threads import set_num_threads, get_num_threads  # noqa: F401 - prange kernels' width
from . import module_alias as _module_alias
from . import nested  # tg.nested: nested tensors (strided and jagged layouts)
from .sparse import sparse_coo_tensor, SparseTensor as _SparseTensor  # noqa: F401 - the sparse_coo layout
from . import autograd  # derivatives from ops.yaml, recorded by the call pipeline
from .autograd import no_grad, enable_grad, set_grad_enabled, inference_mode, is_grad_enabled  # noqa: F401
from .interop.dlpack import from_dlpack  # DLPack / __cuda_array_interface__ (runtime/interop/)
from .interop.serialization import save, load  # safetensors files
from . import random  # noqa: A004 - tg.random: seeds and fork_rng
from . import amp  # tg.amp: autocast regions and GradScaler
from .amp import autocast, is_autocast_enabled, get_autocast_dtype  # noqa: F401
from . import method_table as _method_table
from .families import composite as _composite

# The libraries are loaded on first use (`tg.nn`, `import tensorgen.nn`, `from
# tensorgen import optim` alike): a program uses few of them, and importing them
# all was a third of tensorgen's own share of `import tensorgen`
# (benchmarks/bench_startup.py). Each still imports only lower ranks.
_LIBRARIES = {
    "nn": "modules, functional, init",
    "optim": "optimizers and lr schedules",
    "linalg": "vector and matrix norms, decompositions",
    "signal": "torch.signal's window functions",
    "special": "torch.special's functions (ops.yaml python_module / special.* aliases)",
    "utils": "utils.data: datasets and DataLoader",
    "distributed": "torch.distributed's API over MPI (mpi4py loaded on first use)",
    "testing": "assert_close / make_tensor",
    "compiler": "tg.compile's tracing, guards, replay and fusion; explain",
}

cpu = _types.SimpleNamespace(amp=amp.cpu_amp, is_available=lambda: True)  # torch.cpu.amp

bool = _D.bool_  # noqa: A001 - tensorgen.bool, as torch.bool
float = float32  # noqa: A001
double = float64
half = float16
short = int16
int = int32  # noqa: A001
long = int64

__version__ = "0.1.0"

for _cls, _table in _method_table.TABLES.items():
    _bind_methods(_cls, _table)
del _cls, _table


def is_tensor(obj):
    """Whether obj is a tensor: dense or sparse_coo (torch.is_tensor)."""
    return isinstance(obj, (Tensor, _SparseTensor))


def set_default_device(device):  # noqa: F811 - torch.set_default_device(device), as its signature names it
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


def compile(model=None, *, fullgraph=False, dynamic=None, backend=None, mode=None, options=None, name=None,
            disable=False, recompile_limit=None, isolate_recompiles=False, shapes_spec=None):
    """torch.compile (tensorgen.compiler, loaded on first use): the same results
    from a callable that replays a traced, fused graph; as a decorator too."""
    return __getattr__("compiler").compile(model, fullgraph=fullgraph, dynamic=dynamic, backend=backend, mode=mode,
                                           options=options, name=name, disable=disable,
                                           recompile_limit=recompile_limit, isolate_recompiles=isolate_recompiles,
                                           shapes_spec=shapes_spec)


def __getattr__(name):
    if name in _LIBRARIES:
        return _importlib.import_module(f"{__name__}.{name}")  # binds it here: later reads skip this
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(_LIBRARIES))


# nn's operators declared `kind: composite` (tg.pdist, tg.ctc_loss, ...) register their
# rules when nn is imported: a call finding its rule missing loads nn first
_composite.register_loader(lambda: __getattr__("nn"))
_trace_hook.COMPILER_LOADER[0] = lambda: __getattr__("compiler")  # Module.compile() loads it
_module_alias.install()  # `sys.modules['torch'] = tensorgen` then `import torch.nn` gets tensorgen.nn
