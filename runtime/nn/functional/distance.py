"""``torch.nn.functional``'s distances: cosine_similarity, pairwise_distance and pdist."""

from ...autograd.grad_mode import no_grad
from ...generated import ops as _ops

__all__ = ["cosine_similarity", "pairwise_distance", "pdist"]


def cosine_similarity(x1, x2, dim=1, eps=1e-8):
    """ATen's form: each vector over its norm (clamped at eps outside the graph), then the dot product."""
    x1, x2 = _ops.broadcast_tensors(x1, x2)
    n1 = _ops.norm(x1, 2, dim, True)
    n2 = _ops.norm(x2, 2, dim, True)
    with no_grad():
        c1 = _ops.clamp(n1, min=eps) - n1
        c2 = _ops.clamp(n2, min=eps) - n2
    return ((x1 / (n1 + c1)) * (x2 / (n2 + c2))).sum(dim)


def pairwise_distance(x1, x2, p=2.0, eps=1e-6, keepdim=False):
    out_dim = max(x1.dim(), x2.dim())
    return _ops.norm(x1 - x2 + eps, p, max(out_dim - 1, 0) if out_dim else None, keepdim)


pdist = _ops.pdist  # torch.nn.functional.pdist is torch.pdist
