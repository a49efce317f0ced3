"""``Tensor.to`` and ``Tensor.contiguous``: the conversions a user calls.

``to`` records a differentiable copy (ToCopyBackward0) around the families'
conversion (families/convert.py); ``contiguous`` adds the channels-last memory
formats to the generated ``contiguous`` (ops.yaml).
"""
from ..core import devices as _dev
from ..core import dtypes as D
from ..core import layouts as _layouts
from ..core.tensor import Tensor
from ..dispatch import pipeline
from ..families import convert
from ..generated import ops


def to_method(self, *args, dtype=None, device=None, copy=False, non_blocking=False, memory_format=None):
    """``Tensor.to(dtype)``, ``.to(device)``, ``.to(other)``, ``.to(device, dtype)``, ``memory_format=``."""
    for a in args:
        if isinstance(a, D.dtype):
            dtype = a
        elif isinstance(a, Tensor):
            dtype, device = a.dtype, a.device
        elif isinstance(a, (str, int, _dev.device)):
            device = a
        else:
            raise TypeError(f"to() received an invalid combination of arguments: {type(a).__name__}")
    res = convert.to(self, dtype, device, copy)
    if res is not self and res._dtype.is_floating_point:
        # a differentiable copy (ToCopyBackward0): the gradient goes back in the source's dtype and device
        src_dtype, src_device = self._dtype, self._device
        res = pipeline.record("_to_copy", [self], res, lambda g: [to_method(g, src_dtype, src_device)])
    if memory_format is None or memory_format is _layouts.preserve_format:
        return res
    return contiguous_method(res, memory_format)


def contiguous_method(self, memory_format=_layouts.contiguous_format):
    """``x.contiguous()``, or dense in a channels-last order: a permuted view
    over an (N, H, W, C)-contiguous copy, with x's (N, C, H, W) shape."""
    if not isinstance(memory_format, _layouts.memory_format):
        raise TypeError(f"contiguous(): argument 'memory_format' must be tensorgen.memory_format, not "
                        f"{type(memory_format).__name__}")
    if memory_format is _layouts.preserve_format:
        if self.is_contiguous() or any(self.is_contiguous(memory_format=f) for f in _layouts.CHANNELS_LAST_ORDER):
            return self
        memory_format = _layouts.contiguous_format
    order = _layouts.CHANNELS_LAST_ORDER.get(memory_format)
    if order is None:
        return ops.contiguous(self)
    if self.dim() != len(order):
        raise RuntimeError(f"required rank {len(order)} tensor to use {memory_format.name} format")
    if self.is_contiguous(memory_format=memory_format):
        return self
    inverse = [order.index(d) for d in range(len(order))]
    return ops.contiguous(self.permute(*order)).permute(*inverse)
