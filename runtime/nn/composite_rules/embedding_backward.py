"""The sparse gradient of an embedding table (``embedding(..., sparse=True)``): the ops.yaml
composite ``embedding_sparse_backward``, torch's aten op of that name.

The gradient is a sparse COO tensor of the table's size holding one row of grad per index
(padding_idx's dropped), uncoalesced: repeated indices stand for the sum of their rows, as
torch's. Optimizers that take it (SGD, Adagrad) add it into the dense weight."""
import numpy as np

from ...core import dtypes as D
from ...families import factories as _f, form_family as _X
from ...sparse import build as _sparse


def embedding_sparse_backward(grad, indices, num_weights, padding_idx, scale_grad_by_freq, out=None):
    if scale_grad_by_freq:
        raise RuntimeError("embedding_backward: scale_grad_by_freq not supported with sparse gradients")
    if indices.dtype not in (D.int64, D.int32):
        raise RuntimeError("Expected tensor for argument #1 'indices' to have one of the following scalar types: "
                           f"Long, Int; but got {indices.dtype.pt_name} instead (while checking arguments for "
                           "embedding_backward)")
    width = grad.shape[-1]
    idx = indices.reshape(-1)
    rows = grad.reshape(-1, width)
    if padding_idx >= 0:
        keep = np.flatnonzero(_X.host(idx) != padding_idx)
        if keep.shape[0] != idx.numel():
            keep = _f.tensor(keep.astype(np.int64), device=idx.device)
            idx, rows = idx.index_select(0, keep), rows.index_select(0, keep)
    return _sparse.sparse_coo_tensor(idx.to(D.int64).reshape(1, -1), rows.detach(), (int(num_weights), width))
