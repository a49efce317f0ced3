"""Start-up time: a fresh Python process that imports tensorgen and runs a
first ``add``, ``sum``, integer ``matmul`` and ``softmax`` with a warm kernel
cache, against the floor any Numba library pays, a bare ``import numpy, numba``
(and against ``import torch`` doing the same four calls).

    .venv/bin/python benchmarks/bench_startup.py [--rounds 7] [--compare /other/checkout] [--quick]

Runs on temporary copies of the package (runtime/, codegen/, generated/ and
ops.yaml) with their own kernel cache folders (TENSORGEN_CACHE_DIR), so nothing
here touches a checkout or the user's cache. Every measured process is a fresh
interpreter; the candidates run interleaved, one of each per round, and the
table gives medians over the rounds, the ratio column the median of the
per-round ratios of whole-process times to the floor's (this machine drifts).

- warm: the copy's modules byte-compiled, as ``pip install`` leaves a package
  (and as Python leaves it after the first import), and its kernels cached;
- no bytecode: the same, with no ``.pyc`` and PYTHONDONTWRITEBYTECODE=1, so every
  process compiles tensorgen's sources (a read-only or bytecode-less install);
- numpy, numba + a cached @njit: the floor plus Numba's own first-call costs
  (its array support imported, its runtime compiled, one cached function
  loaded), which any Numba library pays on its first kernel call;
- cold: an empty cache folder (every kernel compiles; one run);
- after edit: one operator's kernel expression edited in the copy's ops.yaml
  and generated/ regenerated, as after a one-op change (only that operator's
  kernels are stale).

``--compare DIR`` adds another checkout's warm row to the same rounds (a
before/after table from one run). ``--quick`` is the tiny run CI makes: two
rounds, no cold, no-bytecode or edit rows.
"""
import argparse
import compileall
import importlib.util
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

CHILD_FLOOR = r'''
import json, time
t0 = time.perf_counter()
import numpy, numba
t1 = time.perf_counter()
print(json.dumps({"import": t1 - t0, "total": t1 - t0, "file": numba.__file__}))
'''

# Numba's own first-call costs (its array support imported, its runtime compiled, a
# cached function loaded): what any Numba library pays on top of the floor
NJIT_MODULE = """
import numba

@numba.njit(cache=True)
def add_sum(a, b):
    return (a + b).sum()
"""

CHILD_NJIT = r'''
import json, time
t0 = time.perf_counter()
import numpy, numba
import njit_module
t1 = time.perf_counter()
a = numpy.ones((64, 64))
r = njit_module.add_sum(a, a)
t2 = time.perf_counter()
assert r == 8192.0
print(json.dumps({"import": t1 - t0, "total": t2 - t0, "file": njit_module.__file__}))
'''

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


def make_copy(src, dst, bytecode):
    pkg = dst / "pkg" / "tensorgen"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(src / "runtime", pkg, ignore=ignore)
    shutil.copytree(src / "codegen", pkg / "codegen", ignore=ignore)
    shutil.copytree(src / "generated", pkg / "generated", ignore=ignore)
    shutil.copy(src / "ops.yaml", dst / "ops.yaml")
    if bytecode:
        compileall.compile_dir(pkg, quiet=1)
    return dst / "pkg"


class Candidate:
    """One row: the child's code and environment, and its runs."""

    def __init__(self, name, code, env, cwd, file_prefix=None):
        self.name, self.code, self.env, self.cwd, self.file_prefix = name, code, env, cwd, file_prefix
        self.runs = []

    def run(self):
        r = child(self.code, self.env, self.cwd)
        if self.file_prefix is not None:
            assert r["file"].startswith(self.file_prefix), (self.name, r["file"])  # the copy, not a checkout
        self.runs.append(r)
        return r


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


def tg_candidate(name, src, tmp, bytecode):
    pkg = make_copy(src, tmp, bytecode)
    env = dict(os.environ, PYTHONPATH=str(pkg), TENSORGEN_CACHE_DIR=str(tmp / "cache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if not bytecode:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    return Candidate(name, CHILD_TG, env, tmp, str(pkg)), pkg


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--rounds", type=int, default=7, help="interleaved rounds (median)")
    p.add_argument("--compare", type=Path, action="append", default=[],
                   help="another checkout whose warm start-up runs in the same rounds")
    p.add_argument("--edit-op", default="sub", help="pointwise operator whose kernel the edit changes")
    p.add_argument("--quick", action="store_true", help="2 rounds; warm rows only (CI's smoke run)")
    a = p.parse_args(argv)
    rounds = 2 if a.quick else a.rounds
    with tempfile.TemporaryDirectory(prefix="tg-startup-") as tmp:
        tmp = Path(tmp)
        env0 = dict(os.environ)
        env0.pop("PYTHONDONTWRITEBYTECODE", None)
        floor = Candidate("import numpy, numba (the floor)", CHILD_FLOOR, env0, tmp)
        warm, pkg = tg_candidate("tensorgen, warm", ROOT, tmp / "this", True)
        others = [tg_candidate(f"tensorgen, warm: {d}", d.resolve(), tmp / f"compare{i}", True)[0]
                  for i, d in enumerate(a.compare)]
        cands = [floor, warm] + others
        if not a.quick:
            cands.append(tg_candidate("tensorgen, warm, no bytecode", ROOT, tmp / "nobytecode", False)[0])
            (tmp / "njit").mkdir()
            (tmp / "njit" / "njit_module.py").write_text(NJIT_MODULE)
            njit_env = dict(env0, PYTHONPATH=str(tmp / "njit"), NUMBA_CACHE_DIR=str(tmp / "njit" / "cache"))
            cands.insert(1, Candidate("numpy, numba + a cached @njit add-and-sum", CHILD_NJIT, njit_env, tmp,
                                      str(tmp / "njit")))
        torch = Candidate("torch (import + same 4 calls)", CHILD_TORCH, env0, tmp)
        if importlib.util.find_spec("torch") is not None:
            cands.append(torch)
        # the first run of each copy fills its kernel cache (the @njit row: Numba's own)
        first = {c.name: child(c.code, c.env, c.cwd) for c in cands[1:] if c is not torch}
        for _ in range(rounds):
            for c in cands:
                c.run()
        rows = [(c.name, c.runs, [x["wall"] / f["wall"] for x, f in zip(c.runs, floor.runs)]) for c in cands]
        if not a.quick:
            cold = first[warm.name]
            rows.insert(cands.index(warm) + 1,
                        ("tensorgen, cold kernel cache", [cold], [cold["wall"] / floor.runs[0]["wall"]]))
            edits = []
            pristine = (tmp / "this" / "ops.yaml").read_text()
            for n in range(min(rounds, 3)):
                new = edit_op(tmp / "this" / "ops.yaml", pristine, a.edit_op, n)
                regenerate(tmp / "this", pkg, warm.env)
                kernels = (pkg / "tensorgen" / "generated" / "kernels_cpu.py").read_text()
                assert new in kernels, "the edit did not reach generated/kernels_cpu.py"
                # (not the rows' runs: the warm and floor rows stay the interleaved rounds alone)
                f = child(floor.code, floor.env, floor.cwd)
                edits.append((child(warm.code, warm.env, warm.cwd), f))
            rows.append((f"tensorgen, after a one-op edit ({a.edit_op})", [e for e, _ in edits],
                         [e["wall"] / f["wall"] for e, f in edits]))
    print(f"{'start-up (fresh process)':<52} {'import':>8} {'+4 calls':>9} {'process':>8} {'/floor':>7}  runs")
    for name, rs, ratios in rows:
        med = {k: statistics.median(r[k] for r in rs) for k in ("import", "total", "wall")}
        print(f"{name:<52} {med['import']:>7.2f}s {med['total']:>8.2f}s {med['wall']:>7.2f}s "
              f"{statistics.median(ratios):>6.2f}x  {len(rs)}")
    print("import: the imports alone; +4 calls: the imports and a first add, sum, int64 matmul and softmax "
          "(64x64), in-process; process: the whole child process (interpreter start included); /floor: "
          "median over rounds of process time / the same round's floor process time.")


if __name__ == "__main__":
    main()
