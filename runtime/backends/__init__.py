"""Where kernels run: the lazily compiled CPU kernels (Numba) and the CUDA
device (numba.cuda, imported on first use of a cuda tensor)."""
from .flags import cudnn, mps  # noqa: F401,E402 - torch.backends' flags a script sets (runtime/backends/flags.py)
