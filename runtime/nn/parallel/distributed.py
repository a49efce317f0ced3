"""``DistributedDataParallel``: data-parallel training over a process group, as
torch.nn.parallel.DistributedDataParallel.

Every rank holds a replica of the module and feeds it its own share of the
data (utils.data.DistributedSampler). At construction the replicas are checked
to have the same parameters and made equal (rank 0's parameters and buffers
broadcast); during each backward the gradients are averaged across ranks in
buckets while backward runs (reducer.py), so after ``backward()`` every rank
holds the same ``.grad`` and the optimizers take the same step.
"""
import contextlib

from ...autograd import grad_mode
from ...distributed import collectives, header
from ...distributed import process_group as dist_group
from ..modules.module import Module
from .reducer import FIRST_BUCKET_BYTES, Reducer

_UNSUPPORTED = ("delay_all_reduce_named_params", "param_to_hook_all_reduce", "mixed_precision", "device_mesh",
                "bucket_cap_mb_list")


class DistributedDataParallel(Module):
    """Wraps ``module``: ``forward`` runs it, ``backward`` averages its gradients across the group.

    Args:
        module: the replica on this rank (on the CPU, or on one cuda device).
        device_ids: None for a CPU module; for a cuda module, None or ``[its device index]``.
        broadcast_buffers: sync the module's buffers from rank 0 before each forward (default True).
        init_sync: broadcast rank 0's parameters and buffers at construction (default True).
        process_group: the group to average over (default: the world).
        bucket_cap_mb: the size of a gradient bucket in MiB (default 25).
        find_unused_parameters: parameters the forward's outputs do not reach are
            reduced as zeros, so a backward that does not touch them still completes.
        gradient_as_bucket_view, static_graph, check_reduction: accepted; they change
            memory or speed in PyTorch, not the gradients.

    ``no_sync()`` skips the reduction for backwards of forwards run inside it
    (gradients accumulate locally; the next reducing backward averages the sum).
    """

    def __init__(self, module, device_ids=None, output_device=None, dim=0, broadcast_buffers=None, init_sync=True,
                 process_group=None, bucket_cap_mb=None, find_unused_parameters=False, check_reduction=False,
                 gradient_as_bucket_view=False, static_graph=False, delay_all_reduce_named_params=None,
                 param_to_hook_all_reduce=None, mixed_precision=None, device_mesh=None,
                 skip_all_reduce_unused_params=False, bucket_cap_mb_list=None, batched_grad_copy=False,
                 forward_sync_buffers=None):
        super().__init__()
        given = dict(delay_all_reduce_named_params=delay_all_reduce_named_params,
                     param_to_hook_all_reduce=param_to_hook_all_reduce, mixed_precision=mixed_precision,
                     device_mesh=device_mesh, bucket_cap_mb_list=bucket_cap_mb_list)
        for name in _UNSUPPORTED:
            if given[name] is not None:
                raise ValueError(f"DistributedDataParallel: {name} is not supported by tensorgen")
        named = [(n, p) for n, p in module.named_parameters() if p.requires_grad]
        if not named:
            raise RuntimeError("DistributedDataParallel is not needed when a module doesn't have any parameter that "
                               "requires a gradient.")
        devices = {str(p.device) for _, p in module.named_parameters()}
        if len(devices) > 1:
            raise ValueError(f"DistributedDataParallel's input module must be on one device, found parameters on "
                             f"{sorted(devices)}")
        device = next(iter(devices))
        if device_ids is not None and (device == "cpu" or list(device_ids) != [named[0][1].get_device()]):
            raise ValueError(f"DistributedDataParallel device_ids and output_device arguments only work with "
                             f"single-device GPU modules or CPU modules, but got device_ids {device_ids}, "
                             f"output_device {output_device}, and module parameters {{{device}}}.")
        first_bytes = int((25 if bucket_cap_mb is None else bucket_cap_mb) * 1024 * 1024)
        if bucket_cap_mb is None:
            bucket_cap_mb, first_bytes = 25, FIRST_BUCKET_BYTES
        if not bucket_cap_mb > 0:
            raise ValueError(f"DistributedDataParallel: bucket_cap_mb must be positive, got {bucket_cap_mb}")
        self.module = module
        self.process_group = dist_group.resolve(process_group, "DistributedDataParallel")
        if self.process_group is None:
            raise ValueError("DistributedDataParallel: this rank is not a member of process_group")
        self.device_ids = device_ids
        self.output_device = output_device
        self.dim = dim
        self.broadcast_buffers = True if broadcast_buffers is None else bool(broadcast_buffers)
        self.find_unused_parameters = bool(find_unused_parameters)
        self.gradient_as_bucket_view = gradient_as_bucket_view
        self.static_graph = static_graph
        self.bucket_bytes_cap = int(bucket_cap_mb * 1024 * 1024)
        self.require_backward_grad_sync = True
        self.require_forward_param_sync = True
        _verify_same_model(module, self.process_group)
        if init_sync:
            states = [p for _, p in module.named_parameters()] + [b for _, b in module.named_buffers()]
            collectives.broadcast_coalesced(states, self.process_group, 0)
        self.reducer = Reducer(named, self.process_group, self.bucket_bytes_cap, first_bytes,
                               self.find_unused_parameters)

    def forward(self, *inputs, **kwargs):
        reduces = grad_mode.is_grad_enabled() and self.require_backward_grad_sync
        if self.require_forward_param_sync and self.broadcast_buffers:
            module_buffers = [b for _, b in self.module.named_buffers()]
            if module_buffers:
                collectives.broadcast_coalesced(module_buffers, self.process_group, 0)
        output = self.module(*inputs, **kwargs)
        if reduces:
            self.require_forward_param_sync = True
            self.reducer.prepare(output)
        else:
            self.require_forward_param_sync = False
            self.reducer.disarm()
        return output

    def __del__(self):
        # the parameters outlive their wrapper: its hooks must not reduce for a later one
        reducer = self.__dict__.get("reducer")
        if reducer is not None:
            reducer.remove_hooks()

    @contextlib.contextmanager
    def no_sync(self):
        """Backwards of forwards run in this context accumulate gradients without averaging them."""
        previous = self.require_backward_grad_sync
        self.require_backward_grad_sync = False
        try:
            yield
        finally:
            self.require_backward_grad_sync = previous


def _verify_same_model(module, pg):
    """Every rank's replica has the same parameters and buffers (names, shapes, dtypes)."""
    header.agree(pg, "ddp_parameters")
    mine = [(n, tuple(t.shape), t.dtype.name) for n, t in list(module.named_parameters()) +
            list(module.named_buffers())]
    every = pg.comm.allgather(mine)
    for r, theirs in enumerate(every):
        if theirs == every[0]:
            continue
        if len(theirs) != len(every[0]):
            raise RuntimeError(f"DDP expects same model across all ranks, but rank {pg._ranks[0]} has "
                               f"{len(every[0])} parameters and buffers, while rank {pg._ranks[r]} has "
                               f"{len(theirs)}.")
        for a, b in zip(every[0], theirs):
            if a != b:
                raise RuntimeError(f"DDP expects same model across all ranks, but rank {pg._ranks[0]} has "
                                   f"{a[0]} ({a[2]}, shape {list(a[1])}) where rank {pg._ranks[r]} has {b[0]} "
                                   f"({b[2]}, shape {list(b[1])}).")
