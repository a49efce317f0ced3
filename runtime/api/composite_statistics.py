"""The composite statistics of ops.yaml (``kind: composite``): cov, corrcoef,
histogram and histogramdd, composed of generated operators as PyTorch's
(ATen's Correlation.cpp and histogramdd), with PyTorch's argument checks and
words. Importing the module hands them to
runtime/families/composite.py.
"""
import collections
import math
import warnings

from ..core import dtypes as D
from ..core.tensor import Tensor
from ..families import composite as _composite
from ..families import factories as F
from ..generated import ops as O
from .composite_arrange_products import _deliver, _tensor


# ------------------------------------------------------------------ covariance
def cov(self, correction=1, fweights=None, aweights=None, out=None):
    """The covariance of the rows (variables) of self over its columns
    (observations), weighted by fweights (integer counts) and aweights."""
    _tensor("cov", self, "input")
    if self.ndim > 2:
        raise RuntimeError(f"cov(): expected input to have two or fewer dimensions but got an input with "
                           f"{self.ndim} dimensions")
    if self.dtype is D.bool_:
        raise RuntimeError("cov(): bool dtype is not supported for input")
    x = self.reshape(1, -1) if self.ndim < 2 else self
    n = x.shape[1]
    w = None
    if fweights is not None:
        w = _tensor("cov", fweights, "fweights")
        if w.ndim > 1:
            raise RuntimeError(f"cov(): expected fweights to have one or fewer dimensions but got fweights with "
                               f"{w.ndim} dimensions")
        if w.dtype.category != D.INTEGRAL:
            raise RuntimeError(f"cov(): expected fweights to have integral dtype but got fweights with "
                               f"{w.dtype.pt_name} dtype")
        if w.numel() != n:
            raise RuntimeError(f"cov(): expected fweights to have the same numel as there are observations in the "
                               f"input but got {w.numel()} != {n}")
        if n and bool((w < 0).any()):
            raise RuntimeError("cov(): fweights cannot be negative")
    if aweights is not None:
        aw = _tensor("cov", aweights, "aweights")
        if aw.ndim > 1:
            raise RuntimeError(f"cov(): expected aweights to have one or fewer dimensions but got aweights with "
                               f"{aw.ndim} dimensions")
        if not aw.dtype.is_floating_point:
            raise RuntimeError(f"cov(): expected aweights to have floating point dtype but got aweights with "
                               f"{aw.dtype.pt_name} dtype")
        if aw.numel() != n:
            raise RuntimeError(f"cov(): expected aweights to have the same numel as there are observations in the "
                               f"input but got {aw.numel()} != {n}")
        if n and bool((aw < 0).any()):
            raise RuntimeError("cov(): aweights cannot be negative")
        w = aw if w is None else O.mul(w, aw)
    if w is None:
        w_sum = F.tensor(n, dtype=D.int64, device=self.device)
    else:
        w_sum = w.sum()
        if not bool(w_sum != 0):
            raise RuntimeError("cov(): weights sum to zero, can't be normalized")
    avg = O.div((x if w is None else O.mul(x, w)).sum(1), w_sum)
    if w is not None and aweights is not None and correction != 0:
        norm = O.sub(w_sum, O.div(O.mul(O.mul(w, aweights).sum(), correction), w_sum))
    else:
        norm = O.sub(w_sum, correction)
    if bool(norm <= 0):
        warnings.warn("cov(): degrees of freedom is <= 0. Correction should be strictly less than the number of "
                      "observations.", UserWarning, stacklevel=3)
        norm = O.mul(norm, 0)
    xm = O.sub(x, avg.unsqueeze(1))
    c = O.mm(xm, (xm if w is None else O.mul(xm, w)).t())
    return _deliver("cov", O.div(c, norm).squeeze(), out)


def corrcoef(self, out=None):
    """Pearson's correlation coefficients of the rows of self, clipped to [-1, 1]."""
    _tensor("corrcoef", self, "input")
    if self.ndim > 2:
        raise RuntimeError(f"corrcoef(): expected input to have two or fewer dimensions but got an input with "
                           f"{self.ndim} dimensions")
    c = cov(self)
    if c.ndim == 0:
        return _deliver("corrcoef", O.div(c, c), out)  # nan for a variance of 0, inf or nan; else 1
    std = O.sqrt(c.diagonal())
    c = O.div(O.div(c, std.reshape(-1, 1)), std.reshape(1, -1))
    return _deliver("corrcoef", O.clamp(c, -1, 1), out)


# ------------------------------------------------------------------ histograms
def _return_type(name, fields):
    base = collections.namedtuple(name, fields)
    return type(name, (base,), {
        "__slots__": (), "__module__": "tensorgen.return_types",
        "__repr__": lambda self: f"tensorgen.return_types.{name}(\n" + ",\n".join(
            f"{f}={getattr(self, f)!r}" for f in fields) + ")"})


histogram_result = _return_type("histogram", ["hist", "bin_edges"])
histogramdd_result = _return_type("histogramdd", ["hist", "bin_edges"])


def _g(v):
    """A number as C++'s stream prints a double (PyTorch's messages): 1, 0.5, inf."""
    return f"{v:g}"


def _edges(x, d, nbins, rng, dtype):
    """Bin edges of dimension d: given, or bins + 1 evenly spaced over range
    (the data's min and max when None; a zero-width range widened by 1/2 each side)."""
    if isinstance(nbins, Tensor):
        if nbins.dtype is not dtype:
            raise RuntimeError(f"torch.histogramdd: input tensor and bins tensors should have the same dtype, but "
                               f"got input with dtype {dtype.pt_name.lower()} and bins for dimension {d} with dtype "
                               f"{nbins.dtype.pt_name.lower()}")
        if nbins.ndim != 1:
            raise RuntimeError(f"torch.histogramdd: bins tensor should have one dimension, but got {nbins.ndim} "
                               f"dimensions in the bins tensor for dimension {d}")
        if nbins.numel() < 1:
            raise RuntimeError(f"torch.histogramdd: bins tensor should have at least 1 element, but got "
                               f"{nbins.numel()} elements in the bins tensor for dimension {d}")
        return nbins
    if nbins <= 0:
        raise RuntimeError(f"torch.histogram(): bins must be > 0, but got {nbins} for dimension {d}")
    if rng is not None:
        lo, hi = float(rng[2 * d]), float(rng[2 * d + 1])
    elif x.shape[0]:
        col = x[:, d]
        lo, hi = float(col.min().item()), float(col.max().item())
    else:
        lo, hi = 0.0, 1.0
    if lo > hi:
        raise RuntimeError(f"torch.histogramdd: min should not exceed max, but got min {_g(lo)} max {_g(hi)} for "
                           f"dimension {d}")
    if not (math.isfinite(lo) and math.isfinite(hi)):
        raise RuntimeError(f"torch.histogramdd: dimension {d}'s range [{_g(lo)}, {_g(hi)}] is not finite")
    if lo == hi:
        lo, hi = lo - 0.5, hi + 0.5
    return O.linspace(lo, hi, nbins + 1, dtype=dtype, device=x.device)


def _histogramdd(self, bins, rng, weight, density):
    """(hist, edges per dim) of the rows of self (N, D) as points."""
    if self.dtype not in (D.float32, D.float64):
        raise NotImplementedError(f"\"histogramdd\" not implemented for '{self.dtype.pt_name}'")
    if self.ndim < 2:
        raise RuntimeError("torch.histogramdd: input tensor should have at least 2 dimensions")
    ndims = self.shape[-1]
    x = self.reshape(-1, ndims)
    if isinstance(bins, (int, Tensor)) and not isinstance(bins, bool) and not (isinstance(bins, Tensor) and ndims > 1):
        bins = [bins] * ndims
    bins = list(bins)
    if len(bins) != ndims:
        raise RuntimeError(f"torch.histogramdd: expected {ndims} sequences of bin edges for each of the {ndims} "
                           f"dimensions of the input, but got {len(bins)}")
    if rng is not None and len(rng) != 2 * ndims:
        raise RuntimeError(f"torch.histogramdd: for a {ndims}-dimensional histogram range should have "
                           f"{2 * ndims} elements, but got {len(rng)}")
    if weight is not None:
        _tensor("histogramdd", weight, "weight")
        if weight.dtype is not self.dtype:
            raise RuntimeError(f"torch.histogramdd: if weight tensor is provided, input tensor and weight tensor "
                               f"should have the same dtype, but got input({self.dtype.pt_name.lower()}), and "
                               f"weight({weight.dtype.pt_name.lower()})")
        if tuple(weight.shape) != tuple(self.shape[:-1]):
            raise RuntimeError(f"torch.histogramdd: if weight tensor is provided it should have the same shape as "
                               f"the input tensor excluding its innermost dimension, but got input with shape "
                               f"{list(self.shape)} and weight with shape {list(weight.shape)}")
    edges = [_edges(x, d, b, rng, self.dtype) for d, b in enumerate(bins)]
    counts = [e.numel() - 1 for e in edges]
    n = x.shape[0]
    lin = F.zeros(n, dtype=D.int64, device=self.device)
    keep = F.ones(n, dtype=D.bool_, device=self.device)
    for d, e in enumerate(edges):
        col = x[:, d]
        last = e[-1]
        # the bin of each point: the last edge not above it (a point on the last edge joins the last bin)
        b = O.sub(O.bucketize(col, e, right=True), 1)
        b = O.where(O.eq(col, last), counts[d] - 1, b)
        keep = O.logical_and(keep, O.logical_and(O.ge(col, e[0]), O.le(col, last)))
        lin = O.add(O.mul(lin, max(counts[d], 1)), b)
    total = math.prod(counts)
    w = weight.reshape(-1) if weight is not None else F.ones(n, dtype=self.dtype, device=self.device)
    idx = O.masked_select(lin, keep)
    # added in point order, as PyTorch's loop (the same float sums)
    hist = O.index_add(F.zeros(total, dtype=self.dtype, device=self.device), 0, idx, O.masked_select(w, keep))
    hist = hist.reshape(counts)
    if density:
        hist = O.div(hist, hist.sum())
        for d, e in enumerate(edges):
            shape = [1] * ndims
            shape[d] = counts[d]
            hist = O.div(hist, O.diff(e).reshape(shape))
    return hist, edges


def histogram(self, bins=100, range=None, weight=None, density=False, out=None):  # noqa: A002 - torch's name
    """The histogram of self's values: bins equal bins over range (or the data's
    min and max), or the bins tensor's edges; (hist, bin_edges)."""
    _tensor("histogram", self, "input")
    if isinstance(bins, Tensor) and bins.ndim != 1:
        raise RuntimeError(f"torch.histogram(): bins tensor should have one dimension, but got {bins.ndim} "
                           f"dimensions")
    if out is not None and (not isinstance(out, (tuple, list)) or len(out) != 2
                            or not all(isinstance(t, Tensor) for t in out)):
        raise TypeError(f"histogram(): argument 'out' must be tuple of Tensors, not {type(out).__name__}")
    hist, edges = _histogramdd(self.reshape(-1, 1), [bins], range,
                               weight.reshape(-1, ) if weight is not None and weight.shape == self.shape else weight,
                               density)
    if out is not None:
        return histogram_result(_deliver("histogram", hist, out[0]), _deliver("histogram", edges[0], out[1]))
    return histogram_result(hist, edges[0])


def histogramdd(self, bins, range=None, weight=None, density=False, out=None):  # noqa: A002 - torch's name
    """The D-dimensional histogram of the rows of self (..., D) as points; (hist,
    (bin_edges of each dim))."""
    _tensor("histogramdd", self, "input")
    hist, edges = _histogramdd(self, bins, range, weight, density)
    return histogramdd_result(hist, tuple(edges))


# ops.yaml `rule:` -> its function here, registered with the composite family when this module is imported
RULES = {fn.__name__: fn for fn in (cov, corrcoef, histogram, histogramdd)}
_composite.register(RULES)
