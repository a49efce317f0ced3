"""The ops.yaml ``nested:`` rules: the constraint each states, quoted by the
error a call outside it raises."""

# ops.yaml `nested:` rule -> the constraint it states (shown in errors).
RULES = {
    "elementwise": "nested⊕nested of the same structure (component sizes compared by value), or with scalars / "
                   "dense tensors broadcast over trailing regular dims",
    "rowwise_not_dim0": "any dim but 0 (the batch dim)",
    "reduce_not_dim0": "a single dim, not 0 (the last, a regular or the ragged dim)",
    "scan_not_dim0": "a single dim, not 0",
    "batched_matmul": "nested (>= 3-d) with nested of the same batch size and matching component batch dims, "
                      "or nested with a dense 2-d matrix",
    "bmm": "two 3-d nested tensors with the same number of components",
    "transpose_not_dim0": "two dims, neither of them 0",
    "reshape_batch_kept": "dim 0 kept (its size or -1), irregular dims given as -1 (inherit)",
    "regular_dim": "along a regular dim other than 0",
    "select": "dim 0 (a component) or a dim other than 0 whose every component is long enough",
    "as_dense": "as for a dense tensor",
    "unbind_dim0": "dim 0 only (the components)",
    "packed_indices": "nested indices (any layout) with a dense table; a nested gradient of the indices' "
                      "structure plus one trailing dim",
    "reduce_regular_dim": "a single regular dim, not 0 nor the ragged dim (the dense op over the packed values)",
}


def unsupported(op, nt, rule, detail=""):
    return RuntimeError(f"{op}: unsupported for a nested tensor (layout {nt._layout}){': ' + detail if detail else ''}"
                        f"; supported: {RULES[rule]}")
