"""Process groups over MPI communicators: the default (world) group made by
``init_process_group``, subgroups from ``new_group``, rank translation, and the
one place where a rank waits for communication (so a group's ``timeout`` bounds
every wait).

MPI starts the processes and numbers them; a group is a duplicate of
``MPI_COMM_WORLD`` (or a sub-communicator of it), so tensorgen's traffic never
mixes with a script's own mpi4py messages.
"""
import datetime
import faulthandler
import time
import warnings

from . import faults, mpi
from .errors import DistBackendError


class Backend(str):
    """The backends this package has: ``"mpi"`` only."""
    MPI = "mpi"


class ProcessGroup:
    """A set of ranks that run collectives together: an MPI communicator, the
    global rank of each member (in group-rank order) and the wait limit."""

    def __init__(self, comm, ranks, timeout, name):
        self.comm = comm
        self._ranks = list(ranks)
        self._timeout = timeout  # seconds, or None: wait as long as it takes
        self._name = name
        self._rank = comm.Get_rank()
        self._size = comm.Get_size()

    def rank(self):
        return self._rank

    def size(self):
        return self._size

    def name(self):
        return self._name

    @property
    def group_name(self):
        return self._name

    def __repr__(self):
        return f"<tensorgen.distributed.ProcessGroup {self._name!r}: rank {self._rank} of {self._size}>"


class _Membership:
    """``GroupMember.WORLD`` (the default group) and ``NON_GROUP_MEMBER`` (what
    ``new_group`` returns on a rank outside the new group), as torch's."""
    NON_GROUP_MEMBER = -100

    @property
    def WORLD(self):
        return _state["world"]


GroupMember = group = _Membership()

_state = {"world": None, "groups": [], "count": 0}

_NOT_INITIALIZED = ("Default process group has not been initialized, please make sure to call "
                    "init_process_group.")


def _seconds(timeout, what):
    if timeout is None:
        return None
    if not isinstance(timeout, datetime.timedelta):
        raise TypeError(f"{what}: Expected timeout argument to be of type datetime.timedelta, got "
                        f"{type(timeout).__name__}")
    return timeout.total_seconds()


def is_initialized():
    return _state["world"] is not None


def init_process_group(backend=None, init_method=None, timeout=None, world_size=-1, rank=-1, store=None,
                       group_name="", pg_options=None, device_id=None):
    """Join the default process group: every process mpiexec started (world size
    and rank come from MPI). ``timeout`` (a timedelta) bounds the wait for the
    other ranks to join and every later wait of the group; ``init_method``,
    ``store`` and ``pg_options`` have no part to play with MPI."""
    if is_initialized():
        raise ValueError("trying to initialize the default process group twice!")
    if backend not in (None, "mpi", Backend.MPI):
        raise ValueError(f"init_process_group: tensorgen.distributed has the 'mpi' backend only, got "
                         f"backend={backend!r}")
    limit = _seconds(timeout, "init_process_group")
    deadline = None if limit is None else time.monotonic() + limit
    MPI = _start_mpi_waiting_for_every_rank(limit)
    faults.install()
    world = MPI.COMM_WORLD
    size, me = world.Get_size(), world.Get_rank()
    if world_size not in (-1, None) and world_size != size:
        raise ValueError(f"init_process_group: world_size={world_size}, but MPI started {size} processes "
                         "(mpiexec -n sets the world size)")
    if rank not in (-1, None) and rank != me:
        raise ValueError(f"init_process_group: rank={rank}, but MPI numbered this process {me}")
    _join(world, deadline, limit, size, me)
    pg = ProcessGroup(world.Dup(), range(size), limit, group_name or "default_pg")
    _state["world"] = pg
    _state["groups"] = [pg]


def _start_mpi_waiting_for_every_rank(limit):
    """MPI's own initialisation, which waits (inside C, holding the GIL) until
    every rank has started MPI. With a timeout, faulthandler's watchdog thread
    (C, no GIL needed) ends this rank after ``limit`` seconds, printing where it
    waited (this function, under init_process_group); mpiexec then stops the
    others."""
    if limit is None or mpi.is_loaded():
        return mpi.load()
    faulthandler.dump_traceback_later(limit, exit=True)
    try:
        return mpi.load()
    finally:
        faulthandler.cancel_dump_traceback_later()


def _join(world, deadline, limit, size, me):
    """Wait until every rank has joined: a barrier that gives up at ``deadline``."""
    if deadline is None:
        world.Barrier()
        return
    request = world.Ibarrier()
    while not request.Test():
        if time.monotonic() > deadline:
            raise DistBackendError(f"init_process_group: not every one of the {size} ranks joined within "
                                   f"{limit:g} s (rank {me} waited); a rank failed or is still busy before its "
                                   "init_process_group")
        time.sleep(0.001)


def destroy_process_group(group=None):
    """Free a group's communicator; with no group, every group, and the package
    is uninitialised (init_process_group may be called again)."""
    if not is_initialized():
        raise ValueError(_NOT_INITIALIZED)
    if group is None or group is _state["world"]:
        for pg in _state["groups"]:
            pg.comm.Free()
        _state["world"], _state["groups"] = None, []
        return
    if group == GroupMember.NON_GROUP_MEMBER:
        return
    if group in _state["groups"]:
        _state["groups"].remove(group)
        group.comm.Free()


def new_group(ranks=None, timeout=None, backend=None, pg_options=None, use_local_synchronization=False,
              group_desc=None, device_id=None, sort_ranks=True):
    """A group of some of the world's ranks. Every rank of the world calls it
    (unless ``use_local_synchronization``: then only the members); a rank outside
    the group gets ``GroupMember.NON_GROUP_MEMBER``."""
    world = resolve(None, "new_group")
    if backend not in (None, "mpi", Backend.MPI):
        raise ValueError(f"new_group: tensorgen.distributed has the 'mpi' backend only, got backend={backend!r}")
    limit = _seconds(timeout, "new_group")
    size = world.size()
    members = list(range(size)) if ranks is None else [int(r) for r in ranks]
    for r in members:
        if not 0 <= r < size:
            raise ValueError(f"new_group: rank {r} is not a rank of the world (world size {size})")
    if len(set(members)) != len(members):
        raise ValueError(f"new_group: ranks {members} has duplicates")
    if sort_ranks:
        members = sorted(members)
    subset = world.comm.Get_group().Incl(members)
    inside = world.rank() in members
    if use_local_synchronization:
        comm = world.comm.Create_group(subset) if inside else None
    else:
        comm = world.comm.Create(subset)
    subset.Free()
    if not inside:
        return GroupMember.NON_GROUP_MEMBER
    _state["count"] += 1
    pg = ProcessGroup(comm, members, world._timeout if limit is None else limit,
                      group_desc or f"group_{_state['count']}")
    _state["groups"].append(pg)
    return pg


def resolve(group, what):
    """The ProcessGroup a call runs in (``group`` or the default one); None on a
    rank outside the group (the call then does nothing, as torch's)."""
    world = _state["world"]
    if world is None:
        raise ValueError(_NOT_INITIALIZED)
    if group is None:
        return world
    if group == GroupMember.NON_GROUP_MEMBER:
        warnings.warn(f"Running {what} on global rank {world.rank()} which does not belong to the given group.",
                      stacklevel=3)
        return None
    if not isinstance(group, ProcessGroup):
        raise TypeError(f"{what}: group must be a ProcessGroup from new_group (or None), got "
                        f"{type(group).__name__}")
    if group not in _state["groups"]:
        raise ValueError(f"{what}: the group was destroyed (destroy_process_group)")
    return group


def group_rank(pg, global_rank, group_rank_, what, arg):
    """The group rank named by exactly one of a global rank (``src``/``dst``) and a group rank."""
    if group_rank_ is not None:
        if global_rank is not None:
            raise ValueError(f"{what}: Can not specify both group_{arg} and {arg}")
        if not 0 <= group_rank_ < pg.size():
            raise ValueError(f"{what}: group_{arg}={group_rank_} is out of range for a group of size {pg.size()}")
        return int(group_rank_)
    if global_rank is None:
        raise ValueError(f"{what}: Must specify either group_{arg} or {arg}")
    if global_rank not in pg._ranks:
        raise ValueError(f"{what}: {arg}={global_rank}: Global rank {global_rank} is not part of group {pg.name()}")
    return pg._ranks.index(global_rank)


def start(pg, name, *args, background=False):
    """Run MPI's collective ``name`` (Allreduce, Bcast, ...) in ``pg``: its
    non-blocking form when it must run in the background (async_op) or be
    waited on within a timeout, returning the request; else the blocking form
    (no request schedule to build: cheaper for small messages), returning none."""
    if background or pg._timeout is not None:
        return [getattr(pg.comm, "I" + name[0].lower() + name[1:])(*args)]
    getattr(pg.comm, name)(*args)
    return []


def wait(requests, pg, what, timeout=None):
    """Wait for MPI requests, within ``timeout`` seconds (else the group's)."""
    MPI = mpi.load()
    limit = pg._timeout if timeout is None else timeout
    if limit is None:
        MPI.Request.Waitall(requests)
        return
    deadline = time.monotonic() + limit
    polls = 0
    while not MPI.Request.Testall(requests):
        if time.monotonic() > deadline:
            raise DistBackendError(f"{what}: timed out after {limit:g} s waiting for the other ranks of "
                                   f"{pg.name()} (the timeout= of init_process_group / new_group)")
        polls += 1
        if polls > 1000:  # a busy poll first (MPI progresses only inside its calls), then short naps
            time.sleep(0.0002)


def get_rank(group=None):
    """This process's rank in ``group`` (-1 outside it)."""
    pg = _member_or_none(group)
    return -1 if pg is None else pg.rank()


def get_world_size(group=None):
    """The number of ranks in ``group`` (-1 outside it)."""
    pg = _member_or_none(group)
    return -1 if pg is None else pg.size()


def _member_or_none(group):
    if _state["world"] is None:
        raise ValueError(_NOT_INITIALIZED)
    if group == GroupMember.NON_GROUP_MEMBER:
        return None
    return resolve(group, "get_rank")


def get_backend(group=None):
    resolve(group, "get_backend")
    return Backend.MPI


def get_process_group_ranks(group):
    """The global ranks of a group's members, in group-rank order."""
    return list(resolve(group, "get_process_group_ranks")._ranks)


def get_group_rank(group, global_rank):
    pg = resolve(group, "get_group_rank")
    if global_rank not in pg._ranks:
        raise ValueError(f"Global rank {global_rank} is not part of group {pg.name()}")
    return pg._ranks.index(global_rank)


def get_global_rank(group, group_rank):
    pg = resolve(group, "get_global_rank")
    if not 0 <= group_rank < pg.size():
        raise ValueError(f"Group rank {group_rank} is not part of group {pg.name()}")
    return pg._ranks[group_rank]
