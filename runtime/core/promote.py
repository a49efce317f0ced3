"""Type promotion, exactly as PyTorch documents it (docs/dtypes.md).

Every rule about which dtype an operation produces lives here; generated
wrappers name a category from ops.yaml and call ``result_dtypes``.
"""
from . import dtypes as D
from .tensor import Tensor
from . import overloads as _ov

_b, _u8, _i8, _i16, _i32, _i64, _f16, _bf16, _f32, _f64 = D.ALL


def _build_table():
    t = {}
    for a in D.ALL:
        for b in D.ALL:
            t[a.index, b.index] = _promote_pair(a, b)
    return t


def _promote_pair(a, b):
    if a is b:
        return a
    if a is _b:
        return b
    if b is _b:
        return a
    if a.category != b.category:
        return a if a.category > b.category else b
    if a.category == D.FLOATING:
        if {a, b} == {_f16, _bf16}:
            return _f32
        return a if a.itemsize > b.itemsize else b
    # Both integral: uint8 with a signed type needs a signed type that holds 0..255.
    if a is _u8 or b is _u8:
        other = b if a is _u8 else a
        return _i16 if other is _i8 else other
    return a if a.itemsize > b.itemsize else b


_TABLE = _build_table()


def promote_types(type1, type2):
    """The smallest dtype to which both ``type1`` and ``type2`` can be promoted."""
    return _TABLE[type1.index, type2.index]


def can_cast(from_, to):
    """PyTorch's casting rule for out= and in-place results."""
    if from_.category == D.FLOATING and to.category == D.INTEGRAL:
        return False
    if from_ is not _b and to is _b:
        return False
    return True


def scalar_dtype(value):
    """The dtype a Python scalar stands for when it is a wrapped operand."""
    if isinstance(value, bool):
        return _b
    if isinstance(value, int):
        return _i64
    if isinstance(value, float):
        return D.get_default_dtype()
    raise TypeError(f"expected a Python bool, int or float, got {type(value).__name__}")


def _combine(higher, lower):
    # PyTorch's combine_categories: the state of the higher-priority operands
    # wins unless a lower-priority one is of a higher category.
    if higher is None:
        return lower
    if lower is None:
        return higher
    if higher.category == D.FLOATING:
        return higher
    if higher is _b or lower.category == D.FLOATING:
        return promote_types(higher, lower)
    return higher


def result_type_of(dim_dtypes, zerodim_dtypes, scalar_dtypes):
    """Promotion across three priority classes: dimensioned tensors, zero-dim
    tensors, wrapped Python scalars. Values are never inspected."""
    dim = zero = wrapped = None
    for d in dim_dtypes:
        dim = d if dim is None else promote_types(dim, d)
    for d in zerodim_dtypes:
        zero = d if zero is None else promote_types(zero, d)
    for d in scalar_dtypes:
        wrapped = d if wrapped is None else promote_types(wrapped, d)
    out = _combine(dim, _combine(zero, wrapped))
    if out is None:
        raise TypeError("result_type: expected at least one tensor or scalar operand")
    return out


def _result_type_tensor(tensor, other):
    return (tensor, other) if isinstance(tensor, Tensor) and (isinstance(other, Tensor) or _number(other)) else None


def _result_type_scalar(scalar, tensor):
    return (scalar, tensor) if _number(scalar) and isinstance(tensor, Tensor) else None


def _result_type_scalars(scalar1, scalar2):
    return (scalar1, scalar2) if _number(scalar1) and _number(scalar2) else None


def _number(x):
    return isinstance(x, (bool, int, float, complex))


_RESULT_TYPE = _ov.Overloads("result_type", (_result_type_tensor, _result_type_scalar, _result_type_scalars))


@_ov.overloaded(_RESULT_TYPE)
def result_type(*args, **kwargs):
    """``tg.result_type(tensor, other)``, ``(scalar, tensor)``, ``(scalar1, scalar2)``:
    the dtype an arithmetic op of the two promotes to."""
    return operands_result_type(*_RESULT_TYPE(args, kwargs))


def operands_result_type(*operands):
    """The dtype any number of tensors and Python numbers promote to (cat, block_diag, ...)."""
    dims, zeros, scalars = [], [], []
    for x in operands:
        if isinstance(x, Tensor):
            (dims if x.ndim else zeros).append(x.dtype)
        else:
            scalars.append(scalar_dtype(x))
    return result_type_of(dims, zeros, scalars)


# category name (ops.yaml `promotion:`) -> function(promoted dtype) -> (result, compute)
def _default(p):
    return p, D.opmath(p)


def _no_opmath(p):
    # Kernels take no half/bfloat16 operands; float32 holds each of their values
    # exactly, so selecting/copying through it gives the same bits.
    return p, D.opmath(p)


def _int_to_float(p):
    if p.category != D.FLOATING:
        p = D.get_default_dtype()
    return p, D.opmath(p)


def _bool_to_long(p):
    if p is _b:
        p = _i64
    return p, D.opmath(p)


def _always_bool(p):
    return _b, D.opmath(p)


def _always_float64(p):
    # float_power: every input computes and returns in double (PyTorch has no
    # complex here to pick complex128).
    return D.float64, D.float64


CATEGORIES = {
    "default": _default,
    "no_opmath": _no_opmath,
    "int_to_float": _int_to_float,
    "complex_to_float": _default,  # no complex dtypes yet: behaves as default
    "bool_to_long": _bool_to_long,
    "always_bool": _always_bool,
    "always_float64": _always_float64,
}


def check_cast(op, result, out_dtype, argname="out"):
    if not can_cast(result, out_dtype):
        raise RuntimeError(
            f"result type {result.pt_name} can't be cast to the desired output type {out_dtype.pt_name}")
