"""The ops.yaml fields of the composite aliases, each rejected with file,
line, op and field when invalid: `aliases:`, `absent:` on an optional number, `same_dtype:`, `dtype_kernels:`, `integer_error:`,
the `always_float64` promotion category, the `composite` kind (`body`,
`checks`), and the shift operators' method binding."""
from pathlib import Path

import pytest

from tensorgen.codegen import model, parse, render
from support.spec_check import build_on, error_on

ROOT = Path(__file__).resolve().parents[2]
BASE = (ROOT / "ops.yaml").read_text(encoding="utf-8")

POINTWISE = """
- func: {func}
  kind: pointwise
  variants: {variants}
  kernel: {kernel}
  names: unify
  promotion: {promotion}
  dtypes: all
  nested: elementwise
  devices: [cpu, cuda]
  derivatives: {{not_differentiable: "a test op"}}
{extra}"""

COMPOSITE = """
- func: {func}
  kind: composite
  variants: {variants}
  body: {body}
  names: none
  dtypes: all
  devices: [cpu, cuda]
{extra}"""


def _build(tmp_path, entry):
    return build_on(BASE, tmp_path, entry)


def _error(tmp_path, entry):
    return error_on(BASE, tmp_path, entry)


def _pw(func="tg_test_op(Tensor self, Tensor other) -> Tensor", variants="[function, method, inplace]",
        kernel="self * other", promotion="default", extra=""):
    return POINTWISE.format(func=func, variants=variants, kernel=kernel, promotion=promotion, extra=extra)


def _comp(func="tg_test_op(Tensor self, Tensor other) -> Tensor", variants="[function, method]",
          body="mul(self, other)", extra=""):
    return COMPOSITE.format(func=func, variants=variants, body=body, extra=extra)


BASE_LINES = len(BASE.rstrip("\n").splitlines())


@pytest.mark.parametrize("entry, field, words", [
    (_pw(extra="  aliases: [add]\n"), "aliases", ["'add' is already the name of op 'add'"]),
    (_pw(extra="  aliases: [absolute]\n"), "aliases", ["'absolute' is already the name of op 'abs'"]),
    (_pw(extra="  aliases: [tg_test_op]\n"), "aliases", ["twice"]),
    (_pw(extra="  aliases: [not-a-name]\n"), "aliases", ["'not-a-name' is not a valid public operator name"]),
    (_pw(extra="  aliases: []\n"), "aliases", ["non-empty list"]),
    (_pw(func="tg_test_op(Tensor self, float? eps=None) -> Tensor", kernel="self + eps"), "absent",
     ["optional number 'eps' needs a replacement"]),
    (_pw(func="tg_test_op(Tensor self, float? eps=None) -> Tensor", kernel="self + eps",
         extra="  absent: {eps: big(self)}\n"), "absent", ["max_finite(arg)"]),
    (_pw(func="tg_test_op(Tensor self, float? eps=None) -> Tensor", kernel="self + eps",
         extra="  absent: {eps: max_finite(nothing)}\n"), "absent", ["max_finite(arg)"]),
    (_pw(promotion="always_float32"), "promotion", ["always_float64"]),
    (_pw(extra="  same_dtype: {args: [self], error: x}\n"), "same_dtype", ["two or more"]),
    (_pw(extra="  same_dtype: {args: [self, other], error: \"{nope}\"}\n"), "same_dtype", ["does not format"]),
    (_pw(extra="  dtype_kernels: {int32: self}\n"), "dtype_kernels", ["'int32' is not one of the op's floating"]),
    (_pw(extra="  integer_error: {args: [nothing], message: x}\n"), "integer_error", ["promoted Tensor arguments"]),
    (_pw(extra="  integer_error: {args: [self]}\n"), "integer_error", ["message"]),
    (_pw(extra="  autocast: lower_precision\n"), "autocast", ["kind pointwise has no autocast step"]),
    (_pw(extra="  autocast: fastest\n"), "autocast", ["lower_precision"]),
    (_pw(extra="  dtype_kernels: [self]\n"), "dtype_kernels", ["mapping of floating dtype"]),
    (_pw(extra="  dtype_kernels: {float16: bogus(self)}\n"), "dtype_kernels.float16", ["unknown name 'bogus'"]),
    (_comp(body="bogus(self, other)"), "body", ["unknown name 'bogus'"]),
    (_comp(body="'mul(self, other'"), "body", ["does not compile"]),
    (_comp(variants="[function, inplace]"), "variants", ["no 'inplace' variant"]),
    (_comp(extra="  derivatives: {self: grad}\n"), "derivatives", ["differentiated through its parts"]),
    (_comp(extra="  checks:\n    - {require: self.dim() == 1}\n"), "checks[0]", ["require", "error"]),
    (_comp(extra="  checks:\n    - {require: self.dim() == 1, error: x, exception: KeyError}\n"),
     "checks[0].exception", ["'KeyError'"]),
    (_comp(extra="  checks:\n    - {require: self.dim() == 1, error: \"{nope}\"}\n"), "checks[0].error",
     ["unknown name 'nope'"]),
    (_comp(extra="  kernel: self\n"), "kernel", ["unknown field for a composite op"]),
])
def test_invalid_field_names_file_line_op_field(tmp_path, entry, field, words):
    err = _error(tmp_path, entry)
    msg = str(err)
    assert err.op == "tg_test_op", msg
    assert err.field == field, msg
    assert err.path.endswith("ops.yaml") and err.line > BASE_LINES, msg
    for w in words:
        assert w in msg, (w, msg)


REDUCTION = """
- func: tg_test_op(Tensor self, Scalar p=2, dim[]? dim=None, bool keepdim=False) -> Tensor
  kind: reduction
  style: fold
  passes:
    - {{init: 0, map: "abs(x) ** p", combine: a + b}}
  words: {words}
  names: remove_dims
  dtypes: floating
  devices: [cpu]
  derivatives: {{not_differentiable: "a test op"}}
"""


@pytest.mark.parametrize("words, message", [
    ("{q: {words: {fro: 2}, error: x}}", "'q' is not a number argument"),
    ("{p: {words: {fro: two}, error: x}}", "expected {words: {word: number}"),
    ("{p: {words: {fro: 2}}}", "expected {words: {word: number}"),
    ("{p: {words: {fro: 2}, error: \"{nope}\"}}", "does not format"),
])
def test_invalid_reduction_words(tmp_path, words, message):
    err = _error(tmp_path, REDUCTION.format(words=words))
    assert err.op == "tg_test_op" and err.field == "words" and err.line > BASE_LINES, str(err)
    assert message in str(err), str(err)


def test_valid_aliases_composite_and_absent_numbers_render(tmp_path):
    spec = _build(tmp_path, _pw(func="tg_test_op(Tensor self, Tensor other, float? eps=None) -> Tensor",
                                kernel="self * other + eps", promotion="always_float64",
                                extra="  aliases: [tg_test_alias]\n  absent: {eps: max_finite(self)}\n")
                  + _comp(func="tg_test_comp(Tensor self, Tensor other) -> Tensor",
                          body="tg_test_alias(self, zeros_like(other))",
                          extra="  checks:\n    - {require: \"isinstance(other, Tensor)\", exception: TypeError, "
                                "error: \"not {type(other).__name__}\"}\n"))
    files = render.render(spec)
    ops_py, methods_py = files["ops.py"], files["methods.py"]
    assert "tg_test_alias = tg_test_op  # ops.yaml `aliases:`" in ops_py
    assert "tg_test_alias_ = tg_test_op_" in ops_py
    assert "tg_test_alias = tg_test_op\n" in methods_py
    assert "eps = _pw.finite_extreme(self, 'max_finite')" in ops_py
    assert "return tg_test_alias(self, _fac.zeros_like(other))" in ops_py
    assert "if not (isinstance(other, _Tensor)):" in ops_py
    assert "'tg_test_alias'" in ops_py.split("__all__ = [")[1]


def test_shift_dunders_are_neither_reflected_nor_in_place():
    methods_py = render.render(model.build(str(ROOT / "ops.yaml"), parse.load(ROOT / "ops.yaml")))["methods.py"]

    def body(dunder):
        return methods_py.split(f"def {dunder}(")[1].split("except")[0]
    # plain pointwise operators call the pipeline directly (OpView.dunder_pipeline_args)
    assert "_pipeline.call(_ops._op_bitwise_right_shift, ((self, other), ()" in body("__rshift__")
    assert "_pipeline.call(_ops._op_bitwise_right_shift, ((other, self), ()" in body("__rrshift__")
    assert "_ops.bitwise_right_shift_(self, other)" in body("__irshift__")
    assert "_pipeline.call(_ops._op_bitwise_left_shift, ((other, self), ()" in body("__rlshift__")
    assert "_ops.bitwise_left_shift_(self, other)" in body("__ilshift__")
