"""The `decomposition` kind: matrix decompositions over the last two dims
that are no LU (kinds/lu.py), one matrix per CPU loop step or CUDA thread:
Householder QR (qr: LAPACK geqr2/org2r, so R's diagonal signs are LAPACK's),
one-sided Jacobi SVD (svd, and the pseudoinverse pinv built on it), cyclic
Jacobi eigendecomposition of a symmetric matrix (eigh), Cholesky (cholesky,
cholesky_solve, cholesky_inverse) and triangular solves (triangular).

An entry names its ``form:``, which fixes the kernel templates/decomposition.j2
renders and the plan/run pair of runtime/families/decomposition.py; a form
reads fixed Tensor arguments and returns a fixed number of results, so an
entry whose signature does not match its form's is rejected here. The kernels
run in the input's dtype (float32 or float64, as LAPACK's s/d routines).
"""
from dataclasses import dataclass

from ..fields import form_of

# form -> (the Tensor arguments it reads, how many results)
DECOMPOSITION_FORMS = {
    "qr": (("A",), 2),
    "svd": (("A",), 3),
    "eigh": (("A",), 2),
    "pinv": (("self",), 1),
    "cholesky": (("self",), 2),
    "cholesky_solve": (("self", "input2"), 1),
    "cholesky_inverse": (("self",), 1),
    "triangular": (("self", "B"), 1),
}
DECOMPOSITION_FIELDS = ("form",)
DECOMPOSITION_DTYPES = ("float32", "float64")


@dataclass(frozen=True)
class Decomposition:
    form: str
    argnames: tuple  # the signature's arguments, in order (the wrapper passes them)


def build(ctx, entry, signature, common, helpers):
    form = form_of(ctx, entry, signature, common, kind="a decomposition", forms=DECOMPOSITION_FORMS,
                   dtypes=lambda f: DECOMPOSITION_DTYPES, tensor_reads=True,
                   dtype_text="the decomposition kernels run in float32 or float64 only")
    names = [a.name for a in signature.args]
    return Decomposition(form, tuple(names))
