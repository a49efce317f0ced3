# generated from ops.yaml — do not edit
"""Tensor methods and Python operators (ops.yaml `variants:` and `operators:`)."""
from . import ops as _ops


class TensorMethods:
    __slots__ = ()

    def add(self, other, *, alpha=1):
        return _ops.add(self, other, alpha=alpha)

    def add_(self, other, *, alpha=1):
        return _ops.add_(self, other, alpha=alpha)

    def __add__(self, other):
        try:
            return _ops.add(self, other)
        except TypeError:
            return NotImplemented

    def __radd__(self, other):
        try:
            return _ops.add(other, self)
        except TypeError:
            return NotImplemented

    def __iadd__(self, other):
        try:
            return _ops.add_(self, other)
        except TypeError:
            return NotImplemented

    def sub(self, other, *, alpha=1):
        return _ops.sub(self, other, alpha=alpha)

    def sub_(self, other, *, alpha=1):
        return _ops.sub_(self, other, alpha=alpha)

    def __sub__(self, other):
        try:
            return _ops.sub(self, other)
        except TypeError:
            return NotImplemented

    def __rsub__(self, other):
        try:
            return _ops.sub(other, self)
        except TypeError:
            return NotImplemented

    def __isub__(self, other):
        try:
            return _ops.sub_(self, other)
        except TypeError:
            return NotImplemented

    def mul(self, other):
        return _ops.mul(self, other)

    def mul_(self, other):
        return _ops.mul_(self, other)

    def __mul__(self, other):
        try:
            return _ops.mul(self, other)
        except TypeError:
            return NotImplemented

    def __rmul__(self, other):
        try:
            return _ops.mul(other, self)
        except TypeError:
            return NotImplemented

    def __imul__(self, other):
        try:
            return _ops.mul_(self, other)
        except TypeError:
            return NotImplemented

    def div(self, other, *, rounding_mode=None):
        return _ops.div(self, other, rounding_mode=rounding_mode)

    def div_(self, other, *, rounding_mode=None):
        return _ops.div_(self, other, rounding_mode=rounding_mode)

    def __truediv__(self, other):
        try:
            return _ops.div(self, other)
        except TypeError:
            return NotImplemented

    def __rtruediv__(self, other):
        try:
            return _ops.div(other, self)
        except TypeError:
            return NotImplemented

    def __itruediv__(self, other):
        try:
            return _ops.div_(self, other)
        except TypeError:
            return NotImplemented

    def floor_divide(self, other):
        return _ops.floor_divide(self, other)

    def floor_divide_(self, other):
        return _ops.floor_divide_(self, other)

    def __floordiv__(self, other):
        try:
            return _ops.floor_divide(self, other)
        except TypeError:
            return NotImplemented

    def __rfloordiv__(self, other):
        try:
            return _ops.floor_divide(other, self)
        except TypeError:
            return NotImplemented

    def __ifloordiv__(self, other):
        try:
            return _ops.floor_divide_(self, other)
        except TypeError:
            return NotImplemented

    def remainder(self, other):
        return _ops.remainder(self, other)

    def remainder_(self, other):
        return _ops.remainder_(self, other)

    def __mod__(self, other):
        try:
            return _ops.remainder(self, other)
        except TypeError:
            return NotImplemented

    def __rmod__(self, other):
        try:
            return _ops.remainder(other, self)
        except TypeError:
            return NotImplemented

    def __imod__(self, other):
        try:
            return _ops.remainder_(self, other)
        except TypeError:
            return NotImplemented

    def fmod(self, other):
        return _ops.fmod(self, other)

    def fmod_(self, other):
        return _ops.fmod_(self, other)

    def pow(self, exponent):
        return _ops.pow(self, exponent)

    def pow_(self, exponent):
        return _ops.pow_(self, exponent)

    def __pow__(self, other):
        try:
            return _ops.pow(self, other)
        except TypeError:
            return NotImplemented

    def __rpow__(self, other):
        try:
            return _ops.pow(other, self)
        except TypeError:
            return NotImplemented

    def __ipow__(self, other):
        try:
            return _ops.pow_(self, other)
        except TypeError:
            return NotImplemented

    def atan2(self, other):
        return _ops.atan2(self, other)

    def atan2_(self, other):
        return _ops.atan2_(self, other)

    def maximum(self, other):
        return _ops.maximum(self, other)

    def minimum(self, other):
        return _ops.minimum(self, other)

    def clamp(self, min=None, max=None):
        return _ops.clamp(self, min, max)

    def clamp_(self, min=None, max=None):
        return _ops.clamp_(self, min, max)

    def where(self, condition, other):
        return _ops.where(condition, self, other)

    def bitwise_and(self, other):
        return _ops.bitwise_and(self, other)

    def bitwise_and_(self, other):
        return _ops.bitwise_and_(self, other)

    def __and__(self, other):
        try:
            return _ops.bitwise_and(self, other)
        except TypeError:
            return NotImplemented

    def __rand__(self, other):
        try:
            return _ops.bitwise_and(other, self)
        except TypeError:
            return NotImplemented

    def __iand__(self, other):
        try:
            return _ops.bitwise_and_(self, other)
        except TypeError:
            return NotImplemented

    def bitwise_or(self, other):
        return _ops.bitwise_or(self, other)

    def bitwise_or_(self, other):
        return _ops.bitwise_or_(self, other)

    def __or__(self, other):
        try:
            return _ops.bitwise_or(self, other)
        except TypeError:
            return NotImplemented

    def __ror__(self, other):
        try:
            return _ops.bitwise_or(other, self)
        except TypeError:
            return NotImplemented

    def __ior__(self, other):
        try:
            return _ops.bitwise_or_(self, other)
        except TypeError:
            return NotImplemented

    def bitwise_xor(self, other):
        return _ops.bitwise_xor(self, other)

    def bitwise_xor_(self, other):
        return _ops.bitwise_xor_(self, other)

    def __xor__(self, other):
        try:
            return _ops.bitwise_xor(self, other)
        except TypeError:
            return NotImplemented

    def __rxor__(self, other):
        try:
            return _ops.bitwise_xor(other, self)
        except TypeError:
            return NotImplemented

    def __ixor__(self, other):
        try:
            return _ops.bitwise_xor_(self, other)
        except TypeError:
            return NotImplemented

    def bitwise_not(self):
        return _ops.bitwise_not(self)

    def bitwise_not_(self):
        return _ops.bitwise_not_(self)

    def __invert__(self):
        try:
            return _ops.bitwise_not(self)
        except TypeError:
            return NotImplemented

    def logical_not(self):
        return _ops.logical_not(self)

    def logical_not_(self):
        return _ops.logical_not_(self)

    def logical_and(self, other):
        return _ops.logical_and(self, other)

    def logical_and_(self, other):
        return _ops.logical_and_(self, other)

    def logical_or(self, other):
        return _ops.logical_or(self, other)

    def logical_or_(self, other):
        return _ops.logical_or_(self, other)

    def logical_xor(self, other):
        return _ops.logical_xor(self, other)

    def logical_xor_(self, other):
        return _ops.logical_xor_(self, other)

    def eq(self, other):
        return _ops.eq(self, other)

    def eq_(self, other):
        return _ops.eq_(self, other)

    def __eq__(self, other):
        try:
            return _ops.eq(self, other)
        except TypeError:
            return NotImplemented

    def ne(self, other):
        return _ops.ne(self, other)

    def ne_(self, other):
        return _ops.ne_(self, other)

    def __ne__(self, other):
        try:
            return _ops.ne(self, other)
        except TypeError:
            return NotImplemented

    def lt(self, other):
        return _ops.lt(self, other)

    def lt_(self, other):
        return _ops.lt_(self, other)

    def __lt__(self, other):
        try:
            return _ops.lt(self, other)
        except TypeError:
            return NotImplemented

    def le(self, other):
        return _ops.le(self, other)

    def le_(self, other):
        return _ops.le_(self, other)

    def __le__(self, other):
        try:
            return _ops.le(self, other)
        except TypeError:
            return NotImplemented

    def gt(self, other):
        return _ops.gt(self, other)

    def gt_(self, other):
        return _ops.gt_(self, other)

    def __gt__(self, other):
        try:
            return _ops.gt(self, other)
        except TypeError:
            return NotImplemented

    def ge(self, other):
        return _ops.ge(self, other)

    def ge_(self, other):
        return _ops.ge_(self, other)

    def __ge__(self, other):
        try:
            return _ops.ge(self, other)
        except TypeError:
            return NotImplemented

    def neg(self):
        return _ops.neg(self)

    def neg_(self):
        return _ops.neg_(self)

    def __neg__(self):
        try:
            return _ops.neg(self)
        except TypeError:
            return NotImplemented

    def abs(self):
        return _ops.abs(self)

    def abs_(self):
        return _ops.abs_(self)

    def __abs__(self):
        try:
            return _ops.abs(self)
        except TypeError:
            return NotImplemented

    def sign(self):
        return _ops.sign(self)

    def sign_(self):
        return _ops.sign_(self)

    def sgn(self):
        return _ops.sgn(self)

    def sgn_(self):
        return _ops.sgn_(self)

    def square(self):
        return _ops.square(self)

    def square_(self):
        return _ops.square_(self)

    def ceil(self):
        return _ops.ceil(self)

    def ceil_(self):
        return _ops.ceil_(self)

    def floor(self):
        return _ops.floor(self)

    def floor_(self):
        return _ops.floor_(self)

    def trunc(self):
        return _ops.trunc(self)

    def trunc_(self):
        return _ops.trunc_(self)

    def round(self, *, decimals=0):
        return _ops.round(self, decimals=decimals)

    def round_(self, *, decimals=0):
        return _ops.round_(self, decimals=decimals)

    def frac(self):
        return _ops.frac(self)

    def frac_(self):
        return _ops.frac_(self)

    def reciprocal(self):
        return _ops.reciprocal(self)

    def reciprocal_(self):
        return _ops.reciprocal_(self)

    def sqrt(self):
        return _ops.sqrt(self)

    def sqrt_(self):
        return _ops.sqrt_(self)

    def rsqrt(self):
        return _ops.rsqrt(self)

    def rsqrt_(self):
        return _ops.rsqrt_(self)

    def exp(self):
        return _ops.exp(self)

    def exp_(self):
        return _ops.exp_(self)

    def expm1(self):
        return _ops.expm1(self)

    def expm1_(self):
        return _ops.expm1_(self)

    def log(self):
        return _ops.log(self)

    def log_(self):
        return _ops.log_(self)

    def log2(self):
        return _ops.log2(self)

    def log2_(self):
        return _ops.log2_(self)

    def log10(self):
        return _ops.log10(self)

    def log10_(self):
        return _ops.log10_(self)

    def log1p(self):
        return _ops.log1p(self)

    def log1p_(self):
        return _ops.log1p_(self)

    def sin(self):
        return _ops.sin(self)

    def sin_(self):
        return _ops.sin_(self)

    def cos(self):
        return _ops.cos(self)

    def cos_(self):
        return _ops.cos_(self)

    def tan(self):
        return _ops.tan(self)

    def tan_(self):
        return _ops.tan_(self)

    def asin(self):
        return _ops.asin(self)

    def asin_(self):
        return _ops.asin_(self)

    def acos(self):
        return _ops.acos(self)

    def acos_(self):
        return _ops.acos_(self)

    def atan(self):
        return _ops.atan(self)

    def atan_(self):
        return _ops.atan_(self)

    def sinh(self):
        return _ops.sinh(self)

    def sinh_(self):
        return _ops.sinh_(self)

    def cosh(self):
        return _ops.cosh(self)

    def cosh_(self):
        return _ops.cosh_(self)

    def tanh(self):
        return _ops.tanh(self)

    def tanh_(self):
        return _ops.tanh_(self)

    def sigmoid(self):
        return _ops.sigmoid(self)

    def sigmoid_(self):
        return _ops.sigmoid_(self)

    def erf(self):
        return _ops.erf(self)

    def erf_(self):
        return _ops.erf_(self)

    def erfc(self):
        return _ops.erfc(self)

    def erfc_(self):
        return _ops.erfc_(self)

    def erfinv(self):
        return _ops.erfinv(self)

    def erfinv_(self):
        return _ops.erfinv_(self)

    def digamma(self):
        return _ops.digamma(self)

    def digamma_(self):
        return _ops.digamma_(self)

    def transpose(self, dim0, dim1):
        return _ops.transpose(self, dim0, dim1)

    def transpose_(self, dim0, dim1):
        return _ops.transpose_(self, dim0, dim1)

    def swapaxes(self, axis0, axis1):
        return _ops.swapaxes(self, axis0, axis1)

    def swapaxes_(self, axis0, axis1):
        return _ops.swapaxes_(self, axis0, axis1)

    def swapdims(self, dim0, dim1):
        return _ops.swapdims(self, dim0, dim1)

    def swapdims_(self, dim0, dim1):
        return _ops.swapdims_(self, dim0, dim1)

    def t(self):
        return _ops.t(self)

    def t_(self):
        return _ops.t_(self)

    def permute(self, *dims):
        return _ops.permute(self, *dims)

    def select(self, dim, index):
        return _ops.select(self, dim, index)

    def narrow(self, dim, start, length):
        return _ops.narrow(self, dim, start, length)

    def squeeze(self, dim=None):
        return _ops.squeeze(self, dim)

    def squeeze_(self, dim=None):
        return _ops.squeeze_(self, dim)

    def unsqueeze(self, dim):
        return _ops.unsqueeze(self, dim)

    def unsqueeze_(self, dim):
        return _ops.unsqueeze_(self, dim)

    def expand(self, *size, implicit=False):
        return _ops.expand(self, *size, implicit=implicit)

    def expand_as(self, other):
        return _ops.expand_as(self, other)

    def view(self, *size):
        return _ops.view(self, *size)

    def reshape(self, *shape):
        return _ops.reshape(self, *shape)

    def view_as(self, other):
        return _ops.view_as(self, other)

    def reshape_as(self, other):
        return _ops.reshape_as(self, other)

    def flatten(self, start_dim=0, end_dim=-1):
        return _ops.flatten(self, start_dim, end_dim)

    def unflatten(self, dim, sizes):
        return _ops.unflatten(self, dim, sizes)

    def detach(self):
        return _ops.detach(self)

    def detach_(self):
        return _ops.detach_(self)

    def contiguous(self):
        return _ops.contiguous(self)

    def unbind(self, dim=0):
        return _ops.unbind(self, dim)

    def split(self, split_size_or_sections, dim=0):
        return _ops.split(self, split_size_or_sections, dim)

    def chunk(self, chunks, dim=0):
        return _ops.chunk(self, chunks, dim)

    def clone(self):
        return _ops.clone(self)

    def copy_(self, src, non_blocking=False):
        return _ops.copy_(self, src, non_blocking)

    def fill_(self, value):
        return _ops.fill_(self, value)

    def zero_(self):
        return _ops.zero_(self)

    def masked_fill(self, mask, value):
        return _ops.masked_fill(self, mask, value)

    def masked_fill_(self, mask, value):
        return _ops.masked_fill_(self, mask, value)

    def index_fill(self, dim, index, value):
        return _ops.index_fill(self, dim, index, value)

    def index_fill_(self, dim, index, value):
        return _ops.index_fill_(self, dim, index, value)

    def masked_select(self, mask):
        return _ops.masked_select(self, mask)

    def resize_(self, *size):
        return _ops.resize_(self, *size)

    def resize_as_(self, the_template):
        return _ops.resize_as_(self, the_template)

    def sum(self, dim=None, keepdim=False, *, dtype=None):
        return _ops.sum(self, dim, keepdim, dtype=dtype)

    def prod(self, dim=None, keepdim=False, *, dtype=None):
        return _ops.prod(self, dim, keepdim, dtype=dtype)

    def mean(self, dim=None, keepdim=False, *, dtype=None):
        return _ops.mean(self, dim, keepdim, dtype=dtype)

    def var(self, dim=None, unbiased=None, keepdim=False, *, correction=None):
        return _ops.var(self, dim, unbiased, keepdim, correction=correction)

    def std(self, dim=None, unbiased=None, keepdim=False, *, correction=None):
        return _ops.std(self, dim, unbiased, keepdim, correction=correction)

    def logsumexp(self, dim, keepdim=False):
        return _ops.logsumexp(self, dim, keepdim)

    def all(self, dim=None, keepdim=False):
        return _ops.all(self, dim, keepdim)

    def any(self, dim=None, keepdim=False):
        return _ops.any(self, dim, keepdim)

    def amax(self, dim=[], keepdim=False):
        return _ops.amax(self, dim, keepdim)

    def amin(self, dim=[], keepdim=False):
        return _ops.amin(self, dim, keepdim)

    def max(self, dim=None, keepdim=False):
        return _ops.max(self, dim, keepdim)

    def min(self, dim=None, keepdim=False):
        return _ops.min(self, dim, keepdim)

    def argmax(self, dim=None, keepdim=False):
        return _ops.argmax(self, dim, keepdim)

    def argmin(self, dim=None, keepdim=False):
        return _ops.argmin(self, dim, keepdim)

    def median(self, dim=None, keepdim=False):
        return _ops.median(self, dim, keepdim)

    def kthvalue(self, k, dim=-1, keepdim=False):
        return _ops.kthvalue(self, k, dim, keepdim)

    def mode(self, dim=-1, keepdim=False):
        return _ops.mode(self, dim, keepdim)

    def topk(self, k, dim=-1, largest=True, sorted=True):
        return _ops.topk(self, k, dim, largest, sorted)

    def cumsum(self, dim, *, dtype=None):
        return _ops.cumsum(self, dim, dtype=dtype)

    def cumsum_(self, dim, *, dtype=None):
        return _ops.cumsum_(self, dim, dtype=dtype)

    def cumprod(self, dim, *, dtype=None):
        return _ops.cumprod(self, dim, dtype=dtype)

    def cumprod_(self, dim, *, dtype=None):
        return _ops.cumprod_(self, dim, dtype=dtype)

    def dot(self, tensor):
        return _ops.dot(self, tensor)

    def mv(self, vec):
        return _ops.mv(self, vec)

    def mm(self, mat2):
        return _ops.mm(self, mat2)

    def bmm(self, mat2):
        return _ops.bmm(self, mat2)

    def matmul(self, other):
        return _ops.matmul(self, other)

    def __matmul__(self, other):
        try:
            return _ops.matmul(self, other)
        except TypeError:
            return NotImplemented

    def __rmatmul__(self, other):
        try:
            return _ops.matmul(other, self)
        except TypeError:
            return NotImplemented

    def addmm(self, mat1, mat2, *, beta=1, alpha=1):
        return _ops.addmm(self, mat1, mat2, beta=beta, alpha=alpha)

    def addmm_(self, mat1, mat2, *, beta=1, alpha=1):
        return _ops.addmm_(self, mat1, mat2, beta=beta, alpha=alpha)

    def addmv(self, mat, vec, *, beta=1, alpha=1):
        return _ops.addmv(self, mat, vec, beta=beta, alpha=alpha)

    def addmv_(self, mat, vec, *, beta=1, alpha=1):
        return _ops.addmv_(self, mat, vec, beta=beta, alpha=alpha)

    def uniform_(self, from_=0, to=1):
        return _ops.uniform_(self, from_, to)

    def normal_(self, mean=0, std=1):
        return _ops.normal_(self, mean, std)

    def cauchy_(self, median=0, sigma=1):
        return _ops.cauchy_(self, median, sigma)

    def exponential_(self, lambd=1):
        return _ops.exponential_(self, lambd)

    def log_normal_(self, mean=1, std=2):
        return _ops.log_normal_(self, mean, std)

    def bernoulli_(self, p=0.5):
        return _ops.bernoulli_(self, p)

    def bernoulli(self, p=None):
        return _ops.bernoulli(self, p)

    def random_(self, from_=None, to=None):
        return _ops.random_(self, from_, to)

    def relu(self):
        return _ops.relu(self)

    def relu_(self):
        return _ops.relu_(self)

    def gelu_(self, *, approximate='none'):
        return _ops.gelu_(self, approximate=approximate)

    def silu_(self):
        return _ops.silu_(self)

    def softmax(self, dim, dtype=None):
        return _ops.softmax(self, dim, dtype)

    def log_softmax(self, dim, dtype=None):
        return _ops.log_softmax(self, dim, dtype)
