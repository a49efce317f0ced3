"""More of ``tensorgen.nn.init`` (attached to nn.init): orthogonal_, eye_, dirac_, as torch's.

orthogonal_ draws the normal matrix with the generated sampler (so tg.manual_seed reproduces
it) and orthogonalises it on the host: a one-off initialisation, not a tensor operator.
"""
import numpy as np

from ..autograd.grad_mode import no_grad
from ..families import factories as _f


def orthogonal_(tensor, gain=1, generator=None):
    if tensor.dim() < 2:
        raise ValueError("Only tensors with 2 or more dimensions are supported")
    if tensor.numel() == 0:
        return tensor
    rows = tensor.shape[0]
    cols = tensor.numel() // rows
    with no_grad():
        flat = _f.empty((rows, cols), dtype=tensor.dtype, device=tensor.device).normal_(0, 1).numpy()
        a = flat.T if rows < cols else flat
        q, r = np.linalg.qr(a.astype(np.float64))
        q = q * np.sign(np.diag(r))  # as torch: the sign of R's diagonal makes the draw uniform
        if rows < cols:
            q = q.T
        tensor.copy_(_f.tensor(q.reshape(tuple(tensor.shape)) * gain, dtype=tensor.dtype, device=tensor.device))
    return tensor


def eye_(tensor):
    if tensor.dim() != 2:
        raise ValueError("Only tensors with 2 dimensions are supported")
    with no_grad():
        tensor.copy_(_f.tensor(np.eye(*tensor.shape), dtype=tensor.dtype, device=tensor.device))
    return tensor


def dirac_(tensor, groups=1):
    nd = tensor.dim()
    if nd not in (3, 4, 5):
        raise ValueError("Only tensors with 3, 4, or 5 dimensions are supported")
    sizes = tuple(tensor.shape)
    if sizes[0] % groups != 0:
        raise ValueError("dim 0 must be divisible by groups")
    out_per_group = sizes[0] // groups
    min_dim = min(out_per_group, sizes[1])
    w = np.zeros(sizes)
    centre = tuple(s // 2 for s in sizes[2:])
    for g in range(groups):
        for d in range(min_dim):
            w[(g * out_per_group + d, d) + centre] = 1
    with no_grad():
        tensor.copy_(_f.tensor(w, dtype=tensor.dtype, device=tensor.device))
    return tensor
