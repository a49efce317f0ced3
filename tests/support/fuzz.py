"""Settings shared by the fuzz tests (tests/codegen/test_codegen_fuzz.py, tests/ops/test_op_fuzz.py).

- default (the README's test run): a few examples, the same ones every run
  (``derandomize``), so a colleague's run never fails by chance;
- ``TENSORGEN_FUZZ=long`` (CI, see .ci/run): many more examples, still the same
  ones every run, so a CI failure reproduces;
- ``TENSORGEN_FUZZ=explore``: as many, fresh ones each run (looking for bugs);
- ``TENSORGEN_FUZZ_EXAMPLES=N`` sets the count of any of them.
"""
import os

from hypothesis import HealthCheck, settings

MODE = os.environ.get("TENSORGEN_FUZZ", "")


def fuzz_settings(examples, long_examples):
    count = int(os.environ.get("TENSORGEN_FUZZ_EXAMPLES", 0)) or (long_examples if MODE in ("long", "explore")
                                                                    else examples)
    return settings(max_examples=count, deadline=None, derandomize=MODE != "explore", database=None,
                    print_blob=True, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                                            HealthCheck.filter_too_much])
