"""Where kernels run: the lazily compiled CPU kernels (Numba) and the CUDA
device (numba.cuda, imported on first use of a cuda tensor)."""
