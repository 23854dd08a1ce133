"""Moves as small immutable values, their official notation, and the tables of every possible move.

Every move the board's geometry allows is built once at import and shared (interned): the engine
hands out these objects, so generating moves allocates nothing and comparing them is cheap.
"""

from mixtour.errors import InvalidMoveError
from mixtour.squares import FILES, RANKS, RAYS, SQUARE_NAMES, on_a_line

_SYNTAX = "expected an entry like 'b2', a move like 'c4-d3' or 'c4:3-d3', or 'pass'"


class Move:
    """One action: enter a piece (``b2``), move the top pieces of a stack (``c4:3-d3``), or pass.

    ``origin`` is the square the pieces leave (None for an entry or a pass), ``target`` the square
    they arrive on (None for a pass), ``count`` how many pieces travel (0 for an entry or a pass).

    There is exactly one object for each move, shared by every game and built at import:
    ``Move(origin, target, count)`` and `Move.parse` return it (or raise `InvalidMoveError` for a
    move no board allows). So moves are immutable, and equal exactly when they are the same
    object, which makes comparing and hashing them as cheap as it gets.
    """

    __slots__ = ("count", "origin", "target")
    origin: "int | None"
    target: "int | None"
    count: int

    def __new__(cls, origin: int | None, target: int | None, count: int) -> "Move":
        return _lookup(origin, target, count)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"moves are immutable: cannot set {name!r} of {self!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"moves are immutable: cannot delete {name!r} of {self!r}")

    def __copy__(self) -> "Move":
        return self

    def __deepcopy__(self, memo: object) -> "Move":
        return self

    def __reduce__(self) -> "tuple[Callable[[str], Move], tuple[str]]":
        return (_parse, (str(self),))

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
        # Written when asked, not stored: building 1,280 texts would slow every import.
        target = self.target
        if target is None:
            return "pass"
        origin = self.origin
        if origin is None:
            return SQUARE_NAMES[target]
        count = self.count
        if count == 1:
            return SQUARE_NAMES[origin] + "-" + SQUARE_NAMES[target]
        return f"{SQUARE_NAMES[origin]}:{count}-{SQUARE_NAMES[target]}"

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"


def _build(origin: int | None, target: int | None, count: int) -> Move:
    """Make the one `Move` object for a move (at import only)."""
    move: Move = _new(Move)
    _set(move, "origin", origin)
    _set(move, "target", target)
    _set(move, "count", count)
    return move


_new = object.__new__
_set = object.__setattr__


PASS = _build(None, None, 0)
ENTRIES = tuple(_build(None, square, 0) for square in range(25))


# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

    # One "pull" line into a target: (origin, squares between, moves by origin height).
    Arrival = tuple[int, tuple[int, ...], tuple[tuple[Move, ...], ...]]


def _lines() -> "tuple[list[Move | None], tuple[tuple[Arrival, ...], ...]]":
    """Every move along a line, and the same moves as "pull" lines into each target.

    MOVES[(origin * 25 + target) * 5 + count] is the interned move, None where no such move
    exists. ARRIVALS[target * 5 + h] lists ``(origin, between, by_height)`` for the origins
    exactly h steps from the target on a line, in ascending order: ``between`` are the squares
    that must be empty and ``by_height[n]`` the moves of 1..n pieces from an n-high origin. Move
    generation walks these lines from each stack instead of rays from each stack.

    Both are built in one walk over the few hundred pairs of squares on a line: every Python
    step counts when the page's MicroPython imports this.
    """
    table: list[Move | None] = [None] * (25 * 25 * 5)
    arrivals: list[list[Arrival]] = [[] for _ in range(125)]
    build = _build
    for origin in range(25):
        for ray in RAYS[origin]:
            for height, target in enumerate(ray, 1):
                one = build(origin, target, 1)
                two = build(origin, target, 2)
                three = build(origin, target, 3)
                four = build(origin, target, 4)
                first = (origin * 25 + target) * 5 + 1
                table[first : first + 4] = (one, two, three, four)
                by_height = ((), (one,), (one, two), (one, two, three), (one, two, three, four))
                arrivals[target * 5 + height].append((origin, ray[: height - 1], by_height))
    return table, tuple(tuple(lines) for lines in arrivals)


MOVES, ARRIVALS = _lines()


def move_between(origin: int, target: int, count: int) -> Move:
    """The interned move of ``count`` pieces from ``origin`` to ``target`` (which share a line)."""
    move = MOVES[(origin * 25 + target) * 5 + count]
    if move is None:
        raise InvalidMoveError(
            f"invalid move: {SQUARE_NAMES[origin]} and {SQUARE_NAMES[target]} with {count} pieces"
        )
    return move


# The same lines for 1-high targets, where nothing lies between: NEIGHBOURS[target] lists
# ``(origin, by_height)`` for the adjacent squares. Most stacks are short, so this is the hot path.
NEIGHBOURS = tuple(
    tuple((origin, by_height) for origin, _, by_height in ARRIVALS[target * 5 + 1])
    for target in range(25)
)


# Indexed by rank, then by that rank's 5 bits of the board's occupancy mask (bit n = square n):
# the entries onto its empty squares, and its occupied squares, files a to e. Generating moves a
# rank at a time from these is much cheaper than looking at all 25 squares one by one.
RANK_ENTRIES = tuple(
    tuple(
        tuple(ENTRIES[rank * 5 + file] for file in range(5) if not (pattern >> file) & 1)
        for pattern in range(32)
    )
    for rank in range(5)
)
RANK_STACKS = tuple(
    tuple(
        tuple(rank * 5 + file for file in range(5) if (pattern >> file) & 1)
        for pattern in range(32)
    )
    for rank in range(5)
)


def _square(text: str, name: str) -> int:
    if len(name) == 2 and name[0] in FILES and name[1] in RANKS:
        return FILES.index(name[0]) + 5 * RANKS.index(name[1])
    raise InvalidMoveError(f"invalid move {text!r}: {name!r} is not a square (a1 to e5)").because(
        "not_a_square", name
    )


# The moves read so far, by their text as `str` writes it: a record repeats the same few hundred
# moves, and the page's MicroPython reads a move from its letters in ~45 µs, from here in ~1.
_READ: "dict[str, Move]" = {}


def _parse(text: str) -> Move:
    move = _READ.get(text)
    if move is None:
        move = _read(text)
        if str(move) == text:  # at most one entry per move: 1,281 in all
            _READ[text] = move
    return move


def _read(text: str) -> Move:
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
            raise InvalidMoveError(f"invalid move {text!r}: a move carries 1 to 4 pieces").because(
                "count"
            )
        count = "01234".index(digit)
    else:
        raise InvalidMoveError(f"invalid move {text!r}: {_SYNTAX}").because("syntax")
    origin = _square(text, notation[:2])
    target = _square(text, notation[-2:])
    if origin == target:
        raise InvalidMoveError(f"invalid move {text!r}: a move must leave its square").because(
            "same_square"
        )
    if not on_a_line(origin, target):
        raise InvalidMoveError(
            f"invalid move {text!r}: {SQUARE_NAMES[origin]} and {SQUARE_NAMES[target]} "
            "are not on one rank, file or diagonal"
        ).because("not_in_line", SQUARE_NAMES[origin], SQUARE_NAMES[target])
    return move_between(origin, target, count)


def _lookup(origin: int | None, target: int | None, count: int) -> Move:
    """The one `Move` object for these values; raises `InvalidMoveError` if no board allows it."""
    if target is None:
        if origin is None and count == 0:
            return PASS
    elif isinstance(target, int) and 0 <= target < 25:
        if origin is None:
            if count == 0:
                return ENTRIES[target]
        elif isinstance(origin, int) and 0 <= origin < 25 and isinstance(count, int):
            found = MOVES[(origin * 25 + target) * 5 + count] if 1 <= count <= 4 else None
            if found is not None:
                return found
    raise InvalidMoveError(
        f"invalid move: origin {origin!r}, target {target!r}, count {count!r} is not a Mixtour move"
    )
