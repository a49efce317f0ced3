"""One float -> integer conversion for every cast path, whatever the
length (vector width), and PyTorch's overflow errors for Python numbers."""
import math
import re

import numpy as np
import pytest

import tensorgen as tg

INTS = ("uint8", "int8", "int16", "int32", "int64")
FLOATS = ("float64", "float32", "float16", "bfloat16")
# Out-of-range and special values: the C cast is undefined for them, so each
# path used to give what its instructions gave (saturate or wrap).
VALUES = [-1.0, 300.7, -300.7, 3000000001.0, -3000000001.0, 1e10, 2.0 ** 31 + 5, 2.0 ** 63, -2.0 ** 63,
          1e30, math.inf, -math.inf, math.nan, 65535.9, 70000.2, -129.5, 127.9]


def _expected(v, src, dst):
    """PyTorch's result on x86-64: int64 and uint8 go through int64, the other
    integer types through int32 (NaN and out-of-range give the type's minimum)."""
    v = float(tg.tensor([v], dtype=tg.float64).to(getattr(tg, src)).item())  # rounded to the source type
    via = 64 if dst in ("int64", "uint8") else 32
    i = -2 ** (via - 1) if v != v or not -2.0 ** (via - 1) <= v < 2.0 ** (via - 1) else int(v)
    bits = np.dtype(dst).itemsize * 8
    i &= (1 << bits) - 1
    return i - (1 << bits) if dst != "uint8" and i >= 1 << (bits - 1) else i


@pytest.mark.parametrize("src", FLOATS)
@pytest.mark.parametrize("dst", INTS)
def test_float_to_int_is_one_rule_for_every_length(src, dst):
    for n in range(1, 65):
        for v in VALUES[n % len(VALUES)::7]:  # every value at several lengths, all lengths covered
            x = tg.full((n,), v, dtype=tg.float64).to(getattr(tg, src))
            want = [_expected(v, src, dst)] * n
            assert x.to(getattr(tg, dst)).tolist() == want, (n, v)
            assert tg.zeros(n, dtype=getattr(tg, dst)).copy_(x).tolist() == want, (n, v)


def test_issue_example_uint8_copy_of_minus_one():
    assert tg.zeros(9, dtype=tg.uint8).copy_(tg.full((9,), -1.0)).tolist() == [255] * 9


def test_strided_and_mixed_values_and_cuda_simulator():
    vals = tg.tensor(VALUES * 4, dtype=tg.float64)
    for dst in INTS:
        want = [_expected(v, "float64", dst) for v in VALUES * 4]
        assert vals.to(getattr(tg, dst)).tolist() == want
        assert vals[::2].to(getattr(tg, dst)).tolist() == want[::2]
        assert vals.to("cuda").to(getattr(tg, dst)).cpu().tolist() == want
        assert tg.zeros(len(want), dtype=getattr(tg, dst), device="cuda").copy_(vals).cpu().tolist() == want
    assert vals.to(tg.bool).tolist() == [True] * len(VALUES) * 4


@pytest.mark.parametrize("src", FLOATS)
@pytest.mark.parametrize("dst", INTS + ("bool",))
def test_casts_match_torch(src, dst):
    torch = pytest.importorskip("torch")
    for n in (1, 7, 8, 9, 16, 33, 64):
        ref = torch.tensor(VALUES * n, dtype=torch.float64).to(getattr(torch, src)).to(getattr(torch, dst))
        x = tg.tensor(VALUES * n, dtype=tg.float64).to(getattr(tg, src))
        assert x.to(getattr(tg, dst)).tolist() == ref.tolist()
        assert tg.empty(len(VALUES) * n, dtype=getattr(tg, dst)).copy_(x).tolist() == ref.tolist()


@pytest.mark.parametrize("dst", INTS)
def test_tensor_from_python_numbers_refuses_overflow(dst):
    info = np.iinfo(dst)
    dtype = getattr(tg, dst)
    msg = f"value cannot be converted to type {dst} without overflow"
    for bad in (int(info.max) + 1 if dst != "int64" else None, 1e30, math.nan, math.inf, -math.inf):
        if bad is None:
            continue
        with pytest.raises(RuntimeError, match=msg):
            tg.tensor([1, bad], dtype=dtype)
        with pytest.raises(RuntimeError, match=msg):
            tg.tensor([[0], [bad]], dtype=dtype)
    assert tg.tensor([int(info.max)], dtype=dtype).tolist() == [int(info.max)]
    if dst != "uint8":
        assert tg.tensor([-1.5, 2.9], dtype=dtype).tolist() == [-1, 2]  # floats truncate
    assert tg.tensor([int(info.min)], dtype=dtype).tolist() == [int(info.min)]


def test_tensor_overflow_cases_from_the_issue():
    with pytest.raises(RuntimeError, match="value cannot be converted to type int8 without overflow"):
        tg.tensor([300], dtype=tg.int8)
    with pytest.raises(RuntimeError, match="value cannot be converted to type int8 without overflow"):
        tg.tensor(300, dtype=tg.int8)
    with pytest.raises(RuntimeError, match="type uint8 without overflow"):
        tg.tensor([-1.5], dtype=tg.uint8)
    assert tg.tensor([-1], dtype=tg.uint8).tolist() == [255]  # integers wrap into unsigned types
    assert tg.tensor([-300, 1e10], dtype=tg.int64).tolist() == [-300, 10 ** 10]
    # floats never overflow into a float type, bool takes anything; arrays and tensors are cast
    assert tg.tensor([1e30], dtype=tg.float16).tolist() == [math.inf]
    assert tg.tensor([300, math.nan], dtype=tg.bool).tolist() == [True, True]
    assert tg.tensor(np.array([300.5]), dtype=tg.int8).tolist() == [44]
    assert tg.tensor(tg.tensor([300.5]), dtype=tg.int8).tolist() == [44]


def test_scalar_arguments_refuse_overflow_with_c_type_names():
    with pytest.raises(RuntimeError, match="value cannot be converted to type int8_t without overflow"):
        tg.full((2,), 300, dtype=tg.int8)
    with pytest.raises(RuntimeError, match="value cannot be converted to type int without overflow"):
        tg.full((2,), 2 ** 31, dtype=tg.int32)
    with pytest.raises(RuntimeError, match="type int8_t without overflow"):
        tg.full((2,), math.nan, dtype=tg.int8)
    assert tg.full((2,), 1e6, dtype=tg.float16).tolist() == [math.inf] * 2
    with pytest.raises(RuntimeError, match="type float without overflow"):
        tg.full((2,), 1e300, dtype=tg.float32)
    with pytest.raises(RuntimeError, match="type int8_t without overflow"):
        tg.ones(2, dtype=tg.int8).fill_(300)
    with pytest.raises(RuntimeError, match="type int8_t without overflow"):
        tg.full_like(tg.ones(2, dtype=tg.int8), 300)
    assert tg.full((2,), -1, dtype=tg.uint8).tolist() == [255, 255]
    assert tg.full((1,), 1e300, dtype=tg.bfloat16).tolist() == [math.inf]
    # a Python number in arithmetic wraps (it is a wrapped-number tensor), as PyTorch
    assert (tg.ones(1, dtype=tg.int8) + 1000).tolist() == [-23]


def test_scalar_overflow_matches_torch():
    torch = pytest.importorskip("torch")
    # half and bfloat16 left out: PyTorch refuses 1e300 for them only when filling more than one element
    for d in ("uint8", "int8", "int16", "int32", "int64", "float32"):
        for v in (-300, -1, 300, 2 ** 31, 2 ** 63 - 1, 1500.0, -1.5, 1e10, 1e300, math.nan):
            try:
                want = torch.full((2,), v, dtype=getattr(torch, d)).tolist()
            except RuntimeError as e:
                with pytest.raises(RuntimeError, match=re.escape(str(e))):
                    tg.full((2,), v, dtype=getattr(tg, d))
                continue
            got = tg.full((2,), v, dtype=getattr(tg, d)).tolist()
            assert got == want or (got[0] != got[0] and want[0] != want[0]), (d, v)
