"""The guided first game at the table (`table.tutorial`): offered once to a first visit, played
on the real board by the person at the table, each move checked against the lesson; the table
as it was comes back afterwards.
"""

from table import words
from table.model import Table
from table.screen import Screen
from table.seats import PERSON
from table.tutorial import Tutorial

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from table.host import Host

# Where the lessons done are kept, after the game's storage prefix.
KEY = "tutorial.v1"


class Guide:
    """The guided game, while it is on, and the table to go back to afterwards."""

    def __init__(self, host: "Host") -> None:
        self.host = host
        self.tutorial: Tutorial | None = None
        self.back: Table | None = None
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
        return self.host.store.size(self.key) < 0

    def start(self, data: "dict[str, str] | None" = None) -> None:
        """Start (or go on with) the guided game; the table as it was comes back after it."""
        host = self.host
        host.port.close_dialogs()
        if self.tutorial is None:
            host.leave_puzzle()
            self.back = host.table
            self.tutorial = Tutorial.from_text(host.spec.lessons, host.keeper.setting(self.key))
            host.store.set(self.key, self.tutorial.text())
        self._step(self.tutorial.index)

    def _step(self, index: int) -> None:
        tutorial = self.tutorial
        if tutorial is None:
            return
        tutorial.go(index)
        host = self.host
        spec = host.spec
        table = Table(spec, spec.options.Options(), (PERSON, PERSON))
        table.help = True  # a lesson: Hint and the chance bar help the learner
        table.game = tutorial.step.game()
        self.start_plies = table.plies
        host.adopt(table)
        host.after(f"{tutorial.heading()}. {tutorial.step.task}")

    def check(self, sentence: str | None) -> str | None:
        """After a move in the guided game: does it do what the lesson asks? A legal move
        that does not is taken back, and the lesson says why."""
        tutorial = self.tutorial
        table = self.host.table
        if tutorial is None or tutorial.solved or table.plies != self.start_plies + 1:
            return sentence
        game = table.game
        move = game.pop()
        why = tutorial.step.check(game, move)
        if why is not None:
            table.note = f"{words.tutor_taken_back(table.spec.text(game, move))} {why}"
            return table.note
        game.push(move)
        tutorial.solve()
        self.host.store.set(self.key, tutorial.text())
        praise = words.tutor_solved(tutorial.at_last(), self.host.spec.title)
        return f"{sentence} {praise}" if sentence else praise

    def next(self, data: "dict[str, str]") -> None:
        """The next lesson (Skip and Next step), or the end of the guided game after the last."""
        tutorial = self.tutorial
        if tutorial is None:
            return
        if tutorial.at_last():
            self.leave(data)
            return
        self._step(tutorial.index + 1)

    def leave(self, data: "dict[str, str]") -> None:
        finished = self.tutorial is not None and self.tutorial.finished()
        self.close()
        self.host.after(words.TUTOR_ALL_DONE if finished else words.TUTOR_LEFT)

    def close(self) -> None:
        """Back to the table as it was before the guided game, if it is on."""
        if self.tutorial is None:
            return
        self.tutorial = None
        back = self.back
        self.back = None
        if back is not None:
            self.host.adopt(back)

    def decline(self, data: "dict[str, str]") -> None:
        """No thanks to the first visit's offer: not offered again (Rules still has it)."""
        self.host.store.set(self.key, "")
        screen = Screen()
        screen.hidden["tutorial-offer"] = True
        self.host.show(screen)

    def show(self, screen: "Screen") -> None:
        tutorial = self.tutorial
        screen.hidden["tutorial"] = tutorial is None
        if tutorial is None:
            if self.host.table.plies:  # the first game is under way: the offer stops taking room
                screen.hidden["tutorial-offer"] = True
            return
        screen.hidden["tutorial-offer"] = True
        screen.text["tutorial-title"] = tutorial.heading()
        screen.text["tutorial-task"] = tutorial.step.task
        screen.hidden["tutorial-next"] = not tutorial.solved
        last = tutorial.at_last()
        screen.text["tutorial-next"] = words.TUTOR_FINISH if last else words.TUTOR_NEXT
        screen.text["tutorial-skip"] = words.TUTOR_FINISH if last else words.TUTOR_SKIP
        screen.hidden["tutorial-skip"] = tutorial.solved
