"""tg.broadcast_shapes: the shape tensors of these shapes broadcast to, without
making them (torch.functional's, with torch._refs' checks and words)."""
import numbers

from .core.tensor import Size


def broadcast_shapes(*shapes):
    """The shape that tensors of these shapes (ints, tuples or lists of ints;
    None is skipped) broadcast to, as a Size."""
    shapes = tuple((s,) if isinstance(s, numbers.Integral) and not isinstance(s, bool) else s
                   for s in shapes if s is not None)
    if not shapes:
        return Size([])
    for s in shapes:
        if not isinstance(s, (tuple, list)):
            raise RuntimeError(f"Input shapes should be of type ints, a tuple of ints, or a list of ints, got {s}")
    common = [1] * max(len(s) for s in shapes)
    for k, shape in enumerate(shapes):
        for i in range(-1, -1 - len(shape), -1):
            n = shape[i]
            if n == common[i]:
                continue
            if common[i] == 1:
                if n < 0:
                    raise ValueError("Attempting to broadcast a dimension with negative length!")
                common[i] = n
            if n != 1 and common[i] != n:
                raise RuntimeError(f"Attempting to broadcast a dimension of length {n} at {i}! Mismatching "
                                   f"argument at index {k} had {shape}; but expected shape should be "
                                   f"broadcastable to {common}")
    return Size(common)
