"""Samplers, as torch.utils.data.sampler: the order in which a DataLoader visits
a map-style dataset, one index (or, for BatchSampler, one list) at a time."""
from ...core import dtypes as _D
from ...core.generator import Generator
from ...families import factories as _f
from ...families import structured_factories as _mf
from ...generated import ops as _ops

__all__ = ["Sampler", "SequentialSampler", "RandomSampler", "SubsetRandomSampler", "BatchSampler"]

# RandomSampler(replacement=True) draws this many indices at a time, as torch's:
# num_samples may be far more than fits in memory (an "infinite" sampler).
_DRAW_CHUNK = 32


class Sampler:
    def __init__(self, data_source=None):
        pass


class SequentialSampler(Sampler):
    def __init__(self, data_source):
        self.data_source = data_source

    def __iter__(self):
        return iter(range(len(self.data_source)))

    def __len__(self):
        return len(self.data_source)


class RandomSampler(Sampler):
    """Indices in a random order: permutations of the dataset (without replacement)
    or independent uniform draws (with replacement), made lazily as torch's."""

    def __init__(self, data_source, replacement=False, num_samples=None, generator=None):
        self.data_source = data_source
        self.replacement = replacement
        self._num_samples = num_samples
        self.generator = generator
        if not isinstance(replacement, bool):
            raise TypeError(f"replacement should be a boolean value, but got replacement={replacement}")
        if not isinstance(self.num_samples, int) or self.num_samples <= 0:
            raise ValueError(f"num_samples should be a positive integer value, but got "
                             f"num_samples={self.num_samples}")

    @property
    def num_samples(self):
        return len(self.data_source) if self._num_samples is None else self._num_samples

    def __iter__(self):
        n = len(self.data_source)
        generator = self.generator
        if generator is None:
            # a private generator seeded from the global one, as torch: the draws made
            # while the loop runs (dropout, ...) do not shift the order, and a
            # tg.manual_seed before the loop still reproduces it
            generator = Generator().manual_seed(int(_f.empty((), dtype=_D.int64).random_().item()))
        if self.replacement:
            for _ in range(self.num_samples // _DRAW_CHUNK):
                yield from _mf.randint(0, n, (_DRAW_CHUNK,), generator=generator).tolist()
            yield from _mf.randint(0, n, (self.num_samples % _DRAW_CHUNK,), generator=generator).tolist()
        else:
            for _ in range(self.num_samples // n):
                yield from _ops.randperm(n, generator=generator).tolist()
            yield from _ops.randperm(n, generator=generator).tolist()[:self.num_samples % n]

    def __len__(self):
        return self.num_samples


class SubsetRandomSampler(Sampler):
    def __init__(self, indices, generator=None):
        self.indices = indices
        self.generator = generator

    def __iter__(self):
        for i in _ops.randperm(len(self.indices), generator=self.generator).tolist():
            yield self.indices[i]

    def __len__(self):
        return len(self.indices)


class BatchSampler(Sampler):
    def __init__(self, sampler, batch_size, drop_last):
        if not isinstance(batch_size, int) or isinstance(batch_size, bool) or batch_size <= 0:
            raise ValueError(f"batch_size should be a positive integer value, but got batch_size={batch_size}")
        if not isinstance(drop_last, bool):
            raise ValueError(f"drop_last should be a boolean value, but got drop_last={drop_last}")
        self.sampler = sampler
        self.batch_size = batch_size
        self.drop_last = drop_last

    def __iter__(self):
        batch = []
        for idx in self.sampler:
            batch.append(idx)
            if len(batch) == self.batch_size:
                yield batch
                batch = []
        if batch and not self.drop_last:
            yield batch

    def __len__(self):
        n = len(self.sampler)
        return n // self.batch_size if self.drop_last else (n + self.batch_size - 1) // self.batch_size
