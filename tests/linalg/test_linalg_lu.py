"""det, slogdet, logdet, inverse and linalg.solve: the `kind: lu` operators
(one batched LU factorisation with partial pivoting per call), against NumPy
in float64 and torch 2.13, through the public API."""
from pathlib import Path

import numpy as np
import pytest

import tensorgen as tg
from tensorgen.codegen import model, parse
from tensorgen.codegen.parse import SpecError

RNG = np.random.default_rng(7)
FLOATS = [tg.float32, tg.float64]
TOL = {tg.float32: dict(rtol=2e-4, atol=2e-5), tg.float64: dict(rtol=1e-10, atol=1e-12)}


def well_conditioned(*shape):
    """Random matrices with a dominant diagonal (condition numbers near 1)."""
    a = RNG.uniform(-1, 1, size=shape)
    return a + 2 * shape[-1] ** 0.5 * np.eye(shape[-1]) * np.sign(RNG.uniform(-1, 1, size=shape[:-1] + (1,)))


def as_tg(a, dtype):
    return tg.tensor(a, dtype=dtype)


# ------------------------------------------------------------------ values against NumPy
@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("shape", [(1, 1), (3, 3), (5, 5), (2, 4, 4), (2, 3, 2, 2)])
def test_det_slogdet_logdet_inv_match_numpy(dtype, shape):
    a = well_conditioned(*shape)
    a64 = np.asarray(as_tg(a, dtype).numpy(), np.float64)  # the values the op sees
    t = as_tg(a, dtype)
    d = tg.det(t)
    assert d.dtype is dtype and tuple(d.shape) == shape[:-2]
    np.testing.assert_allclose(d.numpy(), np.linalg.det(a64), **TOL[dtype])
    sign, logabs = tg.slogdet(t)
    want_sign, want_log = np.linalg.slogdet(a64)
    np.testing.assert_array_equal(sign.numpy(), want_sign)
    np.testing.assert_allclose(logabs.numpy(), want_log, **TOL[dtype])
    ld = tg.logdet(t).numpy()
    np.testing.assert_allclose(ld, np.where(want_sign < 0, np.nan, want_log), **TOL[dtype])
    inv = tg.inverse(t)
    assert inv.dtype is dtype and tuple(inv.shape) == shape
    np.testing.assert_allclose(inv.numpy(), np.linalg.inv(a64), **TOL[dtype])
    np.testing.assert_allclose(tg.linalg.inv(t).numpy(), inv.numpy(), rtol=0, atol=0)
    np.testing.assert_allclose(tg.linalg.det(t).numpy(), d.numpy(), rtol=0, atol=0)


@pytest.mark.parametrize("dtype", FLOATS)
def test_methods_and_transposed_inputs(dtype):
    a = well_conditioned(2, 4, 4)
    t = as_tg(a, dtype).transpose(-1, -2)  # a non-contiguous view
    assert not t.is_contiguous()
    a64 = np.swapaxes(np.asarray(as_tg(a, dtype).numpy(), np.float64), -1, -2)
    np.testing.assert_allclose(t.det().numpy(), np.linalg.det(a64), **TOL[dtype])
    np.testing.assert_allclose(t.inverse().numpy(), np.linalg.inv(a64), **TOL[dtype])
    np.testing.assert_allclose(t.slogdet()[1].numpy(), np.linalg.slogdet(a64)[1], **TOL[dtype])
    np.testing.assert_allclose(t.logdet().numpy(), tg.logdet(t.contiguous()).numpy(), rtol=0, atol=0)
    # a strided slice (every other matrix, offset storage)
    s = as_tg(well_conditioned(5, 3, 3), dtype)[1::2]
    np.testing.assert_allclose(tg.det(s).numpy(), np.linalg.det(np.asarray(s.numpy(), np.float64)), **TOL[dtype])


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("ashape, bshape", [
    ((3, 3), (3,)), ((3, 3), (3, 2)), ((2, 3, 3), (3,)), ((2, 3, 3), (2, 3)), ((3, 3), (4, 3, 2)),
    ((5, 1, 3, 3), (4, 3, 2)), ((1, 3, 3), (2, 3, 1)), ((3, 3), (3, 0)), ((2, 3, 3), (2, 3, 4)),
])
def test_solve_matches_numpy(dtype, ashape, bshape):
    a, b = well_conditioned(*ashape), RNG.uniform(-1, 1, size=bshape)
    x = tg.linalg.solve(as_tg(a, dtype), as_tg(b, dtype))
    a64 = np.asarray(as_tg(a, dtype).numpy(), np.float64)
    b64 = np.asarray(as_tg(b, dtype).numpy(), np.float64)
    vector = len(bshape) == 1 or (len(bshape) == len(ashape) - 1 and bshape == ashape[:-1])
    want = np.linalg.solve(a64, b64[..., None])[..., 0] if vector else np.linalg.solve(a64, b64)
    assert x.dtype is dtype and tuple(x.shape) == want.shape
    np.testing.assert_allclose(x.numpy(), want, **TOL[dtype])


@pytest.mark.parametrize("dtype", FLOATS)
def test_solve_left_false_and_transposed_operands(dtype):
    a, b = well_conditioned(2, 3, 3), RNG.uniform(-1, 1, size=(2, 4, 3))
    x = tg.linalg.solve(as_tg(a, dtype), as_tg(b, dtype), left=False)  # X A = B
    a64, b64 = (np.asarray(as_tg(v, dtype).numpy(), np.float64) for v in (a, b))
    want = np.swapaxes(np.linalg.solve(np.swapaxes(a64, -1, -2), np.swapaxes(b64, -1, -2)), -1, -2)
    np.testing.assert_allclose(x.numpy(), want, **TOL[dtype])
    at = as_tg(a, dtype).mT
    bt = as_tg(RNG.uniform(-1, 1, size=(2, 2, 3)), dtype).mT  # (2, 3, 2), non-contiguous
    want = np.linalg.solve(np.asarray(at.numpy(), np.float64), np.asarray(bt.numpy(), np.float64))
    np.testing.assert_allclose(tg.linalg.solve(at, bt).numpy(), want, **TOL[dtype])


def test_empty_matrices_and_batches():
    assert tg.det(tg.ones(0, 0)).item() == 1.0
    np.testing.assert_array_equal(tg.det(tg.ones(2, 0, 0)).numpy(), [1.0, 1.0])
    sign, logabs = tg.slogdet(tg.ones(0, 0))
    assert sign.item() == 1.0 and logabs.item() == 0.0
    assert tg.logdet(tg.ones(0, 0)).item() == 0.0
    assert tuple(tg.inverse(tg.ones(2, 0, 0)).shape) == (2, 0, 0)
    assert tuple(tg.det(tg.ones(0, 3, 3)).shape) == (0,)
    assert tuple(tg.inverse(tg.ones(0, 3, 3)).shape) == (0, 3, 3)
    assert tuple(tg.linalg.solve(tg.ones(0, 0), tg.ones(0)).shape) == (0,)
    assert tuple(tg.linalg.solve(tg.eye(3), tg.ones(3, 0)).shape) == (3, 0)


def test_singular_matrices():
    s = tg.tensor([[1.0, 2.0], [2.0, 4.0]])
    assert tg.det(s).item() == 0.0
    sign, logabs = tg.slogdet(s)
    assert sign.item() == 0.0 and logabs.item() == -np.inf
    assert tg.logdet(s).item() == -np.inf
    assert np.isnan(tg.logdet(tg.tensor([[0.0, 1.0], [1.0, 0.0]])).item())  # det -1
    with pytest.raises(tg.linalg.LinAlgError, match=r"^linalg.inv: The diagonal element 2 is zero, the inversion "
                       r"could not be completed because the input matrix is singular.$"):
        tg.inverse(s)
    assert issubclass(tg.linalg.LinAlgError, RuntimeError)
    batch = tg.stack([tg.eye(3), tg.zeros(3, 3)])
    with pytest.raises(RuntimeError, match=r"^linalg.inv: \(Batch element 1\): The diagonal element 1 is zero"):
        tg.linalg.inv(batch)
    with pytest.raises(RuntimeError, match=r"^torch.linalg.solve: \(Batch element 1\): The solver failed because "
                       r"the input matrix is singular.$"):
        tg.linalg.solve(batch, tg.ones(2, 3))
    with pytest.raises(RuntimeError, match=r"^torch.linalg.solve: The solver failed because the input matrix is "
                       r"singular.$"):
        tg.linalg.solve(s, tg.ones(2))


def test_pivoting_is_getrf_s():
    # first largest |value| on ties: [[1, 1], [-1, 1]] keeps row 0 as the pivot (det = 1 * 2, no swap)
    a = tg.tensor([[1.0, 1.0], [-1.0, 1.0]], dtype=tg.float64)
    assert tg.det(a).item() == 2.0
    # a permutation matrix: the sign is the swaps' parity, exactly
    p = tg.tensor([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0], [1.0, 0.0, 0.0]])
    assert tg.det(p).item() == 1.0
    assert tg.det(p[[1, 0, 2]]).item() == -1.0
    # a growth-prone matrix without pivoting: partial pivoting keeps it exact
    tiny = tg.tensor([[1e-20, 1.0], [1.0, 1.0]], dtype=tg.float64)
    np.testing.assert_allclose(tg.inverse(tiny).numpy(), np.linalg.inv(tiny.numpy()), rtol=1e-15)


# ------------------------------------------------------------------ errors
LOW_PRECISION = [("det", "lu_cpu"), ("slogdet", "linalg.slogdet"), ("logdet", "logdet"), ("inverse", "linalg.inv")]


@pytest.mark.parametrize("name, word", LOW_PRECISION)
@pytest.mark.parametrize("dtype", [tg.float16, tg.bfloat16])
def test_low_precision_dtypes_raise(name, word, dtype):
    x = tg.ones(2, 2, dtype=dtype)
    if word == "lu_cpu":
        with pytest.raises(NotImplementedError, match=f"^\"lu_cpu\" not implemented for '{dtype.pt_name}'$"):
            getattr(tg, name)(x)
    else:
        with pytest.raises(RuntimeError, match=f"^{word}: Low precision dtypes not supported. Got {dtype.pt_name}$"):
            getattr(tg, name)(x)


@pytest.mark.parametrize("name, word", [("det", "linalg.det"), ("slogdet", "linalg.slogdet"), ("logdet", "logdet"),
                                        ("inverse", "linalg.inv")])
@pytest.mark.parametrize("dtype", [tg.bool, tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64])
def test_integer_dtypes_raise(name, word, dtype):
    with pytest.raises(RuntimeError, match=f"^{word}: Expected a floating point or complex tensor as input. "
                                           f"Got {dtype.pt_name}$"):
        getattr(tg, name)(tg.ones(2, 2, dtype=dtype))


@pytest.mark.parametrize("name, word", [("det", "linalg.det"), ("slogdet", "linalg.slogdet"), ("logdet", "logdet"),
                                        ("inverse", "linalg.inv")])
def test_shape_errors(name, word):
    fn = getattr(tg, name)
    with pytest.raises(RuntimeError, match=f"^{word}: A must be batches of square matrices, but they are 2 by 3 "
                                           "matrices$"):
        fn(tg.ones(2, 3))
    with pytest.raises(RuntimeError, match=f"^{word}: The input tensor A must have at least 2 dimensions.$"):
        fn(tg.ones(3))
    with pytest.raises(TypeError, match="argument 'input' \\(position 1\\) must be Tensor, not int"):
        fn(3)


def test_solve_errors():
    s = tg.linalg.solve
    with pytest.raises(RuntimeError, match=r"^linalg.solve: Incompatible shapes of A and B for the equation AX = B "
                       r"\(3x3 and 2x1\)$"):
        s(tg.ones(3, 3), tg.ones(2))
    with pytest.raises(RuntimeError, match=r"^linalg.solve: Incompatible shapes of A and B for the equation XA = B "
                       r"\(3x3 and 3x2\)$"):
        s(tg.ones(3, 3), tg.ones(3, 2), left=False)
    with pytest.raises(RuntimeError, match=r"^linalg.solve: A must be batches of square matrices, but they are 2 by 3"):
        s(tg.ones(2, 3), tg.ones(2))
    with pytest.raises(RuntimeError, match=r"^linalg.solve: Expected A and B to have the same dtype, but found A of "
                       r"type Float and B of type Double instead$"):
        s(tg.ones(3, 3), tg.ones(3, dtype=tg.float64))
    with pytest.raises(RuntimeError, match=r"^linalg.solve: Expected a floating point or complex tensor as input. "
                       r"Got Long$"):
        s(tg.ones(3, 3, dtype=tg.int64), tg.ones(3, dtype=tg.int64))
    with pytest.raises(NotImplementedError, match="^\"lu_cpu\" not implemented for 'Half'$"):
        s(tg.ones(3, 3, dtype=tg.float16), tg.ones(3, dtype=tg.float16))
    with pytest.raises(RuntimeError, match=r"^linalg.solve: The input tensor A must have at least 2 dimensions.$"):
        s(tg.ones(3), tg.ones(3))
    with pytest.raises(RuntimeError, match=r"^linalg.solve: The input tensor B must have at least 2 dimensions.$"):
        s(tg.ones(3, 3), tg.tensor(1.0))
    with pytest.raises(RuntimeError, match=r"^The size of tensor a \(4\) must match the size of tensor b \(5\) at "
                       r"non-singleton dimension 0$"):
        s(tg.ones(5, 3, 3), tg.ones(4, 3, 2))
    with pytest.raises(TypeError, match=r"argument 'B' \(position 2\) must be Tensor, not int"):
        s(tg.eye(3), 3)


def test_out_variants():
    a = tg.tensor(well_conditioned(2, 3, 3))
    out = tg.empty(0, dtype=tg.float64)
    assert tg.linalg.det(a, out=out) is out
    np.testing.assert_allclose(out.numpy(), np.linalg.det(a.numpy()), rtol=1e-12)
    inv = tg.empty(0, dtype=tg.float64)
    tg.linalg.inv(a, out=inv)
    np.testing.assert_allclose(inv.numpy(), np.linalg.inv(a.numpy()), rtol=1e-10, atol=1e-12)
    sign, logabs = tg.empty(0, dtype=tg.float64), tg.empty(0, dtype=tg.float64)
    tg.linalg.slogdet(a, out=(sign, logabs))
    np.testing.assert_allclose(logabs.numpy(), np.linalg.slogdet(a.numpy())[1], rtol=1e-12)
    x = tg.empty(0, dtype=tg.float64)
    tg.linalg.solve(a, tg.ones(2, 3, dtype=tg.float64), out=x)
    np.testing.assert_allclose(x.numpy(), np.linalg.solve(a.numpy(), np.ones((2, 3, 1)))[..., 0], rtol=1e-10)
    bad = tg.empty(0, dtype=tg.float32)
    with pytest.raises(RuntimeError, match="^Expected out tensor to have dtype double, but got float instead$"):
        tg.linalg.det(a, out=bad)
    assert tuple(bad.shape) == (0,)  # validated before anything is written


def test_names_refused():
    a = tg.eye(3).refine_names("R", "C")
    with pytest.raises(RuntimeError, match="det"):
        tg.det(a)


# ------------------------------------------------------------------ against torch
def _torch():
    return pytest.importorskip("torch")


@pytest.mark.parametrize("dtype", FLOATS)
def test_values_match_torch(dtype):
    torch = _torch()
    tdt = getattr(torch, dtype.name)
    a = well_conditioned(3, 4, 4)
    singular = np.array([[[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [1.0, 1.0, 1.0]], [[0.0, 1.0, 0.0], [1.0, 0.0, 0.0],
                                                                              [0.0, 0.0, 2.0]]])
    # An exactly singular matrix has det 0 (NumPy's float64 slogdet: sign 0, -inf); torch's
    # batched LU may leave rounding noise in its last pivot there (sign +-1, logabsdet
    # about -15 in float32), depending on the CPU's LAPACK kernels: compared with NumPy.
    t = as_tg(singular, dtype)
    sign, logabs = np.linalg.slogdet(singular)
    np.testing.assert_array_equal(np.abs(tg.slogdet(t)[0].numpy()), np.abs(sign))
    np.testing.assert_array_equal(tg.slogdet(t)[1].numpy(), logabs.astype(dtype.np))
    np.testing.assert_allclose(tg.det(t).numpy(), np.linalg.det(singular), **TOL[dtype])
    for m in (a, singular[1:], RNG.uniform(-1, 1, size=(2, 5, 5))):
        t, tt = as_tg(m, dtype), torch.tensor(m, dtype=tdt)
        np.testing.assert_allclose(tg.det(t).numpy(), torch.linalg.det(tt).numpy(), **TOL[dtype])
        np.testing.assert_array_equal(np.abs(tg.slogdet(t)[0].numpy()), np.abs(torch.linalg.slogdet(tt)[0].numpy()))
        np.testing.assert_allclose(tg.slogdet(t)[1].numpy(), torch.linalg.slogdet(tt)[1].numpy(), **TOL[dtype])
        np.testing.assert_allclose(tg.logdet(t).numpy(), torch.logdet(tt).numpy(), **TOL[dtype])
    b = RNG.uniform(-1, 1, size=(2, 3, 4, 2))
    np.testing.assert_allclose(tg.linalg.solve(as_tg(a, dtype), as_tg(b, dtype)).numpy(),
                               torch.linalg.solve(torch.tensor(a, dtype=tdt), torch.tensor(b, dtype=tdt)).numpy(),
                               **TOL[dtype])


def test_singular_errors_match_torch():
    torch = _torch()
    cases = [[[1.0, 2.0], [2.0, 4.0]], [[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [1.0, 1.0, 1.0]], [[1.0, 1.0], [1.0, 1.0]],
             [[0.0, 0.0], [0.0, 1.0]], np.zeros((2, 3, 3)).tolist()]
    for m in cases:
        with pytest.raises(RuntimeError) as want:
            torch.linalg.inv(torch.tensor(m))
        with pytest.raises(RuntimeError) as got:
            tg.linalg.inv(tg.tensor(m))
        assert str(got.value) == str(want.value).splitlines()[0]


@pytest.mark.parametrize("name", ["det", "slogdet", "logdet", "inverse"])
def test_error_words_match_torch(name):
    torch = _torch()
    for make in (lambda m, d: m.ones(2, 3, dtype=d.float32), lambda m, d: m.ones(3, dtype=d.float32),
                 lambda m, d: m.ones(2, 2, dtype=d.float16), lambda m, d: m.ones(2, 2, dtype=d.bfloat16),
                 lambda m, d: m.ones(2, 2, dtype=d.int32)):
        with pytest.raises(Exception) as want:
            getattr(torch, name)(make(torch, torch))
        with pytest.raises(Exception) as got:
            getattr(tg, name)(make(tg, tg))
        assert type(got.value) is type(want.value) or isinstance(got.value, type(want.value).__mro__[1])
        assert str(got.value) == str(want.value).splitlines()[0]


@pytest.mark.parametrize("ashape, bshape, left", [
    ((3, 3), (3,), True), ((2, 3, 3), (3, 2), True), ((3, 3), (2, 3, 1), True), ((2, 3, 3), (2, 3), True),
    ((1, 3, 3), (2, 4, 3), False), ((3, 3), (2, 3), False),
])
def test_solve_gradients_match_torch(ashape, bshape, left):
    torch = _torch()
    a, b = well_conditioned(*ashape), RNG.uniform(-1, 1, size=bshape)
    ta, tb = tg.tensor(a, requires_grad=True), tg.tensor(b, requires_grad=True)
    x = tg.linalg.solve(ta, tb, left=left)
    g = RNG.standard_normal(tuple(x.shape))
    x.backward(tg.tensor(g))
    pa, pb = torch.tensor(a, requires_grad=True), torch.tensor(b, requires_grad=True)
    torch.linalg.solve(pa, pb, left=left).backward(torch.tensor(g))
    np.testing.assert_allclose(ta.grad.numpy(), pa.grad.numpy(), rtol=1e-10, atol=1e-12)
    np.testing.assert_allclose(tb.grad.numpy(), pb.grad.numpy(), rtol=1e-10, atol=1e-12)
    assert tg.autograd.gradcheck(lambda p, q: tg.linalg.solve(p, q, left=left), [ta, tb])


def test_det_family_gradients_match_torch():
    torch = _torch()
    a = well_conditioned(2, 3, 3)
    for name, f in [("det", lambda m, x: m.linalg.det(x)), ("logabsdet", lambda m, x: m.linalg.slogdet(x)[1]),
                    ("inv", lambda m, x: m.linalg.inv(x))]:
        ta, pa = tg.tensor(a, requires_grad=True), torch.tensor(a, requires_grad=True)
        out = f(tg, ta)
        g = RNG.standard_normal(tuple(out.shape))
        out.backward(tg.tensor(g))
        f(torch, pa).backward(torch.tensor(g))
        np.testing.assert_allclose(ta.grad.numpy(), pa.grad.numpy(), rtol=1e-10, atol=1e-12, err_msg=name)


def test_det_gradient_at_a_singular_matrix_raises():
    # torch goes through an SVD there; tensorgen's A^-T formula refuses rather than return a wrong number
    a = tg.tensor([[1.0, 2.0], [2.0, 4.0]], requires_grad=True)
    with pytest.raises(RuntimeError, match="linalg.inv: The diagonal element 2 is zero"):
        tg.det(a).backward()


# ------------------------------------------------------------------ CUDA (Numba's simulator in CI)
def test_cuda_kernels_give_the_cpu_values():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
    for dtype in FLOATS:
        a = as_tg(well_conditioned(2, 3, 3), dtype)
        b = as_tg(RNG.uniform(-1, 1, size=(2, 3, 2)), dtype)
        ca, cb = a.to("cuda"), b.to("cuda")
        tol = TOL[dtype]
        for cpu, dev in [(tg.det(a), tg.det(ca)), (tg.slogdet(a)[1], tg.slogdet(ca)[1]),
                         (tg.slogdet(a)[0], tg.slogdet(ca)[0]), (tg.logdet(a), tg.logdet(ca)),
                         (tg.inverse(a), tg.inverse(ca)), (tg.linalg.solve(a, b), tg.linalg.solve(ca, cb)),
                         (tg.linalg.solve(a, b[..., 0]), tg.linalg.solve(ca, cb[..., 0])),
                         (tg.linalg.solve(a.mT, b.mT, left=False), tg.linalg.solve(ca.mT, cb.mT, left=False))]:
            assert dev.device.type == "cuda"
            np.testing.assert_allclose(dev.to("cpu").numpy(), cpu.numpy(), **tol)
    with pytest.raises(RuntimeError, match="linalg.inv: The diagonal element 2 is zero"):
        tg.inverse(tg.tensor([[1.0, 2.0], [2.0, 4.0]], device="cuda"))


# ------------------------------------------------------------------ the generator's checks of a `kind: lu` entry
BASE = (Path(__file__).resolve().parents[2] / "ops.yaml").read_text(encoding="utf-8")
ENTRY = """
- func: {func}
  kind: lu
  form: {form}
  names: refuse
  dtypes: {dtypes}
  devices: [cpu]
  derivatives: {{not_differentiable: "a test op"}}
"""


@pytest.mark.parametrize("func, form, dtypes, field, words", [
    ("tg_lu(Tensor self) -> Tensor", "qr", "[float64]", "form", ["det, slogdet, logdet, inv, solve"]),
    ("tg_lu(Tensor A) -> Tensor", "solve", "[float64]", "func", ["B"]),
    ("tg_lu(Tensor self) -> Tensor", "slogdet", "[float64]", "func", ["returns 2 Tensor"]),
    ("tg_lu(Tensor self) -> Tensor", "det", "floating", "dtypes", ["float16, bfloat16"]),
])
def test_codegen_rejects(tmp_path, func, form, dtypes, field, words):
    p = tmp_path / "ops.yaml"
    p.write_text(BASE.rstrip("\n") + "\n" + ENTRY.format(func=func, form=form, dtypes=dtypes), encoding="utf-8")
    with pytest.raises(SpecError) as e:
        model.build(str(p), parse.load(p))
    assert e.value.op == "tg_lu" and e.value.field == field, str(e.value)
    for w in words:
        assert w in str(e.value), (w, str(e.value))


def test_solve_with_no_columns_still_checks_a():
    with pytest.raises(RuntimeError, match="^torch.linalg.solve: The solver failed because the input matrix is "
                                           "singular.$"):
        tg.linalg.solve(tg.zeros(3, 3), tg.ones(3, 0))


def test_cuda_gradients_give_the_cpu_values():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
    a, b = well_conditioned(2, 3, 3), RNG.uniform(-1, 1, size=(2, 3))
    grads = []
    for dev in ("cpu", "cuda"):
        ta = tg.tensor(a, requires_grad=True, device=dev)
        tb = tg.tensor(b, requires_grad=True, device=dev)
        (tg.det(ta).sum() + tg.slogdet(ta)[1].sum() + tg.inverse(ta).sum() + tg.linalg.solve(ta, tb).sum()).backward()
        grads.append((ta.grad.to("cpu").numpy(), tb.grad.to("cpu").numpy()))
    for g_cpu, g_dev in zip(*grads):
        np.testing.assert_allclose(g_dev, g_cpu, rtol=1e-10, atol=1e-12)


def test_solve_names_the_batch_element_of_a():
    # torch factors A in its own batch: no prefix for a 2-D A, A's own index when A is broadcast
    with pytest.raises(RuntimeError, match=r"^torch.linalg.solve: The solver failed"):
        tg.linalg.solve(tg.zeros(3, 3), tg.ones(2, 3, 1))
    a = tg.stack([tg.eye(3), tg.zeros(3, 3)]).reshape(2, 1, 3, 3)
    with pytest.raises(RuntimeError, match=r"^torch.linalg.solve: \(Batch element 1\): The solver failed"):
        tg.linalg.solve(a, tg.ones(4, 3, 2))


@pytest.mark.parametrize("dtype", FLOATS)
def test_larger_matrices_match_numpy(dtype):
    # sizes past any vector width, with remainders: the vectorized row loops
    a, b = well_conditioned(37, 37), RNG.uniform(-1, 1, size=(37, 5))
    a64, b64 = (np.asarray(as_tg(v, dtype).numpy(), np.float64) for v in (a, b))
    t = as_tg(a, dtype)
    tol = dict(rtol=2e-3, atol=1e-4) if dtype is tg.float32 else TOL[dtype]
    np.testing.assert_allclose(tg.slogdet(t)[1].numpy(), np.linalg.slogdet(a64)[1], **tol)
    np.testing.assert_allclose(tg.inverse(t).numpy(), np.linalg.inv(a64), **tol)
    np.testing.assert_allclose(tg.linalg.solve(t, as_tg(b, dtype)).numpy(), np.linalg.solve(a64, b64), **tol)
