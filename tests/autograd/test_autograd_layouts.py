"""Autograd beyond the dense operator table: indexing (recorded as the view ops
it amounts to), named tensors (gradients keep names; a gradient given to
backward must unify with the output's names) and nested tensors (the reference
pages' examples, and every nested op with a dense derivative against torch on
the components)."""
import numpy as np
import pytest

import tensorgen as tg

F64 = tg.float64


def _torch():
    return pytest.importorskip("torch")


# ------------------------------------------------------------------ indexing
KEYS = [(1,), (slice(1, 4),), (slice(None, None, 2), 2), (Ellipsis, 1), (None, 2, slice(0, 5, 3)),
        (-1, Ellipsis, None, slice(1, None, 2)), (slice(None),), (Ellipsis,), (slice(4, 1),)]


@pytest.mark.parametrize("key", KEYS, ids=repr)
def test_basic_indexing_records_like_torch(key):
    torch = _torch()
    a = np.random.default_rng(0).standard_normal((5, 6, 4))
    g = None
    x, tx = tg.tensor(a, requires_grad=True), torch.tensor(a, requires_grad=True)
    y, ty = x[key], tx[key]
    assert tuple(y.shape) == tuple(ty.shape)
    np.testing.assert_array_equal(y.detach().numpy(), ty.detach().numpy())
    g = np.random.default_rng(1).standard_normal(tuple(ty.shape))
    (y * tg.tensor(g)).sum().backward()
    (ty * torch.tensor(g)).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), tx.grad.numpy())


def test_indexing_gradcheck_and_node_names():
    x = tg.randn(5, 6, dtype=F64, requires_grad=True)
    assert tg.autograd.gradcheck(lambda x: x[1:, ::2][None, 2], (x,))
    assert tg.autograd.gradgradcheck(lambda x: x[::3, 1:5:2], (x,))
    assert type(x[1].grad_fn).__name__ == "SelectBackward0"
    assert type(x[1:3].grad_fn).__name__ == "SliceBackward0"


ADVANCED = [lambda lib: ([0, 2, 0],), lambda lib: (slice(None), lib.tensor([[1, 3], [3, 0]])),
            lambda lib: (lib.tensor([True, False, True, True, False]),),
            lambda lib: (lib.tensor([1, 4]), Ellipsis, lib.tensor([0, 3])), lambda lib: (None, 1, [2, 2, 5])]


@pytest.mark.parametrize("key", range(len(ADVANCED)))
def test_advanced_indexing_records_like_torch(key):
    """Integer and boolean indices (duplicates accumulate) against torch's IndexBackward."""
    torch = _torch()
    a = np.random.default_rng(7).standard_normal((5, 6, 4))
    x, tx = tg.tensor(a, requires_grad=True), torch.tensor(a, requires_grad=True)
    y, ty = x[ADVANCED[key](tg)], tx[ADVANCED[key](torch)]
    np.testing.assert_array_equal(y.detach().numpy(), ty.detach().numpy())
    g = np.random.default_rng(8).standard_normal(tuple(ty.shape))
    (y * tg.tensor(g)).sum().backward()
    (ty * torch.tensor(g)).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), tx.grad.numpy())


def test_indexing_without_grad_is_still_a_view():
    x = tg.arange(12.0).reshape(3, 4)
    v = x[1:, ::2]
    v.mul_(0)
    assert x.tolist() == [[0, 1, 2, 3], [0, 5, 0, 7], [0, 9, 0, 11]]


# ------------------------------------------------------------------ named tensors
def test_named_page_example_gradients_carry_names():
    """The named-tensors page's autograd example: the gradient is correct; here
    it also carries the names of the tensor it belongs to."""
    x = tg.randn(3, names=('D',))
    weight = tg.randn(3, names=('D',), requires_grad=True)
    loss = (x - weight).abs()
    grad_loss = tg.randn(3)
    loss.backward(grad_loss)
    expected = -(grad_loss.numpy() * np.sign(x.numpy() - weight.detach().numpy()))
    np.testing.assert_allclose(weight.grad.numpy(), expected, rtol=1e-6)
    assert weight.grad.names == ('D',)  # PyTorch: "Unnamed for now. Will be named in the future"

    weight.grad.zero_()
    grad_loss = grad_loss.refine_names('C')
    loss = (x - weight).abs()
    # "Ideally we'd check that the names of loss and grad_loss match": here they are checked
    with pytest.raises(RuntimeError, match="Error when attempting to broadcast dims|do not match|mismatch"):
        loss.backward(grad_loss)
    loss.backward(grad_loss.rename('D'))
    np.testing.assert_allclose(weight.grad.numpy(), expected, rtol=1e-6)


def test_named_gradients_through_reductions_and_matmul():
    torch = _torch()
    a = np.random.default_rng(2).standard_normal((3, 4))
    w = np.random.default_rng(3).standard_normal((4, 2))
    x = tg.tensor(a, names=('N', 'C'), requires_grad=True)
    W = tg.tensor(w, requires_grad=True)
    (x @ W).relu().sum('N').sum().backward()
    tx, tw = torch.tensor(a, requires_grad=True), torch.tensor(w, requires_grad=True)
    (tx @ tw).relu().sum(0).sum().backward()
    assert x.grad.names == ('N', 'C') and W.grad.names is None or W.grad.names == (None, None)
    np.testing.assert_allclose(x.grad.rename(None).numpy(), tx.grad.numpy())
    np.testing.assert_allclose(W.grad.numpy(), tw.grad.numpy())


# ------------------------------------------------------------------ nested tensors
def test_nested_page_examples():
    """The nested-tensors page's autograd examples, verbatim with tg for torch."""
    torch = tg
    a = torch.arange(3, dtype=torch.float, requires_grad=True)
    b = torch.arange(5, dtype=torch.float, requires_grad=True)
    nt = torch.nested.nested_tensor([a, b], requires_grad=True)
    assert nt.is_leaf is True
    a = torch.arange(3, dtype=torch.float, requires_grad=True)
    b = torch.arange(5, dtype=torch.float, requires_grad=True)
    nt = torch.nested.as_nested_tensor([a, b])
    assert nt.is_leaf is False
    fake_grad = torch.nested.nested_tensor([torch.ones_like(a), torch.zeros_like(b)])
    nt.backward(fake_grad)
    assert a.grad.tolist() == [1., 1., 1.]
    assert b.grad.tolist() == [0., 0., 0., 0., 0.]
    c = torch.randn(3, 5, requires_grad=True)
    nt2 = torch.nested.as_nested_tensor(c)
    assert not nt2.is_leaf
    nt2.backward(torch.nested.as_nested_tensor(torch.ones(3, 5)))
    assert c.grad.tolist() == [[1.0] * 5] * 3


NESTED_CASES = {
    "sum_ragged": (lambda n: n.sum(1), lambda t: t.sum(0)),
    "sum_ragged_keepdim": (lambda n: n.sum(1, keepdim=True), lambda t: t.sum(0, keepdim=True)),
    "sum_regular": (lambda n: n.sum(2), lambda t: t.sum(1)),
    "mean_ragged": (lambda n: n.mean(1), lambda t: t.mean(0)),
    "mean_regular_keepdim": (lambda n: n.mean(2, keepdim=True), lambda t: t.mean(1, keepdim=True)),
    "softmax_ragged": (lambda n: n.softmax(1), lambda t: t.softmax(0)),
    "log_softmax_last": (lambda n: n.log_softmax(-1), lambda t: t.log_softmax(-1)),
    "amax_ragged": (lambda n: n.amax(1), lambda t: t.amax(0)),
    "padded": (lambda n: tg.nested.to_padded_tensor(n.exp(), 0.0), lambda t: t.exp()),
    "pointwise_chain": (lambda n: (n.sin() * 2 + 1).tanh(), lambda t: (t.sin() * 2 + 1).tanh()),
    "matmul_dense": (lambda n: n @ tg.ones(4, 2, dtype=F64), None),
    "centred": (lambda n: n - n.sum(-1, keepdim=True), lambda t: t - t.sum(-1, keepdim=True)),
    "centred_ragged": (lambda n: n - n.mean(1, keepdim=True), lambda t: t - t.mean(0, keepdim=True)),
}


@pytest.mark.parametrize("layout", ["strided", "jagged"])
@pytest.mark.parametrize("case", sorted(NESTED_CASES))
def test_nested_ops_gradients_match_torch_per_component(case, layout):
    torch = _torch()
    f, tf = NESTED_CASES[case]
    if tf is None:
        tf = lambda t: t @ torch.ones(4, 2, dtype=torch.float64)  # noqa: E731
    rng = np.random.default_rng(4)
    parts = [rng.standard_normal((3, 4)), rng.standard_normal((5, 4))]
    xs = [tg.tensor(p, requires_grad=True) for p in parts]
    nt = tg.nested.as_nested_tensor(xs, layout=getattr(tg, layout))
    out = f(nt)
    if out.is_nested:
        loss = sum((o * o).sum() for o in out.unbind())
    else:
        loss = (out * out).sum()
    loss.backward()
    txs = [torch.tensor(p, requires_grad=True) for p in parts]
    sum((tf(t) ** 2).sum() for t in txs).backward()
    for x, tx in zip(xs, txs):
        np.testing.assert_allclose(x.grad.numpy(), tx.grad.numpy(), rtol=1e-9, atol=1e-12)


def test_nested_leaf_gradient_and_dense_broadcast_operand():
    torch = _torch()
    rng = np.random.default_rng(5)
    parts = [rng.standard_normal((3, 4)), rng.standard_normal((2, 4))]
    nt = tg.nested.nested_tensor(parts, layout=tg.jagged, requires_grad=True)
    b = tg.tensor(rng.standard_normal((2, 1, 4)), requires_grad=True)
    out = b * nt - nt.sum(1, keepdim=True)
    assert out.layout is tg.jagged
    sum((o * o).sum() for o in out.unbind()).backward()
    assert nt.grad.is_nested and nt.grad.layout is tg.jagged
    txs = [torch.tensor(p, requires_grad=True) for p in parts]
    tb = torch.tensor(b.detach().numpy(), requires_grad=True)
    sum(((tb[i] * t - t.sum(0, keepdim=True)) ** 2).sum() for i, t in enumerate(txs)).backward()
    for g, tx in zip(nt.grad.unbind(), txs):
        np.testing.assert_allclose(g.numpy(), tx.grad.numpy(), rtol=1e-9)
    np.testing.assert_allclose(b.grad.numpy(), tb.grad.numpy(), rtol=1e-9)


def test_nested_backward_checks_the_gradient_structure():
    nt = tg.nested.nested_tensor([tg.ones(2), tg.ones(3)], requires_grad=True)
    out = nt * 2
    with pytest.raises(RuntimeError, match="components' sizes differ"):
        out.backward(tg.nested.nested_tensor([tg.ones(3), tg.ones(3)]))
    with pytest.raises(RuntimeError, match="must be a nested tensor"):
        out.backward(tg.ones(5))


# ------------------------------------------------------------------ __setitem__
def _write_cases():
    def overwrite(lib, x, v):
        y = x * 2
        y[0] = 5
        return y

    def rows_and_block(lib, x, v):
        y = x * 2
        y[1] = v
        y[:, 1:3] = v[:2] * 3
        return y

    def into_fresh(lib, x, v):
        z = lib.zeros(3, 4, dtype=lib.float64)
        z[1:] = x[1:] ** 2
        z[0, ::2] = v[::2]
        return z

    def advanced(lib, x, v):
        y = x + 0
        y[lib.tensor([0, 2])] = v
        return y
    return [overwrite, rows_and_block, into_fresh, advanced]


@pytest.mark.parametrize("fn", _write_cases(), ids=lambda f: f.__name__)
def test_setitem_records_like_torch(fn):
    torch = _torch()
    results = []
    for lib in (tg, torch):
        x = lib.tensor(np.arange(12.0).reshape(3, 4), requires_grad=True)
        v = lib.tensor(np.array([10.0, 20.0, 30.0, 40.0]), requires_grad=True)
        y = fn(lib, x, v)
        w = lib.tensor(np.arange(12.0).reshape(3, 4))
        (y * w).sum().backward()
        results.append((y.detach().numpy(), x.grad.numpy(), None if v.grad is None else v.grad.numpy()))
    for a, b in zip(*results):
        if a is None or b is None:
            assert a is None and b is None
        else:
            np.testing.assert_allclose(a, b)


def test_setitem_errors_instead_of_wrong_gradients():
    w = tg.ones(3, requires_grad=True)
    with pytest.raises(RuntimeError, match="leaf Variable that requires grad"):
        w[0] = 5
    y = w * 2
    view = y[1:]
    with pytest.raises(RuntimeError, match="view of a tensor that requires grad"):
        view[0] = 1
    with tg.no_grad():
        w[0] = 5  # outside grad mode: a plain write
    assert w.tolist() == [5, 1, 1]


# ------------------------------------------------------------------ regressions
def test_inplace_through_the_fast_path_invalidates_saved_values():
    w = tg.ones(3, requires_grad=True)
    x = tg.ones(3)
    y = w * x           # saves x
    x.add_(1)           # a plain in-place add (the pointwise flat loop) bumps x's version
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        y.sum().backward()


def test_rename_refine_and_align_to_keep_the_graph():
    torch = _torch()
    a = np.random.default_rng(6).standard_normal((3, 4))
    x = tg.tensor(a, requires_grad=True)
    z = (x * 2).rename('N', 'C').refine_names('N', 'C').align_to('C', 'K', 'N')
    assert z.shape == (4, 1, 3) and z.names == ('C', 'K', 'N') and z.grad_fn is not None
    w = np.arange(12.0).reshape(4, 1, 3)
    (z.rename(None) * tg.tensor(w)).sum().backward()
    tx = torch.tensor(a, requires_grad=True)
    ((tx * 2).t().unsqueeze(1) * torch.tensor(w)).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), tx.grad.numpy())


def test_named_gradient_summed_over_broadcast_dims():
    w = tg.randn(3, 4, names=('N', 'C'), requires_grad=True)
    b = tg.randn(4, names=('C',), requires_grad=True)
    (w + b).sum().backward()
    assert b.grad.names == ('C',) and b.grad.tolist() == [3.0] * 4
