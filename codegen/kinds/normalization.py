"""The `normalization` kind: every element is rescaled by statistics of its
slice along one dim (softmax, log_softmax).

Per slice the generated kernel finds ``m`` (the max, subtracted for numerical
stability), sums ``term`` (an expression over ``x`` and ``m``) into ``s``, then
writes ``output`` (over ``x``, ``m``, ``s`` and ``e``, that element's term, kept
from the summing pass so it is not computed twice). ``exp`` in these
expressions is ``math.exp``, which the CPU templates render as every kind's
math calls (codegen/vector_math.py).
"""
import ast
from dataclasses import dataclass

from ..fields import scalar_expr, self_first

NORMALIZATION_FIELDS = ("term", "output")
_ALSO = ("abs", "min", "max", "float", "math", "exp")


@dataclass(frozen=True)
class Normalization:
    term: str       # with `exp` spelled `math.exp`
    output: str
    uses_e: bool    # output reads the stored term


class _RenameExp(ast.NodeTransformer):
    def visit_Name(self, node):
        if node.id == "exp":
            return ast.copy_location(ast.Attribute(ast.Name("math", ast.Load()), "exp", node.ctx), node)
        return node


def _expr(ctx, fieldname, entry, allowed, helpers):
    tree, used = scalar_expr(ctx, fieldname, entry.get(fieldname), allowed, _ALSO + tuple(helpers),
                             f"known: {', '.join(allowed)}, exp, math.*, the helpers",
                             empty=f"expected a Python expression over {', '.join(allowed)}")
    return ast.unparse(_RenameExp().visit(tree)), used


def build_normalization(ctx, entry, signature, common, helpers):
    if not self_first(signature):
        ctx.fail("func", "a normalization op takes 'Tensor self' first")
    args = signature.args
    names = [a.name for a in args]
    if "dim" not in names or signature.arg("dim").type != "dim":
        ctx.fail("func", "a normalization op takes 'dim dim' (the dim whose slices are normalized)")
    for a in args[1:]:
        if a.name not in ("dim", "dtype"):
            ctx.fail("func", f"unexpected argument '{a.name}' (a normalization op takes self, dim, dtype)")
    if not set(common["dtypes"]) <= {"float16", "bfloat16", "float32", "float64"}:
        ctx.fail("dtypes", "normalization kernels compute in floating point: list floating dtypes only")
    term, _ = _expr(ctx, "term", entry, ("x", "m"), helpers)
    output, used = _expr(ctx, "output", entry, ("x", "m", "s", "e"), helpers)
    return Normalization(term, output, "e" in used)
