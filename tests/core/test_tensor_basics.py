"""Tensor metadata, dtypes, conversions, data access, repr, devices and factories."""
import math
import pickle

import numpy as np
import pytest

import tensorgen as tg

DTYPES = (tg.bool, tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64, tg.float16, tg.bfloat16, tg.float32,
          tg.float64)
IDS = [d.name for d in DTYPES]


# ----------------------------------------------------------------- metadata
def test_shape_size_stride_offset():
    t = tg.tensor([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]])
    assert t.shape == (2, 5) and isinstance(t.shape, tg.Size) and t.size() == (2, 5)
    assert repr(t.shape) == "tensorgen.Size([2, 5])"
    assert t.size(0) == 2 and t.size(-1) == 5 and t.size(1) == 5
    assert t.stride() == (5, 1) and t.stride(0) == 5 and t.stride(-1) == 1
    assert t.t().stride() == (1, 5) and t.t().shape == (5, 2)
    assert t.storage_offset() == 0 and t[1].storage_offset() == 5 and t[1, 2:].storage_offset() == 7
    assert t.dim() == t.ndim == t.ndimension() == 2
    assert t.numel() == 10 == t.nelement() == tg.numel(t) == t.shape.numel()
    assert t.is_contiguous() and not t.t().is_contiguous() and t[:, ::2].stride() == (5, 2)
    assert t.layout is tg.strided
    assert len(t) == 2
    with pytest.raises(IndexError):
        t.size(2)


def test_zero_dim_and_empty_metadata():
    z = tg.tensor(3.5)
    assert z.shape == () and z.dim() == 0 and z.numel() == 1 and z.stride() == ()
    assert z.item() == 3.5 and z.tolist() == 3.5
    with pytest.raises(TypeError, match="len\\(\\) of a 0-d tensor"):
        len(z)
    e = tg.empty(0, 3)
    assert e.shape == (0, 3) and e.numel() == 0 and e.is_contiguous() and e.tolist() == []
    for f in (tg.zeros, tg.ones, tg.empty, tg.rand, tg.randn):
        assert f(()).shape == () and f(2, 0).shape == (2, 0) and f([2, 3]).shape == (2, 3)


@pytest.mark.parametrize("dtype", DTYPES, ids=IDS)
def test_dtype_properties(dtype):
    t = tg.ones(2, dtype=dtype)
    assert t.dtype is dtype
    assert t.element_size() == dtype.itemsize == {"bool": 1, "uint8": 1, "int8": 1, "int16": 2, "int32": 4,
                                                 "int64": 8, "float16": 2, "bfloat16": 2, "float32": 4,
                                                 "float64": 8}[dtype.name]
    assert t.is_floating_point() is dtype.is_floating_point is (dtype.name.startswith(("float", "bfloat")))
    assert dtype.is_signed is (dtype.name not in ("bool", "uint8"))
    assert t.is_signed() is dtype.is_signed
    assert repr(dtype) == f"tensorgen.{dtype.name}"
    assert pickle.loads(pickle.dumps(dtype)) is dtype


def test_dtype_aliases():
    assert tg.float is tg.float32 and tg.double is tg.float64 and tg.half is tg.float16
    assert tg.short is tg.int16 and tg.int is tg.int32 and tg.long is tg.int64
    assert tg.bool.name == "bool" and tg.bfloat16.name == "bfloat16"


def test_default_dtype():
    assert tg.get_default_dtype() is tg.float32
    try:
        tg.set_default_dtype(tg.float64)
        assert tg.get_default_dtype() is tg.float64
        assert tg.tensor([1.5]).dtype is tg.float64 and tg.zeros(2).dtype is tg.float64
        assert tg.arange(0.0, 1.0, 0.5).dtype is tg.float64 and tg.rand(2).dtype is tg.float64
        assert tg.tensor([1]).dtype is tg.int64
        assert repr(tg.tensor([1.5])) == "tensor([1.5000])"
        assert repr(tg.tensor([1.5], dtype=tg.float32)) == "tensor([1.5000], dtype=tensorgen.float32)"
    finally:
        tg.set_default_dtype(tg.float32)
    with pytest.raises(TypeError, match="only floating-point types are supported as the default type"):
        tg.set_default_dtype(tg.int32)
    assert tg.get_default_dtype() is tg.float32


# ----------------------------------------------------------------- conversions
CONVERSIONS = {"float": tg.float32, "double": tg.float64, "half": tg.float16, "bfloat16": tg.bfloat16,
               "int": tg.int32, "long": tg.int64, "short": tg.int16, "char": tg.int8, "byte": tg.uint8,
               "bool": tg.bool}


@pytest.mark.parametrize("method", sorted(CONVERSIONS))
def test_conversion_methods(method):
    src = tg.tensor([[0.0, 1.75], [-2.5, 3.0]])
    res = getattr(src, method)()
    dtype = CONVERSIONS[method]
    assert res.dtype is dtype and res.shape == (2, 2)
    want = np.array([[0.0, 1.75], [-2.5, 3.0]]).astype(dtype.np)  # truncation toward zero, as torch
    if dtype is tg.uint8:
        want = np.array([[0, 1], [254, 3]], np.uint8)  # -2.5 -> -2 wraps
    np.testing.assert_array_equal(res.numpy().astype(np.float64), want.astype(np.float64))
    assert src.to(dtype).dtype is dtype
    assert (getattr(src, method)() is src) == (dtype is tg.float32)  # no copy when nothing changes


def test_to_and_type():
    t = tg.tensor([1, 2])
    assert t.to(tg.float32) is not t and t.to(tg.int64) is t
    assert t.to(tg.float64, copy=True).dtype is tg.float64
    assert t.to(dtype=tg.int8).dtype is tg.int8
    assert t.to("cpu") is t and t.to(tg.device("cpu")) is t and t.cpu() is t
    assert t.to(tg.tensor([1.0], dtype=tg.float16)).dtype is tg.float16
    assert t.type() == "tensorgen.LongTensor" and t.float().type() == "tensorgen.FloatTensor"
    assert t.half().type() == "tensorgen.HalfTensor" and t.bool().type() == "tensorgen.BoolTensor"
    assert t.type("tensorgen.DoubleTensor").dtype is tg.float64
    assert t.type(tg.int16).dtype is tg.int16
    assert t.type_as(tg.ones(1, dtype=tg.uint8)).dtype is tg.uint8
    with pytest.raises(ValueError, match="invalid type"):
        t.type("tensorgen.NopeTensor")
    copy = t.to(tg.int64, copy=True)
    copy.add_(1)
    assert t.tolist() == [1, 2]


def test_to_preserves_values_for_every_pair():
    vals = [0, 1, 3, 100]
    for a in DTYPES:
        src = tg.tensor(vals, dtype=a)
        for b in DTYPES:
            got = src.to(b)
            assert got.dtype is b
            assert got.tolist() == tg.tensor(src.numpy().astype(np.float64), dtype=b).tolist(), (a, b)


# ----------------------------------------------------------------- data access
def test_item_tolist():
    assert tg.tensor([[1, 2], [3, 4]]).tolist() == [[1, 2], [3, 4]]
    assert isinstance(tg.tensor([7]).item(), int) and tg.tensor([7]).item() == 7
    assert isinstance(tg.tensor(2.5, dtype=tg.float16).item(), float)
    assert tg.tensor(2.5, dtype=tg.bfloat16).item() == 2.5
    assert tg.tensor([True]).item() is True
    with pytest.raises(RuntimeError, match="a Tensor with 2 elements cannot be converted to Scalar"):
        tg.tensor([1, 2]).item()
    assert float(tg.tensor([1.5])) == 1.5 and int(tg.tensor(3)) == 3 and bool(tg.tensor([1]))
    with pytest.raises(RuntimeError, match="Boolean value of Tensor with more than one value is ambiguous"):
        bool(tg.tensor([1, 2]))
    assert [1, 2, 3][tg.tensor(1)] == 2
    with pytest.raises(TypeError, match="only integer tensors of a single element can be converted to an index"):
        [1, 2][tg.tensor(1.0)]


def test_data_ptr_and_views_share_storage():
    t = tg.zeros(2, 5)
    assert t[1].data_ptr() == t.data_ptr() + 5 * 4
    assert t.t().data_ptr() == t.data_ptr()
    t[1].add_(1)
    t.t()[0].add_(2)
    assert t.tolist() == [[2.0, 0, 0, 0, 0], [3.0, 1, 1, 1, 1]]


def test_numpy_and_array_protocol():
    t = tg.tensor([[1.0, 2.0], [3.0, 4.0]])
    a = t.numpy()
    assert a.dtype == np.float32 and a.shape == (2, 2)
    a[0, 0] = 10.0  # numpy() shares memory
    assert t[0, 0].item() == 10.0
    assert np.asarray(t).tolist() == [[10.0, 2.0], [3.0, 4.0]]
    assert np.asarray(t, dtype=np.float64).dtype == np.float64
    assert t.t().numpy().tolist() == [[10.0, 3.0], [2.0, 4.0]]
    assert tg.tensor([1.5], dtype=tg.bfloat16).numpy().dtype == tg.bfloat16.np
    with pytest.raises(RuntimeError, match="Can't call numpy\\(\\) on Tensor that requires grad"):
        tg.ones(2, requires_grad=True).numpy()


def test_from_numpy_shares_memory():
    a = np.arange(6, dtype=np.int16).reshape(2, 3)
    t = tg.from_numpy(a)
    assert t.dtype is tg.int16 and t.shape == (2, 3) and t.stride() == (3, 1)
    a[0, 1] = 42
    assert t[0, 1].item() == 42
    t.add_(1)
    assert a.tolist() == [[1, 43, 3], [4, 5, 6]]
    tt = tg.from_numpy(a.T)
    assert tt.stride() == (1, 3) and tt.tolist() == a.T.tolist()
    assert tg.from_numpy(a[:, ::2]).tolist() == [[1, 3], [4, 6]]
    with pytest.raises(ValueError, match="negative"):
        tg.from_numpy(a[:, ::-1])
    with pytest.raises(TypeError, match="can't convert np.ndarray of type complex128"):
        tg.from_numpy(np.zeros(2, np.complex128))
    with pytest.raises(TypeError, match="expected np.ndarray"):
        tg.from_numpy([1, 2])
    assert tg.from_numpy(np.zeros((0, 2), np.float64)).shape == (0, 2)


def test_tensor_constructor_inference_and_errors():
    assert tg.tensor([1, 2]).dtype is tg.int64
    assert tg.tensor([1, 2.5]).dtype is tg.float32
    assert tg.tensor([True, False]).dtype is tg.bool
    assert tg.tensor(np.array([1, 2], np.int8)).dtype is tg.int8
    assert tg.tensor([[1, 2], [3, 4]], dtype=tg.float16).dtype is tg.float16
    src = tg.tensor([1.0, 2.0])
    copy = tg.tensor(src)
    copy.add_(1)
    assert src.tolist() == [1.0, 2.0]
    with pytest.raises((TypeError, ValueError)):
        tg.tensor(["a"])
    with pytest.raises(TypeError, match="argument 'dtype' must be tensorgen.dtype"):
        tg.tensor([1], dtype="float32")
    assert tg.Tensor([1]).dtype is tg.float32  # the legacy constructor (tests/core/test_tensor_new_methods_info.py)


INFERENCE_CASES = [
    ([np.int8(1)], "int8"), ([np.float32(1), 2], "float32"), ([np.float16(1)], "float16"),
    ([1, np.int32(2)], "int64"), ([[np.float32(1)]], "float32"), (np.float16(2), "float16"),
    ([np.bool_(True)], "bool"), ([np.int8(1), 2.5], "float32"), ([], "float32"), ([[], []], "float32"),
    ([True, 1], "int64"), ([True, 2.0], "float32"), ([[1, 2], [3, 4]], "int64"), (np.uint8(3), "uint8"),
    ([np.array([1, 2], dtype=np.int16), np.array([3, 4], dtype=np.int8)], "int16"),
    ([np.uint8(3), -1], "int64"), ([np.float64(1), np.float32(2)], "float64"), (2.5, "float32"),
]


@pytest.mark.parametrize("data,want", INFERENCE_CASES, ids=[str(i) for i in range(len(INFERENCE_CASES))])
def test_tensor_infers_dtype_as_torch(data, want):
    # torch's infer_scalar_type: NumPy scalars, arrays and tensors keep their
    # dtype, Python numbers stand for int64 / the default float, items promote.
    assert tg.tensor(data).dtype is getattr(tg, want)
    assert tg.tensor([tg.tensor(1, dtype=tg.int8), tg.tensor(2, dtype=tg.int8)]).dtype is tg.int8
    torch = pytest.importorskip("torch")
    assert str(torch.tensor(data).dtype) == f"torch.{want}"


# ----------------------------------------------------------------- repr
REPRS = [
    (lambda: tg.tensor([[1.5, 2], [3, 4]]), "tensor([[1.5000, 2.0000],\n        [3.0000, 4.0000]])"),
    (lambda: tg.tensor([1e-5, 1.0]), "tensor([1.0000e-05, 1.0000e+00])"),
    (lambda: tg.tensor([1e10, 1.0]), "tensor([1.0000e+10, 1.0000e+00])"),
    (lambda: tg.tensor([1, 2], dtype=tg.int8), "tensor([1, 2], dtype=tensorgen.int8)"),
    (lambda: tg.tensor([True]), "tensor([True])"),
    (lambda: tg.tensor(2.5, dtype=tg.float64), "tensor(2.5000, dtype=tensorgen.float64)"),
    (lambda: tg.tensor([math.nan, math.inf, 1.0]), "tensor([nan, inf, 1.])"),
    (lambda: tg.zeros(2, 0), "tensor([], size=(2, 0))"),
    (lambda: tg.tensor([], dtype=tg.int32), "tensor([], dtype=tensorgen.int32)"),
    (lambda: tg.tensor([1.0, 2.0], requires_grad=True), "tensor([1., 2.], requires_grad=True)"),
    (lambda: tg.tensor([1.5], dtype=tg.bfloat16), "tensor([1.5000], dtype=tensorgen.bfloat16)"),
    # A non-leaf shows its grad_fn instead of requires_grad, as torch's repr does.
    (lambda: tg.tensor([1.0, 2.0], requires_grad=True).exp(), "tensor([2.7183, 7.3891], grad_fn=<ExpBackward0>)"),
    (lambda: tg.tensor([1.0, 2.0], dtype=tg.float64, requires_grad=True).sum(),
     "tensor(3., dtype=tensorgen.float64, grad_fn=<SumBackward0>)"),
    (lambda: tg.tensor(3), "tensor(3)"),
    (lambda: tg.tensor([1.5] * 8, dtype=tg.float64),  # a suffix that would overflow goes on its own line
     "tensor([1.5000, 1.5000, 1.5000, 1.5000, 1.5000, 1.5000, 1.5000, 1.5000],\n       dtype=tensorgen.float64)"),
    (lambda: tg.tensor([0.0, -0.0]), "tensor([0., -0.])"),
    (lambda: tg.arange(2000.0), "tensor([0.0000e+00, 1.0000e+00, 2.0000e+00,  ..., 1.9970e+03, 1.9980e+03,\n"
     "        1.9990e+03])"),
    (lambda: tg.arange(30).reshape(10, 3), "tensor([[ 0,  1,  2],\n        [ 3,  4,  5],\n        [ 6,  7,  8],\n"
     "        [ 9, 10, 11],\n        [12, 13, 14],\n        [15, 16, 17],\n        [18, 19, 20],\n"
     "        [21, 22, 23],\n        [24, 25, 26],\n        [27, 28, 29]])"),
]


@pytest.mark.parametrize("make,want", REPRS, ids=[str(i) for i in range(len(REPRS))])
def test_repr(make, want):
    assert repr(make()) == want
    assert str(make()) == want


def test_repr_matches_torch():
    torch = pytest.importorskip("torch")
    samples = [
        ([[1.5, 2.0], [3.0, 4.0]], "float32"), ([1e-5, 1.0], "float32"), ([0.1, 123456.0], "float32"),
        ([1, -2, 300], "int16"), ([[True, False]], "bool"), ([1.25, -0.5], "float16"), ([2.0], "bfloat16"),
        (list(range(2000)), "float32"), (list(range(1500)), "int64"), ([[1.0] * 30] * 2, "float64"),
        ([-0.0, 0.0, 5.0], "float32"), ([1e-10, 1.0], "float64"), (7.25, "float32"), ([], "float32"),
    ]
    rng = np.random.default_rng(0)
    for shape in ((7,), (2, 3), (4, 5, 6), (2, 600), (30, 40)):
        for scale in (1.0, 1e-6, 1e9, 1e4):
            samples.append(((rng.standard_normal(shape) * scale).tolist(), "float64"))
            samples.append(((rng.standard_normal(shape) * scale).tolist(), "float16"))

    def norm(s):
        # "tensorgen." is 4 characters longer than "torch.": where the dtype
        # suffix wraps may differ; compare the rest exactly.
        return s.replace("torch.", "tensorgen.").replace(",\n       dtype=", ", dtype=")
    for data, name in samples:
        ref = torch.tensor(data, dtype=getattr(torch, name))
        t = tg.tensor(ref.float().numpy() if name == "bfloat16" else ref.numpy(), dtype=getattr(tg, name))
        assert norm(repr(t)) == norm(repr(ref)), (data, name)
    pairs = [(tg.zeros(3, 0, 2), torch.zeros(3, 0, 2)), (tg.ones(2, 3).t(), torch.ones(2, 3).t()),
             (tg.ones(2, requires_grad=True) * 2, torch.ones(2, requires_grad=True) * 2),
             (tg.ones(2, requires_grad=True).detach(), torch.ones(2, requires_grad=True).detach())]
    for t, ref in pairs:
        assert repr(t) == repr(ref).replace("torch.", "tensorgen.")


# ----------------------------------------------------------------- devices
def test_device_forms():
    assert repr(tg.device("cuda:0")) == "device(type='cuda', index=0)"
    assert repr(tg.device("cpu")) == "device(type='cpu')"
    assert repr(tg.device("cuda")) == "device(type='cuda')" and tg.device("cuda").index is None
    assert tg.device("cuda", 0) == tg.device("cuda:0")
    assert tg.device("cpu", 0).index == 0 and tg.device("cpu", 0).type == "cpu"
    assert tg.device(1) == tg.device("cuda", 1) and repr(tg.device(1)) == "device(type='cuda', index=1)"
    assert str(tg.device("cuda:1")) == "cuda:1" and str(tg.device("cpu")) == "cpu"
    assert tg.device("cpu") == "cpu" and tg.device(tg.device("cuda:0")) == tg.device("cuda:0")
    assert hash(tg.device("cuda:0")) == hash(tg.device("cuda", 0))
    assert pickle.loads(pickle.dumps(tg.device("cuda:2"))) == tg.device("cuda:2")
    with pytest.raises(RuntimeError, match="Expected one of cpu, cuda device type at start of device string: tpu"):
        tg.device("tpu")
    with pytest.raises(RuntimeError, match="Invalid device string: 'cuda:x'"):
        tg.device("cuda:x")
    with pytest.raises(RuntimeError, match="must not be negative"):
        tg.device(-1)
    with pytest.raises(RuntimeError, match="must not include an index because index was passed explicitly"):
        tg.device("cuda:0", 1)


def test_cpu_tensor_device_queries():
    t = tg.ones(2)
    assert t.device == tg.device("cpu") and not t.is_cuda and t.is_cpu and t.get_device() == -1
    assert tg.ones(2, device="cpu").device.type == "cpu"
    assert tg.ones(2, device=tg.device("cpu", 0)).device == tg.device("cpu")


# ----------------------------------------------------------------- factories
@pytest.mark.parametrize("dtype", DTYPES, ids=IDS)
def test_factories_with_dtype(dtype):
    assert tg.zeros(2, 3, dtype=dtype).tolist() == np.zeros((2, 3)).astype(dtype.np).tolist()
    assert tg.ones((2,), dtype=dtype).tolist() == np.ones(2).astype(dtype.np).tolist()
    assert tg.empty(4, dtype=dtype).shape == (4,) and tg.empty(4, dtype=dtype).dtype is dtype
    assert tg.full((2,), 1, dtype=dtype).tolist() == np.full(2, 1).astype(dtype.np).tolist()
    if dtype is not tg.bool:
        assert tg.arange(3, dtype=dtype).dtype is dtype and tg.arange(3, dtype=dtype).tolist() == [0, 1, 2]
    for like in (tg.zeros_like, tg.ones_like, tg.empty_like):
        r = like(tg.ones(2, 2, dtype=dtype))
        assert r.dtype is dtype and r.shape == (2, 2)
    assert tg.full_like(tg.ones(3, dtype=dtype), 1).tolist() == np.ones(3).astype(dtype.np).tolist()
    if dtype.is_floating_point:
        for f in (tg.rand, tg.randn):
            assert f(3, dtype=dtype).dtype is dtype
        assert tg.rand_like(tg.ones(2, dtype=dtype)).dtype is dtype
        assert tg.randn_like(tg.ones(2, dtype=dtype)).dtype is dtype
    else:
        with pytest.raises(RuntimeError, match=f'"rand" not implemented for \'{dtype.pt_name}\''):
            tg.rand(2, dtype=dtype)


def test_factory_values_and_inference():
    assert tg.full((2, 2), 2.5).dtype is tg.float32 and tg.full((2,), 3).dtype is tg.int64
    assert tg.full((2,), True).dtype is tg.bool
    assert tg.arange(5).tolist() == [0, 1, 2, 3, 4] and tg.arange(5).dtype is tg.int64
    assert tg.arange(1, 4, 0.5).tolist() == [1.0, 1.5, 2.0, 2.5, 3.0, 3.5]
    assert tg.arange(5, 0, -2).tolist() == [5, 3, 1]
    assert tg.arange(0.0, 1.0, 0.25).dtype is tg.float32
    with pytest.raises(RuntimeError, match="step must be nonzero"):
        tg.arange(0, 5, 0)
    with pytest.raises(RuntimeError, match="upper bound and larger bound inconsistent with step sign"):
        tg.arange(0, 5, -1)
    with pytest.raises(RuntimeError, match="Trying to create tensor with negative dimension -1"):
        tg.zeros(2, -1)
    with pytest.raises(TypeError, match="argument 'size' must be a tuple of ints"):
        tg.ones(2.5)
    r = tg.rand(1000)
    assert 0.0 <= r.numpy().min() and r.numpy().max() < 1.0
    n = tg.randn(4000, dtype=tg.float64).numpy()
    assert abs(n.mean()) < 0.1 and 0.9 < n.std() < 1.1


def test_requires_grad_flag():
    t = tg.zeros(2, requires_grad=True)
    assert t.requires_grad and t.is_leaf
    assert not tg.ones(2).requires_grad
    assert tg.tensor([1.0], requires_grad=True).requires_grad
    assert tg.ones(2).requires_grad_().requires_grad
    with pytest.raises(RuntimeError, match="Only Tensors of floating point dtype can require gradients"):
        tg.ones(2, dtype=tg.int64, requires_grad=True)


def test_manual_seed_reproducibility():
    tg.manual_seed(1234)
    a, b = tg.rand(5), tg.randn(2, 3)
    tg.manual_seed(1234)
    assert tg.rand(5).tolist() == a.tolist() and tg.randn(2, 3).tolist() == b.tolist()
    assert tg.initial_seed() == 1234
    tg.manual_seed(1235)
    assert tg.rand(5).tolist() != a.tolist()
    tg.manual_seed(7)
    x = tg.rand_like(tg.ones(3))
    tg.manual_seed(7)
    assert tg.rand(3).tolist() == x.tolist()


def test_device_mix_error():
    if not tg.cuda.is_available():
        pytest.skip("needs cuda or the simulator")
    a, b = tg.ones(2), tg.ones(2, device="cuda")
    with pytest.raises(RuntimeError, match="Expected all tensors to be on the same device, but found at least two "
                                           "devices, cpu and cuda:0"):
        tg.add(a, b)


def test_unary_plus_is_positive():
    t = tg.ones(2, names=("N",))
    assert (+t) is t and tg.positive(t) is t and t.positive() is t
    with pytest.raises(RuntimeError, match="The `\\+` operator, on a bool tensor is not supported."):
        +tg.ones(2, dtype=tg.bool)
    x = tg.ones(2, requires_grad=True)
    (+x).sum().backward()
    assert x.grad.tolist() == [1.0, 1.0]
