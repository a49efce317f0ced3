"""embedding's scale_grad_by_freq and sparse=True: the table's gradient divided by each index's
count, and given as a sparse COO tensor; how sparse gradients accumulate (with each other and with
dense ones); the optimizers that take them (SGD, Adagrad, LBFGS, as torch) and the ones that
refuse them with torch's message. Against NumPy and torch."""
import numpy as np
import pytest

import tensorgen as tg

F = tg.nn.functional
RNG = np.random.default_rng(0)
W = RNG.standard_normal((6, 4))
IDX = np.array([[1, 2, 1, 5], [4, 1, 0, 2]])


@pytest.mark.parametrize("pad", [None, 0, 1])
def test_scale_grad_by_freq_against_numpy(pad):
    w = tg.tensor(W, requires_grad=True)
    up = RNG.standard_normal((2, 4, 4))
    F.embedding(tg.tensor(IDX), w, padding_idx=pad, scale_grad_by_freq=True).backward(tg.tensor(up))
    want = np.zeros_like(W)
    counts = np.bincount(IDX.ravel(), minlength=6)
    for k, g in zip(IDX.ravel(), up.reshape(-1, 4)):
        if k != pad:
            want[k] += g / counts[k]
    np.testing.assert_allclose(w.grad.numpy(), want, atol=1e-12)


@pytest.mark.parametrize("dtype,tol", [("float64", 1e-12), ("float32", 1e-6), ("float16", 2e-3),
                                       ("bfloat16", 1e-2)])
def test_scale_grad_by_freq_matches_torch(dtype, tol):
    torch = pytest.importorskip("torch")
    w = tg.tensor(W).to(getattr(tg, dtype)).requires_grad_()
    tw = torch.tensor(W).to(getattr(torch, dtype)).requires_grad_()
    up = RNG.standard_normal((2, 4, 4))
    F.embedding(tg.tensor(IDX), w, padding_idx=0, scale_grad_by_freq=True).backward(tg.tensor(up).to(w.dtype))
    torch.nn.functional.embedding(torch.tensor(IDX), tw, padding_idx=0, scale_grad_by_freq=True).backward(
        torch.tensor(up).to(tw.dtype))
    np.testing.assert_allclose(w.grad.to(tg.float64).numpy(), tw.grad.double().numpy(), atol=tol, rtol=tol)


def test_sparse_gradient_matches_torch():
    torch = pytest.importorskip("torch")
    for pad in (None, 1):
        w, tw = tg.tensor(W, requires_grad=True), torch.tensor(W, requires_grad=True)
        F.embedding(tg.tensor(IDX), w, padding_idx=pad, sparse=True).sum().backward()
        torch.nn.functional.embedding(torch.tensor(IDX), tw, padding_idx=pad, sparse=True).sum().backward()
        assert w.grad.layout is tg.sparse_coo and w.grad.shape == (6, 4)
        assert w.grad._indices().tolist() == tw.grad._indices().tolist()
        np.testing.assert_allclose(w.grad._values().numpy(), tw.grad._values().numpy())


def test_sparse_gradients_accumulate():
    w = tg.tensor(W, requires_grad=True)
    F.embedding(tg.tensor([1, 2]), w, sparse=True).sum().backward()
    F.embedding(tg.tensor([2, 3]), w, sparse=True).sum().backward()
    assert w.grad.layout is tg.sparse_coo
    np.testing.assert_allclose(w.grad.to_dense().numpy()[:, 0], [0, 1, 2, 1, 0, 0])
    F.embedding(tg.tensor([0]), w).sum().backward()  # a dense gradient joins: .grad becomes dense
    assert w.grad.layout is tg.strided
    np.testing.assert_allclose(w.grad.numpy()[:, 0], [1, 1, 2, 1, 0, 0])
    w.grad = None  # both kinds in one backward pass
    (F.embedding(tg.tensor([1]), w, sparse=True).sum() + (w * 2).sum()).backward()
    np.testing.assert_allclose(w.grad.numpy()[:, 0], [2, 3, 2, 2, 2, 2])


def test_scale_grad_by_freq_with_sparse_raises_in_backward():
    out = F.embedding(tg.tensor([1, 1]), tg.tensor(W, requires_grad=True), scale_grad_by_freq=True, sparse=True)
    with pytest.raises(RuntimeError, match="scale_grad_by_freq not supported with sparse gradients"):
        out.sum().backward()


def test_module_with_sparse_gradient_and_zero_grad():
    m = tg.nn.Embedding(5, 3, sparse=True)
    m(tg.tensor([1, 2])).sum().backward()
    assert m.weight.grad.layout is tg.sparse_coo
    m.zero_grad(set_to_none=False)
    assert m.weight.grad.layout is tg.sparse_coo and not m.weight.grad.to_dense().numpy().any()


@pytest.mark.parametrize("kw", [dict(), dict(momentum=0.9), dict(momentum=0.9, nesterov=True), dict(maximize=True),
                                dict(momentum=0.5, dampening=0.3)])
def test_sgd_with_sparse_gradients_matches_torch(kw):
    torch = pytest.importorskip("torch")
    e, te = tg.nn.Embedding(5, 3, sparse=True), torch.nn.Embedding(5, 3, sparse=True)
    with torch.no_grad():
        te.weight.copy_(torch.tensor(e.weight.detach().numpy()))
    opt, topt = tg.optim.SGD(e.parameters(), lr=0.1, **kw), torch.optim.SGD(te.parameters(), lr=0.1, **kw)
    for ii in ([1, 2, 1], [0, 4, 4], [2, 2, 3]):
        opt.zero_grad()
        (e(tg.tensor(ii)) ** 2).sum().backward()
        opt.step()
        topt.zero_grad()
        (te(torch.tensor(ii)) ** 2).sum().backward()
        topt.step()
    np.testing.assert_allclose(e.weight.detach().numpy(), te.weight.detach().numpy(), atol=1e-6)


@pytest.mark.parametrize("name", ["Adagrad", "LBFGS"])
def test_other_optimizers_taking_sparse_gradients_match_torch(name):
    torch = pytest.importorskip("torch")
    e, te = tg.nn.Embedding(5, 3, sparse=True), torch.nn.Embedding(5, 3, sparse=True)
    with torch.no_grad():
        te.weight.copy_(torch.tensor(e.weight.detach().numpy()))
    opt, topt = getattr(tg.optim, name)(e.parameters(), lr=0.1), getattr(torch.optim, name)(te.parameters(), lr=0.1)
    for mod, o, lib in ((e, opt, tg), (te, topt, torch)):
        def closure(mod=mod, o=o, lib=lib):
            o.zero_grad()
            loss = (mod(lib.tensor([1, 2, 1])) ** 2).sum()
            loss.backward()
            return loss
        o.step(closure)
        o.step(closure)
    np.testing.assert_allclose(e.weight.detach().numpy(), te.weight.detach().numpy(), atol=1e-6)


@pytest.mark.parametrize("name", ["Adam", "AdamW", "RMSprop", "Adadelta", "Adamax", "NAdam", "RAdam", "Rprop", "ASGD"])
def test_optimizers_refusing_sparse_gradients(name):
    e = tg.nn.Embedding(5, 3, sparse=True)
    before = e.weight.detach().clone()
    opt = getattr(tg.optim, name)(e.parameters(), lr=0.1)
    e(tg.tensor([1, 2])).sum().backward()
    with pytest.raises(RuntimeError, match="does not support sparse gradients") as mine:
        opt.step()
    np.testing.assert_array_equal(e.weight.detach().numpy(), before.numpy())  # nothing updated
    torch = pytest.importorskip("torch")
    te = torch.nn.Embedding(5, 3, sparse=True)
    topt = getattr(torch.optim, name)(te.parameters(), lr=0.1)
    te(torch.tensor([1, 2])).sum().backward()
    with pytest.raises(RuntimeError) as theirs:
        topt.step()
    assert str(mine.value) == str(theirs.value)


def test_sgd_weight_decay_with_sparse_gradient_raises_as_torch():
    e = tg.nn.Embedding(5, 3, sparse=True)
    opt = tg.optim.SGD(e.parameters(), lr=0.1, weight_decay=0.1)
    e(tg.tensor([1])).sum().backward()
    with pytest.raises(RuntimeError, match="add\\(sparse, dense\\) is not supported"):
        opt.step()


def test_cuda_sparse_gradient():
    if not tg.cuda.is_available():
        pytest.skip("no cuda (the tests run Numba's simulator)")
    w = tg.tensor(W).to("cuda").requires_grad_()
    F.embedding(tg.tensor([1, 2, 1]).to("cuda"), w, sparse=True, padding_idx=2).sum().backward()
    assert w.grad.layout is tg.sparse_coo and w.grad.device.type == "cuda"
    np.testing.assert_allclose(w.grad.to_dense().cpu().numpy()[:, 0], [0, 2, 0, 0, 0, 0])
    w.grad = None
    F.embedding(tg.tensor([1, 2, 1]).to("cuda"), w, scale_grad_by_freq=True).sum().backward()
    np.testing.assert_allclose(w.grad.cpu().numpy()[:, 0], [0, 1, 1, 0, 0, 0])
