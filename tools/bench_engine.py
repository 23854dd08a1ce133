"""Benchmark the rules engine: random playouts per second and perft(4), beside a naive engine.

A random playout plays uniformly random moves from `legal_moves()` with `push` until the game
ends, then `pop`s back to the start. The same playouts and perft run on `tests/reference.py`, a
deliberately simple engine on nested lists (it copies instead of undoing), and the ratio is
printed. Under CPython (`make bench`) it then runs itself under Pyodide in Node, the AI worker's
runtime, where it measures the fast engine only. Playouts of Mixtour à trois (three players,
where every move is also judged by the next-player rule) are measured too.
"""

import importlib.util
import random
import subprocess
import sys
import time
from pathlib import Path

from mixtour import Game, perft

ROOT = Path(__file__).resolve().parent.parent
SECONDS = 3.0


def playouts_per_second(seconds: float, players: int = 2) -> tuple[float, float]:
    """Random playouts from the start per second with the fast engine, and average plies."""
    rng = random.Random(1)
    game = Game(players=players)
    playouts = plies = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        depth = 0
        moves = game.legal_moves()
        while moves:
            game.push(moves[int(rng.random() * len(moves))])
            depth += 1
            moves = game.legal_moves()
        for _ in range(depth):
            game.pop()
        playouts += 1
        plies += depth
    return playouts / (time.perf_counter() - started), plies / playouts


def perft_seconds(depth: int) -> float:
    started = time.perf_counter()
    count = perft(Game(), depth)
    assert count == 330_384, count
    return time.perf_counter() - started


def reference_figures(seconds: float) -> tuple[float, float]:
    """Random playouts per second and perft(4) seconds of the naive reference engine."""
    # Test code, loaded by path: it is needed only for this comparison.
    spec = importlib.util.spec_from_file_location("reference", ROOT / "tests" / "reference.py")
    assert spec is not None and spec.loader is not None
    reference = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(reference)

    rng = random.Random(1)
    playouts = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        game = reference.ReferenceGame()
        moves = game.legal_moves()
        while moves:
            game.play(moves[int(rng.random() * len(moves))])
            moves = game.legal_moves()
        playouts += 1
    rate = playouts / (time.perf_counter() - started)
    started = time.perf_counter()
    assert reference.perft(reference.ReferenceGame(), 4) == 330_384
    return rate, time.perf_counter() - started


def main() -> int:
    in_pyodide = sys.platform == "emscripten"
    runtime = f"{'Pyodide' if in_pyodide else 'CPython'} {sys.version.split()[0]}"
    rate, plies = playouts_per_second(SECONDS)
    seconds = perft_seconds(4)
    print(f"engine, {runtime}: {rate:,.0f} random playouts/s (avg {plies:.1f} plies)", flush=True)
    print(f"engine, {runtime}: perft(4) = 330,384 in {seconds:.3f} s", flush=True)
    rate, plies = playouts_per_second(SECONDS, players=3)
    print(
        f"engine, {runtime}, three players: {rate:,.0f} random playouts/s (avg {plies:.1f} plies)",
        flush=True,
    )
    if in_pyodide:
        return 0
    naive_rate, naive_seconds = reference_figures(SECONDS)
    print(
        f"engine, naive nested-list reference (tests/reference.py), {runtime}: "
        f"{naive_rate:,.0f} random playouts/s, perft(4) in {naive_seconds:.1f} s; "
        f"the engine is {rate / naive_rate:.0f}x / {naive_seconds / seconds:.0f}x faster",
        flush=True,
    )
    runner = ROOT / "tests" / "runtimes" / "run_pyodide.mjs"
    return subprocess.run(["node", str(runner), __file__], check=False).returncode


if __name__ == "__main__":
    sys.exit(main())
