"""``tensorgen.autograd``: gradients of any call of the generated operators.

The derivatives come from ops.yaml (`derivatives:` of each entry, rendered into
generated/ops.py next to the op record that carries it); the call pipeline
records a node per call (graph.py)
and ``backward``/``grad`` walk the graph (engine.py). Names go beyond PyTorch:
a gradient carries the names of the tensor it belongs to, and a gradient given
to ``backward`` must unify with the output's names (docs/autograd.md).
"""
from ..dispatch import pipeline as _pipeline
from . import grad_mode as _grad_mode
from . import graph
from .grad_mode import (no_grad, enable_grad, set_grad_enabled, inference_mode, is_grad_enabled,  # noqa: F401
                        is_inference_mode_enabled)
from .api import backward, grad, register_post_accumulate_grad_hook  # noqa: F401
from .gradcheck import gradcheck, gradgradcheck  # noqa: F401
from .function import Function, FunctionCtx, once_differentiable  # noqa: F401 - user-defined backward


class _Recorder:
    """The pipeline's autograd hook (dispatch/pipeline.py)."""

    @staticmethod
    def before(op, target, args, inplace, out, diverted=False):
        if not _grad_mode.STATE.enabled:
            return None
        return graph.before(op, target, args, inplace, out, diverted)

    after = staticmethod(graph.after)
    record = staticmethod(graph.record)

    @staticmethod
    def enabled():
        return _grad_mode.STATE.enabled

    paused = staticmethod(_grad_mode.no_grad)


# The pipeline sits below autograd: the recorder reaches it through its hook
# when this package is imported (each op record carries its derivative:
# generated/ops.py, ``backward=``).
_pipeline.set_autograd(_Recorder)
