# generated from ops.yaml — do not edit
"""Tensor methods and Python operators (ops.yaml `variants:` and `operators:`)."""
from . import ops as _ops
from ..dispatch import pipeline as _pipeline


class TensorMethods:
    __slots__ = ()

    add = _ops._add_method

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

    sub = _ops._sub_method

    sub_ = _ops.sub_

    subtract = _ops._subtract_method

    subtract_ = _ops.subtract_

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

    mul = _ops._mul_method

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

    div = _ops._div_method

    div_ = _ops.div_

    divide = div

    divide_ = div_

    true_divide = _ops._true_divide_method

    true_divide_ = _ops.true_divide_

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

    floor_divide = _ops._floor_divide_method

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

    remainder = _ops._remainder_method

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

    fmod = _ops._fmod_method

    fmod_ = _ops.fmod_

    pow = _ops._pow_method

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

    addcmul = _ops._addcmul_method

    addcmul_ = _ops.addcmul_

    addcdiv = _ops._addcdiv_method

    addcdiv_ = _ops.addcdiv_

    atan2 = _ops._atan2_method

    atan2_ = _ops.atan2_

    maximum = _ops._maximum_method

    minimum = _ops._minimum_method

    clamp = _ops._clamp_method

    clamp_ = _ops.clamp_

    clip = clamp

    clip_ = clamp_

    def where(self, condition, other):
        return _ops.where(condition, self, other)

    clamp_min = _ops._clamp_min_method

    clamp_min_ = _ops.clamp_min_

    clamp_max = _ops._clamp_max_method

    clamp_max_ = _ops.clamp_max_

    copysign = _ops._copysign_method

    copysign_ = _ops.copysign_

    nextafter = _ops._nextafter_method

    nextafter_ = _ops.nextafter_

    float_power = _ops._float_power_method

    float_power_ = _ops.float_power_

    fmax = _ops._fmax_method

    fmin = _ops._fmin_method

    gcd = _ops._gcd_method

    gcd_ = _ops.gcd_

    lcm = _ops._lcm_method

    lcm_ = _ops.lcm_

    heaviside = _ops._heaviside_method

    heaviside_ = _ops.heaviside_

    hypot = _ops._hypot_method

    hypot_ = _ops.hypot_

    ldexp = _ops._ldexp_method

    ldexp_ = _ops.ldexp_

    lerp = _ops._lerp_method

    lerp_ = _ops.lerp_

    logaddexp = _ops._logaddexp_method

    logaddexp2 = _ops._logaddexp2_method

    xlogy = _ops._xlogy_method

    xlogy_ = _ops.xlogy_

    bitwise_and = _ops._bitwise_and_method

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

    bitwise_or = _ops._bitwise_or_method

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

    bitwise_xor = _ops._bitwise_xor_method

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

    bitwise_not = _ops._bitwise_not_method

    bitwise_not_ = _ops.bitwise_not_

    def __invert__(self):
        try:
            return _ops.bitwise_not(self)
        except TypeError:
            return NotImplemented

    logical_not = _ops._logical_not_method

    logical_not_ = _ops.logical_not_

    logical_and = _ops._logical_and_method

    logical_and_ = _ops.logical_and_

    logical_or = _ops._logical_or_method

    logical_or_ = _ops.logical_or_

    logical_xor = _ops._logical_xor_method

    logical_xor_ = _ops.logical_xor_

    bitwise_left_shift = _ops._bitwise_left_shift_method

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

    bitwise_right_shift = _ops._bitwise_right_shift_method

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

    eq = _ops._eq_method

    eq_ = _ops.eq_

    def __eq__(self, other):
        try:
            return _pipeline.call(_ops._op_eq, ((self, other), (), _ops._eq_case))
        except TypeError:
            return NotImplemented

    ne = _ops._ne_method

    ne_ = _ops.ne_

    def __ne__(self, other):
        try:
            return _pipeline.call(_ops._op_ne, ((self, other), (), _ops._ne_case))
        except TypeError:
            return NotImplemented

    lt = _ops._lt_method

    lt_ = _ops.lt_

    def __lt__(self, other):
        try:
            return _pipeline.call(_ops._op_lt, ((self, other), (), _ops._lt_case))
        except TypeError:
            return NotImplemented

    le = _ops._le_method

    le_ = _ops.le_

    def __le__(self, other):
        try:
            return _pipeline.call(_ops._op_le, ((self, other), (), _ops._le_case))
        except TypeError:
            return NotImplemented

    gt = _ops._gt_method

    gt_ = _ops.gt_

    def __gt__(self, other):
        try:
            return _pipeline.call(_ops._op_gt, ((self, other), (), _ops._gt_case))
        except TypeError:
            return NotImplemented

    ge = _ops._ge_method

    ge_ = _ops.ge_

    def __ge__(self, other):
        try:
            return _pipeline.call(_ops._op_ge, ((self, other), (), _ops._ge_case))
        except TypeError:
            return NotImplemented

    isfinite = _ops.isfinite  # the function itself: self is its first argument

    isinf = _ops.isinf  # the function itself: self is its first argument

    isnan = _ops.isnan  # the function itself: self is its first argument

    isposinf = _ops._isposinf_method

    isneginf = _ops._isneginf_method

    signbit = _ops._signbit_method

    isclose = _ops.isclose  # the function itself: self is its first argument

    neg = _ops._neg_method

    neg_ = _ops.neg_

    negative = neg

    negative_ = neg_

    def __neg__(self):
        try:
            return _pipeline.call(_ops._op_neg, ((self,), (), _ops._neg_case))
        except TypeError:
            return NotImplemented

    abs = _ops._abs_method

    abs_ = _ops.abs_

    absolute = abs

    absolute_ = abs_

    def __abs__(self):
        try:
            return _pipeline.call(_ops._op_abs, ((self,), (), _ops._abs_case))
        except TypeError:
            return NotImplemented

    sign = _ops._sign_method

    sign_ = _ops.sign_

    sgn = _ops._sgn_method

    sgn_ = _ops.sgn_

    square = _ops._square_method

    square_ = _ops.square_

    ceil = _ops._ceil_method

    ceil_ = _ops.ceil_

    floor = _ops._floor_method

    floor_ = _ops.floor_

    trunc = _ops._trunc_method

    trunc_ = _ops.trunc_

    round = _ops._round_method

    round_ = _ops.round_

    frac = _ops._frac_method

    frac_ = _ops.frac_

    reciprocal = _ops._reciprocal_method

    reciprocal_ = _ops.reciprocal_

    sqrt = _ops._sqrt_method

    sqrt_ = _ops.sqrt_

    rsqrt = _ops._rsqrt_method

    rsqrt_ = _ops.rsqrt_

    exp = _ops._exp_method

    exp_ = _ops.exp_

    expm1 = _ops._expm1_method

    expm1_ = _ops.expm1_

    log = _ops._log_method

    log_ = _ops.log_

    log2 = _ops._log2_method

    log2_ = _ops.log2_

    log10 = _ops._log10_method

    log10_ = _ops.log10_

    log1p = _ops._log1p_method

    log1p_ = _ops.log1p_

    sin = _ops._sin_method

    sin_ = _ops.sin_

    cos = _ops._cos_method

    cos_ = _ops.cos_

    tan = _ops._tan_method

    tan_ = _ops.tan_

    asin = _ops._asin_method

    asin_ = _ops.asin_

    acos = _ops._acos_method

    acos_ = _ops.acos_

    atan = _ops._atan_method

    atan_ = _ops.atan_

    sinh = _ops._sinh_method

    sinh_ = _ops.sinh_

    cosh = _ops._cosh_method

    cosh_ = _ops.cosh_

    tanh = _ops._tanh_method

    tanh_ = _ops.tanh_

    sigmoid = _ops._sigmoid_method

    sigmoid_ = _ops.sigmoid_

    erf = _ops._erf_method

    erf_ = _ops.erf_

    erfc = _ops._erfc_method

    erfc_ = _ops.erfc_

    erfinv = _ops._erfinv_method

    erfinv_ = _ops.erfinv_

    digamma = _ops._digamma_method

    digamma_ = _ops.digamma_

    acosh = _ops._acosh_method

    acosh_ = _ops.acosh_

    arccosh = acosh

    arccosh_ = acosh_

    asinh = _ops._asinh_method

    asinh_ = _ops.asinh_

    arcsinh = asinh

    arcsinh_ = asinh_

    atanh = _ops._atanh_method

    atanh_ = _ops.atanh_

    arctanh = atanh

    arctanh_ = atanh_

    deg2rad = _ops._deg2rad_method

    deg2rad_ = _ops.deg2rad_

    rad2deg = _ops._rad2deg_method

    rad2deg_ = _ops.rad2deg_

    exp2 = _ops._exp2_method

    exp2_ = _ops.exp2_

    i0 = _ops._i0_method

    i0_ = _ops.i0_

    lgamma = _ops._lgamma_method

    lgamma_ = _ops.lgamma_

    logit = _ops._logit_method

    logit_ = _ops.logit_

    nan_to_num = _ops._nan_to_num_method

    nan_to_num_ = _ops.nan_to_num_

    def polygamma(self, n):
        return _ops.polygamma(n, self)

    def polygamma_(self, n):
        return _ops.polygamma_(n, self)

    sinc = _ops._sinc_method

    sinc_ = _ops.sinc_

    angle = _ops._angle_method

    igamma = _ops._igamma_method

    igamma_ = _ops.igamma_

    igammac = _ops._igammac_method

    igammac_ = _ops.igammac_

    mvlgamma = _ops._mvlgamma_method

    mvlgamma_ = _ops.mvlgamma_

    relu = _ops.relu  # the function itself: self is its first argument

    relu_ = _ops.relu_

    threshold_ = _ops.threshold_

    gelu_ = _ops.gelu_

    silu_ = _ops.silu_

    leaky_relu_ = _ops.leaky_relu_

    elu_ = _ops.elu_

    hardtanh_ = _ops.hardtanh_

    mish_ = _ops.mish_

    hardswish_ = _ops.hardswish_

    hardsigmoid_ = _ops.hardsigmoid_

    sum = _ops._sum_method

    prod = _ops._prod_method

    mean = _ops._mean_method

    var = _ops._var_method

    std = _ops._std_method

    logsumexp = _ops._logsumexp_method

    all = _ops._all_method

    any = _ops._any_method

    amax = _ops._amax_method

    amin = _ops._amin_method

    max = _ops._max_method

    min = _ops._min_method

    argmax = _ops._argmax_method

    argmin = _ops._argmin_method

    median = _ops._median_method

    kthvalue = _ops._kthvalue_method

    mode = _ops._mode_method

    topk = _ops._topk_method

    cumsum = _ops._cumsum_method

    cumsum_ = _ops.cumsum_

    cumprod = _ops._cumprod_method

    cumprod_ = _ops.cumprod_

    nansum = _ops._nansum_method

    nanmean = _ops._nanmean_method

    count_nonzero = _ops._count_nonzero_method

    aminmax = _ops._aminmax_method

    norm = _ops._norm_method

    logcumsumexp = _ops._logcumsumexp_method

    cummax = _ops._cummax_method

    cummin = _ops._cummin_method

    renorm = _ops._renorm_method

    renorm_ = _ops.renorm_

    sum_to_size = _ops._sum_to_size_method

    cov = _ops.cov  # the function itself: self is its first argument

    corrcoef = _ops.corrcoef  # the function itself: self is its first argument

    histogram = _ops._histogram_method

    masked_fill = _ops.masked_fill  # the function itself: self is its first argument

    masked_fill_ = _ops.masked_fill_

    index_fill = _ops.index_fill  # the function itself: self is its first argument

    index_fill_ = _ops.index_fill_

    masked_select = _ops._masked_select_method

    gather = _ops._gather_method

    take_along_dim = _ops._take_along_dim_method

    index_select = _ops._index_select_method

    take = _ops._take_method

    scatter = _ops._scatter_method

    scatter_ = _ops.scatter_

    scatter_add = _ops._scatter_add_method

    scatter_add_ = _ops.scatter_add_

    scatter_reduce = _ops._scatter_reduce_method

    scatter_reduce_ = _ops.scatter_reduce_

    index_add = _ops._index_add_method

    index_add_ = _ops.index_add_

    index_copy = _ops._index_copy_method

    index_copy_ = _ops.index_copy_

    masked_scatter = _ops.masked_scatter  # the function itself: self is its first argument

    masked_scatter_ = _ops.masked_scatter_

    index_put = _ops.index_put  # the function itself: self is its first argument

    index_put_ = _ops.index_put_

    select_scatter = _ops.select_scatter  # the function itself: self is its first argument

    slice_scatter = _ops._slice_scatter_method

    nonzero = _ops._nonzero_method

    argwhere = _ops.argwhere  # the function itself: self is its first argument

    index_reduce = _ops._index_reduce_method

    index_reduce_ = _ops.index_reduce_

    transpose = _ops.transpose  # the function itself: self is its first argument

    transpose_ = _ops.transpose_

    swapaxes = _ops.swapaxes  # the function itself: self is its first argument

    swapaxes_ = _ops.swapaxes_

    swapdims = _ops.swapdims  # the function itself: self is its first argument

    swapdims_ = _ops.swapdims_

    t = _ops.t  # the function itself: self is its first argument

    t_ = _ops.t_

    permute = _ops._permute_method

    select = _ops.select  # the function itself: self is its first argument

    narrow = _ops.narrow  # the function itself: self is its first argument

    squeeze = _ops._squeeze_method

    squeeze_ = _ops.squeeze_

    unsqueeze = _ops.unsqueeze  # the function itself: self is its first argument

    unsqueeze_ = _ops.unsqueeze_

    expand = _ops._expand_method

    unfold = _ops.unfold  # the function itself: self is its first argument

    expand_as = _ops.expand_as  # the function itself: self is its first argument

    view = _ops._view_method

    reshape = _ops._reshape_method

    view_as = _ops.view_as  # the function itself: self is its first argument

    reshape_as = _ops.reshape_as  # the function itself: self is its first argument

    flatten = _ops.flatten  # the function itself: self is its first argument

    unflatten = _ops.unflatten  # the function itself: self is its first argument

    detach = _ops.detach  # the function itself: self is its first argument

    detach_ = _ops.detach_

    contiguous = _ops.contiguous  # the function itself: self is its first argument

    unbind = _ops.unbind  # the function itself: self is its first argument

    split = _ops._split_method

    chunk = _ops.chunk  # the function itself: self is its first argument

    split_with_sizes = _ops.split_with_sizes  # the function itself: self is its first argument

    diagonal = _ops.diagonal  # the function itself: self is its first argument

    movedim = _ops.movedim  # the function itself: self is its first argument

    moveaxis = _ops.moveaxis  # the function itself: self is its first argument

    broadcast_to = _ops._broadcast_to_method

    ravel = _ops.ravel  # the function itself: self is its first argument

    tensor_split = _ops._tensor_split_method

    vsplit = _ops._vsplit_method

    hsplit = _ops._hsplit_method

    dsplit = _ops._dsplit_method

    as_strided = _ops.as_strided  # the function itself: self is its first argument

    clone = _ops.clone  # the function itself: self is its first argument

    copy_ = _ops.copy_

    fill_ = _ops.fill_

    zero_ = _ops.zero_

    flip = _ops._flip_method

    roll = _ops.roll  # the function itself: self is its first argument

    tril = _ops._tril_method

    tril_ = _ops.tril_

    triu = _ops._triu_method

    triu_ = _ops.triu_

    diag_embed = _ops.diag_embed  # the function itself: self is its first argument

    repeat = _ops._repeat_method

    repeat_interleave = _ops._repeat_interleave_method

    resize_ = _ops.resize_

    resize_as_ = _ops.resize_as_

    is_same_size = _ops.is_same_size  # the function itself: self is its first argument

    fliplr = _ops.fliplr  # the function itself: self is its first argument

    flipud = _ops.flipud  # the function itself: self is its first argument

    rot90 = _ops.rot90  # the function itself: self is its first argument

    diag = _ops._diag_method

    diff = _ops._diff_method

    tile = _ops._tile_method

    positive = _ops.positive  # the function itself: self is its first argument

    def __pos__(self):
        try:
            return _ops.positive(self)
        except TypeError:
            return NotImplemented

    diagflat = _ops.diagflat  # the function itself: self is its first argument

    sort = _ops._sort_method

    argsort = _ops._argsort_method

    msort = _ops._msort_method

    unique = _ops.unique  # the function itself: self is its first argument

    unique_consecutive = _ops.unique_consecutive  # the function itself: self is its first argument

    nanmedian = _ops._nanmedian_method

    quantile = _ops._quantile_method

    nanquantile = _ops._nanquantile_method

    histc = _ops._histc_method

    bincount = _ops.bincount  # the function itself: self is its first argument

    dot = _ops._dot_method

    mv = _ops._mv_method

    mm = _ops._mm_method

    bmm = _ops._bmm_method

    matmul = _ops._matmul_method

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

    addmm = _ops._addmm_method

    addmm_ = _ops.addmm_

    addmv = _ops._addmv_method

    addmv_ = _ops.addmv_

    kron = _ops._kron_method

    addbmm = _ops._addbmm_method

    addr = _ops._addr_method

    baddbmm = _ops._baddbmm_method

    baddbmm_ = _ops.baddbmm_

    trace = _ops.trace  # the function itself: self is its first argument

    outer = _ops._outer_method

    ger = _ops._ger_method

    inner = _ops._inner_method

    vdot = _ops._vdot_method

    cross = _ops._cross_method

    det = _ops.det  # the function itself: self is its first argument

    slogdet = _ops._slogdet_method

    logdet = _ops.logdet  # the function itself: self is its first argument

    inverse = _ops._inverse_method

    matrix_exp = _ops.matrix_exp  # the function itself: self is its first argument

    cholesky_solve = _ops._cholesky_solve_method

    cholesky_inverse = _ops._cholesky_inverse_method

    svd = _ops._svd_method

    qr = _ops._qr_method

    cholesky = _ops._cholesky_method

    triangular_solve = _ops._triangular_solve_method

    lu = _ops._lu_method

    lu_solve = _ops._lu_solve_method

    pinverse = _ops.pinverse  # the function itself: self is its first argument

    matrix_power = _ops._matrix_power_method

    dist = _ops.dist  # the function itself: self is its first argument

    allclose = _ops.allclose  # the function itself: self is its first argument

    equal = _ops.equal  # the function itself: self is its first argument

    is_nonzero = _ops.is_nonzero  # the function itself: self is its first argument

    uniform_ = _ops.uniform_  # the function itself: self is its first argument

    normal_ = _ops.normal_  # the function itself: self is its first argument

    cauchy_ = _ops.cauchy_  # the function itself: self is its first argument

    exponential_ = _ops.exponential_  # the function itself: self is its first argument

    log_normal_ = _ops.log_normal_  # the function itself: self is its first argument

    bernoulli_ = _ops.bernoulli_  # the function itself: self is its first argument

    bernoulli = _ops._bernoulli_method

    random_ = _ops._random__method

    geometric_ = _ops.geometric_  # the function itself: self is its first argument

    softmax = _ops._softmax_method

    log_softmax = _ops._log_softmax_method

    to_padded_tensor = _ops.to_padded_tensor  # the function itself: self is its first argument

    _adam_exp_avg_ = _ops._adam_exp_avg_

    _adam_exp_avg_sq_ = _ops._adam_exp_avg_sq_

    _adam_param_ = _ops._adam_param_
