"""The `sequence` kind: factories whose element i lies on the line from
``start`` to ``end`` over ``steps`` points (linspace, logspace).

An entry's ``kernel`` is a Python expression over ``i`` (the element's index)
and the values the family prepares as PyTorch's kernel does: ``step`` =
(end - start) / (steps - 1), ``half`` = steps // 2, ``last`` = steps - 1, plus
``start``, ``end`` and the signature's other numbers (logspace's ``base``);
each arrives in the compute dtype (float64 for float64 and integer results,
else float32), so the sums round as PyTorch's. The signature must take
``Scalar start, Scalar end, int steps`` and the factory keywords
``dtype``, ``device``, ``requires_grad``.
"""
from dataclasses import dataclass

from ..fields import scalar_expr

SEQUENCE_FIELDS = ("kernel", "compute")
# the kernel's dtype: `result` (float64 for float64 and integer results, float32
# otherwise: linspace) or `float64` for every result (logspace, whose pow PyTorch
# runs in double); `step` keeps the result type's precision either way
COMPUTE = ("result", "float64")
PREPARED = ("i", "step", "half", "last")
_ALSO = ("math", "abs", "min", "max", "float")


@dataclass(frozen=True)
class Sequence:
    kernel: str
    params: tuple   # the number arguments after start, end, steps (in signature order)
    compute: str    # COMPUTE


def build_sequence(ctx, entry, signature, common, helpers):
    names = [a.name for a in signature.args]
    if names[:3] != ["start", "end", "steps"] or signature.arg("steps").type != "int":
        ctx.fail("func", "a sequence op takes 'Scalar start, Scalar end, int steps' first")
    for k in ("dtype", "device", "requires_grad"):
        a = signature.arg(k)
        if a is None or not a.kwonly:
            ctx.fail("func", f"a sequence op takes the factory keyword '{k}'")
    params = tuple(a.name for a in signature.args[3:] if not a.kwonly)
    for p in params:
        if signature.arg(p).type not in ("Scalar", "float", "int"):
            ctx.fail("func", f"argument '{p}' must be a number (the kernel reads it)")
    if any(d in ("bool",) for d in common["dtypes"]):
        ctx.fail("dtypes", "a sequence op makes numbers: list numeric dtypes only")
    if "kernel" not in entry:
        ctx.fail("kernel", "a sequence op needs a 'kernel' expression over i, step, half, last and the arguments")
    kernel = str(entry["kernel"]).strip()
    allowed = PREPARED + ("start", "end") + params
    scalar_expr(ctx, "kernel", kernel, allowed, _ALSO + tuple(helpers),
                f"known: {', '.join(allowed)}, math.*, the helpers", None, what="kernel")
    compute = entry.get("compute", "result")
    if compute not in COMPUTE:
        ctx.fail("compute", f"expected one of: {', '.join(COMPUTE)}")
    return Sequence(kernel, params, compute)
