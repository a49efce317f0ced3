"""The ``derivatives:`` field of an ops.yaml entry and the autograd helpers
(codegen/helpers/autograd.py), validated (in the manner of PyTorch's derivatives.yaml).

An entry either maps each differentiable Tensor argument to one expression in
tensorgen operators, or says why it has no derivative:

    derivatives:
      self: grad * other                # over grad, the arguments, result
      other: grad * self
    derivatives: {not_differentiable: "a comparison's result is bool"}
    derivatives: {not_implemented: heaviside}   # PyTorch's not_implemented("heaviside"): the
                                                # result requires grad, its backward raises
    derivatives:
      input, weight, bias: _layer_norm_backward(grad, input, ..., grad_input_mask)
                                        # one call for several arguments (a tuple, in this
                                        # order), made once; grad_input_mask says which are needed

``missing_grads: none`` passes a result that received no gradient to the
formulas as None (PyTorch's undefined gradient) instead of zeros, for
formulas that take a shorter, better-defined path then (svd_backward with
only S used is finite where zeros for U would divide 0 by 0).

``output_differentiability: [true, true, false]`` (PyTorch's field) names the
results that carry gradients: the others never require grad (a workspace an
op returns for its backward, as torch's _cudnn_rnn's reserve).

Expressions read ``grad`` (the gradient of the first result; ``grads[i]`` for
several), ``result`` (``results[i]``), the op's arguments by name, the
generated operators, the autograd helpers and a few builtins. The generator
renders each into generated/ops.py beside the op record that carries it; the runtime's engine only calls them.
"""
import ast
import symtable
from dataclasses import dataclass

from . import python_subset
from .parse import LineDict, SpecError, quote
from .signature import is_name
from .parse import Ctx
from .signature import Signature
from collections.abc import Collection, Iterable
from typing import Any

# Names an expression may read besides the op's arguments, operators and helpers.
GRAD_NAMES = ("grad", "grads", "result", "results")
BUILTINS = frozenset({"None", "True", "False", "len", "range", "tuple", "list", "int", "float", "bool", "isinstance",
                      "sorted", "zip", "enumerate", "math"})
# ... and what the longer functions of codegen/helpers/autograd.py may read besides.
HELPER_BUILTINS = BUILTINS | {"RuntimeError", "ValueError", "NotImplementedError", "TypeError", "IndexError",
                              "hasattr", "slice", "str", "min", "max", "abs", "any", "all", "reversed", "sum"}
FLOATING = ("float16", "bfloat16", "float32", "float64")
# The autograd helper a `not_implemented` derivative calls: it raises PyTorch's error.
NOT_IMPLEMENTED = "derivative_not_implemented"
# The runtime's factories an expression may call (they are no ops.yaml operators).
FACTORIES = ("arange", "empty_like", "full", "full_like", "ones", "ones_like", "tensor", "zeros", "zeros_like")
# The nested tensors' conversions (runtime/nested/api.py): a nested input's
# gradient is made of its components' gradients (as_nested_tensor); a dense
# input shared by every component sums theirs (to_padded_tensor).
NESTED_CONSTRUCTORS = ("as_nested_tensor", "to_padded_tensor")
# Whether the calls of a backward record a graph now (create_graph): a helper with a
# kernel of its own (not differentiable) runs its operator formula instead then.
GRAD_MODE = ("grad_recording",)
RUNTIME_NAMES = FACTORIES + NESTED_CONSTRUCTORS + GRAD_MODE


# What an expression may read of a tensor without reading its values: a
# derivative that reads only these of an argument saves its shape, not the
# tensor (so a later in-place change of the tensor is no error, as in PyTorch).
META_ATTRS = ("shape", "dim", "ndim", "names", "device", "dtype", "numel", "size", "is_nested", "layout")


@dataclass(frozen=True)
class Derivatives:
    formulas: tuple[tuple[str, str], ...]         # ((differentiable Tensor argument, expression), ...) in signature order
    reason: str | None        # not_differentiable: why
    reads: tuple[str, ...]           # the op's arguments the expressions read, in signature order
    uses_result: bool         # an expression reads result/results
    line: int
    meta_reads: tuple[str, ...] = ()    # those of `reads` read only for their shape (META_ATTRS, "meta" helper parameters)
    once: str | None = None   # not_twice_differentiable: why the formulas do not record a graph of their own
    not_implemented: str | None = None  # not_implemented: the name PyTorch's "derivative ... is not implemented" names
    missing_none: bool = False  # missing_grads: none: a result with no gradient reaches the formulas as None
    # ((arguments, expression), ...): one expression giving several arguments' gradients as a tuple;
    # `formulas` then holds `_j<k>[<i>]` for each of those arguments
    joint: tuple[tuple[tuple[str, ...], str], ...] = ()
    # output_differentiability: per result, whether it carries a gradient (() : every floating one)
    outputs: tuple[bool, ...] = ()

    @property
    def differentiable(self) -> bool:
        return self.reason is None


@dataclass(frozen=True)
class AutogradHelper:
    name: str
    source: str
    line: int
    path: str = ""  # the module that holds it (line: the line above its first)


def operators_read(sources: Iterable[tuple[str, Collection[str]]], known: Collection[str]) -> list[str]:
    """The names of `known` that Python sources read as globals, sorted: in an
    expression, its names but the `local` ones; in a function, its free names."""
    used: set[str] = set()
    for src, local in sources:
        tree = ast.parse(src)
        if tree.body and isinstance(tree.body[0], ast.FunctionDef):
            table: Any = symtable.symtable(src, "<helper>", "exec").get_children()[0]  # a Function table
            names = {n for n in table.get_globals()}
            for child in table.get_children():  # comprehensions' free names
                names |= set(child.get_globals())
        else:
            names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} - set(local)
        used |= names & set(known)
    return sorted(used)


def parse_helpers(path: str | None, raw: LineDict | None, op_names: Collection[str] = (),
                  line: int = 1) -> dict[str, AutogradHelper]:
    """The autograd helper module's functions (parse.load_helpers: name -> the
    source of one Python function over tensorgen ops), checked."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise SpecError(path, line, None, "autograd_helpers", "expected a mapping of helper name to Python source")
    helpers = {}
    for name, source in raw.items():
        line = raw.line_of(name) if isinstance(raw, LineDict) else 0
        where = f"autograd_helpers.{name}"
        if not is_name(name):
            raise SpecError(path, line, None, f"autograd_helpers.{quote(name)}",
                            "helper name must be an ASCII identifier")
        if not isinstance(source, str):
            raise SpecError(path, line, None, where, "expected the helper's Python source")
        try:
            python_subset.parse_function(source, name, python_subset.TENSOR_FUNCTION, "an autograd helper")
        except SyntaxError as e:
            raise SpecError(path, line + (e.lineno or 0), None, where, f"helper does not compile: {e.msg}") from None
        except python_subset.Refused as e:
            raise SpecError(path, line + e.lineno, None, where, str(e)) from None
        if name in op_names or name in RUNTIME_NAMES:
            raise SpecError(path, line, None, where, f"'{name}' is already an operator's name")
        helpers[name] = AutogradHelper(name, source.rstrip() + "\n", line, path or "")
    known = set(op_names) | set(helpers) | set(RUNTIME_NAMES) | HELPER_BUILTINS
    for h in helpers.values():
        unknown = sorted(set(_free_names(h.source)) - known)
        if unknown:
            raise SpecError(path, h.line, None, f"autograd_helpers.{h.name}",
                            f"unknown name {quote(unknown[0])} (an autograd helper reads its parameters and "
                            "locals, the operators, the other helpers, the factories and: "
                            f"{', '.join(sorted(HELPER_BUILTINS))})")
    return helpers


def _free_names(source: str) -> set[str]:
    """The global names a function's source reads (its own and its comprehensions')."""
    table: Any = symtable.symtable(source, "<helper>", "exec").get_children()[0]  # a Function table
    names, stack = set(table.get_globals()), list(table.get_children())
    while stack:
        child = stack.pop()
        names |= set(child.get_globals())
        stack += child.get_children()
    return names


def meta_params(helpers: dict[str, AutogradHelper]) -> dict[str, set[int]]:
    """helper name -> indexes of its parameters annotated "meta" (read for their shape only)."""
    out = {}
    for h in helpers.values():
        fn = ast.parse(h.source).body[0]
        assert isinstance(fn, ast.FunctionDef)  # parse_helpers checked it
        out[h.name] = {i for i, a in enumerate(fn.args.args)
                       if isinstance(a.annotation, ast.Constant) and a.annotation.value == "meta"}
    return out


def _value_reads(tree: ast.Expression, names: set[str], meta_of: dict[str, set[int]]) -> set[str]:
    """The names of `names` an expression reads for their values (not only their shape)."""
    parents = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parents[child] = node
    reads = set()
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Name) and node.id in names):
            continue
        parent = parents.get(node)
        if isinstance(parent, ast.Attribute) and parent.attr in META_ATTRS:
            continue
        if isinstance(parent, ast.Call) and isinstance(parent.func, ast.Name) and node in parent.args \
                and parent.args.index(node) in meta_of.get(parent.func.id, ()):
            continue
        reads.add(node.id)
    return reads


def build(ctx: Ctx, entry: LineDict, signature: Signature, dtypes: tuple[str, ...], kind: str, known_names: set[str],
          meta_of: dict[str, set[int]] | None = None) -> Derivatives | None:
    """The entry's Derivatives, or None when it declares none. ``known_names``:
    every operator and autograd helper an expression may call."""
    raw = entry.get("derivatives")
    line = entry.line_of("derivatives") if isinstance(entry, LineDict) else 0
    floating = any(d in FLOATING for d in dtypes)
    if kind == "composite":
        # differentiated through the operators its body calls (they record the graph)
        if raw is not None:
            ctx.fail("derivatives", "a composite op is differentiated through the operators of its body: "
                                    "remove the field")
        return None
    if raw is None:
        if floating and kind not in ("gather", "composite"):
            ctx.fail("derivatives", "missing: an op with floating dtypes declares a derivative for each "
                                    "differentiable Tensor argument, or {not_differentiable: <why>}")
        return None
    if not isinstance(raw, dict) or not raw:
        ctx.fail("derivatives", "expected a mapping of Tensor argument to expression, or {not_differentiable: <why>}")
    if "not_differentiable" in raw:
        reason = raw["not_differentiable"]
        if len(raw) != 1 or not isinstance(reason, str) or not reason.strip():
            ctx.fail("derivatives", "not_differentiable takes the reason, and nothing else beside it")
        return Derivatives((), reason.strip(), (), False, line)
    if "not_implemented" in raw:
        # the result records a node (it requires grad, as PyTorch's), whose backward raises
        what = raw["not_implemented"]
        if len(raw) != 1 or not isinstance(what, str) or not what.strip():
            ctx.fail("derivatives", "not_implemented takes the name the error gives, and nothing else beside it")
        if NOT_IMPLEMENTED not in known_names:
            ctx.fail("derivatives", f"not_implemented needs the autograd helper {NOT_IMPLEMENTED}(name)")
        not_implemented = tuple((a.name, f"{NOT_IMPLEMENTED}({what.strip()!r})") for a in signature.args
                                if a.type == "Tensor")
        return Derivatives(not_implemented, None, (), False, line, once="its derivative is not implemented",
                           not_implemented=what.strip())
    once = raw.get("not_twice_differentiable")
    if once is not None and (not isinstance(once, str) or not once.strip()):
        ctx.fail("derivatives.not_twice_differentiable", "expected the reason", raw)
    missing = raw.get("missing_grads", "zeros")
    if missing not in ("zeros", "none"):
        ctx.fail("derivatives.missing_grads", "expected 'none' (a result with no gradient reaches the formulas as "
                                              "None) or 'zeros' (the default)", raw)
    outputs = raw.get("output_differentiability", [])
    results = _result_count(signature)
    if "output_differentiability" in raw and (not isinstance(outputs, list) or len(outputs) != results
                                              or not all(isinstance(v, bool) for v in outputs) or not any(outputs)):
        ctx.fail("derivatives.output_differentiability", f"expected a list of {results} true/false, one per result "
                                                         "(true: the result carries a gradient), at least one true",
                 raw)
    raw = {k: v for k, v in raw.items() if k not in ("not_twice_differentiable", "missing_grads",
                                                     "output_differentiability")}
    # a Scalar argument takes a 0-dim Tensor too (PyTorch's Tensor overload, masked_fill's
    # value): given one that requires grad, its formula gives that tensor's gradient
    tensor_args = [a.name for a in signature.args if a.type in ("Tensor", "Tensor[]", "Scalar")]
    arg_names = [a.name for a in signature.args]
    allowed = set(arg_names) | set(GRAD_NAMES) | set(known_names) | BUILTINS | set(_output_names(signature))
    formulas: list[tuple[str, str]] = []
    joint: list[tuple[tuple[str, ...], str]] = []
    reads: set[str] = set()
    value_reads: set[str] = set()
    uses_result = False
    for name, text in raw.items():
        members = [n.strip() for n in name.split(",")]
        for n in members:
            if n not in tensor_args or members.count(n) > 1:
                ctx.fail(f"derivatives.{name}", f"'{n}' is not a Tensor or Scalar argument of the op (those: "
                                                f"{', '.join(tensor_args) or 'none'}), or is named twice", raw)
        if not isinstance(text, str) or not text.strip():
            ctx.fail(f"derivatives.{name}", "expected an expression in tensorgen operators over grad", raw)
        try:
            tree = python_subset.parse_expression(text)
            python_subset.check_tree(tree, python_subset.TENSOR_EXPRESSION, "a derivative")
        except SyntaxError as e:
            ctx.fail(f"derivatives.{name}", f"expression does not compile: {e.msg} in {quote(text.strip())}", raw)
        except python_subset.Refused as e:
            ctx.fail(f"derivatives.{name}", str(e), raw)
        for node in ast.walk(tree):
            if isinstance(node, ast.Name):
                if node.id not in allowed and not (len(members) > 1 and node.id == "grad_input_mask"):
                    ctx.fail(f"derivatives.{name}", f"unknown name '{node.id}' (the op's arguments: "
                                                    f"{', '.join(arg_names)}; grad, grads, result, results; the "
                                                    "operators of ops.yaml and the autograd helpers)", raw)
                if node.id in arg_names:
                    reads.add(node.id)
                if node.id in ("result", "results") or node.id in _output_names(signature):
                    uses_result = True
            if isinstance(node, (ast.Lambda, ast.NamedExpr, ast.Await, ast.Yield, ast.YieldFrom)):
                ctx.fail(f"derivatives.{name}", f"'{ast.unparse(node)}' is not allowed in a derivative", raw)
        value_reads |= _value_reads(tree, set(arg_names), meta_of or {})
        if len(members) == 1:
            formulas.append((name, text.strip()))
        else:
            formulas += [(n, f"_j{len(joint)}[{i}]") for i, n in enumerate(members)]
            joint.append((tuple(members), text.strip()))
    order = {n: i for i, n in enumerate(arg_names)}
    formulas.sort(key=lambda f: order[f[0]])
    tensors = {a.name for a in signature.args if a.type in ("Tensor", "Tensor[]")}
    meta_reads = tuple(sorted((reads - value_reads) & tensors, key=order.__getitem__))
    return Derivatives(tuple(formulas), None, tuple(sorted(reads, key=order.__getitem__)), uses_result, line, meta_reads,
                       once=once.strip() if once else None, missing_none=missing == "none", joint=tuple(joint),
                       outputs=tuple(outputs))


def _result_count(signature: Signature) -> int:
    """How many Tensors the op returns."""
    ret = signature.returns.strip()
    return len(ret.strip("()").split(",")) if ret.startswith("(") else 1


def _output_names(signature: Signature) -> tuple[str, ...]:
    """Names of a named-tuple return, ``(Tensor values, Tensor indices)``."""
    ret = signature.returns.strip()
    if not ret.startswith("("):
        return ()
    names = []
    for part in ret.strip("()").split(","):
        bits = part.split()
        if len(bits) == 2:
            names.append(bits[1])
    return tuple(names)
