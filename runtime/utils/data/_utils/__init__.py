"""Helpers of the data loader, laid out as torch.utils.data._utils: collation
(collate.py; scripts import ``default_collate`` from
``torch.utils.data._utils.collate``), fetching a batch (fetch.py), the worker
processes (worker.py: their loop, seeds and ``get_worker_info``), the main
process's side of them (worker_pool.py), the iterators' common part
(loader_iter.py) and a worker's exception carried to the main process
(exception_wrapper.py)."""
from . import collate, fetch, worker  # noqa: F401
