"""The optimizer trajectory harness shared by test_optim.py and test_optim_extra.py: the same float64
parameters and loss in tensorgen and torch, stepped together and compared after every step."""
import numpy as np
import pytest

import tensorgen as tg

torch = pytest.importorskip("torch")

W0 = np.random.default_rng(0).standard_normal((3, 4))
B0 = np.random.default_rng(1).standard_normal(3)
X = np.random.default_rng(2).standard_normal((5, 4))


def loss(lib, w, b):
    return ((lib.tensor(X) @ w.t() + b).tanh() ** 2).sum()


def params():
    """Fresh (w, b) in tensorgen and in torch, from the same start."""
    w, b = tg.nn.Parameter(tg.tensor(W0.copy())), tg.nn.Parameter(tg.tensor(B0.copy()))
    tw, tb = torch.nn.Parameter(torch.tensor(W0.copy())), torch.nn.Parameter(torch.tensor(B0.copy()))
    return (w, b), (tw, tb)


def make(tg_cls, t_cls, kw, groups=False, group_lr=0.01):
    """(w, b, optimizer) for each library; groups: w and b in two param groups, b's with lr=group_lr."""
    (w, b), (tw, tb) = params()
    if groups:
        o1 = tg_cls([{"params": [w]}, {"params": [b], "lr": group_lr}], **kw)
        o2 = t_cls([{"params": [tw]}, {"params": [tb], "lr": group_lr}], **kw)
    else:
        o1, o2 = tg_cls([w, b], **kw), t_cls([tw, tb], **kw)
    return (w, b, o1), (tw, tb, o2)


def steps(ours, theirs, n):
    (w, b, o1), (tw, tb, o2) = ours, theirs
    for _ in range(n):
        o1.zero_grad()
        o2.zero_grad()
        loss(tg, w, b).backward()
        loss(torch, tw, tb).backward()
        o1.step()
        o2.step()
        np.testing.assert_allclose(w.detach().numpy(), tw.detach().numpy(), rtol=1e-12, atol=1e-12)
        np.testing.assert_allclose(b.detach().numpy(), tb.detach().numpy(), rtol=1e-12, atol=1e-12)


def float32_trajectory(tg_cls, t_cls, n=5, **kw):
    """(w, tw) after n float32 steps of each library's optimizer from W0 (a tanh-sum loss)."""
    w = tg.nn.Parameter(tg.tensor(W0, dtype=tg.float32))
    tw = torch.nn.Parameter(torch.tensor(W0, dtype=torch.float32))
    o1, o2 = tg_cls([w], **kw), t_cls([tw], **kw)
    x, tx = tg.tensor(X, dtype=tg.float32), torch.tensor(X, dtype=torch.float32)
    for _ in range(n):
        o1.zero_grad()
        o2.zero_grad()
        (x @ w.t()).tanh().sum().backward()
        (tx @ tw.t()).tanh().sum().backward()
        o1.step()
        o2.step()
    return w, tw
