"""Recurrent layers: a training step (forward and backward) of nn.LSTM / GRU / RNN, and of an LSTM
language model (word_language_model's: embedding, 2-layer LSTM, linear decoder, cross entropy,
gradient clipping, SGD) — tensorgen vs PyTorch, side by side on one thread each (docs/performance.md).

    .venv/bin/python benchmarks/bench_rnn.py [--rounds 9] [--quick] [--clock cpu|wall]

Each layer and direction of tensorgen's is one generated kernel running the whole time loop
(ops.yaml kind: rnn), backward one kernel back through time. Both libraries get the same weights
and inputs, and the outputs must agree before anything is timed. Prints median times and
tensorgen's time over torch's (median of per-round ratios; < 1 = faster).
"""
import argparse
import os
import sys
import time

for _v in ("NUMBA_NUM_THREADS", "OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

import numpy as np  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _harness import Workload, print_table, run  # noqa: E402

import tensorgen as tg  # noqa: E402

try:
    import torch
except ImportError:
    torch = None


def _same_weights(lib_modules, seed=0):
    """Copy one draw into the parameters of the tensorgen module and the torch one."""
    rng = np.random.default_rng(seed)
    g, t = lib_modules
    for (_, p), (_, tp) in zip(g.named_parameters(), t.named_parameters()):
        v = rng.uniform(-0.1, 0.1, tuple(tp.shape)).astype(np.float32)
        p.detach().copy_(tg.tensor(v))
        with torch.no_grad():
            tp.copy_(torch.tensor(v))


def layer_workload(cls, steps, batch, size, hidden, layers, kw):
    name = f"{cls} {layers}x{hidden} T={steps} N={batch}" + "".join(f" {k}" for k in kw)
    x = np.random.default_rng(1).standard_normal((steps, batch, size)).astype(np.float32)
    g = getattr(tg.nn, cls)(size, hidden, layers, **kw)
    cands = {}
    gx = tg.tensor(x, requires_grad=True)

    def ours():
        out = g(gx)[0]
        out.sum().backward()
        return out
    cands["tensorgen"] = ours
    check = None
    if torch is not None:
        t = getattr(torch.nn, cls)(size, hidden, layers, **kw)
        _same_weights((g, t))
        tx = torch.tensor(x, requires_grad=True)

        def theirs():
            out = t(tx)[0]
            out.sum().backward()
            return out
        cands["torch"] = theirs
        check = _outputs_agree(name)
    return Workload(name, cands, check=check)


def _outputs_agree(name):
    def check(results):
        a, b = results["tensorgen"].detach().numpy(), results["torch"].detach().numpy()
        if not np.allclose(a, b, rtol=1e-4, atol=1e-5):
            raise AssertionError(f"{name}: outputs differ (max {np.abs(a - b).max()})")
    return check


class _LM:
    """An LSTM language model written once against a library namespace (tensorgen or torch)."""

    def __init__(self, lib, vocab, emb, hidden):
        nn = lib.nn

        class Model(nn.Module):
            def __init__(self):
                super().__init__()
                self.encoder = nn.Embedding(vocab, emb)
                self.rnn = nn.LSTM(emb, hidden, 2)
                self.decoder = nn.Linear(hidden, vocab)

            def forward(self, x):
                return self.decoder(self.rnn(self.encoder(x))[0])
        self.lib, self.vocab = lib, vocab
        self.model = Model()
        self.opt = lib.optim.SGD(self.model.parameters(), lr=1.0)

    def step(self, x, y):
        out = self.model(x)
        loss = self.lib.nn.functional.cross_entropy(out.reshape(-1, self.vocab), y.reshape(-1))
        self.opt.zero_grad()
        loss.backward()
        self.lib.nn.utils.clip_grad_norm_(self.model.parameters(), 0.25)
        self.opt.step()
        return loss


def lm_workload(steps, batch, vocab=100, emb=64, hidden=64):
    data = np.random.default_rng(2).integers(0, vocab, (steps + 1, batch))
    g = _LM(tg, vocab, emb, hidden)
    gx, gy = tg.tensor(data[:-1]), tg.tensor(data[1:])
    cands = {"tensorgen": lambda: g.step(gx, gy)}
    if torch is not None:
        t = _LM(torch, vocab, emb, hidden)
        _same_weights((g.model, t.model))
        tx, ty = torch.tensor(data[:-1]), torch.tensor(data[1:])
        cands["torch"] = lambda: t.step(tx, ty)
        first = float(g.step(gx, gy).item()), float(t.step(tx, ty).item())  # the same loss from the same weights
        if not np.isclose(*first, rtol=1e-4):
            raise AssertionError(f"LSTM LM: losses differ {first}")
    return Workload(f"LSTM LM step T={steps} N={batch} H={hidden}", cands, number=1)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--quick", action="store_true", help="tiny sizes, 2 rounds (the script still runs)")
    ap.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                    help="cpu (default): this process's CPU time, which other processes on a busy machine do "
                         "not inflate (both libraries run one thread); wall: elapsed time")
    args = ap.parse_args()
    tg.set_num_threads(1)
    if torch is not None:
        torch.set_num_threads(1)
    print(f"threads: tensorgen {tg.get_num_threads()}" + (f", torch {torch.get_num_threads()} ({torch.__version__})"
                                                          if torch is not None else " (torch not installed)"))
    if args.quick:
        works = [layer_workload("LSTM", 3, 2, 4, 5, 1, {}), lm_workload(3, 2)]
        rounds = 2
    else:
        works = [layer_workload("LSTM", 20, 8, 64, 64, 2, {}), layer_workload("GRU", 20, 8, 64, 64, 2, {}),
                 layer_workload("RNN", 20, 8, 64, 64, 2, {}),
                 layer_workload("LSTM", 20, 8, 64, 64, 1, dict(bidirectional=True)),
                 layer_workload("LSTM", 35, 32, 256, 256, 2, {}), lm_workload(20, 8)]
        rounds = args.rounds
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    print(f"clock: {args.clock} time")
    print_table(run(works, rounds=rounds, warmup=2, clock=clock))


if __name__ == "__main__":
    main()
