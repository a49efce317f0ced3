"""Tensors as MPI buffers.

A contiguous CPU tensor travels zero-copy: MPI reads and writes the tensor's own
storage. Any other tensor (strided views, CUDA tensors: host staging) goes
through one contiguous host copy, written back into the tensor once the
communication is done. A collective writes in place, so the tensor keeps its
names and its identity, and its version counter moves as for any in-place op.
"""
import numpy as np

from ..autograd import grad_mode
from ..core.tensor import Tensor
from ..families import factories


def check(t, what, arg):
    """None when ``t`` can travel, else the error to raise (a nested or sparse
    tensor has no single buffer)."""
    if isinstance(t, Tensor):
        return None
    if getattr(t, "is_nested", False):
        return RuntimeError(f"{what}: {arg} is a nested tensor; only dense tensors can be communicated (convert "
                            "it with to_padded_tensor() first)")
    if getattr(t, "is_sparse", False):
        return RuntimeError(f"{what}: {arg} is a sparse tensor; only dense tensors can be communicated (convert it "
                            "with to_dense())")
    return TypeError(f"{what}: {arg} must be a tensorgen.Tensor, got {type(t).__name__}")


def is_direct(t):
    """Whether MPI can use ``t``'s own memory (a contiguous CPU tensor)."""
    return t._device.type == "cpu" and t.is_contiguous()


def readable(t):
    """``t``'s values as a contiguous 1-d host array: its own storage when
    possible (no copy), else one staging copy."""
    if is_direct(t):
        n = t.numel()
        if n == 0:
            return np.empty(0, t._dtype.np)
        # the storage's bytes from the tensor's offset, as Tensor._np reads them
        return np.ndarray((n,), t._dtype.np, t._storage, t._offset * t._dtype.itemsize)
    return np.ascontiguousarray(t._host()).reshape(-1)


class Target:
    """Where values received for ``t`` land: ``array`` is ``t``'s own storage
    (zero-copy) or a staging array; ``commit()`` then makes them ``t``'s values.
    ``compute`` is a NumPy dtype the values are reduced in (float32 for float16
    and bfloat16), ``keep`` whether the staging array starts with ``t``'s values
    (an in-place reduction or the root's broadcast)."""

    def __init__(self, t, compute=None, keep=True):
        self.tensor = t
        self.direct = compute is None and is_direct(t)
        if self.direct:
            self.array = readable(t)
        elif keep:
            values = readable(t)
            self.array = values.astype(compute) if compute is not None else np.array(values)
        else:
            self.array = np.empty(t.numel(), compute if compute is not None else t._dtype.np)

    def commit(self):
        write(self.tensor, self.array, self.direct)


def write(t, values, direct=False):
    """``t``'s elements set from a 1-d host array (in place: names, identity and
    views kept); ``direct`` when the values are in ``t``'s own memory already."""
    if direct:
        t._vc[0] += 1
        return
    values = values.astype(t._dtype.np, copy=False).reshape(t._shape)
    if t._device.type == "cpu":
        t._np[...] = values
        t._vc[0] += 1
        return
    with grad_mode.no_grad():
        t.copy_(factories.from_numpy(np.ascontiguousarray(values)))


def new_like(t, values):
    """A new tensor of ``t``'s shape, dtype, device and names holding ``values`` (a 1-d host array)."""
    out = factories.from_numpy(values.astype(t._dtype.np).reshape(t._shape))
    if t._device.type != "cpu":
        out = out.to(t._device)
    if t._names is not None:
        out = out.refine_names(*t._names)
    return out
