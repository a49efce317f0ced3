"""Named tensors (docs/named.md): one test per example of the reference pages
(named_tensors.zh.txt, named_tensor_operator_coverage.*), every message of §4
word for word, and the API, rules, out=/in-place semantics and coverage doc."""
import re

import numpy as np
import pytest

import tensorgen as tg
from support.common import cuda  # noqa: F401 - a fixture

ALL_DTYPES = [tg.bool, tg.uint8, tg.int8, tg.int16, tg.int32, tg.int64, tg.float16, tg.bfloat16, tg.float32,
              tg.float64]


def raises(exc, message):
    """pytest.raises matching the whole message literally."""
    return pytest.raises(exc, match="^" + re.escape(message) + "$")


def needs(*ops):
    """Skip when another family's operator is not in ops.yaml yet."""
    missing = [op for op in ops if not hasattr(tg, op) and not hasattr(tg.Tensor, op)]
    return pytest.mark.skipif(bool(missing), reason=f"not in ops.yaml yet: {', '.join(missing)}")


def arr(t):
    return np.asarray(t._host(), dtype=np.float64) if t.dtype not in (tg.bool,) else np.asarray(t._host())


UNSUPPORTED = ("{} is not yet supported with named tensors. Please drop names via `tensor = tensor.rename(None)`, "
               "call the op with an unnamed tensor, and set names on the result of the operation.")


# ====================================================================== named_tensors page, in order
def test_doc_create_named_tensor():
    t = tg.zeros(2, 3, names=('N', 'C'))
    assert t.names == ('N', 'C')
    assert repr(t) == "tensor([[0., 0., 0.],\n        [0., 0., 0.]], names=('N', 'C'))"


@pytest.mark.parametrize("factory", ["empty", "rand", "randn", "ones", "zeros"])
def test_doc_factories_take_names(factory):
    t = getattr(tg, factory)(2, 3, names=('N', 'C'))
    assert t.names == ('N', 'C') and t.shape == (2, 3)


def test_doc_factory_tensor_and_full_and_arange_take_names():
    assert tg.tensor([[1, 2], [3, 4]], names=('N', 'C')).names == ('N', 'C')
    assert tg.full((2, 3), 7.0, names=(None, 'C')).names == (None, 'C')
    assert tg.arange(4, names=('T',)).names == ('T',)


@pytest.mark.parametrize("like", ["empty_like", "zeros_like", "ones_like", "rand_like", "randn_like"])
def test_like_factories_keep_names(like):
    src = tg.randn(2, 3, names=('N', 'C'))
    assert getattr(tg, like)(src).names == ('N', 'C')
    assert getattr(tg, like)(src, names=('A', None)).names == ('A', None)
    assert tg.full_like(src, 2.0).names == ('N', 'C')


def test_doc_names_and_rename_kwargs():
    imgs = tg.randn(1, 2, 2, 3, names=('N', 'C', 'H', 'W'))
    assert imgs.names == ('N', 'C', 'H', 'W')
    renamed_imgs = imgs.rename(H='height', W='width')
    assert renamed_imgs.names == ('N', 'C', 'height', 'width')
    assert imgs.names == ('N', 'C', 'H', 'W')  # rename returns a view, self is unchanged


def test_doc_partially_named():
    imgs = tg.randn(1, 2, 2, 3, names=(None, 'C', 'H', 'W'))
    assert imgs.names == (None, 'C', 'H', 'W')


def test_doc_name_propagation_abs():
    x = tg.randn(3, 3, names=('N', 'C'))
    assert x.abs().names == ('N', 'C')


def test_doc_basic_name_inference_match_and_unify():
    x = tg.randn(3, names=('X',))
    y = tg.randn(3)
    z = tg.randn(3, names=('Z',))
    assert (x + y).names == ('X',)          # unify('X', None) = 'X'
    assert (x + x).names == ('X',)
    with raises(RuntimeError, "Error when attempting to broadcast dims ['X'] and dims ['Z']: dim 'X' and dim 'Z' "
                              "are at the same position from the right but do not match."):
        x + z


def _scale_channels(input, scale):
    scale = scale.refine_names('C')
    return input * scale.align_as(input)


@pytest.mark.parametrize("names,shape", [
    (('N', 'H', 'W', 'C'), (3, 3, 3, 3)),
    (('N', 'C', 'H', 'W'), (3, 3, 3, 3)),
    (('N', 'C', 'H', 'W', 'D'), (3, 3, 3, 3, 3)),
])
def test_doc_explicit_alignment_scale_channels(names, shape):
    num_channels = 3
    scale = tg.randn(num_channels, names=('C',))
    imgs = tg.rand(*shape, names=names)
    out = _scale_channels(imgs, scale)
    assert out.names == names
    c = names.index('C')
    bshape = [1] * len(shape)
    bshape[c] = num_channels
    np.testing.assert_array_equal(arr(out), (imgs._np * scale._np.reshape(bshape)).astype(np.float32))


def test_doc_scale_channels_unnamed_scale_is_refined():
    scale = tg.randn(3)  # refine_names promotes the unnamed dim
    imgs = tg.rand(2, 3, 4, 4, names=('N', 'C', 'H', 'W'))
    assert _scale_channels(imgs, scale).names == ('N', 'C', 'H', 'W')


def test_doc_manipulating_dims_align_to_vs_permute():
    tensor = tg.randn(2, 2, 2, 2, 2, 2)
    named_tensor = tensor.refine_names('A', 'B', 'C', 'D', 'E', 'F')
    p = tensor.permute(5, 4, 0, 1, 2, 3)
    a = named_tensor.align_to('F', 'E', ...)
    assert a.names == ('F', 'E', 'A', 'B', 'C', 'D')
    assert a.shape == p.shape and a.stride() == p.stride()
    np.testing.assert_array_equal(a._np, p._np)


def test_doc_flatten_unflatten():
    imgs = tg.randn(32, 3, 128, 128)
    named_imgs = imgs.refine_names('N', 'C', 'H', 'W')
    flat_imgs = imgs.view(32, -1)
    named_flat_imgs = named_imgs.flatten(['C', 'H', 'W'], 'features')
    assert named_flat_imgs.names == ('N', 'features')
    np.testing.assert_array_equal(named_flat_imgs._np, flat_imgs._np)
    unflattened_named_imgs = named_flat_imgs.unflatten('features', [('C', 3), ('H', 128), ('W', 128)])
    assert unflattened_named_imgs.names == ('N', 'C', 'H', 'W')
    np.testing.assert_array_equal(unflattened_named_imgs._np, imgs._np)


def test_doc_autograd_section_names_parts():
    # tensorgen has no autograd yet: the example's name behaviour is checked.
    x = tg.randn(3, names=('D',))
    weight = tg.randn(3, names=('D',), requires_grad=True)
    assert weight.requires_grad and weight.names == ('D',)
    loss = (x - weight).abs()
    assert loss.names == ('D',)
    grad_loss = tg.randn(3)
    assert grad_loss.refine_names('C').names == ('C',)


def test_doc_api_rename_examples():
    imgs = tg.rand(2, 3, 5, 7, names=('N', 'C', 'H', 'W'))
    assert imgs.rename(N='batch', C='channels').names == ('batch', 'channels', 'H', 'W')
    assert imgs.rename(None).names == (None, None, None, None)
    assert imgs.rename('batch', 'channel', 'height', 'width').names == ('batch', 'channel', 'height', 'width')


def test_doc_api_rename_inplace():
    imgs = tg.rand(2, 3, names=('N', 'C'))
    assert imgs.rename_(N='batch') is imgs
    assert imgs.names == ('batch', 'C')
    imgs.rename_(None)
    assert imgs.names == (None, None) and not imgs.has_names()


def test_doc_api_refine_names_examples():
    imgs = tg.randn(32, 3, 128, 128)
    assert imgs.refine_names('N', 'C', 'H', 'W').names == ('N', 'C', 'H', 'W')
    tensor = tg.randn(2, 3, 5, 7, 11)
    tensor = tensor.refine_names('A', ..., 'B', 'C')
    assert tensor.names == ('A', None, None, 'B', 'C')
    assert tg.randn(2, 3).refine_names('...', 'B').names == (None, 'B')  # the string form of ...


def test_doc_api_align_as_mask_example():
    rng = np.random.default_rng(0)
    m = rng.integers(0, 2, (127, 128)).astype(bool)
    mask = tg.tensor(m).refine_names('W', 'H')
    imgs = tg.randn(32, 128, 127, 3, names=('N', 'H', 'W', 'C'))
    before = imgs._np.copy()
    aligned = mask.align_as(imgs)
    assert aligned.names == ('N', 'H', 'W', 'C') and aligned.shape == (1, 128, 127, 1)
    assert imgs.masked_fill_(aligned, 0) is imgs
    assert imgs.names == ('N', 'H', 'W', 'C')
    np.testing.assert_array_equal(imgs._np, np.where(m.T[None, :, :, None], 0, before))


def test_doc_api_align_as_scale_channels_example():
    scale = tg.randn(3, names=('C',))
    imgs = tg.rand(4, 8, 8, 3, names=('N', 'H', 'W', 'C'))
    more_imgs = tg.rand(4, 3, 8, 8, names=('N', 'C', 'H', 'W'))
    videos = tg.randn(3, 3, 4, 4, 4, names=('N', 'C', 'H', 'W', 'D'))
    for x in (imgs, more_imgs, videos):
        assert _scale_channels(x, scale).names == x.names


def test_doc_api_align_to_example():
    named_tensor = tg.randn(2, 2, 2, 2, 2, 2).refine_names('A', 'B', 'C', 'D', 'E', 'F')
    assert named_tensor.align_to('F', 'E', ...).names == ('F', 'E', 'A', 'B', 'C', 'D')


def test_doc_api_flatten_example():
    imgs = tg.randn(32, 3, 128, 128, names=('N', 'C', 'H', 'W'))
    flat_imgs = imgs.flatten(['C', 'H', 'W'], 'features')
    assert (flat_imgs.names, flat_imgs.shape) == (('N', 'features'), (32, 49152))
    assert isinstance(flat_imgs.shape, tg.Size)


# ====================================================================== coverage page, in order
def test_cov_keeps_input_names():
    x = tg.randn(3, 3, names=('N', 'C'))
    assert x.abs().names == ('N', 'C')


def test_cov_removes_dims_squeeze():
    x = tg.randn(1, 3, 3, 3, names=('N', 'C', 'H', 'W'))
    assert x.squeeze('N').names == ('C', 'H', 'W')


@needs("sum")
def test_cov_removes_dims_sum():
    x = tg.randn(3, 3, 3, 3, names=('N', 'C', 'H', 'W'))
    assert x.sum(['N', 'C']).names == ('H', 'W')
    np.testing.assert_allclose(arr(x.sum(['N', 'C'])), arr(x).sum((0, 1)), rtol=1e-5, atol=1e-5)


@needs("sum")
def test_cov_removes_dims_sum_keepdim():
    x = tg.randn(3, 3, 3, 3, names=('N', 'C', 'H', 'W'))
    assert x.sum(['N', 'C'], keepdim=True).names == ('N', 'C', 'H', 'W')


def test_cov_unify_example():
    tensor = tg.randn(3, 3, names=('N', None))
    other = tg.randn(3, 3, names=(None, 'C'))
    assert (tensor + other).names == ('N', 'C')


def test_cov_unify_dims_do_not_match():
    tensor = tg.randn(3, 3, names=('N', 'C'))
    other = tg.randn(3, names=('N',))
    with raises(RuntimeError, "Error when attempting to broadcast dims ['N', 'C'] and dims ['N']: dim 'C' and dim "
                              "'N' are at the same position from the right but do not match."):
        tensor + other


def test_cov_unify_misaligned():
    tensor = tg.randn(3, 3, names=('N', None))
    other = tg.randn(3, names=('N',))
    with raises(RuntimeError, "Misaligned dims when attempting to broadcast dims ['N'] and dims ['N', None]: dim "
                              "'N' appears in a different position from the right across both lists."):
        tensor + other


def test_cov_unify_note_align_then_add():
    tensor = tg.randn(3, 2, names=('N', 'C'))
    other = tg.randn(3, names=('N',))
    assert (tensor + other.align_as(tensor)).names == ('N', 'C')
    np.testing.assert_array_equal(arr(tensor + other.align_as(tensor)),
                                  (tensor._np + other._np[:, None]).astype(np.float64))


def test_cov_permutes_dims_transpose():
    x = tg.randn(3, 3, names=('N', 'C'))
    assert x.transpose('N', 'C').names == ('C', 'N')


def test_cov_contract_mm():
    x = tg.randn(3, 3, names=('N', 'D'))
    y = tg.randn(3, 3, names=('in', 'out'))
    if not hasattr(x, "mm"):
        pytest.skip("mm not in ops.yaml yet")
    assert x.mm(y).names == ('N', 'out')


@needs("mv")
def test_cov_contract_mv():
    x = tg.randn(3, 3, names=('N', 'D'))
    y = tg.randn(3, names=('something',))
    assert x.mv(y).names == ('N',)


@needs("matmul")
def test_cov_contract_matmul_batch():
    x = tg.randn(3, 3, 3, 3, names=('A', 'B', 'C', 'D'))
    y = tg.randn(3, 3, 3, names=('B', 'E', 'F'))
    assert tg.matmul(x, y).names == ('A', 'B', 'C', 'F')


def test_cov_factory():
    assert tg.zeros(2, 3, names=('N', 'C')).names == ('N', 'C')


def test_cov_inplace_gets_computed_names():
    x = tg.randn(3, 3)
    y = tg.randn(3, 3, names=('N', 'C'))
    assert x.names == (None, None)
    x += y
    assert x.names == ('N', 'C')


def test_cov_out_unnamed_receives_names_named_must_match():
    a = tg.randn(2, 3, names=('A', 'B'))
    out = tg.empty(2, 3)
    assert tg.add(a, 1, out=out) is out and out.names == ('A', 'B')
    tg.add(a, 1, out=out)  # now named, and equal: fine
    bad = tg.zeros(2, 3, names=('A', 'C'))
    with raises(RuntimeError, "Name mismatch: specified out tensor with names ['A', 'C'] are not the same as the "
                              "computed output names ['A', 'B']. Please rename the out tensor's dims with "
                              "`Tensor.rename`."):
        tg.add(a, 1, out=bad)
    assert (bad._np == 0).all() and bad.names == ('A', 'C')  # untouched
    partly = tg.zeros(2, 3, names=(None, 'B'))
    with pytest.raises(RuntimeError, match="Name mismatch"):
        tg.add(a, 1, out=partly)
    named_out = tg.zeros(2, 3, names=('A', 'B'))
    with pytest.raises(RuntimeError, match=r"computed output names \[None, None\]"):
        tg.add(tg.ones(2, 3), 1, out=named_out)


# ====================================================================== the messages of §4, word for word
def test_msg_name_not_found():
    t = tg.zeros(2, 3, names=('A', 'B'))
    with raises(RuntimeError, "Name 'C' not found in Tensor['A', 'B']."):
        t.size('C')
    with raises(RuntimeError, "Name 'C' not found in Tensor['A', 'B']."):
        t.transpose('C', 'A')
    with raises(RuntimeError, "Name 'C' not found in Tensor[None, None]."):
        tg.zeros(2, 3).select('C', 0)


def test_msg_duplicate_names():
    with raises(RuntimeError, "Cannot construct a tensor with duplicate names. Got names: ['A', 'A']."):
        tg.zeros(2, 3, names=('A', 'A'))
    t = tg.zeros(2, 3)
    with raises(RuntimeError, "Cannot construct a tensor with duplicate names. Got names: ['A', 'A']."):
        t.names = ['A', 'A']
    with raises(RuntimeError, "Cannot construct a tensor with duplicate names. Got names: ['A', 'A']."):
        tg.zeros(2, 3, names=('A', 'B')).rename(B='A')


def test_msg_number_of_names():
    with raises(RuntimeError, "Number of names (3) and number of dimensions in tensor (2) do not match. Attempted "
                              "to create a tensor with names ['A', 'B', 'C']"):
        tg.zeros(2, 3, names=('A', 'B', 'C'))
    with raises(RuntimeError, "Number of names (3) and number of dimensions in tensor (2) do not match. Attempted "
                              "to create a tensor with names ['A', 'B', 'C']"):
        tg.zeros(2, 3).rename('A', 'B', 'C')


def test_msg_refine_names():
    t = tg.zeros(2, 3, names=('A', 'B'))
    with raises(RuntimeError, "refine_names: cannot coerce Tensor['A', 'B'] to Tensor['A', 'C'] because 'B' is "
                              "different from 'C' at index 1"):
        t.refine_names('A', 'C')
    with raises(RuntimeError, "refine_names: cannot coerce Tensor['A', 'B'] to Tensor[None, 'B'] because 'A' is "
                              "more specific than None at index 0"):
        t.refine_names(None, 'B')
    with raises(RuntimeError, "refine_names: cannot coerce Tensor['A', 'B'] to Tensor['A', 'B', 'C'] because they "
                              "have a different number of dims (2 and 3 respectively)."):
        t.refine_names('A', 'B', 'C')


def test_msg_align_to_unnamed_dim():
    t = tg.zeros(2, 3, names=('A', None))
    with raises(RuntimeError, "align_to: All input dims must be named. Found unnamed dim at index 1 of "
                              "Tensor['A', None]"):
        t.align_to('A', 'B')
    assert t.align_to('A', ...).names == ('A', None)  # `...` covers the unnamed dim


def test_msg_align_to_missing_dim():
    t = tg.zeros(2, 3, names=('A', 'B'))
    with raises(RuntimeError, "align_to: Cannot find dim 'B' from Tensor['A', 'B'] in desired alignment ['A']."):
        t.align_to('A')
    with raises(RuntimeError, "align_to: Cannot find dim 'B' from Tensor['A', 'B'] in desired alignment "
                              "['A', 'X']."):
        t.align_as(tg.zeros(1, 1, names=('A', 'X')))


def test_msg_unsupported_view_reshape():
    t = tg.zeros(2, 3, names=('A', 'B'))
    with raises(RuntimeError, UNSUPPORTED.format("view")):
        t.view(6)
    with raises(RuntimeError, UNSUPPORTED.format("reshape")):
        t.reshape(6)
    with raises(RuntimeError, UNSUPPORTED.format("reshape")):
        tg.reshape(t, (3, 2))
    assert t.rename(None).view(6).shape == (6,)  # the documented workaround


def test_msg_invalid_identifier():
    with raises(RuntimeError, "Invalid name: a valid identifier contains only digits, alphabetical characters, "
                              "and/or underscore and starts with a non-digit. got: '1x'."):
        tg.zeros(2, names=('1x',))
    for bad in ("a b", "", "x-y", "é"):
        with pytest.raises(RuntimeError, match="^Invalid name: a valid identifier"):
            tg.zeros(2, names=(bad,))


def test_msg_leading_underscore_and_non_str():
    with raises(RuntimeError, "Invalid name: a name cannot start with an underscore. got: '_x'."):
        tg.zeros(2, names=('_x',))
    with pytest.raises(TypeError, match="Dimension names must be str or None, got int"):
        tg.zeros(2, names=(1,))


@needs("addmm", "addmv", "bmm", "dot", "matmul")
def test_contract_family():
    a = tg.rand(2, 3, names=('N', 'D'))
    b = tg.rand(3, 4, names=('in', 'out'))
    v = tg.rand(3, names=('x',))
    c = tg.rand(2, 4, names=(None, 'out'))
    r = tg.addmm(c, a, b)
    assert r.names == ('N', 'out')  # mm's names, then unified with the added tensor
    np.testing.assert_array_equal(r._np, tg.addmm(c.rename(None), a.rename(None), b.rename(None))._np)
    assert tg.addmv(tg.rand(2, names=('N',)), a, v).names == ('N',)
    assert tg.dot(v, v).names == ()
    assert tg.matmul(v, tg.rand(3, 4, names=('K', 'M'))).names == ('M',)
    assert tg.matmul(a, v).names == ('N',)
    bm = tg.bmm(tg.rand(2, 2, 3, names=('B', 'N', None)), tg.rand(2, 3, 4, names=('B', None, 'M')))
    assert bm.names == ('B', 'N', 'M')
    with raises(RuntimeError, "Error when attempting to broadcast dims ['N', 'out'] and dims ['X', 'Y']: dim 'out' "
                              "and dim 'Y' are at the same position from the right but do not match."):
        tg.addmm(tg.rand(2, 4, names=('X', 'Y')), a, b)
    cc = tg.rand(2, 4)
    cc.addmm_(a, b)
    assert cc.names == ('N', 'out')  # in place: self gets the computed names
    out = tg.empty(2, 4)
    tg.mm(a, b, out=out)
    assert out.names == ('N', 'out')
    with raises(RuntimeError, "Name mismatch: specified out tensor with names ['A', 'B'] are not the same as the "
                              "computed output names ['N', 'out']. Please rename the out tensor's dims with "
                              "`Tensor.rename`."):
        tg.mm(a, b, out=tg.empty(2, 4, names=('A', 'B')))


def test_msg_cat_and_matmul_verbs():
    a = tg.zeros(2, 3, names=('A', 'B'))
    b = tg.zeros(2, 3, names=('A', 'C'))
    with raises(RuntimeError, "Error when attempting to cat dims ['A', 'B'] and dims ['A', 'C']: dim 'B' and dim 'C' "
                              "are at the same position from the right but do not match."):
        tg.cat([a, b])
    if not hasattr(tg, "matmul"):
        pytest.skip("matmul not in ops.yaml yet")
    x = tg.zeros(2, 3, 3, names=('A', None, None))
    y = tg.zeros(2, 3, 3, names=('B', None, None))
    with raises(RuntimeError, "Error when attempting to batch matrix multiplying dims ['A'] and dims ['B']: dim 'A' "
                              "and dim 'B' are at the same position from the right but do not match."):
        tg.matmul(x, y)


# ====================================================================== API details
def test_names_getter_setter():
    t = tg.zeros(2, 3)
    assert t.names == (None, None) and not t.has_names()
    t.names = ('N', None)
    assert t.names == ('N', None) and t.has_names()
    t.names = None
    assert t.names == (None, None)
    assert tg.tensor(5.0).names == ()
    with raises(RuntimeError, "Number of names (1) and number of dimensions in tensor (2) do not match. Attempted "
                              "to create a tensor with names ['N']"):
        t.names = ['N']


def test_rename_is_a_view_and_errors():
    t = tg.zeros(2, 3, names=('A', 'B'))
    r = t.rename('X', ...)
    assert r.names == ('X', 'B')
    r._np[1, 2] = 7.0
    assert t._np[1, 2] == 7.0  # same storage
    with raises(RuntimeError, "rename: This function takes either positional args or keyword args, but not both. "
                              "Use tensor.rename(*names) to name dims and tensor.rename(**rename_map) to rename dims."):
        t.rename('A', B='C')
    with raises(RuntimeError, "rename: Tried to rename dim 'Z' to dim 'Y' in Tensor['A', 'B'] but dim 'Z' does not "
                              "exist"):
        t.rename(Z='Y')
    with raises(RuntimeError, "rename_: More than one Ellipsis ('...') found in names ([..., 'A', ...]). This "
                              "function supports up to one Ellipsis."):
        t.rename_(..., 'A', ...)
    assert t.names == ('A', 'B')
    assert t.rename(A=None).names == (None, 'B')
    assert tg.tensor(3.0).rename().names == ()


def test_refine_names_keeps_named_and_is_a_view():
    t = tg.zeros(2, 3, names=(None, 'B'))
    r = t.refine_names('A', 'B')
    assert r.names == ('A', 'B') and r._storage is t._storage
    assert t.refine_names(..., 'B').names == (None, 'B')
    with raises(RuntimeError, "refine_names: cannot coerce Tensor[None, 'B'] to Tensor['A', 'C'] because 'B' is "
                              "different from 'C' at index 1"):
        t.refine_names('A', 'C')


def test_align_to_new_dims_and_views():
    t = tg.randn(2, 3, names=('A', 'B'))
    a = t.align_to('C', 'B', 'D', 'A')
    assert a.names == ('C', 'B', 'D', 'A') and a.shape == (1, 3, 1, 2)
    assert a._storage is t._storage
    np.testing.assert_array_equal(a._np[0, :, 0, :], t._np.T)
    e = t.align_to('B', ...)
    assert e.names == ('B', 'A')
    assert t.align_to(..., 'A', 'X').names == ('B', 'A', 'X')
    with raises(RuntimeError, "align_to: the desired order of dimensions cannot contain a None name, got ['A', None]"):
        t.align_to('A', None, ...)
    with raises(RuntimeError, "Cannot construct a tensor with duplicate names. Got names: ['A', 'A', 'B']."):
        t.align_to('A', 'A', 'B')


def test_align_as_with_unnamed_target_dims():
    t = tg.randn(3, names=('C',))
    other = tg.zeros(2, 3, 4, names=(None, 'C', 'W'))
    a = t.align_as(other)
    assert a.names == (None, 'C', 'W') and a.shape == (1, 3, 1)


def test_flatten_by_name_non_contiguous_and_errors():
    x = tg.randn(2, 3, 4, names=('A', 'B', 'C'))
    xt = x.align_to('C', 'B', 'A')  # non-contiguous dims: flatten copies, as reshape does
    f = xt.flatten(['B', 'A'], 'BA')
    assert f.names == ('C', 'BA') and f.shape == (4, 6)
    np.testing.assert_array_equal(f._np, x._np.transpose(2, 1, 0).reshape(4, 6))
    g = x.flatten('A', 'B', 'AB')  # start_dim, end_dim, out_dim
    assert g.names == ('AB', 'C') and g._storage is x._storage  # contiguous: a view
    assert tg.flatten(x, ['B', 'C'], 'BC').names == ('A', 'BC')
    assert x.flatten(0, -1, 'all').names == ('all',)
    with raises(RuntimeError, "flatten(tensor, dims, out_dim): dims ['A', 'C'] must be consecutive in "
                              "Tensor['A', 'B', 'C']"):
        x.flatten(['A', 'C'], 'AC')
    with raises(RuntimeError, "flatten(tensor, dims, out_dim): dims ['B', 'A'] must be consecutive in "
                              "Tensor['A', 'B', 'C']"):
        x.flatten(['B', 'A'], 'AC')
    with raises(RuntimeError, "flatten(tensor, dims, out_dim): dims cannot be empty"):
        x.flatten([], 'E')
    with raises(RuntimeError, "Cannot construct a tensor with duplicate names. Got names: ['A', 'A']."):
        x.flatten(['B', 'C'], 'A')
    with raises(RuntimeError, UNSUPPORTED.format("flatten")):
        x.flatten()
    assert x.rename(None).flatten().shape == (24,)


def test_unflatten_by_name():
    x = tg.randn(2, 12, names=('N', 'F'))
    u = x.unflatten('F', (('H', 3), ('W', -1)))
    assert u.names == ('N', 'H', 'W') and u.shape == (2, 3, 4) and u._storage is x._storage
    assert tg.unflatten(x, 1, [('H', 3), ('W', 4)]).names == ('N', 'H', 'W')
    with raises(RuntimeError, "unflatten: input is a named tensor but no names were given for unflattened sizes"):
        x.unflatten('F', (3, 4))
    with raises(RuntimeError, "unflatten: Provided sizes [3, 5] don't multiply up to the size of dim 1 (12) in the "
                              "input tensor"):
        x.unflatten('F', (('H', 3), ('W', 5)))
    with raises(RuntimeError, "Cannot construct a tensor with duplicate names. Got names: ['N', 'N', 'W']."):
        x.unflatten('F', (('N', 3), ('W', 4)))
    assert tg.randn(2, 12).unflatten(1, (3, 4)).shape == (2, 3, 4)


# ====================================================================== rules across operator families
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=str)
def test_unify_every_dtype(dtype):
    a = tg.ones(2, 3, dtype=dtype, names=('N', None))
    b = tg.ones(3, dtype=dtype, names=('C',))
    r = tg.add(a, b)
    assert r.names == ('N', 'C')
    np.testing.assert_array_equal(arr(r), arr(tg.add(a.rename(None), b.rename(None))))


def test_empty_and_zero_dim():
    e = tg.zeros(0, 3, names=('N', 'C'))
    assert (e + tg.ones(3, names=('C',))).names == ('N', 'C') and (e + 1).shape == (0, 3)
    assert e.align_to('C', 'N').shape == (3, 0)
    assert e.flatten(['N', 'C'], 'F').names == ('F',) and e.flatten(['N', 'C'], 'F').shape == (0,)
    s = tg.tensor(2.0)
    assert s.names == () and s.rename().names == () and s.refine_names().names == () and not s.has_names()
    assert (s + tg.ones(2, names=('N',))).names == ('N',)
    assert s.align_to('A', 'B').shape == (1, 1) and s.align_to('A', 'B').names == ('A', 'B')


def test_unify_comparisons_pow_atan2_where_clamp():
    a = tg.rand(2, 3, names=('N', 'C'))
    b = tg.rand(3, names=('C',))
    for f in (tg.eq, tg.ne, tg.lt, tg.le, tg.gt, tg.ge, tg.pow, tg.atan2, tg.maximum, tg.mul, tg.sub, tg.div):
        assert f(a, b).names == ('N', 'C'), f
    assert (a < b).names == ('N', 'C')
    assert tg.where(a > 0.5, a, b).names == ('N', 'C')
    assert tg.where(tg.ones(2, 1, dtype=tg.bool, names=('N', None)), 1.0, tg.zeros(3)).names == ('N', None)
    lo = tg.full((3,), 0.25, names=('C',))
    hi = tg.full((2, 1), 0.75, names=('N', None))
    c = tg.clamp(a.rename(None), lo, hi)
    assert c.names == ('N', 'C')
    np.testing.assert_array_equal(c._np, np.clip(a._np, 0.25, 0.75))
    assert tg.clamp(a, 0.25).names == ('N', 'C')  # number bounds keep names
    with pytest.raises(RuntimeError, match="^Error when attempting to broadcast dims"):
        tg.clamp(a, tg.zeros(3, names=('X',)))


def test_inplace_keep_and_unify():
    x = tg.rand(2, 3, names=('N', 'C'))
    assert x.exp_().names == ('N', 'C')
    y = tg.rand(2, 3)
    y.mul_(tg.rand(3, names=('C',)))
    assert y.names == (None, 'C')
    z = tg.rand(2, 3, names=('N', 'C'))
    before = z._np.copy()
    with pytest.raises(RuntimeError, match="^Error when attempting to broadcast"):
        z.add_(tg.rand(3, names=('X',)))
    np.testing.assert_array_equal(z._np, before)  # validated before writing


def test_masked_fill_cat_and_dim_names():
    x = tg.rand(2, 3, names=('N', 'C'))
    m = tg.tensor([True, False, True]).refine_names('C')
    assert x.masked_fill(m, 0.0).names == ('N', 'C')
    assert tg.cat([x, x], 'C').names == ('N', 'C') and tg.cat([x, x], 'C').shape == (2, 6)
    assert tg.cat([x, x.rename(None)], 'N').names == ('N', 'C')
    assert x.select('C', 1).names == ('N',)
    assert x.narrow('C', 0, 2).names == ('N', 'C')
    assert [p.names for p in x.split(2, 'C')] == [('N', 'C'), ('N', 'C')]
    assert [p.names for p in x.chunk(3, 'C')] == [('N', 'C')] * 3
    assert [p.names for p in x.unbind('N')] == [('C',), ('C',)]
    assert x.permute('C', 'N').names == ('C', 'N')
    assert x.t().names == ('C', 'N')
    assert x.size('C') == 3 and x.stride('N') == 3
    assert x.clone().names == ('N', 'C') and x.detach().names == ('N', 'C')
    assert x.to(tg.float64).names == ('N', 'C') and x.double().names == ('N', 'C')
    assert x.expand(4, 2, 3).names == (None, 'N', 'C')
    assert x.unsqueeze(0).names == (None, 'N', 'C')


def test_copy_cat_out_and_masked_select_names():
    x = tg.zeros(2, 3)
    assert x.copy_(tg.ones(3, names=('C',))).names == (None, 'C')  # in-place: self gets unify(self, src)
    y = tg.zeros(2, 3, names=('N', 'C'))
    with pytest.raises(RuntimeError, match="^Error when attempting to broadcast dims"):
        y.copy_(tg.ones(3, names=('W',)))
    assert (y._np == 0).all()
    a = tg.rand(2, 3, names=('A', 'B'))
    out = tg.empty(4, 3)
    assert tg.cat([a, a], out=out) is out and out.names == ('A', 'B')
    with raises(RuntimeError, "Name mismatch: specified out tensor with names ['A', 'C'] are not the same as the "
                              "computed output names ['A', 'B']. Please rename the out tensor's dims with "
                              "`Tensor.rename`."):
        tg.cat([a, a], out=tg.empty(4, 3, names=('A', 'C')))
    assert a.masked_select(a > 0.5).names == (None,)  # the 1-dim selection has no name
    with pytest.raises(RuntimeError, match="^Error when attempting to broadcast dims"):
        a.masked_select(tg.ones(3, dtype=tg.bool, names=('X',)))


@needs("sum", "mean", "cumsum")
def test_reductions_accept_names():
    x = tg.rand(2, 3, 4, names=('A', 'B', 'C'))
    assert x.mean('B').names == ('A', 'C')
    assert x.sum(('A', 'C'), keepdim=True).names == ('A', 'B', 'C')
    assert x.cumsum('C').names == ('A', 'B', 'C')
    np.testing.assert_allclose(arr(x.cumsum('C')), np.cumsum(arr(x), 2), rtol=1e-5)
    with raises(RuntimeError, "Name 'D' not found in Tensor['A', 'B', 'C']."):
        x.sum('D')


@needs("nn")
def test_nn_functional_keep_names():
    F = tg.nn.functional
    x = tg.randn(2, 3, names=('N', 'C'))
    for f in (F.relu, F.tanh, F.sigmoid, lambda t: F.dropout(t, 0.5), lambda t: F.dropout(t, 0.5, training=False)):
        assert f(x).names == ('N', 'C')
    s = F.softmax(x, 'C')
    assert s.names == ('N', 'C')
    np.testing.assert_array_equal(s._np, F.softmax(x.rename(None), 1)._np)
    assert F.log_softmax(x, dim='N').names == ('N', 'C')
    with raises(RuntimeError, "Name 'W' not found in Tensor['N', 'C']."):
        F.softmax(x, 'W')


def test_resize_only_without_shape_change():
    x = tg.zeros(2, 3, names=('A', 'B'))
    assert x.resize_(2, 3).names == ('A', 'B')
    assert x.resize_as_(tg.zeros(2, 3)).names == ('A', 'B')
    with pytest.raises(RuntimeError, match="resize"):
        x.resize_(3, 2)
    assert x.shape == (2, 3)


def test_cuda_names_follow(cuda):
    a = tg.ones(2, 3, names=('N', None), device="cuda")
    b = tg.ones(3, names=('C',), device="cuda")
    r = a + b
    assert r.names == ('N', 'C') and r.device.type == "cuda"
    assert r.cpu().names == ('N', 'C')
    np.testing.assert_array_equal(r.cpu()._np, np.full((2, 3), 2.0, np.float32))
    assert a.rename('N', 'C').names == ('N', 'C') and a.refine_names('N', 'C').device.type == "cuda"


def test_printing_partial_names():
    assert repr(tg.zeros(2, names=(None,))) == "tensor([0., 0.])"
    assert repr(tg.zeros(1, 1, names=(None, 'C'))) == "tensor([[0.]], names=(None, 'C'))"


# ====================================================================== the generated coverage document
def _coverage():
    from pathlib import Path
    from tensorgen.codegen import model, parse, render
    root = Path(__file__).resolve().parents[3]
    spec = model.build(str(root / "ops.yaml"), parse.load(root / "ops.yaml"))
    return root, spec, render.render_docs(spec)


def test_coverage_doc_is_fresh_and_explains_everything():
    root, spec, docs = _coverage()
    text = docs["named_tensor_coverage.md"]
    assert (root / "docs" / "named_tensor_coverage.md").read_text(encoding="utf-8") == text
    assert "UNEXPLAINED" not in text
    for api in ("`Tensor.add_()`", "`Tensor.align_to()`", "`torch.zeros()`", "`Tensor.resize_()`"):
        assert api in text


def test_coverage_runtime_apis_exist():
    from tensorgen.codegen import named_coverage
    cov = named_coverage.load()
    for api in cov["runtime"]:
        owner, *path = api.rstrip("()").split(".")
        holder = tg.Tensor if owner == "Tensor" else tg
        for name in path:
            assert hasattr(holder, name), api
            holder = getattr(holder, name)


def test_coverage_rules_agree_with_reference_or_have_notes():
    from tensorgen.codegen import named_coverage
    _, spec, _ = _coverage()
    rows = named_coverage.rows(spec)
    assert len(rows) == 205
    by_api = {r.api: r for r in rows}
    assert by_api["Tensor.add(), torch.add()"].rule_text == "Unifies names from inputs"
    assert by_api["Tensor.transpose(), torch.transpose()"].rule_text == "Permutes dimensions"
    assert by_api["Tensor.names"].rule_text == "See documentation"


def test_coverage_flags_unexplained_rows():
    from types import SimpleNamespace as NS
    from tensorgen.codegen import named_coverage
    cov = named_coverage.load()
    cov = dict(cov, reference=[["Tensor.foo(), torch.foo()", "keep"], ["Tensor.foo_()", "none"],
                               ["Tensor.bar()", "unify"], ["Tensor.baz()", "keep"], ["Tensor.qux()", "keep"]],
               missing={"Tensor.baz()": "not in tensorgen"}, notes={"Tensor.qux()": "written reason"})
    spec = NS(ops=(NS(name="foo", variants=("function", "method", "inplace"), names="keep"),
                   NS(name="qux", variants=("method",), names="unify")))
    rows = {r.api: r for r in named_coverage.rows(spec, cov)}
    assert rows["Tensor.foo(), torch.foo()"].note == "" and rows["Tensor.foo_()"].note == ""
    assert rows["Tensor.bar()"].note == "`Tensor.bar()` is not provided: UNEXPLAINED"
    assert rows["Tensor.baz()"].note == "`Tensor.baz()` is not provided: not in tensorgen"
    assert rows["Tensor.qux()"].note == "written reason"
    assert rows["Tensor.qux()"].rule_text == "Unifies names from inputs"
    cov["notes"] = {}
    assert named_coverage.rows(spec, cov)[-1].note == 'UNEXPLAINED: the reference says "Keeps input names"'
