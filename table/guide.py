"""The guided first game at the table: a game's lessons (its spec's ``lessons``), small scripted
positions on the real board, each asking the player to do one thing, checked by the engine.
Offered once to a first visit, played by the person at the table; the table as it was comes
back afterwards.

Each lesson sets up a position (its ``game()``, with the moves that lead to it, so that the last
move is real) and says what to do. A move the rules forbid is refused by the table with the
engine's reason, as in any game; a legal move that does not do what the lesson asks is taken
back and the lesson's ``check`` says why. Lessons can be skipped; the lessons done are kept in
storage (``'0,1,2'``).
"""

from table import words
from table.model import Table
from table.screen import Screen
from table.seats import PERSON

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from table.host import Host

# Where the lessons done are kept, after the game's storage prefix.
KEY = "tutorial.v1"


class Guide:
    """The guided game: the table to go back to while it is on, the lesson shown, the lessons
    done, and whether the player's move finished the lesson (then the page offers the next)."""

    def __init__(self, host: "Host") -> None:
        self.host = host
        self.lessons: tuple[Any, ...] = host.spec.lessons
        # The table as it was before the guided game, while it is on; None when it is not.
        self.back: Table | None = None
        self.done: list[int] = []
        self.index = 0
        self.solved = False
        self.start_plies = 0  # the moves of the lesson's position before the player's
        self.key = host.spec.key_prefix + KEY
        self.actions = {
            "tutorial": self.start,
            "tutorial-next": self.next,
            "tutorial-leave": self.leave,
            "tutorial-no": self.decline,
        }

    def offered(self) -> bool:
        """Whether the guided game is still offered (the player has not said no to it)."""
        return self.host.keeper.store.size(self.key) < 0

    def _keep(self) -> None:
        self.host.keeper.store.set(self.key, ",".join(str(step) for step in sorted(set(self.done))))

    def start(self, data: "dict[str, str] | None" = None) -> None:
        """Start (or go on with) the guided game, at the first lesson not done; the table as
        it was comes back after it."""
        host = self.host
        host.port.close_dialogs()
        if self.back is None:
            host.leave_puzzle()
            self.back = host.table
            kept = (host.keeper.setting(self.key) or "").split(",")
            done = [int(part) for part in kept if part.isdigit() and len(part) < 3]
            self.done = [step for step in done if step < len(self.lessons)]
            self.index = next((i for i in range(len(self.lessons)) if i not in self.done), 0)
            self._keep()
        self._step(self.index)

    def _step(self, index: int) -> None:
        self.index = min(max(index, 0), len(self.lessons) - 1)
        self.solved = False
        host = self.host
        spec = host.spec
        table = Table(spec, spec.options.Options(), (PERSON, PERSON))
        table.help = True  # a lesson: Hint and the chance bar help the learner
        table.game = self.lessons[self.index].game()
        self.start_plies = table.plies
        host.adopt(table)
        host.after(f"{self._heading()}. {self.lessons[self.index].task}")

    def _heading(self) -> str:
        lessons = self.lessons
        return words.tutor_heading(self.index + 1, len(lessons), lessons[self.index].title)

    def _at_last(self) -> bool:
        return self.index == len(self.lessons) - 1

    def check(self, sentence: str | None) -> str | None:
        """After a move in the guided game: does it do what the lesson asks? A legal move
        that does not is taken back, and the lesson says why."""
        table = self.host.table
        if self.back is None or self.solved or table.plies != self.start_plies + 1:
            return sentence
        game = table.game
        move = game.pop()
        why = self.lessons[self.index].check(game, move)
        if why is not None:
            table.note = f"{words.tutor_taken_back(table.spec.text(game, move))} {why}"
            return table.note
        game.push(move)
        self.solved = True
        if self.index not in self.done:
            self.done.append(self.index)
        self._keep()
        praise = words.tutor_solved(self._at_last(), self.host.spec.title)
        return f"{sentence} {praise}" if sentence else praise

    def next(self, data: "dict[str, str]") -> None:
        """The next lesson (Skip and Next step), or the end of the guided game after the last."""
        if self.back is None:
            return
        if self._at_last():
            self.leave(data)
            return
        self._step(self.index + 1)

    def leave(self, data: "dict[str, str]") -> None:
        finished = self.back is not None and all(
            index in self.done for index in range(len(self.lessons))
        )
        self.close()
        self.host.after(words.TUTOR_ALL_DONE if finished else words.TUTOR_LEFT)

    def close(self) -> None:
        """Back to the table as it was before the guided game, if it is on."""
        back = self.back
        self.back = None
        if back is not None:
            self.host.adopt(back)

    def decline(self, data: "dict[str, str]") -> None:
        """No thanks to the first visit's offer: not offered again (Rules still has it)."""
        self.host.keeper.store.set(self.key, "")
        screen = Screen()
        screen.hidden["tutorial-offer"] = True
        self.host.port.show(screen)

    def show(self, screen: "Screen") -> None:
        screen.hidden["tutorial"] = self.back is None
        if self.back is None:
            if self.host.table.plies:  # the first game is under way: the offer stops taking room
                screen.hidden["tutorial-offer"] = True
            return
        screen.hidden["tutorial-offer"] = True
        screen.text["tutorial-title"] = self._heading()
        screen.text["tutorial-task"] = self.lessons[self.index].task
        screen.hidden["tutorial-next"] = not self.solved
        last = self._at_last()
        screen.text["tutorial-next"] = words.TUTOR_FINISH if last else words.TUTOR_NEXT
        screen.text["tutorial-skip"] = words.TUTOR_FINISH if last else words.TUTOR_SKIP
        screen.hidden["tutorial-skip"] = self.solved
