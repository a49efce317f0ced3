"""``tensorgen.distributed``: torch.distributed's API over MPI.

    mpiexec -n 2 python script.py            # or: python -m tensorgen.distributed.run -n 2 script.py

    import tensorgen.distributed as dist
    dist.init_process_group("mpi")           # world size and rank come from MPI
    dist.all_reduce(t)                       # in place, every rank gets the sum

MPI (mpi4py) is loaded by ``init_process_group``, not by ``import tensorgen``;
it is the optional ``distributed`` extra (``pip install -e ".[distributed]"``).
process_group.py holds the process groups, collectives.py and p2p.py the operations,
header.py the agreement on shapes and dtypes that precedes each of them,
buffers.py how a tensor becomes an MPI buffer, faults.py the abort of every rank
when one fails (docs/distributed.md).
"""
from .collectives import (all_gather, all_gather_into_tensor, all_gather_object, all_reduce, barrier,  # noqa: F401
                          broadcast, broadcast_object_list, gather, reduce, reduce_scatter, reduce_scatter_tensor,
                          scatter)
from .errors import DistBackendError, DistError  # noqa: F401
from .process_group import (Backend, GroupMember, ProcessGroup, destroy_process_group, get_backend,  # noqa: F401
                    get_global_rank, get_group_rank, get_process_group_ranks, get_rank, get_world_size, group,
                    init_process_group, is_initialized, new_group)
from .p2p import irecv, isend, recv, send  # noqa: F401
from .reduce_op import ReduceOp  # noqa: F401
from .work import Work  # noqa: F401
from . import mpi as _mpi


def is_available():
    """True: the package is always there (MPI itself is the optional extra: is_mpi_available)."""
    return True


def is_mpi_available():
    """Whether mpi4py (and so an MPI library) can be loaded."""
    return _mpi.available()


def is_gloo_available():
    return False


def is_nccl_available():
    return False
