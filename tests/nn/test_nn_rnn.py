"""RNN, LSTM, GRU and their cells against torch with copied weights: outputs, final states and the
gradients of inputs, initial states and every weight; parameter names, init range, reprs, errors."""
import math

import numpy as np
import pytest

import tensorgen as tg

torch = pytest.importorskip("torch")
RNG = np.random.default_rng(0)
TOL = 1e-10


def _copy_weights(m, tm):
    for (name, p), (tname, tp) in zip(m.named_parameters(), tm.named_parameters()):
        assert name == tname and tuple(p.shape) == tuple(tp.shape)
        v = RNG.uniform(-0.6, 0.6, tuple(tp.shape))
        p.detach().copy_(tg.tensor(v, dtype=p.dtype))
        with torch.no_grad():
            tp.copy_(torch.tensor(v))


def _close(a, b, tol=TOL):
    assert tuple(a.shape) == tuple(b.shape)
    np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=tol, atol=tol)


def _leaf(arr):
    return tg.tensor(arr, requires_grad=True), torch.tensor(arr, requires_grad=True)


CONFIGS = [dict(), dict(num_layers=2), dict(bidirectional=True), dict(batch_first=True),
           dict(num_layers=2, bidirectional=True, batch_first=True), dict(bias=False)]


@pytest.mark.parametrize("cls,extra", [("RNN", {}), ("RNN", dict(nonlinearity="relu")), ("LSTM", {}), ("GRU", {})])
@pytest.mark.parametrize("cfg", CONFIGS)
@pytest.mark.parametrize("batched,with_h0", [(True, False), (True, True), (False, True)])
def test_matches_torch(cls, extra, cfg, batched, with_h0):
    kw = dict(extra, **cfg)
    m = getattr(tg.nn, cls)(3, 4, dtype=tg.float64, **kw)
    tm = getattr(torch.nn, cls)(3, 4, dtype=torch.float64, **kw)
    _copy_weights(m, tm)
    L, N = 5, 2
    shape = ((N, L, 3) if cfg.get("batch_first") else (L, N, 3)) if batched else (L, 3)
    x, tx = _leaf(RNG.standard_normal(shape))
    layers = cfg.get("num_layers", 1) * (2 if cfg.get("bidirectional") else 1)
    hshape = (layers, N, 4) if batched else (layers, 4)
    args, targs, leaves = (x,), (tx,), [(x, tx)]
    if with_h0:
        h, th = _leaf(RNG.standard_normal(hshape))
        leaves.append((h, th))
        if cls == "LSTM":
            c, tc = _leaf(RNG.standard_normal(hshape))
            leaves.append((c, tc))
            args, targs = (x, (h, c)), (tx, (th, tc))
        else:
            args, targs = (x, h), (tx, th)
    out, hn = m(*args)
    tout, thn = tm(*targs)
    _close(out, tout)
    states = hn if cls == "LSTM" else (hn,)
    tstates = thn if cls == "LSTM" else (thn,)
    for s, ts in zip(states, tstates):
        _close(s, ts)
    w = RNG.standard_normal(tuple(tout.shape))
    loss = (out * tg.tensor(w)).sum() + sum((s * s).sum() for s in states)
    tloss = (tout * torch.tensor(w)).sum() + sum((s * s).sum() for s in tstates)
    loss.backward()
    tloss.backward()
    for a, b in leaves:
        _close(a.grad, b.grad)
    for (_, p), (_, tp) in zip(m.named_parameters(), tm.named_parameters()):
        _close(p.grad, tp.grad)


@pytest.mark.parametrize("cls,kw", [("RNNCell", {}), ("RNNCell", dict(nonlinearity="relu")), ("LSTMCell", {}),
                                    ("GRUCell", {}), ("GRUCell", dict(bias=False))])
@pytest.mark.parametrize("batched", [True, False])
def test_cells_match_torch(cls, kw, batched):
    m = getattr(tg.nn, cls)(3, 4, dtype=tg.float64, **kw)
    tm = getattr(torch.nn, cls)(3, 4, dtype=torch.float64, **kw)
    assert repr(m) == repr(tm)
    _copy_weights(m, tm)
    x, tx = _leaf(RNG.standard_normal((2, 3) if batched else (3,)))
    hs = (2, 4) if batched else (4,)
    h, th = _leaf(RNG.standard_normal(hs))
    if cls == "LSTMCell":
        c, tc = _leaf(RNG.standard_normal(hs))
        out, tout = m(x, (h, c)), tm(tx, (th, tc))
        leaves = [(x, tx), (h, th), (c, tc)]
    else:
        out, tout = (m(x, h),), (tm(tx, th),)
        leaves = [(x, tx), (h, th)]
    for a, b in zip(out, tout):
        _close(a, b)
    sum((a * a).sum() for a in out).backward()
    sum((b * b).sum() for b in tout).backward()
    for a, b in leaves:
        _close(a.grad, b.grad)
    # no hidden state: zeros, as torch
    for a, b in zip(m(x) if cls == "LSTMCell" else (m(x),), tm(tx) if cls == "LSTMCell" else (tm(tx),)):
        _close(a, b)


@pytest.mark.parametrize("cls", ["RNN", "LSTM", "GRU"])
def test_names_init_repr(cls):
    kw = dict(num_layers=2, bidirectional=True, batch_first=True, dropout=0.2)
    m, tm = getattr(tg.nn, cls)(3, 5, **kw), getattr(torch.nn, cls)(3, 5, **kw)
    assert repr(m) == repr(tm)
    assert list(m.state_dict()) == list(tm.state_dict())
    assert [tuple(p.shape) for p in m.parameters()] == [tuple(p.shape) for p in tm.parameters()]
    bound = 1 / math.sqrt(5)
    tg.manual_seed(0)
    m.reset_parameters()
    for p in m.parameters():
        v = p.detach().numpy()
        assert p.dtype == tg.get_default_dtype() and v.min() >= -bound and v.max() <= bound
    # spread over the whole range (uniform: std = bound / sqrt(3)), judged on all weights together
    every = np.concatenate([p.detach().numpy().ravel() for p in m.parameters()])
    assert abs(every.std() - bound / math.sqrt(3)) < 0.1 * bound
    m.flatten_parameters()
    assert len(m.all_weights) == 4 and len(m.all_weights[0]) == 4


def test_dropout_between_layers():
    m = tg.nn.GRU(3, 4, num_layers=3, dropout=0.5, dtype=tg.float64)
    x = tg.tensor(RNG.standard_normal((6, 2, 3)))
    tg.manual_seed(1)
    a = m(x)[0].detach()
    tg.manual_seed(2)
    b = m(x)[0].detach()
    assert not np.allclose(a.numpy(), b.numpy())  # training: masks drawn between layers
    m.eval()
    np.testing.assert_array_equal(m(x)[0].detach().numpy(), m(x)[0].detach().numpy())
    tm = torch.nn.GRU(3, 4, num_layers=3, dropout=0.5, dtype=torch.float64).eval()
    _copy_weights(m, tm)
    _close(m(x)[0], tm(torch.tensor(x.numpy()))[0])


def test_training_step_decreases_loss():
    tg.manual_seed(0)
    m = tg.nn.LSTM(2, 8, batch_first=True)
    head = tg.nn.Linear(8, 1)
    opt = tg.optim.Adam(list(m.parameters()) + list(head.parameters()), lr=0.05)
    x = tg.tensor(RNG.standard_normal((16, 5, 2)), dtype=tg.float32)
    y = x.sum((1, 2)).unsqueeze(1)
    losses = []
    for _ in range(15):
        opt.zero_grad()
        out, _ = m(x)
        loss = ((head(out[:, -1]) - y) ** 2).mean()
        loss.backward()
        opt.step()
        losses.append(loss.item())
    assert losses[-1] < 0.5 * losses[0]


@pytest.mark.parametrize("call", [
    lambda nn, lib: nn.LSTM(3, 4)(lib.ones(2, 2, 2, 3)),
    lambda nn, lib: nn.RNN(3, 4)(lib.ones(2, 2, 2, 3)),
    lambda nn, lib: nn.GRU(3, 4)(lib.ones(5, 2, 2)),
    lambda nn, lib: nn.GRU(3, 4)(lib.ones(5, 2, 3), lib.ones(1, 3, 4)),
    lambda nn, lib: nn.GRU(3, 4)(lib.ones(5, 2, 3), lib.ones(2, 4)),
    lambda nn, lib: nn.LSTM(3, 4)(lib.ones(5, 2, 3), (lib.ones(1, 2, 4), lib.ones(1, 2, 5))),
    lambda nn, lib: nn.LSTM(3, 4)(lib.ones(5, 3), (lib.ones(1, 1, 4), lib.ones(1, 1, 4))),
    lambda nn, lib: nn.RNN(3, 4, nonlinearity="gelu"),
    lambda nn, lib: nn.GRU(3, 4, proj_size=2),
    lambda nn, lib: nn.LSTM(3, 0),
    lambda nn, lib: nn.LSTM(3, 4, dropout=1.5),
    lambda nn, lib: nn.GRUCell(3, 4)(lib.ones(1, 1, 3)),
    lambda nn, lib: nn.RNNCell(3, 4)(lib.ones(3), lib.ones(1, 1, 4)),
])
def test_errors_match_torch(call):
    with pytest.raises(Exception) as e1:
        call(tg.nn, tg)
    with pytest.raises(Exception) as e2:
        call(torch.nn, torch)
    assert type(e1.value) is type(e2.value)
    assert str(e1.value) == str(e2.value)


def test_dtype_mismatch_matches_torch():
    with pytest.raises(ValueError) as e1:
        tg.nn.GRU(3, 4)(tg.ones(5, 2, 3, dtype=tg.float64))
    with pytest.raises(ValueError) as e2:
        torch.nn.GRU(3, 4)(torch.ones(5, 2, 3, dtype=torch.float64))
    assert str(e1.value) == str(e2.value).replace("torch.", "tensorgen.")


def test_dropout_warning():
    with pytest.warns(UserWarning, match="non-zero dropout expects num_layers greater than 1"):
        tg.nn.LSTM(3, 4, dropout=0.3)


@pytest.mark.parametrize("cls", ["RNN", "LSTM", "GRU"])
@pytest.mark.parametrize("cfg", [dict(), dict(bidirectional=True, num_layers=2), dict(batch_first=True)])
@pytest.mark.parametrize("sorted_,with_h0", [(False, False), (True, True), (False, True)])
def test_packed_sequences_match_torch(cls, cfg, sorted_, with_h0):
    R, TR = tg.nn.utils.rnn, torch.nn.utils.rnn
    m = getattr(tg.nn, cls)(3, 4, dtype=tg.float64, **cfg)
    tm = getattr(torch.nn, cls)(3, 4, dtype=torch.float64, **cfg)
    _copy_weights(m, tm)
    bf = cfg.get("batch_first", False)
    lengths = [5, 3, 2, 1] if sorted_ else [2, 5, 1, 3]
    x, tx = _leaf(RNG.standard_normal((4, 5, 3) if bf else (5, 4, 3)))
    p = R.pack_padded_sequence(x, lengths, batch_first=bf, enforce_sorted=sorted_)
    tp = TR.pack_padded_sequence(tx, lengths, batch_first=bf, enforce_sorted=sorted_)
    _close(p.data, tp.data)
    assert p.batch_sizes.tolist() == tp.batch_sizes.tolist()
    layers = cfg.get("num_layers", 1) * (2 if cfg.get("bidirectional") else 1)
    args, targs, leaves = (p,), (tp,), [(x, tx)]
    if with_h0:
        h, th = _leaf(RNG.standard_normal((layers, 4, 4)))
        leaves.append((h, th))
        if cls == "LSTM":
            c, tc = _leaf(RNG.standard_normal((layers, 4, 4)))
            leaves.append((c, tc))
            args, targs = (p, (h, c)), (tp, (th, tc))
        else:
            args, targs = (p, h), (tp, th)
    out, hn = m(*args)
    tout, thn = tm(*targs)
    _close(out.data, tout.data)
    states = hn if cls == "LSTM" else (hn,)
    tstates = thn if cls == "LSTM" else (thn,)
    for s, ts in zip(states, tstates):
        _close(s, ts)
    padded, lens = R.pad_packed_sequence(out, batch_first=bf)
    tpadded, tlens = TR.pad_packed_sequence(tout, batch_first=bf)
    _close(padded, tpadded)
    assert lens.tolist() == tlens.tolist() == lengths
    w = RNG.standard_normal(tuple(tpadded.shape))
    ((padded * tg.tensor(w)).sum() + sum((s * s).sum() for s in states)).backward()
    ((tpadded * torch.tensor(w)).sum() + sum((s * s).sum() for s in tstates)).backward()
    for a, b in leaves:
        _close(a.grad, b.grad)
    for (_, q), (_, tq) in zip(m.named_parameters(), tm.named_parameters()):
        _close(q.grad, tq.grad)


def test_pack_sequence_and_errors():
    R, TR = tg.nn.utils.rnn, torch.nn.utils.rnn
    arrs = [RNG.standard_normal((n, 2)) for n in (4, 2, 1)]
    p = R.pack_sequence([tg.tensor(a) for a in arrs])
    tp = TR.pack_sequence([torch.tensor(a) for a in arrs])
    _close(p.data, tp.data)
    padded, _ = R.pad_packed_sequence(p, total_length=6)
    assert padded.shape == (6, 3, 2)
    with pytest.raises(RuntimeError, match="must be sorted in decreasing order"):
        R.pack_padded_sequence(tg.ones(4, 3, 1), [2, 4, 1])
    with pytest.raises(ValueError, match="Expected total_length to be at least"):
        R.pad_packed_sequence(p, total_length=2)
