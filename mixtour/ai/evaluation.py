"""A static judgement of a position for the side to move, in hundredths of a point.

What matters in Mixtour, in the order the terms below weigh it:

- **points**: each point toward the target is worth `POINT`;
- **open scoring moves**: any player may move any stack, and a move that builds five scores for
  the owner of the top piece it carries, whoever plays it. So a scoring move open for the side to
  move is a point it takes now, and one open for the opponent is a point the side to move must
  stop with its one move: easy when every such move shares a square (move that stack away),
  hard when they do not (`THREAT`, `DOUBLE_THREAT`);
- **tops of tall stacks**: the owner of a stack's top piece is who scores when it is carried onto
  another stack to make five, and a taller stack needs a shorter partner (`TOP_BY_HEIGHT`);
- **pieces**: pieces in reserve are spare moves (entries) when every move on the board is bad.
"""

from mixtour import Game, Move, opponent

# What a point is worth.
POINT = 1000
# An open scoring move for the opponent, when one move can stop every such move; when none can
# obviously (they share no square), it counts as most of a point.
THREAT = 150
DOUBLE_THREAT = 600
# Owning the top of a stack, by the stack's height.
TOP_BY_HEIGHT = (0, 3, 8, 20, 40)
# Each piece in reserve beyond the opponent's.
RESERVE = 2
# Moving next is worth a little: the side to move acts first on whatever is open.
TEMPO = 10


def threat_penalty(threats: list[Move]) -> int:
    """How much open scoring moves (``threats``) for one side hurt its opponent, who is to move."""
    if not threats:
        return 0
    first = threats[0]
    shared = {first.origin, first.target}
    for move in threats:
        shared &= {move.origin, move.target}
        if not shared:
            return DOUBLE_THREAT
    return THREAT


def evaluate(game: Game, scoring: list[Move] | None = None) -> int:
    """The position's value for the side to move, whose own open scoring moves are not counted
    as won yet (the search plays them); a game of two players still going on. ``scoring`` is
    ``game.scoring_moves()`` when the caller has it already."""
    me = game.turn
    other = opponent(me)
    value = POINT * (game.score(me) - game.score(other)) + TEMPO
    if scoring is None:
        scoring = game.scoring_moves()
    if scoring:
        scorer = game.scorer
        threats = [move for move in scoring if scorer(move) != me]
        value -= threat_penalty(threats)
        if len(threats) < len(scoring):
            value += POINT // 2
    for height, top in zip(game.heights(), game.tops(), strict=True):
        if height:
            if top == me:
                value += TOP_BY_HEIGHT[height]
            else:
                value -= TOP_BY_HEIGHT[height]
    value += RESERVE * (game.reserve(me) - game.reserve(other))
    return value
