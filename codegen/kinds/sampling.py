"""The `sampling` kind: factories that draw from the counter-based generator of
the random kind (templates/random.j2) but whose elements depend on one another
(randperm, multinomial), so no per-element transform expresses them.

An entry names its ``form:``, the kernels templates/sampling.j2 renders and the
plan/run pair of runtime/families/sampling.py; a form fixes the arguments its
rule reads, so an entry whose signature lacks one is rejected here.
"""
from dataclasses import dataclass

# form -> the arguments its rule reads
SAMPLING_FORMS = {
    "randperm": ("n", "dtype", "device", "requires_grad"),
    "multinomial": ("input", "num_samples", "replacement"),
}
SAMPLING_FIELDS = ("form",)


@dataclass(frozen=True)
class Sampling:
    form: str
    argnames: tuple  # the signature's arguments, in order (the wrapper passes them)


def build_sampling(ctx, entry, signature, common, helpers):
    form = entry.get("form")
    if form not in SAMPLING_FORMS:
        ctx.fail("form", f"a sampling op names its form, one of: {', '.join(SAMPLING_FORMS)}")
    names = [a.name for a in signature.args]
    missing = [r for r in SAMPLING_FORMS[form] if r not in names]
    if missing:
        ctx.fail("func", f"form '{form}' reads the argument(s) {', '.join(missing)}; the signature lacks them")
    return Sampling(form, tuple(names))
