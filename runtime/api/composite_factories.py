"""The composite factories of ops.yaml (``kind: composite``): scalar_tensor and
the window functions (bartlett_window, blackman_window, hamming_window,
hann_window, kaiser_window), each in ATen's order of operations over generated
operators (an arange scaled, then cos or i0), so float32 windows round as
PyTorch's do. Importing the module hands them to
runtime/families/composite.py.
"""
import math
import numbers

from ..core import dtypes as D
from ..core.args import dtype_arg
from ..core.layouts import strided
from ..families import composite as _composite
from ..families import factories as F
from ..generated import ops as O

# the C++ type names of PyTorch's TensorOptions printout
_C_NAMES = {D.bool_: "bool", D.uint8: "unsigned char", D.int8: "signed char", D.int16: "short int",
            D.int32: "int", D.int64: "long int"}


def scalar_tensor(s, dtype=None, layout=None, device=None, pin_memory=None, requires_grad=False, out=None):
    """A 0-dim tensor of s, in the default float dtype unless dtype says otherwise."""
    if not isinstance(s, (numbers.Number,)) or isinstance(s, complex):
        raise TypeError(f"scalar_tensor(): argument 's' (position 1) must be Number, not {type(s).__name__}")
    dtype = dtype_arg("scalar_tensor", dtype) or D.get_default_dtype()
    return F.full((), s, dtype=dtype, device=device, requires_grad=requires_grad)


def _window_checks(op, window_length, dtype, layout, device, requires_grad):
    """ATen's window_function_checks: the length an int >= 0, a strided floating dtype."""
    if isinstance(window_length, bool) or not isinstance(window_length, numbers.Integral):
        raise TypeError(f"{op}(): argument 'window_length' (position 1) must be int, not "
                        f"{type(window_length).__name__}")
    dtype = dtype_arg(op, dtype) or D.get_default_dtype()
    if layout is not None and layout is not strided:
        raise RuntimeError(f"{op} is not implemented for sparse types, got: {layout}")
    if not dtype.is_floating_point:
        dev = device if device is not None else "cpu"
        raise RuntimeError(f"{op} expects floating point dtypes, got: TensorOptions(dtype="
                           f"{_C_NAMES.get(dtype, dtype.name)}, device={dev}, layout=Strided (default), "
                           f"requires_grad={'true' if requires_grad else 'false (default)'}, pinned_memory=false, "
                           f"memory_format=(nullopt))")
    if window_length < 0:
        raise RuntimeError(f"{op} requires non-negative window_length, got window_length={window_length}")
    return dtype


def _window(op, window_length, periodic, dtype, layout, device, requires_grad, body):
    """The window of ``body(n, dtype)`` (n points, symmetric), periodic: one point
    longer with the last dropped; a length 0 or 1 window is empty or [1]."""
    dtype = _window_checks(op, window_length, dtype, layout, device, requires_grad)
    if window_length <= 1:
        res = F.ones(window_length, dtype=dtype, device=device)
    else:
        n = window_length + 1 if periodic else window_length
        res = body(n, F.arange(n, dtype=dtype, device=device))
        if periodic:
            res = res[:window_length].contiguous()
    if requires_grad:
        res.requires_grad_(True)
    return res


def bartlett_window(window_length, periodic=True, dtype=None, layout=None, device=None, pin_memory=None,
                    requires_grad=False, out=None):
    """The triangular window: k 2 / (n - 1), mirrored past the middle."""
    def body(n, k):
        w = O.mul(k, 2.0 / (n - 1))
        half = ((n - 1) >> 1) + 1
        return O.cat([w[:half], O.add(O.mul(w[half:], -1), 2)])
    return _window("bartlett_window", window_length, periodic, dtype, layout, device, requires_grad, body)


def blackman_window(window_length, periodic=True, dtype=None, layout=None, device=None, pin_memory=None,
                    requires_grad=False, out=None):
    """0.42 - 0.5 cos(2 pi k / (n - 1)) + 0.08 cos(4 pi k / (n - 1))."""
    def body(n, k):
        w = O.mul(k, math.pi / (n - 1))
        return O.add(O.sub(O.mul(O.cos(O.mul(w, 4)), 0.08), O.mul(O.cos(O.mul(w, 2)), 0.5)), 0.42)
    return _window("blackman_window", window_length, periodic, dtype, layout, device, requires_grad, body)


def hamming_window(window_length, periodic=True, alpha=0.54, beta=0.46, dtype=None, layout=None, device=None,
                   pin_memory=None, requires_grad=False, out=None):
    """alpha - beta cos(2 pi k / (n - 1))."""
    def body(n, k):
        return O.add(O.mul(O.cos(O.mul(k, math.pi * 2.0 / (n - 1))), -beta), alpha)
    return _window("hamming_window", window_length, periodic, dtype, layout, device, requires_grad, body)


def hann_window(window_length, periodic=True, dtype=None, layout=None, device=None, pin_memory=None,
                requires_grad=False, out=None):
    """hamming_window with alpha = beta = 1/2."""
    def body(n, k):
        return O.add(O.mul(O.cos(O.mul(k, math.pi * 2.0 / (n - 1))), -0.5), 0.5)
    return _window("hann_window", window_length, periodic, dtype, layout, device, requires_grad, body)


def kaiser_window(window_length, periodic=True, beta=12.0, dtype=None, layout=None, device=None, pin_memory=None,
                  requires_grad=False, out=None):
    """I0(beta sqrt(1 - ((k - c) / c)^2)) / I0(beta), c = (n - 1) / 2."""
    def body(n, k):
        c = (n - 1) / 2.0
        r = O.div(O.sub(k, c), c)
        return O.div(O.i0(O.mul(O.sqrt(O.abs(O.sub(1, O.mul(r, r)))), beta)),
                     O.i0(F.full((), beta, dtype=k.dtype, device=k.device)))
    return _window("kaiser_window", window_length, periodic, dtype, layout, device, requires_grad, body)


# ops.yaml `rule:` -> its function here, registered with the composite family when this module is imported
RULES = {fn.__name__: fn for fn in (scalar_tensor, bartlett_window, blackman_window, hamming_window, hann_window, kaiser_window)}
_composite.register(RULES)
