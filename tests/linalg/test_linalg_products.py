"""matrix_power, matrix_exp, multi_dot, chain_matmul, vecdot, linalg.cross and
the singular-value matrix norms ('nuc', 2, -2), through the public API
against torch 2.13."""
import warnings

import numpy as np
import pytest

import tensorgen as tg
from support.linalg_compare import FLOATS, TOL, as64 as _np, same_error, torch_or_skip as _torch

RNG = np.random.default_rng(3)


def _pair(torch, a, dtype):
    return tg.tensor(a, dtype=dtype), torch.tensor(a, dtype=getattr(torch, dtype.name))


@pytest.mark.parametrize("dtype", FLOATS + [tg.int64])
def test_matrix_power_matches_torch(dtype):
    torch = _torch()
    a = RNG.standard_normal((2, 3, 3)) + 2 * np.eye(3) if dtype.is_floating_point else RNG.integers(-3, 4, (2, 3, 3))
    t, p = _pair(torch, a, dtype)
    tol = dict(rtol=1e-4, atol=1e-3) if dtype is tg.float32 else dict(rtol=1e-10, atol=1e-10)
    for n in ((0, 1, 2, 3, 4, 7, 10, -1, -3) if dtype.is_floating_point else (0, 1, 2, 3, 6)):
        got, want = tg.linalg.matrix_power(t, n), torch.linalg.matrix_power(p, n)
        assert got.dtype is dtype and tuple(got.shape) == tuple(want.shape)
        np.testing.assert_allclose(_np(got), want.double().numpy(), **tol, err_msg=str(n))
    np.testing.assert_allclose(_np(t.matrix_power(2)), _np(tg.matrix_power(t, 2)), rtol=0, atol=0)
    out = tg.empty(0, dtype=dtype)
    assert tg.linalg.matrix_power(t, 3, out=out) is out


def test_matrix_power_errors_match_torch():
    same_error(lambda m: m.linalg.matrix_power(m.ones(2, 3), 2))
    same_error(lambda m: m.linalg.matrix_power(m.ones(3), 2))
    same_error(lambda m: m.linalg.matrix_power(m.ones(2, 2), 2.0))
    same_error(lambda m: m.linalg.matrix_power(m.ones(2, 2, dtype=m.int64), -1))
    same_error(lambda m: m.linalg.matrix_power(m.ones(2, 2, dtype=m.float16), -1))
    same_error(lambda m: m.linalg.matrix_power(m.ones(2, 2, dtype=m.bool), 2))
    same_error(lambda m: m.linalg.matrix_power(m.zeros(2, 2), -1))
    np.testing.assert_array_equal(tg.linalg.matrix_power(tg.ones(2, 2, dtype=tg.bool), 0).numpy(), np.eye(2, dtype=bool))


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("scale", [1e-3, 0.1, 1.0, 4.0, 30.0])
def test_matrix_exp_matches_torch_at_every_pade_degree(dtype, scale):
    # the norm picks the Pade degree (and, past the largest, the number of squarings)
    torch = _torch()
    a = RNG.standard_normal((3, 4, 4)) * scale / 4
    t, p = _pair(torch, a, dtype)
    want = torch.linalg.matrix_exp(torch.tensor(a)).numpy()  # float64: the reference
    rel = 2e-5 if dtype is tg.float32 else 1e-12
    got = _np(tg.linalg.matrix_exp(t))
    err = np.abs(got - want).max() / np.abs(want).max()
    assert err < rel * max(1.0, scale), err
    np.testing.assert_allclose(_np(t.matrix_exp()), got, rtol=0, atol=0)
    np.testing.assert_allclose(_np(tg.matrix_exp(t)), got, rtol=0, atol=0)


def test_matrix_exp_half_precision_and_edges():
    torch = _torch()
    a = np.array([[0.1, 0.2], [0.3, 0.4]])
    want = torch.linalg.matrix_exp(torch.tensor(a)).numpy()
    for dtype in (tg.float16, tg.bfloat16):  # computed in float32 (torch's CPU half kernel gives -20896 here)
        got = tg.linalg.matrix_exp(tg.tensor(a, dtype=dtype))
        assert got.dtype is dtype
        np.testing.assert_allclose(_np(got), want, rtol=1e-2)
    np.testing.assert_allclose(tg.linalg.matrix_exp(tg.zeros(2, 3, 3)).numpy(), np.broadcast_to(np.eye(3), (2, 3, 3)))
    assert tuple(tg.linalg.matrix_exp(tg.ones(0, 0)).shape) == (0, 0)
    assert tuple(tg.linalg.matrix_exp(tg.ones(0, 2, 2)).shape) == (0, 2, 2)
    assert np.isnan(tg.linalg.matrix_exp(tg.tensor([[float("nan"), 0.0], [0.0, 1.0]])).numpy()).all()
    same_error(lambda m: m.linalg.matrix_exp(m.ones(2, 2, dtype=m.int64)))
    same_error(lambda m: m.linalg.matrix_exp(m.ones(2, 2, dtype=m.bool)))
    same_error(lambda m: m.linalg.matrix_exp(m.ones(2, 3)))
    same_error(lambda m: m.linalg.matrix_exp(m.ones(3)))
    same_error(lambda m: m.linalg.matrix_exp(3))


def test_multi_dot_and_chain_matmul_match_torch():
    torch = _torch()
    for shapes in (((2, 3), (3, 4)), ((3,), (3, 5), (5, 2)), ((4,), (4,)), ((2, 30), (30, 1), (1, 40)),
                   ((6, 2), (2, 7), (7, 3), (3, 5), (5,)), ((3,), (3, 3), (3, 3), (3, 3), (3,))):
        mats = [RNG.standard_normal(s) for s in shapes]
        got = tg.linalg.multi_dot([tg.tensor(m) for m in mats])
        want = torch.linalg.multi_dot([torch.tensor(m) for m in mats])
        assert tuple(got.shape) == tuple(want.shape)
        np.testing.assert_allclose(_np(got), want.numpy(), rtol=1e-12, atol=1e-12)
    ints = [tg.ones(2, 2, dtype=tg.int64)] * 3
    np.testing.assert_array_equal(tg.linalg.multi_dot(ints).numpy(), np.full((2, 2), 4))
    mats = [RNG.standard_normal(s) for s in ((2, 3), (3, 4), (4, 2))]
    with pytest.warns(UserWarning, match="torch.chain_matmul is deprecated"):
        got = tg.chain_matmul(*[tg.tensor(m) for m in mats])
    np.testing.assert_allclose(_np(got), mats[0] @ mats[1] @ mats[2], rtol=1e-12)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        np.testing.assert_array_equal(tg.chain_matmul(tg.eye(2)).numpy(), np.eye(2))
        same_error(lambda m: m.chain_matmul())
        same_error(lambda m: m.chain_matmul(m.ones(3), m.ones(3)))
    out = tg.empty(0, dtype=tg.float64)
    assert tg.linalg.multi_dot([tg.tensor(m) for m in mats], out=out) is out


def test_multi_dot_errors_match_torch():
    same_error(lambda m: m.linalg.multi_dot([]))
    same_error(lambda m: m.linalg.multi_dot([m.ones(2, 2)]))
    same_error(lambda m: m.linalg.multi_dot([m.ones(2, 2, 2), m.ones(2, 2)]))
    same_error(lambda m: m.linalg.multi_dot([m.ones(2, 2), m.ones(2, 2, 2)]))
    same_error(lambda m: m.linalg.multi_dot([m.ones(2), m.ones(2, 2, 2), m.ones(2)]))
    same_error(lambda m: m.linalg.multi_dot([m.ones(3, 3, dtype=m.float64), m.ones(3, 3)]))
    same_error(lambda m: m.linalg.multi_dot([m.ones(3, 3), m.ones(2, 3)]))
    same_error(lambda m: m.linalg.multi_dot([m.ones(3, 3), m.tensor(1.0)]))


def test_vecdot_and_cross_match_torch():
    torch = _torch()
    x, y = RNG.standard_normal((2, 4, 3)), RNG.standard_normal((4, 3))
    for dim in (-1, 1):
        np.testing.assert_allclose(_np(tg.linalg.vecdot(tg.tensor(x), tg.tensor(y), dim=dim)),
                                   torch.linalg.vecdot(torch.tensor(x), torch.tensor(y), dim=dim).numpy(), rtol=1e-12)
    np.testing.assert_allclose(_np(tg.linalg.cross(tg.tensor(x), tg.tensor(x[:1]))),
                               torch.linalg.cross(torch.tensor(x), torch.tensor(x[:1])).numpy(), rtol=1e-12,
                               atol=1e-14)
    z = RNG.standard_normal((3, 2))
    np.testing.assert_allclose(_np(tg.linalg.cross(tg.tensor(z), tg.tensor(z[::-1].copy()), dim=0)),
                               torch.linalg.cross(torch.tensor(z), torch.tensor(z[::-1].copy()), dim=0).numpy())
    same_error(lambda m: m.linalg.vecdot(m.ones(2, 3), m.ones(3, dtype=m.float64)))
    same_error(lambda m: m.linalg.vecdot(m.ones(2, 3, dtype=m.int64), m.ones(3, dtype=m.int64)))
    same_error(lambda m: m.linalg.vecdot(m.ones(2, 3), m.ones(2)))
    same_error(lambda m: m.linalg.cross(m.ones(2, 3), m.ones(3)))
    same_error(lambda m: m.linalg.cross(m.ones(2, 4), m.ones(2, 4)))
    same_error(lambda m: m.cross(m.ones(2, 4), m.ones(2, 4), dim=1))
    same_error(lambda m: m.linalg.cross(m.ones(3), m.ones(3, dtype=m.float64)))


@pytest.mark.parametrize("dtype", FLOATS)
def test_singular_value_norms_match_torch(dtype):
    torch = _torch()
    a = RNG.standard_normal((3, 4, 5))
    t, p = _pair(torch, a, dtype)
    for ord in ("nuc", 2, -2):
        for dim in ((-2, -1), (0, 2), (2, 0)):
            for keepdim in (False, True):
                got = tg.linalg.matrix_norm(t, ord, dim, keepdim)
                want = torch.linalg.matrix_norm(p, ord, dim, keepdim)
                assert tuple(got.shape) == tuple(want.shape)
                np.testing.assert_allclose(_np(got), want.double().numpy(), **TOL[dtype])
        np.testing.assert_allclose(_np(tg.linalg.norm(t[0], ord)), torch.linalg.norm(p[0], ord).double().numpy(),
                                   **TOL[dtype])
    np.testing.assert_allclose(_np(tg.linalg.matrix_norm(t, "nuc", dtype=tg.float64)),
                               torch.linalg.matrix_norm(p, "nuc", dtype=torch.float64).numpy(), **TOL[dtype])
    for ord in ("nuc", 2):
        assert tg.linalg.matrix_norm(tg.ones(0, 3), ord).item() == 0.0
    same_error(lambda m: m.linalg.matrix_norm(m.ones(0, 3), -2))
