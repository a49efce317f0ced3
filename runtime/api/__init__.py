"""The public API built on the operators: what users call beyond the generated
functions (indexing, the named-tensor API, ``Tensor.to``/``contiguous``, the
composite operators, NumPy interplay). It sits above the generated operators
(docs/design.md, "The layers") and below autograd, nested and sparse."""
