"""The call pipeline every generated operator runs through (pipeline.py) and
the checks and writer of its out=/in-place targets (target.py)."""
