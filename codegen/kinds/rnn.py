"""The `rnn` kind: one recurrent layer in one direction, its whole time loop in
one kernel (as cuDNN's RNN), forward and backward through time.

The input projection of every step (x W_ih^T + b_ih) is one matrix product
made before the call, so a forward op takes the projections of the whole
sequence (T, N, gates * H), the recurrent weights, h0 (and c0), the direction
and optional per-row lengths (a row past its length keeps its state and
outputs zeros), and returns the outputs (T, N, H_out), the final states and a
workspace of what its backward reads (the gates and cell states of every
step, in the compute dtype). The backward op runs the steps in reverse and
returns the gradients of the projections, W_hh, b_hh (W_hr) and h0 (c0).

An entry names its ``form:``: a cell (lstm, gru, rnn_tanh, rnn_relu), or its
backward (the cell's name + ``_backward``). A form reads fixed arguments and
returns a fixed number of Tensors, so an entry whose signature lacks one is
rejected here. The kernels compute in float32 or float64; half and bfloat16
run the float32 kernel, as torch's opmath.
"""
from dataclasses import dataclass

from ..fields import form_of, no_variants

_CELL_ARGS = ("input", "weight_hh", "bias_hh", "hx", "reverse", "lengths")
_CELL_BACKWARD_ARGS = ("grad_output", "grad_hy", "weight_hh", "hx", "output", "workspace", "reverse", "lengths")
# cell -> (gates per hidden unit, workspace values per hidden unit)
CELLS = {"lstm": (4, 6), "gru": (3, 4), "rnn_tanh": (1, 1), "rnn_relu": (1, 1)}
# form -> (the arguments it reads, how many Tensors it returns)
RNN_FORMS = {
    "lstm": (("input", "weight_hh", "bias_hh", "weight_hr", "hx", "cx", "reverse", "lengths"), 4),
    "lstm_backward": (("grad_output", "grad_hy", "grad_cy", "weight_hh", "weight_hr", "hx", "cx", "output",
                       "workspace", "reverse", "lengths"), 6),
}
for _cell in ("gru", "rnn_tanh", "rnn_relu"):
    RNN_FORMS[_cell] = (_CELL_ARGS, 3)
    RNN_FORMS[_cell + "_backward"] = (_CELL_BACKWARD_ARGS, 4)
RNN_FIELDS = ("form",)
RNN_DTYPES = ("float16", "bfloat16", "float32", "float64")


@dataclass(frozen=True)
class Rnn:
    form: str
    cell: str         # lstm, gru, rnn_tanh, rnn_relu
    backward: bool    # the backward-through-time op of the cell
    gates: int        # gates per hidden unit (the projections' last dim is gates * H)
    workspace: int    # workspace values per hidden unit and step
    argnames: tuple   # the signature's arguments, in order (the wrapper passes them)


def build_rnn(ctx, entry, signature, common, helpers):
    form = form_of(ctx, entry, signature, common, kind="an rnn", forms=RNN_FORMS, dtypes=lambda f: RNN_DTYPES,
                   dtype_text="the recurrent kernels compute in floating dtypes only")
    no_variants(ctx, entry, "an rnn")
    names = [a.name for a in signature.args]
    cell = form[:-len("_backward")] if form.endswith("_backward") else form
    gates, workspace = CELLS[cell]
    return Rnn(form, cell, form != cell, gates, workspace, tuple(names))
