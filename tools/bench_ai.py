"""Benchmark the AI: iterations per second of both searches (playouts, reading) from the opening
and from a mid-game position, each level's seconds per move (Mixtour's, and the stronger Kitty
levels' with the Objective Cards), each level's strength against the alpha-beta sparring
partner, and Kitty Stack Tower's `strong` against greedy players.

Under CPython (``PYTHONPATH=. python tools/bench_ai.py``, as `make bench` runs it) it measures, then
runs itself again under Pyodide in Node (``node tests/runtimes/run_pyodide.mjs tools/bench_ai.py``),
the worker's runtime. Each speed figure is the best of a few seeded searches of a fixed number of
iterations, so background load on the machine lowers it less. The strength table (CPython only)
plays `STRENGTH_GAMES` seeded arena games of each level against ``alphabeta`` (depth 4), colours
alternated, on iteration budgets, so it gives the same figures on any machine; it takes several
minutes, and setting the environment variable ``MIXTOUR_BENCH_NO_STRENGTH=1`` skips it. Its Kitty
rows play `KITTY_STRENGTH_GAMES` seeded games of `strong` against one, two and three `greedy`
players (with the Objective Cards for three and four, as the game is played), seats rotated.
"""

import os
import subprocess
import sys
import time
from pathlib import Path
from random import Random

from kitty import Game as KittyGame
from kitty.ai.arena import arena as kitty_arena
from kitty.ai.baselines import greedy_move
from kitty.ai.player import PLAYER as KITTY_PLAYER
from mixtour import Game
from mixtour.ai import LEVELS
from mixtour.ai.arena import run_arena
from mixtour.ai.player import PLAYER, level_move
from search.arena import GameRecord, wilson_interval
from search.levels import PLAYOUTS, READING, Level

# A mid-game position: 24 plies of greedy play, reserves half spent, 36 legal moves, unsolved.
MID_GAME = "b1=w,d1=rr,e1=w,b2=ww,d2=r,c3=rrw,d3=w,a4=w,c4=rw,c5=rr w 12/12 0/0 -"
ITERATIONS = 3000
RUNS = 3
# The reading search's budgets (opened nodes) timed for the table that maps nodes to seconds.
NODE_COUNTS = (1000, 3000, 6000, 9000)
STRENGTH_GAMES = 40
SPARRING_PARTNER = "alphabeta"
# The series of the strength table: every level against `SPARRING_PARTNER`, then the deeper ones.
STRENGTH_SERIES = [(name, SPARRING_PARTNER) for name in LEVELS] + [
    ("strong", "alphabeta:5"),
    ("strong", "simple:5"),
    ("expert", "alphabeta:6"),
]
# The arena's worker processes: the machine's two cores.
STRENGTH_WORKERS = 2
# Kitty's rows: games of `strong` against 1, 2 and 3 greedy players.
KITTY_STRENGTH_GAMES = 40
# Kitty's mid-game, for the seconds of a move: this many moves of greedy play from a setup.
KITTY_MID_PLIES = 24


def iterations_per_second(position: str, kind: str) -> float:
    """The best rate of `RUNS` searches of `ITERATIONS` iterations from ``position``, by the
    search of that kind (`PLAYOUTS` or `READING`)."""
    best = 0.0
    for seed in range(RUNS):
        search = PLAYER.search(Game.from_position(position), kind, Random(seed))
        started = time.perf_counter()
        search.run(iterations=ITERATIONS)
        best = max(best, search.iterations / (time.perf_counter() - started))
    return best


def seconds_per_move(position: str, level: Level) -> float:
    """How long ``level``'s move takes from ``position`` (seeded, uncapped)."""
    started = time.perf_counter()
    level_move(Game.from_position(position), level, seed=1)
    return time.perf_counter() - started


def first_seat_tally(records: list[GameRecord], shared: str) -> str:
    """The first named player's wins, results ``shared`` (drawn, or shared by several) and
    losses, and its score with its 95% Wilson interval."""
    wins = sum(1 for record in records if record.shares[0] == 1.0)
    losses = sum(1 for record in records if record.shares[0] == 0.0)
    score = sum(record.shares[0] for record in records) / len(records)
    low, high = wilson_interval(score, len(records))
    return (
        f"{wins} won, {len(records) - wins - losses} {shared}, {losses} lost; score "
        f"{100 * score:.1f}% (95% interval {100 * low:.1f}-{100 * high:.1f}%)"
    )


def node_table(runtime: str) -> None:
    """Print how long the reading search takes to open each of `NODE_COUNTS` nodes, from the
    opening and from the mid-game (one seeded search each): what a level's node cap costs."""
    for nodes in NODE_COUNTS:
        spent = []
        for position in (Game().position(), MID_GAME):
            search = PLAYER.search(Game.from_position(position), READING, Random(1))
            started = time.perf_counter()
            search.run(iterations=nodes)
            spent.append(time.perf_counter() - started)
        print(
            f"AI, {runtime}: reading search, {nodes} nodes: {spent[0]:.2f} s from the opening, "
            f"{spent[1]:.2f} s from the mid-game",
            flush=True,
        )


def kitty_card_games(players: int) -> list[KittyGame]:
    """Two games of Kitty Stack Tower of ``players`` with the Objective Cards: a random setup,
    and the same after `KITTY_MID_PLIES` moves of greedy play."""
    start = KittyGame(players, seed=players)
    middle = KittyGame(players, seed=players)
    rng = Random(players)
    while middle.plies < KITTY_MID_PLIES:
        middle.push(greedy_move(middle, rng))
    return [start, middle]


def kitty_seconds_table(runtime: str) -> None:
    """Print how long the stronger levels' move takes in Kitty with the Objective Cards (seeded,
    on the level's iterations, uncapped): from a random setup and from the mid-game."""
    for players in (3, 4):
        games = kitty_card_games(players)
        levels = KITTY_PLAYER.levels(games[0])
        for level in (levels["strong"], levels["expert"]):
            spent = []
            for game in games:
                started = time.perf_counter()
                KITTY_PLAYER.level_move(game, level, seed=1)
                spent.append(time.perf_counter() - started)
            print(
                f"AI, {runtime}: Kitty of {players} with cards, level {level.name} "
                f"({level.search}, {level.iterations} iterations, capped at {level.seconds} s "
                f"in the browser): {spent[0]:.2f} s from a random setup, {spent[1]:.2f} s "
                f"from the mid-game",
                flush=True,
            )


def strength_table() -> None:
    """Print the score of each series of `STRENGTH_SERIES` with its 95% Wilson interval."""
    print(f"AI strength: {STRENGTH_GAMES} games a series (seed 1), colours alternated")
    for name, partner in STRENGTH_SERIES:
        records = run_arena(name, partner, STRENGTH_GAMES, seed=1, workers=STRENGTH_WORKERS)
        tally = first_seat_tally(records, "drawn")
        print(f"AI strength: {name} vs {partner}: {tally}", flush=True)


def kitty_strength_table() -> None:
    """Print Kitty's `strong` score against greedy players, 2 to 4 players, with its 95% Wilson
    interval (an equal share would be a half, a third, a quarter)."""
    for players in (2, 3, 4):
        names = ["strong"] + ["greedy"] * (players - 1)
        records = kitty_arena(players).series(
            names, KITTY_STRENGTH_GAMES, seed=1, workers=STRENGTH_WORKERS
        )
        cards = " (Objective Cards)" if players > 2 else ""
        tally = first_seat_tally(records, "shared")
        print(
            f"AI strength: Kitty, {' vs '.join(names)}{cards}, {len(records)} games (seed 1): "
            f"{tally}",
            flush=True,
        )


def main() -> int:
    in_pyodide = sys.platform == "emscripten"
    runtime = f"{'Pyodide' if in_pyodide else 'CPython'} {sys.version.split()[0]}"
    for kind, search in ((PLAYOUTS, "playout search"), (READING, "reading search")):
        for name, position in (("opening", Game().position()), ("mid-game", MID_GAME)):
            rate = iterations_per_second(position, kind)
            print(f"AI, {runtime}: {search} from the {name}: {rate:,.0f} iterations/s", flush=True)
    for level in LEVELS.values():
        opening = seconds_per_move(Game().position(), level)
        middle = seconds_per_move(MID_GAME, level)
        print(
            f"AI, {runtime}: level {level.name} ({level.search}, {level.iterations} iterations, "
            f"capped at {level.seconds} s in the browser): {opening:.2f} s from the opening, "
            f"{middle:.2f} s from the mid-game",
            flush=True,
        )
    node_table(runtime)
    kitty_seconds_table(runtime)
    if in_pyodide:
        return 0
    root = Path(__file__).resolve().parent.parent
    runner = root / "tests" / "runtimes" / "run_pyodide.mjs"
    returncode = subprocess.run(["node", str(runner), __file__], check=False).returncode
    if os.environ.get("MIXTOUR_BENCH_NO_STRENGTH"):
        print("AI strength: skipped (MIXTOUR_BENCH_NO_STRENGTH is set)")
    else:
        strength_table()
        kitty_strength_table()
    return returncode


if __name__ == "__main__":
    sys.exit(main())
