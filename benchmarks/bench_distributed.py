"""tensorgen.distributed's cost over MPI, side by side (docs/distributed.md).

    pip install -e ".[distributed]"
    .venv/bin/python benchmarks/bench_distributed.py [--sizes 10 1000 100000 1000000 10000000]
                                                     [--rounds 7] [--steps 8] [--launches 3]

Two tables, from jobs this script starts with the venv's mpiexec:

1. all_reduce of float32 tensors of each size on 2 ranks: ``dist.all_reduce``
   (zero-copy, with its header exchange) against mpi4py's ``Allreduce`` on the
   same NumPy buffers (the floor: MPI itself). Median time per call (the
   candidates interleaved round by round, as the other benchmarks), the
   algorithm bandwidth (bytes / time) and tensorgen's time over mpi4py's.
2. One training step (forward, backward with DDP's bucketed all-reduce, SGD) of
   a compute-bound MLP (512-1024-1024-10) on a global batch of 256: one process
   without DDP, one process with DDP, and two processes with DDP (128 samples
   each); every job is launched ``--launches`` times, alternating, and the
   table shows the medians. One thread per process (NUMBA/BLAS), so two ranks
   use two cores.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import time

os.environ.setdefault("NUMBA_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


# ------------------------------------------------------------------ inside the MPI jobs
def allreduce_job(sizes, rounds):
    import numpy as np
    from _harness import Workload, measure

    import tensorgen as tg
    import tensorgen.distributed as dist
    from mpi4py import MPI

    dist.init_process_group("mpi")
    comm = MPI.COMM_WORLD.Dup()
    rows = []
    for n in sizes:
        t = tg.ones(n)
        a = np.ones(n, np.float32)
        candidates = {"tensorgen": lambda t=t: dist.all_reduce(t),
                      "mpi4py": lambda a=a: comm.Allreduce(MPI.IN_PLACE, a, MPI.SUM)}
        # every rank must make the same calls: the repeat count is agreed on, not timed per rank
        comm.Barrier()
        start = time.perf_counter()
        for _ in range(3):
            candidates["mpi4py"]()
        once = comm.allreduce((time.perf_counter() - start) / 3, MPI.MAX)
        number = max(1, min(2000, int(0.05 / max(once, 1e-7))))
        rows.append((n, measure(Workload(f"{n}", candidates, number=number), rounds=rounds, warmup=2)))
    if dist.get_rank() == 0:
        for n, row in rows:
            tg_t, mpi_t = row.times["tensorgen"], row.times["mpi4py"]
            print(f"ROW {n} {tg_t:.9g} {mpi_t:.9g} {row.ratios['mpi4py']:.6g}")
    dist.destroy_process_group()


def ddp_job(steps, global_batch, plain):
    import numpy as np

    import tensorgen as tg
    import tensorgen.distributed as dist
    import tensorgen.nn as nn
    import tensorgen.nn.functional as F
    from tensorgen.nn.parallel import DistributedDataParallel

    dist.init_process_group("mpi")
    rank, world = dist.get_rank(), dist.get_world_size()
    rng = np.random.default_rng(rank)
    per_rank = global_batch // world
    x = tg.tensor(rng.standard_normal((per_rank, 512)).astype(np.float32))
    y = tg.tensor(rng.integers(0, 10, per_rank))

    def make():
        tg.manual_seed(0)
        return nn.Sequential(nn.Linear(512, 1024), nn.ReLU(), nn.Linear(1024, 1024), nn.ReLU(),
                             nn.Linear(1024, 10))

    def step_fn(model, opt):
        def step():
            opt.zero_grad()
            F.cross_entropy(model(x), y).backward()
            opt.step()
        return step

    jobs = {}
    ddp = DistributedDataParallel(make())
    jobs["ddp"] = step_fn(ddp, tg.optim.SGD(ddp.parameters(), lr=0.01))
    if plain:
        model = make()
        jobs["plain"] = step_fn(model, tg.optim.SGD(model.parameters(), lr=0.01))
    times = {k: [] for k in jobs}
    for fn in jobs.values():
        fn()  # warm-up: kernels compiled, buffers allocated
    for _ in range(steps):
        for k, fn in jobs.items():
            dist.barrier()
            start = time.perf_counter()
            fn()
            times[k].append(time.perf_counter() - start)
    for k, ts in times.items():
        slowest = max(_gather(ts, dist))
        if rank == 0:
            print(f"STEP {k} {world} {slowest:.9g}")
    dist.destroy_process_group()


def _gather(ts, dist):
    """The median step time of the slowest rank (a step ends when every rank's has)."""
    objs = [None] * dist.get_world_size()
    dist.all_gather_object(objs, statistics.median(ts))
    return objs


# ------------------------------------------------------------------ the launcher
def _mpiexec():
    beside = os.path.join(os.path.dirname(sys.executable), "mpiexec")
    return beside if os.path.exists(beside) else "mpiexec"


def _launch(n, *args):
    cmd = [_mpiexec(), "-n", str(n), sys.executable, os.path.abspath(__file__), "--job", *args]
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=1800)
    if out.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed:\n{out.stdout}\n{out.stderr}")
    return out.stdout


def _fmt(s):
    return f"{s * 1e3:9.3f} ms" if s >= 1e-3 else f"{s * 1e6:9.2f} us"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[10, 1000, 100_000, 1_000_000, 10_000_000],
                    help="all_reduce sizes in float32 elements")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--steps", type=int, default=8, help="timed DDP steps per launch")
    ap.add_argument("--launches", type=int, default=3, help="launches of each DDP job (alternating)")
    ap.add_argument("--job", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.job:
        kind, rest = args.job[0], args.job[1:]
        if kind == "allreduce":
            return allreduce_job([int(s) for s in rest[1:]], int(rest[0]))
        return ddp_job(int(rest[0]), 256, rest[1] == "plain")

    print("all_reduce of float32 on 2 ranks (median per call; the machine's other load shows in these)")
    out = _launch(2, "allreduce", str(args.rounds), *map(str, args.sizes))
    head = f"{'elements':>10} | {'bytes':>10} | {'tensorgen':>12} | {'mpi4py':>12} | {'tg GB/s':>8} | " \
           f"{'mpi GB/s':>8} | tg/mpi4py"
    print(head)
    print("-" * len(head))
    for line in out.splitlines():
        if line.startswith("ROW "):
            n, tg_t, mpi_t, ratio = line.split()[1:]
            n, tg_t, mpi_t = int(n), float(tg_t), float(mpi_t)
            nbytes = 4 * n
            print(f"{n:>10} | {nbytes:>10} | {_fmt(tg_t):>12} | {_fmt(mpi_t):>12} | {nbytes / tg_t / 1e9:8.3f} | "
                  f"{nbytes / mpi_t / 1e9:8.3f} | {float(ratio):9.2f}")

    print(f"\nDDP training step, MLP 512-1024-1024-10, global batch 256 (median of {args.launches} launches x "
          f"{args.steps} steps)")
    results = {"1 process, no DDP": [], "1 process, DDP": [], "2 processes, DDP": []}
    for _ in range(args.launches):
        for line in _launch(1, "ddp", str(args.steps), "plain").splitlines():
            m = re.match(r"STEP (\w+) 1 (\S+)", line)
            if m:
                results["1 process, no DDP" if m.group(1) == "plain" else "1 process, DDP"].append(float(m.group(2)))
        for line in _launch(2, "ddp", str(args.steps), "ddp-only").splitlines():
            m = re.match(r"STEP ddp 2 (\S+)", line)
            if m:
                results["2 processes, DDP"].append(float(m.group(1)))
    base = statistics.median(results["1 process, DDP"])
    head = f"{'job':<20} | {'step':>12} | speed-up over 1 process with DDP"
    print(head)
    print("-" * len(head))
    for k, ts in results.items():
        t = statistics.median(ts)
        print(f"{k:<20} | {_fmt(t):>12} | {base / t:6.2f}")


if __name__ == "__main__":
    main()
