"""A rank that fails takes every rank down with it.

MPI has no notion of a Python exception: a rank that dies while the others wait
in a collective leaves them waiting for ever. Once MPI is in use, an uncaught
exception (in the main thread or any other) prints its traceback, marked with
the rank, then aborts the whole job with ``MPI_Abort``, which mpiexec turns
into every rank exiting with an error.
"""
import sys
import time
import threading
import traceback

from . import mpi

_installed = []


def install():
    """Route uncaught exceptions to an abort of every rank (once per process)."""
    if _installed:
        return
    MPI = mpi.load()
    world = MPI.COMM_WORLD
    rank, size = world.Get_rank(), world.Get_size()
    _installed.append(True)
    previous = sys.excepthook

    def abort(exc_type, exc, tb):
        _report(rank, size, exc_type, exc, tb)
        # MPI_Abort may end the job before mpiexec has forwarded this rank's stderr (seen on a
        # loaded machine: the report lost): a moment for it to go out first
        time.sleep(0.5)
        world.Abort(1)

    def on_exception(exc_type, exc, tb):
        if size == 1:  # nothing to take down: the ordinary report and exit
            previous(exc_type, exc, tb)
            return
        abort(exc_type, exc, tb)

    def on_thread_exception(args):
        if args.exc_type is SystemExit or size == 1:
            return threading.__excepthook__(args)
        abort(args.exc_type, args.exc_value, args.exc_traceback)

    sys.excepthook = on_exception
    threading.excepthook = on_thread_exception


def abort_on_exit_code(code):
    """A rank leaving with a non-zero exit status (sys.exit(3)) aborts the job too."""
    MPI = mpi.load()
    world = MPI.COMM_WORLD
    sys.stderr.write(f"[rank {world.Get_rank()}] exited with status {code}; aborting all {world.Get_size()} "
                     "ranks (MPI_Abort)\n")
    sys.stderr.flush()
    world.Abort(code if isinstance(code, int) and 0 < code < 256 else 1)


def _report(rank, size, exc_type, exc, tb):
    text = "".join(traceback.format_exception(exc_type, exc, tb))
    lines = [f"[rank {rank}] {line}" for line in text.rstrip("\n").split("\n")]
    lines.append(f"[rank {rank}] tensorgen.distributed: rank {rank} of {size} raised {exc_type.__name__}; "
                 f"aborting all {size} ranks (MPI_Abort)")
    sys.stderr.write("\n".join(lines) + "\n")
    sys.stderr.flush()
