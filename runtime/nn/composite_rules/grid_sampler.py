"""The ops.yaml composites behind F.grid_sample and F.affine_grid (nn/functional/grid_sample.py).

``grid_sampler`` (torch.grid_sampler) samples input (N, C, [D,] H, W) at the
grid's normalised (x, y[, z]) points: each point is unnormalised to a source
position per spatial dim, moved into the input by the padding mode (border
clamps, reflection mirrors, as ATen's ``compute_coordinates``), and the
neighbouring elements are gathered per (batch, channel) with the generated
``gather`` and blended: bilinear (trilinear for 5-D) with ATen's corner
weights, nearest at the position rounded half to even, bicubic (4-D only) with
the cubic convolution kernel (A = -0.75) over 4 x 4 taps, each tap moved by the
padding mode. Elements outside the input read 0 (padding 'zeros').

Everything is written over differentiable operators, so autograd gives the
gradient for input (gather's scatter-add) and for grid (through the weights and
the coordinate maps: 0 outside a clamp, -1 on a mirrored stretch), ATen's
formulas; nearest has no gradient for grid, as torch.

``affine_grid_generator`` (torch.affine_grid_generator) is ATen's: a base grid
of linspace(-1, 1) points (scaled by (n - 1) / n unless align_corners) times
theta transposed, one matmul."""
import numpy as np

from ...core import dtypes as D
from ...families import factories as _f
from ...generated import ops as _ops


_MODES = {"bilinear": 0, "nearest": 1, "bicubic": 2}


_PADDINGS = {"zeros": 0, "border": 1, "reflection": 2}


_A = -0.75  # the cubic convolution constant of ATen's bicubic kernels


_ALIGN_WARNING = ("Default grid_sample and affine_grid behavior has changed to align_corners=False since 1.3.0. "
                  "Please specify align_corners=True if the old behavior is desired. See the documentation of "
                  "grid_sample for details.")


# ------------------------------------------------------------------ source coordinates (ATen's GridSampler.h)
def _unnormalize(coord, size, align_corners):
    """-1 and 1 at the centres of the corner elements (align_corners) or at their outer edges."""
    if align_corners:
        return (coord + 1) / 2 * (size - 1)
    return ((coord + 1) * size - 1) / 2


def _clip(coord, size):
    return coord.clamp(0, size - 1)


def _reflect(coord, twice_low, twice_high):
    """coord mirrored into [twice_low / 2, twice_high / 2] as often as it takes."""
    if twice_low == twice_high:
        return _f.zeros_like(coord)
    low = twice_low / 2
    span = (twice_high - twice_low) / 2
    c = _ops.abs(coord - low)
    extra = _ops.fmod(c, span)
    flips = _ops.floor(c / span)
    return _ops.where(_ops.fmod(flips, 2) == 0, extra + low, span - extra + low)


def _into_input(coord, size, padding, align_corners):
    """ATen's compute_coordinates: the padding mode's position inside the input."""
    if padding == 1:
        return _clip(coord, size)
    if padding == 2:
        if align_corners:
            coord = _reflect(coord, 0, 2 * (size - 1))
        else:
            coord = _reflect(coord, -1, 2 * size - 1)
        return _clip(coord, size)
    return coord


# ------------------------------------------------------------------ gathering
class _Planes:
    """The input as (N, C, P) planes and the grid's points as (N, L) per spatial dim."""

    def __init__(self, input, sizes):
        self.n, self.c = input.shape[0], input.shape[1]
        self.sizes = sizes                     # spatial sizes, outermost first (D, H, W)
        strides, s = [], 1
        for size in reversed(sizes):
            strides.append(s)
            s *= size
        self.strides = strides[::-1]
        self.flat = input.reshape(self.n, self.c, s)

    def read(self, positions):
        """The elements at integer-valued float positions (one (N, L) tensor per spatial dim):
        (N, C, L), 0 where a position lies outside the input (or is not finite)."""
        inside, lin = None, None
        for pos, size, stride in zip(positions, self.sizes, self.strides):
            ok = (pos >= 0) & (pos <= size - 1)
            inside = ok if inside is None else inside & ok
            k = _ops.where(ok, pos, 0).to(D.int64) * stride
            lin = k if lin is None else lin + k
        n, length = lin.shape
        vals = _ops.gather(self.flat, 2, lin.unsqueeze(1).expand(n, self.c, length))
        return vals * inside.unsqueeze(1).to(vals.dtype)


def _bilinear(planes, coords):
    """2 ** nd corners, outermost dim first; each weight a product over the dims (x first, as ATen)."""
    lows = [_ops.floor(c) for c in coords]
    out = None
    nd = len(coords)
    for corner in range(2 ** nd):
        picks = [(corner >> (nd - 1 - k)) & 1 for k in range(nd)]
        pos = [lo + 1 if p else lo for lo, p in zip(lows, picks)]
        weight = None
        for k in reversed(range(nd)):  # x, then y, then z
            w = coords[k] - lows[k] if picks[k] else lows[k] + 1 - coords[k]
            weight = w if weight is None else weight * w
        term = planes.read(pos) * weight.unsqueeze(1)
        out = term if out is None else out + term
    return out


def _cubic_coefficients(t):
    """ATen's get_cubic_upsample_coefficients for the taps at -1, 0, 1, 2 around t in [0, 1)."""
    x1 = t + 1
    x2 = 1 - t
    x3 = 2 - t
    outer = lambda x: ((_A * x - 5 * _A) * x + 8 * _A) * x - 4 * _A  # noqa: E731 - 1 < |x| < 2
    inner = lambda x: ((_A + 2) * x - (_A + 3)) * x * x + 1  # noqa: E731 - |x| <= 1
    return [outer(x1), inner(t), inner(x2), outer(x3)]


def _bicubic(planes, coords, size, padding, align_corners):
    """4 x 4 taps around the point, each moved into the input by the padding mode (ATen's
    get_value_bounded); rows blended along x first, then along y."""
    iy, ix = coords
    fy, fx = _ops.floor(iy), _ops.floor(ix)
    cy, cx = _cubic_coefficients(iy - fy), _cubic_coefficients(ix - fx)
    h, w = size
    fy, fx = fy.detach(), fx.detach()
    cols = [_into_input(fx + (j - 1), w, padding, align_corners) for j in range(4)]
    out = None
    for i in range(4):
        row_pos = _into_input(fy + (i - 1), h, padding, align_corners)
        row = None
        for j in range(4):
            term = planes.read([_ops.trunc(row_pos), _ops.trunc(cols[j])]) * cx[j].unsqueeze(1)
            row = term if row is None else row + term
        term = row * cy[i].unsqueeze(1)
        out = term if out is None else out + term
    return out


def _check_sampler(input, grid, interpolation_mode, padding_mode, align_corners):
    if not isinstance(align_corners, bool):
        raise TypeError(f"grid_sampler(): argument 'align_corners' (position 5) must be bool, not "
                        f"{type(align_corners).__name__}")
    if interpolation_mode not in (0, 1, 2) or isinstance(interpolation_mode, bool):
        raise RuntimeError(f"grid_sampler(): interpolation_mode must be 0 (bilinear), 1 (nearest) or 2 (bicubic), "
                           f"but got {interpolation_mode}")
    if padding_mode not in (0, 1, 2) or isinstance(padding_mode, bool):
        raise RuntimeError(f"grid_sampler(): padding_mode must be 0 (zeros), 1 (border) or 2 (reflection), but "
                           f"got {padding_mode}")
    if input.device != grid.device:
        raise RuntimeError(f"grid_sampler(): expected input and grid to be on same device, but input is on "
                           f"{input.device} and grid is on {grid.device}")
    if input.dim() != grid.dim() or input.dim() not in (4, 5):
        raise RuntimeError(f"grid_sampler(): expected 4D or 5D input and grid with same number of dimensions, but "
                           f"got input with sizes {list(input.shape)} and grid with sizes {list(grid.shape)}")
    if not input.dtype.is_floating_point:
        kernel = "grid_sampler_2d_cpu_kernel_impl" if input.dim() == 4 else "grid_sampler_3d_cpu"
        raise NotImplementedError(f"\"{kernel}\" not implemented for '{input.dtype.pt_name}'")
    if input.dtype is not grid.dtype:
        raise RuntimeError(f"expected scalar type {input.dtype.pt_name} but found {grid.dtype.pt_name}")
    if input.shape[0] != grid.shape[0]:
        raise RuntimeError(f"grid_sampler(): expected grid and input to have same batch size, but got input with "
                           f"sizes {list(input.shape)} and grid with sizes {list(grid.shape)}")
    nd = input.dim() - 2
    if grid.shape[-1] != nd:
        raise RuntimeError(f"grid_sampler(): expected grid to have size {nd} in last dimension, but got grid with "
                           f"sizes {list(grid.shape)}")
    for d in range(2, input.dim()):
        if input.shape[d] == 0:
            raise RuntimeError(f"grid_sampler(): expected input to have non-empty spatial dimensions, but input has "
                               f"sizes {list(input.shape)} with dimension {d} being empty")
    if interpolation_mode == 2 and nd != 2:
        raise RuntimeError("grid_sampler(): bicubic interpolation only supports 4D input")


def grid_sampler(input, grid, interpolation_mode, padding_mode, align_corners, out=None):
    _check_sampler(input, grid, interpolation_mode, padding_mode, align_corners)
    nd = input.dim() - 2
    n, c = input.shape[0], input.shape[1]
    sizes = tuple(input.shape[2:])
    out_spatial = tuple(grid.shape[1:-1])
    length = 1
    for s in out_spatial:
        length *= s
    pts = grid.reshape(n, length, nd)
    # grid's last dim is (x, y[, z]): x runs along the last spatial dim
    coords = [_unnormalize(pts.select(2, nd - 1 - k), sizes[k], align_corners) for k in range(nd)]
    planes = _Planes(input, sizes)
    if interpolation_mode == 2:
        res = _bicubic(planes, coords, sizes, padding_mode, align_corners)
    else:
        coords = [_into_input(co, size, padding_mode, align_corners) for co, size in zip(coords, sizes)]
        if interpolation_mode == 0:
            res = _bilinear(planes, coords)
        else:
            picks = [_ops.round(co) for co in coords]
            res = planes.read(picks)
            # the picks' integer positions leave the graph; torch still gives grid a (zero)
            # gradient, which round's zero derivative carries back through this zero term
            for r in picks:
                res = res + _ops.where(_ops.isfinite(r), r - r.detach(), 0).unsqueeze(1)
    return res.reshape((n, c) + out_spatial)


def _base_line(steps, align_corners, dtype, device):
    """ATen's linspace_from_neg_one: -1 .. 1 over steps points, scaled by (steps - 1) / steps unless
    align_corners; one point is 0."""
    if steps <= 1:
        return _f.zeros(max(steps, 0), dtype=dtype, device=device)
    line = _ops.linspace(-1, 1, steps, dtype=dtype, device=device)
    if not align_corners:
        line = line * (steps - 1) / steps
    return line


def affine_grid_generator(theta, size, align_corners, out=None):
    size = [int(s) for s in size]
    if len(size) not in (4, 5):
        raise RuntimeError(f"AffineGridGenerator needs 4d (spatial) or 5d (volumetric) inputs, got {len(size)}d")
    n, spatial = size[0], size[2:]
    nd = len(spatial)
    if theta.dim() != 3 or theta.shape[0] != n or theta.shape[1] != nd or theta.shape[2] != nd + 1:
        raise RuntimeError(f"Expected size for first two dimensions of batch2 tensor to be: [{n}, {nd + 1}] but "
                           f"got: [{theta.shape[0] if theta.dim() else 0}, "
                           f"{theta.shape[2] if theta.dim() == 3 else 0}].")
    dtype, device = theta.dtype, theta.device
    # base (prod(spatial), nd + 1): (x, y[, z], 1) with x along the last spatial dim, row-major points
    lines = [_base_line(s, align_corners, dtype, device) for s in spatial]
    length = int(np.prod(spatial)) if spatial else 1
    columns = []
    for k in range(nd - 1, -1, -1):  # x (last spatial dim), y, z
        shape = [1] * nd
        shape[k] = spatial[k]
        columns.append(lines[k].reshape(shape).expand(*spatial).reshape(length))
    columns.append(_f.ones(length, dtype=dtype, device=device))
    base = _ops.stack(columns, 1)
    grid = _ops.matmul(base, theta.transpose(1, 2))
    return grid.reshape([n] + spatial + [nd])
