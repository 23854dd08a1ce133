"""Baseline players of Mixtour à trois (any number of players) to measure the search against:
random, and greedy (one ply of tactics)."""

from random import Random

from mixtour import Game, Move


def random_move(game: Game, rng: Random) -> Move:
    """Any available move, uniformly."""
    return rng.choice(game.legal_moves())


def greedy_move(game: Game, rng: Random) -> Move:
    """An available move that scores for the player to move if there is one; else one that
    scores for nobody else if there is one; else any available move.

    Unlike the two-player greedy player, it does not shun moves that leave someone else a
    scoring move: with three players the next player's are unavailable already, and shunning
    the third player's too makes it passive (it scored 16% against two players without that
    look-ahead, 300 games).
    """
    moves = game.legal_moves()
    points = [move for move in game.scoring_moves(game.turn) if move in moves]
    if points:
        return rng.choice(points)
    scoring = game.scoring_moves()
    quiet = [move for move in moves if move not in scoring]
    return rng.choice(quiet or moves)
