"""Kitty Stack Tower's guided first game (`table.guide`): small positions on the real board,
each asking the player (Red) to do one thing, checked by the engine. A legal move that does not
do what the lesson asks is taken back and `Lesson.check` says why.
"""

from kitty.game import Game
from kitty.moves import DISASSEMBLE, FLIP, PASS, PLACE, STACK, Move
from kitty.ui import diagrams, words


class Lesson:
    """One lesson: its title, what to do, its position, and the kind of move it asks for (and,
    for some, the cell it must act on)."""

    __slots__ = ("cells", "goal", "target", "task", "title")

    def __init__(
        self, title: str, task: str, cells: "dict[str, str] | None", goal: str, target: str = ""
    ) -> None:
        self.title = title
        self.task = task
        self.cells = cells  # the stacks of a position in play; None: the empty board
        self.goal = goal
        self.target = target

    def game(self) -> Game:
        """The lesson's position, Red to move."""
        if self.cells is None:
            return Game(2)
        return diagrams.example(self.cells)

    def check(self, game: Game, move: Move) -> str | None:
        """None if ``move`` (legal in ``game``) does what the lesson asks; otherwise why not."""
        if move.kind != self.goal:
            return words.LESSON_WRONG_KIND[self.goal]
        if self.target and game.board.names[move.target] != self.target:
            return words.lesson_target(game.board.names[move.target], self.target)
        return None


# Each lesson's position and the move it asks for (and, for some, the cell it acts on), in the
# order of `words.LESSONS`, which holds each lesson's title and task.
SETUPS = (
    (None, PLACE, ""),
    # Yellow's e5 and e6 can still act afterwards, so the game goes on.
    ({"c4": "rrr", "c5": "y", "e5": "yy", "e6": "y"}, STACK, "c5"),
    ({"c4": "rrr", "b4": "ryyy"}, FLIP, "b4"),
    ({"c4": "rrr", "d4": "ryy"}, DISASSEMBLE, "d4"),
    ({"c4": "rr", "c5": "yy"}, PASS, ""),
)
LESSONS = tuple(
    Lesson(title, task, cells, goal, target)
    for (title, task), (cells, goal, target) in zip(words.LESSONS, SETUPS)  # noqa: B905
)
