"""The per-user, per-kernel compile cache (runtime/backends/kernel_cache.py):
where it lives, what invalidates an entry, and that an unwritable folder only
costs compile time.  Processes are fresh ones (subprocess), as a cache is about
the next process."""
import json
import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import tensorgen as tg
from tensorgen.backends import kernel_cache

MODULE = '''
import numpy as np
from tensorgen.backends.lazyjit import lazy_njit

_jit = lazy_njit(globals(), cache=True, error_model="numpy")
SCALE = {scale}
{padding}

@_jit
def helper(x):
    return x * SCALE


@_jit
def twice(a):
    out = np.empty_like(a)
    for i in range(a.size):
        out[i] = helper(a[i]) + {bias}
    return out


@_jit
def other(a):
    return a.sum() + {other}
'''

RUN = '''
import json, sys
import numpy as np
sys.path.insert(0, sys.argv[1])
import mykernels as m
from tensorgen.backends.lazyjit import resolve
a = np.arange(4.0)
r = {"twice": m.twice(a).tolist(), "other": float(m.other(a))}
r["hits"] = {n: sum(resolve(getattr(m, n)).stats.cache_hits.values()) for n in ("twice", "other")}
print(json.dumps(r))
'''


def _write(folder, scale=2.0, bias=1.0, other=0.0, padding=""):
    (folder / "mykernels.py").write_text(MODULE.format(scale=scale, bias=bias, other=other, padding=padding))
    for p in folder.glob("__pycache__/*"):
        p.unlink()


def _run(folder, cache_dir, code=RUN, hashseed="0"):
    env = dict(os.environ, TENSORGEN_CACHE_DIR=str(cache_dir), PYTHONHASHSEED=hashseed)
    out = subprocess.run([sys.executable, "-c", code, str(folder)], env=env, capture_output=True,
                         text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1]), out.stderr


def test_cache_root_follows_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv(kernel_cache.ENV, str(tmp_path / "c"))
    assert kernel_cache.cache_root() == str(tmp_path / "c")
    monkeypatch.delenv(kernel_cache.ENV)
    root = kernel_cache.cache_root()
    assert root.endswith("tensorgen") or "tensorgen" in root.split(os.sep)
    assert not root.startswith(os.path.dirname(tg.__file__))  # never inside the installed package


def test_a_kernel_is_loaded_by_the_next_process(tmp_path):
    src, cache = tmp_path / "src", tmp_path / "cache"
    src.mkdir()
    _write(src)
    first, _ = _run(src, cache)
    assert first["twice"] == [1.0, 3.0, 5.0, 7.0] and first["other"] == 6.0
    assert first["hits"] == {"twice": 0, "other": 0}
    assert list(cache.rglob("*.nbi")), "nothing was written to the cache folder"
    second, _ = _run(src, cache, hashseed="12345")  # keys must not depend on string hashing
    assert second["twice"] == first["twice"]
    assert second["hits"] == {"twice": 1, "other": 1}


def test_an_edit_recompiles_only_what_it_reaches(tmp_path):
    src, cache = tmp_path / "src", tmp_path / "cache"
    src.mkdir()
    _write(src)
    _run(src, cache)
    # lines shifted, nothing else: every entry still valid
    _write(src, padding="\n\n\n# moved down\n")
    r, _ = _run(src, cache)
    assert r["hits"] == {"twice": 1, "other": 1}
    # `other` edited: `twice` still loads
    _write(src, padding="\n\n\n# moved down\n", other=1.0)
    r, _ = _run(src, cache)
    assert r["other"] == 7.0 and r["hits"] == {"twice": 1, "other": 0}
    # a helper `twice` calls edited: `twice` recompiles, and its result is the new one
    _write(src, padding="\n\n\n# moved down\n", other=1.0, scale=3.0)
    r, _ = _run(src, cache)
    assert r["twice"] == [1.0, 4.0, 7.0, 10.0] and r["hits"] == {"twice": 0, "other": 1}
    # a constant it reads edited the same way
    _write(src, padding="\n\n\n# moved down\n", other=1.0, scale=3.0, bias=2.0)
    r, _ = _run(src, cache)
    assert r["twice"] == [2.0, 5.0, 8.0, 11.0] and r["hits"]["twice"] == 0


def test_keys_see_options_and_ignore_line_numbers():
    ns = {}
    exec(compile("def f(x):\n    return x + 1\n", "<a>", "exec"), ns)
    ns2 = {}
    exec(compile("\n\n\ndef f(x):\n    return x + 1\n", "<b>", "exec"), ns2)
    assert kernel_cache.function_key(ns["f"], {}) == kernel_cache.function_key(ns2["f"], {})
    ns3 = {}
    exec(compile("def f(x):\n    return x + 1\n", "<c>", "exec"), ns3)
    assert kernel_cache.function_key(ns3["f"], {"fastmath": True}) != kernel_cache.function_key(ns["f"], {})


def test_unwritable_folder_still_computes(tmp_path):
    blocker = tmp_path / "a_file"
    blocker.write_text("not a folder")
    code = textwrap.dedent('''
        import json, sys, warnings
        warnings.simplefilter("always")
        with warnings.catch_warnings(record=True) as w:
            import tensorgen as tg
            x = tg.arange(6, dtype=tg.float64) + 1.5
        print(json.dumps({"x": x.tolist(), "warned": [str(m.message) for m in w]}))
    ''')
    r, _ = _run(tmp_path, blocker / "sub", code=code)
    np.testing.assert_array_equal(r["x"], np.arange(6) + 1.5)
    assert any("cannot write the kernel cache folder" in m and "TENSORGEN_CACHE_DIR" in m for m in r["warned"])
    assert blocker.read_text() == "not a folder"


def test_generated_kernels_use_the_folder(tmp_path):
    code = textwrap.dedent('''
        import json
        import tensorgen as tg
        from tensorgen.backends.lazyjit import resolve
        from tensorgen.generated import kernels_cpu
        x = tg.arange(5, dtype=tg.int32) * 3
        print(json.dumps({"x": x.tolist(), "path": resolve(kernels_cpu.mul_1d)._cache.cache_path}))
    ''')
    r, _ = _run(tmp_path, tmp_path / "cache", code=code)
    assert r["x"] == [0, 3, 6, 9, 12]
    assert r["path"].startswith(str(tmp_path / "cache"))


def test_index_never_mixes_signatures(tmp_path):
    """Two processes saving signatures of one kernel at once (xdist workers) may each
    write an index without the other's entry; an entry must never lead to another
    signature's machine code."""
    index = kernel_cache.KernelCache.index_class
    idx = index(cache_path=str(tmp_path), filename_base="k-abc.py311", source_stamp="s")
    idx.save(("sig1", "cpu"), "code for sig1")
    idx.save(("sig2", "cpu"), "code for sig2")
    assert idx.load(("sig1", "cpu")) == "code for sig1" and idx.load(("sig2", "cpu")) == "code for sig2"
    assert len(list(tmp_path.glob("*.nbc"))) == 2  # one data file per signature, named by its key
    # an index pointing sig2 at sig1's data file (what a lost race does to Numba's numbering)
    overloads = idx._load_index()
    overloads[("sig2", "cpu")] = overloads[("sig1", "cpu")]
    idx._save_index(overloads)
    assert idx.load(("sig2", "cpu")) is None  # refused: recompiled, not mixed up
    assert idx.load(("sig1", "cpu")) == "code for sig1"
    # a half-written data file reads as a miss
    name = overloads[("sig1", "cpu")]
    (tmp_path / name).write_bytes(b"\x80\x05garbage")
    assert idx.load(("sig1", "cpu")) is None
    # another source stamp (the kernel's code changed): nothing from the old one
    idx2 = index(cache_path=str(tmp_path), filename_base="k-abc.py311", source_stamp="t")
    assert idx2.load(("sig2", "cpu")) is None


def test_cuda_kernels_get_the_same_cache(tmp_path):
    """On a GPU the @cuda.jit kernels are cached the same way (runtime/backends/
    kernel_cache_cuda.py).  Compiling needs a GPU; making the caches does not, so
    a process without the simulator checks they are attached, located and keyed."""
    code = textwrap.dedent('''
        import json, sys
        try:
            from numba.cuda.dispatcher import CUDADispatcher  # noqa: F401
        except Exception as e:  # numba-cuda cannot load its real backend here
            print(json.dumps({"skip": repr(e)})); sys.exit(0)
        from tensorgen.generated import kernels_cuda as k
        from tensorgen.backends import kernel_cache_cuda as kc
        n = kc.attach_module(k)
        c = k.add_kernel._cache
        idx = c._cache_file
        idx.save(("sig", "sm_90"), "ptx")
        print(json.dumps({"n": n, "cls": type(c).__name__, "path": c.cache_path, "base": c._impl.filename_base,
                          "device_fn": type(getattr(k._add, "_cache", None)).__name__,
                          "load": idx.load(("sig", "sm_90")), "lcs": c.is_launch_config_sensitive()}))
    ''')
    env = dict(os.environ, TENSORGEN_CACHE_DIR=str(tmp_path), NUMBA_ENABLE_CUDASIM="0")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    r = json.loads(out.stdout.strip().splitlines()[-1])
    if "skip" in r:
        pytest.skip(f"numba-cuda's real backend does not load here: {r['skip']}")
    assert r["n"] > 50 and r["cls"] == "KernelCUDACache"
    assert r["path"].startswith(str(tmp_path / "cuda")) and r["base"].startswith("kernels_cuda.add_kernel-")
    assert r["device_fn"] != "KernelCUDACache"
    assert r["load"] == "ptx" and r["lcs"] is False


def _precompile(tmp_path, *args):
    env = dict(os.environ, TENSORGEN_CACHE_DIR=str(tmp_path / "cache"))
    return subprocess.run([sys.executable, "-m", "tensorgen.precompile", *args], env=env, capture_output=True,
                          text=True, timeout=900)


def test_precompile_fills_the_cache_for_the_next_process(tmp_path):
    out = _precompile(tmp_path, "--ops", "mul", "--dtypes", "int16")
    assert out.returncode == 0, out.stderr
    assert "precompiled" in out.stdout and "tensorgen precompile" in out.stderr  # the tqdm bar
    code = textwrap.dedent('''
        import json
        import tensorgen as tg
        from tensorgen.backends.lazyjit import resolve
        from tensorgen.generated import kernels_cpu as k
        a = tg.arange(6, dtype=tg.int16).reshape(2, 3)
        r = (a * a).tolist(), (a.t() * a.t()).tolist()
        hits = {n: sum(resolve(getattr(k, n)).stats.cache_hits.values()) for n in ("mul_1d", "mul_nd")}
        misses = {n: sum(resolve(getattr(k, n)).stats.cache_misses.values()) for n in ("mul_1d", "mul_nd")}
        print(json.dumps({"r": r, "hits": hits, "misses": misses}))
    ''')
    r, _ = _run(tmp_path, tmp_path / "cache", code=code)
    assert r["r"][0] == [[0, 1, 4], [9, 16, 25]]
    assert r["hits"]["mul_1d"] >= 1 and r["misses"] == {"mul_1d": 0, "mul_nd": 0}


def test_precompile_errors(tmp_path):
    out = _precompile(tmp_path, "--ops", "no_such_op", "--quiet")
    assert out.returncode != 0 and "unknown operator(s) no_such_op" in out.stderr
    out = _precompile(tmp_path, "--dtypes", "float128", "--quiet")
    assert out.returncode != 0 and "unknown dtype(s) float128" in out.stderr
    assert os.environ.get("NUMBA_ENABLE_CUDASIM") == "1"  # conftest: the simulator, where cuda compiles nothing
    out = _precompile(tmp_path, "--device", "cuda", "--quiet")
    assert out.returncode != 0 and "--device cuda needs a CUDA GPU" in out.stderr
