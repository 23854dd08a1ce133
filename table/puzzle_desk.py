"""A puzzle from the player's own game at the table (`table.puzzle`): opened from a reviewed
blunder, played on the board like any game by the person at the table, each try judged by the
engine or the worker; the game, its review and the move shown come back when the player leaves.
"""

from table import words
from table.model import AI_IDLE, AI_READY, Table
from table.puzzle import KEY, LONGEST, PLAYED, SOLVING, Puzzle, remember, solved_keys
from table.review import BLUNDER_MARK
from table.seats import PERSON

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from table.host import Host
    from table.review import Review
    from table.reviewing import Reviewing
    from table.screen import Screen

TOPIC = "puzzle"


class PuzzleDesk:
    """The puzzle on the board, if any, and the table, review and move shown to go back to."""

    def __init__(self, host: "Host", reviewing: "Reviewing") -> None:
        self.host = host
        self.reviewing = reviewing  # the game's review, whose blunders are the puzzles
        self.puzzle: Puzzle | None = None
        self.back: tuple[Table, Review, int] | None = None
        self.key = host.spec.key_prefix + KEY
        self.actions = {
            "puzzle": self.open,
            "puzzle-answer": self.answer,
            "puzzle-next": self.next,
            "puzzle-leave": self.leave,
        }

    def open(self, data: "dict[str, str]") -> None:
        """The position before the blunder the board shows, as a puzzle: find the better move.
        The table, the game and its review come back as they were when the player leaves."""
        host = self.host
        desk = self.reviewing
        current = desk.review
        judged = desk.blunder(host.table.shown_ply())
        if current is None or judged is None or desk.running or self.puzzle is not None:
            return
        puzzle = Puzzle(current, judged)
        self.back = (host.table, current, judged.ply)
        self.puzzle = puzzle
        table = host.table
        # The game's rules and pieces, every side played here.
        solving = Table(host.spec, table.options, (PERSON,) * len(table.colours))
        solving.solver = puzzle.mover
        solving.game = puzzle.game()
        host.adopt(solving)
        puzzle.before = puzzle.position in solved_keys(host.keeper.setting(self.key, LONGEST))
        host.after(puzzle.task())

    def _try(self, puzzle: Puzzle) -> str | None:
        """The move tried from the puzzle's position, while the board shows the position one
        move after it."""
        table = self.host.table
        if table.plies != len(puzzle.moves) + 1:
            return None
        return table.texts()[-1]

    def check(self, sentence: str | None) -> str | None:
        """After a move in the puzzle: solved, taken back with why, or sent to the worker. A
        try being checked that is no longer on the board (taken back, or followed by a move) is
        forgotten: its answer, when it comes, is for another position."""
        puzzle = self.puzzle
        host = self.host
        if puzzle is None or puzzle.solved:
            return sentence
        move = self._try(puzzle)
        if puzzle.pending:
            if move is not None and move == puzzle.trying:
                return sentence
            puzzle.pending = False
            host.broker.cancel(TOPIC)
        if move is None:
            return sentence
        judged = puzzle.judge(move)
        if judged is not None:
            return self._verdict(puzzle, move, judged[0], judged[1])
        # Only a search can tell: the try stays on the board meanwhile.
        if host.ai_state == AI_IDLE:
            host.start_ai()
        if host.ai_state != AI_READY:
            self._take_back(puzzle)
            return words.puzzle_failed(move, words.PUZZLE_COMPUTER_NOT_READY)
        host.ask(TOPIC, puzzle.request(move), self.reply)
        return words.puzzle_checking(move)

    def reply(self, reply: "dict[str, Any]") -> None:
        puzzle = self.puzzle
        if puzzle is None:
            return
        move = puzzle.trying
        if self._try(puzzle) != move:  # (not on the board any more: forgotten)
            puzzle.pending = False
            return
        found = puzzle.verdict(reply)
        if found is None:
            self._take_back(puzzle)
            error = str(reply.get("error", words.NO_REASON))
            self.host.after(words.puzzle_failed(move, error), "warn")
            return
        sentence = self._verdict(puzzle, move, found[0], found[1])
        self.host.after(sentence, "event" if puzzle.solved else "warn")

    def _verdict(self, puzzle: Puzzle, move: str, verdict: str, chance: float) -> str:
        """Solved (remembered in this browser), or the try taken back with why."""
        host = self.host
        if verdict in SOLVING:
            puzzle.solved = host.table.solved = True
            store = host.keeper.store
            store.set(self.key, remember(host.keeper.setting(self.key, LONGEST), puzzle))
            return words.puzzle_solved(move, verdict, puzzle.name, chance, puzzle.best)
        self._take_back(puzzle)
        shown = puzzle.fell if verdict == PLAYED else chance
        host.table.note = words.puzzle_wrong(move, verdict, puzzle.name, shown, puzzle.best)
        return host.table.note

    def _take_back(self, puzzle: Puzzle) -> None:
        game = self.host.table.game
        while self.host.table.plies > len(puzzle.moves):
            game.pop()

    def answer(self, data: "dict[str, str]") -> None:
        """The puzzle's position, the better line as arrows."""
        puzzle = self.puzzle
        if puzzle is None:
            return
        puzzle.answered = True
        puzzle.pending = False
        self.host.broker.cancel(TOPIC)
        self._take_back(puzzle)
        self.host.after(words.puzzle_answer(puzzle.line))

    def lines(self) -> "list[tuple[list[str], str]]":
        puzzle = self.puzzle
        if puzzle is None or not puzzle.answered:
            return []
        if self.host.table.plies != len(puzzle.moves):
            return []
        return [(puzzle.line, "line")]

    def holds_undo(self) -> bool:
        puzzle = self.puzzle
        return puzzle is not None and self.host.table.plies <= len(puzzle.moves)

    def following(self) -> int | None:
        """The ply of the review's next blunder after the puzzle's (the next puzzle), if any."""
        back = self.back
        if back is None:
            return None
        review, ply = back[1], back[2]
        for judged in review.judgements():
            if judged.ply > ply and judged.mark == BLUNDER_MARK:
                return judged.ply
        return None

    def next(self, data: "dict[str, str] | None" = None) -> None:
        """The review's next blunder, from the game as it was."""
        ply = self.following()
        if ply is None:
            return
        self.close()
        self.host.table.review_to(ply)
        self.open({})

    def show(self, screen: "Screen") -> None:
        puzzle = self.puzzle
        screen.hidden["puzzle"] = puzzle is None
        if puzzle is None:
            return
        screen.text["puzzle-task"] = puzzle.task()
        done = puzzle.solved or puzzle.answered
        screen.hidden["puzzle-answer"] = done
        following = self.following()
        screen.hidden["puzzle-next"] = not done or following is None
        screen.classes.append(("puzzle-leave", "primary", done and following is None))
        if puzzle.solved:  # not "White to move" with nothing to do: the next step
            screen.text["status"] = words.PUZZLE_DONE if following else words.PUZZLE_LAST
        elif puzzle.answered and following:
            screen.text["status"] = words.PUZZLE_ANSWERED
        # Nothing before the puzzle's position is taken back; nobody resigns, offers a draw or
        # plays by link in a puzzle, and its hint is Show the answer.
        if self.holds_undo():
            screen.disabled["undo"] = True
        for control in ("resign", "offer-draw", "hint"):
            screen.disabled[control] = True
        for control in ("resign", "offer-draw", "link-tip", "send-move"):
            screen.hidden[control] = True

    def leave(self, data: "dict[str, str] | None" = None) -> None:
        was_on = self.puzzle is not None
        self.close()
        if was_on:
            self.host.after(words.PUZZLE_LEFT)

    def close(self) -> None:
        """Back to the table, the game (the same object, so its review still belongs to it),
        the review and the move shown, as they were before the puzzle, if one is on."""
        back = self.back
        self.puzzle = None
        self.back = None
        self.host.broker.cancel(TOPIC)
        if back is None:
            return
        table, kept, ply = back
        self.host.adopt(table)
        self.reviewing.review = kept
        table.review_to(ply)
