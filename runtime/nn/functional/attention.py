"""``scaled_dot_product_attention``: softmax(q k^T * scale + mask) v, as torch's math path.

A nested (jagged or strided) batch runs per component: each sequence attends
over its own length, and the results are packed into a nested tensor of the
query's layout."""
import math

from ...core import dtypes as D, layouts as _L
from ...core.tensor import Tensor
from ...families import factories as _f
from ...generated import ops as _ops
from ...nested import api as _nested
from ...nested.tensor import NestedTensor

__all__ = ["scaled_dot_product_attention"]


def scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, *, scale=None,
                                 enable_gqa=False):
    if any(isinstance(t, NestedTensor) for t in (query, key, value)):
        return _nested_sdpa(query, key, value, attn_mask, dropout_p, is_causal, scale)
    for name, t in (("query", query), ("key", key), ("value", value)):
        if not isinstance(t, Tensor):
            raise TypeError(f"scaled_dot_product_attention(): argument '{name}' must be Tensor, "
                            f"not {type(t).__name__}")
        if t.dim() < 2:
            raise RuntimeError(f"scaled_dot_product_attention: {name} must have at least 2 dimensions, "
                               f"got {t.dim()}")
    if not (query.dtype is key.dtype is value.dtype):
        raise RuntimeError("Expected query, key, and value to have the same dtype, but got query.dtype: "
                           f"{query.dtype} key.dtype: {key.dtype} and value.dtype: {value.dtype} instead.")
    if query.shape[-1] != key.shape[-1]:
        raise RuntimeError(f"scaled_dot_product_attention: query's last dim ({query.shape[-1]}) must equal key's "
                           f"({key.shape[-1]})")
    if key.shape[-2] != value.shape[-2]:
        raise RuntimeError(f"scaled_dot_product_attention: key has {key.shape[-2]} positions but value has "
                           f"{value.shape[-2]}")
    if is_causal and attn_mask is not None:
        raise RuntimeError("_scaled_dot_product_attention: Explicit attn_mask should not be set when is_causal=True")
    if enable_gqa and query.dim() >= 3 and query.shape[-3] != key.shape[-3]:
        rep = query.shape[-3] // key.shape[-3]
        key = _repeat_heads(key, rep)
        value = _repeat_heads(value, rep)
    L, S = query.shape[-2], key.shape[-2]
    scale = 1.0 / math.sqrt(query.shape[-1]) if scale is None else scale
    scores = _ops.matmul(query, key.transpose(-2, -1)) * scale
    if is_causal:
        rows = _f.arange(L, device=query.device).unsqueeze(-1)
        cols = _f.arange(S, device=query.device)
        scores = scores.masked_fill(cols > rows, -math.inf)
    if attn_mask is not None:
        if attn_mask.dtype is D.bool_:
            scores = scores.masked_fill(_ops.logical_not(attn_mask), -math.inf)
        else:
            scores = scores + attn_mask
    weights = _ops.softmax(scores, -1)
    if dropout_p > 0.0:
        from_ = _ops._dropout(_ops.fill(weights.detach(), 1), float(dropout_p))
        weights = weights * from_
    return _ops.matmul(weights, value)


def _repeat_heads(t, rep):
    shape = list(t.shape)
    h = shape[-3]
    t = t.unsqueeze(-3).expand(*shape[:-3], h, rep, *shape[-2:])
    return t.reshape(*shape[:-3], h * rep, *shape[-2:])


def _nested_sdpa(query, key, value, attn_mask, dropout_p, is_causal, scale):
    if attn_mask is not None:
        raise RuntimeError("scaled_dot_product_attention: attn_mask is not supported with nested inputs; each "
                           "component attends over its own length")
    if not all(isinstance(t, NestedTensor) for t in (query, key, value)):
        raise RuntimeError("scaled_dot_product_attention: query, key and value must all be nested tensors, or "
                           "none of them")
    if _batched_ok(query, key, value, dropout_p, is_causal):
        # every component at once: the nested products run one kernel over all
        # components' matrices; the scores (B, j, j) are a strided nested tensor
        scale = 1.0 / math.sqrt(query._sizes[0, -1]) if scale is None else scale
        weights = _ops.softmax(_ops.matmul(query, key.transpose(-2, -1)) * scale, -1)
        return _ops.matmul(weights, value)
    qs, ks, vs = query.unbind(), key.unbind(), value.unbind()
    if not len(qs) == len(ks) == len(vs):
        raise RuntimeError(f"scaled_dot_product_attention: nested batch sizes differ: query {len(qs)}, key "
                           f"{len(ks)}, value {len(vs)}")
    outs = [scaled_dot_product_attention(q, k, v, None, dropout_p, is_causal, scale=scale)
            for q, k, v in zip(qs, ks, vs)]
    r = query._ragged if query.layout is _L.jagged else None
    if r is not None and r != 1:
        # (B, H, j, E) as torch's multi-head layout: the jagged result is built with the
        # ragged dim first in each component, then transposed back into place
        outs = [o.transpose(0, r - 1) for o in outs]
    # as_nested_tensor keeps the components' history: the attention is differentiable per component
    res = _nested.as_nested_tensor(outs, layout=query.layout, dtype=query.dtype, device=query.device)
    return res.transpose(1, r) if r is not None and r != 1 else res


def _batched_ok(query, key, value, dropout_p, is_causal):
    """Jagged (B, j, E) queries, keys and values of one batch, each component's keys
    as long as its values, no dropout nor causal mask: attention as nested products."""
    ts = (query, key, value)
    if dropout_p > 0.0 or is_causal or any(t.layout is not _L.jagged or t.dim() != 3 or t._ragged != 1 for t in ts):
        return False
    n = len(query._offs)
    if len(key._offs) != n or len(value._offs) != n or query.dtype is not key.dtype or key.dtype is not value.dtype:
        return False
    return bool((key._sizes[:, 0] == value._sizes[:, 0]).all() and
                (query._sizes[:, 1] == key._sizes[:, 1]).all()) and n > 0
