"""The `sort` kind: sorting and searching (sort, searchsorted, unique,
quantile, histc, ...).

Each entry names its ``form:``, the shape rule of runtime/families/sort.py that
arranges its operands; templates/sort.j2 renders the form's Numba CPU and CUDA
kernels for the op. A form fixes the argument names the rule reads, so an entry
whose signature lacks one is rejected here, before anything runs.
``indexed_form`` is that check, shared with the gather kind's forms (gather.py).
"""
from dataclasses import dataclass

# form -> (the kernels the template renders, the arguments the runtime rule reads)
SORT_FORMS = {
    "sort": ("sort", ("self", "dim", "descending", "stable")),
    "argsort": ("sort", ("self", "dim", "descending", "stable")),
    "msort": ("sort", ("self",)),
    "searchsorted": ("search", ("sorted_sequence", "self", "out_int32", "right", "side", "sorter")),
    "bucketize": ("search", ("self", "boundaries", "out_int32", "right")),
    "isin": ("search", ("elements", "test_elements", "assume_unique", "invert")),
    "unique": ("runs", ("self", "sorted", "return_inverse", "return_counts", "dim")),
    "unique_consecutive": ("runs", ("self", "return_inverse", "return_counts", "dim")),
    "nanmedian": ("quantile", ("self", "dim", "keepdim")),
    "quantile": ("quantile", ("self", "q", "dim", "keepdim", "interpolation")),
    "nanquantile": ("quantile", ("self", "q", "dim", "keepdim", "interpolation")),
    "histc": ("histogram", ("self", "bins", "min", "max")),
    "bincount": ("histogram", ("self", "weights", "minlength")),
}
SORT_FIELDS = ("form",)


@dataclass(frozen=True)
class Indexed:
    form: str      # the runtime shape rule
    kernels: str   # the kernels the template renders


def indexed_form(ctx, entry, signature, forms, kind):
    form = entry.get("form")
    if form not in forms:
        ctx.fail("form", f"a {kind} op names its form, one of: {', '.join(forms)}")
    kernels, reads = forms[form]
    names = {a.name for a in signature.args}
    missing = [r for r in reads if r not in names]
    if missing:
        ctx.fail("func", f"form '{form}' reads the argument(s) {', '.join(missing)}; the signature lacks them")
    return Indexed(form, kernels)


def build_sort(ctx, entry, signature, common, helpers):
    return indexed_form(ctx, entry, signature, SORT_FORMS, "sort")
