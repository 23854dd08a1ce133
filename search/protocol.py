"""What the searches know of a game, and of the evaluator that values its positions.

**The game.** A game's AI wraps its rules in an object with these members (an *adapter*;
`Game` states them for mypy), and the searches know the game only through it:

``players``
    How many players take part, 2 or more. They sit in *seats* ``0 .. players - 1``; a seat is
    how the search names a player, whatever the game calls its colours.
``turn``
    The seat to move now. Turns need not go round in order: a game may hand the turn back, or
    let a player move twice.
``legal_moves()``
    The moves the player to move may make now, as a new list the search may reorder: never
    empty while the game goes on, empty once it is over. Moves may be any values; the search
    only hands them back to ``push``.
``push(move)``, ``pop()``
    Play one of ``legal_moves()``, unchecked; take the last push back exactly. A search walks
    one game down and up with these, and leaves it as it found it.
``result``
    None while the game goes on; then one value per seat: 1 for a win, ``1/k`` each for a win
    (or a draw) shared by ``k`` players, 0 for a loss. The values sum to 1.
``winning_move()``
    A move that wins the game outright for the player to move now, or None. It may miss wins (a
    cheap check is enough); it must never name a move that does not win at once.

**The evaluator** is apart from the game, as in OpenSpiel: the same game can be searched with
playouts or with a static judgement, and the search never knows which policy or which terms.

- `Evaluator`, for the playout search (`search.mcts`): ``evaluate(game, rng)`` values a leaf
  (play on by the game's own fast policy, take every move back, return one value per seat in
  the form of ``result``); ``prior(game, moves, rng)`` may give the order in which a new node
  tries its moves.
- `Judge`, for the reading search (`search.reading`, two players): ``judge(game)`` judges a
  position just reached: the chance of the player to move, and what the reading search reads
  out (the *threat hooks*): `WINS_AT_ONCE` when the player to move can win with one move (the
  move that led here is lost, proven), `THREAT` when the other player could win with one move
  were it its turn (the search reads the defences), `QUIET` otherwise.

**Hidden information** (see docs/ai.md): a game whose player to move does not see everything
adds one member, ``redeal(rng)``: deal again, in place, what that player cannot see, at random
among what is possible; `search.ismcts` searches such a game, one deal per simulation.
"""

from collections.abc import Sequence
from random import Random
from typing import Any, Protocol, TypeVar

# A move of the game being searched.
M = TypeVar("M")
# The adapter an evaluator is written for.
G_contra = TypeVar("G_contra", contravariant=True)

# One value per seat: the shares of a win (see `Game.result`).
Values = Sequence[float]

# What `Judge.judge` reads in a position: nothing to read out; the player who just moved (the
# player not to move, in a game of two) threatens to win with its next move; the player to
# move wins with one move.
QUIET = 0
THREAT = 1
WINS_AT_ONCE = 2


class Game(Protocol[M]):
    """The members the searches use (see the module's description)."""

    players: int

    @property
    def turn(self) -> int: ...

    @property
    def result(self) -> Values | None: ...

    def legal_moves(self) -> list[M]: ...

    def push(self, move: M) -> None: ...

    def pop(self) -> object: ...

    def winning_move(self) -> M | None: ...


class Evaluator(Protocol[G_contra]):
    """How the playout search values a leaf of its tree, and orders a new node's moves."""

    def evaluate(self, game: G_contra, rng: Random) -> Values:
        """The position's value for each seat, in the form of `Game.result` (an estimate while
        the game goes on); ``game`` is left exactly as it was."""
        ...

    def prior(self, game: G_contra, moves: list[Any], rng: Random) -> list[Any] | None:
        """``moves`` (the legal moves of a new node, none winning at once) in the order to try
        them, the first to try *last*; or None to try them in random order. Only an evaluator
        that knows better says anything: subclass `Evaluator` and this default says None."""
        return None


class Judge(Protocol[G_contra]):
    """How the reading search judges a position of a game of two players still going on."""

    def judge(self, game: G_contra) -> tuple[float, int]:
        """The chance that the player to move wins (0 to 1, a draw counting half), and what the
        position holds: `QUIET`, `THREAT` or `WINS_AT_ONCE` (then the chance is not read)."""
        ...
