"""The `contraction` kind: matrix products (dot, mv, mm, bmm, matmul and the
`add*` forms that add a scaled product to a tensor).

Every form runs as one batched product (Bt, M, K) @ (Bt, K, N) followed by
an ``epilogue`` expression over ``acc`` (the product's element), the added
tensor's element and the op's Scalar arguments, e.g. addmm's
``alpha * acc if beta == 0 else beta * self + alpha * acc``.  ``form`` names
the shape rules (runtime/families/contraction.py) that map the operands onto that
batched product (the linear forms onto one (rows, K) @ (K, N) over views of the
operands, nn.Linear's product and its two gradients); templates/contraction.j2
renders the kernels.
"""
from dataclasses import dataclass

from .reduction import _expr

# linear forms: one product over the flattened leading dims, an operand read transposed in place:
# linear (input @ weight^T), linear_grad_input (grad @ weight), linear_grad_weight (grad^T @ input)
FORMS = ("dot", "mv", "mm", "bmm", "matmul", "linear", "linear_grad_input", "linear_grad_weight")
CONTRACTION_FIELDS = ("form", "operands", "added", "epilogue")


@dataclass(frozen=True)
class Contraction:
    form: str
    operands: tuple        # the two multiplied Tensor arguments
    added: str | None      # the Tensor argument the epilogue adds, if any
    epilogue: str          # expression over acc, the added tensor and the scalars
    scalars: tuple         # Scalar arguments the epilogue reads


def build(ctx, entry, signature, common, helpers):
    tensors = [a.name for a in signature.tensor_args]
    form = entry.get("form")
    if form not in FORMS:
        ctx.fail("form", f"expected one of: {', '.join(FORMS)}")
    operands = entry.get("operands", tensors[:2])
    if not isinstance(operands, list) or len(operands) != 2 or any(o not in tensors for o in operands):
        ctx.fail("operands", f"expected the two multiplied Tensor arguments, drawn from: {', '.join(tensors)}")
    added = entry.get("added")
    rest = [t for t in tensors if t not in operands]
    if added is None and rest:
        ctx.fail("added", f"Tensor argument(s) {', '.join(rest)} are neither multiplied nor added")
    if added is not None and added not in rest:
        ctx.fail("added", f"'{added}' must be the Tensor argument that is not in 'operands'")
    scalar_args = [a.name for a in signature.args if a.type in ("Scalar", "int", "float")]
    names = ["acc"] + ([added] if added else []) + scalar_args
    epilogue, used = _expr(ctx, "epilogue", entry.get("epilogue", "acc"), names, helpers)
    if added and added not in used:
        ctx.fail("epilogue", f"the epilogue must use the added tensor '{added}'")
    scalars = tuple(s for s in scalar_args if s in used)
    return Contraction(form, tuple(operands), added, epilogue, scalars)
