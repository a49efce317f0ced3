"""Checks of ops.yaml fields shared by the kind builders (codegen/kinds_*.py).

Every kind whose entries carry Python expressions (kernels, checks, terms)
validates them here, so all kinds accept the same expressions and reject the
others with the same words.
"""
import ast

# Nodes a per-element kernel cannot hold: they build containers or closures
# that Numba does not compile into scalar code.
NOT_SCALAR = (ast.Lambda, ast.ListComp, ast.DictComp, ast.SetComp, ast.GeneratorExp, ast.Dict, ast.List, ast.Set,
              ast.Subscript, ast.Starred)


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
        tree = ast.parse(text.strip(), mode="eval")
    except SyntaxError as e:
        ctx.fail(fieldname, f"{what} does not compile: {e.msg} in '{text.strip()}'", mapping)
    used = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            if node.id in allowed:
                used.add(node.id)
            elif node.id not in also:
                ctx.fail(fieldname, f"unknown name '{node.id}' ({hint})", mapping)
        if isinstance(node, ast.Attribute) and not (isinstance(node.value, ast.Name) and node.value.id == "math"):
            ctx.fail(fieldname, f"only math.<function> attributes are allowed, got '{ast.unparse(node)}'", mapping)
        if isinstance(node, NOT_SCALAR):
            ctx.fail(fieldname, f"'{ast.unparse(node)}' is not allowed in a scalar expression", mapping)
    return tree, used


def self_first(signature):
    """Whether the op's first argument is ``Tensor self`` (the tensor it works on)."""
    args = signature.args
    return bool(args) and args[0].type == "Tensor" and args[0].name == "self"


def one_of(ctx, fieldname, value, allowed, what="one of"):
    """`value` when it is in `allowed`; otherwise the error lists them."""
    if value not in allowed:
        ctx.fail(fieldname, f"expected {what}: {', '.join(allowed)}")
    return value
