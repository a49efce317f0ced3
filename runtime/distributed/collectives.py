"""The collectives of torch.distributed over MPI's non-blocking collectives.

Each call: the arguments checked on this rank, the header agreed on by every
rank (header.py: the same clear error everywhere on any rank's bad argument or
a mismatch), then one non-blocking MPI call whose ``Work`` either comes back
(``async_op=True``) or is waited on. Reductions of float16 and bfloat16 run in
float32 (staged) and round once at the end: MPI knows neither type, and adding
their bits as integers would be nonsense. A reduction's result is the same on
every rank (MPI reduces in one fixed order per call).
"""
import numpy as np

from ..core import dtypes as D
from . import buffers, header, mpi, reduce_op
from . import process_group as _groups
from .reduce_op import ReduceOp
from .work import Work, run

_WIDE = {D.float16: np.float32, D.bfloat16: np.float32}  # what the narrow floats are reduced in


def _tensor_error(t, what, arg="tensor"):
    return buffers.check(t, what, arg)


def _op_error(op, t, what):
    message = reduce_op.check(op, t._dtype, what)
    return None if message is None else ValueError(message)


def _list_error(tensors, like, n, what, arg):
    """None when ``tensors`` is a list of ``n`` tensors shaped and typed as ``like``, else the error."""
    if not isinstance(tensors, (list, tuple)) or len(tensors) != n:
        return ValueError(f"{what}: {arg} must be a list of {n} tensors (one per rank of the group), got "
                          f"{len(tensors) if isinstance(tensors, (list, tuple)) else type(tensors).__name__}")
    for i, t in enumerate(tensors):
        bad = _tensor_error(t, what, f"{arg}[{i}]")
        if bad is not None:
            return bad
        if t._shape != like._shape or t._dtype is not like._dtype:
            return ValueError(f"{what}: {arg}[{i}] is a {t._dtype.name} tensor of shape {list(t._shape)}, but the "
                              f"tensor is a {like._dtype.name} tensor of shape {list(like._shape)}; they must match")
    return None


def _first(*errors):
    return next((e for e in errors if e is not None), None)


def _mpi_op(op, dtype):
    return getattr(mpi.load(), reduce_op.mpi_name(op, dtype))


def _averaged(target, op, size):
    """The ``finish`` of a reduction: AVG divides the sum, then the values go in place."""
    def finish():
        if op is ReduceOp.AVG:
            np.divide(target.array, size, out=target.array, casting="unsafe")
        target.commit()
    return finish


# ------------------------------------------------------------------ reductions
def all_reduce(tensor, op=ReduceOp.SUM, group=None, async_op=False):
    """Reduce ``tensor`` across the group in place: every rank gets the result."""
    pg = _group(group, "all_reduce")
    if pg is None:
        return None
    error = _first(_tensor_error(tensor, "all_reduce"))
    error = error or _op_error(op, tensor, "all_reduce")
    header.agree(pg, "all_reduce", tensor, op, error=error)
    target = buffers.Target(tensor, _WIDE.get(tensor._dtype))
    MPI = mpi.load()
    requests = _groups.start(pg, "Allreduce", MPI.IN_PLACE, mpi.buffer(target.array), _mpi_op(op, tensor._dtype),
                             background=async_op)
    return run(Work(requests, pg, "all_reduce", _averaged(target, op, pg.size()), [tensor]), async_op)


def reduce(tensor, dst=None, op=ReduceOp.SUM, group=None, async_op=False, group_dst=None):
    """Reduce ``tensor`` across the group into rank ``dst``'s ``tensor`` (the others' are left as they are)."""
    pg = _group(group, "reduce")
    if pg is None:
        return None
    root, error = _root(pg, dst, group_dst, "reduce", "dst")
    error = _first(error, _tensor_error(tensor, "reduce"))
    error = error or _op_error(op, tensor, "reduce")
    header.agree(pg, "reduce", tensor, op, root, error=error)
    MPI = mpi.load()
    wide = _WIDE.get(tensor._dtype)
    if pg.rank() == root:
        target = buffers.Target(tensor, wide)
        requests = _groups.start(pg, "Reduce", MPI.IN_PLACE, mpi.buffer(target.array), _mpi_op(op, tensor._dtype),
                                 root, background=async_op)
        finish = _averaged(target, op, pg.size())
    else:
        values = buffers.readable(tensor)
        values = values.astype(wide) if wide is not None else values
        requests = _groups.start(pg, "Reduce", mpi.buffer(values), None, _mpi_op(op, tensor._dtype), root,
                                 background=async_op)
        finish = None
    return run(Work(requests, pg, "reduce", finish, [tensor]), async_op)


def reduce_scatter_tensor(output, input, op=ReduceOp.SUM, group=None, async_op=False):
    """Reduce ``input`` (the concatenation or stack of one ``output``-sized block
    per rank) across the group; rank i gets block i's result in ``output``."""
    pg = _group(group, "reduce_scatter_tensor")
    if pg is None:
        return None
    what = "reduce_scatter_tensor"
    error = _first(_tensor_error(output, what, "output"), _tensor_error(input, what, "input"))
    error = error or _op_error(op, output, what) or _blocks_error(input, output, pg.size(), what, "input",
                                                                  "output")
    header.agree(pg, what, output, op, error=error)
    wide = _WIDE.get(output._dtype)
    values = buffers.readable(input)
    values = values.astype(wide) if wide is not None else values
    target = buffers.Target(output, wide, keep=False)
    requests = _groups.start(pg, "Reduce_scatter_block", mpi.buffer(values), mpi.buffer(target.array),
                             _mpi_op(op, output._dtype), background=async_op)
    return run(Work(requests, pg, what, _averaged(target, op, pg.size()), [output]), async_op)


def reduce_scatter(output, input_list, op=ReduceOp.SUM, group=None, async_op=False):
    """Reduce the i-th tensors of every rank's ``input_list`` into rank i's ``output``."""
    pg = _group(group, "reduce_scatter")
    if pg is None:
        return None
    what = "reduce_scatter"
    error = _first(_tensor_error(output, what, "output"))
    error = error or _op_error(op, output, what) or _list_error(input_list, output, pg.size(), what, "input_list")
    header.agree(pg, what, output, op, error=error)
    wide = _WIDE.get(output._dtype)
    values = np.concatenate([buffers.readable(t) for t in input_list]) if output.numel() else \
        np.empty(0, output._dtype.np)
    values = values.astype(wide) if wide is not None else values
    target = buffers.Target(output, wide, keep=False)
    requests = _groups.start(pg, "Reduce_scatter_block", mpi.buffer(values), mpi.buffer(target.array),
                             _mpi_op(op, output._dtype), background=async_op)
    return run(Work(requests, pg, what, _averaged(target, op, pg.size()), [output]), async_op)


def _blocks_error(big, small, n, what, big_arg, small_arg):
    """None when ``big`` holds ``n`` blocks the size of ``small`` (concatenated
    along dim 0, or stacked), of its dtype, else the error."""
    if big._dtype is not small._dtype:
        return ValueError(f"{what}: {big_arg} is {big._dtype.name} but {small_arg} is {small._dtype.name}; they "
                          "must have the same dtype")
    shape, part = tuple(big._shape), tuple(small._shape)
    stacked = (n,) + part
    concatenated = (n * part[0],) + part[1:] if part else None
    if shape != stacked and shape != concatenated:
        forms = f"[{', '.join(map(str, stacked))}]" + (
            f" or [{', '.join(map(str, concatenated))}]" if concatenated else "")
        return ValueError(f"{what}: {big_arg} of shape {list(shape)} must be world_size ({n}) times {small_arg} "
                          f"of shape {list(part)}: {forms}")
    return None


# ------------------------------------------------------------------ moving data
def broadcast(tensor, src=None, group=None, async_op=False, group_src=None):
    """Rank ``src``'s ``tensor`` copied into every rank's ``tensor``."""
    pg = _group(group, "broadcast")
    if pg is None:
        return None
    root, error = _root(pg, src, group_src, "broadcast", "src")
    header.agree(pg, "broadcast", tensor, root=root, error=_first(error, _tensor_error(tensor, "broadcast")))
    target = buffers.Target(tensor, keep=pg.rank() == root)
    requests = _groups.start(pg, "Bcast", mpi.buffer(target.array), root, background=async_op)
    finish = target.commit if pg.rank() != root else None
    return run(Work(requests, pg, "broadcast", finish, [tensor]), async_op)


def all_gather_into_tensor(output_tensor, input_tensor, group=None, async_op=False):
    """Every rank's ``input_tensor`` into every rank's ``output_tensor``,
    concatenated along dim 0 or stacked, in rank order."""
    pg = _group(group, "all_gather_into_tensor")
    if pg is None:
        return None
    what = "all_gather_into_tensor"
    error = _first(_tensor_error(output_tensor, what, "output_tensor"),
                   _tensor_error(input_tensor, what, "input_tensor"))
    error = error or _blocks_error(output_tensor, input_tensor, pg.size(), what, "output_tensor", "input_tensor")
    header.agree(pg, what, input_tensor, error=error)
    target = buffers.Target(output_tensor, keep=False)
    requests = _groups.start(pg, "Allgather", mpi.buffer(buffers.readable(input_tensor)), mpi.buffer(target.array),
                             background=async_op)
    return run(Work(requests, pg, what, target.commit, [output_tensor]), async_op)


def all_gather(tensor_list, tensor, group=None, async_op=False):
    """Every rank's ``tensor`` into ``tensor_list[rank]`` on every rank (through
    one contiguous staging buffer: the list's tensors are separate memory)."""
    pg = _group(group, "all_gather")
    if pg is None:
        return None
    error = _tensor_error(tensor, "all_gather")
    error = error or _list_error(tensor_list, tensor, pg.size(), "all_gather", "tensor_list")
    header.agree(pg, "all_gather", tensor, error=error)
    staged = np.empty(pg.size() * tensor.numel(), tensor._dtype.np)
    requests = _groups.start(pg, "Allgather", mpi.buffer(buffers.readable(tensor)), mpi.buffer(staged),
                             background=async_op)
    return run(Work(requests, pg, "all_gather", _spread(staged, tensor_list), list(tensor_list)), async_op)


def _spread(staged, tensors):
    """The ``finish`` that writes consecutive blocks of ``staged`` into ``tensors``."""
    def finish():
        n = tensors[0].numel() if tensors else 0
        for i, t in enumerate(tensors):
            buffers.write(t, staged[i * n:(i + 1) * n])
    return finish


def gather(tensor, gather_list=None, dst=None, group=None, async_op=False, group_dst=None):
    """Every rank's ``tensor`` into ``gather_list`` on rank ``dst`` (in rank order)."""
    pg = _group(group, "gather")
    if pg is None:
        return None
    root, error = _root(pg, dst, group_dst, "gather", "dst")
    error = _first(error, _tensor_error(tensor, "gather"))
    if error is None and pg.rank() == root:
        error = ValueError("gather: Argument ``gather_list`` must be specified on destination rank.") \
            if not gather_list else _list_error(gather_list, tensor, pg.size(), "gather", "gather_list")
    elif error is None and gather_list:
        error = ValueError("gather: Argument ``gather_list`` must NOT be specified on non-destination ranks.")
    header.agree(pg, "gather", tensor, root=root, error=error)
    values = mpi.buffer(buffers.readable(tensor))
    if pg.rank() == root:
        staged = np.empty(pg.size() * tensor.numel(), tensor._dtype.np)
        requests = _groups.start(pg, "Gather", values, mpi.buffer(staged), root, background=async_op)
        return run(Work(requests, pg, "gather", _spread(staged, gather_list), list(gather_list)), async_op)
    requests = _groups.start(pg, "Gather", values, None, root, background=async_op)
    return run(Work(requests, pg, "gather"), async_op)


def scatter(tensor, scatter_list=None, src=None, group=None, async_op=False, group_src=None):
    """``scatter_list[i]`` of rank ``src`` into rank i's ``tensor``."""
    pg = _group(group, "scatter")
    if pg is None:
        return None
    root, error = _root(pg, src, group_src, "scatter", "src")
    error = _first(error, _tensor_error(tensor, "scatter"))
    if error is None and pg.rank() == root:
        error = ValueError("scatter: Argument ``scatter_list`` must be specified on source rank.") \
            if not scatter_list else _list_error(scatter_list, tensor, pg.size(), "scatter", "scatter_list")
    elif error is None and scatter_list:
        error = ValueError("scatter: Argument ``scatter_list`` must NOT be specified on non-source ranks.")
    header.agree(pg, "scatter", tensor, root=root, error=error)
    target = buffers.Target(tensor, keep=False)
    if pg.rank() == root:
        values = np.concatenate([buffers.readable(t) for t in scatter_list]) if tensor.numel() else \
            np.empty(0, tensor._dtype.np)
        requests = _groups.start(pg, "Scatter", mpi.buffer(values), mpi.buffer(target.array), root,
                                 background=async_op)
    else:
        requests = _groups.start(pg, "Scatter", None, mpi.buffer(target.array), root, background=async_op)
    return run(Work(requests, pg, "scatter", target.commit, [tensor]), async_op)


def barrier(group=None, async_op=False, device_ids=None, timeout=None):
    """Wait until every rank of the group has reached the barrier."""
    pg = _group(group, "barrier")
    if pg is None:
        return None
    header.agree(pg, "barrier")
    work = Work(_groups.start(pg, "Barrier", background=async_op or timeout is not None), pg, "barrier")
    if async_op:
        return work
    work.wait(timeout)
    return None


def broadcast_coalesced(tensors, pg, root=0):
    """Rank ``root``'s values of many tensors into every rank's, one ``Bcast``
    per dtype (DDP's parameter and buffer sync; no header: DDP checked that the
    ranks' models match when it was built)."""
    by_dtype = {}
    for t in tensors:
        by_dtype.setdefault(t._dtype, []).append(t)
    for dtype, members in by_dtype.items():
        sizes = [t.numel() for t in members]
        if pg.rank() == root:
            values = np.concatenate([buffers.readable(t) for t in members]) if sum(sizes) else np.empty(0, dtype.np)
        else:
            values = np.empty(sum(sizes), dtype.np)
        _groups.wait(_groups.start(pg, "Bcast", mpi.buffer(values), root), pg, "broadcast of module states")
        if pg.rank() != root:
            offset = 0
            for t, n in zip(members, sizes):
                buffers.write(t, values[offset:offset + n])
                offset += n


# ------------------------------------------------------------------ Python objects
def all_gather_object(object_list, obj, group=None):
    """Every rank's picklable ``obj`` into ``object_list[rank]``."""
    pg = _group(group, "all_gather_object")
    if pg is None:
        return None
    error = None
    if not isinstance(object_list, list) or len(object_list) != pg.size():
        error = ValueError(f"all_gather_object: object_list must be a list of world_size ({pg.size()}) elements")
    header.agree(pg, "all_gather_object", error=error)
    object_list[:] = pg.comm.allgather(obj)
    return None


def broadcast_object_list(object_list, src=None, group=None, device=None, group_src=None):
    """Rank ``src``'s picklable objects into every rank's ``object_list`` (in place)."""
    pg = _group(group, "broadcast_object_list")
    if pg is None:
        return None
    root, error = _root(pg, src, group_src, "broadcast_object_list", "src")
    if error is None and not isinstance(object_list, list):
        error = TypeError(f"broadcast_object_list: object_list must be a list, got {type(object_list).__name__}")
    header.agree(pg, "broadcast_object_list", root=root, error=error)
    values = pg.comm.bcast(object_list if pg.rank() == root else None, root)
    if len(values) != len(object_list):
        raise ValueError(f"broadcast_object_list: rank {pg._ranks[root]} sent {len(values)} objects into a list "
                         f"of {len(object_list)}")
    object_list[:] = values
    return None


def _group(group, what):
    return _groups.resolve(group, what)


def _root(pg, rank, group_rank, what, arg):
    """The root's group rank, and the error when src/dst is invalid (raised
    through the header, on every rank together)."""
    try:
        return _groups.group_rank(pg, rank, group_rank, what, arg), None
    except ValueError as e:
        return -1, e
