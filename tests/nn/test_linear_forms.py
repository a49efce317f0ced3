"""The contraction kind's linear forms (`_linear`, `_linear_bias`, `_linear_grad_input`,
`_linear_grad_weight`) through F.linear / nn.Linear: values and gradients against torch (NumPy
float64 for the integer dtypes), leading dims that do and do not merge, empty inputs, the errors,
the gradient's layout, autocast, and CUDA in the simulator."""
import numpy as np
import pytest

import tensorgen as tg
from tensorgen.generated import ops

from support.common import cuda, host  # noqa: F401 - cuda is a fixture

RNG = np.random.default_rng(0)
F = tg.nn.functional
SHAPES = [(3, 4), (2, 3, 4), (4,), (0, 4), (2, 0, 4), (2, 1, 3, 4)]


@pytest.mark.parametrize("bias", [True, False])
@pytest.mark.parametrize("dtype", [tg.float32, tg.float64], ids=str)
@pytest.mark.parametrize("shape", SHAPES, ids=str)
def test_linear_matches_torch(shape, dtype, bias):
    torch = pytest.importorskip("torch")
    tdt = torch.float32 if dtype is tg.float32 else torch.float64
    vals = [RNG.standard_normal(shape), RNG.standard_normal((5, 4)), RNG.standard_normal(5)]
    ours = [tg.tensor(v, dtype=dtype, requires_grad=True) for v in vals]
    theirs = [torch.tensor(v, dtype=tdt, requires_grad=True) for v in vals]
    y = F.linear(ours[0], ours[1], ours[2] if bias else None)
    ty = torch.nn.functional.linear(theirs[0], theirs[1], theirs[2] if bias else None)
    assert tuple(y.shape) == tuple(ty.shape)
    tol = 1e-5 if dtype is tg.float32 else 1e-12
    np.testing.assert_allclose(y.detach().numpy(), ty.detach().numpy(), rtol=tol, atol=tol)
    g = RNG.standard_normal(tuple(ty.shape))
    y.backward(tg.tensor(g, dtype=dtype))
    ty.backward(torch.tensor(g, dtype=tdt))
    for a, c, used in zip(ours, theirs, (True, True, bias)):
        if used:
            np.testing.assert_allclose(a.grad.numpy(), c.grad.numpy(), rtol=tol, atol=tol)
    # the weight's gradient comes out in the weight's own layout (no copy at accumulation)
    assert ours[1].grad.stride() == (4, 1)


def test_leading_dims_that_do_not_merge():
    x = RNG.standard_normal((3, 2, 4))
    t = tg.tensor(x, requires_grad=True)
    w = tg.tensor(RNG.standard_normal((5, 4)), requires_grad=True)
    y = F.linear(t.transpose(0, 1), w)  # (2, 3, 4) strided: the rows do not merge into one stride
    np.testing.assert_allclose(y.detach().numpy(), x.transpose(1, 0, 2) @ w.detach().numpy().T, rtol=1e-12)
    y.sum().backward()
    np.testing.assert_allclose(t.grad.numpy(), np.broadcast_to(w.detach().numpy().sum(0), (3, 2, 4)), rtol=1e-12)


@pytest.mark.parametrize("dtype", [tg.int64, tg.int32], ids=str)
def test_integer_dtypes_against_numpy(dtype):
    x, w, b = RNG.integers(-5, 5, (2, 3, 4)), RNG.integers(-5, 5, (5, 4)), RNG.integers(-5, 5, 5)
    got = ops._linear_bias(tg.tensor(x, dtype=dtype), tg.tensor(w, dtype=dtype), tg.tensor(b, dtype=dtype))
    assert got.dtype is dtype
    np.testing.assert_array_equal(got.numpy(), x @ w.T + b)
    gi = ops._linear_grad_input(tg.tensor(x[..., :1].repeat(5, -1), dtype=dtype), tg.tensor(w, dtype=dtype))
    np.testing.assert_array_equal(gi.numpy(), x[..., :1].repeat(5, -1) @ w)
    gw = ops._linear_grad_weight(tg.tensor(x, dtype=dtype), tg.tensor(x, dtype=dtype))
    np.testing.assert_array_equal(gw.numpy(), np.einsum("abi,abj->ij", x, x))


def test_gradient_forms_are_differentiable():
    g = tg.tensor(RNG.standard_normal((2, 3, 5)), requires_grad=True)
    w = tg.tensor(RNG.standard_normal((5, 4)), requires_grad=True)
    x = tg.tensor(RNG.standard_normal((2, 3, 4)), requires_grad=True)
    assert tg.autograd.gradcheck(ops._linear_grad_input, (g, w))
    assert tg.autograd.gradcheck(ops._linear_grad_weight, (g, x))
    assert tg.autograd.gradgradcheck(lambda x, w: F.linear(x, w), (x, tg.tensor(RNG.standard_normal((5, 4)),
                                                                                requires_grad=True)))


ERRORS = [
    (lambda: F.linear(tg.randn(3, 4), tg.randn(5, 3)), RuntimeError,
     r"mat1 and mat2 shapes cannot be multiplied \(3x4 and 3x5\)"),
    (lambda: ops._linear(tg.randn(3, 4), tg.randn(5, 4, dtype=tg.float64)), RuntimeError,
     "expected m1 and m2 to have the same dtype, but got: float != double"),
    (lambda: ops._linear_bias(tg.randn(3, 4), tg.randn(5, 4), tg.randn(6)), RuntimeError,
     r"expected bias of shape \[5\], but got \[6\]"),
    (lambda: ops._linear(tg.randn(3, 4), tg.randn(2, 5, 4)), RuntimeError, "expected a matrix for weight"),
    (lambda: ops._linear_grad_weight(tg.randn(2, 5), tg.randn(3, 4)), RuntimeError,
     "expected grad_output and input to share their leading dims"),
    (lambda: ops._linear(tg.randn(3, 4), [[1.0]]), TypeError, "argument 'weight' must be Tensor, not list"),
    (lambda: ops._linear(tg.ones(3, 4, dtype=tg.bool), tg.ones(5, 4, dtype=tg.bool)), RuntimeError,
     "\"_linear\" not implemented for 'Bool'"),
]


@pytest.mark.parametrize("k", range(len(ERRORS)))
def test_errors(k):
    fn, exc, words = ERRORS[k]
    with pytest.raises(exc, match=words):
        fn()


def test_named_and_nested_inputs_keep_matmul():
    x = tg.randn(2, 4, names=("N", "C"))
    y = F.linear(x, tg.randn(3, 4))
    assert y.names == ("N", None)
    nt = tg.nested.nested_tensor([tg.randn(2, 4), tg.randn(3, 4)], layout=tg.jagged)
    out = F.linear(nt, tg.randn(5, 4), tg.randn(5))
    assert out.is_nested


def test_autocast_lowers_the_linear_forms():
    with tg.autocast("cpu", dtype=tg.bfloat16):
        y = F.linear(tg.randn(3, 4), tg.randn(5, 4), tg.randn(5))
    assert y.dtype is tg.bfloat16


def test_linear_on_cuda(cuda):
    x, w, b = RNG.standard_normal((2, 3, 4)), RNG.standard_normal((5, 4)), RNG.standard_normal(5)
    res = []
    for device in ("cpu", cuda):
        X, W, B = (tg.tensor(v, dtype=tg.float32, device=device, requires_grad=True) for v in (x, w, b))
        y = F.linear(X, W, B)
        y.sum().backward()
        res.append([host(y.detach()), host(X.grad), host(W.grad), host(B.grad)])
    for a, c in zip(*res):
        np.testing.assert_allclose(a, c, rtol=1e-5, atol=1e-5)


def test_strided_and_zero_dim_bias():
    x, w = RNG.standard_normal((3, 4)), RNG.standard_normal((5, 4))
    b = tg.tensor(RNG.standard_normal(10))[::2]  # stride 2
    got = ops._linear_bias(tg.tensor(x), tg.tensor(w), b)
    np.testing.assert_allclose(got.numpy(), x @ w.T + b.numpy(), rtol=1e-12)
    got = ops._linear_bias(tg.tensor(x), tg.tensor(w), tg.tensor(0.5, dtype=tg.float64))
    np.testing.assert_allclose(got.numpy(), x @ w.T + 0.5, rtol=1e-12)
