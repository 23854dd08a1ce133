"""Baseline players to measure the search against: random, greedy (one ply of tactics), and the
simplest evaluation for the alpha-beta sparring partner (`simple_evaluation`)."""

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


# The simplest judgement of a position: a point; an open scoring move (each counted alone); the
# top of a stack of three or four, which scores when it is carried onto a partner.
SIMPLE_POINT = 1000
SIMPLE_SCORING_MOVE = 100
SIMPLE_TALL_TOP = 20


def simple_evaluation(game: Game) -> int:
    """The position's value for the side to move, in hundredths of a point, from the fewest
    terms that say something: points, open scoring moves and the tops of tall stacks. A
    sparring partner that judges with it (``simple:N`` in the arena) checks that the reading
    search's gains do not come from knowing `mixtour.ai.evaluation`'s blind spots."""
    me = game.turn
    value = SIMPLE_POINT * (game.score(me) - game.score(opponent(me)))
    scorer = game.scorer
    for move in game.scoring_moves():
        value += SIMPLE_SCORING_MOVE if scorer(move) == me else -SIMPLE_SCORING_MOVE
    for height, top in zip(game.heights(), game.tops(), strict=True):
        if height >= 3:
            value += SIMPLE_TALL_TOP if top == me else -SIMPLE_TALL_TOP
    return value
