"""The call pipeline's own rules, through the public API: out= and in-place
targets that share memory with their inputs, self-overlapping targets, the
one writer's casts, names on every kind, and nothing written before an error."""
import warnings

import numpy as np
import pytest

import tensorgen as tg

PARTIAL = ("unsupported operation: some elements of the input tensor and the written-to tensor refer to a single "
           "memory location")
INTERNAL = "unsupported operation: more than one element of the written-to tensor refers to a single memory location"


def test_out_partially_aliasing_an_input_raises_and_writes_nothing():
    a = tg.arange(4.0).reshape(2, 2)
    with pytest.raises(RuntimeError, match=PARTIAL):
        tg.add(a, a.t(), out=a)
    assert a.tolist() == [[0.0, 1.0], [2.0, 3.0]]
    b = tg.arange(4.0)
    with pytest.raises(RuntimeError, match=PARTIAL):
        tg.exp(b[:-1], out=b[1:])
    assert b.tolist() == [0.0, 1.0, 2.0, 3.0]
    c = tg.tensor([[True, False], [False, True]])
    with pytest.raises(RuntimeError, match=PARTIAL):
        tg.where(c, a.t(), a, out=a)
    assert a.tolist() == [[0.0, 1.0], [2.0, 3.0]]


def test_out_that_is_an_input_computes_as_pytorch():
    a = tg.arange(4.0).reshape(2, 2)
    assert tg.add(a, a, out=a) is a and a.tolist() == [[0.0, 2.0], [4.0, 6.0]]
    x = tg.arange(4.0).reshape(2, 2)
    assert tg.mul(x, 3, out=x).tolist() == [[0.0, 3.0], [6.0, 9.0]]


def test_non_elementwise_outs_sharing_memory_are_computed_first():
    a = tg.arange(4.0).reshape(2, 2)
    tg.mm(a, tg.ones(2, 2), out=a)  # PyTorch 2.13 gives zeros here; the product is meant
    assert a.tolist() == [[1.0, 1.0], [5.0, 5.0]]
    s = tg.arange(4.0).reshape(2, 2)
    tg.sum(s, 0, out=s[0])
    assert s.tolist() == [[2.0, 4.0], [2.0, 3.0]]


def test_strided_views_that_meet_are_computed_through_a_buffer():
    a = tg.arange(6.0).reshape(2, 3)
    a[:, :2].add_(a[:, 1:])  # overlapping strided views: the values read are the old ones
    assert a.tolist() == [[1.0, 3.0, 2.0], [7.0, 9.0, 5.0]]
    b = tg.arange(8.0)
    b[::2].add_(b[1::2])  # interleaved: no shared element, written directly
    assert b.tolist() == [1.0, 1.0, 5.0, 3.0, 9.0, 5.0, 13.0, 7.0]


@pytest.mark.parametrize("call", [lambda t: t.add_(1), lambda t: t.mul_(2), lambda t: t.copy_(tg.ones(3)),
                                  lambda t: t.uniform_(), lambda t: t.clamp_(0, 1), lambda t: t.exp_(),
                                  lambda t: tg.add(tg.ones(3), 1, out=t)])
def test_writing_a_self_overlapping_tensor_raises(call):
    t = tg.ones(1).expand(3)
    with pytest.raises(RuntimeError, match=INTERNAL):
        call(t)


def test_fill_zero_and_masked_fill_on_an_expanded_tensor_follow_pytorch():
    t = tg.zeros(1).expand(3)
    assert t.fill_(2).tolist() == [2.0, 2.0, 2.0]
    assert t.zero_().tolist() == [0.0, 0.0, 0.0]
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        t.masked_fill_(tg.tensor([True, False, True]), 1.0)
    assert t.tolist() == [1.0, 1.0, 1.0]
    assert "Use of masked_fill_ on expanded tensors is deprecated" in str(w[0].message)


def test_copy_of_itself_writes_nothing():
    t = tg.zeros(1).expand(3)
    assert t.copy_(t) is t


def test_out_dtype_rules_declared_per_op():
    x = tg.tensor([1.5, -0.5])
    assert tg.exp(x, out=tg.zeros(2, dtype=tg.float64)).dtype is tg.float64  # castable
    with pytest.raises(RuntimeError, match="Found dtype Double but expected Float"):
        tg.neg(x, out=tg.zeros(2, dtype=tg.float64))  # out_dtype: exact
    with pytest.raises(RuntimeError, match="result type Float can't be cast to the desired output type Long"):
        tg.add(x, 1, out=tg.zeros(2, dtype=tg.int64))
    assert tg.sum(x, 0, out=tg.zeros((), dtype=tg.int32)).item() == 1  # as_dtype: sums int32(1), int32(0)
    with pytest.raises(RuntimeError, match="Expected out tensor to have dtype long int, but got int instead"):
        tg.argmax(x, 0, out=tg.zeros((), dtype=tg.int32))
    with pytest.raises(RuntimeError, match="all only supports bool tensor for result, got: Float"):
        tg.all(x, 0, out=tg.zeros(()))


def test_out_is_resized_with_pytorchs_warning():
    out = tg.zeros(3)
    with pytest.warns(UserWarning, match="An output with one or more elements was resized"):
        tg.add(tg.ones(2, 2), 1, out=out)
    assert out.shape == (2, 2) and out.tolist() == [[2.0, 2.0], [2.0, 2.0]]
    empty = tg.zeros(0)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        tg.add(tg.ones(2), 1, out=empty)  # an empty out is resized silently
    assert empty.tolist() == [2.0, 2.0]


def test_read_only_memory_is_refused_before_anything_runs():
    arr = np.arange(3.0)
    arr.setflags(write=False)
    t = tg.from_numpy(arr)
    with pytest.raises(RuntimeError, match="add_: cannot write into a tensor whose memory is read-only"):
        t.add_(1)
    with pytest.raises(RuntimeError, match="cannot write into a tensor whose memory is read-only"):
        tg.add(t, 1, out=t)
    assert arr.tolist() == [0.0, 1.0, 2.0]


def test_names_on_copy_fill_and_masked_ops():
    x = tg.zeros(2, 3, names=("N", "C"))
    assert x.clone().names == ("N", "C") and x.fill_(1).names == ("N", "C")
    assert tg.zeros(2, 3).copy_(x).names == ("N", "C")  # in place: self takes the computed names
    assert x.masked_fill(tg.zeros(3, dtype=tg.bool), 2.0).names == ("N", "C")
    with pytest.raises(RuntimeError, match="dim 'C' and dim 'D' are at the same position from the right"):
        tg.cat([x, tg.zeros(2, 3, names=("N", "D"))])
    with pytest.raises(RuntimeError, match="Name mismatch: specified out tensor with names"):
        tg.add(x, 1, out=tg.zeros(2, 3, names=("A", "B")))


@pytest.mark.parametrize("dst", ["float16", "bfloat16"])
@pytest.mark.parametrize("src", ["int16", "float32", "int64"])
def test_narrow_result_of_a_transposed_operand_keeps_element_order(src, dst):
    """A half/bfloat16 result converted from a permuted layout (copy_, cat, promotion)
    holds each element where its strides say (found by the differential chains)."""
    v = np.zeros(12)
    v[10] = 1
    b = tg.tensor(v.reshape(3, 4)).to(getattr(tg, src)).t()
    want = v.reshape(3, 4).T.tolist()
    c = tg.empty(4, 3, dtype=getattr(tg, dst))
    assert c.copy_(b).float().tolist() == want
    assert tg.cat([tg.zeros(4, 3, dtype=getattr(tg, dst)).t().t(), b]).float().tolist()[4:] == want
    assert (b + tg.zeros(4, 3, dtype=getattr(tg, dst))).float().tolist() == want


@pytest.mark.parametrize("device", ["cpu", "cuda"])
def test_out_of_a_wider_dtype_gets_the_result_dtype_rounding(device):
    """bfloat16 + int16 is bfloat16: written into a float32 out=, the value is the
    bfloat16 sum widened (4.25), not the float32 one (4.234375), as PyTorch."""
    a = tg.tensor([2.234375], dtype=tg.bfloat16, device=device)
    b = tg.tensor([2], dtype=tg.int16, device=device)
    out = tg.zeros(1, device=device)
    tg.add(a, b, out=out)
    assert out.cpu().tolist() == [4.25]
