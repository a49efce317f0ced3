"""``tensorgen.random``: the default generator's seed and state, as torch.random."""
import contextlib

from .core.generator import get_rng_state, initial_seed, manual_seed, seed, set_rng_state  # noqa: F401


@contextlib.contextmanager
def fork_rng(devices=None, enabled=True, device_type="cuda"):
    """Restores the default generator's state on exit (draws inside do not
    change the stream outside)."""
    if not enabled:
        yield
        return
    state = get_rng_state()
    try:
        yield
    finally:
        set_rng_state(state)
