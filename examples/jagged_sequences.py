"""Classify variable-length token sequences held in one jagged nested batch.

    python examples/jagged_sequences.py            # >= 95% accuracy on held-out sequences
    python examples/jagged_sequences.py --epochs 3 --quiet

Each sequence (3 to 16 tokens over a vocabulary of 12) is labelled 1 when its
"low" tokens (0-5) outnumber its "high" ones. A batch is a jagged nested tensor:
no padding and no mask. The model embeds the batch, runs self-attention over
each sequence only, mean-pools each one and classifies the pooled vectors. It
trains on the nested batch itself: the embedding, the qkv projection, the
residual, the layer norm and the pooling are each one operator over the packed
values, ``scaled_dot_product_attention`` attends per component, and autograd
runs through them all (``forward_per_sequence`` is the same function over the
components one at a time, with dense operators only).
"""
import argparse
import os
import sys
import time

if "numba" not in sys.modules:  # tiny kernels: one thread each (see train_digits.py)
    os.environ.setdefault("NUMBA_NUM_THREADS", "1")
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402

import tensorgen as tg  # noqa: E402
import tensorgen.nn as nn  # noqa: E402
import tensorgen.nn.functional as F  # noqa: E402

VOCAB, DIM = 12, 16


def make_data(n, rng):
    seqs, labels = [], []
    for _ in range(n):
        length = int(rng.integers(3, 17))
        toks = rng.integers(0, VOCAB, length)
        seqs.append(toks)
        labels.append(int((toks < VOCAB // 2).sum() * 2 > length))
    return seqs, np.array(labels)


def nested_batch(seqs):
    return tg.nested.nested_tensor([tg.tensor(s) for s in seqs], layout=tg.jagged)


class SequenceClassifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, DIM)
        self.qkv = nn.Linear(DIM, 3 * DIM)
        self.norm = nn.LayerNorm(DIM)
        self.head = nn.Sequential(nn.Linear(DIM, DIM), nn.GELU(), nn.Linear(DIM, 2))

    def encode(self, tokens):
        """One sequence (L,) -> its pooled vector (DIM,), or a jagged batch (B, j) -> (B, DIM)."""
        x = self.embed(tokens)
        q, k, v = self.qkv(x).chunk(3, -1)
        x = self.norm(x + F.scaled_dot_product_attention(q, k, v))
        return x.mean(-2)  # a nested batch: over each sequence's own length

    def forward(self, batch):
        """A jagged batch of token sequences -> logits (B, 2)."""
        return self.head(self.encode(batch))

    def forward_per_sequence(self, batch):
        """The same function, one component at a time (dense operators only), stacked."""
        return self.head(tg.stack([self.encode(t) for t in batch.unbind()]))


def accuracy(model, seqs, labels):
    model.eval()
    with tg.no_grad():
        pred = model(nested_batch(seqs)).argmax(1).numpy()
    model.train()
    return float((pred == labels).mean())


def train(epochs=6, batch_size=32, lr=1e-2, seed=0, quiet=False):
    tg.manual_seed(seed)
    rng = np.random.default_rng(seed)
    train_seqs, train_y = make_data(384, rng)
    test_seqs, test_y = make_data(200, rng)
    model = SequenceClassifier()
    opt = tg.optim.Adam(model.parameters(), lr=lr)
    t0 = time.perf_counter()
    from tqdm import tqdm
    for epoch in range(epochs):
        order = rng.permutation(len(train_seqs))
        bar = tqdm(range(0, len(order), batch_size), desc=f"epoch {epoch + 1}/{epochs}", disable=quiet, leave=False)
        for i in bar:
            idx = order[i:i + batch_size]
            batch = nested_batch([train_seqs[j] for j in idx])
            loss = F.cross_entropy(model(batch), tg.tensor(train_y[idx]))
            opt.zero_grad()
            loss.backward()
            opt.step()
            bar.set_postfix(loss=f"{loss.item():.3f}")
        if not quiet:
            print(f"epoch {epoch + 1:2d}/{epochs}  test accuracy {accuracy(model, test_seqs, test_y):.3f}")
    return accuracy(model, test_seqs, test_y), time.perf_counter() - t0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--epochs", type=int, default=6)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    acc, seconds = train(args.epochs, seed=args.seed, quiet=args.quiet)
    print(f"test accuracy {acc:.4f} after {args.epochs} epochs in {seconds:.1f} s")
    return acc


if __name__ == "__main__":
    main()
