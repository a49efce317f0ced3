"""The package's folders import one way: a rank table, lowest first, and every
import (at module level and inside functions) goes to a lower rank or stays
in its own folder; the lazily imported CUDA side is the one listed exception.
Modules also form no import cycle. docs/design.md's rank table is this one.

The graph is read from the source (ast), as installed: runtime/ is the
package `tensorgen`, codegen/ and generated/ its subpackages.
"""
import ast
import functools
import re
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# The runtime's layers, lowest first: (rank, units). A unit is a folder (a
# subpackage and everything below it) or one module; a module belongs to the
# longest unit naming it. Units of one rank are peers: they never import each other.
RANKS = [
    ("core", ["tensorgen.core"]),
    ("backends", ["tensorgen.backends"]),
    ("kernels", ["tensorgen.generated.kernels_cpu", "tensorgen.generated.kernels_cuda"]),
    ("families", ["tensorgen.families"]),
    ("dispatch", ["tensorgen.dispatch"]),
    ("ops", ["tensorgen.generated"]),
    ("api", ["tensorgen.api", "tensorgen.shapes"]),
    ("autograd / nested / sparse", ["tensorgen.autograd", "tensorgen.nested", "tensorgen.sparse"]),
    ("distributed", ["tensorgen.distributed"]),
    ("libraries", ["tensorgen.nn", "tensorgen.optim", "tensorgen.amp", "tensorgen.linalg", "tensorgen.utils",
                   "tensorgen.interop", "tensorgen.testing", "tensorgen.random", "tensorgen.module_alias",
                   "tensorgen.signal", "tensorgen.special"]),
    ("package", ["tensorgen.cuda", "tensorgen.method_table", "tensorgen.compiler"]),
    ("root", ["tensorgen"]),
    ("entry points", ["tensorgen.precompile"]),
]
# Modules a function may import on first use, whatever their rank: importing
# them costs ~0.5 s (numba.cuda) and needs nothing but a cuda tensor to be worth it.
LAZY = {"tensorgen.generated.kernels_cuda", "tensorgen.nested.kernels_cuda", "tensorgen.backends.kernel_cache_cuda"}


def _folders(root):
    return {"tensorgen": root / "runtime", "tensorgen.codegen": root / "codegen",
            "tensorgen.generated": root / "generated"}


def _modules(root=ROOT):
    mods = {}
    for pkg, folder in _folders(root).items():
        for path in sorted(folder.rglob("*.py")):
            rel = path.relative_to(folder).with_suffix("")
            parts = [p for p in rel.parts if p != "__init__"]
            if pkg == "tensorgen" and parts and parts[0] in ("codegen", "generated"):
                continue
            name = ".".join([pkg] + parts)
            mods[name] = (path, path.name == "__init__.py")
    return mods


def _resolve(module, is_pkg, node, mods):
    """Absolute names of the modules an import node brings in: `from pkg import
    name` brings in pkg.name when that is a module, else pkg itself."""
    if isinstance(node, ast.Import):
        return [a.name for a in node.names]
    base = module.split(".") if is_pkg else module.split(".")[:-1]
    if node.level:
        base = base[:len(base) - (node.level - 1)]
        prefix = ".".join(base + ([node.module] if node.module else []))
    else:
        prefix = node.module
    subs = [f"{prefix}.{a.name}" for a in node.names if f"{prefix}.{a.name}" in mods]
    return subs or [prefix]


@functools.cache
def _parse(text):
    return ast.parse(text)  # (the planted copies differ from the tree in one file: the rest parse once)


def _imports(mods):
    """(module-level imports, imports inside functions as (line, target)) of every module."""
    top, inner = {}, {}
    for name, (path, is_pkg) in mods.items():
        tree = _parse(path.read_text(encoding="utf-8"))
        top[name], inner[name] = set(), []
        module_level = set(id(n) for n in tree.body)
        typing_only = _type_checking_imports(tree)
        for stmt in ast.walk(tree):
            if not isinstance(stmt, (ast.Import, ast.ImportFrom)) or id(stmt) in typing_only:
                continue
            targets = [t for t in _resolve(name, is_pkg, stmt, mods) if t in mods]
            if id(stmt) in module_level or _in_module_if_or_try(tree, stmt):
                top[name].update((stmt.lineno, t) for t in targets)
            else:
                inner[name].extend((stmt.lineno, t) for t in targets)
    return top, inner


def _type_checking_imports(tree):
    """The imports under `if TYPE_CHECKING:` (names for a linter, never run):
    codegen/helpers/autograd.py names there the generated operators its
    functions call once copied into generated/ops.py."""
    return {id(sub) for node in ast.walk(tree)
            if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"
            for stmt in node.body for sub in ast.walk(stmt)}


def _in_module_if_or_try(tree, stmt):
    for node in tree.body:
        if isinstance(node, (ast.If, ast.Try)):
            for sub in ast.walk(node):
                if sub is stmt:
                    return True
    return False


def unit_of(module):
    """(rank index, unit) of a runtime module, or None when no unit names it
    (the package itself, ``tensorgen``, names its ``__init__`` alone)."""
    best = None
    for i, (_, units) in enumerate(RANKS):
        for u in units:
            inside = module == u or (module.startswith(u + ".") and u != "tensorgen")
            if inside and (best is None or len(u) > len(best[1])):
                best = (i, u)
    return best


def violations(root=ROOT):
    """Every import that does not go down the rank table (or stay in its unit),
    as 'module:line imports target (rank -> rank)' lines; and modules no unit names."""
    mods = _modules(root)
    top, inner = _imports(mods)
    found = []
    for name in sorted(mods):
        if name == "tensorgen.codegen" or name.startswith("tensorgen.codegen."):
            # the generator never imports the runtime (it runs when the runtime is stale)
            found += [f"{name}:{line} imports {t} (codegen imports no runtime module)"
                      for line, t in sorted(top[name]) + sorted(inner[name])
                      if not (t == "tensorgen.codegen" or t.startswith("tensorgen.codegen."))]
            continue
        src = unit_of(name)
        if src is None:
            found.append(f"{name}: no unit of the rank table names it (add its folder to RANKS)")
            continue
        for where, items in (("", top[name]), (" (inside a function)", inner[name])):
            for line, t in sorted(items):
                dst = unit_of(t)
                if dst is None or dst[1] == src[1] or t in LAZY and where:
                    continue
                if dst[0] >= src[0]:
                    found.append(f"{name}:{line} imports {t}{where} ({RANKS[src[0]][0]} -> {RANKS[dst[0]][0]})")
    return found


def _cycle(graph):
    state, stack = {}, []

    def visit(n):
        state[n] = 1
        stack.append(n)
        for m in sorted(graph.get(n, ())):
            if m == n or _is_parent(m, n):
                continue
            if state.get(m) == 1:
                return stack[stack.index(m):] + [m]
            if m not in state:
                found = visit(m)
                if found:
                    return found
        stack.pop()
        state[n] = 2
        return None

    for n in sorted(graph):
        if n not in state:
            found = visit(n)
            if found:
                return found
    return None


def _is_parent(pkg, mod):
    # A module's own package is imported before it; `from . import x` names it.
    return mod.startswith(pkg + ".")


def test_imports_go_down_the_rank_table():
    found = violations()
    assert not found, "imports against the rank table:\n" + "\n".join(found)


def test_no_import_cycles():
    top, _ = _imports(_modules())
    cycle = _cycle({m: {t for _, t in items} for m, items in top.items()})
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def _copy(tmp_path):
    for d in ("runtime", "codegen", "generated"):
        shutil.copytree(ROOT / d, tmp_path / d, ignore=shutil.ignore_patterns("__pycache__"))
    return tmp_path


def test_an_upward_import_at_module_level_fails(tmp_path):
    root = _copy(tmp_path)
    dtypes = root / "runtime" / "core" / "dtypes.py"
    dtypes.write_text(dtypes.read_text(encoding="utf-8") + "\nfrom ..nn import functional  # planted\n",
                      encoding="utf-8")
    found = violations(root)
    assert any(v.startswith("tensorgen.core.dtypes:") and "imports tensorgen.nn.functional (core -> libraries)" in v
               for v in found), found


def test_an_upward_import_inside_a_function_fails(tmp_path):
    root = _copy(tmp_path)
    pointwise = root / "runtime" / "families" / "pointwise.py"
    pointwise.write_text(pointwise.read_text(encoding="utf-8") + "\n\ndef _planted():\n"
                         "    from ..autograd import graph\n    return graph\n", encoding="utf-8")
    found = violations(root)
    assert any("tensorgen.families.pointwise" in v and "tensorgen.autograd.graph (inside a function)" in v
               for v in found), found


def test_peers_do_not_import_each_other(tmp_path):
    root = _copy(tmp_path)
    engine = root / "runtime" / "autograd" / "engine.py"
    engine.write_text(engine.read_text(encoding="utf-8") + "\nfrom ..nested import api  # planted\n",
                      encoding="utf-8")
    found = violations(root)
    assert any("tensorgen.autograd.engine" in v and "autograd / nested / sparse -> autograd / nested / sparse" in v
               for v in found), found


def test_a_folder_missing_from_the_table_fails(tmp_path):
    root = _copy(tmp_path)
    (root / "runtime" / "elsewhere").mkdir()
    (root / "runtime" / "elsewhere" / "__init__.py").write_text("", encoding="utf-8")
    assert "tensorgen.elsewhere: no unit of the rank table names it (add its folder to RANKS)" in violations(root)


def test_the_lazy_cuda_side_is_the_one_exception():
    _, inner = _imports(_modules())
    hidden = sorted(t for items in inner.values() for _, t in items if t not in LAZY)
    assert hidden == [], hidden


def test_design_doc_shows_this_rank_table():
    text = (ROOT / "docs" / "design.md").read_text(encoding="utf-8")
    block = text[text.index("<!-- rank table -->"):text.index("<!-- /rank table -->")]
    rows = re.findall(r"^\s*\| (\d+) \| ([^|]+?) \| ([^|]+?) \|", block, flags=re.M)
    doc = [(int(i), name.strip(), [u.strip(" `") for u in units.split(",")]) for i, name, units in rows]
    want = [(i, name, [u.replace("tensorgen.", "").replace("tensorgen", "(the package's __init__)") or u
                       for u in units]) for i, (name, units) in enumerate(RANKS)]
    assert doc == want, f"docs/design.md's rank table differs from RANKS:\n{doc}\n{want}"


def test_tensor_is_a_leaf():
    top, inner = _imports(_modules())
    deps = {t for _, t in top["tensorgen.core.tensor"]} | {t for _, t in inner["tensorgen.core.tensor"]}
    allowed = {"tensorgen", "tensorgen.core", "tensorgen.core.dtypes", "tensorgen.core.devices",
               "tensorgen.core.layouts", "tensorgen.core.names"}
    assert deps <= allowed, f"core/tensor.py imports {sorted(deps - allowed)}"


def test_folder_names_are_import_names():
    # runtime/ is the package root (setup.py's package_dir); every folder below
    # it is the subpackage of the same name, and has an __init__.py.
    for folder in (ROOT / "runtime").rglob("*"):
        if folder.is_dir() and folder.name != "__pycache__" and not folder.name.startswith("."):
            assert (folder / "__init__.py").exists(), f"{folder} is not a package"


def test_the_libraries_the_package_loads_on_first_use_are_below_it():
    # runtime/__init__.py's __getattr__ imports these by name (importlib), which the
    # graph above cannot see: each must be a unit of a lower rank than the package.
    tree = ast.parse((ROOT / "runtime" / "__init__.py").read_text(encoding="utf-8"))
    lazy = next(ast.literal_eval(n.value) for n in tree.body
                if isinstance(n, ast.Assign) and any(getattr(t, "id", None) == "_LIBRARIES" for t in n.targets))
    root_rank = unit_of("tensorgen")[0]
    for name in lazy:
        unit = unit_of(f"tensorgen.{name}")
        assert unit is not None and unit[1] == f"tensorgen.{name}" and unit[0] < root_rank, name
