"""``torch.nn.functional.embedding`` and ``embedding_bag``: the generated ``embedding`` and
``embedding_bag`` ops (nn/composite_rules/embedding_bag.py) with torch's argument conventions, and max_norm's renorm."""
import warnings

from ...autograd import grad_mode as _grad_mode
from ...core import dtypes as D
from ...core.tensor import Tensor
from ...families import factories as _f
from ...generated import ops as _ops

__all__ = ["embedding", "embedding_bag"]


def embedding(input, weight, padding_idx=None, max_norm=None, norm_type=2.0, scale_grad_by_freq=False,
              sparse=False):
    """The generated ``embedding`` op: a gather of weight's rows, whose backward
    (``embedding_dense_backward``) adds the gradient's rows up per index (each sum divided by its
    index's count with scale_grad_by_freq), or gives them as a sparse COO tensor with sparse=True
    (``embedding_sparse_backward``)."""
    num = weight.shape[0]
    if padding_idx is not None:
        if padding_idx > 0 and padding_idx >= num:
            raise AssertionError("Padding_idx must be within num_embeddings")
        if padding_idx < 0:
            if padding_idx < -num:
                raise AssertionError("Padding_idx must be within num_embeddings")
            padding_idx = num + padding_idx
    else:
        padding_idx = -1
    if max_norm is not None:
        _embedding_renorm_(weight, input, max_norm, norm_type)
    return _ops.embedding(weight, input, padding_idx, scale_grad_by_freq, sparse)


def embedding_bag(input, weight, offsets=None, max_norm=None, norm_type=2, scale_grad_by_freq=False, mode="mean",
                  sparse=False, per_sample_weights=None, include_last_offset=False, padding_idx=None):
    """Sums, means or maxima of bags of embedding rows: the generated ``embedding_bag`` op
    (nn/composite_rules/embedding_bag.py). input is 1-D with offsets (each bag's start), 2-D (one bag per
    row) or a jagged nested tensor (one bag per component)."""
    if weight.dtype is D.int64 and input.is_floating_point():
        warnings.warn("Argument order of nn.functional.embedding_bag was changed. Usage `embedding_bag(weight, "
                      "input, ...)` is deprecated, and should now be `embedding_bag(input, weight, ...)`.",
                      stacklevel=2)
        weight, input = input, weight
    if per_sample_weights is not None and tuple(input.shape) != tuple(per_sample_weights.shape):
        raise ValueError(f"embedding_bag: If per_sample_weights ({per_sample_weights.shape}) is not None, then it "
                         f"must have the same shape as the input ({input.shape})")
    if weight.dim() != 2:
        raise ValueError(f"weight has to be a 2D Tensor, but got Tensor of dimension {weight.dim()}")
    if input.dim() == 2 and input.is_nested:
        include_last_offset = True
        offsets = input.offsets()
        input = input.values().reshape(-1)
        if per_sample_weights is not None:
            if not per_sample_weights.is_nested:
                raise ValueError("If input is nested, then per_sample_weights must be nested if specified")
            per_sample_weights = per_sample_weights.values().reshape(-1)
    elif input.dim() == 2:
        if offsets is not None:
            raise ValueError("if input is 2D, then offsets has to be None, as input is treated is a mini-batch of "
                             f"fixed length sequences. However, found offsets of type {type(offsets)}")
        offsets = _f.arange(0, input.numel(), input.shape[1], dtype=input.dtype, device=input.device)
        include_last_offset = False
        input = input.reshape(-1)
        if per_sample_weights is not None:
            per_sample_weights = per_sample_weights.reshape(-1)
    elif input.dim() == 1:
        if offsets is None:
            raise ValueError("offsets has to be a 1D Tensor but got None")
        if offsets.dim() != 1:
            raise ValueError("offsets has to be a 1D Tensor")
    else:
        raise ValueError(f"input has to be 1D or 2D Tensor, but got Tensor of dimension {input.dim()}")
    modes = {"sum": 0, "mean": 1, "max": 2}
    if mode not in modes:
        raise ValueError("mode has to be one of sum, mean or max")
    if mode == "max" and scale_grad_by_freq:
        raise ValueError("max mode does not support scaling the gradient by the frequency")
    if mode == "max" and sparse:
        raise ValueError("max mode does not support sparse weights")
    if max_norm is not None:
        _embedding_renorm_(weight, input, max_norm, norm_type)
    if per_sample_weights is not None and mode != "sum":
        raise NotImplementedError("embedding_bag: per_sample_weights was not None. per_sample_weights is only "
                                  f"supported for mode='sum' (got mode='{mode}'). Please open a feature request on "
                                  "GitHub.")
    return _ops.embedding_bag(weight, input, offsets, scale_grad_by_freq, modes[mode], sparse, per_sample_weights,
                              include_last_offset, padding_idx)[0]


def _embedding_renorm_(weight, input, max_norm, norm_type):
    # torch.embedding_renorm_: the rows the indices pick whose norm exceeds
    # max_norm are scaled in place to max_norm / (norm + 1e-7), outside autograd
    if not isinstance(input, Tensor):  # nested indices: every component's values
        input = _ops.cat([c.reshape(-1) for c in input.unbind()]) if input.size(0) else input
    with _grad_mode.no_grad():
        rows = _ops.unique(input.reshape(-1))
        if rows.numel() == 0:
            return
        picked = weight.index_select(0, rows)
        norms = picked.norm(norm_type, 1)
        scale = _ops.where(norms > max_norm, max_norm / (norms + 1e-7), 1.0).to(weight.dtype)
        weight.index_copy_(0, rows, picked * scale.unsqueeze(-1))
