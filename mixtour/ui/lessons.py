"""Mixtour's guided first game (`table.guide`): small scripted positions on the real board,
each asking the player to do one thing, checked by the engine.

Each `Step` sets up a position (position text, then the moves that lead to it, so that the last
move and the take-back ban are real) and says what to do. A legal move that does not do what the
step asks is taken back and `Step.check` says why, in the engine's terms (the height it reached,
who it made score, which threat is left).

A step's ``goal`` is one of: ``enter``; ``height N`` (move onto an N-high stack); ``target SQ``
(any move arriving on SQ); ``take SQ N`` (exactly N pieces from SQ); ``play MOVE``; ``score``
(a move that scores for the mover); ``stop`` (afterwards the opponent has no scoring move).
"""

from mixtour import Game, Move, opponent, parse_square
from mixtour.ui import words


class Step:
    """One lesson: its title, what to do, the position, and what the move must achieve."""

    __slots__ = ("before", "goal", "setup", "task", "title")

    def __init__(self, title: str, task: str, setup: str, goal: str, before: str = "") -> None:
        self.title = title
        self.task = task
        self.setup = setup
        self.goal = goal
        self.before = before  # moves played from ``setup`` before the step starts

    def game(self) -> Game:
        """The step's position as a game, its earlier moves played."""
        game = Game.from_position(self.setup)
        for move in self.before.split():
            game.play(move)
        return game

    def check(self, game: Game, move: Move) -> str | None:
        """None if ``move`` (legal in ``game``, which is left as it was) does what the step
        asks; otherwise why not, for the player."""
        kind, _, rest = self.goal.partition(" ")
        if kind == "enter":
            return None if move.is_entry else words.TUTOR_ENTER
        if kind == "play":
            return None if str(move) == rest else words.tutor_play(rest)
        if kind in ("score", "stop"):
            return _outcome(game, move, kind == "score")
        if move.origin is None or move.target is None:
            return words.TUTOR_MOVE_PIECES
        if kind == "height":
            reached = game.height(move.target)
            return None if reached == int(rest) else words.tutor_height(reached, int(rest))
        if kind == "target":
            return None if move.target == parse_square(rest) else words.tutor_target(rest)
        square, count = rest.split(" ")
        if move.origin != parse_square(square):
            return words.tutor_take(square, int(count))
        return None if move.count == int(count) else words.tutor_count(move.count, int(count))


def _outcome(game: Game, move: Move, score: bool) -> str | None:
    mover = game.turn
    scorer = game.scorer(move)
    if score:
        if scorer == mover:
            return None
        return words.tutor_no_score(scorer)
    if scorer is not None and scorer != mover:
        return words.tutor_no_score(scorer)
    game.push(move)
    threats = [str(threat) for threat in game.scoring_moves(opponent(mover))]
    game.pop()
    return words.tutor_threat_left(opponent(mover), threats) if threats else None


# Each step's position, goal and the moves before it, in the order of `words.LESSONS`, which
# holds each step's title and task.
SETUPS = (
    ("- w 20/20 0/0 -", "enter", ""),
    ("c3=w,d4=r w 19/19 0/0 -", "height 1", ""),
    ("a1=w,c3=rw,e5=r w 18/18 0/0 -", "height 2", ""),
    ("a1=r,b2=w,c3=ww,a3=r,e5=r,d4=w r 16/17 0/0 -", "target c3", ""),
    ("b2=rww,c3=r w 18/18 0/0 -", "take b2 2", ""),
    ("c3=wr,d4=w r 18/19 0/0 -", "play d4:2-c3", "c3-d4"),
    ("b2=wwrw,c3=w,e5=r w 16/18 0/0 -", "score", ""),
    ("a1=wrrr,a2=w,c4=w,e5=r w 17/16 0/0 -", "stop", ""),
)
STEPS = tuple(
    Step(title, task, setup, goal, before)
    for (title, task), (setup, goal, before) in zip(words.LESSONS, SETUPS)  # noqa: B905
)
