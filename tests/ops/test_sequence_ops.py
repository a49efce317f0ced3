"""linspace and logspace, ops.yaml's `kind: sequence` (generated fill kernels):
linspace bit for bit as PyTorch for float32, float64 and the integer dtypes
(PyTorch's symmetric formula, each element start + step * i rounded once),
logspace and the narrow types within a few ulps, out=, devices, errors, and
the kind's codegen validation."""
from pathlib import Path

import numpy as np
import pytest

import tensorgen as tg
from tensorgen.codegen import model, parse
from tensorgen.codegen.parse import SpecError

torch = pytest.importorskip("torch")

CASES = [(0, 10, 5), (-3.5, 7.25, 1001), (5, -1, 4), (0, 1, 1), (0, 1, 0), (1, 1, 3), (-3.7, 7.9, 5),
         (0.1, 0.7, 7), (0, 1, 100), (-1e3, 3.3, 777), (1e-3, 12345.678, 4099), (2.5, -2.5, 2)]


def _vals(t):
    return np.asarray(t.to(tg.float64).numpy())


@pytest.mark.parametrize("dt", ["float32", "float64", "int64", "int32", "int16"])
def test_linspace_bit_for_bit(dt):
    for start, end, steps in CASES:
        if dt == "int16" and max(abs(start), abs(end)) > 30000:
            continue
        got = tg.linspace(start, end, steps, dtype=getattr(tg, dt))
        want = torch.linspace(start, end, steps, dtype=getattr(torch, dt))
        assert got.dtype is getattr(tg, dt) and tuple(got.shape) == (steps,)
        assert np.array_equal(_vals(got), want.double().numpy()), (start, end, steps)


@pytest.mark.parametrize("dt", ["uint8", "int8", "float16", "bfloat16"])
def test_linspace_small_types(dt):
    for start, end, steps in [(0, 100, 7), (3, 90, 11), (0, 1, 1), (1, 1, 3), (0.5, 60.2, 13)]:
        got = tg.linspace(start, end, steps, dtype=getattr(tg, dt))
        want = torch.linspace(start, end, steps, dtype=getattr(torch, dt)).double().numpy()
        tol = 1e-2 if dt in ("float16", "bfloat16") else 0
        np.testing.assert_allclose(_vals(got), want, rtol=tol, atol=0)


@pytest.mark.parametrize("dt", ["float32", "float64", "int64", "int32", "float16", "bfloat16"])
def test_logspace(dt):
    for start, end, steps, base in [(0, 2, 3, 10.0), (-1, 3, 9, 2.0), (0, 1, 4, 3.0), (0.5, 2, 3, 10.0),
                                    (0.5, 2.5, 3, 2.5), (-2, 2, 101, 10.0), (1, 1, 1, 2.0)]:
        if dt.startswith("int") and start < 0:
            continue
        got = tg.logspace(start, end, steps, base, dtype=getattr(tg, dt))
        want = torch.logspace(start, end, steps, base, dtype=getattr(torch, dt)).double().numpy()
        assert got.dtype is getattr(tg, dt)
        if dt in ("float64",) or dt.startswith("int"):
            assert np.array_equal(_vals(got), want), (start, end, steps, base)
        else:  # PyTorch's float32 pow is vectorised (libm-independent ulps)
            np.testing.assert_allclose(_vals(got), want, rtol=1e-2 if dt in ("float16", "bfloat16") else 1e-6)


def test_default_dtype_tensor_ends_out_and_grad():
    assert tg.linspace(0, 1, 3).dtype is tg.float32
    tg.set_default_dtype(tg.float64)
    try:
        assert tg.linspace(0, 1, 3).dtype is tg.float64
    finally:
        tg.set_default_dtype(tg.float32)
    got = tg.linspace(tg.tensor(1.5), tg.tensor(3), 4)
    assert np.array_equal(_vals(got), torch.linspace(torch.tensor(1.5), torch.tensor(3), 4).double().numpy())
    out = tg.zeros(7, dtype=tg.int32)
    r = tg.linspace(-3.7, 7.9, 5, out=out)
    assert r is out and tuple(out.shape) == (5,)
    assert np.array_equal(out.numpy(), torch.linspace(-3.7, 7.9, 5, dtype=torch.int32).numpy())
    out = tg.empty(2, dtype=tg.float64)
    tg.logspace(0, 3, 4, 2.0, out=out)
    assert np.array_equal(out.numpy(), [1.0, 2.0, 4.0, 8.0])
    g = tg.linspace(0, 1, 3, requires_grad=True)
    assert g.requires_grad and g.grad_fn is None


def _same_error(tg_fn, torch_fn):
    with pytest.raises(Exception) as want:
        torch_fn()
    with pytest.raises(want.type) as got:
        tg_fn()
    assert str(got.value).replace("tensorgen.", "torch.") == str(want.value)


def test_errors_as_torch():
    _same_error(lambda: tg.linspace(0, 1, -1), lambda: torch.linspace(0, 1, -1))
    _same_error(lambda: tg.linspace(0, 1, 3, dtype=tg.bool), lambda: torch.linspace(0, 1, 3, dtype=torch.bool))
    _same_error(lambda: tg.logspace(0, 1, 3, dtype=tg.bool), lambda: torch.logspace(0, 1, 3, dtype=torch.bool))
    _same_error(lambda: tg.linspace(0, 1, 3, dtype=tg.int32, requires_grad=True),
                lambda: torch.linspace(0, 1, 3, dtype=torch.int32, requires_grad=True))
    _same_error(lambda: tg.linspace(0, 1, 3, out=tg.zeros(2, dtype=tg.int32), dtype=tg.float32),
                lambda: torch.linspace(0, 1, 3, out=torch.zeros(2, dtype=torch.int32), dtype=torch.float32))
    _same_error(lambda: tg.linspace(tg.tensor([1.0]), 2, 3), lambda: torch.linspace(torch.tensor([1.0]), 2, 3))
    with pytest.raises(TypeError, match="argument 'steps' must be int"):
        tg.linspace(0, 1, 2.5)
    with pytest.raises(TypeError, match="argument 'start' must be Number"):
        tg.linspace("a", 1, 2)


def test_cuda_simulator_matches_cpu():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
    for dt in (tg.float32, tg.float64, tg.int64, tg.float16):
        a = tg.linspace(-3.5, 7.25, 33, dtype=dt, device="cuda")
        assert a.device.type == "cuda"
        assert np.array_equal(_vals(a.to("cpu")), _vals(tg.linspace(-3.5, 7.25, 33, dtype=dt)))
        b = tg.logspace(-1, 2, 9, 3.0, dtype=dt, device="cuda")
        np.testing.assert_allclose(_vals(b.to("cpu")), _vals(tg.logspace(-1, 2, 9, 3.0, dtype=dt)), rtol=1e-12)


BASE = (Path(__file__).resolve().parents[2] / "ops.yaml").read_text(encoding="utf-8")
ENTRY = """
- func: {func}
  kind: sequence
  kernel: "{kernel}"
  names: none
  dtypes: {dtypes}
  devices: [cpu]
  derivatives: {{not_differentiable: "a test op"}}
{extra}"""
GOOD = "tg_seq(Scalar start, Scalar end, int steps, *, dtype? dtype=None, Device? device=None, bool requires_grad=False) -> Tensor"


@pytest.mark.parametrize("func, kernel, dtypes, extra, field, words", [
    (GOOD, "start + step * j", "numeric", "", "kernel", ["unknown name 'j'"]),
    (GOOD.replace("int steps", "int n"), "start", "numeric", "", "func", ["Scalar start, Scalar end, int steps"]),
    (GOOD.replace(", bool requires_grad=False", ""), "start", "numeric", "", "func", ["'requires_grad'"]),
    (GOOD, "start", "all", "", "dtypes", ["numeric dtypes only"]),
    (GOOD, "start", "numeric", "  compute: float32\n", "compute", ["result, float64"]),
])
def test_codegen_rejects(tmp_path, func, kernel, dtypes, extra, field, words):
    p = tmp_path / "ops.yaml"
    p.write_text(BASE.rstrip("\n") + "\n" + ENTRY.format(func=func, kernel=kernel, dtypes=dtypes, extra=extra),
                 encoding="utf-8")
    with pytest.raises(SpecError) as e:
        model.build(str(p), parse.load(p))
    assert e.value.op == "tg_seq" and e.value.field == field, str(e.value)
    for w in words:
        assert w in str(e.value), (w, str(e.value))
