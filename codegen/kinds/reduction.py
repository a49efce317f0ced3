"""The `reduction` kind: an operator that folds one or more dims of a tensor.

An entry declares *what* is computed; templates/reduction.j2 turns it into
the CPU loops (inner: the reduced elements are contiguous rows; outer: the
reduced dim is outside the kept ones, so whole rows are accumulated) and a
one-thread-per-output CUDA kernel.  Styles:

- fold:   ``passes`` of {init, map, combine, finalize}; pass k may use the
          finalized p0..p(k-1); ``outputs`` are expressions over p0..pN.
          ``init`` must be the identity of ``combine`` (partial blocks start
          from it), written as a number, True/False, ``lowest`` or ``highest``.
- scan:   one pass {init, combine}: the running value at every position.
- scan_arg: ``better`` (over x and the running best v): the running best
          and the index it came from at every position (cummax, cummin).
- arg:    ``better`` (over x and the current best v): values and indices.
- select: ``pick`` (over n and the op's scalars): the 0-based rank in
          ascending order (NaN sorts last), values and indices.
- mode, topk: sort-based styles with no expression to give.
"""
import ast
from dataclasses import dataclass

from ..fields import NOT_SCALAR, check_math_call, is_math_attribute
from ..parse import quote
from ..python_subset import parse_expression


STYLES = ("fold", "scan", "arg", "select", "mode", "topk", "scan_arg")
# result dtype rules (runtime/families/reduction.py implements each)
RESULTS = ("same", "int_to_long", "floating", "int_to_float", "bool_keep_uint8", "long")
EMPTY = ("identity", "error")
REDUCTION_FIELDS = ("style", "passes", "outputs", "better", "pick", "nan_propagate", "result", "empty",
                    "int_error", "out_dtype", "words")
# What an out= of another dtype than the result does (PyTorch's, per op): cast
# into it; stand for the `dtype` argument (sum); or be refused unless it is the
# result's dtype / the input's / bool / floating.
OUT_DTYPES = ("castable", "as_dtype", "exact", "same_as_input", "bool", "floating")
_INIT_WORDS = ("lowest", "highest", "True", "False", "nan", "inf", "-inf")


@dataclass(frozen=True)
class Pass:
    init: str
    map: str
    combine: str
    finalize: str


@dataclass(frozen=True)
class Reduction:
    style: str
    passes: tuple
    outputs: tuple
    better: str | None
    pick: str | None
    nan_propagate: bool
    result: str
    empty: str
    int_error: str | None
    scalars: tuple         # signature args the expressions read, in signature order
    returns_tuple: bool    # the op returns (values, indices) / several tensors
    out_dtype: str = "castable"  # OUT_DTYPES
    words: tuple = ()      # (arg, ((word, number), ...), error): str values a number argument also takes


def _expr(ctx, fieldname, text, names, helpers, mapping=None):
    """An expression over `names`, math.*, the helpers and a few builtins."""
    if not isinstance(text, (str, int, float)) or isinstance(text, bool):
        ctx.fail(fieldname, "expected a Python expression", mapping)
    text = str(text).strip()
    try:
        tree = parse_expression(text)
    except SyntaxError as e:
        ctx.fail(fieldname, f"expression does not compile: {e.msg} in {quote(text)}", mapping)
    allowed = set(names) | set(helpers) | {"math", "abs", "min", "max", "bool", "int", "float"}
    used = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            if node.id not in allowed:
                ctx.fail(fieldname, f"unknown name '{node.id}' (allowed here: {', '.join(sorted(names))}; "
                                    "math, the helpers)", mapping)
            used.add(node.id)
        if isinstance(node, ast.Attribute) and not is_math_attribute(node):
            ctx.fail(fieldname, f"only math.<function> attributes are allowed, got {quote(ast.unparse(node))}",
                     mapping)
        if isinstance(node, NOT_SCALAR):
            ctx.fail(fieldname, f"'{ast.unparse(node)}' is not allowed in a scalar expression", mapping)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            check_math_call(ctx, fieldname, node, mapping)
    return text, used


def _init(ctx, fieldname, value, mapping):
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str) and value.strip() in _INIT_WORDS:
        return value.strip()
    ctx.fail(fieldname, f"expected a number, True, False or one of: {', '.join(_INIT_WORDS)}", mapping)


def build(ctx, entry, signature, common, helpers):
    if len(signature.tensor_args) != 1 or signature.args[0].name != "self":
        ctx.fail("func", "a reduction takes exactly one Tensor argument, 'self', first")
    style = entry.get("style")
    if style not in STYLES:
        ctx.fail("style", f"expected one of: {', '.join(STYLES)}")
    scalar_args = [a.name for a in signature.args if a.type in ("int", "float", "Scalar", "bool")
                   and a.name not in ("keepdim", "unbiased", "largest", "sorted")]
    used = set()
    passes = []
    raw = entry.get("passes")
    if style in ("fold", "scan"):
        if not isinstance(raw, list) or not raw:
            ctx.fail("passes", "expected a non-empty list of {init, map, combine, finalize}")
        if style == "scan" and len(raw) != 1:
            ctx.fail("passes", "a scan has exactly one pass")
        for k, p in enumerate(raw):
            if not isinstance(p, dict):
                ctx.fail(f"passes[{k}]", "expected a mapping")
            for key in p:
                if key not in ("init", "map", "combine", "finalize"):
                    ctx.fail(f"passes[{k}].{key}", "unknown field (known: init, map, combine, finalize)", p)
            for req in ("init", "combine"):
                if req not in p:
                    ctx.fail(f"passes[{k}].{req}", "missing", p)
            prev = [f"p{j}" for j in range(k)]
            init = _init(ctx, f"passes[{k}].init", p["init"], p)
            mp, u1 = _expr(ctx, f"passes[{k}].map", p.get("map", "x"), ["x", "n"] + prev + scalar_args, helpers, p)
            cb, _ = _expr(ctx, f"passes[{k}].combine", p["combine"], ["a", "b"], helpers, p)
            fn, u2 = _expr(ctx, f"passes[{k}].finalize", p.get("finalize", "acc"),
                           ["acc", "n"] + prev + scalar_args, helpers, p)
            if style == "scan" and ("map" in p or "finalize" in p):
                ctx.fail(f"passes[{k}]", "a scan takes only init and combine", p)
            used |= u1 | u2
            passes.append(Pass(init, mp, cb, fn))
    elif raw is not None:
        ctx.fail("passes", f"only fold and scan reductions take passes (this one is '{style}')")
    outputs = ()
    if style == "fold":
        raw_out = entry.get("outputs", [f"p{len(passes) - 1}"])
        if not isinstance(raw_out, list) or not raw_out:
            ctx.fail("outputs", "expected a non-empty list of expressions over p0..pN")
        ps = [f"p{j}" for j in range(len(passes))]
        outs = []
        for o in raw_out:
            text, u = _expr(ctx, "outputs", o, ["n"] + ps + scalar_args, helpers)
            used |= u
            outs.append(text)
        outputs = tuple(outs)
    elif "outputs" in entry:
        ctx.fail("outputs", "only fold reductions list outputs")
    better = None
    if style in ("arg", "scan_arg"):
        if "better" not in entry:
            ctx.fail("better", f"an {style} reduction needs 'better' (an expression over x and the current best v)")
        better, _ = _expr(ctx, "better", entry["better"], ["x", "v"], helpers)
    elif "better" in entry:
        ctx.fail("better", "only arg and scan_arg reductions take 'better'")
    pick = None
    if style == "select":
        if "pick" not in entry:
            ctx.fail("pick", "a select reduction needs 'pick' (the 0-based rank, over n and the scalars)")
        pick, u = _expr(ctx, "pick", entry["pick"], ["n"] + scalar_args, helpers)
        used |= u
    elif "pick" in entry:
        ctx.fail("pick", "only select reductions take 'pick'")
    if style == "topk":
        for need in ("k", "largest"):
            if signature.arg(need) is None:
                ctx.fail("func", f"a topk reduction needs an argument '{need}'")
        used.add("k")
    nan_propagate = entry.get("nan_propagate", False)
    if not isinstance(nan_propagate, bool):
        ctx.fail("nan_propagate", "expected true or false")
    result = entry.get("result", "same")
    if result not in RESULTS:
        ctx.fail("result", f"'{result}' is not one of: {', '.join(RESULTS)}")
    empty = entry.get("empty", "identity" if style in ("fold", "scan", "scan_arg") else "error")
    if empty not in EMPTY:
        ctx.fail("empty", f"'{empty}' is not one of: {', '.join(EMPTY)}")
    if empty == "identity" and style not in ("fold", "scan", "scan_arg"):
        ctx.fail("empty", f"a {style} reduction has no identity: use 'error'")
    int_error = entry.get("int_error")
    if int_error is not None and (not isinstance(int_error, str) or result != "floating"):
        ctx.fail("int_error", "expected a message string, with result: floating")
    if signature.arg("dim") is None:
        ctx.fail("func", "a reduction needs a 'dim' argument (dim, dim[] or their optional forms)")
    scalars = tuple(a for a in scalar_args if a in used)
    returns_tuple = signature.returns.startswith("(")
    out_dtype = entry.get("out_dtype", "castable")
    if out_dtype not in OUT_DTYPES:
        ctx.fail("out_dtype", f"'{out_dtype}' is not one of: {', '.join(OUT_DTYPES)}")
    if out_dtype == "as_dtype" and signature.arg("dtype") is None:
        ctx.fail("out_dtype", "as_dtype needs a 'dtype' argument for out='s dtype to stand for")
    words = []
    raw_words = entry.get("words", {})
    if not isinstance(raw_words, dict):
        ctx.fail("words", "expected {argument: {words: {word: number}, error: <message with {value}>}}")
    for arg, w in raw_words.items():
        a = signature.arg(arg)
        if a is None or a.type not in ("Scalar", "int", "float"):
            ctx.fail("words", f"'{arg}' is not a number argument of the op")
        if not isinstance(w, dict) or set(w) != {"words", "error"} or not isinstance(w["words"], dict) \
                or not w["words"] or not isinstance(w["error"], str) \
                or not all(isinstance(k, str) and isinstance(v, (int, float)) and not isinstance(v, bool)
                           for k, v in w["words"].items()):
            ctx.fail("words", f"'{arg}': expected {{words: {{word: number}}, error: <message with {{value}}>}}")
        try:
            w["error"].format(value="")
        except (KeyError, IndexError, ValueError) as e:
            ctx.fail("words", f"'{arg}': the error message does not format: {e}")
        words.append((arg, tuple(w["words"].items()), w["error"]))
    return Reduction(style, tuple(passes), outputs, better, pick, nan_propagate, result, empty, int_error,
                     scalars, returns_tuple, out_dtype, tuple(words))

