# generated from ops.yaml — do not edit
"""Operator entry points: argument handling per signature, then the runtime's
dispatch (promotion, broadcasting, names, out=/in-place) and the kernels."""
from ..core import dtypes as _D
from ..core.tensor import Tensor as _Tensor
from ..core.op import Op as _Op
from ..dispatch import pipeline as _pipeline
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
_op_add = _Op(
    'add', _pw.FAMILY,
    _pw.Pointwise('add', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(('alpha', 'Scalar'),)),
    names='unify', nested='elementwise')
_add_case = _pw.Case(
    cpu_1d=_cpu.add_1d, cpu_nd=_cpu.add_nd, cpu_par=(_cpu.add_1dp, _cpu.add_ndp),
    cuda='add_kernel', category='default', dtypes=_D.GROUPS['all'])


def add(self, other, *, alpha=1, out=None):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""
    return _pipeline.call(_op_add, ((self, other), (alpha,), _add_case), out)


def add_(self, other, *, alpha=1):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_add, ((self, other), (alpha,), _add_case))


# ---- sub
_op_sub = _Op(
    'sub', _pw.FAMILY,
    _pw.Pointwise('sub', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(('alpha', 'Scalar'),)),
    names='unify', nested='elementwise')
_sub_case = _pw.Case(
    cpu_1d=_cpu.sub_1d, cpu_nd=_cpu.sub_nd, cpu_par=(_cpu.sub_1dp, _cpu.sub_ndp),
    cuda='sub_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    bool_error={'all': 'Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` operator instead.', 'any': 'Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.'})


def sub(self, other, *, alpha=1, out=None):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""
    return _pipeline.call(_op_sub, ((self, other), (alpha,), _sub_case), out)


def sub_(self, other, *, alpha=1):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_sub, ((self, other), (alpha,), _sub_case))


# ---- mul
_op_mul = _Op(
    'mul', _pw.FAMILY,
    _pw.Pointwise('mul', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise')
_mul_case = _pw.Case(
    cpu_1d=_cpu.mul_1d, cpu_nd=_cpu.mul_nd, cpu_par=(_cpu.mul_1dp, _cpu.mul_ndp),
    cuda='mul_kernel', category='default', dtypes=_D.GROUPS['all'])


def mul(self, other, *, out=None):
    """mul(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_mul, ((self, other), (), _mul_case), out)


def mul_(self, other):
    """mul(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_mul, ((self, other), (), _mul_case))


# ---- div
_op_div = _Op(
    'div', _pw.FAMILY,
    _pw.Pointwise('div', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), switch='rounding_mode'),
    names='unify', nested='elementwise')
_div_case = _pw.Case(
    cpu_1d=_cpu.div_1d, cpu_nd=_cpu.div_nd, cpu_par=(_cpu.div_1dp, _cpu.div_ndp),
    cuda='div_kernel', category='int_to_float', dtypes=_D.GROUPS['all'],
    zero_divisor=1,
    key=None)


_div__trunc__int_case = _pw.Case(
    cpu_1d=_cpu.div__trunc__int_1d, cpu_nd=_cpu.div__trunc__int_nd, cpu_par=(_cpu.div__trunc__int_1dp, _cpu.div__trunc__int_ndp),
    cuda='div__trunc__int_kernel', category='default', dtypes=_D.GROUPS['numeric'])

_div__trunc_case = _pw.Case(
    cpu_1d=_cpu.div__trunc_1d, cpu_nd=_cpu.div__trunc_nd, cpu_par=(_cpu.div__trunc_1dp, _cpu.div__trunc_ndp),
    cuda='div__trunc_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    int_case=_div__trunc__int_case,
    zero_divisor=1,
    key='trunc')


_div__floor__int_case = _pw.Case(
    cpu_1d=_cpu.div__floor__int_1d, cpu_nd=_cpu.div__floor__int_nd, cpu_par=(_cpu.div__floor__int_1dp, _cpu.div__floor__int_ndp),
    cuda='div__floor__int_kernel', category='default', dtypes=_D.GROUPS['numeric'])

_div__floor_case = _pw.Case(
    cpu_1d=_cpu.div__floor_1d, cpu_nd=_cpu.div__floor_nd, cpu_par=(_cpu.div__floor_1dp, _cpu.div__floor_ndp),
    cuda='div__floor_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    int_case=_div__floor__int_case,
    zero_divisor=1,
    key='floor')


_div_cases = {
    None: _div_case,
    'trunc': _div__trunc_case,
    'floor': _div__floor_case,
}


def div(self, other, *, rounding_mode=None, out=None):
    """div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor"""
    case = _pw.select_case('div', _div_cases, 'rounding_mode', rounding_mode)
    return _pipeline.call(_op_div, ((self, other), (), case), out)


def div_(self, other, *, rounding_mode=None):
    """div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor (in place)"""
    case = _pw.select_case('div', _div_cases, 'rounding_mode', rounding_mode)
    return _pipeline.call_inplace(_op_div, ((self, other), (), case))


# ---- floor_divide
_op_floor_divide = _Op(
    'floor_divide', _pw.FAMILY,
    _pw.Pointwise('floor_divide', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise')
_floor_divide__int_case = _pw.Case(
    cpu_1d=_cpu.floor_divide__int_1d, cpu_nd=_cpu.floor_divide__int_nd, cpu_par=(_cpu.floor_divide__int_1dp, _cpu.floor_divide__int_ndp),
    cuda='floor_divide__int_kernel', category='default', dtypes=_D.GROUPS['numeric'])

_floor_divide_case = _pw.Case(
    cpu_1d=_cpu.floor_divide_1d, cpu_nd=_cpu.floor_divide_nd, cpu_par=(_cpu.floor_divide_1dp, _cpu.floor_divide_ndp),
    cuda='floor_divide_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    int_case=_floor_divide__int_case,
    zero_divisor=1)


def floor_divide(self, other, *, out=None):
    """floor_divide(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_floor_divide, ((self, other), (), _floor_divide_case), out)


def floor_divide_(self, other):
    """floor_divide(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_floor_divide, ((self, other), (), _floor_divide_case))


# ---- remainder
_op_remainder = _Op(
    'remainder', _pw.FAMILY,
    _pw.Pointwise('remainder', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise')
_remainder__int_case = _pw.Case(
    cpu_1d=_cpu.remainder__int_1d, cpu_nd=_cpu.remainder__int_nd, cpu_par=(_cpu.remainder__int_1dp, _cpu.remainder__int_ndp),
    cuda='remainder__int_kernel', category='default', dtypes=_D.GROUPS['numeric'])

_remainder_case = _pw.Case(
    cpu_1d=_cpu.remainder_1d, cpu_nd=_cpu.remainder_nd, cpu_par=(_cpu.remainder_1dp, _cpu.remainder_ndp),
    cuda='remainder_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    int_case=_remainder__int_case,
    zero_divisor=1)


def remainder(self, other, *, out=None):
    """remainder(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_remainder, ((self, other), (), _remainder_case), out)


def remainder_(self, other):
    """remainder(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_remainder, ((self, other), (), _remainder_case))


# ---- fmod
_op_fmod = _Op(
    'fmod', _pw.FAMILY,
    _pw.Pointwise('fmod', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0,)),
    names='unify', nested='elementwise')
_fmod__int_case = _pw.Case(
    cpu_1d=_cpu.fmod__int_1d, cpu_nd=_cpu.fmod__int_nd, cpu_par=(_cpu.fmod__int_1dp, _cpu.fmod__int_ndp),
    cuda='fmod__int_kernel', category='default', dtypes=_D.GROUPS['numeric'])

_fmod_case = _pw.Case(
    cpu_1d=_cpu.fmod_1d, cpu_nd=_cpu.fmod_nd, cpu_par=(_cpu.fmod_1dp, _cpu.fmod_ndp),
    cuda='fmod_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    int_case=_fmod__int_case,
    zero_divisor=1)


def fmod(self, other, *, out=None):
    """fmod(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_fmod, ((self, other), (), _fmod_case), out)


def fmod_(self, other):
    """fmod(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_fmod, ((self, other), (), _fmod_case))


# ---- pow
_op_pow = _Op(
    'pow', _pw.FAMILY,
    _pw.Pointwise('pow', args=('self', 'exponent'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise')
_pow__int_case = _pw.Case(
    cpu_1d=_cpu.pow__int_1d, cpu_nd=_cpu.pow__int_nd, cpu_par=(_cpu.pow__int_1dp, _cpu.pow__int_ndp),
    cuda='pow__int_kernel', category='bool_to_long', dtypes=_D.GROUPS['numeric'])

_pow_case = _pw.Case(
    cpu_1d=_cpu.pow_1d, cpu_nd=_cpu.pow_nd, cpu_par=(_cpu.pow_1dp, _cpu.pow_ndp),
    cuda='pow_kernel', category='bool_to_long', dtypes=_D.GROUPS['numeric'],
    int_case=_pow__int_case,
    negative_int_error=(1, 'Integers to negative integer powers are not allowed.'))


def pow(self, exponent, *, out=None):
    """pow(Tensor self, Tensor exponent) -> Tensor"""
    return _pipeline.call(_op_pow, ((self, exponent), (), _pow_case), out)


def pow_(self, exponent):
    """pow(Tensor self, Tensor exponent) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_pow, ((self, exponent), (), _pow_case))


# ---- atan2
_op_atan2 = _Op(
    'atan2', _pw.FAMILY,
    _pw.Pointwise('atan2', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise')
_atan2_case = _pw.Case(
    cpu_1d=_cpu.atan2_1d, cpu_nd=_cpu.atan2_nd, cpu_par=(_cpu.atan2_1dp, _cpu.atan2_ndp),
    cuda='atan2_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def atan2(self, other, *, out=None):
    """atan2(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_atan2, ((self, other), (), _atan2_case), out)


def atan2_(self, other):
    """atan2(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_atan2, ((self, other), (), _atan2_case))


# ---- maximum
_op_maximum = _Op(
    'maximum', _pw.FAMILY,
    _pw.Pointwise('maximum', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise')
_maximum_case = _pw.Case(
    cpu_1d=_cpu.maximum_1d, cpu_nd=_cpu.maximum_nd, cpu_par=(_cpu.maximum_1dp, _cpu.maximum_ndp),
    cuda='maximum_kernel', category='default', dtypes=_D.GROUPS['all'])


def maximum(self, other, *, out=None):
    """maximum(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_maximum, ((self, other), (), _maximum_case), out)


# ---- minimum
_op_minimum = _Op(
    'minimum', _pw.FAMILY,
    _pw.Pointwise('minimum', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise')
_minimum_case = _pw.Case(
    cpu_1d=_cpu.minimum_1d, cpu_nd=_cpu.minimum_nd, cpu_par=(_cpu.minimum_1dp, _cpu.minimum_ndp),
    cuda='minimum_kernel', category='default', dtypes=_D.GROUPS['all'])


def minimum(self, other, *, out=None):
    """minimum(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_minimum, ((self, other), (), _minimum_case), out)


# ---- clamp
_op_clamp = _Op(
    'clamp', _pw.FAMILY,
    _pw.Pointwise('clamp', args=('self', 'min', 'max'), promote=(0, 1, 2),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise')
_clamp_case = _pw.Case(
    cpu_1d=_cpu.clamp_1d, cpu_nd=_cpu.clamp_nd, cpu_par=(_cpu.clamp_1dp, _cpu.clamp_ndp),
    cuda='clamp_kernel', category='default', dtypes=_D.GROUPS['numeric'])


def clamp(self, min=None, max=None, *, out=None):
    """clamp(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor"""
    if min is None and max is None:
        raise RuntimeError("clamp: At least one of 'min' or 'max' must not be None")
    if min is None:
        min = _pw.extreme(self, 'lowest')
    if max is None:
        max = _pw.extreme(self, 'highest')
    return _pipeline.call(_op_clamp, ((self, min, max), (), _clamp_case), out)


def clamp_(self, min=None, max=None):
    """clamp(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor (in place)"""
    if min is None and max is None:
        raise RuntimeError("clamp: At least one of 'min' or 'max' must not be None")
    if min is None:
        min = _pw.extreme(self, 'lowest')
    if max is None:
        max = _pw.extreme(self, 'highest')
    return _pipeline.call_inplace(_op_clamp, ((self, min, max), (), _clamp_case))


# ---- where
_op_where = _Op(
    'where', _pw.FAMILY,
    _pw.Pointwise('where', args=('condition', 'self', 'other'), promote=(1, 2),
                  fixed={0: _D.bool_}, scalars=()),
    names='unify', nested='elementwise')
_where_case = _pw.Case(
    cpu_1d=_cpu.where_1d, cpu_nd=_cpu.where_nd, cpu_par=(_cpu.where_1dp, _cpu.where_ndp),
    cuda='where_kernel', category='no_opmath', dtypes=_D.GROUPS['all'])


def where(condition, self, other, *, out=None):
    """where(Tensor condition, Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_where, ((condition, self, other), (), _where_case), out)


# ---- bitwise_and
_op_bitwise_and = _Op(
    'bitwise_and', _pw.FAMILY,
    _pw.Pointwise('bitwise_and', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise')
_bitwise_and_case = _pw.Case(
    cpu_1d=_cpu.bitwise_and_1d, cpu_nd=_cpu.bitwise_and_nd, cpu_par=(_cpu.bitwise_and_1dp, _cpu.bitwise_and_ndp),
    cuda='bitwise_and_kernel', category='default', dtypes=_D.GROUPS['integral_and_bool'])


def bitwise_and(self, other, *, out=None):
    """bitwise_and(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_bitwise_and, ((self, other), (), _bitwise_and_case), out)


def bitwise_and_(self, other):
    """bitwise_and(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_bitwise_and, ((self, other), (), _bitwise_and_case))


# ---- bitwise_or
_op_bitwise_or = _Op(
    'bitwise_or', _pw.FAMILY,
    _pw.Pointwise('bitwise_or', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise')
_bitwise_or_case = _pw.Case(
    cpu_1d=_cpu.bitwise_or_1d, cpu_nd=_cpu.bitwise_or_nd, cpu_par=(_cpu.bitwise_or_1dp, _cpu.bitwise_or_ndp),
    cuda='bitwise_or_kernel', category='default', dtypes=_D.GROUPS['integral_and_bool'])


def bitwise_or(self, other, *, out=None):
    """bitwise_or(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_bitwise_or, ((self, other), (), _bitwise_or_case), out)


def bitwise_or_(self, other):
    """bitwise_or(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_bitwise_or, ((self, other), (), _bitwise_or_case))


# ---- bitwise_xor
_op_bitwise_xor = _Op(
    'bitwise_xor', _pw.FAMILY,
    _pw.Pointwise('bitwise_xor', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=()),
    names='unify', nested='elementwise')
_bitwise_xor_case = _pw.Case(
    cpu_1d=_cpu.bitwise_xor_1d, cpu_nd=_cpu.bitwise_xor_nd, cpu_par=(_cpu.bitwise_xor_1dp, _cpu.bitwise_xor_ndp),
    cuda='bitwise_xor_kernel', category='default', dtypes=_D.GROUPS['integral_and_bool'])


def bitwise_xor(self, other, *, out=None):
    """bitwise_xor(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_bitwise_xor, ((self, other), (), _bitwise_xor_case), out)


def bitwise_xor_(self, other):
    """bitwise_xor(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_bitwise_xor, ((self, other), (), _bitwise_xor_case))


# ---- bitwise_not
_op_bitwise_not = _Op(
    'bitwise_not', _pw.FAMILY,
    _pw.Pointwise('bitwise_not', args=('self',), promote=(0,),
                  fixed={}, scalars=(), exact_out=True),
    names='keep', nested='elementwise')
_bitwise_not__bool_case = _pw.Case(
    cpu_1d=_cpu.bitwise_not__bool_1d, cpu_nd=_cpu.bitwise_not__bool_nd, cpu_par=(_cpu.bitwise_not__bool_1dp, _cpu.bitwise_not__bool_ndp),
    cuda='bitwise_not__bool_kernel', category='default', dtypes=_D.GROUPS['integral_and_bool'])

_bitwise_not_case = _pw.Case(
    cpu_1d=_cpu.bitwise_not_1d, cpu_nd=_cpu.bitwise_not_nd, cpu_par=(_cpu.bitwise_not_1dp, _cpu.bitwise_not_ndp),
    cuda='bitwise_not_kernel', category='default', dtypes=_D.GROUPS['integral_and_bool'],
    bool_case=_bitwise_not__bool_case)


def bitwise_not(self, *, out=None):
    """bitwise_not(Tensor self) -> Tensor"""
    return _pipeline.call(_op_bitwise_not, ((self,), (), _bitwise_not_case), out)


def bitwise_not_(self):
    """bitwise_not(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_bitwise_not, ((self,), (), _bitwise_not_case))


# ---- logical_not
_op_logical_not = _Op(
    'logical_not', _pw.FAMILY,
    _pw.Pointwise('logical_not', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_logical_not_case = _pw.Case(
    cpu_1d=_cpu.logical_not_1d, cpu_nd=_cpu.logical_not_nd, cpu_par=(_cpu.logical_not_1dp, _cpu.logical_not_ndp),
    cuda='logical_not_kernel', category='always_bool', dtypes=_D.GROUPS['all'])


def logical_not(self, *, out=None):
    """logical_not(Tensor self) -> Tensor"""
    return _pipeline.call(_op_logical_not, ((self,), (), _logical_not_case), out)


def logical_not_(self):
    """logical_not(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_logical_not, ((self,), (), _logical_not_case))


# ---- logical_and
_op_logical_and = _Op(
    'logical_and', _pw.FAMILY,
    _pw.Pointwise('logical_and', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise')
_logical_and_case = _pw.Case(
    cpu_1d=_cpu.logical_and_1d, cpu_nd=_cpu.logical_and_nd, cpu_par=(_cpu.logical_and_1dp, _cpu.logical_and_ndp),
    cuda='logical_and_kernel', category='always_bool', dtypes=_D.GROUPS['all'])


def logical_and(self, other, *, out=None):
    """logical_and(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_logical_and, ((self, other), (), _logical_and_case), out)


def logical_and_(self, other):
    """logical_and(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_logical_and, ((self, other), (), _logical_and_case))


# ---- logical_or
_op_logical_or = _Op(
    'logical_or', _pw.FAMILY,
    _pw.Pointwise('logical_or', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise')
_logical_or_case = _pw.Case(
    cpu_1d=_cpu.logical_or_1d, cpu_nd=_cpu.logical_or_nd, cpu_par=(_cpu.logical_or_1dp, _cpu.logical_or_ndp),
    cuda='logical_or_kernel', category='always_bool', dtypes=_D.GROUPS['all'])


def logical_or(self, other, *, out=None):
    """logical_or(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_logical_or, ((self, other), (), _logical_or_case), out)


def logical_or_(self, other):
    """logical_or(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_logical_or, ((self, other), (), _logical_or_case))


# ---- logical_xor
_op_logical_xor = _Op(
    'logical_xor', _pw.FAMILY,
    _pw.Pointwise('logical_xor', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0, 1)),
    names='unify', nested='elementwise')
_logical_xor_case = _pw.Case(
    cpu_1d=_cpu.logical_xor_1d, cpu_nd=_cpu.logical_xor_nd, cpu_par=(_cpu.logical_xor_1dp, _cpu.logical_xor_ndp),
    cuda='logical_xor_kernel', category='always_bool', dtypes=_D.GROUPS['all'])


def logical_xor(self, other, *, out=None):
    """logical_xor(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_logical_xor, ((self, other), (), _logical_xor_case), out)


def logical_xor_(self, other):
    """logical_xor(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_logical_xor, ((self, other), (), _logical_xor_case))


# ---- eq
_op_eq = _Op(
    'eq', _pw.FAMILY,
    _pw.Pointwise('eq', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0,)),
    names='unify', nested='elementwise')
_eq_case = _pw.Case(
    cpu_1d=_cpu.eq_1d, cpu_nd=_cpu.eq_nd, cpu_par=(_cpu.eq_1dp, _cpu.eq_ndp),
    cuda='eq_kernel', category='always_bool', dtypes=_D.GROUPS['all'])


def eq(self, other, *, out=None):
    """eq(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_eq, ((self, other), (), _eq_case), out)


def eq_(self, other):
    """eq(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_eq, ((self, other), (), _eq_case))


# ---- ne
_op_ne = _Op(
    'ne', _pw.FAMILY,
    _pw.Pointwise('ne', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0,)),
    names='unify', nested='elementwise')
_ne_case = _pw.Case(
    cpu_1d=_cpu.ne_1d, cpu_nd=_cpu.ne_nd, cpu_par=(_cpu.ne_1dp, _cpu.ne_ndp),
    cuda='ne_kernel', category='always_bool', dtypes=_D.GROUPS['all'])


def ne(self, other, *, out=None):
    """ne(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_ne, ((self, other), (), _ne_case), out)


def ne_(self, other):
    """ne(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_ne, ((self, other), (), _ne_case))


# ---- lt
_op_lt = _Op(
    'lt', _pw.FAMILY,
    _pw.Pointwise('lt', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0,)),
    names='unify', nested='elementwise')
_lt_case = _pw.Case(
    cpu_1d=_cpu.lt_1d, cpu_nd=_cpu.lt_nd, cpu_par=(_cpu.lt_1dp, _cpu.lt_ndp),
    cuda='lt_kernel', category='always_bool', dtypes=_D.GROUPS['all'])


def lt(self, other, *, out=None):
    """lt(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_lt, ((self, other), (), _lt_case), out)


def lt_(self, other):
    """lt(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_lt, ((self, other), (), _lt_case))


# ---- le
_op_le = _Op(
    'le', _pw.FAMILY,
    _pw.Pointwise('le', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0,)),
    names='unify', nested='elementwise')
_le_case = _pw.Case(
    cpu_1d=_cpu.le_1d, cpu_nd=_cpu.le_nd, cpu_par=(_cpu.le_1dp, _cpu.le_ndp),
    cuda='le_kernel', category='always_bool', dtypes=_D.GROUPS['all'])


def le(self, other, *, out=None):
    """le(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_le, ((self, other), (), _le_case), out)


def le_(self, other):
    """le(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_le, ((self, other), (), _le_case))


# ---- gt
_op_gt = _Op(
    'gt', _pw.FAMILY,
    _pw.Pointwise('gt', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0,)),
    names='unify', nested='elementwise')
_gt_case = _pw.Case(
    cpu_1d=_cpu.gt_1d, cpu_nd=_cpu.gt_nd, cpu_par=(_cpu.gt_1dp, _cpu.gt_ndp),
    cuda='gt_kernel', category='always_bool', dtypes=_D.GROUPS['all'])


def gt(self, other, *, out=None):
    """gt(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_gt, ((self, other), (), _gt_case), out)


def gt_(self, other):
    """gt(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_gt, ((self, other), (), _gt_case))


# ---- ge
_op_ge = _Op(
    'ge', _pw.FAMILY,
    _pw.Pointwise('ge', args=('self', 'other'), promote=(0, 1),
                  fixed={}, scalars=(), tensor_only=(0,)),
    names='unify', nested='elementwise')
_ge_case = _pw.Case(
    cpu_1d=_cpu.ge_1d, cpu_nd=_cpu.ge_nd, cpu_par=(_cpu.ge_1dp, _cpu.ge_ndp),
    cuda='ge_kernel', category='always_bool', dtypes=_D.GROUPS['all'])


def ge(self, other, *, out=None):
    """ge(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_ge, ((self, other), (), _ge_case), out)


def ge_(self, other):
    """ge(Tensor self, Tensor other) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_ge, ((self, other), (), _ge_case))


# ---- neg
_op_neg = _Op(
    'neg', _pw.FAMILY,
    _pw.Pointwise('neg', args=('self',), promote=(0,),
                  fixed={}, scalars=(), exact_out=True),
    names='keep', nested='elementwise')
_neg_case = _pw.Case(
    cpu_1d=_cpu.neg_1d, cpu_nd=_cpu.neg_nd, cpu_par=(_cpu.neg_1dp, _cpu.neg_ndp),
    cuda='neg_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    bool_error='Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.')


def neg(self, *, out=None):
    """neg(Tensor self) -> Tensor"""
    return _pipeline.call(_op_neg, ((self,), (), _neg_case), out)


def neg_(self):
    """neg(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_neg, ((self,), (), _neg_case))


# ---- abs
_op_abs = _Op(
    'abs', _pw.FAMILY,
    _pw.Pointwise('abs', args=('self',), promote=(0,),
                  fixed={}, scalars=(), exact_out=True),
    names='keep', nested='elementwise')
_abs_case = _pw.Case(
    cpu_1d=_cpu.abs_1d, cpu_nd=_cpu.abs_nd, cpu_par=(_cpu.abs_1dp, _cpu.abs_ndp),
    cuda='abs_kernel', category='complex_to_float', dtypes=_D.GROUPS['numeric'])


def abs(self, *, out=None):
    """abs(Tensor self) -> Tensor"""
    return _pipeline.call(_op_abs, ((self,), (), _abs_case), out)


def abs_(self):
    """abs(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_abs, ((self,), (), _abs_case))


# ---- sign
_op_sign = _Op(
    'sign', _pw.FAMILY,
    _pw.Pointwise('sign', args=('self',), promote=(0,),
                  fixed={}, scalars=(), exact_out=True),
    names='keep', nested='elementwise')
_sign_case = _pw.Case(
    cpu_1d=_cpu.sign_1d, cpu_nd=_cpu.sign_nd, cpu_par=(_cpu.sign_1dp, _cpu.sign_ndp),
    cuda='sign_kernel', category='default', dtypes=_D.GROUPS['all'])


def sign(self, *, out=None):
    """sign(Tensor self) -> Tensor"""
    return _pipeline.call(_op_sign, ((self,), (), _sign_case), out)


def sign_(self):
    """sign(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_sign, ((self,), (), _sign_case))


# ---- sgn
_op_sgn = _Op(
    'sgn', _pw.FAMILY,
    _pw.Pointwise('sgn', args=('self',), promote=(0,),
                  fixed={}, scalars=(), exact_out=True),
    names='keep', nested='elementwise')
_sgn_case = _pw.Case(
    cpu_1d=_cpu.sgn_1d, cpu_nd=_cpu.sgn_nd, cpu_par=(_cpu.sgn_1dp, _cpu.sgn_ndp),
    cuda='sgn_kernel', category='default', dtypes=_D.GROUPS['all'])


def sgn(self, *, out=None):
    """sgn(Tensor self) -> Tensor"""
    return _pipeline.call(_op_sgn, ((self,), (), _sgn_case), out)


def sgn_(self):
    """sgn(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_sgn, ((self,), (), _sgn_case))


# ---- square
_op_square = _Op(
    'square', _pw.FAMILY,
    _pw.Pointwise('square', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_square_case = _pw.Case(
    cpu_1d=_cpu.square_1d, cpu_nd=_cpu.square_nd, cpu_par=(_cpu.square_1dp, _cpu.square_ndp),
    cuda='square_kernel', category='bool_to_long', dtypes=_D.GROUPS['all'])


def square(self, *, out=None):
    """square(Tensor self) -> Tensor"""
    return _pipeline.call(_op_square, ((self,), (), _square_case), out)


def square_(self):
    """square(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_square, ((self,), (), _square_case))


# ---- ceil
_op_ceil = _Op(
    'ceil', _pw.FAMILY,
    _pw.Pointwise('ceil', args=('self',), promote=(0,),
                  fixed={}, scalars=(), exact_out=True),
    names='keep', nested='elementwise')
_ceil__int_case = _pw.Case(
    cpu_1d=_cpu.ceil__int_1d, cpu_nd=_cpu.ceil__int_nd, cpu_par=(_cpu.ceil__int_1dp, _cpu.ceil__int_ndp),
    cuda='ceil__int_kernel', category='default', dtypes=_D.GROUPS['numeric'])

_ceil_case = _pw.Case(
    cpu_1d=_cpu.ceil_1d, cpu_nd=_cpu.ceil_nd, cpu_par=(_cpu.ceil_1dp, _cpu.ceil_ndp),
    cuda='ceil_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    int_case=_ceil__int_case)


def ceil(self, *, out=None):
    """ceil(Tensor self) -> Tensor"""
    return _pipeline.call(_op_ceil, ((self,), (), _ceil_case), out)


def ceil_(self):
    """ceil(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_ceil, ((self,), (), _ceil_case))


# ---- floor
_op_floor = _Op(
    'floor', _pw.FAMILY,
    _pw.Pointwise('floor', args=('self',), promote=(0,),
                  fixed={}, scalars=(), exact_out=True),
    names='keep', nested='elementwise')
_floor__int_case = _pw.Case(
    cpu_1d=_cpu.floor__int_1d, cpu_nd=_cpu.floor__int_nd, cpu_par=(_cpu.floor__int_1dp, _cpu.floor__int_ndp),
    cuda='floor__int_kernel', category='default', dtypes=_D.GROUPS['numeric'])

_floor_case = _pw.Case(
    cpu_1d=_cpu.floor_1d, cpu_nd=_cpu.floor_nd, cpu_par=(_cpu.floor_1dp, _cpu.floor_ndp),
    cuda='floor_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    int_case=_floor__int_case)


def floor(self, *, out=None):
    """floor(Tensor self) -> Tensor"""
    return _pipeline.call(_op_floor, ((self,), (), _floor_case), out)


def floor_(self):
    """floor(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_floor, ((self,), (), _floor_case))


# ---- trunc
_op_trunc = _Op(
    'trunc', _pw.FAMILY,
    _pw.Pointwise('trunc', args=('self',), promote=(0,),
                  fixed={}, scalars=(), exact_out=True),
    names='keep', nested='elementwise')
_trunc__int_case = _pw.Case(
    cpu_1d=_cpu.trunc__int_1d, cpu_nd=_cpu.trunc__int_nd, cpu_par=(_cpu.trunc__int_1dp, _cpu.trunc__int_ndp),
    cuda='trunc__int_kernel', category='default', dtypes=_D.GROUPS['numeric'])

_trunc_case = _pw.Case(
    cpu_1d=_cpu.trunc_1d, cpu_nd=_cpu.trunc_nd, cpu_par=(_cpu.trunc_1dp, _cpu.trunc_ndp),
    cuda='trunc_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    int_case=_trunc__int_case)


def trunc(self, *, out=None):
    """trunc(Tensor self) -> Tensor"""
    return _pipeline.call(_op_trunc, ((self,), (), _trunc_case), out)


def trunc_(self):
    """trunc(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_trunc, ((self,), (), _trunc_case))


# ---- round
_op_round = _Op(
    'round', _pw.FAMILY,
    _pw.Pointwise('round', args=('self',), promote=(0,),
                  fixed={}, scalars=(('decimals', 'int'),), exact_out=True),
    names='keep', nested='elementwise')
_round__int_case = _pw.Case(
    cpu_1d=_cpu.round__int_1d, cpu_nd=_cpu.round__int_nd, cpu_par=(_cpu.round__int_1dp, _cpu.round__int_ndp),
    cuda='round__int_kernel', category='default', dtypes=_D.GROUPS['numeric'])

_round_case = _pw.Case(
    cpu_1d=_cpu.round_1d, cpu_nd=_cpu.round_nd, cpu_par=(_cpu.round_1dp, _cpu.round_ndp),
    cuda='round_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    int_case=_round__int_case)


def round(self, *, decimals=0, out=None):
    """round(Tensor self, *, int decimals=0) -> Tensor"""
    return _pipeline.call(_op_round, ((self,), (decimals,), _round_case), out)


def round_(self, *, decimals=0):
    """round(Tensor self, *, int decimals=0) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_round, ((self,), (decimals,), _round_case))


# ---- frac
_op_frac = _Op(
    'frac', _pw.FAMILY,
    _pw.Pointwise('frac', args=('self',), promote=(0,),
                  fixed={}, scalars=(), exact_out=True),
    names='keep', nested='elementwise')
_frac_case = _pw.Case(
    cpu_1d=_cpu.frac_1d, cpu_nd=_cpu.frac_nd, cpu_par=(_cpu.frac_1dp, _cpu.frac_ndp),
    cuda='frac_kernel', category='default', dtypes=_D.GROUPS['floating'])


def frac(self, *, out=None):
    """frac(Tensor self) -> Tensor"""
    return _pipeline.call(_op_frac, ((self,), (), _frac_case), out)


def frac_(self):
    """frac(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_frac, ((self,), (), _frac_case))


# ---- reciprocal
_op_reciprocal = _Op(
    'reciprocal', _pw.FAMILY,
    _pw.Pointwise('reciprocal', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_reciprocal_case = _pw.Case(
    cpu_1d=_cpu.reciprocal_1d, cpu_nd=_cpu.reciprocal_nd, cpu_par=(_cpu.reciprocal_1dp, _cpu.reciprocal_ndp),
    cuda='reciprocal_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def reciprocal(self, *, out=None):
    """reciprocal(Tensor self) -> Tensor"""
    return _pipeline.call(_op_reciprocal, ((self,), (), _reciprocal_case), out)


def reciprocal_(self):
    """reciprocal(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_reciprocal, ((self,), (), _reciprocal_case))


# ---- sqrt
_op_sqrt = _Op(
    'sqrt', _pw.FAMILY,
    _pw.Pointwise('sqrt', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_sqrt_case = _pw.Case(
    cpu_1d=_cpu.sqrt_1d, cpu_nd=_cpu.sqrt_nd, cpu_par=(_cpu.sqrt_1dp, _cpu.sqrt_ndp),
    cuda='sqrt_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def sqrt(self, *, out=None):
    """sqrt(Tensor self) -> Tensor"""
    return _pipeline.call(_op_sqrt, ((self,), (), _sqrt_case), out)


def sqrt_(self):
    """sqrt(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_sqrt, ((self,), (), _sqrt_case))


# ---- rsqrt
_op_rsqrt = _Op(
    'rsqrt', _pw.FAMILY,
    _pw.Pointwise('rsqrt', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_rsqrt_case = _pw.Case(
    cpu_1d=_cpu.rsqrt_1d, cpu_nd=_cpu.rsqrt_nd, cpu_par=(_cpu.rsqrt_1dp, _cpu.rsqrt_ndp),
    cuda='rsqrt_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def rsqrt(self, *, out=None):
    """rsqrt(Tensor self) -> Tensor"""
    return _pipeline.call(_op_rsqrt, ((self,), (), _rsqrt_case), out)


def rsqrt_(self):
    """rsqrt(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_rsqrt, ((self,), (), _rsqrt_case))


# ---- exp
_op_exp = _Op(
    'exp', _pw.FAMILY,
    _pw.Pointwise('exp', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_exp_case = _pw.Case(
    cpu_1d=_cpu.exp_1d, cpu_nd=_cpu.exp_nd, cpu_par=(_cpu.exp_1dp, _cpu.exp_ndp),
    cuda='exp_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def exp(self, *, out=None):
    """exp(Tensor self) -> Tensor"""
    return _pipeline.call(_op_exp, ((self,), (), _exp_case), out)


def exp_(self):
    """exp(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_exp, ((self,), (), _exp_case))


# ---- expm1
_op_expm1 = _Op(
    'expm1', _pw.FAMILY,
    _pw.Pointwise('expm1', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_expm1_case = _pw.Case(
    cpu_1d=_cpu.expm1_1d, cpu_nd=_cpu.expm1_nd, cpu_par=(_cpu.expm1_1dp, _cpu.expm1_ndp),
    cuda='expm1_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def expm1(self, *, out=None):
    """expm1(Tensor self) -> Tensor"""
    return _pipeline.call(_op_expm1, ((self,), (), _expm1_case), out)


def expm1_(self):
    """expm1(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_expm1, ((self,), (), _expm1_case))


# ---- log
_op_log = _Op(
    'log', _pw.FAMILY,
    _pw.Pointwise('log', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_log_case = _pw.Case(
    cpu_1d=_cpu.log_1d, cpu_nd=_cpu.log_nd, cpu_par=(_cpu.log_1dp, _cpu.log_ndp),
    cuda='log_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def log(self, *, out=None):
    """log(Tensor self) -> Tensor"""
    return _pipeline.call(_op_log, ((self,), (), _log_case), out)


def log_(self):
    """log(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_log, ((self,), (), _log_case))


# ---- log2
_op_log2 = _Op(
    'log2', _pw.FAMILY,
    _pw.Pointwise('log2', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_log2_case = _pw.Case(
    cpu_1d=_cpu.log2_1d, cpu_nd=_cpu.log2_nd, cpu_par=(_cpu.log2_1dp, _cpu.log2_ndp),
    cuda='log2_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def log2(self, *, out=None):
    """log2(Tensor self) -> Tensor"""
    return _pipeline.call(_op_log2, ((self,), (), _log2_case), out)


def log2_(self):
    """log2(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_log2, ((self,), (), _log2_case))


# ---- log10
_op_log10 = _Op(
    'log10', _pw.FAMILY,
    _pw.Pointwise('log10', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_log10_case = _pw.Case(
    cpu_1d=_cpu.log10_1d, cpu_nd=_cpu.log10_nd, cpu_par=(_cpu.log10_1dp, _cpu.log10_ndp),
    cuda='log10_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def log10(self, *, out=None):
    """log10(Tensor self) -> Tensor"""
    return _pipeline.call(_op_log10, ((self,), (), _log10_case), out)


def log10_(self):
    """log10(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_log10, ((self,), (), _log10_case))


# ---- log1p
_op_log1p = _Op(
    'log1p', _pw.FAMILY,
    _pw.Pointwise('log1p', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_log1p_case = _pw.Case(
    cpu_1d=_cpu.log1p_1d, cpu_nd=_cpu.log1p_nd, cpu_par=(_cpu.log1p_1dp, _cpu.log1p_ndp),
    cuda='log1p_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def log1p(self, *, out=None):
    """log1p(Tensor self) -> Tensor"""
    return _pipeline.call(_op_log1p, ((self,), (), _log1p_case), out)


def log1p_(self):
    """log1p(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_log1p, ((self,), (), _log1p_case))


# ---- sin
_op_sin = _Op(
    'sin', _pw.FAMILY,
    _pw.Pointwise('sin', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_sin_case = _pw.Case(
    cpu_1d=_cpu.sin_1d, cpu_nd=_cpu.sin_nd, cpu_par=(_cpu.sin_1dp, _cpu.sin_ndp),
    cuda='sin_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def sin(self, *, out=None):
    """sin(Tensor self) -> Tensor"""
    return _pipeline.call(_op_sin, ((self,), (), _sin_case), out)


def sin_(self):
    """sin(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_sin, ((self,), (), _sin_case))


# ---- cos
_op_cos = _Op(
    'cos', _pw.FAMILY,
    _pw.Pointwise('cos', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_cos_case = _pw.Case(
    cpu_1d=_cpu.cos_1d, cpu_nd=_cpu.cos_nd, cpu_par=(_cpu.cos_1dp, _cpu.cos_ndp),
    cuda='cos_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def cos(self, *, out=None):
    """cos(Tensor self) -> Tensor"""
    return _pipeline.call(_op_cos, ((self,), (), _cos_case), out)


def cos_(self):
    """cos(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_cos, ((self,), (), _cos_case))


# ---- tan
_op_tan = _Op(
    'tan', _pw.FAMILY,
    _pw.Pointwise('tan', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_tan_case = _pw.Case(
    cpu_1d=_cpu.tan_1d, cpu_nd=_cpu.tan_nd, cpu_par=(_cpu.tan_1dp, _cpu.tan_ndp),
    cuda='tan_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def tan(self, *, out=None):
    """tan(Tensor self) -> Tensor"""
    return _pipeline.call(_op_tan, ((self,), (), _tan_case), out)


def tan_(self):
    """tan(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_tan, ((self,), (), _tan_case))


# ---- asin
_op_asin = _Op(
    'asin', _pw.FAMILY,
    _pw.Pointwise('asin', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_asin_case = _pw.Case(
    cpu_1d=_cpu.asin_1d, cpu_nd=_cpu.asin_nd, cpu_par=(_cpu.asin_1dp, _cpu.asin_ndp),
    cuda='asin_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def asin(self, *, out=None):
    """asin(Tensor self) -> Tensor"""
    return _pipeline.call(_op_asin, ((self,), (), _asin_case), out)


def asin_(self):
    """asin(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_asin, ((self,), (), _asin_case))


# ---- acos
_op_acos = _Op(
    'acos', _pw.FAMILY,
    _pw.Pointwise('acos', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_acos_case = _pw.Case(
    cpu_1d=_cpu.acos_1d, cpu_nd=_cpu.acos_nd, cpu_par=(_cpu.acos_1dp, _cpu.acos_ndp),
    cuda='acos_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def acos(self, *, out=None):
    """acos(Tensor self) -> Tensor"""
    return _pipeline.call(_op_acos, ((self,), (), _acos_case), out)


def acos_(self):
    """acos(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_acos, ((self,), (), _acos_case))


# ---- atan
_op_atan = _Op(
    'atan', _pw.FAMILY,
    _pw.Pointwise('atan', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_atan_case = _pw.Case(
    cpu_1d=_cpu.atan_1d, cpu_nd=_cpu.atan_nd, cpu_par=(_cpu.atan_1dp, _cpu.atan_ndp),
    cuda='atan_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def atan(self, *, out=None):
    """atan(Tensor self) -> Tensor"""
    return _pipeline.call(_op_atan, ((self,), (), _atan_case), out)


def atan_(self):
    """atan(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_atan, ((self,), (), _atan_case))


# ---- sinh
_op_sinh = _Op(
    'sinh', _pw.FAMILY,
    _pw.Pointwise('sinh', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_sinh_case = _pw.Case(
    cpu_1d=_cpu.sinh_1d, cpu_nd=_cpu.sinh_nd, cpu_par=(_cpu.sinh_1dp, _cpu.sinh_ndp),
    cuda='sinh_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def sinh(self, *, out=None):
    """sinh(Tensor self) -> Tensor"""
    return _pipeline.call(_op_sinh, ((self,), (), _sinh_case), out)


def sinh_(self):
    """sinh(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_sinh, ((self,), (), _sinh_case))


# ---- cosh
_op_cosh = _Op(
    'cosh', _pw.FAMILY,
    _pw.Pointwise('cosh', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_cosh_case = _pw.Case(
    cpu_1d=_cpu.cosh_1d, cpu_nd=_cpu.cosh_nd, cpu_par=(_cpu.cosh_1dp, _cpu.cosh_ndp),
    cuda='cosh_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def cosh(self, *, out=None):
    """cosh(Tensor self) -> Tensor"""
    return _pipeline.call(_op_cosh, ((self,), (), _cosh_case), out)


def cosh_(self):
    """cosh(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_cosh, ((self,), (), _cosh_case))


# ---- tanh
_op_tanh = _Op(
    'tanh', _pw.FAMILY,
    _pw.Pointwise('tanh', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_tanh_case = _pw.Case(
    cpu_1d=_cpu.tanh_1d, cpu_nd=_cpu.tanh_nd, cpu_par=(_cpu.tanh_1dp, _cpu.tanh_ndp),
    cuda='tanh_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def tanh(self, *, out=None):
    """tanh(Tensor self) -> Tensor"""
    return _pipeline.call(_op_tanh, ((self,), (), _tanh_case), out)


def tanh_(self):
    """tanh(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_tanh, ((self,), (), _tanh_case))


# ---- sigmoid
_op_sigmoid = _Op(
    'sigmoid', _pw.FAMILY,
    _pw.Pointwise('sigmoid', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_sigmoid_case = _pw.Case(
    cpu_1d=_cpu.sigmoid_1d, cpu_nd=_cpu.sigmoid_nd, cpu_par=(_cpu.sigmoid_1dp, _cpu.sigmoid_ndp),
    cuda='sigmoid_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def sigmoid(self, *, out=None):
    """sigmoid(Tensor self) -> Tensor"""
    return _pipeline.call(_op_sigmoid, ((self,), (), _sigmoid_case), out)


def sigmoid_(self):
    """sigmoid(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_sigmoid, ((self,), (), _sigmoid_case))


# ---- erf
_op_erf = _Op(
    'erf', _pw.FAMILY,
    _pw.Pointwise('erf', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_erf_case = _pw.Case(
    cpu_1d=_cpu.erf_1d, cpu_nd=_cpu.erf_nd, cpu_par=(_cpu.erf_1dp, _cpu.erf_ndp),
    cuda='erf_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def erf(self, *, out=None):
    """erf(Tensor self) -> Tensor"""
    return _pipeline.call(_op_erf, ((self,), (), _erf_case), out)


def erf_(self):
    """erf(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_erf, ((self,), (), _erf_case))


# ---- erfc
_op_erfc = _Op(
    'erfc', _pw.FAMILY,
    _pw.Pointwise('erfc', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_erfc_case = _pw.Case(
    cpu_1d=_cpu.erfc_1d, cpu_nd=_cpu.erfc_nd, cpu_par=(_cpu.erfc_1dp, _cpu.erfc_ndp),
    cuda='erfc_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def erfc(self, *, out=None):
    """erfc(Tensor self) -> Tensor"""
    return _pipeline.call(_op_erfc, ((self,), (), _erfc_case), out)


def erfc_(self):
    """erfc(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_erfc, ((self,), (), _erfc_case))


# ---- erfinv
_op_erfinv = _Op(
    'erfinv', _pw.FAMILY,
    _pw.Pointwise('erfinv', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_erfinv_case = _pw.Case(
    cpu_1d=_cpu.erfinv_1d, cpu_nd=_cpu.erfinv_nd, cpu_par=(_cpu.erfinv_1dp, _cpu.erfinv_ndp),
    cuda='erfinv_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def erfinv(self, *, out=None):
    """erfinv(Tensor self) -> Tensor"""
    return _pipeline.call(_op_erfinv, ((self,), (), _erfinv_case), out)


def erfinv_(self):
    """erfinv(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_erfinv, ((self,), (), _erfinv_case))


# ---- digamma
_op_digamma = _Op(
    'digamma', _pw.FAMILY,
    _pw.Pointwise('digamma', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_digamma_case = _pw.Case(
    cpu_1d=_cpu.digamma_1d, cpu_nd=_cpu.digamma_nd, cpu_par=(_cpu.digamma_1dp, _cpu.digamma_ndp),
    cuda='digamma_kernel', category='int_to_float', dtypes=_D.GROUPS['all'])


def digamma(self, *, out=None):
    """digamma(Tensor self) -> Tensor"""
    return _pipeline.call(_op_digamma, ((self,), (), _digamma_case), out)


def digamma_(self):
    """digamma(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_digamma, ((self,), (), _digamma_case))


# ---- _to_copy
_op__to_copy = _Op(
    '_to_copy', _pw.FAMILY,
    _pw.Pointwise('_to_copy', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
__to_copy_case = _pw.Case(
    cpu_1d=_cpu._to_copy_1d, cpu_nd=_cpu._to_copy_nd, cpu_par=(_cpu._to_copy_1dp, _cpu._to_copy_ndp),
    cuda='_to_copy_kernel', category='no_opmath', dtypes=_D.GROUPS['all'])


def _to_copy(self):
    """_to_copy(Tensor self) -> Tensor"""
    return _pipeline.call(_op__to_copy, ((self,), (), __to_copy_case))


# ---- transpose
_op_transpose = _Op(
    'transpose', _vw.FAMILY,
    _vw.View(_vr.transpose, arg_names=('self', 'dim0', 'dim1')),
    names='permute', nested='transpose_not_dim0')


def transpose(self, dim0, dim1):
    """transpose(Tensor self, dim dim0, dim dim1) -> Tensor"""
    return _pipeline.call(_op_transpose, (self, dim0, dim1))


def transpose_(self, dim0, dim1):
    """transpose(Tensor self, dim dim0, dim dim1) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_transpose, (self, dim0, dim1))


# ---- swapaxes
_op_swapaxes = _Op(
    'swapaxes', _vw.FAMILY,
    _vw.View(_vr.transpose, arg_names=('self', 'axis0', 'axis1')),
    names='permute', nested='transpose_not_dim0')


def swapaxes(self, axis0, axis1):
    """swapaxes(Tensor self, dim axis0, dim axis1) -> Tensor"""
    return _pipeline.call(_op_swapaxes, (self, axis0, axis1))


def swapaxes_(self, axis0, axis1):
    """swapaxes(Tensor self, dim axis0, dim axis1) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_swapaxes, (self, axis0, axis1))


# ---- swapdims
_op_swapdims = _Op(
    'swapdims', _vw.FAMILY,
    _vw.View(_vr.transpose, arg_names=('self', 'dim0', 'dim1')),
    names='permute', nested='transpose_not_dim0')


def swapdims(self, dim0, dim1):
    """swapdims(Tensor self, dim dim0, dim dim1) -> Tensor"""
    return _pipeline.call(_op_swapdims, (self, dim0, dim1))


def swapdims_(self, dim0, dim1):
    """swapdims(Tensor self, dim dim0, dim dim1) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_swapdims, (self, dim0, dim1))


# ---- t
_op_t = _Op(
    't', _vw.FAMILY,
    _vw.View(_vr.t, arg_names=('self',)),
    names='permute', nested='none')


def t(self):
    """t(Tensor self) -> Tensor"""
    return _pipeline.call(_op_t, (self,))


def t_(self):
    """t(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_t, (self,))


# ---- permute
_op_permute = _Op(
    'permute', _vw.FAMILY,
    _vw.View(_vr.permute, arg_names=('self', 'dims')),
    names='permute', nested='none')


def permute(self, *dims):
    """permute(Tensor self, dim[] dims) -> Tensor"""
    return _pipeline.call(_op_permute, (self, dims))


# ---- select
_op_select = _Op(
    'select', _vw.FAMILY,
    _vw.View(_vr.select, arg_names=('self', 'dim', 'index')),
    names='remove_dims', nested='select')


def select(self, dim, index):
    """select(Tensor self, dim dim, int index) -> Tensor"""
    return _pipeline.call(_op_select, (self, dim, index))


# ---- narrow
_op_narrow = _Op(
    'narrow', _vw.FAMILY,
    _vw.View(_vr.narrow, arg_names=('self', 'dim', 'start', 'length')),
    names='keep', nested='regular_dim')


def narrow(self, dim, start, length):
    """narrow(Tensor self, dim dim, int start, int length) -> Tensor"""
    return _pipeline.call(_op_narrow, (self, dim, start, length))


# ---- squeeze
_op_squeeze = _Op(
    'squeeze', _vw.FAMILY,
    _vw.View(_vr.squeeze, arg_names=('self', 'dim')),
    names='remove_dims', nested='regular_dim')


def squeeze(self, dim=None):
    """squeeze(Tensor self, dim[]? dim=None) -> Tensor"""
    return _pipeline.call(_op_squeeze, (self, dim))


def squeeze_(self, dim=None):
    """squeeze(Tensor self, dim[]? dim=None) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_squeeze, (self, dim))


# ---- unsqueeze
_op_unsqueeze = _Op(
    'unsqueeze', _vw.FAMILY,
    _vw.View(_vr.unsqueeze, arg_names=('self', 'dim')),
    names='permute', nested='regular_dim')


def unsqueeze(self, dim):
    """unsqueeze(Tensor self, int dim) -> Tensor"""
    return _pipeline.call(_op_unsqueeze, (self, dim))


def unsqueeze_(self, dim):
    """unsqueeze(Tensor self, int dim) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_unsqueeze, (self, dim))


# ---- expand
_op_expand = _Op(
    'expand', _vw.FAMILY,
    _vw.View(_vr.expand, arg_names=('self', 'size', 'implicit')),
    names='permute', nested='none')


def expand(self, *size, implicit=False):
    """expand(Tensor self, int[] size, *, bool implicit=False) -> Tensor"""
    return _pipeline.call(_op_expand, (self, size, implicit))


# ---- expand_as
_op_expand_as = _Op(
    'expand_as', _vw.FAMILY,
    _vw.View(_vr.expand_as, arg_names=('self', 'other')),
    names='permute', nested='none')


def expand_as(self, other):
    """expand_as(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_expand_as, (self, other))


# ---- view
_op_view = _Op(
    'view', _vw.FAMILY,
    _vw.View(_vr.view, arg_names=('self', 'size')),
    names='refuse', nested='reshape_batch_kept')


def view(self, *size):
    """view(Tensor self, int[] size) -> Tensor"""
    return _pipeline.call(_op_view, (self, size))


# ---- reshape
_op_reshape = _Op(
    'reshape', _vw.FAMILY,
    _vw.View(_vr.reshape, arg_names=('self', 'shape'), fallback=__to_copy_case),
    names='refuse', nested='reshape_batch_kept')


def reshape(self, *shape):
    """reshape(Tensor self, int[] shape) -> Tensor"""
    return _pipeline.call(_op_reshape, (self, shape))


# ---- view_as
_op_view_as = _Op(
    'view_as', _vw.FAMILY,
    _vw.View(_vr.view_as, arg_names=('self', 'other')),
    names='refuse', nested='none')


def view_as(self, other):
    """view_as(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_view_as, (self, other))


# ---- reshape_as
_op_reshape_as = _Op(
    'reshape_as', _vw.FAMILY,
    _vw.View(_vr.reshape_as, arg_names=('self', 'other'), fallback=__to_copy_case),
    names='refuse', nested='reshape_batch_kept')


def reshape_as(self, other):
    """reshape_as(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_reshape_as, (self, other))


# ---- flatten
_op_flatten = _Op(
    'flatten', _vw.FAMILY,
    _vw.View(_vr.flatten, arg_names=('self', 'start_dim', 'end_dim'), fallback=__to_copy_case),
    names='refuse', nested='none')


def flatten(self, start_dim=0, end_dim=-1):
    """flatten(Tensor self, dim start_dim=0, dim end_dim=-1) -> Tensor"""
    return _pipeline.call(_op_flatten, (self, start_dim, end_dim))


# ---- unflatten
_op_unflatten = _Op(
    'unflatten', _vw.FAMILY,
    _vw.View(_vr.unflatten, arg_names=('self', 'dim', 'sizes')),
    names='refuse', nested='none')


def unflatten(self, dim, sizes):
    """unflatten(Tensor self, dim dim, int[] sizes) -> Tensor"""
    return _pipeline.call(_op_unflatten, (self, dim, sizes))


# ---- detach
_op_detach = _Op(
    'detach', _vw.FAMILY,
    _vw.View(_vr.detach, arg_names=('self',), alias=True),
    names='keep', nested='as_dense')


def detach(self):
    """detach(Tensor self) -> Tensor"""
    return _pipeline.call(_op_detach, (self,))


def detach_(self):
    """detach(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_detach, (self,))


# ---- contiguous
_op_contiguous = _Op(
    'contiguous', _vw.FAMILY,
    _vw.View(_vr.contiguous, arg_names=('self',), fallback=__to_copy_case),
    names='keep', nested='as_dense')


def contiguous(self):
    """contiguous(Tensor self) -> Tensor"""
    return _pipeline.call(_op_contiguous, (self,))


# ---- unbind
_op_unbind = _Op(
    'unbind', _vw.FAMILY,
    _vw.View(_vr.unbind, arg_names=('self', 'dim'), multi=True),
    names='remove_dims', nested='unbind_dim0')


def unbind(self, dim=0):
    """unbind(Tensor self, dim dim=0) -> Tensor[]"""
    return _pipeline.call(_op_unbind, (self, dim))


# ---- split
_op_split = _Op(
    'split', _vw.FAMILY,
    _vw.View(_vr.split, arg_names=('self', 'split_size_or_sections', 'dim'), multi=True),
    names='keep', nested='regular_dim')


def split(self, split_size_or_sections, dim=0):
    """split(Tensor self, int[] split_size_or_sections, dim dim=0) -> Tensor[]"""
    return _pipeline.call(_op_split, (self, split_size_or_sections, dim))


# ---- chunk
_op_chunk = _Op(
    'chunk', _vw.FAMILY,
    _vw.View(_vr.chunk, arg_names=('self', 'chunks', 'dim'), multi=True),
    names='keep', nested='regular_dim')


def chunk(self, chunks, dim=0):
    """chunk(Tensor self, int chunks, dim dim=0) -> Tensor[]"""
    return _pipeline.call(_op_chunk, (self, chunks, dim))


# ---- clone
_op_clone = _Op(
    'clone', _cp.FAMILY,
    _cp.Copy('clone', case=__to_copy_case, arg_names=('self',)),
    names='keep', nested='as_dense')


def clone(self):
    """clone(Tensor self) -> Tensor"""
    return _pipeline.call(_op_clone, (self,))


# ---- copy
_op_copy = _Op(
    'copy', _cp.FAMILY,
    _cp.Copy('copy', case=__to_copy_case, arg_names=('self', 'src', 'non_blocking')),
    names='unify', nested='none')


def copy(self, src, non_blocking=False):
    """copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor"""
    return _pipeline.call(_op_copy, (self, src, non_blocking))


def copy_(self, src, non_blocking=False):
    """copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_copy, (self, src, non_blocking))


# ---- fill
_op_fill = _Op(
    'fill', _cp.FAMILY,
    _cp.Copy('fill', case=__to_copy_case, arg_names=('self', 'value')),
    names='keep', nested='none', internal_overlap='allow')


def fill(self, value):
    """fill(Tensor self, Scalar value) -> Tensor"""
    return _pipeline.call(_op_fill, (self, value))


def fill_(self, value):
    """fill(Tensor self, Scalar value) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_fill, (self, value))


# ---- zero
_op_zero = _Op(
    'zero', _cp.FAMILY,
    _cp.Copy('zero', case=__to_copy_case, arg_names=('self',)),
    names='keep', nested='none', internal_overlap='allow')


def zero(self):
    """zero(Tensor self) -> Tensor"""
    return _pipeline.call(_op_zero, (self,))


def zero_(self):
    """zero(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_zero, (self,))


# ---- cat
_op_cat = _Op(
    'cat', _cp.FAMILY,
    _cp.Copy('cat', case=__to_copy_case, arg_names=('tensors', 'dim')),
    names='unify', nested='regular_dim')


def cat(tensors, dim=0, *, out=None):
    """cat(Tensor[] tensors, dim dim=0) -> Tensor"""
    return _pipeline.call(_op_cat, (tensors, dim), out)


# ---- concat
_op_concat = _Op(
    'concat', _cp.FAMILY,
    _cp.Copy('cat', case=__to_copy_case, arg_names=('tensors', 'dim')),
    names='unify', nested='regular_dim')


def concat(tensors, dim=0, *, out=None):
    """concat(Tensor[] tensors, dim dim=0) -> Tensor"""
    return _pipeline.call(_op_concat, (tensors, dim), out)


# ---- concatenate
_op_concatenate = _Op(
    'concatenate', _cp.FAMILY,
    _cp.Copy('cat', case=__to_copy_case, arg_names=('tensors', 'dim')),
    names='unify', nested='regular_dim')


def concatenate(tensors, dim=0, *, out=None):
    """concatenate(Tensor[] tensors, dim dim=0) -> Tensor"""
    return _pipeline.call(_op_concatenate, (tensors, dim), out)


# ---- stack
_op_stack = _Op(
    'stack', _cp.FAMILY,
    _cp.Copy('stack', case=__to_copy_case, arg_names=('tensors', 'dim')),
    names='unify', nested='none')


def stack(tensors, dim=0, *, out=None):
    """stack(Tensor[] tensors, dim dim=0) -> Tensor"""
    return _pipeline.call(_op_stack, (tensors, dim), out)


# ---- _masked_fill
_op__masked_fill = _Op(
    '_masked_fill', _pw.FAMILY,
    _pw.Pointwise('_masked_fill', args=('self', 'mask', 'value'), promote=(0, 2),
                  fixed={1: _D.bool_}, scalars=()),
    names='unify', nested='none')
__masked_fill_case = _pw.Case(
    cpu_1d=_cpu._masked_fill_1d, cpu_nd=_cpu._masked_fill_nd, cpu_par=(_cpu._masked_fill_1dp, _cpu._masked_fill_ndp),
    cuda='_masked_fill_kernel', category='default', dtypes=_D.GROUPS['all'])


def _masked_fill(self, mask, value):
    """_masked_fill(Tensor self, Tensor mask, Tensor value) -> Tensor"""
    return _pipeline.call(_op__masked_fill, ((self, mask, value), (), __masked_fill_case))


# ---- masked_fill
_op_masked_fill = _Op(
    'masked_fill', _cp.FAMILY,
    _cp.Copy('masked_fill', case=__masked_fill_case, arg_names=('self', 'mask', 'value')),
    names='mask', nested='elementwise', internal_overlap='warn')


def masked_fill(self, mask, value):
    """masked_fill(Tensor self, Tensor mask, Scalar value) -> Tensor"""
    return _pipeline.call(_op_masked_fill, (self, mask, value))


def masked_fill_(self, mask, value):
    """masked_fill(Tensor self, Tensor mask, Scalar value) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_masked_fill, (self, mask, value))


# ---- index_fill
_op_index_fill = _Op(
    'index_fill', _cp.FAMILY,
    _cp.Copy('index_fill', case=__masked_fill_case, arg_names=('self', 'dim', 'index', 'value')),
    names='keep', nested='none')


def index_fill(self, dim, index, value):
    """index_fill(Tensor self, dim dim, Tensor index, Scalar value) -> Tensor"""
    return _pipeline.call(_op_index_fill, (self, dim, index, value))


def index_fill_(self, dim, index, value):
    """index_fill(Tensor self, dim dim, Tensor index, Scalar value) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_index_fill, (self, dim, index, value))


# ---- _take
__take_case = _cp.Gather(_cpu._take_gather, _cpu._take_scatter, '_take_gather', '_take_scatter')


# ---- masked_select
_op_masked_select = _Op(
    'masked_select', _cp.FAMILY,
    _cp.Copy('masked_select', case=__take_case, arg_names=('self', 'mask')),
    names='none', nested='none')


def masked_select(self, mask, *, out=None):
    """masked_select(Tensor self, Tensor mask) -> Tensor"""
    return _pipeline.call(_op_masked_select, (self, mask), out)


# ---- resize
_op_resize = _Op(
    'resize', _cp.FAMILY,
    _cp.Copy('resize', case=__to_copy_case, arg_names=('self', 'size')),
    names='resize', nested='none')


def resize(self, *size):
    """resize(Tensor self, int[] size) -> Tensor"""
    return _pipeline.call(_op_resize, (self, size))


def resize_(self, *size):
    """resize(Tensor self, int[] size) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_resize, (self, size))


# ---- resize_as
_op_resize_as = _Op(
    'resize_as', _cp.FAMILY,
    _cp.Copy('resize_as', case=__to_copy_case, arg_names=('self', 'the_template')),
    names='resize', nested='none')


def resize_as(self, the_template):
    """resize_as(Tensor self, Tensor the_template) -> Tensor"""
    return _pipeline.call(_op_resize_as, (self, the_template))


def resize_as_(self, the_template):
    """resize_as(Tensor self, Tensor the_template) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_resize_as, (self, the_template))


# ---- sum
_op_sum = _Op(
    'sum', _red.FAMILY,
    _red.Reduction(
        'sum', style='fold', inits=('0',),
        n_outputs=1, result='int_to_long', empty='identity',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='as_dtype', cpu=_cpu),
    names='remove_dims', nested='reduce_not_dim0')


def sum(self, dim=None, keepdim=False, *, dtype=None, out=None):
    """sum(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor"""
    if dtype is None and isinstance(out, _Tensor):  # out='s dtype is the dtype the op computes in, as PyTorch
        dtype = out.dtype
    return _pipeline.call(_op_sum, (self, {'dim': dim, 'keepdim': keepdim, 'dtype': dtype}), out)


# ---- prod
_op_prod = _Op(
    'prod', _red.FAMILY,
    _red.Reduction(
        'prod', style='fold', inits=('1',),
        n_outputs=1, result='int_to_long', empty='identity',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='as_dtype', cpu=_cpu),
    names='remove_dims', nested='none')


def prod(self, dim=None, keepdim=False, *, dtype=None, out=None):
    """prod(Tensor self, dim? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor"""
    if dtype is None and isinstance(out, _Tensor):  # out='s dtype is the dtype the op computes in, as PyTorch
        dtype = out.dtype
    return _pipeline.call(_op_prod, (self, {'dim': dim, 'keepdim': keepdim, 'dtype': dtype}), out)


# ---- mean
_op_mean = _Op(
    'mean', _red.FAMILY,
    _red.Reduction(
        'mean', style='fold', inits=('0',),
        n_outputs=1, result='floating', empty='identity',
        int_error='mean(): could not infer output dtype. {which} dtype must be either a floating point or complex dtype. Got: {dtype}', scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='castable', cpu=_cpu),
    names='remove_dims', nested='reduce_not_dim0')


def mean(self, dim=None, keepdim=False, *, dtype=None, out=None):
    """mean(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor"""
    return _pipeline.call(_op_mean, (self, {'dim': dim, 'keepdim': keepdim, 'dtype': dtype}), out)


# ---- var
_op_var = _Op(
    'var', _red.FAMILY,
    _red.Reduction(
        'var', style='fold', inits=('0', '0'),
        n_outputs=1, result='floating', empty='identity',
        int_error='std and var only support floating point and complex dtypes', scalars=('correction',), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='castable', cpu=_cpu),
    names='remove_dims', nested='none')


def var(self, dim=None, unbiased=None, keepdim=False, *, correction=None, out=None):
    """var(Tensor self, dim[]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor"""
    return _pipeline.call(_op_var, (self, {'dim': dim, 'unbiased': unbiased, 'keepdim': keepdim, 'correction': correction}), out)


# ---- std
_op_std = _Op(
    'std', _red.FAMILY,
    _red.Reduction(
        'std', style='fold', inits=('0', '0'),
        n_outputs=1, result='floating', empty='identity',
        int_error='std and var only support floating point and complex dtypes', scalars=('correction',), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='castable', cpu=_cpu),
    names='remove_dims', nested='none')


def std(self, dim=None, unbiased=None, keepdim=False, *, correction=None, out=None):
    """std(Tensor self, dim[]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor"""
    return _pipeline.call(_op_std, (self, {'dim': dim, 'unbiased': unbiased, 'keepdim': keepdim, 'correction': correction}), out)


# ---- var_mean
_op_var_mean = _Op(
    'var_mean', _red.FAMILY,
    _red.Reduction(
        'var_mean', style='fold', inits=('0', '0'),
        n_outputs=2, result='floating', empty='identity',
        int_error='std and var only support floating point and complex dtypes', scalars=('correction',), returns_tuple=True,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='castable', cpu=_cpu),
    names='remove_dims', nested='none')


def var_mean(self, dim=None, unbiased=None, keepdim=False, *, correction=None):
    """var_mean(Tensor self, dim[]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> (Tensor, Tensor)"""
    return _pipeline.call(_op_var_mean, (self, {'dim': dim, 'unbiased': unbiased, 'keepdim': keepdim, 'correction': correction}))


# ---- std_mean
_op_std_mean = _Op(
    'std_mean', _red.FAMILY,
    _red.Reduction(
        'std_mean', style='fold', inits=('0', '0'),
        n_outputs=2, result='floating', empty='identity',
        int_error='std and var only support floating point and complex dtypes', scalars=('correction',), returns_tuple=True,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='castable', cpu=_cpu),
    names='remove_dims', nested='none')


def std_mean(self, dim=None, unbiased=None, keepdim=False, *, correction=None):
    """std_mean(Tensor self, dim[]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> (Tensor, Tensor)"""
    return _pipeline.call(_op_std_mean, (self, {'dim': dim, 'unbiased': unbiased, 'keepdim': keepdim, 'correction': correction}))


# ---- logsumexp
_op_logsumexp = _Op(
    'logsumexp', _red.FAMILY,
    _red.Reduction(
        'logsumexp', style='fold', inits=('-inf', '0'),
        n_outputs=1, result='int_to_float', empty='identity',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='floating', cpu=_cpu),
    names='remove_dims', nested='none')


def logsumexp(self, dim, keepdim=False, *, out=None):
    """logsumexp(Tensor self, dim[] dim, bool keepdim=False) -> Tensor"""
    return _pipeline.call(_op_logsumexp, (self, {'dim': dim, 'keepdim': keepdim}), out)


# ---- all
_op_all = _Op(
    'all', _red.FAMILY,
    _red.Reduction(
        'all', style='fold', inits=('True',),
        n_outputs=1, result='bool_keep_uint8', empty='identity',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='bool', cpu=_cpu),
    names='remove_dims', nested='none')


def all(self, dim=None, keepdim=False, *, out=None):
    """all(Tensor self, dim[]? dim=None, bool keepdim=False) -> Tensor"""
    return _pipeline.call(_op_all, (self, {'dim': dim, 'keepdim': keepdim}), out)


# ---- any
_op_any = _Op(
    'any', _red.FAMILY,
    _red.Reduction(
        'any', style='fold', inits=('False',),
        n_outputs=1, result='bool_keep_uint8', empty='identity',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='bool', cpu=_cpu),
    names='remove_dims', nested='none')


def any(self, dim=None, keepdim=False, *, out=None):
    """any(Tensor self, dim[]? dim=None, bool keepdim=False) -> Tensor"""
    return _pipeline.call(_op_any, (self, {'dim': dim, 'keepdim': keepdim}), out)


# ---- amax
_op_amax = _Op(
    'amax', _red.FAMILY,
    _red.Reduction(
        'amax', style='fold', inits=('lowest',),
        n_outputs=1, result='same', empty='error',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='same_as_input', cpu=_cpu),
    names='remove_dims', nested='reduce_not_dim0')


def amax(self, dim=[], keepdim=False, *, out=None):
    """amax(Tensor self, dim[] dim=[], bool keepdim=False) -> Tensor"""
    return _pipeline.call(_op_amax, (self, {'dim': dim, 'keepdim': keepdim}), out)


# ---- amin
_op_amin = _Op(
    'amin', _red.FAMILY,
    _red.Reduction(
        'amin', style='fold', inits=('highest',),
        n_outputs=1, result='same', empty='error',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=True, out_dtype='same_as_input', cpu=_cpu),
    names='remove_dims', nested='none')


def amin(self, dim=[], keepdim=False, *, out=None):
    """amin(Tensor self, dim[] dim=[], bool keepdim=False) -> Tensor"""
    return _pipeline.call(_op_amin, (self, {'dim': dim, 'keepdim': keepdim}), out)


# ---- max
_op_max = _Op(
    'max', _red.FAMILY,
    _red.Reduction(
        'max', style='arg', inits=(),
        n_outputs=0, result='same', empty='error',
        int_error=None, scalars=(), returns_tuple=True,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='exact', cpu=_cpu),
    names='remove_dims', nested='none')


def max(self, dim=None, keepdim=False):
    """max(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    if isinstance(dim, _Tensor):  # a Tensor `dim`: the elementwise maximum
        return maximum(self, dim)
    return _pipeline.call(_op_max, (self, {'dim': dim, 'keepdim': keepdim}))


# ---- min
_op_min = _Op(
    'min', _red.FAMILY,
    _red.Reduction(
        'min', style='arg', inits=(),
        n_outputs=0, result='same', empty='error',
        int_error=None, scalars=(), returns_tuple=True,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='exact', cpu=_cpu),
    names='remove_dims', nested='none')


def min(self, dim=None, keepdim=False):
    """min(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    if isinstance(dim, _Tensor):  # a Tensor `dim`: the elementwise minimum
        return minimum(self, dim)
    return _pipeline.call(_op_min, (self, {'dim': dim, 'keepdim': keepdim}))


# ---- argmax
_op_argmax = _Op(
    'argmax', _red.FAMILY,
    _red.Reduction(
        'argmax', style='arg', inits=(),
        n_outputs=0, result='long', empty='error',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['numeric'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='exact', cpu=_cpu),
    names='remove_dims', nested='none')


def argmax(self, dim=None, keepdim=False, *, out=None):
    """argmax(Tensor self, dim? dim=None, bool keepdim=False) -> Tensor"""
    return _pipeline.call(_op_argmax, (self, {'dim': dim, 'keepdim': keepdim}), out)


# ---- argmin
_op_argmin = _Op(
    'argmin', _red.FAMILY,
    _red.Reduction(
        'argmin', style='arg', inits=(),
        n_outputs=0, result='long', empty='error',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['numeric'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='exact', cpu=_cpu),
    names='remove_dims', nested='none')


def argmin(self, dim=None, keepdim=False, *, out=None):
    """argmin(Tensor self, dim? dim=None, bool keepdim=False) -> Tensor"""
    return _pipeline.call(_op_argmin, (self, {'dim': dim, 'keepdim': keepdim}), out)


# ---- median
_op_median = _Op(
    'median', _red.FAMILY,
    _red.Reduction(
        'median', style='select', inits=(),
        n_outputs=0, result='same', empty='error',
        int_error=None, scalars=(), returns_tuple=True,
        dtypes=_D.GROUPS['numeric'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='exact', cpu=_cpu),
    names='remove_dims', nested='none')


def median(self, dim=None, keepdim=False):
    """median(Tensor self, dim? dim=None, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    return _pipeline.call(_op_median, (self, {'dim': dim, 'keepdim': keepdim}))


# ---- kthvalue
_op_kthvalue = _Op(
    'kthvalue', _red.FAMILY,
    _red.Reduction(
        'kthvalue', style='select', inits=(),
        n_outputs=0, result='same', empty='error',
        int_error=None, scalars=('k',), returns_tuple=True,
        dtypes=_D.GROUPS['numeric'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='exact', cpu=_cpu),
    names='remove_dims', nested='none')


def kthvalue(self, k, dim=-1, keepdim=False):
    """kthvalue(Tensor self, int k, dim dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    return _pipeline.call(_op_kthvalue, (self, {'k': k, 'dim': dim, 'keepdim': keepdim}))


# ---- mode
_op_mode = _Op(
    'mode', _red.FAMILY,
    _red.Reduction(
        'mode', style='mode', inits=(),
        n_outputs=0, result='same', empty='error',
        int_error=None, scalars=(), returns_tuple=True,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='exact', cpu=_cpu),
    names='remove_dims', nested='none')


def mode(self, dim=-1, keepdim=False):
    """mode(Tensor self, dim dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)"""
    return _pipeline.call(_op_mode, (self, {'dim': dim, 'keepdim': keepdim}))


# ---- topk
_op_topk = _Op(
    'topk', _red.FAMILY,
    _red.Reduction(
        'topk', style='topk', inits=(),
        n_outputs=0, result='same', empty='error',
        int_error=None, scalars=('k',), returns_tuple=True,
        dtypes=_D.GROUPS['numeric'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='exact', cpu=_cpu),
    names='keep', nested='none')


def topk(self, k, dim=-1, largest=True, sorted=True):
    """topk(Tensor self, int k, dim dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)"""
    return _pipeline.call(_op_topk, (self, {'k': k, 'dim': dim, 'largest': largest, 'sorted': sorted}))


# ---- cumsum
_op_cumsum = _Op(
    'cumsum', _red.FAMILY,
    _red.Reduction(
        'cumsum', style='scan', inits=('0',),
        n_outputs=0, result='int_to_long', empty='identity',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='as_dtype', cpu=_cpu),
    names='keep', nested='scan_not_dim0')


def cumsum(self, dim, *, dtype=None, out=None):
    """cumsum(Tensor self, dim dim, *, dtype? dtype=None) -> Tensor"""
    if dtype is None and isinstance(out, _Tensor):  # out='s dtype is the dtype the op computes in, as PyTorch
        dtype = out.dtype
    return _pipeline.call(_op_cumsum, (self, {'dim': dim, 'dtype': dtype}), out)


def cumsum_(self, dim, *, dtype=None):
    """cumsum(Tensor self, dim dim, *, dtype? dtype=None) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_cumsum, (self, {'dim': dim, 'dtype': dtype}))


# ---- cumprod
_op_cumprod = _Op(
    'cumprod', _red.FAMILY,
    _red.Reduction(
        'cumprod', style='scan', inits=('1',),
        n_outputs=0, result='int_to_long', empty='identity',
        int_error=None, scalars=(), returns_tuple=False,
        dtypes=_D.GROUPS['all'], devices=('cpu', 'cuda'),
        multi_dim=False, out_dtype='as_dtype', cpu=_cpu),
    names='keep', nested='none')


def cumprod(self, dim, *, dtype=None, out=None):
    """cumprod(Tensor self, dim dim, *, dtype? dtype=None) -> Tensor"""
    if dtype is None and isinstance(out, _Tensor):  # out='s dtype is the dtype the op computes in, as PyTorch
        dtype = out.dtype
    return _pipeline.call(_op_cumprod, (self, {'dim': dim, 'dtype': dtype}), out)


def cumprod_(self, dim, *, dtype=None):
    """cumprod(Tensor self, dim dim, *, dtype? dtype=None) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_cumprod, (self, {'dim': dim, 'dtype': dtype}))


# ---- dot
_op_dot = _Op(
    'dot', _ct.FAMILY,
    _ct.Contraction(
        'dot', form='dot', operands=('self', 'tensor'), added=None,
        plain=True, scalars=(), dtypes=_D.GROUPS['numeric'],
        devices=('cpu', 'cuda'), cpu=_cpu),
    names='contract', nested='none')


def dot(self, tensor, *, out=None):
    """dot(Tensor self, Tensor tensor) -> Tensor"""
    return _pipeline.call(_op_dot, (self, tensor, None, ()), out)


# ---- mv
_op_mv = _Op(
    'mv', _ct.FAMILY,
    _ct.Contraction(
        'mv', form='mv', operands=('self', 'vec'), added=None,
        plain=True, scalars=(), dtypes=_D.GROUPS['numeric'],
        devices=('cpu', 'cuda'), cpu=_cpu),
    names='contract', nested='none')


def mv(self, vec, *, out=None):
    """mv(Tensor self, Tensor vec) -> Tensor"""
    return _pipeline.call(_op_mv, (self, vec, None, ()), out)


# ---- mm
_op_mm = _Op(
    'mm', _ct.FAMILY,
    _ct.Contraction(
        'mm', form='mm', operands=('self', 'mat2'), added=None,
        plain=True, scalars=(), dtypes=_D.GROUPS['numeric'],
        devices=('cpu', 'cuda'), cpu=_cpu),
    names='contract', nested='none')


def mm(self, mat2, *, out=None):
    """mm(Tensor self, Tensor mat2) -> Tensor"""
    return _pipeline.call(_op_mm, (self, mat2, None, ()), out)


# ---- bmm
_op_bmm = _Op(
    'bmm', _ct.FAMILY,
    _ct.Contraction(
        'bmm', form='bmm', operands=('self', 'mat2'), added=None,
        plain=True, scalars=(), dtypes=_D.GROUPS['numeric'],
        devices=('cpu', 'cuda'), cpu=_cpu),
    names='contract', nested='bmm')


def bmm(self, mat2, *, out=None):
    """bmm(Tensor self, Tensor mat2) -> Tensor"""
    return _pipeline.call(_op_bmm, (self, mat2, None, ()), out)


# ---- matmul
_op_matmul = _Op(
    'matmul', _ct.FAMILY,
    _ct.Contraction(
        'matmul', form='matmul', operands=('self', 'other'), added=None,
        plain=True, scalars=(), dtypes=_D.GROUPS['numeric'],
        devices=('cpu', 'cuda'), cpu=_cpu),
    names='contract', nested='batched_matmul')


def matmul(self, other, *, out=None):
    """matmul(Tensor self, Tensor other) -> Tensor"""
    return _pipeline.call(_op_matmul, (self, other, None, ()), out)


# ---- addmm
_op_addmm = _Op(
    'addmm', _ct.FAMILY,
    _ct.Contraction(
        'addmm', form='mm', operands=('mat1', 'mat2'), added='self',
        plain=False, scalars=('beta', 'alpha'), dtypes=_D.GROUPS['numeric'],
        devices=('cpu', 'cuda'), cpu=_cpu),
    names='contract', nested='none')


def addmm(self, mat1, mat2, *, beta=1, alpha=1, out=None):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
    return _pipeline.call(_op_addmm, (mat1, mat2, self, (beta, alpha)), out)


def addmm_(self, mat1, mat2, *, beta=1, alpha=1):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_addmm, (mat1, mat2, self, (beta, alpha)))


# ---- addmv
_op_addmv = _Op(
    'addmv', _ct.FAMILY,
    _ct.Contraction(
        'addmv', form='mv', operands=('mat', 'vec'), added='self',
        plain=False, scalars=('beta', 'alpha'), dtypes=_D.GROUPS['numeric'],
        devices=('cpu', 'cuda'), cpu=_cpu),
    names='contract', nested='none')


def addmv(self, mat, vec, *, beta=1, alpha=1, out=None):
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""
    return _pipeline.call(_op_addmv, (mat, vec, self, (beta, alpha)), out)


def addmv_(self, mat, vec, *, beta=1, alpha=1):
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_addmv, (mat, vec, self, (beta, alpha)))


# ---- uniform_
_op_uniform_ = _Op(
    'uniform_', _rnd.FAMILY,
    _rnd.Random(
        'uniform_', ('self', 'from_', 'to'), ('self',),
        params=('from_', 'to'),
        scalar_types={ 'from_': 'float', 'to': 'float', },
        target='self', dtypes=_D.GROUPS['floating'],
        absent=(), prepare=None, size=None,
        result='promoted', dtype_error=None,
        floating_args=(),
        checks=(_rnd.Check(lambda from_, to: from_ <= to, ('from_', 'to'), 'uniform_ expects to return a [from, to) range, but found from={from_} > to={to}', None, RuntimeError),),
        cpu=_cpu.uniform__fill, cpu_par=_cpu.uniform__fill_par, cuda='_rnd_uniform_'),
    names='keep', nested='none')


def uniform_(self, from_=0, to=1):
    """uniform_(Tensor self, float from_=0, float to=1) -> Tensor"""
    return _pipeline.call_inplace(_op_uniform_, (self, from_, to))


# ---- normal_
_op_normal_ = _Op(
    'normal_', _rnd.FAMILY,
    _rnd.Random(
        'normal_', ('self', 'mean', 'std'), ('self',),
        params=('mean', 'std'),
        scalar_types={ 'mean': 'float', 'std': 'float', },
        target='self', dtypes=_D.GROUPS['floating'],
        absent=(), prepare=None, size=None,
        result='promoted', dtype_error=None,
        floating_args=(),
        checks=(_rnd.Check(lambda std: std >= 0, ('std',), 'normal expects std >= 0.0, but found std {std}', None, RuntimeError),),
        cpu=_cpu.normal__fill, cpu_par=_cpu.normal__fill_par, cuda='_rnd_normal_'),
    names='keep', nested='none')


def normal_(self, mean=0, std=1):
    """normal_(Tensor self, float mean=0, float std=1) -> Tensor"""
    return _pipeline.call_inplace(_op_normal_, (self, mean, std))


# ---- normal
_op_normal = _Op(
    'normal', _rnd.FAMILY,
    _rnd.Random(
        'normal', ('mean', 'std', 'size', 'dtype', 'device'), ('mean', 'std'),
        params=('mean', 'std'),
        scalar_types={ },
        target='new', dtypes=_D.GROUPS['floating'],
        absent=(), prepare=None, size='size',
        result='promoted', dtype_error=None,
        floating_args=('mean', 'std'),
        checks=(_rnd.Check(lambda std: std >= 0, ('std',), 'normal expects std >= 0.0, but found std {std}', 'normal expects all elements of std >= 0.0', RuntimeError),),
        cpu=_cpu.normal_fill, cpu_par=_cpu.normal_fill_par, cuda='_rnd_normal'),
    names='unify', nested='none')


def normal(mean, std=1, size=None, *, dtype=None, device=None, out=None):
    """normal(Tensor mean, Tensor std=1, int[]? size=None, *, dtype? dtype=None, Device? device=None) -> Tensor"""
    return _pipeline.call(_op_normal, (mean, std, size, dtype, device), out)


# ---- cauchy_
_op_cauchy_ = _Op(
    'cauchy_', _rnd.FAMILY,
    _rnd.Random(
        'cauchy_', ('self', 'median', 'sigma'), ('self',),
        params=('median', 'sigma'),
        scalar_types={ 'median': 'float', 'sigma': 'float', },
        target='self', dtypes=_D.GROUPS['floating'],
        absent=(), prepare=None, size=None,
        result='promoted', dtype_error=None,
        floating_args=(),
        checks=(_rnd.Check(lambda sigma: sigma > 0, ('sigma',), 'cauchy_ expects sigma > 0.0, but found sigma={sigma}', None, RuntimeError),),
        cpu=_cpu.cauchy__fill, cpu_par=_cpu.cauchy__fill_par, cuda='_rnd_cauchy_'),
    names='keep', nested='none')


def cauchy_(self, median=0, sigma=1):
    """cauchy_(Tensor self, float median=0, float sigma=1) -> Tensor"""
    return _pipeline.call_inplace(_op_cauchy_, (self, median, sigma))


# ---- exponential_
_op_exponential_ = _Op(
    'exponential_', _rnd.FAMILY,
    _rnd.Random(
        'exponential_', ('self', 'lambd'), ('self',),
        params=('lambd',),
        scalar_types={ 'lambd': 'float', },
        target='self', dtypes=_D.GROUPS['floating'],
        absent=(), prepare=None, size=None,
        result='promoted', dtype_error='Exponential distribution is a continuous probability distribution. dtype must be a floating point but you specified {dtype}',
        floating_args=(),
        checks=(_rnd.Check(lambda lambd: lambd > 0, ('lambd',), 'exponential_ expects lambda > 0.0, but found lambda={lambd}', None, RuntimeError),),
        cpu=_cpu.exponential__fill, cpu_par=_cpu.exponential__fill_par, cuda='_rnd_exponential_'),
    names='keep', nested='none')


def exponential_(self, lambd=1):
    """exponential_(Tensor self, float lambd=1) -> Tensor"""
    return _pipeline.call_inplace(_op_exponential_, (self, lambd))


# ---- log_normal_
_op_log_normal_ = _Op(
    'log_normal_', _rnd.FAMILY,
    _rnd.Random(
        'log_normal_', ('self', 'mean', 'std'), ('self',),
        params=('mean', 'std'),
        scalar_types={ 'mean': 'float', 'std': 'float', },
        target='self', dtypes=_D.GROUPS['floating'],
        absent=(), prepare=None, size=None,
        result='promoted', dtype_error=None,
        floating_args=(),
        checks=(_rnd.Check(lambda std: std > 0, ('std',), 'log_normal_ expects std > 0.0, but found std={std}', None, RuntimeError),),
        cpu=_cpu.log_normal__fill, cpu_par=_cpu.log_normal__fill_par, cuda='_rnd_log_normal_'),
    names='keep', nested='none')


def log_normal_(self, mean=1, std=2):
    """log_normal_(Tensor self, float mean=1, float std=2) -> Tensor"""
    return _pipeline.call_inplace(_op_log_normal_, (self, mean, std))


# ---- bernoulli_
_op_bernoulli_ = _Op(
    'bernoulli_', _rnd.FAMILY,
    _rnd.Random(
        'bernoulli_', ('self', 'p'), ('self', 'p'),
        params=('p',),
        scalar_types={ },
        target='self', dtypes=_D.GROUPS['all'],
        absent=(), prepare=None, size=None,
        result='promoted', dtype_error=None,
        floating_args=('p',),
        checks=(_rnd.Check(lambda p: (p >= 0) & (p <= 1), ('p',), 'bernoulli_ expects p to be in [0, 1], but got p={p}', 'Expected p_in >= 0 && p_in <= 1 to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)', RuntimeError),),
        cpu=_cpu.bernoulli__fill, cpu_par=_cpu.bernoulli__fill_par, cuda='_rnd_bernoulli_'),
    names='keep', nested='none')


def bernoulli_(self, p=0.5):
    """bernoulli_(Tensor self, Tensor p=0.5) -> Tensor"""
    return _pipeline.call_inplace(_op_bernoulli_, (self, p))


# ---- bernoulli
_op_bernoulli = _Op(
    'bernoulli', _rnd.FAMILY,
    _rnd.Random(
        'bernoulli', ('self', 'p'), ('self', 'p'),
        params=('p',),
        scalar_types={ },
        target='new', dtypes=_D.GROUPS['all'],
        absent=(('p', 'self'),), prepare=None, size=None,
        result='self', dtype_error=None,
        floating_args=('p',),
        checks=(_rnd.Check(lambda p: (p >= 0) & (p <= 1), ('p',), 'bernoulli_ expects p to be in [0, 1], but got p={p}', 'Expected p_in >= 0 && p_in <= 1 to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)', RuntimeError),),
        cpu=_cpu.bernoulli_fill, cpu_par=_cpu.bernoulli_fill_par, cuda='_rnd_bernoulli'),
    names='keep', nested='none')


def bernoulli(self, p=None, *, out=None):
    """bernoulli(Tensor self, Tensor? p=None) -> Tensor"""
    return _pipeline.call(_op_bernoulli, (self, p), out)


# ---- random_
_op_random_ = _Op(
    'random_', _rnd.FAMILY,
    _rnd.Random(
        'random_', ('self', 'from_', 'to'), ('self',),
        params=('from_', 'to'),
        scalar_types={ 'from_': 'int', 'to': 'int', },
        target='self', dtypes=_D.GROUPS['all'],
        absent=(), prepare='random_bounds', size=None,
        result='promoted', dtype_error=None,
        floating_args=(),
        checks=(),
        cpu=_cpu.random__fill, cpu_par=_cpu.random__fill_par, cuda='_rnd_random_'),
    names='keep', nested='none')


def random_(self, from_=None, to=None):
    """random_(Tensor self, int? from_=None, int? to=None) -> Tensor"""
    return _pipeline.call_inplace(_op_random_, (self, from_, to))


# ---- _dropout
_op__dropout = _Op(
    '_dropout', _rnd.FAMILY,
    _rnd.Random(
        '_dropout', ('self', 'p'), ('self',),
        params=('self', 'p'),
        scalar_types={ 'p': 'float', },
        target='new', dtypes=_D.GROUPS['floating'],
        absent=(), prepare=None, size=None,
        result='self', dtype_error="result type Float can't be cast to the desired output type {dtype}",
        floating_args=(),
        checks=(),
        cpu=_cpu._dropout_fill, cpu_par=_cpu._dropout_fill_par, cuda='_rnd__dropout'),
    names='keep', nested='elementwise')


def _dropout(self, p):
    """_dropout(Tensor self, float p) -> Tensor"""
    return _pipeline.call(_op__dropout, (self, p))


# ---- _dropout_
_op__dropout_ = _Op(
    '_dropout_', _rnd.FAMILY,
    _rnd.Random(
        '_dropout_', ('self', 'p'), ('self',),
        params=('self', 'p'),
        scalar_types={ 'p': 'float', },
        target='self', dtypes=_D.GROUPS['floating'],
        absent=(), prepare=None, size=None,
        result='promoted', dtype_error="result type Float can't be cast to the desired output type {dtype}",
        floating_args=(),
        checks=(),
        cpu=_cpu._dropout__fill, cpu_par=_cpu._dropout__fill_par, cuda='_rnd__dropout_'),
    names='keep', nested='elementwise')


def _dropout_(self, p):
    """_dropout_(Tensor self, float p) -> Tensor"""
    return _pipeline.call_inplace(_op__dropout_, (self, p))


# ---- relu
_op_relu = _Op(
    'relu', _pw.FAMILY,
    _pw.Pointwise('relu', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_relu_case = _pw.Case(
    cpu_1d=_cpu.relu_1d, cpu_nd=_cpu.relu_nd, cpu_par=(_cpu.relu_1dp, _cpu.relu_ndp),
    cuda='relu_kernel', category='default', dtypes=_D.GROUPS['numeric'],
    bool_error='Boolean inputs not supported for relu')


def relu(self, *, out=None):
    """relu(Tensor self) -> Tensor"""
    return _pipeline.call(_op_relu, ((self,), (), _relu_case), out)


def relu_(self):
    """relu(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_relu, ((self,), (), _relu_case))


# ---- gelu
_op_gelu = _Op(
    'gelu', _pw.FAMILY,
    _pw.Pointwise('gelu', args=('self',), promote=(0,),
                  fixed={}, scalars=(), switch='approximate'),
    names='keep', nested='elementwise')
_gelu__none_case = _pw.Case(
    cpu_1d=_cpu.gelu__none_1d, cpu_nd=_cpu.gelu__none_nd, cpu_par=(_cpu.gelu__none_1dp, _cpu.gelu__none_ndp),
    cuda='gelu__none_kernel', category='default', dtypes=_D.GROUPS['floating'],
    key='none')


_gelu__tanh_case = _pw.Case(
    cpu_1d=_cpu.gelu__tanh_1d, cpu_nd=_cpu.gelu__tanh_nd, cpu_par=(_cpu.gelu__tanh_1dp, _cpu.gelu__tanh_ndp),
    cuda='gelu__tanh_kernel', category='default', dtypes=_D.GROUPS['floating'],
    key='tanh')


_gelu_cases = {
    'none': _gelu__none_case,
    'tanh': _gelu__tanh_case,
}


def gelu(self, *, approximate='none', out=None):
    """gelu(Tensor self, *, str approximate='none') -> Tensor"""
    case = _pw.select_case('gelu', _gelu_cases, 'approximate', approximate)
    return _pipeline.call(_op_gelu, ((self,), (), case), out)


def gelu_(self, *, approximate='none'):
    """gelu(Tensor self, *, str approximate='none') -> Tensor (in place)"""
    case = _pw.select_case('gelu', _gelu_cases, 'approximate', approximate)
    return _pipeline.call_inplace(_op_gelu, ((self,), (), case))


# ---- silu
_op_silu = _Op(
    'silu', _pw.FAMILY,
    _pw.Pointwise('silu', args=('self',), promote=(0,),
                  fixed={}, scalars=()),
    names='keep', nested='elementwise')
_silu_case = _pw.Case(
    cpu_1d=_cpu.silu_1d, cpu_nd=_cpu.silu_nd, cpu_par=(_cpu.silu_1dp, _cpu.silu_ndp),
    cuda='silu_kernel', category='default', dtypes=_D.GROUPS['floating'])


def silu(self, *, out=None):
    """silu(Tensor self) -> Tensor"""
    return _pipeline.call(_op_silu, ((self,), (), _silu_case), out)


def silu_(self):
    """silu(Tensor self) -> Tensor (in place)"""
    return _pipeline.call_inplace(_op_silu, ((self,), (), _silu_case))


# ---- softmax
_op_softmax = _Op(
    'softmax', _nrm.FAMILY,
    _nrm.Normalization('softmax', dtypes=_D.GROUPS['floating'], last=_cpu.softmax_last,
                       mid=_cpu.softmax_mid, cuda='_nrm_softmax'),
    names='keep', nested='rowwise_not_dim0')


def softmax(self, dim, dtype=None):
    """softmax(Tensor self, dim dim, dtype? dtype=None) -> Tensor"""
    return _pipeline.call(_op_softmax, (self, dim, dtype))


# ---- log_softmax
_op_log_softmax = _Op(
    'log_softmax', _nrm.FAMILY,
    _nrm.Normalization('log_softmax', dtypes=_D.GROUPS['floating'], last=_cpu.log_softmax_last,
                       mid=_cpu.log_softmax_mid, cuda='_nrm_log_softmax'),
    names='keep', nested='rowwise_not_dim0')


def log_softmax(self, dim, dtype=None):
    """log_softmax(Tensor self, dim dim, dtype? dtype=None) -> Tensor"""
    return _pipeline.call(_op_log_softmax, (self, dim, dtype))


# Every operator's record (core/op.py Op), by name.
RECORDS = {
    'add': _op_add,
    'sub': _op_sub,
    'mul': _op_mul,
    'div': _op_div,
    'floor_divide': _op_floor_divide,
    'remainder': _op_remainder,
    'fmod': _op_fmod,
    'pow': _op_pow,
    'atan2': _op_atan2,
    'maximum': _op_maximum,
    'minimum': _op_minimum,
    'clamp': _op_clamp,
    'where': _op_where,
    'bitwise_and': _op_bitwise_and,
    'bitwise_or': _op_bitwise_or,
    'bitwise_xor': _op_bitwise_xor,
    'bitwise_not': _op_bitwise_not,
    'logical_not': _op_logical_not,
    'logical_and': _op_logical_and,
    'logical_or': _op_logical_or,
    'logical_xor': _op_logical_xor,
    'eq': _op_eq,
    'ne': _op_ne,
    'lt': _op_lt,
    'le': _op_le,
    'gt': _op_gt,
    'ge': _op_ge,
    'neg': _op_neg,
    'abs': _op_abs,
    'sign': _op_sign,
    'sgn': _op_sgn,
    'square': _op_square,
    'ceil': _op_ceil,
    'floor': _op_floor,
    'trunc': _op_trunc,
    'round': _op_round,
    'frac': _op_frac,
    'reciprocal': _op_reciprocal,
    'sqrt': _op_sqrt,
    'rsqrt': _op_rsqrt,
    'exp': _op_exp,
    'expm1': _op_expm1,
    'log': _op_log,
    'log2': _op_log2,
    'log10': _op_log10,
    'log1p': _op_log1p,
    'sin': _op_sin,
    'cos': _op_cos,
    'tan': _op_tan,
    'asin': _op_asin,
    'acos': _op_acos,
    'atan': _op_atan,
    'sinh': _op_sinh,
    'cosh': _op_cosh,
    'tanh': _op_tanh,
    'sigmoid': _op_sigmoid,
    'erf': _op_erf,
    'erfc': _op_erfc,
    'erfinv': _op_erfinv,
    'digamma': _op_digamma,
    '_to_copy': _op__to_copy,
    'transpose': _op_transpose,
    'swapaxes': _op_swapaxes,
    'swapdims': _op_swapdims,
    't': _op_t,
    'permute': _op_permute,
    'select': _op_select,
    'narrow': _op_narrow,
    'squeeze': _op_squeeze,
    'unsqueeze': _op_unsqueeze,
    'expand': _op_expand,
    'expand_as': _op_expand_as,
    'view': _op_view,
    'reshape': _op_reshape,
    'view_as': _op_view_as,
    'reshape_as': _op_reshape_as,
    'flatten': _op_flatten,
    'unflatten': _op_unflatten,
    'detach': _op_detach,
    'contiguous': _op_contiguous,
    'unbind': _op_unbind,
    'split': _op_split,
    'chunk': _op_chunk,
    'clone': _op_clone,
    'copy': _op_copy,
    'fill': _op_fill,
    'zero': _op_zero,
    'cat': _op_cat,
    'concat': _op_concat,
    'concatenate': _op_concatenate,
    'stack': _op_stack,
    '_masked_fill': _op__masked_fill,
    'masked_fill': _op_masked_fill,
    'index_fill': _op_index_fill,
    'masked_select': _op_masked_select,
    'resize': _op_resize,
    'resize_as': _op_resize_as,
    'sum': _op_sum,
    'prod': _op_prod,
    'mean': _op_mean,
    'var': _op_var,
    'std': _op_std,
    'var_mean': _op_var_mean,
    'std_mean': _op_std_mean,
    'logsumexp': _op_logsumexp,
    'all': _op_all,
    'any': _op_any,
    'amax': _op_amax,
    'amin': _op_amin,
    'max': _op_max,
    'min': _op_min,
    'argmax': _op_argmax,
    'argmin': _op_argmin,
    'median': _op_median,
    'kthvalue': _op_kthvalue,
    'mode': _op_mode,
    'topk': _op_topk,
    'cumsum': _op_cumsum,
    'cumprod': _op_cumprod,
    'dot': _op_dot,
    'mv': _op_mv,
    'mm': _op_mm,
    'bmm': _op_bmm,
    'matmul': _op_matmul,
    'addmm': _op_addmm,
    'addmv': _op_addmv,
    'uniform_': _op_uniform_,
    'normal_': _op_normal_,
    'normal': _op_normal,
    'cauchy_': _op_cauchy_,
    'exponential_': _op_exponential_,
    'log_normal_': _op_log_normal_,
    'bernoulli_': _op_bernoulli_,
    'bernoulli': _op_bernoulli,
    'random_': _op_random_,
    '_dropout': _op__dropout,
    '_dropout_': _op__dropout_,
    'relu': _op_relu,
    'gelu': _op_gelu,
    'silu': _op_silu,
    'softmax': _op_softmax,
    'log_softmax': _op_log_softmax,
}

# The copy kernel the call pipeline's one writer uses (ops.yaml `_to_copy`).
_cp.COPY_CASE = __to_copy_case

# ops.yaml `nested:` of every op: the nested-tensor dispatcher (runtime/nested/ops.py)
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
    'reshape_as': 'reshape_batch_kept',
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
