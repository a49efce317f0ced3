"""An ops.yaml entry's keys come in one order (codegen/key_order.py): the generator
refuses another order with the file, line, op and field, and
``python -m tensorgen.codegen.key_order`` rewrites a file into it, keeping comments
and block scalars as written."""
from pathlib import Path

import pytest
import yaml

from support.mini_spec import MINI_SPEC, write_helpers
from tensorgen.codegen import key_order, model, parse

ROOT = Path(__file__).resolve().parents[2]


def _error(tmp_path, text):
    p = tmp_path / "ops.yaml"
    p.write_text(text, encoding="utf-8")
    with pytest.raises(parse.SpecError) as e:
        model.build(str(p), parse.load(p), write_helpers(tmp_path / "helpers"))
    return e.value


@pytest.mark.parametrize("old,new,op,key,before", [
    # kind moved below variants
    ("  kind: pointwise\n  variants: [function, method]\n  switch: mode\n",
     "  variants: [function, method]\n  kind: pointwise\n  switch: mode\n", "scaled", "kind", "variants"),
    # a kind's own field below the pipeline's rules
    ("  body: tuple(self.shape) == tuple(other.shape) and bool(mul(self, other).all())\n",
     "", "same", "body", "devices"),
    # samples above derivatives
    ("  derivatives:\n    self: grad * other\n    other: grad * self\n  samples:\n    - \"x(3, 4), x(3, 4)\"\n",
     "  samples:\n    - \"x(3, 4), x(3, 4)\"\n  derivatives:\n    self: grad * other\n    other: grad * self\n",
     "mul", "derivatives", "samples"),
])
def test_a_key_out_of_order_is_refused_where_it_stands(tmp_path, old, new, op, key, before):
    assert old in MINI_SPEC
    text = MINI_SPEC.replace(old, new)
    if key == "body":  # moved to the end of its entry
        text = text.rstrip("\n") + "\n" + old
    err = _error(tmp_path, text)
    assert (err.op, err.field) == (op, key), str(err)
    assert err.line == _key_line(text, op, key), str(err)
    assert f"key '{key}' must come before '{before}'" in str(err), str(err)
    assert str(err).startswith(f"{tmp_path / 'ops.yaml'}:{err.line}: op '{op}' field '{key}'"), str(err)


def _key_line(text, op, key):
    """The 1-based line of ``key`` in op's entry."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"- func: {op}("))
    return next(i for i in range(start, len(lines)) if lines[i].startswith(f"  {key}:")) + 1


def test_a_field_error_is_reported_before_the_order(tmp_path):
    # an appended field that is wrong in itself: its own error, not the order's
    err = _error(tmp_path, MINI_SPEC.rstrip("\n") + "\n  autocast: sometimes\n")
    assert err.field == "autocast" and "must come before" not in str(err), str(err)


SHUFFLED = """\
ops:
# a section comment stays above the entry
- func: tg_op(Tensor self) -> Tensor
  derivatives:
    self: grad
  # the kernel's comment travels with it
  kernel: |
    self +  1

  names: keep
  variants: [function]   # a trailing comment stays on its line
  dtypes: all
  kind: pointwise
  promotion: default
  devices: [cpu]

# the next section
- func: tg_other(Tensor self) -> Tensor
  kind: pointwise
  kernel: self
  names: keep
  promotion: default
  dtypes: all
  devices: [cpu]
"""

ORDERED = """\
ops:
# a section comment stays above the entry
- func: tg_op(Tensor self) -> Tensor
  kind: pointwise
  variants: [function]   # a trailing comment stays on its line
  # the kernel's comment travels with it
  kernel: |
    self +  1

  names: keep
  promotion: default
  dtypes: all
  devices: [cpu]
  derivatives:
    self: grad

# the next section
- func: tg_other(Tensor self) -> Tensor
  kind: pointwise
  kernel: self
  names: keep
  promotion: default
  dtypes: all
  devices: [cpu]
"""


def test_the_rewrite_moves_whole_keys_with_their_comments():
    out = key_order.rewrite(SHUFFLED)
    assert out == ORDERED
    assert key_order.rewrite(out) == out
    assert yaml.safe_load(out) == yaml.safe_load(SHUFFLED)  # the same data, block scalar included


def test_the_rewrite_command_fixes_a_file(tmp_path, capsys):
    p = tmp_path / "ops.yaml"
    p.write_text(SHUFFLED, encoding="utf-8")
    assert key_order.main([str(p)]) == 0
    assert p.read_text(encoding="utf-8") == ORDERED
    assert "keys reordered" in capsys.readouterr().out


def test_ops_yaml_is_in_the_one_order():
    text = (ROOT / "ops.yaml").read_text(encoding="utf-8")
    assert key_order.rewrite(text) == text


def test_every_kind_field_has_one_place():
    # a kind's own field never shares a name with a head or tail key: its rank would be ambiguous
    for kind, (fields, _) in model.KINDS.items():
        order = key_order.order(fields)
        assert len(order) == len(set(order)), kind
        assert set(fields) | set(model.COMMON_FIELDS) == set(order), kind


KERNEL_BELOW = """ops:
- func: dup(Tensor self) -> Tensor
  kind: copy
  variants: [function]
  rule: clone
  kernel_op: _tg_kernel
  names: keep
  dtypes: all
  devices: [cpu, cuda]
  derivatives: {not_differentiable: "a test op"}
- func: _tg_kernel(Tensor self) -> Tensor
  kind: pointwise
  variants: [function]
  kernel: self
  names: keep
  promotion: no_opmath
  dtypes: all
  devices: [cpu, cuda]
  derivatives: {not_differentiable: "a test op"}
"""


def test_an_op_whose_kernel_is_declared_below_it_is_refused(tmp_path):
    # the one order an entry's place matters: generated/ops.py binds the kernel's record first
    p = tmp_path / "ops.yaml"
    p.write_text(KERNEL_BELOW, encoding="utf-8")
    with pytest.raises(parse.SpecError) as e:
        model.build(str(p), parse.load(p), None)
    assert (e.value.line, e.value.op, e.value.field) == (2, "dup", "kernel_op"), str(e.value)
    assert "'_tg_kernel' must be declared above 'dup'" in str(e.value)
    below, above = KERNEL_BELOW.split("- func: _tg_kernel")
    p.write_text("ops:\n- func: _tg_kernel" + above + below[len("ops:\n"):], encoding="utf-8")
    assert [op.name for op in model.build(str(p), parse.load(p), None).ops] == ["_tg_kernel", "dup"]
