"""The two test tiers, chosen by ``TENSORGEN_TIER`` (tests/conftest.py applies them).

- ``default`` (the README's ``python -m pytest``): every test function runs, but
  a parametrized one runs only the cases that together cover each of its
  parameter values once (every dtype, every layout, every size of its lists,
  every operator kind: an ops.yaml op stands for its kind), not their product;
  the tests in EXHAUSTIVE_ONLY and the CUDA simulator's cases past a warp
  (block and grid boundary sizes, tests/cuda/) do not run.
- ``exhaustive`` (CI): every case of every test.

The default tier's cases are picked from the collection order alone, so two runs
of the same tree run the same cases (a failure reproduces), and a case named on
the command line (``pytest 'tests/ops/test_pointwise.py::test_unary_values[exp-int8]'``)
always runs.
"""
import os
from pathlib import Path

TIERS = ("default", "exhaustive")

# Tests run only in the exhaustive tier: the slowest of the default tier's
# measured cases (``pytest --durations=0``), whose subject other default cases
# already cover. Node-id prefixes.
EXHAUSTIVE_ONLY = tuple(f"tests/{test}" for test in (
    # whole-tree regenerations (tens of seconds each): the round trip stays in
    # test_check_passes_on_the_checkout, test_valid_entry_generates_... and
    # codegen/test_add_operator.py
    "codegen/test_codegen.py::test_check_names_a_modified_generated_file",
    "codegen/test_codegen.py::test_check_flags_a_leftover_generated_file",
    "codegen/test_codegen.py::test_render_is_deterministic",
    "codegen/test_codegen.py::test_regenerating_unchanged_tree_writes_nothing",
    "codegen/test_codegen.py::test_template_rendering_invalid_python_writes_nothing",
    "codegen/test_codegen.py::test_generating_into_a_copy_never_writes_the_checkout",
    # each a fresh process compiling kernels: one damaged entry and the folder
    # rules stay in the default tier
    "backends/test_kernel_cache_trust.py::test_a_broken_index_is_a_miss_then_rewritten[flipped]",
    "backends/test_kernel_cache_trust.py::test_a_broken_index_is_a_miss_then_rewritten[numba",
    "backends/test_kernel_cache_trust.py::test_a_broken_index_is_a_miss_then_rewritten[garbage]",
    "backends/test_kernel_cache_trust.py::test_a_broken_index_is_a_miss_then_rewritten[empty]",
    "backends/test_kernel_cache_trust.py::test_flipped_bytes_in_compiled_code_are_a_miss_then_rewritten",
    "backends/test_kernel_cache_trust.py::test_an_entry_that_does_not_rebuild_is_a_miss_then_rewritten",
    "backends/test_kernel_cache_trust.py::test_a_folder_others_can_write_is_not_read",
    "backends/test_kernel_cache_trust.py::test_a_file_someone_else_could_have_written_is_not_read",
    "backends/test_cache.py::test_an_edit_recompiles_only_what_it_reaches",
    "backends/test_cache.py::test_generated_kernels_use_the_folder",
    "backends/test_cache.py::test_precompile_errors",
    "codegen/test_codegen_untrusted_spec.py::test_a_huge_wrong_value_is_quoted_short",
    "codegen/test_codegen_namespaces.py::test_ud_draw_and_generator_render",
    # mpiexec -n 3 (the -n 2 runs stay)
    "distributed/test_distributed.py::test_every_collective_and_dtype_against_numpy[3",
    "distributed/test_distributed.py::test_ddp_equals_one_process_and_launches_buckets_during_backward[3]",
    # worker processes started again (the other worker tests stay)
    "data/test_data_loading_workers.py::test_workers_stop_when_the_iterator_is_deleted_early",
    "data/test_data_loading_workers.py::test_spawned_workers_load_the_same_batches",
    # the simulator's slowest cases within a warp: [32] and the nn CUDA softmax tests stay
    "cuda/test_cuda_blocks.py::test_softmax_rows[31]",
    "cuda/test_cuda_blocks.py::test_median_and_kthvalue_block_select[31]",
    "autograd/test_autograd_ops.py::test_gradcheck_on_cuda_sample[softmax]",
))


# The CUDA simulator runs a launch's threads one by one: in tests/cuda/, the
# sizes past a warp (33 and more elements: warp, block and grid boundaries) are
# the exhaustive tier's.
SIMULATOR_TESTS = "tests/cuda/"
SIMULATOR_DEFAULT_ELEMENTS = 32


def _elements(value):
    if isinstance(value, bool):
        return 0
    if isinstance(value, int):
        return value
    if isinstance(value, (tuple, list)) and value and all(isinstance(v, int) and not isinstance(v, bool)
                                                          for v in value):
        count = 1
        for v in value:
            count *= v
        return count
    return 0


def _past_a_warp(item):
    return item.nodeid.startswith(SIMULATOR_TESTS) and any(
        _elements(v) > SIMULATOR_DEFAULT_ELEMENTS for v in item.callspec.params.values())


def tier():
    name = os.environ.get("TENSORGEN_TIER", "default") or "default"
    if name not in TIERS:
        raise ValueError(f"TENSORGEN_TIER={name!r}: expected one of {', '.join(TIERS)}")
    return name


def _function_key(item):
    return (str(item.path), item.cls.__name__ if getattr(item, "cls", None) else "",
            getattr(item, "originalname", item.name))


def _opaque(value):
    """A value that names no subject of its own: a function, or data that is
    not hashable (a dict, a list of words) or a text (an ops.yaml entry); the
    other arguments of its parametrization say what the case covers."""
    if isinstance(value, tuple):
        return any(_opaque(v) for v in value)
    if isinstance(value, str) and ("\n" in value or len(value) > 40):  # a spec or code text, not a name
        return True
    try:
        hash(value)
    except TypeError:
        return getattr(value, "signature", None) is None  # an ops.yaml entry object counts by its kind
    return callable(value) and not isinstance(value, type)


# Arguments whose string values name ops.yaml operators: a case covers the op's kind.
OP_ARGUMENTS = ("name", "op", "op_name", "opname", "func", "fn_name")
_KINDS = {}


def _op_kinds():
    """ops.yaml's operator names -> kinds (read once; empty when the spec is broken,
    which the codegen tests report)."""
    if not _KINDS:
        try:
            from tensorgen.codegen import model, parse
            root = Path(__file__).resolve().parents[2]
            spec = model.build(str(root / "ops.yaml"), parse.load(root / "ops.yaml"))
            _KINDS.update({op.name: op.kind for op in spec.ops})
        except Exception:  # noqa: BLE001 - the default tier then keeps every name
            _KINDS[None] = None
    return _KINDS


def _token(value, argname):
    kind = getattr(value, "kind", None)
    if isinstance(kind, str) and hasattr(value, "signature"):  # an ops.yaml entry: its kind is its family
        return ("kind", kind)
    if argname in OP_ARGUMENTS and isinstance(value, str) and value in _op_kinds():
        return ("kind", _op_kinds()[value])
    try:
        hash(value)
        return (type(value).__name__, value)
    except TypeError:
        return (type(value).__name__, repr(value))


def _groups(item):
    """The argument names of each parametrization of the item (one decorator's
    names together), then any other parametrized argument (a fixture's params)."""
    groups = []
    for mark in item.iter_markers("parametrize"):
        names = mark.args[0]
        names = [n.strip() for n in names.split(",")] if isinstance(names, str) else list(names)
        groups.append([n for n in names if n in item.callspec.params])
    named = {n for g in groups for n in g}
    groups += [[n] for n in item.callspec.params if n not in named]
    return [g for g in groups if g]


def _values(item):
    """What the case covers: (argument, value) for each argument with a subject."""
    params = item.callspec.params
    values = set()
    for group in _groups(item):
        subject = [n for n in group if not _opaque(params[n])]
        if subject:
            values.update((n, _token(params[n], n)) for n in subject)
        else:  # only functions or data: each distinct case is its own subject
            values.add((group[0], ("case", repr([params[n] for n in group]) if not callable(params[group[0]])
                                   else item.callspec.indices[group[0]])))
    return values


def _covering(cases):
    """The cases, in order, that each add a parameter value not covered yet:
    every value of every parametrized argument appears in at least one of them
    (every dtype, layout, size), but not every combination; an operator
    counts as its ops.yaml kind (one gradcheck per kind, one pointwise op per dtype)."""
    seen = set()
    keep = []
    for item in cases:
        values = _values(item)
        if not values <= seen:
            seen |= values
            keep.append(item)
    return keep


def _named(item, explicit):
    return any(item.nodeid == arg or item.nodeid.startswith(arg + "[") for arg in explicit)


def select(items, args):
    """(kept, deselected) for the default tier; args: the command line's
    positional arguments (a parametrized case named there is kept)."""
    explicit = [a.replace(os.sep, "/") for a in args if "::" in a]
    groups = {}
    for item in items:
        if getattr(item, "callspec", None) is not None and not _past_a_warp(item):
            groups.setdefault(_function_key(item), []).append(item)
    chosen = set()
    for cases in groups.values():
        chosen.update(id(item) for item in _covering(cases))
    kept, dropped = [], []
    for item in items:
        if explicit and _named(item, explicit):
            kept.append(item)
        elif item.nodeid.startswith(EXHAUSTIVE_ONLY) or item.get_closest_marker("exhaustive"):
            dropped.append(item)
        elif getattr(item, "callspec", None) is None or id(item) in chosen:
            kept.append(item)
        else:
            dropped.append(item)
    return kept, dropped
