"""The main process's side of multi-process loading (``num_workers > 0``), as
torch's _MultiProcessingDataLoaderIter.

Index lists go round-robin to the workers' own queues, at most
``prefetch_factor`` per worker ahead of what was delivered; batches come back
on one result queue, in any order, and are handed out in sampler order
(``in_order=True``) or as they arrive. While waiting, the workers' liveness is
checked every ``worker.STATUS_CHECK_INTERVAL`` seconds, so a killed worker
raises torch's "DataLoader worker (pid(s) N) exited unexpectedly" instead of
leaving the loop waiting forever. The workers are stopped (None on their queues,
then joined, then terminated if they linger) when the iterator is exhausted,
deleted or garbage collected; persistent workers live as long as their loader.
"""
import itertools
import multiprocessing
import os
import queue
import signal
import sys
import time
from multiprocessing.reduction import ForkingPickler

from . import worker as _worker
from .exception_wrapper import ExceptionWrapper
from .loader_iter import _BaseDataLoaderIter

__all__ = []


class _MultiProcessingDataLoaderIter(_BaseDataLoaderIter):
    def __init__(self, loader):
        super().__init__(loader)
        if loader.prefetch_factor <= 0:
            raise AssertionError("prefetch_factor must be greater than 0 for MultiProcessingDataLoaderIter")
        self._prefetch_factor = loader.prefetch_factor
        self._in_order = loader.in_order
        self._persistent_workers = loader.persistent_workers
        context = loader.multiprocessing_context or multiprocessing.get_context()
        self._worker_result_queue = context.Queue()
        self._workers_done_event = context.Event()
        self._shutdown = False
        self._owner_pid = os.getpid()
        self._index_queues, self._workers = [], []
        self._workers_status = [True] * self._num_workers
        for i in range(self._num_workers):
            index_queue = context.Queue()
            # the main process never waits at exit for undelivered indices
            index_queue.cancel_join_thread()
            w = context.Process(
                target=_worker.worker_loop,
                args=(self._dataset_kind, self._dataset, index_queue, self._worker_result_queue,
                      self._workers_done_event, self._auto_collation, self._collate_fn, self._drop_last,
                      self._base_seed, loader.worker_init_fn, i, self._num_workers))
            w.daemon = True
            w.start()  # added once started: only started workers are joined
            self._index_queues.append(index_queue)
            self._workers.append(w)
        self._reset(loader, first_iter=True)

    def _reset(self, loader, first_iter=False):
        super()._reset(loader, first_iter)
        self._send_idx = 0  # the task number of the next index list sent
        self._rcvd_idx = 0  # the task number of the next batch handed out
        # task number -> (worker,) while outstanding, (worker, batch) once it arrived early
        self._task_info = {}
        self._tasks_outstanding = 0
        # False once a worker's IterableDataset replica is exhausted (for this epoch)
        self._workers_status = [True] * self._num_workers
        self._workers_num_tasks = [0] * self._num_workers
        self._worker_queue_idx_cycle = itertools.cycle(range(self._num_workers))
        if not first_iter:  # persistent workers: start their next epoch, and wait until each has
            for index_queue in self._index_queues:
                index_queue.put(_worker.ResumeIteration())
            remaining = self._num_workers
            while remaining > 0:
                idx, _ = self._get_data()
                if isinstance(idx, _worker.ResumeIteration):
                    remaining -= 1
        for _ in range(self._prefetch_factor * self._num_workers):
            self._try_put_index()

    # ------------------------------------------------------------ receiving
    def _try_get_data(self, timeout):
        """(True, (task, payload)) or (False, None) after ``timeout`` seconds;
        raises when a worker that still had work has died."""
        try:
            return True, self._worker_result_queue.get(timeout=timeout)
        except queue.Empty:
            failed = [(worker_id, w) for worker_id, w in enumerate(self._workers)
                      if self._workers_status[worker_id] and not w.is_alive()]
            if failed:
                for worker_id, _ in failed:
                    self._mark_worker_as_unavailable(worker_id)
                pids = ", ".join(str(w.pid) for _, w in failed)
                raise RuntimeError(f"DataLoader worker (pid(s) {pids}) exited unexpectedly") from \
                    _exit_cause(failed[0][1])
            return False, None

    def _get_data(self):
        deadline = time.monotonic() + self._timeout if self._timeout > 0 else None
        while True:
            wait = _worker.STATUS_CHECK_INTERVAL
            if deadline is not None:
                wait = min(wait, max(deadline - time.monotonic(), 0.0))
            success, data = self._try_get_data(wait)
            if success:
                return data
            if deadline is not None and time.monotonic() >= deadline:
                raise RuntimeError(f"DataLoader timed out after {self._timeout} seconds")

    def _next_data(self):
        while True:
            # skip the tasks of workers whose IterableDataset replica ended before answering them
            while self._rcvd_idx < self._send_idx:
                info = self._task_info.get(self._rcvd_idx)
                if info:
                    if len(info) == 2 or self._workers_status[info[0]]:
                        break
                    del self._task_info[self._rcvd_idx]
                self._rcvd_idx += 1
            else:
                if not self._persistent_workers:
                    self._shutdown_workers()
                raise StopIteration
            if len(self._task_info[self._rcvd_idx]) == 2:  # arrived earlier, out of order
                worker_id, data = self._task_info.pop(self._rcvd_idx)
                self._rcvd_idx += 1
                return self._process_data(data, worker_id)
            idx, payload = self._get_data()
            self._tasks_outstanding -= 1
            data = _unpickled(payload, self._task_info[idx][0])
            if isinstance(data, _worker.IterableDatasetStopIteration):
                if self._persistent_workers:
                    self._workers_status[data.worker_id] = False
                else:
                    self._mark_worker_as_unavailable(data.worker_id)
                self._try_put_index()
                continue
            if idx != self._rcvd_idx:
                if not self._in_order:
                    return self._process_data(data, self._task_info.pop(idx)[0])
                self._task_info[idx] += (data,)
            else:
                worker_id = self._task_info.pop(idx)[0]
                self._rcvd_idx += 1
                return self._process_data(data, worker_id)

    def _process_data(self, data, worker_id):
        self._workers_num_tasks[worker_id] -= 1
        self._try_put_index()
        if isinstance(data, ExceptionWrapper):
            data.reraise()
        return data

    # ------------------------------------------------------------ sending
    def _try_put_index(self):
        try:
            index = self._next_index()
        except StopIteration:
            return
        max_tasks = self._prefetch_factor * self._num_workers
        for _ in range(self._num_workers):  # the next worker still reading, if any
            worker_id = next(self._worker_queue_idx_cycle)
            if self._workers_status[worker_id] and \
                    (self._in_order or self._workers_num_tasks[worker_id] < max_tasks // sum(self._workers_status)):
                break
        else:
            return
        self._index_queues[worker_id].put((self._send_idx, index))
        self._task_info[self._send_idx] = (worker_id,)
        self._workers_num_tasks[worker_id] += 1
        self._tasks_outstanding += 1
        self._send_idx += 1

    # ------------------------------------------------------------ shutting down
    def _mark_worker_as_unavailable(self, worker_id):
        """No more tasks for this worker: None on its queue (it exits once it reads it)."""
        self._index_queues[worker_id].put(None)
        self._workers_status[worker_id] = False

    def _shutdown_workers(self):
        # A forked child (a worker of a later loader among them) holds a copy of this
        # iterator: the workers are not its to stop. At interpreter exit multiprocessing
        # has already terminated the (daemonic) workers and its queues may be gone.
        if self._shutdown or os.getpid() != self._owner_pid or sys.is_finalizing():
            return
        self._shutdown = True
        try:
            self._workers_done_event.set()
            for worker_id in range(len(self._workers)):
                if self._persistent_workers or self._workers_status[worker_id]:
                    self._mark_worker_as_unavailable(worker_id)
            deadline = time.monotonic() + _SHUTDOWN_GRACE
            for w in self._workers:
                w.join(timeout=max(deadline - time.monotonic(), 0.0))
            for q in self._index_queues:
                q.cancel_join_thread()
                q.close()
        finally:
            for w in self._workers:
                if w.is_alive():  # stuck (in the dataset's code, or on a full queue): stopped
                    w.terminate()
                    w.join(timeout=_SHUTDOWN_GRACE)
            self._worker_result_queue.cancel_join_thread()
            self._worker_result_queue.close()

    def __del__(self):
        if hasattr(self, "_workers"):  # (an __init__ that failed early started none)
            self._shutdown_workers()


# How long the workers told to stop may take before they are terminated: an idle
# worker reads the stop at once; a busy one would only compute a batch nobody takes.
_SHUTDOWN_GRACE = 1.0


def _unpickled(payload, worker_id):
    try:
        return ForkingPickler.loads(payload)
    except Exception as e:  # noqa: BLE001 - e.g. a class the worker could import and this process cannot
        raise RuntimeError(f"DataLoader: the batch sent by worker process {worker_id} could not be unpickled in "
                           f"the main process ({type(e).__name__}: {e})") from e


def _exit_cause(w):
    """The cause attached to the error for a dead worker, in the words torch's SIGCHLD
    handler uses."""
    w.join(timeout=0)
    code = w.exitcode
    if code is not None and code < 0:
        try:
            name = signal.strsignal(-code) or f"signal {-code}"
        except ValueError:
            name = f"signal {-code}"
        return RuntimeError(f"DataLoader worker (pid {w.pid}) is killed by signal: {name}. ")
    return RuntimeError(f"DataLoader worker (pid {w.pid}) exited unexpectedly with exit code {code}. Details are "
                        "lost due to multiprocessing. Rerunning with num_workers=0 may give better error trace.")
