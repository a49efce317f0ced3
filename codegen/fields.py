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
from .parse import Ctx, LineDict
from .python_subset import Arity
from .signature import Signature
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypedDict, TypeVar
from collections.abc import Callable, Mapping, Sequence

from .vocabulary import Promotion


T = TypeVar("T")


@dataclass(frozen=True)
class Field(Generic[T]):
    """One field of a kind's entries, declared once: its name, the type of its
    value, the value an entry that leaves it out gets (None: the field is
    required), the words it is one of (a vocabulary) or a check its value
    passes, and the error otherwise. A kind reads it with
    ``FIELD.read(ctx, entry)``; the error names the field and its line."""
    name: str
    type: type[T]
    default: T | None = None
    words: tuple[str, ...] = ()   # when given: the value is one of these words
    check: Callable[[T], bool] | None = None  # when given: what else a value of `type` must be
    error: str = ""               # the error (for words, default: "'<value>' is not one of: <words>")

    def read(self, ctx: Ctx, entry: Mapping[Any, Any]) -> T:
        value = entry.get(self.name, self.default)
        if self.words:
            if value not in self.words:
                ctx.fail(self.name, self.error or f"'{value}' is not one of: {', '.join(self.words)}")
        elif not isinstance(value, self.type) or self.check is not None and not self.check(value):
            ctx.fail(self.name, self.error)
        return value  # type: ignore[no-any-return]  # checked: of type T


class HasArity(Protocol):
    """A function a kernel may call (model.Helper): how many positional arguments it takes."""
    @property
    def arity(self) -> Arity: ...


class Common(TypedDict):
    """The fields every op declares, read before its kind's builder runs."""
    names: str
    promotion: str | None  # only the kinds in model.PROMOTION_KINDS read one
    dtypes: tuple[str, ...]

# Nodes a per-element kernel cannot hold: they build containers or closures
# that Numba does not compile into scalar code.
NOT_SCALAR = (ast.Lambda, ast.ListComp, ast.DictComp, ast.SetComp, ast.GeneratorExp, ast.Dict, ast.List, ast.Set,
              ast.Subscript, ast.Starred, ast.NamedExpr, ast.Await, ast.Yield, ast.YieldFrom, ast.JoinedStr,
              ast.Slice)


def scalar_expr(ctx: Ctx, fieldname: str, text: str, allowed: tuple[str, ...], also: tuple[str, ...], hint: str, mapping: dict[Any, Any] | None = None, *, empty: str = "expected a Python expression",
                what: str = "expression") -> tuple[ast.Expression, set[str]]:
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


def is_math_attribute(node: ast.Attribute) -> bool:
    """``math.<public name>``, read (never assigned)."""
    return isinstance(node.value, ast.Name) and node.value.id == "math" and not node.attr.startswith("_") \
        and hasattr(math, node.attr) and isinstance(node.ctx, ast.Load)


# math functions whose arity inspect cannot read (no text signature)
_MATH_ARITY: dict[str, Arity] = {"log": (1, 2)}


def _math_arity(fn: Callable[..., Any], name: str) -> Arity:
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


def check_math_call(ctx: Ctx, fieldname: str, node: ast.Call, mapping: dict[Any, Any] | None) -> None:
    """A call of a math function with the number of arguments it takes: Numba
    would reject it only when the kernel first compiles, far from ops.yaml."""
    if not (isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name)
            and node.func.value.id == "math"):
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


def self_first(signature: Signature) -> bool:
    """Whether the op's first argument is ``Tensor self`` (the tensor it works on)."""
    args = signature.args
    return bool(args) and args[0].type == "Tensor" and args[0].name == "self"


def one_of(ctx: Ctx, fieldname: str, value: str, allowed: tuple[str, ...], what: str = "one of") -> str:
    """`value` when it is in `allowed`; otherwise the error lists them."""
    if value not in allowed:
        ctx.fail(fieldname, f"expected {what}: {', '.join(allowed)}")
    return value


def form_of(ctx: Ctx, entry: LineDict, signature: Signature, common: Common, *, kind: str,
            forms: Mapping[str, tuple[tuple[str, ...], int]], dtypes: Callable[[str], tuple[str, ...]],
            dtype_text: str, tensor_reads: bool = False) -> str:
    """The `form:` of a kind whose ops each name one (``kind`` with its article, "an lu"; `forms`: form -> (arguments it reads,
    Tensors it returns)): the form known, the arguments it reads in the signature (as Tensor
    arguments when ``tensor_reads``), its result count, and the declared dtypes among
    ``dtypes(form)`` (``dtype_text`` says which, in the error). Returns the form."""
    form: str = entry.get("form")
    if form not in forms:
        ctx.fail("form", f"{kind} op names its form, one of: {', '.join(forms)}")
    reads, results = forms[form]
    names = [a.name for a in signature.args]
    missing = [r for r in reads if r not in names or tensor_reads and signature.type_of(r) != "Tensor"]
    if missing:
        what = "Tensor argument(s)" if tensor_reads else "argument(s)"
        ctx.fail("func", f"form '{form}' reads the {what} {', '.join(missing)}; the signature lacks them")
    if signature.returns.strip().count("Tensor") != results:
        ctx.fail("func", f"form '{form}' returns {results} Tensor(s)")
    bad = [d for d in common["dtypes"] if d not in dtypes(form)]
    if bad:
        ctx.fail("dtypes", f"{dtype_text}, not {', '.join(bad)}")
    return form


def no_variants(ctx: Ctx, entry: LineDict, kind: str, variants: tuple[str, ...] = ("inplace", "out", "method")) -> None:
    """A kind whose ops are functions only: each of ``variants`` refused."""
    for v in variants:
        if v in entry.get("variants", ["function"]):
            ctx.fail("variants", f"{kind} op has no '{v}' variant")


# ------------------------------------------------------------------ vocabularies and values of the entries
# The fixed vocabulary's words (codegen/vocabulary.py), in the order errors list them.
PROMOTIONS = Promotion.words()
DTYPE_NAMES = ("bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32", "float64")
DTYPE_GROUPS: dict[str, tuple[str, ...]] = {
    "all": DTYPE_NAMES,
    "floating": ("float16", "bfloat16", "float32", "float64"),
    "integral": ("uint8", "int8", "int16", "int32", "int64"),
    "integral_and_bool": ("bool", "uint8", "int8", "int16", "int32", "int64"),
    "numeric": DTYPE_NAMES[1:],
}


def listed(ctx: Ctx, fieldname: str, value: Any, allowed: tuple[str, ...]) -> str:
    if not isinstance(value, str) or value not in allowed:
        ctx.fail(fieldname, f"{shown(value)} is not one of: {', '.join(allowed)}")
    return value



def shown(value: object) -> str:
    """A value from the spec as an error quotes it: 'word' for a short string, a bounded repr otherwise."""
    if isinstance(value, str) and len(value) <= 80 and value.isprintable() and "'" not in value:
        return f"'{value}'"
    return quote(value)



def dtype_list(ctx: Ctx, fieldname: str, value: Any, mapping: dict[Any, Any] | None = None) -> tuple[str, ...]:
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


def check_kernel(ctx: Ctx, fieldname: str, text: str, arg_names: list[str], helpers: Mapping[str, HasArity],
                 dtypes: tuple[str, ...], mapping: dict[Any, Any] | None = None) -> None:
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
BUILTIN_ARITY: dict[str, Arity] = {"abs": (1, 1), "min": (2, None), "max": (2, None), "bool": (1, 1), "int": (1, 1),
                  "float": (1, 1), "range": (1, 3)}


def check_call_arity(ctx: Ctx, fieldname: str, node: ast.Call, helpers: Mapping[str, HasArity],
                     mapping: dict[Any, Any] | None) -> None:
    """A call of a helper or builtin with the number of arguments it takes."""
    assert isinstance(node.func, ast.Name)  # the callers pass the calls by name
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


# ------------------------------------------------------------------ the one order of an entry's keys
# (codegen/key_order.py says why and rewrites a file into it; model.py checks it)
KEY_HEAD = ("func", "kind", "doc", "aliases", "python_module", "variants", "operators", "overloads", "varargs")
KEY_TAIL = ("names", "promotion", "dtypes", "nested", "sparse", "devices", "autocast", "internal_overlap",
            "derivatives", "samples")


def key_order(kind_fields: Sequence[str]) -> tuple[str, ...]:
    """Every key an entry of a kind with ``kind_fields`` may hold, in the one order."""
    return KEY_HEAD + tuple(k for k in kind_fields if k not in KEY_HEAD and k not in KEY_TAIL) + KEY_TAIL


def misplaced_key(keys: Sequence[str], kind_fields: Sequence[str]) -> tuple[str, str] | None:
    """(key, the key it must come before) for the first pair of ``keys`` out of
    order, or None. Unknown keys are the unknown-field check's to report."""
    rank = {k: i for i, k in enumerate(key_order(kind_fields))}
    known = [k for k in keys if k in rank]
    for earlier, later in zip(known, known[1:]):
        if rank[later] < rank[earlier]:
            return later, earlier
    return None
