"""randperm and multinomial, ops.yaml's `kind: sampling`: generated kernels
drawing from the counter-based generator, so `tg.manual_seed` and
`generator=` reproduce them and the CUDA kernels give the CPU's numbers;
distributions, the zero-weight order without replacement, and the kind's
codegen validation. (Values, dtypes and errors against torch:
tests/ops/test_factories.py.)"""
from pathlib import Path

import numpy as np
import pytest

import tensorgen as tg
from tensorgen.codegen import model, parse
from tensorgen.codegen.parse import SpecError


def test_randperm_generator_and_default_stream():
    g = tg.Generator().manual_seed(7)
    a = tg.randperm(100, generator=g)
    g.manual_seed(7)
    assert np.array_equal(a.numpy(), tg.randperm(100, generator=g).numpy())
    assert sorted(a.tolist()) == list(range(100))
    tg.manual_seed(7)
    b = tg.randperm(100)
    c = tg.randperm(100)  # the stream moves on
    assert not np.array_equal(b.numpy(), c.numpy())
    # every position sees every value about equally often (Fisher-Yates is uniform)
    counts = np.zeros((4, 4))
    for _ in range(4000):
        p = tg.randperm(4).numpy()
        counts[np.arange(4), p] += 1
    np.testing.assert_allclose(counts / 4000, 0.25, atol=0.04)


@pytest.mark.parametrize("d", [tg.float32, tg.float64, tg.int16, tg.uint8, tg.float16])
def test_randperm_dtypes_and_grad(d):
    r = tg.randperm(9, dtype=d)
    assert r.dtype is d and sorted(np.asarray(r.to(tg.float64).numpy()).tolist()) == list(range(9))
    assert tg.randperm(3, dtype=tg.float32, requires_grad=True).requires_grad
    with pytest.raises(RuntimeError, match="floating point"):
        tg.randperm(3, requires_grad=True)
    with pytest.raises(TypeError, match="argument 'n' \\(position 1\\) must be int"):
        tg.randperm(2.0)
    with pytest.raises(TypeError, match="generator"):
        tg.randperm(3, generator=3)


def test_multinomial_without_replacement_orders_zero_weights_last():
    p = tg.tensor([[0.0, 5.0, 0.0, 1.0, 0.0], [1.0, 1.0, 1.0, 1.0, 1.0]])
    seen_zero_orders = set()
    firsts = np.zeros(2)
    for _ in range(400):
        s = tg.multinomial(p, 5).numpy()
        assert sorted(s[0].tolist()) == [0, 1, 2, 3, 4] and set(s[0][:2]) == {1, 3}
        assert sorted(s[1].tolist()) == [0, 1, 2, 3, 4]
        seen_zero_orders.add(tuple(s[0][2:]))
        firsts[0 if s[0][0] == 1 else 1] += 1
    assert len(seen_zero_orders) > 3  # the zero-weight categories come in random order
    np.testing.assert_allclose(firsts / 400, [5 / 6, 1 / 6], atol=0.06)  # first pick by weight


def test_multinomial_generator_and_out():
    p = tg.tensor([0.2, 0.3, 0.5], dtype=tg.float64)
    g = tg.Generator().manual_seed(11)
    a = tg.multinomial(p, 50, True, generator=g)
    g.manual_seed(11)
    out = tg.empty(0, dtype=tg.int64)
    assert tg.multinomial(p, 50, True, generator=g, out=out) is out
    assert np.array_equal(a.numpy(), out.numpy())
    with pytest.raises(RuntimeError, match="multinomial expects Long tensor out, got: Float"):
        tg.multinomial(p, 2, out=tg.empty(2))


def test_cuda_kernels_draw_the_cpu_numbers():
    if not tg.cuda.is_available():
        pytest.skip("no CUDA device or simulator")
    for fn in (lambda dev: tg.randperm(40, device=dev),
               lambda dev: tg.multinomial(tg.tensor([[0.1, 0.0, 0.6, 0.3], [1.0, 1.0, 0.0, 2.0]], device=dev), 6,
                                          True),
               lambda dev: tg.multinomial(tg.tensor([[0.1, 0.0, 0.6, 0.3], [1.0, 1.0, 0.0, 2.0]], device=dev), 4)):
        tg.manual_seed(2)
        cpu = fn("cpu")
        tg.manual_seed(2)
        dev = fn("cuda")
        assert dev.device.type == "cuda"
        assert np.array_equal(dev.to("cpu").numpy(), cpu.numpy())


BASE = (Path(__file__).resolve().parents[2] / "ops.yaml").read_text(encoding="utf-8")
ENTRY = """
- func: {func}
  kind: sampling
  form: {form}
  names: none
  dtypes: all
  devices: [cpu]
  derivatives: {{not_differentiable: "a test op"}}
"""


@pytest.mark.parametrize("func, form, field, words", [
    ("tg_smp(int n) -> Tensor", "shuffle", "form", ["randperm, multinomial"]),
    ("tg_smp(int n) -> Tensor", "randperm", "func", ["dtype, device, requires_grad"]),
    ("tg_smp(Tensor input, int k) -> Tensor", "multinomial", "func", ["num_samples, replacement"]),
])
def test_codegen_rejects(tmp_path, func, form, field, words):
    p = tmp_path / "ops.yaml"
    p.write_text(BASE.rstrip("\n") + "\n" + ENTRY.format(func=func, form=form), encoding="utf-8")
    with pytest.raises(SpecError) as e:
        model.build(str(p), parse.load(p))
    assert e.value.op == "tg_smp" and e.value.field == field, str(e.value)
    for w in words:
        assert w in str(e.value), (w, str(e.value))
