"""The size of a jagged nested tensor's ragged dim: a symbol, as PyTorch's
nested int (``nt.shape`` is ``Size([2, j1, 3])``, ``nt.stride()`` is
``(3*j1, 3, 1)``).

One symbol per set of ragged lengths: nested tensors built apart get different
ones (j1, j2) even with equal lengths; a result keeping its input's lengths
(pointwise ops, reductions over another dim, views, detach) keeps its symbol.
It equals only itself (times the same coefficient); against an int it is
unequal and known to be at least 2 (PyTorch's rule), so ``j1 > 1`` holds and
``j1 < 3`` raises; it has no int value (``int(j1)`` raises).
"""
import itertools

_COUNTER = itertools.count(1)


class RaggedInt:
    """``coeff * j<n>``; ``RaggedInt()`` makes a new symbol j<next>."""
    __slots__ = ("_n", "_coeff")

    def __init__(self, n=None, coeff=1):
        self._n = next(_COUNTER) if n is None else n
        self._coeff = coeff

    def __repr__(self):
        return f"j{self._n}" if self._coeff == 1 else f"{self._coeff}*j{self._n}"

    __str__ = __repr__

    def __eq__(self, other):
        if isinstance(other, RaggedInt):
            return self._n == other._n and self._coeff == other._coeff
        if isinstance(other, int):
            return False
        return NotImplemented

    def __ne__(self, other):
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __hash__(self):
        return hash((RaggedInt, self._n, self._coeff))

    def __mul__(self, k):
        if isinstance(k, int):  # bool too: True is 1
            return RaggedInt(self._n, self._coeff * int(k))
        return NotImplemented

    __rmul__ = __mul__

    def __bool__(self):
        return True

    # j >= 2: what an int comparison can decide, it does; the rest is unknown
    def _relation(self, other, op):
        if not isinstance(other, int) or isinstance(other, RaggedInt):
            return NotImplemented
        low = 2 * self._coeff
        if op == "gt" and other < low:
            return True
        if op == "ge" and other <= low:
            return True
        if op == "lt" and other <= low:
            return False
        if op == "le" and other < low:
            return False
        raise ValueError(f"{op}: relation is indeterminate ({self} against {other}: a ragged size has no value)")

    def __gt__(self, other):
        return self._relation(other, "gt")

    def __ge__(self, other):
        return self._relation(other, "ge")

    def __lt__(self, other):
        return self._relation(other, "lt")

    def __le__(self, other):
        return self._relation(other, "le")

    def __int__(self):
        raise TypeError(f"the ragged size {self} has no int value: it differs per component (see offsets() or "
                        f"lengths())")

    __index__ = __int__
