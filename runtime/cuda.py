"""``tensorgen.cuda``: availability queries, as ``torch.cuda``."""
from .backends import cuda as _cb
from .core import generator as _generator
from .amp import cuda_amp as amp  # noqa: F401 - torch.cuda.amp.autocast / GradScaler (device fixed)


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


def manual_seed(seed):
    """Seeds the generator cuda random ops draw from (tensorgen's one default
    generator); ignored when CUDA is not available, as torch.cuda.manual_seed."""
    if _cb.is_available():
        _generator.manual_seed(seed)


manual_seed_all = manual_seed


def empty_cache():
    """tensorgen keeps no cache of freed device memory: nothing to release."""


def get_device_name(device=None):
    _cb.require()
    name = _cb._cuda().get_current_device().name
    return name.decode() if isinstance(name, bytes) else str(name)
