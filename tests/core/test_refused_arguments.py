"""Calls PyTorch refuses, refused here too with its error: negative
isclose tolerances, a 2-D prelu weight, a non-positive triplet margin, a bool
for an int argument, and a pointwise call whose operands are all Python numbers
(only add, sub, mul, div and floor_divide take numbers alone, as PyTorch)."""
import pytest

import tensorgen as tg
import tensorgen.nn.functional as F

NO_TENSOR = ["pow", "remainder", "bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_left_shift",
             "bitwise_right_shift", "xlogy", "float_power", "atan2", "fmod", "maximum", "eq", "hypot", "copysign",
             "logaddexp"]
NUMBERS_OK = {"add": 5, "sub": -1, "mul": 6, "div": 2 / 3, "true_divide": 2 / 3, "floor_divide": 0, "multiply": 6,
              "subtract": -1, "divide": 2 / 3}


@pytest.mark.parametrize("name", ["rtol", "atol"])
def test_isclose_negative_tolerances(name):
    for call in (tg.isclose, tg.allclose, lambda a, b, **k: a.isclose(b, **k)):
        with pytest.raises(RuntimeError, match=f"{name} must be greater than or equal to zero, but got -0.4"):
            call(tg.ones(2), tg.ones(2), **{name: -0.4})
    assert tg.isclose(tg.ones(2), tg.ones(2), rtol=0.0, atol=0.0).tolist() == [True, True]


def test_prelu_weight_must_be_a_scalar_or_a_vector():
    with pytest.raises(RuntimeError, match="prelu: Expected `weight` to be a scalar or 1D tensor, but got: ndim = 2"):
        F.prelu(tg.ones(2, 3), tg.ones(3, 1))
    assert F.prelu(tg.tensor([[-1.0, 2.0, -3.0]]), tg.tensor(0.25)).tolist() == [[-0.25, 2.0, -0.75]]
    assert F.prelu(tg.tensor([[-1.0, 2.0, -3.0]]), tg.tensor([0.5, 0.5, 0.1])).tolist()[0][2] == pytest.approx(-0.3)


@pytest.mark.parametrize("margin", [-1, 0, -0.5])
def test_triplet_margin_must_be_positive(margin):
    with pytest.raises(ValueError, match=f"margin must be greater than 0, got {margin}"):
        F.triplet_margin_loss(tg.ones(2, 3), tg.ones(2, 3), tg.ones(2, 3), margin=margin)


def test_int_arguments_refuse_bool():
    x = tg.ones(4, 4)
    cases = [(lambda: x.narrow(0, True, 2), "narrow", "start"), (lambda: tg.narrow(x, 0, 1, True), "narrow", "length"),
             (lambda: x.select(0, True), "select", "index"), (lambda: x.unsqueeze(True), "unsqueeze", "dim"),
             (lambda: x.split(True), "split", "split_size"), (lambda: x.chunk(True), "chunk", "chunks"),
             (lambda: x.diagonal(True), "diagonal", "offset")]
    for call, op, arg in cases:
        with pytest.raises(TypeError, match=f"{op}\\(\\): argument '{arg}' must be int, not bool"):
            call()
    with pytest.raises(TypeError, match="narrow\\(\\): argument 'start' must be int, not float"):
        x.narrow(0, 1.0, 2)
    with pytest.raises(RuntimeError, match="start must be an 0-dim integral Tensor."):
        x.narrow(0, tg.tensor(True), 2)
    assert x.narrow(0, tg.tensor(1), 2).shape == (2, 4)  # narrow's Tensor overload
    assert x.narrow(0, __import__("numpy").int64(1), 2).shape == (2, 4)


@pytest.mark.parametrize("name", NO_TENSOR)
def test_pointwise_ops_need_a_tensor_operand(name):
    with pytest.raises(TypeError, match=f"{name}\\(\\)"):
        getattr(tg, name)(2, 3)
    two, three = (tg.tensor(2), tg.tensor(3)) if name.startswith("bitwise") else (tg.tensor(2.), tg.tensor(3.))
    assert getattr(tg, name)(two, three).shape == ()


@pytest.mark.parametrize("name", ["exp", "neg", "abs", "sigmoid"])
def test_unary_ops_need_a_tensor(name):
    with pytest.raises(TypeError, match=f"{name}\\(\\): argument 'self' \\(position 1\\) must be Tensor, not int"):
        getattr(tg, name)(2)


@pytest.mark.parametrize("name,want", sorted(NUMBERS_OK.items()))
def test_arithmetic_takes_numbers_alone(name, want):
    r = getattr(tg, name)(2, 3)
    assert r.shape == () and r.item() == pytest.approx(want)


def test_matches_torch():
    torch = pytest.importorskip("torch")
    for name in NO_TENSOR:
        with pytest.raises(TypeError):
            getattr(torch, name)(2, 3)
    for name, want in NUMBERS_OK.items():
        assert getattr(torch, name)(2, 3).item() == pytest.approx(want)
    with pytest.raises(RuntimeError, match="rtol must be greater than or equal to zero, but got -0.4"):
        torch.isclose(torch.ones(2), torch.ones(2), rtol=-0.4)
    with pytest.raises(TypeError):
        torch.ones(4).narrow(0, True, 2)
