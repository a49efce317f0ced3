"""ops.yaml `overloads:`: the Python forms PyTorch's binding accepts for one
operator (torch's argument parser tries its signatures in order; tensorgen's
generated wrapper does the same, runtime/core/overloads.py).

Each form is a signature in the `func:` grammar (its `-> Return` may be left
out, and it may place `Tensor? out=None` positionally, as torch's Python
functions do). A plain form's arguments are some of the op's own, by name and
type (`dim[] dim` may stand for the op's `dim[]? dim=None`); the op's
arguments a form leaves out take their `func:` defaults. A form written as a
mapping may say more:

- ``calls: maximum``: the form runs another operator with its arguments
  (PyTorch's `max(input, other)` is `maximum`);
- ``binds: {sections: indices_or_sections}``: a form argument named as
  PyTorch names it stands for the op's argument of another name (and type:
  the op's rule takes both);
- ``variants: [function]`` or ``[method]``: a form only the function, or only
  the method (and in-place method), takes (mm's out_dtype; Tensor.split's
  `split_size` where torch.split says `split_size_or_sections`).
"""
from dataclasses import dataclass, field

from . import signature as sig
from .parse import Ctx, EntryCtx, LineDict
from .signature import Signature
from typing import Any
from collections.abc import Callable

_KEYS = {"func", "calls", "binds", "variants"}


@dataclass(frozen=True)
class Form:
    signature: sig.Signature
    calls: str | None = None   # another operator this form runs, or None (the op itself)
    function_only: bool = False
    method_only: bool = False
    binds: dict[str, str] = field(default_factory=dict, hash=False)   # form argument -> the op's argument


def build(ctx: Ctx, entry: LineDict, signature: Signature) -> tuple[Form, ...]:
    raw = entry.get("overloads")
    if raw is None:
        return ()
    if not isinstance(raw, list) or not raw:
        ctx.fail("overloads", "expected a list of forms (signatures, or {func: ...} mappings)")
    forms = []
    for item in raw:
        text, calls, binds, only = item, None, {}, None
        if isinstance(item, dict):
            if "func" not in item or not set(item) <= _KEYS:
                ctx.fail("overloads", "a form written as a mapping is {func: <signature>[, calls: <op>]"
                                      "[, binds: {form argument: op argument}][, variants: [function] or [method]]}")
            text, calls, binds = item["func"], item.get("calls"), item.get("binds", {})
            if calls is not None and (not isinstance(calls, str) or not calls.isidentifier()):
                ctx.fail("overloads", f"calls: expects an operator name, got {calls!r}")
            if not isinstance(binds, dict):
                ctx.fail("overloads", "binds: maps a form argument to the op argument it stands for")
            if "variants" in item:
                if item["variants"] not in (["function"], ["method"]):
                    ctx.fail("overloads", "a form's variants: is [function] or [method]")
                only = item["variants"][0]
        try:
            form = sig.parse(text, returns=False)
        except ValueError as e:
            ctx.fail("overloads", str(e))
        if form.name != signature.name:
            ctx.fail("overloads", f"form '{text}' names '{form.name}', not '{signature.name}'")
        if form.arg("out") is not None and "out" not in entry.get("variants", ["function"]):
            ctx.fail("overloads", f"form '{text}' places out=, but the op has no 'out' variant")
        if calls is None:
            _check_plain(ctx, form, signature, text, binds)
        elif binds:
            ctx.fail("overloads", f"form '{text}' runs {calls}: it passes its own arguments, binds: has no use")
        forms.append(Form(form, calls, only == "function", only == "method", binds))
    for only, name in ((False, "function"), (True, "method")):
        if not [f for f in forms if f.calls is None and not (f.method_only if not only else f.function_only)]:
            ctx.fail("overloads", f"no form for the {name} runs the op itself (each variant takes at least one)")
    shapes = [(str(f.signature), f.function_only, f.method_only) for f in forms]
    if len(set(shapes)) != len(shapes):
        ctx.fail("overloads", "lists one form twice")
    return tuple(forms)


def alias_form(ctx: EntryCtx, name: str, text: str, signature: Signature) -> Signature:
    """An alias PyTorch binds with a signature of its own (`true_divide` has no
    rounding_mode, `subtract` takes alpha positionally): a plain form of the op."""
    try:
        form = sig.parse(text, returns=False)
    except ValueError as e:
        ctx.fail("aliases", str(e))
    if form.name != name.rpartition(".")[2]:
        ctx.fail("aliases", f"the signature '{text}' names '{form.name}', not the alias '{name}'")
    _check_plain(ctx, form, signature, text, {}, "aliases")
    if form.arg("out") is not None and "out" not in ctx.entry.get("variants", ["function"]):
        ctx.fail("aliases", f"the signature '{text}' places out=, but the op has no 'out' variant")
    return form


def _check_plain(ctx: Ctx, form: Signature, signature: Signature, text: str, binds: dict[str, str],
                 fieldname: str = "overloads") -> None:
    names = set()
    for a in form.args:
        if a.name == "out":
            continue
        target = binds.get(a.name, a.name)
        own = signature.arg(target)
        if own is None:
            ctx.fail(fieldname, f"form '{text}': '{a.name}' is not an argument of the op "
                                  f"(binds: maps it to one; a form running another op is {{func: ..., calls: <op>}})")
        if target in names:
            ctx.fail(fieldname, f"form '{text}': two arguments stand for the op's '{target}'")
        names.add(target)
        if a.name not in binds and own.type != a.type:
            ctx.fail(fieldname, f"form '{text}': '{a.name}' is {a.type}, the op's is {own.type}")
        if a.optional and not own.optional:
            ctx.fail(fieldname, f"form '{text}': '{a.name}' accepts None, the op's does not")
    for k in binds:
        if form.arg(k) is None:
            ctx.fail(fieldname, f"form '{text}': binds: names '{k}', which the form lacks")
    for own in signature.args:
        if own.name not in names and own.default is None:
            ctx.fail(fieldname, f"form '{text}' leaves out '{own.name}', which has no default")


def check_calls(ctx_of: Callable[[Any], Ctx], ops: list[Any]) -> None:
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
