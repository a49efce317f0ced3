"""``interpolate`` (nearest, nearest-exact, linear/bilinear/trilinear, bicubic, area; antialiased
bilinear, bicubic and lanczos), as torch.nn.functional's.

Each spatial dim is resampled in turn: nearest modes gather source rows (the generated
index_select, whose backward is the scatter-add); linear modes gather the two neighbours and
blend them with per-row weights. Source indices and weights follow ATen's formulas in the
input's precision (float32 math for float32, as ATen's opmath), so the picks agree with torch.
'area' is adaptive average pooling, as in torch. Bicubic and the antialiased filters are the
ops.yaml composites of nn/composite_rules/resample.py."""
import math
import warnings

import numpy as np

from ...families import factories as _f
from ...generated import ops as _ops
from . import pooling as _pool

__all__ = ["interpolate", "upsample", "upsample_nearest", "upsample_bilinear"]


_LINEAR = {"linear": 3, "bilinear": 4, "trilinear": 5}


_ALL = ("nearest", "linear", "bilinear", "bicubic", "trilinear", "area", "nearest-exact", "lanczos")


def _scale(in_size, out_size, scale, dtype):
    if scale is not None and scale > 0:
        return dtype(1.0 / scale)
    return dtype(in_size) / dtype(out_size)


def _nearest_index(in_size, out_size, scale, exact):
    if not exact and out_size == in_size:
        return np.arange(out_size)
    if not exact and out_size == 2 * in_size:
        return np.arange(out_size) >> 1
    s = _scale(in_size, out_size, scale, np.float32)
    dst = np.arange(out_size, dtype=np.float32)
    src = np.floor((dst + np.float32(0.5)) * s if exact else dst * s).astype(np.int64)
    return np.minimum(src, in_size - 1)


def _linear_index(in_size, out_size, scale, align_corners, dtype):
    if out_size == in_size:
        idx = np.arange(out_size)
        return idx, idx, np.ones(out_size, dtype), np.zeros(out_size, dtype)
    if align_corners:
        ratio = dtype(in_size - 1) / dtype(out_size - 1) if out_size > 1 else dtype(0)
    else:
        ratio = _scale(in_size, out_size, scale, dtype)
    dst = np.arange(out_size, dtype=dtype)
    if align_corners:
        real = ratio * dst
    else:
        real = np.maximum(ratio * (dst + dtype(0.5)) - dtype(0.5), dtype(0))
    i0 = np.minimum(np.floor(real).astype(np.int64), in_size - 1)
    lam1 = np.clip(real - i0.astype(dtype), 0, 1).astype(dtype)
    i1 = i0 + (i0 < in_size - 1)
    return i0, i1, (dtype(1) - lam1).astype(dtype), lam1


def _along(x, d, idx):
    return _ops.index_select(x, d, _f.tensor(idx, device=x.device))


def _weights(x, d, w):
    shape = [1] * x.dim()
    shape[d] = len(w)
    return _f.tensor(w, dtype=x.dtype, device=x.device).reshape(shape)


def interpolate(input, size=None, scale_factor=None, mode="nearest", align_corners=None, recompute_scale_factor=None,
                antialias=False):
    if mode in ("nearest", "area", "nearest-exact"):
        if align_corners is not None:
            raise ValueError("align_corners option can only be set with the interpolating modes: linear | bilinear "
                             "| bicubic | trilinear")
    elif align_corners is None:
        align_corners = False
    dim = input.dim() - 2
    if size is not None and scale_factor is not None:
        raise ValueError("only one of size or scale_factor should be defined")
    if size is not None:
        scales = [None] * max(dim, 0)
        if isinstance(size, (list, tuple)):
            if len(size) != dim:
                raise ValueError("Input and output must have the same number of spatial dimensions, but got input "
                                 f"with spatial dimensions of {list(input.shape[2:])} and output size of {size}. "
                                 "Please provide input tensor in (N, C, d1, d2, ...,dK) format and output size in "
                                 "(o1, o2, ...,oK) format.")
            out_size = [int(s) for s in size]
        else:
            out_size = [int(size)] * dim
    elif scale_factor is not None:
        if isinstance(scale_factor, (list, tuple)):
            if len(scale_factor) != dim:
                raise ValueError("Input and scale_factor must have the same number of spatial dimensions, but got "
                                 f"input with spatial dimensions of {list(input.shape[2:])} and scale_factor of "
                                 f"shape {scale_factor}. Please provide input tensor in (N, C, d1, d2, ...,dK) "
                                 "format and scale_factor in (s1, s2, ...,sK) format.")
            scales = [float(s) for s in scale_factor]
        else:
            scales = [float(scale_factor)] * dim
        out_size = [int(math.floor(input.shape[i + 2] * scales[i])) for i in range(dim)]
    else:
        raise ValueError("either size or scale_factor should be defined")
    if recompute_scale_factor and size is not None:
        raise ValueError("recompute_scale_factor is not meaningful with an explicit size.")
    if recompute_scale_factor or mode == "area":
        scales = [None] * dim  # the kernel then derives its scales from the sizes
    if antialias and not (mode in ("bilinear", "bicubic", "lanczos") and input.dim() == 4):
        raise ValueError("Anti-alias option is restricted to bilinear, bicubic, and lanczos modes and requires a 4-D "
                         "tensor as input")
    if mode == "lanczos" and input.dim() == 4:
        if align_corners:
            raise ValueError("Lanczos mode does not support align_corners=True")
        if not antialias:
            raise ValueError("Lanczos mode requires antialias=True")
        return _ops._upsample_lanczos2d_aa(input, out_size, False, scales[0], scales[1])
    if mode == "bicubic" and input.dim() == 4:
        fn = _ops._upsample_bicubic2d_aa if antialias else _ops._upsample_bicubic2d
        return fn(input, out_size, align_corners, scales[0], scales[1])
    if mode == "bilinear" and antialias and input.dim() == 4:
        return _ops._upsample_bilinear2d_aa(input, out_size, align_corners, scales[0], scales[1])
    if mode not in _ALL or input.dim() not in (3, 4, 5) or mode in ("bicubic", "lanczos"):
        raise NotImplementedError(f"Input Error: Only 3D, 4D and 5D input Tensors supported (got {input.dim()}D) for "
                                  "the modes: nearest | linear | bilinear | bicubic | trilinear | lanczos | area | "
                                  f"nearest-exact (got {mode})")
    if mode in _LINEAR and input.dim() != _LINEAR[mode]:
        raise NotImplementedError(f"Got {input.dim()}D input, but {mode} mode needs {_LINEAR[mode]}D input")
    if mode == "area":
        return _pool.adaptive_avg_pool(f"adaptive_avg_pool{dim}d", dim, input, tuple(out_size))
    if any(s <= 0 for s in out_size):
        shown = ", ".join(str(s) for s in input.shape[2:]), ", ".join(str(s) for s in out_size)
        raise RuntimeError(f"Input and output sizes should be greater than 0, but got input ({shown[0]}) and output "
                           f"({shown[1]})")
    nearest = mode in ("nearest", "nearest-exact")
    if not input.dtype.is_floating_point and not (nearest and input.dtype.name == "uint8"):
        kind = "nearest" if nearest else "linear"
        raise NotImplementedError(f"\"compute_indices_weights_{kind}\" not implemented for '{input.dtype.pt_name}'")
    out = input
    np_dtype = np.float32 if input.dtype.itemsize <= 4 else np.float64
    for i in range(dim):
        d = i + 2
        n_in, n_out = input.shape[d], out_size[i]
        if mode in ("nearest", "nearest-exact"):
            out = _along(out, d, _nearest_index(n_in, n_out, scales[i], mode == "nearest-exact"))
        else:
            i0, i1, l0, l1 = _linear_index(n_in, n_out, scales[i], align_corners, np_dtype)
            out = _along(out, d, i0) * _weights(out, d, l0) + _along(out, d, i1) * _weights(out, d, l1)
    return out


def upsample(input, size=None, scale_factor=None, mode="nearest", align_corners=None):
    warnings.warn("`nn.functional.upsample` is deprecated. Use `nn.functional.interpolate` instead.", stacklevel=2)
    return interpolate(input, size, scale_factor, mode, align_corners)


def upsample_nearest(input, size=None, scale_factor=None):
    warnings.warn("`nn.functional.upsample_nearest` is deprecated. Use `nn.functional.interpolate` instead.",
                  stacklevel=2)
    return interpolate(input, size, scale_factor, mode="nearest")


def upsample_bilinear(input, size=None, scale_factor=None):
    warnings.warn("`nn.functional.upsample_bilinear` is deprecated. Use `nn.functional.interpolate` instead.",
                  stacklevel=2)
    return interpolate(input, size, scale_factor, mode="bilinear", align_corners=True)
