"""Every method of the three tensor classes, declared in one table.

``Tensor``, ``NestedTensor`` and ``SparseTensor`` (core/, nested/, sparse/)
hold data and metadata; the methods that need the layers above them come
from here: the operator methods and Python operators of ops.yaml (generated:
generated/methods.py ``TensorMethods``) and the hand-written ones, each named
by the module that owns it. A name appears once per class: a class that
defines a method itself (NestedTensor's ``clone``) or a hand-written method
that stands in for a generated one (``contiguous`` with memory formats) is
listed in ``REPLACED`` below, and ``core.tensor.bind_methods`` refuses any
other second definition. The package ``__init__`` binds the three tables, the
one place methods are attached.
"""
from .api import conversion, indexing, named, numpy_mixing
from .autograd import api as autograd_api
from .core import printing
from .core.tensor import Tensor
from .families import factories
from .generated.methods import TensorMethods
from .interop import dlpack, pickling
from .nested.tensor import NestedTensor
from .sparse import build as sparse_build
from .sparse.tensor import SparseTensor


def _generated(exclude):
    """ops.yaml's methods (generated/methods.py), less the names ``exclude`` replaces."""
    table = {name: fn for name, fn in vars(TensorMethods).items() if callable(fn)}
    missing = set(exclude) - set(table)
    if missing:
        raise RuntimeError(f"method table: {sorted(missing)} replace no generated method")
    return {name: fn for name, fn in table.items() if name not in exclude}


def _merge(*tables):
    out = {}
    for t in tables:
        for name, fn in t.items():
            if name in out:
                raise RuntimeError(f"method table: {name} is declared twice")
            out[name] = fn
    return out


# Hand-written methods of the dense Tensor, by the module that owns each.
_TENSOR_OWN = {
    # api/conversion.py
    "to": conversion.to_method,
    "contiguous": conversion.contiguous_method,          # replaces the generated contiguous: memory formats
    # api/indexing.py
    "__getitem__": indexing.getitem,
    "__setitem__": indexing.setitem,
    # api/named.py: the named-tensor API
    "names": property(named.get_names, named.set_names, doc="The name of each dim (str, or None when unnamed)."),
    "rename": named.rename,
    "rename_": named.rename_,
    "refine_names": named.refine_names,
    "align_to": named.align_to,
    "align_as": named.align_as,
    "has_names": named.has_names,
    "flatten": named.flatten,                            # replaces the generated view: also by name
    "unflatten": named.unflatten,                        # likewise
    # core/printing.py, interop/pickling.py
    "__repr__": printing.tensor_repr,
    "__str__": printing.tensor_repr,
    "__format__": printing.tensor_format,
    "__reduce__": pickling.reduce_tensor,
    # api/numpy_mixing.py: NumPy operators defer to the Tensor's
    "__array_ufunc__": numpy_mixing.array_ufunc,
    "__array_priority__": 1000,
    # autograd/api.py
    "backward": autograd_api.tensor_backward,
    "register_hook": autograd_api.register_hook,
    "register_post_accumulate_grad_hook": autograd_api.register_post_accumulate_grad_hook,
    "retain_grad": autograd_api.retain_grad,
    "retains_grad": property(autograd_api.retains_grad),
    "detach_": autograd_api.detach_,                     # replaces the generated detach_
    "data": property(autograd_api.data, autograd_api.set_data),
    # families/factories.py: the legacy constructor and the new_* factories
    "__new__": factories.legacy_new,
    "new": factories.new,
    "new_empty": factories.new_empty,
    "new_empty_strided": factories.new_empty_strided,
    "new_zeros": factories.new_zeros,
    "new_ones": factories.new_ones,
    "new_full": factories.new_full,
    "new_tensor": factories.new_tensor,
    # interop/dlpack.py
    "__dlpack__": dlpack.__dlpack__,
    "__dlpack_device__": dlpack.__dlpack_device__,
    "__cuda_array_interface__": dlpack.__cuda_array_interface__,
    # sparse/build.py
    "to_sparse": sparse_build.to_sparse,
}

# Names a table entry replaces: generated methods the class (or its hand-written table) defines otherwise.
REPLACED = {
    Tensor: ("contiguous", "flatten", "unflatten", "detach_"),  # detach_: autograd/api.py's (views refuse it)
    NestedTensor: ("clone", "contiguous", "detach"),     # the class's own, per component
    SparseTensor: ("clone", "detach", "zero_"),          # the class's own (detach, zero_), sparse/build.py's clone
}

TENSOR = _merge(_generated(REPLACED[Tensor]), _TENSOR_OWN)

NESTED = _merge(_generated(REPLACED[NestedTensor]), {
    "backward": autograd_api.tensor_backward,
    "register_hook": autograd_api.register_hook,
    "retain_grad": autograd_api.retain_grad,
})

SPARSE = _merge(_generated(REPLACED[SparseTensor]), {
    # sparse/build.py: construction, coalescing and conversion of the layout
    "coalesce": sparse_build.coalesce,
    "to_dense": sparse_build.to_dense,
    "to_sparse": sparse_build.to_sparse,
    "indices": sparse_build.indices,
    "values": sparse_build.values,
    "_indices": sparse_build.raw_indices,
    "_values": sparse_build.raw_values,
    "to": sparse_build.to,
    "clone": sparse_build.clone,
    "__repr__": sparse_build.sparse_repr,
    "__str__": sparse_build.sparse_repr,
})

TABLES = {Tensor: TENSOR, NestedTensor: NESTED, SparseTensor: SPARSE}
