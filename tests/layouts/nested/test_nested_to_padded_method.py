"""NestedTensor.to_padded_tensor: the method form of tg.nested.to_padded_tensor (ops.yaml), both
layouts, output_size, gradients back to the components, torch's result, and a dense self refused."""
import inspect

import numpy as np
import pytest

import tensorgen as tg


def test_method_pads_and_differentiates():
    nt = tg.nested.nested_tensor([tg.ones(2, 3), tg.ones(1, 3) * 2], requires_grad=True)
    p = nt.to_padded_tensor(0.0)
    assert p.tolist() == [[[1.0] * 3, [1.0] * 3], [[2.0] * 3, [0.0] * 3]]
    assert nt.to_padded_tensor(padding=-1.0, output_size=(2, 3, 4)).shape == (2, 3, 4)
    (p * tg.arange(3.0)).sum().backward()
    assert [c.tolist() for c in nt.grad.unbind()] == [[[0.0, 1.0, 2.0]] * 2, [[0.0, 1.0, 2.0]]]
    jt = tg.nested.nested_tensor([tg.ones(2, 3), tg.ones(1, 3)], layout=tg.jagged)
    assert jt.to_padded_tensor(5.0)[1, 1].tolist() == [5.0, 5.0, 5.0]
    assert tuple(inspect.signature(tg.Tensor.to_padded_tensor).parameters) == ("self", "padding", "output_size")


def test_matches_torch():
    torch = pytest.importorskip("torch")
    parts = [np.arange(6.0).reshape(2, 3), np.arange(3.0).reshape(1, 3)]
    nt = tg.nested.nested_tensor([tg.tensor(p) for p in parts], layout=tg.jagged)
    tnt = torch.nested.nested_tensor([torch.tensor(p) for p in parts], layout=torch.jagged)
    np.testing.assert_array_equal(nt.to_padded_tensor(-2.0).numpy(), tnt.to_padded_tensor(-2.0).numpy())


def test_dense_self_is_refused():
    with pytest.raises(RuntimeError, match="to_padded_tensor: expected a nested tensor"):
        tg.ones(2, 3).to_padded_tensor(0.0)
