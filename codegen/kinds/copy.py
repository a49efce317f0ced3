"""The `copy` kind: ops that move data (clone, cat, copy_, ...). A rule in
runtime/families/copy.py arranges operands and runs the generated kernel of the
pointwise op named by ``kernel_op:`` (checked by view.check_references).
"""
from dataclasses import dataclass

from .view import ident, returns_list

COPY_FIELDS = ("rule", "kernel_op")


@dataclass(frozen=True)
class Copy:
    rule: str
    kernel_op: str
    multi: bool


def build_copy(ctx, entry, signature, common, helpers):
    for key in ("rule", "kernel_op"):
        if key not in entry:
            ctx.fail(key, "a copy op needs 'rule' (runtime/families/copy.py) and 'kernel_op' (a pointwise op)")
    return Copy(ident(ctx, "rule", entry["rule"]),
                ident(ctx, "kernel_op", entry["kernel_op"]), returns_list(ctx, signature))
