"""Leaf gradients are accumulated as soon as they are complete (AccumulateGrad
runs ahead of operator nodes, as PyTorch's), and post-accumulate-grad hooks
see the accumulated .grad: what DDP's overlapped all-reduce stands on."""
import numpy as np
import pytest

import tensorgen as tg
import tensorgen.nn as nn
from tensorgen.autograd import register_post_accumulate_grad_hook


def _mlp():
    tg.manual_seed(0)
    return nn.Sequential(nn.Linear(4, 4), nn.Tanh(), nn.Linear(4, 4), nn.Tanh(), nn.Linear(4, 2))


def test_leaf_gradients_accumulate_before_earlier_layers_run():
    m = _mlp()
    log = []
    for name, p in m.named_parameters():
        register_post_accumulate_grad_hook(p, lambda p, name=name: log.append(name))
    x = tg.randn(3, 4)
    h1 = m[1](m[0](x))
    h1.register_hook(lambda g: log.append("grad of layer 0's output"))
    h2 = m[3](m[2](h1))
    h2.register_hook(lambda g: log.append("grad of layer 2's output"))
    m[4](h2).sum().backward()
    assert log.index("4.weight") < log.index("grad of layer 2's output")
    assert log.index("2.weight") < log.index("grad of layer 0's output")
    assert sorted(log[:2]) == ["4.bias", "4.weight"] and sorted(log[-2:]) == ["0.bias", "0.weight"]


def test_post_accumulate_hook_sees_the_accumulated_grad():
    w = tg.ones(3, requires_grad=True)
    seen = []
    handle = register_post_accumulate_grad_hook(w, lambda t: seen.append(t.grad.clone()))
    (w * 2).sum().backward()
    (w * 3).sum().backward()
    assert [g.tolist() for g in seen] == [[2.0] * 3, [5.0] * 3]
    handle.remove()
    (w * 1).sum().backward()
    assert len(seen) == 2
    # autograd.grad accumulates nothing, so the hook does not run
    register_post_accumulate_grad_hook(w, lambda t: seen.append("grad"))
    tg.autograd.grad((w * 2).sum(), w)
    assert "grad" not in seen


def test_post_accumulate_hook_errors():
    w = tg.ones(2, requires_grad=True)
    with pytest.raises(RuntimeError, match="post accumulate grad hooks cannot be registered on non-leaf tensors"):
        register_post_accumulate_grad_hook(w * 2, print)
    with pytest.raises(RuntimeError, match="cannot register a hook on a tensor that doesn't require gradient"):
        register_post_accumulate_grad_hook(tg.ones(2), print)


def test_gradients_unchanged_by_the_accumulation_order():
    m = _mlp()
    x = tg.randn(5, 4)
    m(x).pow(2).sum().backward()
    torch = pytest.importorskip("torch")
    tm = torch.nn.Sequential(torch.nn.Linear(4, 4), torch.nn.Tanh(), torch.nn.Linear(4, 4), torch.nn.Tanh(),
                             torch.nn.Linear(4, 2))
    with torch.no_grad():
        for p, q in zip(tm.parameters(), m.parameters()):
            p.copy_(torch.from_numpy(q.detach().numpy()))
    tm(torch.from_numpy(x.numpy())).pow(2).sum().backward()
    for p, q in zip(tm.parameters(), m.parameters()):
        tg.testing.assert_close(q.grad, tg.tensor(p.grad.numpy()))


def test_the_hook_is_a_tensor_method_as_in_pytorch():
    w = tg.ones(3, requires_grad=True)
    seen = []
    handle = w.register_post_accumulate_grad_hook(lambda p: seen.append(p.grad.clone()))
    (w * 2).sum().backward()
    np.testing.assert_array_equal(seen[0].numpy(), [2.0, 2.0, 2.0])
    handle.remove()
    (w * 2).sum().backward()
    assert len(seen) == 1
