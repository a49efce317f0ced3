"""nn layers and functional composites added beside the core set, against torch: values and
gradients (copied weights), running statistics, reprs, state_dict keys and argument errors."""
import warnings

import numpy as np
import pytest

import tensorgen as tg

torch = pytest.importorskip("torch")
RNG = np.random.default_rng(0)


def _pair(arr, grad=True, dtype="float64"):
    arr = np.asarray(arr)
    return (tg.tensor(arr, dtype=getattr(tg, dtype), requires_grad=grad),
            torch.tensor(arr, dtype=getattr(torch, dtype), requires_grad=grad))


def _close(r, t, tol=1e-12):
    assert tuple(r.shape) == tuple(t.shape)
    np.testing.assert_allclose(r.detach().numpy(), t.detach().numpy(), rtol=tol, atol=tol)


def _check(fn_tg, fn_t, *arrays, tol=1e-12, grad=True):
    """fn over copies of the arrays in both libraries: values, then the gradients of a weighted sum."""
    pairs = [_pair(a, grad) for a in arrays]
    r = fn_tg(*[p[0] for p in pairs])
    t = fn_t(*[p[1] for p in pairs])
    _close(r, t, tol)
    if grad:
        w = RNG.standard_normal(tuple(t.shape))
        (r * tg.tensor(w)).sum().backward()
        (t * torch.tensor(w)).sum().backward()
        for a, b in pairs:
            _close(a.grad, b.grad, tol)


X4 = RNG.standard_normal((2, 6, 3, 4))
X3 = RNG.standard_normal((3, 4, 5))


@pytest.mark.parametrize("groups", [1, 2, 3, 6])
@pytest.mark.parametrize("affine", [False, True])
def test_group_norm(groups, affine):
    w, b = RNG.standard_normal(6), RNG.standard_normal(6)
    if affine:
        _check(lambda x, w, b: tg.nn.functional.group_norm(x, groups, w, b),
               lambda x, w, b: torch.nn.functional.group_norm(x, groups, w, b), X4, w, b)
    else:
        _check(lambda x: tg.nn.functional.group_norm(x, groups, eps=1e-3),
               lambda x: torch.nn.functional.group_norm(x, groups, eps=1e-3), X4)


def test_group_norm_module_and_errors():
    m, tm = tg.nn.GroupNorm(3, 6), torch.nn.GroupNorm(3, 6)
    assert repr(m) == repr(tm)
    assert list(m.state_dict()) == list(tm.state_dict())
    x, tx = _pair(X4.astype(np.float32), dtype="float32")
    _close(m(x), tm(tx), 1e-5)
    with pytest.raises(ValueError, match="num_channels \\(6\\) must be divisible by num_groups \\(4\\)"):
        tg.nn.GroupNorm(4, 6)
    m, tm = tg.nn.GroupNorm(2, 6, bias=False), torch.nn.GroupNorm(2, 6, bias=False)
    assert repr(m) == repr(tm) and list(m.state_dict()) == list(tm.state_dict())
    with pytest.raises(RuntimeError) as e1:
        tg.nn.functional.group_norm(x, 4)
    with pytest.raises(RuntimeError) as e2:
        torch.nn.functional.group_norm(tx, 4)
    assert str(e1.value) == str(e2.value)


@pytest.mark.parametrize("cls,shape", [("InstanceNorm1d", (3, 4, 5)), ("InstanceNorm1d", (4, 5)),
                                       ("InstanceNorm2d", (2, 4, 3, 5)), ("InstanceNorm3d", (2, 4, 2, 3, 2))])
@pytest.mark.parametrize("affine,track", [(False, False), (True, False), (True, True), (False, True)])
def test_instance_norm_modules(cls, shape, affine, track):
    m, tm = getattr(tg.nn, cls)(4, affine=affine, track_running_stats=track), \
        getattr(torch.nn, cls)(4, affine=affine, track_running_stats=track)
    assert repr(m) == repr(tm)
    assert list(m.state_dict()) == list(tm.state_dict())
    if affine:
        w, b = RNG.standard_normal(4), RNG.standard_normal(4)
        for p, tp, v in ((m.weight, tm.weight, w), (m.bias, tm.bias, b)):
            p.detach().copy_(tg.tensor(v, dtype=tg.float32))
            tp.data.copy_(torch.tensor(v))
    arr = RNG.standard_normal(shape).astype(np.float32)
    for _ in range(2):  # the running statistics move, as torch's
        x, tx = _pair(arr, dtype="float32")
        r, t = m(x), tm(tx)
        _close(r, t, 1e-5)
        r.sum().backward()
        t.sum().backward()
        _close(x.grad, tx.grad, 1e-5)
        if track:
            _close(m.running_mean, tm.running_mean, 1e-6)
            _close(m.running_var, tm.running_var, 1e-6)
    m.eval()
    tm.eval()
    x, tx = _pair(arr, dtype="float32")
    _close(m(x), tm(tx), 1e-5)


def test_instance_norm_errors():
    with pytest.raises(ValueError, match="expected 2D or 3D input \\(got 4D input\\)"):
        tg.nn.InstanceNorm1d(3)(tg.ones(1, 3, 2, 2))
    with pytest.raises(ValueError, match="expected input's size at dim=1 to match num_features \\(3\\), but got: 2."):
        tg.nn.InstanceNorm1d(3, affine=True)(tg.ones(1, 2, 5))
    with pytest.warns(UserWarning, match="does not match num_features"):
        tg.nn.InstanceNorm1d(3)(tg.ones(1, 2, 5))


@pytest.mark.parametrize("shape,k", [((3, 4, 5), 4), ((3, 4, 5), 1), ((4,), 1), ((5, 2), 2), ((), 1)])
def test_prelu(shape, k):
    x = RNG.standard_normal(shape)
    x.reshape(-1)[:1] = 0.0  # the kink: both sides take the slope's branch for x <= 0
    w = RNG.uniform(0.1, 0.5, k)
    _check(tg.nn.functional.prelu, torch.nn.functional.prelu, x, w)


def test_prelu_module():
    m, tm = tg.nn.PReLU(3, init=0.1), torch.nn.PReLU(3, init=0.1)
    assert repr(m) == repr(tm)
    np.testing.assert_allclose(m.weight.detach().numpy(), tm.weight.detach().numpy())
    for shape in ((2, 4), (3,)):
        with pytest.raises(RuntimeError) as e1:
            m(tg.ones(*shape))
        with pytest.raises(RuntimeError) as e2:
            tm(torch.ones(*shape))
        assert str(e1.value) == str(e2.value)


ACTS = [("softsign", {}), ("tanhshrink", {}), ("hardshrink", {}), ("hardshrink", dict(lambd=1.0)),
        ("softshrink", {}), ("softshrink", dict(lambd=0.8)), ("threshold", dict(threshold=0.2, value=-3.0)),
        ("softmin", dict(dim=1)), ("softmin", dict(dim=0))]


@pytest.mark.parametrize("name,kw", ACTS)
def test_activations(name, kw):
    x = RNG.standard_normal((4, 5)) * 2
    _check(lambda a: getattr(tg.nn.functional, name)(a, **kw), lambda a: getattr(torch.nn.functional, name)(a, **kw), x)


@pytest.mark.parametrize("cls,args", [("Softmin", (1,)), ("Softsign", ()), ("Tanhshrink", ()), ("Hardshrink", ()),
                                      ("Softshrink", (0.3,)), ("Threshold", (0.1, 20.0)),
                                      ("Threshold", (0.1, 2.0, True)), ("Dropout1d", ()), ("Dropout2d", (0.2,)),
                                      ("Dropout3d", (0.3, True)), ("CosineSimilarity", ()), ("PairwiseDistance", ()),
                                      ("KLDivLoss", ()), ("HuberLoss", ()), ("CosineEmbeddingLoss", ()),
                                      ("MarginRankingLoss", ()), ("TripletMarginLoss", ()), ("PoissonNLLLoss", ())])
def test_module_reprs(cls, args):
    assert repr(getattr(tg.nn, cls)(*args)) == repr(getattr(torch.nn, cls)(*args))


def test_threshold_inplace_and_softshrink_error():
    x = tg.tensor([-1.0, 0.5, 2.0])
    assert tg.nn.functional.threshold(x, 0.6, 9.0, inplace=True) is x
    np.testing.assert_array_equal(x.numpy(), [9.0, 9.0, 2.0])
    with pytest.raises(RuntimeError, match="lambda must be greater or equal to 0, but found to be -1"):
        tg.nn.functional.softshrink(x, -1.0)


@pytest.mark.parametrize("fn,shape", [("dropout1d", (4, 6, 5)), ("dropout1d", (6, 5)), ("dropout2d", (4, 6, 3, 3)),
                                      ("dropout3d", (2, 6, 2, 2, 2)), ("dropout3d", (6, 2, 2, 2))])
def test_channel_dropout(fn, shape):
    tg.manual_seed(0)
    x = tg.tensor(RNG.uniform(1, 2, shape), requires_grad=True)
    f = getattr(tg.nn.functional, fn)
    y = f(x, p=0.4)
    lead = 1 if len(shape) in (2, 4) and fn != "dropout2d" else 2
    ratio = (y / x).detach().numpy().reshape(int(np.prod(shape[:lead])), -1)
    # each channel is dropped or kept whole, the kept ones scaled by 1 / (1 - p)
    for row in ratio:
        assert np.allclose(row, 0.0) or np.allclose(row, 1 / 0.6)
    dropped = np.isclose(ratio[:, 0], 0).mean()
    assert 0.0 < dropped < 1.0
    y.sum().backward()
    np.testing.assert_allclose(x.grad.numpy().reshape(ratio.shape), ratio)
    assert f(x, 0.4, training=False) is x
    np.testing.assert_array_equal(f(x, 1.0).detach().numpy(), np.zeros(shape))


def test_channel_dropout_errors_and_module():
    with pytest.raises(RuntimeError, match="dropout1d: Expected 2D or 3D input, but received a 4D input"):
        tg.nn.functional.dropout1d(tg.ones(1, 2, 3, 4))
    with pytest.raises(ValueError, match="dropout probability has to be between 0 and 1, but got 1.5"):
        tg.nn.Dropout2d(1.5)
    m = tg.nn.Dropout2d(0.5).eval()
    x = tg.ones(2, 3, 4, 4)
    assert m(x) is x
    with pytest.warns(UserWarning, match="Received a 3D input to dropout2d"):
        tg.nn.functional.dropout2d(tg.ones(2, 3, 4))


@pytest.mark.parametrize("dim,shapes", [(1, ((4, 5), (4, 5))), (0, ((4, 5), (4, 5))), (-1, ((3, 1, 5), (4, 5))),
                                        (0, ((5,), (5,)))])
def test_cosine_similarity(dim, shapes):
    a, b = (RNG.standard_normal(s) for s in shapes)
    _check(lambda x, y: tg.nn.functional.cosine_similarity(x, y, dim),
           lambda x, y: torch.nn.functional.cosine_similarity(x, y, dim), a, b)


@pytest.mark.parametrize("p", [2.0, 1.0, 3.0, float("inf")])
@pytest.mark.parametrize("shapes", [((4, 5), (4, 5)), ((5,), (5,)), ((4, 5), (5,))])
@pytest.mark.parametrize("keepdim", [False, True])
def test_pairwise_distance(p, shapes, keepdim):
    a, b = (RNG.standard_normal(s) for s in shapes)
    _check(lambda x, y: tg.nn.PairwiseDistance(p, keepdim=keepdim)(x, y),
           lambda x, y: torch.nn.PairwiseDistance(p, keepdim=keepdim)(x, y), a, b)


REDUCTIONS = ["mean", "sum", "none"]


@pytest.mark.parametrize("reduction", REDUCTIONS + ["batchmean"])
@pytest.mark.parametrize("log_target", [False, True])
def test_kl_div(reduction, log_target):
    inp = np.log(RNG.dirichlet(np.ones(5), 4))
    tgt = RNG.dirichlet(np.ones(5), 4)
    tgt[0, 0] = 0.0  # 0 * log 0 is 0
    if log_target:
        tgt = np.log(tgt + 0.1)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        _check(lambda a, b: tg.nn.KLDivLoss(reduction=reduction, log_target=log_target)(a, b),
               lambda a, b: torch.nn.KLDivLoss(reduction=reduction, log_target=log_target)(a, b), inp, tgt)
    with pytest.warns(UserWarning, match="'batchmean' divides only by the batch size"):
        tg.nn.functional.kl_div(tg.zeros(2, 2), tg.zeros(2, 2))


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("delta", [1.0, 0.3])
def test_huber_module(reduction, delta):
    a, b = RNG.standard_normal((3, 4)) * 2, RNG.standard_normal((3, 4))
    _check(lambda x, y: tg.nn.HuberLoss(reduction, delta)(x, y),
           lambda x, y: torch.nn.HuberLoss(reduction, delta)(x, y), a, b)


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("margin", [0.0, 0.3])
@pytest.mark.parametrize("batched", [True, False])
def test_cosine_embedding_loss(reduction, margin, batched):
    shape = (6, 4) if batched else (4,)
    a, b = RNG.standard_normal(shape), RNG.standard_normal(shape)
    y = np.array([1, -1, 1, -1, -1, 1] if batched else 1.0)
    pairs = [_pair(a), _pair(b)]
    r = tg.nn.CosineEmbeddingLoss(margin, reduction=reduction)(pairs[0][0], pairs[1][0], tg.tensor(y))
    t = torch.nn.CosineEmbeddingLoss(margin, reduction=reduction)(pairs[0][1], pairs[1][1], torch.tensor(y))
    _close(r, t)
    r.sum().backward()
    t.sum().backward()
    for p, tp in pairs:
        _close(p.grad, tp.grad)


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("margin", [0.0, 0.5])
def test_margin_ranking_loss(reduction, margin):
    a, b, y = RNG.standard_normal(7), RNG.standard_normal(7), np.sign(RNG.standard_normal(7))
    _check(lambda x1, x2, t: tg.nn.MarginRankingLoss(margin, reduction=reduction)(x1, x2, t),
           lambda x1, x2, t: torch.nn.MarginRankingLoss(margin, reduction=reduction)(x1, x2, t), a, b, y)


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("p,swap,margin", [(2.0, False, 1.0), (1.0, True, 0.5), (3.0, True, 2.0)])
def test_triplet_margin_loss(reduction, p, swap, margin):
    a, pos, neg = (RNG.standard_normal((5, 4)) for _ in range(3))
    _check(lambda x, y, z: tg.nn.TripletMarginLoss(margin, p, swap=swap, reduction=reduction)(x, y, z),
           lambda x, y, z: torch.nn.TripletMarginLoss(margin, p, swap=swap, reduction=reduction)(x, y, z),
           a, pos, neg)


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("log_input,full", [(True, False), (False, False), (True, True), (False, True)])
def test_poisson_nll_loss(reduction, log_input, full):
    inp = RNG.standard_normal((3, 4)) if log_input else RNG.uniform(0.1, 3, (3, 4))
    tgt = RNG.poisson(2.0, (3, 4)).astype(np.float64)
    _check(lambda x, t: tg.nn.PoissonNLLLoss(log_input, full, reduction=reduction)(x, t),
           lambda x, t: torch.nn.PoissonNLLLoss(log_input, full, reduction=reduction)(x, t), inp, tgt)


@pytest.mark.parametrize("call,exc", [
    (lambda F, lib: F.margin_ranking_loss(lib.ones(3), lib.ones(3), lib.ones(3, 1)), RuntimeError),
    (lambda F, lib: F.cosine_embedding_loss(lib.ones(3, 2), lib.ones(3), lib.ones(3)), RuntimeError),
    (lambda F, lib: F.cosine_embedding_loss(lib.ones(3, 2), lib.ones(3, 2), lib.ones(3, 1)), RuntimeError),
    (lambda F, lib: F.triplet_margin_loss(lib.ones(3, 2), lib.ones(3, 2), lib.ones(3)), RuntimeError),
    (lambda F, lib: F.kl_div(lib.ones(3), lib.ones(3), reduction="avg"), ValueError),
    (lambda F, lib: F.poisson_nll_loss(lib.ones(3), lib.ones(3), reduction="x"), ValueError),
])
def test_loss_errors_match_torch(call, exc):
    with pytest.raises(exc) as e1:
        call(tg.nn.functional, tg)
    with pytest.raises(exc) as e2:
        call(torch.nn.functional, torch)
    assert str(e1.value) == str(e2.value).replace("torch.", "tensorgen.")


def test_parameter_list():
    pl = tg.nn.ParameterList([tg.ones(3), tg.nn.Parameter(tg.zeros(2, 2))])
    tpl = torch.nn.ParameterList([torch.ones(3), torch.nn.Parameter(torch.zeros(2, 2))])
    assert repr(pl) == repr(tpl).replace("torch.", "tensorgen.")
    assert isinstance(pl[0], tg.nn.Parameter) and len(pl) == 2
    pl.append(tg.ones(4))
    pl += [tg.ones(1)]
    assert len(pl) == 4 and pl[-1].shape == (1,) and len(pl[1:3]) == 2
    assert list(pl.state_dict()) == ["0", "1", "2", "3"]

    class Net(tg.nn.Module):
        def __init__(self):
            super().__init__()
            self.ws = tg.nn.ParameterList([tg.ones(2) for _ in range(3)])

    net = Net()
    assert [n for n, _ in net.named_parameters()] == ["ws.0", "ws.1", "ws.2"]
    opt = tg.optim.SGD(net.parameters(), lr=0.5)
    sum(w.sum() for w in net.ws).backward()
    opt.step()
    np.testing.assert_allclose(net.ws[2].detach().numpy(), [0.5, 0.5])
    pl[0] = tg.zeros(3)
    assert float(pl[0].sum()) == 0.0
    with pytest.raises(IndexError, match="index 9 is out of range"):
        pl[9]
    with pytest.raises(RuntimeError, match="ParameterList should not be called"):
        pl(1)


def test_parameter_dict():
    pd = tg.nn.ParameterDict({"a": tg.ones(2), "b": tg.nn.Parameter(tg.zeros(3))})
    tpd = torch.nn.ParameterDict({"a": torch.ones(2), "b": torch.nn.Parameter(torch.zeros(3))})
    assert repr(pd) == repr(tpd).replace("torch.", "tensorgen.")
    assert list(pd.keys()) == ["a", "b"] and "a" in pd and len(pd) == 2
    assert isinstance(pd["a"], tg.nn.Parameter)
    pd.update([("c", tg.ones(1))])
    assert list(pd) == ["a", "b", "c"] and list(pd.state_dict()) == ["a", "b", "c"]
    assert pd.pop("b").shape == (3,) and list(pd) == ["a", "c"]
    assert len(list(pd.parameters())) == 2
    with pytest.raises(ValueError, match="element #0 has length 3; 2 is required"):
        pd.update([("x", tg.ones(1), 3)])
    pd.clear()
    assert len(pd) == 0 and list(pd.parameters()) == []


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_soft_margin_and_hinge_embedding(reduction):
    x, y = RNG.standard_normal((4, 5)), np.sign(RNG.standard_normal((4, 5)))
    ty, tty = tg.tensor(y), torch.tensor(y)  # torch refuses a target that requires grad here
    _check(lambda a: tg.nn.SoftMarginLoss(reduction=reduction)(a, ty),
           lambda a: torch.nn.SoftMarginLoss(reduction=reduction)(a, tty), x)
    _check(lambda a: tg.nn.HingeEmbeddingLoss(0.7, reduction=reduction)(a, ty),
           lambda a: torch.nn.HingeEmbeddingLoss(0.7, reduction=reduction)(a, tty), x)


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("var_shape,full", [((4, 3), False), ((4,), True), ((4, 1), False)])
def test_gaussian_nll(reduction, var_shape, full):
    x, t = RNG.standard_normal((4, 3)), RNG.standard_normal((4, 3))
    v = RNG.uniform(0.0, 2.0, var_shape)
    v.reshape(-1)[0] = 1e-9  # below eps: clamped, the gradient passes the clamp
    _check(lambda a, b, c: tg.nn.GaussianNLLLoss(full=full, reduction=reduction)(a, b, c),
           lambda a, b, c: torch.nn.GaussianNLLLoss(full=full, reduction=reduction)(a, b, c), x, t, v)
    r = tg.nn.functional.gaussian_nll_loss(tg.tensor(x), tg.tensor(t), 0.5)
    np.testing.assert_allclose(r.numpy(), torch.nn.functional.gaussian_nll_loss(
        torch.tensor(x), torch.tensor(t), 0.5).numpy(), rtol=1e-12)
    with pytest.raises(ValueError, match="var is of incorrect size"):
        tg.nn.functional.gaussian_nll_loss(tg.tensor(x), tg.tensor(t), tg.ones(2))
    with pytest.raises(ValueError, match="var has negative entry"):
        tg.nn.functional.gaussian_nll_loss(tg.tensor(x), tg.tensor(t), -tg.ones(4, 3))


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("weighted", [False, True])
def test_multilabel_soft_margin(reduction, weighted):
    x, y = RNG.standard_normal((4, 5)), (RNG.uniform(size=(4, 5)) > 0.5).astype(np.float64)
    w = RNG.uniform(0.5, 2.0, 5)
    m = tg.nn.MultiLabelSoftMarginLoss(tg.tensor(w) if weighted else None, reduction=reduction)
    tm = torch.nn.MultiLabelSoftMarginLoss(torch.tensor(w) if weighted else None, reduction=reduction)
    ty, tty = tg.tensor(y), torch.tensor(y)
    _check(lambda a: m(a, ty), lambda a: tm(a, tty), x)


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("p,margin,weighted", [(1, 1.0, False), (2, 0.5, False), (1, 2.0, True), (2, 1.0, True)])
@pytest.mark.parametrize("batched", [True, False])
def test_multi_margin(reduction, p, margin, weighted, batched):
    x = RNG.standard_normal((6, 4) if batched else (4,))
    y = RNG.integers(0, 4, 6) if batched else np.array(2)
    w = RNG.uniform(0.5, 2.0, 4)
    xs, txs = tg.tensor(x, requires_grad=True), torch.tensor(x, requires_grad=True)
    r = tg.nn.MultiMarginLoss(p, margin, tg.tensor(w) if weighted else None, reduction=reduction)(xs, tg.tensor(y))
    t = torch.nn.MultiMarginLoss(p, margin, torch.tensor(w) if weighted else None, reduction=reduction)(
        txs, torch.tensor(y))
    _close(r, t)
    r.sum().backward()
    t.sum().backward()
    _close(xs.grad, txs.grad)


def test_more_loss_reprs_and_errors():
    for cls in ("SoftMarginLoss", "HingeEmbeddingLoss", "GaussianNLLLoss", "MultiLabelSoftMarginLoss",
                "MultiMarginLoss"):
        assert repr(getattr(tg.nn, cls)()) == repr(getattr(torch.nn, cls)())
    with pytest.raises(ValueError, match="only p == 1 and p == 2 supported"):
        tg.nn.MultiMarginLoss(p=3)
    with pytest.raises(RuntimeError, match="target out of range"):
        tg.nn.functional.multi_margin_loss(tg.ones(2, 3), tg.tensor([0, 3]))


@pytest.mark.parametrize("shape,size", [((2, 5, 4), 3), ((2, 6, 3, 3), 2), ((1, 4, 2, 2, 2), 5), ((2, 3, 4), 1)])
def test_local_response_norm(shape, size):
    m, tm = tg.nn.LocalResponseNorm(size, 0.3, 0.6, 1.5), torch.nn.LocalResponseNorm(size, 0.3, 0.6, 1.5)
    assert repr(m) == repr(tm)
    _check(m, tm, RNG.standard_normal(shape))
    with pytest.raises(ValueError, match="Expected 3D or higher dimensionality input \\(got 2 dimensions\\)"):
        m(tg.ones(2, 3))


@pytest.mark.parametrize("hard", [False, True])
def test_gumbel_softmax(hard):
    tg.manual_seed(0)
    logits = tg.tensor(np.log(np.array([[0.7, 0.2, 0.1]] * 4000)), requires_grad=True)
    y = tg.nn.functional.gumbel_softmax(logits, tau=0.5, hard=hard)
    v = y.detach().numpy()
    np.testing.assert_allclose(v.sum(1), 1.0, rtol=1e-12)
    if hard:
        assert set(np.unique(v)) <= {0.0, 1.0}
    # Gumbel-max: the argmax follows the softmax probabilities
    np.testing.assert_allclose(np.bincount(v.argmax(1), minlength=3) / 4000, [0.7, 0.2, 0.1], atol=0.03)
    (y * tg.tensor(RNG.standard_normal(v.shape))).sum().backward()
    assert np.isfinite(logits.grad.numpy()).all() and np.abs(logits.grad.numpy()).sum() > 0


def test_alpha_dropout():
    tg.manual_seed(0)
    x = tg.tensor(RNG.standard_normal((400, 250)), requires_grad=True)
    y = tg.nn.functional.alpha_dropout(x, 0.2, training=True)
    v = y.detach().numpy()
    # SELU's self-normalising property: mean 0 and variance 1 are kept
    assert abs(v.mean()) < 0.02 and abs(v.var() - 1) < 0.03
    a = 1 / np.sqrt((1.7580993408473766 ** 2 * 0.2 + 1) * 0.8)
    dropped = np.isclose(v, -1.7580993408473766 * a + 1.7580993408473766 * a * 0.2)
    assert 0.17 < dropped.mean() < 0.23
    y.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), np.where(dropped, 0.0, a), atol=1e-12)
    assert tg.nn.AlphaDropout(0.2).eval()(x) is x
