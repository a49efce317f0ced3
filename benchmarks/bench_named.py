"""What names cost: named vs unnamed `add` on 10 and 10^6 float32 elements.

One interleaved run (docs/performance.md): each round times the unnamed and the named
call back to back, so machine drift hits both alike; we report the median time
of each and the median of the per-round ratios (named / unnamed).

    .venv/bin/python benchmarks/bench_named.py [--rounds N]
"""
import argparse
import statistics
import time

import tensorgen as tg


def _per_call(fn, number):
    t0 = time.perf_counter()
    for _ in range(number):
        fn()
    return (time.perf_counter() - t0) / number


def bench(n, rounds, number):
    a, b = tg.rand(n), tg.rand(n)
    an, bn = a.rename("N"), b.rename("N")  # same storage, names ('N',)
    plain, named = (lambda: tg.add(a, b)), (lambda: tg.add(an, bn))
    assert named().names == ("N",) and plain().names == (None,)
    for fn in (plain, named):  # compile and warm up
        _per_call(fn, number)
    tp, tn, ratios = [], [], []
    for _ in range(rounds):
        p = _per_call(plain, number)
        q = _per_call(named, number)
        tp.append(p)
        tn.append(q)
        ratios.append(q / p)
    return statistics.median(tp), statistics.median(tn), statistics.median(ratios)


def _fmt(seconds):
    return f"{seconds * 1e6:9.2f} µs" if seconds < 1e-3 else f"{seconds * 1e3:9.3f} ms"


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rounds", type=int, default=21)
    args = p.parse_args(argv)
    print(f"{'elements':>9} | {'unnamed':>12} | {'named':>12} | named/unnamed (median of per-round ratios)")
    for n, number in ((10, 2000), (10**6, 20)):
        tp, tn, ratio = bench(n, args.rounds, number)
        print(f"{n:>9} | {_fmt(tp)} | {_fmt(tn)} | {ratio:.3f}x  ({(tn - tp) * 1e6:+.2f} µs per call)")


if __name__ == "__main__":
    main()
