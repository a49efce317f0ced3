"""tensorgen.special: torch.special's functions.

Every one is an ops.yaml operator: the entries declaring `python_module:
special` (op `special_erfcx` is special.erfcx) and the `special.<name>`
aliases of the top-level operators PyTorch's special functions are aliases of
(special.expit is sigmoid, special.gammaln is lgamma). generated/special.py
binds them from the table.
"""
from .generated.special import *  # noqa: F401,F403 - the namespace's functions
from .generated.special import __all__  # noqa: F401
