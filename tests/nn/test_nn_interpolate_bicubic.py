"""F.interpolate's bicubic mode and antialiased bilinear/bicubic/lanczos (the separable filters of
nn/composite_rules/resample.py) against torch: sizes and scale factors up and down, align_corners both ways,
recompute_scale_factor, values and gradients, each dtype torch accepts; a constant image stays
constant (no torch needed); the dtype and shape errors."""
import numpy as np
import pytest

import tensorgen as tg

F = tg.nn.functional
RNG = np.random.default_rng(0)
KWARGS = [dict(size=(7, 9)), dict(size=(2, 3)), dict(size=(4, 5)), dict(size=(1, 1)), dict(scale_factor=1.7),
          dict(scale_factor=(0.4, 2.3)), dict(scale_factor=0.3, recompute_scale_factor=True)]


@pytest.mark.parametrize("antialias", [False, True])
@pytest.mark.parametrize("mode", ["bicubic", "bilinear", "lanczos"])
def test_constant_image_stays_constant(antialias, mode):
    if mode == "lanczos" and not antialias:
        pytest.skip("lanczos is antialiased only")
    x = tg.full((1, 2, 6, 5), 3.5, dtype=tg.float64)
    for kw in KWARGS:
        out = F.interpolate(x, mode=mode, align_corners=False, antialias=antialias, **kw)
        np.testing.assert_allclose(out.numpy(), 3.5, rtol=1e-12)


@pytest.mark.parametrize("mode,antialias", [("bicubic", False), ("bicubic", True), ("bilinear", True),
                                            ("lanczos", True)])
@pytest.mark.parametrize("align", [False, True])
@pytest.mark.parametrize("kw", KWARGS)
def test_matches_torch(mode, antialias, align, kw):
    torch = pytest.importorskip("torch")
    if mode == "lanczos" and align:
        pytest.skip("lanczos refuses align_corners=True (test_errors_as_torch)")
    a = RNG.standard_normal((2, 3, 4, 5)) if kw.get("size") != (1, 1) else RNG.standard_normal((1, 2, 13, 21))
    for dtype, tol in (("float64", 1e-12), ("float32", 1e-5)):
        x = tg.tensor(a, dtype=getattr(tg, dtype), requires_grad=True)
        t = torch.tensor(a, dtype=getattr(torch, dtype), requires_grad=True)
        got = F.interpolate(x, mode=mode, align_corners=align, antialias=antialias, **kw)
        want = torch.nn.functional.interpolate(t, mode=mode, align_corners=align, antialias=antialias, **kw)
        assert tuple(got.shape) == tuple(want.shape) and got.dtype is x.dtype
        np.testing.assert_allclose(got.detach().numpy(), want.detach().numpy(), rtol=tol, atol=tol)
        w = RNG.standard_normal(tuple(want.shape))
        got.backward(tg.tensor(w, dtype=got.dtype))
        want.backward(torch.tensor(w, dtype=want.dtype))
        np.testing.assert_allclose(x.grad.numpy(), t.grad.numpy(), rtol=10 * tol, atol=10 * tol)


@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_bicubic_half_precision_matches_torch(dtype):
    torch = pytest.importorskip("torch")
    a = RNG.standard_normal((1, 2, 4, 5))
    got = F.interpolate(tg.tensor(a).to(getattr(tg, dtype)), size=(7, 3), mode="bicubic", align_corners=False)
    want = torch.nn.functional.interpolate(torch.tensor(a).to(getattr(torch, dtype)), size=(7, 3), mode="bicubic",
                                           align_corners=False)
    assert got.dtype is getattr(tg, dtype)
    np.testing.assert_allclose(got.to(tg.float32).numpy(), want.float().numpy(), atol=0.05)


def test_empty_batch():
    assert F.interpolate(tg.randn(0, 2, 3, 4), size=(2, 2), mode="bicubic").shape == (0, 2, 2, 2)
    assert F.interpolate(tg.randn(0, 2, 3, 4), size=(2, 5), mode="bilinear", antialias=True).shape == (0, 2, 2, 5)


def test_upsample_module_bicubic():
    torch = pytest.importorskip("torch")
    a = RNG.standard_normal((1, 1, 3, 3))
    got = tg.nn.Upsample(scale_factor=2, mode="bicubic")(tg.tensor(a))
    want = torch.nn.Upsample(scale_factor=2, mode="bicubic")(torch.tensor(a))
    np.testing.assert_allclose(got.numpy(), want.numpy(), atol=1e-12)


ERRORS = [
    (lambda lib: lib.nn.functional.interpolate(lib.ones(1, 1, 4), size=3, mode="bicubic"), NotImplementedError,
     "Only 3D, 4D and 5D input Tensors supported"),
    (lambda lib: lib.nn.functional.interpolate(lib.ones(1, 1, 4), size=3, mode="linear", antialias=True),
     ValueError, "Anti-alias option is restricted to bilinear, bicubic, and lanczos modes"),
    (lambda lib: lib.nn.functional.interpolate(lib.ones(1, 1, 4, 4), size=3, mode="nearest", antialias=True),
     ValueError, "Anti-alias option is restricted"),
    (lambda lib: lib.nn.functional.interpolate(lib.ones(1, 1, 4, 4), size=3, mode="lanczos"), ValueError,
     "Lanczos mode requires antialias=True"),
    (lambda lib: lib.nn.functional.interpolate(lib.ones(1, 1, 4, 4), size=3, mode="lanczos", antialias=True,
                                               align_corners=True), ValueError,
     "Lanczos mode does not support align_corners=True"),
    (lambda lib: lib.nn.functional.interpolate(lib.ones(1, 1, 4), size=3, mode="lanczos"), NotImplementedError,
     "Only 3D, 4D and 5D input Tensors supported"),
    (lambda lib: lib.nn.functional.interpolate(lib.ones(2, 0, 3, 4), size=3, mode="bicubic"), RuntimeError,
     "Non-empty 4D data tensor expected but got a tensor with sizes \\[2, 0, 3, 4\\]"),
    (lambda lib: lib.nn.functional.interpolate(lib.ones(1, 1, 4, 4, dtype=lib.int64), size=3, mode="bicubic"),
     NotImplementedError, "\"compute_indices_weights_cubic\" not implemented for 'Long'"),
    (lambda lib: lib.nn.functional.interpolate(lib.ones(1, 1, 4, 4, dtype=lib.float16), size=3, mode="bilinear",
                                               antialias=True), NotImplementedError,
     "\"compute_index_ranges_weights\" not implemented for 'Half'"),
]


@pytest.mark.parametrize("call,exc,match", ERRORS)
def test_errors_as_torch(call, exc, match):
    with pytest.raises(exc, match=match):
        call(tg)
    torch = pytest.importorskip("torch")
    with pytest.raises(exc, match=match):
        call(torch)


def test_uint8_bicubic_is_refused():
    # torch's uint8 path (int16 fixed-point weights) is not reproduced: refused, not approximated
    with pytest.raises(NotImplementedError, match="uint8 input is not supported"):
        F.interpolate(tg.ones(1, 1, 4, 4, dtype=tg.uint8), size=3, mode="bicubic")
