"""Fused kernels: rendered by the generator (codegen/fused.py), compiled once
per source (CPU kernels through the kernel cache on disk, keyed by their code
and the scalar functions they call, as every generated kernel), kept in
memory by source."""
import hashlib
import threading

import numpy as np
from numba import prange

from ..backends import cpu_load as _cpu_load
from ..backends import cuda as _cuda
from ..backends import lazyjit as _lazy
from . import narrow as _narrow
from ..codegen.fused import FusedSpec, Step, render_cpu, render_cuda  # noqa: F401 - Step: fuse.py builds them

_MODULE = "tensorgen.compiler.fused_kernels"  # the kernel cache's folder for them
_kernels = {}
_lock = threading.Lock()


def spec_of(inputs, consts, steps, outputs):
    """A FusedSpec named by a hash of its content (its kernels' names, so two
    chains never share a cache entry)."""
    body = repr((tuple(inputs), consts, tuple(steps), tuple(outputs)))
    name = "fused_" + hashlib.sha256(body.encode()).hexdigest()[:20]
    return FusedSpec(name, tuple(inputs), consts, tuple(steps), tuple(outputs))


class FusedKernel:
    def __init__(self, spec, device_type, functions=None):
        self.spec = spec
        self.device_type = device_type
        self.source = render_cpu(spec) if device_type == "cpu" else render_cuda(spec)
        ns = {"__name__": _MODULE, "np": np}
        if device_type == "cpu":  # the steps' CPU scalar functions, given (fuse.py: from their cases)
            ns["prange"] = prange
            ns["_jit"] = _lazy.lazy_njit(ns, cache=True, error_model="numpy")
            ns["_jit_par"] = _lazy.lazy_njit(ns, cache=True, error_model="numpy", parallel=True)
            for s in spec.steps:
                ns[s.fn] = _lazy.resolve(functions[s.fn])
            ns.update(_narrow.HELPERS)
        else:
            ns["cuda"] = _cuda._cuda()
            K = _cuda._kernels()
            for s in spec.steps:
                ns[s.fn] = getattr(K, s.fn)
        exec(compile(self.source, f"<{spec.name}>", "exec"), ns)  # noqa: S102 - the generator's own source
        self.ns = ns
        if device_type == "cpu":
            self.flat = ns[spec.name + "_1d"]
            self.nd = ns[spec.name + "_nd"]
            self.par = ns[spec.name + "_1dp"]
        else:
            self.kernel = ns[spec.name + "_kernel"]

    def run_cpu(self, views, consts, n):
        if views[0].ndim == 1:
            if n >= _cpu_load._PAR_MIN and _cpu_load.parallel(n):
                self.par(*views, *consts)
            else:
                self.flat(*views, *consts)
        else:
            self.nd(*views, *consts)

    def run_cuda(self, ins, outs, shape, consts):
        n = 1
        for s in shape:
            n *= s
        if n == 0:
            return
        shape = tuple(shape) or (1,)
        arrays = list(ins) + list(outs)
        strides = [_cuda._bcast_strides(t, shape) if t._shape else (0,) * len(shape) for t in arrays]
        shape, strides = _cuda._collapse(shape, strides)
        args = []
        for t, st in zip(arrays, strides):
            args += [t._storage, t._offset, st]
        blocks, threads = _cuda._launch_config(n)
        self.kernel[blocks, threads](*args, shape, n, *consts)


def fused(spec, device_type, functions):
    key = (spec, device_type)
    k = _kernels.get(key)
    if k is None:
        with _lock:
            k = _kernels.get(key)
            if k is None:
                k = _kernels[key] = FusedKernel(spec, device_type, functions)
    return k
