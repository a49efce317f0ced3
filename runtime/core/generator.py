"""The default random generator: ``manual_seed`` makes every random op reproducible.

Two streams hang off the seed: a NumPy PCG64 generator (rand/randn factories)
and the counter of the generated random kernels (runtime/families/random_ops.py): each
call takes a block of counters, as PyTorch's Philox offset does, and CUDA
re-creates its xoroshiro128p states when the epoch changes.
"""
import numpy as np

_MASK = (1 << 64) - 1
_state = {"seed": 67280421310721, "gen": np.random.Generator(np.random.PCG64(67280421310721)),
          "offset": 0, "epoch": 0}


def manual_seed(seed):
    seed = int(seed)
    _state["seed"] = seed
    _state["gen"] = np.random.Generator(np.random.PCG64(seed & _MASK))
    _state["offset"] = 0
    _state["epoch"] += 1
    return _state["gen"]


seed = manual_seed


def initial_seed():
    return _state["seed"]


def generator():
    return _state["gen"]


def _mix64(x):
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


def counter_block(n):
    """(key, first counter) for ``n`` elements of a random kernel; advances the offset."""
    start = _state["offset"]
    _state["offset"] = start + n
    return np.uint64(_mix64(_state["seed"] & _MASK)), np.uint64(start & _MASK)


def epoch():
    """Changes on every manual_seed: device generators seeded earlier are stale."""
    return _state["epoch"]
