"""The package's modules import each other one way: no cycles, and no imports
hidden inside functions except the heavy, lazily loaded CUDA side.

The graph is read from the source (ast), as installed: runtime/ is the
package `tensorgen`, codegen/ and generated/ its subpackages.
"""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = {"tensorgen": ROOT / "runtime", "tensorgen.codegen": ROOT / "codegen",
           "tensorgen.generated": ROOT / "generated"}
# Modules a function may import on first use: importing them costs
# ~0.5 s (numba.cuda) and needs nothing but a cuda tensor to be worth it.
LAZY = {"tensorgen.generated.kernels_cuda", "tensorgen.nested.kernels_cuda",
        "tensorgen.backends.kernel_cache_cuda"}


def _modules():
    mods = {}
    for pkg, folder in FOLDERS.items():
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


def _imports(mods):
    top, inner = {}, {}
    for name, (path, is_pkg) in mods.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top[name], inner[name] = set(), []
        module_level = set(id(n) for n in tree.body)
        for stmt in ast.walk(tree):
            if not isinstance(stmt, (ast.Import, ast.ImportFrom)):
                continue
            targets = [t for t in _resolve(name, is_pkg, stmt, mods) if t in mods]
            if id(stmt) in module_level or _in_module_if_or_try(tree, stmt):
                top[name].update(targets)
            else:
                inner[name].extend((stmt.lineno, t) for t in targets)
    return top, inner


def _in_module_if_or_try(tree, stmt):
    for node in tree.body:
        if isinstance(node, (ast.If, ast.Try)):
            for sub in ast.walk(node):
                if sub is stmt:
                    return True
    return False


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


def test_no_import_cycles():
    top, _ = _imports(_modules())
    cycle = _cycle(top)
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_no_imports_inside_functions_but_the_lazy_cuda_side():
    _, inner = _imports(_modules())
    hidden = [f"{m}:{line} imports {t}" for m, items in sorted(inner.items()) for line, t in items
              if t not in LAZY and not any(t.startswith(p + ".") or t == p for p in LAZY)]
    assert not hidden, "imports inside functions:\n" + "\n".join(hidden)


def test_tensor_is_a_leaf():
    top, inner = _imports(_modules())
    deps = {t for t in top["tensorgen.core.tensor"]} | {t for _, t in inner["tensorgen.core.tensor"]}
    allowed = {"tensorgen", "tensorgen.core", "tensorgen.core.dtypes", "tensorgen.core.devices",
               "tensorgen.core.layouts", "tensorgen.core.names"}
    assert deps <= allowed, f"core/tensor.py imports {sorted(deps - allowed)}"


def test_folder_names_are_import_names():
    # runtime/ is the package root (pyproject's package-dir); every folder below
    # it is the subpackage of the same name, and has an __init__.py.
    for folder in (ROOT / "runtime").rglob("*"):
        if folder.is_dir() and folder.name != "__pycache__" and not folder.name.startswith("."):
            assert (folder / "__init__.py").exists(), f"{folder} is not a package"
