"""What a Mixtour player holds: the stack picked up and how many of its top pieces, and what a
tap, a drop or a count key means with them (docs/rules.md, "Moving").

A tap on a stack picks it up (where it was tapped chooses how many pieces: that piece and those
above it); the squares the pieces can legally reach light up, and a tap on one of them moves
there. A tap on an empty square enters a piece, or, while pieces are held, puts them back. A tap
on a stack the held pieces cannot reach says why, in the engine's words.
"""

from mixtour import InvalidMoveError, Move
from mixtour.squares import SQUARE_NAMES
from mixtour.ui import words

TYPE_CHECKING = False
if TYPE_CHECKING:
    from table.model import Table


class Hand:
    """The stack held (its square, None when nothing is held) and how many of its pieces."""

    __slots__ = ("count", "picked")

    def __init__(self) -> None:
        self.picked: int | None = None
        self.count = 0

    def cancel(self) -> bool:
        held = self.picked is not None
        self.picked = None
        self.count = 0
        return held

    def reachable(self, table: "Table") -> "dict[int, Move]":
        """The squares the held pieces can legally move onto, and the move to each."""
        found: dict[int, Move] = {}
        if self.picked is None:
            return found
        for move in table.game.legal_moves():
            if move.origin == self.picked and move.count == self.count and move.target is not None:
                found[move.target] = move
        return found

    def unavailable(self, table: "Table") -> "dict[int, str]":
        """In a game of three, the squares the held pieces could reach but that the next-player
        rule makes unavailable, each with the reason in words; with nothing held, the empty
        squares where a piece may not enter."""
        found: dict[int, str] = {}
        if table.game.players == 2:
            return found
        for denial in table.game.unavailable_moves():
            move = denial.move
            held = move.origin == self.picked and move.count == self.count
            if move.target is not None and (held or (self.picked is None and move.origin is None)):
                reply = None if denial.reply is None else str(denial.reply)
                found[move.target] = words.denial_reason(denial.player, reply)
        return found

    def pick(self, table: "Table", square: int, count: int | None = None) -> str | None:
        """Take the top ``count`` pieces (default: the whole stack) of the stack on ``square``."""
        if not table.human_to_move():
            return table.not_your_turn()
        height = table.game.height(square)
        if not height:
            return None
        self.picked = square
        self.count = height if count is None else max(1, min(count, height))
        table.note = ""
        targets = sorted(SQUARE_NAMES[target] for target in self.reachable(table))
        # In a game of three: the squares they may not go onto, and why.
        found = [(SQUARE_NAMES[target], why) for target, why in self.unavailable(table).items()]
        return words.holding(self.count, SQUARE_NAMES[square], targets, sorted(found))

    def choose(self, table: "Table", count: int) -> str | None:
        """Keys and buttons 1 to 4: how many pieces of the held stack to take."""
        if self.picked is None:
            return None
        height = table.game.height(self.picked)
        if not 1 <= count <= height:
            table.note = words.only_pieces(SQUARE_NAMES[self.picked], height)
            return table.note
        return self.pick(table, self.picked, count)

    def click(self, table: "Table", square: int, count: int | None = None) -> str | None:
        """A click, tap, Enter or Space on ``square``; ``count`` when a piece of the stack was
        clicked (it and the pieces above it), None for the square itself."""
        game = table.game
        picked = self.picked
        if picked is None:
            if game.height(square):
                return self.pick(table, square, count)
            return table.attempt(SQUARE_NAMES[square])
        if square == picked:
            if count is not None and count != self.count:
                return self.pick(table, square, count)
            table.cancel()
            return words.PUT_BACK
        move = self.reachable(table).get(square)
        if move is not None:
            return table.attempt(str(move))
        if not game.height(square):
            table.cancel()  # clicking elsewhere puts the pieces back
            return words.PUT_BACK
        # A stack that the held pieces cannot reach: say why. The pieces stay in hand, and the
        # stack clicked is not picked up: the move was refused, nothing else happened.
        text = _move_text(picked, square, self.count)
        why = table.why_not(text) if text else None
        table.note = why or words.not_in_line(SQUARE_NAMES[picked], SQUARE_NAMES[square])
        return table.note

    def drag_from(
        self, table: "Table", square: int, count: int | None
    ) -> "tuple[bool, int | None]":
        """Whether a press on ``square`` may start a drag, and how many pieces it would take
        (None: the whole stack; the pieces held, when it is the stack held)."""
        if not table.human_to_move() or not table.game.height(square):
            return False, None
        if count is None and square == self.picked:
            count = self.count
        return True, count

    def lift(self, table: "Table", square: int, count: int | None) -> int | None:
        self.pick(table, square, count)
        return None if self.picked is None else self.count

    def drop(self, table: "Table", origin: int, count: int, target: int | None) -> str | None:
        table.cancel()
        if target is None or target == origin:
            return None
        text = _move_text(origin, target, count)
        if text is None:
            table.note = words.not_in_line(SQUARE_NAMES[origin], SQUARE_NAMES[target])
            return table.note
        return table.attempt(text)


def _move_text(origin: int, target: int, count: int) -> str | None:
    """The notation of ``count`` pieces from ``origin`` to ``target``, if they share a line."""
    try:
        return str(Move(origin, target, count))
    except InvalidMoveError:
        return None
