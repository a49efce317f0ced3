"""A temporary copy of the source tree with extra ops.yaml entries, regenerated
by the copy's own generator and imported in a fresh interpreter: how the
"add an operator by editing YAML only" tests show that no Python edit is needed."""
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Puts the copy's tensorgen in sys.modules: runtime/ is the package, and its
# second search location (the tree root) supplies tensorgen.codegen and
# tensorgen.generated from the copy, ahead of the checkout's editable install.
IMPORT_COPY = """
import importlib.util, sys
from pathlib import Path
TREE = Path(sys.argv[1])
spec = importlib.util.spec_from_file_location(
    "tensorgen", TREE / "runtime" / "__init__.py",
    submodule_search_locations=[str(TREE / "runtime"), str(TREE)])
tg = importlib.util.module_from_spec(spec)
sys.modules["tensorgen"] = tg
spec.loader.exec_module(tg)
assert Path(tg.__file__).parent == TREE / "runtime", tg.__file__
"""


def run_in_tree(tree, code):
    """Run `code` (tensorgen imported from `tree` as `tg`) in a fresh interpreter."""
    env = {**os.environ, "NUMBA_ENABLE_CUDASIM": "1", "PYTHONDONTWRITEBYTECODE": "1"}
    return subprocess.run([sys.executable, "-c", IMPORT_COPY + textwrap.dedent(code), str(tree)],
                          capture_output=True, text=True, env=env, cwd=tree, timeout=600)


def make_tree(dst, extra_yaml):
    """Copy the tree to `dst`, append `extra_yaml` to its ops.yaml and regenerate there."""
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.nbi", "*.nbc")
    for d in ("codegen", "runtime", "generated"):
        shutil.copytree(ROOT / d, dst / d, ignore=ignore)
    if (ROOT / "docs").exists():
        shutil.copytree(ROOT / "docs", dst / "docs", ignore=ignore)
    (dst / "ops.yaml").write_text((ROOT / "ops.yaml").read_text(encoding="utf-8") + extra_yaml, encoding="utf-8")
    r = run_in_tree(dst, """
        import tensorgen.codegen.__main__ as cli
        assert Path(cli.__file__).parent == TREE / "codegen", cli.__file__
        sys.exit(cli.main([]))
    """)
    assert r.returncode == 0, r.stderr + r.stdout
    return r
