"""The game review at the table: which game is reviewed, whether the worker is at it, and what
the page shows of it (the progress, the graph, the verdict on the shown move, the marks in the
move list, the better line as arrows).

The review feature (`table.reviewing`) asks the desk for the next worker request after each
reply, so the worker gets one position at a time and the page stays free between them; Stop
drops the pending request (its reply is then stale) and keeps what was analysed. A review
belongs to the moves it was started on: once the game has other moves (undo, a new game), it
is gone.
"""

from table import review, words
from table.review import Review

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from table.model import Table
    from table.screen import Screen


# While the worker runs, the graph and the marks are redrawn after every REDRAW_EVERY-th reply
# only, the progress after each: in the page's MicroPython they cost more than the progress.
REDRAW_EVERY = 4


class ReviewDesk:
    """The table's game review, if any, and whether the worker is analysing for it."""

    def __init__(self) -> None:
        self.review: Review | None = None
        self.running = False
        self.replies = 0  # the review's replies so far, to redraw every REDRAW_EVERY-th

    def start(self, table: "Table", iterations: int | None) -> str | None:
        """Start (or go on with) the review of the table's game; why not, in words, if it
        cannot be."""
        if not table.plies:
            return words.REVIEW_NOTHING
        self.forget_unless(table)
        if self.review is None:
            self.review = Review(table, iterations)
        self.running = not self.review.finished
        return None

    def forget_unless(self, table: "Table") -> None:
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

    def next_request(self) -> "dict[str, Any] | None":
        """The worker request for the next position, or None (not running, waiting for a reply,
        or done: then the review stops running)."""
        current = self.review
        if current is None or not self.running or current.pending:
            return None
        request = current.next_request()
        if request is None:
            self.running = False
        return request

    def reply(self, reply: "dict[str, Any]", table: "Table") -> None:
        """Keep the worker's reply, the review's comments in the table for its record, and the
        better line at each blunder or mistake for its board."""
        current = self.review
        if current is None:
            return
        current.record(reply)
        self.replies += 1
        table.comments = review.comments(current)
        table.better_lines = {
            judged.ply: judged.line
            for judged in current.judgements()
            if judged.mark in (review.BLUNDER_MARK, review.MISTAKE_MARK)
        }

    def due(self) -> bool:
        """Whether the graph and the marks are to be redrawn after this reply."""
        return self.replies % REDRAW_EVERY == 0

    def stop(self) -> None:
        """Stop analysing; what was analysed stays, and Review goes on from there."""
        self.running = False
        if self.review is not None:
            self.review.pending = False

    def summary(self) -> str:
        """The finished review in one sentence."""
        counts: dict[str, int] = {}
        for mark in self.marks().values():
            counts[mark] = counts.get(mark, 0) + 1
        return words.review_summary(counts)

    def marks(self) -> "dict[int, str]":
        return {} if self.review is None else self.review.marks()

    def show(self, screen: "Screen", shown: int) -> None:
        """The review box for the board showing ``shown`` moves."""
        current = self.review
        screen.hidden["review-box"] = current is None
        if current is None:
            return
        self.show_progress(screen)
        screen.markup["review-graph"] = review.graph(current, shown)
        screen.text["review-verdict"] = self._verdict(shown)
        screen.hidden["review-puzzle"] = self.running or self.blunder(shown) is None

    def show_progress(self, screen: "Screen") -> None:
        """Only the review's progress: how many positions of how many are analysed."""
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

    def _verdict(self, shown: int) -> str:
        judged = self._judgement(shown)
        if judged is None:
            return words.REVIEW_PICK
        return words.review_verdict(judged)
