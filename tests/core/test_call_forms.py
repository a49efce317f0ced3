"""What the call forms PyTorch accepts compute (tests/core/test_signatures.py
checks the forms themselves): a view as another dtype, memory formats of
clone and resize_, out= of the functions that gained it, generator=, mm's
out_dtype, einsum's sublists, the legacy Tensor.new, from_dlpack's device
and copy. Values against NumPy (torch where installed: test_signatures.py)."""
import numpy as np
import pytest

import tensorgen as tg


def test_view_as_another_dtype_reads_the_same_bytes():
    a = np.arange(12, dtype=np.float32).reshape(3, 4) - 5.5
    x = tg.tensor(a)
    np.testing.assert_array_equal(x.view(tg.int32).numpy(), a.view(np.int32))
    np.testing.assert_array_equal(x.view(tg.int16).numpy(), a.view(np.int16))          # last dim doubles
    np.testing.assert_array_equal(x.view(tg.float64).numpy(), a.view(np.float64))      # last dim halves
    np.testing.assert_array_equal(x.view(dtype=tg.uint8).numpy(), a.view(np.uint8))
    y = x.view(tg.int32)
    y[0, 0] = 0  # a view: the same memory
    assert x[0, 0].item() == 0.0
    with pytest.raises(RuntimeError, match=r"self.stride\(-1\) must be 1"):
        x.t().view(tg.int16)
    with pytest.raises(RuntimeError, match=r"self.size\(-1\) must be divisible by 2"):
        tg.zeros(3, dtype=tg.float32).view(tg.float64)
    assert x.view(-1).shape == (12,) and x.view(2, 6).shape == (2, 6)  # the size form as before


def test_clone_and_resize_in_a_memory_format():
    x = tg.arange(24.0).reshape(1, 2, 3, 4)
    c = x.clone(memory_format=tg.channels_last)
    assert c.stride() == (24, 1, 8, 2) and c.is_contiguous(memory_format=tg.channels_last)
    np.testing.assert_array_equal(c.numpy(), x.numpy())
    t = x.transpose(2, 3)
    assert t.clone().stride() == (24, 12, 1, 4)                                      # preserve_format
    assert t.clone(memory_format=tg.contiguous_format).is_contiguous()
    r = tg.empty(0).resize_(1, 2, 3, 4, memory_format=tg.channels_last)
    assert r.shape == (1, 2, 3, 4) and r.stride() == (24, 1, 8, 2)
    with pytest.raises(RuntimeError, match="preserve memory format is unsupported by resize_"):
        tg.empty(0).resize_(2, memory_format=tg.preserve_format)
    with pytest.raises(RuntimeError, match="required rank 4 tensor to use channels_last format"):
        tg.zeros(2, 3).clone(memory_format=tg.channels_last)


def test_out_of_the_functions_that_take_it():
    x = tg.tensor([[0.0, 1.0], [2.0, 0.0]])
    out = tg.empty(0, dtype=tg.int64)
    assert tg.nonzero(x, out=out) is out and out.tolist() == [[0, 1], [1, 0]]
    before = out.tolist()
    with pytest.raises(RuntimeError, match="nonzero does not support the out kwarg when as_tuple is True"):
        tg.nonzero(x, as_tuple=True, out=out)
    assert out.tolist() == before  # refused before anything is written
    w, b = tg.tensor([[1.0, 2.0], [3.0, 4.0]]), tg.tensor([0.5, -0.5])
    out = tg.empty(0)
    assert tg.nn.functional.linear(x, w, b, out=out) is out
    np.testing.assert_allclose(out.numpy(), x.numpy() @ w.numpy().T + b.numpy())
    with pytest.raises(RuntimeError, match="result type Float can't be cast to the desired output type Long"):
        tg.nn.functional.softplus(x, out=tg.empty(0, dtype=tg.int64))
    vals, idx = tg.empty(0), tg.empty(0, dtype=tg.int64)
    tg.max(x, 1, out=(vals, idx))
    assert vals.tolist() == [1.0, 2.0] and idx.tolist() == [1, 0]
    o = tg.empty(0)
    tg.tensordot(x, w, 1, o)  # torch.tensordot's positional out
    np.testing.assert_allclose(o.numpy(), x.numpy() @ w.numpy())


def test_generator_draws_are_reproducible():
    def draws(make):
        g = tg.Generator().manual_seed(7)
        return [make(g).tolist() for _ in range(2)]
    for make in (lambda g: tg.empty(5).uniform_(generator=g), lambda g: tg.empty(5).normal_(generator=g),
                 lambda g: tg.empty(5).exponential_(generator=g),
                 lambda g: tg.bernoulli(tg.full((5,), 0.5), generator=g),
                 lambda g: tg.normal(0.0, 1.0, (5,), generator=g), lambda g: tg.empty(5).random_(10, generator=g),
                 lambda g: tg.rand_like(tg.empty(5), generator=g), lambda g: tg.randint(3, 9, (5,), generator=g)):
        first, second = draws(make), draws(make)
        assert first == second and first[0] != first[1]
    with pytest.raises(TypeError, match="argument 'generator' must be torch.Generator, not int"):
        tg.empty(2).uniform_(generator=3)


def test_random_ranges_of_every_form():
    x = tg.empty(2000, dtype=tg.int64)
    assert 0 <= x.random_(5).min().item() and x.max().item() == 4
    assert x.random_(3, 6).min().item() == 3 and x.max().item() == 5
    u = tg.empty(2000, dtype=tg.uint8).random_(250, None)  # from 250 to the dtype's top
    assert u.min().item() >= 250 and u.max().item() <= 255


def test_mm_out_dtype_widens_half_factors():
    a = tg.tensor([[1.5, 2.0], [0.25, -1.0]], dtype=tg.float16)
    for fn, args in ((tg.mm, (a, a)), (tg.bmm, (a[None], a[None])), (tg.addmm, (tg.zeros(2, 2), a, a)),
                     (tg.baddbmm, (tg.zeros(1, 2, 2), a[None], a[None]))):
        r = fn(*args, tg.float32)
        assert r.dtype is tg.float32
        np.testing.assert_allclose(r.numpy().reshape(2, 2), a.float().numpy() @ a.float().numpy())
    assert tg.mm(a, a, tg.float16).dtype is tg.float16
    with pytest.raises(RuntimeError, match="out_dtype must be the same as input dtype or fp32 for fp16/bf16 inputs"):
        tg.mm(a.float(), a.float(), tg.float16)


def test_einsum_takes_the_sublist_format():
    a, b = tg.arange(6.0).reshape(2, 3), tg.arange(12.0).reshape(3, 4)
    np.testing.assert_allclose(tg.einsum(a, [0, 1], b, [1, 2], [0, 2]).numpy(), a.numpy() @ b.numpy())
    np.testing.assert_allclose(tg.einsum(a, [0, 1], b, [1, 2]).numpy(), a.numpy() @ b.numpy())
    np.testing.assert_allclose(tg.einsum("ij,jk", [a, b]).numpy(), a.numpy() @ b.numpy())


def test_the_legacy_new_forms():
    x = tg.zeros(2, dtype=tg.float64)
    assert x.new().shape == (0,) and x.new(2, 3).shape == (2, 3) and x.new(size=(4,)).shape == (4,)
    assert x.new(tg.Size([3])).shape == (3,)
    y = x.new([1.5, 2.5])
    assert y.dtype is tg.float64 and y.tolist() == [1.5, 2.5]
    assert x.new(x) is x


def test_from_dlpack_device_and_copy():
    a = np.arange(3.0)
    shared = tg.from_dlpack(a)
    shared[0] = 7.0
    assert a[0] == 7.0
    copied = tg.from_dlpack(a, copy=True)
    copied[1] = -1.0
    assert a[1] == 1.0
    assert tg.from_dlpack(a, device="cpu").device == tg.device("cpu")
