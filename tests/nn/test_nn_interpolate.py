"""F.interpolate and nn.Upsample against torch: every supported mode over sizes and scale factors
(up and down, align_corners), float32 and float64, gradients, reprs and argument errors."""
import warnings

import numpy as np
import pytest

import tensorgen as tg

torch = pytest.importorskip("torch")
RNG = np.random.default_rng(0)
F, TF = tg.nn.functional, torch.nn.functional

CASES = [
    ((2, 3, 7), dict(size=12)), ((2, 3, 7), dict(scale_factor=2)), ((2, 3, 9), dict(size=4)),
    ((2, 3, 7), dict(size=12, mode="linear")), ((2, 3, 7), dict(size=5, mode="linear", align_corners=True)),
    ((2, 3, 7), dict(scale_factor=1.5, mode="linear")), ((1, 2, 5), dict(size=1, mode="linear", align_corners=True)),
    ((2, 2, 5, 6), dict(size=(8, 9))), ((2, 2, 5, 6), dict(scale_factor=(2.0, 0.5))),
    ((2, 2, 5, 6), dict(size=(7, 3), mode="nearest-exact")),
    ((2, 2, 5, 6), dict(scale_factor=1.7, mode="nearest-exact")),
    ((2, 2, 5, 6), dict(size=(8, 4), mode="bilinear")), ((2, 2, 5, 6), dict(size=(8, 11), mode="bilinear",
                                                                           align_corners=True)),
    ((2, 2, 5, 6), dict(scale_factor=2.5, mode="bilinear")),
    ((2, 2, 5, 6), dict(scale_factor=0.6, mode="bilinear", recompute_scale_factor=True)),
    ((2, 2, 5, 6), dict(size=(3, 2), mode="area")), ((2, 2, 6, 6), dict(scale_factor=0.5, mode="area")),
    ((1, 2, 3, 4, 5), dict(size=(4, 6, 3), mode="trilinear")),
    ((1, 2, 3, 4, 5), dict(scale_factor=2, mode="trilinear", align_corners=True)),
    ((1, 2, 3, 4, 5), dict(size=(5, 2, 7))),
]


@pytest.mark.parametrize("shape,kw", CASES)
@pytest.mark.parametrize("dtype,tol", [("float64", 1e-12), ("float32", 2e-6)])
def test_matches_torch(shape, kw, dtype, tol):
    a = RNG.standard_normal(shape)
    x = tg.tensor(a, dtype=getattr(tg, dtype), requires_grad=True)
    tx = torch.tensor(a, dtype=getattr(torch, dtype), requires_grad=True)
    r, t = F.interpolate(x, **kw), TF.interpolate(tx, **kw)
    assert tuple(r.shape) == tuple(t.shape) and r.dtype == x.dtype
    np.testing.assert_allclose(r.detach().numpy(), t.detach().numpy(), rtol=tol, atol=tol)
    w = RNG.standard_normal(tuple(t.shape))
    (r * tg.tensor(w, dtype=r.dtype)).sum().backward()
    (t * torch.tensor(w, dtype=t.dtype)).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), tx.grad.numpy(), rtol=10 * tol, atol=10 * tol)


@pytest.mark.parametrize("mode", ["nearest", "nearest-exact"])
def test_nearest_uint8_picks(mode):
    a = np.arange(2 * 3 * 7).reshape(2, 3, 7).astype(np.uint8)
    for size in (3, 10, 14, 20):
        np.testing.assert_array_equal(F.interpolate(tg.tensor(a), size=size, mode=mode).numpy(),
                                      TF.interpolate(torch.tensor(a), size=size, mode=mode).numpy())


@pytest.mark.parametrize("dtype,mode", [("int64", "nearest"), ("int32", "linear"), ("uint8", "linear"),
                                        ("bool", "nearest-exact")])
def test_integer_inputs_refused_as_torch(dtype, mode):
    with pytest.raises(NotImplementedError) as e1:
        F.interpolate(tg.ones(1, 1, 4, dtype=getattr(tg, dtype)), size=3, mode=mode)
    with pytest.raises(NotImplementedError) as e2:
        TF.interpolate(torch.ones(1, 1, 4, dtype=getattr(torch, dtype)), size=3, mode=mode)
    assert str(e1.value) == str(e2.value)


@pytest.mark.parametrize("cls,kw", [("Upsample", dict(scale_factor=2, mode="bilinear")),
                                    ("Upsample", dict(size=(3, 5))), ("UpsamplingNearest2d", dict(scale_factor=2)),
                                    ("UpsamplingBilinear2d", dict(size=3))])
def test_upsample_modules(cls, kw):
    m, tm = getattr(tg.nn, cls)(**kw), getattr(torch.nn, cls)(**kw)
    assert repr(m) == repr(tm)
    a = RNG.standard_normal((1, 2, 4, 4))
    np.testing.assert_allclose(m(tg.tensor(a)).numpy(), tm(torch.tensor(a)).numpy(), rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("call,exc", [
    (lambda F, lib: F.interpolate(lib.ones(1, 1, 4), size=2, align_corners=True), ValueError),
    (lambda F, lib: F.interpolate(lib.ones(1, 1, 4), size=2, scale_factor=2), ValueError),
    (lambda F, lib: F.interpolate(lib.ones(1, 1, 4)), ValueError),
    (lambda F, lib: F.interpolate(lib.ones(1, 1, 4), size=2, mode="bilinear"), NotImplementedError),
    (lambda F, lib: F.interpolate(lib.ones(1, 1, 4, 4), size=2, mode="linear"), NotImplementedError),
    (lambda F, lib: F.interpolate(lib.ones(1, 1, 4), size=(2, 2)), ValueError),
    (lambda F, lib: F.interpolate(lib.ones(1, 1, 4), scale_factor=(2, 2)), ValueError),
    (lambda F, lib: F.interpolate(lib.ones(4), size=2), NotImplementedError),
    (lambda F, lib: F.interpolate(lib.ones(1, 1, 4), size=2, mode="cubic"), NotImplementedError),
    (lambda F, lib: F.interpolate(lib.ones(1, 1, 4), size=2, recompute_scale_factor=True), ValueError),
])
def test_errors_match_torch(call, exc):
    with pytest.raises(exc) as e1:
        call(F, tg)
    with pytest.raises(exc) as e2:
        call(TF, torch)
    assert str(e1.value) == str(e2.value)


def test_upsample_bilinear_is_deprecated():
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        out = F.upsample_bilinear(tg.ones(1, 1, 2, 2), scale_factor=2)
    assert out.shape == (1, 1, 4, 4) and "deprecated" in str(w[0].message)
