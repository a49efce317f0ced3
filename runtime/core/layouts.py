"""Tensor layouts and memory formats, as ``torch.layout`` / ``torch.memory_format``."""


class _Constant:
    """A named module-level constant: shown and pickled by its name."""
    __slots__ = ("name",)

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "tensorgen." + self.name

    def __reduce__(self):
        return self.name


class layout(_Constant):
    __slots__ = ()


strided = layout("strided")
jagged = layout("jagged")
sparse_coo = layout("sparse_coo")


class memory_format(_Constant):
    """The order of a tensor's dims in memory."""
    __slots__ = ()


contiguous_format = memory_format("contiguous_format")
channels_last = memory_format("channels_last")        # N, H, W, C in memory for a 4-d (N, C, H, W) tensor
channels_last_3d = memory_format("channels_last_3d")  # N, D, H, W, C for a 5-d tensor
preserve_format = memory_format("preserve_format")
# the dims of each channels-last format, outermost first in memory
CHANNELS_LAST_ORDER = {channels_last: (0, 2, 3, 1), channels_last_3d: (0, 2, 3, 4, 1)}
