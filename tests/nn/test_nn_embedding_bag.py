"""tg.embedding_bag, F.embedding_bag and nn.EmbeddingBag: sum/mean/max bags against a NumPy
loop and against torch (values, the table's and per_sample_weights' gradients, the auxiliary
outputs), offsets/2-D/nested inputs, include_last_offset, padding_idx, sparse and
frequency-scaled gradients, each floating dtype, empty bags, cuda (simulator) and the errors."""
import numpy as np
import pytest

import tensorgen as tg

F = tg.nn.functional
RNG = np.random.default_rng(0)
W = RNG.standard_normal((6, 3))
IDX = np.array([1, 2, 4, 5, 4, 3, 2, 0])
OFF = np.array([0, 2, 2, 5])


def _numpy_bags(weight, idx, off, mode, psw=None, pad=None):
    ends = list(off[1:]) + [len(idx)]
    out = []
    for s, e in zip(off, ends):
        rows = [weight[i] * (1.0 if psw is None else psw[k]) for k, i in enumerate(idx[s:e], s) if i != pad]
        if not rows:
            out.append(np.zeros(weight.shape[1]))
        elif mode == "sum":
            out.append(np.sum(rows, 0))
        elif mode == "mean":
            out.append(np.mean(rows, 0))
        else:
            out.append(np.max(rows, 0))
    return np.array(out)


@pytest.mark.parametrize("mode", ["sum", "mean", "max"])
@pytest.mark.parametrize("pad", [None, 2])
def test_bags_against_numpy(mode, pad):
    out = F.embedding_bag(tg.tensor(IDX), tg.tensor(W), tg.tensor(OFF), mode=mode, padding_idx=pad)
    np.testing.assert_allclose(out.numpy(), _numpy_bags(W, IDX, OFF, mode, pad=pad), atol=1e-12)


def test_per_sample_weights_against_numpy():
    psw = RNG.standard_normal(len(IDX))
    out = F.embedding_bag(tg.tensor(IDX), tg.tensor(W), tg.tensor(OFF), mode="sum",
                          per_sample_weights=tg.tensor(psw))
    np.testing.assert_allclose(out.numpy(), _numpy_bags(W, IDX, OFF, "sum", psw), atol=1e-12)


def _compare(torch, mode, pad, ilo, psw, dtype="float64", tol=1e-12):
    off = np.append(OFF, len(IDX)) if ilo else OFF
    w = tg.tensor(W, dtype=getattr(tg, dtype), requires_grad=True)
    tw = torch.tensor(W, dtype=getattr(torch, dtype), requires_grad=True)
    p = tp = None
    if psw is not None:
        p = tg.tensor(psw, dtype=getattr(tg, dtype), requires_grad=True)
        tp = torch.tensor(psw, dtype=getattr(torch, dtype), requires_grad=True)
    got = tg.embedding_bag(w, tg.tensor(IDX), tg.tensor(off), False, mode, False, p, ilo, pad)
    want = torch.embedding_bag(tw, torch.tensor(IDX), torch.tensor(off), False, mode, False, tp, ilo, pad)
    np.testing.assert_allclose(got[0].detach().to(tg.float64).numpy(), want[0].detach().double().numpy(), atol=tol)
    up = RNG.standard_normal(tuple(want[0].shape))
    got[0].backward(tg.tensor(up).to(got[0].dtype))
    want[0].backward(torch.tensor(up).to(want[0].dtype))
    np.testing.assert_allclose(w.grad.to(tg.float64).numpy(), tw.grad.double().numpy(), atol=tol)
    if psw is not None:
        np.testing.assert_allclose(p.grad.to(tg.float64).numpy(), tp.grad.double().numpy(), atol=tol)
    return got, want


@pytest.mark.parametrize("mode", [0, 1, 2])
@pytest.mark.parametrize("pad", [None, 2, -1])
@pytest.mark.parametrize("ilo", [False, True])
def test_matches_torch(mode, pad, ilo):
    torch = pytest.importorskip("torch")
    got, want = _compare(torch, mode, pad, ilo, None)
    # bag_size and max_indices as torch (offset2bag too, where torch fills it)
    assert got[2].tolist() == want[2].tolist() and got[3].tolist() == want[3].tolist()
    if mode or pad is not None:
        assert got[1].tolist() == want[1].tolist()


def test_per_sample_weights_matches_torch():
    torch = pytest.importorskip("torch")
    _compare(torch, 0, None, False, RNG.standard_normal(len(IDX)))
    _compare(torch, 0, 2, True, RNG.standard_normal(len(IDX)))


@pytest.mark.parametrize("dtype,tol", [("float32", 1e-6), ("float16", 1e-2), ("bfloat16", 5e-2)])
@pytest.mark.parametrize("mode", [0, 1, 2])
def test_dtypes_match_torch(dtype, tol, mode):
    torch = pytest.importorskip("torch")
    got, _ = _compare(torch, mode, None, False, None, dtype, tol)
    assert got[0].dtype is getattr(tg, dtype)


def test_two_d_and_nested_inputs_match_torch():
    torch = pytest.importorskip("torch")
    x2 = np.array([[1, 2, 3], [4, 0, 4]])
    for mode in ("sum", "mean", "max"):
        np.testing.assert_allclose(F.embedding_bag(tg.tensor(x2), tg.tensor(W), mode=mode).numpy(),
                                   torch.nn.functional.embedding_bag(torch.tensor(x2), torch.tensor(W),
                                                                     mode=mode).numpy(), atol=1e-12)
    nt = tg.nested.nested_tensor([tg.tensor([1, 2]), tg.tensor([3, 4, 5])], layout=tg.jagged)
    out = F.embedding_bag(nt, tg.tensor(W))
    np.testing.assert_allclose(out.numpy(), [W[[1, 2]].mean(0), W[[3, 4, 5]].mean(0)], atol=1e-12)


def test_gradient_scaled_by_frequency():
    # each index's rows summed, then divided by how often it appears (torch's embedding rule;
    # torch's CPU embedding_bag looks the counts up at the wrong position, a bug not copied)
    w = tg.tensor(W, requires_grad=True)
    F.embedding_bag(tg.tensor(IDX), w, tg.tensor(OFF), mode="sum", scale_grad_by_freq=True).sum().backward()
    counts = np.bincount(IDX, minlength=6)
    np.testing.assert_allclose(w.grad.numpy(), np.where(counts > 0, 1.0, 0.0)[:, None] * np.ones((6, 3)))


def test_sparse_gradient_matches_torch():
    torch = pytest.importorskip("torch")
    for mode in ("sum", "mean"):
        w, tw = tg.tensor(W, requires_grad=True), torch.tensor(W, requires_grad=True)
        F.embedding_bag(tg.tensor(IDX), w, tg.tensor(OFF), mode=mode, sparse=True, padding_idx=2).sum().backward()
        torch.nn.functional.embedding_bag(torch.tensor(IDX), tw, torch.tensor(OFF), mode=mode, sparse=True,
                                          padding_idx=2).sum().backward()
        assert w.grad.layout is tg.sparse_coo
        assert w.grad._indices().tolist() == tw.grad._indices().tolist()
        np.testing.assert_allclose(w.grad.to_dense().numpy(), tw.grad.to_dense().numpy(), atol=1e-12)


def test_empty_bags_and_inputs():
    out = F.embedding_bag(tg.tensor([], dtype=tg.int64), tg.tensor(W), tg.tensor([0, 0]), mode="max")
    assert out.shape == (2, 3) and not out.numpy().any()
    assert F.embedding_bag(tg.tensor([1]), tg.tensor(W), tg.tensor([0]), include_last_offset=True).shape == (0, 3)
    w = tg.tensor(W, requires_grad=True)
    F.embedding_bag(tg.tensor([], dtype=tg.int64), w, tg.tensor([0]), mode="mean").sum().backward()
    assert not w.grad.numpy().any()


def test_module():
    torch = pytest.importorskip("torch")
    m = tg.nn.EmbeddingBag(10, 3, mode="sum", padding_idx=-1)
    assert repr(m) == repr(torch.nn.EmbeddingBag(10, 3, mode="sum", padding_idx=-1))
    assert m.padding_idx == 9 and not m.weight[9].detach().numpy().any()
    pre = tg.nn.EmbeddingBag.from_pretrained(tg.tensor(W), mode="max")
    assert not pre.weight.requires_grad
    np.testing.assert_allclose(pre(tg.tensor(IDX), tg.tensor(OFF)).detach().numpy(), _numpy_bags(W, IDX, OFF, "max"))


def test_cuda_matches_cpu():
    if not tg.cuda.is_available():
        pytest.skip("no cuda (the tests run Numba's simulator)")
    for mode in (0, 2):
        w, wd = tg.tensor(W, requires_grad=True), tg.tensor(W).to("cuda").requires_grad_()
        rc = tg.embedding_bag(w, tg.tensor(IDX), tg.tensor(OFF), False, mode)[0]
        rd = tg.embedding_bag(wd, tg.tensor(IDX).to("cuda"), tg.tensor(OFF).to("cuda"), False, mode)[0]
        rc.sum().backward()
        rd.sum().backward()
        np.testing.assert_allclose(rd.detach().cpu().numpy(), rc.detach().numpy())
        np.testing.assert_allclose(wd.grad.cpu().numpy(), w.grad.numpy())


ERRORS = [
    (lambda lib: lib.embedding_bag(lib.ones(6, 3), lib.tensor([1, 2]), lib.tensor([1])), "offsets\\[0\\] has to be 0"),
    (lambda lib: lib.embedding_bag(lib.ones(6, 3), lib.tensor([1, 2]), lib.tensor([0, 3])),
     "offsets\\[-1\\] can not be greater than input's length 2 but got offsets\\[-1\\] of 3"),
    (lambda lib: lib.embedding_bag(lib.ones(6, 3), lib.tensor([1, 9]), lib.tensor([0])),
     "Index 1 of input takes value 9 which is not in the valid range \\[0, 6\\)"),
    (lambda lib: lib.embedding_bag(lib.ones(6, 3), lib.tensor([1.0]), lib.tensor([0])),
     "Expected tensor for argument #1 'indices' to have one of the following scalar types: Long, Int"),
    (lambda lib: lib.embedding_bag(lib.ones(6, 3, dtype=lib.int64), lib.tensor([1]), lib.tensor([0])),
     "Expected tensor for argument #1 'weight' to have one of the following scalar types"),
    (lambda lib: lib.embedding_bag(lib.ones(6, 3), lib.tensor([1]), lib.tensor([0]), False, 1, False,
                                   lib.ones(1)), "per_sample_weights only supported with mode='sum'"),
    (lambda lib: lib.embedding_bag(lib.ones(6, 3), lib.tensor([1]), lib.tensor([0]), False, 3),
     "`mode` must be sum, mean, or max."),
    (lambda lib: lib.embedding_bag(lib.ones(6, 3), lib.tensor([1]), lib.tensor([0]), False, 0, False, None, False,
                                   6), "padding_idx must be within the number of embeddings, -6 through 5, but got 6"),
    (lambda lib: lib.nn.functional.embedding_bag(lib.tensor([1, 2]), lib.ones(6, 3)),
     "offsets has to be a 1D Tensor but got None"),
    (lambda lib: lib.nn.functional.embedding_bag(lib.tensor([[1, 2]]), lib.ones(6, 3), lib.tensor([0])),
     "if input is 2D, then offsets has to be None"),
    (lambda lib: lib.nn.functional.embedding_bag(lib.tensor([1, 2]), lib.ones(6, 3), lib.tensor([0]), mode="max",
                                                 sparse=True), "max mode does not support sparse weights"),
    (lambda lib: lib.nn.functional.embedding_bag(lib.tensor([1, 2]), lib.ones(6, 3), lib.tensor([0]), mode="min"),
     "mode has to be one of sum, mean or max"),
    (lambda lib: lib.nn.functional.embedding_bag(lib.tensor([1, 2]), lib.ones(6, 3), lib.tensor([0]), mode="mean",
                                                 per_sample_weights=lib.ones(2)),
     "per_sample_weights is only supported for mode='sum'"),
]


@pytest.mark.parametrize("call,match", ERRORS)
def test_errors(call, match):
    with pytest.raises((RuntimeError, ValueError, NotImplementedError), match=match) as mine:
        call(tg)
    torch = pytest.importorskip("torch")
    with pytest.raises((RuntimeError, ValueError, NotImplementedError), match=match.replace("tensorgen", "torch")):
        call(torch)
    assert mine.type is not None
