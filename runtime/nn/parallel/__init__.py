"""``tensorgen.nn.parallel``: DistributedDataParallel, as torch.nn.parallel's."""
from .distributed import DistributedDataParallel  # noqa: F401
