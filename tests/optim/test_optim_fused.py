"""The optimizers' multi-tensor step (the foreach kind's _fused_* ops): the very values of the
single-tensor loop, bit for bit, in float32 and float64, against torch's trajectories too;
torch's foreach/fused switches and their errors; the foreach family's checks; CUDA in the
simulator."""
import numpy as np
import pytest

import tensorgen as tg
from tensorgen.generated import ops

from support.common import cuda, host  # noqa: F401 - cuda is a fixture

RNG = np.random.default_rng(0)
W = [RNG.standard_normal(s) for s in [(5, 4), (5,), (3, 5)]]
X = RNG.standard_normal((6, 4))


def trajectory(lib, cls, dtype, n=4, device=None, **kw):
    ps = [lib.nn.Parameter(lib.tensor(w, dtype=dtype, device=device)) for w in W]
    opt = cls(ps, **kw)
    x = lib.tensor(X, dtype=dtype, device=device)
    for _ in range(n):
        opt.zero_grad()
        h = (x @ ps[0].t() + ps[1]).tanh()
        (h @ ps[2].t()).pow(2).sum().backward()
        opt.step()
    return [np.asarray(host(p.detach()) if lib is tg else p.detach().numpy()) for p in ps], opt


CASES = [
    ("Adam", {}), ("AdamW", {"weight_decay": 0.1}), ("Adam", {"weight_decay": 0.1, "amsgrad": True}),
    ("Adam", {"maximize": True, "amsgrad": True}), ("AdamW", {"amsgrad": True, "maximize": True}),
    ("SGD", {"lr": 0.01}), ("SGD", {"lr": 0.01, "weight_decay": 0.1, "maximize": True}),
    ("SGD", {"lr": 0.01, "momentum": 0.9, "weight_decay": 0.01}), ("SGD", {"lr": 0.01, "momentum": 0.9, "nesterov": True}),
    ("SGD", {"lr": 0.01, "momentum": 0.9, "dampening": 0.1, "maximize": True}),
    ("Adadelta", {}), ("Adadelta", {"weight_decay": 0.1, "lr": 0.5, "maximize": True}),
]
IDS = [f"{n}-{'-'.join(f'{k}={v}' for k, v in kw.items())}" for n, kw in CASES]


@pytest.mark.parametrize("dtype", [tg.float32, tg.float64], ids=str)
@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_multi_tensor_step_is_the_single_tensor_step(case, dtype):
    name, kw = case
    cls = getattr(tg.optim, name)
    fused, _ = trajectory(tg, cls, dtype, **kw)
    loop, _ = trajectory(tg, cls, dtype, foreach=False, **kw)
    for a, b in zip(fused, loop):
        np.testing.assert_array_equal(a, b)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_multi_tensor_step_matches_torch(case):
    torch = pytest.importorskip("torch")
    name, kw = case
    ours, opt = trajectory(tg, getattr(tg.optim, name), tg.float64, **kw)
    theirs, topt = trajectory(torch, getattr(torch.optim, name), torch.float64, **kw)
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(a, b, rtol=1e-10, atol=1e-12)
    # the state keeps torch's keys
    for p, tp in zip(opt.param_groups[0]["params"], topt.param_groups[0]["params"]):
        assert set(opt.state[p]) == set(topt.state[tp])


def test_switches_choose_the_path(monkeypatch):
    calls = []
    real = ops._fused_adam_
    monkeypatch.setattr(ops, "_fused_adam_", lambda *a: calls.append(1) or real(*a))
    for kw, used in (({}, True), ({"foreach": True}, True), ({"fused": True}, True), ({"foreach": False}, False),
                     ({"fused": False}, False), ({"differentiable": True}, False)):
        calls.clear()
        trajectory(tg, tg.optim.Adam, tg.float32, n=1, **kw)
        assert bool(calls) is used, kw


def test_ineligible_parameters_take_the_loop():
    # float16 parameters (the kernels compute in the storage dtype) and a non-contiguous one
    p = tg.nn.Parameter(tg.ones(3, dtype=tg.float16))
    q = tg.nn.Parameter(tg.ones(4, 3).t())
    opt = tg.optim.Adam([p, q], lr=0.1)
    (p.float().sum() + (q * q).sum()).backward()
    opt.step()
    assert p.dtype is tg.float16 and not np.allclose(host(p.detach()), 1)
    with pytest.raises(RuntimeError, match=r"`fused=True` requires all the params to be floating point Tensors of "
                                           r"supported devices: \['cpu', 'cuda'\] but tensorgen.int64 and cpu"):
        o = tg.optim.Adam([tg.nn.Parameter(tg.ones(2))], fused=True)
        o.param_groups[0]["params"].append(tg.ones(2, dtype=tg.int64))
        o.param_groups[0]["params"][1].grad = tg.ones(2, dtype=tg.int64)
        o.param_groups[0]["params"][0].grad = tg.ones(2)
        o.step()


def test_constructor_errors_match_torch():
    p = [tg.nn.Parameter(tg.ones(2))]
    with pytest.raises(RuntimeError, match="`fused` does not support `differentiable`"):
        tg.optim.Adam(p, fused=True, differentiable=True)
    with pytest.raises(RuntimeError, match="`fused` and `foreach` cannot be `True` together."):
        tg.optim.SGD(p, fused=True, foreach=True)


def test_parameters_sharing_no_step_count():
    """A parameter without a gradient on some steps has its own step count: each count its own call."""
    a, b = tg.nn.Parameter(tg.ones(2)), tg.nn.Parameter(tg.ones(2))
    ta_b = [tg.nn.Parameter(tg.ones(2)), tg.nn.Parameter(tg.ones(2))]
    opt, ref = tg.optim.Adam([a, b], lr=0.1), tg.optim.Adam(ta_b, lr=0.1, foreach=False)
    for step in range(3):
        for o, (x, y) in ((opt, (a, b)), (ref, ta_b)):
            o.zero_grad()
            loss = (x * x).sum() + ((y * 3).sum() if step != 1 else 0)
            loss.backward()
            o.step()
    assert opt.state[a]["step"].item() == 3 and opt.state[b]["step"].item() == 2
    np.testing.assert_array_equal(a.detach().numpy(), ta_b[0].detach().numpy())
    np.testing.assert_array_equal(b.detach().numpy(), ta_b[1].detach().numpy())


def test_foreach_add_counts():
    steps = [tg.tensor(0.0), tg.tensor(2.0, dtype=tg.float64)]
    ops._foreach_add_(steps, 1)
    assert [s.item() for s in steps] == [1.0, 3.0]
    v = steps[0]._version
    ops._foreach_add_(steps, 2)
    assert steps[0]._version == v + 1


FAMILY_ERRORS = [
    (lambda: ops._fused_sgd_([tg.ones(2)], [tg.ones(2), tg.ones(2)], -0.1, 0.0, False), RuntimeError,
     "Tensor lists must have the same number of tensors, got 1 and 2"),
    (lambda: ops._fused_sgd_([tg.ones(2)], [tg.ones(3)], -0.1, 0.0, False), RuntimeError,
     "every tensor of one index must have the shape, dtype and device of params's, but grads has \\[3\\]"),
    (lambda: ops._fused_sgd_([tg.ones(2)], [tg.ones(2, dtype=tg.float64)], -0.1, 0.0, False), RuntimeError,
     "but grads has \\[2\\], Double"),
    (lambda: ops._fused_sgd_([tg.ones(3, 2).t()], [tg.ones(2, 3)], -0.1, 0.0, False), RuntimeError,
     "expected contiguous tensors"),
    (lambda: ops._fused_sgd_([tg.ones(2, dtype=tg.float16)], [tg.ones(2, dtype=tg.float16)], -0.1, 0.0, False),
     RuntimeError, "expected float32 or float64 tensors, but got Half"),
    (lambda: ops._fused_sgd_(tg.ones(2), [tg.ones(2)], -0.1, 0.0, False), TypeError,
     "argument 'params' must be tuple of Tensors, not Tensor"),
    (lambda: ops._fused_sgd_([tg.ones(2)], [tg.ones(2)], "x", 0.0, False), TypeError,
     "argument 'neg_lr' must be Number, not str"),
    (lambda: ops._fused_sgd_([tg.ones(2, requires_grad=True)], [tg.ones(2)], -0.1, 0.0, False), RuntimeError,
     "a leaf Variable that requires grad is being used in an in-place operation."),
]


@pytest.mark.parametrize("k", range(len(FAMILY_ERRORS)))
def test_foreach_family_checks_before_writing(k):
    fn, exc, words = FAMILY_ERRORS[k]
    with pytest.raises(exc, match=words):
        fn()


def test_foreach_writes_nothing_on_error():
    a, b = tg.ones(2), tg.ones(2)
    with pytest.raises(RuntimeError):
        ops._fused_sgd_([a, b], [tg.ones(2), tg.ones(3)], -0.1, 0.0, False)
    np.testing.assert_array_equal(a.numpy(), [1, 1])


def test_fused_step_on_cuda(cuda):
    for name, kw in (("Adam", {"weight_decay": 0.1}), ("SGD", {"lr": 0.01, "momentum": 0.9}), ("Adadelta", {})):
        cls = getattr(tg.optim, name)
        on_cuda, _ = trajectory(tg, cls, tg.float32, n=2, device=cuda, **kw)
        on_cpu, _ = trajectory(tg, cls, tg.float32, n=2, **kw)
        for a, b in zip(on_cuda, on_cpu):
            np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)


# ------------------------------------------------------------------ the foreach kind's validation
def _foreach(steps, func="tg_fe_(Tensor[] a, Tensor[] b, Scalar s, bool flag) -> ()", dtypes="[float32, float64]"):
    lines = "\n".join(f"    - \"{s}\"" for s in steps)
    return (f"- func: {func}\n  kind: foreach\n  steps:\n{lines}\n  names: none\n  dtypes: {dtypes}\n"
            "  devices: [cpu, cuda]\n  derivatives: {not_differentiable: \"a test op\"}\n")


INVALID_STEPS = [
    (["a = add(a, b, s)"], None),
    (["a = bogus(a, b)"], "'bogus' is not a pointwise op of this table"),
    (["a = add(a, b)"], "add takes 3 arguments (self, other, alpha), given 2"),
    (["a = add(a, c, s)"], "argument 'c' is not a Tensor[] argument, a local assigned before"),
    (["if flag: g = b", "a = add(a, g, s)"], "a conditional step assigns a local only after an unconditional one"),
    (["if a > 0: a = add(a, b, s)"], "a condition reads the Scalar arguments only, not a"),
    (["s = add(a, b, 1)"], "a Scalar argument cannot be assigned"),
    (["g = add(a, b, s)"], "no step writes a Tensor[] argument"),
    (["a = sum(a)"], "'sum' is not a pointwise op of this table"),
    (["a += b"], "a step is '<list or local> = <pointwise op>(<arguments in order>)'"),
    (["if s.real: a = add(a, b, s)"], "a condition compares Scalar arguments and numbers"),
    (["if __import__('os'): a = add(a, b, s)"], "a condition compares Scalar arguments and numbers"),
]


@pytest.mark.parametrize("k", range(len(INVALID_STEPS)))
def test_foreach_steps_are_validated(tmp_path, k):
    from support.spec_check import spec_error
    steps, words = INVALID_STEPS[k]
    err = spec_error(tmp_path, _foreach(steps))
    if words is None:
        assert err is None, err
    else:
        assert err is not None and words in err and "op 'tg_fe_'" in err and "field 'steps'" in err, err


def test_foreach_signature_and_dtypes_are_validated(tmp_path):
    from support.spec_check import spec_error
    err = spec_error(tmp_path, _foreach(["a = add(a, b, s)"], dtypes="[float16]"))
    assert "float32 and float64 only, not float16" in err, err
    err = spec_error(tmp_path, _foreach(["a = add(a, b, s)"], func="tg_fe_(Tensor[] a, Tensor b, Scalar s) -> ()"))
    assert "Tensor[] lists and Scalar/float/int/bool arguments only" in err, err
    err = spec_error(tmp_path, _foreach(["a = add(a, b, s)"], func="tg_fe_(Tensor[] a, Tensor[] b, Scalar s) -> Tensor"))
    assert "returns ()" in err, err
