# generated from ops.yaml — do not edit
"""Code generated from ops.yaml by tensorgen.codegen: kernels_cpu, kernels_cuda, ops, methods."""
