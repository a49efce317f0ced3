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

ROOT = Path(__file__).resolve().parents[2]
SPEC = model.build(str(ROOT / "ops.yaml"), parse.load(ROOT / "ops.yaml"))
# composite ops (kind: composite) are differentiated through their parts: their samples check the chain
DIFFERENTIABLE = [op for op in SPEC.ops if (op.derivatives is not None and op.derivatives.differentiable
                                              and op.derivatives.not_implemented is None)
                  or (op.kind == "composite" and op.samples)]


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


def _first_k(out):
    """SVD results without their sign gauge: |U| and |Vh| on the first min(m, n)
    vectors (full matrices' others are any basis of the complement)."""
    U, S, Vh = out
    if U.dim() < 2:
        return S
    k = S.shape[-1]
    return U[..., :k].abs(), S, Vh[..., :k, :].abs()


def _triangle(a, upper):
    return a.triu() if upper else a.tril()


# Ops whose results are unique only up to signs, or that read one triangle of
# their input: gradcheck and the torch comparison differentiate
# post(op(*pre(args))) instead, as PyTorch's OpInfo tests do (its
# gradcheck_wrapper_hermitian_input, gradcheck_wrapper_triangular_input and
# sign-invariant output functions). name -> (pre(args, kw), post(out)).
_WRAP = {
    "_linalg_svd": (None, _first_k),
    "_linalg_eigh": (lambda a, kw: [a[0] + a[0].mT] + a[1:], lambda out: (out[0], out[1].abs())),
    "_linalg_eigvalsh": (lambda a, kw: [a[0] + a[0].mT] + a[1:], None),
    "_linalg_cholesky_ex": (lambda a, kw: [_positive_definite(a[0])] + a[1:], lambda out: out[0]),
    "_linalg_cholesky": (lambda a, kw: [_positive_definite(a[0])] + a[1:], None),
    "cholesky": (lambda a, kw: [_positive_definite(a[0])] + a[1:], None),
    "cholesky_solve": (lambda a, kw: [a[0], _triangle(a[1], a[2] if len(a) > 2 else kw.get("upper", False))] + a[2:],
                       None),
    "cholesky_inverse": (lambda a, kw: [_triangle(a[0], a[1] if len(a) > 1 else kw.get("upper", False))] + a[1:],
                         None),
}


def _positive_definite(a):
    return a @ a.mT + 3 * _eye_like(a)


def _eye_like(a):
    """The identity in a's library (tensorgen or torch), dtype and device."""
    if isinstance(a, tg.Tensor):
        return tg.eye(a.shape[-1], dtype=a.dtype, device=a.device)
    import torch  # a torch operand: the comparison test has torch
    return torch.eye(a.shape[-1], dtype=a.dtype, device=a.device)


def _wrapped(name, f):
    pre, post = _WRAP.get(name, (None, None))
    if pre is None and post is None:
        return f

    def g(*args, **kw):
        out = f(*(pre(list(args), kw) if pre else args), **kw)
        return post(out) if post else out
    return g


def _call(op):
    """The op as a function of its positional arguments (in place: on a copy of self)."""
    return _wrapped(op.name, _plain_call(op))


def _plain_call(op):
    name = op.name
    if name.endswith("_") and "function" not in op.variants:  # uniform_: in place on a copy of self
        return lambda self, *a, **k: getattr(self * 1, name)(*a, **k)
    if op.python_module:  # special_erfcx is tg.special.erfcx
        return getattr(getattr(tg, op.python_module), op.public_name)
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


@pytest.mark.parametrize("op", [op for op in DIFFERENTIABLE if op.derivatives is None or op.derivatives.once is None],
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


def _torch_fn(torch, op):
    """The same operator in torch (function, method or in-place method), or None."""
    f = _plain_torch_fn(torch, op)
    return None if f is None else _wrapped(op.name, f)


def _plain_torch_fn(torch, op):
    name = op.name.lstrip("_") if op.name in ("_slice",) else op.name
    if op.python_module:
        return getattr(getattr(torch, op.python_module), op.public_name, None)
    if name == "slice":
        return lambda self, dim=0, start=None, end=None, step=1: self[(slice(None),) * (dim % self.dim()) +
                                                                      (slice(start, end, step),)]
    if name.endswith("_") and "function" not in op.variants:
        return (lambda self, *a, **k: getattr(self * 1, name)(*a, **k)) if hasattr(torch.Tensor, name) else None
    if "function" in op.variants and hasattr(torch, name):
        return getattr(torch, name)
    if hasattr(torch.Tensor, name):
        return lambda self, *a, **k: getattr(self, name)(*a, **k)
    inplace = name + "_"
    if hasattr(torch.Tensor, inplace):
        return lambda self, *a, **k: getattr(self * 1, inplace)(*a, **k)
    return None


def _to_torch(torch, a):
    if isinstance(a, tg.Tensor):
        return torch.from_numpy(a.detach().numpy().copy()).requires_grad_(a.requires_grad)
    if isinstance(a, (list, tuple)):
        return type(a)(_to_torch(torch, x) for x in a)
    if isinstance(a, tg.dtype):
        return getattr(torch, a.name)
    return a


_RANDOM_DRAWS = ("random", )
# torch's quantile interpolates with a fused multiply-add (a last-bit difference that the
# gradient's division by the gap between neighbours magnifies)
_RTOL = {"quantile": 1e-5, "nanquantile": 1e-5}  # ops whose values depend on the generator: compared by shape only


@pytest.mark.parametrize("op", DIFFERENTIABLE, ids=lambda op: op.name)
def test_gradients_match_torch(op):
    """The declared derivative against torch's autograd, on the op's samples
    with a random upstream gradient (values, not only finite differences)."""
    torch = pytest.importorskip("torch")
    tfn = _torch_fn(torch, op)
    if tfn is None or op.kind in _RANDOM_DRAWS:
        pytest.skip(f"{op.name}: no torch counterpart with the same draws")
    rng = np.random.default_rng(3)
    for args, kw in _samples(op, seed=2):
        fn, tensors = _as_fn(op, args, kw)
        if not tensors:
            continue
        targs = [_to_torch(torch, a) for a in args]
        tkw = {k: _to_torch(torch, v) for k, v in kw.items()}
        ttensors = []
        for a in targs:
            if isinstance(a, torch.Tensor) and a.requires_grad:
                ttensors.append(a)
            elif isinstance(a, (list, tuple)):
                ttensors += [t for t in a if isinstance(t, torch.Tensor) and t.requires_grad]
        out = fn(*tensors)
        try:
            tout = tfn(*targs, **tkw)
        except TypeError:  # the sample passes an argument torch spells differently (var's unbiased=None)
            continue
        outs = [o for o in (out if isinstance(out, (tuple, list)) else (out,))
                if isinstance(o, tg.Tensor) and o.requires_grad]
        touts = [o for o in (tout if isinstance(tout, (tuple, list)) else (tout,))
                 if isinstance(o, torch.Tensor) and o.requires_grad]
        if not outs and all(type(o.grad_fn).__name__ == "NotImplemented" for o in touts):
            continue  # torch declares no derivative either (histogramdd: its result's grad_fn raises)
        assert len(outs) == len(touts), (op.name, args, kw)
        grads = [rng.standard_normal(tuple(o.shape)) for o in touts]
        for o, to in zip(outs, touts):
            np.testing.assert_allclose(o.detach().numpy(), to.detach().numpy(), rtol=1e-6, atol=1e-8,
                                       err_msg=f"{op.name} forward {args} {kw}")
        got = tg.autograd.grad(outs, tensors, [tg.tensor(g) for g in grads], allow_unused=True)
        try:
            want = torch.autograd.grad(touts, ttensors, [torch.from_numpy(g) for g in grads], allow_unused=True)
        except RuntimeError as e:
            # torch declares no derivative (floor_divide), or its formula fails on the sample
            # (scatter with a src larger than the index; vander's backward reads a tensor its
            # forward changed in place): ours is checked by gradcheck there
            if "not implemented" in str(e) or "returned an invalid gradient" in str(e) or \
                    "modified by an inplace operation" in str(e):
                continue
            raise
        for g, w in zip(got, want):
            if w is None:
                assert g is None or not g.numpy().any(), (op.name, args, kw)
                continue
            assert g is not None, (op.name, args, kw)
            if w._is_zerotensor():
                w = torch.zeros(w.shape, dtype=w.dtype)
            np.testing.assert_allclose(g.numpy(), w.numpy(), rtol=_RTOL.get(op.name, 1e-6), atol=1e-8,
                                       err_msg=f"{op.name} gradient {args} {kw}")


@pytest.mark.parametrize("name", ["mul", "sum", "matmul", "softmax", "exp", "transpose", "cat", "mean"])
def test_gradcheck_on_cuda_sample(name):
    """The same generated backward on cuda tensors (Numba's simulator in CI)."""
    op = next(o for o in DIFFERENTIABLE if o.name == name)
    args, kw = _samples(op)[0]
    moved = [a.detach().to("cuda").requires_grad_() if isinstance(a, tg.Tensor) and a.requires_grad else
             a.to("cuda") if isinstance(a, tg.Tensor) else
             [t.detach().to("cuda").requires_grad_() for t in a] if isinstance(a, list) else a for a in args]
    fn, tensors = _as_fn(op, moved, kw)
    assert all(t.device.type == "cuda" for t in tensors)
    assert tg.autograd.gradcheck(fn, tensors), (name, args, kw)
@pytest.mark.parametrize("op", [op for op in SPEC.ops if op.kind == "composite" and op.samples],
                         ids=lambda op: op.name)
def test_composite_gradcheck(op):
    """Composite ops (no derivatives: of their own) differentiate through their body."""
    for args, kw in _samples(op):
        fn, tensors = _as_fn(op, args, kw)
        assert tg.autograd.gradcheck(fn, tensors), (op.name, args, kw)
