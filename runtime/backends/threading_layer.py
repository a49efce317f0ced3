"""Numba's threading layer for the parallel (prange) kernels: safe across
``fork()`` and across Python threads.

Numba picks TBB, else OpenMP, else its own workqueue.  Its wheels ship GNU
OpenMP, and once a parallel region has run, a forked child is killed on the
spot ("Terminating: fork() called from a process already using GNU OpenMP"):
what ``multiprocessing`` and data-loader workers do on Linux.  So tensorgen
never lets numba default to it:

- TBB when numba can load it (the ``tbb`` package, found by the loader): safe
  for both;
- else the workqueue: safe across fork, but numba aborts the process when two
  threads launch parallel kernels at once, so every parallel launch holds
  ``LOCK`` (lazyjit.py wraps the parallel kernels).  Those kernels run on at
  least 2**20 elements, so waiting for one costs less than sharing the cores.

A layer chosen with ``NUMBA_THREADING_LAYER`` is kept (the lock too, unless it
is TBB or OpenMP, which are thread-safe).  The lock is made anew in a forked
child (a thread of the parent may have held it at the fork).
"""
import os
import threading

import numba

THREAD_SAFE = ("tbb", "omp")


def _choose():
    if os.environ.get("NUMBA_THREADING_LAYER"):
        return numba.config.THREADING_LAYER
    try:
        from numba.np.ufunc import tbbpool  # noqa: F401 - loads only where libtbb is found
        layer = "tbb"
    except ImportError:
        layer = "workqueue"
    numba.config.THREADING_LAYER = layer
    return layer


LAYER = _choose()
NEEDS_LOCK = LAYER not in THREAD_SAFE
LOCK = threading.Lock()


def _new_lock():
    global LOCK
    LOCK = threading.Lock()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_new_lock)


class Serialized:
    """A parallel kernel's dispatcher whose calls hold ``LOCK`` (the workqueue
    layer allows one parallel launch at a time); its attributes are the dispatcher's."""
    __slots__ = ("dispatcher",)

    def __init__(self, dispatcher):
        self.dispatcher = dispatcher

    def __call__(self, *args, **kwargs):
        with LOCK:
            return self.dispatcher(*args, **kwargs)

    def __getattr__(self, name):
        return getattr(self.dispatcher, name)

    def __repr__(self):
        return f"<Serialized {self.dispatcher!r}>"
