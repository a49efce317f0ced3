"""ConvTranspose1d/2d/3d and F.conv_transpose1d/2d/3d, as torch.nn's: the transposed convolution
is the ordinary one (the generated gather + matmul of conv_fn) over the input spread by the
stride (zeros between samples, by reshape + cat) and padded by dilation * (k - 1) - padding,
with the kernel's in/out channels swapped per group and its taps flipped."""
from ..families import factories as _f
from ..generated import ops as _ops
from .conv import _ConvNd
from .conv_fn import conv
from .nd_variants import nd_variants
from .windows import tuple_arg


def _spread(x, d, s):
    """Insert s - 1 zeros between consecutive entries along dim d."""
    if s == 1 or x.shape[d] == 0:
        return x
    n = x.shape[d]
    zshape = list(x.shape)
    zshape.insert(d + 1, s - 1)
    y = _ops.cat([x.unsqueeze(d + 1), _f.zeros(zshape, dtype=x.dtype, device=x.device)], d + 1)
    shape = list(x.shape)
    shape[d] = n * s
    return y.reshape(shape).narrow(d, 0, (n - 1) * s + 1)


def _pad_dim(x, d, lo, hi):
    """Zeros before (lo) and after (hi) along dim d; a negative amount crops."""
    if lo < 0:
        x = x.narrow(d, -lo, x.shape[d] + lo)
    if hi < 0:
        x = x.narrow(d, 0, x.shape[d] + hi)
    parts = []
    for k in (max(lo, 0), None, max(hi, 0)):
        if k is None:
            parts.append(x)
        elif k:
            shape = list(x.shape)
            shape[d] = k
            parts.append(_f.zeros(shape, dtype=x.dtype, device=x.device))
    return parts[0] if len(parts) == 1 else _ops.cat(parts, d)


def conv_transpose(op, nd, input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    stride = tuple_arg(op, "stride", stride, nd)
    padding = tuple_arg(op, "padding", padding, nd)
    output_padding = tuple_arg(op, "output_padding", output_padding, nd)
    dilation = tuple_arg(op, "dilation", dilation, nd)
    if weight.dim() != nd + 2:
        raise RuntimeError(f"Expected {nd + 2}-dimensional weight for {op}, but got weight of size "
                           f"{list(weight.shape)}")
    if input.dim() not in (nd + 1, nd + 2):
        raise RuntimeError(f"Expected {nd + 1}D (unbatched) or {nd + 2}D (batched) input to {op}, but got input of "
                           f"size: {list(input.shape)}")
    batched = input.dim() == nd + 2
    x = input if batched else input.unsqueeze(0)
    c_in = x.shape[1]
    if weight.shape[0] != c_in:
        raise RuntimeError(f"Given transposed=1, weight of size {list(weight.shape)}, expected input"
                           f"{list(input.shape)} to have {weight.shape[0]} channels, but got {c_in} channels instead")
    for i in range(nd):
        if output_padding[i] >= max(stride[i], dilation[i]):
            raise RuntimeError("output padding must be smaller than either stride or dilation, but got "
                               f"output_padding_{'hwd'[i] if nd > 1 else 'w'}: {output_padding[i]}")
    kernel = weight.shape[2:]
    c_out_g = weight.shape[1]
    # (C_in, C_out/g, k...) -> (C_out, C_in/g, k...) with the taps flipped
    w = weight.reshape((groups, c_in // groups, c_out_g) + tuple(kernel)).transpose(1, 2)
    w = w.reshape((groups * c_out_g, c_in // groups) + tuple(kernel)).flip(*range(2, nd + 2))
    for i in range(nd):
        lo = dilation[i] * (kernel[i] - 1) - padding[i]
        x = _pad_dim(_spread(x, 2 + i, stride[i]), 2 + i, lo, lo + output_padding[i])
    out = conv(op, nd, x, w, bias, 1, 0, dilation, groups)
    return out if batched else out.squeeze(0)


def conv_transpose1d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    return conv_transpose("conv_transpose1d", 1, input, weight, bias, stride, padding, output_padding, groups,
                          dilation)


def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    return conv_transpose("conv_transpose2d", 2, input, weight, bias, stride, padding, output_padding, groups,
                          dilation)


def conv_transpose3d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    return conv_transpose("conv_transpose3d", 3, input, weight, bias, stride, padding, output_padding, groups,
                          dilation)


class _ConvTransposeNd(_ConvNd):
    _transposed = True

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1,
                 bias=True, dilation=1, padding_mode="zeros", device=None, dtype=None):
        name = type(self).__name__
        if padding_mode != "zeros":
            raise ValueError(f'Only "zeros" padding mode is supported for {name}')
        # no padding strings here ('same'/'valid' are the forward convolution's)
        padding = tuple_arg(name, "padding", padding, self._nd)
        super().__init__(in_channels, out_channels, kernel_size, stride, padding, dilation, groups, bias,
                         padding_mode, device, dtype)
        self.output_padding = tuple_arg(name, "output_padding", output_padding, self._nd)

    def forward(self, input, output_size=None):
        output_padding = self.output_padding
        if output_size is not None:
            output_padding = self._output_padding(input, output_size)
        return conv_transpose(f"conv_transpose{self._nd}d", self._nd, input, self.weight, self.bias, self.stride,
                              self.padding, output_padding, self.groups, self.dilation)

    def _output_padding(self, input, output_size):
        nd = self._nd
        size = list(output_size)[-nd:]
        pads = []
        for i in range(nd):
            smallest = ((input.shape[input.dim() - nd + i] - 1) * self.stride[i] - 2 * self.padding[i]
                        + self.dilation[i] * (self.kernel_size[i] - 1) + 1)
            extra = size[i] - smallest
            if not 0 <= extra < max(self.stride[i], self.dilation[i]):
                raise ValueError(f"requested an output size of {size}, but valid sizes range from {smallest} to "
                                 f"{smallest + self.stride[i] - 1} (for an input of {list(input.shape[2:])})")
            pads.append(extra)
        return tuple(pads)


ConvTranspose1d, ConvTranspose2d, ConvTranspose3d = nd_variants(_ConvTransposeNd, "ConvTranspose{}d")
