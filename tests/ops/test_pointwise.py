"""Every pointwise operator of ops.yaml against a NumPy float64/int64 reference:
every dtype, layouts (transposed, strided, broadcast), scalars, zero-dim and
empty tensors, and the function / method / in-place / out= / operator forms."""
import math

import numpy as np
import pytest

import tensorgen as tg
from tensorgen.generated import ops as generated_ops

from support.pointwise_ref import (ALL, BINARY, DIV_MODES, UNARY, as_ref, assert_matches, result_dtype,
                            second_values, values)

IDS = {d: d.name for d in ALL}


# The pointwise coverage list; other families test their own ops.
FOUNDATION = set("""abs acos asin atan atan2 add sub mul div pow neg reciprocal sqrt rsqrt exp expm1 log log2
log10 log1p sin cos tan sinh cosh tanh sigmoid sign ceil floor round trunc frac clamp sgn erf erfc erfinv digamma
bitwise_not logical_not eq ne lt le gt ge remainder maximum minimum where""".split())


def test_every_foundation_pointwise_op_is_generated_and_covered():
    covered = set(UNARY) | set(BINARY) | {"clamp", "where"}
    generated = {name for name, op in generated_ops.RECORDS.items() if op.family.name == "pointwise"}
    assert FOUNDATION <= generated, sorted(FOUNDATION - generated)
    assert FOUNDATION <= covered, sorted(FOUNDATION - covered)
    assert covered <= generated, sorted(covered - generated)


def _tensor(arr, dtype):
    return tg.tensor(arr, dtype=dtype)


def _supported(table):
    """(op, dtype) for every dtype the op supports; the others are
    test_unsupported_dtype_errors' cases."""
    return [pytest.param(name, d, id=f"{name}-{d.name}") for name in sorted(table) for d in ALL
            if d in table[name][2]]


@pytest.mark.parametrize("name,dtype", _supported(UNARY))
def test_unary_values(name, dtype):
    ref, category, _ = UNARY[name]
    out_dtype = result_dtype(category, dtype)
    x = _tensor(values(dtype).reshape(2, -1), dtype)
    res = getattr(tg, name)(x)
    with np.errstate(all="ignore"):
        want = ref(as_ref(x.numpy(), out_dtype))
    assert_matches(res, want, out_dtype)


@pytest.mark.parametrize("name,dtype", _supported(BINARY))
def test_binary_values(name, dtype):
    ref, category, _ = BINARY[name]
    a = values(dtype)
    b = second_values(dtype, name)
    n = min(len(a), len(b))
    x, y = _tensor(a[:n].reshape(2, -1), dtype), _tensor(b[:n].reshape(2, -1), dtype)
    res = getattr(tg, name)(x, y)
    out_dtype = result_dtype(category, dtype)
    with np.errstate(all="ignore"):
        want = ref(as_ref(x.numpy(), out_dtype), as_ref(y.numpy(), out_dtype))
    assert_matches(res, want, out_dtype)


@pytest.mark.parametrize("dtype", [d for d in ALL if d is not tg.bool], ids=IDS.get)
@pytest.mark.parametrize("mode", sorted(DIV_MODES))
def test_div_rounding_modes(mode, dtype):
    a, b = values(dtype), second_values(dtype, "div_mode")
    n = min(len(a), len(b))
    x, y = _tensor(a[:n], dtype), _tensor(b[:n], dtype)
    res = tg.div(x, y, rounding_mode=mode)
    with np.errstate(all="ignore"):
        want = DIV_MODES[mode](as_ref(x.numpy()), as_ref(y.numpy()))
    assert_matches(res, want, dtype)  # rounding modes keep integer dtypes
    assert_matches(x.div(y, rounding_mode=mode), want, dtype)


def test_div_rounding_mode_errors():
    x = tg.tensor([1.0])
    with pytest.raises(RuntimeError, match="div expected rounding_mode to be one of None, 'trunc', or 'floor' "
                                           "but found 'round'"):
        tg.div(x, x, rounding_mode="round")
    with pytest.raises(RuntimeError, match='"div" not implemented for \'Bool\''):
        tg.div(tg.tensor([True]), tg.tensor([True]), rounding_mode="floor")


@pytest.mark.parametrize("name", ["floor_divide", "remainder", "fmod", "div"])
@pytest.mark.parametrize("dtype", [tg.uint8, tg.int32, tg.int64], ids=IDS.get)
def test_integer_division_by_zero_raises_before_writing(name, dtype):
    x = tg.tensor([5, 6, 7], dtype=dtype)
    y = tg.tensor([1, 0, 2], dtype=dtype)
    kw = {"rounding_mode": "trunc"} if name == "div" else {}
    with pytest.raises(RuntimeError, match="ZeroDivisionError"):
        getattr(tg, name)(x, y, **kw)
    with pytest.raises(RuntimeError, match="ZeroDivisionError"):
        getattr(tg, name)(x, 0, **kw)
    before = x.tolist()
    with pytest.raises(RuntimeError, match="ZeroDivisionError"):
        getattr(x, name + "_")(y, **kw)
    assert x.tolist() == before
    # Floats divide by zero to inf/nan; an empty result never divides.
    assert np.isnan(tg.remainder(x.float(), y.float()).numpy()).tolist() == [False, True, False]
    assert getattr(tg, name)(x[:0], y[:0], **kw).shape == (0,)


def test_integer_pow_negative_exponent():
    base = tg.tensor([0, 1, -1, 2, -2, 1, -1], dtype=tg.int64)
    exp = tg.tensor([-1, -3, -3, -1, -2, 5, 4], dtype=tg.int64)
    assert tg.pow(base, exp).tolist() == [0, 1, -1, 0, 0, 1, 1]
    assert tg.pow(tg.tensor([True, False]), tg.tensor([2, -1])).tolist() == [1, 0]
    assert tg.pow(tg.tensor([0.0, -0.0]), -1).tolist() == [math.inf, -math.inf]
    # a negative Python int exponent is refused for integer bases (tensors are not)
    for call in (lambda: base ** -1, lambda: tg.pow(base, -2), lambda: base.clone().pow_(-1),
                 lambda: tg.pow(tg.tensor([True]), -1)):
        with pytest.raises(RuntimeError, match="Integers to negative integer powers are not allowed."):
            call()
    assert tg.pow(base, tg.tensor(-1)).tolist() == [0, 1, -1, 0, 0, 1, -1]
    assert (base.float() ** -1).dtype is tg.float32
    # wrap-around of large integer powers, as PyTorch's loop
    assert tg.pow(tg.tensor([255, 3], dtype=tg.int32), tg.tensor([2147483647, 21], dtype=tg.int32)).tolist() \
        == [-16843009, 1870418611]


def test_ceil_floor_trunc_round_keep_integers():
    x = tg.tensor([0, 7, 200, 255], dtype=tg.uint8)
    for name in ("ceil", "floor", "trunc", "round"):
        res = getattr(tg, name)(x)
        assert res.dtype is tg.uint8 and res.tolist() == [0, 7, 200, 255], name


def test_round_half_even_and_decimals():
    x = tg.tensor([0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 2.675, 1234.5], dtype=tg.float64)
    assert tg.round(x).tolist() == [0.0, 2.0, 2.0, -0.0, -2.0, -2.0, 3.0, 1234.0]
    np.testing.assert_allclose(tg.round(x, decimals=1).numpy(), np.round(x.numpy(), 1))
    np.testing.assert_allclose(tg.round(x, decimals=-2).numpy(), np.round(x.numpy(), -2))
    h = tg.tensor([2.5, 3.5, 0.5], dtype=tg.float16)
    assert tg.round(h).tolist() == [2.0, 4.0, 0.0]


def test_sign_of_special_values():
    x = tg.tensor([math.nan, -math.inf, math.inf, -0.0, 0.0, -2.0, 3.0])
    assert tg.sign(x).tolist() == [0.0, -1.0, 1.0, 0.0, 0.0, -1.0, 1.0]
    assert tg.sgn(x).tolist() == [0.0, -1.0, 1.0, 0.0, 0.0, -1.0, 1.0]
    assert tg.sign(tg.tensor([True, False])).tolist() == [True, False]
    assert tg.sign(tg.tensor([-3, 0, 4], dtype=tg.int8)).tolist() == [-1, 0, 1]


def test_remainder_and_fmod_signs():
    a = tg.tensor([5, -5, 5, -5], dtype=tg.int32)
    b = tg.tensor([3, 3, -3, -3], dtype=tg.int32)
    assert tg.remainder(a, b).tolist() == [2, 1, -1, -2]  # sign of the divisor
    assert tg.fmod(a, b).tolist() == [2, -2, 2, -2]       # sign of the dividend
    assert tg.remainder(a.double(), b.double()).tolist() == [2.0, 1.0, -1.0, -2.0]
    assert tg.fmod(a.double(), b.double()).tolist() == [2.0, -2.0, 2.0, -2.0]
    assert tg.floor_divide(a, b).tolist() == [1, -2, -2, 1]
    assert tg.div(a, b, rounding_mode="trunc").tolist() == [1, -1, -1, 1]
    # signed zeros and infinite divisors, as PyTorch (fmod-based, not Python's %)
    x = tg.tensor([-0.0, 3.0, -5.0, 5.0, math.inf], dtype=tg.float64)
    y = tg.tensor([3.0, -3.0, math.inf, -math.inf, 2.0], dtype=tg.float64)
    rem, fm = tg.remainder(x, y).tolist(), tg.fmod(x, y).tolist()
    assert [math.copysign(1, v) for v in rem[:2]] == [-1.0, 1.0] and rem[2:4] == [math.inf, -math.inf]
    assert fm[:4] == [-0.0, 0.0, -5.0, 5.0] and math.copysign(1, fm[0]) == -1.0 and math.isnan(fm[4])
    assert math.isnan(rem[4])


@pytest.mark.parametrize("dtype", [tg.float16, tg.bfloat16], ids=IDS.get)
def test_narrow_float_results_are_rounded_once(dtype):
    # Computed in float32, rounded to the narrow dtype (round half to even).
    vals = np.linspace(-4, 4, 97)
    x = tg.tensor(vals, dtype=dtype)
    xs = x.numpy().astype(np.float64)
    res = tg.exp(x)
    want = np.exp(xs.astype(np.float32)).astype(dtype.np)
    np.testing.assert_array_equal(res.numpy().astype(np.float64), want.astype(np.float64))
    res = tg.add(x, x)
    np.testing.assert_array_equal(res.numpy().astype(np.float64),
                                  (xs + xs).astype(np.float32).astype(dtype.np).astype(np.float64))


# ----------------------------------------------------------------- unsupported dtypes
UNSUPPORTED = [(name, d) for table in (UNARY, BINARY) for name, (_, _, dts) in table.items()
               for d in ALL if d not in dts and name != "sub"]


@pytest.mark.parametrize("name,dtype", UNSUPPORTED, ids=[f"{n}-{d.name}" for n, d in UNSUPPORTED])
def test_unsupported_dtype_errors(name, dtype):
    x = tg.ones(3, dtype=dtype)
    args = (x,) if name in UNARY else (x, x)
    if name == "neg":
        msg = "Negation, the `-` operator, on a bool tensor is not supported."
    else:
        msg = f'"{name}" not implemented for \'{dtype.pt_name}\''
    with pytest.raises(RuntimeError) as e:
        getattr(tg, name)(*args)
    assert msg in str(e.value)


def test_bitwise_not_float_message():
    with pytest.raises(RuntimeError, match='"bitwise_not" not implemented for \'Float\''):
        tg.bitwise_not(tg.tensor([1.0]))
    with pytest.raises(RuntimeError, match='"bitwise_and" not implemented for \'Half\''):
        tg.tensor([1.0], dtype=tg.half) & tg.tensor([1], dtype=tg.int8)


def test_bool_subtraction_and_negation_errors():
    t, i = tg.tensor([True, False]), tg.tensor([1, 2])
    two = "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or " \
          "`logical_xor()` operator instead."
    one = "Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to invert " \
          "a mask, use the `~` or `logical_not()` operator instead."
    for call, msg in [(lambda: t - t, two), (lambda: tg.sub(t, True), two), (lambda: i - t, one),
                      (lambda: t - i, one), (lambda: i - True, one), (lambda: 1 - t, one),
                      (lambda: tg.sub(t, 2.5), one)]:
        with pytest.raises(RuntimeError) as e:
            call()
        assert str(e.value) == msg
    with pytest.raises(RuntimeError, match="Negation, the `-` operator, on a bool tensor is not supported"):
        -t
    assert (i - 1.5).tolist() == [-0.5, 0.5]


# ----------------------------------------------------------------- clamp and where
@pytest.mark.parametrize("dtype", [d for d in ALL if d is not tg.bool], ids=IDS.get)
def test_clamp(dtype):
    x = tg.tensor(values(dtype), dtype=dtype)
    xs = as_ref(x.numpy())
    lo, hi = (-1.5, 2.5) if dtype.is_floating_point else (2, 8)
    with np.errstate(invalid="ignore"):
        assert_matches(tg.clamp(x, lo, hi), np.where(np.isnan(xs), xs, np.clip(xs, lo, hi)) if
                       dtype.is_floating_point else np.clip(xs, lo, hi), dtype)
        assert_matches(tg.clamp(x, min=lo), np.where(xs < lo, lo, xs), dtype)
        assert_matches(x.clamp(max=hi), np.where(xs > hi, hi, xs), dtype)
    lo_t = tg.tensor(values(dtype)[::-1].copy(), dtype=dtype)
    res = tg.clamp(x, min=lo_t)
    want = np.maximum(xs, as_ref(lo_t.numpy()))
    assert_matches(res, want, dtype)


def test_clamp_errors_and_forms():
    x = tg.tensor([-2.0, 0.5, 3.0])
    with pytest.raises(RuntimeError, match="clamp"):
        tg.clamp(x)
    y = x.clone()
    assert y.clamp_(-1, 1) is y and y.tolist() == [-1.0, 0.5, 1.0]
    out = tg.empty(3)
    assert tg.clamp(x, -1, 1, out=out) is out and out.tolist() == [-1.0, 0.5, 1.0]
    assert np.isnan(tg.clamp(x, min=tg.tensor(math.nan)).numpy()).all()


@pytest.mark.parametrize("dtype", ALL, ids=IDS.get)
def test_where(dtype):
    cond = tg.tensor([[True, False, True], [False, False, True]])
    a = tg.tensor(values(dtype)[:6].reshape(2, 3), dtype=dtype)
    b = tg.tensor(values(dtype)[6:12].reshape(2, 3), dtype=dtype)
    want = np.where(cond.numpy(), as_ref(a.numpy()), as_ref(b.numpy()))
    assert_matches(tg.where(cond, a, b), want, dtype)
    assert_matches(a.where(cond, b), want, dtype)
    # broadcast condition and a scalar branch
    res = tg.where(tg.tensor([True, False, False]), a, 0)
    want_dtype = tg.int64 if dtype is tg.bool else dtype  # a Python int joins bool as int64
    assert_matches(res, np.where([True, False, False], as_ref(a.numpy()), 0), want_dtype)


def test_where_promotes_branches_and_checks_condition():
    cond = tg.tensor([True, False])
    assert tg.where(cond, tg.tensor([1, 2]), tg.tensor([0.5, 1.5])).dtype is tg.float32
    assert tg.where(cond, tg.tensor([1, 2], dtype=tg.int8), 2.5).tolist() == [1.0, 2.5]
    with pytest.raises(RuntimeError, match="where expected condition to be a bool tensor, but got a tensor "
                                           "with dtype Float"):
        tg.where(tg.tensor([1.0, 0.0]), tg.tensor([1, 2]), tg.tensor([3, 4]))


# ----------------------------------------------------------------- layouts
def _layouts(base):
    """(name, tensor) views of a contiguous 2-D float tensor's values with other strides."""
    arr = base.numpy()
    t = tg.tensor(arr.T.copy()).t()
    yield "transposed", t, arr
    big = tg.tensor(np.repeat(arr, 2, axis=1))
    yield "strided", big[:, ::2], arr
    yield "offset", tg.tensor(np.concatenate([arr, arr], axis=0))[arr.shape[0]:], arr


@pytest.mark.parametrize("name", ["exp", "neg", "sqrt", "sign", "round", "sigmoid", "abs", "logical_not"])
def test_unary_on_non_contiguous_inputs(name):
    ref, category, _ = UNARY[name]
    base = tg.tensor(np.arange(-6, 6, dtype=np.float64).reshape(3, 4) * 0.75, dtype=tg.float32)
    for label, t, arr in _layouts(base):
        assert not t.is_contiguous() or label == "offset"
        with np.errstate(all="ignore"):
            want = ref(arr.astype(np.float64))
        assert_matches(getattr(tg, name)(t), want, result_dtype(category, tg.float32))


@pytest.mark.parametrize("name", ["add", "sub", "mul", "div", "pow", "atan2", "maximum", "remainder", "lt",
                                  "logical_xor"])
def test_binary_on_non_contiguous_and_broadcast_inputs(name):
    ref, category, _ = BINARY[name]
    a = np.arange(1, 13, dtype=np.float32).reshape(3, 4) * 0.5
    b = np.arange(12, 0, -1, dtype=np.float32).reshape(3, 4) * 0.25
    out_dtype = result_dtype(category, tg.float32)
    f = getattr(tg, name)
    for (_la, ta, aa), (_lb, tb, bb) in zip(_layouts(tg.tensor(a)), list(_layouts(tg.tensor(b)))[::-1]):
        with np.errstate(all="ignore"):
            assert_matches(f(ta, tb), ref(aa, bb), out_dtype)
    # broadcasting: (3, 1) with (1, 4), (4,) with (3, 4), expanded views
    col, row = tg.tensor(a[:, :1]), tg.tensor(b[:1, :])
    with np.errstate(all="ignore"):
        assert_matches(f(col, row), ref(a[:, :1], b[:1, :]), out_dtype)
        assert_matches(f(tg.tensor(a), tg.tensor(b[0])), ref(a, b[0]), out_dtype)
        assert_matches(f(col.expand(3, 4), tg.tensor(b)), ref(np.broadcast_to(a[:, :1], (3, 4)), b), out_dtype)


def test_broadcast_shape_mismatch_error():
    with pytest.raises(RuntimeError, match=r"The size of tensor a \(3\) must match the size of tensor b \(4\) "
                                           r"at non-singleton dimension 1"):
        tg.add(tg.ones(2, 3), tg.ones(2, 4))


def test_zero_dim_and_empty_tensors():
    z = tg.tensor(2.5)
    r = tg.exp(z)
    assert r.shape == () and r.dim() == 0
    assert r.item() == pytest.approx(math.exp(2.5), rel=1e-6)
    assert (z + z).shape == () and (z * tg.ones(3)).shape == (3,)
    e = tg.ones(0, 3)
    for res in (tg.exp(e), e + 1, tg.add(e, tg.ones(3)), tg.lt(e, e), tg.where(e > 0, e, e)):
        assert res.shape == (0, 3) and res.numel() == 0
    assert tg.add(tg.ones(0), tg.ones(1)).shape == (0,)
    assert tg.sqrt(tg.tensor([], dtype=tg.int32)).dtype is tg.float32


# ----------------------------------------------------------------- Python scalars
def test_python_scalars_as_operands():
    x = tg.tensor([1, 2, 3], dtype=tg.int32)
    assert (x + 1).dtype is tg.int32 and (x + 1).tolist() == [2, 3, 4]
    assert (x + 1.5).dtype is tg.float32 and (x + 1.5).tolist() == [2.5, 3.5, 4.5]
    assert (x * True).tolist() == [1, 2, 3] and (x * True).dtype is tg.int32
    assert tg.add(5, 5).dtype is tg.int64 and tg.add(5, 5).item() == 10
    assert tg.mul(2.5, 2).dtype is tg.float32 and tg.mul(2.5, 2).item() == 5.0
    assert tg.add(x, 1, alpha=2).tolist() == [3, 4, 5]
    assert tg.sub(x.float(), 1, alpha=0.5).tolist() == [0.5, 1.5, 2.5]
    with pytest.raises(RuntimeError, match="For integral input tensors, argument alpha must not be a floating "
                                           "point number."):
        tg.add(x, 1, alpha=0.5)
    with pytest.raises(RuntimeError, match="Boolean alpha only supported for Boolean results."):
        tg.add(x, 1, alpha=True)
    assert tg.add(tg.tensor([True, False]), True, alpha=2).tolist() == [True, True]
    with pytest.raises(RuntimeError, match="value cannot be converted to type int8_t without overflow"):
        tg.add(x.char(), 1, alpha=300)
    with pytest.raises(RuntimeError, match="value cannot be converted to type int without overflow"):
        tg.sub(x, 1, alpha=2 ** 40)
    with pytest.raises(OverflowError, match="int too big to convert"):  # PyTorch's type
        tg.add(x.long(), 1, alpha=2 ** 64)
    with pytest.raises(RuntimeError, match="type int64_t without overflow"):
        tg.add(x.long(), 1, alpha=2 ** 63)
    assert tg.add(x.byte(), 1, alpha=-1).tolist() == [0, 1, 2]  # -1 wraps for uint8, as PyTorch
    assert tg.atan2(tg.tensor(1), x).dtype is tg.float32
    assert tg.maximum(x, tg.tensor(2)).tolist() == [2, 2, 3]
    # where PyTorch has no Scalar overload (ops.yaml `tensor_only:`), a number is refused
    with pytest.raises(TypeError, match=r"maximum\(\): argument 'other' \(position 2\) must be Tensor, not int"):
        tg.maximum(x, 2)
    with pytest.raises(TypeError, match=r"atan2\(\): argument 'self' \(position 1\) must be Tensor, not int"):
        tg.atan2(1, x)
    with pytest.raises(TypeError, match=r"eq\(\): argument 'self' \(position 1\) must be Tensor, not int"):
        tg.eq(1, x)
    assert (1 == x).tolist() == [True, False, False]  # the reflected operator: x == 1
    assert tg.pow(2, x).tolist() == [2, 4, 8] and tg.pow(x, 2).tolist() == [1, 4, 9]
    assert tg.exp(tg.tensor(0)).item() == 1.0
    with pytest.raises(TypeError, match="add\\(\\): argument 'other' must be Tensor or Number, not str"):
        tg.add(x, "1")


def test_numpy_scalar_operands():
    x = tg.tensor([1.0, 2.0])
    assert tg.add(x, np.float64(0.5)).tolist() == [1.5, 2.5]
    assert tg.mul(x, np.int32(3)).dtype is tg.float32


# ----------------------------------------------------------------- forms
def _form_args(name):
    if name in UNARY:
        dtypes = UNARY[name][2]
    else:
        dtypes = BINARY[name][2]
    dtype = tg.float32 if tg.float32 in dtypes else tg.int32
    a = tg.tensor([[1, 2, 3], [4, 5, 6]], dtype=dtype) * (1 if dtype is tg.int32 else 0.25)
    if name in UNARY:
        return (a,)
    b = tg.tensor([3, 1, 2], dtype=dtype)
    return a, b


FORM_OPS = sorted(set(UNARY) | set(BINARY))


@pytest.mark.parametrize("name", FORM_OPS)
def test_method_out_and_inplace_forms(name):
    args = _form_args(name)
    f = getattr(tg, name)
    want = f(*args)
    # method
    np.testing.assert_array_equal(getattr(args[0], name)(*args[1:]).numpy(), want.numpy())
    # out=: written into, returned, resized from empty
    out = tg.empty(want.shape, dtype=want.dtype)
    assert f(*args, out=out) is out
    np.testing.assert_array_equal(out.numpy(), want.numpy())
    out0 = tg.empty(0, dtype=want.dtype)
    assert f(*args, out=out0).shape == want.shape
    np.testing.assert_array_equal(out0.numpy(), want.numpy())
    # in-place: only where the result can be cast back to the input's dtype
    inplace = getattr(args[0], name + "_", None)
    if name in ("maximum", "minimum"):
        assert inplace is None
        return
    x = tg.tensor(args[0].numpy(), dtype=args[0].dtype)
    if tg.can_cast(want.dtype, x.dtype):
        res = getattr(x, name + "_")(*args[1:])
        assert res is x
        np.testing.assert_array_equal(x.numpy(), want.numpy().astype(x.dtype.np))
    else:
        before = x.numpy().copy()
        with pytest.raises(RuntimeError, match=f"result type {want.dtype.pt_name} can't be cast to the "
                                               f"desired output type {x.dtype.pt_name}"):
            getattr(x, name + "_")(*args[1:])
        np.testing.assert_array_equal(x.numpy(), before)


def test_inplace_into_transposed_and_view_writes_base():
    base = tg.zeros(3, 4)
    view = base.t()
    view.add_(tg.tensor([1.0, 2.0, 3.0]))
    np.testing.assert_array_equal(base.numpy(), np.repeat([[1.0], [2.0], [3.0]], 4, axis=1))
    row = base[1]
    row.mul_(10)
    assert base[1].tolist() == [20.0] * 4


def test_inplace_shape_must_match_broadcast():
    x = tg.ones(3)
    with pytest.raises(RuntimeError, match=r"output with shape \[3\] doesn't match the broadcast shape \[2, 3\]"):
        x.add_(tg.ones(2, 3))


def test_inplace_overlap_error():
    x = tg.tensor([[1.0, 2.0], [3.0, 4.0]])
    with pytest.raises(RuntimeError, match="unsupported operation: some elements of the input tensor and the "
                                           "written-to tensor refer to a single memory location"):
        x.add_(x.t())
    assert x.tolist() == [[1.0, 2.0], [3.0, 4.0]]
    x.add_(x)  # the same view is fine
    assert x.tolist() == [[2.0, 4.0], [6.0, 8.0]]


def test_out_into_a_transposed_tensor():
    out = tg.zeros(3, 2).t()
    a = tg.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
    assert tg.mul(a, 2, out=out) is out
    assert out.tolist() == [[2.0, 4.0, 6.0], [8.0, 10.0, 12.0]]
    assert out.stride() == (1, 2)


def test_python_operators():
    a = tg.tensor([[1.0, -2.0], [3.0, 4.0]])
    b = tg.tensor([2.0, 0.5])
    an, bn = a.numpy().astype(np.float64), b.numpy().astype(np.float64)
    np_errors = np.seterr(all="ignore")  # (-2.0) ** 0.5 is nan, as in tensorgen
    cases = [(a + b, an + bn), (a - b, an - bn), (a * b, an * bn), (a / b, an / bn), (a // b, an // bn),
             (a % b, np.mod(an, bn)), (a ** b, an ** bn), (-a, -an), (abs(a), np.abs(an)),
             (2 - a, 2 - an), (2 ** b, 2 ** bn), (2 / a, 2 / an), (3 + a, 3 + an), (3 * a, 3 * an),
             (7 // b, 7 // bn), (7 % a, np.mod(7, an)), (a < b, an < bn), (a <= b, an <= bn), (a > b, an > bn),
             (a >= b, an >= bn), (a == b, an == bn), (a != b, an != bn), (1 < a, 1 < an)]
    np.seterr(**np_errors)
    for got, want in cases:
        dtype = tg.bool if want.dtype == np.bool_ else tg.float32
        assert_matches(got, want, dtype)
    i = tg.tensor([6, 3, 5], dtype=tg.int16)
    inn = i.numpy().astype(np.int64)
    for got, want in [(i & 3, inn & 3), (i | 8, inn | 8), (i ^ 5, inn ^ 5), (~i, ~inn), (3 & i, 3 & inn),
                      (9 | i, 9 | inn), (1 ^ i, 1 ^ inn), (i // 2, inn // 2), (i % 4, inn % 4), (i / 2, inn / 2),
                      (i ** 2, inn ** 2)]:
        assert_matches(got, want, tg.float32 if want.dtype.kind == "f" else tg.int16)
    m = tg.tensor([True, False])
    assert (~m).tolist() == [False, True] and (m & True).tolist() == [True, False]
    assert (m ^ m).tolist() == [False, False] and (m | tg.tensor([False, True])).tolist() == [True, True]


def test_inplace_python_operators_keep_identity_and_dtype():
    t = tg.tensor([1, 2, 3], dtype=tg.int32)
    ident = id(t)
    t += 1
    t *= 3
    t -= 2
    t //= 2
    t %= 5
    t **= 2
    t &= 7
    t |= 8
    t ^= 1
    assert id(t) == ident and t.dtype is tg.int32
    want = np.array([1, 2, 3])
    for f in (lambda v: v + 1, lambda v: v * 3, lambda v: v - 2, lambda v: v // 2, lambda v: v % 5,
              lambda v: v ** 2, lambda v: v & 7, lambda v: v | 8, lambda v: v ^ 1):
        want = f(want)
    assert t.tolist() == want.tolist()
    f = tg.tensor([1.0, 2.0])
    f /= 4
    f += tg.tensor([1, 1], dtype=tg.uint8)
    assert f.tolist() == [1.25, 1.5] and f.dtype is tg.float32
    with pytest.raises(RuntimeError, match="result type Float can't be cast to the desired output type Int"):
        t /= 2
    with pytest.raises(RuntimeError, match="result type Float can't be cast to the desired output type Int"):
        t += 1.5
    assert t.tolist() == want.tolist()


def test_operators_with_unsupported_operands_raise_type_error():
    x = tg.tensor([1.0])
    with pytest.raises(TypeError):
        x + "a"
    with pytest.raises(TypeError):
        object() * x


# ----------------------------------------------------------------- ops.yaml fields used above
_ENTRY = """ops:
- func: tg_op(Tensor self, Tensor other, Tensor? lo=None) -> Tensor
  kind: pointwise
  variants: [function]
  kernel: self + other + lo
  absent: {lo: self}
  names: unify
  promotion: default
  dtypes: all
  devices: [cpu, cuda]
  derivatives: {not_differentiable: "a test op"}
"""


def _build(path, text):
    """Build ``text`` (its appended fields moved where the key order puts them)
    with a helper module holding the kernel helper id_."""
    from tensorgen.codegen import key_order, model, parse
    helpers = path.parent / "helpers"
    helpers.mkdir(exist_ok=True)
    (helpers / "scalar.py").write_text("def id_(x):\n    return x\n", encoding="utf-8")
    (helpers / "autograd.py").write_text("", encoding="utf-8")
    path.write_text(key_order.rewrite(text), encoding="utf-8")
    return model.build(path, parse.load(path), helpers)


@pytest.mark.parametrize("extra,field", [
    ("  int_kernel: self +\n", "int_kernel"),
    ("  zero_divisor: nothere\n", "zero_divisor"),
    ("  negative_int_error: {arg: other}\n", "negative_int_error"),
    ("  bool_error: {all: x}\n", "bool_error"),
    ("  bool_error: {tensor: nothere, message: x}\n", "bool_error"),
    ("  bool_error: {tensor: other, message: 3}\n", "bool_error"),
    ("  one_overload: [lo]\n", "one_overload"),
    ("  one_overload: [lo, self]\n", "one_overload"),
])
def test_yaml_fields_are_validated(tmp_path, extra, field):
    from tensorgen.codegen import parse
    path = tmp_path / "ops.yaml"
    with pytest.raises(parse.SpecError) as e:
        _build(path, _ENTRY + extra)
    assert field in str(e.value) and "tg_op" in str(e.value)


def test_yaml_absent_extremes_are_validated(tmp_path):
    from tensorgen.codegen import parse
    path = tmp_path / "ops.yaml"
    good = _ENTRY.replace("absent: {lo: self}", "absent: {lo: lowest(self)}") + \
        "  int_kernel: id_(self)\n  zero_divisor: other\n  negative_int_error: {arg: other, message: refused}\n" \
        "  bool_error: {all: a, any: b}\n"
    spec = _build(path, good)
    op = spec.ops[0].spec
    assert op.cases[0].int_kernel == "id_(self)" and op.zero_divisor == "other"
    assert op.negative_int_error == ("other", "refused") and op.bool_error == {"all": "a", "any": "b"}
    spec = _build(path, good.replace("{all: a, any: b}", "{tensor: other, message: refused}"))
    assert spec.ops[0].spec.bool_error == {"tensor": 1, "message": "refused"}
    with pytest.raises(parse.SpecError, match="absent"):
        _build(path, _ENTRY.replace("absent: {lo: self}", "absent: {lo: lowest(nope)}"))
