"""tensorgen.utils.data laid out as torch.utils.data (every module path a
script imports), RandomSampler drawing lazily, and DistributedSampler's shares
against torch's."""
import itertools
import time

import numpy as np
import pytest

import tensorgen as tg
from tensorgen.utils.data import DataLoader, DistributedSampler, RandomSampler, TensorDataset


def test_torch_module_paths_import():
    from tensorgen.utils.data._utils.collate import default_collate, default_convert
    from tensorgen.utils.data.dataloader import DataLoader as D, default_collate as dc
    from tensorgen.utils.data.dataset import ConcatDataset, Dataset, IterableDataset, Subset, random_split  # noqa
    from tensorgen.utils.data.distributed import DistributedSampler as DS
    from tensorgen.utils.data.sampler import BatchSampler, Sampler, SequentialSampler, SubsetRandomSampler  # noqa
    import tensorgen.utils.data as data
    assert D is DataLoader and DS is DistributedSampler and dc is default_collate
    assert default_convert is data.default_convert
    for name in ("Dataset", "IterableDataset", "TensorDataset", "ConcatDataset", "Subset", "random_split", "Sampler",
                 "SequentialSampler", "RandomSampler", "SubsetRandomSampler", "BatchSampler", "DataLoader",
                 "default_collate", "default_convert", "DistributedSampler"):
        assert hasattr(data, name), name


def test_random_sampler_with_replacement_draws_lazily():
    sampler = RandomSampler(range(10), replacement=True, num_samples=int(1e10))
    start = time.perf_counter()
    first = list(itertools.islice(iter(sampler), 100))  # all 10^10 up front would need 80 GB
    assert time.perf_counter() - start < 5
    assert len(sampler) == int(1e10) and len(first) == 100 and set(first) <= set(range(10))
    assert len(set(first)) > 5
    assert len(list(RandomSampler(range(7), replacement=True, num_samples=70))) == 70  # 2 chunks of 32 and 6


def test_random_sampler_is_seeded_and_ignores_draws_made_while_iterating():
    tg.manual_seed(4)
    plain = list(RandomSampler(range(50)))
    tg.manual_seed(4)
    it = iter(RandomSampler(range(50)))
    interleaved = [next(it)]
    tg.rand(100)  # dropout and the like draw from the global generator between batches
    interleaved += list(it)
    assert plain == interleaved and sorted(plain) == list(range(50))
    g = tg.Generator().manual_seed(1)
    again = tg.Generator().manual_seed(1)
    assert list(RandomSampler(range(9), num_samples=20, generator=g)) == \
        list(RandomSampler(range(9), num_samples=20, generator=again))
    with_replacement = list(RandomSampler(range(9), replacement=True, num_samples=40,
                                          generator=tg.Generator().manual_seed(2)))
    assert len(with_replacement) == 40 and set(with_replacement) <= set(range(9))


@pytest.mark.parametrize("n,replicas,drop_last", [(10, 3, False), (10, 3, True), (9, 3, False), (2, 4, False)])
def test_distributed_sampler_shares_as_torch(n, replicas, drop_last):
    torch = pytest.importorskip("torch")
    for rank in range(replicas):
        ours = DistributedSampler(range(n), num_replicas=replicas, rank=rank, shuffle=False, drop_last=drop_last)
        theirs = torch.utils.data.DistributedSampler(range(n), num_replicas=replicas, rank=rank, shuffle=False,
                                                     drop_last=drop_last)
        assert list(ours) == list(theirs) and len(ours) == len(theirs)
        assert ours.total_size == theirs.total_size


def test_distributed_sampler_shuffles_one_permutation_per_epoch():
    shares = [DistributedSampler(range(11), num_replicas=3, rank=r, seed=7) for r in range(3)]
    first = [list(s) for s in shares]
    together = sorted(i for share in first for i in share)
    assert together == sorted(list(range(11)) + [first[0][0]])  # padded by the permutation's first index
    assert all(len(share) == 4 for share in first)
    for s in shares:
        s.set_epoch(1)
    assert [list(s) for s in shares] != first
    for s in shares:
        s.set_epoch(0)
    assert [list(s) for s in shares] == first  # the same seed and epoch on every rank: the same order


def test_distributed_sampler_errors():
    with pytest.raises(ValueError, match=r"Invalid rank 3, rank should be in the interval \[0, 2\]"):
        DistributedSampler(range(4), num_replicas=3, rank=3)
    with pytest.raises(ValueError, match="Default process group has not been initialized"):
        DistributedSampler(range(4))


def test_dataloader_over_a_distributed_sampler():
    data = TensorDataset(tg.arange(10.0), tg.arange(10))
    loader = DataLoader(data, batch_size=2, sampler=DistributedSampler(data, num_replicas=2, rank=1, shuffle=False))
    batches = [y.tolist() for _, y in loader]
    assert batches == [[1, 3], [5, 7], [9]]
    np.testing.assert_array_equal(next(iter(loader))[0].numpy(), [1.0, 3.0])
