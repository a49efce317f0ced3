"""Typed model of ops.yaml, validated field by field (in the manner of torchgen's model.py).

Every check raises ``SpecError`` naming the file, the line, the op and the field.
Each operator family (``kind:``) adds its own fields through ``KINDS``.
"""
import ast
import builtins
import contextlib
from dataclasses import dataclass, field, replace

from .parse import LineDict, LineList, SpecError, quote
from . import python_subset
from .fields import (PROMOTIONS, BUILTINS as _BUILTINS, MATH_NAMES as _MATH, check_call_arity as _check_call_arity,
                     check_math_call, dtype_list as _dtypes, listed as _one_of)
from . import signature as sig
from .kinds import pointwise as _kpw
from .kinds import view as _kv
from .kinds import copy as _kcopy
from .kinds import gather as _kgat
from .kinds import sort as _ksort
from .kinds import reduction as _kr
from .kinds import contraction as _kc
from .kinds import random as _krand
from .kinds import sequence as _kseq
from .kinds import sampling as _ksmp
from .kinds import normalization as _knrm
from .kinds import composite as _kcomp
from .kinds import lu as _klu
from .kinds import window as _kwin
from .kinds import foreach as _kfe
from .kinds import norm as _knorm
from .kinds import decomposition as _kdec
from .kinds import ctc as _kctc
from .kinds import rnn as _krnn
from . import derivatives as _derivatives
from . import overloads as _overloads

TOP_LEVEL = ("helpers", "autograd_helpers", "ops")
# inplace_function: the in-place form is a public function too (tg.abs_(x)), as PyTorch's is for some ops
VARIANTS = ("function", "method", "inplace", "out", "inplace_function")
# Named-tensor rules (runtime/core/names.py implements each; codegen/named_coverage.yaml words them).
NAME_RULES = ("keep", "remove_dims", "unify", "permute", "contract", "factory", "none", "refuse", "resize", "mask")
# The kinds whose entries name a promotion category (the others' families decide
# their result dtype by rules of their own: reductions' `result:`, ...).
PROMOTION_KINDS = ("pointwise",)
DEVICES = ("cpu", "cuda")
# Nested-tensor support, one named rule per op (runtime/nested/ops.py implements
# each; the constraint each states is in runtime/nested/rules.py, quoted by the
# error of a call outside it). NESTED_KINDS: the families a rule can run.
NESTED = ("none", "elementwise", "as_dense", "rowwise_not_dim0", "reduce_not_dim0", "scan_not_dim0",
          "batched_matmul", "bmm", "transpose_not_dim0", "reshape_batch_kept", "regular_dim", "select",
          "unbind_dim0", "packed_indices", "reduce_regular_dim")
NESTED_KINDS = {
    "elementwise": ("pointwise", "copy", "random"), "as_dense": ("copy", "view"),
    "rowwise_not_dim0": ("normalization",), "reduce_not_dim0": ("reduction",), "scan_not_dim0": ("reduction",),
    "batched_matmul": ("contraction",), "bmm": ("contraction",), "transpose_not_dim0": ("view",),
    "reshape_batch_kept": ("view",), "regular_dim": ("view", "copy"), "select": ("view",), "unbind_dim0": ("view",),
    "packed_indices": ("gather",), "reduce_regular_dim": ("reduction",),
}
# Sparse COO support, one named rule per op (runtime/sparse/ops.py IMPLEMENTATIONS
# runs each; runtime/sparse/rules.py states what each accepts). SPARSE_KINDS: the
# families a rule can run; SPARSE_TENSORS: how many Tensor arguments the rule reads.
SPARSE = ("none", "values", "mul", "add", "div_scalar", "sum", "mm", "transpose")
SPARSE_KINDS = {
    "values": ("pointwise",), "mul": ("pointwise",), "add": ("pointwise",), "div_scalar": ("pointwise",),
    "sum": ("reduction",), "mm": ("contraction",), "transpose": ("view",),
}
SPARSE_TENSORS = {"values": 1, "mul": 2, "add": 2, "div_scalar": 2, "sum": 1, "transpose": 1}
# Python operators a pointwise op may provide; r* swap operands, i* are in place.
OPERATORS = ("__add__", "__radd__", "__iadd__", "__sub__", "__rsub__", "__isub__", "__mul__", "__rmul__",
             "__imul__", "__truediv__", "__rtruediv__", "__itruediv__", "__floordiv__", "__rfloordiv__",
             "__ifloordiv__", "__mod__", "__rmod__", "__imod__", "__pow__", "__rpow__", "__ipow__",
             "__and__", "__rand__", "__iand__", "__or__", "__ror__", "__ior__", "__xor__", "__rxor__",
             "__ixor__", "__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__", "__neg__", "__abs__",
             "__invert__", "__pos__", "__matmul__", "__rmatmul__", "__lshift__", "__rlshift__", "__ilshift__",
             "__rshift__", "__rrshift__", "__irshift__")
COMMON_FIELDS = ("func", "variants", "operators", "kind", "names", "promotion", "dtypes", "nested", "devices",
                 "sparse", "internal_overlap", "derivatives", "samples", "doc", "aliases", "autocast",
                 "python_module", "overloads", "varargs")
# The namespaces an op's function may live in instead of the top level, as
# torchgen's `python_module:`: the op `special_erfcx` with `python_module: special`
# is tg.special.erfcx (generated/special.py). Another op joins a namespace by an
# alias `special.<name>` (tg.special.expit is sigmoid).
PYTHON_MODULES = ("special",)
# What an in-place write does when self holds one memory location for several
# elements (an expanded tensor): PyTorch's error, or fill_'s "allow", or
# masked_fill_'s deprecation warning.
INTERNAL_OVERLAP = ("error", "allow", "warn")
# What an autocast region (tg.autocast) does to the op's floating inputs:
# nothing, or cast them to the region's lower-precision dtype (PyTorch's
# lower_precision_fp list); the kinds whose family knows its inputs to cast.
AUTOCAST = ("none", "lower_precision")
AUTOCAST_KINDS = ("contraction", "rnn")


@dataclass(frozen=True)
class Helper:
    name: str
    source: str
    line: int
    arity: tuple = (0, None)  # (least, most) positional arguments


@dataclass(frozen=True)
class Op:
    name: str
    signature: sig.Signature
    variants: tuple
    operators: tuple
    kind: str
    names: str
    promotion: str
    dtypes: tuple
    nested: str
    devices: tuple
    doc: str
    line: int
    spec: object = field(compare=False)
    internal_overlap: str = "error"
    derivatives: object = field(default=None, compare=False)  # codegen/derivatives.py Derivatives
    sparse: str = "none"  # ops.yaml `sparse:`: the sparse COO rule (SPARSE)
    samples: tuple = ()  # sample calls' arguments (Python expressions) for the tests generated from the table
    aliases: tuple = ()  # other names of the op (PyTorch's `absolute` is `abs`): each variant under each name
    alias_forms: tuple = ()  # ((alias, Signature), ...): an alias PyTorch binds with a signature of its own
    autocast: str = "none"  # ops.yaml `autocast:` (AUTOCAST)
    overloads: tuple = ()  # ops.yaml `overloads:` (codegen/overloads.py Form): PyTorch's Python forms
    varargs: str | None = None  # ops.yaml `varargs:`: the list argument also taken as *args (python_signature.py)
    python_module: str | None = None  # ops.yaml `python_module:` (PYTHON_MODULES): the function's namespace

    @property
    def public_name(self):
        """The function's name in its namespace: special_erfcx is special.erfcx."""
        return self.name[len(self.python_module) + 1:] if self.python_module else self.name

    @property
    def top_aliases(self):
        """The aliases bound at the top level (tg.<alias>), not in a namespace."""
        return tuple(a for a in self.aliases if "." not in a)

    def module_aliases(self, module):
        """The op's names in a namespace: its own (python_module) and its `<module>.<name>` aliases."""
        own = (self.public_name,) if self.python_module == module else ()
        return own + tuple(a.split(".", 1)[1] for a in self.aliases if a.startswith(module + "."))

    @property
    def tensor_args(self):
        return self.signature.tensor_args

    @property
    def kernel_scalars(self):
        """Non-tensor arguments handed to the kernel (all but the switch)."""
        sw = getattr(self.spec, "switch", None)
        return tuple(a for a in self.signature.args if not a.is_tensor and a.name != sw)


@dataclass(frozen=True)
class Spec:
    path: str
    helpers: tuple
    ops: tuple
    autograd_helpers: tuple = ()


class _Ctx:
    def __init__(self, path, entry, op):
        self.path, self.entry, self.op = path, entry, op

    def fail(self, fieldname, message, mapping=None):
        m = mapping if mapping is not None else self.entry
        line = m.line_of(fieldname) if isinstance(m, LineDict) else getattr(self.entry, "line", 0)
        raise SpecError(self.path, line, self.op, fieldname, message)


def _list_of(ctx, fieldname, value, allowed):
    if not isinstance(value, list) or not value:
        ctx.fail(fieldname, f"expected a non-empty list drawn from: {', '.join(allowed)}")
    for v in value:
        _one_of(ctx, fieldname, v, allowed)
    if len(set(value)) != len(value):
        ctx.fail(fieldname, "lists a value twice")
    return tuple(value)


def _parse_helpers(path, raw, line=1):
    """``helpers:``: name -> the source of one scalar function (Numba compiles it
    into the kernels that call it), checked against the scalar subset."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise SpecError(path, line, None, "helpers", "expected a mapping of helper name to Python source")
    helpers = {}
    for name, source in raw.items():
        line = raw.line_of(name)
        if not sig.is_name(name) or name.startswith("_") or name in _BUILTINS or name == "math" \
                or hasattr(builtins, name):
            raise SpecError(path, line, None, f"helpers.{quote(name)}",
                            "a helper's name is an ASCII identifier not starting with '_' and not a builtin's")
        if not isinstance(source, str):
            raise SpecError(path, line, None, f"helpers.{name}", "expected the helper's Python source")
        try:
            fn = python_subset.parse_function(source, name, python_subset.SCALAR_FUNCTION, "a helper")
        except SyntaxError as e:
            raise SpecError(path, line + (e.lineno or 0), None, f"helpers.{name}",
                            f"helper does not compile: {e.msg}") from None
        except python_subset.Refused as e:
            raise SpecError(path, line + e.lineno, None, f"helpers.{name}", str(e)) from None
        helpers[name] = Helper(name, source.rstrip() + "\n", line, python_subset.positional_arity(fn))
    for h in helpers.values():
        _check_helper_body(path, h, helpers)
    return helpers


def _check_helper_body(path, helper, helpers):
    """A helper reads its parameters, its locals, the other helpers, math.* and a
    few builtins, and calls each with the arguments it takes."""
    fn = ast.parse(helper.source).body[0]
    local = {a.arg for a in fn.args.posonlyargs + fn.args.args + fn.args.kwonlyargs}
    local |= {n.id for n in ast.walk(fn) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}

    class Ctx:
        def fail(self, fieldname, message, mapping=None):
            raise SpecError(path, helper.line, None, fieldname, message)
    ctx = Ctx()
    for node in ast.walk(fn):
        where = f"helpers.{helper.name}"
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id not in local \
                and node.id not in helpers and node.id not in _BUILTINS and node.id != "math":
            raise SpecError(path, helper.line + node.lineno, None, where,
                            f"unknown name '{node.id}' (a helper reads its parameters and locals, the other "
                            f"helpers, math.<function> and {', '.join(sorted(_BUILTINS))})")
        if isinstance(node, ast.Attribute) and not (isinstance(node.value, ast.Name) and node.value.id == "math"
                                                    and node.attr in _MATH):
            raise SpecError(path, helper.line + node.lineno, None, where,
                            f"only math.<function> attributes are allowed, got {quote(ast.unparse(node))}")
    for node in ast.walk(fn):  # once every name is known: the calls
        if isinstance(node, ast.Call):
            if isinstance(node.func, ast.Attribute):
                check_math_call(ctx, f"helpers.{helper.name}", node, None)
            elif node.func.id not in local:
                _check_call_arity(ctx, f"helpers.{helper.name}", node, helpers, None)


# kind -> (extra fields, builder). Families register here with their template.
KINDS = {"pointwise": (_kpw.POINTWISE_FIELDS, _kpw.build_pointwise)}
KINDS["view"] = (_kv.VIEW_FIELDS, _kv.build_view)
KINDS["copy"] = (_kcopy.COPY_FIELDS, _kcopy.build_copy)
KINDS["gather"] = (_kgat.GATHER_FIELDS, _kgat.build_gather)
KINDS["reduction"] = (_kr.REDUCTION_FIELDS, _kr.build)
KINDS["contraction"] = (_kc.CONTRACTION_FIELDS, _kc.build)
KINDS["random"] = (_krand.RANDOM_FIELDS, _krand.build_random)
KINDS["normalization"] = (_knrm.NORMALIZATION_FIELDS, _knrm.build_normalization)
KINDS["composite"] = (_kcomp.COMPOSITE_FIELDS, _kcomp.build)
KINDS["sort"] = (_ksort.SORT_FIELDS, _ksort.build_sort)
KINDS["sequence"] = (_kseq.SEQUENCE_FIELDS, _kseq.build_sequence)
KINDS["sampling"] = (_ksmp.SAMPLING_FIELDS, _ksmp.build_sampling)
KINDS["lu"] = (_klu.LU_FIELDS, _klu.build_lu)
KINDS["window"] = (_kwin.WINDOW_FIELDS, _kwin.build_window)
KINDS["foreach"] = (_kfe.FOREACH_FIELDS, _kfe.build_foreach)
KINDS["norm"] = (_knorm.NORM_FIELDS, _knorm.build_norm)
KINDS["decomposition"] = (_kdec.DECOMPOSITION_FIELDS, _kdec.build)
KINDS["ctc"] = (_kctc.CTC_FIELDS, _kctc.build_ctc)
KINDS["rnn"] = (_krnn.RNN_FIELDS, _krnn.build_rnn)
# Kinds without kernels of their own: no in-place or out= variant, no Python operators.
KERNEL_LESS = ("composite",)


def _op(path, entry, helpers, seen, line=0):
    if not isinstance(entry, dict):
        raise SpecError(path, getattr(entry, "line", 0) or line, None, None, "each op must be a mapping")
    func = entry.get("func")
    opname = func.split("(")[0].strip()[:80] if isinstance(func, str) else None
    ctx = _Ctx(path, entry, opname)
    if func is None:
        ctx.fail("func", "missing: every op starts with 'func: name(args) -> Return'")
    try:
        signature = sig.parse(func)
    except ValueError as e:
        ctx.fail("func", str(e))
    if not sig.is_name(signature.name):
        ctx.fail("func", f"'{signature.name}' is not a valid operator name")
    if signature.name in seen:
        ctx.fail("func", f"duplicate op: '{signature.name}' is already defined at line {seen[signature.name]}")
    kind = entry.get("kind")
    if kind is None:
        ctx.fail("kind", f"missing (one of: {', '.join(KINDS)})")
    _one_of(ctx, "kind", kind, tuple(KINDS))
    extra, build = KINDS[kind]
    for key in entry:
        if key not in COMMON_FIELDS and key not in extra:
            ctx.fail(key, f"unknown field for a {kind} op (known: {', '.join(COMMON_FIELDS + extra)})")
    variants = _list_of(ctx, "variants", entry.get("variants", ["function"]), VARIANTS)
    operators = entry.get("operators", [])
    if operators != []:
        operators = _list_of(ctx, "operators", operators, OPERATORS)
        if any(o.startswith("__i") and o != "__invert__" for o in operators) and "inplace" not in variants:
            ctx.fail("operators", "an in-place operator (__i*__) needs the 'inplace' variant")
    reads_promotion = kind in PROMOTION_KINDS
    for req in ("names", "dtypes", "devices") + (("promotion",) if reads_promotion else ()):
        if req not in entry:
            ctx.fail(req, "missing")
    if "promotion" in entry and not reads_promotion:
        ctx.fail("promotion", f"a {kind} op has no promotion category (its family decides its result dtype); "
                              "remove the field")
    common = {
        "names": _one_of(ctx, "names", entry["names"], NAME_RULES),
        "promotion": _one_of(ctx, "promotion", entry["promotion"], PROMOTIONS) if reads_promotion else None,
        "dtypes": _dtypes(ctx, "dtypes", entry["dtypes"]),
    }
    nested = entry.get("nested", "none")
    _one_of(ctx, "nested", nested, NESTED)
    if nested != "none" and kind not in NESTED_KINDS[nested]:
        ctx.fail("nested", f"rule '{nested}' runs ops of kind {' or '.join(NESTED_KINDS[nested])}, not {kind}")
    sparse = _sparse_rule(ctx, entry, kind, signature)
    devices = _list_of(ctx, "devices", entry["devices"], DEVICES)
    if "cpu" not in devices:
        ctx.fail("devices", "every op must run on cpu")
    doc = _doc(ctx, entry.get("doc", ""))
    internal_overlap = _one_of(ctx, "internal_overlap", entry.get("internal_overlap", "error"), INTERNAL_OVERLAP)
    samples = entry.get("samples", [])
    if not isinstance(samples, list) or not all(isinstance(s, str) for s in samples):
        ctx.fail("samples", "expected a list of Python expressions, each the arguments of one sample call")
    for s in samples:
        try:
            tree = python_subset.parse_expression(s)
            python_subset.check_tree(tree, python_subset.TENSOR_EXPRESSION, "a sample")
        except SyntaxError as e:
            ctx.fail("samples", f"{quote(s)} does not compile: {e.msg}")
        except python_subset.Refused as e:
            ctx.fail("samples", f"{quote(s)}: {e}")
        _check_sample_names(ctx, s, tree)
    aliases = entry.get("aliases", [])
    if not isinstance(aliases, list) or not aliases and "aliases" in entry:
        ctx.fail("aliases", "expected a non-empty list of other names of the op")
    aliases, alias_forms = list(aliases), []
    for i, a in enumerate(aliases):
        if isinstance(a, dict):  # {name: true_divide, func: "true_divide(Tensor self, Tensor other)"}
            if set(a) != {"name", "func"} or not isinstance(a["name"], str):
                ctx.fail("aliases", "an alias with a signature of its own is {name: <alias>, func: <signature>}")
            alias_forms.append((a["name"], _overloads.alias_form(ctx, a["name"], a["func"], signature)))
            aliases[i] = a["name"]
    for a in aliases:
        module, dot, short = a.rpartition(".") if isinstance(a, str) else (None, "", a)
        if not sig.is_name(short) or short.startswith("_"):
            ctx.fail("aliases", f"{quote(a)} is not a valid public operator name")
        if dot and module not in PYTHON_MODULES:
            ctx.fail("aliases", f"{quote(a)}: '{module}' is not one of the namespaces: {', '.join(PYTHON_MODULES)}")
    if len(set(aliases)) != len(aliases) or signature.name in aliases:
        ctx.fail("aliases", "lists a name twice (or the op's own name)")
    if kind in KERNEL_LESS and "body" in entry:  # a rule composite hands out= to its parts
        for v in ("inplace", "out"):
            if v in variants:
                ctx.fail("variants", f"a {kind} op has no '{v}' variant (it runs other operators)")
        if operators:
            ctx.fail("operators", f"a {kind} op provides no Python operators")
    if "inplace_function" in variants and "inplace" not in variants:
        ctx.fail("variants", "'inplace_function' makes the 'inplace' variant's function public: add 'inplace'")
    if internal_overlap != "error" and "inplace" not in variants:
        ctx.fail("internal_overlap", "only an op with the 'inplace' variant writes into self")
    autocast = _one_of(ctx, "autocast", entry.get("autocast", "none"), AUTOCAST)
    if autocast != "none" and kind not in AUTOCAST_KINDS:
        ctx.fail("autocast", f"an op of kind {kind} has no autocast step (kinds: {', '.join(AUTOCAST_KINDS)})")
    overloads = _overloads.build(ctx, entry, signature)
    varargs = _varargs(ctx, entry, signature)
    if overloads and kind in KERNEL_LESS and "body" in entry:
        ctx.fail("overloads", f"a {kind} op with a body takes its one signature")
    python_module = _python_module(ctx, entry, signature, variants, operators)
    spec = build(ctx, entry, signature, common, helpers)
    seen[signature.name] = entry.line
    return Op(signature.name, signature, variants, tuple(operators), kind, common["names"], common["promotion"],
              common["dtypes"], nested, devices, doc.strip(), entry.line, spec, internal_overlap,
              sparse=sparse, samples=tuple(samples), aliases=tuple(aliases), autocast=autocast,
              overloads=overloads, varargs=varargs, alias_forms=tuple(alias_forms), python_module=python_module)


def _varargs(ctx, entry, signature):
    """`varargs:` names the last positional argument: a Tensor list a function
    takes as *tensors (`tg.broadcast_tensors(a, b)`, PyTorch's Python
    functions), or a dim list a method takes as *dims when it is its only
    positional argument (PyTorch's `int[] dims`: `x.permute(1, 0)`; its `int[1]
    dim` of the reductions is not). A method's only int[] (a size) is varargs
    without the field (codegen/python_signature.py)."""
    name = entry.get("varargs")
    if name is None:
        return None
    a = signature.arg(name)
    if a is None or a.type not in ("Tensor[]", "dim[]") or a.kwonly:
        ctx.fail("varargs", f"'{name}' must name a positional Tensor[] or dim[] argument (taken as *{name}); a "
                            f"method's only int[] is varargs without this field")
    if any(not b.kwonly for b in signature.args[signature.args.index(a) + 1:]):
        ctx.fail("varargs", f"'{name}' must be the last positional argument")
    if entry.get("kind") == "composite" and "body" in entry:
        ctx.fail("varargs", "varargs goes with a 'rule' (a body takes its one signature)")
    return name


def _python_module(ctx, entry, signature, variants, operators):
    """ops.yaml `python_module:`: a function (with out=) of a namespace, named
    `<module>_<name>` as torchgen's ops are (tg.special.erfcx is special_erfcx)."""
    module = entry.get("python_module")
    if module is None:
        return None
    _one_of(ctx, "python_module", module, PYTHON_MODULES)
    if not signature.name.startswith(module + "_") or len(signature.name) == len(module) + 1:
        ctx.fail("func", f"an op of python_module {module} is named {module}_<name> (tg.{module}.<name>)")
    if "function" not in variants or set(variants) - {"function", "out"}:
        ctx.fail("variants", f"an op of python_module {module} is a function of tg.{module} (variants: function, "
                             "out), as PyTorch's")
    if operators:
        ctx.fail("operators", f"an op of python_module {module} provides no Python operators")
    return module


# What a sample (the tests evaluate it) may read: the tests' tensor makers (x, pos,
# unit, c: floating; i: int64; b: bool; K: keyword arguments) and tensorgen's
# operators, but nothing that touches files, processes or the global state.
SAMPLE_REFUSED = frozenset({"save", "load", "utils", "distributed", "hub", "cuda", "backends", "codegen",
                            "set_default_dtype", "set_default_device", "set_num_threads", "manual_seed", "seed",
                            "set_rng_state", "set_printoptions", "precompile"})
SAMPLE_NAMES = frozenset({"x", "pos", "unit", "c", "i", "b", "K", "tg", "float", "int", "bool", "True", "False",
                          "None", "math", "tuple", "list", "len", "range", "min", "max", "abs"})


def _check_sample_names(ctx, text, tree):
    local = {a.arg for n in ast.walk(tree) if isinstance(n, ast.Lambda) for a in n.args.args}
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id not in SAMPLE_NAMES and node.id not in local:
            ctx.fail("samples", f"{quote(text)}: unknown name '{node.id}' (a sample reads "
                                f"{', '.join(sorted(SAMPLE_NAMES))})")
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "tg" \
                and (node.attr.startswith("_") or node.attr in SAMPLE_REFUSED):
            ctx.fail("samples", f"{quote(text)}: a sample computes its arguments; it does not call tg.{node.attr}")


def _doc(ctx, doc):
    """The op's doc: text that stays inside the wrappers' docstrings, whatever it
    says (no backslash, no run of double quotes, no control character but newline)."""
    if not isinstance(doc, str):
        ctx.fail("doc", "expected a string")
    for line in doc.split("\n"):
        if not line.isprintable():
            ctx.fail("doc", "a doc holds no control characters (tab, carriage return, ...) but newlines")
    if "\\" in doc:
        ctx.fail("doc", "a doc holds no backslash (it would be an escape in the generated docstring)")
    if '""' in doc or doc.strip().endswith('"'):
        ctx.fail("doc", "a doc holds no run of double quotes and does not end with one (the generated docstring "
                        "is delimited by three)")
    return doc


def _sparse_rule(ctx, entry, kind, signature):
    """ops.yaml `sparse:`: a known rule, for a kind that can run it, on an op with
    the Tensor arguments the rule reads (a contraction's form must be a matrix product)."""
    rule = entry.get("sparse", "none")
    _one_of(ctx, "sparse", rule, SPARSE)
    if rule == "none":
        return rule
    if kind not in SPARSE_KINDS[rule]:
        ctx.fail("sparse", f"rule '{rule}' runs ops of kind {' or '.join(SPARSE_KINDS[rule])}, not {kind}")
    want = SPARSE_TENSORS.get(rule)
    have = len(signature.tensor_args)
    if want is not None and have != want:
        ctx.fail("sparse", f"rule '{rule}' runs ops of {want} Tensor argument{'s' if want > 1 else ''}, "
                           f"this op has {have}")
    if rule == "mm" and entry.get("form") not in ("mm", "matmul"):
        ctx.fail("sparse", f"rule 'mm' runs the matrix products (form mm or matmul), not form {entry.get('form')}")
    return rule


def _fail_steps(path, raw_ops, ops, op, message):
    entry = raw_ops[ops.index(op)]
    raise SpecError(path, entry.line_of("steps"), op.name, "steps", message)


def _check_aliases(path, ops, raw_ops):
    """An alias names no other op nor another op's alias (nor their in-place `_` forms);
    a namespace's names (`special.<name>` aliases and its ops' own) are each bound once."""
    taken = {}
    for op in ops:
        taken[op.name] = op.name
        if "inplace" in op.variants:
            taken[op.name + "_"] = op.name
        if op.python_module:
            taken[op.python_module + "." + op.public_name] = op.name
    for op, entry in zip(ops, raw_ops):
        for a in op.aliases:
            if "." in a:
                if a in taken:
                    raise SpecError(path, entry.line_of("aliases"), op.name, "aliases",
                                    f"'{a}' is already the name of op '{taken[a]}'")
                taken[a] = op.name
                continue
            names = [a] + ([a + "_"] if "inplace" in op.variants else [])
            for n in names:
                if n in taken:
                    raise SpecError(path, entry.line_of("aliases"), op.name, "aliases",
                                    f"'{n}' is already the name of op '{taken[n]}'")
                taken[n] = op.name


@contextlib.contextmanager
def _located(path, line, entry, op=None, fieldname=None):
    """Any failure while an entry is read is that entry's error: a validator that
    did not foresee a value's type still reports the file, line and op."""
    try:
        yield
    except SpecError:
        raise
    except (TypeError, ValueError, KeyError, AttributeError, IndexError, RecursionError) as e:
        if op is None and isinstance(entry, dict) and isinstance(entry.get("func"), str):
            op = entry["func"].split("(")[0].strip()[:80]
        raise SpecError(path, getattr(entry, "line", 0) or line, op, fieldname,
                        f"invalid entry ({type(e).__name__}: {quote(str(e))})") from None


def build(path, data):
    """Validate the loaded YAML and return the typed ``Spec``."""
    if not isinstance(data, dict):
        raise SpecError(path, 1, None, None, "expected a mapping with 'helpers' and 'ops'")
    for key in data:
        if key not in TOP_LEVEL:
            raise SpecError(path, data.line_of(key), None, key,
                            f"unknown top-level key (known: {', '.join(TOP_LEVEL)})")
    helpers = _parse_helpers(path, data.get("helpers"), data.line_of("helpers"))
    raw_grad_helpers = data.get("autograd_helpers")
    raw_ops = data.get("ops")
    if not isinstance(raw_ops, list) or not raw_ops:
        raise SpecError(path, data.line_of("ops"), None, "ops", "expected a non-empty list of ops")
    seen, ops, dunders = {}, [], {}
    for i, entry in enumerate(raw_ops):
        line = raw_ops.line_of(i) if isinstance(raw_ops, LineList) else 0
        with _located(path, line, entry):
            op = _op(path, entry, helpers, seen, line)
        for d in op.operators:
            if d in dunders:
                raise SpecError(path, entry.line_of("operators"), op.name, "operators",
                                f"'{d}' is already provided by op '{dunders[d]}'")
            dunders[d] = op.name
        ops.append(op)
    _kv.check_references(path, ops)
    _kfe.check_steps(lambda op, message: _fail_steps(path, raw_ops, ops, op, message), ops)
    _check_aliases(path, ops, raw_ops)
    # Derivatives may call any operator and autograd helper: read them once all are known.
    op_names = {op.name for op in ops} | {op.name + "_" for op in ops if "inplace" in op.variants}
    grad_helpers = _derivatives.parse_helpers(path, raw_grad_helpers, op_names, data.line_of("autograd_helpers"))
    known = op_names | set(grad_helpers) | set(_derivatives.RUNTIME_NAMES)
    aliases = {a for op in ops for a in op.aliases}
    entries = {op.name: entry for op, entry in zip(ops, raw_ops)}
    _kcomp.check_names(lambda op: _Ctx(path, entries[op.name], op.name), ops, op_names | aliases,
                       _derivatives.FACTORIES)
    _overloads.check_calls(lambda op: _Ctx(path, entries[op.name], op.name), ops)
    meta_of = _derivatives.meta_params(grad_helpers)
    built = []
    for op, entry in zip(ops, raw_ops):
        with _located(path, op.line, entry, op.name, "derivatives"):
            built.append(replace(op, derivatives=_derivatives.build(_Ctx(path, entry, op.name), entry, op.signature,
                                                                    op.dtypes, op.kind, known, meta_of)))
    ops = built
    return Spec(str(path), tuple(helpers.values()), tuple(ops), tuple(grad_helpers.values()))
