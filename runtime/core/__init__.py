"""The tensor and its value types: dtypes, devices, layouts, the Tensor class,
and the rules every operator shares (promotion, names, argument coercion).

Nothing here imports an operator family: this layer sits under all of them.
"""
