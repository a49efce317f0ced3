"""One size check for every new tensor (runtime/core/sizes.py): a shape whose
element count or bytes overflow an int64, or whose bytes exceed the machine, is
refused with PyTorch's message before NumPy is asked (its "array is too big" and
MemoryError are not PyTorch's), whichever factory or operator allocates; and
tg.tensor of ragged or too deeply nested lists gives PyTorch's errors."""
import numpy as np
import pytest

import tensorgen as tg
from tensorgen.core import sizes

BIG = 2 ** 62
OVERFLOW = r"Storage size calculation overflowed with sizes=\[4611686018427387904"
NO_MEMORY = r"can't allocate memory: you tried to allocate \d+ bytes"

# (call, PyTorch's words): the repros, then the other allocating factories
CASES = {
    "arange": (lambda: tg.arange(0, BIG), OVERFLOW),
    "linspace": (lambda: tg.linspace(0, 1, BIG), OVERFLOW),
    "logspace": (lambda: tg.logspace(0, 1, BIG), OVERFLOW),
    "repeat": (lambda: tg.ones(2).repeat(BIG), "Storage size calculation overflowed"),
    "new_zeros": (lambda: tg.ones(2).new_zeros(BIG), OVERFLOW),
    "new_ones": (lambda: tg.ones(2).new_ones(BIG), OVERFLOW),
    "new_empty": (lambda: tg.ones(2).new_empty(BIG), OVERFLOW),
    "new_full": (lambda: tg.ones(2).new_full((BIG,), 1.0), OVERFLOW),
    "randperm": (lambda: tg.randperm(BIG), OVERFLOW),
    "bincount": (lambda: tg.bincount(tg.tensor([2 ** 40])), NO_MEMORY),
    "one_hot": (lambda: tg.nn.functional.one_hot(tg.tensor([1]), 2 ** 40), NO_MEMORY),
    "multinomial": (lambda: tg.multinomial(tg.ones(3), 2 ** 40, True), NO_MEMORY),
    "tril_indices": (lambda: tg.tril_indices(2 ** 32, 2 ** 32), "Storage size calculation overflowed"),
    "triu_indices": (lambda: tg.triu_indices(2 ** 32, 2 ** 32), "Storage size calculation overflowed"),
    "expand": (lambda: tg.ones(1, 1).expand(BIG, BIG), r"^numel: integer multiplication overflow$"),
    "broadcast_to": (lambda: tg.broadcast_to(tg.ones(1, 1), (BIG, BIG)), "numel: integer multiplication overflow"),
    "zeros": (lambda: tg.zeros(BIG), OVERFLOW),
    "ones 2**40": (lambda: tg.ones(2 ** 40, 2 ** 10), NO_MEMORY),
    "full": (lambda: tg.full((BIG,), 1.0), OVERFLOW),
    "rand": (lambda: tg.rand(BIG), OVERFLOW),
    "randn": (lambda: tg.randn(2 ** 50), NO_MEMORY),
    "randint": (lambda: tg.randint(0, 5, (BIG,)), "Storage size calculation overflowed|can't allocate"),
    "empty_strided": (lambda: tg.empty_strided((2, 2), (BIG, 1)),
                      r"Storage size calculation overflowed with sizes=\[2, 2\] and strides=\[4611686018427387904, 1\]"),
    "eye": (lambda: tg.eye(2 ** 32), "Storage size calculation overflowed"),
    "legacy constructor": (lambda: tg.Tensor(BIG), OVERFLOW),
    "zeros_like of an expanded view": (lambda: tg.zeros_like(tg.ones(1).expand(2 ** 40)), NO_MEMORY),
    "pointwise over an expanded view": (lambda: tg.ones(1).expand(2 ** 40) + 1, NO_MEMORY),
    "copy of an expanded view": (lambda: tg.ones(1).expand(2 ** 40).clone(), NO_MEMORY),
    "reduction over an expanded view": (lambda: tg.ones(1).expand(2 ** 40).cumsum(0), NO_MEMORY),
    "cat": (lambda: tg.cat([tg.ones(1).expand(2 ** 40), tg.ones(1).expand(2 ** 40)]), NO_MEMORY),
    "resize_": (lambda: tg.ones(1).resize_(BIG), "Storage size calculation overflowed"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_huge_sizes_raise_pytorchs_runtime_error(case):
    call, words = CASES[case]
    with pytest.raises(RuntimeError, match=words):
        call()


def test_a_huge_view_is_still_a_view():
    v = tg.ones(1, 1).expand(BIG, 1)  # as torch: the element count fits an int64, nothing is allocated
    assert v.shape == (BIG, 1) and v.stride() == (0, 1)
    assert tg.ones(1).expand(2 ** 63 - 1).shape == (2 ** 63 - 1,)


def test_the_check_counts_with_python_ints():
    # NumPy int64 products wrap: 2**32 * 2**32 is 0 in int64
    with pytest.raises(RuntimeError, match="Storage size calculation overflowed"):
        sizes.check_alloc("f", (np.int64(2 ** 32), np.int64(2 ** 32)), 8)
    with pytest.raises(RuntimeError, match="numel: integer multiplication overflow"):
        sizes.numel((np.int64(2 ** 32), np.int64(2 ** 32)))
    assert sizes.numel((3, 4)) == 12 and sizes.check_alloc("f", (3, 4), 8) == 96


def test_the_memory_limit_is_the_machines():
    assert 2 ** 26 < sizes.LIMIT < 2 ** 63
    with pytest.raises(RuntimeError, match=r"^f\(\): can't allocate memory: you tried to allocate"):
        sizes.host("f", (sizes.LIMIT // 8 + 1,), np.float64)
    assert sizes.host("f", (2, 3), np.float32, fill=1.5).tolist() == [[1.5] * 3] * 2


def test_tril_triu_indices_match_torch_without_a_full_grid():
    torch = pytest.importorskip("torch")
    for r, c, k in [(4, 3, 0), (3, 5, -1), (5, 5, 2), (0, 3, 0), (3, 0, 1), (4, 4, -10), (4, 4, 10)]:
        assert tg.tril_indices(r, c, k).tolist() == torch.tril_indices(r, c, k).tolist()
        assert tg.triu_indices(r, c, k).tolist() == torch.triu_indices(r, c, k).tolist()
    # a huge grid with a small result: only the result is built
    assert tg.tril_indices(2 ** 32, 1, -2 ** 32 + 2).tolist() == [[2 ** 32 - 2, 2 ** 32 - 1], [0, 0]]


# ---------------------------------------------------------------- tg.tensor of nested lists
@pytest.mark.parametrize("data,exc,words", [
    ([[1, 2], [3]], ValueError, "expected sequence of length 2 at dim 1 (got 1)"),   # the repro
    ([[[1, 2]], [[1]]], ValueError, "expected sequence of length 2 at dim 2 (got 1)"),
    ([[1], []], ValueError, "expected sequence of length 1 at dim 1 (got 0)"),
    ([[1, 2], 3], TypeError, "not a sequence"),
    ([1, [2]], TypeError, "'list' object cannot be interpreted as an integer"),
    ([1.0, [2.0]], TypeError, "must be real number, not list"),
    ([np.array([1, 2]), [3]], ValueError, "expected sequence of length 2 at dim 1 (got 1)"),
])
def test_ragged_lists_give_pytorchs_errors(data, exc, words):
    with pytest.raises(exc) as e:
        tg.tensor(data)
    assert str(e.value) == words
    torch = pytest.importorskip("torch")
    with pytest.raises(exc) as t:
        torch.tensor(data)
    assert str(t.value) == words


def _nested(depth):
    x = 1
    for _ in range(depth):
        x = [x]
    return x


def test_deep_nesting():
    assert tg.tensor(_nested(64)).shape == (1,) * 64
    # torch builds 65 to 128 dims; a tensorgen tensor is a NumPy view, at most 64 dims: a clear refusal
    with pytest.raises(RuntimeError, match=r"tensor\(\): tensorgen tensors have at most 64 dims, got 70"):
        tg.tensor(_nested(70))
    for depth in (129, 5000):  # torch's limit and message; no RecursionError
        with pytest.raises(ValueError, match="^too many dimensions 'list'$"):
            tg.tensor(_nested(depth))
