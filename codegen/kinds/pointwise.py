"""The `pointwise` kind: one scalar expression per element (``kernel:``, or
``cases:`` chosen by a str ``switch`` argument), over broadcast Tensor
operands and Scalars, with the declared promotion category, the kernels that
replace it (bool, integer, per floating dtype) and the checks PyTorch makes
before computing (absent arguments, fixed dtypes, zero divisors, ...).
templates/pointwise.j2 renders the kernels; runtime/families/pointwise.py runs them.
"""
import re
from dataclasses import dataclass

from .. import signature as sig
from ..fields import DTYPE_NAMES, PROMOTIONS, check_kernel, dtype_list, listed
from ..parse import quote
from .random import parse_checks


@dataclass(frozen=True)
class Case:
    key: str | None          # the switch value that selects it; None for a single-case op
    kernel: str              # Python expression over the operator's arguments
    bool_kernel: str | None  # replaces `kernel` when the computation is on bool
    promotion: str
    dtypes: tuple
    int_kernel: str | None = None  # replaces `kernel` when the computation is on an integer dtype
    # ((dtype name, kernel), ...): replaces `kernel` when the promoted dtype is that
    # floating dtype (nextafter steps in the storage type's bits, not opmath's)
    dtype_kernels: tuple = ()

    @property
    def suffix(self):
        return "" if self.key in (None, "None") else "__" + self.key


@dataclass(frozen=True)
class Pointwise:
    cases: tuple
    switch: str | None
    absent: tuple            # ((arg, replacement arg), ...)
    required_one_of: tuple
    promote: tuple           # operand names that take part in promotion
    fixed_dtypes: tuple      # ((arg, dtype name), ...)
    bool_error: str | None
    zero_divisor: str | None = None  # integer computations raise ZeroDivisionError on a zero here
    negative_int_error: tuple = ()   # (arg, message): integer computations refuse a negative Python int
    out_dtype: str = "castable"      # OUT_DTYPES
    tensor_only: tuple = ()          # Tensor arguments that refuse a Python number (no Scalar overload)
    same_dtype: tuple = ()           # (args, message): Tensor arguments that must share the first one's dtype
    checked_scalars: tuple = ()      # ((arg, rule), ...): a Python number there gets c10's checked conversion
    integer_error: tuple = ()        # (args, message): raised when every one of args is bool or integer
    one_overload: tuple = ()         # optional Tensor arguments given all as Tensors or all as numbers (clamp's bounds)
    checks: tuple = ()               # kinds/random.py Check over the non-Tensor arguments (isclose's rtol >= 0)
    numbers_as_tensors: bool = False  # every Tensor argument may be a Python number (PyTorch's add, mul, ...)


def parse_dtype_kernels(ctx, raw, kernel_args, helpers, dtypes):
    """`dtype_kernels:` {floating dtype of the op: kernel}, in DTYPE_NAMES order."""
    if raw is None:
        return ()
    floating = [d for d in dtypes if d.startswith(("float", "bfloat"))]
    if not isinstance(raw, dict) or not raw:
        ctx.fail("dtype_kernels", "expected a mapping of floating dtype to kernel expression")
    for d, text in raw.items():
        if d not in floating:
            ctx.fail("dtype_kernels", f"'{d}' is not one of the op's floating dtypes ({', '.join(floating)})")
        check_kernel(ctx, f"dtype_kernels.{d}", text, kernel_args, helpers, (d,))
    return tuple((d, raw[d].strip()) for d in DTYPE_NAMES if d in raw)


POINTWISE_FIELDS = ("kernel", "bool_kernel", "switch", "cases", "absent", "required_one_of", "promote",
                    "fixed_dtypes", "bool_error", "int_kernel", "zero_divisor",
                    "negative_int_error", "out_dtype", "tensor_only", "same_dtype", "checked_scalars",
                    "dtype_kernels", "integer_error", "one_overload", "checks", "numbers_as_tensors")
# the dtype a `checked_scalars:` number must fit (runtime/core/casting.py check_operand_scalars)
CHECKED_SCALAR_RULES = ("result", "fill", "opmath", "exponent")
# out= of a dtype the result casts to (PyTorch's default), or only the result's
# very dtype (its unary ops built with check_all_same_dtype: neg, floor, ...)
OUT_DTYPES = ("castable", "exact")


def build_pointwise(ctx, entry, signature, common, helpers):
    arg_names = [a.name for a in signature.args]
    tensor_names = [a.name for a in signature.tensor_args]
    if not tensor_names:
        ctx.fail("func", "a pointwise op needs at least one Tensor argument")
    switch = entry.get("switch")
    if switch is not None:
        a = signature.arg(switch)
        if a is None or a.type != "str":
            ctx.fail("switch", f"'{switch}' must name a str argument of the signature")
    kernel_args = [n for n in arg_names if n != switch]
    cases = []
    if "cases" in entry:
        if switch is None:
            ctx.fail("cases", "'cases' needs a 'switch' argument")
        if "kernel" in entry:
            ctx.fail("kernel", "give either 'kernel' or 'cases', not both")
        raw_cases = entry["cases"]
        if not isinstance(raw_cases, dict) or not raw_cases:
            ctx.fail("cases", "expected a mapping of switch value to {kernel, promotion, dtypes}")
        for key, c in raw_cases.items():
            if not (sig.is_name(key) or key == "None"):
                # the key names the case's kernels (`<op>__<key>`) and is compared with the switch argument
                ctx.fail("cases", f"case {quote(key)}: a switch value is an identifier (or None)", raw_cases)
            if not isinstance(c, dict):
                ctx.fail("cases", f"case '{key}' must be a mapping", raw_cases)
            for k in c:
                if k not in ("kernel", "bool_kernel", "int_kernel", "promotion", "dtypes"):
                    ctx.fail(f"cases.{key}.{k}", "unknown field (known: kernel, bool_kernel, int_kernel, promotion, "
                                                 "dtypes)", c)
            if "kernel" not in c:
                ctx.fail(f"cases.{key}.kernel", "missing", c)
            promo = listed(ctx, f"cases.{key}.promotion", c.get("promotion", common["promotion"]), PROMOTIONS)
            dts = dtype_list(ctx, f"cases.{key}.dtypes", c["dtypes"], c) if "dtypes" in c else common["dtypes"]
            check_kernel(ctx, f"cases.{key}.kernel", c["kernel"], kernel_args, helpers, dts, c)
            if c.get("bool_kernel") is not None:
                check_kernel(ctx, f"cases.{key}.bool_kernel", c["bool_kernel"], kernel_args, helpers, ("bool",), c)
            if c.get("int_kernel") is not None:
                check_kernel(ctx, f"cases.{key}.int_kernel", c["int_kernel"], kernel_args, helpers, ("int64",), c)
            cases.append(Case(str(key), c["kernel"].strip(), (c.get("bool_kernel") or "").strip() or None,
                              promo, dts, (c.get("int_kernel") or "").strip() or None))
    else:
        if switch is not None:
            ctx.fail("switch", "'switch' needs 'cases'")
        if "kernel" not in entry:
            ctx.fail("kernel", "a pointwise op needs a 'kernel' expression")
        check_kernel(ctx, "kernel", entry["kernel"], kernel_args, helpers, common["dtypes"])
        bk = entry.get("bool_kernel")
        if bk is not None:
            check_kernel(ctx, "bool_kernel", bk, kernel_args, helpers, ("bool",))
        ik = entry.get("int_kernel")
        if ik is not None:
            check_kernel(ctx, "int_kernel", ik, kernel_args, helpers, ("int64",))
        dtype_kernels = parse_dtype_kernels(ctx, entry.get("dtype_kernels"), kernel_args, helpers, common["dtypes"])
        cases.append(Case(None, entry["kernel"].strip(), bk.strip() if bk else None,
                          common["promotion"], common["dtypes"], ik.strip() if ik else None, dtype_kernels))
    absent = entry.get("absent", {})
    if not isinstance(absent, dict):
        ctx.fail("absent", "expected a mapping of optional Tensor argument to the argument that replaces it")
    scalar_absent = {}
    for k, v in absent.items():
        a = signature.arg(k)
        if a is not None and not a.is_tensor and a.optional and a.name != switch:
            # An optional number: a literal (logit's eps) or the largest / smallest
            # finite value of a Tensor argument's dtype (nan_to_num's posinf).
            m = re.fullmatch(r"(?:max_finite|min_finite)\((\w+)\)", str(v))
            if m and m.group(1) in tensor_names:
                scalar_absent[k] = str(v)
            elif isinstance(v, (int, float)) and not isinstance(v, bool):
                scalar_absent[k] = repr(v)
            else:
                ctx.fail("absent", f"'{v}' must be a number or max_finite(arg) / min_finite(arg) of a Tensor "
                                   f"argument (the value of the optional '{k}' when it is None)")
            continue
        if a is None or not a.is_tensor or not a.optional:
            ctx.fail("absent", f"'{k}' is not an optional Tensor argument ('Tensor? {k}=None') nor an optional "
                               "number ('float? {k}=None')")
        # `lowest(x)` / `highest(x)`: the extreme value of x's dtype, a bound that never binds.
        m = re.fullmatch(r"(?:lowest|highest)\((\w+)\)", str(v))
        target = m.group(1) if m else v
        if target not in tensor_names or target == k:
            ctx.fail("absent", f"'{v}' must name another Tensor argument (or lowest(arg) / highest(arg))")
    absent = {k: scalar_absent.get(k, v) for k, v in absent.items()}
    for a in signature.args:
        if a.optional and a.name not in absent and a.name != switch and a.type != "dtype":
            what = "Tensor" if a.is_tensor else "number"
            ctx.fail("absent", f"optional {what} '{a.name}' needs a replacement in 'absent'")
    required = entry.get("required_one_of", [])
    if not isinstance(required, list) or any(r not in absent for r in required):
        ctx.fail("required_one_of", "expected a list of arguments named in 'absent'")
    one_overload = entry.get("one_overload", [])
    if not isinstance(one_overload, list) or len(one_overload) == 1 \
            or any(a not in absent or a not in tensor_names for a in one_overload):
        ctx.fail("one_overload", "expected a list of two or more optional Tensor arguments named in 'absent' (PyTorch's "
                                 "Tensor and Number overloads)")
    promote = entry.get("promote", tensor_names)
    if not isinstance(promote, list) or not promote or any(p not in tensor_names for p in promote):
        ctx.fail("promote", f"expected a non-empty list drawn from the Tensor arguments: {', '.join(tensor_names)}")
    fixed = entry.get("fixed_dtypes", {})
    if not isinstance(fixed, dict):
        ctx.fail("fixed_dtypes", "expected a mapping of Tensor argument to dtype")
    for k, v in fixed.items():
        if k not in tensor_names or k in promote:
            ctx.fail("fixed_dtypes", f"'{k}' must be a Tensor argument left out of 'promote'")
        listed(ctx, "fixed_dtypes", v, DTYPE_NAMES)
    for t in tensor_names:
        if t not in promote and t not in fixed:
            ctx.fail("promote", f"Tensor argument '{t}' is neither promoted nor given a fixed dtype")
    bool_error = entry.get("bool_error")
    if isinstance(bool_error, dict) and set(bool_error) == {"tensor", "message"}:
        # pow: a bool computation is taken only from a Python bool there (PyTorch's exponent 0/1 fill/copy)
        if bool_error["tensor"] not in promote or not isinstance(bool_error["message"], str):
            ctx.fail("bool_error", "expected {tensor: <promoted Tensor argument>, message: <error text>}")
        bool_error = {"tensor": tensor_names.index(bool_error["tensor"]), "message": bool_error["message"]}
    elif isinstance(bool_error, dict):
        if set(bool_error) != {"all", "any"} or not all(isinstance(v, str) for v in bool_error.values()):
            ctx.fail("bool_error", "expected {all: message when every operand is bool, any: message when one is} "
                                   "or {tensor: <promoted Tensor argument>, message: <error text>}")
        bool_error = {"all": bool_error["all"], "any": bool_error["any"]}
    elif bool_error is not None and not isinstance(bool_error, str):
        ctx.fail("bool_error", "expected the error message raised for bool inputs (or a mapping {all: ..., any: ...} "
                               "or {tensor: ..., message: ...})")
    zero_divisor = entry.get("zero_divisor")
    if zero_divisor is not None and zero_divisor not in promote:
        ctx.fail("zero_divisor", f"expected one of the promoted Tensor arguments: {', '.join(promote)}")
    neg = entry.get("negative_int_error")
    if neg is not None:
        if not isinstance(neg, dict) or set(neg) != {"arg", "message"} or neg["arg"] not in promote \
                or not isinstance(neg["message"], str):
            ctx.fail("negative_int_error", "expected {arg: <promoted Tensor argument>, message: <error text>}")
        neg = (neg["arg"], neg["message"])
    out_dtype = listed(ctx, "out_dtype", entry.get("out_dtype", "castable"), OUT_DTYPES)
    tensor_only = entry.get("tensor_only", [])
    if not isinstance(tensor_only, list) or any(t not in tensor_names for t in tensor_only):
        ctx.fail("tensor_only", f"expected a list of Tensor arguments ({', '.join(tensor_names)}) that refuse a "
                                "Python number")
    checked = entry.get("checked_scalars", {})
    if not isinstance(checked, dict) or any(a not in tensor_names or a in tensor_only or r not in CHECKED_SCALAR_RULES
                                            for a, r in checked.items()):
        ctx.fail("checked_scalars", f"expected {{<Tensor argument taking a number>: <rule>}} with rules "
                                    f"{', '.join(CHECKED_SCALAR_RULES)}")
    same = entry.get("same_dtype")
    if same is not None:
        if not isinstance(same, dict) or not {"args", "error"} <= set(same) <= {"args", "error", "zero_dim_ok"} \
                or not isinstance(same["args"], list) \
                or len(same["args"]) < 2 or any(a not in promote for a in same["args"]) \
                or not isinstance(same["error"], str) \
                or not isinstance(same.get("zero_dim_ok", []), list) \
                or any(a not in same["args"][1:] for a in same.get("zero_dim_ok", [])):
            ctx.fail("same_dtype", "expected {args: [two or more promoted Tensor arguments], error: <message with "
                                   "{op} {arg} {expected} {got} {expected_lower} {got_lower}>[, zero_dim_ok: "
                                   "[arguments after the first whose zero-dim Tensor may differ]]}")
        try:
            same["error"].format(op="", arg="", expected="", got="", expected_lower="", got_lower="")
        except (KeyError, IndexError, ValueError) as e:
            ctx.fail("same_dtype", f"the error message does not format: {e}")
        same = (tuple(same["args"]), same["error"], tuple(same.get("zero_dim_ok", ())))
    integer_error = entry.get("integer_error")
    if integer_error is not None:
        if not isinstance(integer_error, dict) or set(integer_error) != {"args", "message"} \
                or not isinstance(integer_error["args"], list) or not integer_error["args"] \
                or any(a not in promote for a in integer_error["args"]) or not isinstance(integer_error["message"], str):
            ctx.fail("integer_error", "expected {args: [promoted Tensor arguments], message: <error text raised when "
                                      "every one of them is bool or integer>}")
        integer_error = (tuple(integer_error["args"]), integer_error["message"])
    checks = parse_checks(ctx, entry, [a for a in arg_names if a not in tensor_names], helpers)
    numbers = entry.get("numbers_as_tensors", False)
    if not isinstance(numbers, bool) or (numbers and tensor_only):
        ctx.fail("numbers_as_tensors", "expected true or false (true: a call with only Python numbers runs, as "
                                       "PyTorch's add; it cannot go with tensor_only)")
    return Pointwise(tuple(cases), switch, tuple(absent.items()), tuple(required), tuple(promote),
                     tuple(fixed.items()), bool_error, zero_divisor, neg or (), out_dtype, tuple(tensor_only),
                     same or (), tuple(checked.items()), integer_error or (), tuple(one_overload), checks, numbers)
