"""Stacks as small ints, so that moving pieces is a few bit operations.

A stack is ``1`` (a sentinel bit) followed by one bit per piece, bottom piece first, top piece
in the lowest bit: 0 for White, 1 for Red. The empty square is ``1``, a lone White piece
``0b10``, White under Red ``0b101``. Taking the top k pieces is ``code & (2**k - 1)`` and
leaves ``code >> k``; putting them on another stack is ``(other << k) | taken``. Stacks on the
board are 1-4 high, but a move can briefly build one of up to 8 pieces before it is removed, so
the tables reach 2**9.
"""

WHITE = "white"
RED = "red"
COLOURS = (WHITE, RED)
COLOUR_NAMES = ("White", "Red")
COLOUR_LETTERS = "wr"

EMPTY = 1
MAX_CODE = 1 << 9


def _height(code: int) -> int:
    height = 0
    while code > 1:
        code >>= 1
        height += 1
    return height


def _reds(code: int) -> int:
    reds = 0
    while code > 1:
        reds += code & 1
        code >>= 1
    return reds


def _letters(code: int) -> str:
    """The stack's colours bottom to top as position-text letters, e.g. ``'wwr'``."""
    height = _height(code)
    return "".join(COLOUR_LETTERS[(code >> i) & 1] for i in range(height - 1, -1, -1))


HEIGHT = tuple(_height(code) for code in range(MAX_CODE))
REDS = tuple(_reds(code) for code in range(MAX_CODE))
LETTERS = tuple(_letters(code) for code in range(32))
# TOP_MASK[k] selects the top k pieces of a stack.
TOP_MASK = (0, 1, 3, 7, 15)


def opponent(colour: str) -> str:
    """The other player's colour: ``opponent('white') == 'red'``."""
    return RED if colour == WHITE else WHITE


def from_letters(letters: str) -> int:
    """The code of a stack written bottom to top as letters (``'wwr'``); letters must be w or r."""
    code = EMPTY
    for letter in letters:
        code = (code << 1) | COLOUR_LETTERS.index(letter)
    return code


def colours(code: int) -> tuple[str, ...]:
    """The stack's colours bottom to top, e.g. ``('white', 'white', 'red')``; also for the
    stacks of five or more that a move builds before they are removed."""
    return tuple(COLOURS[(code >> i) & 1] for i in range(HEIGHT[code] - 1, -1, -1))
