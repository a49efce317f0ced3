"""hardtanh and relu6 on integer tensors, as PyTorch: the limits
truncated to integers, the result in the input's dtype; bool refused, and
negative limits for uint8. kthvalue of a bool tensor is refused, as PyTorch
2.13 refuses it ("kthvalue_cpu" not implemented for 'Bool')."""
import pytest

import tensorgen as tg
import tensorgen.nn.functional as F

SIGNED = ["int8", "int16", "int32", "int64"]


@pytest.mark.parametrize("dtype", SIGNED)
def test_hardtanh_and_relu6_keep_the_integer_dtype(dtype):
    dt = getattr(tg, dtype)
    x = tg.tensor([-3, -2, 0, 2, 3, 9], dtype=dt)
    for got, want in ((F.hardtanh(x), [-1, -1, 0, 1, 1, 1]), (F.hardtanh(x, -2.7, 2.7), [-2, -2, 0, 2, 2, 2]),
                      (F.relu6(x), [0, 0, 0, 2, 3, 6]), (tg.nn.ReLU6()(x), [0, 0, 0, 2, 3, 6]),
                      (tg.nn.Hardtanh(-2, 2)(x), [-2, -2, 0, 2, 2, 2])):
        assert got.dtype is dt and got.tolist() == want
    y = x.clone()
    assert F.relu6(y, inplace=True) is y and y.tolist() == [0, 0, 0, 2, 3, 6]


def test_uint8_and_bool():
    x = tg.tensor([0, 3, 9], dtype=tg.uint8)
    assert F.relu6(x).tolist() == [0, 3, 6] and F.relu6(x).dtype is tg.uint8
    assert F.hardtanh(x, -0.5, 2).tolist() == [0, 2, 2]  # -0.5 truncates to 0: no negative limit
    with pytest.raises(RuntimeError, match="cannot do hardtanh on an unsigned type with negative limits"):
        F.hardtanh(x)
    with pytest.raises(RuntimeError, match="Bool inputs not supported for hardtanh"):
        F.hardtanh(tg.tensor([True, False]))


@pytest.mark.parametrize("dtype", SIGNED + ["uint8", "float16", "bfloat16", "float32", "float64"])
def test_matches_torch(dtype):
    torch = pytest.importorskip("torch")
    vals = [0, 1, 3, 5, 7, 9] if dtype == "uint8" else [-9, -3, -1, 0, 1, 3, 7]
    for fn in (lambda F_, x: F_.relu6(x), lambda F_, x: F_.hardtanh(x, 0.5, 4.5)):
        got = fn(F, tg.tensor(vals, dtype=getattr(tg, dtype)))
        want = fn(torch.nn.functional, torch.tensor(vals, dtype=getattr(torch, dtype)))
        assert str(got.dtype).split(".")[-1] == str(want.dtype).split(".")[-1]
        assert got.float().tolist() == want.float().tolist()


def test_kthvalue_of_bool_is_refused_as_pytorch():
    with pytest.raises(RuntimeError, match="kthvalue.* not implemented for 'Bool'"):
        tg.kthvalue(tg.tensor([True, False, True]), 2)
    assert tg.kthvalue(tg.tensor([3, 1, 2], dtype=tg.uint8), 2).values.item() == 2
    torch = pytest.importorskip("torch")
    with pytest.raises(RuntimeError, match="not implemented for 'Bool'"):  # NotImplementedError is one
        torch.kthvalue(torch.tensor([True, False, True]), 2)
