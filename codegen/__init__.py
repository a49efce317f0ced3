"""tensorgen's generator: ops.yaml → (parse → validate → model → render) → generated/.

Run ``python -m tensorgen.codegen`` (or ``tensorgen-regenerate``); ``--check``
only reports stale files. Nothing here is imported by the runtime.
"""
