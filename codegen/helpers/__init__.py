"""The Python functions ops.yaml's formulas call by name, as ordinary modules:
scalar.py (kernel helpers, compiled by Numba) and autograd.py (derivative
helpers, over tensorgen operators). codegen reads them as syntax trees,
checks them (codegen/python_subset.py) and copies them into generated/."""
