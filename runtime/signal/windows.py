"""tensorgen.signal.windows: torch.signal.windows' window functions (SciPy's
definitions), written as PyTorch writes them: a linspace of the window's points
through generated operators (exp, cos, i0, ...), so autograd records a window
made with requires_grad=True, and float32 windows round as PyTorch's.

M is the number of points; sym=False gives the periodic window (spectral
analysis: the symmetric window of M + 1 points without its last).
"""
import math
from collections.abc import Iterable

from ..core import dtypes as D
from ..core.layouts import strided
from ..families import factories as F
from ..generated import ops as O

__all__ = ["bartlett", "blackman", "cosine", "exponential", "gaussian", "general_cosine", "general_hamming",
           "hamming", "hann", "kaiser", "nuttall"]


def _checks(name, M, dtype, layout):
    """PyTorch's _window_function_checks."""
    if M < 0:
        raise ValueError(f"{name} requires non-negative window length, got M={M}")
    if layout is not strided:
        raise ValueError(f"{name} is implemented for strided tensors only, got: {layout}")
    if dtype not in (D.float32, D.float64):
        raise ValueError(f"{name} expects float32 or float64 dtypes, got: {dtype}")


def _trivial(M, dtype, layout, device, requires_grad):
    """The empty window (M = 0) or [1] (M = 1)."""
    make = F.empty if M == 0 else F.ones
    return make((M,), dtype=dtype, device=device, requires_grad=requires_grad)


def exponential(M, *, center=None, tau=1.0, sym=True, dtype=None, layout=strided, device=None,
                requires_grad=False):
    """exp(-|n - center| / tau)."""
    dtype = dtype or D.get_default_dtype()
    _checks("exponential", M, dtype, layout)
    if tau <= 0:
        raise ValueError(f"Tau must be positive, got: {tau} instead.")
    if sym and center is not None:
        raise ValueError("Center must be None for symmetric windows")
    if M == 0:
        return _trivial(M, dtype, layout, device, requires_grad)
    if center is None:
        center = (M if not sym and M > 1 else M - 1) / 2.0
    constant = 1 / tau
    k = O.linspace(-center * constant, (-center + (M - 1)) * constant, M, dtype=dtype, device=device,
                   requires_grad=requires_grad)
    return O.exp(O.neg(O.abs(k)))


def cosine(M, *, sym=True, dtype=None, layout=strided, device=None, requires_grad=False):
    """sin(pi (n + 1/2) / M) (the sine window)."""
    dtype = dtype or D.get_default_dtype()
    _checks("cosine", M, dtype, layout)
    if M == 0:
        return _trivial(M, dtype, layout, device, requires_grad)
    start = 0.5
    constant = math.pi / (M + 1 if not sym and M > 1 else M)
    k = O.linspace(start * constant, (start + (M - 1)) * constant, M, dtype=dtype, device=device,
                   requires_grad=requires_grad)
    return O.sin(k)


def gaussian(M, *, std=1.0, sym=True, dtype=None, layout=strided, device=None, requires_grad=False):
    """exp(-(n / (2 std))^2) over points centred on the window's middle."""
    dtype = dtype or D.get_default_dtype()
    _checks("gaussian", M, dtype, layout)
    if std <= 0:
        raise ValueError(f"Standard deviation must be positive, got: {std} instead.")
    if M == 0:
        return _trivial(M, dtype, layout, device, requires_grad)
    start = -(M if not sym and M > 1 else M - 1) / 2.0
    constant = 1 / (std * math.sqrt(2))
    k = O.linspace(start * constant, (start + (M - 1)) * constant, M, dtype=dtype, device=device,
                   requires_grad=requires_grad)
    return O.exp(O.neg(O.pow(k, 2)))


def kaiser(M, *, beta=12.0, sym=True, dtype=None, layout=strided, device=None, requires_grad=False):
    """I0(beta sqrt(1 - ((n - N/2) / (N/2))^2)) / I0(beta), N = M - 1 (M when not sym)."""
    dtype = dtype or D.get_default_dtype()
    _checks("kaiser", M, dtype, layout)
    if beta < 0:
        raise ValueError(f"beta must be non-negative, got: {beta} instead.")
    if M <= 1:
        return _trivial(M, dtype, layout, device, requires_grad)
    beta = F.tensor(beta, dtype=dtype, device=device)  # in the window's dtype, as PyTorch (no nan at the ends)
    start = O.neg(beta)
    constant = O.div(O.mul(beta, 2.0), M if not sym else M - 1)
    end = O.minimum(beta, O.add(start, O.mul(constant, M - 1)))
    k = O.linspace(start, end, M, dtype=dtype, device=device, requires_grad=requires_grad)
    return O.div(O.i0(O.sqrt(O.sub(O.mul(beta, beta), O.pow(k, 2)))), O.i0(beta))


def hamming(M, *, sym=True, dtype=None, layout=strided, device=None, requires_grad=False):
    """0.54 - 0.46 cos(2 pi n / (M - 1))."""
    return general_hamming(M, sym=sym, dtype=dtype, layout=layout, device=device, requires_grad=requires_grad)


def hann(M, *, sym=True, dtype=None, layout=strided, device=None, requires_grad=False):
    """1/2 - 1/2 cos(2 pi n / (M - 1))."""
    return general_hamming(M, alpha=0.5, sym=sym, dtype=dtype, layout=layout, device=device,
                           requires_grad=requires_grad)


def blackman(M, *, sym=True, dtype=None, layout=strided, device=None, requires_grad=False):
    """0.42 - 0.5 cos(2 pi n / (M - 1)) + 0.08 cos(4 pi n / (M - 1))."""
    dtype = dtype or D.get_default_dtype()
    _checks("blackman", M, dtype, layout)
    return general_cosine(M, a=[0.42, 0.5, 0.08], sym=sym, dtype=dtype, layout=layout, device=device,
                          requires_grad=requires_grad)


def bartlett(M, *, sym=True, dtype=None, layout=strided, device=None, requires_grad=False):
    """The triangular window 1 - |2n / (M - 1) - 1|."""
    dtype = dtype or D.get_default_dtype()
    _checks("bartlett", M, dtype, layout)
    if M <= 1:
        return _trivial(M, dtype, layout, device, requires_grad)
    start = -1
    constant = 2 / (M if not sym else M - 1)
    k = O.linspace(start, start + (M - 1) * constant, M, dtype=dtype, device=device, requires_grad=requires_grad)
    return O.rsub(O.abs(k), 1)


def general_cosine(M, *, a, sym=True, dtype=None, layout=strided, device=None, requires_grad=False):
    """sum_i (-1)^i a_i cos(2 pi i n / (M - 1))."""
    dtype = dtype or D.get_default_dtype()
    _checks("general_cosine", M, dtype, layout)
    if M <= 1:
        return _trivial(M, dtype, layout, device, requires_grad)
    if not isinstance(a, Iterable):
        raise TypeError("Coefficients must be a list/tuple")
    if not a:
        raise ValueError("Coefficients cannot be empty")
    constant = 2 * math.pi / (M if not sym else M - 1)
    k = O.linspace(0, (M - 1) * constant, M, dtype=dtype, device=device, requires_grad=requires_grad)
    a_i = F.tensor([(-1) ** i * w for i, w in enumerate(a)], dtype=dtype, device=device,
                   requires_grad=requires_grad)
    i = F.arange(a_i.shape[0], dtype=a_i.dtype, device=a_i.device, requires_grad=a_i.requires_grad)
    return O.mul(a_i.unsqueeze(-1), O.cos(O.mul(i.unsqueeze(-1), k))).sum(0)


def general_hamming(M, *, alpha=0.54, sym=True, dtype=None, layout=strided, device=None, requires_grad=False):
    """alpha - (1 - alpha) cos(2 pi n / (M - 1))."""
    return general_cosine(M, a=[alpha, 1.0 - alpha], sym=sym, dtype=dtype, layout=layout, device=device,
                          requires_grad=requires_grad)


def nuttall(M, *, sym=True, dtype=None, layout=strided, device=None, requires_grad=False):
    """Nuttall's minimum 4-term Blackman-Harris window."""
    return general_cosine(M, a=[0.3635819, 0.4891775, 0.1365995, 0.0106411], sym=sym, dtype=dtype, layout=layout,
                          device=device, requires_grad=requires_grad)
