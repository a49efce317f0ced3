"""``tensorgen.utils.data``: datasets, samplers, DataLoader (with worker
processes), collation and ``get_worker_info``, laid out as torch.utils.data
(dataset.py, sampler.py, distributed.py, dataloader.py, _utils/); every name is
also importable from here."""
from ._utils.collate import default_collate, default_convert
from ._utils.worker import get_worker_info
from .dataloader import DataLoader
from .dataset import ConcatDataset, Dataset, IterableDataset, Subset, TensorDataset, random_split
from .distributed import DistributedSampler
from .sampler import BatchSampler, RandomSampler, Sampler, SequentialSampler, SubsetRandomSampler

__all__ = ["BatchSampler", "ConcatDataset", "DataLoader", "Dataset", "DistributedSampler", "IterableDataset",
           "RandomSampler", "Sampler", "SequentialSampler", "Subset", "SubsetRandomSampler", "TensorDataset",
           "default_collate", "default_convert", "get_worker_info", "random_split"]
