"""``ReduceOp``: how a reduction collective combines the ranks' values, and the
MPI operation each one becomes for a dtype (PyTorch's rules: bitwise ops only
for integers and bool, AVG only for floating tensors; a bool SUM is a logical
OR and a PRODUCT a logical AND, as PyTorch's NCCL backend maps them)."""
import enum

from ..core import dtypes as D


class RedOpType(enum.Enum):
    SUM = 0
    AVG = 1
    PRODUCT = 2
    MIN = 3
    MAX = 4
    BAND = 5
    BOR = 6
    BXOR = 7
    PREMUL_SUM = 8

    def __repr__(self):
        return f"<RedOpType.{self.name}: {self.value}>"


class ReduceOp:
    """``dist.ReduceOp.SUM`` and the others, as torch.distributed's."""
    RedOpType = RedOpType
    SUM = RedOpType.SUM
    AVG = RedOpType.AVG
    PRODUCT = RedOpType.PRODUCT
    MIN = RedOpType.MIN
    MAX = RedOpType.MAX
    BAND = RedOpType.BAND
    BOR = RedOpType.BOR
    BXOR = RedOpType.BXOR
    PREMUL_SUM = RedOpType.PREMUL_SUM


_BITWISE = (RedOpType.BAND, RedOpType.BOR, RedOpType.BXOR)
# MPI's operation per op for numbers; bool is carried as uint8 0/1, where MAX is OR and MIN is AND.
_NUMBER = {RedOpType.SUM: "SUM", RedOpType.AVG: "SUM", RedOpType.PRODUCT: "PROD", RedOpType.MIN: "MIN",
           RedOpType.MAX: "MAX", RedOpType.BAND: "BAND", RedOpType.BOR: "BOR", RedOpType.BXOR: "BXOR"}
_BOOL = {**_NUMBER, RedOpType.SUM: "MAX", RedOpType.PRODUCT: "MIN"}


def check(op, dtype, what):
    """None when ``op`` can reduce ``dtype``, else the error message."""
    if not isinstance(op, RedOpType):
        return f"{what}: op must be a tensorgen.distributed.ReduceOp (SUM, AVG, PRODUCT, MIN, MAX, BAND, BOR, " \
               f"BXOR), got {op!r}"
    if op is RedOpType.PREMUL_SUM:
        return f"{what}: ReduceOp.PREMUL_SUM is not supported by the mpi backend"
    if op in _BITWISE and dtype.is_floating_point:
        return f"{what}: ReduceOp.{op.name} needs an integer or bool tensor, got {dtype}"
    if op is RedOpType.AVG and not dtype.is_floating_point:
        return f"{what}: ReduceOp.AVG needs a floating tensor (an integer average would be truncated), got {dtype}"
    return None


def mpi_name(op, dtype):
    """The name of MPI's operation (an attribute of mpi4py.MPI) for op over dtype."""
    return (_BOOL if dtype is D.bool_ else _NUMBER)[op]
