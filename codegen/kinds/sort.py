"""The indexed families of ops.yaml: ``kind: gather`` (gather/scatter/index
ops over an index tensor) and ``kind: sort`` (sorting and searching).

Each entry names its ``form:``, the shape rule of runtime/families/
scatter_gather.py or runtime/families/sorting.py that arranges its operands;
templates/gather.j2 and templates/sort.j2 render the form's Numba CPU and CUDA
kernels for the op. A form fixes the argument names the rule reads, so an
entry whose signature lacks one is rejected here, before anything runs.

``kind: gather`` without ``form:`` is the element-offset form (``_take``: the
gather/scatter loops of advanced indexing and masked_select).
"""
from dataclasses import dataclass

# form -> (the kernels the template renders, the arguments the runtime rule reads)
GATHER_FORMS = {
    "gather": ("gather", ("self", "dim", "index")),
    "take_along_dim": ("gather", ("self", "indices", "dim")),
    "index_select": ("gather", ("self", "dim", "index")),
    "embedding": ("gather", ("weight", "indices", "padding_idx")),
    "embedding_backward": ("scatter", ("grad_output", "indices", "num_weights", "padding_idx",
                                       "scale_grad_by_freq")),
    "take": ("gather", ("self", "index")),
    "scatter": ("scatter", ("self", "dim", "index", "src", "value", "reduce")),
    "scatter_add": ("scatter", ("self", "dim", "index", "src")),
    "scatter_reduce": ("scatter", ("self", "dim", "index", "src", "reduce", "include_self")),
    "index_add": ("scatter", ("self", "dim", "index", "source", "alpha")),
    "index_copy": ("scatter", ("self", "dim", "index", "source")),
    "index_reduce": ("scatter", ("self", "dim", "index", "source", "reduce", "include_self")),
    "index_put": ("offsets", ("self", "indices", "values", "accumulate")),
    "masked_scatter": ("offsets", ("self", "mask", "source")),
    "select_scatter": ("copy", ("self", "src", "dim", "index")),
    "slice_scatter": ("copy", ("self", "src", "dim", "start", "end", "step")),
    "nonzero": ("nonzero", ("self", "as_tuple")),
    "argwhere": ("nonzero", ("self",)),
}
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
INDEX_FIELDS = ("form",)


@dataclass(frozen=True)
class Indexed:
    form: str      # the runtime shape rule
    kernels: str   # the kernels the template renders


def _build(ctx, entry, signature, forms, kind):
    form = entry.get("form")
    if form not in forms:
        ctx.fail("form", f"a {kind} op names its form, one of: {', '.join(forms)}")
    kernels, reads = forms[form]
    names = {a.name for a in signature.args}
    missing = [r for r in reads if r not in names]
    if missing:
        ctx.fail("func", f"form '{form}' reads the argument(s) {', '.join(missing)}; the signature lacks them")
    return Indexed(form, kernels)


def build_gather(ctx, entry, signature, common, helpers):
    return _build(ctx, entry, signature, GATHER_FORMS, "gather")


def build_sort(ctx, entry, signature, common, helpers):
    return _build(ctx, entry, signature, SORT_FORMS, "sort")
