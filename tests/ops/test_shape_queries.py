"""Small tensor utilities, against torch: is_same_size,
split_with_sizes (a view op), scalar_tensor, broadcast_shapes and
Tensor.apply_, with PyTorch's signatures and errors."""
import math

import numpy as np
import pytest

import tensorgen as tg


def test_is_same_size():
    assert tg.is_same_size(tg.ones(2, 3), tg.zeros(2, 3))
    assert not tg.is_same_size(tg.ones(2, 3), tg.ones(3, 2))
    assert tg.ones(0).is_same_size(tg.ones(0))
    with pytest.raises(TypeError, match="argument 'other' \\(position 2\\) must be Tensor, not list"):
        tg.is_same_size(tg.ones(2), [2])


def test_split_with_sizes_against_torch():
    torch = pytest.importorskip("torch")
    x = np.arange(12.0).reshape(3, 4)
    for args in (([1, 3], 1), ([2, 0, 1],), ((1, 1, 1), -2)):
        got = tg.split_with_sizes(tg.tensor(x), *args)
        want = torch.split_with_sizes(torch.tensor(x), *args)
        assert len(got) == len(want)
        for g, w in zip(got, want):
            np.testing.assert_array_equal(np.asarray(g), w.numpy())
    pieces = tg.tensor(x).split_with_sizes([2, 2], dim=1)
    assert pieces[0]._base is not None  # views
    for m in (tg, torch):
        with pytest.raises(RuntimeError, match="split_with_sizes expects split_sizes to sum exactly to 3"):
            m.split_with_sizes(m.ones(3, 4), [1, 1])
        with pytest.raises(TypeError, match="argument 'split_sizes' \\(position 2\\) must be tuple of ints, not int"):
            m.split_with_sizes(m.ones(3, 4), 2)
    a = tg.tensor(x, requires_grad=True)
    assert tg.autograd.gradcheck(lambda t: tg.split_with_sizes(t, [3, 1], 1)[0] * 2, (a,))


def test_scalar_tensor_against_torch():
    torch = pytest.importorskip("torch")
    for args, kw in (((3,), {}), ((True,), {}), ((3.5,), {"dtype": "int32"}), ((-2,), {"dtype": "float64"}),
                     ((1e40,), {"dtype": "float64"})):
        got = tg.scalar_tensor(*args, **{k: getattr(tg, v) for k, v in kw.items()})
        want = torch.scalar_tensor(*args, **{k: getattr(torch, v) for k, v in kw.items()})
        assert got.shape == () and str(got.dtype).split(".")[-1] == str(want.dtype).split(".")[-1]
        assert got.item() == want.item()
    t = tg.scalar_tensor(2.0, requires_grad=True)
    assert t.requires_grad and t.is_leaf
    with pytest.raises(TypeError, match="argument 's' \\(position 1\\) must be Number, not str"):
        tg.scalar_tensor("2")


@pytest.mark.parametrize("shapes", [((2, 1), (3,), 1, [1, 1]), ((2,), (3, 1), (1, 1, 1)), (), ((0, 1), (3,)), (5,),
                                    (None, (2,)), ((4, 1, 3), tg.Size([5, 1]))])
def test_broadcast_shapes_against_torch(shapes):
    torch = pytest.importorskip("torch")
    shapes = tuple(tuple(s) if isinstance(s, tg.Size) else s for s in shapes)
    got = tg.broadcast_shapes(*shapes)
    assert isinstance(got, tg.Size)
    assert tuple(got) == tuple(torch.broadcast_shapes(*shapes))


def test_broadcast_shapes_errors_are_torchs():
    torch = pytest.importorskip("torch")
    for args, exc in ((((2, 1), (3, 2)), RuntimeError), (((-1,),), ValueError), ((2.5,), RuntimeError)):
        outs = []
        for m in (tg, torch):
            with pytest.raises(exc) as e:
                m.broadcast_shapes(*args)
            outs.append(str(e.value).replace("tensorgen", "torch"))
        assert outs[0] == outs[1]


def test_apply_():
    x = tg.tensor([[1.0, 2.0], [3.0, 4.0]])
    assert x.apply_(lambda v: v * 2 + 1) is x
    np.testing.assert_array_equal(np.asarray(x), [[3, 5], [7, 9]])
    y = tg.arange(6.0).reshape(2, 3)
    y.t().apply_(lambda v: -v)  # through a transposed view: the base changes
    np.testing.assert_array_equal(np.asarray(y), -np.arange(6.0).reshape(2, 3))
    i = tg.tensor([1, 2, 3])
    i.apply_(lambda v: v * 2.7)  # converted to the dtype as C++ does: truncated
    np.testing.assert_array_equal(np.asarray(i), [2, 5, 8])
    seen = []
    tg.tensor([True, False]).apply_(lambda v: seen.append(type(v)) or v)
    assert seen == [bool, bool]
    h = tg.tensor([1.0], dtype=tg.float16).apply_(lambda v: v / 3)
    assert math.isclose(h.item(), 1 / 3, rel_tol=1e-3)
    with pytest.raises(RuntimeError, match="Can't call apply_\\(\\) on Variable that requires grad"):
        tg.ones(2, requires_grad=True).apply_(lambda v: v)
    with pytest.raises(TypeError, match="must be real number, not str"):
        tg.ones(1).apply_(lambda v: "a")
    with pytest.raises(TypeError, match="'int' object is not callable"):
        tg.ones(1).apply_(3)


def test_apply_refuses_cuda(cuda):
    with pytest.raises(RuntimeError, match="apply_ is only implemented on CPU tensors"):
        tg.ones(2, device=cuda).apply_(lambda v: v)


@pytest.fixture
def cuda():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
    return "cuda"
