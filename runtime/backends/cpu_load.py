"""Whether the cores are free right now for a prange kernel's threads.

A prange loop splits its work in equal static chunks, so one thread that
shares its core with another process holds up the whole call: on this 2-core
machine with one other busy process, a 2-thread strided add took 8 ms against
5 ms serial.  The 1-minute load average reacts too late for that, so this
reads the kernel's instantaneous count of runnable tasks (/proc/loadavg) and
subtracts this process's own runnable threads (OpenMP workers keep spinning,
runnable, for a while after a parallel region).
"""
import os

import numba

_NCPU = os.cpu_count() or 1
# 1-minute load average under which the machine counts as idle: this
# process's own short parallel kernels kept it at 0.4 on 2 idle cores.
_IDLE_LOAD = 0.75


def _own_running():
    n = 0
    for tid in os.listdir("/proc/self/task"):
        try:
            with open(f"/proc/self/task/{tid}/stat", "rb") as f:
                stat = f.read()
        except OSError:  # the thread ended meanwhile
            continue
        if stat[stat.rindex(b")") + 2:][:1] == b"R":
            n += 1
    return n


def _others_running():
    # Own threads counted on both sides of the read: an OpenMP worker that
    # stops spinning in between would otherwise pass for another process.
    own = _own_running()
    with open("/proc/loadavg", "rb") as f:
        running = int(f.read().split()[3].split(b"/")[0])
    return running - max(own, _own_running())


def cores_free(threads):
    """True when ``threads`` threads would each get a core of their own.
    Busy only if two samples in a row say so: one is a snapshot of a count
    that flickers (measured: 3 of 12 single samples said busy on an idle
    machine, from threads this process's torch/OpenMP parked meanwhile)."""
    try:
        # Reading the threads' states costs 0.2-0.4 ms while this process's
        # OpenMP workers spin (measured), too much for a 1 ms kernel: a
        # machine idle over the last minute skips it.
        if os.getloadavg()[0] < _IDLE_LOAD:
            return True
        for _ in range(2):
            if _others_running() + threads <= _NCPU:
                return True
    except (OSError, ValueError, IndexError):  # no procfs: assume free, as before
        return True
    return False


# Elements from which the prange loops pay off (and the check of
# runtime/backends/cpu_load.py, 35 us to 0.4 ms when the machine is loaded, is small
# beside the loop).
_PAR_MIN = 1 << 20


def parallel(n):
    """Whether a pointwise loop over n elements should run its prange twin now."""
    if n < _PAR_MIN:
        return False
    return numba.get_num_threads() > 1 and cores_free(numba.get_num_threads())
