"""What runs in a DataLoader worker process, as torch.utils.data._utils.worker:
the loop that fetches the batches the main process asks for, the worker's
seeds, and ``get_worker_info()``.

A worker receives ``(task index, sampler indices)`` on its own index queue and
puts ``(task index, pickled batch)`` on the result queue shared by all workers;
``None`` on the index queue ends it. Batches are pickled here, not by the
queue's feeder thread: a batch that cannot be pickled becomes an error the main
process raises, where the feeder would only print it and leave the main process
waiting.
"""
import os
import queue
import random
from dataclasses import dataclass
from multiprocessing.reduction import ForkingPickler

import numpy as np

from ....backends import threads as _threads
from ....core import generator as _generator
from . import fetch as _fetch
from .exception_wrapper import ExceptionWrapper

__all__ = ["WorkerInfo", "get_worker_info"]

# How long a blocked wait lasts before checking on the other side (the main process
# on a worker, the workers on the main process): a killed process is noticed within it.
STATUS_CHECK_INTERVAL = 0.25


@dataclass(frozen=True)
class WorkerInfo:
    """The worker process this code runs in: ``id`` (0 to num_workers - 1),
    ``num_workers``, ``seed`` (base_seed + id, the seed of tensorgen's generator and
    Python's ``random`` here) and ``dataset`` (this process's copy)."""
    id: int
    num_workers: int
    seed: int
    dataset: object
    rng: object = None
    worker_method: str = "multiprocessing"


_worker_info = None


def get_worker_info():
    """The :class:`WorkerInfo` of the DataLoader worker process calling it; ``None`` in
    the main process. An IterableDataset reads it to shard its stream between workers."""
    return _worker_info


@dataclass(frozen=True)
class IterableDatasetStopIteration:
    """A worker's IterableDataset replica is exhausted."""
    worker_id: int


@dataclass(frozen=True)
class ResumeIteration:
    """A persistent worker starts a new epoch (acknowledged on the result queue)."""


class ManagerWatchdog:
    """Whether the process that started this worker still runs (a worker whose main
    process was killed is re-parented)."""

    def __init__(self):
        self.manager_pid = os.getppid()
        self.manager_dead = False

    def is_alive(self):
        if not self.manager_dead:
            self.manager_dead = os.getppid() != self.manager_pid
        return not self.manager_dead


def generate_state(base_seed, worker_id):
    """The NumPy seed of a worker: four 32-bit words mixed from (worker_id, base_seed)
    as NumPy's SeedSequence mixes entropy, torch's _generate_state, so NumPy's stream
    differs from the ones seeded with base_seed + worker_id."""
    init_a, mult_a, init_b, mult_b = 0x43B0D7E5, 0x931E8875, 0x8B51F9DD, 0x58F38DED
    mix_mult_l, mix_mult_r, xshift, mask = 0xCA01F9DD, 0x4973F715, 16, 0xFFFFFFFF
    entropy = [worker_id, base_seed & mask, base_seed >> 32, 0]
    hash_const = [init_a]

    def hashmix(value):
        value = (value ^ hash_const[0]) & mask
        hash_const[0] = (hash_const[0] * mult_a) & mask
        value = (value * hash_const[0]) & mask
        return (value ^ (value >> xshift)) & mask

    def mix(x, y):
        result = (((mix_mult_l * x) & mask) - ((mix_mult_r * y) & mask)) & mask
        return (result ^ (result >> xshift)) & mask

    pool = [hashmix(e) for e in entropy]
    for i_src in range(4):
        for i_dst in range(4):
            if i_src != i_dst:
                pool[i_dst] = mix(pool[i_dst], hashmix(pool[i_src]))
    const_b, state = init_b, []
    for value in pool:
        value = (value ^ const_b) & mask
        const_b = (const_b * mult_b) & mask
        value = (value * const_b) & mask
        state.append((value ^ (value >> xshift)) & mask)
    return state


def _seed(base_seed, worker_id):
    """Seeds this worker as torch's: Python's random and tensorgen's default generator
    with base_seed + worker_id, NumPy's global generator with generate_state."""
    seed = base_seed + worker_id
    random.seed(seed)
    _generator.manual_seed(seed)
    np.random.seed(generate_state(base_seed, worker_id))
    return seed


def _pickled(data, worker_id):
    """The bytes the main process unpickles (bytes: the queue pickles them again, and it
    refuses a memoryview)."""
    try:
        return bytes(ForkingPickler.dumps(data))
    except Exception:  # noqa: BLE001 - any pickling failure is the batch's error
        return bytes(ForkingPickler.dumps(ExceptionWrapper(where=f"in DataLoader worker process {worker_id}")))


def worker_loop(dataset_kind, dataset, index_queue, data_queue, done_event, auto_collation, collate_fn, drop_last,
                base_seed, init_fn, worker_id, num_workers):
    """A worker's life: seed, run ``worker_init_fn``, then answer index requests until
    ``None`` arrives (or the main process is gone)."""
    global _worker_info
    try:
        _threads.set_num_threads(1)  # one thread per worker, as torch: the workers share the cores
        seed = _seed(base_seed, worker_id)
        _worker_info = WorkerInfo(id=worker_id, num_workers=num_workers, seed=seed, dataset=dataset)
        init_exception = None
        try:
            if init_fn is not None:
                init_fn(worker_id)
            fetcher = _fetch.create_fetcher(dataset_kind, dataset, auto_collation, collate_fn, drop_last)
        except Exception:  # noqa: BLE001 - the answer to every batch asked for
            init_exception = ExceptionWrapper(where=f"in DataLoader worker process {worker_id}")
        # an exhausted IterableDataset replica, or a shutdown: skip work until None arrives
        iteration_end = False
        watchdog = ManagerWatchdog()
        while watchdog.is_alive():
            try:
                r = index_queue.get(timeout=STATUS_CHECK_INTERVAL)
            except queue.Empty:
                continue
            if isinstance(r, ResumeIteration):  # a persistent worker's next epoch: a fresh fetcher
                data_queue.put((r, None))
                iteration_end = False
                if init_exception is None:
                    fetcher = _fetch.create_fetcher(dataset_kind, dataset, auto_collation, collate_fn, drop_last)
                continue
            if r is None:
                break
            if done_event.is_set() or iteration_end:
                continue
            idx, index = r
            if init_exception is not None:
                data = init_exception
            else:
                try:
                    data = fetcher.fetch(index)
                except Exception as e:  # noqa: BLE001 - the main process re-raises it
                    if isinstance(e, StopIteration) and dataset_kind == _fetch.ITERABLE:
                        data = IterableDatasetStopIteration(worker_id)
                        iteration_end = True
                    else:
                        data = ExceptionWrapper(where=f"in DataLoader worker process {worker_id}")
            data_queue.put((idx, _pickled(data, worker_id)))
            del data, idx, index, r  # a batch is not kept alive while waiting for the next request
    except KeyboardInterrupt:
        pass  # the main process gets it too and shuts the workers down
    if done_event.is_set():
        # the main process stops reading: do not wait at exit for the queue to flush
        data_queue.cancel_join_thread()
        data_queue.close()
