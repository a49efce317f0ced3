"""What a PyTorch training script reaches for beyond the operators: custom
autograd Functions, tg.testing, tg.random.fork_rng, the backends' flags,
use_deterministic_algorithms and compile (tests/compile/test_compile.py has the rest)."""
import numpy as np
import pytest

import tensorgen as tg


class Exp(tg.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        y = x.exp()
        ctx.save_for_backward(y)
        return y

    @staticmethod
    def backward(ctx, g):
        (y,) = ctx.saved_tensors
        return g * y


class MulK(tg.autograd.Function):
    """The separate setup_context form, two outputs and a non-tensor argument."""
    @staticmethod
    def forward(x, k):
        return x * k, x + 1

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.k = inputs[1]

    @staticmethod
    def backward(ctx, g1, g2):
        return g1 * ctx.k + g2, None


def test_function_forward_backward_and_node_name():
    x = tg.tensor([1.0, 2.0], dtype=tg.float64, requires_grad=True)
    y = Exp.apply(x)
    a, b = MulK.apply(y, 3.0)
    (a.sum() + (b * b).sum()).backward()
    assert type(y.grad_fn).__name__ == "ExpBackward" and y.requires_grad
    e = np.exp([1.0, 2.0])
    np.testing.assert_allclose(x.grad.tolist(), (3 + 2 * (e + 1)) * e)


def test_function_double_backward_and_errors():
    z = tg.tensor([0.5], dtype=tg.float64, requires_grad=True)
    w = Exp.apply(Exp.apply(z))
    g, = tg.autograd.grad(w.sum(), z, create_graph=True)
    g2, = tg.autograd.grad(g.sum(), z)
    ez = np.exp(0.5)
    np.testing.assert_allclose(g.tolist(), [np.exp(ez) * ez])
    np.testing.assert_allclose(g2.tolist(), [np.exp(ez) * ez * ez + np.exp(ez) * ez])
    w = Exp.apply(z)
    w.sum().backward()
    with pytest.raises(RuntimeError, match="backward through the graph a second time"):
        w.sum().backward()

    class Bad(tg.autograd.Function):
        @staticmethod
        def forward(ctx, x, y):
            return x + y

        @staticmethod
        def backward(ctx, g):
            return g
    with pytest.raises(RuntimeError, match=r"function BadBackward returned an incorrect number of gradients "
                                           r"\(expected 2, got 1\)"):
        Bad.apply(z, z).sum().backward()
    with tg.no_grad():
        assert not Exp.apply(z).requires_grad
    assert not MulK.apply(tg.tensor([1.0]), 2.0)[0].requires_grad


def test_function_matches_torch():
    torch = pytest.importorskip("torch")

    def run(lib):
        class Cube(lib.autograd.Function):
            @staticmethod
            def forward(ctx, x, y):
                ctx.save_for_backward(x, y)
                return x ** 3 * y

            @staticmethod
            def backward(ctx, g):
                x, y = ctx.saved_tensors
                return g * 3 * x ** 2 * y, g * x ** 3
        x = lib.tensor([0.5, -1.5, 2.0], dtype=lib.float64, requires_grad=True)
        y = lib.tensor([2.0], dtype=lib.float64, requires_grad=True)
        Cube.apply(x, y).sin().sum().backward()
        return x.grad.tolist(), y.grad.tolist()
    for a, b in zip(run(tg), run(torch)):
        np.testing.assert_allclose(a, b)


def test_assert_close_and_make_tensor():
    tg.testing.assert_close(tg.ones(3), tg.ones(3) + 1e-7)
    tg.testing.assert_close({"a": [tg.ones(1), 2.0]}, {"a": [tg.ones(1), 2.0]})
    with pytest.raises(AssertionError, match=r"Mismatched elements: 1 / 3 \(33.3%\)"):
        tg.testing.assert_close(tg.ones(3), tg.tensor([1.0, 2.0, 1.0]))
    with pytest.raises(AssertionError, match="The values for attribute 'dtype' do not match"):
        tg.testing.assert_close(tg.ones(3), tg.ones(3, dtype=tg.float64))
    with pytest.raises(AssertionError, match="Tensor-likes are not equal"):
        tg.testing.assert_close(tg.tensor([1, 2]), tg.tensor([1, 3]))
    tg.testing.assert_close(tg.tensor([float("nan")]), tg.tensor([float("nan")]), equal_nan=True)
    with pytest.raises(AssertionError):
        tg.testing.assert_close(tg.tensor([float("inf")]), tg.tensor([1e30]))
    t = tg.testing.make_tensor(3, 4, dtype=tg.float32, noncontiguous=True)
    assert not t.is_contiguous() and t.shape == (3, 4) and float(t.abs().max()) <= 9
    i = tg.testing.make_tensor((50,), dtype=tg.int64, low=0, high=3)
    assert i.dtype is tg.int64 and 0 <= int(i.min()) and int(i.max()) < 3
    assert tg.testing.make_tensor(2, dtype=tg.bool).dtype is tg.bool


def test_assert_close_messages_match_torch():
    torch = pytest.importorskip("torch")
    for make in (lambda lib: (lib.ones(3), lib.tensor([1.0, 2.0, 1.0])),
                 lambda lib: (lib.ones(2, 2), lib.ones(2, 2) * 1.001)):
        msgs = []
        for lib in (tg, torch):
            with pytest.raises(AssertionError) as e:
                lib.testing.assert_close(*make(lib))
            msgs.append(str(e.value))
        assert msgs[0] == msgs[1]


def test_fork_rng_flags_and_compile():
    with tg.random.fork_rng():
        a = tg.rand(4)
    assert bool((tg.rand(4) == a).all())
    tg.backends.cudnn.benchmark = True
    assert tg.backends.mps.is_available() is False and tg.backends.cudnn.is_available() is False
    tg.use_deterministic_algorithms(True)
    assert tg.are_deterministic_algorithms_enabled()
    tg.use_deterministic_algorithms(False)
    m = tg.nn.Linear(2, 2)
    x = tg.randn(3, 2)
    for c in (tg.compile(m), tg.compile()(m)):  # torch's OptimizedModule: the module as _orig_mod
        assert c._orig_mod is m and bool((c(x) == m(x)).all())
        assert list(c.state_dict()) == ["_orig_mod.weight", "_orig_mod.bias"]


def test_memory_formats():
    x = tg.arange(24.0).reshape(1, 2, 3, 4).requires_grad_()
    y = x.to(memory_format=tg.channels_last)
    assert y.stride() == (24, 1, 8, 2) and y.is_contiguous(memory_format=tg.channels_last) and not y.is_contiguous()
    assert y.tolist() == x.tolist() and y.contiguous().stride() == (24, 12, 4, 1)
    assert y.contiguous(memory_format=tg.preserve_format) is y
    (y * tg.arange(24.0).reshape(1, 2, 3, 4)).sum().backward()
    assert x.grad.flatten().tolist() == list(range(24))
    assert tg.ones(2, 3, 4, 5, 6).contiguous(memory_format=tg.channels_last_3d).stride() == (360, 1, 90, 18, 3)
    with pytest.raises(RuntimeError, match="required rank 4 tensor to use channels_last format"):
        tg.ones(2, 3).contiguous(memory_format=tg.channels_last)
    conv = tg.nn.Conv2d(2, 3, 3).to(memory_format=tg.channels_last)
    assert conv.weight.is_contiguous(memory_format=tg.channels_last) and conv.weight.requires_grad
    assert conv(tg.randn(1, 2, 5, 5).to(memory_format=tg.channels_last)).shape == (1, 3, 3, 3)


def test_memory_formats_match_torch():
    torch = pytest.importorskip("torch")
    for shape, fmt in (((2, 3, 4, 5), "channels_last"), ((1, 2, 3, 4, 5), "channels_last_3d"),
                       ((2, 1, 4, 1), "channels_last")):
        a = torch.ones(*shape).contiguous(memory_format=getattr(torch, fmt))
        b = tg.ones(*shape).contiguous(memory_format=getattr(tg, fmt))
        assert a.stride() == b.stride()
        assert a.is_contiguous() == b.is_contiguous()


def test_tensor_new_default_device_and_cuda_names():
    x = tg.ones(2, dtype=tg.float64)
    assert x.new(2, 3).shape == (2, 3) and x.new(2, 3).dtype is tg.float64
    assert x.new([1, 2]).tolist() == [1.0, 2.0] and x.new([1, 2]).dtype is tg.float64
    assert x.new().shape == (0,) and x.new(tg.Size([4])).shape == (4,)
    assert tg.get_default_device() == tg.device("cpu")
    tg.set_default_device("cuda")  # the simulator stands in for a GPU (tests/conftest.py)
    try:
        for t in (tg.ones(2), tg.tensor([1.0]), tg.arange(3), tg.linspace(0, 1, 3), tg.eye(2), tg.randn(2),
                  tg.nn.Linear(2, 2).weight):
            assert t.device.type == "cuda"
        assert tg.zeros(2, device="cpu").device.type == "cpu"
    finally:
        tg.set_default_device(None)
    assert tg.ones(1).device.type == "cpu"
    tg.cuda.manual_seed_all(0)
    tg.cuda.empty_cache()


def test_dtype_and_device_conversions_are_differentiable():
    """x.double(), x.to(dtype), x.half(), x.type_as(...) keep the graph
    (ToCopyBackward0): the gradient comes back in x's dtype."""
    x = tg.tensor([1.5, 2.5], requires_grad=True)
    for y in (x.to(tg.float64), x.double(), x.half(), x.type(tg.float64), x.bfloat16(),
              x.type_as(tg.ones(1, dtype=tg.float64)), x.to(tg.float32, copy=True)):
        assert y.requires_grad and type(y.grad_fn).__name__ == "ToCopyBackward0"
    assert not x.long().requires_grad
    ((x.double() ** 2).sum() + (x.half() * 3).sum().float()).backward()
    assert x.grad.dtype is tg.float32 and x.grad.tolist() == [6.0, 8.0]
    g, = tg.autograd.grad((x.double() ** 3).sum(), x, create_graph=True)
    g2, = tg.autograd.grad(g.sum(), x)
    assert g.tolist() == [6.75, 18.75] and g2.tolist() == [9.0, 15.0]
    y = x.cuda()  # the simulator's device (tests/conftest.py)
    (y * y).sum().backward()
    assert x.grad.device.type == "cpu"


def test_nested_values_and_conversions_are_differentiable():
    nt = tg.nested.nested_tensor([tg.ones(2), tg.ones(3) * 2], layout=tg.jagged, requires_grad=True)
    v = nt.values()
    assert type(v.grad_fn).__name__ == "NestedGetValuesBackward0"
    (v * v).sum().backward()
    assert nt.grad.values().tolist() == [2.0, 2.0, 4.0, 4.0, 4.0]
    nt.grad = None
    d = nt.double()
    assert d.requires_grad and d.dtype is tg.float64
    tg.nested.to_padded_tensor(d * d, 0.0).sum().backward()
    assert nt.grad.dtype is tg.float32 and [c.tolist() for c in nt.grad.unbind()] == [[2.0, 2.0], [4.0, 4.0, 4.0]]
