"""Operators PyTorch's Python binding accepts in several forms (``std(x, 0,
True)`` and ``std(x, True)``; ``max(x)``, ``max(x, dim)``, ``max(x, other)``).

Each form is a plain Python function with that form's exact parameters (so
Python binds the call and ``inspect`` reads it), returning the operator's
arguments in its declared order, or None when an argument's type does not fit
the form; the forms are tried in order, as PyTorch's argument parser tries its
signatures. A call no form takes raises PyTorch's "received an invalid
combination of arguments" TypeError listing the forms. The forms of the
generated operators come from ops.yaml `overloads:`; hand-written functions
(``Tensor.to``, ``randint``) declare theirs the same way.
"""
import inspect
import numbers

import numpy as np

from . import dtypes as D
from . import layout_hooks
from .devices import device as _device
from .generator import Generator
from .layouts import layout as _layout, memory_format as _memory_format
from .tensor import Tensor


# The predicates test the common Python types first: an ABC isinstance
# (numbers.Integral) costs more than the whole rest of a form's binding.

def is_tensor(x):
    return isinstance(x, Tensor) or type(x) in layout_hooks._handlers


def is_bool(x):
    return type(x) is bool or isinstance(x, np.bool_)


def is_int(x):
    """An int (not a bool), or a zero-dim integer tensor, as the parser's int."""
    t = type(x)
    if t is int:
        return True
    if t is bool:
        return False
    if isinstance(x, Tensor):
        return x.ndim == 0 and not x.dtype.is_floating_point and x.dtype is not D.bool_
    return isinstance(x, numbers.Integral) and not isinstance(x, np.bool_)


def is_float(x):
    t = type(x)
    if t is float or t is int:
        return True
    if t is bool:
        return False
    if isinstance(x, Tensor):
        return x.ndim == 0
    return isinstance(x, numbers.Real) and not isinstance(x, np.bool_)


def is_scalar(x):
    t = type(x)
    if t is int or t is float or t is bool:
        return True
    if isinstance(x, Tensor):
        return x.ndim == 0
    return isinstance(x, numbers.Number)


def is_str(x):
    return isinstance(x, str)


def is_dim(x):
    """A dim: an index or a dim name."""
    return type(x) is int or isinstance(x, str) or is_int(x)


def _seq(x):
    return isinstance(x, (list, tuple))


def is_int_list(x):
    """An int list: a sequence of ints (a torch.Size)."""
    return _seq(x) and all(is_int(v) for v in x)


def is_dim_list(x):
    return is_dim(x) or (_seq(x) and all(is_dim(v) for v in x))


def is_tensor_list(x):
    return _seq(x) and all(is_tensor(v) for v in x)


def is_dtype(x):
    return isinstance(x, D.dtype)


def is_device(x):
    return isinstance(x, (_device, str)) or is_int(x)


def is_layout(x):
    return isinstance(x, _layout)


def is_memory_format(x):
    return isinstance(x, _memory_format)


def is_generator(x):
    return isinstance(x, Generator)


class Overloads:
    """The forms of one operator; calling it with a call's (args, kwargs)
    returns what the first fitting form returns."""

    def __init__(self, name, forms):
        self.name = name
        self.forms = tuple(forms)
        # What a form can take, read once, so that a call is matched without
        # raising: (most positionals, fewest when no keyword is given, keyword
        # names, required (position, name)s).
        self._shapes = []
        for f in self.forms:
            params = list(inspect.signature(f).parameters.values())
            positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
            varargs = any(p.kind is p.VAR_POSITIONAL for p in params)
            names = frozenset(p.name for p in params if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY))
            required = tuple((positional.index(p) if p in positional else 1 << 30, p.name) for p in params
                             if p.default is p.empty and p.kind is not p.VAR_POSITIONAL)
            least = max((i + 1 for i, _ in required), default=0)
            self._shapes.append((f, 1 << 30 if varargs else len(positional), least, names, required))

    def __call__(self, args, kwargs):
        n = len(args)
        for f, most, least, names, required in self._shapes:
            if n > most:
                continue
            if kwargs:
                if not kwargs.keys() <= names or any(i >= n and k not in kwargs for i, k in required):
                    continue
            elif n < least:
                continue
            try:
                bound = f(*args, **kwargs)
            except TypeError:  # an argument given twice: not this form
                continue
            if bound is not None:
                return bound
        raise TypeError(self.error(args, kwargs))

    def error(self, args, kwargs):
        """PyTorch's words for a call that fits none of the forms."""
        got = [type(a).__name__ if not isinstance(a, Tensor) else "Tensor" for a in args]
        got += [f"{k}={type(v).__name__ if not isinstance(v, Tensor) else 'Tensor'}" for k, v in kwargs.items()]
        lines = [f" * {inspect.signature(f)}" for f in self.forms]
        return (f"{self.name}() received an invalid combination of arguments - got ({', '.join(got)}), "
                f"but expected one of:\n" + "\n".join(lines))

    def signatures(self):
        """The forms' signatures (the signature test reads them)."""
        return tuple(inspect.signature(f) for f in self.forms)


class Done:
    """A form that runs another operator (``max(x, other)`` is ``maximum``)
    returns its result wrapped in this, so the caller returns it as it is."""
    __slots__ = ("result",)

    def __init__(self, result):
        self.result = result


def overloaded(forms):
    """Marks a function taking ``(*args, **kwargs)`` as accepting exactly
    ``forms`` (an Overloads): ``fn.overloads`` holds them."""
    def mark(fn):
        fn.overloads = forms
        return fn
    return mark


def varargs(name, argname, args, value, default):
    """A method's int-list argument given as ``*args`` (``x.view(2, 3)``), as
    one sequence (``x.view((2, 3))``) or by keyword (``x.view(size=(2, 3))``);
    ``default`` when none of them (``x.squeeze()``)."""
    if value is None:
        if len(args) == 1 and isinstance(args[0], (list, tuple)):
            return args[0]
        return args if args else default
    if args:
        raise TypeError(f"{name}() got multiple values for argument '{argname}'")
    return value
