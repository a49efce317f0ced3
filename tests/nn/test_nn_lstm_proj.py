"""LSTM with proj_size: torch's parameter names (weight_hr_l*), shapes and init range; outputs,
final states and every gradient against torch with copied weights (multi-layer, bidirectional,
batch_first, no bias, unbatched, PackedSequence); torch's argument errors."""
import numpy as np
import pytest

import tensorgen as tg

RNG = np.random.default_rng(0)


def test_parameters_and_init():
    m = tg.nn.LSTM(3, 5, num_layers=2, bidirectional=True, proj_size=2)
    shapes = {n: tuple(p.shape) for n, p in m.named_parameters()}
    assert list(shapes)[:5] == ["weight_ih_l0", "weight_hh_l0", "bias_ih_l0", "bias_hh_l0", "weight_hr_l0"]
    assert shapes["weight_hh_l0"] == (20, 2) and shapes["weight_hr_l0"] == (2, 5)
    assert shapes["weight_ih_l1_reverse"] == (20, 4)  # two directions of projected outputs
    bound = 1 / np.sqrt(5)
    assert all(np.abs(p.detach().numpy()).max() <= bound for p in m.parameters())
    assert repr(m) == "LSTM(3, 5, proj_size=2, num_layers=2, bidirectional=True)"
    out, (h, c) = m(tg.randn(4, 2, 3))
    assert out.shape == (4, 2, 4) and h.shape == (4, 2, 2) and c.shape == (4, 2, 5)


@pytest.mark.parametrize("kw", [dict(proj_size=2), dict(proj_size=3, num_layers=2, bidirectional=True),
                                dict(proj_size=2, batch_first=True, bias=False)])
def test_matches_torch(kw):
    torch = pytest.importorskip("torch")
    tm = torch.nn.LSTM(4, 5, **kw).double()
    m = tg.nn.LSTM(4, 5, **kw).double()
    assert [n for n, _ in tm.named_parameters()] == [n for n, _ in m.named_parameters()]
    m.load_state_dict({k: tg.tensor(v.detach().numpy()) for k, v in tm.state_dict().items()})
    x = RNG.standard_normal((3, 2, 4))
    tx, ax = torch.tensor(x, requires_grad=True), tg.tensor(x, requires_grad=True)
    to, (th, tc) = tm(tx)
    ao, (ah, ac) = m(ax)
    for a, t in ((ao, to), (ah, th), (ac, tc)):
        np.testing.assert_allclose(a.detach().numpy(), t.detach().numpy(), atol=1e-12)
    (to.sum() + 2 * th.sum() + 3 * tc.sum()).backward()
    (ao.sum() + 2 * ah.sum() + 3 * ac.sum()).backward()
    np.testing.assert_allclose(ax.grad.numpy(), tx.grad.numpy(), atol=1e-12)
    for p, q in zip(m.parameters(), tm.parameters()):
        np.testing.assert_allclose(p.grad.numpy(), q.grad.numpy(), atol=1e-12)


def test_packed_and_unbatched_match_torch():
    torch = pytest.importorskip("torch")
    tm = torch.nn.LSTM(4, 5, proj_size=2, bidirectional=True).double()
    m = tg.nn.LSTM(4, 5, proj_size=2, bidirectional=True).double()
    m.load_state_dict({k: tg.tensor(v.detach().numpy()) for k, v in tm.state_dict().items()})
    seqs = [RNG.standard_normal((3, 4)), RNG.standard_normal((1, 4))]
    to, (th, tc) = tm(torch.nn.utils.rnn.pack_sequence([torch.tensor(s) for s in seqs]))
    ao, (ah, ac) = m(tg.nn.utils.rnn.pack_sequence([tg.tensor(s) for s in seqs]))
    np.testing.assert_allclose(ao.data.detach().numpy(), to.data.detach().numpy(), atol=1e-12)
    np.testing.assert_allclose(ah.detach().numpy(), th.detach().numpy(), atol=1e-12)
    x, h0, c0 = RNG.standard_normal((3, 4)), RNG.standard_normal((2, 2)), RNG.standard_normal((2, 5))
    to, (th, _) = tm(torch.tensor(x), (torch.tensor(h0), torch.tensor(c0)))
    ao, (ah, _) = m(tg.tensor(x), (tg.tensor(h0), tg.tensor(c0)))
    np.testing.assert_allclose(ao.detach().numpy(), to.detach().numpy(), atol=1e-12)
    np.testing.assert_allclose(ah.detach().numpy(), th.detach().numpy(), atol=1e-12)


ERRORS = [
    (lambda nn, lib: nn.LSTM(3, 5, proj_size=5), ValueError),
    (lambda nn, lib: nn.LSTM(3, 5, proj_size=-1), ValueError),
    (lambda nn, lib: nn.GRU(3, 5, proj_size=1), ValueError),
    (lambda nn, lib: nn.LSTM(4, 5, proj_size=2)(lib.zeros(3, 2, 4), (lib.zeros(1, 2, 5), lib.zeros(1, 2, 5))),
     RuntimeError),
]


@pytest.mark.parametrize("call,exc", ERRORS)
def test_errors_as_torch(call, exc):
    with pytest.raises(exc) as mine:
        call(tg.nn, tg)
    torch = pytest.importorskip("torch")
    with pytest.raises(exc) as theirs:
        call(torch.nn, torch)
    assert str(mine.value) == str(theirs.value)
