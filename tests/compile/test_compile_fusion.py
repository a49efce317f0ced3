"""tg.compile's fused kernels: bit-identical to eager (values, dtypes, strides,
names), on the CPU and on CUDA (the simulator), and what stays unfused."""
import numpy as np
import pytest

import tensorgen as tg
from tensorgen.compiler.fuse import FusedRun


def same(a, b):
    assert a.dtype == b.dtype and a.shape == b.shape and a.stride() == b.stride() and a.names == b.names
    assert a.device == b.device
    assert np.array_equal(a.detach().cpu().numpy(), b.detach().cpu().numpy(), equal_nan=True)


def chain(x, y):
    z = x * y + 1.5
    w = tg.sin(z) - x.exp() / (x * x + 1)
    return tg.tanh(w) * 0.25, z


def runs(c):
    return [s for s in c.last.steps if isinstance(s, FusedRun)]


@pytest.mark.parametrize("device", ["cpu", "cuda"])
@pytest.mark.parametrize("dtype", [tg.float32, tg.float64])
def test_a_chain_is_one_kernel_bit_identical_to_eager(device, dtype):
    c = tg.compile(chain)
    for _ in range(3):  # the trace, then replays with new values
        x, y = tg.randn(6, 5, dtype=dtype, device=device), tg.randn(5, dtype=dtype, device=device)
        for got, want in zip(c(x, y), chain(x, y)):
            same(got, want)
    (run,) = runs(c)
    assert [n.op.name for n in run.nodes] == ["mul", "add", "sin", "exp", "mul", "add", "div", "sub", "tanh", "mul"]
    # only what the function returns is written: z and the last value
    assert len(run.outputs) == 2


@pytest.mark.parametrize("device", ["cpu", "cuda"])
def test_smaller_calls_compute_inside_the_run(device):
    def f(x, v):
        s = v * v + 1.0            # (5,): computed per element of the (6, 5) loop, never written
        return tg.sin(x) / s - v
    c = tg.compile(f)
    x, v = tg.randn(6, 5, device=device), tg.randn(5, device=device)
    c(x, v)
    same(c(x, v), f(x, v))
    (run,) = runs(c)
    assert len(run.nodes) == 5 and len(run.outputs) == 1

    def g(x, v):
        s = v * v + 1.0            # read outside the run as well: written, so runs of one shape
        return tg.sin(x) / s - v, s
    c = tg.compile(g)
    c(x, v)
    for got, want in zip(c(x, v), g(x, v)):
        same(got, want)
    assert runs(c) and all(r.written_whole for r in runs(c))
    assert (5,) in [r.shape for r in runs(c)] and (6, 5) in [r.shape for r in runs(c)]


def test_layouts_and_names_follow_eager():
    c = tg.compile(chain)
    x = tg.randn(5, 6).t()                    # a transposed operand: eager's result is transposed too
    y = tg.randn(5)
    for got, want in zip(c(x, y), chain(x, y)):
        same(got, want)
    for got, want in zip(c(x, y), chain(x, y)):
        same(got, want)
    xn, yn = tg.randn(6, 5, names=("N", "C")), tg.randn(5, names=("C",))
    c(xn, yn)
    for got, want in zip(c(xn, yn), chain(xn, yn)):
        same(got, want)


def test_mixed_float_dtypes_promote_as_eager():
    def f(a, b):
        return (a * 3.0 + b) * a  # float32 with float64: float64, the float32 value widened exactly
    c = tg.compile(f)
    a, b = tg.randn(7), tg.randn(7, dtype=tg.float64)
    c(a, b)
    same(c(a, b), f(a, b))
    assert runs(c)


@pytest.mark.parametrize("dtype", [tg.float16, tg.bfloat16])
def test_half_and_bfloat16_round_every_step_as_eager(dtype):
    def f(a, b):
        c = a * b + 0.1
        return tg.tanh(c) / (a * a + 1), c
    c = tg.compile(f)
    for _ in range(3):
        a, b = tg.randn(6, 5).mul(30).to(dtype), tg.randn(5).to(dtype)  # large values: overflow and rounding
        for got, want in zip(c(a, b), f(a, b)):
            same(got, want)
    assert runs(c) and runs(c)[0].kernel.source.count("_round_") >= 4
    x = tg.randn(8).mul(100).to(dtype)
    g = tg.compile(lambda x: (x * 1000.0 + x) * 1000.0)  # float16 overflows to inf mid-chain, as eager
    g(x)
    same(g(x), (x * 1000.0 + x) * 1000.0)


@pytest.mark.parametrize("dtype", [tg.int32, tg.int64, tg.bool])
def test_other_dtypes_replay_unfused_and_equal(dtype):
    # integers and bools have their own kernels: replayed call by call (correct, not fused)
    def f(a, b):
        return (a + b) * b
    c = tg.compile(f)
    a, b = (tg.randint(0, 2, (4, 3)).to(dtype), tg.randint(0, 2, (3,)).to(dtype)) if dtype is tg.bool else \
        (tg.randn(4, 3).mul(4).to(dtype), tg.randn(3).mul(4).to(dtype))
    c(a, b)
    same(c(a, b), f(a, b))
    assert not runs(c)


def test_requires_grad_fused_with_eager_autograd_nodes():
    x = tg.randn(4, requires_grad=True)
    c = tg.compile(lambda x: tg.sin(x * 2) + 1)
    c(x)
    out = c(x)
    assert out.grad_fn is not None and runs(c) and len(runs(c)[0].outputs) == 3  # every value written
    out.sum().backward()
    g = x.grad.clone()
    x.grad = None
    (tg.sin(x * 2) + 1).sum().backward()
    same(g, x.grad)
    with tg.no_grad():  # no recording: only the result is written
        c(x)
        same(c(x), tg.sin(x * 2) + 1)
    assert len(runs(c)[0].outputs) == 1


def test_an_intermediate_read_later_is_written():
    def f(x):
        a = x * 2
        b = a + 1
        s = b.sum()         # a reduction reads b: b is written, a stays a register
        return b * s
    c = tg.compile(f)
    x = tg.randn(5)
    c(x)
    same(c(x), f(x))
    run = runs(c)[0]
    assert [n.op.name for n in run.nodes] == ["mul", "add"] and len(run.outputs) == 1


def test_fused_kernel_source_comes_from_the_generator():
    c = tg.compile(chain)
    c(tg.randn(3), tg.randn(3))
    src = runs(c)[0].kernel.source
    assert "_sin(" in src and "_add(" in src and "np.float32(" in src
