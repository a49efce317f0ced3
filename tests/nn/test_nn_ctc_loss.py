"""F.ctc_loss, tg.ctc_loss and nn.CTCLoss: the negative log likelihood against a brute-force sum
over every alignment (NumPy, no torch needed), gradcheck of the recursion through log_softmax, and
values and gradients against torch (its log_softmax-assuming gradient for log_probs included) for
every reduction, zero_infinity, both target layouts, lengths as tensors or lists, an unbatched
input, infeasible and empty targets, float32/float64, cuda (simulator), and torch's errors."""
import itertools

import numpy as np
import pytest

import tensorgen as tg

F = tg.nn.functional
RNG = np.random.default_rng(0)


def _brute_force_nll(logp, target, blank=0):
    """-log of the summed probability of every frame labelling that collapses to target."""
    t_len, classes = logp.shape
    total = 0.0
    for path in itertools.product(range(classes), repeat=t_len):
        collapsed, prev = [], None
        for k in path:
            if k != prev and k != blank:
                collapsed.append(k)
            prev = k
        if collapsed == list(target):
            total += np.exp(sum(logp[t, k] for t, k in enumerate(path)))
    return -np.log(total) if total > 0 else np.inf


@pytest.mark.parametrize("target,blank", [([1, 2], 0), ([1, 1], 0), ([2], 1), ([], 0), ([0, 2, 0], 1)])
def test_against_every_alignment(target, blank):
    logp = np.log(RNG.dirichlet(np.ones(3), size=4))  # (T=4, C=3)
    got = F.ctc_loss(tg.tensor(logp[:, None]), tg.tensor([target + [0] * (3 - len(target))]), [4], [len(target)],
                     blank=blank, reduction="none")
    np.testing.assert_allclose(got.numpy(), [_brute_force_nll(logp, target, blank)], rtol=1e-12)


def test_infeasible_target_is_infinite():
    logp = np.log(np.full((2, 1, 3), 1 / 3))
    # two equal labels need a blank between them: 3 frames; 2 are too few
    got = F.ctc_loss(tg.tensor(logp), tg.tensor([[1, 1]]), [2], [2], reduction="none")
    assert np.isinf(got.numpy()).all()
    assert F.ctc_loss(tg.tensor(logp), tg.tensor([[1, 1]]), [2], [2], reduction="none",
                      zero_infinity=True).numpy().tolist() == [0.0]


def test_gradcheck_through_log_softmax():
    # torch's gradient is the derivative through a log_softmax in front (which it assumes)
    x = tg.tensor(RNG.standard_normal((5, 2, 4)), requires_grad=True)
    targets, il, tl = tg.tensor([[1, 2, 2], [3, 1, 0]]), tg.tensor([5, 4]), tg.tensor([3, 2])
    assert tg.autograd.gradcheck(lambda v: F.ctc_loss(v.log_softmax(2), targets, il, tl, reduction="sum"), (x,))


CASES = [
    (np.array([[1, 2, 2, 4], [3, 1, 0, 0], [4, 4, 1, 2]]), [6, 4, 5], [3, 2, 4]),  # padded targets
    (np.array([1, 2, 2, 3, 1, 4, 4, 1]), (6, 3, 5), (3, 2, 3)),  # concatenated, lengths as tuples
    (np.array([[1, 1, 1], [3, 3, 0], [1, 2, 0]]), [4, 2, 6], [3, 2, 2]),  # infeasible elements
    (np.array([[1, 2], [0, 0], [3, 0]]), [0, 3, 1], [0, 0, 1]),  # empty targets and no frames
]


@pytest.mark.parametrize("targets,il,tl", CASES)
@pytest.mark.parametrize("reduction", ["none", "mean", "sum"])
@pytest.mark.parametrize("zero_infinity", [False, True])
def test_matches_torch(targets, il, tl, reduction, zero_infinity):
    torch = pytest.importorskip("torch")
    x = RNG.standard_normal((6, 3, 5))
    for dtype, tol in (("float64", 1e-12), ("float32", 2e-5)):
        # the raw values as log_probs: torch's gradient for them, exp(lp) minus the label posterior
        a, t = tg.tensor(x, dtype=getattr(tg, dtype), requires_grad=True), torch.tensor(x, dtype=getattr(torch, dtype),
                                                                                        requires_grad=True)
        lengths = [(tg.tensor(v) if isinstance(v, list) else v, torch.tensor(v) if isinstance(v, list) else v)
                   for v in (il, tl)]
        got = F.ctc_loss(a, tg.tensor(targets), lengths[0][0], lengths[1][0], reduction=reduction,
                         zero_infinity=zero_infinity)
        want = torch.nn.functional.ctc_loss(t, torch.tensor(targets), lengths[0][1], lengths[1][1],
                                            reduction=reduction, zero_infinity=zero_infinity)
        np.testing.assert_allclose(got.detach().numpy(), want.detach().numpy(), rtol=tol, atol=tol)
        got.sum().backward()
        want.sum().backward()
        np.testing.assert_allclose(a.grad.numpy(), t.grad.numpy(), rtol=tol, atol=tol)


def test_blank_and_module_match_torch():
    torch = pytest.importorskip("torch")
    x = RNG.standard_normal((5, 3, 4))
    targets, il, tl = [[2, 3], [0, 2], [3, 3]], [5, 5, 5], [2, 2, 2]
    m, tm = tg.nn.CTCLoss(blank=1), torch.nn.CTCLoss(blank=1)
    assert repr(m) == repr(tm)
    lp, tlp = tg.tensor(x, requires_grad=True), torch.tensor(x, requires_grad=True)
    got = m(lp.log_softmax(2), tg.tensor(targets), il, tl)
    want = tm(tlp.log_softmax(2), torch.tensor(targets), il, tl)
    np.testing.assert_allclose(got.item(), want.item(), rtol=1e-12)
    got.backward()
    want.backward()
    np.testing.assert_allclose(lp.grad.numpy(), tlp.grad.numpy(), atol=1e-12)


def test_unbatched_matches_torch():
    torch = pytest.importorskip("torch")
    x = RNG.standard_normal((5, 4))
    a, t = tg.tensor(x, requires_grad=True), torch.tensor(x, requires_grad=True)
    got = tg.ctc_loss(a, tg.tensor([1, 2]), tg.tensor(5), tg.tensor(2), 0, 0)
    want = torch.ctc_loss(t, torch.tensor([1, 2]), torch.tensor(5), torch.tensor(2), 0, 0)
    assert got.shape == () == tuple(want.shape)
    np.testing.assert_allclose(got.item(), want.item(), rtol=1e-12)
    got.backward()
    want.backward()
    np.testing.assert_allclose(a.grad.numpy(), t.grad.numpy(), atol=1e-12)


def test_cuda_matches_cpu():
    if not tg.cuda.is_available():
        pytest.skip("no cuda (the tests run Numba's simulator)")
    x = RNG.standard_normal((5, 2, 4))
    targets, il, tl = [[1, 2, 2], [3, 3, 0]], [5, 2], [3, 2]
    a, d = tg.tensor(x, requires_grad=True), tg.tensor(x).to("cuda").requires_grad_()
    rc = F.ctc_loss(a.log_softmax(2), tg.tensor(targets), il, tl, reduction="sum", zero_infinity=True)
    rd = F.ctc_loss(d.log_softmax(2), tg.tensor(targets).to("cuda"), il, tl, reduction="sum", zero_infinity=True)
    rc.backward()
    rd.backward()
    assert rd.device.type == "cuda"
    np.testing.assert_allclose(rd.item(), rc.item(), rtol=1e-12)
    np.testing.assert_allclose(d.grad.cpu().numpy(), a.grad.numpy(), atol=1e-12)


LP = (5, 2, 4)
ERRORS = [
    (lambda lib: lib.ctc_loss(lib.zeros(*LP), lib.tensor([[1, 2], [1, 2]]), lib.tensor([6, 4]), lib.tensor([2, 2])),
     "Expected input_lengths to have value at most 5, but got value 6"),
    (lambda lib: lib.ctc_loss(lib.zeros(*LP), lib.tensor([[1, 2], [1, 2]]), lib.tensor([-1, 4]), lib.tensor([2, 2])),
     "Expected input_lengths to have value at least 0, but got value -1"),
    (lambda lib: lib.ctc_loss(lib.zeros(*LP), lib.tensor([[1, 2], [1, 2]]), lib.tensor([5, 4]), lib.tensor([-1, 2])),
     "Expected target_lengths to have value at least 0, but got value -1"),
    (lambda lib: lib.ctc_loss(lib.zeros(*LP), lib.tensor([[1, 2], [1, 2]]), lib.tensor([5, 4]), lib.tensor([3, 2])),
     "Expected tensor to have size at least 3 at dimension 1, but got size 2 for argument #2 'targets'"),
    (lambda lib: lib.ctc_loss(lib.zeros(*LP), lib.tensor([1, 2, 1]), lib.tensor([5, 4]), lib.tensor([2, 2])),
     "Expected tensor to have size 4 at dimension 0, but got size 3 for argument #2 'targets'"),
    (lambda lib: lib.ctc_loss(lib.zeros(*LP), lib.tensor([[1, 2], [1, 2]]), lib.tensor([5.0, 4.0]),
                              lib.tensor([2, 2])), "input_lengths must be integral"),
    (lambda lib: lib.ctc_loss(lib.zeros(*LP), lib.tensor([[1, 2], [1, 2]]), lib.tensor([5]), lib.tensor([2, 2])),
     "input_lengths must be of size batch_size"),
    (lambda lib: lib.ctc_loss(lib.zeros(*LP), lib.tensor([[1, 2], [1, 2]]), lib.tensor([5, 4]), lib.tensor([2, 2]),
                              4), "blank must be in label range"),
    (lambda lib: lib.ctc_loss(lib.zeros(*LP, dtype=lib.float16), lib.tensor([[1, 2], [1, 2]]), lib.tensor([5, 4]),
                              lib.tensor([2, 2])), "\"ctc_loss_cpu\" not implemented for 'Half'"),
    (lambda lib: lib.ctc_loss(lib.zeros(5, 0, 4), lib.zeros(0, 2, dtype=lib.int64), lib.zeros(0, dtype=lib.int64),
                              lib.zeros(0, dtype=lib.int64)), "log_probs tensor must not be empty"),
    (lambda lib: lib.ctc_loss(lib.zeros(*LP), lib.zeros(2, 2, 2, dtype=lib.int64), lib.tensor([5, 4]),
                              lib.tensor([2, 2])), "Expected 1 to 2 dimensions, but got 3-dimensional tensor"),
    (lambda lib: lib.nn.functional.ctc_loss(lib.zeros(*LP), lib.tensor([[1, 2], [1, 2]]), [5, 4], [2, 2],
                                            reduction="max"), "max is not a valid value for reduction"),
]


@pytest.mark.parametrize("call,match", ERRORS)
def test_errors_as_torch(call, match):
    with pytest.raises((RuntimeError, ValueError, NotImplementedError), match=match) as mine:
        call(tg)
    torch = pytest.importorskip("torch")
    with pytest.raises(mine.type, match=match):
        call(torch)


def test_labels_outside_the_classes_are_refused():
    # torch reads out of bounds there; a label must name a class of log_probs
    with pytest.raises(RuntimeError, match=r"targets must be class indices in \[0, 4\)"):
        tg.ctc_loss(tg.zeros(*LP), tg.tensor([[1, 7], [1, 2]]), tg.tensor([5, 4]), tg.tensor([2, 2]))


CTC_ENTRY = """ops:
- func: {func}
  kind: ctc
  form: {form}
  names: refuse
  dtypes: {dtypes}
  devices: [cpu]
  derivatives: {{not_differentiable: "a test op"}}
"""
LOSS = ("nll(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank=0, "
        "bool zero_infinity=False) -> Tensor")


@pytest.mark.parametrize("func,form,dtypes,field,words", [
    (LOSS, "forward", "[float32]", "form", "a ctc op names its form, one of: loss, loss_backward"),
    (LOSS.replace(", Tensor target_lengths", ""), "loss", "[float32]", "func",
     "form 'loss' reads the argument(s) target_lengths"),
    (LOSS.replace("-> Tensor", "-> (Tensor, Tensor)"), "loss", "[float32]", "func", "form 'loss' returns 1 Tensor"),
    (LOSS, "loss", "floating", "dtypes", "float32 or float64 only, not float16, bfloat16"),
])
def test_ctc_kind_fields_are_validated(tmp_path, func, form, dtypes, field, words):
    from tensorgen.codegen import model, parse
    p = tmp_path / "ops.yaml"
    p.write_text(CTC_ENTRY.format(func=func, form=form, dtypes=dtypes), encoding="utf-8")
    with pytest.raises(parse.SpecError) as e:
        model.build(str(p), parse.load(p))
    assert f"op 'nll' field '{field}'" in str(e.value) and words in str(e.value)
