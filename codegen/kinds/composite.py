"""The `composite` kind: an operator computed from other operators, as
PyTorch's CompositeImplicitAutograd functions are (outer, dist, fliplr,
tensordot, einsum): no kernel of its own; the operators it calls do the work,
apply their rules and record the autograd graph, so a composite entry declares
no `derivatives:`.

Exactly one of:
    body:   the result, a Python expression over the arguments, the operators
            and aliases of ops.yaml, the factories (arange, zeros_like, ...),
            `Tensor` and a few builtins (the whole op reads in its entry);
    rule:   the function of runtime/api/composite_arrange_products.py (or of the
            composite_<subject>.py module beside it: composite_linalg.py,
            composite_special.py, ...) computing it (for ops that
            need statements: einsum's contraction order, meshgrid's indexing),
            called through the pipeline; an `inplace` variant calls it with
            inplace=True (renorm_: the rule writes self).
    checks: [{require, error, exception}] run in order before a body: when
            `require` is false, `exception` (RuntimeError unless TypeError,
            IndexError or ValueError) is raised with `error`, an f-string body
            over the same names (PyTorch's wording).
"""
import ast
from dataclasses import dataclass

from .. import python_subset
from ..parse import quote
from ..signature import is_name

COMPOSITE_FIELDS = ("body", "checks", "rule")
EXCEPTIONS = ("RuntimeError", "TypeError", "IndexError", "ValueError")
BUILTINS = frozenset({"None", "True", "False", "bool", "int", "float", "len", "tuple", "list", "isinstance", "min",
                      "max", "range", "math", "type", "Tensor"})


@dataclass(frozen=True)
class Check:
    require: str
    error: str          # the f-string body of the message
    exception: str


@dataclass(frozen=True)
class Composite:
    body: str | None
    checks: tuple
    rule: str | None = None


def _expr(ctx, fieldname, text, mapping=None):
    if not isinstance(text, str) or not text.strip():
        ctx.fail(fieldname, "expected a Python expression", mapping)
    try:
        tree = python_subset.parse_expression(text)
    except SyntaxError as e:
        ctx.fail(fieldname, f"expression does not compile: {e.msg} in {quote(text.strip())}", mapping)
    _subset(ctx, fieldname, tree, mapping)
    return text.strip()


def _subset(ctx, fieldname, tree, mapping):
    try:
        python_subset.check_tree(tree, python_subset.TENSOR_EXPRESSION, "a composite body or check")
    except python_subset.Refused as e:
        ctx.fail(fieldname, str(e), mapping)


def build(ctx, entry, signature, common, helpers):
    if "derivatives" in entry:
        ctx.fail("derivatives", "a composite op is differentiated through its parts; remove the field")
    if ("body" in entry) == ("rule" in entry):
        ctx.fail("body", "a composite op needs either a 'body' expression over other operators or a 'rule' "
                         "(a function of runtime/api/composite_arrange_products.py), not both")
    if "rule" in entry:
        return _build_rule(ctx, entry, signature)
    if "varargs" in entry:
        ctx.fail("varargs", "varargs goes with a 'rule' (a body takes its one signature)")
    body = _expr(ctx, "body", entry["body"])
    raw = entry.get("checks", [])
    if not isinstance(raw, list):
        ctx.fail("checks", "expected a list of {require, error, exception}")
    checks = []
    for k, c in enumerate(raw):
        if not isinstance(c, dict) or not {"require", "error"} <= set(c) or \
                not set(c) <= {"require", "error", "exception"}:
            ctx.fail(f"checks[{k}]", "expected {require: <expression>, error: <message>, exception: <optional>}")
        require = _expr(ctx, f"checks[{k}].require", c["require"], c)
        message = c["error"]
        if not isinstance(message, str) or not message:
            ctx.fail(f"checks[{k}].error", "expected the error message", c)
        if not message.isprintable():
            ctx.fail(f"checks[{k}].error", "the message is one line of printable text", c)
        try:
            tree = ast.parse("f" + repr(message), mode="eval")
        except SyntaxError as e:
            ctx.fail(f"checks[{k}].error", f"message does not compile as an f-string: {e.msg}", c)
        _subset(ctx, f"checks[{k}].error", tree, c)
        exc = c.get("exception", "RuntimeError")
        if exc not in EXCEPTIONS:
            ctx.fail(f"checks[{k}].exception", f"'{exc}' is not one of: {', '.join(EXCEPTIONS)}", c)
        checks.append(Check(require, message, exc))
    for a in signature.args:
        if a.name in BUILTINS:
            ctx.fail("func", f"argument '{a.name}' shadows a name the body reads")
    return Composite(body, tuple(checks))


def _build_rule(ctx, entry, signature):
    rule = entry.get("rule")
    if not is_name(rule):
        ctx.fail("rule", f"expected the name of a function of runtime/api/composite_arrange_products.py, got {quote(rule)}")
    if "checks" in entry:
        ctx.fail("checks", "checks go with a 'body'; a rule raises its own errors")
    return Composite(None, (), rule)


def _names_of(text):
    tree = ast.parse(text, mode="eval")
    return [n.id for n in ast.walk(tree) if isinstance(n, ast.Name)]


def check_names(ctx_of, ops, known, factories):
    """Every name a body or check reads is an argument, an operator, a factory or a builtin."""
    for op, ctx in ((op, ctx_of(op)) for op in ops if op.kind == "composite" and op.spec.body is not None):
        args = {a.name for a in op.signature.args}
        allowed = args | set(known) | set(factories) | BUILTINS
        sources = [("body", op.spec.body)]
        for k, c in enumerate(op.spec.checks):
            sources += [(f"checks[{k}].require", c.require), (f"checks[{k}].error", "f" + repr(c.error))]
        for fieldname, text in sources:
            for name in _names_of(text):
                if name not in allowed:
                    ctx.fail(fieldname, f"unknown name '{name}' (the op's arguments, the operators of ops.yaml, "
                                        f"the factories and: {', '.join(sorted(BUILTINS))})")
