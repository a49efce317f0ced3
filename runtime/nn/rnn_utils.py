"""``nn.utils.rnn.pad_sequence`` and ``unpad_sequence``, as torch's (reachable as tg.nn.utils.rnn):
sequences of different lengths padded to one tensor with cat, so autograd passes through."""
from ..core.tensor import Tensor
from ..families import factories as _f
from ..generated import ops as _ops

__all__ = ["pad_sequence", "unpad_sequence"]


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
