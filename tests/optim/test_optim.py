"""tensorgen.optim against torch.optim: trajectories over several steps from the same start for
every option, state_dict round trips (resuming gives the same trajectory), param groups,
zero_grad, learning-rate schedules, errors; and the digits example in a short run."""
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import tensorgen as tg

torch = pytest.importorskip("torch")

from support.optim_pair import float32_trajectory, make, steps  # noqa: E402 - after the torch skip

ROOT = Path(__file__).resolve().parents[2]
SGD_OPTS = [dict(lr=0.1), dict(lr=0.1, momentum=0.9), dict(lr=0.1, momentum=0.9, nesterov=True),
            dict(lr=0.05, momentum=0.5, dampening=0.3), dict(lr=0.1, weight_decay=0.1),
            dict(lr=0.1, momentum=0.9, weight_decay=0.05, maximize=True)]
ADAM_OPTS = [dict(lr=0.1), dict(lr=0.05, betas=(0.8, 0.99), eps=1e-6), dict(lr=0.1, weight_decay=0.1),
             dict(lr=0.1, amsgrad=True), dict(lr=0.05, maximize=True), dict(lr=0.1, amsgrad=True, weight_decay=0.2)]


@pytest.mark.parametrize("kw", SGD_OPTS)
def test_sgd_trajectory(kw):
    steps(*make(tg.optim.SGD, torch.optim.SGD, kw), 6)


@pytest.mark.parametrize("kw", ADAM_OPTS)
@pytest.mark.parametrize("name", ["Adam", "AdamW"])
def test_adam_trajectory(name, kw):
    steps(*make(getattr(tg.optim, name), getattr(torch.optim, name), kw), 6)


@pytest.mark.parametrize("name,kw", [("SGD", dict(lr=0.1, momentum=0.9)), ("Adam", dict(lr=0.1)),
                                     ("AdamW", dict(lr=0.1, amsgrad=True))])
def test_param_groups(name, kw):
    steps(*make(getattr(tg.optim, name), getattr(torch.optim, name), kw, groups=True), 4)


@pytest.mark.parametrize("name,kw", [("SGD", dict(lr=0.1, momentum=0.9)), ("Adam", dict(lr=0.1, amsgrad=True)),
                                     ("AdamW", dict(lr=0.1))])
def test_state_dict_resume(name, kw):
    ours, theirs = make(getattr(tg.optim, name), getattr(torch.optim, name), kw)
    steps(ours, theirs, 3)
    w, b, o1 = ours
    sd = o1.state_dict()
    t_sd = theirs[2].state_dict()
    assert sd["param_groups"][0]["params"] == t_sd["param_groups"][0]["params"] == [0, 1]
    assert sorted(sd["state"][0]) == sorted(t_sd["state"][0])
    for key, val in sd["state"][0].items():
        np.testing.assert_allclose(np.asarray(val.numpy()), t_sd["state"][0][key].numpy(), rtol=1e-12, atol=1e-12)
    # a fresh optimizer over the same parameters, resumed from the state_dict, keeps the trajectory
    o2 = getattr(tg.optim, name)([w, b], **kw)
    o2.load_state_dict(sd)
    sd["state"][0][next(iter(sd["state"][0]))].zero_()  # the loaded state is a copy
    steps((w, b, o2), theirs, 3)


def test_state_dict_errors():
    w = tg.nn.Parameter(tg.ones(2))
    o = tg.optim.SGD([w], lr=0.1)
    with pytest.raises(ValueError, match="different number of parameter groups"):
        o.load_state_dict({"state": {}, "param_groups": []})
    with pytest.raises(ValueError, match="doesn't match the size"):
        o.load_state_dict({"state": {}, "param_groups": [{"params": [0, 1], "lr": 0.1}]})


def test_zero_grad_and_add_param_group():
    w, v = tg.nn.Parameter(tg.ones(2)), tg.nn.Parameter(tg.ones(3))
    o = tg.optim.SGD([w], lr=0.5)
    (w * 2).sum().backward()
    o.zero_grad(set_to_none=False)
    assert w.grad is not None and float(w.grad.abs().sum()) == 0.0
    o.zero_grad()
    assert w.grad is None
    o.add_param_group({"params": v, "momentum": 0.9})
    assert o.param_groups[1]["lr"] == 0.5 and o.param_groups[1]["momentum"] == 0.9
    with pytest.raises(ValueError, match="some parameters appear in more than one parameter group"):
        o.add_param_group({"params": [w]})
    (v * 3).sum().backward()
    o.step()
    np.testing.assert_allclose(v.detach().numpy(), np.full(3, 1 - 0.5 * 3))
    assert v.grad_fn is None and v.is_leaf  # the update recorded no history


def test_constructor_errors_match_torch():
    p = tg.nn.Parameter(tg.ones(2))
    tp = torch.nn.Parameter(torch.ones(2))
    for cls, tcls, kw in [("SGD", "SGD", dict(lr=-1)), ("SGD", "SGD", dict(lr=0.1, nesterov=True)),
                          ("Adam", "Adam", dict(betas=(1.0, 0.9))), ("AdamW", "AdamW", dict(eps=-1.0)),
                          ("SGD", "SGD", dict(lr=0.1, momentum=-0.5))]:
        with pytest.raises(ValueError) as e1:
            getattr(tg.optim, cls)([p], **kw)
        with pytest.raises(ValueError) as e2:
            getattr(torch.optim, tcls)([tp], **kw)
        assert str(e1.value) == str(e2.value)
    with pytest.raises(ValueError, match="optimizer got an empty parameter list"):
        tg.optim.SGD([], lr=0.1)
    with pytest.raises(TypeError, match="should be an iterable of Tensors or dicts"):
        tg.optim.SGD(p, lr=0.1)
    with pytest.raises(ValueError, match="can't optimize a non-leaf Tensor"):
        tg.optim.SGD([p * 2], lr=0.1)


def test_closure():
    w = tg.nn.Parameter(tg.tensor([1.0, -2.0]))
    o = tg.optim.SGD([w], lr=0.1)

    def closure():
        o.zero_grad()
        loss = (w * w).sum()
        loss.backward()
        return loss

    assert o.step(closure).item() == 5.0
    np.testing.assert_allclose(w.detach().numpy(), [0.8, -1.6])


@pytest.mark.parametrize("sched,kw", [("StepLR", dict(step_size=3, gamma=0.5)),
                                      ("CosineAnnealingLR", dict(T_max=5, eta_min=0.01)),
                                      ("CosineAnnealingLR", dict(T_max=3))])
def test_lr_schedulers_match_torch(sched, kw):
    p, tp = tg.nn.Parameter(tg.ones(1)), torch.nn.Parameter(torch.ones(1))
    o1, o2 = tg.optim.SGD([p], lr=0.2), torch.optim.SGD([tp], lr=0.2)
    s1 = getattr(tg.optim.lr_scheduler, sched)(o1, **kw)
    s2 = getattr(torch.optim.lr_scheduler, sched)(o2, **kw)
    for _ in range(12):
        assert s1.get_last_lr() == pytest.approx(s2.get_last_lr(), rel=1e-15, abs=1e-15)
        assert o1.param_groups[0]["lr"] == pytest.approx(o2.param_groups[0]["lr"], rel=1e-15, abs=1e-15)
        o1.step()
        o2.step()
        s1.step()
        s2.step()
    state = s1.state_dict()
    assert "optimizer" not in state and state["last_epoch"] == 12


def test_train_digits_short_run():
    pytest.importorskip("sklearn")
    pytest.importorskip("tqdm")
    out = subprocess.run([sys.executable, str(ROOT / "examples" / "train_digits.py"), "--epochs", "8", "--quiet",
                          "--seed", "0", "--compare-torch"], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().splitlines()
    acc = float(lines[0].split()[2])
    rows = {line.split()[0]: float(line.split()[1]) for line in lines[-2:]}
    assert acc >= 0.95 and rows["tensorgen"] == acc  # the example's promise (chance is 0.1): 0.978 measured
    assert abs(rows["torch"] - acc) < 0.05  # the same model from the same weights in torch


@pytest.mark.parametrize("name", ["Adam", "AdamW"])
def test_adam_float32_trajectory(name):
    w, tw = float32_trajectory(getattr(tg.optim, name), getattr(torch.optim, name), lr=0.05)
    np.testing.assert_allclose(w.detach().numpy(), tw.detach().numpy(), rtol=2e-6, atol=2e-6)


@pytest.mark.parametrize("name,kw", [("SGD", dict(lr=0.1, momentum=0.9)), ("Adam", {}), ("AdamW", dict(amsgrad=True))])
def test_repr_and_defaults_match_torch(name, kw):
    p, tp = tg.nn.Parameter(tg.ones(1)), torch.nn.Parameter(torch.ones(1))
    a, b = getattr(tg.optim, name)([p], **kw), getattr(torch.optim, name)([tp], **kw)
    assert repr(a) == repr(b)
    assert a.defaults == b.defaults
