"""tg.compile: a 20-op pointwise chain on 10^6 float32, eager vs compiled
(one fused kernel), against torch eager (and torch.compile where it runs).

    .venv/bin/python benchmarks/bench_compile.py [--rounds 15] [--n 1000000] [--threads 1]

Target: compiled <= 0.5x torch eager. Threads are fixed (default 1,
both libraries) and printed; candidates are interleaved (_harness.py), so a
busy machine slows them alike, but say so when quoting a figure.
"""
import os
import sys

_threads = "1"
for i, a in enumerate(sys.argv):
    if a == "--threads" and i + 1 < len(sys.argv):
        _threads = sys.argv[i + 1]
os.environ.setdefault("NUMBA_NUM_THREADS", _threads)
os.environ.setdefault("OMP_NUM_THREADS", _threads)
os.environ.setdefault("OPENBLAS_NUM_THREADS", _threads)

import argparse  # noqa: E402

import numpy as np  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _harness import Workload, print_table, run  # noqa: E402

import tensorgen as tg  # noqa: E402

try:
    import torch
except ImportError:
    torch = None


def chain(lib):
    """20 pointwise ops (mul, add, sub, tanh, sin, exp, cos) of x and y."""
    def f(x, y):
        z = x * 1.5 + y            # 2
        z = z * 0.5 - x            # 4
        z = lib.tanh(z) * y        # 6
        z = z + 0.25               # 7
        z = lib.sin(z) * x         # 9
        z = z - y * 0.5            # 11
        z = lib.exp(z * 0.1)       # 13
        z = z * z + x              # 15
        z = lib.cos(z) - 1.0       # 17
        return (z * y + z) * 0.5   # 20
    return f


def arithmetic(lib):
    """20 pointwise ops without transcendental functions (mul, add, sub, div, maximum)."""
    def f(x, y):
        z = x * 1.5 + y            # 2
        z = z * 0.5 - x            # 4
        z = lib.maximum(z, y) * y  # 6
        z = z + 0.25               # 7
        z = z / (y * y + 1.0)      # 10
        z = z - y * 0.5            # 12
        z = z * z + x              # 14
        z = lib.maximum(z, x) - 1.0  # 16
        z = z * y + z              # 18
        return (z - x) * 0.5       # 20
    return f


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--n", type=int, default=10 ** 6)
    ap.add_argument("--threads", type=int, default=1)
    args = ap.parse_args()
    rng = np.random.default_rng(0)
    xa, ya = rng.standard_normal(args.n).astype(np.float32), rng.standard_normal(args.n).astype(np.float32)
    x, y = tg.from_numpy(xa), tg.from_numpy(ya)
    workloads = []
    for title, make in (("20-op chain with tanh/sin/exp/cos", chain), ("20-op arithmetic chain", arithmetic)):
        workloads.append(_workload(f"{title}, {args.n} float32", make, x, y, xa, ya, args))
    workloads.append(_mlp_workload(args))
    print(f"threads: {args.threads} (NUMBA_NUM_THREADS={os.environ['NUMBA_NUM_THREADS']}); n = {args.n}")
    print_table(run(workloads, rounds=args.rounds))


def _mlp(lib, seed):
    class MLP(lib.nn.Module):
        def __init__(self):
            super().__init__()
            self.a, self.b, self.c = lib.nn.Linear(256, 256), lib.nn.Linear(256, 256), lib.nn.Linear(256, 10)

        def forward(self, x):
            h = lib.tanh(self.a(x)) * 0.5 + 0.1
            h = lib.relu(self.b(h)) * 2.0 - 0.5
            return self.c(h)
    lib.manual_seed(seed)
    return MLP()


def _mlp_workload(args):
    """A training step of a small MLP (64 x 256): forward compiled, backward and
    SGD eager (tensorgen's backward of a compiled forward walks eager's nodes)."""
    rng = np.random.default_rng(1)
    xa, ta = rng.standard_normal((64, 256)).astype(np.float32), rng.standard_normal((64, 10)).astype(np.float32)

    def stepper(lib, model, x, t):
        opt = lib.optim.SGD(model.parameters(), lr=0.01)

        def step():
            opt.zero_grad()
            loss = ((model(x) - t) ** 2).mean()
            loss.backward()
            opt.step()
            return loss
        return step
    eager = _mlp(tg, 0)
    compiled = tg.compile(_mlp(tg, 0))
    x, t = tg.from_numpy(xa), tg.from_numpy(ta)
    candidates = {"tensorgen": stepper(tg, compiled, x, t), "tensorgen eager": stepper(tg, eager, x, t)}
    if torch is not None:
        candidates["torch"] = stepper(torch, _mlp(torch, 0), torch.from_numpy(xa), torch.from_numpy(ta))
    return Workload("MLP training step (64x256, 3 Linear)", candidates)


def _workload(title, make, x, y, xa, ya, args):
    eager = make(tg)
    compiled = tg.compile(eager)
    compiled(x, y)
    print(f"{title}: {compiled.last.steps}")
    candidates = {"tensorgen": lambda: compiled(x, y), "tensorgen eager": lambda: eager(x, y)}

    def check(results):
        assert np.array_equal(results["tensorgen"].numpy(), results["tensorgen eager"].numpy()), \
            "compiled differs from eager"
        if "torch" in results:
            np.testing.assert_allclose(results["tensorgen"].numpy(), results["torch"].numpy(), rtol=1e-4, atol=1e-5)
    if torch is not None:
        torch.set_num_threads(args.threads)
        tx, ty = torch.from_numpy(xa), torch.from_numpy(ya)
        teager = make(torch)
        candidates["torch"] = lambda: teager(tx, ty)
        try:
            tc = torch.compile(teager)
            tc(tx, ty)
            candidates["torch.compile"] = lambda: tc(tx, ty)
        except Exception as e:  # noqa: BLE001 - no C++ compiler on the machine, say
            print(f"torch.compile does not run here: {type(e).__name__}: {str(e).splitlines()[0][:100]}")
    return Workload(title, candidates, check=check)


if __name__ == "__main__":
    main()
