"""The CPU kernels' elementary functions: one rewrite for every kind.

A kernel expression calls ``math.exp(e)``; on the CPU a libm call keeps the
loop scalar, so every CPU template renders its expressions through
``rewrite``: ``math.<fn>(e)`` for the functions below becomes
``_vm_<fn>(w, e)``, the function of runtime/backends/vecmath.py that
kernels_cpu.py imports under that name, where ``w`` is the scalar function's
first parameter (its dtype witness: the element type the kernel computes in).
CUDA kernels keep ``math.<fn>`` (libdevice). Only the text of the call's head
changes, so the rest of the expression keeps its spelling.
"""
import ast
from collections.abc import Collection, Iterable, Iterator

FUNCTIONS = ("cos", "erf", "erfc", "exp", "expm1", "log", "log1p", "sin", "tanh")
PREFIX = "_vm_"


def _calls(tree: ast.Module | ast.Expression) -> Iterator[ast.Call]:
    """The one-argument ``math.<fn>(...)`` calls of FUNCTIONS in a parsed source."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                isinstance(node.func.value, ast.Name) and node.func.value.id == "math" and \
                node.func.attr in FUNCTIONS and len(node.args) == 1 and not node.keywords:
            yield node


def _parse(source: str) -> ast.Module | ast.Expression:
    try:
        return ast.parse(source, mode="eval")
    except SyntaxError:
        return ast.parse(source, mode="exec")  # a helper's whole `def`


def rewrite(source: str, witness: str | None) -> str:
    """``source`` (an expression, or a helper's ``def``) with its math calls
    spelled for the CPU. ``witness``: the name holding the dtype witness, or
    ``"first"`` for a ``def`` (its first parameter); None keeps libm."""
    tree = _parse(source)
    if witness == "first":
        fn = tree.body[0] if isinstance(tree, ast.Module) else None
        witness = fn.args.args[0].arg if isinstance(fn, ast.FunctionDef) and fn.args.args else None
    calls = sorted(_calls(tree), key=lambda n: (n.func.lineno, n.func.col_offset), reverse=True)
    if witness is None or not calls:
        return source
    lines = [line.encode() for line in source.split("\n")]  # ast offsets count UTF-8 bytes
    for node in calls:  # right to left, so earlier offsets stay valid
        func = node.func
        assert isinstance(func, ast.Attribute)  # _calls yields math.<fn>(...) calls
        line = lines[func.lineno - 1]
        if func.end_lineno != func.lineno:
            raise ValueError(f"math.{func.attr} split over lines in: {source!r}")
        rest = line[func.end_col_offset:]
        paren = len(rest) - len(rest.lstrip())
        if not rest[paren:].startswith(b"("):
            raise ValueError(f"expected '(' after math.{func.attr} in: {source!r}")
        lines[func.lineno - 1] = (line[:func.col_offset] + f"{PREFIX}{func.attr}({witness}, ".encode()
                                  + rest[paren + 1:])
    return "\n".join(line.decode() for line in lines)


def uses(source: str, helpers: Collection[str] = ()) -> bool:
    """Whether ``source`` calls one of FUNCTIONS, directly or through one of
    ``helpers`` (names of helpers that do). Its CPU scalar function is then
    inlined by Numba: a call would keep the loop around it scalar."""
    tree = _parse(source)
    return any(True for _ in _calls(tree)) or \
        any(isinstance(n, ast.Name) and n.id in helpers for n in ast.walk(tree))


def helpers_using(helpers: Iterable[tuple[str, str]]) -> frozenset[str]:
    """The names of the (name, source) helpers that call FUNCTIONS, directly
    or through each other."""
    found: set[str] = set()
    while True:
        more = {name for name, source in helpers if name not in found and uses(source, found)}
        if not more:
            return frozenset(found)
        found |= more
