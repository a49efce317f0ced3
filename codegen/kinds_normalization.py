"""The `normalization` kind: every element is rescaled by statistics of its
slice along one dim (softmax, log_softmax).

Per slice the generated kernel finds ``m`` (the max, subtracted for numerical
stability), sums ``term`` (an expression over ``x`` and ``m``) into ``s``, then
writes ``output`` (over ``x``, ``m``, ``s`` and ``e``, that element's term, kept
from the summing pass so it is not computed twice). ``exp`` in these
expressions is the kind's exp: a vectorizable float32 exp on CPU (Cephes'
polynomial, within 1 ulp), ``math.exp`` elsewhere.
"""
import ast
from dataclasses import dataclass

NORMALIZATION_FIELDS = ("term", "output")
_BUILTINS = ("abs", "min", "max", "float")


@dataclass(frozen=True)
class Normalization:
    term: str       # with `exp` spelled as the generated module's `_nrm_exp`
    output: str
    uses_e: bool    # output reads the stored term


class _RenameExp(ast.NodeTransformer):
    def visit_Name(self, node):
        if node.id == "exp":
            return ast.copy_location(ast.Name("_nrm_exp", node.ctx), node)
        return node


def _expr(ctx, fieldname, entry, allowed, helpers):
    text = entry.get(fieldname)
    if not isinstance(text, str) or not text.strip():
        ctx.fail(fieldname, f"expected a Python expression over {', '.join(allowed)}")
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except SyntaxError as e:
        ctx.fail(fieldname, f"expression does not compile: {e.msg} in '{text.strip()}'")
    used = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            if node.id not in allowed and node.id not in helpers and node.id not in _BUILTINS \
                    and node.id not in ("math", "exp"):
                ctx.fail(fieldname, f"unknown name '{node.id}' (known: {', '.join(allowed)}, exp, math.*, "
                                    "the helpers)")
            used.add(node.id)
        if isinstance(node, ast.Attribute) and not (isinstance(node.value, ast.Name) and node.value.id == "math"):
            ctx.fail(fieldname, f"only math.<function> attributes are allowed, got '{ast.unparse(node)}'")
        if isinstance(node, (ast.Lambda, ast.ListComp, ast.DictComp, ast.SetComp, ast.GeneratorExp, ast.Dict,
                             ast.List, ast.Set, ast.Subscript, ast.Starred)):
            ctx.fail(fieldname, f"'{ast.unparse(node)}' is not allowed in a scalar expression")
    return ast.unparse(_RenameExp().visit(tree)), used


def build_normalization(ctx, entry, signature, common, helpers):
    args = signature.args
    if not args or args[0].type != "Tensor" or args[0].name != "self":
        ctx.fail("func", "a normalization op takes 'Tensor self' first")
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
