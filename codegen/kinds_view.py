"""The data-movement families of ops.yaml (registered in model.KINDS).

- ``kind: view`` — metadata-only ops: a rule in runtime/families/view_rules.py computes the
  new shape/strides/offset over the same storage; no kernel. ``fallback:``
  names a pointwise op whose kernel makes a contiguous copy when the rule finds
  no view (reshape of a non-viewable layout).
- ``kind: copy`` — ops that move data (clone, cat, copy_, ...): a rule in
  runtime/families/copying.py arranges operands and runs the generated kernel of the
  pointwise op named by ``kernel_op:``.
- ``kind: gather`` — indirect addressing (advanced indexing, masked_select):
  generated gather/scatter loops over element offsets into a storage.
"""
from dataclasses import dataclass

from .fields import self_first
from .parse import SpecError
from . import kinds_index as _kidx

VIEW_FIELDS = ("rule", "fallback", "alias")
COPY_FIELDS = ("rule", "kernel_op")
GATHER_FIELDS = ("form",)  # codegen/kinds_index.py


@dataclass(frozen=True)
class View:
    rule: str
    fallback: str | None
    multi: bool            # returns Tensor[] (unbind, split, chunk)
    alias: bool            # shares storage but is not a view: `_base` stays None (detach)


@dataclass(frozen=True)
class Copy:
    rule: str
    kernel_op: str
    multi: bool


@dataclass(frozen=True)
class Gather:
    form: str = "offsets"
    kernels: str = "offsets"


def _ident(ctx, fieldname, value):
    if not isinstance(value, str) or not value.isidentifier():
        ctx.fail(fieldname, f"expected the name of a function, got {value!r}")
    return value


def _returns(ctx, signature):
    if signature.returns not in ("Tensor", "Tensor[]"):
        ctx.fail("func", f"a {ctx.entry.get('kind')} op returns Tensor or Tensor[], not {signature.returns}")
    return signature.returns == "Tensor[]"


def build_view(ctx, entry, signature, common, helpers):
    if not self_first(signature):
        ctx.fail("func", "a view op takes 'Tensor self' first (the tensor whose storage it views)")
    if "rule" not in entry:
        ctx.fail("rule", "a view op needs the name of its rule in runtime/families/view_rules.py")
    fallback = entry.get("fallback")
    if fallback is not None:
        _ident(ctx, "fallback", fallback)
    alias = entry.get("alias", False)
    if not isinstance(alias, bool):
        ctx.fail("alias", "expected true or false")
    return View(_ident(ctx, "rule", entry["rule"]), fallback,
                _returns(ctx, signature), alias)


def build_copy(ctx, entry, signature, common, helpers):
    for key in ("rule", "kernel_op"):
        if key not in entry:
            ctx.fail(key, "a copy op needs 'rule' (runtime/families/copying.py) and 'kernel_op' (a pointwise op)")
    return Copy(_ident(ctx, "rule", entry["rule"]),
                _ident(ctx, "kernel_op", entry["kernel_op"]), _returns(ctx, signature))


def build_gather(ctx, entry, signature, common, helpers):
    if "form" in entry:  # gather/scatter/index ops over an index tensor
        return _kidx.build_gather(ctx, entry, signature, common, helpers)
    if [(a.type, a.name) for a in signature.args] != [("Tensor", "self"), ("Tensor", "offsets")]:
        ctx.fail("func", "a gather op is declared as name(Tensor self, Tensor offsets) -> Tensor")
    return Gather()


def check_references(path, ops):
    """fallback/kernel_op must name kernel-bearing ops of the same table."""
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
