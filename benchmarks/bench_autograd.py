"""Forward + backward: tensorgen's autograd vs PyTorch's, side by side.

    .venv/bin/python benchmarks/bench_autograd.py [--rounds 7]

Workloads: a 3-layer MLP (784-256-256-10, ReLU, log-softmax loss) at batch 64
and 512, and a chain of 20 elementwise ops on a 64x64 tensor. Each timing is one
forward, one backward and dropping the gradients. Prints median times and
tensorgen's time over torch's (median of per-round ratios; < 1: tensorgen faster),
then, for the MLP at batch 64, where tensorgen's time goes (forward, backward).
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
except ImportError:  # the table then shows tensorgen alone
    torch = None


def _mlp(lib, batch, rng):
    """(step function, parameters) of the MLP in `lib` (tg or torch), float32."""
    sizes = [784, 256, 256, 10]
    params = []
    for i, o in zip(sizes, sizes[1:]):
        w = rng.standard_normal((i, o), dtype=np.float32) * np.float32(1 / np.sqrt(i))
        params += [lib.tensor(w, requires_grad=True), lib.tensor(np.zeros(o, np.float32), requires_grad=True)]
    x = lib.tensor(rng.standard_normal((batch, 784), dtype=np.float32))
    target = np.zeros((batch, 10), np.float32)
    target[np.arange(batch), rng.integers(0, 10, batch)] = 1
    onehot = lib.tensor(target)

    def forward():
        h = x
        for k in range(0, len(params), 2):
            h = h @ params[k] + params[k + 1]
            if k + 2 < len(params):
                h = h.relu()
        return -(h.log_softmax(-1) * onehot).sum() / batch

    def step():
        loss = forward()
        loss.backward()
        for p in params:
            p.grad = None
        return loss
    return step, forward


def _chain(lib, rng):
    a = lib.tensor(rng.standard_normal((64, 64), dtype=np.float32), requires_grad=True)

    def step():
        y = a
        for _ in range(4):
            y = ((y * 0.9 + 0.1).tanh() - y.sigmoid()) * y.exp().clamp(max=4.0) + y.abs()
        y.sum().backward()
        a.grad = None
    return step


def workloads():
    rows = []
    for batch in (64, 512):
        c = {"tensorgen": _mlp(tg, batch, np.random.default_rng(0))[0]}
        if torch is not None:
            c["torch"] = _mlp(torch, batch, np.random.default_rng(0))[0]
        rows.append(Workload(f"MLP 784-256-256-10 fwd+bwd, batch {batch}", c))
    c = {"tensorgen": _chain(tg, np.random.default_rng(1))}
    if torch is not None:
        c["torch"] = _chain(torch, np.random.default_rng(1))
    rows.append(Workload("20-op elementwise chain fwd+bwd, 64x64", c))
    return rows


def _breakdown(n=50):
    step, forward = _mlp(tg, 64, np.random.default_rng(0))
    step()
    t0 = time.perf_counter()
    for _ in range(n):
        forward()
    fwd = (time.perf_counter() - t0) / n
    t0 = time.perf_counter()
    for _ in range(n):
        step()
    total = (time.perf_counter() - t0) / n
    print(f"\ntensorgen MLP batch 64: forward {fwd * 1e6:.0f} us, backward (with the engine) "
          f"{(total - fwd) * 1e6:.0f} us, total {total * 1e6:.0f} us per step")


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--rounds", type=int, default=7)
    args = p.parse_args(argv)
    if torch is not None:
        torch.set_num_threads(max(1, os.cpu_count() or 1))
    print_table(run(workloads(), rounds=args.rounds))
    _breakdown()


if __name__ == "__main__":
    main()
