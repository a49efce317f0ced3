"""``tensorgen.cuda``: availability queries, as ``torch.cuda``."""
from .backends import cuda as _cb


def is_available():
    return _cb.is_available()


def device_count():
    return _cb.device_count()


def current_device():
    _cb.require()
    return 0


def synchronize():
    if _cb.is_available():
        _cb._cuda().synchronize()
