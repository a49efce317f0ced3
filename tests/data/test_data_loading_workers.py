"""DataLoader worker processes (num_workers > 0), with torch's semantics: batches
in sampler order, each worker seeded from base_seed + worker_id, get_worker_info,
worker_init_fn, worker exceptions and deaths raised in the main process, clean
shutdown, persistent workers, IterableDataset replicas, timeout and the start
method. Datasets are module-level classes so that a spawned worker can import them."""
import gc
import os
import random
import signal
import time
import warnings

import numpy as np
import pytest

import tensorgen as tg
from tensorgen.utils.data import DataLoader, Dataset, IterableDataset, TensorDataset, get_worker_info
from tensorgen.utils.data._utils.worker import generate_state


class Squares(Dataset):
    """Item i is (i, i*i); items listed in `slow` take a while, so later batches arrive first."""

    def __init__(self, n=12, slow=()):
        self.n, self.slow = n, set(slow)

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if i in self.slow:
            time.sleep(0.3)
        return tg.tensor([i, i * i]), tg.tensor(float(i))


class WorkerReport(Dataset):
    """What the process loading an item sees: its pid, its worker info and its seeded streams."""

    def __len__(self):
        return 4

    def __getitem__(self, i):
        info = get_worker_info()
        return {"i": i, "pid": os.getpid(), "id": info.id, "num_workers": info.num_workers, "seed": info.seed,
                "same_dataset": info.dataset is self, "offset": getattr(self, "offset", None),
                "tg": tg.rand(2, dtype=tg.float64).tolist(), "random": random.random(),
                "numpy": float(np.random.rand())}


class Failing(Dataset):
    def __init__(self, error):
        self.error = error

    def __len__(self):
        return 6

    def __getitem__(self, i):
        if i == 3:
            raise self.error
        return i


class NeedsTwoArguments(Exception):
    def __init__(self, a, b):
        super().__init__(a, b)


class KillsItsWorker(Dataset):
    def __len__(self):
        return 8

    def __getitem__(self, i):
        if i == 5:
            os.kill(os.getpid(), signal.SIGKILL)
        return i


class Pids(Dataset):
    def __len__(self):
        return 64

    def __getitem__(self, i):
        return os.getpid()


class Slow(Dataset):
    def __len__(self):
        return 2

    def __getitem__(self, i):
        time.sleep(20)  # far past the loader's timeout, so a busy machine's slow worker start-up cannot pass for it
        return i


class Unpicklable(Dataset):
    def __len__(self):
        return 2

    def __getitem__(self, i):
        return lambda: i


class ShardedRange(IterableDataset):
    """range(n), each worker reading every num_workers-th element (torch's documented sharding)."""

    def __init__(self, n):
        self.n = n

    def __iter__(self):
        info = get_worker_info()
        if info is None:
            return iter(range(self.n))
        return iter(range(info.id, self.n, info.num_workers))


class Unsharded(IterableDataset):
    def __iter__(self):
        return iter(range(3))


def _lists(loader):
    return [[b.tolist() for b in batch] if isinstance(batch, (list, tuple)) else batch.tolist() for batch in loader]


def _set_offset(worker_id):
    get_worker_info().dataset.offset = 100 * worker_id


def _gone(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


# ------------------------------------------------------------------ order
@pytest.mark.parametrize("shuffle", [False, True])
def test_batches_come_in_the_order_of_num_workers_0(shuffle):
    ds = Squares(slow=(0, 1))  # the first batch is the last to arrive
    tg.manual_seed(11)
    plain = _lists(DataLoader(ds, batch_size=2, shuffle=shuffle))
    after_plain = tg.rand(1).item()
    tg.manual_seed(11)
    workers = _lists(DataLoader(ds, batch_size=2, shuffle=shuffle, num_workers=2, prefetch_factor=3))
    assert workers == plain and len(plain) == 6
    assert tg.rand(1).item() == after_plain  # the main process's stream moved as with no workers
    # unbatched (batch_size=None) and a TensorDataset fetched by index lists
    assert _lists(DataLoader(ds, batch_size=None, num_workers=2)) == _lists(DataLoader(ds, batch_size=None))
    tensors = TensorDataset(tg.arange(20.0).reshape(10, 2), tg.arange(10).to(tg.bfloat16))
    assert _lists(DataLoader(tensors, batch_size=3, num_workers=2)) == _lists(DataLoader(tensors, batch_size=3))
    batch = next(iter(DataLoader(tensors, batch_size=3, num_workers=1)))
    assert batch[1].dtype is tg.bfloat16 and batch[0].shape == (3, 2)


def test_in_order_false_hands_out_batches_as_they_arrive():
    got = _lists(DataLoader(Squares(slow=(0, 1)), batch_size=2, num_workers=2, in_order=False))
    assert sorted(got) == sorted(_lists(DataLoader(Squares(), batch_size=2)))
    assert got[0] != [[[0, 0], [1, 1]], [0.0, 1.0]]  # the slow first batch did not hold the others back


# ------------------------------------------------------------------ seeds and worker info
def test_each_worker_is_seeded_from_base_seed_plus_its_id():
    g = tg.Generator().manual_seed(5)
    reports = list(DataLoader(WorkerReport(), batch_size=None, num_workers=2, generator=g,
                              worker_init_fn=_set_offset))
    base_seed = tg.empty((), dtype=tg.int64).random_(generator=tg.Generator().manual_seed(5)).item()
    assert [r["i"] for r in reports] == [0, 1, 2, 3]
    assert [r["id"] for r in reports] == [0, 1, 0, 1]  # tasks go round-robin
    for r in reports:
        assert r["pid"] != os.getpid() and r["num_workers"] == 2 and r["same_dataset"]
        assert r["seed"] == base_seed + r["id"] and r["offset"] == 100 * r["id"]
    first = {r["id"]: r for r in reports if r["i"] < 2}
    for worker_id, r in first.items():  # each stream as freshly seeded, in the worker's first item
        seed = base_seed + worker_id
        tg.manual_seed(seed)
        assert r["tg"] == tg.rand(2, dtype=tg.float64).tolist()
        assert r["random"] == random.Random(seed).random()
        assert r["numpy"] == np.random.RandomState(generate_state(base_seed, worker_id)).rand()
    assert first[0]["numpy"] != first[1]["numpy"] and first[0]["tg"] != first[1]["tg"]
    # the same generator seed, the same workers' streams; the global generator decides without one
    again = list(DataLoader(WorkerReport(), batch_size=None, num_workers=2, generator=tg.Generator().manual_seed(5)))
    assert [r["tg"] for r in again] == [r["tg"] for r in reports]
    tg.manual_seed(3)
    a = [r["seed"] for r in DataLoader(WorkerReport(), batch_size=None, num_workers=2)]
    tg.manual_seed(3)
    b = [r["seed"] for r in DataLoader(WorkerReport(), batch_size=None, num_workers=2)]
    assert a == b and a != [r["seed"] for r in reports]
    assert get_worker_info() is None  # in the main process


def test_numpy_seed_is_torchs():
    torch_worker = pytest.importorskip("torch.utils.data._utils.worker")
    for base_seed, worker_id in [(0, 0), (5, 1), (2 ** 63 - 1, 7), (123456789012345, 3)]:
        assert generate_state(base_seed, worker_id) == torch_worker._generate_state(base_seed, worker_id)


# ------------------------------------------------------------------ errors in workers
def test_a_worker_exception_is_raised_with_the_workers_traceback():
    with pytest.raises(ValueError) as info:
        list(DataLoader(Failing(ValueError("no item 3")), batch_size=2, num_workers=2))
    msg = str(info.value)
    assert msg.startswith("Caught ValueError in DataLoader worker process 1.\nOriginal Traceback (most recent call")
    assert "raise self.error" in msg and msg.rstrip().endswith("ValueError: no item 3")
    with pytest.raises(KeyError) as info:  # its message shown as text, not as a string's repr
        list(DataLoader(Failing(KeyError("k")), batch_size=2, num_workers=2))
    assert str(info.value).startswith("Caught KeyError in DataLoader worker process 1.\nOriginal Traceback")
    with pytest.raises(RuntimeError, match="Caught NeedsTwoArguments in DataLoader worker process 1"):
        list(DataLoader(Failing(NeedsTwoArguments(1, 2)), batch_size=2, num_workers=2))

    class LocalError(Exception):  # the main process cannot unpickle a local class: its name travels
        pass
    with pytest.raises(RuntimeError, match="Caught LocalError in DataLoader worker process 1"):
        list(DataLoader(Failing(LocalError("x")), batch_size=2, num_workers=2))


def test_worker_init_fn_errors_and_unpicklable_batches_are_raised_not_waited_for():
    def bad_init(worker_id):
        raise ZeroDivisionError(f"worker {worker_id}")
    with pytest.raises(ZeroDivisionError, match="Caught ZeroDivisionError in DataLoader worker process 0"):
        list(DataLoader(Squares(), num_workers=2, worker_init_fn=bad_init))
    start = time.monotonic()
    with pytest.raises(Exception, match="in DataLoader worker process 0") as info:
        list(DataLoader(Unpicklable(), batch_size=None, num_workers=1))
    assert "pickle" in str(info.value).lower() and time.monotonic() - start < 30


def test_a_killed_worker_raises_instead_of_hanging():
    start = time.monotonic()
    with pytest.raises(RuntimeError, match=r"DataLoader worker \(pid\(s\) \d+\) exited unexpectedly") as info:
        list(DataLoader(KillsItsWorker(), batch_size=2, num_workers=2))
    assert time.monotonic() - start < 30
    assert "is killed by signal: Killed" in str(info.value.__cause__)


def test_timeout_bounds_the_wait_for_a_batch():
    start = time.monotonic()
    with pytest.raises(RuntimeError, match=r"DataLoader timed out after 0.2 seconds"):
        list(DataLoader(Slow(), batch_size=None, num_workers=1, timeout=0.2))
    assert time.monotonic() - start < 10  # the timeout fired: the first item alone takes 20 s


# ------------------------------------------------------------------ worker lifetime
def test_workers_stop_when_the_iterator_is_deleted_early():
    it = iter(DataLoader(Pids(), batch_size=2, num_workers=2))
    pids = set(next(it).tolist()) | set(next(it).tolist())
    assert len(pids) == 2 and os.getpid() not in pids
    del it
    gc.collect()
    assert all(_gone(pid) for pid in pids)
    # an exhausted iterator stops its workers too
    it = iter(DataLoader(Pids(), batch_size=32, num_workers=2))
    pids = set(tg.cat(list(it)).tolist())
    assert all(_gone(pid) for pid in pids)


def test_persistent_workers_serve_every_epoch():
    loader = DataLoader(Squares(), batch_size=3, shuffle=True, num_workers=2, persistent_workers=True)
    pid_loader = DataLoader(Pids(), batch_size=16, num_workers=2, persistent_workers=True)
    tg.manual_seed(0)
    epochs = [_lists(loader), _lists(loader), _lists(loader)]
    tg.manual_seed(0)
    assert epochs[0] == _lists(DataLoader(Squares(), batch_size=3, shuffle=True))
    # later epochs draw no new base seed (as torch's), so only their contents are comparable
    items = [sorted(i for batch in epoch for i in batch[1]) for epoch in epochs]
    assert epochs[1] != epochs[0] and items[0] == items[1] == items[2] == list(range(12))
    first, second = set(tg.cat(list(pid_loader)).tolist()), set(tg.cat(list(pid_loader)).tolist())
    assert first == second and len(first) == 2  # the same two processes
    it = iter(pid_loader)  # an epoch left early: the next one starts clean
    next(it)
    assert len(tg.cat(list(pid_loader))) == 64
    # a persistent worker is seeded once: its streams go on from epoch to epoch
    reports = DataLoader(WorkerReport(), batch_size=None, num_workers=1, persistent_workers=True)
    assert [r["tg"] for r in reports] != [r["tg"] for r in reports]


# ------------------------------------------------------------------ IterableDataset
def test_an_iterable_dataset_is_replicated_per_worker_and_sharded_by_worker_info():
    assert _lists(DataLoader(ShardedRange(10), batch_size=2, num_workers=2)) == \
        [[0, 2], [1, 3], [4, 6], [5, 7], [8], [9]]
    assert list(DataLoader(ShardedRange(7), batch_size=None, num_workers=2)) == [0, 1, 2, 3, 4, 5, 6]
    assert _lists(DataLoader(ShardedRange(10), batch_size=3, drop_last=True, num_workers=2)) == \
        [[0, 2, 4], [1, 3, 5]]
    # without sharding every worker yields the whole stream, as torch documents
    assert list(DataLoader(Unsharded(), batch_size=None, num_workers=2)) == [0, 0, 1, 1, 2, 2]
    loader = DataLoader(ShardedRange(6), batch_size=2, num_workers=2, persistent_workers=True)
    assert _lists(loader) == _lists(loader) == [[0, 2], [1, 3], [4], [5]]


def test_iterable_dataset_length_warning():
    class Sized(ShardedRange):
        def __len__(self):
            return 2
    loader = DataLoader(Sized(4), batch_size=None)
    assert len(loader) == 2
    with pytest.warns(UserWarning, match="Length of IterableDataset .* was reported to be 2"):
        list(loader)


# ------------------------------------------------------------------ start method and arguments
def test_spawned_workers_load_the_same_batches():
    tensors = TensorDataset(tg.arange(12.0).reshape(6, 2).t().contiguous().t(), tg.arange(6).to(tg.bfloat16))
    spawned = DataLoader(tensors, batch_size=4, num_workers=1, multiprocessing_context="spawn")
    assert spawned.multiprocessing_context.get_start_method() == "spawn"
    assert _lists(spawned) == _lists(DataLoader(tensors, batch_size=4))


def test_argument_errors_and_warnings_as_torch():
    ds = Squares()
    with pytest.raises(ValueError, match="num_workers option should be non-negative"):
        DataLoader(ds, num_workers=-1)
    with pytest.raises(ValueError, match="timeout option should be non-negative"):
        DataLoader(ds, timeout=-1)
    with pytest.raises(ValueError, match="prefetch_factor option could only be specified in multiprocessing"):
        DataLoader(ds, prefetch_factor=2)
    with pytest.raises(ValueError, match="prefetch_factor option should be non-negative"):
        DataLoader(ds, num_workers=1, prefetch_factor=-1)
    with pytest.raises(ValueError, match="persistent_workers option needs num_workers > 0"):
        DataLoader(ds, persistent_workers=True)
    with pytest.raises(ValueError, match="multiprocessing_context can only be used with multi-process loading"):
        DataLoader(ds, multiprocessing_context="fork")
    with pytest.raises(ValueError, match="multiprocessing_context option should specify a valid start method"):
        DataLoader(ds, num_workers=1, multiprocessing_context="thread")
    with pytest.raises(TypeError, match="multiprocessing_context option should be a valid context object"):
        DataLoader(ds, num_workers=1, multiprocessing_context=3)
    with pytest.raises(AssertionError, match="requires timeout == 0"):
        iter(DataLoader(ds, timeout=1))
    loader = DataLoader(ds, num_workers=1)
    assert loader.prefetch_factor == 2 and loader.multiprocessing_context is None
    with pytest.raises(ValueError, match="batch_size attribute should not be set after DataLoader is initialized"):
        loader.batch_size = 3
    with warnings.catch_warnings(record=True) as caught:  # pinning changes nothing: no page-locked memory
        warnings.simplefilter("always")
        assert _lists(DataLoader(ds, batch_size=4, pin_memory=True)) == _lists(DataLoader(ds, batch_size=4))
    no_accelerator = [w for w in caught if "'pin_memory' argument is set as true but no accelerator" in str(w.message)]
    assert len(no_accelerator) == (0 if tg.cuda.is_available() else 1)
    with pytest.warns(UserWarning, match=r"This DataLoader will create \d+ worker processes in total"):
        DataLoader(ds, num_workers=len(os.sched_getaffinity(0)) + 1)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        DataLoader(ds, num_workers=1)
    with pytest.raises(NotImplementedError, match="cannot be pickled"):
        import pickle
        pickle.dumps(iter(DataLoader(ds)))
