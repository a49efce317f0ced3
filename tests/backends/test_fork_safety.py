"""Processes and threads after a parallel kernel has run: a forked
child (multiprocessing's pool, data-loader workers) works, and threads
launching parallel kernels at once do not abort the process
(runtime/backends/threading_layer.py).  Each case runs in a fresh process
that forces the parallel (prange) kernels, whatever the machine's load."""
import json
import os
import subprocess
import sys
import textwrap

PRELUDE = '''
import json, os, sys
import tensorgen as tg
from tensorgen.backends import cpu_load
cpu_load.cores_free = lambda threads: True   # the prange twins, even on a busy machine
N = 1 << 21                                  # at least cpu_load's threshold


def work(i):
    x = tg.arange(N, dtype=tg.float64) * (i + 1)
    return float((x + 1).sum())


def expected(i):
    return float((i + 1) * (N - 1) * N / 2 + N)


assert work(0) == expected(0)  # a parallel kernel has run in the parent
'''


def _run(body, env=None):
    code = PRELUDE + textwrap.dedent(body)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600,
                         env={**os.environ, **(env or {})})
    assert out.returncode == 0, out.stdout + out.stderr
    assert "Terminating" not in out.stderr, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_a_forked_child_runs_parallel_kernels():
    # the repro: "fork() called from a process already using GNU OpenMP" killed the child
    r = _run('''
        pid = os.fork()
        if pid == 0:
            os._exit(0 if work(1) == expected(1) else 3)
        _, status = os.waitpid(pid, 0)
        print(json.dumps({"status": status}))
    ''')
    assert r["status"] == 0


def test_a_multiprocessing_pool_over_tensors():
    r = _run('''
        import multiprocessing as mp

        def scaled(t):  # a tensor in, a tensor out: both pickled (runtime/interop/pickling.py)
            return (t * 2, os.getpid())

        with mp.get_context("fork").Pool(2) as pool:
            got = pool.map(work, range(4))
            tensors = [tg.arange(6.0).reshape(2, 3).t(), tg.tensor([1.5, -2.0], dtype=tg.bfloat16),
                       tg.ones(2, 2, names=("a", "b")), tg.arange(N, dtype=tg.float64)]
            out = pool.map(scaled, tensors)
        print(json.dumps({"got": got, "want": [expected(i) for i in range(4)],
                          "values": [o.tolist() == (t * 2).tolist() for (o, _), t in zip(out, tensors)],
                          "meta": [[str(o.dtype), list(o.names), list(o.stride())] for o, _ in out[:3]],
                          "in_children": all(pid != os.getpid() for _, pid in out)}))
    ''')
    assert r["got"] == r["want"]
    assert r["values"] == [True] * 4 and r["in_children"]
    assert r["meta"] == [["tensorgen.float32", [None, None], [1, 3]], ["tensorgen.bfloat16", [None], [1]],
                         ["tensorgen.float32", ["a", "b"], [2, 1]]]


def test_a_data_loader_with_two_workers():
    r = _run('''
        from tensorgen.utils.data import DataLoader, Dataset, TensorDataset

        class Computed(Dataset):  # each item runs a parallel kernel, in the worker process that loads it
            def __len__(self):
                return 4

            def __getitem__(self, i):
                assert os.getpid() != parent
                return tg.tensor(work(i))

        parent = os.getpid()

        xs, ys = tg.arange(12.0).reshape(6, 2), tg.arange(6)
        plain = [[b.tolist() for b in batch] for batch in DataLoader(TensorDataset(xs, ys), batch_size=4)]
        workers = [[b.tolist() for b in batch]
                   for batch in DataLoader(TensorDataset(xs, ys), batch_size=4, num_workers=2)]
        computed = [t.tolist() for t in DataLoader(Computed(), batch_size=2, num_workers=2)]
        print(json.dumps({"plain": plain, "workers": workers, "computed": computed,
                          "want": [[expected(0), expected(1)], [expected(2), expected(3)]]}))
    ''')
    assert r["workers"] == r["plain"]
    assert r["computed"] == r["want"]


def test_threads_launch_parallel_kernels_at_once():
    r = _run('''
        import threading
        got = {}

        def run(i):
            got[i] = [work(i) for _ in range(3)]

        threads = [threading.Thread(target=run, args=(i,)) for i in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        print(json.dumps({"ok": all(got[i] == [expected(i)] * 3 for i in range(4))}))
    ''')
    assert r["ok"]


def test_numba_never_defaults_to_gnu_openmp():
    r = _run('''
        import numba
        from tensorgen.backends import threading_layer
        print(json.dumps({"layer": numba.threading_layer(), "chosen": threading_layer.LAYER}))
    ''')
    assert r["layer"] == r["chosen"] and r["layer"] in ("tbb", "workqueue")
    # a layer the user chose is kept
    r = _run('''
        import numba
        print(json.dumps({"layer": numba.threading_layer()}))
    ''', env={"NUMBA_THREADING_LAYER": "workqueue"})
    assert r["layer"] == "workqueue"
