"""The arena for any number of players: a series of seeded games, seats rotated.

A *player* is a function ``(game, rng) -> move`` given the game's adapter (in the form of the
game protocol, `search.protocol.Game`) and the game's own random source. In game ``i`` of a
series, the player named ``k``-th sits in seat ``(k + i) % players``, so over a multiple of
``players`` games every player sits in every seat equally often. Game ``i`` of a series with
seed ``s`` is seeded by ``(s, i)`` alone, so a series gives the same games in any number of
worker processes.
"""

import math
from collections.abc import Callable, Sequence
from random import Random
from typing import Any, Generic, TypeVar

from search.protocol import Game

# A game this long is stopped and counted as shared by all.
MAX_PLIES = 1000

# The game's adapter, as the arena's players receive it.
G = TypeVar("G", bound=Game[Any])


class GameRecord:
    """How one arena game went: each named player's seat and share of the result, in the order
    the players were named."""

    __slots__ = ("plies", "seats", "shares")

    def __init__(self, seats: list[int], shares: list[float], plies: int) -> None:
        self.seats = seats
        self.shares = shares
        self.plies = plies


def seats_of(players: int, index: int) -> list[int]:
    """The seat of each named player in game ``index`` of a series (rotated by one a game)."""
    return [(k + index) % players for k in range(players)]


class Arena(Generic[G]):
    """Plays games between named players: ``new_game(seed)`` makes a game at its start, and
    ``players`` maps each name to its player function."""

    def __init__(
        self, new_game: Callable[[int], G], players: dict[str, Callable[[G, Random], object]]
    ) -> None:
        self.new_game = new_game
        self.players = players

    def check(self, names: Sequence[str]) -> None:
        """Raise ValueError for a name that is no player."""
        for name in names:
            if name not in self.players:
                raise ValueError(
                    f"unknown player {name!r}: expected one of {', '.join(self.players)}"
                )

    def play_game(self, names: Sequence[str], index: int, seed: int) -> GameRecord:
        """Game ``index`` of a series between ``names`` (one per seat), seats rotated."""
        rng = Random(f"{seed}/{index}")
        game = self.new_game(rng.getrandbits(32))
        if game.players != len(names):
            raise ValueError(f"the game has {game.players} seats, not {len(names)}")
        seats = seats_of(game.players, index)
        sitting = [""] * game.players
        for name, seat in zip(names, seats, strict=True):
            sitting[seat] = name
        plies = 0
        while game.result is None and plies < MAX_PLIES:
            game.push(self.players[sitting[game.turn]](game, rng))
            plies += 1
        result = game.result
        if result is None:
            result = [1 / game.players] * game.players
        return GameRecord(seats, [result[seat] for seat in seats], plies)

    def series(self, names: Sequence[str], games: int, seed: int = 1) -> list[GameRecord]:
        """Play ``games`` games; the records come in game order."""
        self.check(names)
        return [self.play_game(names, index, seed) for index in range(games)]


def wilson_interval(score: float, games: int) -> tuple[float, float]:
    """The 95% Wilson interval of a score fraction over ``games`` games."""
    z = 1.96
    centre = (score + z * z / (2 * games)) / (1 + z * z / games)
    spread = z * math.sqrt(score * (1 - score) / games + z * z / (4 * games * games))
    spread /= 1 + z * z / games
    return max(0.0, centre - spread), min(1.0, centre + spread)


def summary(names: Sequence[str], records: list[GameRecord]) -> str:
    """One line per named player: its score (its share of the games: a win 1, a win shared by
    k players 1/k) with the 95% interval, and its outright wins."""
    games = len(records)
    lines = [f"{' vs '.join(names)}: {games} games, seats rotated"]
    for k, name in enumerate(names):
        score = sum(record.shares[k] for record in records) / games
        wins = sum(1 for record in records if record.shares[k] == 1.0)
        low, high = wilson_interval(score, games)
        lines.append(
            f"{k + 1}. {name}: score {100 * score:.1f}% "
            f"(95% interval {100 * low:.1f}-{100 * high:.1f}%), {wins} outright wins"
        )
    plies = sum(record.plies for record in records)
    lines.append(f"average plies {plies / games:.1f}")
    return "\n".join(lines)
