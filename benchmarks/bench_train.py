"""One training epoch, tensorgen vs PyTorch, side by side (docs/performance.md).

    .venv/bin/python benchmarks/bench_train.py [--rounds 5] [--threads 1]

Workloads: the digits MLP of examples/train_digits.py (64-128-128-10, AdamW,
batches of 64 over 1347 samples: 22 steps) and the jagged-sequence model of
examples/jagged_sequences.py (embedding, per-sequence attention, pooled logits;
Adam, 4 batches of 32 sequences). Both libraries run the same model from the
same initial weights (copied from torch) with one thread each. Prints median
seconds per epoch and tensorgen's time over PyTorch's (< 1 = faster).

The jagged model: tensorgen trains on the nested batch itself (the example's
forward: embedding, qkv, residual, layer norm and pooling over the packed
values, attention per component). torch runs the same function one sequence at
a time and stacks: torch 2.13's jagged layout cannot backpropagate through the
mean over the ragged dim ("SymIntArrayRef expected to contain only concrete
integers"), so its per-sequence loop is the way it trains this model (a torch
variant with the jagged layout for embedding/qkv/layer norm and per-component
pooling measured slower than the loop: about 8.4 against 6.2 ms per step).
"""
import argparse
import os
import sys

_threads = "1"
for i, a in enumerate(sys.argv):
    if a == "--threads" and i + 1 < len(sys.argv):
        _threads = sys.argv[i + 1]
os.environ.setdefault("NUMBA_NUM_THREADS", _threads)
os.environ.setdefault("OPENBLAS_NUM_THREADS", _threads)
os.environ.setdefault("OMP_NUM_THREADS", _threads)

import numpy as np  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "examples"))
from _harness import Workload, print_table, run  # noqa: E402

import tensorgen as tg  # noqa: E402
import tensorgen.nn.functional as F  # noqa: E402
import torch  # noqa: E402

BATCH = 64


def copy_weights(tg_model, t_model):
    tg_model.load_state_dict({k: tg.tensor(v.detach().numpy().copy()) for k, v in t_model.state_dict().items()})


# ------------------------------------------------------------------ digits MLP
def digits_epoch_tg(model, opt, x, y, order):
    for i in range(0, len(order), BATCH):
        idx = tg.tensor(order[i:i + BATCH])
        loss = F.cross_entropy(model(x[idx]), y[idx], label_smoothing=0.05)
        opt.zero_grad()
        loss.backward()
        opt.step()
    return loss.item()


def digits_epoch_torch(model, opt, x, y, order):
    tf = torch.nn.functional
    for i in range(0, len(order), BATCH):
        idx = torch.from_numpy(order[i:i + BATCH])
        loss = tf.cross_entropy(model(x[idx]), y[idx], label_smoothing=0.05)
        opt.zero_grad()
        loss.backward()
        opt.step()
    return loss.item()


def digits_workload():
    from sklearn.datasets import load_digits
    d = load_digits()
    x = ((d.data - d.data.mean(0)) / (d.data.std(0) + 1.0)).astype(np.float32)[:1347]
    y = d.target.astype(np.int64)[:1347]
    order = np.random.default_rng(0).permutation(len(x))
    tn = torch.nn
    t_model = tn.Sequential(tn.Linear(64, 128), tn.ReLU(), tn.Dropout(0.1), tn.Linear(128, 128), tn.GELU(),
                            tn.Linear(128, 10))
    nn = tg.nn
    g_model = nn.Sequential(nn.Linear(64, 128), nn.ReLU(), nn.Dropout(0.1), nn.Linear(128, 128), nn.GELU(),
                            nn.Linear(128, 10))
    copy_weights(g_model, t_model)
    t_opt = torch.optim.AdamW(t_model.parameters(), lr=3e-3, weight_decay=1e-4)
    g_opt = tg.optim.AdamW(g_model.parameters(), lr=3e-3, weight_decay=1e-4)
    gx, gy, tx, ty = tg.tensor(x), tg.tensor(y), torch.from_numpy(x), torch.from_numpy(y)
    return Workload("digits MLP, 1 epoch (22 steps)", {
        "tensorgen": lambda: digits_epoch_tg(g_model, g_opt, gx, gy, order),
        "torch": lambda: digits_epoch_torch(t_model, t_opt, tx, ty, order)}, number=1)


# ------------------------------------------------------------------ jagged sequences
def sequence_workload():
    import jagged_sequences as js
    rng = np.random.default_rng(0)
    seqs, labels = js.make_data(128, rng)
    g_model = js.SequenceClassifier()
    t_model = _torch_sequence_model(js)
    copy_weights(g_model, t_model)
    g_opt = tg.optim.Adam(g_model.parameters(), lr=1e-2)
    t_opt = torch.optim.Adam(t_model.parameters(), lr=1e-2)
    g_batches = [(js.nested_batch(seqs[i:i + 32]), tg.tensor(labels[i:i + 32])) for i in range(0, 128, 32)]
    t_batches = [(torch.nested.nested_tensor([torch.from_numpy(s) for s in seqs[i:i + 32]], layout=torch.jagged),
                  torch.from_numpy(labels[i:i + 32])) for i in range(0, 128, 32)]

    def epoch(model, opt, batches, ce):
        for batch, yb in batches:
            loss = ce(model(batch), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
        return loss.item()

    return Workload("jagged sequences, 1 epoch (4 steps)", {
        "tensorgen": lambda: epoch(g_model, g_opt, g_batches, F.cross_entropy),
        "torch": lambda: epoch(t_model, t_opt, t_batches, torch.nn.functional.cross_entropy)}, number=1)


def _torch_sequence_model(js):
    tn, tf = torch.nn, torch.nn.functional

    class SequenceClassifier(tn.Module):
        def __init__(self):
            super().__init__()
            self.embed = tn.Embedding(js.VOCAB, js.DIM)
            self.qkv = tn.Linear(js.DIM, 3 * js.DIM)
            self.norm = tn.LayerNorm(js.DIM)
            self.head = tn.Sequential(tn.Linear(js.DIM, js.DIM), tn.GELU(), tn.Linear(js.DIM, 2))

        def encode(self, tokens):
            x = self.embed(tokens)
            q, k, v = self.qkv(x).chunk(3, -1)
            x = self.norm(x + tf.scaled_dot_product_attention(q, k, v))
            return x.mean(0)

        def forward(self, batch):
            return self.head(torch.stack([self.encode(t) for t in batch.unbind()]))

    return SequenceClassifier()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--threads", type=int, default=1)
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    rows = run([digits_workload(), sequence_workload()], rounds=args.rounds, warmup=1)
    print_table(rows)


if __name__ == "__main__":
    main()
