"""arange into an integer dtype from float bounds: PyTorch's kernel
truncates the bounds and the step to integers; int64 takes its length from the
truncated bounds, the other integer dtypes from the float ones."""
import pytest

import tensorgen as tg

CASES = [(1.0, 5.000001, 2.0), (0.5, 4, 1), (0.5, 0.7, 1), (0, 2, 0.5), (-0.5, 3, 1), (5, 1.5, -1),
         (5.9, 1.2, -1.5), (0, 10, 3), (0.0, 1.0, 0.3), (-3.7, 2.2, 0.9), (2, 2.5, 1), (1, 7.5, 2.5)]
INTEGER = ["int64", "int32", "int16", "int8", "uint8"]


def test_issue_repro():
    assert tg.arange(1.0, 5.000001, 2.0, dtype=tg.int64).tolist() == [1, 3]
    assert tg.arange(1.0, 5.000001, 2.0, dtype=tg.int32).tolist() == [1, 3, 5]


def test_int64_step_truncated_to_zero_raises():
    with pytest.raises(ValueError, match="step must be nonzero"):
        tg.arange(0, 2, 0.5, dtype=tg.int64)


@pytest.mark.parametrize("dtype", INTEGER)
def test_matches_torch(dtype):
    torch = pytest.importorskip("torch")
    for start, end, step in CASES:
        try:
            want = torch.arange(start, end, step, dtype=getattr(torch, dtype)).tolist()
        except (RuntimeError, ValueError) as e:
            with pytest.raises(type(e), match=str(e)):
                tg.arange(start, end, step, dtype=getattr(tg, dtype))
            continue
        got = tg.arange(start, end, step, dtype=getattr(tg, dtype))
        assert got.dtype is getattr(tg, dtype)
        assert got.tolist() == want, (start, end, step, dtype)


def test_integer_bounds_unchanged():
    assert tg.arange(5).tolist() == [0, 1, 2, 3, 4]
    assert tg.arange(10, 0, -3).tolist() == [10, 7, 4, 1]
    assert tg.arange(2, 3, dtype=tg.uint8).tolist() == [2]
