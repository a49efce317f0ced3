"""DataLoader throughput with and without worker processes, tensorgen vs PyTorch
(docs/performance.md), and what sending a batch between processes costs.

    .venv/bin/python benchmarks/bench_data_loading.py [--rounds 7] [--batches 20] [--n 60000]

MNIST-sized data: n images of 1x28x28 float32 and int64 labels, shuffled
batches of 64. Two datasets: an in-memory TensorDataset (a batch is one
indexing call: loading costs almost nothing, so workers can only add the cost
of moving batches), and a per-item dataset that turns a uint8 image into a
normalised float tensor in __getitem__ (the usual image pipeline's Python work,
which workers take off the main process). Workers are persistent, so the times
are steady-state seconds per batch, not start-up. tensorgen's workers send
batches as pickles of their NumPy buffers; torch's put them in shared memory
and send a handle.

"transport" rows time what a batch costs on the way: pickling it and unpickling
the bytes, in one process (tensorgen: the bytes the worker sends; torch: its
ForkingPickler, which moves the storage into shared memory).
"""
import argparse
import os
import sys
import time
from multiprocessing.reduction import ForkingPickler

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _harness import Workload, print_table, run  # noqa: E402

import tensorgen as tg  # noqa: E402
from tensorgen.utils.data import DataLoader, Dataset, TensorDataset  # noqa: E402

try:
    import torch
    import torch.multiprocessing  # noqa: F401 - registers torch's shared-memory reductions
    from torch.utils.data import DataLoader as TorchLoader, Dataset as TorchDataset, TensorDataset as TorchTensors
except ImportError:  # the table then has tensorgen's rows only
    torch = None

BATCH = 64


class Images(Dataset):
    """uint8 images turned into normalised float tensors one item at a time."""

    def __init__(self, images, labels):
        self.images, self.labels = images, labels

    def __len__(self):
        return len(self.images)

    def __getitem__(self, i):
        x = tg.from_numpy(self.images[i]).float().div(255.0).sub(0.1307).div(0.3081)
        return x, int(self.labels[i])


if torch is not None:
    class TorchImages(TorchDataset):
        def __init__(self, images, labels):
            self.images, self.labels = images, labels

        def __len__(self):
            return len(self.images)

        def __getitem__(self, i):
            x = torch.from_numpy(self.images[i]).float().div(255.0).sub(0.1307).div(0.3081)
            return x, int(self.labels[i])


def _stream(loader):
    """Batches forever: a persistent loader's epochs one after another."""
    while True:
        yield from loader


def _taking(stream, k):
    def take():
        for _ in range(k):
            next(stream)
    return take


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--batches", type=int, default=20, help="batches per timing")
    ap.add_argument("--n", type=int, default=60000, help="images in the dataset")
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    rng = np.random.default_rng(0)
    images = rng.integers(0, 256, (args.n, 1, 28, 28), dtype=np.uint8)
    labels = rng.integers(0, 10, args.n)
    floats = (images.astype(np.float32) / 255.0 - 0.1307) / 0.3081
    datasets = {"tensors": (TensorDataset(tg.from_numpy(floats), tg.from_numpy(labels)),
                            torch and TorchTensors(torch.from_numpy(floats), torch.from_numpy(labels))),
                "per-item": (Images(images, labels), torch and TorchImages(images, labels))}
    workloads, keep = [], []
    for name, (ours, theirs) in datasets.items():
        for workers in (0, args.workers):
            kw = dict(batch_size=BATCH, shuffle=True, num_workers=workers, persistent_workers=workers > 0)
            cands = {"tensorgen": _taking(_stream(DataLoader(ours, **kw)), args.batches)}
            if torch is not None:
                cands["torch"] = _taking(_stream(TorchLoader(theirs, **kw)), args.batches)
            keep.append(cands)
            workloads.append(Workload(f"{name}, {workers} workers, {args.batches} batches", cands, number=1))
    batch = next(iter(DataLoader(datasets["tensors"][0], batch_size=BATCH)))
    cands = {"tensorgen": lambda: ForkingPickler.loads(bytes(ForkingPickler.dumps(batch)))}
    if torch is not None:
        tbatch = next(iter(TorchLoader(datasets["tensors"][1], batch_size=BATCH)))
        cands["torch"] = lambda: ForkingPickler.loads(ForkingPickler.dumps(tbatch))
    workloads.append(Workload(f"transport of one batch ({batch[0].nbytes // 1024} kB)", cands))
    start = time.perf_counter()
    print_table(run(workloads, rounds=args.rounds, warmup=1))
    print(f"({time.perf_counter() - start:.1f} s; {len(os.sched_getaffinity(0))} CPUs, "
          f"load average {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()
