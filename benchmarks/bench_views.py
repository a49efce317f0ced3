"""Strided views: ``x[:, ::2] + y[:, ::2]`` on a large float32 tensor, tensorgen vs
PyTorch vs NumPy side by side (docs/performance.md), plus the per-call cost of the
view itself and of a contiguous copy of a transposed view.

    .venv/bin/python benchmarks/bench_views.py [--rounds 15] [--rows 2000] [--cols 5000]

The slice is a view (no copy) in all three libraries; the add reads two
stride-2 operands and allocates its result. Prints median times and
tensorgen's time over each peer's (median of per-round ratios; < 1 = faster).
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
except ImportError:  # the table then compares with NumPy only
    torch = None


def _check(results):
    ref = np.asarray(results["numpy"], dtype=np.float64)
    for k, v in results.items():
        got = v.numpy() if hasattr(v, "numpy") and not isinstance(v, np.ndarray) else np.asarray(v)
        np.testing.assert_allclose(np.asarray(got, np.float64), ref, rtol=1e-6, err_msg=k)


def workloads(rows, cols):
    rng = np.random.default_rng(0)
    a = rng.standard_normal((rows, cols), dtype=np.float32)
    b = rng.standard_normal((rows, cols), dtype=np.float32)
    ta, tb = tg.from_numpy(a), tg.from_numpy(b)
    small = a[:4, :8].copy()
    ts = tg.from_numpy(small)

    def cands(tg_fn, np_fn, th_fn, *arrays):
        c = {"tensorgen": tg_fn, "numpy": np_fn}
        if torch is not None:
            c["torch"] = th_fn
        return c

    th = (torch.from_numpy(a), torch.from_numpy(b), torch.from_numpy(small)) if torch is not None else (None,) * 3
    n = rows * cols
    return [
        Workload(f"x[:, ::2] + y[:, ::2] ({rows}x{cols} f32)",
                 cands(lambda: ta[:, ::2] + tb[:, ::2], lambda: a[:, ::2] + b[:, ::2],
                       lambda: th[0][:, ::2] + th[1][:, ::2]), check=_check),
        Workload(f"x.t().contiguous() ({n:.0e} f32)",
                 cands(lambda: ta.t().contiguous(), lambda: np.ascontiguousarray(a.T),
                       lambda: th[0].t().contiguous()), check=_check),
        Workload("x[:, ::2] (view, 4x8)",
                 cands(lambda: ts[:, ::2], lambda: small[:, ::2], lambda: th[2][:, ::2])),
        Workload("x.transpose(0, 1) (view, 4x8)",
                 cands(lambda: ts.transpose(0, 1), lambda: small.swapaxes(0, 1), lambda: th[2].transpose(0, 1))),
    ]


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--rounds", type=int, default=15)
    p.add_argument("--rows", type=int, default=2000)
    p.add_argument("--cols", type=int, default=5000)
    args = p.parse_args(argv)
    print_table(run(workloads(args.rows, args.cols), rounds=args.rounds))


if __name__ == "__main__":
    main()
