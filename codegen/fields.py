"""Checks of ops.yaml fields shared by the kind builders (codegen/kinds/<kind>.py).

Every kind whose entries carry Python expressions (kernels, checks, terms)
validates them here, so all kinds accept the same expressions and reject the
others with the same words.
"""
import ast
import inspect
import math

from .parse import quote
from .python_subset import parse_expression

# Nodes a per-element kernel cannot hold: they build containers or closures
# that Numba does not compile into scalar code.
NOT_SCALAR = (ast.Lambda, ast.ListComp, ast.DictComp, ast.SetComp, ast.GeneratorExp, ast.Dict, ast.List, ast.Set,
              ast.Subscript, ast.Starred, ast.NamedExpr, ast.Await, ast.Yield, ast.YieldFrom, ast.JoinedStr,
              ast.Slice)


def scalar_expr(ctx, fieldname, text, allowed, also, hint, mapping=None, *, empty="expected a Python expression",
                what="expression"):
    """Parse the one Python expression of a field.

    It may read the names in `allowed` and in `also` (helpers, builtins, ``math``)
    and ``math.<function>`` attributes. ``hint`` lists the known names in the
    unknown-name error; ``empty`` is the error for a missing or blank field;
    ``what`` names the field's content in the syntax error. Returns the AST and
    the names of `allowed` it reads.
    """
    if not isinstance(text, str) or not text.strip():
        ctx.fail(fieldname, empty, mapping)
    try:
        tree = parse_expression(text)
    except SyntaxError as e:
        ctx.fail(fieldname, f"{what} does not compile: {e.msg} in {quote(text.strip())}", mapping)
    used = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            if node.id in allowed:
                used.add(node.id)
            elif node.id not in also:
                ctx.fail(fieldname, f"unknown name '{node.id}' ({hint})", mapping)
        if isinstance(node, ast.Attribute) and not is_math_attribute(node):
            ctx.fail(fieldname, f"only math.<function> attributes are allowed, got {quote(ast.unparse(node))}",
                     mapping)
        if isinstance(node, NOT_SCALAR):
            ctx.fail(fieldname, f"'{ast.unparse(node)}' is not allowed in a scalar expression", mapping)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                isinstance(node.func.value, ast.Name) and node.func.value.id == "math":
            check_math_call(ctx, fieldname, node, mapping)
    return tree, used


def is_math_attribute(node):
    """``math.<public name>``, read (never assigned)."""
    return isinstance(node.value, ast.Name) and node.value.id == "math" and not node.attr.startswith("_") \
        and hasattr(math, node.attr) and isinstance(node.ctx, ast.Load)


# math functions whose arity inspect cannot read (no text signature)
_MATH_ARITY = {"log": (1, 2)}


def _math_arity(fn, name):
    """(least, most) positional arguments of a math function (most None: any)."""
    if name in _MATH_ARITY:
        return _MATH_ARITY[name]
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return 0, None
    if any(p.kind is p.VAR_POSITIONAL for p in params):
        return sum(p.default is p.empty and p.kind is p.POSITIONAL_ONLY for p in params), None
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    return sum(p.default is p.empty for p in positional), len(positional)


def check_math_call(ctx, fieldname, node, mapping):
    """A call of a math function with the number of arguments it takes: Numba
    would reject it only when the kernel first compiles, far from ops.yaml."""
    if not (isinstance(node.func.value, ast.Name) and node.func.value.id == "math"):
        return
    name = node.func.attr
    fn = getattr(math, name, None)
    if fn is None or name.startswith("_"):
        return  # not a math function: the attribute check reports it
    if not callable(fn):
        ctx.fail(fieldname, f"math.{name} is a number, not a function, in '{ast.unparse(node)}'", mapping)
    lo, hi = _math_arity(fn, name)
    n = len(node.args)
    if node.keywords or n < lo or (hi is not None and n > hi):
        takes = f"{lo}" if lo == hi else f"{lo} to {hi}" if hi is not None else f"at least {lo}"
        ctx.fail(fieldname, f"math.{name}() takes {takes} positional argument{'s' if hi != 1 else ''}, "
                            f"got {n}{' and keywords' if node.keywords else ''} in '{ast.unparse(node)}'", mapping)


def self_first(signature):
    """Whether the op's first argument is ``Tensor self`` (the tensor it works on)."""
    args = signature.args
    return bool(args) and args[0].type == "Tensor" and args[0].name == "self"


def one_of(ctx, fieldname, value, allowed, what="one of"):
    """`value` when it is in `allowed`; otherwise the error lists them."""
    if value not in allowed:
        ctx.fail(fieldname, f"expected {what}: {', '.join(allowed)}")
    return value


def form_of(ctx, entry, signature, common, *, kind, forms, dtypes, dtype_text, tensor_reads=False):
    """The `form:` of a kind whose ops each name one (``kind`` with its article, "an lu"; `forms`: form -> (arguments it reads,
    Tensors it returns)): the form known, the arguments it reads in the signature (as Tensor
    arguments when ``tensor_reads``), its result count, and the declared dtypes among
    ``dtypes(form)`` (``dtype_text`` says which, in the error). Returns the form."""
    form = entry.get("form")
    if form not in forms:
        ctx.fail("form", f"{kind} op names its form, one of: {', '.join(forms)}")
    reads, results = forms[form]
    names = [a.name for a in signature.args]
    missing = [r for r in reads if r not in names or tensor_reads and signature.arg(r).type != "Tensor"]
    if missing:
        what = "Tensor argument(s)" if tensor_reads else "argument(s)"
        ctx.fail("func", f"form '{form}' reads the {what} {', '.join(missing)}; the signature lacks them")
    if signature.returns.strip().count("Tensor") != results:
        ctx.fail("func", f"form '{form}' returns {results} Tensor(s)")
    bad = [d for d in common["dtypes"] if d not in dtypes(form)]
    if bad:
        ctx.fail("dtypes", f"{dtype_text}, not {', '.join(bad)}")
    return form


def no_variants(ctx, entry, kind, variants=("inplace", "out", "method")):
    """A kind whose ops are functions only: each of ``variants`` refused."""
    for v in variants:
        if v in entry.get("variants", ["function"]):
            ctx.fail("variants", f"{kind} op has no '{v}' variant")
