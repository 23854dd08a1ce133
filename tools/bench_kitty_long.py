"""Benchmark: what a click costs Kitty's page at ply 50 and at ply 900 (issue 34, finding 14),
on the page's own Python, MicroPython in Node, for this tree and a base commit side by side.

Each click is entered from JavaScript, as the page's events are (`tools/micropython_calls.mjs`),
so it pays for the garbage collection MicroPython's webassembly port makes there. The page is the
controller through a port that shows nothing (`tools/kitty_long_game.py`'s `Clicks`), at the long
game of `long_moves`. Prints, per tree, the median (and quickest) milliseconds of CLICKS clicks
of each kind, the time to open the game (its moves played into a table), and the heap in use
there after a collection (what every collection marks).

    PYTHONPATH=. .venv/bin/python tools/bench_kitty_long.py [--base COMMIT] [--clicks N]

The base is built from `git archive`, with this tree's measuring files laid over it (they only
drive the page). Figures are Node's processor time (a shared machine's load adds less to it than
to the clock's), still noisy: compare the trees in one run, and the quickest.
"""

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

from tools.micropython import calls, milliseconds
from tools.trees import ROOT, base_tree

# The files that drive the page, laid over the base tree.
MEASURING = (
    "tools/kitty_long_game.py",
    "tools/quiet_table.py",
    "tools/micropython_calls.mjs",
    "tests/runtimes/common.mjs",
)
PLIES = (50, 900)
KINDS = (
    ("refused", "a click on a Yellow stack (refused)"),
    ("pick", "a click on a Red stack (picked up, put back)"),
    ("play", "a move played by two clicks, or undone"),
)


def timed(tree: Path, setup: str, call: str, count: int) -> "tuple[list[float], int]":
    """The milliseconds of ``count`` calls of ``call`` after ``setup``, and the heap in use."""
    lines = calls(tree, setup, call, count)
    heap = next(int(line.split()[1]) for line in lines if line.startswith("heap"))
    return milliseconds(lines), heap


def measure(trees: "dict[str, Path]", clicks: int) -> "dict[str, dict[str, str]]":
    """Each figure's line for each tree, the trees taking turns (a shared machine's load
    changes by the minute)."""
    figures: dict[str, dict[str, str]] = {name: {} for name in trees}
    setup = "from tools.kitty_long_game import Clicks"
    for plies in PLIES:
        opening = f"clicks = Clicks({plies})"
        heaps: dict[str, list[int]] = {name: [] for name in trees}
        for name, tree in trees.items():
            opened, _ = timed(tree, setup, opening, 3)
            figures[name][f"open {plies}"] = f"{min(opened):.0f}"
        for kind, _ in KINDS:
            for name, tree in trees.items():
                times, heap = timed(tree, f"{setup}\n{opening}", f"clicks.{kind}()", clicks)
                heaps[name].append(heap)
                figures[name][f"{kind} {plies}"] = (
                    f"{statistics.median(times):.1f} ({min(times):.1f})"
                )
        for name in trees:
            figures[name][f"heap {plies}"] = f"{min(heaps[name]) / 1e6:.2f} MB"
    return figures


def main(argv: "list[str] | None" = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", default="36f1b06", help="the commit to compare with")
    parser.add_argument("--clicks", type=int, default=40, help="clicks of each kind")
    options = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        trees = {"this tree": ROOT, options.base: base_tree(options.base, Path(folder), MEASURING)}
        results = measure(trees, options.clicks)
    print("Kitty's page on MicroPython in Node, processor ms: median (quickest)")
    names = list(results)
    print(f"{'':52}" + "".join(f"{name:>30}" for name in names))
    for plies in PLIES:
        print(f"at ply {plies}:")
        rows = [(f"open {plies}", "opening the game (its moves played), quickest of 3")]
        rows += [(f"heap {plies}", "heap in use at the table")]
        rows += [(f"{kind} {plies}", what) for kind, what in KINDS]
        for key, what in rows:
            print(f"  {what:50}" + "".join(f"{results[name][key]:>30}" for name in names))
    return 0


if __name__ == "__main__":
    sys.exit(main())
