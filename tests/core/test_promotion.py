"""Type promotion (docs/dtypes.md): all 10x10 dtype pairs for tensor/zero-dim/
Python-scalar operands, the public helpers, per-op categories, and the cast
rules of out= and in-place results. Expectations are hand-coded from the
documented rules; where torch is installed it is consulted as well."""
import math

import numpy as np
import pytest

import tensorgen as tg

DTYPES = (tg.bool, tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64, tg.float16, tg.bfloat16, tg.float32,
          tg.float64)
_AB = {"b": tg.bool, "u8": tg.uint8, "i8": tg.int8, "i16": tg.int16, "i32": tg.int32, "i64": tg.int64,
       "f16": tg.float16, "bf16": tg.bfloat16, "f32": tg.float32, "f64": tg.float64}
# PyTorch's promote_types table, rows and columns in DTYPES order.
_TABLE = [
    "b u8 i8 i16 i32 i64 f16 bf16 f32 f64",
    "u8 u8 i16 i16 i32 i64 f16 bf16 f32 f64",
    "i8 i16 i8 i16 i32 i64 f16 bf16 f32 f64",
    "i16 i16 i16 i16 i32 i64 f16 bf16 f32 f64",
    "i32 i32 i32 i32 i32 i64 f16 bf16 f32 f64",
    "i64 i64 i64 i64 i64 i64 f16 bf16 f32 f64",
    "f16 f16 f16 f16 f16 f16 f16 f32 f32 f64",
    "bf16 bf16 bf16 bf16 bf16 bf16 f32 bf16 f32 f64",
    "f32 f32 f32 f32 f32 f32 f32 f32 f32 f64",
    "f64 f64 f64 f64 f64 f64 f64 f64 f64 f64",
]
PROMOTE = {(a, b): _AB[name] for a, row in zip(DTYPES, _TABLE) for b, name in zip(DTYPES, row.split())}
PAIRS = [(a, b) for a in DTYPES for b in DTYPES]
PAIR_IDS = [f"{a.name}-{b.name}" for a, b in PAIRS]


def category(d):
    return 2 if d.is_floating_point else 0 if d is tg.bool else 1


def expected_dim_zero(dim, zero):
    """Dimensioned tensor with a zero-dim tensor: the zero-dim one only counts
    when its category is higher, and then its own dtype is kept."""
    return zero if category(zero) > category(dim) else dim


def expected_with_scalar(t, value):
    """A tensor (of any dim) with a Python scalar."""
    kind = category(tg.bool if isinstance(value, bool) else tg.int64 if isinstance(value, int) else tg.float32)
    if kind <= category(t):
        return t
    return tg.int64 if kind == 1 else tg.get_default_dtype()


def _torch():
    try:
        import torch
    except ImportError:
        return None
    return torch


def _tt(torch, d, shape):
    return torch.zeros(shape, dtype=getattr(torch, d.name))


@pytest.fixture
def default_float64():
    tg.set_default_dtype(tg.float64)
    yield
    tg.set_default_dtype(tg.float32)


# ----------------------------------------------------------------- the table
def test_table_is_symmetric_and_matches_documented_examples():
    for a, b in PAIRS:
        assert PROMOTE[a, b] is PROMOTE[b, a]
    assert PROMOTE[tg.int64, tg.int32] is tg.int64
    assert PROMOTE[tg.bool, tg.int64] is tg.int64
    assert PROMOTE[tg.bool, tg.uint8] is tg.uint8
    assert PROMOTE[tg.float32, tg.float64] is tg.float64
    assert PROMOTE[tg.bool, tg.int32] is tg.int32
    assert PROMOTE[tg.int64, tg.float32] is tg.float32
    torch = _torch()
    if torch is not None:
        for a, b in PAIRS:
            assert str(torch.promote_types(getattr(torch, a.name), getattr(torch, b.name))) == f"torch.{PROMOTE[a, b].name}"


@pytest.mark.parametrize("a,b", PAIRS, ids=PAIR_IDS)
def test_pair(a, b):
    want = PROMOTE[a, b]
    assert tg.promote_types(a, b) is want
    x, y = tg.ones(2, dtype=a), tg.ones(2, dtype=b)
    x0, y0 = tg.ones((), dtype=a), tg.ones((), dtype=b)
    # tensor (+) tensor, zero-dim (+) zero-dim
    assert tg.result_type(x, y) is want
    assert tg.result_type(x0, y0) is want
    assert tg.mul(x, y).dtype is want
    assert tg.mul(x0, y0).dtype is want and tg.mul(x0, y0).shape == ()
    # tensor (+) zero-dim, in both orders
    assert tg.result_type(x, y0) is expected_dim_zero(a, b)
    assert tg.result_type(x0, y) is expected_dim_zero(b, a)
    assert tg.mul(x, y0).dtype is expected_dim_zero(a, b)
    assert tg.mul(x0, y).dtype is expected_dim_zero(b, a)
    assert tg.mul(x, y).tolist() == [1, 1]
    # can_cast: no floating -> integral/bool, no non-bool -> bool
    assert tg.can_cast(a, b) is (not (category(a) > category(b)))
    torch = _torch()
    if torch is not None:
        ta, tb = getattr(torch, a.name), getattr(torch, b.name)
        assert torch.can_cast(ta, tb) == tg.can_cast(a, b)
        for sa in ((2,), ()):
            for sb in ((2,), ()):
                got = tg.result_type(tg.ones(sa, dtype=a), tg.ones(sb, dtype=b))
                assert str(torch.result_type(_tt(torch, a, sa), _tt(torch, b, sb))) == f"torch.{got.name}"


@pytest.mark.parametrize("dtype", DTYPES, ids=[d.name for d in DTYPES])
@pytest.mark.parametrize("shape", [(3,), ()], ids=["tensor", "zerodim"])
def test_tensor_with_python_scalars(dtype, shape):
    t = tg.ones(shape, dtype=dtype)
    for value in (True, 2, 2.5):
        want = expected_with_scalar(dtype, value)
        assert tg.result_type(t, value) is want
        assert tg.result_type(value, t) is want
        assert tg.mul(t, value).dtype is want and tg.mul(value, t).dtype is want
        assert (t * value).dtype is want and (value * t).dtype is want
    torch = _torch()
    if torch is not None:
        for value in (True, 2, 2.5):
            assert str(torch.result_type(_tt(torch, dtype, shape), value)) == f"torch.{tg.result_type(t, value).name}"


def test_default_dtype_drives_float_scalars(default_float64):
    assert tg.result_type(tg.ones(2, dtype=tg.int32), 1.5) is tg.float64
    assert (tg.ones(2, dtype=tg.int32) + 1.5).dtype is tg.float64
    assert tg.ones(2, dtype=tg.float16).add(1.5).dtype is tg.float16
    assert tg.add(5, 5.5).dtype is tg.float64
    assert tg.sqrt(tg.tensor([4])).dtype is tg.float64


def test_scalar_with_scalar():
    assert tg.add(5, 5).dtype is tg.int64 and tg.add(5, 5).item() == 10 and tg.add(5, 5).shape == ()
    assert tg.add(5, 5.5).dtype is tg.float32
    assert tg.add(True, True).dtype is tg.bool
    assert tg.add(True, 2).dtype is tg.int64
    assert tg.mul(2.0, True).dtype is tg.float32
    assert tg.result_type(1, 2) is tg.int64
    assert tg.result_type(1, 2.0) is tg.float32
    assert tg.result_type(False, True) is tg.bool


def test_documented_examples():
    i32 = tg.tensor([1, 2], dtype=tg.int32)
    assert (i32 + 5).dtype is tg.int32
    assert (i32 + tg.tensor(5)).dtype is tg.int32  # long zero-dim: same category, dims win
    assert (tg.tensor([1, 2]) + i32).dtype is tg.int64
    assert (tg.tensor([True]) + tg.tensor([1])).dtype is tg.int64
    assert (tg.tensor([True]) + tg.tensor([1], dtype=tg.uint8)).dtype is tg.uint8
    assert (tg.tensor([1.0]) + tg.tensor([1.0], dtype=tg.float64)).dtype is tg.float64
    assert (tg.tensor([True]) + i32).dtype is tg.int32
    assert (tg.tensor([1]) + tg.tensor([1.0])).dtype is tg.float32
    # values are never inspected
    assert (tg.tensor([1, 2], dtype=tg.uint8) + 1000).dtype is tg.uint8
    assert (tg.tensor([1, 2], dtype=tg.uint8) + 1000).tolist() == [233, 234]  # the scalar wraps, as torch
    assert (tg.tensor([1], dtype=tg.int8) + tg.tensor([1000])[0]).tolist() == [-23]
    assert (tg.tensor([1], dtype=tg.int8) + tg.tensor(1000, dtype=tg.int64)).dtype is tg.int8
    assert (tg.tensor([1], dtype=tg.int8) + tg.tensor(2.5, dtype=tg.float64)).dtype is tg.float64
    assert (tg.tensor([1], dtype=tg.float16) + tg.tensor(2.5, dtype=tg.float64)).dtype is tg.float16


def test_integer_operands_round_through_the_narrow_dtype():
    # As PyTorch: an int32 joining a half op is cast to half (100000 -> inf)
    # before the float32 computation.
    h = tg.tensor([1.0, 2.0], dtype=tg.float16)
    i = tg.tensor([100000, 2049], dtype=tg.int32)
    assert (h + i).tolist() == [math.inf, 2050.0]
    assert (tg.tensor([1.0], dtype=tg.bfloat16) + tg.tensor([257], dtype=tg.int16)).tolist() == [256.0]
    assert h.add_(i) is h and h.tolist() == [math.inf, 2050.0]


def test_result_type_needs_an_operand():
    with pytest.raises(TypeError, match="result_type"):
        tg.result_type()


# ----------------------------------------------------------------- per-op categories
def test_int_to_float_category():
    for d in (tg.bool, tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64):
        x = tg.ones(2, dtype=d)
        for f in (tg.sqrt, tg.exp, tg.sin, tg.sigmoid, tg.reciprocal, tg.erfinv, tg.log2):
            assert f(x).dtype is tg.float32
        assert tg.div(x, x).dtype is tg.float32 and (x / x).dtype is tg.float32
        assert tg.atan2(x, x).dtype is tg.float32
    for d in (tg.float16, tg.bfloat16, tg.float64):
        assert tg.sqrt(tg.ones(2, dtype=d)).dtype is d
    assert tg.div(tg.ones(2, dtype=tg.int16), tg.ones(2, dtype=tg.float16)).dtype is tg.float16


def test_always_bool_category():
    for d in DTYPES:
        x = tg.ones(2, dtype=d)
        for f in (tg.eq, tg.ne, tg.lt, tg.le, tg.gt, tg.ge, tg.logical_and, tg.logical_or, tg.logical_xor):
            assert f(x, x).dtype is tg.bool
        assert tg.logical_not(x).dtype is tg.bool
    assert (tg.ones(2, dtype=tg.uint8) < 2.5).tolist() == [True, True]  # compared after promotion


def test_bool_to_long_category():
    b = tg.tensor([True, False])
    assert tg.pow(b, 2).dtype is tg.int64 and tg.pow(b, 2).tolist() == [1, 0]
    assert tg.pow(2, b).dtype is tg.int64 and tg.pow(2, b).tolist() == [2, 1]
    with pytest.raises(RuntimeError, match='"pow" not implemented for \'Bool\''):
        tg.pow(b, b)  # as PyTorch: bool_to_long applies to the result, not to the dtype check
    assert tg.square(b).dtype is tg.int64 and tg.square(b).tolist() == [1, 0]
    assert tg.square(tg.ones(2, dtype=tg.int8)).dtype is tg.int8
    assert tg.pow(b, 2.0).dtype is tg.float32


def test_default_and_no_opmath_categories():
    b = tg.tensor([True, False])
    assert tg.add(b, b).dtype is tg.bool and tg.add(b, b).tolist() == [True, False]
    assert tg.mul(b, b).dtype is tg.bool
    assert tg.maximum(b, b).dtype is tg.bool
    assert tg.div(tg.ones(2, dtype=tg.int16), 2, rounding_mode="floor").dtype is tg.int16
    h = tg.tensor([1.5, 2.5], dtype=tg.float16)
    assert tg.where(b, h, h).dtype is tg.float16
    assert tg.where(b, h, tg.tensor([1.0, 2.0], dtype=tg.bfloat16)).dtype is tg.float32
    assert tg.abs(tg.tensor([-1], dtype=tg.int8)).dtype is tg.int8


# ----------------------------------------------------------------- casting into outputs
ALLOWED = [(tg.float32, tg.float64), (tg.float32, tg.int32), (tg.float32, tg.uint8), (tg.float32, tg.bool),
           (tg.int32, tg.int64), (tg.int32, tg.uint8), (tg.uint8, tg.int32), (tg.float16, tg.float64),
           (tg.int8, tg.bool), (tg.bool, tg.bool)]
REJECTED = [(tg.int32, tg.float32, "Float", "Int"), (tg.bool, tg.int32, "Int", "Bool"),
            (tg.bool, tg.uint8, "Byte", "Bool"), (tg.uint8, tg.float16, "Half", "Byte"),
            (tg.int64, tg.bfloat16, "BFloat16", "Long"), (tg.bool, tg.float64, "Double", "Bool"),
            (tg.bool, tg.float16, "Half", "Bool"), (tg.int8, tg.bfloat16, "BFloat16", "Char")]


@pytest.mark.parametrize("target,other", ALLOWED, ids=[f"{a.name}*={b.name}" for a, b in ALLOWED])
def test_inplace_casts_allowed(target, other):
    x = tg.tensor([1, 2, 3], dtype=target) if target is not tg.bool else tg.tensor([True, False, True])
    y = tg.tensor([2, 2, 2], dtype=other) if other is not tg.bool else tg.tensor([True, True, False])
    want = (x * y).numpy().astype(target.np)
    res = x.mul_(y)
    assert res is x and x.dtype is target
    assert x.numpy().tolist() == want.tolist()


@pytest.mark.parametrize("target,other,res_name,out_name", REJECTED,
                         ids=[f"{a.name}*={b.name}" for a, b, _, _ in REJECTED])
def test_inplace_and_out_cast_errors_leave_output_untouched(target, other, res_name, out_name):
    x = tg.tensor([1, 0, 1], dtype=target)
    y = tg.tensor([2, 2, 2], dtype=other)
    msg = f"result type {res_name} can't be cast to the desired output type {out_name}"
    before = x.tolist()
    with pytest.raises(RuntimeError) as e:
        x.mul_(y)
    assert str(e.value) == msg
    assert x.tolist() == before
    with pytest.raises(RuntimeError) as e:
        x *= y
    assert str(e.value) == msg and x.tolist() == before
    out = tg.tensor([7, 7, 7], dtype=target)
    with pytest.raises(RuntimeError) as e:
        tg.mul(x, y, out=out)
    assert str(e.value) == msg
    assert out.tolist() == tg.tensor([7, 7, 7], dtype=target).tolist()


def test_out_of_another_dtype_receives_the_result_dtype_values():
    b = tg.tensor([True, False, True])
    out = tg.zeros(3, dtype=tg.uint8)
    assert tg.add(b, b, out=out).tolist() == [1, 0, 1]  # bool add is logical or, then cast
    i8 = tg.tensor([100, -100], dtype=tg.int8)
    out = tg.zeros(2, dtype=tg.int64)
    assert tg.add(i8, i8, out=out).tolist() == [-56, 56]  # int8 wraps before widening
    h = tg.tensor([0.1], dtype=tg.float16)
    out = tg.zeros(1, dtype=tg.float64)
    tg.mul(h, 3, out=out)
    assert out.item() == float(np.float16(np.float32(np.float16(0.1)) * 3))  # rounded to half first


def test_out_casts_and_scalar_inplace():
    out = tg.empty(3, dtype=tg.float64)
    assert tg.add(tg.tensor([1, 2, 3]), 1, out=out) is out and out.tolist() == [2.0, 3.0, 4.0]
    out = tg.zeros(3, dtype=tg.int8)
    tg.mul(tg.tensor([1, 2, 3], dtype=tg.int64), 2, out=out)
    assert out.tolist() == [2, 4, 6]
    x = tg.tensor([1, 2], dtype=tg.int32)
    with pytest.raises(RuntimeError, match="result type Float can't be cast to the desired output type Int"):
        x.add_(1.5)
    with pytest.raises(RuntimeError, match="result type Float can't be cast to the desired output type Int"):
        x.sqrt_()
    with pytest.raises(RuntimeError, match="result type Float can't be cast to the desired output type Long"):
        tg.div(tg.tensor([1]), 2, out=tg.zeros(1, dtype=tg.int64))
    assert x.tolist() == [1, 2]
    b = tg.tensor([True, False])
    assert b.eq_(tg.tensor([True, True])).tolist() == [True, False]  # comparisons write bool
    f = tg.tensor([1.0, 2.0])
    assert f.lt_(1.5).tolist() == [1.0, 0.0] and f.dtype is tg.float32
