"""`import tensorgen` loads the libraries (tg.nn, tg.optim, ...) and optional
third-party modules (opt_einsum) on first use, not up front
(benchmarks/bench_startup.py times it); each is there when asked for."""
import subprocess
import sys
import textwrap

import numpy as np

import tensorgen as tg

LIBRARIES = ("nn", "optim", "linalg", "signal", "special", "utils", "distributed", "testing")


def _fresh(code):
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_import_leaves_the_libraries_to_first_use():
    out = _fresh(f"""
        import sys
        import tensorgen as tg
        print(sorted(n for n in {LIBRARIES!r} if "tensorgen." + n in sys.modules), "opt_einsum" in sys.modules)
        x = tg.arange(12.).reshape(4, 3)
        print(tg.pdist(x).tolist())  # an nn-registered composite rule loads nn first
        print("tensorgen.nn" in sys.modules, "tensorgen.optim" in sys.modules)
    """).splitlines()
    assert out[0] == "[] False"  # opt_einsum too: einsum imports it
    x = np.arange(12.).reshape(4, 3)
    want = [np.linalg.norm(x[i] - x[j]) for i in range(4) for j in range(i + 1, 4)]
    np.testing.assert_allclose(eval(out[1]), want, rtol=1e-6)
    assert out[2] == "True False"


def test_every_library_is_an_attribute_and_a_module():
    import importlib
    for name in LIBRARIES:
        mod = importlib.import_module(f"tensorgen.{name}")
        assert getattr(tg, name) is mod
        assert name in dir(tg)


def test_an_unknown_attribute_is_an_attribute_error():
    try:
        tg.no_such_library
    except AttributeError as e:
        assert "no_such_library" in str(e)
    else:
        raise AssertionError("tg.no_such_library did not raise")
    assert not hasattr(tg, "no_such_library")


def test_torch_alias_reaches_a_library_not_yet_loaded():
    out = _fresh("""
        import sys
        import tensorgen
        sys.modules["torch"] = tensorgen
        import torch.optim
        from torch import nn
        print(torch.optim is tensorgen.optim, nn is tensorgen.nn, isinstance(nn.Linear(2, 3), tensorgen.nn.Module))
    """)
    assert out.split() == ["True", "True", "True"]
