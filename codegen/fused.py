"""The generator's entry point for fused kernels (tg.compile,
runtime/compiler/fuse.py): a composed chain of pointwise operators rendered
into one CPU loop family (flat, N-d, flat across threads) and one CUDA
grid-stride kernel, the same shapes of loop as templates/pointwise.j2.

A chain is a ``FusedSpec``: its inputs (arrays read at the loop's index,
already broadcast to the loop's shape), its constants (kernel scalars and
Python-number operands, passed as arguments in their compute dtype), and its
steps: each the generated scalar function of one operator case (the one its
ops.yaml ``kernel:`` expression renders to) applied to operands cast to that
step's compute dtype, its value rounded to the step's result dtype as eager
rounds it when it stores the step's tensor; then which steps are written out.
Nothing else is stored: an intermediate no one else reads stays a register.
"""
from collections.abc import Callable
from typing import Any, NamedTuple


class Step(NamedTuple):
    fn: str          # the scalar function's name in the kernels module (``_add``)
    operands: tuple[tuple[str, Any], ...]  # ("in", j) an input, ("step", k) an earlier step's value, ("const", c) a constant
    compute: str     # the NumPy name of the step's compute dtype (``float32``)
    result: str      # the NumPy name of its result dtype: the value is rounded to it


class FusedSpec(NamedTuple):
    name: str
    inputs: tuple[str, ...]  # NumPy dtype names of the input arrays
    consts: int      # how many constants follow the arrays
    steps: tuple[Step, ...]  # Steps
    outputs: tuple[int, ...]  # the step index written by each output array
    # (a float16/bfloat16 input or output is an array of its uint16 bits; CPU only)


# float16/bfloat16: arrays of their bits (uint16), values held in float32; the
# kernel's namespace binds these helpers (runtime/compiler/narrow.py)
NARROW = {"float16": ("_f16_load", "_f16_bits", "_round_float16"),
          "bfloat16": ("_bf16_load", "_bf16_bits", "_round_bfloat16")}


def _held(dtype: str) -> str:
    """The dtype a value of ``dtype`` is held in inside the loop."""
    return "float32" if dtype in NARROW else dtype


def _expr(spec: FusedSpec, step: Step, read: Callable[[str], str]) -> str:
    args = []
    for kind, j in step.operands:
        if kind == "in":
            dtype = spec.inputs[j]
            v = f"{NARROW[dtype][0]}({read(f'in{j}')})" if dtype in NARROW else read(f"in{j}")
        elif kind == "step":
            v, dtype = f"t{j}", spec.steps[j].result
        else:
            v, dtype = f"c{j}", step.compute  # constants arrive in the step's compute dtype
        args.append(v if _held(dtype) == step.compute else f"np.{step.compute}({v})")
    value = f"np.{_held(step.result)}({step.fn}({', '.join(args)}))"
    # a narrow result is rounded to its dtype, as eager's float32 result is when stored
    return f"{NARROW[step.result][2]}({value})" if step.result in NARROW else value


def _body(spec: FusedSpec, read: Callable[[str], str], write: Callable[[str], str], indent: int) -> str:
    pad = " " * indent
    lines = [f"{pad}t{k} = {_expr(spec, s, read)}" for k, s in enumerate(spec.steps)]
    for o, k in enumerate(spec.outputs):
        dtype = spec.steps[k].result
        lines.append(f"{pad}{write(f'out{o}')} = {NARROW[dtype][1]}(t{k})" if dtype in NARROW else
                     f"{pad}{write(f'out{o}')} = t{k}")
    return "\n".join(lines)


def _params(spec: FusedSpec) -> str:
    return ", ".join([f"in{j}" for j in range(len(spec.inputs))] + [f"out{o}" for o in range(len(spec.outputs))]
                     + [f"c{c}" for c in range(spec.consts)])


def render_cpu(spec: FusedSpec) -> str:
    """Python source of ``{name}_1d``, ``{name}_nd`` and ``{name}_1dp`` (the flat
    loop split across threads); the namespace it runs in binds ``np``, ``prange``,
    ``_jit``, ``_jit_par`` and every scalar function a step names."""
    p = _params(spec)
    n = spec.name
    arrays = [f"in{j}" for j in range(len(spec.inputs))] + [f"out{o}" for o in range(len(spec.outputs))]
    flat = _body(spec, lambda a: f"{a}[i]", lambda a: f"{a}[i]", 8)
    rows = "\n".join(f"        {a}_row = {a}[idx]" for a in arrays)
    nd = _body(spec, lambda a: f"{a}_row[i]", lambda a: f"{a}_row[i]", 12)
    return f'''
@_jit
def {n}_1d({p}):
    for i in range(out0.shape[0]):
{flat}


@_jit
def {n}_nd({p}):
    for idx in np.ndindex(out0.shape[:-1]):
{rows}
        for i in range(out0_row.shape[0]):
{nd}


@_jit_par
def {n}_1dp({p}):
    for i in prange(out0.shape[0]):
{flat}
'''


def render_cuda(spec: FusedSpec) -> str:
    """Python source of the CUDA kernel ``{name}_kernel``: a grid-stride loop over
    the output's elements, each array read through its offset and strides (as
    templates/pointwise.j2's strided kernel); device functions as the steps' names."""
    n = spec.name
    arrays = [f"in{j}" for j in range(len(spec.inputs))] + [f"out{o}" for o in range(len(spec.outputs))]
    params = ", ".join(f"{a}, {a}_off, {a}_st" for a in arrays) + ", shape, numel_" + \
        "".join(f", c{c}" for c in range(spec.consts))
    inits = "\n".join(f"        {a}_i = {a}_off" for a in arrays)
    steps = "\n".join(f"            {a}_i += k * {a}_st[d]" for a in arrays)
    body = _body(spec, lambda a: f"{a}[{a}_i]", lambda a: f"{a}[{a}_i]", 8)
    return f'''
@cuda.jit
def {n}_kernel({params}):
    for i in range(cuda.grid(1), numel_, cuda.gridsize(1)):
        rem = i
{inits}
        for d in range(len(shape) - 1, -1, -1):
            k = rem % shape[d]
            rem //= shape[d]
{steps}
{body}
'''
