"""Window functions: tg.signal.windows (torch.signal.windows' SciPy-style
windows, Python over generated operators) and the ATen factories
bartlett_window, blackman_window, hamming_window, hann_window, kaiser_window
(ops.yaml composites), against torch: values for every length kind (0, 1,
even, odd), symmetric and periodic, float32 and float64, the parameters,
requires_grad, the errors; and the CUDA device."""
import inspect

import numpy as np
import pytest

import tensorgen as tg

W = tg.signal.windows
NAMES = ["bartlett", "blackman", "cosine", "exponential", "gaussian", "general_cosine", "general_hamming", "hamming",
         "hann", "kaiser", "nuttall"]
# each window's own keyword arguments
PARAMS = {"general_cosine": [{"a": [0.5, 0.3, 0.2]}, {"a": (0.4, 0.6)}], "exponential": [{}, {"tau": 0.5}],
          "gaussian": [{}, {"std": 0.7}], "kaiser": [{}, {"beta": 3.0}], "general_hamming": [{}, {"alpha": 0.6}]}
FACTORIES = ["bartlett_window", "blackman_window", "hamming_window", "hann_window", "kaiser_window"]


def _tol(dtype):
    return dict(rtol=1e-6, atol=1e-7) if dtype == "float32" else dict(rtol=1e-13, atol=1e-15)


def test_namespace():
    assert sorted(W.__all__) == NAMES
    from tensorgen.signal.windows import hann  # the module path torch's has
    assert hann is W.hann


@pytest.mark.parametrize("name", NAMES)
def test_windows_against_torch(name):
    torch = pytest.importorskip("torch")
    tf = getattr(torch.signal.windows, name)
    for kw in PARAMS.get(name, [{}]):
        for M in (0, 1, 2, 5, 10):
            for sym in (True, False):
                for dt in ("float32", "float64"):
                    got = getattr(W, name)(M, sym=sym, dtype=getattr(tg, dt), **kw)
                    want = tf(M, sym=sym, dtype=getattr(torch, dt), **kw)
                    assert got.dtype == getattr(tg, dt) and tuple(got.shape) == tuple(want.shape)
                    np.testing.assert_allclose(np.asarray(got), want.numpy(), **_tol(dt), err_msg=f"{kw} {M} {sym}")
    assert getattr(W, name)(4, **PARAMS.get(name, [{}])[0]).dtype == tg.get_default_dtype()


def test_exponential_center_and_errors():
    torch = pytest.importorskip("torch")
    np.testing.assert_allclose(np.asarray(W.exponential(7, center=1.5, sym=False)),
                               torch.signal.windows.exponential(7, center=1.5, sym=False).numpy(), rtol=1e-6)
    cases = [(lambda m: m.exponential(5, center=1.0), ValueError, "Center must be None for symmetric windows"),
             (lambda m: m.exponential(5, tau=0), ValueError, "Tau must be positive, got: 0 instead."),
             (lambda m: m.gaussian(5, std=-1.0), ValueError, "Standard deviation must be positive"),
             (lambda m: m.kaiser(5, beta=-1.0), ValueError, "beta must be non-negative"),
             (lambda m: m.blackman(-1), ValueError, "blackman requires non-negative window length, got M=-1"),
             (lambda m: m.hann(-1), ValueError, "general_cosine requires non-negative window length"),
             (lambda m: m.general_cosine(5, a=3), TypeError, "Coefficients must be a list/tuple"),
             (lambda m: m.general_cosine(5, a=[]), ValueError, "Coefficients cannot be empty")]
    for fn, exc, words in cases:
        with pytest.raises(exc, match=words):
            fn(W)
        with pytest.raises(exc, match=words):
            fn(torch.signal.windows)
    with pytest.raises(ValueError, match="cosine expects float32 or float64 dtypes"):
        W.cosine(5, dtype=tg.float16)
    with pytest.raises(ValueError, match="implemented for strided tensors only"):
        W.bartlett(5, layout=tg.sparse_coo)


@pytest.mark.parametrize("name", NAMES)
def test_signatures_are_torchs(name):
    torch = pytest.importorskip("torch")
    ours = inspect.signature(getattr(W, name))
    theirs = inspect.signature(getattr(torch.signal.windows, name))
    assert list(ours.parameters) == list(theirs.parameters)
    for p, q in zip(ours.parameters.values(), theirs.parameters.values()):
        assert p.kind == q.kind, p.name
        if q.default is not q.empty and not hasattr(q.default, "is_sparse") and p.name != "layout":
            assert p.default == q.default, p.name


def test_requires_grad_records_the_window():
    w = W.kaiser(6, requires_grad=True)
    assert w.requires_grad and w.grad_fn is not None
    assert W.hann(1, requires_grad=True).requires_grad


@pytest.mark.parametrize("name", FACTORIES)
def test_window_factories_against_torch(name):
    torch = pytest.importorskip("torch")
    for n in (0, 1, 2, 5, 8):
        for periodic in (True, False):
            for dt in ("float32", "float64"):
                got = getattr(tg, name)(n, periodic, dtype=getattr(tg, dt))
                want = getattr(torch, name)(n, periodic, dtype=getattr(torch, dt))
                assert got.dtype == getattr(tg, dt)
                np.testing.assert_allclose(np.asarray(got), want.numpy(), **_tol(dt), err_msg=f"{n} {periodic}")
    np.testing.assert_allclose(np.asarray(getattr(tg, name)(6)), getattr(torch, name)(6).numpy(), rtol=1e-6, atol=1e-7)


def test_window_factory_parameters_and_dtypes():
    torch = pytest.importorskip("torch")
    np.testing.assert_allclose(np.asarray(tg.hamming_window(6, True, 0.5, 0.4)),
                               torch.hamming_window(6, True, 0.5, 0.4).numpy(), rtol=1e-6)
    np.testing.assert_allclose(np.asarray(tg.kaiser_window(6, False, 5.0)), torch.kaiser_window(6, False, 5.0).numpy(),
                               rtol=1e-6)
    for dt in ("float16", "bfloat16"):
        got = tg.hann_window(5, dtype=getattr(tg, dt))
        want = torch.hann_window(5, dtype=getattr(torch, dt))
        np.testing.assert_allclose(np.asarray(got.float()), want.float().numpy(), atol=1e-2)
    w = tg.hann_window(4, requires_grad=True)
    assert w.requires_grad and w.is_leaf


@pytest.mark.parametrize("name", FACTORIES)
def test_window_factory_errors(name):
    f = getattr(tg, name)
    with pytest.raises(RuntimeError, match=f"{name} requires non-negative window_length, got window_length=-1"):
        f(-1)
    with pytest.raises(RuntimeError, match=f"{name} expects floating point dtypes, got: TensorOptions\\(dtype=long int"):
        f(3, dtype=tg.int64)
    with pytest.raises(TypeError, match=f"{name}\\(\\): argument 'window_length' \\(position 1\\) must be int, not float"):
        f(3.0)


def test_windows_on_cuda(cuda):
    for fn in (lambda **k: W.gaussian(5, **k), lambda **k: tg.blackman_window(6, **k)):
        dev = fn(device=cuda)
        assert dev.device.type == "cuda"
        np.testing.assert_allclose(np.asarray(dev.cpu()), np.asarray(fn()), rtol=1e-6)


@pytest.fixture
def cuda():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
    return "cuda"
