"""The paths training takes (training speed): a jagged batch trained
through nested operators (a dense weight shared by every component, the
per-component attention), the engine's reductions of a gradient to its input,
cross_entropy's gather path for plain class targets, and the optimizers'
parameter aliases. Each is checked against the per-component dense computation
or against torch."""
import numpy as np
import pytest

import tensorgen as tg
import tensorgen.nn as nn
import tensorgen.nn.functional as F

LENGTHS = [3, 1, 5, 2]


def _jagged(rng, d, dtype=tg.float64, requires_grad=False):
    comps = [rng.standard_normal((n, d)) for n in LENGTHS]
    nt = tg.nested.nested_tensor([tg.tensor(c, dtype=dtype) for c in comps], layout=tg.jagged,
                                 requires_grad=requires_grad)
    return nt, comps


def _grads(params):
    return [p.grad.numpy().copy() for p in params]


@pytest.mark.parametrize("dtype", [tg.float32, tg.float64])
def test_linear_layer_norm_pool_over_a_jagged_batch_matches_per_component(dtype):
    """A Linear's weight and bias and a LayerNorm's affine parameters are dense
    tensors shared by every component: their gradients sum over all rows."""
    rng = np.random.default_rng(0)
    nt, comps = _jagged(rng, 4, dtype)
    lin, norm = nn.Linear(4, 6).to(dtype), nn.LayerNorm(6).to(dtype)
    params = list(lin.parameters()) + list(norm.parameters())
    g = tg.tensor(rng.standard_normal((len(LENGTHS), 6)), dtype=dtype)

    (norm(lin(nt)).mean(1) * g).sum().backward()
    nested = _grads(params)
    for p in params:
        p.grad = None
    pooled = tg.stack([norm(lin(tg.tensor(c, dtype=dtype))).mean(0) for c in comps])
    (pooled * g).sum().backward()
    tol = dict(rtol=1e-5, atol=1e-6) if dtype is tg.float32 else dict(rtol=1e-12, atol=1e-12)
    for a, b in zip(nested, _grads(params)):
        np.testing.assert_allclose(a, b, **tol)


def test_nested_attention_is_differentiable_per_component():
    rng = np.random.default_rng(1)
    nts, comps = zip(*(_jagged(rng, 4, requires_grad=True) for _ in range(3)))
    out = F.scaled_dot_product_attention(*nts)
    assert out.is_nested and out.requires_grad
    out.mean(1).sum().backward()
    dense = [[tg.tensor(c, requires_grad=True) for c in cs] for cs in comps]
    total = None
    for q, k, v in zip(*dense):
        r = F.scaled_dot_product_attention(q, k, v).mean(0).sum()
        total = r if total is None else total + r
    total.backward()
    for nt, ds in zip(nts, dense):
        for got, want in zip(nt.grad.unbind(), ds):
            np.testing.assert_allclose(got.numpy(), want.grad.numpy(), rtol=1e-12, atol=1e-12)


def test_dense_operand_broadcast_over_components_double_backward():
    """create_graph: the shared operand's gradient keeps its history (per component)."""
    rng = np.random.default_rng(2)
    nt, comps = _jagged(rng, 3)
    w = tg.tensor(rng.standard_normal(3), requires_grad=True)
    (gw,) = tg.autograd.grad(((nt * w) * w).mean(1).sum(), [w], create_graph=True)
    want = 2 * w.detach().numpy() * sum(c.mean(0) for c in comps)
    np.testing.assert_allclose(gw.detach().numpy(), want, rtol=1e-12)
    (ggw,) = tg.autograd.grad(gw.sum(), [w])
    np.testing.assert_allclose(ggw.numpy(), 2 * sum(c.mean(0) for c in comps), rtol=1e-12)


def test_jagged_example_trains_on_the_nested_batch_as_per_sequence():
    import importlib.util
    from pathlib import Path
    path = Path(__file__).resolve().parents[3] / "examples" / "jagged_sequences.py"
    spec = importlib.util.spec_from_file_location("example_jagged_sequences", path)
    ex = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ex)
    tg.manual_seed(0)
    model = ex.SequenceClassifier()
    seqs, labels = ex.make_data(8, np.random.default_rng(3))
    batch, y = ex.nested_batch(seqs), tg.tensor(labels)
    grads, losses = [], []
    for fwd in (model, model.forward_per_sequence):
        model.zero_grad()
        loss = F.cross_entropy(fwd(batch), y)
        loss.backward()
        losses.append(loss.item())
        grads.append(_grads(model.parameters()))
    assert abs(losses[0] - losses[1]) < 1e-6
    for a, b in zip(*grads):
        np.testing.assert_allclose(a, b, rtol=1e-4, atol=1e-6)


# ------------------------------------------------------------------ engine: a gradient reduced to its input
@pytest.mark.parametrize("shape,other", [((4,), (2, 3, 4)), ((3, 1), (2, 3, 4)), ((1, 4), (3, 4)), ((), (2, 3))])
def test_broadcast_gradients_match_torch(shape, other):
    torch = pytest.importorskip("torch")
    rng = np.random.default_rng(4)
    a, b = rng.standard_normal(shape), rng.standard_normal(other)
    ta, tb = tg.tensor(a, requires_grad=True), tg.tensor(b, requires_grad=True)
    pa, pb = torch.tensor(a, requires_grad=True), torch.tensor(b, requires_grad=True)
    (ta * tb + ta).sum().backward()
    (pa * pb + pa).sum().backward()
    assert ta.grad.shape == tuple(shape)
    np.testing.assert_allclose(ta.grad.numpy(), pa.grad.numpy(), rtol=1e-12)
    np.testing.assert_allclose(tb.grad.numpy(), pb.grad.numpy(), rtol=1e-12)


def test_mean_backward_over_leading_and_inner_dims_matches_torch():
    torch = pytest.importorskip("torch")
    x = np.random.default_rng(5).standard_normal((2, 3, 4, 5))
    for dims in ([0], [0, 1], [0, 2], [1, 3], [0, 1, 2, 3]):
        t, p = tg.tensor(x, requires_grad=True), torch.tensor(x, requires_grad=True)
        (t.mean(dims) * 3).sum().backward()
        (p.mean(dims) * 3).sum().backward()
        np.testing.assert_allclose(t.grad.numpy(), p.grad.numpy(), rtol=1e-12)


def test_addmm_add_sub_gradients_with_and_without_scales():
    torch = pytest.importorskip("torch")
    rng = np.random.default_rng(6)
    b, m1, m2 = rng.standard_normal(3), rng.standard_normal((2, 4)), rng.standard_normal((4, 3))
    for beta, alpha in ((1, 1), (0.5, 2.0)):
        ts = [tg.tensor(x, requires_grad=True) for x in (b, m1, m2)]
        ps = [torch.tensor(x, requires_grad=True) for x in (b, m1, m2)]
        (tg.addmm(*ts, beta=beta, alpha=alpha).sub(ts[0], alpha=alpha) + ts[0]).sum().backward()
        (torch.addmm(*ps, beta=beta, alpha=alpha).sub(ps[0], alpha=alpha) + ps[0]).sum().backward()
        for t, p in zip(ts, ps):
            np.testing.assert_allclose(t.grad.numpy(), p.grad.numpy(), rtol=1e-12)


# ------------------------------------------------------------------ cross_entropy
@pytest.mark.parametrize("reduction", ["mean", "sum"])
@pytest.mark.parametrize("smoothing", [0.0, 0.1])
def test_cross_entropy_plain_targets_match_torch(reduction, smoothing):
    torch = pytest.importorskip("torch")
    rng = np.random.default_rng(7)
    x, y = rng.standard_normal((6, 5)).astype(np.float32), rng.integers(0, 5, 6)
    t = tg.tensor(x, requires_grad=True)
    p = torch.tensor(x, requires_grad=True)
    lt = F.cross_entropy(t, tg.tensor(y), reduction=reduction, label_smoothing=smoothing)
    lp = torch.nn.functional.cross_entropy(p, torch.tensor(y), reduction=reduction, label_smoothing=smoothing)
    lt.backward()
    lp.backward()
    np.testing.assert_allclose(lt.item(), lp.item(), rtol=1e-6)
    np.testing.assert_allclose(t.grad.numpy(), p.grad.numpy(), rtol=1e-5, atol=1e-7)


def test_cross_entropy_targets_out_of_range_or_ignored_take_the_checked_path():
    torch = pytest.importorskip("torch")
    x = np.random.default_rng(8).standard_normal((4, 3)).astype(np.float32)
    with pytest.raises(IndexError, match="Target 3 is out of bounds"):
        F.cross_entropy(tg.tensor(x), tg.tensor(np.array([0, 3, 1, 2])))
    with pytest.raises(IndexError, match="Target -1 is out of bounds"):
        F.cross_entropy(tg.tensor(x), tg.tensor(np.array([0, -1, 1, 2])))
    for y, ignore in (([0, 2, 1, 2], 2), ([0, 2, 1, 2], -100), ([0, -100, 1, 2], -100), ([0, 5, 1, 5], 5),
                      ([0, -1, 1, 2], -1)):
        for smoothing in (0.0, 0.2):
            lt = F.cross_entropy(tg.tensor(x), tg.tensor(np.array(y)), ignore_index=ignore, label_smoothing=smoothing)
            lp = torch.nn.functional.cross_entropy(torch.tensor(x), torch.tensor(y), ignore_index=ignore,
                                                   label_smoothing=smoothing)
            np.testing.assert_allclose(lt.item(), lp.item(), rtol=1e-6)


# ------------------------------------------------------------------ optimizers: the parameter alias
def test_optimizer_alias_follows_a_replaced_parameter_storage():
    torch = pytest.importorskip("torch")
    w0 = np.arange(4.0)
    p, q = nn.Parameter(tg.tensor(w0)), torch.nn.Parameter(torch.tensor(w0))
    opt, topt = tg.optim.AdamW([p], lr=0.1), torch.optim.AdamW([q], lr=0.1)
    for step in range(3):
        if step == 1:  # a new storage under the same parameter: the update must land there
            p.data = tg.tensor(w0 * 2)
            q.data = torch.tensor(w0 * 2)
        for t, o in ((p, opt), (q, topt)):
            o.zero_grad()
            (t * t).sum().backward()
            o.step()
        np.testing.assert_allclose(p.detach().numpy(), q.detach().numpy(), rtol=1e-12)
