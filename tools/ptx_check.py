"""Compile every CUDA kernel for real GPUs (sm_80, sm_90) without a GPU.

    python tools/ptx_check.py            # every (cuda op x declared dtype)
    python tools/ptx_check.py --ops add,sum,softmax --cc 90
    python tools/ptx_check.py --per-kernel 1     # CI: one signature per kernel

Two phases, because the simulator and the real compiler cannot share a process
(numba.cuda picks one when it is imported):

1. record (a subprocess with NUMBA_ENABLE_CUDASIM=1): every ops.yaml op that
   declares cuda is called through the public API for each of its declared
   dtypes (the entry's `samples:`, else calls made from its signature, every
   `switch:` case, and the nested-tensor calls its `nested:` rule serves);
   each kernel launch records the kernel and the Numba types of its arguments,
   exactly as a GPU launch would type them.
2. compile (this process, the real numba.cuda): each recorded (kernel,
   argument types) goes through `numba.cuda.compile_ptx` for each target. NVVM
   comes from numba-cuda's cu13 extra (`pip install "numba-cuda[cu13]"`); no
   driver is asked anything.

Fails (exit 1) when a kernel does not compile (naming the kernel, the op and
dtypes that launch it, and its argument types), when an op x dtype could not be
called at all (on cuda, or on the CPU either: the samples do not fit it; give
the op samples that do, in ops.yaml or CUDA_SAMPLES below), or, in a full run,
when a kernel of generated/kernels_cuda.py or nested/kernels_cuda.py was never
launched (so a new kernel cannot escape).

Both phases run in one process per CPU (``--jobs``), each a share of the ops
(record) or of the signatures (compile). The record is kept in the kernel cache
folder under a hash of everything the launches depend on, so a run on a tree
whose generator, ops.yaml, generated/ and runtime are unchanged (a change to
tests or docs) compiles again without recording again (``--fresh-record``
records anyway).
"""
import argparse
import hashlib
import os
import pickle
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGETS = {"80": (8, 0), "90": (9, 0)}
# Internal ops (no public function): the public calls that run their kernels.
INTERNAL = {
    "_to_copy": ["x(3, 3).t().contiguous()"] + [f"x(3, 3).to(tg.{d})" for d in
                 ("bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64")],
    "_take": ["x(3, 4)[i(2)]", "x(3, 4)[:, i(3, hi=4)]", "setitem(x(3, 4), i(2), x(2, 4))",
              "setitem(x(3, 4), (i(2), i(2, hi=4)), x(2))"],
    "_masked_fill": ["x(3, 4).masked_fill(b(3, 4), x())", "tg.where(b(3, 4), x(3, 4), x(3, 4))"],
}
# Calls added to an op's samples (ops.yaml `samples:` feed gradcheck too): the
# ones its own samples or signature cannot give (bincount's non-negative ints,
# bucketize's sorted boundaries, unique's dim= row kernels, sparse x dense).
# a tensor in the compute dtype of the sample's dtype (float32 for half and bfloat16)
_WS = "(lambda t: t.float() if dtype in (tg.float16, tg.bfloat16) else t)"
CUDA_SAMPLES = {
    "threshold": ["x(3, 4), 1, 20"],  # integer bounds for integer tensors
    "is_nonzero": ["x(1),", "x(),"],
    "bincount": ["x(6),", "x(6), tg.tensor([0.5, 1.0, 2.0, 0.25, 1.0, 3.0]), 5"],
    "bucketize": ["x(3, 4), tg.tensor([0, 1, 2]).to(dtype)", "x(5), tg.tensor([1, 2, 3]).to(dtype), K(right=True)",
                  "x(5), tg.tensor([1, 3]).to(dtype), K(out_int32=True)"],
    "unique": ["x(4, 3), True, True, True, 0", "x(3, 4), True, False, False, 1"],
    "unique_consecutive": ["x(4, 3), True, True, 0", "x(3, 4), False, False, 1"],
    "mm": ["x(3, 4).to_sparse(), x(4, 2)", "x(2, 3), x(3, 4).to_sparse()"],
    "matmul": ["x(3, 4).to_sparse(), x(4, 2)", "x(3, 4).to_sparse(), x(4)"],
    "addmm": ["x(3, 2), x(3, 4).to_sparse(), x(4, 2)"],
    # out_dtype: the factors' own dtype (every dtype's plain product; fp32 widening is float64 in ops.yaml)
    "_mm_out_dtype": ["x(3, 4), x(4, 2), dtype"],
    "_bmm_out_dtype": ["x(2, 3, 4), x(2, 4, 2), dtype"],
    "_addmm_out_dtype": ["x(3, 2), x(3, 4), x(4, 2), dtype"],
    "_baddbmm_out_dtype": ["x(2, 3, 2), x(2, 3, 4), x(2, 4, 2), dtype"],
    "_view_dtype": ["x(3, 4), dtype", "x(3, 4), tg.int16 if dtype.itemsize <= 2 else tg.float32"],
    # a broadcast operand: the strided kernels of the narrow dtypes (dtype_kernels:)
    "nextafter": ["x(3, 3), x(3)"],
    "pow": ["x(3, 4), True", "x(3, 4), False"],  # bool ** a Python bool: the bool kernel
    # factories: made on the device
    "linspace": ["-1.5, 2.5, 7, K(dtype=dtype, device='cuda')"],
    "logspace": ["-1.0, 2.0, 6, 2.0, K(dtype=dtype, device='cuda')"],
    "randperm": ["9, K(dtype=dtype, device='cuda')"],
    # the norm kind's backward: the forward's float64 statistics; the foreach kind: one list per Tensor[]
    "_layer_norm_backward": [
        "x(3, 4), x(3, 4), tg.tensor([0.1, 0.2, 0.3], dtype=tg.float64), tg.tensor([1.0, 2.0, 0.5], dtype=tg.float64), "
        "[4], x(4), 1e-5, True, True, True",
        "x(3, 4), x(3, 4), tg.tensor([0.1, 0.2, 0.3], dtype=tg.float64), tg.tensor([1.0, 2.0, 0.5], dtype=tg.float64), "
        "[4], None, 1e-5, True, False, True"],
    "_batch_norm_backward": [
        "x(4, 3), x(4, 3), tg.tensor([0.1, 0.2, 0.3], dtype=tg.float64), tg.tensor([1.0, 2.0, 0.5], dtype=tg.float64), "
        "x(3), 1e-5, True, True, True"],
    "_fused_adam_": ["[x(3, 3)], [x(3, 3)], [x(3, 3)], [pos(3, 3)], 0.1, 0.999, 0.001, 0.01, 0.9, 1e-8, 1.0, 0.1, True"],
    "_fused_adam_amsgrad_": ["[x(3, 3)], [x(3, 3)], [x(3, 3)], [pos(3, 3)], [pos(3, 3)], 0.1, 0.999, 0.001, 0.01, 0.9, "
                             "1e-8, 1.0, 0.1, True"],
    "_fused_sgd_": ["[x(3, 3)], [x(3, 3)], -0.1, 0.1, True"],
    "_fused_sgd_momentum_": ["[x(3, 3)], [x(3, 3)], [x(3, 3)], -0.1, 0.1, 0.9, 1.0, True, False"],
    "_fused_adadelta_": ["[x(3, 3)], [x(3, 3)], [pos(3, 3)], [pos(3, 3)], 0.9, 0.1, 1e-6, -1.0, 0.1, False"],
    # an integer result: no gradient, so no ops.yaml samples
    "_linalg_matrix_rank": ["x(3, 4),", "x(2, 3, 3), K(hermitian=True)"],
    # ops whose samples cannot feed gradcheck: a sparse result, torch's non-derivative gradient
    # (ctc_loss: differentiated through _ctc_nll), a non-differentiable backward, a nested self
    "embedding_sparse_backward": ["x(2, 3, 4), tg.tensor([[1, 2, 1], [0, 3, 1]]), 5, 1, False"],
    "ctc_loss": ["x(5, 2, 4), tg.tensor([[1, 2], [3, 1]]), tg.tensor([5, 4]), tg.tensor([2, 2])",
                 "x(4, 2, 3), tg.tensor([1, 2, 1]), [4, 3], [2, 1], 0, 0, True"],
    "_ctc_nll_backward": ["x(2), x(5, 2, 4), tg.tensor([[1, 2], [3, 1]]), tg.tensor([5, 4]), tg.tensor([2, 2]), "
                          "x(2), 0, False"],
    # the recurrent layers' backward ops read a forward's results (the workspace in the compute dtype)
    "_lstm_layer_backward": [f"x(3, 2, 2), x(2, 2), x(2, 2), x(8, 2), None, x(2, 2), x(2, 2), x(3, 2, 2), "
                             f"{_WS}(x(3, 2, 12))",
                             f"x(3, 2, 2), None, x(2, 3), x(12, 2), x(2, 3), x(2, 2), x(2, 3), x(3, 2, 2), "
                             f"{_WS}(x(3, 2, 18)), True, tg.tensor([3, 1])"],
    "_gru_layer_backward": [f"x(3, 2, 2), x(2, 2), x(6, 2), x(2, 2), x(3, 2, 2), {_WS}(x(3, 2, 8))",
                            f"x(3, 2, 2), None, x(6, 2), x(2, 2), x(3, 2, 2), {_WS}(x(3, 2, 8)), True, "
                            "tg.tensor([2, 3])"],
    "_rnn_tanh_layer_backward": [f"x(3, 2, 2), x(2, 2), x(2, 2), x(2, 2), x(3, 2, 2), {_WS}(x(3, 2, 2))"],
    "_rnn_relu_layer_backward": [f"x(3, 2, 2), None, x(2, 2), x(2, 2), x(3, 2, 2), {_WS}(x(3, 2, 2)), False, "
                                 "tg.tensor([1, 3])"],
    "to_padded_tensor": ["tg.nested.nested_tensor([x(2, 3), x(1, 3)]), 0",
                         "tg.nested.nested_tensor([x(2, 3), x(1, 3)], layout=tg.jagged), 1, [2, 3, 4]"],
}
KERNEL_MODULES = ("tensorgen.generated.kernels_cuda", "tensorgen.nested.kernels_cuda")
FUSED_MODULE = "tensorgen.compiler.fused_kernels"  # tg.compile's kernels: rendered again from their spec
# tg.compile samples: pointwise chains (broadcast operands, Python numbers, kernel
# scalars, float32 with float64) whose fused kernels are compiled like the others
FUSED_SAMPLES = [
    "lambda a, b: tg.tanh(tg.sin(a * b + 1.5) - a.exp() / (a * a + 1)) * 0.25",
    "lambda a, b: (tg.sigmoid(a).add(b, alpha=2) - tg.maximum(a, b)).sqrt()",
    "lambda a, b: (a * 3.0 + b.double()) * a",
]


# ---------------------------------------------------------------- phase 1: record
def _record(ops_filter, path, shard=(0, 1)):
    import warnings

    import numpy as np
    from numba import typeof, types
    from numba.cuda.simulator import kernel as simkernel

    import tensorgen as tg
    from tensorgen.codegen import model, parse
    from tensorgen.generated import ops as generated_ops

    warnings.simplefilter("ignore")
    spec = model.build(str(ROOT / "ops.yaml"), parse.load(ROOT / "ops.yaml"))
    launches = {}          # (module, kernel, argtypes) -> set of "op[dtype]"
    current = ["?"]

    def numba_type(a):
        ary = getattr(a, "_ary", None)  # the simulator's device array wraps a NumPy array
        if ary is not None:
            a = ary
        t = typeof(a)
        if isinstance(t, types.Array) and not t.mutable:  # device memory is never read-only
            t = t.copy(readonly=False)
        return t

    real_call = simkernel.FakeCUDAKernel.__call__

    def recording_call(self, *args):
        if not self._device and not simkernel._kernel_context:
            key = (self.fn.__module__, self.fn.__name__, tuple(numba_type(a) for a in args))
            launches.setdefault(key, set()).add(current[0])
        return real_call(self, *args)

    simkernel.FakeCUDAKernel.__call__ = recording_call

    rng = np.random.default_rng(0)
    problems = []
    unexercised = []  # op x dtype whose samples no device accepts: the samples need fixing
    ran = {}  # "op[dtype]" -> number of calls that ran

    def helpers(dtype):
        def tensor(values):
            return tg.tensor(values).to(dtype).to("cuda")

        def x(*shape):
            if dtype is tg.bool:
                return tensor(rng.random(shape) > 0.5)
            if dtype.is_floating_point:
                return tensor(rng.uniform(-1, 1, shape))
            return tensor(rng.integers(1, 4, shape))  # no zero divisors

        def pos(*shape):
            if dtype.is_floating_point:
                return tensor(rng.uniform(0.5, 2, shape))
            return tensor(np.ones(shape, bool))  # as a probability too (bernoulli)

        def i(*shape, hi=3):
            return tg.tensor(rng.integers(0, hi, shape)).to("cuda")

        def b(*shape):
            return tg.tensor(rng.random(shape) > 0.5).to("cuda")

        class K(dict):
            pass

        def setitem(t, index, value):
            t[index] = value
            return t
        return {"x": x, "pos": pos, "unit": x, "c": x, "i": i, "b": b, "K": K, "tg": _CudaTg(), "setitem": setitem,
                "dtype": dtype}

    class _CudaTg:
        """tensorgen for the samples, with tg.tensor(...) (index tensors) made on cuda."""
        def __getattr__(self, name):
            return getattr(tg, name)

        @staticmethod
        def tensor(data, **kw):
            return tg.tensor(data, **kw).to("cuda")

    def cpu_refuses(text, fn, dtype, kw):
        """Whether the same sample call fails on the CPU too: the sample does not fit
        this dtype (threshold's float bounds on an int tensor), not a CUDA gap."""
        env = {"x": lambda *sh: tg.tensor(rng.uniform(-1, 1, sh)).to(dtype) if dtype.is_floating_point
               else tg.tensor(rng.integers(1, 4, sh) if dtype is not tg.bool else rng.random(sh) > 0.5).to(dtype),
               "tg": tg, "dtype": dtype}
        env.update({k: v for k, v in helpers(dtype).items() if k not in env and k != "tg"})
        env["pos"] = env["unit"] = env["c"] = env["x"]
        env["i"] = lambda *sh, hi=3: tg.tensor(rng.integers(0, hi, sh))
        env["b"] = lambda *sh: tg.tensor(rng.random(sh) > 0.5)
        try:
            args = eval(text, env)  # noqa: S307 - the samples of our own ops.yaml
            args = args if isinstance(args, tuple) else (args,)
            k = dict(kw or {})
            if args and isinstance(args[-1], dict):
                k.update(args[-1])
                args = args[:-1]
            fn(*args, **k)
        except Exception:  # noqa: BLE001 - the CPU refuses it as well
            return True
        return False

    def generic(op):
        """Calls made from the signature (ops without `samples:`)."""
        parts = []
        for a in op.signature.args:
            if a.type == "Tensor":
                parts.append("c(3)" if a.name == "vec" else "x(3, 3)")
            elif a.type == "Tensor[]":
                parts.append("[x(3, 3), x(3, 3)]")
            elif a.default is not None or a.optional:
                break
            elif a.type in ("dim", "int"):
                parts.append("1")
            elif a.type in ("dim[]", "int[]"):
                parts.append("(1,)")
            elif a.type in ("float", "Scalar"):
                parts.append("0.5")
            else:
                return []
        return [", ".join(parts) + ","]

    def call_of(op):
        name = op.name
        if name in INTERNAL:
            return lambda t: t
        if "function" in op.variants:
            return getattr(tg, name, None) or getattr(generated_ops, name)
        if "method" in op.variants:
            return lambda self, *a, **k: getattr(self, name)(*a, **k)
        inplace = name if name.endswith("_") else name + "_"
        return lambda self, *a, **k: getattr(self.clone(), inplace)(*a, **k)

    def column_major(a):
        """A 2-d tensor laid out column by column: a pointwise op then takes its
        strided kernel (the output is row-major), not the flat one."""
        if isinstance(a, tg.Tensor) and a.ndim == 2 and min(a.shape) > 1:
            return a.t().contiguous().t()
        return a

    def run_calls(label, fn, texts, env, extra_kw=None, strided=False):
        ok = 0
        errors = []
        for text in texts:
            for layout in ((lambda a: a), column_major) if strided else ((lambda a: a),):
                try:
                    args = eval(text, env)  # noqa: S307 - the samples of our own ops.yaml
                    args = args if isinstance(args, tuple) else (args,)
                    kw = {}
                    if args and isinstance(args[-1], dict):
                        kw, args = dict(args[-1]), args[:-1]
                    args = tuple(layout(a) for a in args)
                    kw.update(extra_kw or {})
                    current[0] = label
                    fn(*args, **kw)
                    ok += 1
                except Exception as e:  # an unsupported combination: other calls may still run
                    errors.append(f"{text!r}: {type(e).__name__}: {e}")
        return ok, errors

    index, shards = shard
    cuda_ops = [op for op in spec.ops if "cuda" in op.devices and (not ops_filter or op.name in ops_filter)]
    for op in cuda_ops[index::shards]:
        fn = call_of(op)
        texts = list(INTERNAL.get(op.name, ()) or op.samples or generic(op)) + CUDA_SAMPLES.get(op.name, [])
        if op.kind == "reduction":  # long rows, few outputs: the split path and its <op>_finish kernel
            texts += ["x(600),", "x(600), 0"]
        switch = getattr(op.spec, "switch", None)
        variants = [{}]
        if switch:
            variants = [{switch: None if c.key == "None" else c.key} for c in op.spec.cases]
        int_error = getattr(op.spec, "int_error", None)
        has_dtype = any(a.name == "dtype" for a in op.signature.args)
        for dname in op.dtypes:
            dtype = getattr(tg, dname)
            label = f"{op.name}[{dname}]"
            env = helpers(dtype)
            ok, errors = 0, []
            kws = variants
            if has_dtype:  # also computing in another dtype (sum(int8, dtype=float64) is another kernel)
                kws = variants + [dict(v, dtype=tg.float64) for v in variants]
            for kw in kws:
                k_ok, k_err = run_calls(label, fn, texts, env, kw, strided=op.kind == "pointwise")
                ok += k_ok
                errors += k_err
            ran[label] = ok
            if not ok and int_error and not dtype.is_floating_point:
                continue  # the entry's declared error (`int_error:`): no kernel to compile
            if not ok and getattr(op.spec, "bool_error", None) and dtype is tg.bool:
                continue  # likewise `bool_error:`
            if not ok and all(cpu_refuses(t, fn, dtype, kw) for t in texts for kw in kws):
                unexercised.append(f"{label}: every sample is refused on the CPU too (" + "; ".join(errors[:1]) + ")")
            elif not ok:
                problems.append(f"{label}: no call ran on cuda: " + "; ".join(errors[:3]))
            if op.nested in ("reduce_not_dim0", "scan_not_dim0", "rowwise_not_dim0"):
                nt = "tg.nested.nested_tensor([x(2, 3), x(4, 3)], layout=tg.jagged)"
                nested = [f"{nt}, 1", f"{nt}, 2"]
                if op.kind == "normalization":
                    nested = [f"{nt}, -1", f"{nt}, 1"]
                n_ok, n_err = run_calls(label + "/nested", fn, nested, env)
                if not n_ok and not (int_error and not dtype.is_floating_point):
                    problems.append(f"{label}/nested: no nested call ran on cuda: " + "; ".join(n_err[:3]))

    # the nested layout's own kernels: copies between layouts and per-component matmul
    if not ops_filter and index == 0:
        for dname in ("float32", "float64", "int64"):
            env = helpers(getattr(tg, dname))
            label = f"nested[{dname}]"
            texts = ["tg.nested.to_padded_tensor(tg.nested.nested_tensor([x(2, 3), x(4, 3)]), 0)",
                     "tg.nested.nested_tensor([x(2, 3), x(4, 3)], layout=tg.jagged).transpose(1, 2).contiguous()",
                     "tg.matmul(tg.nested.nested_tensor([x(2, 3), x(4, 3)]), x(3, 2))",
                     "tg.bmm(tg.nested.nested_tensor([x(2, 3), x(4, 3)]), tg.nested.nested_tensor([x(3, 2), x(3, 5)]))"]
            run_calls(label, lambda t: t, texts, env)

    fused = {}
    if (not ops_filter or "compile" in ops_filter) and index == 0:
        from tensorgen.compiler import kernels as fused_kernels
        for dname in ("float32", "float64"):
            env = helpers(getattr(tg, dname))
            for text in FUSED_SAMPLES:
                label = f"compile[{dname}]: {text}"
                current[0] = label
                try:
                    c = tg.compile(eval(text, env))  # noqa: S307 - the samples above
                    a, b = env["x"](3, 4), env["x"](4)
                    c(a, b)
                    c(a, b)  # the replay launches the fused kernel
                except Exception as e:  # noqa: BLE001 - reported as a problem
                    problems.append(f"{label}: {type(e).__name__}: {e}")
        fused = {spec.name: spec for spec, dev in fused_kernels._kernels if dev == "cuda"}
        if not fused:
            problems.append("compile: no fused kernel was launched")

    with open(path, "wb") as f:
        pickle.dump({"launches": launches, "problems": problems, "ran": ran, "unexercised": unexercised,
                     "fused": fused}, f)


# ---------------------------------------------------------------- phase 2: compile
def _kernel_names(module):
    from numba.cuda.dispatcher import CUDADispatcher
    return {name for name, obj in vars(module).items()
            if isinstance(obj, CUDADispatcher) and not obj.targetoptions.get("device")}


class _Target:
    """Stands in for the current device: numba-cuda compiles a device function
    for the current device's compute capability (asking the driver), so the
    target being checked answers instead."""
    compute_capability = (8, 0)


def _device_functions(module):
    from numba.cuda.dispatcher import CUDADispatcher
    return [obj for obj in vars(module).values() if isinstance(obj, CUDADispatcher) and obj.targetoptions.get("device")]


def _compile(record, targets, full, per_kernel, shard=(0, 1)):
    import importlib

    from numba import cuda
    from numba.cuda import dispatcher

    dispatcher.get_current_device = _Target
    launches = record["launches"]
    failures = []
    compiled = 0
    modules = {m: importlib.import_module(m) for m in KERNEL_MODULES}
    fused = record.get("fused", {})
    if fused:
        from types import SimpleNamespace

        from tensorgen.compiler.kernels import FusedKernel
        modules[FUSED_MODULE] = SimpleNamespace(**{name + "_kernel": FusedKernel(spec, "cuda").kernel
                                                   for name, spec in fused.items()})
    seen = {(m, n) for m, n, _ in launches}
    ordered = sorted(launches.items(), key=lambda kv: (kv[0][0], kv[0][1], str(kv[0][2])))
    if per_kernel:  # the sampled run: the first few signatures of each kernel
        count = {}
        sample = []
        for item in ordered:
            k = item[0][:2]
            count[k] = count.get(k, 0) + 1
            if count[k] <= per_kernel:
                sample.append(item)
        ordered = sample
    ordered = ordered[shard[0]::shard[1]]
    for cc in targets:
        _Target.compute_capability = TARGETS[cc]
        for m, mod in modules.items():  # device functions compiled for the previous target
            if m == FUSED_MODULE:
                continue
            for fn in _device_functions(mod):
                fn.overloads.clear()
        for (mod, name, argtypes), who in ordered:
            kernel = getattr(modules[mod], name)
            try:
                cuda.compile_ptx(kernel.py_func, argtypes, cc=TARGETS[cc])
                compiled += 1
            except Exception as e:
                msg = str(e).strip().splitlines()
                failures.append(f"{name} (sm_{cc}) launched by {', '.join(sorted(who))}\n"
                                f"    argument types: {', '.join(map(str, argtypes))}\n"
                                f"    {type(e).__name__}: {' | '.join(msg[:8])}")
    missing = []
    if full:
        for m, mod in modules.items():
            if m == FUSED_MODULE:
                continue
            for name in sorted(_kernel_names(mod)):
                if (m, name) not in seen:
                    missing.append(f"{m}.{name}")
    return compiled, failures, missing


def _faults(record, failures, missing):
    """The lines that fail the check: every declared op x dtype must run on cuda
    and every kernel must compile."""
    return ([f"FAILED {f}" for f in failures] + [f"NOT CALLED {p}" for p in record["problems"]]
            + [f"NOT EXERCISED (no sample fits) {u}" for u in record["unexercised"]]
            + [f"NEVER LAUNCHED (not compiled) {m}" for m in missing])


def _saved_record_path(ops):
    """Where the record of this tree is kept: in the kernel cache's folder, named
    by a hash of everything a launch's argument types can depend on (the
    generator, ops.yaml, generated/, the runtime, this script, the library
    versions), so a tree that changes any of them records again."""
    import numba
    import numpy

    from tensorgen.backends.kernel_cache import cache_root
    h = hashlib.sha256(f"{sys.version}|{numba.__version__}|{numpy.__version__}|{ops}".encode())
    try:
        from importlib.metadata import version
        h.update(version("numba-cuda").encode())
    except Exception:  # noqa: BLE001 - not installed: the key without it
        pass
    files = [ROOT / "ops.yaml", Path(__file__).resolve()]
    for folder in ("codegen", "generated", "runtime"):
        files += sorted(p for p in (ROOT / folder).rglob("*") if p.is_file() and p.suffix in (".py", ".j2", ".yaml"))
    for path in files:
        h.update(str(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name).encode())
        h.update(path.read_bytes())
    return Path(cache_root()) / "ptx_records" / f"{h.hexdigest()[:32]}.pkl"


def _ours(path):
    """A pickle is code: read only a record that this user wrote, in a folder
    nobody else can write (as the kernel cache reads its entries)."""
    try:
        for p in (path, path.parent):
            st = p.stat()
            if st.st_uid != os.getuid() or st.st_mode & 0o022:
                return False
    except OSError:
        return False
    return True


def _record_in_processes(ops, jobs):
    """Phase 1 in `jobs` simulator processes at once, each calling every
    `jobs`-th cuda op (the simulator runs a launch's threads in one process, so
    the ops' calls are what takes the time); their records merged."""
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, NUMBA_ENABLE_CUDASIM="1")
        paths = [os.path.join(tmp, f"launches{i}.pkl") for i in range(jobs)]
        running = [subprocess.Popen([sys.executable, __file__, "--record-only", path, "--shard", f"{i}/{jobs}"]
                                    + (["--ops", ops] if ops else []), env=env)
                   for i, path in enumerate(paths)]
        if any([r.wait() for r in running]):
            return None
        record = {"launches": {}, "problems": [], "ran": {}, "unexercised": [], "fused": {}}
        for path in paths:
            with open(path, "rb") as f:
                part = pickle.load(f)
            for key, who in part["launches"].items():
                record["launches"].setdefault(key, set()).update(who)
            for field in ("problems", "unexercised"):
                record[field] += part[field]
            for field in ("ran", "fused"):
                record[field].update(part[field])
        return record


def _compile_in_processes(record, argv, jobs):
    """Phase 2 in `jobs` processes at once, each compiling every `jobs`-th
    signature; the first also lists the kernels never launched."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "record.pkl")
        with open(path, "wb") as f:
            pickle.dump(record, f)
        results = [os.path.join(tmp, f"compiled{i}.pkl") for i in range(jobs)]
        own = [a for a in (sys.argv[1:] if argv is None else argv)]
        running = [subprocess.Popen([sys.executable, __file__, *own, "--compile-only", path, result,
                                     "--shard", f"{i}/{jobs}"]) for i, result in enumerate(results)]
        if any([r.wait() for r in running]):
            raise RuntimeError("a compiling process failed")
        compiled, failures, missing = 0, [], []
        for result in results:
            with open(result, "rb") as f:
                c, fail, miss = pickle.load(f)
            compiled, failures, missing = compiled + c, failures + fail, missing + miss
        return compiled, failures, missing


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--ops", default="", help="comma-separated op names (default: every cuda op)")
    p.add_argument("--cc", default="80,90", help="targets, comma-separated (80, 90)")
    p.add_argument("--per-kernel", type=int, default=0, metavar="N",
                   help="compile only the first N argument-type signatures of each kernel (CI's sampled run; "
                        "every op x dtype is still called and every kernel still compiled)")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1, metavar="N",
                   help="record in N processes, each calling a share of the ops (default: one per CPU)")
    p.add_argument("--fresh-record", action="store_true",
                   help="record again even when a record of this very tree is in the kernel cache folder")
    p.add_argument("--record-only", metavar="PATH", help=argparse.SUPPRESS)
    p.add_argument("--shard", default="0/1", help=argparse.SUPPRESS)
    p.add_argument("--compile-only", nargs=2, metavar=("RECORD", "RESULT"), help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    ops_filter = {o for o in args.ops.split(",") if o}
    if args.record_only:
        _record(ops_filter, args.record_only, tuple(int(n) for n in args.shard.split("/")))
        return 0
    targets = [c for c in args.cc.split(",") if c]
    if args.compile_only:
        shard = tuple(int(n) for n in args.shard.split("/"))
        with open(args.compile_only[0], "rb") as f:
            record = pickle.load(f)
        result = _compile(record, targets, not ops_filter and shard[0] == 0, args.per_kernel, shard)
        with open(args.compile_only[1], "wb") as f:
            pickle.dump(result, f)
        return 0
    try:
        import numba.cuda  # noqa: F401
        from numba.cuda.cudadrv import nvvm
        nvvm.NVVM()
    except Exception as e:
        print(f"ptx_check: NVVM is not available ({type(e).__name__}: {e}); "
              'install it with pip install "numba-cuda[cu13]"', file=sys.stderr)
        return 2
    t0 = time.time()
    saved = _saved_record_path(args.ops)
    if _ours(saved) and not args.fresh_record:
        with open(saved, "rb") as f:
            record = pickle.load(f)
        print(f"ptx_check: the launches recorded for this very tree, reused ({saved})")
    else:
        record = _record_in_processes(args.ops, max(1, args.jobs))
        if record is None:
            print("ptx_check: recording the launches failed", file=sys.stderr)
            return 1
        saved.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        with open(saved.with_suffix(".tmp"), "wb") as f:
            pickle.dump(record, f)
        os.replace(saved.with_suffix(".tmp"), saved)
    t1 = time.time()
    compiled, failures, missing = _compile_in_processes(record, argv, max(1, args.jobs))
    t2 = time.time()
    kernels = {(m, n) for m, n, _ in record["launches"]}
    print(f"ptx_check: {len(record['ran'])} op x dtype pairs called, {len(kernels)} kernels, "
          f"{len(record['launches'])} (kernel, argument types) signatures; "
          f"{compiled} PTX compiles for sm_{', sm_'.join(targets)} passed, {len(failures)} failed "
          f"(record {t1 - t0:.0f} s, compile {t2 - t1:.0f} s)")
    faults = _faults(record, failures, missing)
    for line in faults:
        print(line)
    return 1 if faults else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Exception:
        traceback.print_exc()
        sys.exit(1)
