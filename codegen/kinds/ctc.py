"""The `ctc` kind: Connectionist Temporal Classification over log-probabilities
(T, N, C), by the forward-backward recursions of Graves et al. (2006), in log
space, as ATen's LossCTC: per batch element the alignment lattice of its
target with blanks between and around the labels (2 * S + 1 states).

An entry names its ``form:``: ``loss`` gives each element's negative log
likelihood (from the forward variables, log_alpha); ``loss_backward`` runs the
forward variables again, then the backward ones, and gives the derivative of
the negative log likelihood for log_probs, summed over the lattice states of
each label (eq. 16). (torch's _ctc_loss also returns log_alpha for its
backward; recomputing it keeps the op's one result differentiable and the
variables' (N, T, 2 * S_max + 1) workspace out of the autograd graph.) A form
reads fixed arguments, so an entry whose signature lacks one, or returns
another number of Tensors, is rejected here. The recursions run
in the input's own dtype (float32 or float64), as ATen's CPU kernel.
"""
from dataclasses import dataclass

from ..fields import form_of, no_variants

# form -> (the arguments it reads, how many Tensors it returns)
CTC_FORMS = {
    "loss": (("log_probs", "targets", "input_lengths", "target_lengths", "blank", "zero_infinity"), 1),
    "loss_backward": (("grad", "log_probs", "targets", "input_lengths", "target_lengths", "neg_log_likelihood",
                       "blank", "zero_infinity"), 1),
}
CTC_FIELDS = ("form",)
CTC_DTYPES = ("float32", "float64")


@dataclass(frozen=True)
class Ctc:
    form: str
    argnames: tuple  # the signature's arguments, in order (the wrapper passes them)


def build_ctc(ctx, entry, signature, common, helpers):
    form = form_of(ctx, entry, signature, common, kind="a ctc", forms=CTC_FORMS, dtypes=lambda f: CTC_DTYPES,
                   dtype_text="the CTC recursions run in float32 or float64 only")
    no_variants(ctx, entry, "a ctc")
    return Ctc(form, tuple(a.name for a in signature.args))
