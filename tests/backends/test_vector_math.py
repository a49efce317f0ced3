"""The CPU kernels' elementary functions (runtime/backends/vecmath.py), through
the public operators: the ulp error against float64 over dense samples of the
whole float32 range and over every float16 and bfloat16 value, the special
values, that the loops calling them are vectorized (no libm call left), and
codegen's one rewrite of math calls (codegen/vector_math.py)."""
import math
import re

import numba
import numpy as np
import pytest

import tensorgen as tg
from tensorgen.backends import vecmath
from tensorgen.codegen import vector_math
from tensorgen.generated import kernels_cpu

F32_MAX = float(np.finfo(np.float32).max)


def _sigmoid64(x):
    e = np.exp(-np.abs(x))
    return np.where(x >= 0, 1.0 / (1.0 + e), e / (1.0 + e))


def _libm(fn):
    def ref(x):
        out = np.empty_like(x)
        for i, v in enumerate(x.tolist()):
            try:
                out[i] = fn(v)
            except (ValueError, OverflowError):
                out[i] = math.nan
        return out
    return ref


# op -> float64 reference (libm through NumPy, or through math where NumPy has none;
# math.sin/cos reduce huge arguments exactly)
REFERENCE = {
    "exp": np.exp, "expm1": np.expm1, "log": np.log, "log1p": np.log1p, "tanh": np.tanh,
    "sigmoid": _sigmoid64, "erf": _libm(math.erf), "erfc": _libm(math.erfc),
    "sin": _libm(lambda v: math.sin(v) if math.isfinite(v) else math.nan),
    "cos": _libm(lambda v: math.cos(v) if math.isfinite(v) else math.nan),
}
OPS = sorted(REFERENCE)
# measured maxima (float32, every 13th float of either sign, or as sampled here):
# log1p 0.90, log 0.88, exp 0.86, the float64-evaluated ones 0.5 + 2**-20; tanh
# 1.06 and sigmoid(x < 0) (e / (1 + e) with e = exp(x) in float32) 1.4
ULP_BOUND = {"sigmoid": 1.5, "tanh": 1.1}


class Format:
    """A floating format's ulp: `mant` fraction bits, smallest normal exponent `emin`."""

    def __init__(self, name, mant, emin, max_finite):
        self.name, self.mant, self.emin, self.max = name, mant, emin, max_finite

    def ulps(self, got, ref):
        """|got - ref| in ulps of the format at ref; inf where a special value or
        the overflow to inf is wrong."""
        with np.errstate(invalid="ignore", over="ignore"):  # signalling NaNs pass through
            got = got.astype(np.float64)
            _, e = np.frexp(ref)
            ulp = np.ldexp(1.0, np.maximum(e - 1, self.emin) - self.mant)
            rounds_to_inf = np.abs(ref) >= self.max + np.ldexp(1.0, int(np.floor(np.log2(self.max))) - self.mant) / 2
            err = np.abs(got - ref) / ulp
        special = ~np.isfinite(ref) | rounds_to_inf
        want = np.where(rounds_to_inf, np.copysign(np.inf, ref), ref)
        same = (got == want) | (np.isnan(got) & np.isnan(want))
        return np.where(special, np.where(same, 0.0, np.inf), err)


FLOAT32 = Format("float32", 23, -126, F32_MAX)
FLOAT16 = Format("float16", 10, -14, 65504.0)
BFLOAT16 = Format("bfloat16", 7, -126, float.fromhex("0x1.fep127"))


def _float32_samples():
    """Every 4099th bit pattern (both signs, NaNs and infinities included) and the edges."""
    x = np.arange(0, 2 ** 32, 4099, dtype=np.uint64).astype(np.uint32).view(np.float32)
    edges = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1e-45, -1e-45, 1.1754942e-38, -1.1754942e-38,
                      88.72283, 88.7229, -87.33655, -103.97208, -104.0, -103.0, 1.0, -1.0, 0.5, -0.5,
                      0.46875, 0.625, 4.0, 9.0, 10.0, 10.06, -10.0, 1e-8, -1e-8, 2.0 ** -24,
                      1.5707964, 3.1415927, 1e10, -1e20, 1e38, F32_MAX, -F32_MAX, 8.5e37], np.float32)
    return np.concatenate([x, edges])


def _call(op, t):
    return getattr(tg, op)(t)


@pytest.mark.parametrize("op", OPS)
def test_float32_ulp_error_over_the_whole_range(op):
    x = _float32_samples()
    got = _call(op, tg.from_numpy(x)).numpy()
    with np.errstate(all="ignore"):
        ref = REFERENCE[op](x.astype(np.float64))
    err = FLOAT32.ulps(got, ref)
    worst = int(np.argmax(err))
    assert err[worst] <= ULP_BOUND.get(op, 1.0), f"{op}({x[worst]!r}) = {got[worst]!r}, float64 {ref[worst]!r}: {err[worst]} ulp"


def _every_value(fmt):
    bits = np.arange(2 ** 16, dtype=np.uint16)
    if fmt is FLOAT16:
        x = bits.view(np.float16)
        with np.errstate(invalid="ignore"):  # signalling NaNs
            return x.astype(np.float64), tg.from_numpy(x)
    wide = (bits.astype(np.uint32) << 16).view(np.float32)  # bfloat16 is the top half of a float32
    with np.errstate(invalid="ignore"):  # signalling NaNs
        return wide.astype(np.float64), tg.from_numpy(wide).to(tg.bfloat16)


@pytest.mark.parametrize("fmt", [FLOAT16, BFLOAT16], ids=lambda f: f.name)
@pytest.mark.parametrize("op", OPS)
def test_half_and_bfloat16_every_value(op, fmt):
    # computed in float32 and rounded once more: the correctly rounded value but
    # for double rounding next to a tie, so within 1 ulp of the narrow format
    x64, t = _every_value(fmt)
    r = _call(op, t)
    assert r.dtype == t.dtype
    got = r.to(tg.float32).numpy()
    with np.errstate(all="ignore"):
        ref = REFERENCE[op](x64)
    err = fmt.ulps(got, ref)
    worst = int(np.argmax(err))
    assert err[worst] <= 1.0, f"{op}({x64[worst]!r}) = {got[worst]!r} ({fmt.name}), float64 {ref[worst]!r}"


_NAN = float("nan")
_INF = float("inf")
SPECIAL = [
    ("exp", 0.0, 1.0), ("exp", -0.0, 1.0), ("exp", _INF, _INF), ("exp", -_INF, 0.0), ("exp", _NAN, _NAN),
    ("exp", 88.7229, _INF), ("exp", -104.0, 0.0), ("exp", -103.0, 1.3592e-45),
    ("expm1", 0.0, 0.0), ("expm1", -0.0, -0.0), ("expm1", _INF, _INF), ("expm1", -_INF, -1.0),
    ("expm1", _NAN, _NAN), ("expm1", 1e-30, 1e-30), ("expm1", 88.7229, _INF), ("expm1", -30.0, -1.0),
    ("log", 0.0, -_INF), ("log", -0.0, -_INF), ("log", -1.0, _NAN), ("log", _INF, _INF), ("log", -_INF, _NAN),
    ("log", _NAN, _NAN), ("log", 1.0, 0.0), ("log", 1e-45, -103.27893),
    ("log1p", 0.0, 0.0), ("log1p", -0.0, -0.0), ("log1p", -1.0, -_INF), ("log1p", -2.0, _NAN),
    ("log1p", _INF, _INF), ("log1p", -_INF, _NAN), ("log1p", _NAN, _NAN), ("log1p", 1e-30, 1e-30),
    ("log1p", -1e-45, -1e-45),
    ("tanh", 0.0, 0.0), ("tanh", -0.0, -0.0), ("tanh", _INF, 1.0), ("tanh", -_INF, -1.0), ("tanh", _NAN, _NAN),
    ("tanh", 1e-40, 1e-40), ("tanh", 10.0, 1.0), ("tanh", -10.0, -1.0),
    ("sigmoid", 0.0, 0.5), ("sigmoid", -0.0, 0.5), ("sigmoid", _INF, 1.0), ("sigmoid", -_INF, 0.0),
    ("sigmoid", _NAN, _NAN), ("sigmoid", -100.0, 3.7835e-44), ("sigmoid", 20.0, 1.0),
    ("erf", 0.0, 0.0), ("erf", -0.0, -0.0), ("erf", _INF, 1.0), ("erf", -_INF, -1.0), ("erf", _NAN, _NAN),
    ("erf", 1e-40, math.erf(float(np.float32(1e-40)))), ("erf", 4.0, 1.0),
    ("erfc", 0.0, 1.0), ("erfc", -0.0, 1.0), ("erfc", _INF, 0.0), ("erfc", -_INF, 2.0), ("erfc", _NAN, _NAN),
    ("erfc", 10.0, 2.0884875837625446e-45), ("erfc", 10.1, 0.0), ("erfc", -10.0, 2.0),
    ("sin", 0.0, 0.0), ("sin", -0.0, -0.0), ("sin", _INF, _NAN), ("sin", -_INF, _NAN), ("sin", _NAN, _NAN),
    ("sin", 1e-40, 1e-40), ("cos", 0.0, 1.0), ("cos", -0.0, 1.0), ("cos", _INF, _NAN), ("cos", _NAN, _NAN),
]


@pytest.mark.parametrize("op, x, want", SPECIAL, ids=[f"{o}({x})" for o, x, _ in SPECIAL])
def test_special_values(op, x, want):
    got = _call(op, tg.tensor([x], dtype=tg.float32)).numpy()[0]
    want = np.float32(want)
    if np.isnan(want):
        assert np.isnan(got)
    else:
        assert got == want and np.signbit(got) == np.signbit(want), (got, want)


def test_sin_cos_of_huge_arguments_are_reduced_exactly():
    # the float32s nearest to multiples of pi/2 lose the most to a short pi
    x = np.array([1e38, F32_MAX, 1.6e9, 2.0 ** 90, 1.5707964, 3.1415927, 6.2831855, 4.7123890, 8.8e35,
                  -1.2e27, 104348.0, 57524.0], np.float32)
    x64 = x.astype(np.float64)
    for op in ("sin", "cos"):
        got = _call(op, tg.from_numpy(x)).numpy()
        want = np.array([getattr(math, op)(v) for v in x64])
        assert np.all(FLOAT32.ulps(got, want) <= 0.5 + 2 ** -20), (op, got, want)


def test_reduction_table_uses_the_bits_of_2_over_pi():
    # fdlibm's two_over_pi, as hex digits
    known = int("A2F9836E4E441529FC2757D1F534DDC0DB6295993C439041FE5163ABDEBBC561", 16)
    assert vecmath._two_over_pi(256) >> 8 == known >> 8  # the last bits of the literal are rounded


ACTIVATIONS = {
    "silu": lambda x: x * _sigmoid64(x),
    "softplus": lambda x: np.where(x > 20, x, np.log1p(np.exp(np.minimum(x, 20)))),
    "elu": lambda x: np.where(x > 0, x, np.expm1(np.minimum(x, 0))),
    "mish": lambda x: x * np.tanh(np.where(x > 20, x, np.log1p(np.exp(np.minimum(x, 20))))),
    "gelu": lambda x: 0.5 * x * _libm(math.erfc)(-x / np.sqrt(2.0)),
    "logsigmoid": lambda x: np.minimum(x, 0) - np.log1p(np.exp(-np.abs(x))),
}


@pytest.mark.parametrize("op", sorted(ACTIVATIONS))
def test_activations_through_the_vector_functions_stay_accurate(op):
    x = np.linspace(-30, 30, 60_001, dtype=np.float32)
    got = getattr(tg.nn.functional, op)(tg.from_numpy(x)).numpy().astype(np.float64)
    ref = ACTIVATIONS[op](x.astype(np.float64))
    big = np.abs(ref) > 1e-30  # below, a float32 formula loses the subnormal tail (as torch's)
    assert np.all(np.abs(got - ref)[big] <= 4e-7 * np.abs(ref[big]) + 1e-37)


# ------------------------------------------------------------------ vectorized loops
LIBM = re.compile(r"call [^\n]*@(?:llvm\.)?(?:exp|expf|expm1|log|logf|log1p|tanh|tanhf|erf|erfc|sin|sinf|cos|cosf)"
                  r"(?:\.f32|\.f64|\.v\d+f\d+)?\(")
VECTOR = re.compile(r"<(?:4|8|16) x (?:float|double)>")
LOOPS = [("exp", "exp_1d"), ("expm1", "expm1_1d"), ("log", "log_1d"), ("log1p", "log1p_1d"),
         ("tanh", "tanh_1d"), ("sigmoid", "sigmoid_1d"), ("erf", "erf_1d"), ("erfc", "erfc_1d"),
         ("sin", "sin_1d"), ("cos", "cos_1d")]


def _fresh_ir(kernel, *args):
    """The optimized LLVM IR of `kernel` compiled anew (cached code cannot be inspected)."""
    fn = numba.njit(error_model="numpy")(kernel.py_func)
    fn(*args)
    return "\n".join(fn.inspect_llvm().values())


@pytest.mark.parametrize("op, loop", LOOPS)
def test_float32_loops_are_vectorized_without_libm(op, loop):
    x = np.linspace(0.5, 2.0, 64, dtype=np.float32)
    _call(op, tg.from_numpy(x))  # makes the kernel's dispatchers
    ir = _fresh_ir(getattr(kernels_cpu, loop), x, np.empty_like(x))
    assert not LIBM.search(ir), LIBM.search(ir).group(0)
    assert VECTOR.search(ir)


def test_gelu_and_softmax_loops_are_vectorized_without_libm():
    x = np.linspace(-3, 3, 64, dtype=np.float32)
    tg.nn.functional.gelu(tg.from_numpy(x))
    tg.softmax(tg.from_numpy(x.reshape(4, 16)), -1)
    for kernel, args in ((kernels_cpu.gelu__none_1d, (x, np.empty_like(x))),
                         (kernels_cpu.softmax_last, (x, np.empty_like(x), 16))):
        ir = _fresh_ir(kernel, *args)
        assert not LIBM.search(ir), (kernel, LIBM.search(ir).group(0))
        assert VECTOR.search(ir)


# ------------------------------------------------------------------ codegen's rewrite
def test_rewrite_spells_only_the_math_calls_it_knows():
    assert vector_math.rewrite("1.0 / (1.0 + math.exp(-x))", "x") == "1.0 / (1.0 + _vm_exp(x, -x))"
    assert vector_math.rewrite("math.log1p(math.exp(self * beta)) / beta", "self") == \
        "_vm_log1p(self, _vm_exp(self, self * beta)) / beta"
    # two-argument log, other math functions and a missing witness keep libm
    assert vector_math.rewrite("math.log(x, 2) + math.sqrt(x)", "x") == "math.log(x, 2) + math.sqrt(x)"
    assert vector_math.rewrite("math.exp(x)", None) == "math.exp(x)"


def test_rewrite_of_a_helper_uses_its_first_parameter():
    src = "def h(a, b):\n    # é\n    return math.tanh(b) * math.erfc (a)\n"
    assert vector_math.rewrite(src, "first") == "def h(a, b):\n    # é\n    return _vm_tanh(a, b) * _vm_erfc(a, a)\n"
    assert vector_math.helpers_using([("h", src), ("g", "def g(x):\n    return h(x, x)\n"),
                                      ("k", "def k(x):\n    return x\n")]) == {"h", "g"}


def test_every_rewritten_function_is_in_the_runtime_module():
    for name in vector_math.FUNCTIONS:
        assert getattr(kernels_cpu, vector_math.PREFIX + name) is getattr(vecmath, name)
        assert getattr(vecmath, name).typed_by  # the kernel cache's key follows it
