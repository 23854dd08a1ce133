"""Kitty moves as small hashable values, and their notation (docs/kitty-rules.md, "Notation").

Placement ``c4``, stack ``c4-c5``, flip ``c4^d4``, disassemble ``c4<d4``, pass ``pass``. With
the Objective Cards also: a Continuous Stacking chain ``c4-c5-c6`` (every cell of its line), a
Monochromatic Frenzy claim ``*c4``, a proposal to exchange ``?y``, its answers ``yes`` and
``no``, giving a card ``>cm``, Forced Exchange ``!y>cm`` (on Yellow, giving Color Master) and
``end`` (the turn, after the action). Players are their letters, cards their codes.
"""

from kitty.board import LETTERS, Board
from kitty.deck import CODES
from kitty.errors import InvalidMoveError

PLACE = "place"
STACK = "stack"
FLIP = "flip"
DISASSEMBLE = "disassemble"
PASS = "pass"
CHAIN = "chain"
CLAIM = "claim"
PROPOSE = "propose"
ACCEPT = "accept"
DECLINE = "decline"
GIVE = "give"
FORCE = "force"
END = "end"
SIGNS = {"-": STACK, "^": FLIP, "<": DISASSEMBLE}
SIGN_OF = {kind: sign for sign, kind in SIGNS.items()}
WORDS = {"pass": PASS, "yes": ACCEPT, "no": DECLINE, "end": END}
WORD_OF = {kind: word for word, kind in WORDS.items()}
# The moves of a turn's card steps, as against the actions (and pass) of the base game.
STEPS = (CLAIM, PROPOSE, ACCEPT, DECLINE, GIVE, FORCE, END)


class Move:
    """One move: its kind and two numbers, -1 when unused. Actions and claims name cells:
    ``source`` the stack that acts (a chain's first), ``target`` the stack acted on (a chain's
    last). A proposal names a player (``target``); giving names a card (``source``); Forced
    Exchange names both."""

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

    def text(self, board: Board, hide: bool = False) -> str:
        """The move in Kitty notation on `board`; `hide` writes a given card as ``?``."""
        kind = self.kind
        if kind in WORD_OF:
            return WORD_OF[kind]
        names = board.names
        if kind == PLACE:
            return names[self.source]
        if kind == CLAIM:
            return "*" + names[self.source]
        if kind == PROPOSE:
            return "?" + LETTERS[self.target]
        if kind in (GIVE, FORCE):
            code = "?" if hide else CODES[self.source]
            return (">" if kind == GIVE else "!" + LETTERS[self.target] + ">") + code
        if kind == CHAIN:
            line = board.line(self.source, self.target)
            return "-".join([names[self.source]] + [names[cell] for cell in line])
        return names[self.source] + SIGN_OF[kind] + names[self.target]


PASS_MOVE = Move(PASS)


def _cell(text: str, board: Board, whole: str) -> int:
    cell = board.cell(text)
    if cell < 0:
        raise InvalidMoveError(
            f"invalid move: {whole!r} names no cell of the side-{board.side} board"
        ).because("no_cell", board.side)
    return cell


def _card(text: str, whole: str) -> int:
    if text not in CODES:
        raise InvalidMoveError(
            f"invalid move: {whole!r} names no card (codes: {' '.join(CODES)})"
        ).because("no_card", " ".join(CODES))
    return CODES.index(text)


def _player(text: str, whole: str) -> int:
    if len(text) != 1 or text not in LETTERS:
        raise InvalidMoveError(f"invalid move: {whole!r} names no player (r, y, b or g)").because(
            "no_player"
        )
    return LETTERS.index(text)


def _chain(text: str, board: Board) -> Move:
    cells = [_cell(name, board, text) for name in text.split("-")]
    if board.line(cells[0], cells[-1]) != cells[1:]:
        raise InvalidMoveError(
            f"invalid move: {text!r} does not run cell by cell in a line"
        ).because("not_a_line")
    return Move(CHAIN, cells[0], cells[-1])


def parse(text: str, board: Board) -> Move:
    """Read a move in Kitty notation; raises InvalidMoveError when it is not one on `board`."""
    if text in WORDS:
        return PASS_MOVE if text == "pass" else Move(WORDS[text])
    head, rest = text[:1], text[1:]
    if head == "*":
        return Move(CLAIM, _cell(rest, board, text))
    if head == "?":
        return Move(PROPOSE, target=_player(rest, text))
    if head == ">":
        return Move(GIVE, _card(rest, text))
    if head == "!":
        if rest[1:2] != ">":
            raise InvalidMoveError(
                f"invalid move: {text!r} is not Forced Exchange, as '!y>cm'"
            ).because("not_forced")
        return Move(FORCE, _card(rest[2:], text), _player(rest[:1], text))
    if text.count("-") > 1:
        return _chain(text, board)
    for sign, kind in SIGNS.items():
        if sign in text:
            first, _, second = text.partition(sign)
            source, target = board.cell(first), board.cell(second)
            if source < 0 or target < 0:
                raise InvalidMoveError(
                    f"invalid move: {text!r} names no cell of the side-{board.side} board"
                ).because("no_cell", board.side)
            return Move(kind, source, target)
    cell = board.cell(text)
    if cell < 0:
        raise InvalidMoveError(
            f"invalid move: {text!r} is not Kitty notation on the side-{board.side} board"
        ).because("syntax", board.side)
    return Move(PLACE, cell)
