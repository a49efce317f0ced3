"""Containers, as torch.nn.modules.container: Sequential, ModuleList, ModuleDict, ParameterList and
ParameterDict."""
import operator
from collections import OrderedDict

from ...core.tensor import Tensor
from ..parameter import Parameter
from .module import _addindent, Module


def _index(idx, n, cls):
    idx = operator.index(idx)
    if not -n <= idx < n:
        raise IndexError(f"index {idx} is out of range")
    return idx % n


class Sequential(Module):
    """Modules called one after the other."""

    def __init__(self, *args):
        super().__init__()
        if len(args) == 1 and isinstance(args[0], OrderedDict):
            for key, m in args[0].items():
                self.add_module(key, m)
        else:
            for i, m in enumerate(args):
                self.add_module(str(i), m)

    def __len__(self):
        return len(self._modules)

    def __iter__(self):
        return iter(self._modules.values())

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return type(self)(OrderedDict(list(self._modules.items())[idx]))
        return list(self._modules.values())[_index(idx, len(self), self)]

    def __setitem__(self, idx, module):
        key = list(self._modules)[_index(idx, len(self), self)]
        setattr(self, key, module)

    def __delitem__(self, idx):
        keys = list(self._modules)
        for k in (keys[idx] if isinstance(idx, slice) else [keys[_index(idx, len(self), self)]]):
            del self._modules[k]
        # renumber, as torch does, so that indices stay contiguous
        self._modules = OrderedDict((str(i), m) for i, m in enumerate(self._modules.values()))

    def append(self, module):
        self.add_module(str(len(self)), module)
        return self

    def extend(self, modules):
        for m in modules:
            self.append(m)
        return self

    def insert(self, index, module):
        if not isinstance(module, Module):
            raise AssertionError(f"module should be of type: {Module}")
        n = len(self)
        if not -n <= index <= n:
            raise IndexError(f"Index out of range: {index}")
        if index < 0:
            index += n
        mods = list(self._modules.values())
        mods.insert(index, module)
        self._modules = OrderedDict((str(i), m) for i, m in enumerate(mods))
        return self

    def forward(self, input):
        for m in self:
            input = m(input)
        return input


class ModuleList(Module):
    """Modules held in a list (registered, so they are visible to parameters() and state_dict())."""

    def __init__(self, modules=None):
        super().__init__()
        if modules is not None:
            self.extend(modules)

    def __len__(self):
        return len(self._modules)

    def __iter__(self):
        return iter(self._modules.values())

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return type(self)(list(self._modules.values())[idx])
        return self._modules[str(_index(idx, len(self), self))]

    def __setitem__(self, idx, module):
        setattr(self, str(_index(idx, len(self), self)), module)

    def __delitem__(self, idx):
        keys = list(self._modules)
        for k in (keys[idx] if isinstance(idx, slice) else [keys[_index(idx, len(self), self)]]):
            del self._modules[k]
        self._modules = OrderedDict((str(i), m) for i, m in enumerate(self._modules.values()))

    def __iadd__(self, modules):
        return self.extend(modules)

    def __add__(self, other):
        return ModuleList(list(self) + list(other))

    def append(self, module):
        self.add_module(str(len(self)), module)
        return self

    def extend(self, modules):
        if isinstance(modules, Module) and not isinstance(modules, (ModuleList, Sequential)) \
                or not hasattr(modules, "__iter__"):
            raise TypeError("ModuleList.extend should be called with an iterable, but got " + type(modules).__name__)
        for m in modules:
            self.append(m)
        return self

    def insert(self, index, module):
        mods = list(self._modules.values())
        mods.insert(index, module)
        self._modules = OrderedDict()
        for i, m in enumerate(mods):
            self.add_module(str(i), m)

    def __repr__(self):
        # torch folds runs of equal reprs: "(0-2): 3 x Linear(...)"
        reprs = [repr(m) for m in self]
        if not reprs:
            return self._get_name() + "()"
        groups, start = [], 0
        for i in range(1, len(reprs) + 1):
            if i == len(reprs) or reprs[i] != reprs[start]:
                groups.append((start, i - 1))
                start = i
        lines = []
        for a, b in groups:
            body = _addindent(reprs[a], 2)
            if a == b:
                lines.append(f"({a}): {body}")
            else:
                lines.append(f"({a}-{b}): {b - a + 1} x {body}")
        return self._get_name() + "(\n  " + "\n  ".join(lines) + "\n)"

    def forward(self, *args, **kwargs):
        raise NotImplementedError("ModuleList has no forward(): call the modules it holds")


class ModuleDict(Module):
    """Modules held in an ordered dict."""

    def __init__(self, modules=None):
        super().__init__()
        if modules is not None:
            self.update(modules)

    def __getitem__(self, key):
        return self._modules[key]

    def __setitem__(self, key, module):
        self.add_module(key, module)

    def __delitem__(self, key):
        del self._modules[key]

    def __len__(self):
        return len(self._modules)

    def __iter__(self):
        return iter(self._modules)

    def __contains__(self, key):
        return key in self._modules

    def clear(self):
        self._modules.clear()

    def pop(self, key):
        v = self[key]
        del self[key]
        return v

    def keys(self):
        return self._modules.keys()

    def items(self):
        return self._modules.items()

    def values(self):
        return self._modules.values()

    def update(self, modules):
        items = modules.items() if hasattr(modules, "items") else modules
        for j, kv in enumerate(items):
            if not isinstance(kv, (tuple, list)) or len(kv) != 2:
                raise ValueError(f"ModuleDict update sequence element #{j} has length "
                                 f"{len(kv) if hasattr(kv, '__len__') else 'unknown'}; 2 is required")
            self[kv[0]] = kv[1]

    def forward(self, *args, **kwargs):
        raise NotImplementedError("ModuleDict has no forward(): call the modules it holds")


def _as_param(value):
    return Parameter(value) if isinstance(value, Tensor) and not isinstance(value, Parameter) else value


def _describe(key, p, legacy_type=False):
    """One child line; ParameterDict names the legacy tensor type (torch.typename), ParameterList the dtype."""
    if isinstance(p, Tensor):
        size = "x".join(str(s) for s in p.shape)
        device = f" ({p.device})" if p.device.type == "cuda" else ""
        kind = "Parameter" if isinstance(p, Parameter) else "Tensor"
        return f"  ({key}): {kind} containing: [{p.type() if legacy_type else p.dtype} of size {size}{device}]"
    return f"  ({key}): Object of type: {type(p).__name__}"


class ParameterList(Module):
    def __init__(self, values=None):
        super().__init__()
        self._size = 0
        if values is not None:
            self += values

    def _abs_index(self, idx):
        idx = int(idx)
        if not -len(self) <= idx < len(self):
            raise IndexError(f"index {idx} is out of range")
        return str(idx % len(self))

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            out = ParameterList()
            for i in range(*idx.indices(len(self))):
                out.append(self[i])
            return out
        return getattr(self, self._abs_index(idx))

    def __setitem__(self, idx, param):
        setattr(self, self._abs_index(idx), _as_param(param))

    def __len__(self):
        return self._size

    def __iter__(self):
        return iter(self[i] for i in range(len(self)))

    def __iadd__(self, parameters):
        return self.extend(parameters)

    def __dir__(self):
        return [k for k in super().__dir__() if not k.isdigit()]

    def append(self, value):
        self._size += 1
        self[self._size - 1] = value
        return self

    def extend(self, values):
        if not hasattr(values, "__iter__") or isinstance(values, Tensor):
            raise TypeError("ParameterList.extend should be called with an iterable, but got "
                            + type(values).__name__)
        for v in values:
            self.append(v)
        return self

    def extra_repr(self):
        return "\n".join(_describe(k, p) for k, p in enumerate(self))

    def __call__(self, *args, **kwargs):
        raise RuntimeError("ParameterList should not be called.")


class ParameterDict(Module):
    def __init__(self, parameters=None):
        super().__init__()
        self._keys = {}
        if parameters is not None:
            self.update(parameters)

    def __getitem__(self, key):
        return getattr(self, key)

    def __setitem__(self, key, value):
        self._keys[key] = None
        setattr(self, key, _as_param(value))

    def __delitem__(self, key):
        del self._keys[key]
        delattr(self, key)

    def __len__(self):
        return len(self._keys)

    def __iter__(self):
        return iter(self._keys)

    def __reversed__(self):
        return reversed(list(self._keys))

    def __contains__(self, key):
        return key in self._keys

    def keys(self):
        return self._keys.keys()

    def items(self):
        return ((k, self[k]) for k in self._keys)

    def values(self):
        return (self[k] for k in self._keys)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def pop(self, key):
        v = self[key]
        del self[key]
        return v

    def popitem(self):
        k = list(self._keys)[-1]
        return k, self.pop(k)

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return self[key]

    def clear(self):
        for k in list(self._keys):
            del self[k]

    def copy(self):
        return ParameterDict({k: v for k, v in self.items()})

    def fromkeys(self, keys, default=None):
        return ParameterDict((k, default) for k in keys)

    def update(self, parameters):
        if isinstance(parameters, (dict, ParameterDict)):
            pairs = parameters.items()
        elif hasattr(parameters, "__iter__"):
            pairs = []
            for j, pair in enumerate(parameters):
                if not hasattr(pair, "__iter__") or isinstance(pair, Tensor):
                    raise TypeError(f"ParameterDict update sequence element #{j} should be Iterable; is "
                                    + type(pair).__name__)
                pair = tuple(pair)
                if len(pair) != 2:
                    raise ValueError(f"ParameterDict update sequence element #{j} has length {len(pair)}; 2 is "
                                     "required")
                pairs.append(pair)
        else:
            raise TypeError("ParametersDict.update should be called with an iterable of key/value pairs, but got "
                            + type(parameters).__name__)
        for k, v in pairs:
            self[k] = v

    def extra_repr(self):
        return "\n".join(_describe(k, p, True) for k, p in self.items())

    def __call__(self, input):
        raise RuntimeError("ParameterDict should not be called.")

    def __or__(self, other):
        out = self.copy()
        out.update(other)
        return out

    def __ior__(self, other):
        self.update(other)
        return self
