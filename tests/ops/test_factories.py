"""eye, linspace, logspace, tril_indices, triu_indices, randint, randint_like,
randperm, multinomial against torch: values, dtypes, out=, errors, seeding."""
import numpy as np
import pytest

import tensorgen as tg
from support.common import ALL, cuda  # noqa: F401 - the cuda fixture

torch = pytest.importorskip("torch")


def tdt(d):
    return getattr(torch, d.name)


def same(t, tt):
    assert tuple(t.shape) == tuple(tt.shape)
    assert t.dtype.name == str(tt.dtype).split(".")[1]
    np.testing.assert_array_equal(np.asarray(t, np.float64), tt.double().numpy())


def _err(fn):
    try:
        fn()
    except Exception as e:  # noqa: BLE001
        return type(e), str(e).replace("torch.", "tensorgen.")
    return None


def same_error(tg_fn, torch_fn):
    want, got = _err(torch_fn), _err(tg_fn)
    assert want is not None and got is not None and got[0] is want[0], (got, want)
    assert got[1].split("\n")[0] == want[1].split("\n")[0], (got, want)


@pytest.mark.parametrize("d", ALL, ids=str)
def test_eye_every_dtype(d):
    for args in [(3,), (2, 4), (4, 2), (0,), (0, 3)]:
        same(tg.eye(*args, dtype=d), torch.eye(*args, dtype=tdt(d)))


def test_eye_out_and_errors():
    out, tout = tg.zeros(1, dtype=tg.float64), torch.zeros(1, dtype=torch.float64)
    r = tg.eye(2, 3, out=out)
    assert r is out
    same(out, torch.eye(2, 3, out=tout))
    tr = out[:, ::2]
    assert tr.shape == (2, 2)
    same_error(lambda: tg.eye(-1), lambda: torch.eye(-1))
    same_error(lambda: tg.eye(2, -1), lambda: torch.eye(2, -1))
    assert tg.eye(2, requires_grad=True).requires_grad


@pytest.mark.parametrize("d", [tg.float16, tg.bfloat16, tg.float32, tg.float64, tg.int64, tg.int32, tg.int16, tg.uint8],
                         ids=str)
def test_linspace_logspace_every_dtype(d):
    for start, end, steps in [(0, 10, 5), (-3.5, 7.25, 11), (5, -1, 4), (0, 1, 1), (0, 1, 0), (1, 1, 3), (0, 100, 7)]:
        if d is tg.uint8 and (start < 0 or end < 0):
            continue
        r, tr = tg.linspace(start, end, steps, dtype=d), torch.linspace(start, end, steps, dtype=tdt(d))
        assert tuple(r.shape) == tuple(tr.shape) and r.dtype is d
        tol = 1e-2 if d in (tg.float16, tg.bfloat16) else 1e-6  # narrow types: a few ulps (compute order)
        np.testing.assert_allclose(np.asarray(r, np.float64), tr.double().numpy(), rtol=tol, atol=tol)
    for start, end, steps, base in [(0, 2, 3, 10.0), (-1, 3, 9, 2.0), (0, 1, 4, 3.0)]:
        if d is tg.uint8 and start < 0:  # PyTorch wraps -1 to 255 first: no meaningful reference
            continue
        r, tr = tg.logspace(start, end, steps, base, dtype=d), torch.logspace(start, end, steps, base, dtype=tdt(d))
        assert tuple(r.shape) == tuple(tr.shape) and r.dtype is d
        tol = 1e-2 if d in (tg.float16, tg.bfloat16) else 1e-5
        np.testing.assert_allclose(np.asarray(r, np.float64), tr.double().numpy(), rtol=tol, atol=0)


def test_linspace_default_dtype_tensor_args_out_and_errors():
    same(tg.linspace(tg.tensor(1.), 2, 3), torch.linspace(torch.tensor(1.), 2, 3))
    out, tout = tg.zeros(2, dtype=tg.int32), torch.zeros(2, dtype=torch.int32)
    same(tg.linspace(0, 1, 3, out=out), torch.linspace(0, 1, 3, out=tout))
    same(out, tout)
    same_error(lambda: tg.linspace(0, 1, -1), lambda: torch.linspace(0, 1, -1))
    same_error(lambda: tg.linspace(tg.tensor([1.]), 2, 3), lambda: torch.linspace(torch.tensor([1.]), 2, 3))


@pytest.mark.parametrize("name", ["tril_indices", "triu_indices"])
def test_tri_indices(name):
    for args in [(3, 4), (4, 3), (3, 3, 1), (3, 3, -1), (0, 3), (3, 0), (5, 5, 10), (5, 5, -10)]:
        for d in (None, tg.int32):
            kw = {} if d is None else {"dtype": d}
            tkw = {} if d is None else {"dtype": torch.int32}
            same(getattr(tg, name)(*args, **kw), getattr(torch, name)(*args, **tkw))
    same_error(lambda: getattr(tg, name)(-1, 3), lambda: getattr(torch, name)(-1, 3))
    same_error(lambda: getattr(tg, name)(3, 3, dtype=tg.float32), lambda: getattr(torch, name)(3, 3, dtype=torch.float32))


@pytest.mark.parametrize("d", ALL, ids=str)
def test_randint_every_dtype(d):
    lo, hi = (0, 2) if d is tg.bool else (1, 7)
    tg.manual_seed(3)
    a = tg.randint(lo, hi, (50, 4), dtype=d)
    tg.manual_seed(3)
    b = tg.randint(lo, hi, (50, 4), dtype=d)
    assert a.dtype is d and a.shape == (50, 4)
    va = np.asarray(a, np.float64)
    np.testing.assert_array_equal(va, np.asarray(b, np.float64))
    assert va.min() >= lo and va.max() < hi and len(np.unique(va)) == hi - lo
    like = tg.randint_like(a[:, ::2], hi)
    assert like.dtype is d and like.shape == (50, 2) and np.asarray(like, np.float64).max() < hi


def test_randint_forms_out_and_errors():
    assert tg.randint(3, (2,)).dtype is tg.int64
    assert tg.randint(0, 5, size=(3,)).shape == (3,)
    out = tg.zeros(1, dtype=tg.int32)
    assert tg.randint(0, 5, (4,), out=out) is out and out.shape == (4,)
    assert tg.randint_like(tg.zeros(2), 5).dtype is tg.float32
    same_error(lambda: tg.randint(3, 1, (2,)), lambda: torch.randint(3, 1, (2,)))
    same_error(lambda: tg.randint(0, 300, (2,), dtype=tg.uint8), lambda: torch.randint(0, 300, (2,), dtype=torch.uint8))
    same_error(lambda: tg.randint(-5, 5, (2,), dtype=tg.uint8), lambda: torch.randint(-5, 5, (2,), dtype=torch.uint8))
    same_error(lambda: tg.randint(3), lambda: torch.randint(3))
    same_error(lambda: tg.randint_like(tg.zeros(2), 3, 1), lambda: torch.randint_like(torch.zeros(2), 3, 1))


@pytest.mark.parametrize("d", [tg.int64, tg.int32, tg.int16, tg.uint8, tg.float32, tg.float64], ids=str)
def test_randperm(d):
    tg.manual_seed(0)
    a = tg.randperm(20, dtype=d)
    tg.manual_seed(0)
    b = tg.randperm(20, dtype=d)
    assert a.dtype is d
    np.testing.assert_array_equal(np.sort(np.asarray(a, np.float64)), np.arange(20))
    np.testing.assert_array_equal(np.asarray(a), np.asarray(b))
    assert tg.randperm(0).shape == (0,)
    same_error(lambda: tg.randperm(-1), lambda: torch.randperm(-1))
    same_error(lambda: tg.randperm(300, dtype=tg.uint8), lambda: torch.randperm(300, dtype=torch.uint8))


@pytest.mark.parametrize("d", [tg.float16, tg.bfloat16, tg.float32, tg.float64], ids=str)
def test_multinomial(d):
    p = tg.tensor([[0.1, 0.0, 0.9], [1.0, 1.0, 2.0]], dtype=d)
    tg.manual_seed(1)
    s = tg.multinomial(p, 4000, replacement=True)
    assert s.shape == (2, 4000) and s.dtype is tg.int64
    counts = np.stack([np.bincount(np.asarray(r), minlength=3) for r in np.asarray(s)]) / 4000
    np.testing.assert_allclose(counts, [[0.1, 0.0, 0.9], [0.25, 0.25, 0.5]], atol=0.04)
    tg.manual_seed(1)
    np.testing.assert_array_equal(np.asarray(tg.multinomial(p, 4000, True)), np.asarray(s))
    w = tg.multinomial(p[:, ::2].contiguous() if False else p, 3)
    for row in np.asarray(w):
        assert sorted(row.tolist()) == [0, 1, 2]
    assert np.asarray(tg.multinomial(tg.tensor([0.1, 0.], dtype=d), 2)).tolist() == [0, 1]
    assert tg.multinomial(p[0], 2).shape == (2,)


@pytest.mark.parametrize("call", ["multinomial(X.tensor([-0.1, 1.]), 1)", "multinomial(X.tensor([0., 0.]), 1)",
                                  "multinomial(X.tensor([1, 2]), 1)", "multinomial(X.ones(2, 2, 2), 1)",
                                  "multinomial(X.ones(3), 0)", "multinomial(X.tensor([1., float('nan')]), 1)",
                                  "multinomial(X.ones(3), 4)"])
def test_multinomial_errors(call):
    same_error(lambda: eval("tg." + call.replace("X", "tg")), lambda: eval("torch." + call.replace("X", "torch")))  # noqa: S307


def test_factories_on_cuda(cuda):
    np.testing.assert_array_equal(np.asarray(tg.eye(3, 2, device=cuda).cpu()), np.eye(3, 2))
    np.testing.assert_allclose(np.asarray(tg.linspace(0, 1, 5, device=cuda).cpu()), np.linspace(0, 1, 5), rtol=1e-6)
    r = tg.randint(2, 9, (50,), device=cuda)
    assert r.device.type == "cuda" and r.dtype is tg.int64
    v = np.asarray(r.cpu())
    assert v.min() >= 2 and v.max() < 9
    p = np.asarray(tg.randperm(7, device=cuda).cpu())
    assert sorted(p.tolist()) == list(range(7))
    assert tg.tril_indices(3, 3, device=cuda).device.type == "cuda"


def test_out_of_random_factories_and_dtype_mismatch():
    out = tg.empty(0, dtype=tg.int64)
    assert tg.randperm(5, out=out) is out and sorted(out.tolist()) == list(range(5))
    with pytest.raises(RuntimeError, match="does not match dtype of out parameter"):
        tg.eye(2, dtype=tg.float32, out=tg.empty(0, dtype=tg.float64))
    with pytest.raises(TypeError, match="generator"):
        tg.randint(0, 3, (2,), generator=object())
