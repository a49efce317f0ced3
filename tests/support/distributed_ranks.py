"""The programs tests/distributed/test_distributed.py runs under mpiexec, one per scenario:

    mpiexec -n 2 python tests/support/distributed_ranks.py collectives [--timeout]

Every rank builds every rank's inputs from (rank, dtype, seed), so each checks
its results against a NumPy reference computed locally (in float64, or exactly
for integers). A failed check raises, which aborts every rank (faults.py) and
makes mpiexec exit non-zero; a passing rank prints "rank R: N checks passed".
"""
import datetime
import os
import sys
import time
import warnings

import numpy as np

import tensorgen as tg
import tensorgen.distributed as dist
import tensorgen.nn as nn
import tensorgen.nn.functional as F
from tensorgen.nn.parallel import DistributedDataParallel as DDP

ALL = [tg.bool, tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64, tg.float16, tg.bfloat16, tg.float32, tg.float64]
OPS = {"SUM": lambda a: a.sum(0), "PRODUCT": lambda a: a.prod(0), "MIN": lambda a: a.min(0),
       "MAX": lambda a: a.max(0), "AVG": lambda a: a.mean(0), "BAND": np.bitwise_and.reduce,
       "BOR": np.bitwise_or.reduce, "BXOR": np.bitwise_xor.reduce}
BOOL_OPS = {"SUM": np.logical_or.reduce, "PRODUCT": np.logical_and.reduce, "MIN": np.logical_and.reduce,
            "MAX": np.logical_or.reduce, "BAND": np.logical_and.reduce, "BOR": np.logical_or.reduce,
            "BXOR": np.logical_xor.reduce}
TOL = {tg.float16: 1e-3, tg.bfloat16: 8e-3, tg.float32: 1e-6, tg.float64: 1e-12}


class Checks:
    count = 0

    @classmethod
    def equal(cls, got, want, what, tol=None):
        got_np = np.asarray(got.cpu() if isinstance(got, tg.Tensor) else got)
        want = np.asarray(want)
        assert got_np.shape == want.shape, f"{what}: shape {got_np.shape} != {want.shape}"
        dtype = got.dtype if isinstance(got, tg.Tensor) else None
        if dtype in TOL:
            tol = TOL[dtype] if tol is None else tol
            np.testing.assert_allclose(got_np.astype(np.float64), want.astype(np.float64), rtol=tol, atol=tol,
                                       err_msg=what)
        else:
            np.testing.assert_array_equal(got_np, want, err_msg=what)
        cls.count += 1

    @classmethod
    def raises(cls, exc, fragment, fn, what):
        try:
            fn()
        except exc as e:
            assert fragment in str(e), f"{what}: {fragment!r} not in {e}"
            cls.count += 1
            return
        raise AssertionError(f"{what}: no {exc.__name__} raised")


def data(rank, dtype, shape=(2, 3), seed=0):
    """Rank ``rank``'s input: small values (products and sums stay exact in every dtype)."""
    rng = np.random.default_rng(1000 * seed + 17 * rank + ALL.index(dtype))
    if dtype is tg.bool:
        return rng.integers(0, 2, shape).astype(bool)
    if dtype.is_floating_point:
        return (rng.integers(-8, 9, shape) / 4).astype(dtype.np)
    low = 0 if dtype is tg.uint8 else -3
    return rng.integers(low, 4, shape).astype(dtype.np)


def stack(n, dtype, shape=(2, 3), seed=0):
    return np.stack([data(r, dtype, shape, seed) for r in range(n)])


def reference(op, arrays, dtype):
    if dtype is tg.bool:
        return BOOL_OPS[op](arrays, axis=0) if op != "AVG" else None
    if dtype.is_floating_point:
        return OPS[op](arrays.astype(np.float64)).astype(dtype.np)
    if op in ("BAND", "BOR", "BXOR"):
        return OPS[op](arrays, axis=0)
    return OPS[op](arrays).astype(dtype.np)


def valid_ops(dtype):
    if dtype is tg.bool:
        return ["SUM", "PRODUCT", "MIN", "MAX", "BAND", "BOR", "BXOR"]
    if dtype.is_floating_point:
        return ["SUM", "AVG", "PRODUCT", "MIN", "MAX"]
    return ["SUM", "PRODUCT", "MIN", "MAX", "BAND", "BOR", "BXOR"]


# ------------------------------------------------------------------ scenarios
def collectives():
    r, n = dist.get_rank(), dist.get_world_size()
    for dtype in ALL:
        every = stack(n, dtype)
        mine = tg.tensor(every[r], dtype=dtype)
        for op in valid_ops(dtype):
            t = mine.clone()
            dist.all_reduce(t, op=getattr(dist.ReduceOp, op))
            Checks.equal(t, reference(op, every, dtype), f"all_reduce {op} {dtype}")
        t = mine.clone()
        dist.reduce(t, dst=n - 1, op=dist.ReduceOp.MAX)
        Checks.equal(t, reference("MAX", every, dtype) if r == n - 1 else every[r], f"reduce {dtype}")
        t = mine.clone()
        dist.broadcast(t, src=n - 1)
        Checks.equal(t, every[n - 1], f"broadcast {dtype}")
        outs = [tg.zeros(2, 3, dtype=dtype) for _ in range(n)]
        dist.all_gather(outs, mine)
        for k in range(n):
            Checks.equal(outs[k], every[k], f"all_gather {dtype}")
        cat = tg.zeros(2 * n, 3, dtype=dtype)
        dist.all_gather_into_tensor(cat, mine)
        Checks.equal(cat, every.reshape(2 * n, 3), f"all_gather_into_tensor {dtype}")
        stacked = tg.zeros(n, 2, 3, dtype=dtype)
        dist.all_gather_into_tensor(stacked, mine)
        Checks.equal(stacked, every, f"all_gather_into_tensor stacked {dtype}")
        big = stack(n, dtype, (n * 2, 3), seed=1)
        out = tg.zeros(2, 3, dtype=dtype)
        dist.reduce_scatter_tensor(out, tg.tensor(big[r], dtype=dtype), op=dist.ReduceOp.MAX)
        Checks.equal(out, reference("MAX", big, dtype)[2 * r:2 * r + 2], f"reduce_scatter_tensor {dtype}")
        out = tg.zeros(2, 3, dtype=dtype)
        dist.reduce_scatter(out, [tg.tensor(big[r, 2 * k:2 * k + 2], dtype=dtype) for k in range(n)])
        Checks.equal(out, reference("SUM", big, dtype)[2 * r:2 * r + 2], f"reduce_scatter {dtype}")
        gathered = [tg.zeros(2, 3, dtype=dtype) for _ in range(n)] if r == 0 else None
        dist.gather(mine, gathered, dst=0)
        if r == 0:
            for k in range(n):
                Checks.equal(gathered[k], every[k], f"gather {dtype}")
        out = tg.zeros(2, 3, dtype=dtype)
        pieces = [tg.tensor(big[0, 2 * k:2 * k + 2], dtype=dtype) for k in range(n)]
        dist.scatter(out, pieces if r == 0 else None, src=0)
        Checks.equal(out, big[0, 2 * r:2 * r + 2], f"scatter {dtype}")
        # a ring of point-to-point messages
        got = tg.zeros(2, 3, dtype=dtype)
        sent = dist.isend(mine, (r + 1) % n)
        dist.irecv(got, (r - 1) % n).wait()
        sent.wait()
        Checks.equal(got, every[(r - 1) % n], f"isend/irecv {dtype}")
    strided_and_async(r, n)
    point_to_point(r, n)
    names_groups_and_errors(r, n)
    print(f"rank {r}: {Checks.count} checks passed", flush=True)


def strided_and_async(r, n):
    every = stack(n, tg.float32, (3, 4))
    t = tg.tensor(every[r]).t()  # not contiguous: staged, written back
    work = dist.all_reduce(t, async_op=True)
    assert isinstance(work, dist.Work)
    work.wait()
    Checks.equal(t, every.sum(0).T, "async all_reduce of a transposed view")
    assert work.is_completed() and work.is_success() and work.result() == [t]
    base = tg.zeros(4, 6)
    if r == 0:
        dist.broadcast(tg.tensor(every[0].T.copy()), src=0)
    else:
        dist.broadcast(base[:, ::2], src=0)  # a strided view: received into a staging copy
        Checks.equal(base[:, ::2], every[0].T, "broadcast into a strided view")
        Checks.equal(base[:, 1::2], np.zeros((4, 3), np.float32), "the rest of the view's base untouched")
    bf = tg.tensor([[1.0, 2.5e-3, 256.0]], dtype=tg.bfloat16)  # a bit sum would be far off
    dist.all_reduce(bf, op=dist.ReduceOp.AVG)
    Checks.equal(bf, np.array([[1.0, 2.5e-3, 256.0]], np.float64), "bfloat16 AVG computed in float32")
    if tg.cuda.is_available():  # the simulator when no GPU: host staging
        c = tg.tensor(every[r], device="cuda")
        dist.all_reduce(c)
        Checks.equal(c, every.sum(0), "all_reduce of a cuda tensor")
    t = tg.tensor(every[r])
    ptr = t.data_ptr()
    dist.all_reduce(t)
    assert t.data_ptr() == ptr and t._version == 1


def point_to_point(r, n):
    every = stack(n, tg.float64, (5,))
    if r == 0:
        senders = set()
        for _ in range(n - 1):
            got = tg.zeros(5, dtype=tg.float64)
            src = dist.recv(got)  # from any rank
            Checks.equal(got, every[src], f"recv from any source (rank {src})")
            senders.add(src)
        assert senders == set(range(1, n))
        got = tg.zeros(5, dtype=tg.float64)
        work = dist.irecv(got, tag=7)
        work.wait()
        Checks.equal(got, every[1], "irecv from any source with a tag")
        Checks.raises(RuntimeError, "rank 1 sent a float64 tensor of shape [5], but this rank receives into a "
                      "float32 tensor of shape [5]", lambda: dist.recv(tg.zeros(5), 1, tag=3), "recv dtype mismatch")
        Checks.raises(RuntimeError, "shape [5]", lambda: dist.irecv(tg.zeros(2, dtype=tg.float64), 1, tag=4).wait(),
                      "irecv shape mismatch")
        Checks.raises(ValueError, "should not be the same as the rank", lambda: dist.send(tg.zeros(1), 0),
                      "send to self")
    else:
        dist.send(tg.tensor(every[r]), 0)
        if r == 1:
            dist.send(tg.tensor(every[r]), 0, tag=7)
            dist.send(tg.tensor(every[r]), 0, tag=3)
            dist.isend(tg.tensor(every[r]), 0, tag=4).wait()
    dist.barrier()


def names_groups_and_errors(r, n):
    named = tg.ones(2, 3, names=("N", "C")) * (r + 1)
    dist.all_reduce(named)
    assert named.names == ("N", "C")
    Checks.equal(named.rename(None), np.full((2, 3), n * (n + 1) / 2), "named all_reduce keeps names")
    partly = tg.ones(2, 3, names=(None, "C") if r else ("N", None))
    dist.all_reduce(partly)  # None matches any name
    Checks.raises(RuntimeError, "names do not match across ranks",
                  lambda: dist.all_reduce(tg.ones(2, names=("A",) if r else ("B",))), "names mismatch")
    Checks.raises(RuntimeError, "Detected mismatch between collectives on ranks: rank 0 is running all_reduce (op "
                  "SUM) on a float32 tensor of shape [2]",
                  lambda: dist.all_reduce(tg.zeros(2 + (r == n - 1))), "shape mismatch")
    Checks.raises(RuntimeError, "is running all_reduce (op SUM) on a float64 tensor",
                  lambda: dist.all_reduce(tg.zeros(2, dtype=tg.float64 if r == n - 1 else tg.float32)),
                  "dtype mismatch")
    Checks.raises(RuntimeError, "rank 0 is running broadcast (root 0)",
                  lambda: dist.broadcast(tg.zeros(2), 0) if r == 0 else dist.all_reduce(tg.zeros(2)),
                  "different collectives")
    Checks.raises(ValueError, "ReduceOp.BAND needs an integer or bool tensor, got tensorgen.float32",
                  lambda: dist.all_reduce(tg.zeros(2), op=dist.ReduceOp.BAND), "BAND on floats")
    Checks.raises(RuntimeError if r else ValueError, "Argument ``gather_list`` must be specified on destination rank",
                  lambda: dist.gather(tg.zeros(2), None, dst=0), "gather without a gather_list")
    nested = tg.nested.nested_tensor([tg.ones(2), tg.ones(3)])
    Checks.raises(RuntimeError, "is a nested tensor; only dense tensors can be communicated",
                  lambda: dist.all_reduce(nested if r == n - 1 else tg.zeros(2)), "nested tensor")
    Checks.raises(RuntimeError, "is a sparse tensor; only dense tensors can be communicated",
                  lambda: dist.broadcast(tg.ones(2, 2).to_sparse(), 0), "sparse tensor")
    # a subgroup of the first and last ranks
    sub = dist.new_group([0, n - 1])
    if r in (0, n - 1):
        t = tg.full((2,), float(r))
        dist.all_reduce(t, group=sub)
        Checks.equal(t, np.full(2, float(n - 1)), "all_reduce in a subgroup")
        assert dist.get_world_size(sub) == 2 and dist.get_rank(sub) == (0 if r == 0 else 1)
        assert dist.get_process_group_ranks(sub) == [0, n - 1]
    else:
        assert sub == dist.GroupMember.NON_GROUP_MEMBER and dist.get_rank(sub) == -1
    objs = [None] * n
    dist.all_gather_object(objs, {"rank": r})
    assert objs == [{"rank": k} for k in range(n)]
    dist.barrier()


def _mlp(seed):
    tg.manual_seed(seed)
    return nn.Sequential(nn.Linear(6, 16), nn.Tanh(), nn.Linear(16, 16), nn.Tanh(), nn.Linear(16, 3))


def ddp():
    r, n = dist.get_rank(), dist.get_world_size()
    rng = np.random.default_rng(0)
    x_all = tg.tensor(rng.standard_normal((4 * n, 6)).astype(np.float32))
    y_all = tg.tensor(rng.integers(0, 3, 4 * n))
    shard = slice(4 * r, 4 * r + 4)

    # the replicas start from rank 0's weights, whatever each rank drew
    model = DDP(_mlp(seed=r), bucket_cap_mb=1e-6)  # every parameter its own bucket
    reference = _mlp(seed=0)
    for (name, p), q in zip(model.module.named_parameters(), reference.parameters()):
        Checks.equal(p.detach(), q.detach().numpy(), f"{name} broadcast from rank 0")

    # the overlap: buckets launch from hooks while backward still runs. The hook on
    # layer 0's output gradient fires before layer 0's backward computes anything.
    launched_before_first_layer = []

    def watch(module, args, out):
        out.register_hook(lambda g: launched_before_first_layer.append(len(model.reducer.launches)))
    model.module[0].register_forward_hook(watch)
    opt = tg.optim.SGD(model.parameters(), lr=0.1)
    ref_opt = tg.optim.SGD(reference.parameters(), lr=0.1)
    for _ in range(3):
        opt.zero_grad()
        F.cross_entropy(model(x_all[shard]), y_all[shard]).backward()
        opt.step()
        ref_opt.zero_grad()
        F.cross_entropy(reference(x_all), y_all).backward()
        ref_opt.step()
    n_params = len(list(model.parameters()))
    order = [b for b, _ in model.reducer.launches]
    assert order == list(range(n_params)), order
    names = [model.reducer.buckets[b].names[0] for b in order]
    assert names == [name for name, _ in reversed(list(model.module.named_parameters()))], names
    assert launched_before_first_layer and min(launched_before_first_layer) >= n_params - 2, \
        launched_before_first_layer  # every later layer's bucket was on the wire before layer 0's gradient existed
    assert model.reducer.launches[0][1] < n_params  # the first launch came with parameters still outstanding
    Checks.count += 1
    for (name, p), q in zip(model.module.named_parameters(), reference.parameters()):
        Checks.equal(p.detach(), q.detach().numpy(), f"{name}: DDP equals one process on the global batch", 1e-5)

    # no_sync: two local backwards, then one that averages the accumulated sum
    model = DDP(_mlp(seed=1))
    reference = _mlp(seed=1)
    halves = [slice(4 * r, 4 * r + 2), slice(4 * r + 2, 4 * r + 4)]
    with model.no_sync():
        F.cross_entropy(model(x_all[halves[0]]), y_all[halves[0]]).backward()
    grad_after_local = model.module[0].weight.grad.clone()
    F.cross_entropy(model(x_all[halves[1]]), y_all[halves[1]]).backward()
    for k in range(n):
        for h in (slice(4 * k, 4 * k + 2), slice(4 * k + 2, 4 * k + 4)):
            (F.cross_entropy(reference(x_all[h]), y_all[h]) / n).backward()
    local = _mlp(seed=1)
    F.cross_entropy(local(x_all[halves[0]]), y_all[halves[0]]).backward()
    Checks.equal(grad_after_local, local[0].weight.grad.numpy(), "no_sync leaves the gradient local")
    for (name, p), q in zip(model.module.named_parameters(), reference.parameters()):
        Checks.equal(p.grad, q.grad.numpy(), f"{name}: no_sync accumulation then an averaged backward", 1e-5)

    # a second backward through one forward is not averaged: said, not silent
    loss = F.cross_entropy(model(x_all[shard]), y_all[shard])
    loss.backward(retain_graph=True)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        loss.backward()
    assert any("will not be averaged across ranks" in str(w.message) for w in caught), caught
    Checks.count += 1

    # find_unused_parameters: a branch only rank 0 uses, a head nobody uses
    class Branchy(nn.Module):
        def __init__(self):
            super().__init__()
            self.trunk = nn.Linear(6, 3)
            self.branch = nn.Linear(6, 3)
            self.unused = nn.Linear(6, 3)

        def forward(self, x, use_branch):
            out = self.trunk(x)
            return out + self.branch(x) if use_branch else out

    tg.manual_seed(5)
    model = DDP(Branchy(), find_unused_parameters=True)
    model(x_all[shard], r == 0).sum().backward()
    assert model.module.unused.weight.grad is None
    branch_grad = model.module.branch.weight.grad
    ref_branch = tg.tensor(np.zeros((3, 6), np.float32))
    ref_branch += x_all[0:4].sum(0).expand(3, 6) / n  # rank 0's gradient averaged with the others' zeros
    Checks.equal(branch_grad, ref_branch.numpy(), "a parameter used on one rank gets the average")
    Checks.equal(model.module.trunk.bias.grad, np.full(3, 4.0, np.float32), "trunk bias")
    model(x_all[shard], r == 0).sum().backward()  # and again: the reducer resets per iteration
    Checks.equal(model.module.trunk.bias.grad, np.full(3, 8.0, np.float32), "second iteration accumulates")

    # without find_unused_parameters, an unused parameter leaves the reduction unfinished
    model = DDP(Branchy())
    model(x_all[shard], True).sum().backward()
    Checks.raises(RuntimeError, "Expected to have finished reduction in the prior iteration",
                  lambda: model(x_all[shard], True), "an unused parameter without find_unused_parameters")
    # the module wrapped again: the dropped wrapper's hooks are gone, one reduction per backward
    module = model.module
    module.zero_grad()
    model = DDP(module, find_unused_parameters=True)
    model(x_all[shard], True).sum().backward()
    Checks.equal(module.trunk.bias.grad, np.full(3, 4.0, np.float32), "a module wrapped a second time")

    # broadcast_buffers: rank 0's running statistics before every reducing forward
    tg.manual_seed(2)
    model = DDP(nn.Sequential(nn.Linear(6, 4), nn.BatchNorm1d(4)))
    model(x_all[shard] * (r + 1)).sum().backward()
    stats = [tg.zeros(4) for _ in range(n)]
    dist.all_gather(stats, model.module[1].running_var)
    assert not np.allclose(stats[0].numpy(), stats[-1].numpy())  # each rank saw its own batch
    model.eval()
    with tg.no_grad():
        model(x_all[shard])
    dist.all_gather(stats, model.module[1].running_var)
    for k in range(n):
        Checks.equal(stats[k], stats[0].numpy(), "buffers synced from rank 0 before the forward")

    # a module on cuda (Numba's simulator without a GPU): host-staged buckets
    if tg.cuda.is_available():
        tg.manual_seed(3)
        cpu_twin = nn.Linear(6, 2)
        model = DDP(nn.Linear(6, 2).to("cuda"), device_ids=[0])
        model.module.load_state_dict({k: v.to("cuda") for k, v in cpu_twin.state_dict().items()})
        model(x_all[shard].to("cuda")).pow(2).sum().backward()
        for k in range(n):
            cpu_twin(x_all[4 * k:4 * k + 4]).pow(2).sum().div(n).backward()
        Checks.equal(model.module.weight.grad, cpu_twin.weight.grad.numpy(), "DDP on cuda", 1e-5)
        assert model.module.weight.grad.device.type == "cuda"

    # replicas that differ are refused on every rank
    Checks.raises(RuntimeError, "DDP expects same model across all ranks",
                  lambda: DDP(nn.Linear(3 + (r == n - 1), 2)), "different models")
    print(f"rank {r}: {Checks.count} checks passed", flush=True)


def fault():
    """Rank 1 fails while rank 0 waits in a collective: both must exit."""
    r = dist.get_rank()
    if r == 1:
        raise ValueError("rank 1 failed on purpose")
    dist.all_reduce(tg.ones(3))
    time.sleep(120)  # not reached: the abort ends this rank


def init_timeout():
    """Rank 1 is late to init_process_group: rank 0's timeout gives up and the job ends.
    With "mpi_started" rank 1 has MPI up already (its own mpi4py import), else it has not."""
    if int(os.environ.get("PMI_RANK", "0")) == 1:
        if sys.argv[2] == "mpi_started":
            from mpi4py import MPI  # noqa: F401 - MPI's initialisation, without tensorgen's
        time.sleep(120)
    dist.init_process_group("mpi", timeout=datetime.timedelta(seconds=2))


if __name__ == "__main__":
    scenario = sys.argv[1]
    if scenario != "init_timeout":
        # with a timeout every collective takes its non-blocking form, waited on by polling
        limit = datetime.timedelta(seconds=300) if "--timeout" in sys.argv else None
        dist.init_process_group("mpi", timeout=limit)
    {"collectives": collectives, "ddp": ddp, "fault": fault, "init_timeout": init_timeout}[scenario]()
    if dist.is_initialized():
        dist.destroy_process_group()
