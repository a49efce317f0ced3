"""What several module classes share: the 1d/2d/3d variants of a class, named as
torch's (ConstantPad2d, MaxPool3d, ...), and the affine parameters of the norm layers."""
from ...families import factories as _f
from ..parameter import Parameter


def nd_variants(base, name, **attrs):
    """base's subclasses for ranks 1, 2 and 3, named name.format(rank), with _nd = rank and attrs set.

    They are module-level classes of base's module (the caller binds each to its name there), so
    reprs, pickling and isinstance see three ordinary classes.
    """
    return tuple(type(name.format(nd), (base,), {"_nd": nd, "__module__": base.__module__, **attrs})
                 for nd in (1, 2, 3))


def affine_parameters(module, shape, affine, bias, device, dtype):
    """A norm layer's ``weight`` and ``bias`` of ``shape`` (uninitialised: its
    reset_parameters fills them), or None registered for each it has not."""
    if affine:
        module.weight = Parameter(_f.empty(shape, device=device, dtype=dtype))
        if bias:
            module.bias = Parameter(_f.empty(shape, device=device, dtype=dtype))
        else:
            module.register_parameter("bias", None)
    else:
        module.register_parameter("weight", None)
        module.register_parameter("bias", None)
