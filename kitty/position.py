"""Position text (docs/kitty-rules.md, "Position text"): strict to read, and it round-trips.

``<rows> <players> <turn> <phase> <passes>``: the rows top to bottom separated by ``/``, the
cells of a row left to right separated by ``,``, each cell its stack bottom to top with one
letter per colour (``r``, ``y``, ``b``, ``g``) or ``.`` when empty; then 2-4, the letter of the
player to move (the player whose turn it is), ``setup`` or ``play``, and the passes in a row.
A game with the Objective Cards adds five card fields (kitty/cardtext.py).
"""

from kitty import cardtext
from kitty.board import BOARDS, LETTERS, Board
from kitty.errors import PositionError
from kitty.hands import OPEN, Hands

TYPE_CHECKING = False
if TYPE_CHECKING:
    Tokens = tuple[tuple[int, int, int], ...]

PIECES = 15


def write(
    board: Board, stacks: list[tuple[int, ...]], *, players: int, turn: int, phase: str, passes: int
) -> str:
    """The position text of `stacks` on `board`, with the other fields as given."""
    rows = []
    for row in reversed(board.rows):
        rows.append(",".join("".join(LETTERS[p] for p in stacks[c]) or "." for c in row))
    return f"{'/'.join(rows)} {players} {LETTERS[turn]} {phase} {passes}"


def read(
    text: str,
) -> "tuple[Board, list[tuple[int, ...]], int, int, str, int, Hands | None, Tokens]":
    """(board, stacks, players, turn, phase, passes, hands, tokens) from position text,
    checked; hands is None (and there are no tokens) in a game without the cards."""
    fields = text.split(" ")
    if len(fields) not in (5, 10):
        raise PositionError(
            f"bad position: {text[:80]!r} needs 5 fields separated by spaces (10 with cards)"
        )
    rows_text, players_text, turn_text, phase, passes_text = fields[:5]
    if players_text not in ("2", "3", "4"):
        raise PositionError(f"bad position: players must be 2, 3 or 4, not {players_text!r}")
    players = int(players_text)
    if len(turn_text) != 1 or turn_text not in LETTERS[:players]:
        raise PositionError(f"bad position: {turn_text!r} is not a player to move")
    turn = LETTERS.index(turn_text)
    if phase not in ("setup", "play"):
        raise PositionError(f"bad position: the phase must be setup or play, not {phase!r}")
    if not passes_text.isdigit() or len(passes_text) > 1 or int(passes_text) > players:
        raise PositionError(f"bad position: {passes_text!r} passes in a row cannot be")
    passes = int(passes_text)
    rows = rows_text.split("/")
    board = None
    for side, candidate in BOARDS.items():
        if len(rows) == 2 * side - 1:
            board = candidate
    if board is None:
        raise PositionError(f"bad position: {len(rows)} rows make no board of side 5 or 6")
    stacks: list[tuple[int, ...]] = [() for _ in range(len(board))]
    for row, row_text in zip(reversed(board.rows), rows):  # noqa: B905 (MicroPython: no strict)
        cells = row_text.split(",")
        if len(cells) != len(row):
            raise PositionError(f"bad position: row {row_text!r} needs {len(row)} cells")
        for cell, cell_text in zip(row, cells):  # noqa: B905 (lengths checked just above)
            if cell_text == ".":
                continue
            if not cell_text or any(ch not in LETTERS[:players] for ch in cell_text):
                raise PositionError(f"bad position: {cell_text!r} is not a stack")
            stacks[cell] = tuple(LETTERS.index(ch) for ch in cell_text)
    hands: Hands | None = None
    tokens: Tokens = ()
    if len(fields) == 10:
        if players == 2:
            raise PositionError("bad position: the Objective Cards are for 3 or 4 players")
        hands, tokens = cardtext.read(
            fields[5:], board, stacks, players=players, turn=turn, setup=phase != "play"
        )
        if passes >= players and (hands.stage != OPEN or hands.proposed):
            raise PositionError("bad position: the game ended with a round of passes")
    counts = [
        sum(s.count(p) for s in stacks) + cardtext.claimed_pieces(hands, p) for p in range(players)
    ]
    placed = sum(counts)
    if phase == "play":
        if counts != [PIECES] * players:
            raise PositionError(f"bad position: in play every player has {PIECES} pieces")
    else:
        expected = [placed // players + (p < placed % players) for p in range(players)]
        if counts != expected or placed >= PIECES * players:
            raise PositionError("bad position: the placed pieces do not follow the turn order")
        if any(len(s) > 1 for s in stacks) or passes or turn != placed % players:
            raise PositionError("bad position: the setup has single pieces, no passes, in turn")
    return board, stacks, players, turn, phase, passes, hands, tokens
