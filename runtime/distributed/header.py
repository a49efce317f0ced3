"""What a collective is about, agreed on before any data moves.

MPI moves bytes: ranks that call different collectives, or pass tensors of
different shapes or dtypes, get garbage, a crash or a hang. So every collective
first exchanges a small fixed-size header (an ``Iallgather`` of a few int64s:
which collective, op, root, dtype, shape, a hash of each dim's name, and whether
the rank's own arguments were invalid) and every rank raises the same clear
error on a mismatch. Point-to-point messages carry the sender's header ahead of
the payload. A header describes each rank's own piece (the tensor it reduces,
broadcasts or gathers, the tensor it receives into when scattering).
"""
import zlib

import numpy as np

from ..core import dtypes as D
from . import mpi
from . import process_group as _groups
from .reduce_op import RedOpType

KINDS = ("barrier", "broadcast", "all_reduce", "reduce", "all_gather", "all_gather_into_tensor",
         "reduce_scatter_tensor", "reduce_scatter", "gather", "scatter", "send", "all_gather_object",
         "broadcast_object_list", "ddp_parameters")
MAX_DIMS = 8  # dims recorded one by one (a hash of the whole shape covers the rest)
KIND, OP, ROOT, DTYPE, NDIM, NUMEL, FAILED, SHAPE = range(8)
DIMS, NAMES = 8, 8 + MAX_DIMS
LEN = 8 + 2 * MAX_DIMS
_COMPARED = np.r_[KIND:NUMEL + 1, SHAPE:NAMES]  # every field but FAILED and the names (which unify)


def make(kind, tensor=None, op=None, root=-1, failed=False):
    """The header of this rank's part in a collective (``tensor`` None: no data)."""
    h = [0] * LEN
    h[KIND] = KINDS.index(kind)
    h[OP] = -1 if op is None else op.value
    h[ROOT] = root
    h[FAILED] = int(bool(failed))
    h[DTYPE] = -1
    if tensor is not None and not failed:
        shape = tensor._shape
        numel = 1
        for n in shape:
            numel *= n
        h[DTYPE], h[NDIM], h[NUMEL] = tensor._dtype.index, len(shape), numel
        if len(shape) > MAX_DIMS:  # the dims beyond those recorded, by hash
            h[SHAPE] = zlib.crc32(repr(tuple(shape)).encode())
        h[DIMS:DIMS + min(len(shape), MAX_DIMS)] = shape[:MAX_DIMS]
        if tensor._names is not None:
            h[NAMES:NAMES + min(len(shape), MAX_DIMS)] = [_name_code(n) for n in tensor._names[:MAX_DIMS]]
    return np.array(h, np.int64)


def _name_code(name):
    return 0 if name is None else zlib.crc32(name.encode()) | (1 << 32)  # never 0, the wildcard


def agree(pg, kind, tensor=None, op=None, root=-1, error=None):
    """Exchange headers in ``pg``; raise, on every rank alike, if a rank's
    arguments were invalid (``error``: the exception this rank would raise) or
    the ranks' headers do not match."""
    MPI = mpi.load()
    mine = make(kind, tensor, op, root, failed=error is not None)
    table = np.empty((pg.size(), LEN), np.int64)
    _groups.wait(_groups.start(pg, "Allgather", [mine, MPI.INT64_T], [table, MPI.INT64_T]), pg, kind)
    if table[:, FAILED].any():
        # the error path, taken by every rank together: share the reasons
        reasons = pg.comm.allgather(None if error is None else str(error))
        if error is not None:
            raise error
        bad = [r for r, msg in enumerate(reasons) if msg is not None]
        raise RuntimeError(f"{kind}: rank {_global(pg, bad[0])} rejected its arguments: {reasons[bad[0]]}")
    message = mismatch(table, pg)
    if message is None and tensor is not None and table[:, NAMES:].any():
        message = _names_mismatch(table, pg, kind, tensor)
    if message is not None:
        raise RuntimeError(message)


def mismatch(table, pg):
    """None when every row of ``table`` (one header per rank) describes the same call, else the message."""
    first = table[0]
    if (table == first).all():
        return None
    for r in range(1, table.shape[0]):
        if (table[r, _COMPARED] != first[_COMPARED]).any():
            return (f"Detected mismatch between collectives on ranks: rank {_global(pg, 0)} is running "
                    f"{describe(first, pg)}, but rank {_global(pg, r)} is running {describe(table[r], pg)}")
    return None


def _names_mismatch(table, pg, kind, tensor):
    codes = table[:, NAMES:NAMES + min(int(table[0, NDIM]), MAX_DIMS)]
    for dim in range(codes.shape[1]):
        named = set(codes[:, dim][codes[:, dim] != 0].tolist())
        if len(named) > 1:
            names = pg.comm.allgather(tensor._names)  # the error path: every rank is here
            listed = ", ".join(f"rank {_global(pg, r)} has {n}" for r, n in enumerate(names))
            return (f"{kind}: the tensors' names do not match across ranks (dim {dim}): {listed}; named dims "
                    "must agree (None matches any name)")
    return None


def describe(h, pg=None):
    """A header in words: "all_reduce (op SUM) on a float32 tensor of shape [2, 3]"."""
    kind = KINDS[int(h[KIND])] if 0 <= h[KIND] < len(KINDS) else f"an unknown collective ({int(h[KIND])})"
    text = kind
    extras = []
    if h[OP] >= 0:
        extras.append(f"op {RedOpType(int(h[OP])).name}")
    if h[ROOT] >= 0:
        extras.append(f"root {_global(pg, int(h[ROOT])) if pg is not None else int(h[ROOT])}")
    if extras:
        text += f" ({', '.join(extras)})"
    if h[DTYPE] >= 0:
        text += f" on {describe_tensor(h)}"
    return text


def describe_tensor(h):
    """The tensor a header describes: "a float32 tensor of shape [2, 3]"."""
    ndim = int(h[NDIM])
    shape = f"[{', '.join(str(int(s)) for s in h[DIMS:DIMS + ndim])}]" if ndim <= MAX_DIMS else \
        f"of {ndim} dims and {int(h[NUMEL])} elements"
    return f"a {D.ALL[int(h[DTYPE])].name} tensor of shape {shape}"


def _global(pg, r):
    return pg._ranks[r] if pg is not None else r
