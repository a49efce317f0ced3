"""Fetching one batch (or one sample) from a dataset, as torch.utils.data._utils.fetch:
the same code runs in the calling process (``num_workers=0``) and in each worker."""
from ....core import dtypes as _D
from ....families import factories as _f
from ..dataset import TensorDataset
from .collate import default_collate

__all__ = ["MAP", "ITERABLE", "create_fetcher"]

# the dataset kinds (torch's _DatasetKind.Map / .Iterable)
MAP, ITERABLE = 0, 1


class _BaseDatasetFetcher:
    def __init__(self, dataset, auto_collation, collate_fn, drop_last):
        self.dataset = dataset
        self.auto_collation = auto_collation
        self.collate_fn = collate_fn
        self.drop_last = drop_last


class _IterableDatasetFetcher(_BaseDatasetFetcher):
    """Reads the next samples of the dataset's iterator; ``possibly_batched_index``
    only says how many (a list of Nones from the infinite sampler)."""

    def __init__(self, dataset, auto_collation, collate_fn, drop_last):
        super().__init__(dataset, auto_collation, collate_fn, drop_last)
        self.dataset_iter = iter(dataset)
        self.ended = False

    def fetch(self, possibly_batched_index):
        if self.ended:
            raise StopIteration
        if self.auto_collation:
            data = []
            for _ in possibly_batched_index:
                try:
                    data.append(next(self.dataset_iter))
                except StopIteration:
                    self.ended = True
                    break
            if not data or (self.drop_last and len(data) < len(possibly_batched_index)):
                raise StopIteration
        else:
            data = next(self.dataset_iter)
        return self.collate_fn(data)


class _MapDatasetFetcher(_BaseDatasetFetcher):
    def fetch(self, possibly_batched_index):
        if not self.auto_collation:
            return self.collate_fn(self.dataset[possibly_batched_index])
        if self.collate_fn is default_collate and type(self.dataset) is TensorDataset:
            # stacking the rows one by one equals indexing with all of them at once
            idx = _f.tensor(possibly_batched_index, dtype=_D.int64)
            return [t[idx] for t in self.dataset.tensors]
        if getattr(self.dataset, "__getitems__", None):
            return self.collate_fn(self.dataset.__getitems__(possibly_batched_index))
        return self.collate_fn([self.dataset[i] for i in possibly_batched_index])


def create_fetcher(kind, dataset, auto_collation, collate_fn, drop_last):
    cls = _MapDatasetFetcher if kind == MAP else _IterableDatasetFetcher
    return cls(dataset, auto_collation, collate_fn, drop_last)
