"""MaxUnpool1d/2d/3d: the partial inverse of MaxPool, as torch.nn's (F.max_unpool*d)."""
from .module import Module
from .nd_variants import nd_variants
from .unpool_fn import max_unpool1d, max_unpool2d, max_unpool3d
from .windows import tuple_arg


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
