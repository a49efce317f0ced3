"""The `gather` kind: indirect addressing.

With ``form:``, an op over an index tensor (gather, scatter, index_select,
embedding, nonzero, ...): the form names the shape rule of
runtime/families/gather.py that arranges its operands, and templates/gather.j2
renders the form's Numba CPU and CUDA kernels. A form fixes the argument names
the rule reads, so an entry whose signature lacks one is rejected here, before
anything runs.

Without ``form:``, the element-offset form (``_take``: the gather/scatter loops
of advanced indexing and masked_select) over element offsets into a storage.
"""
from dataclasses import dataclass

from .sort import indexed_form

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
GATHER_FIELDS = ("form",)


@dataclass(frozen=True)
class Gather:
    form: str = "offsets"
    kernels: str = "offsets"


def build_gather(ctx, entry, signature, common, helpers):
    if "form" in entry:  # gather/scatter/index ops over an index tensor
        return indexed_form(ctx, entry, signature, GATHER_FORMS, "gather")
    if [(a.type, a.name) for a in signature.args] != [("Tensor", "self"), ("Tensor", "offsets")]:
        ctx.fail("func", "a gather op is declared as name(Tensor self, Tensor offsets) -> Tensor")
    return Gather()
