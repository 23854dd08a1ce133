"""The arena, for every game and any number of players: a series of seeded games, seats rotated.

A *player* is a function ``(game, rng) -> move`` given the game's adapter (in the form of the
game protocol, `search.protocol.Game`) and the game's own random source; an arena finds each
player by its name (``player(name)``, which raises ValueError for a name it does not know). In
game ``i`` of a series, the player named ``k``-th sits in seat ``(k + i) % players``: with two,
the colours alternate; over a multiple of ``players`` games every player sits in every seat
equally often. Game ``i`` of a series with seed ``s`` is seeded by ``(s, i)`` alone, so a series
gives the same games in any number of worker processes.
"""

import math
import time
from collections.abc import Callable, Sequence
from random import Random
from typing import Any, Generic, TypeVar

from search.protocol import Game

# A game this long is stopped and counted as shared by all.
MAX_PLIES = 1000

# The game's adapter, as the arena's players receive it.
G = TypeVar("G", bound=Game[Any])


class GameRecord:
    """How one arena game went, each list in the order the players were named: each player's
    seat, share of the result (a win 1, a win shared by k players 1/k, a loss 0), moves made
    and seconds spent; and the plies played."""

    __slots__ = ("moves", "plies", "seats", "seconds", "shares")

    def __init__(
        self,
        seats: list[int],
        shares: list[float],
        plies: int,
        moves: list[int],
        seconds: list[float],
    ) -> None:
        self.seats = seats
        self.shares = shares
        self.plies = plies
        self.moves = moves
        self.seconds = seconds


def seats_of(players: int, index: int) -> list[int]:
    """The seat of each named player in game ``index`` of a series (rotated by one a game)."""
    return [(k + index) % players for k in range(players)]


class Arena(Generic[G]):
    """Plays games between named players: ``new_game(rng)`` makes a game at its start (a game
    with a random setup draws it from ``rng``), and ``player(name)`` gives the player called
    ``name``."""

    def __init__(
        self,
        new_game: Callable[[Random], G],
        player: Callable[[str], Callable[[G, Random], object]],
    ) -> None:
        self.new_game = new_game
        self.player = player

    def check(self, names: Sequence[str]) -> None:
        """Raise ValueError for a name that is no player."""
        for name in names:
            self.player(name)

    def play_game(self, names: Sequence[str], index: int, seed: int) -> GameRecord:
        """Game ``index`` of a series between ``names`` (one per seat), seats rotated."""
        rng = Random(f"{seed}/{index}")
        game = self.new_game(rng)
        if game.players != len(names):
            raise ValueError(f"the game has {game.players} seats, not {len(names)}")
        seats = seats_of(game.players, index)
        sitting = [0] * game.players
        for k, seat in enumerate(seats):
            sitting[seat] = k
        players = [self.player(name) for name in names]
        moves = [0] * len(names)
        seconds = [0.0] * len(names)
        plies = 0
        while game.result is None and plies < MAX_PLIES:
            k = sitting[game.turn]
            started = time.perf_counter()
            move = players[k](game, rng)
            seconds[k] += time.perf_counter() - started
            moves[k] += 1
            game.push(move)
            plies += 1
        result = game.result
        if result is None:
            result = [1 / game.players] * game.players
        return GameRecord(seats, [result[seat] for seat in seats], plies, moves, seconds)

    def series(
        self,
        names: Sequence[str],
        games: int,
        seed: int = 1,
        workers: int = 1,
        on_record: Callable[[GameRecord], object] | None = None,
    ) -> list[GameRecord]:
        """Play ``games`` games in ``workers`` processes, handing each record to ``on_record``
        as its game ends; the records come in game order."""
        self.check(names)
        if workers <= 1:
            played = (self.play_game(names, index, seed) for index in range(games))
            return [_handed(record, on_record) for record in played]
        import multiprocessing  # noqa: PLC0415 - the browser's Python never gets here

        global _series  # noqa: PLW0603 - handed to the forked processes
        _series = (self, list(names), seed)
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            return [
                _handed(record, on_record) for record in pool.imap(_play, range(games), chunksize=1)
            ]


# The series the worker processes play games of (set before they fork).
_series: tuple[Arena[Any], list[str], int] | None = None


def _handed(record: GameRecord, on_record: Callable[[GameRecord], object] | None) -> GameRecord:
    if on_record is not None:
        on_record(record)
    return record


def _play(index: int) -> GameRecord:
    assert _series is not None
    arena, names, seed = _series
    return arena.play_game(names, index, seed)


def wilson_interval(score: float, games: int) -> tuple[float, float]:
    """The 95% Wilson interval of a score fraction over ``games`` games."""
    z = 1.96
    centre = (score + z * z / (2 * games)) / (1 + z * z / games)
    spread = z * math.sqrt(score * (1 - score) / games + z * z / (4 * games * games))
    spread /= 1 + z * z / games
    return max(0.0, centre - spread), min(1.0, centre + spread)


def summary(names: Sequence[str], records: list[GameRecord], seconds: float) -> str:
    """The lines an arena command prints for a series that took ``seconds``: per named player
    its score (its share of the games: a win 1, a win shared by k players 1/k, so a draw of two
    counts half) with the 95% interval, its outright wins, shared results and losses, and its
    seconds a move; then the plies a game and moves a second."""
    games = len(records)
    lines = [f"{' vs '.join(names)}: {games} games, seats rotated"]
    for k, name in enumerate(names):
        score = sum(record.shares[k] for record in records) / games
        wins = sum(1 for record in records if record.shares[k] == 1.0)
        losses = sum(1 for record in records if record.shares[k] == 0.0)
        moves = sum(record.moves[k] for record in records)
        spent = sum(record.seconds[k] for record in records)
        low, high = wilson_interval(score, games)
        lines.append(
            f"{k + 1}. {name}: {wins} wins, {games - wins - losses} shared, {losses} losses; "
            f"score {100 * score:.1f}% (95% interval {100 * low:.1f}-{100 * high:.1f}%); "
            f"{spent / max(moves, 1):.3f} s/move"
        )
    plies = sum(record.plies for record in records)
    lines.append(f"average plies {plies / games:.1f}; {plies / seconds:.1f} moves/s overall")
    return "\n".join(lines)
