"""Per-call cost of small operations: tensorgen vs PyTorch vs NumPy side by side.

    .venv/bin/python benchmarks/bench_overhead.py [--rounds 15] [--cpu-time]

Small tensors make the kernel negligible, so these time the Python-side path
of each library: argument handling, dtype and shape rules, allocation and the
call into the kernel. Prints median times per call and tensorgen's time over
each peer's (median of per-round ratios; < 1 means tensorgen is faster).
PyTorch is optional: without it the table has NumPy only.
"""
import argparse
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _harness import Workload, print_table, run  # noqa: E402

import tensorgen as tg  # noqa: E402

try:
    import torch
    torch.set_num_threads(1)  # small tensors: torch would not split them anyway
except ImportError:  # the table then compares with NumPy only
    torch = None


def _softmax_np(a):
    e = np.exp(a - a.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def _check(results):
    ref = np.asarray(results["numpy"], dtype=np.float64)
    for k, v in results.items():
        got = np.asarray(v.numpy() if hasattr(v, "numpy") and not isinstance(v, np.ndarray) else v, np.float64)
        np.testing.assert_allclose(got, ref, rtol=1e-4, atol=1e-5, err_msg=k)


def workloads():
    rng = np.random.default_rng(0)
    a10 = rng.standard_normal(10, dtype=np.float32)
    b10 = rng.standard_normal(10, dtype=np.float32)
    a = rng.standard_normal((64, 64), dtype=np.float32)
    b = rng.standard_normal((64, 64), dtype=np.float32)
    mask = a > 0
    out = np.empty((64, 64), np.float32)
    g = {k: tg.from_numpy(v) for k, v in dict(a10=a10, b10=b10, a=a, b=b, mask=mask, out=out.copy()).items()}
    t = {k: torch.from_numpy(v) for k, v in dict(a10=a10, b10=b10, a=a, b=b, mask=mask,
                                                 out=out.copy()).items()} if torch is not None else None

    def cands(tg_fn, np_fn, th_fn):
        c = {"tensorgen": tg_fn, "numpy": np_fn}
        if torch is not None:
            c["torch"] = th_fn
        return c

    return [
        Workload("add, 10 elements", cands(lambda: g["a10"] + g["b10"], lambda: a10 + b10,
                                           lambda: t["a10"] + t["b10"]), check=_check),
        Workload("sum(), 64x64", cands(lambda: g["a"].sum(), lambda: a.sum(), lambda: t["a"].sum()),
                 check=_check),
        Workload("matmul, 64x64", cands(lambda: g["a"] @ g["b"], lambda: a @ b, lambda: t["a"] @ t["b"]),
                 check=_check),
        Workload("softmax(-1), 64x64", cands(lambda: tg.softmax(g["a"], -1), lambda: _softmax_np(a),
                                             lambda: torch.softmax(t["a"], -1)), check=_check),
        Workload("cat of two, 64x64", cands(lambda: tg.cat([g["a"], g["b"]]), lambda: np.concatenate([a, b]),
                                            lambda: torch.cat([t["a"], t["b"]])), check=_check),
        Workload("x[mask], 64x64", cands(lambda: g["a"][g["mask"]], lambda: a[mask], lambda: t["a"][t["mask"]]),
                 check=_check),
        Workload("x.t() (view), 64x64", cands(lambda: g["a"].t(), lambda: a.T, lambda: t["a"].t()), check=_check),
        Workload("mul(out=), 64x64", cands(lambda: tg.mul(g["a"], g["b"], out=g["out"]),
                                           lambda: np.multiply(a, b, out=out),
                                           lambda: torch.mul(t["a"], t["b"], out=t["out"])), check=_check),
    ]


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--rounds", type=int, default=15)
    p.add_argument("--cpu-time", action="store_true",
                   help="time this process's CPU time (time.process_time): on a shared machine the "
                        "candidates are not charged for the time others hold the cores")
    args = p.parse_args(argv)
    clock = time.process_time if args.cpu_time else time.perf_counter
    print_table(run(workloads(), rounds=args.rounds, clock=clock))


if __name__ == "__main__":
    main()
