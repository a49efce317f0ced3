"""The plan cache (dispatch/plan_cache.py, core/call_key.py): a call served
from a cached plan (a hit) gives exactly what the same call planned afresh (a
miss) gives, and both agree with torch: value, dtype, shape, strides class,
names and gradients, over random operators, dtypes (half and bfloat16
included) and layouts (0-dim, empty, transposed, expanded, sliced, offset),
fresh, out= and in place. The hit is made by another call of the same key
with other values at other storage offsets, so a plan that baked a value or an
offset into its launch record would show here.
"""
import contextlib
import threading
import warnings

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import tensorgen as tg
from tensorgen.dispatch import pipeline, plan_cache

torch = None
try:  # the differential half runs when torch is installed
    import torch  # noqa: F811
except ImportError:
    pass

DTYPES = ["bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64"]
FLOATS = ["float16", "bfloat16", "float32", "float64"]
LAYOUTS = ["contiguous", "transposed", "sliced", "offset", "expanded", "zero_dim", "empty"]


# ------------------------------------------------------------------ building operands
def _values(shape, dtype, seed):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape) * 3
    if dtype == "bool":
        return x > 0
    if dtype in FLOATS:
        return x.astype(np.float32)
    x = np.rint(x)
    return np.abs(x).astype(np.int64) if dtype == "uint8" else x.astype(np.int64)


def _make(lib, layout, shape, dtype, seed, offset):
    """A tensor of ``lib`` (tensorgen or torch) with this layout: both libraries
    build it with the same steps, so both get the same values and strides."""
    if layout == "zero_dim":
        shape = ()
    elif layout == "empty":
        shape = (0,) + tuple(shape[1:])
    m, n = (shape + (1, 1))[:2] if len(shape) >= 2 else ((shape[0], 1) if shape else (1, 1))
    want = getattr(lib, dtype)

    def conv(a):
        return lib.tensor(a).to(want)

    if layout == "transposed" and len(shape) == 2:
        return conv(_values((n, m), dtype, seed)).t()
    if layout == "sliced" and len(shape) == 2:
        return conv(_values((m, 2 * n), dtype, seed))[:, ::2]
    if layout == "offset" and shape:
        size = int(np.prod(shape))
        return conv(_values((size + offset,), dtype, seed))[offset:offset + size].view(*shape)
    if layout == "expanded" and len(shape) == 2:
        return conv(_values((1, n), dtype, seed)).expand(m, n)
    return conv(_values(shape, dtype, seed))


def _leaf(t, requires_grad):
    return t.detach().requires_grad_() if requires_grad else t


# ------------------------------------------------------------------ the operators exercised
class Case:
    """One operator call: ``fn(lib, *operands)``, how many 2-d operands it
    takes, the dtypes it is tried on, whether it has out= and an in-place form."""

    def __init__(self, name, arity, fn, dtypes=DTYPES, out=None, inplace=None, grad=True, rtol=1e-5,
                 layouts=LAYOUTS):
        self.name, self.arity, self.fn, self.dtypes = name, arity, fn, dtypes
        self.out, self.inplace, self.grad, self.rtol, self.layouts = out, inplace, grad, rtol, layouts


NUMERIC = [d for d in DTYPES if d != "bool"]
CASES = [
    Case("add", 2, lambda L, a, b: L.add(a, b, alpha=2), NUMERIC, out=lambda L, a, b, o: L.add(a, b, alpha=2, out=o),
         inplace=lambda L, a, b: a.add_(b, alpha=2)),
    Case("mul", 2, lambda L, a, b: a * b, out=lambda L, a, b, o: L.mul(a, b, out=o),
         inplace=lambda L, a, b: a.mul_(b)),
    Case("sub", 2, lambda L, a, b: a - b, NUMERIC, inplace=lambda L, a, b: a.sub_(b)),
    Case("div", 2, lambda L, a, b: a / (b * b + 1), NUMERIC),
    Case("maximum", 2, lambda L, a, b: L.maximum(a, b), out=lambda L, a, b, o: L.maximum(a, b, out=o), grad=False),
    Case("scalar operand", 1, lambda L, a: 2.5 * a - 1, NUMERIC, inplace=lambda L, a: a.mul_(2.5)),
    Case("int scalar", 1, lambda L, a: a + 3, NUMERIC, inplace=lambda L, a: a.add_(3)),
    Case("float alpha", 2, lambda L, a, b: L.add(a, b, alpha=0.75), FLOATS,
         inplace=lambda L, a, b: a.add_(b, alpha=0.75)),
    Case("exp", 1, lambda L, a: a.exp(), FLOATS, out=lambda L, a, o: L.exp(a, out=o), inplace=lambda L, a: a.exp_()),
    Case("neg", 1, lambda L, a: -a, NUMERIC, inplace=lambda L, a: a.neg_()),
    Case("abs", 1, lambda L, a: a.abs(), NUMERIC),
    Case("sigmoid", 1, lambda L, a: a.sigmoid(), FLOATS),
    Case("sum", 1, lambda L, a: a.sum(), out=None, rtol=1e-4),
    Case("sum(0, keepdim)", 1, lambda L, a: a.sum(0, keepdim=True), rtol=1e-4,
         layouts=[x for x in LAYOUTS if x != "zero_dim"]),
    Case("mean(-1)", 1, lambda L, a: a.mean(-1), FLOATS, rtol=1e-4, layouts=[x for x in LAYOUTS if x != "zero_dim"]),
    Case("amax(1)", 1, lambda L, a: a.amax(1), NUMERIC, grad=False, layouts=[x for x in LAYOUTS if x != "zero_dim"]),
    Case("softmax(-1)", 1, lambda L, a: L.softmax(a, -1), FLOATS, layouts=[x for x in LAYOUTS if x != "zero_dim"]),
    Case("log_softmax(0)", 1, lambda L, a: L.log_softmax(a, 0), FLOATS,
         layouts=[x for x in LAYOUTS if x != "zero_dim"]),
    Case("t", 1, lambda L, a: a.t() * 1, layouts=[x for x in LAYOUTS if x != "zero_dim"]),
    Case("transpose view", 1, lambda L, a: a.transpose(0, 1).unsqueeze(1).narrow(0, 0, 1),
         layouts=[x for x in LAYOUTS if x not in ("zero_dim", "empty")]),
    Case("reshape", 1, lambda L, a: a.reshape(-1), layouts=[x for x in LAYOUTS if x != "zero_dim"]),
    Case("clone", 1, lambda L, a: a.clone()),
    Case("cat", 2, lambda L, a, b: L.cat([a, b]), layouts=[x for x in LAYOUTS if x != "zero_dim"],
         out=lambda L, a, b, o: L.cat([a, b], out=o)),
    Case("fill_", 1, lambda L, a: a.clone().fill_(3), grad=False, inplace=lambda L, a: a.fill_(3)),
    Case("masked_fill", 1, lambda L, a: a.masked_fill(a > 0, 1), grad=False),
    Case("mm", 2, lambda L, a, b: L.mm(a, b.t()), ["float32", "float64"], rtol=1e-4,
         out=lambda L, a, b, o: L.mm(a, b.t(), out=o), layouts=[x for x in LAYOUTS if x != "zero_dim"]),
    Case("addmm", 2, lambda L, a, b: L.addmm(b[:, 0], a, b.t(), beta=0.5, alpha=2), ["float32", "float64"],
         rtol=1e-4, layouts=[x for x in LAYOUTS if x != "zero_dim"]),
]
BY_NAME = {c.name: c for c in CASES}


# ------------------------------------------------------------------ hit and miss
@contextlib.contextmanager
def _planned():
    """The op names the pipeline planned during the block (a miss plans; a hit does not)."""
    names, real = [], pipeline._plan

    def spy(fam, op, args, inplace):
        names.append(op.name)
        return real(fam, op, args, inplace)
    pipeline._plan = spy
    try:
        yield names
    finally:
        pipeline._plan = real


def _outcome(fn):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return ("ok", fn())
        except Exception as e:  # noqa: BLE001 - hit and miss must raise the same thing
            return ("error", type(e), str(e))


def _summary(t):
    if t is None or not hasattr(t, "dtype"):
        return t
    return (str(t.dtype).split(".")[-1], tuple(t.shape), t.is_contiguous(),
            getattr(t, "names", None) if isinstance(t, tg.Tensor) else None)


def _host(t):
    return np.asarray(t.detach().float().numpy(), dtype=np.float64)


def _run(case, mode, layouts, dtype, seed, offset, names, requires_grad, lib=tg):
    """Build the operands, run the call, backprop; returns (result, [grads])."""
    shape = (3, 4)
    operands = [_leaf(_make(lib, lay, shape, dtype, seed + i, offset + i), requires_grad)
                for i, lay in enumerate(layouts[:case.arity])]
    if names and lib is tg:
        operands = [x.refine_names(*("A", "B")[:x.dim()]) if x.dim() == 2 else x for x in operands]
    if mode == "out":  # an out= of the result's shape (contiguous): its layout is the out's own
        o = lib.empty(tuple(case.fn(lib, *operands).shape), dtype=getattr(lib, dtype))
        res = case.out(lib, *operands, o)
        assert res is o
    elif mode == "inplace":
        target = operands[0].clone() if requires_grad else operands[0]
        res = case.inplace(lib, target, *operands[1:])
        assert res is target
    else:
        res = case.fn(lib, *operands)
    grads = []
    if requires_grad and res.requires_grad:
        w = lib.tensor(_values(tuple(res.shape), "float32", 99)).to(res.dtype)
        if lib is tg and res.names is not None and any(n is not None for n in res.names):
            w = w.refine_names(*res.names)
        (res * w).sum().backward()
        grads = [x.grad for x in operands]
    return res, grads


def _hit_and_miss(case, mode, layouts, dtype, names, requires_grad):
    """(hit outcome, miss outcome, whether the hit planned the op)."""
    call_a = lambda: _run(case, mode, layouts, dtype, 1, 1, names, requires_grad)  # noqa: E731
    call_b = lambda: _run(case, mode, layouts, dtype, 11, 3, names, requires_grad)  # noqa: E731
    plan_cache.clear()
    _outcome(call_a)  # plans and keeps the entry
    with _planned() as planned:
        hit = _outcome(call_b)
    plan_cache.clear()
    miss = _outcome(call_b)
    return hit, miss, planned


def _same(hit, miss):
    assert hit[0] == miss[0], (hit, miss)
    if hit[0] == "error":
        assert hit[1:] == miss[1:]
        return
    (r1, g1), (r2, g2) = hit[1], miss[1]
    assert _summary(r1) == _summary(r2)
    assert r1.stride() == r2.stride()
    np.testing.assert_array_equal(_host(r1), _host(r2))
    assert len(g1) == len(g2)
    for a, b in zip(g1, g2):
        assert (a is None) == (b is None)
        if a is not None:
            assert _summary(a) == _summary(b) and a.stride() == b.stride()
            np.testing.assert_array_equal(_host(a), _host(b))


def _against_torch(case, mode, layouts, dtype, requires_grad, got):
    if torch is None or got[0] != "ok":
        return
    want = _outcome(lambda: _run(case, mode, layouts, dtype, 11, 3, False, requires_grad, lib=torch))
    if want[0] != "ok":
        return  # torch refuses what tensorgen allows (a dtype it lacks on the CPU): nothing to compare
    (r, grads), (tr, tgrads) = got[1], want[1]
    assert str(r.dtype).split(".")[-1] == str(tr.dtype).split(".")[-1], (r.dtype, tr.dtype)
    assert tuple(r.shape) == tuple(tr.shape)
    assert r.is_contiguous() == tr.is_contiguous(), (r.stride(), tr.stride())
    rtol = {"float16": 2e-3, "bfloat16": 1.6e-2}.get(dtype, case.rtol)
    np.testing.assert_allclose(_host(r), tr.detach().float().numpy().astype(np.float64), rtol=rtol, atol=rtol)
    for a, b in zip(grads, tgrads):
        assert (a is None) == (b is None)
        if a is not None:
            np.testing.assert_allclose(_host(a), b.float().numpy().astype(np.float64), rtol=max(rtol, 1e-4),
                                       atol=max(rtol, 1e-4))


@st.composite
def _calls(draw):
    case = draw(st.sampled_from(CASES))
    dtype = draw(st.sampled_from(case.dtypes))
    modes = ["fresh"] + (["out"] if case.out else []) + (["inplace"] if case.inplace else [])
    mode = draw(st.sampled_from(modes))
    layouts = [draw(st.sampled_from(case.layouts)) for _ in range(case.arity)]
    if case.arity == 2 and ("zero_dim" in layouts or "empty" in layouts) and case.name in ("cat", "mm"):
        layouts = [layouts[0], layouts[0]]
    names = draw(st.booleans()) and "zero_dim" not in layouts
    requires_grad = case.grad and dtype in ("float32", "float64") and mode != "out" and draw(st.booleans())
    return case, mode, layouts, dtype, names, requires_grad


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_calls())
def test_hit_miss_and_torch_agree(call):
    case, mode, layouts, dtype, names, requires_grad = call
    hit, miss, planned = _hit_and_miss(case, mode, layouts, dtype, names, requires_grad)
    _same(hit, miss)
    if not names:
        _against_torch(case, mode, layouts, dtype, requires_grad, miss)


# ------------------------------------------------------------------ the cache is used, and only where it may be
def test_a_repeated_call_is_not_planned_again():
    a, b = tg.randn(3, 4), tg.randn(3, 4)
    plan_cache.clear()
    with _planned() as planned:
        a + b
    assert planned == ["add"]
    with _planned() as planned:
        tg.randn(3, 4) + tg.randn(3, 4)  # another call of the same key
        a.sum(), a.sum()
        a.t(), a.t()
    assert planned.count("add") == 0 and planned.count("sum") == 1 and planned.count("t") == 1


def test_the_key_holds_what_the_plan_reads():
    a = tg.ones(2, 3)
    plan_cache.clear()
    tests = [lambda: a + 1, lambda: a + 1.0, lambda: a + True, lambda: a.sum(1), lambda: a.sum(0),
             lambda: a.to(tg.int32) + 1, lambda: a.t() + 1, lambda: a.refine_names("N", "C") + 1]
    with _planned() as planned:
        for f in tests:
            f()
    assert planned.count("add") == 6 and planned.count("sum") == 2  # each a key of its own
    with _planned() as planned:
        for f in tests:
            f()
    assert "add" not in planned and "sum" not in planned


def test_equal_arguments_of_other_types_are_keys_of_their_own():
    """1 and True (0 and False) are equal as values, not as arguments: a
    cached plan of one never answers for the other (the reductions' keywords
    and softmax's dim are keyed without a tuple of their types)."""
    a = tg.ones(2, 3)

    def outcome(f):
        try:
            r = f()
        except TypeError as e:
            return str(e)
        return r.shape, r.tolist()

    pairs = [(lambda: a.sum(1), lambda: a.sum(True)), (lambda: a.mean(0), lambda: a.mean(False)),
             (lambda: tg.softmax(a, 1), lambda: tg.softmax(a, True)),
             (lambda: tg.log_softmax(a, 0), lambda: tg.log_softmax(a, False)),
             (lambda: a.sum(1, True), lambda: a.sum(1, 1)), (lambda: a.sum(None, True), lambda: a.sum(None, 1)),
             (lambda: a.std(None, correction=1, keepdim=1), lambda: a.std(None, correction=True, keepdim=True))]
    for first, second in pairs:
        for x, y in ((first, second), (second, first)):
            plan_cache.clear()
            fresh = outcome(y)
            plan_cache.clear()
            outcome(x)
            assert outcome(y) == fresh


def test_values_are_not_baked_into_a_plan():
    """Kernel scalars and number operands are data: a new value is the same plan,
    converted per call (Adam's step size changes every step)."""
    a = tg.ones(4)
    plan_cache.clear()
    tg.add(a, a, alpha=0.5)
    with _planned() as planned:
        r = [tg.add(a, a, alpha=v).tolist() for v in (0.25, -0.0, 2.0)] + [(a * v).tolist() for v in (1.5, -2.0)]
    assert planned.count("add") == 0
    assert r == [[1.25] * 4, [1.0] * 4, [3.0] * 4, [1.5] * 4, [-2.0] * 4]
    z = tg.zeros(2)
    assert np.signbit(tg.mul(z, -0.0).numpy()).all() and not np.signbit(tg.mul(z, 0.0).numpy()).any()
    # an integer alpha is part of the key (converted once); the value checks run per call
    i = tg.ones(3, dtype=tg.int8)
    with pytest.raises(RuntimeError, match="For integral input tensors, argument alpha must not be a floating"):
        tg.add(i, i, alpha=0.5)
    assert tg.add(i, i, alpha=3).tolist() == [4, 4, 4]
    assert tg.add(i, i, alpha=-2).tolist() == [-1, -1, -1]
    with pytest.raises(RuntimeError, match="value cannot be converted to type int8_t without overflow"):
        tg.clamp(i, max=300)
    assert tg.clamp(i, max=0).tolist() == [0, 0, 0]
    with pytest.raises(RuntimeError, match="value cannot be converted to type int8_t without overflow"):
        tg.clamp(i, max=300)
    d = tg.tensor([4, 6], dtype=tg.int32)
    assert tg.div(d, tg.tensor([2, 3], dtype=tg.int32), rounding_mode="floor").tolist() == [2, 2]
    with pytest.raises(RuntimeError, match="ZeroDivisionError"):
        tg.div(d, tg.tensor([2, 0], dtype=tg.int32), rounding_mode="floor")  # a hit still reads the divisor


def test_memory_is_checked_per_call():
    """Storage offsets and overlap are not in the key: each call checks its own."""
    b = tg.ones(3, 4)
    for _ in range(2):
        base = tg.arange(20.0)
        x, o = base[0:12].view(3, 4), base[1:13].view(3, 4)
        with pytest.raises(RuntimeError, match="some elements of the input tensor and the written-to tensor"):
            tg.mul(x, b, out=o)
        tg.mul(x, b, out=tg.empty(3, 4))
    ro = np.zeros((3, 4), np.float32)
    ro.flags.writeable = False
    with pytest.raises(RuntimeError, match="read-only"):
        tg.mul(b, b, out=tg.from_numpy(ro))
    assert not ro.any()
    same = tg.arange(12.0).view(3, 4)
    tg.mul(same, same, out=same)  # the very same elements: written in place
    np.testing.assert_array_equal(same.numpy(), (np.arange(12.0) ** 2).reshape(3, 4))
    with pytest.warns(UserWarning, match="An output with one or more elements was resized"):
        tg.mul(b, b, out=tg.empty(2, 2))  # the resize warns on every call
    with pytest.warns(UserWarning, match="An output with one or more elements was resized"):
        tg.mul(b, b, out=tg.empty(2, 2))


def test_views_replay_at_their_own_offset():
    base = tg.arange(30.0)
    for start in (0, 7, 13):
        x = base[start:start + 12].view(3, 4)
        assert x.t()[1, 2].item() == start + 9
        assert x[1:, 2:].sum().item() == sum(start + k for k in (6, 7, 10, 11))
        y = x.clone()
        y.transpose_(0, 1)
        assert y.stride() == (1, 4) and y[3, 0].item() == start + 3


def test_global_state_a_plan_reads_clears_the_cache():
    old = tg.get_default_dtype()
    try:
        assert (tg.ones(2, dtype=tg.int32) + 0.5).dtype is tg.float32
        tg.set_default_dtype(tg.float64)
        assert (tg.ones(2, dtype=tg.int32) + 0.5).dtype is tg.float64
    finally:
        tg.set_default_dtype(old)
    assert (tg.ones(2, dtype=tg.int32) + 0.5).dtype is old


def test_autograd_and_names_are_the_pipelines_on_a_hit():
    for _ in range(2):  # the second round hits every plan
        x = tg.ones(2, 3, names=("N", "C"), requires_grad=True)
        y = (x * 2).sum("C")
        assert y.names == ("N",) and type(y.grad_fn).__name__ == "SumBackward0"
        y.sum().backward()
        assert x.grad.names == ("N", "C") and x.grad.tolist() == [[2.0] * 3] * 2
        with tg.no_grad():
            assert (x * 2).grad_fn is None
        with pytest.raises(RuntimeError, match="functions with out=... arguments don't support automatic"):
            tg.mul(x, 2, out=tg.empty(2, 3))


def test_the_cache_is_bounded_and_shared_by_threads():
    small = plan_cache.PlanCache(limit=16)
    for i in range(100):
        small.put(("k", i), i)
    assert len(small) <= 16 and small.lookup(("k", 99)) == 99 and small.lookup(("k", 0)) is None
    errors = []

    def work(n):
        try:
            for i in range(200):
                t = tg.ones(n, i % 7 + 1)
                assert (t + t).sum().item() == 2 * n * (i % 7 + 1)
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(e)
    threads = [threading.Thread(target=work, args=(n,)) for n in (1, 2, 3, 4)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert not errors, errors


def test_tensor_valued_arguments_are_read_per_call():
    """A tensor given where a plan reads a number (beta, a norm's p, narrow's
    start, a fill value) is read on every call, never baked into a cached plan."""
    c, a = tg.ones(2, 2), tg.eye(2)
    beta = tg.tensor(1.0)
    assert tg.addmm(c, a, a, beta=beta).tolist() == [[2.0, 1.0], [1.0, 2.0]]
    beta.fill_(3.0)
    assert tg.addmm(c, a, a, beta=beta).tolist() == [[4.0, 3.0], [3.0, 4.0]]
    x = tg.tensor([3.0, 4.0])
    p = tg.tensor(2.0)
    assert tg.norm(x, p).item() == 5.0
    p.fill_(1.0)
    assert tg.norm(x, p).item() == 7.0
    r = tg.arange(6.0)
    start = tg.tensor(1)
    assert r.narrow(0, start, 2).tolist() == [1.0, 2.0]
    start.fill_(3)
    assert r.narrow(0, start, 2).tolist() == [3.0, 4.0]
    v, y = tg.tensor(2.0), tg.zeros(3)
    y.fill_(v)
    v.fill_(5.0)
    assert y.fill_(v).tolist() == [5.0] * 3
