"""What the autograd engine needs to know about nested gradients, handed to it
through the layout hook (core/layout_hooks.py) so that autograd never imports
this package: the meta a nested input's gradient is fitted to, a nested
gradient fitted to a nested or to a dense input, and the check of a gradient
given to ``backward`` for a nested output.
"""
import numpy as np

from ..core import layouts
from ..dispatch import pipeline
from . import api as nested_api


class NestedSizes:
    """A nested input's component sizes: what its gradient is summed back to
    when the input was broadcast (size-1 dims of its components)."""
    __slots__ = ("sizes",)

    def __init__(self, sizes):
        self.sizes = sizes

    def fit(self, g):
        return _nested_sum_to(g, self.sizes)


def grad_meta(t):
    """What a nested input's gradient is fitted to (the engine's input meta)."""
    return NestedSizes(t._sizes)


def _nested_sum_to(g, sizes):
    """A nested gradient summed over the dims its input had of size 1 in every component."""
    if g._sizes.shape == sizes.shape and (g._sizes == sizes).all():
        return g
    stretched = ((sizes == 1) & (g._sizes != 1)).any(axis=0)
    dims = [j + 1 for j in range(sizes.shape[1]) if stretched[j]]
    return g.sum(dims, keepdim=True) if dims else g


def fit_dense(g, shape, sum_to):
    """A nested gradient of a dense input of shape (B or 1, ...) that was taken
    as one component per row: each component summed to the row's shape, stacked;
    or of a dense input of at most the components' rank, broadcast over the
    trailing regular dims of every component (a bias, a norm's weight): summed
    over all components. ``sum_to(dense_g, shape)``: the engine's dense reduction."""
    if len(shape) < g.dim():
        return _trailing_sum_to(g, shape, sum_to)
    rows = np.array(shape[1:], np.int64)
    g = _nested_sum_to(g, np.tile(rows, (g._sizes.shape[0], 1)).reshape(g._sizes.shape[0], len(rows)))
    # (a sum over the ragged dim is dense already)
    dense = nested_api.to_padded_tensor(g, 0.0) if g.is_nested else g
    return dense.sum(0, keepdim=True) if shape[0] == 1 and dense._shape[0] != 1 else dense


def _trailing_sum_to(g, shape, sum_to):
    if g.layout is layouts.jagged and g._ragged == 1 and not pipeline.recording():
        # one reduction over the packed values buffer (rows of every component)
        return sum_to(g.values(), shape)
    # strided layout, or a graph of the backward pass: per component, recorded
    total = None
    for c in g.unbind():
        s = sum_to(c, shape)
        total = s if total is None else total + s
    return total


def check_root_gradient(t, g):
    """A nested output's gradient: a nested tensor of the very same component sizes."""
    if not (t.is_nested and getattr(g, "is_nested", False)):
        raise RuntimeError("backward(): the gradient of a nested tensor must be a nested tensor of the same "
                           "structure, and a nested gradient belongs to a nested output")
    if g._sizes.shape != t._sizes.shape or (g._sizes != t._sizes).any():
        raise RuntimeError("Mismatch in shape: grad_output[0] is a nested tensor whose components' sizes differ "
                           "from those of output[0]")
    if g._dtype is not t._dtype:
        g = g.to(t._dtype)
    return g
