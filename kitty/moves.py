"""Kitty moves as small hashable values, and their notation (docs/kitty-rules.md, "Notation").

Placement ``c4``, stack ``c4-c5``, flip ``c4^d4``, disassemble ``c4<d4``, pass ``pass``.
"""

from kitty.board import Board
from kitty.errors import InvalidMoveError

PLACE = "place"
STACK = "stack"
FLIP = "flip"
DISASSEMBLE = "disassemble"
PASS = "pass"
SIGNS = {"-": STACK, "^": FLIP, "<": DISASSEMBLE}
SIGN_OF = {kind: sign for sign, kind in SIGNS.items()}


class Move:
    """One action: its kind, the cell it starts from and the cell it acts on (-1 if none)."""

    __slots__ = ("kind", "source", "target")

    def __init__(self, kind: str, source: int = -1, target: int = -1) -> None:
        self.kind = kind
        self.source = source
        self.target = target

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Move)
            and self.kind == other.kind
            and self.source == other.source
            and self.target == other.target
        )

    def __hash__(self) -> int:
        return hash((self.kind, self.source, self.target))

    def __repr__(self) -> str:
        return f"Move({self.kind!r}, {self.source}, {self.target})"

    def text(self, board: Board) -> str:
        """The move in Kitty notation on `board`."""
        if self.kind == PASS:
            return "pass"
        if self.kind == PLACE:
            return board.names[self.source]
        return board.names[self.source] + SIGN_OF[self.kind] + board.names[self.target]


PASS_MOVE = Move(PASS)


def parse(text: str, board: Board) -> Move:
    """Read a move in Kitty notation; raises InvalidMoveError when it is not one on `board`."""
    if text == "pass":
        return PASS_MOVE
    for sign, kind in SIGNS.items():
        if sign in text:
            first, _, second = text.partition(sign)
            source, target = board.cell(first), board.cell(second)
            if source < 0 or target < 0:
                raise InvalidMoveError(f"invalid move: {text!r} names no cell of {board!r}")
            return Move(kind, source, target)
    cell = board.cell(text)
    if cell < 0:
        raise InvalidMoveError(f"invalid move: {text!r} is not Kitty notation on {board!r}")
    return Move(PLACE, cell)
