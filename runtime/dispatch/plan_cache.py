"""The plan cache: the one place where a call's plan is looked up and replayed.

A call's *key* (core/call_key.py) holds everything its family's ``plan``
reads: the op; each dense operand's kind, dtype, shape, strides, device, names
and requires_grad; the type of every Python number the kernel takes as data
and the value of every other argument; and where the result goes (a fresh
tensor, in place, or the layout of ``out=``). Storage offsets and element
values are not in it: what depends on them (memory overlap, a zero divisor, a
scalar's range) is checked per call by the pipeline and the family's ``run``.

The value is an ``Entry``: the family's frozen launch record (kernel, sizes,
result dtype, ...) and what the pipeline decided around it (the result's names,
whether autograd may record). A miss runs the family's ``plan`` once and keeps
the entry when the plan says it can be replayed (``Plan.launch``); a hit goes
straight to the family's ``run``. Names, autograd and ``out=`` are the
pipeline's on hit and miss alike (dispatch/pipeline.py).

The cache is bounded (the oldest entries go first when it is full) and safe to
share between threads: entries are immutable, reads are single dict lookups,
and insertions and evictions hold a lock.
"""
import threading
from typing import NamedTuple

from ..core import dtypes as _D
from ..core.call_key import Unkeyable  # noqa: F401 - what a key function raises (pipeline.py)
from ..core.tensor import Tensor

LIMIT = 8192    # entries kept; past it the oldest eighth is dropped


class Entry(NamedTuple):
    """A replayable call: the family's launch record and the pipeline's part."""
    launch: object      # the family's frozen record (its run's input)
    run: object         # the family's run(op, launch, args, target)
    shape: tuple        # the result's shape
    dtype: object       # the result's dtype
    names: object       # the result's names (None: unnamed)
    named: bool         # the op's names rule ran (in place: self's names are set from it)
    grad: bool          # an input requires grad: autograd records when grad mode is on
    overlap: int        # core/op.py ELEMENTWISE / STRICT / BUFFER
    target_at: tuple    # in place: where self is in the arguments (a path of indexes), else None
    warn_overlap: bool  # the target overlaps itself and the op warns about it (masked_fill_)
    plain: bool         # no names to set, nothing autograd could record: the result is run's


class PlanCache:
    """A bounded, thread-safe map from call keys to entries."""
    __slots__ = ("_map", "_lock", "limit", "lookup")

    def __init__(self, limit=LIMIT):
        self._map = {}
        self._lock = threading.Lock()
        self.limit = limit
        self.lookup = self._map.get  # key -> Entry or None (a single dict read: safe without the lock)

    def get(self, key):
        return self._map.get(key)

    def put(self, key, entry):
        with self._lock:
            m = self._map
            if len(m) >= self.limit:
                # dicts keep insertion order: the oldest entries are the first
                for k in list(m)[:max(self.limit // 8, 1)]:
                    del m[k]
            m[key] = entry

    def clear(self):
        with self._lock:
            self._map.clear()

    def __len__(self):
        return len(self._map)


CACHE = PlanCache()


def clear():
    """Forget every plan (tests; a change of global state a plan reads, such as
    the default dtype, clears it through ``core.dtypes``'s listeners)."""
    CACHE.clear()


_D.on_default_change(clear)


def path_of(args, target):
    """Where ``target`` sits in the arguments (a tuple of indexes), or None."""
    for i, a in enumerate(args):
        if a is target:
            return (i,)
        if type(a) is tuple or type(a) is list:
            for j, x in enumerate(a):
                if x is target:
                    return (i, j)
    return None


def at(args, path):
    for i in path:
        args = args[i]
    return args


def tensors_of(args):
    """The dense tensors among the arguments (one level of lists): what a
    written-to tensor is checked against for memory overlap."""
    found = []
    for a in args:
        if isinstance(a, Tensor):
            found.append(a)
        elif type(a) is tuple or type(a) is list:
            for x in a:
                if isinstance(x, Tensor):
                    found.append(x)
        elif type(a) is dict:
            for x in a.values():
                if isinstance(x, Tensor):
                    found.append(x)
    return found
