"""``torch.nn.functional.linear`` and ``bilinear``."""

from ...core.tensor import Tensor
from ...dispatch import target as _target
from ...generated import ops as _ops
from .batchnorm import plain_dense_args as _plain_dense_args

__all__ = ["linear", "bilinear"]


def linear(input, weight, bias=None, *, out=None):
    """input @ weight.T + bias: ops.yaml's _linear/_linear_bias for plain tensors, else matmul + add."""
    if out is not None:
        return _target.into_out("linear", linear(input, weight, bias), out)
    if not isinstance(input, Tensor):  # a nested input: the matmul's nested rule checks the shapes
        out = _ops.matmul(input, weight.t())
        return out if bias is None else out + bias
    if weight.dim() == 2 and input.dim() >= 1 and input.shape[-1] != weight.shape[1]:
        rows = 1 if input.dim() == 1 else input.numel() // max(input.shape[-1], 1)
        raise RuntimeError(f"mat1 and mat2 shapes cannot be multiplied ({rows}x{input.shape[-1]} and "
                           f"{weight.shape[1]}x{weight.shape[0]})")
    if weight.dim() == 2 and input.dim() >= 1 and (bias is None or bias.dim() == 1) and \
            _plain_dense_args(input, weight, bias):
        # one product over the flattened leading dims, the weight read transposed in place; its
        # backward is one product per gradient (ops.yaml "linear layers")
        return _ops._linear(input, weight) if bias is None else _ops._linear_bias(input, weight, bias)
    # named inputs, mixed dtypes, other weight ranks
    out = _ops.matmul(input, weight.t())
    if bias is not None:
        out = out + bias
    return out


def bilinear(input1, input2, weight, bias=None):
    if weight.dim() != 3:
        raise RuntimeError(f"bilinear(): weight must be 3-dimensional, but got {weight.dim()}D")
    out, in1, in2 = weight.shape
    if input1.shape[-1] != in1:
        raise RuntimeError(f"bilinear(): input1 size does not match weight size: got {input1.shape[-1]} but "
                           f"expected {in1}")
    if input2.shape[-1] != in2:
        raise RuntimeError(f"bilinear(): input2 size does not match weight size: got {input2.shape[-1]} but "
                           f"expected {in2}")
    t = _ops.matmul(input1, weight.permute(1, 0, 2).reshape(in1, out * in2))
    y = (t.reshape(tuple(t.shape[:-1]) + (out, in2)) * input2.unsqueeze(-2)).sum(-1)
    return y if bias is None else y + bias
