"""Kitty Stack Tower in the search protocol (`search.protocol`): the adapter, and the playouts
that value a leaf of the playout search.

`KittySeats` wraps a `kitty.Game` of 2-4 players in the protocol of `search.protocol`: seats are
the colours in turn order, and the result is the engine's own (win 1, a win shared by k players
1/k, loss 0).

A Kitty move costs the engine a look at every player's actions (to see whether the game has
ended), so long random playouts are dear, and random play says little about a game decided by
who owns the tall stacks at the end. A playout here is short: a few random actions (passing only
when nothing else is possible), then the *standing*: the result as if the game ended there.
"""

from random import Random

from kitty import Game, Move
from kitty.moves import PASS_MOVE
from search.protocol import Evaluator

# Random actions a playout plays before taking the standing.
PLAYOUT_PLIES = 4


class KittySeats:
    """A Kitty `Game` in the search's game protocol; the game itself is ``game``."""

    __slots__ = ("_seat", "game", "legal_moves", "players", "pop", "push")

    def __init__(self, game: Game) -> None:
        self.game = game
        self.players = len(game.players)
        self.legal_moves = game.legal_moves
        self.push = game.push
        self.pop = game.pop
        self._seat = {colour: seat for seat, colour in enumerate(game.players)}

    @property
    def turn(self) -> int:
        return self._seat[self.game.turn]

    @property
    def result(self) -> tuple[float, ...] | None:
        return self.game.result

    def standing(self) -> tuple[float, ...]:
        """The result if the game ended now: the leaders by score and tie-break share 1."""
        game = self.game
        scores = [game.score(colour) for colour in game.players]
        best = max(scores)
        leaders = scores.count(best)
        return tuple(1 / leaders if score == best else 0.0 for score in scores)

    def winning_move(self) -> Move | None:
        """The pass that ends the game by a round of passes while the player to move leads
        alone (every other pass was made already)."""
        game = self.game
        if game.is_over or game.phase != "play" or game.passes != self.players - 1:
            return None
        return PASS_MOVE if self.standing()[self.turn] == 1.0 else None


class KittyPlayouts(Evaluator[KittySeats]):
    """The playout search's evaluator for Kitty Stack Tower."""

    def evaluate(self, game: KittySeats, rng: Random) -> tuple[float, ...]:
        """`PLAYOUT_PLIES` random actions, then the standing (the result if the game ended on
        the way); every move is taken back."""
        engine = game.game
        plies = 0
        while plies < PLAYOUT_PLIES and not engine.is_over:
            moves = engine.legal_moves()
            # The pass is listed last: draw among the actions while there are any.
            count = len(moves) - 1 if len(moves) > 1 and moves[-1] is PASS_MOVE else len(moves)
            engine.push(moves[int(rng.random() * count)])
            plies += 1
        values = game.result or game.standing()
        for _ in range(plies):
            engine.pop()
        return values
