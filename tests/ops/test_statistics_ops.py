"""cov, corrcoef, histogram and histogramdd (ops.yaml composites over generated
operators) against torch: weights, correction, dtypes, edge cases (one
observation, zero-width and empty data, points on the last edge, out-of-range
points), density, their errors in PyTorch's words, gradients, and cuda."""
import warnings

import numpy as np
import pytest

import tensorgen as tg

RNG = np.random.default_rng(0)
X = RNG.standard_normal((3, 6))


def _both(fn, *arrays, **kw):
    torch = pytest.importorskip("torch")
    return fn(tg, *[tg.tensor(a) for a in arrays], **kw), fn(torch, *[torch.tensor(a) for a in arrays], **kw)


def _same(got, want, rtol=1e-12):
    assert str(got.dtype).split(".")[-1] == str(want.dtype).split(".")[-1]
    if got.dtype == tg.float32 and rtol:
        rtol = max(rtol, 1e-6)
    assert tuple(got.shape) == tuple(want.shape)
    np.testing.assert_allclose(np.asarray(got, np.float64), want.double().numpy(), rtol=rtol, atol=1e-14,
                               equal_nan=True)


@pytest.mark.parametrize("kw", [{}, {"correction": 0}, {"correction": 2}])
def test_cov_against_torch(kw):
    for a in (X, X[0], X.astype(np.float32), np.array([[1, 2, 4], [3, 1, 0]])):
        _same(*_both(lambda m, t: m.cov(t, **kw), a))


def test_cov_weights_against_torch():
    torch = pytest.importorskip("torch")
    fw, aw = np.array([1, 2, 1, 3, 1, 2]), np.array([0.5, 1.0, 2.0, 1.0, 0.3, 0.1])
    for kw in ({"fweights": fw}, {"aweights": aw}, {"fweights": fw, "aweights": aw},
               {"fweights": fw, "aweights": aw, "correction": 0}):
        got = tg.cov(tg.tensor(X), **{k: tg.tensor(v) if k != "correction" else v for k, v in kw.items()})
        want = torch.cov(torch.tensor(X), **{k: torch.tensor(v) if k != "correction" else v for k, v in kw.items()})
        _same(got, want)
    _same(tg.tensor(X).cov(), torch.tensor(X).cov())


def test_cov_degrees_of_freedom_warning():
    torch = pytest.importorskip("torch")
    with pytest.warns(UserWarning, match="degrees of freedom is <= 0"):
        got = tg.cov(tg.tensor([[1.0], [2.0]]))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        want = torch.cov(torch.tensor([[1.0], [2.0]]))
    _same(got, want)


@pytest.mark.parametrize("call, exc, words", [
    (lambda m: m.cov(m.ones(2, 2, 2)), RuntimeError, "cov(): expected input to have two or fewer dimensions"),
    (lambda m: m.cov(m.tensor([[True]])), RuntimeError, "cov(): bool dtype is not supported for input"),
    (lambda m: m.cov(m.ones(2, 3), fweights=m.ones(3)), RuntimeError, "expected fweights to have integral dtype"),
    (lambda m: m.cov(m.ones(2, 3), fweights=m.tensor([1, -1, 1])), RuntimeError, "fweights cannot be negative"),
    (lambda m: m.cov(m.ones(2, 3), fweights=m.tensor([1, 1])), RuntimeError,
     "expected fweights to have the same numel as there are observations in the input but got 2 != 3"),
    (lambda m: m.cov(m.ones(2, 3), aweights=m.tensor([1, 1, 1])), RuntimeError,
     "expected aweights to have floating point dtype"),
    (lambda m: m.cov(m.ones(2, 3), aweights=m.ones(1, 3)), RuntimeError,
     "expected aweights to have one or fewer dimensions"),
    (lambda m: m.cov(m.ones(2, 3), aweights=-m.ones(3)), RuntimeError, "aweights cannot be negative"),
    (lambda m: m.cov(m.ones(2, 3), fweights=m.zeros(3, dtype=m.int64)), RuntimeError,
     "weights sum to zero, can't be normalized"),
    (lambda m: m.corrcoef(m.ones(2, 2, 2)), RuntimeError, "corrcoef(): expected input to have two or fewer"),
])
def test_cov_errors_are_torchs(call, exc, words):
    torch = pytest.importorskip("torch")
    for m in (tg, torch):
        with pytest.raises(exc, match=words.replace("(", r"\(").replace(")", r"\)")):
            call(m)


def test_corrcoef_against_torch():
    for a in (X ** 2, X[:1], X[0], np.array([[1, 2, 3], [3, 2, 1]]), np.array([[1.0, 1.0, 1.0], [1.0, 2.0, 3.0]])):
        _same(*_both(lambda m, t: m.corrcoef(t), a))
    _same(*_both(lambda m, t: t.corrcoef(), X))


def test_cov_and_corrcoef_gradients():
    x = tg.tensor(X, requires_grad=True)
    w = tg.tensor(RNG.uniform(0.5, 2, 6), requires_grad=True)
    assert tg.autograd.gradcheck(lambda a, b: tg.cov(a, aweights=b), (x, w))
    assert tg.autograd.gradcheck(tg.corrcoef, (x,))


# ------------------------------------------------------------------ histograms
DATA = np.array([1.0, 2.0, 1.0, 4.0, 2.5, 3.999, 1.5])


def _hist_same(got, want):
    torch = pytest.importorskip("torch")
    assert type(got).__name__ == type(want).__name__
    _same(got.hist, want.hist)
    edges, tedges = got.bin_edges, want.bin_edges
    if isinstance(tedges, torch.Tensor):
        _same(edges, tedges, rtol=0)
    else:
        assert len(edges) == len(tedges)
        for e, te in zip(edges, tedges):
            _same(e, te, rtol=0)


@pytest.mark.parametrize("args, kw", [((3,), {}), ((4,), {"range": (0.0, 3.0)}), ((5,), {"density": True}),
                                      ((2,), {"weight": "w"}), ((2,), {"weight": "w", "density": True}),
                                      (("edges",), {}), (("edges",), {"density": True}), ((100,), {})])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_histogram_against_torch(args, kw, dtype):
    torch = pytest.importorskip("torch")

    def run(m):
        x = m.tensor(DATA, dtype=getattr(m, dtype))
        a = [m.tensor([0.0, 1.5, 2.0, 5.0], dtype=getattr(m, dtype)) if v == "edges" else v for v in args]
        k = {key: (m.tensor(np.arange(1.0, 8.0), dtype=getattr(m, dtype)) if v == "w" else v) for key, v in kw.items()}
        return m.histogram(x, *a, **k)
    _hist_same(run(tg), run(torch))
    _hist_same(tg.tensor(DATA).histogram(3), torch.tensor(DATA).histogram(3))


@pytest.mark.parametrize("data", [[2.0, 2.0], [], [1.0, float("inf")], [float("nan"), 1.0], [[1.0, 2.0], [3.0, 9.0]]])
def test_histogram_edge_data(data):
    torch = pytest.importorskip("torch")
    for kw in ({}, {"range": (0.0, 2.0)}):
        outs = []
        for m in (tg, torch):
            try:
                outs.append(m.histogram(m.tensor(data, dtype=m.float32), 2, **kw))
            except RuntimeError as e:
                outs.append(str(e))
        if isinstance(outs[1], str):
            assert outs[0] == outs[1]
        else:
            _hist_same(*outs)


@pytest.mark.parametrize("call, exc, words", [
    (lambda m: m.histogram(m.tensor([1, 2]), 2), NotImplementedError, "\"histogramdd\" not implemented for 'Long'"),
    (lambda m: m.histogram(m.tensor([1.0]), 0), RuntimeError, "bins must be > 0, but got 0 for dimension 0"),
    (lambda m: m.histogram(m.tensor([1.0]), 2, range=(3.0, 1.0)), RuntimeError,
     "min should not exceed max, but got min 3 max 1 for dimension 0"),
    (lambda m: m.histogram(m.tensor([1.0]), m.tensor([0.0, 1.0], dtype=m.float64)), RuntimeError,
     "input tensor and bins tensors should have the same dtype"),
    (lambda m: m.histogram(m.tensor([1.0, 2.0]), 2, weight=m.tensor([1, 2])), RuntimeError,
     "input tensor and weight tensor should have the same dtype"),
    (lambda m: m.histogramdd(m.tensor([0.0, 1.0]), bins=[2]), RuntimeError,
     "input tensor should have at least 2 dimensions"),
])
def test_histogram_errors_are_torchs(call, exc, words):
    torch = pytest.importorskip("torch")
    for m in (tg, torch):
        with pytest.raises(exc, match=words.replace("(", r"\(").replace(")", r"\)")):
            call(m)


def test_histogram_out():
    hist, edges = tg.empty(0), tg.empty(0)
    res = tg.histogram(tg.tensor(DATA, dtype=tg.float32), 3, out=(hist, edges))
    assert res.hist is hist and res.bin_edges is edges
    want = tg.histogram(tg.tensor(DATA, dtype=tg.float32), 3)
    np.testing.assert_array_equal(np.asarray(hist), np.asarray(want.hist))
    np.testing.assert_array_equal(np.asarray(edges), np.asarray(want.bin_edges))
    with pytest.raises(TypeError, match="argument 'out' must be tuple of Tensors"):
        tg.histogram(tg.tensor(DATA), 3, out=hist)


@pytest.mark.parametrize("bins, kw", [([3, 3], {"weight": [1.0, 2.0, 4.0, 8.0, 1.0]}), (2, {"range": [0.0, 1.0, 0.0, 1.0],
                                                                                                "density": True}),
                                      ("edges", {}), ([2, 4], {"density": True})])
def test_histogramdd_against_torch(bins, kw):
    torch = pytest.importorskip("torch")
    pts = [[0.0, 1.0], [1.0, 0.0], [2.0, 0.0], [2.0, 2.0], [0.5, 1.5]]

    def run(m):
        b = [m.tensor([0.0, 1.0, 2.0]), m.tensor([0.0, 1.0, 2.5])] if bins == "edges" else bins
        k = {key: (m.tensor(v) if key == "weight" else v) for key, v in kw.items()}
        return m.histogramdd(m.tensor(pts), bins=b, **k)
    _hist_same(run(tg), run(torch))


def test_histogram_on_cuda(cuda):
    x = tg.tensor(DATA)
    got = tg.histogram(x.to(cuda), 3)
    want = tg.histogram(x, 3)
    np.testing.assert_array_equal(np.asarray(got.hist.cpu()), np.asarray(want.hist))
    np.testing.assert_allclose(np.asarray(tg.cov(tg.tensor(X).to(cuda)).cpu()), np.asarray(tg.cov(tg.tensor(X))))


@pytest.fixture
def cuda():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
    return "cuda"


def test_histogramdd_takes_torchs_bins_forms():
    """bins is an int, an int list or a Tensor list (torch's three forms, tried in
    that order); range, weight and density follow positionally or by keyword, as
    torch's binding takes them; a float or bool bins and out= are refused, as torch."""
    torch = pytest.importorskip("torch")
    a = np.random.default_rng(5).uniform(-1, 1, (9, 2))
    x, tx = tg.tensor(a), torch.tensor(a)
    edges = [np.array([-1.0, -0.2, 0.3, 1.0]), np.array([-1.0, 0.0, 1.0])]
    calls = [
        lambda m, t: m.histogramdd(t, 3),
        lambda m, t: m.histogramdd(t, [2, 3], [-1.0, 1.0, -1.0, 1.0]),
        lambda m, t: m.histogramdd(t, (2, 3), None, m.ones(9, dtype=m.float64), True),
        lambda m, t: m.histogramdd(input=t, bins=[m.tensor(e) for e in edges], density=True),
    ]
    for call in calls:
        got, want = call(tg, x), call(torch, tx)
        np.testing.assert_allclose(np.asarray(got[0]), want[0].numpy(), rtol=1e-12)
        for g, w in zip(got[1], want[1]):
            np.testing.assert_allclose(np.asarray(g), w.numpy(), rtol=1e-12)
    for m, t in ((tg, x), (torch, tx)):
        for bad in (lambda: m.histogramdd(t, 3.0), lambda: m.histogramdd(t, True),
                    lambda: m.histogramdd(t, 3, out=None)):
            with pytest.raises(TypeError):
                bad()
