"""The `norm` kind: normalisation by a group's mean and biased variance, the
statistics of layer_norm and of batch_norm in training, and their backward.

The input is read as (O, G, I): G groups, each normalised over its O * I
elements, with the affine weight and bias indexed by the inner position i
(layer_norm: O = 1, one group per row of the last dims) or by the group
(batch_norm: O the batch, G the channels, I the spatial positions). An entry
names its ``form:``; the forward forms return (out, mean, var) with the
statistics per group as float64 (G,) tensors, the backward forms the input,
weight and bias gradients (each only when asked; None otherwise) from the
gradient, the input and those statistics. Sums run in float64 in a fixed
order, the same on CPU and CUDA; half and bfloat16 compute in float32. The
kernels are templates/norm.j2.
"""
from dataclasses import dataclass

# form -> the signature's arguments, in order
NORM_FORMS = {
    "layer_norm": ("input", "normalized_shape", "weight", "bias", "eps"),
    "batch_norm": ("input", "weight", "bias", "eps"),
    "layer_norm_backward": ("grad_out", "input", "mean", "var", "normalized_shape", "weight", "eps", "need_input",
                            "need_weight", "need_bias"),
    "batch_norm_backward": ("grad_out", "input", "mean", "var", "weight", "eps", "need_input", "need_weight",
                            "need_bias"),
}
NORM_FIELDS = ("form",)


@dataclass(frozen=True)
class Norm:
    form: str
    argnames: tuple

    @property
    def by_group(self):
        """The affine parameters index the group (batch_norm), not the inner position."""
        return self.form.startswith("batch_norm")

    @property
    def backward(self):
        return self.form.endswith("_backward")


def build_norm(ctx, entry, signature, common, helpers):
    form = entry.get("form")
    if form not in NORM_FORMS:
        ctx.fail("form", f"a norm op names its form, one of: {', '.join(NORM_FORMS)}")
    names = tuple(a.name for a in signature.args)
    if names != NORM_FORMS[form]:
        ctx.fail("func", f"form '{form}' takes ({', '.join(NORM_FORMS[form])})")
    if signature.returns.replace(" ", "") != "(Tensor,Tensor,Tensor)":
        ctx.fail("func", f"form '{form}' returns (Tensor, Tensor, Tensor)")
    bad = [d for d in common["dtypes"] if d not in ("float16", "bfloat16", "float32", "float64")]
    if bad:
        ctx.fail("dtypes", f"a norm op normalises floating tensors only, not {', '.join(bad)}")
    if entry.get("variants", ["function"]) != ["function"]:
        ctx.fail("variants", "a norm op has the function variant only")
    return Norm(form, names)
