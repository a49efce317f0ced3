"""CUDA kernels on a GPU: tensorgen vs torch CUDA vs the copy bandwidth.

    .venv/bin/python benchmarks/bench_cuda.py [--rounds 10] [--scale 1.0]

Workloads (float32 unless named): pointwise add of 2^24 elements, sum of all
of 2^24, sum over the inner (contiguous) and the outer dim of 4096 x 4096,
softmax over rows of 4096 x 4096, float32 matmul 2048^3, and a jagged softmax
(nested tensor of 64 sequences of ragged lengths, 64 wide, over the ragged dim).

Each row: median time per call of tensorgen and torch (synchronised after each
call), tensorgen / torch, the bytes each call must move over its time (GB/s),
and that over the device's copy bandwidth (a device-to-device copy of 2^26
float32, timed first): the bandwidth targets of docs/performance.md are read off it.

Without a GPU (no driver, or NUMBA_ENABLE_CUDASIM set) it prints why and exits 0:
the simulator's timings would mean nothing.
"""
import argparse
import os
import statistics
import sys
import time


def _skip(why):
    print(f"bench_cuda: skipped: {why}")
    sys.exit(0)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--rounds", type=int, default=10)
    p.add_argument("--scale", type=float, default=1.0, help="shrink (<1) or grow every size")
    args = p.parse_args()
    if os.environ.get("NUMBA_ENABLE_CUDASIM", "0") not in ("", "0"):
        _skip("NUMBA_ENABLE_CUDASIM is set: simulator timings are meaningless")
    import numpy as np

    import tensorgen as tg
    if not tg.cuda.is_available():
        _skip("no CUDA GPU (tensorgen.cuda.is_available() is False)")
    try:
        import torch
        has_torch = torch.cuda.is_available()
    except ImportError:
        has_torch = False
    if not has_torch:
        print("bench_cuda: torch CUDA is not available: the torch column stays empty")

    def sync():
        tg.cuda.synchronize()
        if has_torch:
            torch.cuda.synchronize()

    def timed(fn):
        fn()
        sync()
        times = []
        for _ in range(args.rounds):
            t0 = time.perf_counter()
            fn()
            sync()
            times.append(time.perf_counter() - t0)
        return statistics.median(times)

    s = args.scale
    n1 = int(2 ** 24 * s)
    side = int(4096 * s ** 0.5)
    mm = int(2048 * s ** (1 / 3))
    rng = np.random.default_rng(0)

    def both(shape):
        a = rng.standard_normal(shape, dtype=np.float32)
        return tg.tensor(a).to("cuda"), (torch.from_numpy(a).cuda() if has_torch else None)

    big, big_t = both((int(2 ** 26 * s),))
    dst = tg.empty(big.shape, dtype=tg.float32, device="cuda")
    t_copy = timed(lambda: dst.copy_(big))
    copy_bw = 2 * big.numel() * 4 / t_copy

    x1, x1_t = both((n1,))
    y1, y1_t = both((n1,))
    m, m_t = both((side, side))
    a, a_t = both((mm, mm))
    b, b_t = both((mm, mm))
    lengths = rng.integers(1, 2048, 64)
    comps = [rng.standard_normal((int(k), 64), dtype=np.float32) for k in lengths]
    nt = tg.nested.nested_tensor([tg.tensor(c) for c in comps], layout=tg.jagged, device="cuda")
    nt_t = (torch.nested.nested_tensor([torch.from_numpy(c) for c in comps], layout=torch.jagged, device="cuda")
            if has_torch else None)
    el = sum(c.size for c in comps)

    rows = [  # name, tensorgen call, torch call, bytes moved per call (None: compute bound)
        ("add 2^24", lambda: x1 + y1, lambda: x1_t + y1_t, 3 * n1 * 4),
        ("sum all 2^24", lambda: x1.sum(), lambda: x1_t.sum(), n1 * 4),
        ("sum inner 4096^2", lambda: m.sum(1), lambda: m_t.sum(1), side * side * 4),
        ("sum outer 4096^2", lambda: m.sum(0), lambda: m_t.sum(0), side * side * 4),
        ("softmax rows 4096^2", lambda: tg.softmax(m, 1), lambda: torch.softmax(m_t, 1), 2 * side * side * 4),
        ("matmul f32 2048^3", lambda: a @ b, lambda: a_t @ b_t, None),
        ("jagged softmax", lambda: tg.softmax(nt, 1), lambda: torch.softmax(nt_t, 1), 2 * el * 4),
    ]
    print(f"device copy bandwidth: {copy_bw / 1e9:.0f} GB/s (2^26 float32 device-to-device)")
    print(f"{'workload':<22}{'tensorgen ms':>14}{'torch ms':>10}{'tg/torch':>10}{'tg GB/s':>9}{'% copy bw':>11}")
    for name, f_tg, f_t, nbytes in rows:
        t_tg = timed(f_tg)
        t_t = timed(f_t) if has_torch else float("nan")
        gbs = nbytes / t_tg / 1e9 if nbytes else float("nan")
        pct = 100 * nbytes / t_tg / copy_bw if nbytes else float("nan")
        print(f"{name:<22}{t_tg * 1e3:>14.3f}{t_t * 1e3:>10.3f}{t_tg / t_t:>10.2f}{gbs:>9.0f}{pct:>10.0f}%")


if __name__ == "__main__":
    main()
