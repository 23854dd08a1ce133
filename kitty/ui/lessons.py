"""Kitty Stack Tower's guided first game (`table.tutorial`): small positions on the real board,
each asking the player (Red) to do one thing, checked by the engine. A legal move that does not
do what the lesson asks is taken back and `Lesson.check` says why.
"""

from kitty.game import Game
from kitty.moves import DISASSEMBLE, FLIP, PASS, PLACE, STACK, Move
from kitty.ui import diagrams


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
            return WRONG_KIND[self.goal]
        if self.target and game.board.names[move.target] != self.target:
            return (
                f"That acts on {game.board.names[move.target]}; this step asks for {self.target}."
            )
        return None


WRONG_KIND = {
    PLACE: "This step is about placing a piece: tap an empty cell.",
    STACK: "That was not a stack: move your stack whole onto a stack beside it (S).",
    FLIP: "That was not a flip: jump your stack over the taller stack beside it (F).",
    DISASSEMBLE: "That was not a disassembly: take from the stack marked D.",
    PASS: "This step asks you to pass: press Pass.",
}

LESSONS = (
    Lesson(
        "Place your pieces",
        "First every piece is placed, one at a time, Red first. Tap an empty cell to place one"
        " of your pieces.",
        None,
        PLACE,
    ),
    Lesson(
        "Stack onto a stack",
        "You own a stack when its top piece is yours. Pick your stack on c4 (3 high), then tap"
        " c5, marked S: a stack may go whole onto a stack beside it that is no higher.",
        # Yellow's e5 and e6 can still act afterwards, so the game goes on.
        {"c4": "rrr", "c5": "y", "e5": "yy", "e6": "y"},
        STACK,
        "c5",
    ),
    Lesson(
        "Flip a taller stack",
        "A stack at least 2 high may jump over a stack beside it that is at least as high, onto"
        " the empty cell beyond: the jumped stack turns upside down. Pick c4 and flip b4 (F):"
        " its bottom piece, yours, comes on top.",
        {"c4": "rrr", "b4": "ryyy"},
        FLIP,
        "b4",
    ),
    Lesson(
        "Disassemble",
        "Beside a stack you do not own that holds a piece of yours, you may take everything"
        " above your highest piece there, when your pieces in your stack outnumber the others'"
        " in it. Pick c4 and disassemble d4 (D).",
        {"c4": "rrr", "d4": "ryy"},
        DISASSEMBLE,
        "d4",
    ),
    Lesson(
        "Pass, and the end",
        "You may always pass. When every player passes in one round, the game ends: each"
        " scores the pieces in the stacks they own. Press Pass.",
        {"c4": "rr", "c5": "yy"},
        PASS,
    ),
)
