"""Playouts of the two-player game: the cheap knowledge that turns a leaf of the playout search
(`search.mcts`) into a value, and the order in which a new node tries its moves.

A playout plays on from a position with a fast, tactically aware policy: it takes a move that
scores for the side to move whenever there is one, and never plays a move that scores for the
opponent when another move exists. These two rules are what random play lacks most in Mixtour:
a random player hands the opponent 5-stacks it could have taken itself, and its games end
after ~38 plies on a blunder; with the rules, playouts look like play and end in ~22 plies.

Playouts stop at a ply limit so that long games (a target above 1, or loops) cost a bounded
time; a stopped playout is valued by the score so far, since points are what wins.

A new node tries the moves that score for its player to move first and those that score for the
opponent last (`Playouts.prior`).
"""

from random import Random

from mixtour import Game, Move
from mixtour.ai.seats import MixtourSeats
from search.protocol import Evaluator

# How often a playout redraws a random move that would score for the opponent.
REDRAWS = 4
# Playouts stop after this many plies and are valued by the score: long enough for most games
# at target 1 to end (they average ~22 plies), short enough to bound a slow one.
PLAYOUT_LIMIT = 40


class Playouts(Evaluator[MixtourSeats]):
    """The playout search's evaluator for two players (`search.protocol.Evaluator`)."""

    def evaluate(self, game: MixtourSeats, rng: Random) -> tuple[float, float]:
        """White's and Red's values after a playout of at most `PLAYOUT_LIMIT` plies."""
        white = playout(game.game, rng, PLAYOUT_LIMIT)
        return white, 1.0 - white

    def prior(self, game: MixtourSeats, moves: list[Move], rng: Random) -> list[Move] | None:
        """With scoring moves on the board: the moves in random order, except that those
        scoring for the player to move come first (they are tried from the end) and those
        scoring for the opponent last. Without: None, and the search draws a move at a time as
        children are added (most nodes get few, so shuffling all their moves up front would
        mostly be wasted)."""
        engine = game.game
        scoring = engine.scoring_moves()
        if not scoring:
            return None
        points = engine.scoring_moves(engine.turn)
        rng.shuffle(moves)
        gifts = [move for move in scoring if move not in points]
        quiet = [move for move in moves if move not in scoring]
        return gifts + quiet + points


def value_for_white(game: Game) -> float:
    """White's share of the game: 1 for a win, 0 for a loss, 0.5 for a draw; in between,
    for a game still going on, by the points each side has toward the target."""
    result = game.result
    if result is not None:
        return 1.0 if result == "white" else 0.0 if result == "red" else 0.5
    lead = game.score("white") - game.score("red")
    return 0.5 + 0.5 * lead / game.target


def playout(game: Game, rng: Random, limit: int) -> float:
    """Play at most ``limit`` plies with the policy, return White's value, and undo them all."""
    push = game.push
    legal_moves = game.legal_moves
    scoring_moves = game.scoring_moves
    random = rng.random
    plies = 0
    while plies < limit:
        scoring = scoring_moves()
        if scoring:
            points = scoring_moves(game.turn)
            if points:
                push(points[0])
                plies += 1
                continue
        moves = legal_moves()
        if not moves:
            break  # the game is over
        count = len(moves)
        move = moves[int(random() * count)]
        if scoring and len(scoring) < count:
            # Every scoring move scores for the opponent here: draw again, a few times.
            redraws = REDRAWS
            while move in scoring and redraws:
                move = moves[int(random() * count)]
                redraws -= 1
        push(move)
        plies += 1
    value = value_for_white(game)
    pop = game.pop
    for _ in range(plies):
        pop()
    return value
