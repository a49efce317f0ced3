"""Operators with several Python forms (ops.yaml `overloads:`,
runtime/core/overloads.py): the form a call binds, PyTorch's error when none
fits, and the generator's checks of the field. (The forms against torch's:
tests/core/test_signatures.py.)"""
import inspect

import pytest

import tensorgen as tg
from tensorgen.core import overloads as ov


def _a(x, dim=None, *, keepdim=False):
    return ("a", dim, keepdim) if dim is None or ov.is_dim_list(dim) else None


def _b(x, unbiased=True):
    return ("b", unbiased) if ov.is_bool(unbiased) else None


FORMS = ov.Overloads("demo", (_a, _b))


def test_the_first_fitting_form_binds_the_call():
    x = tg.zeros(2)
    assert FORMS((x,), {}) == ("a", None, False)
    assert FORMS((x, 0), {"keepdim": True}) == ("a", 0, True)
    assert FORMS((x, True), {}) == ("b", True)         # a bool is no dim: the second form
    assert FORMS((x,), {"unbiased": False}) == ("b", False)


def test_no_fitting_form_raises_pytorchs_invalid_combination():
    with pytest.raises(TypeError) as e:
        FORMS((tg.zeros(2), "x", 3), {})
    msg = str(e.value)
    assert msg.startswith("demo() received an invalid combination of arguments - got (Tensor, str, int), "
                          "but expected one of:")
    assert " * (x, dim=None, *, keepdim=False)" in msg and " * (x, unbiased=True)" in msg
    with pytest.raises(TypeError, match="got \\(Tensor, foo=int\\)"):
        FORMS((tg.zeros(2),), {"foo": 1})


def test_the_forms_are_introspectable():
    assert [str(s) for s in FORMS.signatures()] == ["(x, dim=None, *, keepdim=False)", "(x, unbiased=True)"]
    assert [str(s) for s in tg.std.overloads.signatures()] == [
        "(input, dim, unbiased=True, keepdim=False, *, out=None)",
        "(input, dim=None, *, correction=None, keepdim=False, out=None)",
        "(input, unbiased=True, *, out=None)"]
    assert [str(s) for s in tg.Tensor.std.overloads.signatures()] == [
        "(self, dim, unbiased=True, keepdim=False)", "(self, dim=None, *, correction=None, keepdim=False)",
        "(self, unbiased=True)"]


def test_the_predicates_tell_pytorchs_types_apart():
    assert ov.is_int(3) and not ov.is_int(True) and ov.is_int(tg.tensor(2)) and not ov.is_int(tg.tensor(2.0))
    assert ov.is_dim("C") and not ov.is_dim(False)
    assert ov.is_int_list((2, 3)) and ov.is_int_list(tg.Size([2])) and not ov.is_int_list(2)
    assert ov.is_dim_list(0) and ov.is_dim_list(["A", 1]) and not ov.is_dim_list([0.5])
    assert ov.is_scalar(2.5) and ov.is_scalar(tg.tensor(1)) and not ov.is_scalar(tg.zeros(2))
    assert ov.is_tensor(tg.zeros(1)) and not ov.is_tensor([1])


def test_method_varargs_take_a_sequence_or_the_keyword():
    x = tg.arange(6.)
    assert x.view(2, 3).shape == x.view((2, 3)).shape == x.view(size=(2, 3)).shape == (2, 3)
    with pytest.raises(TypeError, match="view\\(\\) received an invalid combination of arguments"):
        x.view(2, size=(3,))
    with pytest.raises(TypeError, match="multiple values for argument 'dims'"):
        x.reshape(2, 3).permute(1, dims=(0,))
    assert tg.zeros(1, 2, 1).squeeze().shape == (2,)
    assert tg.zeros(1, 2, 1).squeeze(0, 2).shape == (2,)


def test_a_generated_wrapper_names_its_tensor_input():
    assert list(inspect.signature(tg.abs).parameters) == ["input", "out"]
    assert list(inspect.signature(tg.Tensor.abs).parameters) == ["self"]  # a method takes no out=
    assert tg.abs(input=tg.tensor([-1.0])).tolist() == [1.0]


# -------------------------------------------------------------- the generator's checks of the field
_BASE = """
- func: twin(Tensor self, dim[]? dim=None, bool? flag=None) -> Tensor
  kind: reduction
  variants: [function, method]
  style: fold
  passes:
    - {init: 0, combine: a + b}
  names: remove_dims
  dtypes: all
  devices: [cpu]
  derivatives: {not_differentiable: "a test op"}
"""


@pytest.mark.parametrize("overloads,words", [
    ('    - "twin(Tensor self, int other)"\n', "'other' is not an argument of the op"),
    ('    - "twin(Tensor self, int dim)"\n', "'dim' is int, the op's is dim[]"),
    ('    - "other(Tensor self)"\n', "names 'other', not 'twin'"),
    ('    - "twin(Tensor self)"\n    - "twin(Tensor self)"\n', "lists one form twice"),
    ('    - "twin(Tensor self)"\n    - {func: "twin(Tensor self, Tensor b)", calls: nothing}\n',
     "'nothing' is not an operator"),
    ('    - {func: "twin(Tensor self)", variants: [method]}\n', "no form for the function runs the op itself"),
    ('    - "twin(Tensor self, dim[]? dim=None, Tensor? out=None)"\n', "the op has no 'out' variant"),
])
def test_overloads_are_validated(tmp_path, overloads, words):
    from tensorgen.codegen import model, parse
    p = tmp_path / "ops.yaml"
    p.write_text("ops:\n" + _BASE.rstrip("\n") + "\n  overloads:\n" + overloads, encoding="utf-8")
    with pytest.raises(parse.SpecError) as e:
        model.build(str(p), parse.load(p), None)  # a table of its own: no helper modules
    assert "op 'twin' field 'overloads'" in str(e.value) and words in str(e.value)


def test_inplace_function_needs_the_inplace_variant(tmp_path):
    from tensorgen.codegen import model, parse
    p = tmp_path / "ops.yaml"
    p.write_text("ops:\n" + _BASE.replace("[function, method]", "[function, inplace_function]"), encoding="utf-8")
    with pytest.raises(parse.SpecError, match="'inplace_function' makes the 'inplace' variant's function public"):
        model.build(str(p), parse.load(p), None)  # a table of its own: no helper modules
