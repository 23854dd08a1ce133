"""Stacks as small ints, so that moving pieces is a few bit operations.

A stack holds two bits per piece, bottom piece first, top piece in the lowest two bits: 1 for
White, 2 for Red, 3 for Blue (the third player of Mixtour à trois); 0 means no piece, so the
empty square is ``0``, a lone White piece ``0b01`` and White under Red ``0b0110``. No piece is
0, so a code says its height by itself. Taking the top k pieces is ``code & (4**k - 1)`` and
leaves ``code >> 2 * k``; putting them on another stack is ``(other << 2 * k) | taken``. Stacks
on the board are 1-4 high, so their codes fit in a byte (which makes the board a `bytes` key);
a move can briefly build one of up to 8 pieces before it is removed.
"""

WHITE = "white"
RED = "red"
BLUE = "blue"
COLOURS = (WHITE, RED, BLUE)
COLOUR_NAMES = ("White", "Red", "Blue")
COLOUR_LETTERS = "wrb"

EMPTY = 0
MAX_CODE = 1 << 8


def height_of(code: int) -> int:
    """How many pieces a stack code holds, also for the stacks of five or more a move builds."""
    height = 0
    while code:
        code >>= 2
        height += 1
    return height


def _colour_indices(code: int) -> list[int]:
    """The colours of a stack bottom to top, as indices into `COLOURS`."""
    indices = []
    while code:
        indices.append((code & 3) - 1)
        code >>= 2
    indices.reverse()
    return indices


def _tables() -> tuple[tuple[int, ...], tuple[str, ...]]:
    """`HEIGHT` and `LETTERS` for every code below `MAX_CODE`, each built from the code without
    its top piece (``code >> 2``): a step per code, cheap to import on the page's MicroPython."""
    heights = [0]
    letters = [""]
    for code in range(1, MAX_CODE):
        below = code >> 2
        heights.append(heights[below] + 1)
        letters.append(letters[below] + COLOUR_LETTERS[(code & 3) - 1])
    return tuple(heights), tuple(letters)


# The height and the position-text letters (bottom to top) of every stack code.
HEIGHT, LETTERS = _tables()
# TOP_MASK[k] selects the top k pieces of a stack.
TOP_MASK = (0, 3, 15, 63, 255)


def opponent(colour: str) -> str:
    """The other player's colour in the two-player game: ``opponent('white') == 'red'``."""
    return RED if colour == WHITE else WHITE


def from_letters(letters: str) -> int:
    """The code of a stack written bottom to top as letters (``'wwr'``); letters are w, r or b."""
    code = EMPTY
    for letter in letters:
        code = (code << 2) | (COLOUR_LETTERS.index(letter) + 1)
    return code


def pieces_by_colour(code: int) -> list[int]:
    """How many pieces of each colour (White, Red, Blue) a stack holds."""
    counts = [0, 0, 0]
    for colour in _colour_indices(code):
        counts[colour] += 1
    return counts


def colours(code: int) -> tuple[str, ...]:
    """The stack's colours bottom to top, e.g. ``('white', 'white', 'red')``; also for the
    stacks of five or more that a move builds before they are removed."""
    return tuple(COLOURS[colour] for colour in _colour_indices(code))
