"""float16 and bfloat16 in fused kernels: Numba's CPU target has neither type,
so their arrays travel as uint16 bits, decoded to float32 exactly, and a
step's value is rounded to its storage dtype through the bits, round to
nearest even: the value eager stores when it converts the step's float32
result (NumPy's float16 cast, ml_dtypes' bfloat16 cast), NaNs staying NaN."""
import numpy as np

from ..backends.vecmath import _f32_bits, _f32_from_bits, _vjit


@_vjit
def f16_load(h):
    """float16 bits → its float32 value (exact)."""
    h = np.int64(h) & 0xFFFF
    sign = h & 0x8000
    e = (h >> 10) & 0x1F
    m = h & 0x3FF
    if e == 0x1F:  # inf or nan (negation sets the sign bit)
        v = _f32_from_bits(np.int32(0x7F800000 | (m << 13)))
        return -v if sign else v
    if e == 0:
        v = np.float32(m) * np.float32(5.9604644775390625e-08)  # m * 2**-24, exact
        return -v if sign else v
    bits = ((e + 112) << 23) | (m << 13)
    v = _f32_from_bits(np.int32(bits))
    return -v if sign else v


@_vjit
def f16_bits(x):
    """float32 → float16 bits, round to nearest even (NumPy's conversion)."""
    f = np.int64(_f32_bits(x)) & 0xFFFFFFFF
    sign = (f >> 16) & 0x8000
    e = f & 0x7F800000
    if e >= 0x47800000:
        if e == 0x7F800000:
            sig = f & 0x007FFFFF
            if sig != 0:
                r = 0x7C00 + (sig >> 13)
                if r == 0x7C00:
                    r += 1
                return np.uint16(sign + r)
        return np.uint16(sign + 0x7C00)
    if e <= 0x38000000:
        if e < 0x33000000:
            return np.uint16(sign)
        e >>= 23
        sig = 0x00800000 + (f & 0x007FFFFF)
        sig >>= (113 - e)
        if (sig & 0x3FFF) != 0x1000 or (f & 0x7FF) != 0:
            sig += 0x1000
        return np.uint16(sign + (sig >> 13))
    hexp = (e - 0x38000000) >> 13
    sig = f & 0x007FFFFF
    if (sig & 0x3FFF) != 0x1000:
        sig += 0x1000
    return np.uint16(sign + ((sig >> 13) + hexp))


@_vjit
def bf16_load(h):
    """bfloat16 bits → its float32 value (exact)."""
    h = np.int64(h) & 0xFFFF
    v = _f32_from_bits(np.int32((h & 0x7FFF) << 16))
    return -v if h & 0x8000 else v


@_vjit
def bf16_bits(x):
    """float32 → bfloat16 bits, round to nearest even (ml_dtypes' conversion)."""
    f = np.int64(_f32_bits(x)) & 0xFFFFFFFF
    if (f & 0x7FFFFFFF) > 0x7F800000:
        return np.uint16(((f >> 16) & 0x8000) | 0x7FC0)  # a quiet NaN of x's sign
    f += 0x7FFF + ((f >> 16) & 1)
    return np.uint16((f >> 16) & 0xFFFF)


@_vjit
def round_f16(x):
    return f16_load(f16_bits(x))


@_vjit
def round_bf16(x):
    return bf16_load(bf16_bits(x))


HELPERS = {"_f16_load": f16_load, "_f16_bits": f16_bits, "_bf16_load": bf16_load, "_bf16_bits": bf16_bits,
           "_round_float16": round_f16, "_round_bfloat16": round_bf16}
