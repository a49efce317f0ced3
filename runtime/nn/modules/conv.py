"""Convolution and pooling layers: Conv1d/2d/3d, MaxPool, AvgPool, AdaptiveAvgPool, AdaptiveMaxPool."""
import math

from ..families import factories as _f
from . import init
from .conv_fn import conv
from .module import Module
from .nd_variants import nd_variants
from .parameter import Parameter
from .pooling_fn import max_pool, avg_pool, adaptive_avg_pool, adaptive_max_pool
from .windows import tuple_arg


class _ConvNd(Module):
    _nd = 0
    _transposed = False  # the weight is (C_in, C_out/g, k...) rather than (C_out, C_in/g, k...)

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1,
                 bias=True, padding_mode="zeros", device=None, dtype=None):
        super().__init__()
        name = type(self).__name__
        if groups <= 0:
            raise ValueError("groups must be a positive integer")
        if in_channels % groups:
            raise ValueError("in_channels must be divisible by groups")
        if out_channels % groups:
            raise ValueError("out_channels must be divisible by groups")
        if padding_mode not in ("zeros", "reflect", "replicate", "circular"):
            raise ValueError(f"padding_mode must be one of ['zeros', 'reflect', 'replicate', 'circular'], but got "
                             f"padding_mode='{padding_mode}'")
        nd = self._nd
        self.in_channels, self.out_channels = in_channels, out_channels
        self.kernel_size = tuple_arg(name, "kernel_size", kernel_size, nd)
        self.stride = tuple_arg(name, "stride", stride, nd)
        self.padding = padding if isinstance(padding, str) else tuple_arg(name, "padding", padding, nd)
        self.dilation = tuple_arg(name, "dilation", dilation, nd)
        self.output_padding = (0,) * nd
        if isinstance(padding, str):
            if padding not in ("same", "valid"):
                raise ValueError(f"Invalid padding string '{padding}', should be one of {{'valid', 'same'}}")
            if padding == "same" and any(s != 1 for s in self.stride):
                raise ValueError("padding='same' is not supported for strided convolutions")
        self.groups = groups
        self.padding_mode = padding_mode
        channels = (in_channels, out_channels // groups) if self._transposed else (out_channels, in_channels // groups)
        self.weight = Parameter(_f.empty(channels + self.kernel_size, device=device, dtype=dtype))
        if bias:
            self.bias = Parameter(_f.empty(out_channels, device=device, dtype=dtype))
        else:
            self.register_parameter("bias", None)
        self.reset_parameters()

    def reset_parameters(self):
        init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        if self.bias is not None:
            fan_in = self.weight.shape[1] * math.prod(self.kernel_size)
            if fan_in:
                bound = 1 / math.sqrt(fan_in)
                init.uniform_(self.bias, -bound, bound)

    def forward(self, input):
        return conv(f"conv{self._nd}d", self._nd, input, self.weight, self.bias, self.stride, self.padding,
                    self.dilation, self.groups, self.padding_mode)

    def extra_repr(self):
        s = f"{self.in_channels}, {self.out_channels}, kernel_size={self.kernel_size}, stride={self.stride}"
        if self.padding != (0,) * self._nd:
            s += f", padding={self.padding!r}"
        if self.dilation != (1,) * self._nd:
            s += f", dilation={self.dilation}"
        if self.output_padding != (0,) * self._nd:
            s += f", output_padding={self.output_padding}"
        if self.groups != 1:
            s += f", groups={self.groups}"
        if self.bias is None:
            s += ", bias=False"
        if self.padding_mode != "zeros":
            s += f", padding_mode={self.padding_mode}"
        return s


Conv1d, Conv2d, Conv3d = nd_variants(_ConvNd, "Conv{}d")


class _MaxPoolNd(Module):
    _nd = 0

    def __init__(self, kernel_size, stride=None, padding=0, dilation=1, return_indices=False, ceil_mode=False):
        super().__init__()
        self.kernel_size = kernel_size
        self.stride = stride if stride is not None else kernel_size
        self.padding, self.dilation = padding, dilation
        self.return_indices, self.ceil_mode = return_indices, ceil_mode

    def forward(self, input):
        return max_pool(f"max_pool{self._nd}d", self._nd, input, self.kernel_size, self.stride, self.padding,
                        self.dilation, self.ceil_mode, self.return_indices)

    def extra_repr(self):
        return (f"kernel_size={self.kernel_size}, stride={self.stride}, padding={self.padding}, "
                f"dilation={self.dilation}, ceil_mode={self.ceil_mode}")


MaxPool1d, MaxPool2d, MaxPool3d = nd_variants(_MaxPoolNd, "MaxPool{}d")


class _AvgPoolNd(Module):
    _nd = 0

    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
                 divisor_override=None):
        super().__init__()
        self.kernel_size = kernel_size
        self.stride = stride if stride is not None else kernel_size
        self.padding, self.ceil_mode = padding, ceil_mode
        self.count_include_pad, self.divisor_override = count_include_pad, divisor_override

    def forward(self, input):
        return avg_pool(f"avg_pool{self._nd}d", self._nd, input, self.kernel_size, self.stride, self.padding,
                        self.ceil_mode, self.count_include_pad, self.divisor_override)

    def extra_repr(self):
        return f"kernel_size={self.kernel_size}, stride={self.stride}, padding={self.padding}"


AvgPool1d, AvgPool2d, AvgPool3d = nd_variants(_AvgPoolNd, "AvgPool{}d")


class _AdaptivePoolNd(Module):
    _nd = 0

    def __init__(self, output_size, return_indices=False):
        super().__init__()
        self.output_size = output_size
        if self._max:
            self.return_indices = return_indices

    def forward(self, input):
        name = f"adaptive_{'max' if self._max else 'avg'}_pool{self._nd}d"
        if self._max:
            return adaptive_max_pool(name, self._nd, input, self.output_size, self.return_indices)
        return adaptive_avg_pool(name, self._nd, input, self.output_size)

    def extra_repr(self):
        return f"output_size={self.output_size}"


AdaptiveAvgPool1d, AdaptiveAvgPool2d, AdaptiveAvgPool3d = nd_variants(_AdaptivePoolNd, "AdaptiveAvgPool{}d", _max=False)
AdaptiveMaxPool1d, AdaptiveMaxPool2d, AdaptiveMaxPool3d = nd_variants(_AdaptivePoolNd, "AdaptiveMaxPool{}d", _max=True)
