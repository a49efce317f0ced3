"""RMSNorm, padding modules, PixelShuffle/Unshuffle and SELU/CELU/Hardsigmoid/RReLU/Softmax2d against
torch: values, gradients, reprs and errors."""
import numpy as np
import pytest

import tensorgen as tg

torch = pytest.importorskip("torch")
RNG = np.random.default_rng(0)


def _close(a, b, tol=1e-12):
    assert tuple(a.shape) == tuple(b.shape)
    np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=tol, atol=tol)


def _both(m, tm, shape, tol=1e-12):
    a = RNG.standard_normal(shape)
    x, tx = tg.tensor(a, requires_grad=True), torch.tensor(a, requires_grad=True)
    r, t = m(x), tm(tx)
    _close(r, t, tol)
    w = RNG.standard_normal(tuple(t.shape))
    (r * tg.tensor(w)).sum().backward()
    (t * torch.tensor(w)).sum().backward()
    _close(x.grad, tx.grad, tol)


MODULES = [("RMSNorm", (4,), dict(dtype="float64"), (3, 4)), ("RMSNorm", ((3, 4),), dict(eps=1e-3), (2, 3, 4)),
           ("RMSNorm", (4,), dict(elementwise_affine=False), (2, 4)),
           ("ZeroPad1d", (2,), {}, (2, 3, 4)), ("ZeroPad2d", ((1, 2, 0, 3),), {}, (2, 3, 4, 4)),
           ("ZeroPad3d", (1,), {}, (1, 2, 2, 3, 2)), ("ConstantPad1d", (2, 3.5), {}, (2, 3, 4)),
           ("ConstantPad2d", ((1, 0, 2, 1), -1.0), {}, (2, 3, 4)), ("ConstantPad3d", (1, 0.5), {}, (1, 2, 2, 2, 2)),
           ("ReflectionPad1d", (2,), {}, (2, 3, 4)), ("ReflectionPad2d", ((1, 2, 2, 1),), {}, (2, 3, 4, 4)),
           ("ReflectionPad3d", (1,), {}, (1, 1, 3, 3, 3)), ("ReplicationPad1d", ((3, 1),), {}, (2, 3, 4)),
           ("ReplicationPad2d", (2,), {}, (1, 2, 3, 3)), ("ReplicationPad3d", (1,), {}, (1, 1, 2, 2, 2)),
           ("CircularPad1d", (2,), {}, (2, 3, 4)), ("CircularPad2d", ((1, 2, 1, 0),), {}, (1, 2, 3, 3)),
           ("CircularPad3d", (1,), {}, (1, 1, 2, 2, 2)), ("PixelShuffle", (2,), {}, (2, 8, 3, 3)),
           ("PixelShuffle", (3,), {}, (9, 2, 2)), ("PixelUnshuffle", (2,), {}, (2, 2, 4, 6)),
           ("SELU", (), {}, (3, 4)), ("CELU", (0.7,), {}, (3, 4)), ("Hardsigmoid", (), {}, (3, 5)),
           ("Softmax2d", (), {}, (2, 3, 4, 4)), ("Softmax2d", (), {}, (3, 4, 4))]


@pytest.mark.parametrize("name,args,kw,shape", MODULES)
def test_modules_match_torch(name, args, kw, shape):
    tkw = dict(kw)
    if "dtype" in kw:
        kw = dict(kw, dtype=tg.float64)
        tkw = dict(tkw, dtype=torch.float64)
    m, tm = getattr(tg.nn, name)(*args, **kw), getattr(torch.nn, name)(*args, **tkw)
    assert repr(m) == repr(tm)
    if name == "RMSNorm" and m.weight is not None:
        w = RNG.standard_normal(m.normalized_shape)
        m.weight.detach().copy_(tg.tensor(w, dtype=m.weight.dtype))
        with torch.no_grad():
            tm.weight.copy_(torch.tensor(w))
        m, tm = m.double() if hasattr(m, "double") else m, tm.double()
    # torch's double-precision hardsigmoid (and elu/celu) backward uses float32 constants (1.0f / 6.0f):
    # its gradients are 3e-8 (relative) off the exact ones computed here
    _both(m, tm, shape, 1e-7 if name in ("CELU", "Hardsigmoid") else 1e-12)


@pytest.mark.parametrize("dtype,tol", [("float32", 1e-6), ("float64", 1e-12)])
def test_rms_norm_default_eps(dtype, tol):
    a = RNG.standard_normal((3, 5)) * 1e-4
    r = tg.nn.functional.rms_norm(tg.tensor(a, dtype=getattr(tg, dtype)), [5])
    t = torch.nn.functional.rms_norm(torch.tensor(a, dtype=getattr(torch, dtype)), [5])
    _close(r, t, tol)


def test_rrelu():
    m, tm = tg.nn.RReLU(0.1, 0.3), torch.nn.RReLU(0.1, 0.3)
    assert repr(m) == repr(tm)
    m.eval()
    tm.eval()
    _both(m, tm, (4, 5))
    m.train()
    x = tg.tensor(RNG.standard_normal((50, 40)))
    y = m(x)
    ratio = (y / x).numpy()[x.numpy() < 0]
    assert ratio.min() >= 0.1 and ratio.max() <= 0.3 and ratio.std() > 0.02  # one slope per element
    np.testing.assert_array_equal(y.numpy()[x.numpy() >= 0], x.numpy()[x.numpy() >= 0])


@pytest.mark.parametrize("call", [
    lambda F, lib: F.pixel_shuffle(lib.ones(1, 3, 2, 2), 2),
    lambda F, lib: F.pixel_unshuffle(lib.ones(1, 3, 3, 2), 2),
    lambda F, lib: F.pixel_unshuffle(lib.ones(1, 3, 2, 3), 2),
    lambda F, lib: F.rms_norm(lib.ones(2, 3), [4]),
])
def test_errors_match_torch(call):
    with pytest.raises(RuntimeError) as e1:
        call(tg.nn.functional, tg)
    with pytest.raises(RuntimeError) as e2:
        call(torch.nn.functional, torch)
    assert str(e1.value) == str(e2.value)


def test_softmax2d_rank_error():
    with pytest.raises(ValueError, match="Softmax2d: expected input to be 3D or 4D, got 2D instead"):
        tg.nn.Softmax2d()(tg.ones(2, 2))


@pytest.mark.parametrize("shape1,shape2", [((5, 3), (5, 4)), ((2, 5, 3), (2, 5, 4)), ((3,), (4,))])
@pytest.mark.parametrize("bias", [True, False])
def test_bilinear(shape1, shape2, bias):
    m, tm = tg.nn.Bilinear(3, 4, 2, bias=bias, dtype=tg.float64), torch.nn.Bilinear(3, 4, 2, bias=bias,
                                                                                    dtype=torch.float64)
    assert repr(m) == repr(tm)
    m.load_state_dict({k: tg.tensor(v.detach().numpy()) for k, v in tm.state_dict().items()})
    a, b = RNG.standard_normal(shape1), RNG.standard_normal(shape2)
    x1, x2 = tg.tensor(a, requires_grad=True), tg.tensor(b, requires_grad=True)
    t1, t2 = torch.tensor(a, requires_grad=True), torch.tensor(b, requires_grad=True)
    r, t = m(x1, x2), tm(t1, t2)
    _close(r, t)
    (r * r).sum().backward()
    (t * t).sum().backward()
    for p, tp in [(x1, t1), (x2, t2), (m.weight, tm.weight)]:
        _close(p.grad, tp.grad)


@pytest.mark.parametrize("batch_first", [False, True])
@pytest.mark.parametrize("side", ["right", "left"])
def test_pad_sequence(batch_first, side):
    arrs = [RNG.standard_normal((n, 3)) for n in (2, 5, 1)]
    seqs = [tg.tensor(a, requires_grad=True) for a in arrs]
    tseqs = [torch.tensor(a, requires_grad=True) for a in arrs]
    r = tg.nn.utils.rnn.pad_sequence(seqs, batch_first, -1.0, side)
    t = torch.nn.utils.rnn.pad_sequence(tseqs, batch_first, -1.0, side)
    _close(r, t)
    w = RNG.standard_normal(tuple(t.shape))
    (r * tg.tensor(w)).sum().backward()
    (t * torch.tensor(w)).sum().backward()
    for s, ts in zip(seqs, tseqs):
        _close(s.grad, ts.grad)
    if side == "right":
        back = tg.nn.utils.rnn.unpad_sequence(r.detach(), [2, 5, 1], batch_first)
        for a, b in zip(back, arrs):
            np.testing.assert_array_equal(a.numpy(), b)
    with pytest.raises(ValueError, match="Expected padding_side to be one of left or right, but got up."):
        tg.nn.utils.rnn.pad_sequence(seqs, padding_side="up")


@pytest.mark.parametrize("shape,gain", [((5, 3), 1.0), ((3, 5), 2.0), ((4, 2, 3), 1.0), ((6, 6), 0.5)])
def test_orthogonal_init(shape, gain):
    w = tg.empty(*shape, dtype=tg.float64)
    assert tg.nn.init.orthogonal_(w, gain) is w
    m = w.numpy().reshape(shape[0], -1)
    gram = m.T @ m if m.shape[0] >= m.shape[1] else m @ m.T
    np.testing.assert_allclose(gram, gain ** 2 * np.eye(gram.shape[0]), atol=1e-12)
    tg.manual_seed(3)
    a = tg.nn.init.orthogonal_(tg.empty(*shape)).numpy().copy()
    tg.manual_seed(3)
    np.testing.assert_array_equal(a, tg.nn.init.orthogonal_(tg.empty(*shape)).numpy())
    with pytest.raises(ValueError, match="Only tensors with 2 or more dimensions are supported"):
        tg.nn.init.orthogonal_(tg.empty(3))


@pytest.mark.parametrize("shape,groups", [((4, 4, 3), 1), ((6, 3, 3, 3), 2), ((2, 5, 3, 3, 3), 1)])
def test_eye_and_dirac_match_torch(shape, groups):
    np.testing.assert_array_equal(tg.nn.init.eye_(tg.empty(3, 5)).numpy(), torch.nn.init.eye_(torch.empty(3, 5)))
    np.testing.assert_array_equal(tg.nn.init.dirac_(tg.empty(*shape), groups).numpy(),
                                  torch.nn.init.dirac_(torch.empty(*shape), groups).numpy())


ND_FAMILIES = ["ConstantPad", "ZeroPad", "ReflectionPad", "ReplicationPad", "CircularPad", "Conv", "ConvTranspose",
               "MaxPool", "AvgPool", "AdaptiveAvgPool", "AdaptiveMaxPool"]


@pytest.mark.parametrize("family", ND_FAMILIES)
def test_nd_variant_classes_are_distinct_named_picklable_classes(family):
    import pickle
    classes = [getattr(tg.nn, f"{family}{n}d") for n in (1, 2, 3)]
    assert len(set(classes)) == 3
    for n, cls in enumerate(classes, 1):
        assert cls.__name__ == cls.__qualname__ == f"{family}{n}d" and cls._nd == n
        assert getattr(__import__(cls.__module__, fromlist=["_"]), cls.__name__) is cls  # importable by name
        assert not any(issubclass(cls, other) for other in classes if other is not cls)
    args = {"ConstantPad": (1, 2.0), "Conv": (2, 3, 1), "ConvTranspose": (2, 3, 1)}.get(family, (1,))
    m = classes[1](*args)
    assert type(pickle.loads(pickle.dumps(m))) is classes[1]
    assert repr(m) == repr(getattr(torch.nn, f"{family}2d")(*args))
