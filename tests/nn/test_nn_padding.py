"""F.pad's reflect / replicate / circular modes with negative padding (a crop), against
index arithmetic in NumPy and against torch (values, gradients, 1-3 padded dims, batched and
unbatched), and the size errors."""
import numpy as np
import pytest

import tensorgen as tg

F = tg.nn.functional
RNG = np.random.default_rng(0)


def _numpy_pad_1d(a, lo, hi, mode):
    n = a.shape[-1]
    src = np.arange(-lo, n + hi)
    if mode == "reflect":
        src = np.abs(src)
        src = np.where(src >= n, 2 * (n - 1) - src, src)
    elif mode == "replicate":
        src = np.clip(src, 0, n - 1)
    else:  # circular: crop first, then wrap around the cropped row
        a = a[..., max(-lo, 0):n - max(-hi, 0)]
        m = a.shape[-1]
        src = np.arange(-max(lo, 0), m + max(hi, 0)) % m
    return a[..., src]


@pytest.mark.parametrize("mode", ["reflect", "replicate", "circular"])
@pytest.mark.parametrize("pad", [(-1, 2), (2, -1), (-2, -1), (-1, 4), (3, -2)])
def test_one_dim_against_numpy(mode, pad):
    a = RNG.standard_normal((2, 3, 5))
    np.testing.assert_array_equal(F.pad(tg.tensor(a), pad, mode=mode).numpy(), _numpy_pad_1d(a, *pad, mode))


@pytest.mark.parametrize("mode", ["reflect", "replicate", "circular"])
@pytest.mark.parametrize("shape,pad", [((2, 5), (-1, 2)), ((1, 2, 3, 4), (-1, 1, 1, -1)), ((2, 3, 4), (1, -2, -1, 2)),
                                       ((1, 2, 3, 4, 5), (2, -1, -1, 0, 1, -2)), ((2, 3, 4, 5), (0, -1, 2, 1, -1, 1))])
def test_matches_torch(mode, shape, pad):
    torch = pytest.importorskip("torch")
    a = RNG.standard_normal(shape)
    x, t = tg.tensor(a, requires_grad=True), torch.tensor(a, requires_grad=True)
    got, want = F.pad(x, pad, mode=mode), torch.nn.functional.pad(t, pad, mode=mode)
    np.testing.assert_array_equal(got.detach().numpy(), want.detach().numpy())
    w = RNG.standard_normal(tuple(want.shape))
    got.backward(tg.tensor(w))
    want.backward(torch.tensor(w))
    np.testing.assert_allclose(x.grad.numpy(), t.grad.numpy(), atol=1e-12)


ERRORS = [
    (lambda lib: lib.nn.functional.pad(lib.ones(1, 1, 5), (-3, -2), mode="reflect"),
     "input \\(W: 5\\) is too small. Calculated output W: 0"),
    (lambda lib: lib.nn.functional.pad(lib.ones(1, 1, 5), (-6, 1), mode="replicate"),
     "input \\(W: 5\\) is too small. Calculated output W: 0"),
    (lambda lib: lib.nn.functional.pad(lib.ones(1, 1, 5), (5, -1), mode="reflect"),
     "Argument #4: Padding size should be less than the corresponding input dimension"),
    (lambda lib: lib.nn.functional.pad(lib.ones(1, 1, 5), (-3, -3), mode="circular"),
     "Negative padding value is resulting in an empty dimension"),
]


@pytest.mark.parametrize("call,match", ERRORS)
def test_errors_as_torch(call, match):
    with pytest.raises(RuntimeError, match=match):
        call(tg)
    torch = pytest.importorskip("torch")
    with pytest.raises(RuntimeError, match=match):
        call(torch)


def test_wrapping_past_a_crop_is_refused():
    # torch fails there with an overlapping-memory error; the crop leaves 1 element to wrap 3 times
    with pytest.raises(RuntimeError, match="Padding value causes wrapping around more than once"):
        F.pad(tg.ones(1, 1, 5), (3, -4), mode="circular")
