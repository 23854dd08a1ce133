"""The engine's own seeded shuffle, so that every Python (CPython, Pyodide, MicroPython, whose
`random` has no seeded generator object) draws the same random setup and the same deal."""

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import TypeVar

    T = TypeVar("T")


def shuffle(items: "list[T]", seed: int) -> None:
    """Shuffle `items` in place by a xorshift32 generator started from `seed`."""
    state = (seed & 0xFFFFFFFF) or 0x9E3779B9
    for i in range(len(items) - 1, 0, -1):
        state ^= (state << 13) & 0xFFFFFFFF
        state ^= state >> 17
        state ^= (state << 5) & 0xFFFFFFFF
        j = state % (i + 1)
        items[i], items[j] = items[j], items[i]
