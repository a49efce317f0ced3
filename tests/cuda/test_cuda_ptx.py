"""tools/ptx_check.py, the CI step compiling every CUDA kernel for real GPUs:
it compiles a good kernel signature and reports a bad one by kernel, op and
argument types. Needs the CUDA compiler libraries (NVVM and NVRTC, from
pip install ".[ptx]"): when a trivial kernel cannot be compiled, whatever the
reason (numba-cuda missing, libnvvm or libnvrtc not found, an old toolkit), the
test is skipped with the install command. Runs in a subprocess because this
process has numba.cuda's simulator loaded."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

TOOLS = Path(__file__).resolve().parents[2] / "tools"

SCRIPT = """
import sys
sys.path.insert(0, {tools!r})
import ptx_check
from numba import types
try:  # the compiler itself, end to end: NVVM and NVRTC are found and work
    from numba import cuda

    def _probe(x):
        x[0] = 1.0
    cuda.compile_ptx(_probe, (types.float64[:],), cc=(9, 0))
except Exception as e:  # noqa: BLE001 - any way the toolchain is missing
    print("NO CUDA COMPILER", type(e).__name__, e)
    sys.exit(3)
a = types.Array(types.float64, 1, "C")
i = types.int64
record = {{"launches": {{
    ("tensorgen.generated.kernels_cuda", "add_flat", (a, i, i, a, i, i, a, i, i, types.float64)): {{"add[float64]"}},
    # bitwise ops on float arrays: a typing error NVVM never sees
    ("tensorgen.generated.kernels_cuda", "bitwise_and_flat", (a, i, i, a, i, i, a, i, i)): {{"bitwise_and[float64]"}},
}}}}
compiled, failures, missing = ptx_check._compile(record, ["90"], False, 0)
print("COMPILED", compiled, "FAILED", len(failures))
print(failures[0] if failures else "")
"""


def test_ptx_check_compiles_and_names_failures():
    env = {k: v for k, v in os.environ.items() if k != "NUMBA_ENABLE_CUDASIM"}
    r = subprocess.run([sys.executable, "-c", SCRIPT.format(tools=str(TOOLS))], env=env, capture_output=True,
                       text=True, timeout=600)
    if r.returncode == 3:
        pytest.skip("the CUDA compiler (NVVM, NVRTC) is not installed: pip install \".[ptx]\" "
                    f"({r.stdout.strip()[-200:]})")
    assert r.returncode == 0, r.stderr[-3000:]
    assert "COMPILED 1 FAILED 1" in r.stdout, r.stdout
    assert "bitwise_and_flat (sm_90) launched by bitwise_and[float64]" in r.stdout
    assert "array(float64, 1d, C)" in r.stdout


def test_ptx_check_fails_on_unexercised_pairs_and_unlaunched_kernels():
    sys.path.insert(0, str(TOOLS))
    import ptx_check
    clean = {"problems": [], "unexercised": []}
    assert ptx_check._faults(clean, [], []) == []
    faults = ptx_check._faults({"problems": [], "unexercised": ["bincount[int8]: every sample is refused"]}, [],
                               ["tensorgen.generated.kernels_cuda.unique_rowsort"])
    assert faults == ["NOT EXERCISED (no sample fits) bincount[int8]: every sample is refused",
                      "NEVER LAUNCHED (not compiled) tensorgen.generated.kernels_cuda.unique_rowsort"]
    assert ptx_check._faults({"problems": ["sum[int8]: no call ran on cuda"], "unexercised": []}, ["k (sm_90)"], []) \
        == ["FAILED k (sm_90)", "NOT CALLED sum[int8]: no call ran on cuda"]
