"""Batch collation, as torch.utils.data._utils.collate: ``default_collate``
stacks a list of samples into a batch, ``default_convert`` turns NumPy data
into tensors without batching."""
import collections.abc

import numpy as np

from ....core import dtypes as _D
from ....core.tensor import Tensor
from ....families import factories as _f
from ....generated import ops as _ops

__all__ = ["default_collate", "default_convert"]


def default_convert(data):
    """Samples to tensors without batching (DataLoader with batch_size=None)."""
    if isinstance(data, np.ndarray) and data.dtype.kind not in "OUSV":
        return _f.as_tensor(data)
    if isinstance(data, collections.abc.Mapping):
        return type(data)({k: default_convert(v) for k, v in data.items()})
    if isinstance(data, tuple) and hasattr(data, "_fields"):
        return type(data)(*(default_convert(d) for d in data))
    if isinstance(data, (list, tuple)):
        return type(data)(default_convert(d) for d in data)
    return data


def default_collate(batch):
    """Stack a list of samples into a batch, as torch's default_collate."""
    elem = batch[0]
    if isinstance(elem, Tensor):
        return _ops.stack(list(batch), 0)
    if isinstance(elem, np.ndarray) and elem.dtype.kind not in "OUSV":
        return _ops.stack([_f.as_tensor(b) for b in batch], 0)
    if isinstance(elem, np.generic) and not isinstance(elem, (np.str_, np.bytes_)):
        return _f.as_tensor(np.array(batch))
    if isinstance(elem, bool):
        return _f.tensor(batch)
    if isinstance(elem, float):
        return _f.tensor(batch, dtype=_D.float64)
    if isinstance(elem, int):
        return _f.tensor(batch)
    if isinstance(elem, (str, bytes)):
        return batch
    if isinstance(elem, collections.abc.Mapping):
        return type(elem)({k: default_collate([d[k] for d in batch]) for k in elem})
    if isinstance(elem, tuple) and hasattr(elem, "_fields"):
        return type(elem)(*(default_collate(list(s)) for s in zip(*batch)))
    if isinstance(elem, collections.abc.Sequence):
        if any(len(b) != len(elem) for b in batch):
            raise RuntimeError("each element in list of batch should be of equal size")
        columns = [default_collate(list(s)) for s in zip(*batch)]
        if isinstance(elem, tuple):
            return columns
        try:
            return type(elem)(columns)
        except TypeError:
            return columns
    raise TypeError("default_collate: batch must contain tensors, numpy arrays, numbers, dicts or lists; "
                    f"found {type(elem)}")
