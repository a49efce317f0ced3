"""tg.linalg.vector_norm / matrix_norm / norm against torch.linalg (values, shapes, dtypes, gradients,
errors), and set_num_threads / get_num_threads (results independent of the thread count)."""
import numpy as np
import pytest

import tensorgen as tg

torch = pytest.importorskip("torch")
INF = float("inf")
A = np.random.default_rng(0).standard_normal((2, 3, 4))


def _pair(arr, dtype="float64", grad=False):
    return (tg.tensor(arr, dtype=getattr(tg, dtype), requires_grad=grad),
            torch.tensor(arr, dtype=getattr(torch, dtype), requires_grad=grad))


def _close(r, t, tol=1e-12):
    assert tuple(r.shape) == tuple(t.shape)
    assert str(r.dtype).split(".")[-1] == str(t.dtype).split(".")[-1]
    np.testing.assert_allclose(r.detach().numpy(), t.detach().numpy(), rtol=tol, atol=tol)


@pytest.mark.parametrize("ord", [2, 1, 3, 0.5, INF, -INF, 0])
@pytest.mark.parametrize("dim,keepdim", [(None, False), (1, False), ((0, 2), True), (-1, True)])
def test_vector_norm(ord, dim, keepdim):
    x, tx = _pair(A, grad=True)
    r, t = tg.linalg.vector_norm(x, ord, dim, keepdim), torch.linalg.vector_norm(tx, ord, dim, keepdim)
    _close(r, t)
    if ord != 0:
        r.sum().backward()
        t.sum().backward()
        _close(x.grad, tx.grad)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_vector_norm_dtypes(dtype):
    x, tx = _pair(A, dtype)
    r, t = tg.linalg.vector_norm(x), torch.linalg.vector_norm(tx)
    assert str(r.dtype).split(".")[-1] == str(t.dtype).split(".")[-1]
    _close(r, t, 1e-6 if dtype == "float32" else 1e-12)
    r = tg.linalg.vector_norm(x, dim=1, dtype=tg.float64)
    assert r.dtype == tg.float64


@pytest.mark.parametrize("ord", ["fro", 1, -1, INF, -INF])
@pytest.mark.parametrize("dim,keepdim", [((-2, -1), False), ((-2, -1), True), ((2, 0), False), ((0, 1), True)])
def test_matrix_norm(ord, dim, keepdim):
    x, tx = _pair(A, grad=True)
    r, t = tg.linalg.matrix_norm(x, ord, dim, keepdim), torch.linalg.matrix_norm(tx, ord, dim, keepdim)
    _close(r, t)
    r.sum().backward()
    t.sum().backward()
    _close(x.grad, tx.grad)


@pytest.mark.parametrize("shape,ord,dim", [((5,), None, None), ((5,), 1, None), ((5,), INF, None),
                                           ((3, 4), None, None), ((3, 4), "fro", None), ((3, 4), 1, None),
                                           ((3, 4), -INF, None), ((2, 3, 4), None, None), ((2, 3, 4), 3, 1),
                                           ((2, 3, 4), None, (0, 2)), ((2, 3, 4), INF, (1, 2)),
                                           ((2, 3, 4), "fro", (0, 1)), ((2, 3, 4), None, (2,))])
def test_norm_dispatch(shape, ord, dim):
    arr = np.random.default_rng(1).standard_normal(shape)
    x, tx = _pair(arr)
    _close(tg.linalg.norm(x, ord, dim), torch.linalg.norm(tx, ord, dim))
    _close(tg.linalg.norm(x, ord, dim, keepdim=True), torch.linalg.norm(tx, ord, dim, keepdim=True))


def test_out():
    x, tx = _pair(A)
    out = tg.empty(2)
    res = tg.linalg.matrix_norm(x, 1, out=out.to(tg.float64))
    np.testing.assert_allclose(res.numpy(), torch.linalg.matrix_norm(tx, 1).numpy())
    out = tg.empty(4, dtype=tg.float64)
    assert tg.linalg.vector_norm(x, 2, (0, 1), out=out) is out
    np.testing.assert_allclose(out.numpy(), torch.linalg.vector_norm(tx, 2, (0, 1)).numpy(), rtol=1e-12)


@pytest.mark.parametrize("call", [
    lambda L, x: L.matrix_norm(x[0, 0], "fro"),
    lambda L, x: L.matrix_norm(x, 3),
    lambda L, x: L.matrix_norm(x, "fro", dim=(0, 0)),
    lambda L, x: L.norm(x, 2),
    lambda L, x: L.norm(x, "fro", dim=0),
    lambda L, x: L.norm(x[0, 0], "fro"),
])
def test_errors_match_torch(call):
    x, tx = _pair(A)
    with pytest.raises(RuntimeError) as e1:
        call(tg.linalg, x)
    with pytest.raises(RuntimeError) as e2:
        call(torch.linalg, tx)
    assert str(e1.value) == str(e2.value)


def test_integer_and_unsupported_orders():
    with pytest.raises(RuntimeError, match="linalg.vector_norm: Expected a floating point or complex tensor"):
        tg.linalg.vector_norm(tg.arange(3))
    with pytest.raises(RuntimeError, match="linalg.matrix_norm: Expected a floating point"):
        tg.linalg.matrix_norm(tg.ones(2, 2, dtype=tg.int64), 1)
    with pytest.raises(TypeError, match="argument 'ord' .* must be Number, not str"):
        tg.linalg.vector_norm(tg.ones(3), "fro")
    for ord in ("nuc", 2, -2):  # the singular-value orders (tests/linalg/test_linalg_products.py checks their values)
        with pytest.raises(RuntimeError, match="^linalg.matrix_norm: Low precision dtypes not supported. Got Half$"):
            tg.linalg.matrix_norm(tg.ones(2, 2, dtype=tg.float16), ord)
        with pytest.raises(RuntimeError, match="^linalg.matrix_norm: Expected a floating point"):
            tg.linalg.matrix_norm(tg.ones(2, 2, dtype=tg.int64), ord)
    with pytest.raises(RuntimeError, match="^linalg.matrix_norm: Order 3 not supported.$"):
        tg.linalg.matrix_norm(tg.ones(2, 2), 3)


def test_num_threads_do_not_change_results():
    start = tg.get_num_threads()
    assert start >= 1
    x = tg.tensor(np.random.default_rng(2).standard_normal((300, 700)))
    try:
        results = []
        for n in (1, start):
            tg.set_num_threads(n)
            assert tg.get_num_threads() == n
            results.append([x.sum().item(), x.sum(0).numpy().copy(), tg.linalg.vector_norm(x, 3, 1).numpy().copy(),
                            (x * 2).exp().numpy().copy()])
        for a, b in zip(*results):
            np.testing.assert_array_equal(a, b)
    finally:
        tg.set_num_threads(start)
    for bad in (0, -1, 1.5):
        with pytest.raises(RuntimeError, match="set_num_threads expects a positive integer"):
            tg.set_num_threads(bad)
