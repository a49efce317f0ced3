import os

from support import tiers

# The CUDA path runs in Numba's simulator: no test needs a GPU. Set before
# anything imports numba.cuda (tensorgen imports it lazily).
os.environ.setdefault("NUMBA_ENABLE_CUDASIM", "1")


def pytest_configure(config):
    config.addinivalue_line("markers", "exhaustive: runs only in the exhaustive tier (TENSORGEN_TIER=exhaustive)")


def pytest_report_header(config):
    return f"tier: {tiers.tier()} (TENSORGEN_TIER=exhaustive runs every case; tests/support/tiers.py)"


def pytest_collection_modifyitems(config, items):
    if tiers.tier() == "exhaustive":
        return
    kept, dropped = tiers.select(items, config.args)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept
