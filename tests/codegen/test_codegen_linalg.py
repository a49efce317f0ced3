"""The generator's checks of the linear-algebra entries: a `kind:
decomposition` or `kind: lu` entry must name a known form whose Tensor
arguments and results its signature has, and list only the dtypes the
kernels run; `derivatives: missing_grads:` takes none or zeros. Each case
appends one entry to a copy of ops.yaml."""
from pathlib import Path

import pytest

from tensorgen.codegen import model, parse
from tensorgen.codegen.parse import SpecError

BASE = (Path(__file__).resolve().parents[2] / "ops.yaml").read_text(encoding="utf-8")
ENTRY = """
- func: {func}
  kind: {kind}
  form: {form}
  names: refuse
  dtypes: {dtypes}
  devices: [cpu]
  derivatives: {derivatives}
"""
NOT_DIFF = '{not_differentiable: "a test op"}'


def _build(tmp_path, **fields):
    fields.setdefault("derivatives", NOT_DIFF)
    p = tmp_path / "ops.yaml"
    p.write_text(BASE.rstrip("\n") + "\n" + ENTRY.format(**fields), encoding="utf-8")
    return model.build(str(p), parse.load(p))


@pytest.mark.parametrize("kind, func, form, dtypes, field, words", [
    ("decomposition", "tg_dec(Tensor A) -> Tensor", "lu", "[float64]", "form",
     ["qr, svd, eigh, pinv, cholesky, cholesky_solve, cholesky_inverse, triangular"]),
    ("decomposition", "tg_dec(Tensor self) -> (Tensor Q, Tensor R)", "qr", "[float64]", "func", ["A"]),
    ("decomposition", "tg_dec(Tensor A) -> (Tensor Q, Tensor R)", "svd", "[float64]", "func", ["returns 3 Tensor"]),
    ("decomposition", "tg_dec(Tensor self) -> Tensor", "triangular", "[float64]", "func", ["B"]),
    ("decomposition", "tg_dec(Tensor A) -> (Tensor a, Tensor b)", "eigh", "floating", "dtypes", ["float16, bfloat16"]),
    ("lu", "tg_dec(Tensor A) -> Tensor", "lu_factor", "[float64]", "func", ["returns 3 Tensor"]),
    ("lu", "tg_dec(Tensor LU, Tensor B) -> Tensor", "lu_solve", "[float64]", "func", ["pivots"]),
    ("lu", "tg_dec(Tensor self) -> Tensor", "inv", "[float16, float64]", "dtypes", ["float16"]),
])
def test_linalg_entries_are_checked(tmp_path, kind, func, form, dtypes, field, words):
    with pytest.raises(SpecError) as e:
        _build(tmp_path, kind=kind, func=func, form=form, dtypes=dtypes)
    assert e.value.op == "tg_dec" and e.value.field == field, str(e.value)
    for w in words:
        assert w in str(e.value), (w, str(e.value))


def test_valid_entries_build(tmp_path):
    spec = _build(tmp_path, kind="lu", func="tg_dec(Tensor self) -> Tensor", form="matrix_exp",
                  dtypes="[float16, bfloat16, float32, float64]")  # matrix_exp computes half in float32
    op = next(o for o in spec.ops if o.name == "tg_dec")
    assert op.kind == "lu" and op.spec.form == "matrix_exp"
    spec = _build(tmp_path, kind="decomposition", func="tg_dec(Tensor A, str mode='r') -> (Tensor Q, Tensor R)",
                  form="qr", dtypes="[float32, float64]", derivatives="{A: \"grads[1]\", missing_grads: none}")
    op = next(o for o in spec.ops if o.name == "tg_dec")
    assert op.spec.argnames == ("A", "mode") and op.derivatives.missing_none
    from tensorgen.codegen import python_signature
    assert python_signature.params(op, "function") == "A, mode='r'"


def test_missing_grads_takes_none_or_zeros(tmp_path):
    with pytest.raises(SpecError) as e:
        _build(tmp_path, kind="decomposition", func="tg_dec(Tensor A) -> (Tensor Q, Tensor R)", form="qr",
               dtypes="[float64]", derivatives="{A: \"grads[0]\", missing_grads: nothing}")
    assert e.value.field == "derivatives.missing_grads" and "'none'" in str(e.value)
