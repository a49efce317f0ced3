"""Training steps of small real models: tensorgen eager vs torch eager (and compiled), side by side.

    .venv/bin/python benchmarks/bench_models.py [--quick] [--rounds 7] [--models gpt lstm ...]
                                                [--no-torch-compile] [--profile MODEL] [--baseline REF]

Each model is written once, against a library namespace (`torch` or
`tensorgen`: the same attribute names), so one definition runs on both — the
project's goal, PyTorch programs running unchanged. The tensorgen model gets
torch's initial weights; the losses of a few steps (dropout off) must agree
before anything is timed. Then the steps are timed interleaved round by round
(benchmarks/_harness.py) on one thread each (`set_num_threads(1)` on both,
printed), and the table gives median milliseconds per step and tensorgen's
time over each peer's (< 1 = tensorgen faster). The clock is the process's
CPU time by default (`--clock wall` for elapsed time): on a shared machine
other processes then do not inflate either side.

Columns: tensorgen eager, torch eager, torch.compile (where it works on this
machine; its compile time is not timed) and tensorgen compiled (`tg.compile`
of the model: its forward replayed and fused; a compiler is one entry of COMPILERS).

`--profile MODEL` runs tensorgen's step of one model under cProfile instead
and prints the top functions (where the time that is not kernel time goes).
`--baseline REF` times tensorgen as it is at a git ref beside the working tree's
in the same rounds (before/after on one machine state; its kernels compile on
first use).
"""
import argparse
import math
import os
import sys
import time

for _v in ("NUMBA_NUM_THREADS", "OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

import numpy as np  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from _harness import Workload, measure  # noqa: E402

import tensorgen  # noqa: E402

try:
    import torch  # noqa: E402
except ImportError:  # the comparison is the point: without torch there is nothing to run
    print("bench_models.py: torch is not installed (pip install torch==2.13.0); nothing to compare")
    sys.exit(0)


# ================================================================== the models, written once per library
class GPTSpec:
    """A small GPT: token + position embedding, pre-norm blocks of causal self-attention and a GELU MLP."""
    name = "gpt"

    def __init__(self, quick):
        self.vocab, self.block, self.embd, self.heads = 64, 32, 64, 4
        self.layers, self.batch = (1, 4) if quick else (2, 8)

    def build(self, lib, dropout):
        nn, F = lib.nn, lib.nn.functional
        vocab, block, embd, heads, layers = self.vocab, self.block, self.embd, self.heads, self.layers

        class Attention(nn.Module):
            def __init__(self):
                super().__init__()
                self.qkv = nn.Linear(embd, 3 * embd)
                self.proj = nn.Linear(embd, embd)
                self.drop = nn.Dropout(dropout)

            def forward(self, x):
                b, t, c = x.shape
                q, k, v = self.qkv(x).split(embd, dim=2)
                q = q.view(b, t, heads, c // heads).transpose(1, 2)
                k = k.view(b, t, heads, c // heads).transpose(1, 2)
                v = v.view(b, t, heads, c // heads).transpose(1, 2)
                y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
                y = y.transpose(1, 2).contiguous().view(b, t, c)
                return self.drop(self.proj(y))

        class Block(nn.Module):
            def __init__(self):
                super().__init__()
                self.ln1 = nn.LayerNorm(embd)
                self.attn = Attention()
                self.ln2 = nn.LayerNorm(embd)
                self.fc = nn.Linear(embd, 4 * embd)
                self.out = nn.Linear(4 * embd, embd)
                self.drop = nn.Dropout(dropout)

            def forward(self, x):
                x = x + self.attn(self.ln1(x))
                return x + self.drop(self.out(F.gelu(self.fc(self.ln2(x)))))

        class GPT(nn.Module):
            def __init__(self):
                super().__init__()
                self.tok = nn.Embedding(vocab, embd)
                self.pos = nn.Embedding(block, embd)
                self.blocks = nn.Sequential(*[Block() for _ in range(layers)])
                self.ln = nn.LayerNorm(embd)
                self.head = nn.Linear(embd, vocab, bias=False)

            def forward(self, idx):
                t = idx.shape[1]
                x = self.tok(idx) + self.pos(lib.arange(t))
                return self.head(self.ln(self.blocks(x)))

        model = GPT()
        return model, lib.optim.AdamW(model.parameters(), lr=3e-4), None

    def data(self, rng):
        x = rng.integers(0, self.vocab, (self.batch, self.block + 1))
        return {"x": x[:, :-1], "y": x[:, 1:]}

    def step(self, lib, model, opt, sched, batch):
        logits = model(batch["x"])
        loss = lib.nn.functional.cross_entropy(logits.reshape(-1, self.vocab), batch["y"].reshape(-1))
        opt.zero_grad()
        loss.backward()
        opt.step()
        return loss


class LSTMSpec:
    """An LSTM language model (word_language_model's): embedding, 2-layer LSTM, linear decoder, SGD + clipping."""
    name = "lstm"

    def __init__(self, quick):
        self.vocab, self.emb, self.hidden = 100, 64, 64
        self.seq, self.batch = (8, 4) if quick else (20, 8)

    def build(self, lib, dropout):
        nn = lib.nn
        vocab, emb, hidden = self.vocab, self.emb, self.hidden

        class LSTMLM(nn.Module):
            def __init__(self):
                super().__init__()
                self.drop = nn.Dropout(dropout)
                self.encoder = nn.Embedding(vocab, emb)
                self.rnn = nn.LSTM(emb, hidden, 2, dropout=dropout)
                self.decoder = nn.Linear(hidden, vocab)

            def forward(self, x):
                out, _ = self.rnn(self.drop(self.encoder(x)))
                return self.decoder(self.drop(out))

        model = LSTMLM()
        return model, lib.optim.SGD(model.parameters(), lr=1.0), None

    def data(self, rng):
        x = rng.integers(0, self.vocab, (self.seq + 1, self.batch))
        return {"x": x[:-1], "y": x[1:]}

    def step(self, lib, model, opt, sched, batch):
        out = model(batch["x"])
        loss = lib.nn.functional.cross_entropy(out.reshape(-1, self.vocab), batch["y"].reshape(-1))
        opt.zero_grad()
        loss.backward()
        lib.nn.utils.clip_grad_norm_(model.parameters(), 0.25)
        opt.step()
        return loss


class TransformerLMSpec:
    """A Transformer language model: embedding, nn.TransformerEncoder under a causal mask, linear decoder."""
    name = "transformer"

    def __init__(self, quick):
        self.vocab, self.d_model, self.heads, self.ff = 100, 64, 4, 128
        self.layers, self.seq, self.batch = (1, 8, 4) if quick else (2, 20, 8)

    def build(self, lib, dropout):
        nn = lib.nn
        vocab, d, heads, ff, layers, seq = self.vocab, self.d_model, self.heads, self.ff, self.layers, self.seq

        class TransformerLM(nn.Module):
            def __init__(self):
                super().__init__()
                self.encoder = nn.Embedding(vocab, d)
                layer = nn.TransformerEncoderLayer(d, heads, ff, dropout)
                self.transformer = nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)
                self.decoder = nn.Linear(d, vocab)
                self.register_buffer("mask", nn.Transformer.generate_square_subsequent_mask(seq))

            def forward(self, x):
                h = self.encoder(x) * math.sqrt(d)
                return self.decoder(self.transformer(h, self.mask, is_causal=True))

        model = TransformerLM()
        return model, lib.optim.Adam(model.parameters(), lr=1e-3), None

    def data(self, rng):
        x = rng.integers(0, self.vocab, (self.seq + 1, self.batch))
        return {"x": x[:-1], "y": x[1:]}

    def step(self, lib, model, opt, sched, batch):
        out = model(batch["x"])
        loss = lib.nn.functional.cross_entropy(out.reshape(-1, self.vocab), batch["y"].reshape(-1))
        opt.zero_grad()
        loss.backward()
        opt.step()
        return loss


class MNISTSpec:
    """pytorch/examples' MNIST CNN: two convs, max-pool, dropout, two linears; Adadelta and StepLR."""
    name = "mnist_cnn"

    def __init__(self, quick):
        self.batch = 4 if quick else 16

    def build(self, lib, dropout):
        nn, F = lib.nn, lib.nn.functional

        class Net(nn.Module):
            def __init__(self):
                super().__init__()
                self.conv1 = nn.Conv2d(1, 32, 3, 1)
                self.conv2 = nn.Conv2d(32, 64, 3, 1)
                self.dropout1 = nn.Dropout(dropout / 2)
                self.dropout2 = nn.Dropout(dropout)
                self.fc1 = nn.Linear(9216, 128)
                self.fc2 = nn.Linear(128, 10)

            def forward(self, x):
                x = F.relu(self.conv1(x))
                x = F.relu(self.conv2(x))
                x = self.dropout1(F.max_pool2d(x, 2))
                x = self.dropout2(F.relu(self.fc1(lib.flatten(x, 1))))
                return F.log_softmax(self.fc2(x), dim=1)

        model = Net()
        opt = lib.optim.Adadelta(model.parameters(), lr=1.0)
        return model, opt, lib.optim.lr_scheduler.StepLR(opt, step_size=1, gamma=0.7)

    def data(self, rng):
        return {"x": rng.standard_normal((self.batch, 1, 28, 28)).astype(np.float32),
                "y": rng.integers(0, 10, self.batch)}

    def step(self, lib, model, opt, sched, batch):
        loss = lib.nn.functional.nll_loss(model(batch["x"]), batch["y"])
        opt.zero_grad()
        loss.backward()
        opt.step()
        sched.step()
        return loss


class ResNetSpec:
    """A ResNet block net: conv 3->16, two residual blocks of 3x3 conv + BatchNorm, pooled linear head; Adam."""
    name = "resnet"

    def __init__(self, quick):
        self.batch = 4 if quick else 32

    def build(self, lib, dropout):
        nn, F = lib.nn, lib.nn.functional

        class Residual(nn.Module):
            def __init__(self, c):
                super().__init__()
                self.conv1 = nn.Conv2d(c, c, 3, padding=1, bias=False)
                self.bn1 = nn.BatchNorm2d(c)
                self.conv2 = nn.Conv2d(c, c, 3, padding=1, bias=False)
                self.bn2 = nn.BatchNorm2d(c)

            def forward(self, x):
                y = F.relu(self.bn1(self.conv1(x)))
                return F.relu(x + self.bn2(self.conv2(y)))

        class Net(nn.Module):
            def __init__(self):
                super().__init__()
                self.stem = nn.Conv2d(3, 16, 3, padding=1, bias=False)
                self.bn = nn.BatchNorm2d(16)
                self.blocks = nn.Sequential(Residual(16), Residual(16))
                self.fc = nn.Linear(16, 10)

            def forward(self, x):
                x = self.blocks(F.relu(self.bn(self.stem(x))))
                return self.fc(F.adaptive_avg_pool2d(x, 1).flatten(1))

        model = Net()
        return model, lib.optim.Adam(model.parameters(), lr=1e-3), None

    def data(self, rng):
        return {"x": rng.standard_normal((self.batch, 3, 32, 32)).astype(np.float32),
                "y": rng.integers(0, 10, self.batch)}

    def step(self, lib, model, opt, sched, batch):
        loss = lib.nn.functional.cross_entropy(model(batch["x"]), batch["y"])
        opt.zero_grad()
        loss.backward()
        opt.step()
        return loss


class MLPSpec:
    """An MLP on MNIST-sized inputs: 784-256-256-10 with ReLU and dropout; SGD with momentum."""
    name = "mlp"

    def __init__(self, quick):
        self.batch = 16 if quick else 64

    def build(self, lib, dropout):
        nn = lib.nn
        model = nn.Sequential(nn.Linear(784, 256), nn.ReLU(), nn.Dropout(dropout), nn.Linear(256, 256), nn.ReLU(),
                              nn.Linear(256, 10))
        return model, lib.optim.SGD(model.parameters(), lr=0.01, momentum=0.9), None

    def data(self, rng):
        return {"x": rng.standard_normal((self.batch, 784)).astype(np.float32),
                "y": rng.integers(0, 10, self.batch)}

    def step(self, lib, model, opt, sched, batch):
        loss = lib.nn.functional.cross_entropy(model(batch["x"]), batch["y"])
        opt.zero_grad()
        loss.backward()
        opt.step()
        return loss


SPECS = [GPTSpec, LSTMSpec, TransformerLMSpec, MNISTSpec, ResNetSpec, MLPSpec]
DROPOUT = 0.1


# ================================================================== running one model on both libraries
def _to_lib(lib, batch):
    return {k: lib.tensor(v) for k, v in batch.items()}


def make_pair(spec, dropout, seed=0, lib=None):
    """The torch model and the tensorgen one (or `lib`'s) holding the same initial weights (and buffers)."""
    lib = lib or tensorgen
    torch.manual_seed(seed)
    t_model, t_opt, t_sched = spec.build(torch, dropout)
    lib.manual_seed(seed)
    g_model, g_opt, g_sched = spec.build(lib, dropout)
    g_model.load_state_dict({k: lib.tensor(v.detach().numpy().copy()) for k, v in t_model.state_dict().items()})
    return (t_model, t_opt, t_sched), (g_model, g_opt, g_sched)


def load_baseline(ref):
    """tensorgen as it is at git `ref`, imported beside the working one as `tensorgen_baseline`
    (its runtime/ and generated/ laid out as the package; relative imports keep it apart). Its
    kernels compile on first use, cached under that module name."""
    import importlib
    import subprocess
    import tempfile
    root = os.path.dirname(HERE)
    dst = os.path.join(tempfile.mkdtemp(prefix="tg_baseline_"), "tensorgen_baseline")
    archive = subprocess.run(["git", "-C", root, "archive", ref, "runtime", "generated"], check=True,
                             capture_output=True).stdout
    os.makedirs(dst)
    subprocess.run(["tar", "-x", "-C", dst], input=archive, check=True)
    for name in os.listdir(os.path.join(dst, "runtime")):
        os.rename(os.path.join(dst, "runtime", name), os.path.join(dst, name))
    os.rmdir(os.path.join(dst, "runtime"))
    sys.path.insert(0, os.path.dirname(dst))
    return importlib.import_module("tensorgen_baseline")


def check_losses(spec, batch, steps=3, rtol=2e-3):
    """The losses of a few steps from the same weights, dropout off: they must agree."""
    (tm, to, ts), (gm, go, gs) = make_pair(spec, 0.0)
    tb, gb = _to_lib(torch, batch), _to_lib(tensorgen, batch)
    t_losses = [spec.step(torch, tm, to, ts, tb).item() for _ in range(steps)]
    g_losses = [float(spec.step(tensorgen, gm, go, gs, gb).item()) for _ in range(steps)]
    if not np.allclose(g_losses, t_losses, rtol=rtol, atol=1e-5):
        raise SystemExit(f"{spec.name}: tensorgen's losses {g_losses} differ from torch's {t_losses}")
    return t_losses, g_losses


def torch_compiled(model):
    """torch.compile of the module, or the reason it does not run here."""
    try:
        return torch.compile(model), None
    except Exception as e:  # noqa: BLE001 - any failure only means the column is n/a
        return None, f"{type(e).__name__}: {e}"


# label -> None (the column prints n/a) or a function model -> compiled model: tg.compile traces
# the forward into a guarded graph (pointwise runs fused), backward and optimizer step run eagerly
COMPILERS = {"tensorgen compiled": lambda m: tensorgen.compile(m)}


def workloads(spec, batch, use_torch_compile, baseline=None):
    (tm, to, ts), (gm, go, gs) = make_pair(spec, DROPOUT)
    tb, gb = _to_lib(torch, batch), _to_lib(tensorgen, batch)
    cands = {"tensorgen": lambda: spec.step(tensorgen, gm, go, gs, gb),
             "torch": lambda: spec.step(torch, tm, to, ts, tb)}
    notes = {}
    if baseline is not None:
        (_, _, _), (bm, bo, bs) = make_pair(spec, DROPOUT, lib=baseline)
        bb = _to_lib(baseline, batch)
        cands["baseline"] = lambda: spec.step(baseline, bm, bo, bs, bb)
    for label, compiler in COMPILERS.items():
        if compiler is None:
            notes[label] = "n/a"
            continue
        (_, _, _), (cm, co, cs) = make_pair(spec, DROPOUT)
        cm_c = compiler(cm)
        cands[label] = lambda cm_c=cm_c, co=co, cs=cs: spec.step(tensorgen, cm_c, co, cs, gb)
    if use_torch_compile:
        (cm, co, cs), _ = make_pair(spec, DROPOUT)
        compiled, why = torch_compiled(cm)
        if compiled is not None:
            try:
                t0 = time.perf_counter()
                for _ in range(2):  # compiles forward and backward
                    spec.step(torch, compiled, co, cs, tb)
                notes["torch.compile"] = f"compiled in {time.perf_counter() - t0:.1f} s"
                cands["torch.compile"] = lambda: spec.step(torch, compiled, co, cs, tb)
            except Exception as e:  # noqa: BLE001
                why = f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
        if "torch.compile" not in cands:
            notes["torch.compile"] = f"n/a ({why})"
    else:
        notes["torch.compile"] = "n/a (--no-torch-compile)"
    return Workload(spec.name, cands, number=1), notes


COLUMNS = ["tensorgen", "torch", "torch.compile", "tensorgen compiled"]


def print_table(rows):
    columns = COLUMNS + (["baseline"] if any("baseline" in r.times for r, _ in rows) else [])
    head = f"{'model':<12} | " + " | ".join(f"{c:>18}" for c in columns) + \
        " | tg/torch | tg/torch.compile | tg compiled/torch" + (" | baseline/torch" if "baseline" in columns else "")
    print(head)
    print("-" * len(head))
    for row, _notes in rows:
        cells = []
        for c in columns:
            cells.append(f"{row.times[c] * 1e3:15.2f} ms" if c in row.times else f"{'n/a':>18}")
        tg_torch = row.ratios.get("torch")
        tg_tc = row.ratios.get("torch.compile")
        comp = None
        if "tensorgen compiled" in row.times:
            comp = row.times["tensorgen compiled"] / row.times["torch"]
        fmt = (lambda v, w: f"{v:{w}.2f}" if v is not None else f"{'n/a':>{w}}")
        base = None
        if "baseline" in row.times and "torch" in row.ratios:  # the baseline's per-round ratios, through tg's
            base = row.ratios["torch"] / row.ratios["baseline"]
        print(f"{row.name:<12} | " + " | ".join(cells) + f" | {fmt(tg_torch, 8)} | {fmt(tg_tc, 16)} | "
              f"{fmt(comp, 17)}" + (f" | {fmt(base, 15)}" if "baseline" in columns else ""))
    ratios = [r.ratios["torch"] for r, _ in rows if "torch" in r.ratios]
    if ratios:
        print(f"median tg/torch over the models: {float(np.median(ratios)):.2f}")
    if "baseline" in columns:
        base = [r.ratios["torch"] / r.ratios["baseline"] for r, _ in rows if "baseline" in r.ratios]
        print(f"median baseline/torch over the models: {float(np.median(base)):.2f}")
    for row, notes in rows:
        for label, note in notes.items():
            if note != "n/a":
                print(f"  {row.name} {label}: {note}")


def profile(spec, batch, steps):
    import cProfile
    import pstats
    (_, _, _), (gm, go, gs) = make_pair(spec, DROPOUT)
    gb = _to_lib(tensorgen, batch)
    for _ in range(2):
        spec.step(tensorgen, gm, go, gs, gb)
    pr = cProfile.Profile(time.process_time)  # CPU time: a busy machine's waits are not charged
    t0 = time.process_time()
    pr.enable()
    for _ in range(steps):
        spec.step(tensorgen, gm, go, gs, gb)
    pr.disable()
    print(f"{spec.name}: {(time.process_time() - t0) / steps * 1e3:.1f} ms CPU per step under cProfile")
    pstats.Stats(pr).sort_stats("tottime").print_stats(35)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="tiny sizes and 2 rounds (CI: the script still runs)")
    ap.add_argument("--rounds", type=int, default=None)
    ap.add_argument("--models", nargs="*", default=None, choices=[s.name for s in SPECS])
    ap.add_argument("--no-torch-compile", action="store_true")
    ap.add_argument("--profile", default=None, choices=[s.name for s in SPECS])
    ap.add_argument("--baseline", metavar="REF", default=None,
                    help="also time tensorgen as it is at this git ref (main, a commit), in the same run")
    ap.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                    help="cpu (default): the process's CPU time per step, which a busy machine's other "
                         "processes do not inflate (both libraries run one thread); wall: elapsed time")
    args = ap.parse_args()

    torch.set_num_threads(1)
    tensorgen.set_num_threads(1)
    print(f"threads: torch {torch.get_num_threads()}, tensorgen {tensorgen.get_num_threads()}; "
          f"torch {torch.__version__}; {'quick sizes' if args.quick else 'full sizes'}; {args.clock} time")
    specs = [s(args.quick) for s in SPECS if args.models is None or s.name in args.models]
    rng = np.random.default_rng(0)
    batches = {s.name: s.data(rng) for s in specs}
    if args.profile:
        spec = next(s for s in SPECS if s.name == args.profile)(args.quick)
        profile(spec, spec.data(rng), 5)
        return
    rounds = args.rounds or (2 if args.quick else 7)
    baseline = load_baseline(args.baseline) if args.baseline else None
    if baseline is not None:
        baseline.set_num_threads(1)
        print(f"baseline: tensorgen at {args.baseline}")
    rows = []
    for spec in specs:
        t_losses, g_losses = check_losses(spec, batches[spec.name])
        print(f"{spec.name}: losses agree (torch {', '.join(f'{v:.5f}' for v in t_losses)}; "
              f"tensorgen {', '.join(f'{v:.5f}' for v in g_losses)})", flush=True)
        work, notes = workloads(spec, batches[spec.name], not (args.no_torch_compile or args.quick), baseline)
        clock = time.process_time if args.clock == "cpu" else time.perf_counter
        rows.append((measure(work, rounds=rounds, warmup=1, clock=clock), notes))
    print()
    print_table(rows)


if __name__ == "__main__":
    main()
