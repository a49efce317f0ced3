"""The helper modules (codegen/helpers/) are ordinary Python: importable and
callable as written, and exactly what the generator reads from them (every
function, in the module's order, nothing it imports)."""
import ast
import math
from pathlib import Path

import pytest

from tensorgen.codegen import model, parse
from tensorgen.codegen.helpers import autograd, scalar

ROOT = Path(__file__).resolve().parents[2]
HELPERS = ROOT / "codegen" / "helpers"


@pytest.fixture(scope="module")
def spec():
    return model.build(str(ROOT / "ops.yaml"), parse.load(ROOT / "ops.yaml"))


def _defs(path):
    return [n.name for n in ast.parse(path.read_text(encoding="utf-8")).body if isinstance(n, ast.FunctionDef)]


def test_the_generator_reads_every_function_of_the_modules(spec):
    assert [h.name for h in spec.helpers] == _defs(HELPERS / "scalar.py")
    assert [h.name for h in spec.autograd_helpers] == _defs(HELPERS / "autograd.py")
    for h in spec.helpers + spec.autograd_helpers:
        assert h.path.endswith(("scalar.py", "autograd.py"))
        assert h.source.startswith(f"def {h.name}(")
        # the line of the error base: the line above the def
        assert Path(h.path).read_text(encoding="utf-8").splitlines()[h.line].startswith(f"def {h.name}(")


def test_the_modules_import_and_their_functions_run_as_python():
    # the kernels' scalar code is plain Python too: a unit test can call it
    assert [scalar.floor_(x) for x in (2.5, -2.5, 3.0)] == [2.0, -3.0, 3.0]
    assert [scalar.round_half_even(x) for x in (0.5, 1.5, 2.5, -0.5)] == [0.0, 2.0, 2.0, -0.0]
    assert scalar.int_pow(3, 4) == 81 and scalar.int_pow(2, -1) == 0 and scalar.int_pow(-1, -3) == -1
    assert [scalar.sign_(x) for x in (-2.0, 0.0, 3.0, math.nan)] == [-1, 0, 1, 0]
    assert math.isclose(scalar.sigmoid_(0.3), 1 / (1 + math.exp(-0.3)), rel_tol=1e-15)
    assert scalar.fmod_(-7.0, 3.0) == math.fmod(-7.0, 3.0)  # (by zero: Numba gives nan, Python raises)
    assert scalar.gcd_(12, -18) == 6
    assert callable(autograd.derivative_not_implemented)


def test_a_helpers_key_in_the_yaml_points_to_the_modules(tmp_path):
    p = tmp_path / "ops.yaml"
    p.write_text("autograd_helpers:\n  f: |\n    def f(grad):\n        return grad\nops: []\n", encoding="utf-8")
    with pytest.raises(parse.SpecError) as e:
        model.build(str(p), parse.load(p), None)
    assert e.value.line == 1 and "codegen/helpers/autograd.py" in str(e.value), str(e.value)
