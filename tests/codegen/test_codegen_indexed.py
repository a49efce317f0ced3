"""The `form:` field of the indexed kinds (sort, gather with a form): codegen
rejects an unknown form and a signature lacking an argument the form reads,
naming the file, line, op and field."""
import pytest

from tensorgen.codegen import model, parse

BASE = """
ops:
  - func: {func}
    kind: {kind}
{form}    names: refuse
    dtypes: all
    devices: [cpu]
    derivatives: {{not_differentiable: "test"}}
"""


def _build(tmp_path, func, kind, form):
    p = tmp_path / "ops.yaml"
    p.write_text(BASE.format(func=func, kind=kind, form=f"    form: {form}\n" if form else ""))
    return model.build(str(p), parse.load(p), None)  # no helper modules


def test_valid_forms_build(tmp_path):
    spec = _build(tmp_path, "mysort(Tensor self, dim dim=-1, bool descending=False, *, bool stable=False) -> Tensor",
                  "sort", "argsort")
    assert spec.ops[0].spec.form == "argsort" and spec.ops[0].spec.kernels == "sort"
    spec = _build(tmp_path, "g(Tensor self, dim dim, Tensor index) -> Tensor", "gather", "gather")
    assert spec.ops[0].spec.kernels == "gather"


def test_unknown_form(tmp_path):
    with pytest.raises(parse.SpecError, match=r"ops.yaml:5: op 'mysort' field 'form': a sort op names its form, "
                                              r"one of: sort, argsort"):
        _build(tmp_path, "mysort(Tensor self) -> Tensor", "sort", "bubble")
    with pytest.raises(parse.SpecError, match="field 'form': a sort op names its form"):
        _build(tmp_path, "mysort(Tensor self) -> Tensor", "sort", None)
    with pytest.raises(parse.SpecError, match="field 'form': a gather op names its form"):
        _build(tmp_path, "g(Tensor self, dim dim, Tensor index) -> Tensor", "gather", "gathr")


def test_form_needs_its_arguments(tmp_path):
    with pytest.raises(parse.SpecError, match=r"field 'func': form 'gather' reads the argument\(s\) index; the "
                                              r"signature lacks them"):
        _build(tmp_path, "g(Tensor self, dim dim, Tensor idx) -> Tensor", "gather", "gather")
    with pytest.raises(parse.SpecError, match=r"form 'searchsorted' reads the argument\(s\) sorted_sequence"):
        _build(tmp_path, "s(Tensor seq, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, "
                         "Tensor? sorter=None) -> Tensor", "sort", "searchsorted")
