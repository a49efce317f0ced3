"""Every differentiable operator of ops.yaml, by gradcheck (its declared
derivative against central finite differences, float64) and gradgradcheck
(the derivative's own derivative), on sample calls.

The samples are the entry's `samples:` (Python expressions giving the call's
arguments) or, for pointwise ops and reductions without any, made from the
signature: same-shape, broadcast, non-contiguous and zero-size operands.
Sample helpers: x(*shape) uniform in (-1, 1); pos(*shape) in (0.5, 2);
unit(*shape) in (-0.9, 0.9), all float64 requiring grad; c(*shape) a constant;
i(*shape, hi=3) int64 indices; b(*shape) bool; K(**kw) keyword arguments.
"""
from pathlib import Path

import numpy as np
import pytest

import tensorgen as tg
from tensorgen.codegen import model, parse
from tensorgen.generated import ops as generated_ops

ROOT = Path(__file__).resolve().parent.parent
SPEC = model.build(str(ROOT / "ops.yaml"), parse.load(ROOT / "ops.yaml"))
DIFFERENTIABLE = [op for op in SPEC.ops if op.derivatives is not None and op.derivatives.differentiable]


class K(dict):
    """Keyword arguments of a sample call."""


def _helpers(seed):
    rng = np.random.default_rng(seed)

    def make(lo, hi, grad):
        def f(*shape):
            return tg.tensor(rng.uniform(lo, hi, size=shape), dtype=tg.float64, requires_grad=grad)
        return f

    def i(*shape, hi=3):
        return tg.tensor(rng.integers(0, hi, size=shape), dtype=tg.int64)

    def b(*shape):
        return tg.tensor(rng.random(size=shape) > 0.5)
    return {"x": make(-1, 1, True), "pos": make(0.5, 2, True), "unit": make(-0.9, 0.9, True),
            "c": make(-1, 1, False), "i": i, "b": b, "K": K, "tg": tg}


def _generic(op):
    """Samples from the signature, for pointwise ops and reductions without `samples:`."""
    tensors = [a for a in op.signature.args if a.type == "Tensor"]
    required = [a for a in op.signature.args if a.type != "Tensor" and a.default is None and not a.optional]
    if required:
        return []
    if op.kind == "pointwise":
        n = len(tensors)
        return [", ".join(["x(3, 4)"] * n) + ",", ", ".join(["x(3, 4)"] + ["x(4)"] * (n - 1)) + ",",
                ", ".join(["x(4, 3).t()"] + ["x(3, 4)"] * (n - 1)) + ",", ", ".join(["x(0, 4)"] * n) + ","]
    if op.kind == "reduction" and len(tensors) == 1:
        return ["x(3, 4),"] + (["x(3, 4), 1", "x(4, 3).t(), 0, True"] if op.signature.arg("dim") else [])
    return []


def _samples(op, seed=0):
    helpers = _helpers(seed)
    out = []
    for text in op.samples or _generic(op):
        args = eval(text, helpers)  # noqa: S307 - the samples of our own ops.yaml
        args = args if isinstance(args, tuple) else (args,)
        kw = {}
        if args and isinstance(args[-1], K):
            kw, args = dict(args[-1]), args[:-1]
        out.append((args, kw))
    return out


def _call(op):
    """The op as a function of its positional arguments (in place: on a copy of self)."""
    name = op.name
    if name.endswith("_") and "function" not in op.variants:  # uniform_: in place on a copy of self
        return lambda self, *a, **k: getattr(self * 1, name)(*a, **k)
    if "function" in op.variants:
        return getattr(tg, name, None) or getattr(generated_ops, name)
    if "method" in op.variants:
        return lambda self, *a, **k: getattr(self, name)(*a, **k)
    inplace = name if name.endswith("_") else name + "_"
    return lambda self, *a, **k: getattr(self * 1, inplace)(*a, **k)


def _as_fn(op, args, kw):
    """(function of the differentiable tensors, those tensors)."""
    f = _call(op)
    flat, slots = [], []
    for i, a in enumerate(args):
        if isinstance(a, tg.Tensor) and a.requires_grad:
            slots.append((i, None))
            flat.append(a)
        elif isinstance(a, (list, tuple)) and any(isinstance(t, tg.Tensor) and t.requires_grad for t in a):
            for j, t in enumerate(a):
                slots.append((i, j))
                flat.append(t)

    def fn(*tensors):
        call = [list(a) if isinstance(a, (list, tuple)) else a for a in args]
        for (i, j), t in zip(slots, tensors):
            if j is None:
                call[i] = t
            else:
                call[i][j] = t
        if op.kind == "random":
            tg.manual_seed(0)  # the same draws at every evaluation
        return f(*call, **kw)
    return fn, flat


@pytest.mark.parametrize("op", DIFFERENTIABLE, ids=lambda op: op.name)
def test_gradcheck(op):
    samples = _samples(op)
    assert samples, f"{op.name}: no samples; give the entry a `samples:` field"
    for args, kw in samples:
        fn, tensors = _as_fn(op, args, kw)
        if not tensors:
            continue
        assert tg.autograd.gradcheck(fn, tensors), (op.name, args, kw)


@pytest.mark.parametrize("op", [op for op in DIFFERENTIABLE if op.derivatives.once is None],
                         ids=lambda op: op.name)
def test_gradgradcheck(op):
    args, kw = _samples(op, seed=1)[0]
    fn, tensors = _as_fn(op, args, kw)
    if tensors and all(t.numel() for t in tensors):
        assert tg.autograd.gradgradcheck(fn, tensors), (op.name, args, kw)


def test_every_floating_op_declares_its_derivative():
    floating = {"float16", "bfloat16", "float32", "float64"}
    for op in SPEC.ops:
        # a composite is differentiated through the operators of its body
        if floating & set(op.dtypes) and op.kind not in ("gather", "composite"):
            assert op.derivatives is not None, op.name


@pytest.mark.parametrize("op", [op for op in SPEC.ops if op.kind == "composite" and op.samples],
                         ids=lambda op: op.name)
def test_composite_gradcheck(op):
    """Composite ops (no derivatives: of their own) differentiate through their body."""
    for args, kw in _samples(op):
        fn, tensors = _as_fn(op, args, kw)
        assert tg.autograd.gradcheck(fn, tensors), (op.name, args, kw)
