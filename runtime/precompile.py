"""``python -m tensorgen.precompile [--ops add sum ...] [--dtypes float32 int64 ...] [--device cpu|cuda]``

Compiles the kernels ahead of time into the kernel cache (runtime/backends/
kernel_cache.py), so that the first call of an operator in any later process
loads its machine code instead of compiling it.

Each operator of generated/ops.py is called through the public API, per
dtype, on small tensors of the shapes that pick each loop variant (contiguous
2-D, transposed 2-D, 1-D, batched 3-D): Numba compiles per argument type, so
this compiles what real calls of those dtypes and layouts run.  A call an
operator refuses (a dtype it does not take, arguments it cannot be given) is
skipped.  Loops only taken above a million elements (the multi-threaded
twins) are left to their first use.
"""
import argparse
import inspect
import os
import re
import sys
import time
import warnings

import tensorgen as tg
from tensorgen.backends import kernel_cache
from tensorgen.generated import ops as _ops

DTYPES = ("bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64")
# The operand shapes of each call: together they reach the flat and N-d loops
# and the contraction and batched paths.
# transposed: None (all contiguous), "all", or "rest" (all but the first, as in x @ y.t()).
SHAPES = (((4, 4), None), ((4, 4), "all"), ((4, 4), "rest"), ((4,), None), ((2, 4, 4), None))
_ARG = re.compile(r"^\s*([A-Za-z\[\]]+\??)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(=.*)?$")


def operators():
    """Name → (function, [(type, name, required)]) of every out-of-place operator."""
    found = {}
    for name, fn in vars(_ops).items():
        if name.startswith("_") or name.endswith("_") or not inspect.isfunction(fn) \
                or fn.__module__ != _ops.__name__ or not fn.__doc__:
            continue
        head = fn.__doc__.strip().splitlines()[0]
        inner = head[head.find("(") + 1:head.rfind(")")]
        args = []
        for part in inner.split(","):
            m = _ARG.match(part.strip())
            if m:
                args.append((m.group(1), m.group(2), m.group(3) is None and not m.group(1).endswith("?")))
        found[name] = (fn, args)
    return found


def _tensor(shape, transposed, dtype, device):
    n = 1
    for s in shape:
        n *= s
    t = (tg.arange(n, dtype=tg.int64) % 3 + 1).reshape(*shape).to(dtype)
    if transposed:
        t = t.transpose(-1, -2).contiguous().transpose(-1, -2)  # same shape, column-major strides
    return t.to(device) if device != "cpu" else t


def _value(kind, name, tensors):
    if kind in ("dim",):
        return -1
    if kind == "int":
        return 1
    if kind in ("dim[]",):
        return [-1]
    if kind == "int[]":
        return list(tensors[0].shape) if tensors else [1]
    if kind == "float":
        return 0.5
    if kind == "Scalar":
        return 1
    if kind == "bool":
        return False
    raise LookupError(kind)


def calls(fn, args, dtype, device):
    """The sample calls of one operator and dtype: (positional args, keyword args) pairs."""
    out = []
    for shape, transposed in SHAPES:
        tensors, pos, ok = [], [], True
        for kind, name, required in args:
            base = kind.rstrip("?")
            if base == "Tensor":
                t = _tensor(shape, transposed == "all" or (transposed == "rest" and tensors), dtype, device)
                tensors.append(t)
                pos.append(t)
            elif base == "Tensor[]":
                t = _tensor(shape, transposed, dtype, device)
                pos.append([t, t])
            elif required:
                try:
                    pos.append(_value(base, name, tensors))
                except LookupError:
                    ok = False
                    break
            else:
                break  # optional arguments keep their defaults
        if ok:
            out.append(pos)
    return out


def run(ops=None, dtypes=None, device="cpu", progress=True, stream=sys.stderr):
    """Compile; returns (calls made, calls refused)."""
    table = operators()
    unknown = [o for o in (ops or ()) if o not in table]
    if unknown:
        raise SystemExit(f"precompile: unknown operator(s) {', '.join(unknown)}; "
                         f"known: {', '.join(sorted(table))}")
    bad = [d for d in (dtypes or ()) if d not in DTYPES]
    if bad:
        raise SystemExit(f"precompile: unknown dtype(s) {', '.join(bad)}; expected some of {', '.join(DTYPES)}")
    if device == "cuda" and (os.environ.get("NUMBA_ENABLE_CUDASIM", "0") not in ("", "0")
                             or not tg.cuda.is_available()):
        raise SystemExit("precompile: --device cuda needs a CUDA GPU with numba-cuda (under NUMBA_ENABLE_CUDASIM "
                         "the kernels run as Python: there is nothing to compile)")
    names = list(ops) if ops else sorted(table)
    jobs = [(n, d) for n in names for d in (dtypes or DTYPES)]
    from tqdm import tqdm
    made = refused = 0
    bar = tqdm(jobs, desc="tensorgen precompile", unit="op·dtype", disable=not progress, file=stream)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for name, dname in bar:
            bar.set_postfix_str(f"{name} {dname}", refresh=False)
            fn, args = table[name]
            for pos in calls(fn, args, getattr(tg, dname), device):
                try:
                    fn(*pos)
                    made += 1
                except Exception:  # noqa: BLE001 - a dtype or shape the op refuses
                    refused += 1
    return made, refused


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m tensorgen.precompile",
                                description="Compile tensorgen's kernels ahead of time into the kernel cache "
                                            f"({kernel_cache.ENV}, default {kernel_cache.cache_root()}).")
    p.add_argument("--ops", nargs="+", metavar="OP", help="operators to compile (default: all)")
    p.add_argument("--dtypes", nargs="+", metavar="DTYPE", help=f"dtypes (default: all of {' '.join(DTYPES)})")
    p.add_argument("--device", choices=("cpu", "cuda"), default="cpu")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    a = p.parse_args(argv)
    t0 = time.perf_counter()
    made, refused = run(a.ops, a.dtypes, a.device, progress=not a.quiet)
    print(f"precompiled {made} calls ({refused} refused by their operator) in {time.perf_counter() - t0:.1f} s "
          f"into {kernel_cache.cache_root()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
