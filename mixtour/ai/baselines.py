"""Baseline players to measure the search against: random, and greedy (one ply of tactics)."""

from random import Random

from mixtour import Game, Move, opponent


def random_move(game: Game, rng: Random) -> Move:
    """Any legal move, uniformly."""
    return rng.choice(game.legal_moves())


def hands_over_a_point(game: Game, move: Move) -> bool:
    """Whether ``move`` scores for the opponent, or lets the opponent score with the reply."""
    other = opponent(game.turn)
    points = game.score(other)
    game.push(move)
    try:
        return game.score(other) > points or bool(game.scoring_moves(other))
    finally:
        game.pop()


def greedy_move(game: Game, rng: Random) -> Move:
    """A move that scores for the side to move if there is one; else one that hands the
    opponent no point if there is one; else any move."""
    points = game.scoring_moves(game.turn)
    if points:
        return rng.choice(points)
    moves = game.legal_moves()
    safe = [move for move in moves if not hands_over_a_point(game, move)]
    return rng.choice(safe or moves)
