"""The `view` kind: metadata-only ops. A rule in runtime/families/view_geometry.py
computes the new shape/strides/offset over the same storage; no kernel.
``fallback:`` names a pointwise op whose kernel makes a contiguous copy when the
rule finds no view (reshape of a non-viewable layout).
"""
from dataclasses import dataclass

from ..parse import SpecError
from ..fields import self_first

VIEW_FIELDS = ("rule", "fallback", "alias")


@dataclass(frozen=True)
class View:
    rule: str
    fallback: str | None
    multi: bool            # returns Tensor[] (unbind, split, chunk)
    alias: bool            # shares storage but is not a view: `_base` stays None (detach)


def ident(ctx, fieldname, value):
    if not isinstance(value, str) or not value.isidentifier():
        ctx.fail(fieldname, f"expected the name of a function, got {value!r}")
    return value


def returns_list(ctx, signature):
    """Whether a data-movement op returns Tensor[] (the other choice: Tensor)."""
    if signature.returns not in ("Tensor", "Tensor[]"):
        ctx.fail("func", f"a {ctx.entry.get('kind')} op returns Tensor or Tensor[], not {signature.returns}")
    return signature.returns == "Tensor[]"


def build_view(ctx, entry, signature, common, helpers):
    if not self_first(signature):
        ctx.fail("func", "a view op takes 'Tensor self' first (the tensor whose storage it views)")
    if "rule" not in entry:
        ctx.fail("rule", "a view op needs the name of its rule in runtime/families/view_geometry.py")
    fallback = entry.get("fallback")
    if fallback is not None:
        ident(ctx, "fallback", fallback)
    alias = entry.get("alias", False)
    if not isinstance(alias, bool):
        ctx.fail("alias", "expected true or false")
    return View(ident(ctx, "rule", entry["rule"]), fallback,
                returns_list(ctx, signature), alias)


def check_references(path, ops):
    """fallback (view) and kernel_op (copy) must name kernel-bearing ops of the same table."""
    kinds = {op.name: op for op in ops}
    for op in ops:
        for fieldname, allowed in (("fallback", ("pointwise",)), ("kernel_op", ("pointwise", "gather"))):
            ref = getattr(op.spec, fieldname, None)
            if ref is None:
                continue
            target = kinds.get(ref)
            if target is None or target.kind not in allowed or getattr(target.spec, "switch", None):
                raise SpecError(path, op.line, op.name, fieldname,
                                f"'{ref}' is not a {' or '.join(allowed)} op (without a switch) of this table")
