"""The Python that ops.yaml and its helper modules may hold, checked on its syntax tree (an allow-list).

ops.yaml and codegen/helpers/ are edited by users and their code is imported
by everyone, so the generator reads every piece of Python in them (helpers,
kernels, composite bodies and checks, derivative formulas, samples) as data:
it parses it, walks the tree, and refuses any node outside the subset below.
Nothing from the spec or the helper modules is executed while it is checked
(a helper module is read as text, never imported: ``module_functions``).

What the subset keeps out is what would let a formula reach beyond the names
it was given: dunder attributes (``type(x).f.__globals__``) and the frame,
code and traceback attributes that lead to globals (``gen.gi_frame.f_globals``),
``str.format`` (which reads attributes by name), dunder names (``__import__``);
and what runs when a generated module is imported rather than when an op is
called: decorators, default values other than literals, annotations other
than string constants, class bodies, imports, ``global``.

Each checker raises ``Refused(message, lineno)``; the caller turns it into a
SpecError at the line of the field (plus ``lineno - 1`` for a helper's source).
"""
import ast
import io
import tokenize

# (least, most) positional arguments a function takes (most None: any)
Arity = tuple[int, int | None]
# (statements, expressions): the node types a kind of field may hold
Subset = tuple[tuple[type[ast.AST], ...], tuple[type[ast.AST], ...]]

# Attributes a formula may read although they start with "__": plain data.
SAFE_DUNDERS = frozenset({"__name__"})
# Prefixes of the attributes of frames, generators, coroutines, tracebacks and code objects.
_INTROSPECTION = ("f_", "gi_", "cr_", "ag_", "tb_", "co_")
_REFUSED_ATTRS = frozenset({"format", "format_map", "mro"})

# Nodes every subset allows: operators, contexts and the expression forms
# with no name lookup of their own.
_OPERATORS = (ast.operator, ast.unaryop, ast.cmpop, ast.boolop, ast.expr_context)
_SCALAR_EXPRS = (ast.BoolOp, ast.BinOp, ast.UnaryOp, ast.Compare, ast.IfExp, ast.Call, ast.Name, ast.Constant,
                 ast.Attribute, ast.Tuple)
# Expressions over tensors: containers, slices, comprehensions, f-strings, lambdas.
_TENSOR_EXPRS = _SCALAR_EXPRS + (ast.Subscript, ast.Slice, ast.List, ast.ListComp, ast.GeneratorExp, ast.SetComp,
                                 ast.DictComp, ast.Dict, ast.Set, ast.comprehension, ast.Starred, ast.keyword,
                                 ast.JoinedStr, ast.FormattedValue, ast.Lambda, ast.arguments, ast.arg)
_SCALAR_STMTS = (ast.Return, ast.Assign, ast.AugAssign, ast.If, ast.While, ast.For, ast.Break, ast.Continue,
                 ast.Pass, ast.Expr)
_TENSOR_STMTS = _SCALAR_STMTS + (ast.Raise, ast.Assert, ast.FunctionDef)

# The subsets: which statements and expressions each kind of field may hold.
SCALAR_FUNCTION = (_SCALAR_STMTS, _SCALAR_EXPRS + (ast.arguments, ast.arg))  # scalar helpers (Numba code)
TENSOR_FUNCTION = (_TENSOR_STMTS, _TENSOR_EXPRS)                             # autograd helpers
TENSOR_EXPRESSION = ((), _TENSOR_EXPRS)                                      # bodies, checks, derivatives, samples


class Refused(ValueError):
    def __init__(self, message: str, lineno: int | None = 1) -> None:
        super().__init__(message)
        self.lineno = lineno or 1


def _line(node: ast.AST) -> int:
    line: int = getattr(node, "lineno", 1)
    return line


def check_attribute(node: ast.Attribute) -> None:
    """An attribute a formula may read (see the module docstring)."""
    attr = node.attr
    if attr.startswith("__") and attr not in SAFE_DUNDERS:
        raise Refused(f"the dunder attribute '.{attr}' is not allowed", _line(node))
    if attr.startswith(_INTROSPECTION) or attr in _REFUSED_ATTRS:
        raise Refused(f"the attribute '.{attr}' is not allowed (it reaches frames, code or globals)", _line(node))


def check_tree(tree: ast.Expression | ast.Module, subset: Subset, what: str) -> None:
    """Refuse any node of ``tree`` outside ``subset`` (one of the tuples above)."""
    stmts, exprs = subset
    # in reading order, the innermost first: the error names what the reader sees first
    order = sorted(ast.walk(tree), key=lambda n: (getattr(n, "lineno", 0), getattr(n, "col_offset", 0),
                                                   getattr(n, "end_lineno", 0), getattr(n, "end_col_offset", 0)))
    for node in order:
        if isinstance(node, (ast.Module, ast.Expression) + _OPERATORS):
            continue
        if isinstance(node, ast.FunctionDef):
            if node is not getattr(tree, "body", [None])[0] and ast.FunctionDef not in stmts:
                raise Refused(f"a nested 'def' is not allowed in {what}", _line(node))
            _check_def(node, what)  # a nested one's decorators and defaults run when the outer one does
            continue
        if isinstance(node, ast.Lambda) and ast.Lambda in exprs:
            _check_arguments(node.args, what, node)
            continue
        if isinstance(node, ast.Expr) and ast.Expr in stmts and stmts is _SCALAR_STMTS \
                and not (isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)):
            raise Refused(f"a statement of {what} may not be a bare expression (only a docstring)", _line(node))
        if isinstance(node, ast.stmt) and not isinstance(node, stmts):
            raise Refused(f"'{type(node).__name__}' statements are not allowed in {what}", _line(node))
        if isinstance(node, ast.expr) and not isinstance(node, exprs):
            raise Refused(f"'{_short(node)}' is not allowed in {what}", _line(node))
        if not isinstance(node, (ast.stmt, ast.expr)) and not isinstance(node, exprs):
            raise Refused(f"'{type(node).__name__}' is not allowed in {what}", _line(node))
        if isinstance(node, ast.Attribute):
            check_attribute(node)
            if not isinstance(node.ctx, ast.Load):
                raise Refused(f"{what} may not assign or delete an attribute ('{_short(node)}')", _line(node))
        if isinstance(node, ast.Name) and node.id.startswith("__"):
            raise Refused(f"the name '{node.id}' is not allowed in {what}", _line(node))
        if isinstance(node, ast.For) and stmts is _SCALAR_STMTS and not _is_range(node.iter):
            raise Refused(f"a loop of {what} runs over range(...)", _line(node))
        if isinstance(node, ast.Call) and stmts is _SCALAR_STMTS and not isinstance(node.func, (ast.Name,
                                                                                            ast.Attribute)):
            raise Refused(f"{what} calls functions by name only", _line(node))
        if isinstance(node, (ast.For, ast.While)) and node.orelse:
            raise Refused(f"'else' after a loop is not allowed in {what}", _line(node))


def _short(node: ast.AST) -> str:
    text = ast.unparse(node)
    return text if len(text) <= 60 else text[:57] + "..."


def _is_range(node: ast.expr) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range"


def _literal(node: ast.expr) -> bool:
    """A default value: a constant, a negated number, or a tuple of those."""
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant) \
            and isinstance(node.operand.value, (int, float)) and not isinstance(node.operand.value, bool):
        return True
    return isinstance(node, ast.Tuple) and all(_literal(e) for e in node.elts)


def _check_arguments(args: ast.arguments, what: str, owner: ast.Lambda | ast.FunctionDef) -> None:
    for d in args.defaults + [d for d in args.kw_defaults if d is not None]:
        if not _literal(d):
            raise Refused(f"default values in {what} are literals, got '{_short(d)}'", _line(d))
    for a in args.posonlyargs + args.args + args.kwonlyargs + [x for x in (args.vararg, args.kwarg) if x]:
        if a.annotation is not None and not (isinstance(a.annotation, ast.Constant)
                                             and isinstance(a.annotation.value, str)):
            raise Refused(f"annotations in {what} are string constants, got '{_short(a.annotation)}'",
                          _line(a.annotation))
        if a.arg.startswith("__"):
            raise Refused(f"the parameter name '{a.arg}' is not allowed in {what}", _line(owner))


def _check_def(fn: ast.FunctionDef, what: str) -> None:
    if fn.decorator_list:
        raise Refused(f"decorators are not allowed in {what}", _line(fn.decorator_list[0]))
    if fn.returns is not None and not (isinstance(fn.returns, ast.Constant) and isinstance(fn.returns.value, str)):
        raise Refused(f"a return annotation in {what} is a string constant", _line(fn.returns))
    if getattr(fn, "type_params", None):
        raise Refused(f"type parameters are not allowed in {what}", _line(fn))
    _check_arguments(fn.args, what, fn)


def parse_function(source: str, name: str, subset: Subset, what: str) -> ast.FunctionDef:
    """The one ``def name(...)`` of a helper's source, checked; raises SyntaxError or Refused."""
    tree = ast.parse(source)
    if len(tree.body) != 1 or not isinstance(tree.body[0], ast.FunctionDef) or tree.body[0].name != name:
        raise Refused(f"expected exactly one 'def {name}(...)'", 1)
    check_tree(tree, subset, what)
    return tree.body[0]


def positional_arity(fn: ast.FunctionDef) -> Arity:
    """(least, most) positional arguments a checked ``def`` takes (most None: any)."""
    a = fn.args
    positional = a.posonlyargs + a.args
    return len(positional) - len(a.defaults), None if a.vararg else len(positional)


def parse_expression(text: str) -> ast.Expression:
    """The tree of a one-line expression field.  The generator renders the text as
    written, so it must be one line without a comment (a ``#`` would swallow the
    rest of the generated line); raises SyntaxError otherwise."""
    text = text.strip()
    if not text.isprintable():
        raise SyntaxError("an expression field is one line of printable text (no line breaks or tabs)")
    tree = ast.parse(text, mode="eval")
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, SyntaxError) as e:
        raise SyntaxError(f"the expression does not tokenize: {e}") from None
    if any(t.type == tokenize.COMMENT for t in tokens):
        raise SyntaxError("an expression field holds no comment")
    return tree



# What a helper module (codegen/helpers/*.py) holds besides its functions: a
# docstring, `import math`, and the imports a linter reads under `if
# TYPE_CHECKING:` (the generated module binds those names where the functions are
# rendered). The generator never imports the module: it reads its tree.
_MODULE_IMPORTS = {("math", None), ("typing", "TYPE_CHECKING")}


def module_functions(source: str, what: str) -> list[tuple[str, str, int]]:
    """The top-level ``def``s of a helper module's source as [(name, source, first
    line)], each source the def's whole lines (decorators too: the subset check
    refuses them); raises SyntaxError or Refused for any other statement."""
    tree = ast.parse(source)
    lines = source.splitlines()
    out: list[tuple[str, str, int]] = []
    seen: dict[str, int] = {}
    for i, node in enumerate(tree.body):
        if isinstance(node, ast.FunctionDef):
            if node.name in seen:
                raise Refused(f"'{node.name}' is defined twice (first at line {seen[node.name]})", node.lineno)
            seen[node.name] = node.lineno
            first = min([node.lineno] + [d.lineno for d in node.decorator_list])
            out.append((node.name, "\n".join(lines[first - 1:node.end_lineno]) + "\n", first))
        elif i == 0 and isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) \
                and isinstance(node.value.value, str):
            continue  # the docstring
        elif isinstance(node, (ast.Import, ast.ImportFrom)) and _plain_import(node):
            continue
        elif isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING" \
                and not node.orelse and all(isinstance(s, (ast.Import, ast.ImportFrom)) for s in node.body):
            continue  # read by linters only
        else:
            raise Refused(f"{what} holds functions ('def'), a docstring, 'import math' and imports under "
                          f"'if TYPE_CHECKING:' only, not '{_short(node).splitlines()[0]}'", _line(node))
    return out


def _plain_import(node: ast.Import | ast.ImportFrom) -> bool:
    if isinstance(node, ast.Import):
        return all((a.name, None) in _MODULE_IMPORTS and a.asname is None for a in node.names)
    return node.level == 0 and all((node.module, a.name) in _MODULE_IMPORTS and a.asname is None
                                   for a in node.names)
