"""The CUDA path (generated @cuda.jit kernels) under Numba's simulator: results
match the CPU kernels; transfers, device queries and device-mixing rules.
Sizes stay tiny: the simulator runs one Python thread per element."""
import math

import numpy as np
import pytest

import tensorgen as tg

from support.pointwise_ref import RTOL

pytestmark = [pytest.mark.skipif(not tg.cuda.is_available(), reason="needs a GPU or NUMBA_ENABLE_CUDASIM=1"),
              pytest.mark.filterwarnings("ignore::RuntimeWarning")]  # the simulator's numpy scalar math

FLOATS = [1.5, -2.25, 0.0, 3.0, -0.5, 7.0, math.nan, -math.inf]
INTS = [5, -7, 0, 3, 12, -1, 9, 2]


def _pair(values, dtype):
    cpu = tg.tensor(values, dtype=dtype)
    return cpu, cpu.to("cuda")


def assert_same(cuda_res, cpu_res):
    assert cuda_res.is_cuda and cuda_res.device == tg.device("cuda", 0)
    assert cuda_res.dtype is cpu_res.dtype and cuda_res.shape == cpu_res.shape
    got, want = cuda_res.cpu().numpy(), cpu_res.numpy()
    if cpu_res.dtype.is_floating_point:
        # The simulator evaluates math.* in double precision before storing:
        # float32 results may differ from the CPU kernels' by an ulp.
        tol = RTOL[cpu_res.dtype]
        np.testing.assert_allclose(got.astype(np.float64), want.astype(np.float64), rtol=tol, atol=tol,
                                   equal_nan=True)
    else:
        np.testing.assert_array_equal(got, want)


BINARY_FLOAT = ["add", "sub", "mul", "div", "pow", "remainder", "fmod", "maximum", "minimum", "atan2", "eq", "lt",
                "ge", "logical_and", "floor_divide"]
UNARY_FLOAT = ["exp", "log", "sqrt", "sign", "round", "neg", "abs", "erfinv", "sigmoid", "trunc", "frac",
               "logical_not", "reciprocal", "tanh"]


@pytest.mark.parametrize("dtype", [tg.float32, tg.float64, tg.float16, tg.bfloat16], ids=lambda d: d.name)
def test_float_ops_match_cpu(dtype):
    a, ca = _pair(FLOATS, dtype)
    b, cb = _pair(FLOATS[::-1], dtype)
    for name in BINARY_FLOAT:
        assert_same(getattr(tg, name)(ca, cb), getattr(tg, name)(a, b))
    for name in UNARY_FLOAT:
        assert_same(getattr(tg, name)(ca), getattr(tg, name)(a))
    for mode in ("trunc", "floor"):
        assert_same(tg.div(ca, cb, rounding_mode=mode), tg.div(a, b, rounding_mode=mode))
    assert_same(tg.add(ca, cb, alpha=2), tg.add(a, b, alpha=2))
    assert_same(tg.clamp(ca, -1.0, 2.0), tg.clamp(a, -1.0, 2.0))
    assert_same(tg.clamp(ca, min=0.5), tg.clamp(a, min=0.5))


@pytest.mark.parametrize("dtype", [tg.int32, tg.int64, tg.uint8, tg.int8], ids=lambda d: d.name)
def test_integer_ops_match_cpu(dtype):
    vals = [abs(v) for v in INTS] if dtype is tg.uint8 else INTS
    a, ca = _pair(vals, dtype)
    divisor = [3, 2, 5, 1, 4, 7, 2, 3] if dtype is tg.uint8 else [3, -2, 5, 1, -4, 7, 2, -3]
    b, cb = _pair(divisor, dtype)
    for name in ("add", "sub", "mul", "remainder", "fmod", "floor_divide", "maximum", "bitwise_and",
                 "bitwise_xor", "eq", "gt", "div"):
        assert_same(getattr(tg, name)(ca, cb), getattr(tg, name)(a, b))
    for mode in ("trunc", "floor"):
        assert_same(tg.div(ca, cb, rounding_mode=mode), tg.div(a, b, rounding_mode=mode))
    for name in ("bitwise_not", "abs", "sign", "ceil", "sqrt", "exp", "square"):
        assert_same(getattr(tg, name)(ca), getattr(tg, name)(a))
    e, ce = _pair([2, 0, 1, 3, 1, 2, 0, 1], dtype)
    assert_same(tg.pow(ca, ce), tg.pow(a, e))
    assert_same(ca * 3, a * 3)
    assert_same(ca + 1.5, a + 1.5)


def test_bool_ops_and_where_match_cpu():
    m, cm = _pair([True, False, True, False], tg.bool)
    n, cn = _pair([True, True, False, False], tg.bool)
    for name in ("logical_xor", "bitwise_or", "add", "mul", "eq"):
        assert_same(getattr(tg, name)(cm, cn), getattr(tg, name)(m, n))
    assert_same(~cm, ~m)
    for dtype in (tg.float32, tg.int64, tg.float16, tg.bfloat16):
        a, ca = _pair([1, 2, 3, 4], dtype)
        b, cb = _pair([9, 8, 7, 6], dtype)
        assert_same(tg.where(cm, ca, cb), tg.where(m, a, b))
    assert_same(tg.where(cm, 1.5, tg.tensor([0.0], device="cuda")), tg.where(m, 1.5, tg.tensor([0.0])))


def test_broadcast_non_contiguous_and_zero_dim():
    base = tg.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
    cbase = base.cuda()
    row = tg.tensor([10.0, 20.0, 30.0])
    assert_same(cbase + row.cuda(), base + row)
    assert_same(cbase.t() * tg.tensor([1.0, -1.0]).cuda(), base.t() * tg.tensor([1.0, -1.0]))
    assert_same(tg.exp(cbase[:, ::2]), tg.exp(base[:, ::2]))
    z = tg.tensor(2.0)  # a zero-dim CPU tensor may join a cuda op, as in PyTorch
    assert_same(cbase * z, base * z)
    assert_same(z - cbase, z - base)
    assert_same(tg.exp(tg.tensor(1.0).cuda()), tg.exp(tg.tensor(1.0)))
    e = tg.ones(0, 3, device="cuda")
    assert (e + 1).shape == (0, 3) and (e + 1).is_cuda


def test_inplace_and_out_on_cuda():
    x = tg.tensor([1.0, 2.0, 3.0], device="cuda")
    assert x.add_(1) is x and x.cpu().tolist() == [2.0, 3.0, 4.0]
    x *= tg.tensor([2.0, 2.0, 2.0], device="cuda")
    assert x.cpu().tolist() == [4.0, 6.0, 8.0]
    out = tg.empty(3, device="cuda", dtype=tg.float64)
    assert tg.sub(x, 1, out=out) is out and out.cpu().tolist() == [3.0, 5.0, 7.0]
    h = tg.tensor([1.0, 2.0], dtype=tg.bfloat16, device="cuda")
    h.mul_(1.5)
    assert h.cpu().tolist() == [1.5, 3.0] and h.dtype is tg.bfloat16
    i = tg.tensor([1, 2], dtype=tg.int32, device="cuda")
    with pytest.raises(RuntimeError, match="result type Float can't be cast to the desired output type Int"):
        i.div_(2)
    assert i.cpu().tolist() == [1, 2]
    t = tg.zeros(2, 3, device="cuda")
    t.t().add_(tg.tensor([1.0, 2.0], device="cuda"))
    assert t.cpu().tolist() == [[1.0, 1.0, 1.0], [2.0, 2.0, 2.0]]


def test_transfers_and_queries():
    c = tg.tensor([[1, 2], [3, 4]], dtype=tg.int16).cuda()
    assert c.is_cuda and not c.is_cpu and c.get_device() == 0 and c.device == tg.device("cuda:0")
    assert c.cpu().tolist() == [[1, 2], [3, 4]] and c.cpu().device == tg.device("cpu")
    assert c.tolist() == [[1, 2], [3, 4]] and c[1, 1].item() == 4
    for dev in ("cuda", "cuda:0", tg.device("cuda", 0), 0):
        assert tg.tensor([1.0]).to(dev).device == tg.device("cuda", 0)
    on = tg.ones(2, device="cuda")
    assert on.to("cuda") is on and on.cuda() is on
    assert c.to(tg.float16).dtype is tg.float16 and c.to(tg.float16).is_cuda
    moved = c.to(dtype=tg.float32, device="cpu")
    assert moved.is_cpu and moved.dtype is tg.float32 and moved.tolist() == [[1.0, 2.0], [3.0, 4.0]]
    for dtype in (tg.bool, tg.uint8, tg.int8, tg.int64, tg.float16, tg.bfloat16, tg.float32, tg.float64):
        src = tg.tensor([0, 1, 3], dtype=dtype)
        assert src.cuda().cpu().tolist() == src.tolist()
        assert src.cuda().dtype is dtype and tg.zeros(2, dtype=dtype, device="cuda").dtype is dtype
    assert tg.tensor(2.5).cuda().shape == () and tg.tensor(2.5).cuda().item() == 2.5
    assert repr(tg.tensor([1.0, 2.0], device="cuda")) == "tensor([1., 2.], device='cuda:0')"
    with pytest.raises(TypeError, match="can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu\\(\\) "
                                        "to copy the tensor to host memory first."):
        c.numpy()
    tg.manual_seed(3)
    r = tg.rand(4, device="cuda")
    tg.manual_seed(3)
    assert r.is_cuda and r.cpu().tolist() == tg.rand(4).tolist()


def test_device_mixing_errors():
    a, b = tg.ones(2), tg.ones(2, device="cuda")
    msg = "Expected all tensors to be on the same device, but found at least two devices, cpu and cuda:0"
    with pytest.raises(RuntimeError, match=msg):
        tg.add(a, b)
    with pytest.raises(RuntimeError, match="Expected all tensors to be on the same device"):
        b - a
    with pytest.raises(RuntimeError, match="Expected out tensor to be on cuda:0 but got cpu"):
        tg.add(b, b, out=tg.empty(2))
    with pytest.raises(RuntimeError, match="Expected all tensors to be on the same device"):
        a.add_(b)
    with pytest.raises(RuntimeError, match="invalid device ordinal"):
        tg.ones(2, device="cuda:5")
