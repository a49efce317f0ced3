"""ops.yaml is edited by users and the code generated from it is imported by
everyone: no field may carry code out of the place the generator puts it.
Each known injection (a doc closing its docstring, a carriage return in a
return type, a helper default running during --check, dunder attributes in a
composite body or a derivative, a YAML alias bomb, code in a switch-case key)
is refused with an error naming the file and line, and the classes behind
them are refused too (control characters anywhere, the return grammar,
decorators, non-literal defaults, frame attributes, name clashes with the
generated modules)."""
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from support.mini_spec import MINI_AUTOGRAD_HELPERS, MINI_SCALAR_HELPERS, MINI_SPEC, write_helpers
from tensorgen.codegen import model, parse, render

ROOT = Path(__file__).resolve().parents[2]


def _build(tmp_path, text, scalar=MINI_SCALAR_HELPERS, autograd=MINI_AUTOGRAD_HELPERS):
    p = tmp_path / "ops.yaml"
    p.write_text(text, encoding="utf-8")
    return model.build(str(p), parse.load(p), write_helpers(tmp_path / "helpers", scalar, autograd))


def _refused(tmp_path, text, *words, line=None, file="ops.yaml", **helpers):
    """The spec (or a helper module) is refused with one SpecError naming ``file``
    (and ``line``) and holding ``words``."""
    with pytest.raises(parse.SpecError) as e:
        render.render(_build(tmp_path, text, **helpers))
    msg = str(e.value)
    assert msg.startswith(str(tmp_path / file) + ":"), msg
    assert e.value.line, msg  # located
    if line is not None:
        assert e.value.line == line, msg
    for w in words:
        assert w in msg, (w, msg)
    assert len(msg) < 3000
    return e.value


def _line_of(text, needle):
    return text.splitlines().index(next(x for x in text.splitlines() if needle in x)) + 1


def test_the_mini_spec_is_valid(tmp_path):
    files = render.render(_build(tmp_path, MINI_SPEC))
    assert "def scaled(" in files["ops.py"] and "def half_(" in files["kernels_cpu.py"]


# ---------------------------------------------------------------- doc
@pytest.mark.parametrize("doc,words", [
    # the issue's repro: the doc's quotes end the docstring, print() lands at module level
    ('"x\\"\\"\\"\\n\\nprint(\'PWNED\')\\n\\n\\ndef _p():\\n    \\"\\"\\"y"', ["double quotes"]),
    ('"two quotes \\"\\" in a row"', ["double quotes"]),
    ('"ends with a quote \\""', ["double quotes"]),
    ('"a backslash \\\\N{BULLET} escape"', ["backslash"]),
])
def test_a_doc_stays_inside_its_docstring(tmp_path, doc, words):
    text = MINI_SPEC.replace('doc: Multiplies two tensors, "elementwise".', f"doc: {doc}")
    e = _refused(tmp_path, text, "field 'doc'", *words)
    assert e.op == "mul"


def test_a_doc_may_quote_and_span_lines(tmp_path):
    text = MINI_SPEC.replace('doc: Multiplies two tensors, "elementwise".',
                             "doc: |\n    Multiplies \"a\" and 'b'.\n    Second line: {x} % 100.")
    files = render.render(_build(tmp_path, text))
    assert "Second line: {x} % 100." in files["ops.py"]


# ---------------------------------------------------------------- control characters anywhere
@pytest.mark.parametrize("char", ["\\r", "\\x0b", "\\x0c", "\\x1c", "\\x85", "\\u2028", "\\u202e", "\\x00"])
def test_control_characters_are_refused_in_every_field(tmp_path, char):
    # the issue's repro: `-> Tensor\rprint('PWNED')` split every generated file's line there
    text = MINI_SPEC.replace("- func: mul(Tensor self, Tensor other) -> Tensor",
                             f"- func: \"mul(Tensor self, Tensor other) -> Tensor{char}print('PWNED')\"")
    _refused(tmp_path, text, "is not allowed", line=_line_of(MINI_SPEC, "- func: mul("))


def test_a_control_character_in_a_helper_is_located_on_its_line(tmp_path):
    scalar = MINI_SCALAR_HELPERS.replace("    return x * scale", "    return x * scale\x0c")
    _refused(tmp_path, MINI_SPEC, "U+000C", line=_line_of(MINI_SCALAR_HELPERS, "return x * scale"),
             file="helpers/scalar.py", scalar=scalar)


# ---------------------------------------------------------------- signatures
@pytest.mark.parametrize("func,words", [
    ("mul(Tensor self, Tensor other) -> Tensor print('PWNED')", ["return", "unknown type"]),
    ("mul(Tensor self, Tensor other) -> (Tensor a, Tensor a)", ["appears twice"]),
    ("mul(Tensor self, Tensor other) -> (Tensor a, Tensor if)", ["not an identifier"]),
    ("mul(Tensor self, Tensor other) -> (Tensor)", ["two or more"]),
    ("mul(Tensor self, Tensor other, str s='x\"\"\"') -> Tensor", ["not a literal"]),
    ("mul(Tensor self, Tensor other, int k=print(1)) -> Tensor", ["not a literal"]),
    ("mul(Tensor self, Tensor other, str s='\\\\') -> Tensor", ["not a literal"]),
    ("mul(Tensor self, Tensor lambda) -> Tensor", ["not an identifier"]),
    ("mul(Tensor self, Tensor other) -> Tensor  # ok", ["unknown type"]),
    ("mul(Tensor self, Tensor \u0131) -> Tensor", ["printable ASCII"]),
])
def test_signatures_follow_a_closed_grammar(tmp_path, func, words):
    text = MINI_SPEC.replace("- func: mul(Tensor self, Tensor other) -> Tensor", "- func: " + _yaml_str(func))
    _refused(tmp_path, text, "field 'func'", *words)


def _yaml_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def test_return_types_are_spelled_canonically(tmp_path):
    text = MINI_SPEC.replace("- func: same(Tensor self, Tensor other) -> bool",
                             "- func: same(Tensor self, Tensor other) ->   bool")
    spec = _build(tmp_path, text)
    assert next(op for op in spec.ops if op.name == "same").signature.returns == "bool"
    from tensorgen.codegen import signature
    assert signature.parse_returns("( Tensor values ,Tensor indices )") == "(Tensor values, Tensor indices)"


# ---------------------------------------------------------------- helpers: nothing runs at check time
def _run_codegen(tmp_path, text, *args, scalar=MINI_SCALAR_HELPERS):
    spec = tmp_path / "ops.yaml"
    spec.write_text(text, encoding="utf-8")
    helpers = write_helpers(tmp_path / "helpers", scalar)
    return subprocess.run([sys.executable, "-m", "tensorgen.codegen", "--spec", str(spec), "--out",
                           str(tmp_path / "generated"), "--docs", str(tmp_path / "docs"),
                           "--helpers", str(helpers), *args],
                          capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})


def test_check_executes_no_helper_code(tmp_path):
    # the issue's repro: --check exec()'d the helpers, so a default argument ran
    marker = tmp_path / "pwned"
    scalar = MINI_SCALAR_HELPERS.replace("def half_(x, scale=0.5):",
                                         f"def half_(x, scale=0.5, _k=open({str(marker)!r}, 'w').write('x')):")
    for args in (["--check"], []):
        r = _run_codegen(tmp_path, MINI_SPEC, *args, scalar=scalar)
        assert r.returncode == 1, r.stdout + r.stderr
        assert "field 'helpers.half_'" in r.stderr and "literals" in r.stderr, r.stderr
        assert not marker.exists()
        assert not (tmp_path / "generated").exists()


@pytest.mark.parametrize("source,words", [
    ("    @print\n    def half_(x):\n        return x\n", ["decorators"]),
    ("    def half_(x, s=print('PWNED')):\n        return x\n", ["literals"]),
    ("    def half_(x: print('PWNED')):\n        return x\n", ["annotations"]),
    ("    def half_(x) -> print('PWNED'):\n        return x\n", ["return annotation"]),
    ("    def half_(x):\n        import os\n        return x\n", ["'Import'"]),
    ("    def half_(x):\n        global y\n        return x\n", ["'Global'"]),
    ("    def half_(x):\n        print('PWNED')\n        return x\n", ["bare expression"]),
    ("    def half_(x):\n        return math.__dict__\n", ["dunder"]),
    ("    def half_(x):\n        return __import__('os')\n", ["'__import__'"]),
    ("    def half_(x):\n        return eval('1')\n", ["unknown name 'eval'"]),
    ("    def half_(x):\n        def g():\n            return 1\n        return x\n", ["nested 'def'"]),
    ("    def half_(x):\n        return clip_(x, x)\n", ["clip_() takes 1 positional argument, got 2"]),
    ("    def half_(x):\n        return [x][0]\n", ["is not allowed in a helper"]),
])
def test_kernel_helpers_are_checked_on_their_syntax_tree(tmp_path, source, words):
    old = "def half_(x, scale=0.5):\n    return x * scale\n"
    scalar = MINI_SCALAR_HELPERS.replace(old, textwrap.dedent(source))
    assert scalar != MINI_SCALAR_HELPERS
    _refused(tmp_path, MINI_SPEC, "helpers.half_", *words, file="helpers/scalar.py", scalar=scalar)


@pytest.mark.parametrize("statement,words", [
    ("print('PWNED')", ["print('PWNED')"]),
    ("import os", ["import os"]),
    ("from typing import cast", ["from typing import cast"]),
    ("x = open('/tmp/x', 'w')", ["x = open"]),
    ("class H:\n    pass", ["class H"]),
    ("if TYPE_CHECKING:\n    print('PWNED')", ["if TYPE_CHECKING"]),
    ("def clip_(x):\n    return x", ["'clip_' is defined twice"]),
])
def test_a_helper_module_holds_functions_and_imports_only(tmp_path, statement, words):
    # the module is read, never imported: a statement that would run at import is refused
    scalar = MINI_SCALAR_HELPERS + "\n\n" + statement + "\n"
    _refused(tmp_path, MINI_SPEC, *words, line=len(MINI_SCALAR_HELPERS.splitlines()) + 3,
             file="helpers/scalar.py", scalar=scalar)


@pytest.mark.parametrize("body,words", [
    ("        return grad.gi_frame\n", ["gi_frame"]),
    ("        return (g for g in grad).gi_frame.f_globals\n", ["gi_frame"]),
    ("        return grad.__class__\n", ["dunder"]),
    ("        return '{0.__class__}'.format(grad)\n", ["'.format'"]),
    ("        return open('/etc/passwd')\n", ["unknown name 'open'"]),
    ("        return getattr(grad, 'x')\n", ["unknown name 'getattr'"]),
    ("        import os\n        return grad\n", ["'Import'"]),
    ("        grad.data = 1\n        return grad\n", ["assign or delete an attribute"]),
])
def test_autograd_helpers_are_checked_on_their_syntax_tree(tmp_path, body, words):
    old = "    return grad * 2 if len(self.shape) >= 0 else grad\n"
    autograd = MINI_AUTOGRAD_HELPERS.replace(old, textwrap.indent(textwrap.dedent(body), "    "))
    assert autograd != MINI_AUTOGRAD_HELPERS
    _refused(tmp_path, MINI_SPEC, "autograd_helpers.twice_grad", *words, file="helpers/autograd.py",
             autograd=autograd)


# ---------------------------------------------------------------- composite bodies and derivatives
def test_a_composite_body_reaches_no_dunder_attribute(tmp_path):
    # the issue's repro: builtins reached through a function's globals when the op ran
    body = "type(self).is_complex.__globals__['__builtins__']['print']('PWNED')"
    text = MINI_SPEC.replace("  body: tuple(self.shape) == tuple(other.shape) and bool(mul(self, other).all())",
                             f"  body: {_yaml_str(body)}")
    _refused(tmp_path, text, "op 'same' field 'body'", "__globals__")


def test_a_composite_check_message_reaches_no_dunder_attribute(tmp_path):
    text = MINI_SPEC.replace("not {type(other).__name__}", "not {type(other).__init__.__globals__}")
    _refused(tmp_path, text, "op 'same'", "checks[0].error", "__init__")


def test_a_derivative_reaches_no_dunder_attribute(tmp_path):
    # the issue's repro: the same through grad.__class__ during backward()
    text = MINI_SPEC.replace("    self: grad * other\n",
                             "    self: \"grad.__class__.__init__.__globals__['__builtins__']\"\n")
    _refused(tmp_path, text, "op 'mul' field 'derivatives.self'", "__class__")


@pytest.mark.parametrize("field,old,new", [
    ("derivatives.self", "    self: grad * other\n", "    self: \"grad * other  # a comment\"\n"),
    ("kernel", "  kernel: self * other\n", "  kernel: \"self * other # comment\"\n"),
    ("samples", '    - "x(3, 4), x(3, 4)"\n', '    - "x(3, 4), x.__class__"\n'),
    # the tests evaluate samples: they read the tests' tensor makers and operators, no files
    ("samples", '    - "x(3, 4), x(3, 4)"\n', '    - "x(3, 4), open(\'/tmp/x\', \'w\')"\n'),
    ("samples", '    - "x(3, 4), x(3, 4)"\n', '    - "x(3, 4), tg.save(x(1), \'/tmp/x\')"\n'),
])
def test_expression_fields_are_one_line_of_allowed_python(tmp_path, field, old, new):
    assert old in MINI_SPEC
    _refused(tmp_path, MINI_SPEC.replace(old, new), f"field '{field}'")


# ---------------------------------------------------------------- YAML: aliases, depth, bounded messages
def test_an_alias_bomb_is_refused_at_once_with_a_short_message(tmp_path):
    # the issue's repro: the error message expanded 9**10 'lol's
    lines = ["a0: &a0 [" + ", ".join(["lol"] * 9) + "]"]
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, 11)]
    bomb = "\n".join(lines) + "\n"
    text = bomb + MINI_SPEC.replace("  names: unify\n", "  names: *a10\n", 1)
    t0 = time.perf_counter()
    _refused(tmp_path, text, "anchors (&name) and aliases (*name) are not allowed", line=1)
    assert time.perf_counter() - t0 < 5


def test_a_huge_wrong_value_is_quoted_short(tmp_path):
    text = MINI_SPEC.replace("  names: unify\n", "  names: [" + ", ".join(["lol"] * 200000) + "]\n", 1)
    e = _refused(tmp_path, text, "field 'names'", "is not one of")
    assert len(str(e)) < 1000


def test_deep_nesting_is_refused_before_recursion_fails(tmp_path):
    text = MINI_SPEC.replace("  names: unify\n", "  names: " + "[" * 5000 + "]" * 5000 + "\n", 1)
    _refused(tmp_path, text, "nested more than")


# ---------------------------------------------------------------- switch cases and names
@pytest.mark.parametrize("key", ["'clip(); print(1)'", "'__init__'", "'a b'", "'1x'"])
def test_switch_case_keys_are_identifiers(tmp_path, key):
    text = MINI_SPEC.replace("    clip: {kernel:", f"    {key}: {{kernel:")
    _refused(tmp_path, text, "op 'scaled' field 'cases'", "identifier")


@pytest.mark.parametrize("name", ["njit", "range", "np"])
def test_a_helper_cannot_take_a_name_the_generated_module_uses(tmp_path, name):
    # a helper named like the template's decorator would run when the module is imported
    # (refused by the helper check or by the generated module's: either names the helper's module)
    text = MINI_SPEC.replace("half_", name)
    _refused(tmp_path, text, name, file="helpers/scalar.py", scalar=MINI_SCALAR_HELPERS.replace("half_", name))


def test_an_op_cannot_take_a_name_the_generated_module_imports(tmp_path):
    text = MINI_SPEC.replace("- func: same(Tensor self, Tensor other) -> bool",
                             "- func: _fac(Tensor self, Tensor other) -> bool")
    _refused(tmp_path, text, "'_fac' is already taken")


def test_the_checkout_spec_passes_every_rule():
    spec = model.build(str(ROOT / "ops.yaml"), parse.load(ROOT / "ops.yaml"))
    assert len(spec.ops) > 100
