"""Random generators: ``tg.Generator`` (PyTorch's API: manual_seed, seed,
initial_seed, get_state, set_state) and the default one behind
``tg.manual_seed``, which makes every random op reproducible.

Two streams hang off a generator's seed: a NumPy PCG64 generator (the rand/randn
factories) and the counter of the generated random kernels
(runtime/families/random.py): each call takes a block of counters, as
PyTorch's Philox offset does, and CUDA re-creates its xoroshiro128p states when
the epoch changes.
"""
import os

import numpy as np

from . import dtypes as D
from .tensor import Tensor

_MASK = (1 << 64) - 1
_DEFAULT_SEED = 67280421310721
_epoch = [0]
# get_state's bytes: seed, counter offset, PCG64 state and increment, has_uint32, uinteger
_STATE_FIELDS = ((0, 8), (8, 16), (16, 32), (32, 48), (48, 49), (49, 53))
_STATE_SIZE = 53


class Generator:
    """A source of random numbers: pass it as ``generator=`` to a factory."""

    def __init__(self, device="cpu"):
        self.device = device if not isinstance(device, str) else _device(device)
        self._reset(_DEFAULT_SEED)

    def _reset(self, seed):
        self._seed = seed
        self._gen = np.random.Generator(np.random.PCG64(seed))
        self._offset = 0
        _epoch[0] += 1

    def manual_seed(self, seed):
        """Seeds the generator; a negative seed wraps to 64 bits, as PyTorch. Returns the generator."""
        seed = int(seed)
        if not -2 ** 63 <= seed < 2 ** 64:
            raise RuntimeError(f"Overflow when unpacking long long: manual_seed expected a 64-bit integer, "
                               f"got {seed}")
        self._reset(seed & _MASK)
        return self

    def seed(self):
        """Seeds the generator from the operating system's entropy; returns that seed."""
        s = int.from_bytes(os.urandom(8), "little")
        self._reset(s)
        return s

    def initial_seed(self):
        return self._seed

    def get_state(self):
        """The generator's state as a uint8 tensor (for set_state)."""
        bg = self._gen.bit_generator.state
        ints = (self._seed, self._offset, bg["state"]["state"], bg["state"]["inc"], bg["has_uint32"],
                bg["uinteger"])
        raw = b"".join(int(v).to_bytes(hi - lo, "little") for v, (lo, hi) in zip(ints, _STATE_FIELDS))
        return Tensor._from_array(np.frombuffer(raw, np.uint8).copy(), D.uint8)

    def set_state(self, new_state):
        if not isinstance(new_state, Tensor) or new_state.dtype is not D.uint8:
            raise TypeError("RNG state must be a ByteTensor (a uint8 tensor from get_state)")
        raw = bytes(np.ascontiguousarray(new_state._host()).reshape(-1))
        if len(raw) != _STATE_SIZE:
            raise RuntimeError(f"Expected a CPUGeneratorImplState of size {_STATE_SIZE} but found the input RNG "
                               f"state size to be {len(raw)}")
        seed, offset, state, inc, has32, uint = (int.from_bytes(raw[lo:hi], "little") for lo, hi in _STATE_FIELDS)
        self._reset(seed)
        self._offset = offset
        self._gen.bit_generator.state = {"bit_generator": "PCG64", "state": {"state": state, "inc": inc},
                                         "has_uint32": has32, "uinteger": uint}
        return self

    def __repr__(self):
        return f"<tensorgen.Generator object (device='{self.device}')>"

    # -- the streams the random ops draw from
    def numpy(self):
        return self._gen

    def counter_block(self, n):
        """(key, first counter) for ``n`` elements of a random kernel; advances the offset."""
        start = self._offset
        self._offset = start + n
        return np.uint64(_mix64(self._seed & _MASK)), np.uint64(start & _MASK)


def _device(name):
    if name not in ("cpu", "cuda") and not name.startswith("cuda:"):
        raise RuntimeError(f"Expected one of cpu, cuda device type at start of device string: {name}")
    return name


default_generator = Generator()


def manual_seed(seed):
    """Seeds the default generator (every random op); returns it."""
    return default_generator.manual_seed(seed)


def seed():
    """Seeds the default generator from the OS's entropy; returns the new seed."""
    return default_generator.seed()


def initial_seed():
    return default_generator.initial_seed()


def get_rng_state():
    return default_generator.get_state()


def set_rng_state(new_state):
    default_generator.set_state(new_state)


def resolve(op, gen):
    """The Generator a ``generator=`` argument names (None: the default one)."""
    if gen is None:
        return default_generator
    if not isinstance(gen, Generator):
        raise TypeError(f"{op}(): argument 'generator' must be torch.Generator, not {type(gen).__name__}")
    return gen


def generator(gen=None):
    """The NumPy stream of ``gen`` (the default generator when None)."""
    if gen is None:
        return default_generator.numpy()
    if not isinstance(gen, Generator):
        raise TypeError(f"generator must be a tensorgen.Generator, not {type(gen).__name__}")
    return gen.numpy()


def _mix64(x):
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


def counter_block(n):
    return default_generator.counter_block(n)


def epoch():
    """Changes on every reseed: device generators seeded earlier are stale."""
    return _epoch[0]
