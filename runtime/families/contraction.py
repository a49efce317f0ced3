"""Dispatch of matrix products (ops.yaml ``kind: contraction``): the form's
shape rules map the operands onto one batched product (Bt, M, K) @ (Bt, K, N)
plus the op's epilogue (templates/contraction.j2), then names, out=/in-place.

On CPU, float32/float64 products go to NumPy's matmul (the BLAS call of the
kernel; Numba cannot reach a BLAS without SciPy) and the generated epilogue
loop finishes them; every other dtype runs the generated Numba loop.
"""
from typing import NamedTuple

import numpy as np

from ..core import call_key
from ..core import dtypes as D
from ..core import sizes
from ..core import devices as _dev
from ..core import tensor as _tensor
from ..core import layout_hooks
from ..core.op import BUFFER, Divert, Family, MATMUL_DTYPE, Plan
from .reduction import use_parallel
from .pointwise import broadcast_shapes
from ..backends import cuda as CB
from ..backends import fpstate as _fp
from ..backends.conversion import cast_array
from ..backends import host_buffers
from . import copy as _copying


# PyTorch prints C++ type names in some product messages ("float != double").
_CTYPE = {"Float": "float", "Double": "double", "Half": "c10::Half", "BFloat16": "c10::BFloat16",
          "Long": "long int", "Int": "int", "Short": "short int", "Char": "signed char",
          "Byte": "unsigned char", "Bool": "bool"}


class Contraction:
    """The contraction part of an op's entry (the Op record holds the shared rules)."""
    __slots__ = ("name", "form", "operands", "added", "plain", "scalars", "dtypes", "devices", "epilogue", "bmm",
                 "cuda")

    def __init__(self, name, *, form, operands, added, plain, scalars, dtypes, devices, epilogue, bmm, cuda):
        self.name = name
        self.form = form            # dot | mv | mm | bmm | matmul
        self.operands = operands    # argument names of the two factors (for messages)
        self.added = added          # argument name of the added tensor, or None
        self.plain = plain          # the epilogue is `acc`: the product alone
        self.scalars = scalars
        self.dtypes = frozenset(dtypes)
        self.devices = devices
        self.epilogue = epilogue        # the CPU epilogue kernel over a BLAS product (res, c, out, *scalars)
        self.bmm = bmm                  # the CPU batched-product kernels: (serial, parallel)
        self.cuda = cuda                # the CUDA kernel's name in kernels_cuda (imported on first use), or None


class _Geom:
    """Operands as batched matrices over a common batch shape."""
    __slots__ = ("bshape", "M", "K", "N", "a", "b", "out_shape", "names_form")

    def __init__(self, bshape, M, K, N, a, b, out_shape, names_form):
        self.bshape, self.M, self.K, self.N = bshape, M, K, N
        self.a, self.b = a, b          # (batch strides, row stride, col stride)
        self.out_shape = out_shape
        self.names_form = names_form


def _mat(t, side):
    """(batch shape, batch strides, rows, cols, row stride, col stride) of an operand;
    a 1-d left operand is a row, a 1-d right one a column."""
    if t.ndim == 1:
        if side == "a":
            return (), (), 1, t._shape[0], 0, t._stride[0]
        return (), (), t._shape[0], 1, t._stride[0], 0
    return t._shape[:-2], t._stride[:-2], t._shape[-2], t._shape[-1], t._stride[-2], t._stride[-1]


def _batch_strides(shape, strides, bshape):
    off = len(bshape) - len(shape)
    out = [0] * len(bshape)
    for i, (n, s) in enumerate(zip(shape, strides)):
        out[off + i] = s if n != 1 else 0
    return tuple(out)


def _geometry(op, a, b):
    form = op.form
    an, bn = op.operands
    if form == "matmul":
        if a.ndim == 0 or b.ndim == 0:
            raise RuntimeError(f"both arguments to matmul need to be at least 1D, but they are {a.ndim}D "
                               f"and {b.ndim}D")
        form = {(1, 1): "dot", (2, 1): "mv", (1, 2): "mm", (2, 2): "mm"}.get((a.ndim, b.ndim), "batched")
        an, bn = "mat1", "mat2"
    if form == "dot":
        if a.ndim != 1 or b.ndim != 1:
            raise RuntimeError(f"1D tensors expected, but got {a.ndim}D and {b.ndim}D tensors")
        if a._dtype is not b._dtype:
            raise RuntimeError(f"dot : expected both vectors to have same dtype, but found "
                               f"{a._dtype.pt_name} and {b._dtype.pt_name}")
        if a._shape[0] != b._shape[0]:
            ka, kb = a._shape[0], b._shape[0]
            raise RuntimeError(f"inconsistent tensor size, expected tensor [{ka}] and src [{kb}] to have the "
                               f"same number of elements, but got {ka} and {kb} elements respectively")
    elif form == "mv":
        if a.ndim != 2 or b.ndim != 1:
            raise RuntimeError(f"vector + matrix @ vector expected, got 1, {a.ndim}, {b.ndim}")
        if a._shape[1] != b._shape[0]:
            M, K = a._shape
            raise RuntimeError(f"size mismatch, got input ({M}), mat ({M}x{K}), vec ({b._shape[0]})")
    elif form == "mm":
        for t, n in ((a, an), (b, bn)):
            if t.ndim != 2 and not (op.form == "matmul" and t is a and t.ndim == 1):
                raise RuntimeError(f"{n} must be a matrix")
        ar = (1, a._shape[0]) if a.ndim == 1 else a._shape
        if ar[1] != b._shape[0]:
            raise RuntimeError(f"mat1 and mat2 shapes cannot be multiplied ({ar[0]}x{ar[1]} and "
                               f"{b._shape[0]}x{b._shape[1]})")
    elif form == "bmm":
        for t, n in ((a, "batch1"), (b, "batch2")):
            if t.ndim != 3:
                raise RuntimeError(f"{n} must be a 3D tensor")
    if form in ("bmm", "batched"):
        Ka = a._shape[-1]
        Kb = b._shape[-2] if b.ndim >= 2 else b._shape[0]
        if form == "bmm" and (a._shape[0] != b._shape[0] or Ka != Kb):
            raise RuntimeError(f"Expected size for first two dimensions of batch2 tensor to be: "
                               f"[{a._shape[0]}, {Ka}] but got: [{b._shape[0]}, {b._shape[1]}].")
    if form != "dot" and a._dtype is not b._dtype and not _empty_bmm(op, a, b):
        if op.form == "bmm":
            raise RuntimeError(f"expected scalar type {a._dtype.pt_name} but found {b._dtype.pt_name}")
        raise RuntimeError(f"expected m1 and m2 to have the same dtype, but got: {_CTYPE[a._dtype.pt_name]} != "
                           f"{_CTYPE[b._dtype.pt_name]}")
    ab, ast, M, K, asm, ask = _mat(a, "a")
    bb, bst, Kb, Nn, bsk, bsn = _mat(b, "b")
    if form == "batched":
        bshape = broadcast_shapes(op.name, [ab, bb])
        if K != Kb:
            raise RuntimeError(f"Expected size for first two dimensions of batch2 tensor to be: "
                               f"[{int(np.prod(bshape))}, {K}] but got: [{int(np.prod(bshape))}, {Kb}].")
    else:
        bshape = ab if form == "bmm" else ()
    out_shape = tuple(bshape) + ((M,) if a.ndim >= 2 else ()) + ((Nn,) if b.ndim >= 2 else ())
    names_form = {"dot": "dot", "mv": "mv", "mm": "mm" if a.ndim == 2 else "matmul"}.get(form, "matmul")
    return _Geom(tuple(bshape), M, K, Nn, (_batch_strides(ab, ast, bshape), asm, ask),
                 (_batch_strides(bb, bst, bshape), bsk, bsn), out_shape, names_form)


def _empty_bmm(op, a, b):
    """bmm/baddbmm with no product to compute (an empty result or K = 0): PyTorch
    never reaches its kernel's dtype check and gives batch2's dtype."""
    if op.form != "bmm":
        return False
    (B, M, K), N = a._shape, b._shape[2]
    return B * M * N == 0 or K == 0


def _check_added(op, c, g, a, inplace):
    if not isinstance(c, _tensor.Tensor):
        raise TypeError(f"{op.name}(): argument '{op.added}' must be Tensor, not {type(c).__name__}")
    if c._dtype is not a._dtype:
        raise RuntimeError(f"self and {op.operands[1]} must have the same dtype, but got {c._dtype.pt_name} "
                           f"and {a._dtype.pt_name}")
    target = g.out_shape
    if inplace:
        if c._shape != target:
            raise RuntimeError(f"Bad in-place call: input tensor size {list(c._shape)} and output tensor size "
                               f"{list(target)} should match")
        return
    off = len(target) - c.ndim
    ok = off >= 0 and all(n == 1 or n == target[off + i] for i, n in enumerate(c._shape))
    if not ok:
        bad = next((i for i, n in enumerate(c._shape) if off < 0 or (n != 1 and n != target[off + i])), 0)
        raise RuntimeError(f"The expanded size of the tensor ({target[off + bad] if off >= 0 else 0}) must match "
                           f"the existing size ({c._shape[bad]}) at non-singleton dimension {off + bad}.  "
                           f"Target sizes: {list(target)}.  Tensor sizes: {list(c._shape)}")


def _c_strides(c, g, a_is_vec, b_is_vec):
    """The added tensor's (batch strides, row stride, col stride) over (Bt, M, N)."""
    full = _batch_strides(c._shape, c._stride, g.out_shape)
    nb = len(g.bshape)
    sm = 0 if a_is_vec else full[nb]
    sn = 0 if b_is_vec else full[-1]
    return full[:nb], sm, sn


class ContractionLaunch(NamedTuple):
    """What a contraction plan decides from the call's key (frozen; run replays it)."""
    geom: object        # the form's geometry (batch shape, M, K, N, the result's shape)
    compute: object     # the dtype the product runs in
    result: object
    svals: tuple        # beta, alpha in the compute dtype
    blas: bool          # two float32/float64 CPU matrices (plus a bias row or matrix): one BLAS call
    strides: tuple      # the result's (C-contiguous) strides


def plan(op, args, inplace):
    """The form's shape rules, the dtypes (the factors' own, as PyTorch), the
    added tensor's checks, the names the contraction gives."""
    spec = op.spec
    a, b, c, scalars = args
    handler = layout_hooks.first_handler((a, b))
    if handler is not None:  # a nested operand: per segment / over the values
        return Divert(handler.run, (op, args, inplace))
    if spec.form in _LINEAR_FORMS:
        return _plan_linear(op, a, b, c)
    for t, n in ((a, spec.operands[0]), (b, spec.operands[1])):
        if not isinstance(t, _tensor.Tensor):
            raise TypeError(f"{op.name}(): argument '{n}' must be Tensor, not {type(t).__name__}")
    device = a._device
    for t in (b, c):
        if isinstance(t, _tensor.Tensor) and t._device != device:
            raise RuntimeError(f"Expected all tensors to be on the same device, but found at least two devices, "
                               f"{device} and {t._device}!")
    if device.type not in spec.devices:
        raise RuntimeError(f'"{op.name}" not implemented for \'{device.type}\' tensors')
    g = _geometry(spec, a, b)
    dtype = b._dtype if spec.form == "bmm" else a._dtype  # PyTorch's bmm: the result is made like batch2
    if dtype not in spec.dtypes:
        raise NotImplementedError(f'"{op.name}" not implemented for \'{dtype.pt_name}\'')
    if spec.added is not None:
        _check_added(spec, c, g, a, inplace)
    inputs = (a, b) if c is None else (a, b, c)
    p = Plan(inputs, g.out_shape, dtype, device, target=c if inplace else None, overlap=BUFFER,
             out_dtype=MATMUL_DTYPE, names_info=(g.names_form, a, b, c))
    compute = D.opmath(dtype)
    blas = not inplace and _blas_ok(spec, a, b, c)
    if blas:  # the result's size checked once per key (the general path checks per call)
        sizes.check_alloc(None, g.out_shape, dtype.itemsize)
    p.launch = ContractionLaunch(g, compute, dtype, tuple(_scalar(spec, v, compute) for v in scalars),
                                 blas, _tensor.contiguous_strides(g.out_shape))
    return p


def run(op, launch, args, target):
    a, b, c, _ = args
    if type(launch) is LinearLaunch:
        return _run_linear(op.spec, launch, a, b, c)
    if launch.blas:
        return _blas(op.spec, a, b, c, launch)
    runner = _run_cpu if a._device.type == "cpu" else _run_cuda
    return runner(op.spec, a, b, c, launch.geom, launch.compute, launch.result, launch.svals)


# ------------------------------------------------------------------ linear forms
_LINEAR_FORMS = ("linear", "linear_grad_input", "linear_grad_weight")


class LinearLaunch(NamedTuple):
    """A linear form's product as one (M, K) @ (K, N) over views of the operands
    (frozen from the key; run makes the views at this call's storage offsets)."""
    a_rows: tuple       # how the first operand is read as rows: _row_view's record
    b_rows: tuple       # linear_grad_weight's second operand likewise; () for a weight read as it is
    geom: object        # the mm geometry over the two views (out_shape: the op's result shape)
    compute: object
    result: object
    blas: bool          # CPU float32/float64 with a non-empty product: one BLAS call and the epilogue


def _row_layout(t):
    """How t (..., n) reads as a (rows, n) matrix: (copy, rows, n, row stride, col stride),
    ``copy`` when its leading dims do not merge into one stride (run then reads a contiguous
    copy). A 1-d t is one row. Read from shape and strides only (the plan cache's key)."""
    n = t._shape[-1]
    if t.ndim == 2:
        return (False, t._shape[0], n, t._stride[0], t._stride[1])
    rows = int(np.prod(t._shape[:-1])) if t.ndim > 1 else 1
    lead = [(s, st) for s, st in zip(t._shape[:-1], t._stride[:-1]) if s != 1]
    merged = all(lead[i][1] == lead[i + 1][1] * lead[i + 1][0] for i in range(len(lead) - 1))
    if not merged:
        return (True, rows, n, n, 1)
    return (False, rows, n, lead[-1][1] if lead else n, t._stride[-1])


def _row_view(t, layout, transposed=False):
    """t as the (rows, n) matrix `layout` describes (or its (n, rows) transpose), a view."""
    copy, rows, n, sr, sc = layout
    if copy:
        t = _copying.contiguous_copy(_copying.COPY_CASE, t)
    shape, stride = ((n, rows), (sc, sr)) if transposed else ((rows, n), (sr, sc))
    return _tensor.Tensor._make(t._storage, shape, stride, t._offset, t._dtype, t._device)


def _plan_linear(op, a, b, c):
    """The linear forms as one mm over views: input (..., K) @ weight (N, K)^T [+ bias (N,)],
    grad (..., N) @ weight (N, K), and grad (..., N)^T @ input (..., K) summed over the leading dims."""
    spec = op.spec
    form = spec.form
    for t, n in ((a, spec.operands[0]), (b, spec.operands[1])) + (((c, spec.added),) if spec.added else ()):
        if not isinstance(t, _tensor.Tensor):
            raise TypeError(f"{op.name}(): argument '{n}' must be Tensor, not {type(t).__name__}")
    device = a._device
    for t in (b, c):
        if t is not None and t._device != device:
            raise RuntimeError(f"Expected all tensors to be on the same device, but found at least two devices, "
                               f"{device} and {t._device}!")
    if device.type not in spec.devices:
        raise RuntimeError(f'"{op.name}" not implemented for \'{device.type}\' tensors')
    for t in (b, c):
        if t is not None and t._dtype is not a._dtype:
            raise RuntimeError(f"expected m1 and m2 to have the same dtype, but got: {_CTYPE[a._dtype.pt_name]} != "
                               f"{_CTYPE[t._dtype.pt_name]}")
    if a._dtype not in spec.dtypes:
        raise NotImplementedError(f'"{op.name}" not implemented for \'{a._dtype.pt_name}\'')
    if a.ndim == 0 or b.ndim == 0 or (form != "linear_grad_weight" and b.ndim != 2):
        raise RuntimeError(f"{op.name}: expected a matrix for {spec.operands[1]} and at least a 1-d "
                           f"{spec.operands[0]}, but got {a.ndim}-d and {b.ndim}-d tensors")
    a_rows, b_rows = _row_layout(a), ()
    if form == "linear":  # (rows, K) @ (K, N): the weight read transposed
        (_, M, K, asr, asc), (Kb, N) = a_rows, (b._shape[1], b._shape[0])
        bsr, bsc = b._stride[1], b._stride[0]
        out_shape = a._shape[:-1] + (b._shape[0],)
    elif form == "linear_grad_input":  # (rows, N) @ (N, K)
        (_, M, K, asr, asc), (Kb, N) = a_rows, b._shape
        bsr, bsc = b._stride
        out_shape = a._shape[:-1] + (b._shape[1],)
    else:  # (N, rows) @ (rows, K): both operands as rows, the first read transposed
        if a._shape[:-1] != b._shape[:-1]:
            raise RuntimeError(f"{op.name}: expected {spec.operands[0]} and {spec.operands[1]} to share their leading "
                               f"dims, but got {list(a._shape)} and {list(b._shape)}")
        b_rows = _row_layout(b)
        (_, K, M, asc, asr), (_, Kb, N, bsr, bsc) = a_rows, b_rows
        out_shape = (a._shape[-1], b._shape[-1])
    if K != Kb:
        raise RuntimeError(f"mat1 and mat2 shapes cannot be multiplied ({M}x{K} and {Kb}x{N})")
    if c is not None and c._shape not in ((N,), ()):
        raise RuntimeError(f"{op.name}: expected {spec.added} of shape [{N}], but got {list(c._shape)}")
    g = _Geom((), M, K, N, ((), asr, asc), ((), bsr, bsc), out_shape, "mm")
    inputs = (a, b) if c is None else (a, b, c)
    dtype = a._dtype
    p = Plan(inputs, out_shape, dtype, device, overlap=BUFFER, out_dtype=MATMUL_DTYPE,
             names_info=("mm", a, b, c))
    blas = device is _CPU and dtype in _BLAS and bool(M and K and N)
    if blas:  # the result's size checked once per key (the general path checks per call)
        sizes.check_alloc(None, out_shape, dtype.itemsize)
    p.launch = LinearLaunch(a_rows, b_rows, g, D.opmath(dtype), dtype, blas)
    return p


def _run_linear(spec, launch, a, b, c):
    """The two views at this call's offsets, then the BLAS product into the result and the bias
    epilogue in place (CPU float32/float64: the general runner's calls without its batch
    bookkeeping), or the general runner over them."""
    g = launch.geom
    if spec.form == "linear":
        A, B = _row_view(a, launch.a_rows), _mT(b)
    elif spec.form == "linear_grad_input":
        A, B = _row_view(a, launch.a_rows), b
    else:
        A, B = _row_view(a, launch.a_rows, transposed=True), _row_view(b, launch.b_rows)
    if not launch.blas:
        runner = _run_cpu if a._device.type == "cpu" else _run_cuda
        return runner(spec, A, B, c, g, launch.compute, launch.result, ())
    dtype = launch.result
    M, N = g.M, g.N
    out = host_buffers.empty((1, M, N), dtype.np)
    token = _fp.quiet()  # inf/nan give inf/nan, silently as torch
    try:
        _matmul(A._np, B._np, out=out[0])  # the BLAS call
        if c is not None:
            isz = dtype.itemsize
            c3 = np.ndarray((1, M, N), dtype.np, c._storage, c._offset * isz,
                            (0, 0, c._stride[0] * isz if c._shape else 0))
            spec.epilogue(out, c3, out)
    finally:
        _fp.restore(token)
    return _tensor.Tensor._from_array(out.reshape(g.out_shape), dtype)


def _mT(t):
    """A (r, c) matrix as its (c, r) transpose, a view."""
    return _tensor.Tensor._make(t._storage, (t._shape[1], t._shape[0]), (t._stride[1], t._stride[0]), t._offset,
                                t._dtype, t._device)


def _blas_ok(spec, a, b, c):
    """Two CPU matrices of one BLAS dtype (plus, for addmm, a C-contiguous bias
    of (N,) or (M, N)): the general path's BLAS call and epilogue over the same
    views (the same bits) without its layout bookkeeping."""
    if spec.form not in ("mm", "matmul"):
        return False  # (a Parameter is a Tensor: the bias and weight of a Linear layer)
    dtype = a._dtype
    if dtype not in _BLAS or b._dtype is not dtype or a._device is not _CPU or b._device is not _CPU \
            or len(a._shape) != 2 or len(b._shape) != 2:
        return False
    (M, K), (Kb, N) = a._shape, b._shape
    if K != Kb or not (M and K and N):
        return False
    if c is None:
        return spec.plain
    return isinstance(c, _Tensor) and c._dtype is dtype and c._device is _CPU \
        and ((c._shape == (N,) and c._stride == (1,)) or (c._shape == (M, N) and c._stride == (N, 1)))


def _blas(spec, a, b, c, launch):
    M, N = a._shape[0], b._shape[1]
    dtype = a._dtype
    out = np.empty((M, N), dtype.np)
    token = _fp.quiet()  # inf/nan give inf/nan, silently as torch
    try:
        if c is None:
            _matmul(a._np, b._np, out=out)   # the BLAS call
        else:
            prod = np.empty((1, M, N), dtype.np)
            _matmul(a._np, b._np, out=prod.reshape(M, N))
            isz = dtype.itemsize
            c3 = np.ndarray((1, M, N), dtype.np, c._storage, c._offset * isz,
                            (0, 0 if len(c._shape) == 1 else N * isz, isz))
            spec.epilogue(prod, c3, out.reshape(1, M, N), *launch.svals)
    finally:
        _fp.restore(token)
    return _tensor.fresh(out.reshape(-1), launch.geom.out_shape, launch.strides, dtype, out)


_BLAS = (D.float32, D.float64)
_Tensor, _CPU = _tensor.Tensor, _dev.CPU
_matmul = np.matmul


def bind(op, args):
    a, b, c, scalars = args
    spec = op.spec
    named = {spec.operands[0]: a, spec.operands[1]: b, **dict(zip(spec.scalars, scalars))}
    if spec.added is not None:
        named[spec.added] = c
    return named


def autocast(op, args, dtype):
    """In an autocast region: the factors and the added tensor, when floating, in ``dtype``."""
    a, b, c, scalars = args

    def cast(t):
        return t.to(dtype) if t is not None and hasattr(t, "_dtype") and t._dtype.is_floating_point else t
    return cast(a), cast(b), cast(c), scalars


FAMILY = Family("contraction", plan, run, bind, autocast, key=call_key.contraction_key)


def _scalar(op, v, compute):
    if isinstance(v, _tensor.Tensor):
        v = v.item()
    if isinstance(v, np.generic):
        v = v.item()
    if not isinstance(v, (bool, int, float)):
        raise TypeError(f"{op.name}(): argument must be Number, not {type(v).__name__}")
    if compute.is_floating_point:
        return compute.np.type(v)
    return compute.np.type(int(v))  # PyTorch casts beta/alpha to the integer dtype


# ------------------------------------------------------------------ CPU
def _run_cpu(op, a, b, c, g, compute, result, svals):
    Bt = int(np.prod(g.bshape)) if g.bshape else 1
    M, K, Nn = g.M, g.K, g.N
    a3 = _operand_cpu(a, compute, g.bshape, M, K, "a")
    b3 = _operand_cpu(b, compute, g.bshape, K, Nn, "b")
    out3 = host_buffers.empty((Bt, M, Nn), compute.np)  # (a large product's memory reused: backends/host_buffers.py)
    c3 = None
    if c is not None:
        ct = c if c._dtype is compute else c.to(compute)
        cb, cm, cn = _c_strides(ct, g, a.ndim == 1 and op.form != "mv", b.ndim == 1)
        c3 = _strided_view(ct, g.bshape, M, Nn, cb, cm, cn)
    if out3.size:
        if compute in (D.float32, D.float64):
            if K == 0:
                prod = np.zeros((Bt, M, Nn), compute.np)
            elif op.plain:
                prod = out3
            else:
                prod = host_buffers.empty((Bt, M, Nn), compute.np)
            if K:
                with np.errstate(invalid="ignore", over="ignore"):  # inf/nan give inf/nan, silently as torch
                    np.matmul(a3, b3, out=prod)   # the BLAS call (see the module docstring)
            if not op.plain:
                op.epilogue(prod, c3 if c3 is not None else out3, out3, *svals)
            elif K == 0:
                out3[...] = 0
        else:
            par = use_parallel(Bt * M * K * Nn)
            kern = op.bmm[1 if par else 0]
            kern(a3, b3, c3 if c3 is not None else out3, out3, *svals)
    arr = out3.reshape(g.out_shape)
    if result is not compute:
        arr = cast_array(arr, result.np)
    return _tensor.Tensor._from_array(arr, result)


def _strided_view(t, bshape, rows, cols, bst, sr, sc):
    isz = t._dtype.itemsize
    view = np.lib.stride_tricks.as_strided(t._storage[t._offset:], tuple(bshape) + (rows, cols),
                                           tuple(s * isz for s in bst) + (sr * isz, sc * isz))
    Bt = int(np.prod(bshape)) if bshape else 1
    return view.reshape(Bt, rows, cols)


def _operand_cpu(t, compute, bshape, rows, cols, side):
    if t._dtype is not compute:
        t = t.to(compute)
    bb, bst, r, cc, sr, sc = _mat(t, side)
    return _strided_view(t, bshape, rows, cols, _batch_strides(bb, bst, bshape), sr, sc)


# ------------------------------------------------------------------ CUDA
def _run_cuda(op, a, b, c, g, compute, result, svals):
    device = a._device

    def conv(t):
        return t if t._dtype is compute and compute is not D.bfloat16 else CB.convert(t, compute)

    a, b = conv(a), conv(b)
    Bt = int(np.prod(g.bshape)) if g.bshape else 1
    M, K, Nn = g.M, g.K, g.N
    out = CB.empty((Bt, M, Nn), compute, device)
    bshape = tuple(g.bshape) or (1,)

    def geom(t, side):
        bb, bst, r, cc, sr, sc = _mat(t, side)
        st = _batch_strides(bb, bst, g.bshape) or (0,)
        return st, sr, sc

    ab, asm, ask = geom(a, "a")
    bb, bsk, bsn = geom(b, "b")
    if c is not None:
        c = conv(c)
        cb, csm, csn = _c_strides(c, g, a.ndim == 1 and op.form != "mv", b.ndim == 1)
        cb = cb or (0,)
        cst = c._storage
        coff = c._offset
    else:
        cst, coff, cb, csm, csn = out._storage, 0, (0,) * len(bshape), 0, 0
    obst = tuple(int(np.prod(bshape[i + 1:])) * M * Nn for i in range(len(bshape)))
    total = Bt * M * Nn
    if total:
        kernel = getattr(CB._kernels(), op.cuda)
        # T x T output tiles (templates/contraction.j2): 16 on a GPU, 4 in the simulator
        T = 1 << ((CB.block_threads().bit_length() - 1) // 2)
        T = min(T, CB._kernels()._MM_TILE)
        tiles = Bt * -(-M // T) * -(-Nn // T)
        kernel[min(tiles, CB.max_blocks()), (T, T)](a._storage, a._offset, ab, asm, ask, b._storage, b._offset, bb, bsk, bsn,
                                cst, coff, cb, csm, csn, out._storage, 0, obst, Nn, 1, bshape, M, K, Nn, total,
                                compute.np.type(0), *svals)
    res = _tensor.Tensor._make(out._storage, g.out_shape, _tensor.contiguous_strides(g.out_shape), 0, compute,
                               device)
    return res if compute is result else CB.convert(res, result)
