"""Point-to-point messages: ``send``/``recv``/``isend``/``irecv``.

A message is two MPI messages from the same sender: the sender's header (tag
2t) then the payload (tag 2t + 1), so a receiver checks shape and dtype before
any value lands in its tensor, and a receive from any source takes the payload
from the rank whose header it got (MPI keeps one sender's messages in order).
``send`` and a blocking ``recv`` are zero-copy for contiguous CPU tensors;
``irecv`` from a known source posts its payload receive at once (so a blocking
send the other way cannot deadlock) into a staging buffer, checked and copied
when the header has been read; ``irecv`` from any source posts it once the
header names the sender.
"""
import numpy as np

from ..core import dtypes as D
from . import buffers, header, mpi
from . import process_group as _groups
from .work import Work, run


def _tags(pg, tag, what):
    if not isinstance(tag, int) or tag < 0:
        raise ValueError(f"{what}: tag must be a non-negative int, got {tag!r}")
    limit = (pg.comm.Get_attr(mpi.load().TAG_UB) - 1) // 2
    if tag > limit:
        raise ValueError(f"{what}: tag {tag} is above the largest this MPI allows ({limit})")
    return 2 * tag, 2 * tag + 1


def _check(tensor, what):
    error = buffers.check(tensor, what, "tensor")
    if error is not None:
        raise error


def _peer(pg, rank, group_rank, what, arg, side):
    peer = _groups.group_rank(pg, rank, group_rank, what, arg)
    if peer == pg.rank():
        raise ValueError(f"{what}: Invalid {side} rank: should not be the same as the rank of the current process.")
    return peer


def _isend(tensor, dst, group, tag, group_dst, what):
    pg = _groups.resolve(group, what)
    if pg is None:
        return None
    peer = _peer(pg, dst, group_dst, what, "dst", "destination")
    _check(tensor, what)
    head_tag, body_tag = _tags(pg, tag, what)
    MPI = mpi.load()
    head = header.make("send", tensor, root=pg.rank())
    body = buffers.readable(tensor)
    requests = [pg.comm.Isend([head, MPI.INT64_T], peer, head_tag),
                pg.comm.Isend(mpi.buffer(body), peer, body_tag)]
    return Work(requests, pg, what, result=[tensor])


def send(tensor, dst=None, group=None, tag=0, group_dst=None):
    """Send ``tensor`` to rank ``dst`` (returns once its buffer may be reused)."""
    work = _isend(tensor, dst, group, tag, group_dst, "send")
    return run(work, False) if work is not None else None


def isend(tensor, dst=None, group=None, tag=0, group_dst=None):
    """Send ``tensor`` to rank ``dst`` in the background; don't modify it before ``wait()``."""
    return _isend(tensor, dst, group, tag, group_dst, "isend")


def _expect(pg, tensor, what):
    """The check of a received header against the tensor it is for."""
    mine = header.make("send", tensor)

    def compare(head):
        if (head[header.DTYPE:header.NUMEL + 1] != mine[header.DTYPE:header.NUMEL + 1]).any() or \
                head[header.SHAPE] != mine[header.SHAPE]:
            sender = pg._ranks[int(head[header.ROOT])]
            return RuntimeError(f"{what}: rank {sender} sent {header.describe_tensor(head)}, but this rank "
                                f"receives into a {tensor._dtype.name} tensor of shape {list(tensor._shape)}; "
                                "they must match")
        ndim = min(tensor.dim(), header.MAX_DIMS)
        theirs, ours = head[header.NAMES:header.NAMES + ndim], mine[header.NAMES:header.NAMES + ndim]
        if ((theirs != ours) & (theirs != 0) & (ours != 0)).any():
            return RuntimeError(f"{what}: the sender's names differ from this tensor's {tensor._names}; named dims "
                                "must agree (None matches any name)")
        return None
    return compare


def _drain(pg, head, body_tag):
    """Receive (and drop) a payload this rank refused, so the sender is not left waiting."""
    sender, dtype = int(head[header.ROOT]), D.ALL[int(head[header.DTYPE])]
    scratch = np.empty(int(head[header.NUMEL]), mpi.wire_dtype(dtype))
    pg.comm.Recv(mpi.buffer(scratch), sender, body_tag)


def recv(tensor, src=None, group=None, tag=0, group_src=None):
    """Receive into ``tensor`` from rank ``src`` (any rank when None); returns the sender's rank."""
    pg = _groups.resolve(group, "recv")
    if pg is None:
        return -1
    source = _source(pg, src, group_src, "recv")
    _check(tensor, "recv")
    head_tag, body_tag = _tags(pg, tag, "recv")
    MPI = mpi.load()
    head = np.empty(header.LEN, np.int64)
    _groups.wait([pg.comm.Irecv([head, MPI.INT64_T], source, head_tag)], pg, "recv")
    sender = int(head[header.ROOT])
    problem = _expect(pg, tensor, "recv")(head)
    if problem is not None:
        _drain(pg, head, body_tag)
        raise problem
    target = buffers.Target(tensor, keep=False)
    _groups.wait([pg.comm.Irecv(mpi.buffer(target.array), sender, body_tag)], pg, "recv")
    target.commit()
    return pg._ranks[sender]


def irecv(tensor, src=None, group=None, tag=0, group_src=None):
    """Receive into ``tensor`` in the background; its values are there after ``wait()``."""
    pg = _groups.resolve(group, "irecv")
    if pg is None:
        return None
    source = _source(pg, src, group_src, "irecv")
    _check(tensor, "irecv")
    head_tag, body_tag = _tags(pg, tag, "irecv")
    MPI = mpi.load()
    head = np.empty(header.LEN, np.int64)
    head_request = pg.comm.Irecv([head, MPI.INT64_T], source, head_tag)
    compare = _expect(pg, tensor, "irecv")
    if source != MPI.ANY_SOURCE:
        staged = np.empty(tensor.numel(), tensor._dtype.np)
        body_request = pg.comm.Irecv(mpi.buffer(staged), source, body_tag)

        def checked():
            problem = compare(head)
            if problem is not None:
                _abandon(body_request)
                raise problem
            return [body_request], lambda: buffers.write(tensor, staged)
        return Work([head_request], pg, "irecv", checked, [tensor])

    def post_body():
        problem = compare(head)
        if problem is not None:
            _drain(pg, head, body_tag)
            raise problem
        target = buffers.Target(tensor, keep=False)
        return [pg.comm.Irecv(mpi.buffer(target.array), int(head[header.ROOT]), body_tag)], target.commit
    return Work([head_request], pg, "irecv", post_body, [tensor])


def _abandon(request):
    """A posted payload receive whose message was refused: cancelled, or completed
    into the staging buffer (a too-long message then fails there, harmlessly)."""
    MPI = mpi.load()
    try:
        request.Cancel()
        request.Wait()
    except MPI.Exception:
        pass




def _source(pg, src, group_src, what):
    if src is None and group_src is None:
        return mpi.load().ANY_SOURCE
    return _peer(pg, src, group_src, what, "src", "source")
