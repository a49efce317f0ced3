"""Which recorded nodes run as fused kernels (filled in by the fusion pass)."""


def plan_steps(nodes, output, tracer):
    return list(nodes)
