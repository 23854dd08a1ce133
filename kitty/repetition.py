"""The keys that count a game's positions for repetition (docs/kitty-rules.md, "The end": a
position seen for the third time ends the game), kept move by move.

A key holds the position itself, so two keys are equal exactly when their positions are: each
cell's stack as bytes (a piece is its colour, 0-3), the cells joined by `SEPARATOR`, then the
player to move and the tokens. The game keeps each cell's bytes and remakes only the cells a
move changes. CPython (and Pyodide) hashes those bytes once and keeps the hash: the key is the
bytes. MicroPython hashes bytes to 16 bits, and the positions of a game, alike but for a few
cells, would crowd a few of those values, so that each move on the page would look through
many earlier positions. There the key is ``(code, bytes)``, hashed as the sum of the two: the
code, kept move by move, is the exclusive or of a number per cell (its bytes' hash times the
cell's weight), and spreads the keys.
"""

import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    Stack = tuple[int, ...]
    Key = bytes | tuple[int, bytes]

SEPARATOR = b"\x04"
TURNS = (b"\x00", b"\x01", b"\x02", b"\x03")
# Whether keys carry the code: only where bytes hash too narrowly.
SPREAD = sys.implementation.name == "micropython"
# An odd weight per cell, under 2**14: a mark stays under 2**30, a small int on MicroPython.
WEIGHTS = tuple((cell * 2654435761) & 0x3FFF | 1 for cell in range(91))
HASH_BITS = 0xFFFF


def encoded(stacks: "list[Stack]") -> "list[bytes]":
    """Each cell's stack as bytes, and a last place for the player to move and the tokens."""
    cells = [bytes(stack) for stack in stacks]
    cells.append(b"")
    return cells


def code(cells: "list[bytes]") -> int:
    """The exclusive or of the cells' marks (their bytes' hash times the cell's weight), where
    keys carry it, else 0."""
    total = 0
    if SPREAD:
        for cell in range(len(cells) - 1):
            total ^= (hash(cells[cell]) & HASH_BITS) * WEIGHTS[cell]
    return total


def recode(
    cells: "list[bytes]", stacks: "list[Stack]", changed: "Sequence[tuple[int, Stack]]", old: int
) -> int:
    """Bring ``cells`` to the stacks now on the cells listed in ``changed`` (pairs of a cell and
    any stack: only the cells count), and return the code ``old`` brought along."""
    if not SPREAD:
        for cell, _ in changed:
            cells[cell] = bytes(stacks[cell])
        return old
    for cell, _ in changed:
        weight = WEIGHTS[cell]
        now = bytes(stacks[cell])
        old ^= (hash(cells[cell]) & HASH_BITS) * weight ^ (hash(now) & HASH_BITS) * weight
        cells[cell] = now
    return old


def key(
    cells: "list[bytes]", code: int, turn: int, tokens: "tuple[tuple[int, int, int], ...]"
) -> "Key":
    """The key of the position on ``cells`` (with the code ``code``), ``turn`` to move, with
    ``tokens``; `encoded`'s last place is filled here."""
    mover = TURNS[turn]
    cells[-1] = mover + bytes([n for token in tokens for n in token]) if tokens else mover
    text = SEPARATOR.join(cells)
    return (code, text) if SPREAD else text
