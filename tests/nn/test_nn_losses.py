"""tensorgen.nn.functional losses, activations, layer_norm, embedding, pad, one_hot, normalize,
dropout and scaled_dot_product_attention against torch: values AND gradients, every option,
and the argument errors with PyTorch's wording."""
import math

import numpy as np
import pytest

import tensorgen as tg
import tensorgen.nn.functional as F

torch = pytest.importorskip("torch")
TF = torch.nn.functional


def rnd(shape, seed=0, scale=1.0):
    return np.random.default_rng(seed).standard_normal(shape) * scale


def pair(arr, grad=True, dtype=None):
    a = tg.tensor(arr) if dtype is None else tg.tensor(arr, dtype=dtype)
    b = torch.tensor(arr) if dtype is None else torch.tensor(arr, dtype=getattr(torch, str(dtype).split(".")[-1]))
    if grad:
        a.requires_grad_()
        b.requires_grad_()
    return a, b


def np_of(t):
    return t.detach().numpy() if isinstance(t, tg.Tensor) else t.detach().cpu().numpy()


def compare(fn_tg, fn_t, inputs, tol=1e-10, seed=5):
    """Run both, compare the values, push the same random cotangent back, compare every input's grad."""
    tgs = [p[0] for p in inputs]
    ts = [p[1] for p in inputs]
    a, b = fn_tg(*tgs), fn_t(*ts)
    np.testing.assert_allclose(np_of(a), np_of(b), rtol=tol, atol=tol)
    assert tuple(a.shape) == tuple(b.shape)
    g = rnd(tuple(b.shape), seed)
    a.backward(tg.tensor(g, dtype=a.dtype))
    b.backward(torch.tensor(g, dtype=b.dtype))
    for x, y in zip(tgs, ts):
        if y.requires_grad:
            assert x.grad is not None, "no gradient reached an input"
            np.testing.assert_allclose(np_of(x.grad), np_of(y.grad), rtol=tol, atol=tol)


def same_error(exc, fn_tg, fn_t):
    with pytest.raises(exc) as e1:
        fn_tg()
    with pytest.raises(exc) as e2:
        fn_t()
    assert str(e1.value) == str(e2.value)


# ------------------------------------------------------------------ cross_entropy / nll_loss
CE_OPTIONS = [dict(), dict(reduction="sum"), dict(reduction="none"), dict(ignore_index=1),
              dict(label_smoothing=0.2), dict(label_smoothing=0.1, reduction="sum"),
              dict(label_smoothing=0.3, reduction="none", ignore_index=2)]


@pytest.mark.parametrize("weighted", [False, True])
@pytest.mark.parametrize("opts", CE_OPTIONS)
def test_cross_entropy_indices(opts, weighted):
    x = pair(rnd((6, 4)))
    target = np.array([0, 1, 2, 3, 1, 2])
    w = rnd(4, 3) ** 2 + 0.5 if weighted else None
    tw = (tg.tensor(w), torch.tensor(w)) if weighted else (None, None)
    compare(lambda a: F.cross_entropy(a, tg.tensor(target), weight=tw[0], **opts),
            lambda a: TF.cross_entropy(a, torch.tensor(target), weight=tw[1], **opts), [x])


@pytest.mark.parametrize("opts", CE_OPTIONS[:5])
def test_cross_entropy_spatial_and_unbatched(opts):
    x = pair(rnd((2, 3, 4, 2)))
    target = np.random.default_rng(1).integers(0, 3, (2, 4, 2))
    compare(lambda a: F.cross_entropy(a, tg.tensor(target), **opts),
            lambda a: TF.cross_entropy(a, torch.tensor(target), **opts), [x])
    x1 = pair(rnd(5, 2))
    compare(lambda a: F.cross_entropy(a, tg.tensor(3), **opts),
            lambda a: TF.cross_entropy(a, torch.tensor(3), **opts), [x1])


@pytest.mark.parametrize("opts", [dict(), dict(reduction="sum"), dict(reduction="none"), dict(label_smoothing=0.25)])
@pytest.mark.parametrize("weighted", [False, True])
def test_cross_entropy_probabilities(opts, weighted):
    x = pair(rnd((5, 3)))
    p = np.random.default_rng(2).random((5, 3))
    p /= p.sum(1, keepdims=True)
    w = np.array([0.5, 1.0, 2.0]) if weighted else None
    tw = (tg.tensor(w), torch.tensor(w)) if weighted else (None, None)
    compare(lambda a: F.cross_entropy(a, tg.tensor(p), weight=tw[0], **opts),
            lambda a: TF.cross_entropy(a, torch.tensor(p), weight=tw[1], **opts), [x])


def test_cross_entropy_float32():
    x = pair(rnd((8, 10)).astype(np.float32))
    t = np.arange(8) % 10
    compare(lambda a: F.cross_entropy(a, tg.tensor(t)), lambda a: TF.cross_entropy(a, torch.tensor(t)), [x],
            tol=2e-6)


@pytest.mark.parametrize("opts", [dict(), dict(reduction="sum"), dict(reduction="none"), dict(ignore_index=0)])
@pytest.mark.parametrize("weighted", [False, True])
def test_nll_loss(opts, weighted):
    x = pair(rnd((5, 4)))
    t = np.array([0, 3, 1, 0, 2])
    w = np.array([1.0, 2.0, 0.5, 3.0]) if weighted else None
    tw = (tg.tensor(w), torch.tensor(w)) if weighted else (None, None)
    compare(lambda a: F.nll_loss(a, tg.tensor(t), weight=tw[0], **opts),
            lambda a: TF.nll_loss(a, torch.tensor(t), weight=tw[1], **opts), [x])


def test_nll_loss_all_ignored_is_nan_as_torch():
    x = tg.tensor(rnd((2, 3)))
    got = F.nll_loss(x, tg.tensor([-100, -100]))
    ref = TF.nll_loss(torch.tensor(rnd((2, 3))), torch.tensor([-100, -100]))
    assert math.isnan(got.item()) and math.isnan(ref.item())


def test_loss_errors_match_torch():
    x, tx = tg.tensor(rnd((3, 4))), torch.tensor(rnd((3, 4)))
    same_error(ValueError, lambda: F.cross_entropy(x, tg.tensor([0, 1, 2, 3])),
               lambda: TF.cross_entropy(tx, torch.tensor([0, 1, 2, 3])))
    same_error(ValueError, lambda: F.nll_loss(x, tg.tensor([0, 1])), lambda: TF.nll_loss(tx, torch.tensor([0, 1])))
    same_error(IndexError, lambda: F.cross_entropy(x, tg.tensor([0, 1, 7])),
               lambda: TF.cross_entropy(tx, torch.tensor([0, 1, 7])))
    same_error(ValueError, lambda: F.cross_entropy(x, tg.tensor([0, 1, 2]), reduction="avg"),
               lambda: TF.cross_entropy(tx, torch.tensor([0, 1, 2]), reduction="avg"))
    same_error(ValueError, lambda: F.mse_loss(x, x, reduction="bad"), lambda: TF.mse_loss(tx, tx, reduction="bad"))
    same_error(RuntimeError, lambda: F.nll_loss(x, tg.tensor([0, 1, 2]), weight=tg.ones(3)),
               lambda: TF.nll_loss(tx, torch.tensor([0, 1, 2]), weight=torch.ones(3)))
    p, tp = tg.tensor([0.5, 1.5]), torch.tensor([0.5, 1.5])
    same_error(RuntimeError, lambda: F.binary_cross_entropy(p, tg.zeros(2)),
               lambda: TF.binary_cross_entropy(tp, torch.zeros(2)))
    with pytest.raises(ValueError, match="Target size"):
        F.binary_cross_entropy_with_logits(p, tg.zeros(3))
    with pytest.raises(ValueError, match="different to the input size"):
        F.binary_cross_entropy(tg.tensor([0.5, 0.5]), tg.zeros(3))
    same_error(RuntimeError, lambda: F.nll_loss(x, tg.tensor([0.0, 1.0, 2.0])),
               lambda: TF.nll_loss(tx, torch.tensor([0.0, 1.0, 2.0])))
    same_error(RuntimeError, lambda: F.nll_loss(x, tg.tensor([0, 1, 2], dtype=tg.int32)),
               lambda: TF.nll_loss(tx, torch.tensor([0, 1, 2], dtype=torch.int32)))


# ------------------------------------------------------------------ regression and binary losses
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_regression_losses(reduction):
    x, y = pair(rnd((4, 5), 1)), pair(rnd((4, 5), 2))
    compare(lambda a, b: F.mse_loss(a, b, reduction=reduction),
            lambda a, b: TF.mse_loss(a, b, reduction=reduction), [x, y])
    x, y = pair(rnd((4, 5), 3)), pair(rnd((4, 5), 4))
    compare(lambda a, b: F.l1_loss(a, b, reduction=reduction),
            lambda a, b: TF.l1_loss(a, b, reduction=reduction), [x, y])
    for beta in (0.0, 0.5, 1.0, 2.0):
        x, y = pair(rnd((4, 5), 5)), pair(rnd((4, 5), 6))
        compare(lambda a, b: F.smooth_l1_loss(a, b, reduction=reduction, beta=beta),
                lambda a, b: TF.smooth_l1_loss(a, b, reduction=reduction, beta=beta), [x, y])
    for delta in (0.5, 1.0, 2.0):
        x, y = pair(rnd((4, 5), 7)), pair(rnd((4, 5), 8))
        compare(lambda a, b: F.huber_loss(a, b, reduction=reduction, delta=delta),
                lambda a, b: TF.huber_loss(a, b, reduction=reduction, delta=delta), [x, y])


def test_mse_loss_broadcast_warns_as_torch():
    with pytest.warns(UserWarning, match="different to the input size"):
        F.mse_loss(tg.ones(3, 1), tg.ones(3))


@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
@pytest.mark.parametrize("weighted", [False, True])
def test_binary_cross_entropy(reduction, weighted):
    p = 1 / (1 + np.exp(-rnd((3, 4), 1)))
    t = np.random.default_rng(2).random((3, 4))
    w = rnd((3, 4), 3) ** 2 if weighted else None
    tw = (tg.tensor(w), torch.tensor(w)) if weighted else (None, None)
    compare(lambda a, b: F.binary_cross_entropy(a, b, weight=tw[0], reduction=reduction),
            lambda a, b: TF.binary_cross_entropy(a, b, weight=tw[1], reduction=reduction),
            [pair(p), pair(t)], tol=1e-9)


def test_binary_cross_entropy_clamps_logs_at_minus_100():
    p, t = np.array([0.0, 1.0, 0.5]), np.array([1.0, 0.0, 1.0])
    got = F.binary_cross_entropy(tg.tensor(p), tg.tensor(t), reduction="none")
    ref = TF.binary_cross_entropy(torch.tensor(p), torch.tensor(t), reduction="none")
    np.testing.assert_allclose(got.numpy(), ref.numpy())


@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
@pytest.mark.parametrize("pos_weight", [False, True])
@pytest.mark.parametrize("weighted", [False, True])
def test_binary_cross_entropy_with_logits(reduction, pos_weight, weighted):
    x = rnd((3, 4), 1, 5.0)  # large logits: the stable form must not overflow
    t = np.random.default_rng(2).random((3, 4))
    pw = np.array([0.5, 1.0, 2.0, 3.0]) if pos_weight else None
    w = rnd((3, 4), 3) ** 2 if weighted else None
    tpw = (tg.tensor(pw), torch.tensor(pw)) if pos_weight else (None, None)
    tw = (tg.tensor(w), torch.tensor(w)) if weighted else (None, None)
    compare(lambda a, b: F.binary_cross_entropy_with_logits(a, b, tw[0], reduction=reduction, pos_weight=tpw[0]),
            lambda a, b: TF.binary_cross_entropy_with_logits(a, b, tw[1], reduction=reduction,
                                                             pos_weight=tpw[1]),
            [pair(x), pair(t)])


# ------------------------------------------------------------------ activations
ACTIVATIONS = [("leaky_relu", (0.2,)), ("leaky_relu", ()), ("elu", (1.5,)), ("selu", ()), ("celu", (0.7,)),
               ("softplus", ()), ("softplus", (2.0, 3.0)), ("logsigmoid", ()), ("hardtanh", ()),
               ("hardtanh", (-0.5, 2.0)), ("relu6", ()), ("mish", ()), ("hardswish", ()), ("hardsigmoid", ()),
               ("glu", ()), ("glu", (0,)), ("relu", ()), ("gelu", ()), ("silu", ()), ("tanh", ()), ("sigmoid", ())]


@pytest.mark.parametrize("name,args", ACTIVATIONS)
@pytest.mark.parametrize("dtype", [tg.float64, tg.float32])
def test_activations_values_and_grads(name, args, dtype):
    x = rnd((4, 6), 0, 4.0)
    tol = 1e-12 if dtype is tg.float64 else 2e-6
    if name in ("celu", "hardsigmoid") and dtype is tg.float64:
        tol = 1e-7  # torch's backward rounds 1/alpha and 1/6 through float32
    compare(lambda a: getattr(F, name)(a, *args), lambda a: getattr(TF, name)(a, *args), [pair(x, dtype=dtype)],
            tol=tol)


@pytest.mark.parametrize("name", ["leaky_relu", "elu", "hardtanh", "relu6", "mish", "hardswish", "hardsigmoid",
                                  "selu", "celu", "silu", "relu"])
def test_inplace_activations(name):
    x = rnd((3, 5), 1, 4.0)
    a, b = tg.tensor(x), torch.tensor(x)
    ra, rb = getattr(F, name)(a, inplace=True), getattr(TF, name)(b, inplace=True)
    assert ra is a and rb is b
    np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-12, atol=1e-12)


def test_activation_errors():
    same_error(RuntimeError, lambda: F.glu(tg.ones(2, 3)), lambda: TF.glu(torch.ones(2, 3)))
    same_error(ValueError, lambda: F.hardtanh(tg.ones(2), 1.0, 0.0), lambda: TF.hardtanh(torch.ones(2), 1.0, 0.0))


# ------------------------------------------------------------------ layer_norm, normalize, one_hot, embedding, pad
@pytest.mark.parametrize("shape,norm", [((3, 5), (5,)), ((2, 3, 4), (3, 4)), ((4, 6), 6)])
@pytest.mark.parametrize("affine", [False, True])
def test_layer_norm(shape, norm, affine):
    ns = (norm,) if isinstance(norm, int) else norm
    ins = [pair(rnd(shape, 1))]
    if affine:
        ins += [pair(rnd(ns, 2)), pair(rnd(ns, 3))]
    compare(lambda x, *wb: F.layer_norm(x, norm, *wb, eps=1e-5),
            lambda x, *wb: TF.layer_norm(x, ns, *wb, eps=1e-5), ins, tol=1e-9)


def test_layer_norm_error_matches_torch():
    same_error(RuntimeError, lambda: F.layer_norm(tg.ones(3, 4), (5,)), lambda: TF.layer_norm(torch.ones(3, 4), (5,)))


@pytest.mark.parametrize("p,dim", [(2.0, 1), (1.0, 1), (3.0, 0), (2.0, -1)])
def test_normalize(p, dim):
    x = rnd((4, 5), 2)
    x[1] = 0.0  # an all-zero row along dim 1: value 0, finite gradient
    compare(lambda a: F.normalize(a, p=p, dim=dim), lambda a: TF.normalize(a, p=p, dim=dim), [pair(x)], tol=1e-9)


def test_one_hot():
    t = np.array([[0, 2], [1, 4]])
    for n in (-1, 6):
        a, b = F.one_hot(tg.tensor(t), n), TF.one_hot(torch.tensor(t), n)
        assert a.dtype is tg.int64 and np.array_equal(a.numpy(), b.numpy())
    same_error(RuntimeError, lambda: F.one_hot(tg.tensor([-1, 0])), lambda: TF.one_hot(torch.tensor([-1, 0])))
    same_error(RuntimeError, lambda: F.one_hot(tg.tensor([3, 0]), 3), lambda: TF.one_hot(torch.tensor([3, 0]), 3))


@pytest.mark.parametrize("padding_idx", [None, 0, 2, -1])
def test_embedding(padding_idx):
    w = pair(rnd((5, 3), 1))
    idx = np.array([[0, 2, 4], [2, 2, 1]])
    compare(lambda a: F.embedding(tg.tensor(idx), a, padding_idx=padding_idx),
            lambda a: TF.embedding(torch.tensor(idx), a, padding_idx=padding_idx), [w])
    same_error(IndexError, lambda: F.embedding(tg.tensor([5]), tg.ones(5, 2)),
               lambda: TF.embedding(torch.tensor([5]), torch.ones(5, 2)))


@pytest.mark.parametrize("mode", ["constant", "reflect", "replicate", "circular"])
@pytest.mark.parametrize("pads", [(1, 2), (2, 1, 1, 0), (0, 0, 1, 1)])
def test_pad(mode, pads):
    x = rnd((2, 3, 4), 1)
    kw = dict(value=1.5) if mode == "constant" else {}
    compare(lambda a: F.pad(a, pads, mode=mode, **kw), lambda a: TF.pad(a, pads, mode=mode, **kw), [pair(x)])


def test_pad_constant_negative_crops_and_errors():
    x = rnd((3, 5), 1)
    compare(lambda a: F.pad(a, (-1, 2, 1, -2)), lambda a: TF.pad(a, (-1, 2, 1, -2)), [pair(x)])
    same_error(RuntimeError, lambda: F.pad(tg.ones(2, 3), (1,)), lambda: TF.pad(torch.ones(2, 3), (1,)))


@pytest.mark.parametrize("mode", ["reflect", "replicate", "circular"])
@pytest.mark.parametrize("shape,pads", [((1, 2, 3, 4), (1, 1)), ((3,), (1, 1)), ((1, 2, 3, 4, 5, 6), (1,) * 6)])
def test_pad_non_constant_refuses_unsupported_dims(mode, shape, pads):
    same_error(NotImplementedError, lambda: F.pad(tg.ones(*shape), pads, mode=mode),
               lambda: TF.pad(torch.ones(*shape), pads, mode=mode))


# ------------------------------------------------------------------ dropout
def test_dropout_records_its_mask():
    tg.manual_seed(0)
    x = tg.tensor(rnd((50, 40), 1)).requires_grad_()
    y = F.dropout(x, 0.3)
    y.sum().backward()
    kept = y.detach().numpy() != 0
    np.testing.assert_allclose(x.grad.numpy(), np.where(kept, 1 / 0.7, 0.0))
    assert 0.6 < kept.mean() < 0.8
    assert F.dropout(x, 0.3, training=False) is x


# ------------------------------------------------------------------ scaled_dot_product_attention
@pytest.mark.parametrize("case", ["plain", "causal", "bool_mask", "float_mask", "scale", "cross"])
def test_sdpa(case):
    L, S = 4, (6 if case == "cross" else 4)
    q, k, v = pair(rnd((2, 3, L, 5), 1)), pair(rnd((2, 3, S, 5), 2)), pair(rnd((2, 3, S, 7), 3))
    kw_tg, kw_t = {}, {}
    if case == "causal":
        kw_tg = kw_t = dict(is_causal=True)
    elif case == "bool_mask":
        m = np.random.default_rng(4).random((L, S)) > 0.3
        m[:, 0] = True
        kw_tg, kw_t = dict(attn_mask=tg.tensor(m)), dict(attn_mask=torch.tensor(m))
    elif case == "float_mask":
        m = rnd((2, 1, L, S), 5)
        kw_tg, kw_t = dict(attn_mask=tg.tensor(m)), dict(attn_mask=torch.tensor(m))
    elif case == "scale":
        kw_tg = kw_t = dict(scale=0.3)
    compare(lambda a, b, c: F.scaled_dot_product_attention(a, b, c, **kw_tg),
            lambda a, b, c: TF.scaled_dot_product_attention(a, b, c, **kw_t), [q, k, v], tol=1e-9)


def test_sdpa_nested_runs_per_component():
    lens = [3, 5, 2]
    qs = [rnd((n, 4), i) for i, n in enumerate(lens)]
    nt = tg.nested.nested_tensor([tg.tensor(a) for a in qs], layout=tg.jagged)
    out = F.scaled_dot_product_attention(nt, nt, nt, is_causal=True)
    assert out.is_nested
    for got, a in zip(out.unbind(), qs):
        t = torch.tensor(a)
        ref = TF.scaled_dot_product_attention(t, t, t, is_causal=True)
        np.testing.assert_allclose(got.numpy(), ref.numpy(), rtol=1e-10, atol=1e-10)


def test_sdpa_errors():
    q = tg.ones(2, 3, 4)
    with pytest.raises(RuntimeError, match="Explicit attn_mask should not be set when is_causal=True"):
        F.scaled_dot_product_attention(q, q, q, attn_mask=tg.ones(3, 3, dtype=tg.bool), is_causal=True)
    with pytest.raises(RuntimeError, match="same dtype"):
        F.scaled_dot_product_attention(q, q.double(), q)


@pytest.mark.parametrize("name", ["leaky_relu", "elu", "softplus", "logsigmoid", "hardtanh", "mish", "hardswish",
                                  "hardsigmoid"])
@pytest.mark.parametrize("dtype", [tg.float16, tg.bfloat16])
def test_activation_narrow_floats(name, dtype):
    x = rnd((4, 6), 0, 4.0)
    a = getattr(F, name)(tg.tensor(x, dtype=dtype))
    b = getattr(TF, name)(torch.tensor(x, dtype=getattr(torch, dtype.name)))
    assert a.dtype is dtype
    tol = 1e-2 if dtype is tg.float16 else 4e-2
    np.testing.assert_allclose(a.float().numpy(), b.float().numpy(), rtol=tol, atol=tol)


@pytest.mark.parametrize("name", ["leaky_relu", "elu", "softplus", "logsigmoid", "mish", "hardswish",
                                  "hardsigmoid"])
def test_activation_refuses_integers(name):  # (hardtanh takes them: tests/nn/test_integer_activations.py)
    with pytest.raises(RuntimeError):
        getattr(F, name)(tg.tensor([1, 2, 3]))


def test_sdpa_dropout():
    q = tg.tensor(rnd((2, 4, 5), 1)).requires_grad_()
    full = F.scaled_dot_product_attention(q, q, q, dropout_p=1.0)
    ref = TF.scaled_dot_product_attention(*(torch.tensor(rnd((2, 4, 5), 1)),) * 3, dropout_p=1.0)
    np.testing.assert_array_equal(full.detach().numpy(), ref.numpy())  # every weight dropped: zeros
    tg.manual_seed(1)
    out = F.scaled_dot_product_attention(q, q, q, dropout_p=0.5)
    plain = F.scaled_dot_product_attention(q, q, q)
    assert not np.allclose(out.detach().numpy(), plain.detach().numpy())
    out.sum().backward()
    assert np.isfinite(q.grad.numpy()).all()


def test_cross_entropy_float_target_of_another_shape_is_refused_as_torch():
    same_error(RuntimeError, lambda: F.cross_entropy(tg.ones(3, 4), tg.ones(3)),
               lambda: TF.cross_entropy(torch.ones(3, 4), torch.ones(3)))


@pytest.mark.parametrize("xs,ts", [((3, 4), (3, 2)), ((2, 3, 4), (2, 5)), ((2, 3, 4), (3, 4)), ((4,), (2,)),
                                   ((2, 3, 4, 5), (2, 4))])
def test_cross_entropy_target_shape_errors_match_torch(xs, ts):
    with pytest.raises(Exception) as e1:
        F.cross_entropy(tg.zeros(*xs), tg.zeros(*ts, dtype=tg.int64))
    with pytest.raises(Exception) as e2:
        TF.cross_entropy(torch.zeros(*xs), torch.zeros(*ts, dtype=torch.int64))
    assert type(e1.value) is type(e2.value) and str(e1.value) == str(e2.value)


@pytest.mark.parametrize("xs", [(4, 5), (2, 4, 5), (5,)])
def test_linear_shape_error_matches_torch(xs):
    same_error(RuntimeError, lambda: F.linear(tg.ones(*xs), tg.ones(3, 6)),
               lambda: TF.linear(torch.ones(*xs), torch.ones(3, 6)))


def test_sdpa_grouped_query_attention():
    q, k, v = pair(rnd((2, 4, 3, 5), 1)), pair(rnd((2, 2, 6, 5), 2)), pair(rnd((2, 2, 6, 5), 3))
    compare(lambda a, b, c: F.scaled_dot_product_attention(a, b, c, enable_gqa=True),
            lambda a, b, c: TF.scaled_dot_product_attention(a, b, c, enable_gqa=True), [q, k, v], tol=1e-9)
