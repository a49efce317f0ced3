"""``tensorgen.utils``: data loading helpers, as torch.utils."""
from . import data  # noqa: F401
