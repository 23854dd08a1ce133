"""The guided first game: a game's lessons (its spec's ``lessons``), small scripted positions
on the real board, each asking the player to do one thing, checked by the engine.

Each lesson sets up a position (its ``game()``, with the moves that lead to it, so that the last
move is real) and says what to do. A move the rules forbid is refused by the table with the
engine's reason, as in any game; a legal move that does not do what the lesson asks is taken
back and the lesson's ``check`` says why. Lessons can be skipped; how far the player got is
remembered in storage (`Tutorial.text`).
"""

from table import words

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class Tutorial:
    """The guided game in progress: the lesson shown, the lessons done, and whether the
    player's move finished the lesson (then the page offers the next one)."""

    def __init__(self, lessons: "tuple[Any, ...]", done: "list[int]", index: int = 0) -> None:
        self.lessons = lessons
        self.done = [step for step in done if 0 <= step < len(lessons)]
        self.index = min(max(index, 0), len(lessons) - 1)
        self.solved = False

    @classmethod
    def from_text(cls, lessons: "tuple[Any, ...]", text: str | None) -> "Tutorial":
        """The progress kept in storage (``'0,1,2'``: the lessons done); bad text starts over."""
        done = []
        for part in (text or "").split(","):
            if part.isdigit() and len(part) < 3:
                done.append(int(part))
        tutorial = cls(lessons, done)
        tutorial.index = tutorial.first_open()
        return tutorial

    def text(self) -> str:
        return ",".join(str(step) for step in sorted(set(self.done)))

    def first_open(self) -> int:
        for index in range(len(self.lessons)):
            if index not in self.done:
                return index
        return 0

    @property
    def step(self) -> "Any":
        return self.lessons[self.index]

    def at_last(self) -> bool:
        return self.index == len(self.lessons) - 1

    def finished(self) -> bool:
        return all(index in self.done for index in range(len(self.lessons)))

    def solve(self) -> None:
        self.solved = True
        if self.index not in self.done:
            self.done.append(self.index)

    def go(self, index: int) -> None:
        self.index = min(max(index, 0), len(self.lessons) - 1)
        self.solved = False

    def heading(self) -> str:
        return words.tutor_heading(self.index + 1, len(self.lessons), self.step.title)
