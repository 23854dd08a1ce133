"""Reading the position text (docs/rules.md); writing it lives with the game, which owns the state.

``e1=rw,c3=w,b4=wwr,e4=wr w 15/17 0/0 -``: stacks (bottom to top, in square order a1, b1, ..., e5),
side to move, reserves White/Red, scores White/Red, and the move the take-back ban forbids.
Reading is strict: anything but the canonical text is rejected, naming the bad field.
"""

from mixtour.errors import InvalidMoveError, PositionError
from mixtour.moves import Move
from mixtour.squares import parse_square
from mixtour.stacks import EMPTY, from_letters

START = "- w 20/20 0/0 -"


class ParsedPosition:
    """The fields of a position text, checked for form but not yet for possibility."""

    __slots__ = ("ban", "board", "reserves", "scores", "turn")

    def __init__(
        self,
        board: list[int],
        turn: int,
        reserves: tuple[int, int],
        scores: tuple[int, int],
        ban: Move | None,
    ) -> None:
        self.board = board
        self.turn = turn
        self.reserves = reserves
        self.scores = scores
        self.ban = ban


def position_error(text: str, field: str, why: str) -> PositionError:
    """The error for position text, naming the field that is wrong and why."""
    return PositionError(f"invalid position {text!r}: {field}: {why}")


def _number(text: str, field: str, value: str) -> int:
    if value == "" or any(c not in "0123456789" for c in value):
        raise position_error(text, field, f"{value!r} is not a whole number")
    if len(value) > 1 and value[0] == "0":
        raise position_error(text, field, f"{value!r} has a leading zero")
    return int(value)


def _pair(text: str, field: str, value: str) -> tuple[int, int]:
    parts = value.split("/")
    if len(parts) != 2:
        raise position_error(text, field, f"expected White/Red such as '20/20', not {value!r}")
    return _number(text, field, parts[0]), _number(text, field, parts[1])


def _stacks(text: str, value: str) -> list[int]:
    board = [EMPTY] * 25
    if value == "-":
        return board
    previous = -1
    for item in value.split(","):
        parts = item.split("=")
        if len(parts) != 2:
            raise position_error(
                text, "stacks", f"expected square=colours such as 'c3=wr', not {item!r}"
            )
        name, letters = parts
        try:
            square = parse_square(name)
        except InvalidMoveError:
            raise position_error(text, "stacks", f"{name!r} is not a square (a1 to e5)") from None
        if square <= previous:
            raise position_error(
                text, "stacks", "squares must be listed once each, in order a1, b1, ..., e5"
            )
        previous = square
        if letters == "" or any(c not in "wr" for c in letters):
            raise position_error(text, "stacks", f"{item!r}: colours are w and r, bottom to top")
        if len(letters) >= 5:
            raise position_error(
                text, "stacks", f"{item!r}: a stack of 5 or more is removed at once"
            )
        board[square] = from_letters(letters)
    return board


def _ban(text: str, value: str) -> Move | None:
    if value == "-":
        return None
    try:
        move = Move.parse(value)
    except InvalidMoveError:
        move = None
    if move is None or str(move) != value or move.origin is None:
        raise position_error(
            text, "banned move", f"expected '-' or a move such as 'c4:2-d3', not {value!r}"
        )
    return move


def read_position(text: str) -> ParsedPosition:
    """Split and read the five fields; raises `PositionError` naming the first bad field."""
    fields = text.split(" ")
    if len(fields) != 5:
        raise PositionError(
            f"invalid position {text!r}: expected 5 fields separated by single spaces "
            "(stacks, side to move, reserves, scores, banned move)"
        )
    stacks, side, reserves, scores, ban = fields
    board = _stacks(text, stacks)
    if side not in ("w", "r"):
        raise position_error(text, "side to move", f"expected 'w' or 'r', not {side!r}")
    return ParsedPosition(
        board,
        "wr".index(side),
        _pair(text, "reserves", reserves),
        _pair(text, "scores", scores),
        _ban(text, ban),
    )
