"""embedding as a generated gather (ops.yaml `embedding`) and its backward, the
scatter-add of rows (`embedding_dense_backward`), against torch: values and
gradients for every weight dtype and index dtype, padding_idx, max_norm,
nested (jagged) indices, the CUDA simulator, and torch's errors."""
import numpy as np
import pytest

import tensorgen as tg
import tensorgen.nn.functional as F

torch = pytest.importorskip("torch")
TF = torch.nn.functional

FLOAT = ["float16", "bfloat16", "float32", "float64"]
ALL = FLOAT + ["uint8", "int8", "int16", "int32", "int64", "bool"]


def _t(x):
    if x.dtype == torch.bfloat16:
        return tg.tensor(x.float().numpy()).to(tg.bfloat16)
    return tg.tensor(x.numpy())


def _np(x):
    return np.asarray(x.to(tg.float64).numpy() if x.dtype in (tg.bfloat16, tg.float16) else x.numpy())


@pytest.mark.parametrize("dt", ALL)
@pytest.mark.parametrize("idt", ["int64", "int32"])
def test_values_every_dtype(dt, idt):
    w = (torch.randn(7, 4, generator=torch.Generator().manual_seed(1)) * 5).to(getattr(torch, dt))
    idx = torch.tensor([[0, 6, 3], [3, 3, 1]], dtype=getattr(torch, idt))
    got = tg.embedding(_t(w), _t(idx))
    want = torch.embedding(w, idx)
    assert got.dtype == getattr(tg, dt) and tuple(got.shape) == tuple(want.shape)
    assert np.array_equal(_np(got), want.double().numpy() if dt != "bool" else want.numpy())


def test_strided_weight_and_indices_and_zero_dim():
    w = torch.randn(4, 6, dtype=torch.float64)
    idx = torch.tensor([[5, 0, 2, 1], [1, 1, 0, 3]])
    got = F.embedding(_t(idx).t(), _t(w).t())
    assert np.array_equal(got.numpy(), TF.embedding(idx.t(), w.t()).numpy())
    assert np.array_equal(F.embedding(tg.tensor(2), _t(w)).numpy(), TF.embedding(torch.tensor(2), w).numpy())
    empty = F.embedding(tg.zeros(0, 3, dtype=tg.int64), _t(w))
    assert tuple(empty.shape) == (0, 3, 6)


@pytest.mark.parametrize("padding_idx", [None, 0, 3, -1])
@pytest.mark.parametrize("dt", FLOAT)
def test_gradient_is_scatter_add_of_rows(padding_idx, dt):
    gen = torch.Generator().manual_seed(2)
    w = torch.randn(5, 3, generator=gen).to(getattr(torch, dt)).requires_grad_()
    idx = torch.tensor([[0, 3, 4, 3], [3, 3, 1, 0]])
    g = torch.randn(2, 4, 3, generator=gen).to(getattr(torch, dt))
    TF.embedding(idx, w, padding_idx=padding_idx).backward(g)
    tw = _t(w.detach()).requires_grad_()
    out = F.embedding(_t(idx), tw, padding_idx=padding_idx)
    assert out.grad_fn is not None
    out.backward(_t(g))
    assert tw.grad.dtype == getattr(tg, dt)
    assert np.allclose(_np(tw.grad), w.grad.double().numpy(), rtol=1e-2 if dt in ("float16", "bfloat16") else 1e-12)
    if padding_idx is not None:
        assert not _np(tw.grad)[padding_idx % 5].any()


def test_double_backward_and_gradcheck():
    w = tg.randn(4, 3, dtype=tg.float64, requires_grad=True)
    idx = tg.tensor([0, 2, 2, 1])
    # (with padding_idx the gradient is deliberately not the Jacobian, as torch)
    assert tg.autograd.gradcheck(lambda a: tg.embedding(a, idx), (w,))
    g = tg.randn(4, 3, dtype=tg.float64, requires_grad=True)
    assert tg.autograd.gradcheck(lambda gg: tg.embedding_dense_backward(gg, idx, 4, 2, False), (g,))


def test_embedding_dense_backward_direct():
    g = torch.randn(3, 2, 5, dtype=torch.float64)
    idx = torch.tensor([[1, 1], [0, 4], [4, 1]])
    w = torch.zeros(6, 5, dtype=torch.float64, requires_grad=True)
    torch.embedding(w, idx, 4).backward(g)
    got = tg.embedding_dense_backward(_t(g), _t(idx), 6, 4, False)
    assert np.allclose(got.numpy(), w.grad.numpy(), rtol=0, atol=1e-15)


def test_max_norm_renormalises_in_place():
    for norm_type in (2.0, 1.0):
        w = torch.randn(6, 4, dtype=torch.float64) * 3
        tw = _t(w)
        idx = torch.tensor([[0, 5], [2, 2]])
        want = TF.embedding(idx, w, max_norm=1.5, norm_type=norm_type)
        got = F.embedding(_t(idx), tw, max_norm=1.5, norm_type=norm_type)
        assert np.allclose(got.numpy(), want.numpy(), rtol=1e-12)
        assert np.allclose(tw.numpy(), w.numpy(), rtol=1e-12)  # the same rows rescaled in place


def test_nested_indices_values_and_gradient():
    seqs = [[0, 5, 2, 2], [1], [3, 0, 5]]
    w = torch.randn(6, 3, dtype=torch.float64, requires_grad=True)
    loss = sum((TF.embedding(torch.tensor(s), w, padding_idx=5) ** 2).sum() for s in seqs)
    loss.backward()
    tw = _t(w.detach()).requires_grad_()
    nt = tg.nested.nested_tensor([tg.tensor(s) for s in seqs], layout=tg.jagged)
    res = F.embedding(nt, tw, padding_idx=5)
    assert res.is_nested and res.dim() == 3
    parts = res.unbind()
    for p, s in zip(parts, seqs):
        assert np.array_equal(p.detach().numpy(), w.detach().numpy()[s])
    sum((p * p).sum() for p in parts).backward()
    assert np.allclose(tw.grad.numpy(), w.grad.numpy(), rtol=1e-12)


def test_layer_uses_the_op():
    m = tg.nn.Embedding(5, 2, padding_idx=1)
    out = m(tg.tensor([1, 3]))
    assert type(out.grad_fn).__name__ == "EmbeddingBackward0"


def test_errors_as_torch():
    w = tg.ones(5, 2)
    for bad in (tg.tensor([1.0]), tg.tensor([1], dtype=tg.int16), tg.tensor([True])):
        with pytest.raises(RuntimeError, match=r"Expected tensor for argument #1 'indices' to have one of the "
                                               r"following scalar types: Long, Int; but got .*Tensor instead"):
            F.embedding(bad, w)
    for bad in (tg.tensor([5]), tg.tensor([-1])):
        with pytest.raises(IndexError, match="index out of range in self"):
            F.embedding(bad, w)
    with pytest.raises(RuntimeError, match="'weight' must be 2-D"):
        F.embedding(tg.tensor([1]), tg.ones(5))
    with pytest.raises(AssertionError, match="Padding_idx must be within num_embeddings"):
        F.embedding(tg.tensor([1]), w, padding_idx=5)
    with pytest.raises(TypeError, match="argument 'weight'"):
        tg.embedding([1.0], tg.tensor([0]))


def test_cuda_simulator_matches_cpu():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
    w = tg.randn(5, 3, dtype=tg.float64)
    idx = tg.tensor([[0, 4, 4], [2, 0, 1]])
    got = tg.embedding(w.to("cuda"), idx.to("cuda"), 4)
    assert np.array_equal(got.to("cpu").numpy(), tg.embedding(w, idx, 4).numpy())
    g = tg.randn(2, 3, 3, dtype=tg.float64)
    back = tg.embedding_dense_backward(g.to("cuda"), idx.to("cuda"), 5, 4, False).to("cpu")
    assert np.array_equal(back.numpy(), tg.embedding_dense_backward(g, idx, 5, 4, False).numpy())
