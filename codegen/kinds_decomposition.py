"""The `decomposition` kind: matrix decompositions over the last two dims
that are no LU (kinds_lu.py), one matrix per CPU loop step or CUDA thread:
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
    params: str      # the wrapper's Python parameter list (with out=None for the out variant)


def build(ctx, entry, signature, common, helpers):
    form = entry.get("form")
    if form not in DECOMPOSITION_FORMS:
        ctx.fail("form", f"a decomposition op names its form, one of: {', '.join(DECOMPOSITION_FORMS)}")
    names = [a.name for a in signature.args]
    tensors, results = DECOMPOSITION_FORMS[form]
    missing = [r for r in tensors if r not in names or signature.arg(r).type != "Tensor"]
    if missing:
        ctx.fail("func", f"form '{form}' reads the Tensor argument(s) {', '.join(missing)}; the signature lacks them")
    if signature.returns.strip().count("Tensor") != results:
        ctx.fail("func", f"form '{form}' returns {results} Tensor(s)")
    bad = [d for d in common["dtypes"] if d not in DECOMPOSITION_DTYPES]
    if bad:
        ctx.fail("dtypes", f"the decomposition kernels run in float32 or float64 only, not {', '.join(bad)}")
    params, star = [], False
    for a in signature.args:
        if a.kwonly and not star:
            params.append("*")
            star = True
        params.append(a.name + (f"={a.default}" if a.default is not None else ""))
    if "out" in entry.get("variants", ["function"]):
        params += ([] if star else ["*"]) + ["out=None"]
    return Decomposition(form, tuple(names), ", ".join(params))
