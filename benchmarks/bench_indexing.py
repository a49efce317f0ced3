"""Gather/scatter kernels: index_select (dim 0 and the last dim), take, gather,
index_add, scatter_add and advanced indexing ``x[:, idx2d]`` with its backward,
tensorgen vs PyTorch vs NumPy side by side (docs/performance.md), on 1e5-1e6
element float32 operands.

    .venv/bin/python benchmarks/bench_indexing.py [--rounds 15] [--threads 1]

tensorgen's gather/scatter kernels run on one thread (accumulation order is
fixed), so PyTorch runs on `--threads` (default 1) for a like-for-like table.
NumPy's scatter-add is ``np.add.at``. Prints median times and tensorgen's time
over each peer's (median of per-round ratios; < 1 = faster). PyTorch is
optional: without it the table has NumPy only.
"""
import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _harness import Workload, print_table, run  # noqa: E402

import tensorgen as tg  # noqa: E402

try:
    import torch
except ImportError:  # the table then compares with NumPy only
    torch = None


def _check(results):
    ref = np.asarray(results["numpy"], dtype=np.float64)
    for k, v in results.items():
        got = v.numpy() if hasattr(v, "numpy") and not isinstance(v, np.ndarray) else np.asarray(v)
        np.testing.assert_allclose(np.asarray(got, np.float64), ref, rtol=1e-5, atol=1e-5, err_msg=k)


def _np_index_add(shape, dim, idx, src):
    out = np.zeros(shape, src.dtype)
    key = (slice(None),) * dim + (idx,)
    np.add.at(out, key, src)
    return out


def _np_scatter_add(shape, dim, idx, src):
    out = np.zeros(shape, src.dtype)
    key = list(np.indices(idx.shape, sparse=True))
    key[dim] = idx
    np.add.at(out, tuple(key), src)
    return out


def _backward(x, key, g):
    x.grad = None
    x[key].backward(g)
    return x.grad


def _np_advanced_backward(shape, key, g):
    out = np.zeros(shape, g.dtype)
    np.add.at(out, key, g)
    return out


def workloads():
    rng = np.random.default_rng(0)
    f32 = np.float32
    rows = rng.standard_normal((5000, 128), dtype=f32)      # dim-0 select: whole rows
    wide = rng.standard_normal((64, 785), dtype=f32)        # last-dim select: within rows
    big = rng.standard_normal((1000, 1000), dtype=f32)
    sq = rng.standard_normal((512, 1024), dtype=f32)
    i_rows = rng.integers(0, 5000, 4000)
    i_wide = rng.integers(0, 785, 7056)
    i_take = rng.integers(-10 ** 6, 10 ** 6, 500_000)
    i_sq = rng.integers(0, 1024, (512, 1024))
    i_adv = rng.integers(0, 785, (9, 784))
    g_rows = rng.standard_normal((4000, 128), dtype=f32)
    g_wide = rng.standard_normal((64, 7056), dtype=f32)
    g_adv = rng.standard_normal((64, 9, 784), dtype=f32)

    T = tg.from_numpy
    t = {k: T(v) for k, v in dict(rows=rows, wide=wide, big=big, sq=sq, i_rows=i_rows, i_wide=i_wide,
                                  i_take=i_take, i_sq=i_sq, i_adv=i_adv, g_rows=g_rows, g_wide=g_wide,
                                  g_adv=g_adv).items()}
    t["wide_rg"] = T(wide.copy()).requires_grad_()
    if torch is not None:
        P = torch.from_numpy
        p = {k: P(v) for k, v in dict(rows=rows, wide=wide, big=big, sq=sq, i_rows=i_rows, i_wide=i_wide,
                                      i_take=i_take, i_sq=i_sq, i_adv=i_adv, g_rows=g_rows, g_wide=g_wide,
                                      g_adv=g_adv).items()}
        p["wide_rg"] = P(wide.copy()).requires_grad_()

    def cands(tg_fn, np_fn, th_fn):
        c = {"tensorgen": tg_fn, "numpy": np_fn}
        if torch is not None:
            c["torch"] = th_fn
        return c

    adv_key = (slice(None), i_adv)
    return [
        Workload("index_select dim 0 (5000x128 -> 4000 rows)",
                 cands(lambda: t["rows"].index_select(0, t["i_rows"]), lambda: np.take(rows, i_rows, 0),
                       lambda: p["rows"].index_select(0, p["i_rows"])), check=_check),
        Workload("index_select dim 1 (64x785 -> 7056 cols)",
                 cands(lambda: t["wide"].index_select(1, t["i_wide"]), lambda: np.take(wide, i_wide, 1),
                       lambda: p["wide"].index_select(1, p["i_wide"])), check=_check),
        Workload("take (1e6 -> 5e5, negative indices)",
                 cands(lambda: t["big"].take(t["i_take"]), lambda: big.ravel()[i_take],
                       lambda: p["big"].take(p["i_take"])), check=_check),
        Workload("gather dim 1 (512x1024)",
                 cands(lambda: t["sq"].gather(1, t["i_sq"]), lambda: np.take_along_axis(sq, i_sq, 1),
                       lambda: p["sq"].gather(1, p["i_sq"])), check=_check),
        Workload("index_add_ dim 0 (4000 rows of 128)",
                 cands(lambda: tg.zeros(5000, 128).index_add_(0, t["i_rows"], t["g_rows"]),
                       lambda: _np_index_add((5000, 128), 0, i_rows, g_rows),
                       lambda: torch.zeros(5000, 128).index_add_(0, p["i_rows"], p["g_rows"])), check=_check),
        Workload("index_add_ dim 1 (64x7056 -> 64x785)",
                 cands(lambda: tg.zeros(64, 785).index_add_(1, t["i_wide"], t["g_wide"]),
                       lambda: _np_index_add((64, 785), 1, i_wide, g_wide),
                       lambda: torch.zeros(64, 785).index_add_(1, p["i_wide"], p["g_wide"])), check=_check),
        Workload("scatter_add dim 1 (512x1024)",
                 cands(lambda: tg.zeros(512, 1024).scatter_add(1, t["i_sq"], t["sq"]),
                       lambda: _np_scatter_add((512, 1024), 1, i_sq, sq),
                       lambda: torch.zeros(512, 1024).scatter_add(1, p["i_sq"], p["sq"])), check=_check),
        Workload("x[:, idx2d] (64x785, idx 9x784)",
                 cands(lambda: t["wide"][:, t["i_adv"]], lambda: wide[adv_key],
                       lambda: p["wide"][:, p["i_adv"]]), check=_check),
        Workload("x[:, idx2d] forward + backward",
                 cands(lambda: _backward(t["wide_rg"], (slice(None), t["i_adv"]), t["g_adv"]),
                       lambda: _np_advanced_backward(wide.shape, adv_key, g_adv),
                       lambda: _backward(p["wide_rg"], (slice(None), p["i_adv"]), p["g_adv"])), check=_check),
    ]


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--rounds", type=int, default=15)
    p.add_argument("--threads", type=int, default=1, help="PyTorch's intra-op threads")
    args = p.parse_args(argv)
    if torch is not None:
        torch.set_num_threads(args.threads)
    print_table(run(workloads(), rounds=args.rounds))


if __name__ == "__main__":
    main()
