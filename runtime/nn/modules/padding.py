"""The padding modules, as torch.nn.modules.padding: Constant/Zero/Reflection/Replication/CircularPad1d/2d/3d."""
from .. import functional as F
from .module import Module
from .utils import nd_variants


def _ntuple(padding, n):
    return tuple(padding) if isinstance(padding, (tuple, list)) else (padding,) * (2 * n)


class _PadNd(Module):
    _mode = "constant"
    _nd = 1

    def __init__(self, padding):
        super().__init__()
        self.padding = _ntuple(padding, self._nd)

    def forward(self, input):
        return F.pad(input, self.padding, self._mode)

    def extra_repr(self):
        return f"{self.padding}"


class _ConstantPadNd(_PadNd):
    def __init__(self, padding, value):
        super().__init__(padding)
        self.value = value

    def forward(self, input):
        return F.pad(input, self.padding, "constant", self.value)

    def extra_repr(self):
        return f"padding={self.padding}, value={self.value}"


class _ZeroPadNd(_ConstantPadNd):
    def __init__(self, padding):
        super().__init__(padding, 0.0)

    def extra_repr(self):
        return f"{self.padding}"


ConstantPad1d, ConstantPad2d, ConstantPad3d = nd_variants(_ConstantPadNd, "ConstantPad{}d")


ZeroPad1d, ZeroPad2d, ZeroPad3d = nd_variants(_ZeroPadNd, "ZeroPad{}d")


ReflectionPad1d, ReflectionPad2d, ReflectionPad3d = nd_variants(_PadNd, "ReflectionPad{}d", _mode="reflect")


ReplicationPad1d, ReplicationPad2d, ReplicationPad3d = nd_variants(_PadNd, "ReplicationPad{}d", _mode="replicate")


CircularPad1d, CircularPad2d, CircularPad3d = nd_variants(_PadNd, "CircularPad{}d", _mode="circular")
