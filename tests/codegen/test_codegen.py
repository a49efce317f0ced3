"""The generator's discipline: invalid ops.yaml → one error naming file, line,
op and field, with the output folder left byte-identical; deterministic
output; ``--check`` detects stale files; every generated file is marked.

The generator runs on temporary copies (``--spec``/``--out``/``--docs``), so
these tests never touch the checkout's generated/ or docs/.
"""
import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MARKER = "# generated from ops.yaml — do not edit"


def _load_codegen():
    # codegen/ never needs the runtime: load it as a standalone package, so
    # these tests also prove the generator works whatever state generated/ is in.
    spec = importlib.util.spec_from_file_location(
        "_tg_codegen", ROOT / "codegen" / "__init__.py", submodule_search_locations=[str(ROOT / "codegen")])
    mod = importlib.util.module_from_spec(spec)
    sys.modules["_tg_codegen"] = mod
    spec.loader.exec_module(mod)
    import importlib as il
    return il.import_module("_tg_codegen.__main__"), il.import_module("_tg_codegen.render")


CLI, RENDER = _load_codegen()


def _snapshot(folder):
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(Path(folder).rglob("*"))
            if p.is_file() and "__pycache__" not in p.parts}


@pytest.fixture(scope="module")
def base_text():
    return (ROOT / "ops.yaml").read_text(encoding="utf-8")


@pytest.fixture
def tree(tmp_path):
    """A temp copy of generated/ and docs/ that the generator writes into."""
    out = tmp_path / "generated"
    shutil.copytree(ROOT / "generated", out, ignore=shutil.ignore_patterns("__pycache__"))
    docs = tmp_path / "docs"
    if (ROOT / "docs").exists():
        shutil.copytree(ROOT / "docs", docs)
    else:
        docs.mkdir()
    return tmp_path


def _generate(tree, text, *extra, capsys=None):
    spec = tree / "ops.yaml"
    spec.write_text(text, encoding="utf-8")
    code = CLI.main(["--spec", str(spec), "--out", str(tree / "generated"), "--docs", str(tree / "docs"), *extra])
    err = capsys.readouterr().err if capsys is not None else ""
    return code, err


GOOD_OP = """
- func: {func}
  kind: pointwise
  variants: {variants}
  kernel: {kernel}
  names: {names}
  promotion: {promotion}
  dtypes: {dtypes}
  nested: elementwise
  devices: {devices}
  derivatives: {{not_differentiable: "a test op"}}
"""
DEFAULTS = dict(func="tg_test_op(Tensor self, Tensor other) -> Tensor", variants="[function, method]",
                kernel="self * other", names="unify", promotion="default", dtypes="all", devices="[cpu, cuda]")
FIELD_LINE = {"func": 1, "kind": 2, "variants": 3, "kernel": 4, "names": 5, "promotion": 6, "dtypes": 7,
              "nested": 8, "devices": 9}


def _bad_entry(base_text, **changes):
    """ops.yaml with one extra op appended; returns (text, line of the entry's first key)."""
    fields = dict(DEFAULTS, **changes)
    entry = GOOD_OP.format(**fields)
    text = base_text.rstrip("\n") + "\n" + entry
    first_line = len(base_text.rstrip("\n").splitlines()) + 2  # after the blank line
    return text, first_line


# (changes to the appended op, field named in the error, words the message must contain)
INVALID = {
    "unknown names rule": (dict(names="unifyy"), "names", ["'unifyy'", "unify"]),
    "unknown promotion category": (dict(promotion="int_to_floaty"), "promotion", ["'int_to_floaty'", "int_to_float"]),
    "unknown dtype": (dict(dtypes="[float32, float8]"), "dtypes", ["'float8'", "float32"]),
    "unknown dtype group": (dict(dtypes="floats"), "dtypes", ["'floats'"]),
    "unknown device": (dict(devices="[cpu, tpu]"), "devices", ["'tpu'", "cuda"]),
    "unknown variant": (dict(variants="[function, outt]"), "variants", ["'outt'", "inplace"]),
    "signature syntax": (dict(func="tg_test_op(Tensor self -> Tensor"), "func", ["not of the form"]),
    "signature unknown type": (dict(func="tg_test_op(Tensor self, Tensr other) -> Tensor"), "func",
                               ["unknown type 'Tensr'"]),
    "default None without ?": (dict(func="tg_test_op(Tensor self, Tensor other, *, Scalar alpha=None) -> Tensor"),
                               "func", ["'alpha'", "not optional"]),
    "duplicate argument": (dict(func="tg_test_op(Tensor self, Tensor self) -> Tensor", kernel="self"), "func",
                           ["'self' appears twice"]),
    "duplicate op": (dict(func="add(Tensor self, Tensor other) -> Tensor"), "func",
                     ["duplicate op", "'add'", "already defined at line"]),
    "kernel syntax error": (dict(kernel="'self +* (other'"), "kernel", ["does not compile"]),
    "kernel unknown name": (dict(kernel="self + bogus_fn(other)"), "kernel", ["unknown name 'bogus_fn'"]),
    "kernel helper arity": (dict(kernel="sigmoid_(self, other)"), "kernel", ["does not compile", "sigmoid_"]),
    "kernel bad attribute": (dict(kernel="math.nosuch(self)"), "kernel", ["math.nosuch"]),
    "kernel math arity": (dict(kernel="math.exp(self, other)"), "kernel",
                          ["math.exp() takes 1 positional argument, got 2", "math.exp(self, other)"]),
    "kernel math too few": (dict(kernel="self + math.atan2(other)"), "kernel",
                            ["math.atan2() takes 2 positional arguments, got 1"]),
    "kernel math log arity": (dict(kernel="math.log(self, other, 2.0)"), "kernel",
                              ["math.log() takes 1 to 2 positional arguments, got 3"]),
    # the sample run stops at math.sqrt(-0.5) (ValueError) before reaching the bad call
    "kernel math arity after a domain error": (dict(kernel="math.sqrt(self - 1.0) + math.exp(self, other)"),
                                               "kernel", ["math.exp() takes 1 positional argument, got 2"]),
}


@pytest.mark.parametrize("case", list(INVALID), ids=lambda c: c.replace(" ", "_"))
def test_invalid_entry_names_file_line_op_field(case, base_text, tree, capsys):
    changes, field, words = INVALID[case]
    text, first = _bad_entry(base_text, **changes)
    before = _snapshot(tree / "generated"), _snapshot(tree / "docs")
    code, err = _generate(tree, text, capsys=capsys)
    assert code == 1
    spec = str(tree / "ops.yaml")
    line = first + FIELD_LINE[field.split(".")[0]] - 1
    assert f"{spec}:{line}:" in err, err
    assert "op 'tg_test_op'" in err or "op 'add'" in err, err
    assert f"field '{field}'" in err, err
    for w in words:
        assert w in err, (w, err)
    assert err.count("error:") == 1
    assert (_snapshot(tree / "generated"), _snapshot(tree / "docs")) == before


def test_unknown_key(base_text, tree, capsys):
    text = base_text.rstrip("\n") + "\n" + GOOD_OP.format(**DEFAULTS) + "  kernal: self\n"
    line = len(text.rstrip("\n").splitlines())
    before = _snapshot(tree / "generated")
    code, err = _generate(tree, text, capsys=capsys)
    assert code == 1
    assert f"ops.yaml:{line}: op 'tg_test_op' field 'kernal': unknown field" in err, err
    assert _snapshot(tree / "generated") == before


def test_unknown_top_level_key(base_text, tree, capsys):
    text = base_text.rstrip("\n") + "\nextras: 1\n"
    line = len(text.rstrip("\n").splitlines())
    code, err = _generate(tree, text, capsys=capsys)
    assert code == 1 and f"ops.yaml:{line}: field 'extras': unknown top-level key" in err, err


def test_invalid_yaml(base_text, tree, capsys):
    text = base_text.rstrip("\n") + "\n- func: [unclosed\n  kind: pointwise\n"
    before = _snapshot(tree / "generated")
    code, err = _generate(tree, text, capsys=capsys)
    assert code == 1
    assert "invalid YAML" in err and str(tree / "ops.yaml") + ":" in err, err
    n = len(base_text.rstrip("\n").splitlines())
    line = int(err.split(str(tree / "ops.yaml") + ":")[1].split(":")[0])
    assert n < line <= n + 3, err
    assert _snapshot(tree / "generated") == before


def test_helper_with_syntax_error(base_text, tree, capsys):
    helpers = tree / "helpers"
    shutil.copytree(ROOT / "codegen" / "helpers", helpers, ignore=shutil.ignore_patterns("__pycache__"))
    scalar = (helpers / "scalar.py").read_text(encoding="utf-8")
    (helpers / "scalar.py").write_text(scalar + "\n\ndef broken_(x):\n    return x +\n", encoding="utf-8")
    before = _snapshot(tree / "generated")
    code, err = _generate(tree, base_text, "--helpers", str(helpers), capsys=capsys)
    assert code == 1 and "does not compile" in err, err
    line = len(scalar.splitlines()) + 4
    assert f"{helpers / 'scalar.py'}:{line}:" in err, err  # the line of the bad statement
    assert _snapshot(tree / "generated") == before


def test_a_helper_error_names_the_function_and_its_line(base_text, tree, capsys):
    helpers = tree / "helpers"
    shutil.copytree(ROOT / "codegen" / "helpers", helpers, ignore=shutil.ignore_patterns("__pycache__"))
    scalar = (helpers / "scalar.py").read_text(encoding="utf-8")
    (helpers / "scalar.py").write_text(scalar + "\n\ndef broken_(x):\n    y = 1\n    return nothere(x)\n",
                                       encoding="utf-8")
    code, err = _generate(tree, base_text, "--helpers", str(helpers), capsys=capsys)
    assert code == 1 and "field 'helpers.broken_'" in err and "unknown name 'nothere'" in err, err
    assert f"{helpers / 'scalar.py'}:{len(scalar.splitlines()) + 5}:" in err, err


def test_valid_entry_generates_and_leaves_other_files_alone(base_text, tree, capsys):
    text, _ = _bad_entry(base_text)  # the defaults are a valid op
    before = _snapshot(tree / "generated")
    code, _ = _generate(tree, text, capsys=capsys)
    assert code == 0
    after = _snapshot(tree / "generated")
    assert "def tg_test_op(" in after["ops.py"].decode()
    assert "tg_test_op" in after["kernels_cpu.py"].decode() and "tg_test_op" in after["kernels_cuda.py"].decode()
    assert after["__init__.py"] == before["__init__.py"]


# ---------------------------------------------------------------- determinism
def test_render_is_deterministic(base_text, tree, capsys):
    a = tree / "a"
    b = tree / "b"
    for d in (a, b):
        code = CLI.main(["--spec", str(ROOT / "ops.yaml"), "--out", str(d / "generated"), "--docs", str(d / "docs")])
        assert code == 0
    assert _snapshot(a) == _snapshot(b)
    # and equal to the checkout's generated/ (which CI checks with --check)
    spec = CLI.model.build(str(ROOT / "ops.yaml"), CLI.parse.load(ROOT / "ops.yaml"))
    assert RENDER.render(spec) == RENDER.render(spec)


def test_every_generated_file_is_marked():
    for name in RENDER.FILES:
        text = (ROOT / "generated" / name).read_text(encoding="utf-8")
        assert text.startswith(MARKER + "\n"), name
    assert RENDER.MARKER == MARKER


def test_regenerating_unchanged_tree_writes_nothing(tree, capsys):
    (tree / "ops.yaml").write_text((ROOT / "ops.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    args = ["--spec", str(tree / "ops.yaml"), "--out", str(tree / "generated"), "--docs", str(tree / "docs")]
    assert CLI.main(args) == 0
    mtimes = {p: p.stat().st_mtime_ns for p in (tree / "generated").glob("*.py")}
    assert CLI.main(args) == 0
    assert "no change" in capsys.readouterr().out
    assert {p: p.stat().st_mtime_ns for p in (tree / "generated").glob("*.py")} == mtimes


# ---------------------------------------------------------------- --check (the CLI, as CI runs it)
def _cli(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "tensorgen.codegen", *args], cwd=cwd, capture_output=True,
                          text=True, env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}, timeout=120)


def test_check_passes_on_the_checkout():
    r = _cli("--check")
    assert r.returncode == 0, r.stderr
    assert "up to date" in r.stdout


def test_check_names_a_modified_generated_file(tree):
    shutil.copy(ROOT / "ops.yaml", tree / "ops.yaml")
    args = ["--spec", str(tree / "ops.yaml"), "--out", str(tree / "generated"), "--docs", str(tree / "docs")]
    assert _cli(*args).returncode == 0  # bring the copy up to date first
    assert _cli("--check", *args).returncode == 0
    target = tree / "generated" / "ops.py"
    original = target.read_bytes()
    target.write_bytes(original + b"# hand edit\n")
    r = _cli("--check", *args)
    assert r.returncode == 1
    assert str(target) in r.stderr and "stale" in r.stderr
    assert target.read_bytes() == original + b"# hand edit\n"  # --check writes nothing
    (tree / "generated" / "methods.py").unlink()
    r = _cli("--check", *args)
    assert r.returncode == 1 and str(tree / "generated" / "methods.py") in r.stderr
    assert _cli(*args).returncode == 0  # regenerating repairs both
    assert _cli("--check", *args).returncode == 0
    assert target.read_bytes() == original


def test_check_flags_a_leftover_generated_file(tree):
    shutil.copy(ROOT / "ops.yaml", tree / "ops.yaml")
    args = ["--spec", str(tree / "ops.yaml"), "--out", str(tree / "generated"), "--docs", str(tree / "docs")]
    assert _cli(*args).returncode == 0
    leftover = tree / "generated" / "old_kernels.py"
    leftover.write_text(MARKER + "\n", encoding="utf-8")
    r = _cli("--check", *args)
    assert r.returncode == 1 and str(leftover) in r.stderr
    assert _cli(*args).returncode == 0 and not leftover.exists()


def test_invalid_spec_exits_1_from_the_cli(base_text, tree):
    text, first = _bad_entry(base_text, names="nope")
    (tree / "ops.yaml").write_text(text, encoding="utf-8")
    before = _snapshot(tree / "generated")
    r = _cli("--spec", str(tree / "ops.yaml"), "--out", str(tree / "generated"), "--docs", str(tree / "docs"))
    assert r.returncode == 1
    assert f"ops.yaml:{first + 4}: op 'tg_test_op' field 'names'" in r.stderr
    assert "left untouched" in r.stderr
    assert _snapshot(tree / "generated") == before


def test_template_rendering_invalid_python_writes_nothing(tree, capsys, monkeypatch):
    # A broken generated module would break `import tensorgen`, and with it the
    # generator (same package): the generator refuses to write one.
    templates = tree / "templates"
    shutil.copytree(Path(RENDER.__file__).parent / "templates", templates)
    t = templates / "methods.py.j2"
    t.write_text(t.read_text(encoding="utf-8") + "\ndef broken(:\n", encoding="utf-8")
    monkeypatch.setattr(RENDER, "TEMPLATES", templates)
    before = _snapshot(tree / "generated")
    code, err = _generate(tree, (ROOT / "ops.yaml").read_text(encoding="utf-8"), capsys=capsys)
    assert code == 1
    assert "template methods.py.j2 rendered invalid Python: methods.py:" in err and "def broken(:" in err, err
    assert "left untouched" in err
    assert _snapshot(tree / "generated") == before


@pytest.mark.parametrize("template, old, new, missing, module", [
    ("reduction.j2", "def {{ op.name }}_outer_wide{{", "def {{ op.name }}_outer_broad{{", "sum_outer_wide_par",
     "kernels_cpu.py"),
    ("contraction.j2", "def {{ op.name }}_epilogue(res", "def {{ op.name }}_epilogue_rows(res", "mm_epilogue",
     "kernels_cpu.py"),
    ("reduction.j2", "def {{ op.name }}_finish(", "def {{ op.name }}_combine(", "sum_finish", "kernels_cuda.py"),
])
def test_a_kernel_renamed_in_its_template_fails_at_generation(tree, capsys, monkeypatch, template, old, new,
                                                               missing, module):
    # The ops' records hold their kernels resolved in generated/ops.py (never a
    # name built at run time): a kernel the template no longer defines is an
    # error of the generator, before anything is written.
    templates = tree / "templates"
    shutil.copytree(Path(RENDER.__file__).parent / "templates", templates)
    t = templates / template
    text = t.read_text(encoding="utf-8")
    assert old in text
    t.write_text(text.replace(old, new), encoding="utf-8")
    monkeypatch.setattr(RENDER, "TEMPLATES", templates)
    before = _snapshot(tree / "generated")
    code, err = _generate(tree, (ROOT / "ops.yaml").read_text(encoding="utf-8"), capsys=capsys)
    assert code == 1
    assert "names kernel(s) " in err and missing in err and f"that {module} does not define" in err, err
    assert "left untouched" in err
    assert _snapshot(tree / "generated") == before


def test_generating_into_a_copy_never_writes_the_checkout(base_text, tree):
    # Without --docs, the documents go beside --out: a run on another spec
    # must not rewrite this checkout's docs/ (tests regenerate copies this way).
    text, _ = _bad_entry(base_text)  # a valid extra op, so the copy's documents differ
    (tree / "ops.yaml").write_text(text, encoding="utf-8")
    shutil.rmtree(tree / "docs")
    checkout = _snapshot(ROOT / "docs"), _snapshot(ROOT / "generated")
    r = _cli("--spec", str(tree / "ops.yaml"), "--out", str(tree / "generated"))
    assert r.returncode == 0, r.stderr
    assert (_snapshot(ROOT / "docs"), _snapshot(ROOT / "generated")) == checkout
    assert set(_snapshot(tree / "docs")) == set(RENDER.DOCS)  # written beside --out instead
    for p in (tree / "generated").glob("*.py"):
        assert p.stat().st_mode & 0o044, f"{p} is readable by its owner only"


def test_promotion_is_declared_only_by_kinds_that_read_it(tmp_path):
    from tensorgen.codegen import model, parse
    p = tmp_path / "ops.yaml"
    p.write_text("""ops:
- func: total(Tensor self) -> Tensor
  kind: reduction
  style: fold
  passes:
    - {init: 0, map: x, combine: a + b}
  result: same
  names: remove_dims
  promotion: default
  dtypes: all
  devices: [cpu]
  derivatives: {not_differentiable: "a test op"}
""", encoding="utf-8")
    with pytest.raises(parse.SpecError) as e:
        model.build(str(p), parse.load(p), None)
    assert "op 'total' field 'promotion': a reduction op has no promotion category" in str(e.value)
    assert "ops.yaml:9:" in str(e.value)  # the line of the field


COMPOSITE = """ops:
- func: twice(Tensor self, Tensor[] others) -> Tensor
  kind: composite
  varargs: {varargs}
  rule: {rule}
  names: refuse
  dtypes: all
  devices: [cpu]
{extra}"""


@pytest.mark.parametrize("rule,varargs,extra,field,words", [
    ("not-a-name", "others", "", "rule", ["expected the name of a function of runtime/api/composite_arrange_products.py"]),
    ("twice", "self", "", "varargs", ["'self' must name a positional Tensor[] or dim[] argument"]),
    ("twice", "others", "  derivatives: {not_differentiable: x}\n", "derivatives",
     ["differentiated through its parts"]),
])
def test_composite_kind_fields_are_validated(tmp_path, rule, varargs, extra, field, words):
    from tensorgen.codegen import model, parse
    p = tmp_path / "ops.yaml"
    p.write_text(COMPOSITE.format(rule=rule, varargs=varargs, extra=extra), encoding="utf-8")
    with pytest.raises(parse.SpecError) as e:
        model.build(str(p), parse.load(p), None)
    assert f"op 'twice' field '{field}'" in str(e.value)
    for w in words:
        assert w in str(e.value)


def test_composite_kind_builds():
    from tensorgen.codegen import model, parse
    spec = model.build(str(ROOT / "ops.yaml"), parse.load(ROOT / "ops.yaml"))
    einsum = next(op for op in spec.ops if op.name == "einsum")
    assert einsum.kind == "composite" and einsum.spec.rule == "einsum" and einsum.varargs == "args"
    assert einsum.derivatives is None
