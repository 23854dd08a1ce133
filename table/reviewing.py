"""The game review at the table (`table.review`): Review the game, Stop, the result card's
Review; which game is reviewed, whether the worker is at it, and what the page shows of it (the
progress, the graph, the verdict on the shown move, the marks in the move list).

The worker gets one position at a time, through the broker's ``review`` topic: the next request
is asked after each reply, so the page stays free between them; Stop drops the pending request
(its reply is then stale) and keeps what was analysed. A review belongs to the moves it was
started on: once the game has other moves (undo, a new game), it is gone.
"""

from table import review, words
from table.model import AI_FAILED, AI_READY
from table.review import Review
from table.screen import Screen

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from table.host import Host
    from table.model import Table

TOPIC = "review"
# While the worker runs, the graph and the marks are redrawn after every REDRAW_EVERY-th reply
# only, the progress after each: in the page's MicroPython they cost more than the progress.
REDRAW_EVERY = 4


class Reviewing:
    """The table's game review, if any, and whether the worker is analysing for it."""

    def __init__(self, host: "Host") -> None:
        self.host = host
        self.review: Review | None = None
        self.running = False
        self.replies = 0  # the review's replies so far, to redraw every REDRAW_EVERY-th
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
        """Review the game (or go on with its review): the worker analyses every position, one
        request at a time."""
        host = self.host
        table = host.table
        if host.ai_state == AI_FAILED:
            return
        if not table.plies:
            host.port.announce(words.REVIEW_NOTHING, "warn")
            return
        self._forget_unless(table)
        if self.review is None:
            self.review = Review(table, host.iterations)
        self.running = not self.review.finished
        if host.ai_state != AI_READY:
            host.start_ai()
            host.port.announce(words.REVIEW_STARTING, "event")
        self.next()

    def next(self) -> None:
        """Ask the worker about the review's next position, or say that the review is done.
        While it runs, only the review box's progress is redrawn after each reply, the graph
        and the marks in the move list every `REDRAW_EVERY` replies, and only once the next
        request is asked: the worker searches while the page draws."""
        host = self.host
        current = self.review
        was_running = self.running
        request = None
        if host.ai_state == AI_READY and self.running and current and not current.pending:
            request = current.next_request()
            self.running = request is not None
        if request is not None:
            host.ask(TOPIC, request, self.reply)
            screen = Screen()
            if self.replies % REDRAW_EVERY == 0:
                host.draw_move_list(screen)
                self.show(screen)
            else:
                self.show_progress(screen)
            host.port.show(screen)
            return
        host.render()
        if was_running and not self.running:
            host.port.announce(self.summary(), "event")

    def reply(self, reply: "dict[str, Any]") -> None:
        """Keep the worker's reply, the review's comments in the table for its record, and the
        better line at each blunder or mistake for its board; then the next request."""
        current = self.review
        if current is not None:
            table = self.host.table
            current.record(reply)
            self.replies += 1
            table.comments = review.comments(current)
            table.better_lines = {
                judged.ply: judged.line
                for judged in current.judgements()
                if judged.mark in (review.BLUNDER_MARK, review.MISTAKE_MARK)
            }
        self.next()

    def stop(self, data: "dict[str, str]") -> None:
        """What was analysed stays, and Review goes on from there."""
        host = self.host
        current = self.review
        self.running = False
        if current is not None:
            current.pending = False
        host.broker.cancel(TOPIC)
        host.render()
        if current is not None:
            host.port.announce(words.review_stopped(current.done, current.total), "event")

    def ready(self) -> None:
        self.next()

    def changed(self) -> None:  # once the game has other moves, its review is gone
        if self.review is not None:
            self._forget_unless(self.host.table)
            if self.review is None:
                self.host.broker.cancel(TOPIC)

    def _forget_unless(self, table: "Table") -> None:
        """Drop the review unless it is of the table's game as it stands (the same start and
        moves); the record comments and the better lines go with it."""
        current = self.review
        if current is None:
            return
        if current.played is not table.steps() and (
            current.moves != table.texts()
            or table.spec.start(current.start) != table.spec.start(table.game)
        ):
            self.review = None
            self.running = False
            table.comments = {}
            table.better_lines = {}

    def summary(self) -> str:
        counts: dict[str, int] = {}
        for mark in self.marks().values():
            counts[mark] = counts.get(mark, 0) + 1
        return words.review_summary(counts)

    def marks(self) -> "dict[int, str]":
        return {} if self.review is None else self.review.marks()

    def show(self, screen: Screen) -> None:  # the review box, for the move the board shows
        current = self.review
        screen.hidden["review-box"] = current is None
        if current is None:
            return
        shown = self.host.table.shown_ply()
        self.show_progress(screen)
        screen.markup["review-graph"] = review.graph(current, shown)
        judged = self._judgement(shown)
        verdict = words.REVIEW_PICK if judged is None else words.review_verdict(judged)
        screen.text["review-verdict"] = verdict
        screen.hidden["review-puzzle"] = self.running or self.blunder(shown) is None

    def show_progress(self, screen: Screen) -> None:
        current = self.review
        if current is None:
            return
        screen.hidden["review-run"] = not self.running
        screen.values["review-progress"] = str(current.done)
        screen.attributes.append(("review-progress", "max", str(current.total)))
        screen.text["review-progress-text"] = words.review_progress(current.done, current.total)

    def _judgement(self, shown: int) -> "review.Judgement | None":
        if self.review is None:
            return None
        for judged in self.review.judgements():
            if judged.ply == shown:
                return judged
        return None

    def blunder(self, shown: int) -> "review.Judgement | None":
        """The move the board shows, if the review marked it as a blunder (a puzzle; in a game
        of two players only)."""
        judged = self._judgement(shown)
        if self.review is None or len(self.review.colours) != 2:
            return None
        return judged if judged is not None and judged.mark == review.BLUNDER_MARK else None
