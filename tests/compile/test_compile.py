"""tg.compile: tracing through the pipeline, guards, replay, graph breaks with
reasons (tg.compiler.explain), retracing on a guard miss, Module.compile()."""

import numpy as np
import pytest

import tensorgen as tg


def same(a, b):
    """Bit-identical values, and the same dtype, shape, strides and names."""
    assert a.dtype == b.dtype and a.shape == b.shape and a.stride() == b.stride() and a.names == b.names
    assert np.array_equal(a.detach().numpy(), b.detach().numpy(), equal_nan=True)


def chain(x, y):
    z = x * y + 1.5
    return tg.sin(z) - x.exp(), z.sum(1)


def test_replay_equals_eager_and_skips_the_trace():
    x, y = tg.randn(4, 5), tg.randn(5)
    c = tg.compile(chain)
    first, again = c(x, y), c(x, y)
    for got in (first, again):
        for g, e in zip(got, chain(x, y)):
            same(g, e)
    assert c.stats["traces"] == 1 and c.stats["replays"] == 1
    x2 = tg.randn(4, 5)  # new values, same guards: replayed with the new values
    for g, e in zip(c(x2, y), chain(x2, y)):
        same(g, e)
    assert c.stats["traces"] == 1


@pytest.mark.parametrize("change", ["shape", "dtype", "requires_grad", "strides", "names", "grad_mode", "scalar"])
def test_a_guard_miss_traces_again(change):
    def f(x, s):
        return x * s + x
    c = tg.compile(f)
    x = tg.randn(3, 4)
    c(x, 2.0)
    if change == "shape":
        x = tg.randn(4, 4)
    elif change == "dtype":
        x = x.double()
    elif change == "requires_grad":
        x = x.clone().requires_grad_()
    elif change == "strides":
        x = tg.randn(4, 3).t()
    elif change == "names":
        x = x.refine_names("N", "C")
    s = 3.0 if change == "scalar" else 2.0
    if change == "grad_mode":
        x = x.clone().requires_grad_()
        c(x, s)
        with tg.no_grad():
            got = c(x, s)
        assert got.grad_fn is None
    else:
        got = c(x, s)
    same(got, f(x, s))
    assert c.stats["traces"] == (3 if change == "grad_mode" else 2)  # (grad mode: requires_grad, then no_grad)


def test_recompile_limit_warns_and_runs_eagerly():
    c = tg.compile(lambda x: x + 1)
    for n in range(1, 9):
        c(tg.ones(n))
    with pytest.warns(UserWarning, match="recompile limit"):
        got = c(tg.ones(20))
    same(got, tg.ones(20) + 1)
    assert c.stats["traces"] == 8 and c.stats["eager"] == 1


@pytest.mark.parametrize("body, reason", [
    (lambda x: x * 2 if x.sum() > 0 else x, "data-dependent control flow"),
    (lambda x: x * x.max().item(), "Tensor.item()"),
    (lambda x: x + float(x.tolist()[0][0]), "Tensor.tolist()"),
    (lambda x: print(x) or x + 1, "printing"),
    (lambda x: tg.nn.functional.dropout(x, 0.5, True) + 1, "not replayable"),
    (lambda x: x + tg.zeros(x.shape), "factory"),
])
def test_graph_breaks_are_reported_and_run_eagerly(body, reason, capsys):
    x = tg.randn(2, 3)
    report = tg.compiler.explain(body)(x)
    assert report.graph_break_count >= 1
    assert any(reason in b.reason for b in report.break_reasons), report.break_reasons
    assert "test_compile.py" in report.break_reasons[0].user_stack
    assert "Graph Break Count" in str(report)
    c = tg.compile(body)
    tg.manual_seed(0)
    got = [c(x) for _ in range(3)]
    tg.manual_seed(0)
    want = [body(x) for _ in range(3)]
    for g, w in zip(got, want):
        same(g, w)
    assert c.stats["replays"] == 0


def test_fullgraph_refuses_a_break():
    c = tg.compile(lambda x: x * x.sum().item(), fullgraph=True)
    with pytest.raises(RuntimeError, match="graph breaks"):
        c(tg.ones(3))


def test_explain_of_a_whole_graph():
    report = tg.compiler.explain(chain)(tg.randn(2, 3), tg.randn(3))
    assert (report.graph_count, report.graph_break_count) == (1, 0)
    assert report.ops_per_graph[0] == ["mul", "add", "sin", "exp", "sub", "sum"]


def test_in_place_on_an_input_replays():
    def step(p, g):
        p.mul_(0.5).add_(g, alpha=-0.1)
        return p
    c = tg.compile(step)
    p1, p2, g = tg.randn(5), None, tg.randn(5)
    p2 = p1.clone()
    for _ in range(3):
        c(p1, g)
        step(p2, g)
    same(p1, p2)
    assert c.stats["replays"] == 2


def test_a_changed_global_is_guarded():
    c = tg.compile(scaled)
    x = tg.ones(3)
    global SCALE
    same(c(x), x * 2.0)
    SCALE = 3.0
    try:
        same(c(x), x * 3.0)
    finally:
        SCALE = 2.0
    assert c.stats["traces"] == 2


SCALE = 2.0


def scaled(x):
    return x * SCALE


def through_a_helper(x):
    return scaled(x) + 1


def test_a_global_a_helper_reads_is_guarded():
    c = tg.compile(through_a_helper)
    x = tg.ones(3)
    global SCALE
    same(c(x), x * 2.0 + 1)
    SCALE = 3.0
    try:
        same(c(x), x * 3.0 + 1)
    finally:
        SCALE = 2.0
    assert c.stats["traces"] == 2


class Net(tg.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1, self.fc2 = tg.nn.Linear(6, 8), tg.nn.Linear(8, 3)

    def forward(self, x):
        return self.fc2(tg.tanh(self.fc1(x)) * 0.5 + 0.1)


@pytest.mark.parametrize("how", ["tg.compile", "Module.compile"])
def test_a_compiled_training_loop_equals_eager(how):
    tg.manual_seed(0)
    eager = Net()
    compiled = Net()
    compiled.load_state_dict(eager.state_dict())
    if how == "tg.compile":
        model = tg.compile(compiled)
    else:
        compiled.compile()
        model = compiled
    opts = [tg.optim.SGD(m.parameters(), lr=0.1, momentum=0.9) for m in (eager, model)]
    x, target = tg.randn(4, 6), tg.randn(4, 3)
    for _ in range(4):
        for m, opt in zip((eager, model), opts):
            opt.zero_grad()
            loss = ((m(x) - target) ** 2).mean()
            loss.backward()
            opt.step()
    for pe, pc in zip(eager.parameters(), compiled.parameters()):
        same(pe, pc)
        same(pe.grad, pc.grad)
    inner = model.__dict__["_compiled"] if how == "tg.compile" else model.__dict__["_compiled_call_impl"]
    assert inner.stats["replays"] == 3


def test_a_module_that_rebinds_an_attribute_breaks():
    class Keeps(tg.nn.Module):
        def forward(self, x):
            self.last = x * 2
            return self.last + 1
    m = Keeps()
    report = tg.compiler.explain(m)(tg.ones(2))
    assert any("Keeps.last" in b.reason for b in report.break_reasons)


def test_backward_inside_the_function_breaks():
    def f(x):
        (x * x).sum().backward()
        return x.grad
    x = tg.randn(3, requires_grad=True)
    report = tg.compiler.explain(f)(x)
    assert any("backward()" in b.reason for b in report.break_reasons)


def test_compile_as_a_decorator_and_disable():
    @tg.compile(fullgraph=False)
    def f(x):
        return x + 1
    same(f(tg.ones(2)), tg.ones(2) + 1)
    assert tg.compile(chain, disable=True) is chain
    g = tg.compiler.disable(lambda x: x * 2)
    report = tg.compiler.explain(lambda x: g(x) + 1)(tg.ones(2))
    assert report.graph_break_count == 1
    tg.compiler.reset()


def test_a_global_model_is_read_through_its_parameters():
    c = tg.compile(uses_global_model)
    x = tg.randn(3, 6)
    same(c(x), uses_global_model(x))
    with tg.no_grad():
        GLOBAL_NET.fc1.weight.mul_(2)  # new values: replayed with them
    same(c(x), uses_global_model(x))
    assert c.stats["replays"] == 1


GLOBAL_NET = Net()


def uses_global_model(x):
    return GLOBAL_NET(x) * 2


def test_optimizer_step_compiled_equals_eager():
    # the state it creates (momentum buffers) and rebinds is reported as a graph
    # break: the step runs eagerly, never a replay that would skip it
    tg.manual_seed(0)
    nets = [Net(), Net()]
    nets[1].load_state_dict(nets[0].state_dict())
    opts = [tg.optim.SGD(n.parameters(), lr=0.1, momentum=0.9) for n in nets]
    steps = [tg.compile(opts[0].step), opts[1].step]
    x = tg.randn(4, 6)
    for _ in range(3):
        for n, o, s in zip(nets, opts, steps):
            o.zero_grad()
            n(x).sum().backward()
            s()
    for a, b in zip(*(n.parameters() for n in nets)):
        same(a, b)
    report = tg.compiler.explain(opts[0].step)()
    # the fused step's plan is made per call (foreach kind) and the state it rebinds is SGD's: either is a break
    assert any("SGD holds" in b.reason or "_fused_sgd" in b.reason for b in report.break_reasons)


def test_another_threads_calls_are_not_traced():
    import threading
    started, release = threading.Event(), threading.Event()
    seen = []

    def other():
        started.set()
        release.wait(5)
        seen.append(tg.ones(3) * 5)  # runs while the main thread traces: eager, unrecorded

    t = threading.Thread(target=other)
    t.start()
    started.wait(5)

    def f(x):
        release.set()
        t.join(5)
        return x + 1
    report = tg.compiler.explain(f)(tg.ones(2))
    assert report.ops_per_graph == [["add"]] and report.graph_break_count == 0
    same(seen[0], tg.full((3,), 5.0))


def test_a_replayed_shape_that_moved_is_an_error_not_a_wrong_value():
    # (no declared op with a replayable plan does this: a guard against one that would)
    c = tg.compile(lambda x: x.sum(0) + 1)
    x = tg.randn(4, 3)
    c(x)
    c.last.nodes[0].shapes[0] = (5,)  # as if the trace had seen another shape for these guards
    with pytest.raises(RuntimeError, match="shape that depends on values"):
        c(x)
