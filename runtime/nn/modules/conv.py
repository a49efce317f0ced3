"""Conv1d/2d/3d and ConvTranspose1d/2d/3d, as torch.nn.modules.conv."""
import math

from ...families import factories as _f
from .. import init
from ..functional.conv import conv, conv_transpose
from ..parameter import Parameter
from ..windows import tuple_arg
from .module import Module
from .utils import nd_variants


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


class _ConvTransposeNd(_ConvNd):
    _transposed = True

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1,
                 bias=True, dilation=1, padding_mode="zeros", device=None, dtype=None):
        name = type(self).__name__
        if padding_mode != "zeros":
            raise ValueError(f'Only "zeros" padding mode is supported for {name}')
        # no padding strings here ('same'/'valid' are the forward convolution's)
        padding = tuple_arg(name, "padding", padding, self._nd)
        super().__init__(in_channels, out_channels, kernel_size, stride, padding, dilation, groups, bias,
                         padding_mode, device, dtype)
        self.output_padding = tuple_arg(name, "output_padding", output_padding, self._nd)

    def forward(self, input, output_size=None):
        output_padding = self.output_padding
        if output_size is not None:
            output_padding = self._output_padding(input, output_size)
        return conv_transpose(f"conv_transpose{self._nd}d", self._nd, input, self.weight, self.bias, self.stride,
                              self.padding, output_padding, self.groups, self.dilation)

    def _output_padding(self, input, output_size):
        nd = self._nd
        size = list(output_size)[-nd:]
        pads = []
        for i in range(nd):
            smallest = ((input.shape[input.dim() - nd + i] - 1) * self.stride[i] - 2 * self.padding[i]
                        + self.dilation[i] * (self.kernel_size[i] - 1) + 1)
            extra = size[i] - smallest
            if not 0 <= extra < max(self.stride[i], self.dilation[i]):
                raise ValueError(f"requested an output size of {size}, but valid sizes range from {smallest} to "
                                 f"{smallest + self.stride[i] - 1} (for an input of {list(input.shape[2:])})")
            pads.append(extra)
        return tuple(pads)


ConvTranspose1d, ConvTranspose2d, ConvTranspose3d = nd_variants(_ConvTransposeNd, "ConvTranspose{}d")
