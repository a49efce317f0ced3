"""Gradients at the edges of each formula's domain (zeros, ties, clamps), where
a formula written naively gives nan or an exception and PyTorch gives a number."""
import math

import numpy as np
import pytest

import tensorgen as tg

F = tg.nn.functional

# (name, function of (lib, *inputs), inputs, the gradients PyTorch 2.13 gives)
CASES = [
    ("pow_scalar_base", lambda l, x: 2.0 ** x, [[0.0, -1.0, 2.0]],
     [[math.log(2), 0.5 * math.log(2), 4 * math.log(2)]]),
    ("pow_zero_base", lambda l, x: 0.0 ** x, [[0.0, 1.0, 2.0]], [[0.0, 0.0, 0.0]]),
    ("atan2_origin", lambda l, x, y: l.atan2(x, y), [[0.0, 1.0], [0.0, 1.0]], [[0.0, 0.5], [0.0, -0.5]]),
    ("std_one_element", lambda l, x: x.std(), [[1.0]], [[math.nan]]),
    ("var_one_element", lambda l, x: x.var(), [[1.0]], [[math.nan]]),
    ("norm_p1_5_zero", lambda l, x: l.linalg.vector_norm(x, ord=1.5), [[0.0, 1.0, -2.0]],
     [[0.0, 0.6392340060, -0.9040134]]),
    ("norm_p0_5_zero", lambda l, x: l.linalg.vector_norm(x, ord=0.5), [[0.0, 1.0, -2.0]],
     [[0.0, 2.4142135624, -1.7071067812]]),
    ("norm_p0_5_all_zero", lambda l, x: l.linalg.vector_norm(x, ord=0.5), [[0.0, 0.0]], [[0.0, 0.0]]),
    ("cdist_zero_distance", lambda l, x, y: l.cdist(x, y), [[[1.0, 2.0]], [[1.0, 2.0], [0.0, 0.0]]],
     [[[0.4472135955, 0.894427191]], [[0.0, 0.0], [-0.4472135955, -0.894427191]]]),
    ("cdist_p1_5_zero_component", lambda l, x, y: l.cdist(x, y, p=1.5), [[[1.0, 2.0]], [[1.0, 0.0]]],
     [[[0.0, 1.0]], [[0.0, -1.0]]]),
    ("bce_at_0_and_1", lambda l, x: l.nn.functional.binary_cross_entropy(x, l.tensor([0.0, 1.0], dtype=l.float64)),
     [[0.0, 1.0]], [[0.0, 0.0]]),
    ("bce_clamped_denominator", lambda l, x: l.nn.functional.binary_cross_entropy(x, l.tensor([1.0, 0.0], dtype=l.float64),
                                                                    reduction="sum"),
     [[0.0, 1.0]], [[-1e12, 1e12]]),
    ("multi_margin_at_the_margin", lambda l, x: l.nn.functional.multi_margin_loss(x, l.tensor([1, 0])),
     [[[1.0, 2.0, 3.0], [1.0, 1.0, 0.0]]],
     [[[0.0, -1 / 6, 1 / 6], [-1 / 6, 1 / 6, 0.0]]]),
    ("hardswish_boundaries", lambda l, x: l.nn.functional.hardswish(x), [[-3.0, -2.5, 3.0, 0.0]],
     [[0.0, -1.0 / 3.0, 1.0, 0.5]]),
]


def _grads(lib, fn, inputs):
    xs = [lib.tensor(v, dtype=lib.float64, requires_grad=True) for v in inputs]
    y = fn(lib, *xs)
    (y if y.numel() == 1 else y.sum()).backward()
    return [np.array(x.grad.tolist(), dtype=float) for x in xs]


@pytest.mark.parametrize("name,fn,inputs,want", CASES, ids=[c[0] for c in CASES])
def test_gradient_at_domain_edge(name, fn, inputs, want):
    got = _grads(tg, fn, inputs)
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, np.array(w, dtype=float), rtol=1e-8, atol=1e-9, equal_nan=True)


@pytest.mark.parametrize("name,fn,inputs,want", CASES, ids=[c[0] for c in CASES])
def test_gradient_at_domain_edge_matches_torch(name, fn, inputs, want):
    torch = pytest.importorskip("torch")
    for g, r in zip(_grads(tg, fn, inputs), _grads(torch, fn, inputs)):
        # (torch takes log of a Python base in float32: 1e-8 relative)
        np.testing.assert_allclose(g, r, rtol=1e-7, atol=0, equal_nan=True)


@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32", "float64"])
def test_binary_cross_entropy_values_and_grads_match_torch(dtype):
    torch = pytest.importorskip("torch")
    x = [0.0, 1e-8, 0.3, 0.999999, 1.0]
    t = [0.0, 1.0, 0.5, 1.0, 0.0]
    out = []
    for lib in (torch, tg):
        xi = lib.tensor(x, dtype=getattr(lib, dtype), requires_grad=True)
        ti = lib.tensor(t, dtype=getattr(lib, dtype), requires_grad=True)
        loss = F.binary_cross_entropy(xi, ti, reduction="none") if lib is tg else \
            torch.nn.functional.binary_cross_entropy(xi, ti, reduction="none")
        (loss * lib.arange(5.0).to(getattr(lib, dtype))).sum().backward()
        out.append([np.array(v.float().tolist()) for v in (loss, xi.grad, ti.grad)])
    tol = 1e-2 if "16" in dtype else 1e-6
    for a, b in zip(*out):
        np.testing.assert_allclose(b, a, rtol=tol, equal_nan=True)


def test_binary_cross_entropy_refuses_nan_probability():
    with pytest.raises(RuntimeError, match="all elements of input should be between 0 and 1"):
        F.binary_cross_entropy(tg.tensor([math.nan]), tg.tensor([1.0]))


def test_detach_shares_the_version_counter_and_data_does_not():
    # torch: writes through detach() are seen by autograd's saved-tensor check; through .data they are not
    x = tg.ones(3, requires_grad=True)
    y = x.exp()  # saves its result
    z = y.detach()
    z.mul_(2)
    assert y._version == z._version == 1
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        y.sum().backward()
    x = tg.ones(3, requires_grad=True)
    y = x.exp()
    y.data.mul_(2)
    assert y._version == 0
    y.sum().backward()  # PyTorch's contract for .data: the write is not checked
    np.testing.assert_allclose(x.grad.numpy(), np.full(3, 2 * np.e), rtol=1e-6)
