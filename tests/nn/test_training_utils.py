"""BatchNorm, gradient clipping and tensorgen.utils.data against torch: values, gradients, running
statistics, state_dict keys, errors, and a DataLoader's batching, shuffling and collation."""
import numpy as np
import pytest

import tensorgen as tg
import tensorgen.nn as nn
import tensorgen.nn.functional as F
from tensorgen.utils.data import (DataLoader, TensorDataset, ConcatDataset, Subset, random_split,
                                  default_collate, BatchSampler, SequentialSampler, IterableDataset)

torch = pytest.importorskip("torch")


def rnd(shape, seed=0):
    return np.random.default_rng(seed).standard_normal(shape).astype(np.float32)


@pytest.mark.parametrize("cls,shape", [("BatchNorm1d", (6, 4)), ("BatchNorm1d", (5, 4, 3)),
                                       ("BatchNorm2d", (3, 4, 2, 5)), ("BatchNorm3d", (2, 4, 2, 2, 3))])
@pytest.mark.parametrize("momentum", [0.1, None])
def test_batchnorm_matches_torch_train_and_eval(cls, shape, momentum):
    m, tm = getattr(nn, cls)(4, momentum=momentum), getattr(torch.nn, cls)(4, momentum=momentum)
    with torch.no_grad():
        tm.weight.copy_(torch.from_numpy(rnd(4, 1)))
        tm.bias.copy_(torch.from_numpy(rnd(4, 2)))
    m.load_state_dict({k: tg.tensor(v.numpy().copy()) for k, v in tm.state_dict().items()})
    for step in range(3):
        x = rnd(shape, 10 + step)
        tx = torch.from_numpy(x).requires_grad_()
        gx = tg.tensor(x, requires_grad=True)
        tout, out = tm(tx), m(gx)
        np.testing.assert_allclose(out.detach().numpy(), tout.detach().numpy(), rtol=1e-4, atol=1e-5)
        g = rnd(shape, 20 + step)
        tout.backward(torch.from_numpy(g))
        out.backward(tg.tensor(g))
        np.testing.assert_allclose(gx.grad.numpy(), tx.grad.numpy(), rtol=1e-3, atol=1e-4)
        np.testing.assert_allclose(m.weight.grad.numpy(), tm.weight.grad.numpy(), rtol=1e-3, atol=1e-4)
    for name in ("running_mean", "running_var"):
        np.testing.assert_allclose(getattr(m, name).numpy(), getattr(tm, name).numpy(), rtol=1e-5, atol=1e-6)
    assert m.num_batches_tracked.item() == tm.num_batches_tracked.item() == 3
    assert list(m.state_dict()) == list(tm.state_dict())
    m.eval(), tm.eval()
    x = rnd(shape, 99)
    np.testing.assert_allclose(m(tg.tensor(x)).detach().numpy(), tm(torch.from_numpy(x)).detach().numpy(), rtol=1e-4,
                               atol=1e-5)
    assert repr(m).replace("tensorgen", "torch") == repr(tm)


def test_batchnorm_without_running_stats_and_affine():
    m, tm = nn.BatchNorm1d(3, affine=False, track_running_stats=False), \
        torch.nn.BatchNorm1d(3, affine=False, track_running_stats=False)
    x = rnd((4, 3), 3)
    m.eval(), tm.eval()  # no running stats: batch statistics even in eval
    np.testing.assert_allclose(m(tg.tensor(x)).numpy(), tm(torch.from_numpy(x)).numpy(), rtol=1e-4, atol=1e-5)
    assert list(m.state_dict()) == list(tm.state_dict()) == []


def test_batchnorm_without_bias_matches_torch():
    # bias=False (keyword-only, as torch's _NormBase): a weight but no bias parameter
    m, tm = nn.BatchNorm2d(3, bias=False), torch.nn.BatchNorm2d(3, bias=False)
    assert m.bias is None and tm.bias is None
    assert list(m.state_dict()) == list(tm.state_dict())
    assert repr(m).replace("tensorgen", "torch") == repr(tm)
    x = rnd((2, 3, 2, 2), 4)
    np.testing.assert_allclose(m(tg.tensor(x)).detach().numpy(), tm(torch.from_numpy(x)).detach().numpy(),
                               rtol=1e-4, atol=1e-5)
    m.reset_parameters()
    assert m.num_batches_tracked.item() == 0 and np.all(m.running_var.numpy() == 1)


@pytest.mark.parametrize("make,msg", [
    (lambda: nn.BatchNorm1d(4)(tg.randn(1, 4)), "Expected more than 1 value per channel when training"),
    (lambda: nn.BatchNorm1d(4)(tg.randn(2, 3)), "running_mean should contain 3 elements not 4"),
    (lambda: nn.BatchNorm1d(4)(tg.randn(2, 4, 3, 3)), r"expected 2D or 3D input \(got 4D input\)"),
    (lambda: nn.BatchNorm2d(4)(tg.randn(2, 4, 3)), r"expected 4D input \(got 3D input\)"),
    (lambda: F.batch_norm(tg.randn(3, 4), tg.zeros(5), tg.ones(5)), "running_mean should contain 4 elements"),
])
def test_batchnorm_errors(make, msg):
    with pytest.raises((ValueError, RuntimeError), match=msg):
        make()


@pytest.mark.parametrize("norm_type", [2.0, 1.0, 3.0, float("inf"), "inf"])
def test_clip_grad_norm_matches_torch(norm_type):
    grads = [rnd((3, 4), 1) * 3, rnd(5, 2), rnd((2, 2), 3) * 0.1]
    ps = [nn.Parameter(tg.zeros(*g.shape)) for g in grads]
    tps = [torch.nn.Parameter(torch.zeros(*g.shape)) for g in grads]
    for p, tp, g in zip(ps, tps, grads):
        p.grad, tp.grad = tg.tensor(g), torch.from_numpy(g.copy())
    total = nn.utils.clip_grad_norm_(ps, 1.0, norm_type=norm_type)
    ttotal = torch.nn.utils.clip_grad_norm_(tps, 1.0, norm_type=norm_type)
    np.testing.assert_allclose(total.item(), ttotal.item(), rtol=1e-5)
    for p, tp in zip(ps, tps):
        np.testing.assert_allclose(p.grad.numpy(), tp.grad.numpy(), rtol=1e-5, atol=1e-7)


def test_clip_grad_value_nonfinite_and_vectors():
    p = nn.Parameter(tg.zeros(3))
    p.grad = tg.tensor([float("nan"), 1.0, 2.0])
    with pytest.raises(RuntimeError, match="The total norm of order 2.0 for gradients from `parameters` is "
                                           "non-finite"):
        nn.utils.clip_grad_norm_([p], 1.0, error_if_nonfinite=True)
    p.grad = tg.tensor([3.0, -4.0, 0.05])
    assert nn.utils.clip_grad_value_(p, 0.1) is None
    assert p.grad.tolist() == pytest.approx([0.1, -0.1, 0.05])
    assert nn.utils.clip_grad_norm_([], 1.0).item() == 0.0
    a, b = nn.Parameter(tg.ones(2, 2)), nn.Parameter(tg.zeros(3))
    v = nn.utils.parameters_to_vector([a, b])
    assert v.tolist() == [1, 1, 1, 1, 0, 0, 0]
    nn.utils.vector_to_parameters(tg.arange(7.0), [a, b])
    assert a.tolist() == [[0, 1], [2, 3]] and b.tolist() == [4, 5, 6]


# ------------------------------------------------------------------ utils.data
def test_dataloader_batches_like_torch_sequential():
    x, y = rnd((10, 3), 4), np.arange(10)
    ours = list(DataLoader(TensorDataset(tg.tensor(x), tg.tensor(y)), batch_size=4))
    theirs = list(torch.utils.data.DataLoader(torch.utils.data.TensorDataset(torch.from_numpy(x),
                                                                             torch.from_numpy(y)), batch_size=4))
    assert len(ours) == len(theirs) == 3
    for (a, b), (ta, tb) in zip(ours, theirs):
        np.testing.assert_array_equal(a.numpy(), ta.numpy())
        np.testing.assert_array_equal(b.numpy(), tb.numpy())
        assert str(b.dtype).split(".")[1] == str(tb.dtype).split(".")[1]
    assert len(DataLoader(range(10), batch_size=4, drop_last=True)) == 2


def test_dataloader_shuffle_is_a_seeded_permutation():
    ds = TensorDataset(tg.arange(20))
    tg.manual_seed(3)
    first = tg.cat([b[0] for b in DataLoader(ds, batch_size=6, shuffle=True)]).tolist()
    tg.manual_seed(3)
    again = tg.cat([b[0] for b in DataLoader(ds, batch_size=6, shuffle=True)]).tolist()
    assert first == again and sorted(first) == list(range(20)) and first != list(range(20))
    g = tg.Generator().manual_seed(1)
    with_gen = [b[0].tolist() for b in DataLoader(ds, batch_size=20, shuffle=True, generator=g)]
    assert sorted(with_gen[0]) == list(range(20))


def test_default_collate_as_torch():
    batch = [(1, 2.0, "a", {"k": np.ones(2)}), (3, 4.0, "b", {"k": np.zeros(2)})]
    ours = default_collate(batch)
    theirs = torch.utils.data.default_collate(batch)
    assert isinstance(ours, list) and len(ours) == 4
    assert ours[0].tolist() == theirs[0].tolist() and ours[0].dtype == tg.int64
    assert ours[1].dtype == tg.float64 and ours[2] == ["a", "b"]
    np.testing.assert_array_equal(ours[3]["k"].numpy(), theirs[3]["k"].numpy())
    with pytest.raises(RuntimeError, match="each element in list of batch should be of equal size"):
        default_collate([[1, 2], [3]])


def test_random_split_subset_concat_and_samplers():
    parts = random_split(range(10), [0.33, 0.33, 0.34])
    assert [len(p) for p in parts] == [len(p) for p in torch.utils.data.random_split(range(10),
                                                                                     [0.33, 0.33, 0.34])]
    assert sorted(i for p in parts for i in p) == list(range(10))
    with pytest.raises(ValueError, match="Sum of input lengths does not equal the length of the input dataset"):
        random_split(range(10), [3, 3])
    cat = ConcatDataset([range(3), range(10, 12)])
    assert len(cat) == 5 and cat[3] == 10 and cat[-1] == 11
    assert list(Subset(range(10), [5, 2])) == [5, 2]
    assert list(BatchSampler(SequentialSampler(range(5)), 2, False)) == [[0, 1], [2, 3], [4]]
    with pytest.raises(ValueError, match="sampler option is mutually exclusive with shuffle"):
        DataLoader(range(3), sampler=SequentialSampler(range(3)), shuffle=True)

    class Stream(IterableDataset):
        def __iter__(self):
            return iter(range(5))
    assert [b.tolist() for b in DataLoader(Stream(), batch_size=2)] == [[0, 1], [2, 3], [4]]


def test_tensorgen_stands_in_for_torch_under_a_module_alias():
    """A script's `import torch.nn` after sys.modules['torch'] = tensorgen gets tensorgen's modules,
    not second copies (run in a fresh process: the alias must not leak into this one)."""
    import subprocess
    import sys
    code = ("import sys, tensorgen\n"
            "sys.modules['torch'] = tensorgen\n"
            "import torch, torch.nn as nn, torch.nn.functional as F\n"
            "from torch.utils.data import DataLoader, TensorDataset\n"
            "assert nn is tensorgen.nn and F is tensorgen.nn.functional and torch is tensorgen\n"
            "x = torch.randn(8, 3)\n"
            "model = nn.Linear(3, 2)\n"
            "batch = next(iter(DataLoader(TensorDataset(x), batch_size=4)))[0]\n"
            "assert isinstance(model(batch), tensorgen.Tensor)\n"
            "print('ok')\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr
