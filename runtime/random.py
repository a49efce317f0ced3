"""The default random generator: ``manual_seed`` makes every random op reproducible."""
import numpy as np

_state = {"seed": 67280421310721, "gen": np.random.Generator(np.random.PCG64(67280421310721))}


def manual_seed(seed):
    seed = int(seed)
    _state["seed"] = seed
    _state["gen"] = np.random.Generator(np.random.PCG64(seed & ((1 << 64) - 1)))
    return _state["gen"]


seed = manual_seed


def initial_seed():
    return _state["seed"]


def generator():
    return _state["gen"]
