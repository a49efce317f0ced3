# generated from ops.yaml — do not edit
"""Tensor methods and Python operators (ops.yaml `variants:` and `operators:`)."""
from . import ops as _ops
from ..dispatch import pipeline as _pipeline


class TensorMethods:
    __slots__ = ()

    add = _ops.add  # the function itself: self is its first argument

    add_ = _ops.add_

    def __add__(self, other):
        try:
            return _pipeline.call(_ops._op_add, ((self, other), (1,), _ops._add_case))
        except TypeError:
            return NotImplemented

    def __radd__(self, other):
        try:
            return _pipeline.call(_ops._op_add, ((other, self), (1,), _ops._add_case))
        except TypeError:
            return NotImplemented

    def __iadd__(self, other):
        try:
            return _ops.add_(self, other)
        except TypeError:
            return NotImplemented

    sub = _ops.sub  # the function itself: self is its first argument

    sub_ = _ops.sub_

    subtract = sub

    subtract_ = sub_

    def __sub__(self, other):
        try:
            return _pipeline.call(_ops._op_sub, ((self, other), (1,), _ops._sub_case))
        except TypeError:
            return NotImplemented

    def __rsub__(self, other):
        try:
            return _pipeline.call(_ops._op_sub, ((other, self), (1,), _ops._sub_case))
        except TypeError:
            return NotImplemented

    def __isub__(self, other):
        try:
            return _ops.sub_(self, other)
        except TypeError:
            return NotImplemented

    mul = _ops.mul  # the function itself: self is its first argument

    mul_ = _ops.mul_

    multiply = mul

    multiply_ = mul_

    def __mul__(self, other):
        try:
            return _pipeline.call(_ops._op_mul, ((self, other), (), _ops._mul_case))
        except TypeError:
            return NotImplemented

    def __rmul__(self, other):
        try:
            return _pipeline.call(_ops._op_mul, ((other, self), (), _ops._mul_case))
        except TypeError:
            return NotImplemented

    def __imul__(self, other):
        try:
            return _ops.mul_(self, other)
        except TypeError:
            return NotImplemented

    div = _ops.div  # the function itself: self is its first argument

    div_ = _ops.div_

    divide = div

    divide_ = div_

    true_divide = div

    true_divide_ = div_

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

    floor_divide = _ops.floor_divide  # the function itself: self is its first argument

    floor_divide_ = _ops.floor_divide_

    def __floordiv__(self, other):
        try:
            return _pipeline.call(_ops._op_floor_divide, ((self, other), (), _ops._floor_divide_case))
        except TypeError:
            return NotImplemented

    def __rfloordiv__(self, other):
        try:
            return _pipeline.call(_ops._op_floor_divide, ((other, self), (), _ops._floor_divide_case))
        except TypeError:
            return NotImplemented

    def __ifloordiv__(self, other):
        try:
            return _ops.floor_divide_(self, other)
        except TypeError:
            return NotImplemented

    remainder = _ops.remainder  # the function itself: self is its first argument

    remainder_ = _ops.remainder_

    def __mod__(self, other):
        try:
            return _pipeline.call(_ops._op_remainder, ((self, other), (), _ops._remainder_case))
        except TypeError:
            return NotImplemented

    def __rmod__(self, other):
        try:
            return _pipeline.call(_ops._op_remainder, ((other, self), (), _ops._remainder_case))
        except TypeError:
            return NotImplemented

    def __imod__(self, other):
        try:
            return _ops.remainder_(self, other)
        except TypeError:
            return NotImplemented

    fmod = _ops.fmod  # the function itself: self is its first argument

    fmod_ = _ops.fmod_

    pow = _ops.pow  # the function itself: self is its first argument

    pow_ = _ops.pow_

    def __pow__(self, other):
        try:
            return _pipeline.call(_ops._op_pow, ((self, other), (), _ops._pow_case))
        except TypeError:
            return NotImplemented

    def __rpow__(self, other):
        try:
            return _pipeline.call(_ops._op_pow, ((other, self), (), _ops._pow_case))
        except TypeError:
            return NotImplemented

    def __ipow__(self, other):
        try:
            return _ops.pow_(self, other)
        except TypeError:
            return NotImplemented

    addcmul = _ops.addcmul  # the function itself: self is its first argument

    addcmul_ = _ops.addcmul_

    addcdiv = _ops.addcdiv  # the function itself: self is its first argument

    addcdiv_ = _ops.addcdiv_

    atan2 = _ops.atan2  # the function itself: self is its first argument

    atan2_ = _ops.atan2_

    maximum = _ops.maximum  # the function itself: self is its first argument

    minimum = _ops.minimum  # the function itself: self is its first argument

    clamp = _ops.clamp  # the function itself: self is its first argument

    clamp_ = _ops.clamp_

    clip = clamp

    clip_ = clamp_

    def where(self, condition, other):
        return _ops.where(condition, self, other)

    bitwise_and = _ops.bitwise_and  # the function itself: self is its first argument

    bitwise_and_ = _ops.bitwise_and_

    def __and__(self, other):
        try:
            return _pipeline.call(_ops._op_bitwise_and, ((self, other), (), _ops._bitwise_and_case))
        except TypeError:
            return NotImplemented

    def __rand__(self, other):
        try:
            return _pipeline.call(_ops._op_bitwise_and, ((other, self), (), _ops._bitwise_and_case))
        except TypeError:
            return NotImplemented

    def __iand__(self, other):
        try:
            return _ops.bitwise_and_(self, other)
        except TypeError:
            return NotImplemented

    bitwise_or = _ops.bitwise_or  # the function itself: self is its first argument

    bitwise_or_ = _ops.bitwise_or_

    def __or__(self, other):
        try:
            return _pipeline.call(_ops._op_bitwise_or, ((self, other), (), _ops._bitwise_or_case))
        except TypeError:
            return NotImplemented

    def __ror__(self, other):
        try:
            return _pipeline.call(_ops._op_bitwise_or, ((other, self), (), _ops._bitwise_or_case))
        except TypeError:
            return NotImplemented

    def __ior__(self, other):
        try:
            return _ops.bitwise_or_(self, other)
        except TypeError:
            return NotImplemented

    bitwise_xor = _ops.bitwise_xor  # the function itself: self is its first argument

    bitwise_xor_ = _ops.bitwise_xor_

    def __xor__(self, other):
        try:
            return _pipeline.call(_ops._op_bitwise_xor, ((self, other), (), _ops._bitwise_xor_case))
        except TypeError:
            return NotImplemented

    def __rxor__(self, other):
        try:
            return _pipeline.call(_ops._op_bitwise_xor, ((other, self), (), _ops._bitwise_xor_case))
        except TypeError:
            return NotImplemented

    def __ixor__(self, other):
        try:
            return _ops.bitwise_xor_(self, other)
        except TypeError:
            return NotImplemented

    bitwise_not = _ops.bitwise_not  # the function itself: self is its first argument

    bitwise_not_ = _ops.bitwise_not_

    def __invert__(self):
        try:
            return _ops.bitwise_not(self)
        except TypeError:
            return NotImplemented

    logical_not = _ops.logical_not  # the function itself: self is its first argument

    logical_not_ = _ops.logical_not_

    logical_and = _ops.logical_and  # the function itself: self is its first argument

    logical_and_ = _ops.logical_and_

    logical_or = _ops.logical_or  # the function itself: self is its first argument

    logical_or_ = _ops.logical_or_

    logical_xor = _ops.logical_xor  # the function itself: self is its first argument

    logical_xor_ = _ops.logical_xor_

    eq = _ops.eq  # the function itself: self is its first argument

    eq_ = _ops.eq_

    def __eq__(self, other):
        try:
            return _pipeline.call(_ops._op_eq, ((self, other), (), _ops._eq_case))
        except TypeError:
            return NotImplemented

    ne = _ops.ne  # the function itself: self is its first argument

    ne_ = _ops.ne_

    def __ne__(self, other):
        try:
            return _pipeline.call(_ops._op_ne, ((self, other), (), _ops._ne_case))
        except TypeError:
            return NotImplemented

    lt = _ops.lt  # the function itself: self is its first argument

    lt_ = _ops.lt_

    def __lt__(self, other):
        try:
            return _pipeline.call(_ops._op_lt, ((self, other), (), _ops._lt_case))
        except TypeError:
            return NotImplemented

    le = _ops.le  # the function itself: self is its first argument

    le_ = _ops.le_

    def __le__(self, other):
        try:
            return _pipeline.call(_ops._op_le, ((self, other), (), _ops._le_case))
        except TypeError:
            return NotImplemented

    gt = _ops.gt  # the function itself: self is its first argument

    gt_ = _ops.gt_

    def __gt__(self, other):
        try:
            return _pipeline.call(_ops._op_gt, ((self, other), (), _ops._gt_case))
        except TypeError:
            return NotImplemented

    ge = _ops.ge  # the function itself: self is its first argument

    ge_ = _ops.ge_

    def __ge__(self, other):
        try:
            return _pipeline.call(_ops._op_ge, ((self, other), (), _ops._ge_case))
        except TypeError:
            return NotImplemented

    neg = _ops.neg  # the function itself: self is its first argument

    neg_ = _ops.neg_

    negative = neg

    negative_ = neg_

    def __neg__(self):
        try:
            return _pipeline.call(_ops._op_neg, ((self,), (), _ops._neg_case))
        except TypeError:
            return NotImplemented

    abs = _ops.abs  # the function itself: self is its first argument

    abs_ = _ops.abs_

    absolute = abs

    absolute_ = abs_

    def __abs__(self):
        try:
            return _pipeline.call(_ops._op_abs, ((self,), (), _ops._abs_case))
        except TypeError:
            return NotImplemented

    sign = _ops.sign  # the function itself: self is its first argument

    sign_ = _ops.sign_

    sgn = _ops.sgn  # the function itself: self is its first argument

    sgn_ = _ops.sgn_

    square = _ops.square  # the function itself: self is its first argument

    square_ = _ops.square_

    ceil = _ops.ceil  # the function itself: self is its first argument

    ceil_ = _ops.ceil_

    floor = _ops.floor  # the function itself: self is its first argument

    floor_ = _ops.floor_

    trunc = _ops.trunc  # the function itself: self is its first argument

    trunc_ = _ops.trunc_

    round = _ops.round  # the function itself: self is its first argument

    round_ = _ops.round_

    frac = _ops.frac  # the function itself: self is its first argument

    frac_ = _ops.frac_

    reciprocal = _ops.reciprocal  # the function itself: self is its first argument

    reciprocal_ = _ops.reciprocal_

    sqrt = _ops.sqrt  # the function itself: self is its first argument

    sqrt_ = _ops.sqrt_

    rsqrt = _ops.rsqrt  # the function itself: self is its first argument

    rsqrt_ = _ops.rsqrt_

    exp = _ops.exp  # the function itself: self is its first argument

    exp_ = _ops.exp_

    expm1 = _ops.expm1  # the function itself: self is its first argument

    expm1_ = _ops.expm1_

    log = _ops.log  # the function itself: self is its first argument

    log_ = _ops.log_

    log2 = _ops.log2  # the function itself: self is its first argument

    log2_ = _ops.log2_

    log10 = _ops.log10  # the function itself: self is its first argument

    log10_ = _ops.log10_

    log1p = _ops.log1p  # the function itself: self is its first argument

    log1p_ = _ops.log1p_

    sin = _ops.sin  # the function itself: self is its first argument

    sin_ = _ops.sin_

    cos = _ops.cos  # the function itself: self is its first argument

    cos_ = _ops.cos_

    tan = _ops.tan  # the function itself: self is its first argument

    tan_ = _ops.tan_

    asin = _ops.asin  # the function itself: self is its first argument

    asin_ = _ops.asin_

    acos = _ops.acos  # the function itself: self is its first argument

    acos_ = _ops.acos_

    atan = _ops.atan  # the function itself: self is its first argument

    atan_ = _ops.atan_

    sinh = _ops.sinh  # the function itself: self is its first argument

    sinh_ = _ops.sinh_

    cosh = _ops.cosh  # the function itself: self is its first argument

    cosh_ = _ops.cosh_

    tanh = _ops.tanh  # the function itself: self is its first argument

    tanh_ = _ops.tanh_

    sigmoid = _ops.sigmoid  # the function itself: self is its first argument

    sigmoid_ = _ops.sigmoid_

    erf = _ops.erf  # the function itself: self is its first argument

    erf_ = _ops.erf_

    erfc = _ops.erfc  # the function itself: self is its first argument

    erfc_ = _ops.erfc_

    erfinv = _ops.erfinv  # the function itself: self is its first argument

    erfinv_ = _ops.erfinv_

    digamma = _ops.digamma  # the function itself: self is its first argument

    digamma_ = _ops.digamma_

    acosh = _ops.acosh  # the function itself: self is its first argument

    acosh_ = _ops.acosh_

    arccosh = acosh

    arccosh_ = acosh_

    asinh = _ops.asinh  # the function itself: self is its first argument

    asinh_ = _ops.asinh_

    arcsinh = asinh

    arcsinh_ = asinh_

    atanh = _ops.atanh  # the function itself: self is its first argument

    atanh_ = _ops.atanh_

    arctanh = atanh

    arctanh_ = atanh_

    clamp_min = _ops.clamp_min  # the function itself: self is its first argument

    clamp_min_ = _ops.clamp_min_

    clamp_max = _ops.clamp_max  # the function itself: self is its first argument

    clamp_max_ = _ops.clamp_max_

    copysign = _ops.copysign  # the function itself: self is its first argument

    copysign_ = _ops.copysign_

    nextafter = _ops.nextafter  # the function itself: self is its first argument

    nextafter_ = _ops.nextafter_

    deg2rad = _ops.deg2rad  # the function itself: self is its first argument

    deg2rad_ = _ops.deg2rad_

    rad2deg = _ops.rad2deg  # the function itself: self is its first argument

    rad2deg_ = _ops.rad2deg_

    exp2 = _ops.exp2  # the function itself: self is its first argument

    exp2_ = _ops.exp2_

    float_power = _ops.float_power  # the function itself: self is its first argument

    float_power_ = _ops.float_power_

    fmax = _ops.fmax  # the function itself: self is its first argument

    fmin = _ops.fmin  # the function itself: self is its first argument

    gcd = _ops.gcd  # the function itself: self is its first argument

    gcd_ = _ops.gcd_

    lcm = _ops.lcm  # the function itself: self is its first argument

    lcm_ = _ops.lcm_

    heaviside = _ops.heaviside  # the function itself: self is its first argument

    heaviside_ = _ops.heaviside_

    hypot = _ops.hypot  # the function itself: self is its first argument

    hypot_ = _ops.hypot_

    i0 = _ops.i0  # the function itself: self is its first argument

    i0_ = _ops.i0_

    isfinite = _ops.isfinite  # the function itself: self is its first argument

    isinf = _ops.isinf  # the function itself: self is its first argument

    isnan = _ops.isnan  # the function itself: self is its first argument

    isposinf = _ops.isposinf  # the function itself: self is its first argument

    isneginf = _ops.isneginf  # the function itself: self is its first argument

    signbit = _ops.signbit  # the function itself: self is its first argument

    isclose = _ops.isclose  # the function itself: self is its first argument

    ldexp = _ops.ldexp  # the function itself: self is its first argument

    ldexp_ = _ops.ldexp_

    lerp = _ops.lerp  # the function itself: self is its first argument

    lerp_ = _ops.lerp_

    lgamma = _ops.lgamma  # the function itself: self is its first argument

    lgamma_ = _ops.lgamma_

    logaddexp = _ops.logaddexp  # the function itself: self is its first argument

    logaddexp2 = _ops.logaddexp2  # the function itself: self is its first argument

    logit = _ops.logit  # the function itself: self is its first argument

    logit_ = _ops.logit_

    nan_to_num = _ops.nan_to_num  # the function itself: self is its first argument

    nan_to_num_ = _ops.nan_to_num_

    def polygamma(self, n):
        return _ops.polygamma(n, self)

    def polygamma_(self, n):
        return _ops.polygamma_(n, self)

    sinc = _ops.sinc  # the function itself: self is its first argument

    sinc_ = _ops.sinc_

    threshold_ = _ops.threshold_

    xlogy = _ops.xlogy  # the function itself: self is its first argument

    xlogy_ = _ops.xlogy_

    bitwise_left_shift = _ops.bitwise_left_shift  # the function itself: self is its first argument

    bitwise_left_shift_ = _ops.bitwise_left_shift_

    def __lshift__(self, other):
        try:
            return _pipeline.call(_ops._op_bitwise_left_shift, ((self, other), (), _ops._bitwise_left_shift_case))
        except TypeError:
            return NotImplemented

    def __rlshift__(self, other):
        try:
            return _pipeline.call(_ops._op_bitwise_left_shift, ((other, self), (), _ops._bitwise_left_shift_case))
        except TypeError:
            return NotImplemented

    def __ilshift__(self, other):
        try:
            return _ops.bitwise_left_shift_(self, other)
        except TypeError:
            return NotImplemented

    bitwise_right_shift = _ops.bitwise_right_shift  # the function itself: self is its first argument

    bitwise_right_shift_ = _ops.bitwise_right_shift_

    def __rshift__(self, other):
        try:
            return _pipeline.call(_ops._op_bitwise_right_shift, ((self, other), (), _ops._bitwise_right_shift_case))
        except TypeError:
            return NotImplemented

    def __rrshift__(self, other):
        try:
            return _pipeline.call(_ops._op_bitwise_right_shift, ((other, self), (), _ops._bitwise_right_shift_case))
        except TypeError:
            return NotImplemented

    def __irshift__(self, other):
        try:
            return _ops.bitwise_right_shift_(self, other)
        except TypeError:
            return NotImplemented

    igamma = _ops.igamma  # the function itself: self is its first argument

    igamma_ = _ops.igamma_

    igammac = _ops.igammac  # the function itself: self is its first argument

    igammac_ = _ops.igammac_

    mvlgamma = _ops.mvlgamma  # the function itself: self is its first argument

    mvlgamma_ = _ops.mvlgamma_

    angle = _ops.angle  # the function itself: self is its first argument

    geometric_ = _ops.geometric_  # the function itself: self is its first argument

    cov = _ops.cov  # the function itself: self is its first argument

    corrcoef = _ops.corrcoef  # the function itself: self is its first argument

    histogram = _ops.histogram  # the function itself: self is its first argument

    diagflat = _ops.diagflat  # the function itself: self is its first argument

    renorm = _ops.renorm  # the function itself: self is its first argument

    renorm_ = _ops.renorm_

    sum_to_size = _ops.sum_to_size  # the function itself: self is its first argument

    is_same_size = _ops.is_same_size  # the function itself: self is its first argument

    split_with_sizes = _ops.split_with_sizes  # the function itself: self is its first argument

    index_reduce = _ops.index_reduce  # the function itself: self is its first argument

    index_reduce_ = _ops.index_reduce_

    transpose = _ops.transpose  # the function itself: self is its first argument

    transpose_ = _ops.transpose_

    swapaxes = _ops.swapaxes  # the function itself: self is its first argument

    swapaxes_ = _ops.swapaxes_

    swapdims = _ops.swapdims  # the function itself: self is its first argument

    swapdims_ = _ops.swapdims_

    t = _ops.t  # the function itself: self is its first argument

    t_ = _ops.t_

    permute = _ops.permute  # the function itself: self is its first argument

    select = _ops.select  # the function itself: self is its first argument

    narrow = _ops.narrow  # the function itself: self is its first argument

    squeeze = _ops.squeeze  # the function itself: self is its first argument

    squeeze_ = _ops.squeeze_

    unsqueeze = _ops.unsqueeze  # the function itself: self is its first argument

    unsqueeze_ = _ops.unsqueeze_

    expand = _ops.expand  # the function itself: self is its first argument

    unfold = _ops.unfold  # the function itself: self is its first argument

    expand_as = _ops.expand_as  # the function itself: self is its first argument

    view = _ops.view  # the function itself: self is its first argument

    reshape = _ops.reshape  # the function itself: self is its first argument

    view_as = _ops.view_as  # the function itself: self is its first argument

    reshape_as = _ops.reshape_as  # the function itself: self is its first argument

    flatten = _ops.flatten  # the function itself: self is its first argument

    unflatten = _ops.unflatten  # the function itself: self is its first argument

    detach = _ops.detach  # the function itself: self is its first argument

    detach_ = _ops.detach_

    contiguous = _ops.contiguous  # the function itself: self is its first argument

    unbind = _ops.unbind  # the function itself: self is its first argument

    split = _ops.split  # the function itself: self is its first argument

    chunk = _ops.chunk  # the function itself: self is its first argument

    clone = _ops.clone  # the function itself: self is its first argument

    copy_ = _ops.copy_

    fill_ = _ops.fill_

    zero_ = _ops.zero_

    masked_fill = _ops.masked_fill  # the function itself: self is its first argument

    masked_fill_ = _ops.masked_fill_

    index_fill = _ops.index_fill  # the function itself: self is its first argument

    index_fill_ = _ops.index_fill_

    masked_select = _ops.masked_select  # the function itself: self is its first argument

    gather = _ops.gather  # the function itself: self is its first argument

    take_along_dim = _ops.take_along_dim  # the function itself: self is its first argument

    index_select = _ops.index_select  # the function itself: self is its first argument

    take = _ops.take  # the function itself: self is its first argument

    scatter = _ops.scatter  # the function itself: self is its first argument

    scatter_ = _ops.scatter_

    scatter_add = _ops.scatter_add  # the function itself: self is its first argument

    scatter_add_ = _ops.scatter_add_

    scatter_reduce = _ops.scatter_reduce  # the function itself: self is its first argument

    scatter_reduce_ = _ops.scatter_reduce_

    index_add = _ops.index_add  # the function itself: self is its first argument

    index_add_ = _ops.index_add_

    index_copy = _ops.index_copy  # the function itself: self is its first argument

    index_copy_ = _ops.index_copy_

    masked_scatter = _ops.masked_scatter  # the function itself: self is its first argument

    masked_scatter_ = _ops.masked_scatter_

    index_put = _ops.index_put  # the function itself: self is its first argument

    index_put_ = _ops.index_put_

    select_scatter = _ops.select_scatter  # the function itself: self is its first argument

    slice_scatter = _ops.slice_scatter  # the function itself: self is its first argument

    nonzero = _ops.nonzero  # the function itself: self is its first argument

    argwhere = _ops.argwhere  # the function itself: self is its first argument

    sort = _ops.sort  # the function itself: self is its first argument

    argsort = _ops.argsort  # the function itself: self is its first argument

    msort = _ops.msort  # the function itself: self is its first argument

    unique = _ops.unique  # the function itself: self is its first argument

    unique_consecutive = _ops.unique_consecutive  # the function itself: self is its first argument

    nanmedian = _ops.nanmedian  # the function itself: self is its first argument

    quantile = _ops.quantile  # the function itself: self is its first argument

    nanquantile = _ops.nanquantile  # the function itself: self is its first argument

    histc = _ops.histc  # the function itself: self is its first argument

    bincount = _ops.bincount  # the function itself: self is its first argument

    resize_ = _ops.resize_

    resize_as_ = _ops.resize_as_

    sum = _ops.sum  # the function itself: self is its first argument

    prod = _ops.prod  # the function itself: self is its first argument

    mean = _ops.mean  # the function itself: self is its first argument

    var = _ops.var  # the function itself: self is its first argument

    std = _ops.std  # the function itself: self is its first argument

    logsumexp = _ops.logsumexp  # the function itself: self is its first argument

    all = _ops.all  # the function itself: self is its first argument

    any = _ops.any  # the function itself: self is its first argument

    amax = _ops.amax  # the function itself: self is its first argument

    amin = _ops.amin  # the function itself: self is its first argument

    max = _ops.max  # the function itself: self is its first argument

    min = _ops.min  # the function itself: self is its first argument

    argmax = _ops.argmax  # the function itself: self is its first argument

    argmin = _ops.argmin  # the function itself: self is its first argument

    median = _ops.median  # the function itself: self is its first argument

    kthvalue = _ops.kthvalue  # the function itself: self is its first argument

    mode = _ops.mode  # the function itself: self is its first argument

    topk = _ops.topk  # the function itself: self is its first argument

    cumsum = _ops.cumsum  # the function itself: self is its first argument

    cumsum_ = _ops.cumsum_

    cumprod = _ops.cumprod  # the function itself: self is its first argument

    cumprod_ = _ops.cumprod_

    nansum = _ops.nansum  # the function itself: self is its first argument

    nanmean = _ops.nanmean  # the function itself: self is its first argument

    count_nonzero = _ops.count_nonzero  # the function itself: self is its first argument

    aminmax = _ops.aminmax  # the function itself: self is its first argument

    norm = _ops.norm  # the function itself: self is its first argument

    logcumsumexp = _ops.logcumsumexp  # the function itself: self is its first argument

    cummax = _ops.cummax  # the function itself: self is its first argument

    cummin = _ops.cummin  # the function itself: self is its first argument

    dist = _ops.dist  # the function itself: self is its first argument

    allclose = _ops.allclose  # the function itself: self is its first argument

    equal = _ops.equal  # the function itself: self is its first argument

    is_nonzero = _ops.is_nonzero  # the function itself: self is its first argument

    dot = _ops.dot  # the function itself: self is its first argument

    mv = _ops.mv  # the function itself: self is its first argument

    mm = _ops.mm  # the function itself: self is its first argument

    bmm = _ops.bmm  # the function itself: self is its first argument

    matmul = _ops.matmul  # the function itself: self is its first argument

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

    addmm = _ops.addmm  # the function itself: self is its first argument

    addmm_ = _ops.addmm_

    addmv = _ops.addmv  # the function itself: self is its first argument

    addmv_ = _ops.addmv_

    uniform_ = _ops.uniform_  # the function itself: self is its first argument

    normal_ = _ops.normal_  # the function itself: self is its first argument

    cauchy_ = _ops.cauchy_  # the function itself: self is its first argument

    exponential_ = _ops.exponential_  # the function itself: self is its first argument

    log_normal_ = _ops.log_normal_  # the function itself: self is its first argument

    bernoulli_ = _ops.bernoulli_  # the function itself: self is its first argument

    bernoulli = _ops.bernoulli  # the function itself: self is its first argument

    random_ = _ops.random_  # the function itself: self is its first argument

    relu = _ops.relu  # the function itself: self is its first argument

    relu_ = _ops.relu_

    gelu_ = _ops.gelu_

    silu_ = _ops.silu_

    softmax = _ops.softmax  # the function itself: self is its first argument

    log_softmax = _ops.log_softmax  # the function itself: self is its first argument

    diagonal = _ops.diagonal  # the function itself: self is its first argument

    movedim = _ops.movedim  # the function itself: self is its first argument

    moveaxis = _ops.moveaxis  # the function itself: self is its first argument

    broadcast_to = _ops.broadcast_to  # the function itself: self is its first argument

    ravel = _ops.ravel  # the function itself: self is its first argument

    tensor_split = _ops.tensor_split  # the function itself: self is its first argument

    vsplit = _ops.vsplit  # the function itself: self is its first argument

    hsplit = _ops.hsplit  # the function itself: self is its first argument

    dsplit = _ops.dsplit  # the function itself: self is its first argument

    as_strided = _ops.as_strided  # the function itself: self is its first argument

    flip = _ops.flip  # the function itself: self is its first argument

    roll = _ops.roll  # the function itself: self is its first argument

    tril = _ops.tril  # the function itself: self is its first argument

    tril_ = _ops.tril_

    triu = _ops.triu  # the function itself: self is its first argument

    triu_ = _ops.triu_

    diag_embed = _ops.diag_embed  # the function itself: self is its first argument

    repeat = _ops.repeat  # the function itself: self is its first argument

    repeat_interleave = _ops.repeat_interleave  # the function itself: self is its first argument

    fliplr = _ops.fliplr  # the function itself: self is its first argument

    flipud = _ops.flipud  # the function itself: self is its first argument

    rot90 = _ops.rot90  # the function itself: self is its first argument

    diag = _ops.diag  # the function itself: self is its first argument

    diff = _ops.diff  # the function itself: self is its first argument

    tile = _ops.tile  # the function itself: self is its first argument

    cross = _ops.cross  # the function itself: self is its first argument

    kron = _ops.kron  # the function itself: self is its first argument

    addbmm = _ops.addbmm  # the function itself: self is its first argument

    addr = _ops.addr  # the function itself: self is its first argument

    baddbmm = _ops.baddbmm  # the function itself: self is its first argument

    baddbmm_ = _ops.baddbmm_

    positive = _ops.positive  # the function itself: self is its first argument

    def __pos__(self):
        try:
            return _ops.positive(self)
        except TypeError:
            return NotImplemented

    trace = _ops.trace  # the function itself: self is its first argument

    outer = _ops.outer  # the function itself: self is its first argument

    ger = _ops.ger  # the function itself: self is its first argument

    inner = _ops.inner  # the function itself: self is its first argument

    vdot = _ops.vdot  # the function itself: self is its first argument

    to_padded_tensor = _ops.to_padded_tensor  # the function itself: self is its first argument

    leaky_relu_ = _ops.leaky_relu_

    elu_ = _ops.elu_

    hardtanh_ = _ops.hardtanh_

    mish_ = _ops.mish_

    hardswish_ = _ops.hardswish_

    hardsigmoid_ = _ops.hardsigmoid_

    _adam_exp_avg_ = _ops._adam_exp_avg_

    _adam_exp_avg_sq_ = _ops._adam_exp_avg_sq_

    _adam_param_ = _ops._adam_param_

    det = _ops.det  # the function itself: self is its first argument

    slogdet = _ops.slogdet  # the function itself: self is its first argument

    logdet = _ops.logdet  # the function itself: self is its first argument

    inverse = _ops.inverse  # the function itself: self is its first argument

    matrix_exp = _ops.matrix_exp  # the function itself: self is its first argument

    cholesky_solve = _ops.cholesky_solve  # the function itself: self is its first argument

    cholesky_inverse = _ops.cholesky_inverse  # the function itself: self is its first argument

    svd = _ops.svd  # the function itself: self is its first argument

    qr = _ops.qr  # the function itself: self is its first argument

    cholesky = _ops.cholesky  # the function itself: self is its first argument

    triangular_solve = _ops.triangular_solve  # the function itself: self is its first argument

    lu = _ops.lu  # the function itself: self is its first argument

    lu_solve = _ops.lu_solve  # the function itself: self is its first argument

    pinverse = _ops.pinverse  # the function itself: self is its first argument

    matrix_power = _ops.matrix_power  # the function itself: self is its first argument
