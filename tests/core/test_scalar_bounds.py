"""A Python number that the operator's dtype cannot hold, where PyTorch's Scalar
overload converts it with c10's checked conversion (ops.yaml `checked_scalars:`):
the same error as torch, before anything is written; elsewhere it wraps as torch."""
import pytest

import tensorgen as tg

torch = pytest.importorskip("torch")

COND = [True, False]
CALLS = {
    "clamp max": lambda m, x: m.clamp(x, max=300),
    "clamp min": lambda m, x: m.clamp(x, min=-300),
    "clamp both": lambda m, x: m.clamp(x, 0, 300),
    "clamp fits": lambda m, x: m.clamp(x, max=127),
    "clamp float bound": lambda m, x: m.clamp(x, max=1.5),
    "clamp big float bound": lambda m, x: m.clamp(x, max=300.0),
    "clamp bool bound": lambda m, x: m.clamp(x, max=True),
    "clamp tensor bound": lambda m, x: m.clamp(x, max=m.tensor(300)),
    "clamp uint8 -1": lambda m, x: m.clamp(x.to(m.uint8), max=-1),
    "clamp uint8 min -1": lambda m, x: m.clamp(x.to(m.uint8), min=-1),
    "clamp uint8 256": lambda m, x: m.clamp(x.to(m.uint8), max=256),
    "clamp uint8 -256": lambda m, x: m.clamp(x.to(m.uint8), max=-256),
    "clamp int64 2**63": lambda m, x: m.clamp(x.long(), max=2 ** 63),
    "clamp int64 2**64": lambda m, x: m.clamp(x.long(), max=2 ** 64),
    "clamp float32 1e39": lambda m, x: m.clamp(x.float(), max=1e39),
    "clamp float32 inf": lambda m, x: m.clamp(x.float(), max=float("inf")),
    "clamp float64 1e39": lambda m, x: m.clamp(x.double(), max=1e39),
    "clamp half 1e6": lambda m, x: m.clamp(x.half(), max=1e6),
    "clamp half 65504.5": lambda m, x: m.clamp(x.half(), min=-65504.5),
    "clamp half 65504": lambda m, x: m.clamp(x.half(), max=65504.0),
    "clamp half inf": lambda m, x: m.clamp(x.half(), max=float("inf")),
    "clamp half nan": lambda m, x: m.clamp(x.half(), max=float("nan")),
    "clamp bfloat16 3.39e38": lambda m, x: m.clamp(x.bfloat16(), max=3.39e38),
    "clamp_min": lambda m, x: m.clamp_min(x, 300),
    "clamp_max": lambda m, x: m.clamp_max(x, 300),
    "clamp_max half": lambda m, x: m.clamp_max(x.half(), 1e6),
    "clamp_min bfloat16": lambda m, x: m.clamp_min(x.bfloat16(), -1e39),
    "method clamp_": lambda m, x: x.clamp_(max=300),
    "method clamp_min_": lambda m, x: x.clamp_min_(300),
    "clip": lambda m, x: m.clip(x, max=300),
    "where other": lambda m, x: m.where(m.tensor(COND), x, 300),
    "where self": lambda m, x: m.where(m.tensor(COND), -300, x),
    "where float32": lambda m, x: m.where(m.tensor(COND), x.float(), 1e39),
    "where half takes 1e6": lambda m, x: m.where(m.tensor(COND), x.half(), 1e6),
    "where two numbers": lambda m, x: m.where(m.tensor(COND), 300, 1),
    "pow": lambda m, x: m.pow(x, 300),
    "pow operator": lambda m, x: x ** 300,
    "pow uint8": lambda m, x: x.to(m.uint8) ** 256,
    "pow float result": lambda m, x: m.pow(x, 1e39),
    "pow float32": lambda m, x: m.pow(x.float(), 1e39),
    "pow half": lambda m, x: m.pow(x.half(), 1e6),
    "pow bfloat16": lambda m, x: m.pow(x.bfloat16(), 1e39),
    "pow number base": lambda m, x: m.pow(300, x),
    "lerp weight": lambda m, x: m.lerp(x.float(), x.float(), 1e39),
    "lerp weight bfloat16": lambda m, x: m.lerp(x.bfloat16(), x.bfloat16(), 1e39),
    "lerp weight half": lambda m, x: m.lerp(x.half(), x.half(), 1e6),
    "add wraps": lambda m, x: m.add(x, 300),
    "mul wraps": lambda m, x: x * 300,
    "add alpha": lambda m, x: m.add(x, x, alpha=300),
    "fill_": lambda m, x: x.fill_(300),
    "masked_fill": lambda m, x: x.masked_fill(m.tensor(COND), 300),
    "full": lambda m, x: m.full((2,), 300, dtype=m.int8),
    "remainder by 256 (0 in uint8)": lambda m, x: x.to(m.uint8) % 256,
    "floor_divide by 256": lambda m, x: m.floor_divide(x.to(m.uint8), 256),
    "fmod by 256": lambda m, x: m.fmod(x.to(m.uint8), 256),
    "clamp number self": lambda m, x: m.clamp(3, max=m.tensor(2)),
    "clamp_min number self": lambda m, x: m.clamp_min(300, x),
}


def _outcome(m, name, device="cpu"):
    x = m.tensor([1, 2], dtype=m.int8)
    if device != "cpu":
        x = x.to(device)
    try:
        r = CALLS[name](m, x)
    except (RuntimeError, TypeError, OverflowError) as e:
        return type(e).__name__, str(e).splitlines()[0].split(" - got")[0].split("(position")[0], x.tolist()
    return "ok", (r.to(m.float64) if r.dtype != m.bool else r).cpu().tolist(), x.tolist()


@pytest.mark.parametrize("name", sorted(CALLS))
def test_as_torch(name):
    kind, what, x_after = _outcome(tg, name)
    t_kind, t_what, t_x_after = _outcome(torch, name)
    assert kind == t_kind, (what, t_what)
    if kind in ("RuntimeError", "OverflowError"):
        assert what == t_what
    elif kind == "ok":
        assert str(what) == str(t_what)
    assert x_after == t_x_after  # a refused in-place call wrote nothing


@pytest.mark.parametrize("name", ["clamp max", "clamp half 1e6", "clamp_max", "pow", "clamp_min"])
def test_cuda_refuses_too(name):
    kind, what, _ = _outcome(tg, name, "cuda")
    assert kind == "RuntimeError" and "without overflow" in what


def test_error_names_the_type():
    x = tg.tensor([1, 2], dtype=tg.int8)
    with pytest.raises(RuntimeError, match="value cannot be converted to type int8_t without overflow"):
        tg.clamp(x, max=300)
    with pytest.raises(RuntimeError, match=r"type c10::Half without overflow"):
        tg.clamp(x.half(), max=1e6)
    assert tg.clamp(x, max=300.0).dtype is tg.float32  # a float bound: a float32 result, which holds 300


_ENTRY = """ops:
- func: tg_op(Tensor self, Tensor other) -> Tensor
  kind: pointwise
  variants: [function]
  kernel: self + other
  names: unify
  promotion: default
  dtypes: all
  devices: [cpu]
  derivatives: {not_differentiable: "a test op"}
"""


@pytest.mark.parametrize("extra", ["  checked_scalars: {other: nope}\n", "  checked_scalars: {nothere: result}\n",
                                   "  checked_scalars: [other]\n",
                                   "  tensor_only: [other]\n  checked_scalars: {other: result}\n"])
def test_yaml_field_is_validated(tmp_path, extra):
    from tensorgen.codegen import model, parse
    path = tmp_path / "ops.yaml"
    from tensorgen.codegen import key_order  # an appended field goes where the key order puts it
    path.write_text(key_order.rewrite(_ENTRY + extra), encoding="utf-8")
    with pytest.raises(parse.SpecError) as e:
        model.build(path, parse.load(path), None)
    assert "checked_scalars" in str(e.value) and "tg_op" in str(e.value)
    path.write_text(key_order.rewrite(_ENTRY + "  checked_scalars: {other: fill}\n"), encoding="utf-8")
    assert model.build(path, parse.load(path), None).ops[0].spec.checked_scalars == (("other", "fill"),)


def test_clamp_of_nested_tensors():
    # an absent bound of a nested self is the extreme of its dtype (it used to fail on the nested self)
    comps = [[1.0, 2.0], [3.0]]
    nt = tg.nested.nested_tensor([tg.tensor(c) for c in comps], layout=tg.jagged)
    tn = torch.nested.nested_tensor([torch.tensor(c) for c in comps], layout=torch.jagged)
    assert tg.clamp(nt, max=2).values().tolist() == torch.clamp(tn, max=2).values().tolist() == [1.0, 2.0, 2.0]
    assert nt.clamp(min=1.5, max=2.5).values().tolist() == tn.clamp(min=1.5, max=2.5).values().tolist()
    ni = tg.nested.nested_tensor([tg.tensor([1, 2], dtype=tg.int8)], layout=tg.jagged)
    with pytest.raises(RuntimeError, match="type int8_t without overflow"):
        tg.clamp(ni, max=300)
