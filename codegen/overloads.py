"""ops.yaml `overloads:`: the Python forms PyTorch's binding accepts for one
operator (torch's argument parser tries its signatures in order; tensorgen's
generated wrapper does the same, runtime/core/overloads.py).

Each form is a signature in the `func:` grammar (its `-> Return` may be left
out). A plain form's arguments are some of the op's own, by name and type
(`dim[] dim` may stand for the op's `dim[]? dim=None`); the op's arguments a
form leaves out take their `func:` defaults. A form written as a mapping
``{func: "max(Tensor self, Tensor other)", calls: maximum}`` runs another
operator with its arguments instead (PyTorch's `max(input, other)` is
`maximum`).
"""
from dataclasses import dataclass

from . import signature as sig


@dataclass(frozen=True)
class Form:
    signature: sig.Signature
    calls: str | None   # another operator this form runs, or None (the op itself)
    function_only: bool = False  # `variants: [function]`: a form PyTorch's method lacks (mm's out_dtype)


def build(ctx, entry, signature):
    raw = entry.get("overloads")
    if raw is None:
        return ()
    if not isinstance(raw, list) or not raw:
        ctx.fail("overloads", "expected a list of forms (signatures, or {func: ..., calls: <op>})")
    forms = []
    for item in raw:
        calls, function_only = None, False
        text = item
        if isinstance(item, dict):
            if "func" not in item or not set(item) <= {"func", "calls", "variants"} or \
                    not isinstance(item.get("calls", ""), str) or not (item.get("calls") or "x").isidentifier():
                ctx.fail("overloads", "a form written as a mapping is {func: <signature>[, calls: <op name>]"
                                      "[, variants: [function]]}")
            if item.get("variants", ["function"]) != ["function"]:
                ctx.fail("overloads", "a form's variants: is [function] (a form the method lacks)")
            text, calls, function_only = item["func"], item.get("calls"), "variants" in item
        try:
            form = sig.parse(text, returns=False)
        except ValueError as e:
            ctx.fail("overloads", str(e))
        if form.name != signature.name:
            ctx.fail("overloads", f"form '{text}' names '{form.name}', not '{signature.name}'")
        if form.arg("out") is not None and "out" not in entry.get("variants", ["function"]):
            ctx.fail("overloads", f"form '{text}' places out=, but the op has no 'out' variant")
        if calls is None:
            _check_plain(ctx, form, signature, text)
        forms.append(Form(form, calls, function_only))
    if forms[0].calls is not None or forms[0].function_only:
        ctx.fail("overloads", "the first form runs the op itself in every variant (the method's form)")
    shapes = [str(f.signature) for f in forms]
    if len(set(shapes)) != len(shapes):
        ctx.fail("overloads", "lists one form twice")
    return tuple(forms)


def _check_plain(ctx, form, signature, text):
    names = {a.name for a in form.args}
    for a in form.args:
        if a.name == "out":
            continue
        own = signature.arg(a.name)
        if own is None:
            ctx.fail("overloads", f"form '{text}': '{a.name}' is not an argument of the op "
                                  f"(a form running another op is {{func: ..., calls: <op>}})")
        if own.type != a.type:
            ctx.fail("overloads", f"form '{text}': '{a.name}' is {a.type}, the op's is {own.type}")
        if a.optional and not own.optional:
            ctx.fail("overloads", f"form '{text}': '{a.name}' accepts None, the op's does not")
    for own in signature.args:
        if own.name not in names and own.default is None:
            ctx.fail("overloads", f"form '{text}' leaves out '{own.name}', which has no default")


def check_calls(ctx_of, ops):
    """A form's `calls:` names an operator with a function of those arguments."""
    by_name = {op.name: op for op in ops}
    for op in ops:
        for f in op.overloads:
            if f.calls is None:
                continue
            target = by_name.get(f.calls)
            if target is None or "function" not in target.variants:
                ctx_of(op).fail("overloads", f"'{f.calls}' is not an operator with a function variant")
            if "out" in op.variants and "out" not in target.variants:
                ctx_of(op).fail("overloads", f"'{f.calls}' has no out= to pass this op's on")
            wanted = [a.name for a in target.signature.args if not a.kwonly]
            given = [a.name for a in f.signature.args if not a.kwonly]
            keywords = [a.name for a in f.signature.args if a.kwonly]
            if len(given) > len(wanted) or any(target.signature.arg(k) is None for k in keywords):
                ctx_of(op).fail("overloads", f"form '{f.signature}' passes its positional arguments to "
                                             f"{f.calls}({', '.join(wanted)}) by position, the others by keyword")
