"""The generator's declared fields and vocabularies: a field declared once
(codegen/fields.py Field) reads its default and refuses a value of another type
with a located error; a vocabulary word (codegen/vocabulary.py) is its string
everywhere the templates and the runtime read it."""
import json
from pathlib import Path

import pytest

from tensorgen.codegen import fields, model, parse
from tensorgen.codegen.kinds.reduction import NAN_PROPAGATE, RESULT
from tensorgen.codegen.vocabulary import Device, Kind, NameRule, Nested, Sparse

OPS_YAML = Path(__file__).resolve().parents[2] / "ops.yaml"


class _Ctx:
    """Reports as model's reporter does: the field and message in a SpecError."""

    def fail(self, fieldname, message, mapping=None):
        raise parse.SpecError("ops.yaml", 7, "op", fieldname, message)


def test_field_reads_its_default_and_a_value_of_its_type():
    assert NAN_PROPAGATE.read(_Ctx(), {}) is False
    assert NAN_PROPAGATE.read(_Ctx(), {"nan_propagate": True}) is True
    assert RESULT.read(_Ctx(), {}) == "same"
    assert RESULT.read(_Ctx(), {"result": "floating"}) == "floating"


@pytest.mark.parametrize("field, value, message", [
    (NAN_PROPAGATE, 1, "field 'nan_propagate': expected true or false"),
    (NAN_PROPAGATE, "yes", "field 'nan_propagate': expected true or false"),
    (RESULT, "double", "field 'result': 'double' is not one of: same, int_to_long, floating"),
    (RESULT, ["same"], "field 'result': '['same']' is not one of: same"),
])
def test_field_refuses_another_value_with_a_located_error(field, value, message):
    with pytest.raises(parse.SpecError) as e:
        field.read(_Ctx(), {field.name: value})
    assert str(e.value).startswith("ops.yaml:7: op 'op' ")
    assert message in str(e.value)


def test_a_field_of_a_word_list_lists_the_words():
    f = fields.Field("colour", str, "red", words=("red", "green"))
    assert f.read(_Ctx(), {"colour": "green"}) == "green"
    with pytest.raises(parse.SpecError, match="field 'colour': 'blue' is not one of: red, green"):
        f.read(_Ctx(), {"colour": "blue"})


def test_a_vocabulary_word_is_its_string():
    w = Nested.elementwise
    assert w == "elementwise" and isinstance(w, str)
    assert str(w) == f"{w}" == "elementwise" and repr(w) == "'elementwise'"
    assert {w: 1}["elementwise"] == 1 and {"elementwise": 1}[w] == 1
    assert json.dumps(w) == '"elementwise"'
    assert set(Sparse) - {"none"} == set(model.SPARSE) - {"none"}
    assert model.NAME_RULES == tuple(NameRule) and NameRule("keep") is NameRule["keep"]


def test_every_kind_is_a_vocabulary_word_and_an_op_carries_members():
    assert set(model.KINDS) == set(Kind.words())
    spec = model.build(str(OPS_YAML), parse.load(OPS_YAML))
    op = next(op for op in spec.ops if op.name == "sum")
    assert op.kind is Kind.reduction and isinstance(op.names, NameRule)
    assert all(isinstance(d, Device) for d in op.devices) and "cpu" in op.devices


@pytest.mark.parametrize("kind, field, value, message", [
    ("reduction", "style", "twice", "expected one of: fold, scan, arg, select, mode, topk, scan_arg"),
    ("reduction", "nan_propagate", "yes", "expected true or false"),
    ("contraction", "form", "outer", "expected one of: dot, mv, mm, bmm, matmul, linear"),
    ("norm", "form", "rms_norm", "a norm op names its form, one of: layer_norm, batch_norm"),
    ("foreach", "steps", [], "expected a list of statements"),
    ("view", "alias", 1, "expected true or false"),
])
def test_a_kinds_declared_field_reports_its_entry_line_op_and_field(kind, field, value, message):
    data = parse.load(OPS_YAML)
    entry = next(e for e in data["ops"] if e["kind"] == kind and field in e)
    entry[field] = value
    with pytest.raises(parse.SpecError) as e:
        model.build(str(OPS_YAML), data)
    op = entry["func"].split("(")[0]
    assert f"ops.yaml:{entry.line_of(field)}: op '{op}' field '{field}': {message}" in str(e.value)
