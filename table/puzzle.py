"""A puzzle from the player's own game: the position before a move the review marked as a
blunder, offered as "find the better move" (docs/playing.md, "A puzzle from your own game").

A try solves it when it is the review's better move, wins at once, or leaves the mover a chance
less than `MARGIN` below the better move's as the worker searches it exactly as the review did.
The move played in the game never does. The puzzles solved are remembered in this browser under
the game's prefix and `KEY` (their position texts, the latest `REMEMBERED`).
"""

from table import review, words
from table.review import Judgement, Review

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# Where the puzzles solved are kept, after the game's storage prefix.
KEY = "puzzles.v1"
REMEMBERED = 200
# The longest text of solved puzzles the page wrote (each position under 200 characters).
LONGEST = REMEMBERED * 200
MARGIN = review.MISTAKE

# What a try is, before or after the engine's check (`Puzzle.judge`, `Puzzle.verdict`).
BEST = "best"  # the review's better move
WINS = "wins"  # it ends the game with the mover's win
AS_GOOD = "as good"  # the search finds it less than MARGIN below the better move
PLAYED = "played"  # the move played in the game, the blunder
WORSE = "worse"  # the search (or the game's end) finds it MARGIN or more below
SOLVING = (BEST, WINS, AS_GOOD)


class Puzzle:
    """The position before the blundered move ``ply`` of a reviewed game, and its answer:
    ``best`` is the mover's chance after the better move, ``fell`` after the move played;
    ``source`` is the review, whose game and budget each try is searched with."""

    __slots__ = (
        "answered",
        "before",
        "best",
        "better",
        "fell",
        "line",
        "mover",
        "moves",
        "name",
        "pending",
        "played",
        "ply",
        "position",
        "solved",
        "source",
        "trying",
    )

    def __init__(self, source: Review, judged: Judgement) -> None:
        self.ply = judged.ply
        self.source = source
        self.moves = source.moves[: judged.ply - 1]
        self.position = source.positions[judged.ply - 1]
        self.mover = judged.mover
        self.name = judged.name
        self.played = judged.move
        self.better = judged.better
        self.line = judged.line
        self.best = judged.before
        self.fell = judged.after
        self.pending = False
        self.trying = ""
        self.solved = False
        self.answered = False
        self.before = False  # solved before, in this browser
        # ``pending``: a try is with the worker (``trying``); ``answered``: the answer was shown.

    def task(self) -> str:
        chances = (self.best, self.fell)
        return words.puzzle_task(self.ply, self.name, self.played, chances, self.before)

    def game(self) -> "Any":
        """The puzzle's position as a game, its moves played from the start (so that the
        take-back ban and repetitions are the game's own)."""
        return self.source.spec.replay(self.source.start, self.moves)

    def judge(self, move: str) -> "tuple[str, float] | None":
        """What ``move`` (legal in the puzzle's position) is without the engine, and the
        mover's chance after it: `BEST`, `PLAYED`, `WINS` or `WORSE` (a draw or a loss at
        once); None when only a search can tell."""
        if move == self.better:
            return BEST, self.best
        if move == self.played:
            return PLAYED, self.fell
        after = self.game()
        self.source.spec.play(after, move)
        outcome = self.source.spec.outcome(after)
        if outcome is None:
            return None
        winners = outcome[0]
        if winners == (self.mover,):
            return WINS, 1.0
        share = 1.0 / len(winners) if self.mover in winners else 0.0
        return WORSE, share

    def request(self, move: str) -> "dict[str, Any]":
        """The worker request checking ``move``: the position after it, searched as the review
        searched the position after the better move."""
        self.pending = True
        self.trying = move
        moves = list(self.moves)
        moves.append(move)
        return self.source.search_request(moves, self.ply - 1)

    def verdict(self, reply: "dict[str, Any]") -> "tuple[str, float] | None":
        """The checked try's verdict (`AS_GOOD` or `WORSE`) and the mover's chance after it,
        from the worker's reply to the pending request; None for a failed or malformed reply."""
        self.pending = False
        if not reply.get("ok"):
            return None
        shares = self.source.spec.shares(reply, self.source.colours)
        if shares is None:
            return None
        after = shares[self.mover]  # the opponent is to move
        return (AS_GOOD if after > self.best - MARGIN else WORSE), after


def solved_keys(text: str | None) -> "list[str]":
    """The solved puzzles kept in storage (position texts, one a line); bad text is none."""
    return [line for line in (text or "").split("\n") if line and len(line) < 200]


def remember(text: str | None, puzzle: Puzzle) -> str:
    """The storage text with ``puzzle`` solved, the latest `REMEMBERED` kept."""
    keys = [key for key in solved_keys(text) if key != puzzle.position]
    keys.append(puzzle.position)
    return "\n".join(keys[-REMEMBERED:])
