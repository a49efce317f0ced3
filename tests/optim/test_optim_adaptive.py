"""RMSprop, Adagrad, Adadelta, Adamax, NAdam, RAdam against torch.optim: trajectories step by step from
the same start for every option, param groups, state_dict round trips, reprs/defaults and errors."""
import numpy as np
import pytest

import tensorgen as tg

torch = pytest.importorskip("torch")

from support import optim_pair as _pair  # noqa: E402 - after the torch skip
from support.optim_pair import steps  # noqa: E402

OPTS = {
    "RMSprop": [dict(lr=0.01), dict(lr=0.01, momentum=0.9), dict(lr=0.01, centered=True),
                dict(lr=0.02, alpha=0.9, momentum=0.5, centered=True, weight_decay=0.1),
                dict(lr=0.01, maximize=True, eps=1e-6)],
    "Adagrad": [dict(lr=0.1), dict(lr=0.1, lr_decay=0.05, weight_decay=0.1),
                dict(lr=0.1, initial_accumulator_value=0.5, eps=1e-6), dict(lr=0.1, maximize=True)],
    "Adadelta": [dict(), dict(lr=0.5, rho=0.8, eps=1e-4), dict(lr=1.0, weight_decay=0.1, maximize=True)],
    "Adamax": [dict(lr=0.05), dict(lr=0.05, betas=(0.8, 0.99), weight_decay=0.1), dict(lr=0.05, maximize=True)],
    "NAdam": [dict(lr=0.05), dict(lr=0.05, momentum_decay=0.01, weight_decay=0.1),
              dict(lr=0.05, weight_decay=0.1, decoupled_weight_decay=True), dict(lr=0.05, maximize=True)],
    # RAdam's rectified branch starts at step 6 with beta2=0.999; beta2=0.9 reaches it at step 3
    "RAdam": [dict(lr=0.05), dict(lr=0.05, betas=(0.9, 0.9)), dict(lr=0.05, betas=(0.8, 0.9), weight_decay=0.1),
              dict(lr=0.05, betas=(0.9, 0.9), weight_decay=0.1, decoupled_weight_decay=True),
              dict(lr=0.05, maximize=True)],
    "Rprop": [dict(lr=0.01), dict(lr=0.05, etas=(0.3, 1.5), step_sizes=(1e-3, 0.2)), dict(lr=0.01, maximize=True)],
    # t0=3: the running average starts within the test's steps
    "ASGD": [dict(lr=0.05), dict(lr=0.05, lambd=1e-2, alpha=0.5, t0=3, weight_decay=0.1),
             dict(lr=0.05, t0=2, maximize=True)],
}
CASES = [(name, kw) for name, kws in OPTS.items() for kw in kws]


def make(name, kw, groups=False):
    return _pair.make(getattr(tg.optim, name), getattr(torch.optim, name), kw, groups, group_lr=0.03)


@pytest.mark.parametrize("name,kw", CASES)
def test_trajectory(name, kw):
    steps(*make(name, kw), 10)


@pytest.mark.parametrize("name", list(OPTS))
def test_param_groups_and_state_dict_resume(name):
    kw = OPTS[name][1]
    ours, theirs = make(name, kw, groups=True)
    steps(ours, theirs, 3)
    w, b, o1 = ours
    sd, t_sd = o1.state_dict(), theirs[2].state_dict()
    assert [g["params"] for g in sd["param_groups"]] == [g["params"] for g in t_sd["param_groups"]]
    assert [sorted(g) for g in sd["param_groups"]] == [sorted(g) for g in t_sd["param_groups"]]
    for i in (0, 1):
        assert sorted(sd["state"][i]) == sorted(t_sd["state"][i])
        for key, val in sd["state"][i].items():
            np.testing.assert_allclose(np.asarray(val.numpy()), t_sd["state"][i][key].numpy(), rtol=1e-12,
                                       atol=1e-12)
            assert str(val.dtype).split(".")[-1] == str(t_sd["state"][i][key].dtype).split(".")[-1]
    o2 = getattr(tg.optim, name)([{"params": [w]}, {"params": [b], "lr": 0.03}], **kw)
    o2.load_state_dict(sd)
    # torch's loaded state follows the parameter's dtype (NAdam's float32 mu_product becomes float64): resume both
    tw, tb, _ = theirs
    t2 = getattr(torch.optim, name)([{"params": [tw]}, {"params": [tb], "lr": 0.03}], **kw)
    t2.load_state_dict(t_sd)
    steps((w, b, o2), (tw, tb, t2), 3)


@pytest.mark.parametrize("name", list(OPTS))
def test_add_param_group_midway(name):
    kw = OPTS[name][0]
    (w, b), (tw, tb) = _pair.params()
    o1, o2 = getattr(tg.optim, name)([w], **kw), getattr(torch.optim, name)([tw], **kw)
    steps((w, b, o1), (tw, tb, o2), 2)
    o1.add_param_group({"params": [b], "lr": 0.02})
    o2.add_param_group({"params": [tb], "lr": 0.02})
    assert sorted(o1.param_groups[1]) == sorted(o2.param_groups[1])
    steps((w, b, o1), (tw, tb, o2), 3)


@pytest.mark.parametrize("name", list(OPTS))
def test_float32_trajectory(name):
    w, tw = _pair.float32_trajectory(getattr(tg.optim, name), getattr(torch.optim, name), lr=0.05)
    assert w.dtype == tg.float32
    np.testing.assert_allclose(w.detach().numpy(), tw.detach().numpy(), rtol=2e-5, atol=2e-5)


@pytest.mark.parametrize("name", list(OPTS))
def test_repr_and_defaults_match_torch(name):
    p, tp = tg.nn.Parameter(tg.ones(1)), torch.nn.Parameter(torch.ones(1))
    a, b = getattr(tg.optim, name)([p]), getattr(torch.optim, name)([tp])
    assert repr(a) == repr(b)
    assert a.defaults == b.defaults


ERRORS = [("RMSprop", dict(lr=-1)), ("RMSprop", dict(alpha=-0.1)), ("RMSprop", dict(momentum=-1)),
          ("RMSprop", dict(eps=-1)), ("RMSprop", dict(weight_decay=-1)),
          ("Adagrad", dict(lr_decay=-1)), ("Adagrad", dict(initial_accumulator_value=-1)),
          ("Adagrad", dict(eps=-1)), ("Adadelta", dict(rho=1.5)), ("Adadelta", dict(lr=-1)),
          ("Adamax", dict(betas=(0.9, 1.0))), ("Adamax", dict(eps=-1)), ("NAdam", dict(momentum_decay=-1)),
          ("NAdam", dict(betas=(1.0, 0.9))), ("RAdam", dict(weight_decay=-1)), ("RAdam", dict(lr=-0.1)),
          ("Rprop", dict(lr=-1)), ("Rprop", dict(etas=(1.1, 1.2))), ("ASGD", dict(weight_decay=-1))]


@pytest.mark.parametrize("name,kw", ERRORS)
def test_constructor_errors_match_torch(name, kw):
    p, tp = tg.nn.Parameter(tg.ones(2)), torch.nn.Parameter(torch.ones(2))
    with pytest.raises(ValueError) as e1:
        getattr(tg.optim, name)([p], **kw)
    with pytest.raises(ValueError) as e2:
        getattr(torch.optim, name)([tp], **kw)
    assert str(e1.value) == str(e2.value)


def test_no_grad_param_is_skipped_and_update_records_no_history():
    w, v = tg.nn.Parameter(tg.ones(2)), tg.nn.Parameter(tg.ones(3))
    o = tg.optim.RMSprop([w, v], lr=0.1, momentum=0.9, centered=True)
    (w * 2).sum().backward()
    o.step()
    np.testing.assert_array_equal(v.detach().numpy(), np.ones(3))
    assert w.is_leaf and w.grad_fn is None and float(w.detach().numpy()[0]) < 1.0


@pytest.mark.parametrize("kw", [dict(), dict(lr=0.5, history_size=3, max_iter=7),
                                dict(line_search_fn="strong_wolfe"),
                                dict(line_search_fn="strong_wolfe", history_size=2, max_iter=10, lr=0.8)])
def test_lbfgs_trajectory(kw):
    (w, b, o1), (tw, tb, o2) = make("LBFGS", kw)

    def closure(lib, opt, w, b):
        def run():
            opt.zero_grad()
            loss = _pair.loss(lib, w, b)
            loss.backward()
            return loss
        return run

    for _ in range(4):
        l1 = o1.step(closure(tg, o1, w, b))
        l2 = o2.step(closure(torch, o2, tw, tb))
        assert l1.item() == pytest.approx(l2.detach().item(), rel=1e-10, abs=1e-12)
        np.testing.assert_allclose(w.detach().numpy(), tw.detach().numpy(), rtol=1e-10, atol=1e-10)
        np.testing.assert_allclose(b.detach().numpy(), tb.detach().numpy(), rtol=1e-10, atol=1e-10)
    s1, s2 = o1.state[w], o2.state[tw]
    assert (s1["func_evals"], s1["n_iter"]) == (s2["func_evals"], s2["n_iter"])
    assert sorted(s1) == sorted(s2)


def test_lbfgs_errors_and_repr():
    p, tp = tg.nn.Parameter(tg.ones(2)), torch.nn.Parameter(torch.ones(2))
    assert repr(tg.optim.LBFGS([p])) == repr(torch.optim.LBFGS([tp]))
    with pytest.raises(ValueError, match="LBFGS doesn't support per-parameter options"):
        tg.optim.LBFGS([{"params": [p]}, {"params": [tg.nn.Parameter(tg.ones(1))]}])
    o = tg.optim.LBFGS([p], line_search_fn="wolfe")

    def closure():
        o.zero_grad()
        loss = (p * p).sum()
        loss.backward()
        return loss

    with pytest.raises(RuntimeError, match="only 'strong_wolfe' is supported"):
        o.step(closure)
