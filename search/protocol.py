"""The game protocol: everything the search knows about a game, and all it relies on.

A game offers the search an object with these members (`Game` below states them for mypy):

``players``
    How many players take part, 2 or more. They sit in *seats* ``0 .. players - 1``; a seat is
    how the search names a player, whatever the game calls its colours.
``turn``
    The seat to move now. Turns need not go round in order: a game may hand the turn back, or
    let a player move twice.
``legal_moves()``
    The moves the player to move may make now: never empty while the game goes on, empty once it
    is over. Moves may be any values; the search only hands them back to ``push``.
``push(move)``, ``pop()``
    Play one of ``legal_moves()``, unchecked; take the last push back exactly. The search walks
    one game down and up with these, and leaves it as it found it.
``result``
    None while the game goes on; then one value per seat: 1 for a win, ``1/k`` each for a win
    (or a draw) shared by ``k`` players, 0 for a loss. The values sum to 1.
``winning_move()``
    A move that wins the game outright for the player to move now, or None. It may miss wins (a
    cheap check is enough); it must never name a move that does not win at once.
``playout(rng)``
    The game's own estimate of the position: play on from here by a fast policy of the game's
    choosing (drawing its randomness from ``rng``), take every move back, and return one value
    per seat, in the form of ``result`` (the final ranking, or an estimate of it when the
    playout stops before the end).

A game's package wraps its rules in such an object (an *adapter*); the search itself names no
game.
"""

from collections.abc import Sequence
from random import Random
from typing import Protocol, TypeVar

# A move of the game being searched.
M = TypeVar("M")

# One value per seat: the shares of a win (see `Game.result`).
Values = Sequence[float]


class Game(Protocol[M]):
    """The members the search uses (see the module's description)."""

    players: int

    @property
    def turn(self) -> int: ...

    @property
    def result(self) -> Values | None: ...

    def legal_moves(self) -> Sequence[M]: ...

    def push(self, move: M) -> None: ...

    def pop(self) -> object: ...

    def winning_move(self) -> M | None: ...

    def playout(self, rng: Random) -> Values: ...
