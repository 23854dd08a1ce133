"""Benchmark Kitty's engine: the plies per second of random playouts (`tools/kitty_playouts.py`:
2, 3 and 4 players, with and without the Objective Cards), on CPython and on MicroPython in Node
(the page's own Python), for this tree and a base commit side by side.

    PYTHONPATH=. .venv/bin/python tools/bench_kitty_engine.py [--base COMMIT] [--rounds N]
        [--runtime CPython|MicroPython]

The base is built from `git archive`, with this tree's measuring files laid over it. Each case
runs ROUNDS times in one process per tree, the trees taking turns case by case (a shared
machine's load changes by the minute); the figure is the quickest round, in processor time
(CPython's own, and Node's for MicroPython, each round entered from JavaScript as the page's
calls are). Both trees play the same games when their engines behave the same: the plies of each
case must agree, and a line says so when they do not.
"""

import argparse
import sys
import tempfile
from pathlib import Path

from tools.kitty_playouts import CASES
from tools.micropython import calls, milliseconds
from tools.trees import ROOT, base_tree, run_in

MEASURING = ("tools/kitty_playouts.py", "tools/micropython_calls.mjs", "tests/runtimes/common.mjs")
# Games per round: about half a second of work on this machine.
GAMES = {"CPython": 200, "MicroPython": 20}


def run(tree: Path, runtime: str, players: int, cards: bool, rounds: int) -> "tuple[int, float]":
    """The plies of one round of the case on ``tree`` and the quickest round's milliseconds."""
    games = GAMES[runtime]
    if runtime == "CPython":
        command = [sys.executable, str(tree / "tools" / "kitty_playouts.py")]
        command += [str(players), str(cards), str(games), str(rounds)]
        lines = run_in(tree, command, runtime)
    else:
        call = f"print('plies', playouts({players}, {cards}, {games}))"
        lines = calls(tree, "from tools.kitty_playouts import playouts", call, rounds)
    plies = {int(line.split()[1]) for line in lines if line.startswith("plies")}
    if len(plies) != 1:
        raise RuntimeError(f"{tree}: {runtime}: the rounds played different games: {plies}")
    return plies.pop(), min(milliseconds(lines))


def main(argv: "list[str] | None" = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", default="7aa3cca", help="the commit to compare with")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of each case per tree")
    parser.add_argument("--runtime", choices=list(GAMES), help="only this Python (default: both)")
    options = parser.parse_args(argv)
    names = ("this tree", options.base)
    print(f"Kitty's engine, random playouts, plies/s (quickest of {options.rounds} rounds)")
    print(f"{'':34}" + "".join(f"{name:>14}" for name in names) + f"{'ratio':>8}")
    with tempfile.TemporaryDirectory() as folder:
        trees = (ROOT, base_tree(options.base, Path(folder), MEASURING))
        for runtime in [options.runtime] if options.runtime else GAMES:
            for name, players, cards in CASES:
                figures = [run(tree, runtime, players, cards, options.rounds) for tree in trees]
                rates = [plies / ms * 1000 for plies, ms in figures]
                line = f"  {runtime + ', ' + name:32}" + "".join(f"{r:>14,.0f}" for r in rates)
                print(line + f"{rates[0] / rates[1]:>7.2f}x", flush=True)
                if figures[0][0] != figures[1][0]:
                    print(
                        f"    the trees played different games: {figures[0][0]} against "
                        f"{figures[1][0]} plies"
                    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
