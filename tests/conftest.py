import os

# The CUDA path runs in Numba's simulator: no test needs a GPU. Set before
# anything imports numba.cuda (tensorgen imports it lazily).
os.environ.setdefault("NUMBA_ENABLE_CUDASIM", "1")
