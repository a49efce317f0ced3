"""column_stack, diagflat, cartesian_prod and vander (ops.yaml composites)
against torch: values and dtypes (vander: integers and bool in int64),
varargs and list forms, out=, the errors in PyTorch's words, gradients and cuda."""
import numpy as np
import pytest

import tensorgen as tg


def _same(got, want):
    assert str(got.dtype).split(".")[-1] == str(want.dtype).split(".")[-1], (got.dtype, want.dtype)
    assert tuple(got.shape) == tuple(want.shape)
    np.testing.assert_allclose(np.asarray(got, np.float64), want.double().numpy(), rtol=1e-12)


def _both(fn):
    torch = pytest.importorskip("torch")
    return fn(tg), fn(torch)


@pytest.mark.parametrize("fn", [
    lambda m: m.column_stack([m.tensor([1, 2, 3]), m.tensor([[4, 5], [6, 7], [8, 9]])]),
    lambda m: m.column_stack((m.tensor(1.5), m.tensor([2.5]))),
    lambda m: m.column_stack([m.tensor([1.0, 2.0]), m.tensor([3, 4])]),
    lambda m: m.diagflat(m.tensor([[1.0, 2.0], [3.0, 4.0]])),
    lambda m: m.diagflat(m.tensor([1, 2, 3]), 2),
    lambda m: m.tensor([[1.0, 2.0]]).t().diagflat(-1),
    lambda m: m.cartesian_prod(m.tensor([1, 2]), m.tensor([3, 4, 5])),
    lambda m: m.cartesian_prod(*[m.tensor([1.0, 2.0]), m.tensor([3.0]), m.tensor([5.0, 6.0])]),
    lambda m: m.cartesian_prod(m.tensor([1, 2])),
    lambda m: m.vander(m.tensor([1, 2, 3])),
    lambda m: m.vander(m.tensor([1.5, -2.0]), N=4, increasing=True),
    lambda m: m.vander(m.tensor([True, False])),
    lambda m: m.vander(m.tensor([1, 2], dtype=m.int32), 3),
    lambda m: m.vander(m.tensor([2.0, 3.0]), N=0),
    lambda m: m.vander(m.tensor([2.0, 3.0]), N=1),
])
def test_against_torch(fn):
    _same(*_both(fn))


@pytest.mark.parametrize("fn, words", [
    (lambda m: m.column_stack([]), "column_stack expects a non-empty TensorList"),
    (lambda m: m.column_stack([m.ones(2), m.ones(3)]), "Sizes of tensors must match except in dimension 1"),
    (lambda m: m.cartesian_prod(m.ones(2, 2)), "Expect a 1D vector, but got shape [2, 2]"),
    (lambda m: m.vander(m.ones(2, 2)), "x must be a one-dimensional tensor."),
    (lambda m: m.vander(m.ones(2), N=-1), "N must be non-negative."),
])
def test_errors_are_torchs(fn, words):
    torch = pytest.importorskip("torch")
    for m in (tg, torch):
        with pytest.raises(RuntimeError) as e:
            fn(m)
        assert words in str(e.value), (m.__name__, str(e.value))


def test_out_and_gradients():
    out = tg.empty(0)
    assert tg.column_stack([tg.ones(2), tg.zeros(2)], out=out) is out
    np.testing.assert_array_equal(np.asarray(out), [[1, 0], [1, 0]])
    x = tg.tensor([0.5, -1.2, 2.0], dtype=tg.float64, requires_grad=True)
    assert tg.autograd.gradcheck(lambda t: tg.vander(t, 4), (x,))
    assert tg.autograd.gradcheck(lambda t: tg.diagflat(t, 1), (x,))
    assert tg.autograd.gradcheck(lambda t: tg.cartesian_prod(t, t * 2), (x,))


def test_on_cuda(cuda):
    x = tg.tensor([1.5, 2.0, -1.0])
    np.testing.assert_allclose(np.asarray(tg.vander(x.to(cuda)).cpu()), np.asarray(tg.vander(x)))
    np.testing.assert_allclose(np.asarray(tg.cartesian_prod(x.to(cuda), x.to(cuda)).cpu()),
                               np.asarray(tg.cartesian_prod(x, x)))


@pytest.fixture
def cuda():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
    return "cuda"
