"""``out=`` of the factory functions (empty, zeros, ones, full, arange, rand,
randn, eye, randint): the factory builds its result in out's dtype and on out's
device, then the pipeline's one writer checks, resizes and fills ``out``."""
import functools

from ..core.tensor import Tensor
from ..families import factories as F
from ..families import more_factories as MF
from . import target as T


def with_out(factory):
    """``factory`` taking ``out=``, as PyTorch's: dtype= must then equal out's dtype."""
    name = factory.__name__

    @functools.wraps(factory)
    def call(*args, out=None, **kwargs):
        if out is None:
            return factory(*args, **kwargs)
        if not isinstance(out, Tensor):
            raise TypeError(f"{name}(): argument 'out' must be Tensor, not {type(out).__name__}")
        dtype = kwargs.get("dtype")
        if dtype is not None and dtype is not out._dtype:
            raise RuntimeError(f"dtype {dtype.pt_name} does not match dtype of out parameter ({out._dtype.pt_name})")
        kwargs["dtype"] = out._dtype
        kwargs.setdefault("device", out._device)
        if kwargs.get("requires_grad"):
            raise RuntimeError(f"{name}(): functions with out=... arguments don't support automatic "
                               "differentiation, but one of the arguments requires grad.")
        res = factory(*args, **kwargs)
        return T.deliver(name, out, res, names=res._names)
    return call


empty = with_out(F.empty)
zeros = with_out(F.zeros)
ones = with_out(F.ones)
full = with_out(F.full)
arange = with_out(F.arange)
rand = with_out(F.rand)
randn = with_out(F.randn)
eye = with_out(MF.eye)
randint = with_out(MF.randint)
