"""The `foreach` kind: one kernel over lists of tensors, each element running a
fixed sequence of pointwise operators of this table (torch's ``_foreach_*`` and
``_fused_*`` optimizer steps).

An entry's ``steps`` are Python statements, run in order for every element:

    steps:
      - "exp_avgs = _adam_exp_avg(exp_avgs, grads, weight)"   # a list: updated in place
      - "if maximize: g = neg(g)"                             # a condition over the Scalars
      - "g = add(grads, params, weight_decay)"                # a local: the element's value, not stored

Each step calls one pointwise op with all its arguments in signature order (a
Tensor[] argument, a local assigned before, a Scalar argument or a number; a
number reaches the kernel in the compute dtype, as a Scalar argument does),
through that op's own scalar function, so each element computes what the
sequence of in-place calls would, bit for bit: a list written by a step is
stored and read back by the steps after it, which rounds as those calls round.
That holds because the kernels compute in the storage dtype: only float32 and
float64 may be listed. The tensors of one element must share shape, dtype and
device, and be contiguous (runtime/families/foreach.py checks them).
"""
import ast
from dataclasses import dataclass

FOREACH_FIELDS = ("steps",)
FOREACH_DTYPES = ("float32", "float64")


@dataclass(frozen=True)
class Step:
    target: str      # the list or local assigned
    op: str | None   # the pointwise op called (None: an alias, args holds the name)
    args: tuple      # its arguments as source text: names or numbers
    when: str | None  # a condition over the Scalar arguments, or None


@dataclass(frozen=True)
class Foreach:
    lists: tuple     # the Tensor[] arguments, in signature order
    written: tuple   # those a step assigns (updated in place)
    scalars: tuple   # the Scalar/float/int/bool arguments, in signature order
    steps: tuple     # Step records
    argnames: tuple  # every argument, in signature order (the wrapper passes them)
    constants: tuple  # the numbers the steps pass, in order of appearance: the kernel's _k0, _k1, ...


def _step(ctx, text, lists, scalars, locals_, constants):
    try:
        tree = ast.parse(text)
    except SyntaxError as e:
        ctx.fail("steps", f"'{text}' does not parse: {e.msg}")
    if len(tree.body) != 1:
        ctx.fail("steps", f"'{text}': one statement per step")
    stmt, when = tree.body[0], None
    if isinstance(stmt, ast.If):
        if stmt.orelse or len(stmt.body) != 1:
            ctx.fail("steps", f"'{text}': a conditional step is 'if <condition>: <one assignment>'")
        allowed = (ast.BoolOp, ast.UnaryOp, ast.Compare, ast.Name, ast.Constant, ast.boolop, ast.unaryop, ast.cmpop,
                   ast.expr_context)
        if any(not isinstance(n, allowed) for n in ast.walk(stmt.test)):
            ctx.fail("steps", f"'{text}': a condition compares Scalar arguments and numbers (and, or, not), nothing else")
        unknown = {n.id for n in ast.walk(stmt.test) if isinstance(n, ast.Name)} - set(scalars)
        if unknown:
            ctx.fail("steps", f"'{text}': a condition reads the Scalar arguments only, not {', '.join(sorted(unknown))}")
        when = ast.unparse(stmt.test)
        stmt = stmt.body[0]
    if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name)
            and (isinstance(stmt.value, ast.Name) or isinstance(stmt.value, ast.Call) and
                 isinstance(stmt.value.func, ast.Name) and not stmt.value.keywords)):
        ctx.fail("steps", f"'{text}': a step is '<list or local> = <pointwise op>(<arguments in order>)' or "
                          "'<local> = <list or local>'")
    target = stmt.targets[0].id
    if target in scalars:
        ctx.fail("steps", f"'{text}': a Scalar argument cannot be assigned")
    if isinstance(stmt.value, ast.Name):  # an alias: the local names that element's value
        if target in lists or not (stmt.value.id in lists or stmt.value.id in locals_):
            ctx.fail("steps", f"'{text}': an alias step names a list's or a local's value by a local")
        if when is not None and target not in locals_:
            ctx.fail("steps", f"'{text}': a conditional step assigns a local only after an unconditional one")
        locals_.add(target)
        return Step(target, None, (stmt.value.id,), when)
    args = []
    for a in stmt.value.args:
        if isinstance(a, ast.Name) and (a.id in lists or a.id in scalars or a.id in locals_):
            args.append(a.id)
        elif isinstance(a, ast.Constant) and isinstance(a.value, (int, float)) and not isinstance(a.value, bool):
            if float(a.value) not in constants:
                constants.append(float(a.value))
            args.append(f"_k{constants.index(float(a.value))}")
        else:
            ctx.fail("steps", f"'{text}': argument '{ast.unparse(a)}' is not a Tensor[] argument, a local assigned "
                              "before, a Scalar argument or a number")
    if target not in lists:
        if when is not None and target not in locals_:
            ctx.fail("steps", f"'{text}': a conditional step assigns a local only after an unconditional one")
        locals_.add(target)
    return Step(target, stmt.value.func.id, tuple(args), when)


def build_foreach(ctx, entry, signature, common, helpers):
    lists = tuple(a.name for a in signature.args if a.type == "Tensor[]")
    scalars = tuple(a.name for a in signature.args if a.type in ("Scalar", "float", "int", "bool"))
    other = [a.name for a in signature.args if a.name not in lists + scalars]
    if not lists or other:
        ctx.fail("func", "a foreach op takes Tensor[] lists and Scalar/float/int/bool arguments only")
    if signature.returns.strip() != "()":
        ctx.fail("func", "a foreach op updates its lists in place and returns ()")
    bad = [d for d in common["dtypes"] if d not in FOREACH_DTYPES]
    if bad:
        ctx.fail("dtypes", f"a foreach op computes in the storage dtype: float32 and float64 only, not {', '.join(bad)}")
    if entry.get("variants", ["function"]) != ["function"]:
        ctx.fail("variants", "a foreach op has the function variant only")
    raw = entry.get("steps")
    if not isinstance(raw, list) or not raw or not all(isinstance(s, str) for s in raw):
        ctx.fail("steps", "expected a list of statements, e.g. 'exp_avgs = _adam_exp_avg(exp_avgs, grads, weight)'")
    locals_, constants = set(), []
    steps = tuple(_step(ctx, s, lists, scalars, locals_, constants) for s in raw)
    written = tuple(n for n in lists if any(s.target == n for s in steps))
    if not written:
        ctx.fail("steps", "no step writes a Tensor[] argument")
    return Foreach(lists, written, scalars, steps, tuple(a.name for a in signature.args), tuple(constants))


def check_steps(fail, ops):
    """Every step calls a pointwise op of the table with all of its arguments.
    fail(op, message) raises the SpecError."""
    by_name = {op.name: op for op in ops}
    for op in ops:
        if op.kind != "foreach":
            continue
        for s in op.spec.steps:
            if s.op is None:
                continue
            target = by_name.get(s.op)
            if target is None or target.kind != "pointwise":
                fail(op, f"step '{s.target} = {s.op}(...)': '{s.op}' is not a pointwise op of this table")
            if "cuda" in op.devices and "cuda" not in target.devices:
                fail(op, f"step '{s.target} = {s.op}(...)': '{s.op}' has no cuda kernel for this op's cuda one")
            if scalar_function(target) is None:
                fail(op, f"step '{s.target} = {s.op}(...)': '{s.op}' has no default case to call")
            want = [a.name for a in target.signature.args if a.name != getattr(target.spec, "switch", None)]
            if len(s.args) != len(want):
                fail(op, f"step '{s.target} = {s.op}(...)': {s.op} takes {len(want)} arguments "
                         f"({', '.join(want)}), given {len(s.args)}")


def scalar_function(op):
    """The name of a pointwise op's scalar function for its default case (templates/pointwise.j2),
    or None when it has no such case (every case of a switch op takes a named value)."""
    for c in op.spec.cases:
        if c.key in (None, "None"):
            return "_" + op.name
    return None
