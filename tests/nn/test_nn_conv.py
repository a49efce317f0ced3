"""Convolution and pooling (nn.functional and the layers) against torch: values, gradients, indices,
padding modes, groups, integer dtypes, unbatched inputs and torch's errors."""
import numpy as np
import pytest

import tensorgen as tg
import tensorgen.nn as nn
import tensorgen.nn.functional as F

torch = pytest.importorskip("torch")
TF = torch.nn.functional


def rnd(shape, seed=0):
    return np.random.default_rng(seed).standard_normal(shape).astype(np.float32)


def both(x, requires_grad=False):
    return tg.tensor(x, requires_grad=requires_grad), torch.tensor(x, requires_grad=requires_grad)


CONV_CASES = [
    (1, (2, 3, 9), (4, 3, 3), {}),
    (1, (3, 10), (2, 3, 4), dict(stride=2, padding=2, dilation=2)),
    (2, (2, 4, 7, 6), (6, 2, 3, 2), dict(groups=2, padding=1)),
    (2, (2, 3, 7, 6), (4, 3, 3, 3), dict(padding="same", dilation=2)),
    (2, (1, 3, 8, 5), (4, 3, 2, 2), dict(stride=(2, 1), padding=(1, 0))),
    (2, (2, 3, 6, 6), (4, 3, 3, 3), dict(padding="valid")),
    (3, (1, 2, 4, 5, 4), (3, 2, 2, 3, 2), dict(padding=1, stride=(1, 2, 1))),
]


@pytest.mark.parametrize("nd,xs,ws,kw", CONV_CASES)
def test_conv_values_and_gradients_match_torch(nd, xs, ws, kw):
    (x, tx), (w, tw), (b, tb) = both(rnd(xs, 1), True), both(rnd(ws, 2), True), both(rnd(ws[0], 3), True)
    fn = f"conv{nd}d"
    out, tout = getattr(F, fn)(x, w, b, **kw), getattr(TF, fn)(tx, tw, tb, **kw)
    np.testing.assert_allclose(out.detach().numpy(), tout.detach().numpy(), rtol=1e-4, atol=1e-5)
    g = rnd(tuple(tout.shape), 4)
    out.backward(tg.tensor(g))
    tout.backward(torch.tensor(g))
    for a, ta in ((x, tx), (w, tw), (b, tb)):
        np.testing.assert_allclose(a.grad.numpy(), ta.grad.numpy(), rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("mode", ["zeros", "reflect", "replicate", "circular"])
@pytest.mark.parametrize("nd", [1, 2])
def test_conv_layer_padding_modes_match_torch(mode, nd):
    cls = {1: "Conv1d", 2: "Conv2d"}[nd]
    m, tm = getattr(nn, cls)(3, 4, 3, padding=2, padding_mode=mode), \
        getattr(torch.nn, cls)(3, 4, 3, padding=2, padding_mode=mode)
    m.load_state_dict({k: tg.tensor(v.detach().numpy().copy()) for k, v in tm.state_dict().items()})
    x = rnd((2, 3) + (5,) * nd, 5)
    np.testing.assert_allclose(m(tg.tensor(x)).detach().numpy(), tm(torch.tensor(x)).detach().numpy(),
                               rtol=1e-4, atol=1e-5)
    assert repr(m).replace("tensorgen", "torch") == repr(tm)


@pytest.mark.parametrize("dtype", ["float64", "float16", "bfloat16", "int64", "int32"])
def test_conv2d_dtypes(dtype):
    x = np.random.default_rng(0).integers(-3, 4, (2, 3, 5, 5))
    w = np.random.default_rng(1).integers(-3, 4, (4, 3, 3, 3))
    out = F.conv2d(tg.tensor(x).to(getattr(tg, dtype)), tg.tensor(w).to(getattr(tg, dtype)))
    ref = TF.conv2d(torch.tensor(x, dtype=torch.float64), torch.tensor(w, dtype=torch.float64))
    assert out.dtype == getattr(tg, dtype)
    np.testing.assert_allclose(out.to(tg.float64).numpy(), ref.numpy(), rtol=1e-2 if "16" in dtype else 1e-12)


def test_conv_unbatched_and_layer_init_shapes():
    m = nn.Conv2d(3, 8, 3, padding=1, bias=False)
    assert tuple(m.weight.shape) == (8, 3, 3, 3) and m.bias is None
    out = m(tg.randn(3, 5, 5))
    assert tuple(out.shape) == (8, 5, 5)
    bound = 1 / np.sqrt(3 * 9)
    assert float(m.weight.abs().max()) <= bound + 1e-6


@pytest.mark.parametrize("make,torch_make", [
    (lambda: F.conv2d(tg.randn(2, 3), tg.randn(8, 3, 3, 3)), lambda: TF.conv2d(torch.randn(2, 3), torch.randn(8, 3, 3, 3))),
    (lambda: F.conv2d(tg.randn(2, 4, 10, 10), tg.randn(8, 3, 3, 3)),
     lambda: TF.conv2d(torch.randn(2, 4, 10, 10), torch.randn(8, 3, 3, 3))),
    (lambda: F.conv2d(tg.randn(2, 3, 2, 2), tg.randn(8, 3, 3, 3)),
     lambda: TF.conv2d(torch.randn(2, 3, 2, 2), torch.randn(8, 3, 3, 3))),
    (lambda: F.conv2d(tg.randn(2, 4, 5, 5), tg.randn(8, 2, 3, 3), groups=3),
     lambda: TF.conv2d(torch.randn(2, 4, 5, 5), torch.randn(8, 2, 3, 3), groups=3)),
    (lambda: F.conv2d(tg.randn(2, 3, 5, 5), tg.randn(8, 3, 3, 3), tg.randn(7)),
     lambda: TF.conv2d(torch.randn(2, 3, 5, 5), torch.randn(8, 3, 3, 3), torch.randn(7))),
    (lambda: F.conv2d(tg.randn(2, 3, 5, 5), tg.randn(8, 3, 3, 3), stride=2, padding="same"),
     lambda: TF.conv2d(torch.randn(2, 3, 5, 5), torch.randn(8, 3, 3, 3), stride=2, padding="same")),
    (lambda: F.conv2d(tg.randn(2, 3, 5, 5, dtype=tg.float64), tg.randn(8, 3, 3, 3)),
     lambda: TF.conv2d(torch.randn(2, 3, 5, 5, dtype=torch.float64), torch.randn(8, 3, 3, 3))),
    (lambda: F.conv1d(tg.randn(2, 3, 5, 5), tg.randn(8, 3, 3)),
     lambda: TF.conv1d(torch.randn(2, 3, 5, 5), torch.randn(8, 3, 3))),
    (lambda: F.max_pool2d(tg.randn(2, 3, 5, 5), 3, padding=2), lambda: TF.max_pool2d(torch.randn(2, 3, 5, 5), 3, padding=2)),
    (lambda: F.max_pool2d(tg.randn(2, 3), 2), lambda: TF.max_pool2d(torch.randn(2, 3), 2)),
    (lambda: F.max_pool2d(tg.randn(2, 3, 1, 1), 2), lambda: TF.max_pool2d(torch.randn(2, 3, 1, 1), 2)),
    (lambda: F.avg_pool2d(tg.randn(2, 3, 1, 1), 2), lambda: TF.avg_pool2d(torch.randn(2, 3, 1, 1), 2)),
    (lambda: F.max_pool2d(tg.randn(2, 3, 5, 5), 2, stride=0), lambda: TF.max_pool2d(torch.randn(2, 3, 5, 5), 2, stride=0)),
    (lambda: F.adaptive_avg_pool2d(tg.randn(2, 3), 2), lambda: TF.adaptive_avg_pool2d(torch.randn(2, 3), 2)),
])
def test_conv_and_pool_errors_match_torch(make, torch_make):
    with pytest.raises(Exception) as theirs:
        torch_make()
    with pytest.raises(type(theirs.value)) as ours:
        make()
    assert str(ours.value).replace("tensorgen", "torch") == str(theirs.value)


POOL_CASES = [
    (1, (2, 3, 9), dict(kernel_size=3)),
    (1, (3, 10), dict(kernel_size=4, stride=3, padding=2, ceil_mode=True)),
    (2, (2, 3, 7, 6), dict(kernel_size=2)),
    (2, (2, 3, 7, 6), dict(kernel_size=3, stride=2, padding=1, ceil_mode=True)),
    (2, (1, 2, 8, 9), dict(kernel_size=(3, 2), stride=(2, 3), padding=(1, 0))),
    (3, (1, 2, 5, 4, 6), dict(kernel_size=2, stride=(2, 1, 2))),
]


@pytest.mark.parametrize("nd,xs,kw", POOL_CASES)
def test_max_pool_values_indices_gradients(nd, xs, kw):
    data = np.round(rnd(xs, 6) * 2) / 2  # ties: the first maximum wins, as torch
    (x, tx) = both(data, True)
    extra = dict(dilation=2) if nd == 2 and kw.get("kernel_size") == 2 else {}
    out, idx = getattr(F, f"max_pool{nd}d")(x, return_indices=True, **kw, **extra)
    tout, tidx = getattr(TF, f"max_pool{nd}d")(tx, return_indices=True, **kw, **extra)
    np.testing.assert_array_equal(out.detach().numpy(), tout.detach().numpy())
    np.testing.assert_array_equal(idx.numpy(), tidx.numpy())
    g = rnd(tuple(tout.shape), 7)
    out.backward(tg.tensor(g))
    tout.backward(torch.tensor(g))
    np.testing.assert_allclose(x.grad.numpy(), tx.grad.numpy(), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("nd,xs,kw", POOL_CASES)
@pytest.mark.parametrize("count_include_pad", [True, False])
def test_avg_pool_values_and_gradients(nd, xs, kw, count_include_pad):
    (x, tx) = both(rnd(xs, 8), True)
    out = getattr(F, f"avg_pool{nd}d")(x, count_include_pad=count_include_pad, **kw)
    tout = getattr(TF, f"avg_pool{nd}d")(tx, count_include_pad=count_include_pad, **kw)
    np.testing.assert_allclose(out.detach().numpy(), tout.detach().numpy(), rtol=1e-5, atol=1e-6)
    g = rnd(tuple(tout.shape), 9)
    out.backward(tg.tensor(g))
    tout.backward(torch.tensor(g))
    np.testing.assert_allclose(x.grad.numpy(), tx.grad.numpy(), rtol=1e-5, atol=1e-6)


def test_avg_pool_integer_and_divisor_override():
    x = np.arange(-12, 13).reshape(1, 1, 5, 5)
    for kw in (dict(kernel_size=2), dict(kernel_size=3, padding=1, divisor_override=4)):
        out = F.avg_pool2d(tg.tensor(x), **kw)
        ref = TF.avg_pool2d(torch.tensor(x), **kw)
        assert out.dtype == tg.int64
        np.testing.assert_array_equal(out.numpy(), ref.numpy())


@pytest.mark.parametrize("nd,xs,size", [(1, (2, 3, 10), 4), (2, (2, 3, 7, 6), (3, 4)), (2, (3, 7, 6), (1, 1)),
                                        (2, (2, 3, 5, 7), (None, 2)), (3, (1, 2, 5, 4, 6), (2, 3, 2))])
def test_adaptive_pools(nd, xs, size):
    (x, tx) = both(rnd(xs, 10), True)
    out = getattr(F, f"adaptive_avg_pool{nd}d")(x, size)
    tout = getattr(TF, f"adaptive_avg_pool{nd}d")(tx, size)
    np.testing.assert_allclose(out.detach().numpy(), tout.detach().numpy(), rtol=1e-5, atol=1e-6)
    g = rnd(tuple(tout.shape), 11)
    out.backward(tg.tensor(g))
    tout.backward(torch.tensor(g))
    np.testing.assert_allclose(x.grad.numpy(), tx.grad.numpy(), rtol=1e-5, atol=1e-6)
    (y, ty) = both(rnd(xs, 12))
    v, i = getattr(F, f"adaptive_max_pool{nd}d")(y, size, return_indices=True)
    tv, ti = getattr(TF, f"adaptive_max_pool{nd}d")(ty, size, return_indices=True)
    np.testing.assert_array_equal(v.numpy(), tv.numpy())
    np.testing.assert_array_equal(i.numpy(), ti.numpy())


def test_pool_layers_repr_and_small_cnn_trains():
    for ours, theirs in ((nn.MaxPool2d(2), torch.nn.MaxPool2d(2)), (nn.AvgPool2d(3, 1, 1), torch.nn.AvgPool2d(3, 1, 1)),
                         (nn.AdaptiveAvgPool2d((1, 1)), torch.nn.AdaptiveAvgPool2d((1, 1))),
                         (nn.AdaptiveMaxPool1d(3), torch.nn.AdaptiveMaxPool1d(3))):
        assert repr(ours).replace("tensorgen", "torch") == repr(theirs)
    tg.manual_seed(0)
    model = nn.Sequential(nn.Conv2d(1, 4, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2), nn.Flatten(),
                          nn.Linear(4 * 4 * 4, 2))
    x = tg.randn(16, 1, 8, 8)
    y = (x[:, 0, :4].sum((1, 2)) > x[:, 0, 4:].sum((1, 2))).long()
    opt = tg.optim.Adam(model.parameters(), lr=0.02)
    losses = []
    for _ in range(30):
        loss = F.cross_entropy(model(x), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        losses.append(loss.item())
    assert losses[-1] < 0.5 * losses[0]
