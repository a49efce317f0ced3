"""The ops.yaml fields of namespaces and random draws, each rejected with file,
line, op and field when invalid: `python_module:` (a namespace's functions:
tg.special), `<module>.<name>` aliases, the random kind's `ud` draw and
`generator=` argument, and the in-place variant of a rule composite."""
from pathlib import Path

import pytest

from tensorgen.codegen import model, parse, render
from support.spec_check import build_on, error_on

ROOT = Path(__file__).resolve().parents[2]
BASE = (ROOT / "ops.yaml").read_text(encoding="utf-8")
BASE_LINES = len(BASE.rstrip("\n").splitlines())

POINTWISE = """
- func: {func}
  kind: pointwise
  variants: {variants}
  kernel: self * 2
  names: keep
  promotion: default
  dtypes: all
  nested: elementwise
  devices: [cpu, cuda]
  derivatives: {{not_differentiable: "a test op"}}
{extra}"""

RANDOM = """
- func: {func}
  kind: random
  variants: [method]
  kernel: {kernel}
  target: self
  names: keep
  dtypes: floating
  devices: [cpu, cuda]
  derivatives:
    self: zeros_like(grad)
"""


def _build(tmp_path, entry):
    return build_on(BASE, tmp_path, entry)


def _error(tmp_path, entry):
    return error_on(BASE, tmp_path, entry)


def _pw(func="special_tg_test(Tensor self) -> Tensor", variants="[function, out]", extra="  python_module: special\n"):
    return POINTWISE.format(func=func, variants=variants, extra=extra)


@pytest.mark.parametrize("entry, field, words", [
    (_pw(extra="  python_module: fft\n"), "python_module", ["'fft' is not one of: special"]),
    (_pw(func="tg_test(Tensor self) -> Tensor"), "func", ["is named special_<name>"]),
    (_pw(variants="[function, method]"), "variants", ["a function of tg.special"]),
    (_pw(variants="[method]"), "variants", ["a function of tg.special"]),
    (_pw(func="tg_test(Tensor self) -> Tensor", extra="  aliases: [fft.tg_test]\n"), "aliases",
     ["'fft' is not one of the namespaces"]),
    (_pw(func="tg_test(Tensor self) -> Tensor", extra="  aliases: [special.expit]\n"), "aliases",
     ["'special.expit' is already the name of op 'sigmoid'"]),
    (_pw(func="tg_test(Tensor self) -> Tensor", extra="  aliases: [special.erfcx]\n"), "aliases",
     ["'special.erfcx' is already the name of op 'special_erfcx'"]),
    (_pw(func="tg_test(Tensor self) -> Tensor", extra="  aliases: [special._hidden]\n"), "aliases",
     ["is not a valid public operator name"]),
])
def test_invalid_namespace_fields(tmp_path, entry, field, words):
    err = _error(tmp_path, entry)
    assert err.field == field and err.line > BASE_LINES, str(err)
    for w in words:
        assert w in str(err), str(err)


def test_namespace_functions_render_into_their_module(tmp_path):
    spec = _build(tmp_path, _pw() + _pw(func="tg_test(Tensor self) -> Tensor", variants="[function, method]",
                                        extra="  aliases: [tg_test_alias, special.tg_alias]\n"))
    files = render.render(spec)
    special, ops_py = files["special.py"], files["ops.py"]
    assert "tg_test = _ops.special_tg_test\n" in special
    assert "tg_alias = _ops.tg_test\n" in special
    public = ops_py.split("__all__ = [")[1]
    # the namespace's functions are not top-level names; a plain alias is
    assert "'special_tg_test'" not in public and "'tg_test_alias'" in public and "'tg_alias'" not in public
    assert "tg_alias" not in files["methods.py"]


@pytest.mark.parametrize("entry, field, words", [
    (RANDOM.format(func="tg_test_(Tensor self, float p, *, float generator=0) -> Tensor", kernel="ud * p"), "func",
     ["'generator' is the optional Generator"]),
    (RANDOM.format(func="tg_test_(Tensor self, float p) -> Tensor", kernel="p"), "kernel",
     ["reads no draw (u, z, bits or ud)"]),
])
def test_invalid_random_fields(tmp_path, entry, field, words):
    err = _error(tmp_path, entry)
    assert err.field == field and err.line > BASE_LINES, str(err)
    for w in words:
        assert w in str(err), str(err)


def test_ud_draw_and_generator_render(tmp_path):
    spec = _build(tmp_path, RANDOM.format(func="tg_test_(Tensor self, float p, *, Generator? generator=None) -> Tensor",
                                          kernel="ud * p"))
    files = render.render(spec)
    assert "ud = _rng_uniform(key, c, 53)" in files["kernels_cpu.py"]
    assert "ud = _rng_uniform(key, c, 53)" in files["kernels_cuda.py"]
    assert "def tg_test_(self, p, *, generator=None):" in files["ops.py"]


def test_a_rule_composite_runs_in_place_through_the_pipeline():
    files = render.render(model.build(str(ROOT / "ops.yaml"), parse.load(ROOT / "ops.yaml")))
    ops_py = files["ops.py"]
    assert "return _pipeline.call_inplace(_op_renorm, (self, p, dim, maxnorm))" in ops_py.split("def renorm_(")[1]
    assert "renorm_ = _ops.renorm_" in files["methods.py"]
