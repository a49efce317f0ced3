"""Results keep requires_grad where PyTorch's do: as_strided (its
derivative scatters the gradient back to storage positions), cdist with p=0
(a zero gradient), nextafter; and ops PyTorch records without a derivative
(derivatives.yaml's not_implemented: heaviside, unique, unique_consecutive)
give a result that requires grad whose backward raises."""
import numpy as np
import pytest

import tensorgen as tg

AS_STRIDED = [((3, 4), (2, 2), (1, 2), None, False), ((3, 4), (3, 3), (1, 1), 2, False),
              ((4, 3), (2, 3), (4, 1), None, True), ((6,), (2, 3), (0, 1), None, False),
              ((2, 3), (0, 2), (1, 1), None, False), ((2, 3), (), (), 4, False)]


def test_results_require_grad():
    x = tg.ones(2, 3, requires_grad=True)
    assert tg.as_strided(x, (2,), (1,)).requires_grad
    assert tg.cdist(x, tg.zeros(2, 3), p=0).requires_grad
    assert tg.nextafter(x, tg.zeros(2, 3)).requires_grad
    with tg.no_grad():
        assert not tg.as_strided(x, (2,), (1,)).requires_grad


@pytest.mark.parametrize("shape,size,stride,offset,transposed", AS_STRIDED)
def test_as_strided_gradient_matches_torch(shape, size, stride, offset, transposed):
    torch = pytest.importorskip("torch")
    a = np.random.default_rng(0).standard_normal(shape)
    w = np.arange(1, int(np.prod(size)) + 1, dtype=np.float64).reshape(size)
    grads = []
    for L in (tg, torch):
        x = L.tensor(a, dtype=L.float64, requires_grad=True)
        base = x.t() if transposed else x
        y = L.as_strided(base, size, stride) if offset is None else L.as_strided(base, size, stride, offset)
        (y * L.tensor(w)).sum().backward()
        grads.append(x.grad.numpy())
    np.testing.assert_array_equal(grads[0], grads[1])


def test_as_strided_of_an_expanded_input_splits_the_gradient():
    torch = pytest.importorskip("torch")
    grads = []
    for L in (tg, torch):
        x = L.tensor([1., 2.], dtype=L.float64, requires_grad=True)
        y = L.as_strided(x.expand(3, 2), (2,), (1,))
        (y * L.tensor([1., 10.], dtype=L.float64)).sum().backward()
        grads.append(x.grad.numpy())
    np.testing.assert_array_equal(grads[0], grads[1])


def test_as_strided_gradcheck():
    x = tg.tensor(np.random.default_rng(1).standard_normal(12), requires_grad=True)
    assert tg.autograd.gradcheck(lambda t: tg.as_strided(t, (3, 3), (2, 1), 1), (x,))
    assert tg.autograd.gradgradcheck(lambda t: tg.as_strided(t, (3, 3), (2, 1), 1), (x,))


def test_nextafter_and_cdist_gradients_match_torch():
    torch = pytest.importorskip("torch")
    a, b = np.array([1., 2., 2., 3.]), np.array([0., 2., 1., 3.])
    res = []
    for L in (tg, torch):
        x, y = L.tensor(a, requires_grad=True), L.tensor(b, requires_grad=True)
        L.nextafter(x, y).sum().backward()
        d = L.cdist(x.view(2, 2), y.view(2, 2), p=0)
        gx = L.autograd.grad(d.sum(), x)[0]
        res.append((x.grad.numpy(), y.grad.numpy(), d.detach().numpy(), gx.numpy()))
    for got, want in zip(*res):
        np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("call,name", [(lambda x, y: tg.heaviside(x, y), "heaviside"),
                                       (lambda x, y: tg.unique(x), "unique"),
                                       (lambda x, y: tg.unique_consecutive(x), "unique_consecutive")])
def test_not_implemented_derivatives_record_and_raise(call, name):
    x = tg.tensor([1., 2., 2., 3.], requires_grad=True)
    y = tg.tensor([0., 2., 1., 3.], requires_grad=True)
    out = call(x, y)
    assert out.requires_grad and out.grad_fn is not None
    with pytest.raises(RuntimeError, match=f"the derivative for '{name}' is not implemented"):
        out.sum().backward()
    assert not call(x.detach(), y.detach()).requires_grad
