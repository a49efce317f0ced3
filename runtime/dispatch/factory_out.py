"""``out=`` of the factory functions (empty, zeros, ones, full, arange, rand,
randn, eye, randint): the factory builds its result in out's dtype and on out's
device, then the pipeline's one writer checks, resizes and fills ``out``."""
import functools
import inspect

from ..core.tensor import Tensor
from ..families import factories as F
from ..families import structured_factories as MF
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
    forms = getattr(factory, "overloads", None)
    if forms is not None:
        call.overloads = _WithOut(forms)
    else:
        call.__signature__ = _plus_out(inspect.signature(factory))
    return call


def _plus_out(sig):
    """A factory's signature with out= among its keyword-only arguments."""
    params = list(sig.parameters.values())
    at = next((i for i, p in enumerate(params) if p.kind is p.KEYWORD_ONLY), len(params))
    out = inspect.Parameter("out", inspect.Parameter.KEYWORD_ONLY, default=None)
    return sig.replace(parameters=params[:at] + [out] + params[at:])


class _WithOut:
    """The forms of an overloaded factory, each also taking out=."""

    def __init__(self, forms):
        self.forms = forms

    def signatures(self):
        return tuple(_plus_out(s) for s in self.forms.signatures())


empty = with_out(F.empty)
zeros = with_out(F.zeros)
ones = with_out(F.ones)
full = with_out(F.full)
arange = with_out(F.arange)
rand = with_out(F.rand)
randn = with_out(F.randn)
eye = with_out(MF.eye)
randint = with_out(MF.randint)
