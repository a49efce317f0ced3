"""``tensorgen.nn.functional``: activation, normalization and dropout functions.

Each is a generated operator from ops.yaml (pointwise relu/gelu/silu/tanh/sigmoid,
normalization softmax/log_softmax, random _dropout); this module adds only
torch.nn.functional's argument conventions (``inplace=``, ``training=``).
"""
from ..generated import ops as _ops

__all__ = ["relu", "relu_", "gelu", "silu", "tanh", "sigmoid", "softmax", "log_softmax", "dropout", "linear"]


def relu(input, inplace=False):
    return _ops.relu_(input) if inplace else _ops.relu(input)


def relu_(input):
    return _ops.relu_(input)


def gelu(input, approximate="none"):
    if approximate not in ("none", "tanh"):
        raise RuntimeError("approximate argument must be either none or tanh.")
    return _ops.gelu(input, approximate=approximate)


def silu(input, inplace=False):
    return _ops.silu_(input) if inplace else _ops.silu(input)


def tanh(input):
    return _ops.tanh(input)


def sigmoid(input):
    return _ops.sigmoid(input)


def softmax(input, dim=None, _stacklevel=3, dtype=None):
    return _ops.softmax(input, _explicit_dim("softmax", dim), dtype)


def log_softmax(input, dim=None, _stacklevel=3, dtype=None):
    return _ops.log_softmax(input, _explicit_dim("log_softmax", dim), dtype)


def _explicit_dim(fn, dim):
    # torch would guess a dim (deprecated); we refuse rather than guess.
    if dim is None:
        raise TypeError(f"{fn}(): argument 'dim' must be given (the implicit-dim choice is deprecated in "
                        "PyTorch; pass dim explicitly)")
    return dim


def dropout(input, p=0.5, training=True, inplace=False):
    if not isinstance(p, (int, float)) or isinstance(p, bool) or p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if not training or p == 0.0:
        return input  # as torch: no mask is drawn and the input itself comes back
    return _ops._dropout_(input, float(p)) if inplace else _ops._dropout(input, float(p))


def linear(input, weight, bias=None):
    """input @ weight.T + bias (the contraction is the generated matmul)."""
    out = _ops.matmul(input, weight.t())
    if bias is not None:
        out = out + bias
    return out
