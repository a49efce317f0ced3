"""The `view` kind: metadata-only ops. A rule in runtime/families/view_geometry.py
computes the new shape/strides/offset over the same storage; no kernel.
``fallback:`` names a pointwise op whose kernel makes a contiguous copy when the
rule finds no view (reshape of a non-viewable layout).
"""
from dataclasses import dataclass

from typing import Any

from ..parse import Ctx, EntryCtx, LineDict, SpecError
from ..fields import Common, Field, self_first
from ..signature import Signature

VIEW_FIELDS = ("rule", "fallback", "alias")
# alias: the result shares self's storage but is not a view (`_base` stays None: detach)
ALIAS = Field("alias", bool, False, error="expected true or false")


@dataclass(frozen=True)
class View:
    rule: str
    fallback: str | None
    multi: bool            # returns Tensor[] (unbind, split, chunk)
    alias: bool            # shares storage but is not a view: `_base` stays None (detach)


def ident(ctx: Ctx, fieldname: str, value: str) -> str:
    if not isinstance(value, str) or not value.isidentifier():
        ctx.fail(fieldname, f"expected the name of a function, got {value!r}")
    return value


def returns_list(ctx: EntryCtx, signature: Signature) -> bool:
    """Whether a data-movement op returns Tensor[] (the other choice: Tensor)."""
    if signature.returns not in ("Tensor", "Tensor[]"):
        ctx.fail("func", f"a {ctx.entry.get('kind')} op returns Tensor or Tensor[], not {signature.returns}")
    return signature.returns == "Tensor[]"


def build_view(ctx: EntryCtx, entry: LineDict, signature: Signature, common: Common, helpers: dict[str, Any]) -> View:
    if not self_first(signature):
        ctx.fail("func", "a view op takes 'Tensor self' first (the tensor whose storage it views)")
    if "rule" not in entry:
        ctx.fail("rule", "a view op needs the name of its rule in runtime/families/view_geometry.py")
    fallback = entry.get("fallback")
    if fallback is not None:
        ident(ctx, "fallback", fallback)
    alias = ALIAS.read(ctx, entry)
    return View(ident(ctx, "rule", entry["rule"]), fallback,
                returns_list(ctx, signature), alias)


def check_references(path: str, ops: list[Any]) -> None:
    """fallback (view) and kernel_op (copy) must name kernel-bearing ops of the same table."""
    kinds = {op.name: op for op in ops}
    order = {op.name: i for i, op in enumerate(ops)}
    for op in ops:
        for fieldname, allowed in (("fallback", ("pointwise",)), ("kernel_op", ("pointwise", "gather"))):
            ref = getattr(op.spec, fieldname, None)
            if ref is None:
                continue
            target = kinds.get(ref)
            if target is None or target.kind not in allowed or getattr(target.spec, "switch", None):
                raise SpecError(path, op.line, op.name, fieldname,
                                f"'{ref}' is not a {' or '.join(allowed)} op (without a switch) of this table")
            if order[ref] > order[op.name]:  # generated/ops.py binds the record with the kernel first
                raise SpecError(path, op.line, op.name, fieldname,
                                f"'{ref}' must be declared above '{op.name}' in ops.yaml (its kernel record is "
                                "bound first)")
