"""Nested (jagged) tensors vs padding: tensorgen jagged, the padded dense approach
(tensorgen dense and NumPy) and PyTorch's jagged layout, side by side (docs/performance.md).

    .venv/bin/python benchmarks/bench_nested.py [--rounds 15]

A batch of 64 sequences with lengths drawn from 1..512 and feature size 256
(float32): softmax over the last dim, linear to 256 (with bias), and add of two
nested tensors of the same structure. The padded candidates run the dense op
on batches already padded to the longest sequence (the padding copy is not
timed, which favours them; linear multiplies the padded batch as one 2-d
matrix). Prints median times and tensorgen's time over each
peer's (median of per-round ratios; < 1 = tensorgen faster).
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
    torch.set_num_threads(os.cpu_count() or 1)
except ImportError:
    torch = None

B, MAXLEN, D = 64, 512, 256


def _np_softmax(x):
    m = x.max(-1, keepdims=True)
    e = np.exp(x - m)
    return e / e.sum(-1, keepdims=True)


def _tg_dense(name):
    """A tensorgen dense op if the library has it yet (the padded candidate), else None."""
    fn = getattr(tg, name, None)
    if fn is None:
        fn = getattr(getattr(getattr(tg, "nn", None), "functional", None), name, None)
    return fn


def _padded_check(lengths, key="tensorgen"):
    """Every candidate's valid region equals tensorgen's result."""
    def check(results):
        ref = [np.asarray(c._host(), np.float64) for c in results[key].unbind()]
        for label, v in results.items():
            if label == key:
                continue
            if getattr(v, "is_nested", False):  # torch nested
                comps = [np.asarray(c.detach().numpy(), np.float64) for c in v.unbind()]
            else:
                arr = np.asarray(v._host() if hasattr(v, "_host") else v, np.float64)
                comps = [arr[i, :n] for i, n in enumerate(lengths)]
            for a, b in zip(comps, ref):
                np.testing.assert_allclose(a, b, rtol=2e-4, atol=2e-4, err_msg=label)
    return check


def workloads():
    rng = np.random.default_rng(0)
    lengths = rng.integers(1, MAXLEN + 1, B)
    comps = [rng.standard_normal((n, D)).astype(np.float32) for n in lengths]
    comps2 = [rng.standard_normal((n, D)).astype(np.float32) for n in lengths]
    nt = tg.nested.nested_tensor([tg.from_numpy(c) for c in comps], layout=tg.jagged)
    nt2 = tg.nested.nested_tensor([tg.from_numpy(c) for c in comps2], layout=tg.jagged)  # built separately
    pad = tg.nested.to_padded_tensor(nt, 0.0)
    pad2 = tg.nested.to_padded_tensor(nt2, 0.0)
    npad, npad2 = pad.numpy(), pad2.numpy()
    w = (rng.standard_normal((D, D)) / 16).astype(np.float32)
    bias = rng.standard_normal(D).astype(np.float32)
    tw, tb = tg.from_numpy(w), tg.from_numpy(bias)
    wt = np.ascontiguousarray(w.T)
    if torch:
        pnt = torch.nested.nested_tensor([torch.from_numpy(c) for c in comps], layout=torch.jagged)
        # torch's jagged add needs both operands to share one offsets object
        pnt2 = torch.nested.nested_tensor_from_jagged(torch.from_numpy(np.concatenate(comps2)), offsets=pnt.offsets())
        pw, pb = torch.from_numpy(w), torch.from_numpy(bias)

    out = []
    # softmax(-1)
    c = {"tensorgen": lambda: nt.softmax(-1), "numpy padded": lambda: _np_softmax(npad)}
    f = _tg_dense("softmax")
    if f is not None:
        c["tg padded"] = lambda f=f: f(pad, -1)
    if torch:
        c["torch jagged"] = lambda: pnt.softmax(-1)
    out.append(Workload("softmax(-1)", c, check=_padded_check(lengths)))
    # linear 256 -> 256
    # padded candidates multiply the padded batch as one 2-d matrix (their fastest form)
    rows = B * int(lengths.max())
    npad2d = npad.reshape(rows, D)
    c = {"tensorgen": lambda: tg.nn.functional.linear(nt, tw, tb),
         "numpy padded": lambda: (npad2d @ wt + bias).reshape(npad.shape)}
    if hasattr(tg, "matmul"):  # the dense padded product (tg.nn.functional.linear needs it too)
        pad2d = pad.reshape(rows, D)
        c["tg padded"] = lambda: tg.nn.functional.linear(pad2d, tw, tb).reshape(pad.shape)
    if torch:
        c["torch jagged"] = lambda: torch.nn.functional.linear(pnt, pw, pb)
    out.append(Workload("linear 256->256", c, check=_padded_check(lengths)))
    # add
    c = {"tensorgen": lambda: nt + nt2, "tg padded": lambda: pad + pad2, "numpy padded": lambda: npad + npad2}
    if torch:
        c["torch jagged"] = lambda: pnt + pnt2
    out.append(Workload("add", c, check=_padded_check(lengths)))
    return out, lengths


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=15)
    args = ap.parse_args()
    work, lengths = workloads()
    print(f"# {B} sequences, lengths 1..{MAXLEN} (sum {int(lengths.sum())}, max {int(lengths.max())}), "
          f"feature {D}, float32; padded = {B}x{int(lengths.max())}x{D}")
    print_table(run(work, rounds=args.rounds))


if __name__ == "__main__":
    main()
