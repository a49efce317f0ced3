"""The 1d/2d/3d variants of a module class, named as torch's (ConstantPad2d, MaxPool3d, ...)."""


def nd_variants(base, name, **attrs):
    """base's subclasses for ranks 1, 2 and 3, named name.format(rank), with _nd = rank and attrs set.

    They are module-level classes of base's module (the caller binds each to its name there), so
    reprs, pickling and isinstance see three ordinary classes.
    """
    return tuple(type(name.format(nd), (base,), {"_nd": nd, "__module__": base.__module__, **attrs})
                 for nd in (1, 2, 3))
