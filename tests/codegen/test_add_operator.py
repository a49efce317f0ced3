"""Adding an operator by editing YAML only (the README's walkthrough, done for real).

In a temporary copy of the tree (ops.yaml, codegen/, runtime/, generated/),
append one `hypotenuse` entry to ops.yaml, regenerate there, then import tensorgen
FROM THE COPY in a fresh interpreter and use tg.hypotenuse on CPU and CUDA (the
simulator), with promotion, in-place and out= variants. No Python file is edited.
"""
import re
from pathlib import Path

import pytest

from support.tree_copy import ROOT, make_tree, run_in_tree

HYPOT = """
# ---------------------------------------------------------------- added by tests/codegen/test_add_operator.py
- func: hypotenuse(Tensor self, Tensor other) -> Tensor
  kind: pointwise
  variants: [function, method, inplace, out]
  kernel: math.hypot(self, other)
  names: unify
  promotion: int_to_float
  dtypes: all
  nested: elementwise
  devices: [cpu, cuda]
  derivatives:
    self: grad * self / result
    other: grad * other / result
"""

USE_HYPOT = """
import numpy as np
import tensorgen.generated, tensorgen.generated.ops
assert Path(tg.__file__).parent == TREE / "runtime", tg.__file__
assert Path(tensorgen.generated.ops.__file__).parent == TREE / "generated", tensorgen.generated.ops.__file__

def ref(a, b):
    return np.hypot(np.asarray(a, np.float64), np.asarray(b, np.float64))

def close(t, expected, dtype):
    tol = {tg.float16: 2e-3, tg.bfloat16: 1e-2, tg.float32: 1e-6, tg.float64: 1e-12}[dtype]
    assert t.dtype is dtype, (t.dtype, dtype)
    got = np.asarray(t.cpu().float().numpy() if dtype in (tg.float16, tg.bfloat16) else t.cpu().numpy(),
                     np.float64)
    np.testing.assert_allclose(got, expected, rtol=tol, atol=tol)

a_np = np.array([[3.0, -5.0, 0.0], [8.0, 1e-3, -7.5]])
b_np = np.array([[4.0, 12.0, 0.0], [-15.0, 2e-3, 0.25]])
for dt in (tg.float16, tg.bfloat16, tg.float32, tg.float64):
    a, b = tg.tensor(a_np.tolist(), dtype=dt), tg.tensor(b_np.tolist(), dtype=dt)
    close(tg.hypotenuse(a, b), ref(a_np, b_np), dt)
    close(a.hypotenuse(b), ref(a_np, b_np), dt)

# broadcasting, a transposed (non-contiguous) operand, a Python scalar, zero-dim and empty
a = tg.from_numpy(np.ascontiguousarray(a_np.T)).float()
a_t = tg.from_numpy(np.ascontiguousarray(a_np.T).T)  # float64 view with strides (1, 2)
assert not a_t.is_contiguous()
close(tg.hypotenuse(a_t, tg.tensor([1.0, 2.0, 3.0], dtype=tg.float64)), ref(a_np, [1.0, 2.0, 3.0]), tg.float64)
close(tg.hypotenuse(tg.tensor(b_np.tolist()), 2.0), ref(b_np, 2.0), tg.float32)
close(tg.hypotenuse(tg.tensor(3.0), tg.tensor(4.0)), ref(3.0, 4.0), tg.float32)
assert tuple(tg.hypotenuse(tg.zeros(0, 3), tg.zeros(3)).shape) == (0, 3)

# promotion: integers and bool go to the default float dtype; mixed kinds promote first
ints = [[3, 5], [8, 7]]
other = [[4, 12], [15, 24]]
for dt in (tg.bool, tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64):
    vals = [[bool(v) for v in r] for r in ints] if dt is tg.bool else ints
    r = tg.hypotenuse(tg.tensor(vals, dtype=dt), tg.tensor(other, dtype=tg.int64))
    close(r, ref(vals, other), tg.float32)
close(tg.hypotenuse(tg.tensor(ints, dtype=tg.int32), tg.tensor(other, dtype=tg.float64)), ref(ints, other), tg.float64)
close(tg.hypotenuse(tg.tensor(ints), 4), ref(ints, 4), tg.float32)

# in place and out=
x = tg.tensor([3.0, 5.0])
y = x.hypotenuse_(tg.tensor([4.0, 12.0]))
assert y is x and x.tolist() == [5.0, 13.0]
i = tg.tensor([3, 5])
try:
    i.hypotenuse_(tg.tensor([4, 12]))
except RuntimeError as e:
    assert str(e) == "result type Float can't be cast to the desired output type Long", e
else:
    raise AssertionError("hypotenuse_ into an int64 tensor must fail")
assert i.tolist() == [3, 5]
out = tg.empty(2, 3, dtype=tg.float64)
r = tg.hypotenuse(tg.tensor(a_np.tolist(), dtype=tg.float64), tg.tensor(b_np.tolist(), dtype=tg.float64), out=out)
assert r is out
close(out, ref(a_np, b_np), tg.float64)
bad = tg.zeros(2, 3, dtype=tg.int32)
try:
    tg.hypotenuse(tg.tensor(a_np.tolist()), tg.tensor(b_np.tolist()), out=bad)
except RuntimeError as e:
    assert "can't be cast to the desired output type Int" in str(e), e
else:
    raise AssertionError("out= of dtype int32 must fail")
assert bad.tolist() == [[0, 0, 0], [0, 0, 0]]

# cuda, through the generated CUDA kernel (the simulator: NUMBA_ENABLE_CUDASIM=1)
ca = tg.tensor(a_np.tolist(), device="cuda")
cb = tg.tensor(b_np.tolist(), device="cuda")
r = tg.hypotenuse(ca, cb)
assert r.device.type == "cuda"
close(r, ref(a_np, b_np), tg.float32)
close(tg.hypotenuse(tg.tensor(ints, dtype=tg.int32, device="cuda"), tg.tensor(other, device="cuda")),
      ref(ints, other), tg.float32)
ca.hypotenuse_(cb)
close(ca, ref(ref(a_np, b_np), 0.0), tg.float32)
try:
    tg.hypotenuse(ca, tg.tensor(b_np.tolist()))
except RuntimeError as e:
    assert "Expected all tensors to be on the same device" in str(e), e
else:
    raise AssertionError("mixing cuda and cpu operands must fail")
# autograd from the entry's derivatives: alone: gradcheck and gradgradcheck, and the node's name
ga = tg.tensor([[3.0, -5.0], [0.5, 2.0]], dtype=tg.float64, requires_grad=True)
gb = tg.tensor([[4.0, 12.0], [-1.5, 0.25]], dtype=tg.float64, requires_grad=True)
assert tg.autograd.gradcheck(tg.hypotenuse, (ga, gb))
assert tg.autograd.gradgradcheck(tg.hypotenuse, (ga, gb))
assert type(tg.hypotenuse(ga, gb).grad_fn).__name__ == "HypotenuseBackward0"
print("HYPOT-OK")
"""


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    assert "- func: hypotenuse(" not in (ROOT / "ops.yaml").read_text(encoding="utf-8"), \
        "ops.yaml already has hypotenuse: pick another operator for this test"
    tree = tmp_path_factory.mktemp("tree")
    r = make_tree(tree, HYPOT)  # the copy's own generator, with the copy's default paths
    assert "wrote" in r.stdout and "ops.py" in r.stdout, r.stdout
    return tree


def test_only_yaml_changed(tree):
    # Everything but ops.yaml and generated/ (and the generated docs) is as in the checkout.
    for d in ("codegen", "runtime"):
        for p in (ROOT / d).rglob("*.py"):
            if "__pycache__" not in p.parts:
                assert (tree / d / p.relative_to(ROOT / d)).read_bytes() == p.read_bytes(), p
    gen = (tree / "generated" / "ops.py").read_text(encoding="utf-8")
    assert "def hypotenuse(" in gen and "def hypotenuse_(" in gen
    assert "def hypotenuse_1d(" in (tree / "generated" / "kernels_cpu.py").read_text(encoding="utf-8")
    cuda = (tree / "generated" / "kernels_cuda.py").read_text(encoding="utf-8")
    assert "def _hypotenuse(" in cuda and re.search(r"@cuda\.jit\ndef hypotenuse\w*\(", cuda)  # device function + kernel
    # the method is a function of its own (no out=, as PyTorch's methods)
    assert "hypotenuse = _ops._hypotenuse_method" in (tree / "generated" / "methods.py").read_text(encoding="utf-8")


def test_hypotenuse_works_from_the_copy(tree):
    r = run_in_tree(tree, USE_HYPOT)
    assert r.returncode == 0 and "HYPOT-OK" in r.stdout, r.stderr[-4000:] + r.stdout[-2000:]


def test_the_checkout_is_untouched(tree):
    import tensorgen as tg
    assert not hasattr(tg, "hypotenuse")
    assert Path(tg.__file__).parent == ROOT / "runtime"
    for name in ("ops.py", "kernels_cpu.py", "kernels_cuda.py", "methods.py"):
        assert "hypotenuse" not in (ROOT / "generated" / name).read_text(encoding="utf-8"), name
