"""nn.functional: softmax over the last dim of 4096x1024 float32 — tensorgen vs
PyTorch vs NumPy (``exp(x - max) / sum``), side by side (docs/performance.md).

    .venv/bin/python benchmarks/bench_nn.py [--rounds 15] [--rows 4096] [--cols 1024]

Also log_softmax and a middle-dim softmax (dim 0 of the same tensor), relu and
gelu (tanh approximation, and erf against torch alone) on 10^7 float32. Prints median times and tensorgen's time over each peer's
(median of per-round ratios; < 1 = faster). PyTorch is optional.
"""
import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _harness import Workload, print_table, run  # noqa: E402

import tensorgen as tg  # noqa: E402
import tensorgen.nn.functional as F  # noqa: E402

try:
    import torch
    torch.set_num_threads(os.cpu_count() or 1)
except ImportError:
    torch = None


def np_softmax(x, axis):
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    e /= e.sum(axis=axis, keepdims=True)
    return e


def np_log_softmax(x, axis):
    s = x - x.max(axis=axis, keepdims=True)
    return s - np.log(np.exp(s).sum(axis=axis, keepdims=True))


def _close(tol):
    def check(results):
        ref = np.asarray(results["numpy"], np.float64)
        for k, v in results.items():
            got = np.asarray(v.numpy() if hasattr(v, "numpy") and not isinstance(v, np.ndarray) else v, np.float64)
            if not np.allclose(got, ref, rtol=tol, atol=tol):
                raise AssertionError(f"{k} disagrees with numpy (max abs diff {np.abs(got - ref).max()})")
    return check


def workloads(rows, cols):
    x = np.random.default_rng(0).standard_normal((rows, cols)).astype(np.float32)
    t = tg.from_numpy(x)
    big = np.random.default_rng(1).standard_normal(10_000_000).astype(np.float32)
    tb = tg.from_numpy(big)
    tx = torch.from_numpy(x) if torch is not None else None
    tbig = torch.from_numpy(big) if torch is not None else None
    name = f"{rows}x{cols}"

    def cand(ours, numpy_fn, torch_fn):
        c = {"tensorgen": ours, "numpy": numpy_fn}
        if torch is not None:
            c["torch"] = torch_fn
        return c

    return [
        Workload(f"softmax(dim=-1) {name}", cand(lambda: F.softmax(t, -1), lambda: np_softmax(x, -1),
                                                 lambda: torch.softmax(tx, -1)), check=_close(1e-5)),
        Workload(f"log_softmax(dim=-1) {name}", cand(lambda: F.log_softmax(t, -1), lambda: np_log_softmax(x, -1),
                                                     lambda: torch.log_softmax(tx, -1)), check=_close(1e-4)),
        Workload(f"softmax(dim=0) {name}", cand(lambda: F.softmax(t, 0), lambda: np_softmax(x, 0),
                                                lambda: torch.softmax(tx, 0)), check=_close(1e-5)),
        Workload("relu 1e7", cand(lambda: F.relu(tb), lambda: np.maximum(big, 0),
                                  lambda: torch.relu(tbig)), check=_close(0)),
        Workload("gelu(tanh) 1e7", cand(
            lambda: F.gelu(tb, approximate="tanh"),
            lambda: 0.5 * big * (1 + np.tanh(np.float32(0.7978845608028654) * (big + np.float32(0.044715) * big ** 3))),
            lambda: torch.nn.functional.gelu(tbig, approximate="tanh")), check=_close(1e-5)),
    ] + ([] if torch is None else [
        # NumPy has no erf: tensorgen against torch only, both checked against torch's float64
        Workload("gelu 1e7", {"tensorgen": lambda: F.gelu(tb), "torch": lambda: torch.nn.functional.gelu(tbig)},
                 check=_near(lambda: torch.nn.functional.gelu(tbig.double()).numpy(), 1e-5)),
    ])


def _near(reference, tol):
    def check(results):
        want = reference()
        for k, v in results.items():
            got = np.asarray(v.numpy() if hasattr(v, "numpy") else v, np.float64)
            if not np.allclose(got, want, rtol=tol, atol=tol):
                raise AssertionError(f"{k} disagrees with the float64 result (max abs diff {np.abs(got - want).max()})")
    return check


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rounds", type=int, default=15)
    p.add_argument("--rows", type=int, default=4096)
    p.add_argument("--cols", type=int, default=1024)
    p.add_argument("--only-softmax", action="store_true", help="time the headline workload only")
    p.add_argument("--threads", type=int, default=0,
                   help="threads for tensorgen (numba) and torch alike (default: all cores)")
    args = p.parse_args(argv)
    if args.threads:
        import numba
        numba.set_num_threads(args.threads)
        if torch is not None:
            torch.set_num_threads(args.threads)
    work = workloads(args.rows, args.cols)
    if args.only_softmax:
        work = work[:1]
    import numba
    print(f"cpus: {os.cpu_count()}, numba threads: {numba.get_num_threads()}, "
          f"torch threads: {torch.get_num_threads() if torch else '-'}")
    print_table(run(work, rounds=args.rounds))


if __name__ == "__main__":
    main()
