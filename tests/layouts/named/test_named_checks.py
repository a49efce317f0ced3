"""Named-tensor checks (PyTorch's rules; torch 2.13 has no named
tensors, so these are hard expectations from its named-tensor code)."""
import pytest

import tensorgen as tg


def named(*shape, names):
    return tg.ones(*shape, names=names)


def test_contractions_refuse_duplicate_result_names():
    cases = [lambda: tg.matmul(named(2, 3, names=("A", "B")), named(3, 2, names=("B", "A"))),
             lambda: tg.mm(named(2, 3, names=("A", "B")), named(3, 2, names=("B", "A"))),
             lambda: tg.bmm(named(2, 2, 3, names=("N", "A", "B")), named(2, 3, 2, names=("N", "B", "A"))),
             lambda: tg.addmm(tg.ones(2, 2), named(2, 3, names=("A", "B")), named(3, 2, names=("B", "A"))),
             lambda: named(2, 3, names=("A", "B")) @ named(3, 2, names=("B", "A"))]
    for call in cases:  # PyTorch's "Matrix multiplying Tensor[...] with Tensor[...] would produce output
        with pytest.raises(RuntimeError, match="with duplicate names"):  # tensor with duplicate names"
            call()
    assert tg.mm(named(2, 3, names=("A", "B")), named(3, 2, names=("B", "C"))).names == ("A", "C")


def test_contractions_refuse_misaligned_batch_names():
    with pytest.raises(RuntimeError, match="Error when attempting to batch matrix multiplying dims"):
        tg.bmm(named(2, 2, 3, names=("N", "A", "B")), named(2, 3, 2, names=("M", "B", "C")))
    # sizes mismatch too: the names error comes first
    with pytest.raises(RuntimeError, match="Misaligned dims when attempting to batch matrix multiplying"):
        tg.matmul(named(2, 3, 2, 3, names=("N", None, "A", "B")), named(3, 2, 3, 2, names=(None, "N", "B", "C")))
    r = tg.matmul(named(2, 3, 2, 3, names=("N", "M", "A", "B")), named(3, 2, names=("B", "C")))
    assert r.names == ("N", "M", "A", "C")


def test_masked_fill_mask_with_more_dims_than_named_self():
    for call in (lambda s, m: s.masked_fill(m, 0.0), lambda s, m: s.masked_fill_(m, 0.0)):
        with pytest.raises(RuntimeError, match=r"masked_fill: attempted to broadcast Tensor\[None, None\] to "
                                               r"Tensor\['A'\]"):
            call(named(3, names=("A",)), tg.ones(2, 3, dtype=tg.bool))


def test_in_place_ops_never_rename_a_named_self():
    msg = r"Name mismatch: specified out tensor with names \['A', None\] are not the same as the computed output"
    self_ = named(2, 3, names=("A", None))
    with pytest.raises(RuntimeError, match=msg):
        self_.add_(named(2, 3, names=(None, "B")))
    with pytest.raises(RuntimeError, match=msg):
        self_.masked_fill_(tg.ones(2, 3, dtype=tg.bool, names=(None, "B")), 0.0)
    assert self_.names == ("A", None) and self_.tolist() == [[1.0] * 3] * 2  # nothing written
    # an unnamed self takes the names; the same names are fine
    assert tg.ones(2, 3).add_(named(2, 3, names=(None, "B"))).names == (None, "B")
    assert named(2, 3, names=("A", "B")).add_(named(3, names=("B",))).names == ("A", "B")


def test_resize_as_propagates_and_checks_names():
    assert tg.ones(2, 3).resize_as_(named(2, 3, names=("A", "B"))).names == ("A", "B")
    assert tg.ones(5).resize_as_(named(2, 3, names=("A", "B"))).names == ("A", "B")
    with pytest.raises(RuntimeError, match=r"Name mismatch: specified out tensor with names \['X', 'B'\]"):
        named(2, 3, names=("X", "B")).resize_as_(named(2, 3, names=("A", "B")))
    assert named(2, 3, names=("A", "B")).resize_as_(named(2, 3, names=("A", "B"))).names == ("A", "B")
    assert named(2, 3, names=("X", "B")).resize_as_(tg.ones(2, 3)).names == ("X", "B")
    with pytest.raises(RuntimeError, match=r"Cannot resize named tensor with resize_ or resize_as_ \(tried to "
                                           r"resize Tensor\['A'\] with size \[5\] to \[2, 3\]\)"):
        named(5, names=("A",)).resize_as_(tg.ones(2, 3))


def test_tensor_of_a_named_tensor():
    x = named(2, 3, names=("A", None))
    assert tg.tensor(x).names == ("A", None)
    assert tg.tensor(x, names=("A", "B")).names == ("A", "B")
    with pytest.raises(RuntimeError, match=r"tensor: cannot coerce Tensor\['A', None\] to Tensor\['C', 'B'\] because "
                                           r"'A' is different from 'C' at index 0"):
        tg.tensor(x, names=("C", "B"))
    with pytest.raises(RuntimeError, match=r"Number of names \(1\) and number of dimensions in tensor \(2\)"):
        tg.tensor(x, names=("A",))
    with pytest.raises(RuntimeError, match="duplicate names"):
        tg.tensor([[1, 2]], names=("A", "A"))


def test_underscore_digit_names_are_valid():
    assert named(2, names=("_1",)).names == ("_1",)
    assert named(2, 3, names=("_0", "C_2")).refine_names("_0", "C_2").names == ("_0", "C_2")
    with pytest.raises(RuntimeError, match="a name cannot start with an underscore"):
        named(2, names=("_x",))
    with pytest.raises(RuntimeError, match="starts with a non-digit. got: '1x'"):
        named(2, names=("1x",))


def test_align_to_ellipsis_covers_unnamed_dims():
    x = tg.arange(24.0).reshape(2, 3, 4).refine_names("A", None, "C")
    y = x.align_to("C", "...")
    assert y.names == ("C", "A", None) and y.shape == (4, 2, 3)
    assert y.tolist() == x.rename(None).permute(2, 0, 1).tolist()
    z = x.align_to("...", "A")
    assert z.names == (None, "C", "A") and z.shape == (3, 4, 2)
    assert x.align_to("C", "...", "D").shape == (4, 2, 3, 1)
    with pytest.raises(RuntimeError, match="align_to: All input dims must be named. Found unnamed dim at index 1"):
        x.align_to("C", "A")


def test_names_error_comes_before_size_error():
    with pytest.raises(RuntimeError, match=r"Error when attempting to broadcast dims \['A', 'B'\] and dims "
                                           r"\['C', 'B'\]"):
        named(2, 3, names=("A", "B")) + named(3, 3, names=("C", "B"))
    with pytest.raises(RuntimeError, match="Error when attempting to cat dims"):
        tg.cat([named(2, 3, names=("A", "B")), named(2, 4, names=("A", "C"))], 0)
    with pytest.raises(RuntimeError, match="Error when attempting to cat dims"):
        tg.cat([named(2, 3, names=("A", "B")), named(3, 4, names=("C", "B"))], 1)
    # names agree: the size error stands
    with pytest.raises(RuntimeError, match="must match the size"):
        named(2, 3, names=("A", "B")) + named(3, 3, names=("A", "B"))
