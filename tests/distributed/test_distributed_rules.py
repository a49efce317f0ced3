"""The parts of tensorgen.distributed and DDP that need no second process (and
no MPI): how a tensor becomes a buffer, the header's mismatch messages, which
reduce op goes with which dtype, DDP's bucket assignment, and the errors of a
process that never initialised."""
import numpy as np
import pytest

import tensorgen as tg
import tensorgen.distributed as dist
from tensorgen.distributed import buffers, header, reduce_op
from tensorgen.nn.parallel.reducer import assign_buckets


def test_contiguous_cpu_tensors_travel_zero_copy():
    t = tg.arange(12.0).reshape(3, 4)
    view = buffers.readable(t)
    assert np.shares_memory(view, t.numpy()) and view.shape == (12,)
    row = t[1]  # contiguous, at an offset
    assert np.shares_memory(buffers.readable(row), t.numpy())
    np.testing.assert_array_equal(buffers.readable(row), [4, 5, 6, 7])
    target = buffers.Target(t)
    assert target.direct and np.shares_memory(target.array, t.numpy())
    target.array[:] = 1
    target.commit()
    assert t.sum().item() == 12 and t._version == 1


def test_strided_and_narrow_tensors_go_through_one_staging_copy():
    base = tg.arange(12.0).reshape(3, 4)
    strided = base.t()
    staged = buffers.readable(strided)
    assert not np.shares_memory(staged, base.numpy())
    np.testing.assert_array_equal(staged, base.numpy().T.reshape(-1))
    target = buffers.Target(strided)
    assert not target.direct
    target.array[:] = -1
    assert base.sum().item() == 66  # nothing written before commit
    target.commit()
    assert (base == -1).all().item()
    half = tg.tensor([1.0, 2.0], dtype=tg.bfloat16)
    wide = buffers.Target(half, np.float32)  # reductions of bfloat16 run in float32
    assert wide.array.dtype == np.float32 and not wide.direct
    wide.array[:] = [3.00390625, 4.0]  # rounds to bfloat16 once, on commit
    wide.commit()
    assert half.tolist() == [3.0, 4.0] and half.dtype is tg.bfloat16


def test_named_tensors_keep_their_names_when_written():
    t = tg.zeros(2, 3, names=("N", "C"))
    buffers.write(t, np.arange(6.0, dtype=np.float32))
    assert t.names == ("N", "C") and t.rename(None).tolist() == [[0, 1, 2], [3, 4, 5]]


def test_layouts_that_cannot_travel():
    nested = tg.nested.nested_tensor([tg.ones(2), tg.ones(3)])
    error = buffers.check(nested, "all_reduce", "tensor")
    assert type(error) is RuntimeError
    assert str(error).startswith("all_reduce: tensor is a nested tensor; only dense tensors can be communicated")
    sparse = tg.ones(2, 2).to_sparse()
    assert "broadcast: tensor is a sparse tensor" in str(buffers.check(sparse, "broadcast", "tensor"))
    error = buffers.check([1], "send", "tensor")
    assert type(error) is TypeError and str(error) == "send: tensor must be a tensorgen.Tensor, got list"
    assert buffers.check(tg.ones(2), "send", "tensor") is None


def test_header_mismatch_messages():
    a = header.make("all_reduce", tg.zeros(2, 3), dist.ReduceOp.SUM)
    b = header.make("all_reduce", tg.zeros(3, 3), dist.ReduceOp.SUM)
    c = header.make("broadcast", tg.zeros(2, 3, dtype=tg.int64), root=1)
    assert header.mismatch(np.stack([a, a]), None) is None
    assert header.mismatch(np.stack([a, b]), None) == (
        "Detected mismatch between collectives on ranks: rank 0 is running all_reduce (op SUM) on a float32 tensor "
        "of shape [2, 3], but rank 1 is running all_reduce (op SUM) on a float32 tensor of shape [3, 3]")
    assert "rank 2 is running broadcast (root 1) on a int64 tensor of shape [2, 3]" in \
        header.mismatch(np.stack([a, a, c]), None)
    deep = tg.zeros(*([1] * 10))
    assert "of 10 dims and 1 elements" in header.describe(header.make("all_reduce", deep, dist.ReduceOp.MAX))
    # names travel as per-dim codes, None a wildcard
    n1 = header.make("all_reduce", tg.zeros(2, names=("N",)), dist.ReduceOp.SUM)
    n0 = header.make("all_reduce", tg.zeros(2), dist.ReduceOp.SUM)
    assert n1[header.NAMES] != 0 and n0[header.NAMES] == 0
    assert header.mismatch(np.stack([n0, n1]), None) is None


@pytest.mark.parametrize("dtype", [tg.bool, tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64, tg.float16,
                                   tg.bfloat16, tg.float32, tg.float64])
def test_reduce_ops_per_dtype(dtype):
    R = dist.ReduceOp
    for op in (R.SUM, R.PRODUCT, R.MIN, R.MAX):
        assert reduce_op.check(op, dtype, "all_reduce") is None
    bitwise = reduce_op.check(R.BAND, dtype, "all_reduce")
    average = reduce_op.check(R.AVG, dtype, "all_reduce")
    if dtype.is_floating_point:
        assert bitwise == f"all_reduce: ReduceOp.BAND needs an integer or bool tensor, got {dtype}"
        assert average is None
    else:
        assert bitwise is None
        assert "ReduceOp.AVG needs a floating tensor" in average
    assert "not supported by the mpi backend" in reduce_op.check(R.PREMUL_SUM, dtype, "all_reduce")
    assert "op must be a tensorgen.distributed.ReduceOp" in reduce_op.check("sum", dtype, "all_reduce")
    if dtype is tg.bool:  # 0/1 bytes: a sum is a logical or, a product a logical and (as PyTorch's NCCL)
        assert reduce_op.mpi_name(R.SUM, dtype) == "MAX" and reduce_op.mpi_name(R.PRODUCT, dtype) == "MIN"


def test_ddp_buckets_in_reverse_registration_order_per_dtype():
    params = [("a", tg.zeros(100)), ("b", tg.zeros(100, dtype=tg.float64)), ("c", tg.zeros(100)),
              ("d", tg.zeros(300)), ("e", tg.zeros(10))]
    buckets = assign_buckets(params, cap_bytes=800, first_bytes=800)
    assert [[name for name, _ in b] for b in buckets] == [["e", "d"], ["c", "a"], ["b"]]
    small_first = assign_buckets(params, cap_bytes=10 ** 6, first_bytes=40)
    assert [[name for name, _ in b] for b in small_first] == [["e"], ["d", "c", "a"], ["b"]]


def test_calls_before_init_process_group():
    assert not dist.is_initialized() and dist.is_available()
    for call in (dist.get_rank, dist.get_world_size, lambda: dist.all_reduce(tg.ones(1)),
                 lambda: dist.new_group([0]), dist.barrier):
        with pytest.raises(ValueError, match="Default process group has not been initialized"):
            call()
    with pytest.raises(ValueError, match="has the 'mpi' backend only, got backend='nccl'"):
        dist.init_process_group("nccl")
    with pytest.raises(TypeError, match="Expected timeout argument to be of type datetime.timedelta"):
        dist.init_process_group("mpi", timeout=5)
    assert dist.ReduceOp.SUM is dist.ReduceOp.RedOpType.SUM and dist.group.WORLD is None
