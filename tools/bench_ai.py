"""Benchmark the AI: MCTS iterations per second from the opening and from a mid-game position.

Under CPython (``PYTHONPATH=. python tools/bench_ai.py``, as `make bench` runs it) it measures, then
runs itself again under Pyodide in Node (``node tests/runtimes/run_pyodide.mjs tools/bench_ai.py``),
the worker's runtime. Each figure is the best of a few seeded searches of a fixed number of
iterations, so background load on the machine lowers it less.
"""

import random
import subprocess
import sys
import time
from pathlib import Path

from mixtour import Game
from mixtour.ai import LEVELS, analyse
from mixtour.ai.mcts import Search

# A mid-game position: 24 plies of greedy play, reserves half spent, 36 legal moves, unsolved.
MID_GAME = "b1=w,d1=rr,e1=w,b2=ww,d2=r,c3=rrw,d3=w,a4=w,c4=rw,c5=rr w 12/12 0/0 -"
ITERATIONS = 3000
RUNS = 3


def iterations_per_second(position: str) -> float:
    """The best rate of `RUNS` searches of `ITERATIONS` iterations from ``position``."""
    best = 0.0
    for seed in range(RUNS):
        game = Game.from_position(position)
        search = Search(game, random.Random(seed))
        started = time.perf_counter()
        search.run(iterations=ITERATIONS)
        best = max(best, search.iterations / (time.perf_counter() - started))
    return best


def seconds_per_move(position: str, iterations: int) -> float:
    """How long one search of ``iterations`` takes from ``position`` (seeded, uncapped)."""
    started = time.perf_counter()
    analyse(Game.from_position(position), iterations=iterations, seed=1)
    return time.perf_counter() - started


def main() -> int:
    in_pyodide = sys.platform == "emscripten"
    runtime = f"{'Pyodide' if in_pyodide else 'CPython'} {sys.version.split()[0]}"
    for name, position in (("opening", Game().position()), ("mid-game", MID_GAME)):
        rate = iterations_per_second(position)
        print(f"AI, {runtime}: MCTS from the {name}: {rate:,.0f} iterations/s", flush=True)
    for level in LEVELS.values():
        opening = seconds_per_move(Game().position(), level.iterations)
        middle = seconds_per_move(MID_GAME, level.iterations)
        print(
            f"AI, {runtime}: level {level.name} ({level.iterations} iterations, capped at "
            f"{level.seconds} s in the browser): {opening:.2f} s from the opening, "
            f"{middle:.2f} s from the mid-game",
            flush=True,
        )
    if in_pyodide:
        return 0
    root = Path(__file__).resolve().parent.parent
    runner = root / "tests" / "runtimes" / "run_pyodide.mjs"
    return subprocess.run(["node", str(runner), __file__], check=False).returncode


if __name__ == "__main__":
    sys.exit(main())
