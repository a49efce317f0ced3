"""Adding a reduction is one ops.yaml entry plus regeneration.

Works on a copy of the tree: append `nantotal` and `count_nonzeros` to the copied
ops.yaml, regenerate into the copy's generated/, import tensorgen from the copy
in a subprocess and check the new operators' values.
"""
from support.tree_copy import ROOT, make_tree, run_in_tree

NEW_OPS = """
- func: nantotal(Tensor self, dim[]? dim=None, bool keepdim=False, *, dtype? dtype=None) -> Tensor
  kind: reduction
  variants: [function, method, out]
  style: fold
  passes:
    - {init: 0, map: "0 if x != x else x", combine: a + b}
  result: int_to_long
  names: remove_dims
  dtypes: all
  devices: [cpu, cuda]
  derivatives:
    self: where(self != self, 0.0, unreduce(grad, self, dim, keepdim))

- func: count_nonzeros(Tensor self, dim[]? dim=None) -> Tensor
  kind: reduction
  variants: [function, method]
  style: fold
  passes:
    - {init: 0, map: "1 if x != 0 else 0", combine: a + b}
  result: long
  names: remove_dims
  dtypes: all
  devices: [cpu, cuda]
  derivatives: {not_differentiable: "its result is a count"}
"""

CHECK = """
assert Path(sys.modules["tensorgen.generated.ops"].__file__).parent == TREE / "generated"

x = tg.tensor([[1.0, float("nan"), 2.0], [float("nan"), float("nan"), 4.0]])
assert x.nantotal().item() == 7.0
assert tg.nantotal(x, 1).tolist() == [3.0, 4.0]
assert x.nantotal(0, keepdim=True).tolist() == [[1.0, 0.0, 6.0]]
assert tg.tensor([1, 2, 3]).nantotal().dtype is tg.int64
assert tg.zeros(0).nantotal().item() == 0.0

c = tg.tensor([[0, 1, 2], [3, 0, 0]])
assert c.count_nonzeros().item() == 3
assert tg.count_nonzeros(c, 0).tolist() == [1, 1, 1]
assert tg.count_nonzeros(c, dim=(0, 1)).dtype is tg.int64
assert tg.tensor([True, False, True]).count_nonzeros().item() == 2
print("ok")
"""


def test_new_reduction_is_one_yaml_entry(tmp_path):
    before = (ROOT / "generated" / "ops.py").read_text()
    assert "def nantotal(" not in before and "def count_nonzeros(" not in before
    make_tree(tmp_path, NEW_OPS)
    ops_py = (tmp_path / "generated" / "ops.py").read_text()
    assert "def nantotal(" in ops_py and "def count_nonzeros(" in ops_py
    cpu_py = (tmp_path / "generated" / "kernels_cpu.py").read_text()
    assert "def nantotal_inner(" in cpu_py and "def count_nonzeros_outer_par(" in cpu_py
    assert "def nantotal_kernel(" in (tmp_path / "generated" / "kernels_cuda.py").read_text()

    run = run_in_tree(tmp_path, CHECK)
    assert run.returncode == 0, run.stderr[-3000:]
    assert run.stdout.strip().endswith("ok")
    # the real tree is untouched
    assert "def nantotal(" not in (ROOT / "generated" / "ops.py").read_text()
