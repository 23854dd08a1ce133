"""Playouts of Mixtour à trois (`search.protocol.Evaluator`), for the max-n playout search.

Playouts follow the two-player policy (`mixtour.ai.playout`): a point for the player to move is
taken at once, a move scoring for someone else is drawn again. With three players, most of the
cost of `Game.legal_moves()` is the next-player rule's check of every move; a playout draws its
move from the legal moves without that check and checks only the move it drew, which is exact: a
move that fails is drawn again, and only when every draw fails are the available moves listed.
A playout stops after `PLAYOUT_LIMIT` plies, valued by the scores.
"""

from collections.abc import Callable
from random import Random

from mixtour import PASS, Game, Move
from mixtour.ai.seats import MixtourSeats
from search.protocol import Evaluator

# Playouts stop after this many plies and are valued by the scores: a playout costs most of a
# simulation, and games under the policy last ~70 plies, so only the sharpest lines end in one.
PLAYOUT_LIMIT = 24
# How often a playout redraws a move that scores for someone else.
REDRAWS = 4
# How often it draws at most before listing the available moves (which costs as much as ~40
# draws: every move is checked).
DRAWS = 16


def values(game: MixtourSeats) -> tuple[float, ...]:
    """Each seat's share: the result once the game is over, else a share by the points scored
    so far (equal shares while nobody has scored)."""
    result = game.result
    if result is not None:
        return result
    engine = game.game
    scores = [engine.score(colour) for colour in engine.colours]
    total = sum(scores) + game.players
    return tuple((1 + score) / total for score in scores)


class TroisPlayouts(Evaluator[MixtourSeats]):
    """The playout search's evaluator for three players."""

    def evaluate(self, game: MixtourSeats, rng: Random) -> tuple[float, ...]:
        """Play at most `PLAYOUT_LIMIT` plies by the policy, return `values`, undo them all."""
        engine = game.game
        push = engine.push
        scoring_moves = engine.scoring_moves
        is_legal = engine.is_legal
        random = rng.random
        plies = 0
        while plies < PLAYOUT_LIMIT and engine.result is None:
            move = None
            for point in scoring_moves(engine.turn):
                if is_legal(point):
                    move = point
                    break
            if move is None:
                move = _drawn_move(engine, random)
            push(move)
            plies += 1
        value = values(game)
        pop = engine.pop
        for _ in range(plies):
            pop()
        return value


def _drawn_move(game: Game, random: Callable[[], float]) -> Move:
    """A random available move, preferring one that scores for nobody else."""
    moves = game.legal_moves(False)
    if moves[0] is PASS:  # nothing is legal at all
        return PASS
    scoring = game.scoring_moves()
    gift = None
    for draw in range(DRAWS):
        move = moves[int(random() * len(moves))]
        if game.is_legal(move):
            if move not in scoring:
                return move
            gift = move
        if gift is not None and draw >= REDRAWS:
            return gift
    available = game.legal_moves()
    quiet = [move for move in available if move not in scoring]
    moves = quiet or available
    return moves[int(random() * len(moves))]
