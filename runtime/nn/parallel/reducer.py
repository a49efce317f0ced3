"""DDP's gradient reduction: buckets of gradients all-reduced while backward runs.

Parameters are grouped into buckets (per dtype and device, in reverse
registration order: roughly the order backward produces their gradients; each
capped at ``bucket_cap_mb``, the first at 1 MiB when that is left at its
default, as PyTorch's limits; PyTorch also rebuilds the buckets after the first
iteration in the order the gradients came, which is not done here).
A post-accumulate-grad hook on each parameter copies its gradient into its
bucket (pre-divided by the world size, as PyTorch's default hook does) and,
once a bucket is complete, launches its non-blocking ``Iallreduce``; buckets
are launched strictly in index order, so every rank issues the same sequence of
MPI calls. When the last parameter is ready the reducer waits for all buckets
and writes the averaged gradients back into ``.grad``: the all-reduce of the
late layers runs while backward computes the early ones.

The buckets live on the host (one staging copy per gradient; a CUDA gradient
is copied to the host there). float16 and bfloat16 gradients are reduced in
float32 and rounded once when written back.
"""
import warnings

import numpy as np

from ...autograd import api as autograd_api
from ...autograd import engine as autograd_engine
from ...core import dtypes as D
from ...distributed import buffers, mpi
from ...distributed import process_group as dist_group

FIRST_BUCKET_BYTES = 1024 * 1024  # torch.distributed._DEFAULT_FIRST_BUCKET_BYTES
_REDUCED_IN = {D.float16: np.float32, D.bfloat16: np.float32}


class Bucket:
    """Some parameters' gradients side by side in one host array."""

    def __init__(self, index, params, names):
        self.index = index
        self.params = params
        self.names = names
        self.numels = [p.numel() for p in params]
        self.offsets = np.concatenate([[0], np.cumsum(self.numels)]).astype(np.int64).tolist()
        dtype = params[0]._dtype
        self.array = np.zeros(self.offsets[-1], _REDUCED_IN.get(dtype, dtype.np))
        self.pending = len(params)
        self.request = None

    def slot(self, i):
        return self.array[self.offsets[i]:self.offsets[i + 1]]


def assign_buckets(named_params, cap_bytes, first_bytes):
    """Buckets of (name, parameter) pairs: reverse order, one open bucket per
    (dtype, device), closed once it holds at least its limit's bytes."""
    open_, limits, done = {}, {}, []
    for position, (name, p) in enumerate(reversed(named_params)):
        key = (p._dtype, str(p._device))
        bucket = open_.setdefault(key, [position, [], 0])
        bucket[1].append((name, p))
        bucket[2] += p.numel() * p._dtype.itemsize
        if bucket[2] >= limits.get(key, first_bytes):
            done.append(open_.pop(key))
            limits[key] = cap_bytes
    done.extend(open_.values())
    done.sort(key=lambda b: b[0])
    return [[pair for pair in b[1]] for b in done]


class Reducer:
    """The buckets of one DDP module and the state of the current backward."""

    def __init__(self, named_params, pg, cap_bytes, first_bytes, find_unused):
        self.pg = pg
        self.find_unused = find_unused
        self.buckets = []
        self.where = {}
        for index, pairs in enumerate(assign_buckets(named_params, cap_bytes, first_bytes)):
            bucket = Bucket(index, [p for _, p in pairs], [n for n, _ in pairs])
            self.buckets.append(bucket)
            for i, p in enumerate(bucket.params):
                self.where[id(p)] = (bucket, i)
        self.params = [p for _, p in named_params]
        self.position = {id(p): k for k, p in enumerate(self.params)}
        self.handles = [autograd_api.register_post_accumulate_grad_hook(p, self._on_grad) for p in self.params]
        self.armed = False       # the last forward asked this backward to reduce
        self.local = False       # the last forward was in no_sync() or under no_grad: gradients stay local
        self.warned = False
        self.started = False     # a gradient of this backward has arrived
        self.next_bucket = 0     # buckets launch in index order
        self.ready = set()
        self.used = np.zeros(len(self.params), np.int32)
        self.launches = []       # (bucket index, parameters ready so far): what tests read to see overlap

    def remove_hooks(self):
        """Unhook the parameters (the DDP wrapper is gone; the module may be wrapped again)."""
        for handle in self.handles:
            handle.remove()
        self.handles = []
        self.armed = False

    # ------------------------------------------------------------ per iteration
    def prepare(self, outputs):
        """Called by a forward whose backward reduces: resets the buckets; with
        find_unused_parameters, the parameters the outputs do not reach are
        ready at once (their slots zero)."""
        if self.started:
            raise RuntimeError(
                "Expected to have finished reduction in the prior iteration before starting a new one. This error "
                "indicates that your module has parameters that were not used in producing loss. You can enable "
                "unused parameter detection by passing the keyword argument `find_unused_parameters=True` to "
                "`tensorgen.nn.parallel.DistributedDataParallel`, and by making sure all `forward` function outputs "
                "participate in calculating loss. Parameters that did not receive a gradient: "
                + ", ".join(self._not_ready()))
        self.armed, self.local = True, False
        self.next_bucket = 0
        self.ready = set()
        self.used[:] = 0
        self.launches = []
        for bucket in self.buckets:
            bucket.pending = len(bucket.params)
            bucket.request = None
        if self.find_unused:
            reached = {id(p) for p in autograd_engine.reachable_leaves(_tensors_in(outputs))}
            for p in self.params:
                if id(p) not in reached:
                    bucket, i = self.where[id(p)]
                    bucket.slot(i)[:] = 0
                    self._mark_ready(p, bucket)

    def disarm(self):
        """A forward that does not reduce (no_sync, no_grad)."""
        self.armed, self.local = False, True

    def _not_ready(self):
        return [b.names[i] for b in self.buckets for i, p in enumerate(b.params) if id(p) not in self.ready]

    # ------------------------------------------------------------ the hook
    def _on_grad(self, param):
        if not self.armed:
            if not self.local and not self.warned:
                # a second backward through one forward (retain_graph), or one through the
                # bare module: its gradients differ from rank to rank from here on
                self.warned = True
                warnings.warn("DistributedDataParallel: parameters received gradients that will not be averaged "
                              "across ranks (a backward with no reducing forward through the DDP module before it, "
                              "e.g. a second backward through one forward); run one DDP forward per backward, or "
                              "the extra forwards in no_sync()", stacklevel=2)
            return  # no_sync: gradients accumulate locally until a reducing backward
        if id(param) in self.ready:
            bucket, i = self.where[id(param)]
            raise RuntimeError(f"DistributedDataParallel: parameter {bucket.names[i]} received a gradient twice in "
                               "one reducing backward (the reducer marks each parameter ready once per iteration; "
                               "a parameter used twice gets one summed gradient)")
        self.started = True
        bucket, i = self.where[id(param)]
        bucket.slot(i)[:] = buffers.readable(param.grad)
        self.used[self.position[id(param)]] = 1
        self._mark_ready(param, bucket)

    def _mark_ready(self, param, bucket):
        self.ready.add(id(param))
        bucket.pending -= 1
        self._launch_in_order()
        if self.next_bucket == len(self.buckets) and self.started:
            self._finish()
        else:  # MPI progresses its collectives only inside MPI calls: nudge the ones in flight
            inflight = [b.request for b in self.buckets[:self.next_bucket] if b.request is not None]
            if inflight:
                mpi.load().Request.Testall(inflight)

    def _launch_in_order(self):
        MPI = mpi.load()
        while self.next_bucket < len(self.buckets) and self.buckets[self.next_bucket].pending == 0:
            bucket = self.buckets[self.next_bucket]
            np.divide(bucket.array, self.pg.size(), out=bucket.array, casting="unsafe")
            bucket.request = self.pg.comm.Iallreduce(MPI.IN_PLACE, mpi.buffer(bucket.array), MPI.SUM)
            self.launches.append((bucket.index, len(self.ready)))
            self.next_bucket += 1

    def _finish(self):
        """The end of a reducing backward: every bucket reduced, the averages in .grad."""
        dist_group.wait([b.request for b in self.buckets], self.pg, "DistributedDataParallel gradient all-reduce")
        used = self.used
        if self.find_unused:  # a parameter no rank used keeps its .grad as it was (None), as PyTorch's
            used = used.copy()
            dist_group.wait([self.pg.comm.Iallreduce(mpi.load().IN_PLACE, mpi.buffer(used), mpi.load().MAX)],
                            self.pg, "DistributedDataParallel find_unused_parameters")
        for bucket in self.buckets:
            for i, p in enumerate(bucket.params):
                if self.find_unused and not used[self.position[id(p)]]:
                    continue
                values = bucket.slot(i)
                if p.grad is None:  # unused here, used elsewhere: the others' average
                    p.grad = buffers.new_like(p, values)
                else:
                    buffers.write(p.grad, values)
        self.armed = False
        self.started = False


def _tensors_in(obj):
    """The tensors of a forward's output (nested in tuples, lists and dicts)."""
    if hasattr(obj, "grad_fn") and hasattr(obj, "_rg"):
        return [obj]
    if isinstance(obj, (list, tuple)):
        return [t for x in obj for t in _tensors_in(x)]
    if isinstance(obj, dict):
        return [t for x in obj.values() for t in _tensors_in(x)]
    return []
