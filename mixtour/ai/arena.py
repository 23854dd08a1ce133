"""The arena: two players play a series of games, colours alternated, every game seeded.

A player is a level's name (searching that level's *iterations*, so results do not depend on
the machine or its load), a baseline: ``random`` or ``greedy``, or the alpha-beta sparring
partner: ``alphabeta`` (depth 4) or ``alphabeta:N`` (depth N, 1 to 6). Game ``i`` of a series with
seed ``s`` is seeded by ``(s, i)`` alone, so a series gives the same games in any number of
worker processes.
"""

import math
import time
from random import Random

from mixtour import Game, Move
from mixtour.ai.alphabeta import DEFAULT_DEPTH, alphabeta_move
from mixtour.ai.baselines import greedy_move, random_move
from mixtour.ai.levels import level_named
from mixtour.ai.player import level_move

BASELINES = {"random": random_move, "greedy": greedy_move}
ALPHABETA = "alphabeta"
# Deeper than this takes minutes a move in Python.
MAX_DEPTH = 6
# A game this long is stopped and counted as a draw; no game in the README's runs came near.
MAX_PLIES = 1000


def alphabeta_depth(name: str) -> int | None:
    """The depth of the alpha-beta player called ``name``, or None for another player; raises
    ValueError for a depth that is not a whole number from 1 to `MAX_DEPTH`."""
    if name == ALPHABETA:
        return DEFAULT_DEPTH
    prefix = ALPHABETA + ":"
    if not name.startswith(prefix):
        return None
    depth = name[len(prefix) :]
    if not depth.isdigit() or not 1 <= int(depth) <= MAX_DEPTH:
        raise ValueError(
            f"bad player {name!r}: the depth after 'alphabeta:' must be 1 to {MAX_DEPTH}"
        )
    return int(depth)


def check_player(name: str) -> None:
    """Raise ValueError unless ``name`` is a baseline, an alpha-beta player or a level."""
    if name not in BASELINES and alphabeta_depth(name) is None:
        level_named(name)


def player_move(name: str, game: Game, rng: Random) -> Move:
    """The move of the player called ``name``, drawing its randomness from ``rng``."""
    baseline = BASELINES.get(name)
    if baseline is not None:
        return baseline(game, rng)
    depth = alphabeta_depth(name)
    if depth is not None:
        return alphabeta_move(game, depth, rng)
    return level_move(game, level_named(name), rng.getrandbits(32))


class GameRecord:
    """How one arena game went, from the first-named player's side."""

    __slots__ = (
        "first_colour",
        "first_moves",
        "first_seconds",
        "plies",
        "score",
        "second_moves",
        "second_seconds",
    )

    def __init__(self, first_colour: str) -> None:
        self.first_colour = first_colour
        self.score = 0.5
        self.plies = 0
        self.first_moves = 0
        self.first_seconds = 0.0
        self.second_moves = 0
        self.second_seconds = 0.0


def play_game(first: str, second: str, index: int, target: int, seed: int) -> GameRecord:
    """Game ``index`` of a series: ``first`` has White in even games, Red in odd ones."""
    rng = Random(f"{seed}/{index}")
    game = Game(target=target)
    white_is_first = index % 2 == 0
    record = GameRecord("white" if white_is_first else "red")
    while game.result is None and record.plies < MAX_PLIES:
        first_to_move = (game.turn == "white") == white_is_first
        started = time.perf_counter()
        move = player_move(first if first_to_move else second, game, rng)
        spent = time.perf_counter() - started
        if first_to_move:
            record.first_moves += 1
            record.first_seconds += spent
        else:
            record.second_moves += 1
            record.second_seconds += spent
        game.push(move)
        record.plies += 1
    if game.result in ("white", "red"):
        record.score = 1.0 if (game.result == "white") == white_is_first else 0.0
    return record


def _play(job: tuple[str, str, int, int, int]) -> GameRecord:
    return play_game(*job)


def run_arena(
    first: str, second: str, games: int, *, target: int = 1, seed: int = 1, workers: int = 1
) -> list[GameRecord]:
    """Play ``games`` games in ``workers`` processes; the records come in game order."""
    check_player(first)
    check_player(second)
    jobs = [(first, second, index, target, seed) for index in range(games)]
    if workers <= 1:
        return [_play(job) for job in jobs]
    import multiprocessing  # noqa: PLC0415 - the browser's Python never gets here

    with multiprocessing.Pool(workers) as pool:
        return pool.map(_play, jobs, chunksize=1)


def wilson_interval(score: float, games: int) -> tuple[float, float]:
    """The 95% Wilson interval of a score fraction over ``games`` games (draws count half)."""
    z = 1.96
    centre = (score + z * z / (2 * games)) / (1 + z * z / games)
    spread = z * math.sqrt(score * (1 - score) / games + z * z / (4 * games * games))
    spread /= 1 + z * z / games
    return max(0.0, centre - spread), min(1.0, centre + spread)


def summary(first: str, second: str, records: list[GameRecord], seconds: float) -> str:
    """The lines the arena command prints for a finished series."""
    games = len(records)
    wins = sum(1 for record in records if record.score == 1.0)
    losses = sum(1 for record in records if record.score == 0.0)
    draws = games - wins - losses
    score = (wins + draws / 2) / games
    low, high = wilson_interval(score, games)
    plies = sum(record.plies for record in records)
    first_moves = sum(record.first_moves for record in records)
    second_moves = sum(record.second_moves for record in records)
    first_seconds = sum(record.first_seconds for record in records)
    second_seconds = sum(record.second_seconds for record in records)
    return "\n".join(
        (
            f"{first} vs {second}: {games} games",
            f"{first}: {wins} wins, {draws} draws, {losses} losses; "
            f"score {100 * score:.1f}% (95% interval {100 * low:.1f}-{100 * high:.1f}%)",
            f"average plies {plies / games:.1f}; {plies / seconds:.1f} moves/s overall; "
            f"{first} {first_seconds / max(first_moves, 1):.3f} s/move, "
            f"{second} {second_seconds / max(second_moves, 1):.3f} s/move",
        )
    )
