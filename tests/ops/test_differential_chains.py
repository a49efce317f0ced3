"""Differential property test against PyTorch: random chains of operators,
views, in-place and out= calls on random dtypes, shapes and strides, aliased
outputs included. After every step each tensor of the chain must agree with
PyTorch's in values, dtype and shape, and tensorgen must raise exactly when
PyTorch raises.

Where PyTorch computes an aliased call without raising (its "too hard" overlap
cases, or mm with out= one of its inputs), its value may depend on the order
it happened to read and write in; the reference value is therefore the one
PyTorch gives for the same call on copies of the inputs, written into the target
afterwards: the value a user means. Whether an error is raised is PyTorch's own.
"""
import numpy as np
import pytest

import tensorgen as tg

torch = pytest.importorskip("torch")
hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

DTYPES = {"float32": (tg.float32, torch.float32), "float64": (tg.float64, torch.float64),
          "int32": (tg.int32, torch.int32), "int64": (tg.int64, torch.int64), "bool": (tg.bool, torch.bool),
          "float16": (tg.float16, torch.float16), "bfloat16": (tg.bfloat16, torch.bfloat16),
          "uint8": (tg.uint8, torch.uint8), "int8": (tg.int8, torch.int8), "int16": (tg.int16, torch.int16)}
TG_OF = {v[1]: v[0] for v in DTYPES.values()}
SHAPES = [(3, 4), (4,), (2, 3, 4), (1, 4), (4, 1), (2, 4)]
UNARY = ["neg", "abs", "exp", "sqrt", "sigmoid", "floor", "sign", "tanh", "logical_not", "bitwise_not", "square"]
BINARY = ["add", "sub", "mul", "div", "maximum", "minimum", "eq", "lt", "remainder", "atan2", "logical_and", "pow",
          "floor_divide", "bitwise_and"]
SCALAR_OK = ["add", "sub", "mul", "div", "eq", "lt", "remainder", "pow", "floor_divide"]
INPLACE = ["add_", "mul_", "sub_", "copy_", "clamp_", "neg_", "zero_", "fill_", "masked_fill_"]
REDUCE = ["sum", "mean", "amax", "prod", "cumsum", "argmax"]


def _host(t):
    if isinstance(t, torch.Tensor):
        return t.detach().to(torch.float64).numpy() if t.dtype in (torch.float16, torch.bfloat16) else t.numpy()
    return np.asarray(t._host(), dtype=np.float64) if t.dtype in (tg.float16, tg.bfloat16) else t.numpy()


def _agree(a, b, where):
    """tensorgen tensor a, torch tensor b."""
    assert tuple(a.shape) == tuple(b.shape), (where, tuple(a.shape), tuple(b.shape))
    assert a.dtype is TG_OF[b.dtype], (where, a.dtype, b.dtype)
    x, y = _host(a), _host(b)
    if b.dtype in (torch.float16, torch.bfloat16):
        np.testing.assert_allclose(x, y, rtol=2e-2, atol=2e-2, equal_nan=True, err_msg=where)
    elif b.dtype.is_floating_point:
        np.testing.assert_allclose(x, y, rtol=1e-5, atol=1e-6, equal_nan=True, err_msg=where)
    else:
        np.testing.assert_array_equal(x, y, err_msg=where)


class Chain:
    """Tensor pairs (tensorgen, torch) and the step that runs one op on both."""

    def __init__(self):
        self.pairs = []

    def add(self, pair):
        self.pairs.append(pair)
        return pair

    def check(self, where):
        for i, (a, b) in enumerate(self.pairs):
            _agree(a, b, f"{where} (tensor {i})")

    def step(self, name, run_tg, run_torch, meant=None):
        """Run on both; equal raising; returns the result pair or None. `meant`
        (taken before torch runs) gives a function that writes the value the call
        means into torch's target, from copies of the inputs."""
        try:
            write_meant = meant() if meant is not None else None
        except (RuntimeError, IndexError, TypeError, ValueError, ZeroDivisionError):
            write_meant = None  # the call itself raises: torch's own run says so below
        try:
            expected = run_torch()
            torch_error = None
        except (RuntimeError, IndexError, TypeError, ValueError, ZeroDivisionError) as e:
            expected, torch_error = None, e
        if torch_error is None and write_meant is not None:
            expected = write_meant()  # the meant value (see the module docstring)
            assert expected is not None
        try:
            got = run_tg()
        except (RuntimeError, IndexError, TypeError, ValueError, ZeroDivisionError) as e:
            assert torch_error is not None, f"{name}: tensorgen raised {e!r}, torch did not"
            return None
        assert torch_error is None, f"{name}: torch raised {torch_error!r}, tensorgen gave {got!r}"
        return got, expected


def _values(draw, shape, dtype):
    n = int(np.prod(shape))
    if dtype == "bool":
        return np.array(draw(st.lists(st.booleans(), min_size=n, max_size=n)), dtype=bool).reshape(shape)
    if dtype == "uint8":
        return np.array(draw(st.lists(st.integers(0, 9), min_size=n, max_size=n)), dtype=dtype).reshape(shape)
    if dtype.startswith("int"):
        return np.array(draw(st.lists(st.integers(-9, 9), min_size=n, max_size=n)), dtype=dtype).reshape(shape)
    vals = draw(st.lists(st.floats(-4, 4, width=16), min_size=n, max_size=n))
    return np.array(vals, dtype=np.float64).reshape(shape)


def _make(values, dtype):
    tgd, thd = DTYPES[dtype]
    return tg.tensor(values.tolist(), dtype=tgd), torch.tensor(values.tolist(), dtype=thd)


def _pick(draw, chain):
    return chain.pairs[draw(st.integers(0, len(chain.pairs) - 1))]


def _view(draw, pair):
    a, b = pair
    nd = a.dim()
    kind = draw(st.sampled_from(["t", "transpose", "slice", "unsqueeze", "expand", "select", "flip_stride",
                                 "permute", "reshape", "narrow"]))
    if kind == "permute" and nd >= 2:
        perm = tuple(reversed(range(nd)))
        return a.permute(*perm), b.permute(*perm)
    if kind == "reshape" and nd >= 1:
        return a.reshape(-1), b.reshape(-1)
    if kind == "narrow" and nd >= 1 and a.shape[-1] >= 2:
        return a.narrow(-1, 1, a.shape[-1] - 1), b.narrow(-1, 1, b.shape[-1] - 1)
    if kind == "t" and nd <= 2:
        return a.t(), b.t()
    if kind == "transpose" and nd >= 2:
        d0, d1 = draw(st.integers(0, nd - 1)), draw(st.integers(0, nd - 1))
        return a.transpose(d0, d1), b.transpose(d0, d1)
    if kind == "slice" and nd >= 1:
        d = draw(st.integers(0, nd - 1))
        n = a.shape[d]
        start, step = draw(st.integers(0, max(n - 1, 0))), draw(st.integers(1, 2))
        key = (slice(None),) * d + (slice(start, None, step),)
        return a[key], b[key]
    if kind == "unsqueeze":
        d = draw(st.integers(0, nd))
        return a.unsqueeze(d), b.unsqueeze(d)
    if kind == "expand" and nd >= 1 and 1 in a.shape:
        shape = tuple(3 if s == 1 else s for s in a.shape)
        return a.expand(*shape), b.expand(*shape)
    if kind == "select" and nd >= 2:
        i = draw(st.integers(0, a.shape[0] - 1)) if a.shape[0] else 0
        if a.shape[0]:
            return a[i], b[i]
    if kind == "flip_stride" and nd >= 1 and a.shape[-1] >= 2:
        return a[..., ::2], b[..., ::2]
    return a, b


def _run_step(draw, chain):
    kind = draw(st.sampled_from(["view", "unary", "binary", "inplace", "out", "reduce", "cat", "where",
                                 "softmax", "matmul"]))
    a, b = _pick(draw, chain)
    if kind == "view":
        chain.add(_view(draw, (a, b)))
        return
    if kind == "unary":
        name = draw(st.sampled_from(UNARY))
        r = chain.step(name, lambda: getattr(tg, name)(a), lambda: getattr(torch, name)(b))
    elif kind == "binary":
        name = draw(st.sampled_from(BINARY))
        c, d = _pick(draw, chain)
        if draw(st.booleans()) and name in SCALAR_OK:
            s = draw(st.sampled_from([2, -1, 0.5, True]))
            r = chain.step(name, lambda: getattr(tg, name)(a, s), lambda: getattr(torch, name)(b, s))
        else:
            r = chain.step(name, lambda: getattr(tg, name)(a, c), lambda: getattr(torch, name)(b, d))
    elif kind == "inplace":
        name = draw(st.sampled_from(INPLACE))
        c, d = _pick(draw, chain)
        args = {"add_": ((c,), (d,)), "mul_": ((c,), (d,)), "sub_": ((c,), (d,)), "copy_": ((c,), (d,)),
                "clamp_": ((-1, 1), (-1, 1)), "neg_": ((), ()), "zero_": ((), ()), "fill_": ((3,), (3,)),
                "masked_fill_": ((c > 0, 7), (d > 0, 7))}[name]
        if name == "masked_fill_" and 0 in b.stride() and b.numel() > 1:
            return  # an expanded target: which aliased write lands is the library's order (deprecated)
        same = name == "copy_" and d is b  # x.copy_(x): nothing to write (even for an expanded x)

        def meant():  # the op on copies of the inputs, then written into the target
            value = getattr(b.clone(), name)(*(x.clone() if isinstance(x, torch.Tensor) else x for x in args[1]))
            return lambda: b.copy_(value) if name not in ("fill_", "zero_") else b
        r = chain.step(name, lambda: getattr(a, name)(*args[0]), lambda: getattr(b, name)(*args[1]),
                       None if same else meant)
        if r is not None:
            assert r[0] is a
        chain.check(name)
        return
    elif kind == "out":
        name = draw(st.sampled_from(["add", "mul", "sub", "maximum", "neg", "exp", "sum", "matmul"]))
        o, p = _pick(draw, chain)
        c, d = _pick(draw, chain)
        tg_args = {"neg": (a,), "exp": (a,), "sum": (a, -1)}.get(name, (a, c))
        th_args = {"neg": (b,), "exp": (b,), "sum": (b, -1)}.get(name, (b, d))

        try:
            value = getattr(torch, name)(*(x.clone() for x in th_args if isinstance(x, torch.Tensor)),
                                         *(x for x in th_args if not isinstance(x, torch.Tensor)))
        except (RuntimeError, IndexError, TypeError, ValueError):
            value = None
        if value is not None and tuple(value.shape) != tuple(p.shape):
            return  # out= of another shape is resized: keep the chain's views out of that

        def meant():
            return lambda: p.copy_(value)
        shape = tuple(p.shape)
        chain.step(f"{name}(out=)", lambda: getattr(tg, name)(*tg_args, out=o),
                   lambda: getattr(torch, name)(*th_args, out=p), meant if value is not None else None)
        if tuple(p.shape) != tuple(o.shape) and tuple(o.shape) == shape:
            # torch resized out= before raising; tensorgen leaves it as it was
            chain.pairs = [pair for pair in chain.pairs if pair[0] is not o]
        chain.check(f"{name}(out=)")
        return
    elif kind == "reduce":
        name = draw(st.sampled_from(REDUCE))
        if a.dim() == 0:
            return
        dim = draw(st.integers(-a.dim(), a.dim() - 1))
        r = chain.step(name, lambda: getattr(tg, name)(a, dim), lambda: getattr(torch, name)(b, dim))
    elif kind == "cat":
        c, d = _pick(draw, chain)
        dim = draw(st.integers(0, 2))
        r = chain.step("cat", lambda: tg.cat([a, c], dim), lambda: torch.cat([b, d], dim))
    elif kind == "where":
        c, d = _pick(draw, chain)
        r = chain.step("where", lambda: tg.where(a > 0, a, c), lambda: torch.where(b > 0, b, d))
    elif kind == "softmax":
        if a.dim() == 0:
            return
        r = chain.step("softmax", lambda: tg.softmax(a, -1), lambda: torch.softmax(b, -1))
    else:
        c, d = _pick(draw, chain)
        r = chain.step("matmul", lambda: tg.matmul(a, c), lambda: torch.matmul(b, d))
    if r is not None:
        got, expected = r
        _agree(got, expected, kind)
        chain.add((got, expected))
    chain.check(kind)


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.data())
def test_random_chains_agree_with_torch(data):
    draw = data.draw
    chain = Chain()
    for _ in range(draw(st.integers(1, 3))):
        dtype = draw(st.sampled_from(sorted(DTYPES)))
        shape = draw(st.sampled_from(SHAPES))
        values = _values(draw, shape, dtype)
        chain.add(_make(values, dtype))
        if draw(st.booleans()):  # a non-contiguous start
            chain.add(_view(draw, chain.pairs[-1]))
    chain.check("start")
    for _ in range(draw(st.integers(3, 8))):
        _run_step(draw, chain)
