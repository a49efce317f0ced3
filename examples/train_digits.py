"""Train a small MLP on scikit-learn's bundled digits (8x8 images, 10 classes; no download).

    pip install -e ".[examples]"
    python examples/train_digits.py            # 20 epochs, ~97% test accuracy
    python examples/train_digits.py --epochs 2 --quiet

Data-parallel over MPI (pip install -e ".[distributed]"): each rank trains a
replica on its share of every global batch (DistributedSampler), and
DistributedDataParallel averages the gradients, so the ranks take the steps one
process would take on the whole batch:

    mpiexec -n 2 python examples/train_digits.py --ddp
    mpiexec -n 2 python examples/train_digits.py --ddp --dropout 0 --check-single   # equal to one process?

Named tensors carry the meaning of each dim: a batch is ('N', 'C') (samples,
pixel channels); the features are standardised by reducing over 'N', the model
aligns its input by name (any dim order is accepted), and the prediction is an
argmax over the logits' dim refined to 'class' rather than over a bare dim number.
"""
import argparse
import os
import sys
import time

# Batches of 64 are too small to pay for waking worker threads: on a busy machine
# a parallel kernel or a threaded BLAS call waits for its workers far longer than
# it computes. One thread each, set before numpy and numba load (a process that
# already loaded numba, such as a test importing this file, keeps its own settings:
# numba refuses a thread count changed after its workers started).
if "numba" not in sys.modules:
    os.environ.setdefault("NUMBA_NUM_THREADS", "1")
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

import tensorgen as tg  # noqa: E402
import tensorgen.nn as nn  # noqa: E402
import tensorgen.nn.functional as F  # noqa: E402
import tensorgen.distributed as dist  # noqa: E402
from tensorgen.nn.parallel import DistributedDataParallel  # noqa: E402
from tensorgen.utils.data import DataLoader, DistributedSampler, TensorDataset  # noqa: E402


class MLP(nn.Module):
    def __init__(self, n_in=64, hidden=128, n_classes=10, p_drop=0.1):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(n_in, hidden), nn.ReLU(), nn.Dropout(p_drop),
            nn.Linear(hidden, hidden), nn.GELU(),
            nn.Linear(hidden, n_classes),
        )

    def forward(self, x):
        # a batch in any dim order, aligned by name as (samples 'N', pixel channels 'C');
        # the layers then run on the plain tensor (autograd's engine does not carry names yet)
        return self.net(x.align_to("N", "C").rename(None))


def load_data(seed):
    from sklearn.datasets import load_digits
    from sklearn.model_selection import train_test_split

    digits = load_digits()
    x_train, x_test, y_train, y_test = train_test_split(
        digits.data.astype(np.float32), digits.target.astype(np.int64), test_size=0.25, random_state=seed,
        stratify=digits.target)
    x_train = tg.tensor(x_train, names=("N", "C"))
    x_test = tg.tensor(x_test, names=("N", "C"))
    # standardise each pixel channel by the training samples' statistics (a reduction over 'N')
    mean = x_train.mean("N", keepdim=True)
    std = x_train.std("N", keepdim=True) + 1.0
    return (x_train - mean) / std, tg.tensor(y_train), (x_test - mean) / std, tg.tensor(y_test)


def accuracy(model, x, y):
    model.eval()
    with tg.no_grad():
        pred = model(x).refine_names("N", "class").argmax("class")
    model.train()
    return float((pred.rename(None) == y).float().mean().item())


def train(epochs=20, batch_size=64, lr=3e-3, seed=0, quiet=False, init_from=None, p_drop=0.1):
    tg.manual_seed(seed)
    x_train, y_train, x_test, y_test = load_data(seed)
    model = MLP(p_drop=p_drop)
    if init_from is not None:  # start from the same weights as another run
        model.load_state_dict(init_from)
    opt = tg.optim.AdamW(model.parameters(), lr=lr, weight_decay=1e-4)
    sched = tg.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=epochs)
    n = x_train.shape[0]
    rng = np.random.default_rng(seed)
    t0 = time.perf_counter()
    from tqdm import tqdm
    for epoch in range(epochs):
        order = tg.tensor(rng.permutation(n))
        xs, ys = x_train.rename(None)[order], y_train[order]
        bar = tqdm(range(0, n, batch_size), desc=f"epoch {epoch + 1}/{epochs}", disable=quiet, leave=False)
        total = 0.0
        for i in bar:
            xb = xs[i:i + batch_size].refine_names("N", "C")
            yb = ys[i:i + batch_size]
            loss = F.cross_entropy(model(xb), yb, label_smoothing=0.05)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * yb.shape[0]
            bar.set_postfix(loss=f"{loss.item():.3f}")
        sched.step()
        if not quiet:
            print(f"epoch {epoch + 1:2d}/{epochs}  loss {total / n:.4f}  lr {sched.get_last_lr()[0]:.5f}  "
                  f"test accuracy {accuracy(model, x_test, y_test):.4f}")
    seconds = time.perf_counter() - t0
    acc = accuracy(model, x_test, y_test)
    return acc, seconds


def global_batches(n, world, batch_size, seed, epoch):
    """The samples of each step of a --ddp run, all ranks together: what one
    process must see to take the same steps (DistributedSampler's padded
    permutation, rank r's share of step k being its k-th batch)."""
    shares = [list(_sampler(n, world, r, seed, epoch)) for r in range(world)]
    per_rank = batch_size // world
    steps = (len(shares[0]) + per_rank - 1) // per_rank
    return [sum((share[k * per_rank:(k + 1) * per_rank] for share in shares), []) for k in range(steps)]


def _sampler(n, world, rank, seed, epoch):
    sampler = DistributedSampler(range(n), num_replicas=world, rank=rank, shuffle=True, seed=seed)
    sampler.set_epoch(epoch)
    return sampler


def train_ddp(epochs=20, batch_size=64, lr=3e-3, seed=0, quiet=False, init_from=None, dropout=0.1):
    """train() as one of the ranks of a data-parallel job (--ddp): ``batch_size``
    is the global batch, each rank taking batch_size / world_size of it."""
    rank, world = dist.get_rank(), dist.get_world_size()
    if batch_size % world:
        raise SystemExit(f"--batch-size {batch_size} must be a multiple of the number of ranks ({world})")
    x_train, y_train, x_test, y_test = load_data(seed)
    model = MLP(p_drop=dropout)
    if init_from is not None:
        model.load_state_dict(init_from)
    ddp = DistributedDataParallel(model)  # rank 0's weights on every rank, then averaged gradients
    tg.manual_seed(seed + rank)  # each rank its own dropout masks
    opt = tg.optim.AdamW(ddp.parameters(), lr=lr, weight_decay=1e-4)
    sched = tg.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=epochs)
    data = TensorDataset(x_train.rename(None), y_train)
    sampler = DistributedSampler(data, shuffle=True, seed=seed)
    loader = DataLoader(data, batch_size=batch_size // world, sampler=sampler)
    t0 = time.perf_counter()
    for epoch in range(epochs):
        sampler.set_epoch(epoch)
        total, count = tg.zeros(()), 0
        for xb, yb in loader:
            loss = F.cross_entropy(ddp(xb.refine_names("N", "C")), yb, label_smoothing=0.05)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.detach() * yb.shape[0]
            count += yb.shape[0]
        sched.step()
        dist.all_reduce(total)
        if not quiet and rank == 0:
            print(f"epoch {epoch + 1:2d}/{epochs}  loss {total.item() / (count * world):.4f}  "
                  f"test accuracy {accuracy(model, x_test, y_test):.4f}")
    seconds = time.perf_counter() - t0
    return accuracy(model, x_test, y_test), seconds, model


def train_on_global_batches(init, epochs, batch_size, lr, seed, world):
    """One process taking the steps of a --ddp run of ``world`` ranks (no dropout)."""
    x_train, y_train, _, _ = load_data(seed)
    model = MLP(p_drop=0.0)
    model.load_state_dict(init)
    opt = tg.optim.AdamW(model.parameters(), lr=lr, weight_decay=1e-4)
    sched = tg.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=epochs)
    xs = x_train.rename(None)
    for epoch in range(epochs):
        for batch in global_batches(xs.shape[0], world, batch_size, seed, epoch):
            idx = tg.tensor(batch)
            loss = F.cross_entropy(model(xs[idx].refine_names("N", "C")), y_train[idx], label_smoothing=0.05)
            opt.zero_grad()
            loss.backward()
            opt.step()
        sched.step()
    return model


def main_ddp(args):
    dist.init_process_group("mpi")
    rank, world = dist.get_rank(), dist.get_world_size()
    if args.check_single and args.dropout:
        raise SystemExit("--check-single needs --dropout 0: each rank draws its own dropout masks, so a run with "
                         "dropout differs from one process by design")
    tg.manual_seed(args.seed)
    init = {k: v.clone() for k, v in MLP().state_dict().items()}
    acc, seconds, model = train_ddp(args.epochs, args.batch_size, args.lr, args.seed, args.quiet or rank != 0,
                                    init_from=init, dropout=args.dropout)
    if rank == 0:
        print(f"test accuracy {acc:.4f} after {args.epochs} epochs in {seconds:.1f} s on {world} ranks")
        if args.check_single:
            single = train_on_global_batches(init, args.epochs, args.batch_size, args.lr, args.seed, world)
            ours = model.state_dict()
            diff = max(float((ours[k] - v).abs().max().item()) for k, v in single.state_dict().items())
            print(f"largest weight difference from one process: {diff:.3g}")
    dist.destroy_process_group()
    return acc


def train_torch(state_dict, epochs=20, batch_size=64, lr=3e-3, seed=0):
    """The same model, data order, optimizer and schedule in PyTorch, from the same initial weights."""
    import torch
    torch.manual_seed(seed)
    torch.set_num_threads(1)
    tn, tf = torch.nn, torch.nn.functional
    x_train, y_train, x_test, y_test = (torch.from_numpy(t.rename(None).numpy()) for t in load_data(seed))
    model = tn.Module()
    model.net = tn.Sequential(tn.Linear(64, 128), tn.ReLU(), tn.Dropout(0.1), tn.Linear(128, 128), tn.GELU(),
                              tn.Linear(128, 10))
    model.load_state_dict({k: torch.from_numpy(v.numpy().copy()) for k, v in state_dict.items()})
    opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=epochs)
    n = x_train.shape[0]
    rng = np.random.default_rng(seed)
    t0 = time.perf_counter()
    for _ in range(epochs):
        order = torch.from_numpy(rng.permutation(n))
        xs, ys = x_train[order], y_train[order]
        for i in range(0, n, batch_size):
            loss = tf.cross_entropy(model.net(xs[i:i + batch_size]), ys[i:i + batch_size], label_smoothing=0.05)
            opt.zero_grad()
            loss.backward()
            opt.step()
        sched.step()
    seconds = time.perf_counter() - t0
    model.eval()
    with torch.no_grad():
        acc = float((model.net(x_test).argmax(1) == y_test).float().mean())
    return acc, seconds


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--epochs", type=int, default=20)
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--quiet", action="store_true", help="no progress bar or per-epoch lines")
    ap.add_argument("--compare-torch", action="store_true",
                    help="also train the same model in PyTorch from the same initial weights")
    ap.add_argument("--dropout", type=float, default=0.1)
    ap.add_argument("--ddp", action="store_true",
                    help="data-parallel over the ranks mpiexec started (--batch-size is the global batch)")
    ap.add_argument("--check-single", action="store_true",
                    help="with --ddp: rank 0 then takes the same steps in one process and prints the largest "
                         "weight difference (needs --dropout 0)")
    args = ap.parse_args(argv)
    if args.ddp:
        return main_ddp(args)
    tg.manual_seed(args.seed)
    init = {k: v.clone() for k, v in MLP().state_dict().items()}
    acc, seconds = train(args.epochs, args.batch_size, args.lr, args.seed, args.quiet, init_from=init,
                         p_drop=args.dropout)
    print(f"test accuracy {acc:.4f} after {args.epochs} epochs in {seconds:.1f} s")
    if args.compare_torch:
        t_acc, t_seconds = train_torch(init, args.epochs, args.batch_size, args.lr, args.seed)
        print(f"{'':10} {'test accuracy':>14} {'training time':>14}")
        print(f"{'tensorgen':10} {acc:14.4f} {seconds:13.1f}s")
        print(f"{'torch':10} {t_acc:14.4f} {t_seconds:13.1f}s")
    return acc


if __name__ == "__main__":
    main()
