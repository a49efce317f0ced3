"""Matrix products (ops.yaml kind: contraction) against NumPy float64 and torch."""
import numpy as np
import pytest

import tensorgen as tg

NUMERIC = ["uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64"]


def _data(dtype, shape, seed=0):
    rng = np.random.default_rng(seed)
    if dtype in ("uint8", "int8", "int16", "int32", "int64"):
        return rng.integers(0, 4, shape).astype(dtype)
    return rng.standard_normal(shape).astype(np.float32 if dtype == "bfloat16" else dtype)


def _t(a, dtype=None):
    return tg.tensor(a, dtype=getattr(tg, dtype) if dtype else None)


def _f64(t):
    return np.asarray(t).astype(np.float64)


def _tol(dtype):
    return {"float16": 1e-2, "bfloat16": 5e-2, "float32": 1e-5}.get(dtype, 1e-12)


@pytest.mark.parametrize("dtype", NUMERIC)
def test_every_form_every_dtype(dtype):
    a, b = _data(dtype, (3, 4), 1), _data(dtype, (4, 5), 2)
    v, w = _data(dtype, (4,), 3), _data(dtype, (4,), 4)
    ta, tb, tv, tw = (_t(x, dtype) for x in (a, b, v, w))
    A, B, V, W = (x.astype(np.float64) for x in (a, b, v, w))
    tol = _tol(dtype)
    cases = [(tg.mm(ta, tb), A @ B), (ta.mv(tv), A @ V), (tg.dot(tv, tw), V @ W), (ta @ tb, A @ B),
             (tg.matmul(tv, tb), V @ B), (tg.bmm(tg.stack([ta, ta]) if hasattr(tg, "stack") else
                                                _t(np.stack([a, a]), dtype), _t(np.stack([b, b]), dtype)),
                                         np.stack([A @ B, A @ B]))]
    for got, want in cases:
        assert got.dtype is ta.dtype and got.shape == want.shape
        if dtype in ("uint8", "int8", "int16", "int32", "int64"):
            # integer products wrap around in the dtype, as PyTorch's
            np.testing.assert_array_equal(np.asarray(got), want.astype(np.int64).astype(dtype))
        else:
            np.testing.assert_allclose(_f64(got), want, rtol=tol, atol=tol * 4)


def test_integer_products_are_exact():
    a = np.random.default_rng(0).integers(-1000, 1000, (17, 33)).astype(np.int64)
    b = np.random.default_rng(1).integers(-1000, 1000, (33, 9)).astype(np.int64)
    np.testing.assert_array_equal(np.asarray(tg.mm(_t(a), _t(b))), a @ b)
    big_a = np.random.default_rng(2).integers(-50, 50, (64, 64)).astype(np.int32)   # the prange loop
    np.testing.assert_array_equal(np.asarray(tg.mm(_t(big_a), _t(big_a))), big_a @ big_a)


@pytest.mark.parametrize("sa,sb", [((3,), (3,)), ((2, 3), (3,)), ((3,), (3, 4)), ((2, 3), (3, 4)),
                                    ((5, 2, 3), (3,)), ((3,), (5, 3, 4)), ((2, 1, 2, 3), (3, 3, 4)),
                                    ((2, 3), (5, 3, 4)), ((4, 2, 3), (4, 3, 2)), ((1, 2, 3), (6, 3, 1))])
def test_matmul_every_case(sa, sb):
    a, b = _data("float64", sa, 5), _data("float64", sb, 6)
    got = tg.matmul(_t(a), _t(b))
    want = np.matmul(a, b)
    assert got.shape == want.shape
    np.testing.assert_allclose(_f64(got), want)
    gi = tg.matmul(_t((a * 10).astype(np.int32)), _t((b * 10).astype(np.int32)))
    np.testing.assert_array_equal(np.asarray(gi), np.matmul((a * 10).astype(np.int32), (b * 10).astype(np.int32)))


def test_non_contiguous_and_empty():
    a = _data("float64", (4, 3), 7)
    b = _data("float64", (5, 4), 8)
    got = tg.mm(_t(a).t(), _t(b).t())      # both transposed views
    np.testing.assert_allclose(_f64(got), a.T @ b.T)
    s = _t(_data("int64", (6, 8), 9))
    np.testing.assert_array_equal(np.asarray(tg.mm(s[::2, 1::2], s[::2, ::2].t())),
                                  np.asarray(s)[::2, 1::2] @ np.asarray(s)[::2, ::2].T)
    e = tg.mm(tg.zeros(2, 0), tg.zeros(0, 3))
    assert e.shape == (2, 3) and not np.asarray(e).any()
    assert tg.dot(tg.zeros(0), tg.zeros(0)).item() == 0
    assert tg.mm(tg.zeros(0, 3), tg.zeros(3, 2)).shape == (0, 2)
    assert tg.matmul(tg.zeros(0, 2, 3), tg.zeros(3, 4)).shape == (0, 2, 4)
    assert tg.addmm(tg.ones(2, 3), tg.zeros(2, 0), tg.zeros(0, 3)).tolist() == [[1.0] * 3] * 2


def test_addmm_addmv_beta_alpha_inplace_out():
    a, b = _data("float64", (2, 3), 1), _data("float64", (3, 4), 2)
    c = _data("float64", (4,), 3)
    got = tg.addmm(_t(c), _t(a), _t(b), beta=0.5, alpha=2)
    np.testing.assert_allclose(_f64(got), 0.5 * c + 2 * (a @ b))
    nan = tg.full((2, 4), float("nan"), dtype=tg.float64)
    np.testing.assert_allclose(_f64(tg.addmm(nan, _t(a), _t(b), beta=0)), a @ b)  # beta=0 ignores self
    x = _t(np.ones((2, 4)))
    assert x.addmm_(_t(a), _t(b), alpha=3) is x
    np.testing.assert_allclose(_f64(x), 1 + 3 * (a @ b))
    v = _data("float64", (3,), 4)
    np.testing.assert_allclose(_f64(tg.addmv(_t(np.ones(2)), _t(a), _t(v), beta=2)), 2 + a @ v)
    y = _t(np.zeros(2))
    y.addmv_(_t(a), _t(v))
    np.testing.assert_allclose(_f64(y), a @ v)
    out = tg.empty(1, dtype=tg.float64)
    assert tg.addmm(_t(c), _t(a), _t(b), out=out) is out and out.shape == (2, 4)
    np.testing.assert_allclose(_f64(out), c + a @ b)
    ia = _t(np.ones((2, 3), np.int64))
    r = tg.addmm(_t(np.ones((2, 4), np.int64)), ia, _t(np.ones((3, 4), np.int64)), beta=0.5)
    assert r.tolist() == [[3] * 4] * 2     # beta is cast to the integer dtype (0), as PyTorch
    o = tg.empty(2, 4)
    tg.mm(_t(a.astype(np.float32)), _t(b.astype(np.float32)), out=o)
    np.testing.assert_allclose(_f64(o), a @ b, rtol=1e-5)


def test_error_messages():
    f32, f64 = tg.ones(2, 3), tg.ones(3, 4, dtype=tg.float64)
    cases = [
        (lambda: tg.mm(f32, f64), r"^expected m1 and m2 to have the same dtype, but got: float != double$"),
        (lambda: tg.mm(f32, tg.ones(4, 5)), r"^mat1 and mat2 shapes cannot be multiplied \(2x3 and 4x5\)$"),
        (lambda: tg.mm(f32, tg.ones(3)), r"^mat2 must be a matrix$"),
        (lambda: tg.mv(f32, tg.ones(4)), r"^size mismatch, got input \(2\), mat \(2x3\), vec \(4\)$"),
        (lambda: tg.mv(f32, tg.ones(3, 1)), r"^vector \+ matrix @ vector expected, got 1, 2, 2$"),
        (lambda: tg.dot(tg.ones(3), tg.ones(4)), r"^inconsistent tensor size, expected tensor \[3\] and src \[4\] "
                                                 r"to have the same number of elements, but got 3 and 4 elements "
                                                 r"respectively$"),
        (lambda: tg.dot(tg.ones(3), tg.ones(3, dtype=tg.float64)),
         r"^dot : expected both vectors to have same dtype, but found Float and Double$"),
        (lambda: tg.dot(tg.ones(3, 1), tg.ones(3)), r"^1D tensors expected, but got 2D and 1D tensors$"),
        (lambda: tg.bmm(tg.ones(2, 3, 4), tg.ones(3, 4, 5)),
         r"^Expected size for first two dimensions of batch2 tensor to be: \[2, 4\] but got: \[3, 4\]\.$"),
        (lambda: tg.bmm(tg.ones(3, 4), tg.ones(2, 4, 5)), r"^batch1 must be a 3D tensor$"),
        (lambda: tg.matmul(tg.ones(2, 2, 3), tg.ones(3, 4, 2)),
         r"^matmul: The size of tensor a \(2\) must match the size of tensor b \(3\) at non-singleton dimension 0$"),
        (lambda: tg.matmul(tg.tensor(1.0), tg.ones(3)),
         r"^both arguments to matmul need to be at least 1D, but they are 0D and 1D$"),
        (lambda: tg.matmul(tg.ones(3), tg.ones(4, 5)), r"^mat1 and mat2 shapes cannot be multiplied \(1x3 and 4x5\)$"),
        (lambda: tg.mm(tg.ones(2, 3, dtype=tg.int64), tg.ones(3, 4, dtype=tg.int32)),
         r"^expected m1 and m2 to have the same dtype, but got: long int != int$"),
        (lambda: tg.addmm(tg.ones(3, 4), f32, tg.ones(3, 4)),
         r"^The expanded size of the tensor \(2\) must match the existing size \(3\) at non-singleton dimension 0\.  "
         r"Target sizes: \[2, 4\]\.  Tensor sizes: \[3, 4\]$"),
        (lambda: tg.ones(4).addmm_(f32, tg.ones(3, 4)),
         r"^Bad in-place call: input tensor size \[4\] and output tensor size \[2, 4\] should match$"),
        (lambda: tg.mm(f32, tg.ones(3, 2), out=tg.empty(2, 2, dtype=tg.int64)),
         r"^Expected out tensor to have dtype float, but got long int instead$"),
        (lambda: tg.mm(tg.ones(2, 3, dtype=tg.bool), tg.ones(3, 2, dtype=tg.bool)),
         r"^\"mm\" not implemented for 'Bool'$"),
    ]
    for fn, msg in cases:
        with pytest.raises(RuntimeError, match=msg):
            fn()
    o = tg.zeros(2, 2, dtype=tg.int64)
    with pytest.raises(RuntimeError):
        tg.mm(f32, tg.ones(3, 2), out=o)
    assert not np.asarray(o).any()     # left untouched


def test_names_follow_contract():
    if not hasattr(tg.Tensor, "rename"):
        pytest.skip("named tensors not available")
    a = tg.ones(2, 3).rename("N", "C")
    b = tg.ones(3, 4).rename("C", "K")
    assert tg.mm(a, b).names == ("N", "K")
    assert tg.mv(a, tg.ones(3)).names == ("N",)
    ba = tg.ones(5, 2, 3).rename("B", "N", "C")
    assert tg.matmul(ba, b).names == ("B", "N", "K")
    with pytest.raises(RuntimeError, match=r"^Error when attempting to batch matrix multiplying dims \[.X.\] and dims \[.Y.\]"):
        tg.matmul(tg.ones(5, 2, 3).rename("X", None, None), tg.ones(5, 3, 4).rename("Y", None, None))


def test_matches_torch():
    torch = pytest.importorskip("torch")
    a = np.random.default_rng(3).standard_normal((3, 2, 4, 5)).astype(np.float32)
    b = np.random.default_rng(4).standard_normal((2, 5, 3)).astype(np.float32)
    got = tg.matmul(tg.from_numpy(a), tg.from_numpy(b))
    want = torch.matmul(torch.from_numpy(a), torch.from_numpy(b)).numpy()
    np.testing.assert_allclose(np.asarray(got), want, rtol=1e-5, atol=1e-5)


def test_large_float32_matmul_uses_blas_accuracy():
    a = np.random.default_rng(5).standard_normal((128, 256)).astype(np.float32)
    b = np.random.default_rng(6).standard_normal((256, 64)).astype(np.float32)
    got = _f64(tg.mm(tg.from_numpy(a), tg.from_numpy(b)))
    np.testing.assert_allclose(got, a.astype(np.float64) @ b.astype(np.float64), rtol=1e-4, atol=1e-4)


# ------------------------------------------------------------------ CUDA (simulator, tiny sizes)
def test_cuda_products_match_numpy():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA and no simulator")
    a, b = _data("float32", (2, 3), 1), _data("float32", (3, 2), 2)
    ca, cb = tg.tensor(a, device="cuda"), tg.tensor(b, device="cuda")
    r = tg.mm(ca, cb)
    assert r.device.type == "cuda"
    np.testing.assert_allclose(_f64(r.cpu()), a.astype(np.float64) @ b, rtol=1e-5)
    np.testing.assert_allclose(_f64(tg.matmul(tg.tensor(np.stack([a, a]), device="cuda"), cb).cpu()),
                               np.stack([a @ b, a @ b]), rtol=1e-5)
    np.testing.assert_allclose(_f64(tg.addmm(tg.ones(2, 2, device="cuda"), ca, cb, beta=2, alpha=0.5).cpu()),
                               2 + 0.5 * (a.astype(np.float64) @ b), rtol=1e-5)
    np.testing.assert_allclose(_f64(tg.mv(ca, tg.tensor(b[:, 0].copy(), device="cuda")).cpu()), a @ b[:, 0],
                               rtol=1e-5)
    i = tg.tensor([[1, 2], [3, 4]], dtype=tg.int32, device="cuda")
    assert tg.mm(i, i).cpu().tolist() == [[7, 10], [15, 22]]
    h = tg.tensor([[1.0, 2.0]], dtype=tg.bfloat16, device="cuda")
    assert tg.mm(h, h.t()).cpu().float().tolist() == [[5.0]]
