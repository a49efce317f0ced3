"""tensorgen: a PyTorch-shaped tensor library whose operators are declared in ops.yaml.

    import tensorgen as tg
    x = tg.tensor([[1, 2], [3, 4]], dtype=tg.float32)
    (x + tg.randn(2, 2) * 2).exp()
"""
from . import dtypes as _D
from .dtypes import (dtype, bfloat16, float16, float32, float64, int8, int16, int32, int64, uint8,
                     get_default_dtype, set_default_dtype)
from .devices import device
from .layouts import layout, strided, jagged, sparse_coo
from .tensor import Tensor, Size, is_tensor
from .promote import promote_types, result_type, can_cast
from .random import manual_seed, initial_seed, seed
from .factories import (tensor, as_tensor, from_numpy, empty, zeros, ones, full, arange, rand, randn,
                        empty_like, zeros_like, ones_like, full_like, rand_like, randn_like)
from .generated.ops import *  # noqa: F401,F403 - every public operator from ops.yaml
from .generated import ops as _ops
from .named import flatten, unflatten  # noqa: F811 - the by-name overloads wrap the generated view ops
from . import cuda
from . import nn  # tg.nn.functional
from . import nested  # tg.nested: nested tensors (strided and jagged layouts)

bool = _D.bool_  # noqa: A001 - tensorgen.bool, as torch.bool
float = float32  # noqa: A001
double = float64
half = float16
short = int16
int = int32  # noqa: A001
long = int64

__version__ = "0.1.0"


def numel(input):
    return input.numel()


def is_floating_point(input):
    return input.is_floating_point()


def is_signed(input):
    return input.is_signed()


def get_device(input):
    return input.get_device()
