"""Mixed precision: tg.autocast regions (ops.yaml `autocast: lower_precision`)
and GradScaler, against torch's CPU autocast and GradScaler."""
import numpy as np
import pytest

import tensorgen as tg


def _linear(lib):
    m = lib.nn.Linear(4, 3)
    with lib.no_grad():
        m.weight.copy_(lib.arange(12.0).reshape(3, 4) / 7)
        m.bias.fill_(0.1)
    return m


def test_autocast_casts_the_declared_products():
    m = _linear(tg)
    x = tg.arange(8.0).reshape(2, 4) / 3
    with tg.autocast("cpu"):
        assert tg.is_autocast_enabled()
        y, z, w = m(x), x @ x.t(), tg.bmm(x.unsqueeze(0), x.t().unsqueeze(0))
        e = x.exp()  # not declared: float32 stays
    assert not tg.is_autocast_enabled()
    assert y.dtype is z.dtype is w.dtype is tg.bfloat16 and e.dtype is tg.float32
    want = (np.arange(8.0).reshape(2, 4) / 3) @ (np.arange(12.0).reshape(3, 4) / 7).T + 0.1
    np.testing.assert_allclose(np.array(y.float().tolist()), want, rtol=2e-2)
    with tg.autocast("cpu", enabled=False):
        assert m(x).dtype is tg.float32
    with tg.autocast("cpu", dtype=tg.float16):
        assert (x @ x.t()).dtype is tg.float16
    out = tg.empty(2, 2)
    with tg.autocast("cpu"):
        assert tg.mm(x, x.t(), out=out).dtype is tg.float32  # out= calls are not autocast


def test_autocast_gradients_flow_back_in_the_input_dtype():
    x = tg.ones(2, 4, requires_grad=True)

    @tg.autocast("cpu")
    def f(a):
        return (a @ tg.ones(4, 2)).float().sum()
    f(x).backward()
    assert x.grad.dtype is tg.float32 and x.grad.tolist() == [[2.0] * 4] * 2
    with pytest.warns(UserWarning, match="not supported. Disabling"):
        with tg.autocast("cpu", dtype=tg.float64):
            assert (x @ x.t()).dtype is tg.float32


def test_autocast_matches_torch():
    torch = pytest.importorskip("torch")
    res = []
    for lib in (torch, tg):
        m = _linear(lib)
        x = lib.arange(8.0).reshape(2, 4) / 3
        with lib.autocast("cpu"):
            y = m(x)
        res.append((str(y.dtype).split(".")[-1], np.array(y.float().tolist())))
    assert res[0][0] == res[1][0]
    np.testing.assert_array_equal(res[0][1], res[1][1])


def _scaler_run(lib):
    m = lib.nn.Linear(2, 1)
    with lib.no_grad():
        m.weight.copy_(lib.tensor([[0.5, -0.25]]))
        m.bias.fill_(0.1)
    opt = lib.optim.SGD(m.parameters(), lr=0.1)
    scaler = lib.amp.GradScaler("cpu", init_scale=4.0, growth_interval=2)
    trace = []
    for i in range(5):
        opt.zero_grad()
        x = lib.tensor([[1.0, 2.0]]) * (float("inf") if i == 2 else 1.0)  # step 2 is skipped, the scale backs off
        scaler.scale(m(x).sum()).backward()
        scaler.step(opt)
        scaler.update()
        trace.append((scaler.get_scale(), m.weight.detach().tolist(), m.bias.detach().tolist()))
    return trace, scaler.state_dict()


def test_grad_scaler_skips_non_finite_steps_and_adapts_its_scale():
    trace, state = _scaler_run(tg)
    assert [t[0] for t in trace] == [4.0, 8.0, 4.0, 4.0, 8.0]
    assert trace[2][1] == trace[1][1]  # the inf step changed nothing
    assert state == {"scale": 8.0, "growth_factor": 2.0, "backoff_factor": 0.5, "growth_interval": 2,
                     "_growth_tracker": 0}
    s = tg.amp.GradScaler("cpu", enabled=False)
    loss = tg.ones(1, requires_grad=True).sum()
    assert s.scale(loss) is loss and s.get_scale() == 1.0 and s.state_dict() == {}
    s2 = tg.amp.GradScaler("cpu")
    opt = tg.optim.SGD([tg.ones(1, requires_grad=True)], lr=0.1)
    with pytest.raises(AssertionError, match="did not use scaler.scale"):
        s2.unscale_(opt)


def test_grad_scaler_matches_torch():
    torch = pytest.importorskip("torch")
    assert _scaler_run(tg) == _scaler_run(torch)
