"""``tensorgen.backends.cudnn`` / ``.mps`` / ``.cuda``: the flags a PyTorch script
sets or queries. tensorgen has no cuDNN and no MPS: ``is_available()`` says so,
and the flags are kept (its kernels are deterministic whatever they say)."""
import types

cudnn = types.SimpleNamespace(enabled=True, benchmark=False, deterministic=False, allow_tf32=True,
                              is_available=lambda: False, version=lambda: None)
mps = types.SimpleNamespace(is_available=lambda: False, is_built=lambda: False)
