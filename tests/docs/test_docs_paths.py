"""The docs name only what exists: every path, every `file: function` hop and
every dotted name that docs/*.md and README.md give is checked against the tree,
so a renamed file or function fails here instead of misleading a reader. Each
test lists every stale reference at once.

What is checked, in the docs' text (code spans, fenced blocks and prose alike):
- paths (`runtime/core/names.py`, `nn/conv_fn.py`, `templates/view.j2`,
  `tests/test_linalg_*.py`, `runtime/nn/`): relative to the repository root, to
  runtime/ (the package) or to codegen/ (the templates); a `*` is a glob; a bare
  file name (`guards.py`) names some file of the tree;
- hops, `path.py: name` or `path.py: Class.method`, and a path followed by a
  name in its own code span (`core/names.py` `RULES`): the name is defined at
  the top level of that file (a def, class, assignment or import), or in the
  named class (read with ast, nothing imported);
- `tg.x.y` / `tensorgen.x.y`: the attribute exists on the imported package;
- `module.name` where `module` is the stem of a module in runtime/ or codegen/
  (`pipeline.set_autograd`, `plan_cache.PlanCache.put`): one such module defines it;
- a private, CamelCase or UPPER_CASE identifier alone in a code span
  (`FlatLoop`, `_RNN_HAND`): some file of the tree has it.
Also: the docs name no issue number, session or role and point at nothing
outside the repository, and refer to other pages by name, never by a section
number (pages are rewritten; a number goes stale silently).
"""
import ast
import functools
import importlib
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = sorted((ROOT / "docs").glob("*.md")) + [ROOT / "README.md"]
BASES = (ROOT, ROOT / "runtime", ROOT / "codegen")
SOURCES = ("runtime", "codegen", "generated", "tests", "tools", "benchmarks", "examples")

# Names the docs use as examples or placeholders, not as names the tree has:
# the README's walkthrough adds tg.hypotenuse; `tg.op` stands for any operator,
# `tensorgen.x` for any torch.x; `loss` is a user's tensor; train.py and
# allreduce.py are a user's scripts in the distributed examples.
EXAMPLES = {"tg.hypotenuse", "tg.op", "tensorgen.x", "loss.backward", "train.py", "allreduce.py"}

_PATH = re.compile(r"(?<![\w./~<>*-])((?:\.ci|[A-Za-z_][\w]*)(?:/[\w.*-]+)+/?)")
_SUFFIXES = (".py", ".j2", ".yaml", ".md", ".toml", ".txt", ".cfg")
_SPAN = re.compile(r"`([^`\n]+)`")
_HOP = re.compile(r"^([\w./]+\.py): ([A-Za-z_][\w.]*)(?:\(\))?$")
_PATH_THEN_NAME = re.compile(r"`?([\w./]+\.py)`? `([A-Za-z_][\w.]*)`")
_PUBLIC = re.compile(r"^(tg|tensorgen)((?:\.[A-Za-z_]\w*)+)(?:\(\))?$")
_DOTTED = re.compile(r"^([a-z_]\w*)((?:\.[A-Za-z_]\w*)+)(?:\(\))?$")


def _text(page):
    return page.read_text(encoding="utf-8")


def _rel(page):
    try:
        return page.relative_to(ROOT).as_posix()
    except ValueError:  # a page outside the tree (the self-test's)
        return page.name


def _is_path(token):
    # a path names a file with a known suffix, or a folder (a trailing slash)
    return token.endswith("/") or token.endswith(_SUFFIXES) or "*" in token


def _resolve(token):
    token = token.rstrip("/")
    for base in BASES:
        if "*" in token:
            if any(base.glob(token)):
                return base / token
        elif (base / token).exists():
            return base / token
    return None


@functools.cache
def _tree(path):
    return ast.parse(path.read_text(encoding="utf-8"))


def _names_in(body):
    found = {}
    for node in body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            found[node.name] = node
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            for t in node.targets if isinstance(node, ast.Assign) else [node.target]:
                for n in ast.walk(t):
                    if isinstance(n, ast.Name):
                        found[n.id] = node
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for a in node.names:
                found[(a.asname or a.name).split(".")[0]] = node
        elif isinstance(node, (ast.If, ast.Try)):
            for part in (node.body, getattr(node, "orelse", []), getattr(node, "finalbody", [])):
                found.update({k: v for k, v in _names_in(part).items() if k not in found})
            for h in getattr(node, "handlers", []):
                found.update({k: v for k, v in _names_in(h.body).items() if k not in found})
    return found


def _defines(path, dotted):
    """Whether a module file defines `name` or `Class.attr` (ast only)."""
    scope = _names_in(_tree(path).body)
    parts = dotted.split(".")
    for i, part in enumerate(parts):
        node = scope.get(part)
        if node is None:
            return False
        if i + 1 < len(parts):
            if not isinstance(node, ast.ClassDef):
                return True  # an attribute of an assigned object: the object is there
            scope = _names_in(node.body)
            for sub in ast.walk(node):  # attributes set in methods (self.x = ...)
                if isinstance(sub, ast.Attribute) and isinstance(sub.ctx, ast.Store):
                    scope.setdefault(sub.attr, sub)
    return True


@functools.cache
def _stdlib_has(module, name):
    """`copy.deepcopy`, `random.random`: the standard library's, though a family
    module has the stem (families/copy.py, families/random.py: named by kind)."""
    if module not in sys.stdlib_module_names:
        return False
    obj = importlib.import_module(module)
    for part in name.split("."):
        obj = getattr(obj, part, None)
    return obj is not None


def _stems():
    stems = {}
    for folder in ("runtime", "codegen", "generated"):
        for path in (ROOT / folder).rglob("*.py"):
            stem = path.parent.name if path.name == "__init__.py" else path.stem
            stems.setdefault(stem, []).append(path)
    return stems


def _public(dotted):
    import tensorgen
    obj = tensorgen
    done = ["tensorgen"]
    for part in dotted.strip(".").split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            try:
                obj = importlib.import_module(".".join(done + [part]))
            except ImportError:
                return False
        done.append(part)
    return True


_FILE_NAME = re.compile(r"(?<![\w./<>*-])([A-Za-z_]\w*\.(?:py|j2))\b")


@functools.cache
def _file_names():
    names = {p.name for p in ROOT.glob("*.py")}
    for folder in SOURCES + ("codegen",):
        names.update(p.name for p in (ROOT / folder).rglob("*") if p.suffix in (".py", ".j2"))
    return names


def stale_paths(pages=PAGES):
    stale = []
    for page in pages:
        for lineno, line in enumerate(_text(page).splitlines(), 1):
            for m in _FILE_NAME.finditer(line):  # a bare file name (`trace.py`): some file has it
                if m.group(1) not in _file_names() and m.group(1) not in EXAMPLES:
                    stale.append(f"{_rel(page)}:{lineno}: no file is named {m.group(1)}")
            for m in _PATH.finditer(line):
                token = m.group(1).rstrip(".")
                if "://" in line[max(0, m.start() - 8):m.end()] or not _is_path(token):
                    continue
                if _resolve(token) is None:
                    stale.append(f"{_rel(page)}:{lineno}: path {token} does not exist")
    return stale


def stale_names(pages=PAGES):
    stale = []
    for page in pages:
        for lineno, line in enumerate(_text(page).splitlines(), 1):
            where = f"{_rel(page)}:{lineno}"
            pairs = [m.groups() for m in (_HOP.match(s) for s in _SPAN.findall(line)) if m]
            pairs += _PATH_THEN_NAME.findall(line)
            for path, name in pairs:
                file = _resolve(path)
                if file is None:
                    stale.append(f"{where}: {path} (for {name}) does not exist")
                elif not _defines(file, name):
                    stale.append(f"{where}: {path} defines no {name}")
            for span in _SPAN.findall(line):
                m = _PUBLIC.match(span)
                if m:
                    if f"{m.group(1)}{m.group(2)}" not in EXAMPLES and not _public(m.group(2)):
                        stale.append(f"{where}: {span} is not an attribute of tensorgen")
                    continue
                m = _DOTTED.match(span)
                if not m or span.rstrip("()") in EXAMPLES or span.endswith(_SUFFIXES):
                    continue  # (a file name: `ops.yaml`, `trace.py`; the paths' test checks those)
                if _resolve(span.replace(".", "/") + ".py") or _resolve(span.replace(".", "/") + "/"):
                    continue  # a dotted module name: `generated.kernels_cpu`
                if m.group(1) in _stems() and not _stdlib_has(m.group(1), m.group(2).strip(".")):
                    if not any(_defines(p, m.group(2).strip(".")) for p in _stems()[m.group(1)]):
                        stale.append(f"{where}: no module {m.group(1)} defines {m.group(2).strip('.')}")
    return stale


# Identifiers the docs quote that are not in the tree's text: PyTorch's names
# (given for comparison) and a node class made at run time from the op's name.
NOT_IN_TREE = {"ELEMENTWISE_TYPE_PROMOTION_KIND", "MASTER_ADDR", "AddBackward0"}
_IDENT = re.compile(r"^(_\w+|[A-Z][a-z0-9]+[A-Z]\w*|[A-Z][A-Z0-9_]{2,})$")


@functools.cache
def _words():
    words = set()
    files = [ROOT / "ops.yaml"] + [p for folder in SOURCES + (".ci",) for p in (ROOT / folder).rglob("*")]
    for path in files:
        if (path.is_file() and path.suffix in (".py", ".j2", ".yaml", "") and ".venv" not in path.parts
                and path.name != Path(__file__).name):
            try:
                words.update(re.findall(r"\w+", path.read_text(encoding="utf-8")))
            except (UnicodeDecodeError, OSError):
                continue
    return words


def stale_identifiers(pages=PAGES):
    """A code span holding one private, CamelCase or UPPER_CASE identifier
    (`FlatLoop`, `_RNN_HAND`, `RULES`) names something the tree's code has."""
    stale = []
    for page in pages:
        for lineno, line in enumerate(_text(page).splitlines(), 1):
            for span in _SPAN.findall(line):
                if _IDENT.match(span) and span not in NOT_IN_TREE and span not in _words():
                    stale.append(f"{_rel(page)}:{lineno}: {span} is in no file of the tree")
    return stale


_OUTSIDE = [
    (re.compile(r"\bissues?\s*#?\d+", re.I), "an issue number"),
    (re.compile(r"#\d{2,}\b"), "an issue number"),
    (re.compile(r"\bsessions?\b", re.I), "a session"),
    (re.compile(r"\b(engineers?|the lead|team roles?)\b", re.I), "a role"),
    (re.compile(r"(?<![\w.~])/(work|home|tmp|shared|mnt|opt)/"), "a path outside the repository"),
    (re.compile(r"docs/\w+\.md,? §\s*\d|§\s*\d", re.I), "a section number (name the page or heading)"),
]


def outside_references(pages=PAGES):
    found = []
    for page in pages:
        for lineno, line in enumerate(_text(page).splitlines(), 1):
            for pattern, what in _OUTSIDE:
                m = pattern.search(line)
                if m:
                    found.append(f"{_rel(page)}:{lineno}: {what}: {m.group(0)!r}")
    return found


_PAGE_REF = re.compile(r"docs/(\w+\.md)(?:,? \"([^\"]+)\")?")


def stale_page_references():
    """docs/<page>.md named in the sources (docstrings, comments) exists, and a
    quoted heading after it (`docs/design.md, "Trust model"`) is one of its headings."""
    stale = []
    headings = {p.name: {h.strip().lower() for h in re.findall(r"^#+ (.+)$", _text(p), flags=re.M)}
                for p in PAGES if p.parent.name == "docs"}
    files = [p for folder in SOURCES for p in (ROOT / folder).rglob("*.py")]
    files += [ROOT / "CHANGELOG.md"] + sorted((ROOT / "codegen").rglob("*.j2"))
    files += sorted((ROOT / "codegen").glob("*.yaml")) + PAGES
    for path in files:
        if ".venv" in path.parts or path.name == Path(__file__).name:
            continue
        for lineno, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            where = f"{path.relative_to(ROOT).as_posix()}:{lineno}"
            for page, heading in _PAGE_REF.findall(line):
                if page not in headings:
                    stale.append(f"{where}: docs/{page} does not exist")
                elif heading and not any(h.startswith(heading.lower()) for h in headings[page]):
                    stale.append(f"{where}: docs/{page} has no heading {heading!r}")
            if re.search(r"docs/\w+\.md,? §\s*\d", line):
                stale.append(f"{where}: a section number of a docs page (name the page or its heading)")
    return stale


def test_every_path_in_the_docs_exists():
    stale = stale_paths()
    assert not stale, "paths named in docs/ and README.md that do not exist:\n" + "\n".join(stale)


def test_every_hop_and_name_in_the_docs_exists():
    stale = stale_names()
    assert not stale, "names given in docs/ and README.md that do not exist:\n" + "\n".join(stale)


def test_every_identifier_in_the_docs_exists():
    stale = stale_identifiers()
    assert not stale, "identifiers quoted in docs/ and README.md that the code does not have:\n" + "\n".join(stale)


def test_the_docs_name_nothing_outside_the_product():
    found = outside_references()
    assert not found, "docs/ and README.md must not name these:\n" + "\n".join(found)


def source_history():
    """Lines of the code, the spec and the tests that say when or by whom something
    came (an issue number, a session, a role): that is the commit log's and CHANGELOG's."""
    files = [p for folder in SOURCES for p in (ROOT / folder).rglob("*") if p.suffix in (".py", ".j2", ".yaml")]
    files += [ROOT / "ops.yaml", ROOT / "pyproject.toml", ROOT / ".ci" / "run"]
    found = []
    for path in sorted(files):
        if ".venv" in path.parts or path.name == Path(__file__).name:
            continue
        for lineno, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for pattern, what in _OUTSIDE[:4]:
                m = pattern.search(line)
                if m:
                    found.append(f"{path.relative_to(ROOT).as_posix()}:{lineno}: {what}: {m.group(0)!r}")
    return found


def test_the_sources_say_no_history():
    found = source_history()
    assert not found, "history in the sources (it belongs in commit messages and CHANGELOG.md):\n" + "\n".join(found)


def test_references_to_docs_pages_exist():
    stale = stale_page_references()
    assert not stale, "references to docs pages that do not exist:\n" + "\n".join(stale)


def test_the_readme_walkthrough_is_the_entry_the_add_operator_test_adds():
    # The README's ops.yaml entry is what tests/codegen/test_add_operator.py generates and
    # runs; the two must stay one entry, or the README's walkthrough goes untested.
    yaml = pytest.importorskip("yaml")
    readme = re.search(r"```yaml\n(.*?)```", _text(ROOT / "README.md"), flags=re.S).group(1)
    test = next((ROOT / "tests").rglob("test_add_operator.py")).read_text(encoding="utf-8")
    added = re.search(r'HYPOT = """(.*?)"""', test, flags=re.S).group(1)
    assert yaml.safe_load(readme) == yaml.safe_load(added)


# What the outside-reference check must catch, assembled so that this file itself names no
# history and no path outside the repository: an issue number, a role, a home folder, a section number.
_PLANTED_HISTORY = "Added in {} {} by the nn {}; see {} and docs/design.md {}4.".format(
    "issue", 12, "engine" + "er", "/".join(("", "home", "someone", "notes.md")), "\u00a7")


def test_the_checks_catch_a_stale_reference(tmp_path):
    page = tmp_path / "page.md"
    page.write_text("See `runtime/core/nowhere.py`, nowhere_else.py and `dispatch/pipeline.py: no_such_step`, "
                    "`runtime/core/names.py` `NO_TABLE`, `tg.no_such_op`, `pipeline.nothing`, `NoSuchLaunch`,\n"
                    "while `dispatch/pipeline.py: call`, `tg.add`, `plan_cache.PlanCache.put` exist.\n"
                    + _PLANTED_HISTORY + "\n", encoding="utf-8")
    def without_place(found):
        return [s.split(": ", 1)[1] for s in found]
    paths = without_place(stale_paths([page]))
    names = without_place(stale_names([page]))
    outside = without_place(outside_references([page]))
    assert without_place(stale_identifiers([page])) == ["NO_TABLE is in no file of the tree",
                                                        "NoSuchLaunch is in no file of the tree"]
    assert paths == ["no file is named nowhere_else.py", "path runtime/core/nowhere.py does not exist"]
    assert names == ["dispatch/pipeline.py defines no no_such_step", "runtime/core/names.py defines no NO_TABLE",
                     "tg.no_such_op is not an attribute of tensorgen", "no module pipeline defines nothing"]
    assert [s.split(":")[0] for s in outside] == ["an issue number", "a role", "a path outside the repository",
                                                  "a section number (name the page or heading)"]
