"""The ops.yaml ``sparse:`` rules: what each accepts, quoted by the error a call
outside it raises."""

# ops.yaml `sparse:` rule -> what it accepts (shown in errors).
RULES = {
    "values": "a sparse_coo tensor: the op runs over its (coalesced) values, zeros staying zeros",
    "mul": "sparse_coo ⊙ sparse_coo of the same size, sparse_coo ⊙ a scalar or 0-dim tensor, or sparse_coo ⊙ a "
           "dense tensor of the same size (a sparse_coo result)",
    "add": "sparse_coo ⊕ sparse_coo of the same size (sparse_coo result) or dense ⊕ sparse_coo of the same size "
           "(dense result)",
    "div_scalar": "a sparse_coo dividend and a scalar or 0-dim tensor divisor",
    "sum": "a sparse_coo tensor, over all dims or a list of dims (dense once no sparse dim is left)",
    "mm": "a 2-D sparse_coo matrix (2 sparse dims) times a dense matrix, or a dense matrix times one",
    "transpose": "two sparse dims",
}


def backend(s):
    """PyTorch's dispatch key name for a sparse tensor's device."""
    return "SparseCUDA" if s.device.type == "cuda" else "SparseCPU"


def unsupported(op, s, rule, detail=""):
    return RuntimeError(f"{op}: unsupported for the sparse_coo layout{': ' + detail if detail else ''}; supported: "
                        f"{RULES[rule]}")
