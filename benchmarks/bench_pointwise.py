"""Pointwise ops: tensorgen vs PyTorch vs NumPy, side by side (docs/performance.md).

    .venv/bin/python benchmarks/bench_pointwise.py [--rounds 15] [--n 10000000]

add/mul/exp on 10^7 float32, contiguous and transposed (``x.t() + y.t()``:
both operands are column-major views); tanh, sigmoid and log (of positive
values) contiguous; then a 10-element add (call overhead).
Each result allocates its output, as ``a + b`` does. Prints median times and
tensorgen's time over each peer's (median of per-round ratios; < 1 = faster).
PyTorch is optional: without it the table has NumPy only.
"""
import argparse
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _harness import Workload, print_table, run  # noqa: E402

t0 = time.perf_counter()
import tensorgen as tg  # noqa: E402
IMPORT_S = time.perf_counter() - t0

try:
    import torch
    torch.set_num_threads(os.cpu_count() or 1)
except ImportError:  # the table then compares with NumPy only
    torch = None


def _t(x):
    """A tensorgen view of a NumPy array (shares memory, keeps its strides)."""
    return tg.from_numpy(x)


def _transposed(x):
    """x.t() for a 2-d array, through tensorgen's own view when it has one."""
    t = _t(x)
    return t.t() if hasattr(t, "t") else _t(x.T)


def workloads(n):
    rng = np.random.default_rng(0)
    a = rng.standard_normal(n, dtype=np.float32)
    b = rng.standard_normal(n, dtype=np.float32)
    rows = 2000 if n % 2000 == 0 else 1
    a2, b2 = a.reshape(rows, -1), b.reshape(rows, -1)
    small_a, small_b = a[:10].copy(), b[:10].copy()
    size = f"1e{len(str(n)) - 1}" if str(n).strip("0") == "1" else str(n)

    def candidates(tg_fn, np_fn, torch_fn, base, transposed=False):
        """`base`: contiguous NumPy arrays; with `transposed`, every library gets
        its own transposed view of them (no copies)."""
        tg_args = tuple(_transposed(x) if transposed else _t(x) for x in base)
        np_args = tuple(x.T if transposed else x for x in base)
        c = {"tensorgen": lambda: tg_fn(*tg_args), "numpy": lambda: np_fn(*np_args)}
        if torch is not None:
            th_args = tuple(torch.from_numpy(x).t() if transposed else torch.from_numpy(x) for x in base)
            c["torch"] = lambda: torch_fn(*th_args)
        return c

    def check(results):
        ref = np.asarray(results["numpy"], dtype=np.float64)
        for k, v in results.items():
            got = np.asarray(v.numpy() if hasattr(v, "numpy") else v, dtype=np.float64)
            if got.shape != ref.shape or not np.allclose(got, ref, rtol=1e-5, atol=1e-6):
                raise AssertionError(f"{k} disagrees with numpy")

    out = []
    for name, tgf, npf, thf in [
        ("add", lambda x, y: x + y, np.add, lambda x, y: x + y),
        ("mul", lambda x, y: x * y, np.multiply, lambda x, y: x * y),
        ("exp", lambda x, y: x.exp(), lambda x, y: np.exp(x), lambda x, y: x.exp()),
    ]:
        out.append(Workload(f"{name} {size} f32 contiguous", candidates(tgf, npf, thf, (a, b)), check=check))
        out.append(Workload(f"{name} {size} f32 transposed", candidates(tgf, npf, thf, (a2, b2), True),
                            check=check))
    pos = np.abs(a) + np.float32(1e-3)
    for name, tgf, npf, thf, base in [
        ("tanh", lambda x: x.tanh(), np.tanh, lambda x: x.tanh(), (a,)),
        # NumPy has no sigmoid: its formula, as a NumPy user would write it
        ("sigmoid", lambda x: x.sigmoid(), lambda x: 1 / (1 + np.exp(-x)), lambda x: x.sigmoid(), (a,)),
        ("log", lambda x: x.log(), np.log, lambda x: x.log(), (pos,)),
    ]:
        out.append(Workload(f"{name} {size} f32 contiguous", candidates(tgf, npf, thf, base), check=check))
    out.append(Workload("add 10 f32", candidates(lambda x, y: x + y, np.add, lambda x, y: x + y,
                                                 (small_a, small_b)), check=check))
    return out


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rounds", type=int, default=15)
    p.add_argument("--n", type=int, default=10_000_000)
    args = p.parse_args(argv)
    works = workloads(args.n)
    # Warm numba's disk cache and each candidate once before anything is timed.
    for w in works:
        for f in w.candidates.values():
            f()
    rows = run(works, rounds=args.rounds)
    print(f"import tensorgen: {IMPORT_S:.3f} s; numpy {np.__version__}"
          + (f", torch {torch.__version__} ({torch.get_num_threads()} threads)" if torch else ", no torch"))
    print_table(rows)
    return rows


if __name__ == "__main__":
    main()
