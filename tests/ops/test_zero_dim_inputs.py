"""0-dim inputs of index ops, as PyTorch: index_select of a scalar
is a scalar (one index only), index_add refuses a source of another rank."""
import pytest

import tensorgen as tg


def test_index_select_of_a_scalar_is_a_scalar():
    s = tg.tensor(5.)
    for index in (tg.tensor([0]), tg.tensor(0), tg.tensor([0], dtype=tg.int32)):
        r = tg.index_select(s, 0, index)
        assert r.shape == () and r.item() == 5.0
    assert s.index_select(-1, tg.tensor([0])).shape == ()
    out = tg.empty(0)
    assert tg.index_select(s, 0, tg.tensor([0]), out=out) is out and out.shape == ()
    x = tg.tensor(5., requires_grad=True)
    tg.index_select(x, 0, tg.tensor([0])).backward()
    assert x.grad.shape == () and x.grad.item() == 1.0


def test_index_select_of_a_scalar_refuses_other_index_counts():
    s = tg.tensor(5.)
    for n in (0, 2):
        with pytest.raises(RuntimeError, match=f"Index to scalar can have only 1 value, got {n} value"):
            tg.index_select(s, 0, tg.zeros(n, dtype=tg.int64))
    for bad in ([1], [-1]):
        with pytest.raises(IndexError, match="index out of range in self"):
            tg.index_select(s, 0, tg.tensor(bad))
        with pytest.raises(IndexError, match="index out of range in self"):  # PyTorch 2.13's words for vectors too
            tg.index_select(tg.ones(2), 0, tg.tensor(bad) * 2)


def test_index_select_of_vectors_unchanged():
    assert tg.index_select(tg.tensor([1., 2.]), 0, tg.tensor(1)).tolist() == [2.0]
    assert tg.index_select(tg.ones(2, 3), 1, tg.tensor([2, 0])).shape == (2, 2)


def test_index_add_source_rank_must_be_self_rank():
    for self_, src in ((tg.tensor(5.), tg.tensor([2.])), (tg.ones(2), tg.tensor(2.))):
        with pytest.raises(RuntimeError, match="source tensor shape must match self tensor shape"):
            tg.index_add(self_, 0, tg.tensor([0]), src)
    assert tg.index_add(tg.tensor(5.), 0, tg.tensor([0]), tg.tensor(2.)).item() == 7.0
    # index_copy lets a scalar stand for a one-element vector, as PyTorch
    assert tg.index_copy(tg.tensor(5.), 0, tg.tensor([0]), tg.tensor([2.])).item() == 2.0
    assert tg.index_copy(tg.ones(2), 0, tg.tensor([0]), tg.tensor(2.)).tolist() == [2.0, 1.0]


def test_matches_torch():
    torch = pytest.importorskip("torch")
    for L in (tg, torch):
        r = L.index_select(L.tensor(5.), 0, L.tensor([0]))
        if L is tg:
            got = (tuple(r.shape), r.item())
        else:
            want = (tuple(r.shape), r.item())
    assert got == want
