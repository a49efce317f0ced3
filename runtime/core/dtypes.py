"""The ten dtypes of tensorgen and the default-dtype setting."""
import numpy as np
import ml_dtypes

BOOL, INTEGRAL, FLOATING = 0, 1, 2  # promotion categories, ordered


class dtype:
    """A tensor element type, like ``torch.dtype``."""

    __slots__ = ("name", "np", "itemsize", "category", "is_signed", "pt_name", "index")

    def __init__(self, name, np_dtype, category, is_signed, pt_name, index):
        self.name = name
        self.np = np.dtype(np_dtype)
        self.itemsize = self.np.itemsize
        self.category = category
        self.is_signed = is_signed
        self.pt_name = pt_name  # the name PyTorch prints in messages ("Float")
        self.index = index

    @property
    def is_floating_point(self):
        return self.category == FLOATING

    @property
    def is_complex(self):
        return False

    def to_real(self):
        return self

    def __repr__(self):
        return "tensorgen." + self.name

    def __reduce__(self):
        return (from_name, (self.name,))


bool_ = dtype("bool", np.bool_, BOOL, False, "Bool", 0)
uint8 = dtype("uint8", np.uint8, INTEGRAL, False, "Byte", 1)
int8 = dtype("int8", np.int8, INTEGRAL, True, "Char", 2)
int16 = dtype("int16", np.int16, INTEGRAL, True, "Short", 3)
int32 = dtype("int32", np.int32, INTEGRAL, True, "Int", 4)
int64 = dtype("int64", np.int64, INTEGRAL, True, "Long", 5)
float16 = dtype("float16", np.float16, FLOATING, True, "Half", 6)
bfloat16 = dtype("bfloat16", ml_dtypes.bfloat16, FLOATING, True, "BFloat16", 7)
float32 = dtype("float32", np.float32, FLOATING, True, "Float", 8)
float64 = dtype("float64", np.float64, FLOATING, True, "Double", 9)

ALL = (bool_, uint8, int8, int16, int32, int64, float16, bfloat16, float32, float64)
BY_NAME = {d.name: d for d in ALL}
BY_NAME.update(bool=bool_, float=float32, double=float64, half=float16,
               short=int16, int=int32, long=int64)
_BY_NP = {d.np: d for d in ALL}

# Named groups usable in ops.yaml `dtypes:` (kept here so runtime and codegen agree).
GROUPS = {
    "all": ALL,
    "floating": (float16, bfloat16, float32, float64),
    "integral": (uint8, int8, int16, int32, int64),
    "integral_and_bool": (bool_, uint8, int8, int16, int32, int64),
    "numeric": (uint8, int8, int16, int32, int64, float16, bfloat16, float32, float64),
}

# Half and bfloat16 are stored narrow but computed in float32 ("opmath").
NARROW = (float16, bfloat16)


def from_name(name):
    return BY_NAME[name]


def from_numpy(np_dtype):
    try:
        return _BY_NP[np.dtype(np_dtype)]
    except (KeyError, TypeError):
        raise TypeError(
            f"can't convert np.ndarray of type {np.dtype(np_dtype)}. The only supported types are: "
            "float64, float32, float16, bfloat16, int64, int32, int16, int8, uint8, and bool.") from None


_default = [float32]


def get_default_dtype():
    return _default[0]


# called with no argument after the default dtype changes (the plan cache forgets
# its plans: promotion of a Python float reads the default)
_listeners = []


def on_default_change(fn):
    _listeners.append(fn)


def set_default_dtype(d):
    if not isinstance(d, dtype) or d not in (float16, bfloat16, float32, float64):
        raise TypeError(f"set_default_dtype: only floating-point types are supported as the default type, got {d!r}")
    _default[0] = d
    for fn in _listeners:
        fn()


def opmath(d):
    """The dtype a kernel computes in for storage dtype ``d``."""
    return float32 if d in NARROW else d
