"""``torch.nn.functional.pad``: constant, reflect, replicate and circular padding (a negative pad crops)."""
import numpy as _np

from ...families import factories as _f
from ...generated import ops as _ops

__all__ = ["pad"]


def pad(input, pad, mode="constant", value=None):
    if len(pad) % 2:
        raise RuntimeError("Padding length must be divisible by 2")
    if len(pad) // 2 > input.dim():
        raise RuntimeError("Padding length should be less than or equal to two times the input dimension but got "
                           f"padding length {len(pad)} and input of dimension {input.dim()}")
    if mode not in ("constant", "reflect", "replicate", "circular"):
        raise NotImplementedError(f"Unrecognised padding mode {mode}")
    if mode != "constant" and value not in (None, 0, 0.0):
        raise RuntimeError(f"Padding mode \"{mode}\" doesn't take in value argument")
    if mode != "constant" and not (len(pad) in (2, 4, 6) and input.dim() - len(pad) // 2 in (1, 2)):
        # PyTorch's own exception type and words for an unsupported combination
        raise NotImplementedError(
            f"Padding size {len(pad)} is not supported for {input.dim()}D input tensor.\n"
            "Supported combinations for non-constant padding:\n"
            "  - 2D or 3D input: padding size = 2 (pads last dimension)\n"
            "  - 3D or 4D input: padding size = 4 (pads last 2 dimensions)\n"
            "  - 4D or 5D input: padding size = 6 (pads last 3 dimensions)")
    pairs = [(int(pad[2 * i]), int(pad[2 * i + 1])) for i in range(len(pad) // 2)]
    if mode in ("reflect", "replicate"):
        _check_padded_size(input, pairs, mode)
    elif mode == "circular":
        _check_circular(input, pairs)
    out = input
    for i, (lo, hi) in enumerate(pairs):
        out = _pad_dim(out, input.dim() - 1 - i, lo, hi, mode, 0 if value is None else value)
    return out


_SPATIAL = ("W", "H", "D")


def _check_padded_size(x, pairs, mode):
    """reflect/replicate: a negative pad crops, but the result may not be smaller
    than torch's reflection/replication_pad kernels allow (1-D: at least one
    element; 2-D and 3-D: no negative size)."""
    k = len(pairs)
    dims = [x.dim() - 1 - i for i in range(k)]
    sizes = [x.shape[d] for d in dims]
    outs = [n + lo + hi for n, (lo, hi) in zip(sizes, pairs)]
    if mode == "reflect":
        for d, n, (lo, hi) in zip(dims, sizes, pairs):
            if lo >= n or hi >= n:
                raise RuntimeError(f"Argument #4: Padding size should be less than the corresponding input dimension, "
                                   f"but got: padding ({lo}, {hi}) at dimension {d} of input {list(x.shape)}")
    if min(outs) < (1 if k == 1 else 0):
        labels = _SPATIAL[:k][::-1]
        given = ", ".join(f"{a}: {n}" for a, n in zip(labels, sizes[::-1]))
        got = " ".join(f"{a}: {o}" for a, o in zip(labels, outs[::-1]))
        raise RuntimeError(f"input ({given}) is too small. Calculated output {got}")
    for d, n in zip(dims, sizes):
        if n == 0 and mode == "replicate":
            raise RuntimeError(f"padding size is expected to be less than the input size in dimension {d}")


def _check_circular(x, pairs):
    for i, (lo, hi) in enumerate(pairs):
        n = x.shape[x.dim() - 1 - i]
        if lo > n or hi > n:
            raise RuntimeError("Padding value causes wrapping around more than once.")
        if n + lo + hi < 0:
            raise RuntimeError("Negative padding value is resulting in an empty dimension")


def _pad_dim(x, d, lo, hi, mode, value):
    n = x.shape[d]
    if mode in ("reflect", "replicate"):
        if lo == 0 and hi == 0:
            return x
        # output position j reads input position j - lo, mirrored or clamped into
        # the input (a negative pad crops); the gather's backward adds the copies up
        src = _np.arange(-lo, n + hi, dtype=_np.int64)
        if mode == "reflect":
            src = _np.abs(src)
            src = _np.where(src >= n, 2 * (n - 1) - src, src)
        else:
            src = _np.clip(src, 0, n - 1)
        return _ops.index_select(x, d, _f.tensor(src, device=x.device))
    if mode == "circular" and n == 0:
        raise RuntimeError(f"padding size is expected to be less than the input size in dimension {d}")
    # constant and circular: a negative pad crops first (circular then wraps
    # around the cropped tensor, as torch's _pad_circular)
    if n + lo + hi < 0:
        raise RuntimeError("The input size after padding is negative")
    if lo < 0:
        x, n, lo = x.narrow(d, -lo, n + lo), n + lo, 0
    if hi < 0:
        x, n, hi = x.narrow(d, 0, n + hi), n + hi, 0
    if mode == "circular" and (lo > n or hi > n):  # the crop left too little to wrap around
        raise RuntimeError("Padding value causes wrapping around more than once.")
    parts = []

    def block(k):
        shape = list(x.shape)
        shape[d] = k
        return _f.full(shape, value, dtype=x.dtype, device=x.device)

    if lo > 0:
        parts.append(block(lo) if mode == "constant" else x.narrow(d, n - lo, lo))
    parts.append(x)
    if hi > 0:
        parts.append(block(hi) if mode == "constant" else x.narrow(d, 0, hi))
    return parts[0] if len(parts) == 1 else _ops.cat(parts, d)
