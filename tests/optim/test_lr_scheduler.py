"""Learning-rate schedules against torch.optim.lr_scheduler: rates (and cycled momenta) equal to the
last bit over many steps with two param groups, state_dict contents and resume, closed forms
(step(epoch)), composition (SequentialLR, ChainedScheduler), warnings and argument errors."""
import warnings

import numpy as np
import pytest

import tensorgen as tg

torch = pytest.importorskip("torch")


class Halver:
    """A callable object: its attributes travel in LambdaLR's state_dict."""

    def __init__(self):
        self.factor = 0.5

    def __call__(self, epoch):
        return self.factor ** (epoch // 3)


def _opt(lib, cls="SGD", **kw):
    p1, p2 = lib.nn.Parameter(lib.ones(2)), lib.nn.Parameter(lib.ones(3))
    kw = kw or dict(lr=0.1, momentum=0.9)
    return getattr(lib.optim, cls)([{"params": [p1]}, {"params": [p2], "lr": 0.05}], **kw)


def _build(lib, name):
    S = lib.optim.lr_scheduler
    o = _opt(lib, "Adam", lr=0.1) if name in ("OneCycleLR-adam", "CyclicLR-adam") else _opt(lib)
    table = {
        "ExponentialLR": lambda: S.ExponentialLR(o, gamma=0.9),
        "MultiStepLR": lambda: S.MultiStepLR(o, milestones=[2, 5, 5, 9], gamma=0.3),
        "LambdaLR": lambda: S.LambdaLR(o, lr_lambda=lambda e: 0.95 ** e),
        "LambdaLR-list": lambda: S.LambdaLR(o, lr_lambda=[lambda e: 1 / (e + 1), Halver()]),
        "MultiplicativeLR": lambda: S.MultiplicativeLR(o, lr_lambda=lambda e: 0.9),
        "LinearLR": lambda: S.LinearLR(o, start_factor=0.25, end_factor=0.9, total_iters=6),
        "ConstantLR": lambda: S.ConstantLR(o, factor=0.4, total_iters=4),
        "PolynomialLR": lambda: S.PolynomialLR(o, total_iters=8, power=2.0),
        "StepLR": lambda: S.StepLR(o, step_size=4, gamma=0.5),
        "CosineAnnealingLR": lambda: S.CosineAnnealingLR(o, T_max=7, eta_min=0.001),
        "CosineAnnealingWarmRestarts": lambda: S.CosineAnnealingWarmRestarts(o, T_0=3, T_mult=2, eta_min=0.01),
        "CosineAnnealingWarmRestarts-1": lambda: S.CosineAnnealingWarmRestarts(o, T_0=4),
        "OneCycleLR": lambda: S.OneCycleLR(o, max_lr=[1.0, 0.5], total_steps=30),
        "OneCycleLR-linear3": lambda: S.OneCycleLR(o, max_lr=0.3, epochs=3, steps_per_epoch=10,
                                                   anneal_strategy="linear", three_phase=True, pct_start=0.25),
        "OneCycleLR-adam": lambda: S.OneCycleLR(o, max_lr=0.2, total_steps=30),
        "CyclicLR": lambda: S.CyclicLR(o, base_lr=0.01, max_lr=0.1, step_size_up=4, step_size_down=3),
        "CyclicLR-tri2": lambda: S.CyclicLR(o, base_lr=0.01, max_lr=[0.1, 0.2], step_size_up=3, mode="triangular2"),
        "CyclicLR-adam": lambda: S.CyclicLR(o, base_lr=0.01, max_lr=0.1, step_size_up=3, mode="exp_range",
                                            gamma=0.9),
        "SequentialLR": lambda: S.SequentialLR(o, [S.LinearLR(o, start_factor=0.1, total_iters=4),
                                                   S.ExponentialLR(o, gamma=0.8),
                                                   S.CosineAnnealingLR(o, T_max=6)], milestones=[4, 9]),
        "ChainedScheduler": lambda: S.ChainedScheduler([S.ConstantLR(o, factor=0.5, total_iters=3),
                                                        S.ExponentialLR(o, gamma=0.9)]),
    }
    return o, table[name]()


NAMES = ["ExponentialLR", "MultiStepLR", "LambdaLR", "LambdaLR-list", "MultiplicativeLR", "LinearLR", "ConstantLR",
         "PolynomialLR", "StepLR", "CosineAnnealingLR", "CosineAnnealingWarmRestarts",
         "CosineAnnealingWarmRestarts-1", "OneCycleLR", "OneCycleLR-linear3", "OneCycleLR-adam", "CyclicLR",
         "CyclicLR-tri2", "CyclicLR-adam", "SequentialLR", "ChainedScheduler"]


def _groups(o):
    return [{k: v for k, v in g.items() if k != "params"} for g in o.param_groups]


def _run(o1, s1, o2, s2, n):
    for _ in range(n):
        assert s1.get_last_lr() == s2.get_last_lr()
        assert _groups(o1) == _groups(o2)  # lr, initial_lr, max_lr, momentum / betas: bit for bit
        o1.step()
        o2.step()
        s1.step()
        s2.step()


def _plain(sd):
    """A state_dict without callables (compared by keys and values)."""
    return {k: (_plain(v) if isinstance(v, dict) else [_plain(x) if isinstance(x, dict) else x for x in v]
                if isinstance(v, list) else v)
            for k, v in sd.items() if not callable(v) and k not in ("_scale_fn_ref",)}


@pytest.mark.parametrize("name", NAMES)
def test_schedule_matches_torch(name):
    (o1, s1), (o2, s2) = _build(tg, name), _build(torch, name)
    n = 29 if name.startswith("OneCycle") else 25
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        _run(o1, s1, o2, s2, n)
    assert sorted(s1.state_dict()) == sorted(s2.state_dict())


@pytest.mark.parametrize("name", NAMES)
def test_state_dict_resume(name):
    (o1, s1), (o2, s2) = _build(tg, name), _build(torch, name)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        _run(o1, s1, o2, s2, 7)
        sd_opt, sd = o1.state_dict(), s1.state_dict()
        t_sd = s2.state_dict()
        assert _plain(sd) == _plain(t_sd)
        o3, s3 = _build(tg, name)
        o3.load_state_dict(sd_opt)
        s3.load_state_dict(sd)
        _run(o3, s3, o2, s2, 10)


@pytest.mark.parametrize("name", ["ExponentialLR", "MultiStepLR", "LinearLR", "ConstantLR", "StepLR",
                                  "CosineAnnealingLR", "PolynomialLR", "CosineAnnealingWarmRestarts"])
def test_step_with_epoch_uses_closed_form(name):
    (o1, s1), (o2, s2) = _build(tg, name), _build(torch, name)
    with warnings.catch_warnings(record=True) as w1:
        warnings.simplefilter("always")
        for epoch in (3, 7, 2, 11, 6):
            o1.step()
            o2.step()
            s1.step(epoch)
            s2.step(epoch)
            assert s1.get_last_lr() == s2.get_last_lr()
    if name != "CosineAnnealingWarmRestarts":
        assert any("epoch parameter in `scheduler.step()`" in str(x.message) for x in w1)


@pytest.mark.parametrize("mode,threshold_mode", [("min", "rel"), ("min", "abs"), ("max", "rel"), ("max", "abs")])
def test_reduce_lr_on_plateau(mode, threshold_mode):
    metrics = [1.0, 0.9, 0.9, 0.95, 0.9, 0.89999, 1.2, 0.5, 0.5, 0.5, 0.6, 0.7, 0.4, 0.4, 0.4, 0.4, 0.4, 0.4]
    o1, o2 = _opt(tg), _opt(torch)
    kw = dict(mode=mode, factor=0.5, patience=1, threshold=0.05, threshold_mode=threshold_mode, cooldown=1,
              min_lr=[0.01, 0.02])
    s1 = tg.optim.lr_scheduler.ReduceLROnPlateau(o1, **kw)
    s2 = torch.optim.lr_scheduler.ReduceLROnPlateau(o2, **kw)
    for i, m in enumerate(metrics):
        s1.step(tg.tensor(m, dtype=tg.float32) if i % 2 else m)  # a 0-d tensor metric: float() of it
        s2.step(torch.tensor(m) if i % 2 else m)
        assert s1.get_last_lr() == s2.get_last_lr()
        assert (s1.best, s1.num_bad_epochs, s1.cooldown_counter) == (s2.best, s2.num_bad_epochs, s2.cooldown_counter)
    sd = s1.state_dict()
    assert sorted(sd) == sorted(s2.state_dict())
    s3 = tg.optim.lr_scheduler.ReduceLROnPlateau(_opt(tg), mode="min" if mode == "max" else "max")
    s3.load_state_dict(sd)
    assert s3.mode == mode and s3._is_better(*(1.0, 2.0) if mode == "min" else (2.0, 1.0))


def test_scheduler_before_optimizer_step_warns():
    o = _opt(tg)
    s = tg.optim.lr_scheduler.ExponentialLR(o, gamma=0.5)
    with pytest.warns(UserWarning, match="before `optimizer.step\\(\\)`"):
        s.step()
    with pytest.warns(UserWarning, match="please use `get_last_lr\\(\\)`"):
        s.get_lr()


ERRORS = [
    ("ConstantLR", dict(factor=1.5), ValueError), ("LinearLR", dict(start_factor=0), ValueError),
    ("LinearLR", dict(end_factor=2.0), ValueError), ("CosineAnnealingWarmRestarts", dict(T_0=0), ValueError),
    ("CosineAnnealingWarmRestarts", dict(T_0=2, T_mult=0), ValueError),
    ("OneCycleLR", dict(max_lr=0.1), ValueError), ("OneCycleLR", dict(max_lr=0.1, total_steps=-1), ValueError),
    ("OneCycleLR", dict(max_lr=0.1, total_steps=10, pct_start=2.0), ValueError),
    ("OneCycleLR", dict(max_lr=0.1, total_steps=10, anneal_strategy="exp"), ValueError),
    ("OneCycleLR", dict(max_lr=[0.1], total_steps=10), ValueError),
    ("ReduceLROnPlateau", dict(factor=1.0), ValueError), ("ReduceLROnPlateau", dict(mode="best"), ValueError),
    ("ReduceLROnPlateau", dict(threshold_mode="x"), ValueError),
    ("ReduceLROnPlateau", dict(min_lr=[0.1]), ValueError), ("LambdaLR", dict(lr_lambda=[abs]), ValueError),
    ("MultiplicativeLR", dict(lr_lambda=3), TypeError), ("CyclicLR", dict(base_lr=0.1, max_lr=1, mode="x"), ValueError),
]


@pytest.mark.parametrize("name,kw,exc", ERRORS)
def test_errors_match_torch(name, kw, exc):
    with pytest.raises(exc) as e1:
        getattr(tg.optim.lr_scheduler, name)(_opt(tg), **kw)
    with pytest.raises(exc) as e2:
        getattr(torch.optim.lr_scheduler, name)(_opt(torch), **kw)
    assert str(e1.value) == str(e2.value)


def test_composite_and_resume_errors():
    o = _opt(tg)
    S = tg.optim.lr_scheduler
    with pytest.raises(ValueError, match="expects at least one scheduler"):
        S.SequentialLR(o, [], milestones=[])
    with pytest.raises(ValueError, match="number of milestones to be equal to 2"):
        S.SequentialLR(o, [S.ExponentialLR(o, 0.9)], milestones=[1, 2])
    with pytest.raises(ValueError, match="does not support `ReduceLROnPlateau`"):
        S.ChainedScheduler([S.ReduceLROnPlateau(o)])
    with pytest.raises(ValueError, match="belong to the same optimizer"):
        S.SequentialLR(o, [S.ExponentialLR(o, 0.9), S.ExponentialLR(_opt(tg), 0.9)], milestones=[2])
    with pytest.raises(KeyError, match="param 'initial_lr' is not specified in param_groups\\[0\\]"):
        S.StepLR(_opt(tg), step_size=2, last_epoch=3)
    with pytest.raises(TypeError, match="is not an Optimizer"):
        S.StepLR(object(), step_size=2)
    o = _opt(tg)
    s = S.OneCycleLR(o, max_lr=0.1, total_steps=2)
    o.step()
    s.step()
    s.step()
    with pytest.raises(ValueError, match="Tried to step 3 times. The specified number of total steps is 2"):
        s.step()
    with pytest.raises(ValueError, match="optimizer must support momentum"):
        S.OneCycleLR(_opt(tg, "Adagrad", lr=0.1), max_lr=0.1, total_steps=5)


def test_training_loop_with_scheduler():
    """An ordinary loop: the schedule drives the update (SGD lr from OneCycleLR) as in torch."""
    x = np.random.default_rng(0).standard_normal((8, 3))
    results = []
    for lib in (tg, torch):
        lib.manual_seed(0)
        w = lib.nn.Parameter(lib.tensor(np.linspace(-1, 1, 3)))
        o = lib.optim.SGD([w], lr=0.1, momentum=0.9)
        s = lib.optim.lr_scheduler.OneCycleLR(o, max_lr=0.5, total_steps=12)
        for _ in range(12):
            o.zero_grad()
            ((lib.tensor(x) @ w).sin() ** 2).mean().backward()
            o.step()
            s.step()
        results.append(w.detach().numpy())
    np.testing.assert_allclose(results[0], results[1], rtol=1e-12, atol=1e-12)
