"""What the kernel cache trusts (runtime/backends/kernel_cache.py): a broken
entry is a miss that is recompiled and overwritten, never an error on every
later run; a folder or file someone else can write (or owns) is never read, so
a pickle planted there never runs.  Each case runs in fresh processes, as a
cache is about the next process."""
import json
import os
import pickle
import subprocess
import sys
import textwrap

import pytest

from tensorgen.backends import kernel_cache

MODULE = '''
import numpy as np
from tensorgen.backends.lazyjit import lazy_njit

_jit = lazy_njit(globals(), cache=True)


@_jit
def triple(a):
    out = np.empty_like(a)
    for i in range(a.size):
        out[i] = a[i] * 3.0
    return out
'''

RUN = '''
import json, sys, warnings
import numpy as np
sys.path.insert(0, sys.argv[1])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    import cachedkernels as m
    from tensorgen.backends.lazyjit import resolve
    r = m.triple(np.arange(4.0)).tolist()
k = resolve(m.triple)
print(json.dumps({"r": r, "hits": sum(k.stats.cache_hits.values()), "cached": getattr(k, "_cache", None) is not None
                  and type(k._cache).__name__ != "NullCache", "warned": [str(x.message) for x in w]}))
'''

# a pickle that, once loaded, creates the file named in it: what an attacker plants
PLANT = '''
import os, pickle, sys


class Plant:
    def __reduce__(self):
        return (open, (sys.argv[1], "w"))


sys.stdout.buffer.write(pickle.dumps(Plant()))
'''


@pytest.fixture
def src(tmp_path):
    folder = tmp_path / "src"
    folder.mkdir()
    (folder / "cachedkernels.py").write_text(MODULE)
    return folder


def _run(src, cache):
    env = dict(os.environ, TENSORGEN_CACHE_DIR=str(cache))
    out = subprocess.run([sys.executable, "-c", RUN, str(src)], env=env, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    r = json.loads(out.stdout.strip().splitlines()[-1])
    assert r["r"] == [0.0, 3.0, 6.0, 9.0]
    return r


def _files(cache, pattern):
    files = sorted(p for p in cache.rglob(pattern) if ".tmp." not in p.name)
    assert files, f"no {pattern} in {cache}"
    return files


def _filled(src, tmp_path):
    cache = tmp_path / "cache"
    assert _run(src, cache)["hits"] == 0
    assert _run(src, cache)["hits"] == 1
    return cache


@pytest.mark.parametrize("damage", ["empty", "truncated", "garbage", "numba's own format", "flipped"])
def test_a_broken_index_is_a_miss_then_rewritten(src, tmp_path, damage):
    cache = _filled(src, tmp_path)
    for index in _files(cache, "*.nbi"):
        data = index.read_bytes()
        index.write_bytes({"empty": b"", "truncated": data[:len(data) // 2], "garbage": os.urandom(300),
                           "numba's own format": pickle.dumps("0.68.1") + b"\x80\x05junk",
                           "flipped": data[:40] + bytes(b ^ 0xFF for b in data[40:104]) + data[104:]}[damage])
    r = _run(src, cache)  # the repro: _pickle.UnpicklingError here, on every run
    assert r["hits"] == 0 and r["cached"] and not r["warned"], r
    assert _run(src, cache)["hits"] == 1  # recompiled and overwritten


def test_flipped_bytes_in_compiled_code_are_a_miss_then_rewritten(src, tmp_path):
    cache = _filled(src, tmp_path)
    for data_file in _files(cache, "*.nbc"):
        data = bytearray(data_file.read_bytes())
        mid = len(data) // 2
        data[mid:mid + 64] = bytes(b ^ 0x5A for b in data[mid:mid + 64])  # the repro: 64 flipped bytes
        data_file.write_bytes(bytes(data))
    assert _run(src, cache)["hits"] == 0
    assert _run(src, cache)["hits"] == 1


def test_an_entry_that_does_not_rebuild_is_a_miss_then_rewritten(src, tmp_path):
    # intact file, but its content is not code LLVM can load: the failure comes from the rebuild itself
    cache = _filled(src, tmp_path)
    for index in _files(cache, "*.nbi"):
        _, _, overloads = pickle.loads(kernel_cache._unseal(index.read_bytes()))
        for key, name in overloads.items():
            entry = (kernel_cache._key_digest(key), ("not", "a", "compile result"))
            (index.parent / name).write_bytes(kernel_cache._seal(pickle.dumps(entry)))
    assert _run(src, cache)["hits"] == 0
    assert _run(src, cache)["hits"] == 1


def _plant(tmp_path, target, marker):
    """Replace ``target`` by a sealed pickle that creates ``marker`` when unpickled."""
    out = subprocess.run([sys.executable, "-c", PLANT, str(marker)], capture_output=True, timeout=60)
    target.write_bytes(kernel_cache._seal(out.stdout))


def test_a_folder_others_can_write_is_not_read(src, tmp_path):
    # the repro: TENSORGEN_CACHE_DIR on a shared folder, a pickle planted in an index
    cache = _filled(src, tmp_path)
    marker = tmp_path / "pwned"
    for index in _files(cache, "*.nbi"):
        _plant(tmp_path, index, marker)
    cache.chmod(0o777)
    try:
        r = _run(src, cache)
    finally:
        cache.chmod(0o700)
    assert not marker.exists()
    assert not r["cached"] and r["hits"] == 0  # compiled in memory
    assert any("writable by others" in w and "TENSORGEN_CACHE_DIR" in w for w in r["warned"]), r["warned"]


@pytest.mark.parametrize("how", ["writable by others", "a link", "owned by another user"])
def test_a_file_someone_else_could_have_written_is_not_read(src, tmp_path, how):
    cache = _filled(src, tmp_path)
    marker = tmp_path / "pwned"
    for index in _files(cache, "*.nbi"):
        if how == "a link":
            planted = tmp_path / "planted.nbi"
            _plant(tmp_path, planted, marker)
            index.unlink()
            index.symlink_to(planted)
        else:
            _plant(tmp_path, index, marker)
            if how == "writable by others":
                index.chmod(0o666)
            else:
                if os.getuid() != 0:
                    pytest.skip("giving a file to another user needs root")
                os.chown(index, 54321, 54321)
    r = _run(src, cache)
    assert not marker.exists()
    assert r["hits"] == 0 and r["cached"]  # a miss: compiled, and the entry written anew by this user
    if how != "a link":
        assert any("ignoring the kernel cache file" in w for w in r["warned"]), r["warned"]
    assert _run(src, cache)["hits"] == 1
    assert not marker.exists()


def test_cache_files_and_folders_are_private(src, tmp_path):
    old = os.umask(0o002)  # a group-writable umask must not make the cache untrusted by its own owner
    try:
        cache = _filled(src, tmp_path)
    finally:
        os.umask(old)
    for p in cache.rglob("*"):
        mode = p.stat().st_mode & 0o777
        assert not mode & 0o022, (p, oct(mode))


def test_the_seal_refuses_what_it_did_not_write():
    payload = pickle.dumps({"a": 1})
    sealed = kernel_cache._seal(payload)
    assert kernel_cache._unseal(sealed) == payload
    for bad in (b"", sealed[:-1], sealed[:10], payload, sealed[:-1] + bytes([sealed[-1] ^ 1]), None):
        assert kernel_cache._unseal(bad) is None


def test_an_unusable_folder_warns_once_and_names_why(tmp_path):
    code = textwrap.dedent('''
        import json, warnings
        warnings.simplefilter("always")
        with warnings.catch_warnings(record=True) as w:
            import tensorgen as tg
            x = (tg.arange(6, dtype=tg.float64) * 2).tolist()
            y = (tg.arange(6, dtype=tg.int32) + 1).tolist()
        print(json.dumps({"x": x, "warned": [str(m.message) for m in w if "kernel cache" in str(m.message)]}))
    ''')
    cache = tmp_path / "shared"
    cache.mkdir(mode=0o777)
    cache.chmod(0o777)
    env = dict(os.environ, TENSORGEN_CACHE_DIR=str(cache))
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    r = json.loads(out.stdout.strip().splitlines()[-1])
    assert r["x"] == [0.0, 2.0, 4.0, 6.0, 8.0, 10.0]
    assert len(r["warned"]) == 1 and "writable by others (mode 0o777)" in r["warned"][0], r["warned"]
    assert not any(cache.iterdir())  # nothing written into it either
