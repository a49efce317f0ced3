"""Separable 2-D resampling filters: bicubic interpolation and the antialiased bilinear, bicubic
and Lanczos-3 filters of ``interpolate`` (the ops.yaml composites ``_upsample_bicubic2d``,
``_upsample_bilinear2d_aa``, ``_upsample_bicubic2d_aa``, ``_upsample_lanczos2d_aa``: torch's aten
ops of those names).

Each output element along a dim is a weighted sum of input elements along it: per dim a
(taps, out) table of source positions and weights is computed on the host with ATen's formulas
in ATen's precision (UpSampleKernel.cpp: ``compute_indices_weights_cubic`` for bicubic, the
cubic convolution with A = -0.75 over 4 clamped taps; ``_compute_indices_min_size_weights_aa``
for antialias, the filter stretched by the downscale factor over a variable window, normalised
to sum 1, Keys' A = -0.5 for bicubic, sinc(x) sinc(x / 3) over 6 taps for Lanczos). The sum runs as generated ``index_select`` gathers times
weights, along W first and then along H (torch's order), so autograd derives the backward from
those ops."""
import math

import numpy as np

from ...families import factories as _f
from ...generated import ops as _ops


def _pixel_scale(in_size, out_size, align_corners, scale, dtype):
    """ATen's area_pixel_compute_scale in the weights' precision."""
    if align_corners:
        return dtype(in_size - 1) / dtype(out_size - 1) if out_size > 1 else dtype(0)
    if scale is not None and scale > 0:
        return dtype(1.0 / scale)
    return dtype(in_size) / dtype(out_size)


def _cubic1(x, a):
    return ((a + 2) * x - (a + 3)) * x * x + 1


def _cubic2(x, a):
    return ((a * x - 5 * a) * x + 8 * a) * x - 4 * a


def cubic_table(in_size, out_size, align_corners, scale, dtype):
    """(4, out) source positions and weights of bicubic interpolation (A = -0.75)."""
    s = _pixel_scale(in_size, out_size, align_corners, scale, dtype)
    dst = np.arange(out_size, dtype=dtype)
    real = s * dst if align_corners else s * (dst + dtype(0.5)) - dtype(0.5)
    index = np.minimum(np.floor(real).astype(np.int64), in_size - 1)
    t = np.clip(real - index.astype(dtype), 0, 1).astype(dtype)
    a = dtype(-0.75)
    weights = np.stack([_cubic2(t + dtype(1), a), _cubic1(t, a), _cubic1(dtype(1) - t, a),
                        _cubic2(dtype(1) - t + dtype(1), a)]).astype(dtype)
    taps = np.stack([np.clip(index - 1 + j, 0, in_size - 1) for j in range(4)])
    return taps, weights


def _linear_filter(x, dtype):
    x = np.abs(x)
    return np.where(x < 1, dtype(1) - x, dtype(0)).astype(dtype)


def _cubic_filter(x, dtype):
    a = dtype(-0.5)  # Keys' constant, as PIL: antialiased bicubic only
    x = np.abs(x)
    return np.where(x < 1, _cubic1(x, a), np.where(x < 2, _cubic2(x, a), dtype(0))).astype(dtype)


def _lanczos_filter(x, dtype):
    """Lanczos-3: sinc(x) sinc(x / 3) for |x| < 3 (computed in float64, as ATen's)."""
    x = np.abs(x.astype(np.float64))
    safe = np.where(x == 0, 1.0, x)
    sinc = np.where(x == 0, 1.0, np.sin(np.pi * safe) / (np.pi * safe))
    sinc3 = np.where(x == 0, 1.0, np.sin(np.pi * safe / 3) / (np.pi * safe / 3))
    return np.where(x < 3, sinc * sinc3, 0.0).astype(dtype)


_FILTERS = {2: _linear_filter, 4: _cubic_filter, 6: _lanczos_filter}  # by the filter's taps (interp_size)


def antialias_table(in_size, out_size, align_corners, scale, dtype, interp_size):
    """(taps, out) source positions and weights of the antialiased filter: its support widened by
    the downscale factor, the weights of each window normalised to sum 1 (taps past a window's
    end weigh 0)."""
    s = _pixel_scale(in_size, out_size, align_corners, scale, dtype)
    support = dtype(interp_size * 0.5 * s) if s >= 1 else dtype(interp_size * 0.5)
    taps = int(math.ceil(support)) * 2 + 1
    inv = dtype(1.0 / s) if s >= 1 else dtype(1)
    i = np.arange(out_size, dtype=np.float64)
    center = (np.float64(s) * (i + 0.5)).astype(dtype)
    xmin = np.maximum(np.trunc(center.astype(np.float64) - np.float64(support) + 0.5).astype(np.int64), 0)
    xmax = np.minimum(np.trunc(center.astype(np.float64) + np.float64(support) + 0.5).astype(np.int64), in_size)
    xsize = np.clip(xmax - xmin, 0, taps)
    j = np.arange(taps)[:, None]
    x = ((j + xmin[None, :]).astype(np.float64) - center.astype(np.float64)[None, :] + 0.5) * np.float64(inv)
    fn = _FILTERS[interp_size]
    w = np.where(j < xsize[None, :], fn(x.astype(dtype), dtype), dtype(0)).astype(dtype)
    total = np.zeros(out_size, dtype)
    for k in range(taps):  # in tap order, in the weights' precision, as ATen's loop
        total = (total + w[k]).astype(dtype)
    w = np.where(total != 0, w / np.where(total != 0, total, dtype(1)), w).astype(dtype)
    positions = np.where(j < xsize[None, :], j + xmin[None, :], xmin[None, :])
    return np.minimum(positions, in_size - 1), w


def _along(x, d, taps, weights):
    """sum over taps of x's elements at the taps' positions along d, times the weights."""
    out = None
    shape = [1] * x.dim()
    shape[d] = taps.shape[1]
    for k in range(taps.shape[0]):
        picked = _ops.index_select(x, d, _f.tensor(taps[k], device=x.device))
        term = picked * _f.tensor(weights[k], dtype=x.dtype, device=x.device).reshape(shape)
        out = term if out is None else out + term
    return out


def _check(op, self, output_size, floating_only):
    if self.dim() != 4:
        raise RuntimeError(f"It is expected input_size equals to 4, but got size {self.dim()}")
    if len(output_size) != 2:
        raise RuntimeError(f"It is expected output_size equals to 2, but got size {len(output_size)}")
    h, w = self.shape[2], self.shape[3]
    oh, ow = int(output_size[0]), int(output_size[1])
    if min(h, w, oh, ow) <= 0:
        raise RuntimeError(f"Input and output sizes should be greater than 0, but got input (H: {h}, W: {w}) output "
                           f"(H: {oh}, W: {ow})")
    if self.shape[1] == 0:  # (an empty batch is fine)
        raise RuntimeError(f"Non-empty 4D data tensor expected but got a tensor with sizes {list(self.shape)}")
    if not self.dtype.is_floating_point or (floating_only and self.dtype.itemsize < 4):
        kernel = "compute_index_ranges_weights" if floating_only else "compute_indices_weights_cubic"
        if self.dtype.name == "uint8":  # torch's uint8 path (int16 fixed-point weights) is not reproduced
            raise NotImplementedError(f"{op}: uint8 input is not supported by tensorgen; convert it to a floating "
                                      "dtype first")
        raise NotImplementedError(f"\"{kernel}\" not implemented for '{self.dtype.pt_name}'")
    return oh, ow


def _precision(x):
    return np.float64 if x.dtype.itemsize == 8 else np.float32  # ATen's opmath for half/bfloat16: float


def _upsample_bicubic2d(self, output_size, align_corners, scales_h=None, scales_w=None, out=None):
    oh, ow = _check("upsample_bicubic2d", self, output_size, False)
    dtype = _precision(self)
    x = _along(self, 3, *cubic_table(self.shape[3], ow, align_corners, scales_w, dtype))
    return _along(x, 2, *cubic_table(self.shape[2], oh, align_corners, scales_h, dtype))


def _antialiased(op, interp_size, self, output_size, align_corners, scales_h, scales_w):
    oh, ow = _check(op, self, output_size, True)
    dtype = _precision(self)
    x = self
    if ow != self.shape[3]:  # torch skips a dim whose size does not change
        x = _along(x, 3, *antialias_table(self.shape[3], ow, align_corners, scales_w, dtype, interp_size))
    if oh != self.shape[2]:
        x = _along(x, 2, *antialias_table(self.shape[2], oh, align_corners, scales_h, dtype, interp_size))
    return x.clone() if x is self else x


def _upsample_bilinear2d_aa(self, output_size, align_corners, scales_h=None, scales_w=None, out=None):
    return _antialiased("_upsample_bilinear2d_aa", 2, self, output_size, align_corners, scales_h, scales_w)


def _upsample_bicubic2d_aa(self, output_size, align_corners, scales_h=None, scales_w=None, out=None):
    return _antialiased("_upsample_bicubic2d_aa", 4, self, output_size, align_corners, scales_h, scales_w)


def _upsample_lanczos2d_aa(self, output_size, align_corners, scales_h=None, scales_w=None, out=None):
    return _antialiased("_upsample_lanczos2d_aa", 6, self, output_size, align_corners, scales_h, scales_w)
