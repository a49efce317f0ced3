"""F.max_unpool1d/2d/3d and nn.MaxUnpool1d/2d/3d: the inverse of max pooling's indices against a
NumPy scatter and against torch (values, gradients, output_size forms), each floating dtype,
repeated indices, empty batches, cuda (simulator) and torch's errors."""
import numpy as np
import pytest

import tensorgen as tg

F = tg.nn.functional
RNG = np.random.default_rng(0)


def test_roundtrip_against_numpy():
    x = tg.tensor(RNG.standard_normal((2, 3, 4, 6)))
    values, indices = F.max_pool2d(x, 2, return_indices=True)
    out = F.max_unpool2d(values, indices, 2)
    want = np.zeros((2, 3, 24))
    np.put_along_axis(want, indices.numpy().reshape(2, 3, -1), values.numpy().reshape(2, 3, -1), axis=2)
    np.testing.assert_array_equal(out.numpy(), want.reshape(2, 3, 4, 6))


@pytest.mark.parametrize("nd,shape", [(1, (2, 3, 8)), (1, (3, 7)), (2, (2, 3, 4, 6)), (2, (3, 5, 4)),
                                      (3, (2, 2, 4, 4, 6)), (3, (2, 4, 4, 4))])
@pytest.mark.parametrize("dtype", ["float32", "float64", "float16", "bfloat16"])
def test_matches_torch(nd, shape, dtype):
    torch = pytest.importorskip("torch")
    pool = getattr(torch.nn.functional, f"max_pool{nd}d")
    tv, ti = pool(torch.tensor(RNG.standard_normal(shape)), 2, return_indices=True)
    tv = tv.to(getattr(torch, dtype)).requires_grad_()
    v = tg.tensor(tv.detach().float().numpy()).to(getattr(tg, dtype)).requires_grad_()
    i = tg.tensor(ti.numpy())
    out = getattr(F, f"max_unpool{nd}d")(v, i, 2)
    ref = getattr(torch.nn.functional, f"max_unpool{nd}d")(tv, ti, 2)
    assert out.dtype is v.dtype and tuple(out.shape) == tuple(ref.shape)
    np.testing.assert_array_equal(out.detach().float().numpy(), ref.detach().float().numpy())
    w = RNG.standard_normal(tuple(ref.shape))
    out.backward(tg.tensor(w).to(out.dtype))
    ref.backward(torch.tensor(w).to(ref.dtype))
    np.testing.assert_array_equal(v.grad.float().numpy(), tv.grad.float().numpy())


def test_output_size_and_module_match_torch():
    torch = pytest.importorskip("torch")
    tv, ti = torch.nn.functional.max_pool2d(torch.tensor(RNG.standard_normal((1, 2, 5, 5))), 2, return_indices=True)
    v, i = tg.tensor(tv.numpy()), tg.tensor(ti.numpy())
    for size in ((5, 5), (1, 2, 5, 5), (4, 5)):
        np.testing.assert_array_equal(F.max_unpool2d(v, i, 2, output_size=size).numpy(),
                                      torch.nn.functional.max_unpool2d(tv, ti, 2, output_size=size).numpy())
    m, tm = tg.nn.MaxUnpool2d(2, stride=2), torch.nn.MaxUnpool2d(2, stride=2)
    assert repr(m) == repr(tm) and repr(tg.nn.MaxUnpool3d(2, 1)) == repr(torch.nn.MaxUnpool3d(2, 1))
    np.testing.assert_array_equal(m(v, i, output_size=(5, 5)).numpy(), tm(tv, ti, output_size=(5, 5)).numpy())


def test_repeated_index_keeps_the_last_value_and_sends_both_gradients():
    # as torch: the last write lands; the gradient reads the output at each index
    v = tg.tensor([[[[1.0, 2.0]]]], requires_grad=True)
    out = F.max_unpool2d(v, tg.tensor([[[[0, 0]]]]), 1)
    assert out.tolist() == [[[[2.0, 0.0]]]]
    out.sum().backward()
    assert v.grad.tolist() == [[[[1.0, 1.0]]]]


def test_empty_batch():
    v, i = tg.zeros(0, 2, 2, 2), tg.zeros(0, 2, 2, 2, dtype=tg.int64)
    assert F.max_unpool2d(v, i, 2).shape == (0, 2, 4, 4)


def test_cuda_matches_cpu():
    if not tg.cuda.is_available():
        pytest.skip("no cuda (the tests run Numba's simulator)")
    x = tg.tensor(RNG.standard_normal((1, 2, 4, 4)))
    v, i = F.max_pool2d(x, 2, return_indices=True)
    out = F.max_unpool2d(v.to("cuda"), i.to("cuda"), 2)
    assert out.device.type == "cuda"
    np.testing.assert_array_equal(out.cpu().numpy(), F.max_unpool2d(v, i, 2).numpy())


ERRORS = [
    (lambda lib, F: F.max_unpool2d(lib.zeros(1, 1, 2, 2), lib.zeros(1, 1, 2, 2), 2),
     RuntimeError, "elements in indices should be type int64 but got: Float"),
    (lambda lib, F: F.max_unpool2d(lib.zeros(1, 2, 2, 2), lib.zeros(1, 1, 2, 2, dtype=lib.int64), 2),
     RuntimeError, "Expected shape of indices to be same as that of the input tensor"),
    (lambda lib, F: F.max_unpool2d(lib.zeros(1, 1, 2, 2), lib.full((1, 1, 2, 2), 16, dtype=lib.int64), 2),
     RuntimeError, r"Found an invalid max index: 16 \(output volumes are of size 4x4\)"),
    (lambda lib, F: F.max_unpool2d(lib.zeros(2, 2), lib.zeros(2, 2, dtype=lib.int64), 2),
     RuntimeError, "Input to max_unpooling2d should be a 3d or 4d Tensor, but got a tensor with 2 dimensions."),
    (lambda lib, F: F.max_unpool3d(lib.zeros(2, 2, 2), lib.zeros(2, 2, 2, dtype=lib.int64), 2),
     RuntimeError, "Input to max_unpooling3d should be a 4d or 5d Tensor, but got a tensor with 3 dimensions."),
    (lambda lib, F: F.max_unpool2d(lib.zeros(1, 1, 2, 2, dtype=lib.int32), lib.zeros(1, 1, 2, 2, dtype=lib.int64),
                                   2), NotImplementedError, "\"max_unpool2d\" not implemented for 'Int'"),
    (lambda lib, F: F.max_unpool2d(lib.zeros(1, 1, 2, 2), lib.zeros(1, 1, 2, 2, dtype=lib.int64), 2,
                                   output_size=(9, 9)), ValueError, "invalid output_size"),
    (lambda lib, F: F.max_unpool2d(lib.zeros(1, 1, 2, 2), lib.zeros(1, 1, 2, 2, dtype=lib.int64), 2,
                                   output_size=(4,)), ValueError, "output_size should be a sequence containing"),
    (lambda lib, F: F.max_unpool2d(lib.zeros(1, 1, 0, 2), lib.zeros(1, 1, 0, 2, dtype=lib.int64), 2),
     RuntimeError, "Expected input to have non-zero size for non-batch dimensions"),
]


@pytest.mark.parametrize("call,exc,match", ERRORS)
def test_errors_as_torch(call, exc, match):
    with pytest.raises(exc, match=match):
        call(tg, F)
    torch = pytest.importorskip("torch")
    with pytest.raises(exc, match=match):
        call(torch, torch.nn.functional)
