"""Names through matrix products, as PyTorch's compute_matmul_outnames
(every product: mm, mv, dot, matmul, bmm, addmm, addmv, baddbmm): a batch dim
of one factor among the other's matrix dims is misaligned; the matrix dims'
result names must differ; the batch dims unify. The cases are PyTorch's own
named-tensor tests (torch 2.13 has no named tensors, so these are fixed
expectations); topk has no Dimname overload: its dim is an int."""
import re

import pytest

import tensorgen as tg


def create(spec):
    """'N:3,C:2' -> a tensor of sizes (3, 2) named ('N', 'C'); '3,2' unnamed; '' a scalar."""
    if not spec:
        return tg.randn(())
    if ":" not in spec:
        return tg.randn(*[int(s) for s in spec.split(",")])
    dims = [d.split(":") for d in spec.split(",")]
    return tg.randn(*[int(s) for _, s in dims], names=[None if n == "None" else n for n, _ in dims])


CASES = [  # PyTorch's test_matmul / test_bmm / test_mv / test_dot cases
    ("matmul", "A:2", "B:2", []),
    ("matmul", "A:3,C:2", "B:2", ["A"]),
    ("matmul", "A:5,C:3,D:2", "B:2", ["A", "C"]),
    ("matmul", "C:2", "A:2,B:3", ["B"]),
    ("matmul", "C:2", "A:3,B:2,D:5", ["A", "D"]),
    ("matmul", "A:3,B:2", "A:2,B:3", ["A", "B"]),
    ("matmul", "A:3,B:2", "B:2,A:5", "with duplicate names"),
    ("matmul", "C:5,A:3,B:2", "A:2,B:3", ["C", "A", "B"]),
    ("matmul", "C:5,A:3,B:2", "None:1,A:2,B:3", ["C", "A", "B"]),
    ("matmul", "C:5,A:3,B:2", "None:2,None:1,A:2,B:3", [None, "C", "A", "B"]),
    ("bmm", "N:7,A:3,B:2", "N:7,A:2,B:5", ["N", "A", "B"]),
    ("bmm", "7,3,2", "N:7,A:2,B:5", ["N", None, "B"]),
    ("bmm", "N:7,A:3,B:2", "7,2,5", ["N", "A", None]),
    ("bmm", "N:7,A:3,B:2", "N:7,B:2,A:5", "with duplicate names"),
    ("bmm", "N:3,A:3,B:3", "M:3,A:3,B:3", "do not match"),
    ("bmm", "N:3,A:3,B:3", "None:3,N:3,B:3", "misaligned"),
    ("mv", "N:3,C:2", "W:2", ["N"]),
    ("mv", "3,2", "W:2", [None]),
    ("mv", "N:3,C:2", "2", ["N"]),
    ("dot", "C:2", "W:2", []),
    ("mm", "N:3,C:2", "W:2,H:5", ["N", "H"]),
    ("mm", "N:3,C:2", "W:2,N:5", "with duplicate names"),
]


@pytest.mark.parametrize("op,a,b,want", CASES)
def test_pytorch_cases(op, a, b, want):
    call = lambda: getattr(tg, op)(create(a), create(b))  # noqa: E731
    if isinstance(want, str):
        with pytest.raises(RuntimeError, match=re.compile(want, re.I)):
            call()
    else:
        assert list(call().names) == want


def test_issue_repros_are_misaligned():
    """A batch dim of one factor that is a matrix dim of the other would pair
    unrelated dims: PyTorch refuses (its check_batch_and_feature_dims_are_distinct)."""
    with pytest.raises(RuntimeError, match=re.escape(
            "Misaligned dims when batch matrix multiplying Tensor['D', 'N', 'C'] and Tensor['T', 'D']: there is "
            "overlap between the feature dims of the second tensor (['T', 'D']) and the batch dims of the first "
            "tensor (['D']). Please ensure batch dims are not present in the feature dims.")):
        tg.matmul(tg.ones(2, 3, 4, names=("D", "N", "C")), tg.ones(4, 5, names=("T", "D")))
    with pytest.raises(RuntimeError, match=re.escape(
            "there is overlap between the feature dims of the first tensor (['H', 'N']) and the batch dims of the "
            "second tensor (['N'])")):
        tg.bmm(tg.ones(2, 3, 4, names=(None, "H", "N")), tg.ones(2, 4, 5, names=("N", "T", "C")))


def test_fused_products():
    assert create("N:3,H:5").addmm(create("N:3,C:2"), create("W:2,H:5")).names == ("N", "H")
    assert tg.addmm(create("3,5"), create("N:3,C:2"), create("W:2,H:5")).names == ("N", "H")
    with pytest.raises(RuntimeError, match="with duplicate names"):
        tg.addmm(create("N:3,H:5"), create("N:3,C:2"), create("W:2,N:5"))
    assert tg.addmv(create("N:3"), create("N:3,C:2"), create("H:2")).names == ("N",)
    assert tg.addmv(create("3"), create("N:3,C:2"), create("H:2")).names == ("N",)
    out = tg.empty(0)
    assert tg.matmul(create("N:7,A:3,B:2"), create("N:7,A:2,B:5"), out=out).names == ("N", "A", "B")
    with pytest.raises(RuntimeError, match="^Misaligned dims when batch matrix multiplying"):
        tg.baddbmm(create("3,3,3"), create("N:3,A:3,B:3"), create("None:3,N:3,B:3"))


def test_topk_dim_is_an_int():
    x = tg.ones(2, 3, names=("A", "B"))
    assert tg.topk(x, 1, dim=1).values.names == ("A", "B")
    assert x.topk(1).indices.names == ("A", "B")
    for call in (lambda: tg.topk(x, 1, dim="B"), lambda: x.topk(1, "B")):
        with pytest.raises(TypeError, match="topk\\(\\): argument 'dim' must be int, not str"):
            call()
    # the reductions with PyTorch's Dimname overloads keep taking names
    assert x.sum("B").names == ("A",) and tg.kthvalue(x, 1, "B").values.names == ("A",)
