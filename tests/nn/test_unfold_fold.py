"""Tensor.unfold (a view of overlapping windows), F.unfold / F.fold and their
modules, against NumPy windows and torch."""
import numpy as np
import pytest

import tensorgen as tg

F = tg.nn.functional


@pytest.mark.parametrize("dtype", ["float32", "float64", "float16", "bfloat16", "int8", "uint8", "int16", "int32",
                                   "int64", "bool"])
def test_tensor_unfold_values_every_dtype(dtype):
    x = tg.arange(24).reshape(3, 8).to(getattr(tg, dtype))
    u = x.unfold(1, 3, 2)
    want = np.lib.stride_tricks.sliding_window_view(np.array(x.tolist()), 3, axis=1)[:, ::2]
    assert u.shape == (3, 3, 3) and u.dtype is x.dtype
    assert np.array_equal(np.array(u.tolist()), want)
    assert u._base is not None  # a view: same storage


def test_tensor_unfold_errors_and_overlap_writes():
    with pytest.raises(RuntimeError, match="maximum size for tensor at dimension 0 is 5 but size is 6"):
        tg.ones(5).unfold(0, 6, 1)
    with pytest.raises(RuntimeError, match="step is 0 but must be > 0"):
        tg.ones(5).unfold(0, 2, 0)
    with pytest.raises(IndexError, match="Dimension out of range"):
        tg.ones(5).unfold(1, 2, 1)
    with pytest.raises(RuntimeError, match="more than one element of the written-to tensor"):
        tg.arange(5.0).unfold(0, 2, 1).add_(1)
    assert tg.tensor(3.0).unfold(0, 1, 1).tolist() == [3.0]


@pytest.mark.parametrize("shape,args", [((7,), (0, 2, 1)), ((3, 8), (1, 3, 2)), ((3, 8), (0, 3, 1)), ((), (0, 1, 1)),
                                        ((2, 6, 4), (-2, 2, 3)), ((4,), (0, 0, 1))])
def test_tensor_unfold_matches_torch(shape, args):
    torch = pytest.importorskip("torch")
    res = []
    for lib in (torch, tg):
        x = lib.arange(float(np.prod(shape)), dtype=lib.float64).reshape(shape).requires_grad_()
        u = x.unfold(*args)
        (u * lib.arange(float(u.numel()), dtype=lib.float64).reshape(u.shape)).sum().backward()
        res.append((np.array(u.tolist()), u.stride(), np.array(x.grad.tolist())))
    assert np.array_equal(res[0][0], res[1][0]) and res[0][1] == res[1][1]
    np.testing.assert_allclose(res[1][2], res[0][2])


KW = [dict(kernel_size=2), dict(kernel_size=(2, 3), stride=2, padding=1),
      dict(kernel_size=3, dilation=2, padding=2, stride=(1, 2))]


@pytest.mark.parametrize("kw", KW)
def test_unfold_fold_against_numpy(kw):
    rng = np.random.default_rng(0)
    x = rng.standard_normal((2, 3, 5, 6))
    cols = F.unfold(tg.tensor(x), **kw)
    k = tuple(kw["kernel_size"]) if isinstance(kw["kernel_size"], tuple) else (kw["kernel_size"],) * 2
    s = kw.get("stride", 1)
    s = s if isinstance(s, tuple) else (s, s)
    p = kw.get("padding", 0)
    d = kw.get("dilation", 1)
    xp = np.pad(x, ((0, 0), (0, 0), (p, p), (p, p)))
    oh = (xp.shape[2] - d * (k[0] - 1) - 1) // s[0] + 1
    ow = (xp.shape[3] - d * (k[1] - 1) - 1) // s[1] + 1
    want = np.zeros((2, 3, k[0], k[1], oh, ow))
    for i in range(k[0]):
        for j in range(k[1]):
            want[:, :, i, j] = xp[:, :, i * d:i * d + s[0] * (oh - 1) + 1:s[0], j * d:j * d + s[1] * (ow - 1) + 1:s[1]]
    np.testing.assert_allclose(np.array(cols.tolist()), want.reshape(2, 3 * k[0] * k[1], oh * ow))
    back = F.fold(cols, (5, 6), **kw)  # every element times the number of windows covering it
    ones = F.fold(F.unfold(tg.ones(1, 1, 5, 6, dtype=tg.float64), **kw), (5, 6), **kw)
    np.testing.assert_allclose(np.array(back.tolist()), x * np.array(ones.tolist()))


@pytest.mark.parametrize("kw", KW)
def test_unfold_fold_match_torch_with_gradients(kw):
    torch = pytest.importorskip("torch")
    x = np.random.default_rng(1).standard_normal((2, 3, 5, 6))
    res = []
    for lib in (torch, tg):
        t = lib.tensor(x.tolist(), dtype=lib.float64, requires_grad=True)
        u = lib.nn.functional.unfold(t, **kw)
        f = lib.nn.functional.fold(u * u, (5, 6), **kw)
        f.sum().backward()
        res.append([np.array(v.tolist()) for v in (u, f, t.grad)])
    for a, b in zip(*res):
        np.testing.assert_allclose(b, a, rtol=1e-12)


def test_unfold_fold_errors_and_modules():
    torch = pytest.importorskip("torch")
    cases = [lambda lib: lib.nn.functional.unfold(lib.ones(3, 4), 2),
             lambda lib: lib.nn.functional.unfold(lib.ones(1, 1, 2, 2), 3),
             lambda lib: lib.nn.functional.fold(lib.ones(1, 5, 4), (3, 3), 2),
             lambda lib: lib.nn.functional.fold(lib.ones(1, 4, 5), (3, 3), 2),
             lambda lib: lib.nn.functional.fold(lib.ones(1, 1, 4, 4), (3, 3), 2),
             lambda lib: lib.nn.functional.unfold(lib.ones(1, 1, 4, 4), 2, stride=0)]
    for case in cases[1:]:
        msgs = []
        for lib in (tg, torch):
            with pytest.raises(RuntimeError) as e:
                case(lib)
            msgs.append(str(e.value))
        assert msgs[0] == msgs[1]
    with pytest.raises((RuntimeError, IndexError)):
        cases[0](tg)
    assert repr(tg.nn.Unfold(2)) == repr(torch.nn.Unfold(2))
    assert repr(tg.nn.Fold((3, 3), 2)) == repr(torch.nn.Fold((3, 3), 2))
    assert tg.nn.Fold((3, 3), 2)(tg.ones(1, 4, 4)).shape == (1, 1, 3, 3)
    assert F.fold(tg.ones(4, 4), (3, 3), 2).shape == (1, 3, 3)
