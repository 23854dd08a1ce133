"""Moves as small immutable values, their official notation, and the tables of every possible move.

Every move the board's geometry allows is built once at import and shared (interned): the engine
hands out these objects, so generating moves allocates nothing and comparing them is cheap.
"""

from mixtour.errors import InvalidMoveError
from mixtour.squares import BETWEEN, DISTANCE, FILES, RANKS, SQUARE_NAMES, on_a_line

_SYNTAX = "expected an entry like 'b2', a move like 'c4-d3' or 'c4:3-d3', or 'pass'"


class Move:
    """One action: enter a piece (``b2``), move the top pieces of a stack (``c4:3-d3``), or pass.

    ``origin`` is the square the pieces leave (None for an entry or a pass), ``target`` the square
    they arrive on (None for a pass), ``count`` how many pieces travel (0 for an entry or a pass).
    Moves are immutable values: equal when they say the same thing, usable as dict keys.
    """

    __slots__ = ("_key", "_text", "count", "origin", "target")
    origin: "int | None"
    target: "int | None"
    count: int
    _key: int
    _text: str

    def __init__(self, origin: int | None, target: int | None, count: int) -> None:
        # Moves are shared by every game in the process, so they must never change.
        setattr_ = object.__setattr__
        setattr_(self, "origin", origin)
        setattr_(self, "target", target)
        setattr_(self, "count", count)
        origin_key = -1 if origin is None else origin
        target_key = -1 if target is None else target
        setattr_(self, "_key", ((origin_key + 1) * 26 + target_key + 1) * 5 + count)
        if target is None:
            text = "pass"
        elif origin is None:
            text = SQUARE_NAMES[target]
        elif count == 1:
            text = SQUARE_NAMES[origin] + "-" + SQUARE_NAMES[target]
        else:
            text = f"{SQUARE_NAMES[origin]}:{count}-{SQUARE_NAMES[target]}"
        setattr_(self, "_text", text)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"moves are immutable: cannot set {name!r} of {self!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"moves are immutable: cannot delete {name!r} of {self!r}")

    @property
    def is_entry(self) -> bool:
        """Whether this move puts a piece from the reserve onto an empty square."""
        return self.origin is None and self.target is not None

    @property
    def is_pass(self) -> bool:
        """Whether this is the pass, allowed only when nothing else is."""
        return self.target is None

    @classmethod
    def parse(cls, text: str) -> "Move":
        """Read official notation; checks the syntax and the geometry only, not the position.

        Accepts ``b2``, ``c4-d3``, ``c4:1-d3`` (same as ``c4-d3``), ``c4:3-d3`` and ``pass``, in
        either letter case. Raises `InvalidMoveError` saying what is wrong.
        """
        return _parse(text)

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Move.parse({self._text!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Move) and self._key == other._key

    def __hash__(self) -> int:
        return self._key


PASS = Move(None, None, 0)
ENTRIES = tuple(Move(None, square, 0) for square in range(25))


def _all_moves() -> list[Move | None]:
    table: list[Move | None] = [None] * (25 * 25 * 5)
    for origin in range(25):
        for target in range(25):
            if on_a_line(origin, target):
                for count in range(1, 5):
                    table[(origin * 25 + target) * 5 + count] = Move(origin, target, count)
    return table


# MOVES[(origin * 25 + target) * 5 + count] is the interned move, None where no such move exists.
MOVES = _all_moves()


def move_between(origin: int, target: int, count: int) -> Move:
    """The interned move of ``count`` pieces from ``origin`` to ``target`` (which share a line)."""
    move = MOVES[(origin * 25 + target) * 5 + count]
    if move is None:
        raise InvalidMoveError(
            f"invalid move: {SQUARE_NAMES[origin]} and {SQUARE_NAMES[target]} with {count} pieces"
        )
    return move


# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    # One "pull" line into a target: (origin, squares between, moves by origin height).
    Arrival = tuple[int, tuple[int, ...], tuple[tuple[Move, ...], ...]]


def _arrivals() -> "tuple[tuple[Arrival, ...], ...]":
    """For each target square and target height h: the squares exactly h steps away on a line.

    ARRIVALS[target * 5 + h] lists ``(origin, between, by_height)`` where ``between`` are the
    squares that must be empty and ``by_height[n]`` the moves of 1..n pieces from an n-high origin.
    Move generation walks these "pull" lines from each stack instead of rays from each stack.
    """
    arrivals = []
    for target in range(25):
        for height in range(5):
            lines = []
            for origin in range(25):
                if height and DISTANCE[origin * 25 + target] == height:
                    moves = tuple(move_between(origin, target, count) for count in range(1, 5))
                    by_height = tuple(moves[:n] for n in range(5))
                    lines.append((origin, BETWEEN[origin * 25 + target], by_height))
            arrivals.append(tuple(lines))
    return tuple(arrivals)


ARRIVALS = _arrivals()
# The same lines for 1-high targets, where nothing lies between: NEIGHBOURS[target] lists
# ``(origin, by_height)`` for the adjacent squares. Most stacks are short, so this is the hot path.
NEIGHBOURS = tuple(
    tuple((origin, by_height) for origin, _, by_height in ARRIVALS[target * 5 + 1])
    for target in range(25)
)


def _square(text: str, name: str) -> int:
    if len(name) == 2 and name[0] in FILES and name[1] in RANKS:
        return FILES.index(name[0]) + 5 * RANKS.index(name[1])
    raise InvalidMoveError(f"invalid move {text!r}: {name!r} is not a square (a1 to e5)")


def _parse(text: str) -> Move:
    notation = text.lower()
    if notation == "pass":
        return PASS
    if len(notation) == 2:
        return ENTRIES[_square(text, notation)]
    if len(notation) == 5 and notation[2] == "-":
        count = 1
    elif len(notation) == 7 and notation[2] == ":" and notation[4] == "-":
        digit = notation[3]
        if digit not in "1234":
            raise InvalidMoveError(f"invalid move {text!r}: a move carries 1 to 4 pieces")
        count = "01234".index(digit)
    else:
        raise InvalidMoveError(f"invalid move {text!r}: {_SYNTAX}")
    origin = _square(text, notation[:2])
    target = _square(text, notation[-2:])
    if origin == target:
        raise InvalidMoveError(f"invalid move {text!r}: a move must leave its square")
    if not on_a_line(origin, target):
        raise InvalidMoveError(
            f"invalid move {text!r}: {SQUARE_NAMES[origin]} and {SQUARE_NAMES[target]} "
            "are not on one rank, file or diagonal"
        )
    return move_between(origin, target, count)


def interned(move: Move) -> Move:
    """The shared instance equal to ``move``; raises `InvalidMoveError` if no board allows it."""
    origin, target, count = move.origin, move.target, move.count
    if target is None and origin is None and count == 0:
        return PASS
    if target is not None and 0 <= target < 25:
        if origin is None:
            if count == 0:
                return ENTRIES[target]
        elif 0 <= origin < 25 and 1 <= count <= 4:
            found = MOVES[(origin * 25 + target) * 5 + count]
            if found is not None:
                return found
    raise InvalidMoveError(
        f"invalid move: origin {origin!r}, target {target!r}, count {count!r} is not a Mixtour move"
    )
