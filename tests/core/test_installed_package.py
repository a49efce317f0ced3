"""The package as installed: every source folder is a subpackage that imports,
and the codegen templates ship with it. CI runs this file against the wheel
installed in a fresh venv (.ci/run), where a folder the packaging missed
(tensorgen.sparse, say) fails here instead of at the user's first import."""
import importlib
from pathlib import Path

import tensorgen as tg

ROOT = Path(__file__).resolve().parents[2]
SOURCES = {"tensorgen": ROOT / "runtime", "tensorgen.codegen": ROOT / "codegen",
           "tensorgen.generated": ROOT / "generated"}


def _source_packages():
    names = []
    for pkg, folder in SOURCES.items():
        for init in sorted(folder.rglob("__init__.py")):
            rel = init.parent.relative_to(folder).parts
            if pkg == "tensorgen" and rel and rel[0] in ("codegen", "generated"):
                continue
            names.append(".".join((pkg,) + rel))
    return names


def test_every_source_folder_imports_as_a_subpackage():
    missing = []
    for name in _source_packages():
        try:
            importlib.import_module(name)
        except ImportError as e:
            missing.append(f"{name}: {e}")
    assert not missing, "\n".join(missing)


def test_the_codegen_templates_are_installed():
    from tensorgen import codegen
    templates = Path(codegen.__file__).resolve().parent / "templates"
    assert (templates / "pointwise.j2").is_file(), templates


def test_the_quickstart_calls_work():
    x = tg.tensor([[1.0, 2.0], [3.0, 4.0]])
    assert (x + x).sum().item() == 20.0
    assert tg.linalg.vector_norm(tg.tensor([3.0, 4.0])).item() == 5.0
    s = tg.sparse_coo_tensor([[0, 1], [1, 0]], [2.0, 3.0], (2, 2))
    assert s.to_dense().tolist() == [[0.0, 2.0], [3.0, 0.0]]
