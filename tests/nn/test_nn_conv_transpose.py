"""ConvTranspose1d/2d/3d and F.conv_transpose* against torch with copied weights: outputs and the
gradients of input, weight and bias over strides, paddings (also past the kernel: a crop),
output_padding, dilation, groups, unbatched input and output_size; reprs, init range, errors."""
import math

import numpy as np
import pytest

import tensorgen as tg

torch = pytest.importorskip("torch")
RNG = np.random.default_rng(0)
TOL = 1e-10

CASES = [(1, 3, {}), (1, 3, dict(stride=2, padding=1, output_padding=1)),
         (1, 2, dict(stride=3, padding=2, dilation=2, groups=2)), (1, 2, dict(padding=2)),
         (2, 3, {}), (2, 3, dict(stride=2, padding=1, output_padding=1)), (2, (2, 3), dict(stride=(1, 2))),
         (2, 3, dict(groups=2, dilation=2, bias=False)), (2, 4, dict(stride=2, padding=1)),
         (3, 2, dict(stride=2)), (3, 3, dict(padding=1, groups=2))]


@pytest.mark.parametrize("nd,k,kw", CASES)
@pytest.mark.parametrize("batched", [True, False])
def test_matches_torch(nd, k, kw, batched):
    cin, cout = 4, 6
    m = getattr(tg.nn, f"ConvTranspose{nd}d")(cin, cout, k, dtype=tg.float64, **kw)
    tm = getattr(torch.nn, f"ConvTranspose{nd}d")(cin, cout, k, dtype=torch.float64, **kw)
    assert repr(m) == repr(tm)
    assert list(m.state_dict()) == list(tm.state_dict())
    m.load_state_dict({n: tg.tensor(v.detach().numpy()) for n, v in tm.state_dict().items()})
    a = RNG.standard_normal(((2,) if batched else ()) + (cin,) + (4,) * nd)
    x, tx = tg.tensor(a, requires_grad=True), torch.tensor(a, requires_grad=True)
    r, t = m(x), tm(tx)
    assert tuple(r.shape) == tuple(t.shape)
    np.testing.assert_allclose(r.detach().numpy(), t.detach().numpy(), rtol=TOL, atol=TOL)
    w = RNG.standard_normal(tuple(t.shape))
    (r * tg.tensor(w)).sum().backward()
    (t * torch.tensor(w)).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), tx.grad.numpy(), rtol=TOL, atol=TOL)
    for (_, p), (_, tp) in zip(m.named_parameters(), tm.named_parameters()):
        np.testing.assert_allclose(p.grad.numpy(), tp.grad.numpy(), rtol=TOL, atol=TOL)


def test_functional_and_output_size():
    a, wt = RNG.standard_normal((1, 2, 5, 5)), RNG.standard_normal((2, 3, 3, 3))
    r = tg.nn.functional.conv_transpose2d(tg.tensor(a), tg.tensor(wt), stride=2, padding=1)
    t = torch.nn.functional.conv_transpose2d(torch.tensor(a), torch.tensor(wt), stride=2, padding=1)
    np.testing.assert_allclose(r.numpy(), t.numpy(), rtol=TOL, atol=TOL)
    m, tm = tg.nn.ConvTranspose2d(2, 3, 3, stride=2, padding=1), torch.nn.ConvTranspose2d(2, 3, 3, stride=2,
                                                                                         padding=1)
    m.load_state_dict({n: tg.tensor(v.detach().numpy()) for n, v in tm.state_dict().items()})
    x = RNG.standard_normal((1, 2, 5, 5)).astype(np.float32)
    r, t = m(tg.tensor(x), output_size=[10, 10]), tm(torch.tensor(x), output_size=[10, 10])
    assert tuple(r.shape) == tuple(t.shape) == (1, 3, 10, 10)
    np.testing.assert_allclose(r.detach().numpy(), t.detach().numpy(), rtol=1e-5, atol=1e-5)
    with pytest.raises(ValueError, match="requested an output size of"):
        m(tg.tensor(x), output_size=[12, 12])


def test_init_and_errors():
    m = tg.nn.ConvTranspose2d(4, 6, 3)
    bound = 1 / math.sqrt(6 * 9)
    b = m.bias.detach().numpy()
    assert b.min() >= -bound and b.max() <= bound
    assert tuple(m.weight.shape) == (4, 6, 3, 3)
    with pytest.raises(ValueError, match='Only "zeros" padding mode is supported for ConvTranspose2d'):
        tg.nn.ConvTranspose2d(2, 2, 3, padding_mode="reflect")
    with pytest.raises(RuntimeError, match="output padding must be smaller than either stride or dilation"):
        tg.nn.functional.conv_transpose2d(tg.ones(1, 2, 4, 4), tg.ones(2, 2, 3, 3), output_padding=1)
    with pytest.raises(RuntimeError, match="to have 2 channels, but got 3 channels instead"):
        tg.nn.functional.conv_transpose2d(tg.ones(1, 3, 4, 4), tg.ones(2, 2, 3, 3))
