"""The Hint: the computer's suggestion for the person to move, drawn on the board with the line
it expects after it (the table keeps it: `Table.hint`, `Table.hint_line`).

A hint asked for before the AI is ready starts it, and follows when it is ready, if the game is
still where it was asked: also when the AI comes late, after the page gave up waiting for it or
on another try. A hint for a position the board no longer shows is dropped.
"""

from table import words
from table.model import AI_FAILED, AI_READY

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from table.host import Host
    from table.screen import Screen

TOPIC = "hint"


class Hint:
    """The Hint button and the request behind it."""

    def __init__(self, host: "Host") -> None:
        self.host = host
        self.wanted: int | None = None  # asked before the AI was ready: the plies then
        self.asked = ""  # the position the pending hint is for
        self.actions = {"hint": self.ask}

    def can_ask(self) -> bool:
        host = self.host
        table = host.table
        return table.human_to_move() and table.helps() and not host.broker.waits(TOPIC)

    def waits(self) -> bool:
        """Whether a hint asked for before the AI was ready is still for the game as it is."""
        return self.wanted == self.host.table.plies

    def ask(self, data: "dict[str, str] | None" = None) -> None:
        host = self.host
        if host.ai_state == AI_FAILED or host.in_puzzle():
            return
        if not host.table.helps():  # (the H key: the button is disabled)
            host.port.announce(words.HELP_OFF, "warn")
            return
        if not self.can_ask():
            return
        if host.ai_state != AI_READY:  # the hint follows when the AI is ready
            self.wanted = host.table.plies
            host.start_ai()
            host.render_panels()
            host.port.announce(words.HINT_AFTER_LOADING, "hint")
            return
        self.asked = host.table.game.position()
        host.ask(TOPIC, host.move_request(hint=True), self.reply)
        host.render_panels()
        host.port.announce(words.LOOKING_FOR_HINT, "hint")

    def reply(self, reply: "dict[str, Any]") -> None:
        host = self.host
        table = host.table
        if not reply.get("ok"):
            table.note = words.no_hint(str(reply.get("error", words.NO_REASON)))
            host.after(table.note, "hint")
            return
        if reply.get("position") != table.game.position() or not table.human_to_move():
            return  # asked about another position
        host.after(
            table.take_hint(str(reply.get("move")), reply.get("principal_variation")), "hint"
        )

    def changed(self) -> None:
        """A hint pending for a position no longer on the board is dropped."""
        host = self.host
        if host.broker.waits(TOPIC) and host.table.game.position() != self.asked:
            host.broker.cancel(TOPIC)

    def ready(self) -> None:
        """The AI is ready: the hint asked for meanwhile, if the game is still there."""
        if self.waits():
            self.ask()
        self.wanted = None

    def show(self, screen: "Screen") -> None:
        host = self.host
        failed = host.ai_state == AI_FAILED
        screen.disabled["hint"] = not self.can_ask() or failed
        screen.text["hint"] = words.hint_label(
            host.broker.waits(TOPIC) or (self.waits() and not failed)
        )
