"""Helpers of the data loader, laid out as torch.utils.data._utils (scripts import
``default_collate`` from ``torch.utils.data._utils.collate``)."""
from . import collate  # noqa: F401
