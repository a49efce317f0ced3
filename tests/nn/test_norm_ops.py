"""The norm kind (`_layer_norm`, `_batch_norm` and their backward) through F.layer_norm,
F.batch_norm and the modules: values, gradients (double backward too) and running statistics
against torch (NumPy float64 where torch is absent), every floating dtype, the argument errors,
the operator formula kept for named inputs, and the CUDA kernels in the simulator."""
import numpy as np
import pytest

import tensorgen as tg
from tensorgen.generated import ops

from support.common import cuda, host  # noqa: F401 - cuda is a fixture

RNG = np.random.default_rng(0)
F = tg.nn.functional


def ref_norm(x, dims, w, b, eps):
    m = x.mean(axis=dims, keepdims=True)
    v = ((x - m) ** 2).mean(axis=dims, keepdims=True)
    y = (x - m) / np.sqrt(v + eps)
    return y * (1 if w is None else w) + (0 if b is None else b)


LN = [((4, 6, 8), (8,), True, True), ((3, 4, 5), (4, 5), True, False), ((2, 5), (5,), False, False),
      ((7,), (7,), True, True)]


@pytest.mark.parametrize("case", LN, ids=[str(c[:2]) for c in LN])
def test_layer_norm_values_against_numpy(case):
    shape, ns, wb, bb = case
    x = RNG.standard_normal(shape)
    w = RNG.standard_normal(ns) if wb else None
    b = RNG.standard_normal(ns) if bb else None
    got = F.layer_norm(tg.tensor(x), ns, None if w is None else tg.tensor(w), None if b is None else tg.tensor(b))
    dims = tuple(range(len(shape) - len(ns), len(shape)))
    np.testing.assert_allclose(got.numpy(), ref_norm(x, dims, w, b, 1e-5), rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("dtype", [tg.float32, tg.float64], ids=str)
@pytest.mark.parametrize("case", LN, ids=[str(c[:2]) for c in LN])
def test_layer_norm_grads_match_torch(case, dtype):
    torch = pytest.importorskip("torch")
    shape, ns, wb, bb = case
    tdt = torch.float32 if dtype is tg.float32 else torch.float64
    vals = [RNG.standard_normal(shape), RNG.standard_normal(ns), RNG.standard_normal(ns)]
    ours = [tg.tensor(v, dtype=dtype, requires_grad=True) for v in vals]
    theirs = [torch.tensor(v, dtype=tdt, requires_grad=True) for v in vals]
    y = F.layer_norm(ours[0], ns, ours[1] if wb else None, ours[2] if bb else None)
    ty = torch.nn.functional.layer_norm(theirs[0], ns, theirs[1] if wb else None, theirs[2] if bb else None)
    tol = 2e-5 if dtype is tg.float32 else 1e-12
    np.testing.assert_allclose(y.detach().numpy(), ty.detach().numpy(), rtol=tol, atol=tol)
    g = RNG.standard_normal(shape)
    y.backward(tg.tensor(g, dtype=dtype))
    ty.backward(torch.tensor(g, dtype=tdt))
    for a, c, used in zip(ours, theirs, (True, wb, bb)):
        if used:
            np.testing.assert_allclose(a.grad.numpy(), c.grad.numpy(), rtol=tol * 5, atol=tol * 5)


BN = [(5, 3, 4, 4), (6, 4), (4, 2, 7), (2, 3, 2, 2, 3)]


@pytest.mark.parametrize("dtype", [tg.float32, tg.float64], ids=str)
@pytest.mark.parametrize("shape", BN, ids=str)
def test_batch_norm_training_matches_torch(shape, dtype):
    torch = pytest.importorskip("torch")
    tdt = torch.float32 if dtype is tg.float32 else torch.float64
    c = shape[1]
    vals = [RNG.standard_normal(shape), RNG.standard_normal(c), RNG.standard_normal(c)]
    ours = [tg.tensor(v, dtype=dtype, requires_grad=True) for v in vals]
    theirs = [torch.tensor(v, dtype=tdt, requires_grad=True) for v in vals]
    rm, rv = tg.zeros(c, dtype=dtype), tg.ones(c, dtype=dtype)
    trm, trv = torch.zeros(c, dtype=tdt), torch.ones(c, dtype=tdt)
    y = F.batch_norm(ours[0], rm, rv, ours[1], ours[2], True, 0.3)
    ty = torch.nn.functional.batch_norm(theirs[0], trm, trv, theirs[1], theirs[2], True, 0.3)
    tol = 2e-5 if dtype is tg.float32 else 1e-12
    for a, b in ((y.detach(), ty.detach()), (rm, trm), (rv, trv)):
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=tol, atol=tol)
    g = RNG.standard_normal(shape)
    y.backward(tg.tensor(g, dtype=dtype))
    ty.backward(torch.tensor(g, dtype=tdt))
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(a.grad.numpy(), b.grad.numpy(), rtol=tol * 5, atol=tol * 5)


def test_batchnorm_module_trains_as_torch():
    torch = pytest.importorskip("torch")
    m, tm = tg.nn.BatchNorm2d(3, momentum=None), torch.nn.BatchNorm2d(3, momentum=None)
    for _ in range(3):
        x = RNG.standard_normal((4, 3, 2, 2))
        m(tg.tensor(x, dtype=tg.float32)).sum().backward()
        tm(torch.tensor(x, dtype=torch.float32)).sum().backward()
    for k in ("running_mean", "running_var"):
        np.testing.assert_allclose(getattr(m, k).numpy(), getattr(tm, k).numpy(), rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(m.weight.grad.numpy(), tm.weight.grad.numpy(), rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("dtype", [tg.float16, tg.bfloat16], ids=str)
def test_half_precision_computes_in_float32(dtype):
    x, w = RNG.standard_normal((3, 8)), RNG.standard_normal(8)
    X = tg.tensor(x, dtype=dtype, requires_grad=True)
    y = F.layer_norm(X, (8,), tg.tensor(w, dtype=dtype))
    assert y.dtype is dtype
    xr = host(tg.tensor(x, dtype=dtype))
    wr = host(tg.tensor(w, dtype=dtype))
    np.testing.assert_allclose(host(y.detach()), ref_norm(xr, (1,), wr, None, 1e-5), rtol=0.02, atol=0.02)
    y.sum().backward()
    assert X.grad.dtype is dtype
    z = F.batch_norm(tg.tensor(x.reshape(3, 2, 4), dtype=dtype), None, None, training=True)
    np.testing.assert_allclose(host(z), ref_norm(xr.reshape(3, 2, 4), (0, 2), None, None, 1e-5), rtol=0.02,
                               atol=0.02)


def test_double_backward_through_layer_norm_matches_torch():
    torch = pytest.importorskip("torch")
    x, w = RNG.standard_normal((3, 5)), RNG.standard_normal(5)
    X, W = tg.tensor(x, requires_grad=True), tg.tensor(w, requires_grad=True)
    TX, TW = torch.tensor(x, requires_grad=True), torch.tensor(w, requires_grad=True)
    gx, = tg.autograd.grad((F.layer_norm(X, (5,), W) ** 3).sum(), X, create_graph=True)
    tgx, = torch.autograd.grad((torch.nn.functional.layer_norm(TX, (5,), TW) ** 3).sum(), TX, create_graph=True)
    np.testing.assert_allclose(gx.detach().numpy(), tgx.detach().numpy(), rtol=1e-10)
    (gx ** 2).sum().backward()
    (tgx ** 2).sum().backward()
    np.testing.assert_allclose(X.grad.numpy(), TX.grad.numpy(), rtol=1e-8, atol=1e-10)
    np.testing.assert_allclose(W.grad.numpy(), TW.grad.numpy(), rtol=1e-8, atol=1e-10)


def test_double_backward_through_batch_norm():
    x = tg.tensor(RNG.standard_normal((4, 2, 3)), requires_grad=True)
    w = tg.tensor(RNG.standard_normal(2), requires_grad=True)
    assert tg.autograd.gradgradcheck(lambda x, w: F.batch_norm(x, None, None, w, None, True), (x, w))


def test_statistics_never_require_grad():
    out, mean, var = ops._layer_norm(tg.randn(3, 4, requires_grad=True), [4], None, None, 1e-5)
    assert out.requires_grad and not mean.requires_grad and not var.requires_grad
    assert mean.dtype is tg.float64 and tuple(mean.shape) == (3,)


def test_named_input_keeps_the_operator_formula():
    x = tg.randn(2, 3, names=("N", "C"))
    y = F.layer_norm(x, (3,))
    assert y.names == ("N", "C")
    np.testing.assert_allclose(y.rename(None).numpy(), ref_norm(x.rename(None).numpy(), (1,), None, None, 1e-5),
                               rtol=1e-5, atol=1e-5)
    with pytest.raises(RuntimeError, match="_layer_norm is not yet supported with named tensors"):
        ops._layer_norm(x, [3], None, None, 1e-5)


ERRORS = [
    (lambda: ops._layer_norm(tg.zeros(2, 3), [4], None, None, 1e-5), RuntimeError,
     r"Given normalized_shape=\[4\], expected input with shape \[\*, 4\], but got input of size\[2, 3\]"),
    (lambda: ops._layer_norm(tg.zeros(2, 3), [3], tg.zeros(4), None, 1e-5), RuntimeError,
     r"expected weight of shape \[3\], but got \[4\]"),
    (lambda: ops._layer_norm(tg.zeros(2, 3), [3], tg.zeros(3, dtype=tg.float64), None, 1e-5), RuntimeError,
     "expected weight to have dtype Float, but got Double"),
    (lambda: ops._batch_norm(tg.zeros(3), None, None, 1e-5), ValueError, "expected 2D or more input"),
    (lambda: ops._batch_norm(tg.zeros(2, 3, dtype=tg.int64), None, None, 1e-5), RuntimeError,
     "\"_batch_norm\" not implemented for 'Long'"),
    (lambda: ops._batch_norm_backward(tg.zeros(2, 3), tg.zeros(2, 3), tg.zeros(3), tg.zeros(3, dtype=tg.float64),
                                      None, 1e-5, True, False, False), RuntimeError,
     r"expected mean to be a float64 tensor of shape \[3\]"),
    (lambda: ops._layer_norm_backward(tg.zeros(2, 4), tg.zeros(2, 3), tg.zeros(2, dtype=tg.float64),
                                      tg.zeros(2, dtype=tg.float64), [3], None, 1e-5, True, False, False),
     RuntimeError, r"expected grad_out of shape \[2, 3\]"),
]


@pytest.mark.parametrize("k", range(len(ERRORS)))
def test_errors(k):
    fn, exc, words = ERRORS[k]
    with pytest.raises(exc, match=words):
        fn()


def test_empty_batch_norm_inputs():
    out, mean, var = ops._layer_norm(tg.zeros(0, 4), [4], tg.ones(4), tg.zeros(4), 1e-5)
    assert tuple(out.shape) == (0, 4) and tuple(mean.shape) == (0,)
    x = tg.zeros(0, 4, requires_grad=True)
    w = tg.ones(4, requires_grad=True)
    F.layer_norm(x, (4,), w).sum().backward()
    np.testing.assert_array_equal(w.grad.numpy(), np.zeros(4))


def test_norm_kernels_on_cuda(cuda):
    x, w, b = RNG.standard_normal((3, 2, 5)), RNG.standard_normal(5), RNG.standard_normal(5)
    g = RNG.standard_normal((3, 2, 5))
    for fn in (lambda t, w, b: F.layer_norm(t, (5,), w, b),
               lambda t, w, b: F.batch_norm(t, None, None, w[:2], b[:2], True)):
        res = []
        for device in ("cpu", cuda):
            X = tg.tensor(x, device=device, requires_grad=True)
            W = tg.tensor(w, device=device, requires_grad=True)
            B = tg.tensor(b, device=device, requires_grad=True)
            y = fn(X, W, B)
            y.backward(tg.tensor(g, device=device))
            res.append([host(y.detach()), host(X.grad), host(W.grad), host(B.grad)])
        for a, c in zip(*res):
            np.testing.assert_allclose(a, c, rtol=1e-12, atol=1e-12)


# ------------------------------------------------------------------ the generator's checks
NORM_ENTRY = ("- func: {func}\n  kind: norm\n  form: {form}\n  names: refuse\n  dtypes: {dtypes}\n  devices: [cpu]\n"
              "  derivatives:\n{derivatives}")
LN_FUNC = "tg_ln(Tensor input, int[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)"
GOOD_DERIVATIVES = ("    input, weight, bias: layer_norm_grads(grad, input, results[1], results[2], normalized_shape, "
                    "weight, eps, grad_input_mask)\n    output_differentiability: [true, false, false]\n")


@pytest.mark.parametrize("change, words", [
    ({}, None),
    ({"form": "group_norm"}, "one of: layer_norm, batch_norm"),
    ({"func": LN_FUNC.replace("(Tensor input,", "(Tensor x,")}, "form 'layer_norm' takes (input, normalized_shape"),
    ({"func": LN_FUNC.replace(", float eps", "")}, "form 'layer_norm' takes (input, normalized_shape, weight, bias, eps)"),
    ({"dtypes": "[float32, int64]"}, "floating tensors only, not int64"),
    ({"derivatives": GOOD_DERIVATIVES.replace("input, weight", "input, input")}, "is named twice"),
    ({"derivatives": GOOD_DERIVATIVES.replace("grad_input_mask)", "grad_input_mask, mask)")}, "unknown name 'mask'"),
    ({"derivatives": GOOD_DERIVATIVES.replace("[true, false, false]", "[true, false]")},
     "a list of 3 true/false, one per result"),
    ({"derivatives": GOOD_DERIVATIVES.replace("[true, false, false]", "[false, false, false]")}, "at least one true"),
])
def test_norm_entries_and_joint_derivatives_are_validated(tmp_path, change, words):
    from support.spec_check import spec_error
    fields = {**dict(func=LN_FUNC, form="layer_norm", dtypes="floating", derivatives=GOOD_DERIVATIVES), **change}
    if "(Tensor x," in fields["func"]:
        fields["derivatives"] = "    x: grad\n"
    err = spec_error(tmp_path, NORM_ENTRY.format(**fields))
    if words is None:
        assert err is None, err
    else:
        assert err is not None and words in err and "op 'tg_ln'" in err, err


def test_joint_derivative_renders_one_call():
    from tensorgen.generated import ops
    import inspect
    src = inspect.getsource(ops._d__layer_norm)
    assert src.count("layer_norm_grads(") == 1 and "grad_input_mask = (needs[0], needs[1], needs[2])" in src
