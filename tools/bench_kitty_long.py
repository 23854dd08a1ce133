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
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The files that drive the page, laid over the base tree.
MEASURING = (
    "tools/kitty_long_game.py",
    "tools/long_game.py",
    "tools/micropython_calls.mjs",
    "tests/runtimes/common.mjs",
)
PLIES = (50, 900)
KINDS = (
    ("refused", "a click on a Yellow stack (refused)"),
    ("pick", "a click on a Red stack (picked up, put back)"),
    ("play", "a move played by two clicks, or undone"),
)


def base_tree(commit: str, folder: Path, measuring: "tuple[str, ...]" = MEASURING) -> Path:
    """The tree of ``commit`` in ``folder``, with this tree's ``measuring`` files."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", commit], capture_output=True, check=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)
    for name in measuring:
        shutil.copyfile(ROOT / name, folder / name)
    (folder / "node_modules").symlink_to(ROOT / "node_modules")
    return folder


def calls(tree: Path, setup: str, call: str, count: int) -> "tuple[list[float], int]":
    """The milliseconds of ``count`` calls of ``call`` after ``setup``, and the heap in use."""
    result = subprocess.run(
        ["node", str(tree / "tools" / "micropython_calls.mjs"), setup, call, str(count)],
        cwd=tree,
        capture_output=True,
        text=True,
        timeout=1200,
        check=False,
    )
    if result.returncode:
        raise RuntimeError(f"{tree}: {call}: {result.stderr or result.stdout}")
    lines = result.stdout.split()
    heap = int(lines[lines.index("heap") + 1])
    times = [float(line) for line in result.stdout.splitlines() if not line.startswith("heap")]
    return times, heap


def measure(trees: "dict[str, Path]", clicks: int) -> "dict[str, dict[str, str]]":
    """Each figure's line for each tree, the trees taking turns (a shared machine's load
    changes by the minute)."""
    figures: dict[str, dict[str, str]] = {name: {} for name in trees}
    setup = "from tools.kitty_long_game import Clicks"
    for plies in PLIES:
        opening = f"clicks = Clicks({plies})"
        heaps: dict[str, list[int]] = {name: [] for name in trees}
        for name, tree in trees.items():
            opened, _ = calls(tree, setup, opening, 3)
            figures[name][f"open {plies}"] = f"{min(opened):.0f}"
        for kind, _ in KINDS:
            for name, tree in trees.items():
                times, heap = calls(tree, f"{setup}\n{opening}", f"clicks.{kind}()", clicks)
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
        trees = {"this tree": ROOT, options.base: base_tree(options.base, Path(folder))}
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
