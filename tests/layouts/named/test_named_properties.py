"""Property tests of the named-tensor rules (docs/named.md): random shapes and
random names (with None). The expected names come from the rules as written
(re-implemented here, independently of runtime/core/names.py); values must equal
the unnamed computation exactly."""
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import tensorgen as tg

SETTINGS = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
LETTERS = ("A", "B", "C", "D", "E", "F")


class Mismatch(Exception):
    pass


class Misaligned(Exception):
    pass


def ref_unify(a, b):
    """§4 unify: match from the right; a name matched against None must not
    appear in the list that had the None; output = pairwise unify."""
    out = []
    for i in range(1, max(len(a), len(b)) + 1):
        x = a[-i] if i <= len(a) else None
        y = b[-i] if i <= len(b) else None
        if x is not None and y is not None and x != y:
            raise Mismatch
        if (x is None) != (y is None):
            name, other = (x, b) if x is not None else (y, a)
            if name in other:
                raise Misaligned
        out.insert(0, x if x is not None else y)
    return tuple(out)


def expect_error(kind):
    return pytest.raises(RuntimeError, match="^Error when attempting" if kind is Mismatch else "^Misaligned dims")


def unique_names(draw, n, pool=LETTERS):
    names = []
    for _ in range(n):
        choice = draw(st.sampled_from((None,) + tuple(x for x in pool if x not in names)))
        names.append(choice)
    return tuple(names)


@st.composite
def broadcast_pair(draw):
    """Two broadcastable shapes with names, b's often echoing a's from the right."""
    out = draw(st.lists(st.integers(1, 3), min_size=0, max_size=4))
    na = draw(st.integers(0, len(out)))
    nb = draw(st.integers(0, len(out)))
    sa = [s if draw(st.booleans()) else 1 for s in out[len(out) - na:]]
    sb = [s if draw(st.booleans()) else 1 for s in out[len(out) - nb:]]
    names_a = unique_names(draw, na)
    names_b = []
    for i in range(nb):
        j = na - nb + i  # a's dim at the same position from the right
        options = [None] + [x for x in LETTERS if x not in names_b]
        if 0 <= j < na and names_a[j] is not None and names_a[j] not in names_b:
            options += [names_a[j]] * 3
        names_b.append(draw(st.sampled_from(options)))
    return tuple(sa), names_a, tuple(sb), tuple(names_b)


def values(shape, seed):
    return np.random.default_rng(seed).standard_normal(shape)


def named(arr, names):
    return tg.tensor(arr, dtype=tg.float64, names=names if arr.ndim else None)


@SETTINGS
@given(broadcast_pair(), st.integers(0, 2**16))
def test_unify_broadcast(pair, seed):
    sa, na, sb, nb = pair
    a, b = named(values(sa, seed), na), named(values(sb, seed + 1), nb)
    try:
        want = ref_unify(na, nb)
    except (Mismatch, Misaligned) as e:
        with expect_error(type(e)):
            a + b
        with expect_error(type(e)):
            a.mul_(b) if tuple(a.shape) == np.broadcast_shapes(sa, sb) else a + b
        return
    r = a * b
    assert r.names == want
    np.testing.assert_array_equal(r._np, (a.rename(None) * b.rename(None))._np)
    c = tg.where(r > 0, a, b)
    assert c.names == want
    if a.shape == r.shape:
        if a.names != want and any(n is not None for n in a.names):  # a named self is never renamed
            with pytest.raises(RuntimeError, match="Name mismatch"):
                a.add_(b)
            return
        a.add_(b)
        assert a.names == want


@st.composite
def named_tensor(draw, min_dims=1, max_dims=4, all_named=False):
    shape = tuple(draw(st.lists(st.integers(1, 3), min_size=min_dims, max_size=max_dims)))
    if all_named:
        names = tuple(draw(st.permutations(LETTERS))[:len(shape)])
    else:
        names = unique_names(draw, len(shape))
    return shape, names


def _dims_arg(draw, names, idx):
    """Each dim by name where it has one (sometimes), else by a maybe-negative index."""
    out = []
    for i in idx:
        if names[i] is not None and draw(st.booleans()):
            out.append(names[i])
        else:
            out.append(i - len(names) if draw(st.booleans()) else i)
    return out


@SETTINGS
@given(named_tensor(), st.data(), st.booleans(), st.sampled_from(["sum", "amax", "mean"]))
def test_reductions_keepdim(tn, data, keepdim, op):
    shape, names = tn
    if not hasattr(tg, op):
        pytest.skip(f"{op} not in ops.yaml yet")
    idx = sorted(data.draw(st.sets(st.integers(0, len(shape) - 1), min_size=1)))
    dims = _dims_arg(data.draw, names, idx)
    x = named(values(shape, 3), names)
    r = getattr(x, op)(dims, keepdim=keepdim)
    want = names if keepdim else tuple(n for i, n in enumerate(names) if i not in idx)
    assert r.names == (want if any(n is not None for n in want) else (None,) * len(want))
    u = getattr(x.rename(None), op)(idx, keepdim=keepdim)
    np.testing.assert_array_equal(r._np, u._np)


@SETTINGS
@given(named_tensor(), st.data())
def test_transpose_permute(tn, data):
    shape, names = tn
    x = named(values(shape, 4), names)
    perm = data.draw(st.permutations(range(len(shape))))
    p = x.permute(*_dims_arg(data.draw, names, perm))
    assert p.names == tuple(names[i] for i in perm)
    np.testing.assert_array_equal(p._np, x._np.transpose(perm))
    d0, d1 = data.draw(st.integers(0, len(shape) - 1)), data.draw(st.integers(0, len(shape) - 1))
    a0, a1 = _dims_arg(data.draw, names, [d0, d1])
    t = x.transpose(a0, a1)
    swapped = list(names)
    swapped[d0], swapped[d1] = swapped[d1], swapped[d0]
    assert t.names == tuple(swapped)
    np.testing.assert_array_equal(t._np, np.swapaxes(x._np, d0, d1))


@st.composite
def matmul_pair(draw):
    n, k, m = (draw(st.integers(1, 3)) for _ in range(3))
    batch = draw(st.lists(st.integers(1, 2), max_size=2))
    ba = batch[len(batch) - draw(st.integers(0, len(batch))):]
    bb = batch[len(batch) - draw(st.integers(0, len(batch))):]
    ba = [s if draw(st.booleans()) else 1 for s in ba]
    sa, sb = tuple(ba) + (n, k), tuple(bb) + (k, m)
    na = unique_names(draw, len(sa))
    nb = []
    for i in range(len(sb)):
        j = len(sa) - len(sb) + i
        options = [None] + [x for x in LETTERS if x not in nb]
        if i < len(sb) - 2 and 0 <= j < len(sa) - 2 and na[j] is not None and na[j] not in nb:
            options += [na[j]] * 4
        nb.append(draw(st.sampled_from(options)))
    return sa, na, sb, tuple(nb)


@SETTINGS
@given(matmul_pair(), st.integers(0, 2**16))
def test_matmul(pair, seed):
    if not hasattr(tg, "matmul"):
        pytest.skip("matmul not in ops.yaml yet")
    sa, na, sb, nb = pair
    a, b = named(values(sa, seed), na), named(values(sb, seed + 1), nb)
    # PyTorch's compute_matmul_outnames: no batch dim of one factor among the other's matrix dims
    if any(n is not None and n in na[:-2] for n in nb[-2:]) or any(n is not None and n in nb[:-2] for n in na[-2:]):
        with pytest.raises(RuntimeError, match="^Misaligned dims when batch matrix multiplying"):
            tg.matmul(a, b)
        return
    try:
        want = ref_unify(na[:-2], nb[:-2]) + (na[-2], nb[-1])
    except (Mismatch, Misaligned):
        with pytest.raises(RuntimeError, match="attempting to batch matrix multiplying dims"):
            tg.matmul(a, b)
        return
    named_ = [n for n in want if n is not None]
    if len(set(named_)) != len(named_):  # two result dims of one name
        with pytest.raises(RuntimeError, match="with duplicate names"):
            tg.matmul(a, b)
        return
    r = tg.matmul(a, b)
    assert r.names == want
    np.testing.assert_array_equal(r._np, tg.matmul(a.rename(None), b.rename(None))._np)
    if len(sa) == 2 and len(sb) == 2:
        assert a.mm(b).names == (na[0], nb[1])


@SETTINGS
@given(named_tensor(all_named=True), st.data())
def test_align_to_round_trip(tn, data):
    shape, names = tn
    x = named(values(shape, 5), names)
    order = list(data.draw(st.permutations(names)))
    extra = [n for n in LETTERS if n not in names][:data.draw(st.integers(0, 2))]
    for n in extra:
        order.insert(data.draw(st.integers(0, len(order))), n)
    y = x.align_to(*order)
    assert y.names == tuple(order)
    assert y.shape == tuple(1 if n in extra else shape[names.index(n)] for n in order)
    assert y._storage is x._storage
    back = y.align_to(*(names + tuple(extra))).rename(None)
    for _ in extra:
        back = back.squeeze(-1)
    np.testing.assert_array_equal(back._np, x._np)
    if len(order) > 1:
        i = data.draw(st.integers(0, len(order) - 1))
        e = x.align_to(*order[:i], ..., *order[i + 1:]) if order[i] in names else None
        if e is not None:
            assert e.names == tuple(order[:i]) + (order[i],) + tuple(order[i + 1:])


@SETTINGS
@given(named_tensor(min_dims=1, max_dims=5, all_named=True), st.data(), st.booleans())
def test_flatten_unflatten_round_trip(tn, data, transposed):
    shape, names = tn
    x = named(values(shape, 6), names)
    if transposed:  # non-contiguous input: the dims are consecutive in order, not in memory
        x = x.align_to(*reversed(names))
        shape, names = tuple(reversed(shape)), tuple(reversed(names))
    s = data.draw(st.integers(0, len(shape) - 1))
    e = data.draw(st.integers(s, len(shape) - 1))
    f = x.flatten(list(names[s:e + 1]), "Z")
    assert f.names == names[:s] + ("Z",) + names[e + 1:]
    np.testing.assert_array_equal(f._np, x._np.reshape(shape[:s] + (-1,) + shape[e + 1:]))
    u = f.unflatten("Z", list(zip(names[s:e + 1], shape[s:e + 1])))
    assert u.names == names and u.shape == shape
    np.testing.assert_array_equal(u._np, x._np)
