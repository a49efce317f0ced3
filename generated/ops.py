# generated from ops.yaml — do not edit
"""Operator entry points: argument handling per signature, then the runtime's
dispatch (promotion, broadcasting, names, out=/in-place) and the kernels."""
from ..core import dtypes as _D
from ..core.tensor import Tensor as _Tensor
from ..families import pointwise as _pw
from ..families import views as _vw
from ..families import view_rules as _vr
from ..families import copying as _cp
from ..families import reduction as _red
from ..families import contraction as _ct
from ..families import random_ops as _rnd
from ..families import normalization as _nrm
from . import kernels_cpu as _cpu

# ---- add
_add = _pw.Pointwise('add', ('self', 'other'), (0, 1), {}, (('alpha', 'Scalar'),), 'unify', 'elementwise')
_add_case = _pw.Case(_cpu.add_1d, _cpu.add_nd, "add_kernel", "default", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.add_1dp, _cpu.add_ndp))


def add(self, other, *, alpha=1, out=None):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""
    return _pw.call(_add, _add_case, (self, other,), (alpha,), out=out)


def add_(self, other, *, alpha=1):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor (in place)"""
    return _pw.call(_add, _add_case, (self, other,), (alpha,), inplace=True)


# ---- sub
_sub = _pw.Pointwise('sub', ('self', 'other'), (0, 1), {}, (('alpha', 'Scalar'),), 'unify', 'elementwise')
_sub_case = _pw.Case(_cpu.sub_1d, _cpu.sub_nd, "sub_kernel", "default", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), {'all': 'Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` operator instead.', 'any': 'Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.'}, cpu_par=(_cpu.sub_1dp, _cpu.sub_ndp))


def sub(self, other, *, alpha=1, out=None):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""
    return _pw.call(_sub, _sub_case, (self, other,), (alpha,), out=out)


def sub_(self, other, *, alpha=1):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor (in place)"""
    return _pw.call(_sub, _sub_case, (self, other,), (alpha,), inplace=True)


# ---- mul
_mul = _pw.Pointwise('mul', ('self', 'other'), (0, 1), {}, (), 'unify', 'elementwise')
_mul_case = _pw.Case(_cpu.mul_1d, _cpu.mul_nd, "mul_kernel", "default", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.mul_1dp, _cpu.mul_ndp))


def mul(self, other, *, out=None):
    """mul(Tensor self, Tensor other) -> Tensor"""
    return _pw.call(_mul, _mul_case, (self, other,), (), out=out)


def mul_(self, other):
    """mul(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pw.call(_mul, _mul_case, (self, other,), (), inplace=True)


# ---- div
_div = _pw.Pointwise('div', ('self', 'other'), (0, 1), {}, (), 'unify', 'elementwise')
_div_cases = {
    None: _pw.Case(_cpu.div_1d, _cpu.div_nd, "div_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, zero_divisor=1, cpu_par=(_cpu.div_1dp, _cpu.div_ndp)),
    'trunc': _pw.Case(_cpu.div__trunc_1d, _cpu.div__trunc_nd, "div__trunc_kernel", "default", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, int_case=_pw.Case(_cpu.div__trunc__int_1d, _cpu.div__trunc__int_nd, "div__trunc__int_kernel", "default", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), cpu_par=(_cpu.div__trunc__int_1dp, _cpu.div__trunc__int_ndp)), zero_divisor=1, cpu_par=(_cpu.div__trunc_1dp, _cpu.div__trunc_ndp)),
    'floor': _pw.Case(_cpu.div__floor_1d, _cpu.div__floor_nd, "div__floor_kernel", "default", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, zero_divisor=1, cpu_par=(_cpu.div__floor_1dp, _cpu.div__floor_ndp)),
}


def div(self, other, *, rounding_mode=None, out=None):
    """div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor"""
    case = _pw.select_case('div', _div_cases, 'rounding_mode', rounding_mode)
    return _pw.call(_div, case, (self, other,), (), out=out)


def div_(self, other, *, rounding_mode=None):
    """div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor (in place)"""
    case = _pw.select_case('div', _div_cases, 'rounding_mode', rounding_mode)
    return _pw.call(_div, case, (self, other,), (), inplace=True)


# ---- floor_divide
_floor_divide = _pw.Pointwise('floor_divide', ('self', 'other'), (0, 1), {}, (), 'unify', 'elementwise')
_floor_divide_case = _pw.Case(_cpu.floor_divide_1d, _cpu.floor_divide_nd, "floor_divide_kernel", "default", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, zero_divisor=1, cpu_par=(_cpu.floor_divide_1dp, _cpu.floor_divide_ndp))


def floor_divide(self, other, *, out=None):
    """floor_divide(Tensor self, Tensor other) -> Tensor"""
    return _pw.call(_floor_divide, _floor_divide_case, (self, other,), (), out=out)


def floor_divide_(self, other):
    """floor_divide(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pw.call(_floor_divide, _floor_divide_case, (self, other,), (), inplace=True)


# ---- remainder
_remainder = _pw.Pointwise('remainder', ('self', 'other'), (0, 1), {}, (), 'unify', 'elementwise')
_remainder_case = _pw.Case(_cpu.remainder_1d, _cpu.remainder_nd, "remainder_kernel", "default", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, int_case=_pw.Case(_cpu.remainder__int_1d, _cpu.remainder__int_nd, "remainder__int_kernel", "default", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), cpu_par=(_cpu.remainder__int_1dp, _cpu.remainder__int_ndp)), zero_divisor=1, cpu_par=(_cpu.remainder_1dp, _cpu.remainder_ndp))


def remainder(self, other, *, out=None):
    """remainder(Tensor self, Tensor other) -> Tensor"""
    return _pw.call(_remainder, _remainder_case, (self, other,), (), out=out)


def remainder_(self, other):
    """remainder(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pw.call(_remainder, _remainder_case, (self, other,), (), inplace=True)


# ---- fmod
_fmod = _pw.Pointwise('fmod', ('self', 'other'), (0, 1), {}, (), 'unify', 'elementwise')
_fmod_case = _pw.Case(_cpu.fmod_1d, _cpu.fmod_nd, "fmod_kernel", "default", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, int_case=_pw.Case(_cpu.fmod__int_1d, _cpu.fmod__int_nd, "fmod__int_kernel", "default", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), cpu_par=(_cpu.fmod__int_1dp, _cpu.fmod__int_ndp)), zero_divisor=1, cpu_par=(_cpu.fmod_1dp, _cpu.fmod_ndp))


def fmod(self, other, *, out=None):
    """fmod(Tensor self, Tensor other) -> Tensor"""
    return _pw.call(_fmod, _fmod_case, (self, other,), (), out=out)


def fmod_(self, other):
    """fmod(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pw.call(_fmod, _fmod_case, (self, other,), (), inplace=True)


# ---- pow
_pow = _pw.Pointwise('pow', ('self', 'exponent'), (0, 1), {}, (), 'unify', 'elementwise')
_pow_case = _pw.Case(_cpu.pow_1d, _cpu.pow_nd, "pow_kernel", "bool_to_long", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, int_case=_pw.Case(_cpu.pow__int_1d, _cpu.pow__int_nd, "pow__int_kernel", "bool_to_long", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), cpu_par=(_cpu.pow__int_1dp, _cpu.pow__int_ndp)), negative_int_error=(1, 'Integers to negative integer powers are not allowed.'), cpu_par=(_cpu.pow_1dp, _cpu.pow_ndp))


def pow(self, exponent, *, out=None):
    """pow(Tensor self, Tensor exponent) -> Tensor"""
    return _pw.call(_pow, _pow_case, (self, exponent,), (), out=out)


def pow_(self, exponent):
    """pow(Tensor self, Tensor exponent) -> Tensor (in place)"""
    return _pw.call(_pow, _pow_case, (self, exponent,), (), inplace=True)


# ---- atan2
_atan2 = _pw.Pointwise('atan2', ('self', 'other'), (0, 1), {}, (), 'unify', 'elementwise')
_atan2_case = _pw.Case(_cpu.atan2_1d, _cpu.atan2_nd, "atan2_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.atan2_1dp, _cpu.atan2_ndp))


def atan2(self, other, *, out=None):
    """atan2(Tensor self, Tensor other) -> Tensor"""
    return _pw.call(_atan2, _atan2_case, (self, other,), (), out=out)


def atan2_(self, other):
    """atan2(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pw.call(_atan2, _atan2_case, (self, other,), (), inplace=True)


# ---- maximum
_maximum = _pw.Pointwise('maximum', ('self', 'other'), (0, 1), {}, (), 'unify', 'elementwise')
_maximum_case = _pw.Case(_cpu.maximum_1d, _cpu.maximum_nd, "maximum_kernel", "default", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.maximum_1dp, _cpu.maximum_ndp))


def maximum(self, other, *, out=None):
    """maximum(Tensor self, Tensor other) -> Tensor"""
    return _pw.call(_maximum, _maximum_case, (self, other,), (), out=out)


# ---- minimum
_minimum = _pw.Pointwise('minimum', ('self', 'other'), (0, 1), {}, (), 'unify', 'elementwise')
_minimum_case = _pw.Case(_cpu.minimum_1d, _cpu.minimum_nd, "minimum_kernel", "default", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.minimum_1dp, _cpu.minimum_ndp))


def minimum(self, other, *, out=None):
    """minimum(Tensor self, Tensor other) -> Tensor"""
    return _pw.call(_minimum, _minimum_case, (self, other,), (), out=out)


# ---- clamp
_clamp = _pw.Pointwise('clamp', ('self', 'min', 'max'), (0, 1, 2), {}, (), 'unify', 'elementwise')
_clamp_case = _pw.Case(_cpu.clamp_1d, _cpu.clamp_nd, "clamp_kernel", "default", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.clamp_1dp, _cpu.clamp_ndp))


def clamp(self, min=None, max=None, *, out=None):
    """clamp(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor"""
    if min is None and max is None:
        raise RuntimeError("clamp: At least one of 'min' or 'max' must not be None")
    if min is None:
        min = _pw.extreme(self, 'lowest')
    if max is None:
        max = _pw.extreme(self, 'highest')
    return _pw.call(_clamp, _clamp_case, (self, min, max,), (), out=out)


def clamp_(self, min=None, max=None):
    """clamp(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor (in place)"""
    if min is None and max is None:
        raise RuntimeError("clamp: At least one of 'min' or 'max' must not be None")
    if min is None:
        min = _pw.extreme(self, 'lowest')
    if max is None:
        max = _pw.extreme(self, 'highest')
    return _pw.call(_clamp, _clamp_case, (self, min, max,), (), inplace=True)


# ---- where
_where = _pw.Pointwise('where', ('condition', 'self', 'other'), (1, 2), {0: _D.bool_}, (), 'unify', 'elementwise')
_where_case = _pw.Case(_cpu.where_1d, _cpu.where_nd, "where_kernel", "no_opmath", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.where_1dp, _cpu.where_ndp))


def where(condition, self, other, *, out=None):
    """where(Tensor condition, Tensor self, Tensor other) -> Tensor"""
    return _pw.call(_where, _where_case, (condition, self, other,), (), out=out)


# ---- bitwise_and
_bitwise_and = _pw.Pointwise('bitwise_and', ('self', 'other'), (0, 1), {}, (), 'unify', 'elementwise')
_bitwise_and_case = _pw.Case(_cpu.bitwise_and_1d, _cpu.bitwise_and_nd, "bitwise_and_kernel", "default", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64,), None, cpu_par=(_cpu.bitwise_and_1dp, _cpu.bitwise_and_ndp))


def bitwise_and(self, other, *, out=None):
    """bitwise_and(Tensor self, Tensor other) -> Tensor"""
    return _pw.call(_bitwise_and, _bitwise_and_case, (self, other,), (), out=out)


def bitwise_and_(self, other):
    """bitwise_and(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pw.call(_bitwise_and, _bitwise_and_case, (self, other,), (), inplace=True)


# ---- bitwise_or
_bitwise_or = _pw.Pointwise('bitwise_or', ('self', 'other'), (0, 1), {}, (), 'unify', 'elementwise')
_bitwise_or_case = _pw.Case(_cpu.bitwise_or_1d, _cpu.bitwise_or_nd, "bitwise_or_kernel", "default", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64,), None, cpu_par=(_cpu.bitwise_or_1dp, _cpu.bitwise_or_ndp))


def bitwise_or(self, other, *, out=None):
    """bitwise_or(Tensor self, Tensor other) -> Tensor"""
    return _pw.call(_bitwise_or, _bitwise_or_case, (self, other,), (), out=out)


def bitwise_or_(self, other):
    """bitwise_or(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pw.call(_bitwise_or, _bitwise_or_case, (self, other,), (), inplace=True)


# ---- bitwise_xor
_bitwise_xor = _pw.Pointwise('bitwise_xor', ('self', 'other'), (0, 1), {}, (), 'unify', 'elementwise')
_bitwise_xor_case = _pw.Case(_cpu.bitwise_xor_1d, _cpu.bitwise_xor_nd, "bitwise_xor_kernel", "default", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64,), None, cpu_par=(_cpu.bitwise_xor_1dp, _cpu.bitwise_xor_ndp))


def bitwise_xor(self, other, *, out=None):
    """bitwise_xor(Tensor self, Tensor other) -> Tensor"""
    return _pw.call(_bitwise_xor, _bitwise_xor_case, (self, other,), (), out=out)


def bitwise_xor_(self, other):
    """bitwise_xor(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pw.call(_bitwise_xor, _bitwise_xor_case, (self, other,), (), inplace=True)


# ---- bitwise_not
_bitwise_not = _pw.Pointwise('bitwise_not', ('self',), (0,), {}, (), 'keep', 'elementwise')
_bitwise_not_case = _pw.Case(_cpu.bitwise_not_1d, _cpu.bitwise_not_nd, "bitwise_not_kernel", "default", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64,), None, _pw.Case(_cpu.bitwise_not__bool_1d, _cpu.bitwise_not__bool_nd, "bitwise_not__bool_kernel", "default", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64,), cpu_par=(_cpu.bitwise_not__bool_1dp, _cpu.bitwise_not__bool_ndp)), cpu_par=(_cpu.bitwise_not_1dp, _cpu.bitwise_not_ndp))


def bitwise_not(self, *, out=None):
    """bitwise_not(Tensor self) -> Tensor"""
    return _pw.call(_bitwise_not, _bitwise_not_case, (self,), (), out=out)


def bitwise_not_(self):
    """bitwise_not(Tensor self) -> Tensor (in place)"""
    return _pw.call(_bitwise_not, _bitwise_not_case, (self,), (), inplace=True)


# ---- logical_not
_logical_not = _pw.Pointwise('logical_not', ('self',), (0,), {}, (), 'keep', 'elementwise')
_logical_not_case = _pw.Case(_cpu.logical_not_1d, _cpu.logical_not_nd, "logical_not_kernel", "always_bool", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.logical_not_1dp, _cpu.logical_not_ndp))


def logical_not(self, *, out=None):
    """logical_not(Tensor self) -> Tensor"""
    return _pw.call(_logical_not, _logical_not_case, (self,), (), out=out)


def logical_not_(self):
    """logical_not(Tensor self) -> Tensor (in place)"""
    return _pw.call(_logical_not, _logical_not_case, (self,), (), inplace=True)


# ---- logical_and
_logical_and = _pw.Pointwise('logical_and', ('self', 'other'), (0, 1), {}, (), 'unify', 'elementwise')
_logical_and_case = _pw.Case(_cpu.logical_and_1d, _cpu.logical_and_nd, "logical_and_kernel", "always_bool", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.logical_and_1dp, _cpu.logical_and_ndp))


def logical_and(self, other, *, out=None):
    """logical_and(Tensor self, Tensor other) -> Tensor"""
    return _pw.call(_logical_and, _logical_and_case, (self, other,), (), out=out)


def logical_and_(self, other):
    """logical_and(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pw.call(_logical_and, _logical_and_case, (self, other,), (), inplace=True)


# ---- logical_or
_logical_or = _pw.Pointwise('logical_or', ('self', 'other'), (0, 1), {}, (), 'unify', 'elementwise')
_logical_or_case = _pw.Case(_cpu.logical_or_1d, _cpu.logical_or_nd, "logical_or_kernel", "always_bool", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.logical_or_1dp, _cpu.logical_or_ndp))


def logical_or(self, other, *, out=None):
    """logical_or(Tensor self, Tensor other) -> Tensor"""
    return _pw.call(_logical_or, _logical_or_case, (self, other,), (), out=out)


def logical_or_(self, other):
    """logical_or(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pw.call(_logical_or, _logical_or_case, (self, other,), (), inplace=True)


# ---- logical_xor
_logical_xor = _pw.Pointwise('logical_xor', ('self', 'other'), (0, 1), {}, (), 'unify', 'elementwise')
_logical_xor_case = _pw.Case(_cpu.logical_xor_1d, _cpu.logical_xor_nd, "logical_xor_kernel", "always_bool", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.logical_xor_1dp, _cpu.logical_xor_ndp))


def logical_xor(self, other, *, out=None):
    """logical_xor(Tensor self, Tensor other) -> Tensor"""
    return _pw.call(_logical_xor, _logical_xor_case, (self, other,), (), out=out)


def logical_xor_(self, other):
    """logical_xor(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pw.call(_logical_xor, _logical_xor_case, (self, other,), (), inplace=True)


# ---- eq
_eq = _pw.Pointwise('eq', ('self', 'other'), (0, 1), {}, (), 'unify', 'elementwise')
_eq_case = _pw.Case(_cpu.eq_1d, _cpu.eq_nd, "eq_kernel", "always_bool", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.eq_1dp, _cpu.eq_ndp))


def eq(self, other, *, out=None):
    """eq(Tensor self, Tensor other) -> Tensor"""
    return _pw.call(_eq, _eq_case, (self, other,), (), out=out)


def eq_(self, other):
    """eq(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pw.call(_eq, _eq_case, (self, other,), (), inplace=True)


# ---- ne
_ne = _pw.Pointwise('ne', ('self', 'other'), (0, 1), {}, (), 'unify', 'elementwise')
_ne_case = _pw.Case(_cpu.ne_1d, _cpu.ne_nd, "ne_kernel", "always_bool", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.ne_1dp, _cpu.ne_ndp))


def ne(self, other, *, out=None):
    """ne(Tensor self, Tensor other) -> Tensor"""
    return _pw.call(_ne, _ne_case, (self, other,), (), out=out)


def ne_(self, other):
    """ne(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pw.call(_ne, _ne_case, (self, other,), (), inplace=True)


# ---- lt
_lt = _pw.Pointwise('lt', ('self', 'other'), (0, 1), {}, (), 'unify', 'elementwise')
_lt_case = _pw.Case(_cpu.lt_1d, _cpu.lt_nd, "lt_kernel", "always_bool", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.lt_1dp, _cpu.lt_ndp))


def lt(self, other, *, out=None):
    """lt(Tensor self, Tensor other) -> Tensor"""
    return _pw.call(_lt, _lt_case, (self, other,), (), out=out)


def lt_(self, other):
    """lt(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pw.call(_lt, _lt_case, (self, other,), (), inplace=True)


# ---- le
_le = _pw.Pointwise('le', ('self', 'other'), (0, 1), {}, (), 'unify', 'elementwise')
_le_case = _pw.Case(_cpu.le_1d, _cpu.le_nd, "le_kernel", "always_bool", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.le_1dp, _cpu.le_ndp))


def le(self, other, *, out=None):
    """le(Tensor self, Tensor other) -> Tensor"""
    return _pw.call(_le, _le_case, (self, other,), (), out=out)


def le_(self, other):
    """le(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pw.call(_le, _le_case, (self, other,), (), inplace=True)


# ---- gt
_gt = _pw.Pointwise('gt', ('self', 'other'), (0, 1), {}, (), 'unify', 'elementwise')
_gt_case = _pw.Case(_cpu.gt_1d, _cpu.gt_nd, "gt_kernel", "always_bool", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.gt_1dp, _cpu.gt_ndp))


def gt(self, other, *, out=None):
    """gt(Tensor self, Tensor other) -> Tensor"""
    return _pw.call(_gt, _gt_case, (self, other,), (), out=out)


def gt_(self, other):
    """gt(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pw.call(_gt, _gt_case, (self, other,), (), inplace=True)


# ---- ge
_ge = _pw.Pointwise('ge', ('self', 'other'), (0, 1), {}, (), 'unify', 'elementwise')
_ge_case = _pw.Case(_cpu.ge_1d, _cpu.ge_nd, "ge_kernel", "always_bool", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.ge_1dp, _cpu.ge_ndp))


def ge(self, other, *, out=None):
    """ge(Tensor self, Tensor other) -> Tensor"""
    return _pw.call(_ge, _ge_case, (self, other,), (), out=out)


def ge_(self, other):
    """ge(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pw.call(_ge, _ge_case, (self, other,), (), inplace=True)


# ---- neg
_neg = _pw.Pointwise('neg', ('self',), (0,), {}, (), 'keep', 'elementwise')
_neg_case = _pw.Case(_cpu.neg_1d, _cpu.neg_nd, "neg_kernel", "default", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.', cpu_par=(_cpu.neg_1dp, _cpu.neg_ndp))


def neg(self, *, out=None):
    """neg(Tensor self) -> Tensor"""
    return _pw.call(_neg, _neg_case, (self,), (), out=out)


def neg_(self):
    """neg(Tensor self) -> Tensor (in place)"""
    return _pw.call(_neg, _neg_case, (self,), (), inplace=True)


# ---- abs
_abs = _pw.Pointwise('abs', ('self',), (0,), {}, (), 'keep', 'elementwise')
_abs_case = _pw.Case(_cpu.abs_1d, _cpu.abs_nd, "abs_kernel", "complex_to_float", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.abs_1dp, _cpu.abs_ndp))


def abs(self, *, out=None):
    """abs(Tensor self) -> Tensor"""
    return _pw.call(_abs, _abs_case, (self,), (), out=out)


def abs_(self):
    """abs(Tensor self) -> Tensor (in place)"""
    return _pw.call(_abs, _abs_case, (self,), (), inplace=True)


# ---- sign
_sign = _pw.Pointwise('sign', ('self',), (0,), {}, (), 'keep', 'elementwise')
_sign_case = _pw.Case(_cpu.sign_1d, _cpu.sign_nd, "sign_kernel", "default", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.sign_1dp, _cpu.sign_ndp))


def sign(self, *, out=None):
    """sign(Tensor self) -> Tensor"""
    return _pw.call(_sign, _sign_case, (self,), (), out=out)


def sign_(self):
    """sign(Tensor self) -> Tensor (in place)"""
    return _pw.call(_sign, _sign_case, (self,), (), inplace=True)


# ---- sgn
_sgn = _pw.Pointwise('sgn', ('self',), (0,), {}, (), 'keep', 'elementwise')
_sgn_case = _pw.Case(_cpu.sgn_1d, _cpu.sgn_nd, "sgn_kernel", "default", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.sgn_1dp, _cpu.sgn_ndp))


def sgn(self, *, out=None):
    """sgn(Tensor self) -> Tensor"""
    return _pw.call(_sgn, _sgn_case, (self,), (), out=out)


def sgn_(self):
    """sgn(Tensor self) -> Tensor (in place)"""
    return _pw.call(_sgn, _sgn_case, (self,), (), inplace=True)


# ---- square
_square = _pw.Pointwise('square', ('self',), (0,), {}, (), 'keep', 'elementwise')
_square_case = _pw.Case(_cpu.square_1d, _cpu.square_nd, "square_kernel", "bool_to_long", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.square_1dp, _cpu.square_ndp))


def square(self, *, out=None):
    """square(Tensor self) -> Tensor"""
    return _pw.call(_square, _square_case, (self,), (), out=out)


def square_(self):
    """square(Tensor self) -> Tensor (in place)"""
    return _pw.call(_square, _square_case, (self,), (), inplace=True)


# ---- ceil
_ceil = _pw.Pointwise('ceil', ('self',), (0,), {}, (), 'keep', 'elementwise')
_ceil_case = _pw.Case(_cpu.ceil_1d, _cpu.ceil_nd, "ceil_kernel", "default", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, int_case=_pw.Case(_cpu.ceil__int_1d, _cpu.ceil__int_nd, "ceil__int_kernel", "default", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), cpu_par=(_cpu.ceil__int_1dp, _cpu.ceil__int_ndp)), cpu_par=(_cpu.ceil_1dp, _cpu.ceil_ndp))


def ceil(self, *, out=None):
    """ceil(Tensor self) -> Tensor"""
    return _pw.call(_ceil, _ceil_case, (self,), (), out=out)


def ceil_(self):
    """ceil(Tensor self) -> Tensor (in place)"""
    return _pw.call(_ceil, _ceil_case, (self,), (), inplace=True)


# ---- floor
_floor = _pw.Pointwise('floor', ('self',), (0,), {}, (), 'keep', 'elementwise')
_floor_case = _pw.Case(_cpu.floor_1d, _cpu.floor_nd, "floor_kernel", "default", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, int_case=_pw.Case(_cpu.floor__int_1d, _cpu.floor__int_nd, "floor__int_kernel", "default", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), cpu_par=(_cpu.floor__int_1dp, _cpu.floor__int_ndp)), cpu_par=(_cpu.floor_1dp, _cpu.floor_ndp))


def floor(self, *, out=None):
    """floor(Tensor self) -> Tensor"""
    return _pw.call(_floor, _floor_case, (self,), (), out=out)


def floor_(self):
    """floor(Tensor self) -> Tensor (in place)"""
    return _pw.call(_floor, _floor_case, (self,), (), inplace=True)


# ---- trunc
_trunc = _pw.Pointwise('trunc', ('self',), (0,), {}, (), 'keep', 'elementwise')
_trunc_case = _pw.Case(_cpu.trunc_1d, _cpu.trunc_nd, "trunc_kernel", "default", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, int_case=_pw.Case(_cpu.trunc__int_1d, _cpu.trunc__int_nd, "trunc__int_kernel", "default", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), cpu_par=(_cpu.trunc__int_1dp, _cpu.trunc__int_ndp)), cpu_par=(_cpu.trunc_1dp, _cpu.trunc_ndp))


def trunc(self, *, out=None):
    """trunc(Tensor self) -> Tensor"""
    return _pw.call(_trunc, _trunc_case, (self,), (), out=out)


def trunc_(self):
    """trunc(Tensor self) -> Tensor (in place)"""
    return _pw.call(_trunc, _trunc_case, (self,), (), inplace=True)


# ---- round
_round = _pw.Pointwise('round', ('self',), (0,), {}, (('decimals', 'int'),), 'keep', 'elementwise')
_round_case = _pw.Case(_cpu.round_1d, _cpu.round_nd, "round_kernel", "default", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, int_case=_pw.Case(_cpu.round__int_1d, _cpu.round__int_nd, "round__int_kernel", "default", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), cpu_par=(_cpu.round__int_1dp, _cpu.round__int_ndp)), cpu_par=(_cpu.round_1dp, _cpu.round_ndp))


def round(self, *, decimals=0, out=None):
    """round(Tensor self, *, int decimals=0) -> Tensor"""
    return _pw.call(_round, _round_case, (self,), (decimals,), out=out)


def round_(self, *, decimals=0):
    """round(Tensor self, *, int decimals=0) -> Tensor (in place)"""
    return _pw.call(_round, _round_case, (self,), (decimals,), inplace=True)


# ---- frac
_frac = _pw.Pointwise('frac', ('self',), (0,), {}, (), 'keep', 'elementwise')
_frac_case = _pw.Case(_cpu.frac_1d, _cpu.frac_nd, "frac_kernel", "default", (_D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.frac_1dp, _cpu.frac_ndp))


def frac(self, *, out=None):
    """frac(Tensor self) -> Tensor"""
    return _pw.call(_frac, _frac_case, (self,), (), out=out)


def frac_(self):
    """frac(Tensor self) -> Tensor (in place)"""
    return _pw.call(_frac, _frac_case, (self,), (), inplace=True)


# ---- reciprocal
_reciprocal = _pw.Pointwise('reciprocal', ('self',), (0,), {}, (), 'keep', 'elementwise')
_reciprocal_case = _pw.Case(_cpu.reciprocal_1d, _cpu.reciprocal_nd, "reciprocal_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.reciprocal_1dp, _cpu.reciprocal_ndp))


def reciprocal(self, *, out=None):
    """reciprocal(Tensor self) -> Tensor"""
    return _pw.call(_reciprocal, _reciprocal_case, (self,), (), out=out)


def reciprocal_(self):
    """reciprocal(Tensor self) -> Tensor (in place)"""
    return _pw.call(_reciprocal, _reciprocal_case, (self,), (), inplace=True)


# ---- sqrt
_sqrt = _pw.Pointwise('sqrt', ('self',), (0,), {}, (), 'keep', 'elementwise')
_sqrt_case = _pw.Case(_cpu.sqrt_1d, _cpu.sqrt_nd, "sqrt_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.sqrt_1dp, _cpu.sqrt_ndp))


def sqrt(self, *, out=None):
    """sqrt(Tensor self) -> Tensor"""
    return _pw.call(_sqrt, _sqrt_case, (self,), (), out=out)


def sqrt_(self):
    """sqrt(Tensor self) -> Tensor (in place)"""
    return _pw.call(_sqrt, _sqrt_case, (self,), (), inplace=True)


# ---- rsqrt
_rsqrt = _pw.Pointwise('rsqrt', ('self',), (0,), {}, (), 'keep', 'elementwise')
_rsqrt_case = _pw.Case(_cpu.rsqrt_1d, _cpu.rsqrt_nd, "rsqrt_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.rsqrt_1dp, _cpu.rsqrt_ndp))


def rsqrt(self, *, out=None):
    """rsqrt(Tensor self) -> Tensor"""
    return _pw.call(_rsqrt, _rsqrt_case, (self,), (), out=out)


def rsqrt_(self):
    """rsqrt(Tensor self) -> Tensor (in place)"""
    return _pw.call(_rsqrt, _rsqrt_case, (self,), (), inplace=True)


# ---- exp
_exp = _pw.Pointwise('exp', ('self',), (0,), {}, (), 'keep', 'elementwise')
_exp_case = _pw.Case(_cpu.exp_1d, _cpu.exp_nd, "exp_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.exp_1dp, _cpu.exp_ndp))


def exp(self, *, out=None):
    """exp(Tensor self) -> Tensor"""
    return _pw.call(_exp, _exp_case, (self,), (), out=out)


def exp_(self):
    """exp(Tensor self) -> Tensor (in place)"""
    return _pw.call(_exp, _exp_case, (self,), (), inplace=True)


# ---- expm1
_expm1 = _pw.Pointwise('expm1', ('self',), (0,), {}, (), 'keep', 'elementwise')
_expm1_case = _pw.Case(_cpu.expm1_1d, _cpu.expm1_nd, "expm1_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.expm1_1dp, _cpu.expm1_ndp))


def expm1(self, *, out=None):
    """expm1(Tensor self) -> Tensor"""
    return _pw.call(_expm1, _expm1_case, (self,), (), out=out)


def expm1_(self):
    """expm1(Tensor self) -> Tensor (in place)"""
    return _pw.call(_expm1, _expm1_case, (self,), (), inplace=True)


# ---- log
_log = _pw.Pointwise('log', ('self',), (0,), {}, (), 'keep', 'elementwise')
_log_case = _pw.Case(_cpu.log_1d, _cpu.log_nd, "log_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.log_1dp, _cpu.log_ndp))


def log(self, *, out=None):
    """log(Tensor self) -> Tensor"""
    return _pw.call(_log, _log_case, (self,), (), out=out)


def log_(self):
    """log(Tensor self) -> Tensor (in place)"""
    return _pw.call(_log, _log_case, (self,), (), inplace=True)


# ---- log2
_log2 = _pw.Pointwise('log2', ('self',), (0,), {}, (), 'keep', 'elementwise')
_log2_case = _pw.Case(_cpu.log2_1d, _cpu.log2_nd, "log2_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.log2_1dp, _cpu.log2_ndp))


def log2(self, *, out=None):
    """log2(Tensor self) -> Tensor"""
    return _pw.call(_log2, _log2_case, (self,), (), out=out)


def log2_(self):
    """log2(Tensor self) -> Tensor (in place)"""
    return _pw.call(_log2, _log2_case, (self,), (), inplace=True)


# ---- log10
_log10 = _pw.Pointwise('log10', ('self',), (0,), {}, (), 'keep', 'elementwise')
_log10_case = _pw.Case(_cpu.log10_1d, _cpu.log10_nd, "log10_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.log10_1dp, _cpu.log10_ndp))


def log10(self, *, out=None):
    """log10(Tensor self) -> Tensor"""
    return _pw.call(_log10, _log10_case, (self,), (), out=out)


def log10_(self):
    """log10(Tensor self) -> Tensor (in place)"""
    return _pw.call(_log10, _log10_case, (self,), (), inplace=True)


# ---- log1p
_log1p = _pw.Pointwise('log1p', ('self',), (0,), {}, (), 'keep', 'elementwise')
_log1p_case = _pw.Case(_cpu.log1p_1d, _cpu.log1p_nd, "log1p_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.log1p_1dp, _cpu.log1p_ndp))


def log1p(self, *, out=None):
    """log1p(Tensor self) -> Tensor"""
    return _pw.call(_log1p, _log1p_case, (self,), (), out=out)


def log1p_(self):
    """log1p(Tensor self) -> Tensor (in place)"""
    return _pw.call(_log1p, _log1p_case, (self,), (), inplace=True)


# ---- sin
_sin = _pw.Pointwise('sin', ('self',), (0,), {}, (), 'keep', 'elementwise')
_sin_case = _pw.Case(_cpu.sin_1d, _cpu.sin_nd, "sin_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.sin_1dp, _cpu.sin_ndp))


def sin(self, *, out=None):
    """sin(Tensor self) -> Tensor"""
    return _pw.call(_sin, _sin_case, (self,), (), out=out)


def sin_(self):
    """sin(Tensor self) -> Tensor (in place)"""
    return _pw.call(_sin, _sin_case, (self,), (), inplace=True)


# ---- cos
_cos = _pw.Pointwise('cos', ('self',), (0,), {}, (), 'keep', 'elementwise')
_cos_case = _pw.Case(_cpu.cos_1d, _cpu.cos_nd, "cos_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.cos_1dp, _cpu.cos_ndp))


def cos(self, *, out=None):
    """cos(Tensor self) -> Tensor"""
    return _pw.call(_cos, _cos_case, (self,), (), out=out)


def cos_(self):
    """cos(Tensor self) -> Tensor (in place)"""
    return _pw.call(_cos, _cos_case, (self,), (), inplace=True)


# ---- tan
_tan = _pw.Pointwise('tan', ('self',), (0,), {}, (), 'keep', 'elementwise')
_tan_case = _pw.Case(_cpu.tan_1d, _cpu.tan_nd, "tan_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.tan_1dp, _cpu.tan_ndp))


def tan(self, *, out=None):
    """tan(Tensor self) -> Tensor"""
    return _pw.call(_tan, _tan_case, (self,), (), out=out)


def tan_(self):
    """tan(Tensor self) -> Tensor (in place)"""
    return _pw.call(_tan, _tan_case, (self,), (), inplace=True)


# ---- asin
_asin = _pw.Pointwise('asin', ('self',), (0,), {}, (), 'keep', 'elementwise')
_asin_case = _pw.Case(_cpu.asin_1d, _cpu.asin_nd, "asin_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.asin_1dp, _cpu.asin_ndp))


def asin(self, *, out=None):
    """asin(Tensor self) -> Tensor"""
    return _pw.call(_asin, _asin_case, (self,), (), out=out)


def asin_(self):
    """asin(Tensor self) -> Tensor (in place)"""
    return _pw.call(_asin, _asin_case, (self,), (), inplace=True)


# ---- acos
_acos = _pw.Pointwise('acos', ('self',), (0,), {}, (), 'keep', 'elementwise')
_acos_case = _pw.Case(_cpu.acos_1d, _cpu.acos_nd, "acos_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.acos_1dp, _cpu.acos_ndp))


def acos(self, *, out=None):
    """acos(Tensor self) -> Tensor"""
    return _pw.call(_acos, _acos_case, (self,), (), out=out)


def acos_(self):
    """acos(Tensor self) -> Tensor (in place)"""
    return _pw.call(_acos, _acos_case, (self,), (), inplace=True)


# ---- atan
_atan = _pw.Pointwise('atan', ('self',), (0,), {}, (), 'keep', 'elementwise')
_atan_case = _pw.Case(_cpu.atan_1d, _cpu.atan_nd, "atan_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.atan_1dp, _cpu.atan_ndp))


def atan(self, *, out=None):
    """atan(Tensor self) -> Tensor"""
    return _pw.call(_atan, _atan_case, (self,), (), out=out)


def atan_(self):
    """atan(Tensor self) -> Tensor (in place)"""
    return _pw.call(_atan, _atan_case, (self,), (), inplace=True)


# ---- sinh
_sinh = _pw.Pointwise('sinh', ('self',), (0,), {}, (), 'keep', 'elementwise')
_sinh_case = _pw.Case(_cpu.sinh_1d, _cpu.sinh_nd, "sinh_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.sinh_1dp, _cpu.sinh_ndp))


def sinh(self, *, out=None):
    """sinh(Tensor self) -> Tensor"""
    return _pw.call(_sinh, _sinh_case, (self,), (), out=out)


def sinh_(self):
    """sinh(Tensor self) -> Tensor (in place)"""
    return _pw.call(_sinh, _sinh_case, (self,), (), inplace=True)


# ---- cosh
_cosh = _pw.Pointwise('cosh', ('self',), (0,), {}, (), 'keep', 'elementwise')
_cosh_case = _pw.Case(_cpu.cosh_1d, _cpu.cosh_nd, "cosh_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.cosh_1dp, _cpu.cosh_ndp))


def cosh(self, *, out=None):
    """cosh(Tensor self) -> Tensor"""
    return _pw.call(_cosh, _cosh_case, (self,), (), out=out)


def cosh_(self):
    """cosh(Tensor self) -> Tensor (in place)"""
    return _pw.call(_cosh, _cosh_case, (self,), (), inplace=True)


# ---- tanh
_tanh = _pw.Pointwise('tanh', ('self',), (0,), {}, (), 'keep', 'elementwise')
_tanh_case = _pw.Case(_cpu.tanh_1d, _cpu.tanh_nd, "tanh_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.tanh_1dp, _cpu.tanh_ndp))


def tanh(self, *, out=None):
    """tanh(Tensor self) -> Tensor"""
    return _pw.call(_tanh, _tanh_case, (self,), (), out=out)


def tanh_(self):
    """tanh(Tensor self) -> Tensor (in place)"""
    return _pw.call(_tanh, _tanh_case, (self,), (), inplace=True)


# ---- sigmoid
_sigmoid = _pw.Pointwise('sigmoid', ('self',), (0,), {}, (), 'keep', 'elementwise')
_sigmoid_case = _pw.Case(_cpu.sigmoid_1d, _cpu.sigmoid_nd, "sigmoid_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.sigmoid_1dp, _cpu.sigmoid_ndp))


def sigmoid(self, *, out=None):
    """sigmoid(Tensor self) -> Tensor"""
    return _pw.call(_sigmoid, _sigmoid_case, (self,), (), out=out)


def sigmoid_(self):
    """sigmoid(Tensor self) -> Tensor (in place)"""
    return _pw.call(_sigmoid, _sigmoid_case, (self,), (), inplace=True)


# ---- erf
_erf = _pw.Pointwise('erf', ('self',), (0,), {}, (), 'keep', 'elementwise')
_erf_case = _pw.Case(_cpu.erf_1d, _cpu.erf_nd, "erf_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.erf_1dp, _cpu.erf_ndp))


def erf(self, *, out=None):
    """erf(Tensor self) -> Tensor"""
    return _pw.call(_erf, _erf_case, (self,), (), out=out)


def erf_(self):
    """erf(Tensor self) -> Tensor (in place)"""
    return _pw.call(_erf, _erf_case, (self,), (), inplace=True)


# ---- erfc
_erfc = _pw.Pointwise('erfc', ('self',), (0,), {}, (), 'keep', 'elementwise')
_erfc_case = _pw.Case(_cpu.erfc_1d, _cpu.erfc_nd, "erfc_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.erfc_1dp, _cpu.erfc_ndp))


def erfc(self, *, out=None):
    """erfc(Tensor self) -> Tensor"""
    return _pw.call(_erfc, _erfc_case, (self,), (), out=out)


def erfc_(self):
    """erfc(Tensor self) -> Tensor (in place)"""
    return _pw.call(_erfc, _erfc_case, (self,), (), inplace=True)


# ---- erfinv
_erfinv = _pw.Pointwise('erfinv', ('self',), (0,), {}, (), 'keep', 'elementwise')
_erfinv_case = _pw.Case(_cpu.erfinv_1d, _cpu.erfinv_nd, "erfinv_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.erfinv_1dp, _cpu.erfinv_ndp))


def erfinv(self, *, out=None):
    """erfinv(Tensor self) -> Tensor"""
    return _pw.call(_erfinv, _erfinv_case, (self,), (), out=out)


def erfinv_(self):
    """erfinv(Tensor self) -> Tensor (in place)"""
    return _pw.call(_erfinv, _erfinv_case, (self,), (), inplace=True)


# ---- digamma
_digamma = _pw.Pointwise('digamma', ('self',), (0,), {}, (), 'keep', 'elementwise')
_digamma_case = _pw.Case(_cpu.digamma_1d, _cpu.digamma_nd, "digamma_kernel", "int_to_float", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.digamma_1dp, _cpu.digamma_ndp))


def digamma(self, *, out=None):
    """digamma(Tensor self) -> Tensor"""
    return _pw.call(_digamma, _digamma_case, (self,), (), out=out)


def digamma_(self):
    """digamma(Tensor self) -> Tensor (in place)"""
    return _pw.call(_digamma, _digamma_case, (self,), (), inplace=True)


# ---- _to_copy
__to_copy = _pw.Pointwise('_to_copy', ('self',), (0,), {}, (), 'keep', 'elementwise')
__to_copy_case = _pw.Case(_cpu._to_copy_1d, _cpu._to_copy_nd, "_to_copy_kernel", "no_opmath", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu._to_copy_1dp, _cpu._to_copy_ndp))


def _to_copy(self):
    """_to_copy(Tensor self) -> Tensor"""
    return _pw.call(__to_copy, __to_copy_case, (self,), ())


# ---- transpose


def transpose(self, dim0, dim1):
    """transpose(Tensor self, dim dim0, dim dim1) -> Tensor"""
    return _vw.make(self, 'transpose', 'permute', 'transpose_not_dim0', _vr.transpose, (dim0, dim1,))


def transpose_(self, dim0, dim1):
    """transpose(Tensor self, dim dim0, dim dim1) -> Tensor (in place)"""
    return _vw.make_(self, 'transpose', 'permute', 'transpose_not_dim0', _vr.transpose, (dim0, dim1,))


# ---- swapaxes


def swapaxes(self, axis0, axis1):
    """swapaxes(Tensor self, dim axis0, dim axis1) -> Tensor"""
    return _vw.make(self, 'swapaxes', 'permute', 'transpose_not_dim0', _vr.transpose, (axis0, axis1,))


def swapaxes_(self, axis0, axis1):
    """swapaxes(Tensor self, dim axis0, dim axis1) -> Tensor (in place)"""
    return _vw.make_(self, 'swapaxes', 'permute', 'transpose_not_dim0', _vr.transpose, (axis0, axis1,))


# ---- swapdims


def swapdims(self, dim0, dim1):
    """swapdims(Tensor self, dim dim0, dim dim1) -> Tensor"""
    return _vw.make(self, 'swapdims', 'permute', 'transpose_not_dim0', _vr.transpose, (dim0, dim1,))


def swapdims_(self, dim0, dim1):
    """swapdims(Tensor self, dim dim0, dim dim1) -> Tensor (in place)"""
    return _vw.make_(self, 'swapdims', 'permute', 'transpose_not_dim0', _vr.transpose, (dim0, dim1,))


# ---- t


def t(self):
    """t(Tensor self) -> Tensor"""
    return _vw.make(self, 't', 'permute', 'none', _vr.t, ())


def t_(self):
    """t(Tensor self) -> Tensor (in place)"""
    return _vw.make_(self, 't', 'permute', 'none', _vr.t, ())


# ---- permute


def permute(self, *dims):
    """permute(Tensor self, dim[] dims) -> Tensor"""
    return _vw.make(self, 'permute', 'permute', 'none', _vr.permute, (dims,))


# ---- select


def select(self, dim, index):
    """select(Tensor self, dim dim, int index) -> Tensor"""
    return _vw.make(self, 'select', 'remove_dims', 'select', _vr.select, (dim, index,))


# ---- narrow


def narrow(self, dim, start, length):
    """narrow(Tensor self, dim dim, int start, int length) -> Tensor"""
    return _vw.make(self, 'narrow', 'keep', 'regular_dim', _vr.narrow, (dim, start, length,))


# ---- squeeze


def squeeze(self, dim=None):
    """squeeze(Tensor self, dim[]? dim=None) -> Tensor"""
    return _vw.make(self, 'squeeze', 'remove_dims', 'regular_dim', _vr.squeeze, (dim,))


def squeeze_(self, dim=None):
    """squeeze(Tensor self, dim[]? dim=None) -> Tensor (in place)"""
    return _vw.make_(self, 'squeeze', 'remove_dims', 'regular_dim', _vr.squeeze, (dim,))


# ---- unsqueeze


def unsqueeze(self, dim):
    """unsqueeze(Tensor self, int dim) -> Tensor"""
    return _vw.make(self, 'unsqueeze', 'permute', 'regular_dim', _vr.unsqueeze, (dim,))


def unsqueeze_(self, dim):
    """unsqueeze(Tensor self, int dim) -> Tensor (in place)"""
    return _vw.make_(self, 'unsqueeze', 'permute', 'regular_dim', _vr.unsqueeze, (dim,))


# ---- expand


def expand(self, *size, implicit=False):
    """expand(Tensor self, int[] size, *, bool implicit=False) -> Tensor"""
    return _vw.make(self, 'expand', 'permute', 'none', _vr.expand, (size, implicit,))


# ---- expand_as


def expand_as(self, other):
    """expand_as(Tensor self, Tensor other) -> Tensor"""
    return _vw.make(self, 'expand_as', 'permute', 'none', _vr.expand_as, (other,))


# ---- view


def view(self, *size):
    """view(Tensor self, int[] size) -> Tensor"""
    return _vw.make(self, 'view', 'refuse', 'reshape_batch_kept', _vr.view, (size,))


# ---- reshape


def reshape(self, *shape):
    """reshape(Tensor self, int[] shape) -> Tensor"""
    return _vw.make(self, 'reshape', 'refuse', 'reshape_batch_kept', _vr.reshape, (shape,), __to_copy_case)


# ---- view_as


def view_as(self, other):
    """view_as(Tensor self, Tensor other) -> Tensor"""
    return _vw.make(self, 'view_as', 'refuse', 'none', _vr.view_as, (other,))


# ---- reshape_as


def reshape_as(self, other):
    """reshape_as(Tensor self, Tensor other) -> Tensor"""
    return _vw.make(self, 'reshape_as', 'refuse', 'none', _vr.reshape_as, (other,), __to_copy_case)


# ---- flatten


def flatten(self, start_dim=0, end_dim=-1):
    """flatten(Tensor self, dim start_dim=0, dim end_dim=-1) -> Tensor"""
    return _vw.make(self, 'flatten', 'refuse', 'none', _vr.flatten, (start_dim, end_dim,), __to_copy_case)


# ---- unflatten


def unflatten(self, dim, sizes):
    """unflatten(Tensor self, dim dim, int[] sizes) -> Tensor"""
    return _vw.make(self, 'unflatten', 'refuse', 'none', _vr.unflatten, (dim, sizes,))


# ---- detach


def detach(self):
    """detach(Tensor self) -> Tensor"""
    return _vw.make(self, 'detach', 'keep', 'as_dense', _vr.detach, (), alias=True)


def detach_(self):
    """detach(Tensor self) -> Tensor (in place)"""
    return _vw.make_(self, 'detach', 'keep', 'as_dense', _vr.detach, (), alias=True)


# ---- contiguous


def contiguous(self):
    """contiguous(Tensor self) -> Tensor"""
    return _vw.make(self, 'contiguous', 'keep', 'as_dense', _vr.contiguous, (), __to_copy_case)


# ---- unbind


def unbind(self, dim=0):
    """unbind(Tensor self, dim dim=0) -> Tensor[]"""
    return _vw.make_all(self, 'unbind', 'remove_dims', 'unbind_dim0', _vr.unbind, (dim,))


# ---- split


def split(self, split_size_or_sections, dim=0):
    """split(Tensor self, int[] split_size_or_sections, dim dim=0) -> Tensor[]"""
    return _vw.make_all(self, 'split', 'keep', 'regular_dim', _vr.split, (split_size_or_sections, dim,))


# ---- chunk


def chunk(self, chunks, dim=0):
    """chunk(Tensor self, int chunks, dim dim=0) -> Tensor[]"""
    return _vw.make_all(self, 'chunk', 'keep', 'regular_dim', _vr.chunk, (chunks, dim,))


# ---- clone


def clone(self):
    """clone(Tensor self) -> Tensor"""
    return _cp.clone(__to_copy_case, self)


# ---- copy


def copy(self, src, non_blocking=False):
    """copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor"""
    return _cp.copy(__to_copy_case, self, src, non_blocking)


def copy_(self, src, non_blocking=False):
    """copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor (in place)"""
    return _cp.copy(__to_copy_case, self, src, non_blocking, inplace=True)


# ---- fill


def fill(self, value):
    """fill(Tensor self, Scalar value) -> Tensor"""
    return _cp.fill(__to_copy_case, self, value)


def fill_(self, value):
    """fill(Tensor self, Scalar value) -> Tensor (in place)"""
    return _cp.fill(__to_copy_case, self, value, inplace=True)


# ---- zero


def zero(self):
    """zero(Tensor self) -> Tensor"""
    return _cp.zero(__to_copy_case, self)


def zero_(self):
    """zero(Tensor self) -> Tensor (in place)"""
    return _cp.zero(__to_copy_case, self, inplace=True)


# ---- cat


def cat(tensors, dim=0, *, out=None):
    """cat(Tensor[] tensors, dim dim=0) -> Tensor"""
    return _cp.cat(__to_copy_case, tensors, dim, out=out)


# ---- concat


def concat(tensors, dim=0, *, out=None):
    """concat(Tensor[] tensors, dim dim=0) -> Tensor"""
    return _cp.cat(__to_copy_case, tensors, dim, out=out)


# ---- concatenate


def concatenate(tensors, dim=0, *, out=None):
    """concatenate(Tensor[] tensors, dim dim=0) -> Tensor"""
    return _cp.cat(__to_copy_case, tensors, dim, out=out)


# ---- stack


def stack(tensors, dim=0, *, out=None):
    """stack(Tensor[] tensors, dim dim=0) -> Tensor"""
    return _cp.stack(__to_copy_case, tensors, dim, out=out)


# ---- _masked_fill
__masked_fill = _pw.Pointwise('_masked_fill', ('self', 'mask', 'value'), (0, 2), {1: _D.bool_}, (), 'unify', 'none')
__masked_fill_case = _pw.Case(_cpu._masked_fill_1d, _cpu._masked_fill_nd, "_masked_fill_kernel", "default", (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu._masked_fill_1dp, _cpu._masked_fill_ndp))


def _masked_fill(self, mask, value):
    """_masked_fill(Tensor self, Tensor mask, Tensor value) -> Tensor"""
    return _pw.call(__masked_fill, __masked_fill_case, (self, mask, value,), ())


# ---- masked_fill


def masked_fill(self, mask, value):
    """masked_fill(Tensor self, Tensor mask, Scalar value) -> Tensor"""
    return _cp.masked_fill(__masked_fill_case, self, mask, value)


def masked_fill_(self, mask, value):
    """masked_fill(Tensor self, Tensor mask, Scalar value) -> Tensor (in place)"""
    return _cp.masked_fill(__masked_fill_case, self, mask, value, inplace=True)


# ---- index_fill


def index_fill(self, dim, index, value):
    """index_fill(Tensor self, dim dim, Tensor index, Scalar value) -> Tensor"""
    return _cp.index_fill(__masked_fill_case, self, dim, index, value)


def index_fill_(self, dim, index, value):
    """index_fill(Tensor self, dim dim, Tensor index, Scalar value) -> Tensor (in place)"""
    return _cp.index_fill(__masked_fill_case, self, dim, index, value, inplace=True)


# ---- _take
__take_case = _cp.Gather(_cpu._take_gather, _cpu._take_scatter, '_take_gather', '_take_scatter')


# ---- masked_select


def masked_select(self, mask, *, out=None):
    """masked_select(Tensor self, Tensor mask) -> Tensor"""
    return _cp.masked_select(__take_case, self, mask, out=out)


# ---- resize


def resize(self, *size):
    """resize(Tensor self, int[] size) -> Tensor"""
    return _cp.resize(__to_copy_case, self, size)


def resize_(self, *size):
    """resize(Tensor self, int[] size) -> Tensor (in place)"""
    return _cp.resize(__to_copy_case, self, size, inplace=True)


# ---- resize_as


def resize_as(self, the_template):
    """resize_as(Tensor self, Tensor the_template) -> Tensor"""
    return _cp.resize_as(__to_copy_case, self, the_template)


def resize_as_(self, the_template):
    """resize_as(Tensor self, Tensor the_template) -> Tensor (in place)"""
    return _cp.resize_as(__to_copy_case, self, the_template, inplace=True)


# ---- sum
_sum = _red.Reduction('sum', 'fold', ('0',), 1, 'int_to_long', 'identity', None, (), False, (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'remove_dims', ('cpu', 'cuda'), True, _cpu)


def sum(self, dim=None, keepdim=False, *, dtype=None, out=None):
    """sum(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor"""
    return _red.call(_sum, self, {'dim': dim, 'keepdim': keepdim, 'dtype': dtype}, out=out)


# ---- prod
_prod = _red.Reduction('prod', 'fold', ('1',), 1, 'int_to_long', 'identity', None, (), False, (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'remove_dims', ('cpu', 'cuda'), False, _cpu)


def prod(self, dim=None, keepdim=False, *, dtype=None, out=None):
    """prod(Tensor self, dim? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor"""
    return _red.call(_prod, self, {'dim': dim, 'keepdim': keepdim, 'dtype': dtype}, out=out)


# ---- mean
_mean = _red.Reduction('mean', 'fold', ('0',), 1, 'floating', 'identity', 'mean(): could not infer output dtype. {which} dtype must be either a floating point or complex dtype. Got: {dtype}', (), False, (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'remove_dims', ('cpu', 'cuda'), True, _cpu)


def mean(self, dim=None, keepdim=False, *, dtype=None, out=None):
    """mean(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor"""
    return _red.call(_mean, self, {'dim': dim, 'keepdim': keepdim, 'dtype': dtype}, out=out)


# ---- var
_var = _red.Reduction('var', 'fold', ('0', '0'), 1, 'floating', 'identity', 'std and var only support floating point and complex dtypes', ('correction',), False, (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'remove_dims', ('cpu', 'cuda'), True, _cpu)


def var(self, dim=None, unbiased=None, keepdim=False, *, correction=None, out=None):
    """var(Tensor self, dim[]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor"""
    return _red.call(_var, self, {'dim': dim, 'unbiased': unbiased, 'keepdim': keepdim, 'correction': correction}, out=out)


# ---- std
_std = _red.Reduction('std', 'fold', ('0', '0'), 1, 'floating', 'identity', 'std and var only support floating point and complex dtypes', ('correction',), False, (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'remove_dims', ('cpu', 'cuda'), True, _cpu)


def std(self, dim=None, unbiased=None, keepdim=False, *, correction=None, out=None):
    """std(Tensor self, dim[]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor"""
    return _red.call(_std, self, {'dim': dim, 'unbiased': unbiased, 'keepdim': keepdim, 'correction': correction}, out=out)


# ---- var_mean
_var_mean = _red.Reduction('var_mean', 'fold', ('0', '0'), 2, 'floating', 'identity', 'std and var only support floating point and complex dtypes', ('correction',), True, (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'remove_dims', ('cpu', 'cuda'), True, _cpu)


def var_mean(self, dim=None, unbiased=None, keepdim=False, *, correction=None):
    """var_mean(Tensor self, dim[]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> (Tensor, Tensor)"""
    return _red.call(_var_mean, self, {'dim': dim, 'unbiased': unbiased, 'keepdim': keepdim, 'correction': correction})


# ---- std_mean
_std_mean = _red.Reduction('std_mean', 'fold', ('0', '0'), 2, 'floating', 'identity', 'std and var only support floating point and complex dtypes', ('correction',), True, (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'remove_dims', ('cpu', 'cuda'), True, _cpu)


def std_mean(self, dim=None, unbiased=None, keepdim=False, *, correction=None):
    """std_mean(Tensor self, dim[]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> (Tensor, Tensor)"""
    return _red.call(_std_mean, self, {'dim': dim, 'unbiased': unbiased, 'keepdim': keepdim, 'correction': correction})


# ---- logsumexp
_logsumexp = _red.Reduction('logsumexp', 'fold', ('-inf', '0'), 1, 'int_to_float', 'identity', None, (), False, (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'remove_dims', ('cpu', 'cuda'), True, _cpu)


def logsumexp(self, dim, keepdim=False, *, out=None):
    """logsumexp(Tensor self, dim[] dim, bool keepdim=False) -> Tensor"""
    return _red.call(_logsumexp, self, {'dim': dim, 'keepdim': keepdim}, out=out)


# ---- all
_all = _red.Reduction('all', 'fold', ('True',), 1, 'bool_keep_uint8', 'identity', None, (), False, (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'remove_dims', ('cpu', 'cuda'), True, _cpu)


def all(self, dim=None, keepdim=False, *, out=None):
    """all(Tensor self, dim[]? dim=None, bool keepdim=False) -> Tensor"""
    return _red.call(_all, self, {'dim': dim, 'keepdim': keepdim}, out=out)


# ---- any
_any = _red.Reduction('any', 'fold', ('False',), 1, 'bool_keep_uint8', 'identity', None, (), False, (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'remove_dims', ('cpu', 'cuda'), True, _cpu)


def any(self, dim=None, keepdim=False, *, out=None):
    """any(Tensor self, dim[]? dim=None, bool keepdim=False) -> Tensor"""
    return _red.call(_any, self, {'dim': dim, 'keepdim': keepdim}, out=out)


# ---- amax
_amax = _red.Reduction('amax', 'fold', ('lowest',), 1, 'same', 'error', None, (), False, (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'remove_dims', ('cpu', 'cuda'), True, _cpu)


def amax(self, dim=[], keepdim=False, *, out=None):
    """amax(Tensor self, dim[] dim=[], bool keepdim=False) -> Tensor"""
    return _red.call(_amax, self, {'dim': dim, 'keepdim': keepdim}, out=out)


# ---- amin
_amin = _red.Reduction('amin', 'fold', ('highest',), 1, 'same', 'error', None, (), False, (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'remove_dims', ('cpu', 'cuda'), True, _cpu)


def amin(self, dim=[], keepdim=False, *, out=None):
    """amin(Tensor self, dim[] dim=[], bool keepdim=False) -> Tensor"""
    return _red.call(_amin, self, {'dim': dim, 'keepdim': keepdim}, out=out)


# ---- max
_max = _red.Reduction('max', 'arg', (), 0, 'same', 'error', None, (), True, (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'remove_dims', ('cpu', 'cuda'), False, _cpu)


def max(self, dim=None, keepdim=False):
    """max(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    if isinstance(dim, _Tensor):  # a Tensor `dim`: the elementwise maximum
        return maximum(self, dim)
    return _red.call(_max, self, {'dim': dim, 'keepdim': keepdim})


# ---- min
_min = _red.Reduction('min', 'arg', (), 0, 'same', 'error', None, (), True, (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'remove_dims', ('cpu', 'cuda'), False, _cpu)


def min(self, dim=None, keepdim=False):
    """min(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    if isinstance(dim, _Tensor):  # a Tensor `dim`: the elementwise minimum
        return minimum(self, dim)
    return _red.call(_min, self, {'dim': dim, 'keepdim': keepdim})


# ---- argmax
_argmax = _red.Reduction('argmax', 'arg', (), 0, 'long', 'error', None, (), False, (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'remove_dims', ('cpu', 'cuda'), False, _cpu)


def argmax(self, dim=None, keepdim=False, *, out=None):
    """argmax(Tensor self, dim? dim=None, bool keepdim=False) -> Tensor"""
    return _red.call(_argmax, self, {'dim': dim, 'keepdim': keepdim}, out=out)


# ---- argmin
_argmin = _red.Reduction('argmin', 'arg', (), 0, 'long', 'error', None, (), False, (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'remove_dims', ('cpu', 'cuda'), False, _cpu)


def argmin(self, dim=None, keepdim=False, *, out=None):
    """argmin(Tensor self, dim? dim=None, bool keepdim=False) -> Tensor"""
    return _red.call(_argmin, self, {'dim': dim, 'keepdim': keepdim}, out=out)


# ---- median
_median = _red.Reduction('median', 'select', (), 0, 'same', 'error', None, (), True, (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'remove_dims', ('cpu', 'cuda'), False, _cpu)


def median(self, dim=None, keepdim=False):
    """median(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    return _red.call(_median, self, {'dim': dim, 'keepdim': keepdim})


# ---- kthvalue
_kthvalue = _red.Reduction('kthvalue', 'select', (), 0, 'same', 'error', None, ('k',), True, (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'remove_dims', ('cpu', 'cuda'), False, _cpu)


def kthvalue(self, k, dim=-1, keepdim=False):
    """kthvalue(Tensor self, int k, dim dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    return _red.call(_kthvalue, self, {'k': k, 'dim': dim, 'keepdim': keepdim})


# ---- mode
_mode = _red.Reduction('mode', 'mode', (), 0, 'same', 'error', None, (), True, (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'remove_dims', ('cpu', 'cuda'), False, _cpu)


def mode(self, dim=-1, keepdim=False):
    """mode(Tensor self, dim dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    return _red.call(_mode, self, {'dim': dim, 'keepdim': keepdim})


# ---- topk
_topk = _red.Reduction('topk', 'topk', (), 0, 'same', 'error', None, ('k',), True, (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'keep', ('cpu', 'cuda'), False, _cpu)


def topk(self, k, dim=-1, largest=True, sorted=True):
    """topk(Tensor self, int k, dim dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)"""
    return _red.call(_topk, self, {'k': k, 'dim': dim, 'largest': largest, 'sorted': sorted})


# ---- cumsum
_cumsum = _red.Reduction('cumsum', 'scan', ('0',), 0, 'int_to_long', 'identity', None, (), False, (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'keep', ('cpu', 'cuda'), False, _cpu)


def cumsum(self, dim, *, dtype=None, out=None):
    """cumsum(Tensor self, dim dim, *, dtype? dtype=None) -> Tensor"""
    return _red.call(_cumsum, self, {'dim': dim, 'dtype': dtype}, out=out)


def cumsum_(self, dim, *, dtype=None):
    """cumsum(Tensor self, dim dim, *, dtype? dtype=None) -> Tensor (in place)"""
    return _red.call(_cumsum, self, {'dim': dim, 'dtype': dtype}, inplace=True)


# ---- cumprod
_cumprod = _red.Reduction('cumprod', 'scan', ('1',), 0, 'int_to_long', 'identity', None, (), False, (_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'keep', ('cpu', 'cuda'), False, _cpu)


def cumprod(self, dim, *, dtype=None, out=None):
    """cumprod(Tensor self, dim dim, *, dtype? dtype=None) -> Tensor"""
    return _red.call(_cumprod, self, {'dim': dim, 'dtype': dtype}, out=out)


def cumprod_(self, dim, *, dtype=None):
    """cumprod(Tensor self, dim dim, *, dtype? dtype=None) -> Tensor (in place)"""
    return _red.call(_cumprod, self, {'dim': dim, 'dtype': dtype}, inplace=True)


# ---- dot
_dot = _ct.Contraction('dot', 'dot', ('self', 'tensor'), None, True, (), (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'contract', ('cpu', 'cuda'), _cpu)


def dot(self, tensor, *, out=None):
    """dot(Tensor self, Tensor tensor) -> Tensor"""
    return _ct.call(_dot, self, tensor, None, (), out=out)


# ---- mv
_mv = _ct.Contraction('mv', 'mv', ('self', 'vec'), None, True, (), (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'contract', ('cpu', 'cuda'), _cpu)


def mv(self, vec, *, out=None):
    """mv(Tensor self, Tensor vec) -> Tensor"""
    return _ct.call(_mv, self, vec, None, (), out=out)


# ---- mm
_mm = _ct.Contraction('mm', 'mm', ('self', 'mat2'), None, True, (), (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'contract', ('cpu', 'cuda'), _cpu)


def mm(self, mat2, *, out=None):
    """mm(Tensor self, Tensor mat2) -> Tensor"""
    return _ct.call(_mm, self, mat2, None, (), out=out)


# ---- bmm
_bmm = _ct.Contraction('bmm', 'bmm', ('self', 'mat2'), None, True, (), (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'contract', ('cpu', 'cuda'), _cpu)


def bmm(self, mat2, *, out=None):
    """bmm(Tensor self, Tensor mat2) -> Tensor"""
    return _ct.call(_bmm, self, mat2, None, (), out=out)


# ---- matmul
_matmul = _ct.Contraction('matmul', 'matmul', ('self', 'other'), None, True, (), (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'contract', ('cpu', 'cuda'), _cpu)


def matmul(self, other, *, out=None):
    """matmul(Tensor self, Tensor other) -> Tensor"""
    return _ct.call(_matmul, self, other, None, (), out=out)


# ---- addmm
_addmm = _ct.Contraction('addmm', 'mm', ('mat1', 'mat2'), 'self', False, ('beta', 'alpha'), (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'contract', ('cpu', 'cuda'), _cpu)


def addmm(self, mat1, mat2, *, beta=1, alpha=1, out=None):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
    return _ct.call(_addmm, mat1, mat2, self, (beta, alpha,), out=out)


def addmm_(self, mat1, mat2, *, beta=1, alpha=1):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor (in place)"""
    return _ct.call(_addmm, mat1, mat2, self, (beta, alpha,), inplace=True)


# ---- addmv
_addmv = _ct.Contraction('addmv', 'mv', ('mat', 'vec'), 'self', False, ('beta', 'alpha'), (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'contract', ('cpu', 'cuda'), _cpu)


def addmv(self, mat, vec, *, beta=1, alpha=1, out=None):
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
    return _ct.call(_addmv, mat, vec, self, (beta, alpha,), out=out)


def addmv_(self, mat, vec, *, beta=1, alpha=1):
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor (in place)"""
    return _ct.call(_addmv, mat, vec, self, (beta, alpha,), inplace=True)


# ---- uniform_
_uniform_ = _rnd.Random(
    'uniform_', ('self', 'from_', 'to'), ('self',),
    params=('from_', 'to'),
    scalar_types={ 'from_': 'float', 'to': 'float', },
    target='self', names='keep', dtypes=(_D.float16, _D.bfloat16, _D.float32, _D.float64,),
    absent=(), prepare=None, size=None,
    result='promoted', dtype_error=None,
    floating_args=(),
    checks=(_rnd.Check(lambda from_, to: from_ <= to, ('from_', 'to'), 'uniform_ expects to return a [from, to) range, but found from={from_} > to={to}', None, RuntimeError),),
    cpu=_cpu.uniform__fill, cpu_par=_cpu.uniform__fill_par, cuda='_rnd_uniform_')


def uniform_(self, from_=0, to=1):
    """uniform_(Tensor self, float from_=0, float to=1) -> Tensor"""
    return _rnd.call(_uniform_, (self, from_, to,))


# ---- normal_
_normal_ = _rnd.Random(
    'normal_', ('self', 'mean', 'std'), ('self',),
    params=('mean', 'std'),
    scalar_types={ 'mean': 'float', 'std': 'float', },
    target='self', names='keep', dtypes=(_D.float16, _D.bfloat16, _D.float32, _D.float64,),
    absent=(), prepare=None, size=None,
    result='promoted', dtype_error=None,
    floating_args=(),
    checks=(_rnd.Check(lambda std: std >= 0, ('std',), 'normal expects std >= 0.0, but found std {std}', None, RuntimeError),),
    cpu=_cpu.normal__fill, cpu_par=_cpu.normal__fill_par, cuda='_rnd_normal_')


def normal_(self, mean=0, std=1):
    """normal_(Tensor self, float mean=0, float std=1) -> Tensor"""
    return _rnd.call(_normal_, (self, mean, std,))


# ---- normal
_normal = _rnd.Random(
    'normal', ('mean', 'std', 'size', 'dtype', 'device'), ('mean', 'std'),
    params=('mean', 'std'),
    scalar_types={ },
    target='new', names='unify', dtypes=(_D.float16, _D.bfloat16, _D.float32, _D.float64,),
    absent=(), prepare=None, size='size',
    result='promoted', dtype_error=None,
    floating_args=('mean', 'std'),
    checks=(_rnd.Check(lambda std: std >= 0, ('std',), 'normal expects std >= 0.0, but found std {std}', 'normal expects all elements of std >= 0.0', RuntimeError),),
    cpu=_cpu.normal_fill, cpu_par=_cpu.normal_fill_par, cuda='_rnd_normal')


def normal(mean, std=1, size=None, *, dtype=None, device=None, out=None):
    """normal(Tensor mean, Tensor std=1, int[]? size=None, *, dtype? dtype=None, Device? device=None) -> Tensor"""
    return _rnd.call(_normal, (mean, std, size, dtype, device,), out=out)


# ---- cauchy_
_cauchy_ = _rnd.Random(
    'cauchy_', ('self', 'median', 'sigma'), ('self',),
    params=('median', 'sigma'),
    scalar_types={ 'median': 'float', 'sigma': 'float', },
    target='self', names='keep', dtypes=(_D.float16, _D.bfloat16, _D.float32, _D.float64,),
    absent=(), prepare=None, size=None,
    result='promoted', dtype_error=None,
    floating_args=(),
    checks=(_rnd.Check(lambda sigma: sigma > 0, ('sigma',), 'cauchy_ expects sigma > 0.0, but found sigma={sigma}', None, RuntimeError),),
    cpu=_cpu.cauchy__fill, cpu_par=_cpu.cauchy__fill_par, cuda='_rnd_cauchy_')


def cauchy_(self, median=0, sigma=1):
    """cauchy_(Tensor self, float median=0, float sigma=1) -> Tensor"""
    return _rnd.call(_cauchy_, (self, median, sigma,))


# ---- exponential_
_exponential_ = _rnd.Random(
    'exponential_', ('self', 'lambd'), ('self',),
    params=('lambd',),
    scalar_types={ 'lambd': 'float', },
    target='self', names='keep', dtypes=(_D.float16, _D.bfloat16, _D.float32, _D.float64,),
    absent=(), prepare=None, size=None,
    result='promoted', dtype_error='Exponential distribution is a continuous probability distribution. dtype must be a floating point but you specified {dtype}',
    floating_args=(),
    checks=(_rnd.Check(lambda lambd: lambd > 0, ('lambd',), 'exponential_ expects lambda > 0.0, but found lambda={lambd}', None, RuntimeError),),
    cpu=_cpu.exponential__fill, cpu_par=_cpu.exponential__fill_par, cuda='_rnd_exponential_')


def exponential_(self, lambd=1):
    """exponential_(Tensor self, float lambd=1) -> Tensor"""
    return _rnd.call(_exponential_, (self, lambd,))


# ---- log_normal_
_log_normal_ = _rnd.Random(
    'log_normal_', ('self', 'mean', 'std'), ('self',),
    params=('mean', 'std'),
    scalar_types={ 'mean': 'float', 'std': 'float', },
    target='self', names='keep', dtypes=(_D.float16, _D.bfloat16, _D.float32, _D.float64,),
    absent=(), prepare=None, size=None,
    result='promoted', dtype_error=None,
    floating_args=(),
    checks=(_rnd.Check(lambda std: std > 0, ('std',), 'log_normal_ expects std > 0.0, but found std={std}', None, RuntimeError),),
    cpu=_cpu.log_normal__fill, cpu_par=_cpu.log_normal__fill_par, cuda='_rnd_log_normal_')


def log_normal_(self, mean=1, std=2):
    """log_normal_(Tensor self, float mean=1, float std=2) -> Tensor"""
    return _rnd.call(_log_normal_, (self, mean, std,))


# ---- bernoulli_
_bernoulli_ = _rnd.Random(
    'bernoulli_', ('self', 'p'), ('self', 'p'),
    params=('p',),
    scalar_types={ },
    target='self', names='keep', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,),
    absent=(), prepare=None, size=None,
    result='promoted', dtype_error=None,
    floating_args=('p',),
    checks=(_rnd.Check(lambda p: (p >= 0) & (p <= 1), ('p',), 'bernoulli_ expects p to be in [0, 1], but got p={p}', 'Expected p_in >= 0 && p_in <= 1 to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)', RuntimeError),),
    cpu=_cpu.bernoulli__fill, cpu_par=_cpu.bernoulli__fill_par, cuda='_rnd_bernoulli_')


def bernoulli_(self, p=0.5):
    """bernoulli_(Tensor self, Tensor p=0.5) -> Tensor"""
    return _rnd.call(_bernoulli_, (self, p,))


# ---- bernoulli
_bernoulli = _rnd.Random(
    'bernoulli', ('self', 'p'), ('self', 'p'),
    params=('p',),
    scalar_types={ },
    target='new', names='keep', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,),
    absent=(('p', 'self'),), prepare=None, size=None,
    result='self', dtype_error=None,
    floating_args=('p',),
    checks=(_rnd.Check(lambda p: (p >= 0) & (p <= 1), ('p',), 'bernoulli_ expects p to be in [0, 1], but got p={p}', 'Expected p_in >= 0 && p_in <= 1 to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)', RuntimeError),),
    cpu=_cpu.bernoulli_fill, cpu_par=_cpu.bernoulli_fill_par, cuda='_rnd_bernoulli')


def bernoulli(self, p=None, *, out=None):
    """bernoulli(Tensor self, Tensor? p=None) -> Tensor"""
    return _rnd.call(_bernoulli, (self, p,), out=out)


# ---- random_
_random_ = _rnd.Random(
    'random_', ('self', 'from_', 'to'), ('self',),
    params=('from_', 'to'),
    scalar_types={ 'from_': 'int', 'to': 'int', },
    target='self', names='keep', dtypes=(_D.bool_, _D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,),
    absent=(), prepare='random_bounds', size=None,
    result='promoted', dtype_error=None,
    floating_args=(),
    checks=(),
    cpu=_cpu.random__fill, cpu_par=_cpu.random__fill_par, cuda='_rnd_random_')


def random_(self, from_=None, to=None):
    """random_(Tensor self, int? from_=None, int? to=None) -> Tensor"""
    return _rnd.call(_random_, (self, from_, to,))


# ---- _dropout
__dropout = _rnd.Random(
    '_dropout', ('self', 'p'), ('self',),
    params=('self', 'p'),
    scalar_types={ 'p': 'float', },
    target='new', names='keep', dtypes=(_D.float16, _D.bfloat16, _D.float32, _D.float64,),
    absent=(), prepare=None, size=None,
    result='self', dtype_error="result type Float can't be cast to the desired output type {dtype}",
    floating_args=(),
    checks=(),
    cpu=_cpu._dropout_fill, cpu_par=_cpu._dropout_fill_par, cuda='_rnd__dropout')


def _dropout(self, p):
    """_dropout(Tensor self, float p) -> Tensor"""
    return _rnd.call(__dropout, (self, p,))


# ---- _dropout_
__dropout_ = _rnd.Random(
    '_dropout_', ('self', 'p'), ('self',),
    params=('self', 'p'),
    scalar_types={ 'p': 'float', },
    target='self', names='keep', dtypes=(_D.float16, _D.bfloat16, _D.float32, _D.float64,),
    absent=(), prepare=None, size=None,
    result='promoted', dtype_error="result type Float can't be cast to the desired output type {dtype}",
    floating_args=(),
    checks=(),
    cpu=_cpu._dropout__fill, cpu_par=_cpu._dropout__fill_par, cuda='_rnd__dropout_')


def _dropout_(self, p):
    """_dropout_(Tensor self, float p) -> Tensor"""
    return _rnd.call(__dropout_, (self, p,))


# ---- relu
_relu = _pw.Pointwise('relu', ('self',), (0,), {}, (), 'keep', 'elementwise')
_relu_case = _pw.Case(_cpu.relu_1d, _cpu.relu_nd, "relu_kernel", "default", (_D.uint8, _D.int8, _D.int16, _D.int32, _D.int64, _D.float16, _D.bfloat16, _D.float32, _D.float64,), 'Boolean inputs not supported for relu', cpu_par=(_cpu.relu_1dp, _cpu.relu_ndp))


def relu(self, *, out=None):
    """relu(Tensor self) -> Tensor"""
    return _pw.call(_relu, _relu_case, (self,), (), out=out)


def relu_(self):
    """relu(Tensor self) -> Tensor (in place)"""
    return _pw.call(_relu, _relu_case, (self,), (), inplace=True)


# ---- gelu
_gelu = _pw.Pointwise('gelu', ('self',), (0,), {}, (), 'keep', 'elementwise')
_gelu_cases = {
    'none': _pw.Case(_cpu.gelu__none_1d, _cpu.gelu__none_nd, "gelu__none_kernel", "default", (_D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.gelu__none_1dp, _cpu.gelu__none_ndp)),
    'tanh': _pw.Case(_cpu.gelu__tanh_1d, _cpu.gelu__tanh_nd, "gelu__tanh_kernel", "default", (_D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.gelu__tanh_1dp, _cpu.gelu__tanh_ndp)),
}


def gelu(self, *, approximate='none', out=None):
    """gelu(Tensor self, *, str approximate='none') -> Tensor"""
    case = _pw.select_case('gelu', _gelu_cases, 'approximate', approximate)
    return _pw.call(_gelu, case, (self,), (), out=out)


def gelu_(self, *, approximate='none'):
    """gelu(Tensor self, *, str approximate='none') -> Tensor (in place)"""
    case = _pw.select_case('gelu', _gelu_cases, 'approximate', approximate)
    return _pw.call(_gelu, case, (self,), (), inplace=True)


# ---- silu
_silu = _pw.Pointwise('silu', ('self',), (0,), {}, (), 'keep', 'elementwise')
_silu_case = _pw.Case(_cpu.silu_1d, _cpu.silu_nd, "silu_kernel", "default", (_D.float16, _D.bfloat16, _D.float32, _D.float64,), None, cpu_par=(_cpu.silu_1dp, _cpu.silu_ndp))


def silu(self, *, out=None):
    """silu(Tensor self) -> Tensor"""
    return _pw.call(_silu, _silu_case, (self,), (), out=out)


def silu_(self):
    """silu(Tensor self) -> Tensor (in place)"""
    return _pw.call(_silu, _silu_case, (self,), (), inplace=True)


# ---- softmax
_softmax = _nrm.Normalization('softmax', 'keep', (_D.float16, _D.bfloat16, _D.float32, _D.float64,),
                                _cpu.softmax_last, _cpu.softmax_mid, '_nrm_softmax')


def softmax(self, dim, dtype=None):
    """softmax(Tensor self, dim dim, dtype? dtype=None) -> Tensor"""
    return _nrm.call(_softmax, self, dim, dtype)


# ---- log_softmax
_log_softmax = _nrm.Normalization('log_softmax', 'keep', (_D.float16, _D.bfloat16, _D.float32, _D.float64,),
                                _cpu.log_softmax_last, _cpu.log_softmax_mid, '_nrm_log_softmax')


def log_softmax(self, dim, dtype=None):
    """log_softmax(Tensor self, dim dim, dtype? dtype=None) -> Tensor"""
    return _nrm.call(_log_softmax, self, dim, dtype)


# ops.yaml `nested:` of every op: the nested-tensor dispatcher (runtime/nested_ops.py)
# runs an op on nested operands only where this declares a rule.
NESTED = {
    'add': 'elementwise',
    'sub': 'elementwise',
    'mul': 'elementwise',
    'div': 'elementwise',
    'floor_divide': 'elementwise',
    'remainder': 'elementwise',
    'fmod': 'elementwise',
    'pow': 'elementwise',
    'atan2': 'elementwise',
    'maximum': 'elementwise',
    'minimum': 'elementwise',
    'clamp': 'elementwise',
    'where': 'elementwise',
    'bitwise_and': 'elementwise',
    'bitwise_or': 'elementwise',
    'bitwise_xor': 'elementwise',
    'bitwise_not': 'elementwise',
    'logical_not': 'elementwise',
    'logical_and': 'elementwise',
    'logical_or': 'elementwise',
    'logical_xor': 'elementwise',
    'eq': 'elementwise',
    'ne': 'elementwise',
    'lt': 'elementwise',
    'le': 'elementwise',
    'gt': 'elementwise',
    'ge': 'elementwise',
    'neg': 'elementwise',
    'abs': 'elementwise',
    'sign': 'elementwise',
    'sgn': 'elementwise',
    'square': 'elementwise',
    'ceil': 'elementwise',
    'floor': 'elementwise',
    'trunc': 'elementwise',
    'round': 'elementwise',
    'frac': 'elementwise',
    'reciprocal': 'elementwise',
    'sqrt': 'elementwise',
    'rsqrt': 'elementwise',
    'exp': 'elementwise',
    'expm1': 'elementwise',
    'log': 'elementwise',
    'log2': 'elementwise',
    'log10': 'elementwise',
    'log1p': 'elementwise',
    'sin': 'elementwise',
    'cos': 'elementwise',
    'tan': 'elementwise',
    'asin': 'elementwise',
    'acos': 'elementwise',
    'atan': 'elementwise',
    'sinh': 'elementwise',
    'cosh': 'elementwise',
    'tanh': 'elementwise',
    'sigmoid': 'elementwise',
    'erf': 'elementwise',
    'erfc': 'elementwise',
    'erfinv': 'elementwise',
    'digamma': 'elementwise',
    '_to_copy': 'elementwise',
    'transpose': 'transpose_not_dim0',
    'swapaxes': 'transpose_not_dim0',
    'swapdims': 'transpose_not_dim0',
    't': 'none',
    'permute': 'none',
    'select': 'select',
    'narrow': 'regular_dim',
    'squeeze': 'regular_dim',
    'unsqueeze': 'regular_dim',
    'expand': 'none',
    'expand_as': 'none',
    'view': 'reshape_batch_kept',
    'reshape': 'reshape_batch_kept',
    'view_as': 'none',
    'reshape_as': 'none',
    'flatten': 'none',
    'unflatten': 'none',
    'detach': 'as_dense',
    'contiguous': 'as_dense',
    'unbind': 'unbind_dim0',
    'split': 'regular_dim',
    'chunk': 'regular_dim',
    'clone': 'as_dense',
    'copy': 'none',
    'fill': 'none',
    'zero': 'none',
    'cat': 'regular_dim',
    'concat': 'regular_dim',
    'concatenate': 'regular_dim',
    'stack': 'none',
    '_masked_fill': 'none',
    'masked_fill': 'elementwise',
    'index_fill': 'none',
    '_take': 'none',
    'masked_select': 'none',
    'resize': 'none',
    'resize_as': 'none',
    'sum': 'reduce_not_dim0',
    'prod': 'none',
    'mean': 'reduce_not_dim0',
    'var': 'none',
    'std': 'none',
    'var_mean': 'none',
    'std_mean': 'none',
    'logsumexp': 'none',
    'all': 'none',
    'any': 'none',
    'amax': 'reduce_not_dim0',
    'amin': 'none',
    'max': 'none',
    'min': 'none',
    'argmax': 'none',
    'argmin': 'none',
    'median': 'none',
    'kthvalue': 'none',
    'mode': 'none',
    'topk': 'none',
    'cumsum': 'scan_not_dim0',
    'cumprod': 'none',
    'dot': 'none',
    'mv': 'none',
    'mm': 'none',
    'bmm': 'bmm',
    'matmul': 'batched_matmul',
    'addmm': 'none',
    'addmv': 'none',
    'uniform_': 'none',
    'normal_': 'none',
    'normal': 'none',
    'cauchy_': 'none',
    'exponential_': 'none',
    'log_normal_': 'none',
    'bernoulli_': 'none',
    'bernoulli': 'none',
    'random_': 'none',
    '_dropout': 'elementwise',
    '_dropout_': 'elementwise',
    'relu': 'elementwise',
    'gelu': 'elementwise',
    'silu': 'elementwise',
    'softmax': 'rowwise_not_dim0',
    'log_softmax': 'rowwise_not_dim0',
}

# The public functions (ops.yaml `variants: [function, ...]`).
__all__ = [
    'abs',
    'acos',
    'add',
    'addmm',
    'addmv',
    'all',
    'amax',
    'amin',
    'any',
    'argmax',
    'argmin',
    'asin',
    'atan',
    'atan2',
    'bernoulli',
    'bitwise_and',
    'bitwise_not',
    'bitwise_or',
    'bitwise_xor',
    'bmm',
    'cat',
    'ceil',
    'chunk',
    'clamp',
    'clone',
    'concat',
    'concatenate',
    'cos',
    'cosh',
    'cumprod',
    'cumsum',
    'detach',
    'digamma',
    'div',
    'dot',
    'eq',
    'erf',
    'erfc',
    'erfinv',
    'exp',
    'expm1',
    'fill',
    'flatten',
    'floor',
    'floor_divide',
    'fmod',
    'frac',
    'ge',
    'gelu',
    'gt',
    'index_fill',
    'kthvalue',
    'le',
    'log',
    'log10',
    'log1p',
    'log2',
    'log_softmax',
    'logical_and',
    'logical_not',
    'logical_or',
    'logical_xor',
    'logsumexp',
    'lt',
    'masked_fill',
    'masked_select',
    'matmul',
    'max',
    'maximum',
    'mean',
    'median',
    'min',
    'minimum',
    'mm',
    'mode',
    'mul',
    'mv',
    'narrow',
    'ne',
    'neg',
    'normal',
    'permute',
    'pow',
    'prod',
    'reciprocal',
    'relu',
    'remainder',
    'reshape',
    'round',
    'rsqrt',
    'select',
    'sgn',
    'sigmoid',
    'sign',
    'silu',
    'sin',
    'sinh',
    'softmax',
    'split',
    'sqrt',
    'square',
    'squeeze',
    'stack',
    'std',
    'std_mean',
    'sub',
    'sum',
    'swapaxes',
    'swapdims',
    't',
    'tan',
    'tanh',
    'topk',
    'transpose',
    'trunc',
    'unbind',
    'unflatten',
    'unsqueeze',
    'var',
    'var_mean',
    'where',
]
