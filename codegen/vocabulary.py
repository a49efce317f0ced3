"""The closed vocabularies of ops.yaml: each field whose value is one word of a
fixed list (as torchgen's model.py keeps its vocabularies as Enums).

A member *is* its word: a ``str`` that compares, hashes, prints and reprs as
the word itself, so the templates, the generated records and the runtime read
``op.nested`` as the plain string ``"elementwise"``, while codegen's types say
which list a value comes from. The order of the members is the order errors
list them in. Member names are the words, so ``NameRule["keep"]`` and
``NameRule("keep")`` agree.
"""
from enum import Enum


class Vocabulary(str, Enum):
    """A word of one of ops.yaml's fixed lists, indistinguishable from the string."""

    def __str__(self) -> str:
        return str.__str__(self)

    def __repr__(self) -> str:
        return str.__repr__(self)

    def __format__(self, spec: str) -> str:
        return str.__format__(self, spec)

    def __hash__(self) -> int:
        return str.__hash__(self)

    @classmethod
    def words(cls) -> tuple[str, ...]:
        """The members' words, in declaration order (the lists errors show)."""
        return tuple(m.value for m in cls)


class Variant(Vocabulary):
    """The Python forms an op is generated in (ops.yaml `variants:`)."""
    function = "function"
    method = "method"
    inplace = "inplace"
    out = "out"
    # the in-place form is a public function too (tg.abs_(x)), as PyTorch's is for some ops
    inplace_function = "inplace_function"


class NameRule(Vocabulary):
    """Named-tensor rules (runtime/core/names.py implements each; codegen/named_coverage.yaml words them)."""
    keep = "keep"
    remove_dims = "remove_dims"
    unify = "unify"
    permute = "permute"
    contract = "contract"
    factory = "factory"
    none = "none"
    refuse = "refuse"
    resize = "resize"
    mask = "mask"


class Promotion(Vocabulary):
    """Result-dtype categories of the kinds that name one (model.PROMOTION_KINDS)."""
    default = "default"
    no_opmath = "no_opmath"
    int_to_float = "int_to_float"
    complex_to_float = "complex_to_float"
    bool_to_long = "bool_to_long"
    always_bool = "always_bool"
    always_float64 = "always_float64"


class Device(Vocabulary):
    """The devices an op's kernels are generated for."""
    cpu = "cpu"
    cuda = "cuda"


class Nested(Vocabulary):
    """Nested-tensor rules (runtime/nested/ops.py implements each; runtime/nested/rules.py states them)."""
    none = "none"
    elementwise = "elementwise"
    as_dense = "as_dense"
    rowwise_not_dim0 = "rowwise_not_dim0"
    reduce_not_dim0 = "reduce_not_dim0"
    scan_not_dim0 = "scan_not_dim0"
    batched_matmul = "batched_matmul"
    bmm = "bmm"
    transpose_not_dim0 = "transpose_not_dim0"
    reshape_batch_kept = "reshape_batch_kept"
    regular_dim = "regular_dim"
    select = "select"
    unbind_dim0 = "unbind_dim0"
    packed_indices = "packed_indices"
    reduce_regular_dim = "reduce_regular_dim"


class Sparse(Vocabulary):
    """Sparse COO rules (runtime/sparse/ops.py IMPLEMENTATIONS runs each)."""
    none = "none"
    values = "values"
    mul = "mul"
    add = "add"
    div_scalar = "div_scalar"
    sum = "sum"
    mm = "mm"
    transpose = "transpose"


class InternalOverlap(Vocabulary):
    """What an in-place write does when self holds one memory location for
    several elements: PyTorch's error, fill_'s "allow", masked_fill_'s warning."""
    error = "error"
    allow = "allow"
    warn = "warn"


class Autocast(Vocabulary):
    """What an autocast region does to the op's floating inputs."""
    none = "none"
    lower_precision = "lower_precision"


class Kind(Vocabulary):
    """The operator families (ops.yaml `kind:`), each built by its entry in model.KINDS."""
    pointwise = "pointwise"
    view = "view"
    copy = "copy"
    gather = "gather"
    reduction = "reduction"
    contraction = "contraction"
    random = "random"
    normalization = "normalization"
    composite = "composite"
    sort = "sort"
    sequence = "sequence"
    sampling = "sampling"
    lu = "lu"
    window = "window"
    foreach = "foreach"
    norm = "norm"
    decomposition = "decomposition"
    ctc = "ctc"
    rnn = "rnn"
