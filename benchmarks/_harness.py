"""Side-by-side timing shared by the benchmark scripts (docs/performance.md).

These machines drift, so candidates are interleaved: every round times each
candidate once (in a rotating order), and ratios are taken within a round
before the median over rounds is reported. Times are medians too.

    from _harness import Workload, run, print_table
    rows = run([Workload("add 1e7", {"tensorgen": f, "torch": g, "numpy": h})])
    print_table(rows)
"""
import statistics
import time
from dataclasses import dataclass, field

REFERENCE = "tensorgen"  # the candidate every ratio is taken of


@dataclass
class Workload:
    name: str
    candidates: dict          # label -> zero-argument callable
    number: int = 0           # calls per timing; 0: chosen so one timing lasts ~min_time
    check: object = None      # optional callable(results: dict label -> value) run once before timing


@dataclass
class Row:
    name: str
    times: dict = field(default_factory=dict)   # label -> median seconds per call
    ratios: dict = field(default_factory=dict)  # label -> median of per-round (reference / label)
    best_ratio: float = float("nan")            # median of per-round reference / fastest peer


def _calls_for(fn, min_time):
    n = 1
    while True:
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
        dt = time.perf_counter() - t0
        if dt >= min_time or n >= 1 << 20:
            return n
        n = max(n * 2, int(n * min_time / max(dt, 1e-9)) + 1)


def _time(fn, number, clock=time.perf_counter):
    t0 = clock()
    for _ in range(number):
        fn()
    return (clock() - t0) / number


def measure(work, rounds=15, warmup=2, min_time=0.02, clock=time.perf_counter):
    """Time one workload; returns a Row. `clock=time.process_time` counts this
    process's CPU time only: on a shared machine, single-threaded candidates
    are then not charged for the time others hold the cores."""
    labels = list(work.candidates)
    if work.check is not None:
        work.check({k: f() for k, f in work.candidates.items()})
    for f in work.candidates.values():
        for _ in range(warmup):
            f()
    number = work.number or max(_calls_for(f, min_time) for f in work.candidates.values())
    per_round = {k: [] for k in labels}
    for r in range(rounds):
        order = labels[r % len(labels):] + labels[:r % len(labels)]
        for k in order:
            per_round[k].append(_time(work.candidates[k], number, clock))
    row = Row(work.name)
    row.times = {k: statistics.median(v) for k, v in per_round.items()}
    if REFERENCE in per_round:
        ref = per_round[REFERENCE]
        peers = [k for k in labels if k != REFERENCE]
        for k in peers:
            row.ratios[k] = statistics.median(a / b for a, b in zip(ref, per_round[k]))
        if peers:
            row.best_ratio = statistics.median(
                a / min(per_round[k][i] for k in peers) for i, a in enumerate(ref))
    return row


def run(workloads, rounds=15, **kw):
    return [measure(w, rounds=rounds, **kw) for w in workloads]


def _fmt_time(s):
    if s >= 1e-3:
        return f"{s * 1e3:8.2f} ms"
    return f"{s * 1e6:8.2f} us"


def print_table(rows, file=None):
    """One line per workload: median times, then tensorgen's time over each peer's
    (median of per-round ratios; < 1 means tensorgen is faster)."""
    labels = []
    for r in rows:
        for k in r.times:
            if k not in labels:
                labels.append(k)
    peers = [k for k in labels if k != REFERENCE]
    width = max([len(r.name) for r in rows] + [8])
    head = f"{'workload':<{width}} | " + " | ".join(f"{k:>11}" for k in labels)
    head += " | " + " | ".join(f"{'tg/' + k:>9}" for k in peers) + " | tg/best"
    print(head, file=file)
    print("-" * len(head), file=file)
    for r in rows:
        line = f"{r.name:<{width}} | " + " | ".join(
            _fmt_time(r.times[k]) if k in r.times else f"{'-':>11}" for k in labels)
        line += " | " + " | ".join(f"{r.ratios[k]:9.2f}" if k in r.ratios else f"{'-':>9}" for k in peers)
        line += f" | {r.best_ratio:7.2f}"
        print(line, file=file)
