"""The 5x5 board's geometry: square names and indices, distances and straight lines.

Squares are ints 0..24, ``file + 5 * rank`` (a1 = 0, b1 = 1, ..., e5 = 24), the order the position
text lists them in. Names appear only at the edges (notation, position text, messages).
"""

from mixtour.errors import InvalidMoveError

FILES = "abcde"
RANKS = "12345"
SQUARE_NAMES = tuple(f + r for r in RANKS for f in FILES)
_SQUARE_INDEX = {name: i for i, name in enumerate(SQUARE_NAMES)}

# The eight king directions as (file step, rank step).
DIRECTIONS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1))


def square_name(square: int) -> str:
    """The name of a square index, e.g. ``square_name(0) == 'a1'``."""
    return SQUARE_NAMES[square]


def parse_square(name: str) -> int:
    """The index of a square name such as ``'c4'``; raises `InvalidMoveError` for anything else."""
    square = _SQUARE_INDEX.get(name)
    if square is None:
        raise InvalidMoveError(f"invalid square {name!r}: expected a file a-e and a rank 1-5")
    return square


def _on_board(file: int, rank: int) -> bool:
    return 0 <= file < 5 and 0 <= rank < 5


def _ray(square: int, step: tuple[int, int]) -> tuple[int, ...]:
    """The squares from ``square`` (exclusive) to the board's edge in one direction."""
    file, rank = square % 5, square // 5
    squares = []
    file, rank = file + step[0], rank + step[1]
    while _on_board(file, rank):
        squares.append(file + 5 * rank)
        file, rank = file + step[0], rank + step[1]
    return tuple(squares)


# RAYS[square] = one tuple of squares per direction, nearest first.
RAYS = tuple(tuple(_ray(square, step) for step in DIRECTIONS) for square in range(25))


def _lines() -> tuple[list[int], list[tuple[int, ...]]]:
    distance = [0] * 625
    between: list[tuple[int, ...]] = [()] * 625
    for origin in range(25):
        for ray in RAYS[origin]:
            for steps, target in enumerate(ray, 1):
                distance[origin * 25 + target] = steps
                between[origin * 25 + target] = ray[: steps - 1]
    return distance, between


# Indexed by ``origin * 25 + target``: the distance in king steps for squares on one straight line
# (0 where they are not), and the squares strictly between the two (which must be empty for a move).
DISTANCE, BETWEEN = _lines()


def on_a_line(origin: int, target: int) -> bool:
    """Whether two distinct squares share a rank, a file or a diagonal."""
    return DISTANCE[origin * 25 + target] > 0
