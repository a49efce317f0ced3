"""Views and shape ops (ops.yaml kind: view) and the data-copying ops
(kind: copy): clone contiguous cat stack copy_ fill_ zero_ resize_, checked
against NumPy (and torch where installed)."""
import numpy as np
import pytest

import tensorgen as tg
from support.common import ALL, cuda, mk, npv, same  # noqa: F401 - cuda is a fixture

A = np.arange(24.0).reshape(2, 3, 4)


def noncontig():
    """A (3, 2, 4) non-contiguous view and its NumPy twin."""
    x = mk(A).permute(1, 0, 2)
    return x, A.transpose(1, 0, 2)


# ------------------------------------------------------------------ storage sharing
def test_views_share_storage_and_record_base():
    x = mk(A)
    for v in (x.transpose(0, 2), x.t() if x.ndim <= 2 else x.mT, x.permute(2, 0, 1), x.select(1, 2),
              x.narrow(2, 1, 2), x.unsqueeze(0), x[:, ::2], x.view(6, 4), x.reshape(4, 6), x.flatten(),
              x.unflatten(2, (2, 2)), x.expand(3, 2, 3, 4), x.unbind(1)[1], x.split(2, 2)[1],
              x.chunk(2, 0)[1], x[0, 1:], x[None, ..., 1]):
        assert v._base is x
        assert v.untyped_storage_ptr() == x.untyped_storage_ptr()
    sel = x.select(2, 1)
    assert sel.data_ptr() == x.data_ptr() + 1 * 8
    assert x[1]._base is x and x[1][2]._base is x  # a view of a view points at the root


def test_write_through_view_is_seen_by_base():
    x = mk(A)
    v = x.transpose(0, 2)[1]
    v.fill_(-1.0)
    ref = A.copy()
    ref.transpose(2, 1, 0)[1] = -1
    same(x, ref)
    x.narrow(1, 0, 1).zero_()
    ref[:, 0:1] = 0
    same(x, ref)
    x[:, ::2, 1] = 7.0
    ref[:, ::2, 1] = 7
    same(x, ref)


# ------------------------------------------------------------------ permuting
@pytest.mark.parametrize("d0,d1", [(0, 2), (-1, 0), (1, 1), (-2, -3)])
def test_transpose(d0, d1):
    x = mk(A)
    r = x.transpose(d0, d1)
    same(r, np.swapaxes(A, d0, d1))
    same(tg.transpose(x, d0, d1), np.swapaxes(A, d0, d1))
    same(tg.swapaxes(x, d0, d1), np.swapaxes(A, d0, d1))
    same(x.swapdims(d0, d1), np.swapaxes(A, d0, d1))
    assert r.stride() == tuple(s // 8 for s in np.swapaxes(A, d0, d1).strides)


def test_transpose_noncontiguous_and_inplace():
    x, a = noncontig()
    same(x.transpose(0, 1), a.swapaxes(0, 1))
    y = mk(A)
    assert y.transpose_(0, 2) is y
    same(y, A.swapaxes(0, 2))
    z = mk(np.arange(6.0).reshape(2, 3))
    z.t_()
    same(z, np.arange(6.0).reshape(2, 3).T)


def test_t_and_T_and_mT():
    m = np.arange(6.0).reshape(2, 3)
    same(mk(m).t(), m.T)
    same(tg.t(mk(m)), m.T)
    same(mk(np.arange(3.0)).t(), np.arange(3.0))
    same(mk(5.0).t(), np.array(5.0))
    same(mk(A).T, A.transpose(2, 1, 0))
    same(mk(A).mT, A.swapaxes(-1, -2))
    same(mk(m).H, m.T)
    with pytest.raises(RuntimeError, match=r"^t\(\) expects a tensor with <= 2 dimensions, but self is 3D$"):
        mk(A).t()
    with pytest.raises(RuntimeError, match=r"tensor.mT is only supported on matrices or batches of matrices. "
                                           r"Got 1-D tensor."):
        mk(np.arange(3.0)).mT


@pytest.mark.parametrize("perm", [(2, 0, 1), (-1, -3, -2), (0, 1, 2)])
def test_permute(perm):
    x = mk(A)
    same(x.permute(*perm), A.transpose(perm))
    same(x.permute(perm), A.transpose(perm))
    same(tg.permute(x, perm), A.transpose(perm))
    x2, a2 = noncontig()
    same(x2.permute(perm), a2.transpose(perm))


def test_permute_errors():
    x = mk(A)
    with pytest.raises(RuntimeError, match=r"number of dimensions in the tensor input does not match the length of "
                                           r"the desired ordering of dimensions i.e. input.dim\(\) = 3 is not equal "
                                           r"to len\(dims\) = 2"):
        x.permute(0, 1)
    with pytest.raises(RuntimeError, match=r"permute\(\): duplicate dims are not allowed."):
        x.permute(0, 1, 1)
    with pytest.raises(IndexError, match=r"Dimension out of range \(expected to be in range of \[-3, 2\], but got 3\)"):
        x.permute(0, 1, 3)


# ------------------------------------------------------------------ removing dims
@pytest.mark.parametrize("dim,index", [(0, 1), (1, -1), (-1, 2), (-3, 0)])
def test_select(dim, index):
    same(mk(A).select(dim, index), np.take(A, index, axis=dim))
    same(tg.select(mk(A), dim, index), np.take(A, index, axis=dim))
    x, a = noncontig()
    same(x.select(dim, index), np.take(a, index, axis=dim))


def test_select_errors():
    with pytest.raises(IndexError, match=r"select\(\): index 3 out of range for tensor of size \[2, 3, 4\] at "
                                         r"dimension 1"):
        mk(A).select(1, 3)
    with pytest.raises(IndexError, match=r"select\(\) cannot be applied to a 0-dim tensor."):
        mk(1.0).select(0, 0)
    with pytest.raises(IndexError, match=r"Dimension out of range"):
        mk(A).select(3, 0)


def test_squeeze():
    a = np.arange(6.0).reshape(1, 2, 1, 3)
    x = mk(a)
    same(x.squeeze(), a.squeeze())
    same(x.squeeze(0), a.squeeze(0))
    same(x.squeeze(-2), a.squeeze(2))
    same(x.squeeze(1), a)  # not size 1: unchanged
    same(x.squeeze((0, 2)), a.squeeze((0, 2)))
    same(tg.squeeze(x, 2), a.squeeze(2))
    same(mk(3.0).squeeze(), np.array(3.0))
    same(mk(3.0).squeeze(0), np.array(3.0))
    y = mk(a)
    y.squeeze_()
    assert y.shape == (2, 3)
    with pytest.raises(IndexError, match="Dimension out of range"):
        x.squeeze(4)


def test_unbind():
    for dim in (0, 1, -1):
        parts = mk(A).unbind(dim)
        assert isinstance(parts, tuple) and len(parts) == A.shape[dim]
        for i, p in enumerate(parts):
            same(p, np.take(A, i, axis=dim))
    x, a = noncontig()
    for i, p in enumerate(tg.unbind(x, 2)):
        same(p, a[..., i])
    assert mk(np.empty((0, 3))).unbind(0) == ()
    with pytest.raises(IndexError, match="Dimension specified as 0 but tensor has no dimensions"):
        mk(1.0).unbind()


# ------------------------------------------------------------------ narrow, split, chunk
def test_narrow():
    same(mk(A).narrow(2, 1, 2), A[:, :, 1:3])
    same(mk(A).narrow(-1, -3, 3), A[..., 1:4])
    same(tg.narrow(mk(A), 0, 2, 0), A[2:2])
    x, a = noncontig()
    same(x.narrow(0, 1, 2), a[1:3])
    with pytest.raises(RuntimeError, match=r"start \(2\) \+ length \(3\) exceeds dimension size \(4\)."):
        mk(A).narrow(2, 2, 3)
    with pytest.raises(IndexError, match=r"start out of range \(expected to be in range of \[-4, 4\], but got 5\)"):
        mk(A).narrow(2, 5, 0)
    with pytest.raises(RuntimeError, match=r"narrow\(\) cannot be applied to a 0-dim tensor."):
        mk(1.0).narrow(0, 0, 1)
    with pytest.raises(RuntimeError, match=r"narrow\(\): length must be non-negative."):
        mk(A).narrow(0, 0, -1)


def test_split_and_chunk():
    a = np.arange(20.0).reshape(5, 4)
    x = mk(a)
    for got, ref in zip(x.split(2), np.split(a, [2, 4])):
        same(got, ref)
    for got, ref in zip(tg.split(x, [1, 3], dim=1), np.split(a, [1], axis=1)):
        same(got, ref)
    assert [p.shape[0] for p in x.split(5)] == [5]
    for got, ref in zip(x.chunk(2, -1), np.split(a, 2, axis=1)):
        same(got, ref)
    assert [p.shape[0] for p in x.chunk(3)] == [2, 2, 1]
    assert [p.shape[0] for p in tg.chunk(x, 10)] == [1, 1, 1, 1, 1]
    assert [p.shape[0] for p in mk(np.empty((0, 2))).chunk(2)] == [0, 0]
    xt, at = noncontig()
    for got, ref in zip(xt.chunk(2, 2), np.split(at, 2, axis=2)):
        same(got, ref)
    with pytest.raises(RuntimeError, match=r"split_with_sizes expects split_sizes to sum exactly to 5 \(input "
                                           r"tensor's size at dimension 0\), but got split_sizes=\[2, 2\]"):
        x.split([2, 2])
    with pytest.raises(RuntimeError, match=r"split expects split_size be non-negative, but got split_size=-1"):
        x.split(-1)
    with pytest.raises(RuntimeError, match=r"chunk expects `chunks` to be greater than 0, got: 0"):
        x.chunk(0)


# ------------------------------------------------------------------ adding dims
@pytest.mark.parametrize("dim", [0, 1, 3, -1, -4])
def test_unsqueeze(dim):
    same(mk(A).unsqueeze(dim), np.expand_dims(A, dim))
    same(tg.unsqueeze(mk(A), dim), np.expand_dims(A, dim))
    x, a = noncontig()
    same(x.unsqueeze(dim), np.expand_dims(a, dim))


def test_unsqueeze_zero_dim_and_errors():
    same(mk(2.0).unsqueeze(0), np.array([2.0]))
    same(mk(2.0).unsqueeze(-1), np.array([2.0]))
    y = mk(A)
    y.unsqueeze_(1)
    assert y.shape == (2, 1, 3, 4)
    with pytest.raises(IndexError, match=r"Dimension out of range \(expected to be in range of \[-4, 3\], but got 4\)"):
        mk(A).unsqueeze(4)


def test_expand():
    a = np.arange(3.0).reshape(3, 1)
    x = mk(a)
    same(x.expand(2, 3, 4), np.broadcast_to(a, (2, 3, 4)))
    same(x.expand((3, -1)), a)
    same(x.expand(-1, 5), np.broadcast_to(a, (3, 5)))
    assert x.expand(2, 3, 4).stride() == (0, 1, 0)
    same(x.expand_as(mk(np.zeros((2, 3, 4)))), np.broadcast_to(a, (2, 3, 4)))
    same(mk(7.0).expand(2, 2), np.full((2, 2), 7.0))
    same(x.expand(0, 3, 2), np.empty((0, 3, 2)))
    with pytest.raises(RuntimeError, match=r"The expanded size of the tensor \(4\) must match the existing size \(3\) "
                                           r"at non-singleton dimension 0.  Target sizes: \[4, 1\].  Tensor sizes: "
                                           r"\[3, 1\]"):
        x.expand(4, 1)
    with pytest.raises(RuntimeError, match=r"the number of sizes provided \(1\) must be greater or equal to the "
                                           r"number of dimensions in the tensor \(2\)"):
        x.expand(3)
    with pytest.raises(RuntimeError, match=r"The expanded size of the tensor \(-1\) isn't allowed in a leading, "
                                           r"non-existing dimension 0"):
        x.expand(-1, 3, 1)


# ------------------------------------------------------------------ reshaping
def test_view():
    x = mk(A)
    same(x.view(6, 4), A.reshape(6, 4))
    same(x.view(-1), A.reshape(-1))
    same(x.view((4, -1, 3)), A.reshape(4, 2, 3))
    same(x.transpose(0, 1).view(3, 2, 2, 2), A.transpose(1, 0, 2).reshape(3, 2, 2, 2))  # splits a dim: viewable
    same(mk(5.0).view(1, 1), np.array([[5.0]]))
    same(mk(np.arange(1.0)).view(()), np.array(0.0))
    same(mk(np.empty((0, 3))).view(3, 0, 1), np.empty((3, 0, 1)))
    v = x[:, 1:].view(2, 8)  # stays a view when dims merge inside a contiguous chunk
    same(v, A[:, 1:].reshape(2, 8))
    assert v._base is x


def test_view_errors():
    x = mk(A)
    with pytest.raises(RuntimeError, match=r"^view size is not compatible with input tensor's size and stride \(at "
                                           r"least one dimension spans across two contiguous subspaces\). Use "
                                           r"\.reshape\(\.\.\.\) instead\.$"):
        x.transpose(0, 2).view(-1)
    with pytest.raises(RuntimeError, match=r"shape '\[5, 5\]' is invalid for input of size 24"):
        x.view(5, 5)
    with pytest.raises(RuntimeError, match="only one dimension can be inferred"):
        x.view(-1, -1)
    with pytest.raises(TypeError, match=r"view\(\) received an invalid combination of arguments"):  # torch's words
        x.view(2.5, 12)


def test_reshape_views_when_possible_else_copies():
    x = mk(A)
    r = x.reshape(4, 6)
    assert r._base is x
    same(r, A.reshape(4, 6))
    t = x.transpose(0, 2)
    c = t.reshape(-1)
    same(c, A.transpose(2, 1, 0).reshape(-1))
    assert c._base is None and c.is_contiguous()
    same(tg.reshape(x, (3, 8)), A.reshape(3, 8))
    x2, a2 = noncontig()
    same(x2.reshape(6, 4), a2.reshape(6, 4))
    same(mk(np.empty((2, 0))).reshape(0, 5), np.empty((0, 5)))
    same(x.view_as(mk(np.zeros((4, 6)))), A.reshape(4, 6))
    r2 = x.transpose(0, 2).reshape_as(mk(np.zeros(24)))
    same(r2, A.transpose(2, 1, 0).reshape(-1))
    assert r2._base is None
    with pytest.raises(TypeError, match=r"view_as\(\): argument 'other' \(position 1\) must be Tensor, not int"):
        x.view_as(3)


def test_flatten_unflatten():
    x = mk(A)
    same(x.flatten(), A.reshape(-1))
    same(x.flatten(1), A.reshape(2, 12))
    same(tg.flatten(x, 0, 1), A.reshape(6, 4))
    same(x.flatten(-2, -1), A.reshape(2, 12))
    same(mk(3.0).flatten(), np.array([3.0]))
    same(x.transpose(0, 2).flatten(), A.transpose(2, 1, 0).reshape(-1))
    assert x.flatten(1, 1) is x
    with pytest.raises(RuntimeError, match="flatten\\(\\) has invalid args: start_dim cannot come after end_dim"):
        x.flatten(2, 0)
    same(x.unflatten(2, (2, 2)), A.reshape(2, 3, 2, 2))
    same(x.unflatten(-1, (2, -1)), A.reshape(2, 3, 2, 2))
    same(tg.unflatten(x, 1, (3, 1)), A.reshape(2, 3, 1, 4))
    with pytest.raises(RuntimeError, match=r"unflatten: Provided sizes \[3, 3\] don't multiply up to the size of dim "
                                           r"2 \(4\) in the input tensor"):
        x.unflatten(2, (3, 3))


def test_detach_and_queries():
    x = mk(A)
    d = x.detach()
    same(d, A)
    assert d._base is None and d.data_ptr() == x.data_ptr()  # shares storage, but is not a view (as torch)
    assert d.is_leaf and not d.requires_grad
    assert x.is_contiguous() and not x.transpose(0, 1).is_contiguous()
    assert x[:, :1].is_contiguous() is False and x[:1].is_contiguous()
    assert mk(np.empty((0, 3))).t().is_contiguous()
    assert not x.is_pinned() and not x.is_shared() and not x.is_sparse
    assert tg.is_tensor(x) and not tg.is_tensor(A)
    assert tg.numel(x) == 24 and tg.numel(mk(1.0)) == 1 and tg.numel(x[:0]) == 0


def test_view_ops_type_errors():
    with pytest.raises(TypeError, match=r"transpose\(\): argument 'input' \(position 1\) must be Tensor, not list"):
        tg.transpose([1, 2], 0, 1)


# ------------------------------------------------------------------ contiguous / clone
@pytest.mark.parametrize("dtype", ALL)
def test_clone_contiguous_every_dtype(dtype):
    a = (np.arange(24) % 7 - 2).reshape(2, 3, 4).astype(np.float64)
    x = mk(a, dtype)
    ref = npv(x)
    t = x.permute(2, 0, 1)
    c = t.contiguous()
    assert c.dtype is dtype and c.is_contiguous() and c._base is None
    same(c, ref.transpose(2, 0, 1))
    k = t.clone()
    assert k.dtype is dtype and k.stride() == t.stride()  # preserve_format
    same(k, ref.transpose(2, 0, 1))
    k2 = x[:, ::2, 1:].clone()  # not dense: a contiguous copy
    assert k2.is_contiguous()
    same(k2, ref[:, ::2, 1:])
    assert x.contiguous() is x
    k.fill_(1)
    same(x, ref)  # a clone owns its memory


def test_clone_empty_zero_dim():
    same(mk(np.empty((0, 4))).clone(), np.empty((0, 4)))
    same(tg.clone(mk(2.5)), np.array(2.5))
    same(mk(np.arange(4.0)).expand(3, 4).clone(), np.broadcast_to(np.arange(4.0), (3, 4)))


# ------------------------------------------------------------------ cat / stack
@pytest.mark.parametrize("dtype", ALL)
def test_cat_stack_every_dtype(dtype):
    a = (np.arange(12) % 5).reshape(3, 4).astype(np.float64)
    b = (np.arange(8) % 3).reshape(2, 4).astype(np.float64)
    x, y = mk(a, dtype), mk(b, dtype)
    ra, rb = npv(x), npv(y)
    r = tg.cat([x, y])
    assert r.dtype is dtype
    same(r, np.concatenate([ra, rb]))
    s = tg.stack([x, x.flip(0) if False else x], dim=1)
    same(s, np.stack([ra, ra], axis=1))


@pytest.mark.parametrize("dim", [0, 1, -1, 2])
def test_cat_dims_noncontiguous(dim):
    x, a = noncontig()
    y = mk(A[:, :, :2]).permute(1, 0, 2).contiguous() if dim in (2, -1) else x
    b = a[:, :, :2] if dim in (2, -1) else a
    same(tg.cat([x, y, x], dim), np.concatenate([a, b, a], axis=dim))
    same(tg.concat((x, x), dim=dim), np.concatenate([a, a], axis=dim))
    same(tg.concatenate([x], dim), a)


def test_cat_promotes_skips_legacy_empty_and_out():
    r = tg.cat([mk([1, 2], tg.int32), mk([0.5], tg.float64)])
    assert r.dtype is tg.float64
    same(r, [1, 2, 0.5])
    assert tg.cat([tg.tensor([True]), mk([2], tg.uint8)]).dtype is tg.uint8
    same(tg.cat([mk(np.ones((2, 3))), mk(np.empty(0))]), np.ones((2, 3)))
    same(tg.cat([mk(np.empty((0, 3))), mk(np.ones((1, 3)))]), np.ones((1, 3)))
    out = tg.empty(0)
    res = tg.cat([mk([1.0]), mk([2.0, 3.0])], out=out)
    assert res is out
    same(out, [1, 2, 3])
    out2 = tg.zeros(3, dtype=tg.int32)
    with pytest.raises(RuntimeError, match="result type Double can't be cast to the desired output type Int"):
        tg.cat([mk([1.0]), mk([2.0, 3.0])], out=out2)
    same(out2, [0, 0, 0])
    st = tg.stack([mk(1.0), mk(2.0)])
    same(st, [1, 2])
    so = tg.empty(2, 2)
    tg.stack([mk([1.0, 2.0]), mk([3.0, 4.0])], dim=-1, out=so)
    same(so, [[1, 3], [2, 4]])


def test_cat_stack_errors():
    with pytest.raises(ValueError, match=r"torch.cat\(\): expected a non-empty list of Tensors"):
        tg.cat([])
    with pytest.raises(RuntimeError, match=r"Sizes of tensors must match except in dimension 1. Expected size 2 but "
                                           r"got size 3 for tensor number 1 in the list."):
        tg.cat([tg.ones(2, 3), tg.ones(3, 3)], 1)
    with pytest.raises(RuntimeError, match=r"Tensors must have same number of dimensions: got 2 and 1"):
        tg.cat([tg.ones(2, 3), tg.ones(3)])
    with pytest.raises(RuntimeError, match=r"zero-dimensional tensor \(at position 0\) cannot be concatenated"):
        tg.cat([mk(1.0)])
    with pytest.raises(RuntimeError, match=r"stack expects each tensor to be equal size, but got \[2, 3\] at entry 0 "
                                           r"and \[3, 2\] at entry 1"):
        tg.stack([tg.ones(2, 3), tg.ones(3, 2)])
    with pytest.raises(RuntimeError, match="stack expects a non-empty TensorList"):
        tg.stack([])
    with pytest.raises(TypeError, match=r"expected Tensor as element 1 in argument 0, but got int"):
        tg.cat([tg.ones(1), 2])
    with pytest.raises(IndexError, match="Dimension out of range"):
        tg.cat([tg.ones(2)], 1)


# ------------------------------------------------------------------ copy_ / fill_ / zero_
@pytest.mark.parametrize("src_dtype", ALL)
def test_copy_converts_every_dtype(src_dtype):
    a = np.array([[0, 1, 3], [2, 0, 1]], np.float64)
    src = mk(a, src_dtype)
    ref = npv(src)
    for dst_dtype in (src_dtype, tg.float32, tg.int64, tg.bool, tg.float16):
        dst = tg.zeros(2, 3, dtype=dst_dtype)
        assert dst.copy_(src) is dst
        same(dst, ref.astype(bool) if dst_dtype is tg.bool else ref)


def test_copy_broadcast_noncontiguous_and_errors():
    dst = tg.zeros(3, 4)
    dst.t().copy_(mk(np.arange(3.0)))
    same(dst, np.broadcast_to(np.arange(3.0), (4, 3)).T)
    d2 = tg.zeros(2, 3, dtype=tg.int32)
    d2.copy_(mk([[1.7], [-2.5]]))
    same(d2, [[1, 1, 1], [-2, -2, -2]])
    x = mk(np.arange(5.0))
    with pytest.raises(RuntimeError, match="some elements of the input tensor and the written-to tensor refer to a "
                                           "single memory location"):  # as PyTorch: partial overlap
        x[1:].copy_(x[:-1])
    same(x, np.arange(5.0))  # untouched
    with pytest.raises(RuntimeError, match=r"The size of tensor a \(3\) must match the size of tensor b \(4\) at "
                                           r"non-singleton dimension 1"):
        tg.zeros(2, 3).copy_(tg.ones(4))
    with pytest.raises(RuntimeError, match=r"unsupported operation: more than one element of the written-to tensor "
                                           r"refers to a single memory location. Please clone\(\) the tensor before "
                                           r"performing the operation."):
        tg.zeros(3).expand(2, 3).copy_(tg.ones(3))
    with pytest.raises(TypeError, match=r"copy_\(\): argument 'src' \(position 2\) must be Tensor, not int"):
        tg.zeros(3).copy_(1)


@pytest.mark.parametrize("dtype", ALL)
def test_fill_zero_every_dtype(dtype):
    x = tg.ones(2, 3, dtype=dtype)
    assert x.fill_(1) is x
    same(x, np.ones((2, 3)))
    x[:, 1].fill_(0)
    same(x, [[1, 0, 1], [1, 0, 1]])
    x.zero_()
    same(x, np.zeros((2, 3)))
    same(tg.fill(x, 1), np.ones((2, 3)))
    same(x, np.zeros((2, 3)))


def test_fill_conversions_and_errors():
    same(tg.zeros(2, dtype=tg.int8).fill_(-3.7), [-3, -3])
    same(tg.zeros(2, dtype=tg.bool).fill_(2), [1, 1])
    same(tg.zeros(2).fill_(mk(2.5)), [2.5, 2.5])
    same(tg.zeros(0).fill_(1), np.empty(0))
    same(mk(0.0).fill_(4), np.array(4.0))
    with pytest.raises(RuntimeError, match="value cannot be converted to type uint8_t without overflow"):
        tg.zeros(3, dtype=tg.uint8).fill_(300)
    with pytest.raises(RuntimeError, match="fill_ only supports 0-dimension value tensor but got tensor with 1 "
                                           "dimensions."):
        tg.zeros(3).fill_(tg.ones(2))


# ------------------------------------------------------------------ resize_
def test_resize():
    x = mk(np.arange(6.0))
    assert x.resize_(2, 3) is x
    same(x, np.arange(6.0).reshape(2, 3))
    x.resize_((2,))
    same(x, [0, 1])
    y = mk(np.arange(3.0))
    y.resize_(2, 2)  # grows: the old values stay as the prefix
    assert y.shape == (2, 2) and npv(y).reshape(-1)[:3].tolist() == [0, 1, 2]
    z = tg.zeros(4)
    z.resize_as_(tg.ones(2, 1))
    assert z.shape == (2, 1) and z.is_contiguous()
    with pytest.raises(RuntimeError, match=r"Trying to create tensor with negative dimension -1: \[-1\]"):
        tg.zeros(2).resize_(-1)
    with pytest.raises(RuntimeError, match="cannot resize variables that require grad"):
        tg.zeros(2).requires_grad_().resize_(3)
    e = tg.zeros(3).expand(2, 3)
    e.resize_(6)  # an expanded tensor becomes a plain contiguous one over its storage
    assert e.shape == (6,) and e.stride() == (1,)


# ------------------------------------------------------------------ torch oracle
def test_against_torch_oracle():
    torch = pytest.importorskip("torch")
    a = np.random.default_rng(0).standard_normal((3, 4, 5)).astype(np.float32)
    x, tx = mk(a, tg.float32), torch.from_numpy(a.copy())
    cases = [
        lambda m: m.transpose(0, 2).reshape(-1, 3),
        lambda m: m.permute(1, 2, 0)[1:, ::2].flatten(0, 1),
        lambda m: m.unsqueeze(-2).expand(3, 4, 2, 5).select(2, 1),
        lambda m: m.narrow(1, 1, 2).unflatten(2, (5, 1)).squeeze(-1),
        lambda m: m.mT.contiguous(),
        lambda m: m.chunk(2, 1)[1].split([1, 4], 2)[1],
        lambda m: m[None, ..., 2],
    ]
    for f in cases:
        r, tr = f(x), f(tx)
        assert tuple(r.shape) == tuple(tr.shape)
        assert r.stride() == tr.stride()
        np.testing.assert_array_equal(np.asarray(r), tr.numpy())
    for f in (lambda m: m.transpose(0, 1).view(-1), lambda m: m.view(7, -1), lambda m: m.select(3, 0)):
        with pytest.raises(Exception) as e1:
            f(x)
        with pytest.raises(Exception) as e2:
            f(tx)
        assert str(e1.value) == str(e2.value)


# ------------------------------------------------------------------ cuda (simulator)
def test_cuda_views_and_copies(cuda):
    a = np.arange(12.0).reshape(3, 4)
    x = mk(a, tg.float32).cuda()
    t = x.t()
    assert t.device.type == "cuda" and t._base is x
    same(t.contiguous().cpu(), a.T)
    same(t.clone().cpu(), a.T)
    same(tg.cat([x, x[:1]]).cpu(), np.concatenate([a, a[:1]]))
    same(tg.stack([x[0], x[1]], 1).cpu(), np.stack([a[0], a[1]], 1))
    same(x[:, ::2].reshape(-1).cpu(), a[:, ::2].reshape(-1))
    y = tg.zeros(2, 3, dtype=tg.int32, device="cuda")
    y.copy_(mk([[1.5, 2.5, -1.5]]))  # cross-device, converting, broadcasting
    same(y.cpu(), [[1, 2, -1], [1, 2, -1]])
    y[:, 1].fill_(9)
    same(y.cpu(), [[1, 9, -1], [1, 9, -1]])
    x[:, 1].fill_(-5)  # a write through a cuda view is seen by its base
    assert x.cpu().tolist()[2] == [8.0, -5.0, 10.0, 11.0]
    b = mk([[1, 2], [3, 4]], tg.bfloat16).cuda()
    same(b.t().contiguous().cpu(), [[1, 3], [2, 4]])


# ------------------------------------------------------------------ the YAML side of the families
_POINTWISE = """
- func: _to_copy(Tensor self) -> Tensor
  kind: pointwise
  kernel: self
  names: keep
  promotion: no_opmath
  dtypes: all
  devices: [cpu, cuda]
  derivatives: {not_differentiable: "a test op"}
"""


def _build(tmp_path, text):
    from tensorgen.codegen import model, parse
    p = tmp_path / "ops.yaml"
    p.write_text("ops:\n" + _POINTWISE + text, encoding="utf-8")
    return model.build(str(p), parse.load(p), None)  # a table of its own: no helper modules


def test_yaml_view_and_copy_entries_generate_wrappers(tmp_path):
    from tensorgen.codegen import render
    spec = _build(tmp_path, """
- func: movedim2(Tensor self, dim[] dims) -> Tensor
  kind: view
  variants: [function, method]
  varargs: dims
  rule: permute
  names: permute
  dtypes: all
  devices: [cpu, cuda]
  derivatives: {not_differentiable: "a test op"}
- func: dup(Tensor self) -> Tensor
  kind: copy
  variants: [function]
  rule: clone
  kernel_op: _to_copy
  names: keep
  dtypes: all
  devices: [cpu, cuda]
  derivatives: {not_differentiable: "a test op"}
""")
    files = render.render(spec)
    # PyTorch's binding: the function names its tensor `input` and takes the list
    # whole; the method takes it as varargs, one sequence or by keyword
    assert "def movedim2(input, dims):\n    \"\"\"movedim2(Tensor self, dim[] dims) -> Tensor\"\"\"\n    self = input\n" \
        in files["ops.py"]
    assert "def _movedim2_method(self, *args, dims=None):" in files["ops.py"]
    assert "    dims = _ov.varargs('movedim2', 'dims', args, dims, ())\n" in files["ops.py"]
    assert "_vw.View(_vr.permute, arg_names=('self', 'dims'))" in files["ops.py"]
    assert "return _pipeline.call(_op_movedim2, (self, dims))" in files["ops.py"]
    assert "movedim2 = _ops._movedim2_method" in files["methods.py"]
    assert "_cp.Copy('clone', case=__to_copy_case, arg_names=('self',))" in files["ops.py"]
    assert "return _pipeline.call(_op_dup, (self,))" in files["ops.py"]


@pytest.mark.parametrize("entry,field,message", [
    ("kind: view\n  rule: t\n  varargs: self", "varargs", "must name a positional Tensor[] or dim[] argument"),
    ("kind: view\n  rule: t\n  fallback: nothing", "fallback", "'nothing' is not a pointwise op"),
    ("kind: view\n  rule: t\n  kernel: self", "kernel", "unknown field for a view op"),
    ("kind: view", "rule", "a view op needs the name of its rule in runtime/families/view_geometry.py"),
    ("kind: copy\n  rule: clone", "kernel_op", "a copy op needs 'rule'"),
    ("kind: copy\n  rule: clone\n  kernel_op: 3", "kernel_op", "expected the name of a function"),
])
def test_yaml_family_errors_name_the_field(tmp_path, entry, field, message):
    from tensorgen.codegen import parse
    with pytest.raises(parse.SpecError) as e:
        _build(tmp_path, f"""
- func: myview(Tensor self) -> Tensor
  {entry}
  names: keep
  dtypes: all
  devices: [cpu]
  derivatives: {{not_differentiable: "a test op"}}
""")
    assert field in str(e.value) and message in str(e.value) and "myview" in str(e.value)


# ------------------------------------------------------------------ names and nested inputs
def test_view_ops_follow_their_names_rule():
    x = tg.zeros(2, 3, 4, names=("N", "C", "W"))
    assert x.transpose("N", "W").names == ("W", "C", "N")
    assert x.permute(2, 0, 1).names == ("W", "N", "C")
    assert x.select("C", 0).names == ("N", "W")
    assert x.unsqueeze(1).names == ("N", None, "C", "W")
    assert x[:, 1].names == ("N", "W")
    assert x.narrow("W", 0, 2).names == ("N", "C", "W")
    assert [u.names for u in x.unbind(0)] == [("C", "W")] * 2
    assert x.clone().names == ("N", "C", "W")
    assert tg.cat([x, x], 1).names == ("N", "C", "W")
    assert tg.stack([x, x]).names == (None, "N", "C", "W")
    with pytest.raises(RuntimeError, match=r"Error when attempting to cat dims \['N', 'C', 'W'\] and dims "
                                           r"\['N', 'D', 'W'\]: dim 'C' and dim 'D' are at the same position"):
        tg.cat([x, tg.zeros(2, 3, 4, names=("N", "D", "W"))])
    with pytest.raises(RuntimeError, match=r"^view is not yet supported with named tensors. Please drop names via "
                                           r"`tensor = tensor.rename\(None\)`"):
        x.view(6, 4)


def test_view_functions_accept_nested_tensors():
    nt = tg.nested.nested_tensor([tg.ones(2, 3), tg.ones(4, 3)], layout=tg.jagged)
    assert tg.transpose(nt, 1, 2).is_nested
    assert [tuple(u.shape) for u in tg.unbind(nt)] == [(2, 3), (4, 3)]
    assert tg.clone(nt).is_nested


def test_random_view_chains_match_torch():
    """Chains of six random view ops: same shapes, strides, storage offsets,
    values and errors as torch."""
    torch = pytest.importorskip("torch")
    import random

    def step(m, r):
        nd, sh = m.dim(), tuple(m.shape)
        c = r.randrange(14)
        if nd == 0 and c not in (5, 8, 9, 11):
            c = 5
        d = r.randrange(nd) if nd else 0
        if c == 0:
            return m.transpose(r.randrange(-nd, nd), r.randrange(-nd, nd))
        if c == 1:
            p = list(range(nd))
            r.shuffle(p)
            return m.permute(*p)
        if c == 2:
            return m.select(d, r.randrange(-sh[d], sh[d])) if sh[d] else m
        if c == 3:
            s = r.randrange(0, sh[d] + 1)
            return m.narrow(d, s, r.randrange(0, sh[d] - s + 1))
        if c == 4:
            return m.squeeze()
        if c == 5:
            return m.unsqueeze(r.randrange(-nd - 1, nd + 1))
        if c == 6:
            return m.expand(2, *[s if s != 1 else 3 for s in sh])
        if c == 7:
            return m.flatten(d)
        if c == 8:
            return m.reshape(-1)
        if c == 9:
            return m.contiguous()
        if c == 10:
            return m.chunk(r.randrange(1, 4), d)[0]
        if c == 11:
            return m.reshape(*reversed(sh)) if sh else m.view(1)
        if c == 12:
            return m.unflatten(d, (1, sh[d]))
        return m.split(2, d)[-1] if sh[d] else m

    a = np.arange(60.0).reshape(3, 4, 5)
    for seed in range(120):
        outs = []
        for m in (tg.tensor(a), torch.tensor(a)):
            r, trace = random.Random(seed), []
            try:
                for _ in range(6):
                    m = step(m, r)
                    trace.append((tuple(m.shape), tuple(m.stride()), m.storage_offset()))
                outs.append(("ok", trace, np.asarray(m).tolist()))
            except (RuntimeError, IndexError) as e:
                outs.append((type(e).__name__, str(e), trace))
        assert outs[0] == outs[1], seed


def test_fill_scalar_conversion_rules():
    same(tg.zeros(1, dtype=tg.uint8).fill_(-1), [255])  # integers wrap into unsigned types
    same(tg.zeros(1, dtype=tg.float16).fill_(1e6), [np.inf])
    for dtype, v in ((tg.uint8, -256), (tg.uint8, -1.5), (tg.int8, 128), (tg.int32, float("nan"))):
        with pytest.raises(RuntimeError, match="value cannot be converted to type .* without overflow"):
            tg.zeros(1, dtype=dtype).fill_(v)


def test_copy_and_fill_conversions_match_torch():
    torch = pytest.importorskip("torch")
    names = ["bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64"]
    vals = [0, 1, -1, 2.5, -2.5, 127, 200, 1e3, -0.0, 0.1]
    for sn in names:
        src_t = torch.tensor(vals, dtype=torch.float64).to(getattr(torch, sn))
        src = tg.tensor(src_t.to(torch.float64).numpy()).to(getattr(tg, sn))
        for dn in names:
            d = tg.zeros(len(vals), dtype=getattr(tg, dn)).copy_(src)
            t = torch.zeros(len(vals), dtype=getattr(torch, dn)).copy_(src_t)
            np.testing.assert_array_equal(npv(d), t.to(torch.float64).numpy(), err_msg=f"{sn} -> {dn}")
    for dn in names:
        for v in (-1, -255, 256, -1.5, 255.5, float("nan"), float("inf"), 1e39, 2 ** 63, True, 0.7):
            got, want = [], []
            for lib, out in ((tg, got), (torch, want)):
                try:
                    out.append(float(lib.zeros(1, dtype=getattr(lib, dn)).fill_(v).to(lib.float64).item()))
                except RuntimeError as e:
                    out.append(str(e))
            assert got == want or (got[0] != got[0] and want[0] != want[0]), (dn, v, got, want)


@pytest.mark.parametrize("dtype", [tg.bool, tg.int8, tg.int64, tg.float16, tg.bfloat16, tg.float64])
def test_cuda_copying_ops_dtypes(cuda, dtype):
    a = (np.arange(6) % 3).reshape(2, 3).astype(np.float64)
    x = mk(a, dtype)
    ref = npv(x)
    c = x.cuda()
    same(c.t().clone().cpu(), ref.T)
    same(tg.cat([c, c[:1]], 0).cpu(), np.concatenate([ref, ref[:1]]))
    same(c.masked_fill(tg.tensor([True, False, True]).cuda(), 1).cpu(), np.where([True, False, True], 1, ref))
    same(c[tg.tensor([1, 0])].cpu(), ref[[1, 0]])
    c.zero_()
    same(c.cpu(), np.zeros((2, 3)))
    c.resize_(2, 4)
    assert c.shape == (2, 4) and npv(c.cpu()).reshape(-1)[:6].tolist() == [0] * 6
