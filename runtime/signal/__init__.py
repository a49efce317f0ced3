"""tensorgen.signal: torch.signal's window functions (tensorgen.signal.windows)."""
from . import windows  # noqa: F401

__all__ = ["windows"]
