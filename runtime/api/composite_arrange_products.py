"""The composite operators of ops.yaml (``kind: composite``): each is computed
from other operators, so every part runs through the call pipeline and
promotion, devices and autograd come from the parts. Argument checks and
messages are PyTorch's. Importing the module registers ``RULES`` (ops.yaml
`rule:` -> function) with runtime/families/composite.py.

out= (where the entry declares it) is checked and written by the pipeline's
target rules (dispatch/target.py) once the result is computed.
"""
import math
import warnings

from ..core import dtypes as D
from ..core import layout_hooks as _layout_hooks
from ..core import names as N
from ..core import promote as P
from ..core.tensor import Tensor
from ..dispatch import target as T
from ..families import composite as _composite
from ..families import copy as _copying
from ..families import factories as F
from ..generated import ops as O


def _deliver(op, res, out):
    """The result, or written into out= (PyTorch's out= checks and resize)."""
    if out is None:
        return res
    return T.deliver(op, out, res)


def _tensor(op, x, argname, pos=1):
    if not isinstance(x, Tensor):
        raise TypeError(f"{op}(): argument '{argname}' (position {pos}) must be Tensor, not {type(x).__name__}")
    return x


def _tensors(op, tensors):
    """A varargs Tensor[] (the tuple of ``f(a, b)``, or of ``f([a, b])``)."""
    if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)):
        tensors = tuple(tensors[0])
    for i, t in enumerate(tensors):
        if not isinstance(t, Tensor):
            raise TypeError(f"expected Tensor as element {i} in argument 0, but got {type(t).__name__}")
    return tensors


def _tensor_list(op, tensors):
    if isinstance(tensors, Tensor) or not isinstance(tensors, (list, tuple)):
        raise TypeError(f"{op}(): argument 'tensors' (position 1) must be tuple of Tensors, not "
                        f"{type(tensors).__name__}")
    return _tensors(op, (tuple(tensors),))


def _ints(op, argname, v):
    if isinstance(v, int) and not isinstance(v, bool):
        return (v,)
    try:
        out = tuple(int(x) for x in v)
    except TypeError:
        raise TypeError(f"{op}(): argument '{argname}' must be tuple of ints, not {type(v).__name__}") from None
    return out


# ------------------------------------------------------------------ nested tensors
def to_padded_tensor(self, padding, output_size=None, out=None):
    """``nt.to_padded_tensor(padding, output_size=None)``, the method form of tg.nested.to_padded_tensor."""
    if not getattr(self, "is_nested", False):
        raise RuntimeError(f"to_padded_tensor: expected a nested tensor, but got a dense tensor of shape "
                           f"{list(self.shape)} (only nested tensors have padding to fill)")
    return _layout_hooks.to_padded_tensor(self, padding, output_size)


# ------------------------------------------------------------------ flips and rotations
def fliplr(self, out=None):
    _tensor("fliplr", self, "input")
    if self.ndim < 2:
        raise RuntimeError("Input must be >= 2-d.")
    return _deliver("fliplr", O.flip(self, (1,)), out)


def flipud(self, out=None):
    _tensor("flipud", self, "input")
    if self.ndim < 1:
        raise RuntimeError("Input must be >= 1-d.")
    return _deliver("flipud", O.flip(self, (0,)), out)


def rot90(self, k=1, dims=None, out=None):
    _tensor("rot90", self, "input")
    dims = list(_ints("rot90", "dims", dims))
    nd = self.ndim
    if len(dims) != 2:
        raise RuntimeError(f"expected total rotation dims == 2, but got dims = {len(dims)}")
    if nd < 2:
        raise RuntimeError(f"expected total dims >= 2, but got total dims = {nd}")
    if dims[0] == dims[1] or abs(dims[0] - dims[1]) == nd:
        raise RuntimeError(f"expected rotation dims to be different, but got dim0 = {dims[0]} and dim1 = {dims[1]}")
    d0, d1 = N.dim_index(self, dims[0], "rot90"), N.dim_index(self, dims[1], "rot90")
    k = int(k) % 4
    if k == 1:
        res = O.flip(self, (d1,)).transpose(d0, d1)
    elif k == 2:
        res = O.flip(self, (d0, d1))
    elif k == 3:
        res = O.flip(self, (d0,)).transpose(d0, d1)
    else:
        res = self.clone()
    return _deliver("rot90", res, out)


# ------------------------------------------------------------------ diagonals and differences
def diag(self, diagonal=0, out=None):
    _tensor("diag", self, "input")
    if self.ndim == 1:
        res = O.diag_embed(self, diagonal, 0, 1)
    elif self.ndim == 2:
        res = O.diagonal(self, diagonal, 0, 1).clone()
    else:
        raise RuntimeError(f"diag(): Supports 1D or 2D tensors. Got {self.ndim}D")
    return _deliver("diag", res, out)


def diff(self, n=1, dim=-1, prepend=None, append=None, out=None):
    _tensor("diff", self, "input")
    if self.ndim == 0:
        raise RuntimeError("diff expects input to be at least one-dimensional")
    if n < 0:
        raise RuntimeError(f"order must be non-negative but got {n}")
    d = N.dim_index(self, dim, "diff")
    parts = []
    for extra in (prepend, append):
        if extra is not None and extra.ndim != self.ndim:
            raise RuntimeError("diff expects prepend or append to be the same dimension as input")
    if prepend is not None:
        parts.append(prepend)
    parts.append(self)
    if append is not None:
        parts.append(append)
    res = O.cat(parts, d) if len(parts) > 1 else self
    for _ in range(n):
        length = res.shape[d]
        if length == 0:
            break
        hi, lo = res.narrow(d, 1, length - 1), res.narrow(d, 0, length - 1)
        res = O.logical_xor(hi, lo) if res.dtype is D.bool_ else O.sub(hi, lo)
    if res is self:
        res = self.clone()
    return _deliver("diff", res, out)


# ------------------------------------------------------------------ repeats and stacks
def _lift(t, n):
    """t viewed with at least n dims: 0-d → all ones; 1-d (s) → (1, s) / (1, s, 1); 2-d (a, b) → (a, b, 1)."""
    if t.ndim >= n:
        return t
    if t.ndim == 0:
        return t.reshape([1] * n)
    if t.ndim == 1:
        t = t.unsqueeze(0)
    return t.unsqueeze(-1) if n == 3 else t


def _atleast(op, tensors, n):
    single = len(tensors) == 1 and isinstance(tensors[0], Tensor)
    lifted = tuple(_lift(t, n) for t in _tensors(op, tensors))
    return lifted[0] if single else lifted


def atleast_1d(tensors, out=None):
    return _atleast("atleast_1d", tensors, 1)


def atleast_2d(tensors, out=None):
    return _atleast("atleast_2d", tensors, 2)


def atleast_3d(tensors, out=None):
    return _atleast("atleast_3d", tensors, 3)


def tile(self, dims, out=None):
    _tensor("tile", self, "input")
    dims = _ints("tile", "dims", dims[0] if len(dims) == 1 and not isinstance(dims[0], int) else dims)
    if len(dims) < self.ndim:
        dims = (1,) * (self.ndim - len(dims)) + dims
    return _deliver("tile", self.repeat(dims), out)


def _stack(op, tensors, lift, dim_of, out):
    tensors = _tensor_list(op, tensors)
    if not tensors:
        raise RuntimeError(f"{op} expects a non-empty TensorList")
    lifted = [_lift(t, lift) for t in tensors]
    return _deliver(op, O.cat(lifted, dim_of(lifted[0])), out)


def hstack(tensors, out=None):
    return _stack("hstack", tensors, 1, lambda t: 0 if t.ndim == 1 else 1, out)


def vstack(tensors, out=None):
    return _stack("vstack", tensors, 2, lambda t: 0, out)


def dstack(tensors, out=None):
    return _stack("dstack", tensors, 3, lambda t: 2, out)


def broadcast_tensors(tensors, out=None):
    tensors = _tensors("broadcast_tensors", tensors)
    shape = ()
    for t in tensors:
        shape = _copying._broadcast_to(shape, t._shape)
    return tuple(t.expand(shape) for t in tensors)


def meshgrid(tensors, indexing=None, out=None):
    tensors = list(_tensors("meshgrid", tensors))
    if not tensors:
        raise RuntimeError("meshgrid expects a non-empty TensorList")
    if indexing is None:
        warnings.warn("tensorgen.meshgrid: in an upcoming release, it will be required to pass the indexing "
                      "argument.", UserWarning, stacklevel=3)
        indexing = "ij"
    if indexing not in ("xy", "ij"):
        raise RuntimeError(f'torch.meshgrid: indexing must be one of "xy" or "ij", but received: {indexing}')
    for t in tensors:
        if t.ndim > 1:
            raise RuntimeError(f"torch.meshgrid: Expected 0D or 1D tensor in the tensor list but got: {t!r}")
    for t in tensors[1:]:
        if t.dtype is not tensors[0].dtype:
            raise RuntimeError("meshgrid expects all tensors to have the same dtype")
        if t.device != tensors[0].device:
            raise RuntimeError("meshgrid expects all tensors to have the same device")
    swap = indexing == "xy" and len(tensors) >= 2
    if swap:
        tensors[0], tensors[1] = tensors[1], tensors[0]
    shape = tuple(t.numel() for t in tensors)
    grids = []
    for i, t in enumerate(tensors):
        view = [1] * len(tensors)
        view[i] = -1
        grids.append(t.reshape(view).expand(shape))
    if swap:
        grids[0], grids[1] = grids[1], grids[0]
    return tuple(grids)


def block_diag(tensors, out=None):
    tensors = _tensors("block_diag", tensors)
    if not tensors:
        return F.empty(1, 0)
    mats = []
    for i, t in enumerate(tensors):
        if t.ndim > 2:
            raise RuntimeError(f"torch.block_diag: Input tensors must have 2 or fewer dimensions. Input {i} has "
                               f"{t.ndim} dimensions")
        mats.append(t.reshape(1, -1) if t.ndim < 2 else t)
    device = mats[0].device
    for m in mats:
        if m.device != device:
            raise RuntimeError(f"torch.block_diag: input tensors must all be on the same device. Input 0 is on "
                               f"device {device} and input {mats.index(m)} is on device {m.device}.")
    dtype = P.operands_result_type(*tensors)
    cols = sum(m.shape[1] for m in mats)
    rows, start = [], 0
    for m in mats:
        r, c = m.shape
        pieces = [F.zeros(r, start, dtype=dtype, device=device), m.to(dtype),
                  F.zeros(r, cols - start - c, dtype=dtype, device=device)]
        rows.append(O.cat(pieces, 1))
        start += c
    return O.cat(rows, 0)


def unravel_index(indices, shape, out=None):
    if not isinstance(indices, Tensor):
        raise TypeError(f"unravel_index(): argument 'indices' (position 1) must be Tensor, not "
                        f"{type(indices).__name__}")
    if indices.dtype.category != D.INTEGRAL:
        raise TypeError(f"expected 'indices' to be integer dtype, but got {indices.dtype!r}".replace(
            "tensorgen.", "torch.").replace("torch.", "tensorgen."))
    shape = _ints("unravel_index", "shape", shape)
    if any(s < 0 for s in shape):
        raise ValueError(f"'shape' cannot have negative values, but got {tuple(shape)}")
    idx = indices.to(D.int64)
    out = []
    for i, s in enumerate(shape):
        stride = math.prod(shape[i + 1:])
        out.append(O.remainder(O.floor_divide(idx, stride), s))
    return tuple(out)


# ------------------------------------------------------------------ integration and geometry
def trapezoid(y, x=None, dx=None, dim=-1, out=None):
    _tensor("trapezoid", y, "y")
    if not y.ndim:
        raise IndexError(f"Dimension specified as {dim} but tensor has no dimensions")
    d = N.dim_index(y, dim, "trapezoid")
    length = y.shape[d]
    if length == 0:
        return O.sum(y, d) * 0.0 if y.dtype.is_floating_point else O.sum(y, d).to(D.get_default_dtype())
    pairs = O.add(y.narrow(d, 1, length - 1), y.narrow(d, 0, length - 1))
    if x is not None:
        if x.ndim == 1:
            if x.shape[0] != length:
                raise RuntimeError(f"trapezoid: There must be one `x` value for each sample point, but got "
                                   f"{x.shape[0]} `x` values and {length} sample points")
            view = [1] * y.ndim
            view[d] = -1
            steps = O.diff(x).reshape(view)
        else:
            steps = O.diff(x, 1, d)
        return O.sum(O.mul(pairs, steps), d) * 0.5
    return O.sum(pairs, d) * (0.5 * (1.0 if dx is None else dx))


def cross(self, other, dim=None, out=None):
    _tensor("cross", self, "input")
    _tensor("cross", other, "other", 2)
    if dim is None:
        warnings.warn("Using torch.cross without specifying the dim arg is deprecated.\nPlease either pass the dim "
                      "explicitly or simply use torch.linalg.cross.\nThe default value of dim will change to agree "
                      "with that of linalg.cross in a future release.", UserWarning, stacklevel=3)
        found = [i for i, s in enumerate(self.shape) if s == 3]
        if not found:
            raise RuntimeError("no dimension of size 3 in input")
        dim = found[0]
    if self.ndim != other.ndim:
        raise RuntimeError("linalg.cross: inputs must have the same number of dimensions.")
    d = N.dim_index(self, dim, "cross")
    if self.shape[d] != 3 or other.shape[d] != 3:  # (torch names the dim as it was given)
        raise RuntimeError(f"linalg.cross: inputs dimension {dim} must have length 3. Got {self.shape[d]} and "
                           f"{other.shape[d]}")
    if self.dtype is not other.dtype:  # torch does not promote here
        raise RuntimeError(f"expected scalar type {self.dtype.pt_name} but found {other.dtype.pt_name}")
    a = [self.narrow(d, i, 1) for i in range(3)]
    b = [other.narrow(d, i, 1) for i in range(3)]
    comps = [O.sub(O.mul(a[1], b[2]), O.mul(a[2], b[1])),
             O.sub(O.mul(a[2], b[0]), O.mul(a[0], b[2])),
             O.sub(O.mul(a[0], b[1]), O.mul(a[1], b[0]))]
    return _deliver("cross", O.cat(comps, d), out)


_CDIST_MODES = ("use_mm_for_euclid_dist_if_necessary", "use_mm_for_euclid_dist", "donot_use_mm_for_euclid_dist")


def cdist(x1, x2, p=2.0, compute_mode="use_mm_for_euclid_dist_if_necessary", out=None):
    """(every compute_mode gives the direct differences' norm here: torch's matrix-product
    shortcut for p = 2 changes only rounding)"""
    if compute_mode not in _CDIST_MODES:
        raise ValueError(f"{compute_mode} is not a valid value for compute_mode")
    _tensor("cdist", x1, "x1")
    _tensor("cdist", x2, "x2", 2)
    for name, t in (("X1", x1), ("X2", x2)):
        if t.ndim < 2:
            raise RuntimeError(f"cdist only supports at least 2D tensors, {name} got: {t.ndim}D")
    if x1.shape[-1] != x2.shape[-1]:
        raise RuntimeError(f"X1 and X2 must have the same number of columns. X1: {x1.shape[-1]} X2: {x2.shape[-1]}")
    for name, t in (("X1", x1), ("X2", x2)):
        if not t.dtype.is_floating_point:
            raise RuntimeError(f"cdist only supports floating-point dtypes, {name} got: {t.dtype.pt_name}")
    if p < 0:
        raise RuntimeError("cdist only supports non-negative p values")
    delta = O.sub(x1.unsqueeze(-2), x2.unsqueeze(-3))
    if p == math.inf:
        return O.abs(delta).amax(-1)
    if p == 1:
        return O.abs(delta).sum(-1)
    # norm's derivative gives 0 where a distance is 0, as PyTorch's cdist backward; p=0
    # (the count of differing coordinates) has a zero gradient, yet records as PyTorch's
    return O.norm(delta, p, dim=-1)


# ------------------------------------------------------------------ products
def tensordot(a, b, dims=2, out=None):
    _tensor("tensordot", a, "a")
    _tensor("tensordot", b, "b", 2)
    if isinstance(dims, int) and not isinstance(dims, bool):
        if dims < 0:
            raise RuntimeError(f"tensordot expects dims >= 0, but got dims={dims}")
        if dims > a.ndim or dims > b.ndim:
            raise RuntimeError(f"tensordot expects dims < ndim_a or ndim_b, but got dims={dims}")
        dims_a, dims_b = list(range(a.ndim - dims, a.ndim)), list(range(dims))
    else:
        if len(dims) != 2:
            raise RuntimeError("tensordot expects dims to be an int or a pair of dimension lists")
        dims_a, dims_b = (list(_ints("tensordot", "dims", x)) for x in dims)
        if len(dims_a) != len(dims_b):
            raise RuntimeError("both dimension lists should have same length")
        dims_a = [N.wrap_dim(x, a.ndim) for x in dims_a]
        dims_b = [N.wrap_dim(x, b.ndim) for x in dims_b]
    if a.dtype is not b.dtype:
        raise RuntimeError("both inputs should have same dtype")
    for da, db in zip(dims_a, dims_b):
        if a.shape[da] != b.shape[db]:
            raise RuntimeError(f"contracted dimensions need to match, but first has size {a.shape[da]} in dim {da} "
                               f"and second has size {b.shape[db]} in dim {db}")
    free_a = [i for i in range(a.ndim) if i not in dims_a]
    free_b = [i for i in range(b.ndim) if i not in dims_b]
    k = math.prod(a.shape[i] for i in dims_a)
    m = math.prod(a.shape[i] for i in free_a)
    n = math.prod(b.shape[i] for i in free_b)
    lhs = a.permute(free_a + dims_a).reshape(m, k)
    rhs = b.permute(dims_b + free_b).reshape(k, n)
    res = lhs.mm(rhs).reshape([a.shape[i] for i in free_a] + [b.shape[i] for i in free_b])
    return _deliver("tensordot", res, out)


def kron(self, other, out=None):
    _tensor("kron", self, "input")
    _tensor("kron", other, "other", 2)
    nd = max(self.ndim, other.ndim)
    sa = (1,) * (nd - self.ndim) + tuple(self.shape)
    sb = (1,) * (nd - other.ndim) + tuple(other.shape)
    ea, eb = [], []
    for x, y in zip(sa, sb):
        ea += [x, 1]
        eb += [1, y]
    prod = O.mul(self.reshape(ea), other.reshape(eb))
    return _deliver("kron", prod.reshape([x * y for x, y in zip(sa, sb)]), out)


def _scaled_sum(op, self, product, beta, alpha):
    """beta * self + alpha * product, as PyTorch's add* ops: beta == 0 ignores
    self's values (nan included) but not its shape."""
    floating = product.dtype.is_floating_point or self.dtype.is_floating_point
    for name, v in (("beta", beta), ("alpha", alpha)):
        if not floating and isinstance(v, float):
            raise RuntimeError(f"For integral input tensors, argument {name} must not be a floating point number.")
    base = self.expand(product.shape)
    term = product if alpha == 1 else O.mul(product, alpha)
    if beta == 0:
        return term.to(P.operands_result_type(self, product)) if term is product else term
    return O.add(term, base if beta == 1 else O.mul(base, beta))


def addbmm(self, batch1, batch2, beta=1, alpha=1, out=None):
    for i, (name, t) in enumerate((("input", self), ("batch1", batch1), ("batch2", batch2))):
        _tensor("addbmm", t, name, i + 1)
    self.expand((batch1.size(1), batch2.size(2)))  # PyTorch checks self's shape before the product's
    for name, t in (("batch1", batch1), ("batch2", batch2)):
        if t.ndim != 3:
            raise RuntimeError(f"{name} must be a 3D tensor")
    product = batch1.bmm(batch2).sum(0, dtype=batch1.dtype)
    return _deliver("addbmm", _scaled_sum("addbmm", self, product, beta, alpha), out)


def addr(self, vec1, vec2, beta=1, alpha=1, out=None):
    for i, (name, t) in enumerate((("input", self), ("vec1", vec1), ("vec2", vec2))):
        _tensor("addr", t, name, i + 1)
    for name, t in (("vec1", vec1), ("vec2", vec2)):
        if t.ndim != 1:
            raise RuntimeError(f"addr: Expected 1-D argument {name}, but got {t.ndim}-D")
    product = O.mul(vec1.unsqueeze(1), vec2.unsqueeze(0))
    if product.dtype is D.bool_ and self.dtype is D.bool_:  # bool: beta * self + alpha * outer as logic
        keep = self.expand(product.shape) if beta else O.zeros_like(product)
        return _deliver("addr", O.logical_or(keep, product if alpha else O.zeros_like(product)), out)
    return _deliver("addr", _scaled_sum("addr", self, product, beta, alpha), out)


def trace(self, out=None):
    _tensor("trace", self, "input")
    if self.ndim != 2:
        raise RuntimeError(f"trace: expected a matrix, but got tensor with dim {self.ndim}")
    if self.dtype is D.bool_:
        raise NotImplementedError('"trace" not implemented for \'Bool\'')
    return _deliver("trace", O.diagonal(self).sum(), out)


def outer(self, vec2, out=None):
    _tensor("outer", self, "input")
    _tensor("outer", vec2, "vec2", 2)
    for name, t in (("self", self), ("vec2", vec2)):
        if t.ndim != 1:
            raise RuntimeError(f"outer: Expected 1-D argument {name}, but got {t.ndim}-D")
    return _deliver("outer", O.mul(self.unsqueeze(1), vec2.unsqueeze(0)), out)


def inner(self, other, out=None):
    _tensor("inner", self, "input")
    _tensor("inner", other, "other", 2)
    if self.ndim == 0 or other.ndim == 0:
        return _deliver("inner", O.mul(self, other), out)
    if self.shape[-1] != other.shape[-1]:
        raise RuntimeError(f"inner() the last dimension must match on both input tensors but got shapes "
                           f"{list(self.shape)} and {list(other.shape)}")
    return _deliver("inner", tensordot(self, other, ([-1], [-1])), out)


def vdot(self, other, out=None):
    """No complex dtypes: vdot is dot."""
    return _deliver("vdot", O.dot(self, other), out)


# ------------------------------------------------------------------ einsum
_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _einsum_parse(equation, operands):
    """Each operand's subscripts (ellipses expanded to private letters, right-aligned) and the output's."""
    eq = equation.replace(" ", "")
    lhs, arrow, rhs = eq.partition("->")
    terms = lhs.split(",")
    if len(terms) != len(operands):
        more = len(operands) > len(terms)
        raise RuntimeError(f"einsum(): {'more' if more else 'fewer'} operands were provided than specified in the "
                           f"equation")
    used = set(c for c in eq if c.isalpha())
    spare = [c for c in _LETTERS if c not in used]
    ell_rank = 0
    for i, (term, t) in enumerate(zip(terms, operands)):
        for c in term.replace("...", ""):
            if not c.isalpha():
                raise RuntimeError(f"einsum(): invalid subscript given at index {eq.index(c)} in the equation "
                                   f"string, subscripts must be in [a-zA-Z]")
        named = len(term.replace("...", ""))
        if "..." in term:
            if named > t.ndim:
                raise RuntimeError(f"einsum(): the number of subscripts in the equation ({named}) is more than the "
                                   f"number of dimensions ({t.ndim}) for operand {i}")
            ell_rank = max(ell_rank, t.ndim - named)
        elif named != t.ndim:
            raise RuntimeError(f"einsum(): the number of subscripts in the equation ({named}) does not match the "
                               f"number of dimensions ({t.ndim}) for operand {i} and no ellipsis was given")
    ell = spare[:ell_rank]
    subs = []
    for term, t in zip(terms, operands):
        if "..." in term:
            k = t.ndim - len(term.replace("...", ""))
            term = term.replace("...", "".join(ell[ell_rank - k:]))
        subs.append(term)
    if arrow:
        out = rhs.replace("...", "".join(ell))
        for c in out:
            if c not in "".join(subs):
                raise RuntimeError(f"einsum(): output subscript {c} does not appear in the equation for any input "
                                   f"operand")
    else:
        counts = {}
        for s in subs:
            for c in s:
                counts[c] = counts.get(c, 0) + 1
        out = "".join(ell) + "".join(sorted((c for c in counts if counts[c] == 1 and c not in ell),
                                            key=lambda c: (c.isupper(), c)))
    return subs, out


def _einsum_sizes(subs, operands):
    sizes = {}
    for i, (s, t) in enumerate(zip(subs, operands)):
        seen = {}
        for c, n in zip(s, t.shape):
            if c in seen and seen[c] != n:
                raise RuntimeError(f"einsum(): subscript {c} is repeated for operand {i} but the sizes don't match, "
                                   f"{n} != {seen[c]}")
            seen[c] = n
            if c in sizes and sizes[c] != n and sizes[c] != 1 and n != 1:
                raise RuntimeError(f"einsum(): subscript {c} has size {n} for operand {i} which does not broadcast "
                                   f"with previously seen size {sizes[c]}")
            sizes[c] = n if c not in sizes or sizes[c] == 1 else sizes[c]
    return sizes


def _einsum_prepare(t, s, keep):
    """Repeated subscripts become a diagonal; subscripts not in `keep` are summed away."""
    while True:
        dup = next((c for c in s if s.count(c) > 1), None)
        if dup is None:
            break
        i = s.index(dup)
        j = s.index(dup, i + 1)
        t = t.diagonal(0, i, j)
        s = "".join(c for k, c in enumerate(s) if k not in (i, j)) + dup
    drop = [k for k, c in enumerate(s) if c not in keep]
    if drop:
        t = t.sum(drop)
        s = "".join(c for k, c in enumerate(s) if k not in drop)
    return t, s


def _einsum_pair(a, sa, b, sb, keep, sizes):
    """a and b contracted over the subscripts they share that nothing later needs, as one bmm."""
    batch = [c for c in sa if c in sb and c in keep]
    summed = [c for c in sa if c in sb and c not in keep]
    free_a = [c for c in sa if c not in sb]
    free_b = [c for c in sb if c not in sa]

    def arrange(t, s, order):
        t = t.permute([s.index(c) for c in order])
        return t.expand([sizes[c] for c in order])

    a = arrange(a, sa, batch + free_a + summed)
    b = arrange(b, sb, batch + summed + free_b)
    nb = math.prod(sizes[c] for c in batch)
    m = math.prod(sizes[c] for c in free_a)
    k = math.prod(sizes[c] for c in summed)
    n = math.prod(sizes[c] for c in free_b)
    res = a.reshape(nb, m, k).bmm(b.reshape(nb, k, n))
    out_s = "".join(batch + free_a + free_b)
    return res.reshape([sizes[c] for c in out_s]), out_s


def _einsum_sublists(args):
    """torch.einsum's sublist format (op1, [0, 1], op2, [1, 2], [0, 2]) as its equation and operands."""
    args = list(args)
    out_sub = args.pop() if len(args) % 2 else None
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

    def word(sub):
        if not isinstance(sub, (list, tuple)):
            raise TypeError(f"einsum(): the sublist format expects sublists of ints, got {type(sub).__name__}")
        chars = []
        for v in sub:
            if v is Ellipsis:
                chars.append("...")
            elif isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(letters):
                chars.append(letters[v])
            else:
                raise ValueError(f"einsum(): subscript in subscript list is not within the valid range [0, 52), "
                                 f"got {v!r}")
        return "".join(chars)
    equation = ",".join(word(s) for s in args[1::2]) + ("" if out_sub is None else "->" + word(out_sub))
    return equation, tuple(args[0::2])


def einsum(args, out=None):
    if not args:
        raise TypeError("einsum(): must specify the equation string and at least one operand, or at least one "
                        "operand and its subscripts list")
    if isinstance(args[0], str):
        equation, operands = args[0], tuple(args[1:])
    else:
        equation, operands = _einsum_sublists(args)
    if len(operands) == 1 and isinstance(operands[0], (list, tuple)):
        operands = tuple(operands[0])
    if not operands:
        raise ValueError("einsum(): must specify the equation string and at least one operand, or at least one "
                         "operand and its subscripts list")
    operands = list(_tensors("einsum", operands))
    for t in operands[1:]:
        if t.dtype is not operands[0].dtype:
            raise RuntimeError(f"expected scalar type {operands[0].dtype.pt_name} but found {t.dtype.pt_name}")
    subs, out = _einsum_parse(equation, operands)
    sizes = _einsum_sizes(subs, operands)

    def needed(skip):
        return set(out).union(*(set(s) for i, s in enumerate(subs) if i not in skip))

    for i in range(len(operands)):
        operands[i], subs[i] = _einsum_prepare(operands[i], subs[i], needed({i}))
    if len(operands) > 1:
        import opt_einsum  # here, not at import: it costs ~20 ms of `import tensorgen`, einsum alone needs it
        shapes = [tuple(sizes[c] for c in s) for s in subs]
        path, _ = opt_einsum.contract_path(",".join(subs) + "->" + out, *shapes, shapes=True, optimize="auto")
        for pair in path:
            pair = sorted(pair, reverse=True)
            if len(pair) == 1:
                (i,) = pair
                t, s = operands.pop(i), subs.pop(i)
                t, s = _einsum_prepare(t, s, needed(set()) | set())
            else:
                j, i = pair
                b, sb = operands.pop(j), subs.pop(j)
                a, sa = operands.pop(i), subs.pop(i)
                keep = set(out).union(*(set(x) for x in subs))
                t, s = _einsum_pair(a, sa, b, sb, keep, sizes)
            operands.append(t)
            subs.append(s)
    t, s = _einsum_prepare(operands[0], subs[0], set(out))
    t = t.permute([s.index(c) for c in out]) if out else t
    if tuple(t.shape) != tuple(sizes[c] for c in out):
        t = t.expand([sizes[c] for c in out])
    return t.contiguous() if t._base is not None or t is operands[0] else t


def positive(self, out=None):
    _tensor("positive", self, "self")
    if self.dtype is D.bool_:
        raise RuntimeError("The `+` operator, on a bool tensor is not supported.")
    return self


# ------------------------------------------------------------------ matrix products with out_dtype
def _widen(op, factor, out_dtype):
    """Whether mm.dtype's factors are widened: fp16/bf16 into fp32; their own dtype is the plain product."""
    if not isinstance(out_dtype, D.dtype):
        raise TypeError(f"{op}(): argument 'out_dtype' must be torch.dtype, not {type(out_dtype).__name__}")
    if out_dtype is factor.dtype:
        return False
    if out_dtype is D.float32 and factor.dtype in (D.float16, D.bfloat16):
        return True
    raise RuntimeError("out_dtype must be the same as input dtype or fp32 for fp16/bf16 inputs")


def _wide(ts, widen):
    return [t.float() if widen else t for t in ts]


def mm_out_dtype(self, mat2, out_dtype, out=None):
    a, b = _wide((_tensor("mm", self, "input"), _tensor("mm", mat2, "mat2", 2)), _widen("mm", self, out_dtype))
    return O.mm(a, b, out=out)


def bmm_out_dtype(self, mat2, out_dtype, out=None):
    a, b = _wide((_tensor("bmm", self, "input"), _tensor("bmm", mat2, "mat2", 2)), _widen("bmm", self, out_dtype))
    return O.bmm(a, b, out=out)


def addmm_out_dtype(self, mat1, mat2, out_dtype, beta=1, alpha=1, out=None):
    widen = _widen("addmm", _tensor("addmm", mat1, "mat1", 2), out_dtype)
    c, a, b = _wide((_tensor("addmm", self, "input"), mat1, _tensor("addmm", mat2, "mat2", 3)), widen)
    return O.addmm(c, a, b, beta=beta, alpha=alpha, out=out)


def baddbmm_out_dtype(self, batch1, batch2, out_dtype, beta=1, alpha=1, out=None):
    widen = _widen("baddbmm", _tensor("baddbmm", batch1, "batch1", 2), out_dtype)
    c, a, b = _wide((_tensor("baddbmm", self, "input"), batch1, _tensor("baddbmm", batch2, "batch2", 3)), widen)
    return O.baddbmm(c, a, b, beta=beta, alpha=alpha, out=out)


# ops.yaml `rule:` of each composite operator -> its function here
RULES = {fn.__name__: fn for fn in (
    atleast_1d, atleast_2d, atleast_3d, fliplr, flipud, rot90, diag, diff, tile, hstack, vstack, dstack,
    broadcast_tensors, meshgrid, block_diag, unravel_index, trapezoid, cross, cdist, tensordot, kron, addbmm,
    addr, einsum, trace, outer, inner, vdot, positive, to_padded_tensor, mm_out_dtype, bmm_out_dtype,
    addmm_out_dtype, baddbmm_out_dtype)}

# The composite family sits below this module: the rules reach it through its
# registry when this module is imported (as a layout registers its hook).
_composite.register(RULES)
