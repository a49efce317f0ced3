"""A jagged nested tensor's shape, size and stride as PyTorch's: the ragged dim's
size is a symbol (``Size([2, j1, 3])``, strides ``(3*j1, 3, 1)``) that results
keeping the ragged lengths share and separately built tensors do not."""
import re
import warnings

import pytest

import tensorgen as tg

torch = pytest.importorskip("torch")


def _pair(lengths=(2, 4), d=3):
    comps = [torch.arange(n * d, dtype=torch.float32).reshape(n, d) for n in lengths]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        t = torch.nested.nested_tensor(comps, layout=torch.jagged)
    g = tg.nested.nested_tensor([tg.tensor(c.numpy()) for c in comps], layout=tg.jagged)
    return g, t


def _norm(text):
    """Symbols renamed in order of appearance (torch numbers every nested int it makes)."""
    names = {}
    return re.sub(r"j\d+", lambda m: names.setdefault(m.group(0), f"j{len(names) + 1}"), str(text)) \
        .replace("tensorgen.Size", "Size").replace("torch.Size", "Size")


# f(module, nt) -> something whose str is compared after _norm
VIEWS = {
    "shape": lambda m, x: x.shape,
    "size()": lambda m, x: x.size(),
    "stride()": lambda m, x: x.stride(),
    "size(1)": lambda m, x: x.size(1),
    "size(-1)": lambda m, x: x.size(-1),
    "size(0)": lambda m, x: x.size(0),
    "stride(0)": lambda m, x: x.stride(0),
    "stride(1)": lambda m, x: x.stride(1),
    "list(shape)": lambda m, x: list(x.shape),
    "shape[1:]": lambda m, x: x.shape[1:],
    "len(shape)": lambda m, x: len(x.shape),
    "transpose shape": lambda m, x: x.transpose(1, 2).shape,
    "transpose stride": lambda m, x: x.transpose(1, 2).stride(),
    "sum(-1) shape": lambda m, x: x.sum(-1).shape,
    "sum(-1) stride": lambda m, x: x.sum(-1).stride(),
    "unsqueeze shape": lambda m, x: x.unsqueeze(-1).shape,
    "unsqueeze stride": lambda m, x: x.unsqueeze(-1).stride(),
    "view": lambda m, x: x.view(2, -1, 3).shape,
    "reshape": lambda m, x: x.reshape(2, -1, 3).shape,
    "values": lambda m, x: x.values().shape,
    "padded": lambda m, x: m.nested.to_padded_tensor(x, 0.0).shape,
    "component": lambda m, x: x.unbind()[1].shape,
    "stride == 3 * size": lambda m, x: x.stride()[0] == 3 * x.size(1),
    "repr of 3*j": lambda m, x: repr(x.size(1) * 3),
    "hasattr shape": lambda m, x: hasattr(x, "shape"),
    "is_contiguous": lambda m, x: x.is_contiguous(),
    "transposed is_contiguous": lambda m, x: x.transpose(1, 2).is_contiguous(),
    "numel": lambda m, x: x.numel(),
    "dim": lambda m, x: x.dim(),
}


@pytest.mark.parametrize("name", sorted(VIEWS))
def test_as_torch(name):
    g, t = _pair()
    assert _norm(VIEWS[name](tg, g)) == _norm(VIEWS[name](torch, t))


KEEPS = {
    "mul": lambda x: x * 2,
    "add itself": lambda x: x + x,
    "sin": lambda x: x.sin(),
    "detach": lambda x: x.detach(),
    "clone": lambda x: x.clone(),
    "contiguous": lambda x: x.contiguous(),
    "softmax": lambda x: x.softmax(-1),
    "to float64": lambda x: x.to(x.dtype is not None and (tg.float64 if isinstance(x, tg.nested.NestedTensor)
                                                          else torch.float64)),
    "view": lambda x: x.view(2, -1, 3),
    "transpose twice": lambda x: x.transpose(1, 2).transpose(1, 2),
    "sum keepdim": lambda x: x.sum(-1, keepdim=True),
}


@pytest.mark.parametrize("name", sorted(KEEPS))
def test_results_keep_the_symbol(name):
    g, t = _pair()
    assert (KEEPS[name](g).shape[1] == g.shape[1]) == (KEEPS[name](t).shape[1] == t.shape[1]) == True  # noqa: E712
    assert KEEPS[name](g).size(1) == g.size(1)


def test_symbol_identity_and_relations():
    g, t = _pair()
    g2, t2 = _pair()
    j, tj = g.size(1), t.size(1)
    for a, b in ((j, tj), (g2.size(1), t2.size(1))):
        assert _norm(a) == _norm(b) == "j1"
    assert (j == g.size(1)) and (tj == t.size(1))
    assert (j == g2.size(1)) == (tj == t2.size(1)) == False  # noqa: E712 - built apart: different symbols
    assert (j != g2.size(1)) == (tj != t2.size(1)) == True  # noqa: E712
    assert (g.shape == g2.shape) == (t.shape == t2.shape) == False  # noqa: E712
    assert (j == 3) == (tj == 3) == False  # noqa: E712
    assert (j != 3) == (tj != 3) == True  # noqa: E712
    assert (j > 1) == (tj > 1) == True  # noqa: E712 - a ragged size is at least 2
    assert (j >= 2) == (tj >= 2) == True  # noqa: E712
    assert (j < 2) == (tj < 2) == False  # noqa: E712
    assert g.shape == (2, j, 3) and t.shape == (2, tj, 3)
    assert bool(j) and bool(tj)
    with pytest.raises(ValueError, match="indeterminate"):
        j < 3  # noqa: B015
    with pytest.raises(ValueError, match="indeterminate"):
        tj < 3  # noqa: B015
    assert _norm(0 * j) == _norm(0 * tj) == "0*j1" and _norm(j * True) == _norm(tj * True) == "j1"
    assert len({j, g.size(1), g2.size(1)}) == 2  # hashable: one entry per symbol


def test_no_int_value():
    g, _ = _pair()
    with pytest.raises(TypeError, match="has no int value"):
        int(g.size(1))
    with pytest.raises(TypeError, match="has no int value"):
        g.shape.numel()
    with pytest.raises(TypeError):
        g.size(1) + 1
    with pytest.raises(IndexError, match=r"Dimension out of range \(expected to be in range of \[-3, 2\], but got 3\)"):
        g.size(3)
    with pytest.raises(IndexError, match="Dimension out of range"):
        g.stride(3)


def test_equal_lengths_are_still_ragged_and_strided_layout_unchanged():
    g = tg.nested.nested_tensor([tg.zeros(2, 3), tg.zeros(2, 3)], layout=tg.jagged)
    assert g.size(1) != 2 and _norm(g.shape) == "Size([2, j1, 3])"
    s = tg.nested.nested_tensor([tg.zeros(2, 3), tg.zeros(4, 3)])
    with pytest.raises(RuntimeError, match="Given dimension 1 is irregular"):
        s.shape
    with pytest.raises(RuntimeError, match="stride"):
        s.stride()


def test_cuda_and_printing():
    g, _ = _pair()
    c = g.to("cuda")
    assert c.shape == g.shape and _norm(c.stride()) == "(3*j1, 3, 1)"
    assert "nested_tensor(" in repr(g) and _norm(repr(g.shape)) == "Size([2, j1, 3])"


def test_autograd_through_jagged_keeps_shape():
    comps = [tg.randn(2, 3), tg.randn(4, 3)]
    g = tg.nested.nested_tensor(comps, layout=tg.jagged, requires_grad=True)
    y = (g * 2).sin()
    assert y.shape[1] == g.shape[1] and y.requires_grad
    y.backward(tg.nested.nested_tensor([tg.ones(2, 3), tg.ones(4, 3)], layout=tg.jagged))
    assert g.grad.shape[0] == 2 and g.grad.dim() == 3 and [tuple(c.shape) for c in g.grad.unbind()] == [(2, 3), (4, 3)]
    assert repr(g.grad.shape[1]).startswith("j") and g.grad.shape[2] == 3
