"""``tensorgen.finfo`` and ``tensorgen.iinfo``: the numerical limits of a dtype,
with PyTorch's fields, values and messages."""
import ml_dtypes
import numpy as np

from . import dtypes as D

# PyTorch's resolution is 10**-(decimal digits of precision), per dtype.
_RESOLUTION = {D.float16: 0.001, D.bfloat16: 0.01, D.float32: 1e-06, D.float64: 1e-15}


def _g(v):
    return f"{v:g}"


class finfo:
    """Machine limits of a floating dtype (``torch.finfo``)."""
    __slots__ = ("bits", "eps", "max", "min", "tiny", "smallest_normal", "resolution", "dtype")

    def __init__(self, type=None):  # noqa: A002 - PyTorch's argument name
        if type is None:
            type = D.get_default_dtype()  # noqa: A001
        if not isinstance(type, D.dtype):
            raise TypeError(f"finfo(): argument 'type' (position 1) must be tensorgen.dtype, not "
                            f"{_typename(type)}")
        if type.category != D.FLOATING:
            raise TypeError("tensorgen.finfo() requires a floating point input type. Use tensorgen.iinfo to handle "
                            "'tensorgen.finfo'")
        info = ml_dtypes.finfo(type.np) if type is D.bfloat16 else np.finfo(type.np)
        self.bits = int(info.bits)
        self.eps = float(info.eps)
        self.max = float(info.max)
        self.min = float(info.min)
        self.tiny = self.smallest_normal = float(info.smallest_normal)
        self.resolution = _RESOLUTION[type]
        self.dtype = type.name

    def __repr__(self):
        return (f"finfo(resolution={_g(self.resolution)}, min={_g(self.min)}, max={_g(self.max)}, "
                f"eps={_g(self.eps)}, smallest_normal={_g(self.smallest_normal)}, tiny={_g(self.tiny)}, "
                f"dtype={self.dtype})")

    def __eq__(self, other):
        return isinstance(other, finfo) and other.dtype == self.dtype

    __hash__ = object.__hash__


class iinfo:
    """Machine limits of an integral dtype (``torch.iinfo``)."""
    __slots__ = ("bits", "max", "min", "dtype")

    def __init__(self, type):  # noqa: A002
        if not isinstance(type, D.dtype):
            raise TypeError(f"iinfo(): argument 'type' (position 1) must be tensorgen.dtype, not {_typename(type)}")
        if type is D.bool_:
            raise TypeError("tensorgen.bool is not supported by tensorgen.iinfo")
        if type.category != D.INTEGRAL:
            raise TypeError("tensorgen.iinfo() requires an integer input type. Use tensorgen.finfo to handle "
                            "'tensorgen.iinfo'")
        info = np.iinfo(type.np)
        self.bits, self.max, self.min, self.dtype = int(info.bits), int(info.max), int(info.min), type.name

    def __repr__(self):
        return f"iinfo(min={_g(float(self.min))}, max={_g(float(self.max))}, dtype={self.dtype})"

    def __eq__(self, other):
        return isinstance(other, iinfo) and other.dtype == self.dtype

    __hash__ = object.__hash__


def _typename(x):
    return type(x).__name__
