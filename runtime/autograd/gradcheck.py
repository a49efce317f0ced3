"""``gradcheck`` / ``gradgradcheck``: analytical gradients against central
finite differences, in float64, with PyTorch's default tolerances."""
import numpy as np

from ..core.tensor import Tensor
from ..families import factories
from . import api


def _outputs(fn, inputs):
    """fn's differentiable results (as torch's gradcheck: a result that does not
    require grad, lstsq's singular values say, is no part of the Jacobian)."""
    out = fn(*inputs)
    outs = out if isinstance(out, (tuple, list)) else (out,)
    return [o for o in outs if isinstance(o, Tensor) and o.requires_grad]


def _differentiable(inputs):
    return [i for i, x in enumerate(inputs) if isinstance(x, Tensor) and x.requires_grad]


def _values(outs):
    return np.concatenate([np.asarray(o.detach()._host(), np.float64).reshape(-1) for o in outs]) if outs else \
        np.zeros(0)


def _like(x, arr, requires_grad=False):
    t = factories.tensor(arr, dtype=x.dtype, device=x.device, requires_grad=requires_grad)
    t._names = x._names
    return t


def _differentiable_outputs(fn, inputs):
    """Which of fn's outputs require grad at `inputs` (as torch's gradcheck, the others, an op's
    integer indices or its non-differentiable statistics, are not compared)."""
    return [o.requires_grad for o in _outputs(fn, inputs)]


def numerical_jacobian(fn, inputs, eps=1e-6):
    """Per differentiable input: d(differentiable outputs, flattened) / d(its elements), by central differences."""
    keep = _differentiable_outputs(fn, inputs)

    def values(args):
        return _values([o for o, k in zip(_outputs(fn, args), keep) if k])
    jac = []
    for i in _differentiable(inputs):
        x = inputs[i]
        base = np.asarray(x.detach()._host(), np.float64)
        cols = []
        for k in range(base.size):
            vals = []
            for sign in (1, -1):
                pert = base.copy().reshape(-1)
                pert[k] += sign * eps
                args = list(inputs)
                # the perturbed input records too: fn may differentiate inside (gradgradcheck)
                args[i] = _like(x, pert.reshape(base.shape), requires_grad=True)
                vals.append(values(args))
            cols.append((vals[0] - vals[1]) / (2 * eps))
        n_out = values(inputs).size
        jac.append(np.stack(cols, axis=1) if cols else np.zeros((n_out, 0)))
    return jac


def analytical_jacobian(fn, inputs):
    """Per differentiable input: the same Jacobian from autograd, one output element at a time."""
    outs = [o for o in _outputs(fn, inputs) if o.requires_grad]
    idx = _differentiable(inputs)
    sizes = [o.numel() for o in outs]
    jac = [np.zeros((sum(sizes), inputs[i].numel())) for i in idx]
    row = 0
    for o, n in zip(outs, sizes):
        if o.requires_grad:
            for k in range(n):
                g = np.zeros(n)
                g[k] = 1.0
                grads = api.grad([o], [inputs[i] for i in idx], [_like(o, g.reshape(tuple(o.shape)))],
                                 retain_graph=True, allow_unused=True)
                for j, gi in enumerate(grads):
                    if gi is not None:
                        jac[j][row + k] = np.asarray(gi.detach()._host(), np.float64).reshape(-1)
        row += n
    return jac


def gradcheck(func, inputs, *, eps=1e-6, atol=1e-5, rtol=1e-3, raise_exception=True, **_ignored):
    """Whether func's gradients at `inputs` (float64 tensors that require grad) match finite differences."""
    inputs = tuple(inputs) if isinstance(inputs, (tuple, list)) else (inputs,)
    for x in inputs:
        if isinstance(x, Tensor) and x.requires_grad and x.dtype.name != "float64":
            raise ValueError("gradcheck expects double precision (float64) inputs that require grad, got "
                             f"{x.dtype}")
    numerical = numerical_jacobian(func, inputs, eps)
    analytical = analytical_jacobian(func, inputs)
    for k, (a, n) in enumerate(zip(analytical, numerical)):
        if not np.allclose(a, n, rtol=rtol, atol=atol, equal_nan=True):
            if raise_exception:
                raise GradcheckError(f"Jacobian mismatch for output 0 with respect to input {k},\n"
                                     f"numerical:{n}\nanalytical:{a}\n")
            return False
    return True


def gradgradcheck(func, inputs, grad_outputs=None, *, eps=1e-6, atol=1e-5, rtol=1e-3, raise_exception=True,
                  **_ignored):
    """gradcheck of the gradients themselves (the backward pass made with create_graph)."""
    inputs = tuple(inputs) if isinstance(inputs, (tuple, list)) else (inputs,)
    outs = _outputs(func, inputs)
    rng = np.random.default_rng(0)
    if grad_outputs is None:
        grad_outputs = [_like(o, rng.standard_normal(tuple(o.shape)), requires_grad=True) for o in outs
                        if o.requires_grad]
    n_in = len(inputs)

    def first_grads(*args):
        xs, gs = args[:n_in], args[n_in:]
        diff = [x for x in xs if isinstance(x, Tensor) and x.requires_grad]
        res = api.grad([o for o in _outputs(func, xs) if o.requires_grad], diff, list(gs), create_graph=True,
                       allow_unused=True)
        return tuple(r for r in res if r is not None)

    return gradcheck(first_grads, inputs + tuple(grad_outputs), eps=eps, atol=atol, rtol=rtol,
                     raise_exception=raise_exception)


class GradcheckError(RuntimeError):
    """gradcheck's failure: the Jacobians differ."""
