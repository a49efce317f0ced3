"""``Tensor.to`` and ``Tensor.contiguous``: the conversions a user calls.

``to`` records a differentiable copy (ToCopyBackward0) around the families'
conversion (families/convert.py); ``contiguous`` adds the channels-last memory
formats to the generated ``contiguous`` (ops.yaml).
"""
from ..core import layouts as _layouts
from ..core import overloads as _ov
from ..dispatch import pipeline
from ..families import convert
from ..generated import ops


def _to_device(self, device=None, dtype=None, non_blocking=False, copy=False, *,
               memory_format=_layouts.preserve_format):
    if (device is None or _ov.is_device(device)) and (dtype is None or _ov.is_dtype(dtype)) and \
            _ov.is_bool(non_blocking) and _ov.is_bool(copy):
        return device, dtype, copy, memory_format
    return None


def _to_dtype(self, dtype, non_blocking=False, copy=False, *, memory_format=_layouts.preserve_format):
    if _ov.is_dtype(dtype) and _ov.is_bool(non_blocking) and _ov.is_bool(copy):
        return None, dtype, copy, memory_format
    return None


def _to_tensor(self, tensor, non_blocking=False, copy=False, *, memory_format=_layouts.preserve_format):
    if _ov.is_tensor(tensor) and _ov.is_bool(non_blocking) and _ov.is_bool(copy):
        return tensor.device, tensor.dtype, copy, memory_format
    return None


# PyTorch's forms of Tensor.to, in its argument parser's order (non_blocking has
# no effect: tensorgen's copies complete before they return)
_TO = _ov.Overloads("to", (_to_device, _to_dtype, _to_tensor))


@_ov.overloaded(_TO)
def to_method(self, *args, **kwargs):
    """``Tensor.to(device, dtype, non_blocking, copy)``, ``.to(dtype, ...)``, ``.to(tensor, ...)``."""
    device, dtype, copy, memory_format = _TO((self,) + args, kwargs)
    res = convert.to(self, dtype, device, copy)
    if res is not self and res._dtype.is_floating_point:
        # a differentiable copy (ToCopyBackward0): the gradient goes back in the source's dtype and device
        src_dtype, src_device = self._dtype, self._device
        res = pipeline.record("_to_copy", [self], res, lambda g: [to_method(g, src_device, src_dtype)])
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
