"""Sparse COO × dense at 1% density: tensorgen's generated sparse×dense kernel
against torch.sparse.mm, and against densify-then-matmul (both libraries).

Interleaved rounds, medians of per-round ratios (benchmarks/_harness.py,
docs/performance.md). Each check compares the results once before timing.

    .venv/bin/python benchmarks/bench_sparse.py [--rounds N] [--size M] [--threads T]
"""
import argparse

import numpy as np

import tensorgen as tg
from _harness import Workload, run, print_table


def workloads(m, k, n, density, dtype):
    import torch
    rng = np.random.default_rng(0)
    nnz = int(m * k * density)
    lin = rng.choice(m * k, size=nnz, replace=False)
    idx = np.stack(np.unravel_index(lin, (m, k))).astype(np.int64)
    vals = rng.standard_normal(nnz).astype(dtype)
    dense = rng.standard_normal((k, n)).astype(dtype)
    s = tg.sparse_coo_tensor(tg.from_numpy(idx), tg.from_numpy(vals), (m, k)).coalesce()
    d = tg.from_numpy(dense)
    ts = torch.sparse_coo_tensor(torch.from_numpy(idx), torch.from_numpy(vals), (m, k)).coalesce()
    td = torch.from_numpy(dense)

    def check(results):
        ref = results["torch.sparse.mm"].numpy()
        for label, r in results.items():
            got = r.numpy() if hasattr(r, "numpy") else np.asarray(r)
            np.testing.assert_allclose(got, ref, rtol=1e-4, atol=1e-4, err_msg=label)

    name = f"{m}x{k} @ {k}x{n}, {density:.0%} ({nnz} nnz), {np.dtype(dtype).name}"
    return Workload(name, {
        "tensorgen": lambda: tg.mm(s, d),
        "torch.sparse.mm": lambda: torch.sparse.mm(ts, td),
        "tg densify+mm": lambda: tg.mm(s.to_dense(), d),
        "torch densify+mm": lambda: torch.mm(ts.to_dense(), td),
    }, check=check)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rounds", type=int, default=11)
    p.add_argument("--size", type=int, default=2000, help="M = K of the sparse matrix")
    p.add_argument("--cols", type=int, default=64, help="N, the dense matrix's columns")
    p.add_argument("--threads", type=int, default=0, help="threads for both libraries (0: their defaults)")
    args = p.parse_args(argv)
    if args.threads:
        import numba
        import torch
        numba.set_num_threads(args.threads)
        torch.set_num_threads(args.threads)
    work = [workloads(args.size, args.size, args.cols, 0.01, np.float32),
            workloads(args.size, args.size, args.cols, 0.01, np.float64)]
    print_table(run(work, rounds=args.rounds))


if __name__ == "__main__":
    main()
