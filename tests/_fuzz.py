"""Settings shared by the fuzz tests (tests/test_codegen_fuzz.py, tests/test_op_fuzz.py).

The default test run draws a few fixed examples (``derandomize``: the same ones
every run, so a run on a colleague's branch never fails by chance); CI's long
run (``TENSORGEN_FUZZ=long``, see .ci/run) draws many fresh ones each time.
``TENSORGEN_FUZZ_EXAMPLES=N`` sets the count of either.
"""
import os

from hypothesis import HealthCheck, settings

LONG = os.environ.get("TENSORGEN_FUZZ", "") == "long"


def fuzz_settings(examples, long_examples):
    count = int(os.environ.get("TENSORGEN_FUZZ_EXAMPLES", 0)) or (long_examples if LONG else examples)
    return settings(max_examples=count, deadline=None, derandomize=not LONG,
                    database=None, print_blob=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.filter_too_much])
