"""``torch.nn.functional.max_unpool1d/2d/3d``: the partial inverse of max pooling, over the ops.yaml composites
``_max_unpool2d`` / ``_max_unpool3d`` (nn/composite_rules/max_unpool.py)."""
from ...generated import ops as _ops
from ..windows import tuple_arg

__all__ = ["max_unpool1d", "max_unpool2d", "max_unpool3d"]


def unpool_output_size(input, kernel_size, stride, padding, output_size):
    """torch's _unpool_output_size: the default (in - 1) * stride + kernel - 2 * padding, or
    output_size (spatial, or with batch and channel first) within a stride of it."""
    nd = len(kernel_size)
    default = [(input.shape[input.dim() - nd + d] - 1) * stride[d] + kernel_size[d] - 2 * padding[d]
               for d in range(nd)]
    if output_size is None:
        ret = default
    else:
        output_size = list(output_size)
        if len(output_size) == nd + 2:
            output_size = output_size[2:]
        if len(output_size) != nd:
            raise ValueError(f"output_size should be a sequence containing {nd} or {nd + 2} elements, but it has a "
                             f"length of '{len(output_size)}'")
        for d in range(nd):
            lo, hi = default[d] - stride[d], default[d] + stride[d]
            if not lo < output_size[d] < hi:
                raise ValueError(f'invalid output_size "{output_size}" (dim {d} must be between {lo} and {hi})')
        ret = output_size
    for d in range(nd):
        if ret[d] < 0:
            raise ValueError("max_unpooling: output_size must contain non-negative spatial dimensions, but got "
                             f"output_size[{d}]={ret[d]}")
    return [int(s) for s in ret]


def _args(op, nd, kernel_size, stride, padding):
    kernel = tuple_arg(op, "kernel_size", kernel_size, nd)
    stride = kernel if stride is None else tuple_arg(op, "stride", stride, nd)
    return kernel, stride, tuple_arg(op, "padding", padding, nd)


def max_unpool1d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    kernel, stride, padding = _args("max_unpool1d", 1, kernel_size, stride, padding)
    size = unpool_output_size(input, kernel, stride, padding, output_size) + [1]
    return _ops._max_unpool2d(input.unsqueeze(-1), indices.unsqueeze(-1), size).squeeze(-1)


def max_unpool2d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    kernel, stride, padding = _args("max_unpool2d", 2, kernel_size, stride, padding)
    return _ops._max_unpool2d(input, indices, unpool_output_size(input, kernel, stride, padding, output_size))


def max_unpool3d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    kernel, stride, padding = _args("max_unpool3d", 3, kernel_size, stride, padding)
    size = unpool_output_size(input, kernel, stride, padding, output_size)
    return _ops._max_unpool3d(input, indices, size, list(stride), list(padding))
