"""The `window` kind: sliding windows over the spatial dims of an (N, C, *spatial)
tensor, the two data movements convolution and unfold/fold are built on.

An entry names its ``form:``:

- ``im2col``: (N, C, *spatial) -> (N, C * K, L), one row per channel and
  kernel offset (offsets inner, row-major), one column per output position;
  positions in the zero padding read 0;
- ``col2im``: (N, C * K, L) -> (N, C, *output_size), each column added back
  onto the input positions it was read from (the adjoint of im2col: each
  other's derivative), every sum in a fixed order (kernel offset, then output
  position), the same on CPU and CUDA.

The kernels compute every position from the shapes (no index tables), for 1 to
3 spatial dims (fewer dims run as size-1 ones). The signature takes the window
arguments by these names, each a list with one int per spatial dim.
"""
from dataclasses import dataclass

WINDOW_FORMS = ("im2col", "col2im")
WINDOW_FIELDS = ("form",)
# the int[] arguments each form reads, in signature order after `self`
WINDOW_ARGS = {"im2col": ("kernel_size", "dilation", "padding", "stride"),
               "col2im": ("output_size", "kernel_size", "dilation", "padding", "stride")}


@dataclass(frozen=True)
class Window:
    form: str
    argnames: tuple  # the signature's arguments, in order


def build_window(ctx, entry, signature, common, helpers):
    form = entry.get("form")
    if form not in WINDOW_FORMS:
        ctx.fail("form", f"a window op names its form, one of: {', '.join(WINDOW_FORMS)}")
    names = [a.name for a in signature.args]
    want = ["self"] + list(WINDOW_ARGS[form])
    if names != want or signature.arg("self").type != "Tensor" or \
            any(signature.arg(n).type != "int[]" for n in WINDOW_ARGS[form]):
        ctx.fail("func", f"form '{form}' takes (Tensor self, {', '.join('int[] ' + a for a in WINDOW_ARGS[form])})")
    if signature.returns.strip() != "Tensor":
        ctx.fail("func", f"form '{form}' returns one Tensor")
    if form == "col2im" and "bool" in common["dtypes"]:
        ctx.fail("dtypes", "col2im adds values up: bool is not one of its dtypes")
    variants = entry.get("variants", ["function"])
    if any(v != "function" for v in variants):
        ctx.fail("variants", "a window op has the function variant only")
    return Window(form, tuple(names))
