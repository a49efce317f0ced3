"""F.grid_sample / tg.grid_sampler and F.affine_grid / tg.affine_grid_generator: values and
gradients (input and grid) against torch for every mode, padding mode and align_corners, 4-D and
5-D, each floating dtype; identity grids against the input (no torch needed); empty operands,
cuda (simulator) and the argument errors with torch's words."""
import warnings

import numpy as np
import pytest

import tensorgen as tg

F = tg.nn.functional
RNG = np.random.default_rng(0)
MODES = {"bilinear": 0, "nearest": 1, "bicubic": 2}
PADDINGS = ["zeros", "border", "reflection"]


def _values(t):
    return t.detach().to(tg.float64).numpy() if isinstance(t, tg.Tensor) else t.detach().double().numpy()


def test_identity_grid_returns_the_input():
    # align_corners=True and a grid on the element centres reads each element back exactly
    x = tg.tensor(RNG.standard_normal((2, 3, 4, 5)))
    theta = tg.tensor([[[1.0, 0, 0], [0, 1.0, 0]]] * 2, dtype=tg.float64)
    grid = F.affine_grid(theta, (2, 3, 4, 5), align_corners=True)
    for mode in MODES:
        out = F.grid_sample(x, grid, mode=mode, align_corners=True)
        np.testing.assert_allclose(out.numpy(), x.numpy(), atol=1e-12)


def test_bilinear_against_a_hand_computed_blend():
    x = tg.tensor([[[[1.0, 2.0], [3.0, 4.0]]]])
    # the centre of the 2x2 input (align_corners=False: x = y = 0 is the middle) and a point
    # half outside the left edge (zeros padding: half of the left column's weight is lost)
    grid = tg.tensor([[[[0.0, 0.0], [-1.0, -0.5]]]])
    out = F.grid_sample(x, grid, align_corners=False)
    np.testing.assert_allclose(out.numpy().ravel(), [2.5, 0.5], atol=1e-7)
    border = F.grid_sample(x, grid, padding_mode="border", align_corners=False)
    np.testing.assert_allclose(border.numpy().ravel(), [2.5, 1.0], atol=1e-7)


@pytest.mark.parametrize("mode", list(MODES))
@pytest.mark.parametrize("padding", PADDINGS)
@pytest.mark.parametrize("align", [False, True])
def test_4d_matches_torch(mode, padding, align):
    torch = pytest.importorskip("torch")
    for dtype, tol in (("float64", 1e-12), ("float32", 3e-5)):
        a, g = RNG.standard_normal((2, 3, 4, 5)), RNG.uniform(-1.4, 1.4, (2, 3, 6, 2))
        x, grid = (tg.tensor(v, dtype=getattr(tg, dtype), requires_grad=True) for v in (a, g))
        tx, tgrid = (torch.tensor(v, dtype=getattr(torch, dtype), requires_grad=True) for v in (a, g))
        out = F.grid_sample(x, grid, mode=mode, padding_mode=padding, align_corners=align)
        ref = torch.nn.functional.grid_sample(tx, tgrid, mode=mode, padding_mode=padding, align_corners=align)
        assert out.dtype == x.dtype and tuple(out.shape) == tuple(ref.shape)
        np.testing.assert_allclose(_values(out), _values(ref), rtol=tol, atol=tol)
        w = RNG.standard_normal(tuple(ref.shape))
        out.backward(tg.tensor(w, dtype=out.dtype))
        ref.backward(torch.tensor(w, dtype=ref.dtype))
        np.testing.assert_allclose(_values(x.grad), _values(tx.grad), rtol=tol, atol=tol)
        np.testing.assert_allclose(_values(grid.grad), _values(tgrid.grad), rtol=10 * tol, atol=10 * tol)


@pytest.mark.parametrize("mode", ["bilinear", "nearest"])
@pytest.mark.parametrize("padding", PADDINGS)
@pytest.mark.parametrize("align", [False, True])
def test_5d_matches_torch(mode, padding, align):
    torch = pytest.importorskip("torch")
    a, g = RNG.standard_normal((2, 2, 3, 4, 5)), RNG.uniform(-1.4, 1.4, (2, 2, 3, 2, 3))
    x, grid = (tg.tensor(v, requires_grad=True) for v in (a, g))
    tx, tgrid = (torch.tensor(v, requires_grad=True) for v in (a, g))
    out = F.grid_sample(x, grid, mode=mode, padding_mode=padding, align_corners=align)
    ref = torch.nn.functional.grid_sample(tx, tgrid, mode=mode, padding_mode=padding, align_corners=align)
    np.testing.assert_allclose(out.detach().numpy(), ref.detach().numpy(), atol=1e-12)
    out.sum().backward()
    ref.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), tx.grad.numpy(), atol=1e-12)
    np.testing.assert_allclose(grid.grad.numpy(), tgrid.grad.numpy(), atol=1e-11)


@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
@pytest.mark.parametrize("mode", list(MODES))
def test_half_precision_matches_torch(dtype, mode):
    torch = pytest.importorskip("torch")
    a, g = RNG.standard_normal((1, 2, 3, 4)), RNG.uniform(-1, 1, (1, 3, 2, 2))
    out = tg.grid_sampler(tg.tensor(a).to(getattr(tg, dtype)), tg.tensor(g).to(getattr(tg, dtype)), MODES[mode], 0,
                          False)
    ref = torch.grid_sampler(torch.tensor(a).to(getattr(torch, dtype)), torch.tensor(g).to(getattr(torch, dtype)),
                             MODES[mode], 0, False)
    assert out.dtype is getattr(tg, dtype)
    np.testing.assert_allclose(_values(out), _values(ref), atol=0.05)


def test_nearest_gives_grid_a_zero_gradient():
    x = tg.randn(1, 1, 3, 3, requires_grad=True)
    grid = tg.tensor(RNG.uniform(-1, 1, (1, 2, 2, 2)), dtype=tg.float32, requires_grad=True)
    F.grid_sample(x, grid, mode="nearest", align_corners=False).sum().backward()
    assert grid.grad is not None and not grid.grad.numpy().any()


@pytest.mark.parametrize("size", [(2, 3, 4, 5), (2, 1, 3, 1), (2, 3, 2, 3, 4), (2, 1, 1, 3, 2)])
@pytest.mark.parametrize("align", [False, True])
def test_affine_grid_matches_torch(size, align):
    torch = pytest.importorskip("torch")
    theta = RNG.standard_normal((2, len(size) - 2, len(size) - 1))
    a, t = tg.tensor(theta, requires_grad=True), torch.tensor(theta, requires_grad=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # unit-size grids with align_corners warn, as torch
        out, ref = F.affine_grid(a, size, align_corners=align), torch.nn.functional.affine_grid(t, size, align)
    np.testing.assert_allclose(out.detach().numpy(), ref.detach().numpy(), atol=1e-14)
    w = RNG.standard_normal(tuple(ref.shape))
    out.backward(tg.tensor(w))
    ref.backward(torch.tensor(w))
    np.testing.assert_allclose(a.grad.numpy(), t.grad.numpy(), atol=1e-12)


def test_empty_operands():
    x = tg.randn(2, 3, 4, 5)
    assert F.grid_sample(x, tg.zeros(2, 0, 3, 2), align_corners=False).shape == (2, 3, 0, 3)
    assert F.grid_sample(tg.randn(0, 3, 4, 5), tg.zeros(0, 2, 2, 2), align_corners=False).shape == (0, 3, 2, 2)
    assert F.grid_sample(tg.randn(2, 0, 4, 5), tg.zeros(2, 2, 2, 2), mode="bicubic",
                         align_corners=False).shape == (2, 0, 2, 2)


def test_cuda_matches_cpu():
    if not tg.cuda.is_available():
        pytest.skip("no cuda (the tests run Numba's simulator)")
    a, g = RNG.standard_normal((1, 1, 3, 4)), RNG.uniform(-1.2, 1.2, (1, 1, 2, 2))
    for mode in (0,):  # bilinear with reflection: the gathers, blends and coordinate maps
        cpu = [tg.tensor(v, requires_grad=True) for v in (a, g)]
        dev = [tg.tensor(v).to("cuda").requires_grad_() for v in (a, g)]
        rc, rd = tg.grid_sampler(*cpu, mode, 2, False), tg.grid_sampler(*dev, mode, 2, False)
        rc.sum().backward()
        rd.sum().backward()
        assert rd.device.type == "cuda"
        np.testing.assert_allclose(rd.detach().cpu().numpy(), rc.detach().numpy(), atol=1e-12)
        for c, d in zip(cpu, dev):
            np.testing.assert_allclose(d.grad.cpu().numpy(), c.grad.numpy(), atol=1e-12)


def test_align_corners_default_warns():
    with pytest.warns(UserWarning, match="Default grid_sample and affine_grid behavior has changed"):
        F.grid_sample(tg.randn(1, 1, 2, 2), tg.zeros(1, 1, 1, 2))
    with pytest.warns(UserWarning, match="Default grid_sample and affine_grid behavior has changed"):
        F.affine_grid(tg.randn(1, 2, 3), (1, 1, 2, 2))


ERRORS = [
    (lambda lib, F: lib.grid_sampler(lib.randn(2, 3, 4, 5), lib.zeros(2, 3, 3, 2, dtype=lib.float64), 0, 0, False),
     RuntimeError),
    (lambda lib, F: lib.grid_sampler(lib.randn(2, 3, 4, 5), lib.zeros(2, 3, 3, 1), 0, 0, False), RuntimeError),
    (lambda lib, F: lib.grid_sampler(lib.randn(1, 3, 4, 5), lib.zeros(2, 3, 3, 2), 0, 0, False), RuntimeError),
    (lambda lib, F: lib.grid_sampler(lib.randn(2, 3, 0, 5), lib.zeros(2, 3, 3, 2), 0, 0, False), RuntimeError),
    (lambda lib, F: lib.grid_sampler(lib.randn(2, 3, 2, 4, 5), lib.zeros(2, 1, 3, 3, 3), 2, 0, False),
     RuntimeError),
    (lambda lib, F: lib.grid_sampler(lib.ones(2, 3, 4, 5, dtype=lib.int32), lib.zeros(2, 3, 3, 2, dtype=lib.int32),
                                     0, 0, False), NotImplementedError),
    (lambda lib, F: F.grid_sample(lib.randn(1, 1, 2, 2), lib.zeros(1, 1, 1, 2), mode="area", align_corners=False),
     ValueError),
    (lambda lib, F: F.grid_sample(lib.randn(1, 1, 2, 2), lib.zeros(1, 1, 1, 2), padding_mode="wrap",
                                  align_corners=False), ValueError),
    (lambda lib, F: F.affine_grid(lib.ones(2, 2, 3, dtype=lib.int32), (2, 3, 4, 5), align_corners=False), ValueError),
    (lambda lib, F: F.affine_grid(lib.randn(2, 3, 3), (2, 3, 4, 5), align_corners=False), ValueError),
    (lambda lib, F: F.affine_grid(lib.randn(2, 2, 3), (2, 3, 4, 5, 6), align_corners=False), ValueError),
    (lambda lib, F: F.affine_grid(lib.randn(2, 2, 3), (2, 3, 4), align_corners=False), NotImplementedError),
    (lambda lib, F: F.affine_grid(lib.randn(2, 2, 3), (2, 3, 0, 5), align_corners=False), ValueError),
]


@pytest.mark.parametrize("call,exc", ERRORS)
def test_errors_as_torch(call, exc):
    with pytest.raises(exc) as mine:
        call(tg, F)
    torch = pytest.importorskip("torch")
    with pytest.raises(exc) as theirs:
        call(torch, torch.nn.functional)
    assert str(mine.value).replace("tensorgen.", "torch.") == str(theirs.value)


def test_errors_torch_does_not_check():
    x, grid = tg.randn(1, 1, 2, 2), tg.zeros(1, 1, 1, 2)
    with pytest.raises(RuntimeError, match="interpolation_mode must be 0"):
        tg.grid_sampler(x, grid, 3, 0, False)
    with pytest.raises(RuntimeError, match="padding_mode must be 0"):
        tg.grid_sampler(x, grid, 0, 5, False)
    with pytest.raises(RuntimeError, match="expected 4D or 5D input and grid"):
        tg.grid_sampler(x[0], grid[0], 0, 0, False)
