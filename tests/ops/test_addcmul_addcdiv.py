"""addcmul / addcdiv (self + value * tensor1 * tensor2, and / tensor2) on every
dtype against NumPy in float64 and torch, and Scalar arguments of integer
computations converted toward zero as c10's Scalar::to (threshold, addcmul)."""
import numpy as np
import pytest

import tensorgen as tg

DTYPES = ["float16", "bfloat16", "float32", "float64", "int8", "uint8", "int16", "int32", "int64"]


def _operands(dtype, seed):
    rng = np.random.default_rng(seed)
    a, b, c = (rng.integers(-4, 5, size=(3, 4)).astype(np.float64) for _ in range(3))
    if dtype == "uint8":
        a, b, c = abs(a), abs(b), abs(c)
    c[c == 0] = 1
    return a, b, c


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("value", [1, 2, -3, 0.5])
def test_addcmul_every_dtype(dtype, value):
    a, b, c = _operands(dtype, 0)
    t = [tg.tensor(v).to(getattr(tg, dtype)) for v in (a, b, c)]
    got = tg.addcmul(*t, value=value)
    v = int(value) if dtype not in ("float16", "bfloat16", "float32", "float64") else value
    want = a + v * b * c
    assert got.dtype is getattr(tg, dtype)
    if dtype == "uint8":
        want = np.mod(want, 256)
    elif dtype == "int8":
        want = (want + 128) % 256 - 128
    np.testing.assert_allclose(np.array(got.float().tolist()), want, rtol=1e-2 if "16" in dtype else 1e-6)


@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32", "float64"])
def test_addcdiv_floating(dtype):
    a, b, c = _operands(dtype, 1)
    t = [tg.tensor(v).to(getattr(tg, dtype)) for v in (a, b, c)]
    got = tg.addcdiv(*t, value=0.5)
    np.testing.assert_allclose(np.array(got.float().tolist()), a + 0.5 * b / c, rtol=1e-2 if "16" in dtype else 1e-6)


def test_addcdiv_refuses_integer_division():
    i = tg.tensor([1, 2])
    for args in ((i, i, i), (i.float(), i, i), (i.float(), i.bool(), i)):
        with pytest.raises(RuntimeError, match="Integer division with addcdiv is no longer supported"):
            tg.addcdiv(*args)
    assert tg.addcdiv(i, i.float(), i).dtype is tg.float32


def test_variants_errors_and_gradients():
    x = tg.tensor([1.0, 2.0], dtype=tg.float64, requires_grad=True)
    y = tg.tensor([3.0, 4.0], dtype=tg.float64, requires_grad=True)
    z = tg.tensor([5.0, 6.0], dtype=tg.float64, requires_grad=True)
    tg.addcdiv(x, y, z, value=0.5).sum().backward()
    np.testing.assert_allclose(y.grad.tolist(), [0.1, 1 / 12])
    np.testing.assert_allclose(z.grad.tolist(), [-0.5 * 3 / 25, -0.5 * 4 / 36])
    b = tg.ones(2)
    assert b.addcmul_(tg.tensor([2.0, 3.0]), tg.tensor([4.0, 5.0]), value=2) is b and b.tolist() == [17.0, 31.0]
    out = tg.empty(2)
    assert tg.addcmul(tg.ones(2), tg.ones(2), tg.ones(2), out=out) is out and out.tolist() == [2.0, 2.0]
    with pytest.raises(TypeError, match="argument 'tensor1' .* must be Tensor, not int"):
        tg.addcmul(tg.ones(2), 2, tg.ones(2))
    with pytest.raises(RuntimeError, match="value cannot be converted to type int8_t without overflow"):
        i8 = tg.ones(2, dtype=tg.int8)
        tg.addcmul(i8, i8, i8, value=300)
    with pytest.raises(RuntimeError, match="argument alpha must not be a floating point number"):
        tg.add(tg.tensor([1]), tg.tensor([1]), alpha=0.5)


def test_integer_scalar_arguments_convert_toward_zero():
    a = tg.tensor([1, 2, 3])
    assert tg.addcmul(a, a, a, value=2.7).tolist() == [3, 10, 21]
    assert tg.addcmul(a, a, a, value=-2.7).tolist() == [-1, -6, -15]
    assert tg.threshold(a, 1.5, 2.7).tolist() == [2, 2, 3]


@pytest.mark.parametrize("dtype", DTYPES + ["bool"])
@pytest.mark.parametrize("name", ["addcmul", "addcdiv"])
@pytest.mark.parametrize("value", [1, 0.5, -3, True])
def test_matches_torch(dtype, name, value):
    torch = pytest.importorskip("torch")
    a, b, c = _operands(dtype, 2)
    res = []
    for lib in (torch, tg):
        t = [lib.tensor(v.tolist()).to(getattr(lib, dtype)) for v in (a, b, c)]
        try:
            o = getattr(lib, name)(*t, value=value)
            res.append((str(o.dtype).split(".")[-1], np.array(o.float().tolist())))
        except (RuntimeError, TypeError) as e:
            # (torch's "not implemented for 'Bool'" is a NotImplementedError, a RuntimeError)
            kind = "RuntimeError" if isinstance(e, RuntimeError) else type(e).__name__
            res.append((kind, str(e).replace("tensorgen", "torch").replace("_cpu_out", "")[:60]))
    assert res[0][0] == res[1][0], res
    if isinstance(res[0][1], str):
        assert res[0][1] == res[1][1]
    else:
        np.testing.assert_allclose(res[1][1], res[0][1], rtol=1e-2 if "16" in dtype else 1e-6)
