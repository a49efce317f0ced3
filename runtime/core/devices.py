"""``tensorgen.device``: a device type with an optional index, as ``torch.device``."""

_TYPES = ("cpu", "cuda")


class device:
    __slots__ = ("type", "index")

    def __init__(self, type_or_spec, index=None):
        if isinstance(type_or_spec, device):
            if index is not None:
                raise ValueError("device(): an index cannot be given with a device object")
            self.type, self.index = type_or_spec.type, type_or_spec.index
            return
        if isinstance(type_or_spec, int) and not isinstance(type_or_spec, bool):
            # Legacy: a bare ordinal names a CUDA device.
            if type_or_spec < 0:
                raise RuntimeError(f"Device index must not be negative, got {type_or_spec}")
            self.type, self.index = "cuda", type_or_spec
            return
        if not isinstance(type_or_spec, str):
            raise TypeError(f"device(): expected a string, an int or a device, got {type(type_or_spec).__name__}")
        spec = type_or_spec.strip()
        typ, sep, idx = spec.partition(":")
        if typ not in _TYPES:
            raise RuntimeError(
                f"Expected one of cpu, cuda device type at start of device string: {type_or_spec}")
        if sep:
            if index is not None:
                raise RuntimeError(f"type (string) must not include an index because index was passed explicitly: {type_or_spec}")
            if not idx.isdigit():
                raise RuntimeError(f"Invalid device string: '{type_or_spec}'")
            index = int(idx)
        if index is not None:
            if not isinstance(index, int) or isinstance(index, bool):
                raise TypeError(f"device(): index must be an int, got {type(index).__name__}")
            if index < 0:
                raise RuntimeError(f"Device index must not be negative, got {index}")
        self.type, self.index = typ, index

    def __eq__(self, other):
        if isinstance(other, str):
            try:
                other = device(other)
            except (RuntimeError, TypeError):
                return False
        return isinstance(other, device) and self.type == other.type and self.index == other.index

    def __hash__(self):
        return hash((self.type, self.index))

    def __repr__(self):
        if self.index is None:
            return f"device(type='{self.type}')"
        return f"device(type='{self.type}', index={self.index})"

    def __str__(self):
        return self.type if self.index is None else f"{self.type}:{self.index}"

    def __reduce__(self):
        return (device, (self.type, self.index))


CPU = device("cpu")

# where factories put a tensor when no device= is given (tg.set_default_device)
_default = [CPU]


def get_default_device():
    return _default[0]
