"""Hypothesis: random op chains compiled vs eager. Pointwise ops with
broadcasting, Python numbers, mixed dtypes (float32/64, half, bfloat16, ints,
bool), names, requires_grad, a reduction at the end; called to trace, then
replayed with new values of the same metadata. Values are bit-identical
(tensorgen's compiled chains round every op as eager does), and so are
dtypes, shapes, strides, names and gradients; a call eager refuses is refused
the same way."""
import numpy as np
import pytest

import tensorgen as tg

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, strategies as st  # noqa: E402

from support.fuzz import fuzz_settings  # noqa: E402

DTYPES = [tg.float32, tg.float32, tg.float64, tg.float16, tg.bfloat16, tg.int32, tg.int64, tg.bool]
SHAPES = [(3, 4), (4,), (1, 4), (3, 1), ()]
UNARY = ["neg", "abs", "exp", "sin", "tanh", "sigmoid", "sqrt", "relu", "square"]
BINARY = ["add", "sub", "mul", "div", "maximum", "minimum", "atan2"]
NUMBERS = [2, -1.5, 0.5, True]
REDUCE = [None, "sum", "mean", "amax"]


def _values(rng, shape, dtype):
    a = rng.standard_normal(shape) * 3
    if dtype is tg.bool:
        return tg.tensor(a > 0)
    if dtype in (tg.int32, tg.int64):
        return tg.tensor(np.round(a)).to(dtype)
    return tg.tensor(a).to(dtype)


@st.composite
def programs(draw):
    named = draw(st.booleans())
    n = draw(st.integers(1, 3))
    shapes = [(3, 4)] * n if named else [draw(st.sampled_from(SHAPES)) for _ in range(n)]
    dtypes = [draw(st.sampled_from(DTYPES)) for _ in range(n)]
    grads = [draw(st.booleans()) and d.is_floating_point for d in dtypes]
    steps = []
    for k in range(draw(st.integers(1, 7))):
        values = n + k  # inputs, then each step's value
        if draw(st.booleans()):
            steps.append((draw(st.sampled_from(UNARY)), draw(st.integers(0, values - 1))))
        else:
            op = draw(st.sampled_from(BINARY))
            a = draw(st.integers(0, values - 1))
            b = ("number", draw(st.sampled_from(NUMBERS))) if op != "atan2" and draw(st.booleans()) else \
                draw(st.integers(0, values - 1))
            steps.append((op, a, b))
    outs = draw(st.lists(st.integers(0, n + len(steps) - 1), min_size=0, max_size=2))
    return named, shapes, dtypes, grads, steps, outs, draw(st.sampled_from(REDUCE))


def _program(steps, outs, reduce):
    def f(*xs):
        vals = list(xs)
        for s in steps:
            op = getattr(tg, s[0])
            if len(s) == 2:
                vals.append(op(vals[s[1]]))
            else:
                b = s[2]
                vals.append(op(vals[s[1]], b[1] if type(b) is tuple else vals[b]))
        last = vals[-1]
        if reduce is not None and last.is_floating_point() and last.dim():
            last = getattr(last, reduce)(-1)
        return (last,) + tuple(vals[i] for i in outs)
    return f


def _inputs(seed, shapes, dtypes, grads, named):
    rng = np.random.default_rng(seed)
    xs = []
    for shape, dtype, g in zip(shapes, dtypes, grads):
        x = _values(rng, shape, dtype)
        if named:
            x = x.refine_names("N", "C")
        xs.append(x.requires_grad_() if g else x)
    return xs


def _same(a, b):
    assert a.dtype == b.dtype and a.shape == b.shape and a.names == b.names, (a, b)
    assert a.stride() == b.stride(), (a.stride(), b.stride())
    assert np.array_equal(a.detach().float().numpy() if a.dtype in (tg.float16, tg.bfloat16) else a.detach().numpy(),
                          b.detach().float().numpy() if b.dtype in (tg.float16, tg.bfloat16) else b.detach().numpy(),
                          equal_nan=True)


def _outcome(f, xs):
    try:
        return f(*xs), None
    except Exception as e:  # noqa: BLE001 - compared with the compiled call's
        return None, e


@fuzz_settings(40, 400)
@given(programs(), st.integers(0, 2 ** 31))
def test_random_chains_compiled_equal_eager(program, seed):
    named, shapes, dtypes, grads, steps, outs, reduce = program
    f = _program(steps, outs, reduce)  # a call eager refuses (sub of bools) must be refused alike
    c = tg.compile(f)
    for round_ in range(3):  # the trace, then replays of new values
        xs = _inputs(seed + round_, shapes, dtypes, grads, named)
        want, err = _outcome(f, xs)
        if err is not None:
            with pytest.raises(type(err)):
                c(*xs)
            return
        xc = [x.detach().clone().requires_grad_(x.requires_grad) for x in xs]
        got = c(*xc)
        for g, w in zip(got, want):
            _same(g, w)
        roots = [(w, g) for w, g in zip(want, got) if w.requires_grad and w.is_floating_point()]
        if roots:
            tg.autograd.backward([w.float().sum() for w, _ in roots])
            tg.autograd.backward([g.float().sum() for _, g in roots])
            for x, y in zip(xs, xc):
                if x.requires_grad:
                    assert (x.grad is None) == (y.grad is None)
                    if x.grad is not None:
                        _same(y.grad, x.grad)
    assert c.stats["traces"] == 1 and c.stats["replays"] + c.stats["eager"] == 2
    FUSED[0] += sum(type(s).__name__ == "FusedRun" for s in getattr(c.last, "steps", ()))
    RUNS[0] += 1


FUSED, RUNS = [0], [0]


def test_the_chains_fused_some_runs():
    # (runs after the property test: pytest keeps a file's order)
    if RUNS[0] >= 20:
        assert FUSED[0] > 0
