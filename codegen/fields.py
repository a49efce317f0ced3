"""Checks of ops.yaml fields shared by the kind builders (codegen/kinds/<kind>.py).

Every kind whose entries carry Python expressions (kernels, checks, terms)
validates them here, so all kinds accept the same expressions and reject the
others with the same words; the dtype and promotion vocabularies, and the
checks of a listed value or a dtype list, are here for model.py and the kinds alike.
"""
import ast
import inspect
import math

from .parse import quote
from . import python_subset
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


# ------------------------------------------------------------------ vocabularies and values of the entries
PROMOTIONS = ("default", "no_opmath", "int_to_float", "complex_to_float", "bool_to_long", "always_bool",
              "always_float64")
DTYPE_NAMES = ("bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64")
DTYPE_GROUPS = {
    "all": DTYPE_NAMES,
    "floating": ("float16", "bfloat16", "float32", "float64"),
    "integral": ("uint8", "int8", "int16", "int32", "int64"),
    "integral_and_bool": ("bool", "uint8", "int8", "int16", "int32", "int64"),
    "numeric": DTYPE_NAMES[1:],
}


def listed(ctx, fieldname, value, allowed):
    if not isinstance(value, str) or value not in allowed:
        ctx.fail(fieldname, f"{shown(value)} is not one of: {', '.join(allowed)}")
    return value



def shown(value):
    """A value from the spec as an error quotes it: 'word' for a short string, a bounded repr otherwise."""
    if isinstance(value, str) and len(value) <= 80 and value.isprintable() and "'" not in value:
        return f"'{value}'"
    return quote(value)



def dtype_list(ctx, fieldname, value, mapping=None):
    if isinstance(value, str):
        if value not in DTYPE_GROUPS:
            ctx.fail(fieldname, f"{shown(value)} is not a dtype group ({', '.join(DTYPE_GROUPS)}) "
                                f"nor a list of dtypes", mapping)
        return DTYPE_GROUPS[value]
    if isinstance(value, list) and value:
        for v in value:
            if not isinstance(v, str) or v not in DTYPE_NAMES:
                ctx.fail(fieldname, f"{shown(v)} is not a dtype ({', '.join(DTYPE_NAMES)})", mapping)
        return tuple(d for d in DTYPE_NAMES if d in value)
    ctx.fail(fieldname, "expected a dtype group name or a non-empty list of dtypes", mapping)


# ------------------------------------------------------------------ kernel expressions (pointwise, helpers)
BUILTINS = frozenset({"abs", "min", "max", "bool", "int", "float", "range"})


def check_kernel(ctx, fieldname, text, arg_names, helpers, dtypes, mapping=None):
    """A kernel is one Python expression over the args, `math.*` and the helpers,
    calling each function with as many arguments as it takes (checked on the
    syntax tree: nothing from the spec runs while it is checked)."""
    if not isinstance(text, str) or not text.strip():
        ctx.fail(fieldname, "expected a Python expression", mapping)
    try:
        tree = python_subset.parse_expression(text)
    except SyntaxError as e:
        ctx.fail(fieldname, f"kernel does not compile: {e.msg} in {quote(text.strip())}", mapping)
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id not in arg_names and node.id not in helpers \
                and node.id not in BUILTINS and node.id != "math":
            ctx.fail(fieldname, f"kernel does not compile: unknown name '{node.id}' (arguments: "
                                f"{', '.join(arg_names)}; helpers: {', '.join(sorted(helpers)) or 'none'})", mapping)
        if isinstance(node, ast.Attribute):
            if not (isinstance(node.value, ast.Name) and node.value.id == "math" and node.attr in MATH_NAMES):
                ctx.fail(fieldname, f"kernel does not compile: only math.<function> attributes are allowed, "
                                    f"got {quote(ast.unparse(node))}", mapping)
        if isinstance(node, (ast.Lambda, ast.ListComp, ast.DictComp, ast.SetComp, ast.GeneratorExp,
                             ast.Dict, ast.List, ast.Set, ast.Subscript, ast.Starred, ast.NamedExpr, ast.Await,
                             ast.Yield, ast.YieldFrom, ast.JoinedStr, ast.Slice)):
            ctx.fail(fieldname, f"kernel does not compile: {quote(ast.unparse(node))} is not allowed in a "
                                f"scalar kernel", mapping)
    for node in ast.walk(tree):  # once every name is known: the calls
        if isinstance(node, ast.Call):
            if isinstance(node.func, ast.Attribute):
                check_math_call(ctx, fieldname, node, mapping)
            elif isinstance(node.func, ast.Name):
                check_call_arity(ctx, fieldname, node, helpers, mapping)
            else:
                ctx.fail(fieldname, f"kernel does not compile: {quote(ast.unparse(node))} calls something "
                                    "other than a function name", mapping)


MATH_NAMES = frozenset(n for n in dir(math) if not n.startswith("_") and callable(getattr(math, n))) | \
    frozenset({"pi", "e", "tau", "inf", "nan"})
# (least, most) positional arguments of the builtins a kernel may call
BUILTIN_ARITY = {"abs": (1, 1), "min": (2, None), "max": (2, None), "bool": (1, 1), "int": (1, 1),
                  "float": (1, 1), "range": (1, 3)}


def check_call_arity(ctx, fieldname, node, helpers, mapping):
    """A call of a helper or builtin with the number of arguments it takes."""
    name = node.func.id
    if name in helpers:
        lo, hi = helpers[name].arity
    elif name in BUILTIN_ARITY:
        lo, hi = BUILTIN_ARITY[name]
    else:
        ctx.fail(fieldname, f"kernel does not compile: '{name}' is not a function (a kernel calls the helpers, "
                            f"math.<function> and {', '.join(BUILTIN_ARITY)})", mapping)
    n = len(node.args)
    if node.keywords or any(isinstance(a, ast.Starred) for a in node.args) or n < lo or (hi is not None and n > hi):
        takes = f"{lo}" if lo == hi else f"{lo} to {hi}" if hi is not None else f"at least {lo}"
        ctx.fail(fieldname, f"kernel does not compile: {name}() takes {takes} positional argument"
                            f"{'s' if hi != 1 else ''}, got {n}{' and keywords' if node.keywords else ''} in "
                            f"{quote(ast.unparse(node))}", mapping)
