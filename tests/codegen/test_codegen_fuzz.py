"""Random mutations of a valid ops.yaml fed to the generator: the result is
either one error naming the file and line, or generated files that compile
and in which nothing from the spec runs outside the op's functions.

Mutations replace, delete or add a field anywhere in the table, or splice a
payload into a string; payloads are known injections (a quote run
closing a docstring, a carriage return, a comment swallowing the rest of a
line, a default that calls, ...), each calling ``PWNED()``.  A valid outcome
must hold no call of ``PWNED``, and the code that runs when a generated module
is imported (module-level statements, decorators, default values, outside any
function body) may call only what the checkout's generated/ calls there.
"""
import ast
import copy
from pathlib import Path

import pytest
import yaml

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, strategies as st  # noqa: E402

from support.fuzz import fuzz_settings  # noqa: E402
from support.mini_spec import MINI_AUTOGRAD_HELPERS, MINI_SCALAR_HELPERS, MINI_SPEC, write_helpers  # noqa: E402
from tensorgen.codegen import model, parse, render  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]

PAYLOADS = [
    'x"""\n\nPWNED()\n\n"""',
    "Tensor\rPWNED()",
    "self\x0bPWNED()",
    "self\u2028PWNED()",
    "1); PWNED(); (1",
    "'); PWNED(); ('",
    'x"); PWNED(); ("',
    "self # \nPWNED()",
    "self if PWNED() else self",
    "PWNED()",
    "(lambda: PWNED())()",
    "type(self).__init__.__globals__['PWNED']()",
    "grad.gi_frame.f_globals['PWNED']()",
    "def f(x, k=PWNED()):\n    return x\n",
    "@PWNED\ndef f(x):\n    return x\n",
    "'\\\\'",
    "x\\",
    '"',
    "*",
    "{x}",
    "__init__",
]
KEYS = ["func", "kind", "kernel", "doc", "names", "cases", "switch", "derivatives", "body", "checks", "samples",
        "passes", "style", "variants", "dtypes", "devices", "bool_kernel", "promote", "absent", "operators",
        "aliases", "rule", "self", "other", "None", "clip", "error", "require", "helpers", "half_", "x"]

_scalars = st.one_of(st.sampled_from(PAYLOADS), st.text(max_size=12), st.integers(-3, 2 ** 70), st.booleans(),
                     st.none(), st.floats(allow_nan=True), st.sampled_from(KEYS))
_values = st.recursive(_scalars, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                         st.dictionaries(st.sampled_from(KEYS), inner, max_size=3)),
                       max_leaves=6)


class _NoAliases(yaml.SafeDumper):
    def ignore_aliases(self, data):  # a mutation may reuse one object twice: write it out twice
        return True


def _paths(node, path=()):
    """Every place of the tree: (path to the container, key or index)."""
    if isinstance(node, dict):
        for k, v in node.items():
            yield path, k
            yield from _paths(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield path, i
            yield from _paths(v, path + (i,))


def _get(tree, path):
    for p in path:
        tree = tree[p]
    return tree


# what a splice inserts besides the payloads: short text that often leaves the field valid
_SNIPPETS = st.one_of(st.sampled_from(PAYLOADS), st.text(st.characters(min_codepoint=32, max_codepoint=126),
                                                         max_size=6),
                      st.sampled_from([" + self", " * 2", "(", ")", "'", '"', "{", "}", "%", "\\", ", ", "[0]", ".t()",
                                       " if self else self", "math.exp", "__"]))


@st.composite
def mutated_specs(draw):
    tree = yaml.safe_load(MINI_SPEC)
    for _ in range(draw(st.integers(1, 2))):
        places = list(_paths(tree))
        where, key = draw(st.sampled_from(places))
        parent = _get(tree, where)
        action = draw(st.sampled_from(["replace", "splice", "splice", "swap", "delete", "add"]))
        if action == "replace":
            parent[key] = draw(_values)
        elif action == "splice" and isinstance(parent[key], str):
            s = parent[key]
            i = draw(st.integers(0, len(s)))
            parent[key] = s[:i] + draw(_SNIPPETS) + s[i:]
        elif action == "swap":  # the value another field of that name has elsewhere in the table
            same = [(w, k) for w, k in places if k == key and (w, k) != (where, key)]
            if same:
                w, k = draw(st.sampled_from(same))
                parent[key] = copy.deepcopy(_get(tree, w)[k])
        elif action == "delete":
            del parent[key]
        elif isinstance(parent, dict):
            parent[draw(st.sampled_from(KEYS + PAYLOADS))] = draw(_values)
        else:
            parent.insert(key, draw(_values))
    return yaml.dump(tree, Dumper=_NoAliases, sort_keys=False, allow_unicode=True, width=10 ** 6)


# ---------------------------------------------------------------- what runs when a module is imported
def _import_time_calls(tree):
    """The callees (as source) of the calls a module makes when it is imported:
    module-level statements, decorators and default values, outside any body."""
    calls, stack = [], list(tree.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            stack += node.decorator_list + node.args.defaults + [d for d in node.args.kw_defaults if d]
            continue
        if isinstance(node, ast.Lambda):
            stack += node.args.defaults + [d for d in node.args.kw_defaults if d]
            continue
        if isinstance(node, ast.ClassDef):
            stack += node.decorator_list + node.bases + node.body
            continue
        if isinstance(node, ast.Call):
            calls.append(ast.unparse(node.func))
        stack += list(ast.iter_child_nodes(node))
    return calls


@pytest.fixture(scope="module")
def allowed_calls():
    """What the checkout's generated modules call at import time, per file."""
    return {p.name: set(_import_time_calls(ast.parse(p.read_text(encoding="utf-8"))))
            for p in (ROOT / "generated").glob("*.py")}


def _check_generated(files, allowed):
    for name, text in files.items():
        tree = ast.parse(text)  # render already compiled it
        for node in ast.walk(tree):
            if isinstance(node, ast.Name):
                assert "PWNED" not in node.id, f"{name}: the payload became code: {ast.unparse(node)}"
        extra = set(_import_time_calls(tree)) - allowed.get(name, set())
        assert not extra, f"{name}: calls at import time that the checkout's generated/ does not make: {extra}"


@pytest.fixture(scope="module")
def mini_helpers(tmp_path_factory):
    return write_helpers(tmp_path_factory.mktemp("helpers"))


def test_the_import_time_check_sees_an_injected_call(allowed_calls, mini_helpers):
    files = render.render(model.build("mini", yaml.load(MINI_SPEC, Loader=parse._Loader), mini_helpers))
    _check_generated(files, allowed_calls)
    with pytest.raises(AssertionError, match="import time"):
        _check_generated({"ops.py": files["ops.py"] + "\nsneaky = open('f')\n"}, allowed_calls)
    with pytest.raises(AssertionError, match="payload"):
        _check_generated({"ops.py": files["ops.py"] + "\ndef g():\n    return PWNED()\n"}, allowed_calls)


@fuzz_settings(examples=25, long_examples=1000)
@given(text=mutated_specs())
def test_a_mutated_spec_gives_a_located_error_or_safe_code(tmp_path_factory, allowed_calls, mini_helpers, text):
    path = tmp_path_factory.mktemp("fuzz") / "ops.yaml"
    path.write_text(text, encoding="utf-8")
    try:
        files = render.render(model.build(str(path), parse.load(path), mini_helpers))
    except parse.SpecError as e:
        msg = str(e)
        assert msg.startswith(f"{path}:{e.line}:") and e.line >= 1, msg
        assert len(msg) < 3000, msg[:200]
        return
    _check_generated(files, allowed_calls)


@st.composite
def mutated_helpers(draw):
    """The mini helper modules with one or two snippets spliced into one of them."""
    sources = {"scalar.py": MINI_SCALAR_HELPERS, "autograd.py": MINI_AUTOGRAD_HELPERS}
    name = draw(st.sampled_from(sorted(sources)))
    for _ in range(draw(st.integers(1, 2))):
        s = sources[name]
        i = draw(st.integers(0, len(s)))
        sources[name] = s[:i] + draw(_SNIPPETS) + s[i:]
    return name, sources["scalar.py"], sources["autograd.py"]


@fuzz_settings(examples=25, long_examples=1000)
@given(helpers=mutated_helpers())
def test_a_mutated_helper_module_gives_a_located_error_or_safe_code(tmp_path_factory, allowed_calls, helpers):
    name, scalar, autograd = helpers
    folder = write_helpers(tmp_path_factory.mktemp("fuzz_helpers"), scalar, autograd)
    spec = yaml.load(MINI_SPEC, Loader=parse._Loader)
    try:
        files = render.render(model.build("mini", spec, folder))
    except parse.SpecError as e:
        msg = str(e)
        assert msg.startswith((f"{folder / name}:{e.line}:", f"mini:{e.line}:")) and e.line >= 1, msg
        assert len(msg) < 3000, msg[:200]
        return
    _check_generated(files, allowed_calls)


def test_the_fuzz_mutations_reach_the_generator(mini_helpers):
    # the mutations must leave many specs valid, or the fuzz would only test the YAML loader
    tree = yaml.safe_load(MINI_SPEC)
    doc = copy.deepcopy(tree)
    doc["ops"][0]["doc"] = "a doc with {x} and 'quotes'"
    text = yaml.dump(doc, Dumper=_NoAliases, sort_keys=False, allow_unicode=True, width=10 ** 6)
    files = render.render(model.build("mini", yaml.load(text, Loader=parse._Loader), mini_helpers))
    assert "a doc with {x} and 'quotes'" in files["ops.py"]
