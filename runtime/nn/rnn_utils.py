"""``nn.utils.rnn``, as torch's (reachable as tg.nn.utils.rnn): pad_sequence / unpad_sequence and
PackedSequence with pack_padded_sequence / pad_packed_sequence / pack_sequence. Everything is
narrow, cat and stack, so autograd passes through."""
from collections import namedtuple

import numpy as np

from ..core.tensor import Tensor
from ..families import factories as _f
from ..generated import ops as _ops

__all__ = ["pad_sequence", "unpad_sequence", "PackedSequence", "pack_padded_sequence", "pad_packed_sequence",
           "pack_sequence"]


def pad_sequence(sequences, batch_first=False, padding_value=0.0, padding_side="right"):
    if padding_side not in ("left", "right"):
        raise ValueError(f"Expected padding_side to be one of left or right, but got {padding_side}.")
    if isinstance(sequences, Tensor):
        sequences = sequences.unbind(0)
    sequences = list(sequences)
    if not sequences:
        raise RuntimeError("received an empty list of sequences")
    longest = max(s.shape[0] for s in sequences)
    rows = []
    for s in sequences:
        missing = longest - s.shape[0]
        if missing:
            fill = _f.full((missing,) + tuple(s.shape[1:]), padding_value, dtype=s.dtype, device=s.device)
            s = _ops.cat([s, fill] if padding_side == "right" else [fill, s], 0)
        rows.append(s)
    return _ops.stack(rows, 0 if batch_first else 1)


def unpad_sequence(padded_sequences, lengths, batch_first=False):
    x = padded_sequences if batch_first else padded_sequences.transpose(0, 1)
    return [x[i].narrow(0, 0, int(n)) for i, n in enumerate(lengths.tolist() if isinstance(lengths, Tensor)
                                                             else lengths)]


class PackedSequence(namedtuple("PackedSequence", ["data", "batch_sizes", "sorted_indices", "unsorted_indices"])):
    """Sequences of decreasing length stored time step by time step (torch's layout): data holds,
    for each step t, the rows of the batch_sizes[t] sequences still running."""

    def __new__(cls, data, batch_sizes=None, sorted_indices=None, unsorted_indices=None):
        if unsorted_indices is None and sorted_indices is not None:
            unsorted_indices = _invert(sorted_indices)
        return super().__new__(cls, data, batch_sizes, sorted_indices, unsorted_indices)

    @property
    def is_cuda(self):
        return self.data.is_cuda


def _invert(perm):
    inv = np.empty(perm.numel(), np.int64)
    inv[perm.cpu().numpy()] = np.arange(perm.numel())
    return _f.tensor(inv, device=perm.device)


def _lengths_list(lengths):
    return [int(n) for n in (lengths.tolist() if isinstance(lengths, Tensor) else lengths)]


def pack_padded_sequence(input, lengths, batch_first=False, enforce_sorted=True):
    lens = _lengths_list(lengths)
    if enforce_sorted:
        if any(a < b for a, b in zip(lens, lens[1:])):
            raise RuntimeError("`lengths` array must be sorted in decreasing order when `enforce_sorted` is True. "
                               "You can pass `enforce_sorted=False` to pack_padded_sequence and/or pack_sequence to "
                               "sidestep this requirement if you do not need ONNX exportability.")
        sorted_indices = None
    else:
        order = np.argsort(-np.asarray(lens, np.int64), kind="stable")
        sorted_indices = _f.tensor(order, device=input.device)  # (on the data's device, as torch's)
        input = input.index_select(0 if batch_first else 1, sorted_indices)
        lens = [lens[i] for i in order]
    if lens and lens[-1] <= 0:
        raise RuntimeError("Length of all samples has to be greater than 0, but found an element in 'lengths' that "
                           "is <= 0")
    x = input.transpose(0, 1) if batch_first else input
    if lens and lens[0] > x.shape[0]:
        raise RuntimeError(f"Expected sequence length to be larger than or equal to {lens[0]}, but got {x.shape[0]}")
    batch_sizes = [sum(1 for n in lens if n > t) for t in range(lens[0] if lens else 0)]
    data = _ops.cat([x.select(0, t).narrow(0, 0, b) for t, b in enumerate(batch_sizes)], 0)
    return PackedSequence(data, _f.tensor(batch_sizes), sorted_indices, None)


def padded_from_packed(sequence, padding_value=0.0, total_length=None):
    """(T, B, *) in the packed (sorted) batch order, and the sorted lengths."""
    sizes = _lengths_list(sequence.batch_sizes)
    data = sequence.data
    full = sizes[0]
    rows, offset = [], 0
    for b in sizes:
        step = data.narrow(0, offset, b)
        if b < full:
            fill = _f.full((full - b,) + tuple(data.shape[1:]), padding_value, dtype=data.dtype, device=data.device)
            step = _ops.cat([step, fill], 0)
        rows.append(step)
        offset += b
    if total_length is not None:
        if total_length < len(sizes):
            raise ValueError("Expected total_length to be at least the length of the longest sequence in input, but "
                             f"got total_length={total_length} and max sequence length being {len(sizes)}")
        rows += [_f.full((full,) + tuple(data.shape[1:]), padding_value, dtype=data.dtype, device=data.device)
                 for _ in range(total_length - len(sizes))]
    lengths = [sum(1 for b in sizes if b > i) for i in range(full)]
    return _ops.stack(rows, 0), lengths


def pad_packed_sequence(sequence, batch_first=False, padding_value=0.0, total_length=None):
    padded, lengths = padded_from_packed(sequence, padding_value, total_length)
    lengths = _f.tensor(lengths)
    if sequence.unsorted_indices is not None:
        padded = padded.index_select(1, sequence.unsorted_indices.to(device=padded.device))
        lengths = lengths.index_select(0, sequence.unsorted_indices.cpu())
    return (padded.transpose(0, 1) if batch_first else padded), lengths


def pack_sequence(sequences, enforce_sorted=True):
    lengths = [s.shape[0] for s in sequences]
    return pack_padded_sequence(pad_sequence(sequences), lengths, enforce_sorted=enforce_sorted)


def packed_from_padded(x, batch_sizes, like):
    """The packed layout of a time-major (T, B, *) tensor, with like's batch_sizes and indices."""
    data = _ops.cat([x.select(0, t).narrow(0, 0, b) for t, b in enumerate(batch_sizes)], 0)
    return PackedSequence(data, like.batch_sizes, like.sorted_indices, like.unsorted_indices)
