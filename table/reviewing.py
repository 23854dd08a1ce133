"""The review at the table (`table.review_desk`, `table.review`): Review the game, Stop, the result
card's Review, and the worker's requests, one position at a time, through the broker's
``review`` topic."""

from table import words
from table.model import AI_FAILED, AI_READY
from table.review_desk import ReviewDesk
from table.screen import Screen

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from table.host import Host

TOPIC = "review"


class Reviewing:
    """The review at the table: its actions (Review the game, Stop, the result card's Review)
    and the worker's requests, one position at a time."""

    def __init__(self, host: "Host") -> None:
        self.host = host
        self.desk = ReviewDesk()
        self.actions = {
            "game-review": self.start,
            "stop-review": self.stop,
            "review": self.from_result,
        }

    def from_result(self, data: "dict[str, str]") -> None:
        """The result card's Review: the game from its start, move by move; the card is put
        aside, and the review's graph brought into view."""
        host = self.host
        host.put_result_aside()
        sentence = host.table.review_to(0)
        host.after(sentence)
        self.start()
        host.port.reveal("review-graph")

    def start(self, data: "dict[str, str] | None" = None) -> None:
        """Review the game: the worker analyses every position, one request at a time."""
        host = self.host
        if host.ai_state == AI_FAILED:
            return
        why_not = self.desk.start(host.table, host.iterations)
        if why_not is not None:
            host.port.announce(why_not, "warn")
            return
        if host.ai_state != AI_READY:
            host.start_ai()
            host.port.announce(words.REVIEW_STARTING, "event")
        self.next()

    def next(self) -> None:
        """Ask the worker about the review's next position, or say that the review is done.
        While it runs, only the review box's progress is redrawn after each reply, the graph
        and the marks in the move list every few replies (`ReviewDesk.due`), and only once the
        next request is asked: the worker searches while the page draws."""
        host = self.host
        desk = self.desk
        was_running = desk.running
        request = desk.next_request() if host.ai_state == AI_READY else None
        if request is not None:
            host.ask(TOPIC, request, self.reply)
            screen = Screen()
            if desk.due():
                host.draw_move_list(screen)
                desk.show(screen, host.table.shown_ply())
            else:
                desk.show_progress(screen)
            host.show(screen)
            return
        host.render()
        if was_running and not desk.running:
            host.port.announce(desk.summary(), "event")

    def reply(self, reply: "dict[str, Any]") -> None:
        self.desk.reply(reply, self.host.table)
        self.next()

    def stop(self, data: "dict[str, str]") -> None:
        host = self.host
        self.desk.stop()
        host.broker.cancel(TOPIC)
        current = self.desk.review
        host.render()
        if current is not None:
            host.port.announce(words.review_stopped(current.done, current.total), "event")

    def ready(self) -> None:
        self.next()

    def changed(self) -> None:
        """The review is of the game it was started on; once the game has other moves it is
        gone."""
        if self.desk.review is not None:
            self.desk.forget_unless(self.host.table)
            if self.desk.review is None:
                self.host.broker.cancel(TOPIC)

    def show(self, screen: Screen) -> None:
        self.desk.show(screen, self.host.table.shown_ply())
