"""tensorgen.distributed and DistributedDataParallel under real MPI: the
programs of tests/support/distributed_ranks.py run by ``mpiexec -n 2`` and ``-n 3``
(each rank checks every collective x dtype against NumPy, DDP against one
process on the global batch, the bucket launches against backward's progress),
plus the ways a job must end: a rank that raises, a rank that never joins.

Skipped, with the install command, when the ``distributed`` extra is absent.
"""
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tensorgen.distributed import mpi as dist_mpi

ROOT = Path(__file__).resolve().parents[2]
RANKS = str(ROOT / "tests" / "support" / "distributed_ranks.py")
MPIEXEC = os.path.join(os.path.dirname(sys.executable), "mpiexec")
if not os.path.exists(MPIEXEC):
    MPIEXEC = shutil.which("mpiexec")

pytestmark = pytest.mark.skipif(importlib.util.find_spec("mpi4py") is None or MPIEXEC is None,
                                reason=f"needs mpi4py and mpiexec: {dist_mpi.INSTALL_HINT}")


def mpirun(n, *args, launcher=None, timeout=300):
    cmd = launcher or [MPIEXEC, "-n", str(n), sys.executable]
    start = time.monotonic()
    out = subprocess.run(cmd + list(args), capture_output=True, text=True, timeout=timeout, cwd=ROOT)
    return out, time.monotonic() - start


def passed(out, n):
    assert out.returncode == 0, out.stdout + out.stderr
    counts = sorted(int(r) for r in re.findall(r"rank (\d+): \d+ checks passed", out.stdout))
    assert counts == list(range(n)), out.stdout + out.stderr


@pytest.mark.parametrize("n,timeout", [(2, ""), (3, "--timeout")])
def test_every_collective_and_dtype_against_numpy(n, timeout):
    # with a timeout the collectives run in their non-blocking MPI forms, polled
    out, _ = mpirun(n, RANKS, "collectives", *([timeout] if timeout else []))
    passed(out, n)


@pytest.mark.parametrize("n", [2, 3])
def test_ddp_equals_one_process_and_launches_buckets_during_backward(n):
    out, _ = mpirun(n, RANKS, "ddp")
    passed(out, n)


def test_a_rank_that_raises_stops_every_rank():
    # rank 1 raises while ranks 0 and 2 wait in an all_reduce; started by the launcher
    launcher = [sys.executable, "-m", "tensorgen.distributed.run", "-n", "3"]
    out, seconds = mpirun(3, RANKS, "fault", launcher=launcher, timeout=120)
    assert out.returncode != 0
    assert "[rank 1] ValueError: rank 1 failed on purpose" in out.stderr
    assert "rank 1 of 3 raised ValueError; aborting all 3 ranks (MPI_Abort)" in out.stderr
    assert seconds < 60  # the waiting ranks did not sit out their 120 s sleep


@pytest.mark.parametrize("started", ["mpi_started", "mpi_not_started"])
def test_init_process_group_timeout_ends_the_job(started):
    # rank 1 is late: either its MPI is up but it has not called init_process_group
    # (rank 0's barrier gives up with a DistBackendError), or it has not even
    # started MPI (rank 0 is held inside MPI's initialisation; faulthandler ends it)
    out, seconds = mpirun(2, RANKS, "init_timeout", started, timeout=120)
    assert out.returncode != 0
    if started == "mpi_started":
        assert "not every one of the 2 ranks joined within 2 s" in out.stderr, out.stderr
    else:
        assert "Timeout (0:00:02)!" in out.stderr and "_start_mpi_waiting_for_every_rank" in out.stderr, out.stderr
        assert "init_process_group" in out.stderr
    assert seconds < 60


def test_train_digits_ddp_matches_one_process():
    pytest.importorskip("sklearn")
    out, _ = mpirun(2, str(ROOT / "examples" / "train_digits.py"), "--ddp", "--epochs", "2", "--quiet",
                    "--dropout", "0", "--check-single", timeout=600)
    assert out.returncode == 0, out.stdout + out.stderr
    match = re.search(r"largest weight difference from one process: ([0-9.e+-]+)", out.stdout)
    assert match, out.stdout
    assert float(match.group(1)) < 1e-4, out.stdout
    accuracy = float(re.search(r"test accuracy ([0-9.]+)", out.stdout).group(1))
    assert accuracy > 0.85, out.stdout
