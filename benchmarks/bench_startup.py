"""Start-up time: ``import tensorgen`` plus a first ``add``, ``sum``, integer
``matmul`` and ``softmax``, each measured in a fresh Python process, against
``import torch`` (and torch doing the same four calls).

    .venv/bin/python benchmarks/bench_startup.py [--repeat 5] [--edit-op sub]

Runs on a temporary copy of the package (runtime/, codegen/, generated/ and
ops.yaml) with its own kernel cache folder (TENSORGEN_CACHE_DIR), so nothing
here touches this checkout or the user's cache:

- cold: an empty cache folder (every kernel compiles);
- warm: the same folder again;
- after edit: one operator's kernel expression edited in the copy's ops.yaml
  and generated/ regenerated (``python -m tensorgen.codegen``), as after a
  one-op change; only that operator's kernels are stale.

Times are in-process (first import to last result) and whole-process wall time
(interpreter start included); warm and edit rows give the median of --repeat
runs (the edit is redone with a new expression before each).
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD_TG = r'''
import json, time
t0 = time.perf_counter()
import tensorgen as tg
t1 = time.perf_counter()
a = tg.ones(64, 64)
b = tg.arange(64 * 64).reshape(64, 64)
r = (a + a, a.sum(), b @ b.t(), tg.softmax(a, dim=-1))
t2 = time.perf_counter()
assert float(r[1]) == 4096.0 and int(r[2][0, 0]) == sum(i * i for i in range(64))
print(json.dumps({"import": t1 - t0, "total": t2 - t0, "file": tg.__file__}))
'''

CHILD_TORCH = r'''
import json, time
t0 = time.perf_counter()
import torch
t1 = time.perf_counter()
a = torch.ones(64, 64)
b = torch.arange(64 * 64).reshape(64, 64)
r = (a + a, a.sum(), b @ b.t(), torch.softmax(a, dim=-1))
t2 = time.perf_counter()
print(json.dumps({"import": t1 - t0, "total": t2 - t0, "file": torch.__file__}))
'''


def make_copy(dst):
    pkg = dst / "pkg" / "tensorgen"
    ignore = shutil.ignore_patterns("__pycache__")
    shutil.copytree(ROOT / "runtime", pkg, ignore=ignore)
    shutil.copytree(ROOT / "codegen", pkg / "codegen", ignore=ignore)
    shutil.copytree(ROOT / "generated", pkg / "generated", ignore=ignore)
    shutil.copy(ROOT / "ops.yaml", dst / "ops.yaml")
    return dst / "pkg"


def child(code, env, cwd):
    t0 = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd=cwd, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    if out.returncode != 0:
        raise SystemExit(f"child process failed:\n{out.stderr}")
    r = json.loads(out.stdout.strip().splitlines()[-1])
    r["wall"] = wall
    return r


def edit_op(yaml_path, text, op, n):
    """Write ``text`` (ops.yaml) to yaml_path with op's `kernel:` expression rewritten to an
    equivalent one that differs for each n."""
    m = re.search(rf"^- func: {re.escape(op)}\(.*?^  kernel: (.+?)$", text, re.S | re.M)
    if not m:
        raise SystemExit(f"--edit-op: no pointwise entry `{op}` with a one-line kernel: in ops.yaml")
    # an equivalent expression whose bytecode differs for each n (parentheses alone would not)
    new = "(" * (n + 1) + m.group(1) + ") * 1" * (n + 1)
    yaml_path.write_text(text[:m.start(1)] + new + text[m.end(1):])
    return new


def regenerate(copy_root, pkg, env):
    out = subprocess.run([sys.executable, "-m", "tensorgen.codegen", "--spec", str(copy_root / "ops.yaml"),
                          "--out", str(pkg / "tensorgen" / "generated"), "--docs", str(copy_root / "docs")],
                         env=env, cwd=copy_root, capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit(f"regeneration failed:\n{out.stderr}")


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--repeat", type=int, default=5, help="runs per warm / after-edit / torch row (median)")
    p.add_argument("--edit-op", default="sub", help="pointwise operator whose kernel the edit changes")
    a = p.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="tg-startup-") as tmp:
        tmp = Path(tmp)
        pkg = make_copy(tmp)
        env = dict(os.environ, PYTHONPATH=str(pkg), TENSORGEN_CACHE_DIR=str(tmp / "cache"))
        rows = {}
        cold = child(CHILD_TG, env, tmp)
        assert cold["file"].startswith(str(pkg)), cold["file"]  # the copy, not this checkout
        rows["tensorgen, cold cache"] = [cold]
        rows["tensorgen, warm cache"] = [child(CHILD_TG, env, tmp) for _ in range(a.repeat)]
        edits = []
        pristine = (tmp / "ops.yaml").read_text()
        for n in range(a.repeat):
            new = edit_op(tmp / "ops.yaml", pristine, a.edit_op, n)
            regenerate(tmp, pkg, env)
            kernels = (pkg / "tensorgen" / "generated" / "kernels_cpu.py").read_text()
            assert new in kernels, "the edit did not reach generated/kernels_cpu.py"
            edits.append(child(CHILD_TG, env, tmp))
        rows[f"tensorgen, after a one-op edit ({a.edit_op})"] = edits
        try:
            rows["torch (import + same 4 calls)"] = [child(CHILD_TORCH, env, tmp) for _ in range(a.repeat)]
        except SystemExit:
            rows["torch (not installed)"] = []
    print(f"{'start-up (fresh process)':<44} {'import':>8} {'+4 calls':>9} {'process':>8}  runs")
    for name, rs in rows.items():
        if not rs:
            print(f"{name:<44} {'-':>8} {'-':>9} {'-':>8}  0")
            continue
        med = {k: statistics.median(r[k] for r in rs) for k in ("import", "total", "wall")}
        print(f"{name:<44} {med['import']:>7.2f}s {med['total']:>8.2f}s {med['wall']:>7.2f}s  {len(rs)}")
    print("import: `import tensorgen`/`import torch`; +4 calls: import and a first add, sum, int64 matmul and "
          "softmax (64x64); process: the whole child process. Medians.")


if __name__ == "__main__":
    main()
