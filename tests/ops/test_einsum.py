"""einsum (opt_einsum's contraction order, pairwise bmm), tensordot, kron,
addbmm, baddbmm and addr against torch: every dtype they take, non-contiguous
operands, broadcasting, empty operands, autograd and PyTorch's errors."""
import warnings

import numpy as np
import pytest

import tensorgen as tg
from support.common import ALL

torch = pytest.importorskip("torch")

NUMERIC = [d for d in ALL if d is not tg.bool]
NARROW = (tg.float16, tg.bfloat16)


def tdt(d):
    return getattr(torch, d.name)


def pair(shape, d, seed=0, noncontig=False):
    rng = np.random.default_rng(seed)
    full = tuple(reversed(shape)) if noncontig else shape
    if d is tg.bool:
        a = rng.random(full) > 0.5
    elif d.is_floating_point:
        a = np.round(rng.uniform(-2, 2, full), 2)
    else:
        a = rng.integers(0, 4, full)
    t, tt = tg.tensor(a, dtype=d), torch.tensor(a).to(tdt(d))
    if noncontig:
        perm = list(reversed(range(len(shape))))
        t, tt = t.permute(perm), tt.permute(perm)
    return t, tt


def check(res, want):
    assert tuple(res.shape) == tuple(want.shape), (tuple(res.shape), tuple(want.shape))
    assert res.dtype.name == str(want.dtype).split(".")[1], (res.dtype, want.dtype)
    got, exp = np.asarray(res.detach(), np.float64), want.detach().double().numpy()
    tol = 5e-2 if res.dtype in NARROW else 1e-5
    np.testing.assert_allclose(got, exp, rtol=tol, atol=tol)


def ref_dtype_torch(fn, d, *tts):
    """torch's CPU result; for half/bfloat16 (whose integer/bool forms torch lacks some of) computed in float32."""
    try:
        return fn(*tts)
    except (RuntimeError, NotImplementedError):
        return fn(*(t.float() for t in tts)).to(tts[0].dtype)


EINSUMS = [
    ("ij,jk->ik", [(2, 3), (3, 4)]),
    ("ij,jk", [(2, 3), (3, 4)]),
    ("bij,bjk->bik", [(2, 2, 3), (2, 3, 2)]),
    ("bij,bjk,kl->bil", [(2, 2, 3), (2, 3, 2), (2, 3)]),
    ("ij,jk,kl,lm->im", [(2, 3), (3, 4), (4, 2), (2, 5)]),
    ("ii->i", [(3, 3)]),
    ("ii", [(3, 3)]),
    ("iij->j", [(2, 2, 3)]),
    ("i,i", [(4,), (4,)]),
    ("i,j->ij", [(3,), (2,)]),
    ("ij->", [(2, 3)]),
    ("ij->ji", [(2, 3)]),
    ("...ij->...ji", [(2, 3, 4)]),
    ("...ij,...jk->...ik", [(2, 3, 4), (4, 2)]),
    ("b...,b...->b", [(2, 3, 4), (2, 3, 4)]),
    ("ijk,ikj->i", [(2, 3, 4), (2, 4, 3)]),
    ("ab,ab->ab", [(2, 1), (2, 3)]),
    ("abc,cd,de->abe", [(2, 3, 4), (4, 5), (5, 2)]),
    ("i,i,i->i", [(3,), (3,), (3,)]),
    ("ij,kj->ik", [(0, 3), (2, 3)]),
    ("ij,jk->ik", [(2, 0), (0, 3)]),
]


@pytest.mark.parametrize("d", NUMERIC, ids=str)
@pytest.mark.parametrize("eq,shapes", EINSUMS, ids=[e for e, _ in EINSUMS])
def test_einsum(eq, shapes, d):
    for noncontig in (False, True):
        ops = [pair(s, d, i, noncontig) for i, s in enumerate(shapes)]
        res = tg.einsum(eq, *[t for t, _ in ops])
        want = ref_dtype_torch(lambda *tt: torch.einsum(eq, *tt), d, *[tt for _, tt in ops])
        check(res, want)
    assert tg.einsum(eq, [t for t, _ in ops]).shape == res.shape  # the operands as one list


def test_einsum_contraction_order_from_opt_einsum():
    """A chain whose naive left-to-right order would build a large intermediate."""
    a, ta = pair((2, 50), tg.float64)
    b, tb = pair((50, 50), tg.float64, 1)
    c, tc = pair((50, 2), tg.float64, 2)
    check(tg.einsum("ij,jk,kl->il", a, b, c), torch.einsum("ij,jk,kl->il", ta, tb, tc))


def test_einsum_autograd():
    a = tg.tensor(np.random.default_rng(0).uniform(-1, 1, (2, 3)), dtype=tg.float64, requires_grad=True)
    b = tg.tensor(np.random.default_rng(1).uniform(-1, 1, (3, 4)), dtype=tg.float64, requires_grad=True)
    assert tg.autograd.gradcheck(lambda x, y: tg.einsum("ij,jk->ik", x, y), (a, b))
    assert tg.autograd.gradcheck(lambda x: tg.einsum("ii->i", x), (b[:, :3].detach().requires_grad_(),))


EINSUM_ERRORS = ["M.einsum('ij,jk', v, v)", "M.einsum('ij->ji')", "M.einsum('ii->i', M.zeros(2, 3))",
                 "M.einsum('ab,ab->ab', M.zeros(2, 3), M.zeros(3, 2))", "M.einsum('i,i', v, v.long())",
                 "M.einsum('a->b', v)", "M.einsum('ab', v)", "M.einsum('i,i', v)", "M.einsum('i', v, v)"]


def _err(fn):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            fn()
    except Exception as e:  # noqa: BLE001
        return type(e), str(e).replace("torch.", "tensorgen.").split("\n")[0]
    return None


def _same_error(call):
    env = {M: dict(M=M, x=M.zeros(2, 3, 4), v=M.zeros(3), m=M.zeros(3, 3)) for M in (tg, torch)}
    want = _err(lambda: eval(call, env[torch]))  # noqa: S307
    got = _err(lambda: eval(call, env[tg]))  # noqa: S307
    assert want is not None, call
    assert got is not None and got[0] is want[0] and got[1] == want[1], (got, want)


@pytest.mark.parametrize("call", EINSUM_ERRORS)
def test_einsum_errors(call):
    _same_error(call)


@pytest.mark.parametrize("d", NUMERIC, ids=str)
def test_tensordot(d):
    a, ta = pair((2, 3, 4), d, 0, True)
    b, tb = pair((3, 4, 2), d, 1)
    for dims in (2, 1, 0, ([1, 2], [0, 1]), ([-1], [1]), ((0,), (2,))):
        if isinstance(dims, tuple) and dims[0] == (0,):
            bb, tbb = pair((3, 4, 2), d, 2)
            check(tg.tensordot(a, bb, dims), ref_dtype_torch(lambda x, y: torch.tensordot(x, y, dims), d, ta, tbb))
            continue
        if dims == 1:
            bb, tbb = pair((4, 5), d, 3)
            check(tg.tensordot(a, bb, dims), ref_dtype_torch(lambda x, y: torch.tensordot(x, y, dims), d, ta, tbb))
            continue
        if dims == ([-1], [1]):
            check(tg.tensordot(a, b, dims), ref_dtype_torch(lambda x, y: torch.tensordot(x, y, dims), d, ta, tb))
            continue
        check(tg.tensordot(a, b, dims), ref_dtype_torch(lambda x, y: torch.tensordot(x, y, dims), d, ta, tb))
    out = tg.empty(0, dtype=d)
    assert tg.tensordot(a, b, 2, out=out) is out
    check(out, ref_dtype_torch(lambda x, y: torch.tensordot(x, y, 2), d, ta, tb))


TENSORDOT_ERRORS = ["M.tensordot(x, x, 4)", "M.tensordot(x, x, ([0], [1]))", "M.tensordot(x, x.long(), 1)",
                    "M.tensordot(x, x, -1)", "M.tensordot(x, x, ([0, 1], [0]))"]


@pytest.mark.parametrize("call", TENSORDOT_ERRORS)
def test_tensordot_errors(call):
    _same_error(call)


@pytest.mark.parametrize("d", ALL, ids=str)
def test_kron(d):
    for sa, sb in (((2, 3), (2, 2)), ((3,), (2, 2)), ((2, 1, 2), (3,)), ((0, 2), (2, 2))):
        a, ta = pair(sa, d, 0, True)
        b, tb = pair(sb, d, 1)
        check(tg.kron(a, b), torch.kron(ta.contiguous(), tb))  # torch's own kron rejects some permuted inputs
    a, ta = pair((2, 2), d)
    out = tg.empty(0, dtype=d)
    assert tg.kron(a, a, out=out) is out  # (the method, as torch's, takes no out=)
    check(out, torch.kron(ta, ta))


@pytest.mark.parametrize("d", NUMERIC, ids=str)
def test_baddbmm_addbmm(d):
    m, tm = pair((3, 2), d, 0, True)
    b1, tb1 = pair((4, 3, 5), d, 1)
    b2, tb2 = pair((4, 5, 2), d, 2, True)
    kw = {} if not d.is_floating_point else dict(beta=0.5, alpha=2)
    check(tg.addbmm(m, b1, b2, **kw), ref_dtype_torch(lambda *t: torch.addbmm(*t, **kw), d, tm, tb1, tb2))
    check(m.addbmm(b1, b2), ref_dtype_torch(lambda *t: torch.addbmm(*t), d, tm, tb1, tb2))
    bm, tbm = pair((4, 3, 2), d, 3)
    check(tg.baddbmm(bm, b1, b2, **kw), ref_dtype_torch(lambda *t: torch.baddbmm(*t, **kw), d, tbm, tb1, tb2))
    check(tg.baddbmm(m, b1, b2), ref_dtype_torch(lambda *t: torch.baddbmm(*t), d, tm, tb1, tb2))
    y = bm.clone()
    assert y.baddbmm_(b1, b2) is y
    check(y, ref_dtype_torch(lambda *t: torch.baddbmm(*t), d, tbm, tb1, tb2))


def test_beta_zero_ignores_nan():
    m = tg.full((3, 2), float("nan"))
    b1, b2 = tg.ones(4, 3, 5), tg.ones(4, 5, 2)
    assert not tg.addbmm(m, b1, b2, beta=0).isnan().any() if hasattr(tg, "isnan") else \
        np.isfinite(np.asarray(tg.addbmm(m, b1, b2, beta=0))).all()
    assert np.isfinite(np.asarray(tg.baddbmm(m, b1, b2, beta=0))).all()
    assert np.isfinite(np.asarray(tg.addr(m, tg.ones(3), tg.ones(2), beta=0))).all()


@pytest.mark.parametrize("d", ALL, ids=str)
def test_addr(d):
    m, tm = pair((3, 4), d, 0, True)
    v1, tv1 = pair((3,), d, 1)
    v2, tv2 = pair((4,), d, 2)
    check(tg.addr(m, v1, v2), ref_dtype_torch(lambda *t: torch.addr(*t), d, tm, tv1, tv2))
    check(m.addr(v1, v2), ref_dtype_torch(lambda *t: torch.addr(*t), d, tm, tv1, tv2))
    if d.is_floating_point:
        check(tg.addr(m[0], v1, v2, beta=2, alpha=0.5),
              ref_dtype_torch(lambda *t: torch.addr(*t, beta=2, alpha=0.5), d, tm[0], tv1, tv2))


PRODUCT_ERRORS = ["M.addbmm(m, x, x)", "M.addbmm(m, v, x)", "M.baddbmm(M.zeros(3, 5), x, x.transpose(1, 2))",
                  "M.baddbmm(m, x, x.transpose(1, 2)[:, :2])", "M.addr(m, x, v)",
                  "M.addr(m.long(), v.long(), v.long(), beta=1.5)"]


@pytest.mark.parametrize("call", PRODUCT_ERRORS)
def test_product_errors(call):
    _same_error(call)


def test_products_autograd():
    rng = np.random.default_rng(0)

    def x(*s):
        return tg.tensor(rng.uniform(-1, 1, s), dtype=tg.float64, requires_grad=True)
    assert tg.autograd.gradcheck(lambda a, b: tg.tensordot(a, b, ([1, 2], [1, 0])), (x(2, 3, 4), x(4, 3)))
    assert tg.autograd.gradcheck(lambda a, b, c: tg.addbmm(a, b, c, beta=0.5), (x(3, 2), x(2, 3, 4), x(2, 4, 2)))
    assert tg.autograd.gradcheck(lambda a, b, c: tg.baddbmm(a, b, c), (x(2, 3, 2), x(2, 3, 4), x(2, 4, 2)))
    assert tg.autograd.gradcheck(lambda a, b, c: tg.addr(a, b, c, alpha=2), (x(3, 4), x(3), x(4)))
    assert tg.autograd.gradcheck(lambda a, b: tg.kron(a, b), (x(2, 3), x(2, 2)))


@pytest.mark.parametrize("d", NUMERIC, ids=str)
def test_trace_outer_inner_vdot(d):
    m, tm = pair((3, 4), d, 0, True)
    check(tg.trace(m), ref_dtype_torch(torch.trace, d, tm))
    check(m.trace(), ref_dtype_torch(torch.trace, d, tm))
    v, tv = pair((3,), d, 1)
    w, tw = pair((4,), d, 2)
    check(tg.outer(v, w), torch.outer(tv, tw))
    check(v.ger(w), torch.ger(tv, tw))
    a, ta = pair((2, 4), d, 3)
    check(tg.inner(m, a), ref_dtype_torch(torch.inner, d, tm, ta))
    s, ts = pair((), d, 4)
    check(tg.inner(m, s), torch.inner(tm, ts))
    check(tg.vdot(w, w), ref_dtype_torch(torch.vdot, d, tw, tw))
    out = tg.empty(0, dtype=d)
    assert tg.outer(v, w, out=out) is out
    check(out, torch.outer(tv, tw))


LINALG_ERRORS = ["M.trace(v)", "M.trace(x)", "M.trace(m.bool())", "M.outer(m, v)", "M.outer(v, m)",
                 "M.inner(m, M.zeros(4))", "M.inner(v.long(), v)", "M.vdot(m, v)", "M.vdot(v, v.long())",
                 "M.vdot(v, M.zeros(4))"]


@pytest.mark.parametrize("call", LINALG_ERRORS)
def test_linalg_errors(call):
    _same_error(call)
