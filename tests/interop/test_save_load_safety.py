"""tg.save / tg.load against hostile files and unlucky paths: a bad
metadata entry, a device or a lying length is one RuntimeError naming the file,
read without end never; a save is all or nothing, keeps what is at the path
(a link, a device, a pipe, the old file's mode), and leaves no temporary file
behind even when the process is killed mid-write."""
import json
import os
import signal
import stat
import subprocess
import sys
import textwrap
import threading
import time

import numpy as np
import pytest
from safetensors import TensorSpec, serialize
from safetensors.numpy import save_file

import tensorgen as tg


def _with_metadata(path, ours):
    """A safetensors file with one tensor 'a' and tensorgen's metadata entry ``ours`` (JSON text)."""
    save_file({"a": np.arange(3, dtype=np.float32)}, str(path), metadata={"tensorgen": ours})
    return path


def _nested(depth):
    """tensorgen's metadata whose tree nests a tensor ``depth`` lists deep (JSON text: json.dumps would recurse)."""
    return '{"format": 2, "tree": ' + '{"l": [' * depth + '{"t": "a"}' + ']}' * depth + '}'


@pytest.mark.parametrize("ours,words", [
    ("[1, 2]", "not a mapping"),                                                   # the repros
    (json.dumps({"format": 2, "tree": {"t": "missing"}}), "does not hold"),
    (json.dumps({"format": 2, "tree": {}}), "not a mapping of one kind"),
    (_nested(5000), "nested"),
    (json.dumps({"format": 2, "tree": {"d": [[{"x": 1}, {"t": "a"}]]}}), "dict key"),
    (json.dumps({"format": 2, "tree": {"d": [1]}}), "[key, value] pairs"),
    (json.dumps({"format": 2, "tree": {"v": [1, 2]}}), "not one of"),
    (json.dumps({"format": 2, "tree": {"t": "a", "v": 1}}), "one kind"),
    (json.dumps({"format": 2, "tree": {"t": "a"}, "names": {"a": ["x", "y"]}}), "names of 'a'"),
    (json.dumps({"format": 2, "tree": {"t": "a"}, "names": {"b": ["x"]}}), "does not hold"),
    (json.dumps({"format": 2, "tree": {"t": "a"}, "names": {"a": ["1x"]}}), "Invalid name"),
    (json.dumps({"format": 1, "structure": {"w": "nope"}}), "does not hold"),
    (json.dumps({"format": 1, "order": "a"}), "no tree"),
    ("{not json", "JSONDecodeError"),
])
def test_bad_metadata_is_one_runtime_error_naming_the_file(tmp_path, ours, words):
    p = _with_metadata(tmp_path / "bad.safetensors", ours)
    with pytest.raises(RuntimeError, match="invalid tensorgen metadata") as e:
        tg.load(p)
    assert str(p) in str(e.value) and words in str(e.value), str(e.value)
    assert len(str(e.value)) < 500


def test_good_metadata_still_loads(tmp_path):
    p = _with_metadata(tmp_path / "ok.safetensors", json.dumps({"format": 2, "tree": {"l": [{"t": "a"}, {"v": 3}]}}))
    back = tg.load(p)
    assert back[0].tolist() == [0.0, 1.0, 2.0] and back[1] == 3


def test_a_device_is_refused_at_once():
    # the repro: tg.load("/dev/zero") read until memory ran out
    t0 = time.perf_counter()
    with pytest.raises(RuntimeError, match="'/dev/zero' is not a regular file"):
        tg.load("/dev/zero")
    with open("/dev/zero", "rb") as f, pytest.raises(RuntimeError, match="header too small"):
        tg.load(f)
    with open("/dev/urandom", "rb") as f, pytest.raises(RuntimeError, match="not a safetensors file"):
        tg.load(f)
    assert time.perf_counter() - t0 < 5


@pytest.mark.parametrize("blob,words", [
    (b"", "header too small"),
    (b"\x01\x00\x00\x00\x00\x00\x00\x00{", "header too small"),
    ((10 ** 9).to_bytes(8, "little") + b"{}", "larger than 100 MB"),
    ((1000).to_bytes(8, "little") + b"{}", "larger than the file"),
    ((2).to_bytes(8, "little") + b"[]", "not a mapping"),
    ((2).to_bytes(8, "little") + b"{{", "invalid header"),
])
def test_lying_lengths_are_refused_before_reading(tmp_path, blob, words):
    p = tmp_path / "lie.safetensors"
    p.write_bytes(blob)
    with pytest.raises(RuntimeError, match="not a safetensors file") as e:
        tg.load(p)
    assert words in str(e.value) and str(p) in str(e.value)


def test_tensors_past_the_end_are_refused(tmp_path):
    header = json.dumps({"a": {"dtype": "F32", "shape": [10 ** 9], "data_offsets": [0, 4 * 10 ** 9]}}).encode()
    blob = len(header).to_bytes(8, "little") + header + b"\0" * 16
    p = tmp_path / "short.safetensors"
    p.write_bytes(blob)
    with pytest.raises(RuntimeError, match="the file has"):
        tg.load(p)
    import io
    with pytest.raises(RuntimeError, match="truncated tensor data"):
        tg.load(io.BytesIO(blob))


# ---------------------------------------------------------------- save: paths
def test_a_missing_folder_is_pytorchs_error(tmp_path):
    # the repro: SafetensorError; torch: RuntimeError "Parent directory ... does not exist."
    with pytest.raises(RuntimeError, match=r"^Parent directory .*nowhere/deeper does not exist\.$"):
        tg.save(tg.ones(2), tmp_path / "nowhere" / "deeper" / "x.pt")


def test_a_directory_is_refused(tmp_path):
    with pytest.raises(RuntimeError, match="it is a directory"):
        tg.save(tg.ones(2), tmp_path)
    assert tmp_path.is_dir()


@pytest.mark.skipif(os.getuid() == 0, reason="root writes into a read-only folder")
def test_a_read_only_folder_is_a_runtime_error(tmp_path):
    ro = tmp_path / "ro"
    ro.mkdir()
    ro.chmod(0o555)
    try:
        with pytest.raises(RuntimeError, match="Permission denied"):
            tg.save(tg.ones(2), ro / "x.pt")
    finally:
        ro.chmod(0o755)


def _listing(folder):
    return sorted(p.name for p in folder.iterdir())


def test_a_file_size_limit_leaves_the_old_file(tmp_path):
    p = tmp_path / "ck.pt"
    tg.save({"w": tg.ones(3)}, p)
    old = p.read_bytes()
    code = textwrap.dedent(f'''
        import resource, tensorgen as tg
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))
        try:
            tg.save({{"w": tg.ones(100000)}}, {str(p)!r})
        except RuntimeError as e:
            print("RuntimeError:", e)
    ''')
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert "RuntimeError: tg.save: cannot write" in out.stdout and "File too large" in out.stdout, out
    assert p.read_bytes() == old and _listing(tmp_path) == ["ck.pt"]


def test_a_kill_mid_write_leaves_the_old_file_and_no_temporary(tmp_path):
    # the repro: a SIGKILL mid-write left a hidden temp file behind
    p = tmp_path / "ck.pt"
    tg.save({"w": tg.zeros(4)}, p)
    old = p.read_bytes()
    code = textwrap.dedent(f'''
        import sys, time
        import tensorgen as tg
        from tensorgen.interop import serialization as s
        real = s._write_file_bytes

        def slow(fh, header, order, arrays):
            fh.write(header)
            fh.flush()
            print("writing", flush=True)
            time.sleep(120)

        s._write_file_bytes = slow
        tg.save({{"w": tg.ones(1000)}}, {str(p)!r})
    ''')
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline().strip() == "writing"
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
    assert _listing(tmp_path) == ["ck.pt"] and p.read_bytes() == old


def test_a_link_is_followed_not_replaced(tmp_path):
    # the repro: the link became a regular file and its target kept the old data
    target = tmp_path / "real.pt"
    tg.save(tg.zeros(2), target)
    link = tmp_path / "link.pt"
    link.symlink_to(target)
    tg.save(tg.ones(3), link)
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert tg.load(target).tolist() == [1.0, 1.0, 1.0]
    dangling = tmp_path / "dangling.pt"
    dangling.symlink_to(tmp_path / "created.pt")
    tg.save(tg.ones(1), dangling)
    assert dangling.is_symlink() and tg.load(tmp_path / "created.pt").tolist() == [1.0]


def test_a_pipe_is_written_in_place(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got = []
    reader = threading.Thread(target=lambda: got.append(open(fifo, "rb").read()))
    reader.start()
    tg.save({"w": tg.arange(4.0)}, fifo)
    reader.join(timeout=60)
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    import io
    assert tg.load(io.BytesIO(got[0]))["w"].tolist() == [0.0, 1.0, 2.0, 3.0]


@pytest.mark.skipif(os.getuid() != 0, reason="making a device node needs root")
def test_a_character_device_is_written_in_place(tmp_path):
    # the issue: as root, saving to /dev/null replaced it with a regular file (here: a private copy of it)
    null = tmp_path / "null"
    os.mknod(null, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    tg.save(tg.ones(5), null)
    assert stat.S_ISCHR(os.stat(null).st_mode)


@pytest.mark.parametrize("umask,expected", [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_a_new_file_gets_the_umasks_mode(tmp_path, umask, expected):
    # the issue: new files got 0600 whatever the umask
    old = os.umask(umask)
    try:
        tg.save(tg.ones(2), tmp_path / "new.pt")
    finally:
        os.umask(old)
    assert stat.S_IMODE(os.stat(tmp_path / "new.pt").st_mode) == expected


def test_a_replaced_file_keeps_its_mode(tmp_path):
    p = tmp_path / "ck.pt"
    tg.save(tg.ones(2), p)
    p.chmod(0o640)
    tg.save(tg.zeros(2), p)
    assert stat.S_IMODE(os.stat(p).st_mode) == 0o640 and tg.load(p).tolist() == [0.0, 0.0]


def test_files_are_byte_for_byte_safetensors_own(tmp_path):
    dtypes = [tg.float32, tg.float64, tg.int64, tg.int32, tg.bfloat16, tg.float16, tg.int16, tg.int8, tg.uint8,
              tg.bool]
    sd = {f"k{i}.é": tg.ones(i % 3 + 1, dtype=dt) for i, dt in enumerate(dtypes)}
    sd["empty"] = tg.ones(0, 2)
    tg.save(sd, tmp_path / "ours.safetensors")
    ours = (tmp_path / "ours.safetensors").read_bytes()
    n = int.from_bytes(ours[:8], "little")
    meta = json.loads(ours[8:8 + n])["__metadata__"]
    keep, specs = [], {}
    for k, t in sd.items():
        a = np.ascontiguousarray(t._np)
        keep.append(a)
        specs[k] = TensorSpec(dtype=t.dtype.name, shape=list(a.shape), data_ptr=a.ctypes.data if a.size else 0,
                              data_len=a.nbytes)
    assert ours == serialize(specs, metadata=meta)


def test_save_refuses_a_container_holding_itself(tmp_path):
    loop = [tg.ones(1)]
    loop.append(loop)
    with pytest.raises(ValueError, match=r"obj\[1\] contains itself"):
        tg.save(loop, tmp_path / "x.pt")
    deep = tg.ones(1)
    for _ in range(200):
        deep = [deep]
    with pytest.raises(ValueError, match="nested more than 100 levels"):
        tg.save(deep, tmp_path / "x.pt")
    assert _listing(tmp_path) == []
