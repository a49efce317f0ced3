"""Tensor API additions against torch: new_* methods, nbytes/itemsize, the legacy
constructor tg.Tensor(...), finfo/iinfo and set_printoptions."""
import numpy as np
import pytest

import tensorgen as tg
from support.common import ALL

torch = pytest.importorskip("torch")


def tdt(d):
    return getattr(torch, d.name)


def _err(fn):
    try:
        fn()
    except Exception as e:  # noqa: BLE001 - the oracle's error, compared below
        return type(e), str(e).replace("torch.", "tensorgen.").replace("torch", "tensorgen")
    return None


def same_error(tg_fn, torch_fn):
    want, got = _err(torch_fn), _err(tg_fn)
    assert want is not None and got is not None, (want, got)
    assert got[0] is want[0] and got[1] == want[1], (got, want)


@pytest.mark.parametrize("d", ALL, ids=str)
def test_new_methods_every_dtype(d):
    x, tx = tg.zeros(2, 3, dtype=d)[:, ::2], torch.zeros(2, 3, dtype=tdt(d))[:, ::2]
    for name in ("new_zeros", "new_ones", "new_empty"):
        for args in [(4, 2), ((4, 2),), ([3],), ((),)]:
            r, tr = getattr(x, name)(*args), getattr(tx, name)(*args)
            assert tuple(r.shape) == tuple(tr.shape) and r.dtype.name == d.name and r.is_contiguous()
            if name != "new_empty":
                np.testing.assert_array_equal(np.asarray(r, np.float64), tr.double().numpy())
    r, tr = x.new_full((2, 2), 1), tx.new_full((2, 2), 1)
    np.testing.assert_array_equal(np.asarray(r, np.float64), tr.double().numpy())
    data = [[1.5, 2.0], [3.0, 0.0]]
    r, tr = x.new_tensor(data), tx.new_tensor(data)
    assert r.dtype.name == d.name
    np.testing.assert_array_equal(np.asarray(r, np.float64), tr.double().numpy())
    assert x.nbytes == tx.nbytes and x.itemsize == tx.itemsize
    assert tg.zeros(0, 3, dtype=d).nbytes == 0


def test_new_methods_dtype_device_grad_and_names():
    x = tg.zeros(2, names=("a",))
    r = x.new_ones(3, dtype=tg.float64, requires_grad=True)
    assert r.dtype is tg.float64 and r.requires_grad and r.names == (None,)
    assert x.new_zeros(2, device="cpu").device.type == "cpu"
    assert x.new_tensor(tg.tensor([1, 2])).dtype is tg.float32


def test_new_methods_errors():
    x, tx = tg.zeros(2, dtype=tg.int32), torch.zeros(2, dtype=torch.int32)
    same_error(lambda: x.new_zeros(-1), lambda: tx.new_zeros(-1))
    same_error(lambda: x.new_zeros(), lambda: tx.new_zeros())
    same_error(lambda: x.new_full(2, 3), lambda: tx.new_full(2, 3))
    same_error(lambda: x.new_zeros(2.5), lambda: tx.new_zeros(2.5))
    same_error(lambda: x.new_ones(2, requires_grad=True), lambda: tx.new_ones(2, requires_grad=True))


def test_legacy_constructor():
    data = [[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]]
    assert tg.Tensor(data).stride() == torch.Tensor(data).stride() == (5, 1)
    for args in [(data,), (2, 3), (), ((2, 3),), (3,), (tg.Size([2, 3]),)]:
        targs = tuple(torch.Size(a) if isinstance(a, tg.Size) else a for a in args)
        r, tr = tg.Tensor(*args), torch.Tensor(*targs)
        assert tuple(r.shape) == tuple(tr.shape) and r.dtype is tg.float32 and isinstance(r, tg.Tensor)
    np.testing.assert_array_equal(np.asarray(tg.Tensor(data)), torch.Tensor(data).numpy())
    tg.set_default_dtype(tg.float64)
    try:
        assert tg.Tensor([1]).dtype is tg.float64
    finally:
        tg.set_default_dtype(tg.float32)
    src = tg.tensor([1, 2])
    alias = tg.Tensor(src)
    alias[0] = 5
    assert src.tolist() == [5, 2] and alias.dtype is tg.int64


@pytest.mark.parametrize("args", ["(2.5,)", "(-1,)", "(2, 'a')", "('a',)"])
def test_legacy_constructor_errors(args):
    a = eval(args)  # noqa: S307
    same_error(lambda: tg.Tensor(*a), lambda: torch.Tensor(*a))


def test_legacy_constructor_rejects_dtype():
    with pytest.raises(TypeError, match=r"new\(\) received an invalid combination of arguments"):
        tg.Tensor([1, 2], dtype=tg.int64)


@pytest.mark.parametrize("d", [tg.float16, tg.bfloat16, tg.float32, tg.float64], ids=str)
def test_finfo(d):
    f, tf = tg.finfo(d), torch.finfo(tdt(d))
    for field in ("bits", "eps", "max", "min", "tiny", "smallest_normal", "resolution", "dtype"):
        assert getattr(f, field) == getattr(tf, field), field
    assert repr(f) == repr(tf)


def test_finfo_default_and_errors():
    assert tg.finfo().dtype == "float32"
    same_error(lambda: tg.finfo(tg.int32), lambda: torch.finfo(torch.int32))
    same_error(lambda: tg.finfo(tg.bool), lambda: torch.finfo(torch.bool))
    same_error(lambda: tg.finfo(3), lambda: torch.finfo(3))


@pytest.mark.parametrize("d", [tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64], ids=str)
def test_iinfo(d):
    f, tf = tg.iinfo(d), torch.iinfo(tdt(d))
    for field in ("bits", "max", "min", "dtype"):
        assert getattr(f, field) == getattr(tf, field), field
    assert repr(f) == repr(tf)


def test_iinfo_errors():
    same_error(lambda: tg.iinfo(tg.float32), lambda: torch.iinfo(torch.float32))
    same_error(lambda: tg.iinfo(tg.bool), lambda: torch.iinfo(torch.bool))


@pytest.fixture
def printopts():
    yield
    tg.set_printoptions(profile="default")
    torch.set_printoptions(profile="default")


def _same_repr(values, dtype=tg.float32):
    a = np.asarray(values)
    t, tt = tg.tensor(a, dtype=dtype), torch.tensor(a, dtype=tdt(dtype))
    assert repr(t) == repr(tt).replace("torch.", "tensorgen."), (repr(t), repr(tt))


@pytest.mark.parametrize("opts", [dict(precision=2), dict(precision=7), dict(threshold=5), dict(edgeitems=1, threshold=3),
                                  dict(linewidth=30), dict(profile="short"), dict(profile="full"), dict(sci_mode=True),
                                  dict(sci_mode=False), dict(precision=1, sci_mode=True)], ids=str)
def test_set_printoptions(opts, printopts):
    tg.set_printoptions(**opts)
    torch.set_printoptions(**opts)
    rng = np.random.default_rng(0)
    _same_repr(rng.standard_normal(12) * 10)
    _same_repr(rng.standard_normal((4, 5)))
    _same_repr(np.arange(2000, dtype=np.float64).reshape(40, 50))
    _same_repr([1.0, 2.0, 1e-5])
    _same_repr([1.0, 2.0, 300.0])
    _same_repr(np.arange(30), dtype=tg.int64)


def test_set_printoptions_errors(printopts):
    with pytest.raises(ValueError, match="profile"):
        tg.set_printoptions(profile="nope")
    with pytest.raises(TypeError, match="precision"):
        tg.set_printoptions(precision="2")
