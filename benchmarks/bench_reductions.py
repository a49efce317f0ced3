"""Reductions and matmul: tensorgen vs PyTorch vs NumPy, side by side (docs/performance.md).

    .venv/bin/python benchmarks/bench_reductions.py [--rounds 15]

sum over each dim of a 1000×1000×10 float32 tensor, a full sum of 10^7
float32, and matmul of two 1024×1024 float32 matrices. Prints median times
and tensorgen's time over each peer's (median of per-round ratios; < 1 = faster).
PyTorch is optional: without it the table has NumPy only.
"""
import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _harness import Workload, print_table, run  # noqa: E402

import tensorgen as tg  # noqa: E402

try:
    import torch
    torch.set_num_threads(os.cpu_count() or 1)
except ImportError:
    torch = None


def _close(rtol):
    def check(results):
        ref = np.asarray(results["numpy"], np.float64)
        for k, v in results.items():
            np.testing.assert_allclose(np.asarray(v, np.float64), ref, rtol=rtol, atol=rtol * 10, err_msg=k)
    return check


def workloads():
    rng = np.random.default_rng(0)
    x = rng.standard_normal((1000, 1000, 10)).astype(np.float32)
    tx = tg.from_numpy(x)
    px = torch.from_numpy(x) if torch else None
    out = []
    for d in range(3):
        c = {"tensorgen": lambda d=d: tx.sum(d), "numpy": lambda d=d: x.sum(d)}
        if torch:
            c["torch"] = lambda d=d: px.sum(d)
        out.append(Workload(f"sum dim={d} 1000x1000x10 f32", c, check=_close(1e-3)))
    flat = x.reshape(-1)
    tf = tg.from_numpy(flat)
    c = {"tensorgen": lambda: tf.sum(), "numpy": lambda: flat.sum()}
    if torch:
        pf = torch.from_numpy(flat)
        c["torch"] = lambda: pf.sum()
    out.append(Workload("sum all 10^7 f32", c, check=_close(1e-4)))
    a = rng.standard_normal((1024, 1024)).astype(np.float32)
    b = rng.standard_normal((1024, 1024)).astype(np.float32)
    ta, tb = tg.from_numpy(a), tg.from_numpy(b)
    if hasattr(tg, "matmul"):
        c = {"tensorgen": lambda: tg.matmul(ta, tb), "numpy": lambda: a @ b}
        if torch:
            pa, pb = torch.from_numpy(a), torch.from_numpy(b)
            c["torch"] = lambda: pa @ pb
        out.append(Workload("matmul 1024x1024 f32", c, check=_close(1e-3)))
    return out


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--rounds", type=int, default=15)
    args = p.parse_args()
    print_table(run(workloads(), rounds=args.rounds))


if __name__ == "__main__":
    main()
