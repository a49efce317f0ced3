"""The `composite` kind: an operator defined as a composition of other
operators (PyTorch's CompositeImplicitAutograd): fliplr is flip, tensordot is
permute + reshape + mm, einsum is a chain of bmm, ...

``rule`` names the function of runtime/composite_ops.py that computes the
op from the public operators; every part runs through the call pipeline, so
promotion, names, devices and autograd come from the parts (an entry declares
no ``derivatives:`` of its own: the parts' derivatives are the op's).
``varargs`` also takes a ``Tensor[]`` (``torch.broadcast_tensors(a, b)``).
"""
from dataclasses import dataclass

COMPOSITE_FIELDS = ("rule", "varargs")


@dataclass(frozen=True)
class Composite:
    rule: str
    varargs: str | None


def build(ctx, entry, signature, common, helpers):
    rule = entry.get("rule")
    if not isinstance(rule, str) or not rule.isidentifier():
        ctx.fail("rule", f"expected the name of a function of runtime/composite_ops.py, got {rule!r}")
    if "derivatives" in entry:
        ctx.fail("derivatives", "a composite op is differentiated through its parts; remove the field")
    varargs = entry.get("varargs")
    if varargs is not None:
        a = signature.arg(varargs)
        if a is None or a.type not in ("int[]", "dim[]", "Tensor[]") or a.kwonly:
            ctx.fail("varargs", f"'{varargs}' must name a positional int[], dim[] or Tensor[] argument "
                                f"(taken as *{varargs})")
        if any(not b.kwonly for b in signature.args[signature.args.index(a) + 1:]):
            ctx.fail("varargs", f"'{varargs}' must be the last positional argument")
    return Composite(rule, varargs)
