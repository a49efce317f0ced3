"""Fusion: runs of recorded pointwise calls become one generated kernel.

A run is a sequence of consecutive recorded calls that are all functional
pointwise calls of one result shape on one device, computing in float32 or
float64 and storing float32/float64 or (on the CPU) float16/bfloat16, each
rounded to it as eager stores it (narrow.py); no integer or bool operand or
result, no per-call value check; anything else ends
the run and is replayed as its own recorded call. Consecutive only, so no
in-place call can come between a run's reads. Inside a run each call is its
operator case's generated scalar function (codegen/fused.py), operands cast
to the call's compute dtype and its value rounded to its result dtype,
exactly as the eager kernels do; a result is written only when a later call
outside the run or the function's result reads it. When autograd records,
every value is written and each call gets its autograd node after the kernel,
in order, from the pipeline's recorder: the graph backward walks is eager's.
"""
import numpy as np

from ..autograd import grad_mode as _grad_mode
from ..backends import cuda as _cuda
from ..core import dtypes as D
from ..core.casting import kernel_scalars, scalar_array
from ..core.tensor import contiguous_strides, fresh
from ..families import pointwise as _pw
from . import kernels as _kernels
from ..dispatch import pipeline as _pipeline
from .graph import Slot, fill, has_slot

_FLOATS = (D.float32, D.float64)
_NARROW = (D.float16, D.bfloat16)  # CPU: stored as their bits, rounded through them (narrow.py)
MIN_RUN = 2  # a run of one call is its own recorded call


def _fusable(node, tensor_of):
    launch = node.entry.launch
    if node.inplace or node.out is not None or type(launch) is not _pw.PointwiseLaunch:
        return False
    spec = node.op.spec
    if launch.checks:
        return False
    narrow_result = launch.result in _NARROW and launch.compute is D.float32 and launch.device.type == "cpu"
    if not narrow_result and (launch.compute is not launch.result or launch.result not in _FLOATS):
        return False
    if spec.fixed or len(spec.promote) != len(spec.args):
        return False
    operands = node.args[0]
    if has_slot(node.args[1]):
        return False  # a tensor as a kernel scalar (read for its value)
    for x in operands:
        if type(x) is Slot:
            t = tensor_of(x.i)
            if launch.narrow and t._shape and t._dtype is not launch.promoted:
                return False  # an integer operand eager casts to half/bfloat16 first (_through_narrow)
            if t._device != launch.device or not (t._dtype in _FLOATS or t._dtype in _NARROW and
                                                   t._device.type == "cpu"):
                return False
        elif type(x) not in (int, float, bool):
            return False
    return _scalar_name(launch.case) is not None and len(node.results) == 1


def _scalar_name(case):
    fn = getattr(case.cpu_1d, "py_func", None)
    name = getattr(fn, "__name__", "")
    return "_" + name[:-3] if name.endswith("_1d") else None


def _scalar_function(case):
    """The case's generated CPU scalar function, from the kernels module its
    loop lives in (a lazy kernel keeps that module's globals; a dispatcher its
    function's): not imported here, so tg.compile loads no kernel module itself."""
    k = case.cpu_1d
    g = getattr(k, "_globals", None)
    if g is None:
        g = k.py_func.__globals__
    return g[_scalar_name(case)]


def plan_steps(nodes, output, tracer):
    """What a graph runs, in order: recorded Nodes and FusedRuns."""
    tensor_of = tracer.keep.__getitem__
    readers = {}  # slot -> indexes of the nodes reading it
    for k, n in enumerate(nodes):
        for s in _slots(n.args) + _slots(n.out):
            readers.setdefault(s, set()).add(k)
    returned = set(_slots(output))
    steps, run = [], []

    def emit(idx):
        if len(idx) < MIN_RUN:
            steps.extend(nodes[k] for k in idx)
            return
        fr = FusedRun([nodes[k] for k in idx], idx, readers, returned, tensor_of)
        if fr.outputs and fr.written_whole:
            steps.append(fr)
        elif fr.outputs:
            # a smaller call's value is read outside the run: runs of one shape each
            group = [idx[0]]
            for k in idx[1:]:
                if tensor_of(nodes[k].results[0])._shape != tensor_of(nodes[group[0]].results[0])._shape:
                    emit(group)
                    group = []
                group.append(k)
            emit(group)
        # (no outputs: values nothing reads, from pure checked-free calls: left out)

    def close():
        emit(list(run))
        run.clear()

    shape = None
    for k, n in enumerate(nodes):
        if _fusable(n, tensor_of) and _fresh_layout(tensor_of(n.results[0])):
            res = tensor_of(n.results[0])
            if run:
                first = tensor_of(nodes[run[0]].results[0])
                if res._device != first._device:
                    close()
                elif _covers(shape, res._shape):
                    pass  # a smaller call, computed inside the run's loop through broadcast reads
                elif _covers(res._shape, shape):
                    shape = res._shape
                else:
                    close()
            if res.numel() == 0:
                close()
                steps.append(n)
                continue
            if not run:
                shape = res._shape
            run.append(k)
        else:
            close()
            steps.append(n)
    close()
    return steps


def _covers(big, small):
    """Whether ``small`` broadcasts to ``big``."""
    if len(small) > len(big):
        return False
    return all(s == b or s == 1 for s, b in zip(reversed(small), reversed(big)))


def _fresh_layout(t):
    """The result's layout is one a fused kernel makes as eager did: a dense
    permutation on the CPU (eager follows its operands' order), contiguous on cuda."""
    if t._device.type == "cpu":
        return _pw.dense_numel(t._shape, t._stride) == t.numel() and t._offset == 0
    return t._stride == contiguous_strides(t._shape) and t._offset == 0


def _slots(template):
    found = []

    def walk(v):
        t = type(v)
        if t is Slot:
            found.append(v.i)
        elif t is tuple or t is list:
            for x in v:
                walk(x)
        elif t is dict:
            for x in v.values():
                walk(x)
    walk(template)
    return found


class FusedRun:
    """One generated kernel standing for a run of recorded pointwise calls."""

    def __init__(self, run_nodes, indexes, readers, returned, tensor_of):
        self.nodes = run_nodes
        inside = set(indexes)
        produced = {n.results[0]: j for j, n in enumerate(run_nodes)}
        inputs, in_slot, consts, steps, functions = [], {}, [], [], {}
        for n in run_nodes:
            launch = n.entry.launch
            compute = launch.compute
            operands = []
            for x in n.args[0]:
                if type(x) is Slot:
                    if x.i in produced and produced[x.i] < len(steps):
                        operands.append(("step", produced[x.i]))
                    else:
                        if x.i not in in_slot:
                            in_slot[x.i] = len(inputs)
                            inputs.append(x.i)
                        operands.append(("in", in_slot[x.i]))
                else:  # a Python number: eager reads it as a compute-dtype element
                    operands.append(("const", len(consts)))
                    consts.append(scalar_array(x, compute)[()])
            for v in kernel_scalars(n.op.spec, n.args[1], compute):
                operands.append(("const", len(consts)))
                consts.append(v)
            functions[_scalar_name(launch.case)] = _scalar_function(launch.case)
            steps.append(_kernels.Step(_scalar_name(launch.case), tuple(operands), np.dtype(compute.np).name,
                                       np.dtype(launch.result.np).name))
        # autograd records each call as eager does (each derivative saves its inputs and result):
        # every value is written then; else a value is written when something outside the run reads it
        self.record = _grad_mode.STATE.enabled and any(n.entry.grad for n in run_nodes)
        outputs = [j for j, n in enumerate(run_nodes)
                   if self.record or n.results[0] in returned or readers.get(n.results[0], set()) - inside]
        self.inputs = inputs
        self.outputs = [(run_nodes[j].results[0], j) for j in outputs]
        self.consts = tuple(consts)
        # the loop's shape: the largest call's (the others broadcast to it)
        first = max((tensor_of(n.results[0]) for n in run_nodes), key=lambda t: (len(t._shape), t.numel()))
        self.shape = first._shape
        self.device = first._device
        self.written_whole = all(tensor_of(s)._shape == self.shape for s, _ in self.outputs)
        if not self.outputs or not self.written_whole:
            return
        self.kernel = _kernels.fused(_kernels.spec_of(
            [np.dtype(tensor_of(s)._dtype.np).name for s in inputs], len(consts), steps, [j for _, j in self.outputs]),
            self.device.type, functions)
        # the outputs' layouts as eager made them; the loop's views, decided once (the guards hold them)
        self.out_meta = []
        for s, j in self.outputs:
            t = tensor_of(s)
            e = run_nodes[j].entry
            self.out_meta.append((s, t._dtype, t._stride, e.names))
        self.n = int(np.prod(self.shape)) if self.shape else 1
        self.layout = None
        if self.device.type == "cpu":
            self.layout = _cpu_layout(self.shape, [tensor_of(s) for s in inputs],
                                      [(dt, st) for _, dt, st, _ in self.out_meta], self.n)
            # which arrays are one dense, increasing run (passed without a view)
            sizes, bsts = self.layout
            dtypes = [tensor_of(s)._dtype for s in inputs] + [dt for _, dt, _, _ in self.out_meta]
            self.flat = [len(sizes) == 1 and b == (dt.itemsize,) for b, dt in zip(bsts, dtypes)]

    def run(self, env):
        ins = [env[s] for s in self.inputs]
        if self.device.type == "cpu":
            outs = _run_cpu(self, ins)
        else:
            outs = _run_cuda(self, ins)
        for (s, _dtype, _stride, names), t in zip(self.out_meta, outs):
            if names is not None:
                t._names = names
            env[s] = t
        if self.record:  # each call's autograd node, in order, as the pipeline makes it around a kernel
            rec = _pipeline._autograd[0]
            for n in self.nodes:
                if n.entry.grad:
                    pending = rec.before(n.op, None, fill(n.args, env), False, None)
                    if pending is not None:
                        s = n.results[0]
                        env[s] = rec.after(pending, env[s])

    def __repr__(self):
        return f"fused[{', '.join(n.op.name for n in self.nodes)}]"


def _cpu_layout(shape, inputs, outs, n):
    """(sizes, byte strides of each input and output view, the threads' flat
    twin allowed): the loop's dims merged as eager's general loops merge them."""
    nd = len(shape)
    in_st = [_pw._broadcast_strides(t._stride, t._shape, shape) for t in inputs]
    out_st = [list(st) for _, st in outs]
    perm = _pw._permutation(nd, out_st + in_st, shape)
    bufs = [(np.empty(1, t._dtype.np), 0) for t in inputs] + [(np.empty(1, dt.np), 0) for dt, _ in outs]
    # (the views' shapes and strides only: the buffers are placeholders)
    dims = [d for d in perm if shape[d] != 1] or ([perm[-1]] if perm else [])
    sizes = [shape[d] for d in dims] if dims else [1]
    sts = [[st[d] for d in dims] if dims else [0] for st in in_st + out_st]
    k = len(sizes) - 1
    while k > 0:
        if all(st[k - 1] == st[k] * sizes[k] for st in sts):
            sizes[k] *= sizes[k - 1]
            del sizes[k - 1]
            for st in sts:
                del st[k - 1]
        k -= 1
    return tuple(sizes), [tuple(s * b.itemsize for s in st) for (b, _), st in zip(bufs, sts)]


def _run_cpu(fr, ins):
    sizes, byte_strides = fr.layout
    n = fr.n
    views = []
    flat = fr.flat
    for t, bst, dense in zip(ins, byte_strides, flat):
        s = t._storage
        if t._dtype in _NARROW:
            s = s.view(np.uint16)  # (the kernel reads their bits)
        if dense:  # one dense run of n elements: the storage itself, or a slice of it
            off = t._offset
            views.append(s if off == 0 and s.shape[0] == n else s[off:off + n])
        else:
            views.append(np.ndarray(sizes, s.dtype, s, t._offset * s.itemsize, bst))
    outs = []
    for (_s, dtype, stride, _names), bst, dense in zip(fr.out_meta, byte_strides[len(ins):], flat[len(ins):]):
        buf = np.empty(n, dtype.np)
        kbuf = buf.view(np.uint16) if dtype in _NARROW else buf
        views.append(kbuf if dense else np.ndarray(sizes, kbuf.dtype, kbuf, 0, bst))
        outs.append(fresh(buf, fr.shape, stride, dtype, None))
    fr.kernel.run_cpu(views, fr.consts, n)
    return outs


def _run_cuda(fr, ins):
    outs = [_cuda.empty(fr.shape, dtype, fr.device) for _, dtype, _, _ in fr.out_meta]
    fr.kernel.run_cuda(ins, outs, fr.shape, fr.consts)
    return outs
