"""nn on an empty batch and on 0-dim inputs, as PyTorch: pooling,
batch/instance/group norm and fold return empty results (the running statistics
stay), multi_margin_loss takes a 0-dim input; an empty channel or spatial dim
is still refused."""
import numpy as np
import pytest

import tensorgen as tg
import tensorgen.nn.functional as F

CALLS = [
    ("adaptive_avg_pool1d", lambda L, F: F.adaptive_avg_pool1d(L.ones(0, 3, 4), 2)),
    ("adaptive_avg_pool2d", lambda L, F: F.adaptive_avg_pool2d(L.ones(0, 3, 4, 4), (2, 3))),
    ("adaptive_avg_pool3d", lambda L, F: F.adaptive_avg_pool3d(L.ones(0, 2, 4, 4, 4), 2)),
    ("adaptive_max_pool1d", lambda L, F: F.adaptive_max_pool1d(L.ones(0, 3, 4), 2)),
    ("avg_pool1d", lambda L, F: F.avg_pool1d(L.ones(0, 3, 4), 2)),
    ("avg_pool2d", lambda L, F: F.avg_pool2d(L.ones(0, 3, 4, 4), 2)),
    ("avg_pool3d", lambda L, F: F.avg_pool3d(L.ones(0, 2, 4, 4, 4), 2)),
    ("max_pool1d", lambda L, F: F.max_pool1d(L.ones(0, 3, 4), 2)),
    ("max_pool2d", lambda L, F: F.max_pool2d(L.ones(0, 3, 4, 4), 2)),
    ("max_pool2d_indices", lambda L, F: F.max_pool2d(L.ones(0, 3, 4, 4), 2, return_indices=True)[1]),
    ("batch_norm_train", lambda L, F: F.batch_norm(L.ones(0, 3), L.zeros(3), L.ones(3), training=True)),
    ("batch_norm_eval", lambda L, F: F.batch_norm(L.ones(0, 3), L.zeros(3), L.ones(3), training=False)),
    ("batch_norm_4d", lambda L, F: F.batch_norm(L.ones(0, 3, 2, 2), None, None, training=True)),
    ("instance_norm", lambda L, F: F.instance_norm(L.ones(0, 3, 4))),
    ("group_norm", lambda L, F: F.group_norm(L.ones(0, 4, 3), 2)),
    ("fold", lambda L, F: F.fold(L.ones(0, 8, 9), (4, 4), 2)),
]


@pytest.mark.parametrize("name,call", CALLS, ids=[c[0] for c in CALLS])
def test_empty_batch_shapes_match_torch(name, call):
    torch = pytest.importorskip("torch")
    got, want = call(tg, F), call(torch, torch.nn.functional)
    assert tuple(got.shape) == tuple(want.shape) and got.numel() == 0
    assert str(got.dtype).split(".")[-1] == str(want.dtype).split(".")[-1]


def test_batchnorm_module_on_an_empty_batch_keeps_its_statistics():
    m = tg.nn.BatchNorm1d(3)
    with tg.no_grad():
        m.running_mean.fill_(1.0)
        m.running_var.fill_(2.0)
    x = tg.ones(0, 3, requires_grad=True)
    y = m(x)
    y.sum().backward()
    assert y.shape == (0, 3) and m.running_mean.tolist() == [1.0] * 3 and m.running_var.tolist() == [2.0] * 3
    assert m.num_batches_tracked.item() == 1  # as PyTorch: the module counts the batch
    assert m.weight.grad.tolist() == [0.0] * 3 and x.grad.shape == (0, 3)
    rm, rv = tg.full((3,), 1.0), tg.full((3,), 2.0)
    assert F.instance_norm(tg.ones(0, 3, 4), rm, rv).shape == (0, 3, 4)
    assert rm.tolist() == [1.0] * 3 and rv.tolist() == [2.0] * 3  # (PyTorch writes NaN there)


def test_pooling_gradient_of_an_empty_batch():
    x = tg.ones(0, 3, 4, requires_grad=True)
    F.avg_pool1d(x, 2).sum().backward()
    assert x.grad.shape == (0, 3, 4)


def test_one_value_per_channel_and_empty_non_batch_dims_still_raise():
    with pytest.raises(ValueError, match="Expected more than 1 value per channel when training"):
        F.batch_norm(tg.ones(1, 3), tg.zeros(3), tg.ones(3), training=True)
    with pytest.raises(ValueError, match="Expected more than 1 spatial element when training"):
        F.instance_norm(tg.ones(2, 3, 1))
    with pytest.raises(RuntimeError, match="with optional 0 dim batch size for input, but got:\\[2, 0, 4\\]"):
        F.max_pool1d(tg.ones(2, 0, 4), 2)
    with pytest.raises(RuntimeError, match="Expected input to have non-zero size for non-batch dimensions"):
        F.adaptive_avg_pool2d(tg.ones(2, 3, 0, 4), 2)
    with pytest.raises(RuntimeError, match="with optional 0 dim batch size"):
        F.avg_pool1d(tg.ones(0, 4), 2)  # an unbatched input with no channel


def test_multi_margin_loss_of_a_zero_dim_input():
    torch = pytest.importorskip("torch")
    for reduction in ("mean", "sum", "none"):
        for x, y in ((0.5, 0), ([0.5, 0.2], 0), ([0.5, 0.2], [1]), ([[0.1, 0.9, 0.3]], [2])):
            xs = np.asarray(x, dtype=np.float64)
            got = F.multi_margin_loss(tg.tensor(xs, requires_grad=True), tg.tensor(y), reduction=reduction)
            want = torch.nn.functional.multi_margin_loss(torch.tensor(xs), torch.tensor(y), reduction=reduction)
            assert tuple(got.shape) == tuple(want.shape)
            np.testing.assert_allclose(got.detach().numpy(), want.numpy(), rtol=1e-12)
    x = tg.tensor(0.5, requires_grad=True)
    F.multi_margin_loss(x, tg.tensor(0)).backward()
    assert x.grad.item() == 0.0
    with pytest.raises(RuntimeError, match="Expected non-empty vector or matrix with optional 0-dim batch size"):
        F.multi_margin_loss(tg.ones(2, 0), tg.zeros(2, dtype=tg.int64))
