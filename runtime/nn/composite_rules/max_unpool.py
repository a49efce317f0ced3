"""The ops.yaml composites behind F.max_unpool1d/2d/3d (nn/functional/unpooling.py).

``_max_unpool2d`` / ``_max_unpool3d`` are torch's aten ``max_unpool2d`` /
``max_unpool3d`` (torch._C._nn): each plane of the input is scattered, with
the generated ``scatter``, into a zero plane of the output size at the
positions max pooling's ``indices`` name (flat within a plane). Autograd then
derives the backward from scatter's: the output gradient gathered at the
indices. Indices are checked on the host first, with torch's words; a
repeated index keeps the last value written, as torch's CPU kernel."""
from ...core import dtypes as D
from ...families import factories as _f, form_family as _X
from ...generated import ops as _ops


_AXES = {2: "(height, width)", 3: "(depth, height, width)"}


def _unpool(op, nd, self, indices, output_size):
    if self.dim() not in (nd + 1, nd + 2):
        raise RuntimeError(f"Input to max_unpooling{nd}d should be a {nd + 1}d or {nd + 2}d Tensor, but got a "
                           f"tensor with {self.dim()} dimensions.")
    if indices.dtype is not D.int64:
        raise RuntimeError(f"elements in indices should be type int64 but got: {indices.dtype.pt_name}")
    if tuple(indices.shape) != tuple(self.shape):
        raise RuntimeError(f"Expected shape of indices to be same as that of the input tensor ({list(self.shape)}) "
                           f"but got indices tensor with shape: {list(indices.shape)}")
    if not self.dtype.is_floating_point:
        raise NotImplementedError(f"\"max_unpool{nd}d\" not implemented for '{self.dtype.pt_name}'")
    sizes = tuple(int(s) for s in output_size)
    if any(s < 0 for s in sizes):
        raise RuntimeError(f"max_unpooling{nd}d(): output_size must contain non-negative spatial dimensions, but got "
                           f"output_size={sizes}")
    batch = 1 if self.dim() == nd + 2 else 0
    for d in range(batch, self.dim()):
        if self.shape[d] == 0:
            raise RuntimeError(f"max_unpooling{nd}d_forward_out_cpu(): Expected input to have non-zero size for "
                               f"non-batch dimensions, but got {list(self.shape)} with dimension {d} being empty.")
    x, idx = (self, indices) if batch else (self.unsqueeze(0), indices.unsqueeze(0))
    n, c = x.shape[0], x.shape[1]
    plane = 1
    for s in sizes:
        plane *= s
    bad = _X.first_outside(_X.host(idx), 0, plane)
    if bad is not None:
        raise RuntimeError(f"Found an invalid max index: {bad} (output volumes are of size "
                           f"{'x'.join(str(s) for s in sizes)})")
    inner = 1
    for s in x.shape[2:]:
        inner *= s
    out = _f.zeros((n, c, plane), dtype=x.dtype, device=x.device)
    out = _ops.scatter(out, 2, idx.reshape(n, c, inner), x.reshape(n, c, inner)).reshape((n, c) + sizes)
    return out if batch else out.squeeze(0)


def _max_unpool2d(self, indices, output_size, out=None):
    if len(output_size) != 2:
        raise RuntimeError(f"There should be exactly two elements (height, width) in output_size, but got "
                           f"{len(output_size)} elements.")
    return _unpool("max_unpool2d", 2, self, indices, output_size)


def _max_unpool3d(self, indices, output_size, stride, padding, out=None):
    for name, v in (("output_size", output_size), ("stride", stride), ("padding", padding)):
        if len(v) != 3:
            got = f"{len(v)} elements" if name == "output_size" else f": {len(v)} elements"
            raise RuntimeError(f"There should be exactly three elements (depth, height, width) in {name}, but got"
                               f"{' ' if name == 'output_size' else ''}{got}.")
    if any(s <= 0 for s in stride):
        raise RuntimeError(f"strides should be greater than zero, but got stride: {list(stride)}")
    return _unpool("max_unpool3d", 3, self, indices, output_size)
