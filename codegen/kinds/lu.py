"""The `lu` kind: matrix operators built on one batched LU factorisation
with partial pivoting over the last two dims (LAPACK getrf's pivot: the
largest |value| in the column, the first on ties): det, slogdet, logdet,
inverse, solve, lu_factor (m x n), lu_solve and matrix_exp (a Pade
approximant solved with one LU per matrix).

An entry names its ``form:``, which fixes the kernels templates/lu.j2 renders
and the plan/run pair of runtime/families/lu.py; a form reads fixed arguments,
so an entry whose signature lacks one, or whose results do not match the
form's, is rejected here. The kernels run in the input's own dtype (float32
stays float32, as LAPACK's sgetrf), so only float32 and float64 may be listed;
matrix_exp also takes float16 and bfloat16, computed in float32.
"""
from dataclasses import dataclass

from ..fields import form_of

# form -> (the Tensor arguments it reads, how many results)
LU_FORMS = {
    "det": (("self",), 1),
    "slogdet": (("self",), 2),
    "logdet": (("self",), 1),
    "inv": (("self",), 1),
    "solve": (("A", "B"), 1),
    "lu_factor": (("A",), 3),
    "lu_solve": (("LU", "pivots", "B"), 1),
    "matrix_exp": (("self",), 1),
}
LU_FIELDS = ("form",)
LU_DTYPES = ("float32", "float64")
# forms that also run half precision (computed in float32)
LU_OPMATH = {"matrix_exp": ("float16", "bfloat16")}


@dataclass(frozen=True)
class Lu:
    form: str
    argnames: tuple  # the signature's arguments, in order (the wrapper passes them)


def build_lu(ctx, entry, signature, common, helpers):
    form = form_of(ctx, entry, signature, common, kind="an lu", forms=LU_FORMS, tensor_reads=True,
                   dtypes=lambda f: LU_DTYPES + LU_OPMATH.get(f, ()),
                   dtype_text="the LU kernels run in float32 or float64 only")
    names = [a.name for a in signature.args]
    return Lu(form, tuple(names))
