"""Random in-place ops and sampling (ops.yaml `kind: random`): distributions on
10^5 samples, reproducibility under manual_seed, ranges, layouts, names, errors."""
import math

import numpy as np
import pytest

import tensorgen as tg
from support.common import FLOATING, cuda, host  # noqa: F401 - cuda is a fixture

INTEGRAL = [tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64]
N = 100_000
# a narrow dtype rounds every sample: allow its relative spacing on top of sampling error
EPS = {tg.float16: 2 ** -10, tg.bfloat16: 2 ** -7, tg.float32: 2 ** -23, tg.float64: 2 ** -52}


def check_moments(a, mean, var, dtype):
    sd = math.sqrt(var)
    assert abs(a.mean() - mean) <= 5 * sd / math.sqrt(a.size) + 2 * EPS[dtype] * abs(mean), (a.mean(), mean)
    assert abs(a.var() - var) <= 0.04 * var + 4 * EPS[dtype] * (abs(mean) + sd) ** 2, (a.var(), var)


# ------------------------------------------------------------------ distributions
@pytest.mark.parametrize("dtype", FLOATING)
def test_uniform_moments_and_range(dtype):
    tg.manual_seed(0)
    x = tg.empty(N, dtype=dtype)
    assert x.uniform_(2, 5) is x
    a = host(x)
    assert a.min() >= 2 and a.max() <= 5
    check_moments(a, 3.5, 9 / 12, dtype)
    a = host(x.uniform_())  # the default [0, 1) never rounds up to 1 in the target dtype
    assert a.min() >= 0 and a.max() < 1
    check_moments(a, 0.5, 1 / 12, dtype)
    if dtype is tg.float64:  # flat: every tenth of [0, 1) holds a tenth of the samples
        counts = np.histogram(a, bins=10, range=(0, 1))[0]
        assert np.abs(counts - a.size / 10).max() < 5 * math.sqrt(a.size * 0.09)


@pytest.mark.parametrize("dtype", FLOATING)
def test_normal_moments(dtype):
    tg.manual_seed(1)
    a = host(tg.empty(N, dtype=dtype).normal_(1.5, 2.0))
    check_moments(a, 1.5, 4.0, dtype)
    # the tails are there: about 0.27% beyond 3 sd
    assert 0.0015 < np.mean(np.abs(a - 1.5) > 6.0) < 0.004
    if dtype is tg.float64:  # the whole shape: Kolmogorov-Smirnov distance on a grid, 99.9% bound
        s = np.sort((a - 1.5) / 2.0)
        grid = np.linspace(-4, 4, 161)
        cdf = np.array([0.5 * math.erfc(-g / math.sqrt(2)) for g in grid])
        assert np.abs(np.searchsorted(s, grid) / s.size - cdf).max() < 1.95 / math.sqrt(s.size)


@pytest.mark.parametrize("dtype", FLOATING)
def test_exponential_moments(dtype):
    tg.manual_seed(2)
    a = host(tg.empty(N, dtype=dtype).exponential_(2.0))
    assert a.min() >= 0
    check_moments(a, 0.5, 0.25, dtype)


@pytest.mark.parametrize("dtype", FLOATING)
def test_log_normal_moments(dtype):
    tg.manual_seed(3)
    mu, s = 0.5, 0.25
    a = host(tg.empty(N, dtype=dtype).log_normal_(mu, s))
    assert a.min() > 0
    check_moments(a, math.exp(mu + s * s / 2), (math.exp(s * s) - 1) * math.exp(2 * mu + s * s), dtype)
    check_moments(np.log(a), mu, s * s, dtype)


@pytest.mark.parametrize("dtype", FLOATING)
def test_cauchy_quartiles(dtype):
    tg.manual_seed(4)
    a = host(tg.empty(N, dtype=dtype).cauchy_(1.0, 2.0))
    q1, med, q3 = np.percentile(a, [25, 50, 75])  # quartiles of Cauchy(m, s) are m -+ s
    tol = 0.05 + 4 * EPS[dtype]
    assert abs(med - 1.0) < tol and abs(q1 + 1.0) < 2 * tol and abs(q3 - 3.0) < 2 * tol


@pytest.mark.parametrize("dtype", FLOATING + INTEGRAL + [tg.bool])
def test_bernoulli_inplace_float_p(dtype):
    tg.manual_seed(5)
    a = host(tg.empty(N, dtype=dtype).bernoulli_(0.3))
    assert set(np.unique(a)) <= {0.0, 1.0}
    check_moments(a, 0.3, 0.21, tg.float64)
    assert host(tg.empty(10, dtype=dtype).bernoulli_(1.0)).min() == 1
    assert host(tg.empty(10, dtype=dtype).bernoulli_(0)).max() == 0


def test_bernoulli_tensor_p_broadcasts():
    tg.manual_seed(6)
    p = tg.tensor([0.0, 0.25, 1.0], dtype=tg.float64)
    a = host(tg.empty(N // 3, 3).bernoulli_(p))
    assert a[:, 0].max() == 0 and a[:, 2].min() == 1
    assert abs(a[:, 1].mean() - 0.25) < 5 * math.sqrt(0.25 * 0.75 / a.shape[0])


@pytest.mark.parametrize("dtype", FLOATING)
def test_bernoulli_function(dtype):
    tg.manual_seed(7)
    probs = tg.full((N,), 0.75, dtype=dtype)
    r = tg.bernoulli(probs)
    assert r.dtype is dtype and r.shape == (N,)
    check_moments(host(r), 0.75, 0.1875, tg.float64)
    r = probs.bernoulli(0.25)  # the float-p form draws with p, shaped as self
    check_moments(host(r), 0.25, 0.1875, tg.float64)
    out = tg.empty(3, dtype=dtype)
    assert tg.bernoulli(tg.ones(5, dtype=dtype), out=out) is out and host(out).tolist() == [1] * 5


def test_normal_function_forms():
    tg.manual_seed(8)
    mean = tg.tensor([[-10.0], [10.0]])  # (2, 1) broadcast against std (3,)
    std = tg.tensor([0.0, 1.0, 2.0])
    r = tg.normal(mean.expand(2, N // 2), 3.0)
    assert r.dtype is tg.float32 and r.shape == (2, N // 2)
    a = host(r)
    check_moments(a[0], -10, 9, tg.float32)
    check_moments(a[1], 10, 9, tg.float32)
    r = tg.normal(mean, std)
    assert r.shape == (2, 3) and host(r)[:, 0].tolist() == [-10, 10]  # std 0: exactly the mean
    r = tg.normal(2.0, tg.full((N,), 0.5, dtype=tg.float64))
    assert r.dtype is tg.float64
    check_moments(host(r), 2.0, 0.25, tg.float64)
    r = tg.normal(-1.0, 3.0, (N,))
    assert r.dtype is tg.get_default_dtype()
    check_moments(host(r), -1.0, 9.0, tg.float32)
    r = tg.normal(0.0, 1.0, (3, 2), dtype=tg.float64)
    assert r.dtype is tg.float64 and r.shape == (3, 2)
    out = tg.empty(0, dtype=tg.float64)
    assert tg.normal(tg.zeros(4, dtype=tg.float64), 1.0, out=out) is out and out.shape == (4,)


@pytest.mark.parametrize("dtype", INTEGRAL + [tg.bool])
def test_random_integral_default_and_ranges(dtype):
    tg.manual_seed(9)
    info = (0, 1) if dtype is tg.bool else (0, np.iinfo(str(dtype).split(".")[-1]).max)
    a = np.asarray(tg.empty(N, dtype=dtype).random_()).astype(np.float64)
    assert a.min() >= 0 and a.max() <= info[1]
    if dtype in (tg.bool, tg.uint8, tg.int8):  # small ranges: every value shows up
        assert a.min() == 0 and a.max() == info[1]
    check_moments(a, info[1] / 2, ((info[1] + 1) ** 2 - 1) / 12, tg.float64)
    lo = 0 if dtype in (tg.bool, tg.uint8) else -3
    a = np.asarray(tg.empty(N, dtype=dtype).random_(lo, 2)).astype(np.int64)
    assert set(np.unique(a)) == set(range(lo, 2))
    a = np.asarray(tg.empty(N, dtype=dtype).random_(2)).astype(np.int64)  # random_(to): [0, to)
    assert set(np.unique(a)) == {0, 1}


def test_random_floating_and_full_int64_range():
    tg.manual_seed(10)
    for dtype, mant in ((tg.float16, 11), (tg.bfloat16, 8), (tg.float32, 24), (tg.float64, 53)):
        a = host(tg.empty(N, dtype=dtype).random_())
        assert a.min() >= 0 and a.max() <= 2 ** mant and np.all(a == np.floor(a))
        a = host(tg.empty(N, dtype=dtype).random_(-10, 10))
        assert set(np.unique(a)) == set(range(-10, 10))
    a = np.asarray(tg.empty(N, dtype=tg.int64).random_(-2 ** 63, 2 ** 63))
    assert (a < 0).any() and (a > 0).any() and a.min() < -2 ** 60 and a.max() > 2 ** 60


# ------------------------------------------------------------------ reproducibility and layout
def test_manual_seed_reproduces_every_op():
    def draw():
        x = tg.empty(257, dtype=tg.float64)
        return [host(f(x)) for f in (lambda t: t.uniform_(), lambda t: t.normal_(), lambda t: t.cauchy_(),
                                      lambda t: t.exponential_(), lambda t: t.log_normal_(),
                                      lambda t: t.bernoulli_(0.5), lambda t: t.random_(0, 1000),
                                      lambda t: tg.normal(t, 1.0), lambda t: tg.bernoulli(t.uniform_()))]
    tg.manual_seed(1234)
    first = draw()
    tg.manual_seed(1234)
    second = draw()
    for a, b in zip(first, second):
        np.testing.assert_array_equal(a, b)
    third = draw()  # the generator moved on
    assert not np.array_equal(first[0], third[0])
    tg.manual_seed(4321)
    assert not np.array_equal(first[0], draw()[0])
    assert tg.initial_seed() == 4321


def test_non_contiguous_target_follows_logical_order():
    tg.manual_seed(11)
    base = tg.zeros(6, 8, dtype=tg.float64)
    view = base.t()
    view.normal_()
    tg.manual_seed(11)
    ref = tg.zeros(8, 6, dtype=tg.float64).normal_()
    np.testing.assert_array_equal(host(view), host(ref))
    base = tg.zeros(4, 6)
    part = base.narrow(1, 1, 3)
    part.uniform_(5, 6)
    b = host(base)
    assert (b[:, 1:4] >= 5).all() and (b[:, [0, 4, 5]] == 0).all()
    half = tg.zeros(4, 6, dtype=tg.bfloat16).t()  # narrow dtype and a transposed view together
    half.exponential_()
    assert (host(half) > 0).mean() > 0.9


def test_empty_and_zero_dim():
    for op in (lambda t: t.uniform_(), lambda t: t.normal_(), lambda t: t.bernoulli_(), lambda t: t.random_()):
        e = tg.empty(0, 3)
        assert op(e) is e and e.shape == (0, 3)
        z = tg.tensor(5.0)
        assert op(z) is z and z.shape == ()
    assert tg.normal(tg.zeros(0), 1.0).shape == (0,)
    assert tg.bernoulli(tg.tensor(1.0)).item() == 1.0
    assert tg.normal(tg.tensor(2.0), 0.0).item() == 2.0


def test_names_are_kept():
    x = tg.empty(2, 3, names=("N", "C"))
    assert x.normal_().names == ("N", "C")
    assert tg.bernoulli(x.uniform_()).names == ("N", "C")
    assert tg.normal(x, 1.0).names == ("N", "C")


# ------------------------------------------------------------------ errors (PyTorch's words)
@pytest.mark.parametrize("call, exc, msg", [
    (lambda: tg.empty(3).uniform_(2, 1), RuntimeError,
     "uniform_ expects to return a [from, to) range, but found from=2 > to=1"),
    (lambda: tg.empty(3).normal_(0, -1), RuntimeError, "normal expects std >= 0.0, but found std -1"),
    (lambda: tg.normal(0.0, -1.5, (2,)), RuntimeError, "normal expects std >= 0.0, but found std -1.5"),
    (lambda: tg.normal(tg.zeros(2), tg.tensor([1.0, -1.0])), RuntimeError,
     "normal expects all elements of std >= 0.0"),
    (lambda: tg.empty(3).cauchy_(0, 0), RuntimeError, "cauchy_ expects sigma > 0.0, but found sigma=0"),
    (lambda: tg.empty(3).exponential_(-1), RuntimeError, "exponential_ expects lambda > 0.0, but found lambda=-1"),
    (lambda: tg.empty(3).log_normal_(1, 0), RuntimeError, "log_normal_ expects std > 0.0, but found std=0"),
    (lambda: tg.empty(3).bernoulli_(1.5), RuntimeError, "bernoulli_ expects p to be in [0, 1], but got p=1.5"),
    (lambda: tg.empty(3).bernoulli_(tg.tensor([0.5, 1.5, 0.2])), RuntimeError,
     "Expected p_in >= 0 && p_in <= 1 to be true, but got false."),
    (lambda: tg.bernoulli(tg.tensor([1, 0])), RuntimeError, "\"bernoulli\" not implemented for 'Long'"),
    (lambda: tg.empty(3).random_(3, 2), RuntimeError,
     "random_ expects 'from' to be less than 'to', but got from=3 >= to=2"),
    (lambda: tg.empty(3, dtype=tg.uint8).random_(-1, 2), RuntimeError, "from is out of bounds for unsigned char"),
    (lambda: tg.empty(3, dtype=tg.int8).random_(0, 300), RuntimeError, "to - 1 is out of bounds for signed char"),
    (lambda: tg.empty(3, dtype=tg.bool).random_(0, 3), RuntimeError, "to - 1 is out of bounds for bool"),
    (lambda: tg.empty(3).random_(2.5, 10), TypeError, "random_(): argument 'from' must be int, not float"),
    (lambda: tg.empty(3, dtype=tg.int32).uniform_(), RuntimeError, "\"uniform_\" not implemented for 'Int'"),
    (lambda: tg.empty(3, dtype=tg.int64).normal_(), RuntimeError, "\"normal_\" not implemented for 'Long'"),
    (lambda: tg.empty(3, dtype=tg.int32).exponential_(), RuntimeError,
     "Exponential distribution is a continuous probability distribution. dtype must be a floating point but you "
     "specified Int"),
    (lambda: tg.normal(tg.tensor([1, 2]), 1.0), RuntimeError, "\"normal\" not implemented for 'Long'"),
    (lambda: tg.normal(0.0, 1.0), TypeError, "normal() received an invalid combination of arguments"),
    (lambda: tg.normal(tg.zeros(2), 1.0, (3,)), TypeError, "'size', 'dtype' and 'device' may be given only when"),
    (lambda: tg.normal(tg.zeros(2), 1.0, dtype=tg.float64), TypeError, "may be given only when every other"),
    (lambda: tg.normal(0.0, 1.0, (2,), dtype=tg.int64), RuntimeError, "\"normal\" not implemented for 'Long'"),
    (lambda: tg.empty(1, 3).bernoulli_(tg.full((4, 3), 0.5)), RuntimeError,
     "bernoulli_: output with shape [1, 3] doesn't match the broadcast shape [4, 3]"),
    (lambda: (lambda x: x.bernoulli_(x.t()))(tg.full((3, 3), 0.5)), RuntimeError,
     "bernoulli_: unsupported operation: some elements of the input tensor and the written-to tensor refer to a "
     "single memory location."),
    (lambda: tg.empty(2, 3).bernoulli_(tg.full((2,), 0.5)), RuntimeError,
     "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1"),
    (lambda: tg.zeros(1, 3).expand(4, 3).normal_(), RuntimeError,
     "unsupported operation: more than one element of the written-to tensor refers to a single memory location."),
    (lambda: tg.normal(tg.zeros(2, 3), tg.ones(4)), RuntimeError,
     "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 1"),
    (lambda: tg.normal(tg.zeros(2), 1.0, out=tg.empty(2, dtype=tg.int32)), RuntimeError,
     "result type Float can't be cast to the desired output type Int"),
    (lambda: tg.normal("a", 1.0), TypeError, "normal(): argument 'mean' must be Tensor or Number, not str"),
])
def test_errors(call, exc, msg):
    with pytest.raises(exc) as info:
        call()
    assert msg in str(info.value)


def test_errors_leave_target_untouched():
    x = tg.zeros(4)
    with pytest.raises(RuntimeError):
        x.bernoulli_(tg.tensor([0.5, 0.5, 0.5, 2.0]))
    with pytest.raises(RuntimeError):
        x.uniform_(1, 0)
    assert host(x).tolist() == [0, 0, 0, 0]


def test_float_random_warns_beyond_exact_integers():
    with pytest.warns(UserWarning, match=r"to - 1 is out of bounds \[-\(2\^24\), 2\^24\]"):
        tg.empty(3).random_(0, 2 ** 30)


def test_matches_torch_error_wording_where_torch_is_installed():
    torch = pytest.importorskip("torch")
    cases = [(lambda m: m.empty(3).uniform_(2, 1)), (lambda m: m.empty(3).normal_(0, -1)),
             (lambda m: m.empty(3).cauchy_(0, 0)), (lambda m: m.empty(3).exponential_(0)),
             (lambda m: m.empty(3).log_normal_(1, -1)), (lambda m: m.empty(3).bernoulli_(1.5)),
             (lambda m: m.empty(3).random_(3, 3)), (lambda m: m.empty(3, dtype=m.uint8).random_(0, 300))]
    for case in cases:
        with pytest.raises(RuntimeError) as theirs:
            case(torch)
        with pytest.raises(RuntimeError) as ours:
            case(tg)
        assert str(ours.value) == str(theirs.value)


# ------------------------------------------------------------------ CUDA (simulator, tiny sizes)
@pytest.mark.parametrize("dtype", FLOATING)
def test_cuda_fills_floating(cuda, dtype):
    tg.manual_seed(12)
    x = tg.empty(2, 5, dtype=dtype, device=cuda)
    a = host(x.uniform_(2, 3))
    assert x.device.type == "cuda" and (a >= 2).all() and (a <= 3).all() and len(np.unique(a)) > 3
    assert np.isfinite(host(x.normal_(0, 1))).all()
    assert (host(x.exponential_(1)) >= 0).all()
    assert (host(x.log_normal_(0, 1)) > 0).all()
    assert np.isfinite(host(x.cauchy_(0, 1))).all()
    assert set(np.unique(host(x.bernoulli_(0.5)))) <= {0.0, 1.0}
    a = host(x.random_(0, 4))
    assert set(np.unique(a)) <= {0, 1, 2, 3}


@pytest.mark.parametrize("dtype", [tg.bool, tg.uint8, tg.int32, tg.int64])
def test_cuda_random_integral(cuda, dtype):
    a = np.asarray(tg.empty(3, 4, dtype=dtype, device=cuda).random_().cpu()).astype(np.float64)
    assert a.min() >= 0
    a = np.asarray(tg.empty(3, 4, dtype=dtype, device=cuda).random_(0, 2).cpu()).astype(np.int64)
    assert set(np.unique(a)) <= {0, 1}


def test_cuda_reproducible_views_and_sampling(cuda):
    tg.manual_seed(13)
    a = host(tg.empty(6, device=cuda).normal_())
    tg.manual_seed(13)
    b = host(tg.empty(6, device=cuda).normal_())
    np.testing.assert_array_equal(a, b)
    assert not np.array_equal(a, host(tg.empty(6, device=cuda).normal_()))
    base = tg.zeros(3, 4, device=cuda)
    base.t().uniform_(1, 2)
    assert (host(base) >= 1).all()
    p = tg.tensor([0.0, 1.0, 0.0], device=cuda)
    assert host(tg.bernoulli(p)).tolist() == [0, 1, 0]
    assert host(tg.empty(2, 3, device=cuda).bernoulli_(p)).tolist() == [[0, 1, 0]] * 2
    r = tg.normal(0.0, 1.0, (2, 2), device=cuda)
    assert r.device.type == "cuda" and np.isfinite(host(r)).all()
    r = tg.normal(tg.tensor([1.0, -1.0], device=cuda), 0.0)
    assert r.device.type == "cuda" and host(r).tolist() == [1.0, -1.0]
    with pytest.raises(RuntimeError, match=r"normal expects std >= 0.0, but found std -1"):
        tg.empty(2, device=cuda).normal_(0, -1)


# ------------------------------------------------------------------ the family stays declarative
RAYLEIGH = '''
- func: rayleigh_(Tensor self, float sigma=1) -> Tensor
  kind: random
  variants: [method]
  kernel: sigma * math.sqrt(-2.0 * math.log1p(-u))
  target: self
  checks:
    - {require: "sigma > 0", error: "rayleigh_ expects sigma > 0.0, but found sigma={sigma}"}
  names: keep
  dtypes: floating
  devices: [cpu, cuda]
  derivatives:
    self: zeros_like(grad)
'''


def test_a_new_distribution_is_one_yaml_entry(tmp_path):
    """Add rayleigh_ to a temporary copy of the tree, regenerate, and sample it."""
    from support.tree_copy import make_tree, run_in_tree
    make_tree(tmp_path, RAYLEIGH)
    assert "def rayleigh__fill(" in (tmp_path / "generated" / "kernels_cpu.py").read_text()
    run = run_in_tree(tmp_path, """
        tg.manual_seed(0)
        x = tg.empty(100000, dtype=tg.float64).rayleigh_(2.0)
        print(float(x.mean()))
        try:
            x.rayleigh_(0.0)
        except RuntimeError as e:
            print(e)
    """)
    assert run.returncode == 0, run.stderr
    mean, message = run.stdout.strip().splitlines()
    expected = 2.0 * math.sqrt(math.pi / 2)  # sd of Rayleigh(2) is about 1.31
    assert abs(float(mean) - expected) < 5 * 1.31 / math.sqrt(100000)
    assert message == "rayleigh_ expects sigma > 0.0, but found sigma=0"


def test_large_fills_run_in_parallel_with_the_same_numbers():
    # from 2**18 elements the CPU fill runs on all cores; every element's draw
    # depends only on its counter, so the first elements match a small fill's
    tg.manual_seed(21)
    big = host(tg.empty(300_000, dtype=tg.float64).normal_(2.0, 0.5))
    tg.manual_seed(21)
    small = host(tg.empty(1000, dtype=tg.float64).normal_(2.0, 0.5))
    np.testing.assert_array_equal(big[:1000], small)
    check_moments(big, 2.0, 0.25, tg.float64)


def test_no_seed_draws_an_exact_zero_first():
    """splitmix64 advances its counter before mixing: seed 0, counter 0 once mixed the
    all-zero word, so the first uniform_ after manual_seed(0) was exactly 0.0 (and the
    first exponential_ 0.0, a log(0) in gumbel noise)."""
    for seed in range(20):
        tg.manual_seed(seed)
        u = tg.empty(8).uniform_()
        tg.manual_seed(seed)
        e = tg.empty(8, dtype=tg.float64).exponential_()
        assert float(u.min()) > 0.0 and float(e.min()) > 0.0
