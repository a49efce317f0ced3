"""``pdist`` (torch.pdist, F.pdist): the p-norm distance between every pair of rows.

The ops.yaml composite ``pdist`` runs this rule: the pairs (i < j, row-major,
as torch's upper triangle) are gathered with index_select and their
differences reduced by the generated ``norm``, so autograd derives the
backward from those ops (a zero distance gets a zero gradient, as torch's
``_pdist_backward``). One difference from torch: with p = inf, a difference
tied for the largest |value| shares the gradient evenly (``norm``'s rule, also
torch.norm's), where torch's pdist gives each tied element the full gradient."""
import math

import numpy as np

from ...families import factories as _f
from ...generated import ops as _ops


def pdist(self, p=2.0, out=None):  # (torch.pdist has no out=; the composite family passes None)
    if self.dim() != 2:
        raise RuntimeError(f"pdist only supports 2D tensors, got: {self.dim()}D")
    if not self.dtype.is_floating_point:
        raise RuntimeError("pdist only supports floating-point dtypes")
    if self.dtype.itemsize < 4:  # torch's CPU kernel has no half/bfloat16 instance
        raise NotImplementedError(f"\"pdist\" not implemented for '{self.dtype.pt_name}'")
    if p < 0:
        raise RuntimeError("pdist only supports non-negative p values")
    n = self.shape[0]
    rows, cols = np.triu_indices(n, 1)
    first = _ops.index_select(self, 0, _f.tensor(rows.astype(np.int64), device=self.device))
    second = _ops.index_select(self, 0, _f.tensor(cols.astype(np.int64), device=self.device))
    return _ops.norm(first - second, math.inf if p == math.inf else float(p), dim=-1)
