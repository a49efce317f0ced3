"""The pooling modules, as torch.nn.modules.pooling: MaxPool, AvgPool, AdaptiveAvgPool, AdaptiveMaxPool and
MaxUnpool, each 1d/2d/3d."""

from ..functional.pooling import max_pool, avg_pool, adaptive_avg_pool, adaptive_max_pool
from ..functional.unpooling import max_unpool1d, max_unpool2d, max_unpool3d
from ..windows import tuple_arg
from .module import Module
from .utils import nd_variants


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


class _MaxUnpoolNd(Module):
    _nd = 0

    def __init__(self, kernel_size, stride=None, padding=0):
        super().__init__()
        name = f"MaxUnpool{self._nd}d"
        self.kernel_size = tuple_arg(name, "kernel_size", kernel_size, self._nd)
        self.stride = tuple_arg(name, "stride", stride if stride is not None else kernel_size, self._nd)
        self.padding = tuple_arg(name, "padding", padding, self._nd)

    def forward(self, input, indices, output_size=None):
        fn = (max_unpool1d, max_unpool2d, max_unpool3d)[self._nd - 1]
        return fn(input, indices, self.kernel_size, self.stride, self.padding, output_size)

    def extra_repr(self):
        return f"kernel_size={self.kernel_size}, stride={self.stride}, padding={self.padding}"


MaxUnpool1d, MaxUnpool2d, MaxUnpool3d = nd_variants(_MaxUnpoolNd, "MaxUnpool{}d")
