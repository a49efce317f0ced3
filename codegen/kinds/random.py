"""The `random` kind: every element is a declared transform of fresh random draws.

An entry's ``kernel`` is a Python expression over the op's arguments and the
draws the kind supplies:

- ``u``: uniform on [0, 1), with as many bits as the target dtype's mantissa
  (so a float32 target never rounds up to the open end);
- ``z``: standard normal;
- ``bits``: 64 random bits (a uint64), mapped onto a range by the primitive
  ``randint_(bits, lo, span)`` (``lo + bits % span``; span 0 = all 2**64);
- ``ud``: uniform on [0, 1) with 53 bits whatever the target dtype (PyTorch
  draws the discrete distributions' uniforms in double: poisson, geometric_).

A ``Generator? generator=None`` argument draws from that generator's stream
instead of the default one.

``target: self`` writes self in place (self may be read by the kernel, as
dropout does); ``target: new`` returns a fresh tensor shaped as the broadcast
Tensor arguments (or as the ``size`` argument when every one is a number; then
``dtype``/``device`` arguments, when declared, choose the new tensor's).
``checks`` are validated before anything is written: ``require`` is a Python
expression over the arguments, evaluated elementwise for Tensor arguments;
``error`` formats the arguments as PyTorch prints numbers; ``tensor_error``
replaces it when the argument is a Tensor. ``prepare`` names a runtime hook
(runtime/families/random.py) that turns arguments into kernel scalars when their
meaning depends on the dtype (random_'s default range).
"""
from dataclasses import dataclass

from ..fields import one_of, scalar_expr

RANDOM_FIELDS = ("kernel", "target", "checks", "absent", "prepare", "size", "result", "dtype_error",
                 "floating_args")
DRAWS = ("u", "z", "bits", "ud")
PRIMITIVES = ("randint_",)
TARGETS = ("self", "new")
RESULTS = ("promoted", "self")
PREPARE_HOOKS = ("random_bounds",)
_EXCEPTIONS = ("RuntimeError", "ValueError")


@dataclass(frozen=True)
class Check:
    require: str
    args: tuple            # arguments the expression reads
    error: str
    tensor_error: str | None
    exception: str


@dataclass(frozen=True)
class Random:
    kernel: str
    draws: tuple           # draws the kernel reads, in DRAWS order
    params: tuple          # signature args the kernel reads, in signature order
    target: str
    checks: tuple
    absent: tuple          # ((optional Tensor arg, the arg that replaces it), ...)
    prepare: str | None
    size: str | None
    result: str
    dtype_error: str | None
    floating_args: tuple   # Tensor args whose dtype must be floating (when given as tensors)


_ALSO = ("math", "abs", "min", "max", "int", "float", "bool")


def _names_in(ctx, fieldname, text, allowed, helpers, mapping=None):
    return scalar_expr(ctx, fieldname, text, allowed, _ALSO + tuple(helpers),
                       f"known: {', '.join(allowed)}, math.*, the helpers", mapping, what="kernel")[1]


def parse_checks(ctx, entry, arg_names, helpers):
    """``checks:``: a list of {require, error[, tensor_error, exception]}, each
    ``require`` an expression over ``arg_names`` (the random kind's, and the
    pointwise kind's over its non-Tensor arguments)."""
    checks = []
    raw = entry.get("checks", [])
    if not isinstance(raw, list):
        ctx.fail("checks", "expected a list of {require, error[, tensor_error, exception]}")
    for i, c in enumerate(raw):
        if not isinstance(c, dict) or "require" not in c or "error" not in c:
            ctx.fail("checks", f"check {i} needs 'require' (an expression) and 'error' (the message)")
        for k in c:
            if k not in ("require", "error", "tensor_error", "exception"):
                ctx.fail(f"checks.{k}", "unknown field (known: require, error, tensor_error, exception)", c)
        reads = _names_in(ctx, "checks", str(c["require"]), tuple(arg_names), helpers, c)
        if not reads:
            ctx.fail("checks", f"check '{c['require']}' reads no argument", c)
        exc = c.get("exception", "RuntimeError")
        if exc not in _EXCEPTIONS:
            ctx.fail("checks", f"exception must be one of: {', '.join(_EXCEPTIONS)}", c)
        for key in ("error", "tensor_error"):
            if key in c and not isinstance(c[key], str):
                ctx.fail(f"checks.{key}", "expected a message", c)
        checks.append(Check(str(c["require"]).strip(), tuple(a for a in arg_names if a in reads), c["error"],
                            c.get("tensor_error"), exc))
    return tuple(checks)


def build_random(ctx, entry, signature, common, helpers):
    arg_names = [a.name for a in signature.args]
    tensors = [a.name for a in signature.tensor_args]
    target = one_of(ctx, "target", entry.get("target"), TARGETS)
    if target == "self" and (not tensors or tensors[0] != "self"):
        ctx.fail("target", "'target: self' needs a first argument 'Tensor self'")
    if "kernel" not in entry:
        ctx.fail("kernel", "a random op needs a 'kernel' expression over the draws (u, z, bits, ud) and the arguments")
    kernel = str(entry["kernel"]).strip()
    used = _names_in(ctx, "kernel", kernel, tuple(arg_names) + DRAWS + PRIMITIVES, helpers)
    draws = tuple(d for d in DRAWS if d in used)
    if not draws:
        ctx.fail("kernel", "the kernel reads no draw (u, z, bits or ud): it would not be random")
    if "randint_" in used and "bits" not in used:
        ctx.fail("kernel", "randint_ maps 'bits' onto a range: pass it the 'bits' draw")
    params = tuple(a for a in arg_names if a in used)
    for p in params:
        a = signature.arg(p)
        if not a.is_tensor and a.type not in ("float", "int", "bool", "Scalar"):
            ctx.fail("kernel", f"argument '{p}' of type {a.type} cannot be read by a kernel")

    checks = parse_checks(ctx, entry, arg_names, helpers)

    absent = entry.get("absent", {})
    if not isinstance(absent, dict):
        ctx.fail("absent", "expected a mapping of optional Tensor argument to the argument that replaces it")
    for k, v in absent.items():
        a = signature.arg(k)
        if a is None or not a.is_tensor or not a.optional or v not in tensors or v == k:
            ctx.fail("absent", f"'{k}: {v}' must map an optional Tensor argument to another Tensor argument")
    prepare = entry.get("prepare")
    if prepare is not None:
        one_of(ctx, "prepare", prepare, PREPARE_HOOKS, "one of the runtime hooks")
    size = entry.get("size")
    if size is not None:
        a = signature.arg(size)
        if target != "new" or a is None or a.type != "int[]" or not a.optional:
            ctx.fail("size", "'size' names an optional int[] argument of a 'target: new' op")
    gen = signature.arg("generator")
    if gen is not None and (gen.type != "Generator" or not gen.optional):
        ctx.fail("func", "'generator' is the optional Generator the draws come from ('Generator? generator=None')")
    for extra in ("dtype", "layout", "device", "pin_memory", "requires_grad"):
        if signature.arg(extra) is not None and size is None:
            ctx.fail("func", f"'{extra}' chooses the {extra} of the 'size' form: declare 'size' too")
    result = one_of(ctx, "result", entry.get("result", "promoted"), RESULTS)
    dtype_error = entry.get("dtype_error")
    if dtype_error is not None and (not isinstance(dtype_error, str) or "{dtype}" not in dtype_error):
        ctx.fail("dtype_error", "expected a message with a {dtype} placeholder")
    floating = entry.get("floating_args", [])
    if not isinstance(floating, list) or any(f not in tensors for f in floating):
        ctx.fail("floating_args", f"expected a list drawn from the Tensor arguments: {', '.join(tensors)}")
    return Random(kernel, draws, params, target, checks, tuple(absent.items()), prepare, size, result,
                  dtype_error, tuple(floating))
