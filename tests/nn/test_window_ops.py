"""The window kind (`_im2col`, `_col2im`) and the convolutions built on it: values against a
NumPy float64 reference of the sliding windows (and torch's unfold/fold where torch has one),
every declared dtype, 1 to 3 spatial dims, the error paths, gradients, and the CUDA kernels in
the simulator."""
import itertools

import numpy as np
import pytest

import tensorgen as tg
from tensorgen.generated import ops

from support.common import ALL, FLOATING, cuda, host  # noqa: F401 - cuda is a fixture

RNG = np.random.default_rng(0)


def ref_im2col(x, kernel, dilation, padding, stride):
    """(N, C, *S) -> (N, C * K, L) by loops over the windows, float64."""
    n, c, spatial = x.shape[0], x.shape[1], x.shape[2:]
    blocks = [(s + 2 * p - d * (k - 1) - 1) // st + 1 for s, k, d, p, st in zip(spatial, kernel, dilation, padding,
                                                                                 stride)]
    offsets = list(itertools.product(*[range(k) for k in kernel]))
    positions = list(itertools.product(*[range(b) for b in blocks]))
    out = np.zeros((n, c * len(offsets), len(positions)))
    for ci in range(c):
        for ki, off in enumerate(offsets):
            for li, pos in enumerate(positions):
                idx = [p * st - pd + o * d for p, st, pd, o, d in zip(pos, stride, padding, off, dilation)]
                if all(0 <= i < s for i, s in zip(idx, spatial)):
                    out[:, ci * len(offsets) + ki, li] = x[(slice(None), ci) + tuple(idx)]
    return out


def ref_col2im(cols, size, kernel, dilation, padding, stride):
    """The adjoint of ref_im2col, float64."""
    n = cols.shape[0]
    k = int(np.prod(kernel))
    c = cols.shape[1] // k
    out = np.zeros((n, c) + tuple(size))
    blocks = [(s + 2 * p - d * (kk - 1) - 1) // st + 1 for s, kk, d, p, st in zip(size, kernel, dilation, padding,
                                                                                  stride)]
    offsets = list(itertools.product(*[range(kk) for kk in kernel]))
    positions = list(itertools.product(*[range(b) for b in blocks]))
    for ci in range(c):
        for ki, off in enumerate(offsets):
            for li, pos in enumerate(positions):
                idx = [p * st - pd + o * d for p, st, pd, o, d in zip(pos, stride, padding, off, dilation)]
                if all(0 <= i < s for i, s in zip(idx, size)):
                    out[(slice(None), ci) + tuple(idx)] += cols[:, ci * k + ki, li]
    return out


CASES = [  # (input shape, kernel, dilation, padding, stride)
    ((2, 3, 7), (3,), (1,), (1,), (2,)),
    ((2, 2, 5, 6), (3, 2), (1, 2), (1, 0), (1, 2)),
    ((1, 2, 4, 5), (2, 2), (1, 1), (0, 0), (2, 2)),
    ((1, 1, 3, 4, 5), (2, 2, 3), (1, 1, 1), (0, 1, 1), (1, 2, 1)),
]


@pytest.mark.parametrize("case", CASES, ids=[f"{len(c[1])}d" + str(i) for i, c in enumerate(CASES)])
def test_im2col_col2im_match_the_windows(case):
    shape, kernel, dilation, padding, stride = case
    x = RNG.standard_normal(shape)
    cols = ops._im2col(tg.tensor(x), list(kernel), list(dilation), list(padding), list(stride))
    want = ref_im2col(x, kernel, dilation, padding, stride)
    np.testing.assert_array_equal(cols.numpy(), want)  # a copy: exact
    back = ops._col2im(tg.tensor(want), list(shape[2:]), list(kernel), list(dilation), list(padding), list(stride))
    np.testing.assert_allclose(back.numpy(), ref_col2im(want, shape[2:], kernel, dilation, padding, stride),
                               rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("dtype", ALL, ids=str)
def test_im2col_every_dtype(dtype):
    x = RNG.integers(0, 2 if dtype is tg.bool else 50, (2, 2, 4, 5))
    got = ops._im2col(tg.tensor(x, dtype=dtype), [2, 3], [1, 1], [1, 0], [1, 2])
    assert got.dtype is dtype
    np.testing.assert_array_equal(host(got), ref_im2col(x.astype(np.float64), (2, 3), (1, 1), (1, 0), (1, 2)))


@pytest.mark.parametrize("dtype", [d for d in ALL if d is not tg.bool], ids=str)
def test_col2im_every_dtype(dtype):
    cols = RNG.integers(0, 8, (2, 12, 5))
    got = ops._col2im(tg.tensor(cols, dtype=dtype), [4, 5], [2, 3], [1, 2], [1, 0], [1, 2])
    assert got.dtype is dtype
    np.testing.assert_array_equal(host(got), ref_col2im(cols.astype(np.float64), (4, 5), (2, 3), (1, 2), (1, 0),
                                                        (1, 2)))


def test_col2im_refuses_bool():
    with pytest.raises(RuntimeError, match="_col2im.*not implemented for 'Bool'"):
        ops._col2im(tg.zeros((1, 4, 4), dtype=tg.bool), [3, 3], [2, 2], [1, 1], [0, 0], [1, 1])


def test_non_contiguous_input():
    x = RNG.standard_normal((3, 2, 6, 5))
    t = tg.tensor(x).transpose(0, 1)  # (2, 3, 6, 5), strided
    got = ops._im2col(t, [3, 3], [1, 1], [1, 1], [1, 1])
    np.testing.assert_array_equal(got.numpy(), ref_im2col(x.transpose(1, 0, 2, 3), (3, 3), (1, 1), (1, 1), (1, 1)))
    cols = tg.tensor(RNG.standard_normal((4, 2, 12))).transpose(0, 1)  # (2, 4, 12), strided
    got = ops._col2im(cols, [3, 6], [2, 1], [1, 1], [0, 0], [1, 1])
    np.testing.assert_allclose(got.numpy(), ref_col2im(cols.numpy(), (3, 6), (2, 1), (1, 1), (0, 0), (1, 1)))


ERRORS = [
    (lambda: ops._im2col(tg.zeros(2, 3, 4), [2, 2], [1, 1], [0, 0], [1, 1]), RuntimeError, "1 to 3 spatial dims"),
    (lambda: ops._im2col(tg.zeros(1, 1, 4, 4), [2, 2], [1, 1], [0, 0], [0, 1]), RuntimeError,
     r"stride should be greater than zero, but got stride=\[0, 1\]"),
    (lambda: ops._im2col(tg.zeros(1, 1, 4, 4), [2, 2], [1, 1], [-1, 0], [1, 1]), RuntimeError,
     "padding should be non-negative"),
    (lambda: ops._im2col(tg.zeros(1, 1, 2, 2), [3, 3], [1, 1], [0, 0], [1, 1]), RuntimeError,
     "sliding blocks .* must be at least one"),
    (lambda: ops._im2col(tg.zeros(1, 1, 4, 4), [2, 2, 2], [1, 1], [0, 0], [1, 1]), RuntimeError, "1 to 3"),
    (lambda: ops._im2col(tg.zeros(1, 1, 4, 4), [2, 2], [1], [0, 0], [1, 1]), RuntimeError,
     "'dilation' must have 2 elements"),
    (lambda: ops._im2col(tg.zeros(1, 1, 4, 4), [2, 2.0], [1, 1], [0, 0], [1, 1]), TypeError, "must be tuple of ints"),
    (lambda: ops._im2col([1.0], [2, 2], [1, 1], [0, 0], [1, 1]), TypeError, "'self' .* must be Tensor"),
    (lambda: ops._col2im(tg.zeros(1, 5, 4), [3, 3], [2, 2], [1, 1], [0, 0], [1, 1]), RuntimeError,
     "divisible by the product of kernel_size"),
    (lambda: ops._col2im(tg.zeros(1, 4, 5), [3, 3], [2, 2], [1, 1], [0, 0], [1, 1]), RuntimeError,
     "match the number of sliding blocks 4"),
]


@pytest.mark.parametrize("k", range(len(ERRORS)))
def test_errors_name_the_op_and_argument(k):
    fn, exc, words = ERRORS[k]
    with pytest.raises(exc, match=words):
        fn()


def test_named_input_refused():
    x = tg.zeros(1, 1, 3, 3).refine_names("N", "C", "H", "W")
    with pytest.raises(RuntimeError, match="_im2col is not yet supported with named tensors"):
        ops._im2col(x, [2, 2], [1, 1], [0, 0], [1, 1])


@pytest.mark.parametrize("case", CASES[:2] + CASES[3:], ids=["1d", "2d", "3d"])
def test_gradients(case):
    shape, kernel, dilation, padding, stride = case
    x = tg.tensor(RNG.standard_normal(shape), requires_grad=True)
    args = (list(kernel), list(dilation), list(padding), list(stride))
    assert tg.autograd.gradcheck(lambda t: ops._im2col(t, *args), (x,))
    cols = ops._im2col(x.detach(), *args).detach().requires_grad_()
    assert tg.autograd.gradcheck(lambda t: ops._col2im(t, list(shape[2:]), *args), (cols,))


def test_im2col_col2im_on_cuda(cuda):
    shape, kernel, dilation, padding, stride = CASES[1]
    x = RNG.standard_normal(shape)
    args = (list(kernel), list(dilation), list(padding), list(stride))
    for dtype in (tg.float32, tg.bfloat16, tg.int32):
        t = tg.tensor(x * 4, dtype=dtype)
        cpu_cols = ops._im2col(t, *args)
        cols = ops._im2col(t.to(cuda), *args)
        assert cols.device.type == "cuda"
        np.testing.assert_array_equal(host(cols), host(cpu_cols))
        back = ops._col2im(cols, list(shape[2:]), *args)
        np.testing.assert_array_equal(host(back), host(ops._col2im(cpu_cols, list(shape[2:]), *args)))


# ------------------------------------------------------------------ convolutions through im2col
@pytest.fixture(scope="module")
def th():
    return pytest.importorskip("torch")


CONV = [  # (nd, input shape, weight shape, kwargs)
    (1, (2, 4, 9), (6, 2, 3), dict(stride=2, padding=1, groups=2)),
    (2, (2, 3, 7, 6), (4, 3, 3, 2), dict(stride=(1, 2), padding=(1, 0), dilation=(2, 1))),
    (2, (1, 2, 5, 5), (3, 2, 3, 3), dict(padding="same")),
    (3, (1, 2, 4, 5, 4), (3, 2, 2, 3, 2), dict(padding=1)),
]


@pytest.mark.parametrize("dtype", [tg.float32, tg.float64], ids=str)
@pytest.mark.parametrize("k", range(len(CONV)))
def test_conv_values_and_gradients_match_torch(th, k, dtype):
    nd, xs, ws, kw = CONV[k]
    tdt = th.float32 if dtype is tg.float32 else th.float64
    x, w, b = RNG.standard_normal(xs), RNG.standard_normal(ws), RNG.standard_normal(ws[0])
    X, W, B = (tg.tensor(v, dtype=dtype, requires_grad=True) for v in (x, w, b))
    TX, TW, TB = (th.tensor(v, dtype=tdt, requires_grad=True) for v in (x, w, b))
    f = getattr(tg.nn.functional, f"conv{nd}d")
    tf = getattr(th.nn.functional, f"conv{nd}d")
    y, ty = f(X, W, B, **kw), tf(TX, TW, TB, **kw)
    tol = 1e-5 if dtype is tg.float32 else 1e-12
    np.testing.assert_allclose(y.detach().numpy(), ty.detach().numpy(), rtol=tol, atol=tol)
    g = RNG.standard_normal(tuple(ty.shape))
    y.backward(tg.tensor(g, dtype=dtype))
    ty.backward(th.tensor(g, dtype=tdt))
    for a, c in ((X, TX), (W, TW), (B, TB)):
        np.testing.assert_allclose(a.grad.numpy(), c.grad.numpy(), rtol=tol * 10, atol=tol * 10)


@pytest.mark.parametrize("dtype", FLOATING[:2], ids=str)
def test_conv_half_precision_close_to_float32(dtype):
    x, w = RNG.standard_normal((1, 2, 5, 5)), RNG.standard_normal((3, 2, 3, 3))
    y = tg.nn.functional.conv2d(tg.tensor(x, dtype=dtype), tg.tensor(w, dtype=dtype), padding=1)
    ref = tg.nn.functional.conv2d(tg.tensor(x, dtype=tg.float32), tg.tensor(w, dtype=tg.float32), padding=1)
    assert y.dtype is dtype
    np.testing.assert_allclose(host(y), ref.numpy(), rtol=0.05, atol=0.1)


def test_window_entries_are_validated(tmp_path):
    from support.spec_check import spec_error
    base = ("- func: {func}\n  kind: window\n  form: {form}\n  names: refuse\n  dtypes: {dtypes}\n"
            "  devices: [cpu]\n  derivatives: {{not_differentiable: \"a test op\"}}\n")
    ok = "tg_w(Tensor self, int[] kernel_size, int[] dilation, int[] padding, int[] stride) -> Tensor"
    assert spec_error(tmp_path, base.format(func=ok, form="im2col", dtypes="all")) is None
    err = spec_error(tmp_path, base.format(func=ok, form="unfold", dtypes="all"))
    assert "one of: im2col, col2im" in err and "field 'form'" in err, err
    err = spec_error(tmp_path, base.format(func=ok.replace("int[] stride", "int stride"), form="im2col", dtypes="all"))
    assert "form 'im2col' takes (Tensor self, int[] kernel_size" in err, err
    col = "tg_w(Tensor self, int[] output_size, int[] kernel_size, int[] dilation, int[] padding, int[] stride) -> Tensor"
    err = spec_error(tmp_path, base.format(func=col, form="col2im", dtypes="all"))
    assert "bool is not one of its dtypes" in err, err
