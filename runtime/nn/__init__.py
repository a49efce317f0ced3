"""tensorgen.nn: the functional interface (``tensorgen.nn.functional``), as torch.nn's."""
from . import functional  # noqa: F401
