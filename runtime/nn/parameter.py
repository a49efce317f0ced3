"""``tensorgen.nn.Parameter``: a Tensor that a Module registers as one of its parameters."""
from ..core.tensor import Tensor
from ..core.printing import tensor_repr
from ..families import factories as _factories


class Parameter(Tensor):
    """A leaf tensor sharing `data`'s memory, requiring grad unless told otherwise."""
    __slots__ = ()

    def __new__(cls, data=None, requires_grad=True):
        if data is None:
            data = _factories.empty(0)
        if not isinstance(data, Tensor) or data.is_nested:
            raise TypeError(f"Parameter(): argument 'data' must be a Tensor, not {type(data).__name__}")
        p = cls._make(data._storage, data._shape, data._stride, data._offset, data._dtype, data._device,
                      data._names, None, data._np_cache)
        p.requires_grad_(requires_grad)
        return p

    def __init__(self, data=None, requires_grad=True):  # Tensor.__init__ refuses direct construction
        pass

    def __repr__(self):
        return "Parameter containing:\n" + tensor_repr(self)

    __str__ = __repr__

    def __reduce__(self):
        return (Parameter, (self.detach(), self.requires_grad))

    def __deepcopy__(self, memo):
        if id(self) in memo:
            return memo[id(self)]
        p = Parameter(self.detach().clone(), self.requires_grad)
        memo[id(self)] = p
        return p
