"""rsub (other - alpha * input) and angle of real numbers (pointwise ops.yaml
entries) against torch: promotion, Scalar forms, alpha, the bool refusals,
dtypes, special values, out=, and cuda."""
import math

import numpy as np
import pytest

import tensorgen as tg

ALL = ["bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64"]


def _same(got, want, rtol=1e-7):
    assert str(got.dtype).split(".")[-1] == str(want.dtype).split(".")[-1], (got.dtype, want.dtype)
    np.testing.assert_allclose(np.asarray(got.to(tg.float64)), want.double().numpy(), rtol=rtol, equal_nan=True)


@pytest.mark.parametrize("fn", [
    lambda m: m.rsub(m.tensor([1.0, 2.5]), 4),
    lambda m: m.rsub(m.tensor([1, 2]), m.tensor([[5], [7]])),
    lambda m: m.rsub(m.tensor([1, 2], dtype=m.int8), 3, alpha=2),
    lambda m: m.rsub(m.tensor([1.0, 2.0]), m.tensor([3.0, 1.0], dtype=m.float64), alpha=0.5),
    lambda m: m.rsub(m.tensor([1, 0], dtype=m.uint8), 2),
    lambda m: m.rsub(m.tensor([1.5], dtype=m.float16), m.tensor([1], dtype=m.int64)),
])
def test_rsub_against_torch(fn):
    torch = pytest.importorskip("torch")
    _same(fn(tg), fn(torch))


@pytest.mark.parametrize("fn, words", [
    (lambda m: m.rsub(m.tensor([True]), m.tensor([False])), "with two bool tensors is not supported"),
    (lambda m: m.rsub(m.tensor([True, False]), 2), "with a bool tensor is not supported"),
    (lambda m: m.rsub(m.tensor([1]), 2, alpha=1.5), "For integral input tensors, argument alpha must not be a floating"),
])
def test_rsub_errors_are_torchs(fn, words):
    torch = pytest.importorskip("torch")
    for m in (tg, torch):
        with pytest.raises(RuntimeError, match=words):
            fn(m)


def test_rsub_has_no_out_and_differentiates():
    with pytest.raises(TypeError, match="out"):  # as torch.rsub: no out= overload
        tg.rsub(tg.tensor([1.0, 2.0]), 5.0, out=tg.empty(2))
    a = tg.tensor([1.0, 2.0], dtype=tg.float64, requires_grad=True)
    b = tg.tensor([0.5, 3.0], dtype=tg.float64, requires_grad=True)
    tg.rsub(a, b, alpha=3).sum().backward()
    np.testing.assert_array_equal(np.asarray(a.grad), [-3.0, -3.0])
    np.testing.assert_array_equal(np.asarray(b.grad), [1.0, 1.0])


@pytest.mark.parametrize("dtype", ALL)
def test_angle_against_torch(dtype):
    torch = pytest.importorskip("torch")
    vals = [-3.0, -1.0, -0.0, 0.0, 2.0, 7.0] if dtype not in ("bool", "uint8") else [0, 1, 3]
    if dtype.startswith(("float", "bfloat")):
        vals += [math.inf, -math.inf, math.nan]
    x = np.array(vals)
    got = tg.angle(tg.tensor(x).to(getattr(tg, dtype)))
    want = torch.angle(torch.tensor(x).to(getattr(torch, dtype)))
    _same(got, want, rtol=1e-3 if dtype in ("float16", "bfloat16") else 1e-7)
    _same(tg.tensor(x).to(getattr(tg, dtype)).angle(), want, rtol=1e-3 if dtype in ("float16", "bfloat16") else 1e-7)


def test_angle_gradient_is_zero_for_real_inputs():
    torch = pytest.importorskip("torch")
    x = tg.tensor([-2.0, 3.0], dtype=tg.float64, requires_grad=True)
    tx = torch.tensor([-2.0, 3.0], dtype=torch.float64, requires_grad=True)
    tg.angle(x).sum().backward()
    torch.angle(tx).sum().backward()
    np.testing.assert_array_equal(np.asarray(x.grad), tx.grad.numpy())


def test_on_cuda(cuda):
    x = tg.tensor([-2.0, 0.0, 3.0])
    np.testing.assert_array_equal(np.asarray(tg.angle(x.to(cuda)).cpu()), np.asarray(tg.angle(x)))
    np.testing.assert_array_equal(np.asarray(tg.rsub(x.to(cuda), 1.0, alpha=2).cpu()), np.asarray(tg.rsub(x, 1.0, alpha=2)))


@pytest.fixture
def cuda():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
    return "cuda"
