"""Benchmark the AI: MCTS iterations per second from the opening and from a mid-game position.

Runs unchanged under CPython (``python -m tools.bench_ai``) and Pyodide in Node
(``node tests/runtimes/run_pyodide.mjs tools/bench_ai.py``); `make bench` runs both. Each figure is
the best of a few seeded searches of a fixed number of iterations, so background load on the
machine lowers it less.
"""

import random
import sys
import time

from mixtour import Game
from mixtour.ai.mcts import Search

# A mid-game position: 24 plies of greedy play (seed 0), reserves half spent, 40 legal moves.
MID_GAME = "d1=rww,e1=w,a2=w,b2=r,e2=rrw,b3=w,c3=w,e3=w,a4=rrw,e5=rw w 10/13 0/0 -"
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


def main() -> None:
    runtime = f"{sys.implementation.name} {sys.version.split()[0]}"
    for name, position in (("opening", Game().position()), ("mid-game", MID_GAME)):
        rate = iterations_per_second(position)
        print(f"AI {runtime}: MCTS {name}: {rate:,.0f} iterations/s")


if __name__ == "__main__":
    main()
