"""Reductions of nested tensors whose components end up 0-dim: a
regular-dim sum(1) of a strided nested tensor of 1-D components gives one value
per component, the dense (B,) tensor the jagged layout gives (PyTorch's jagged
answer); size() of an irregular dim raises as PyTorch's strided layout."""
import numpy as np
import pytest

import tensorgen as tg


def _nt(layout, lengths=(3, 3)):
    comps = [tg.arange(float(n)) + 10 * i for i, n in enumerate(lengths)]
    return tg.nested.nested_tensor(comps, layout=layout)


@pytest.mark.parametrize("layout", ["strided", "jagged"])
@pytest.mark.parametrize("op", ["sum", "mean", "amax", "amin", "prod"])
def test_reducing_the_last_dim_of_1d_components_gives_a_dense_batch(layout, op):
    nt = _nt(getattr(tg, layout))
    r = getattr(nt, op)(1)
    assert isinstance(r, tg.Tensor) and not r.is_nested and r.shape == (2,)
    want = [getattr(np, {"sum": "sum", "mean": "mean", "amax": "max", "amin": "min", "prod": "prod"}[op])(
        np.arange(3.0) + 10 * i) for i in range(2)]
    np.testing.assert_allclose(r.numpy(), want)
    assert getattr(nt, op)(-1).shape == (2,)


def test_max_and_argmax_over_a_regular_dim():
    nt = _nt(tg.strided)
    v, i = nt.max(1)
    assert v.tolist() == [2.0, 12.0] and i.tolist() == [2, 2]
    assert nt.argmax(1).tolist() == [2, 2]


def test_keepdim_keeps_the_nested_structure():
    r = _nt(tg.strided).sum(1, keepdim=True)
    assert r.is_nested and [c.tolist() for c in r.unbind()] == [[3.0], [33.0]]


def test_gradient_reaches_the_components():
    nt = tg.nested.nested_tensor([tg.tensor([1., 2., 3.]), tg.tensor([4., 5., 6.])], requires_grad=True)
    (nt.sum(1) * tg.tensor([1., 2.])).sum().backward()
    assert [c.tolist() for c in nt.grad.unbind()] == [[1.0, 1.0, 1.0], [2.0, 2.0, 2.0]]


def test_matches_torch_jagged():
    torch = pytest.importorskip("torch")
    t = torch.nested.nested_tensor([torch.arange(3.), torch.arange(3.) + 10], layout=torch.jagged)
    np.testing.assert_array_equal(_nt(tg.strided).sum(1).numpy(), t.sum(1).numpy())


def test_size_of_an_irregular_dim_raises_on_the_strided_layout():
    nt = tg.nested.nested_tensor([tg.ones(2, 4), tg.ones(3, 4)])
    assert nt.size(0) == 2 and nt.size(2) == 4
    with pytest.raises(RuntimeError, match="Given dimension 1 is irregular and does not have a size."):
        nt.size(1)
    with pytest.raises(RuntimeError, match="is irregular and does not have a size"):
        nt.shape
    assert tg.nested.nested_tensor([tg.ones(3), tg.ones(3)]).size(1) == 3
