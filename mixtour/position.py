"""Reading the position text (docs/rules.md); writing it lives with the game, which owns the state.

``e1=rw,c3=w,b4=wwr,e4=wr w 15/17 0/0 -``: stacks (bottom to top; read in any square order,
written in the order a1, b1, ..., e5),
side to move, reserves White/Red, scores White/Red, and the move the take-back ban forbids.
Mixtour à trois names three sides: ``c3=wb r 14/15/14 0/0/0 -`` (colours and side to move w, r
or b; reserves and scores White/Red/Blue). Two reserves mean the two-player game.
Reading is strict but for the order of the squares, which carries no meaning: anything else but
the canonical text is rejected, naming the bad field.
"""

from mixtour.errors import InvalidMoveError, MixtourError, PositionError
from mixtour.moves import Move
from mixtour.squares import parse_square
from mixtour.stacks import EMPTY, from_letters

START = "- w 20/20 0/0 -"
# The start of Mixtour à trois, with its 15 pieces each.
START_THREE = "- w 15/15/15 0/0/0 -"


class ParsedPosition:
    """The fields of a position text, checked for form but not yet for possibility.

    ``reserves`` and ``scores`` have one number per player: two or three.
    """

    __slots__ = ("ban", "board", "reserves", "scores", "turn")

    def __init__(
        self,
        board: list[int],
        turn: int,
        reserves: list[int],
        scores: list[int],
        ban: Move | None,
    ) -> None:
        self.board = board
        self.turn = turn
        self.reserves = reserves
        self.scores = scores
        self.ban = ban


def position_error(text: str, field: str, why: str, reason: str, *parts: object) -> MixtourError:
    """The error for position text, naming the field that is wrong and why: ``why`` in English,
    and by its kind, ``reason`` with the field and then ``parts`` (`MixtourError.because`)."""
    return PositionError(f"invalid position {text!r}: {field}: {why}").because(
        reason, field, *parts
    )


def _number(text: str, field: str, value: str) -> int:
    if value == "" or any(c not in "0123456789" for c in value):
        raise position_error(text, field, f"{value!r} is not a whole number", "not_whole", value)
    if len(value) > 1 and value[0] == "0":
        raise position_error(text, field, f"{value!r} has a leading zero", "leading_zero", value)
    return int(value)


def _numbers(text: str, field: str, value: str, players: int) -> list[int]:
    """One number per player, White's first: 'White/Red' or 'White/Red/Blue'."""
    parts = value.split("/")
    if len(parts) != players:
        if players == 2:
            form = "White/Red such as '20/20'"
        else:
            form = "White/Red/Blue such as '15/15/15', as the reserves have three"
        raise position_error(
            text, field, f"expected {form}, not {value!r}", "per_player", players, value
        )
    return [_number(text, field, part) for part in parts]


def _stacks(text: str, value: str, letters_allowed: str) -> list[int]:
    board = [EMPTY] * 25
    if value == "-":
        return board
    for item in value.split(","):
        parts = item.split("=")
        if len(parts) != 2:
            raise position_error(
                text,
                "stacks",
                f"expected square=colours such as 'c3=wr', not {item!r}",
                "not_a_stack",
                item,
            )
        name, letters = parts
        try:
            square = parse_square(name)
        except InvalidMoveError:
            raise position_error(
                text, "stacks", f"{name!r} is not a square (a1 to e5)", "not_a_square", name
            ) from None
        if board[square] != EMPTY:
            raise position_error(
                text, "stacks", f"square {name} is listed twice", "listed_twice", name
            )
        if letters == "" or any(c not in letters_allowed for c in letters):
            colours = "w and r" if letters_allowed == "wr" else "w, r and b"
            raise position_error(
                text,
                "stacks",
                f"{item!r}: colours are {colours}, bottom to top",
                "colours",
                item,
                letters_allowed,
            )
        if len(letters) >= 5:
            raise position_error(
                text,
                "stacks",
                f"{item!r}: a stack of 5 or more is removed at once",
                "too_tall",
                item,
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
            text,
            "banned move",
            f"expected '-' or a move such as 'c4:2-d3', not {value!r}",
            "not_a_ban",
            value,
        )
    return move


def read_position(text: str) -> ParsedPosition:
    """Split and read the five fields; raises `PositionError` naming the first bad field.

    The reserves field says how many players there are: two numbers, or three for à trois.
    """
    fields = text.split(" ")
    if len(fields) != 5:
        raise PositionError(
            f"invalid position {text!r}: expected 5 fields separated by single spaces "
            "(stacks, side to move, reserves, scores, banned move)"
        ).because("five_fields")
    stacks, side, reserves, scores, ban = fields
    players = 3 if reserves.count("/") == 2 else 2
    letters = "wrb"[:players]
    board = _stacks(text, stacks, letters)
    if len(side) != 1 or side not in letters:
        expected = "'w' or 'r'" if players == 2 else "'w', 'r' or 'b'"
        raise position_error(
            text, "side to move", f"expected {expected}, not {side!r}", "side", letters, side
        )
    return ParsedPosition(
        board,
        letters.index(side),
        _numbers(text, "reserves", reserves, players),
        _numbers(text, "scores", scores, players),
        _ban(text, ban),
    )
