"""Tensor layouts, as ``torch.layout``."""


class layout:
    __slots__ = ("name",)

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "tensorgen." + self.name

    def __reduce__(self):
        return self.name


strided = layout("strided")
jagged = layout("jagged")
sparse_coo = layout("sparse_coo")
